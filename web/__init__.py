"""The game's website: Evennia's pages, with what visitors may see kept small."""
