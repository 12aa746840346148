"""The strong bot's card judgement: live outs (RM-20, RM-21, RM-22, RM-64) and its discard.

A card is worth keeping when unseen cards can still meld it; the normal bot counts only
neighbours in the hand, the strong bot also sees which partners are already gone.
"""

from __future__ import annotations

from ludi.games.romme.actions import DISCARD_PILE, STOCK, Discard, Draw, Exchange, Meld
from ludi.games.romme.bots import NormalBot, live_outs
from ludi.games.romme.cards import JOKER, counts_of, parse
from ludi.games.romme.rules import RommeRules
from ludi.games.romme.solver import POINTS, best_arrangement
from ludi.games.romme.strong_bot import StrongBot
from ludi.games.romme.views import PLAY

from .helpers import bots_round, cards, setup


def _unseen(seen: str = "", jokers: int = 6) -> list[int]:
    counts = [2] * 52 + [jokers]
    for f in cards(seen):
        counts[f] -= 1
    return counts


def test_rm20_pair_outs_are_the_missing_suits_still_unseen_plus_jokers() -> None:
    hand = counts_of(cards("H7 S7"))
    outs, _ = live_outs(hand, parse("H7"), _unseen("H7 S7"))
    assert outs == 2 + 2 + 6  # two ♣7, two ♦7, six jokers


def test_rm20_a_pair_whose_third_suits_are_all_seen_lives_on_jokers_only() -> None:
    hand = counts_of(cards("H7 S7"))
    outs, _ = live_outs(hand, parse("H7"), _unseen("H7 S7 C7 C7 D7 D7"))
    assert outs == 6
    outs, _ = live_outs(hand, parse("H7"), _unseen("H7 S7 C7 C7 D7 D7", jokers=0))
    assert outs == 0


def test_rm21_two_cards_of_a_suit_count_the_gap_and_the_ends() -> None:
    hand = counts_of(cards("H5 H6"))
    outs, _ = live_outs(hand, parse("H5"), _unseen("H5 H6", jokers=0))
    assert outs == 4  # ♥4 and ♥7, two copies each
    gap = counts_of(cards("H5 H7"))
    outs, _ = live_outs(gap, parse("H5"), _unseen("H5 H7", jokers=0))
    assert outs == 2  # only ♥6 closes 5-_-7 (♥3-♥4-♥5 needs two cards)


def test_rm21_the_ace_ends_or_starts_a_run_but_never_turns_the_corner() -> None:
    hand = counts_of(cards("HA HK"))
    outs, _ = live_outs(hand, parse("HA"), _unseen("HA HK", jokers=0))
    assert outs == 2  # ♥Q makes Q-K-A; K-A-2 is no run
    two = counts_of(cards("HA H2"))
    outs, _ = live_outs(two, parse("HA"), _unseen("HA H2", jokers=0))
    assert outs == 2  # ♥3 makes A-2-3


def test_rm64_cyclic_runs_let_the_ace_sit_inside() -> None:
    hand = counts_of(cards("HK H2"))
    assert live_outs(hand, parse("HK"), _unseen("HK H2", jokers=0))[0] == 0
    assert live_outs(hand, parse("HK"), _unseen("HK H2", jokers=0), cyclic=True)[0] == 2  # ♥A


def test_a_lone_card_has_no_outs_only_partners_and_a_joker_counts_as_alive() -> None:
    lone = counts_of(cards("H7"))
    outs, partners = live_outs(lone, parse("H7"), _unseen("H7", jokers=0))
    assert outs == 0 and partners > 0
    assert live_outs(counts_of([JOKER]), JOKER, _unseen())[0] > 50


