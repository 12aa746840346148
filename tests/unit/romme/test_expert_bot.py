"""The expert level: it reads only its view, judges what its discard hands the next player
on sampled hands of that player (RM-12, RM-14), ends and replays its games, thinks in
short slices, and its choices are pinned.

    python tests/unit/romme/test_expert_bot.py   # prints the choices to paste into PINNED
"""

from __future__ import annotations

import copy
import json
import sys
import time
from pathlib import Path

if __name__ == "__main__":
    ROOT = Path(__file__).resolve().parents[3]
    sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from tests.unit.romme.helpers import setup

from ludi.games import registry
from ludi.games.protocol import Seat
from ludi.games.romme import bots, strong_bot
from ludi.games.romme.cards import parse
from ludi.games.romme.expert_bot import ExpertBot, _partners
from ludi.games.romme.rules import RommeRules
from ludi.games.romme.state import RommeState
from ludi.games.romme.views import PLAY, RommeView


def _normal_game(players: int, seed: int, rules: RommeRules | None = None) -> RommeState:
    return RommeState(rules or RommeRules(single_round=True), [Seat(str(i)) for i in range(players)], seed)


def _advance(state: RommeState, moves: int) -> RommeState:
    normal = [bots.NormalBot(i, i) for i in range(state.n)]
    for _ in range(moves):
        if state.is_over:
            break
        seat = state.current_seat
        state.apply(normal[seat].choose(state.view(seat), state.legal_actions()))
    return state


def test_expert_choice_depends_only_on_its_view() -> None:
    """A hidden card swapped between another hand and the stock leaves the view, and so the
    expert's choice, unchanged (design: bots see only their view)."""
    for seed in range(4):
        state = _advance(_normal_game(3, seed), 7 + 2 * seed)
        me = state.current_seat
        other = (me + 1) % state.n
        twin = copy.deepcopy(state)
        hand = twin.hands[other]
        give = next(f for f in range(len(hand)) if hand[f])
        take = next(i for i, f in enumerate(twin.stock) if f != give)
        hand[give] -= 1
        hand[twin.stock[take]] += 1
        twin.stock[take] = give
        assert twin.hands != state.hands and twin.view(me) == state.view(me)
        picks = [ExpertBot(me, seed=7).choose(s.view(me), s.legal_actions()) for s in (state, twin)]
        assert picks[0] == picks[1]


def test_rm11_a_discard_the_next_player_can_lay_off_costs_the_whole_feed_weight() -> None:
    """The next player has come out; ♠5 fits their run ♠2-♠4 on the table (a sure gift), a
    lone ♦K only sometimes joins a hand sampled from the unseen cards."""
    state = setup(
        ["S5 DK H9 C4", "C2 C3 D5 D6 H10 HJ S9 S10"],
        rules=RommeRules(single_round=True, no_jokers=True),
        table=["S2 S3 S4"],
        owners=[1],
        opened=[False, True],
        phase=PLAY,
    )
    bot = ExpertBot(0, 1)
    view = state.view(0)
    bot._fits = strong_bot._table_fits(view)
    bot._unseen = view.unseen_counts()
    gen = bot.feed_risks(view, [parse("S5"), parse("DK")])
    try:
        while True:
            next(gen)
    except StopIteration as done:
        risks = done.value
    assert risks[parse("S5")] == bot.feed_weight
    assert risks[parse("DK")] < bot.feed_weight


def test_rm20_rm21_partners_share_a_rank_across_suits_or_sit_near_in_a_suit() -> None:
    assert _partners(parse("H7"), parse("S7")) and not _partners(parse("H7"), parse("H7"))
    assert _partners(parse("H7"), parse("H9")) and not _partners(parse("H7"), parse("H10"))


class SpyBot(ExpertBot):
    """Records what the bot was given, to check it is only a view."""

    seen: list[object] = []

    def steps(self, view, legal):  # type: ignore[override]
        SpyBot.seen.append(view)
        action = yield from super().steps(view, legal)
        return action


def test_expert_games_end_legally_from_views_and_replay() -> None:
    definition = registry.get("romme")
    for players, preset, options in ((2, "palast", []), (3, "palace", ["knocking"])):
        rules = definition.rules_from_options(preset, ["single-round", *options])
        seats = [Seat(str(i), "bot", "x") for i in range(players)]
        state = definition.new_game(rules, seats, 11)
        players_ = [SpyBot(i, i) if i % 2 == 0 else strong_bot.StrongBot(i, i) for i in range(players)]
        for _ in range(3000):
            if state.is_over:
                break
            seat = state.current_seat
            legal = state.legal_actions()
            action = players_[seat].choose(state.view(seat), legal)
            assert action in legal
            state.apply(action)
        assert state.is_over
        assert registry.replay(state.record()).scores() == state.scores()
    assert SpyBot.seen and all(isinstance(v, RommeView) for v in SpyBot.seen)


