"""The meld solver against a slow brute force (design §2), and its objectives."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ludi.games.romme.cards import JOKER, JOKER_FLAG, counts_of, face
from ludi.games.romme.melds import all_melds, is_meld, meld_points
from ludi.games.romme.rules import RommeRules
from ludi.games.romme.solver import (
    CARDS,
    PENALTY_OBJECTIVE,
    POINTS,
    arrangement_steps,
    best_arrangement,
    fewest_cards,
    weight_function,
)

from .helpers import cards

R = RommeRules()


def brute_force(counts: list[int], rules: RommeRules, weight) -> int:
    """Try every collection of disjoint melds (exponential: small hands only)."""
    melds = all_melds(counts, rules)
    best = 0

    def go(i: int, rest: list[int], value: int) -> None:
        nonlocal best
        best = max(best, value)
        for j in range(i, len(melds)):
            need = counts_of(JOKER if e >= JOKER_FLAG else e for e in melds[j])
            if all(rest[f] >= need[f] for f in range(53)):
                go(j, [rest[f] - need[f] for f in range(53)], value + weight(melds[j]))

    go(0, list(counts), 0)
    return best


def brute_fewest(counts: list[int], rules: RommeRules, threshold: int) -> int | None:
    melds = all_melds(counts, rules)
    best: int | None = None

    def go(i: int, rest: list[int], value: int, used: int) -> None:
        nonlocal best
        if value >= threshold:
            if best is None or used < best:
                best = used
            return
        for j in range(i, len(melds)):
            need = counts_of(JOKER if e >= JOKER_FLAG else e for e in melds[j])
            if all(rest[f] >= need[f] for f in range(53)):
                go(
                    j,
                    [rest[f] - need[f] for f in range(53)],
                    value + meld_points(melds[j]),
                    used + len(melds[j]),
                )

    go(0, list(counts), 0, 0)
    return best


# Small hands from a narrow slice of the deck, so melds are frequent and duplicates occur.
SUITS = st.integers(0, 3)
RANKS = st.sampled_from([1, 2, 3, 4, 5, 11, 12, 13])
HANDS = st.tuples(
    st.lists(st.tuples(SUITS, RANKS), min_size=3, max_size=8),
    st.integers(0, 2),
    st.sampled_from(
        [RommeRules(), RommeRules(cyclic_runs=True), RommeRules(strict_jokers=True, strict_sets=True)]
    ),
)


def _counts(hand: tuple) -> tuple[list[int], RommeRules]:
    naturals, jokers, rules = hand
    counts = [0] * 53
    for s, r in naturals:
        if counts[face(s, r)] < 2:  # two decks: at most two of a face
            counts[face(s, r)] += 1
    counts[JOKER] = jokers
    return counts, rules


@settings(max_examples=150, deadline=None)
@given(HANDS)
def test_solver_matches_brute_force_points_and_penalty(hand: tuple) -> None:
    counts, rules = _counts(hand)
    for objective in (POINTS, PENALTY_OBJECTIVE):
        weight = weight_function(objective, rules)
        arr = best_arrangement(counts, rules, objective)
        assert arr.value == brute_force(counts, rules, weight)
        assert all(is_meld(m, rules) for m in arr.melds)
        assert sum(weight(m) for m in arr.melds) == arr.value
        used = counts_of(JOKER if e >= JOKER_FLAG else e for m in arr.melds for e in m)
        assert all(used[f] + arr.leftover.count(f) == counts[f] for f in range(53))


@settings(max_examples=100, deadline=None)
@given(HANDS)
def test_fewest_cards_matches_brute_force(hand: tuple) -> None:
    counts, rules = _counts(hand)
    got = fewest_cards(counts, rules, 30)
    expected = brute_fewest(counts, rules, 30)
    if expected is None:
        assert got is None
    else:
        assert got is not None and got.cards == expected
        assert sum(meld_points(m) for m in got.melds) >= 30


def test_solver_uses_duplicates_and_several_jokers() -> None:
    hand = counts_of(cards("H5 H6 H7 H5 H6 H7 C9 S9 JK JK"))
    arr = best_arrangement(hand, R, CARDS)
    assert arr.leftover == ()
    assert sorted(len(m) for m in arr.melds) == [3, 3, 4]


def test_rm24_solver_first_meld_value() -> None:
    hand = counts_of(cards("HJ HQ HA JK C7 S7 H7 D2"))
    arr = best_arrangement(hand, R, POINTS)
    assert arr.value == 41 + 21  # J-Q-Joker(K)-A and three 7s
    smallest = fewest_cards(hand, R, 30)
    assert smallest is not None and smallest.cards == 3  # Q-Joker(K)-A = 31
    assert smallest.value >= 30


@settings(max_examples=60, deadline=None)
@given(HANDS)
def test_solver_in_slices_finds_the_same_arrangement(hand: tuple) -> None:
    counts, rules = _counts(hand)
    for objective in (POINTS, PENALTY_OBJECTIVE, CARDS):
        steps = arrangement_steps(counts, rules, objective, budget=3)
        while True:
            try:
                next(steps)
            except StopIteration as done:
                assert done.value == best_arrangement(counts, rules, objective)
                break


def test_rm22_six_jokers_and_a_full_suit_are_solved_in_many_slices() -> None:
    hand = counts_of(cards("HA H2 H3 H4 H5 H6 H7 H8 H9 H10 HJ HQ HK JK JK JK JK JK JK"))
    steps = arrangement_steps(hand, R, CARDS, budget=100)
    slices = 0
    while True:
        try:
            next(steps)
        except StopIteration as done:
            arr = done.value
            break
        slices += 1
    assert slices >= 10
    assert arr.leftover == () and all(is_meld(m, R) for m in arr.melds)
