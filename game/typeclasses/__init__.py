"""World objects of the game: rooms, exits, characters, accounts and, later, card furniture."""
