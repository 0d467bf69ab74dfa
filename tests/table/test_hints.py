"""Issue 18 at the table: the low card's name per game, `warum`, the 66 and
Aus hints, counting in the head and the personal records („Meine Partien“)."""

from unittest.mock import patch

from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaCommandTest

from game.books import records
from game.cardgames.tablestate import seat_state
from game.commands import records as records_commands
from game.commands.table import looking as table_looking, moves as table_moves, seats as table_seats, settings as table_settings
from game.commands.table import settlement as table_settlement
from game.typeclasses.carddecks import GaigelTable, SixtySixDeck
from game.typeclasses.cardplayers import CardPlayer
from tests.engine.gaigel_deals import AUS, AUS_TRICK1, AUS_TRICK2, AUS_TRICK3, AUS_TRICK4, game
from tests.engine import test_rules_66 as rules66
from tests.helpers.tables import DEAL_66, deal_fixed, quick_tables


class SixtySixTable(EvenniaCommandTest):
    """Char at a 66 table against the computer player Ferdl, DEAL_66 dealt:
    Char leads with Herz Ass, König, Ober, Schellen Zehn, Eichel Neun, Laub Zehn."""

    def setUp(self):
        super().setUp()
        self.timers = quick_tables(self)
        self.deck = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        create_object(CardPlayer, key="Ferdl", location=self.room1)
        self.call(table_seats.CmdSit(), "", "Du setzt dich")
        self.call(table_seats.CmdInvite(), "Ferdl", "Ferdl nimmt")
        self.deck.start(seed=1)
        deal_fixed(self.deck, "66", DEAL_66)


class TestLowCardNames(SixtySixTable):
    def test_lege_sieben_in_66_is_refused_not_played_as_the_nine(self):
        before = self.deck.match.game.to_json()
        self.call(table_moves.CmdLege(), "eichel sieben", "In diesem Spiel gibt es keine Sieben.")
        assert self.deck.match.game.to_json() == before
        self.call(table_moves.CmdLege(), "eichel neun", "Du legst Eichel Neun.")


class TestWarum(SixtySixTable):
    def test_warum_gives_the_engines_reason_the_table_state_shows(self):
        self.call(table_moves.CmdMelde(), "herz", "Du meldest 20 in Herz")
        text = self.call(table_looking.CmdWarum(), "herz ass", "Herz Ass darfst du jetzt nicht "
                         "legen. Nach der Meldung musst du Herz König oder Herz Ober ausspielen.")
        game = self.deck.match.game
        state = seat_state(game, 0, {}, "deutsch")
        assert state["hand"][2]["reason"] in text
        self.call(table_looking.CmdWarum(), "4", "Herz König darfst du jetzt legen: "
                                                 "„lege herz könig“.")

    def test_warum_an_allowed_card_says_so_with_its_command(self):
        self.call(table_looking.CmdWarum(), "3", "Herz Ass darfst du jetzt legen: „lege herz ass“.")  # shown 3rd
        self.call(table_looking.CmdWarum(), "sch 10", "Schellen Zehn darfst du jetzt legen")

    def test_warum_with_a_card_not_held_a_wrong_name_or_number(self):
        self.call(table_looking.CmdWarum(), "eichel ass", "Eichel Ass hast du nicht auf der Hand.")
        self.call(table_looking.CmdWarum(), "herz sieben", "In diesem Spiel gibt es keine Sieben.")
        self.call(table_looking.CmdWarum(), "9", "Du hast 6 Karten; Karte 9 gibt es nicht.")
        self.call(table_looking.CmdWarum(), "", "Welche Karte?")

    def test_warum_when_it_is_not_your_turn(self):
        self.call(table_moves.CmdLege(), "herz ass", "Du legst Herz Ass.")
        self.call(table_looking.CmdWarum(), "laub zehn",
                  "Du bist nicht am Zug – Ferdl ist dran. Ob du Laub Zehn legen darfst, hängt "
                  "vom Stich ab")

    def test_warum_for_a_spectator_and_without_a_table(self):
        self.call(table_looking.CmdWarum(), "herz ass", "Du spielst an diesem Tisch nicht mit",
                  caller=self.char2)
        self.char2.move_to(self.room2, quiet=True)
        self.call(table_looking.CmdWarum(), "herz ass", "Hier gibt es keinen Kartentisch.",
                  caller=self.char2)

    def test_warum_in_french_card_names(self):
        self.char1.db.card_names = "französisch"
        self.call(table_moves.CmdMelde(), "herz", "Du meldest 20 in Herz")
        self.call(table_looking.CmdWarum(), "3", "Herz Ass darfst du jetzt nicht legen. Nach der "
                  "Meldung musst du Herz König oder Herz Dame ausspielen.")


