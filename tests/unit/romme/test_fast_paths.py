"""The speed-ups answer exactly what the plain definitions answer (issue 13: no rule changes).

``all_melds`` enumerates per rank and suit mask and remembers hands, ``layoffs`` and
``exchanges`` filter per-meld lists, and ``legal_actions`` skips re-parsing the candidates it
enumerated itself: each is checked here against the straightforward computation.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from ludi.games.protocol import Seat
from ludi.games.romme.actions import ConfirmFirstMeld, Discard, Exchange, LayOff, Meld, TakeBack
from ludi.games.romme.bots import EasyBot, NormalBot
from ludi.games.romme.cards import JOKER, JOKER_FLAG, N_FACES, code, entry_code, new_deck
from ludi.games.romme.melds import (
    HELD_JOKERS,
    _enumerate_sets,
    _run_windows,
    all_melds,
    check_meld,
    clear_meld_cache,
    exchanges,
    joins_a_meld,
    layoffs,
    unclear_jokers,
)
from ludi.games.romme.rules import RommeRules
from ludi.games.romme.state import RommeState
from ludi.games.romme.views import PLAY

RULES = [
    RommeRules(),
    RommeRules(preset="palace"),
    RommeRules(cyclic_runs=True),
    RommeRules(preset="palace", strict_jokers=True, strict_sets=True, cyclic_runs=True),
]


def _reference_runs(counts: list[int], rules: RommeRules, suit: int, held: int) -> list[tuple[int, ...]]:
    """Runs window by window, every window of ``_run_windows`` (the enumeration before the masks)."""
    out = []
    jokers = counts[JOKER]
    base = suit * 13 - 1
    for ranks in _run_windows(rules):
        missing = [i for i, r in enumerate(ranks) if not counts[base + r]]
        if len(missing) > jokers:
            continue
        length = len(ranks)
        present = [i for i in range(length) if counts[base + ranks[i]]]
        for extra in range(0, min(jokers - len(missing), held) + 1):
            if 2 * (len(missing) + extra) > length:
                break
            for chosen in combinations(present, extra):
                jpos = set(missing).union(chosen)
                entries = tuple(JOKER_FLAG + base + r if i in jpos else base + r for i, r in enumerate(ranks))
                if rules.strict_jokers and any(i in jpos and i + 1 in jpos for i in range(length)):
                    continue
                if unclear_jokers(entries, rules):
                    continue
                out.append(entries)
    return out


def _reference_melds(counts: list[int], rules: RommeRules, held: int) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = []
    for rank in range(1, 14):
        _enumerate_sets(counts, rules, rank, held, out)
    for suit in range(4):
        out.extend(_reference_runs(counts, rules, suit, held))
    return out


def _random_hands(seed: int, count: int) -> list[list[int]]:
    rng = random.Random(seed)
    deck = new_deck(2, 6)
    hands = []
    for _ in range(count):
        counts = [0] * N_FACES
        for f in rng.sample(deck, rng.choice((7, 13, 14, 20))):
            counts[f] += 1
        hands.append(counts)
    return hands


@pytest.mark.parametrize("rules", RULES, ids=["palast", "palace", "cyclic", "strict"])
def test_listed_melds_are_the_window_by_window_enumeration_in_the_same_order(rules: RommeRules) -> None:
    for counts in _random_hands(13, 150):
        for held in (HELD_JOKERS, 13):
            expected = _reference_melds(counts, rules, held)
            clear_meld_cache()
            assert all_melds(counts, rules, held) == expected  # computed
            assert all_melds(counts, rules, held) == expected  # remembered
            for m in expected:
                check_meld(m, rules)  # listed melds need no second check (legal_actions)


def test_remembered_meld_lists_cannot_be_changed_by_a_caller() -> None:
    counts = [0] * N_FACES
    for f in (0, 1, 2, 13, 26):
        counts[f] = 1
    listed = all_melds(counts, RULES[0])
    listed.clear()
    assert all_melds(counts, RULES[0]) == [(0, 13, 26), (0, 1, 2)]  # sets first, then runs


def _slow_legal(st: RommeState) -> list[object]:
    """Every candidate ``legal_actions`` might list, filtered through ``explain_illegal``."""
    hand = st.hands[st.turn]
    candidates: list[object] = [Meld(tuple(entry_code(e) for e in m)) for m in all_melds(hand, st.rules)]
    candidates += [ConfirmFirstMeld(), TakeBack()]
    held = [f for f in range(52) if hand[f]]  # nothing else can be laid off or exchanged
    entries = held + ([JOKER_FLAG + f for f in range(52)] if hand[JOKER] else [])
    for i, target in enumerate(st.table):
        for entry in entries:
            for at_start in (False, True):
                candidates.append(LayOff(i, entry_code(entry), at_start))
        for pos in range(len(target)):
            candidates += [Exchange(i, pos, code(f)) for f in held]
    candidates += [Discard(code(f)) for f in range(53)]
    return [a for a in candidates if st.explain_illegal(a) == "legal"]  # type: ignore[arg-type]


@pytest.mark.parametrize("rules", RULES, ids=["palast", "palace", "cyclic", "strict"])
def test_legal_actions_are_every_candidate_the_rules_accept(rules: RommeRules) -> None:
    plays = owed = 0
    for seed in (1, 2):  # normal bots exchange jokers (RM-41 owed jokers), easy ones dawdle
        st = RommeState(rules, [Seat(str(i)) for i in range(3)], seed)
        bots = [EasyBot(0, seed=seed), NormalBot(1, seed=seed), NormalBot(2, seed=seed)]
        for _ in range(400):
            if st.is_over:
                break
            seat = st.current_seat
            legal = st.legal_actions()
            if st.phase == PLAY:
                plays += 1
                owed += st.owed > 0
                assert sorted(map(repr, legal)) == sorted(map(repr, _slow_legal(st)))
                assert len(set(legal)) == len(legal)
            st.apply(bots[seat].choose(st.view(seat), legal))
    assert plays > 50 and (owed or not rules.joker_must_be_remelded or rules.strict_jokers)


def test_layoffs_and_exchanges_follow_the_hand_not_the_first_hand_asked() -> None:
    run = (JOKER_FLAG + 0, 1, 2)  # *CA C2 C3
    hand = [0] * N_FACES
    assert layoffs(run, hand, RULES[0]) == [] and exchanges(run, hand, RULES[0]) == []
    hand[0] = hand[3] = 1  # CA, C4
    assert layoffs(run, hand, RULES[0]) == [(3, False, run + (3,))]
    assert exchanges(run, hand, RULES[0]) == [(0, 0, (0, 1, 2))]


@pytest.mark.parametrize("rules", RULES, ids=["palast", "palace", "cyclic", "strict"])
def test_a_card_joins_a_meld_exactly_when_a_listed_meld_uses_it(rules: RommeRules) -> None:
    for counts in _random_hands(7, 60):
        for f in range(52):
            counts[f] += 1
            assert joins_a_meld(counts, f, rules) == any(f in m for m in all_melds(counts, rules))
            counts[f] -= 1
