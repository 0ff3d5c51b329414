"""Search three-player Mit List und Tücke deals for one that tells the lesson's story
(``assets/lessons/listtuecke.json``).

    .venv/bin/python -m scripts.listtuecke_lesson_seed [how many seeds to try]

The person sits at seat 0 and holds the start-player card; seat 1 is the left neighbour (who receives the light pass),
seat 2 the right one. The lesson plays the whole first chapter, and its story needs a deal where, with some passes
and some order of play,

- the person's first card has a crest and asks nothing more (its influence tiles come at the chapter's end);
- in one of the next two rounds the person plays a card that eliminates a computer's top card (the chart's lesson),
  with only one victim in reach, so no choice follows;
- in the other the Executioner lies in wait on top of a computer's stack and the person plays the Saint, whom
  nothing eliminates, and lays an influence tile of the first card's colour on the chapel;
- the person's stack is never eliminated, and the person's last card (played without asking) asks nothing;
- best of all a lingering card eliminates a computer's card too, as that computer must play its last card; the
  person's elimination turns more than one card over; the computers play no card that does something hard to follow
  (a choice, the Intriguer, the Inquisitor) and never walk into a lingering card of their own free will; and the
  person received the eliminating card or the Saint in a pass (so the pass reads as part of the plan).

It prints every seed that fits, with the hands and the actions of the chapter, one list per decision maker's turn.
"""

from __future__ import annotations

from game.core import Action, to_json
from game.listtuecke import RULESET, decisions
from game.listtuecke.actions import DECLINE, PlaceOnChapel, PlayCard
from game.listtuecke.cards import (
    ABILITY_OF,
    CHANGE_PLACES,
    COLOURS,
    CREST_TILES,
    ELIMINATE,
    EXECUTIONER,
    INQUIRE,
    SAINT,
    name_of,
)
from game.listtuecke.events import AbilityDeclined, CardPassed, CardPlayed, StackEliminated
from game.listtuecke.state import ListTueckeState
from scripts.lesson_seed import search, tries_asked

PLAYERS = 3
PERSON = 0
ELIMINATING, WAITING = "eliminating", "waiting"
"""The person's two plays after the first: a card that eliminates, and the Saint under the lying-in-wait Executioner."""
HARD_TO_FOLLOW = (CHANGE_PLACES, INQUIRE)
"""Abilities whose effect a newcomer watching a computer could not follow yet."""
NODES = 20_000
"""How many positions one deal's search may visit before it gives up on that deal."""