# Eichel is trump. Char (seat 0) takes trick 1 with Eichel Ass (22 Augen),
# melds 40 in Eichel and takes trick 2 with Eichel König: 76, and may announce.
DEAL_66_REACHED = {
    "hands": [["eichel ass", "eichel zehn", "eichel könig", "eichel ober", "herz ass", "herz zehn"],
              ["laub ass", "laub zehn", "laub könig", "schellen ass", "schellen zehn",
               "schellen könig"]],
    "trump": "eichel unter",
    "talon": ["eichel neun", "laub ober", "laub unter", "laub neun", "herz könig", "herz ober",
              "herz unter", "herz neun", "schellen ober", "schellen unter", "schellen neun"],
}


def heard(mock):
    out = []
    for call in mock.call_args_list:
        text = call.args[0] if call.args else call.kwargs.get("text", "")
        out.append(text[0] if isinstance(text, tuple) else str(text))
    return "\n".join(out)


class TestHint66(SixtySixTable):
    def setUp(self):
        super().setUp()
        deal_fixed(self.deck, "66", DEAL_66_REACHED)

    def reach_66(self):
        """Char plays to 76 points; everything Char hears on the way."""
        with patch.object(self.char1, "msg") as told:
            self.deck.play(self.char1, "lege eichel ass")
            self.timers.let_computers_play()
            self.deck.play(self.char1, "melde eichel")
            self.deck.play(self.char1, "lege eichel könig")
            self.timers.let_computers_play()
        game = self.deck.match.game
        assert game.view(0)["points"][0] == 76 and "genug" in game.legal(0)
        return heard(told)

    def test_the_66_hint_is_told_once_when_on(self):
        self.call(table_settings.CmdAnzeige(), "66-hinweis an", "Ab jetzt sagt dir der Tisch beim 66")
        text = self.reach_66()
        assert text.count("Du hast 66 – du kannst jetzt ansagen.") == 1, text
        with patch.object(self.char1, "msg") as told:
            self.deck.turns.schedule()
            self.deck.after_change([])  # any later change: not told again
        assert "Du hast 66" not in heard(told)

    def test_without_the_66_hint_nothing_is_said(self):
        text = self.reach_66()
        assert "66 –" not in text and "ansagen" not in text, text

    def test_rat_advises_announcing_only_with_the_66_hint(self):
        self.reach_66()
        without = self.call(table_moves.CmdRat(), "", "Vorweg:").split("Der Rat:")[1]
        assert "genug" not in without.split("–")[0], without
        self.char1.ndb.rat_next = 0
        self.call(table_settings.CmdAnzeige(), "66-hinweis an", "Ab jetzt")
        self.call(table_moves.CmdRat(), "", "Der Rat: genug")


