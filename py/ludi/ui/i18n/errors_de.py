"""Deutsche Texte zu den Fehlercodes der Spiele (``RulesError.code``); Platzhalter = params."""

MESSAGES: dict[str, str | dict[str, str]] = {
    # Plätze und Protokolle
    "seat.kind": "Ein Platz gehört einem Menschen oder einem Bot, nicht {kind}.",
    "seat.level": "Ein Computerspieler braucht eine Stärke.",
    "seat.field": "Das Feld {field} eines Platzes muss Text sein.",
    "record.not_object": "Das Spielprotokoll ist kein Protokoll-Objekt.",
    "record.json": "Das Spielprotokoll ist kein gültiges JSON.",
    "record.format": "Das Spielprotokoll hat ein Format, das diese Version nicht liest ({format}).",
    "record.field": "Das Feld {field} des Spielprotokolls ist fehlerhaft.",
    "record.seed": "Der Startwert des Spielprotokolls muss eine ganze Zahl mit höchstens 64 Bit sein.",
    # Regeln
    "rules.unknown_settings": "Unbekannte Regeleinstellungen: {names}.",
    "rules.wrong_class": "Diese Regeln gehören nicht zum Spiel {game}.",
    "rules.not_flag": "Die Regeleinstellung {name} muss an oder aus sein.",
    "rules.whole": "Die Regeleinstellung {name} muss eine ganze Zahl von mindestens {low} sein.",
    "rules.unknown_preset": "Es gibt keinen Regelsatz {preset}; bekannt: {known}.",
    "rules.unknown_option": "Es gibt keine Option {option}; bekannt: {known}.",
    "rules.not_a_number": "Die Option {option} braucht eine Zahl.",
    "rules.players": "Dieses Spiel ist für {low} bis {high} Spieler, nicht {players}.",
    "romme.knocking_players": "Klopfen braucht mindestens drei Spieler: Füge einen Spieler hinzu oder "
    "schalte Klopfen aus.",
    "romme.palace_players": "Diese Regeln sind für weniger Spieler: Rami Palace ist für 2 bis {high} "
    "Spieler (jetzt {players}).",
    "romme.small_game_threshold": "Das kleine Spiel hat keinen Mindestwert für die Erstkombination und "
    "passt daher nicht zu 40 Punkten.",
    "romme.forty_no_first_meld": "40 Punkte für die Erstkombination widersprechen „Freie "
    "Erstkombination“: Wähle eins davon.",
    # Stellungen (``where``: der Pfad des Felds in der Stellung, z. B. hands[1][4])
    "position.unsupported": "Das Spiel {game} kann nicht aus einer Stellung beginnen.",
    "position.not_object": "In der Stellung muss {where} ein Objekt sein.",
    "position.unknown_keys": "In der Stellung hat {where} unbekannte Einträge: {keys}.",
    "position.not_whole": "In der Stellung muss {where} eine ganze Zahl sein, nicht {value}.",
    "position.too_small": "In der Stellung muss {where} mindestens {low} sein, nicht {value}.",
    "position.out_of_range": "In der Stellung muss {where} zwischen {low} und {high} liegen, nicht {value}.",
    "position.not_flag": "In der Stellung muss {where} true oder false sein, nicht {value}.",
    "position.not_one_of": "In der Stellung muss {where} eines von {options} sein, nicht {value}.",
    "position.not_list": "In der Stellung muss {where} eine Liste sein, nicht {value}.",
    "position.length": "In der Stellung braucht {where} {expected} Einträge, nicht {length}.",
    "position.not_card_code": "In der Stellung muss {where} eine Karte sein, nicht {value}.",
    "position.not_a_card": "In der Stellung ist {where} keine Karte: {value}.",
    "position.invalid": "Diese Stellung ist unmöglich: {where} passt nicht zum Rest.",
    "position.breaks_rule": "Diese Stellung ist unmöglich: {where} verstößt gegen die Regeln ({rule}).",
}

#: Wenn kein Katalog den Code kennt: nie der Code selbst.
GENERIC = "So lässt sich dieses Spiel nicht einrichten oder fortsetzen."