class Story:
    """A depth-first search of the first chapter for the plays the lesson's story asks (see the module's note)."""

    def __init__(self, state: ListTueckeState) -> None:
        self.nodes = 0
        self.best: dict | None = None
        self.start = state

    def run(self) -> dict | None:
        """The best plan found, or None."""
        notes = {"plays": [], "lingering": 0, "asked": 0, "flipped": 0, "received": set(), "colour": None}
        self._visit(self.start, [], notes)
        return self.best

    def _visit(self, state: ListTueckeState, path: list[tuple[int, Action]], notes: dict) -> None:
        self.nodes += 1
        if self.nodes > NODES:
            return
        if state.chapter > 1:
            self._found(path, notes)
            return
        seat = state.to_move
        for action, more in self._choices(state, seat, notes):
            after = state.clone()
            events = after.apply(action)
            changed = {**more, "plays": [*notes["plays"], *more.get("plays", [])]}
            changed = self._noted(after, seat, events, {**notes, **changed})
            if changed is not None:
                self._visit(after, [*path, (seat, action)], changed)

    def _choices(self, state: ListTueckeState, seat: int, notes: dict) -> list[tuple[Action, dict]]:
        """The actions worth trying now, each with what it adds to the notes."""
        legal = state.legal_actions()
        if seat != PERSON:
            if DECLINE in legal:
                return [(DECLINE, {})]
            asked = 0 if state.decision in (decisions.PASS, decisions.PLAY) else 1
            return [(action, {"asked": notes["asked"] + asked}) for action in legal]
        if state.decision == decisions.PASS:
            return [(action, {}) for action in legal]
        if state.decision == decisions.CHAPEL:
            wanted = PlaceOnChapel(notes["colour"])
            return [(wanted, {})] if wanted in legal else []
        if state.decision != decisions.PLAY:
            return []
        if state.round == 1:
            return [(action, {"plays": ["crest"]}) for action in legal if CREST_TILES[action.card]]
        done = notes["plays"]
        chosen = []
        if ELIMINATING not in done:
            chosen += [(a, {"plays": [ELIMINATING]}) for a in legal if ABILITY_OF[a.card] == ELIMINATE]
        if WAITING not in done and any(stack and stack[-1] == EXECUTIONER for stack in state.stacks[1:]):
            chosen += [(PlayCard(SAINT), {"plays": [WAITING]})] if PlayCard(SAINT) in legal else []
        return chosen

    def _noted(self, state: ListTueckeState, seat: int, events: list, notes: dict) -> dict | None:
        """The notes after ``events``, or None when they break the story."""
        plays = notes["plays"]
        if plays and plays[0] == "crest" and notes["colour"] is None:
            card = state.stacks[PERSON][0]
            notes["colour"] = COLOURS[CREST_TILES[card][0][0]]
        forced = False
        for event in events:
            if isinstance(event, CardPlayed):
                forced = event.forced
                if event.seat != PERSON and ABILITY_OF[event.card] in HARD_TO_FOLLOW:
                    notes["asked"] += 1
            if isinstance(event, AbilityDeclined):
                notes["declined"] = notes.get("declined", 0) + 1
            if isinstance(event, StackEliminated):
                if event.seat == PERSON:
                    return None
                if event.lingering and event.seat != PERSON:
                    notes["lingering"] += 1 if forced else -2
                if not event.lingering and event.by_seat == PERSON:
                    if plays[-1:] != [ELIMINATING]:
                        return None
                    notes["flipped"] = event.flipped
            if isinstance(event, CardPassed) and event.receiver == PERSON:
                notes["received"] = notes["received"] | {event.card}
        if seat == PERSON and plays[-1:] == [ELIMINATING] and state.eliminations[PERSON] == 0:
            return None
        if state.to_move == PERSON and state.decision not in (decisions.PASS, decisions.PLAY, decisions.CHAPEL):
            return None
        return notes

    def _found(self, path: list[tuple[int, Action]], notes: dict) -> None:
        if sorted(notes["plays"]) != sorted(["crest", ELIMINATING, WAITING]):
            return
        person_cards = [action.card for seat, action in path if seat == PERSON and isinstance(action, PlayCard)]
        score = (
            2 * notes["lingering"]
            - 3 * notes["asked"]
            - notes.get("declined", 0)
            + 2 * (notes["flipped"] > 1)
            + 2 * bool(notes["received"] & set(person_cards))
        )
        if self.best is not None and self.best["score"] >= score:
            return
        turns: list[tuple[int, list[str]]] = []
        for seat, action in path:
            if not turns or (turns[-1][0] == PERSON) != (seat == PERSON) or seat == PERSON:
                turns.append((seat, []))
            turns[-1][1].append(to_json(action))
        self.best = {
            "score": score,
            "person_plays": [name_of(card) for card in person_cards],
            "turns": [{"person" if seat == PERSON else "computers": actions} for seat, actions in turns],
        }


def fits(state: ListTueckeState) -> dict | None:
    """The lesson's plan for this deal, or None when the deal cannot tell the story."""
    if state.start != PERSON or SAINT in state.middle or EXECUTIONER in state.middle:
        return None
    plan = Story(state).run()
    if plan is not None:
        plan["hands"] = [[name_of(card) for card in hand] for hand in state.hands]
    return plan


if __name__ == "__main__":
    search(lambda seed: RULESET.new_state(PLAYERS, seed), fits, tries_asked(2_000))
