"""Leaderboard points, placement, experience and ranks (RULES.md section 6)."""

from game.cardgames import ranking
from game.cardgames.ranking import book_game, book_match, placements


def test_won_game_counts_its_game_points_on_the_leaderboard():
    rec = book_game(None, won=True, points=3, advice=False, opposition=4)
    assert (rec["games"], rec["won"], rec["points"], rec["score"]) == (1, 1, 3, 3)


def test_lost_game_counts_no_points_but_one_experience_for_playing():
    rec = book_game(None, won=False, points=0, advice=False, opposition=6)
    assert (rec["games"], rec["won"], rec["score"], rec["experience"]) == (1, 0, 0, 1)


def test_game_with_advice_is_not_counted_on_the_leaderboard():
    rec = book_game(None, won=True, points=2, advice=True, opposition=6)
    assert rec["score"] == 0 and rec["advice"] == 1 and rec["points"] == 2
    assert rec["experience"] == 1  # playing, no win bonus


def test_placement_bonus_is_30_15_5():
    for place, bonus in ((1, 30), (2, 15), (3, 5), (4, 0)):
        rec = book_match(None, won=place == 1, place=place, opposition=2)
        assert rec["score"] == bonus


def test_match_with_a_game_played_with_advice_earns_no_placement_bonus():
    rec = book_match(None, won=True, place=1, opposition=4, advice=True)
    assert rec["score"] == 0 and rec["matches_won"] == 1 and rec["experience"] == 0


def test_leaving_a_match_with_other_people_costs_10():
    rec = book_match({"score": 25}, won=False, place=2, opposition=2, left=True, forfeit=True)
    assert rec["score"] == 15 and rec["matches"] == 1


def test_a_match_somebody_gave_up_brings_no_bonus_and_no_experience():
    rec = book_match(None, won=True, place=1, opposition=6, forfeit=True)
    assert rec["score"] == 0 and rec["experience"] == 0 and rec["matches_won"] == 1


def test_66_higher_score_places_first_and_ties_share_a_place():
    assert placements([7, 3], [0, 1], fewest_win=False) == [1, 2]
    assert placements([7, 7, 2], [0, 1, 2], fewest_win=False) == [1, 1, 3]


def test_gaigel_fewest_striche_place_first_and_partners_share_the_place():
    assert placements([2, 7, 2, 7], [0, 1, 0, 1], fewest_win=True) == [1, 2, 1, 2]
    assert placements([7, 1, 4], [0, 1, 2], fewest_win=True) == [3, 1, 2]


def test_dreier_sitting_out_makes_every_seat_its_own_party():
    assert ranking.parties([0, 1, -1]) == [0, 1, 2]
    assert ranking.parties([0, 1, 0, 1]) == [0, 1, 0, 1]


def test_a_win_against_stronger_opposition_gives_more_experience():
    gains = [book_game(None, won=True, points=1, advice=False,
                       opposition=ranking.opposition([{"npc": True, "strength": s}]))["experience"]
             for s in ("leicht", "normal", "stark")]
    assert gains == [3, 5, 7]
    match = book_match(None, won=True, place=1, opposition=6)
    assert match["experience"] == 18


def test_people_weigh_by_their_rank_and_several_opponents_by_the_mean():
    assert ranking.weight({"npc": False, "rank": 0}) == 2
    assert ranking.weight({"npc": False, "rank": 4}) == 6
    both = [{"npc": True, "strength": "stark"}, {"npc": False, "rank": 0}]
    assert ranking.opposition(both) == 4
    assert ranking.opposition([]) == 2


def test_five_ranks_from_neuling_to_profi():
    assert [ranking.rank_name(r[0]) for r in ranking.RANKS] == [
        "Neuling", "Kiebitz", "Stammgast", "Kenner", "Profi"]
    assert ranking.rank_name(29) == "Neuling" and ranking.rank_name(30) == "Kiebitz"
    assert ranking.next_rank(0) == ("Kiebitz", 30)
    assert ranking.next_rank(800) is None
    assert "66" in ranking.rank_line(0, "66")
    # shown beside the rank's name („Dein Rang: Neuling – ...“): the line does not repeat it
    assert all(r[1] not in r[2] for r in ranking.RANKS)
    assert "Mizzi" in ranking.rank_line(900, "gaigel", "Mizzi")
    assert len({r[2] for r in ranking.RANKS}) == 5
