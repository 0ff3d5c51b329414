"""The coach's screen (Review): Hard looks again at every decision the people made in a finished game.

While the review is worked out (``scenes.review_work``, in the thinking worker) the screen shows how far it is, with a
way to cancel (Cancel or Escape: back to where it was opened, nothing kept). A finished review is kept with its game
(``scenes.review_store``), so opening it again shows it at once. It then says in a sentence what it found and lists
the three costliest decisions, each with the position as the deciding seat saw it, Hard's choice lit, what was played
and what that gave up. Clicking one opens the game's replay at that moment (``scenes.review_replay``), where every
costly decision is marked on the timeline; "Watch with the marks" opens it at the start.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ai.review import Finding, costliest
from game.core import GameError, MatchRecord, Result
from game.core.replay import Replay
from scenes.i18n import current_language, tr
from scenes.notices import show_notices
from scenes.review_moment import action_words, picture
from scenes.review_replay import ReviewReplayScene
from scenes.review_store import KeptReview, load_review, save_review
from scenes.review_words import loss_text, moment_text, summary_text
from scenes.review_work import ReviewWork, reviewed_seats
from scenes.scene import PageScene
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel, compose
from scenes.ui.button import Button, Pressable
from scenes.ui.ornaments import draw_heading
from scenes.ui.text import numeral, render, wrap

if TYPE_CHECKING:
    from scenes.app import App

SLICE_SECONDS = 0.006
"""The share of a frame the review may work in this process, when it has no worker to work in."""
SHOWN = 3
"""How many of the costliest decisions the screen lists."""
CARD = pygame.Rect(0, 0, 576, 620)
PICTURE = (544, 306)
CARD_GAP = 36
CARDS_Y = 290
BAR = pygame.Rect(460, 560, 1000, 30)
BUTTON_SIZE = (400, 84)
TEXT_SIZE = theme.SIZE_SMALL


def open_review(app: App, record: MatchRecord) -> bool:
    """Open the review of ``record``'s finished game above the current scene; False, with a notice, when its moves
    cannot be replayed or no person played it for the victory (``can_review``)."""
    try:
        replay = Replay(app.titles.get(record.title), record)
    except GameError:
        app.storage.notices.append(("notice.game_file_damaged", {"file": record.title}))
        show_notices(app)
        return False
    if not replay.ended or not can_review(record, replay.final.result()):
        app.storage.notices.append(("notice.review_nobody", {}))
        show_notices(app)
        return False
    app.push(ReviewScene(app, replay))
    return True


def can_review(record: MatchRecord, result: Result) -> bool:
    """True when a person played the game for the victory: a game of computers alone, or one whose only person was
    Hofnar's King (who neither wins nor loses, HN-18), has no decision of a person that could give anything up."""
    competing = {seat for group in result.ranking for seat in group}
    return any(seat.is_human and index in competing for index, seat in enumerate(record.seats))


class FindingCard(Pressable):
    """One of the costliest decisions: the position's picture and the coach's words; a click shows it at the table."""

    def __init__(self, rect: pygame.Rect, image: pygame.Surface, on_click: Callable[[], None]) -> None:
        super().__init__(rect, tooltip=tr("review.card.tip"))
        self.image = image
        self.on_click = on_click
        self.pressed = False

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.image, self.rect)
        if self.hovered or self.focused:
            pygame.draw.rect(surface, theme.GOLD_PALE, self.rect.inflate(8, 8), 4, border_radius=theme.RADIUS + 2)


