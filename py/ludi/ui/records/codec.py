"""Records in and out: a file or a shared link read and judged, a finished game made a link.

Whatever a file or a link holds, reading it ends in a game record that replays, or in one
``Refusal`` the player reads in their language: never an exception, never a change to what
is stored. The checks are the engine's (``GameRecord.from_json``, ``registry.replay``); this
module only bounds sizes and names what went wrong.

A share link carries the record in its fragment (``#g=``): the record's JSON, deflated raw
(``zlib`` with ``wbits=-15``, which is what the browser's ``CompressionStream('deflate-raw')``
reads and writes) and written in base64url without padding. Fragments never reach a server.
"""

from __future__ import annotations

import binascii
import json
import re
import zlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ludi.games.protocol import GameRecord, GameState, RulesError
    from ludi.ui.i18n import Translate

#: A file or a decompressed link larger than this is refused before it is parsed (a backup of
#: 30 long Rommé games is about 2 MB).
MAX_BYTES = 8 * 1024 * 1024
#: The fragment of a share link: ``#g=`` then the payload.
LINK_MARK = "#g="
BACKUP_MARK = "ludi-backup"
_B64URL = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
#: Deeper JSON than this is refused before it is parsed. In the browser's Python, json.loads
#: does not stop deep nesting with a RecursionError as CPython does: 5,000 levels parse, and
#: 100,000 overflow the WebAssembly stack and kill the runtime. Records nest 12 deep at most
#: (a backup's history entry, its record's setup position, a Römer team's card).
MAX_DEPTH = 64
_STRINGS = re.compile(r'"(?:[^"\\]++|\\.)*+"')  # possessive: no backtracking
_NOT_BRACKETS = re.compile(r"[^\[\]{}]++")
_EMPTY_PAIRS = re.compile(r"\[\]|\{\}")


@dataclass
class Refusal:
    """Why a file or link was not opened: a records catalog key and its values, or the
    engine's ``RulesError`` (``error``), shown through ``ludi.ui.i18n.errors``."""

    key: str
    values: dict[str, Any] = field(default_factory=dict)
    error: RulesError | None = None

    def text(self, t: Translate, lang: str) -> str:
        if self.error is not None:
            from ludi.ui.i18n.errors import error_text

            return t("import.invalid", reason=error_text(self.error, lang))
        return t(self.key, **self.values)


def read_json(data: bytes | str) -> Any:
    """The JSON value of a file's bytes (or text), or a Refusal: too large, not UTF-8, not JSON."""
    if len(data) > MAX_BYTES:
        return Refusal("import.too_large", {"limit": MAX_BYTES // (1024 * 1024)})
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            return Refusal("import.not_text")
    if too_deep(data):
        return Refusal("import.not_json")
    try:
        return json.loads(data)
    except (ValueError, TypeError, RecursionError, MemoryError):
        # ValueError: broken JSON or an integer of thousands of digits; RecursionError: nesting.
        return Refusal("import.not_json")


def too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether ``text`` nests brackets deeper than ``limit`` (brackets in strings do not count).

    Each pass drops every empty pair, so a text of depth d is empty after d passes: at most
    ``limit`` passes of the regex engine, however deep or long the text (a Python loop over
    the brackets of a 60 kB Rommé record took 7 ms in CPython, these passes 2). Brackets
    that never pair (broken JSON) count as too deep: such a text is no record either.
    """
    marks = _NOT_BRACKETS.sub("", _STRINGS.sub("", text))
    for _ in range(limit):
        if not marks:
            return False
        marks = _EMPTY_PAIRS.sub("", marks)
    return bool(marks)


def is_backup(value: Any) -> bool:
    return isinstance(value, dict) and value.get("ludi") == BACKUP_MARK


def parse_record(value: Any) -> GameRecord | Refusal:
    """A record's fields checked (not yet replayed); a game this version has no table for is
    refused here, before its engine is looked for."""
    from ludi.games.protocol import GameRecord
    from ludi.ui import games

    if not isinstance(value, dict):
        return Refusal("import.not_record")
    try:
        record = GameRecord.from_json(value)
    except RecursionError:
        return Refusal("import.not_record")
    except Exception as exc:  # noqa: BLE001 - RulesError (with a code), OverflowError, ...
        return _refused(exc)
    if not games.playable(record.game):
        return Refusal("import.unknown_game")
    return record


def replay_record(record: GameRecord) -> GameState | Refusal:
    """The game the record describes, replayed to its last move by the engine, or why not."""
    from ludi.games import registry
    from ludi.games.protocol import ReplayError

    try:
        definition = registry.get(record.game)
        for seat in record.seats:
            if seat.kind == "bot" and seat.level not in definition.bots:
                return Refusal("import.unknown_level", {"level": str(seat.level)[:40]})
        state = registry.replay(record)
        state.view(None)  # a state that cannot even show itself is no game to open
        state.scores()
    except ReplayError as exc:
        return Refusal("import.illegal", {"index": exc.index + 1})
    except Exception as exc:  # noqa: BLE001 - any other defect of a record from outside
        return _refused(exc)
    return state


def _refused(exc: Exception) -> Refusal:
    """The engine's RulesError in the player's language; anything else one generic sentence."""
    from ludi.games.protocol import RulesError

    return Refusal("import.not_record", error=exc if isinstance(exc, RulesError) else None)


# --- share links --------------------------------------------------------------------------------
def deflate_raw(data: bytes) -> bytes:
    """What ``CompressionStream('deflate-raw')`` makes of ``data``: raw deflate, zlib's defaults."""
    packer = zlib.compressobj(zlib.Z_DEFAULT_COMPRESSION, zlib.DEFLATED, -15)
    return packer.compress(data) + packer.flush()


def inflate_raw(data: bytes, limit: int = MAX_BYTES) -> bytes | None:
    """Raw deflate undone, or None when it is broken or would grow beyond ``limit``."""
    unpacker = zlib.decompressobj(-15)
    try:
        out = unpacker.decompress(data, limit)
    except zlib.error:
        return None
    if unpacker.unconsumed_tail or not unpacker.eof:
        return None  # larger than the limit, or cut short
    return out


def b64url(data: bytes) -> str:
    text = binascii.b2a_base64(data, newline=False).decode("ascii")
    return text.rstrip("=").replace("+", "-").replace("/", "_")


def unb64url(text: str) -> bytes | None:
    if not text or not set(text) <= _B64URL or len(text) % 4 == 1:
        return None
    padded = text.replace("-", "+").replace("_", "/") + "=" * (-len(text) % 4)
    try:
        return binascii.a2b_base64(padded, strict_mode=True)
    except (binascii.Error, ValueError):
        return None


def share_fragment(record: GameRecord) -> str:
    """``#g=…``: the finished game's record, deflated and base64url'd."""
    return LINK_MARK + b64url(deflate_raw(record.dumps().encode("utf-8")))


def read_fragment(fragment: str) -> bytes | Refusal:
    """The record's JSON bytes a link's fragment carries (with or without ``#g=``), or why not."""
    payload = fragment[len(LINK_MARK) :] if fragment.startswith(LINK_MARK) else fragment
    if len(payload) > MAX_BYTES:
        return Refusal("link.broken")
    packed = unb64url(payload)
    data = inflate_raw(packed) if packed is not None else None
    return Refusal("link.broken") if data is None else data
