"""Conduct among people: `ignoriere` and `ignoriert` for everyone, `beschwerde` to tell
the staff; for the staff (Builders or the permission `Aufsicht`): `beschwerden`,
`stumm`, `vom tisch`, `sperre`, `entsperre`, `aufsicht log` and `aufsicht paarungen`
(books/pairings.py).

The rules and the data live in game/people (ignoring.py, complaints.py,
moderation.py) and game/house/offtable.py; these commands parse the words, check
them and say what happened.
"""

import evennia
from evennia.commands.command import Command
from evennia.objects.models import ObjectDB

from game.commands.messages import find_account
from game.books import pairings
from game.common.tableerror import TableError
from game.house import offtable
from game.people import complaints, moderation
from game.people.channels import TALK_CHANNELS
from game.people.speech import account_of

STAFF_LOCK = f"cmd:perm(Builder) or perm({moderation.PERMISSION})"
OFF = ("aus", "weg", "nicht")
ADDRESS_WORDS = ("adresse", "ip")
#: ends the sentence that says a computer player has the name
HUMANS_ONLY = "; das geht nur bei Menschen"


def caller_account(command):
    account = account_of(command.caller)
    if account is None:
        command.caller.msg("Das kann nur ein Spieler.")
    return account


def person(command, name):
    """The account called `name`, or None (the caller read why)."""
    if not name:
        return None
    found, why = find_account(name.strip(), computer=HUMANS_ONLY)
    if found is None:
        command.msg(why)
    return found


def characters_of(account):
    """The account's characters: those it may play and those it plays now."""
    found = []
    for obj in [*account.characters, *account.get_all_puppets(),
                *ObjectDB.objects.filter(db_account=account)]:
        if obj not in found:
            found.append(obj)
    return found


def duration_and_reason(text, default=None):
    """(`seconds`, `reason`) from `3 tage, grund` (the reason may hold commas);
    (None, reason) when no time is named and there is no `default`."""
    first, _, rest = (text or "").partition(",")
    seconds = moderation.parse_duration(first)
    if seconds is None:
        return default, (text or "").strip()
    return seconds, rest.strip()


# --- everyone ---------------------------------------------------------------------------

class CmdIgnoriere(Command):
    """
    Jemanden ignorieren: nichts mehr von ihm oder ihr hören und lesen.

    Benutzung:
      ignoriere <name>       – ab jetzt ignorieren
      ignoriere aus <name>   – wieder hören
      ignoriert              – wen du ignorierst

    Wen du ignorierst, dessen Nachrichten (auch die wartenden), Zeilen auf
    den Kanälen, |wsag|n und |wemote|n im Raum und am Tisch, Einladungen und
    Freundesmeldungen erreichen dich nicht mehr, in keinem Programm. Über
    |wsuche|n oder eine Einladung kommst du nie mit ihm oder ihr an einen
    Tisch. Am selben Tisch siehst du die Züge weiter, aber nicht, was gesagt
    wird. Er oder sie erfährt davon nichts. Die Liste gilt für dein Konto.
    Wer dich belästigt, über den beschwerst du dich mit |wbeschwerde|n.
    (Englisch: ignore)
    """

    key = "ignoriere"
    aliases = ["ignorieren", "ignoriert", "ignore"]
    locks = "cmd:all()"
    help_category = "Unterhaltung"

    def func(self):
        account = caller_account(self)
        if account is None:
            return
        words = self.args.split()
        if not words or self.cmdstring.lower() == "ignoriert":
            self.msg(self.listing(account))
            return
        lifting = words[0].lower() in OFF and len(words) > 1
        other = person(self, " ".join(words[1:] if lifting else words))
        if other is None:
            return
        if lifting:
            if account.ignoring.remove(other):
                self.msg(f"Du hörst {other.key} wieder.")
            else:
                self.msg(f"{other.key} ignorierst du gar nicht.")
            return
        why = account.ignoring.add(other)
        self.msg(why or f"Du ignorierst jetzt {other.key}: nichts von {other.key} erreicht dich "
                        f"mehr, und {other.key} erfährt es nicht. Wieder hören: "
                        f"|wignoriere aus {other.key}|n.")

    @staticmethod
    def listing(account):
        found = account.ignoring.all()
        if not found:
            return "Du ignorierst niemanden. Jemanden ignorieren: |wignoriere <name>|n."
        names = ", ".join(other.key for other in found)
        return (f"Du ignorierst: {names}. Wieder hören: |wignoriere aus <name>|n.")


