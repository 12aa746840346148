"""Römer rules RO-1..RO-52, each test naming the rule it checks; scenarios are positions."""

from __future__ import annotations

import pytest
from tests.unit.romer.helpers import hand, state, team

from ludi.games.protocol import IllegalAction, RulesError, Seat
from ludi.games.romer import views
from ludi.games.romer.actions import AddHorse, ChangeTrump, LayTrump, Lead, Play, Stop
from ludi.games.romer.cards import CARD_TABLE, CODES, COPIES, DECK_SIZE, POINTS, new_deck, parse, team_points
from ludi.games.romer.rules import RomerRules, rules_from_options
from ludi.games.romer.state import RomerState
from ludi.games.romer.views import FINAL, TRICK, TRUMP, TURN

SEATS3 = [Seat(f"P{i}") for i in range(3)]


# --- material ---------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 5])
def test_ro_1_two_to_four_players(players: int) -> None:
    with pytest.raises(RulesError, match="RO-1"):
        RomerState(RomerRules(), [Seat(f"P{i}") for i in range(players)], seed=1)


def test_ro_2_ro_3_card_table_105_cards_points_against_strength() -> None:
    assert DECK_SIZE == 105 and len(new_deck()) == 105
    per_colour = sum(copies for *_, copies in CARD_TABLE)
    assert per_colour == 21
    caesar = CARD_TABLE[0]
    assert caesar[1:] == (0, 0, 7)  # 7 Caesars, combat 0, points 0
    assert [(c, p) for _, c, p, _ in CARD_TABLE[1:]] == [
        (1, 20),
        (2, 10),
        (3, 10),
        (4, 5),
        (5, 5),
        (6, 3),
        (7, 3),
    ]
    assert COPIES[parse("R1")] == 2 and POINTS[parse("P1")] == 20 and POINTS[parse("GC")] == 0


# --- set-up -------------------------------------------------------------------------------
def test_ro_10_deal_fifteen_each_rest_is_draw_pile_and_ro_11_trump_from_left_of_dealer() -> None:
    st = RomerState(RomerRules(), SEATS3, seed=4)
    view = st.view(0)
    assert view.hand_sizes == (15, 15, 15)
    assert view.draw_size == 105 - 45 and view.discard_size == 0
    assert view.phase == TRUMP
    assert view.trump_queue == tuple((st.dealer + k) % 3 for k in (1, 2, 3))
    for k in (1, 2, 3):
        seat = st.current_seat
        assert seat == (st.dealer + k) % 3
        st.apply(st.legal_actions()[0])
        assert st.view(seat).hand_sizes[seat] == 15  # RO-11: laid one, drew one
        assert len(st.view(seat).teams[seat]) == 1
    assert st.phase == TURN and st.current_seat == (st.dealer + 1) % 3  # RO-12


def test_ro_11_laying_a_trump_card_is_logged_under_its_own_event_not_the_phase_name() -> None:
    st = RomerState(RomerRules(), SEATS3, seed=4)
    seat = st.current_seat
    st.apply(st.legal_actions()[0])
    events = [e.event for e in st.view(seat).log]
    assert events == [views.LAY_TRUMP, views.DRAW]
    phases = {*views.PHASES, views.OVER}
    log_events = {views.LAY_TRUMP, views.HORSE, views.CHANGE, views.LEAD, views.PLAY, views.WON, views.LOST}
    assert not phases & (log_events | {views.DRAW, views.STOP})


def test_ro_10_dealer_moves_left_each_round() -> None:
    st = state(
        ["R1", "B2"], [["RC"], ["B3"]], rules=RomerRules(target=10_000), dealer=1, turn=0, totals=[5, 6]
    )
    st.apply(AddHorse("R1", False))
    # B2 alone: RO-42 final phase, seat 1 stops -> round 2 dealt by seat 0 (left of seat 1)
    assert st.phase == FINAL and st.current_seat == 1
    st.apply(Stop())
    assert st.round_no == 1 and st.dealer == 0 and st.totals == [5 + 0 + 2 * 20, 6 + 10]


def test_ro_10_empty_draw_pile_is_the_shuffled_discard_pile_and_nothing_when_both_empty() -> None:
    st = state(["R1 R2", "B2 B3"], [["RC"], ["BC"]], rest="discard")
    assert st.view(0).draw_size == 0
    before = st.view(0).discard_size
    st.apply(AddHorse("R1", True))
    assert st.view(0).hand_sizes[0] == 2 and st.view(0).draw_size == before - 1
    assert st.view(0).discard_size == 0


