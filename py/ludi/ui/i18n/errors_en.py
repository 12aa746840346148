"""English texts for the engines' error codes (``RulesError.code``); placeholders are the params."""

MESSAGES: dict[str, str | dict[str, str]] = {
    # seats and records
    "seat.kind": "A seat must be a human or a bot, not {kind}.",
    "seat.level": "A computer player needs a level.",
    "seat.field": "A seat's {field} must be text.",
    "record.not_object": "The game record is not a record object.",
    "record.json": "The game record is not valid JSON.",
    "record.format": "The game record has a format this version does not read ({format}).",
    "record.field": "The game record's {field} is malformed.",
    "record.seed": "The game record's seed must be a whole number of at most 64 bits.",
    # rules
    "rules.unknown_settings": "Unknown rule settings: {names}.",
    "rules.wrong_class": "These rules do not belong to the game {game}.",
    "rules.not_flag": "The rule setting {name} must be on or off.",
    "rules.whole": "The rule setting {name} must be a whole number of at least {low}.",
    "rules.unknown_preset": "There is no rule set {preset}; known: {known}.",
    "rules.unknown_option": "There is no option {option}; known: {known}.",
    "rules.not_a_number": "The option {option} needs a number.",
    "rules.players": "This game is for {low} to {high} players, not {players}.",
    "romme.knocking_players": "Knocking needs at least three players: add a player or switch knocking off.",
    "romme.palace_players": "These rules seat fewer players: Rami Palace is for 2 to {high} players "
    "({players} now).",
    "romme.small_game_threshold": "The small game has no first-meld minimum, so it cannot be combined "
    "with 40 points.",
    "romme.forty_no_first_meld": "40 points for the first meld contradicts “no first-meld minimum”: "
    "choose one.",
    # positions (``where``: the field's path in the position, e.g. hands[1][4])
    "position.unsupported": "The game {game} cannot start from a position.",
    "position.not_object": "In the position, {where} must be an object.",
    "position.unknown_keys": "In the position, {where} has unknown entries: {keys}.",
    "position.not_whole": "In the position, {where} must be a whole number, not {value}.",
    "position.too_small": "In the position, {where} must be at least {low}, not {value}.",
    "position.out_of_range": "In the position, {where} must be between {low} and {high}, not {value}.",
    "position.not_flag": "In the position, {where} must be true or false, not {value}.",
    "position.not_one_of": "In the position, {where} must be one of {options}, not {value}.",
    "position.not_list": "In the position, {where} must be a list, not {value}.",
    "position.length": "In the position, {where} needs {expected} entries, not {length}.",
    "position.not_card_code": "In the position, {where} must be a card, not {value}.",
    "position.not_a_card": "In the position, {where} is not a card: {value}.",
    "position.invalid": "The position cannot hold: {where} does not fit the rest.",
    "position.breaks_rule": "The position cannot hold: {where} breaks the rules ({rule}).",
}

#: When no catalog knows the code: never the code itself.
GENERIC = "This game cannot be set up or continued like this."
