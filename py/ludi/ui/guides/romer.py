"""Römer's guided first round: three players, the player lays a green trump card, adds a
horse, cuts a red trick with the green 7 (and wins a card of Livia's chariot), then leads
an uncut trick; then the round goes on against the bots.

The deal is a position (``RomerState.from_position``); the draw pile is ordered so that every
card drawn during the script is known, and the bots' moves are part of the script.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ludi.games.protocol import Action
from ludi.games.romer.actions import AddHorse, LayTrump, Lead, Play
from ludi.games.romer.cards import CODES, COPIES
from ludi.games.romer.rules import RomerRules
from ludi.games.romer.state import RomerState
from ludi.ui.game_ui import TableContext
from ludi.ui.guide import Ask, Deck, GuideBook, Move, Tell
from ludi.ui.romer.cards import card_name
from ludi.ui.romer.tray import action_kind

PLAYERS = 3
#: Cards in the order they are drawn during the script (the top of the draw pile first).
DRAWS = ("P6", "R7", "B1", "G2", "Y6", "P3", "B2", "R1", "G3")
HANDS = (
    ["G6", "G1", "G7", "G4", "Y7", "Y5", "R2", "R6", "B3", "B5", "P1", "P4", "PC", "Y3", "B7"],
    ["R5", "R3", "Y4"],  # the rest dealt from the deck below
    ["B4", "Y2", "B6", "Y1"],
)

STEPS = (
    Tell("guide.romer.welcome", marks=("own",)),
    Ask(LayTrump("G6"), "guide.romer.trump", "guide.romer.trump_wrong", marks=("card:G6",)),
    Tell("guide.romer.trump_done", marks=("own",)),
    Move(1, LayTrump("R5")),
    Move(2, LayTrump("B4")),
    Tell("guide.romer.others_trump", marks=("others",)),
    Ask(AddHorse("G1", True), "guide.romer.horse", "guide.romer.horse_wrong", marks=("card:G1",)),
    Tell("guide.romer.horse_done", marks=("own",)),
    Move(1, Lead("R3")),
    Move(2, Play("Y2")),
    Ask(Play("G7"), "guide.romer.cut", "guide.romer.cut_wrong", marks=("card:G7", "trick")),
    Tell("guide.romer.cut_done", marks=("own",)),
    Move(2, LayTrump("B6")),
    Tell("guide.romer.new_trump", marks=("others",)),
    Ask(Lead("Y7"), "guide.romer.lead", "guide.romer.lead_wrong", marks=("card:Y7",)),
    Move(1, Play("Y4")),
    Move(2, Play("Y1")),
    Tell("guide.romer.lead_done", marks=("trick",)),
    Tell("guide.romer.end", marks=("own",), last=True),
)


def position() -> dict[str, Any]:
    """The deal: the player (seat 0) first to lay a trump card, the dealer on her right."""
    deck = Deck([c for c, k in zip(CODES, COPIES) for _ in range(k)])
    hands = [deck.take(h) for h in HANDS]
    drawn = deck.take(DRAWS)
    for hand in hands[1:]:
        # The bots' other cards: none of the colours they play in the script, so that no
        # scripted move looks like a poor choice when their hands are revealed.
        hand += deck.take_any(15 - len(hand), avoid="GY")
    return {
        "round": 0,
        "dealer": 2,
        "totals": [0] * PLAYERS,
        "hands": hands,
        "draw": deck.cards + list(reversed(drawn)),  # bottom .. top
        "discard": [],
        "teams": [[] for _ in range(PLAYERS)],
        "phase": "trump",
        "trump_queue": [0, 1, 2],
    }


class RomerGuide(GuideBook):
    game_id = "romer"
    players = PLAYERS
    steps = STEPS
    state_class = RomerState
    rules_class = RomerRules

    def position(self) -> dict[str, Any]:
        return position()

    def prompt(self, ctx: TableContext, step: Ask) -> tuple[str, tuple[str, ...]]:
        """Once the asked card is chosen, the button to tap next (and only that)."""
        card = getattr(step.action, "card", None)
        hand, chosen = ctx.view.hand or (), ctx.ui.selected
        if card is not None and chosen is not None and chosen < len(hand) and hand[chosen] == card:
            kind = action_kind(step.action)
            return ctx.t("guide.romer.then", button=ctx.t(f"act.{kind}")), (f"act:{kind}",)
        return super().prompt(ctx, step)

    def fragments(self, ctx: TableContext, marks: Sequence[str]) -> list[str]:
        out = []
        hand = ctx.view.hand or ()
        for mark in marks:
            kind, _, what = mark.partition(":")
            if kind == "card" and what in hand:
                out.append(f'data-focus-key="card:{hand.index(what)}"')
            elif kind == "act":
                out.append(f'data-focus-key="act:{what}"')
            elif mark == "trick":
                out.append('class="panel romer-trick')
            elif mark == "own":  # the player's chariot: the one seat of theirs on the table
                out.append(f'data-seat="{ctx.viewer}"')
            elif mark == "others":
                out.append('class="romer-others"')
        return out

    def describe(self, ctx: TableContext, action: Action) -> str:
        card = getattr(action, "card", None)
        if card is None:
            return ""
        return ctx.t(f"guide.romer.tried.{action_kind(action)}", card=card_name(card, ctx.t))


BOOK = RomerGuide()
