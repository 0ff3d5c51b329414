"""The material of Mit List und Tücke as data: the twenty characters, the tile colours and the counts (LT-1..LT-6).

The character table mirrors the table of the rules reference row by row, so a value can be corrected here without
touching any logic. Everything the rules code looks up by rank (back, crest, victims, ability) is derived from it
once, into tuples indexed by rank, because the random playouts of the AI look these up millions of times.
"""

from __future__ import annotations

import dataclasses
import functools

LIGHT = "light"
DARK = "dark"

BLUE = "blue"
GREEN = "green"
YELLOW = "yellow"
COLOURS = (BLUE, GREEN, YELLOW)
"""Influence tiles (Einflussplättchen): blue is royal, green the church, yellow magic (LT-2)."""

ELIMINATION = "elimination"
"""An elimination tile (Beseitigungsplättchen), worth 1 point to whoever holds it (LT-3)."""

EMPTY_FIELD = "empty"
"""A chapel field the Heilige claimed when the stock held no tile: it stays empty, and no elimination tile goes there
for that chapter (LT-19)."""

# Ability kinds. Characters with the same kind share one piece of rules code.
HEAL = "heal"
TAKE_TILE = "take_tile"
SWAP_HANDS = "swap_hands"
SEE_MIDDLE = "see_middle"
SWAP_MIDDLE = "swap_middle"
ELIMINATE = "eliminate"
LINGER = "linger"
CHANGE_PLACES = "change_places"
SEE_HAND = "see_hand"
CONSECRATE = "consecrate"
INQUIRE = "inquire"
NO_ABILITY = "none"


@dataclasses.dataclass(frozen=True)
class Character:
    """One of the twenty characters.

    ``crest`` lists the influence tiles it brings at the end of a chapter while face up in its owner's stack.
    ``victim_of`` names (in German, as the rules table does) the characters that can eliminate it; who a character
    eliminates is derived from these rows, so the table is written exactly like the rules reference.
    """

    rank: int
    name: str
    german: str
    back: str
    crest: tuple[tuple[str, int], ...]
    ability: str
    victim_of: tuple[str, ...]

    @property
    def lingering(self) -> bool:
        """True for König, Königin and Scharfrichter, which act while they lie face up on top of a stack (LT-13)."""
        return self.ability == LINGER


def _c(rank: int, name: str, german: str, crest: dict[str, int], ability: str, victim_of: tuple[str, ...]) -> Character:
    back = LIGHT if rank % 2 else DARK  # LT-1: odd ranks have a light back, even ranks a dark one
    return Character(rank, name, german, back, tuple(crest.items()), ability, victim_of)


_EXECUTIONER = "Scharfrichter"

CHARACTERS: tuple[Character, ...] = (
    _c(1, "Quack", "Quacksalber", {}, HEAL, (_EXECUTIONER,)),
    _c(2, "Black Knight", "Schwarzer Ritter", {}, TAKE_TILE, (_EXECUTIONER,)),
    _c(3, "Courtesan", "Kurtisane", {}, SWAP_HANDS, (_EXECUTIONER,)),
    _c(4, "Seer", "Hellseherin", {}, SEE_MIDDLE, (_EXECUTIONER,)),
    _c(5, "Druid", "Druide", {YELLOW: 1}, SWAP_MIDDLE, ("Abt", _EXECUTIONER)),
    _c(6, "Monk", "Mönch", {GREEN: 1}, SWAP_MIDDLE, (_EXECUTIONER,)),
    _c(7, "White Knight", "Weißer Ritter", {BLUE: 1}, SWAP_MIDDLE, (_EXECUTIONER,)),
    _c(8, "Poisoner", "Giftmischerin", {}, ELIMINATE, (_EXECUTIONER,)),
    _c(9, "Assassin", "Meuchler", {}, ELIMINATE, (_EXECUTIONER,)),
    _c(10, "Berserker", "Berserker", {}, ELIMINATE, (_EXECUTIONER,)),
    _c(11, "Abbot", "Abt", {GREEN: 1}, ELIMINATE, ("Giftmischerin", _EXECUTIONER)),
    _c(12, "Executioner", _EXECUTIONER, {}, LINGER, ()),
    _c(13, "Intriguer", "Intrigant", {}, CHANGE_PLACES, ("Berserker", _EXECUTIONER)),
    _c(14, "Witch", "Hexe", {YELLOW: 1}, SEE_HAND, ("Abt", _EXECUTIONER)),
    _c(15, "King", "König", {BLUE: 2}, LINGER, ("Meuchler", "Königin", _EXECUTIONER)),
    _c(16, "Queen", "Königin", {BLUE: 1}, LINGER, ("Meuchler", "König", _EXECUTIONER)),
    _c(17, "Saint", "Heilige", {}, CONSECRATE, ()),
    _c(18, "Bishop", "Bischof", {GREEN: 2}, NO_ABILITY, ("Giftmischerin", _EXECUTIONER)),
    _c(19, "Wizard", "Zauberer", {YELLOW: 2}, NO_ABILITY, ("Berserker", _EXECUTIONER)),
    _c(20, "Inquisitor", "Inquisitor", {}, INQUIRE, (_EXECUTIONER,)),
)

