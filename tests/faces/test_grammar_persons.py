"""People named in a case (issue 47): „gegen Herrn Brandl“, „vor Herrn Brandl“,
„mit Frau Professor Wimmer“. Every computer player's name of the world build,
the tour, the house's helpers and the tournament's guests goes through every
sentence builder that names a person after a preposition or as an object; no
„gegen Herr “, „vor Herr “, „mit Herr “ ... is left."""

import re
from types import SimpleNamespace

from game.books import dealcounts, gamelog, tour
from game.books.tournament_run import GUEST_NAMES
from game.cardgames import ranking
from game.cardgames.sixtysix import settlement as settlement66
from game.commands.messages import names_text
from game.commands.records import CmdBilanz, CmdRang, CmdWertung
from game.faces import tournamenttext
from game.faces.grammar import ACC, DAT, NOM, people, person
from game.house import invitations, quickstart
from game.house.helpers import NAMES
from game.people.privatemessages import received_line
from game.table.absence import stand_in_name
from game.typeclasses.tables import CardTable
from tests.helpers.decks import StandIn, said, texts
from web.statistik import bars
from world.build import NPCS, TEACHERS
from world.tour import STATIONS

HELPERS = sorted({f"{first} {last}" for firsts, lasts in NAMES.values()
                  for first in firsts for last in lasts})
WORLD = sorted({spec["key"] for spec in NPCS + TEACHERS}
               | {spec["npc"][0] for spec in STATIONS} | set(GUEST_NAMES))
EVERY_NAME = WORLD + HELPERS
TITLED = [name for name in EVERY_NAME if name.startswith("Herr ")]
#: a title left in the nominative where German wants the dative or accusative
UNDECLINED = re.compile(r"\b(gegen|vor|mit|für|von|an|bei|zu|ohne|um|durch|außer|lädst|"
                        r"schreibst|du|macht|Trümpfe von) Herr\b(?!n)")


def undeclined(text):
    return UNDECLINED.findall(text)


def test_the_world_has_names_with_titles_to_decline():
    assert "Herr Brandl" in TITLED and "Hofrat Pospischil" in WORLD
    assert "Frau Professor Wimmer" in WORLD


def test_herr_becomes_herrn_in_dative_and_accusative_every_other_name_stays():
    for name in EVERY_NAME:
        assert person(name, NOM) == name
        assert person(name, DAT) == person(name, ACC)
        if name.startswith("Herr "):
            assert person(name, ACC) == "Herrn " + name[len("Herr "):]
        else:
            assert person(name, DAT) == name


def test_titles_that_do_not_change():
    assert f"gegen {person('Hofrat Pospischil', ACC)}" == "gegen Hofrat Pospischil"
    assert f"mit {person('Frau Professor Wimmer', DAT)}" == "mit Frau Professor Wimmer"
    assert f"vor {person('Fräulein Mizzi', DAT)}" == "vor Fräulein Mizzi"
    assert person("Herr Professor Wimmer", DAT) == "Herrn Professor Wimmer"
    assert person("Herr", DAT) == "Herr" and person("Herrmann", ACC) == "Herrmann"
    assert person(SimpleNamespace(key="Herr Brandl"), ACC) == "Herrn Brandl"
    assert people(["Herr Brandl", "Anna", "Herr Seidl"], DAT) == \
        "Herrn Brandl, Anna und Herrn Seidl"
    assert people([], DAT) == ""


def pairs(names):
    """Every name once first, once second (each beside the next one)."""
    return [(a, b) for a, b in zip(names, names[1:] + names[:1])]


def fake_table(entries, preset, mine=0):
    return SimpleNamespace(seats=SimpleNamespace(entries=lambda: entries, of=lambda obj: mine),
                           db=SimpleNamespace(preset=preset))


def npc(name):
    return {"name": name, "npc": True, "strength": "normal"}


def test_quickstart_names_opponents_and_partners_in_their_case():
    for a, b in pairs(WORLD):
        text = quickstart.opponents_text(fake_table([npc("Anna"), npc(a)], "66"), None)
        assert text == f"Du spielst gegen {person(a, ACC)} (normal)."
        text = quickstart.opponents_text(
            fake_table([npc("Anna"), npc(a), npc(b), npc("Karle")], "gaigel4"), None)
        assert not undeclined(text), text
        assert f"mit {person(b, DAT)} (normal) als Partner" in text


