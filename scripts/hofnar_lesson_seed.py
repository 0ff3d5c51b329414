"""Search four-player Hofnar deals for one that tells the lesson's story (``assets/lessons/hofnar.json``).

    .venv/bin/python -m scripts.hofnar_lesson_seed [how many seeds to try]

Seat 3 is the King; the person is the jester at seat 0, Archibald Armstrong; seat 1 is Stanczyk and seat 2 Triboulet.
The story, round by round:

- Round 1: the King lays Spectacle and names seat 1 to start. Seat 1 plays blind his act with the most stars among
  those with at most one spectacle star; Triboulet guesses Drunk, wrongly; then he plays his best spectacle act. None
  of the person's acts beats it, so the person swaps with seat 1, who played blind and may still hold a great
  spectacle (giving the act with the fewest stars), and draws blind an act that wins. Seat 1 scored lowest; he is
  Stanczyk and draws a jester to lose instead (best of all Triboulet, so the draw changes something and spares the
  person).
- Round 2: the King is Drunk. The person, Favourite and so safe, starts and plays blind his act with the fewest
  stars; the other two play their own fewest-star acts, and the one who has lost a life already has more stars than
  the other: he loses his last life and is beheaded. No two acts have as many stars (no tie for the King to break).
- Round 3, the final round (the winner of round 2 chooses first): the person chooses face down the act whose weakest
  category is strongest, the survivor his act with the most stars, and the King a mood under which the person wins.
- Round 4, another final round: a guess the person loses, so each has one life left for the deciding round the
  person plays on: the person chooses his act with the most stars, the survivor one that beats it under a mood the
  King has left, and the King that mood.

It prints every seed that fits, with the hands and the lesson's moves. Of the seeds that fit best, the lesson plays
123175: the act the person draws from Stanczyk has spectacle stars only, and the one he gives away wins round 2.
"""

from __future__ import annotations

from game.core import Action, to_json
from game.hofnar import RULESET
from game.hofnar.actions import ChooseMood, GiveCard, NameStarter, PlayCard, UseEffect
from game.hofnar.cards import CATEGORIES, DRUNK, SCORES, SPECTACLE
from game.hofnar.jesters import ARMSTRONG, STANCZYK, TRIBOULET
from game.hofnar.state import HofnarState
from scripts.lesson_seed import search, tries_asked

PLAYERS = 4
OPTIONS = {"king": 3}
PERSON, STARTER, GUESSER, KING = 0, 1, 2, 3
JESTERS = (ARMSTRONG, STANCZYK, TRIBOULET, None)


def stars(card: str) -> int:
    """Every star of an act: what a Drunk King counts."""
    return SCORES[card][DRUNK]


def played(state: HofnarState, actions: list[Action], action: Action) -> None:
    """Apply ``action`` and note it in the plan."""
    state.apply(action)
    actions.append(action)


def round_one(state: HofnarState, actions: list[Action]) -> bool:
    """Spectacle, a blind start, Triboulet's wrong guess, Armstrong's swap and Stanczyk's draw; True if it tells."""
    played(state, actions, ChooseMood(SPECTACLE))
    played(state, actions, NameStarter(STARTER))
    blind = [card for card in state.hands[STARTER] if SCORES[card][SPECTACLE] <= 1]
    if not blind:
        return False
    low = max(blind, key=lambda card: (stars(card), card))
    played(state, actions, PlayCard(low))
    played(state, actions, UseEffect(TRIBOULET))
    best = max(state.hands[GUESSER], key=lambda card: (SCORES[card][SPECTACLE], -stars(card), card))
    played(state, actions, PlayCard(best))
    beaten = SCORES[best][SPECTACLE]
    if SCORES[low][SPECTACLE] >= beaten or max(SCORES[card][SPECTACLE] for card in state.hands[PERSON]) > beaten:
        return False
    played(state, actions, UseEffect(ARMSTRONG, STARTER))
    given = min(state.hands[PERSON], key=lambda card: (stars(card), card))
    before = set(state.hands[PERSON])
    played(state, actions, GiveCard(given))
    (drawn,) = set(state.hands[PERSON]) - before
    if SCORES[drawn][SPECTACLE] <= beaten:
        return False
    played(state, actions, PlayCard(drawn))
    if state.winner != PERSON or state.loser != STARTER:
        return False
    played(state, actions, UseEffect(STANCZYK))
    return state.loser != PERSON and state.favourite == PERSON


