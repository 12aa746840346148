"""Turn structure, first meld, jokers, going out, scoring and views (RM-10..RM-69)."""

from __future__ import annotations

import pytest

from ludi.games.protocol import IllegalAction
from ludi.games.romme.actions import (
    ConfirmFirstMeld,
    Discard,
    Draw,
    Exchange,
    Knock,
    LayOff,
    Meld,
    Pass,
    TakeBack,
)
from ludi.games.romme.rules import PALACE, RommeRules
from ludi.games.romme.views import DRAW, KNOCK, PLAY

from .helpers import bots_round, hand_codes, meld, setup

SINGLE = RommeRules(single_round=True)


def M(text: str) -> Meld:
    return Meld(tuple(text.split()))


def test_rm10_draw_from_stock_or_discard_first() -> None:
    st = setup(["H2 H3 H9 SK", "C9 D9 S5"], stock="C4 C5", discard="D8 DK")
    assert set(st.legal_actions()) == {Draw("stock"), Draw("discard")}
    with pytest.raises(IllegalAction, match="draw"):
        st.apply(Discard("H2"))
    st.apply(Draw("discard"))
    assert "DK" in hand_codes(st, 0)
    assert st.discard == [st.discard[0]] and st.phase == PLAY


def test_rm12_card_from_discard_pile_not_discarded_again() -> None:
    st = setup(["H2 H3 H9 SK", "C9 D9 S5"], discard="DK")
    st.apply(Draw("discard"))
    before = st.position_json()
    with pytest.raises(IllegalAction, match="RM-12"):
        st.apply(Discard("DK"))
    assert st.position_json() == before  # untouched on IllegalAction
    st.apply(Discard("SK"))
    assert st.turn == 1 and st.phase == DRAW


def test_rm30_first_meld_needs_30_and_can_be_taken_back() -> None:
    st = setup(["C7 S7 H7 H2 H3 H4 D9 D10", "C9 D9 S5"], stock="C4 C5")
    st.apply(Draw("stock"))
    st.apply(M("C7 S7 H7"))
    assert st.pending and not st.table
    with pytest.raises(IllegalAction, match="30"):
        st.apply(ConfirmFirstMeld())
    with pytest.raises(IllegalAction, match="confirm or take back"):
        st.apply(Discard("D9"))
    st.apply(M("H2 H3 H4"))  # 21 + 9 = 30
    st.apply(ConfirmFirstMeld())
    assert len(st.table) == 2 and st.opened[0] and not st.pending


def test_rm15_take_back_returns_cards_to_hand() -> None:
    st = setup(["C7 S7 H7 H9 D9", "C9 D9 S5"], stock="C4 C5")
    st.apply(Draw("stock"))
    st.apply(M("C7 S7 H7"))
    st.apply(TakeBack())
    assert sorted(hand_codes(st, 0)) == sorted(["C7", "S7", "H7", "H9", "D9", "C5"])
    assert not st.pending


def test_rm30_lay_off_not_allowed_before_first_meld() -> None:
    st = setup(["H8 C2 C3", "C9 D9 S5"], table=["H5 H6 H7"], phase=PLAY)
    assert not any(isinstance(a, LayOff) for a in st.legal_actions())
    with pytest.raises(IllegalAction, match="first meld"):
        st.apply(LayOff(0, "H8"))


def test_rm11_lay_off_after_first_meld_both_ends() -> None:
    st = setup(["H8 H4 H9", "C9 D9 S5"], table=["H5 H6 H7"], opened=[True, True], phase=PLAY)
    st.apply(LayOff(0, "H4", at_start=True))
    st.apply(LayOff(0, "H8"))
    assert st.table[0] == meld("H4 H5 H6 H7 H8")
    with pytest.raises(IllegalAction, match="does not fit"):
        st.apply(LayOff(0, "H9", at_start=True))
    with pytest.raises(IllegalAction, match="keep one card"):
        st.apply(LayOff(0, "H9"))


def test_rm14_going_out_by_discarding_last_card_scores_rm51() -> None:
    st = setup(["H8 DK", "C9 D9 S5", "HA JK"], table=["H5 H6 H7"], opened=[True, True, True], phase=PLAY)
    st.apply(LayOff(0, "H8"))
    st.apply(Discard("DK"))
    assert st.is_over
    result = st.results[-1]
    assert result.winner == 0
    assert result.deltas == (23 + 31, -23, -31)  # 9+9+5 and 11+20


