"""The words of the world's ways: what an exit answers to, and what it may not take.

An exit of the world answers to its destination's name, that name's first word
(`zollhaus` for the Zollhaus an der Brücke), the destination's aliases, the
words of its direction (`westen`, `w`, `west`) and a few words of its own. It
never takes a command's word (`weiter`, `bereit`, `aus`, `lege` ...): the words
are read from the character's command set, not listed here, and an exit that
took one would turn the command into a "welches meinst du?" question.
`mend_exit` gives an existing exit the words it lacks and takes the commands'
words away (run at every start, so an older world is mended too).
"""

from functools import lru_cache

from game.faces.directions import BY_WORD


@lru_cache(maxsize=1)
def command_words():
    """Every key and alias of a character's commands (the table's and card commands
    among them), lower case; the direction commands step back for exits, so their
    words are free for exits."""
    from game.commands.default_cmdsets import CharacterCmdSet  # the commands are built late

    cmdset = CharacterCmdSet()
    cmdset.at_cmdset_creation()
    return frozenset(word.lower() for command in cmdset.commands
                     if not getattr(command, "yields_to_exits", False)
                     for word in (command.key, *command.aliases))


#: small words a place's name may begin with ("Am Wegkreuz"): not its first word
LEADING = {"am", "an", "im", "in", "zum", "zur", "der", "die", "das", "beim"}


def first_word(name):
    """The word a place is called by: "zollhaus" of "Zollhaus an der Brücke",
    "wegkreuz" of "Am Wegkreuz"."""
    words = name.lower().split()
    while len(words) > 1 and words[0] in LEADING:
        words = words[1:]
    return words[0] if words else ""


def place_words(room):
    """A place's words: its name, the name's first word and its aliases, lower case."""
    return [room.key.lower(), first_word(room.key),
            *(alias.lower() for alias in room.aliases.all())]


def exit_words(destination, direction=None, extra=()):
    """The aliases of a way to `destination` going `direction` (a word of it), with
    `extra` words; in order, without doubles and without any command's word."""
    words = [*place_words(destination), *extra]
    if direction:
        words += BY_WORD[direction].words
    taken = command_words()
    return [word for word in dict.fromkeys(words) if word not in taken]


def mend_exit(way, words):
    """Give `way` the aliases of `words` it lacks; remove aliases that are a command's
    word. Returns True if something changed."""
    have = {alias.lower() for alias in way.aliases.all()}
    taken = [alias for alias in way.aliases.all() if alias.lower() in command_words()]
    missing = [word for word in words if word not in have and word != way.key.lower()]
    for alias in taken:
        way.aliases.remove(alias)
    if missing:
        way.aliases.add(missing)
    return bool(taken or missing)


def free_of_command_words(ways):
    """Take the commands' words away from the aliases of every exit in `ways` (a
    builder's too: an exit alias `weiter` would shadow the table's `weiter`)."""
    for way in ways:
        mend_exit(way, [])
