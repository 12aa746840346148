"""The expert Rommé bot: the strong bot's play, and a first meld held back while the hand is
nearly ready to go down whole in one turn (RM-52, Handrommé) and nobody is about to go out."""

from __future__ import annotations

from ludi.games.romme.actions import Discard, Meld
from ludi.games.romme.expert_bot import ExpertBot
from ludi.games.romme.rules import RommeRules
from ludi.games.romme.strong_bot import StrongBot
from ludi.games.romme.views import PLAY

from .helpers import bots_round, setup

#: Two melds worth 51 (RM-30: the first meld needs 30) and three cards left over.
NEARLY_READY = "HJ HQ HK C7 S7 D7 C2 D9 S4"


def _after_the_draw(other: str, **position: object):
    return setup(
        [NEARLY_READY, other],
        rules=RommeRules(single_round=True, no_jokers=True),
        phase=PLAY,
        taken_from_discard=None,
        **position,
    )


def test_rm52_expert_keeps_its_first_meld_in_hand_while_three_cards_are_missing() -> None:
    state = _after_the_draw("C3 C4 D5 D6 H10 S9 S10 SJ")
    view, legal = state.view(0), state.legal_actions()
    assert Meld(("HJ", "HQ", "HK")) in legal
    assert isinstance(StrongBot(0, 1).choose(view, legal), Meld)
    waits = ExpertBot(0, 1).choose(view, legal)
    assert isinstance(waits, Discard) and waits.card in {"C2", "D9", "S4"}


def test_rm52_expert_comes_out_once_someone_may_go_out_first() -> None:
    """The other player came out and holds two cards: half the time the round ends before
    the expert's next turn, and a closed hand pays for every card."""
    state = _after_the_draw("C3 D5", table=["S2 S3 S4 S5"], owners=[1])
    view, legal = state.view(0), state.legal_actions()
    assert isinstance(ExpertBot(0, 1).choose(view, legal), Meld)


def test_rm52_expert_comes_out_when_too_many_cards_are_missing() -> None:
    state = setup(
        ["HJ HQ HK C7 S7 D7 C2 D9 S4 H2 C5", "C3 C4 D5 D6 H10 S9 S10 SJ"],
        rules=RommeRules(single_round=True, no_jokers=True),
        phase=PLAY,
    )
    view, legal = state.view(0), state.legal_actions()
    assert isinstance(ExpertBot(0, 1).choose(view, legal), Meld)


def test_rm53_rounds_between_expert_and_strong_bots_end() -> None:
    assert bots_round(["expert", "expert"], 272).is_over
    assert bots_round(["expert", "strong", "expert", "strong"], 5).is_over