def test_rm66_win_without_discarding() -> None:
    rules = RommeRules(single_round=True, win_without_discard=True)
    st = setup(["H8 H9", "C9 D9 S5"], rules=rules, table=["H5 H6 H7"], opened=[True, True], phase=PLAY)
    st.apply(LayOff(0, "H8"))
    st.apply(LayOff(0, "H9"))
    assert st.is_over and st.results[-1].winner == 0


def test_rm40_rm41_palast_joker_must_go_into_new_meld() -> None:
    st = setup(["H6 C8 S8 D2 D3", "C9 D9 S5"], table=["H5 *H6 H7"], opened=[True, True], phase=PLAY)
    st.apply(Exchange(0, 1, "H6"))
    assert st.table[0] == meld("H5 H6 H7")
    assert st.owed == 1
    with pytest.raises(IllegalAction, match="joker"):
        st.apply(Discard("D2"))
    with pytest.raises(IllegalAction, match="not a lay-off"):
        st.apply(LayOff(0, "*H8"))
    st.apply(M("C8 S8 *H8"))
    st.apply(Discard("D2"))
    assert st.turn == 1


def test_rm41_palast_exchange_refused_when_joker_cannot_be_melded() -> None:
    st = setup(["H6 D2", "C9 D9 S5"], table=["H5 *H6 H7"], opened=[True, True], phase=PLAY)
    with pytest.raises(IllegalAction, match="RM-41"):
        st.apply(Exchange(0, 1, "H6"))


def test_rm41_palace_joker_goes_to_hand_and_may_be_discarded() -> None:
    rules = RommeRules(preset=PALACE, single_round=True)
    st = setup(["H6 D2", "C9 D9 S5"], rules=rules, table=["H5 *H6 H7"], opened=[True, True], phase=PLAY)
    st.apply(Exchange(0, 1, "H6"))
    assert hand_codes(st, 0) == ["D2", "JK"]
    st.apply(Discard("JK"))
    assert st.discard[-1] == 52


def test_rm67_strict_jokers_cannot_be_discarded() -> None:
    rules = RommeRules(preset=PALACE, single_round=True, strict_jokers=True)
    st = setup(["JK D2 C5", "C9 D9 S5"], rules=rules, phase=PLAY)
    with pytest.raises(IllegalAction, match="RM-67"):
        st.apply(Discard("JK"))
    assert Discard("D2") in st.legal_actions()


def test_rm68_strict_sets_joker_as_spade_or_club_is_played() -> None:
    """A joker standing for ♠ before ♥ ♦, or for ♣ in a full set, is listed and put down."""
    rules = RommeRules(preset=PALACE, single_round=True, strict_sets=True, no_first_meld=True)
    st = setup(["JK H7 D7 JK S8 H8 D8 C2", "C9 D9 S5"], rules=rules, opened=[True, True], phase=PLAY)
    legal = st.legal_actions()
    assert M("*S7 H7 D7") in legal
    st.apply(M("*S7 H7 D7"))
    assert M("*C8 S8 H8 D8") in st.legal_actions()
    st.apply(M("*C8 S8 H8 D8"))
    assert hand_codes(st, 0) == ["C2"]


def test_rm52_handromme_doubles_palast() -> None:
    st = setup(["C10 S10 H10 HJ HQ HK", "C9 D9 S5"], stock="D2", turn=0)
    st.apply(Draw("stock"))
    st.apply(M("C10 S10 H10"))
    st.apply(M("HJ HQ HK"))
    st.apply(ConfirmFirstMeld())
    st.apply(Discard("D2"))
    result = st.results[-1]
    assert result.handromme
    assert result.deltas == (46, -46)


def test_rm52_no_handromme_after_earlier_meld() -> None:
    st = setup(["HJ HQ HK", "C9 D9 S5"], stock="D2", table=["C10 S10 H10"], owners=[0], opened=[True, False])
    st.apply(Draw("stock"))
    st.apply(M("HJ HQ HK"))
    st.apply(Discard("D2"))
    assert not st.results[-1].handromme
    assert st.results[-1].deltas == (23, -23)


