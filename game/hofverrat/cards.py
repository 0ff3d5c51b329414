"""The material of Hof-Verrat as data: six families of fifteen courtiers, their roles, and the royal table's places.

Card ids run 0..89: family ``id // 15``, role by the position ``id % 15`` inside the family (HV-1, HV-2). Everything
about a card is read from the tuples below, so the rules never compute a role twice and a correction is one edit here.
"""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class Family:
    """One family (Familie) of courtiers: its key for translations, German name, and a colour *and* a symbol (HV-1).

    Colour and symbol are *reconstructed*: the printed cards could not be read; the table scene draws both, so no
    information depends on colour alone.
    """

    key: str
    german: str
    colour: str
    symbol: str


FAMILIES: tuple[Family, ...] = (
    Family("stag", "Hirsch", "#8b5a2b", "antlers"),
    Family("toad", "Kröte", "#4f7f3a", "toad"),
    Family("butterfly", "Schmetterling", "#7a4fb0", "wings"),
    Family("carp", "Karpfen", "#d9822b", "fish"),
    Family("nightingale", "Nachtigall", "#3a6ea5", "bird"),
    Family("hare", "Hase", "#8c8c84", "long-ears"),
)
"""The six families in the rulebook's order; missions L1–L6 and D1–D6 follow this order."""

PLAIN = "plain"
NOBLE = "noble"
SPY = "spy"
ASSASSIN = "assassin"
GUARD = "guard"

ROLE_COUNTS: tuple[tuple[str, int], ...] = ((PLAIN, 4), (NOBLE, 4), (SPY, 2), (ASSASSIN, 2), (GUARD, 3))
"""Every family holds the same fifteen cards (HV-2): plain courtiers (Höflinge), nobles (Adel), spies (Spione),
assassins (Assassinen) and guards (Wächter). A card has at most one role."""

CARDS_PER_FAMILY = sum(count for _, count in ROLE_COUNTS)
CARD_COUNT = len(FAMILIES) * CARDS_PER_FAMILY
ALL_CARDS: tuple[int, ...] = tuple(range(CARD_COUNT))

_ROLES_IN_FAMILY: tuple[str, ...] = tuple(role for role, count in ROLE_COUNTS for _ in range(count))

FAMILY_OF: tuple[int, ...] = tuple(card // CARDS_PER_FAMILY for card in ALL_CARDS)
"""The family index (into FAMILIES) of every card id."""

ROLE_OF: tuple[str, ...] = tuple(_ROLES_IN_FAMILY[card % CARDS_PER_FAMILY] for card in ALL_CARDS)
"""The role of every card id."""

ROLE_INDEX: dict[str, int] = {role: index for index, (role, _) in enumerate(ROLE_COUNTS)}
ROLE_NUMBER: tuple[int, ...] = tuple(ROLE_INDEX[role] for role in ROLE_OF)
"""The role of every card id as its index into ROLE_COUNTS, for counts kept in lists."""

SPIES: tuple[int, ...] = tuple(card for card in ALL_CARDS if ROLE_OF[card] == SPY)

WEIGHT_OF: tuple[int, ...] = tuple(2 if ROLE_OF[card] == NOBLE else 1 for card in ALL_CARDS)
"""How much a card weighs for its family's standing and in district scoring: a noble counts two (HV-12)."""

IS_ASSASSIN: tuple[bool, ...] = tuple(role == ASSASSIN for role in ROLE_OF)
IS_GUARD: tuple[bool, ...] = tuple(role == GUARD for role in ROLE_OF)
IS_SPY: tuple[bool, ...] = tuple(role == SPY for role in ROLE_OF)
ASSASSINS: frozenset[int] = frozenset(card for card in ALL_CARDS if IS_ASSASSIN[card])

HAND_SIZE = 3
REMOVED_FOR_PLAYERS: dict[int, int] = {2: 30, 3: 18, 4: 6, 5: 0}
"""How many courtiers are removed unseen at set-up (HV-5), so that every player plays the same number of turns."""
