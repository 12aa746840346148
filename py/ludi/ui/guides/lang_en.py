"""English texts of the guided first rounds (``guide.`` keys; ``{p0}``… are the players)."""

MESSAGES: dict[str, str] = {
    "guide.title": "Learn to play",
    "guide.count": "step {n} of {total}",
    "guide.next": "Next",
    "guide.play_on": "Play on against the bots",
    "guide.new_game": "Start a new game",
    "guide.watch": "Watch: the others play.",
    "guide.read_first": "Read this first, then tap Next.",
    "guide.not_this": "That would {move}: not this step.",
    "guide.not_this_plain": "That is not this step.",
    "guide.illegal": "That move is not allowed now.",
    "guide.off_script": "The round left the guide: play on as you like.",
    # Römer
    "guide.romer.welcome": "Welcome to Römer! Each player drives a chariot: a trump card face up, "
    "then up to six horses behind it. Seven cards end the round. Yours is at the bottom, above your hand.",
    "guide.romer.trump": "First choose your trump colour. You hold the most green cards: tap your green 6.",
    "guide.romer.trump_wrong": "Take the green 6: green is the colour you hold most.",
    "guide.romer.then": "Now tap “{button}”.",
    "guide.romer.trump_done": "Green is your trump colour now: green cards in your chariot will count "
    "times their place (×2 up to ×7). You drew a card to replace the one you laid.",
    "guide.romer.others_trump": "{p1} chose red, {p2} blue: trump cards are face up for all. "
    "You sit left of the dealer, so you play first.",
    "guide.romer.horse": "Add a horse to your chariot: tap your green 1. It is worth XX = 20 points.",
    "guide.romer.horse_wrong": "This step adds the green 1 as a horse, then draws: in place ×2 a green "
    "XX counts 20 × 2 = 40.",
    "guide.romer.horse_done": "Your horse lies face down: only you know it. In place ×2 it counts "
    "40 points when the round ends. You drew a card.",
    "guide.romer.cut": "{p1} led red, {p2} threw yellow. You need not follow red. Cut with your trump "
    "colour: tap your green 7.",
    "guide.romer.cut_wrong": "Here the green 7 cuts: green is your trump colour, and 7 is the "
    "strongest, so it wins the trick.",
    "guide.romer.cut_done": "You cut with your trump: you win the trick! {p2} neither followed red nor "
    "cut, so the last card of her chariot now ends yours, face down. Only the winner draws.",
    "guide.romer.new_trump": "{p2} lost her trump card, so she laid a new one at once. You won the "
    "trick, so you lead next.",
    "guide.romer.lead": "Lead a trick: tap your yellow 7, the strongest yellow card.",
    "guide.romer.lead_wrong": "Lead the yellow 7: 7 is the highest value, nobody can beat it in yellow.",
    "guide.romer.lead_done": "Nobody cut, so the highest yellow wins: your 7. Everyone who followed "
    "yellow draws a card. Nobody lost a chariot card: only a cut trick takes them.",
    "guide.romer.end": "That is Römer: on your turn, add a horse, change trump or lead a trick. When a "
    "chariot holds seven cards, each card scores, times its place if it is of your trump colour.",
    "guide.romer.tried.trump": "lay the {card} as your trump card",
    "guide.romer.tried.horse": "add the {card} as a horse",
    "guide.romer.tried.horse-keep": "add the {card} as a horse without drawing",
    "guide.romer.tried.change": "make the {card} your new trump",
    "guide.romer.tried.lead": "lead the {card}",
    "guide.romer.tried.play": "play the {card}",
    # Rommé
    "guide.romme.welcome": "Welcome to Rommé! Make melds from your hand: sets (3 or 4 cards of one rank) "
    "and runs (3 or more of one suit in order). Lay down all your cards but one, discard it, and you win.",
    "guide.romme.take": "Each turn starts with one card drawn. The Q♥ on the discard pile fits your 10♥ and "
    "J♥: tap the discard pile to take it.",
    "guide.romme.take_wrong": "Take the Q♥ from the discard pile: it completes your hearts.",
    "guide.romme.meld": "10♥ J♥ Q♥ is a run: three hearts in a row. Tap those three cards.",
    "guide.romme.meld_wrong": "Choose exactly 10♥, J♥ and Q♥: together they make a run.",
    "guide.romme.then_meld": "Now tap “{button}”.",
    "guide.romme.come_out": "Your first meld must be worth at least 30 points: 10 + 10 + 10 = 30. "
    "Tap “Come out” to put it on the table.",
    "guide.romme.come_out_wrong": "Put your first meld on the table now: tap “Come out”.",
    "guide.romme.discard": "A turn ends with one card discarded. Tap your 2♣: it fits nothing.",
    "guide.romme.discard_wrong": "Discard the 2♣: it is far from your other clubs.",
    "guide.romme.then_discard": "Now tap the red “Discard” button.",
    "guide.romme.other": "{p1} drew from the stock and discarded the 2♠. Now it is your turn again.",
    "guide.romme.draw": "The 2♠ helps you little: tap the stock, the face-down pile, to draw its top card.",
    "guide.romme.draw_wrong": "Draw from the stock this time.",
    "guide.romme.layoff": "You drew the K♥. Once you are out you may add cards to melds on the table: "
    "tap your K♥.",
    "guide.romme.then_layoff": "Now tap your run on the table: the K♥ continues it.",
    "guide.romme.layoff_wrong": "Add the K♥ to your run: 10♥ J♥ Q♥ K♥.",
    "guide.romme.discard_high": "End your turn: discard your Q♣. If someone goes out, the cards left in "
    "your hand count against you, so high cards go first.",
    "guide.romme.discard_high_wrong": "Discard the Q♣: it is worth 10 minus points in your hand.",
    "guide.romme.end": "That is Rommé: draw, meld or add to melds, discard. The first to get rid of all "
    "cards wins the round; the others lose the points left in their hands.",
    "guide.romme.tried.stock": "draw from the stock",
    "guide.romme.tried.pile": "take the discard",
    "guide.romme.tried.meld": "lay down {cards}",
    "guide.romme.tried.discard": "discard the {card}",
    "guide.romme.tried.layoff": "add the {card} to a meld",
}
