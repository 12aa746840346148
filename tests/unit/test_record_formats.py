"""Records replay the same in every Python: format 2 draws only through ``rng.random()``;
format-1 records (games saved before it) still replay with the standard library's calls."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

import pytest

from ludi.games import registry
from ludi.games.protocol import (
    LEGACY_RECORD_FORMAT,
    RECORD_FORMAT,
    GameRecord,
    ReplayError,
    Seat,
    randbelow,
    shuffle,
)

UNIT = Path(__file__).resolve().parent
FORMAT1 = sorted(UNIT.glob("*/golden/format1-*.json"))
GAMES = ("romisch-pokern", "romme", "romer")


class OnlyRandom(random.Random):
    """A generator that refuses every call but ``random()``: the portable helpers need no more."""

    def getrandbits(self, k: int) -> int:
        raise AssertionError("getrandbits is not portable across Python versions")

    def randrange(self, *args: object, **kwargs: object) -> int:
        raise AssertionError("randrange is not portable across Python versions")

    def shuffle(self, *args: object, **kwargs: object) -> None:
        raise AssertionError("shuffle is not portable across Python versions")

    def choice(self, *args: object, **kwargs: object) -> object:
        raise AssertionError("choice is not portable across Python versions")


class Scripted:
    """Hands out the given ``random()`` values, to reach the redraw branch."""

    def __init__(self, values: list[float]) -> None:
        self.values = values

    def random(self) -> float:
        return self.values.pop(0)


# --- the portable helpers ---------------------------------------------------------------------
def test_randbelow_is_the_53_bit_draw_modulo_n() -> None:
    plain = random.Random(2024)
    expected = [int(plain.random() * 2**53) % 6 for _ in range(20)]
    rng = random.Random(2024)
    assert [randbelow(rng, 6) for _ in range(20)] == expected
    assert expected[:6] == [5, 0, 5, 2, 1, 4]  # Python's promise: random() per seed never changes


def test_randbelow_redraws_the_incomplete_last_block_so_every_value_is_equally_likely() -> None:
    # 2**53 % 3 == 2: the two largest 53-bit draws would favour 0 and 1, so they are redrawn.
    top = (2**53 - 1) / 2**53
    rng = Scripted([top, 0.5])
    assert randbelow(rng, 3) == 2**52 % 3  # type: ignore[arg-type]
    assert rng.values == []
    assert randbelow(Scripted([0.5]), 1) == 0  # type: ignore[arg-type]


@pytest.mark.parametrize("n", [0, -1, 2**53 + 1])
def test_randbelow_refuses_an_empty_or_too_large_range(n: int) -> None:
    with pytest.raises(ValueError, match="randbelow"):
        randbelow(random.Random(1), n)


def test_the_helpers_need_nothing_but_random() -> None:
    rng = OnlyRandom(7)
    cards = list(range(110))
    shuffle(rng, cards)
    assert sorted(cards) == list(range(110)) and cards != list(range(110))
    assert 0 <= randbelow(rng, 6) < 6


def test_shuffle_is_pinned_fisher_yates() -> None:
    """This order is part of every format-2 record: changing it would deal other games."""
    cards = list(range(12))
    shuffle(random.Random(2024), cards)
    assert cards == [11, 4, 10, 6, 7, 0, 1, 3, 8, 9, 2, 5]


def test_shuffle_makes_every_order_about_equally_likely() -> None:
    rng = random.Random(5)
    counts: Counter[tuple[int, ...]] = Counter()
    for _ in range(12_000):
        items = [0, 1, 2]
        shuffle(rng, items)
        counts[tuple(items)] += 1
    assert len(counts) == 6
    assert all(1_800 < c < 2_200 for c in counts.values()), counts


# --- the format switch --------------------------------------------------------------------------
def _new(game: str, seed: int = 3, record_format: int = RECORD_FORMAT):
    definition = registry.get(game)
    rules = definition.rules_from_options(None, [])
    return definition.new_game(rules, [Seat("A"), Seat("B"), Seat("C")], seed, record_format=record_format)


@pytest.mark.parametrize("game", GAMES)
def test_new_games_write_format_2_and_keep_it_through_replay_and_clone(game: str) -> None:
    state = _new(game)
    assert RECORD_FORMAT == 2 and state.record().format == 2
    assert state.record().to_json()["format"] == 2
    assert registry.replay(GameRecord.loads(state.record().dumps())).record_format == 2
    assert state.clone().record_format == 2


def _fingerprint(game: str, record_format: int) -> tuple[object, list[int]]:
    """The dealt position and the next draws of a fresh game (Pokern deals no cards)."""
    state = _new(game, record_format=record_format)
    return state.position_json(), [state.rng_below(1000) for _ in range(5)]


@pytest.mark.parametrize("game", GAMES)
def test_the_format_decides_how_the_game_draws(game: str) -> None:
    """Same seed, two formats: two games, each the same every time."""
    old, new = _fingerprint(game, 1), _fingerprint(game, 2)
    assert old == _fingerprint(game, 1) and new == _fingerprint(game, 2)
    assert old != new


def test_a_record_without_format_is_todays() -> None:
    record = GameRecord.from_json({"game": "romme", "seats": [{"name": "A"}, {"name": "B"}], "seed": 0})
    assert record.format == RECORD_FORMAT


def test_every_game_keeps_a_format_1_fixture() -> None:
    assert {json.loads(p.read_text())["record"]["game"] for p in FORMAT1} == set(GAMES)


@pytest.mark.parametrize("path", FORMAT1, ids=[f"{p.parent.parent.name}-{p.stem}" for p in FORMAT1])
def test_a_format_1_record_replays_to_its_known_final_scores(path: Path) -> None:
    """Golden records written before format 2 (as browsers autosaved games in progress)."""
    data = json.loads(path.read_text())
    assert data["record"]["format"] == LEGACY_RECORD_FORMAT
    record = GameRecord.from_json(data["record"])
    state = registry.replay(record)
    assert state.is_over and state.scores() == data["final_scores"]
    # A resumed old game goes on in its own format: its saves and undos replay it again.
    assert state.record_format == 1 and state.record().dumps() == record.dumps()
    halfway = registry.replay(record, upto=len(record.actions) // 2)
    assert halfway.record().format == 1 and not halfway.is_over


@pytest.mark.parametrize("path", FORMAT1, ids=[f"{p.parent.parent.name}-{p.stem}" for p in FORMAT1])
def test_the_same_format_1_actions_read_as_format_2_are_another_game(path: Path) -> None:
    """The switch is real: the old actions do not fit the portable deal and dice."""
    data = json.loads(path.read_text())
    relabelled = GameRecord.from_json({**data["record"], "format": 2})
    try:
        state = registry.replay(relabelled)
    except ReplayError:
        return
    assert not state.is_over or state.scores() != data["final_scores"]


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_format_2_game_draws_with_random_alone(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every draw of a game (deal, reshuffles, dice, first seat) is refused unless it goes
    through ``random()``: the state's generator is one that allows nothing else."""
    from ludi.games import protocol

    chooser = random.Random(11)
    monkeypatch.setattr(protocol, "random", SimpleNamespace(Random=OnlyRandom))
    definition = registry.get(game)
    options = ["target=200"] if game == "romer" else []
    rules = definition.rules_from_options("palast" if game == "romme" else None, options)
    state = definition.new_game(rules, [Seat("A"), Seat("B"), Seat("C")], 8)
    assert type(state.rng) is OnlyRandom
    reshuffled = False
    while not state.is_over and len(state.history) < 20_000:
        state.apply(chooser.choice(state.legal_actions()))
        reshuffled = reshuffled or getattr(state, "reshuffles", 0) > 0
    assert state.is_over
    assert game == "romisch-pokern" or len(state.results) >= 2  # later deals too
    assert game != "romme" or reshuffled  # and Rommé's discard pile turned into the stock
