"""What the operator relies on: no public SECRET_KEY, truthful `make run`, the systemd unit."""

import os
import subprocess
import sys
from pathlib import Path

from server import mud

REPO = Path(__file__).resolve().parents[2]

NO_SECRET_FILE = """
import sys
sys.modules["server.conf.secret_settings"] = None  # as if the file were missing
import django
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
try:
    key = settings.SECRET_KEY
except ImproperlyConfigured as err:
    print("refused:", err)
else:
    print("key:", key)
"""


def test_without_secret_settings_the_server_has_no_key_and_django_refuses():
    env = dict(os.environ, DJANGO_SETTINGS_MODULE="server.conf.settings")
    done = subprocess.run([sys.executable, "-c", NO_SECRET_FILE], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=120)
    assert "refused:" in done.stdout, done.stdout + done.stderr
    from evennia import settings_default

    assert settings_default.SECRET_KEY not in done.stdout


def test_make_run_names_the_environment_when_the_password_comes_from_there(monkeypatch, tmp_path):
    monkeypatch.setattr(mud, "CREDENTIALS_FILE", tmp_path / "admin-credentials")
    monkeypatch.setenv("EVENNIA_SUPERUSER_USERNAME", "chefin")
    monkeypatch.setenv("EVENNIA_SUPERUSER_PASSWORD", "Geheim-123")
    user, password, new, source = mud.admin_credentials()
    assert (user, password, source) == ("chefin", "Geheim-123", "env")
    assert not (tmp_path / "admin-credentials").exists()
    for first_start in (True, False):
        hint = mud.password_hint(password, first_start, source)
        assert "EVENNIA_SUPERUSER_PASSWORD" in hint and "admin-credentials" not in hint
        assert "Geheim-123" not in hint


def test_make_run_without_environment_writes_and_names_the_file(monkeypatch, tmp_path):
    monkeypatch.setattr(mud, "CREDENTIALS_FILE", tmp_path / "admin-credentials")
    monkeypatch.setattr(mud, "GAME_DIR", tmp_path)
    monkeypatch.delenv("EVENNIA_SUPERUSER_USERNAME", raising=False)
    monkeypatch.delenv("EVENNIA_SUPERUSER_PASSWORD", raising=False)
    user, password, new, source = mud.admin_credentials()
    assert new and source == "file" and (tmp_path / "admin-credentials").exists()
    assert mud.password_hint(password, False, source) == "Passwort steht in admin-credentials"


def test_the_systemd_unit_restarts_and_uses_make_run():
    unit = (REPO / "server" / "kartenrunde.service").read_text()
    assert "Restart=on-failure" in unit and "mud.py run" in unit and "mud.py stop" in unit
    assert "PIDFile=" in unit and "Type=forking" in unit
