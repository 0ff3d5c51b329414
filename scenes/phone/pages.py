"""What one phone seat's page shows, worded and drawn by its title's own table, as seen from that seat.

A phone needs what the table would show its seat at the PC: the private cards (the title's ``homes`` for the
``HAND`` sprites, drawn by its ``CardArt``), its own facts beside them (``facts``: missions, allegiance), the status
line (the kit's ``status_text``) and, on its turn, every legal action named in words (the table's ``hint_words``)
under the card it plays (the table's ``route``). Rather than repeat any of that per title, ``SeatLens`` is a shallow
copy of the live table whose ``view``, ``shown``, ``geometry`` and ``private`` are that seat's: the title's own
methods then answer for the phone's seat. The copy shares the real table's parts but never changes them; only the
view given here reaches it, so the page holds what the seat may know.

Words come in the page's language (``speaking``): the translator is swapped for the duration of one page, on the game's
thread, between two frames; the card art caches by language, so a face drawn for the phone never shows at the PC.
"""

from __future__ import annotations

import contextlib
import copy
import functools
import io
from collections.abc import Callable, Hashable, Iterator, Sequence
from typing import Any, ClassVar

import pygame

from game.core import View, to_json
from scenes import i18n
from scenes.i18n import Translator, current_language, tr
from scenes.phone.facts import own_facts
from scenes.tables.kit.board import HAND
from scenes.tables.kit.decision import status_text
from scenes.ui import theme

PAGE_COLOUR = (43, 26, 20)
"""The page's background (``phone.css``), under a card's rounded corners: JPEG has no transparency, but it encodes
in a millisecond where PNG takes fifty, and a picture is made while the table waits."""

_translators: dict[str, Translator] = {}


@contextlib.contextmanager
def speaking(language: str) -> Iterator[None]:
    """Word everything inside in ``language`` (the app's own language again afterwards)."""
    if language == current_language():
        yield
        return
    if language not in _translators:
        _translators[language] = Translator(language)
    saved = i18n.translator
    i18n.translator = _translators[language]
    try:
        yield
    finally:
        i18n.translator = saved


def colour_code(seat: int) -> str:
    """The seat's colour at the table, as CSS writes it."""
    red, green, blue = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
    return f"#{red:02x}{green:02x}{blue:02x}"


class ImageShelf:
    """One seat's pictures as JPEG, named by a counter of its own (so a name tells nothing of the card).

    A picture is the very surface the table draws at the size it draws it (``prepare`` drew the faces when the table
    opened), so a phone never makes the game thread draw a card anew: a first face at a new size costs tens of
    milliseconds, several frames. The encoded bytes are shared by every seat (``encoded``) and kept per language.
    Two things that look alike (two copies of one card) share one name, so the phone fetches that picture once.
    """

    encoded: ClassVar[dict[tuple[Hashable, str], bytes]] = {}

    def __init__(self) -> None:
        self.names: dict[tuple[Hashable, str], str] = {}
        self.images: dict[str, bytes] = {}
        self._named: dict[bytes, str] = {}

    def name_of(self, key: Hashable, draw: Callable[[], pygame.Surface]) -> str:
        """The image name of the picture ``key`` (naming its title, thing and size) in the current language, ``draw``
        making it if no seat had it yet."""
        wanted = (key, current_language())
        if wanted not in self.names:
            if wanted not in self.encoded:
                self.encoded[wanted] = _jpeg(draw())
            picture = self.encoded[wanted]
            if picture not in self._named:
                self._named[picture] = f"{len(self.images)}.jpg"
                self.images[self._named[picture]] = picture
            self.names[wanted] = self._named[picture]
        return self.names[wanted]


def _jpeg(face: pygame.Surface) -> bytes:
    surface = pygame.Surface(face.get_size())
    surface.fill(PAGE_COLOUR)
    surface.blit(face, (0, 0))
    data = io.BytesIO()
    pygame.image.save(surface, data, "card.jpg")
    return data.getvalue()


class SeatLens:
    """The live table looked at from one seat: its geometry for that seat is made once and kept."""

    def __init__(self, table: Any, seat: int) -> None:
        self.table = table
        self.seat = seat
        self.geometry: Any = None

    def look(self, view: View) -> Any:
        """A copy of the table showing ``view``, private cards face up (it is this seat's own phone)."""
        lens = copy.copy(self.table)
        lens.view, lens.private = view, True
        if self.geometry is None:
            self.geometry = type(self.table).make_geometry(lens, self.seat)
        lens.geometry = self.geometry
        lens.shown = lens.make_shown(view)
        return lens


def seat_page(
    title: str,
    lens: SeatLens,
    view: View,
    names: Sequence[str],
    shelf: ImageShelf,
    turn: int,
    decide: bool = True,
) -> dict[str, Any]:
    """The page's content for the seat of ``view`` in a game of ``title``: its cards, its own facts (``facts``), its
    status and its decision, and nothing else: all of it is made from ``view`` alone, so the page tells the phone no
    more than its seat may know (the view itself is not sent: the page never read it, and writing it as JSON was half
    of a page's cost).

    ``turn`` numbers the decision (the record's length), so a tap on an old page is refused. Without ``decide`` (the
    table still shows the last move) the seat's decision waits for a later page.
    """
    table = lens.look(view)
    art = type(lens.table).art
    hand = [(key, home) for key, home in table.homes().items() if key[0] == HAND and home.card is not None]
    cards = [
        {"image": shelf.name_of((title, home.card, home.size), functools.partial(art.face, home.card, home.size))}
        for _, home in hand
    ]
    facts = [
        {"image": None if draw is None else shelf.name_of((title, key), draw), "words": words}
        for key, draw, words in own_facts(title, table, view, names)
    ]
    index = {key: number for number, (key, _) in enumerate(hand)}
    return {
        "type": "table",
        "turn": turn,
        "status": tr("phone.page.over") if view.over else status_text(view, names, view.seat),
        "cards": cards,
        "facts": facts,
        "decision": _decision(table, view, index) if decide else None,
    }


def _decision(table: Any, view: View, index: dict[Hashable, int]) -> list[dict[str, Any]] | None:
    """Every legal action of the seat, if it is to move: the card it plays (an index into the page's cards, or None),
    its words and the action itself, in the order the rules list them."""
    if view.to_move != view.seat or not view.legal_actions:
        return None
    affordances = table.make_affordances()
    offered = []
    for action in view.legal_actions:
        item = affordances.route(action).item
        words = table.hint_words(action) or action.kind
        offered.append({"card": index.get(item), "label": words[:1].upper() + words[1:], "action": to_json(action)})
    return offered
