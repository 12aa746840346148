"""Melds as data, and the questions the engine, the UI and the bots all ask about them.

A meld is a tuple of entries (see ``cards``): an ordered list of cards in which every joker
stands for one definite card. Runs keep their order (which is what places the ace low or
high); sets are stored in suit order ♣ ♠ ♥ ♦ (``normalize``), so a set has one spelling.
Whether cards make a meld and what it is worth is ``meld_checks`` (re-exported here); this
module finds the melds a hand makes, and what it can lay off or exchange.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache
from itertools import combinations

from ludi.games.romme.actions import Meld as MeldAction
from ludi.games.romme.cards import (
    ACE,
    JOKER,
    JOKER_FLAG,
    KING,
    N_FACES,
    entry_code,
    face,
    rank_of,
    stands_for,
    suit_of,
)

# Every name of meld_checks stays importable from here, as before the two were split.
from ludi.games.romme.meld_checks import RUN as RUN
from ludi.games.romme.meld_checks import SET as SET
from ludi.games.romme.meld_checks import InvalidMeld as InvalidMeld
from ludi.games.romme.meld_checks import Meld as Meld
from ludi.games.romme.meld_checks import _run_windows as _run_windows
from ludi.games.romme.meld_checks import _windows, unclear_jokers
from ludi.games.romme.meld_checks import check_meld as check_meld
from ludi.games.romme.meld_checks import hand_faces as hand_faces
from ludi.games.romme.meld_checks import is_meld as is_meld
from ludi.games.romme.meld_checks import joker_count as joker_count
from ludi.games.romme.meld_checks import kind_of as kind_of
from ludi.games.romme.meld_checks import meld_points as meld_points
from ludi.games.romme.meld_checks import melds_points as melds_points
from ludi.games.romme.meld_checks import natural_faces as natural_faces
from ludi.games.romme.meld_checks import normalize as normalize
from ludi.games.romme.rules import RommeRules


# --- enumeration ------------------------------------------------------------------------
# Which melds a hand makes in one rank (sets) or one suit (runs) depends only on which cards
# of that rank or suit it holds, its jokers and the rules: each such pattern is enumerated
# once (``_patterns``) and reused for every hand that shows it.
def _mask_counts(mask: int, faces: Sequence[int], jokers: int) -> list[int]:
    """A count vector holding ``faces[i]`` for each bit ``i`` of ``mask``, and the jokers."""
    counts = [0] * N_FACES
    for i, f in enumerate(faces):
        if mask >> i & 1:
            counts[f] = 1
    counts[JOKER] = jokers
    return counts


#: Per (rules token, held jokers): melds by (kind, rank or suit, mask, jokers); kind 0 sets, 1 runs.
_PATTERNS: dict[tuple[int, int], dict[tuple[int, int, int, int], tuple[Meld, ...]]] = {}
_TOKENS: dict[int, tuple[RommeRules, int]] = {}  # id(rules) -> (rules, token)
_TOKEN_OF: dict[RommeRules, int] = {}


def rules_token(rules: RommeRules) -> int:
    """A small int standing for ``rules`` in cache keys: equal rules, equal token.

    Hashing a rules dataclass hashes all its fields, and the caches ask hundreds of
    thousands of times per game with the same rules object; its identity is looked up
    first (the entry keeps the object alive, so its id cannot be reused meanwhile).
    """
    hit = _TOKENS.get(id(rules))
    if hit is not None and hit[0] is rules:
        return hit[1]
    token = _TOKEN_OF.setdefault(rules, len(_TOKEN_OF))
    if len(_TOKENS) >= 256:
        _TOKENS.clear()
    _TOKENS[id(rules)] = (rules, token)
    return token


PATTERN_CACHE_SIZE = 1 << 16


def _pattern(
    table: dict[tuple[int, int, int, int], tuple[Meld, ...]],
    key: tuple[int, int, int, int],
    rules: RommeRules,
    held: int,
) -> tuple[Meld, ...]:
    """The melds of one rank (kind 0) or suit (kind 1) for the cards in the key's mask.

    Enumerated for the aces (sets) or clubs (runs) only: the other ranks and suits are the
    same melds shifted, since whether cards meld never depends on which rank or suit it is.
    """
    melds = table.get(key)
    if melds is None:
        kind, index, mask, jokers = key
        if index:
            shift = index if kind == 0 else 13 * index
            base = _pattern(table, (kind, 0, mask, jokers), rules, held)
            melds = tuple(tuple(e + shift for e in meld) for meld in base)
        else:
            out: list[Meld] = []
            if kind == 0:
                faces = [face(s, ACE) for s in range(4)]
                _enumerate_sets(_mask_counts(mask, faces, jokers), rules, ACE, held, out)
            else:
                _enumerate_runs(_mask_counts(mask, range(13), jokers), rules, 0, held, out)
            melds = tuple(out)
        if len(table) >= PATTERN_CACHE_SIZE:
            table.clear()
        table[key] = melds
    return melds


def _enumerate(counts: Sequence[int], rules: RommeRules, held: int) -> list[Meld]:
    """Sets rank by rank, then runs suit by suit, from one pass over the hand's masks."""
    table = _PATTERNS.setdefault((rules_token(rules), held), {})
    by_rank = [0] * 13
    by_suit = [0] * 4
    for f in range(52):
        if counts[f]:
            s, r = divmod(f, 13)
            by_rank[r] |= 1 << s
            by_suit[s] |= 1 << r
    jokers = counts[JOKER]
    out: list[Meld] = []
    for kind, masks in ((0, by_rank), (1, by_suit)):
        for index, mask in enumerate(masks):
            if mask & (mask - 1):  # a set or a run needs two natural cards
                out += _pattern(table, (kind, index, mask, jokers), rules, held)
    return out


