"""Golden records replay to their known final scores; bots play legally from views only, are
reproducible from their seed and think in short slices; the command line handles Römer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.unit.romer.helpers import yields_per_decision

from ludi.cli import main, play_bot_game
from ludi.games import registry
from ludi.games.protocol import GameRecord, Seat
from ludi.games.romer.bots import EasyBot, NormalBot, StrongBot, sample_world
from ludi.games.romer.rules import RomerRules
from ludi.games.romer.state import RomerState
from ludi.games.romer.views import RomerView

GOLDEN = sorted((Path(__file__).resolve().parent / "golden").glob("*.json"))


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_record_replays_to_known_final_scores(path: Path) -> None:
    data = json.loads(path.read_text())
    state = registry.replay(GameRecord.from_json(data["record"]))
    assert state.is_over
    assert state.scores() == data["final_scores"]
    assert len(state.results) == data["rounds"]


def test_golden_hand_made_record_ro_33_ro_34_scores_120() -> None:
    data = json.loads((GOLDEN[0].parent / "setup-ro-34.json").read_text())
    assert "setup" in data["record"]
    assert data["final_scores"] == [0, 120, 0, 0]  # worked out by hand in make_golden.by_hand
    assert registry.replay(GameRecord.from_json(data["record"])).scores() == [0, 120, 0, 0]


def test_registered_with_four_bot_levels_and_two_to_four_seats() -> None:
    definition = registry.get("romer")
    assert list(definition.bots) == ["easy", "normal", "strong", "expert"]
    assert definition.state_class is RomerState and definition.rules_class().seat_range == (2, 4)
    assert definition.rules_from_options(None, ["target=700"]).target == 700


class SpyBot(StrongBot):
    """Records what the bot was given, to check it is only a view."""

    seen: list[object] = []

    def steps(self, view, legal):  # type: ignore[override]
        SpyBot.seen.append(view)
        action = yield from super().steps(view, legal)
        return action


@pytest.mark.parametrize("cls", [EasyBot, NormalBot, SpyBot])
def test_bots_play_legal_moves_from_views_only(cls: type) -> None:
    state = RomerState(RomerRules(single_round=True), [Seat(str(i), "bot", "x") for i in range(3)], seed=5)
    bots = [cls(i, seed=i) for i in range(3)]
    steps = 0
    while not state.is_over and steps < 2000:
        seat = state.current_seat
        legal = state.legal_actions()
        action = bots[seat].choose(state.view(seat), legal)
        assert action in legal
        state.apply(action)
        steps += 1
    assert state.is_over
    for view in SpyBot.seen:
        assert isinstance(view, RomerView)
        assert not hasattr(view, "hands") and not hasattr(view, "draw")


def test_strong_bot_is_reproducible_from_its_seed() -> None:
    state = RomerState(RomerRules(single_round=True), [Seat(str(i)) for i in range(3)], seed=8)
    for _ in range(12):
        state.apply(
            NormalBot(state.current_seat, 0).choose(state.view(state.current_seat), state.legal_actions())
        )
    seat = state.current_seat
    view, legal = state.view(seat), state.legal_actions()
    picks = {StrongBot(seat, seed=42).choose(view, legal) for _ in range(3)}
    assert len(picks) == 1 and picks <= set(legal)


def test_strong_bot_thinks_in_slices() -> None:
    """Between two sampled deals the strong bot yields to the page (the slices' length:
    benchmarks/bot_browser.py)."""
    state = RomerState(RomerRules(single_round=True), [Seat(str(i)) for i in range(4)], seed=3)
    decisions = yields_per_decision(state, [StrongBot(i, seed=i) for i in range(4)], 40)
    chosen = [slices for options, slices in decisions if options > 1]
    assert chosen and max(chosen) > StrongBot.samples, decisions


def test_sampled_worlds_keep_what_the_bot_knows() -> None:
    """The strong bot's sampled deals agree with its view: same own hand, same known cards."""
    import random

    state = RomerState(RomerRules(single_round=True), [Seat(str(i)) for i in range(3)], seed=4)
    rng = random.Random(1)
    for _ in range(15):
        state.apply(rng.choice(state.legal_actions()))
    assert not state.is_over
    view = state.view(1)
    world = sample_world(view, random.Random(2))
    mine = world.view(1)
    assert mine.hand == view.hand and mine.teams == view.teams and mine.hand_sizes == view.hand_sizes
    assert mine.draw_size == view.draw_size and mine.discard_size == view.discard_size


def test_cli_simulates_romer(capsys) -> None:
    args = ["simulate", "romer", "--bots", "normal,easy,easy", "--games", "3", "--seed", "2", "--json"]
    assert main(args) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 3 and len(result["seats"]) == 3
    assert abs(sum(s["win_rate"] for s in result["seats"]) - 1.0) < 1e-9


def test_cli_replays_a_romer_record_with_setup(tmp_path: Path, capsys) -> None:
    data = json.loads((GOLDEN[0].parent / "setup-ro-34.json").read_text())
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data["record"]))
    assert main(["replay", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["scores"] == [0, 120, 0, 0] and out["over"] is True


def test_cli_replays_a_bot_game(tmp_path: Path, capsys) -> None:
    state = play_bot_game("romer", ["strong", "easy"], seed=4, options=["single-round"])
    path = tmp_path / "game.json"
    path.write_text(state.record().dumps())
    assert main(["replay", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["scores"] == state.scores()