def test_kept_games_name_partners_and_opponents_in_their_case(monkeypatch):
    teams = {"teams": [[0, 2], [1, 3]]}
    monkeypatch.setattr(gamelog, "fresh", lambda record: SimpleNamespace(
        public_view=lambda: teams))
    for a, b in pairs(WORLD):
        text = gamelog.sides_text({"names": ["Anna", a, b, "Herr Seidl"]}, 0)
        assert text == f"mit {person(b, DAT)} gegen {people([a, 'Herr Seidl'], ACC)}"
    teams = {"teams": [[1], [2]]}
    text = gamelog.sides_text({"names": ["Anna", "Herr Brandl", "Herr Seidl"]}, 0)
    assert text == "Herr Brandl gegen Herrn Seidl (du setztest aus)"


class Tour:
    def __init__(self, names):
        self.names = names

    def entrant(self, i):
        return {"name": self.names[i]}


def test_tournament_boards_and_results_name_the_loser_in_the_accusative(monkeypatch):
    monkeypatch.setattr(tournamenttext, "by_id", lambda dbid: None)
    for a, b in pairs(WORLD):
        tour = Tour([a, b])
        line = tournamenttext.board_line(tour, {"board": 1, "players": [0, 1]})
        assert line == f"Tisch 1: {a} gegen {person(b, ACC)}"
        words = tournamenttext.result_words(tour, {"players": [0, 1],
                                                   "result": {"0": 1.0, "1": 0.0}})
        assert words == f"{a} gewinnt gegen {person(b, ACC)}"


def test_the_tournament_call_and_the_kurier_name_the_others_in_the_dative():
    for a, b in pairs(WORLD):
        call = tournamenttext.call_text("im Turniersaal", 2, "Tisch 1", [a, b], 3)
        assert f"(mit {people([a, b], DAT)})" in call and not undeclined(call)
        row = SimpleNamespace(name="Anna", points=2.5)
        news = tournamenttext.winner_text("im Turniersaal", "66", 7, 3, row, [a, b])
        assert news == (f"Turnier im Turniersaal (66 bis 7, 3 Runden): Anna gewinnt mit 2½ "
                        f"Punkten vor {people([a, b], DAT)}!")


def test_the_tour_pass_names_each_station_s_opponent_in_the_accusative(monkeypatch):
    players = [SimpleNamespace(key=name, db=SimpleNamespace(strength="leicht"))
               for name in WORLD]
    table = SimpleNamespace(location=SimpleNamespace(contents=players),
                            db=SimpleNamespace(options={}, preset="66"), presets={"66": "66"})
    for name, value in (("stations", lambda: [(1, table)]), ("stamps", lambda obj: []),
                        ("missing_before", lambda obj, number: False),
                        ("place_of", lambda table: "Stadttor"),
                        ("is_card_player", lambda obj: True)):
        monkeypatch.setattr(tour, name, value)
    text = tour.pass_text(None)
    assert not undeclined(text)
    assert ", ".join(f"{person(name, ACC)} (leicht)" for name in WORLD) in text
    assert "Herrn Brandl (leicht)" in text and text.count("Herr ") == 0


def test_ranks_about_someone_name_them_in_the_dative():
    for name in WORLD:
        for rank in ranking.RANKS:
            line = ranking.rank_line(rank[0], "66", name)
            assert not undeclined(line), line
    assert ranking.rank_line(800, "66", "Herr Brandl") == \
        "Beim 66 macht Herrn Brandl so schnell keiner etwas vor: ein Profi."


def test_the_stand_in_plays_for_herrn_brandl():
    for name in EVERY_NAME:
        assert stand_in_name(name) == f"Computer für {person(name, ACC)}"
    assert stand_in_name("Herr Brandl") == "Computer für Herrn Brandl"


def test_messages_name_sender_and_receiver_in_the_dative():
    for name in WORLD:
        account = SimpleNamespace(key=name)
        assert received_line(account, "Servus") == f"|wNachricht von {person(name, DAT)}:|n Servus"
        assert names_text([account], DAT) == person(name, DAT)
    assert names_text([SimpleNamespace(key="Herr Brandl")]) == "Herr Brandl"


