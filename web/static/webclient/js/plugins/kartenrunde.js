/*
 * Kartenrunde: the table as data in the web client.
 *
 * The server sends `kartenrunde_tisch` (the table state of your seat, or the
 * public state when you watch) after every change at your table,
 * `kartenrunde_ergebnis` at the end of each game, `kartenrunde_plaetze` (the
 * seats) between matches and `kartenrunde_verlassen` when you got up or
 * stopped watching, `kartenrunde_abgelehnt` when a command of yours was
 * refused, `kartenrunde_tische` (the lobby) when the pane asked for it, `kartenrunde_frage`
 * when the table asks before a move (docs/GMCP.md lists every field). This
 * plugin keeps the latest of each in `window.Kartenrunde` (`.tisch`,
 * `.ergebnis`, `.plaetze`, `.abgelehnt`; `.zahl` counts the messages) and announces it as a DOM event of the same name, so the table
 * pane (kartentisch_kern.js and its sibling files) can draw it. It claims every other unknown OOB
 * message too (noted in the browser console only), so the stock client never
 * prints "Error or Unhandled event" into the game's text.
 */
let kartenrunde_plugin = (function () {
    var names = {kartenrunde_tisch: "tisch", kartenrunde_ergebnis: "ergebnis",
                 kartenrunde_plaetze: "plaetze", kartenrunde_verlassen: "verlassen",
                 kartenrunde_abgelehnt: "abgelehnt", kartenrunde_tische: "tische",
                 kartenrunde_turnier: "turnier",  // a tournament's standings (docs/GMCP.md)
                 kartenrunde_frage: "frage",  // a question before a move, answered j or n
                 kartenrunde_schule: "schule",  // a lesson's question and its end (kartenschule.js)
                 kartenrunde_bilanz: "bilanz",  // the Bilanz as a table (kartentisch_tafeln.js)
                 kartenrunde_raetsel: "raetsel"};  // a puzzle as a table position (kartenraetsel.js)

    var onUnknownCmd = function (cmdname, args, kwargs) {
        if (!(cmdname in names)) {
            console.debug("Kartenrunde: OOB-Nachricht ohne Verwendung:", cmdname, args, kwargs);
            return true;
        }
        window.Kartenrunde = window.Kartenrunde || {};
        window.Kartenrunde[names[cmdname]] = kwargs;
        window.Kartenrunde.zahl = (window.Kartenrunde.zahl || 0) + 1;  // messages so far
        if (cmdname === "kartenrunde_verlassen") {
            window.Kartenrunde.tisch = window.Kartenrunde.plaetze = null;
        } else if (cmdname === "kartenrunde_plaetze") {
            window.Kartenrunde.tisch = null;  // between matches: no game on the table
        } else if (cmdname === "kartenrunde_tisch") {
            window.Kartenrunde.plaetze = null;
        }
        document.dispatchEvent(new CustomEvent(cmdname, {detail: kwargs}));
        return true;
    };

    return {
        init: function () {},
        onUnknownCmd: onUnknownCmd,
    };
})();
plugin_handler.add("kartenrunde", kartenrunde_plugin);
