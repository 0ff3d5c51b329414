"""Screenshots of the Hofnar table for a person to look at (issue 18): every situation the issue names, in every
language, at both window sizes.

Usage: ``python -m bench.hofnar_shots [--out /tmp/shots/hn] [--sizes 1280x720,1920x1080] [--languages en,de,nl]
[--only NAME,...]``. Each shot plays a game in the model to the moment it shows (first choices, effects used when
offered, so the windows come), opens the table there at normal speed in a fresh data folder, lets it settle (or, for
an animation, runs it to its middle) and saves the window as ``<name>-<language>-<size>.png``.

Shots: a 3-, 6- and 9-player table with a person's hand; an effect window with its interrupt bar; a tie for the
King; an open-table decision at a hot seat of four; a beheading in the middle of its strike, and the ring after it
(the beheaded plate dimmed in its place); a final round's reveal; the verdict on the table; the results.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from bench.table_frames import app_at_table
from game.core import Action, Match, Seat
from game.hofnar import RULESET
from game.hofnar.actions import UseEffect
from game.hofnar.state import HofnarState
from scenes.app import App
from scenes.curtain import CurtainScene
from scenes.drive import FRAME, press
from scenes.results import ResultsScene
from scenes.tables.hofnar import HofnarTable

LIMIT = 6000
"""Frames any one wait may take at most."""


def eager(state: HofnarState) -> Action:
    """Use an effect whenever one is offered, else take the first choice."""
    legal = state.legal_actions()
    return next((action for action in legal if isinstance(action, UseEffect)), legal[0])


def seats(players: int, people: tuple[int, ...]) -> list[Seat]:
    names = ("Anna", "Bertram", "Clara", "Dietrich", "Elise", "Friedhelm", "Gesine", "Hinnerk", "Ilse")
    return [Seat(names[seat]) if seat in people else Seat(names[seat], "computer", "easy") for seat in range(players)]


def run_until(app: App, done: Callable[[App], bool], lift: bool = True) -> None:
    """Frames until ``done(app)``; curtains are lifted at once (unless told) so the table shows."""
    for _ in range(LIMIT):
        if done(app):
            return
        if lift and isinstance(app.top, CurtainScene):
            app.top.age = 1.0
            press(app, pygame.K_SPACE)
        app.step(FRAME)
    raise RuntimeError("waited too long")


def table(app: App) -> HofnarTable | None:
    return app.top if isinstance(app.top, HofnarTable) else None


def settled_for_person(app: App) -> bool:
    """The table is still and waits for the person at the screen, who has rested the pointer nowhere."""
    top = table(app)
    return top is not None and top.runner.accepts_input and not top.busy


def at(
    players: int, stop: Callable[[HofnarState], bool], people: Callable[[HofnarState], tuple[int, ...]] | None = None
) -> Match:
    """The first eager game (by seed) that reaches a position where ``stop`` holds, as a match at that position;
    ``people`` says who are people there (by default the seat to move)."""
    for seed in range(1, 300):
        state = RULESET.new_state(players, seed, {"king": 0})
        actions = []
        while not state.over and not stop(state):
            action = eager(state)
            actions.append(action)
            state.apply(action)
        if state.over:
            continue
        match = Match.start(RULESET, seats(players, (people or _mover)(state)), seed, {"king": 0})
        for action in actions:
            match.apply(action)
        return match
    raise RuntimeError("the moment never came")


def _mover(state: HofnarState) -> tuple[int, ...]:
    return (state.to_move,)


def step(state: HofnarState) -> str:
    return state.agenda[-1][0]


def settled_shot(players: int, stop: Callable[[HofnarState], bool], people=None) -> Callable[[str, str], App]:
    """The table at the first position where ``stop`` holds, still, waiting for the person to move."""

    def build(size: str, language: str) -> App:
        app = app_at_table(at(players, stop, people), "normal", size, language)
        run_until(app, settled_for_person)
        return app

    return build


def table_shot(players: int) -> Callable[[str, str], App]:
    """A person's table in the second round, his act to play (a final round's face down with three)."""
    return settled_shot(players, lambda state: state.round >= 2 and step(state) in ("play", "choose"))


effect_window = settled_shot(6, lambda state: step(state) == "window" and state.agenda[-1][1] in ("stanczyk", "hudson"))
"""A jester's effect offered to a person: the interrupt bar with Use and Not now."""
tie_shot = settled_shot(6, lambda state: step(state) == "tie")
"""The King (a person) breaks a tie among the jesters."""
open_table_shot = settled_shot(
    4,
    lambda state: step(state) == "window" and state.view(state.to_move).awaiting.open_table,
    lambda state: (0, 1, 2, 3),
)
"""A hot seat of four people: an effect window answered at the open table (no curtain, hands face down)."""


