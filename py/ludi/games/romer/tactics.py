"""What a player sees, in the engine's integer faces, and the normal bot's rules of thumb.

``Seen`` is built from a ``RomerView`` (what a bot may know) or, inside the strong bot's own
simulations, straight from a sampled state (a world the bot invented, so nothing leaks).
The heuristics take a ``Seen`` and return an action; both the normal bot and the strong
bot's playouts use them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

from ludi.games.protocol import Action
from ludi.games.romer.actions import AddHorse, ChangeTrump, LayTrump, Lead, Play, Stop
from ludi.games.romer.cards import COMBAT, N_FACES, POINTS, RANKS, code, parse, team_points
from ludi.games.romer.rules import TEAM_LIMIT
from ludi.games.romer.views import FINAL, TRICK, TRUMP, RomerView

COLOUR_LETTERS = "RBGYP"
#: A lead with the top combat value (or a long hand): against one or two opponents it costs the
#: leader nothing (the leader follows, so never loses a team card to a cut), wins uncut tricks
#: (a card drawn, the lead kept) and makes the table play; against three, a cut it invites hands
#: two opponents' cards to a third. Normal against the level without it, seats rotated
#: (1,000 / 1,500 / 1,000 games): 51.9 % of two-player games, 35.5 % of three (a third is
#: even), 45.1 % of four, hence leads at most FEW_OPPONENTS; it leads 4 times a game there
#: (never before: a horse worth 2 points or more was always preferred).
TOP_LEAD = 7
FEW_OPPONENTS = 2
BIG_HORSE = 20.0  # a horse worth this much now (a high trump card placed late) still goes first
UNKNOWN_CARD_VALUE = 6.0  # mean points of a card, for face-down team cards


@dataclass
class Seen:
    seat: int
    n: int
    phase: str
    hand: list[int]  # counts per face
    sizes: list[int]
    teams: list[list[int | None]]  # None: face down, unknown to this seat
    trumps: list[int | None]  # trump colour per seat
    trick: list[tuple[int, int | None]]
    draw_size: int
    optional_draw: bool
    caesar_trump: bool


def seen_from_view(view: RomerView) -> Seen:
    hand = [0] * N_FACES
    for c in view.hand or ():
        hand[parse(c)] += 1
    return Seen(
        seat=view.seat if view.seat is not None else 0,
        n=view.players,
        phase=view.phase,
        hand=hand,
        sizes=list(view.hand_sizes),
        teams=[[None if c is None else parse(c) for c in t] for t in view.teams],
        trumps=[None if t is None else COLOUR_LETTERS.index(t) for t in view.trumps],
        trick=[(s, None if c is None else parse(c)) for s, c in view.trick],
        draw_size=view.draw_size + view.discard_size,
        optional_draw=view.rules.optional_draw,
        caesar_trump=view.rules.caesar_trump,
    )


def faces(hand: Sequence[int]) -> list[int]:
    return [f for f, k in enumerate(hand) if k]


def colour_strength(hand: Sequence[int], colour: int | None) -> float:
    """How good ``colour`` is as a trump for this hand: points to multiply, combat to cut (none
    for no colour: a seat with no trump yet)."""
    if colour is None:
        return 0.0
    base = colour * RANKS
    return sum(hand[base + r] * (POINTS[base + r] * 1.5 + COMBAT[base + r] + 2) for r in range(RANKS))


def best_trump(seen: Seen) -> int:
    """The trump card to lay: the strongest colour, its least valuable card (a Caesar if any),
    keeping its point cards for late positions and its high cards for cutting."""
    options = faces(seen.hand)
    if not seen.caesar_trump:
        options = [f for f in options if f % RANKS] or options
    colour = max({f // RANKS for f in options}, key=lambda c: colour_strength(seen.hand, c))
    return min((f for f in options if f // RANKS == colour), key=lambda f: (POINTS[f], COMBAT[f]))


def keep_value(seen: Seen, f: int) -> float:
    """What a card is worth kept in hand: trump cards cut and score multiplied later."""
    trump = seen.trumps[seen.seat]
    if f // RANKS == trump:
        return POINTS[f] * 2.0 + COMBAT[f] * 2.0 + 3
    return POINTS[f] * 0.5 + COMBAT[f] * 0.5


def horse_gain(seen: Seen, f: int) -> float:
    """Points a horse adds now (RO-51), minus what holding it back for a later position or a
    cut would be worth: high trump cards go late (RO-51 multiplier)."""
    team = seen.teams[seen.seat]
    position = len(team) + 1
    trump = seen.trumps[seen.seat]
    if f // RANKS == trump:
        later = POINTS[f] * max(0, min(TEAM_LIMIT, position + 2) - position)
        return POINTS[f] * position - 0.6 * later - COMBAT[f] * 0.8
    return float(POINTS[f]) - 0.3 * COMBAT[f]


def estimated_points(team: Sequence[int | None]) -> float:
    known = [f for f in team if f is not None]
    if team and team[0] is not None and len(known) == len(team):
        return float(team_points(known))
    trump = team[0] // RANKS if team and team[0] is not None else None
    total = 0.0
    for pos, f in enumerate(team, start=1):
        if f is None:
            total += UNKNOWN_CARD_VALUE
        else:
            total += POINTS[f] * (pos if f // RANKS == trump else 1)
    return total


def last_card_value(seen: Seen, seat: int) -> float:
    team = seen.teams[seat]
    if not team:
        return 0.0
    f = team[-1]
    return UNKNOWN_CARD_VALUE if f is None else float(POINTS[f]) + 2


def normal_turn(seen: Seen) -> Action:
    """RO-20..RO-22 for the player with the lead."""
    me, hand = seen.seat, seen.hand
    cards = faces(hand)
    team = seen.teams[me]
    trump = seen.trumps[me]
    # Change trump while the team is short and another colour is clearly better.
    if len(team) <= 2:
        current = colour_strength(hand, trump) + sum(POINTS[f] for f in team if f is not None)
        best = best_trump(seen)
        if best // RANKS != trump and colour_strength(hand, best // RANKS) > current + 35:
            return ChangeTrump(code(best))
    gains = {f: horse_gain(seen, f) for f in cards}
    horse = max(cards, key=gains.__getitem__)
    gain = gains[horse]
    others_trumps = {t for s, t in enumerate(seen.trumps) if s != me}
    lead = max(cards, key=lambda f: _lead_score(f, trump, others_trumps))
    # Finish the round with the seventh card when ahead on visible points.
    if len(team) == TEAM_LIMIT - 1:
        mine = estimated_points(team) + gain
        others = max(estimated_points(t) for s, t in enumerate(seen.teams) if s != me)
        return AddHorse(code(horse), True) if mine > others else Lead(code(lead))
    # Lead when the hand is long (others run out first) or no horse is worth placing.
    others_hand = max((seen.sizes[s] for s in range(seen.n) if s != me), default=0)
    lead_strength = COMBAT[lead] + (3 if seen.sizes[me] > others_hand + 2 else 0)
    if gain < 2 and lead_strength >= 6 or (gain < 0 and lead_strength >= 4):
        return Lead(code(lead))
    if seen.n <= FEW_OPPONENTS + 1 and lead_strength >= TOP_LEAD and gain < BIG_HORSE:
        return Lead(code(lead))
    return AddHorse(code(horse), True)


def _lead_score(f: int, trump: int | None, others_trumps: set[int | None]) -> float:
    c = f // RANKS
    return COMBAT[f] * 2 - POINTS[f] * 0.3 - (8 if c == trump else 0) - (4 if c in others_trumps else 0)


def lead_score(seen: Seen, f: int) -> float:
    """A good lead: a high card of a colour that is nobody else's trump (others must throw or
    cut), cheap to lose: not of the own trump colour."""
    others = {t for s, t in enumerate(seen.trumps) if s != seen.seat}
    return _lead_score(f, seen.trumps[seen.seat], others)


def normal_answer(seen: Seen) -> Action:
    """RO-22 / RO-30..RO-33: follow cheaply, cut when it wins cards or saves the own team."""
    me, hand = seen.seat, seen.hand
    cards = faces(hand)
    lead_colour = cast(int, seen.trick[0][1]) // RANKS  # the leader played a card
    trump = seen.trumps[me]
    follow = [f for f in cards if f // RANKS == lead_colour]
    cut = [f for f in cards if trump is not None and trump != lead_colour and f // RANKS == trump]
    cuts_so_far = [
        f
        for i, (s, f) in enumerate(seen.trick)
        if i and f is not None and f // RANKS != lead_colour and f // RANKS == seen.trumps[s]
    ]
    best_cut = max((COMBAT[f] for f in cuts_so_far), default=-1)
    best_follow = max(COMBAT[f] for _, f in seen.trick if f is not None and f // RANKS == lead_colour)
    played = {s for s, _ in seen.trick}
    # Cards a cut would win: losers so far, plus later seats with no fitting answer (guess: some).
    losers = [
        s
        for i, (s, f) in enumerate(seen.trick)
        if i and (f is None or (f // RANKS != lead_colour and f // RANKS != seen.trumps[s]))
    ]
    later = [s for s in range(seen.n) if s not in played and s != me and seen.teams[s]]
    prize = sum(last_card_value(seen, s) for s in losers) + 0.35 * sum(
        last_card_value(seen, s) for s in later
    )
    my_stake = last_card_value(seen, me) if seen.teams[me] else 0.0
    winning_cuts = [f for f in cut if COMBAT[f] > best_cut]
    if winning_cuts and (prize >= 4 or cuts_so_far and my_stake > 0):
        if len(seen.teams[me]) < TEAM_LIMIT - 1 or prize >= 10:
            return Play(
                code(min(winning_cuts, key=lambda f: (COMBAT[f] < 5 and bool(later), POINTS[f], COMBAT[f])))
            )
    if follow:
        beating = [f for f in follow if COMBAT[f] > best_follow]
        if beating and not cuts_so_far:
            return Play(code(min(beating, key=lambda f: (COMBAT[f], keep_value(seen, f)))))
        return Play(code(min(follow, key=lambda f: keep_value(seen, f))))
    if cut and (cuts_so_far or later) and my_stake >= 3:
        return Play(code(min(cut, key=lambda f: keep_value(seen, f))))  # a cut-loser keeps its team
    return Play(code(min(cards, key=lambda f: keep_value(seen, f))))


def normal_final(seen: Seen) -> Action:
    """RO-42: every card adds points, so add them all; trump-colour cards last (higher positions)."""
    me = seen.seat
    cards = faces(seen.hand)
    if not seen.teams[me]:
        return LayTrump(code(best_trump(seen)))
    if not cards:
        return Stop()
    trump = seen.trumps[me]
    return AddHorse(code(min(cards, key=lambda f: (f // RANKS == trump, POINTS[f]))), False)


def normal_choice(seen: Seen) -> Action:
    if seen.phase == TRUMP:
        return LayTrump(code(best_trump(seen)))
    if seen.phase == TRICK:
        return normal_answer(seen)
    if seen.phase == FINAL:
        return normal_final(seen)
    return normal_turn(seen)
