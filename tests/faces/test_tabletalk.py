"""Table talk that fits: a computer player's line is said only at the moments it carries
(the start of a game, a trick won or lost, a meld, a close, a call, a game won or lost);
no line sounds like a table call, the Besen drinks a Viertele, and an older world's
plain lines get their moments (or go) at start."""

import random
import re
from unittest.mock import patch

import pytest
from evennia.prototypes.spawner import spawn
from evennia.utils.create import create_object

from game.cardgames import new_game
from game.cardgames.kinds import Event
from game.cardgames.presets import make_options
from game.commands.default_cmdsets import CARD_COMMANDS
from game.typeclasses.cardplayers import CardPlayer
from game.faces.tabletalk import (Moment, fits_moment, line, mended_talk, moments_for,
                                  moments_of, text_of)
from server.conf.at_server_startstop import at_server_start
from tests.helpers.decks import DeckTest
from world.build import NPCS, TEACHERS, build_world, find_tagged
from game.house.helpers import TALK as HELPER_TALK
from world.prototypes import CARD_PLAYER
from world.tour import STATIONS

#: every computer player's lines in the world's data: (name, room, lines)
SPEAKERS = ([(spec["key"], spec["room"], spec["talk"]) for spec in NPCS + TEACHERS]
            + [(spec["npc"][0], spec["key"], spec["npc"][4]) for spec in STATIONS]
            + [("Kartenspieler", "", CARD_PLAYER["talk"])]
            + [(f"Aushilfe ({style})", style, lines) for style, lines in HELPER_TALK.items()])
ALL_LINES = [entry for _, _, lines in SPEAKERS for entry in lines]


def card_command_words():
    """Every key and alias of the table's and card commands, lower case."""
    return {word.lower() for command in CARD_COMMANDS
            for word in (command.key, *command.aliases)}


def play(game, seat):
    """`seat` plays its first legal move; the events."""
    return game.act(seat, game.legal(seat)[0])


def said_lines(npc, moments, options, tries=60):
    """Every line `npc` says over many tries at `moments`."""
    heard = set()
    with patch.object(npc.location, "msg_contents", lambda text, **kw: heard.add(text)):
        for seed in range(tries):
            npc.ndb.last_talk = npc.ndb.quiet_until = None
            npc.chatter(options, chance=1, rng=random.Random(seed), pause=0, moments=moments)
    return {re.search(r'sagt: "(.*)"', text).group(1) for text in heard}


# --- the lines as data ------------------------------------------------------------

def test_every_line_of_the_world_carries_known_moments():
    for entry in ALL_LINES:
        assert isinstance(entry, dict) and entry["moments"], entry
        assert moments_for(entry) <= set(Moment), entry


def test_no_line_sounds_like_a_table_call():
    words = card_command_words()
    for entry in ALL_LINES:
        first = re.sub(r"[^\wäöüß-]", "", text_of(entry).split()[0].lower())
        assert first not in words, text_of(entry)
        assert not text_of(entry).lower().startswith(("aus!", "genug!")), text_of(entry)


def test_na_das_war_knapp_fits_the_end_of_a_game_not_a_meld_at_the_start():
    balthasar = STATIONS[0]["npc"][4]
    knapp = next(entry for entry in balthasar if text_of(entry) == "Na, das war knapp.")
    assert not fits_moment(knapp, {Moment.START, Moment.MELD})
    assert fits_moment(knapp, {Moment.GAME_WON}) and fits_moment(knapp, {Moment.GAME_LOST})


def test_besen_characters_drink_a_viertele_not_a_bier():
    for name, room, lines in SPEAKERS:
        if room == "besenwirtschaft":
            assert not any("bier" in text_of(entry).lower() for entry in lines), name
    karle = next(lines for name, _, lines in SPEAKERS if name == "Karle")
    assert "I hol no a Viertele." in [text_of(entry) for entry in karle]
    assert "Aus! ... oder doch net?" not in [text_of(entry) for entry in karle]


def test_a_plain_string_fits_any_moment_and_a_line_without_moments_too():
    assert moments_for("Prost!") == {Moment.ANY}
    assert fits_moment("Prost!", {Moment.MELD}) and fits_moment("Prost!", set())
    assert line("Hm.") == {"text": "Hm.", "moments": ["any"]}
    assert not fits_moment(line("Hm.", Moment.MELD), {Moment.START})


def test_an_older_worlds_plain_lines_get_their_moments_retired_ones_go():
    lines = [line("Ha noi!", Moment.TRICK_LOST), line("I hol no a Viertele.")]
    stored = ["Ha noi!", "Aus! ... oder doch net?", "I hol no a Bier.", "Prost!"]
    mended = mended_talk(stored, lines, {"Aus! ... oder doch net?": None,
                                         "I hol no a Bier.": "I hol no a Viertele."})
    assert mended == [lines[0], lines[1], "Prost!"]
    assert mended_talk(mended, lines, {}) == mended  # nothing more to do


# --- the moments of a move ----------------------------------------------------------

def test_the_first_trick_is_the_start_and_a_trick_is_won_or_lost_by_the_side():
    game = new_game("66", seed=3)
    assert moments_of(play(game, 0), 0, game.view(0)) == {Moment.START}
    events = play(game, 1)  # seat 1 takes the first trick
    assert moments_of(events, 1, game.view(1)) == {Moment.START, Moment.TRICK_WON}
    assert moments_of(events, 0, game.view(0)) == {Moment.START, Moment.TRICK_LOST}
    play(game, game.to_act)
    seat = game.to_act
    events = play(game, seat)  # the second trick: no start any more
    assert Moment.START not in moments_of(events, seat, game.view(seat))