def _before_event(players: int, people: tuple[int, ...], kind: str) -> tuple[Match, int]:
    """A match just before the action whose events hold an event of ``kind``, made by a computer seat; and the
    seed."""
    for seed in range(1, 300):
        state = RULESET.new_state(players, seed, {"king": 0})
        actions = []
        while not state.over:
            action = eager(state)
            probe = state.clone()
            if any(event.kind == kind for event in probe.apply(action)) and state.to_move not in people:
                match = Match.start(RULESET, seats(players, people), seed, {"king": 0})
                for each in actions:
                    match.apply(each)
                return match, seed
            actions.append(action)
            state.apply(action)
    raise RuntimeError(f"no {kind}")


def beheading(stage: str) -> Callable[[str, str], App]:
    """A jester beheaded: his plate being struck ("struck"), then the ring after, his plate dimmed in its place."""

    def build(size: str, language: str) -> App:
        match, _ = _before_event(9, (1,), "beheaded")
        app = app_at_table(match, "normal", size, language)
        if stage == "struck":
            run_until(app, lambda app: any(0.3 < strike.progress < 0.9 for strike in table(app).effects.strikes))
        else:
            run_until(app, lambda app: bool(match.state.fallen) and settled_for_person(app))
        return app

    return build


def reveal(size: str, language: str) -> App:
    """A final round's reveal: the mood and both acts turning face up together."""
    match, _ = _before_event(3, (1,), "cards_revealed")
    app = app_at_table(match, "normal", size, language)
    count = len(match.record.actions)
    run_until(app, lambda app: len(match.record.actions) > count)
    for _ in range(40):
        app.step(FRAME)
    return app


def verdict(size: str, language: str) -> App:
    """The end on the table: every jester back in the ring, the Hofnar crowned, the ranking."""
    match, _ = _before_event(7, (), "game_won")
    app = app_at_table(match, "normal", size, language)
    top = table(app)
    run_until(app, lambda app: top.sheet is not None and top.sheet.result is not None)
    for _ in range(30):
        app.step(FRAME)
    return app


def results(size: str, language: str) -> App:
    """The results screen after a whole game."""
    match, _ = _before_event(6, (), "game_won")
    app = app_at_table(match, "instant", size, language)
    run_until(app, lambda app: isinstance(app.top, ResultsScene))
    for _ in range(10):
        app.step(FRAME)
    return app


SHOTS: dict[str, Callable[[str, str], App]] = {
    "table3": table_shot(3),
    "table6": table_shot(6),
    "table9": table_shot(9),
    "effect-window": effect_window,
    "tie": tie_shot,
    "open-table": open_table_shot,
    "beheading-struck": beheading("struck"),
    "beheading-after": beheading("after"),
    "final-reveal": reveal,
    "verdict": verdict,
    "results": results,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default="/tmp/shots/hn")
    parser.add_argument("--sizes", default="1280x720,1920x1080")
    parser.add_argument("--languages", default="en,de,nl")
    parser.add_argument("--only", default=",".join(SHOTS))
    arguments = parser.parse_args()
    out = Path(arguments.out)
    out.mkdir(parents=True, exist_ok=True)
    for name in arguments.only.split(","):
        for language in arguments.languages.split(","):
            for size in arguments.sizes.split(","):
                app = SHOTS[name](size, language)
                app.draw()
                app.present()
                path = out / f"{name}-{language}-{size}.png"
                pygame.image.save(app.window, path)
                print(path)


if __name__ == "__main__":
    main()
