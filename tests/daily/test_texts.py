"""What the day's texts say about a Bilanz: one minus sign (U+2212) everywhere,
no bracket inside a bracket (play-test)."""

from game.daily import texts
from game.daily.ranking import Standing


def row(net, won, lost, played=2):
    return Standing("k", "Lotte", net, won, lost, 14, played, False)


def test_a_negative_bilanz_uses_the_minus_sign():
    assert texts.signed(-6) == "−6" and texts.signed(4) == "+4" and texts.signed(0) == "0"
    said = texts.deal_over(2, 6, row(-6, 0, 6), striche=False)
    assert "Deine Bilanz bisher: −6 Punkte (0 gewonnen, 6 abgegeben)" in said
    assert "-6" not in said


def test_a_running_set_in_the_overview_has_no_nested_brackets():
    found = {"name": "Lotte", "done": False,
             "deals": [{"n": 1, "net": -3, "won": 0, "lost": 3, "augen": 7},
                       {"n": 2, "net": -3, "won": 0, "lost": 3, "augen": 7}]}
    line = texts.state_line("66", found, None, striche=False)
    assert "du hast 2 von 6 gespielt, Bilanz −6 Punkte (0 gewonnen, 6 abgegeben);" in line
    depth = 0
    for char in line:
        depth += {"(": 1, ")": -1}.get(char, 0)
        assert depth <= 1, line
