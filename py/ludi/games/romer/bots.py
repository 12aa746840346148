"""Römer bots. They see only ``RomerView`` and the legal actions, never the state.

- ``EasyBot``: a newcomer's slips: the normal move, or in 60 % of decisions another of the
  sensible moves the strong bot compares (never a random one).
- ``NormalBot``: rules of thumb (``tactics``): trump from the strongest colour of the hand,
  high trump-colour horses placed late for the RO-51 multiplier, cuts when the losers' last
  team cards are worth taking or its own team is at risk, leads with its top card against
  one or two opponents (``tactics.TOP_LEAD``) or a long hand.
- ``StrongBot``: determinized Monte Carlo. It samples the cards it cannot see consistently
  with its view (other hands, piles, face-down team cards), tries each of a few candidate
  actions in the same sampled deals, plays on greedily (the normal bot's rules for every
  seat) for a fixed horizon and keeps the action with the best mean score margin. A fixed
  number of playouts (no clock), one per slice, so every decision is reproducible from the
  seed and the browser never freezes.

The expert level lives in ``expert_bot``. Each level has a ``version``: raise it whenever the
level's play changes on purpose (unit tests pin the strong and expert levels' choices on
seeded decisions, so no change in play is silent).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Generator, Sequence
from typing import cast

from ludi.games.protocol import Action, Bot, Seat
from ludi.games.romer.actions import AddHorse, ChangeTrump, LayTrump, Lead, Play
from ludi.games.romer.cards import COMBAT, COPIES, N_FACES, POINTS, RANKS, code, parse, team_points
from ludi.games.romer.state import RomerState
from ludi.games.romer.tactics import (
    Seen,
    best_trump,
    faces,
    horse_gain,
    keep_value,
    lead_score,
    normal_choice,
    seen_from_view,
)
from ludi.games.romer.views import FINAL, TRICK, TRUMP, RomerView


class EasyBot(Bot):
    """A newcomer: the normal bot's move most of the time; otherwise another move a person
    would think of (``candidates``: a trump of another colour, the high card instead of the
    cheap one, a lead instead of a horse), never a move drawn at random from all that are legal."""

    level = "easy"
    version = 3
    SLIP = 0.6  # how often it plays one of the other sensible moves

    def steps(self, view: RomerView, legal: Sequence[Action]) -> Generator[None, None, Action]:
        yield
        seen = seen_from_view(view)
        choice = _legal_or_first(normal_choice(seen), legal)
        if self.rng.random() >= self.SLIP:
            return choice
        others = [a for a in candidates(seen, legal) if a != choice]
        return self.rng.choice(others) if others else choice


class NormalBot(Bot):
    level = "normal"
    version = 2

    def steps(self, view: RomerView, legal: Sequence[Action]) -> Generator[None, None, Action]:
        yield
        return _legal_or_first(normal_choice(seen_from_view(view)), legal)


def _legal_or_first(action: Action, legal: Sequence[Action]) -> Action:
    return action if action in legal else legal[0]


# --- strong bot ------------------------------------------------------------------------------
def candidates(seen: Seen, legal: Sequence[Action]) -> list[Action]:
    """A few sensible actions to compare (the full list can be ~45 in a turn)."""
    cards = faces(seen.hand)
    me = seen.seat
    out: list[Action] = [normal_choice(seen)]
    if seen.phase == TRUMP:
        for colour in {f // RANKS for f in cards}:
            out.append(
                LayTrump(
                    code(
                        min((f for f in cards if f // RANKS == colour), key=lambda f: (POINTS[f], COMBAT[f]))
                    )
                )
            )
    elif seen.phase == TRICK:
        lead_colour = cast(int, seen.trick[0][1]) // RANKS  # the leader played a card
        trump = seen.trumps[me]
        follow = [f for f in cards if f // RANKS == lead_colour]
        cut = [f for f in cards if trump is not None and trump != lead_colour and f // RANKS == trump]
        rest = [f for f in cards if f not in follow and f not in cut]
        for group in (follow, cut, rest):
            if group:
                out.append(Play(code(min(group, key=lambda f: keep_value(seen, f)))))
                out.append(Play(code(max(group, key=lambda f: COMBAT[f]))))
    elif seen.phase != FINAL:
        for f in sorted(cards, key=lambda f: -horse_gain(seen, f))[:3]:
            out.append(AddHorse(code(f), True))
        for f in sorted(cards, key=lambda f: -lead_score(seen, f))[:2]:
            out.append(Lead(code(f)))
        trump = seen.trumps[me]
        best = best_trump(seen)
        if len(seen.teams[me]) <= 3 and best // RANKS != trump:
            out.append(ChangeTrump(code(best)))
    unique: list[Action] = []
    for a in out:
        if a in legal and a not in unique:
            unique.append(a)
    return unique or [legal[0]]


def unseen_counts(view: RomerView) -> list[int]:
    """Copies of each face the view does not show: in other hands, the piles or face down."""
    counts = list(COPIES)
    for c in view.hand or ():
        counts[parse(c)] -= 1
    for t in view.teams:
        for horse in t:
            if horse is not None:
                counts[parse(horse)] -= 1
    for _, played in view.trick:
        if played is not None:
            counts[parse(played)] -= 1
    return counts


def sample_world(view: RomerView, rng: random.Random) -> RomerState:
    """One deal consistent with ``view``: the unseen cards shuffled over the unseen places."""
    counts = unseen_counts(view)
    pool = [code(f) for f in range(N_FACES) for _ in range(counts[f])]
    rng.shuffle(pool)
    me = view.seat

    def take(k: int) -> list[str]:
        out = pool[len(pool) - k :] if k else []
        del pool[len(pool) - k :]
        return out

    hands = [list(view.hand or ()) if s == me else take(view.hand_sizes[s]) for s in range(view.players)]
    return build_world(view, hands, take, rng)


def build_world(
    view: RomerView,
    hands: list[list[str]],
    take: Callable[[int], list[str]],
    rng: random.Random,
    discard_known: Sequence[str] = (),
) -> RomerState:
    """The state of a sampled deal: ``hands`` dealt, ``take`` filling the face-down team cards,
    the rest of the discard pile (after ``discard_known``) and the draw pile, in that order."""
    teams = [
        [
            {
                "card": c if c is not None else take(1)[0],
                "known": list(range(view.players)) if i == 0 else [s],
            }
            for i, c in enumerate(t)
        ]
        for s, t in enumerate(view.teams)
    ]
    position = {
        "round": view.round,
        "dealer": view.dealer,
        "totals": list(view.totals),
        "hands": hands,
        "teams": teams,
        "discard": list(discard_known) + take(view.discard_size - len(discard_known)),
        "draw": take(view.draw_size),
        "phase": view.phase,
        "turn": view.current if view.current is not None else 0,
    }
    if view.phase == TRUMP:
        position["trump_queue"] = list(view.trump_queue)
    if view.phase == TRICK:
        position["trick"] = {"leader": view.trick_leader, "played": [[s, c] for s, c in view.trick]}
    rules = dataclasses.replace(view.rules, single_round=True)  # the world ends with this round
    seats = [Seat(f"S{i}") for i in range(view.players)]
    return RomerState.from_position(rules, seats, position, rng.randrange(1 << 30))


def seen_from_state(state: RomerState, seat: int) -> Seen:
    """A sampled world's table from one seat (the bot invented it, so all of it is fair game)."""
    return Seen(
        seat=seat,
        n=state.n,
        phase=state.phase,
        hand=state.hands[seat],
        sizes=state.sizes,
        teams=state.teams,  # type: ignore[arg-type]  # the state's teams (all known) are a special case of the view's (None: unknown)
        trumps=[t[0] // RANKS if t else None for t in state.teams],
        trick=state.trick,
        draw_size=len(state.draw) + len(state.discard),
        optional_draw=state.rules.optional_draw,
        caesar_trump=state.rules.caesar_trump,
    )


def round_points(state: RomerState) -> list[float]:
    """Each seat's points this round: final (RO-51), or estimated at a playout's horizon from
    the team and the trump-colour cards still in hand."""
    if state.results:
        return [float(p) for p in state.results[-1].points]
    points = []
    for s in range(state.n):
        team = state.teams[s]
        hand = state.hands[s]
        trump = team[0] // RANKS if team else None
        bonus = 0.0
        if trump is not None:
            base = trump * RANKS
            bonus = sum(hand[base + r] * POINTS[base + r] for r in range(RANKS)) * 0.8
        points.append(team_points(team) + bonus + state.sizes[s] * 1.5)
    return points


def margin(state: RomerState, seat: int) -> float:
    """The seat's score minus the best other score: final, or estimated at the horizon."""
    points = round_points(state)
    best_other = max(p for s, p in enumerate(points) if s != seat)
    return points[seat] - best_other + (30.0 if state.results and points[seat] > best_other else 0.0)


class StrongBot(Bot):
    level = "strong"
    version = 2
    samples = 12  # sampled deals per decision
    horizon = 24  # greedy playout length (actions) before the position is scored

    def steps(self, view: RomerView, legal: Sequence[Action]) -> Generator[None, None, Action]:
        yield
        seen = seen_from_view(view)
        if view.phase == FINAL or len(legal) == 1:
            return _legal_or_first(normal_choice(seen), legal)
        options = candidates(seen, legal)
        if len(options) == 1:
            return options[0]
        totals = [0.0] * len(options)
        me = view.seat
        assert me is not None
        for _ in range(self.samples):
            world = sample_world(view, self.rng)
            yield
            for i, action in enumerate(options):
                sim = world.clone()
                sim.perform_unchecked(action)
                playout(sim, self.horizon)
                totals[i] += margin(sim, me)
                yield
        best = max(range(len(options)), key=lambda i: (totals[i], -i))
        return options[best]


def playout(state: RomerState, horizon: int) -> None:
    """Every seat plays the normal bot's rules for up to ``horizon`` actions."""
    for _ in range(horizon):
        seat = state.current_seat
        if seat is None:
            return
        state.perform_unchecked(normal_choice(seen_from_state(state, seat)))


__all__ = ["EasyBot", "NormalBot", "StrongBot", "build_world", "candidates", "sample_world", "unseen_counts"]
