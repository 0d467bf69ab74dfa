"""The Kartentour: stations on a road, each a card table with the tour option.

A table is a station when its Attribute `tour` holds the station's number
(builders set it with `aufstellen ... tour:<n>`, see game/commands/building.py).
Its match starts only for one person alone against the computer players
there, and only with the stamps of every station before it; winning the
match gives the stamp (`tour_stamps` of the character), and the last
station's stamp is announced on the Kurier. The match itself is an ordinary
match of the table: it counts in the records like any other. The stamp is
given when the table's match ends (gameend.match_ended).
"""


from game.common import gameend
from game.common.tableerror import TableError
from game.common.things import is_card_player
from game.faces import grammar
from game.people.channels import kurier

STAMPS = "tour_stamps"


def station_of(table):
    """The station number of `table`, or None for an ordinary table."""
    number = table.attributes.get("tour", default=None)
    return number if isinstance(number, int) and not isinstance(number, bool) else None


def stations():
    """(number, table) of every station in the world, by number."""
    from game.common.things import all_tables
    found = [(station_of(table), table) for table in all_tables()]
    return sorted(((n, t) for n, t in found if n is not None), key=lambda item: item[0])


def stamps(obj):
    """The station numbers `obj` holds a stamp of."""
    return sorted(obj.attributes.get(STAMPS, default=None) or [])


def missing_before(obj, number):
    """The stations before `number` whose stamp `obj` lacks."""
    have = set(stamps(obj))
    return sorted({n for n, _ in stations() if n < number and n not in have})


def place_of(table):
    return table.location.key if table.location else table.key


def game_text(table):
    """`Sechsundsechzig bis 3`: the station's game and length, fixed by its builder."""
    target = (table.db.options or {}).get("match_target")
    game = table.presets.get(table.db.preset, table.db.preset)
    return f"{game} bis {target}" if target else game


def fixed_text(table):
    """What `spiel` without words says at a station (None at any other table)."""
    number = station_of(table)
    if number is None:
        return None
    return f"An Station {number} der Kartentour spielt man {game_text(table)}."


def check_choice(table, preset=None, target=None, options=None):
    """At a station the game, its length and its options are the station's: TableError
    for `spiel schnapsen`, `spiel bis 7` or `revanche bis 7` there."""
    number = station_of(table)
    if number is None:
        return
    own = table.db.options or {}
    other_game = preset is not None and preset != table.db.preset
    other_length = target is not None and target != own.get("match_target")
    other_options = any(own.get(key) != value for key, value in (options or {}).items())
    if other_game or other_length or other_options:
        raise TableError(f"{fixed_text(table)} Eine andere Spielart oder Partielänge gibt "
                         "es an einer Station nicht; mit |wspiel|n beginnt die Partie.")


def check_start(table):
    """Raise TableError unless the match at a station may start (tables.py calls this);
    say whether its stamp is at stake."""
    number = station_of(table)
    if number is None:
        return
    humans = table.seats.humans()
    if len(humans) != 1:
        raise TableError(f"An Station {number} der Kartentour spielt man allein gegen den "
                         "Gegner der Station.")
    lacking = missing_before(humans[0], number)
    if lacking:
        words = ", ".join(str(n) for n in lacking)
        raise TableError(f"Station {number} der Kartentour ist für dich noch gesperrt: dir "
                         f"{'fehlt der Stempel von Station' if len(lacking) == 1 else 'fehlen die Stempel der Stationen'} "
                         f"{words}. |wtourpass|n zeigt dir, wo es weitergeht.")
    if number in stamps(humans[0]):
        humans[0].msg(f"Den Stempel von Station {number} hast du schon; um ihn geht es "
                      "diesmal nicht, nur um die Partie.")
        return
    table.announce(f"Es geht um den Stempel von Station {number} der Kartentour.")


def match_over(table, match):
    """After a station's match: the stamp for a win, the next station, the Kurier;
    nothing about the stamp to someone who held it already."""
    number = station_of(table)
    if number is None:
        return
    for seat, entry in enumerate(table.seats.entries()):
        if not entry or entry["npc"]:
            continue
        person = table.seats.occupant(seat)
        if person is None or number in stamps(person):
            continue  # a stamp already held is not at stake again
        if entry.get("stand_in") or entry.get("stood_in"):
            person.msg(f"Für dich hat ein Computerspieler mitgespielt; den Stempel von Station "
                       f"{number} gibt es nur für eine Partie, die du selbst spielst.")
            continue
        if seat not in match.winners:
            person.msg(f"Diesmal reicht es nicht für den Stempel von Station {number}. Mit "
                       "|wauffüllen|n und |wspiel|n versuchst du es gleich noch einmal.")
            continue
        award(person, number)


def match_ended(sender, match, outcome, **kwargs):
    """A match played to its end at a station: the stamp for the winner."""
    if outcome is gameend.MatchEnd.PLAYED:
        match_over(sender, match)


def award(person, number):
    """Give `person` the stamp of station `number`; tell what comes next."""
    have = stamps(person)
    if number not in have:
        person.attributes.add(STAMPS, sorted(have + [number]))
    later = [(n, t) for n, t in stations() if n > number]
    text = f"|gDu bekommst den Stempel von Station {number}!|n"
    if later:
        n, table = later[0]
        person.msg(f"{text} Die nächste Station, Nummer {n}, wartet "
                   f"{table.location.inside() if table.location else 'weiter die Straße hinab'}.")
        return
    numbers = [n for n, _ in stations()]
    if set(numbers) <= set(stamps(person)):
        person.msg(f"{text} Damit hast du alle {len(numbers)} Stationen der Kartentour "
                   "geschafft – Gratulation!")
        kurier().msg(f"{person.key} hat die Kartentour geschafft: alle {len(numbers)} Stempel, "
                     "vom Stadttor bis zur letzten Station!")
    else:
        person.msg(f"{text} Es fehlen dir noch Stempel früherer Stationen (|wtourpass|n).")


def pass_text(obj):
    """The tour pass: every station, its game and opponent, and the stamps."""
    found = stations()
    if not found:
        return "Eine Kartentour gibt es in dieser Welt noch nicht."
    have = set(stamps(obj))
    lines = [f"|wDein Tourpass|n ({len(have & {n for n, _ in found})} von {len(found)} "
             "Stempeln):"]
    for number, table in found:
        opponents = [o for o in (table.location.contents if table.location else [])
                     if is_card_player(o)]
        who = ", ".join(f"{grammar.person(o, grammar.ACC)} ({o.db.strength})"
                        for o in opponents) or "kein Gegner da"
        target = (table.db.options or {}).get("match_target")
        game = table.presets.get(table.db.preset, table.db.preset)
        length = f" bis {target}" if target else ""
        if number in have:
            mark = "|gStempel|n"
        elif missing_before(obj, number):
            mark = "gesperrt"
        else:
            mark = "|yoffen|n"
        lines.append(f"  {number}. {place_of(table)}: {game}{length} gegen {who} – {mark}")
    lines.append("Die Tour beginnt am Stadttor von Sarasande, westlich vom Wegkreuz.")
    return "\n".join(lines)
