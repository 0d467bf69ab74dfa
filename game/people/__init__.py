"""People among each other: friends, private messages, names (who may be called
what) and the card world's channels (the Kurier, the talk channels) as data.
Below the books, above the faces.
"""
