"""Römer's guided first round: three players. The player lays a green trump card, Marcus a
purple one (the five colours and their shapes); the player reads a card (strength against
points), adds the green 1 as a horse, cuts a red trick with the green 7 (and wins the last card
of Livia's chariot, her trump card: she lays a new one), leads an uncut trick, then adds the
purple Caesar as the last horse without drawing; then the round goes on against the bots.

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
DRAWS = ("P6", "B2", "B1", "G2", "Y6", "P3", "B2", "R1", "G3")
HANDS = (
    ["G6", "G1", "G7", "G4", "Y7", "Y5", "R2", "R6", "B3", "B5", "P1", "P4", "PC", "Y3", "B7"],
    ["P7", "R3", "Y4", "P7", "P5", "P5", "P2"],  # the rest dealt from the deck below
    ["B4", "Y2", "B6", "Y1"],
)
#: The player's purple Caesar, added last as a horse without drawing.
CAESAR = "PC"

STEPS = (
    Tell("guide.romer.welcome", marks=("own",), teaches=("chariot",)),
    Ask(
        LayTrump("G6"), "guide.romer.trump", "guide.romer.trump_wrong", marks=("card:G6",), teaches=("trump",)
    ),
    Tell("guide.romer.trump_done", marks=("own",)),
    Move(1, LayTrump("P7")),
    Move(2, LayTrump("B4")),
    Tell("guide.romer.others_trump", marks=("slot:1:1", "slot:2:1"), teaches=("purple",)),
    Tell("guide.romer.values", marks=("card:G1", "card:G7"), teaches=("strength_points",)),
    Ask(
        AddHorse("G1", True),
        "guide.romer.horse",
        "guide.romer.horse_wrong",
        marks=("card:G1",),
        teaches=("horse",),
    ),
    Tell("guide.romer.horse_done", marks=("slot:0:2",)),
    Move(1, Lead("R3")),
    Move(2, Play("Y2")),
    Ask(Play("G7"), "guide.romer.cut", "guide.romer.cut_wrong", marks=("card:G7", "trick"), teaches=("cut",)),
    Tell("guide.romer.cut_done", marks=("own",)),
    Move(2, LayTrump("B6")),
    Tell("guide.romer.new_trump", marks=("others",)),
    Ask(Lead("Y7"), "guide.romer.lead", "guide.romer.lead_wrong", marks=("card:Y7",), teaches=("lead",)),
    Move(1, Play("Y4")),
    Move(2, Play("Y1")),
    Tell("guide.romer.lead_done", marks=("trick",)),
    Tell("guide.romer.caesar", marks=(f"card:{CAESAR}",), teaches=("caesar",)),
    Ask(
        AddHorse(CAESAR, False),
        "guide.romer.keep",
        "guide.romer.keep_wrong",
        marks=(f"card:{CAESAR}",),
        teaches=("horse_no_draw",),
    ),
    Tell("guide.romer.keep_done", marks=("slot:0:4",), teaches=("caesar",)),
    Tell("guide.romer.end", marks=("own",), last=True),
)
#: What the round taught, in the order it showed it (the summary's list).
CONCEPTS = (
    "chariot",
    "trump",
    "purple",
    "strength_points",
    "horse",
    "cut",
    "lead",
    "caesar",
    "horse_no_draw",
)


def position() -> dict[str, Any]:
    """The deal: the player (seat 0) first to lay a trump card, the dealer on her right."""
    deck = Deck([c for c, k in zip(CODES, COPIES) for _ in range(k)])
    hands = [deck.take(h) for h in HANDS]
    drawn = deck.take(DRAWS)
    for hand in hands[1:]:
        # The bots' other cards: none of the colours they play in the script (Livia holds no
        # red, so she cannot follow Marcus's red lead), so that no scripted move looks like a
        # poor choice when their hands are revealed.
        hand += deck.take_any(15 - len(hand), avoid="GYR")
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
    prefix = "romer"
    players = PLAYERS
    steps = STEPS
    concepts = CONCEPTS
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
            elif kind == "slot":  # a chariot's place, "slot:<seat>:<place>" (the trump card is place 1)
                out.append(f'data-flip="{mark}"')
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
