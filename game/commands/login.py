"""German commands of the connection screen: create, connect, help, look, quit.

The English names stay (the connection screen shows them); German ones
join them. Errors from Evennia's account checks are passed on as they come,
in our German wording (game/locale overrides Evennia's and Django's texts).
"""

import re

from django.conf import settings
from evennia.accounts.accounts import CREATION_THROTTLE
from evennia.commands.default.unloggedin import (
    CmdUnconnectedConnect,
    CmdUnconnectedCreate,
    CmdUnconnectedHelp,
    CmdUnconnectedLook,
    CmdUnconnectedQuit,
    CmdUnconnectedScreenreader,
)
from evennia.utils.utils import class_from_module

#: Answers that mean yes to "anlegen? [J]/N" (an empty answer takes the default J).
YES = ("", "j", "ja", "y", "yes")


def name_and_password(args):
    """`Lena geheim` or `Lena "geheim wort"` -> (name, password), else None."""
    parts = [part.strip() for part in re.split(r"\"", args.strip()) if part.strip()]
    if len(parts) == 1:
        parts = parts[0].split(None, 1)
    return tuple(parts) if len(parts) == 2 else None


class CmdAnmelden(CmdUnconnectedConnect):
    """
    Mit deinem Konto anmelden.

    Benutzung:
      connect <name> <passwort>
      connect <name> "<passwort mit leerzeichen>"
    """

    aliases = CmdUnconnectedConnect.aliases + ["anmelden"]

    def func(self):
        session = self.caller
        if self.args.strip().lower() == "guest" or name_and_password(self.args):
            return super().func()
        session.msg("Benutzung: |wconnect <name> <passwort>|n")


class CmdKontoAnlegen(CmdUnconnectedCreate):
    """
    Ein neues Konto anlegen.

    Benutzung:
      create <name> <passwort>
      create <name> "<passwort mit leerzeichen>"
    """

    aliases = CmdUnconnectedCreate.aliases + ["anlegen"]

    def at_pre_cmd(self):
        if not settings.NEW_ACCOUNT_REGISTRATION_ENABLED:
            self.msg("Neue Konten können gerade nicht angelegt werden.")
            return True
        return False

    def func(self):
        session = self.caller
        given = name_and_password(self.args)
        if not given:
            session.msg("Benutzung: |wcreate <name> <passwort>|n (ein Passwort mit "
                        "Leerzeichen in Anführungszeichen).")
            return
        Account = class_from_module(settings.BASE_ACCOUNT_TYPECLASS)
        name, password = Account.normalize_username(given[0]), given[1]
        if name != given[0]:
            session.msg("Hinweis: leicht verwechselbare Zeichen im Namen wurden vereinheitlicht.")
        problems = self.problems(Account, name, password, session.address)
        if problems:
            session.msg("|R%s|n\nKein Konto angelegt." % "\n".join(problems))
            return
        answer = yield f"Das Konto „{name}“ anlegen? [J]/N"
        if answer.strip().lower() not in YES:
            session.msg("Abgebrochen, kein Konto angelegt.")
            return
        account, errors = Account.create(username=name, password=password,
                                         ip=session.address, session=session)
        if not account:
            session.msg("|R%s|n" % "\n".join(errors))
            return
        shown = f'"{name}"' if " " in name else name  # never the password
        session.msg(f"Das Konto „{name}“ ist angelegt. Willkommen!\n\n"
                    f"Jetzt anmelden mit: |wconnect {shown} <dein passwort>|n")


    @staticmethod
    def problems(Account, name, password, address):
        """What speaks against this account, checked before asking (German texts)."""
        ip = address[0] if isinstance(address, (tuple, list)) else address
        if ip and CREATION_THROTTLE.check(ip):
            return ["Von hier aus wurden gerade zu viele Konten angelegt. Melde dich mit einem "
                    "bestehenden an oder versuch es in ein paar Minuten wieder."]
        valid, problems = Account.validate_username(name)
        if not valid:
            return list(problems)
        valid, error = Account.validate_password(password, account=Account(username=name))
        return [] if valid else list(error.messages)


class CmdHilfeVorDemAnmelden(CmdUnconnectedHelp):
    """
    Hilfe vor dem Anmelden.

    Benutzung:
      help
    """

    aliases = CmdUnconnectedHelp.aliases + ["hilfe"]

    def func(self):
        self.msg(
            "Du bist noch nicht angemeldet. Das geht jetzt:\n\n"
            "  |wcreate <name> <passwort>|n   ein neues Konto anlegen\n"
            "  |wconnect <name> <passwort>|n  mit deinem Konto anmelden\n"
            "  |wschau|n                      den Begrüßungsbildschirm noch einmal\n"
            "  |wbildschirmleser|n            Ausgabe für Bildschirmleser\n"
            "  |wende|n                       die Verbindung beenden\n\n"
            "Zum Beispiel: |wcreate Anna Herz-Dame-7|n, dann |wconnect Anna Herz-Dame-7|n.\n"
            "Namen bestehen aus Buchstaben (auch ä, ö, ü, ß), Ziffern und . @ + - _;\n"
            "ein Passwort mit Leerzeichen steht in Anführungszeichen: "
            "|wcreate Anna \"Herz Dame 7\"|n"
        )


class CmdBegruessung(CmdUnconnectedLook):
    """
    Den Begrüßungsbildschirm noch einmal zeigen.

    Benutzung:
      look (oder schau)
    """

    aliases = CmdUnconnectedLook.aliases + ["schau"]


class CmdTrennen(CmdUnconnectedQuit):
    """
    Die Verbindung beenden.

    Benutzung:
      quit
    """

    aliases = CmdUnconnectedQuit.aliases + ["ende"]

    def func(self):
        self.caller.sessionhandler.disconnect(self.caller, "Tschüss und bis bald!")


class CmdBildschirmleser(CmdUnconnectedScreenreader):
    """
    Die Ausgabe für Bildschirmleser ein- oder ausschalten.

    Benutzung:
      bildschirmleser

    Eingeschaltet kommen die Texte ohne Farben und Zierlinien, damit ein
    Bildschirmleser sie gut vorlesen kann; den Kartentisch liest du dann wie
    mit |wanzeige blind|n: eine Sache pro Zeile, die Karten in Worten, deine
    Hand als nummerierte Liste. Noch einmal eingeben schaltet zurück.
    (Englisch: screenreader)
    """

    key = "bildschirmleser"
    aliases = [CmdUnconnectedScreenreader.key]
    locks = "cmd:all()"
    help_category = "Allgemein"

    def func(self):
        session = self.session
        on = not session.protocol_flags.get("SCREENREADER", False)
        session.protocol_flags["SCREENREADER"] = on
        self.msg("Ausgabe für Bildschirmleser: |wein|n." if on
                 else "Ausgabe für Bildschirmleser: |waus|n.")
        session.sessionhandler.session_portal_sync(session)


LOGIN_COMMANDS = [CmdAnmelden, CmdKontoAnlegen, CmdHilfeVorDemAnmelden, CmdBegruessung,
                  CmdTrennen, CmdBildschirmleser]
