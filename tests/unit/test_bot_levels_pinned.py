"""Every bot level's choices pinned on seeded decisions of every game, so that a level never
changes its play silently: when one of these changes on purpose, raise that level's
``version`` and re-pin it.

    python tests/unit/test_bot_levels_pinned.py   # prints PINNED to paste

The decisions come from a seeded game of two normal bots, rebuilt for each decision by
replaying the record's first moves through the protocol (never a copied private field); a
decision is kept when the seat to move has at least two legal actions. Each level chooses with
its own fixed seed, from the seat's view only. Römisch Pokern's strong level and Römer's expert
have their own, larger pins (``romisch_pokern/test_strong_pinned.py``, ``romer/test_expert_bot.py``).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

import pytest

from ludi.games import registry
from ludi.games.protocol import GameState, Seat

# game -> (preset, options, the levels pinned here, seed of the game the decisions come from)
GAMES = {
    "romme": ("palast", [], ("easy", "normal", "strong", "expert"), 41),
    "romer": (None, [], ("easy", "normal", "strong"), 42),
    "romisch-pokern": (None, [], ("easy", "normal"), 43),
}
DECISIONS = 24  # per game
EVERY = 2  # every second decision with a choice, so the sample spans the game


def decisions(game: str) -> list[tuple[int, GameState]]:
    """(moves played before it, state) for ``DECISIONS`` decisions of a seeded normal-bot game."""
    preset, options, _, seed = GAMES[game]
    definition = registry.get(game)
    rules = definition.rules_from_options(preset, options)
    seats = [Seat("Julia", "bot", "normal"), Seat("Marcus", "bot", "normal")]
    played = definition.new_game(rules, seats, seed)
    normal = [definition.bots["normal"](i, seed + i) for i in range(2)]
    found, counter = [], 0
    while not played.is_over and len(found) < DECISIONS:
        seat = played.current_seat
        assert seat is not None
        legal = played.legal_actions()
        if len(legal) > 1:
            counter += 1
            if counter % EVERY == 0:
                # The same position, rebuilt from the record's moves so far.
                found.append((len(played.history), registry.replay(played.record())))
        played.apply(normal[seat].choose(played.view(seat), legal))
    return found


def choices(game: str, level: str) -> list[str]:
    bot_class = registry.get(game).bots[level]
    out = []
    for _, state in decisions(game):
        seat = state.current_seat
        assert seat is not None
        action = bot_class(seat, 7).choose(state.view(seat), state.legal_actions())
        out.append(json.dumps(action.to_json(), sort_keys=True, separators=(",", ":")))
    return out


# "game:level:version" -> the level's action at each decision, as the record's JSON.
PINNED: dict[str, list[str]] = {
    "romme:easy:2": [
        '{"card":"D7","type":"Discard"}',
        '{"card":"D8","type":"Discard"}',
        '{"cards":["HJ","HQ","HK"],"type":"Meld"}',
        '{"card":"CK","type":"Discard"}',
        '{"card":"D10","type":"Discard"}',
        '{"card":"C2","type":"Discard"}',
        '{"card":"D10","type":"Discard"}',
        '{"card":"C2","type":"Discard"}',
        '{"card":"D10","type":"Discard"}',
        '{"card":"C2","type":"Discard"}',
        '{"card":"D10","type":"Discard"}',
        '{"card":"C2","type":"Discard"}',
        '{"cards":["S8","S9","S10"],"type":"Meld"}',
        '{"type":"ConfirmFirstMeld"}',
        '{"source":"stock","type":"Draw"}',
        '{"card":"D5","type":"Discard"}',
        '{"source":"stock","type":"Draw"}',
        '{"card":"C2","type":"Discard"}',
        '{"card":"DJ","type":"Discard"}',
        '{"source":"stock","type":"Draw"}',
        '{"source":"stock","type":"Draw"}',
        '{"card":"C2","type":"Discard"}',
        '{"cards":["C4","H4","D4"],"type":"Meld"}',
        '{"source":"stock","type":"Draw"}',
    ],
    "romme:normal:1": [
        '{"card":"CA","type":"Discard"}',
        '{"card":"HK","type":"Discard"}',
        '{"cards":["HJ","HQ","HK"],"type":"Meld"}',
        '{"card":"DQ","type":"Discard"}',
        '{"card":"SA","type":"Discard"}',
        '{"card":"CK","type":"Discard"}',
        '{"card":"CQ","type":"Discard"}',
        '{"card":"DK","type":"Discard"}',
        '{"card":"DA","type":"Discard"}',
        '{"card":"DQ","type":"Discard"}',
        '{"card":"H9","type":"Discard"}',
        '{"card":"D9","type":"Discard"}',
        '{"cards":["S8","S9","S10"],"type":"Meld"}',
        '{"type":"ConfirmFirstMeld"}',
        '{"source":"discard","type":"Draw"}',
        '{"at_start":true,"card":"D7","meld":2,"type":"LayOff"}',
        '{"source":"discard","type":"Draw"}',
        '{"card":"S6","type":"Discard"}',
        '{"at_start":false,"card":"DJ","meld":2,"type":"LayOff"}',
        '{"source":"stock","type":"Draw"}',
        '{"source":"stock","type":"Draw"}',
        '{"card":"H4","type":"Discard"}',
        '{"cards":["C4","H4","D4"],"type":"Meld"}',
        '{"source":"stock","type":"Draw"}',
    ],
    "romme:strong:2": [
        '{"card":"CA","type":"Discard"}',
        '{"card":"HK","type":"Discard"}',
        '{"cards":["HJ","HQ","HK"],"type":"Meld"}',
        '{"card":"CK","type":"Discard"}',
        '{"card":"C2","type":"Discard"}',
        '{"card":"CK","type":"Discard"}',
        '{"card":"CQ","type":"Discard"}',
        '{"card":"DK","type":"Discard"}',
        '{"card":"DA","type":"Discard"}',
        '{"card":"DQ","type":"Discard"}',
        '{"card":"S6","type":"Discard"}',
        '{"card":"C2","type":"Discard"}',
        '{"cards":["S8","S9","S10"],"type":"Meld"}',
        '{"type":"ConfirmFirstMeld"}',
        '{"source":"discard","type":"Draw"}',
        '{"at_start":true,"card":"D7","meld":2,"type":"LayOff"}',
        '{"source":"discard","type":"Draw"}',
        '{"card":"S6","type":"Discard"}',
        '{"at_start":false,"card":"DJ","meld":2,"type":"LayOff"}',
        '{"source":"stock","type":"Draw"}',
        '{"source":"stock","type":"Draw"}',
        '{"card":"H4","type":"Discard"}',
        '{"cards":["C4","H4","D4"],"type":"Meld"}',
        '{"source":"stock","type":"Draw"}',
    ],
    "romme:expert:1": [
        '{"card":"CA","type":"Discard"}',
        '{"card":"HK","type":"Discard"}',
        '{"cards":["HJ","HQ","HK"],"type":"Meld"}',
        '{"card":"CK","type":"Discard"}',
        '{"card":"C2","type":"Discard"}',
        '{"card":"CK","type":"Discard"}',
        '{"card":"CQ","type":"Discard"}',
        '{"card":"DK","type":"Discard"}',
        '{"card":"DA","type":"Discard"}',
        '{"card":"DQ","type":"Discard"}',
        '{"card":"S6","type":"Discard"}',
        '{"card":"C2","type":"Discard"}',
        '{"cards":["S8","S9","S10"],"type":"Meld"}',
        '{"type":"ConfirmFirstMeld"}',
        '{"source":"discard","type":"Draw"}',
        '{"at_start":true,"card":"D7","meld":2,"type":"LayOff"}',
        '{"source":"discard","type":"Draw"}',
        '{"card":"S6","type":"Discard"}',
        '{"at_start":false,"card":"DJ","meld":2,"type":"LayOff"}',
        '{"source":"stock","type":"Draw"}',
        '{"source":"stock","type":"Draw"}',
        '{"card":"H4","type":"Discard"}',
        '{"cards":["C4","H4","D4"],"type":"Meld"}',
        '{"source":"stock","type":"Draw"}',
    ],
    "romer:easy:3": [
        '{"card":"BC","type":"LayTrump"}',
        '{"card":"P3","type":"Play"}',
        '{"card":"RC","type":"Play"}',
        '{"card":"P1","draw":true,"type":"AddHorse"}',
        '{"card":"P1","draw":true,"type":"AddHorse"}',
        '{"card":"P1","draw":true,"type":"AddHorse"}',
        '{"card":"Y2","draw":true,"type":"AddHorse"}',
        '{"card":"G3","draw":true,"type":"AddHorse"}',
        '{"card":"Y3","draw":true,"type":"AddHorse"}',
        '{"card":"R4","draw":true,"type":"AddHorse"}',
        '{"card":"BC","type":"LayTrump"}',
        '{"card":"R2","draw":true,"type":"AddHorse"}',
        '{"card":"B2","draw":true,"type":"AddHorse"}',
        '{"card":"B2","draw":true,"type":"AddHorse"}',
        '{"card":"G2","draw":true,"type":"AddHorse"}',
        '{"card":"R3","draw":true,"type":"AddHorse"}',
        '{"card":"B3","draw":true,"type":"AddHorse"}',
        '{"card":"RC","type":"Play"}',
        '{"card":"B4","draw":true,"type":"AddHorse"}',
        '{"card":"G7","type":"LayTrump"}',
        '{"card":"B6","type":"Play"}',
        '{"card":"B6","type":"Play"}',
        '{"card":"R2","draw":true,"type":"AddHorse"}',
        '{"card":"B1","draw":true,"type":"AddHorse"}',
    ],
    "romer:normal:2": [
        '{"card":"P6","type":"LayTrump"}',
        '{"card":"P2","type":"Play"}',
        '{"card":"P3","type":"Play"}',
        '{"card":"B7","type":"Lead"}',
        '{"card":"G7","type":"Lead"}',
        '{"card":"B1","draw":true,"type":"AddHorse"}',
        '{"card":"P1","draw":true,"type":"AddHorse"}',
        '{"card":"Y1","draw":true,"type":"AddHorse"}',
        '{"card":"Y2","draw":true,"type":"AddHorse"}',
        '{"card":"G3","draw":true,"type":"AddHorse"}',
        '{"card":"Y7","type":"LayTrump"}',
        '{"card":"R7","type":"Lead"}',
        '{"card":"Y1","draw":true,"type":"AddHorse"}',
        '{"card":"Y1","draw":true,"type":"AddHorse"}',
        '{"card":"R2","draw":true,"type":"AddHorse"}',
        '{"card":"B2","draw":true,"type":"AddHorse"}',
        '{"card":"G2","draw":true,"type":"AddHorse"}',
        '{"card":"GC","type":"Play"}',
        '{"card":"R3","draw":true,"type":"AddHorse"}',
        '{"card":"BC","type":"LayTrump"}',
        '{"card":"RC","type":"Play"}',
        '{"card":"YC","type":"Play"}',
        '{"card":"G7","type":"Lead"}',
        '{"card":"Y6","type":"ChangeTrump"}',
    ],
    "romer:strong:2": [
        '{"card":"P6","type":"LayTrump"}',
        '{"card":"RC","type":"Play"}',
        '{"card":"P3","type":"Play"}',
        '{"card":"YC","type":"ChangeTrump"}',
        '{"card":"YC","type":"ChangeTrump"}',
        '{"card":"YC","type":"ChangeTrump"}',
        '{"card":"Y1","draw":true,"type":"AddHorse"}',
        '{"card":"G3","draw":true,"type":"AddHorse"}',
        '{"card":"Y2","draw":true,"type":"AddHorse"}',
        '{"card":"G5","type":"Lead"}',
        '{"card":"RC","type":"LayTrump"}',
        '{"card":"R2","draw":true,"type":"AddHorse"}',
        '{"card":"R2","draw":true,"type":"AddHorse"}',
        '{"card":"R2","draw":true,"type":"AddHorse"}',
        '{"card":"R2","draw":true,"type":"AddHorse"}',
        '{"card":"B2","draw":true,"type":"AddHorse"}',
        '{"card":"G2","draw":true,"type":"AddHorse"}',
        '{"card":"GC","type":"Play"}',
        '{"card":"R3","draw":true,"type":"AddHorse"}',
        '{"card":"YC","type":"LayTrump"}',
        '{"card":"B6","type":"Play"}',
        '{"card":"B6","type":"Play"}',
        '{"card":"Y2","draw":true,"type":"AddHorse"}',
        '{"card":"Y6","type":"ChangeTrump"}',
    ],
    "romisch-pokern:easy:1": [
        '{"type":"Stop"}',
        '{"type":"Stop"}',
        '{"count":1,"type":"Roll"}',
        '{"type":"Stop"}',
        '{"count":1,"type":"Roll"}',
        '{"type":"Stop"}',
        '{"count":1,"type":"Roll"}',
        '{"type":"Stop"}',
        '{"type":"Pass"}',
        '{"type":"Stop"}',
        '{"count":1,"type":"Roll"}',
        '{"type":"Stop"}',
        '{"type":"Stop"}',
        '{"count":1,"type":"Roll"}',
        '{"type":"Stop"}',
        '{"count":1,"type":"Roll"}',
        '{"type":"Stop"}',
        '{"count":1,"type":"Roll"}',
        '{"type":"Pass"}',
        '{"type":"Stop"}',
        '{"type":"Stop"}',
        '{"number":37,"row":5,"type":"Score"}',
        '{"type":"Stop"}',
        '{"type":"Stop"}',
    ],
    "romisch-pokern:normal:1": [
        '{"count":1,"type":"Roll"}',
        '{"type":"Stop"}',
        '{"count":1,"type":"Roll"}',
        '{"type":"Stop"}',
        '{"count":1,"type":"Roll"}',
        '{"type":"Stop"}',
        '{"count":1,"type":"Roll"}',
        '{"count":1,"type":"Roll"}',
        '{"card":"reroll_v","die":null,"effect":"reroll_v","type":"PlayCard"}',
        '{"type":"Stop"}',
        '{"count":1,"type":"Roll"}',
        '{"count":1,"type":"Roll"}',
        '{"type":"Stop"}',
        '{"count":1,"type":"Roll"}',
        '{"count":1,"type":"Roll"}',
        '{"count":1,"type":"Roll"}',
        '{"type":"Stop"}',
        '{"count":1,"type":"Roll"}',
        '{"type":"Pass"}',
        '{"count":1,"type":"Roll"}',
        '{"count":1,"type":"Roll"}',
        '{"number":37,"row":5,"type":"Score"}',
        '{"count":1,"type":"Roll"}',
        '{"count":1,"type":"Roll"}',
    ],
}


@pytest.mark.parametrize(
    "game, level", [(game, level) for game, (_, _, levels, _) in GAMES.items() for level in levels]
)
def test_each_level_chooses_as_pinned(game: str, level: str) -> None:
    version = registry.get(game).bots[level].version
    key = f"{game}:{level}:{version}"
    assert key in PINNED, f"{key}: a new version of the level: re-pin it (run this file)"
    assert choices(game, level) == PINNED[key]


def test_the_decisions_are_real_choices_across_the_game() -> None:
    for game in GAMES:
        found = decisions(game)
        assert len(found) == DECISIONS, game
        assert all(len(state.legal_actions()) > 1 for _, state in found)
        assert found[-1][0] > found[0][0]


if __name__ == "__main__":
    print("PINNED: dict[str, list[str]] = {")
    for game, (_, _, levels, _) in GAMES.items():
        for level in levels:
            version = registry.get(game).bots[level].version
            print(f'    "{game}:{level}:{version}": [')
            for choice in choices(game, level):
                print(f"        {choice!r},")
            print("    ],")
    print("}")
