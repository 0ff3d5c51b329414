"""The data of a game of Mit List und Tücke: hands, stacks, the middle, tiles, knowledge, whose decision it is; no rule.

This is the floor of the title's package: the rule steps (``choices``, ``abilities``, ``flow``, ``knowledge``,
``refusals``, ``scoring``, ``view`` and the rest) read and change these fields and name this class in their type
hints, and ``state.ListTueckeState`` composes them into the core's contract on top, so that no step imports the
state back.
"""

from __future__ import annotations

from typing import Any, Self

from game.core import Action, Rng
from game.listtuecke import decisions
from game.listtuecke.cards import TILES_PER_COLOUR, characters_in_game


class ListTueckeFields:
    """One game in progress.

    Cards are ranks 1–20. ``stacks[seat]`` lists a stack bottom to top with ``faces[seat]`` saying which lie face up;
    ``middle`` holds the four middle slots (0 while not yet dealt); ``stock`` and each seat's ``tiles`` count the
    influence tiles per colour (blue, green, yellow). ``seen_hands`` and ``seen_middle`` hold what each seat knows
    about hidden cards (see ``knowledge``). ``offer`` is the Kurtisane's card lying before its partner, ``named`` the
    Inquisitor's named card and its holder while the card to give in return is chosen.
    """

    __slots__ = (
        "_legal",
        "backs_swapped",
        "chapel",
        "chapel_filled",
        "chapter",
        "characters",
        "dark_deck",
        "decider",
        "decision",
        "eliminations",
        "faces",
        "hands",
        "inquisitor_rank",
        "middle",
        "named",
        "offer",
        "pass_back",
        "pass_choice",
        "passed",
        "players",
        "received",
        "rng",
        "round",
        "seen_hands",
        "seen_middle",
        "set_aside",
        "sets_aside",
        "stacks",
        "start",
        "stock",
        "tiles",
        "turn",
    )

    def __init__(self, players: int, variant: bool, rng: Rng) -> None:
        self.players = players
        self.sets_aside = players == 3 and variant
        self.characters = characters_in_game(players, variant)
        self.rng = rng
        self.chapter = 0
        self.round = 0
        self.turn = 0
        self.start = 0
        self.decision = decisions.PASS
        self.decider = 0
        self.pass_back = ""
        self.pass_choice = [0] * players
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.stacks: list[list[int]] = [[] for _ in range(players)]
        self.faces: list[list[bool]] = [[] for _ in range(players)]
        self.middle = [0, 0, 0, 0]
        self.dark_deck: list[int] = []
        self.set_aside: list[int] = []
        self.stock = [TILES_PER_COLOUR[players]] * 3
        self.chapel: list[str] = []
        self.chapel_filled = False
        self.tiles = [[0, 0, 0] for _ in range(players)]
        self.eliminations = [0] * players
        self.inquisitor_rank = 20
        self.seen_hands: list[dict[int, int]] = [{} for _ in range(players)]
        self.seen_middle: list[dict[int, int]] = [{} for _ in range(players)]
        self.passed: list[list[tuple[str, int, int]]] = [[] for _ in range(players)]
        self.received: list[list[tuple[str, int, int]]] = [[] for _ in range(players)]
        self.offer: tuple[int, int] | None = None
        self.backs_swapped: tuple[bool, ...] = ()
        self.named: tuple[int, int] | None = None
        self._legal: tuple[Action, ...] | None = None

    @property
    def to_move(self) -> int | None:
        """The seat that must decide now, or None when the game is over."""
        return None if self.decision == decisions.OVER else self.decider

    @property
    def over(self) -> bool:
        """True once the fourth chapter has ended."""
        return self.decision == decisions.OVER

    def clone(self) -> Self:
        """An independent copy, built by hand for speed."""
        copy = type(self).__new__(type(self))
        copy.players = self.players
        copy.sets_aside = self.sets_aside
        copy.characters = self.characters
        copy.rng = self.rng.clone()
        copy.chapter = self.chapter
        copy.round = self.round
        copy.turn = self.turn
        copy.start = self.start
        copy.decision = self.decision
        copy.decider = self.decider
        copy.pass_back = self.pass_back
        copy.pass_choice = self.pass_choice[:]
        copy.hands = [hand[:] for hand in self.hands]
        copy.stacks = [stack[:] for stack in self.stacks]
        copy.faces = [faces[:] for faces in self.faces]
        copy.middle = self.middle[:]
        copy.dark_deck = self.dark_deck[:]
        copy.set_aside = self.set_aside[:]
        copy.stock = self.stock[:]
        copy.chapel = self.chapel[:]
        copy.chapel_filled = self.chapel_filled
        copy.tiles = [tiles[:] for tiles in self.tiles]
        copy.eliminations = self.eliminations[:]
        copy.inquisitor_rank = self.inquisitor_rank
        copy.seen_hands = [seen.copy() for seen in self.seen_hands]
        copy.seen_middle = [seen.copy() for seen in self.seen_middle]
        copy.passed = [passed[:] for passed in self.passed]
        copy.received = [received[:] for received in self.received]
        copy.offer = self.offer
        copy.backs_swapped = self.backs_swapped
        copy.named = self.named
        copy._legal = self._legal
        return copy

    def snapshot(self) -> dict[str, Any]:
        """The whole state, hidden cards, knowledge and the Rng included, as fresh JSON data."""
        return {
            "players": self.players,
            "variant": self.sets_aside,
            "rng": self.rng.state,
            "chapter": self.chapter,
            "round": self.round,
            "turn": self.turn,
            "start": self.start,
            "decision": self.decision,
            "decider": self.decider,
            "pass_back": self.pass_back,
            "pass_choice": self.pass_choice[:],
            "hands": [hand[:] for hand in self.hands],
            "stacks": [stack[:] for stack in self.stacks],
            "faces": [faces[:] for faces in self.faces],
            "middle": self.middle[:],
            "dark_deck": self.dark_deck[:],
            "set_aside": self.set_aside[:],
            "stock": self.stock[:],
            "chapel": self.chapel[:],
            "chapel_filled": self.chapel_filled,
            "tiles": [tiles[:] for tiles in self.tiles],
            "eliminations": self.eliminations[:],
            "inquisitor_rank": self.inquisitor_rank,
            "seen_hands": [sorted([card, holder] for card, holder in seen.items()) for seen in self.seen_hands],
            "seen_middle": [sorted([slot, card] for slot, card in seen.items()) for seen in self.seen_middle],
            "passed": [[list(entry) for entry in passed] for passed in self.passed],
            "received": [[list(entry) for entry in received] for received in self.received],
            "offer": list(self.offer) if self.offer else None,
            "backs_swapped": list(self.backs_swapped),
            "named": list(self.named) if self.named else None,
        }
