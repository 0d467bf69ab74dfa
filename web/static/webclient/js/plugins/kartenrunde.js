/*
 * Kartenrunde: the table as data in the web client.
 *
 * The server sends `kartenrunde_tisch` (the table state of your seat, or the
 * public state when you watch) after every change at your table, and
 * `kartenrunde_ergebnis` at the end of each game (docs/GMCP.md lists every
 * field). This plugin keeps the latest of each in `window.Kartenrunde`
 * (`.tisch`, `.ergebnis`) and announces it as a DOM event of the same name,
 * so a table pane can draw it; it claims the messages, so the stock client
 * does not print them as "Unhandled event".
 */
let kartenrunde_plugin = (function () {
    var names = {kartenrunde_tisch: "tisch", kartenrunde_ergebnis: "ergebnis"};

    var onUnknownCmd = function (cmdname, args, kwargs) {
        if (!(cmdname in names)) {
            return false;
        }
        window.Kartenrunde = window.Kartenrunde || {};
        window.Kartenrunde[names[cmdname]] = kwargs;
        document.dispatchEvent(new CustomEvent(cmdname, {detail: kwargs}));
        return true;
    };

    return {
        init: function () {},
        onUnknownCmd: onUnknownCmd,
    };
})();
plugin_handler.add("kartenrunde", kartenrunde_plugin);
