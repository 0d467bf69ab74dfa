"""German commands of the connection screen: create, connect, help, look, quit,
and `wo` (the same as after login: who is online, where, at which table).

The English names stay (the connection screen shows them); German ones
join them. Errors from Evennia's account checks are passed on as they come,
in our German wording (game/locale overrides Evennia's and Django's texts).

`create` logs the new account in at once (Evennia's session handler login, as
`connect` does after its check), so nobody types the password twice.

Password hashing (PBKDF2, about 0.3 s of processor time) never runs on the
reactor thread: `connect`, `create` and `passwort` hand it to a small pool of
low-priority threads (`off_reactor`, game/common/hashing.py) and finish on
the reactor thread when it is done, so a storm of logins does not stall the
tables. The database is read and written on the reactor thread only.
`PASSWORD_HASHING_IN_THREAD = False` (settings) hashes inline like stock
Evennia: the benchmark's baseline.
"""

import re

from django.conf import settings
from django.contrib.auth import hashers
from django.utils.translation import gettext as _
from evennia.accounts.accounts import CREATION_THROTTLE, LOGIN_THROTTLE
from evennia.server.signals import SIGNAL_ACCOUNT_POST_LOGIN_FAIL
from evennia.utils import logger
from evennia.commands.default.unloggedin import (
    CmdUnconnectedConnect,
    CmdUnconnectedCreate,
    CmdUnconnectedHelp,
    CmdUnconnectedLook,
    CmdUnconnectedQuit,
    CmdUnconnectedScreenreader,
)
from evennia.utils.utils import class_from_module

from game.commands.where import CmdWo
from game.common.hashing import off_reactor
from game.people.moderation import login_refusal, prune_address_bans

#: Answers that mean yes to "anlegen? [J]/N" (an empty answer takes the default J).
YES = ("", "j", "ja", "y", "yes")
PENDING = "Einen Augenblick, deine Anmeldung wird noch geprüft."
BROKEN = "Beim Prüfen des Passworts ging etwas schief; versuch es bitte noch einmal."


class Prehashed(str):
    """A password together with its hash, made in a thread: `Account.set_password`
    stores `encoded` instead of hashing again (validators still see the text)."""

    def __new__(cls, password, encoded):
        text = super().__new__(cls, password)
        text.encoded = encoded
        return text


def prehash(password):
    """In a thread: the password with its hash."""
    return Prehashed(password, hashers.make_password(password))


def verify(password, encoded):
    """In a thread: (is `password` the one of `encoded`?, a new hash when the stored
    one is outdated, else None). Without an account (`encoded` None) it takes as
    long as a real check, so the time tells nobody whether a name exists."""
    if encoded is None:
        hashers.make_password(password)
        return False, None
    right, outdated = hashers.verify_password(password, encoded)
    return right, (hashers.make_password(password) if right and outdated else None)


def change_password(old, encoded, new):
    """In a thread: (is `old` the password of `encoded`?, the hash of `new` if so)."""
    right = verify(old, encoded)[0]
    return right, (hashers.make_password(new) if right else None)


def still_here(session, logging_in=True):
    """True while `session` is connected (and, `logging_in`, not logged in yet): the
    answer of a thread may come after the player left."""
    connected = session.sessionhandler.get(session.sessid) is session
    return connected and not (logging_in and session.logged_in)


