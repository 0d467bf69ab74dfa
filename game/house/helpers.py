"""The house's computer players: no table waits for one.

A table that needs computer players gets the room's regulars first (the
computer players who live there: Hofrat Pospischil, Tante Frieda, ...), those
of the strength asked for before the others; when they all sit, a helper of
the house takes the seat: a computer player made on the spot, in the room's
manner (a Viennese name and talk in the Kaffeehaus, a Swabian one in the
Besen; rooms.STYLES), with the strength asked for (normal if none was). So
every strength can always be had. I chose helpers over one regular at many
tables at once: in a MUD a character sits at one table, `wo`, `wer` and the
table talk stay true, and a helper is an ordinary computer player (same
typeclass, same thinking). Helpers who have nothing to do go home after a
while (`send_home`, from the house keeper script); regulars always stay.
"""

import time

from evennia.prototypes.spawner import spawn
from evennia.utils.search import search_tag

from game.common.things import is_card_player, sitting
from game.faces.grammar import ACC
from game.faces.tabletalk import Moment as M, line
from game.house import rooms

HELPER_TAG = ("aushilfe", "kartenwelt")
STRENGTHS = ("leicht", "normal", "stark")
#: who sits down first when nobody asked for a strength
HOUSE_ORDER = ("normal", "leicht", "stark")
#: seconds an idle helper stays before going home
HOME_AFTER = 900
#: idle helpers a room keeps anyway (they sit down at once next time)
KEEP_IDLE = 3

NAMES = {
    "kaffeehaus": (
        ["Leopold", "Aloisia", "Ignaz", "Hermine", "Ferdinand", "Resi", "Rudolf", "Gusti",
         "Anton", "Fanny", "Engelbert", "Mathilde", "Franz", "Poldi", "Karoline", "Bertl",
         "Josefa", "Vinzenz", "Amalie", "Schani"],
        ["Wallner", "Pichler", "Hrdlicka", "Moser", "Swoboda", "Gruber", "Novak",
         "Haslinger", "Kratochwil", "Stockinger", "Pokorny", "Zehetner", "Blaha", "Wimmer",
         "Sedlacek", "Hofbauer", "Prohaska", "Lechner", "Dvorak", "Kainz"]),
    "besen": (
        ["Gottlieb", "Babette", "Eugen", "Rösle", "Fritz", "Walburga", "Hansjörg", "Lina",
         "Ernst", "Mariele", "Ulrich", "Käthe", "Wilhelm", "Berta", "Albrecht", "Sophie",
         "Christoph", "Luise", "Jakob", "Hedwig"],
        ["Häberle", "Schwämmle", "Bauknecht", "Kächele", "Wörner", "Pfleiderer", "Bürkle",
         "Rapp", "Stäudle", "Kienzle", "Dreher", "Knödler", "Hägele", "Mäulen", "Frey",
         "Kugler", "Schempp", "Ruoff", "Lutz", "Vöhringer"]),
    "gasthaus": (
        ["Hans", "Grete", "Paul", "Elfriede", "Otto", "Irmgard", "Kurt", "Hilde", "Werner",
         "Ilse", "Heinz", "Trude", "Erich", "Lotte", "Bruno", "Erna", "Alfred", "Gerda",
         "Walter", "Inge"],
        ["Becker", "Krüger", "Lehmann", "Hartmann", "Vogt", "Brandt", "Schulze", "Kühn",
         "Ebert", "Winter", "Sommer", "Kaiser", "Roth", "Busch", "Haas", "Lang", "Jäger",
         "Franke", "Arnold", "Sauer"]),
}

TALK = {
    "kaffeehaus": [line("Ich bitte Sie, das war doch ein Geschenk.", M.TRICK_WON),
                   line("Küss die Hand, der Stich gehört Ihnen.", M.TRICK_LOST),
                   line("Herr Ober, zahlen bitte ... ah nein, noch ein Spiel!", M.GAME_WON,
                        M.GAME_LOST),
                   line("Na servus, das fängt ja gut an.", M.START),
                   line("Aufpassen, jetzt wird's ernst.")],
    "besen": [line("Des isch mei Stich.", M.TRICK_WON),
              line("Ha noi, des hätt i net denkt.", M.TRICK_LOST),
              line("Komm, no oins.", M.GAME_WON, M.GAME_LOST),
              line("Jetzetle geht's los.", M.START),
              line("Hock di na, mir spielet.")],
    "gasthaus": [line("Der gehört mir.", M.TRICK_WON),
                 line("Na gut, der geht an euch.", M.TRICK_LOST),
                 line("Noch eine Runde?", M.GAME_WON, M.GAME_LOST),
                 line("Dann wollen wir mal.", M.START),
                 line("Immer schön mitzählen.")]}

