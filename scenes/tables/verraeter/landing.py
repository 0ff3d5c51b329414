"""Where Verräter's points go: each number flies from what earned it to the scorer's name plate and lands on the
seat's points, clear of its name and hand count, so it never settles on other words (a tally's parts, another seat's
cards) the way a number rising above the plate did.

Numbers for the same seat in the air at once add up into one (a round's landscape, traitor and strategist points, or
the lines of the final show), so they never pile on the landing spot.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.tables.kit import script
from scenes.tables.kit.effects import Popup, points_image
from scenes.tables.kit.holders import Point
from scenes.tables.verraeter import hud
from scenes.ui import tween

if TYPE_CHECKING:
    from scenes.tables.verraeter.scene import VerraeterTable

FLIGHT_SECONDS = 0.6
FADE_SECONDS = 0.3


def landing_spot(stage: VerraeterTable, seat: int, points: int) -> Point:
    """The spot on ``seat``'s name plate where a number of ``points`` lands: on the seat's points, which it adds to,
    clear of the name before them and never over the hand count at the plate's right end."""
    plate, name, markers = stage.geometry.plate(seat), stage.names[seat], stage.markers(seat)
    chip = hud.points_chip(plate, name, markers)
    half = points_image(points).get_width() / 2
    return (min(chip.centerx, hud.hand_left(plate, name, markers) - half), chip.centery)


def fly_points(stage: VerraeterTable, points: int, start: Point, seat: int) -> tween.Animation:
    """``points`` leave ``start`` and fly to ``seat``'s name plate, where they fade; a number for the seat still in
    the air takes them instead."""
    effects = stage.effects
    group = ("plate", seat)
    popup = effects.popup_for(group)
    if popup is not None:
        popup.points += points
        return tween.Delay(0.0)
    popup = Popup(points, start, group)
    effects.popups.append(popup)
    stage.sound(script.TICK)

    def gone() -> None:
        if popup in effects.popups:
            effects.popups.remove(popup)

    return tween.sequence(
        tween.move(popup, landing_spot(stage, seat, points), FLIGHT_SECONDS, tween.ease_in_out_quad),
        tween.fade(popup, 0.0, FADE_SECONDS),
        tween.Call(gone),
    )
