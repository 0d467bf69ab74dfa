"""German everyday commands: help, look, say, whisper, emote, describe, inventory, get, who, quit.

Evennia's commands with German names, help and messages; the English
names keep working. Speech itself is worded in Character.at_say.
"""

import re
import secrets
import time

import evennia
from django.contrib.auth import hashers
from evennia.commands.default.account import CmdOOCLook, CmdPassword, CmdQuit
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
from evennia.commands.default.help import CmdHelp
from evennia.commands.default.muxcommand import MuxCommand
from evennia.utils import logger, utils
from evennia.utils.evtable import EvTable

from game.faces.grammar import ACC, capital

from .columns import columns
from .hashing import off_reactor
from .login import Prehashed, change_password
from .pager import blaettern
from .speech import CappedSpeech

#: Evennia's help texts (markup included) -> ours
HELP_WORDS = [
    (re.compile(r"There is no help topic matching '(.*?)'\."), r"Zu „\1“ gibt es keine Hilfe."),
    (re.compile(r"\n\.\.\. But matches were found within the help texts of the suggestions below\."),
     "\nIn den Texten dieser Themen kommt es aber vor:"),
    (re.compile(r"No help entry found for '(.*?)'"), r"Keine Hilfe zu „\1“."),
    (re.compile(r"\|CHelp for \|w"), "|CHilfe zu |w"),
    (re.compile(r"\|rNo help found\|n"), "|rKeine Hilfe gefunden|n"),
    (re.compile(r" \|C\(aliases: "), " |C(auch: "),
    (re.compile(r"\|CSubtopics:\|n"), "|CUnterthemen:|n"),
    (re.compile(r"\|COther topic suggestions:\|n"), "|CÄhnliche Themen:|n"),  # also under a found entry
]


def german_help(text):
    """Evennia's help wording in German."""
    for pattern, replacement in HELP_WORDS:
        text = pattern.sub(replacement, text)
    return text


