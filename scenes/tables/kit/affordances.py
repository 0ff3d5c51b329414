"""Decision affordances: a title says which input gives which legal action; the kit wires it to the mouse and keys.

For each legal action the title's ``Affordances.route`` gives a ``Route``:

- ``item`` and ``target``: drag the item (a hand card's sprite key) onto the target, or click it and then the target,
  or Tab to it, Enter, Tab to the target, Enter. The legal targets glow while it is held; a drop elsewhere snaps back
  with the title's reason (``explain``).
- ``target`` alone: click the target (a card, a seat plate, a landscape, a border; ``target_rect`` says where).
- ``option`` alone: a button with the option's label, beside the prompt.
- ``item``/``target`` with an ``option``: when several actions share the item and target, a follow-up choice opens
  after the drop (a victim, a building side): an overlay of large cards (options with a card) and buttons (the others,
  "Spare all"), by click or Tab/arrows/Enter; Escape (or right click) takes the item back.
- ``picks``: multi-select with Confirm (discard down to a limit, keep three): click the sprites to toggle them;
  Confirm plays the action whose picks are exactly those selected.

Tab/arrows walk every first step in one order (``focus_order``: items, targets, options, picks, Confirm), Enter takes
it; so everything the mouse reaches, the keyboard reaches too.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection, Hashable, Sequence
from typing import Protocol

import pygame

from game.core import Action, IllegalAction, View
from scenes.i18n import tr
from scenes.tables.kit import picker
from scenes.tables.kit.board import Board, Key
from scenes.tables.kit.decision import refusal_text
from scenes.tables.kit.picker import BUTTON_SIZE, PICKER_GAP, ROW_ABOVE_PROMPT
from scenes.ui import theme
from scenes.ui.cards import FOCUS, LEGAL, SELECTED
from scenes.ui.dragdrop import CONFIRM_KEYS, NEXT_KEYS, PREVIOUS_KEYS, DragDrop, Mode, Target
from scenes.ui.text import width_of

FACE_DOWN = "kit.face_down"
"""An option card shown by its back in the picker (a face-down card may be chosen without being seen)."""
NO_OPTION = "kit.no_option"
"""The option of a route that needs no follow-up choice."""
CONFIRM = ("kit", "confirm")
"""The Confirm step of a multi-select."""
TAKE_BACK = ("kit", "take_back")
"""The picker's button that takes the waiting item back."""
BUTTON_TEXT = theme.SIZE_SMALL


@dataclasses.dataclass(frozen=True)
class Route:
    """How a person reaches one legal action (see the module's note)."""

    item: Key | None = None
    target: Hashable | None = None
    option: Hashable = NO_OPTION
    picks: frozenset[Key] = frozenset()


def button_width(label: str) -> int:
    """A button wide enough for its label in the kit's button text (at least ``BUTTON_SIZE``'s width)."""
    return max(BUTTON_SIZE[0], width_of(label, BUTTON_TEXT, theme.FACE_CAPS) + 48)


class Affordances(Protocol):
    """What a title tells the kit about its inputs."""

    def route(self, action: Action) -> Route:
        """How ``action`` is reached."""

    def drop_targets(self) -> Sequence[Target]:
        """Every place an item may be dropped on, legal now or not (a drop on one that is not legal is explained)."""

    def target_rect(self, target: Hashable) -> pygame.Rect:
        """Where a click target lies (for targets that are not sprites of the board)."""

    def explain(self, item: Hashable, target: Hashable | None) -> str:
        """Why ``item`` may not go to ``target`` (None: to no place at all), in the player's words."""

    def option_card(self, option: Hashable) -> Hashable | None:
        """The card an option shows in the overlay picker (a victim; ``FACE_DOWN`` for its back), or None for a plain
        button."""

    def option_label(self, option: Hashable) -> str:
        """An option's words on its button ("Spare all")."""

    def park(self, item: Key | None, target: Hashable | None) -> None:
        """Show ``item`` at the place ``target`` it waits to take while a follow-up is chosen; None sends it back."""


