"""The Mit List und Tücke table: the kit's table with this game's zones, cards, moves, words and scoring plugged in.

The kit (``scenes.tables.kit``) runs the match, the status line, the prompt, the log, the buttons, tooltips, the
drag-and-drop and the scoring show; this scene supplies what is truly Mit List und Tücke's: its zones
(``geometry``), its cards (``art``), the shown table (``shown``: the view the model folds), each event's animation and
log line (``handlers``), the decisions' inputs (``interaction``), what it draws (``hud``, ``still``), its words
(``words``, ``tips``) and its scoring steps (``scoring``). Two overlays are its own: the elimination chart and "what
you know" (buttons, or C and K).

Keys: Tab / arrows choose a hand card (or a place to click) and Enter takes it, Enter again drops it; U (or Ctrl+Z)
undoes, H asks for a hint, C shows the elimination chart, K what you know, Escape closes an overlay or pauses.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from game.core import Action, Event, Match, State
from game.listtuecke import VARIANT, decisions
from game.listtuecke.cards import BACK_OF, COLOURS, ELIMINATION, INQUISITOR, LIGHT
from game.listtuecke.fold import before_deal
from game.listtuecke.inference import threats, tile_worth
from game.listtuecke.view import ListTueckeView
from scenes.i18n import tr, tr_count
from scenes.tables.kit.affordances import Route
from scenes.tables.kit.backs import BackedBoard
from scenes.tables.kit.board import HAND, Board, Key
from scenes.tables.kit.holders import Home, Point
from scenes.tables.kit.log import Entry
from scenes.tables.kit.table import Extra, KitTable
from scenes.tables.listtuecke import art, hud, tips
from scenes.tables.listtuecke.geometry import (
    ASIDE_KEY,
    BACKS_KEY,
    MIDDLE_KEY,
    OFFER_KEY,
    PASSING_KEY,
    START_KEY,
    Geometry,
    Room,
    back_of,
    is_stack_key,
    stack_key_of,
)
from scenes.tables.listtuecke.handlers import SCRIPT, describe
from scenes.tables.listtuecke.interaction import ListTueckeAffordances, is_handing
from scenes.tables.listtuecke.scoring import STEPS
from scenes.tables.listtuecke.shown import Shown
from scenes.tables.listtuecke.still import table_picture
from scenes.tables.listtuecke.words import Reader
from scenes.ui import theme, tween

if TYPE_CHECKING:
    from scenes.app import App

CHART = "chart"
KNOWLEDGE = "knowledge"
OVERLAY_KEYS = {pygame.K_c: CHART, pygame.K_k: KNOWLEDGE}
HAND_CLEARANCE = 30
"""Room kept between the prompt and the hand: a hovered card rises 14 and its glow reaches a little further."""
ROOM_SECONDS = 0.25
"""How long another seat's backs take to draw apart for a card handed to it (or together again)."""
GRID_COLUMNS = 10
GRID_GAP = 12
GRID_TOP = 60


