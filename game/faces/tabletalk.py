"""Table talk as data: each line of a computer player carries the moments it fits.

A line is stored in the player's Attribute `talk` as `{"text": ..., "moments":
[...]}` (the world's data writes them with `line()`); a plain string, as older
worlds and builders have it, fits any moment. `moments_of` reads the events of
the player's own move and its view: the start of a game, a trick its side won
or lost, a meld, a closed talon, a game called over (genug, Aus), a game won or
lost. `mended_talk` turns an older world's plain strings into the data of the
same lines and drops or replaces lines that were retired.
"""

from enum import StrEnum

from game.cardgames.kinds import Event


class Moment(StrEnum):
    """When a line of table talk fits."""

    START = "start"            # the player's move in the first trick of a game
    TRICK_WON = "trick_won"    # its move ended a trick its side took
    TRICK_LOST = "trick_lost"  # its move ended a trick the other side took
    MELD = "meld"              # it melded a marriage
    CLOSE = "close"            # it closed the talon (zugedreht)
    CALL = "call"              # it called the game over: genug, Aus
    GAME_WON = "game_won"      # its move ended a game its side won
    GAME_LOST = "game_lost"    # its move ended a game its side lost
    ANY = "any"                # any moment at all


def line(text, *moments):
    """A line of table talk for the world's data: `line("Des isch a Stich!",
    Moment.TRICK_WON)`; without moments it fits any moment."""
    return {"text": text, "moments": [str(moment) for moment in moments or (Moment.ANY,)]}


def text_of(entry):
    """The words of a stored line (a plain string or a line's data)."""
    return entry if isinstance(entry, str) else entry["text"]


def moments_for(entry):
    """The moments a stored line fits: a plain string fits any moment."""
    if isinstance(entry, str):
        return {Moment.ANY}
    return {Moment(moment) for moment in entry.get("moments") or (Moment.ANY,)}


def fits_moment(entry, moments):
    """True if the line fits one of `moments` (a line for any moment always does)."""
    fits = moments_for(entry)
    return Moment.ANY in fits or bool(fits & set(moments))


def side_of(seat, view):
    """The seats playing on `seat`'s side (its partners and itself)."""
    for team in view.get("teams") or ():
        if seat in team:
            return set(team)
    return {seat}


#: an event of the player's own move -> the moment it makes
OWN_EVENTS = {Event.MELD: Moment.MELD, Event.CLOSE: Moment.CLOSE,
              Event.ANNOUNCE: Moment.CALL, Event.AUS: Moment.CALL}


def moments_of(events, seat, view):
    """The moments `seat`'s move made, from the move's `events` and the seat's
    `view` after it."""
    side = side_of(seat, view)
    found = set()
    tricks = 0
    for event in events:
        kind = event.get("kind")
        if kind == Event.TRICK:
            tricks += 1
            found.add(Moment.TRICK_WON if event.get("seat") in side else Moment.TRICK_LOST)
        elif kind in OWN_EVENTS and event.get("seat") == seat:
            found.add(OWN_EVENTS[kind])
        elif kind == Event.END:
            winners = set((view.get("result") or {}).get("winners") or ())
            if winners:
                found.add(Moment.GAME_WON if winners & side else Moment.GAME_LOST)
    if len(view.get("tricks") or ()) - tricks <= 0 and not view.get("over"):
        found.add(Moment.START)
    return found


def mended_talk(stored, lines, retired):
    """An older world's `stored` talk brought up to the data `lines`: a line whose
    text is one of the lines' becomes that line (with its moments); a `retired` text
    maps to its new text (or None: dropped); others (a builder's own) stay as they
    are, and no line comes twice."""
    by_text = {text_of(entry): entry for entry in lines}
    mended = {}
    for entry in stored:
        text = text_of(entry)
        text = retired.get(text, text)
        if text is None:
            continue
        if text in by_text:
            entry = by_text[text]
        elif text != text_of(entry):
            entry = text
        mended.setdefault(text, entry if isinstance(entry, str) else dict(entry))
    return list(mended.values())
