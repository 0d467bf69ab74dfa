"""The analysis explains its figures (ai/analysis.py): what the two numbers of a row
are, what was better, and that a difference inside the noise of the samples is no
mistake. Fixed analysis results: no sampling runs here."""

from game.cardgames.ai.analysis import judge, report_lines, standard_error, summary
from game.cardgames.cards import render

RECORD_66 = {"preset": "66"}
RECORD_GAIGEL = {"preset": "gaigel2"}


def verdict(chosen, best, mine, top, noise, trick=3, unit="punkte", samples=40):
    return {"chosen": chosen, "best": best, "values": {chosen: mine, best: top},
            "loss": top - mine, "noise": noise, "unit": unit, "samples": samples,
            "trick": trick, "index": 0}


def lines_of(record, judged):
    return render("\n".join(report_lines(summary(record, 0, judged))))


def row(text, trick):
    return next(line for line in text.splitlines() if line.startswith(f"{trick:4}."))


def test_a_difference_inside_two_standard_errors_is_called_equal_not_a_mistake():
    small = verdict("melde herz", "lege eichel neun", 1.51, 1.54, noise=0.05)
    text = lines_of(RECORD_66, [small])
    line = row(text, 3)
    assert ("Melden in Herz  →  Eichel Neun  (1,51 / 1,54): gleichwertig – der Unterschied von "
            "0,03 Punkten") in line
    assert "Streuung der Stichproben (±0,10 Punkte)" in line
    assert "Fehler" not in line
    assert "kein Fehler" in text.splitlines()[0]


def test_a_loss_past_the_mistake_line_but_inside_the_noise_is_no_mistake():
    noisy = verdict("lege herz zehn", "lege herz ass", 0.90, 1.30, noise=0.30)
    result = summary(RECORD_66, 0, [noisy])
    assert result["mistakes"] == [] and result["total"] == 0
    assert "gleichwertig" in row(lines_of(RECORD_66, [noisy]), 3)


def test_a_clear_loss_names_the_better_move_and_is_marked_a_mistake():
    clear = verdict("lege herz zehn", "lege herz ass", 0.40, 1.20, noise=0.05, trick=5)
    text = lines_of(RECORD_66, [clear])
    line = row(text, 5)
    assert "(0,40 / 1,20): Herz Ass war besser, um 0,80 Punkte – mehr als die Streuung" in line
    assert line.endswith("← Fehler")
    assert text.splitlines()[0].startswith("Eine Entscheidung, ein Fehler")


def test_a_better_move_that_ends_the_game_with_a_smaller_sure_loss_says_why():
    sure = dict(verdict("lege schellen zehn", "genug", -2.52, -2.00, noise=0.07), sure=True)
    line = row(lines_of(RECORD_66, [sure]), 3)
    assert ("Ansagen („genug“) war besser, um 0,52 Punkte – mehr als die Streuung (±0,14 "
            "Punkte); Ansagen („genug“) hätte sicher nur 2 Punkte gekostet.  ← Fehler") in line
    unsure = verdict("lege schellen zehn", "genug", -2.52, -2.00, noise=0.07)
    assert "sicher" not in row(lines_of(RECORD_66, [unsure]), 3)


def test_judge_says_when_the_best_move_is_sure():
    import random

    from game.cardgames import new_game
    from tests.ai.test_analysis import WEAK_CLOSER

    game = new_game("66", deal=WEAK_CLOSER, dealer=1)
    got = judge(game.view(0), game.legal(0), "decke stapel", random.Random(1), samples=40)
    assert got["sure"] is False  # playing on: the samples differ


def test_a_small_real_difference_is_a_bit_worse_but_no_mistake():
    slight = verdict("lege laub zehn", "lege laub ass", 1.00, 1.10, noise=0.01)
    line = row(lines_of(RECORD_66, [slight]), 3)
    assert "Laub Ass war etwas besser, um 0,10 Punkte" in line and "zu wenig für einen Fehler" in line


