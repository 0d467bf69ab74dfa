"""After the game: the strong player judges every decision of one seat.

`judge(view, legal, chosen, rng)` weighs every legal move of a position
with only what the seat knew then (its view: never a hidden card): the
family's computer players (`FamilyAI.evaluate`, ai/family.py) deal the
hidden cards anew many times and play every move out on the same samples
as their `stark` player does; the means are compared here.  The family
says what is counted (`unit`: the 66 family game points, Gaigel the own
party's chance to win) and how big a loss is a mistake (`mistake`).  The
loss of a choice is the best mean minus the chosen move's mean.

`analyse(record, seat, seed)` does that for every decision of `seat` in a
finished game (replay.py) and `summary` builds the result: the decisions,
the mistakes (a loss of at least the family's `mistake`), the costliest one, the total
and German sentences.  A loss inside the noise of the samples (less than
`NOISE_FACTOR` standard errors of the paired difference) is no mistake: the
two moves count as equal.  Plain data in and out; the randomness comes from
the seed passed in, mixed with the view, so the same position is judged
the same way whatever the hidden cards really were.
"""

from __future__ import annotations

import json
import random
import zlib

from ..cards import command_ref
from ..families import family_of
from ..replay import decisions
from .family import players_of, players_of_family

#: A loss smaller than this many standard errors of the difference is noise.
NOISE_FACTOR = 2.0


def seed_of(view, seed) -> int:
    """The seed of one decision: the view (what the seat knew) and the seed passed in."""
    text = json.dumps(view, sort_keys=True, ensure_ascii=False)
    return zlib.crc32(text.encode("utf-8")) ^ (seed & 0xFFFFFFFF)


def judge(view, legal, chosen, rng, samples=None) -> dict:
    """The strong player's judgement of one decision.

    Args:
        view, legal: the seat's view and legal commands at that moment.
        chosen: the command the seat sent (canonical, in `legal`).
        rng: a `random.Random` for the samples.
        samples: a fixed sample count instead of the defaults (tests, bench).
    Returns:
        {"chosen", "best", "values": {command: mean}, "loss", "noise" (the
        standard error of the loss, from the samples both moves were played
        on), "unit" ("punkte" or "chance"), "samples", "sure" (the best move
        gave the same result on every sample: it ends the game at once)}.
    """
    players = players_of(view)
    runs, n = players.evaluate(view, legal, chosen, rng, samples)
    unit = players.unit
    runs = {c: r for c, r in runs.items() if r}
    values = {c: sum(r) / len(r) for c, r in runs.items()}
    full = [c for c in runs if len(runs[c]) == max(len(r) for r in runs.values())]
    best = max(full, key=lambda c: (values[c], c == chosen))
    loss = noise = 0.0
    if chosen in runs and chosen != best:
        common = min(len(runs[chosen]), len(runs[best]))
        gains = [b - c for b, c in zip(runs[best][:common], runs[chosen][:common])]
        loss = max(0.0, sum(gains) / common)
        noise = standard_error(gains)
    return {"chosen": chosen, "best": best, "values": values, "loss": loss, "noise": noise,
            "unit": unit, "samples": n, "sure": len(set(runs[best])) == 1}


def standard_error(xs) -> float:
    """The standard error of the mean of `xs` (0 for fewer than two)."""
    k = len(xs)
    if k < 2:
        return 0.0
    mean = sum(xs) / k
    return (sum((x - mean) ** 2 for x in xs) / (k - 1) / k) ** 0.5


def inside_noise(verdict) -> bool:
    """True if the verdict's loss is smaller than NOISE_FACTOR standard errors:
    the sampled deals cannot tell the two moves apart."""
    return verdict["loss"] < NOISE_FACTOR * verdict.get("noise", 0.0)


def is_mistake(verdict, mistake) -> bool:
    """A loss of at least `mistake` (the family's) that the samples really show (not noise)."""
    return verdict["loss"] >= mistake and not inside_noise(verdict)


# --- a whole game ------------------------------------------------------------

