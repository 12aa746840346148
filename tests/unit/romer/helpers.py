"""Scenario helpers: Römer states built from explicit positions (never by patching fields)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ludi.games.protocol import Seat
from ludi.games.romer.cards import CODES, COPIES, parse
from ludi.games.romer.rules import RomerRules
from ludi.games.romer.state import RomerState


def position(
    hands: Sequence[str],
    teams: Sequence[Any],
    *,
    draw_top: str = "",
    discard: str | None = None,
    rest: str = "draw",
    **extra: Any,
) -> dict[str, Any]:
    """A valid position: the given hands and teams (space-separated codes, or lists of team
    entries); ``draw_top`` lies on top of the draw pile (its last card drawn first); every other
    card goes to ``rest`` ("draw" or "discard") in a fixed order, so cards are conserved."""
    team_lists = [t.split() if isinstance(t, str) else list(t) for t in teams]
    used = [c for h in hands for c in h.split()]
    used += [e["card"] if isinstance(e, dict) else e for t in team_lists for e in t]
    used += draw_top.split() + (discard.split() if discard else [])
    trick = extra.get("trick")
    if trick:
        used += [c for _, c in trick["played"] if c]
    left = [n for n in COPIES]
    for c in used:
        left[parse(c)] -= 1
    spare = [CODES[f] for f in range(len(CODES)) for _ in range(left[f])]
    assert all(x >= 0 for x in left), "scenario uses a card more often than the game has it"
    draw = (spare if rest == "draw" else []) + draw_top.split()
    disc = (spare if rest == "discard" else []) + (discard.split() if discard else [])
    extra.setdefault("turn", 0)
    return {"hands": [h.split() for h in hands], "teams": team_lists, "draw": draw, "discard": disc, **extra}


def state(
    hands: Sequence[str], teams: Sequence[Any], rules: RomerRules | None = None, seed: int = 1, **kw: Any
) -> RomerState:
    rules = rules or RomerRules(single_round=True)
    seats = [Seat(f"P{i}") for i in range(len(hands))]
    return RomerState.from_position(rules, seats, position(hands, teams, **kw), seed)


def team(st: RomerState, seat: int) -> list[str]:
    """A team's cards in order, as the position (all cards visible) shows them."""
    return [e["card"] for e in st.position_json()["teams"][seat]]


def hand(st: RomerState, seat: int) -> list[str]:
    return st.position_json()["hands"][seat]


def yields_per_decision(state: RomerState, bots: Sequence[Any], decisions: int) -> list[tuple[int, int]]:
    """Play ``decisions`` moves, each bot stepped like the browser's driver steps it: (legal
    actions, slices) per decision. How long a slice lasts is a benchmark's business
    (benchmarks/bot_browser.py); what a test holds is that the thinking is cut into slices."""
    out = []
    for _ in range(decisions):
        if state.is_over:
            break
        seat = state.current_seat
        legal = state.legal_actions()
        steps = bots[seat].steps(state.view(seat), legal)
        count = 0
        while True:
            count += 1
            try:
                next(steps)
            except StopIteration as done:
                state.apply(done.value)
                break
        out.append((len(legal), count))
    return out
