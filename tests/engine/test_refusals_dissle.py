"""Gaigel's refusal of `dissle` at a table without the house rule says plainly
that Auf Dissle is not played here (issue 47)."""

import pytest

from game.cardgames import IllegalMove, new_game


@pytest.mark.parametrize("preset", ["gaigel2", "gaigel4"])
def test_dissle_without_the_house_rule_is_not_played_at_this_table(preset):
    game = new_game(preset, seed=1)
    with pytest.raises(IllegalMove) as refused:
        game.act(game.to_act, "dissle")
    text = str(refused.value)
    assert text.startswith("Auf Dissle wird an diesem Tisch nicht gespielt")
    assert "Hausregel" in text and "vereinbart" not in text


def test_with_the_house_rule_the_refusal_names_what_is_missing():
    game = new_game("gaigel2", seed=1, options={"dissle": True})
    hand = game.view(game.to_act)["hand"]
    if sum(card.endswith("sieben") for card in hand) == 4:
        pytest.skip("this deal holds four sevens")
    with pytest.raises(IllegalMove) as refused:
        game.act(game.to_act, "dissle")
    assert "nicht gespielt" not in str(refused.value)
