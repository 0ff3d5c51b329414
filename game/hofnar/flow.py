"""The course of a round (HN-8..HN-17): mood, plays, reveal, scoring, ties, lives, and the next round or the end.

Each step kind has either one function that runs it (AUTOMATIC) or a pair (DECISIONS): one that says who decides
and among which actions (or None when nobody has anything to decide), and one that carries out the chosen action.
Readings of the rules that the rules file leaves open:

- When the King must lay a mood card and has none unused left (possible when Hudson's effect was used), he first
  takes the discarded mood cards back into his hand; they count as unused again.
- A final round has no first jester to name (both choose their cards at once): in round 1 of a 3-player game the
  jester left of the King chooses first, later the previous winner does.
- The round's winner can never also be its loser by the scores; in a tie on both sides the winner is chosen first
  and the loser among the rest. Only Stanczyk's draw (HN-35) can make the winner lose.
- When the previous round's winner was beheaded (by Stanczyk's draw), the next jester clockwise starts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Action, Event
from game.hofnar.actions import BreakTie, ChooseMood, NameStarter, PlayCard
from game.hofnar.cards import CARD_IDS, DRUNK, MOODS, SCORES
from game.hofnar.events import (
    Beheaded,
    CardPlayed,
    CardsRevealed,
    FavouriteChosen,
    GameWon,
    LifeLost,
    MoodLaidDown,
    MoodRevealed,
    MoodsTakenBack,
    RoundLoser,
    RoundScored,
    RoundStarted,
    RoundWinner,
    StarterNamed,
    TableCleared,
    TieOpened,
)
from game.hofnar.jesters import ARMSTRONG, CHICOT, HUDSON, PERKEO, STANCZYK, TRIBOULET
from game.hofnar.knowledge import after_play
from game.hofnar.scoring import LOSE, WIN, RoundOutcome, losing_candidates, winning_candidates

if TYPE_CHECKING:
    from game.hofnar.fields import HofnarFields

MOOD_CHOICES = {mood: ChooseMood(mood) for mood in MOODS}
PLAYS = {card: PlayCard(card) for card in CARD_IDS}
"""One shared action per choice, so legal actions are built without making new objects."""


# Starting a round.


def start_round(state: HofnarFields, starter: int | None, events: list[Event]) -> None:
    """Begin the next round (HN-8, HN-9, HN-16); ``starter`` is None in round 1."""
    state.round += 1
    jesters = state.in_game()
    state.final = len(jesters) == 2
    state.protected = None if state.final else state.favourite
    state.order = ()
    state.scores = state.tied = state.draws = ()
    state.winner = state.winner_by = state.loser = state.loser_by = state.loser_reason = state.spared = None
    state.tie_side = None
    state.mood = None
    state.mood_shown = False
    events.append(RoundStarted(state.round, state.final, state.protected))
    if not state.moods:
        take_back_moods(state, events)
    if state.final:
        state.cards_hidden = True
        state.order = state.clockwise_from(state.king if starter is None else starter)
        first, second = state.order
        state.schedule(
            ("mood",),
            *turn(state, "choose", first),
            *turn(state, "choose", second),
            ("window", HUDSON),
            ("window", TRIBOULET),
            ("reveal",),
            ("score",),
        )
    elif starter is None:
        state.schedule(("mood",), ("starter",))
    else:
        schedule_turns(state, starter)
        state.schedule(("mood",))


def schedule_turns(state: HofnarFields, starter: int) -> None:
    """The turns of a round that is not final: the starter plays blind, Triboulet may guess, the mood is revealed,
    the others play in turn, Hudson may act, and the round is scored (HN-10, HN-31, HN-33, HN-34)."""
    state.order = state.clockwise_from(starter)
    steps: list[tuple] = []
    for index, seat in enumerate(state.order):
        steps += turn(state, "play", seat)
        if index == 0:
            steps += [("window", TRIBOULET), ("reveal",)]
    state.schedule(*steps, ("window", HUDSON), ("score",))


def turn(state: HofnarFields, kind: str, seat: int) -> list[tuple]:
    """A jester's turn: Armstrong's window first where he (or Chicot as him) sits, then the card (HN-33).

    In a final round every turn comes before the reveal, so Armstrong may swap there too.
    """
    if seat in (state.seat_of.get(ARMSTRONG), state.seat_of.get(CHICOT)):  # nobody else can ever swap
        return [("armstrong", seat), (kind, seat)]
    return [(kind, seat)]


def take_back_moods(state: HofnarFields, events: list[Event]) -> None:
    """The King has no unused mood card: the discarded ones, face up and face down, come back into his hand."""
    face_up, face_down = tuple(state.mood_discard), tuple(state.mood_discard_face_down)
    state.moods = sorted(face_up + face_down, key=MOODS.index)
    state.mood_discard = []
    state.mood_discard_face_down = []
    events.append(MoodsTakenBack(state.king, face_up, face_down))


# The King's mood (HN-8) and Hudson's replacement (HN-34).


def decide_mood(state: HofnarFields, step: tuple) -> tuple[int, tuple[Action, ...]]:
    """The King chooses among the kinds of his unused mood cards."""
    return state.king, tuple(MOOD_CHOICES[mood] for mood in MOODS if mood in state.moods)


def lay_mood(state: HofnarFields, step: tuple, seat: int, action: ChooseMood, events: list[Event]) -> None:
    """The mood lies face down, or face up when it replaces a revealed one (Hudson after the reveal)."""
    state.moods.remove(action.mood)
    state.mood = action.mood
    events.append(MoodLaidDown(state.king, action.mood, state.mood_shown))


def decide_starter(state: HofnarFields, step: tuple) -> tuple[int, tuple[Action, ...]]:
    """In round 1 the King names any jester to start (HN-9)."""
    return state.king, tuple(NameStarter(seat) for seat in state.in_game())


def name_starter(state: HofnarFields, step: tuple, seat: int, action: NameStarter, events: list[Event]) -> None:
    """The named jester starts; the others follow clockwise."""
    events.append(StarterNamed(action.jester))
    schedule_turns(state, action.jester)


# Playing cards (HN-10, HN-16).


def decide_play(state: HofnarFields, step: tuple) -> tuple[int, tuple[Action, ...]]:
    """The jester on turn plays any card of his hand."""
    seat = step[1]
    return seat, tuple([PLAYS[card] for card in state.hands[seat]])


def play(state: HofnarFields, step: tuple, seat: int, action: PlayCard, events: list[Event]) -> None:
    """The card goes to the table: face up, or face down when chosen for a final round ("choose")."""
    state.hands[seat].remove(action.card)
    state.table.append((seat, action.card))
    known_to: tuple[int, ...] = ()
    if state.known:
        known_to = tuple(knower for knower, card, _ in state.known if card == action.card)
        state.known = after_play(state.known, action.card)
    events.append(CardPlayed(seat, action.card, step[0] == "play", known_to))


def reveal(state: HofnarFields, step: tuple, events: list[Event]) -> None:
    """The King turns his mood up; in a final round the chosen cards turn up with it (HN-10, HN-16)."""
    state.mood_shown = True
    events.append(MoodRevealed(state.mood))
    if state.cards_hidden:
        state.cards_hidden = False
        events.append(CardsRevealed(tuple(state.table)))


# Scoring, ties and the loser (HN-11..HN-13).


def score(state: HofnarFields, step: tuple, events: list[Event]) -> None:
    """Score every card under the mood and find the winner, or open a tie for the win."""
    mood = state.mood
    state.scores = tuple((seat, SCORES[card][mood]) for seat, card in state.table)
    events.append(RoundScored(mood, state.scores))
    state.agenda.append(("loser",))
    candidates = winning_candidates(state.scores, mood == DRUNK)
    if len(candidates) == 1:
        settle(state, WIN, candidates[0], None, events)
    else:
        open_tie(state, WIN, candidates, events)


def find_loser(state: HofnarFields, step: tuple, events: list[Event]) -> None:
    """Find the loser among all but the winner and a protected Favourite, or open a tie for the loss."""
    candidates, state.spared = losing_candidates(state.scores, state.mood == DRUNK, state.winner, state.protected)
    state.schedule(("window", STANCZYK), ("outcome",))
    if len(candidates) == 1:
        settle(state, LOSE, candidates[0], None, events)
    else:
        open_tie(state, LOSE, candidates, events)


def open_tie(state: HofnarFields, side: str, tied: tuple[int, ...], events: list[Event]) -> None:
    """Perkeo (or Chicot as Perkeo) may choose first; otherwise the King does (HN-13, HN-30)."""
    state.tie_side = side
    state.tied = tied
    events.append(TieOpened(side, tied))
    state.schedule(("window", PERKEO), ("tie",))


def settle(state: HofnarFields, side: str, seat: int, chosen_by: int | None, events: list[Event]) -> None:
    """Fix the round's winner or loser; ``chosen_by`` is who broke a tie for it, if anyone."""
    if side == WIN:
        state.winner, state.winner_by = seat, chosen_by
        events.append(RoundWinner(seat, chosen_by))
    else:
        state.loser, state.loser_by = seat, chosen_by
        state.loser_reason = "score" if chosen_by is None else "tie"
        events.append(RoundLoser(seat, chosen_by, state.spared))
    state.tie_side = None
    state.tied = ()


