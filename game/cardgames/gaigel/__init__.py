"""Gaigel: core, notation, texts, events, settlement, family (see family.py)."""
