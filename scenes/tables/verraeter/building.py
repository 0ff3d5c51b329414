"""The Baumeister's building at the table (VR-9, VR-18): a building leaves its owner's stock for the place under a
landscape, moves to another landscape the same side up, or turns over where it stands; each stays on screen a little
longer than a card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.verraeter.events import BuildingMoved, BuildingPlaced, BuildingSkipped, BuildingTurned
from scenes.tables.kit import script
from scenes.tables.verraeter.motion import On, handing, turn_over
from scenes.tables.verraeter.words import Circle, Line, line, side
from scenes.ui import tween

if TYPE_CHECKING:
    from scenes.tables.verraeter.scene import VerraeterTable

BEAT = 1.1


def placed(stage: VerraeterTable, event: BuildingPlaced) -> tween.Animation:
    """A building leaves its owner's stock for the place under a landscape."""
    top = ("stock", (event.seat, stage.shown.view.stock[event.seat] - 1))
    script.mark_move(stage, event.seat, [("building", event.position)])
    return handing(stage, event, lambda: [(top, ("building", event.position))])


def placed_line(event: BuildingPlaced, circle: Circle) -> Line:
    return line(
        event.seat,
        "verraeter.log.placed",
        lit=(("building", event.position),),
        name=circle.names[event.seat],
        side=side(event.side),
        landscape=circle.at(event.position),
    )


def moved(stage: VerraeterTable, event: BuildingMoved) -> tween.Animation:
    """A building moves to another landscape, the same side up."""
    script.mark_move(stage, event.seat, [("building", event.target)])
    return handing(stage, event, lambda: [(("building", event.origin), ("building", event.target))])


def moved_line(event: BuildingMoved, circle: Circle) -> Line:
    return line(
        event.seat,
        "verraeter.log.moved",
        lit=(("building", event.target),),
        name=circle.names[event.seat],
        origin=circle.at(event.origin),
        target=circle.at(event.target),
    )


def turned(stage: VerraeterTable, event: BuildingTurned) -> tween.Animation:
    """A building turns over where it stands."""
    stage.shown.advance(event)
    script.mark_move(stage, event.seat, [("building", event.position)])
    return turn_over(stage, ("building", event.position), ("building", event.side, event.seat), 0.5)


def turned_line(event: BuildingTurned, circle: Circle) -> Line:
    return line(
        event.seat,
        "verraeter.log.turned",
        lit=(("building", event.position),),
        name=circle.names[event.seat],
        landscape=circle.at(event.position),
        side=side(event.side),
    )


ON = {
    BuildingPlaced: On(placed, placed_line, beat=BEAT),
    BuildingMoved: On(moved, moved_line, beat=BEAT),
    BuildingTurned: On(turned, turned_line, beat=BEAT),
    BuildingSkipped: On(
        say=lambda event, circle: line(event.seat, "verraeter.log.skipped", name=circle.names[event.seat])
    ),
}
