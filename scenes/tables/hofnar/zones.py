"""Where things lie on a Hofnar table: the zones its Tiled layouts name, and which ring slot shows which jester.

The King sits at the top (``throne``), with his unused and used mood cards beside him and the round's mood in the
middle of the table. The jesters sit in a ring of slots, each a seat plate (``plate_<n>``: his card, lives, the
Favourite's mark, his hand count) and the place of the card he plays this round (``play_<n>``). Slot 0 is at the
bottom, by the hand: the person at the screen when a jester; then the ring goes clockwise (up the left side, down the
right). When the King is at the screen, slot 0 is the first jester after him. A beheaded jester keeps his slot:
nobody moves. Under the mood lies the ``offer``, the bar where a jester's effect is offered (Use / Not now), and
under it the ``prompt``.
"""

from __future__ import annotations

from pathlib import Path

from scenes.resources import asset_path

FIXED_ZONES = (
    "throne",
    "moods_unused",
    "moods_used",
    "mood",
    "offer",
    "prompt",
    "round",
    "discard",
    "log",
    "status",
    "hand",
    "button_undo",
    "button_hint",
    "button_menu",
)
"""Zones every Hofnar layout has, whatever the number of players."""


def layout_path(players: int) -> Path:
    """The Tiled layout of a table for ``players`` seats."""
    return asset_path("layouts", f"hofnar{players}.tmx")


def zone_names(players: int) -> set[str]:
    """Every zone a table for ``players`` seats needs: the fixed ones and a plate and a play place per jester."""
    slots = range(players - 1)
    return {*FIXED_ZONES, *(f"plate_{slot}" for slot in slots), *(f"play_{slot}" for slot in slots)}


def ring_order(players: int, king: int, viewer: int) -> tuple[int, ...]:
    """The jesters' seats in ring-slot order (the beheaded among them): clockwise from ``viewer``, or from the seat
    after the King when he is at the screen."""
    start = viewer if viewer != king else (king + 1) % players
    ring = ((start + step) % players for step in range(players))
    return tuple(seat for seat in ring if seat != king)


def slot_of(players: int, king: int, viewer: int) -> dict[int, int]:
    """Jester seat → the ring slot that shows him."""
    return {seat: slot for slot, seat in enumerate(ring_order(players, king, viewer))}
