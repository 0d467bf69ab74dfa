"""The builders' `detail`: things named in a room's description that players can look at."""

from evennia.commands.command import Command

from game.faces.grammar import inside


class CmdDetail(Command):
    """
    Details eines Raums: Dinge aus der Beschreibung, die man ansehen kann.

    Benutzung:
      detail                          - die Details dieses Raums
      detail <wort>[;<wort>...] = <text>
      detail <wort> =                 - das Detail entfernen

    Beispiel: |wdetail wegweiser;schild = Auf dem Wegweiser steht ...|n –
    dann zeigt |wschau wegweiser|n (oder |wschau schild|n) den Text.
    Gegenstände und Leute im Raum gehen beim Ansehen vor.
    """

    key = "detail"
    aliases = ["details"]
    locks = "cmd:perm(Builder)"
    help_category = "Bauen"

    def func(self):
        room = self.caller.location
        if not hasattr(room, "set_detail"):
            self.caller.msg("|rHier lassen sich keine Details anlegen.|n")
            return
        words, equals, text = self.args.partition("=")
        words = [word.strip() for word in words.split(";") if word.strip()]
        if not equals:
            if words:
                self.caller.msg("|rBenutzung: detail <wort>[;<wort>...] = <text>|n")
                return
            self.list_details(room)
            return
        if not words:
            self.caller.msg("|rBenutzung: detail <wort>[;<wort>...] = <text>|n")
            return
        room.set_detail(words, text.strip())
        names = ", ".join(words)
        self.caller.msg(f"Detail „{names}“ {'gesetzt' if text.strip() else 'entfernt'}.")

    def list_details(self, room):
        details = room.attributes.get("details", default=None) or {}
        if not details:
            self.caller.msg(f"Hier ({room.key}) gibt es noch keine Details.")
            return
        lines = [f"  |w{word}|n: {text}" for word, text in sorted(details.items())]
        self.caller.msg(f"Details {inside(room)}:\n" + "\n".join(lines))