def test_rm52_palast_no_handromme_with_lay_off_on_others_meld() -> None:
    st = setup(["C10 S10 H10 HJ HQ HK D5", "C9 D9 S5"], stock="D9", table=["D2 D3 D4"], owners=[1])
    st.apply(Draw("stock"))
    st.apply(M("C10 S10 H10"))
    st.apply(M("HJ HQ HK"))
    st.apply(ConfirmFirstMeld())
    st.apply(LayOff(0, "D5"))
    st.apply(Discard("D9"))
    assert st.results[-1].winner == 0 and not st.results[-1].handromme


def test_rm52_palace_needs_empty_table() -> None:
    rules = RommeRules(preset=PALACE, single_round=True)
    st = setup(["C10 S10 H10 HJ HQ HK", "C9 D9 S5"], rules=rules, stock="D2", table=["C2 C3 C4"])
    st.apply(Draw("stock"))
    st.apply(M("C10 S10 H10"))
    st.apply(M("HJ HQ HK"))
    st.apply(ConfirmFirstMeld())
    st.apply(Discard("D2"))
    assert not st.results[-1].handromme
    assert st.results[-1].deltas == (23, -23)


def test_rm53_palace_stock_exhaustion_ends_round_without_winner() -> None:
    rules = RommeRules(preset=PALACE, single_round=True)
    st = setup(["H2 H3", "C9 D9 S5"], rules=rules, stock="D4", discard="DK")
    st.apply(Draw("stock"))
    st.apply(Discard("H2"))
    assert st.is_over
    assert st.results[-1].winner is None
    assert st.results[-1].deltas == (-7, -23)


def test_rm53_palast_turns_the_discard_pile() -> None:
    st = setup(["H2 H3", "C9 D9 S5"], stock="D4", discard="DK D5")
    st.apply(Draw("stock"))
    st.apply(Discard("H2"))
    assert not st.is_over
    position = st.position_json()
    assert position["discard"] == ["H2"]
    assert sorted(position["stock"]) == ["D5", "DK"]


def test_rm53_palast_ends_when_nothing_to_turn() -> None:
    st = setup(["H2 H3", "C9 D9 S5"], stock="D4", discard="")
    st.apply(Draw("stock"))
    st.apply(Discard("H2"))
    assert st.is_over and st.results[-1].winner is None


def test_rm53_palast_turns_the_discard_pile_once_then_ends_the_round() -> None:
    st = setup(["H2 H3", "C9 D9 S5"], stock="D4", discard="DK D5")
    st.apply(Draw("stock"))
    st.apply(Discard("H2"))  # the stock is empty: ♦K ♦5 become the new stock
    st.apply(Draw("stock"))
    st.apply(Discard("S5"))
    st.apply(Draw("stock"))
    assert not st.is_over
    st.apply(Discard("H3"))  # empty again, with ♥2 ♠5 in the pile: no second turn
    assert st.is_over and st.results[-1].winner is None


def test_rm53_rm67_a_round_no_one_can_go_out_of_still_ends() -> None:
    """Found by the bot benchmark: with strict jokers each player kept a lone joker that no
    meld on the table could take (only full sets), so the round turned the pile forever."""
    assert bots_round(["normal", "strong"], 38, ["strict-jokers", "strict-sets"]).is_over


def _knock_window_after_seat_1_drew():
    """Four players, seats 2 and 3 have opened, seat 0 discarded ♦K, seat 1 drew from the stock."""
    rules = RommeRules(single_round=True, knocking=True)
    st = setup(
        ["H2 H3 D9", "C9 D9 S5", "C4 C5 C6", "HK SK CK"],
        rules=rules,
        stock="D4 D5 D6",
        discard="DK",
        turn=1,
        opened=[False, False, True, True],
    )
    st.last_discarder = 0
    st.apply(Draw("stock"))
    return st


def test_rm60_knocking_window_after_stock_draw() -> None:
    st = _knock_window_after_seat_1_drew()
    assert st.phase == KNOCK and st.current_seat == 2  # seat 3 comes after; 0 discarded
    st.apply(Pass())
    assert st.current_seat == 3
    st.apply(Knock())
    assert sorted(hand_codes(st, 3)) == sorted(["HK", "SK", "CK", "DK", "D5"])
    assert st.phase == PLAY and st.current_seat == 1


def test_rm60_no_knocking_when_next_player_takes_the_discard() -> None:
    rules = RommeRules(single_round=True, knocking=True)
    st = setup(["H2", "C9 D9 S5", "C4 C5 C6"], rules=rules, turn=1, opened=[True, True, True])
    st.last_discarder = 0
    st.apply(Draw("discard"))
    assert st.phase == PLAY


