"""
The connection screen: the first thing a telnet or web client shows.

Evennia picks a random string variable of this module; there is only one.
"""

CONNECTION_SCREEN = """
|b==============================================================|n
 |wWillkommen in der Kartenrunde von Sarasande!|n

 Im |yKaffeehaus von Sarasande|n wird Sechsundsechzig gespielt,
 in der schwäbischen |yBesenwirtschaft|n klopft man Gaigel.

 Mit einem Konto anmelden:
      |wconnect <name> <passwort>|n
 Ein neues Konto anlegen:
      |wcreate <name> <passwort>|n
 Danach gleich spielen: |wspiel 66|n oder |wspiel gaigel|n.

 Ein Passwort mit Leerzeichen in Anführungszeichen setzen.
 |wwo|n zeigt, wer gerade da ist und an welchen Tischen gespielt wird,
 |whilfe|n zeigt die Hilfe, |wschau|n diesen Bildschirm noch einmal.
|b==============================================================|n"""
