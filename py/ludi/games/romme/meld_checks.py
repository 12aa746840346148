"""What a meld is: whether cards make one under the rules, which kind, and what it is worth.

Apart from ``melds`` (which finds the melds a hand makes) so that opening Rommé compiles the
two on separate event-loop turns; ``melds`` re-exports every name here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

from ludi.games.romme.cards import ACE, JOKER, JOKER_FLAG, rank_of, stands_for, suit_of
from ludi.games.romme.rules import PALAST, RommeRules

Meld = tuple[int, ...]
SET, RUN = "set", "run"


class InvalidMeld(ValueError):
    """A card list that is no meld under the rules; the message names the rule."""


def normalize(entries: Iterable[int]) -> Meld:
    """Canonical spelling: sets in suit order, runs as given."""
    entries = tuple(entries)
    if len(entries) > 1 and len({rank_of(stands_for(e)) for e in entries}) == 1:
        return tuple(sorted(entries, key=lambda e: suit_of(stands_for(e))))
    return entries


def check_meld(entries: Sequence[int], rules: RommeRules) -> str:
    """Return ``"set"`` or ``"run"``, or raise InvalidMeld saying which rule fails."""
    n = len(entries)
    if n < 3:
        raise InvalidMeld("a meld needs at least three cards (RM-20, RM-21)")
    jokers = sum(1 for e in entries if e >= JOKER_FLAG)
    if jokers and rules.no_jokers:
        raise InvalidMeld("this table plays without jokers (RM-65)")
    if jokers > n - jokers:
        raise InvalidMeld("jokers may not outnumber the natural cards of a meld (RM-22)")
    if rules.strict_jokers and any(
        entries[i] >= JOKER_FLAG and entries[i + 1] >= JOKER_FLAG for i in range(n - 1)
    ):
        raise InvalidMeld("strict jokers: no two jokers side by side (RM-67)")
    faces = [stands_for(e) for e in entries]
    if any(not 0 <= f < 52 for f in faces):
        raise InvalidMeld("a meld holds cards, each joker standing for one (RM-22)")
    ranks = [rank_of(f) for f in faces]
    if len(set(ranks)) == 1:
        suits = [suit_of(f) for f in faces]
        if n > 4:
            raise InvalidMeld("a set holds at most four cards (RM-20)")
        if len(set(suits)) != n:
            raise InvalidMeld("each suit at most once in a set (RM-20)")
        if suits != sorted(suits):
            raise InvalidMeld("list a set in suit order ♣ ♠ ♥ ♦")
        # RM-68: the suits (a joker's being the one it names) follow ♣ ♠ ♥ ♦ without gaps. The
        # seed forbids only a joker *before* clubs, and a joker names a suit (RM-22), none of
        # which comes before ♣: so a joker at the low end (*♠ ♥ ♦, *♣ ♠ ♥ ♦) is allowed.
        if rules.strict_sets and suits[-1] - suits[0] != n - 1:
            raise InvalidMeld("strict sets: suits follow ♣ ♠ ♥ ♦ without gaps (RM-68)")
        return SET
    if len({suit_of(f) for f in faces}) != 1:
        raise InvalidMeld("a run is of one suit, a set of one rank (RM-20, RM-21)")
    if n > 13:
        raise InvalidMeld("a run holds at most 13 cards (RM-21)")
    r0 = ranks[0]
    if rules.cyclic_runs:
        for i, r in enumerate(ranks):
            if r != (r0 - 1 + i) % 13 + 1:
                raise InvalidMeld("a run is in consecutive rank order (RM-21, RM-64)")
    else:
        for i, r in enumerate(ranks):
            v = r0 + i
            if v > 14 or r != (1 if v == 14 else v):
                raise InvalidMeld(
                    "a run is in consecutive order A,2..K,A; the ace only starts or ends it (RM-21)"
                )
    if unclear_jokers(entries, rules):
        raise InvalidMeld(
            "two jokers side by side need places clear from the meld itself: "
            "here they could stand for other cards (RM-22)"
        )
    return RUN


def unclear_jokers(run: Sequence[int], rules: RommeRules) -> bool:
    """RM-22 Palast: does this run put two jokers side by side whose places are not clear?

    The German rules allow two jokers next to each other only "when their position is clearly
    evident": ♥9 Joker Joker ♥Q (10 and J) is allowed, ♥8 ♥9 Joker Joker is not (10-J or
    6-7). A place is clear when the run's natural cards and its length fit one rank window
    only, e.g. ♥Q ♥K Joker Joker can only be 10-J-Q-K without cyclic runs. Single jokers (at
    an end too) and sets are always clear enough: a set's two jokers are its missing suits.
    Palace (French rules) has no such rule; every joker names its card there.
    """
    if rules.preset != PALAST:
        return False
    n = len(run)
    if not any(run[i] >= JOKER_FLAG and run[i + 1] >= JOKER_FLAG for i in range(n - 1)):
        return False
    natural = frozenset(rank_of(e) for e in run if e < JOKER_FLAG)
    return _readings(natural, n, rules.cyclic_runs) > 1


@cache
def _readings(natural_ranks: frozenset[int], length: int, cyclic: bool) -> int:
    """How many rank windows of ``length`` hold all of ``natural_ranks`` (RM-21, RM-64)."""
    windows = _windows(cyclic)
    return sum(1 for w in windows if len(w) == length and natural_ranks <= set(w))


def is_meld(entries: Sequence[int], rules: RommeRules) -> bool:
    try:
        check_meld(entries, rules)
    except InvalidMeld:
        return False
    return True


def kind_of(entries: Sequence[int]) -> str:
    """Set or run of an already valid meld."""
    return SET if rank_of(stands_for(entries[0])) == rank_of(stands_for(entries[1])) else RUN


def meld_points(entries: Sequence[int]) -> int:
    """RM-23: the meld's value toward the first meld (ace 1 only at the start of a run)."""
    is_set = kind_of(entries) == SET
    total = 0
    for i, e in enumerate(entries):
        r = rank_of(stands_for(e))
        if r == ACE:
            total += 11 if is_set or i > 0 else 1
        else:
            total += min(r, 10)
    return total


def melds_points(melds: Iterable[Sequence[int]]) -> int:
    """Value of a set of melds for the first meld (RM-23, RM-30)."""
    return sum(meld_points(m) for m in melds)


def natural_faces(entries: Iterable[int]) -> list[int]:
    return [e for e in entries if e < JOKER_FLAG]


def joker_count(entries: Iterable[int]) -> int:
    return sum(1 for e in entries if e >= JOKER_FLAG)


def hand_faces(entries: Iterable[int]) -> list[int]:
    """The faces a meld takes out of a hand (jokers as JOKER)."""
    return [JOKER if e >= JOKER_FLAG else e for e in entries]


def _run_windows(rules: RommeRules) -> list[list[int]]:
    """Every rank sequence a run may follow (ranks 1..13, ace as 1)."""
    windows = []
    if rules.cyclic_runs:
        for a in range(1, 14):
            for length in range(3, 14):
                windows.append([(a - 1 + i) % 13 + 1 for i in range(length)])
    else:
        for a in range(1, 13):
            for b in range(a + 2, min(a + 12, 14) + 1):
                windows.append([1 if v == 14 else v for v in range(a, b + 1)])
    return windows


@cache
def _windows(cyclic: bool) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(w) for w in _run_windows(RommeRules(cyclic_runs=cyclic)))
