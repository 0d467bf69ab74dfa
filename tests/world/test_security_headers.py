"""The website's security headers and host names (issue 34)."""

import pytest
from django.test import Client


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/", "/auth/login/", "/webclient/"])
def test_every_page_has_the_security_headers(path):
    page = Client().get(path)
    assert page.status_code == 200
    assert page["X-Frame-Options"] == "DENY"
    assert page["X-Content-Type-Options"] == "nosniff"
    assert page["Referrer-Policy"] == "same-origin"
    policy = page["Content-Security-Policy"]
    for directive in ("default-src 'self'", "frame-ancestors 'none'", "object-src 'none'",
                      "connect-src 'self' ws: wss:", "form-action 'self'"):
        assert directive in policy, policy


@pytest.mark.django_db
def test_a_strange_host_gets_no_page(settings):
    assert Client(HTTP_HOST="evil.example").get("/").status_code == 400
    assert Client(HTTP_HOST="localhost:4001").get("/").status_code == 200


def test_the_host_names_come_from_the_environment(monkeypatch):
    import importlib

    from server.conf import settings as production

    monkeypatch.setenv("MUD_HOSTNAMES", "karten.example.org, www.karten.example.org")
    try:
        reread = importlib.reload(production)
        assert {"karten.example.org", "www.karten.example.org", "localhost"} <= set(
            reread.ALLOWED_HOSTS)
        assert "*" not in reread.ALLOWED_HOSTS
    finally:
        monkeypatch.delenv("MUD_HOSTNAMES")
        importlib.reload(production)