def test_a_partners_trick_is_won_for_the_side():
    game = new_game("vierer", seed=3)
    for seat in range(3):
        play(game, seat)
    events = play(game, 3)  # seat 3 takes the trick: seat 1 is its partner
    assert moments_of(events, 1, game.view(1)) >= {Moment.TRICK_WON}
    assert moments_of(events, 0, game.view(0)) >= {Moment.TRICK_LOST}


def test_a_meld_at_the_start_is_start_and_meld():
    for seed in range(200):
        game = new_game("66", seed=seed)
        meld = [move for move in game.legal(0) if move.startswith("melde")]
        if meld:
            break
    events = game.act(0, meld[0])
    assert moments_of(events, 0, game.view(0)) == {Moment.START, Moment.MELD}


def test_the_move_that_ends_a_game_is_won_or_lost():
    game = new_game("66", seed=3)
    while game.result is None:
        seat = game.to_act
        events = play(game, seat)
    winner, loser = game.result.winners[0], 1 - game.result.winners[0]
    assert Moment.GAME_WON in moments_of(events, winner, game.view(winner))
    assert Moment.GAME_LOST in moments_of(events, loser, game.view(loser))
    assert Moment.START not in moments_of(events, winner, game.view(winner))


def test_own_calls_are_moments_others_are_not():
    view = {"teams": [[0], [1]], "tricks": [{}], "over": False}
    assert moments_of([{"kind": Event.AUS, "seat": 1}], 1, view) == {Moment.CALL}
    assert moments_of([{"kind": Event.ANNOUNCE, "seat": 1}], 1, view) == {Moment.CALL}
    assert moments_of([{"kind": Event.CLOSE, "seat": 1}], 1, view) == {Moment.CLOSE}
    assert moments_of([{"kind": Event.MELD, "seat": 0}], 1, view) == set()


# --- said at the table --------------------------------------------------------------

class TestSaidAtItsMoments(DeckTest):
    def test_every_line_of_every_player_is_said_only_at_moments_it_fits(self):
        options = {}  # no game to filter by: only the moments choose
        for name, _, lines in SPEAKERS:
            self.npc.db.talk = lines
            for moment in Moment:
                for text in said_lines(self.npc, {moment}, options):
                    entry = next(entry for entry in lines if text_of(entry) == text)
                    assert fits_moment(entry, {moment}), (name, text, moment)

    def test_balthasar_says_no_na_das_war_knapp_after_a_meld_at_the_start(self):
        self.npc.db.talk = STATIONS[0]["npc"][4]
        heard = said_lines(self.npc, {Moment.START, Moment.MELD}, make_options("66"))
        assert heard and "Na, das war knapp." not in heard
        assert "Na, das war knapp." in said_lines(self.npc, {Moment.GAME_LOST},
                                                   make_options("66"))

    def test_without_moments_only_lines_for_any_moment_are_said(self):
        self.npc.db.talk = [line("Des isch a Stich!", Moment.TRICK_WON), line("Hm.")]
        assert said_lines(self.npc, None, make_options("gaigel2")) == {"Hm."}

    def test_the_computer_players_move_at_the_table_brings_its_moments(self):
        self.seat_both()
        self.start()
        heard = []
        real = CardPlayer.chatter

        def chatter(npc, options=None, moments=None, **kwargs):
            heard.append(moments() if callable(moments) else moments)
            return real(npc, options, moments=moments, **kwargs)

        with patch.object(CardPlayer, "chatter", chatter):
            game = self.deck.match.game
            self.deck.play(self.char1, game.legal(0)[0])
            self.timers.let_computers_play()
        assert heard and Moment.START in heard[0], heard
        assert heard[0] & {Moment.TRICK_WON, Moment.TRICK_LOST}, heard


# --- the world --------------------------------------------------------------------

@pytest.fixture
def world(db, settings):
    room = create_object("game.typeclasses.rooms.Room", key="Limbo")
    settings.START_LOCATION = room.dbref
    return build_world()


def test_the_built_worlds_players_carry_their_lines_with_moments(world):
    karle = find_tagged("karle")
    assert [text_of(entry) for entry in karle.db.talk] == [
        text_of(entry) for entry in next(s for s in NPCS if s["tag"] == "karle")["talk"]]
    assert all(isinstance(entry["moments"][0], str) for entry in karle.db.talk)


def test_an_older_worlds_players_are_mended_at_start(world):
    karle, balthasar = find_tagged("karle"), find_tagged("tourgegner1")
    karle.db.talk = ["Ha noi!", "Isch des jetzt Trumpf?", "Aus! ... oder doch net?",
                     "I hol no a Bier.", "Prost!"]
    balthasar.db.talk = ["Na, das war knapp.", "Ich zähl nicht so genau mit."]
    at_server_start()
    texts = [text_of(entry) for entry in karle.db.talk]
    assert "Aus! ... oder doch net?" not in texts and "I hol no a Bier." not in texts
    assert "I hol no a Viertele." in texts and "Prost!" in texts  # a builder's line stays
    knapp = next(entry for entry in balthasar.db.talk if text_of(entry) == "Na, das war knapp.")
    assert not fits_moment(knapp, {Moment.START, Moment.MELD})


def test_a_builders_spawned_player_gets_the_prototypes_lines_with_moments(world):
    player = spawn(dict(CARD_PLAYER, location=world["kaffeehaus"]))[0]
    assert [text_of(entry) for entry in player.db.talk][0] == "Gut gespielt!"
    assert not fits_moment(player.db.talk[0], {Moment.START})
