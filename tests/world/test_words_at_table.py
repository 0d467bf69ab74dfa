"""What players read at and after the table says the rules right (issue 27):
partners named as partners, Schwarz and Schneider, robbing, the Aus hint,
drawn cards."""

from game.cardgames import new_game
from game.cardgames.replay import deal_of, record_of
from game.typeclasses import gamelog


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
