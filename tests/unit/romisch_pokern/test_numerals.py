"""RP-10..RP-13 and RP-52: which numbers the dice spell."""

from __future__ import annotations

import itertools

from ludi.games.romisch_pokern import numerals
from ludi.games.romisch_pokern.numerals import (
    SPELLS,
    can_still_become_valid,
    numbers_spelled,
    ordered_reading,
)


def test_rp2_die_faces_are_three_i_one_v_two_x() -> None:
    assert sorted(numerals.DIE_FACES) == ["I", "I", "I", "V", "X", "X"]
    assert numerals.DICE == 6


def test_rp10_valid_multisets_spell_standard_numerals() -> None:
    assert numbers_spelled("XVI") == (14, 16)
    assert numbers_spelled("III") == (3,)
    assert numbers_spelled("IIII") == ()  # at most three I in a row
    assert numbers_spelled("VV") == ()  # no VV
    assert numbers_spelled("IIV") == (7,)  # only VII: IIV is not a standard numeral
    assert numbers_spelled("XXXIX") == (39,)
    for n in range(1, 40):
        assert numerals.roman(n).count("I") <= 3


def test_rp11_the_seven_multisets_with_two_readings() -> None:
    doubles = {counts: numbers for counts, numbers in SPELLS.items() if len(numbers) == 2}
    assert sorted(doubles.values()) == [(4, 6), (9, 11), (14, 16), (19, 21), (24, 26), (29, 31), (34, 36)]


def test_rp12_every_number_but_38_and_six_dice_make_only_28_33_37() -> None:
    made = {n for numbers in SPELLS.values() for n in numbers}
    assert made == set(range(1, 40)) - {38}
    six = sorted(n for counts, numbers in SPELLS.items() if sum(counts) == 6 for n in numbers)
    assert six == [28, 33, 37]


def test_rp13_only_four_x_is_invalid_yet_not_dead() -> None:
    alive = [
        counts
        for counts in itertools.product(range(7), repeat=3)
        if 0 < sum(counts) <= 6 and counts not in SPELLS and can_still_become_valid(counts, 6 - sum(counts))
    ]
    assert alive == [(0, 0, 4)]
    assert not can_still_become_valid((0, 0, 4), 0)


def test_rp52_order_fixes_the_reading() -> None:
    assert ordered_reading(tuple("XIXVX")) == (34,)  # the rules' example
    assert ordered_reading(tuple("XI")) == (11,)  # stopping after X, I
    assert ordered_reading(tuple("IX")) == (9,)
    assert ordered_reading(tuple("VI")) == (6,)
    assert ordered_reading(tuple("IV")) == (4,)
    assert ordered_reading(tuple("XXI")) == (21,)
    assert ordered_reading(tuple("XIX")) == (19,)
    assert ordered_reading(tuple("XII")) == (12,)  # a second I: additive only
    assert ordered_reading(tuple("IIV")) == (7,)
