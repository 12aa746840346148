"""Meld validation and values (RM-20..RM-24, RM-40, RM-64, RM-67, RM-68)."""

from __future__ import annotations

import pytest

from ludi.games.romme.cards import counts_of
from ludi.games.romme.melds import (
    RUN,
    SET,
    InvalidMeld,
    all_melds,
    check_meld,
    exchanges,
    is_meld,
    layoffs,
    meld_points,
    melds_points,
    normalize,
)
from ludi.games.romme.rules import RommeRules
from ludi.games.romme.solver import CARDS, PENALTY_OBJECTIVE, POINTS, best_arrangement

from .helpers import cards, meld

R = RommeRules()


def test_rm20_sets_of_three_or_four_distinct_suits() -> None:
    assert check_meld(meld("C7 S7 H7"), R) == SET
    assert check_meld(meld("C7 S7 H7 D7"), R) == SET
    assert not is_meld(meld("C7 H7 H7"), R)  # two ♥7 from two decks never share a set
    assert not is_meld(meld("C7 S7"), R)


def test_rm21_runs_ace_low_or_high_never_inside() -> None:
    assert check_meld(meld("HA H2 H3"), R) == RUN
    assert check_meld(meld("HQ HK HA"), R) == RUN
    assert not is_meld(meld("HK HA H2"), R)
    assert not is_meld(meld("H5 H6 D7"), R)
    assert not is_meld(meld("H5 H7 H8"), R)
    full = "HA H2 H3 H4 H5 H6 H7 H8 H9 H10 HJ HQ HK"
    assert is_meld(meld(full), R)
    assert not is_meld(meld(full + " HA"), R)  # at most 13 cards, each rank once


def test_rm64_cyclic_runs() -> None:
    cyclic = RommeRules(cyclic_runs=True)
    assert is_meld(meld("HQ HK HA H2 H3"), cyclic)
    assert not is_meld(meld("HQ HK HA H2 H3"), R)
    long = "H5 H6 H7 H8 H9 H10 HJ HQ HK HA H2 H3 H4"
    assert is_meld(meld(long), cyclic)
    assert not is_meld(meld(long + " H5"), cyclic)


def test_rm22_joker_limit() -> None:
    assert is_meld(meld("H5 H6 *H7"), R)
    assert not is_meld(meld("H5 *H6 *H7"), R)  # two jokers need two naturals
    assert is_meld(meld("H5 *H6 *H7 H8"), R)
    assert not is_meld(meld("*H4 H5 *H6 *H7 H8"), R)
    assert not is_meld(meld("H5 H6 *H8"), R)  # a joker stands for one definite card


def test_rm22_jokers_forbidden_without_jokers() -> None:
    assert not is_meld(meld("H5 H6 *H7"), RommeRules(no_jokers=True))


def test_rm67_strict_jokers_not_side_by_side() -> None:
    strict = RommeRules(strict_jokers=True)
    assert not is_meld(meld("H9 *H10 *HJ HQ"), strict)
    assert is_meld(meld("*H9 H10 *HJ HQ"), strict)
    assert not is_meld(normalize(meld("H3 D3 *C3 *S3")), strict)


def test_rm68_strict_sets() -> None:
    strict = RommeRules(strict_sets=True)
    assert is_meld(meld("C5 *S5 H5"), strict)  # the joker is ♠
    assert not is_meld(meld("C5 H5 D5"), strict)  # gap at ♠
    assert is_meld(meld("S5 H5 D5"), strict)
    assert is_meld(meld("C5 S5 *H5"), strict)


@pytest.mark.parametrize("text", ["*S7 H7 D7", "*C7 S7 H7 D7", "*C5 S5 H5"])
def test_rm68_strict_sets_allow_a_joker_at_the_low_end(text: str) -> None:
    """The seed forbids a joker *before* clubs ("ne peut donc pas remplacer de carte qui la
    précède": nothing precedes clubs). A joker standing for ♠ in front of ♥ ♦, or for ♣ itself,
    stands for a missing suit of the run of suits, so the set is allowed (RM-68)."""
    strict = RommeRules(strict_sets=True)
    assert check_meld(meld(text), strict) == SET


