"""The new-game screen: choose a title, the number of players, and for every seat who plays it.

Defaults make "one person against the computer" two clicks (New game, Start): the first title, three players where
the title allows it (else its nearest count), seat 1 a person, the others the computer at Normal. Once a title has
been started, its last set-up (``setup_memory``) replaces those defaults, and the screen opens on the title played
last.
"""

from __future__ import annotations

import functools
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from game.core import COMPUTER, HUMAN, LEVELS, PHONE, Ruleset, SetupError
from scenes.i18n import tr, translator
from scenes.play import new_match, open_table
from scenes.scene import PageScene
from scenes.setup_plans import NAME_LENGTH, SeatPlan, TitleSetup
from scenes.ui import theme
from scenes.ui.backdrop import blit_panel, compose, gold_frame
from scenes.ui.button import Button
from scenes.ui.choice import Choice, natural_width
from scenes.ui.dialog import Dialog
from scenes.ui.ornaments import draw_heading, draw_hint
from scenes.ui.text import font, render, render_lines, width_of, wrap
from scenes.ui.textfield import PADDING as FIELD_PADDING
from scenes.ui.textfield import TextField
from scenes.ui.widget import Widget

if TYPE_CHECKING:
    from scenes.app import App

COURT_NAMES = (
    "Gräfin Adelheid",
    "Graf Ruprecht",
    "Baronin Kunigunde",
    "Herzog Leopold",
    "Fürstin Hedwig",
    "Ritter Konrad",
    "Markgräfin Mathilde",
    "Kanzler Eberhard",
)
"""Names for computer seats, one per seat after the first; court names read well in every language."""

PREFERRED_PLAYERS = 3
TITLE_PANEL = pygame.Rect(70, 190, 700, 696)
SEAT_PANEL = pygame.Rect(810, 190, 1040, 696)
INNER = SEAT_PANEL.inflate(-2 * theme.SPACE_L, -2 * theme.SPACE_L)
LABEL_WIDTH = 250
NAME_WIDTH = 240
KIND_WIDTH = 330
LEVEL_WIDTH = 302
"""A seat's row: its name, who plays it (person, phone or computer) and a computer's level, filling ``INNER``."""
GAP = 16
BADGE = 44
CONTROL_HEIGHT = 58
RECORD_SPACE = 44
BUTTON_SIZE = (360, 84)
LEARN_SIZE = (480, 84)
OPTION_WIDTH = 200
"""The width each value of an option gets at least, so short values line up from title to title."""
OPTION_TEXT_SIZES = (theme.SIZE_BODY, theme.SIZE_SMALL, theme.SIZE_SMALL - 3)
"""Option values are shown at the first of these sizes at which they all fit their row, in any language."""


def option_label(title_id: str, key: str, value: Any) -> str:
    """The label of one option value: its catalogue text (``option.<title>.<key>.<value>``), else the value."""
    label_key = f"option.{title_id}.{key}.{value}"
    return tr(label_key) if translator.has(label_key) else str(value)


def option_help(title_id: str, key: str) -> str | None:
    """What option ``key`` changes and when to pick each value (``option.<title>.<key>.help``), shown on hover."""
    help_key = f"option.{title_id}.{key}.help"
    return tr(help_key) if translator.has(help_key) else None


def valid_choices(ruleset: Ruleset, players: int, key: str, options: dict[str, Any]) -> list[Any]:
    """The values of option ``key`` the rules accept for ``players`` seats (Hofnar's King must be a seat).

    Asking the ruleset to set a game up is the one source of truth on which combinations are allowed, so the
    screen offers exactly those instead of repeating each title's conditions.
    """
    option = next(option for option in ruleset.options if option.key == key)
    accepted = []
    for value in option.choices:
        try:
            ruleset.new_state(players, 0, {**options, key: value})
        except SetupError:
            continue
        accepted.append(value)
    return accepted or [option.default]


