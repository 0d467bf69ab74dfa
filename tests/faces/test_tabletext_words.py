"""What players read at and after the table says the rules right (issue 27):
partners named as partners, Schwarz and Schneider, robbing, the Aus hint,
drawn cards."""

from game.books import gamelog
from game.cardgames import new_game
from game.cardgames.replay import deal_of, record_of


class Kept:
    """An object with the `gamelog` Attribute only."""

    def __init__(self, *records):
        import json

        self.attributes = self
        self.texts = [json.dumps(r) for r in records]

    def get(self, key, default=None):
        return self.texts


def kept_record(preset, names, seat, seed=1):
    game = new_game(preset, seed=seed, names=names)
    record = record_of(game, deal_of(game), extra={"when": 0, "title": preset})
    return dict(record, seat=seat)


def test_partien_names_the_partner_with_and_the_others_against_in_gaigel_zu_viert():
    names = ["Anna", "Wengerter Gottlob", "Tante Frieda", "Karle"]
    text = gamelog.list_text(Kept(kept_record("gaigel4", names, 0)))
    assert "mit Tante Frieda gegen Wengerter Gottlob und Karle" in text


def test_partien_names_two_partners_in_gaigel_zu_sechst():
    names = ["A", "B", "C", "D", "E", "F"]
    text = gamelog.list_text(Kept(kept_record("gaigel6", names, 1)))
    assert "mit D und F gegen A, C und E" in text


def test_partien_names_the_partner_in_66_zu_viert():
    names = ["Anna", "Ferdl", "Jörg", "Mizzi"]
    text = gamelog.list_text(Kept(kept_record("vierer", names, 3)))
    assert "mit Ferdl gegen Anna und Jörg" in text


def test_partien_without_partners_says_only_against():
    text = gamelog.list_text(Kept(kept_record("66", ["Anna", "Ferdl"], 0)))
    assert "gegen Ferdl" in text and "mit " not in text.split("\n")[1]


# --- rules in words ------------------------------------------------------------

def test_three_points_in_the_records_are_called_schwarz_not_schneider():
    from game.commands.records import CmdBilanz
    from game.books.records import PERSONAL

    label = dict(PERSONAL["66"])["three_points"]
    assert "Schwarz" in label and "Schneider" not in label
    assert "Schneider oder Schwarz" not in CmdBilanz.__doc__


def refusal(game, seat, text):
    from game.cardgames import IllegalMove

    before = game.to_json()
    try:
        game.act(seat, text)
    except IllegalMove as exc:
        assert game.to_json() == before
        return str(exc)
    raise AssertionError(f"{text} was accepted")


def test_tausche_when_the_trump_nine_itself_lies_face_up_says_nothing_to_rob():
    from tests.helpers.tables import DEAL_66

    deal = dict(DEAL_66, trump="eichel neun",
                hands=[["herz ass", "herz könig", "herz ober", "schellen zehn", "laub neun",
                        "laub zehn"], DEAL_66["hands"][1]],
                talon=["eichel unter" if c == "laub neun" else c for c in DEAL_66["talon"]])
    text = refusal(new_game("66", deal=deal, dealer=1), 0, "tausche")
    assert "liegt schon Eichel Neun" in text and "nichts zu rauben" in text
    assert "brauchst du" not in text


def test_raube_in_gaigel_with_a_seven_turned_up_says_nothing_to_rob():
    from tests.engine.gaigel_deals import gdeal

    game = gdeal("gaigel4", ["eichel ass, laub ass, schellen sieben, herz ass, herz zehn",
                             "eichel zehn, laub zehn, schellen zehn, eichel sieben, laub sieben",
                             "eichel ass, laub ass, schellen unter, eichel könig, eichel ober",
                             "eichel zehn, laub zehn, schellen ass, schellen sieben, laub unter"],
                 trump="herz sieben", dealer=3)
    text = refusal(game, 0, "raube")
    assert "liegt schon eine Sieben (Herz Sieben)" in text and "geraubt" not in text


# --- the Aus hint: the deadline of the moment, the Augen of now ------------------

