"""The kit's furniture fits what it holds (issue 34, found in whole games played in real windows): the final ranking's
heading stays within its panel with the longest names in German, however many share the victory; the follow-up
picker lays many options in rows, each card wide enough for its caption (Hof-Verrat's assassin with eleven victims);
a title's counts on the seat plates are markers the kit draws (Hof-Verrat's hand sizes, Verräter's points and hand
counts)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core import Result, Rng, Seat
from game.hofverrat import RULESET
from game.hofverrat.actions import PlayToTable
from game.verraeter import RULESET as VERRAETER
from scenes.drive import click, drag, frames
from scenes.i18n import set_language
from scenes.setup import COURT_NAMES
from scenes.tables.hofverrat.interaction import SPARE
from scenes.tables.kit import hud, picker, plates
from scenes.ui import theme
from scenes.ui.text import numeral, width_of, wrap
from tests.scenes.helpers import screenshot, settle
from tests.scenes.test_hofverrat_table import COMPUTER, PERSON, hand_spot, open_hofverrat, side_spot
from tests.scenes.test_verraeter_table import OPTIONS, open_verraeter

SENTINEL = (1, 2, 3)
SHADOW_ROOM = 16
"""How far the panel's shadow may fall beyond it."""


@pytest.mark.parametrize("sharing", [1, 2, 3, 5])
def test_the_rankings_heading_stays_in_its_panel_with_the_longest_names_in_german(sharing: int):
    pygame.font.init()
    set_language("de")
    names = sorted(COURT_NAMES, key=len, reverse=True)[:6]
    seats = range(len(names))
    result = Result(
        scores=tuple(10 if seat < sharing else seat for seat in seats),
        lines=(),
        ranking=(tuple(range(sharing)), *((seat,) for seat in seats[sharing:])),
    )
    surface = pygame.Surface(theme.LOGICAL_SIZE)
    surface.fill(SENTINEL)
    panel = hud.draw_ranking(surface, surface.get_rect(), result, names)
    assert surface.get_rect().contains(panel)
    outside = pygame.mask.from_threshold(surface, SENTINEL, (1, 1, 1, 255))
    outside.invert()
    drawn = outside.get_bounding_rects()
    reach = drawn[0].unionall(drawn[1:])
    assert panel.inflate(2 * SHADOW_ROOM, 2 * SHADOW_ROOM).contains(reach), f"drawn {reach}, panel {panel}"


COURT = Seat("Markgräfin Mathilde", "computer", "easy")
CROWDED = (1, 48, 11)
"""A Hof-Verrat game (seed, random moves played) where the person's assassin (card 11) on the royal table's upper
side may eliminate any of eleven cards."""


def crowded_moves() -> list:
    seed, count, _ = CROWDED
    state, rng, moves = RULESET.new_state(2, seed), Rng(seed), []
    for _ in range(count):
        moves.append(rng.choice(state.legal_actions()))
        state.apply(moves[-1])
    return moves


