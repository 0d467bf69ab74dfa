"""
Pytest set-up shared by every test: Evennia's flat API is initialised once and
the game's signal receivers are connected, as at the server's start.

`evennia._init()` fills `from evennia import create_object` and friends and
touches the database once, so pytest-django's block is lifted for it.
"""

def pytest_configure(config):
    """Initialise Evennia after Django is configured by pytest-django."""
    import django
    from pytest_django.plugin import blocking_manager_key

    django.setup()
    import evennia

    with config.stash[blocking_manager_key].unblock():
        evennia._init()
    from game import receivers

    receivers.connect()  # as the server does at start (server/conf/at_server_startstop.py)