class CmdBeschwerde(Command):
    """
    Dich bei der Aufsicht über jemanden beschweren.

    Benutzung:
      beschwerde <name> = <was war>

    Die Aufsicht bekommt deine Beschwerde sofort (oder beim nächsten
    Anmelden), dazu das, was die Person zuletzt auf den Kanälen, die du
    hörst, und im Raum, in dem du bist, gesagt hat – aus der Aufzeichnung
    des Servers, nicht abgetippt. Höchstens drei Beschwerden in der Stunde.
    Was erlaubt ist und was nicht, steht in |whilfe hausordnung|n. Damit du
    die Person nicht mehr hörst: |wignoriere <name>|n. (Englisch: report)

    Für die Aufsicht:
      beschwerde erledigt <nr> = <notiz>
    """

    key = "beschwerde"
    aliases = ["beschweren", "report"]
    locks = "cmd:all()"
    help_category = "Unterhaltung"

    def func(self):
        account = caller_account(self)
        if account is None:
            return
        left, equals, text = self.args.partition("=")
        words = left.split()
        if words and words[0].lower() == "erledigt":
            self.close(account, words[1:], text.strip())
            return
        if not words or not equals:
            self.msg("Benutzung: |wbeschwerde <name> = <was war>|n, zum Beispiel "
                     "|wbeschwerde Bertram = beschimpft mich auf dem Plausch|n.")
            return
        other = person(self, " ".join(words))
        if other is None:
            return
        why = complaints.refusal(account, other, text.strip())
        if why:
            self.msg(why)
            return
        room = getattr(self.caller, "location", None)
        report = complaints.file(account, other, text, room)
        self.msg(f"Deine Beschwerde über {other.key} ist bei der Aufsicht (Nummer {report.id}). "
                 "Was zuletzt von ihr oder ihm zu hören war, liegt bei. Nicht mehr hören: "
                 f"|wignoriere {other.key}|n.")

    def close(self, account, words, note):
        if not moderation.is_staff(account):
            self.msg("Beschwerden erledigt nur die Aufsicht.")
            return
        if len(words) != 1 or not words[0].isdigit() or not note:
            self.msg("Benutzung: |wbeschwerde erledigt <nr> = <notiz>|n; die Nummern zeigt "
                     "|wbeschwerden|n.")
            return
        report = complaints.numbered(int(words[0]))
        if report is None:
            self.msg(f"Eine offene Beschwerde {words[0]} gibt es nicht; die offenen zeigt "
                     "|wbeschwerden|n.")
            return
        complaints.close(report, note, account)
        self.msg(f"Beschwerde {report.id} ist erledigt: {note}")


# --- the staff ------------------------------------------------------------------------

class Refusal(Exception):
    """Bad input to a staff command: its German answer, said as it is; nothing changed."""


class StaffCommand(Command):
    """A command of the staff, which owns their prelude: parse() splits the arguments at
    the first `=` into self.left (its words: self.words), self.equals and self.right;
    func() goes on only for a person's account, answers `usage` when no name is given,
    and has act(staff) do the work, saying a Refusal it raises to the caller."""

    locks = STAFF_LOCK
    help_category = "Aufsicht"
    #: the answer when the command names nothing; None: act() takes that case too
    usage = None

    def parse(self):
        self.left, self.equals, self.right = self.args.partition("=")
        self.words = self.left.split()

    def func(self):
        staff = caller_account(self)
        if staff is None:
            return
        try:
            if self.usage and not self.words:
                raise Refusal(self.usage)
            self.act(staff)
        except Refusal as refusal:
            self.msg(str(refusal))

    def act(self, staff):
        raise NotImplementedError

    def named(self, name=None):
        """The account called `name` (the words left of `=` unless given); a Refusal
        says why there is none."""
        found, why = find_account((" ".join(self.words) if name is None else name).strip(),
                                  computer=HUMANS_ONLY)
        if found is None:
            raise Refusal(why)
        return found


