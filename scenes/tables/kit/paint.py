"""Drawing a table each frame: a quiet layer kept between frames, and the lively parts over it.

The quiet layer holds what only changes when the table does (the still picture, the title's counts, resting cards,
seat plates, the log, the buttons: a button's look changes with the pointer over it, and the layer is drawn again
then); it is redrawn only when its stamp changes. The lively parts (glows, the hand, cards in flight, the one prompt,
the follow-up picker, effects, tooltips, and what the table draws above them: the lesson's box, the phones' join
cards) are drawn every frame.

A frame patches the last one when it can: while the screen still holds this table's last frame (the same screen, the
same quiet layer, nothing drawn over it since: ``dirty.RecordingScreen.holder``), only the places the last frame's
lively drawing touched get the quiet layer back, and the lively parts are drawn over them; a frame in which a person
drags a card then costs the few places that move, not a full-screen copy. Any other frame copies the whole layer.
Lively drawing code therefore draws with ``scenes.ui.dirty``'s functions, which note where they drew.

Tooltips never cover the prompt, the picker or a refusal: they are moved off them (``hud.avoid``).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from scenes.results import total_text
from scenes.tables.kit import hud
from scenes.tables.kit.affordances import BUTTON_TEXT, CONFIRM, FACE_DOWN
from scenes.tables.kit.board import HAND
from scenes.tables.kit.effects import draw_move_mark
from scenes.tables.kit.geometry import RANKING_ZONE
from scenes.tables.kit.picker import PICKER_GAP
from scenes.tables.kit.plates import draw_markers, seat_colour
from scenes.ui import dirty, theme
from scenes.ui.button import Button
from scenes.ui.cards import FOCUS, SELECTED, CardSprite
from scenes.ui.dragdrop import FOCUSED, HOVER, LEGAL, REFUSED, TARGET_LOOKS
from scenes.ui.tooltip import tooltip_image

if TYPE_CHECKING:
    from scenes.tables.kit.table import KitTable

PICKER_VEIL = (14, 9, 6, 170)
RESTORE_SHARE = 0.4
"""The share of the screen above which restoring the last frame's places costs more than copying the whole layer."""