def joins_a_meld(counts: Sequence[int], f: int, rules: RommeRules) -> bool:
    """Does a meld ``all_melds(counts, rules)`` lists use natural ``f`` (which ``counts`` hold)?

    Only the melds of ``f``'s rank and suit can, so only those two patterns are looked at:
    what a bot asks for each card it might draw, much cheaper than listing every meld.
    """
    table = _PATTERNS.setdefault((rules_token(rules), HELD_JOKERS), {})
    s, r = divmod(f, 13)
    rank_mask = suit_mask = 0
    for t in range(4):
        if counts[t * 13 + r]:
            rank_mask |= 1 << t
    for q in range(13):
        if counts[s * 13 + q]:
            suit_mask |= 1 << q
    jokers = counts[JOKER]
    for kind, index, mask in ((0, r, rank_mask), (1, s, suit_mask)):
        if mask & (mask - 1):
            for meld in _pattern(table, (kind, index, mask, jokers), rules, HELD_JOKERS):
                if f in meld:
                    return True
    return False


def _enumerate_sets(counts: Sequence[int], rules: RommeRules, rank: int, held: int, out: list[Meld]) -> None:
    jokers = counts[JOKER]
    have = [s for s in range(4) if counts[face(s, rank)]]
    for k in (2, 3, 4):
        for nat in combinations(have, k):
            missing = [s for s in range(4) if s not in nat]
            for size in (3, 4):
                j = size - k
                if j < 0 or j > jokers or j > k:
                    continue
                for jsuits in combinations(missing, j):
                    if sum(1 for s in jsuits if s in have) > held:
                        continue
                    entries = sorted(
                        [face(s, rank) for s in nat] + [JOKER_FLAG + face(s, rank) for s in jsuits],
                        key=lambda e: suit_of(stands_for(e)),
                    )
                    if is_meld(entries, rules):
                        out.append(tuple(entries))


@cache
def _chains(cyclic: bool) -> tuple[tuple[int, ...], ...]:
    """Per start rank, the longest run's ranks: ``_windows`` are exactly their prefixes of
    three cards or more, listed start by start and shortest first, the same order."""
    chains: dict[int, tuple[int, ...]] = {}
    for window in _windows(cyclic):
        if len(window) > len(chains.get(window[0], ())):
            chains[window[0]] = window
    return tuple(chains.values())