def option_matters(ruleset: Ruleset, players: int, key: str, options: dict[str, Any]) -> bool:
    """Whether option ``key`` changes anything for ``players`` seats: a game set up with each of its values looks
    different to a seat (Mit List und Tücke's three-player variant does nothing with four, so it is not offered)."""
    option = next(option for option in ruleset.options if option.key == key)
    views = []
    for value in option.choices:
        try:
            views.append(ruleset.new_state(players, 0, {**options, key: value}).view(0))
        except SetupError:
            continue
    return any(view != views[0] for view in views[1:])


def fitting_text_size(labels: list[str], width: int) -> int:
    """The largest of ``OPTION_TEXT_SIZES`` at which every label fits its segment of a choice ``width`` wide."""
    return next((size for size in OPTION_TEXT_SIZES if natural_width(labels, size) <= width), OPTION_TEXT_SIZES[-1])


def default_name(index: int, controller: str) -> str:
    """The name a seat gets until the player types one."""
    if controller == COMPUTER:
        return COURT_NAMES[(index - 1) % len(COURT_NAMES)]
    return tr("setup.player_name", number=index + 1)


def default_seat(index: int) -> SeatPlan:
    """Seat 1 is a person, every other seat the computer at Normal."""
    controller = HUMAN if index == 0 else COMPUTER
    return SeatPlan(default_name(index, controller), controller)


