"""The Hofnar table as the screen shows it right now: a seat's view, moved on event by event.

Between two steps of an animated move the screen must show the table after the first (a card on the table, a life
gone), which no view describes; ``Shown`` is built from a view and changed by the same redacted events the view's
seat saw, so what is drawn always follows the events. After each move the table rebuilds it from the new view.
"""

from __future__ import annotations

import dataclasses

from game.core import Event
from game.hofnar import events as ev
from game.hofnar.cards import MOODS
from game.hofnar.view import HofnarView


@dataclasses.dataclass
class Shown:
    """What the screen shows of one seat's table."""

    seat: int
    king: int
    jesters: tuple[str | None, ...]
    max_lives: int
    lives: list[int]
    fallen: list[int]
    favourite: int | None
    protected: int | None
    spent: set[str]
    round: int
    final: bool
    hand: list[str]
    hand_sizes: list[int]
    table: list[tuple[int, str | None]]
    cards_hidden: bool
    """A final round's acts lie face down until the reveal (HN-16)."""
    mood: str | None
    """The round's mood as this seat knows it (revealed, or the King's own)."""
    mood_laid: bool
    mood_shown: bool
    moods: list[str]
    """The King's unused moods: known to the King only."""
    mood_count: int
    mood_discard: list[str]
    mood_discard_face_down: list[str | None]
    discard: int
    scores: dict[int, int]
    tie_side: str | None
    tied: tuple[int, ...]
    winner: int | None
    loser: int | None
    hofnar: int | None
    to_move: int | None = dataclasses.field(compare=False)
    """Who decides now: no event of Hofnar says so, so it is the view's, and it takes no part in comparing two
    shown tables (the kit's drift test compares what events fold in)."""

    def in_game(self) -> list[int]:
        """The jesters not beheaded, by seat."""
        return [seat for seat, jester in enumerate(self.jesters) if jester is not None and seat not in self.fallen]

    @property
    def players(self) -> int:
        """How many seats play."""
        return len(self.jesters)

    @classmethod
    def from_view(cls, view: HofnarView) -> Shown:
        """The table exactly as ``view`` shows it."""
        return cls(
            seat=view.seat,
            king=view.king,
            jesters=view.jesters,
            max_lives=view.max_lives,
            lives=list(view.lives),
            fallen=list(view.fallen),
            favourite=view.favourite,
            protected=view.protected,
            spent=set(view.spent),
            round=view.round,
            final=view.final,
            hand=list(view.hand),
            hand_sizes=list(view.hand_sizes),
            table=list(view.table),
            cards_hidden=view.cards_hidden,
            mood=view.mood,
            mood_laid=view.mood_laid,
            mood_shown=view.mood_shown,
            moods=list(view.moods),
            mood_count=view.mood_count,
            mood_discard=list(view.mood_discard),
            mood_discard_face_down=list(view.mood_discard_face_down),
            discard=len(view.discard),
            scores=dict(view.scores),
            tie_side=view.tie_side,
            tied=view.tied,
            winner=view.winner,
            loser=view.loser,
            hofnar=view.hofnar,
            to_move=view.to_move,
        )

    def apply(self, event: Event) -> None:
        """Move the table on by one event (as this seat saw it)."""
        handler = getattr(self, "_" + event.kind, None)
        if handler is not None:
            handler(event)

    def stamp(self) -> tuple:
        """The shown table as a value: equal stamps draw the same table."""
        return (
            tuple(self.lives),
            tuple(self.fallen),
            self.favourite,
            self.protected,
            tuple(sorted(self.spent)),
            self.round,
            self.final,
            tuple(self.hand),
            tuple(self.hand_sizes),
            tuple(self.table),
            self.cards_hidden,
            self.mood,
            self.mood_laid,
            self.mood_shown,
            tuple(self.moods),
            self.mood_count,
            tuple(self.mood_discard),
            tuple(self.mood_discard_face_down),
            self.discard,
            tuple(sorted(self.scores.items())),
            self.tie_side,
            self.tied,
            self.winner,
            self.loser,
            self.hofnar,
        )

    def card_of(self, seat: int) -> str | None:
        """The act ``seat`` played this round as shown (None face down or not yet played)."""
        return next((card for owner, card in self.table if owner == seat), None)

    # One method per event kind.

    def _cards_dealt(self, event: ev.CardsDealt) -> None:
        self.hand_sizes[event.seat] = event.count
        if event.seat == self.seat and event.cards is not None:
            self.hand = list(event.cards)

    def _round_started(self, event: ev.RoundStarted) -> None:
        self.round, self.final, self.protected = event.round, event.final, event.favourite
        self.scores, self.tie_side, self.tied, self.winner, self.loser = {}, None, (), None, None
        self.mood, self.mood_laid, self.mood_shown = None, False, False
        self.cards_hidden = event.final

    def _moods_taken_back(self, event: ev.MoodsTakenBack) -> None:
        taken = [*event.moods, *event.face_down]
        self.mood_count += len(taken)
        if self.seat == self.king:
            self.moods = sorted([*self.moods, *taken], key=MOODS.index)
        self.mood_discard, self.mood_discard_face_down = [], []

    def _mood_laid_down(self, event: ev.MoodLaidDown) -> None:
        self.mood_laid = True
        self.mood_count -= 1
        self.mood = event.mood
        if event.mood is not None and self.seat == self.king and event.mood in self.moods:
            self.moods.remove(event.mood)

    def _mood_discarded(self, event: ev.MoodDiscarded) -> None:
        if event.face_up:
            self.mood_discard.append(event.mood)
        else:
            self.mood_discard_face_down.append(event.mood)
        self.mood, self.mood_laid = None, False

    def _effect_announced(self, event: ev.EffectAnnounced) -> None:
        self.spent.add("chicot" if event.copied else event.effect)

    def _card_drawn(self, event: ev.CardDrawn) -> None:
        self.hand_sizes[event.source] -= 1
        self.hand_sizes[event.seat] += 1
        self._move_card(event.card, event.source, event.seat)

    def _card_given(self, event: ev.CardGiven) -> None:
        self.hand_sizes[event.seat] -= 1
        self.hand_sizes[event.target] += 1
        self._move_card(event.card, event.seat, event.target)

    def _move_card(self, card: str | None, source: int, receiver: int) -> None:
        if card is None:
            return
        if source == self.seat and card in self.hand:
            self.hand.remove(card)
        if receiver == self.seat:
            self.hand.append(card)

    def _card_played(self, event: ev.CardPlayed) -> None:
        self.hand_sizes[event.seat] -= 1
        if event.seat == self.seat and event.card in self.hand:
            self.hand.remove(event.card)
        self.table.append((event.seat, event.card))

    def _mood_revealed(self, event: ev.MoodRevealed) -> None:
        self.mood, self.mood_laid, self.mood_shown = event.mood, True, True

    def _cards_revealed(self, event: ev.CardsRevealed) -> None:
        self.table = list(event.cards)
        self.cards_hidden = False

    def _round_scored(self, event: ev.RoundScored) -> None:
        self.scores = dict(event.scores)

    def _tie_opened(self, event: ev.TieOpened) -> None:
        self.tie_side, self.tied = event.side, event.jesters

    def _round_winner(self, event: ev.RoundWinner) -> None:
        self.winner, self.tie_side, self.tied = event.seat, None, ()

    def _round_loser(self, event: ev.RoundLoser) -> None:
        self.loser, self.tie_side, self.tied = event.seat, None, ()

    def _stanczyk_drew(self, event: ev.StanczykDrew) -> None:
        self.loser = event.loser

    def _life_lost(self, event: ev.LifeLost) -> None:
        self.lives[event.seat] = event.lives

    def _beheaded(self, event: ev.Beheaded) -> None:
        self.fallen.append(event.seat)

    def _favourite_chosen(self, event: ev.FavouriteChosen) -> None:
        self.favourite = event.seat

    def _table_cleared(self, event: ev.TableCleared) -> None:
        self.discard += len(event.cards)
        self.table = []
        self.mood_discard.append(event.mood)
        self.mood, self.mood_laid, self.mood_shown = None, False, False

    def _game_won(self, event: ev.GameWon) -> None:
        self.hofnar = event.hofnar
