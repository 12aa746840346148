"""Rommé's guided first round, two players: the player takes the discard that completes a
run of hearts, comes out with it (30 points), discards, then draws, lays a card off on the
run and discards again; then the round goes on against the bot.

The deal is a position (``RommeState.from_position``); the stock is ordered so that every card
drawn during the script is known.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ludi.games.protocol import Action
from ludi.games.romme.actions import DISCARD_PILE, STOCK, ConfirmFirstMeld, Discard, Draw, LayOff, Meld
from ludi.games.romme.cards import code, new_deck, parse
from ludi.games.romme.rules import RommeRules
from ludi.games.romme.state import RommeState
from ludi.ui.game_ui import TableContext
from ludi.ui.guide import Ask, Deck, GuideBook, Move, Tell
from ludi.ui.romme.cards import card_text

PLAYERS = 2
HAND = ["H10", "HJ", "C2", "C5", "C9", "S3", "S7", "S9", "D4", "D8", "DK", "CQ", "H5"]
PILE = "HQ"
#: The stock's top cards, in the order they are drawn during the script.
DRAWS = ("S2", "HK")

STEPS = (
    Tell("guide.romme.welcome", marks=("hand",)),
    Ask(Draw(DISCARD_PILE), "guide.romme.take", "guide.romme.take_wrong", marks=("act:draw-discard",)),
    Ask(Meld(("H10", "HJ", "HQ")), "guide.romme.meld", "guide.romme.meld_wrong"),
    Ask(ConfirmFirstMeld(), "guide.romme.come_out", "guide.romme.come_out_wrong", marks=("act:confirm",)),
    Ask(Discard("C2"), "guide.romme.discard", "guide.romme.discard_wrong"),
    Move(1, Draw(STOCK)),
    Move(1, Discard("S2")),
    Tell("guide.romme.other", marks=("pile",)),
    Ask(Draw(STOCK), "guide.romme.draw", "guide.romme.draw_wrong", marks=("act:draw-stock",)),
    Ask(LayOff(0, "HK"), "guide.romme.layoff", "guide.romme.layoff_wrong"),
    Ask(Discard("CQ"), "guide.romme.discard_high", "guide.romme.discard_high_wrong"),
    Tell("guide.romme.end", marks=("hand",), last=True),
)


def position() -> dict[str, Any]:
    """The player (seat 0) to draw at the start of the round, the ♥Q on the discard pile."""
    deck = Deck([code(f) for f in new_deck(2, 6)])
    hand = deck.take(HAND)
    pile = deck.take([PILE])
    drawn = deck.take(DRAWS)
    other = deck.take_any(13, avoid="H")  # no heart: the bot never wants the player's run
    return {
        "round": 0,
        "first_seat": 0,
        "hands": [hand, other],
        "stock": deck.cards + list(reversed(drawn)),  # bottom .. top
        "discard": pile,
        "turn": 0,
        "phase": "draw",
    }


def _cards(action: Action) -> list[str]:
    """The hand cards an asked move needs chosen first (none for a draw or coming out)."""
    if isinstance(action, Meld):
        return list(action.cards)
    if isinstance(action, (Discard, LayOff)):
        return [action.card]
    return []


class RommeGuide(GuideBook):
    game_id = "romme"
    players = PLAYERS
    steps = STEPS
    state_class = RommeState
    rules_class = RommeRules

    def position(self) -> dict[str, Any]:
        return position()

    def _chosen(self, ctx: TableContext) -> list[str]:
        order = ctx.ui.order
        return sorted(code(order[p]) for p in ctx.ui.selected if p < len(order))

    def prompt(self, ctx: TableContext, step: Ask) -> tuple[str, tuple[str, ...]]:
        """The cards to choose, one tap each; once exactly those are chosen, what to tap next."""
        needed = _cards(step.action)
        if needed and self._chosen(ctx) == sorted(needed):
            action = step.action
            if isinstance(action, Meld):
                return ctx.t("guide.romme.then_meld", button=ctx.t("select.lay_down")), ("lay-down",)
            if isinstance(action, LayOff):
                return ctx.t("guide.romme.then_layoff"), (f"meld:{action.meld}",)
            return ctx.t("guide.romme.then_discard"), ("act:discard",)
        text, marks = super().prompt(ctx, step)
        return text, (*marks, *(f"card:{c}" for c in needed))

    def fragments(self, ctx: TableContext, marks: Sequence[str]) -> list[str]:
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
            elif mark == "hand":
                out.append('class="hand" aria-labelledby')
            elif mark == "pile":
                out.append('class="pile pile--discard')
        return out

    def describe(self, ctx: TableContext, action: Action) -> str:
        t = ctx.t
        if isinstance(action, Draw):
            return t("guide.romme.tried.stock" if action.source == STOCK else "guide.romme.tried.pile")
        if isinstance(action, Meld):
            cards = " ".join(card_text(parse(c.lstrip("*")), t) for c in action.cards)
            return t("guide.romme.tried.meld", cards=cards)
        if isinstance(action, Discard):
            return t("guide.romme.tried.discard", card=card_text(parse(action.card), t))
        if isinstance(action, LayOff):
            return t("guide.romme.tried.layoff", card=card_text(parse(action.card.lstrip("*")), t))
        return ""


BOOK = RommeGuide()
