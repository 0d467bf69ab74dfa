"""Control characters out of what people send: one rule for every way in.

The portal strips them from every input of telnet and the web client
(server/conf/portal_input.py), the website from every form and query
(web/controls.py): C0 controls except tab and line feed, DEL, C1, and the
Unicode direction overrides and isolates, so nobody writes a terminal escape
or reversed text onto another person's screen, and a name or password means
the same whichever way it was typed. Evennia's `|` colour codes, umlauts and
every other letter stay. Plain Python, imported by the portal too.
"""

import re

#: C0 controls but tab (09) and line feed (0a), DEL, C1, and the bidi overrides/isolates
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def without_controls(data):
    """`data` (strings, lists, dicts of them) with every control character removed."""
    if isinstance(data, str):
        return CONTROL.sub("", data)
    if isinstance(data, dict):
        return {key: without_controls(value) for key, value in data.items()}
    if isinstance(data, (list, tuple)):
        return [without_controls(part) for part in data]
    return data
