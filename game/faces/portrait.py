"""
How a person reads when someone looks at them (`schau Anna`).

Instead of Evennia's „Dies ist ein Charakter.“: their own `beschreibung` (or a
line saying there is none yet), the game they play most by their records, their
rank in each game they played (as `rang` names it) and where they sit or watch.
Seen by themselves, it speaks to them („Du …“).
"""

from game.cardgames import ranking

from game.common.things import is_card_table
from game.faces.grammar import DAT

RECORDS = "cardrecords"
#: the longest description a person may give (a longer one, made before the cap, is
#: shown cut: issue 49)
DESC_MAX = 1000


def played(obj):
    """{kind: record} of the games `obj` has played, most games first."""
    stored = obj.attributes.get(RECORDS, default=None) or {}
    kinds = [kind for kind in ranking.KINDS if (stored.get(kind) or {}).get("games")]
    kinds.sort(key=lambda kind: (-stored[kind]["games"], -stored[kind].get("matches", 0)))
    return {kind: stored[kind] for kind in kinds}


def games_words(count):
    return "ein Spiel" if count == 1 else f"{count} Spiele"


def own_text(obj, looker):
    """Their own description, or what to do about the missing one."""
    desc = (obj.db.desc or "").strip()
    if len(desc) > DESC_MAX:
        return desc[:DESC_MAX].rstrip() + " …"
    if desc:
        return desc
    if looker == obj:
        return ("Du hast dich noch nicht beschrieben; mit |wbeschreibung <text>|n sagst du "
                "den anderen, wer du bist.")
    return f"{obj.key} hat noch nichts über sich verraten."


def favourite_text(obj, looker):
    """`Anna spielt am liebsten Gaigel (12 Spiele, dazu 3 im 66).`"""
    games = played(obj)
    me = looker == obj
    if not games:
        return ("Du hast hier noch kein Spiel zu Ende gespielt." if me
                else f"{obj.key} hat hier noch kein Spiel zu Ende gespielt.")
    first, *others = games
    more = "".join(f", dazu {games_words(games[kind]['games'])} im {ranking.KINDS[kind]}"
                   for kind in others)
    who = "Du spielst" if me else f"{obj.key} spielt"
    return (f"{who} am liebsten {ranking.KINDS[first]} "
            f"({games_words(games[first]['games'])}{more}).")


def rank_lines(obj, looker):
    """`Rang im 66: Kiebitz. Beim 66 hat Anna lange genug zugeschaut …` per game played."""
    name = None if looker == obj else obj.key
    stored = obj.attributes.get(RECORDS, default=None) or {}
    lines = []
    for kind, title in ranking.KINDS.items():
        record = stored.get(kind) or {}
        if not (record.get("games") or record.get("matches")):
            continue
        experience = record.get("experience", 0)
        lines.append(f"Rang im {title}: |w{ranking.rank_name(experience)}|n. "
                     f"{ranking.rank_line(experience, kind, name)}")
    return lines


def place_text(obj, looker):
    """Where they sit (and whether a match runs there) or watch, in their room."""
    me = looker == obj
    room = obj.location
    tables = [thing for thing in room.contents if is_card_table(thing)] if room else []
    for table in tables:
        if table.seats.of(obj) is None:
            continue
        at = table.named(DAT, "an")
        if table.playing():
            game = table.presets.get(table.db.preset, table.db.preset)
            return (f"Du sitzt {at} und spielst gerade {game}." if me
                    else f"{obj.key} sitzt {at} und spielt gerade {game}.")
        return (f"Du sitzt {at} und wartest auf die nächste Partie." if me
                else f"{obj.key} sitzt {at} und wartet auf die nächste Partie.")
    for table in tables:
        if table.watching(obj):
            at = table.named(DAT, "an")
            return f"Du schaust {at} zu." if me else f"{obj.key} schaut {at} zu."
    return "Du sitzt gerade an keinem Tisch." if me else f"{obj.key} sitzt gerade an keinem Tisch."


def describe(obj, looker, favourite=True):
    """The whole description of the person `obj` as `looker` reads it; `favourite`
    False leaves out the favourite game (a computer player names its own)."""
    lines = [own_text(obj, looker)]
    if favourite:
        lines.append(favourite_text(obj, looker))
    lines += rank_lines(obj, looker)
    lines.append(place_text(obj, looker))
    return "\n".join(lines)
