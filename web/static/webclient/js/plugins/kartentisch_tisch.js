/*
 * Kartentisch, drawing the table (kartentisch_kern.js describes the pane and
 * its files): render() draws the table state into the frame – the head
 * (game, trump, score), the other seats with their markers, you, the talon
 * and trump card, the trick in the middle (or the finished one, held), the
 * buttons for calls – and the last trick in the corner; renderLobby() draws
 * the seats, settings and buttons between matches (and, when a match ended
 * while a game ran and no end was shown, the match's end from the last
 * table seen). A new match dealt closes the last one's end. The hand and
 * the line under it are kartentisch_hand.js's.
 */
(function () {
    var kt = window.Kartentisch;

    var esc = kt.esc, settings = kt.settings, nameOf = kt.nameOf,  // kartentisch_kern.js's helpers (they never change)
        setHtml = kt.setHtml, cardFace = kt.cardFace;
    var SHORT = ["rob", "close", "aus"];  // kinds whose button reads the move's name, not its label

    function partyOf(seat) {
        var parties = kt.state.score && kt.state.score.parties || [];
        for (var i = 0; i < parties.length; i++) {
            if (parties[i].seats.includes(seat)) {
                return i;
            }
        }
        return seat;
    }

    function markers(s) {
        var out = [];
        var mine = kt.state.seat;
        if (kt.state.to_act === s.seat && !kt.state.over) {
            out.push(["kt-m-zug", "am Zug"]);
        }
        if (mine != null && kt.state.seats[mine] && kt.state.seats[mine].partners.includes(s.seat)) {
            out.push(["kt-m-partner", "Partner"]);
        }
        if (kt.state.dealer === s.seat) {
            out.push(["kt-m-geber", "Geber"]);
        }
        if (kt.state.forehand === s.seat) {
            out.push(["kt-m-vorhand", "Vorhand"]);
        }
        if (s.computer) {
            out.push(["kt-m-computer", "Computer"]);
        }
        if (s.stand_in) {
            out.push(["kt-m-vertreten", "vertreten"]);
        }
        if (s.sitting_out) {
            out.push(["kt-m-aus", "setzt aus"]);
        }
        return out.map(function (m) {
            return '<span class="kt-marke ' + m[0] + '">' + m[1] + "</span>";
        }).join("");
    }

    function wertungOf(s) {  // the seat's rating beside its name (docs/GMCP.md: seats[].rating)
        return s && s.rating ? ' <span class="kt-wertung" title="Wertung (hilfe wertung)">Wertung ' +
            esc(s.rating.text) + "</span>" : "";
    }

    function meldungenOf(seat) {
        return (kt.state.marriages || []).filter(function (m) { return m.seat === seat; })
            .map(function (m) { return '<span class="kt-meld">' + esc(m.label) + " " + m.points + "</span>"; })
            .join("");
    }

    function tricksOf(seat) {
        var n = (kt.state.tricks_won || [])[partyOf(seat)];
        return n == null ? "" : '<span class="kt-stiche">' + n + (n === 1 ? " Stich" : " Stiche") + "</span>";
    }

    function seatBox(s) {
        var backs = "";
        for (var i = 0; i < Math.min(s.cards, 10); i++) {
            backs += window.Kartenbild.back();
        }
        var cls = "kt-platz kt-partei-" + (partyOf(s.seat) % 4) +
                  (kt.state.to_act === s.seat && !kt.state.over ? " kt-am-zug" : "");
        var count = s.cards + (s.cards === 1 ? " Karte" : " Karten");
        var said = [s.name];  // „Ferdl, Computer, 5 Karten, Geber“
        if (s.computer) { said.push("Computer"); }
        if (s.stand_in) { said.push("vom Computer vertreten"); }
        said.push(count);
        if (kt.state.dealer === s.seat) { said.push("Geber"); }
        if (kt.state.to_act === s.seat && !kt.state.over) { said.push("am Zug"); }
        if (kt.state.seat != null && kt.state.seats[kt.state.seat] && kt.state.seats[kt.state.seat].partners.includes(s.seat)) {
            said.push("Partner");
        }
        return '<div class="' + cls + '" role="listitem" data-seat="' + s.seat + '" aria-label="' + esc(said.join(", ")) + '">' +
               '<div class="kt-name">' + esc(s.name) + wertungOf(s) + "</div>" +
               '<div class="kt-marken">' + markers(s) + "</div>" +
               '<div class="kt-ruecken" title="' + count + '">' + backs +
               '<span class="kt-zahl">' + s.cards + '</span><span class="kt-sr">' + count + "</span></div>" +
               '<div class="kt-extra">' + tricksOf(s.seat) + meldungenOf(s.seat) + "</div>" +
               '<div class="kt-grund" hidden></div></div>';
    }

    function scoreText() {
        var sc = kt.state.score;
        if (!sc) {
            return "";
        }
        var parts = sc.parties.map(function (p) {
            return p.seats.map(nameOf).join(" & ") + " " + p.score;
        });
        return "Stand: " + parts.join(" – ") + " (" + sc.unit + (sc.target ? ", bis " + sc.target : "") + ")";  // a day's set has no target
    }

    function renderHead() {
        kt.root.find(".kt-titel").text(kt.state.preset_name);
        var setter = kt.state.shown_trump ?  // 66 zu viert: the dealer's shown card set trump
            " (" + esc(nameOf(kt.state.dealer)) + " hat " + esc(kt.state.shown_trump.label) + " aufgedeckt)" : "";
        kt.root.find(".kt-trumpf").html("Trumpf: <b>" + esc(kt.state.trump.label) + "</b>" + setter);
        kt.root.find(".kt-stand").text(scoreText());
        kt.root.find(".kt-k-letzter").prop("disabled", !kt.state.last_trick).prop("hidden", false);
    }

    function renderSeats() {
        var n = kt.state.seats.length;
        var start = kt.state.seat == null ? 0 : kt.state.seat + 1;
        var html = "";
        for (var i = 0; i < n; i++) {
            var s = kt.state.seats[(start + i) % n];
            if (s.seat !== kt.state.seat) {
                html += seatBox(s);
            }
        }
        if (n > 2) {  // the others in playing order, after you
            html += '<div class="kt-richtung" aria-hidden="true">Spielrichtung →</div>';
        }
        setHtml(kt.root.find(".kt-andere"), html).attr("data-zahl", n - (kt.state.seat == null ? 0 : 1))
            .attr("aria-label", "Mitspieler in Spielrichtung");
    }

    function renderStapel() {
        var html = "";
        var t = kt.state.talon;
        if (t) {
            if (kt.state.trump_card) {
                html += '<div class="kt-karte kt-trumpfkarte" title="Trumpfkarte: ' + esc(kt.state.trump_card.label) +
                        '" aria-label="Trumpfkarte ' + esc(kt.state.trump_card.label) + '" role="img">' +
                        cardFace(kt.state.trump_card.card) + "</div>";
            }
            if (t.count > 0) {
                var closed = t.closed ? '<span class="kt-zu">zugedreht' +
                             (t.closer != null ? " (" + esc(nameOf(t.closer)) + ")" : "") + "</span>" : "";
                html += '<div class="kt-talon' + (t.closed ? " kt-talon-zu" : "") + '" role="img" aria-label="Stapel: ' +
                        t.count + " Karten" + (t.closed ? ", zugedreht" : "") + '">' + window.Kartenbild.back() +
                        '<span class="kt-zahl">' + t.count + "</span>" + closed + "</div>";
            } else {
                html += '<div class="kt-talon kt-leer">Stapel leer</div>';
            }
        }
        html += '<div class="kt-trumpf-farbe" aria-hidden="true">' + esc(kt.state.trump.label) + " ist Trumpf</div>";
        if (kt.state.opening) {  // Gaigel's first trick: how it was opened
            var words = {"ge-elfen": "Ge-Elfen", "höher hat": "Höher hat", "andere alte": "Andere Alte",
                         "nur trümpfe": "Nur Trümpfe"};
            html += '<div class="kt-eroeffnet">Eröffnung: <b>' + esc(words[kt.state.opening] || kt.state.opening) +
                    "</b></div>";
        }
        setHtml(kt.root.find(".kt-stapel"), html);
    }

    function trickCard(entry, winner) {
        var label = entry.face_down && !entry.card ? "verdeckte Karte" : entry.label;
        return '<figure class="kt-gelegt' + (winner ? " kt-sieger" : "") + '" data-seat="' + entry.seat + '">' +
               '<div class="kt-karte" role="img" aria-label="' + esc(nameOf(entry.seat) + ": " + label) + '">' +
               cardFace(entry.face_down && !entry.card ? null : entry.card) + "</div>" +
               "<figcaption>" + esc(entry.seat === kt.state.seat ? "du" : nameOf(entry.seat)) + "</figcaption></figure>";
    }

    function renderTrick() {
        if (!kt.state) {
            return;  // the player left the table while a trick was held
        }
        var box = kt.root.find(".kt-stich");
        var html = "";
        kt.root.find(".kt-grund").prop("hidden", true).text("");
        if (kt.holding()) {
            var lt = kt.state.last_trick;
            lt.cards.forEach(function (c) { html += trickCard(c, c.seat === lt.winner); });
            var who = lt.winner === kt.state.seat ? "Du nimmst" : nameOf(lt.winner) + " nimmt";
            html += '<p class="kt-stich-grund kt-sr"><span class="kt-stich-wer">' + esc(who + " den Stich: ") +
                    "</span>" + esc(lt.reason) + "</p>";  // a phone shows the reason here (kartentisch.css)
            var place = kt.root.find('.kt-platz[data-seat="' + lt.winner + '"] .kt-grund');
            if (lt.winner === kt.state.seat) {
                place = kt.root.find(".kt-ich .kt-grund");
            }
            place.text(lt.reason).prop("hidden", false);
            box.addClass("kt-fertig");
        } else {
            (kt.state.trick || []).forEach(function (c) { html += trickCard(c, false); });
            if (!html) {
                html = '<p class="kt-leer">' + (kt.state.over ? "Das Spiel ist aus." : "Noch keine Karte im Stich.") + "</p>";
            }
            box.removeClass("kt-fertig");
        }
        setHtml(box, html);
    }

    function renderMe() {
        var box = kt.root.find(".kt-ich");
        if (kt.state.seat == null) {
            box.html('<span class="kt-name">Du schaust zu.</span>');
            return;
        }
        var me = kt.state.seats[kt.state.seat];
        var points = "";
        if (kt.state.points) {
            points = '<span class="kt-augen">Deine Augen: ' + kt.state.points.own +
                     (kt.state.points.pending ? " (+" + kt.state.points.pending + " gemeldet)" : "") + "</span>";
        }
        box.attr("class", "kt-ich kt-partei-" + (partyOf(kt.state.seat) % 4) + (kt.state.my_turn ? " kt-am-zug" : ""))
           .attr("data-seat", kt.state.seat)
           .html('<span class="kt-name">' + esc(me.name) + " (du)</span>" + wertungOf(me) + markers(me) +
                 tricksOf(kt.state.seat) + meldungenOf(kt.state.seat) + points + '<div class="kt-grund" hidden></div>');
    }

    function renderActions() {
        var html = "";
        var openings = kt.openingsOf(kt.state);
        openings.forEach(function (word) {
            html += '<button type="button" class="kt-eroeffnung' + (kt.mode === word ? " kt-an" : "") +
                    '" aria-pressed="' + (kt.mode === word) + '" data-mode="' + esc(word) +
                    '" title="Eröffnung wählen, dann eine Karte">' + esc(word) + "</button>";
        });
        (kt.state.actions || []).forEach(function (a) {
            if (a.kind === "card" || a.kind === "opening") {
                return;  // plays a card: through the hand
            }
            var text = a.kind === "announce" ? "Genug ansagen" :
                SHORT.includes(a.kind) && a.name || a.label;
            var key = a.kind === "aus" ? " (A)" : "";
            var hint = kt.state.hinweise || {};
            var lit = a.kind === "aus" ? !!hint.aus : a.kind === "announce" ? !!hint.genug : false;
            var bold = a.kind === "announce" || a.kind === "close";  // ends the game or risks it: not a safe button
            var title = a.label + " – „" + a.command + "“" + (a.kind === "aus" ?
                " (Taste A; die Frage davor: A oder Enter ja, Esc nein)" : "");
            var risky = a.kind === "announce" && kt.state.points && kt.state.points.own < a.points;
            if (risky) {
                title = "Vorsicht: du hast erst " + kt.state.points.own + " Augen. " + title;
            }
            html += '<button type="button" class="kt-aktion' + (a.kind === "aus" ? " kt-aus" : "") +
                    (risky ? " kt-riskant" : "") + (bold ? " kt-gewagt" : "") + (lit ? " kt-leuchtet" : "") +
                    ((a.kind === "aus" || a.kind === "announce") && !lit ? " kt-leise" : "") +
                    '" data-command="' + esc(a.command) + '" title="' + esc(title) +
                    '" aria-label="' + esc(a.label) + '">' + esc(text + key) + "</button>";
        });
        setHtml(kt.root.find(".kt-aktionen"), html);
        var due = kt.state.hinweise && kt.state.hinweise.aus;  // the Aus deadline, above the hand
        kt.root.find(".kt-frist").text(due || "").prop("hidden", !due);
    }

    function render() {
        if (!kt.state) {
            return;
        }
        kt.played = kt.state;  // the last table seen (renderLobby: a match that ended without a word)
        if (kt.result && kt.result.match_over && !kt.state.over) {
            kt.closeResult();  // a new match is dealt (Neue Partie, Revanche): the old end goes (it draws again)
            return;
        }
        renderHead();
        renderSeats();
        renderMe();
        renderStapel();
        renderTrick();
        renderActions();
        kt.renderHand();
        kt.renderNotice();
        kt.root.toggleClass("kt-mein-zug", !!kt.state.my_turn).toggleClass("kt-zuschauer", kt.state.seat == null)
            .toggleClass("kt-ohne-dimmen", !settings().dimmen);
        renderCorner();
        kt.renderGear();
        if (!kt.root.find(".kt-letzter-stich").prop("hidden")) {
            kt.fillLastTrick();
        }
    }

    // The last trick stays in the corner (bottom left), small.
    function renderCorner() {
        var lt = kt.state && kt.state.last_trick;
        var box = kt.root.find(".kt-ecke");
        if (!lt) {
            setHtml(box, "").prop("hidden", true);
            return;
        }
        var html = '<h3 class="kt-ecke-titel">Letzter Stich: ' +
                   esc(lt.winner === kt.state.seat ? "deiner" : nameOf(lt.winner)) + "</h3><div class='kt-reihe'>";
        lt.cards.forEach(function (c) { html += trickCard(c, c.seat === lt.winner); });
        setHtml(box, html + "</div>").prop("hidden", false);
    }

    // --- between matches -----------------------------------------------------

    function settingsText(w) {
        var st = w.settings || {};
        var parts = [st.score_unit === "Striche" ? "verloren hat, wer " + st.target + " Striche hat"
                                                 : "bis " + st.target + " Punkte"];
        if (st.think_time) {
            parts.push("Bedenkzeit " + st.think_time + " Sekunden");
        }
        if (st.options) {
            parts.push(st.options);
        }
        return parts.join(" · ");
    }

    // The seats came while a game of the match still ran and no match end was
    // shown: the match ended early (given up, left, removed). Until the
    // server's end (kartenrunde_ergebnis with `ending`) comes, or if none comes,
    // the pane shows the match's end from the last table it saw.
    function endedUnseen() {
        var last = kt.played;
        kt.played = null;
        if (!last || last.over || kt.result || !last.score) {
            return;
        }
        kt.result = {early: true, ending: null, match_over: true, winners: null, score: last.score,
                     names: last.seats.map(function (s) { return s.name; }), revanche: null};
        kt.said = false;
        kt.renderResult();
    }

    function renderLobby() {
        var w = kt.lobby;
        endedUnseen();
        kt.root.find(".kt-titel").text(w.preset_name);
        var ended = kt.result && kt.result.match_over && kt.result.score;  // the match just ended: its result
        kt.root.find(".kt-trumpf").text(ended ? "Partie aus: " + kt.result.score.parties.map(function (p) {
            return p.seats.map(function (s) { return kt.result.names[s]; }).join(" & ") + " " + p.score;
        }).join(" – ") + " " + kt.result.score.unit : "Noch keine Partie");
        kt.root.find(".kt-stand").text(settingsText(w));
        kt.root.find(".kt-k-letzter").prop("disabled", true).prop("hidden", true);
        var html = '<h2 class="kt-warten-titel">Plätze am Tisch</h2><ol class="kt-plaetze">';
        w.seats.forEach(function (s) {
            var who = s.free ? "frei" : esc(s.name) + (s.seat === w.seat ? " (du)" : "");
            html += '<li class="kt-platz kt-sitz' + (s.free ? " kt-frei" : "") + '" data-seat="' + s.seat + '">' +
                    '<span class="kt-platznummer">Platz ' + (s.seat + 1) + "</span> " +
                    '<span class="kt-name">' + who + "</span>" + wertungOf(s) +
                    (s.computer ? ' <span class="kt-marke kt-m-computer">Computer</span>' : "") + "</li>";
        });
        html += '</ol><p class="kt-hinweis">' + esc(w.hint) + "</p>";
        html += '<div class="kt-vor-knoepfe" role="toolbar" aria-label="Partie vorbereiten">';
        (w.actions || []).forEach(function (a) {
            html += '<button type="button" class="kt-vor-aktion" data-command="' + esc(a.command) +
                    '" title="' + esc(a.label + " – „" + a.command + "“") + '">' + esc(a.label) + "</button>";
        });
        html += "</div>";
        var box = kt.root.find(".kt-warten");
        var focused = $(document.activeElement).closest(".kt-warten").length > 0;
        setHtml(box, html).prop("hidden", false);
        if (focused) {
            box.find("button").first().focus();
        }
        kt.renderNotice();
    }

    // what the other files call, through window.Kartentisch
    Object.assign(kt, {
        trickCard: trickCard, renderTrick: renderTrick, render: render, renderLobby: renderLobby
    });
})();