class CmdBeschwerden(StaffCommand):
    """
    Die offenen Beschwerden lesen (Aufsicht).

    Benutzung:
      beschwerden

    Jede mit Nummer, wer sich über wen beschwert, dem Text und dem, was
    der Server von der Person zuletzt aufgezeichnet hat. Erledigen:
    |wbeschwerde erledigt <nr> = <notiz>|n.
    """

    key = "beschwerden"

    def act(self, staff):
        found = list(complaints.open_ones())
        if not found:
            self.msg("Es gibt keine offenen Beschwerden.")
            return
        self.msg("\n".join([f"|wOffene Beschwerden ({len(found)}):|n",
                            *(complaints.summary(report) for report in found),
                            "Erledigen: |wbeschwerde erledigt <nr> = <notiz>|n."]))


def channel_named(word):
    """The talk channel spec whose word or key is `word`, or None."""
    low = word.lower()
    return next((spec for spec in TALK_CHANNELS
                 if low in (spec.word, spec.key.lower(), *spec.aliases)), None)


class CmdStumm(StaffCommand):
    """
    Jemanden auf den Kanälen stumm schalten (Aufsicht).

    Benutzung:
      stumm <name> [= <dauer>, <grund>]           – auf allen Kanälen
      stumm <name> <kanal> [= <dauer>, <grund>]   – auf einem (plausch, ...)
      stumm aus <name>                            – wieder sprechen lassen

    Dauer: |w30 minuten|n, |w2 stunden|n, |w3 tage|n, |w1 woche|n (ohne
    Angabe eine Stunde). Die Person liest es sofort, mit Grund, und bei
    jedem Versuch, wie lange es noch dauert. Es gilt für das Konto, also
    für jede Figur und jedes Programm. Alles steht in |waufsicht log|n.
    """

    key = "stumm"
    aliases = ["entstumme"]
    usage = ("Benutzung: |wstumm <name> [<kanal>] [= <dauer>, <grund>]|n, "
             "|wstumm aus <name>|n.")

    def parse(self):
        super().parse()
        words = self.words
        self.lifting = self.cmdstring.lower() == "entstumme" or (words and words[0].lower() in OFF)
        if self.lifting and words and words[0].lower() in OFF:
            self.words = words[1:]

    def act(self, staff):
        words = self.words
        spec = channel_named(words[-1]) if len(words) > 1 else None
        other = self.named(" ".join(words[:-1] if spec else words))
        where = f"auf dem {spec.key}" if spec else "auf allen Kanälen"
        if self.lifting:
            if other.moderation.unmute(spec.key if spec else None):
                moderation.log(staff.key, f"stumm aufgehoben ({where})", other.key)
                other.msg(f"|wAufsicht:|n Du darfst {where} wieder sprechen.")
                self.msg(f"{other.key} darf {where} wieder sprechen.")
            else:
                self.msg(f"{other.key} ist {where} nicht stumm geschaltet.")
            return
        if other == staff:
            raise Refusal("Dich selbst schaltest du nicht stumm.")
        seconds, reason = duration_and_reason(self.right, default=3600)
        reason = reason or "ohne Angabe"
        until = other.moderation.mute(spec.key if spec else None, seconds, reason, staff.key)
        moderation.log(staff.key, f"stumm ({where})", other.key, reason, until)
        other.msg(f"|rDie Aufsicht hat dich {where} stumm geschaltet "
                  f"{moderation.until_text(until)}.|n Grund: {reason} Die Hausordnung: "
                  "|whilfe hausordnung|n.")
        self.msg(f"{other.key} ist {where} stumm {moderation.until_text(until)}. Grund: "
                 f"{reason}")


