"""
End to end over telnet: a whole game against Hofrat Pospischil (stark) while the
server's computer players think on a Dask cluster (a scheduler and two workers
on loopback, CARD_AI_CLUSTER in the server's settings); the scheduler saw the
computer player's questions.
"""

import contextlib

import pytest

from tests.harness.daskcluster import DaskCluster
from tests.harness.gameserver import GameServer
from tests.harness.player import login, play_first_card, play_game, sit_with

pytestmark = [pytest.mark.server, pytest.mark.slow]  # a whole game against stark: over a minute


def test_a_game_against_stark_thinking_on_the_cluster(tmp_path, migrated_db):
    cluster = DaskCluster(tmp_path / "dask").start(workers=2)
    try:
        settings = f'CARD_AI_CLUSTER = "{cluster.address}"'
        with GameServer.running(tmp_path / "server", migrated_db, settings) as server:
            client = login(server.ports["telnet"], "Kilian", "Cluster-Kilian-5")
            assert "Hofrat Pospischil nimmt" in sit_with(client, "Hofrat Pospischil")
            client.command("spiel", "Eine Partie Sechsundsechzig beginnt")
            text = play_game(client, lambda hand: play_first_card(client, "Kilian", hand),
                             end="Abrechnung:", max_turns=60)
            assert "Hofrat Pospischil legt" in text
            client.close()
            log = server.log.read_text()
        assert "KI-Cluster" in log and "erreichbar: die Computerspieler denken dort" in log
        assert "quick answer" not in log
        with contextlib.closing(cluster.client()) as dask:
            prefixes = dask.run_on_scheduler(
                lambda dask_scheduler: list(dask_scheduler.task_prefixes))
        assert "choose_job" in prefixes
    finally:
        cluster.stop()
