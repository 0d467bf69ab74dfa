"""A description is at most 1000 characters (issue 49): a longer one is refused in
German and the old one stays; one stored before the cap is shown cut, in the game
and on the website's page of the person."""

from evennia.utils.test_resources import EvenniaCommandTest

from game.commands.everyday import CmdBeschreibung
from game.faces import portrait


class TestBeschreibung(EvenniaCommandTest):
    def test_a_description_of_5513_characters_is_refused_and_the_old_one_stays(self):
        self.call(CmdBeschreibung(), "Spielt gern Gaigel.", "So sehen dich die anderen jetzt.")
        self.call(CmdBeschreibung(), "x" * 5513, "Das sind 5513 Zeichen; eine Beschreibung hat "
                  "höchstens 1000. Deine bisherige bleibt.")
        assert self.char1.db.desc == "Spielt gern Gaigel."

    def test_a_description_of_1000_characters_is_kept(self):
        self.call(CmdBeschreibung(), "y" * 1000, "So sehen dich die anderen jetzt.")
        assert self.char1.db.desc == "y" * 1000

    def test_one_stored_before_the_cap_is_shown_cut(self):
        self.char1.db.desc = "z" * 5513
        shown = portrait.own_text(self.char1, self.char2)
        assert shown == "z" * portrait.DESC_MAX + " …"

    def test_the_websites_page_shows_it_cut_too(self):
        from web.statistik import portrait_lines

        self.char1.db.desc = "z" * 5513
        assert "z" * (portrait.DESC_MAX + 1) not in "\n".join(portrait_lines(self.char1, False))