class TestAnzeigeHints(SixtySixTable):
    def test_anzeige_shows_and_sets_both_hints(self):
        self.call(table_settings.CmdAnzeige(), "", "Du siehst den Tisch")
        text = self.call(table_settings.CmdAnzeige(), "", "Du siehst den Tisch")
        assert "66-Hinweis: aus. Aus-Hinweis: nicht gewählt (dann an, solange du als einziger Mensch" in text
        self.call(table_settings.CmdAnzeige(), "aus-hinweis aus", "Beim Gaigel zählst du ab jetzt "
                                                                 "selbst")
        assert self.char1.attributes.get("hint_aus") is False
        text = self.call(table_settings.CmdAnzeige(), "", "Du siehst")
        assert "Aus-Hinweis: aus." in text
        self.call(table_settings.CmdAnzeige(), "66-hinweis vielleicht", "Benutzung: anzeige")


class TestPointsHidden(SixtySixTable):
    def test_points_display_off_shows_no_party_points_in_text_or_table_state(self):
        deal_fixed(self.deck, "66", DEAL_66_REACHED)
        self.deck.play(self.char1, "lege eichel ass")
        self.timers.let_computers_play()
        game = self.deck.match.game
        for mode in ("kurz", "lang", "blind"):
            self.char1.attributes.add("table_display", mode)
            text = self.call(table_looking.CmdHand(), "", None)
            assert "Augen" not in text and "Punkte" not in text and "22" not in text, (mode, text)
        assert "points" not in seat_state(game, 0, {}, "deutsch",
                                          show_points=bool(self.char1.db.show_points))
        verlauf = self.call(table_looking.CmdVerlauf(), "", None)
        assert "22" not in verlauf and "Augen" not in verlauf, verlauf
        self.call(table_settings.CmdAnzeige(), "punkte an", "Ab jetzt zeigt dir der Tisch")
        self.char1.attributes.add("table_display", "lang")
        self.call(table_looking.CmdHand(), "", None).index("Deine Augen: 22")


class GaigelAusTable(EvenniaCommandTest):
    """Char (seat 0) with Frieda (seat 2) against Gottlob and Karle, computer
    players of strength `leicht`, on the engine tests' AUS deal: after four
    tricks Char's party has exactly 101."""

    def setUp(self):
        super().setUp()
        self.timers = quick_tables(self)
        self.table = create_object(GaigelTable, key="Gaigeltisch", location=self.room1)
        for name in ("Gottlob", "Frieda", "Karle"):
            create_object(CardPlayer, key=name, location=self.room1).db.strength = "leicht"
        self.call(table_seats.CmdSit(), "", "Du setzt dich")
        self.call(table_seats.CmdFill(), "", "Gottlob setzt sich")
        self.table.start(seed=3)
        match = self.table.match
        match.game = game("gaigel4", AUS, names=match.game.names)
        self.table.save_match(match)

    def play_tricks(self, *tricks):
        """Every card of the tricks through the table, as people and computers send them."""
        heard_text = []
        with patch.object(self.char1, "msg") as told:
            for trick in tricks:
                for text in trick:
                    self.table.perform(self.table.match.game.to_act, text)
        heard_text.append(heard(told))
        return "\n".join(heard_text)


class TestAusHint(GaigelAusTable):
    def test_alone_with_gentle_computer_players_the_aus_hint_is_on_and_told_once(self):
        text = self.play_tricks(AUS_TRICK1, AUS_TRICK2, AUS_TRICK3)
        assert "101" not in text
        text = self.play_tricks(AUS_TRICK4)
        assert text.count("Deine Partei hat 101 Augen – ruf „aus“, spätestens bis der "
                          "nächste Stich zu Ende ist") == 1, text
        with patch.object(self.char1, "msg") as told:
            self.table.perform(0, "lege herz zehn")
        assert "101" not in heard(told)

    def test_the_aus_hint_chosen_off_says_nothing(self):
        self.call(table_settings.CmdAnzeige(), "aus-hinweis aus", "Beim Gaigel")
        text = self.play_tricks(AUS_TRICK1, AUS_TRICK2, AUS_TRICK3, AUS_TRICK4)
        assert "101" not in text, text

    def test_with_a_strong_computer_player_the_aus_hint_is_off_until_chosen(self):
        seats = self.table.seats.copies()
        seats[1]["strength"] = "stark"
        self.table.db.seats = seats
        assert "101" not in self.play_tricks(AUS_TRICK1, AUS_TRICK2, AUS_TRICK3, AUS_TRICK4)

    def test_after_a_marriage_passes_101_the_hint_says_in_this_trick(self):
        # seat 0 takes tricks 1 and 2 (84), then melds 40 in Herz on lead of trick 3 (124)
        self.play_tricks(AUS_TRICK1, AUS_TRICK2)
        with patch.object(self.char1, "msg") as told:
            self.table.perform(0, "melde herz")
        assert "ruf „aus“ noch in diesem Stich" in heard(told), heard(told)