def _enumerate_runs(counts: Sequence[int], rules: RommeRules, suit: int, held: int, out: list[Meld]) -> None:
    """Runs of one suit, window by window (``_windows`` order), grown one rank at a time.

    A window lacking more cards than there are jokers is no run, and neither is any longer
    window from the same start, so each start stops there: a hand without jokers only walks
    its consecutive cards instead of all 78 windows of a suit.
    """
    jokers = counts[JOKER]
    base = suit * 13 - 1
    strict = rules.strict_jokers
    for chain in _chains(rules.cyclic_runs):
        missing: list[int] = []
        present: list[int] = []
        for length, r in enumerate(chain, 1):
            if counts[base + r]:
                present.append(length - 1)
            else:
                missing.append(length - 1)
                if len(missing) > jokers:
                    break
            if length < 3:
                continue
            ranks = chain[:length]
            for extra in range(0, min(jokers - len(missing), held) + 1):
                if 2 * (len(missing) + extra) > length:
                    break
                for chosen in combinations(present, extra):
                    jpos = set(missing).union(chosen)
                    entries = tuple(
                        JOKER_FLAG + base + q if i in jpos else base + q for i, q in enumerate(ranks)
                    )
                    if strict and any(i in jpos and i + 1 in jpos for i in range(length)):
                        continue
                    if jpos and unclear_jokers(entries, rules):
                        continue
                    out.append(entries)


#: Jokers standing for a card the hand holds, per meld that ``all_melds`` lists (see there).
HELD_JOKERS = 1


def all_melds(counts: Sequence[int], rules: RommeRules, held_jokers: int | None = HELD_JOKERS) -> list[Meld]:
    """The melds a hand (53-entry count vector) can put down, each joker placement once.

    Jokers fill every rank or suit the hand lacks; at most ``held_jokers`` more per meld
    stand for a card the hand holds (None: any number). Without that bound a full suit and
    six jokers list 26,918 melds, one per choice of which held cards the jokers replace: all
    spend the same cards on the same window and differ only in which naturals stay behind.
    One such joker is what a hand needs to lend a card to a second meld (♥7 in a set of
    sevens while a joker is ♥7 in the run); a second one in the same meld only matters on
    hands holding both cards twice over, which can split the run instead. The engine's
    ``check`` judges every meld itself, so melds beyond the list stay legal to play; the
    list, the solver and the bots share this family, so the bots only propose listed melds.
    """
    held = 13 if held_jokers is None else held_jokers
    key = (bytes(counts), rules_token(rules), held)
    melds = _MELD_CACHE.get(key)
    if melds is None:
        out = _enumerate(counts, rules, held)
        if len(_MELD_CACHE) >= MELD_CACHE_SIZE:
            _MELD_CACHE.clear()  # bounded memory; a turn's hands come back at once
        _MELD_CACHE[key] = melds = tuple(out)
    return list(melds)


#: How many hands' meld lists ``all_melds`` remembers. One turn asks about the same hand
#: again and again (``legal_actions`` after every action, each solver run of every bot),
#: so a small memory answers most calls; it is cleared when full, which keeps it bounded.
MELD_CACHE_SIZE = 2048
_MELD_CACHE: dict[tuple[bytes, int, int], tuple[Meld, ...]] = {}


def clear_meld_cache() -> None:
    """Forget the hands ``all_melds`` remembers (the patterns per rank and suit stay)."""
    _MELD_CACHE.clear()


def layoffs(entries: Meld, counts: Sequence[int], rules: RommeRules) -> list[tuple[int, bool, Meld]]:
    """Every single card of the hand that extends a table meld: (entry, at_start, new meld)."""
    return [
        (e, at_start, new) for need, e, at_start, new in _extensions(tuple(entries), rules) if counts[need]
    ]