def aus_game(*tricks):
    from tests.engine.gaigel_deals import AUS, gdeal

    game = gdeal("gaigel4", **AUS)
    for trick in tricks:
        for text in trick:
            game.act(game.to_act, text)
    return game


def test_aus_hint_after_the_trick_that_reached_101_gives_until_the_end_of_the_next():
    from game.faces.hinting import aus_text
    from tests.engine.gaigel_deals import AUS_TRICK1, AUS_TRICK2, AUS_TRICK3, AUS_TRICK4

    game = aus_game(AUS_TRICK1, AUS_TRICK2, AUS_TRICK3, AUS_TRICK4)
    text = aus_text(game.view(0), True)
    assert text.startswith("Deine Partei hat 101 Augen")
    assert "spätestens bis der nächste Stich zu Ende ist" in text and "dieses" not in text


def test_aus_hint_told_while_the_deadline_trick_runs_says_in_this_trick():
    from game.faces.hinting import aus_text
    from tests.engine.gaigel_deals import AUS_TRICK1, AUS_TRICK2, AUS_TRICK3, AUS_TRICK4

    game = aus_game(AUS_TRICK1, AUS_TRICK2, AUS_TRICK3, AUS_TRICK4)
    game.act(game.to_act, game.legal(game.to_act)[0])
    assert "noch in diesem Stich" in aus_text(game.view(2), True)


def test_aus_hint_after_a_marriage_shows_the_augen_of_now_and_this_trick():
    from game.faces.hinting import aus_text
    from tests.engine.gaigel_deals import AUS_TRICK1, AUS_TRICK2

    game = aus_game(AUS_TRICK1, AUS_TRICK2)
    game.act(0, "melde herz")
    text = aus_text(game.view(0), True)
    assert text.startswith("Deine Partei hat 124 Augen") and "noch in diesem Stich" in text


# --- 66 zu viert: the trump line names the card that set trump -------------------

def test_vierer_trump_line_names_the_dealers_card_in_every_face():
    from game.cardgames.tablestate import model_of
    from game.faces import tablefaces, tabletext

    game = new_game("vierer", seed=1, names=["Anna", "Ferdl", "Jörg", "Mizzi"])
    card = game.view(0)["shown_trump"]
    model = model_of(game, 0)
    words = tabletext.card_label(card, "deutsch")
    short = tabletext.card_label(card, tabletext.GERMAN, "9")
    assert f"Mizzi hat {short} aufgedeckt" in tablefaces.compact_text(model)
    assert f"Mizzi hat {short} aufgedeckt" in tabletext.table_text(model)
    assert f"Mizzi hat {words} aufgedeckt." in tablefaces.linear_text(model)


def test_a_talon_game_names_no_dealers_card():
    from game.cardgames.tablestate import model_of
    from game.faces import tablefaces

    assert "aufgedeckt" not in tablefaces.compact_text(model_of(new_game("66", seed=1), 0))


# --- drawn cards: told to the seat that drew, marked new, never shown to others ---

from unittest.mock import patch  # noqa: E402

from evennia.utils.create import create_object  # noqa: E402
from evennia.utils.test_resources import EvenniaCommandTest  # noqa: E402


def heard(mock):
    out = []
    for call in mock.call_args_list:
        text = call.args[0] if call.args else call.kwargs.get("text", "")
        out.append(text[0] if isinstance(text, tuple) else str(text or ""))
    return "\n".join(out)


