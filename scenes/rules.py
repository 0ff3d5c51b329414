"""The rules screen: each title's rules page (``scenes.rulebook``), in our own words, with its cards and examples.

The titles come from the registry, one tab each. Keys: Left/Right change the title, Up/Down/Page Up/Page Down/Home/End
scroll, Escape goes back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.i18n import current_language, tr
from scenes.scene import PageScene
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel, compose
from scenes.ui.button import Button
from scenes.ui.choice import Choice
from scenes.ui.document import render_document
from scenes.ui.ornaments import draw_heading, draw_hint
from scenes.ui.scroll import ScrollPanel

if TYPE_CHECKING:
    from scenes.app import App

TABS = pygame.Rect(240, 236, 1440, 70)
PAGE = pygame.Rect(300, 340, 1320, 580)
TEXT = PAGE.inflate(-2 * theme.SPACE_XL, -2 * theme.SPACE_L)
SCROLL_KEYS = {pygame.K_UP: -70, pygame.K_DOWN: 70}
PAGE_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}


class RulesScene(PageScene):
    """Tabs for the titles above a parchment page that scrolls."""

    leave_keys = (pygame.K_ESCAPE, pygame.K_BACKSPACE)

    def __init__(self, app: App, title_id: str | None = None) -> None:
        super().__init__(app)
        ids = [ruleset.id for ruleset in app.titles]
        self.title_id = title_id if title_id in ids else (ids[0] if ids else None)
        self.layout()

    def layout(self) -> None:
        """Build the tabs, the page and the Back button in the current language."""
        self.controls.clear()
        rulesets = list(self.app.titles)
        self.tabs: Choice | None = None
        if rulesets:
            self.tabs = Choice(TABS, [(ruleset.id, ruleset.name) for ruleset in rulesets], self.title_id, self.show)
            self.controls.add(self.tabs)
        self.page = ScrollPanel(TEXT, self._content(), theme.PARCHMENT)
        self.controls.add(self.page)
        back = pygame.Rect(0, 0, 360, 80)
        back.midbottom = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] - 50)
        self.controls.add(Button(back, tr("common.back"), self.app.pop, style="secondary"))
        self.picture = compose(self._draw_still)

    def show(self, title_id: object) -> None:
        """Switch to the rules of ``title_id``, from the top."""
        self.title_id = str(title_id)
        self.page.content = self._content()
        self.page.offset = 0.0

    def _content(self) -> pygame.Surface:
        """The chosen title's page, or a note when there is no title or the title has no page yet."""
        from scenes.rulebook import rules_page  # the pages' art loads when a page is first shown (issue 37 §7)

        if self.title_id is None:
            return render_document(tr("rules.no_titles"), TEXT.width)
        page = rules_page(self.title_id, current_language(), TEXT.width - 40)
        return page if page is not None else render_document(tr("rules.missing"), TEXT.width)

    def resume(self) -> None:
        self.layout()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.page.handle(event)
        elif event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.page.scroll_by(SCROLL_KEYS[event.key])
        elif event.type == pygame.KEYDOWN and event.key in PAGE_KEYS:
            self.page.page(PAGE_KEYS[event.key])
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_END):
            self.page.offset = 0.0 if event.key == pygame.K_HOME else float(self.page.limit)
        elif self.controls.handle(event):
            return
        elif event.type == pygame.KEYDOWN and event.key in self.leave_keys:
            self.leave()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.tabs:
            self.tabs.nudge(-1 if event.key == pygame.K_LEFT else 1)

    def _draw_still(self, surface: pygame.Surface) -> None:
        draw_heading(surface, tr("rules.title"), y=40)
        blit_panel(surface, PAGE, "parchment")
        draw_hint(surface, tr("rules.hint"))
