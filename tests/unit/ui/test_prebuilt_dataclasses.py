"""Dataclasses take their methods' code from the build's table instead of compiling it (a game's
opening on a first visit), and still behave as dataclasses; anything the table lacks, or a
table that cannot be read, only means compiling as before."""

from __future__ import annotations

import dataclasses
import marshal
import sys
import traceback
import types
from collections.abc import Iterator

import pytest

from ludi.ui import prebuilt_dataclasses as prebuilt

SAMPLE = '''
from dataclasses import dataclass, field

@dataclass(frozen=True)
class Move:
    """A move."""
    kind: str
    cards: tuple[int, ...] = ()
    seat: int = 0

@dataclass
class Tally:
    """A tally."""
    points: list[int] = field(default_factory=list)
'''
EXTRA = '''
from dataclasses import dataclass

@dataclass(frozen=True)
class Unseen:
    """Not seen by the build."""
    label: str
'''


def load_sample(name: str, source: str) -> types.ModuleType:
    module = types.ModuleType(name)
    sys.modules[name] = module
    exec(compile(source, f"<{name}>", "exec"), module.__dict__)
    return module


@pytest.fixture
def clean_dataclasses() -> Iterator[None]:
    vars(dataclasses).pop("exec", None)  # installed by an earlier test that opened a game
    yield
    vars(dataclasses).pop("exec", None)
    for name in [m for m in sys.modules if m.startswith("sample_game")]:
        del sys.modules[name]


def built_sample() -> bytes:
    tables = prebuilt.build_table(lambda: load_sample("sample_game", SAMPLE))
    assert "exec" not in vars(dataclasses)  # the build leaves dataclasses as it found it
    assert list(tables) == ["sample_game"] and tables["sample_game"]
    return prebuilt.pack(tables)


def test_the_builds_code_is_used_and_the_classes_behave(clean_dataclasses: None) -> None:
    data = built_sample()
    hook = prebuilt.use_prebuilt_dataclass_code(lambda: data)
    assert prebuilt.use_prebuilt_dataclass_code(lambda: b"") is hook  # installed once
    sample = load_sample("sample_game", SAMPLE)
    assert hook.compiled == 0
    move = sample.Move("draw", (3, 4))
    assert move == sample.Move("draw", (3, 4)) and hash(move) == hash(sample.Move("draw", (3, 4)))
    assert repr(move) == "Move(kind='draw', cards=(3, 4), seat=0)"
    with pytest.raises(dataclasses.FrozenInstanceError):
        move.seat = 1  # type: ignore[misc]
    assert sample.Tally().points == [] and sample.Tally().points is not sample.Tally().points


def test_the_shipped_code_has_no_line_table_and_its_errors_still_tell(clean_dataclasses: None) -> None:
    tables = prebuilt.unpack(built_sample())
    codes = list(tables["sample_game"].values())
    assert codes and all(set(code.co_positions()) == {(None, None, None, None)} for code in codes)
    hook = prebuilt.use_prebuilt_dataclass_code(lambda: prebuilt.pack(tables))
    sample = load_sample("sample_game", SAMPLE)
    assert hook.compiled == 0
    with pytest.raises(dataclasses.FrozenInstanceError) as raised:
        sample.Move("draw").seat = 1  # raised inside the generated __setattr__
    told = "".join(traceback.format_exception(raised.value))
    assert "line None, in __setattr__" in told and "cannot assign to field 'seat'" in told


def test_a_class_the_build_did_not_see_is_compiled_as_before(clean_dataclasses: None) -> None:
    data = built_sample()
    hook = prebuilt.use_prebuilt_dataclass_code(lambda: data)
    extra = load_sample("sample_game_extra", EXTRA)
    assert hook.compiled > 0
    assert extra.Unseen("a") == extra.Unseen("a")


@pytest.mark.parametrize(
    "data",
    [
        None,
        b"",
        b"not marshal data \x00\xff",
        b"\xe3\x00",
        marshal.dumps(7),  # readable, but no table
        marshal.dumps({"sample_game": 7}),
    ],
)
def test_no_table_or_a_damaged_one_only_means_compiling(clean_dataclasses: None, data: bytes | None) -> None:
    hook = prebuilt.use_prebuilt_dataclass_code(lambda: data)
    sample = load_sample("sample_game", SAMPLE)
    assert hook.compiled > 0
    assert sample.Move("x").kind == "x"


def test_the_tables_can_be_read_ahead_of_the_first_class(clean_dataclasses: None) -> None:
    data = built_sample()
    reads: list[int] = []
    hook = prebuilt.use_prebuilt_dataclass_code(lambda: reads.append(1) or data)
    assert hook.load_tables() and reads == [1]
    assert not hook.load_tables()  # once
    sample = load_sample("sample_game", SAMPLE)
    assert reads == [1] and hook.compiled == 0
    assert sample.Move("draw").kind == "draw"


def test_tables_read_ahead_that_turn_out_damaged_only_mean_compiling(clean_dataclasses: None) -> None:
    hook = prebuilt.use_prebuilt_dataclass_code(lambda: b"not marshal data \x00\xff")
    assert hook.load_tables()
    assert load_sample("sample_game", SAMPLE).Move("x").kind == "x" and hook.compiled > 0


def test_run_from_the_sources_there_is_no_table() -> None:
    assert prebuilt.read_shipped() is None


def test_two_sources_with_one_key_stop_the_build(
    monkeypatch: pytest.MonkeyPatch, clean_dataclasses: None
) -> None:
    monkeypatch.setattr(prebuilt, "source_key", lambda source: (0, 0))
    with pytest.raises(ValueError, match="share the key"):
        prebuilt.build_table(lambda: load_sample("sample_game", SAMPLE))
    assert "exec" not in vars(dataclasses)
