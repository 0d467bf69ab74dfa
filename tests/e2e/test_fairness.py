"""
End to end over telnet: a match against Ferdl with an own seed; the hash shown
before, the seed revealed after (a line that says how to check it, the seed
itself in `mischung`, no hex digits in the running text); `mischung prüfen` says the deal matches, and
tools/pruefe_mischung.py run on the revealed values prints the same deal.
"""

import pathlib
import re
import shlex
import subprocess
import sys

import pytest

from evennia.utils.ansi import strip_ansi

from game.faces.tabletext import card_label
from tests.e2e.test_webclient import browser  # noqa: F401 - the fixture
from tests.harness.player import play_match, sit_with

pytestmark = pytest.mark.server

ROOT = pathlib.Path(__file__).resolve().parents[2]
HEX = r"[0-9a-f]{64}"


def test_a_match_with_an_own_seed_can_be_checked_in_the_game_and_at_home(game_server, players):
    client = players("Mira", "Mischglück-1")
    sit_with(client, "Ferdl")
    shown = client.command("mischung", "Mischung am 66-Kartenspiel") + client.read_until(
        "hilfe fairness")
    before = re.search(rf"sein Hash: ({HEX})", shown).group(1)
    look = client.command("schau 66-Kartenspiel", "Mischung: Hash")
    look += client.read_until("\n")
    assert before in look
    client.command("mischung eigen Glückskeks am Dienstag",
                   "Dein eigener Samen ist jetzt „Glückskeks am Dienstag“")
    client.send("spiel bis 3")
    seen = play_match(client, "Mira")
    seen += client.read_until("rechnet dein letztes Spiel nach")
    told = seen[seen.rindex("Die Mischung dieser Partie ist aufgedeckt:"):]
    assert "mischung prüfen 1" in told
    assert not re.search(HEX, seen)  # no hex digits in the running text, during or after
    shown = client.command("mischung", "Zuletzt aufgedeckt") + client.read_until("hilfe fairness")
    revealed = re.search(rf"Zuletzt aufgedeckt: Server-Samen ({HEX}) zum Hash ({HEX})", shown)
    assert revealed, shown
    seed, digest = revealed.groups()
    assert digest == before
    assert seed not in seen  # never shown while the match ran, nor after unasked
    logs = game_server.log.parent
    assert not any(seed in path.read_text(errors="replace") for path in logs.glob("*.log*"))

    checked = client.command("mischung prüfen 1", "Die Mischung stimmt:")
    checked += client.read_until("Zu Hause nachrechnen")
    checked += client.read_until("\n") + client.read_until("\n")
    server_lines = [line.strip() for line in checked.splitlines()
                    if line.startswith(("Kartenfolge", "Geber", "Platz", "Trumpf", "Stapel"))]
    assert len(server_lines) == 6, checked
    command = next(line.strip() for line in checked.splitlines()
                   if "tools/pruefe_mischung.py" in line)
    words = shlex.split(command)
    assert words[:2] == ["python3", "tools/pruefe_mischung.py"]
    assert "Glückskeks am Dienstag" in words and seed in words and digest in words
    home = subprocess.run([sys.executable, "-I", *words[1:]], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    lines = home.stdout.splitlines()
    assert lines[0].startswith("Hash stimmt:")
    # the game writes the cards as players read them (Schellen-Ass), the checker small
    assert [line.lower().replace("-", " ") for line in lines[1:]] == \
        [line.lower().replace("-", " ") for line in server_lines]

    course = client.command("verlauf 1", "So war ausgeteilt") + client.read_until("Stapel")
    mine = re.search(r"Mira: (.*)", course.split("So war ausgeteilt")[1]).group(1)
    home_hand = next(line for line in lines if line.startswith("Platz 1: "))[len("Platz 1: "):]
    labels = [strip_ansi(card_label(card)) for card in home_hand.split(", ")]
    assert sorted(mine.strip().split(", ")) == sorted(labels)

    stats = client.command("statistik 66", "Ausgeteilt: deine Karten") + client.read_until(
        "mischung prüfen")
    games = int(re.search(r"66 \((\d+) Spiele?\)", stats).group(1))
    assert games == len(re.findall("Neues Spiel, ", seen)) + 1
    assert "Trümpfe je Hand" in stats and "zu erwarten 1,30" in stats
    help_text = client.command("hilfe fairness", "Fair gespielt") + client.read_until(
        "Zufall bringt")
    assert "nur, was ihr Platz sieht" in help_text


def test_the_player_page_shows_the_deal_statistics_as_bars(game_server, players, browser,
                                                           tmp_path):
    client = players("Lotte", "Mischglück-2")
    sit_with(client, "Ferdl")
    client.send("spiel bis 3")
    play_match(client, "Lotte")
    admin = players(*game_server.admin, create=False)
    # the answer's marker is put together, so the echoed command does not hold it
    admin.command('py me.msg("LOT" + "TE=" + str(me.search("Lotte", global_search=True).id))',
                  "LOTTE=")
    number = int(re.match(r"(\d+)", admin.read_until("\n")).group(1))
    page = browser.new_context().new_page()
    base = f"http://127.0.0.1:{game_server.ports['web']}"
    page.goto(f"{base}/auth/login/")
    page.fill("input[name=username]", "Lotte")
    page.fill("input[name=password]", "Mischglück-2")
    page.click("form button[type=submit], form input[type=submit]")
    page.wait_for_load_state()
    page.goto(f"{base}/characters/detail/lotte/{number}/")
    chart = page.locator("#statistik")
    chart.wait_for(timeout=30000)
    text = chart.inner_text()
    assert "Ausgeteilt: gezählt gegen den Zufall" in text and "Trümpfe je Hand" in text
    assert "Hände der Computerspieler gegen dich" in text
    assert chart.locator(".progress-bar").count() >= 12
    chart.scroll_into_view_if_needed()
    page.screenshot(path=str(tmp_path / "statistik.png"), full_page=True)
