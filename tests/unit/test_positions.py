"""Positions in the protocol (issue 11 §5): ``from_position`` / ``position_json`` / ``clone`` and
records with a ``setup`` block. The generic tests run on all three games; the validation tests
are Pokern's and Rommé's (Römer's are in tests/unit/romer).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from ludi.cli import main, play_bot_game
from ludi.games import registry
from ludi.games.protocol import GameRecord, RulesError, Seat
from ludi.games.romisch_pokern.actions import PlayCard, Roll, Score, Stop
from ludi.games.romisch_pokern.rules import PokernRules
from ludi.games.romisch_pokern.state import PokernState
from ludi.games.romme.actions import Discard, Draw, Knock, Meld
from ludi.games.romme.rules import RommeRules
from ludi.games.romme.state import RommeState

GAMES = ("romisch-pokern", "romme", "romer")


def seats(n: int) -> list[Seat]:
    return [Seat(f"P{i}") for i in range(n)]


def random_walk(state, steps: int, seed: int):
    """Plays ``steps`` random legal actions (or until the end) on ``state``."""
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("steps", [0, 7, 40])
def test_every_reached_position_round_trips_and_plays_on_identically(game: str, steps: int) -> None:
    definition = registry.get(game)
    rules = definition.rules_from_options(None, ["single-round"] if game != "romisch-pokern" else [])
    state = random_walk(definition.new_game(rules, seats(3), 5), steps, seed=steps)
    if state.is_over:
        pytest.skip("the walk ended the game")
    position = state.position_json()
    json.dumps(position)  # plain JSON
    again = definition.state_class.from_position(rules, state.seats, json.loads(json.dumps(position)), 9)
    assert again.position_json() == position
    assert again.legal_actions() == state.legal_actions()
    assert again.current_seat == state.current_seat and again.scores() == state.scores()


#: (preset, options) the property below plays: default rules and variants that change the phases.
VARIANTS = {
    "romisch-pokern": ((None, []), (None, ["roll-several"]), (None, ["cards-on-valid", "strict-xxxx"])),
    "romme": ((None, ["single-round"]), (None, ["single-round", "knocking"]), ("palast", ["small"])),
    "romer": (
        (None, ["single-round"]),
        (None, ["no-caesar-trump", "no-optional-draw"]),
        (None, ["target=90"]),
    ),
}


GAMES_PLAYED, STEPS = 24, 120


@pytest.mark.parametrize("game", GAMES)
def test_property_every_position_written_in_random_play_loads_back_the_same(game: str) -> None:
    """Over seeded random games, at every step until the end: position_json() loads with
    from_position into the same position with the same legal actions and seat to move.

    A finished game is no position to play on (phase 'over'; Römer's and Rommé's round results
    are not part of one), so the walk checks the position before each move."""
    definition = registry.get(game)
    low, high = definition.rules_class().seat_range
    checked = 0
    for run in range(GAMES_PLAYED):
        rng = random.Random(run)
        rules = definition.rules_from_options(*VARIANTS[game][run % len(VARIANTS[game])])
        table = seats(low + run % (min(high, 4) - low + 1))
        state = definition.new_game(rules, table, run)
        for _ in range(STEPS):
            if state.is_over:
                break
            position = state.position_json()
            again = definition.state_class.from_position(rules, table, json.loads(json.dumps(position)), run)
            assert again.position_json() == position, (run, len(state.history))
            assert again.legal_actions() == state.legal_actions(), (run, len(state.history))
            assert again.current_seat == state.current_seat
            checked += 1
            state.apply(rng.choice(state.legal_actions()))
    assert checked > GAMES_PLAYED * 30  # the games really were played


@pytest.mark.parametrize("game", GAMES)
def test_a_record_with_a_setup_replays_from_it_through_registry_and_cli(
    game: str, tmp_path: Path, capsys
) -> None:
    definition = registry.get(game)
    rules = definition.rules_from_options(None, ["single-round"] if game != "romisch-pokern" else [])
    dealt = random_walk(definition.new_game(rules, seats(3), 21), 10, seed=1)
    start = definition.state_class.from_position(rules, dealt.seats, dealt.position_json(), seed=4)
    played = random_walk(start.clone(), 30, seed=2)
    record = played.record()
    assert record.setup == start.position_json()
    text = record.dumps()
    again = registry.replay(GameRecord.loads(text))
    assert again.position_json() == played.position_json() and again.scores() == played.scores()
    path = tmp_path / "game.json"
    path.write_text(text)
    assert main(["replay", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["scores"] == played.scores()


def test_a_dealt_game_records_no_setup() -> None:
    assert "setup" not in play_bot_game("romisch-pokern", ["easy", "easy"], seed=3).record().to_json()


@pytest.mark.parametrize("game", GAMES)
def test_clone_is_independent_and_keeps_the_generator(game: str) -> None:
    definition = registry.get(game)
    rules = definition.rules_from_options(None, [])
    state = random_walk(definition.new_game(rules, seats(2), 8), 5, seed=3)
    twin = state.clone()
    before = state.position_json()
    random_walk(twin, 25, seed=4)
    assert state.position_json() == before and len(state.history) == 5
    random_walk(state, 25, seed=4)  # the same moves and the same generator: the same game
    assert state.position_json() == twin.position_json() and state.history == twin.history


# --- Römisch Pokern -----------------------------------------------------------------------
def pokern(position: dict, players: int = 2, **rules: bool) -> PokernState:
    return PokernState.from_position(PokernRules(**rules), seats(players), position, seed=1)


def test_pokern_scripted_dice_come_before_the_generator() -> None:
    state = pokern({"dice": ["X", "X", "X", "I", "V", "I"]}, roll_several=True)
    state.apply(Roll(6))
    assert state.view(0).rolled == ("X", "X", "X", "I", "V", "I") and state.dice_script == []
    assert state.view(0).phase == "scoring" and 37 in state.view(0).readings  # XXXVII


def test_pokern_position_sets_columns_cards_turns_and_dice() -> None:
    position = {
        "start_player": 1,
        "current": 0,
        "columns": [[3, None, 12, 12, None, None, None], [None, 5, None, None, None, None, None]],
        "cards": [["reroll_i", "joker"], ["drop_one"]],
        "turns_taken": [4, 5],
        "rolled": ["X", "X"],
        "dice": ["V"],
    }
    state = pokern(position)
    view = state.view(None)
    assert view.columns[0] == (3, None, 12, 12, None, None, None) and view.cards[1] == ("drop_one",)
    assert view.current == 0 and view.start_player == 1 and view.rolled == ("X", "X")
    state.apply(Roll(1))
    state.apply(Stop())
    assert Score(25, 4) in state.legal_actions()  # XXV: RP-22 order, row 4 of 7


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"columns": [[5, 3, None, None, None, None, None], [None] * 7]}, "RP-22"),
        ({"columns": [[5, 5, None, None, None, None, None], [None] * 7]}, "RP-34"),
        ({"columns": [[38, None, None, None, None, None, None], [None] * 7]}, "RP-12"),
        ({"columns": [[1.0, None, None, None, None, None, None], [None] * 7]}, "whole number"),
        ({"columns": [[None] * 6, [None] * 7]}, "7 entries"),
        ({"cards": [["twin", "twin"], []]}, "RP-30"),
        ({"cards": [["\x1b[2J"], []]}, "'\\x1b[2J'"),
        ({"phase": "scoring"}, "no die"),
        ({"phase": "rolling", "rolled": ["I", "I", "I", "I"]}, "RP-13"),
        ({"phase": "failed", "rolled": ["X", "V"], "failure": "impossible"}, "RP-24"),
        ({"rolled": ["X"] * 4, "dropped": ["I"] * 3}, "RP-2"),
        ({"current": 1, "turns_taken": [0, 0]}, "seating"),
        ({"final_round": True, "end_reason": "seventh_number"}, "RP-40"),
        ({"dice": ["II"]}, "dice[0]"),
        ({"colour": 1}, "unknown keys"),
    ],
)
def test_pokern_refuses_positions_that_cannot_hold(change: dict, message: str) -> None:
    with pytest.raises(RulesError, match="position") as refused:
        pokern(change)
    assert message in str(refused.value)


def test_pokern_a_column_with_a_twin_needs_a_used_twin_card_rp34() -> None:
    column = [5, 5, None, None, None, None, None]
    state = pokern({"columns": [column, [None] * 7], "cards": [["reroll_i"], []], "turns_taken": [2, 2]})
    assert state.view(0).columns[0] == tuple(column)
    assert state.legal_actions() == [Roll(1)]
    assert PlayCard("reroll_i", "reroll_i") not in state.legal_actions()  # nothing rolled yet (RP-25)


# --- Rommé ---------------------------------------------------------------------------------
SMALL = RommeRules(single_round=True, small_game=True, no_first_meld=True, no_jokers=True)


def small_deck_rest(*used: str) -> list[str]:
    from ludi.games.romme.cards import code

    rest = [code(f) for f in range(52)]
    for c in used:
        rest.remove(c)
    return rest


def romme(position: dict, rules: RommeRules = SMALL, players: int = 2) -> RommeState:
    return RommeState.from_position(rules, seats(players), position, seed=1)


def test_romme_position_sets_hands_stock_table_and_turn() -> None:
    hands = [["H2", "H3", "H4", "C9"], ["S5", "S6"]]
    table = [{"cards": ["D7", "D8", "D9"], "owner": 1}]
    stock = small_deck_rest("H2", "H3", "H4", "C9", "S5", "S6", "D7", "D8", "D9", "DK")
    state = romme({"hands": hands, "stock": stock, "discard": ["DK"], "table": table, "turn": 0})
    view = state.view(0)
    assert view.opened == (False, True) and view.owners == (1,) and view.stock_size == len(stock)
    state.apply(Draw("stock"))
    assert view.hand is not None and len(state.view(0).hand) == 5
    state.apply(Meld(("H2", "H3", "H4")))  # no threshold in the small game (RM-61/RM-63)
    assert state.view(None).owners == (1, 0)
    state.apply(Discard("C9"))
    assert state.view(None).current == 1


def test_romme_knock_window_position_rm60() -> None:
    rules = RommeRules(single_round=True, knocking=True)
    from ludi.games.romme.cards import code

    full = [code(f) for f in range(52)] * 2 + ["JK"] * 6
    hands = [full[0:5], full[5:10], full[10:15]]
    table = [{"cards": ["CA", "C2", "C3"], "owner": 2}]
    rest = full[15:]
    for c in ("CA", "C2", "C3"):
        rest.remove(c)
    position = {
        "hands": hands,
        "stock": rest[1:],
        "discard": rest[:1],
        "table": table,
        "turn": 0,
        "phase": "knock",
        "knock_queue": [2],
        "last_discarder": 1,
    }
    state = romme(position, rules, players=3)
    assert state.current_seat == 2 and Knock() in state.legal_actions()
    state.apply(Knock())
    assert sum(state.hands[2]) == 7 and state.current_seat == 0


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"hands": [["H2"], ["H2"]]}, "RM-2"),
        ({"table": [{"cards": ["H2", "H3"], "owner": 0}]}, "RM-20"),
        ({"table": [{"cards": ["H2", "S2", "C2"], "owner": 0}]}, "suit order"),
        ({"table": [{"cards": ["H2", "H3", "H4"], "owner": 0}], "opened": [False, False]}, "RM-30"),
        ({"hands": [[], ["S5"]]}, "RM-14"),
        ({"phase": "knock"}, "RM-60"),
        ({"stock": []}, "RM-53"),
        ({"hands": [[5], ["S5"]]}, "card code"),
        ({"hands": [["X9"], ["S5"]]}, "'X9'"),
        ({"turn": 2}, "between 0 and 1"),
        ({"turn": True}, "whole number"),
        ({"pending": [["H2", "H3", "H4"]], "phase": "draw"}, "phase 'play'"),
        ({"table": [{"cards": ["H2", "H3", "H4"], "owner": 0, "x": 1}]}, "unknown keys"),
        ({"minus": [0, 0], "plus": [0, 0], "totals": [1, 0]}, "plus - minus"),
    ],
)
def test_romme_refuses_positions_that_cannot_hold(change: dict, message: str) -> None:
    base = {"hands": [["H5"], ["S5"]], "stock": small_deck_rest("H5", "S5", "DK"), "discard": ["DK"]}
    data = dict(base, **change)
    if "hands" in change or "table" in change:  # keep the rest of the cards where they were
        used = [c for h in data["hands"] for c in h if isinstance(c, str) and c != "X9"]
        used += [c for m in data.get("table", []) for c in m["cards"]]
        try:
            data["stock"] = small_deck_rest(*used, "DK")
        except ValueError:
            pass
    with pytest.raises(RulesError, match="position") as refused:
        romme(data)
    assert message in str(refused.value)


def test_romme_palace_position_after_the_last_round_is_refused_rm54() -> None:
    with pytest.raises(RulesError, match="RM-54"):
        RommeState.from_position(
            RommeRules(preset="palace"), seats(2), {"hands": [["H5"], ["S5"]], "round": 5}
        )
