"""Zwölferle behind the one `Game`: the toy family's `FAMILY` (tests only).

It answers what the seam, the match, the records and the table ask of a kind
of game, as sixtysix/family.py and gaigel/family.py do, in one module: the
words (`lege`, `melde`, `aus`), the German texts, the events, the Abrechnung,
the moves as data and its part of the view. Nothing outside tests/ knows it.
"""

from __future__ import annotations

from game.cardgames.cards import (
    SUITS, CardTextError, card_ref, card_text, cards_of, normalize, parse_face, suit_name,
    suit_of, suit_ref,
)
from game.cardgames.errors import IllegalMove
from game.cardgames.kinds import Event, MoveKind, Outcome, Refusal
from game.cardgames.moves import Move
from game.cardgames.result import Result
from game.cardgames.words import parse_command

from .core import AUS, DECK, MELD, Zwoelferle, ToyRules, pair

NAME = "zwoelferle"
PRESETS = {NAME: {"players": 2, "talon": False, "marriage_values": [20, 40],
                  "aus_points": 40, "match_target": 7}}
DESCRIPTIONS = {NAME: "Zwölferle: zwölf Karten zu zweit, ein Paar zu melden, Aus aus jeder Lage."}
RULES_TEXT = """|wZwölferle|n

|wDas Blatt.|n Zwölf Karten: Ass (11 Augen), König (4) und Ober (3) in vier Farben,
zusammen 72 Augen. Jeder bekommt sechs; die letzte Karte des Gebers zeigt Trumpf.

|wDas Spiel.|n Wer nach dem Geber sitzt, spielt aus. Farbe muss bedient werden;
stechen muss man nicht. Trumpf sticht, sonst die höhere Karte der ausgespielten
Farbe. Wer den Stich nimmt, spielt aus.

|wMelden.|n Wer ausspielt, darf König und Ober einer Farbe zeigen: |wmelde <farbe>|n,
20 Augen, in Trumpf 40.

|wAus.|n Jederzeit, auch wenn du nicht am Zug bist: |waus|n. Mit 40 Augen oder mehr
gewinnst du (2 Punkte), darunter verlierst du (2 Punkte für die andere Seite).
Ausgespielt gewinnt, wer mehr Augen hat (1 Punkt)."""
WORDS_HINT = " Möglich sind „lege <karte>“, „melde <farbe>“ und „aus“."


