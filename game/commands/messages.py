"""Private messages anywhere: `nachricht <name> = <text>`, `antworte <text>` and
the list of the last messages; Evennia's page underneath (privatemessages.py).
"""

import evennia
from django.utils import timezone
from evennia.commands.default.comms import CmdPage
from evennia.utils.search import search_tag

from game.common.things import CARD_PLAYER_TAG
from game.faces.grammar import DAT, NOM, people
from game.people.privatemessages import RECIPIENTS, distinct, last_writer, pages_of, send

from game.people.speech import refusal

#: how many messages `nachricht` alone lists
LISTED = 10


def find_account(name, computer=" und liest keine Nachrichten"):
    """(account, "") for `name`, or (None, the German reason); `computer` ends the
    sentence that says a computer player has the name."""
    found = evennia.search_account(name)
    if found:
        return found[0], ""
    players = search_tag(CARD_PLAYER_TAG[0], category=CARD_PLAYER_TAG[1])
    if any(player.key.lower() == name.lower() for player in players):
        return None, f"{name} ist ein Computerspieler{computer}."
    return None, f"Niemand heißt „{name}“. Wer gerade da ist, zeigt |wwer|n."


def names_text(accounts, case=NOM):
    """The accounts' names in `case`: „Anna und Herrn Brandl“ after „an“."""
    return people([account.key for account in accounts], case)


class Writing:
    """Shared by `nachricht` and `antworte`: check and send one message."""

    def write(self, targets, text):
        account = self.caller
        if not text:
            self.msg(f"Was möchtest du {names_text(targets, DAT)} schreiben?")
            return
        if account in targets:
            self.msg("Dir selbst musst du nichts schreiben.")
            return
        barred = [target for target in targets if not target.access(account, "msg")]
        if barred:
            verb = "nimmt" if len(barred) == 1 else "nehmen"
            self.msg(f"{names_text(barred)} {verb} keine Nachrichten von dir an.")
            return
        note = refusal(account, text)
        if note:
            self.msg(note)
            return
        sent = send(account, targets, text)
        self.msg(f"Du schreibst {names_text(targets, DAT)}: {text}")
        if sent.away:
            verb = "ist" if len(sent.away) == 1 else "sind"
            self.msg(f"{names_text(sent.away)} {verb} gerade nicht da; die Nachricht wartet "
                     "und wird beim nächsten Anmelden gezeigt.")
        for _, why in sent.not_kept:
            self.msg(why)


class CmdNachricht(Writing, CmdPage):
    """
    Jemandem eine private Nachricht schicken, wo auch immer ihr beide seid.

    Benutzung:
      nachricht <name> = <text>
      nachricht <name>, <name> = <text>
      nachricht <name> <text>
      nachricht            – deine letzten Nachrichten
      antworte <text>      – dem, der dir zuletzt geschrieben hat

    Nur wer sie bekommt, liest sie. Wer gerade nicht da ist, bekommt sie
    beim nächsten Anmelden. Höchstens 500 Zeichen auf einmal und höchstens
    fünf Empfänger. Für jemanden, der nicht da ist, warten höchstens fünf
    ungelesene Nachrichten von dir (und 50 insgesamt); was darüber geht,
    wird nicht aufbewahrt, und du liest es. Nachrichten werden nach 30
    Tagen gelöscht. (Englisch: page, tell)
    """

    key = "nachricht"
    aliases = ["nachrichten", "schreib", "page", "tell"]
    switch_options = ()
    locks = "cmd:all()"
    help_category = "Unterhaltung"
    account_caller = True

    def func(self):
        if not self.args.strip():
            self.msg(self.listing())
            return
        if self.rhs is not None:
            names, text = self.lhslist, self.rhs.strip()
        else:
            name, _, text = self.args.strip().partition(" ")
            names, text = [name], text.strip()
        targets = []
        for name in names:
            target, why = find_account(name.strip())
            if not target:
                self.msg(why + " Nichts wurde gesendet.")
                return
            targets.append(target)
        targets = distinct(targets)
        if len(targets) > RECIPIENTS:
            self.msg(f"Das sind {len(targets)} Empfänger; eine Nachricht geht an höchstens "
                     f"{RECIPIENTS}. Nichts wurde gesendet.")
            return
        self.write(targets, text)

    def listing(self):
        """The last messages, oldest first, or how to write one."""
        account = self.caller
        pages = sorted(list(pages_of(account)[:LISTED]) + list(pages_of(account, False)[:LISTED]),
                       key=lambda page: page.date_created)[-LISTED:]
        if not pages:
            return ("Du hast noch keine Nachrichten. Schreiben: |wnachricht <name> = <text>|n.")
        lines = []
        for page in pages:
            if account in page.senders:
                who = "an " + names_text(page.receivers, DAT)
            else:
                who = "von " + names_text(page.senders, DAT)
            lines.append(f" {timezone.localtime(page.date_created):%d.%m. %H:%M} {who}: {page.message}")
        return "\n".join(["|wDeine letzten Nachrichten:|n", *lines,
                          "Schreiben: |wnachricht <name> = <text>|n, zurückschreiben: "
                          "|wantworte <text>|n."])


class CmdAntworte(Writing, CmdPage):
    """
    Dem zurückschreiben, der dir zuletzt eine Nachricht geschickt hat.

    Benutzung:
      antworte <text>

    Den Namen brauchst du nicht zu tippen. Eine neue Nachricht an jemand
    anderen schickst du mit |wnachricht <name> = <text>|n.

    Nicht verwechseln: |wantwort <nummer>|n (ohne e) beantwortet in der
    Kartenschule die Prüffrage einer Lektion.
    """

    key = "antworte"
    aliases = ["reply"]
    switch_options = ()
    locks = "cmd:all()"
    help_category = "Unterhaltung"
    account_caller = True

    def func(self):
        writer = last_writer(self.caller)
        if writer is None:
            self.msg("Dir hat noch niemand geschrieben; eine neue Nachricht schickt "
                     "|wnachricht <name> = <text>|n.")
            return
        self.write([writer], self.args.strip())


MESSAGE_COMMANDS = [CmdNachricht, CmdAntworte]