def round_two(state: HofnarState, actions: list[Action]) -> bool:
    """Drunk: each jester plays his act with the fewest stars, and the one with a life left is beheaded; True if it
    tells (with no tie, which the King would have to break)."""
    played(state, actions, ChooseMood(DRUNK))
    for seat in (PERSON, STARTER, GUESSER):
        played(state, actions, PlayCard(min(state.hands[seat], key=lambda card: (stars(card), card))))
    totals = sorted(score for _, score in state.rounds[-1].scores) if state.rounds else []
    return len(state.fallen) == 1 and state.rounds[-1].round == 2 and len(set(totals)) == len(totals)


def round_three(state: HofnarState, actions: list[Action]) -> str | None:
    """The final round, which the person wins; the King's mood, or None when no mood lets the person win."""
    survivor = next(seat for seat in (STARTER, GUESSER) if state.lives[seat] > 0)
    safe = max(state.hands[PERSON], key=lambda card: (min(SCORES[card][mood] for mood in CATEGORIES), stars(card)))
    showy = max(state.hands[survivor], key=lambda card: (stars(card), card))
    moods = [mood for mood in CATEGORIES if mood in state.moods and SCORES[safe][mood] > SCORES[showy][mood]]
    if not moods:
        return None
    mood = moods[0]
    played(state, actions, ChooseMood(mood))
    for seat in state.order:
        played(state, actions, PlayCard(safe if seat == PERSON else showy))
    return mood if state.rounds[-1].winner == PERSON else None


def round_four(state: HofnarState, actions: list[Action]) -> str | None:
    """Another final round, a guess the person loses: he chooses his act with the most stars, the survivor an act that
    beats it under a mood the King has left; that mood, or None when there is none (or the game would end)."""
    survivor = next(seat for seat in (STARTER, GUESSER) if state.lives[seat] > 0)
    showy = max(state.hands[PERSON], key=lambda card: (stars(card), card))
    beats = [
        (mood, card)
        for mood in CATEGORIES
        if mood in state.moods
        for card in sorted(state.hands[survivor])
        if SCORES[card][mood] > SCORES[showy][mood]
    ]
    if not beats or state.lives[PERSON] < 2:
        return None
    mood, card = beats[0]
    played(state, actions, ChooseMood(mood))
    for seat in state.order:
        played(state, actions, PlayCard(showy if seat == PERSON else card))
    return mood if state.rounds[-1].loser == PERSON and state.hofnar is None else None


def fits(state: HofnarState) -> dict | None:
    """The lesson's plan for this deal, or None when the deal cannot tell the story."""
    if state.jesters != JESTERS:
        return None
    hands = [list(hand) for hand in state.hands]
    actions: list[Action] = []
    if not round_one(state, actions):
        return None
    struck = state.rounds[-1].stanczyk_draws[-1][1]
    if not round_two(state, actions):
        return None
    mood = round_three(state, actions)
    guess = None if mood is None else round_four(state, actions)
    if guess is None:
        return None
    return {
        "score": (struck == GUESSER) * 2 + (struck != PERSON),
        "stanczyk_drew": struck,
        "final_moods": (mood, guess),
        "hands": hands,
        "actions": [to_json(action) for action in actions],
    }


if __name__ == "__main__":
    search(lambda seed: RULESET.new_state(PLAYERS, seed, OPTIONS), fits, tries_asked())
