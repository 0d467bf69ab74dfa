"""Settings of an end-to-end test server: the game's own, with the throttles lifted."""

from server.conf.game_settings import *  # noqa: F401,F403

CREATION_THROTTLE_LIMIT = None
LOGIN_THROTTLE_LIMIT = None
MAX_COMMAND_RATE = 1000  # tests type faster than people (0 would divide by zero)
SECRET_KEY = "only-for-end-to-end-tests"
# Computer players hesitate only briefly, so whole matches fit in a test.
CARD_NPC_PAUSE = (0.01, 0.05)
CARD_NPC_BUDGET_WAIT = 0  # and answer as soon as they know (the time may leak here)
# A tournament calls its next round soon after the last board ended.
TOURNAMENT_ROUND_PAUSE = 3
# New accounts speak on the Plausch at once (the wait has its own tests).
PLAUSCH_NEWCOMER_WAIT = 0