def positions(record, seat) -> list:
    """The decisions of `seat` worth judging: more than one real choice."""
    calls = family_of(record["preset"]).out_of_turn     # Gaigel's Aus: no choice of play
    out = []
    for d in decisions(record, seat):
        real = [c for c in d["legal"] if c not in calls]
        if len(real) > 1 or d["chosen"] in calls:
            out.append(d)
    return out


def judge_position(position, seed=0, samples=None) -> dict:
    """`judge` for one of `positions`, seeded from its view and `seed`."""
    rng = random.Random(seed_of(position["view"], seed))
    verdict = judge(position["view"], position["legal"], position["chosen"], rng, samples)
    verdict.update(trick=position["trick"], index=position["index"])
    return verdict


def analyse(record, seat, seed=0, samples=None, progress=None) -> dict:
    """Every decision of `seat` in the finished game `record`, judged; see `summary`.

    `progress(done, total)` is called after each decision (if given).
    """
    found = positions(record, seat)
    judged = []
    for i, position in enumerate(found):
        judged.append(judge_position(position, seed, samples))
        if progress:
            progress(i + 1, len(found))
    return summary(record, seat, judged)


def summary(record, seat, judged) -> dict:
    """The analysis from the judged decisions: mistakes, the costliest, the total."""
    players = players_of_family(family_of(record["preset"]))
    unit = players.unit
    mistakes = [j for j in judged if is_mistake(j, players.mistake)]
    worst = max(mistakes, key=lambda j: j["loss"]) if mistakes else None
    return {"seat": seat, "unit": unit, "decisions": judged, "mistakes": mistakes,
            "worst": worst, "total": sum(j["loss"] for j in mistakes)}


# --- German text --------------------------------------------------------------

def number(x, digits=1) -> str:
    """A German decimal: comma, and a minus sign (not a hyphen) below zero."""
    return f"{x:.{digits}f}".replace(".", ",").replace("-", "−")


def loss_words(loss, unit) -> str:
    """`im Mittel 0,6 Punkte` / `12 Prozentpunkte Gewinnchance`."""
    if unit == "chance":
        return f"{round(loss * 100)} Prozentpunkte Gewinnchance"
    return f"im Mittel {number(loss)} Punkte"


def move_words(text) -> str:
    """A command as words in a sentence, with card references (cards.render)."""
    words = text.split()
    if text.startswith("lege "):
        return f"⟨K:{text[5:]}⟩"
    for prefix, name in (("ge-elfen ", "Ge-Elfen mit"), ("höher hat ", "„Höher hat“ mit"),
                         ("andere alte ", "„Andere Alte“ mit")):
        if text.startswith(prefix):
            return f"{name} ⟨K:{text[len(prefix):]}⟩"
    if words[0] == "melde" and len(words) == 2:
        return f"Melden in ⟨F:{words[1]}⟩"
    return {"raube": "Trumpf rauben", "decke stapel": "Zudrehen", "genug": "Ansagen („genug“)",
            "aus": "Aus rufen", "fünf siebener": "Fünf Siebener zeigen",
            "dissle": "Dissle ansagen"}.get(text, f"„{command_ref(text)}“")


def decisions_words(count) -> str:
    return "Eine Entscheidung" if count == 1 else f"{count} Entscheidungen"


def figure(x, unit) -> str:
    """A mean as players read it: `1,51 Punkte` / `54 %`."""
    return f"{round(x * 100)} %" if unit == "chance" else f"{number(x, 2)} Punkte"


def difference(x, unit, dative=False) -> str:
    """A difference of means: `0,40 Punkte` / `12 Prozentpunkte` (after `von`: `Punkten`)."""
    ending = "n" if dative else ""
    if unit == "chance":
        return f"{round(x * 100)} Prozentpunkte{ending}"
    return f"{number(x, 2)} Punkte{ending}"


def samples_words(judged) -> str:
    """`40` or `16 bis 64`: how many sampled deals each decision was judged on."""
    counts = sorted({v["samples"] for v in judged if v.get("samples")})
    if not counts:
        return "vielen"
    return str(counts[0]) if len(counts) == 1 else f"{counts[0]} bis {counts[-1]}"


