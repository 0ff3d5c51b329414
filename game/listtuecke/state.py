"""The state of a game of Mit List und Tücke: one type that knows whose decision it is and carries it out.

Seats sit clockwise in seat order: a seat's left neighbour is the next seat, its right neighbour the previous one.
Hands are kept sorted, so legal actions come in the same order in every sampled world.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core import Action, Event, IllegalAction, Result, Rng, State
from game.listtuecke import decisions, undo
from game.listtuecke.abilities import HANDLERS, play_card
from game.listtuecke.actions import PLAY
from game.listtuecke.cards import TILES_PER_COLOUR, characters_in_game
from game.listtuecke.choices import LEGAL
from game.listtuecke.flow import choose_pass
from game.listtuecke.invariants import violations
from game.listtuecke.refusals import refusal
from game.listtuecke.scoring import result
from game.listtuecke.view import ListTueckeView, view_of

_APPLY: dict[str, Callable[..., None]] = {decisions.PASS: choose_pass, decisions.PLAY: play_card, **HANDLERS}
"""What carries out the action awaited by each decision; ``apply`` has already checked that it is legal."""


class ListTueckeState(State):
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

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the seat to move may take now, worked out once per decision."""
        legal = self._legal
        if legal is None:
            legal = self._legal = LEGAL[self.decision](self)
        return legal

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action`` and everything that follows without a decision; refuse it unchanged if illegal.

        Every hand's last card (in the fourth round) is played without asking, as there is nothing to choose.
        """
        legal = self._legal
        if legal is None:
            legal = LEGAL[self.decision](self)  # not kept: the decision changes now
        for candidate in legal:
            # The policies hand back the very objects of the legal list (``actions``' tables), so looking for the same
            # object first spares the dataclass comparisons that ``in`` makes before it reaches a later match.
            if candidate is action:
                break
        else:
            if action not in legal:
                raise refusal(self, action)
        self._legal = None
        events: list[Event] = []
        _APPLY[self.decision](self, action, events)
        while self.decision == decisions.PLAY and len(self.hands[self.decider]) == 1:
            # The last card of a hand has nothing to decide: it is played at once.
            play_card(self, PLAY[self.hands[self.decider][0]], events, forced=True)
        return events

    def refusal(self, action: Action) -> IllegalAction:
        """Why ``action`` is not allowed now."""
        return refusal(self, action)

    def undoable_actions(self) -> int:
        """1 while the choice that follows the mover's own card is open (see ``game.listtuecke.undo``)."""
        return undo.undoable(self)

    def undo_refusal(self) -> IllegalAction:
        """Why nothing may be taken back now (see ``game.listtuecke.undo``)."""
        return undo.refusal(self)

    def random_action(self, rng: Rng) -> Action:
        """A uniformly random legal action, from the cached list."""
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        return legal[rng.below(len(legal))]

    def view(self, seat: int) -> ListTueckeView:
        """What ``seat`` may know now."""
        return view_of(self, seat)

    def result(self) -> Result:
        """Every scoring line of the finished game (LT-21..LT-23)."""
        if not self.over:
            raise IllegalAction.not_over()
        return result(self)

    def invariant_violations(self) -> list[str]:
        """Every card and tile accounted for once, every count in range, every piece of knowledge true."""
        return violations(self)

    def clone(self) -> ListTueckeState:
        """An independent copy, built by hand for speed."""
        copy = ListTueckeState.__new__(ListTueckeState)
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
