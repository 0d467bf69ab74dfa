"""
`partie <nummer> [öffentlich|privat]`: a kept game's page on the website, its
link, and who may see it (issue 50). The page and its rules are
game/books/gamepages.py; the numbers are those of `partien`.
"""

from evennia.commands.command import Command

from game.books import gamelog, gamepages
from game.cardgames.result import join_names
from game.commands.table.after import say_to

OPEN_WORDS = ("öffentlich", "oeffentlich", "offen", "public", "freigeben")
CLOSED_WORDS = ("privat", "private", "geheim")
USAGE = ("Benutzung: |wpartie <nummer>|n (der Link), |wpartie <nummer> öffentlich|n oder "
         "|wpartie <nummer> privat|n; die Nummern zeigt |wpartien|n.")


def about(record, mine="Dein"):
    """`Dein Spiel vom 03.12. 07:45 (Sechsundsechzig gegen Ferdl)`."""
    seat = record.get("seat", 0)
    return (f"{mine} Spiel vom {gamelog.when_text(record['when'])} ({gamelog.title(record)} "
            f"{gamelog.sides_text(record, seat)})")


class CmdPartie(Command):
    """
    Ein fertiges Spiel auf der Webseite: der Link, öffentlich oder privat.

    Benutzung:
      partie <nummer>              - der Link zur Seite des Spiels
      partie <nummer> öffentlich   - jeder mit dem Link darf es nachlesen
      partie <nummer> privat       - nur wer mitgespielt hat (nimmt dein
                                     „öffentlich“ zurück)

    Die Nummer ist die aus |wpartien|n (1 ist dein letztes Spiel). Die Seite
    zeigt alles: wie ausgeteilt war, jeden Stich Schritt für Schritt (mit
    Knöpfen und den Pfeiltasten), Meldungen und Ansagen, die Abrechnung und,
    wenn jemand |wanalyse <nummer>|n gemacht hat, die Urteile des starken
    Computerspielers zu jedem Zug.

    Wer mitgespielt hat, sieht die Seite immer – auf der Webseite mit dem
    eigenen Konto angemeldet. Alle anderen sehen sie, sobald einer der
    Spieler das Spiel öffentlich macht; |wpartie <nummer> privat|n nimmt nur
    dein eigenes „öffentlich“ zurück. Die Spiele eines Turniers sind nach
    dessen Ende öffentlich, außer ein Spieler schreibt |wpartie <nummer> privat|n.
    Ein Spiel, das noch läuft, hat keine Seite.
    """

    key = "partie"
    arg_regex = r"\s|$"  # `partien` is the list
    locks = "cmd:all()"
    help_category = "Kartenspiel"

    def func(self):
        words = self.args.split()
        if not words or not words[0].isdigit() or len(words) > 2:
            self.say(f"|r{USAGE}|n")
            return
        choice = words[1].lower() if len(words) == 2 else None
        if choice is not None and choice not in OPEN_WORDS + CLOSED_WORDS:
            self.say(f"|r„{words[1]}“ verstehe ich hier nicht. {USAGE}|n")
            return
        try:
            record = gamelog.game_number(self.caller, words[0])
        except ValueError as err:
            self.say(f"|r{err}|n")
            return
        if choice is None:
            self.say(f"{about(record)}.\n{gamepages.link_line(self.caller, record, words[0])}")
        else:
            self.say(self.change(record, choice in OPEN_WORDS))

    def say(self, text):
        say_to(self.caller, self.session, text)

    def change(self, record, public):
        game_id, others = gamepages.set_public(self.caller, record, public)
        record = dict(record, id=game_id)
        if public:
            head = f"{about(record)} ist jetzt öffentlich: jeder mit dem Link kann es nachlesen."
        elif others:
            verb = "hat" if len(others) == 1 else "haben"
            head = (f"Du hast dein „öffentlich“ für {about(record, 'dein')} zurückgenommen. "
                    f"{join_names(others)} {verb} es aber öffentlich gemacht; darum bleibt es "
                    "für alle sichtbar.")
        else:
            head = f"{about(record)} ist jetzt privat: nur wer mitgespielt hat, sieht es."
        lines = [head, f"  {gamepages.link(game_id)}"]
        if public and gamepages.hidden_now(gamepages.find(game_id)):
            lines.append(gamepages.state_text(self.caller, record))
        return "\n".join(lines)


COMMANDS = [CmdPartie]
