"""The ``hofintrigen`` command: opens the window and runs the collection."""

from __future__ import annotations

import sys

import pygame

WINDOW_SIZE = (1280, 720)
BACKGROUND = (38, 20, 30)
GOLD = (222, 184, 96)


def main(argv: list[str] | None = None) -> int:
    """Open the window and say the collection is starting, until the player closes it."""
    del argv
    pygame.init()
    screen = pygame.display.set_mode(WINDOW_SIZE, pygame.RESIZABLE)
    pygame.display.set_caption("Hofintrigen")
    font = pygame.font.Font(None, 64)
    clock = pygame.time.Clock()
    running = True
    while running:
        for event in pygame.event.get():
            if event.type == pygame.QUIT or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
                running = False
        screen.fill(BACKGROUND)
        text = font.render("Hofintrigen is starting…", True, GOLD)
        screen.blit(text, text.get_rect(center=screen.get_rect().center))
        pygame.display.flip()
        clock.tick(60)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
