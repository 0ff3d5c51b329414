"""Wording defects of issue 34 §4: German lines that read wrongly, the turn's area chips in one size, and no log line
that leaves a lone "5." on its last line."""

from __future__ import annotations

import pygame

from scenes.i18n import set_language, tr
from scenes.tables.hofverrat import hud
from scenes.tables.kit.log import without_orphan
from scenes.ui import theme
from scenes.ui.text import width_of, wrap

pygame.font.init()


def test_german_lines_read_rightly_for_one_player_and_any_landscape():
    set_language("de")
    try:
        stake = tr("verraeter.tip.stake", house="Rose", names="Player 1", points=15)
        assert stake == "Gewinnt das Haus Rose: je 15 Punkte für Player 1.", "no plural verb for one player"
        flipped = tr("verraeter.log.flipped", landscape="Stadt", house="Adler")
        assert "Die Landschaft Stadt" not in flipped and "„Stadt“" in flipped
        assert "Ziehen," not in tr("hofverrat.status.your_turn"), "no word that reads as drawing a card"
    finally:
        set_language("en")


def test_the_turns_area_chips_share_one_size_in_german():
    set_language("de")
    try:
        sizes = []
        real_render = hud.render

        def noted(text, size, *args):
            sizes.append(size)
            return real_render(text, size, *args)

        hud.render = noted
        try:
            hud.draw_turn_areas(pygame.Surface((900, 60)), pygame.Rect(0, 0, 900, 56), ())
        finally:
            hud.render = real_render
        assert len(sizes) == 3 and len(set(sizes)) == 1, sizes
        assert width_of(tr("hofverrat.area.table"), sizes[0]) <= (900 - 16) // 3 - 38
    finally:
        set_language("en")


def test_a_log_line_never_leaves_a_lone_number_on_its_last_line():
    text = "Runde 5 beginnt. Bertram ist der Günstling und kann diese Runde nicht verlieren, Runde 5."
    for width in range(160, 520, 7):
        lines = without_orphan(wrap(text, width, 22, theme.FACE_REGULAR))
        assert lines[-1] != "5.", width
        assert " ".join(lines) == text
