"""What tests share and no test is: stand-ins, bases and fixed data, in one place.

tables.py   timers, the reactor and the worker pool stood in for; a fixed 66 deal
decks.py    DeckTest (the 66 deck in Evennia's test room) and the bases built on it
states.py   readers of the table as data (Recorder, StateTest)
players.py  a plain player at the real command handler (PlayerTest)
people.py   Evennia's test people with quiet channels, stopped clocks, who is online
            (PeopleSetup before a test case, PeopleTest)
oob.py      what a module sends to the web pane, caught (sent_by)
english.py  English words that never are German (the website's and the pane's checks)
"""
