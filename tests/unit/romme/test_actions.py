"""Rommé actions: card-code shapes, one canonical spelling per meld (RM-20), typed fields, views."""

from __future__ import annotations

import json

import pytest

from ludi.games.protocol import IllegalAction
from ludi.games.romme.actions import CODEC, Discard, Draw, Exchange, LayOff, Meld
from ludi.games.romme.views import PLAY

from .helpers import hand_codes, setup


@pytest.mark.parametrize(
    "make",
    [
        lambda: Meld(("H7", "H8", "X9")),
        lambda: Meld(("H7", "H8", "*JK")),
        lambda: Meld(("H7", "H8", "JK")),
        lambda: Meld(("H7", "H8", "H11")),
        lambda: Meld(("h7", "H8", "H9")),
        lambda: Meld(("H7", "H8", 9)),
        lambda: Meld("H7 H8 H9"),
        lambda: Discard("*H7"),
        lambda: Discard(""),
        lambda: Discard(7),
        lambda: LayOff(0, "JK"),
        lambda: LayOff(0.0, "H7"),
        lambda: LayOff(0, "H7", 1),
        lambda: Exchange(0, 1, "JK"),
        lambda: Exchange(0, True, "H7"),
        lambda: Draw("deck"),
        lambda: Draw(None),
    ],
)
def test_malformed_actions_are_illegal_before_any_engine_parses_them(make) -> None:
    with pytest.raises(IllegalAction):
        make()


def test_rm20_a_set_in_another_suit_order_is_the_canonical_action() -> None:
    assert Meld(("DK", "SK", "CK")) == Meld(("CK", "SK", "DK"))
    assert Meld(("*HK", "CK", "SK")).cards == ("CK", "SK", "*HK")
    assert Meld(("H7", "H8", "*H9")).cards == ("H7", "H8", "*H9")  # runs keep their order
    decoded = CODEC.decode({"type": "Meld", "cards": ["DK", "SK", "CK"]})
    assert decoded.cards == ("CK", "SK", "DK")


def test_rm20_any_spelling_applies_as_the_listed_action_and_the_record_is_canonical() -> None:
    st = setup(["DK SK CK H2 H3 H9", "C9 D9 S5"], phase=PLAY)
    assert Meld(("CK", "SK", "DK")) in st.legal_actions()
    st.apply(Meld(["DK", "SK", "CK"]))  # type: ignore[arg-type]
    assert st.history[-1] == Meld(("CK", "SK", "DK"))
    assert st.record().actions[-1] == {"type": "Meld", "cards": ["CK", "SK", "DK"]}
    assert hand_codes(st, 0) == ["H2", "H3", "H9"]


def test_a_callers_list_cannot_rewrite_the_history() -> None:
    st = setup(["DK SK CK H2 H3 H9", "C9 D9 S5"], phase=PLAY)
    cards = ["CK", "SK", "DK"]
    st.apply(Meld(cards))  # type: ignore[arg-type]
    cards[0] = "H2"
    assert json.loads(st.record().dumps())["actions"][-1]["cards"] == ["CK", "SK", "DK"]


def test_view_refuses_a_seat_not_at_the_table_and_keeps_the_spectator() -> None:
    st = setup(["H2 H3 H9", "C9 D9 S5"])
    assert st.view(None).hand is None
    assert st.view(1).hand is not None
    for seat in (2, -1, -2, 0.0, True):
        with pytest.raises(ValueError, match="no seat"):
            st.view(seat)  # type: ignore[arg-type]
