"""The faces: how the table and the world read. Who reads what (readers), the
text faces (kurz, lang, blind), the data face (GMCP/web state), table talk as
data, the lobby's and the gear's data, the tournament's text, the German grammar
of names and places. Faces read the table's state and write no Attribute.
"""