def test_rm20_strong_bot_throws_the_dead_pair_the_normal_bot_keeps() -> None:
    """Two pairs, ♥7 ♠7 and ♥8 ♠8; every ♣7 and ♦7 is on the table or in the discard pile.
    The normal bot throws an eight (higher value); the strong bot breaks the dead sevens.
    (Pairs of nearly equal value: a queen's three points more are worth shedding.)"""
    rules = RommeRules(single_round=True, no_jokers=True)
    state = setup(
        ["H7 S7 H8 S8", "C2 C3 C4 C5 C6 CQ C9 C10 D2 D3"],
        rules=rules,
        table=["C5 C6 C7", "D6 D7 D8"],
        discard="C7 D7 H2",
        stock="S2 S3 S4 S5 S6 S8 S9 S10",  # the default stock would hold a third ♣5 ♣6 ♣7 (RM-2)
        opened=[True, True],
        phase=PLAY,
    )
    view, legal = state.view(0), state.legal_actions()
    assert NormalBot(0, 1).choose(view, legal) in {Discard("H8"), Discard("S8")}
    assert StrongBot(0, 1).choose(view, legal) in {Discard("H7"), Discard("S7")}


def _opened_with_a_meld_in_hand(other_hand: str, preset: str = "palast"):
    return setup(
        ["C4 C5 C6 H9 DK", other_hand],
        rules=RommeRules(preset=preset, single_round=True, no_jokers=True),
        table=["S2 S3 S4"],
        discard="H2",
        opened=[True, True],
        phase=PLAY,
    )


def test_rm11_strong_bot_keeps_a_finished_meld_in_hand_while_nobody_is_close_to_going_out() -> None:
    state = _opened_with_a_meld_in_hand("C2 C3 D5 D6 H10 HJ S9 S10")
    view, legal = state.view(0), state.legal_actions()
    assert Meld(("C4", "C5", "C6")) in legal
    assert NormalBot(0, 1).choose(view, legal) == Meld(("C4", "C5", "C6"))
    action = StrongBot(0, 1).choose(view, legal)
    assert isinstance(action, Discard) and action.card in {"H9", "DK"}


def test_rm11_strong_bot_puts_its_melds_down_once_someone_holds_three_cards() -> None:
    state = _opened_with_a_meld_in_hand("C2 D5 H10")
    view, legal = state.view(0), state.legal_actions()
    assert StrongBot(0, 1).choose(view, legal) == Meld(("C4", "C5", "C6"))


def test_rm14_strong_bot_puts_everything_down_when_it_can_go_out() -> None:
    state = setup(
        ["C4 C5 C6 DK", "C2 C3 D5 D6 H10 HJ S9 S10"],
        rules=RommeRules(single_round=True, no_jokers=True),
        table=["S2 S3 S4"],
        opened=[True, True],
        phase=PLAY,
    )
    bot = StrongBot(0, 1)
    for _ in range(4):  # meld, discard: out in this turn
        if state.is_over or state.current_seat != 0:
            break
        state.apply(bot.choose(state.view(0), state.legal_actions()))
    assert state.is_over and state.results[-1].winner == 0


def test_rm14_strong_bot_does_not_take_a_discard_that_only_melds_its_whole_hand() -> None:
    """A joker and ♥3 in hand, ♦3 on the discard pile: ♥3 ♦3 joker is a meld, but with
    nothing left to discard the hand cannot go out with it (RM-14): after the turn it holds a
    joker and a three again. Taking it looked like "nothing left to shed", so two strong bots
    holding a joker and a three traded threes for ever and the round never ended. From the
    stock, a card that fits the table goes out with the joker laid off."""
    state = setup(
        ["JK H3", "JK C3"],
        rules=RommeRules(single_round=True),
        stock="C2 D7 H10 SK",
        discard="D3",
        table=["S5 S6 S7 S8", "C9 H9 D9"],
        opened=[True, True],
    )
    view, legal = state.view(0), state.legal_actions()
    assert Draw(DISCARD_PILE) in legal
    assert NormalBot(0, 1).choose(view, legal) == Draw(STOCK)
    assert StrongBot(0, 1).choose(view, legal) == Draw(STOCK)


def test_rm53_a_round_between_two_strong_bots_ends() -> None:
    """The deal where two strong bots traded threes 1,467 times in a row (each holding a
    joker and a three): the stock is drawn again and the round ends."""
    assert bots_round(["strong", "strong"], 272).is_over


