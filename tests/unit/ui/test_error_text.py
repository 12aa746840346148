"""Engine errors in the player's language: every RulesError code the engines raise has a sentence
in de, fr and en whose placeholders are exactly the params it is raised with; the sentence
depends on the code, never on the English message."""

from __future__ import annotations

import ast
import pickle
import string
from pathlib import Path

import pytest

from ludi.games.protocol import GameRecord, RulesError, Seat
from ludi.games.romer.rules import RomerRules
from ludi.games.romer.state import RomerState
from ludi.games.romme.rules import RommeRules
from ludi.games.romme.state import RommeState
from ludi.ui.i18n import LANGUAGES, translator
from ludi.ui.i18n.errors import catalog, error_text
from ludi.ui.romme import setup

ENGINES = Path(__file__).resolve().parents[3] / "py" / "ludi" / "games"


def raised_codes() -> dict[str, set[tuple[str, ...]]]:
    """Every ``RulesError(message, code, params)`` in the engines' source: code -> param names.

    The code must be a string literal and the params a dict literal with literal keys, so that
    this scan sees every code and every parameter a player's sentence can need.
    """
    found: dict[str, set[tuple[str, ...]]] = {}
    for path in sorted(ENGINES.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "RulesError"):
                continue
            where = f"{path.relative_to(ENGINES)}:{node.lineno}"
            keywords = {k.arg: k.value for k in node.keywords}
            code = node.args[1] if len(node.args) > 1 else keywords.get("code")
            params = node.args[2] if len(node.args) > 2 else keywords.get("params")
            assert isinstance(code, ast.Constant) and isinstance(code.value, str), f"{where}: no literal code"
            names: tuple[str, ...] = ()
            if params is not None:
                assert isinstance(params, ast.Dict), f"{where}: params must be a dict literal"
                assert all(isinstance(k, ast.Constant) for k in params.keys), f"{where}: literal keys"
                names = tuple(sorted(k.value for k in params.keys))  # type: ignore[union-attr]
            found.setdefault(code.value, set()).add(names)
    return found


def placeholders(text: str) -> tuple[str, ...]:
    return tuple(sorted({name for _, name, _, _ in string.Formatter().parse(text) if name}))


def test_the_scan_finds_the_codes_of_every_layer() -> None:
    codes = raised_codes()
    assert {"romme.knocking_players", "position.not_a_card", "record.seed", "rules.players"} <= set(codes)
    assert len(codes) >= 30


def test_each_code_is_raised_with_one_set_of_params() -> None:
    mixed = {code: sets for code, sets in raised_codes().items() if len(sets) != 1}
    assert not mixed


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_raised_code_has_a_sentence_with_exactly_its_params(lang: str) -> None:
    messages = catalog(lang).MESSAGES
    for code, sets in raised_codes().items():
        assert messages.get(code, "").strip(), (lang, code)
        (names,) = sets
        assert placeholders(messages[code]) == names, (lang, code)
    assert set(messages) == set(raised_codes()), set(messages) ^ set(raised_codes())  # none stale
    assert catalog(lang).GENERIC.strip()


def test_rewording_the_engine_message_does_not_change_the_players_sentence() -> None:
    with pytest.raises(RulesError) as refused:
        RommeRules(knocking=True).check_players(2)
    error = refused.value
    reworded = RulesError("Knocking wants three or more people at the table", error.code, error.params)
    for lang in LANGUAGES:
        assert error_text(reworded, lang) == error_text(error, lang)
    assert error_text(error, "de").startswith("Klopfen braucht mindestens drei Spieler")
    assert str(error) == "knocking (RM-60) needs at least three players"  # the CLI's text stays


def hostile_position_error() -> RulesError:
    with pytest.raises(RulesError) as refused:
        RommeState.from_position(
            RommeRules(single_round=True), [Seat("A"), Seat("B")], {"hands": [["X9"], []]}
        )
    return refused.value


def test_a_hostile_positions_error_comes_out_in_german() -> None:
    error = hostile_position_error()
    assert error.code == "position.not_a_card" and error.params == {"where": "hands[0][0]", "value": "'X9'"}
    assert error_text(error, "de") == "In der Stellung ist hands[0][0] keine Karte: 'X9'."
    assert error_text(error, "fr") == "Dans la position, hands[0][0] n’est pas une carte : 'X9'."
    assert "is not a card" in str(error)


def test_a_broken_rule_in_a_romer_position_names_the_field_and_the_rule() -> None:
    position = {"hands": [["R1"], []], "teams": [[], ["BC"]], "phase": "trump", "trump_queue": [0]}
    with pytest.raises(RulesError) as refused:
        RomerState.from_position(RomerRules(), [Seat("A"), Seat("B")], position)
    error = refused.value  # one player holding cards: phase final, not trump (RO-42)
    assert (error.code, error.params) == ("position.breaks_rule", {"where": "phase", "rule": "RO-42"})
    assert error_text(error, "de") == "Diese Stellung ist unmöglich: phase verstößt gegen die Regeln (RO-42)."


def test_a_broken_record_is_explained_in_the_players_language() -> None:
    with pytest.raises(RulesError) as refused:
        GameRecord.loads('{"game": "romme", "seats": [], "seed": 1.5}')
    assert refused.value.code == "record.seed"
    assert error_text(refused.value, "fr").startswith("La graine de l’enregistrement")


def test_unknown_language_is_english_and_unknown_code_a_generic_sentence_never_the_code() -> None:
    error = hostile_position_error()
    assert error_text(error, "it") == error_text(error, "en")
    unknown = RulesError("something new", "romme.not_yet_translated", {"n": 1})
    for lang in LANGUAGES:
        assert error_text(unknown, lang) == catalog(lang).GENERIC
        assert "romme.not_yet_translated" not in error_text(unknown, lang)
    unfilled = RulesError("a known code without its params", "rules.players")
    assert error_text(unfilled, "de") == catalog("de").GENERIC


def test_rules_errors_keep_code_and_params_through_pickling() -> None:
    error = hostile_position_error()
    again = pickle.loads(pickle.dumps(error))
    assert (str(again), again.code, again.params) == (str(error), error.code, error.params)


def test_romme_setup_explains_with_the_codes_sentence_in_german() -> None:
    t = translator("de", "ludi.ui.romme")
    options = setup.change(setup.defaults(), "knocking", True)
    assert setup.problems(options, 2, t) == [
        "Klopfen braucht mindestens drei Spieler: Füge einen Spieler hinzu oder schalte Klopfen aus."
    ]
    palace = setup.change(setup.defaults(), "preset", "palace")
    assert setup.problems(palace, 5, t) == [
        "Diese Regeln sind für weniger Spieler: Rami Palace ist für 2 bis 4 Spieler (jetzt 5)."
    ]
    assert setup.problems(palace, 4, t) == []
