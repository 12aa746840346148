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


def test_rp52_rp13_an_i_after_four_x_adds_so_xxxxi_is_no_numeral() -> None:
    """RP-52: an I rolled after every X adds (XXXXI); only XXXIX is 39 (RP-13)."""
    assert ordered_reading(tuple("XXXXI")) == ()
    assert ordered_reading(tuple("XXXIX")) == (39,)  # the I before the last X subtracts
    assert ordered_reading(tuple("IXXXX")) == (39,)  # rolled before the X's: it subtracts
    assert ordered_reading(tuple("XIXXX")) == (39,)


def test_rp13_rp52_a_v_after_four_x_is_no_numeral_in_any_order() -> None:
    for sequence in ("XXXXV", "VXXXX", "XXVXX"):
        assert numbers_spelled(sequence) == ()
        assert ordered_reading(tuple(sequence)) == ()


def test_rp52_every_ordered_reading_is_one_of_the_multiset_readings() -> None:
    """Order only picks among the RP-11 readings; the subtractive one needs the I before its die."""
    for length in range(1, 7):
        for sequence in itertools.product(numerals.SYMBOLS, repeat=length):
            reading = ordered_reading(sequence)
            assert len(reading) <= 1
            assert set(reading) <= set(numbers_spelled(sequence))
            if reading and sequence.count("I") == 1 and len(numbers_spelled(sequence)) == 2:
                subtracts = "IV" in numerals.roman(reading[0]) or "IX" in numerals.roman(reading[0])
                target = "V" if "V" in sequence else "X"
                assert subtracts == (target in sequence[sequence.index("I") + 1 :])


def test_rp52_rp13_with_order_nothing_invalid_can_still_become_valid() -> None:
    """Under RP-52 XXXX waits for an I that would come after the X's: no result is pending."""
    alive = [
        sequence
        for length in range(1, 7)
        for sequence in itertools.product(numerals.SYMBOLS, repeat=length)
        if not ordered_reading(sequence) and numerals.is_pending(sequence, 6 - length, order_matters=True)
    ]
    assert alive == []
    assert numerals.is_pending(tuple("XXXX"), 2, order_matters=False)
    assert not numerals.is_pending(tuple("XXXX"), 2, order_matters=False, strict_xxxx=True)  # RP-53
    assert not numerals.is_pending(tuple("XXXX"), 0, order_matters=False)
