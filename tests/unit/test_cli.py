"""python -m ludi: simulate prints win rates; replay validates a record or names the bad move."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from ludi.cli import main, play_bot_game

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "ludi", *args],
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT / "py"), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_simulate_prints_win_rates_mean_scores_and_speed(capsys) -> None:
    assert (
        main(["simulate", "romisch-pokern", "--bots", "normal,easy", "--games", "5", "--seed", "3", "--json"])
        == 0
    )
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 5 and len(result["seats"]) == 2
    assert abs(sum(s["win_rate"] for s in result["seats"]) - 1.0) < 1e-9
    assert all(s["mean_score"] > 0 for s in result["seats"]) and result["games_per_second"] > 0


def test_simulate_rejects_unknown_levels_and_options(capsys) -> None:
    assert main(["simulate", "romisch-pokern", "--bots", "genius,easy", "--games", "1"]) == 2
    assert main(["simulate", "romisch-pokern", "--bots", "easy,easy", "--options", "turbo"]) == 2
    assert "unknown option" in capsys.readouterr().err


def test_replay_prints_final_scores(tmp_path: Path) -> None:
    state = play_bot_game("romisch-pokern", ["normal", "easy"], seed=11)
    path = tmp_path / "game.json"
    path.write_text(state.record().dumps())
    done = run("replay", str(path))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["scores"] == state.scores() and out["over"] is True


def test_replay_names_the_first_illegal_move(tmp_path: Path) -> None:
    state = play_bot_game("romisch-pokern", ["normal", "easy"], seed=12)
    data = state.record().to_json()
    data["actions"][0] = {"type": "Stop"}  # a turn cannot start by stopping (RP-20)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    done = run("replay", str(path))
    assert done.returncode == 1
    assert "move 1" in done.stderr and "stop" in done.stderr


def test_replay_rejects_a_broken_file(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text("{not json")
    done = run("replay", str(path))
    assert done.returncode == 2 and "invalid record" in done.stderr


def test_simulate_with_jobs_splits_games_by_seed_and_gives_the_same_totals(capsys) -> None:
    base = ["simulate", "romme", "--bots", "normal,easy,normal", "--games", "6", "--seed", "4"]
    results = []
    for jobs in ("1", "2"):
        assert main([*base, "--options", "single-round", "--jobs", jobs, "--json"]) == 0
        results.append(json.loads(capsys.readouterr().out)["seats"])
    assert results[0] == results[1]
    assert any(row["mean_score"] != 0 for row in results[0])


def test_simulate_refuses_fewer_than_one_job(capsys) -> None:
    assert main(["simulate", "romme", "--bots", "easy,easy", "--games", "2", "--jobs", "0"]) == 2
    assert "--jobs" in capsys.readouterr().err
