"""HN-8 at a hot seat: the King lays his mood face down, and nothing on screen tells which one he laid.

Everyone knows the King's hand (two Funny, two Interesting, two Spectacle, one Drunk) and that it lies sorted. Once
his mood is down, the next person may already be looking, so his hand turns face down at once; if its cards kept
their places, the gap the laid card left (or where it flew from) would name the mood. The tests lay several moods
at the same table, dragged, clicked and by keys, record where every card of the King's hand and the mood card stand
in every frame from the drop until the curtain falls for the next person, and require the same pictures whichever
mood it was.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from pathlib import Path

import pygame
import pytest

from game.hofnar.actions import ChooseMood
from scenes.app import App
from scenes.curtain import CurtainScene
from scenes.drive import click, drag, frames, press
from scenes.tables.hofnar import HofnarTable, motion
from scenes.tables.hofnar.interaction import MOOD_SLOT, mood_hand_key
from scenes.tables.kit.board import HAND
from tests.scenes.test_hofnar_table import computer, hand_spot, open_hofnar, person, table_of, wait_for_person

MOODS = ("funny", "interesting", "drunk")
"""The first of the hand, one in the middle and its last."""
LIMIT = 60 * 20
"""Frames to wait for the curtain after the mood is laid (it falls within a few seconds at normal speed)."""

Frame = tuple[tuple[float, float, float, float], ...]


def by_drag(app: App, table: HofnarTable, mood: str) -> None:
    drag(app, hand_spot(table, mood_hand_key(mood, 0)), table.geometry.zone("mood").center)


def by_clicks(app: App, table: HofnarTable, mood: str) -> None:
    """Click the mood's card, then its place."""
    click(app, hand_spot(table, mood_hand_key(mood, 0)))
    click(app, table.geometry.zone("mood").center)


def by_keys(app: App, table: HofnarTable, mood: str) -> None:
    """Tab to the mood's card, Enter, Tab to the mood's place, Enter: as a player without a mouse does."""
    dragdrop = table.decisions.dragdrop
    for _ in range(12):
        press(app, pygame.K_TAB)
        if dragdrop.focus_item == mood_hand_key(mood, 0):
            break
    press(app, pygame.K_RETURN)
    for _ in range(12):
        if dragdrop.focus_target == MOOD_SLOT:
            break
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)


def pictures(tmp_path: Path, monkeypatch, mood: str, lay: Callable[[App, HofnarTable, str], None]) -> list[Frame]:
    """Every frame from the drop of ``mood`` until the curtain: each card's place, size and turn, in no card's order
    (their keys name the moods, their places must not)."""
    app, match = open_hofnar(tmp_path / mood, [person(1), person(2), computer(1)], seed=11, king=0, speed="normal")
    while isinstance(app.top, CurtainScene):
        app.top.age = 1.0
        press(app, pygame.K_SPACE)
    table = table_of(app)
    wait_for_person(app, match)
    assert table.private and ChooseMood(mood) in table.view.legal_actions
    shots: list[Frame] = []
    draw = app.draw

    def draw_and_record() -> None:
        draw()
        if match.record.actions and app.top is table:
            board = table.board
            keys = [key for key in board.sprites if key[0] == HAND or key == motion.MOOD_KEY]
            assert all(board.cards[key] is None for key in keys), "face down from the drop on"
            sprites = [board.sprites[key] for key in keys]
            shots.append(tuple(sorted((*sprite.pos, round(sprite.scale, 4), sprite.flip) for sprite in sprites)))

    monkeypatch.setattr(app, "draw", draw_and_record)
    lay(app, table, mood)
    assert match.record.actions == (ChooseMood(mood),)
    for _ in range(LIMIT):
        if isinstance(app.top, CurtainScene):
            break
        frames(app)
    assert isinstance(app.top, CurtainScene), "the curtain falls for the next person"
    return shots


@pytest.mark.parametrize("lay", [by_drag, by_clicks, by_keys], ids=["dragged", "clicked", "keys"])
def test_hn8_a_hot_seat_shows_the_same_frames_whichever_mood_the_king_laid(tmp_path, monkeypatch, lay):
    seen = {mood: pictures(tmp_path, monkeypatch, mood, lay) for mood in MOODS}
    assert all(len(shots) > 20 for shots in seen.values()), "the move is watched frame by frame"
    for first, second in combinations(MOODS, 2):
        a, b = seen[first], seen[second]
        differ = next((index for index, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), None)
        assert len(a) == len(b) and differ is None, f"{first} and {second} look different from frame {differ} on"
