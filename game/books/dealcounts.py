"""
Deal statistics per character: counters of what was dealt, booked once per game.

When a game ends (gameend.game_ended, not for a game `nochmal`) every seat
that played it (people and computer players; not a seat sitting out, not a
person a stand-in played for) adds its dealt hand to its counters, keyed by
the table and the game (the records' booking key), so a resumed table never
counts a game twice. A person also counts the hands of the computer players
who played against them. The counters are small histograms in one Attribute
`dealstats`: reading them is a few sums, the odds behind them are exact
(game/cardgames/dealstats.py) and kept once computed. `render` turns plain
counters into the text without touching the database, so `statistik` can run
it in a thread while odds are still to be computed (`heavy`).
"""


from game.cardgames import dealstats, ranking

from game.books import gamelog
from game.common.stored import write_value
from game.common.things import is_card_player
from game.faces.grammar import ACC, DAT, person

ATTRIBUTE = "dealstats"
KEEP_KEYS = 200
#: figure -> German label
LABELS = {"trumps": "Trümpfe je Hand", "aces": "Asse (Sau, Daus) je Hand",
          "marriages": "Paare (König und Ober) je Hand"}
RANK_WORDS = ("Ass", "Zehn", "König", "Ober", "Unter", "Neun/Sieben")
#: what the figures and their test mean, under every `statistik`
TEST_NOTE = ("Was zu erwarten ist, ist aus dem Blatt genau berechnet. Geprüft wird mit dem "
             "Chi-Quadrat-Test: Er misst, wie weit die gezählten Hände von den zu "
             "erwartenden abweichen, und p sagt, wie oft der reine Zufall eine mindestens so "
             "große Abweichung brächte; p unter 0,05 (seltener als jedes zwanzigste Mal) gilt "
             "als auffällig. Nachprüfen lässt sich jede Mischung mit |wmischung prüfen|n.")


def stats_of(obj):
    """A plain copy of `obj`'s counters."""
    return _plain(obj.attributes.get(ATTRIBUTE, default=None) or {})


def _plain(data):
    return gamelog.plain(data)


def add_hand(section, key, figures):
    """Count one hand (`figures`) in `section` under situation `key`."""
    entry = section.setdefault(key, {"hands": 0})
    entry["hands"] += 1
    for figure in dealstats.FIGURES:
        hist = entry.setdefault(figure, {})
        value = str(figures[figure])
        hist[value] = hist.get(value, 0) + 1


def book(obj, key, kind, mine, computers, trump):
    """Add one game to `obj`'s counters once: its hand `mine` (situation, figures)
    or None, the computer opponents' hands, the trump card's (rank set, rank)."""
    data = stats_of(obj)
    booked = list(data.get("booked") or [])
    if key in booked:
        return False
    per_kind = data.setdefault(kind, {})
    if mine:
        add_hand(per_kind.setdefault("me", {}), *mine)
    for hand in computers:
        add_hand(per_kind.setdefault("computers", {}), *hand)
    ranks_key, rank = trump
    trumps = per_kind.setdefault("trump_rank", {}).setdefault(ranks_key, {})
    trumps[str(rank)] = trumps.get(str(rank), 0) + 1
    data["booked"] = (booked + [key])[-KEEP_KEYS:]
    write_value(obj, ATTRIBUTE, data)
    return True


def game_ended(sender, match, key, practice, **kwargs):
    """A game is over: every seat that played it counts its dealt hand."""
    if practice:
        return
    noted = gamelog.noted_deal(sender, match)
    if noted is None:
        return
    book_game(sender, match, key, noted["deal"], noted["dealer"])


def book_game(table, match, key, deal, dealer):
    kind = ranking.game_kind(match.preset)
    game = match.game
    sides = [game.view(seat)["side"] for seat in range(game.seats)]
    entries = table.seats.entries()
    hands = []
    for seat in range(game.seats):
        figures = dealstats.figures(deal, seat, dealer)
        situation = dealstats.situation(match.preset, match.options, seat, dealer)
        hands.append((situation, figures) if figures else None)
    ranks = dealstats.situation(match.preset, match.options, 0, dealer).split(":")[2]
    trump = (ranks, dealstats.trump_rank(deal, dealer))
    for seat, entry in enumerate(entries):
        if not entry or hands[seat] is None or sides[seat] == -1:
            continue
        if not entry["npc"] and match.index in (entry.get("stood_in") or []):
            continue  # a stand-in played: the game is not booked for the person
        obj = table.seats.occupant(seat)
        if obj is None:
            continue
        computers = [] if entry["npc"] else [
            hands[other] for other, e in enumerate(entries)
            if e and e["npc"] and hands[other] and sides[other] not in (sides[seat], -1)]
        book(obj, f"{table.id}:{key}", kind, hands[seat], computers, trump)


# --- reading ---------------------------------------------------------------------