class CmdVomTisch(StaffCommand):
    """
    Jemanden vom Tisch nehmen (Aufsicht).

    Benutzung:
      vom tisch <name> [= <grund>]

    Läuft eine Partie, übernimmt ein Computerspieler den Platz für den Rest
    der Partie; für die anderen geht sie weiter und ist nicht verloren. Die
    Person kann den Platz nicht zurückholen. Steht in |waufsicht log|n.
    """

    key = "vom tisch"
    aliases = ["vomtisch"]
    usage = "Benutzung: |wvom tisch <name> [= <grund>]|n."

    def act(self, staff):
        other = self.named(self.left)
        reason = self.right
        seated = [(obj, offtable.table_of(obj)) for obj in characters_of(other)]
        seated = [(obj, table) for obj, table in seated if table]
        if not seated:
            self.msg(f"{other.key} sitzt an keinem Tisch.")
            return
        obj, table = seated[0]
        try:
            table, player = offtable.take_off(obj, reason.strip())
        except TableError as error:
            self.msg(str(error))
            return
        moderation.log(staff.key, f"vom Tisch ({table.key})", other.key, reason.strip())
        taken = f"; {player.key} spielt den Platz" if player else ""
        self.msg(f"{other.key} ist vom Tisch genommen ({table.key}){taken}.")


class CmdSperre(StaffCommand):
    """
    Ein Konto oder eine Adresse für eine Zeit sperren (Aufsicht).

    Benutzung:
      sperre <name> = <dauer>, <grund>
      sperre adresse <ip> = <dauer>, <grund>   – z. B. 10.0.0.* gegen Kontenfluten
      sperre                                   – wer gerade gesperrt ist

    Dauer: |w2 stunden|n, |w3 tage|n, |w1 woche|n. Ein gesperrtes Konto
    wird sofort getrennt und liest beim Anmelden (Telnet und Webseite), bis
    wann und warum. Eine Adresse sperrt Evennias Bannliste (vor dem
    Anmelden und Anlegen); nach der Zeit ist sie wieder frei. Aufheben:
    |wentsperre|n. Alles steht in |waufsicht log|n.
    """

    key = "sperre"
    aliases = ["sperren"]

    def act(self, staff):
        words = self.words
        if not words:
            self.msg(self.listing())
            return
        seconds, reason = duration_and_reason(self.right)
        if not self.equals or seconds is None or not reason:
            raise Refusal("Benutzung: |wsperre <name> = <dauer>, <grund>|n, zum Beispiel "
                          "|wsperre Bertram = 3 tage, Beleidigungen auf dem Plausch|n. Nichts "
                          "wurde gesperrt.")
        if words[0].lower() in ADDRESS_WORDS:
            self.ban_address(staff, words[1:], seconds, reason)
            return
        other = self.named()
        if other == staff or moderation.is_staff(other):
            raise Refusal("Die Aufsicht sperrt einander nicht; das macht ein Admin.")
        until = other.moderation.ban(seconds, reason, staff.key)
        moderation.log(staff.key, "gesperrt", other.key, reason, until)
        text = moderation.ban_text(other.moderation.ban_entry())
        for session in other.sessions.all():
            other.msg(text, session=session)
            evennia.SESSION_HANDLER.disconnect(session, reason="gesperrt")
        self.msg(f"{other.key} ist gesperrt {moderation.until_text(until)}. Grund: {reason}")

    def ban_address(self, staff, words, seconds, reason):
        if len(words) != 1 or not moderation.ADDRESS.match(words[0]):
            raise Refusal("Eine Adresse schreibt man |w10.0.0.7|n oder mit Stern |w10.0.0.*|n. "
                          "Nichts wurde gesperrt.")
        until = moderation.ban_address(words[0], seconds, reason, staff.key)
        moderation.log(staff.key, "Adresse gesperrt", words[0], reason, until)
        self.msg(f"Die Adresse {words[0]} ist gesperrt {moderation.until_text(until)}: dort "
                 "meldet sich niemand an und legt kein Konto an. Grund: " + reason)

    @staticmethod
    def listing():
        banned = [entry for entry in moderation.log_entries(200)
                  if entry["action"] in ("gesperrt", "Adresse gesperrt")]
        lines = []
        seen = set()
        for entry in reversed(banned):
            if entry["who"] in seen:
                continue
            seen.add(entry["who"])
            if entry["action"] == "gesperrt":
                found = evennia.search_account(entry["who"])
                running = found and found[0].moderation.ban_entry()
            else:
                running = moderation.address_ban(entry["who"])
            if running:
                lines.append(f"  {entry['who']} {moderation.until_text(running['until'])}: "
                             f"{running['reason']} (von {running['by']})")
        if not lines:
            return "Gerade ist niemand gesperrt. Sperren: |wsperre <name> = <dauer>, <grund>|n."
        return "\n".join(["|wGesperrt:|n", *lines, "Aufheben: |wentsperre <name>|n."])


