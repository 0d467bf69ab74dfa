"""The friends list: `freunde` (who, online, where), `freund <name>` (asks),
`freund ja|nein <name>` (answers), `freund weg <name>`, `freunde leise` / `freunde
laut`, and `unsichtbar an|aus` (people/friends.py keeps it).
"""

from evennia.commands.command import Command

from game.faces.grammar import inside

from game.commands.messages import find_account
from game.faces.whereabouts import at_table, seats_by_character
from game.people import speech
from game.people.speech import account_of

REMOVE = ("weg", "entfernen", "streichen")
YES = ("ja", "annehmen")
NO = ("nein", "ablehnen")
ON = ("an", "ein", "ja")
OFF = ("aus", "nein")


def friend_line(friend, seated):
    """`Anna – im Kaffeehaus von Sarasande, am Tisch: 66-Kartenspiel (spielt)`, or
    `Anna – nicht da`."""
    if not friend.sessions.count():
        return f"  {friend.key} – nicht da"
    puppets = [puppet for puppet in friend.get_all_puppets() if puppet.location]
    if not puppets:
        return f"  {friend.key} – da, ohne Spielfigur"
    puppet = puppets[0]
    table = at_table(puppet, seated)
    return (f"  {friend.key} – {inside(puppet.location)}"
            + ("" if table == "–" else f", am Tisch: {table}"))


def player_account(command):
    account = account_of(command.caller)
    if account is None:
        command.caller.msg("Eine Freundesliste hat nur ein Spieler.")
    return account


class CmdFreunde(Command):
    """
    Deine Freundesliste: wer darauf steht, ob sie da sind und wo sie sitzen.

    Benutzung:
      freunde
      freunde leise       – nicht mehr melden, wenn jemand kommt oder sich setzt
      freunde laut        – wieder melden
      freund <name>       – fragen, ob ihr Freunde sein wollt
      freund ja <name>    – ja sagen, wenn dich jemand gefragt hat
      freund nein <name>  – nein sagen (er oder sie erfährt es nicht)
      freund weg <name>
      unsichtbar an|aus   – andere sehen nicht, wo du bist

    Freunde seid ihr, wenn beide ja gesagt haben. Dann erfährst du, wenn
    der andere sich anmeldet oder an einen Kartentisch setzt, und siehst
    hier, wo er ist – und er bei dir.
    """

    key = "freunde"
    aliases = ["friends"]
    locks = "cmd:all()"
    help_category = "Unterhaltung"

    def func(self):
        account = player_account(self)
        if account is None:
            return
        word = self.args.strip().lower()
        if word in ("leise", "aus"):
            account.friends.quiet = True
            self.msg("Du bekommst keine Meldungen mehr über deine Freunde; "
                     "|wfreunde laut|n schaltet sie wieder ein.")
        elif word in ("laut", "an"):
            account.friends.quiet = False
            self.msg("Du erfährst wieder, wenn jemand von deiner Liste kommt oder sich setzt.")
        elif word:
            self.msg("Benutzung: |wfreunde|n, |wfreunde leise|n, |wfreunde laut|n; "
                     "fragen mit |wfreund <name>|n.")
        else:
            self.msg(self.listing(account))

    @staticmethod
    def listing(account):
        friends = account.friends
        found, asked, requests = friends.friends(), friends.asked(), friends.requests()
        lines = []
        if found:
            seated = seats_by_character()
            lines += ["|wDeine Freundesliste:|n", *(friend_line(friend, seated)
                                                   for friend in found)]
        else:
            lines.append("Auf deiner Freundesliste steht noch niemand. Fragen: "
                         "|wfreund <name>|n.")
        if asked:
            lines.append("Gefragt, noch ohne Antwort: "
                         + ", ".join(other.key for other in asked) + ".")
        if requests:
            lines.append("Möchten mit dir befreundet sein: "
                         + ", ".join(other.key for other in requests)
                         + " (|wfreund ja <name>|n oder |wfreund nein <name>|n).")
        if found:
            lines.append("Meldungen sind aus (|wfreunde laut|n)." if friends.quiet else
                         "Du erfährst, wenn jemand davon kommt oder sich setzt (|wfreunde "
                         "leise|n: nicht mehr).")
        if friends.hidden:
            lines.append("Du bist unsichtbar: wo du bist, sehen nur deine Freunde "
                         "(|wunsichtbar aus|n).")
        return "\n".join(lines)