def decide_tie(state: HofnarFields, step: tuple) -> tuple[int, tuple[Action, ...]] | None:
    """The King chooses among the tied jesters, unless Perkeo already did."""
    if state.tie_side is None:
        return None
    return state.king, tuple(BreakTie(seat) for seat in state.tied)


def break_tie(state: HofnarFields, step: tuple, seat: int, action: BreakTie, events: list[Event]) -> None:
    """The King's choice settles the tie."""
    settle(state, state.tie_side, action.jester, seat, events)


# The end of a round (HN-12, HN-14, HN-15, HN-17).


def outcome(state: HofnarFields, step: tuple, events: list[Event]) -> None:
    """The loser loses a life, the winner becomes Favourite, the table is cleared; then the next round or the end."""
    loser, winner = state.loser, state.winner
    state.lives[loser] -= 1
    events.append(LifeLost(loser, state.lives[loser]))
    if state.lives[loser] == 0:
        state.fallen = (*state.fallen, loser)
        events.append(Beheaded(loser, len(state.fallen)))
    state.favourite = winner if state.lives[winner] > 0 else None
    events.append(FavouriteChosen(state.favourite))
    record_round(state)
    cards = tuple(card for _, card in state.table)
    state.discard.extend(cards)
    state.table = []
    state.mood_discard.append(state.mood)
    events.append(TableCleared(cards, state.mood))
    state.mood = None
    state.mood_shown = False
    jesters = state.in_game()
    if len(jesters) == 1:
        end_game(state, jesters[0], "last_standing", events)
    else:
        start_round(state, state.clockwise_from(winner)[0], events)


