"""RP-4, RP-22, RP-23, RP-34: where a number may be written on the score sheet."""

from __future__ import annotations

import random

from ludi.games.romisch_pokern import sheet

EMPTY = (None,) * 7


def test_rp4_a_column_has_seven_rows() -> None:
    assert sheet.ROWS == 7


def test_rp22_filled_rows_stay_strictly_increasing_and_rows_may_stay_empty() -> None:
    column = (None, 10, None, None, 30, None, None)
    rows_for_20 = [r for r in range(7) if sheet.fits(column, 20, r)]
    assert rows_for_20 == [2, 3]
    assert [r for r in range(7) if sheet.fits(column, 5, r)] == [0]
    assert [r for r in range(7) if sheet.fits(column, 35, r)] == [5, 6]
    assert sheet.fits(EMPTY, 39, 0)  # any empty row, even if it boxes the rest in


def test_rp23_a_number_only_once_per_column() -> None:
    column = (None, 10, None, None, None, None, None)
    assert not any(sheet.fits(column, 10, r) for r in range(7))


def test_rp34_twin_goes_directly_above_or_below_its_number() -> None:
    column = (None, None, None, None, None, 33, None)  # 33 in row 6 (index 5): the seed example
    assert sheet.twin_placements(column, [33]) == [(33, 4), (33, 6)]
    assert sheet.placements(column, [33]) == []
    assert sheet.placements(column, [33], twin=True) == [(33, 4), (33, 6)]
    blocked = (None, None, None, None, 30, 33, 34)
    assert sheet.twin_placements(blocked, [33]) == []


def test_closed_column_decision() -> None:
    assert sheet.is_closed((39, None, None, None, None, None, None))
    assert not sheet.is_closed(EMPTY)
    assert sheet.is_closed((1, 2, 3, 4, 5, 6, 7))


def test_decision_rp34_closed_counts_the_twin_as_a_way_to_write() -> None:
    boxed = (1, 2, 3, None, 4, 5, 6)
    assert sheet.is_closed(boxed)
    assert not sheet.is_closed(boxed, twin=True)  # 3 or 4 may still be twinned into row 4
    assert sheet.is_closed((1, 2, 3, 3, 4, 5, 6), twin=True)  # full
    assert not sheet.is_closed((39, None, None, None, None, None, None), twin=True)
    assert sheet.is_closed((39, None, None, None, None, None, None))


def test_placements_agree_with_the_row_rules_rp22_rp23_rp34() -> None:
    """The placements list (bounds worked out once per row) is exactly the rows ``fits`` and
    ``fits_as_twin`` accept, on random columns, sorted or not, with and without the twin."""
    rng = random.Random(7)
    for _ in range(3000):
        column = [rng.randint(1, 39) if rng.random() < 0.5 else None for _ in range(sheet.ROWS)]
        numbers = rng.sample(range(0, 41), rng.randint(0, 12))
        for twin in (False, True):
            expected = [
                (n, r)
                for n in sorted(set(numbers))
                for r in range(sheet.ROWS)
                if sheet.fits(column, n, r) or (twin and sheet.fits_as_twin(column, n, r))
            ]
            assert sheet.placements(column, numbers, twin=twin) == expected