class ReviewScene(PageScene):
    """The review of one finished game (see the module's note)."""

    def __init__(self, app: App, replay: Replay) -> None:
        super().__init__(app)
        self.replay = replay
        self.title_name = app.titles.get(replay.record.title).name
        self.seats = reviewed_seats(replay)
        kept = load_review(app.storage, replay, self.seats)
        self.work: ReviewWork | None = None
        self.findings: list[Finding] | None = list(kept.findings) if kept is not None else None
        if self.findings is None:
            self.work = ReviewWork(replay, self.seats)
        self.cards: list[pygame.Surface] = []
        self.cards_language = current_language()
        self.layout()

    # Laying out.

    def layout(self) -> None:
        """The progress and Cancel while the review is worked out; the findings once it is done."""
        self.controls.clear()
        if self.findings is None:
            rect = pygame.Rect(0, 0, *BUTTON_SIZE)
            rect.midtop = (theme.LOGICAL_SIZE[0] // 2, BAR.bottom + 90)
            self.controls.add(Button(rect, tr("review.cancel"), self.leave, style="secondary"))
            self.picture = compose(self._draw_working)
            return
        shown = costliest(self.findings, SHOWN)
        left = (theme.LOGICAL_SIZE[0] - len(shown) * CARD.width - (len(shown) - 1) * CARD_GAP) // 2
        for index, finding in enumerate(shown):
            if index >= len(self.cards):
                break
            rect = CARD.move(left + index * (CARD.width + CARD_GAP), CARDS_Y)
            self.controls.add(FindingCard(rect, self.cards[index], lambda finding=finding: self.show(finding)))
        buttons = [("review.back", self.leave, "secondary"), ("review.watch", self.watch, "primary")]
        x = (theme.LOGICAL_SIZE[0] - len(buttons) * BUTTON_SIZE[0] - (len(buttons) - 1) * 2 * theme.SPACE_S) // 2
        for key, action, style in buttons:
            rect = pygame.Rect(x, theme.LOGICAL_SIZE[1] - 130, *BUTTON_SIZE)
            self.controls.add(Button(rect, tr(key), action, style=style, tooltip=tr(f"{key}.tip")))
            x += BUTTON_SIZE[0] + 2 * theme.SPACE_S
        self.picture = compose(self._draw_found)

    def resume(self) -> None:
        """Back on top: the cards are drawn again only when the language changed meanwhile (they hold words)."""
        if self.cards_language != current_language():
            self.cards = []
            self.cards_language = current_language()
        self.layout()

    # What the controls ask.

    def leave(self) -> None:
        """Back to where the review was opened; a review under way is cancelled and not kept."""
        if self.work is not None:
            self.work.cancel()
        self.app.pop()

    def show(self, finding: Finding) -> None:
        """The replay at ``finding``'s moment, through its seat's eyes, Hard's choice lit."""
        self.app.push(ReviewReplayScene(self.app, self.replay, self.findings or [], finding))

    def watch(self) -> None:
        """The replay from the start, the costly decisions marked."""
        self.app.push(ReviewReplayScene(self.app, self.replay, self.findings or []))

    # Every frame.

    def update(self, dt: float) -> None:
        super().update(dt)
        work = self.work
        if work is not None and self.findings is None:
            if work.think(SLICE_SECONDS):
                self.findings = list(work.findings)
                kept = KeptReview(work.seats, work.seed, work.plan, tuple(work.findings))
                save_review(self.app.storage, self.replay.record, kept)
                show_notices(self.app)
                self.layout()
            return
        if self.findings is not None and len(self.cards) < len(costliest(self.findings, SHOWN)):
            self.cards.append(self._card(costliest(self.findings, SHOWN)[len(self.cards)]))
            self.layout()

    def idle_ms(self) -> int:
        if self.findings is None or len(self.cards) < len(costliest(self.findings, SHOWN)):
            return 0
        return super().idle_ms()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.findings is None and self.work is not None:
            self._draw_progress(surface, self.work)

    # Drawing.

    def _card(self, finding: Finding) -> pygame.Surface:
        """One costly decision as a card: its position, where it lies, what was played, Hard's choice, the loss."""
        card = pygame.Surface(CARD.size, pygame.SRCALPHA)
        blit_panel(card, card.get_rect(), "parchment")
        image, table = picture(self.app, self.replay, finding, PICTURE)
        left = (CARD.width - PICTURE[0]) // 2
        card.blit(image, (left, left))
        pygame.draw.rect(card, theme.GOLD_DARK, pygame.Rect((left, left), PICTURE), 2)
        y = left + PICTURE[1] + theme.SPACE_S
        width = CARD.width - 2 * theme.SPACE_M
        lines = [
            (moment_text(self.replay, finding), theme.WINE, theme.FACE_CAPS),
            (tr("review.played", played=action_words(table, finding.played)), theme.INK, theme.FACE_REGULAR),
            (tr("review.advice", advice=action_words(table, finding.advice)), theme.INK, theme.FACE_REGULAR),
            (loss_text(finding), theme.ALERT if finding.costly else theme.INK_SOFT, theme.FACE_ITALIC),
        ]
        for text, colour, face in lines:
            for line in wrap(text, width, TEXT_SIZE, face):
                card.blit(render(line, TEXT_SIZE, colour, face), (theme.SPACE_M, y))
                y += round(TEXT_SIZE * 1.18)
            y += theme.SPACE_XS
        return card

    def _draw_working(self, surface: pygame.Surface) -> None:
        draw_heading(surface, tr("review.title"), self.title_name, y=24)
        for index, line in enumerate(wrap(tr("review.working"), 1100, theme.SIZE_BODY, theme.FACE_ITALIC)):
            image = render(line, theme.SIZE_BODY, theme.TEXT_LIGHT, theme.FACE_ITALIC)
            surface.blit(image, image.get_rect(midtop=(theme.LOGICAL_SIZE[0] // 2, 380 + index * 42)))

    def _draw_progress(self, surface: pygame.Surface, work: ReviewWork) -> None:
        pygame.draw.rect(surface, theme.WOOD_DARK, BAR, border_radius=8)
        done = BAR.copy()
        done.width = round(BAR.width * work.progress)
        if done.width:
            pygame.draw.rect(surface, theme.GOLD, done, border_radius=8)
        pygame.draw.rect(surface, theme.GOLD_DARK, BAR, 3, border_radius=8)
        count = min(len(work.findings) + 1, len(work.moments))
        words = tr("review.progress", done=numeral(count), total=numeral(len(work.moments)))
        image = render(words, theme.SIZE_SMALL, theme.TEXT_MUTED, theme.FACE_ITALIC)
        surface.blit(image, image.get_rect(midtop=(BAR.centerx, BAR.bottom + 16)))

    def _draw_found(self, surface: pygame.Surface) -> None:
        draw_heading(surface, tr("review.title"), self.title_name, y=24)
        assert self.findings is not None
        words = summary_text(self.findings)
        if self.findings and not costliest(self.findings, SHOWN):
            words = f"{words} {tr('review.nothing')}"
        for index, line in enumerate(wrap(words, 1700, theme.SIZE_BODY - 2, theme.FACE_ITALIC)):
            image = render(line, theme.SIZE_BODY - 2, theme.TEXT_LIGHT, theme.FACE_ITALIC)
            surface.blit(image, image.get_rect(midtop=(theme.LOGICAL_SIZE[0] // 2, 196 + index * 38)))
