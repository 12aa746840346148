"""Römer hints: the reason is a fact about the hinted card (RO-20, RO-22, RO-30..RO-34, RO-51)."""

from __future__ import annotations

from typing import Any

from ludi.games import registry
from ludi.games.protocol import Hint
from ludi.games.romer.actions import AddHorse, ChangeTrump, LayTrump, Lead, Play
from ludi.games.romer.hints import explain
from ludi.games.romer.rules import RomerRules
from ludi.games.romer.state import RomerState

from .helpers import state


def _hint(st: RomerState) -> Hint | None:
    return registry.get("romer").questions(st).hint(st.current_seat)


def _trick(
    led: str, played: list[tuple[int, str]], hands: list[str], teams: list[str], **kw: Any
) -> RomerState:
    trick = {"leader": 0, "played": [[0, led], *[[s, c] for s, c in played]]}
    return state(hands, teams, phase="trick", trick=trick, **kw)


def test_ro30_ro31_ro33_a_cut_that_wins_takes_the_losers_last_team_cards() -> None:
    """Seat 1 threw green (neither blue nor its trump red): a cut takes its red 1 (RO-33)."""
    st = _trick("B5", [(1, "G4")], ["B2 Y3", "R4 G5", "P2 G3 Y6"], ["B3", "R1", "PC"])
    assert _hint(st) == Hint(Play("P2"), "cut", {"card": "P2", "beats": "B5", "takes": ["R1"]})


def test_ro32_following_higher_wins_an_uncut_trick() -> None:
    st = _trick("B3", [], ["B2 Y3", "B5 B6 G2", "Y1 G3"], ["Y5", "R7", "PC"])
    assert _hint(st) == Hint(Play("B5"), "follow_high", {"card": "B5", "beats": "B3"})


def test_ro33_reasons_of_cards_after_a_cut() -> None:
    """Once green has cut, purple 2 is a beaten cut (kept team, RO-33 decision) or a loss."""
    teams = ["B3", "G1", "PC P6"]
    st = _trick("B5", [(1, "G6")], ["B2 Y3", "R4 G5", "P2 Y6 B1"], teams)
    view = st.view(2)
    assert explain(view, Play("P2")) == ("cut_keep", {"card": "P2", "beaten_by": "G6"})
    assert explain(view, Play("Y6")) == ("throw", {"card": "Y6", "loses": True})
    assert explain(view, Play("B1")) == ("follow_low", {"card": "B1"})
    lose = RomerRules(single_round=True, cut_losers_keep=False)
    view = _trick("B5", [(1, "G6")], ["B2 Y3", "R4 G5", "P2 Y6 B1"], teams, rules=lose).view(2)
    assert explain(view, Play("P2")) == ("throw", {"card": "P2", "loses": True})


def test_ro34_a_cut_takes_only_what_the_team_has_room_for() -> None:
    hands = ["B2", "R4", "G5", "P2 Y6"]
    teams = ["B3", "R1", "G1", "PC P3 P4 P5 P6 P7"]
    st = _trick("B5", [(1, "Y4"), (2, "Y5")], hands, teams)
    assert explain(st.view(3), Play("P2"))[1]["takes"] == ["R1"]  # one place left of seven


def test_ro51_a_horse_scores_its_points_times_its_place_in_the_trump_colour() -> None:
    st = state(["R1 G2 Y7", "B4 B5"], ["R3 G6", "B1"])
    view = st.view(0)
    assert explain(view, AddHorse("R1", True)) == (
        "add_horse",
        {"card": "R1", "position": 3, "points": 60, "draw": True, "prize": None},
    )
    assert explain(view, AddHorse("G2", False))[1]["points"] == 10  # not trump: once


def test_ro21_ro22_changing_trump_and_leading() -> None:
    st = state(["R1 G2 Y7 Y1", "B4 B5", "G3"], ["R3 R6", "B1", "GC"])
    view = st.view(0)
    assert explain(view, ChangeTrump("Y1")) == ("change_trump", {"card": "Y1", "colour": "Y", "discards": 2})
    assert explain(view, Lead("Y7")) == ("lead", {"card": "Y7", "combat": 7, "free": True, "prize": None})
    assert explain(view, Lead("G2")) == ("lead", {"card": "G2", "combat": 2, "free": False, "prize": None})


def test_ro33_a_horse_or_a_lead_names_the_highest_horse_a_trick_could_win() -> None:
    """Only horses count (a lone trump card is place 1); the highest place wins, the first seat
    after the player on a tie."""
    st = state(["R1 G2 Y7", "B4 B5", "G3", "Y2"], ["R3", "B1 B2 B3", "GC G6 G4", "Y5 Y6"])
    view = st.view(0)
    assert explain(view, Lead("Y7"))[1]["prize"] == [1, 3]
    assert explain(view, AddHorse("G2", True))[1]["prize"] == [1, 3]


def test_ro11_a_trump_card_of_the_longest_colour() -> None:
    st = state(["R1 R2 R4 G5", "B4 B5"], ["", "B1"], phase="trump", trump_queue=[0])
    hint = _hint(st)
    assert hint is not None and isinstance(hint.action, LayTrump)
    assert hint.reason == "lay_trump" and hint.params["colour"] == "R" and hint.params["cards"] == 3
