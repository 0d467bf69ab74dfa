/*
 * Kartentisch, the question (kartentisch_kern.js describes the pane and its
 * files): before a move that cannot be taken back („Aus!“, „Genug!“, closing
 * the talon), before the first Rat of a game and before giving up, the server
 * asks (`kartenrunde_frage`, docs/GMCP.md) and waits for the text j or n. The
 * question opens as a dialog over the page, table pane or not, with „Ja“ and
 * „Nein“ (J, N; Escape is Nein; „Nein“ has the focus, so an Enter pressed
 * without reading gives nothing away). The answer goes as the text a telnet
 * player types; whatever else is sent first answers it too (the server takes
 * any other word for no), and the dialog closes.
 */
(function () {
    var kt = window.Kartentisch;
    var open = null;  // the question shown, or null

    function show(event) {
        var question = event.detail || {};
        if (!question.text) {
            return;
        }
        close();
        kt.clearPending();  // the question is no refusal of the move just sent
        open = question;
        // a panel that waits for this command's answer (R: the Rat) shows the answer
        // only, not the question a second time: the question text that follows is dropped
        open.panel = kt.info && !kt.info.texts.length ? kt.info : null;
        var box = $('<div class="kt-frage-dialog" role="alertdialog" aria-modal="true" ' +
                    'aria-labelledby="kt-frage-text"></div>');
        box.html('<div class="kt-frage-karte"><p id="kt-frage-text"></p>' +
                 '<div class="kt-frage-knoepfe">' +
                 '<button type="button" class="kt-frage-ja">Ja <span aria-hidden="true">(J)</span></button>' +
                 '<button type="button" class="kt-frage-nein">Nein <span aria-hidden="true">(N)</span></button>' +
                 "</div></div>");
        box.find("#kt-frage-text").text(question.text);
        box.find(".kt-frage-ja").on("click", function () { answer(question.yes || "j"); });
        box.find(".kt-frage-nein").on("click", function () { answer(question.no || "n"); });
        $("body").append(box);
        box.find(".kt-frage-nein").focus();
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

    // The keys while the question stands: J, N, Escape; Enter and space press the
    // focused button, Tab moves between the two. Everything else waits.
    function onKey(event) {
        if (!open) {
            return false;
        }
        var key = event.key;
        if (key === "j" || key === "J") {
            event.preventDefault();
            answer(open.yes || "j");
        } else if (key === "n" || key === "N" || key === "Escape") {
            event.preventDefault();
            answer(open.no || "n");
        } else if (key === "Enter" || key === " ") {
            var focused = $(document.activeElement).closest(".kt-frage-dialog button");
            event.preventDefault();
            (focused.length ? focused : $(".kt-frage-nein"))[0].click();
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

    Object.assign(kt, {onFrage: show, frageKey: onKey, frageSent: onSend,
                       frageOpen: function () { return !!open; }});
})();