def explanation(result) -> str:
    """What the two figures of a row are, and when a difference is no mistake."""
    what = ("die Gewinnchance deiner Partei mit einem Zug" if result["unit"] == "chance"
            else "die Spielpunkte, die ein Zug im Mittel bringt")
    return (f"Die Zahlen sind {what} (deiner / der beste), ausgespielt über je "
            f"{samples_words(result['decisions'])} zufällig neu verteilte Kartenlagen (nur mit "
            "dem, was du damals wissen konntest). Weil es Stichproben sind, streuen die "
            "Zahlen: Liegt der Unterschied innerhalb der Streuung (± zwei Standardfehler), "
            "kann er Zufall sein, und die Züge gelten als gleichwertig.")


def sure_words(v, unit) -> str:
    """Why the better move was better when it ends the game at once with a
    smaller loss: `; Ansagen („genug“) hätte sicher nur 2 Punkte gekostet`."""
    best = v["values"][v["best"]]
    if unit == "chance" or not v.get("sure") or best >= 0:
        return ""
    cost = -best
    said = str(round(cost)) if abs(cost - round(cost)) < 1e-9 else number(cost, 2)
    return (f"; {move_words(v['best'])} hätte sicher nur {said} "
            f"{'Punkt' if said == '1' else 'Punkte'} gekostet")


def verdict_words(v, mistake, unit) -> str:
    """What a row means: the best move, equal within the noise, a bit or clearly worse."""
    mine, best = v["values"].get(v["chosen"], 0.0), v["values"][v["best"]]
    if v["chosen"] == v["best"] or v["loss"] == 0:
        return f"({figure(mine, unit)}): der beste Zug."
    figures = (f"({round(mine * 100)} % / {round(best * 100)} %)" if unit == "chance"
               else f"({number(mine, 2)} / {number(best, 2)})")
    spread = f"±{difference(NOISE_FACTOR * v.get('noise', 0.0), unit)}"
    gain = difference(v["loss"], unit)
    better = move_words(v["best"])
    if inside_noise(v):
        return (f"{figures}: gleichwertig – der Unterschied von "
                f"{difference(v['loss'], unit, dative=True)} liegt in der Streuung "
                f"der Stichproben ({spread}).")
    if not mistake:
        return (f"{figures}: {better} war etwas besser, um {gain} (Streuung {spread}) – zu "
                f"wenig für einen Fehler{sure_words(v, unit)}.")
    return (f"{figures}: {better} war besser, um {gain} – mehr als die Streuung "
            f"({spread}){sure_words(v, unit)}.  ← Fehler")


def report_lines(result) -> list:
    """The analysis as German lines with card references (render them for the reader):
    the count of mistakes, their cost and where the costliest was, what the figures
    are, then one row per decision. Each mistake is told once, in its row („← Fehler“)."""
    unit = result["unit"]
    judged = result["decisions"]
    mistakes = result["mistakes"]
    if not judged:
        return ["In diesem Spiel hattest du keine Wahl: jeder deiner Züge war der einzige erlaubte."]
    if len(mistakes) == 1:
        lines = [f"{decisions_words(len(judged))}, ein Fehler: im {mistakes[0]['trick']}. Stich, "
                 f"er kostete {loss_words(result['total'], unit)}."]
    elif mistakes:
        lines = [f"{decisions_words(len(judged))}, {len(mistakes)} Fehler, zusammen "
                 f"{loss_words(result['total'], unit)}; der teuerste im "
                 f"{result['worst']['trick']}. Stich."]
    else:
        lines = [f"{decisions_words(len(judged))}, kein Fehler – der starke "
                 "Computerspieler hätte nirgends klar besser gespielt."]
    head = "Gewinnchance" if unit == "chance" else "Punkte im Mittel"
    lines.append(explanation(result))
    lines.append(f"Stich  dein Zug  →  bester Zug  ({head}: deiner / bester)")
    for v in judged:
        same = v["chosen"] == v["best"] or v["loss"] == 0
        lines.append(f"{v['trick']:4}.  {move_words(v['chosen'])}"
                     f"{'' if same else '  →  ' + move_words(v['best'])}  "
                     f"{verdict_words(v, v in mistakes, unit)}")
    return lines
