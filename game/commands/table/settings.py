"""
Personal settings at the table: the computer players' talk, card names and
what the table shows you; and the table's tempo.
"""

from evennia.commands.command import Command

from game.faces.grammar import DAT
from game.faces.hinting import ENGINE_FREE_AIDS, HINT_66, HINT_AUS
from game.faces.change import audience
from game.faces.readers import MODE_ATTRIBUTE, MODES, mode_of
from game.faces.tabledata import send_again, send_state
from game.faces.websettings import WEB_SETTINGS, web_setting

from game.commands.table.base import ASK_FIRST, TableCommand, asks_first


class CmdRuhe(Command):
    """
    Das Tischgespräch der Computerspieler abstellen oder wieder anstellen.

    Benutzung:
      ruhe       - du hörst ihre Sprüche am Tisch nicht mehr
      ruhe aus   - du hörst sie wieder

    Das gilt nur für dich; die anderen hören weiter mit. Ihre Züge und alles,
    was zum Spiel gehört, siehst du immer.
    """

    key = "ruhe"
    aliases = ["ruhig", "still"]
    locks = "cmd:all()"
    help_category = "Kartenspiel"

    def func(self):
        word = self.args.strip().lower()
        if word in ("", "an", "bitte"):
            self.caller.db.quiet_talk = True
            self.caller.msg("Ruhe am Tisch: die Sprüche der Computerspieler hörst du nicht "
                            "mehr. Mit |wruhe aus|n hörst du sie wieder.")
        elif word == "aus":
            self.caller.db.quiet_talk = False
            self.caller.msg("Du hörst das Tischgespräch der Computerspieler wieder.")
        else:
            self.caller.msg("Benutzung: |wruhe|n (Sprüche aus) oder |wruhe aus|n (wieder an).")


CARD_NAMES_SAID = {"deutsch": "Eichel, Laub, Herz und Schellen, mit Ober und Unter",
                   "französisch": "Kreuz, Pik, Herz und Karo, mit Dame und Bube"}


class CmdKartennamen(Command):
    """
    Die Kartennamen wählen, in denen du alles am Tisch liest: deine Hand, was
    gelegt wird, die Gründe, die Abrechnung und den Rat.

    Benutzung:
      kartennamen deutsch       - Eichel, Laub, Herz, Schellen; Ober und Unter
      kartennamen französisch   - Kreuz, Pik, Herz, Karo; Dame und Bube

    Eintippen darfst du die Karten immer in beiden Namen.
    """

    key = "kartennamen"
    aliases = ["cardnames"]
    locks = "cmd:all()"
    help_category = "Kartenspiel"

    def func(self):
        choice = self.args.strip().lower().replace("ö", "oe")
        if choice.startswith("fr"):
            self.caller.db.card_names = "französisch"
        elif choice.startswith("de"):
            self.caller.db.card_names = "deutsch"
        else:
            self.caller.msg("Benutzung: kartennamen deutsch|französisch")
            return
        self.caller.msg(f"Du siehst die Karten ab jetzt {self.caller.db.card_names}: "
                        f"{CARD_NAMES_SAID[self.caller.db.card_names]}.")
        send_again(self.caller)  # the web pane redraws in the new names at once


