"""RO-60: hands private, trump cards public, a horse known only to its owner, a card won
through RO-33 known only to the player who lost it; views reject seats not at the table."""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.unit.romer.helpers import state

from ludi.games.protocol import Seat
from ludi.games.romer.actions import AddHorse, Lead, Play
from ludi.games.romer.rules import RomerRules
from ludi.games.romer.state import RomerState


def test_ro_60_hands_are_private() -> None:
    st = state(["B5 R2", "G4 G3", "Y1 Y2"], [["RC"], ["GC"], ["PC"]])
    assert st.view(0).hand == ("R2", "B5")
    assert st.view(1).hand == ("G3", "G4")
    assert st.view(None).hand is None
    assert st.view(0).hand_sizes == (2, 2, 2)
    text = repr(st.view(0))
    assert "G3" not in text and "Y1" not in text


def test_ro_60_trump_cards_are_public() -> None:
    st = state(["B5 R2", "G4 G3"], [["RC"], ["GC"]])
    for seat in (0, 1, None):
        assert st.view(seat).teams == (("RC",), ("GC",))
        assert st.view(seat).trumps == ("R", "G")


def test_ro_60_a_horse_is_known_only_to_the_player_who_placed_it() -> None:
    st = state(["B5 R2", "G4 G3", "Y1 Y2"], [["RC"], ["GC"], ["PC"]])
    st.apply(AddHorse("R2", True))
    assert st.view(0).teams[0] == ("RC", "R2")
    assert st.view(1).teams[0] == ("RC", None)
    assert st.view(None).teams[0] == ("RC", None)
    horse = [e for e in st.view(1).log if e.event == "horse"]
    assert horse and horse[0].card is None  # the public log hides it too
    assert [e for e in st.view(0).log if e.event == "horse"][0].card == "R2"
    drawn = [e for e in st.view(1).log if e.event == "draw"]
    assert drawn and drawn[0].card is None


def test_ro_60_a_card_won_through_ro_33_is_known_only_to_the_player_who_lost_it() -> None:
    st = state(
        ["B5 R2", "G4 G3", "Y1 Y2"],
        [["RC"], ["GC"], [{"card": "PC", "known": [0, 1, 2]}, {"card": "P3", "known": [2]}]],
        draw_top="P5",
    )
    st.apply(Lead("B5"))
    st.apply(Play("G4"))  # seat 1 cuts
    st.apply(Play("Y1"))  # seat 2 loses its horse P3
    assert st.view(2).teams[1] == ("GC", "P3")  # the loser still knows it
    assert st.view(1).teams[1] == ("GC", None)  # the winner does not look (RO-33)
    assert st.view(0).teams[1] == ("GC", None)
    lost = [e for e in st.view(0).log if e.event == "lost"]
    assert lost[0].card is None and lost[0].other == 1
    assert [e for e in st.view(2).log if e.event == "lost"][0].card == "P3"


def test_ro_60_a_lost_trump_card_stays_known_it_was_face_up() -> None:
    st = state(["B5 R2", "G4 G3", "Y1 Y2"], [["RC"], ["GC"], ["PC"]], draw_top="P5")
    st.apply(Lead("B5"))
    st.apply(Play("G4"))
    st.apply(Play("Y1"))
    assert st.view(0).teams[1] == ("GC", "PC")  # decision RO-60: everyone saw it


@pytest.mark.parametrize("bad", [3, -1, True, "0", 1.0])
def test_view_rejects_a_seat_not_at_the_table(bad: object) -> None:
    st = state(["B5 R2", "G4 G3", "Y1 Y2"], [["RC"], ["GC"], ["PC"]])
    with pytest.raises(ValueError):
        st.view(bad)  # type: ignore[arg-type]


def _hidden_places(pos: dict, seat: int) -> list[tuple]:
    """Every place holding a card ``seat`` may not know: other hands, piles, unknown team cards."""
    places: list[tuple] = []
    for s, hand in enumerate(pos["hands"]):
        if s != seat:
            places += [("hands", s, i) for i in range(len(hand))]
    places += [("draw", i) for i in range(len(pos["draw"]))]
    places += [("discard", i) for i in range(len(pos["discard"]))]
    for s, team in enumerate(pos["teams"]):
        places += [("teams", s, i) for i, e in enumerate(team) if seat not in e["known"]]
    return places


def _get(pos: dict, place: tuple) -> str:
    if place[0] == "teams":
        return pos["teams"][place[1]][place[2]]["card"]
    if place[0] == "hands":
        return pos["hands"][place[1]][place[2]]
    return pos[place[0]][place[1]]


def _put(pos: dict, place: tuple, card: str) -> None:
    if place[0] == "teams":
        pos["teams"][place[1]][place[2]]["card"] = card
    elif place[0] == "hands":
        pos["hands"][place[1]][place[2]] = card
    else:
        pos[place[0]][place[1]] = card


def _played(seed: int, players: int, moves: int) -> RomerState:
    rng = random.Random(seed)
    st = RomerState(RomerRules(single_round=True), [Seat(f"P{i}") for i in range(players)], seed)
    for _ in range(moves):
        if st.is_over:
            break
        st.apply(rng.choice(st.legal_actions()))
    return st


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    players=st.integers(2, 4),
    moves=st.integers(0, 80),
    shuffle=st.integers(0, 99),
)
def test_ro_60_redealing_every_card_a_seat_cannot_know_leaves_its_view_unchanged(
    seed: int, players: int, moves: int, shuffle: int
) -> None:
    st_ = _played(seed, players, moves)
    if st_.is_over:
        return
    pos = st_.position_json()
    seats = [Seat(f"P{i}") for i in range(players)]
    rules = st_.rules
    for seat in range(players):
        places = _hidden_places(pos, seat)
        cards = [_get(pos, p) for p in places]
        random.Random(shuffle).shuffle(cards)
        other = copy.deepcopy(pos)
        for p, c in zip(places, cards):
            _put(other, p, c)
        a = RomerState.from_position(rules, seats, pos, 1).view(seat)
        b = RomerState.from_position(rules, seats, other, 1).view(seat)
        assert a == b
