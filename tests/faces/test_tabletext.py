"""What a reader sees of a table: sitting out, the talon's one word, targets, winners."""

import random

from game.cardgames import IllegalMove, new_game, new_match
from game.cardgames.presets import PRESETS
from game.cardgames.tablestate import model_of
from game.faces import tabletext
from world.help_entries import HELP_ENTRY_DICTS

TRIES = ("raube", "decke stapel", "genug", "melde herz", "melde", "aus", "lege herz ass",
         "lege 3", "fünf siebener", "dissle", "höher hat eichel zehn")


def test_the_dealer_who_sits_out_sees_that_and_the_two_players():
    game = new_game("dreier", seed=1, names=["Anna", "Bernd", "Cilli"])
    text = tabletext.table_text(model_of(game, 2, show_points=True))
    assert "Du hast gegeben und setzt dieses Spiel aus; es spielen Anna und Bernd." in text
    assert "Anna: 0 Stiche, 0 Augen" in text and "Bernd: 0 Stiche, 0 Augen" in text
    assert "Deine Karten" not in text and "Deine Augen" not in text
    player = tabletext.table_text(model_of(game, 0, show_points=True))
    assert "Deine Karten: " in player and "Deine Augen: 0" in player


def test_partners_read_their_points_as_ours():
    game = new_game("vierer", seed=1)
    assert "Eure Augen: 0" in tabletext.table_text(model_of(game, 1, show_points=True))


def test_a_closed_talon_shows_no_face_up_trump_card():
    game = new_game("66", seed=3)
    assert "aufgedeckt liegt" in tabletext.talon_line(model_of(game, 0))
    game.act(game.to_act, "decke stapel")
    line = tabletext.talon_line(model_of(game, 0))
    assert "aufgedeckt" not in line and "der Stapel ist zugedreht" in line


def every_text_of_random_games():
    """Events, refusals, results and tables of a few random games of every preset."""
    out = [entry["text"] for entry in HELP_ENTRY_DICTS]
    for preset in PRESETS:
        for seed in range(3):
            rng = random.Random(seed)
            game = new_game(preset, seed=seed)
            for _ in range(200):
                if game.result is not None:
                    out += [game.result.reason, game.result.settlement]
                    break
                seat = game.to_act
                if seat is None:
                    game.end_grace_time()
                    continue
                out.append(tabletext.table_text(model_of(game, seat)))
                for word in TRIES:
                    try:
                        out += [e["text"] for e in game.clone().act(seat, word)]
                    except IllegalMove as exc:
                        out.append(str(exc))
                out += [e["text"] for e in game.act(seat, rng.choice(game.legal(seat)))]
    return out


def test_one_word_for_the_talon_everywhere_players_read():
    texts = every_text_of_random_games()
    assert any("Stapel" in text for text in texts)
    assert not [text for text in texts if "Talon" in text]


def test_the_target_reads_as_points_in_66_and_as_the_losing_striche_in_gaigel():
    assert tabletext.target_text(new_match("66", target=7)) == "gespielt wird bis 7 Punkte"
    assert (tabletext.target_text(new_match("gaigel4", target=7))
            == "verloren hat, wer 7 Striche hat")


def test_winners_agree_in_number():
    assert tabletext.winners_text(["Anna"]) == "Es gewinnt Anna!"
    assert (tabletext.winners_text(["Hofrat Pospischil", "Ferdl"])
            == "Es gewinnen Hofrat Pospischil und Ferdl!")


def test_every_face_is_registered_by_its_enum_and_renders_the_table_model():
    from game.cardgames.tablestate import model_of
    from game.faces import readers, tablefaces
    from game.faces.tabletext import Face

    assert set(tablefaces.FACES) == set(Face) and readers.MODES == tuple(Face)
    model = model_of(new_game("66", seed=3), 0)
    for face, render in tablefaces.FACES.items():
        text = render(model, "deutsch")
        assert "Trumpf" in text and str(len(model["hand"])) in text, face


def test_the_grace_time_names_the_tables_own_aus_goal_in_every_face():
    from game.cardgames.tablestate import model_of
    from game.faces import tablefaces
    from game.faces.tabletext import Face

    game = new_game("gaigel2", seed=2, options={"aus_points": 1000})  # nobody reaches it
    while not game.grace_time:
        seat = game.to_act
        game.act(seat, next(c for c in game.legal(seat) if c != "aus"))
    model = model_of(game, 0)
    assert model["grace_goal"] == 1000
    for face in Face:
        text = tablefaces.FACES[face](model, "deutsch")
        assert "Wer 1000 hat" in text or "wer 1000 hat" in text, face
        assert "101" not in text
