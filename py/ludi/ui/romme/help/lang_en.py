"""Rommé / Rami: the English texts of the rules help (loaded when the help is opened).

Every number in these texts is a placeholder: the help fills it in from the engine's rules,
card values and worked examples, so a changed rule cannot leave the help telling another game.
"""

MESSAGES: dict[str, str | dict[str, str]] = {
    "help.cards.title": "Cards and melds",
    "help.cards.deck": "{decks} decks of 52 cards and {jokers} jokers. Each player gets {hand} cards; the "
    "next card starts the discard pile.",
    "help.cards.melds": "A set is 3 or 4 cards of one rank, each suit at most once. A run is 3 or more "
    "cards of one suit in a row; the ace starts a run (A 2 3) or ends it (Q K A), never both.",
    "help.cards.figure": "Melds and what they are worth toward the first meld",
    "help.kind.set": "set",
    "help.kind.run": "run",
    "help.meld.points": {"one": "{kind} · {n} point", "other": "{kind} · {n} points"},
    "help.jokers.title": "Jokers",
    "help.jokers.text": "A joker stands for one definite card and counts as that card. A meld never holds "
    "more jokers than natural cards.",
    "help.jokers.figure": "The joker is the card it stands for",
    "help.jokers.as": "joker = {card}",
    "help.jokers.pairs": "Two jokers side by side must leave no doubt about their places under Rommé "
    "Palast. Under Rami Palace every joker may name its card.",
    "help.jokers.pairs_figure": "Two jokers: which places do they fill?",
    "help.jokers.reading": "the jokers are {cards}",
    "help.jokers.readings": "the jokers could be {first} or {second}",
    "help.verdict.yes": "{preset}: allowed",
    "help.verdict.no": "{preset}: not allowed",
    "help.turn.title": "A turn",
    "help.turn.text": "Draw one card, from the stock or the top of the discard pile. Then lay down melds, "
    "lay cards off on melds on the table, or exchange a joker. End the turn by discarding one card; the "
    "card you took from the discard pile cannot go back the same turn.",
    "help.turn.out": "Whoever gets rid of all their cards, the last one discarded, ends the round.",
    "help.first.title": "The first meld",
    "help.first.text": "Your first meld must be worth at least {need} points: one or more new melds laid "
    "down in the same turn. Cards count their value, pictures 10, the ace 1 at the start of a run and "
    "11 elsewhere, a joker the card it stands for. Only after it may you lay off or exchange jokers.",
    "help.first.short": "{points} of {need} points: not enough alone.",
    "help.first.enough": "{sum} = {points} points: the first meld is out.",
    "help.first.forty": "With the special rule “{rule}” the same {points} points are not enough: {need} "
    "are needed.",
    "help.first.none": "With “{rule}” any meld may come out first.",
    "help.layoff.title": "Laying off and taking jokers",
    "help.layoff.text": "After your first meld you may lay single cards off on any meld on the table, "
    "yours or anyone’s, as long as it stays a meld.",
    "help.layoff.figure": "{card} laid off on {meld}",
    "help.exchange.text": "You may also take a joker from the table by putting the card it stands for in "
    "its place.",
    "help.exchange.figure": "{card} takes the joker’s place",
    "help.exchange.palast": "Rommé Palast: the joker you took must go into a new meld of yours the same "
    "turn. Rami Palace: it goes to your hand.",
    "help.knock.title": "Knocking (special rule)",
    "help.knock.text": "With “{rule}” ({players} players or more): after a discard, the next player draws "
    "as usual; then any other player who has made their first meld, except the one who discarded, may "
    "knock to take that card. The price: they also draw the top card of the stock. The first to knock "
    "gets it.",
    "help.knock.later": "A knocker puts cards down only on their own next turn; if someone goes out "
    "before that, the extra cards count against them.",
    "help.score.title": "Going out and scoring",
    "help.score.text": "When a player goes out, everyone else counts the cards left in their hand: "
    "numbers their value, pictures 10, the ace {ace}, a joker {joker}.",
    "help.score.hand": "{sum} = {total} minus points",
    "help.score.round": "{winner} goes out. {loser_a} holds the cards above ({a} points), {loser_b} holds "
    "{cards} ({b} points). {winner} scores +{total}, {loser_a} −{a}, {loser_b} −{b}.",
    "help.score.double": "Going out in one turn without having laid anything down before (hand rummy) "
    "doubles every score of the round.",
    "help.score.palast": "Rommé Palast: the minus points add up; the game ends after the round in which "
    "someone passes {limit} minus points, and the fewest minus points win.",
    "help.score.palace": "Rami Palace: the game lasts {rounds} rounds unless you chose otherwise; every "
    "score, plus and minus, adds up and the highest total wins.",
    "help.score.casino": "With “{rule}” cards count other values: the same hand is worth {total} ({sum}), "
    "and the winner also scores the cards they put down.",
    "help.table.title": "On this table",
    "help.table.select": "Tap cards to select them: the app says at once whether they make a meld and "
    "what it is worth. Tap a highlighted meld on the table to lay a selected card off.",
    "help.table.discard": "Discarding takes two steps: select the card, then press “Discard”. “{reset}” "
    "takes back everything you laid down this turn.",
    "help.table.arrange": "Drag cards to rearrange your hand, or select one and use “{move}”; with the "
    "keyboard, Shift and an arrow key moves the focused card.",
}