class DrawTable(EvenniaCommandTest):
    """Char (seat 0) against the computer player Ferdl on DEAL_66; Char2 watches."""

    def setUp(self):
        from game.commands.table import seats as table_seats
        from game.typeclasses.carddecks import SixtySixDeck
        from game.typeclasses.cardplayers import CardPlayer
        from tests.helpers.tables import DEAL_66, connect, deal_fixed, quick_tables

        super().setUp()
        self.timers = quick_tables(self)
        connect(self.char1)
        connect(self.char2)
        self.deck = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        create_object(CardPlayer, key="Ferdl", location=self.room1)
        self.call(table_seats.CmdSit(), "", "Du setzt dich")
        self.call(table_seats.CmdInvite(), "Ferdl", "Ferdl nimmt")
        self.deck.start(seed=1)
        deal_fixed(self.deck, "66", DEAL_66)
        self.deck.watch(self.char2)

    def first_trick(self):
        """Char leads Herz Ass, Ferdl answers; both draw. Returns what Char and Char2
        heard and the cards each seat drew."""
        game = self.deck.match.game
        before = [list(game.view(s)["hand"]) for s in range(2)]
        with patch.object(self.char1, "msg") as mine, patch.object(self.char2, "msg") as theirs:
            self.deck.play(self.char1, "lege herz ass")
            self.timers.let_computers_play()
        after = [game.view(s)["hand"] for s in range(2)]
        drawn = [[c for c in a if c not in b] for a, b in zip(after, before)]
        return heard(mine), heard(theirs), drawn

    def test_after_a_draw_only_the_seat_that_drew_reads_its_card(self):
        from game.faces.tabletext import card_label

        mine, theirs, drawn = self.first_trick()
        (own,), (ferdls,) = drawn
        hand = self.deck.match.game.view(0)["hand"]
        said = f"Du ziehst {card_label(own, 'deutsch')} (jetzt Karte {hand.index(own) + 1})."
        assert mine.count(said) == 1, mine
        assert "Du ziehst" not in theirs and card_label(own, "deutsch") not in theirs
        for text in (mine, theirs):
            assert card_label(ferdls, "deutsch") not in text

    def test_drawn_card_in_french_names_for_a_french_reader(self):
        from game.faces.tabletext import card_label

        self.char1.db.card_names = "französisch"
        mine, _, drawn = self.first_trick()
        assert f"Du ziehst {card_label(drawn[0][0], 'französisch')}" in mine

    def test_the_drawn_card_is_marked_new_in_every_face_and_the_data_of_its_seat_only(self):
        from evennia.utils.ansi import strip_ansi

        from game.faces import readers, tabledata
        from game.faces.tabletext import card_label

        _, _, drawn = self.first_trick()
        own = drawn[0][0]
        short = strip_ansi(card_label(own)).replace("|n", "")
        texts = {mode: strip_ansi(readers.table_text(self.deck, self.char1, mode))
                 for mode in readers.MODES}
        assert f"{short} (neu)" in texts["kurz"] and f"{short} (neu)" in texts["lang"], texts
        words = card_label(own, "deutsch")
        assert any(line.endswith(f"{words}, neu.") for line in texts["blind"].split("\n")), texts
        assert all(text.count("neu") == 1 for text in texts.values()), texts
        state = tabledata.state_for(self.deck, self.char1)
        assert [e["card"] for e in state["hand"] if e["new"]] == [own]
        watched = tabledata.state_for(self.deck, self.char2)
        assert watched["hand"] == [] and "(neu)" not in readers.table_text(
            self.deck, self.char2, "kurz")

    def test_the_new_mark_goes_when_the_seat_plays_again(self):
        from game.faces import tabledata

        _, _, drawn = self.first_trick()
        game = self.deck.match.game
        self.deck.play(self.char1, game.legal(0)[0])  # Char's next card (a lead or an answer)
        marked = [e["card"] for e in tabledata.state_for(self.deck, self.char1)["hand"]
                  if e["new"]]
        assert drawn[0][0] not in marked
        assert len(marked) == (1 if not game.view(0)["trick"] and game.view(0)["tricks"][1:]
                               else 0)

    def test_a_new_deal_marks_no_card_new(self):
        from game.faces import readers, tabledata
        from game.faces.change import what_changed

        self.first_trick()
        readers.show(what_changed(self.deck, []))  # what the table does when it deals
        assert not any(e["new"] for e in tabledata.state_for(self.deck, self.char1)["hand"])

    def test_the_new_mark_survives_a_reload_without_a_write(self):
        from game.faces import readers, tabledata

        _, _, drawn = self.first_trick()
        before = readers.table_text(self.deck, self.char1, "kurz")
        assert "(neu)" in before
        self.deck.ndb.drawn_cards = None  # what a reload leaves of the table's ndb
        self.deck.forget_match()
        with patch.object(self.deck.attributes, "add") as written:
            assert readers.table_text(self.deck, self.char1, "kurz") == before
        assert not written.called
        assert [e["card"] for e in tabledata.state_for(self.deck, self.char1)["hand"]
                if e["new"]] == drawn[0]

    def test_rat_warns_and_explains_the_platzbonus_before_the_first_advice(self):
        from game.commands.table import moves as table_moves

        first = self.call(table_moves.CmdRat(), "", "Vorweg: Mit Rat zählt dieses Spiel nicht")
        assert first.index("Am Ende jeder Partie bringt der Platz deiner Partei "
                           "Punkte") < first.index("Der Rat: ")
        self.char1.ndb.rat_next = None
        self.call(table_moves.CmdRat(), "", "Der Rat: ")  # told once a game