class CmdAnzeige(Command):
    """
    Einstellen, wie dir der Tisch gezeigt wird.

    Benutzung:
      anzeige                   - deine Einstellungen
      anzeige kurz              - kurz: jeder Zug eine Zeile, der Tisch in
                                  höchstens vier Zeilen, wenn du am Zug bist
      anzeige lang              - ausführlich: der ganze Tisch auch nach jedem Stich
      anzeige blind             - für Bildschirmleser: ohne Farben und Zeichen,
                                  eine Sache pro Zeile, die Karten in Worten
      anzeige punkte an|aus     - deine eigenen Augen (und die deiner Partei)
      anzeige spielbar an|aus   - ein * bei den Karten, die du jetzt legen darfst
      anzeige 66-hinweis an|aus - 66: der Tisch sagt dir einmal, wenn du 66 hast
                                  und ansagen darfst; nur dann rät |wrat|n zum Ansagen
      anzeige aus-hinweis an|aus - Gaigel: der Tisch sagt dir einmal, wenn deine
                                  Partei 101 hat und bis wann du „aus“ rufen musst
      anzeige nachfragen an|aus - vor Zügen, die das Spiel sofort entscheiden
                                  können („aus“, „genug“, „decke“ ohne „stapel“)
                                  und vor dem ersten |wrat|n eines Spiels fragt der
                                  Tisch nach (von selbst an)
    Für den Kartentisch im Webclient (dort auch am Zahnrad einzustellen):
      anzeige dimmen an|aus     - Karten, die du nicht legen darfst, blasser
      anzeige antippen an|aus   - am Telefon: erst antippen hebt die Karte an,
                                  noch einmal tippen legt sie
      anzeige stimme an|aus     - die Stimme deines Browsers sagt die Ansagen
      anzeige klang an|aus      - ein Klopfen beim Melden, Kreide beim Strich

    Ohne die Augen (anzeige punkte aus) zählst du im Kopf: der Tisch, der
    Verlauf und die Tischdaten für den Webclient zeigen dann keine Augen
    deiner Partei. Jedes richtige Aus, das du so ohne Aus-Hinweis und ohne
    |wrat|n rufst, steht in deinen Rekorden als „im Kopf gezählt“
    (|wbilanz rekorde|n). Der Aus-Hinweis ist von selbst an, wenn du als
    einziger Mensch mit leichten oder normalen Computerspielern spielst,
    sonst aus, bis du ihn wählst. An einem Turniertisch zählt jeder selbst:
    solange das Turnier läuft, zeigt der Tisch keine Augen und gibt keine
    Hinweise, wie du es auch eingestellt hast.

    Meldet dein Programm einen Bildschirmleser an (oder schaltest du ihn mit
    |wbildschirmleser|n ein), liest du den Tisch von selbst wie mit
    |wanzeige blind|n. Wo dein Programm es kann (Mudlet, der Webclient), sind
    die Karten, die du legen darfst, und deine Züge anklickbar.
    """

    key = "anzeige"
    aliases = ["display"]
    locks = "cmd:all()"
    help_category = "Kartenspiel"

    def func(self):
        words = self.args.strip().lower().split()
        settings = {"punkte": "show_points", "spielbar": "show_playable",
                    "66-hinweis": HINT_66, "aus-hinweis": HINT_AUS, "nachfragen": ASK_FIRST,
                    **{word: attribute for word, (attribute, _) in WEB_SETTINGS.items()}}
        if not words:
            self.caller.msg(self.current())
        elif len(words) == 1 and words[0] in MODES:
            self.caller.attributes.add(MODE_ATTRIBUTE, words[0])
            self.caller.msg(MODE_SAID[words[0]] + self.screenreader_note(words[0]))
        elif len(words) == 2 and words[0] in settings and words[1] in ("an", "aus"):
            on = words[1] == "an"
            self.caller.attributes.add(settings[words[0]], on)
            said = DISPLAY_SAID[words[0], on]
            if on and words[0] in PERSONAL_AIDS and self.at_engine_free_table():
                said += " An deinem Turniertisch gilt das erst nach dem Turnier: dort zählt " \
                        "jeder selbst."
            self.caller.msg(said)
            send_again(self.caller)  # the web pane shows the new setting at once
        else:
            self.caller.msg("Benutzung: anzeige kurz, lang oder blind, anzeige punkte an|aus, "
                            "anzeige spielbar an|aus, anzeige 66-hinweis an|aus, "
                            "anzeige aus-hinweis an|aus, anzeige nachfragen an|aus, "
                            "anzeige dimmen|antippen|stimme|klang an|aus")

    def at_engine_free_table(self):
        """True while the caller sits at a running tournament's table."""
        seated = getattr(self.caller, "seated_tables", None)
        return any(table.engine_free() for table in (seated() if seated else []))

    def current(self):
        """The reader's settings in words."""
        mode = mode_of(self.caller, self.session)
        said = {"kurz": "kurz", "lang": "ausführlich", "blind": "für Bildschirmleser"}[mode]
        points = "an" if self.caller.db.show_points else "aus"
        playable = "an" if self.caller.db.show_playable else "aus"
        return (f"Du siehst den Tisch {said} (anzeige kurz, lang oder blind).\n"
                f"Eigene Augen (anzeige punkte): {points}. Spielbare Karten markiert: {playable}.\n"
                f"{self.hints_said()}\n{self.web_said()}"
                + (f"\n{ENGINE_FREE_AIDS}" if self.at_engine_free_table() else "")
                + self.screenreader_note(self.caller.attributes.get(MODE_ATTRIBUTE) or "kurz"))

    def web_said(self):
        """The web pane's own settings in words."""
        said = {word: "an" if web_setting(self.caller, word) else "aus" for word in WEB_SETTINGS}
        return (f"Im Webclient: dimmen {said['dimmen']}, antippen {said['antippen']}, "
                f"Stimme {said['stimme']}, Klang {said['klang']}.")

    def hints_said(self):
        """The two hints in words; the Aus hint's default explained while unchosen."""
        hint_66 = "an" if self.caller.attributes.get(HINT_66) else "aus"
        chosen = self.caller.attributes.get(HINT_AUS)
        if chosen is None:
            hint_aus = ("nicht gewählt (dann an, solange du als einziger Mensch mit "
                        "leichten oder normalen Computerspielern spielst)")
        else:
            hint_aus = "an" if chosen else "aus"
        ask = "an" if asks_first(self.caller) else "aus"
        return f"66-Hinweis: {hint_66}. Aus-Hinweis: {hint_aus}. Nachfragen: {ask}."

    def screenreader_note(self, chosen):
        """A hint when the session's screen-reader option overrides the choice."""
        if chosen != "blind" and mode_of(self.caller, self.session) == "blind":
            return ("\nDein Programm meldet einen Bildschirmleser an; solange er an ist, "
                    "liest du den Tisch für Bildschirmleser (|wbildschirmleser|n schaltet um).")
        return ""