@pytest.mark.parametrize(("language", "window"), [("de", "1280x720"), ("en", "1920x1080")])
def test_hv14_eleven_victims_take_two_rows_each_card_wide_enough_for_its_caption(
    data_folder: Path, language: str, window: str
):
    app, match = open_hofverrat(data_folder, [PERSON, COMPUTER], CROWDED[0], actions=crowded_moves(), window=window)
    app.settings.language = language
    app.save_settings()
    table = app.top
    settle(app, table)
    assassin = CROWDED[2]
    drag(app, hand_spot(table, assassin), side_spot(table, assassin, 0))
    decisions = table.decisions
    assert decisions.followup is not None and len(decisions.followup.options) == 12
    area = decisions.picker_area()
    laid = decisions.picker_layout(area)
    cards = [(option, rect) for option, rect, is_card in laid if is_card]
    buttons = [rect for _, rect, is_card in laid if not is_card]
    captions = [decisions.picker_caption(option) for option, _ in cards]
    assert len({rect.top for _, rect in cards}) == 2, "eleven victims take two rows"
    assert theme.LOGICAL_SIZE[1] >= area.bottom and area.top >= 0
    for (_, rect), caption in zip(cards, captions, strict=True):
        room = rect.width + picker.PICKER_GAP - 4 - picker.CAPTION_MARGIN
        lines = wrap(caption, room, picker.CAPTION_SIZE)
        assert len(lines) <= 2 and all(width_of(line, picker.CAPTION_SIZE) <= room for line in lines), caption
        below = rect.inflate(picker.PICKER_GAP - 4, 0)
        below.height += picker.PICKER_CAPTION
        assert area.contains(below), f"{caption!r} under its card stays in the picker"
        lower = [each for _, each in cards if each.top > rect.top]
        assert not any(below.colliderect(other) for other in [*lower, *buttons]), f"{caption!r} covers nothing"
    assert all(button.top >= max(rect.bottom for _, rect in cards) + picker.PICKER_CAPTION for button in buttons)
    frames(app, 20)
    screenshot(app, f"kit-picker-eleven-{language}")
    victim = cards[-1][0]
    click(app, cards[-1][1].center)
    assert decisions.followup is None and victim != SPARE
    played = next(action for action in reversed(match.record.actions) if isinstance(action, PlayToTable))
    assert played.card == assassin and played.target == victim


@pytest.mark.parametrize(("language", "window"), [("de", "1280x720"), ("en", "1920x1080")])
def test_hof_verrats_hand_sizes_are_markers_the_kit_draws_on_the_plates(data_folder: Path, language: str, window: str):
    app, _ = open_hofverrat(data_folder, [PERSON, COMPUTER, COURT], 3, window=window)
    app.settings.language = language
    app.save_settings()
    table = app.top
    settle(app, table)
    view = table.shown.view
    assert table.markers(view.seat) == [], "the person's own hand lies open before them"
    for seat in range(table.players):
        if seat == view.seat:
            continue
        plate = table.geometry.plate(seat)
        (marker,) = table.markers(seat)
        assert marker.text == str(view.hand_sizes[seat]) and marker.end and marker.icon is not None
        (rect,) = plates.marker_rects(plate, table.names[seat], [marker])
        assert plate.contains(rect) and rect.left > plates.name_end(plate, table.names[seat])
    screenshot(app, f"kit-plates-hofverrat-{language}")


@pytest.mark.parametrize(("language", "window"), [("de", "1280x720"), ("en", "1920x1080")])
def test_verraeters_points_and_hand_counts_are_markers_the_kit_draws_on_the_plates(
    data_folder: Path, language: str, window: str
):
    names = ("Markgräfin Mathilde", "Graf Ruprecht", "Ritter Konrad")
    seats = [PERSON, *(Seat(name, "computer", "easy") for name in names)]
    state, rng, moves = VERRAETER.new_state(4, 1, VERRAETER.resolve_options(OPTIONS)), Rng(1), []
    while len(moves) < 40 or state.to_move != 0:
        moves.append(rng.choice(state.legal_actions()))
        state.apply(moves[-1])
    app, _ = open_verraeter(data_folder, seats, 1, actions=moves, window=window)
    app.settings.language = language
    app.save_settings()
    table = app.top
    frames(app, 5)
    view = table.shown.view
    for seat in range(4):
        plate, markers = table.geometry.plate(seat), table.markers(seat)
        assert markers[0].text == numeral(view.points[seat]) and markers[0].strong
        if seat == view.seat:
            assert len(markers) == 1, "the person's own hand lies open before them"
        else:
            assert markers[1].text == str(view.hand_sizes[seat]) and markers[1].end
        rects = plates.marker_rects(plate, table.names[seat], markers)
        assert all(plate.contains(rect) for rect in rects)
        assert len(rects) == 1 or rects[0].right < rects[1].left, "the points never reach the hand count"
    screenshot(app, f"kit-plates-verraeter-{language}")
