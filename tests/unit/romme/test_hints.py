"""Rommé hints: the reason is a fact about the hinted move (RM-10..RM-15, RM-30, RM-40, RM-60, RM-68)."""

from __future__ import annotations

from ludi.games import registry
from ludi.games.protocol import Hint
from ludi.games.romme import actions as act
from ludi.games.romme.hints import explain
from ludi.games.romme.rules import PALACE, RommeRules
from ludi.games.romme.state import RommeState
from ludi.games.romme.views import KNOCK, PLAY

from .helpers import setup


def _hint(st: RommeState) -> Hint | None:
    return registry.get("romme").questions(st).hint(st.current_seat)


def test_rm10_take_the_discard_that_completes_a_meld() -> None:
    st = setup(["H5 H6 C2 S9 DK", "C9 D9 S5"], discard="SQ H7", opened=[True, True])
    assert _hint(st) == Hint(act.Draw("discard"), "take_discard", {"card": "H7", "meld": ["H5", "H6", "H7"]})


def test_rm10_draw_from_the_stock_when_the_discard_joins_nothing() -> None:
    st = setup(["H5 H6 C2 S9", "C9 D9 S5"], discard="DK", opened=[True, True])
    assert _hint(st) == Hint(act.Draw("stock"), "draw_stock", {"card": "DK"})


def test_rm30_first_meld_then_confirm() -> None:
    st = setup(["C10 S10 H10 D2 S7", "C9 D9 S5"], phase=PLAY)
    first = act.Meld(("C10", "S10", "H10"))
    assert _hint(st) == Hint(
        first, "first_meld", {"cards": list(first.cards), "points": 30, "total": 30, "threshold": 30}
    )
    st.apply(first)
    assert _hint(st) == Hint(act.ConfirmFirstMeld(), "confirm", {"points": 30, "threshold": 30})


def test_rm15_take_back_a_first_meld_short_of_the_threshold_and_not_offer_it_again() -> None:
    st = setup(["C2 SA S4 S10 H2 H3 H5 HJ D3 JK JK C5 H5 JK", "C9 D9 S5"], phase=PLAY)
    st.apply(act.Meld(("C5", "*S5", "H5")))
    assert _hint(st) == Hint(act.TakeBack(), "take_back", {"points": 15, "threshold": 30})
    st.apply(act.TakeBack())
    hint = _hint(st)
    assert hint is not None and hint.reason == "discard", hint


def test_rm11_rm12_lay_off_then_discard_the_least_useful_card() -> None:
    st = setup(["H8 SK C2 D4", "C9 D9 S5"], table=["H5 H6 H7"], opened=[True, True], phase=PLAY)
    assert _hint(st) == Hint(act.LayOff(0, "H8"), "lay_off", {"card": "H8", "meld": ["H5", "H6", "H7"]})
    st.apply(act.LayOff(0, "H8"))
    assert _hint(st) == Hint(act.Discard("SK"), "discard", {"card": "SK", "value": 10, "spare": True})


def test_rm14_the_last_card_goes_out() -> None:
    st = setup(["SK", "C9 D9 S5"], table=["H5 H6 H7"], opened=[True, True], phase=PLAY)
    assert _hint(st) == Hint(act.Discard("SK"), "go_out", {"card": "SK"})


def test_rm40_exchange_a_joker_for_a_dead_card() -> None:
    rules = RommeRules(preset=PALACE, single_round=True)
    st = setup(["H6 DK C2", "C9 D9 S5"], rules=rules, table=["H5 *H6 H7"], opened=[True, True], phase=PLAY)
    assert _hint(st) == Hint(
        act.Exchange(0, 1, "H6"), "exchange", {"card": "H6", "joker": "*H6", "meld": ["H5", "*H6", "H7"]}
    )


def test_rm60_knock_and_pass_name_the_card() -> None:
    rules = RommeRules(preset=PALACE, single_round=True, knocking=True)
    st = setup(
        ["C2 C3", "SJ SK D2 D5 C7", "C9 D9 S5"],
        rules=rules,
        discard="SQ",
        turn=2,
        phase=KNOCK,
        knock_queue=[1],
        last_discarder=0,
        opened=[True, True, True],
    )
    view = st.view(1)
    assert explain(view, act.Knock()) == ("knock", {"card": "SQ", "meld": ["SJ", "SQ", "SK"]})
    assert explain(view, act.Pass()) == ("pass", {"card": "SQ"})


def test_rm68_strict_sets_a_joker_at_the_low_end_is_hinted() -> None:
    rules = RommeRules(preset=PALACE, single_round=True, strict_sets=True)
    st = setup(
        ["JK H7 D7 C2 S9", "C9 D9 S5"], rules=rules, table=["C3 C4 C5"], opened=[True, True], phase=PLAY
    )
    assert _hint(st) == Hint(
        act.Meld(("*S7", "H7", "D7")), "meld", {"cards": ["*S7", "H7", "D7"], "points": 21}
    )
