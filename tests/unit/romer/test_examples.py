"""The help's worked examples (``romer.examples``) recomputed with the engine (RO-30..RO-33, RO-51)."""

from __future__ import annotations

import pytest

from ludi.games.romer.actions import AddHorse, Play
from ludi.games.romer.cards import card_scores, parse, team_points
from ludi.games.romer.examples import CHARIOT, CUT_TRICK, UNCUT_TRICK, Trick
from ludi.games.romer.views import DRAW, LOST, WON

from .helpers import state


def test_ro51_the_chariot_is_scored_card_by_card_as_the_seed_says() -> None:
    team = [parse(c) for c in CHARIOT.cards]
    assert tuple(card_scores(team)) == CHARIOT.scores
    assert team_points(team) == CHARIOT.total == sum(CHARIOT.scores)
    assert len(team) == 7 and CHARIOT.scores[-1] == 140  # XX of the trump colour in place 7


def test_ro51_a_round_ending_on_that_chariot_scores_it() -> None:
    """The engine's own end of round (RO-50: seven cards) gives the example's total."""
    st = state(["R1 B5", "G3 G4"], [list(CHARIOT.cards[:6]), "GC"])
    st.apply(AddHorse("R1", True))
    assert st.is_over and st.scores()[0] == CHARIOT.total


@pytest.mark.parametrize("trick", [CUT_TRICK, UNCUT_TRICK], ids=["cut", "uncut"])
def test_ro30_ro33_the_example_trick_ends_as_the_help_says(trick: Trick) -> None:
    """Played out from a position: every seat with a trump card of its colour and one horse,
    the last card of the trick still to come."""
    teams = [[f"{colour}C", f"{colour}C"] for colour in trick.trumps]
    last_seat, last_card = trick.played[-1]
    hands = [f"{last_card} YC" if s == last_seat else "YC" for s in range(len(trick.trumps))]
    played = [[s, c] for s, c in trick.played[:-1]]
    st = state(hands, teams, phase="trick", trick={"leader": trick.played[0][0], "played": played})
    st.apply(Play(last_card))
    log = st.view(None).log
    start = max(i for i, e in enumerate(log) if e.event == WON)
    won = log[start]
    assert won.seat == trick.winner and won.other == int(trick.cut)
    assert tuple(e.seat for e in log if e.event == LOST) == trick.losers
    assert all(e.other == trick.winner for e in log if e.event == LOST)
    assert tuple(sorted(e.seat for e in log[start:] if e.event == DRAW)) == trick.draws
