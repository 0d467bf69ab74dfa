"""Stored games and messages show the house's clock (settings.TIME_ZONE), not UTC."""

from datetime import datetime, timezone

from django.test import override_settings

from game.books.gamelog import when_text


@override_settings(TIME_ZONE="Europe/Berlin")
def test_a_stored_game_shows_the_time_of_the_house():
    stamp = datetime(2026, 12, 3, 6, 45, tzinfo=timezone.utc).timestamp()
    assert when_text(stamp) == "03.12. 07:45"  # winter: UTC+1


@override_settings(TIME_ZONE="Europe/Berlin")
def test_summer_time_counts():
    stamp = datetime(2026, 7, 1, 22, 30, tzinfo=timezone.utc).timestamp()
    assert when_text(stamp) == "02.07. 00:30"
