"""Real pygame events for the toolkit tests: posted to SDL's queue and read back, as the app's main loop would."""

from __future__ import annotations

from collections.abc import Callable

import pygame

Handler = Callable[[pygame.event.Event], object]

INPUT_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.KEYDOWN)


def open_display() -> None:
    """A tiny headless window, so SDL's event queue exists."""
    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    pygame.event.clear()


def feed(handler: Handler, *events: pygame.event.Event) -> list[object]:
    """Post ``events`` to the queue, pump it, and hand every input event read back to ``handler``, in order."""
    for event in events:
        pygame.event.post(event)
    # get() with a type filter would group the events by type; read them all, in order, and keep the input.
    return [handler(event) for event in pygame.event.get() if event.type in INPUT_EVENTS]


def press(pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def release(pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def motion(pos: tuple[int, int], held: bool = True) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(int(held), 0, 0))


def key(code: int, mod: int = pygame.KMOD_NONE) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)


def drag(start: tuple[int, int], end: tuple[int, int], steps: int = 4) -> list[pygame.event.Event]:
    """Button down at ``start``, a few motions along the way, button up at ``end``."""
    path = [
        (round(start[0] + (end[0] - start[0]) * i / steps), round(start[1] + (end[1] - start[1]) * i / steps))
        for i in range(1, steps + 1)
    ]
    return [press(start), *(motion(point) for point in path), release(end)]