QUACK, BLACK_KNIGHT, COURTESAN, SEER, DRUID, MONK, WHITE_KNIGHT, POISONER, ASSASSIN, BERSERKER = range(1, 11)
ABBOT, EXECUTIONER, INTRIGUER, WITCH, KING, QUEEN, SAINT, BISHOP, WIZARD, INQUISITOR = range(11, 21)

INQUISITOR_RANKS = (20, 0)
"""The Inquisitor's player chooses whether it counts as rank 20 or 0 (LT-31)."""

TILES_PER_COLOUR = {3: 11, 4: 13}
"""Influence tiles of each colour in the stock at the start, by player count (LT-2, LT-6)."""

THREE_PLAYER_REMOVED = frozenset(range(1, 5))
"""With 3 players the characters of rank 1–4 leave the game, unless the set-aside variant is played (LT-6)."""

SET_ASIDE_PER_BACK = 2
"""The 3-player variant sets 2 light and 2 dark cards aside unseen before each chapter (LT-6)."""

DEALT_PER_BACK = 2
"""Each player is dealt 2 cards of each back per chapter; the 2 left over of each back go to the middle (LT-8)."""

CHAPTERS = 4
ROUNDS = 4
CHAPEL_FIELDS = 4

MIDDLE_SLOT_BACKS = (LIGHT, LIGHT, DARK, DARK)
"""The middle holds four face-down cards; slots 0 and 1 are light, 2 and 3 dark. Slots are the public handles."""
LIGHT_SLOTS = tuple(slot for slot, back in enumerate(MIDDLE_SLOT_BACKS) if back == LIGHT)
DARK_SLOTS = tuple(slot for slot, back in enumerate(MIDDLE_SLOT_BACKS) if back == DARK)

# Lookups by rank (index 0 is unused), derived from the table above.
BY_RANK: tuple[Character | None, ...] = (None, *CHARACTERS)
IS_LIGHT: tuple[bool, ...] = (False, *(character.back == LIGHT for character in CHARACTERS))
BACK_OF: tuple[str, ...] = ("", *(character.back for character in CHARACTERS))
ABILITY_OF: tuple[str, ...] = ("", *(character.ability for character in CHARACTERS))
CREST_OF: tuple[tuple[int, int, int], ...] = (
    (0, 0, 0),
    *(tuple(dict(character.crest).get(colour, 0) for colour in COLOURS) for character in CHARACTERS),
)
CREST_TILES: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((colour, count) for colour, count in enumerate(crest) if count) for crest in CREST_OF
)
"""Per rank the (colour index, count) pairs of its crest, without the zeros, for the end of a chapter."""
VICTIMS_OF: tuple[frozenset[int], ...] = (
    frozenset(),
    *(
        frozenset(victim.rank for victim in CHARACTERS if character.german in victim.victim_of)
        for character in CHARACTERS
    ),
)
"""Whom each character eliminates, read from the "victim of" column."""

LINGERING: tuple[bool, ...] = (False, *(character.lingering for character in CHARACTERS))

MARKED_VICTIMS: frozenset[int] = frozenset(
    victim for rank in range(1, 21) if ABILITY_OF[rank] == ELIMINATE for victim in VICTIMS_OF[rank]
)
"""The characters that some "eliminate" card targets directly, which show a skull (Bischof, Abt, König, Königin,
Zauberer, Intrigant, Hexe, Druide); the Scharfrichter's blanket threat marks nobody."""


@functools.cache
def characters_in_game(players: int, variant: bool) -> tuple[int, ...]:
    """The ranks of the characters used in a game of ``players``, in rank order (LT-6); the AI asks at every sampled
    world."""
    if players == 3 and not variant:
        return tuple(rank for rank in range(1, 21) if rank not in THREE_PLAYER_REMOVED)
    return tuple(range(1, 21))


@functools.cache
def of_back(characters: tuple[int, ...], light: bool) -> tuple[int, ...]:
    """The ranks among ``characters`` with a light back (``light``) or a dark one, in rank order: asked at every
    chapter and by the AI at many decisions, about the same two sets of characters."""
    return tuple(rank for rank in characters if IS_LIGHT[rank] == light)


def name_of(rank: int) -> str:
    """The English name of the character of ``rank``, for messages."""
    character = BY_RANK[rank]
    assert character is not None
    return character.name
