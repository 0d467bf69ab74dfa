"""Catching what a module sends as OOB data (the web pane's messages) in a test.

`sent_by(test, "game.puzzles.puzzledata.send")` stands in for the module's `send`
for the test's length and returns the list it fills with (obj, {name: data}),
each lazily made value already made, as the client would receive it.
"""

from unittest.mock import patch


def sent_by(test, target) -> list:
    sent = []
    sender = patch(target, lambda obj, **data: sent.append(
        (obj, {k: v() if callable(v) else v for k, v in data.items()})))
    sender.start()
    test.addCleanup(sender.stop)
    return sent
