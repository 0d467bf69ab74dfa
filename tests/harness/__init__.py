"""Helpers for end-to-end tests: a real server and a telnet client."""
