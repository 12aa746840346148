"""The normal level's turn (RO-20 add a horse, RO-22 lead a trick): it leads its top card
against one or two opponents, where the leader follows its own colour and so never loses a team
card to a cut (RO-33), and keeps adding horses against three, where a cut it invites hands two
opponents' cards to a third. Before, it added a horse whenever one was worth 2 points, so a
player facing normal bots never saw one lead."""

from __future__ import annotations

import pytest
from tests.unit.romer.helpers import state

from ludi.games.romer.actions import AddHorse, Lead
from ludi.games.romer.bots import NormalBot

HANDS = ("B7 G2 G3 R4 Y6", "R2 R3 Y2 Y3 P4", "G4 P2 P3 Y4 B2", "B3 B4 R6 P6 Y7")
TEAMS = ("G5", "R5", "Y5", "P5")


def normal_turn(players: int):
    st = state(HANDS[:players], TEAMS[:players])
    return NormalBot(0, seed=1).choose(st.view(0), st.legal_actions())


@pytest.mark.parametrize("players", (2, 3))
def test_ro_22_against_one_or_two_opponents_it_leads_its_top_card(players: int) -> None:
    assert normal_turn(players) == Lead("B7")


def test_ro_20_against_three_it_adds_a_horse() -> None:
    assert isinstance(normal_turn(4), AddHorse)


def test_ro_20_a_horse_worth_twenty_points_goes_first() -> None:
    """A high trump card in a late place (RO-51) is worth more than the lead."""
    st = state(("B7 G1 R4 Y6 P6", "R2 R3 Y2 Y3 P4"), (["G5", "G6", "G7", "R7"], "R5"))
    assert NormalBot(0, seed=1).choose(st.view(0), st.legal_actions()) == AddHorse("G1", True)