class TestGaigelRecords(GaigelAusTable):
    def aus(self):
        self.play_tricks(AUS_TRICK1, AUS_TRICK2, AUS_TRICK3, AUS_TRICK4)
        self.call(table_moves.CmdAus(), "", "Du rufst: Aus!")
        return records.personal_of(self.char1, "gaigel")

    def test_a_correct_aus_without_points_or_hint_counts_as_in_the_head(self):
        self.call(table_settings.CmdAnzeige(), "aus-hinweis aus", "Beim Gaigel")
        rec = self.aus()
        assert rec["aus_head"] == 1 and rec["clean_best"] == 1 and rec["clean_now"] == 1
        text = self.call(records_commands.CmdBilanz(), "rekorde", "Meine Partien – deine Rekorde")
        assert "Aus im Kopf gezählt: 1" in text
        assert "längste Serie ohne Unter- oder Übergaigel: 1 (gerade 1 in Folge)" in text

    def test_an_aus_after_the_hint_or_with_points_shown_is_not_in_the_head(self):
        assert self.aus()["aus_head"] == 0  # the Aus hint (on by default here) told it

    def test_an_aus_with_the_points_shown_is_not_in_the_head(self):
        self.call(table_settings.CmdAnzeige(), "aus-hinweis aus", "Beim Gaigel")
        self.call(table_settings.CmdAnzeige(), "punkte an", "Ab jetzt zeigt")
        assert self.aus()["aus_head"] == 0

    def test_an_untergaigel_ends_the_clean_series_and_each_game_is_booked_once(self):
        self.call(table_settings.CmdAnzeige(), "aus-hinweis aus", "Beim Gaigel")
        self.aus()
        self.call(table_settlement.CmdWeiter(), "", "Neues Spiel")  # the Abrechnung waits
        self.call(table_moves.CmdAus(), "", "Du rufst: Aus!")  # the next game: 0 Augen
        rec = records.personal_of(self.char1, "gaigel")
        assert rec["clean_best"] == 1 and rec["clean_now"] == 0 and rec["aus_head"] == 1
        self.table.resume()  # a reload right after: nothing is booked twice
        assert records.personal_of(self.char1, "gaigel") == rec


