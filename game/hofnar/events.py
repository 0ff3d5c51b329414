"""What happens in Hofnar, as events a table can animate; each is redacted to what one seat may see.

Hidden are the jesters' hands (a dealt hand, a card drawn blind or given by Armstrong: only the two jesters see it),
the King's face-down mood before its reveal (and for good when Hudson sends it to the discard unseen), and the cards
chosen face down in a final round before theirs.
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from game.core import Event
from game.core import events as shared


@dataclasses.dataclass(frozen=True, slots=True)
class RolesDealt(Event):
    """The King card and the jester cards lay face up before the seats (HN-5); every jester got ``lives`` lives."""

    kind: ClassVar[str] = "roles_dealt"
    king: int
    jesters: tuple[str | None, ...]
    lives: int


@dataclasses.dataclass(frozen=True, slots=True)
class CardsDealt(shared.CardsDealt):
    """``seat`` was dealt ``count`` amusement cards (HN-6); only that seat sees which."""


@dataclasses.dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """A round began; ``final`` marks a final round (HN-16); ``favourite`` is the Favourite protected in it (HN-12)."""

    kind: ClassVar[str] = "round_started"
    round: int
    final: bool
    favourite: int | None


@dataclasses.dataclass(frozen=True, slots=True)
class MoodsTakenBack(Event):
    """The King had no unused mood card left and took the discarded ones back into his hand: ``moods`` lay face up,
    ``face_down`` were discarded unseen (HN-34 in a final round) and only the King sees which."""

    kind: ClassVar[str] = "moods_taken_back"
    king: int
    moods: tuple[str, ...]
    face_down: tuple[str | None, ...]

    def for_seat(self, seat: int) -> Event | None:
        if seat == self.king:
            return self
        return dataclasses.replace(self, face_down=(None,) * len(self.face_down))


@dataclasses.dataclass(frozen=True, slots=True)
class MoodLaidDown(Event):
    """The King laid a mood card (HN-8, or Hudson's replacement); face down only he sees which."""

    kind: ClassVar[str] = "mood_laid_down"
    king: int
    mood: str | None
    face_up: bool

    def for_seat(self, seat: int) -> Event | None:
        return self if self.face_up or seat == self.king else dataclasses.replace(self, mood=None)


@dataclasses.dataclass(frozen=True, slots=True)
class MoodDiscarded(Event):
    """Hudson's effect sent the mood card in play to the discard pile (HN-34): face up once revealed, else face down
    (a final round), and then only the King sees which."""

    kind: ClassVar[str] = "mood_discarded"
    king: int
    mood: str | None
    face_up: bool

    def for_seat(self, seat: int) -> Event | None:
        return self if self.face_up or seat == self.king else dataclasses.replace(self, mood=None)


@dataclasses.dataclass(frozen=True, slots=True)
class StarterNamed(Event):
    """The King named the jester who starts round 1 (HN-9)."""

    kind: ClassVar[str] = "starter_named"
    jester: int


@dataclasses.dataclass(frozen=True, slots=True)
class EffectAnnounced(Event):
    """``seat`` announced ``effect`` (with its target, if any); ``copied`` when Chicot copies it (HN-36)."""

    kind: ClassVar[str] = "effect_announced"
    seat: int
    effect: str
    target: int | None
    copied: bool


@dataclasses.dataclass(frozen=True, slots=True)
class EffectDeclined(Event):
    """``seat`` let the moment for ``effect`` pass."""

    kind: ClassVar[str] = "effect_declined"
    seat: int
    effect: str


@dataclasses.dataclass(frozen=True, slots=True)
class EffectCancelled(Event):
    """The ``effect`` that ``seat`` announced was cancelled by ``by`` (HN-37); it stays spent."""

    kind: ClassVar[str] = "effect_cancelled"
    seat: int
    effect: str
    by: int


@dataclasses.dataclass(frozen=True, slots=True)
class TribouletGuessed(Event):
    """``seat`` guessed that the King is Drunk (HN-31); ``right`` says whether he is."""

    kind: ClassVar[str] = "triboulet_guessed"
    seat: int
    right: bool


@dataclasses.dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    """``seat`` drew a card blind from ``source``'s hand (HN-33); only the two of them see which."""

    kind: ClassVar[str] = "card_drawn"
    seat: int
    source: int
    card: str | None

    def for_seat(self, seat: int) -> Event | None:
        return self.shown_only_to(seat, (self.seat, self.source), card=None)


@dataclasses.dataclass(frozen=True, slots=True)
class CardGiven(Event):
    """``seat`` gave one of his cards to ``target`` in exchange (HN-33); only the two of them see which."""

    kind: ClassVar[str] = "card_given"
    seat: int
    target: int
    card: str | None

    def for_seat(self, seat: int) -> Event | None:
        return self.shown_only_to(seat, (self.seat, self.target), card=None)


@dataclasses.dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """``seat`` played an amusement card; face down (a final round) only that seat sees which.

    ``known_to`` are the seats that knew the card lay in that hand (Armstrong's swap showed it, HN-33): they can tell
    it was played even face down, and no longer need to remember where it was. Their copy names it as ``recognised``;
    ``card`` stays None there, as the card lies face down before them too.
    """

    kind: ClassVar[str] = "card_played"
    seat: int
    card: str | None
    face_up: bool
    known_to: tuple[int, ...] = ()
    recognised: str | None = None

    def for_seat(self, seat: int) -> Event | None:
        if self.face_up or seat == self.seat:
            return self
        return dataclasses.replace(self, card=None, recognised=self.card if seat in self.known_to else None)


@dataclasses.dataclass(frozen=True, slots=True)
class MoodRevealed(Event):
    """The King turned his mood card face up (HN-10)."""

    kind: ClassVar[str] = "mood_revealed"
    mood: str


@dataclasses.dataclass(frozen=True, slots=True)
class CardsRevealed(Event):
    """The face-down cards of a final round were turned up together with the mood (HN-16), as (seat, card)."""

    kind: ClassVar[str] = "cards_revealed"
    cards: tuple[tuple[int, str], ...]


@dataclasses.dataclass(frozen=True, slots=True)
class RoundScored(Event):
    """Every played card scored under ``mood`` (HN-11), as (seat, score)."""

    kind: ClassVar[str] = "round_scored"
    mood: str
    scores: tuple[tuple[int, int], ...]


@dataclasses.dataclass(frozen=True, slots=True)
class TieOpened(Event):
    """``jesters`` tie for the round's win or loss (``side``); someone must choose among them (HN-13)."""

    kind: ClassVar[str] = "tie_opened"
    side: str
    jesters: tuple[int, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class RoundWinner(Event):
    """``seat`` wins the round; ``chosen_by`` is who broke a tie for it (the King, Perkeo or Chicot), else None."""

    kind: ClassVar[str] = "round_winner"
    seat: int
    chosen_by: int | None


@dataclasses.dataclass(frozen=True, slots=True)
class RoundLoser(Event):
    """``seat`` loses the round; ``chosen_by`` broke a tie for it; ``spared`` is the Favourite it was spared (HN-12)."""

    kind: ClassVar[str] = "round_loser"
    seat: int
    chosen_by: int | None
    spared: int | None


@dataclasses.dataclass(frozen=True, slots=True)
class StanczykDrew(Event):
    """``seat`` drew ``drawn``'s jester card blind (HN-35); ``loser`` loses the round now."""

    kind: ClassVar[str] = "stanczyk_drew"
    seat: int
    drawn: int
    loser: int


@dataclasses.dataclass(frozen=True, slots=True)
class LifeLost(Event):
    """The round's loser lost a life and has ``lives`` left (HN-14)."""

    kind: ClassVar[str] = "life_lost"
    seat: int
    lives: int


@dataclasses.dataclass(frozen=True, slots=True)
class Beheaded(Event):
    """``seat`` had no life left and was beheaded, the ``order``-th jester to fall (HN-14)."""

    kind: ClassVar[str] = "beheaded"
    seat: int
    order: int


@dataclasses.dataclass(frozen=True, slots=True)
class FavouriteChosen(Event):
    """The round's winner is the King's Favourite (HN-12); None when the winner was beheaded."""

    kind: ClassVar[str] = "favourite_chosen"
    seat: int | None


@dataclasses.dataclass(frozen=True, slots=True)
class TableCleared(Event):
    """The round's amusement cards and mood card went to the discard piles (HN-15)."""

    kind: ClassVar[str] = "table_cleared"
    cards: tuple[str, ...]
    mood: str


@dataclasses.dataclass(frozen=True, slots=True)
class GameWon(Event):
    """``hofnar`` is the Hofnar (HN-17); ``how`` is "last_standing" or "triboulet" (HN-31)."""

    kind: ClassVar[str] = "game_won"
    hofnar: int
    how: str
