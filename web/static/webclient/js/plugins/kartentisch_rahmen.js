/*
 * Kartentisch, the pane's frame (kartentisch_kern.js describes the pane and
 * its files): build() makes section#kartentisch with its parts and panels
 * and the button „Kartentisch zeigen“, and binds every mouse, touch and
 * change event of the pane (to functions of the other files, through
 * window.Kartentisch) and the watch on the text output; hiding and showing
 * the pane (remembered in localStorage) and the layout's new size: whenever
 * the text's place changes size (the table above it on a phone grew or
 * shrank), the client's layout follows and the text shows its newest line.
 */
(function () {
    var kt = window.Kartentisch;

    function build() {
        kt.root = $(
            '<section id="kartentisch" class="kt" aria-label="Kartentisch">' +
            '<header class="kt-kopf">' +
            '<span class="kt-titel"></span><span class="kt-trumpf"></span>' +
            '<span class="kt-frei" aria-hidden="true"></span><span class="kt-stand"></span>' +
            '<span class="kt-knoepfe">' +
            '<button type="button" class="kt-k-letzter" aria-expanded="false">Letzter Stich</button>' +
            '<button type="button" class="kt-k-lauf" aria-expanded="false" ' +
            'title="Spielverlauf und Gespräch am Tisch">Verlauf</button>' +
            '<button type="button" class="kt-k-zahnrad" aria-expanded="false" aria-label="Einstellungen" ' +
            'title="Einstellungen (Zahnrad)"><span aria-hidden="true">⚙</span><span class="kt-k-wort"> Einstellungen</span></button>' +
            '<button type="button" class="kt-k-weg" title="Den Kartentisch ausblenden; der Text bleibt">Ausblenden</button>' +
            "</span></header>" +
            '<div class="kt-warten" hidden></div>' +
            '<div class="kt-andere" role="list" aria-label="Mitspieler"></div>' +
            '<div class="kt-mitte"><div class="kt-stapel"></div>' +
            '<div class="kt-stich" role="group" aria-label="Stich in der Mitte"></div></div>' +
            '<div class="kt-ich"></div>' +
            '<div class="kt-aktionen" role="toolbar" aria-label="Ansagen"></div>' +
            '<p class="kt-frist" hidden></p>' +
            '<div class="kt-hand" role="group" aria-label="Deine Karten"></div>' +
            '<div class="kt-meldung" role="status" aria-live="polite"></div>' +
            '<div class="kt-vorlesen kt-sr" aria-live="polite" aria-atomic="false"></div>' +
            '<div class="kt-fuss"><aside class="kt-ecke" aria-label="Letzter Stich" hidden></aside>' +
            '<aside class="kt-lauf" aria-label="Spielverlauf und Gespräch am Tisch">' + kt.cornerHtml() +
            "</aside></div>" +
            '<div class="kt-lauf-tafel kt-panel" role="dialog" aria-label="Spielverlauf und Gespräch am Tisch" hidden>' +
            "<h2>Spielverlauf und Gespräch</h2>" + kt.cornerHtml() +
            '<button type="button" class="kt-lauf-zu">Schließen</button></div>' +
            '<div class="kt-zahnrad kt-panel" role="dialog" aria-label="Einstellungen" hidden></div>' +
            '<div class="kt-info kt-panel" role="dialog" aria-label="Auskunft" hidden></div>' +
            '<div class="kt-letzter-stich kt-panel" role="dialog" aria-label="Letzter Stich" hidden></div>' +
            '<div class="kt-abrechnung kt-panel" role="dialog" aria-label="Abrechnung" hidden></div>' +
            "</section>");
        var show = $('<button type="button" id="kt-zeigen" hidden>Kartentisch zeigen</button>');
        $("#clientwrapper").prepend(kt.root).append(show);
        kt.root.on("click", ".kt-hand-karte", kt.onCardClick);
        kt.root.on("pointerdown", function (e) { kt.touch = e.originalEvent.pointerType === "touch"; });
        kt.root.on("pointerdown", ".kt-hand-karte", kt.onPress);
        kt.root.on("pointerup pointercancel pointerleave", ".kt-hand-karte", function () {
            clearTimeout(kt.pressTimer);
        });
        kt.root.on("contextmenu", ".kt-hand-karte", function (e) {
            if (kt.touch) {
                e.preventDefault();  // a long press says why, no menu
            }
        });
        kt.root.on("click", ".kt-aktion, .kt-vor-aktion", function () {
            var command = $(this).data("command");
            kt.send(command);
            if ($(this).hasClass("kt-aktion")) {
                kt.focusHand();  // the focus stays in the pane
            }
        });
        kt.root.on("click", ".kt-frage", function () { kt.ask($(this).data("command"), $(this).data("titel")); });
        kt.root.on("click", ".kt-k-zahnrad", kt.toggleGear);
        kt.root.on("change", ".kt-zahnrad input, .kt-zahnrad select", kt.onGearChange);
        kt.root.on("click", ".kt-info .kt-schliessen", kt.closeInfo);
        kt.root.on("click", ".kt-eroeffnung", function () {
            var word = $(this).data("mode");
            kt.mode = kt.mode === word ? null : word;
            kt.chosen = null;
            kt.notice = null;  // „Wähle zuerst eine Eröffnung“ is answered
            kt.render();
            kt.focusHand();
        });
        kt.root.on("click", ".kt-weiter", kt.weiter);
        kt.root.on("click", ".kt-k-letzter", kt.toggleLastTrick);
        kt.root.on("click", ".kt-k-lauf, .kt-lauf-zu", kt.toggleCorner);
        kt.root.on("submit", ".kt-sagen", kt.onSay);
        kt.listenTalk();  // the talk in the corner (kartentisch_verlauf.js)
        kt.renderCourse();
        kt.renderTalk();
        kt.watchCorner();  // the corner's lists keep their newest line when they change size
        kt.root.on("click", ".kt-k-weg", function () { setHidden(true); });
        show.on("click", function () { setHidden(false); });
        if (localStorage.getItem("kartentisch_versteckt") === "1") {
            $("body").addClass("kt-versteckt");
        }
        new MutationObserver(kt.onOutput).observe(document.getElementById("messagewindow"),
                                                  {childList: true, subtree: true});
        // the panels begin below the header, wherever it is now (kartentisch_tafeln.js)
        $(window).on("resize", kt.placePanels).on("resize", clearFixedButtons).on("resize", kt.pinCorner);
        kt.root.on("scroll", kt.placePanels);
        if (window.ResizeObserver) {
            new ResizeObserver(function () {
                clearFixedButtons();
                kt.placePanels();
            }).observe(kt.root.find(".kt-kopf")[0]);
            // the text below the table (a phone) or beside it gets a new size whenever
            // the table's does: the layout follows and the newest line stays in view
            var main = document.getElementById("main");
            if (main) {
                new ResizeObserver(function () { relayout(); }).observe(main);
            }
        }
        // gone from the table: the last table seen tells nothing about the next (kartentisch_tisch.js)
        document.addEventListener("kartenrunde_verlassen", function () { kt.played = null; });
    }

    function setHidden(hidden) {
        $("body").toggleClass("kt-versteckt", hidden);
        localStorage.setItem("kartentisch_versteckt", hidden ? "1" : "0");
        $("#kt-zeigen").prop("hidden", !(hidden && (kt.state || kt.lobby)));
        relayout();
        if (!hidden) {
            kt.focusHand();
        } else {
            $("#kt-zeigen").focus();
        }
    }

    // The input line's share of the text's place: on a phone, under the table,
    // the layout's share (a fifth) of that small place is hardly a line, so it
    // gets INPUT_PX; elsewhere (or with the table hidden) the layout's own share
    // again. Only the web client's own layout (the input below the text in one
    // column) is touched, never one the player made.
    var INPUT_PX = 66;
    function sizeInput(gl) {
        var input = gl.root && gl.root.getItemsById("inputComponent")[0];
        while (input && input.parent && input.parent.isStack) {
            input = input.parent;  // golden-layout puts each component in a stack
        }
        var column = input && input.parent;
        if (!column || !column.isColumn || column.contentItems.length !== 2) {
            return;
        }
        var other = column.contentItems[0] === input ? column.contentItems[1] : column.contentItems[0];
        if (input.ktShare == null) {
            input.ktShare = input.config.height;  // the layout's own share
        }
        var height = $("#main").height() || 0;
        var under = $("body").hasClass("kt-da") && !$("body").hasClass("kt-versteckt") &&
                    $("#clientwrapper").css("flex-direction") === "column";
        var share = under && height ? Math.min(60, Math.max(input.ktShare, 100 * INPUT_PX / height))
                                    : input.ktShare;
        if (Math.abs(share - input.config.height) > 0.5) {
            input.config.height = share;
            other.config.height = 100 - share;
        }
    }

    // The page's own buttons fixed over the top right corner („Tische“, the
    // lobby's): where one lies over the table's head (a phone: the table is on
    // top), the head keeps that corner free (.kt-frei), so no button covers the
    // score, and the panels, which begin below the head, stay free too.
    function clearFixedButtons() {
        var head = kt.root && kt.root.find(".kt-kopf")[0];
        if (!head || !head.offsetParent) {
            return;
        }
        var h = head.getBoundingClientRect(), width = 0, height = 0;
        $("#kt-tische-knopf").each(function () {
            var b = this.getBoundingClientRect();
            if (b.width && b.left < h.right && b.right > h.left && b.top < h.bottom) {
                width = Math.max(width, h.right - b.left + 4);
                height = Math.max(height, b.bottom - h.top + 3);
            }
        });
        var style = kt.root[0].style;
        style.setProperty("--kt-frei-breite", Math.round(width) + "px");
        style.setProperty("--kt-frei-hoehe", Math.round(height) + "px");
    }

    function shown() {
        return (kt.state || kt.lobby) && !$("body").hasClass("kt-versteckt");
    }

    // The web client's layout (golden-layout) takes the size it has now, and each
    // text pane shows its end again: the newest line and the input stay in view.
    function relayout() {
        var gl = window.plugins && window.plugins.goldenlayout && window.plugins.goldenlayout.getGL();
        if (gl && gl.isInitialised) {
            sizeInput(gl);
            gl.updateSize();
        }
        clearFixedButtons();
        $("#main .content, #messagewindow").each(function () {
            if (!$(this).closest("#input, #inputform").length) {
                this.scrollTop = this.scrollHeight;
            }
        });
    }

    // what the other files call, through window.Kartentisch
    Object.assign(kt, {
        build: build, shown: shown, relayout: relayout, clearFixedButtons: clearFixedButtons
    });
})();
