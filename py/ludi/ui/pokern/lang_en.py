"""Römisch Pokern: the English texts of its table, options and rules help."""

MESSAGES: dict[str, str | dict[str, str]] = {
    "opt.roll-several.name": "Roll several dice at once",
    "opt.roll-several.help": "Choose how many of the remaining dice to roll together.",
    "opt.cards-on-valid.name": "Cards on any result",
    "opt.cards-on-valid.help": "Action cards may be played after any roll, not only after a failed turn.",
    "opt.order-matters.name": "Order matters",
    "opt.order-matters.help": "The roll order fixes the reading: an I rolled before V or X "
    "subtracts (IV, IX), after it adds (VI, XI).",
    "opt.strict-xxxx.name": "Strict XXXX",
    "opt.strict-xxxx.help": "Four X fail at once instead of waiting for an I to make XXXIX.",
    "opt.fixed-start.name": "Fixed start player",
    "opt.fixed-start.help": "The first seat starts; otherwise the start player is drawn at random.",
    "table.round": "Round {n}",
    "table.final_round": "Final round",
    "table.dice": "Dice",
    "table.left": "{n} left",
    "table.set_aside": "Set aside",
    "table.no_dice": "No die rolled yet this turn.",
    "table.reads": "Reads {numbers}",
    "table.or": "or",
    "table.pending": "XXXX is not a number yet: only an I (XXXIX = 39) can save it.",
    "table.rolling": "Rolling…",
    "table.roll": "Roll",
    "table.roll_count": "Roll {n}",
    "table.how_many": "How many dice?",
    "table.stop": "Stop",
    "table.choose_number": "The dice read two ways: choose the number to write.",
    "table.choose_row": "Write {number}: choose a highlighted row.",
    "table.no_row_for": "no free row",
    "table.twin_active": "Twin card active: a number may be written again right next to itself.",
    "table.failed.title": "Turn failed",
    "table.failed.impossible": "These dice can never spell a Roman number ({symbols}).",
    "table.failed.stopped_on_xxxx": "Stopped on XXXX: four X are not a number.",
    "table.failed.no_row": "No row of the column can take {numbers}.",
    "table.pass": "Pass the dice",
    "hint.button": "Hint",
    "hint.thinking": "Working out the best move…",
    "hint.roll_start": {
        "one": "Roll {n} die: no die is rolled yet this turn.",
        "other": "Roll {n} dice: no die is rolled yet this turn.",
    },
    "hint.roll_on": {
        "one": "Roll on ({n} die): stopping now would write {number} in row {row}, but one more die is "
        "worth more on average.",
        "other": "Roll on ({n} dice): stopping now would write {number} in row {row}, but more dice are "
        "worth more on average.",
    },
    "hint.roll_needed": {
        "one": "Roll on ({n} die): stopping now would fail the turn.",
        "other": "Roll on ({n} dice): stopping now would fail the turn.",
    },
    "hint.stop": "Stop now: {number} fits row {row}.",
    "hint.stop.twin": "Only the Twin card can write it there.",
    "hint.roll_on.gain": "Rolling on is worth {gain} points more on average.",
    "hint.stop.gain": "Stopping is worth {gain} points more on average than rolling on.",
    "hint.decimal": ".",
    "hint.stop_fails": "Stop now, though the turn fails: one more die would more likely force a poor "
    "number into your column.",
    "hint.write": "Write {number} in row {row}: it keeps your column’s prospects best.",
    "hint.card": "Play {card}.",
    "hint.card.as": "Let it act as {effect}.",
    "hint.card.die": "Choose die {die} ({face}).",
    "hint.card.failed": "It gives the failed turn another chance.",
    "hint.pass": {
        "one": "Pass the dice: no card is worth spending now ({n} card left).",
        "other": "Pass the dice: no card is worth spending now ({n} cards left).",
    },
    "table.or_card": "…or play an action card to change the result.",
    "table.no_cards_left": "No action card left.",
    "table.cards": "Action cards — {name}",
    "table.cards.when_failed": "Playable only after a failed turn.",
    "table.cards.when_any": "Playable after any roll.",
    "table.card_used": "used",
    "table.pick_die": "{card}: choose a die.",
    "table.pick_joker": "Joker: choose the card it acts as.",
    "table.sheet": "Score sheet",
    "table.row": "Row {n}",
    "table.sum": "Numbers",
    "table.bonus": "Cards (+{bonus} each)",
    "table.total": "Total",
    "table.write": "Write {number} in row {row}",
    "table.active": "plays now",
    "die.label": "Die {n}: {symbol}",
    "die.unrolled": "Die not rolled yet",
    "die.rolling": "Die rolling",
    "die.dropped": "Set aside: {symbol}",
    "card.reroll_i.name": "Re-roll the I's",
    "card.reroll_i.help": "Roll every die showing I again.",
    "card.reroll_v.name": "Re-roll the V",
    "card.reroll_v.help": "Roll the die showing V again.",
    "card.reroll_one.name": "Re-roll one",
    "card.reroll_one.help": "Pick one die and roll it again.",
    "card.drop_one.name": "Drop one",
    "card.drop_one.help": "Set one die aside: it no longer counts.",
    "card.twin.name": "Twin",
    "card.twin.help": "Write a number already in your column in the row directly above or below it.",
    "card.joker.name": "Joker",
    "card.joker.help": "Acts as any one of the five other cards.",
    "log.roll": "{name} rolls {symbols}",
    "log.stop": "{name} stops",
    "log.score": "{name} writes {number} in row {row}",
    "log.fail": "{name}'s turn fails: {reason}",
    "log.card": "{name} plays {card}",
    "log.quoted": "“{card}”",
    "log.joker_as": "the joker as “{card}”",
    "log.reads": " — reads {numbers}",
    "log.pending": " — XXXX, waiting for an I",
    "log.card.twin": "may write a number right next to itself",
    "log.card.drop": "sets aside the {symbol}",
    "log.card.reroll": "re-rolls {old} → {new}",
    "announce.undo": "{name}'s {number} was taken back: choose again.",
    "table.final.badge": "Final round: {cause} · {turns}",
    "table.final.short": "Final round · {turns}",
    "table.final.seventh_number": "{name} filled the column",
    "table.final.failed_without_cards": "{name} failed with no card left",
    "table.final.all_columns_closed": "no column can take another number",
    "table.final.turns_left": {"one": "{n} turn left", "other": "{n} turns left"},
    "table.final.last_turn": "last turn",
    "die.row": "Dice: {symbols}",
    "die.none": "No dice",
    "table.recap": "Since the last human turn",
    "table.recap.wrote": "{name} wrote {number} in row {row}",
    "table.recap.wrote_cards": "{name} played {cards} and wrote {number} in row {row}",
    "table.recap.failed": "{name} failed: {reason}",
    "table.recap.failed_cards": "{name} played {cards} but failed: {reason}",
    "table.undo": "Undo {name}'s write",
    "table.outlook.fails.no_row": "Stopping now fails: no free row can take {numbers}.",
    "table.outlook.fails.stopped_on_xxxx": "Stopping now fails: XXXX is not a number.",
    "table.outlook.fails.impossible": "Stopping now fails.",
    "table.outlook.twin": "A Twin card could still rescue it.",
    "table.outlook.rows": "If you stop: {places}.",
    "table.outlook.number": "{number} in row {rows}",
    "table.stop_fails": "fails now",
    "table.could": "could take {numbers} if you stop",
    "table.cards.rescue": "Rescue with a card",
    "table.cards.now_failed": "The turn failed: a card may rescue it, or pass the dice.",
    "table.cards.after_roll": "Playable once you have rolled.",
    "table.cards.still_open": "This turn failed earlier, so the cards stay playable until it ends.",
    "log.pass": "{name} passes the dice",
    "log.end": "Game over",
    "fail.impossible": "no number possible",
    "fail.stopped_on_xxxx": "stopped on XXXX",
    "fail.no_row": "no row free",
    "announce.score": "{name} writes {number}.",
    "announce.fail": "{name}'s turn failed.",
    "end.reason.seventh_number": "A column was filled with seven numbers; the round was played to its end.",
    "end.reason.failed_without_cards": "A player failed a turn without any action card left; "
    "the round was played to its end.",
    "end.reason.all_columns_closed": "No column could take another number.",
    "end.numbers": "Numbers",
    "end.bonus": "Card bonus",
    "end.sheet": "Final score sheet",
    "help.title": "How to play Römisch Pokern",
}