#: the settings that help a player count or decide, off at a tournament's table
PERSONAL_AIDS = ("punkte", "66-hinweis", "aus-hinweis")

MODE_SAID = {
    "kurz": "Ab jetzt siehst du den Tisch kurz: jeder Zug eine Zeile, der ganze Tisch "
            "nur, wenn du am Zug bist.",
    "lang": "Ab jetzt siehst du den Tisch ausführlich, auch nach jedem Stich.",
    "blind": "Ab jetzt liest du den Tisch für Bildschirmleser: ohne Farben und Zeichen, "
             "eine Sache pro Zeile, die Karten in Worten.",
}

DISPLAY_SAID = {
    ("punkte", True): "Ab jetzt zeigt dir der Tisch deine Augen.",
    ("punkte", False): "Deine Augen zeigt dir der Tisch ab jetzt nicht mehr.",
    ("spielbar", True): "Ab jetzt markiert ein * die Karten, die du legen darfst.",
    ("spielbar", False): "Die Karten, die du legen darfst, werden nicht mehr markiert.",
    ("66-hinweis", True): "Ab jetzt sagt dir der Tisch beim 66, wenn du 66 hast und "
                          "ansagen darfst.",
    ("66-hinweis", False): "Beim 66 zählst du ab jetzt selbst, wann du 66 hast.",
    ("aus-hinweis", True): "Ab jetzt sagt dir der Tisch beim Gaigel, wenn deine Partei 101 "
                           "hat und bis wann du „aus“ rufen musst.",
    ("aus-hinweis", False): "Beim Gaigel zählst du ab jetzt selbst, wann deine Partei 101 hat.",
    ("nachfragen", True): "Ab jetzt fragt der Tisch nach, bevor du „aus“ rufst, „genug“ "
                          "ansagst, den Stapel zudrehst oder zum ersten Mal im Spiel um Rat "
                          "fragst.",
    ("nachfragen", False): "Der Tisch fragt ab jetzt nicht mehr nach: „aus“, „genug“, "
                           "„decke“ und „rat“ gelten sofort.",
    ("dimmen", True): "Im Webclient sind die Karten, die du nicht legen darfst, ab jetzt blasser.",
    ("dimmen", False): "Im Webclient sehen ab jetzt alle deine Karten gleich aus.",
    ("antippen", True): "Am Telefon hebt der erste Tipp eine Karte an, der zweite legt sie.",
    ("antippen", False): "Am Telefon legt ab jetzt schon der erste Tipp die Karte.",
    ("stimme", True): "Im Webclient sagt dir ab jetzt die Stimme deines Browsers die Ansagen.",
    ("stimme", False): "Die Stimme im Webclient schweigt ab jetzt.",
    ("klang", True): "Im Webclient klopft es ab jetzt beim Melden, und die Kreide quietscht beim Strich.",
    ("klang", False): "Der Webclient spielt ab jetzt keine Klänge mehr.",
}

TEMPO_SAID = {
    "ruhig": "die Computerspieler lassen sich Zeit, auch nach jedem Stich",
    "normal": "die Computerspieler spielen mit einer kurzen Pause",
    "schnell": "die Computerspieler spielen fast ohne Pause",
}


class CmdTempo(TableCommand):
    """
    Das Tempo des Tisches: wie lange die Computerspieler warten, bevor sie
    spielen, und nach jedem Stich.

    Benutzung:
      tempo                          - zeigt das Tempo des Tisches
      tempo ruhig||normal||schnell       - stellt es ein

    |wruhig|n: mehr Pause, auch nach jedem Stich; |wnormal|n: eine kurze Pause;
    |wschnell|n: fast keine. Nachdenken dürfen sie bei jedem Tempo so lange, wie
    ihre Spielstärke es braucht (ein starker Computerspieler ein, zwei Sekunden).
    Einstellen dürfen es die Mitspieler zwischen zwei Spielen (auch während der
    Abrechnung). Es gilt für alle am Tisch.
    """

    key = "tempo"
    own_words = tuple(TEMPO_SAID)

    def act(self):
        word = self.args.strip().lower()
        table = self.table
        if not word:
            tempo = table.tempo()
            self.say(f"Tempo {table.named(DAT, 'an')}: {tempo} – {TEMPO_SAID[tempo]}.")
            return
        table.set_tempo(self.caller, word)
        table.announce(f"{self.caller.key} stellt das Tempo {table.named(DAT, 'an')} auf "
                       f"{word}: {TEMPO_SAID[word]}.", exclude=self.caller)
        self.say(f"Das Tempo {table.named(DAT, 'an')} ist jetzt {word}: {TEMPO_SAID[word]}.")
        send_state(table, audience(table))  # the gear of every web pane shows it


COMMANDS = [CmdRuhe, CmdKartennamen, CmdAnzeige, CmdTempo]