class ListTueckeTable(KitTable):
    """A match of Mit List und Tücke on screen."""

    art = art
    script = SCRIPT
    scoring_steps = STEPS

    def __init__(self, app: App, match: Match) -> None:
        art.prepare(match.state.characters)
        self.lit_colour: int | None = None
        self.log_swaps: set[int] = set()
        """Seats that swapped a hand card since their last card played, as the log's lines are read (``Reader``)."""
        self.room: Room | None = None
        """The row of backs that keeps a place free now (``making_room``), as its cards were last sent home."""
        self.room_moves = tween.Timeline()
        """The backs drawing apart or together as a place opens or closes: beside the kit's timelines, whose motion
        would let go of the card the person holds."""
        super().__init__(app, match)

    @property
    def board(self) -> BackedBoard:
        """The card sprites, each showing its own back (light or dark) when face down."""
        return self._board

    @board.setter
    def board(self, board: Board) -> None:
        # The kit makes a plain Board for each new seat at the screen; this table's cards need their own backs.
        self._board = board if isinstance(board, BackedBoard) else BackedBoard(board.art, back_of)

    # The kit's questions.

    def make_geometry(self, viewer: int) -> Geometry:
        return Geometry(self.players, viewer)

    def make_shown(self, view: ListTueckeView) -> Shown:
        return Shown.of(view)

    def make_shown_before(self, view: ListTueckeView) -> Shown:
        """The table before the first chapter (the fold's): the opening events begin it and deal the cards."""
        return Shown.of(before_deal(self.players, view.seat, self.runner.match.record.options))

    def make_affordances(self) -> ListTueckeAffordances:
        return ListTueckeAffordances(self)

    def open_faces(self, truth: State) -> dict[Key, Hashable]:
        """The cards face down in the middle (the light and the dark ones), those set aside (LT-8), the cards laid
        aside to be passed and the Kurtisane's offer."""
        faces: dict[Key, Hashable] = {(MIDDLE_KEY, slot): card for slot, card in enumerate(truth.middle) if card}
        aside = sorted(truth.set_aside, key=lambda card: BACK_OF[card] != LIGHT)
        faces.update(((ASIDE_KEY, (index, BACK_OF[card])), card) for index, card in enumerate(aside))
        passing = enumerate(truth.pass_choice)
        faces.update(((PASSING_KEY, (seat, BACK_OF[card])), card) for seat, card in passing if card)
        if truth.offer is not None:
            card = truth.offer[1]
            faces[(OFFER_KEY, ((truth.start + truth.turn) % truth.players, BACK_OF[card]))] = card
        return faces

    def homes(self) -> dict[Key, Home]:
        return self.geometry.homes(self.shown, self.private, self.making_room())

    def update(self, dt: float) -> None:
        """The kit's update; and the receiver's row of backs opens a place for a card picked or hinted to be handed
        to it (and closes it again), gliding, unless a move is being shown (whose own motion lays the row out)."""
        super().update(dt)
        if self.runner.finished:
            return
        rate = self.app.settings.animation_rate
        if self.timeline.busy:
            self.room_moves.finish_all()
        room = self.making_room()
        if room != self.room and self.shown is not None:
            self.room = room
            if not self.timeline.busy:
                self.room_moves.add(self.board.settle(self.homes(), ROOM_SECONDS))
        self.room_moves.update(dt, rate)

    def still_picture(self) -> pygame.Surface:
        return table_picture(self.geometry, self.players, aside=self.cards_aside)

    def picture_key(self) -> Hashable:
        return self.players, self.geometry.viewer, self.cards_aside

    @property
    def cards_aside(self) -> bool:
        """Whether the variant's cards set aside have a place on the table."""
        return bool(self.runner.match.record.options.get(VARIANT))

    def describe(self, event: Event) -> Entry | None:
        line = describe(event, Reader(self.names, self.geometry.viewer if self.geometry else 0, self.log_swaps))
        if line is None:
            return None
        return Entry(line.seat, line.text, line.heading, line.cards)

    def log_lights(self, entry: Entry) -> tuple[Key, ...]:
        """A line names characters; they light where they lie now, as cards change stacks after the line was
        written."""
        if self.shown is None:
            return ()
        keys = (stack_key_of(self.shown.view.stacks, card) for card in entry.cards)
        return tuple(key for key in keys if key is not None)

    def hint_glow(self, target: Hashable, item: Key | None) -> pygame.Rect | None:
        """A card handed to another seat (passed, offered, given) lights the place it goes to (that seat's hand, or
        before it), not the whole seat, so it is plain where it goes while it is picked or hinted."""
        if is_handing(target) and item is not None:
            return self.landing(target[1], item[1])[0]
        return super().hint_glow(target, item)

    def landing(self, seat: int, card: int) -> tuple[pygame.Rect, pygame.Rect]:
        """Where ``card`` handed to ``seat`` goes: the place to light, and the card's own place there."""
        return self.geometry.landing(seat, self.shown.hand_backs[seat], BACK_OF[card], self.offering_card())

    def offering_card(self) -> bool:
        """Whether the card handed now is the Courtesan's offer, laid before its partner (LT-28), not into a hand."""
        return self.view is not None and self.view.deciding == decisions.OFFER

    def making_room(self) -> Room | None:
        """The seat whose row of backs keeps a place free for the card being handed to it now (picked, dragged or
        hinted), and that card's back; None while no card goes into another seat's hand."""
        handing = self.handing(dragging=True) if self.shown is not None else None
        if handing is None or self.offering_card():
            return None
        return handing.target[1], BACK_OF[handing.item[1]]

    def handing(self, dragging: bool = False) -> Route | None:
        """The way of the card being handed to another seat now: picked (not dragged, unless ``dragging``) or hinted;
        else None."""
        decisions = self.decisions
        dragdrop = decisions.dragdrop
        if (dragdrop.dragged is not None and not dragging) or decisions.followup is not None:
            return None
        if dragdrop.held is None:
            routes = [decisions.routes.get(decisions.hint)] if decisions.hint is not None else []
        else:
            routes = [route for route in decisions.routes.values() if route.item == dragdrop.held]
        return next((route for route in routes if route is not None and is_handing(route.target)), None)

    def hint_words(self, action: Action) -> str:
        return tips.action_words(action, self.view, self.names)

    def first_prompt(self) -> str:
        return tr("listtuecke.status.how_to_play")

    def prompt_area(self) -> pygame.Rect:
        """The prompt zone less a strip above the hand, so a card lifted under the pointer (with its glow) stays
        clear of the prompt and the first game's tip."""
        zone = self.geometry.zone("prompt")
        return pygame.Rect(zone.x, zone.y, zone.width, zone.height - HAND_CLEARANCE)

    # Places the motions need.

    def pile_spot(self, kind: str) -> Point:
        """Where a tile of ``kind`` is taken from: its colour's pile, or the supply of elimination tiles."""
        zone = self.geometry.zone("supply" if kind == ELIMINATION else f"stock_{kind}")
        return (zone.centerx, zone.y + 110 + art.STOCK_TILE / 2)

    def tiles_spot(self, seat: int, kind: str) -> Point:
        """Where a seat keeps its tiles of ``kind``."""
        zone = self.geometry.seat_zone("tiles", seat)
        index = (*COLOURS, ELIMINATION).index(kind)
        step = zone.width / 4
        return (zone.x + step * (index + 0.5), zone.centery - 12)

    def light_colour(self, colour: int | None) -> None:
        """The scoring lights a colour's pile (None: none)."""
        self.lit_colour = colour

    # The Inquisitor's grid.

    def grid_area(self) -> pygame.Rect:
        """Where the grid of characters stands: over the opponents and the board."""
        board = self.geometry.zone("board")
        return pygame.Rect(board.x, GRID_TOP, board.width, board.bottom - GRID_TOP)

    def grid_cell(self, rank: int) -> pygame.Rect:
        """Where the character ``rank`` lies in the grid."""
        characters = self.view.characters
        area = self.grid_area()
        columns = min(GRID_COLUMNS, len(characters))
        size = art.PICK
        rows = -(-len(characters) // columns)
        width = columns * size[0] + (columns - 1) * GRID_GAP
        top = area.y + 52 + (area.height - 52 - rows * size[1] - (rows - 1) * GRID_GAP) // 2
        index = characters.index(rank)
        row, column = divmod(index, columns)
        left = area.centerx - width // 2
        return pygame.Rect(left + column * (size[0] + GRID_GAP), top + row * (size[1] + GRID_GAP), *size)

    def naming(self) -> bool:
        """Whether the person at the screen is naming a character now."""
        view = self.view
        return view is not None and view.deciding == decisions.NAME and self.runner.accepts_input

    # Buttons and keys of its own.

    def extra_buttons(self) -> list[Extra]:
        """The elimination chart and "what you know", each an overlay (C and K)."""
        return [
            Extra(name, tr(f"listtuecke.button.{name}"), tr(f"listtuecke.button.{name}.tip"), key)
            for key, name in OVERLAY_KEYS.items()
        ]

    def draw_overlay(self, surface: pygame.Surface, name: str) -> None:
        """The elimination chart, or what the shown seat knows (nothing while its private cards hide)."""
        if name == CHART:
            rows = [("", tips.chart_line(*row)) for row in tips.chart_rows()]
            rows.append(("", tr("listtuecke.chart.saint")))
            title = tr("listtuecke.chart.title")
        else:
            rows = tips.knowledge_lines(self.view, self.names) if self.private else [("", tr("listtuecke.know.hidden"))]
            title = tr("listtuecke.know.title")
        hud.draw_overlay(surface, self.grid_area(), title, rows, tr("listtuecke.overlay.close"))

    # Drawing its own parts.

    def quiet_stamp(self) -> tuple:
        return (self.lit_colour, self.runner.accepts_input, self.naming())

    def draw_quiet(self, surface: pygame.Surface) -> None:
        """Under the cards: the stock and supply, everyone's tiles, the chapel's tiles, the progress."""
        geometry, shown = self.geometry, self.shown.view
        words = {
            "left": tr("listtuecke.stock.left"),
            "worth": tr("listtuecke.stock.worth"),
            "supply": tr("listtuecke.stock.supply"),
        }
        hud.draw_stock(surface, geometry, shown, tile_worth(shown), words)
        if self.lit_colour is not None:
            zone = geometry.zone(f"stock_{COLOURS[self.lit_colour]}")
            pygame.draw.rect(surface, theme.GOLD_LIGHT, zone, 4, border_radius=10)
        for seat in range(self.players):
            tiles = geometry.seat_zone("tiles", seat)
            hud.draw_seat_tiles(surface, tiles, shown.tiles[seat], shown.elimination_tiles[seat])
        hud.draw_chapel(surface, geometry, shown.chapel)
        hud.draw_progress(surface, geometry.zone("progress"), tips.progress_text(shown))

    def draw_quiet_over(self, surface: pygame.Surface) -> None:
        """Over the cards: the stacks' counts, what the shown seat knows of the middle, the Inquisitor's rank."""
        geometry, shown = self.geometry, self.shown.view
        hud.draw_stack_counts(
            surface, geometry, shown, lambda cards, up: tr_count("listtuecke.stack.count", cards, cards=cards, up=up)
        )
        if self.private:
            hud.draw_middle_known(surface, geometry, shown.middle_seen)
        hud.draw_inquisitor_rank(surface, geometry, shown, tr("listtuecke.stack.rank"))
        if self.naming():
            # In the quiet layer, so the kit's rims of the legal choices (and the keyboard's focus) lie over it.
            cells = [(rank, self.grid_cell(rank), rank != INQUISITOR) for rank in self.view.characters]
            hud.draw_grid(surface, self.grid_area(), cells, tr("listtuecke.grid.title"))

    def draw_lively(self, surface: pygame.Surface) -> None:
        """Every frame: the lingering threats breathing."""
        if self.sheet is None:
            found = [(threat, tips.threat_words(threat)) for threat in threats(self.shown.view)]
            hud.draw_threats(surface, self.geometry, found, self.pulse)
        handing = self.handing()
        if handing is not None:
            place, card = self.landing(handing.target[1], handing.item[1])
            hud.draw_landing(surface, place, card, BACK_OF[handing.item[1]], self.pulse)

    def tip_at(self, point: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        """The tooltip for what lies under ``point``: a card, a hand, the middle, the stock, the chapel, a plate."""
        geometry, view, names = self.geometry, self.view, self.names
        if self.naming():
            for rank in view.characters:
                cell = self.grid_cell(rank)
                if cell.collidepoint(point):
                    return tips.character_tip(rank), cell
            return None
        key = self.board.at(point)
        if key is not None:
            tip = self._card_tip(key)
            if tip is not None:
                return tip, self.board.sprites[key].rect
        for seat in range(self.players):
            for part, words in (("plate", tips.plate_tip), ("stack", tips.stack_tip), ("tiles", tips.plate_tip)):
                rect = geometry.seat_zone(part, seat)
                if rect.collidepoint(point):
                    return words(view, seat, names), rect
            if seat != view.seat and geometry.hand_rect(seat).collidepoint(point):
                return tips.hand_backs_tip(view, seat, names), geometry.hand_rect(seat)
        for index, colour in enumerate(COLOURS):
            rect = geometry.zone(f"stock_{colour}")
            if rect.collidepoint(point):
                return tips.stock_tip(view, index), rect
        for name, words in (("supply", tips.supply_tip), ("chapel", lambda: tips.chapel_tip(view))):
            rect = geometry.zone(name)
            if rect.collidepoint(point):
                return words(), rect
        return None

    def _card_tip(self, key: Key) -> str | None:
        view, names = self.view, self.names
        kind, ident = key
        if kind == HAND:
            return tips.hand_card_tip(view, ident, names) if self.private else None
        if is_stack_key(key):
            for seat, stack in enumerate(view.stacks):
                for position, (card, _) in enumerate(stack):
                    if card == ident:
                        return tips.stack_card_tip(view, seat, position, names)
            return None
        if kind == MIDDLE_KEY:
            return tips.middle_tip(view, ident) if self.private else None
        if kind == BACKS_KEY:
            return tips.hand_backs_tip(view, ident[0], names) if self.private else None
        if key == START_KEY:
            return tips.start_tip(view, names)
        return None
