"""Does a `Kartenrunde.Tisch` state say what the text said? (66 for two.)

`StateChecker.check(state, text)` compares one state with the text the
player was sent just before it (the table sends the narration and the table
text first, then the state): the table lines (trump, face-up card, talon,
trick, the others' card counts, the hand in its order, whose turn), every
card played, every trick taken with its reason, melds, the talon after
drawing, tricks won in this deal, and the match score as the last
„Stand der Partie“ line gave it. The reader's own deeds come in the second
person („Du legst …“, „Du nimmst den Stich …“) and count as its seat's. It also checks the state's own sums (hand
size, whose turn) and that every label is in the reader's card names.
"""

import re

#: short ranks of the table text -> the words of a label, per card family
RANKS = {"deutsch": {"A": "Ass", "10": "Zehn", "K": "König", "O": "Ober", "U": "Unter",
                     "9": "Neun", "7": "Sieben"},
         "französisch": {"A": "Ass", "10": "Zehn", "K": "König", "D": "Dame", "B": "Bube",
                         "9": "Neun", "7": "Sieben"}}
SUITS = {"deutsch": ("Eichel", "Laub", "Herz", "Schellen"),
         "französisch": ("Kreuz", "Pik", "Herz", "Karo")}

#: a deed of someone's (the reader's own in the second person: „Du legst …“)
PLAYED = re.compile(r"^(.+?) legs?t (\S+ \S+)\.$", re.M)
TAKEN = re.compile(r"^(.+?) nimms?t den Stich \((.+?)\), (\d+) Augen\.$", re.M)
MELDED = re.compile(r"^(.+?) meldes?t (\d+) in (\S+?)[ .]", re.M)
YOU = "Du"
TALON_LEFT = re.compile(r"im Stapel noch (\d+) Karten\.")
SCORE = re.compile(r"Stand der Partie \((\w+)\): (.+?) \(gespielt wird bis (\d+) Punkte\)\.")
START = re.compile(r"Eine Partie \S+ beginnt \((.+?); gespielt wird bis (\d+) Punkte\)")
DEAL = re.compile(r"Eine Partie \S+ beginnt|Neues Spiel, \S+ gibt\.")


