"""python -m ludi with hostile input (issue 11 §3): exactly one line on stderr, a non-zero exit,
never a traceback, and untrusted values shown through ``repr`` (no escape codes, no newlines).

``main`` is called in-process (fast, and a traceback would fail the test as an exception);
one test goes through ``subprocess`` to check the real process's stderr and exit code.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ludi.cli import main, play_bot_game

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def good() -> dict:
    """A short valid Pokern record to break in many ways."""
    return play_bot_game("romisch-pokern", ["easy", "easy"], seed=5).record().to_json()


def nested(depth: int, leaf: object = 0) -> str:
    return "[" * depth + json.dumps(leaf) + "]" * depth


def _replay(tmp_path: Path, content: str | bytes, capsys) -> tuple[int, str]:
    path = tmp_path / "record.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    code = main(["replay", str(path)])
    captured = capsys.readouterr()
    return code, captured.err


def assert_one_clean_line(code: int, err: str) -> None:
    assert code != 0
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err
    assert "\x1b" not in err and "\r" not in err


def _hostile(good: dict) -> dict[str, str | bytes]:
    def with_(**changes: object) -> str:
        data = dict(good)
        data.update(changes)
        return json.dumps(data)

    def seed(raw: str) -> str:
        return with_(seed="SEED").replace('"SEED"', raw)

    def action(raw: str) -> str:
        return with_(actions=["ACTION"]).replace('"ACTION"', raw)

    return {
        "not utf-8": b'{"game": "romisch-pokern", "seed": 1, "seats": [], "x": "\xff\xfe"}',
        "seed 1e400": seed("1e400"),
        "seed Infinity": seed("Infinity"),
        "seed NaN": seed("NaN"),
        "seed of 5000 digits": seed("9" * 5000),
        "5000 digits in an action": action('{"type": "Roll", "count": ' + "7" * 5000 + "}"),
        "nested 995": nested(995),
        "nested 100000": nested(100_000),
        "nested rules": with_(rules="R").replace('"R"', '{"x": ' + nested(985) + "}"),
        "nested action": action('{"type": "Roll", "count": ' + nested(985) + "}"),
        "nested seats": with_(seats="S").replace('"S"', nested(990)),
        "nested setup": with_(setup="P").replace('"P"', '{"columns": ' + nested(985) + "}"),
        "rules a list": with_(rules=[1, 2]),
        "rules wrong types": with_(rules={"roll_several": "yes"}),
        "rules unknown key with escape": with_(rules={"\x1b[31mred\nline": True}),
        "game with escape": with_(game="\x1b[2J\nevil"),
        "game a number": with_(game=7),
        "seats a dict": with_(seats={"a": 1}),
        "seat name a list": with_(seats=[{"name": ["x"]}, {"name": "b"}]),
        "seat kind unknown": with_(seats=[{"name": "a", "kind": "\x1b[31m\n"}, {"name": "b"}]),
        "bot without level": with_(seats=[{"name": "a", "kind": "bot"}, {"name": "b"}]),
        "one seat": with_(seats=[{"name": "a"}]),
        "actions a string": with_(actions="Roll"),
        "action not an object": with_(actions=[1]),
        "action unknown type": with_(actions=[{"type": "\x1b[31mBoom\n"}]),
        "action field float": with_(actions=[{"type": "Roll", "count": 1.0}]),
        "action field bool": with_(actions=[{"type": "Roll", "count": True}]),
        "action extra field": with_(actions=[{"type": "Roll", "count": 1, "\x1b": 2}]),
        "format 3": with_(format=3),
        "format 0": with_(format=0),
        "format a string": with_(format="1"),
        "setup a list": with_(setup=[1]),
        "setup wrong types": with_(setup={"columns": "nope"}),
        "top level a list": "[1, 2, 3]",
        "empty file": "",
        "not json": "{'game': 1}",
        "huge string": with_(game="x" * 1_000_000),
    }


HOSTILE_NAMES = sorted(_hostile({"seed": 1, "game": "g", "rules": {}, "seats": [], "actions": []}))


@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_replay_of_a_hostile_record_is_one_clean_line(name: str, good: dict, tmp_path: Path, capsys) -> None:
    code, err = _replay(tmp_path, _hostile(good)[name], capsys)
    assert_one_clean_line(code, err)
    assert len(err) < 400, err


def test_untrusted_text_is_shown_through_repr(good: dict, tmp_path: Path, capsys) -> None:
    data = dict(good, game="\x1b[2J\nevil")
    code, err = _replay(tmp_path, json.dumps(data), capsys)
    assert_one_clean_line(code, err)
    assert repr("\x1b[2J\nevil") in err


def test_a_missing_file_is_one_line(tmp_path: Path, capsys) -> None:
    assert main(["replay", str(tmp_path / "nope\x1b.json")]) == 2
    assert_one_clean_line(2, capsys.readouterr().err)


def test_a_directory_is_one_line(tmp_path: Path, capsys) -> None:
    assert main(["replay", str(tmp_path)]) == 2
    assert_one_clean_line(2, capsys.readouterr().err)


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "romisch-pokern", "--bots", "easy,easy", "--games", "0"],
        ["simulate", "romisch-pokern", "--bots", "easy,easy", "--games", "-3"],
        ["simulate", "romme", "--bots", "easy,easy", "--options", "knocking,single-round"],
        ["simulate", "romme", "--bots", "easy,easy,easy,easy,easy", "--preset", "palace"],
        ["simulate", "romme", "--bots", "easy,easy", "--preset", "\x1b[31m\n"],
        ["simulate", "\x1b[31mgame\n", "--bots", "easy,easy"],
        ["simulate", "romisch-pokern", "--bots", "easy,\x1b[31m\n"],
        ["simulate", "romisch-pokern", "--bots", "easy,easy", "--seed", str(10**30)],
    ],
)
def test_simulate_refusals_are_one_line_and_exit_2(argv: list[str], capsys) -> None:
    code = main(argv)
    err = capsys.readouterr().err
    assert code == 2
    assert_one_clean_line(code, err)


@pytest.mark.parametrize(
    "argv",
    [["simulate", "romme", "--bots", "easy,easy", "--games", "x\x1b"], ["replay"], ["explode"], []],
)
def test_usage_errors_are_one_line_and_exit_2(argv: list[str], capsys) -> None:
    with pytest.raises(SystemExit) as done:
        main(argv)
    assert done.value.code == 2
    assert_one_clean_line(2, capsys.readouterr().err)


def test_the_real_process_prints_one_line_and_no_traceback(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text(nested(50_000))
    done = subprocess.run(
        [sys.executable, "-m", "ludi", "replay", str(path)],
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT / "py"), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
