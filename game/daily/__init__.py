"""The day's deals (`tagesspiel`, issue 50): every day (midnight, Europe/Berlin) the
server commits to a set of deals per game, the same for everyone, each played
once against the same computer player at a table of one's own.

days.py: the day and its midnights (the clock passed in). seeds.py: the day's
server seed, sealed, its hash shown from the day before, revealed after the
day. deals.py: the day's deals from the seed by the provable shuffle, the set
as a match. results.py: each person's results per day (the only writer of
`daily_results`). ranking.py: the day's ranking and the month's board, pure.
table.py: the daily table's handlers (its clock, its commit path, its seats).
opponent.py: the day's computer player. texts.py: what players read.
"""
