"""The gear's settings (issue 29): the same settings as the text commands, kept on
the character, carried in the table state (`einstellungen`), sent again at once
when a command changes one; the hints as data (`hinweise`)."""

from evennia.utils.create import create_object

from game.commands.table.settings import CmdAnzeige, CmdKartennamen, CmdTempo
from game.faces.websettings import hints_of, settings_of
from game.typeclasses.carddecks import GaigelTable, SixtySixDeck
from tests.helpers.states import StateTest, run


class TestGearSettings(StateTest):
    def setUp(self):
        super().setUp()
        self.table = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        self.seat(self.table, ["Ferdl"])

    def last(self, name):
        found = [data for (wire_name, _, data), _ in self.me.messages if wire_name == name]
        return found[-1] if found else None

    def test_defaults(self):  # the Aus hint: on for the only person with a gentle computer
        got = settings_of(self.char1, self.table)
        assert got == {"card_names": "deutsch", "points": False, "playable": False,
                       "hint_66": False, "hint_aus": True, "tempo": self.table.tempo(),
                       "dimmen": True, "antippen": True, "stimme": False, "klang": False,
                       "hints": ["hint_66"]}  # 66 has no 101 hint
        gaigel = create_object(GaigelTable, key="Gaigeltisch", location=self.room1)
        assert settings_of(self.char1, gaigel)["hints"] == ["hint_aus"]
        assert "hints" not in settings_of(self.char1)  # no table: both can be set

    def test_a_text_command_changes_the_state_and_it_comes_again_at_once(self):
        self.table.start(seed=3)
        before = len(self.me.messages)
        run(self, CmdKartennamen, self.char1, "französisch")
        state = self.last("kartenrunde_tisch")
        assert len(self.me.messages) > before
        assert state["card_names"] == "französisch"
        assert state["einstellungen"]["card_names"] == "französisch"
        for word, key in (("stimme", "stimme"), ("klang", "klang"), ("66-hinweis", "hint_66"),
                          ("punkte", "points")):
            run(self, CmdAnzeige, self.char1, f"{word} an")
            assert self.last("kartenrunde_tisch")["einstellungen"][key] is True, word
        run(self, CmdAnzeige, self.char1, "dimmen aus")
        assert self.last("kartenrunde_tisch")["einstellungen"]["dimmen"] is False
        assert self.char1.attributes.get("web_dim") is False  # on the character: it persists
        self.assert_no_leak(self.me)

    def test_between_matches_the_seats_carry_the_settings(self):
        run(self, CmdAnzeige, self.char1, "antippen aus")
        seats = self.last("kartenrunde_plaetze")
        assert seats["einstellungen"]["antippen"] is False

    def test_tempo_goes_to_every_reader(self):
        run(self, CmdTempo, self.char1, "schnell")
        assert self.last("kartenrunde_plaetze")["einstellungen"]["tempo"] == "schnell"
        watched = [data for (name, _, data), _ in self.watcher.messages
                   if name == "kartenrunde_plaetze"]
        assert watched and watched[-1]["einstellungen"]["tempo"] == "schnell"

    def test_the_settings_in_words(self):
        run(self, CmdAnzeige, self.char1, "stimme an")
        said = run(self, CmdAnzeige, self.char1, "")
        assert "Im Webclient: dimmen an, antippen an, Stimme an, Klang aus." in said, said


class TestHintsAsData(StateTest):
    def test_no_hint_for_a_spectator_or_before_66(self):
        table = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        self.seat(table, ["Ferdl"])
        table.start(seed=3)
        assert hints_of(table, self.char2, None) == {"genug": False, "aus": None}
        assert hints_of(table, self.char1, 0) == {"genug": False, "aus": None}

    def test_gaigel_aus_deadline_once_the_party_has_101(self):
        """Four seats, first legal moves: once seat 0's party has 101 the hint is
        the deadline sentence; before, none; with the hint off, none."""
        table = create_object(GaigelTable, key="Gaigeltisch", location=self.room1)
        self.seat(table, ["Gottlob", "Frieda", "Karle"])
        self.char1.attributes.add("hint_aus", True)
        reached = False
        for seed in range(1, 12):
            table.start(seed=seed)
            game = table.match.game
            while game.result is None and game.to_act is not None and not reached:
                view = game.view(0)
                hinted = hints_of(table, self.char1, 0)
                if (view.get("reached_101") or [False, False])[view["side"]]:
                    reached = True
                    assert hinted["aus"] and "„aus“" in hinted["aus"], hinted
                    self.char1.attributes.add("hint_aus", False)
                    assert hints_of(table, self.char1, 0)["aus"] is None
                    break
                assert hinted["aus"] is None, hinted
                game.act(game.to_act, game.legal(game.to_act)[0])
            if reached:
                break
            table.end_match()
        assert reached