def test_out_risk_grows_as_a_player_who_came_out_runs_short_of_cards() -> None:
    bot = StrongBot(0, 1)
    hands = ("C2 C3 D5 D6 H10 HJ S9 S10", "C2 D5 H10 S9", "C2 D5", "C2")
    risks = [bot.out_risk(_opened_with_a_meld_in_hand(hand).view(0)) for hand in hands]
    assert risks == sorted(risks) and risks[0] < 0.05 and risks[-1] > 0.5


def test_out_risk_is_small_while_the_others_have_not_made_their_first_meld() -> None:
    state = setup(
        ["C4 C5 C6 H9 DK", "C2"],
        rules=RommeRules(single_round=True, no_jokers=True),
        table=["S2 S3 S4"],
        owners=[0],
        opened=[True, False],
        phase=PLAY,
    )
    assert StrongBot(0, 1).out_risk(state.view(0)) < 0.01


def test_rm54_palast_puts_melds_down_against_four_cards_where_palace_still_holds_them() -> None:
    """Palast counts only minus points: 15 points held against an opened player with four
    cards cost more than holding gains; Palace pays the round's winner, so it keeps holding."""
    for preset, melds in (("palast", True), ("palace", False)):
        state = _opened_with_a_meld_in_hand("C2 D5 H10 S9", preset)
        action = StrongBot(0, 1).choose(state.view(0), state.legal_actions())
        assert (action == Meld(("C4", "C5", "C6"))) is melds, preset


def test_rm54_palast_weighs_caught_points_more_near_the_limit_and_behind_the_others() -> None:
    def aversion(minus: list[int]) -> float:
        state = setup(["C4 C5 C6 H9 DK", "C2 D5"], rules=RommeRules(no_jokers=True), minus=minus)
        return StrongBot(0, 1).risk_aversion(state.view(0))

    assert aversion([0, 0]) == 1.0
    assert aversion([100, 0]) < aversion([300, 400]) < aversion([300, 100])


def test_rm54_palast_at_four_players_keeps_a_pair_of_kings_rather_than_shed_ten_points() -> None:
    """♣K ♠K wait for a third king or a joker, ♣Q ♣K for a run; ♣6 and ♦2 are lone. A king
    thrown saves ten points only if the round ends with it in hand, and with three opened
    players holding seven cards each that is far from sure: the strong bot throws ♣6."""
    state = setup(
        ["CK D2 C6 CQ SK", "C2 C3 D5 D6 H10 HJ S9", "DJ S5 S6 H5 H6 C7 D10", "CA DA SA HA C10 S10 H8"],
        rules=RommeRules(preset="palast", single_round=True),
        table=["S2 S3 S4", "D5 D6 D7"],
        discard="H2",
        opened=[True] * 4,
        phase=PLAY,
    )
    assert StrongBot(0, 1).choose(state.view(0), state.legal_actions()) == Discard("C6")


def _palace_table(hand: str, opponent: str, players: int):
    """Everyone has come out; seat 1 holds ``opponent``, any further seats eight cards."""
    others = ["D2 D3 H4 H5 S7 S8 SJ SQ", "C9 C10 D9 DJ HQ HK SK SA"][: players - 2]
    return setup(
        [hand, opponent, *others],
        rules=RommeRules(preset="palace", single_round=True, no_jokers=True),
        table=["S2 S3 S4"],
        discard="H2",
        opened=[True] * players,
        phase=PLAY,
    )


def test_rm51_palace_holds_melds_longer_at_a_bigger_table_where_winning_pays_more() -> None:
    """Under Palace the winner scores every other hand: with three opponents winning the round
    pays more, so the same risk (18 points held against an opponent with three cards) that
    makes it put its meld down against one opponent is worth taking at four players."""
    two = _palace_table("C5 C6 C7 H9 DK", "C2 D5 H10", players=2)
    four = _palace_table("C5 C6 C7 H9 DK", "C2 D5 H10", players=4)
    bot = StrongBot(0, 1)
    assert bot.holding_worth(four.view(0)) > bot.holding_worth(two.view(0))
    assert bot.choose(two.view(0), two.legal_actions()) == Meld(("C5", "C6", "C7"))
    held = StrongBot(0, 1).choose(four.view(0), four.legal_actions())
    assert isinstance(held, Discard), held


