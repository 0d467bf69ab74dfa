"""The settings behind the web pane's gear (Zahnrad), read for the table state.

They are the character's own settings, the very ones the text commands
change (`kartennamen`, `anzeige punkte|spielbar|66-hinweis|aus-hinweis`, and
the four the web pane uses: `anzeige dimmen|antippen|stimme|klang`), and the
table's `tempo`; the gear sends those commands, so the text and the pane
always agree and a setting lives on the server, not in the browser.

`settings_of` gives them as the state's `einstellungen`; `hints_of` gives the
two hints as data (`hinweise`): whether „Genug“ is worth its button now (66:
your party has 66 and the 66 hint is on) and the Aus deadline sentence
(Gaigel: your party has 101 and the Aus hint is on), only from your own
seat's view. At a table, `hints` names the hint settings its game has
(the family's `hints`), so the gear offers only those.
"""

from game.cardgames.cards import reader_family
from game.cardgames.families import family_of
from game.cardgames.kinds import MoveKind

from game.faces.hinting import HINT_66, HINT_AUS, aids_on, aus_hint_on, aus_text, hint_66_on

#: the web pane's own settings: word of `anzeige <word> an|aus` -> (attribute, default)
WEB_SETTINGS = {
    "dimmen": ("web_dim", True),         # dim the cards that may not be played
    "antippen": ("web_lift", True),      # touch: the first tap lifts, the second plays
    "stimme": ("web_voice", False),      # the browser's voice speaks the calls
    "klang": ("web_sound", False),       # a knock for a meld, chalk for a Strich
}


def web_setting(obj, word):
    """One of WEB_SETTINGS for `obj` (its default while never chosen)."""
    attribute, default = WEB_SETTINGS[word]
    chosen = obj.attributes.get(attribute)
    return default if chosen is None else bool(chosen)


def settings_of(obj, table=None):
    """`obj`'s settings as the gear shows them (docs/GMCP.md: `einstellungen`)."""
    out = {
        "card_names": reader_family(obj.db.card_names),
        "points": bool(obj.db.show_points),
        "playable": bool(obj.db.show_playable),
        "hint_66": bool(obj.attributes.get(HINT_66)),
        "hint_aus": aus_hint_on(table, obj) if table is not None else
        bool(obj.attributes.get(HINT_AUS)),
        "tempo": table.tempo() if table is not None else None,
    }
    out.update({word: web_setting(obj, word) for word in WEB_SETTINGS})
    if table is not None:  # which of the hints this table's game has (its family says)
        out["hints"] = (list(getattr(family_of(table.db.preset), "hints", ()))
                        if aids_on(table) else [])  # none at a tournament's table
    return out


def hints_of(table, obj, seat):
    """The hints as data for `obj` at `seat` (docs/GMCP.md: `hinweise`)."""
    game = table.match.game
    out = {"genug": False, "aus": None}
    if seat is None or seat >= game.seats or game.result is not None or not aids_on(table):
        return out
    view = game.view(seat)
    side = view.get("side", -1)
    if side is None or side < 0:
        return out
    announce = next((m for m in game.moves(seat) if m.kind is MoveKind.ANNOUNCE), None)
    points = view.get("points") or []
    if (announce and side < len(points) and points[side] >= (announce.points or 0)
            and hint_66_on(obj)):
        out["genug"] = True
    reached = view.get("reached_101") or []
    if side < len(reached) and reached[side] and aus_hint_on(table, obj):
        out["aus"] = aus_text(view, len(view["teams"][side]) > 1)
    return out