@lru_cache(maxsize=1 << 12)
def _extensions(entries: Meld, rules: RommeRules) -> tuple[tuple[int, int, bool, Meld], ...]:
    """Every card that extends ``entries``: (face the hand needs, entry, at_start, new meld).

    Depends on the meld and the rules only, so it is worked out once per table meld and
    ``layoffs`` just looks which of these cards a hand holds.
    """
    out: list[tuple[int, int, bool, Meld]] = []
    if kind_of(entries) == SET:
        if len(entries) >= 4:
            return ()
        rank = rank_of(stands_for(entries[0]))
        used = {suit_of(stands_for(e)) for e in entries}
        for s in range(4):
            if s in used:
                continue
            f = face(s, rank)
            for need, e in ((f, f), (JOKER, JOKER_FLAG + f)):
                new = normalize(entries + (e,))
                if is_meld(new, rules):
                    out.append((need, e, False, new))
        return tuple(out)
    if len(entries) >= 13:
        return ()
    suit = suit_of(stands_for(entries[0]))
    first, last = rank_of(stands_for(entries[0])), rank_of(stands_for(entries[-1]))
    for at_start, r in ((True, (first - 2) % 13 + 1), (False, last % 13 + 1)):
        f = face(suit, r)
        for need, e in ((f, f), (JOKER, JOKER_FLAG + f)):
            new = (e,) + entries if at_start else entries + (e,)
            if is_meld(new, rules):
                out.append((need, e, at_start, new))
    return tuple(out)


def exchanges(entries: Meld, counts: Sequence[int], rules: RommeRules) -> list[tuple[int, int, Meld]]:
    """Every joker of a table meld the hand can win (RM-40): (position, natural face, new meld)."""
    return [option for option in _joker_trades(tuple(entries), rules) if counts[option[1]]]


@lru_cache(maxsize=1 << 12)
def _joker_trades(entries: Meld, rules: RommeRules) -> tuple[tuple[int, int, Meld], ...]:
    """Every (position, natural face, new meld) that wins a joker of ``entries`` (RM-40),
    whatever the hand holds: worked out once per table meld, filtered by ``exchanges``."""
    out: list[tuple[int, int, Meld]] = []
    is_set = kind_of(entries) == SET
    if is_set and rules.strict_jokers and len(entries) < 4:
        return ()  # RM-67: only from a full set
    for pos, e in enumerate(entries):
        if e < JOKER_FLAG:
            continue
        if is_set and len(entries) == 3:
            # RM-40: in a three-card set, any missing suit that keeps the set valid.
            rank = rank_of(stands_for(e))
            others = {suit_of(stands_for(x)) for i, x in enumerate(entries) if i != pos}
            options = [face(s, rank) for s in range(4) if s not in others]
        else:
            options = [stands_for(e)]
        for f in options:
            new = list(entries)
            new[pos] = f
            meld = normalize(new)
            if is_meld(meld, rules):
                out.append((pos, f, meld))
    return tuple(out)


#: ``Meld`` actions by meld: ``legal_actions`` and the bots ask for the same few actions
#: after every move of a turn, and building one validates every card code again (actions
#: are frozen values, safe to share). Cleared when full.
_MELD_ACTIONS: dict[Meld, MeldAction] = {}
MELD_ACTION_CACHE_SIZE = 4096


def meld_action(meld: Meld) -> MeldAction:
    """The ``Meld`` action that puts ``meld`` down (card codes, RM-20 spelling)."""
    action = _MELD_ACTIONS.get(meld)
    if action is None:
        if len(_MELD_ACTIONS) >= MELD_ACTION_CACHE_SIZE:
            _MELD_ACTIONS.clear()
        _MELD_ACTIONS[meld] = action = MeldAction(tuple(entry_code(e) for e in meld))
    return action


def jokers_standing_for(entries: Meld) -> list[int]:
    return [stands_for(e) for e in entries if e >= JOKER_FLAG]


def ace_high(entries: Meld) -> bool:
    """True when a run ends with an ace after a king (worth 11, RM-23)."""
    return (
        len(entries) > 1
        and rank_of(stands_for(entries[-1])) == ACE
        and rank_of(stands_for(entries[-2])) == KING
    )
