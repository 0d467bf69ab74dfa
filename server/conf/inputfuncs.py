"""Input functions of our own: which GMCP packages a telnet client wants.

Mudlet and other GMCP clients announce the packages they understand with
`Core.Supports.Set ["Kartenrunde 1", ...]` (and change the list with
`Core.Supports.Add` / `Core.Supports.Remove`). Evennia's stock
`supports_set` only echoes client options; these keep the package names
(lower case, without version) in the session's protocol flags, which the
portal keeps over a reload. game/faces/tabledata.py sends
`Kartenrunde.*` to a telnet session only when it asked for the package.
Loaded after Evennia's own through INPUT_FUNC_MODULES, so they replace it.

`kartenrunde_tische` (GMCP `Kartenrunde.Tische`, the web pane's „Tische“
panel) answers with every card table of the world (game/faces/lobbydata.py),
and with what the house offers besides (`house_offer`): the games of the card
rooms, the match lengths and strengths to choose and the waiting list.
"""

FLAG = "GMCP_PACKAGES"


def _packages(args):
    """`["Kartenrunde 1", "Char.Vitals 1"]` -> ["kartenrunde", "char.vitals"]."""
    out = []
    for item in args:
        words = str(item).split()
        if words:
            out.append(words[0].lower())
    return out


def supports_set(session, *args, **kwargs):
    """Core.Supports.Set: the client's whole list of packages."""
    session.update_flags(**{FLAG: _packages(args)})


def supports_add(session, *args, **kwargs):
    """Core.Supports.Add: more packages."""
    known = list(session.protocol_flags.get(FLAG) or [])
    session.update_flags(**{FLAG: known + [p for p in _packages(args) if p not in known]})


def supports_remove(session, *args, **kwargs):
    """Core.Supports.Remove: packages the client no longer wants."""
    gone = set(_packages(args))
    known = session.protocol_flags.get(FLAG) or []
    session.update_flags(**{FLAG: [p for p in known if p not in gone]})


def house_offer(puppet):
    """What the lobby offers besides the tables, read from the house: each game a card
    room plays (the room `puppet` stands in first; its German name, the words that
    ask for it, how many play it, its usual match length and what it counts in), the
    match lengths and the
    computer players' strengths one may choose, and the waiting list."""
    from game.cardgames.presets import MATCH_TARGETS, make_options
    from game.house import rooms, waiting, wishes

    found = rooms.card_rooms()
    here = puppet.location if puppet is not None else None
    found.sort(key=lambda room: room != here)
    games, seen = [], set()
    for room in found:
        kind = rooms.kind(room)
        for preset, name in (kind.presets.items() if kind else ()):
            if preset in seen:
                continue
            seen.add(preset)
            games.append({"preset": preset, "name": name, "words": wishes.words_for(preset),
                          "players": wishes.players(preset),
                          "target": make_options(preset)["match_target"],
                          "unit": getattr(kind, "score_unit", "Punkte")})
    return {"games": games, "targets": list(MATCH_TARGETS),
            "strengths": list(wishes.STRENGTHS), "waiting": waiting.entries(),
            "everyday": everyday_offer()}


def everyday_offer():
    """Per family what comes anew every day: its puzzles (game/puzzles) and the
    day's deals (game/daily), as the lobby's buttons with the commands they send;
    the day's deals also with a `short` label for the lobby's compact row on top
    (a phone reaches them without scrolling)."""
    from game.cardgames.families import family_named, family_of
    from game.daily import deals, texts
    from game.puzzles import collection

    daily = {family_of(preset).name: preset for preset in deals.SETS}
    out = []
    for family in collection.families():
        buttons = [{"command": f"rätsel heute {family}", "label": "Rätsel des Tages"},
                   {"command": f"rätsel {family}", "label": "Nächstes Rätsel"}]
        preset = daily.get(family)
        if preset:
            word = next(w for w, p in deals.WORDS.items() if p == preset)
            buttons.append({"command": f"tagesspiel {word}",
                            "label": f"Tagesspiel ({deals.count(preset)} Spiele)",
                            "short": f"Tagesspiel {texts.SHORT.get(preset, texts.title(preset))}"})
        out.append({"family": family, "title": family_named(family).title,
                    "buttons": buttons})
    return out


def kartenrunde_tische(session, *args, **kwargs):
    """Kartenrunde.Tische: the lobby, every card table of the world, back as data."""
    from game.faces.lobbydata import lobby_state
    from game.faces.tabledata import send
    from game.people.friends import hidden_characters

    puppet = session.puppet
    if puppet is not None:
        send(puppet, kartenrunde_tische=lobby_state(
            puppet, house=house_offer(puppet), hidden=hidden_characters(puppet.account)))
