"""The page of a kept game (web/partie.py): who may see it, and what it shows."""

import json
import re

from django.test import Client

from game.books import gamelog, gamepages
from game.cardgames.replay import replay
from game.faces.tabletext import card_label
from tests.helpers.kept import KeptGameTest


class PartieTest(KeptGameTest):
    def get(self, game_id, account=None):
        client = Client(raise_request_exception=False)
        if account:
            client.force_login(account)
        return client.get(f"/partie/{game_id}/")


class TestWhoSeesIt(PartieTest):
    def test_the_player_sees_the_own_game(self):
        record = self.play_game()
        response = self.get(record["id"], self.account)
        assert response.status_code == 200
        body = response.content.decode()
        assert "So war ausgeteilt" in body and "Du warst Char" in body

    def test_another_players_private_game_is_refused_in_german(self):
        record = self.play_game()
        response = self.get(record["id"], self.account2)
        assert response.status_code == 403
        body = response.content.decode()
        assert "Dieses Spiel ist privat" in body
        assert "Eichel Ass" not in body  # no card of it
        anonymous = self.get(record["id"])
        assert anonymous.status_code == 403 and "melde dich an" in anonymous.content.decode()

    def test_a_public_game_is_seen_by_everybody(self):
        record = self.play_game()
        gamepages.set_public(self.char1, record, True)
        assert self.get(record["id"]).status_code == 200
        assert self.get(record["id"], self.account2).status_code == 200
        gamepages.set_public(self.char1, gamelog.games(self.char1)[0], False)
        assert self.get(record["id"], self.account2).status_code == 403

    def test_a_running_game_has_no_page(self):
        self.start()
        self.deck.play(self.char1, self.deck.match.game.legal(0)[0])
        game_id = self.deck.db.deal["id"]
        for account in (self.account, self.account2, None):
            response = self.get(game_id, account)
            assert response.status_code == 404
            body = response.content.decode()
            assert "Dieses Spiel läuft noch" in body
            assert "Laub König" not in body and "Eichel Ass" not in body  # Ferdl's hand

    def test_an_unknown_id_is_404_in_german(self):
        for game_id in ("abcdefghjk", "nichts", "x" * 80):
            response = self.get(game_id, self.account)
            assert response.status_code == 404
            assert "Kein solches Spiel" in response.content.decode()

    def test_a_tournaments_game_is_public_once_the_tournament_is_over(self):
        from evennia.utils.create import create_script

        from game.cardgames.tournament import Tournament

        script = create_script("game.typeclasses.tournaments.TournamentScript", key="turnier",
                               obj=self.room1, persistent=True, autostart=False)
        tour = Tournament.new("66", 7, 1, 2)
        tour.data["status"] = "running"
        script.save_tournament(tour)
        self.deck.db.tournament = script.id
        record = self.play_game()
        assert record["tournament"] == script.id
        assert self.get(record["id"], self.account2).status_code == 403  # still running
        tour.data["status"] = "over"
        script.save_tournament(tour)
        assert self.get(record["id"], self.account2).status_code == 200
        assert self.get(record["id"]).status_code == 200
        gamepages.set_public(self.char1, record, False)  # a player may close it
        assert self.get(record["id"], self.account2).status_code == 403

    def test_a_hidden_game_shows_to_its_players_only_until_its_time(self):
        record = self.play_game()
        gamelog.mark(self.char1, record["id"], public=True, hidden_until=4e9)
        assert self.get(record["id"], self.account2).status_code == 403
        assert self.get(record["id"], self.account).status_code == 200
        gamelog.mark(self.char1, record["id"], hidden_until=1.0)
        assert self.get(record["id"], self.account2).status_code == 200


class TestWhatItShows(PartieTest):
    def test_every_trick_the_deal_and_the_settlement(self):
        record = self.play_game()
        body = self.get(record["id"], self.account).content.decode()
        tricks = replay(record).public_view()["tricks"]
        headings = re.findall(r'<h3 class="h6">(\d+)\. Stich</h3>', body)
        assert [int(h) for h in headings] == list(range(1, len(tricks) + 1))
        listing = body.split('id="partie-schritte"')[0]  # the page without its script data
        assert listing.count("nimmt den Stich") == len(tricks)
        for trick in tricks:  # each trick's cards, in the list
            assert all(card_label(c["card"], "deutsch") in listing for c in trick["cards"])
        assert "Trumpf aufgedeckt:" in body and "Eichel Unter" in body
        assert "Stapel, von oben:" in body
        assert "Abrechnung" in body
        assert "partie/partie.js" in body and "kartenbild.js" in body

    def test_the_steps_for_the_script_hold_every_move(self):
        record = self.play_game()
        body = self.get(record["id"], self.account).content.decode()
        found = re.search(r'<script id="partie-schritte" type="application/json">(.*?)</script>',
                          body, re.S)
        steps = json.loads(found.group(1))
        assert len(steps) == len(record["log"]) + 1
        assert steps[0]["hands"][1][0]["label"] == "Eichel Ass"  # as dealt
        assert all(not hand for hand in steps[-1]["hands"]) or steps[-1]["lines"]

    def test_the_analysis_verdicts_stand_at_their_moves(self):
        record = self.play_game()
        index = 0
        result = {"seat": 0, "unit": "punkte", "decisions": [
            {"index": index, "trick": 1, "chosen": record["log"][index][1],
             "best": "lege herz ass", "values": {record["log"][index][1]: 0.5,
                                                 "lege herz ass": 1.5},
             "loss": 1.0, "noise": 0.1, "samples": 40}]}
        result["mistakes"] = list(result["decisions"])
        gamepages.keep_analysis(self.char1, record, result)
        body = self.get(record["id"], self.account).content.decode()
        assert "Analyse: Eichel Neun von Char (0,50 / 1,50): Herz Ass war besser" in body
        assert "Herz Ass war besser" in body and "Fehler" in body

    def test_french_card_names_for_a_player_who_reads_them(self):
        record = self.play_game()
        self.char1.db.card_names = "französisch"
        body = self.get(record["id"], self.account).content.decode()
        assert "Kreuz Bube" in body and 'data-karten="französisch"' in body
