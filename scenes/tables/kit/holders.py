"""Card holders: where the cards of one place lie, as centres for a ``Home`` each. Pure geometry, no drawing.

- ``row``: cards side by side in a zone (a hand); they overlap like a fan when the zone is too narrow.
- ``cascade``: rows of up to three cards, each row fanned and lower than the one before, every corner index visible
  (a side of Hof-Verrat's royal-table column).
- ``grouped``: cards grouped (by family), each group fanned so every corner index shows, with room under each group
  for its count; when the groups do not fit in one line they wrap into a second, so no group is ever hidden.
- ``stack``: a pile shown as its top card (the count beside it is the painter's).
- ``slots``: a fixed number of places spread evenly, whether filled or not.
- ``ring``: places on a circle (Verräter's circle of landscapes).
- ``heap``: small tokens (tiles, buildings, lives) in a tidy heap inside a zone.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Hashable, Sequence

import pygame

Point = tuple[float, float]
Size = tuple[int, int]

INDEX_SHARE = 0.27
"""The share of a card's width its corner index needs to stay readable when the next card lies over it."""
MIN_GROUP_SHARE = 0.45
"""The least share of a group's last card that stays in view before the groups wrap into a second line."""
CASCADE_PADDING = 6
GROUP_GAP = 14
NARROW_GAP = 5
"""The gap between groups when room is short."""
MIN_STEP = 6
"""The least a card inside a group shows of itself before every card is pushed closer alike."""
GROUP_PADDING = 10
BADGE_HEIGHT = 30
"""Room left under a group for its count."""


@dataclasses.dataclass(frozen=True)
class Home:
    """Where a card should be: its centre, the size it is drawn at, and the card whose face shows (None: its back)."""

    centre: Point
    size: Size
    card: Hashable | None


@dataclasses.dataclass(frozen=True)
class Group:
    """One group of a ``grouped`` holder: its key, how many cards, and the span they cover."""

    key: Hashable
    count: int
    span: pygame.Rect


def row(zone: pygame.Rect, count: int, size: Size, gap: int) -> list[Point]:
    """Centres of ``count`` cards side by side in the middle of ``zone``, ``gap`` apart; closer (overlapping,
    left under right) when they would not fit."""
    if count == 0:
        return []
    width = size[0]
    step = width + gap
    if count > 1 and count * width + (count - 1) * gap > zone.width:
        step = (zone.width - width) / (count - 1)
    total = width + (count - 1) * step
    left = zone.centerx - total / 2 + width / 2
    return [(left + index * step, zone.centery) for index in range(count)]


def cascade(zone: pygame.Rect, count: int, size: Size) -> list[Point]:
    """Centres for ``count`` cards in order: rows of up to three cards, each row fanned to the right and lying lower
    than the one before, so every card's corner index stays visible. One row lies at the top of ``zone``, leaving
    its bottom free (where a prompt may stand)."""
    if count == 0:
        return []
    inner = zone.inflate(-2 * CASCADE_PADDING, -2 * CASCADE_PADDING)
    width, height = size
    rows = 1 if count <= 3 else 2 if count <= 8 else 3
    per_row = math.ceil(count / rows)
    step_x = min(width * INDEX_SHARE, (inner.width - width) / (per_row - 1)) if per_row > 1 else 0.0
    step_y = (inner.height - height) / (rows - 1) if rows > 1 else 0.0
    centres = []
    for index in range(count):
        line, place = divmod(index, per_row)
        in_row = min(per_row, count - line * per_row)
        left = inner.centerx - (width + (in_row - 1) * step_x) / 2
        top = inner.y + line * step_y
        centres.append((left + place * step_x + width / 2, top + height / 2))
    return centres


def grouped(
    zone: pygame.Rect, cards: Sequence[Hashable], group_of: Callable[[Hashable], Hashable], size: Size
) -> tuple[dict[Hashable, Point], list[Group]]:
    """Centres (by card key) for cards grouped by ``group_of`` in the order the groups first come in ``cards``
    (sort them first), and the groups with their spans.

    Inside a group each card shows its corner index; the last card of a group shows as much of itself as the room
    allows (all of it when there is room), and the last card of the line shows whole. When the groups do not fit
    with at least ``MIN_GROUP_SHARE`` of each group's last card in view, they wrap into two lines (the zone's top and
    bottom half), so a district of six or seven families never hides a family.
    """
    if not cards:
        return {}, []
    by_group: dict[Hashable, list[Hashable]] = {}
    for card in cards:
        by_group.setdefault(group_of(card), []).append(card)
    inner = zone.inflate(-2 * GROUP_PADDING, -2 * GROUP_PADDING)
    items = list(by_group.items())
    if _fits(inner.width, size, items) or len(items) < 2 or inner.height < 2 * size[1] * 0.75:
        return _group_line(inner, zone.centery - BADGE_HEIGHT / 2, size, items)
    half = math.ceil(len(items) / 2)
    lift = (inner.height - BADGE_HEIGHT) / 4
    top = _group_line(inner, zone.centery - BADGE_HEIGHT / 2 - lift, size, items[:half])
    bottom = _group_line(inner, zone.centery - BADGE_HEIGHT / 2 + lift, size, items[half:])
    return {**top[0], **bottom[0]}, top[1] + bottom[1]


