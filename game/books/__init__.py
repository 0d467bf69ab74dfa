"""The books: what the game writes down about people and games. Records and
ranks, the playing-strength rating, deal counts, the kept games, provable deals,
the Kartentour's stamps and tournaments. Most listen to the table's game-end
signals (game/receivers.py connects them). Below the table, above the faces.
"""