def test_rm68_a_joker_before_clubs_cannot_be_written() -> None:
    """The seed's refused "joker – trèfle – pique": a joker names its suit (RM-22), and no suit
    comes before ♣, so such a joker has nothing to stand for; as ♥ it follows ♠ (RM-68)."""
    strict = RommeRules(strict_sets=True)
    assert normalize(meld("*H5 C5 S5")) == meld("C5 S5 *H5") and is_meld(meld("C5 S5 *H5"), strict)
    assert not is_meld(meld("*D5 C5 S5"), strict)  # a gap at ♥ (normalized: ♣ ♠ *♦)
    assert not is_meld(normalize(meld("*D5 C5 S5")), strict)


@pytest.mark.parametrize("rank", ["10", "J", "Q", "K", "A"])
def test_rm24_three_of_a_rank_reach_30(rank: str) -> None:
    m = meld(f"C{rank} S{rank} H{rank}")
    assert is_meld(m, R) and meld_points(m) >= 30


def test_rm24_three_sevens_do_not_reach_30() -> None:
    assert meld_points(meld("C7 S7 H7")) == 21


@pytest.mark.parametrize(
    ("text", "value"),
    [("H10 HJ HQ HK", 40), ("HJ HQ HK HA", 41), ("H7 H8 H9 H10 HJ", 44)],
)
def test_rm24_runs_reaching_30(text: str, value: int) -> None:
    assert is_meld(meld(text), R)
    assert meld_points(meld(text)) == value


def test_rm24_joker_counts_as_king_in_j_q_joker_a() -> None:
    m = meld("HJ HQ *HK HA")
    assert is_meld(m, R)
    assert meld_points(m) == 41


def test_rm24_club4_spade4_joker_is_a_set_of_three_fours() -> None:
    m = normalize(meld("C4 S4 *H4"))
    assert check_meld(m, R) == SET and meld_points(m) == 12


def test_rm24_two_threes_two_jokers_is_a_four_card_set() -> None:
    m = normalize(meld("H3 D3 *C3 *S3"))
    assert check_meld(m, R) == SET and len(m) == 4


def test_rm24_heart9_joker_joker_heartq_is_9_10_j_q() -> None:
    m = meld("H9 *H10 *HJ HQ")
    assert check_meld(m, R) == RUN
    assert meld_points(m) == 39


def test_rm23_ace_values() -> None:
    assert meld_points(meld("HA H2 H3")) == 6
    assert meld_points(meld("HQ HK HA")) == 31
    assert meld_points(meld("CA SA HA")) == 33
    assert melds_points([meld("HA H2 H3"), meld("CA SA HA")]) == 39


def test_all_melds_finds_runs_sets_and_joker_placements() -> None:
    hand = counts_of(cards("H5 H6 H7 C9 S9 D9 JK"))
    found = set(all_melds(hand, R))
    assert meld("H5 H6 H7") in found
    assert meld("H5 H6 H7 *H8") in found
    assert meld("*H4 H5 H6 H7") in found
    assert meld("H5 *H6 H7") in found  # a joker may stand for a card the hand holds
    assert normalize(meld("C9 S9 D9")) in found
    assert normalize(meld("C9 S9 *H9 D9")) in found
    assert all(is_meld(m, R) for m in found)


def test_layoffs_extend_runs_at_both_ends_and_sets() -> None:
    hand = counts_of(cards("H4 H8 D7 JK"))
    options = {(e, s) for e, s, _ in layoffs(meld("H5 H6 H7"), hand, R)}
    assert (cards("H4")[0], True) in options
    assert (cards("H8")[0], False) in options
    assert (meld("*H4")[0], True) in options
    set_options = {e for e, _s, _ in layoffs(normalize(meld("C7 S7 H7")), hand, R)}
    assert cards("D7")[0] in set_options