def test_deal_statistics_of_someone_else_name_them_in_their_case(monkeypatch):
    monkeypatch.setattr(dealcounts, "trump_summary", lambda per_kind: {
        "games": 2, "observed": {0: 1}, "expected_counts": {0: 1.0}, "test": None})
    monkeypatch.setattr(dealcounts, "summary", lambda section: {
        "trumps": {"mean": 1.0, "expected": 1.0, "hands": 2, "test": None}})
    for name in WORLD:
        obj = SimpleNamespace(key=name, attributes=SimpleNamespace(
            get=lambda *args, **kwargs: {"66": {}}))
        text = dealcounts.text(obj, ["66"], mine=False)
        assert not undeclined(text), text
        assert f"die Karten von {person(name, DAT)} gegen den Zufall" in text
        assert f"Hände der Computerspieler gegen {person(name, ACC)}:" in text
        chart = {"parts": [{"part": "me", "rows": []}, {"part": "computers", "rows": []}]}
        titles = [part["title"] for part in bars(chart, name)["parts"]]
        assert titles == [f"Hände von {person(name, DAT)}",
                          f"Hände der Computerspieler gegen {person(name, ACC)}"]


def test_a_team_game_at_the_table_names_the_other_side_in_the_accusative():
    for a, b in pairs(WORLD):
        game = SimpleNamespace(names=[a, b, "Anna", "Herr Seidl"],
                               view=lambda seat: {"teams": [[0, 2], [1, 3]]})
        table = SimpleNamespace(match=SimpleNamespace(game=game))
        assert CardTable.sides_text(table) == \
            f" Es spielen {a} und Anna gegen {people([b, 'Herr Seidl'], ACC)}."


def test_the_66_abrechnung_names_the_closer_and_a_lost_marriage_in_the_dative():
    state = SimpleNamespace(seats=2, side=[0, 1], closer=1, close_opp_trick=True,
                            rules=SimpleNamespace(closing_fail=(2, 2)))
    sides = [{"seats": [0], "card_points": 40, "marriages": 0, "last_trick": 0, "total": 40,
              "tricks": 3, "taken": [], "forfeited": []},
             {"seats": [1], "card_points": 10, "marriages": 0, "last_trick": 0, "total": 10,
              "tricks": 0, "taken": [], "forfeited": [{"seat": 1, "suit": "herz", "points": 20}]}]
    for name in WORLD:
        names = ["Anna", name]
        why = settlement66._closing_why(state, names)
        text = settlement66.settlement_text(state, names, {"sides": sides}, reason="–")
        assert why == f" für das misslungene Zudrehen von {person(name, DAT)}"
        assert f"von {person(name, DAT)} (kein Stich danach)" in text
        assert not undeclined(why + text)


class TestAPersonWithATitleAtTheTable(StandIn):
    """A person called „Herr Brandl“ leaves a match, is looked up and invited."""

    def setUp(self):
        super().setUp()
        self.char2.key = "Herr Brandl"

    def test_the_stand_in_and_the_wait_name_herrn_brandl(self):
        with said(self.char1) as msg:
            self.stand_in_for_char2()
        text = " ".join(texts(msg))
        assert "ein Computerspieler für Herrn Brandl weiter" in text
        assert "„Computer für Herrn Brandl“; für Herrn Brandl zählt die Partie" in text
        assert "für Herrn Brandl ist sie dann verloren" in text
        assert not undeclined(text), text

    def test_rang_bilanz_wertung_of_herrn_brandl(self):
        for command, args, head in ((CmdRang(), "Herr Brandl", "Rang von Herrn Brandl"),
                                    (CmdBilanz(), "Herr Brandl", "Bilanz von Herrn Brandl"),
                                    (CmdBilanz(), "rekorde Herr Brandl",
                                     "Rekorde von Herrn Brandl"),
                                    (CmdWertung(), "Herr Brandl", "Wertung von Herrn Brandl")):
            out = self.call(command, args)
            assert head in out and not undeclined(out), out

    def test_an_invitation_to_herrn_brandl(self):
        with said(self.char1) as msg:
            invitations.invite(self.char1, self.char2, self.deck)
        assert texts(msg) == ["Du lädst Herrn Brandl an das 66-Kartenspiel ein."]