def test_expert_thinks_in_short_slices() -> None:
    """Each slice between two yields stays short (40 ms is the browser's budget; CPython here,
    in CPU time: on a shared machine wall time also counts other processes)."""
    state = _normal_game(4, 3)
    bot = [ExpertBot(i, seed=i) for i in range(4)]
    slices: list[float] = []
    for _ in range(200):
        if state.is_over:
            break
        seat = state.current_seat
        gen = bot[seat].steps(state.view(seat), state.legal_actions())
        while True:
            start = time.process_time()
            try:
                next(gen)
            except StopIteration as done:
                state.apply(done.value)
                break
            finally:
                slices.append(time.process_time() - start)
    slices.sort()
    assert slices[len(slices) // 2] < 0.010 and slices[-1] < 0.100


# --- pinned choices ---------------------------------------------------------------------------
EVERY = 5  # every fifth decision with a choice, so the sample spans whole rounds


def decisions() -> list[tuple[str, RommeState]]:
    """(label, state) for a few dozen decisions of seeded normal-bot rounds, both presets."""
    found = []
    for variant, (players, preset) in enumerate(((2, "palast"), (4, "palast"), (2, "palace"), (4, "palace"))):
        rules = RommeRules(preset=preset, single_round=True)
        state = _normal_game(players, 40 + variant, rules)
        normal = [bots.NormalBot(i, i) for i in range(players)]
        counter = 0
        while not state.is_over and len(found) < 8 * (variant + 1):
            seat = state.current_seat
            legal = state.legal_actions()
            if len(legal) > 1:
                counter += 1
                if counter % EVERY == 0:
                    found.append((f"{variant}:{counter}", copy.deepcopy(state)))
            state.apply(normal[seat].choose(state.view(seat), legal))
    return found


def expert_choice(state: RommeState) -> str:
    seat = state.current_seat
    assert seat is not None
    action = ExpertBot(seat, seed=0).choose(state.view(seat), state.legal_actions())
    return json.dumps(action.to_json(), sort_keys=True, separators=(",", ":"))


# label (players or variant:decision) -> the expert's action, as the record's JSON.
PINNED: dict[str, str] = {
    "0:5": '{"card":"D8","type":"Discard"}',
    "0:10": '{"at_start":true,"card":"S8","meld":1,"type":"LayOff"}',
    "0:15": '{"card":"D5","type":"Discard"}',
    "0:20": '{"source":"stock","type":"Draw"}',
    "0:25": '{"card":"H7","type":"Discard"}',
    "0:30": '{"source":"stock","type":"Draw"}',
    "0:35": '{"card":"SK","type":"Discard"}',
    "0:40": '{"source":"stock","type":"Draw"}',
    "1:5": '{"source":"stock","type":"Draw"}',
    "1:10": '{"cards":["*C10","S10","H10"],"type":"Meld"}',
    "1:15": '{"cards":["C5","S5","H5"],"type":"Meld"}',
    "1:20": '{"card":"DJ","type":"Discard"}',
    "1:25": '{"at_start":false,"card":"CK","meld":3,"type":"LayOff"}',
    "1:30": '{"card":"HA","type":"Discard"}',
    "1:35": '{"card":"H4","meld":6,"position":1,"type":"Exchange"}',
    "1:40": '{"card":"HJ","type":"Discard"}',
    "2:5": '{"card":"SK","type":"Discard"}',
    "2:10": '{"source":"stock","type":"Draw"}',
    "2:15": '{"card":"D9","type":"Discard"}',
    "2:20": '{"source":"stock","type":"Draw"}',
    "2:25": '{"card":"C6","type":"Discard"}',
    "2:30": '{"source":"discard","type":"Draw"}',
    "2:35": '{"source":"stock","type":"Draw"}',
    "2:40": '{"card":"H4","type":"Discard"}',
    "3:5": '{"card":"DQ","type":"Discard"}',
    "3:10": '{"cards":["CA","*SA","HA"],"type":"Meld"}',
    "3:15": '{"source":"stock","type":"Draw"}',
    "3:20": '{"card":"H5","meld":2,"position":2,"type":"Exchange"}',
    "3:25": '{"source":"stock","type":"Draw"}',
    "3:30": '{"card":"D10","type":"Discard"}',
    "3:35": '{"card":"C3","type":"Discard"}',
    "3:40": '{"card":"S4","type":"Discard"}',
}


def test_expert_level_version_and_its_choices_on_seeded_positions() -> None:
    assert ExpertBot.version == 1, "re-pin PINNED when the expert level changes"
    chosen = {label: expert_choice(state) for label, state in decisions()}
    assert len(chosen) >= 30
    assert chosen == PINNED


def test_the_other_levels_keep_their_versions() -> None:
    assert (bots.EasyBot.version, bots.NormalBot.version, strong_bot.StrongBot.version) == (1, 1, 1)


if __name__ == "__main__":
    for label, state in decisions():
        print(f"    {label!r}: {expert_choice(state)!r},")
