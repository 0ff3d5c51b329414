"""The conflict's tally in the middle of the circle: each house's landscape, supply and diplomats, and its total.

Before the reveal it shows what the shown seat can see (``game.verraeter.knowledge.known_tally``), marked "as far as
you can see"; when the conflict is decided its numbers count up on both sides, part by part, to the winner.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import pygame

from game.verraeter.data import HOUSES
from game.verraeter.events import ConflictDecided
from game.verraeter.knowledge import HouseTally
from scenes.art.roundels import roundel, roundel_pad
from scenes.art.verraeter.looks import HOUSES as HOUSE_LOOKS
from scenes.i18n import tr
from scenes.tables.kit import script
from scenes.ui import dirty, theme, tween
from scenes.ui.text import render

if TYPE_CHECKING:
    from scenes.tables.verraeter.scene import VerraeterTable

PART_SECONDS = 0.45
BADGE = 54
PARTS = ("landscape", "supply", "diplomats")


@dataclasses.dataclass
class Side:
    """One house's numbers as shown now (they count up during the show)."""

    landscape: int = 0
    supply: int = 0
    diplomats: int = 0

    @property
    def total(self) -> int:
        """Landscape + supply + diplomats."""
        return self.landscape + self.supply + self.diplomats


@dataclasses.dataclass
class TallyShow:
    """The decided conflict as it counts up: both sides, and the winner once the count is over (None: a tie);
    ``decided`` is the conflict itself, whose losing landscape its points fly from."""

    sides: dict[str, Side]
    decided: ConflictDecided
    winner: str | None = None
    finished: bool = False

    def stamp(self) -> tuple:
        """What it shows, as a value."""
        return (*(dataclasses.astuple(self.sides[house]) for house in HOUSES), self.winner, self.finished)


def count_tally(stage: VerraeterTable, event: ConflictDecided) -> tween.Animation:
    """Count both houses up part by part (landscape, then supply, then diplomats), then light the winner."""
    show = TallyShow({house: Side() for house in HOUSES}, event)
    stage.tally_show = show
    steps: list[tween.Animation] = []
    for part in PARTS:
        counts = []
        for house in HOUSES:
            end = getattr(event, f"{house}_{part}")
            side = show.sides[house]
            counts.append(
                script.count_up(lambda value, side=side, part=part: setattr(side, part, value), 0, end, PART_SECONDS)
            )
        steps.append(tween.parallel(*counts))

    def finish() -> None:
        show.winner, show.finished = event.winner, True
        stage.sound(script.ROUND_WON)

    return tween.sequence(*steps, tween.Call(finish), tween.Delay(0.5))


def draw_tally(
    surface: pygame.Surface,
    halves: tuple[pygame.Rect, pygame.Rect],
    numbers: dict[str, Side],
    caption: str,
    winner: str | None = None,
    finished: bool = False,
) -> None:
    """Both halves of the tally: the house's badge and name, its total, and its parts; the winner rimmed in gold."""
    for house, half in zip(HOUSES, halves, strict=True):
        look = HOUSE_LOOKS[house]
        won = finished and winner == house
        panel = pygame.Surface(half.size, pygame.SRCALPHA)
        panel.fill((*look.deep, 215))
        surface.blit(panel, half)
        dirty.rect(surface, theme.GOLD_LIGHT if won else theme.GOLD_DARK, half, 5 if won else 2, border_radius=8)
        pad = roundel_pad(BADGE)
        badge = roundel(BADGE, look.deep, look.emblem, look.ink, charge_share=0.78)
        surface.blit(badge, (half.x + 10 - pad, half.centery - BADGE // 2 - pad))
        name = render(tr(f"verraeter.house.{house}"), theme.SIZE_SMALL, theme.GOLD_LIGHT, theme.FACE_CAPS)
        surface.blit(name, (half.x + 20 + BADGE, half.y + 10))
        side = numbers[house]
        parts = tr("verraeter.tally.parts", landscape=side.landscape, supply=side.supply, diplomats=side.diplomats)
        detail = render(parts, theme.SIZE_SMALL - 4, theme.TEXT_LIGHT)
        surface.blit(detail, (half.x + 20 + BADGE, half.bottom - detail.get_height() - 12))
        total = render(
            str(side.total), theme.SIZE_HEADING + 8, theme.GOLD_PALE if won else theme.TEXT_LIGHT, theme.FACE_CAPS
        )
        surface.blit(total, total.get_rect(midright=(half.right - 16, half.centery)))
    words = render(caption, theme.SIZE_SMALL - 6, theme.TEXT_MUTED, theme.FACE_ITALIC)
    between = halves[0].union(halves[1])
    surface.blit(words, words.get_rect(midtop=(between.centerx, between.bottom + 2)))


def sides_of(tally: dict[str, HouseTally]) -> dict[str, Side]:
    """The knowledge's tally as the drawing's numbers."""
    return {house: Side(part.landscape, part.supply, part.diplomats) for house, part in tally.items()}


def final_caption(winner: str | None) -> str:
    """What the tally says once counted: who won, or a tie."""
    if winner is None:
        return tr("verraeter.log.tie")
    return tr("verraeter.log.won", house=tr(f"verraeter.house.{winner}"))