@dataclasses.dataclass
class FollowUp:
    """Actions that share one item and target, waiting for their option to be chosen."""

    item: Key | None
    target: Hashable | None
    actions: dict[Hashable, Action]
    focus: int | None = None

    @property
    def options(self) -> list[Hashable]:
        """The options in the order shown."""
        return list(self.actions)


class Decisions:
    """Turns pointer and keys into the legal actions of the person at the screen, by the title's routes."""

    def __init__(
        self,
        board: Board,
        affordances: Affordances,
        submit: Callable[[Action], None],
        refuse: Callable[[str], None],
    ) -> None:
        self.board = board
        self.affordances = affordances
        self._submit = submit
        self._refuse = refuse
        self.view: View | None = None
        self.active = False
        self.routes: dict[Action, Route] = {}
        self.followup: FollowUp | None = None
        self.selected: set[Key] = set()
        self.focus: int | None = None
        self.hint: Action | None = None
        self.showing = False
        """True while the choices of a position are laid out to be seen, not taken (``show_choices``)."""
        self.shake: Callable[[Key], None] = lambda key: None
        """Shakes a refused sprite (set by the table)."""
        self.area: Callable[[], pygame.Rect] = lambda: pygame.Rect(0, 0, 0, 0)
        """Where option buttons stand: the table's prompt area (set by the table)."""
        self.dragdrop = DragDrop(
            legal_targets=self.legal_targets,
            on_drop=self.dropped,
            explain=lambda item, target: self.affordances.explain(item, target),
            on_refuse=self._refused_drop,
        )
        self._keys: tuple[Key, ...] | None = ()
        self._items: set[Key] = set()
        self._targets: list[Hashable] = []
        self._options: list[Hashable] = []
        self._picks: set[Key] = set()

    # What the table tells.

    def prepare(self, view: View, active: bool) -> None:
        """The position changed: new legal actions; ``active`` when the person may play now."""
        self.view = view
        self.active = active
        self.showing = False
        self.hint = None
        self.followup = None
        self.selected = set()
        self.focus = None
        self.dragdrop.focus_item = None
        self._keys = None
        actions = view.legal_actions if active else ()
        self.routes = {action: self.affordances.route(action) for action in actions}
        self._group_routes()
        self.dragdrop.set_targets(list(self.affordances.drop_targets()))

    def show_choices(self, view: View) -> None:
        """Lay out the choices ``view``'s seat had, to be seen and not taken: its option buttons and click targets are
        drawn as at play while nothing takes input (a replay's coach shows them, its choice lit by ``show_hint``)."""
        self.prepare(view, False)
        self.routes = {action: self.affordances.route(action) for action in view.legal_actions}
        self._group_routes()
        self.showing = True

    def sync(self, ready: bool) -> None:
        """Offer the draggable sprites to the controller when the person may play and nothing moves."""
        usable = self.active and ready and self.followup is None
        keys = self.items() if usable else ()
        if keys != self._keys:
            self._keys = keys
            self.dragdrop.set_items({key: self.board.sprites[key] for key in keys if key in self.board.sprites})
        self.dragdrop.enabled = usable

    @property
    def busy(self) -> bool:
        """True while an item is held, picked, snapping home or waiting for its follow-up."""
        return self.dragdrop.busy or self.followup is not None

    # The routes, grouped.

    def items(self) -> tuple[Key, ...]:
        """The draggable items, in the board's order."""
        if not self._items:
            return ()
        return tuple(key for key in self.board.order() if key in self._items)

    def click_targets(self) -> list[Hashable]:
        """Targets clicked without an item, in first-seen order."""
        return self._targets

    def options(self) -> list[Hashable]:
        """Options chosen by a button alone."""
        return self._options

    def pickable(self) -> list[Key]:
        """Sprites that may be toggled for a multi-select, in the board's order."""
        if not self._picks:
            return []
        return [key for key in self.board.order() if key in self._picks]

    def _group_routes(self) -> None:
        """Sort the routes by their first step once per position (the painter asks every frame)."""
        routes = [route for route in self.routes.values() if not route.picks]
        self._items = {route.item for route in routes if route.item is not None}
        self._targets = list(dict.fromkeys(r.target for r in routes if r.item is None and r.target is not None))
        self._options = list(dict.fromkeys(r.option for r in routes if r.item is None and r.target is None))
        self._picks = {key for route in self.routes.values() for key in route.picks}

    def focus_order(self) -> list[tuple[str, Hashable]]:
        """Every first step in the order Tab walks them."""
        order: list[tuple[str, Hashable]] = [("item", key) for key in self.items()]
        order += [("target", target) for target in self.click_targets()]
        order += [("option", option) for option in self.options()]
        order += [("pick", key) for key in self.pickable()]
        if order and order[-1][0] == "pick":
            order.append(("confirm", CONFIRM))
        return order

    def _matching(self, item: Key | None, target: Hashable | None) -> dict[Hashable, Action]:
        return {
            route.option: action
            for action, route in self.routes.items()
            if self.stands_for(item, route.item) and route.target == target and not route.picks
        }

    def stands_for(self, item: Key | None, route_item: Key | None) -> bool:
        """Whether taking ``item`` takes a route's ``route_item``: only the very sprite here (``AlikeDecisions``
        lets any of equal cards stand in)."""
        return item == route_item

    # The controller's questions.

    def legal_targets(self, item: Hashable) -> Collection[Hashable]:
        """The places ``item`` may go now."""
        return {
            route.target
            for route in self.routes.values()
            if route.item is not None and self.stands_for(item, route.item) and route.target is not None
        }

    def dropped(self, item: Hashable, target: Hashable) -> None:
        """A legal drop: play it, or wait for the follow-up when several actions share it."""
        self._reach(item, target)

    def target_rect(self, target: Hashable) -> pygame.Rect:
        """Where a click target lies: its sprite when it is one, else the title's rectangle."""
        if isinstance(target, tuple) and target in self.board.sprites:
            return self.board.sprites[target].rect
        return self.affordances.target_rect(target)

    # Acting.

    def _reach(self, item: Key | None, target: Hashable | None) -> None:
        matching = self._matching(item, target)
        if not matching:
            return
        if len(matching) == 1:
            self.play(next(iter(matching.values())), item)
            return
        self.followup = FollowUp(item, target, matching)
        self.affordances.park(item, target)

    def choose(self, option: Hashable) -> None:
        """Take ``option`` of the waiting follow-up (or of the option buttons)."""
        followup = self.followup
        if followup is None:
            matching = self._matching(None, None)
            if option in matching:
                self.play(matching[option], None)
            return
        self.followup = None
        if not self.play(followup.actions[option], followup.item):
            self.affordances.park(followup.item, None)  # refused (a lesson's other move): back into the hand

    def cancel_followup(self) -> None:
        """Take the waiting item back."""
        followup = self.followup
        if followup is None:
            return
        self.followup = None
        self.affordances.park(followup.item, None)

    def toggle(self, key: Key) -> None:
        """Select or unselect a sprite of a multi-select."""
        if key in self.selected:
            self.selected.discard(key)
        else:
            self.selected.add(key)
        self._mark_picks()

    def confirmable(self) -> Action | None:
        """The action whose picks are exactly the selection, if any."""
        chosen = frozenset(self.selected)
        return next((action for action, route in self.routes.items() if route.picks and route.picks == chosen), None)

    def confirm(self) -> None:
        """Play the multi-select as selected (refused with a reason when no action matches)."""
        action = self.confirmable()
        if action is None:
            self._refuse(self.affordances.explain(None, CONFIRM))
            return
        self.play(action, None)

    def play(self, action: Action, item: Key | None) -> bool:
        """Hand an action to the match; True when played. A refusal (the legal list prevents all but a lesson's)
        snaps the item home."""
        self.followup = None
        self.hint = None
        self.selected = set()
        try:
            self._submit(action)
        except IllegalAction as refusal:
            self._refuse(refusal_text(refusal))
            if item is not None:
                self.dragdrop.snap_back(item)
            return False
        return True

    def _refused_drop(self, item: Hashable, reason: str) -> None:
        """A drop refused: say why; a card picked by click or key (not snapping home from a drag) shakes."""
        self._refuse(reason)
        if self.dragdrop.mode is Mode.SELECTED and item in self.board.sprites:
            self.shake(item)

    # Pointer and keys.

    def handle(self, event: pygame.event.Event) -> bool:
        """Clicks and keys the kit's own affordances use (the drag controller has the rest); True when used."""
        if not self.active:
            return False
        if self.followup is not None:
            return self._handle_followup(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.dragdrop.busy:
            return self._click(event.pos)
        if event.type == pygame.KEYDOWN and not self.dragdrop.busy:
            return self._key(event)
        return False

    def button_row(self) -> list[tuple[Hashable, pygame.Rect]]:
        """The option buttons (and Confirm, for a multi-select) in a row above the prompt, centred."""
        steps = self.options() + ([CONFIRM] if self.pickable() else [])
        if not steps:
            return []
        area = self.area()
        widths = [button_width(self.button_label(step)) for step in steps]
        squeeze = min(1.0, (area.width - (len(steps) - 1) * PICKER_GAP) / sum(widths))
        widths = [round(width * squeeze) for width in widths]
        x = area.centerx - (sum(widths) + (len(steps) - 1) * PICKER_GAP) // 2
        y = area.bottom - ROW_ABOVE_PROMPT - BUTTON_SIZE[1]
        row = []
        for step, width in zip(steps, widths, strict=True):
            row.append((step, pygame.Rect(x, y, width, BUTTON_SIZE[1])))
            x += width + PICKER_GAP
        return row

    def button_label(self, step: Hashable) -> str:
        """The words on an option button."""
        return tr("kit.button.confirm") if step == CONFIRM else self.affordances.option_label(step)

    def _click(self, point: tuple[int, int]) -> bool:
        if any(sprite.rect.collidepoint(point) for sprite in self.dragdrop.items.values()):
            return False
        for step, rect in self.button_row():
            if rect.collidepoint(point):
                if step == CONFIRM:
                    self.confirm()
                else:
                    self.choose(step)
                return True
        for key in reversed(self.pickable()):
            if self.board.sprites[key].contains(point):
                self.toggle(key)
                return True
        for target in self.click_targets():
            if self.target_rect(target).collidepoint(point):
                self._reach(None, target)
                return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        order = self.focus_order()
        if not order:
            return False
        backwards = event.key in PREVIOUS_KEYS or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
        if event.key in NEXT_KEYS or backwards:
            start = self.focus if self.focus is not None else (0 if backwards else -1)
            self.focus = (start + (-1 if backwards else 1)) % len(order)
            self._show_focus(order)
            return True
        if event.key in CONFIRM_KEYS and self.focus is not None and self.focus < len(order):
            kind, what = order[self.focus]
            if kind == "item":
                return self.dragdrop.handle_event(event)
            if kind == "target":
                self._reach(None, what)
            elif kind == "option":
                self.choose(what)
            elif kind == "pick":
                self.toggle(what)
            else:
                self.confirm()
            return True
        return False

    def _show_focus(self, order: list[tuple[str, Hashable]]) -> None:
        """Mark the focused step: an item through the drag controller, a pick by its glow; the painter rims the
        rest (``focused``)."""
        kind, what = order[self.focus]
        self.dragdrop.focus_item = what if kind == "item" else None
        self.dragdrop.set_items(self.dragdrop.items)
        self._mark_picks()

    @property
    def focused(self) -> tuple[str, Hashable] | None:
        """The first step the keyboard points at, if any."""
        order = self.focus_order()
        return order[self.focus] if self.focus is not None and self.focus < len(order) else None

    def _mark_picks(self) -> None:
        focused = self.focused
        for key in self.pickable():
            sprite = self.board.sprites[key]
            if focused == ("pick", key):
                sprite.highlight = FOCUS
            else:
                sprite.highlight = SELECTED if key in self.selected else LEGAL

    # The follow-up picker.

    def picker_layout(self, area: pygame.Rect) -> list[tuple[Hashable, pygame.Rect, bool]]:
        """Where each option of the follow-up lies in the overlay over ``area``: (option, rect, is_card)."""
        followup = self.followup
        if followup is None:
            return []
        cards = self._picker_cards()
        plain = [option for option in followup.options if option not in cards]
        buttons = [(option, button_width(self.picker_label(option))) for option in [*plain, TAKE_BACK]]
        return picker.lay_out(area, cards, [self.picker_caption(option) for option in cards], buttons)

    def _picker_cards(self) -> list[Hashable]:
        """The follow-up's options shown as cards."""
        followup = self.followup
        if followup is None:
            return []
        return [option for option in followup.options if self.affordances.option_card(option) is not None]

    def picker_caption(self, option: Hashable) -> str:
        """The words under an option's card in the picker (where a victim lies), from the title's optional
        ``option_caption(option)``; none without it."""
        caption = getattr(self.affordances, "option_caption", None)
        return caption(option) if caption is not None else ""

    def picker_area(self) -> pygame.Rect:
        """The area the picker is laid out over: the title's ``picker`` zone, grown upwards when its cards take more
        than one row (``picker.grown``)."""
        captions = [self.picker_caption(option) for option in self._picker_cards()]
        return picker.grown(self.affordances.target_rect(("kit", "picker")), captions)

    def _handle_followup(self, event: pygame.event.Event) -> bool:
        followup = self.followup
        laid = self.picker_layout(self.picker_area())
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for option, rect, _ in laid:
                if rect.collidepoint(event.pos):
                    self._pick_option(option)
                    return True
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.cancel_followup()
            return True
        if event.type != pygame.KEYDOWN:
            return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
        options = [option for option, _, _ in laid]
        if event.key == pygame.K_ESCAPE:
            self.cancel_followup()
        elif event.key in NEXT_KEYS or event.key in PREVIOUS_KEYS:
            back = event.key in PREVIOUS_KEYS or event.mod & pygame.KMOD_SHIFT
            start = followup.focus if followup.focus is not None else (0 if back else -1)
            followup.focus = (start + (-1 if back else 1)) % len(options)
        elif event.key in CONFIRM_KEYS and followup.focus is not None:
            self._pick_option(options[followup.focus])
        return True

    def _pick_option(self, option: Hashable) -> None:
        if option == TAKE_BACK:
            self.cancel_followup()
        else:
            self.choose(option)

    def picker_label(self, option: Hashable) -> str:
        """The words on a picker button."""
        return tr("kit.button.take_back") if option == TAKE_BACK else self.affordances.option_label(option)

    # Hints.

    def show_hint(self, action: Action) -> None:
        """Mark the suggested item or target (the painter lights a suggested button or click target); a suggested
        multi-select stands selected, its Confirm lit. A suggested item the person may take becomes the keyboard's
        focus, which the drag controller keeps lit through every pointer move until the person acts or the position
        changes (a mark set on the sprite alone went dark at the next move); one only shown (the coach's) is marked."""
        self.hint = action
        route = self.routes.get(action)
        key = route.item if route is not None else None
        order = self.focus_order()
        if key is not None and key in self.dragdrop.items and ("item", key) in order and not self.busy:
            self.focus = order.index(("item", key))
            self._show_focus(order)
        elif key is not None and key in self.board.sprites and not self.busy:
            self.board.sprites[key].highlight = FOCUS
        if route is not None and route.picks and not self.busy:
            self.selected = set(route.picks)
            self._mark_picks()

    @property
    def hinted_step(self) -> Hashable | None:
        """The button the suggested action is taken by: its option when a button alone takes it, Confirm for a
        multi-select; None for one taken by a card or a place."""
        route = self.routes.get(self.hint) if self.hint is not None else None
        if route is None or route.item is not None or route.target is not None:
            return None
        return CONFIRM if route.picks else route.option

    def hint_target(self) -> Hashable | None:
        """Where the hinted item should go."""
        route = self.routes.get(self.hint) if self.hint is not None else None
        return route.target if route is not None else None
