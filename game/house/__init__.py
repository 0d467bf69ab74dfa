"""The house: a game for everyone who comes.

- rooms.py: card rooms (a room a builder furnished with `@tische`) open
  another table of their kind when every table there is taken, clear an
  extra table away once it has stood empty a while, and a table whose people
  have left goes back to the house's defaults.
- helpers.py: the house's computer players: the room's regulars first, then
  helpers of the house (a name, a strength, the room's manner), so no table
  waits for a computer player.
- wishes.py: what `spiel <spielart>` and `suche <spielart>` ask for.
- quickstart.py: a game in one step: a free or new table of that game,
  computer players, the match started.
- waiting.py: the waiting list (`suche`, `jetzt`): people who want the same
  game are seated together.
- invitations.py: an invitation reaches someone anywhere; `annehmen` walks
  them there and seats them.
- ways.py: the way from room to room, walked.
- offtable.py: the staff's `vom tisch`: a computer player takes the seat for good.

Above the table's machinery (game/table), below the typeclasses and commands.
"""
