"""Moving cards to places, three ways: drag and drop, click a card then click a place, or the keyboard alone.

The table gives the controller its movable items (card sprites, by id) and its targets (rectangles, by id), and
three answers: which targets are legal for an item, what to do on a legal drop, and why a drop was refused. The
controller handles the pointer and keys, lights up legal targets while an item is held, and snaps a refused card
back home with the reason. Everything is in logical pixels (the app maps the mouse before the event arrives).

Keys: Tab / arrows cycle the cards (or, with a card picked, its legal targets), Enter / Space pick and drop,
Escape puts the card back. With nothing picked, Escape is left for the scene (it goes back one step).
"""

from __future__ import annotations

import dataclasses
import enum
import math
from collections.abc import Callable, Collection, Hashable, Mapping, Sequence
from typing import Protocol

import pygame

from scenes.ui import theme, tween
from scenes.ui.cards import FOCUS, HIGHLIGHTS, SELECTED, card_corner_radius, glow_surface

DRAG_THRESHOLD = 6.0
"""Logical pixels the pointer must travel with the button held before a press becomes a drag (else it is a click)."""
SNAP_BACK_SECONDS = 0.28

LEGAL = "legal"
HOVER = "hover"
REFUSED = "refused"
FOCUSED = "focus"
"""How a target should look: a legal place, the legal place under the pointer, a refused place under the pointer,
the place the keyboard points at. The table draws each with a shape as well as a colour."""

TARGET_LOOKS: dict[str, tuple[tuple[int, int, int], int]] = {
    LEGAL: (theme.GOLD_LIGHT, 2),
    HOVER: (theme.GOLD_PALE, 5),
    REFUSED: (theme.ALERT, 3),
    FOCUSED: (HIGHLIGHTS[FOCUS], 4),
}
"""Glow colour and outline width per target state: the width tells them apart without colour."""

NEXT_KEYS = {pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN}
PREVIOUS_KEYS = {pygame.K_LEFT, pygame.K_UP}
CONFIRM_KEYS = {pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE}

Point = tuple[float, float]


class Movable(Protocol):
    """What the controller needs of an item; ``scenes.ui.cards.CardSprite`` is one."""

    pos: Point
    highlight: str | None
    hovered: bool

    @property
    def rect(self) -> pygame.Rect: ...


@dataclasses.dataclass(frozen=True)
class Target:
    """A place an item may be dropped on: its id for the table, and where it is."""

    id: Hashable
    rect: pygame.Rect


class Mode(enum.Enum):
    IDLE = "idle"
    PRESSED = "pressed"
    """The button is down on an item but has not moved far enough to be a drag."""
    DRAGGING = "dragging"
    SELECTED = "selected"
    """An item was clicked or picked by key and waits for a target."""


