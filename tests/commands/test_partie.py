"""`partie <nr> öffentlich|privat` and the link in `verlauf <nr>` (game/commands/partie.py)."""

from evennia.utils.ansi import strip_ansi

from game.books import gamelog, gamepages
from game.commands.partie import CmdPartie
from game.commands.table.looking import CmdVerlauf
from tests.helpers.kept import KeptGameTest
from tests.helpers.players import PlayerTest


class TestPartie(KeptGameTest):
    def out(self, cmd, args=""):
        return strip_ansi(self.call(cmd, args))

    def test_verlauf_of_a_kept_game_prints_its_link(self):
        record = self.play_game()
        text = self.out(CmdVerlauf(), "1")
        assert f"/partie/{record['id']}/" in text
        assert gamepages.link(record["id"]) in text.split()
        assert "privat" in text and "partie 1 öffentlich" in text

    def test_oeffentlich_opens_the_game_and_privat_closes_it(self):
        record = self.play_game()
        kept = gamepages.find(record["id"])
        assert not gamepages.may_see(kept, {self.char2.id})
        text = self.out(CmdPartie(), "1 öffentlich")
        assert "ist jetzt öffentlich" in text and gamepages.link(record["id"]) in text
        assert gamelog.games(self.char1)[0]["public"] is True
        assert gamepages.may_see(gamepages.find(record["id"]), {self.char2.id})
        assert "öffentlich: jeder mit dem Link" in self.out(CmdVerlauf(), "1")
        text = self.out(CmdPartie(), "1 privat")
        assert "ist jetzt privat: nur wer mitgespielt hat" in text
        assert not gamepages.may_see(gamepages.find(record["id"]), {self.char2.id})

    def test_bad_words_change_nothing(self):
        record = self.play_game()
        for args, said in (("", "Benutzung: partie <nummer>"),
                           ("1 blau", "„blau“ verstehe ich hier nicht"),
                           ("7 öffentlich", "Ein Spiel Nummer 7 hast du nicht"),
                           ("eins öffentlich", "Benutzung")):
            assert said in self.out(CmdPartie(), args)
        assert "public" not in gamelog.games(self.char1)[0]
        assert not gamepages.is_public(gamepages.find(record["id"]))

    def test_partie_with_a_number_shows_the_link(self):
        record = self.play_game()
        text = self.out(CmdPartie(), "1")
        assert text.startswith("Dein Spiel vom") and "gegen Ferdl" in text
        assert gamepages.link(record["id"]) in text

    def test_a_game_kept_before_ids_gets_one_that_all_its_copies_share(self):
        record = self.play_game()
        old = {key: value for key, value in record.items() if key != "id"}
        self.char1.attributes.add(gamelog.ATTRIBUTE, [])
        gamelog.store(self.char1, old)
        text = self.out(CmdPartie(), "1 öffentlich")
        game_id = gamelog.derived_id(old)
        assert gamepages.link(game_id) in text
        assert gamelog.games(self.char1)[0]["id"] == game_id
        assert gamepages.find(game_id).record["public"] is True


class TestTyped(PlayerTest):
    def test_partie_and_partien_are_told_apart(self):
        assert "noch kein Spiel zu Ende gespielt" in self.typed("partien")
        assert "Benutzung: partie <nummer>" in self.typed("partie")
        assert "noch kein Spiel zu Ende gespielt" in self.typed("partie 1 öffentlich")
