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
    "cut, so the last card of their chariot now ends yours, face down. Only the winner draws.",
    "guide.romer.new_trump": "{p2} lost their trump card, so they laid a new one at once. You won the "
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
    # Römisch Pokern
    "guide.pokern.welcome": "Welcome to Römisch Pokern! Each die shows I, I, I, V, X or X. Roll the six "
    "dice one at a time: together they must spell a Roman number, which you write on the score sheet.",
    "guide.pokern.roll": "Tap “Roll” to roll your first die.",
    "guide.pokern.roll_wrong": "Roll on for now: one die more can make a bigger number.",
    "guide.pokern.ten": "X: ten. The dice rolled this turn always read as one Roman number, shown under "
    "the dice: now 10. Each die you add changes it.",
    "guide.pokern.roll_two": "Roll a second die: tap “Roll”.",
    "guide.pokern.two_ways": "X and I read two ways: IX = 9 or XI = 11. You never choose the order of the "
    "dice, only which number they spell, when you write it.",
    "guide.pokern.risk": "More dice make bigger numbers, but a die that fits no Roman number ends your turn "
    "(a second V, a fourth I). Take the risk: tap “Roll”.",
    "guide.pokern.risk_wrong": "Roll once more: with X and I, no die can spoil the number yet.",
    "guide.pokern.nineteen": "X, I, X: XIX = 19 or XXI = 21. The empty rows of your column show where each "
    "number could go if you stopped now.",
    "guide.pokern.stop": "21 is a good number for one turn. Stop here and write it: tap “Stop”.",
    "guide.pokern.stop_wrong": "Stop here: 21 is a fine first number, and writing it comes next.",
    "guide.pokern.write": "The dice read 19 or 21: choose the number to write. Tap 21.",
    "guide.pokern.then_row": "Now tap row {row}: in the middle, {number} leaves room for smaller numbers "
    "above and bigger ones below.",
    "guide.pokern.write_wrong": "Write 21 in row 4: in the middle it leaves room above and below.",
    "guide.pokern.order": "Your column must rise from top to bottom, each number once: above the 21 only "
    "smaller numbers can go now, below it only bigger ones. Rows may stay empty. Now {p1} plays.",
    "guide.pokern.bot": "{p1} rolled X and V, stopped on XV = 15 and wrote it in row 3. Your turn again.",
    "guide.pokern.again": "Your second turn: tap “Roll”.",
    "guide.pokern.five": "V: five. It could only go above your 21, in rows 1 to 3. Roll once more: "
    "tap “Roll”.",
    "guide.pokern.five_wrong": "Roll once more: a V alone is only 5.",
    "guide.pokern.failed": "A second V: two V never make a Roman number, so your turn has failed. You may "
    "pass the dice and write nothing, or rescue the turn with one of your six action cards.",
    "guide.pokern.card": "Each card can be used once per game. Tap “Re-roll one”: it rolls one die of your "
    "choice again.",
    "guide.pokern.then_die": "Now tap the second V: it is rolled again.",
    "guide.pokern.cancel": "Tap “Cancel” first, then “Re-roll one”.",
    "guide.pokern.card_wrong": "Use “Re-roll one” on the second V: it takes away just the die that spoiled "
    "the number.",
    "guide.pokern.rescued": "The V became an X: V and X read XV = 15, and your turn goes on. A card you "
    "never use is worth 5 points at the end.",
    "guide.pokern.stop_again": "Stop and write the 15: tap “Stop”.",
    "guide.pokern.stop_again_wrong": "Stop now: 15 still fits above your 21.",
    "guide.pokern.write_again": "15 must go above your 21: tap row 3. Rows 1 and 2 stay free for smaller "
    "numbers.",
    "guide.pokern.write_again_wrong": "Write 15 in row 3: right above the 21, it keeps rows 1 and 2 for "
    "small numbers.",
    "guide.pokern.end": "That is Römisch Pokern! When a column holds seven numbers, the round is finished "
    "and the game ends. Your score: your numbers plus 5 for each unused card.",
    "guide.pokern.tried.roll": "roll a die",
    "guide.pokern.tried.stop": "stop",
    "guide.pokern.tried.pass": "pass the dice",
    "guide.pokern.tried.write": "write {number} in row {row}",
    "guide.pokern.tried.card": "play {card}",
}
