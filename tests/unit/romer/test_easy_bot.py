"""Römer's easy level errs as a newcomer does (issue: levels that stay what they are): each
of its moves is the normal bot's or another sensible one the strong bot would weigh, never a
move drawn from everything legal, and it errs often enough to be beaten."""

from __future__ import annotations

from ludi.games import registry
from ludi.games.protocol import Seat
from ludi.games.romer.bots import EasyBot, candidates
from ludi.games.romer.tactics import normal_choice, seen_from_view


def test_easy_plays_the_normal_move_or_another_sensible_one_and_slips_often() -> None:
    definition = registry.get("romer")
    slips = moves = 0
    for seed in range(16):
        rules = definition.rules_from_options(None, ["single-round"])
        seats = [Seat("Julia", "bot", "easy"), Seat("Marcus", "bot", "normal")]
        state = definition.new_game(rules, seats, seed)
        bots = [EasyBot(0, seed), definition.bots["normal"](1, seed)]
        while not state.is_over:
            seat = state.current_seat
            view, legal = state.view(seat), state.legal_actions()
            action = bots[seat].choose(view, legal)
            if seat == 0 and len(legal) > 1:
                seen = seen_from_view(view)
                normal = normal_choice(seen)
                assert action == normal or action in candidates(seen, legal), (seed, action)
                moves += 1
                slips += action != normal
            state.apply(action)
    assert moves > 100
    assert 0.35 < slips / moves < 0.75, (slips, moves)
