"""Drawing a lesson's step at the table: the lights on what the step is about, and the box with its text and buttons.

The box fills one zone of the title's layout (the step's ``box``, else the log's, which a lesson can spare), so it
stands still from step to step: a small heading (the step's number), the text, the reminder of the move to make (in
wine-red italics, so what to do stands apart from why), and at its foot the buttons, one under the other so long
labels fit: "Next" and "Leave", or at the last step "Play on", "New game" and "Leave". The text shrinks a size or
two when a long translation would not fit the zone; tests check that every step of every lesson fits.

The lights are rims of gold around every lit zone, plate, card or button, and around the card and the place of the
move the person is to make (and, once the card waits in the picker for its follow-up, around the option to choose),
so the step's words and the table point at the same thing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from scenes.i18n import current_language, tr
from scenes.tables.kit import hud
from scenes.tables.kit.lesson import Light
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel
from scenes.ui.button import Button
from scenes.ui.dragdrop import CONFIRM_KEYS
from scenes.ui.text import font, render_lines, wrap
from scenes.ui.widget import Controls

if TYPE_CHECKING:
    from scenes.tables.kit.lesson_run import LessonRun

TEXT_SIZES = (theme.SIZE_BODY, theme.SIZE_BODY - 2, theme.SIZE_SMALL + 2, theme.SIZE_SMALL)
"""The text of a step, at the first of these sizes at which the whole box fits its zone."""
PADDING = 22
HEADING_SIZE = theme.SIZE_SMALL
BUTTON_HEIGHT = 52
BUTTON_GAP = 10
LINE_SPACING = 1.12
LIGHT = theme.GOLD_LIGHT
LIGHT_WIDTH = 4
DEFAULT_BOX = "log"


class LessonPanel:
    """The step's box and lights for one lesson run; laid out again when the step or the language changes."""

    def __init__(self, run: LessonRun) -> None:
        self.run = run
        self.controls = Controls()
        self.buttons: dict[str, Button] = {}
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.body: pygame.Surface | None = None
        self.fits = True
        """Whether the last layout fitted its zone (False: even the smallest text ran over; the tests look)."""
        self.widest = 0
        """The widest line of the last layout's text, which fits only when no wider than the box's text."""
        self.shown = ""
        """The key of the text the box shows: the step's text, or its watch text once the move is made."""
        self._laid: tuple | None = None

    # Laying out.

    def layout(self) -> None:
        """Build the box for the current step in the current language, if anything it shows changed."""
        run = self.run
        geometry = run.table.geometry
        key = (run.index, run.watching, current_language(), geometry is not None and geometry.viewer)
        if key == self._laid or run.table.geometry is None:
            return
        self._laid = key
        zone = run.table.geometry.zone(run.step.box or DEFAULT_BOX)
        entries = self._entries()
        buttons_height = len(entries) * (BUTTON_HEIGHT + BUTTON_GAP) - BUTTON_GAP
        room = zone.height - 2 * PADDING - buttons_height
        width = zone.width - 2 * PADDING
        for size in TEXT_SIZES:
            self.body = self._body(width, size)
            self.fits = self.body.get_height() <= room and self.widest <= width
            if self.fits:
                break
        self.rect = zone.copy()
        self.controls.clear()
        self.buttons = {}
        y = self.rect.bottom - PADDING - buttons_height
        for name, action, style in entries:
            rect = pygame.Rect(self.rect.x + PADDING, y, width, BUTTON_HEIGHT)
            button = Button(rect, tr(f"lesson.button.{name}"), action, style=style, text_size=theme.SIZE_SMALL + 4)
            self.buttons[name] = self.controls.add(button)
            y += BUTTON_HEIGHT + BUTTON_GAP

    def _entries(self) -> list[tuple[str, Callable[[], None], str]]:
        """The buttons of the current step: its way on, then Leave."""
        run = self.run
        if run.last:
            ways = [("play_on", run.play_on, "primary"), ("new_game", run.new_game, "primary")]
        elif run.step.reads:
            ways = [("next", run.next, "primary")]
        else:
            ways = []
        return [*ways, ("leave", run.leave, "secondary")]

    def _body(self, width: int, size: int) -> pygame.Surface:
        """The heading, the step's text and its reminder, one under the other, each wrapped to ``width`` at text
        ``size``; a single word wider than ``width`` would be cut off (``widest`` tells, and ``fits`` says so)."""
        run = self.run
        heading = tr("lesson.heading", number=run.index + 1, count=len(run.lesson.steps))
        lines = wrap(heading, width, HEADING_SIZE, theme.FACE_CAPS)
        parts = [render_lines(lines, HEADING_SIZE, theme.INK_SOFT, theme.FACE_CAPS, spacing=LINE_SPACING)]
        self.shown = run.step.watch if run.watching else run.step.text
        parts.append(render_lines(wrap(run.words(self.shown), width, size), size, theme.INK, spacing=LINE_SPACING))
        if run.step.remind is not None and not run.watching:
            lines = wrap(run.words(run.step.remind), width, size, theme.FACE_ITALIC)
            parts.append(render_lines(lines, size, theme.WINE, theme.FACE_ITALIC, spacing=LINE_SPACING))
        gap = round(font(theme.FACE_REGULAR, size).get_linesize() * 0.45)
        height = sum(part.get_height() for part in parts) + gap * (len(parts) - 1)
        self.widest = max(part.get_width() for part in parts)
        body = pygame.Surface((width, height), pygame.SRCALPHA)
        y = 0
        for part in parts:
            body.blit(part, (0, y))
            y += part.get_height() + gap
        return body

    # Every frame.

    def update(self, dt: float) -> None:
        """Lay out anew when needed; Next is usable once the step's moves are played and the table is still."""
        self.layout()
        if "next" in self.buttons:
            self.buttons["next"].enabled = self.run.can_go_on
        self.controls.update(dt)

    def handle(self, event: pygame.event.Event) -> bool:
        """The box's buttons by pointer; Enter goes on when the step may; Tab and Enter reach the buttons while the
        person has no move to make. True when the box used the event."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return self.controls.handle(event)
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in CONFIRM_KEYS and self.run.can_go_on and self.controls.focus is None:
            self.run.next()
            return True
        if not self.run.table.decisions.active:
            return self.controls.handle(event)
        return False

    def covers(self, point: tuple[int, int]) -> bool:
        """Whether ``point`` lies on the box (the table beneath gives no tooltip there)."""
        return self.rect.collidepoint(point)

    # Drawing.

    def lit(self) -> list[pygame.Rect]:
        """Every rectangle the step lights now: its lights, and the card and place of the move to make."""
        run = self.run
        rects = [rect for light in run.step.lights for rect in self._light_rects(light)]
        expected = run.expected()
        table = run.table
        if expected is not None and table.decisions.active:
            route = table.decisions.affordances.route(expected)
            if route.item is not None and route.item in table.board.sprites:
                rects.append(table.board.sprites[route.item].rect)
            if route.target is not None:
                glow = table.hint_glow(route.target, route.item)
                rects.append(glow if glow is not None else table.decisions.target_rect(route.target))
            rects += [table.board.sprites[key].rect for key in route.picks if key in table.board.sprites]
            if route.item is None and route.target is None:
                rects += [rect for step, rect in table.decisions.button_row() if step == route.option]
            if table.decisions.followup is not None:
                laid = table.decisions.picker_layout(table.decisions.picker_area())
                rects += [rect for option, rect, _ in laid if option == route.option]
        return rects

    def _light_rects(self, light: Light) -> list[pygame.Rect]:
        table = self.run.table
        geometry = table.geometry
        if light.kind == "zone":
            return [geometry.zone(light.name)]
        if light.kind == "plate":
            return [geometry.plate(light.name)]
        if light.kind == "button":
            button = table.buttons.get(light.name)
            return [button.rect] if button is not None else []
        sprites = table.board.sprites
        if light.kind == "sprite":
            return [sprites[light.name].rect] if light.name in sprites else []
        return [sprites[key].rect for key, card in table.board.cards.items() if card == light.name and key in sprites]

    def draw(self, surface: pygame.Surface) -> None:
        """The lights, then the box over everything."""
        self.layout()
        for rect in self.lit():
            hud.draw_target(surface, rect.inflate(6, 6), LIGHT, LIGHT_WIDTH, True)
        if self.body is None:
            return
        blit_panel(surface, self.rect, "parchment")
        surface.blit(self.body, (self.rect.x + PADDING, self.rect.y + PADDING))
        self.controls.draw(surface)
