"""Römisch Pokern: the German texts of its table, options and rules help."""

MESSAGES: dict[str, str | dict[str, str]] = {
    "opt.roll-several.name": "Mehrere Würfel auf einmal",
    "opt.roll-several.help": "Wähle, wie viele der übrigen Würfel zusammen geworfen werden.",
    "opt.cards-on-valid.name": "Karten bei jedem Ergebnis",
    "opt.cards-on-valid.help": "Aktionskarten dürfen nach jedem Wurf gespielt werden, nicht nur "
    "nach einem gescheiterten Zug.",
    "opt.order-matters.name": "Reihenfolge zählt",
    "opt.order-matters.help": "Die Wurfreihenfolge legt die Zahl fest: ein I vor V oder X zieht "
    "ab (IV, IX), danach zählt es dazu (VI, XI).",
    "opt.strict-xxxx.name": "Strenges XXXX",
    "opt.strict-xxxx.help": "Vier X scheitern sofort, statt auf ein I für XXXIX zu warten.",
    "opt.fixed-start.name": "Fester Startspieler",
    "opt.fixed-start.help": "Platz 1 beginnt; sonst wird der Startspieler ausgelost.",
    "table.round": "Runde {n}",
    "table.final_round": "Letzte Runde",
    "table.dice": "Würfel",
    "table.left": "noch {n}",
    "table.set_aside": "Beiseitegelegt",
    "table.no_dice": "In diesem Zug wurde noch nicht gewürfelt.",
    "table.reads": "Ergibt {numbers}",
    "table.or": "oder",
    "table.pending": "XXXX ist noch keine Zahl: nur ein I (XXXIX = 39) kann sie retten.",
    "table.rolling": "Würfelt…",
    "table.roll": "Würfeln",
    "table.roll_count": "{n} würfeln",
    "table.how_many": "Wie viele Würfel?",
    "table.stop": "Aufhören",
    "table.choose_number": "Die Würfel ergeben zwei Zahlen: wähle die Zahl zum Eintragen.",
    "table.choose_row": "{number} eintragen: wähle eine markierte Zeile.",
    "table.no_row_for": "keine Zeile frei",
    "table.twin_active": "Zwilling aktiv: eine Zahl darf direkt neben sich noch einmal stehen.",
    "table.failed.title": "Zug gescheitert",
    "table.failed.impossible": "Diese Würfel ergeben nie eine römische Zahl ({symbols}).",
    "table.failed.stopped_on_xxxx": "Bei XXXX aufgehört: vier X sind keine Zahl.",
    "table.failed.no_row": "Keine Zeile der Spalte kann {numbers} aufnehmen.",
    "table.pass": "Würfel weitergeben",
    "hint.button": "Tipp",
    "hint.thinking": "Der beste Zug wird berechnet …",
    "hint.roll_start": {
        "one": "Wirf {n} Würfel: In diesem Zug ist noch nichts gewürfelt.",
        "other": "Wirf {n} Würfel: In diesem Zug ist noch nichts gewürfelt.",
    },
    "hint.roll_on": {
        "one": "Würfle weiter ({n} Würfel): Jetzt aufzuhören schriebe {number} in Zeile {row}, aber ein "
        "weiterer Würfel bringt im Schnitt mehr.",
        "other": "Würfle weiter ({n} Würfel): Jetzt aufzuhören schriebe {number} in Zeile {row}, aber "
        "weitere Würfel bringen im Schnitt mehr.",
    },
    "hint.roll_needed": {
        "one": "Würfle weiter ({n} Würfel): Wer jetzt aufhört, scheitert in diesem Zug.",
        "other": "Würfle weiter ({n} Würfel): Wer jetzt aufhört, scheitert in diesem Zug.",
    },
    "hint.stop": "Hör jetzt auf: {number} passt in Zeile {row}.",
    "hint.stop.twin": "Nur die Zwillingskarte kann sie dort eintragen.",
    "hint.roll_on.gain": "Weiterwürfeln bringt im Schnitt {gain} Punkte mehr.",
    "hint.stop.gain": "Aufhören bringt im Schnitt {gain} Punkte mehr als Weiterwürfeln.",
    "hint.decimal": ",",
    "hint.stop_fails": "Hör jetzt auf, auch wenn der Zug scheitert: Ein weiterer Würfel zwänge eher eine "
    "schlechte Zahl in deine Spalte.",
    "hint.write": "Trag {number} in Zeile {row} ein: So bleibt deine Spalte am aussichtsreichsten.",
    "hint.card": "Spiele {card}.",
    "hint.card.as": "Lass ihn als {effect} wirken.",
    "hint.card.die": "Wähle Würfel {die} ({face}).",
    "hint.card.failed": "Sie gibt dem gescheiterten Zug eine neue Chance.",
    "hint.pass": {
        "one": "Gib die Würfel weiter: Keine Karte lohnt sich jetzt ({n} Karte übrig).",
        "other": "Gib die Würfel weiter: Keine Karte lohnt sich jetzt ({n} Karten übrig).",
    },
    "table.or_card": "…oder spiele eine Aktionskarte, um das Ergebnis zu ändern.",
    "table.no_cards_left": "Keine Aktionskarte mehr.",
    "table.cards": "Aktionskarten — {name}",
    "table.cards.when_failed": "Nur nach einem gescheiterten Zug spielbar.",
    "table.cards.when_any": "Nach jedem Wurf spielbar.",
    "table.card_used": "verbraucht",
    "table.pick_die": "{card}: wähle einen Würfel.",
    "table.pick_joker": "Joker: wähle die Karte, als die er wirkt.",
    "table.sheet": "Spielblock",
    "table.row": "Zeile {n}",
    "table.sum": "Zahlen",
    "table.bonus": "Karten (je +{bonus})",
    "table.total": "Gesamt",
    "table.write": "{number} in Zeile {row} eintragen",
    "table.active": "ist dran",
    "die.label": "Würfel {n}: {symbol}",
    "die.unrolled": "Würfel noch nicht geworfen",
    "die.rolling": "Würfel rollt",
    "die.dropped": "Beiseitegelegt: {symbol}",
    "card.reroll_i.name": "I neu würfeln",
    "card.reroll_i.help": "Alle Würfel mit I noch einmal werfen.",
    "card.reroll_v.name": "V neu würfeln",
    "card.reroll_v.help": "Den Würfel mit V noch einmal werfen.",
    "card.reroll_one.name": "Einen neu würfeln",
    "card.reroll_one.help": "Einen Würfel deiner Wahl noch einmal werfen.",
    "card.drop_one.name": "Einen weglegen",
    "card.drop_one.help": "Einen Würfel beiseitelegen: er zählt nicht mehr.",
    "card.twin.name": "Zwilling",
    "card.twin.help": "Eine Zahl, die schon in deiner Spalte steht, direkt darüber oder "
    "darunter noch einmal eintragen.",
    "card.joker.name": "Joker",
    "card.joker.help": "Wirkt wie eine der fünf anderen Karten.",
    "log.roll": "{name} würfelt {symbols}",
    "log.stop": "{name} hört auf",
    "log.score": "{name} trägt {number} in Zeile {row} ein",
    "log.fail": "Zug von {name} scheitert: {reason}",
    "log.card": "{name} spielt {card}",
    "log.quoted": "„{card}“",
    "log.joker_as": "den Joker als „{card}“",
    "log.reads": " — ergibt {numbers}",
    "log.pending": " — XXXX, wartet auf ein I",
    "log.card.twin": "darf eine Zahl direkt neben sich selbst eintragen",
    "log.card.drop": "legt das {symbol} beiseite",
    "log.card.reroll": "würfelt {old} neu → {new}",
    "announce.undo": "Die {number} von {name} wurde zurückgenommen: neu wählen.",
    "table.final.badge": "Letzte Runde: {cause} · {turns}",
    "table.final.short": "Letzte Runde · {turns}",
    "table.final.seventh_number": "{name} hat die Spalte gefüllt",
    "table.final.failed_without_cards": "{name} ist ohne Karte gescheitert",
    "table.final.all_columns_closed": "keine Spalte nimmt noch eine Zahl",
    "table.final.turns_left": {"one": "noch {n} Zug", "other": "noch {n} Züge"},
    "table.final.last_turn": "letzter Zug",
    "die.row": "Würfel: {symbols}",
    "die.none": "Keine Würfel",
    "table.recap": "Seit dem letzten Zug eines Menschen",
    "table.recap.wrote": "{name} trug {number} in Zeile {row} ein",
    "table.recap.wrote_cards": "{name} spielte {cards} und trug {number} in Zeile {row} ein",
    "table.recap.failed": "{name} scheiterte: {reason}",
    "table.recap.failed_cards": "{name} spielte {cards}, scheiterte aber: {reason}",
    "table.undo": "Eintrag von {name} zurücknehmen",
    "table.outlook.fails.no_row": "Aufhören scheitert jetzt: keine freie Zeile nimmt {numbers}.",
    "table.outlook.fails.stopped_on_xxxx": "Aufhören scheitert jetzt: XXXX ist keine Zahl.",
    "table.outlook.fails.impossible": "Aufhören scheitert jetzt.",
    "table.outlook.twin": "Eine Zwilling-Karte könnte den Zug noch retten.",
    "table.outlook.rows": "Wenn du aufhörst: {places}.",
    "table.outlook.number": "{number} in Zeile {rows}",
    "table.stop_fails": "scheitert jetzt",
    "table.could": "nimmt {numbers}, wenn du aufhörst",
    "table.cards.rescue": "Mit einer Karte retten",
    "table.cards.now_failed": "Der Zug ist gescheitert: eine Karte kann ihn retten, "
    "oder gib die Würfel weiter.",
    "table.cards.after_roll": "Spielbar, sobald du gewürfelt hast.",
    "table.cards.still_open": "Dieser Zug ist vorhin gescheitert, darum bleiben die Karten "
    "bis zu seinem Ende spielbar.",
    "log.pass": "{name} gibt die Würfel weiter",
    "log.end": "Spielende",
    "fail.impossible": "keine Zahl möglich",
    "fail.stopped_on_xxxx": "bei XXXX aufgehört",
    "fail.no_row": "keine Zeile frei",
    "announce.score": "{name} trägt {number} ein.",
    "announce.fail": "Zug von {name} gescheitert.",
    "end.reason.seventh_number": "Eine Spalte war mit sieben Zahlen voll; die Runde wurde zu Ende gespielt.",
    "end.reason.failed_without_cards": "Ein Spieler ohne Aktionskarte ist gescheitert; die "
    "Runde wurde zu Ende gespielt.",
    "end.reason.all_columns_closed": "Keine Spalte konnte noch eine Zahl aufnehmen.",
    "end.numbers": "Zahlen",
    "end.bonus": "Karten\u00adbonus",  # a soft hyphen: on a phone the column wraps it
    "end.sheet": "Endstand des Spielblocks",
    "help.title": "So spielt man Römisch Pokern",
}