def test_rm69_casino_bonus_for_cards_put_down() -> None:
    rules = RommeRules(single_round=True, casino=True, no_first_meld=True)
    st = setup(["SQ HQ CQ D2", "C9 D9 S5", "HA"], rules=rules, stock="C3", table=["D3 D4 D5"], owners=[1])
    st.apply(Draw("stock"))
    st.apply(M("SQ HQ CQ"))  # no threshold: straight to the table
    st.apply(LayOff(0, "D2", at_start=True))
    st.apply(Discard("C3"))
    # hands 5+5+5 = 15 and 15 (ace); put down 40+10+10+5 = 65, split 32 each
    assert st.results[-1].deltas == (30 + 65, -15 - 32, -15 - 32)


def test_view_hides_other_hands_and_stock() -> None:
    st = setup(["H2 H3 H9", "C9 D9 S5"], stock="C4 C5 C6")
    v = st.view(0)
    assert v.hand is not None and len(v.hand) == 3
    assert v.hand_sizes == (3, 3)
    assert v.stock_size == 3
    assert not hasattr(v, "stock") and not hasattr(v, "hands")
    assert st.view(None).hand is None


def test_apply_leaves_state_untouched_on_illegal_meld() -> None:
    st = setup(["H2 H3 H9 C4", "C9 D9 S5"], phase=PLAY)
    before = st.position_json()
    with pytest.raises(IllegalAction):
        st.apply(M("H2 H3 H9"))
    with pytest.raises(IllegalAction):
        st.apply(M("H2 H3 *H4 *H5"))
    assert st.position_json() == before and not st.history


def test_rm54_palast_game_ends_past_minus_limit() -> None:
    st = setup(["H2 H3", "C9 D9 S5"], rules=RommeRules(limit=20), stock="D4", discard="")
    st.apply(Draw("stock"))
    st.apply(Discard("H2"))  # stock and pile exhausted: -7 and -23 -> seat 1 past 20
    assert st.is_over
    assert st.scores() == [-7, -23]
    assert st.winners() == [0]


@pytest.mark.parametrize("round_no", [1, 2])
def test_rm54_palace_game_lasts_the_set_number_of_rounds(round_no: int) -> None:
    """Round 2 of 3 ends in a new deal, round 3 of 3 ends the game (RM-53 ends both: no stock)."""
    rules = RommeRules(preset=PALACE, limit=3)
    st = setup(["H2 H3", "C9 D9 S5"], rules=rules, stock="D4", discard="", round=round_no, minus=[5, 0])
    st.apply(Draw("stock"))
    st.apply(Discard("H2"))
    assert st.is_over == (round_no == 2)
    assert st.scores() == [-5 - 7, -23]
    if not st.is_over:
        assert st.round_no == 2 and [len(h) for h in st.position_json()["hands"]] == [13, 13]


def test_rm13_a_knocker_only_takes_cards_and_waits_for_their_own_turn() -> None:
    st = _knock_window_after_seat_1_drew()
    st.apply(Pass())
    assert set(st.legal_actions()) == {Knock(), Pass()}  # no melds while knocking
    with pytest.raises(IllegalAction):
        st.apply(M("HK SK CK"))
    st.apply(Knock())
    assert st.current_seat == 1  # the turn stays with the player who drew
    st.apply(Discard("S5"))
    st.apply(Draw("stock"))
    assert st.current_seat == 2 and len(hand_codes(st, 3)) == 5  # the knocker's cards wait


def test_rm22_palast_refuses_unclear_jokers_side_by_side_palace_accepts_them() -> None:
    hand = ["H8 H9 JK JK C2 D5", "C9 D9 S5"]
    st = setup(hand, phase=PLAY)
    assert M("H8 H9 *H10 *HJ") not in st.legal_actions()
    with pytest.raises(IllegalAction, match="RM-22"):
        st.apply(M("H8 H9 *H10 *HJ"))
    st.apply(M("H8 H9 *H10"))
    assert st.pending == [meld("H8 H9 *H10")]
    palace = setup(hand, rules=RommeRules(preset=PALACE, single_round=True), phase=PLAY)
    assert M("H8 H9 *H10 *HJ") in palace.legal_actions()
    palace.apply(M("H8 H9 *H10 *HJ"))
    assert palace.pending == [meld("H8 H9 *H10 *HJ")]