class StateChecker:
    """Checks the states of one seat through a match, keeping what the text told."""

    def __init__(self, family):
        self.family = family
        self.short = {f"{suit} {word}": f"{suit}-{rank}" for suit in SUITS[family]
                      for rank, word in RANKS[family].items()}
        self.score = None  # {name: points} as the text last gave it
        self.target = None
        self.taken = {}  # name -> tricks taken in this deal, from the text
        self.labels = set()  # every card label the states used
        self.checked = 0
        self.tables = 0  # states compared with a whole table text

    def label_ok(self, label):
        assert label in self.short, f"{label!r} is not a card in {self.family} names"
        self.labels.add(label)
        return self.short[label]

    def check(self, state, text):
        """`text`: everything the player read since the state before this one."""
        assert text.strip(), f"a state came without any text:\n{state}"
        names = [s["name"] for s in state["seats"]]
        self.own_sums(state)
        text = re.sub(rf"^{YOU} (?=legst |nimmst den Stich |meldest )",
                      names[state["seat"]] + " ", text, flags=re.M)  # the reader's own deeds
        self.follow_text(text, names)
        deals = list(DEAL.finditer(text))
        text = text[deals[-1].end():] if deals else text  # what came of this deal
        if "Trumpf ist" in text:
            self.table_lines(state, text[text.rfind("Trumpf ist"):], names)
            self.tables += 1
        for name, label in PLAYED.findall(text):
            seat = names.index(name)
            cards = [(c["seat"], c["label"]) for c in state["trick"]]
            if state["last_trick"]:
                cards += [(c["seat"], c["label"]) for c in state["last_trick"]["cards"]]
            assert (seat, label) in cards, (f"{name} legt {label}", state["trick"],
                                            state["last_trick"])
        taken = TAKEN.findall(text)
        if taken:
            name, reason, _ = taken[-1]
            assert state["trick"] == [] or state["over"], state["trick"]
            assert state["last_trick"]["winner"] == names.index(name), state["last_trick"]
            assert state["last_trick"]["reason"] == reason, (reason, state["last_trick"])
        for name, points, suit in MELDED.findall(text):
            assert {"seat": names.index(name), "suit_label": suit, "points": int(points)} in [
                {"seat": m["seat"], "suit_label": m["label"], "points": m["points"]}
                for m in state["marriages"]], (name, points, suit, state["marriages"])
        left = TALON_LEFT.findall(text)
        if left:
            assert state["talon"]["count"] == int(left[-1]), (left, state["talon"])
        if "Der Stapel ist aufgebraucht" in text:
            assert state["talon"]["count"] == 0, state["talon"]
        assert state["tricks_won"] == [self.taken.get(n, 0) for n in names], (
            state["tricks_won"], self.taken)
        score = state["score"]
        assert score["target"] == self.target, (score, self.target)
        assert {names[p["seats"][0]]: p["score"] for p in score["parties"]} == self.score, (
            score, self.score)
        self.checked += 1

    def own_sums(self, state):
        """What a state must say of itself: hand size, whose turn, card names."""
        me = state["seat"]
        assert state["card_names"] == self.family
        assert state["my_turn"] == (state["to_act"] == me and me is not None)
        assert len(state["hand"]) == state["seats"][me]["cards"], state
        assert [c["number"] for c in state["hand"]] == list(range(1, len(state["hand"]) + 1))
        assert state["trump"]["label"] in SUITS[self.family], state["trump"]
        for card in state["hand"]:
            assert set(card) >= {"card", "label", "number", "playable", "command"}, card
            self.label_ok(card["label"])
            if card["playable"] and state["my_turn"]:
                assert card["command"], card
        for card in state["trick"] + ([state["trump_card"]] if state["trump_card"] else []):
            self.label_ok(card["label"])
        for meld in state["marriages"]:
            assert meld["label"] in SUITS[self.family], meld

    def follow_text(self, text, names):
        """Keep the score, the target and the tricks taken that the text tells."""
        start = START.search(text)
        if start:
            self.target = int(start.group(2))
            self.score = {name: 0 for name in start.group(1).split(", ")}
        for unit, parts, target in SCORE.findall(text):
            assert unit == "Punkte"
            self.target = int(target)
            self.score = {}
            for part in parts.split(", "):
                name, points = part.rsplit(" ", 1)
                self.score[name] = int(points)
        if DEAL.search(text):  # a new deal: count its tricks from here
            self.taken = {}
            text = text[max(m.end() for m in DEAL.finditer(text)):]
        for name, _, _ in TAKEN.findall(text):
            self.taken[name] = self.taken.get(name, 0) + 1

    def table_lines(self, state, block, names):
        """The table text, line for line, as the state would write it."""
        me = state["seat"]
        talon = state["talon"]
        parts = [f"Trumpf ist {state['trump']['label']}"]
        if state.get("shown_trump"):  # 66 zu viert: the dealer's card set trump
            parts.append(f"{names[state['dealer']]} hat {self.label_ok(state['shown_trump']['label'])} "
                         "aufgedeckt")
        if state["trump_card"]:
            parts.append(f"aufgedeckt liegt {self.label_ok(state['trump_card']['label'])}")
        if talon["closed"]:
            parts.append(f"der Stapel ist zugedreht ({talon['count']} Karten)")
        elif talon["count"]:
            parts.append(f"im Stapel {talon['count']} Karten")
        else:
            parts.append("der Stapel ist aufgebraucht")
        trick = ", ".join(f"{names[c['seat']]}: {self.label_ok(c['label'])}"
                          for c in state["trick"]) or "noch leer"
        others = ", ".join(f"{s['name']} {s['cards']}" for s in state["seats"]
                           if s["seat"] != me and not s["sitting_out"])
        hand = "  ".join(f"{c['number']} {self.label_ok(c['label'])}{' (neu)' if c.get('new') else ''}"
                         for c in state["hand"])  # a card just drawn: „(neu)“
        if state["over"]:
            turn = "Das Spiel ist vorbei."
        elif state["my_turn"]:
            turn = "Du bist am Zug."
        elif state["to_act"] is not None:
            turn = f"{names[state['to_act']]} ist am Zug."
        else:
            turn = ""
        expected = [", ".join(parts) + ".", f"Im Stich: {trick}", f"Karten in der Hand: {others}",
                    f"Deine Karten: {hand or '(keine Karten mehr)'}"]
        shown = [line.replace("*", " ") for line in block.splitlines()]
        assert shown[:4] == expected, (shown[:6], expected)
        assert turn in shown[4:6], (shown[:6], turn)