class CmdFreund(Command):
    """
    Jemanden fragen, ob ihr Freunde sein wollt, ja oder nein sagen, oder
    jemanden von der Liste streichen.

    Benutzung:
      freund <name>        – fragen (oder ja sagen, wenn er oder sie dich gefragt hat)
      freund ja <name>     – ja sagen
      freund nein <name>   – nein sagen
      freund weg <name>    – von der Liste streichen

    Erst wenn beide ja gesagt haben, steht ihr auf der Liste des anderen:
    dann erfahrt ihr, wenn der andere sich anmeldet oder an einen Tisch
    setzt, und wo er ist. Wer gefragt wird, liest es sofort oder beim
    nächsten Anmelden. Wer nein sagt, bleibt ungenannt, und eine weitere
    Frage derselben Person kommt nicht mehr an. Die Liste zeigt |wfreunde|n.
    """

    key = "freund"
    aliases = ["friend", "freundin"]
    locks = "cmd:all()"
    help_category = "Unterhaltung"

    def func(self):
        account = player_account(self)
        if account is None:
            return
        words = self.args.split()
        if not words:
            self.msg("Wen möchtest du fragen? |wfreund <name>|n; die Liste zeigt "
                     "|wfreunde|n.")
            return
        word = words[0].lower() if len(words) > 1 else ""
        doing = ("weg" if word in REMOVE else "ja" if word in YES else "nein" if word in NO
                 else "")
        name = " ".join(words[1:] if doing else words)
        other, why = find_account(name, computer="; auf die Freundesliste kommen nur Menschen")
        if other is None:
            self.msg(why)
            return
        if doing == "weg":
            self.remove(account, other)
        elif doing == "nein":
            if account.friends.decline(other):
                self.msg(f"Du sagst nein zu {other.key}. {other.key} erfährt es nicht; fragt "
                         f"{other.key} noch einmal, hörst du nichts davon.")
            else:
                self.msg(f"{other.key} hat dich nicht gefragt.")
        elif doing == "ja":
            why = account.friends.accept(other)
            if why:
                self.msg(why)
            else:
                self.befriended(account, other)
        else:
            self.ask(account, other)

    def ask(self, account, other):
        if not account.friends.has(other) and other != account:
            note = speech.refusal(account, f"freund {other.key}")  # an ask is a line said
            if note:
                self.msg(note)
                return
        state, why = account.friends.ask(other)
        if state is None:
            self.msg(why)
        elif state == "friends":
            self.befriended(account, other)
        else:
            self.msg(f"Du fragst {other.key}, ob ihr Freunde sein wollt. Sagt {other.key} ja, "
                     "erfahrt ihr beide, wenn der andere kommt oder sich an einen Tisch setzt.")

    def befriended(self, account, other):
        self.msg(f"{other.key} und du seid jetzt Freunde: ihr erfahrt, wenn der andere kommt "
                 "oder sich an einen Tisch setzt (|wfreunde|n).")
        if not other.ignoring.has(account):  # nobody connected: nobody reads it
            other.msg(f"|wFreundesliste:|n {account.key} sagt ja: ihr seid jetzt Freunde.")

    def remove(self, account, other):
        was_friend = account.friends.mutual(other)
        if not account.friends.remove(other):
            self.msg(f"{other.key} steht nicht auf deiner Freundesliste.")
        elif was_friend:
            self.msg(f"{other.key} steht nicht mehr auf deiner Freundesliste.")
        else:
            self.msg(f"Deine Frage an {other.key} ist zurückgenommen.")


class CmdUnsichtbar(Command):
    """
    Verbergen, wo du bist.

    Benutzung:
      unsichtbar        – ob du es bist
      unsichtbar an     – andere sehen in |wwo|n und |wwer|n nicht, wo du bist
      unsichtbar aus    – wieder sichtbar

    Deine Freunde sehen es weiter und erfahren, wenn du kommst oder dich
    setzt (außer du ignorierst sie). Wer im selben Raum ist oder am selben
    Tisch sitzt, sieht dich natürlich.
    """

    key = "unsichtbar"
    aliases = ["verstecken", "invisible"]
    locks = "cmd:all()"
    help_category = "Unterhaltung"

    def func(self):
        account = player_account(self)
        if account is None:
            return
        word = self.args.strip().lower()
        if word in ON:
            account.friends.hidden = True
        elif word in OFF:
            account.friends.hidden = False
        elif word:
            self.msg("Benutzung: |wunsichtbar an|n oder |wunsichtbar aus|n.")
            return
        if account.friends.hidden:
            self.msg("Du bist unsichtbar: in |wwo|n und |wwer|n sieht nur, wer mit dir "
                     "befreundet ist, wo du bist. Wieder sichtbar: |wunsichtbar aus|n.")
        else:
            self.msg("Du bist sichtbar: in |wwo|n und |wwer|n sieht jeder, wo du bist. "
                     "Verbergen: |wunsichtbar an|n.")


FRIEND_COMMANDS = [CmdFreunde, CmdFreund, CmdUnsichtbar]
