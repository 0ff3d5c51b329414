"""The decisions of Hofnar, as small immutable values. Every seat decides, the King too.

A jester effect's window is one decision for the seat that may use it: ``UseEffect`` (with the jester chosen, where
the effect names one) or ``DeclineEffect``. Chicot uses a copied effect with the copied effect's name (HN-36).
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from game.core import Action, ActionCodec


@dataclasses.dataclass(frozen=True, slots=True)
class ChooseMood(Action):
    """The King lays a mood card of this kind (HN-8), or picks Hudson's replacement (HN-34)."""

    kind: ClassVar[str] = "choose_mood"
    mood: str


@dataclasses.dataclass(frozen=True, slots=True)
class NameStarter(Action):
    """The King names the jester who starts round 1 (HN-9)."""

    kind: ClassVar[str] = "name_starter"
    jester: int


@dataclasses.dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """A jester plays an amusement card: face up, or face down in a final round (HN-10, HN-16)."""

    kind: ClassVar[str] = "play_card"
    card: str


@dataclasses.dataclass(frozen=True, slots=True)
class UseEffect(Action):
    """Use a jester effect now; ``target`` is the jester Armstrong draws from or Perkeo chooses, else None."""

    kind: ClassVar[str] = "use_effect"
    effect: str
    target: int | None = None


@dataclasses.dataclass(frozen=True, slots=True)
class DeclineEffect(Action):
    """Let the moment for an effect pass; it stays unused for a later window."""

    kind: ClassVar[str] = "decline_effect"
    effect: str


@dataclasses.dataclass(frozen=True, slots=True)
class GiveCard(Action):
    """Armstrong (or Chicot as Armstrong) gives one of his own cards for the card he drew (HN-33)."""

    kind: ClassVar[str] = "give_card"
    card: str


@dataclasses.dataclass(frozen=True, slots=True)
class BreakTie(Action):
    """The King chooses the winner or the loser among tied jesters (HN-13)."""

    kind: ClassVar[str] = "break_tie"
    jester: int


CODEC = ActionCodec(ChooseMood, NameStarter, PlayCard, UseEffect, DeclineEffect, GiveCard, BreakTie)
