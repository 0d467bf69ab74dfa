"""
Personal settings at the table: the computer players' talk, card names and
what the table shows you.
"""

from evennia.commands.command import Command


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


class CmdAnzeige(Command):
    """
    Einstellen, was dir am Tisch zusätzlich gezeigt wird.

    Benutzung:
      anzeige punkte an|aus     - deine eigenen Punkte
      anzeige spielbar an|aus   - ein * bei den Karten, die du jetzt legen darfst
    """

    key = "anzeige"
    aliases = ["display"]
    locks = "cmd:all()"
    help_category = "Kartenspiel"

    def func(self):
        words = self.args.strip().lower().split()
        settings = {"punkte": "show_points", "spielbar": "show_playable"}
        if len(words) != 2 or words[0] not in settings or words[1] not in ("an", "aus"):
            self.caller.msg("Benutzung: anzeige punkte an|aus, anzeige spielbar an|aus")
            return
        on = words[1] == "an"
        self.caller.attributes.add(settings[words[0]], on)
        self.caller.msg(DISPLAY_SAID[words[0], on])


DISPLAY_SAID = {
    ("punkte", True): "Ab jetzt zeigt dir der Tisch deine Punkte.",
    ("punkte", False): "Deine Punkte zeigt dir der Tisch ab jetzt nicht mehr.",
    ("spielbar", True): "Ab jetzt markiert ein * die Karten, die du legen darfst.",
    ("spielbar", False): "Die Karten, die du legen darfst, werden nicht mehr markiert.",
}


COMMANDS = [CmdRuhe, CmdKartennamen, CmdAnzeige]
