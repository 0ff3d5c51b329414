"""Card backs that differ from card to card: a ``Board`` whose title says which back each sprite shows.

Some titles have more than one back (Mit List und Tücke's characters have a light or a dark one, and the back of a
hidden card is public knowledge). The kit's ``Board`` gives every sprite the art's one ``back``; a ``BackedBoard``
asks the title's ``back_of(key)`` instead, for the card value whose picture is that sprite's back (None: the art's
``back``), and keeps it right whenever a sprite is made, dressed or renamed. Hidden cards stay ``None`` as everywhere
in the kit, so no face is ever carried by a card nobody may see.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from scenes.tables.kit.board import Board, CardArt, Key
from scenes.tables.kit.holders import Point, Size
from scenes.ui.cards import CardSprite

BackOf = Callable[[Key], Hashable | None]


class BackedBoard(Board):
    """A ``Board`` whose sprites each show the back ``back_of(key)`` names."""

    def __init__(self, art: CardArt, back_of: BackOf) -> None:
        super().__init__(art)
        self.back_of = back_of

    def back_for(self, key: Key, size: Size) -> pygame.Surface:
        """The back of the sprite ``key`` at ``size``."""
        card = self.back_of(key)
        return self.art.back(size) if card is None else self.art.face(card, size)

    def add(self, key: Key, card: Hashable | None, size: Size, centre: Point) -> CardSprite:
        sprite = super().add(key, card, size, centre)
        sprite.set_art(sprite.face, self.back_for(key, size))
        return sprite

    def dress(self, key: Key, card: Hashable | None, size: Size) -> None:
        super().dress(key, card, size)
        sprite = self.sprites[key]
        sprite.set_art(sprite.face, self.back_for(key, size))

    def rekey(self, old: Key, new: Key) -> None:
        super().rekey(old, new)
        sprite = self.sprites[new]
        sprite.set_art(sprite.face, self.back_for(new, self.sizes[new]))