def _check_option(key, value):
    if key == "players":
        if value != 2:
            raise ValueError("Zwölferle spielen zwei.")
    elif key == "match_target":
        if value not in (3, 7, 11) or isinstance(value, bool):
            raise ValueError("Gespielt wird bis 3, 7 oder 11.")
    elif key == "aus_points":
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 72:
            raise ValueError("Einstellung aus_points braucht eine Zahl von 1 bis 72.")
    elif key == "marriage_values":
        if not (isinstance(value, (list, tuple)) and len(value) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
            raise ValueError("Einstellung marriage_values braucht zwei Zahlen.")
        value = list(value)
    elif key == "talon":
        if value is not False:
            raise ValueError("Zwölferle hat keinen Stapel.")
    return value


def command_of(move) -> str:
    if move >= AUS:
        return "aus"
    if move >= MELD:
        return f"melde {SUITS[move - MELD]}"
    return f"lege {card_text(move)}"


def move_data(st, seat, move, command) -> Move:
    if move >= AUS:
        return Move(MoveKind.AUS, command, f"Aus rufen (wer {st.rules.goal} hat)",
                    points=st.rules.goal, out_of_turn=True, name="Aus!")
    if move >= MELD:
        suit = move - MELD
        points = st.rules.marriage_values[suit == st.trump]
        return Move(MoveKind.MELD, command, f"{suit_ref(suit)} melden ({points})",
                    cards=tuple(card_text(c) for c in cards_of(pair(suit))),
                    suit=suit_name(suit), points=points, name="Melden")
    return Move(MoveKind.CARD, command, f"Legen: {card_ref(move)}", cards=(card_text(move),),
                name="Legen")


# --- texts ----------------------------------------------------------------------

def not_your_turn(st, seat, names) -> str:
    if st.over:
        return "Das Spiel ist schon aus."
    return f"Jetzt ist {names[st.turn]} am Zug, nicht du – nur „aus“ geht immer."


def why_not(st, seat, kind, arg) -> IllegalMove:
    """The German refusal of a move the rules do not allow now."""
    if kind == "lege":
        if not st.hands[seat] >> arg & 1:
            return IllegalMove(f"{card_ref(arg)} hast du nicht auf der Hand.",
                               Refusal.NOT_IN_HAND, MoveKind.CARD, (card_text(arg),))
        led = suit_of(st.trick[0])
        return IllegalMove(f"Du musst {suit_ref(led)} bedienen.", Refusal.CARD_NOT_ALLOWED,
                           MoveKind.CARD, (card_text(arg),))
    if st.trick:
        text = "Melden darfst du nur, bevor du ausspielst."
    elif arg is not None and st.melded[seat] >> arg & 1:
        text = f"{suit_ref(arg)} hast du schon gemeldet."
    else:
        text = "Zum Melden brauchst du König und Ober einer Farbe."
    return IllegalMove(text, Refusal.NOT_ALLOWED, MoveKind.MELD)


def trick_reason_of(cards, trump) -> str:
    if any(suit_of(c) == trump for c in cards) and suit_of(cards[0]) != trump:
        return "der Trumpf sticht"
    return "die höhere Karte der ausgespielten Farbe"


# --- events -----------------------------------------------------------------------

def snapshot(st):
    return (len(st.history), len(st.melds))


def build_events(before, st, seat, move, names) -> list:
    n_hist, n_melds = before
    name = names[seat]
    if move >= AUS:
        return [{"kind": Event.AUS, "seat": seat, "text": f"{name} ruft: Aus!"},
                end_event(st, names)]
    if move >= MELD:
        _, suit, value = st.melds[-1]
        return [{"kind": Event.MELD, "seat": seat, "suit": SUITS[suit], "points": value,
                 "text": f"{name} meldet {value} in {suit_ref(suit)}."}]
    events = [{"kind": Event.PLAY, "seat": seat, "card": card_text(move),
               "text": f"{name} legt {card_ref(move)}."}]
    if len(st.history) > n_hist:
        leader, cards, winner = st.history[-1]
        events.append({"kind": Event.TRICK, "seat": winner,
                       "text": f"{names[winner]} nimmt den Stich "
                               f"({trick_reason_of(cards, st.trump)})."})
    if st.over:
        events.append(end_event(st, names))
    return events


def end_event(st, names):
    return {"kind": Event.END, "seat": None, "text": reason_text(st, names)}


# --- the Abrechnung -------------------------------------------------------------

def reason_text(st, names) -> str:
    o = st.outcome
    winner = names[o["winner"]]
    if o["kind"] == Outcome.AUS:
        return f"{names[o['seat']]} hat {st.points(o['winner'])} und ruft richtig Aus."
    if o["kind"] == Outcome.UNTERGAIGEL:
        return f"{names[o['seat']]} ruft Aus zu früh – {winner} gewinnt."
    return f"Ausgespielt: {winner} hat die meisten Punkte."


def details(st) -> dict:
    o = st.outcome
    sides = [{"seats": [s], "card_points": st.card_pts[s], "marriages": st.meld_pts[s],
              "total": st.points(s), "tricks": st.tricks[s],
              "taken": [card_text(c) for c in cards_of(st.taken[s])]} for s in (0, 1)]
    return {"kind": o["kind"], "seat": o["seat"] if o["seat"] >= 0 else None,
            "winner_side": o["winner"], "game_points": o["game_points"], "sides": sides}


def make_result(st, names) -> Result:
    o = st.outcome
    points = [0, 0]
    points[o["winner"]] = o["game_points"]
    reason = reason_text(st, names)
    lines = ["Abrechnung:"]
    for s in (0, 1):
        taken = ", ".join(card_ref(c) for c in cards_of(st.taken[s])) or "nichts"
        lines.append(f"{names[s]}: Stiche {st.card_pts[s]} + Meldungen {st.meld_pts[s]} "
                     f"= {st.points(s)} Augen\n  genommen: {taken}")
    lines.append(f"Spielende: {reason} {names[o['winner']]} bekommt {o['game_points']} "
                 f"{'Punkt' if o['game_points'] == 1 else 'Punkte'}.")
    return Result(points=points, striche=[0, 0], winners=[o["winner"]], details=details(st),
                  leaderboard=list(points),
                  templates={"reason": reason, "settlement": "\n".join(lines)})


# --- the family -------------------------------------------------------------------

class ToyFamily:
    """Zwölferle (tests only): what makes its games."""

    name = NAME
    ai = "tests.toy.players"     # its computer players (game/cardgames/ai/family.py)
    title = "Zwölferle"
    presets = PRESETS
    descriptions = DESCRIPTIONS
    rules_text = RULES_TEXT      # what `regeln` shows (the house's games: world/help_entries)
    grace_time = False
    out_of_turn = ("aus",)
    striche = False
    in_order = staticmethod(cards_of)
    build_events = staticmethod(build_events)
    snapshot = staticmethod(snapshot)
    settle = staticmethod(make_result)
    check_option = staticmethod(_check_option)

    @staticmethod
    def moves(st, seat, legal_map) -> tuple:
        return tuple(move_data(st, seat, move, command) for command, move in legal_map.items())

    @staticmethod
    def low_label(options) -> str:
        return "A"  # the lowest card that exists here: the Ober

    @staticmethod
    def rules(preset, options):
        return ToyRules(preset, options)

    @staticmethod
    def shuffled(rules, dealer, rng):
        return Zwoelferle.shuffled(rules, dealer, rng)

    @staticmethod
    def from_dict(rules, data):
        return Zwoelferle.from_dict(rules, data)

    @staticmethod
    def from_deal(rules, dealer, deal):
        hands = deal.get("hands")
        if not isinstance(hands, list) or len(hands) != 2:
            raise ValueError("Die Verteilung braucht zwei Hände.")
        try:
            parsed = [[parse_face(c) for c in hand] for hand in hands]
        except CardTextError as exc:
            raise ValueError(str(exc)) from None
        if sorted(c for h in parsed for c in h) != sorted(DECK) or any(
                len(h) != 6 for h in parsed):
            raise ValueError("Die Verteilung braucht zweimal sechs der zwölf Karten.")
        return Zwoelferle.dealt(rules, dealer, parsed)

    @staticmethod
    def to_act(st):
        return None if st.over else st.turn

    @staticmethod
    def in_grace(st) -> bool:
        return False

    @staticmethod
    def legal_map(st, seat) -> dict:
        return {command_of(m): m for m in st.legal_moves(seat)}

    @staticmethod
    def play_command(card, opening=None) -> str:
        return f"lege {card}"

    @staticmethod
    def move_for(st, seat, text, names):
        if st.over:
            raise IllegalMove("Das Spiel ist schon aus.", Refusal.GAME_OVER)
        if isinstance(text, str) and normalize(text) == "aus":
            return AUS + seat, "aus"
        kind, arg = parse_command(text, hint=WORDS_HINT)
        if kind not in ("lege", "melde"):
            raise IllegalMove(f"Das gibt es beim Zwölferle nicht.{WORDS_HINT}",
                              Refusal.NOT_UNDERSTOOD)
        if seat != st.turn:
            raise IllegalMove(not_your_turn(st, seat, names), Refusal.NOT_YOUR_TURN,
                              MoveKind.CARD if kind == "lege" else MoveKind.MELD)
        if kind == "melde" and arg is None:
            suits = [s for s in range(4) if st.may_meld(seat, s)]
            if len(suits) != 1:
                raise why_not(st, seat, kind, None) if not suits else IllegalMove(
                    "Welches Paar willst du melden?", Refusal.WHICH, MoveKind.MELD)
            arg = suits[0]
        move = arg if kind == "lege" else MELD + arg
        if move not in st.legal_moves(seat):
            raise why_not(st, seat, kind, arg)
        return move, command_of(move)

    @staticmethod
    def end_grace(st):
        raise IllegalMove("Jetzt läuft keine Nachspielzeit.", Refusal.NO_GRACE)

    @staticmethod
    def parties(st):
        return (0, 1)

    @staticmethod
    def view(st, seat, fam, t, res) -> dict:
        def trick_list(leader, cards):
            return [{"seat": (leader + i) % 2, "card": t(c)} for i, c in enumerate(cards)]

        return {
            "game": NAME,
            "forehand": st.order[0],
            "shown_trump": t(st.shown_trump),
            "trick": trick_list(st.leader, st.trick),
            "tricks": [{"leader": ld, "cards": trick_list(ld, cs), "winner": w}
                       for ld, cs, w in st.history],
            "marriages": [{"seat": s, "suit": suit_name(su, fam), "points": v}
                          for s, su, v in st.melds],
            "aus_points": st.rules.goal,
            "result": ({"points": res.points, "winners": res.winners,
                        "reason": res.text("reason", fam),
                        "settlement": res.text("settlement", fam)} if res else None),
        }

    @staticmethod
    def trick_reason(view) -> str:
        cards = [parse_face(c["card"]) for c in view["tricks"][-1]["cards"]]
        return trick_reason_of(cards, suit_of(parse_face(f"{view['trump']} ass")))


FAMILY = ToyFamily()