def test_ro_10_nobody_draws_when_both_piles_are_empty() -> None:
    # every spare card sits in seat 1's hand: both piles empty
    from tests.unit.romer.helpers import position

    pos = position(["R1 R2", "B2"], [["RC"], ["BC"]])
    pos["hands"][1] += pos["draw"]
    pos["draw"] = []
    st = RomerState.from_position(RomerRules(single_round=True), SEATS3[:2], pos, 1)
    st.apply(AddHorse("R1", True))
    assert st.view(0).hand_sizes[0] == 1


def test_ro_11_a_caesar_may_serve_as_trump_unless_ruled_out() -> None:
    st = state(["RC R5", "B2 B3"], [[], ["BC"]], phase="trump", trump_queue=[0])
    assert LayTrump("RC") in st.legal_actions()
    strict = state(
        ["RC R5", "B2 B3"], [[], ["BC"]], phase="trump", trump_queue=[0], rules=RomerRules(caesar_trump=False)
    )
    assert LayTrump("RC") not in strict.legal_actions() and LayTrump("R5") in strict.legal_actions()
    with pytest.raises(IllegalAction, match="Caesar"):
        strict.apply(LayTrump("RC"))


# --- a turn ---------------------------------------------------------------------------------
def test_ro_20_add_horse_at_the_end_then_draw_then_left_player() -> None:
    st = state(["R1 R2", "B2 B3", "G1 G2"], [["RC", "R4"], ["BC"], ["GC"]], draw_top="Y7")
    st.apply(AddHorse("R2", True))
    assert team(st, 0) == ["RC", "R4", "R2"]
    assert sorted(hand(st, 0)) == ["R1", "Y7"]
    assert st.current_seat == 1


def test_ro_20_seed_drawing_after_a_horse_is_optional() -> None:
    st = state(["R1 R2", "B2 B3"], [["RC"], ["BC"]])
    st.apply(AddHorse("R2", False))
    assert hand(st, 0) == ["R1"]
    always = state(["R1 R2", "B2 B3"], [["RC"], ["BC"]], rules=RomerRules(optional_draw=False))
    assert AddHorse("R2", False) not in always.legal_actions()


def test_ro_21_change_trump_discards_the_whole_team_lays_new_trump_draws() -> None:
    st = state(["G5 R2", "B2 B3"], [["RC", "R4", "B7"], ["BC"]], draw_top="Y7")
    discard = st.view(0).discard_size
    st.apply(ChangeTrump("G5"))
    assert team(st, 0) == ["G5"] and st.view(1).trumps[0] == "G"
    assert st.view(0).discard_size == discard + 3
    assert sorted(hand(st, 0)) == ["R2", "Y7"] and st.current_seat == 1


def test_ro_22_every_other_player_answers_clockwise_with_any_card() -> None:
    st = state(["R5 R2", "B2 G3", "G1 Y2"], [["RC"], ["BC"], ["GC"]], turn=1)
    st.apply(Lead("B2"))
    assert st.phase == TRICK and st.current_seat == 2
    assert set(st.legal_actions()) == {Play("G1"), Play("Y2")}  # no duty to follow (RO-22)
    st.apply(Play("Y2"))
    assert st.current_seat == 0
    assert st.view(0).trick == ((1, "B2"), (2, "Y2"))


# --- tricks ---------------------------------------------------------------------------------
def test_ro_30_own_trump_colour_led_only_follows() -> None:
    # seat 1's trump is blue: playing blue on a blue lead follows, it does not cut
    st = state(["B5 R2", "B7 G3", "G1 Y2"], [["RC"], ["BC"], ["GC", "G2"]], draw_top="Y5 Y6 Y4")
    st.apply(Lead("B5"))
    st.apply(Play("B7"))
    st.apply(Play("Y2"))
    # uncut: seat 1 won with the highest blue; seat 2 keeps its team (no cut, RO-33)
    assert team(st, 2) == ["GC", "G2"] and st.current_seat == 1


def test_ro_31_cut_highest_cutting_card_wins_tie_first_only_winner_draws() -> None:
    st = state(
        ["B5 R2", "R6 G3", "G6 Y2", "Y6 Y3"],
        [["RC"], ["RC"], ["GC"], ["YC"]],
        draw_top="P5 P6 P4",
    )
    st.apply(Lead("B5"))
    st.apply(Play("R6"))  # cuts (trump red), combat 6
    st.apply(Play("G6"))  # cuts (trump green), combat 6: tie, played later
    st.apply(Play("Y6"))  # cuts, 6
    assert st.current_seat == 1  # winner has the lead
    sizes = st.view(0).hand_sizes
    assert sizes == (1, 2, 1, 1)  # only the winner drew
    assert "P4" in hand(st, 1)


