"""How much the Rommé bots think on the biggest joker hands: bounded by counts, not clocks.

A bot move has a budget in the browser (a second for the strong bot). The strong bot's
one-draw lookahead solves a hand per unseen face that could meld; with a full suit and six
jokers each solve is large, so it rations its faces by the solver's own size measure
(``search_size``): the same decision in every replay, and a bounded number of solves.
"""

from __future__ import annotations

import random

import pytest

from ludi.games.romme import solver
from ludi.games.romme.bots import NormalBot
from ludi.games.romme.cards import JOKER, N_FACES
from ludi.games.romme.rules import RommeRules
from ludi.games.romme.solver import PENALTY_OBJECTIVE, best_arrangement, search_size
from ludi.games.romme.strong_bot import StrongBot, _spread
from ludi.games.romme.views import PLAY

from .helpers import setup

FULL_SUIT_SIX_JOKERS = "HA H2 H3 H4 H5 H6 H7 H8 H9 H10 HJ HQ HK" + " JK" * 6


def _run(bot: StrongBot | NormalBot, state) -> object:  # noqa: ANN001 - a RommeState
    steps = bot.steps(state.view(bot.seat), state.legal_actions())
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def _count_searches(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    sizes: list[int] = []
    real = solver._finish

    def counting(search, counts, key):  # noqa: ANN001, ANN202
        sizes.append(len(search.memo))
        return real(search, counts, key)

    monkeypatch.setattr(solver, "_finish", counting)
    solver.clear_caches()
    return sizes


def test_rm10_strong_draw_on_a_full_suit_with_six_jokers_solves_a_bounded_number_of_hands(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = setup([FULL_SUIT_SIX_JOKERS, "C9 D2 S3"], stock="C3 C4 D5 D6 S9 S10", discard="H8")
    sizes = _count_searches(monkeypatch)
    action = _run(StrongBot(0, seed=3), state)
    assert action in state.legal_actions()
    # Before the bound it solved one big hand per unseen face (53 solves, ~70,000 part-hands).
    assert len(sizes) <= 12, sizes
    assert sum(sizes) <= StrongBot.think_budget + 4 * max(sizes)


def test_strong_bot_decides_the_same_whether_or_not_the_solver_remembers_hands() -> None:
    state = setup([FULL_SUIT_SIX_JOKERS, "C9 D2 S3"], stock="C3 C4 D5 D6 S9 S10", discard="H8")
    solver.clear_caches()
    cold = _run(StrongBot(0, seed=3), state)
    warm = _run(StrongBot(0, seed=3), state)
    assert cold == warm


def test_search_size_is_the_same_cold_and_remembered() -> None:
    counts = [0] * N_FACES
    for f in range(13):
        counts[f] = 1
    counts[JOKER] = 6
    rules = RommeRules()
    solver.clear_caches()
    cold = search_size(counts, rules, PENALTY_OBJECTIVE)
    assert cold > 100  # a big hand: many part-hands
    assert search_size(counts, rules, PENALTY_OBJECTIVE) == cold


def test_spread_keeps_every_face_when_few_and_every_copy_when_many() -> None:
    faces = [(f, 1 + f % 2) for f in range(20)]
    assert _spread(faces, 20) == faces
    picked = _spread(faces, 4)
    assert len(picked) == 4
    assert sum(n for _f, n in picked) == sum(n for _f, n in faces)
    assert [f for f, _n in picked] == sorted({f for f, _n in picked})


@pytest.mark.parametrize("seed", range(30))
def test_rm14_keeping_one_card_back_matches_trying_every_card(seed: int) -> None:
    """When the whole hand melds, the plan keeps the card whose loss costs least; the bounded
    search must pick what trying every card picks (most value put down, then lowest face)."""
    rng = random.Random(seed)
    rules = RommeRules()
    start = rng.randrange(0, 8)
    suit = rng.randrange(4)
    run = [suit * 13 + r for r in range(start, start + rng.randrange(4, 7))]
    rank = rng.randrange(13)
    group = [s * 13 + rank for s in range(4) if s != suit][: rng.randrange(3, 4)]
    counts = [0] * N_FACES
    for f in run + group:
        counts[f] += 1
    counts[JOKER] = rng.randrange(0, 3)
    whole = best_arrangement(counts, rules, PENALTY_OBJECTIVE)
    if whole.leftover:
        pytest.skip("this draw does not meld completely")
    expected = None
    for f in range(N_FACES):
        if counts[f]:
            counts[f] -= 1
            a = best_arrangement(counts, rules, PENALTY_OBJECTIVE)
            counts[f] += 1
            if expected is None or a.value > expected[0]:
                expected = (a.value, f)
    bot = NormalBot(0)
    state = setup(["C9 D2 S3", "C8 D3 S4"], phase=PLAY)
    steps = bot._keep_one_back(counts, whole.value, state.view(0))
    while True:
        try:
            next(steps)
        except StopIteration as done:
            got = done.value
            break
    assert expected is not None
    kept_back = [f for f in got.leftover]
    assert got.value == expected[0]
    assert expected[1] in kept_back
