"""The expert level: it reads only its view (RO-60), infers from the round's public log what
the view does not say outright (RO-30 throw-offs, RO-35 trick cards in the discard pile),
ends and replays its games, thinks in short slices, and its choices are pinned.

    python tests/unit/romer/test_expert_bot.py   # prints the choices to paste into PINNED
"""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

if __name__ == "__main__":
    ROOT = Path(__file__).resolve().parents[3]
    sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from tests.unit.romer.helpers import state as position
from tests.unit.romer.helpers import yields_per_decision

from ludi.games import registry
from ludi.games.protocol import Seat
from ludi.games.romer import bots
from ludi.games.romer.actions import Lead, Play
from ludi.games.romer.cards import RANKS, counts_of, parse
from ludi.games.romer.expert_bot import ExpertBot, infer, informed_world, mean_margin
from ludi.games.romer.rules import RomerRules
from ludi.games.romer.state import RomerState
from ludi.games.romer.views import RomerView


def _normal_game(players: int, seed: int, rules: RomerRules | None = None) -> RomerState:
    return RomerState(rules or RomerRules(single_round=True), [Seat(str(i)) for i in range(players)], seed)


def _advance(state: RomerState, moves: int, seed: int = 0) -> RomerState:
    normal = [bots.NormalBot(i, seed + i) for i in range(state.n)]
    for _ in range(moves):
        if state.is_over:
            break
        seat = state.current_seat
        state.apply(normal[seat].choose(state.view(seat), state.legal_actions()))
    return state


def test_ro_60_expert_choice_depends_only_on_its_view() -> None:
    """Hidden cards swapped between another hand and the draw pile leave the view, and so
    the expert's choice, unchanged."""
    for seed in range(4):
        state = _advance(_normal_game(3, seed), 9 + seed)
        me = state.current_seat
        other = (me + 1) % state.n
        twin = copy.deepcopy(state)
        hand = twin.hands[other]
        give = next(f for f in range(len(hand)) if hand[f])
        take = next(i for i, f in enumerate(twin.draw) if f != give)
        hand[give] -= 1
        hand[twin.draw[take]] += 1
        twin.draw[take] = give
        assert twin.hands != state.hands and twin.view(me) == state.view(me)
        picks = [ExpertBot(me, seed=7).choose(s.view(me), s.legal_actions()) for s in (state, twin)]
        assert picks[0] == picks[1]


def test_ro_35_trick_cards_are_known_to_lie_in_the_discard_pile() -> None:
    st = position(["B5 R2", "B4 G3", "B1 Y2"], [["RC"], ["GC"], ["PC"]], draw_top="P5")
    st.apply(Lead("B5"))
    st.apply(Play("B4"))
    st.apply(Play("B1"))
    facts = infer(st.view(0))
    assert sorted(facts.discard) == sorted(st.discard) == sorted(parse(c) for c in ("B5", "B4", "B1"))


def test_ro_30_a_throw_off_is_read_as_a_void_in_the_led_colour_until_the_seat_draws() -> None:
    st = position(["B5 R2", "G4 G3", "Y1 Y2"], [["RC"], ["GC"], ["PC"]], draw_top="P5")
    st.apply(Lead("B5"))
    st.apply(Play("G3"))  # seat 1 cuts with its trump colour (RO-30): no inference
    st.apply(Play("Y1"))  # seat 2 neither follows nor cuts: no blue in hand
    facts = infer(st.view(0))
    blue = parse("B5") // RANKS
    assert facts.voids[1] == {}
    assert facts.voids[2] == {blue: 0}


def test_sampled_deals_keep_the_view_and_what_the_log_tells() -> None:
    for seed in range(6):
        state = _advance(_normal_game(4, seed), 20 + 3 * seed, seed)
        if state.is_over:
            continue
        me = state.current_seat
        view = state.view(me)
        facts = infer(view)
        assert not any(counts_of(facts.discard)[f] > counts_of(state.discard)[f] for f in facts.discard)
        world = informed_world(view, random.Random(seed), facts, void_trust=1.0)
        mine = world.view(me)
        assert mine.hand == view.hand and mine.teams == view.teams and mine.hand_sizes == view.hand_sizes
        assert mine.draw_size == view.draw_size and mine.discard_size == view.discard_size
        in_pile = counts_of(world.discard)
        assert all(in_pile[f] >= k for f, k in enumerate(counts_of(facts.discard)))
        for seat, voids in enumerate(facts.voids):
            for colour, cap in voids.items():
                if seat != me:
                    assert sum(world.hands[seat][colour * RANKS : (colour + 1) * RANKS]) <= cap


class SpyBot(ExpertBot):
    """Records what the bot was given, to check it is only a view."""

    seen: list[object] = []

    def steps(self, view, legal):  # type: ignore[override]
        SpyBot.seen.append(view)
        action = yield from super().steps(view, legal)
        return action


def test_expert_games_end_legally_from_views_and_replay() -> None:
    definition = registry.get("romer")
    rules = RomerRules(single_round=True)
    seats = [Seat(str(i), "bot", lv) for i, lv in enumerate(["expert", "strong"])]
    state = definition.new_game(rules, seats, 6)
    players = [SpyBot(0, 1), bots.StrongBot(1, 2)]
    for _ in range(400):
        if state.is_over:
            break
        seat = state.current_seat
        legal = state.legal_actions()
        action = players[seat].choose(state.view(seat), legal)
        assert action in legal
        state.apply(action)
    assert state.is_over
    assert SpyBot.seen and all(isinstance(v, RomerView) for v in SpyBot.seen)
    assert registry.replay(state.record()).scores() == state.scores()