def test_ro_32_uncut_highest_of_the_led_colour_wins_and_followers_draw() -> None:
    st = state(
        ["B5 R2", "B5 G3", "Y1 Y2"],
        [["RC"], ["GC"], ["PC"]],
        draw_top="P5 P6 P4",
    )
    st.apply(Lead("B5"))
    st.apply(Play("B5"))  # same combat: the first played (the leader) wins
    st.apply(Play("Y1"))  # neither follows nor cuts, but the trick is uncut: no loss
    assert st.current_seat == 0
    assert st.view(0).hand_sizes == (2, 2, 1)  # the leader and the follower drew
    assert team(st, 2) == ["PC"]


def test_ro_33_losers_last_cards_go_face_down_to_the_winner_in_play_order() -> None:
    st = state(
        ["B5 R2", "G4 G3", "Y1 Y2", "P1 P2"],
        [["RC"], ["GC", "R7"], ["YC", "Y5", "B1"], ["BC", "P3"]],
        draw_top="P5 P6 P4",
    )
    st.apply(Lead("B5"))
    st.apply(Play("G4"))  # seat 1 cuts (trump green)
    st.apply(Play("Y2"))  # seat 2's trump is yellow: it cuts too, 2 < 4: it lost but keeps its team
    st.apply(Play("P1"))  # seat 3: trump blue, P1 neither follows nor cuts: loses P3
    assert team(st, 1) == ["GC", "R7", "P3"]
    assert team(st, 2) == ["YC", "Y5", "B1"]  # RO-33 (decision): cut and lost keeps the team
    assert team(st, 3) == ["BC"]
    view = st.view(1)
    assert view.teams[1][2] is None  # the winner does not look at it (RO-33, RO-60)


def test_ro_33_leader_and_followers_keep_teams_losers_in_clockwise_order() -> None:
    st = state(
        ["B5 R2", "G4 G3", "Y1 Y2", "P1 P2"],
        [["RC", "R3"], ["GC"], ["YC", "Y5"], ["BC", "P3"]],
        draw_top="P5 P6 P4",
    )
    st.apply(Lead("B5"))
    st.apply(Play("G4"))  # cut
    st.apply(Play("R2" if False else "Y1"))  # seat 2 trump yellow: Y1 cuts, 1 < 4
    st.apply(Play("P1"))
    assert team(st, 0) == ["RC", "R3"]  # the leader followed its own colour
    assert team(st, 1) == ["GC", "P3"]


def test_ro_33_optional_rule_cut_losers_lose_too() -> None:
    st = state(
        ["B5 R2", "G4 G3", "Y1 Y2"],
        [["RC"], ["GC"], ["YC", "Y5"]],
        draw_top="P5 P6 P4",
        rules=RomerRules(single_round=True, cut_losers_keep=False),
    )
    st.apply(Lead("B5"))
    st.apply(Play("G4"))
    st.apply(Play("Y1"))
    assert team(st, 1) == ["GC", "Y5"]


def test_ro_34_winner_takes_only_enough_to_reach_seven_the_rest_is_discarded() -> None:
    st = state(
        ["B5 R2", "G4 G3", "Y1 Y2", "P1 P2"],
        [["RC"], ["GC", "G1", "G2", "G5", "G6"], ["PC", "Y5"], ["BC", "P3"]],
        draw_top="P5 P6 P4",
    )
    discard = st.view(0).discard_size
    st.apply(Lead("B5"))
    st.apply(Play("G4"))
    st.apply(Play("Y1"))  # loses Y5 (trump purple)
    st.apply(Play("P1"))  # loses P3 (trump blue)
    # seat 1 had 5 cards: it takes Y5 (6th) and P3 (7th); seven cards end the round (RO-50)
    assert st.is_over
    assert st.results[-1].teams[1] == ("GC", "G1", "G2", "G5", "G6", "Y5", "P3")
    assert discard < st.view(0).discard_size


