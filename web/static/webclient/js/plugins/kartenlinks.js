/*
 * Kartenlinks: the commands in the game's text that can be clicked (the cards
 * you may play, `weiter`, …). The portal writes them as <a data-command="…">
 * (server/conf/weblinks.py) instead of Evennia's inline onclick, so the page's
 * Content-Security-Policy can forbid inline scripts; this one listener sends
 * the command of the link that was clicked.
 */
(function () {
    document.addEventListener("click", function (event) {
        var link = event.target.closest ? event.target.closest("a[data-command]") : null;
        if (!link) {
            return;
        }
        event.preventDefault();
        Evennia.msg("text", [link.dataset.command], {});
    });
})();
