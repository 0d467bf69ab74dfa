/*
 * Kartentisch, the question (kartentisch_kern.js describes the pane and its
 * files): before a move that cannot be taken back („Aus!“, „Genug!“, closing
 * the talon), before the first Rat of a game and before giving up, the server
 * asks (`kartenrunde_frage`, docs/GMCP.md) and waits for the text j or n. The
 * question opens as a dialog over the page, table pane or not, with „Ja“ and
 * „Nein“ and the same words whatever the points (it gives nothing away). The
 * key that asked for the move (A for Aus, R for Rat: kartentisch_tasten.js
 * says so through expectKey) pressed a second time, or Enter, says yes („Ja“
 * has the focus), J too; Escape, N (any other letter) or „Nein“ says no and
 * changes nothing. A key held down (its repeats) answers nothing. The answer goes as the text a
 * telnet player types; whatever else is sent first answers it too (the server
 * takes any other word for no), and the dialog closes.
 */
(function () {
    var kt = window.Kartentisch;
    var open = null;  // the question shown, or null
    var opener = null;  // the key of the move sent last by a key (a, r), or null

    // The move just sent by a key (A, R) may be asked about: the same key says yes.
    // Any other key or a click before the question comes forgets it (null).
    function expectKey(key) {
        opener = key ? key.toLowerCase() : null;
    }
    document.addEventListener("pointerdown", function () {
        if (!open) {
            opener = null;
        }
    }, true);

    function show(event) {
        var question = event.detail || {};
        if (!question.text) {
            return;
        }
        close();
        kt.clearPending();  // the question is no refusal of the move just sent
        open = question;
        open.key = opener;
        opener = null;
        // a panel that waits for this command's answer (R: the Rat) shows the answer
        // only, not the question a second time: the question text that follows is dropped
        open.panel = kt.info && !kt.info.texts.length ? kt.info : null;
        var box = $('<div class="kt-frage-dialog" role="alertdialog" aria-modal="true" ' +
                    'aria-labelledby="kt-frage-text"></div>');
        box.html('<div class="kt-frage-karte"><p id="kt-frage-text"></p>' +
                 '<div class="kt-frage-knoepfe">' +
                 '<button type="button" class="kt-frage-ja">Ja</button>' +
                 '<button type="button" class="kt-frage-nein">Nein</button>' +
                 '</div><p class="kt-frage-tasten" aria-hidden="true"></p></div>');
        box.find("#kt-frage-text").text(question.text);
        box.find(".kt-frage-tasten").text((open.key ? open.key.toUpperCase() + " oder " : "") +
                                          "Enter: ja · Esc: nein");
        box.find(".kt-frage-ja").on("click", function () { answer(question.yes || "j"); });
        box.find(".kt-frage-nein").on("click", function () { answer(question.no || "n"); });
        $("body").append(box);
        box.find(".kt-frage-ja").focus();
    }

    function answer(text) {
        var panel = open && open.panel, no = open && (open.no || "n");
        close();
        if (panel && panel === kt.info) {
            if (text === no) {
                kt.closeInfo();  // nothing asked, nothing to show
            } else {
                kt.info.texts = [];  // the question's line goes; the answer comes
                kt.renderInfo();
            }
        }
        kt.sendPlain(text);
        kt.focusHand();
    }

    function close() {
        open = null;
        $(".kt-frage-dialog").remove();
    }

    // The keys while the question stands: the asking key again and J say yes, N
    // and Escape no; Enter and space press the focused button („Ja“ at first), Tab
    // moves between the two. Any other letter says no too, so a word typed at the
    // table („aha“) never ends a game; other keys and a held key's repeats wait.
    function onKey(event) {
        if (!open) {
            return false;
        }
        var key = event.key, lower = (key || "").toLowerCase();
        if (event.repeat) {
            event.preventDefault();
        } else if (lower === "j" || (open.key && lower === open.key)) {
            event.preventDefault();
            answer(open.yes || "j");
        } else if (key === "Escape" || (key.length === 1 && key !== " " &&
                                         !event.ctrlKey && !event.metaKey && !event.altKey)) {
            event.preventDefault();
            answer(open.no || "n");
        } else if (key === "Enter" || key === " ") {
            var focused = $(document.activeElement).closest(".kt-frage-dialog button");
            event.preventDefault();
            (focused.length ? focused : $(".kt-frage-ja"))[0].click();
        } else if (key === "Tab") {
            event.preventDefault();
            var buttons = $(".kt-frage-dialog button");
            buttons.eq(buttons.index(document.activeElement) === 0 ? 1 : 0).focus();
        } else {
            event.preventDefault();
        }
        return true;
    }

    // A line typed into the input field while the question stands answers it.
    function onSend() {
        if (open) {
            close();
        }
    }

    Object.assign(kt, {onFrage: show, frageKey: onKey, frageSent: onSend, expectKey: expectKey,
                       frageOpen: function () { return !!open; }});
})();
