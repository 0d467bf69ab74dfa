"""English words that never are German: the checks of the website and the web
pane (issue 29) look for them."""

#: matched as whole words, case-insensitive
ENGLISH = {
    "the", "and", "you", "your", "of", "to", "is", "are", "home", "help", "index", "login",
    "logout", "register", "registration", "characters", "character", "channels",
    "channel", "play", "online", "powered", "by", "welcome", "password", "username", "email",
    "submit", "back", "next", "previous", "category", "categories", "topic", "create",
    "manage", "change", "forgot", "here", "click", "page", "found", "error", "account",
    "toggle", "navigation", "skip", "main", "content", "logged", "out", "already", "this",
    "that", "with", "for", "from", "please", "enter", "new", "reset", "sign", "up", "go",
    "no", "yes", "not", "admin", "edit", "delete", "save", "cancel", "optional", "used",
    "valid", "address", "only", "first", "last", "more", "section", "guide", "list", "see",
    "view", "thanks", "under", "construction", "check", "later", "have",
    "has", "been", "sent", "instructions", "successfully", "created", "again",
}
