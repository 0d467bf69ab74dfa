"""Settings for the unit tests: the game's settings on an in-memory database."""

from server.conf.settings import *  # noqa: F401,F403

DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}
# Fast hashing, for tests only: the real server keeps Django's PBKDF2.
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
SECRET_KEY = "only-for-unit-tests"
# Evennia's own switch for its test runner (e.g. a missing #2 home is allowed).
TEST_ENVIRONMENT = True
# Throttles in memory: the game's file cache would carry failures from run to run.
CACHES = {**CACHES, "throttle": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}  # noqa: F405
# Hash inline: no reactor runs in unit tests (tests/common/test_hashing.py checks the thread).
PASSWORD_HASHING_IN_THREAD = False
# Channel logs (logger.log_file) in a directory of this run's own: Evennia rotates a
# channel's log each time a channel is made (every test makes some), which left
# thousands of empty files in server/logs, and runs side by side raced on the renames.
import atexit as _atexit  # noqa: E402
import shutil as _shutil  # noqa: E402
import tempfile as _tempfile  # noqa: E402

LOG_DIR = _tempfile.mkdtemp(prefix="kartenrunde-test-logs-")
_atexit.register(_shutil.rmtree, LOG_DIR, True)