class CmdHilfe(CmdHelp):
    """
    Hilfe zu Befehlen und Themen lesen.

    Benutzung:
      hilfe
      hilfe <befehl oder thema>
      hilfe <thema>/<unterthema>

    Ohne Angabe kommt die Übersicht aller Befehle und Themen. Die wichtigsten
    für den Anfang: |whilfe 66|n, |whilfe gaigel|n und |wbefehle|n.
    (Englisch: help)
    """

    key = "hilfe"
    aliases = [CmdHelp.key] + CmdHelp.aliases
    help_category = "Allgemein"

    def msg_help(self, text, **kwargs):
        """Long help page by page with the German pager (not in the web client's help popup)."""
        popup = False
        if self.session and self.session.protocol_key in ("webclient/websocket", "webclient/ajax"):
            options = self.account.db._saved_webclient_options if self.account else None
            popup = bool(options and options.get("helppopup"))
        if type(self).help_more and not popup:
            blaettern(self.caller, text, session=self.session, text_kwargs={"type": "help"},
                      **kwargs)
            return
        self.msg(text=(text, {"type": "help"}))

    def format_help_entry(self, topic="", help_text="", **kwargs):
        return german_help(super().format_help_entry(topic=topic, help_text=help_text, **kwargs))

    def format_help_index(self, *args, **kwargs):
        index = str(super().format_help_index(*args, **kwargs))
        width = self.client_width()
        for english, german in (("Commands", "Befehle"), ("Game & World", "Spiel und Welt")):
            index = index.replace(utils.pad(english, width=width, fillchar="-"),
                                  utils.pad(german, width=width, fillchar="-"))
        return index


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
    zehn Sekunden (das gilt auch für flüster, emote, die Kanäle und
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
      emote <text>
      :<text>

    Beispiel: |wemote mischt die Karten|n – alle lesen „Lena mischt die
    Karten“. (Englisch: pose)
    """

    key = "emote"
    aliases = [CmdPose.key, ":", "tu"]
    help_category = "Allgemein"
    ask = "Was möchtest du tun? Zum Beispiel: emote lächelt."

    def parse(self):
        super().parse()  # the room fills in names and $-functions: the player's text stays text
        self.args = self.args.replace("{", "{{").replace("}", "}}").replace("$", "\\$")


class CmdBeschreibung(CmdSetDesc):
    """
    Dich selbst beschreiben: das lesen andere, wenn sie dich ansehen.

    Benutzung:
      beschreibung <text>

    (Englisch: setdesc)
    """

    key = "beschreibung"
    aliases = [CmdSetDesc.key, "beschreibe"]
    help_category = "Allgemein"

    def func(self):
        if not self.args.strip():
            self.caller.msg("Benutzung: beschreibung <text>")
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
PASSWORD_LETTERS = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"


class CmdPasswort(CmdPassword):
    """
    Dein Passwort ändern.

    Benutzung:
      passwort <altes passwort> = <neues passwort>

    Das neue Passwort braucht mindestens 8 Zeichen und darf nicht zu
    einfach sein. (Englisch: password)

    Passwort vergessen? Eine Mail gibt es hier nicht: Bitte jemanden, der
    die Welt betreut (einen Builder), dir ein neues zu setzen. Builder:
      passwort setzen <name>
    gibt dem Konto <name> ein neues, zufälliges Passwort und zeigt es dir.
    """

    key = "passwort"
    aliases = [CmdPassword.key]
    help_category = "Allgemein"

    def func(self):
        account = self.account
        words = self.args.split()
        if words and words[0].lower() == "setzen" and "=" not in self.args:
            self.set_for(" ".join(words[1:]))
            return
        if not self.rhs or not self.lhs:
            self.msg("Benutzung: passwort <altes passwort> = <neues passwort>")
            return
        new = self.rhs

        def checked(answer):  # the hashing ran in a thread (game/commands/login.py)
            right, new_hash = answer
            if not right:
                self.msg("Das alte Passwort stimmt nicht; nichts geändert.")
                return
            valid, error = account.validate_password(new)
            if not valid:
                self.msg("\n".join(error.messages))
                return
            account.set_password(Prehashed(new, new_hash))
            account.save()
            self.msg("Dein Passwort ist geändert.")

        def failed(failure):
            logger.log_err(f"Password change failed:\n{failure.getTraceback()}")
            self.msg("Beim Prüfen des Passworts ging etwas schief; nichts geändert.")

        off_reactor(change_password, self.lhs, account.password, new).addCallback(
            checked).addErrback(failed)


    def set_for(self, name):
        """`passwort setzen <name>`: a builder gives someone a new random password."""
        if not self.account.check_permstring("Builder"):
            self.msg("Ein fremdes Passwort setzen dürfen nur Builder.")
            return
        if not name:
            self.msg("Benutzung: passwort setzen <name>")
            return
        from evennia.accounts.models import AccountDB

        target = AccountDB.objects.filter(username__iexact=name).first()
        if not target:
            self.msg(f"Ein Konto „{name}“ gibt es nicht; nichts geändert.")
            return
        if target.is_superuser and not self.account.is_superuser:
            self.msg("Das Passwort des Hauptkontos setzt nur dieses Konto selbst.")
            return
        new = "-".join("".join(secrets.choice(PASSWORD_LETTERS) for _ in range(6))
                       for _ in range(2))

        def done(new_hash):
            target.set_password(Prehashed(new, new_hash))
            target.save()
            logger.log_sec(f"Password of {target.key} set by {self.account.key}.")
            self.msg(f"{target.key} hat jetzt das Passwort |w{new}|n. Sag es nur "
                     f"{target.key} selbst; mit „passwort {new} = <neues>“ lässt es sich "
                     "gleich ändern.")

        def failed(failure):
            logger.log_err(f"Password set failed:\n{failure.getTraceback()}")
            self.msg("Beim Setzen des Passworts ging etwas schief; nichts geändert.")

        off_reactor(hashers.make_password, new).addCallback(done).addErrback(failed)


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


def seats_by_character():
    """{character id: [table, ...]} for every card table of the world, from one
    tag search (not a look through every room for every player)."""
    from game.common.things import all_tables

    out = {}
    for table in all_tables():
        for entry in table.db.seats or []:
            if entry:
                out.setdefault(entry["id"], []).append(table)
    return out


def at_table(character, seated=None):
    """`Gaigeltisch (spielt)` / `66-Kartenspiel (wartet)` / `–` for the `wer` list;
    `seated` as `seats_by_character()` gives it (looked up if not given)."""
    if character is None:
        return "–"
    seated = seats_by_character() if seated is None else seated
    tables = [table for table in seated.get(character.id, [])
              if table.location == character.location]
    if not tables:
        return "–"
    return ", ".join(f"{table.key} ({'spielt' if table.playing() else 'wartet'})"
                     for table in tables)


class CmdWer(MuxCommand):
    """
    Sehen, wer gerade da ist und wo.

    Benutzung:
      wer

    Für jeden, der verbunden ist: der Name, wo er gerade ist, an welchem
    Kartentisch er sitzt (und ob dort gespielt wird), wie lange er schon da
    ist und wie lange er nichts getan hat. (Englisch: who)
    """

    key = "wer"
    aliases = ["who", "doing"]
    locks = "cmd:all()"
    help_category = "Allgemein"
    account_caller = True

    def func(self):
        sessions = [session for session in evennia.SESSION_HANDLER.get_sessions()
                    if session.logged_in]
        now = time.time()
        seated = seats_by_character()
        rows = []
        for session in sorted(sessions, key=lambda session: session.get_account().key.lower()):
            puppet = session.get_puppet()
            who = puppet or session.get_account()
            where = puppet.location.key if puppet and puppet.location else "–"
            rows.append((utils.crop(who.get_display_name(self.account), width=25),
                         utils.crop(where, width=25), at_table(puppet, seated),
                         utils.time_format(now - session.conn_time, 0),
                         utils.time_format(now - session.cmd_last_visible, 1)))
        table = columns(("|wName|n", "|wOrt|n", "|wam Kartentisch|n", "|wda seit|n",
                         "|wuntätig|n"), rows)
        count = len({session.get_account().key for session in sessions})
        people = "ist eine Person" if count == 1 else f"sind {count} Personen"
        self.msg(f"|wGerade {people} da:|n\n{table}")


class CmdEnde(CmdQuit):
    """
    Das Spiel verlassen (diese Verbindung trennen).

    Benutzung:
      ende
      ende/all   – alle deine Verbindungen trennen

    Eine laufende Partie wartet eine Weile auf dich; dann spielt ein
    Computerspieler für deinen Platz, bis du wieder da bist. (Englisch: quit)
    """

    key = "ende"
    aliases = [CmdQuit.key, "tschüss"]
    help_category = "Allgemein"

    def func(self):
        account, session = self.account, self.session
        others = len(account.sessions.all()) - 1
        if "all" in self.switches:
            account.msg("|RTschüss|n – alle Verbindungen werden getrennt.", session=session)
            for each in account.sessions.all():
                account.disconnect_session_from_account(each, "")  # a reason is shown: none
            return
        if others:
            still = "eine weitere Verbindung ist" if others == 1 else f"{others} weitere sind"
            account.msg(f"|RTschüss|n – {still} noch offen.", session=session)
        else:
            account.msg("|RTschüss|n und bis bald am Kartentisch!", session=session)
        account.disconnect_session_from_account(session, "")


#: The German everyday commands of a character (`hilfe` joins the account's too).
EVERYDAY_COMMANDS = [CmdSchau, CmdSag, CmdFluester, CmdEmote, CmdBeschreibung, CmdInventar,
                     CmdNimm, CmdAblegen]

#: German commands of an account (beside help, quit, who and look).
ACCOUNT_COMMANDS = [CmdPasswort]
