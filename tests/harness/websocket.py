"""A minimal websocket client for end-to-end tests (text frames only, standard library).

It speaks to Evennia's web client port as the browser does, with the legacy
JSON messages `["text", ["line"], {}]`, and reads the server's text frames.
"""

import base64
import json
import os
import socket
import struct
import time


class WebSocketClient:
    """One websocket connection to the game's web client port."""

    def __init__(self, port, host="127.0.0.1", timeout=20, source=None):
        """`source`: the local address to connect from (any 127.x.y.z on Linux)."""
        self.sock = socket.create_connection(
            (host, port), timeout=timeout, source_address=(source, 0) if source else None)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET /?&0&test HTTP/1.1\r\nHost: {host}:{port}\r\n"
                           "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                           f"Origin: http://{host}:{port}\r\n\r\n").encode())
        answer = b""
        while b"\r\n\r\n" not in answer:
            answer += self.sock.recv(4096)
        assert b" 101 " in answer.split(b"\r\n")[0], answer
        self.pending = answer.split(b"\r\n\r\n", 1)[1]
        self.texts = []

    def send_raw(self, text):
        """Send one (masked) text frame."""
        data, mask = text.encode(), os.urandom(4)
        head = bytes([0x81])
        if len(data) < 126:
            head += bytes([0x80 | len(data)])
        elif len(data) < 65536:
            head += bytes([0x80 | 126]) + struct.pack(">H", len(data))
        else:
            head += bytes([0x80 | 127]) + struct.pack(">Q", len(data))
        self.sock.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def send(self, line):
        """Send a line as the web client's input field does."""
        self.send_raw(json.dumps(["text", [line], {}]))

    def _read(self, count):
        while len(self.pending) < count:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("closed by the server")
            self.pending += chunk
        data, self.pending = self.pending[:count], self.pending[count:]
        return data

    def _frame(self):
        first, second = self._read(2)
        size = second & 0x7F
        if size == 126:
            size = struct.unpack(">H", self._read(2))[0]
        elif size == 127:
            size = struct.unpack(">Q", self._read(8))[0]
        return first & 0x0F, self._read(size)

    def read_until(self, expected, timeout=20):
        """All text received up to a frame that contains `expected`."""
        deadline = time.monotonic() + timeout
        seen = []
        while time.monotonic() < deadline:
            self.sock.settimeout(max(0.1, deadline - time.monotonic()))
            opcode, payload = self._frame()
            if opcode == 8:
                raise ConnectionError("closed by the server: " + " ".join(seen)[-500:])
            if opcode == 1:
                seen.append(payload.decode("utf-8", "replace"))
                if expected in seen[-1]:
                    return "\n".join(seen)
        raise AssertionError(f"{expected!r} not received; got: {' '.join(seen)[-1000:]}")

    def close(self):
        self.sock.close()
