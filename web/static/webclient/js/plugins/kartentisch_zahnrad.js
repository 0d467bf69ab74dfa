/*
 * Kartentisch, the gear (Zahnrad; kartentisch_kern.js describes the pane and
 * its files): the settings panel drawn from the state's `einstellungen`,
 * opened and closed by its button (one panel at a time: the panels'
 * manager in kartentisch_tafeln.js), each change sent as the very text
 * command (`kartennamen …`, `anzeige <wort> an|aus`, `tempo …`).
 */
(function () {
    var kt = window.Kartentisch;

    var esc = kt.esc, settings = kt.settings, setHtml = kt.setHtml;  // kartentisch_kern.js's helpers (they never change)
    var SWITCHES = [  // setting, the word of `anzeige <word> an|aus`, the German line
        ["points", "punkte", "Augen mitzählen (deine Augen zeigen)"],
        ["hint_66", "66-hinweis", "66-Hinweis: sagen, wenn du 66 hast und ansagen darfst"],
        ["hint_aus", "aus-hinweis", "101-Hinweis: sagen, wenn deine Partei 101 hat und bis wann „Aus!“"],
        ["dimmen", "dimmen", "Karten, die du nicht legen darfst, blasser zeigen"],
        ["antippen", "antippen", "Am Telefon: erst antippen, dann noch einmal tippen zum Legen"],
        ["stimme", "stimme", "Stimme: der Browser sagt die Ansagen („Aus!“, „Vierzig!“)"],
        ["klang", "klang", "Klänge: Klopfen beim Melden, Kreide beim Strich"],
    ];

    function renderGear() {
        var panel = kt.root.find(".kt-zahnrad");
        if (panel.prop("hidden")) {
            return;
        }
        var st = settings();
        var focused = $(document.activeElement).closest(".kt-zahnrad").length ? document.activeElement.id : null;
        var html = "<h2>Einstellungen</h2><p class='kt-klein'>Sie gelten für dich, auch im Text " +
                   "(„anzeige“ zeigt sie dort).</p><fieldset><legend>Kartennamen</legend>";
        [["deutsch", "deutsch: Eichel, Laub, Herz, Schellen; Ober, Unter"],
         ["französisch", "französisch: Kreuz, Pik, Herz, Karo; Dame, Bube"]].forEach(function (n, i) {
            html += '<label class="kt-wahl"><input type="radio" name="kt-namen" id="kt-namen-' + i +
                    '" data-command="kartennamen ' + n[0] + '"' + (st.card_names === n[0] ? " checked" : "") +
                    ">" + esc(n[1]) + "</label>";
        });
        html += "</fieldset><fieldset><legend>Anzeige und Hilfen</legend>";
        SWITCHES.forEach(function (sw) {
            if (st.hints && /^hint_/.test(sw[0]) && st.hints.indexOf(sw[0]) < 0) {
                return;  // a hint of the other game (the server names this table's hints)
            }
            html += '<label class="kt-wahl"><input type="checkbox" id="kt-e-' + sw[1] + '" data-word="' + sw[1] + '"' +
                    (st[sw[0]] ? " checked" : "") + ">" + esc(sw[2]) + "</label>";
        });
        html += "</fieldset>";
        if (st.tempo) {
            html += '<label class="kt-wahl" for="kt-tempo">Tempo des Tisches (zwischen zwei Spielen): </label>' +
                    '<select id="kt-tempo">' + ["ruhig", "normal", "schnell"].map(function (t) {
                        return '<option value="' + t + '"' + (st.tempo === t ? " selected" : "") + ">" + t + "</option>";
                    }).join("") + "</select>";
        }
        html += '<p><button type="button" class="kt-k-zahnrad">Schließen</button></p>';
        setHtml(panel, html);
        if (focused) {
            panel.find("#" + focused).focus();
        }
    }

    // Opened and closed through the panels' manager (kartentisch_tafeln.js): in
    // the place of another panel, the Abrechnung coming back when it closes.
    function toggleGear() {
        var panel = kt.root.find(".kt-zahnrad");
        if (panel.prop("hidden")) {
            kt.showPanel(".kt-zahnrad");
            renderGear();
            panel.find("input").first().focus();
        } else if (!kt.hidePanel(".kt-zahnrad")) {
            kt.root.find(".kt-kopf .kt-k-zahnrad").focus();
        }
    }

    function onGearChange() {
        var input = $(this);
        var command = input.data("command");
        if (input.is("select")) {
            command = "tempo " + input.val();
        } else if (input.data("word")) {
            command = "anzeige " + input.data("word") + (input.prop("checked") ? " an" : " aus");
        }
        kt.sendPlain(command);
    }

    // what the other files call, through window.Kartentisch
    Object.assign(kt, {
        renderGear: renderGear, toggleGear: toggleGear, onGearChange: onGearChange
    });
})();
