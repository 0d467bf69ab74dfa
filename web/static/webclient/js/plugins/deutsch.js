/*
 * Deutsch: the stock web client's own English words in German.
 *
 * Evennia's plugins (options2.js, goldenlayout.js, font.js, webclient_gui.js)
 * write a few fixed English texts into the page: the "Options" tab,
 * "Untitled" for a new pane, the option labels, golden-layout's button
 * titles. Rather than copy those files, this watches the page and puts the
 * German words in place of exactly these texts (text, title and value).
 */
(function () {
    var WORDS = {
        "Options": "Einstellungen",
        "Untitled": "Neuer Bereich",
        "input": "Eingabe",
        "Click and drag tabs to make new panes": "Reiter ziehen, um neue Bereiche zu bilden",
        "Close Options and Save": "Schließen und speichern",
        "GoldenLayout Options:": "Aufteilung des Fensters:",
        "Activate a new layout:": "Eine andere Aufteilung wählen:",
        "Save current layout as (best if used when logged in):":
            "Diese Aufteilung speichern als (am besten angemeldet):",
        "Don't echo prompts to the main text area": "Eingabeaufforderungen nicht in den Text schreiben",
        "Popup notification": "Benachrichtigung als Fenster",
        "Play a sound": "Mit Ton benachrichtigen",
        "Font Selection:": "Schrift:",
        "Newlines": "Neue Zeilen",
        "Append": "Anhängen",
        "Replace": "Ersetzen",
        "The connection was closed or lost.": "Die Verbindung ist getrennt oder verloren.",
        "close": "schließen",
        "maximise": "vergrößern",
        "minimise": "verkleinern",
        "open in new window": "in neuem Fenster öffnen",
    };

    function word(text) {
        var key = text.trim();
        return Object.prototype.hasOwnProperty.call(WORDS, key) ? text.replace(key, WORDS[key]) : null;
    }

    function translate(node) {
        if (node.nodeType === 3) {
            var now = word(node.nodeValue);
            if (now !== null) {
                node.nodeValue = now;
            }
            return;
        }
        if (node.nodeType !== 1 || node.id === "messagewindow" || node.closest("#messagewindow")) {
            return;  // the game's own text stays as the game wrote it
        }
        ["title", "value"].forEach(function (name) {
            var value = node.getAttribute(name);
            var now = value && word(value);
            if (now) {
                node.setAttribute(name, now);
                if (name === "value" && node.tagName === "INPUT") {
                    node.value = now;
                }
            }
        });
        node.childNodes.forEach(translate);
    }

    $(function () {
        translate(document.body);
        new MutationObserver(function (mutations) {
            mutations.forEach(function (m) {
                if (m.type === "attributes") {
                    translate(m.target);
                } else {
                    m.addedNodes.forEach(function (n) {
                        if (n.nodeType === 3 ? !n.parentNode || !n.parentNode.closest("#messagewindow") : true) {
                            translate(n);
                        }
                    });
                }
            });
        }).observe(document.body, {childList: true, subtree: true, characterData: false,
                                   attributes: true, attributeFilter: ["title", "value"]});
    });
})();
