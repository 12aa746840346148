"""The strong bot's choices pinned on seeded decisions, so that a change in its play is never
silent: when one of these changes on purpose, raise ``StrongBot.version`` and re-pin them.

    python tests/unit/romisch_pokern/test_strong_pinned.py   # prints the choices to paste

The positions come from seeded games of two normal bots (whose play the golden games pin),
each rebuilt through the explicit position API (``PokernState.from_position``), under the
standard rules and under each option (RP-20..RP-26 turns, RP-30..RP-35 cards, RP-50..RP-53).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

if __name__ == "__main__":
    ROOT = Path(__file__).resolve().parents[3]
    sys.path[:0] = [str(ROOT / "py"), str(Path(__file__).resolve().parent)]

from ludi.games.protocol import Seat
from ludi.games.romisch_pokern import bots
from ludi.games.romisch_pokern.rules import PokernRules
from ludi.games.romisch_pokern.state import PokernState

VARIANTS = (
    {},
    {"order_matters": True},
    {"roll_several": True, "cards_on_valid": True},
    {"strict_xxxx": True},
)
SEATS = (Seat("Julius"), Seat("Agrippina"))
EVERY = 7  # every seventh decision with a choice, so the sample spans whole games


def decisions() -> list[tuple[str, PokernState]]:
    """(label, state) for a few dozen decisions: a choice between at least two actions."""
    found = []
    for variant, options in enumerate(VARIANTS):
        rules = PokernRules(random_start=False, **options)
        game = PokernState(rules, SEATS, seed=100 + variant)
        players = [bots.NormalBot(seat, seed=seat) for seat in range(2)]
        counter = 0
        while not game.is_over and len(found) < 10 * (variant + 1):
            seat = game.current_seat
            assert seat is not None
            legal = game.legal_actions()
            if len(legal) > 1:
                counter += 1
                if counter % EVERY == 0:
                    position = game.position_json()
                    found.append(
                        (f"{variant}:{counter}", PokernState.from_position(rules, SEATS, position, seed=1))
                    )
            game.apply(players[seat].choose(game.view(seat), legal))
    return found


def strong_choice(state: PokernState) -> str:
    seat = state.current_seat
    assert seat is not None
    action = bots.StrongBot(seat, seed=0).choose(state.view(seat), state.legal_actions())
    return json.dumps(action.to_json(), sort_keys=True, separators=(",", ":"))


# label (variant:decision) -> the strong bot's action, as the record's JSON.
PINNED: dict[str, str] = {
    "0:7": '{"count":1,"type":"Roll"}',
    "0:14": '{"count":1,"type":"Roll"}',
    "0:21": '{"count":1,"type":"Roll"}',
    "0:28": '{"count":1,"type":"Roll"}',
    "0:35": '{"type":"Stop"}',
    "0:42": '{"card":"reroll_v","die":null,"effect":"reroll_v","type":"PlayCard"}',
    "0:49": '{"count":1,"type":"Roll"}',
    "0:56": '{"count":1,"type":"Roll"}',
    "0:63": '{"number":28,"row":3,"type":"Score"}',
    "0:70": '{"count":1,"type":"Roll"}',
    "1:7": '{"count":1,"type":"Roll"}',
    "1:14": '{"count":1,"type":"Roll"}',
    "1:21": '{"type":"Stop"}',
    "1:28": '{"number":28,"row":3,"type":"Score"}',
    "1:35": '{"count":1,"type":"Roll"}',
    "1:42": '{"card":"reroll_i","die":null,"effect":"reroll_i","type":"PlayCard"}',
    "1:49": '{"count":1,"type":"Roll"}',
    "1:56": '{"count":1,"type":"Roll"}',
    "1:63": '{"number":32,"row":3,"type":"Score"}',
    "1:70": '{"count":1,"type":"Roll"}',
    "2:7": '{"count":1,"type":"Roll"}',
    "2:14": '{"card":"reroll_v","die":null,"effect":"reroll_v","type":"PlayCard"}',
    "2:21": '{"count":1,"type":"Roll"}',
    "2:28": '{"number":28,"row":2,"type":"Score"}',
    "2:35": '{"card":"reroll_v","die":null,"effect":"reroll_v","type":"PlayCard"}',
    "2:42": '{"card":"drop_one","die":0,"effect":"drop_one","type":"PlayCard"}',
    "2:49": '{"type":"Stop"}',
    "2:56": '{"type":"Pass"}',
    "2:63": '{"type":"Stop"}',
    "2:70": '{"number":33,"row":4,"type":"Score"}',
    "3:7": '{"count":1,"type":"Roll"}',
    "3:14": '{"count":1,"type":"Roll"}',
    "3:21": '{"type":"Stop"}',
    "3:28": '{"type":"Stop"}',
    "3:35": '{"number":33,"row":4,"type":"Score"}',
    "3:42": '{"count":1,"type":"Roll"}',
    "3:49": '{"count":1,"type":"Roll"}',
    "3:56": '{"count":1,"type":"Roll"}',
    "3:63": '{"count":1,"type":"Roll"}',
    "3:70": '{"count":1,"type":"Roll"}',
}


def test_strong_level_version_and_its_choices_on_seeded_positions() -> None:
    assert bots.StrongBot.version == 2, "re-pin PINNED below when the strong level changes"
    chosen = {label: strong_choice(state) for label, state in decisions()}
    assert len(chosen) >= 30
    assert chosen == PINNED


def test_the_other_levels_keep_their_versions() -> None:
    assert (bots.EasyBot.version, bots.NormalBot.version) == (1, 1)


if __name__ == "__main__":
    for label, state in decisions():
        print(f"    {label!r}: {strong_choice(state)!r},")
