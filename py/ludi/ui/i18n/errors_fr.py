"""Textes français des codes d'erreur des jeux (``RulesError.code``) ; les marques sont les params."""

MESSAGES: dict[str, str | dict[str, str]] = {
    # places et enregistrements
    "seat.kind": "Une place revient à un humain ou à un robot, pas à {kind}.",
    "seat.level": "Un joueur ordinateur a besoin d’un niveau.",
    "seat.field": "Le champ {field} d’une place doit être un texte.",
    "record.not_object": "L’enregistrement de la partie n’est pas un objet d’enregistrement.",
    "record.json": "L’enregistrement de la partie n’est pas du JSON valide.",
    "record.format": "L’enregistrement a un format que cette version ne lit pas ({format}).",
    "record.field": "Le champ {field} de l’enregistrement est mal formé.",
    "record.seed": "La graine de l’enregistrement doit être un nombre entier d’au plus 64 bits.",
    # règles
    "rules.unknown_settings": "Réglages de règles inconnus : {names}.",
    "rules.wrong_class": "Ces règles n’appartiennent pas au jeu {game}.",
    "rules.not_flag": "Le réglage {name} doit être activé ou désactivé.",
    "rules.whole": "Le réglage {name} doit être un nombre entier d’au moins {low}.",
    "rules.unknown_preset": "Il n’y a pas de jeu de règles {preset} ; connus : {known}.",
    "rules.unknown_option": "Il n’y a pas d’option {option} ; connues : {known}.",
    "rules.not_a_number": "L’option {option} demande un nombre.",
    "rules.players": "Ce jeu se joue de {low} à {high} joueurs, pas {players}.",
    "romme.knocking_players": "La frappe exige au moins trois joueurs : ajoutez un joueur ou désactivez "
    "la frappe.",
    "romme.palace_players": "Ces règles acceptent moins de joueurs : Rami Palace se joue de 2 à {high} "
    "({players} actuellement).",
    "romme.small_game_threshold": "Le jeu réduit n’a pas de minimum pour la première pose : il ne se "
    "combine pas avec 40 points.",
    "romme.forty_no_first_meld": "40 points pour la première pose contredit « Sans première pose » : "
    "choisissez l’un des deux.",
    # positions (``where`` : le chemin du champ dans la position, p. ex. hands[1][4])
    "position.unsupported": "Le jeu {game} ne peut pas partir d’une position.",
    "position.not_object": "Dans la position, {where} doit être un objet.",
    "position.unknown_keys": "Dans la position, {where} a des entrées inconnues : {keys}.",
    "position.not_whole": "Dans la position, {where} doit être un nombre entier, pas {value}.",
    "position.too_small": "Dans la position, {where} doit valoir au moins {low}, pas {value}.",
    "position.out_of_range": "Dans la position, {where} doit être entre {low} et {high}, pas {value}.",
    "position.not_flag": "Dans la position, {where} doit être true ou false, pas {value}.",
    "position.not_one_of": "Dans la position, {where} doit être l’un de {options}, pas {value}.",
    "position.not_list": "Dans la position, {where} doit être une liste, pas {value}.",
    "position.length": "Dans la position, {where} demande {expected} entrées, pas {length}.",
    "position.not_card_code": "Dans la position, {where} doit être une carte, pas {value}.",
    "position.not_a_card": "Dans la position, {where} n’est pas une carte : {value}.",
    "position.invalid": "Cette position est impossible : {where} ne s’accorde pas avec le reste.",
    "position.breaks_rule": "Cette position est impossible : {where} enfreint les règles ({rule}).",
}

#: Quand aucun catalogue ne connaît le code : jamais le code lui-même.
GENERIC = "Cette partie ne peut pas être préparée ni poursuivie ainsi."
