"""The friends list: `freunde` (who, online, where), `freund <name>`, `freund weg
<name>`, and `freunde leise` / `freunde laut` (people/friends.py keeps it).
"""

from evennia.commands.command import Command

from game.faces.grammar import inside

from game.commands.messages import find_account
from game.faces.whereabouts import at_table, seats_by_character
from game.people.speech import account_of

REMOVE = ("weg", "entfernen", "streichen")


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


class CmdFreunde(Command):
    """
    Deine Freundesliste: wer darauf steht, ob sie da sind und wo sie sitzen.

    Benutzung:
      freunde
      freunde leise   – nicht mehr melden, wenn jemand kommt oder sich setzt
      freunde laut    – wieder melden
      freund <name>   – jemanden auf die Liste setzen
      freund weg <name>

    Wer auf deiner Liste steht und sich anmeldet oder an einen Kartentisch
    setzt, wird dir gemeldet, wo du auch bist.
    """

    key = "freunde"
    aliases = ["friends"]
    locks = "cmd:all()"
    help_category = "Unterhaltung"

    def func(self):
        account = account_of(self.caller)
        if account is None:
            self.caller.msg("Eine Freundesliste hat nur ein Spieler.")
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
                     "aufnehmen mit |wfreund <name>|n.")
        else:
            self.msg(self.listing())

    def listing(self):
        friends = account_of(self.caller).friends
        found = friends.all()
        if not found:
            return ("Deine Freundesliste ist leer. Jemanden aufnehmen: |wfreund <name>|n.")
        seated = seats_by_character()
        state = ("Meldungen sind aus (|wfreunde laut|n)." if friends.quiet else
                 "Du erfährst, wenn jemand davon kommt oder sich setzt (|wfreunde leise|n: "
                 "nicht mehr).")
        return "\n".join(["|wDeine Freundesliste:|n",
                          *(friend_line(friend, seated) for friend in found), state])


class CmdFreund(Command):
    """
    Jemanden auf deine Freundesliste setzen oder davon streichen.

    Benutzung:
      freund <name>
      freund weg <name>

    Die Liste zeigt |wfreunde|n.
    """

    key = "freund"
    aliases = ["friend", "freundin"]
    locks = "cmd:all()"
    help_category = "Unterhaltung"

    def func(self):
        account = account_of(self.caller)
        if account is None:
            self.caller.msg("Eine Freundesliste hat nur ein Spieler.")
            return
        words = self.args.split()
        if not words:
            self.msg("Wen möchtest du aufnehmen? |wfreund <name>|n; die Liste zeigt "
                     "|wfreunde|n.")
            return
        removing = words[0].lower() in REMOVE and len(words) > 1
        name = " ".join(words[1:] if removing else words)
        other, why = find_account(name, computer="; auf die Freundesliste kommen nur Menschen")
        if other is None:
            self.msg(why)
            return
        if removing:
            if account.friends.remove(other):
                self.msg(f"{other.key} steht nicht mehr auf deiner Freundesliste.")
            else:
                self.msg(f"{other.key} steht nicht auf deiner Freundesliste.")
            return
        why = account.friends.add(other)
        self.msg(why or f"{other.key} steht jetzt auf deiner Freundesliste. Du erfährst, wenn "
                        f"{other.key} kommt oder sich an einen Tisch setzt.")


FRIEND_COMMANDS = [CmdFreunde, CmdFreund]
