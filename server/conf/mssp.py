"""What MUD listings (MSSP crawlers) read about this game.

Evennia's portal (portal/mssp.py) fills in the name (SERVERNAME), the player
count, the uptime, the telnet ports, the codebase and the protocol flags; this
table adds and corrects the rest. GMCP and MSDP are offered on every telnet
connection (TELNET_OOB_ENABLED is on; the table comes as GMCP
`Kartenrunde.Tisch`, docs/GMCP.md). Only true values: what we do not know
(host name, contact, web address) stays out rather than being made up.
"""

MSSPTable = {
    "LANGUAGE": "German",
    "FAMILY": "Custom",  # built on Evennia (CODEBASE says so), not a Diku/LP family
    "GENRE": "None",  # no fantasy or science fiction: card games in a coffee house and a tavern
    "SUBGENRE": "Card Games",
    "GAMEPLAY": ["Player versus Player", "Social", "Strategy"],
    "GAMESYSTEM": "Sechsundsechzig (66), Schnapsen and Gaigel",
    "STATUS": "Open Beta",
    "CREATED": "2026",
    "MINIMUM AGE": "0",
    "GMCP": "1",
    "MSDP": "1",
    "MXP": "1",
    "MCCP": "1",
    "UTF-8": "1",
    "ANSI": "1",
    "XTERM 256 COLORS": "1",
    "ATCP": "0",
    "MSP": "0",
    "PUEBLO": "0",
    "ZMP": "0",
    "MCP": "0",
    "PAY TO PLAY": "0",
    "PAY FOR PERKS": "0",
    "ADULT MATERIAL": "0",
    "NEWBIE FRIENDLY": "1",  # help before login, a computer player at every table
    "PLAYERKILLING": "None",
    "MULTIPLAYING": "None",
    "EQUIPMENT SYSTEM": "None",
    "QUEST SYSTEM": "None",
    "ROLEPLAYING": "None",
    "TRAINING SYSTEM": "None",
    "CLASSES": "0",
    "LEVELS": "0",
    "RACES": "0",
    "SKILLS": "0",
    "HIRING BUILDERS": "0",
    "HIRING CODERS": "0",
}
