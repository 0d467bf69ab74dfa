"""Looking at a person and watching a table (issue 27): a person reads as a German
description (own text, favourite game, rank, where they sit), never Evennia's „Dies
ist ein Charakter.“; a spectator's `lege` says why not and what to do; `zuschauen` at
a table without a match says there is nothing to see yet and how one starts."""

from evennia.utils.ansi import strip_ansi

from game.books import records
from game.commands.table import moves as table_moves, seats as table_seats
from tests.helpers.decks import DeckTest


def look(obj, looker):
    return strip_ansi(obj.return_appearance(looker))


class TestLookAtAPerson(DeckTest):
    def test_a_person_without_a_description_reads_in_german_not_as_a_character(self):
        text = look(self.char2, self.char1)
        assert "This is a character" not in text and "Dies ist ein Charakter" not in text
        assert "Char2 hat noch nichts über sich verraten." in text
        assert "Char2 hat hier noch kein Spiel zu Ende gespielt." in text
        assert "Char2 sitzt gerade an keinem Tisch." in text

    def test_looking_at_oneself_says_how_to_describe_oneself(self):
        text = look(self.char1, self.char1)
        assert "Du hast dich noch nicht beschrieben; mit beschreibung <text>" in text
        assert "Du hast hier noch kein Spiel zu Ende gespielt." in text

    def test_the_own_description_comes_first(self):
        self.char2.db.desc = "Eine alte Kartenspielerin mit Hut."
        assert look(self.char2, self.char1).splitlines()[1] == "Eine alte Kartenspielerin mit Hut."

    def test_the_look_names_the_favourite_game_and_the_rank_from_the_records(self):
        for kind, games, experience in (("66", 3, 12), ("gaigel", 12, 40)):
            records.update(self.char2, kind, f"test-{kind}",
                           lambda rec, g=games, e=experience: dict(rec, games=g, experience=e))
        text = look(self.char2, self.char1)
        assert "Char2 spielt am liebsten Gaigel (12 Spiele, dazu 3 Spiele im 66)." in text
        assert "Rang im 66: Neuling. Beim 66 ist Char2 noch neu am Tisch." in text
        assert "Rang im Gaigel: Kiebitz. Beim Gaigel hat Char2 lange genug zugeschaut" in text

    def test_the_look_says_where_the_person_sits_and_what_is_played(self):
        self.seat_both()
        assert "Char sitzt am 66-Kartenspiel und wartet auf die nächste Partie." in look(
            self.char1, self.char2)
        self.start()
        assert "Char sitzt am 66-Kartenspiel und spielt gerade Sechsundsechzig." in look(
            self.char1, self.char2)
        assert "Du sitzt am 66-Kartenspiel und spielst gerade Sechsundsechzig." in look(
            self.char1, self.char1)

    def test_the_look_says_who_watches_where(self):
        self.call(table_seats.CmdZuschauen(), "", "Du schaust", caller=self.char2)
        assert "Char2 schaut am 66-Kartenspiel zu." in look(self.char2, self.char1)

    def test_a_computer_player_names_its_favourite_once(self):
        text = look(self.npc, self.char1)
        assert text.count("am liebsten") == 1 and "Spielstärke" in text


class TestOnlookers(DeckTest):
    def test_a_spectators_card_says_they_only_watch_and_how_to_play(self):
        self.seat_both()
        self.start()
        self.call(table_seats.CmdZuschauen(), "", "Du schaust", caller=self.char2)
        before = self.deck.db.match
        text = strip_ansi(self.call(table_moves.CmdLege(), "1", caller=self.char2))
        assert text.startswith("Du schaust nur zu – Karten legen hier die Mitspieler.")
        assert "sobald die Partie aus ist und ein Platz frei wird" in text and "„setzen“" in text
        assert self.deck.db.match == before

    def test_a_spectator_at_a_table_with_a_free_seat_is_told_to_sit_down(self):
        self.call(table_seats.CmdZuschauen(), "", "Du schaust", caller=self.char2)
        text = strip_ansi(self.call(table_moves.CmdMelde(), "herz", caller=self.char2))
        assert "Du schaust nur zu" in text and "Mit „setzen“ spielst du die nächste Partie mit." in text

    def test_watching_an_empty_table_says_there_is_nothing_to_see_and_how_to_start(self):
        text = strip_ansi(self.call(table_seats.CmdZuschauen(), "", caller=self.char2))
        assert text.startswith("Du schaust am 66-Kartenspiel zu. Noch sitzt hier niemand, zu "
                               "sehen gibt es also nichts.")
        assert "setzen" in text and "auffüllen" in text and "spiel beginnt die Partie" in text
        assert self.deck.watching(self.char2)

    def test_watching_a_table_between_matches_names_who_sits_there(self):
        self.seat_both()
        text = strip_ansi(self.call(table_seats.CmdZuschauen(), "", caller=self.char2))
        assert "Noch läuft keine Partie; am Tisch sitzen Char und Ferdl." in text
        assert "Deine Karten" not in text and "Trumpf" not in text
