"""German everyday commands of a character: look, say, whisper, emote, describe,
inventory, get, drop. Evennia's commands with German names, help and messages;
the English names keep working. Speech itself is worded in Character.at_say.
"""


from evennia.commands.default.account import CmdOOCLook
from evennia.commands.default.general import (
    CmdDrop,
    CmdGet,
    CmdInventory,
    CmdLook,
    CmdPose,
    CmdSay,
    CmdSetDesc,
    CmdWhisper,
)
from evennia.utils import utils
from evennia.utils.evtable import EvTable

from game.faces import portrait
from game.faces.grammar import ACC, capital
from game.table.turns import note_look

from game.people.speech import CappedSpeech


class CmdSchau(CmdLook):
    """
    Sich umsehen oder etwas genauer ansehen.

    Benutzung:
      schau
      schau <etwas oder jemand>

    Ohne Angabe beschreibt es den Raum, in dem du bist. An einem Kartentisch
    zeigt es die Plätze und den Spielstand. (Englisch: look, l)
    """

    key = "schau"
    aliases = [CmdLook.key] + CmdLook.aliases + ["umsehen"]
    help_category = "Allgemein"

    def func(self):
        """Things and people first, then the room's details (the signpost, ...)."""
        caller, word = self.caller, self.args.strip()
        note_look(caller)  # no sign of being at a card table (turns.typed_during_turn)
        if not word:
            if not caller.location:
                caller.msg("Du bist nirgends; hier gibt es nichts zu sehen.")
                return
            return super().func()
        if caller.search(word, quiet=True):
            return super().func()
        detail = getattr(caller.location, "detail", lambda word: None)(word)
        caller.msg(detail or f"Hier siehst du kein „{word}“.")


class CmdSchauOhneFigur(CmdOOCLook):
    """
    Sich umsehen (ohne Spielfigur: dein Konto und deine Figuren).

    Benutzung:
      schau
    """

    # The same key as the character's `schau`: cmdset merging tells commands
    # apart by key, so the character's one replaces this one (no "Mehr als ein Treffer").
    key = CmdSchau.key
    aliases = CmdSchau.aliases
    help_category = "Allgemein"


class AsksForText:
    """Mixin: a German question when the text is missing, else Evennia's command."""

    ask = ""

    def func(self):
        if not self.args.strip():
            self.caller.msg(self.ask)
            return
        super().func()


class CmdSag(AsksForText, CappedSpeech, CmdSay):
    """
    Etwas sagen, das alle im Raum hören.

    Benutzung:
      sag <text>
      '<text>

    Höchstens 500 Zeichen auf einmal und nicht mehr als acht Zeilen in
    zehn Sekunden (das gilt auch für flüster, tu, die Kanäle und
    nachricht). (Englisch: say)
    """

    key = "sag"
    aliases = [CmdSay.key] + CmdSay.aliases + ["sage"]
    help_category = "Allgemein"
    ask = "Was möchtest du sagen?"


class CmdFluester(CappedSpeech, CmdWhisper):
    """
    Jemandem im Raum etwas zuflüstern; die anderen hören es nicht.

    Benutzung:
      flüster <name> = <text>
      flüster <name>, <name> = <text>

    (Englisch: whisper)
    """

    key = "flüster"
    aliases = [CmdWhisper.key, "flüstere", "fluester"]
    help_category = "Allgemein"
    overheard = False  # a whisper is never quoted in a complaint

    def func(self):
        if not self.lhs or not self.rhs:
            self.caller.msg("Benutzung: flüster <name> = <text>")
            return
        super().func()

    def spoken(self):
        return self.rhs.strip()


class CmdEmote(AsksForText, CappedSpeech, CmdPose):
    """
    Zeigen, was du tust: der Raum liest deinen Namen und den Text.

    Benutzung:
      tu <text>
      :<text>

    Beispiel: |wtu mischt die Karten|n – alle lesen „Lena mischt die
    Karten“. (Englisch: pose)
    """

    key = "tu"
    aliases = [CmdPose.key, ":", "emote"]  # the help (web too) names it by its German word
    help_category = "Allgemein"
    ask = "Was möchtest du tun? Zum Beispiel: tu lächelt."
    overheard = "pose"  # quoted as „Bertram winkt“ in a complaint

    def parse(self):
        super().parse()  # the room fills in names and $-functions: the player's text stays text
        self.args = self.args.replace("{", "{{").replace("}", "}}").replace("$", "\\$")