class TablePainter:
    """Draws one table scene; owns the quiet layer and knows when it must be drawn again."""

    def __init__(self, table: KitTable) -> None:
        self.table = table
        self.layer = pygame.Surface(theme.LOGICAL_SIZE).convert()
        self.drawn: tuple | None = None
        self.version = 0
        self.keep_clear: list[pygame.Rect] = []
        self._pickers: dict[tuple, CardSprite] = {}
        self.status = ""
        """The status line of the frame being drawn."""
        self.tip_rect: pygame.Rect | None = None
        """Where the last tooltip was drawn (None: no tooltip in the last frame)."""
        self.layers = 0
        """How many times the quiet layer was drawn: a frame patches only a screen drawn over the same layer."""
        self.patch: tuple[pygame.Surface, int, list[pygame.Rect]] | None = None
        """The last recorded frame: its screen, its layer's count and where its lively drawing touched."""
        self.under_buttons: dict[str, tuple[pygame.Rect, pygame.Surface]] = {}
        """What the quiet layer shows under each visible button, by the button's name, kept when the layer is drawn."""
        self.relit: list[pygame.Rect] = []
        """Where buttons were drawn again on the layer since the last frame: places the next frame restores too."""

    def invalidate(self) -> None:
        """Draw the quiet layer again on the next frame (a new still picture, a new language)."""
        self.version += 1

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table: the quiet layer (from its cache when nothing on it changed; only where the last frame drew
        when the screen still holds it), then everything lively and what the table draws above it, noting where."""
        table = self.table
        if table.picture is None or table.shown is None:
            surface.fill(theme.WOOD_DARK)
            return
        self.status = table.status()
        key = self._quiet_key()
        if key != self.drawn:
            if not self._relight_buttons(key):
                self._draw_quiet(self.layer)
                self.layers += 1
            self.drawn = key
        self._restore(surface)
        with dirty.record(surface) as drawn:
            self._draw_lively(surface)
            table.draw_above(surface)
        if drawn is not None and surface.get_clip() == surface.get_rect():
            # A frame drawn under a clip left the rest of the screen as it was: the next one cannot patch it.
            self.patch = (surface, self.layers, dirty.merged(drawn))
            surface.holder = self

    def _relight_buttons(self, key: tuple) -> bool:
        """When nothing but some buttons' looks changed (the pointer over one, a press, a new label), draw those again
        on the layer over what lies under them, rather than the whole layer; False when anything else changed."""
        if self.drawn is None or key[:-1] != self.drawn[:-1] or len(key[-1]) != len(self.drawn[-1]):
            return False
        buttons = self.table.buttons
        changed = [name for name, old, new in zip(buttons, self.drawn[-1], key[-1], strict=True) if old != new]
        for name in changed:
            button = buttons[name]
            kept = self.under_buttons.get(name)
            if not button.visible or kept is None or kept[0] != button.rect:
                return False
        for name in changed:
            rect, under = self.under_buttons[name]
            self.layer.blit(under, rect)
            buttons[name].draw(self.layer)
            self.relit.append(rect)
        return True

    def _restore(self, surface: pygame.Surface) -> None:
        """The quiet layer on ``surface``: where the last frame drew (and buttons were drawn again since) when it still
        holds that frame, else whole."""
        places = self._last_places(surface)
        self.relit = []
        if places is None:
            surface.blit(self.layer, (0, 0))
            return
        for place in places:
            surface.blit(self.layer, place, place)

    def _last_places(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Where the last frame's lively drawing touched ``surface``, when restoring them there gives back the quiet
        layer whole and costs less than copying it (None otherwise)."""
        patch = self.patch
        if patch is None or getattr(surface, "holder", None) is not self or patch[0] is not surface:
            return None
        if patch[1] != self.layers:
            return None
        places = [*patch[2], *dirty.merged(self.relit)]
        area = sum(place.width * place.height for place in places)
        return places if area <= RESTORE_SHARE * surface.get_width() * surface.get_height() else None

    def _quiet_key(self) -> tuple:
        """What the quiet layer shows, as a value."""
        table = self.table
        panel = table.log_panel
        return (
            self.version,
            table.shown.stamp(),
            table.board.resting_stamp(),
            id(table.view),
            table.private,
            id(panel.content) if panel is not None else None,
            panel.offset if panel is not None else None,
            table.sheet.stamp() if table.sheet is not None else None,
            table.quiet_stamp(),
            tuple(table.effects.last_moves.items()),
            self.status,
            tuple(button.look for button in table.buttons.values()),
        )

    def _draw_quiet(self, surface: pygame.Surface) -> None:
        table = self.table
        surface.blit(table.picture, (0, 0))
        table.draw_quiet(surface)
        table.board.draw_resting(surface)
        if table.sheet is None:
            for seat in range(table.players):
                draw_markers(surface, table.geometry.plate(seat), table.names[seat], table.markers(seat))
        self._draw_marks(surface)
        table.draw_quiet_over(surface)
        hud.draw_status(surface, table.geometry.zone("status"), self.status)
        if table.log_panel is not None:
            table.log_panel.paint(surface)
        bounds = surface.get_rect()
        self.under_buttons = {
            name: (button.rect.copy(), surface.subsurface(button.rect).copy())
            for name, button in table.buttons.items()
            if button.visible and bounds.contains(button.rect)
        }
        for button in table.buttons.values():
            if button.visible:
                button.draw(surface)

    def _draw_lively(self, surface: pygame.Surface) -> None:
        table = self.table
        geometry, shown = table.geometry, table.shown
        self.keep_clear = [geometry.zone("status"), *table.keep_clear()]
        if table.lesson is not None:
            self.keep_clear.append(table.lesson.box)
        self.tip_rect = None
        self._draw_targets(surface)
        self._draw_lit(surface)
        if table.sheet is None and getattr(shown, "to_move", None) is not None:
            hud.draw_turn_glow(surface, geometry.plate(shown.to_move), table.pulse)
        table.board.draw_moving(surface, table.decisions.dragdrop.dragged)
        table.draw_lively(surface)
        if table.overlay is not None:
            table.draw_overlay(surface, table.overlay)
        table.effects.draw(surface)
        self._draw_totals(surface)
        if table.decisions.followup is not None:
            self._draw_picker(surface)
        elif table.decisions.active or table.decisions.showing:
            self._draw_option_buttons(surface)
        prompt = table.prompt()
        if prompt is not None:
            self.keep_clear.append(hud.draw_prompt(surface, table.prompt_area(), *prompt))
        if table.sheet is not None and table.sheet.result is not None:
            hud.draw_ranking(surface, geometry.zone(RANKING_ZONE), table.sheet.result, table.names)
        elif (
            table.sheet is None
            and table.tip_armed
            and table.overlay is None
            and table.resting >= theme.TOOLTIP_DELAY
            and not table.decisions.busy
            and self.tips_shown
        ):
            self._draw_tip(surface)
        button_tip = table.controls.due_tooltip()
        if button_tip is not None and self.tips_shown:
            self._place_tip(surface, *button_tip)

    @property
    def tips_shown(self) -> bool:
        """Tooltips only on the table in front (never under a curtain or in the pause menu's dimmed picture) and not
        while a move is being shown or a result held, whose cards they would cover. A tooltip over the table also
        waits for the pointer to move once the table has changed (``KitTable.tip_armed``)."""
        table = self.table
        return table.app.top is table and not table.timeline.busy and not table.offering

    def _draw_totals(self, surface: pygame.Surface) -> None:
        """During the scoring, each seat's running total on its plate."""
        table = self.table
        if table.sheet is None or table.sheet.totals is None:
            return
        for seat, total in enumerate(table.sheet.totals):
            if seat not in table.sheet.competing:
                continue
            hud.plaque(surface, total_text(total), table.total_spot(seat), 24, theme.GOLD_PALE)

    def _draw_targets(self, surface: pygame.Surface) -> None:
        """While a card is held: its legal places glow, the one under the pointer most, a refused one in red; a hint
        lights its target; the keyboard's focused click target, and a hinted one, get a rim."""
        table = self.table
        decisions = table.decisions
        dragdrop = decisions.dragdrop
        held = dragdrop.held
        hinted = decisions.hint_target() if held is None and decisions.hint is not None else None
        if held is not None or hinted is not None:
            item = held if held is not None else decisions.routes[decisions.hint].item
            for target in dragdrop.targets:
                state = dragdrop.target_state(target.id) if held is not None else _hinted(target.id, hinted)
                if state is None:
                    continue
                rect = table.hint_glow(target.id, item)
                if rect is None:
                    continue
                colour, width = TARGET_LOOKS[state]
                hud.draw_target(surface, rect, colour, width, state in (HOVER, REFUSED))
        if (decisions.active or decisions.showing) and not dragdrop.busy and decisions.followup is None:
            focused = decisions.focused
            for target in decisions.click_targets():
                state = FOCUSED if focused == ("target", target) or target == hinted else LEGAL
                colour, width = TARGET_LOOKS[state]
                hud.draw_target(surface, decisions.target_rect(target), colour, width, state == FOCUSED)

    def _draw_marks(self, surface: pygame.Surface) -> None:
        """The mark on each seat's last move (on cards at rest: the quiet layer's), kept under the resting cards that
        lie over the marked one (Verräter's offered action cards over the buildings): those are drawn again over it."""
        table = self.table
        sprites = table.board.sprites
        above = set(table.board.above)
        resting = [key for key in table.board.order() if key not in above and key[0] != HAND]
        place = {key: index for index, key in enumerate(resting)}
        marked = [(key, seat) for seat, keys in table.effects.last_moves.items() for key in keys if key in place]
        for key, seat in sorted(marked, key=lambda pair: place[pair[0]]):
            rect = sprites[key].rect
            if sprites[key].alpha < 255:
                continue
            draw_move_mark(surface, rect, seat_colour(seat))
            for over in resting[place[key] + 1 :]:
                if sprites[over].rect.colliderect(rect):
                    sprites[over].draw(surface, steady=True)

    def _draw_lit(self, surface: pygame.Surface) -> None:
        """The cards a hovered log line names."""
        table = self.table
        sprites = table.board.sprites
        for key in table.lit_log:
            if key in sprites:
                hud.draw_target(surface, sprites[key].rect.inflate(8, 8), theme.GOLD_LIGHT, 3, True)

    def _draw_picker(self, surface: pygame.Surface) -> None:
        """The follow-up picker: the options large over a veil, the focused one rimmed, with buttons for the rest."""
        table = self.table
        decisions = table.decisions
        area = decisions.picker_area()
        veil = pygame.Surface(area.size, pygame.SRCALPHA)
        veil.fill(PICKER_VEIL)
        surface.blit(veil, area)
        followup = decisions.followup
        laid = decisions.picker_layout(area)
        for index, (option, rect, is_card) in enumerate(laid):
            focused = followup.focus == index
            if is_card:
                card = decisions.affordances.option_card(option)
                sprite = self._picker_sprite(None if card == FACE_DOWN else card, rect)
                sprite.highlight = FOCUS if focused else SELECTED if rect.collidepoint(table.pointer) else None
                sprite.draw(surface)
                caption = decisions.picker_caption(option)
                if caption:
                    hud.draw_caption(surface, caption, (rect.centerx, rect.bottom + 8), rect.width + PICKER_GAP - 4)
            else:
                label = decisions.picker_label(option)
                button = Button(rect, label, lambda: None, style="primary", text_size=BUTTON_TEXT)
                button.focused = focused
                button.hovered = rect.collidepoint(table.pointer)
                button.draw(surface)
            self.keep_clear.append(rect)

    def _draw_option_buttons(self, surface: pygame.Surface) -> None:
        """The options chosen by a button alone, and Confirm for a multi-select (enabled once it would play); a
        suggested one (a hint, the coach's choice) glows as a suggested place does."""
        decisions = self.table.decisions
        focused = decisions.focused
        hinted = decisions.hinted_step
        for step, rect in decisions.button_row():
            if step == hinted:
                hud.draw_target(surface, rect.inflate(8, 8), *TARGET_LOOKS[FOCUSED], True)
            button = Button(rect, decisions.button_label(step), lambda: None, style="primary", text_size=BUTTON_TEXT)
            button.focused = focused is not None and focused[1] == step and focused[0] in ("option", "confirm")
            button.hovered = rect.collidepoint(self.table.pointer)
            button.enabled = step != CONFIRM or decisions.confirmable() is not None
            button.draw(surface)
            self.keep_clear.append(rect)

    def _picker_sprite(self, card: Hashable | None, rect: pygame.Rect) -> CardSprite:
        """A large card of the picker, kept between frames (its art is drawn once per size)."""
        key = (card, rect.topleft, rect.size)
        sprite = self._pickers.get(key)
        if sprite is None:
            art = self.table.art
            sprite = CardSprite(art.face(card, rect.size), art.back(rect.size), rect.center, face_up=card is not None)
            self._pickers = {**self._pickers, key: sprite} if len(self._pickers) < 32 else {key: sprite}
        return sprite

    def _draw_tip(self, surface: pygame.Surface) -> None:
        table = self.table
        tip = table.tip_at(table.pointer)
        if tip is None:
            return
        self._place_tip(surface, *tip)

    def _place_tip(self, surface: pygame.Surface, text: str, anchor: pygame.Rect) -> None:
        """A tooltip below ``anchor`` (above it without room), moved off the prompt and what else must stay clear; the
        buttons' tooltips too, drawn last so that nothing covers them."""
        image = tooltip_image(text)
        screen = surface.get_rect().inflate(-16, -16)
        below = image.get_rect(midtop=(anchor.centerx, anchor.bottom + 10)).clamp(screen)
        above = image.get_rect(midbottom=(anchor.centerx, anchor.top - 10)).clamp(screen)
        clear = [*self.keep_clear, anchor]
        higher = (above.move(0, -step) for step in range(10, above.top - screen.top + 1, 10))
        free = (rect for rect in (below, above, *higher) if rect.collidelist(clear) < 0)
        rect = next(free, None) or hud.avoid(below if below.bottom < screen.bottom else above, clear, screen)
        surface.blit(image, rect)
        self.tip_rect = rect


def _hinted(target: Hashable, hinted: Hashable | None) -> str | None:
    """How a target looks while a hint points at ``hinted``."""
    return LEGAL if target == hinted else None