def summary(section):
    """Per figure over every situation of `section`: hands, observed and expected
    means, the histogram against the expected one and the test (or None)."""
    out = {}
    for figure in dealstats.FIGURES:
        hands = 0
        observed, expected = {}, {}
        total = 0
        for key, entry in (section or {}).items():
            n = entry["hands"]
            hands += n
            for value, count in (entry.get(figure) or {}).items():
                observed[int(value)] = observed.get(int(value), 0) + count
                total += int(value) * count
            for value, p in dealstats.odds(key)[figure].items():
                expected[value] = expected.get(value, 0) + n * p
        if not hands:
            continue
        out[figure] = {
            "hands": hands, "mean": total / hands,
            "expected": float(sum(v * e for v, e in expected.items()) / hands),
            "observed": observed, "expected_counts": {v: float(e) for v, e in expected.items()},
            "test": dealstats.compare(observed, expected),
        }
    return out


def trump_summary(per_kind):
    """The face-up trump card's rank: counts per rank against the deck's share."""
    observed, expected, games = {}, {}, 0
    for ranks, hist in (per_kind.get("trump_rank") or {}).items():
        n = sum(hist.values())
        games += n
        present = [int(r) for r in ranks]
        for rank, count in hist.items():
            observed[int(rank)] = observed.get(int(rank), 0) + count
        for rank in present:  # each rank has as many cards in the deck: alike likely
            expected[rank] = expected.get(rank, 0) + n / len(present)
    if not games:
        return None
    return {"games": games, "observed": observed, "expected_counts": expected,
            "test": dealstats.compare(observed, expected)}


def verdict(test):
    """The plain German sentence on a test."""
    if test is None:
        return "Für einen Test sind es noch zu wenige Spiele."
    p = f"{test['p']:.2f}".replace(".", ",")
    if test["p"] >= dealstats.LEVEL:
        return f"Das liegt im Rahmen des Zufalls (p = {p})."
    return (f"Das weicht mehr ab, als der Zufall meist bringt (p = {p}); bei vielen "
            "Zahlen kommt so etwas etwa jedes zwanzigste Mal auch ganz zufällig vor.")


def number(value):
    return f"{value:.2f}".replace(".", ",")


def text(obj, kinds, mine=True):
    """`statistik`: the figures of `kinds` ("66", "gaigel") for `obj`."""
    return render(stats_of(obj), kinds, words_for(obj, mine))


def words_for(obj, mine):
    """The phrases `render` names `obj` with (read here, on the server's thread)."""
    return {"whose": "deine Karten" if mine else f"die Karten von {person(obj, DAT)}",
            "hands": "Deine Hände" if mine else f"Hände von {person(obj, DAT)}",
            "against": "dich" if mine else person(obj, ACC),
            "has": "Du hast" if mine else f"{obj.key} hat"}


def heavy(data, kinds):
    """Whether rendering `data` computes exact odds first (up to a tenth of a second
    each): then `statistik` renders it off the reactor (commands/fairness.py)."""
    return any(not dealstats.odds_ready(key) for kind in kinds
               for part in ("me", "computers")
               for key in ((data.get(kind) or {}).get(part) or {}))


def render(data, kinds, words):
    """The `statistik` text of counters `data` (stats_of) with the phrases of
    `words_for`: plain data in, text out, so it may run in a thread."""
    lines = [f"|wAusgeteilt: {words['whose']} gegen den Zufall|n"]
    any_games = False
    for kind in kinds:
        per_kind = data.get(kind) or {}
        trump = trump_summary(per_kind)
        if not trump:
            continue
        any_games = True
        games = trump["games"]
        lines.append(f"|w{ranking.KINDS[kind]}|n ({games} {'Spiel' if games == 1 else 'Spiele'})")
        for part, label in (("me", words["hands"]),
                            ("computers", f"Hände der Computerspieler gegen {words['against']}")):
            rows = summary(per_kind.get(part))
            if not rows:
                continue
            lines.append(f"  {label}:")
            for figure, row in rows.items():
                lines.append(f"    {LABELS[figure]}: {number(row['mean'])}, zu erwarten "
                             f"{number(row['expected'])} ({row['hands']} "
                             f"{'Hand' if row['hands'] == 1 else 'Hände'}). "
                             + verdict(row["test"]))
        counts = ", ".join(f"{RANK_WORDS[r]} {trump['observed'].get(r, 0)} "
                           f"(erwartet {number(e)})"
                           for r, e in sorted(trump["expected_counts"].items()))
        lines.append(f"  Aufgedeckter Trumpf: {counts}. " + verdict(trump["test"]))
    if not any_games:
        return (f"{words['has']} noch kein gewertetes Spiel"
                f"{'' if len(kinds) > 1 else ' ' + ranking.KINDS[kinds[0]]} gespielt; "
                "danach steht hier, was ausgeteilt wurde.")
    lines.append(TEST_NOTE)
    return "\n".join(lines)


def chart(obj, kind):
    """The figures of one kind as data for the website's bar chart."""
    per_kind = stats_of(obj).get(kind) or {}
    out = {"kind": kind, "name": ranking.KINDS[kind], "parts": []}
    for part in ("me", "computers"):
        rows = summary(per_kind.get(part))
        out["parts"].append({"part": part, "rows": [
            {"label": LABELS[f], "mean": r["mean"], "expected": r["expected"],
             "hands": r["hands"], "verdict": verdict(r["test"])} for f, r in rows.items()]})
    return out


def is_public(obj):
    """Computer players' figures are public; a person's when they said so."""
    return is_card_player(obj) or bool(obj.db.statistik_public)
