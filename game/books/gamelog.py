"""
Finished games kept for later: the table's deal, the character's last games.

When a game is dealt the table notes its deal (`note_deal`, hidden cards
included: it never leaves the server before the game is over). When it is
over, `keep_finished` makes a record of it (replay.py: deal, seats, every
move, result) for the table's last game and for every person who played,
each keeping its last `KEEP` games in the Attribute `gamelog` (JSON texts,
newest last); the table's game-end signal (gameend.game_ended) starts it.
The texts here show a finished game: the whole deal, the course, the list
of stored games.

Every game has an id from its deal on (`new_game_id`, in the noted deal and
in the record): the address of its page (`/partie/<id>/`, game/books/
gamepages.py). Each person who keeps a copy carries a Tag of that id
(category `partie`), so the copies are found without reading every
character's games (`holders`); `mark` changes one person's copy (public or
private, the analysis of it).
"""

import hashlib
import json
import secrets
import time
from datetime import datetime, timezone as dt_timezone

from django.utils import timezone
from evennia.utils.dbserialize import deserialize

from game.cardgames.cards import render
from game.cardgames.replay import deal_of, fresh, record_of, replay
from game.cardgames.result import join_names

from game.common.stored import write_value
from game.faces import tabletext
from game.faces.grammar import ACC, DAT, people

#: finished games a character keeps; older ones drop off
KEEP = 50
ATTRIBUTE = "gamelog"
#: the Tag category of the games a character keeps (the Tag's key is the game's id)
TAG_CATEGORY = "partie"
#: a game id's letters: no 0/o, 1/l/i to mix up when typed from a printout
ID_LETTERS = "23456789abcdefghjkmnpqrstuvwxyz"
ID_LENGTH = 10


def new_game_id():
    """A fresh game id, not to be guessed: 10 of ID_LETTERS (about 49 bits)."""
    return "".join(secrets.choice(ID_LETTERS) for _ in range(ID_LENGTH))


def derived_id(record):
    """The id of a game kept before games had ids: the same for every copy of it
    (from its deal, moves and time), so all its players find the same page."""
    text = json.dumps([record.get("deal"), record.get("log"), record.get("when")],
                      ensure_ascii=False, sort_keys=True)
    digest = int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")
    letters = []
    for _ in range(ID_LENGTH):
        digest, rest = divmod(digest, len(ID_LETTERS))
        letters.append(ID_LETTERS[rest])
    return "".join(letters)


def deal_key(match):
    """Which game of which match a noted deal belongs to."""
    return f"{match.seed}:{match.index}"


def note_deal(table, match):
    """Keep the deal of the match's game while nothing is played yet."""
    if match is None or match.game.log:
        return
    key, noted = deal_key(match), table.db.deal
    game_id = noted.get("id") if noted and noted.get("key") == key else None
    write_value(table, "deal", {"key": key, "deal": deal_of(match.game),
                                "dealer": match.game.core.dealer,
                                "id": game_id or new_game_id()})


def noted_deal(table, match):
    """The deal noted for the match's current game, or None (dealt before
    deals were noted)."""
    noted = table.db.deal
    if not noted or noted.get("key") != deal_key(match):
        return None
    return plain(noted)


def keep_finished(table, match, settlement):
    """The match's game is over: its record becomes the table's last game and
    goes to every person who played it. Returns the record (None without a deal)."""
    noted = noted_deal(table, match)
    if noted is None:
        return None
    if table.db.kept == noted["key"]:  # kept already (the table resumed after a crash)
        return (table.db.last_game or {}).get("record")
    write_value(table, "kept", noted["key"])
    entries = table.seats.copies()
    record = record_of(match.game, noted["deal"], noted["dealer"], extra={
        "seats": [{"id": e["id"], "name": e["name"], "npc": bool(e["npc"])} if e else None
                  for e in entries],
        "table": table.key,
        "title": table.presets.get(match.preset, match.preset),
        "when": time.time(),
        "practice": bool(table.db.practice),
        **({"tournament": table.db.tournament} if table.db.tournament else {}),
        "settlement": settlement,
        **({"mischung": dict(match.fair, number=match.deal_number)}
           if getattr(match, "fair", None) else {}),  # provable deals (fairness.py)
        "id": noted.get("id") or new_game_id(),  # the page's address (gamepages.py)
    })
    for seat, entry in enumerate(entries):
        if entry and not entry["npc"]:
            person = table.seats.occupant(seat)
            if person is not None:
                store(person, dict(record, seat=seat))
    return record


