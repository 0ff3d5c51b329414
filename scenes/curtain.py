"""The hot-seat curtain: between two people's private views, a closed curtain names who plays next.

A table asks ``Handover.reveal(seat, then)`` before it shows a seat's private view. With two or more people at the
table, and a person's seat different from the last one shown, the curtain falls: it covers the whole screen (nothing
of the table is drawn beneath it) until that person clicks or presses a key. With one person, never. The first
private view of a game with several people is curtained too: whoever holds the screen may not be that person.
Computer seats never need it: their views are not shown. A decision asked at the open table (no private view)
makes the Handover ``forget`` whose view was shown, so the curtain falls before the next private one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.core import Seat
from scenes.i18n import tr
from scenes.scene import Scene
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel, compose, velvet_curtain
from scenes.ui.ornaments import crown, flourish
from scenes.ui.text import gilded, render, render_lines, wrap
from scenes.ui.widget import STILL_MS, milliseconds_until

if TYPE_CHECKING:
    from scenes.app import App

PLAQUE = pygame.Rect(0, 0, 1060, 430)
PLAQUE.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2 + 60)
READY_DELAY = 0.25
"""Input in the first quarter second is ignored, so the click that ended a turn does not also lift the curtain."""


class CurtainScene(Scene):
    """A full-screen curtain naming the next person; any click or key (after a short moment) lifts it."""

    def __init__(
        self,
        app: App,
        name: str,
        on_ready: Callable[[], None] | None = None,
        on_escape: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.name = name
        self.on_ready = on_ready
        self.on_escape = on_escape
        self.age = 0.0
        self.picture = compose(self._draw_still, velvet_curtain())

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.on_escape is not None:
                self.on_escape()
            return
        if self.age < READY_DELAY:
            return
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.app.pop()
            if self.on_ready is not None:
                self.on_ready()

    def update(self, dt: float) -> None:
        self.age += dt

    def idle_ms(self) -> int:
        """The curtain never moves, but its age must reach ``READY_DELAY`` in an update before the next click comes
        (time passes for a scene only in ``update``), so it wakes once then; after that it is still."""
        return milliseconds_until(READY_DELAY - self.age) if self.age < READY_DELAY else STILL_MS

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.picture, (0, 0))

    def _draw_still(self, surface: pygame.Surface) -> None:
        emblem = crown(120)
        surface.blit(emblem, emblem.get_rect(midbottom=(PLAQUE.centerx, PLAQUE.y - 16)))
        blit_panel(surface, PLAQUE, "parchment")
        lead = render(tr("curtain.pass_to"), theme.SIZE_LABEL + 2, theme.INK_SOFT, theme.FACE_ITALIC)
        surface.blit(lead, lead.get_rect(midtop=(PLAQUE.centerx, PLAQUE.y + 48)))
        name = gilded(self.name, theme.SIZE_TITLE)
        surface.blit(name, name.get_rect(midtop=(PLAQUE.centerx, PLAQUE.y + 104)))
        rule = flourish(520)
        surface.blit(rule, rule.get_rect(midtop=(PLAQUE.centerx, PLAQUE.y + 214)))
        lines = wrap(tr("curtain.only_you", name=self.name), PLAQUE.width - 160, theme.SIZE_BODY)
        body = render_lines(lines, theme.SIZE_BODY, theme.INK, align="center")
        surface.blit(body, body.get_rect(midtop=(PLAQUE.centerx, PLAQUE.y + 262)))
        ready = render(tr("curtain.ready"), theme.SIZE_BODY, theme.WINE, theme.FACE_CAPS)
        surface.blit(ready, ready.get_rect(midbottom=(PLAQUE.centerx, PLAQUE.bottom - 34)))


class Handover:
    """Remembers whose private view was shown last and drops the curtain when the next one is someone else's."""

    def __init__(self, seats: Sequence[Seat]) -> None:
        self.seats = tuple(seats)
        self.people = sum(seat.is_human for seat in self.seats)
        self.shown: int | None = None

    def forget(self) -> None:
        """The whole room has seen the screen (a decision asked at the open table): the next private view of anyone,
        the last person's own included, needs the curtain again."""
        self.shown = None

    def needs_curtain(self, seat: int) -> bool:
        """True when showing ``seat``'s view would pass the screen from one person to another."""
        return self.people >= 2 and self.seats[seat].is_human and seat != self.shown

    def reveal(
        self,
        app: App,
        seat: int,
        then: Callable[[], None] | None = None,
        on_escape: Callable[[], None] | None = None,
    ) -> bool:
        """Prepare to show ``seat``'s view: push the curtain if needed (``then`` runs once it lifts), else run
        ``then`` now. Returns True when the curtain fell."""
        needed = self.needs_curtain(seat)
        if self.seats[seat].is_human:
            self.shown = seat
        if needed:
            app.push(CurtainScene(app, self.seats[seat].name, then, on_escape))
        elif then is not None:
            then()
        return needed