class TestSixtySixRecords(TestHint66):
    def test_correct_announcements_in_a_row_and_a_three_point_win_are_booked(self):
        self.reach_66()
        self.call(table_moves.CmdGenug(), "", "Du sagst an")
        rec = records.personal_of(self.char1, "66")
        assert rec["announce_best"] == 1 and rec["announce_now"] == 1
        assert rec["three_points"] == 1  # Ferdl had no trick: Schwarz
        self.call(table_settlement.CmdWeiter(), "", "Neues Spiel")  # the Abrechnung waits
        deal_fixed(self.deck, "66", DEAL_66_REACHED)  # the next game, dealt the same way
        self.deck.play(self.char1, "lege eichel ass")
        self.timers.let_computers_play()
        self.call(table_moves.CmdGenug(), "", "Du sagst an")  # 22 only: wrong
        rec = records.personal_of(self.char1, "66")
        assert rec["announce_best"] == 1 and rec["announce_now"] == 0 and rec["three_points"] == 1
        text = self.call(records_commands.CmdBilanz(), "rekorde", "Meine Partien")
        assert "längste Serie richtiger Ansagen: 1 (gerade 0 in Folge)" in text
        assert "mit drei Punkten gewonnen (Schwarz: die Gegenseite ohne Stich): 1" in text
        bilanz = self.call(records_commands.CmdBilanz(), "", "Deine Bilanz")
        assert bilanz.endswith("Deine Rekorde („Meine Partien“): bilanz rekorde."), bilanz

    def test_records_survive_a_reload_of_the_character(self):
        self.reach_66()
        self.call(table_moves.CmdGenug(), "", "Du sagst an")
        self.char1.attributes.reset_cache()
        assert records.personal_of(self.char1, "66")["announce_best"] == 1

    def test_bilanz_rekorde_of_another_player_and_an_unknown_name(self):
        self.call(records_commands.CmdBilanz(), "rekorde Char2", "Rekorde von Char2")
        self.call(records_commands.CmdBilanz(), "rekorde Niemand", "Einen Kartenspieler namens")


def test_a_successful_closing_is_booked_for_the_closer_only():
    won = rules66.game(rules66.CLOSE_WIN)
    rules66.play(won, "decke stapel")
    rules66.play_out(won)
    zero = records.personal_of_record({})
    mine = records.personal_change(zero, won.result.details, 0, [0, 1], head=False)
    theirs = records.personal_change(zero, won.result.details, 1, [0, 1], head=False)
    assert mine["closings"] == 1 and mine["three_points"] == 1
    assert theirs["closings"] == 0 and theirs["three_points"] == 0
    failed = rules66.game(rules66.TENS)
    rules66.play(failed, "decke stapel", "lege eichel ass", "lege eichel zehn", "lege laub ass",
                 "lege laub zehn", "lege herz ass", "lege herz zehn", "lege eichel könig",
                 "lege schellen ober", "lege schellen ass", "lege laub könig",
                 "lege schellen könig", "lege herz könig")
    assert records.personal_change(zero, failed.result.details, 0, [0, 1], False)["closings"] == 0


def test_hilfe_anzeige_warum_and_bilanz_explain_the_new_words_in_german():
    """The help entries are the commands' docstrings (hilfe anzeige, hilfe warum, hilfe bilanz)."""
    text = table_settings.CmdAnzeige.__doc__
    for need in ("anzeige 66-hinweis an|aus", "anzeige aus-hinweis an|aus",
                 "im Kopf", "leichten oder normalen"):
        assert need in text, need
    text = table_looking.CmdWarum.__doc__
    assert "warum <karte>" in text and "warum <nummer>" in text and "Farbzwang" in text
    text = records_commands.CmdBilanz.__doc__
    assert "bilanz rekorde" in text and "Übergaigel" in text and "Schwarz: die Gegenseite" in text
    assert "Schneider oder Schwarz" not in text  # three points are Schwarz only


class TestWarumGaigel(GaigelAusTable):
    def test_warum_in_the_first_trick_names_the_openings_and_the_trump_ban(self):
        # seat 0: Eichel Ass, Laub Ass, Schellen Sieben, Herz Ass, Herz Zehn; Herz is trump
        self.call(table_looking.CmdWarum(), "eichel ass", "Eichel Ass darfst du jetzt legen: "
                  "„ge-elfen eichel ass“ oder „andere alte eichel ass“.")
        self.call(table_looking.CmdWarum(), "herz zehn", "Herz Zehn darfst du jetzt nicht legen. "
                  "Im ersten Stich ist Trumpf verboten (Herz ist Trumpf).")
        self.call(table_looking.CmdWarum(), "herz neun", "In diesem Spiel gibt es keine Neun.")