HELP: list[tuple[str, list[str]]] = [
    (
        "Material",
        [
            "2 bis 6 Spieler. Sechs Würfel mit den Seiten I, I, I, V, X, X.",
            "dice:I I I V X X|Die sechs Seiten jedes Würfels",
            "Jeder Spieler hat auf dem Spielblock eine Spalte mit 7 Zeilen und sechs "
            "Aktionskarten, jede einmal pro Spiel nutzbar.",
        ],
    ),
    (
        "Römische Zahlen",
        [
            "Die Würfel dieses Zugs müssen eine gültige römische Zahl von 1 bis 39 bilden: "
            "höchstens drei I hintereinander, nur IV und IX ziehen ab, nie zwei V. Die "
            "Reihenfolge der Würfel wählst du nicht, nur welche Zahl sie ergeben.",
            "Manche Würfel ergeben zwei Zahlen; du wählst beim Eintragen: I+V = 4 oder 6, I+X = "
            "9 oder 11, I+V+X = 14 oder 16, I+X+X = 19 oder 21, I+V+X+X = 24 oder 26, I+X+X+X = "
            "29 oder 31, I+V+X+X+X = 34 oder 36.",
            "38 geht nie. Mit allen sechs Würfeln sind nur 28, 33 und 37 möglich.",
            "XXXX ist noch keine Zahl, aber ein I ergibt XXXIX = 39: du darfst weiterwürfeln. "
            "Wer bei XXXX aufhört, scheitert.",
        ],
    ),
    (
        "Ein Zug",
        [
            "Würfle einen Würfel nach dem anderen. Nach jedem Wurf, solange die Würfel eine "
            "Zahl (oder XXXX) ergeben: weiterwürfeln oder aufhören.",
            "Beim Aufhören oder nach dem sechsten Würfel trägst du eine Zahl, die die Würfel "
            "ergeben, in eine leere Zeile deiner Spalte ein. Von oben nach unten müssen die "
            "Zahlen streng steigen, und jede Zahl darf nur einmal vorkommen. Zeilen dürfen leer "
            "bleiben.",
            "Der Zug scheitert, wenn die Würfel keine Zahl mehr ergeben können (ein viertes I, "
            "ein zweites V…) oder keine Zeile die Zahl aufnehmen kann. Dann gibst du die Würfel "
            "weiter oder rettest den Zug mit Aktionskarten.",
        ],
    ),
    (
        "Aktionskarten (je einmal)",
        [
            "I neu würfeln: alle Würfel mit I noch einmal werfen. V neu würfeln: das V noch einmal werfen.",
            "Einen neu würfeln: einen Würfel deiner Wahl neu werfen. Einen weglegen: einen "
            "Würfel beiseitelegen, er zählt nicht mehr.",
            "Zwilling: eine Zahl, die schon in deiner Spalte steht, direkt darüber oder "
            "darunter noch einmal eintragen.",
            "Joker: wirkt wie eine der fünf anderen Karten.",
        ],
    ),
    (
        "Beispiel eines Zugs",
        [
            "In Julias Spalte stehen schon 9 in Zeile 2 und 20 in Zeile 5. Sie würfelt einen "
            "Würfel: X, dann noch einen: I.",
            "dice:X I|X und I: 9 oder 11",
            "X und I ergeben zwei Zahlen: IX = 9 oder XI = 11. Die 9 steht schon in ihrer Spalte, "
            "die 11 passte in Zeile 3 oder 4. Sie würfelt weiter: V, dann noch einmal V.",
            "dice:X I V V|Ein zweites V: keine römische Zahl",
            "Zwei V ergeben nie eine Zahl: der Zug scheitert. Statt die Würfel weiterzugeben, "
            "spielt sie „Einen neu würfeln“ auf das zweite V. Es zeigt X.",
            "dice:X I V X|X, I, V, X: 24 oder 26",
            "Jetzt ergeben die Würfel 24 (XXIV) oder 26 (XXVI). Beide passen unter die 20, in "
            "Zeile 6 oder 7. Sie hört auf und trägt 24 in Zeile 6 ein; Zeile 7 bleibt für eine "
            "größere Zahl.",
        ],
    ),
    (
        "Ende und Wertung",
        [
            "Trägt ein Spieler seine siebte Zahl ein, wird die Runde zu Ende gespielt, damit "
            "alle gleich oft dran waren; dann endet das Spiel. Ebenso, wenn ein Spieler ohne "
            "Karte einen Zug verpatzt.",
            "Punkte: Summe der Spalte plus 5 Punkte je unbenutzter Aktionskarte. Die höchste "
            "Summe gewinnt; Gleichstand teilt den Sieg.",
        ],
    ),
    (
        "Optionen",
        [
            "Mehrere Würfel auf einmal. Karten bei jedem Ergebnis. Reihenfolge "
            "zählt: ein I vor V oder X zieht ab, danach zählt es dazu. Strenges XXXX"
            ": vier X scheitern sofort. Fester Startspieler: sonst wird der Startspieler "
            "ausgelost.",
        ],
    ),
]
