"""Big joker hands (RM-22): a bounded list of melds, every legal meld still accepted, bots in slices."""

from __future__ import annotations

import time

import pytest

from ludi.games.romme.actions import Meld
from ludi.games.romme.bots import EasyBot, NormalBot
from ludi.games.romme.cards import counts_of, face
from ludi.games.romme.melds import HELD_JOKERS, all_melds, joker_count
from ludi.games.romme.rules import RommeRules
from ludi.games.romme.solver import clear_caches
from ludi.games.romme.strong_bot import StrongBot
from ludi.games.romme.views import DRAW, PLAY

from .helpers import cards, meld, setup

SUIT = "HA H2 H3 H4 H5 H6 H7 H8 H9 H10 HJ HQ HK"
BIG = SUIT + " JK JK JK JK JK JK"


@pytest.fixture(autouse=True)
def _cold() -> None:
    """Each test thinks from scratch: solved hands are remembered across tests otherwise."""
    clear_caches()


def _held_jokers(m: tuple[int, ...], counts: list[int]) -> int:
    """Jokers of meld ``m`` standing for a card the hand holds."""
    return sum(1 for e in m if e >= 64 and counts[e - 64])


def test_rm22_legal_melds_list_at_most_one_joker_for_a_held_card() -> None:
    counts = counts_of(cards(BIG))
    listed = all_melds(counts, RommeRules())
    assert len(listed) < 1000  # 26,918 placements before the bound
    assert max(_held_jokers(m, counts) for m in listed) == HELD_JOKERS == 1
    assert max(joker_count(m) for m in all_melds(counts_of(cards("H2 H5 H8 JK JK JK")), RommeRules())) == 2
    every = all_melds(counts, RommeRules(), held_jokers=None)
    assert set(listed) <= set(every) and len(every) > 10 * len(listed)


def test_rm22_a_meld_beyond_the_list_is_still_legal_to_play() -> None:
    st = setup([BIG, "C9 D9 S5"], phase=PLAY)
    legal = st.legal_actions()
    assert len(legal) < 1000
    two_held = Meld(("H2", "*H3", "*H4", "H5"))  # jokers for ♥3 and ♥4, which the hand holds
    assert two_held not in legal
    st.apply(two_held)
    assert st.pending == [meld("H2 *H3 *H4 H5")]
    assert st.hands[0][face(2, 3)] == 1 and st.hands[0][52] == 4


def test_rm22_melds_of_a_selection_include_the_unlisted_spellings_and_every_listed_one() -> None:
    """What a table offers for selected cards: every legal spelling, the legal list's and the
    ones it leaves out, each judged by the engine (none breaking RM-22's joker count)."""
    st = setup([BIG, "C9 D9 S5"], phase=PLAY)
    legal = st.legal_actions()
    selection = cards("H2 H5 JK JK")
    offered = st.melds_of(selection)
    assert Meld(("H2", "*H3", "*H4", "H5")) in offered and Meld(("H2", "*H3", "*H4", "H5")) not in legal
    listed = [a for a in legal if isinstance(a, Meld) and sorted(_faces(a)) == sorted(selection)]
    assert set(listed) < set(offered)
    for a in offered:
        st.check(a)
    assert st.melds_of(cards("H2 JK JK")) == []  # two jokers need two naturals (RM-22)


def _faces(action: Meld) -> list[int]:
    return [52 if c.startswith("*") else cards(c)[0] for c in action.cards]


@pytest.mark.parametrize("bot_class", [EasyBot, NormalBot, StrongBot])
@pytest.mark.parametrize("phase", [PLAY, DRAW])
def test_bots_decide_on_a_full_suit_and_six_jokers_in_many_short_slices(bot_class: type, phase: str) -> None:
    st = setup([BIG, "C9 D9 S5"], phase=phase, stock="C3 C4 D5 D6 S9 S10", discard="H8")
    legal = st.legal_actions()
    steps = bot_class(0, seed=3).steps(st.view(0), legal)
    slices, longest, start = 0, 0.0, time.perf_counter()
    while True:
        t0 = time.perf_counter()
        try:
            next(steps)
        except StopIteration as done:
            action = done.value
            break
        longest = max(longest, time.perf_counter() - t0)
        slices += 1
    assert action in legal
    if phase == PLAY:
        assert slices >= 13  # everything melds: a solve per card kept back, each in slices
    assert time.perf_counter() - start < 20  # 15 s for the easy bot's move before the bound
    assert longest < 1.0  # generous for a loaded machine; benchmarks/romme_big_hands.py: ~10 ms