def record_round(state: HofnarFields, triboulet: int | None = None) -> None:
    """Add the round just decided to the log the result reads."""
    state.rounds = (
        *state.rounds,
        RoundOutcome(
            round=state.round,
            final=state.final,
            mood=state.mood,
            scores=state.scores,
            winner=state.winner,
            winner_chosen_by=state.winner_by,
            loser=state.loser,
            loser_chosen_by=state.loser_by,
            loser_reason=state.loser_reason,
            favourite_spared=state.spared,
            stanczyk_draws=state.draws,
            lives_left=None if state.loser is None else state.lives[state.loser],
            triboulet=triboulet,
        ),
    )


def end_game(state: HofnarFields, hofnar: int, how: str, events: list[Event]) -> None:
    """``hofnar`` wins the game; nothing is left to do (HN-17)."""
    state.hofnar = hofnar
    state.how = how
    state.agenda.clear()
    events.append(GameWon(hofnar, how))


DECISIONS = {
    "mood": (decide_mood, lay_mood),
    "replace": (decide_mood, lay_mood),
    "starter": (decide_starter, name_starter),
    "play": (decide_play, play),
    "choose": (decide_play, play),
    "tie": (decide_tie, break_tie),
}
AUTOMATIC = {"reveal": reveal, "score": score, "loser": find_loser, "outcome": outcome}