def finished(session, errback_text=BROKEN):
    """An errback: log the failure, free the session for another try, tell the player."""
    def failed(failure):
        session.ndb.login_pending = False
        logger.log_err(f"Password check failed:\n{failure.getTraceback()}")
        session.msg(errback_text)
    return failed


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
        if self.args.strip().lower() == "guest":
            return super().func()
        given = name_and_password(self.args)
        if not given:
            session.msg("Benutzung: |wconnect <name> <passwort>|n")
            return
        if session.ndb.login_pending:
            session.msg(PENDING)
            return
        self.log_in(session, *given)

    @staticmethod
    def log_in(session, name, password):
        """Evennia's Account.authenticate with the hash check in a thread: throttle
        and bans first, the account read here, the password checked there."""
        Account = class_from_module(settings.BASE_ACCOUNT_TYPECLASS)
        ip = str(session.address or "")
        prune_address_bans()  # a timed address ban that ran out is lifted first
        if ip and LOGIN_THROTTLE.check(ip):
            session.msg("|R%s|n" % _("Too many login failures; please try again in a few minutes."))
            return
        if Account.is_banned(username=name, ip=ip):
            logger.log_sec(f"Authentication Denied (Banned): {name} (IP: {ip}).")
            LOGIN_THROTTLE.update(ip, "Too many sightings of banned artifact.")
            session.msg(_("|rYou have been banned and cannot continue from here."
                          "\nIf you feel this ban is in error, please email an admin.|x"))
            return
        account = Account.objects.filter(username__iexact=name).first()
        session.ndb.login_pending = True

        def checked(answer):
            session.ndb.login_pending = False
            right, renewed = answer
            if not still_here(session):
                return
            if right:
                if renewed:  # Django raised its hash's work factor since
                    account.password = renewed
                    account.save(update_fields=["password"])
                banned = login_refusal(account)  # a timed ban: until when and why
                if banned:
                    logger.log_sec(f"Authentication Denied (Ban until): {account} (IP: {ip}).")
                    session.msg(banned)
                    return
                logger.log_sec(f"Authentication Success: {account} (IP: {ip}).")
                session.sessionhandler.login(session, account)
                return
            logger.log_sec(f"Authentication Failure: {name} (IP: {ip}).")
            if ip:
                LOGIN_THROTTLE.update(ip, _("Too many authentication failures."))
            if account:
                SIGNAL_ACCOUNT_POST_LOGIN_FAIL.send(sender=account, session=session)
                account.at_failed_login(session)
            session.msg("|R%s|n" % _("Username and/or password is incorrect."))

        off_reactor(verify, password, account.password if account else None).addCallback(
            checked).addErrback(finished(session))


class CmdKontoAnlegen(CmdUnconnectedCreate):
    """
    Ein neues Konto anlegen.

    Benutzung:
      create <name> <passwort>
      create <name> "<passwort mit leerzeichen>"

    Ist das Konto angelegt, bist du gleich damit angemeldet; beim nächsten
    Besuch meldest du dich mit |wconnect <name> <passwort>|n an.
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
        if session.ndb.login_pending:
            session.msg(PENDING)
            return
        session.ndb.login_pending = True

        def hashed(password):
            session.ndb.login_pending = False
            if not still_here(session, logging_in=False):
                return
            account, errors = Account.create(username=name, password=password,
                                             ip=session.address, session=session)
            if not account:
                session.msg("|R%s|n" % "\n".join(errors))
                return
            shown = f'"{name}"' if " " in name else name  # never the password
            if session.logged_in:  # cannot happen while pending; then only made, not entered
                session.msg(f"Das Konto „{name}“ ist angelegt.")
                return
            session.msg(f"Das Konto „{name}“ ist angelegt, und du bist angemeldet. "
                        f"Beim nächsten Besuch meldest du dich mit "
                        f"|wconnect {shown} <dein passwort>|n an.\n")
            session.sessionhandler.login(session, account)

        off_reactor(prehash, password).addCallback(hashed).addErrback(finished(session))


    @staticmethod
    def problems(Account, name, password, address):
        """What speaks against this account, checked before asking (German texts)."""
        ip = address[0] if isinstance(address, (tuple, list)) else address
        prune_address_bans()  # Account.create asks Evennia's ban list
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
            "  |wcreate <name> <passwort>|n   ein neues Konto anlegen und gleich spielen\n"
            "  |wconnect <name> <passwort>|n  mit deinem Konto anmelden\n"
            "  |wwo|n                         wer gerade da ist und wo gespielt wird\n"
            "  |wschau|n                      den Begrüßungsbildschirm noch einmal\n"
            "  |wbildschirmleser|n            Ausgabe für Bildschirmleser\n"
            "  |wende|n                       die Verbindung beenden\n\n"
            "Zum Beispiel: |wcreate Anna Herz-Ober-7|n; beim nächsten Besuch dann "
            "|wconnect Anna Herz-Ober-7|n.\n"
            "Namen bestehen aus Buchstaben (auch ä, ö, ü, ß), Ziffern und . @ + - _;\n"
            "ein Passwort mit Leerzeichen steht in Anführungszeichen: "
            "|wcreate Anna \"Herz Ober 7\"|n\n\n"
            "Nach dem Anmelden erklärt |whilfe|n alles Weitere: die Spiele, die Befehle "
            "und wie du mit anderen redest."
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
                  CmdTrennen, CmdBildschirmleser, CmdWo]
