"""The card sprites of a table: one per card the screen shows, keyed by what it is, moved by tweens.

A sprite's key is (kind, id). Two kinds are the kit's: ("hand", card) for a card in the shown seat's hand, drawn over
everything at rest, and ("flying", n) for a card that only flies past (drawn by another seat) and is gone when it
lands. Every other kind is a title's ("played", serial) and lies at rest, drawn in key order. A card played from the
hand keeps its sprite under its new key (``rekey``), so it flies from where the player let go of it.

Sprites carry only the face they may show: a card nobody may see (a spy face down, another seat's hand, a hand kept
private at a hot seat) carries its back on both sides, so no flip or fade can ever show it. The title's ``CardArt``
draws faces and backs; a card value is whatever the art takes (an id, a name), None for a back.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Iterable, Mapping
from typing import Protocol

import pygame

from scenes.tables.kit.holders import Home, Point, Size
from scenes.ui import tween
from scenes.ui.cards import CardSprite

Key = tuple[str, Hashable]
"""A sprite's key: (kind, id)."""
HAND = "hand"
PLAYED = "played"
FLYING = "flying"
FLIP_SECONDS = 0.3


class CardArt(Protocol):
    """A title's card pictures (a module with these two functions will do)."""

    def face(self, card: Hashable | None, size: Size) -> pygame.Surface:
        """The face of ``card`` at ``size``; the back for None."""

    def back(self, size: Size) -> pygame.Surface:
        """The back at ``size``."""


