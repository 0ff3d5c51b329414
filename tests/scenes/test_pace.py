"""The pace of every table in ``scenes.tables.TABLES``, through the real app with real events at the default speed:

- no decision is offered to the person (lit targets, option buttons, draggable cards, the how-to-play prompt) while
  an animation of an earlier event still runs, and while a computer's move is shown the status line names the mover,
  not the decision that follows;
- every move stays on screen, still, for at least the beat the title's script sets before a computer's next one;
- a scoring moment is held: until a key (released at once), else for ``HOLD_SECONDS``; with "wait for me after each
  round" until a click, however long that takes.

Time runs in large steps of simulated time (``STEP`` seconds a frame); nothing sleeps.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core import Match, Rng, Seat
from game.titles import TITLES
from scenes.drive import app_on, click, press
from scenes.i18n import tr
from scenes.play import open_table
from scenes.tables import TABLES
from scenes.tables.kit.script import HOLD_SECONDS
from scenes.tables.kit.table import KitTable
from tests.scenes.test_tables_kit import by_mouse, computers

STEP = 0.25
"""Seconds of simulated time per frame."""
FRAME_LIMIT = 4000
HOLDS = 3
"""Scoring moments each table must hold in the walk: one let run out, one released by a key, one waited for."""
SEED = 3
PLAYERS = {"hofnar": 5}
"""Players at a table where three would end the game before it holds ``HOLDS`` moments (else three)."""


class Walk:
    """A person and computers at one table, frame by frame; checks the pace after every frame."""

    def __init__(self, folder: Path, title: str) -> None:
        self.app = app_on(folder, window="1280x720", animation_speed="normal")
        ruleset = TITLES.get(title)
        players = PLAYERS.get(title, max(3, ruleset.min_players))
        self.match = Match.start(ruleset, [Seat("Person"), *computers(players - 1)], SEED)
        open_table(self.app, self.match, replace=False)
        self.table = self.app.top
        assert isinstance(self.table, KitTable)
        self.rng = Rng(SEED)
        self.clock = 0.0
        self.actions = len(self.match.record.actions)
        self.mover: int | None = None
        self.beat = 0.0
        self.showing = False
        """True from a move until the table first stands still after it."""
        self.still_since: float | None = None
        self.computer_moves = 0
        self.told_in_status = 0
        """Frames on which a computer's move was told in the status line by the log's line of it."""
        self.hold_started: float | None = None
        self.holds: list[tuple[str, float]] = []

    def frame(self) -> None:
        """One frame of ``STEP`` seconds, then every check."""
        mover, curtain = self.match.state.to_move, self.table.runner.handover.shown
        self.app.step(STEP)
        self.clock += STEP
        if self.table.runner.handover.shown != curtain:
            self.showing = False  # the move was shown; the table now turns to the person it has just named
        self.after_frame(mover)

    def after_frame(self, mover: int | None) -> None:
        table, decisions = self.table, self.table.decisions
        animating = table.timeline.busy or table.extras.busy
        if animating:
            assert not decisions.active and not decisions.dragdrop.enabled, "a decision is offered mid-animation"
            prompt = table.prompt()
            assert prompt is None or prompt[0] != table.first_prompt(), "the how-to-play prompt shows mid-animation"
        if len(self.match.record.actions) != self.actions:
            self.moved(mover)
        elif animating:
            self.still_since = None
            computer = self.mover is not None and not self.match.seats[self.mover].is_human
            if self.showing and computer and table.holding is None:
                status = table.status()
                if status != tr("kit.status.moving", name=table.names[self.mover]):
                    told = [entry.text for entry in table.log.entries() if not entry.heading]
                    assert status in told, "while a computer's move is shown, the status tells it or its mover"
                    self.told_in_status += 1
        elif self.still_since is None:
            self.still_since = self.clock
            self.showing = False
        self.watch_hold()

    def moved(self, mover: int | None) -> None:
        """An action was applied this frame: a computer's came only after the last move's beat on a still table."""
        self.actions = len(self.match.record.actions)
        if mover is not None and not self.match.seats[mover].is_human:
            assert self.still_since is not None, "a computer moved while the table still animated"
            assert self.clock - self.still_since >= self.beat - STEP - 1e-9, (
                f"a move stayed {self.clock - self.still_since:.2f} s, not its beat of {self.beat:.2f} s"
            )
            self.computer_moves += 1
        self.mover = mover
        self.beat = self.table.beat
        self.still_since = None
        self.showing = True

    def watch_hold(self) -> None:
        holding = self.table.holding
        if holding is not None and self.hold_started is None:
            self.hold_started = self.clock
            self.on_hold()
        elif holding is None and self.hold_started is not None:
            self.holds.append((self.kind, self.clock - self.hold_started))
            self.hold_started = None

    def on_hold(self) -> None:
        """The table began holding a scoring moment: let it run out, release it by a key, or wait for it."""
        self.kind = ("timed", "key", "waited")[len(self.holds)] if len(self.holds) < HOLDS else "timed"
        settings = self.app.settings
        if self.kind == "key":
            press(self.app, pygame.K_SPACE)
            assert self.table.holding is None, "a key releases the held scoring moment at once"
            self.holds.append((self.kind, 0.0))
            self.hold_started = None
            settings.wait_after_round = True
        elif self.kind == "waited":
            for _ in range(round(3 * HOLD_SECONDS / STEP)):
                self.app.step(STEP)
            assert self.table.holding is not None, "with 'wait for me' the table holds until the person clicks"
            click(self.app, self.table.geometry.plate(self.table.view.seat).center)
            assert self.table.holding is None, "a click releases it"
            self.holds.append((self.kind, 3 * HOLD_SECONDS))
            self.hold_started = None
            settings.wait_after_round = False

    def person_plays(self) -> None:
        """The person plays a random legal action by mouse, once it is offered."""
        table = self.table
        if not (table.runner.accepts_input and table.decisions.active and not table.busy):
            return
        action = self.rng.choice(list(table.view.legal_actions))
        mover = self.match.state.to_move
        by_mouse(self.app, table, table.decisions.routes[action])
        self.after_frame(mover)


@pytest.mark.parametrize("title", list(TABLES))
def test_the_table_keeps_pace_with_its_story(tmp_path: Path, title: str):
    walk = Walk(tmp_path, title)
    for _ in range(FRAME_LIMIT):
        if (len(walk.holds) >= HOLDS and walk.computer_moves >= 6) or walk.match.state.over:
            break
        walk.frame()
        walk.person_plays()
    assert walk.computer_moves >= 6, "computers moved, each after its beat"
    assert walk.told_in_status, "the status line tells what a computer's move shows, as the log does"
    kinds = [kind for kind, _ in walk.holds]
    assert kinds[:HOLDS] == ["timed", "key", "waited"], f"scoring moments held: {walk.holds}"
    timed = walk.holds[0][1]
    assert HOLD_SECONDS - STEP <= timed <= HOLD_SECONDS + 2 * STEP, f"a held moment goes on by itself ({timed:.2f} s)"
