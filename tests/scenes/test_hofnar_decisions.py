"""Every decision kind of Hofnar by mouse and by keyboard (issue 18, "Must show"), each effect used by its owner:
Perkeo's choice in a tie, Triboulet's guess, Armstrong's swap and the card he gives, Hudson's effect and the King's
new mood, Stanczyk's draw, Chicot's copy, Fleeman's cancel; the mood, the first jester, a tie, an act (face up and
face down in a final round).

Nine people share the screen (every jester of the game is in play, every decision is a person's); each uses his
effect at its first chance and otherwise takes the first choice. The game is found in the model first, so the test
knows it reaches every kind; then it is played through the app, every decision by real mouse or key events aimed at
the exact action, and the record must be that game.
"""

from __future__ import annotations

import pygame
import pytest

from game.core import Action, Match
from game.hofnar import RULESET
from game.hofnar.actions import UseEffect
from game.hofnar.state import HofnarState
from scenes.app import App
from scenes.curtain import CurtainScene
from scenes.drive import click, drag, frames, press
from scenes.results import ResultsScene
from scenes.tables.hofnar import HofnarTable
from tests.scenes.test_hofnar_table import GAME_FRAMES, open_hofnar, person, table_of

PLAYERS = 9
SEED = 0
EVERY_KIND = {
    "mood",
    "replace_mood",
    "first_jester",
    "play",
    "choose",
    "give_back",
    "tie",
    "effect.perkeo",
    "effect.triboulet",
    "effect.armstrong",
    "effect.hudson",
    "effect.stanczyk",
    "effect.fleeman",
}
EFFECTS = {"perkeo", "triboulet", "armstrong", "hudson", "stanczyk", "fleeman", "chicot"}


def eager(legal: tuple[Action, ...]) -> Action:
    """Use an effect whenever one is offered, else take the first choice."""
    return next((action for action in legal if isinstance(action, UseEffect)), legal[0])


def planned_game() -> tuple[list[Action], set[str], set[str]]:
    """The eager game in the model: its actions, the decision kinds met, and the jesters who used an effect."""
    state: HofnarState = RULESET.new_state(PLAYERS, SEED, {"king": 0})
    actions, kinds, users = [], set(), set()
    while not state.over:
        kinds.add(state.view(state.to_move).awaiting.kind.removeprefix("hofnar."))
        action = eager(state.legal_actions())
        if isinstance(action, UseEffect):
            users.add(state.jesters[state.to_move])
        actions.append(action)
        state.apply(action)
    return actions, kinds, users


def by_mouse(app: App, action: Action) -> None:
    """Reach ``action`` with the mouse: drag its card to its place, or click its target."""
    table = table_of(app)
    route = table.decisions.routes[action]
    place = table.decisions.affordances.target_rect(route.target).center
    if route.item is None:
        click(app, place)
        return
    sprite = table.board.sprites[route.item]
    drag(app, (round(sprite.pos[0]), round(sprite.pos[1])), place)


def by_keys(app: App, action: Action) -> None:
    """Reach ``action`` with Tab and Enter only: Tab to its card or target, Enter; for a card, Tab to its place and
    Enter again."""
    table = table_of(app)
    decisions = table.decisions
    route = decisions.routes[action]
    step = ("item", route.item) if route.item is not None else ("target", route.target)
    for _ in range(decisions.focus_order().index(step) + 1):
        press(app, pygame.K_TAB)
    assert decisions.focused == step
    press(app, pygame.K_RETURN)
    if route.item is None:
        return
    for _ in range(40):
        if decisions.dragdrop.focus_target == route.target:
            break
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)


def play_planned(app: App, match: Match, planned: list[Action], reach) -> None:
    """Play the planned game, each decision reached by ``reach``, curtains lifted as they fall."""
    for _ in range(GAME_FRAMES):
        top = app.top
        if isinstance(top, ResultsScene):
            return
        if isinstance(top, CurtainScene):
            top.age = 1.0
            press(app, pygame.K_SPACE)
        elif isinstance(top, HofnarTable) and top.runner.accepts_input and not top.busy and not match.state.over:
            done = len(match.record.actions)
            reach(app, planned[done])
            frames(app)
            assert match.record.actions[done] == planned[done], (top.view.awaiting.kind, planned[done])
        else:
            frames(app)
    raise AssertionError("the game did not end")


def test_the_planned_game_meets_every_decision_kind_and_every_effect():
    _, kinds, users = planned_game()
    assert kinds >= EVERY_KIND and users >= EFFECTS


@pytest.mark.parametrize("reach", [by_mouse, by_keys], ids=["mouse", "keys"])
def test_issue18_every_decision_kind_and_effect_by_mouse_and_by_keyboard(tmp_path, reach):
    planned, _, _ = planned_game()
    app, match = open_hofnar(tmp_path, [person(number) for number in range(1, PLAYERS + 1)], SEED, king=0)
    play_planned(app, match, planned, reach)
    assert isinstance(app.top, ResultsScene) and match.record.actions == tuple(planned)