def test_ro_34_extra_lost_cards_go_to_the_discard_pile() -> None:
    st = state(
        ["B5 R2", "G4 G3", "Y1 Y2", "P1 P2"],
        [["RC"], ["GC", "G1", "G2", "G5", "G6", "G7"], ["PC", "Y5"], ["BC", "P3"]],
        draw_top="P5 P6 P4",
    )
    st.apply(Lead("B5"))
    st.apply(Play("G4"))
    st.apply(Play("Y1"))
    st.apply(Play("P1"))
    assert st.results[-1].teams == (("RC",), ("GC", "G1", "G2", "G5", "G6", "G7", "Y5"), ("PC",), ("BC",))
    lost = [e for e in st.view(3).log if e.event == "lost"]
    assert [(e.seat, e.other) for e in lost] == [(2, 1), (3, None)]


def test_ro_35_trick_cards_are_discarded_and_winner_leads() -> None:
    st = state(["B5 R2", "B7 G3", "Y1 Y2"], [["RC"], ["GC"], ["PC"]], draw_top="P5 P6")
    discard = st.view(0).discard_size
    st.apply(Lead("B5"))
    st.apply(Play("B7"))
    st.apply(Play("Y1"))
    assert st.view(0).discard_size == discard + 3 - 0
    assert st.current_seat == 1 and st.phase == TURN


# --- special cases ----------------------------------------------------------------------------
def test_ro_40_lost_trump_card_means_laying_a_new_one_at_once_then_left_continues() -> None:
    st = state(
        ["B5 R2", "G4 G3", "Y1 Y2", "P1 P2 P7"],
        [["RC"], ["GC"], ["PC"], ["BC"]],
        draw_top="P5 P6 P4 R5 R6",
    )
    st.apply(Lead("B5"))
    st.apply(Play("G4"))  # seat 1 cuts and wins
    st.apply(Play("Y1"))  # seat 2 loses its trump card PC
    st.apply(Play("P1"))  # seat 3 loses its trump card BC
    assert team(st, 1) == ["GC", "PC", "BC"]
    assert st.phase == TRUMP and st.view(0).trump_queue == (2, 3)  # clockwise from the winner
    assert st.current_seat == 2
    st.apply(LayTrump("Y2"))
    assert st.current_seat == 3
    st.apply(LayTrump("P7"))
    assert st.phase == TURN and st.current_seat == 0  # left of the last of them (RO-40 decision)
    assert st.view(0).hand_sizes[2:] == (1, 2)  # both drew after laying


def test_ro_41_a_player_without_cards_plays_nothing_and_loses_in_a_cut_trick() -> None:
    st = state(
        ["B5 R2", "G4 G3", "", "P2"],
        [["RC"], ["GC"], ["YC", "Y5"], ["BC"]],
        draw_top="P5 P6 P4",
    )
    st.apply(Lead("B5"))
    st.apply(Play("G4"))
    assert st.current_seat == 3  # seat 2 played nothing (RO-41)
    assert st.view(0).trick == ((0, "B5"), (1, "G4"), (2, None))
    st.apply(Play("P2"))
    assert team(st, 1) == ["GC", "Y5", "BC"]
    assert team(st, 2) == ["YC"]


def test_ro_41_a_player_without_cards_passes_on_their_turn() -> None:
    st = state(["B5 R2", "G4", "", "P2 P3"], [["RC"], ["GC"], ["YC"], ["BC"]], turn=1)
    st.apply(AddHorse("G4", False))
    assert st.current_seat == 3  # seat 2 has no cards: its turn passes


def test_ro_42_last_player_holding_cards_adds_horses_then_stops() -> None:
    st = state(["B5 R2 R3", "G4"], [["RC"], ["GC"]], turn=1)
    st.apply(AddHorse("G4", False))
    assert st.phase == FINAL and st.current_seat == 0
    assert set(st.legal_actions()) == {
        AddHorse("B5", False),
        AddHorse("R2", False),
        AddHorse("R3", False),
        Stop(),
    }
    st.apply(AddHorse("R3", False))
    st.apply(Stop())
    assert st.is_over and st.results[-1].teams[0] == ("RC", "R3")
    assert st.scores() == [10 * 2, 5 * 2]  # R3 and G4 in their trump colour, position 2


def test_ro_42_round_ends_when_the_last_hand_is_empty() -> None:
    st = state(["B5", "G4"], [["RC"], ["GC"]], turn=1)
    st.apply(AddHorse("G4", False))
    st.apply(AddHorse("B5", False))
    assert st.is_over


