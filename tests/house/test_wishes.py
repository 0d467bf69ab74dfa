"""What `spiel`/`suche` read, and the words the house types for a game."""

import pytest

from game.house.wishes import PRESET_WORDS, read, words_for


@pytest.mark.parametrize("preset, words", [
    ("66", "66"), ("schnapsen", "schnapsen"), ("dreier", "dreier"), ("vierer", "vierer"),
    ("klassisch", "klassisch"), ("sarasande", "sarasande"), ("gaigel2", "gaigel zu zweit"),
    ("gaigel3", "gaigel zu dritt"), ("gaigel4", "gaigel zu viert"),
    ("gaigel6", "gaigel zu sechst")])
def test_the_words_for_each_game(preset, words):
    assert words_for(preset) == words


def test_every_game_word_is_read_back():
    for preset in set(PRESET_WORDS.values()):
        wish = read(words_for(preset))
        assert wish.preset is not None


def test_bad_words_name_what_is_wrong():
    for text, said in (("66 bis drei", "Nach „bis“ kommt eine Zahl"),
                       ("66 bis 100", "Gespielt wird bis 3, 7 oder 11."),
                       ("gaigel zu fünft", "Zu zweit, dritt, viert oder sechst"),
                       ("66 gegen mittel", "leicht, normal oder stark"),
                       ("skat", "„skat“ verstehe ich nicht")):
        with pytest.raises(ValueError, match=said):
            read(text)
