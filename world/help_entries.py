"""
Help entries of the world, read by Evennia's `hilfe`/`help` command.

Each dict is one entry; card-game entries join in later issues.
"""

HELP_ENTRY_DICTS = [
    {
        "key": "kartenrunde",
        "aliases": ["willkommen", "spiele"],
        "category": "Allgemein",
        "text": """
            Willkommen in der Kartenrunde von Sarasande!

            Vom Wegkreuz aus erreichst du zwei Lokale:

            |yKaffeehaus von Sarasande|n: hier spielt man Sechsundsechzig,
            zu zweit, zu dritt oder zu viert.

            |yBesenwirtschaft|n: hier wird Gaigel geklopft, zu zweit, zu
            dritt, zu viert oder zu sechst.

            Gehen kannst du, indem du den Namen eines Ausgangs eintippst,
            zum Beispiel |wkaffeehaus|n. Mit |wlook|n siehst du dich um.
        """,
    },
]
