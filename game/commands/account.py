"""The account's German commands: `passwort`, `ende` (quit), and `connect` once
logged in (after `create` one is; a `connect` from habit or from a client's
login script gets a short answer and never sees its password echoed)."""

import secrets

from django.contrib.auth import hashers
from evennia.commands.command import Command
from evennia.commands.default.account import CmdPassword, CmdQuit
from evennia.utils import logger

from game.commands.login import Prehashed, change_password
from game.common.hashing import off_reactor


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


class CmdSchonAngemeldet(Command):
    """
    Anmelden, wenn du es schon bist.

    Benutzung:
      connect <name> <passwort>

    Nach |wcreate|n bist du gleich angemeldet; ein |wconnect|n danach, etwa aus
    dem Anmeldeskript deines MUD-Programms, sagt dir nur, als wer. Mit einem
    anderen Konto spielen: erst |wende|n, dann neu verbinden.
    """

    key = "connect"
    aliases = ["conn", "con", "anmelden"]
    locks = "cmd:all()"
    arg_regex = r"\s.*?|$"
    help_category = "Allgemein"
    auto_help = False

    def func(self):  # never repeats what was typed: it may hold a password
        self.msg(f"Du bist schon angemeldet, als {self.account.key}. Mit einem anderen "
                 "Konto spielen: erst |wende|n, dann neu verbinden.")


#: German commands of an account (beside help, quit, who and look).
ACCOUNT_COMMANDS = [CmdPasswort, CmdSchonAngemeldet]