class Board:
    """Every card sprite on the table and the face each one carries."""

    def __init__(self, art: CardArt) -> None:
        self.art = art
        self.sprites: dict[Key, CardSprite] = {}
        self.cards: dict[Key, Hashable | None] = {}
        self.sizes: dict[Key, Size] = {}
        self.origin: dict[Hashable, Hashable] = {}
        """For cards the shown seat played: serial → the hand card it was (an undo brings that card back)."""
        self.above: list[Key] = []
        """Sprites in flight, drawn over everything else in the order they took off."""
        self.opened: Mapping[Key, Hashable] = {}
        """Faces a replay of an ended game with every card open shows on cards whose homes lie face down (none at a
        live table): such a card is face up wherever it is sent, so it flies face up too (``seen``)."""
        self._flying = 0

    # Making and changing sprites.

    def add(self, key: Key, card: Hashable | None, size: Size, centre: Point) -> CardSprite:
        """A new sprite for ``key`` at ``centre``, face up when it carries a face (or ``opened`` gives it one)."""
        card = self.opened.get(key) if card is None else card
        sprite = CardSprite(self.art.face(card, size), self.art.back(size), centre, face_up=card is not None)
        self.sprites[key] = sprite
        self.cards[key] = card
        self.sizes[key] = size
        return sprite

    def add_flying(self, size: Size, centre: Point) -> Key:
        """A face-down sprite that only flies (a card drawn by another seat) and is removed when it lands."""
        self._flying += 1
        key = (FLYING, self._flying)
        self.add(key, None, size, centre)
        self.above.append(key)
        return key

    def remove(self, key: Key) -> None:
        """Take a sprite off the table."""
        self.sprites.pop(key, None)
        self.cards.pop(key, None)
        self.sizes.pop(key, None)
        if key in self.above:
            self.above.remove(key)

    def rekey(self, old: Key, new: Key) -> None:
        """The card behind ``old`` is now known as ``new`` (a hand card just played)."""
        self.sprites[new] = self.sprites.pop(old)
        self.cards[new] = self.cards.pop(old)
        self.sizes[new] = self.sizes.pop(old)
        if old in self.above:
            self.above[self.above.index(old)] = new

    def dress(self, key: Key, card: Hashable | None, size: Size) -> None:
        """Give a sprite the art of ``card`` at ``size``, keeping its size on screen (a tween then scales it home)."""
        sprite = self.sprites[key]
        old = self.sizes[key]
        if size != old:
            sprite.scale = sprite.scale * old[0] / size[0]
        sprite.set_art(self.art.face(card, size), self.art.back(size))
        self.cards[key] = card
        self.sizes[key] = size

    def redraw(self) -> None:
        """Give every sprite its art afresh (the art may carry words, and the language changed)."""
        for key, sprite in self.sprites.items():
            sprite.set_art(self.art.face(self.cards[key], self.sizes[key]), self.art.back(self.sizes[key]))

    def lift(self, key: Key) -> None:
        """Draw ``key`` above everything until it lands."""
        if key not in self.above:
            self.above.append(key)

    def land(self, key: Key) -> None:
        """Draw ``key`` in its place again."""
        if key in self.above:
            self.above.remove(key)

    # Moving sprites home.

    def glide(
        self, key: Key, home: Home, seconds: float, easing: tween.Easing = tween.ease_out_cubic
    ) -> tween.Animation:
        """Move, scale and turn a sprite to ``home`` over ``seconds``; it flies above the rest on the way."""
        opened = home.card is None and key in self.opened
        home = self.seen(key, home)
        sprite = self.sprites[key]
        steps: list[tween.Animation] = []
        shown = self.cards[key]
        if home.card is not None and shown != home.card:
            # Turn face up: the new face goes on first (the sprite shows its back until the flip's midpoint); a card
            # only the replay's open cards turn up does so as it takes off, for it is open all the way.
            self.dress(key, home.card, home.size)
            sprite.flip = 0.0 if shown is None else sprite.flip
            steps.append(tween.flip(sprite, True, FLIP_SECONDS if opened else max(seconds, FLIP_SECONDS)))
        elif home.card is None and shown is not None:
            self.dress(key, shown, home.size)
            steps.append(
                tween.sequence(
                    tween.flip(sprite, False, max(seconds, FLIP_SECONDS)),
                    tween.Call(lambda: self._hide(key, home.size)),
                )
            )
        else:
            self.dress(key, home.card, home.size)
        steps.append(tween.move(sprite, home.centre, seconds, easing))
        steps.append(tween.scale(sprite, 1.0, seconds, easing))
        self.lift(key)
        return tween.parallel(*steps, on_done=lambda: self.land(key))

    def seen(self, key: Key, home: Home) -> Home:
        """``home`` as the screen shows it: face up with the face ``opened`` gives a card lying face down there."""
        face = self.opened.get(key) if home.card is None else None
        return home if face is None else dataclasses.replace(home, card=face)

    def _hide(self, key: Key, size: Size) -> None:
        """A card turned face down loses its face for good."""
        if key in self.sprites:
            self.dress(key, None, size)
            self.sprites[key].flip = 0.0

    def gather(self, centre: Point) -> None:
        """Put every hand card at ``centre`` at once, face down, as one stack: a hand that turns face down because
        someone else may now look must not keep its places, for the gap a card just left would tell which card it
        was whenever everyone knows what the hand holds and in what order (a King's sorted moods)."""
        for key, sprite in self.sprites.items():
            if key[0] == HAND:
                if self.cards[key] is not None:
                    self.dress(key, None, self.sizes[key])
                sprite.pos = (float(centre[0]), float(centre[1]))
                sprite.scale = 1.0
                sprite.flip = 0.0
                sprite.hovered = False
                sprite.lift = 0.0
                sprite.highlight = None
                self.land(key)

    def settle(self, homes: Mapping[Key, Home], seconds: float, skip: Iterable[Key] = ()) -> tween.Animation:
        """Glide every sprite that is not where ``homes`` puts it; ``skip`` names sprites moved by someone else."""
        skipped = set(skip)
        moves = [
            self.glide(key, home, seconds, tween.ease_in_out_quad)
            for key, home in homes.items()
            if key in self.sprites and key not in skipped and not self.at_home(key, home)
        ]
        return tween.parallel(*moves)

    def at_home(self, key: Key, home: Home) -> bool:
        """Whether a sprite already rests at ``home``."""
        home = self.seen(key, home)
        sprite = self.sprites[key]
        return (
            self.sizes[key] == home.size
            and self.cards[key] == home.card
            and abs(sprite.pos[0] - home.centre[0]) < 0.5
            and abs(sprite.pos[1] - home.centre[1]) < 0.5
            and abs(sprite.scale - 1.0) < 1e-3
        )

    def prune(self, homes: Mapping[Key, Home]) -> None:
        """Take off every card that has no home any more (cards in flight finish first)."""
        for key in [key for key in self.sprites if key[0] != FLYING and key not in homes]:
            if key not in self.above:
                self.remove(key)

    def place(self, homes: Mapping[Key, Home]) -> None:
        """Put every sprite at its home at once: new ones appear, missing ones go, nothing animates."""
        for key in [key for key in self.sprites if key not in homes]:
            self.remove(key)
        for key, home in homes.items():
            home = self.seen(key, home)
            if key not in self.sprites:
                self.add(key, home.card, home.size, home.centre)
                continue
            self.dress(key, home.card, home.size)
            sprite = self.sprites[key]
            sprite.pos = home.centre
            sprite.scale = 1.0
            sprite.alpha = 255.0
            sprite.flip = 1.0 if home.card is not None else 0.0
            sprite.highlight = None
        self.above.clear()

    # Reading and drawing.

    def order(self) -> list[Key]:
        """Keys in drawing order: cards at rest by key, then the hand, then whatever is in flight."""
        above = set(self.above)
        played = self._resting(above)
        hand = [key for key in self.sprites if key[0] == HAND and key not in above]
        return played + hand + [key for key in self.above if key in self.sprites]

    def at(self, point: tuple[int, int], kind: str | None = None) -> Key | None:
        """The topmost sprite under ``point`` (of ``kind`` when given)."""
        for key in reversed(self.order()):
            if (kind is None or key[0] == kind) and self.sprites[key].contains(point):
                return key
        return None

    def update(self, dt: float) -> None:
        """Ease hover lifts and glow pulses (real time)."""
        for sprite in self.sprites.values():
            sprite.update(dt)

    def draw_resting(self, surface: pygame.Surface) -> None:
        """Draw the cards at rest that are not in flight, in key order, their glows steady (they lie in the quiet
        layer, whose picture must follow from the cards' stamp: ``resting_stamp``)."""
        for key in self.at_rest():
            self.sprites[key].draw(surface, steady=True)

    def draw_moving(self, surface: pygame.Surface, last: Key | None = None) -> None:
        """Draw the hand and every card in flight over the resting ones, ``last`` (the dragged card) over all."""
        above = set(self.above)
        keys = [key for key in self.sprites if key[0] == HAND and key not in above]
        keys += [key for key in self.above if key in self.sprites]
        for key in keys:
            if key != last:
                self.sprites[key].draw(surface)
        if last is not None and last in self.sprites:
            self.sprites[last].draw(surface)

    def at_rest(self) -> list[Key]:
        """The cards at rest (neither in the hand nor in flight), in drawing order: what the quiet layer shows of
        them follows from ``resting_stamp``, so what lies under them there is placed by these alone."""
        return self._resting(set(self.above))

    def resting_stamp(self) -> tuple:
        """What the resting cards look like now, as a value: equal stamps draw the same picture."""
        above = set(self.above)
        return tuple(
            (key, sprite.pos, sprite.scale, sprite.flip, sprite.alpha, sprite.highlight, id(sprite.face), sprite.lifted)
            for key, sprite in self.sprites.items()
            if resting(key) and key not in above
        )

    def _resting(self, above: set[Key]) -> list[Key]:
        """The sprites at rest (neither in the hand nor in flight), in drawing order: by kind, then by id."""
        return sorted(key for key in self.sprites if resting(key) and key not in above)


def resting(key: Key) -> bool:
    """Whether a sprite of this key lies at rest on the table (it is neither a hand card nor a passing card)."""
    return key[0] not in (HAND, FLYING)
