"""Rules config, material and values (RM-1..RM-4, RM-50, RM-54, RM-60..RM-69 validation)."""

from __future__ import annotations

import pytest

from ludi.games.protocol import RulesError, Seat
from ludi.games.romme.actions import Discard, Draw
from ludi.games.romme.cards import CASINO, JOKER, PENALTY, code, hand_value, new_deck, parse
from ludi.games.romme.rules import PALACE, PALAST, RommeRules, rules_from_options
from ludi.games.romme.state import RommeState

from .helpers import setup


def seats(n: int) -> list[Seat]:
    return [Seat(f"P{i}") for i in range(n)]


def test_card_codes_round_trip() -> None:
    for f in range(53):
        assert parse(code(f)) == f
    assert code(parse("H10")) == "H10"
    with pytest.raises(ValueError):
        parse("X7")


@pytest.mark.parametrize(
    ("options", "size"),
    [((), 110), (("no-jokers",), 104), (("small",), 55), (("small", "no-jokers"), 52)],
)
def test_rm2_rm61_rm65_material(options: tuple[str, ...], size: int) -> None:
    rules = rules_from_options(None, options)
    assert rules.deck_size == size
    assert len(new_deck(rules.decks, rules.jokers)) == size
    st = RommeState(rules, seats(3), seed=4)
    assert sum(st.card_locations()) == size


def test_rm3_thirteen_cards_and_one_face_up() -> None:
    position = RommeState(RommeRules(), seats(4), seed=2).position_json()
    assert [len(h) for h in position["hands"]] == [13, 13, 13, 13]
    assert len(position["discard"]) == 1
    assert len(position["stock"]) == 110 - 52 - 1


@pytest.mark.parametrize(("players", "size"), [(2, 10), (3, 7), (4, 7)])
def test_rm61_small_game_hand_sizes(players: int, size: int) -> None:
    st = RommeState(rules_from_options("palast", ["small"]), seats(players), seed=3)
    assert {len(h) for h in st.position_json()["hands"]} == {size}
    assert st.rules.threshold == 0  # implies RM-63


def test_rm4_first_player_random_then_moves_left() -> None:
    firsts = {RommeState(RommeRules(), seats(4), seed=s).turn for s in range(30)}
    assert len(firsts) > 1
    for first in range(3):  # RM-4 (decision): the next round is dealt from the next seat
        rules = RommeRules(preset=PALACE)
        st = setup(["H2 H3", "C9", "S5"], rules=rules, stock="D4", discard="", first_seat=first, turn=first)
        st.apply(Draw("stock"))
        st.apply(Discard("D4" if first else "H2"))  # no stock left: Palace ends the round (RM-53)
        assert st.round_no == 1 and st.turn == (first + 1) % 3


def test_rm60_knocking_needs_three_players() -> None:
    with pytest.raises(RulesError, match="three players"):
        RommeState(RommeRules(knocking=True), seats(2), seed=1)
    RommeState(RommeRules(knocking=True), seats(3), seed=1)


def test_rm1_player_counts_per_preset() -> None:
    with pytest.raises(RulesError):
        RommeState(RommeRules(preset=PALACE), seats(5), seed=1)
    RommeState(RommeRules(preset=PALAST), seats(6), seed=1)
    with pytest.raises(RulesError):
        RommeState(RommeRules(), seats(1), seed=1)
    with pytest.raises(RulesError):
        RommeState(RommeRules(), seats(7), seed=1)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"small_game": True, "no_first_meld": True, "forty": True}, "small game"),
        ({"small_game": True}, "no_first_meld"),
        ({"forty": True, "no_first_meld": True}, "contradicts"),
        ({"preset": "skat"}, "preset"),
        ({"limit": 0}, "at least 1"),
        ({"knocking": "yes"}, "true or false"),
    ],
)
def test_impossible_configs_are_rejected(kwargs: dict, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        RommeRules(**kwargs)


def test_rules_from_options_and_json_round_trip() -> None:
    rules = rules_from_options("rami", ["knocking", "casino", "strict-sets", "limit=7"])
    assert rules.preset == PALACE and rules.knocking and rules.casino and rules.strict_sets
    assert rules.rounds == 7
    assert RommeRules.from_json(rules.to_json()) == rules
    with pytest.raises(RulesError, match="unknown option"):
        rules_from_options("palast", ["flying"])
    with pytest.raises(RulesError, match="small game"):
        rules_from_options("palast", ["small", "forty"])


def test_rm30_rm62_rm63_thresholds() -> None:
    assert RommeRules().threshold == 30
    assert RommeRules(forty=True).threshold == 40
    assert RommeRules(no_first_meld=True).threshold == 0


def test_rm50_hand_values() -> None:
    assert [PENALTY[parse(c)] for c in ("H2", "H9", "H10", "HJ", "HQ", "HK", "HA")] == [
        2,
        9,
        10,
        10,
        10,
        10,
        11,
    ]
    assert PENALTY[JOKER] == 20


def test_rm69_casino_values() -> None:
    assert CASINO[parse("SQ")] == 40
    assert CASINO[parse("HQ")] == 10
    assert [CASINO[parse(c)] for c in ("DA", "C10", "CK", "H2", "H9")] == [15, 10, 10, 5, 5]
    assert CASINO[JOKER] == 0
    assert hand_value([parse("SQ"), JOKER, parse("H3")], casino=True) == 45


def test_rm54_limits_are_settings() -> None:
    assert RommeRules().minus_limit == 500
    assert RommeRules(preset=PALACE).rounds == 5
    assert RommeRules(limit=300).minus_limit == 300
