"""Römer: the English texts of the rules help (loaded when the help is opened).

Every number in these texts is a placeholder: the help fills it in from the engine's card
table, rules and worked examples, so a changed rule cannot leave the help telling another game.
"""

MESSAGES: dict[str, str | dict[str, str]] = {
    "help.deck.title": "The cards",
    "help.deck.count": "{cards} cards in {colours} colours, {per_colour} of each colour. Every colour "
    "has its own shape, so no card is told apart by its colour alone.",
    "help.deck.colours": "The colours: {colours}",
    "help.deck.ranks": "One colour: a Caesar and the numbered cards, two of each",
    "help.deck.values": "The large number is the combat value: the higher, the stronger in a trick. The "
    "Roman numeral is what the card scores. They go against each other: a {strong} scores only "
    "{strong_points} points, a {weak} scores {weak_points}.",
    "help.deck.caesar": "A Caesar (♛) shows the head of Julius Caesar on an old coin. It has combat value "
    "{combat} and scores {points} points: any numbered card of its colour beats it, and so does a cut; it "
    "adds nothing to a score, but it fills a place in a chariot like any other card. Each colour has {n} "
    "Caesars.",
    "help.trumps.title": "Your trump colour",
    "help.trumps.text": "Each round starts with the trump cards: beginning left of the dealer, every "
    "player picks a colour, lays a card of it face up as the first card of their chariot, and draws "
    "a card. That colour is their personal trump colour; several players may pick the same one.",
    "help.trumps.figure": "A chariot: the {colour} trump card face up, {horses} horses face down behind it. "
    "Under each place: what a card of the trump colour counts there.",
    "help.trumps.horses": "Horses lie face down: only the player who laid one knows it. Your trump "
    "colour works twice: in a trick it cuts, and at the end its cards count times their place.",
    "help.trumps.caesar": "With the rule “{rule}” a Caesar may be the trump card; it "
    "scores nothing, but its colour is your trump colour.",
    "help.turn.title": "Your turn",
    "help.turn.text": "On your turn do one of three things: add a horse (a card face down at the end of "
    "your chariot, then draw), change your trump, or lead a trick.",
    "help.turn.limit": "A chariot holds at most {n} cards: the trump card and {horses} horses.",
    "help.tricks.title": "Tricks and cutting",
    "help.tricks.text": "When you lead a card, every other player answers with a card of their choice: "
    "nobody has to follow the colour. Playing your own trump colour cuts, unless that colour was led: "
    "then it only follows.",
    "help.tricks.cut_rule": "Cut: the strongest cutting card wins (on a tie the one played first) and "
    "only the winner draws. Whoever neither followed the led colour nor cut loses the last card of "
    "their chariot to the winner, who adds it face down to their own without looking.",
    "help.tricks.uncut_rule": "Not cut: the strongest card of the led colour wins, and everyone who "
    "played that colour, the leader too, draws a card. Trick cards go to the discard pile and score "
    "nothing.",
    "help.tricks.cut_caption": "{leader} leads {card}. Each player’s trump colour is shown.",
    "help.tricks.uncut_caption": "The same lead, and nobody cuts.",
    "help.tricks.lose_trump": "A player who loses their trump card this way lays a new one at once, "
    "before anyone else plays.",
    "help.role.lead": "leads",
    "help.role.follow": "follows",
    "help.role.cut": "cuts",
    "help.role.off": "neither",
    "help.role.wins": "wins",
    "help.trick.trump": "trump: {colour}",
    "help.trick.cut_result": "{winner} cut with the strongest card and wins; only {drawers} draws. "
    "{losers} neither followed nor cut and loses the last card of their chariot to {winner}.",
    "help.trick.keep": "{cutters} cut too but lost: they keep their chariot (rule “{rule}”).",
    "help.trick.uncut_result": "Nobody cut: {winner} played the strongest {colour} card and wins. "
    "{drawers} followed {colour}: each draws a card.",
    "help.change.title": "Changing trump",
    "help.change.text": "Instead of a horse or a trick you may change your trump: your whole chariot, "
    "trump card and horses, goes to the discard pile, you lay a new trump card face up and draw a "
    "card. It costs every card you had laid, so it pays early in a round.",
    "help.change.figure": "Before: {old} is trump, with {horses} horses. After: the whole chariot "
    "is discarded and {new} is trump.",
    "help.scoring.title": "Scoring a chariot",
    "help.scoring.text": "When the round ends every chariot is turned up. Each card scores its points; "
    "a card of its owner’s trump colour counts times its place: the trump card once, the first horse "
    "twice, and so on to the last place.",
    "help.scoring.figure": "Trump colour: {colour}. Under each card: its points, times its place when it "
    "is {colour}.",
    "help.scoring.total": "This chariot scores {total} points: {sum}. The {card} in place {place} alone "
    "scores {best}.",
    "help.end.title": "End of a round and of the game",
    "help.end.round": "The round ends as soon as a chariot holds {n} cards. It also ends when only one "
    "player still holds cards (they may add horses first, then stop) or when nobody can play on.",
    "help.end.game": "Points add up over the rounds. The first to reach the target wins ({target} points "
    "unless you chose another target at the start); if several reach it in the same round, the "
    "highest total wins.",
}
