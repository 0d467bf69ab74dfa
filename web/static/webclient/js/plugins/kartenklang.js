/*
 * Kartenklang: the table's voice and sounds in the web client (issue 29).
 *
 * Off by default; the gear (or `anzeige stimme an`, `anzeige klang an`) turns
 * them on, and the table state says so (`einstellungen.stimme`, `.klang`).
 * The voice is the browser's own (Web Speech API, `speechSynthesis`), a
 * German one where the browser has it, silent otherwise; it speaks the calls
 * when anyone makes them: Gaigel's openings („Ge-Elfen!“, „Höher hat!“,
 * „Andere Alte!“), a meld („Zwanzig!“, „Vierzig!“), „Aus!“ and „Gaigel!“,
 * 66's „Genug!“. The sounds are two small files made with sox and shipped
 * with the game (webclient/sounds/): a knock on the table for a meld, chalk
 * for each Strich. Everything comes from the table state and the settlement
 * (`kartenrunde_tisch`, `kartenrunde_ergebnis`, docs/GMCP.md): the opening,
 * the shown marriages, the settlement's `ending` and `striche`.
 * window.Kartenrunde.gesagt and .klaenge keep what was said and played (tests).
 */
window.Kartenklang = (function () {
    var OPENINGS = {"ge-elfen": "Ge-Elfen!", "höher hat": "Höher hat!", "andere alte": "Andere Alte!"};
    var MELDS = {10: "Zehn!", 20: "Zwanzig!", 40: "Vierzig!"};
    var script = document.currentScript && document.currentScript.src || "";
    var BASE = script ? script.replace(/js\/plugins\/kartenklang\.js.*$/, "sounds/") : "/static/webclient/sounds/";
    var on = {stimme: false, klang: false};
    var last = null;  // the previous table state

    function keep(name, what) {
        window.Kartenrunde = window.Kartenrunde || {};
        (window.Kartenrunde[name] = window.Kartenrunde[name] || []).push(what);
    }

    function germanVoice() {
        var voices = window.speechSynthesis.getVoices() || [];
        return voices.find(function (v) { return /^de(-|_|$)/i.test(v.lang || ""); }) || null;
    }

    function speak(text) {
        if (!on.stimme || !window.speechSynthesis || !window.SpeechSynthesisUtterance) {
            return;
        }
        var voice = germanVoice();
        if (!voice) {
            return;  // no German voice: silent rather than German in an English voice
        }
        var words = new window.SpeechSynthesisUtterance(text);
        words.lang = voice.lang;
        words.voice = voice;
        keep("gesagt", text);
        window.speechSynthesis.speak(words);
    }

    function play(name, times) {
        if (!on.klang) {
            return;
        }
        for (var i = 0; i < (times || 1); i++) {
            keep("klaenge", name);
            (function (delay) {
                setTimeout(function () {
                    try {
                        var sound = new Audio(BASE + name + ".ogg");
                        var started = sound.play();
                        if (started && started.catch) {
                            started.catch(function () {});  // a browser that wants a click first
                        }
                    } catch (e) { /* no audio: the game goes on */ }
                }, delay);
            })(i * 450);
        }
    }

    function settingsFrom(data) {
        var st = data && data.einstellungen;
        if (st) {
            on.stimme = !!st.stimme;
            on.klang = !!st.klang;
        }
    }

    function onTisch(event) {
        var now = event.detail;
        settingsFrom(now);
        var before = last;
        last = now;
        if (!before || before.seat !== now.seat) {
            return;  // the first state of a table: nothing was called just now
        }
        if (now.opening && now.opening !== before.opening && OPENINGS[now.opening]) {
            speak(OPENINGS[now.opening]);
        }
        var had = (before.marriages || []).length;
        (now.marriages || []).slice(had).forEach(function (m) {
            speak(MELDS[m.points] || "Gemeldet!");
            play("klopfen");
        });
    }

    function onErgebnis(event) {
        var res = event.detail || {};
        var ending = res.ending || {};
        if (ending.kind === "aus" || ending.kind === "untergaigel") {
            speak("Aus!");
            if (ending.gaigel) {
                speak("Gaigel!");
            }
        } else if (ending.kind === "announce") {
            speak("Genug!");
        }
        if (res.striche) {
            var most = Math.max.apply(null, res.striche.concat([0]));
            if (most > 0) {
                play("kreide", most);  // one stroke of chalk per Strich
            }
        }
    }

    document.addEventListener("kartenrunde_tisch", onTisch);
    document.addEventListener("kartenrunde_ergebnis", onErgebnis);
    document.addEventListener("kartenrunde_plaetze", function (event) { settingsFrom(event.detail); last = null; });
    document.addEventListener("kartenrunde_verlassen", function () { last = null; });
    return {speak: speak, play: play, settings: function () { return $.extend({}, on); }};
})();
