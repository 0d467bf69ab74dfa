"""
End to end over telnet: a game against Hofrat Pospischil (stark) while the
server's computer players think on a Dask cluster (a scheduler and two workers
on loopback, CARD_AI_CLUSTER in the server's settings). In the middle of it a
worker is killed right after the player's card (the Hofrat's answer is being
thought about), later the scheduler is killed; the game goes on until the server
has noticed (the questions go home, logged once), then the scheduler starts again
on the same address and the game goes on until the server is back on it. No move is
lost and no quick fallback move is needed.
"""

import contextlib
import time

import pytest

from tests.harness.daskcluster import DaskCluster
from tests.harness.gameserver import GameServer
from tests.harness.player import WEITER, login, play_first_card, play_game, sit_with

pytestmark = [pytest.mark.server, pytest.mark.slow]  # whole games against stark: minutes

LOST = "nicht erreichbar"
BACK = "wieder erreichbar"


def scheduler_tasks(cluster):
    """The task prefixes the (current) scheduler has seen."""
    with contextlib.closing(cluster.client()) as dask:
        return dask.run_on_scheduler(lambda dask_scheduler: list(dask_scheduler.task_prefixes))


def test_a_game_against_stark_survives_a_killed_worker_and_scheduler(tmp_path, migrated_db):
    cluster = DaskCluster(tmp_path / "dask").start(workers=2)
    try:
        settings = f'CARD_AI_CLUSTER = "{cluster.address}"'
        with GameServer.running(tmp_path / "server", migrated_db, settings) as server:
            client = login(server.ports["telnet"], "Kilian", "Cluster-Kilian-5")
            assert "Hofrat Pospischil nimmt" in sit_with(client, "Hofrat Pospischil")
            client.command("spiel", "Eine Partie Sechsundsechzig beginnt")
            turns = []

            def play(hand):
                seen = play_first_card(client, "Kilian", hand)
                turns.append(hand)
                if len(turns) == 2:  # the Hofrat thinks about his answer now
                    assert "choose_job" in scheduler_tasks(cluster)
                    cluster.kill_worker(cluster.workers[0].pid)
                elif len(turns) == 4:
                    cluster.kill_scheduler()
                return seen

            text = play_game(client, play, end="Abrechnung:", max_turns=60)
            assert "Hofrat Pospischil legt" in text
            if cluster.scheduler.poll() is None:  # a short game: ended before turn 4
                cluster.kill_scheduler()

            for worker in cluster.workers:  # the last worker ends without its scheduler
                with contextlib.suppress(Exception):
                    worker.wait(60)

            def play_on_until(done):
                deadline = time.monotonic() + 240
                while not done():
                    assert time.monotonic() < deadline, server.log.read_text()[-3000:]
                    marker, _ = client.expect(WEITER, "Die Partie ist aus.", timeout=60)
                    client.send("weiter" if marker == WEITER else "neue partie")
                    play_game(client, lambda hand: play_first_card(client, "Kilian", hand),
                              end="Abrechnung:", max_turns=60)

            # Without a scheduler the Hofrat thinks in the local pool (logged once) ...
            play_on_until(lambda: LOST in server.log.read_text())
            cluster.start(workers=1)  # ... and with one again on the same address there
            play_on_until(lambda: BACK in server.log.read_text()
                          and "choose_job" in scheduler_tasks(cluster))
            client.close()
            log = server.log.read_text()
        assert "erreichbar: die Computerspieler denken dort" in log
        assert log.count(LOST) == 1, log[-3000:]  # once, not once per move
        assert log.index(LOST) < log.index(BACK)
        assert "quick answer" not in log
    finally:
        cluster.stop()
