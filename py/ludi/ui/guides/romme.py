"""Rommé's guided first round, two players, three turns of the player's:

1. take the 4♥ from the discard pile (it fills the gap in 2♥ 3♥ _ 5♥ 6♥), lay down that run
   (20 points: not enough alone) and the set of four 9s (36), come out with 56 of the 30
   needed, discard the K♣;
2. draw a joker from the stock and lay down J♠ Q♠ ★, choosing on the table's "Where does the
   joker go?" the K♠ (the 10♠ was the other place), discard the 8♦ (keeping the 2♣);
3. draw the 10♠, lay it off before the J♠ of that run, and go out by discarding the 2♣.

Between them the bot draws from the stock and discards a card of no use to the player. Going
out ends the round, not the game (Palast: until someone passes 500 minus points): the next
round is dealt, and after the script it is played against the bot.

The deal is a position (``RommeState.from_position``); the stock is ordered so that every card
drawn during the script is known.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ludi.games.protocol import Action
from ludi.games.romme.actions import (
    DISCARD_PILE,
    STOCK,
    ConfirmFirstMeld,
    Discard,
    Draw,
    LayOff,
    Meld,
    TakeBack,
)
from ludi.games.romme.cards import code, new_deck
from ludi.games.romme.rules import RommeRules
from ludi.games.romme.state import RommeState
from ludi.ui.game_ui import TableContext
from ludi.ui.guide import Ask, Deck, GuideBook, Move, Tell, say
from ludi.ui.romme import choices
from ludi.ui.romme.cards import card_text, cards_text, code_face, entry_text

PLAYERS = 2
BOT = 1
JOKER = "JK"
#: The player's deal: a run of hearts with a gap, four 9s, J♠ Q♠ waiting for a joker, and
#: three cards that fit nothing (discarded in turn, the 2♣ last).
HAND = ["H2", "H3", "H5", "H6", "C9", "S9", "H9", "D9", "SJ", "SQ", "CK", "D8", "C2"]
PILE = "H4"
#: The bot's deal: no heart, nothing near the player's cards, no first meld of 30 in sight.
BOT_HAND = ["C3", "C5", "C7", "C10", "CJ", "D2", "D5", "D6", "DJ", "DQ", "S4", "S6", "SA"]
#: The stock's top cards, in the order they are drawn during the script: the bot's, the
#: player's joker, the bot's, the player's 10♠.
DRAWS = ("D3", JOKER, "C4", "S10")

RUN = Meld(("H2", "H3", "H4", "H5", "H6"))
SET = Meld(("C9", "S9", "H9", "D9"))
JOKER_RUN = Meld(("SJ", "SQ", "*SK"))  # the ★ after the Q♠ (the table's other choice: ★10♠ first)
JOKER_MELD = 2  # its place on the table, after the run and the set of the first meld


def _cards(action: Action) -> list[str]:
    """The hand cards an asked move needs chosen first (none for a draw or coming out); a
    joker standing for a card is the joker in the hand."""
    if isinstance(action, Meld):
        cards = list(action.cards)
    elif isinstance(action, (Discard, LayOff)):
        cards = [action.card]
    else:
        return []
    return [JOKER if c.startswith("*") else c for c in cards]


def _ask(action: Action, name: str, marks: tuple[str, ...] = (), teaches: tuple[str, ...] = ()) -> Ask:
    """The step ``guide.romme.<name>`` (why not another move: ``<name>_wrong``), outlining
    what ``marks`` name and the hand cards the move needs."""
    key = f"guide.romme.{name}"
    cards = tuple(f"card:{c}" for c in _cards(action))
    return Ask(action, key, f"{key}_wrong", marks=(*marks, *cards), teaches=teaches)


STEPS = (
    Tell("guide.romme.welcome", marks=("hand",)),
    # Turn 1: the discard, a run (20: not enough alone), a set, coming out, a discard.
    _ask(Draw(DISCARD_PILE), "take", marks=("act:draw-discard",), teaches=("take_discard",)),
    _ask(RUN, "run", teaches=("run",)),
    _ask(SET, "set", teaches=("set",)),
    _ask(ConfirmFirstMeld(), "come_out", marks=("staging", "act:confirm"), teaches=("first_meld",)),
    _ask(Discard("CK"), "discard", teaches=("turn",)),
    Move(BOT, Draw(STOCK)),
    Move(BOT, Discard("C7")),
    # Turn 2: a joker drawn, melded where the table asks; the higher card discarded.
    _ask(Draw(STOCK), "draw", marks=("act:draw-stock",)),
    Tell("guide.romme.joker", marks=(f"card:{JOKER}",), teaches=("joker",)),
    _ask(JOKER_RUN, "joker_meld", teaches=("joker",)),
    _ask(Discard("D8"), "discard_high"),
    Move(BOT, Draw(STOCK)),
    Move(BOT, Discard("S6")),
    # Turn 3: the 10♠ laid off on the joker's run, the last card discarded: out.
    _ask(Draw(STOCK), "draw_again", marks=("act:draw-stock",)),
    _ask(LayOff(JOKER_MELD, "S10", at_start=True), "layoff", teaches=("lay_off",)),
    _ask(Discard("C2"), "go_out", teaches=("go_out",)),
    Tell("guide.romme.end", marks=("round",), last=True, teaches=("go_out",)),
)

#: What the round teaches, in the order the summary lists it.
CONCEPTS = ("turn", "take_discard", "run", "set", "first_meld", "joker", "lay_off", "go_out")


def position() -> dict[str, Any]:
    """The player (seat 0) to draw at the start of the round, the 4♥ on the discard pile."""
    deck = Deck([code(f) for f in new_deck(2, 6)])
    hand = deck.take(HAND)
    pile = deck.take([PILE])
    drawn = deck.take(DRAWS)
    other = deck.take(BOT_HAND)
    return {
        "round": 0,
        "first_seat": 0,
        "hands": [hand, other],
        "stock": deck.cards + list(reversed(drawn)),  # bottom .. top
        "discard": pile,
        "turn": 0,
        "phase": "draw",
    }


class RommeGuide(GuideBook):
    game_id = "romme"
    prefix = "romme"
    players = PLAYERS
    steps = STEPS
    concepts = CONCEPTS
    state_class = RommeState
    rules_class = RommeRules

    def position(self) -> dict[str, Any]:
        return position()

    def _chosen(self, ctx: TableContext) -> list[str]:
        order = ctx.ui.order
        return sorted(code(order[p]) for p in ctx.ui.selected if p < len(order))

    def prompt(self, ctx: TableContext, step: Ask) -> tuple[str, tuple[str, ...]]:
        """The cards to choose, one tap each; once exactly those are chosen, what to tap next
        (for a meld whose joker could go two places, then the table's choice)."""
        action, t = step.action, ctx.t
        needed = _cards(action)
        if needed and self._chosen(ctx) == sorted(needed):
            if isinstance(action, Meld) and ctx.ui.choice == "meld":
                choice = cards_text(action.cards, t)
                text = say(ctx, "guide.romme.then_joker", question=t("select.which_joker"), choice=choice)
                return text, (self._spelling(ctx, action),)
            if isinstance(action, Meld):
                return say(ctx, "guide.romme.then_meld", button=t("select.lay_down")), ("lay-down",)
            if isinstance(action, LayOff):
                meld = " ".join(entry_text(e, t) for e in ctx.view.table[action.meld])
                return say(ctx, "guide.romme.then_layoff", meld=meld), (f"meld:{action.meld}",)
            if isinstance(action, Discard) and ctx.view.hand is not None and len(ctx.view.hand) == 1:
                button = t("select.go_out", card=card_text(code_face(action.card), t))
                return say(ctx, "guide.romme.then_go_out", button=button), ("act:discard",)
            return say(ctx, "guide.romme.then_discard"), ("act:discard",)
        return super().prompt(ctx, step)

    def _spelling(self, ctx: TableContext, action: Meld) -> str:
        """The mark of ``action``'s button among the table's "Where does the joker go?"."""
        index = choices.action_index(ctx.legal, action)
        if index is not None:
            return f"choice:{index}"
        faces = [ctx.ui.order[p] for p in ctx.ui.selected if p < len(ctx.ui.order)]
        melds = choices.melds_for(ctx.legal, faces, ctx.ask, ctx.view.seat)
        return f"spelling:{melds.index(action)}" if action in melds else ""

    def fragments(self, ctx: TableContext, marks: Sequence[str]) -> list[str]:
        """Hand cards by their place (the first not yet chosen), buttons by their focus key, a
        choice among the joker's places by its argument, the table's parts by their class."""
        order, chosen = list(ctx.ui.order), set(ctx.ui.selected)
        out = []
        for mark in marks:
            kind, _, what = mark.partition(":")
            if kind == "card":
                free = [p for p, f in enumerate(order) if code(f) == what and p not in chosen]
                if free:
                    out.append(f'data-focus-key="card:{free[0]}"')
            elif kind in ("act", "meld") or mark == "lay-down":
                out.append(f'data-focus-key="{mark}"')
            elif kind == "choice":
                out.append(f'data-action="act" data-arg="{what}"')
            elif kind == "spelling":
                out.append(f'data-action="meld-spelling" data-arg="{what}"')
            elif mark in PANELS:
                out.append(PANELS[mark])
        return out

    def describe(self, ctx: TableContext, action: Action) -> str:
        t = ctx.t
        if isinstance(action, Draw):
            return t("guide.romme.tried.stock" if action.source == STOCK else "guide.romme.tried.pile")
        if isinstance(action, Meld):
            return t("guide.romme.tried.meld", cards=cards_text(action.cards, t))
        if isinstance(action, Discard):
            return t("guide.romme.tried.discard", card=card_text(code_face(action.card), t))
        if isinstance(action, LayOff):
            return t("guide.romme.tried.layoff", card=entry_text(code_face(action.card), t))
        if isinstance(action, ConfirmFirstMeld):
            return t("guide.romme.tried.come_out")
        if isinstance(action, TakeBack):
            return t("guide.romme.tried.take_back")
        return ""


#: What a mark naming a part of the table outlines (the start of its markup, as rendered).
PANELS = {
    "hand": 'class="hand" aria-labelledby',
    "pile": 'class="pile pile--discard',
    "staging": 'class="staging"',
    "round": 'class="round"',
}


BOOK = RommeGuide()