def game_ended(sender, match, settlement=None, **kwargs):
    """The table's last game (what spectators may see, the Abrechnung, the
    record) and every player's copy of it; `settlement`: the Abrechnung as the
    table's readers read it (else the family's text)."""
    settlement = settlement or match.game.result.templates["settlement"]
    write_value(sender, "last_game", {"view": sender.public_view(), "settlement": settlement,
                                      "record": keep_finished(sender, match, settlement)})


def store(obj, record):
    """Add `record` to `obj`'s games; only the last KEEP stay (and their ids' Tags)."""
    texts = list(obj.attributes.get(ATTRIBUTE, default=None) or [])
    texts.append(json.dumps(record, ensure_ascii=False, separators=(",", ":")))
    write_value(obj, ATTRIBUTE, texts[-KEEP:])
    if record.get("id"):
        obj.tags.add(record["id"], category=TAG_CATEGORY)
    for text in texts[:-KEEP]:  # dropped off: its page no longer finds this copy
        gone = json.loads(text).get("id")
        if gone:
            obj.tags.remove(gone, category=TAG_CATEGORY)


def holders(game_id):
    """The characters that keep a copy of the game `game_id`."""
    from evennia.utils.search import search_tag

    return list(search_tag(game_id, category=TAG_CATEGORY)) if game_id else []


def copy_of(obj, game_id):
    """`obj`'s copy of the game `game_id`, or None."""
    return next((record for record in games(obj) if record.get("id") == game_id), None)


def with_id(obj, record):
    """`record` (one of `obj`'s games) with its id; a game kept before games had
    ids gets one now (`derived_id`), in `obj`'s copy too."""
    if record.get("id"):
        return record
    game_id = derived_id(record)
    texts = list(obj.attributes.get(ATTRIBUTE, default=None) or [])
    for index, text in enumerate(texts):
        stored = json.loads(text)
        if not stored.get("id") and derived_id(stored) == game_id:
            stored["id"] = game_id
            texts[index] = json.dumps(stored, ensure_ascii=False, separators=(",", ":"))
    write_value(obj, ATTRIBUTE, texts)
    obj.tags.add(game_id, category=TAG_CATEGORY)
    return dict(record, id=game_id)


def mark(obj, game_id, **marks):
    """Set `marks` (JSON-safe keys: public, analysis) on `obj`'s copy of the game
    `game_id`; False if `obj` keeps no copy of it."""
    texts = list(obj.attributes.get(ATTRIBUTE, default=None) or [])
    for index, text in enumerate(texts):
        if game_id not in text:
            continue
        stored = json.loads(text)
        if stored.get("id") == game_id:
            stored.update(marks)
            texts[index] = json.dumps(stored, ensure_ascii=False, separators=(",", ":"))
            write_value(obj, ATTRIBUTE, texts)
            return True
    return False


def games(obj):
    """`obj`'s stored games, newest first (number 1 is the latest)."""
    texts = obj.attributes.get(ATTRIBUTE, default=None) or []
    return [json.loads(text) for text in reversed(list(texts))]


def game_number(obj, word):
    """The stored game `word` (a number, 1 = latest) names; ValueError with a
    German message otherwise."""
    kept = games(obj)
    if not kept:
        raise ValueError("Du hast noch kein Spiel zu Ende gespielt; danach steht es hier.")
    try:
        number = int(word)
    except (TypeError, ValueError):
        number = 0
    if not 1 <= number <= len(kept):
        raise ValueError(f"Ein Spiel Nummer {word} hast du nicht; |wpartien|n zeigt deine "
                         f"letzten {len(kept)}.")
    return kept[number - 1]


# --- texts -----------------------------------------------------------------


def title(record):
    """The game's German name: `Sechsundsechzig`, `Gaigel zu viert`."""
    return record.get("title") or record["preset"]


def when_text(stamp):
    """A stored game's time as the house's clock reads it (settings.TIME_ZONE), `03.12. 07:45`."""
    moment = datetime.fromtimestamp(stamp, tz=dt_timezone.utc)
    return f"{timezone.localtime(moment):%d.%m. %H:%M}"


