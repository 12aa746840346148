"""Maps game ids to their engines, so the CLI, the UI and record replay stay generic."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ludi.games.protocol import (
    RECORD_FORMAT,
    Bot,
    GameRecord,
    GameState,
    IllegalAction,
    PublicQuestions,
    ReplayError,
    Rules,
    Seat,
    short_repr,
)


@dataclass(frozen=True)
class GameDefinition:
    game_id: str
    rules_class: type[Rules]
    state_class: type[GameState]
    bots: dict[str, type[Bot]]  # level -> Bot class, weakest first
    # CLI/setup helper: (preset or None, option names) -> validated rules config.
    rules_from_options: Callable[[str | None, Sequence[str]], Rules]
    #: What a table may ask of a state beyond its views (public facts only).
    questions: type[PublicQuestions] = PublicQuestions

    def new_game(
        self, rules: Rules, seats: Sequence[Seat], seed: int, *, record_format: int = RECORD_FORMAT
    ) -> GameState:
        """A dealt game; ``record_format`` only for replaying an older record (its randomness)."""
        return self.state_class(rules, seats, seed, record_format=record_format)


_GAMES: dict[str, GameDefinition] = {}


def register(definition: GameDefinition) -> None:
    _GAMES[definition.game_id] = definition


# Game id -> module that registers it. Imported on first use, so that loading one engine
# never pays for (or breaks on) the others.
BUILTIN_MODULES = {
    "romisch-pokern": "ludi.games.romisch_pokern.game",
    "romme": "ludi.games.romme.game",
    "romer": "ludi.games.romer.game",
}


def get(game_id: str) -> GameDefinition:
    if game_id not in _GAMES and game_id in BUILTIN_MODULES:
        _import(BUILTIN_MODULES[game_id])
    try:
        return _GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {short_repr(game_id)}; known: {sorted(BUILTIN_MODULES)}") from None


def all_games() -> list[str]:
    """Every built-in game id (without importing any engine)."""
    return sorted(set(BUILTIN_MODULES) | set(_GAMES))


def _import(module: str) -> None:
    import importlib

    importlib.import_module(module)


def replay(record: GameRecord, upto: int | None = None) -> GameState:
    """Rebuild a state from a record, from its ``setup`` position if it has one; raises
    ReplayError naming the first illegal action (RulesError for bad rules or a bad setup).
    The state draws its randomness as the record's format did, and records in that format."""
    definition = get(record.game)
    state = definition.state_class.at_record_start(definition.rules_class.from_json(record.rules), record)
    actions = record.actions if upto is None else record.actions[:upto]
    for index, data in enumerate(actions):
        try:
            state.apply(state.codec.decode(data))
        except IllegalAction as exc:
            raise ReplayError(index, exc.reason) from None
    return state
