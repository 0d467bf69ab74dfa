"""The lobby's answer (`kartenrunde_tische`, server/conf/inputfuncs.py) in the built
world (issue 45): the games come from the card rooms (the Kaffeehaus' 66 table
and the Besen's Gaigel table, the room one stands in first), with the words
`spiel` and `suche` take; the waiting list shows who typed `suche`, the asker's
own wish marked; `suche aus` takes it off. Issue 46: every game, table and
waiting group names its family for the filter; the schools' lessons come
with what the asker passed; a practice table is listed to its student only
(and `wo` leaves it out for the others)."""

from unittest.mock import patch

from game.cardgames.presets import MATCH_TARGETS
from game.commands.where import tables_text
from game.faces.lobbydata import VERSION
from game.house import wishes
from server.conf.inputfuncs import house_offer, kartenrunde_tische
from tests.house.test_quickstart import WorldTest


class TestLobbyHouse(WorldTest):
    def answer(self, obj):
        """What the lobby's OOB command sends back to `obj`."""
        sent = []
        session = type("Session", (), {"puppet": obj})()
        with patch("game.faces.tabledata.send", lambda who, **data: sent.append((who, data))):
            kartenrunde_tische(session)
        assert len(sent) == 1 and sent[0][0] == obj
        return sent[0][1]["kartenrunde_tische"]

    def test_every_family_offers_its_puzzles_and_the_day_s_deals(self):
        anna = self.newcomer("Anna", self.besen)
        everyday = self.answer(anna)["everyday"]
        assert [row["family"] for row in everyday] == ["66", "gaigel"]
        commands = {row["family"]: [b["command"] for b in row["buttons"]] for row in everyday}
        assert commands["66"] == ["rätsel heute 66", "rätsel 66", "tagesspiel 66"]
        assert commands["gaigel"] == ["rätsel heute gaigel", "rätsel gaigel", "tagesspiel gaigel"]
        assert everyday[1]["buttons"][2]["label"] == "Tagesspiel (4 Spiele)"
        shorts = [b.get("short") for row in everyday for b in row["buttons"]]  # the phone's row
        assert shorts == [None, None, "Tagesspiel 66", None, None, "Tagesspiel Gaigel"]

    def test_the_games_come_from_the_card_rooms(self):
        anna = self.newcomer("Anna", self.besen)
        games = house_offer(anna)["games"]
        presets = [g["preset"] for g in games]
        assert presets[0] == "gaigel4"  # the Besen plays Gaigel: its games first
        assert {"66", "schnapsen", "dreier", "vierer", "klassisch", "sarasande", "gaigel2",
                "gaigel3", "gaigel6"} <= set(presets)
        assert len(presets) == len(set(presets))
        gaigel = games[0]
        assert gaigel["name"] == "Gaigel zu viert" and gaigel["words"] == "gaigel zu viert"
        assert gaigel["players"] == 4 and gaigel["unit"] == "Striche"
        sixty = next(g for g in games if g["preset"] == "66")
        assert sixty["name"] == "Sechsundsechzig" and sixty["unit"] == "Punkte"
        assert sixty["target"] in MATCH_TARGETS
        for game in games:  # the words the lobby sends are words `spiel` reads
            wish = wishes.read(f"{game['words']} bis 3 gegen stark")
            assert wish.target == 3 and wish.strength == "stark"
        bert = self.newcomer("Bert", self.cafe)
        assert house_offer(bert)["games"][0]["preset"] == "66"

    def test_the_waiting_list_in_the_lobby(self):
        anna = self.newcomer("Anna", self.cafe)
        bert = self.newcomer("Bert", self.rooms["start"])
        self.typed(anna, "suche gaigel zu viert")
        state = self.answer(bert)
        assert state["version"] == VERSION == 3
        assert state["targets"] == list(MATCH_TARGETS)
        assert state["strengths"] == ["leicht", "normal", "stark"]
        [group] = state["waiting"]
        assert group["game"] == "Gaigel zu viert" and group["words"] == "gaigel zu viert"
        assert group["missing"] == 3 and not group["mine"]
        assert [p["name"] for p in group["people"]] == ["Anna"]
        assert state["my_wait"] is None
        assert next(g for g in state["games"] if g["preset"] == "gaigel4")["waiting"] == 1
        self.typed(bert, f"suche {group['words']}")  # „Mitspielen“
        state = self.answer(bert)
        assert [p["name"] for p in state["waiting"][0]["people"]] == ["Anna", "Bert"]
        assert state["waiting"][0]["mine"] and state["my_wait"] == "gaigel4"
        assert state["waiting"][0]["missing"] == 2
        self.typed(bert, "suche aus")  # „Nicht mehr warten“
        state = self.answer(bert)
        assert state["my_wait"] is None and len(state["waiting"][0]["people"]) == 1
        assert state["tables"]  # the tables still come as before

    def test_jetzt_from_the_lobby_seats_and_empties_the_list(self):
        anna = self.newcomer("Anna", self.cafe)
        self.typed(anna, "suche schnapsen bis 3 gegen leicht")  # „Mitspieler suchen“
        assert self.answer(anna)["my_wait"] == "schnapsen"
        self.typed(anna, "jetzt")  # „Jetzt anfangen“
        state = self.answer(anna)
        assert state["waiting"] == [] and state["my_wait"] is None
        mine = next(t for t in state["tables"] if t["mine"] == "sitzt")
        assert mine["playing"] and mine["game"] == "Schnapsen"


    def test_families_schools_and_a_practice_table_only_for_its_student(self):
        anna = self.newcomer("Anna", self.rooms["start"])
        bert = self.newcomer("Bert", self.rooms["start"])
        said = self.typed(anna, "lektion gaigel 1")  # a lesson button of the lobby, from afar
        assert "Die Gaigel-Schule ist in der Besenwirtschaft; du gehst hin." in said
        assert "Lektion 1: Der erste Stich: Ge-Elfen" in said
        assert anna.location.key == "Übungsstube"
        mine = self.answer(anna)
        practice = [t for t in mine["tables"] if t["practice"]]
        assert [t["table"] for t in practice] == ["Übungstisch"] and practice[0]["mine"] == "sitzt"
        assert practice[0]["family"] == "gaigel"
        theirs = self.answer(bert)
        assert not [t for t in theirs["tables"] if t["practice"] or t["table"] == "Übungstisch"]
        assert "Übungstisch" not in tables_text(bert)  # `wo`
        assert "Übungstisch" in tables_text(anna)
        assert [f["name"] for f in theirs["families"]] == ["66", "gaigel"]
        assert {t["family"] for t in theirs["tables"]} <= {"66", "gaigel"}
        assert {g["family"] for g in theirs["games"]} == {"66", "gaigel"}
        schools = {s["school"]: s for s in theirs["schools"]}
        assert schools["gaigel"]["lessons"][0]["title"] == "Der erste Stich: Ge-Elfen"
        assert schools["66"]["family"] == "66" and schools["gaigel"]["passed"] == 0
