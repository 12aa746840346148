"""Römer: the German texts of its table, setup and rules help."""

MESSAGES: dict[str, str] = {
    "help.title": "So spielst du Römer",
    "setup.options": "Regeln",
    "target.label": "Spielen bis",
    "target.points": "{n} Punkte",
    "opt.caesar-trump.name": "Cäsar als Trumpfkarte",
    "opt.caesar-trump.help": "Ein Cäsar darf als Trumpfkarte eines Streitwagens ausgelegt werden.",
    "opt.cut-losers-keep.name": "Wer sticht, behält seinen Streitwagen",
    "opt.cut-losers-keep.help": "In einem gestochenen Stich behalten Spieler, die gestochen, aber verloren "
    "haben, ihre letzte Karte.",
    "opt.optional-draw.name": "Nachziehen nach einem Pferd ist freiwillig",
    "opt.optional-draw.help": "Nachdem du ein Pferd angelegt hast, darfst du eine Karte nachziehen, "
    "musst aber nicht.",
    "rules.target": "Wer zuerst {n} Punkte erreicht, gewinnt.",
    "rules.basics": "In deinem Zug: Lege ein Pferd an deinen Streitwagen an, wechsle deinen Trumpf "
    "oder spiele einen Stich aus. Sieben Karten in einem Streitwagen beenden die Runde.",
    "rules.caesar_yes": "Ein Cäsar darf als Trumpfkarte dienen.",
    "rules.caesar_no": "Ein Cäsar darf nicht als Trumpfkarte dienen.",
    "rules.cut_keep": "In einem gestochenen Stich behalten Spieler, die gestochen, aber verloren haben, "
    "ihren Streitwagen.",
    "rules.cut_lose": "In einem gestochenen Stich gibt jeder Verlierer die letzte Karte seines "
    "Streitwagens ab.",
    "rules.draw_optional": "Nachziehen nach dem Anlegen eines Pferdes ist freiwillig.",
    "rules.draw_always": "Nach dem Anlegen eines Pferdes ziehst du immer nach.",
    "intro.title": "Die Regeln an diesem Tisch",
    "intro.players": "Spieler: {names}",
    "intro.deal": "Karten austeilen",
    "colour.R": "rot",
    "colour.B": "blau",
    "colour.G": "grün",
    "colour.Y": "gelb",
    "colour.P": "lila",
    "card.name": "{colour} {combat} ({points})",
    "card.caesar": "Cäsar ({colour})",
    "card.caesar_short": "0",
    "card.hidden": "verdeckte Karte",
    "banner.round": "Runde {n}",
    "banner.piles": "Nachziehstapel {draw} · Ablagestapel {discard}",
    "prompt.other": "{name} ist am Zug.",
    "prompt.trump": "Wähle eine Karte und lege sie als deine Trumpfkarte aus.",
    "prompt.turn": "Wähle eine Karte: Lege sie als Pferd an, mach sie zu deinem neuen Trumpf "
    "oder spiele damit einen Stich aus.",
    "prompt.answer": "{name} hat ausgespielt: Antworte mit einer beliebigen Karte. Deine Trumpffarbe sticht.",
    "prompt.final": "Nur du hast noch Karten: Lege Pferde an und höre dann auf.",
    "chariot.title": "Streitwagen",
    "chariot.label": {
        "one": "{name}: Streitwagen mit {n} Karte, {cards} auf der Hand",
        "other": "{name}: Streitwagen mit {n} Karten, {cards} auf der Hand",
    },
    "chariot.horse": "Pferd an Position {n}, verdeckt",
    "chariot.trump_colour": "Trumpffarbe",
    "chariot.no_trump": "kein Trumpf",
    "chariot.cards": "{n} auf der Hand",
    "chariot.points": "{n} Pkt.",
    "chariot.peek": "Meine Pferde ansehen",
    "chariot.hide": "Meine Pferde verbergen",
    "trick.title": "Der Stich",
    "trick.led_by": "ausgespielt von {name}",
    "trick.last": "Letzter Stich",
    "trick.nothing": "nichts",
    "trick.trump_of": "Trumpf {colour}",
    "trick.draws": "Ziehen nach: {names}",
    "hand.title": "Deine Hand ({n})",
    "hand.choose": "Tippe auf eine Karte, um zu sehen, was du mit ihr tun kannst.",
    "hand.selected": "Gewählt: {card}.",
    "act.trump": "Als Trumpf auslegen",
    "act.horse": "Pferd, dann ziehen",
    "act.horse-keep": "Pferd, nicht ziehen",
    "act.change": "Neuer Trumpf",
    "act.lead": "Stich ausspielen",
    "hand.wait": "Deine Karten: Du handelst, wenn du am Zug bist.",
    "undo.card": "{card} zurücknehmen",
    "undo.moves": {
        "one": "{n} Zug zurücknehmen",
        "other": "{n} Züge zurücknehmen",
    },
    "trick.done": "Der Stich ist vollständig",
    "round.ending": "Die Runde ist vorbei",
    "round.why_full": "Der Streitwagen von {name} hat sieben Karten: Die Runde ist vorbei.",
    "round.why_stop": "{name} hört auf: Die Runde ist vorbei.",
    "round.why_stuck": "Niemand kann weiterspielen: Die Runde ist vorbei.",
    "act.play": "Karte spielen",
    "act.stop": "Aufhören — Runde beenden",
    "log.trump": "{name} legt {card} als Trumpfkarte aus",
    "log.horse": "{name} legt ein Pferd an",
    "log.change": {
        "one": "{name} wechselt den Trumpf zu {card} ({n} Karte abgelegt)",
        "other": "{name} wechselt den Trumpf zu {card} ({n} Karten abgelegt)",
    },
    "log.lead": "{name} spielt {card} aus",
    "log.play": "{name} spielt {card}",
    "log.play_nothing": "{name} hat keine Karte zum Spielen",
    "log.won": "{name} gewinnt den Stich",
    "log.won_cut": "{name} gewinnt den gestochenen Stich",
    "log.lost": "{name} verliert eine Karte an {winner}",
    "log.lost_discard": "{name} verliert eine Karte auf den Ablagestapel",
    "log.stop": "{name} hört auf",
    "announce.round": "Die Runde ist vorbei: {points}.",
    "round.title": "Runde {n} ist vorbei",
    "round.team": "Streitwagen",
    "round.points": "Punkte",
    "round.next": "Nächste Runde",
    "round.last": "Letzte Runde",
    "sheet.title": "Punkteliste",
    "sheet.round": "Runde {n}",
    "sheet.total": "Gesamt",
    "sheet.target": "bis {n}",
}

