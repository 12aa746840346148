"""Maps game ids to their engines, so the CLI, the UI and record replay stay generic."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ludi.games.protocol import Bot, GameRecord, GameState, IllegalAction, ReplayError, Rules, Seat


@dataclass(frozen=True)
class GameDefinition:
    game_id: str
    rules_class: type[Rules]
    state_class: type[GameState]
    bots: dict[str, type[Bot]]  # level -> Bot class, weakest first
    # CLI/setup helper: (preset or None, option names) -> validated rules config.
    rules_from_options: Callable[[str | None, Sequence[str]], Rules]
    seat_range: tuple[int, int] = (2, 6)

    def new_game(self, rules: Rules, seats: Sequence[Seat], seed: int) -> GameState:
        return self.state_class(rules, seats, seed)


_GAMES: dict[str, GameDefinition] = {}


def register(definition: GameDefinition) -> None:
    _GAMES[definition.game_id] = definition


def get(game_id: str) -> GameDefinition:
    _load_builtin()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {sorted(_GAMES)}") from None


def all_games() -> list[str]:
    _load_builtin()
    return sorted(_GAMES)


def _load_builtin() -> None:
    # Imported lazily so that loading one engine never pays for the others.
    import importlib

    for module in ("ludi.games.romisch_pokern", "ludi.games.romme"):
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise


def replay(record: GameRecord, upto: int | None = None) -> GameState:
    """Rebuild a state from a record; raises ReplayError naming the first illegal action."""
    definition = get(record.game)
    rules = definition.rules_class.from_json(record.rules)
    state = definition.new_game(rules, record.seats, record.seed)
    actions = record.actions if upto is None else record.actions[:upto]
    for index, data in enumerate(actions):
        try:
            state.apply(state.codec.decode(data))
        except IllegalAction as exc:
            raise ReplayError(index, exc.reason) from None
    return state
