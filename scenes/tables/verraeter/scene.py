"""The Verräter table: the kit's table with Verräter's zones, cards, moves, words and scoring plugged in.

The kit (``scenes.tables.kit``) runs the match, the status line, the prompt, the log, the buttons, tooltips, the
drag-and-drop and the scoring show; this scene supplies what is truly Verräter's: the layout's zones (``geometry``),
the card art (``art``), the shown table (``shown``: the view as the model folds it), one handler per event with its
animation and its log line (``handlers``, from ``course``, ``draft``, ``cards``, ``conflict``, ``building``), the
decisions' inputs (``interaction``), what it draws (``still``, ``hud``, ``tally``), its words (``tips``, ``words``),
its scoring steps (``scoring``) and the rulebook's overview (``overview``, the O key or the Overview button).

Keys: Tab / arrows walk the choices (a card, a border, a building, a place, a button), Enter takes one, U (or Ctrl+Z)
undoes, H asks for a hint, O shows the overview, Escape puts a held card back or opens the pause menu.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from game.core import Action, Event, Match, State
from game.verraeter.actions import TurnBuilding
from game.verraeter.circle import site_positions
from game.verraeter.data import ACTION_CARDS, BUILDER, MAX_TRADING_HOUSES, OTHER_HOUSE, ROUNDS
from game.verraeter.events import ActionCardsRevealed, LandscapeFlipped, PhaseStarted
from game.verraeter.knowledge import known_tally
from game.verraeter.view import VerraeterView
from scenes.i18n import tr
from scenes.tables.kit.alike import AlikeDecisions
from scenes.tables.kit.board import HAND, Key
from scenes.tables.kit.holders import Home
from scenes.tables.kit.log import Entry
from scenes.tables.kit.plates import Marker
from scenes.tables.kit.table import Extra, KitTable
from scenes.tables.verraeter import art, hud, tips
from scenes.tables.verraeter.geometry import Geometry
from scenes.tables.verraeter.handlers import SCRIPT, log_line
from scenes.tables.verraeter.interaction import VerraeterAffordances, hint_term
from scenes.tables.verraeter.overview import OverviewScene
from scenes.tables.verraeter.scoring import STEPS
from scenes.tables.verraeter.shown import Shown
from scenes.tables.verraeter.still import table_picture
from scenes.tables.verraeter.tally import TallyShow, draw_tally, final_caption, sides_of
from scenes.tables.verraeter.words import Circle, Term, landscape, say

if TYPE_CHECKING:
    from scenes.app import App

OVERVIEW_KEY = pygame.K_o


class VerraeterTable(KitTable):
    """A match of Verräter on screen."""

    art = art
    script = SCRIPT
    scoring_steps = STEPS

    def __init__(self, app: App, match: Match) -> None:
        players = len(match.seats)
        art.prepare(players)
        self.rounds = ROUNDS[players]
        self.tally_show: TallyShow | None = None
        self.lit_entry: tuple[int, int] | None = None
        self.lit_kontore: tuple[int, ...] = ()
        self.log_houses: list[str] = []
        self.log_builder = False
        super().__init__(app, match)
        decisions = AlikeDecisions(self.board, self.decisions.affordances, self._submit, self.refused, alike=_value_of)
        decisions.area = self.prompt_area
        self.decisions = decisions

    # The kit's questions.

    def make_geometry(self, viewer: int) -> Geometry:
        return Geometry(self.players, viewer)

    def make_shown(self, view: VerraeterView) -> Shown:
        if view.conflict_border is None:
            self.tally_show = None
        return Shown.from_view(view)

    def make_affordances(self) -> VerraeterAffordances:
        return VerraeterAffordances(self)

    def open_faces(self, truth: State) -> dict[Key, Hashable]:
        """The set-aside action card, the action cards taken before their reveal and the rest, passed round as the
        offer or lying in the middle (which of the two the table shows)."""
        picks = enumerate(truth.picks)
        faces: dict[Key, Hashable] = {("action", seat): ("action", pick) for seat, pick in picks if pick is not None}
        if truth.aside is not None:
            faces[("aside", 0)] = ("action", truth.aside)
        rest = [card for card in ACTION_CARDS if card != truth.aside and card not in truth.picks]
        for index, card in enumerate(rest):
            faces[("offer", index)] = faces[("pool", index)] = ("action", card)
        return faces

    def homes(self) -> dict[Key, Home]:
        """Every card's place, the hand keeping its gaps while the person plays supply cards (the kit's
        ``in_slots``), so the next card stays under the pointer."""
        return self.in_slots(self.geometry.homes(self.shown, self.private), self.geometry.hand_homes)

    def still_picture(self) -> pygame.Surface:
        return table_picture(self.geometry, self.players)

    def private_card(self, key: Key) -> bool:
        """The hand, the action cards offered in the draft, and the seat's own action card until the reveal."""
        own_action = ("action", self.geometry.viewer) if not self.shown.revealed else None
        return key[0] in (HAND, "offered") or key == own_action

    def opening(self, view: VerraeterView) -> list[Event]:
        """The set-up has no event of its own, so its heading opens the log (before the match's opening events)."""
        return [PhaseStarted(0, "setup"), *super().opening(view)]

    def describe(self, event: Event) -> Entry | None:
        """The log line of one event, naming each landscape with the house it showed then (the log is worded from
        its first event on, so the circle is folded along, starting from the shown circle with every flip undone);
        whether someone took the Builder is folded along from each round's reveal the same way."""
        if self.log.events and event is self.log.events[0]:
            self.log_houses = self._first_houses()
            self.log_builder = False
        if isinstance(event, ActionCardsRevealed):
            self.log_builder = BUILDER in event.cards
        names, seat = tuple(self.names), self.view.seat
        circle = Circle(self.view.landscapes, tuple(self.log_houses), names, self.rounds, seat, self.log_builder)
        line = log_line(event, circle)
        if isinstance(event, LandscapeFlipped) and self.log_houses:
            self.log_houses[event.position] = event.house
        if line is None:
            return None
        return Entry(line.seat, line.text(), line.heading, line.cards)

    def _first_houses(self) -> list[str]:
        houses = list(self.shown.view.houses)
        for event in reversed(self.log.events):
            if isinstance(event, LandscapeFlipped):
                houses[event.position] = OTHER_HOUSE[event.house]
        return houses

    def hint_words(self, action: Action) -> str:
        return say(hint_term(action, self.shown.view))

    def followup_prompt(self) -> str:
        return tr("verraeter.choose_side")

    def first_prompt(self) -> str:
        decision = self.view.awaiting if self.view is not None else None
        if decision is None:
            return tr("kit.status.how_to_play")
        return tr(f"verraeter.how.{decision.kind.split('.', 1)[1]}")

    def prompt_area(self) -> pygame.Rect:
        return self.geometry.zone("prompt")

    # The overview button and key.

    def extra_buttons(self) -> list[Extra]:
        """The rulebook's overview (the O key too)."""
        label, tip = tr("verraeter.button.overview"), tr("verraeter.button.overview.tip")
        return [Extra("rules", label, tip, OVERVIEW_KEY, self.open_overview)]

    def open_overview(self) -> None:
        """Show the rulebook's overview over the table."""
        self.app.push(OverviewScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._refuse_turn(event.pos):
            return
        super().handle(event)

    def turn_marks(self) -> dict[int, bool]:
        """While the person builds: each of their buildings, and whether it may turn over now."""
        view = self.view
        if not self.runner.accepts_input or view.awaiting is None or view.awaiting.kind != "verraeter.builder":
            return {}
        legal = {action.position for action in view.legal_actions if isinstance(action, TurnBuilding)}
        own = [position for position, owner in enumerate(view.building_owners) if owner == view.seat]
        return {position: position in legal for position in own}

    def _refuse_turn(self, point: tuple[int, int]) -> bool:
        """A click on the turn mark of a building that may not turn (a third Kontor) is refused with the reason."""
        if self.decisions.busy:
            return False
        for position, allowed in self.turn_marks().items():
            if not allowed and self.geometry.turn_mark(position).collidepoint(point):
                self.refused(tr("refusal.verraeter.kontor_limit", most=MAX_TRADING_HOUSES))
                return True
        return False

    # Drawing Verräter's own parts.

    def public_view(self) -> VerraeterView:
        """The view with what only the shown seat knows taken out while its private cards must stay hidden."""
        if self.private:
            return self.view
        return dataclasses.replace(self.view, offered=(), my_action=None, hand=(), drawn_since_reshuffle=())

    def quiet_stamp(self) -> tuple:
        return (self.private, self.runner.accepts_input, self.tally_show is None)

    def draw_quiet(self, surface: pygame.Surface) -> None:
        """Under the cards: the conflict site's glow, the tally as far as the shown seat can see, the piles' counts,
        and the dark cloth the offered cards lie on while the person chooses (under those at rest: one flying in is
        not yet on it)."""
        geometry, shown = self.geometry, self.shown.view
        hud.draw_piles(surface, geometry, shown.draw_pile_size, len(shown.discard_pile))
        if shown.conflict_border is not None:
            hud.draw_site(surface, geometry, site_positions(shown.houses, shown.conflict_border))
        if self.tally_show is None and self.sheet is None:
            tally = known_tally(self.public_view())
            if tally is not None:
                draw_tally(surface, geometry.tally_halves(), sides_of(tally), tr("verraeter.tally.guess"))
        offered = [self.board.sprites[key].rect for key in self.board.at_rest() if key[0] == "offered"]
        if offered:
            hud.draw_cloth(surface, offered[0].unionall(offered[1:]).inflate(40, 16))

    def markers(self, seat: int) -> list[Marker]:
        """A seat's points, and another seat's hand count, on its plate (``hud.plate_markers``)."""
        view = self.shown.view
        return hud.plate_markers(view.points[seat], None if seat == self.geometry.viewer else view.hand_sizes[seat])

    def draw_quiet_over(self, surface: pygame.Surface) -> None:
        """Over the cards: the sums played, the piles' counts."""
        geometry, shown = self.geometry, self.shown.view
        hud.draw_played_sums(surface, geometry, shown.played)

    def draw_lively(self, surface: pygame.Surface) -> None:
        """The tally counting up, the victory table's lit entry, the Kontore lit at the end, the draft's words."""
        geometry = self.geometry
        show = self.tally_show
        if show is not None and self.sheet is None:
            caption = final_caption(show.winner) if show.finished else tr("verraeter.tally.final")
            draw_tally(surface, geometry.tally_halves(), show.sides, caption, show.winner, show.finished)
        if self.lit_entry is not None:
            hud.draw_lit_entry(surface, geometry, *self.lit_entry)
        for position in self.lit_kontore:
            hud.draw_lit_place(surface, geometry.building(position))
        if not self.timeline.busy:
            hud.draw_turn_marks(surface, geometry, self.turn_marks())
        if self._choosing_action():
            words = [term.text() for term in tips.draft_tip(self.view, self.names)]
            hud.draw_draft_words(surface, geometry.zone("overlay"), words)

    def _choosing_action(self) -> bool:
        view = self.view
        return (
            self.private
            and self.runner.accepts_input
            and view is not None
            and view.awaiting is not None
            and view.awaiting.kind == "verraeter.action_draft"
            and not self.timeline.busy
        )

    def clear_lit_entry(self) -> None:
        """The victory table's entry is no longer lit (the landscape has turned)."""
        self.lit_entry = None

    def tip_at(self, point: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        """The tooltip for what lies under ``point``: a card or piece, a border, a plate or a pile."""
        tip = self._tip(point)
        return (tips.tip_text(tip[0]), tip[1]) if tip is not None else None

    def _tip(self, point: tuple[int, int]) -> tuple[tips.Tip, pygame.Rect] | None:
        geometry, view, names = self.geometry, self.public_view(), self.names
        if self.runner.accepts_input and view.awaiting is not None and view.awaiting.kind == "verraeter.conflict_site":
            for border in range(len(view.houses)):
                if geometry.border(border).collidepoint(point):
                    return tips.border_tip(view, border, names), geometry.border(border)
        key = self.board.at(point)
        if key is not None:
            found = self._card_tip(key, view)
            if found is not None:
                return found, self.board.sprites[key].rect
        for seat in range(self.players):
            plate = geometry.part("plate", seat)
            if plate.collidepoint(point):
                return tips.plate_tip(view, seat, names), plate
        for name, tip in (("draw_pile", tips.draw_pile_tip), ("discard_pile", tips.discard_pile_tip)):
            if geometry.zone(name).collidepoint(point):
                return tip(view), geometry.zone(name)
        return None

    def _card_tip(self, key: Key, view: VerraeterView) -> tips.Tip | None:
        kind, ident = key
        card = self.board.cards.get(key)
        if kind == "landscape":
            return tips.landscape_tip(view, ident, self.names)
        if kind == "building":
            return tips.building_tip(view, ident, self.names)
        if kind == "discard":
            return tips.discard_pile_tip(view)
        if kind == "stock" and ident[0] == view.seat:
            return (Term("verraeter.tip.stock_own", {"count": view.stock[view.seat]}),)
        if card is not None and card[0] == "supply":
            return tips.supply_tip(card[1])
        if kind in ("action", "offered") and card is not None:
            return tips.action_tip(card[1])
        if kind == "action":
            return tips.hidden_action_tip(view, ident)
        if kind == "aside":
            return tips.aside_tip(view)
        if kind == "allegiance":
            return tips.allegiance_tip(view, ident, self.names)
        if kind in ("strategy", "start", "marker"):
            return (Term(f"verraeter.tip.{kind}", _marker_params(view, kind)),)
        if kind == "draw":
            return tips.draw_pile_tip(view)
        return None


def _marker_params(view: VerraeterView, kind: str) -> dict:
    if kind != "marker" or view.conflict_border is None:
        return {}
    eagle, rose = site_positions(view.houses, view.conflict_border)
    return {"eagle": landscape(view.landscapes[eagle], "eagle"), "rose": landscape(view.landscapes[rose], "rose")}


def _value_of(key: Key) -> object:
    """Hand cards of one value are alike for the rules (the sprites' numbers only tell equal values apart), and so
    are the buildings in one seat's stock: whichever a person takes hold of is the one that is built."""
    if key[0] == HAND:
        return key[1][0]
    if key[0] == "stock":
        return ("stock", key[1][0])
    return key
