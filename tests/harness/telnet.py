"""
A minimal telnet client for end-to-end tests, as a plain MUD client sees it.

It never answers the server's option negotiation (a client that refuses
everything works with Evennia), strips telnet commands and ANSI colours,
and waits for expected text instead of sleeping.
"""

import re
import socket
import time

IAC_SEQUENCE = re.compile(rb"\xff\xfa.*?\xff\xf0|\xff[\xfb-\xfe].|\xff[^\xff]", re.S)
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


class TelnetClient:
    """Line-based talk with a MUD over telnet."""

    def __init__(self, port, host="127.0.0.1", timeout=20, source=None):
        """`source`: the local address to connect from (any 127.x.y.z on Linux)."""
        self.sock = socket.create_connection(
            (host, port), timeout=timeout, source_address=(source, 0) if source else None)
        self.timeout = timeout
        self.buffer = ""

    def _receive(self, wait):
        self.sock.settimeout(wait)
        try:
            data = self.sock.recv(65536)
        except socket.timeout:
            return True
        if not data:
            return False
        return self._feed(data)

    def _feed(self, data):
        """Add received bytes to the text buffer (telnet commands and colours out)."""
        text = IAC_SEQUENCE.sub(b"", data).decode("utf-8", "replace")
        self.buffer += ANSI.sub("", text).replace("\r", "")
        return True

    def expect(self, *markers, timeout=None):
        """(marker, text up to and including it) for whichever marker comes first."""
        deadline = time.monotonic() + (timeout or self.timeout)
        while True:
            found = [(self.buffer.index(m), m) for m in markers if m in self.buffer]
            if found:
                index, marker = min(found)
                end = index + len(marker)
                text, self.buffer = self.buffer[:end], self.buffer[end:]
                return marker, text
            left = deadline - time.monotonic()
            if left <= 0 or not self._receive(min(left, 0.5)):
                if any(m in self.buffer for m in markers):
                    continue
                raise AssertionError(f"{markers!r} not received; got:\n{self.buffer[-2000:]}")

    def read_until(self, expected, timeout=None):
        """Text received up to and including `expected`; AssertionError if it never comes."""
        return self.expect(expected, timeout=timeout)[1]

    def send(self, line):
        """Send one line of input."""
        self.sock.sendall(line.encode("utf-8") + b"\r\n")

    def command(self, line, expected, timeout=None):
        """Send `line` and return the answer up to `expected`."""
        self.send(line)
        return self.read_until(expected, timeout)

    def send_raw(self, data):
        """Send bytes exactly as given (telnet commands, unfinished lines)."""
        self.sock.sendall(data)

    def closed_by_server(self, timeout=None):
        """True once the server closes the connection (False if it stays open so long)."""
        deadline = time.monotonic() + (timeout or self.timeout)
        while time.monotonic() < deadline:
            try:
                if not self._receive(min(0.5, max(0.01, deadline - time.monotonic()))):
                    return True
            except OSError:  # reset by the server
                return True
        return False

    def close(self):
        self.sock.close()