class CmdEntsperre(StaffCommand):
    """
    Eine Sperre aufheben (Aufsicht).

    Benutzung:
      entsperre <name> [= <grund>]
      entsperre adresse <ip> [= <grund>]

    Steht in |waufsicht log|n.
    """

    key = "entsperre"
    aliases = ["entsperren"]
    usage = "Benutzung: |wentsperre <name>|n oder |wentsperre adresse <ip>|n."

    def act(self, staff):
        words, reason = self.words, self.right
        if words[0].lower() in ADDRESS_WORDS and len(words) == 2:
            if moderation.unban_address(words[1]):
                moderation.log(staff.key, "Adresse entsperrt", words[1], reason.strip())
                self.msg(f"Die Adresse {words[1]} ist nicht mehr gesperrt.")
            else:
                self.msg(f"Die Adresse {words[1]} ist nicht gesperrt.")
            return
        other = self.named()
        if other.moderation.unban():
            moderation.log(staff.key, "entsperrt", other.key, reason.strip())
            self.msg(f"{other.key} ist nicht mehr gesperrt und kann sich wieder anmelden.")
        else:
            self.msg(f"{other.key} ist nicht gesperrt.")


class CmdAufsicht(StaffCommand):
    """
    Das Buch der Aufsicht: jede Maßnahme mit Zeit, wer sie traf und warum;
    und wer heute oft gegeneinander gewertet spielt.

    Benutzung:
      aufsicht log            – die letzten 30 Einträge
      aufsicht log <name>     – nur die über diese Person
      aufsicht paarungen      – gewertete Spiele heute zwischen denselben
                                zwei Leuten, die meisten zuerst, und Konten,
                                die von derselben Adresse kamen

    Wer absichtlich verliert, um die Wertung eines anderen zu heben, spielt
    oft gegen dieselbe Person, manchmal von derselben Adresse aus: die
    |wwertung|n zählt solche Spiele nach den ersten eines Tages immer weniger,
    |waufsicht paarungen|n zeigt sie.

    Die Befehle der Aufsicht: |wbeschwerden|n, |wbeschwerde erledigt|n,
    |wstumm|n, |wvom tisch|n, |wsperre|n, |wentsperre|n. Zur Aufsicht
    gehört, wer Builder ist oder die Erlaubnis „Aufsicht“ hat (ein Admin
    gibt sie mit |wperm <name> = Aufsicht|n).
    """

    key = "aufsicht"

    def act(self, staff):
        words = self.args.split()
        if words and words[0].lower() in ("paarungen", "paarung") and len(words) == 1:
            self.msg(pairings.report())
            return
        if not words or words[0].lower() not in ("log", "buch", "protokoll"):
            self.msg("Benutzung: |waufsicht log|n, |waufsicht log <name>|n oder "
                     "|waufsicht paarungen|n.")
            return
        who = " ".join(words[1:]) or None
        entries = moderation.log_entries(30, who)
        if not entries:
            self.msg("Im Buch der Aufsicht steht noch nichts" + (f" über {who}." if who else "."))
            return
        head = f"|wBuch der Aufsicht{f' über {who}' if who else ''}:|n"
        self.msg("\n".join([head, *(moderation.log_line(entry) for entry in entries)]))


COMMANDS = [CmdIgnoriere, CmdBeschwerde, CmdBeschwerden, CmdStumm, CmdVomTisch, CmdSperre,
            CmdEntsperre, CmdAufsicht]
