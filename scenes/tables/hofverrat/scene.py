"""The Hof-Verrat table: the kit's table with Hof-Verrat's zones, cards, moves, words and scoring plugged in.

The kit (``scenes.tables.kit``) runs the match, the status line, the prompt, the log, the buttons, tooltips, the
drag-and-drop and the scoring show; this scene supplies what is truly Hof-Verrat's: the layout's zones (``geometry``),
the card art (``art``), each event's animation and log line (``story``), the placements' inputs (``interaction``),
the counts, plates, pile, missions and checklist it draws (``hud``, ``mission_cards``), its other words (``words``)
and its scoring steps (``scoring``). What it shows between two events is the shown seat's view, moved on by the
rules' own fold (``game.hofverrat.fold``).

Keys: Tab / arrows choose a hand card and then its place, Enter picks and drops, U (or Ctrl+Z) undoes, H asks for a
hint, Escape puts a held card back or opens the pause menu.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from game.core import Event, Match, Result, State
from game.core.fold import put
from game.hofverrat.fold import advance, before_deal
from game.hofverrat.knowledge import column_counts, missions_now
from game.hofverrat.view import HofVerratView, PlayedCard
from scenes.i18n import current_language, tr, tr_count
from scenes.tables.hofverrat import art, hud, story, words
from scenes.tables.hofverrat.geometry import Geometry, card_of, royal_rows
from scenes.tables.hofverrat.interaction import TABLE_TARGET, HofVerratAffordances
from scenes.tables.hofverrat.mission_cards import draw_mission
from scenes.tables.hofverrat.scoring import STEPS, Court
from scenes.tables.hofverrat.still import table_picture
from scenes.tables.kit.board import HAND, PLAYED, Key
from scenes.tables.kit.folded import Folded
from scenes.tables.kit.holders import Home
from scenes.tables.kit.log import Entry
from scenes.tables.kit.plates import MINI_BACK, Marker, hand_backs
from scenes.tables.kit.table import KitTable

if TYPE_CHECKING:
    from scenes.app import App

PARK_SECONDS = 0.3
PARKED = 1 << 30
"""The serial a parked card is laid out under: after every real one, so it takes the place a new card would."""
PROMPT_MARGIN = 8


class HofVerratTable(KitTable):
    """A match of Hof-Verrat on screen."""

    art = art
    script = story.SCRIPT
    scoring_steps = STEPS

    def __init__(self, app: App, match: Match) -> None:
        art.prepare()
        self.court = Court()
        self.open_missions: tuple[tuple[str, ...], ...] = ()
        """Every seat's missions from the true state, laid open over the others' districts while a replay of an
        ended game shows every card open (``opened``)."""
        super().__init__(app, match)

    # The kit's questions.

    def make_geometry(self, viewer: int) -> Geometry:
        return Geometry(self.players, viewer)

    def make_shown(self, view: HofVerratView) -> Folded[HofVerratView]:
        return Folded(view, advance)

    def make_affordances(self) -> HofVerratAffordances:
        return HofVerratAffordances(self)

    def open_faces(self, truth: State) -> dict[Key, Hashable]:
        """Every card in play by its serial: the spies face up where they lie; every seat's missions are kept to be
        laid open too (``open_missions``)."""
        self.open_missions = tuple(tuple(missions) for missions in truth.missions)
        return {(PLAYED, serial): card for serial, card in enumerate(truth.cards)}

    def homes(self) -> dict[Key, Home]:
        """Every card's place, the hand keeping its gaps through the person's turn (the kit's ``in_slots``)."""
        places = self.geometry.homes(self.shown.view, self.private, self.court.joined)
        return self.in_slots(places, self.geometry.hand_homes)

    def still_picture(self) -> pygame.Surface:
        return table_picture(self.geometry, self.players)

    def describe(self, event: Event) -> Entry | None:
        return story.describe(event, self.names)

    def make_shown_before(self, view: HofVerratView) -> Folded[HofVerratView]:
        """The table before the deal (every card in the pile, nobody to move): the opening events deal the hands."""
        return Folded(before_deal(self.players, view.seat, self.runner.match.record.options), advance)

    def end(self, result: Result) -> None:
        self.court = Court()
        super().end(result)

    def hint_words(self, action) -> str:
        victim = card_of(self.shown.view, action.target) if action.target is not None else None
        return words.hint_text(action, self.names, self.view.seat, victim)

    def followup_prompt(self) -> str:
        return tr("hofverrat.status.choose_victim")

    def first_prompt(self) -> str:
        return tr("hofverrat.status.your_turn")

    def prompt_area(self) -> pygame.Rect:
        """The prompt stands at the bottom of the royal table, clear of the name plates and the checklist."""
        return self.geometry.zone("royal_table").inflate(-2 * PROMPT_MARGIN, -2 * PROMPT_MARGIN)

    def park(self, item: Key | None, target: tuple | None) -> None:
        """Show a hand card at the place ``target`` it is about to take, the cards there making room (an assassin
        waiting for its victim); with no target, send it back into the hand."""
        laid = self.laid_view()
        places = self.in_slots(self.geometry.homes(laid, self.private, self.court.joined), self.geometry.hand_homes)
        if (PLAYED, PARKED) in places and item is not None:
            places[item] = places.pop((PLAYED, PARKED))
        self.spawn(self.board.settle(places, PARK_SECONDS))

    def laid_view(self) -> HofVerratView:
        """The shown view as the cards lie now: a hand card waiting for its follow-up (an assassin for its victim)
        lies at the end of the place it will take, under the serial ``PARKED``."""
        view, followup = self.shown.view, self.decisions.followup
        if followup is None or followup.item is None or followup.target is None:
            return view
        return _parked(view, followup.item[1], followup.target)

    # Drawing Hof-Verrat's own parts.

    def keep_clear(self) -> list[pygame.Rect]:
        """The turn's checklist stays readable under any tooltip."""
        return [self.geometry.checklist()] if self.offered() else []

    def offered(self) -> bool:
        """Whether the person at the screen is offered a placement now: not while the move before is still shown
        (its areas are the last mover's) nor during the scoring."""
        return self.sheet is None and self.runner.accepts_input and not self.offering

    def quiet_stamp(self) -> tuple:
        followup = self.decisions.followup
        waiting = (followup.item, followup.target) if followup is not None else None
        return (self.court.stamp(), self.offered(), waiting, bool(self.opened))

    def draw_quiet(self, surface: pygame.Surface) -> None:
        """Under the cards: the column lit by the scoring, and each district group's count."""
        geometry, court = self.geometry, self.court
        if self.sheet is not None and court.lit is not None:
            hud.draw_column_glow(surface, geometry, court.lit, court.standings[court.lit][0])
        laid = self.laid_view()
        for seat in range(self.players):
            hud.draw_group_badges(surface, geometry.groups(laid, seat), geometry.district_size(seat))

    def draw_quiet_over(self, surface: pygame.Surface) -> None:
        """Over the cards: the columns' counts (or the scoring's ribbons), the pile, the missions, and the turn's
        checklist for the person to move."""
        geometry, shown, court = self.geometry, self.shown.view, self.court
        if self.sheet is None or not court.standings:
            hud.draw_column_counts(surface, geometry, column_counts(royal_rows(shown, court.joined)))
        for family, standing in court.standings.items():
            hud.draw_standing_ribbon(surface, geometry, family, standing)
        hud.draw_pile(surface, geometry.zone("pile"), shown.pile_size)
        self._draw_missions(surface)
        if self.opened:
            self._draw_open_missions(surface)
        if self.offered():
            hud.draw_turn_areas(surface, self.geometry.checklist(), shown.turn_areas)

    def markers(self, seat: int) -> list[Marker]:
        """Every other seat's hand size on its plate, as little backs and a number."""
        if seat == self.geometry.viewer or self.shown is None:
            return []
        count = self.shown.view.hand_sizes[seat]
        return [Marker(str(count), icon=hand_backs(art.back(MINI_BACK), count), end=True)]

    def draw_lively(self, surface: pygame.Surface) -> None:
        """At the end, everyone else's missions turning over."""
        language = current_language()
        for reveal in self.court.missions:
            if reveal.seat != self.view.seat:
                rect = self.geometry.mission_spot(reveal.seat, reveal.slot)
                draw_mission(surface, rect, reveal.mission, language, flip=reveal.flip, verdict=reveal.verdict)

    def _draw_open_missions(self, surface: pygame.Surface) -> None:
        """With every card open, each other seat's missions face up where they turn over at the end (HV-19), unless
        they already lie there."""
        language = current_language()
        turned = {reveal.seat for reveal in self.court.missions}
        for seat, missions in enumerate(self.open_missions):
            if seat == self.view.seat or seat in turned:
                continue
            for slot, mission in enumerate(missions):
                draw_mission(surface, self.geometry.mission_spot(seat, slot), mission, language)

    def _draw_missions(self, surface: pygame.Surface) -> None:
        """The shown seat's two missions: face up with their verdict now, stamped at the end, or face down when
        private cards must stay hidden."""
        geometry, view = self.geometry, self.view
        language = current_language()
        reveals = {reveal.slot: reveal for reveal in self.court.missions if reveal.seat == view.seat}
        verdicts = missions_now(view, view.seat) if self.private and self.sheet is None else []
        own = view.missions[view.seat] if self.private else None
        for slot in range(2):
            rect = geometry.mission_spot(view.seat, slot)
            if slot in reveals:
                draw_mission(surface, rect, reveals[slot].mission, language, verdict=reveals[slot].verdict)
            elif verdicts:
                mission, met, _ = verdicts[slot]
                note = tr("hofverrat.now_met" if met else "hofverrat.now_not_met")
                draw_mission(surface, rect, mission, language, verdict=met, note=note)
            else:
                draw_mission(surface, rect, own[slot] if own is not None else None, language)

    def remembered(self, key: Key) -> int | None:
        """The face of a face-down spy the seat at the screen laid itself (it held the card; HV-13 forbids looking
        again, not remembering); None for any other card, and for everyone while private cards must hide."""
        if not self.private or key[0] != PLAYED or self.board.cards.get(key) is not None:
            return None
        return next((spy.card for spy in self.shown.view.remembered if spy.serial == key[1]), None)

    def tip_at(self, point: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        """The tooltip for what lies under ``point``: a card, a column, a mission, a name plate or the pile."""
        geometry, shown, view = self.geometry, self.shown.view, self.view
        key = self.board.at(point)
        if key is not None and key[0] in (HAND, PLAYED):
            return words.card_tip(self.board.cards[key], self.remembered(key)), self.board.sprites[key].rect
        counts = column_counts(royal_rows(shown, self.court.joined))
        for column in range(len(counts)):
            rect = geometry.column_rect(column)
            if rect.collidepoint(point):
                return words.column_tip(column, counts[column]), rect
        if self.private:
            for slot, (mission, met, facts) in enumerate(missions_now(view, view.seat)):
                rect = geometry.mission_spot(view.seat, slot)
                if rect.collidepoint(point):
                    return words.mission_tip(mission, met, facts, self.names), rect
        for seat in range(self.players):
            plate = geometry.banner(seat)
            if plate.collidepoint(point):
                cards = len(shown.districts[seat])
                hidden = sum(card.card is None for card in shown.districts[seat])
                return words.plate_tip(self.names[seat], shown.hand_sizes[seat], cards, hidden), plate
        pile = geometry.zone("pile")
        if pile.collidepoint(point):
            return tr_count("hofverrat.tip.pile", shown.pile_size, count=shown.pile_size), pile
        return None


def _parked(view: HofVerratView, card: int, target: tuple) -> HofVerratView:
    """``view`` with the hand card ``card`` laid at the end of the place ``target`` under the serial ``PARKED``."""
    hand = tuple(each for each in view.hand if each != card)
    if target[0] == TABLE_TARGET:
        sides = view.table[target[1]]
        column = put(sides, target[2], (*sides[target[2]], PlayedCard(PARKED, card)))
        return dataclasses.replace(view, hand=hand, table=put(view.table, target[1], column))
    district = (*view.districts[target[1]], PlayedCard(PARKED, card))
    return dataclasses.replace(view, hand=hand, districts=put(view.districts, target[1], district))