def test_the_points_line_works_for_every_seat_of_gaigel_zu_dritt():
    from game.cardgames.tablestate import model_of
    from game.faces import tabletext

    game = new_game("gaigel3", seed=1)
    for seat in range(3):
        model = model_of(game, seat, show_points=True)
        assert tabletext.points_line(model).startswith("Deine Augen: ")


def test_rauben_is_the_main_word_and_tauschen_its_alias_at_the_table():
    from game.cardgames.kinds import MoveKind
    from game.commands.table.looking import OVERVIEW
    from game.commands.table.moves import CmdRaube

    assert CmdRaube.key == "raube" and "tausche" in CmdRaube.aliases
    assert CmdRaube.__doc__.strip().startswith("Rauben:") and "(auch: tausche)" in CmdRaube.__doc__
    assert "|wraube|n (|wtausche|n)" in OVERVIEW and "Trumpf rauben" in OVERVIEW
    games = (new_game("66", seed=seed, options={"exchange_anytime": True}) for seed in range(200))
    robbing = next(m for game in games for m in game.moves(0) if m.kind is MoveKind.ROB)
    assert robbing.name == "Rauben" and robbing.label == "Trumpfkarte rauben"



def test_gaigel_course_names_the_trick_of_each_marriage():
    from game.faces import tabletext
    from tests.engine.gaigel_deals import AUS_TRICK1, AUS_TRICK2

    game = aus_game(AUS_TRICK1, AUS_TRICK2)
    game.act(0, "melde herz")
    assert "Gemeldet: Platz 1 40 in Herz im 3. Stich" in tabletext.course_text(game.view(0))


def test_verlauf_of_a_kept_game_names_the_partner_too():
    record = kept_record("gaigel4", ["Anna", "Wengerter Gottlob", "Tante Frieda", "Karle"], 2)
    record["log"] = []
    text = gamelog.course_text(record)
    assert "Du warst Tante Frieda, mit Anna gegen Wengerter Gottlob und Karle" in text


def test_a_marriage_offered_at_sarasande_says_the_presets_points_10_and_20():
    from game.cardgames.tablestate import model_of

    deal = {"hands": [["herz könig", "herz ober", "eichel könig", "eichel ober", "laub ass",
                       "laub zehn"],
                      ["schellen ass", "schellen zehn", "schellen könig", "schellen ober",
                       "laub könig", "laub ober"]],
            "trump": "eichel unter",
            "talon": ["eichel ass", "eichel zehn", "eichel neun", "herz ass", "herz zehn",
                      "herz unter", "herz neun", "laub unter", "laub neun", "schellen unter",
                      "schellen neun"]}
    game = new_game("sarasande", deal=deal, dealer=1)
    game.act(0, "lege laub ass")
    game.act(1, "lege laub könig")
    labels = {a["command"]: a["label"] for a in model_of(game, 0)["actions"]}
    assert labels["melde herz"] == "Herz melden (10)", labels
    assert labels["melde eichel"] == "Eichel melden (20)", labels