def test_the_report_says_what_the_numbers_are_and_from_how_many_deals():
    judged = [verdict("melde herz", "lege eichel neun", 1.51, 1.54, 0.05, samples=16),
              verdict("lege laub ass", "lege laub ass", 1.2, 1.2, 0.0, trick=4, samples=64)]
    text = lines_of(RECORD_66, judged)
    assert ("Die Zahlen sind die Spielpunkte, die ein Zug im Mittel bringt (deiner / der "
            "beste), ausgespielt über je 16 bis 64 zufällig neu verteilte Kartenlagen") in text
    assert ("Liegt der Unterschied innerhalb der Streuung (± zwei Standardfehler), kann er "
            "Zufall sein, und die Züge gelten als gleichwertig.") in text
    assert "Laub Ass  (1,20 Punkte): der beste Zug." in row(text, 4)


def test_gaigel_rows_speak_of_winning_chances():
    close = verdict("lege herz ass", "lege laub zehn", 0.50, 0.56, noise=0.04, unit="chance")
    text = lines_of(RECORD_GAIGEL, [close])
    assert "Die Zahlen sind die Gewinnchance deiner Partei mit einem Zug (deiner / der beste)" in text
    assert "(50 % / 56 %): gleichwertig – der Unterschied von 6 Prozentpunkten" in row(text, 3)


def test_the_noise_is_the_standard_error_of_the_paired_difference():
    assert standard_error([1.0]) == 0.0
    assert abs(standard_error([0.0, 2.0, 0.0, 2.0]) - (4 / 3 / 4) ** 0.5) < 1e-12


def test_judge_reports_the_noise_of_its_samples():
    import random

    from game.cardgames import new_game
    from tests.ai.test_analysis import WEAK_CLOSER

    game = new_game("66", deal=WEAK_CLOSER, dealer=1)
    got = judge(game.view(0), game.legal(0), "decke stapel", random.Random(1), samples=40)
    assert got["noise"] >= 0.0 and got["loss"] > 2 * got["noise"]


def test_the_help_of_analyse_says_a_difference_inside_the_spread_is_no_mistake():
    from game.commands.table.after import CmdAnalyse

    assert "innerhalb der Streuung (zwei Standardfehler) ist kein Fehler" in " ".join(
        CmdAnalyse.__doc__.split())


def test_numbers_are_german_with_a_minus_sign_not_a_hyphen():
    from game.cardgames.ai.analysis import number

    assert number(-0.35, 2) == "−0,35" and number(1.5) == "1,5"


def test_each_mistake_is_told_once_in_its_row_and_the_costliest_is_named_by_its_trick():
    judged = [verdict("lege herz zehn", "lege herz ass", 0.40, 1.20, noise=0.05, trick=5),
              verdict("lege laub zehn", "lege laub ass", 0.80, 1.30, noise=0.05, trick=7),
              verdict("lege eichel ass", "lege eichel ass", 1.0, 1.0, 0.0, trick=8)]
    text = lines_of(RECORD_66, judged)
    assert text.splitlines()[0] == ("3 Entscheidungen, 2 Fehler, zusammen im Mittel 1,3 Punkte; "
                                    "der teuerste im 5. Stich.")
    for chosen, better in (("Herz Zehn", "Herz Ass"), ("Laub Zehn", "Laub Ass")):
        assert text.count(chosen) == 1 and text.count(better) == 2  # the row: → and „war besser“
    assert text.count("← Fehler") == 2 and "kostete" not in text


def test_a_single_mistake_is_named_by_its_trick_and_told_once():
    gaigel = verdict("aus", "lege herz ass", 0.30, 0.70, noise=0.02, trick=4, unit="chance")
    text = lines_of(RECORD_GAIGEL, [gaigel])
    assert text.splitlines()[0] == ("Eine Entscheidung, ein Fehler: im 4. Stich, er kostete "
                                    "40 Prozentpunkte Gewinnchance.")
    assert text.count("Aus rufen") == 1
