"""A plain player at Evennia's real command handler: `PlayerTest`, and `ENGLISH`,
the words that give an English text away."""

import re

from evennia.utils.ansi import strip_ansi
from evennia.utils.test_resources import EvenniaCommandTest


#: Words that give away an English text (whole words, case-insensitive).
ENGLISH = re.compile(
    r"\b(the|you|your|is|are|not|found|command|commands|help|general|comms|system|"
    r"page|next|previous|usage|look|drop|give|nick|quell|style|about|time|channel|"
    r"access|charcreate|chardelete|ooc|ic|option|color|sessions|password|screenreader)\b",
    re.IGNORECASE)


class PlayerTest(EvenniaCommandTest):
    """char1 is a plain player, puppeted by the test session."""

    def setUp(self):
        super().setUp()
        for obj in (self.account, self.char1):
            obj.permissions.clear()
        self.account.permissions.add("Player")
        self.account.is_superuser = False
        self.account.save()
        self.account.puppet_object(self.session, self.char1)

    def typed(self, text):
        """Everything the player reads after typing `text`."""
        out = self.session.sessionhandler.data_out
        out.reset_mock()
        self.char1.execute_cmd(text, session=self.session)
        texts = []
        for call in out.call_args_list:
            value = call.kwargs.get("text")
            if value:
                texts.append(value[0] if isinstance(value, tuple) else value)
        return strip_ansi("\n".join(str(text) for text in texts))