DESC = {
    "kaffeehaus": "Ein Gast des Kaffeehauses, der für eine Partie immer zu haben ist.",
    "besen": "Ein Gast aus dem Dorf, der gern ein Spielchen macht, wenn Platz ist.",
    "gasthaus": "Ein Gast des Hauses, der gern eine Runde Karten mitspielt.",
}


def is_helper(obj):
    return obj.tags.has(HELPER_TAG[0], category=HELPER_TAG[1])


def seated_ids(room):
    """Ids of everyone with a seat at a table of `room`."""
    return set(sitting(room))


def idle(room):
    """The computer players of `room` without a seat: regulars first, then helpers;
    each the house's gentle order of strengths (normal, leicht, stark), so a
    newcomer who asks for none does not meet the strongest first."""
    seated = seated_ids(room)
    found = [obj for obj in room.contents if is_card_player(obj) and obj.id not in seated
             and not obj.attributes.get("school", default=None)]
    return sorted(found, key=lambda obj: (is_helper(obj), HOUSE_ORDER.index(
        obj.db.strength if obj.db.strength in HOUSE_ORDER else "normal")))


def fetch(table, count, strength=None):
    """`count` computer players for `table`: idle regulars and helpers of its room (of
    `strength`, when one is asked for), then new helpers of the house."""
    room = table.location
    ready = [obj for obj in idle(room) if strength is None or obj.db.strength == strength]
    ready = ready[:count]
    style = (rooms.setting(room) or {}).get("style") or "gasthaus"
    while len(ready) < count:
        ready.append(make_helper(room, strength or "normal", style, table.game_name,
                                 taken={obj.key for obj in ready}))
    for obj in ready:
        obj.ndb.idle_since = None
    return ready


def unused_name(style, taken=()):
    """A name of `style` nobody in the world carries yet."""
    firsts, lasts = NAMES.get(style, NAMES["gasthaus"])
    used = {obj.key for obj in search_tag(HELPER_TAG[0], category=HELPER_TAG[1])} | set(taken)
    for index in range(len(firsts) * len(lasts)):
        name = f"{firsts[index % len(firsts)]} {lasts[(index // len(firsts) + index) % len(lasts)]}"
        if name not in used:
            return name
    number = 2
    while f"{firsts[0]} {lasts[0]} {number}" in used:
        number += 1
    return f"{firsts[0]} {lasts[0]} {number}"


def make_helper(room, strength, style, game, taken=()):
    """A new computer player of the house in `room`, fond of `game` (a table's
    game_name: 66, gaigel)."""
    obj = spawn({"prototype_parent": "kartenspieler", "key": unused_name(style, taken),
                 "location": room, "home": room, "strength": strength,
                 "favourite": game.capitalize(),
                 "desc": DESC.get(style, DESC["gasthaus"]),
                 "talk": list(TALK.get(style, TALK["gasthaus"]))})[0]
    obj.tags.add(*HELPER_TAG)
    return obj


def fill(table, strength=None):
    """Every free seat of `table` taken by a computer player; returns them."""
    free = [index for index, entry in enumerate(table.seats.copies()) if entry is None]
    players = fetch(table, len(free), strength)
    for obj, seat in zip(players, free):
        table.seats.sit(obj, seat)
        rooms.tell(table, f"{obj.key} setzt sich {table.named(ACC, 'an')}.")
    return players


def send_home(now=None):
    """Helpers idle for HOME_AFTER seconds go home, beyond KEEP_IDLE per room;
    returns how many went."""
    now = time.monotonic() if now is None else now
    gone = 0
    rooms = {}
    for obj in search_tag(HELPER_TAG[0], category=HELPER_TAG[1]):
        if obj.location:
            rooms.setdefault(obj.location, []).append(obj)
    for room, helpers in rooms.items():
        seated = seated_ids(room)
        waiting = [obj for obj in helpers if obj.id not in seated]
        for obj in waiting[KEEP_IDLE:]:
            if obj.ndb.idle_since is None:
                obj.ndb.idle_since = now
            elif now - obj.ndb.idle_since >= HOME_AFTER:
                obj.delete()  # quietly home
                gone += 1
    return gone