class CmdBeschreibung(CmdSetDesc):
    """
    Dich selbst beschreiben: das lesen andere, wenn sie dich ansehen.

    Benutzung:
      beschreibung <text>

    Höchstens 1000 Zeichen. Die Beschreibung steht auch auf deiner Seite der
    Webseite; was die Hausordnung verbietet, gehört auch hier nicht hin
    (|wbeschwerde <name> = ...|n legt der Aufsicht die Beschreibung bei).
    (Englisch: setdesc)
    """

    key = "beschreibung"
    aliases = [CmdSetDesc.key, "beschreibe"]
    help_category = "Allgemein"

    def func(self):
        if not self.args.strip():
            self.caller.msg("Benutzung: beschreibung <text>")
            return
        if len(self.args.strip()) > portrait.DESC_MAX:
            self.caller.msg(f"Das sind {len(self.args.strip())} Zeichen; eine Beschreibung hat "
                            f"höchstens {portrait.DESC_MAX}. Deine bisherige bleibt.")
            return
        self.caller.db.desc = self.args.strip()
        self.caller.msg("So sehen dich die anderen jetzt.")


class CmdInventar(CmdInventory):
    """
    Nachsehen, was du bei dir trägst.

    Benutzung:
      inventar

    (Englisch: inventory, i)
    """

    key = "inventar"
    aliases = [CmdInventory.key] + CmdInventory.aliases
    help_category = "Allgemein"

    def func(self):
        items = self.caller.contents
        if not items:
            self.caller.msg("Du trägst nichts bei dir.")
            return
        table = EvTable(border="header")
        for key, desc, _ in utils.group_objects_by_key_and_desc(items, caller=self.caller):
            table.add_row(f"|C{key}|n", utils.crop(desc or "", width=50))
        self.caller.msg(f"|wDu trägst bei dir:|n\n{table}")


class CmdNimm(CmdGet):
    """
    Etwas aus dem Raum an dich nehmen.

    Benutzung:
      nimm <etwas>

    Kartentische und Leute bleiben, wo sie sind. (Englisch: get)
    """

    key = "nimm"
    aliases = [CmdGet.key, "nehmen", "grab"]
    help_category = "Allgemein"

    def func(self):
        caller = self.caller
        if not self.args.strip():
            caller.msg("Was möchtest du nehmen?")
            return
        obj = caller.search(self.args.strip(), location=caller.location)
        if not obj:
            return
        if obj == caller:
            caller.msg("Dich selbst kannst du nicht nehmen.")
            return
        if not obj.access(caller, "get"):
            caller.msg(obj.db.get_err_msg or refusal(obj))
            return
        if not obj.at_pre_get(caller) or not obj.move_to(caller, quiet=True, move_type="get"):
            caller.msg("Das lässt sich nicht aufheben.")
            return
        obj.at_get(caller)
        caller.msg(f"Du nimmst {accusative(obj)}.")
        caller.location.msg_contents(f"{caller.key} nimmt {accusative(obj)}.", exclude=[caller])


class CmdAblegen(CmdDrop):
    """
    Etwas, das du trägst, hier im Raum ablegen.

    Benutzung:
      ablegen <etwas>

    (Englisch: drop)
    """

    key = "ablegen"
    aliases = [CmdDrop.key]
    help_category = "Allgemein"

    def func(self):
        caller = self.caller
        if not self.args.strip():
            caller.msg("Was möchtest du ablegen?")
            return
        obj = caller.search(self.args.strip(), location=caller,
                            nofound_string=f"Du trägst kein „{self.args.strip()}“ bei dir.")
        if not obj or not obj.at_pre_drop(caller):
            return
        if not obj.move_to(caller.location, quiet=True, move_type="drop"):
            caller.msg("Das lässt sich hier nicht ablegen.")
            return
        obj.at_drop(caller)
        caller.msg(f"Du legst {accusative(obj)} ab.")
        caller.location.msg_contents(f"{caller.key} legt {accusative(obj)} ab.", exclude=[caller])


#: letters of a password a builder hands on (read out, typed again): none that look
#: alike (0/O, 1/l/I), no "-" or "_" of their own; two groups of six, about 69 bits


def accusative(obj):
    """`den Gaigeltisch` for a card table (it knows its article), else the name."""
    return obj.named(ACC) if hasattr(obj, "named") else obj.key


def refusal(obj):
    """Why `obj` stays where it is, in German."""
    if hasattr(obj, "named"):
        return f"{capital(obj.named(ACC))} nimmt man nicht mit – setz dich lieber dazu."
    if obj.is_typeclass("evennia.objects.objects.DefaultCharacter", exact=False):
        return f"{obj.key} lässt sich nicht einfach mitnehmen."
    return "Das bleibt, wo es ist."


#: The German everyday commands of a character (`hilfe` joins the account's too).
EVERYDAY_COMMANDS = [CmdSchau, CmdSag, CmdFluester, CmdEmote, CmdBeschreibung, CmdInventar,
                     CmdNimm, CmdAblegen]