HELP: list[tuple[str, list[str]]] = [
    (
        "Material",
        [
            "2 to 6 players. Six dice, each with the faces I, I, I, V, X, X.",
            "dice:I I I V X X|The six faces of every die",
            "Each player has a column of 7 rows on the score sheet and six action cards, each "
            "usable once per game.",
        ],
    ),
    (
        "Roman numerals",
        [
            "The dice rolled this turn must form a standard Roman numeral from 1 to 39: at most "
            "three I in a row, only IV and IX subtract, never two V. You do not choose the "
            "order of the dice, only which number they spell.",
            "Some dice read two ways; you choose when writing: I+V = 4 or 6, I+X = 9 or 11, "
            "I+V+X = 14 or 16, I+X+X = 19 or 21, I+V+X+X = 24 or 26, I+X+X+X = 29 or 31, "
            "I+V+X+X+X = 34 or 36.",
            "38 can never be made. With all six dice only 28, 33 and 37 are possible.",
            "XXXX is not a number yet, but an I makes XXXIX = 39: you may roll on. Stopping on XXXX fails.",
        ],
    ),
    (
        "A turn",
        [
            "Roll one die at a time. After each roll, if the dice still spell a number (or "
            "XXXX), roll another die or stop.",
            "When you stop, or after the sixth die, write a number the dice spell into any "
            "empty row of your column. Filled rows must rise strictly from top to bottom, and a "
            "number may appear only once. Rows may stay empty.",
            "The turn fails if the dice can no longer spell a number (a fourth I, a second V…), "
            "or if no row can take the number. Then pass the dice on, or play action cards to "
            "rescue it.",
        ],
    ),
    (
        "Action cards (once each)",
        [
            "Re-roll the I's: roll all dice showing I again. Re-roll the V: roll the V again.",
            "Re-roll one: roll one die of your choice again. Drop one: set one die aside; it no "
            "longer counts.",
            "Twin: write a number that is already in your column in the row directly above or below it.",
            "Joker: acts as any one of the other five cards.",
        ],
    ),
    (
        "Example of a turn",
        [
            "Julia's column already holds 9 in row 2 and 20 in row 5. Julia rolls a die: X, then another: I.",
            "dice:X I|X and I: 9 or 11",
            "X and I read two ways: IX = 9 or XI = 11. 9 is in the column already; 11 would fit "
            "row 3 or 4. Julia rolls on: V, then V again.",
            "dice:X I V V|A second V: no Roman number",
            "Two V never make a number: the turn fails. Instead of passing the dice Julia plays "
            "“Re-roll one” on the second V. It lands X.",
            "dice:X I V X|X, I, V, X: 24 or 26",
            "Now the dice read 24 (XXIV) or 26 (XXVI). Both fit below the 20, in row 6 or 7. "
            "Julia stops and writes 24 in row 6, keeping row 7 for a larger number.",
        ],
    ),
    (
        "End and score",
        [
            "When a player writes a seventh number, the round is finished so everyone has had "
            "the same number of turns, then the game ends. It also ends that way when a player "
            "with no card left fails a turn.",
            "Score: the sum of your column plus 5 points per unused action card. Highest score "
            "wins; equal scores share the win.",
        ],
    ),
    (
        "Options",
        [
            "Roll several dice at once. Cards on any result. Order matters"
            ": an I rolled before a V or X subtracts, after it adds. Strict XXXX"
            ": four X fail at once. Fixed start player: otherwise the start player is "
            "drawn at random.",
        ],
    ),
]