HELP: list[tuple[str, list[str]]] = [
    (
        "Karten und Streitwagen",
        [
            "105 Karten in fünf Farben. Jede Farbe hat sieben Cäsaren und Zahlenkarten mit einem "
            "Kampfwert (1 bis 7) und Punkten (III, V, X, XX): Je schwächer die Karte, desto mehr ist sie "
            "wert.",
            "Jeder Spieler baut einen Streitwagen: vorn offen eine Trumpfkarte, dahinter verdeckt die "
            "Pferde. Die Farbe deiner Trumpfkarte ist deine Trumpffarbe.",
        ],
    ),
    (
        "Dein Zug",
        [
            "Lege ein Pferd an (eine Karte verdeckt ans Ende deines Streitwagens, dann ziehst du nach), "
            "wechsle deinen Trumpf (lege deinen ganzen Streitwagen ab und lege eine neue Trumpfkarte aus) "
            "oder spiele einen Stich aus.",
            "In einem Stich antwortet jeder andere Spieler mit einer beliebigen Karte. Eine Karte deiner "
            "eigenen Trumpffarbe sticht, außer diese Farbe wurde ausgespielt.",
        ],
    ),
    (
        "Stiche",
        [
            "Ungestochen: Die höchste Karte der ausgespielten Farbe gewinnt; alle, die Farbe bedient "
            "haben, ziehen nach. Gestochen: Die höchste stechende Karte gewinnt, und nur der Gewinner "
            "zieht nach.",
            "In einem gestochenen Stich verliert, wer weder Farbe bedient noch gestochen hat, die letzte "
            "Karte seines Streitwagens verdeckt an den Gewinner. Wer seine Trumpfkarte verliert, legt "
            "sofort eine neue aus.",
        ],
    ),
    (
        "Wertung",
        [
            "Die Runde endet, sobald ein Streitwagen sieben Karten hat. Jede Karte zählt ihre Punkte; "
            "Karten in der Trumpffarbe des Besitzers werden mit ihrer Position malgenommen: Eine XX an "
            "Position 7 zählt 140.",
            "Die Punkte werden über alle Runden addiert; wer zuerst das Ziel erreicht, gewinnt.",
        ],
    ),
]
