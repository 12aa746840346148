"""What the device keeps of finished games: their results (for the statistics) and the full
records of the last ones (the history, each one a replay away), and the arithmetic of the
statistics. Plain data and pure functions; where it is stored is a backend's business
(``MemoryArchive`` here, IndexedDB in the browser: ``ludi.ui.idb``).

Results are kept for every game (a few dozen bytes each), records only for the last
``HISTORY_SIZE``: the statistics must not forget a player's first games when the history
moves on. Each finished game has an id (a checksum of its record), so importing the same
backup twice, or a game twice, counts it once.
"""

from __future__ import annotations

import json
import math
import zlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ludi.ui.records.codec import BACKUP_MARK

if TYPE_CHECKING:
    from ludi.games.protocol import GameState

HISTORY_SIZE = 30
RESULTS_LIMIT = 5000
#: How many of a player's last games the statistics chart shows.
CHART_GAMES = 12
MAX_NAME = 60
MAX_SEATS = 8


@dataclass
class Kept:
    """Results oldest first; the history's records newest first."""

    results: list[dict[str, Any]] = field(default_factory=list)
    history: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"ludi": BACKUP_MARK, "version": 1, "results": self.results, "history": self.history}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"), ensure_ascii=False)


def game_key(record_text: str) -> str:
    """The same id for the same game wherever it was played (its record's checksum)."""
    data = record_text.encode("utf-8", "replace")
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}{len(data):x}"


def finished(state: GameState, ended: float) -> tuple[dict[str, Any], dict[str, Any]]:
    """The result and the history entry of a game that just ended (``ended``: epoch seconds)."""
    record = state.record()
    text = record.dumps()
    key = game_key(text)
    winners = set(state.winners())
    players = [
        {"name": seat.name, "bot": seat.kind == "bot", "score": score, "won": i in winners}
        for i, (seat, score) in enumerate(zip(state.seats, state.scores()))
    ]
    when = int(ended)
    result = {"id": key, "game": state.game_id, "end": when, "players": players}
    entry = {"id": key, "game": state.game_id, "end": when, "players": players, "record": record.to_json()}
    return result, entry


def add(kept: Kept, result: dict[str, Any], entry: dict[str, Any]) -> Kept:
    """``kept`` with one more finished game (nothing new if it is already there)."""
    return merge(kept, Kept([result], [entry]))


def merge(kept: Kept, other: Kept) -> Kept:
    """Both sets of games, each game once: results by when they ended, the history newest
    first and cut to ``HISTORY_SIZE``."""
    results = {r["id"]: r for r in (*other.results, *kept.results)}
    history = {h["id"]: h for h in (*other.history, *kept.history)}
    ordered = sorted(results.values(), key=lambda r: (r["end"], r["id"]))[-RESULTS_LIMIT:]
    recent = sorted(history.values(), key=lambda h: (h["end"], h["id"]), reverse=True)[:HISTORY_SIZE]
    return Kept(ordered, recent)


# --- reading what came from storage or a file ----------------------------------------------------
def load(value: Any) -> Kept | None:
    """What a backup file or the device's storage holds, every entry checked: a malformed
    entry is left out, and a value that is no backup at all is None."""
    if not isinstance(value, dict) or value.get("ludi") != BACKUP_MARK:
        return None
    results = value.get("results")
    history = value.get("history")
    kept_results = [r for r in (_result(v) for v in _list(results)[:RESULTS_LIMIT]) if r is not None]
    kept_history = []
    for item in _list(history)[:HISTORY_SIZE]:
        entry = _result(item)
        if entry is not None and isinstance(item.get("record"), dict):
            kept_history.append({**entry, "record": item["record"]})
    return merge(Kept(), Kept(kept_results, kept_history))


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _whole(value: Any, limit: int = 10**9) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and -limit < value < limit


def _result(value: Any) -> dict[str, Any] | None:
    if not isinstance(value, dict):
        return None
    key, game, end, players = (value.get(k) for k in ("id", "game", "end", "players"))
    if not (isinstance(key, str) and 0 < len(key) <= 64 and isinstance(game, str) and len(game) <= 40):
        return None
    if not (_whole(end, 10**11) and isinstance(players, list) and 0 < len(players) <= MAX_SEATS):
        return None
    seats = []
    for p in players:
        if not isinstance(p, dict):
            return None
        name, bot, score, won = (p.get(k) for k in ("name", "bot", "score", "won"))
        if not (isinstance(name, str) and len(name) <= MAX_NAME and _whole(score)):
            return None
        if not (isinstance(bot, bool) and isinstance(won, bool)):
            return None
        seats.append({"name": name, "bot": bot, "score": score, "won": won})
    return {"id": key, "game": game, "end": end, "players": seats}


# --- statistics ---------------------------------------------------------------------------------
@dataclass
class PlayerStats:
    """One name at one game (a bot's results are kept apart from a human's of the same name)."""

    game: str
    name: str
    bot: bool
    played: int = 0
    won: int = 0
    best: int | None = None
    total: int = 0
    streak: int = 0  # wins in a row up to the last game
    best_streak: int = 0
    last: list[tuple[int, bool]] = field(default_factory=list)  # (score, won), oldest first

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    @property
    def average(self) -> float:
        return self.total / self.played if self.played else 0.0


def statistics(results: list[dict[str, Any]]) -> list[PlayerStats]:
    """Per game and player, from results oldest first: humans before bots, then by games played."""
    table: dict[tuple[str, str, bool], PlayerStats] = {}
    for result in results:
        for p in result["players"]:
            key = (result["game"], p["name"], p["bot"])
            stats = table.get(key)
            if stats is None:
                stats = table[key] = PlayerStats(*key)
            stats.played += 1
            stats.total += p["score"]
            stats.best = p["score"] if stats.best is None else max(stats.best, p["score"])
            if p["won"]:
                stats.won += 1
                stats.streak += 1
                stats.best_streak = max(stats.best_streak, stats.streak)
            else:
                stats.streak = 0
            stats.last = [*stats.last[-(CHART_GAMES - 1) :], (p["score"], p["won"])]
    return sorted(table.values(), key=lambda s: (s.game, s.bot, -s.played, s.name.casefold()))


def percent(rate: float) -> int:
    """A win rate as whole percent, rounded half up (2 of 3 is 67 %)."""
    return math.floor(rate * 100 + 0.5)


class MemoryArchive:
    """The archive kept in memory: for tests, and for browsers without IndexedDB (then the
    statistics last as long as the page)."""

    persistent: bool | None = None

    def __init__(self, kept: Kept | None = None) -> None:
        self.kept = kept or Kept()
        self.writes = 0

    async def read(self) -> Kept:
        return Kept(list(self.kept.results), list(self.kept.history))

    async def write(self, kept: Kept) -> bool:
        self.kept = kept
        self.writes += 1
        return True

    async def persist(self) -> bool | None:
        """Ask the browser to keep the data (None: it cannot be asked)."""
        return self.persistent

    async def persisted(self) -> bool | None:
        return self.persistent