@functools.lru_cache(maxsize=64)
def title_card(size: tuple[int, int], name: str, players: str, description: str, state: str) -> pygame.Surface:
    """One title on the list: its name, its player range and a short description; the chosen one glows gold."""
    image = pygame.Surface(size, pygame.SRCALPHA)
    rect = image.get_rect()
    fill = {"selected": theme.BURGUNDY, "hover": theme.WINE, "normal": theme.WINE_DARK}[state]
    pygame.draw.rect(image, (*fill, 235), rect, border_radius=theme.RADIUS)
    if state == "selected":
        gold_frame(image, rect, inset=7)
    else:
        edge = theme.GOLD if state == "hover" else theme.GOLD_DARK
        pygame.draw.rect(image, edge, rect, 2, border_radius=theme.RADIUS)
    name_colour = theme.GOLD_LIGHT if state == "selected" else theme.GOLD
    heading = render(name, theme.SIZE_LABEL + 6, name_colour, theme.FACE_CAPS)
    heading_rect = image.blit(heading, (theme.SPACE_M, theme.SPACE_XS + 2))
    count = render(players, theme.SIZE_SMALL, theme.TEXT_MUTED, theme.FACE_ITALIC)
    image.blit(count, count.get_rect(midright=(rect.right - theme.SPACE_M, heading_rect.centery)))
    top = heading_rect.bottom + theme.SPACE_XS // 2
    step = round(font(theme.FACE_REGULAR, theme.SIZE_SMALL).get_linesize() * 1.15 * 0.85)
    fitting = max(0, (size[1] - top - theme.SPACE_S) // step)
    lines = wrap(description, size[0] - 2 * theme.SPACE_M, theme.SIZE_SMALL)
    if len(lines) > fitting:
        lines = lines[:fitting]
        if lines:
            lines[-1] = lines[-1].rsplit(" ", 1)[0] + " …"
    body = render_lines(lines, theme.SIZE_SMALL, theme.TEXT_LIGHT, spacing=1.15)
    image.blit(body, (theme.SPACE_M, top))
    return image


class TitleCard(Widget):
    """A selectable title on the setup screen."""

    def __init__(self, rect: pygame.Rect, ruleset: Ruleset, scene: SetupScene) -> None:
        super().__init__(rect)
        self.ruleset = ruleset
        self.scene = scene

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.activate()

    def activate(self) -> None:
        self.scene.choose_title(self.ruleset)

    def nudge(self, step: int) -> None:
        self.scene.nudge_title(step)

    def draw(self, surface: pygame.Surface) -> None:
        ruleset = self.ruleset
        selected = self.scene.ruleset is ruleset
        state = "selected" if selected else "hover" if self.hovered or self.focused else "normal"
        description_key = f"title.{ruleset.id}.description"
        description = tr(description_key) if translator.has(description_key) else ""
        players = tr("setup.players_range", low=ruleset.min_players, high=ruleset.max_players)
        surface.blit(title_card(self.rect.size, ruleset.name, players, description, state), self.rect)
        if self.focused:
            pygame.draw.rect(surface, theme.GOLD_PALE, self.rect.inflate(6, 6), 3, border_radius=theme.RADIUS + 2)


class SetupScene(PageScene):
    """Title list on the left; players, options and seats on the right; Back and Start below."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.rulesets = list(app.titles)
        self.ruleset: Ruleset | None = None
        self.players = 0
        self.options: dict[str, Any] = {}
        self.seats: list[SeatPlan] = []
        self.labels: list[tuple[str, pygame.Rect]] = []
        self.record_shown = False
        self.count_note: str | None = None
        """Why the player count changed with the title (the new title is not played by as many), until changed."""
        if self.rulesets:
            last = next((ruleset for ruleset in self.rulesets if ruleset.id == app.setups.last_title), None)
            self.choose_title(last or self.rulesets[0])
        else:
            self.layout()

    # Choices.

    def choose_title(self, ruleset: Ruleset) -> None:
        """Select ``ruleset`` with its last set-up; a title never started gets its default options, and the player
        count and seats chosen so far, as far as its range allows."""
        if ruleset is self.ruleset:
            return
        self.ruleset = ruleset
        remembered = self.app.setups.recall(ruleset, default_seat)
        chosen = self.players
        if remembered is None:
            self.options = {option.key: option.default for option in ruleset.options}
        else:
            self.options, self.seats = remembered.options, remembered.seats
            for index, seat in enumerate(self.seats):
                if not seat.renamed:
                    seat.name = default_name(index, seat.controller)
        wanted = chosen or (remembered.players if remembered is not None else PREFERRED_PLAYERS)
        self.players = max(ruleset.min_players, min(ruleset.max_players, wanted))
        self.count_note = None
        if chosen and self.players != chosen:
            low, high = ruleset.min_players, ruleset.max_players
            note = tr("setup.count_changed", title=ruleset.name, low=low, high=high, count=self.players, wanted=chosen)
            self.count_note = note
        self._fit_seats()
        self.layout(keep_focus=True)

    def nudge_title(self, step: int) -> None:
        """Select the previous or next title (Left/Right on the list)."""
        if self.ruleset is not None:
            index = self.rulesets.index(self.ruleset) + step
            self.choose_title(self.rulesets[max(0, min(index, len(self.rulesets) - 1))])

    def set_players(self, value: Hashable) -> None:
        """Change the number of players; seats already set up keep their choices."""
        self.players = int(value)
        self.count_note = None
        self._fit_seats()
        self.layout(keep_focus=True)

    def set_controller(self, index: int, controller: Hashable) -> None:
        """Make seat ``index`` a person (at the PC or on a phone) or the computer; an untouched name follows the
        change."""
        seat = self.seats[index]
        seat.controller = str(controller)
        if not seat.renamed:
            seat.name = default_name(index, seat.controller)
        self.layout(keep_focus=True)

    def set_level(self, index: int, level: Hashable) -> None:
        """Set the computer's level at seat ``index``."""
        self.seats[index].level = str(level)

    def rename(self, index: int, name: str) -> None:
        """Name seat ``index`` as typed."""
        seat = self.seats[index]
        if name != seat.name:
            seat.name = name
            seat.renamed = True

    def _fit_seats(self) -> None:
        self.seats = self.seats[: self.players] + [default_seat(i) for i in range(len(self.seats), self.players)]

    @property
    def has_table(self) -> bool:
        """True when the chosen title's table scene exists, so the game can start."""
        return self.ruleset is not None and self.ruleset.id in self.app.tables

    # Layout.

    def layout(self, keep_focus: bool = False) -> None:
        """Build every widget for the current choices, in the current language."""
        focus = self.controls.widgets.index(self.controls.focus) if keep_focus and self.controls.focus else None
        self.controls.clear()
        self.labels = []
        self._layout_titles()
        if self.ruleset is not None:
            self._layout_seats(self.ruleset)
        back = pygame.Rect((TITLE_PANEL.x, 924), BUTTON_SIZE)
        self.controls.add(Button(back, tr("common.back"), self.app.pop, style="secondary"))
        start = pygame.Rect((SEAT_PANEL.right - BUTTON_SIZE[0], 924), BUTTON_SIZE)
        tip = None if self.has_table else tr("setup.table_coming")
        self.start_button = self.controls.add(Button(start, tr("setup.start"), self.start, tooltip=tip))
        self.start_button.enabled = self.has_table
        if self.offers_lesson:
            learn = pygame.Rect((0, 924), LEARN_SIZE)
            learn.centerx = (back.right + start.x) // 2
            tip = tr("setup.learn_first.tip")
            self.controls.add(Button(learn, tr("setup.learn_first"), self.learn, style="secondary", tooltip=tip))
        self.picture = compose(self._draw_still)
        if focus is not None and focus < len(self.controls.widgets):
            self.controls.set_focus(self.controls.widgets[focus])

    def _layout_titles(self) -> None:
        count = max(len(self.rulesets), 1)
        gap = theme.SPACE_S + 4
        inner = TITLE_PANEL.inflate(-2 * theme.SPACE_M, -2 * theme.SPACE_M)
        height = min(200, (inner.height - gap * (count - 1)) // count)
        for index, ruleset in enumerate(self.rulesets):
            rect = pygame.Rect(inner.x, inner.y + index * (height + gap), inner.width, height)
            self.controls.add(TitleCard(rect, ruleset, self))

    def _layout_seats(self, ruleset: Ruleset) -> None:
        y = INNER.y
        counts = [(count, str(count)) for count in ruleset.player_counts]
        width = min(INNER.width - LABEL_WIDTH, 90 * len(counts))
        self._label("setup.players", y)
        rect = pygame.Rect(INNER.x + LABEL_WIDTH, y, width, CONTROL_HEIGHT)
        self.controls.add(Choice(rect, counts, self.players, self.set_players))
        y += CONTROL_HEIGHT + theme.SPACE_S
        for option in ruleset.options:
            if not option_matters(ruleset, self.players, option.key, self.options):
                continue
            choices = valid_choices(ruleset, self.players, option.key, self.options)
            if self.options[option.key] not in choices:
                self.options[option.key] = choices[0]
            self._label(f"option.{ruleset.id}.{option.key}", y)
            labelled = [(value, option_label(ruleset.id, option.key, value)) for value in choices]
            labels = [label for _, label in labelled]
            room = INNER.width - LABEL_WIDTH
            size = fitting_text_size(labels, room)
            width = min(room, max(OPTION_WIDTH * len(choices), natural_width(labels, size)))
            rect = pygame.Rect(INNER.x + LABEL_WIDTH, y, width, CONTROL_HEIGHT)
            setter = self._option_setter(option.key)
            tip = option_help(ruleset.id, option.key)
            self.controls.add(Choice(rect, labelled, self.options[option.key], setter, text_size=size, tooltip=tip))
            y += CONTROL_HEIGHT + theme.SPACE_S
        self.seat_header_y = y + theme.SPACE_XS
        y += 44
        row = min(70, (INNER.bottom + theme.SPACE_M - y) // self.players)
        self.record_shown = y + row * self.players + RECORD_SPACE <= INNER.bottom + theme.SPACE_M
        field = row - 8
        size = theme.SIZE_BODY if field >= 54 else theme.SIZE_SMALL
        kinds = [(HUMAN, tr("setup.human")), (PHONE, tr("setup.phone")), (COMPUTER, tr("setup.computer"))]
        levels = [(level, tr(f"setup.level.{level}")) for level in LEVELS]
        self.seat_rows: list[int] = []
        for index, seat in enumerate(self.seats):
            top = y + index * row
            self.seat_rows.append(top + field // 2)
            x = INNER.x + BADGE + theme.SPACE_S
            rect = pygame.Rect(x, top, NAME_WIDTH, field)
            name_size = size if width_of(seat.name, size) <= NAME_WIDTH - 2 * FIELD_PADDING else theme.SIZE_SMALL
            name = TextField(rect, seat.name, self._renamer(index), max_length=NAME_LENGTH, text_size=name_size)
            self.controls.add(name)
            x += NAME_WIDTH + GAP
            rect = pygame.Rect(x, top, KIND_WIDTH, field)
            kind_size = min(size, fitting_text_size([label for _, label in kinds], KIND_WIDTH))
            kind = Choice(rect, kinds, seat.controller, self._kind_setter(index), text_size=kind_size)
            self.controls.add(kind)
            x += KIND_WIDTH + GAP
            if seat.controller == COMPUTER:
                rect = pygame.Rect(x, top, LEVEL_WIDTH, field)
                level_size = min(theme.SIZE_SMALL, fitting_text_size([label for _, label in levels], LEVEL_WIDTH))
                level = Choice(rect, levels, seat.level, self._level_setter(index), text_size=level_size)
                self.controls.add(level)

    def _label(self, key: str, y: int) -> None:
        text = tr(key) if translator.has(key) else key.rsplit(".", 1)[-1].replace("_", " ").capitalize()
        self.labels.append((text, pygame.Rect(INNER.x, y, LABEL_WIDTH, CONTROL_HEIGHT)))

    def _option_setter(self, key: str):
        return lambda value: self.options.__setitem__(key, value)

    def _renamer(self, index: int):
        return lambda name: self.rename(index, name)

    def _kind_setter(self, index: int):
        return lambda value: self.set_controller(index, value)

    def _level_setter(self, index: int):
        return lambda value: self.set_level(index, value)

    @property
    def offers_lesson(self) -> bool:
        """True for a title the person has never played that has a lesson and a table: "Learn this game first"."""
        from scenes.tables.kit.lesson import lesson_titles  # the table kit loads with the first table (issue 37 §7)

        ruleset = self.ruleset
        if ruleset is None or not self.has_table or not lesson_titles([ruleset.id]):
            return False
        entry = self.app.statistics.titles.get(ruleset.id)
        return entry is None or entry.played + entry.unranked == 0

    def learn(self) -> None:
        """Take the chosen title's lesson (leaving it comes back here)."""
        from scenes.tables.kit.lesson_run import open_lesson

        if self.ruleset is not None:
            open_lesson(self.app, self.ruleset.id)

    # Starting.

    def start(self) -> None:
        """Start the match; if a game of this title is in progress, ask first, since the new game replaces it (a game
        of another title in progress stays)."""
        if not self.has_table:
            return
        assert self.ruleset is not None
        saved = self.app.storage.load_autosave(self.app.titles, self.ruleset.id)
        if saved is None:
            self._start()
            return
        question = tr("setup.replace_save", title=self.app.titles.get(saved.title).name)
        buttons = [(tr("setup.start"), self._start), (tr("common.cancel"), None)]
        self.app.push(Dialog(self.app, tr("setup.replace_title"), question, buttons))

    def _start(self) -> None:
        assert self.ruleset is not None
        self.app.setups.remember(self.ruleset.id, TitleSetup(self.players, dict(self.options), list(self.seats)))
        match = new_match(self.app, self.ruleset, [seat.to_seat() for seat in self.seats], self.options)
        open_table(self.app, match, replace=True)

    # The scene interface.

    def resume(self) -> None:
        self.layout(keep_focus=True)

    def _draw_still(self, surface: pygame.Surface) -> None:
        draw_heading(surface, tr("setup.title"), y=30)
        blit_panel(surface, TITLE_PANEL, "wood")
        blit_panel(surface, SEAT_PANEL, "velvet")
        for text, rect in self.labels:
            label = render(text, theme.SIZE_LABEL, theme.GOLD_LIGHT, theme.FACE_CAPS)
            surface.blit(label, label.get_rect(midleft=(rect.x, rect.centery - 3)))
        if self.ruleset is not None:
            self._draw_seat_header(surface)
            if self.count_note is not None:
                self._draw_count_note(surface, self.count_note)
            elif self.record_shown:
                self._draw_record(surface, self.ruleset)
        else:
            note = render(tr("setup.no_titles"), theme.SIZE_LABEL, theme.TEXT_MUTED, theme.FACE_ITALIC)
            surface.blit(note, note.get_rect(center=SEAT_PANEL.center))
        if self.ruleset is not None and not self.has_table:
            note = render(tr("setup.table_coming"), theme.SIZE_BODY, theme.GOLD_PALE, theme.FACE_ITALIC)
            surface.blit(
                note, note.get_rect(midright=(self.start_button.rect.x - theme.SPACE_M, self.start_button.rect.centery))
            )
        draw_hint(surface, tr("common.hint_back"))

    def _draw_record(self, surface: pygame.Surface, ruleset: Ruleset) -> None:
        """The title's record so far, from the statistics, at the foot of the seat panel."""
        entry = self.app.statistics.titles.get(ruleset.id)
        played, won, judged = (entry.played, entry.won, entry.unranked) if entry else (0, 0, 0)
        if judged:
            text = tr("setup.record_judged", played=played, won=won, judged=judged)
        else:
            text = tr("setup.record", played=played, won=won) if played else tr("setup.record_none")
        line = render(text, theme.SIZE_SMALL, theme.TEXT_MUTED, theme.FACE_ITALIC)
        surface.blit(line, line.get_rect(midbottom=(SEAT_PANEL.centerx, SEAT_PANEL.bottom - theme.SPACE_M)))

    def _draw_count_note(self, surface: pygame.Surface, note: str) -> None:
        """Why the number of players changed with the title, at the foot of the seat panel."""
        line = render(note, theme.SIZE_SMALL, theme.GOLD_PALE, theme.FACE_ITALIC)
        surface.blit(line, line.get_rect(midbottom=(SEAT_PANEL.centerx, SEAT_PANEL.bottom - theme.SPACE_M)))

    def _draw_seat_header(self, surface: pygame.Surface) -> None:
        x = INNER.x + BADGE + theme.SPACE_S
        columns = (
            ("setup.name", x),
            ("setup.played_by", x + NAME_WIDTH + GAP),
            ("setup.level", x + NAME_WIDTH + KIND_WIDTH + 2 * GAP),
        )
        for key, left in columns:
            heading = render(tr(key), theme.SIZE_SMALL, theme.TEXT_MUTED, theme.FACE_CAPS)
            surface.blit(heading, (left + 4, self.seat_header_y))
        for index, centre_y in enumerate(self.seat_rows):
            centre = (INNER.x + BADGE // 2, centre_y)
            colour = theme.SEAT_COLOURS[index % len(theme.SEAT_COLOURS)]
            pygame.draw.circle(surface, theme.SHADOW, (centre[0] + 1, centre[1] + 3), BADGE // 2)
            pygame.draw.circle(surface, colour, centre, BADGE // 2)
            pygame.draw.circle(surface, theme.GOLD, centre, BADGE // 2, 2)
            number = render(str(index + 1), theme.SIZE_BODY, theme.TEXT_LIGHT, theme.FACE_CAPS)
            surface.blit(number, number.get_rect(center=(centre[0], centre[1] - 2)))