def test_expert_thinks_in_slices() -> None:
    """Between two samples the expert yields to the page: a decision with a choice is cut into
    more slices than it has sampled deals (the slices' length: benchmarks/bot_browser.py)."""
    decisions = yields_per_decision(_normal_game(4, 3), [ExpertBot(i, seed=i) for i in range(4)], 12)
    chosen = [slices for options, slices in decisions if options > 1]
    assert chosen and all(slices > 10 for slices in chosen), decisions


# --- pinned choices ---------------------------------------------------------------------------
EVERY = 5  # every fifth decision with a choice, so the sample spans whole rounds


def decisions() -> list[tuple[str, RomerState]]:
    """(label, state) for a few dozen decisions of seeded normal-bot games (2, 3, 4 seats)."""
    found = []
    for players in (2, 3, 4):
        state = _normal_game(players, 30 + players, RomerRules())
        normal = [bots.NormalBot(i, i) for i in range(players)]
        counter = 0
        while not state.is_over and len(found) < 10 * (players - 1):
            seat = state.current_seat
            legal = state.legal_actions()
            if len(legal) > 1:
                counter += 1
                if counter % EVERY == 0:
                    found.append((f"{players}:{counter}", copy.deepcopy(state)))
            state.apply(normal[seat].choose(state.view(seat), legal))
    return found


def expert_choice(state: RomerState) -> str:
    seat = state.current_seat
    assert seat is not None
    action = ExpertBot(seat, seed=0).choose(state.view(seat), state.legal_actions())
    return json.dumps(action.to_json(), sort_keys=True, separators=(",", ":"))


# label (players or variant:decision) -> the expert's action, as the record's JSON.
PINNED: dict[str, str] = {
    "2:5": '{"card":"R3","draw":true,"type":"AddHorse"}',
    "2:10": '{"card":"GC","type":"ChangeTrump"}',
    "2:15": '{"card":"B5","type":"Lead"}',
    "2:20": '{"card":"PC","type":"LayTrump"}',
    "2:25": '{"card":"G1","draw":true,"type":"AddHorse"}',
    "2:30": '{"card":"R3","draw":true,"type":"AddHorse"}',
    "2:35": '{"card":"G1","draw":true,"type":"AddHorse"}',
    "2:40": '{"card":"GC","type":"LayTrump"}',
    "2:45": '{"card":"R6","type":"Play"}',
    "2:50": '{"card":"R7","type":"Lead"}',
    "3:5": '{"card":"P7","type":"Lead"}',
    "3:10": '{"card":"GC","type":"Play"}',
    "3:15": '{"card":"Y2","draw":true,"type":"AddHorse"}',
    "3:20": '{"card":"B1","draw":true,"type":"AddHorse"}',
    "3:25": '{"card":"B2","draw":true,"type":"AddHorse"}',
    "3:30": '{"card":"B1","draw":true,"type":"AddHorse"}',
    "3:35": '{"card":"PC","type":"LayTrump"}',
    "3:40": '{"card":"B7","type":"Play"}',
    "3:45": '{"card":"PC","type":"Play"}',
    "3:50": '{"card":"P4","draw":true,"type":"AddHorse"}',
    "4:5": '{"card":"Y3","draw":true,"type":"AddHorse"}',
    "4:10": '{"card":"G3","draw":true,"type":"AddHorse"}',
    "4:15": '{"card":"B5","draw":true,"type":"AddHorse"}',
    "4:20": '{"card":"B7","type":"Lead"}',
    "4:25": '{"card":"P4","draw":true,"type":"AddHorse"}',
    "4:30": '{"card":"G2","draw":true,"type":"AddHorse"}',
    "4:35": '{"card":"B2","draw":true,"type":"AddHorse"}',
    "4:40": '{"card":"P1","draw":true,"type":"AddHorse"}',
    "4:45": '{"card":"G5","draw":true,"type":"AddHorse"}',
    "4:50": '{"card":"G2","draw":true,"type":"AddHorse"}',
}


def test_expert_level_version_and_its_choices_on_seeded_positions() -> None:
    assert ExpertBot.version == 3, "re-pin PINNED when the expert level changes"
    chosen = {label: expert_choice(state) for label, state in decisions()}
    assert len(chosen) >= 30
    assert chosen == PINNED


def test_the_margin_over_the_others_mean_is_the_strong_bots_at_two_players() -> None:
    """Version 3 judges playouts by the seat's points against the others' mean: at two players
    that is the strong bot's margin over the other (the two-player expert plays as version 2,
    its pins unchanged); at four, the mean of three, the first's bonus when ahead of all."""
    compared = 0
    for players in (2, 4):
        state = _normal_game(players, 11)
        while not state.is_over:
            _advance(state, 3)
            points = bots.round_points(state)
            for seat in range(players):
                others = [p for s, p in enumerate(points) if s != seat]
                bonus = 30.0 if state.results and points[seat] > max(others) else 0.0
                assert mean_margin(state, seat) == points[seat] - sum(others) / len(others) + bonus
                if players == 2:
                    assert mean_margin(state, seat) == bots.margin(state, seat)
                compared += 1
    assert compared > 30


def test_the_other_levels_keep_their_versions() -> None:
    assert (bots.EasyBot.version, bots.NormalBot.version, bots.StrongBot.version) == (3, 2, 2)


if __name__ == "__main__":
    for label, state in decisions():
        print(f"    {label!r}: {expert_choice(state)!r},")
