"""German commands and the command sets that hold them."""
