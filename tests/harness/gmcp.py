"""A GMCP-speaking telnet client for end-to-end tests (as Mudlet talks).

It answers the server's `IAC WILL GMCP` with `IAC DO GMCP`, sends
`Core.Hello` and `Core.Supports.Set`, and keeps every GMCP message it
receives as (package, decoded JSON) while the text goes on as in
TelnetClient (telnet commands and colours stripped). `transcript` is all the
text ever received and `log` every message with the length the transcript
had when it came, so a test can read the text sent just before each message.
"""

import json
import re
import time

from tests.harness.telnet import TelnetClient

IAC, SB, SE, WILL, DO, DONT = 255, 250, 240, 251, 253, 254
GMCP, CHARSET = 201, 42
SUBNEG = re.compile(rb"\xff\xfa\xc9(.*?)\xff\xf0", re.S)
CHARSET_SUBNEG = re.compile(rb"\xff\xfa\x2a(.*?)\xff\xf0", re.S)


class GmcpClient(TelnetClient):
    """TelnetClient plus GMCP: `self.gmcp` lists (package, data) in order."""

    def __init__(self, port, packages=("Kartenrunde 1",), charset=True, **kwargs):
        """`charset`: answer the server's CHARSET offer (True: accept UTF-8,
        False: refuse with DONT, None: never answer)."""
        super().__init__(port, **kwargs)
        self.packages = list(packages)
        self.charset = charset
        self.charset_requests = []  # the server's CHARSET subnegotiations
        self.charset_answered = False
        self.gmcp = []
        self.log = []  # (package, data, len(transcript) when it came), never dropped
        self.transcript = ""
        self.raw = b""
        self.negotiated = False

    def send_gmcp(self, package, data=None):
        payload = package if data is None else f"{package} {json.dumps(data)}"
        self.sock.sendall(bytes([IAC, SB, GMCP]) + payload.encode("utf-8") + bytes([IAC, SE]))

    def _receive(self, wait):
        self.sock.settimeout(wait)
        try:
            data = self.sock.recv(65536)
        except TimeoutError:
            return True
        if not data:
            return False
        self.raw += data
        if not self.negotiated and bytes([IAC, WILL, GMCP]) in self.raw:
            self.negotiated = True
            self.sock.sendall(bytes([IAC, DO, GMCP]))
            self.send_gmcp("Core.Hello", {"client": "Testclient", "version": "1"})
            self.send_gmcp("Core.Supports.Set", self.packages)
        if not self.charset_answered and bytes([IAC, WILL, CHARSET]) in self.raw \
                and self.charset is not None:
            self.charset_answered = True
            self.sock.sendall(bytes([IAC, DO if self.charset else DONT, CHARSET]))
        for match in CHARSET_SUBNEG.finditer(self.raw):
            self.charset_requests.append(match.group(1))
            if self.charset and match.group(1)[:1] == b"\x01":
                self.sock.sendall(bytes([IAC, SB, CHARSET]) + b"\x02UTF-8" + bytes([IAC, SE]))
        # hold back an unfinished subnegotiation until the rest arrives
        tail = self.raw.rfind(b"\xff\xfa")
        keep = self.raw[tail:] if tail >= 0 and b"\xff\xf0" not in self.raw[tail:] else b""
        done = self.raw[:len(self.raw) - len(keep)]
        self.raw = keep
        start = 0
        for match in SUBNEG.finditer(done):  # the text before each message first
            self._feed(done[start:match.start()])
            start = match.end()
            package, _, body = match.group(1).decode("utf-8").partition(" ")
            data = json.loads(body) if body else None
            self.gmcp.append((package, data))
            self.log.append((package, data, len(self.transcript)))
        return self._feed(done[start:])

    def _feed(self, data):
        before = len(self.buffer)
        super()._feed(data)
        self.transcript += self.buffer[before:]
        return True

    def messages(self, timeout=None):
        """Every GMCP message still to come, as it arrives: (package, data, the
        transcript's length then). AssertionError when none comes for `timeout`
        seconds or the connection closes."""
        index = len(self.log)
        while True:
            deadline = time.monotonic() + (timeout or self.timeout)
            while index == len(self.log):
                left = deadline - time.monotonic()
                if left <= 0:
                    raise AssertionError("no further GMCP message:\n" + self.transcript[-2000:])
                if not self._receive(min(left, 0.5)):
                    raise AssertionError("connection closed")
            index += 1
            yield self.log[index - 1]

    def expect_gmcp(self, package, condition=lambda data: True, timeout=None):
        """The first GMCP message of `package` (not yet taken) that meets `condition`;
        earlier ones are dropped."""
        deadline = time.monotonic() + (timeout or self.timeout)
        while True:
            while self.gmcp:
                name, data = self.gmcp.pop(0)
                if name == package and condition(data):
                    return data
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no GMCP {package} received")
            if not self._receive(min(left, 0.5)):
                raise AssertionError("connection closed")
