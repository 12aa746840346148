"""English texts of the guided first rounds (``guide.`` keys; ``{p0}``… are the players)."""

MESSAGES: dict[str, str | dict[str, str]] = {
    "guide.title": "Learn to play",
    "guide.count": "step {n} of {total}",
    "guide.next": "Next",
    "guide.play_on": "Play on against the bots",
    "guide.real_game": "Start a real game",
    "guide.summary.title": "What you have learnt",
    "guide.new_game": "Start a new game",
    "guide.watch": "Watch: the others play.",
    "guide.read_first": "Read this first, then tap Next.",
    "guide.not_this": "That would {move}: not this step.",
    "guide.not_this_plain": "That is not this step.",
    "guide.illegal": "That move is not allowed now.",
    "guide.off_script": "The round left the guide: play on as you like.",
    # Römer
    "guide.romer.welcome": "Welcome to Römer! Each player drives a chariot: a trump card face up, then up "
    "to six horses at places ×2 to ×7. Seven cards end the round. Yours is outlined, above your hand.",
    "guide.romer.trump": "First choose your trump colour. You hold the most green cards: tap your green 6.",
    "guide.romer.trump_wrong": "Take the green 6: green is the colour you hold most.",
    "guide.romer.then": "Now tap “{button}”.",
    "guide.romer.trump_done": "Green is your trump colour now: green cards in your chariot will count "
    "times their place (×2 up to ×7). You drew a card to replace the one you laid.",
    "guide.romer.others_trump": "{p1} chose purple, {p2} blue: trump cards lie face up. Each colour has "
    "its shape: red ●, blue ■, green ▲, yellow ◆, purple ★. You sit left of the dealer: you start.",
    "guide.romer.values": "Read a card: the big number is its strength in a trick, the Roman numeral its "
    "points in a chariot. They run opposite: your green 1 scores XX, your green 7 only III.",
    "guide.romer.horse": "Add a horse to your chariot: tap your green 1. Weak in a trick, it is worth "
    "XX = 20 points.",
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
    "guide.romer.caesar": "Your purple ♛ is a Caesar, seven in each colour. Strength 0: any card of its "
    "colour beats it. Points 0: it scores nothing, but it fills a place in a chariot.",
    "guide.romer.keep": "Like {p2}, you may lose your chariot’s last card in a cut trick. Make it the "
    "Caesar, worth nothing, and skip the draw: tap your purple Caesar.",
    "guide.romer.keep_wrong": "This step adds the purple Caesar as a horse without drawing: as your last "
    "card, it is all a cut trick can take from you.",
    "guide.romer.keep_done": "Now a cut trick can only take your Caesar. You drew no card: more cards win "
    "more tricks, so mostly you draw; when you alone still hold cards, nobody draws.",
    "guide.romer.summary": "You laid a trump card, added horses, cut a trick and led one. You now know:",
    "guide.romer.concept.chariot": "Your chariot: a trump card face up, then horses at places ×2…×7",
    "guide.romer.concept.trump": "Your trump colour: the colour of the card you lay face up",
    "guide.romer.concept.purple": "Five colours, each with its shape: red ●, blue ■, green ▲, yellow ◆, "
    "purple ★",
    "guide.romer.concept.strength_points": "Big number: strength in a trick; Roman numeral: points. A 1 "
    "scores XX, a 7 only III",
    "guide.romer.concept.horse": "A horse of your trump colour scores its points times its place",
    "guide.romer.concept.cut": "Cut with your trump colour; who neither follows nor cuts loses a chariot "
    "card",
    "guide.romer.concept.lead": "Lead a trick: the strongest card of its colour wins, unless someone cuts",
    "guide.romer.concept.caesar": "Caesar ♛: strength 0 and 0 points, a safe last card for your chariot",
    "guide.romer.concept.horse_no_draw": "“Horse, no draw”: drawing after a horse is your choice",
    # Rommé
    "guide.romme.welcome": "Welcome to Rommé! Put your cards on the table in melds: runs (3 or more in a "
    "row, one suit) and sets (3 or 4 of one rank). Get rid of them all to win the round.",
    "guide.romme.take": "A turn starts with one card, from the stock or the discard pile. The 4♥ on the pile "
    "fills the gap in your 2♥ 3♥ 5♥ 6♥: tap it to take it.",
    "guide.romme.take_wrong": "Take the 4♥ from the discard pile: it fills the gap between your 3♥ and 5♥.",
    "guide.romme.run": "2♥ 3♥ 4♥ 5♥ 6♥ is a run: three or more cards in a row, all of one suit. Tap those "
    "five cards.",
    "guide.romme.run_wrong": "Choose exactly 2♥ 3♥ 4♥ 5♥ 6♥: five hearts in a row make one run.",
    "guide.romme.then_meld": "Now tap “{button}”.",
    "guide.romme.set": "That run is worth 20, but a first meld needs 30. Add a set: your four 9s, one of "
    "each suit, worth 36. Tap them.",
    "guide.romme.set_wrong": "Choose your four 9s: one rank, each suit once, they make a set.",
    "guide.romme.come_out": "Your melds wait here: 20 + 36 = 56 points, at least the 30 a first meld needs. "
    "Tap “Come out” to put them on the table.",
    "guide.romme.come_out_wrong": "Put your first meld on the table now: tap “Come out”.",
    "guide.romme.discard": "A turn ends with one card discarded. Your K♣ fits nothing and would cost 10 "
    "points if {p1} went out: tap it.",
    "guide.romme.discard_wrong": "Discard the K♣: it fits none of your cards, and high cards left in your "
    "hand cost the most.",
    "guide.romme.then_discard": "Now tap the red “Discard” button.",
    "guide.romme.draw": "{p1} drew and threw away the 7♣: no use to you. Tap the stock, the face-down pile, "
    "to draw its top card.",
    "guide.romme.draw_wrong": "Draw from the stock: the 7♣ on the discard pile fits none of your cards.",
    "guide.romme.joker": "You drew a joker, shown ★. In a meld it stands for any card you lack and counts as "
    "that card: on the table, ★K♠ is the joker as K♠.",
    "guide.romme.joker_meld": "Your J♠ and Q♠ need a third spade: the ★ can be it. Tap J♠, Q♠ and the ★.",
    "guide.romme.joker_meld_wrong": "Lay down J♠ Q♠ ★K♠, the joker as K♠: that run can still take a 10♠ "
    "before it or an A♠ after it.",
    "guide.romme.then_joker": "The ★ could be the 10♠ or the K♠, so the table asks “{question}” "
    "Tap “{choice}”.",
    "guide.romme.discard_high": "End your turn: discard the 8♦ and keep the 2♣. If {p1} goes out first, the "
    "cards in your hand count against you: high ones go first.",
    "guide.romme.discard_high_wrong": "Discard the 8♦: left in your hand it would cost 8 points, the 2♣ "
    "only 2.",
    "guide.romme.draw_again": "{p1} threw away the 6♠: no use to you. Draw from the stock again.",
    "guide.romme.draw_again_wrong": "Draw from the stock: the 6♠ fits none of the melds on the table.",
    "guide.romme.layoff": "You drew the 10♠. Once you have come out, you may add cards to any meld on the "
    "table, yours or {p1}’s. Tap your 10♠.",
    "guide.romme.then_layoff": "Now tap the run {meld} on the table: the 10♠ goes before the J♠.",
    "guide.romme.layoff_wrong": "Add the 10♠ to the run J♠ Q♠ ★K♠ on the table: it goes before the J♠.",
    "guide.romme.go_out": "One card left: discard it and you are out, the winner of the round. Tap your 2♣.",
    "guide.romme.go_out_wrong": "Discard your last card, the 2♣: the first player with no card left wins "
    "the round.",
    "guide.romme.then_go_out": "Now tap “{button}”: with no card left, you win the round.",
    "guide.romme.end": "Rommé! You won the round. {p1} scores the cards left in their hand as minus points "
    "(a joker costs 20). Rounds go on until someone passes 500; the fewest minus points win.",
    "guide.romme.tried.stock": "draw from the stock",
    "guide.romme.tried.pile": "take the discard",
    "guide.romme.tried.meld": "lay down {cards}",
    "guide.romme.tried.discard": "discard the {card}",
    "guide.romme.tried.layoff": "add the {card} to a meld",
    "guide.romme.tried.come_out": "come out",
    "guide.romme.tried.take_back": "take your first meld back",
    "guide.romme.summary": "You took a discard, came out with a run and a set, placed a joker and went out. "
    "You now know:",
    "guide.romme.concept.turn": "A turn: draw one card, meld if you can, discard one",
    "guide.romme.concept.take_discard": "Taking the discard: its top card, when it fits your hand",
    "guide.romme.concept.run": "A run: three or more in a row, one suit",
    "guide.romme.concept.set": "A set: three or four of one rank, each suit once",
    "guide.romme.concept.first_meld": "Coming out: your first melds together worth 30 points",
    "guide.romme.concept.joker": "The joker ★: any card you lack; the table asks where it goes",
    "guide.romme.concept.lay_off": "Laying off: adding cards to any meld on the table",
    "guide.romme.concept.go_out": "Going out: discard your last card and win the round",
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
    "guide.pokern.order": (
        "Your column rises from top to bottom, each number once: above the 21 only smaller ones "
        "now, below it only bigger ones. Rows may stay empty. Now {p1} plays."
    ),
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
    "guide.pokern.bot_again": "{p1} rolled X and X and wrote XX = 20 in row 4. Your turn: one more rescue "
    "to learn.",
    "guide.pokern.third": "Your third turn: tap “Roll”.",
    "guide.pokern.five_again": "V again: 5 would fit row 1 or 2. Roll once more and see what happens.",
    "guide.pokern.failed_again": "Two V again: failed. You have five cards left, each for a different "
    "trouble. Here they are, one by one.",
    "guide.pokern.about.reroll_v": "“Re-roll the V” would roll every V again here: both dice, a fresh "
    "chance.",
    "guide.pokern.about.reroll_i": "“Re-roll the I's” rolls every die showing I again: for when I's spoil "
    "a number. No I here.",
    "guide.pokern.about.twin": "“Twin” writes a number of your column once more, in the row right above "
    "or below it.",
    "guide.pokern.about.joker": "The Joker acts as any one of the other five cards: keep it for the "
    "trouble no other card fixes.",
    "guide.pokern.drop": "Tap “Drop one”, then the second V: that die no longer counts, and V = 5 is left.",
    "guide.pokern.drop_wrong": "Use “Drop one” on the second V: the other cards may save a bigger number "
    "later.",
    "guide.pokern.then_drop": "Now tap the second V: it is set aside.",
    "guide.pokern.stop_five": "V = 5 fits row 1 or 2. Stop: tap “Stop”.",
    "guide.pokern.stop_five_wrong": "Stop now: a 5 fits above your 15.",
    "guide.pokern.write_five": "Write 5 in row 1: tap row 1. The smallest numbers belong at the top.",
    "guide.pokern.write_five_wrong": "Write 5 in row 1: it keeps row 2 for a number between 5 and 15.",
    "guide.pokern.summary": "You rolled, read, stopped, wrote and rescued two failed turns. You now know:",
    "guide.pokern.concept.readings": "Dice read as one Roman number, sometimes two ways",
    "guide.pokern.concept.stop": "Stop in time: a die that fits no number fails the turn",
    "guide.pokern.concept.column": "Your column rises from top to bottom, each number once",
    "guide.pokern.concept.failed": "A failed turn: pass the dice or rescue it with a card",
    "guide.pokern.concept.reroll_one": "Re-roll one: one die of your choice again",
    "guide.pokern.concept.reroll_v": "Re-roll the V: every V again",
    "guide.pokern.concept.reroll_i": "Re-roll the I's: every I again",
    "guide.pokern.concept.twin": "Twin: a number again, right above or below itself",
    "guide.pokern.concept.joker": "Joker: any one of the other five cards",
    "guide.pokern.concept.drop_one": "Drop one: a die set aside no longer counts",
    "guide.pokern.concept.score": "Your score: your numbers plus 5 for each unused card",
    "guide.pokern.tried.roll": "roll a die",
    "guide.pokern.tried.stop": "stop",
    "guide.pokern.tried.pass": "pass the dice",
    "guide.pokern.tried.write": "write {number} in row {row}",
    "guide.pokern.tried.card": "play {card}",
}