def test_ro_40_ro_42_a_trump_card_laid_from_the_last_card_leaves_the_lone_holder_to_finish() -> None:
    # Both piles empty: seat 0 lays its only card as its trump card (RO-40) and draws nothing
    # (RO-10); seat 1, next in the queue, is then the only player holding cards: RO-42.
    everything = [CODES[f] for f in new_deck()]
    for c in ("R3", "YC", "Y5"):
        everything.remove(c)
    st = state(["R3", " ".join(everything), ""], [[], [], ["YC", "Y5"]], phase="trump", trump_queue=[0, 1])
    st.apply(LayTrump("R3"))
    assert st.phase == FINAL and st.current_seat == 1
    assert st.legal_actions() == [LayTrump(c) for c in sorted(set(everything), key=parse)]  # RO-40 first
    again = RomerState.from_position(st.rules, st.seats, st.position_json(), seed=1)
    assert again.position_json() == st.position_json() and again.legal_actions() == st.legal_actions()
    st.apply(LayTrump("B7"))
    assert st.legal_actions()[-1] == Stop() and AddHorse("B1", False) in st.legal_actions()  # RO-42
    st.apply(AddHorse("B1", False))
    st.apply(Stop())
    assert st.is_over and st.results[-1].teams == (("R3",), ("B7", "B1"), ("YC", "Y5"))


def test_ro_43_no_cards_anywhere_is_out_of_the_round() -> None:
    st = state(["B5 R2", "G4 G3", "", "P2"], [["RC"], ["GC"], [], ["BC"]])
    st.apply(Lead("B5"))
    st.apply(Play("G3"))
    assert st.current_seat == 3
    assert (2, None) not in st.view(0).trick


# --- end of a round ---------------------------------------------------------------------------
def test_ro_50_round_ends_at_seven_team_cards() -> None:
    st = state(["B5 R2", "G4 G3"], [["RC", "R3", "R4", "R5", "R6", "R7"], ["GC"]])
    st.apply(AddHorse("R2", True))
    assert st.is_over and len(st.results[-1].teams[0]) == 7


def test_ro_51_seed_example_xx_of_trump_colour_in_position_seven_scores_140() -> None:
    team_cards = [parse(c) for c in ("RC", "BC", "GC", "YC", "PC", "PC", "R1")]
    assert team_points(team_cards) == 140
    mixed = [parse(c) for c in ("R3", "B1", "R6", "RC")]  # 10*1 + 20 + 3*3 + 0
    assert team_points(mixed) == 39


def test_ro_51_round_scores_every_team() -> None:
    st = state(["B5 R2", "G4 G3"], [["R4", "R3", "B1", "R6", "RC", "R7"], ["G1", "G2"]])
    st.apply(AddHorse("R2", True))
    assert st.scores() == [5 + 20 + 20 + 12 + 0 + 18 + 70, 20 + 20]


def test_ro_52_rounds_add_up_until_the_target_highest_total_wins() -> None:
    rules = RomerRules(target=500)
    st = state(
        ["B5 R2", "G4 G3"], [["R1", "R1", "RC", "RC", "RC", "RC"], ["G1"]], rules=rules, totals=[300, 480]
    )
    st.apply(AddHorse("R2", True))  # seat 0: 20 + 40 + 70 = 130 -> 430; seat 1: 20 -> 500
    assert st.is_over and st.totals == [430, 500] and st.winners() == [1]
    both = state(
        ["B5 R2", "G4 G3"], [["R1", "R1", "RC", "RC", "RC", "RC"], ["G1"]], rules=rules, totals=[400, 480]
    )
    both.apply(AddHorse("R2", True))
    assert both.is_over and both.winners() == [0]  # 530 beats 500 (RO-52 decision)
    going_on = state(["B5 R2", "G4 G3"], [["R1", "R1", "RC", "RC", "RC", "RC"], ["G1"]], rules=rules)
    going_on.apply(AddHorse("R2", True))
    assert not going_on.is_over and going_on.round_no == 1 and going_on.phase == TRUMP


def test_rules_options() -> None:
    rules = rules_from_options(None, ["single-round", "target=800", "no-caesar-trump"])
    assert rules.single_round and rules.target == 800 and not rules.caesar_trump
    with pytest.raises(RulesError):
        rules_from_options(None, ["turbo"])
    with pytest.raises(RulesError):
        RomerRules(target=True)  # type: ignore[arg-type]
    with pytest.raises(RulesError):
        RomerRules(single_round=1)  # type: ignore[arg-type]
