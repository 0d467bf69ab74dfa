"""A website visitor for end-to-end tests (standard library only): pages, forms, cookies.

Like a browser it keeps its cookies (the session and the CSRF token), sends
the form's CSRF token back with a POST, and comes from a chosen local
address (any 127.x.y.z on Linux), so tests can play several visitors.
"""

import http.client
import re
import urllib.parse

CSRF = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')


class Page:
    """One answer: status, headers (lower-case names) and the text of the body."""

    def __init__(self, response):
        self.status = response.status
        self.headers = {name.lower(): value for name, value in response.getheaders()}
        self.text = response.read().decode("utf-8", "replace")


class WebVisitor:
    """One visitor of the website at 127.0.0.1:`port`, connecting from `source`."""

    def __init__(self, port, source=None, timeout=30):
        self.port, self.source, self.timeout = port, source, timeout
        self.cookies = {}

    def request(self, method, path, body=None, headers=None):
        connection = http.client.HTTPConnection(
            "127.0.0.1", self.port, timeout=self.timeout,
            source_address=(self.source, 0) if self.source else None)
        head = {"Host": f"127.0.0.1:{self.port}", **(headers or {})}
        if self.cookies:
            head["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        if body is not None:
            head["Content-Type"] = "application/x-www-form-urlencoded"
            head["Referer"] = f"http://127.0.0.1:{self.port}{path}"
        try:
            connection.request(method, path, body=body, headers=head)
            response = connection.getresponse()
            for name, value in response.getheaders():
                if name.lower() == "set-cookie":
                    key, _, rest = value.partition("=")
                    self.cookies[key.strip()] = rest.split(";", 1)[0]
            return Page(response)
        finally:
            connection.close()

    def get(self, path, headers=None):
        return self.request("GET", path, headers=headers)

    def submit(self, path, fields, headers=None):
        """GET the form at `path`, then POST `fields` with its CSRF token."""
        form = self.get(path, headers=headers)
        token = CSRF.search(form.text)
        assert token, form.text[:2000]
        body = urllib.parse.urlencode({"csrfmiddlewaretoken": token.group(1), **fields})
        return self.request("POST", path, body=body, headers=headers)

    def log_in(self, name, password, headers=None):
        """POST the web login; the answer (302 to the front page when it worked)."""
        return self.submit("/auth/login/", {"username": name, "password": password},
                           headers=headers)