def test_rm40_exchange_in_three_card_set_any_missing_suit() -> None:
    table = normalize(meld("C4 S4 *H4"))
    hand = counts_of(cards("D4 H4"))
    got = {f for _p, f, _ in exchanges(table, hand, R)}
    assert got == set(cards("D4 H4"))
    run = meld("H5 *H6 H7")
    assert [(p, f) for p, f, _ in exchanges(run, counts_of(cards("H6 D6")), R)] == [(1, cards("H6")[0])]


def test_rm67_joker_taken_only_from_full_set() -> None:
    strict = RommeRules(strict_jokers=True)
    hand = counts_of(cards("D4 H4"))
    assert exchanges(normalize(meld("C4 S4 *H4")), hand, strict) == []
    assert exchanges(normalize(meld("C4 S4 *H4 D4")), hand, strict)


PALACE_R = RommeRules(preset="palace")


def test_rm22_palast_two_jokers_side_by_side_only_where_their_places_are_clear() -> None:
    # The German seed: ♥9 Joker Joker ♥Q is allowed, ♥8 ♥9 Joker Joker is not (10-J or 6-7?).
    assert is_meld(meld("H9 *H10 *HJ HQ"), R)
    assert not is_meld(meld("H8 H9 *H10 *HJ"), R)
    assert not is_meld(meld("*H6 *H7 H8 H9"), R)
    with pytest.raises(InvalidMeld, match="RM-22"):
        check_meld(meld("H8 H9 *H10 *HJ"), R)
    # ♥3 ♦3 Joker Joker: the jokers are the missing ♣3 and ♠3 — a set is always clear.
    assert is_meld(meld("*C3 *S3 H3 D3"), R)
    assert is_meld(meld("C4 S4 *H4"), R)  # one joker: the third 4
    # One joker at an end is no "two jokers side by side".
    assert is_meld(meld("H8 H9 *H10"), R) and is_meld(meld("*HJ HQ HK HA"), R)
    # Only one window fits: nothing precedes A-2, nothing follows K-A.
    assert is_meld(meld("HA H2 *H3 *H4"), R) and is_meld(meld("*HJ *HQ HK HA"), R)
    assert not is_meld(meld("*H10 *HJ HQ HK"), R)  # J-Q-K-A fits too
    assert not is_meld(meld("HA H2 *H3 *H4"), RommeRules(cyclic_runs=True))  # Q-K-A-2 fits too
    # A clear pair does not make a third joker clear: 4-8 or 5-9.
    assert not is_meld(meld("H5 *H6 *H7 H8 *H9"), R)
    assert is_meld(meld("H5 *H6 *H7 H8 H9"), R)


def test_rm22_palace_keeps_every_joker_naming_its_card() -> None:
    assert is_meld(meld("H8 H9 *H10 *HJ"), PALACE_R)
    assert is_meld(meld("*H6 *H7 H8 H9"), PALACE_R)


def test_rm22_palast_enumeration_lay_offs_and_solver_agree_with_the_check() -> None:
    hand = counts_of(cards("H8 H9 S5 S6 JK JK"))
    melds = all_melds(hand, R)
    assert meld("H8 H9 *H10") in melds and meld("*H7 H8 H9") in melds
    assert meld("H8 H9 *H10 *HJ") not in melds and meld("*H6 *H7 H8 H9") not in melds
    assert meld("H8 H9 *H10 *HJ") in all_melds(hand, PALACE_R)
    assert all(is_meld(m, R) for m in melds)
    # A second joker laid off beside the first at the end of a run would be unclear.
    jokers = counts_of(cards("JK"))
    assert [new for _e, _s, new in layoffs(meld("H8 H9 *H10"), jokers, R)] == [meld("*H7 H8 H9 *H10")]
    assert len(layoffs(meld("H8 H9 *H10"), jokers, PALACE_R)) == 2
    for objective in (POINTS, PENALTY_OBJECTIVE, CARDS):
        for m in best_arrangement(hand, R, objective).melds:
            assert is_meld(m, R)
