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
    "act.trump.what": "Offen: Ihre Farbe wird deine Trumpffarbe. Dann ziehst du nach.",
    "act.horse.what": "Verdeckt an Platz {place}; eine Karte deiner Trumpffarbe ({colour}) zählt dort "
    "×{times}. Dann ziehst du nach.",
    "act.horse-keep.what": "Verdeckt an Platz {place}; eine Karte deiner Trumpffarbe ({colour}) zählt dort "
    "×{times}. Du ziehst nicht nach.",
    "act.change.what": {
        "one": "Dein Streitwagen ({n} Karte) kommt auf den Ablagestapel; diese Karte beginnt einen neuen.",
        "other": "Dein Streitwagen ({n} Karten) kommt auf den Ablagestapel; diese Karte beginnt einen neuen.",
    },
    "act.lead.what": "Eröffnet einen Stich: Alle antworten; die höchste Karte seiner Farbe gewinnt, außer "
    "jemand sticht.",
    "act.play.what": "Gleiche Farbe bedient; {colour}, dein Trumpf, sticht; jede andere Karte wird "
    "abgeworfen.",
    "act.play.what_none": "Gleiche Farbe bedient; jede andere Karte wird abgeworfen.",
    "act.stop.what": "Beendet die Runde sofort: Alle Streitwagen werden aufgedeckt und gezählt.",
    "hint.button": "Tipp",
    "hint.lay_trump": {
        "one": "Lege {card} als Trumpfkarte aus: Du hast {n} Karte dieser Farbe ({colour}).",
        "other": "Lege {card} als Trumpfkarte aus: Du hast {n} Karten dieser Farbe ({colour}).",
    },
    "hint.change_trump": {
        "one": "Wechsle den Trumpf zu {card}: Diese Farbe ({colour}) passt besser zu deiner Hand; {n} "
        "Karte deines Streitwagens kommt auf den Ablagestapel.",
        "other": "Wechsle den Trumpf zu {card}: Diese Farbe ({colour}) passt besser zu deiner Hand; {n} "
        "Karten deines Streitwagens kommen auf den Ablagestapel.",
    },
    "hint.add_horse": "Lege {card} als Pferd an Platz {position} an: Am Ende der Runde zählt es {points} "
    "Punkte.",
    "hint.add_horse.draw": "Dann zieh nach.",
    "hint.add_horse.keep": "Zieh nicht nach.",
    "hint.stop": "Hör jetzt auf: Keine Karte deiner Hand lohnt sich noch als Pferd; die Runde endet.",
    "hint.lead": "Spiele {card} aus (Stärke {combat}).",
    "hint.lead.free": "Niemand sonst hat diese Farbe als Trumpf: Die anderen können nur bedienen oder "
    "stechen.",
    "hint.cut": "Stich mit {card}: Sie schlägt {beats}, also gewinnst du den Stich, außer jemand sticht "
    "höher.",
    "hint.cut.takes": "Du bekommst {cards}.",
    "hint.cut_keep": "Stich mit {card}: {beaten_by} ist höher, aber du behältst deinen Streitwagen.",
    "hint.follow_high": "Bediene mit {card}: Sie schlägt {beats}, die bisher beste Karte.",
    "hint.follow_low": "Bediene mit {card}, deiner billigsten Karte der ausgespielten Farbe: Bedienen "
    "kostet nie eine Streitwagenkarte.",
    "hint.throw": "Wirf {card} ab: Diese Karte brauchst du am wenigsten.",
    "hint.throw.loses": "Es wurde schon gestochen: Die letzte Karte deines Streitwagens geht an den "
    "Gewinner.",
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