def test_rm51_palace_does_not_hold_a_meld_against_two_cards_even_at_four_players() -> None:
    """Holding for the round's win costs minus points when someone goes out first: against an
    opponent with two cards, 18 points in hand are put down at four players too, so the
    strong bot does not collect more minus points than the normal bot under Palace."""
    four = _palace_table("C5 C6 C7 H9 DK", "C2 D5", players=4)
    assert StrongBot(0, 1).choose(four.view(0), four.legal_actions()) == Meld(("C5", "C6", "C7"))


def _chance_to_make_the_first_meld(hand: list[int], unseen: list[int], rules: RommeRules) -> float:
    """Share of the unseen cards that, drawn next, give melds worth the threshold."""
    hits = 0
    for f, copies in enumerate(unseen):
        counts = counts_of(hand)
        counts[f] += 1
        if copies and best_arrangement(counts, rules, POINTS).value >= rules.threshold:
            hits += copies
    return hits / sum(unseen)


def test_rm30_before_its_first_meld_strong_bot_keeps_the_draws_that_make_thirty_points() -> None:
    """21 points in melds (♣2 ♣3 ♣4, ♠3 ♠4 ♠5); ♥J ♥Q, ♠10 ♠J and ♦3 ♦4 each wait for a card
    that makes 30. ♦Q is the lone card, but the opponent could lay it off on the queens.
    Staying without a first meld costs more than one card fed: the strong bot throws ♦Q and
    keeps every way to come out, where breaking ♥J ♥Q leaves fewer draws that make 30."""
    rules = RommeRules(preset="palast", single_round=True, no_jokers=True)
    state = setup(
        ["C2 C3 C4 S3 S4 S5 S10 SJ H4 HJ HQ D3 D4 DQ", "H2 D2 D4"],
        rules=rules,
        table=["C4 C5 C6", "S6 S7 S8 S9", "CQ SQ HQ"],
        discard="C6 C5 HK C7 DA H9 CK H5 CQ SA D7 S7 H9 D6",
        stock="S2 S2 H6 H7 H8 D8 D9 D10",
        opened=[False, True],
        phase=PLAY,
    )
    view, legal = state.view(0), state.legal_actions()
    assert StrongBot(0, 1).choose(view, legal) == Discard("DQ")

    unseen = view.unseen_counts()
    chance = {}
    for thrown in ("DQ", "HQ"):
        hand = cards("C2 C3 C4 S3 S4 S5 S10 SJ H4 HJ HQ D3 D4 DQ")
        hand.remove(parse(thrown))
        chance[thrown] = _chance_to_make_the_first_meld(hand, unseen, rules)
    assert chance["DQ"] > chance["HQ"] + 0.03


def test_rm40_strong_bot_exchanges_a_joker_for_a_card_its_own_meld_holds_when_that_sheds_more() -> None:
    """♥6 sits in the hand's own run, so the normal bot (which swaps only dead cards) keeps
    it; the joker it frees makes the ♣8 ♠8 pair a meld (RM-41), leaving fewer cards to shed."""
    state = setup(
        ["H4 H5 H6 C8 S8 D2", "C9 D9 S5 S6 C2 D3 H10 HJ"],
        table=["H5 *H6 H7"],
        opened=[True, True],
        phase=PLAY,
    )
    view, legal = state.view(0), state.legal_actions()
    swap = Exchange(0, 1, "H6")
    assert swap in legal
    assert NormalBot(0, 1).choose(view, legal) != swap
    assert StrongBot(0, 1).choose(view, legal) == swap
    state.apply(swap)
    bot = StrongBot(0, 1)
    state.apply(bot.choose(state.view(0), state.legal_actions()))  # the joker goes down at once
    assert state.view(0).owed_jokers == 0