def _fits(width: int, size: Size, groups: Sequence[tuple[Hashable, list[Hashable]]]) -> bool:
    count = sum(len(cards) for _, cards in groups)
    room = width - size[0] - (len(groups) - 1) * GROUP_GAP
    if len(groups) < 2:
        return True
    last = (room - (count - len(groups)) * size[0] * INDEX_SHARE) / (len(groups) - 1)
    return last >= size[0] * MIN_GROUP_SHARE


def _group_line(
    inner: pygame.Rect, centre_y: float, size: Size, groups: Sequence[tuple[Hashable, list[Hashable]]]
) -> tuple[dict[Hashable, Point], list[Group]]:
    """One line of groups across ``inner`` at height ``centre_y``.

    Room is shared out so that groups stay told apart first: each group's last card keeps at least
    ``MIN_GROUP_SHARE`` of itself in view (the gaps between groups narrow first), and only the cards inside a group
    close up further, down to ``MIN_STEP``; past that every card is pushed closer alike.
    """
    width, height = size
    count, number_of_groups = sum(len(cards) for _, cards in groups), len(groups)
    inside = count - number_of_groups
    gap, step, last = GROUP_GAP, width * INDEX_SHARE, float(width)
    for gap in (GROUP_GAP, NARROW_GAP):
        room = inner.width - width - (number_of_groups - 1) * gap
        if number_of_groups == 1:
            step = min(width * INDEX_SHARE, room / (count - 1)) if count > 1 else step
            break
        last = min(float(width), (room - inside * step) / (number_of_groups - 1))
        if last >= width * MIN_GROUP_SHARE:
            break
        last = width * MIN_GROUP_SHARE
        squeezed = (room - (number_of_groups - 1) * last) / inside if inside else step
        if squeezed >= MIN_STEP:
            step = min(step, squeezed)
            break
    else:
        step = last = room / (count - 1)
    x = float(inner.x)
    centres: dict[Hashable, Point] = {}
    spans: list[Group] = []
    for number, (group, members) in enumerate(groups):
        start = x
        for index, card in enumerate(members):
            centres[card] = (x + width / 2, centre_y)
            final = index == len(members) - 1
            shown = (width if number == number_of_groups - 1 else last) if final else step
            x += shown + (gap if final else 0)
        end = x - gap
        top = round(centre_y - height / 2)
        spans.append(Group(group, len(members), pygame.Rect(round(start), top, round(end - start), height)))
    return centres, spans


def stack(zone: pygame.Rect, size: Size) -> Point:
    """Where a stack's top card lies: the middle of its zone, a little up to leave room for its count."""
    return (zone.centerx, zone.centery - min(16, (zone.height - size[1]) / 2))


def slots(zone: pygame.Rect, count: int, size: Size) -> list[Point]:
    """``count`` places spread evenly across ``zone`` (a row of slots, filled or not)."""
    if count == 0:
        return []
    step = (zone.width - size[0]) / (count - 1) if count > 1 else 0.0
    left = zone.x + size[0] / 2 if count > 1 else zone.centerx
    return [(left + index * step, zone.centery) for index in range(count)]


def ring(centre: Point, radius: float, count: int, start_degrees: float = -90.0) -> list[Point]:
    """``count`` places on a circle, clockwise from ``start_degrees`` (the top by default)."""
    return [
        (
            centre[0] + radius * math.cos(math.radians(start_degrees + index * 360 / count)),
            centre[1] + radius * math.sin(math.radians(start_degrees + index * 360 / count)),
        )
        for index in range(count)
    ]


def heap(zone: pygame.Rect, count: int, token: Size) -> list[Point]:
    """Places for ``count`` tokens in tidy rows inside ``zone``, overlapping when there are too many; the same count
    always gives the same heap."""
    if count == 0:
        return []
    per_row = max(1, min(count, zone.width // max(1, token[0] // 2)))
    rows = math.ceil(count / per_row)
    step_x = min(token[0] * 1.1, (zone.width - token[0]) / max(1, per_row - 1))
    step_y = min(token[1] * 1.1, (zone.height - token[1]) / max(1, rows - 1))
    places = []
    for index in range(count):
        line, place = divmod(index, per_row)
        jitter = ((index * 7) % 5 - 2) * 1.5
        places.append((zone.x + token[0] / 2 + place * step_x + jitter, zone.y + token[1] / 2 + line * step_y))
    return places
