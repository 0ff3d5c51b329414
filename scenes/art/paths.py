"""Vector shapes as data: SVG-like path strings in a 100 × 100 box, turned into polygons at any size.

A path string uses absolute commands: ``M x y`` move, ``L x y`` line, ``Q cx cy x y`` and ``C c1x c1y c2x c2y x y``
curves, ``Z`` close, plus two shorthands for heraldry's many round parts: ``O cx cy r`` a circle and
``E cx cy rx ry`` an ellipse. A shape is a tuple of layers, painted in order: ``fill`` adds area, ``cut`` removes it
(an eye), ``line`` strokes the path with round joins (antennae, whiskers) and ``groove`` strokes a thin cut along it
(a wing's vein, a fish's gill). ``mirror`` repeats a layer
reflected across the box's vertical middle, so symmetric figures are drawn once.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import re
from collections.abc import Callable
from functools import lru_cache

import pygame

Point = tuple[float, float]
BOX = 100.0

FILL = "fill"
CUT = "cut"
LINE = "line"
GROOVE = "groove"

_TOKEN = re.compile(r"[MLQCZOEmlqczoe]|-?\d*\.?\d+(?:e-?\d+)?")
_ARGUMENTS = {"M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0, "O": 3, "E": 4}


@dataclasses.dataclass(frozen=True)
class Layer:
    """One painting step of a shape: what to do (fill, cut or line), along which path, how wide a line is."""

    kind: str
    path: str
    width: float = 0.0
    mirror: bool = False


Shape = tuple[Layer, ...]


def fill(path: str, *, mirror: bool = False) -> Layer:
    """Add the area inside ``path``."""
    return Layer(FILL, path, mirror=mirror)


def cut(path: str, *, mirror: bool = False) -> Layer:
    """Remove the area inside ``path`` from what is painted so far."""
    return Layer(CUT, path, mirror=mirror)


def line(path: str, width: float, *, mirror: bool = False) -> Layer:
    """Stroke ``path`` ``width`` box units wide, with round ends and joins."""
    return Layer(LINE, path, width, mirror)


@lru_cache(maxsize=512)
def groove(path: str, width: float, *, mirror: bool = False) -> Layer:
    """Cut a stroke ``width`` box units wide along ``path``."""
    return Layer(GROOVE, path, width, mirror)


def placed(shape: Shape, x: float, y: float, scale: float, *, as_cut: bool = False) -> Shape:
    """``shape`` shrunk by ``scale`` with its box's corner at (``x``, ``y``): a charge inside another shape.
    With ``as_cut`` its fills become cuts and its lines grooves (a fleur-de-lis cut out of a shield)."""
    layers = []
    for layer in shape:
        kind = {FILL: CUT, LINE: GROOVE}.get(layer.kind, layer.kind) if as_cut else layer.kind
        for mirrored in (False, True) if layer.mirror else (False,):
            path = _transformed(layer.path, lambda px, m=mirrored: x + (BOX - px if m else px) * scale, y, scale)
            layers.append(Layer(kind, path, layer.width * scale))
    return tuple(layers)


def _transformed(path: str, move_x: Callable[[float], float], y: float, scale: float) -> str:
    parts = []
    for command, args in parse(path):
        if command in "OE":
            numbers = [move_x(args[0]), y + args[1] * scale, *(radius * scale for radius in args[2:])]
        else:
            numbers = [move_x(value) if i % 2 == 0 else y + value * scale for i, value in enumerate(args)]
        parts.append(" ".join([command, *(f"{number:.3f}" for number in numbers)]))
    return " ".join(parts)


@lru_cache(maxsize=512)
def parse(path: str) -> tuple[tuple[str, tuple[float, ...]], ...]:
    """The commands of a path string with their numbers; raises ValueError on a malformed path."""
    tokens = _TOKEN.findall(path)
    commands: list[tuple[str, tuple[float, ...]]] = []
    index = 0
    while index < len(tokens):
        command = tokens[index].upper()
        if command not in _ARGUMENTS:
            raise ValueError(f"path {path!r}: expected a command at {tokens[index]!r}")
        count = _ARGUMENTS[command]
        index += 1
        while True:
            numbers = tokens[index : index + count]
            if len(numbers) < count or any(token.upper() in _ARGUMENTS for token in numbers):
                raise ValueError(f"path {path!r}: {command} needs {count} numbers")
            commands.append((command, tuple(float(number) for number in numbers)))
            index += count
            # A command letter may be followed by several sets of numbers, as in SVG.
            if count == 0 or index >= len(tokens) or tokens[index].upper() in _ARGUMENTS:
                break
    return tuple(commands)


def _curve_steps(points: list[Point], scale: float) -> int:
    length = sum(math.dist(a, b) for a, b in itertools.pairwise(points)) * scale
    return max(6, min(96, round(length / 5)))


def polylines(path: str, scale: float) -> list[tuple[list[Point], bool]]:
    """The path as point lists in box units, each with whether it is closed; curves flattened for ``scale``
    pixels per box unit so that no chord is longer than a few pixels."""
    result: list[tuple[list[Point], bool]] = []
    current: list[Point] = []

    def finish(closed: bool) -> None:
        nonlocal current
        if len(current) > 1:
            result.append((current, closed))
        current = []

    for command, args in parse(path):
        if command == "M":
            finish(False)
            current = [(args[0], args[1])]
        elif command == "L":
            current.append((args[0], args[1]))
        elif command == "Q":
            start = current[-1]
            control, end = (args[0], args[1]), (args[2], args[3])
            steps = _curve_steps([start, control, end], scale)
            current.extend(_quadratic(start, control, end, i / steps) for i in range(1, steps + 1))
        elif command == "C":
            start = current[-1]
            c1, c2, end = (args[0], args[1]), (args[2], args[3]), (args[4], args[5])
            steps = _curve_steps([start, c1, c2, end], scale)
            current.extend(_cubic(start, c1, c2, end, i / steps) for i in range(1, steps + 1))
        elif command == "Z":
            finish(True)
        else:
            finish(False)
            cx, cy, rx = args[0], args[1], args[2]
            ry = args[3] if command == "E" else rx
            steps = max(16, min(180, round(2 * math.pi * max(rx, ry) * scale / 4)))
            result.append(
                (
                    [
                        (cx + rx * math.cos(2 * math.pi * i / steps), cy + ry * math.sin(2 * math.pi * i / steps))
                        for i in range(steps)
                    ],
                    True,
                )
            )
    finish(False)
    return result


def _quadratic(a: Point, b: Point, c: Point, t: float) -> Point:
    u = 1 - t
    return (u * u * a[0] + 2 * u * t * b[0] + t * t * c[0], u * u * a[1] + 2 * u * t * b[1] + t * t * c[1])


def _cubic(a: Point, b: Point, c: Point, d: Point, t: float) -> Point:
    u = 1 - t
    return (
        u**3 * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t**3 * d[0],
        u**3 * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t**3 * d[1],
    )


def paint(surface: pygame.Surface, shape: Shape, rect: pygame.Rect, colour: pygame.Color | tuple) -> None:
    """Paint ``shape`` scaled into ``rect`` (its 100 × 100 box fitted, centred) on ``surface``.

    Fills and lines write ``colour``; cuts write ``colour`` with no alpha, so on a transparent surface a cut is a
    hole and smooth scaling afterwards keeps clean edges.
    """
    scale = min(rect.width, rect.height) / BOX
    left = rect.x + (rect.width - BOX * scale) / 2
    top = rect.y + (rect.height - BOX * scale) / 2
    solid = pygame.Color(colour)
    clear = pygame.Color(solid.r, solid.g, solid.b, 0)
    for layer in shape:
        for mirrored in (False, True) if layer.mirror else (False,):
            for points, closed in polylines(layer.path, scale):
                placed = [(left + (BOX - x if mirrored else x) * scale, top + y * scale) for x, y in points]
                _paint_layer(surface, layer, placed, closed, scale, solid, clear)


def _paint_layer(
    surface: pygame.Surface,
    layer: Layer,
    points: list[Point],
    closed: bool,
    scale: float,
    solid: pygame.Color,
    clear: pygame.Color,
) -> None:
    if layer.kind in (LINE, GROOVE):
        ink = solid if layer.kind == LINE else clear
        _stroke(surface, [*points, points[0]] if closed else points, layer.width * scale / 2, ink)
    elif len(points) >= 3:
        pygame.draw.polygon(surface, solid if layer.kind == FILL else clear, points)


def _stroke(surface: pygame.Surface, points: list[Point], half: float, ink: pygame.Color) -> None:
    """A polyline of even width in every direction (pygame's own thick lines thin out on diagonals), round ends."""
    for (ax, ay), (bx, by) in itertools.pairwise(points):
        length = math.hypot(bx - ax, by - ay)
        if length == 0:
            continue
        nx, ny = -(by - ay) / length * half, (bx - ax) / length * half
        pygame.draw.polygon(
            surface, ink, [(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)]
        )
    for point in points:
        pygame.draw.circle(surface, ink, point, half)
