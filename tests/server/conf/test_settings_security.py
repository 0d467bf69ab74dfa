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


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/", "/auth/login/", "/webclient/", "/auth/logout/"])
def test_only_inline_scripts_with_this_requests_nonce_may_run(path):
    import re

    page = Client().get(path, follow=True)
    policy = page["Content-Security-Policy"]
    script_src = next(part for part in policy.split(";") if part.strip().startswith("script-src"))
    assert "'unsafe-inline'" not in script_src and "'unsafe-eval'" not in script_src, policy
    inline = [tag for tag in re.findall(r"<script[^>]*>", page.content.decode())
              if "src=" not in tag]
    if not inline:  # Django names a nonce only where a template used it
        return
    nonce = re.search(r"'nonce-([^']+)'", script_src).group(1)
    assert all(f'nonce="{nonce}"' in tag for tag in inline), inline
    second = Client().get(path, follow=True)["Content-Security-Policy"]
    assert nonce not in second  # a new nonce for every request