class DragDrop:
    """The pointer-and-keys controller for one table's movable items. Feed it events; it calls back the table."""

    def __init__(
        self,
        *,
        legal_targets: Callable[[Hashable], Collection[Hashable]],
        on_drop: Callable[[Hashable, Hashable], None],
        explain: Callable[[Hashable, Hashable | None], str],
        on_refuse: Callable[[Hashable, str], None] | None = None,
    ) -> None:
        self._legal_targets = legal_targets
        self._on_drop = on_drop
        self._explain = explain
        self._on_refuse = on_refuse
        self.items: dict[Hashable, Movable] = {}
        self.targets: list[Target] = []
        self.mode = Mode.IDLE
        self.held: Hashable | None = None
        self.legal: frozenset[Hashable] = frozenset()
        self.message: str | None = None
        """The last reason a drop was refused, for the table to show; cleared when an item is picked up."""
        self.focus_item: Hashable | None = None
        self.focus_target: Hashable | None = None
        self.pointer_item: Hashable | None = None
        self.pointer_target: Hashable | None = None
        self.enabled = True
        self._homes: dict[Hashable, Point] = {}
        self._grab: Point = (0.0, 0.0)
        self._press_at: Point = (0.0, 0.0)
        self._press_reselects = False
        self._animations = tween.Timeline()

    # The table's side.

    def set_items(self, items: Mapping[Hashable, Movable]) -> None:
        """Replace the movable items (in cycling order, last drawn on top). A held item that is gone is let go."""
        self._clear_marks()
        self.items = dict(items)
        if self.held is not None and self.held not in self.items:
            self._reset()
        if self.focus_item not in self.items:
            self.focus_item = None
        self._homes = {key: home for key, home in self._homes.items() if key in self.items}
        self._refresh()

    def set_targets(self, targets: Sequence[Target]) -> None:
        """Replace the targets (in cycling order)."""
        self.targets = list(targets)
        if self.focus_target not in {target.id for target in self.targets}:
            self.focus_target = None

    @property
    def dragged(self) -> Hashable | None:
        """The item following the pointer, which the table draws last (on top of everything)."""
        return self.held if self.mode is Mode.DRAGGING else None

    @property
    def busy(self) -> bool:
        """Whether a card is held, picked or still snapping home."""
        return self.mode is not Mode.IDLE or self._animations.busy

    def target_state(self, target: Hashable) -> str | None:
        """How the table should mark ``target`` now: HOVER, REFUSED, FOCUSED, LEGAL or None."""
        if self.mode not in (Mode.DRAGGING, Mode.SELECTED):
            return None
        if target == self.pointer_target:
            return HOVER if target in self.legal else REFUSED
        if self.mode is Mode.SELECTED and target == self.focus_target:
            return FOCUSED
        return LEGAL if target in self.legal else None

    def draw_targets(self, surface: pygame.Surface) -> None:
        """Draw every marked target's glow and outline (under the cards; the table may draw its own instead)."""
        for target in self.targets:
            state = self.target_state(target.id)
            if state is None:
                continue
            colour, width = TARGET_LOOKS[state]
            halo = glow_surface(target.rect.size, colour)
            halo.set_alpha(150 if state == LEGAL else 220)
            surface.blit(halo, halo.get_rect(center=target.rect.center))
            radius = card_corner_radius(min(target.rect.size))
            pygame.draw.rect(surface, colour, target.rect, width, border_radius=radius)

    def cancel(self) -> None:
        """Put a held or picked item back where it came from, without a reason (the player changed their mind)."""
        if self.held is not None and self.mode is Mode.DRAGGING:
            self._snap_back(self.held)
        self._reset()

    def snap_back(self, item: Hashable) -> None:
        """Send ``item`` back to where it was picked up (the table refused a drop the controller thought legal)."""
        self._snap_back(item)

    def finish(self) -> None:
        """End every snap-back now, its card at home (before the table moves the cards itself)."""
        self._animations.finish_all()

    def update(self, dt: float, speed: float = 1.0) -> None:
        """Run the snap-back animations; ``speed`` is the animation-speed setting."""
        self._animations.update(dt, speed)

    # Events.

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Act on one event; return whether it was used (an unused Escape or click is the scene's to handle)."""
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._pointer_down(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.mode is not Mode.IDLE:
            self.cancel()
            return True
        if event.type == pygame.MOUSEMOTION:
            return self._pointer_moved(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._pointer_up(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event.key, event.mod)
        return False

    def _pointer_down(self, pos: Point) -> bool:
        item = self._item_at(pos)
        if self.mode is Mode.SELECTED and item is None:
            target = self._target_at(pos)
            if target is not None:
                self._drop(self.held, target, keep_selection=True)
                return True
            self._reset()
            return False
        if item is None:
            return False
        reselects = self.mode is Mode.SELECTED and item == self.held
        self._reset()
        self._press(item, pos, reselects)
        return True

    def _pointer_moved(self, pos: Point) -> bool:
        if self.mode is Mode.PRESSED and math.dist(pos, self._press_at) >= DRAG_THRESHOLD:
            self._pick(self.held)
            self.mode = Mode.DRAGGING
        if self.mode is Mode.DRAGGING:
            self.items[self.held].pos = (pos[0] + self._grab[0], pos[1] + self._grab[1])
            self.pointer_target = self._target_at(pos)
            self._refresh()
            return True
        self.pointer_item = self._item_at(pos)
        self.pointer_target = self._target_at(pos) if self.mode is Mode.SELECTED else None
        self._refresh()
        return False

    def _pointer_up(self, pos: Point) -> bool:
        if self.mode is Mode.DRAGGING:
            self._drop(self.held, self._target_at(pos), keep_selection=False)
            return True
        if self.mode is Mode.PRESSED:
            if self._press_reselects:
                self._reset()
            else:
                self._pick(self.held)
                self.mode = Mode.SELECTED
                self._refresh()
            return True
        return False

    def _key(self, key: int, mod: int) -> bool:
        if key == pygame.K_ESCAPE:
            if self.mode is Mode.IDLE:
                return False
            self.cancel()
            return True
        if self.mode in (Mode.PRESSED, Mode.DRAGGING):
            return False
        backwards = key in PREVIOUS_KEYS or (key == pygame.K_TAB and mod & pygame.KMOD_SHIFT)
        if key in NEXT_KEYS or backwards:
            self._cycle(-1 if backwards else 1)
            return True
        if key in CONFIRM_KEYS:
            return self._confirm()
        return False

    def _cycle(self, step: int) -> None:
        if self.mode is Mode.SELECTED:
            order = [target.id for target in self.targets if target.id in self.legal]
            self.focus_target = _next_in(order, self.focus_target, step)
        else:
            self.focus_item = _next_in(list(self.items), self.focus_item, step)
        self._refresh()

    def _confirm(self) -> bool:
        if self.mode is Mode.SELECTED:
            if self.focus_target is None:
                self._refuse(self.held, self._explain(self.held, None))
            else:
                self._drop(self.held, self.focus_target, keep_selection=True)
            return True
        if self.focus_item is None:
            return False
        self._pick(self.focus_item)
        if not self.legal:
            self._refuse(self.focus_item, self._explain(self.focus_item, None))
            self._reset()
            return True
        self.mode = Mode.SELECTED
        self.focus_target = next((target.id for target in self.targets if target.id in self.legal), None)
        self._refresh()
        return True

    # Inner workings.

    def _press(self, item: Hashable, pos: Point, reselects: bool) -> None:
        sprite = self.items[item]
        self.mode = Mode.PRESSED
        self.held = item
        self._press_at = (float(pos[0]), float(pos[1]))
        self._press_reselects = reselects
        if not self._animations.running(item):
            self._homes[item] = sprite.pos
        # A card caught while snapping home keeps its true home; the snap stops so the card follows the pointer.
        self._animations.cancel(item)
        self._grab = (sprite.pos[0] - pos[0], sprite.pos[1] - pos[1])

    def _pick(self, item: Hashable) -> None:
        self.held = item
        self.message = None
        self.legal = frozenset(self._legal_targets(item))

    def _drop(self, item: Hashable, target: Hashable | None, *, keep_selection: bool) -> None:
        if target is not None and target in self.legal:
            self._reset()
            self._on_drop(item, target)  # a drop the table still refuses (a lesson's other move) snaps home from here
            self._homes.pop(item, None)
            return
        self._refuse(item, self._explain(item, target))
        if not keep_selection:
            self._snap_back(item)
            self._reset()

    def _refuse(self, item: Hashable, reason: str) -> None:
        self.message = reason
        if self._on_refuse is not None:
            self._on_refuse(item, reason)

    def _snap_back(self, item: Hashable) -> None:
        home = self._homes.get(item)
        if home is not None and item in self.items:
            snap = tween.move(self.items[item], home, SNAP_BACK_SECONDS, tween.ease_out_back)
            self._animations.add(snap, key=item)

    def _reset(self) -> None:
        self.mode = Mode.IDLE
        self.held = None
        self.legal = frozenset()
        self.focus_target = None
        self.pointer_target = None
        self._refresh()

    def _item_at(self, pos: Point) -> Hashable | None:
        return next((key for key, item in reversed(self.items.items()) if item.rect.collidepoint(pos)), None)

    def _target_at(self, pos: Point) -> Hashable | None:
        return next((target.id for target in self.targets if target.rect.collidepoint(pos)), None)

    def _clear_marks(self) -> None:
        for item in self.items.values():
            item.highlight = None
            item.hovered = False

    def _refresh(self) -> None:
        """Set every item's highlight and lift from the controller's state (the one place that decides them)."""
        holding = self.mode in (Mode.SELECTED, Mode.DRAGGING)
        for key, item in self.items.items():
            if holding and key == self.held:
                item.highlight, item.hovered = SELECTED, True
            elif self.mode is Mode.IDLE and key == self.focus_item:
                item.highlight, item.hovered = FOCUS, True
            else:
                item.highlight = None
                item.hovered = key == self.pointer_item or key == self.held


def _next_in(order: list[Hashable], current: Hashable | None, step: int) -> Hashable | None:
    """The entry ``step`` places after ``current`` in ``order``, wrapping; the first (or last) when none is current."""
    if not order:
        return None
    if current not in order:
        return order[0] if step > 0 else order[-1]
    return order[(order.index(current) + step) % len(order)]
