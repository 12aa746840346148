"""Melds as data, and the questions the engine, the UI and the bots all ask about them.

A meld is a tuple of entries (see ``cards``): an ordered list of cards in which every joker
stands for one definite card. Runs keep their order (which is what places the ace low or
high); sets are stored in suit order ♣ ♠ ♥ ♦ (``normalize``), so a set has one spelling.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
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
from ludi.games.romme.rules import PALAST, RommeRules

Meld = tuple[int, ...]
SET, RUN = "set", "run"


class InvalidMeld(ValueError):
    """A card list that is no meld under the rules; the message names the rule."""


def normalize(entries: Iterable[int]) -> Meld:
    """Canonical spelling: sets in suit order, runs as given."""
    entries = tuple(entries)
    if len(entries) > 1 and len({rank_of(stands_for(e)) for e in entries}) == 1:
        return tuple(sorted(entries, key=lambda e: suit_of(stands_for(e))))
    return entries


def check_meld(entries: Sequence[int], rules: RommeRules) -> str:
    """Return ``"set"`` or ``"run"``, or raise InvalidMeld saying which rule fails."""
    n = len(entries)
    if n < 3:
        raise InvalidMeld("a meld needs at least three cards (RM-20, RM-21)")
    jokers = sum(1 for e in entries if e >= JOKER_FLAG)
    if jokers and rules.no_jokers:
        raise InvalidMeld("this table plays without jokers (RM-65)")
    if jokers > n - jokers:
        raise InvalidMeld("jokers may not outnumber the natural cards of a meld (RM-22)")
    if rules.strict_jokers and any(
        entries[i] >= JOKER_FLAG and entries[i + 1] >= JOKER_FLAG for i in range(n - 1)
    ):
        raise InvalidMeld("strict jokers: no two jokers side by side (RM-67)")
    faces = [stands_for(e) for e in entries]
    if any(not 0 <= f < 52 for f in faces):
        raise InvalidMeld("a meld holds cards, each joker standing for one (RM-22)")
    ranks = [rank_of(f) for f in faces]
    if len(set(ranks)) == 1:
        suits = [suit_of(f) for f in faces]
        if n > 4:
            raise InvalidMeld("a set holds at most four cards (RM-20)")
        if len(set(suits)) != n:
            raise InvalidMeld("each suit at most once in a set (RM-20)")
        if suits != sorted(suits):
            raise InvalidMeld("list a set in suit order ♣ ♠ ♥ ♦")
        if rules.strict_sets:
            if suits[-1] - suits[0] != n - 1:
                raise InvalidMeld("strict sets: suits follow ♣ ♠ ♥ ♦ without gaps (RM-68)")
            if entries[0] >= JOKER_FLAG:
                raise InvalidMeld("strict sets: a joker may not stand before the first natural suit (RM-68)")
        return SET
    if len({suit_of(f) for f in faces}) != 1:
        raise InvalidMeld("a run is of one suit, a set of one rank (RM-20, RM-21)")
    if n > 13:
        raise InvalidMeld("a run holds at most 13 cards (RM-21)")
    r0 = ranks[0]
    if rules.cyclic_runs:
        for i, r in enumerate(ranks):
            if r != (r0 - 1 + i) % 13 + 1:
                raise InvalidMeld("a run is in consecutive rank order (RM-21, RM-64)")
    else:
        for i, r in enumerate(ranks):
            v = r0 + i
            if v > 14 or r != (1 if v == 14 else v):
                raise InvalidMeld(
                    "a run is in consecutive order A,2..K,A; the ace only starts or ends it (RM-21)"
                )
    if unclear_jokers(entries, rules):
        raise InvalidMeld(
            "two jokers side by side need places clear from the meld itself: "
            "here they could stand for other cards (RM-22)"
        )
    return RUN


def unclear_jokers(run: Sequence[int], rules: RommeRules) -> bool:
    """RM-22 Palast: does this run put two jokers side by side whose places are not clear?

    The German rules allow two jokers next to each other only "when their position is clearly
    evident": ♥9 Joker Joker ♥Q (10 and J) is allowed, ♥8 ♥9 Joker Joker is not (10-J or
    6-7). A place is clear when the run's natural cards and its length fit one rank window
    only, e.g. ♥Q ♥K Joker Joker can only be 10-J-Q-K without cyclic runs. Single jokers (at
    an end too) and sets are always clear enough: a set's two jokers are its missing suits.
    Palace (French rules) has no such rule; every joker names its card there.
    """
    if rules.preset != PALAST:
        return False
    n = len(run)
    if not any(run[i] >= JOKER_FLAG and run[i + 1] >= JOKER_FLAG for i in range(n - 1)):
        return False
    natural = frozenset(rank_of(e) for e in run if e < JOKER_FLAG)
    return _readings(natural, n, rules.cyclic_runs) > 1


@cache
def _readings(natural_ranks: frozenset[int], length: int, cyclic: bool) -> int:
    """How many rank windows of ``length`` hold all of ``natural_ranks`` (RM-21, RM-64)."""
    windows = _windows(cyclic)
    return sum(1 for w in windows if len(w) == length and natural_ranks <= set(w))


def is_meld(entries: Sequence[int], rules: RommeRules) -> bool:
    try:
        check_meld(entries, rules)
    except InvalidMeld:
        return False
    return True


def kind_of(entries: Sequence[int]) -> str:
    """Set or run of an already valid meld."""
    return SET if rank_of(stands_for(entries[0])) == rank_of(stands_for(entries[1])) else RUN


def meld_points(entries: Sequence[int]) -> int:
    """RM-23: the meld's value toward the first meld (ace 1 only at the start of a run)."""
    is_set = kind_of(entries) == SET
    total = 0
    for i, e in enumerate(entries):
        r = rank_of(stands_for(e))
        if r == ACE:
            total += 11 if is_set or i > 0 else 1
        else:
            total += min(r, 10)
    return total


def melds_points(melds: Iterable[Sequence[int]]) -> int:
    """Value of a set of melds for the first meld (RM-23, RM-30)."""
    return sum(meld_points(m) for m in melds)


def natural_faces(entries: Iterable[int]) -> list[int]:
    return [e for e in entries if e < JOKER_FLAG]


def joker_count(entries: Iterable[int]) -> int:
    return sum(1 for e in entries if e >= JOKER_FLAG)


def hand_faces(entries: Iterable[int]) -> list[int]:
    """The faces a meld takes out of a hand (jokers as JOKER)."""
    return [JOKER if e >= JOKER_FLAG else e for e in entries]


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


def _run_windows(rules: RommeRules) -> list[list[int]]:
    """Every rank sequence a run may follow (ranks 1..13, ace as 1)."""
    windows = []
    if rules.cyclic_runs:
        for a in range(1, 14):
            for length in range(3, 14):
                windows.append([(a - 1 + i) % 13 + 1 for i in range(length)])
    else:
        for a in range(1, 13):
            for b in range(a + 2, min(a + 12, 14) + 1):
                windows.append([1 if v == 14 else v for v in range(a, b + 1)])
    return windows


@cache
def _windows(cyclic: bool) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(w) for w in _run_windows(RommeRules(cyclic_runs=cyclic)))


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