def sides_text(record, seat):
    """`gegen B` / `mit C gegen B und D`: who played with and against `seat`.

    The teams come from the game itself (its view), so partnerships of any
    game kind are named as partners; a seat outside every team (66 zu dritt:
    the one sitting out) is named apart.
    """
    names = record["names"]
    try:
        teams = fresh(record).public_view()["teams"]
    except Exception:  # a record the engine can no longer deal: each for themselves
        teams = [[s] for s in range(len(names))]
    if all(seat not in team for team in teams):  # sat this game out
        first, *rest = [[names[s] for s in team] for team in teams]
        return (" gegen ".join([join_names(first)] + [people(team, ACC) for team in rest])
                + " (du setztest aus)")
    mine = next(team for team in teams if seat in team)
    partners = [names[s] for s in mine if s != seat]
    playing = {s for team in teams for s in team}
    against = [names[s] for s in range(len(names)) if s in playing and s not in mine]
    out = (f"mit {people(partners, DAT)} " if partners else "") + f"gegen {people(against, ACC)}"
    resting = [names[s] for s in range(len(names)) if s not in playing and s != seat]
    if resting:
        out += f" ({join_names(resting)} {'setzte' if len(resting) == 1 else 'setzten'} aus)"
    return out


def outcome_for(record, seat):
    """`gewonnen, 2 Punkte` / `verloren, 1 Strich` / `unentschieden` for `seat`."""
    res = record["result"]
    if not res:
        return "ohne Ergebnis"
    if not res["winners"]:
        return "unentschieden"
    word = "gewonnen" if seat in res["winners"] else "verloren"
    if any(res["striche"]):
        count = res["striche"][seat]
        if count:
            return f"{word}, {count} {'Strich' if count == 1 else 'Striche'} bekommen"
        return word
    points = max(res["points"])
    points = f"{points} {'Punkt' if points == 1 else 'Punkte'}"
    if seat in res["winners"]:
        return f"gewonnen, {points}"
    winners = [record["names"][s] for s in res["winners"]]
    return f"verloren, {join_names(winners)} {'bekommt' if len(winners) == 1 else 'bekommen'} {points}"


#: `partien` says it: a game given up before its end has no end to replay
NOT_KEPT = "Ein Spiel, das vor seinem Ende aufgegeben wird, wird nicht aufgehoben."


def list_text(obj):
    """The `partien` list: number, date, game, the others, the outcome."""
    kept = games(obj)
    if not kept:
        return f"Du hast noch kein Spiel zu Ende gespielt; danach steht es hier. {NOT_KEPT}"
    lines = [f"|wDeine letzten Spiele|n ({len(kept)}, das jüngste zuerst):"]
    for number, record in enumerate(kept, 1):
        seat = record.get("seat", 0)
        mark = " (nochmal)" if record.get("practice") else ""
        lines.append(f"{number:3}. {when_text(record['when'])}  {title(record)}{mark} "
                     f"{sides_text(record, seat)}: {outcome_for(record, seat)}")
    lines.append("Mit |wverlauf <nummer>|n liest du ein Spiel nach, mit |wanalyse <nummer>|n "
                 f"lässt du es vom starken Computerspieler durchgehen. {NOT_KEPT}")
    return "\n".join(lines)


def deal_text(record, family=tabletext.GERMAN):
    """Every hand as dealt and the talon (top first): for a game that is over."""
    view = replay(record, 0).public_view()
    low = tabletext.low_label(view)

    def labels(cards):
        return ", ".join(tabletext.card_label(c, family, low) for c in cards) or "–"

    deal = record["deal"]
    lines = ["|wSo war ausgeteilt:|n"]
    for seat, cards in enumerate(deal["hands"]):
        if cards:
            lines.append(f"  {record['names'][seat]}: {labels(cards)}")
    if deal.get("trump"):
        lines.append(f"  Trumpf aufgedeckt: {labels([deal['trump']])}")
        lines.append(f"  Stapel, von oben: {labels(deal.get('talon', []))}")
    return "\n".join(lines)


def course_text(record, family=tabletext.GERMAN, card_names="deutsch"):
    """A stored game in full: who played what, the course, the deal, the settlement."""
    seat = record.get("seat")
    mark = " – ein Spiel „nochmal“, es zählt nicht" if record.get("practice") else ""
    head = (f"|wSpiel vom {when_text(record['when'])}|n am {record.get('table', 'Tisch')}: "
            f"{title(record)}, {', '.join(record['names'])}{mark}.")
    if seat is not None:
        head += (f" Du warst {record['names'][seat]}, {sides_text(record, seat)} "
                 f"({outcome_for(record, seat)}).")
    view = replay(record).public_view()
    parts = [head, tabletext.course_text(view, family), deal_text(record, family)]
    if record.get("settlement"):
        parts.append(render(record["settlement"], card_names))
    return "\n".join(parts)


def plain(data):
    """Evennia's saved dicts and lists as plain JSON data."""
    return deserialize(data)
