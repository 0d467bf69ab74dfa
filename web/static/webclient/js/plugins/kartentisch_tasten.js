/*
 * Kartentisch, the keys and the plugin (kartentisch_kern.js describes the
 * pane and its files): onKeydown (1-9, A calls Aus, Enter, B, R, Escape,
 * arrows; a question's keys first: A or R again, Enter, J, N, Escape) and
 * the one Evennia plugin `kartentisch` – init builds the frame and listens
 * for the kartenrunde_* events, postInit labels the input line in German.
 * Loaded last of the pane's files, so the plugin keeps its place among the
 * plugins (its keys before default_in's).
 */
let kartentisch_plugin = (function () {
    var kt = window.Kartentisch;

    function onKeydown(event) {
        if ($(event.target).closest(".kt-sagen").length) {
            return kt.sayKey(event);  // the field under the talk (kartentisch_verlauf.js)
        }
        if (kt.frageOpen() && !$(event.target).is("textarea, input")) {
            return kt.frageKey(event);  // the question's own keys (kartentisch_frage.js)
        }
        kt.expectKey(null);  // a question from now on was not asked by an earlier key
        if (!kt.shown() || event.ctrlKey || event.altKey || event.metaKey) {
            return false;
        }
        var target = $(event.target);
        if (target.closest("#kt-lobby").length) {
            return false;  // the lobby's own keys (kartenlobby.js)
        }
        if (event.key === "Escape" && target.closest(".kt-panel").length) {
            kt.closePanels();  // the gear's own inputs: Escape still closes it
            if (kt.result && target.closest(".kt-abrechnung").length) {
                kt.closeResult();  // as below: only the panel, the game goes on with Enter
            }
            return true;
        }
        if (target.is("textarea, input, select")) {
            return false;
        }
        var inPane = target.closest("#kartentisch").length > 0;
        var key = event.key;
        if (key === "Escape") {
            kt.closePanels();
            if (kt.result) {
                kt.closeResult();  // only the panel: Enter or „Weiter“ goes on
            }
            return true;
        }
        if (key === "Enter" && kt.result) {
            event.preventDefault();
            kt.weiter();
            return true;
        }
        if (!kt.state) {  // between matches: the pane's buttons only
            return inPane && (key === "Enter" || key === " " || key === "Tab");
        }
        if (/^[1-9]$/.test(key) && !kt.result) {
            if (kt.play(Number(key))) {
                event.preventDefault();
                return true;
            }
            return false;
        }
        if ((key === "b" || key === "B") && !kt.result) {
            event.preventDefault();
            kt.ask("bilanz", "Bilanz");
            return true;
        }
        if ((key === "r" || key === "R") && !kt.result && kt.aloneWithComputers()) {
            event.preventDefault();
            kt.expectKey("r");  // its question (the first Rat of a game): R again says yes
            kt.ask("rat", "Rat");
            return true;
        }
        if ((key === "a" || key === "A") && (kt.state.actions || []).some(function (a) { return a.command === "aus"; })) {
            // A calls Aus; the table always asks first, the same whatever the points,
            // and A again (or Enter) says yes, Escape no (kartentisch_frage.js).
            event.preventDefault();
            kt.expectKey("a");
            kt.root.find(".kt-aktion.kt-aus")[0].click();
            return true;
        }
        if ((key === "ArrowLeft" || key === "ArrowRight") && target.hasClass("kt-hand-karte")) {
            var cards = kt.root.find(".kt-hand-karte");
            var i = cards.index(target) + (key === "ArrowLeft" ? -1 : 1);
            cards.eq((i + cards.length) % cards.length).focus();
            event.preventDefault();
            return true;
        }
        if (inPane && (key === "Enter" || key === " ") && target.is("button")) {
            event.preventDefault();  // pressed here, once (not again by the browser)
            target[0].click();
            return true;
        }
        // Tab on the pane's own buttons works as it does on buttons (the stock
        // client would otherwise move it to the input line).
        return inPane && (key === "Enter" || key === " " || key === "Tab");
    }

    return {
        init: function () {
            kt.build();
            document.addEventListener("kartenrunde_tisch", kt.onTisch);
            document.addEventListener("kartenrunde_ergebnis", kt.onErgebnis);
            document.addEventListener("kartenrunde_plaetze", kt.onPlaetze);
            document.addEventListener("kartenrunde_verlassen", kt.onVerlassen);
            document.addEventListener("kartenrunde_abgelehnt", kt.onAbgelehnt);
            document.addEventListener("kartenrunde_frage", kt.onFrage);
            document.addEventListener("kartenrunde_bilanz", kt.onBilanz);  // the Bilanz panel's table
        },
        postInit: function () {  // the input line built by goldenlayout.js: German labels
            $("textarea.inputfield").attr("aria-label", "Befehl eingeben");
            $("button.inputsend").attr("aria-label", "Senden");
        },
        onKeydown: onKeydown,
        onSend: function () { kt.frageSent(); },  // a typed line answers the question
    };
})();
plugin_handler.add("kartentisch", kartentisch_plugin);
