"""Every text on the shell's screens fits the box it is drawn in, in English, German and Dutch.

Each check measures the rendered width of a label with the font and size it is drawn with, against the room its
widget or column leaves it; the logical screen is the same at every window size, so one measurement covers 1280×720.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pytest

from game.core import COMPUTER, PHONE, Match, Result, ScoreLine, Seat
from game.titles import TITLES
from scenes.drive import frames
from scenes.i18n import LANGUAGES, set_language, tr
from scenes.pause import PauseScene
from scenes.results import ResultsScene
from scenes.rules import RulesScene
from scenes.settings import SettingsScene
from scenes.setup import BADGE, GAP, INNER, KIND_WIDTH, LEVEL_WIDTH, NAME_WIDTH, SEAT_PANEL, SetupScene
from scenes.tables import TABLES
from scenes.ui import theme
from scenes.ui.button import LABEL_INSET, SMALLEST_LABEL, Button, label_size
from scenes.ui.choice import Choice, segment_rects
from scenes.ui.dialog import Dialog
from scenes.ui.text import width_of
from scenes.ui.textfield import PADDING, TextField
from scenes.ui.widget import Widget
from tests.scenes.helpers import make_app, screenshot
from tests.scenes.test_tables_kit import computers, open_position
from tests.toy_title import HIGH_CARD

SEGMENT_INSET = 16
"""A choice's selected value sits on a gold pill 8 pixels inside its segment; the text keeps clear of the pill's rim."""
BUTTON_INSET = 2 * theme.RADIUS


class Overflows(list):
    """Texts wider than their room, as "text: width > room"."""

    def check(self, text: str, width: int, room: int) -> None:
        if width > room:
            self.append(f"{text!r}: {width} > {room}")


def widget_overflows(widgets: Iterable[Widget]) -> Overflows:
    """The labels of choices, buttons and text fields that do not fit their widget."""
    found = Overflows()
    for widget in widgets:
        if isinstance(widget, Choice):
            for segment, label in zip(segment_rects(widget.rect, widget.weights), widget.labels, strict=True):
                found.check(label, width_of(label, widget.text_size), segment.width - SEGMENT_INSET)
        elif isinstance(widget, Button):
            width = width_of(widget.label, widget.text_size, theme.FACE_CAPS)
            found.check(widget.label, width, widget.rect.width - BUTTON_INSET)
        elif isinstance(widget, TextField):
            found.check(widget.text, width_of(widget.text, widget.text_size), widget.rect.width - 2 * PADDING)
    return found


def setup_overflows(scene: SetupScene) -> Overflows:
    """Everything on the set-up screen that does not fit: widgets, title cards, option labels, column headings."""
    found = widget_overflows(scene.controls.widgets)
    for card in scene.controls.widgets:
        if hasattr(card, "ruleset"):
            players = tr("setup.players_range", low=card.ruleset.min_players, high=card.ruleset.max_players)
            width = width_of(card.ruleset.name, theme.SIZE_LABEL + 6, theme.FACE_CAPS)
            width += width_of(players, theme.SIZE_SMALL, theme.FACE_ITALIC)
            found.check(f"{card.ruleset.name} {players}", width, card.rect.width - 3 * theme.SPACE_M)
    for text, rect in scene.labels:
        found.check(text, width_of(text, theme.SIZE_LABEL, theme.FACE_CAPS), rect.width - GAP)
    for key, room in (("setup.name", NAME_WIDTH), ("setup.played_by", KIND_WIDTH), ("setup.level", LEVEL_WIDTH)):
        found.check(tr(key), width_of(tr(key), theme.SIZE_SMALL, theme.FACE_CAPS), room - GAP)
    if scene.count_note is not None:
        note = scene.count_note
        found.check(note, width_of(note, theme.SIZE_SMALL, theme.FACE_ITALIC), SEAT_PANEL.width - 2 * theme.SPACE_M)
    elif scene.record_shown:
        line = tr("setup.record", played=123, won=45)
        found.check(line, width_of(line, theme.SIZE_SMALL, theme.FACE_ITALIC), INNER.width + 2 * BADGE)
    if not scene.has_table:
        back = next(w for w in scene.controls.widgets if isinstance(w, Button) and w is not scene.start_button)
        note = tr("setup.table_coming")
        room = scene.start_button.rect.x - back.rect.right - 2 * theme.SPACE_M
        found.check(note, width_of(note, theme.SIZE_BODY, theme.FACE_ITALIC), room)
    return found


SEAT_KINDS = (PHONE, COMPUTER)
"""Seats after the first alternate between a phone and the computer, so every row shows Person, Phone and Computer
and both row shapes (with and without the level) are measured."""


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_text_on_the_setup_screen_fits_its_box(data_folder: Path, language: str):
    """Titles are chosen from the largest count down, so a title not played by as many says why under the seats. With
    the toy table alone every real title shows "table coming"; then, with every table, the titles with a lesson show
    "Learn this game first" between Back and Start."""
    app = make_app(data_folder, window="1280x720")
    set_language(language)
    setup = SetupScene(app)
    app.push(setup)
    problems = []
    by_size = sorted(app.titles, key=lambda ruleset: -ruleset.max_players)
    for ruleset in by_size:
        setup.choose_title(ruleset)
        problems += [f"{ruleset.id}, chosen: {problem}" for problem in setup_overflows(setup)]
        for players in ruleset.player_counts:
            setup.set_players(players)
            for index in range(1, players):
                setup.set_controller(index, SEAT_KINDS[index % len(SEAT_KINDS)])
            problems += [f"{ruleset.id}, {players} players: {problem}" for problem in setup_overflows(setup)]
        frames(app)
        screenshot(app, f"setup-{ruleset.id}-{language}")
    app.tables = {**app.tables, **TABLES}
    lessons = 0
    for ruleset in by_size:
        setup.choose_title(ruleset)
        lessons += setup.offers_lesson
        problems += [f"{ruleset.id} with its table: {problem}" for problem in setup_overflows(setup)]
    setup.choose_title(by_size[0])
    frames(app)
    screenshot(app, f"setup-learn-{language}")
    assert problems == []
    assert lessons, "the Learn button was measured"


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_button_and_choice_on_the_other_screens_fits(data_folder: Path, language: str):
    app = make_app(data_folder, window="1280x720")
    set_language(language)
    app.open_menu()
    match = Match.start(HIGH_CARD, [Seat("Anna"), Seat("Bert")], seed=3)
    result = Result(scores=(3, 1), lines=(ScoreLine(0, "high_card.won", 3),), ranking=((0,), (1,)))
    screens = {
        "menu": app.top,
        "settings": SettingsScene(app),
        "rules": RulesScene(app),
        "results": ResultsScene(app, "High card", result, ["Anna", "Bert"], play_again=lambda: None),
        "pause": PauseScene(app, match),
        "quit": Dialog(
            app, tr("menu.quit_title"), tr("menu.quit_question"), [(tr("menu.quit"), None), (tr("common.stay"), None)]
        ),
        "replace": Dialog(
            app, tr("setup.replace_title"), "…", [(tr("setup.start"), None), (tr("common.cancel"), None)]
        ),
    }
    problems = []
    for name, scene in screens.items():
        problems += [f"{name}: {problem}" for problem in widget_overflows(scene.controls.widgets)]
    assert problems == []


def test_the_checks_find_a_text_that_does_not_fit(data_folder: Path):
    app = make_app(data_folder, window="1280x720")
    setup = SetupScene(app)
    assert setup_overflows(setup) == []
    setup.labels.append(("An option label far too long for its column", setup.labels[0][1]))
    assert len(setup_overflows(setup)) == 1
    setup.count_note = "A note on the player count far too long for the foot of the seat panel, " * 2
    assert len(setup_overflows(setup)) == 2
    squeezed = Button(app.top.buttons["quit"].rect.inflate(-400, 0), "A label for a wide button", lambda: None)
    assert len(widget_overflows([squeezed])) == 1


def test_a_label_too_long_for_its_button_shrinks_until_it_fits_and_a_short_one_keeps_its_size(data_folder: Path):
    make_app(data_folder)
    long_label, short_label = "Who eliminates whom", "Menu"
    drawn = label_size(long_label, 280, theme.SIZE_BUTTON)
    assert SMALLEST_LABEL <= drawn < theme.SIZE_BUTTON
    assert width_of(long_label, drawn, theme.FACE_CAPS) <= 280 - 2 * LABEL_INSET
    assert width_of(long_label, drawn + 1, theme.FACE_CAPS) > 280 - 2 * LABEL_INSET, "the largest size that fits"
    assert label_size(short_label, 280, theme.SIZE_BUTTON) == theme.SIZE_BUTTON


@pytest.mark.parametrize("language", sorted(LANGUAGES))
@pytest.mark.parametrize("title", sorted(TABLES))
def test_every_button_at_every_table_fits_its_label_at_the_size_it_is_drawn(
    data_folder: Path, title: str, language: str
):
    set_language(language)
    ruleset = TITLES.get(title)
    seats = [Seat("Ada"), *computers(ruleset.min_players - 1)]
    app, _ = open_position(data_folder, title, seats, seed=3, moves=0)
    buttons = [widget for widget in app.top.controls.widgets if isinstance(widget, Button)]
    assert buttons, "every table has buttons (Undo, Hint, Menu)"
    found = Overflows()
    for button in buttons:
        drawn = label_size(button.label, button.rect.width, button.text_size)
        found.check(button.label, width_of(button.label, drawn, theme.FACE_CAPS), button.rect.width - 2 * LABEL_INSET)
    assert found == []
