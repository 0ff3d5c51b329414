"""Drawing a Hof-Verrat table each frame: a quiet layer kept between frames, and the lively parts over it.

The quiet layer holds what only changes when the table does (the still picture, counts, resting cards, name plates,
the pile, the missions, the log); it is redrawn only when its stamp changes, so a frame in which a person drags a card
costs one full-screen blit and the few things that move. The lively parts (glows, the hand, cards in flight, buttons,
prompts, the scoring's numbers, tooltips) are drawn every frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.hofverrat.board import COLUMN_OF, COLUMNS
from scenes.i18n import current_language, tr, tr_count
from scenes.tables.hofverrat import hud
from scenes.tables.hofverrat.board import HAND, PLAYED
from scenes.tables.hofverrat.interaction import TABLE_TARGET
from scenes.tables.hofverrat.knowledge import column_counts, missions_now
from scenes.tables.hofverrat.mission_cards import draw_mission
from scenes.tables.hofverrat.words import card_tip, column_tip, mission_tip, plate_tip
from scenes.ui import theme
from scenes.ui.dragdrop import HOVER, LEGAL, REFUSED, TARGET_LOOKS
from scenes.ui.tooltip import draw_tooltip

if TYPE_CHECKING:
    from scenes.tables.hofverrat.scene import HofVerratTable


class TablePainter:
    """Draws one table scene; owns the quiet layer and knows when it must be drawn again."""

    def __init__(self, table: HofVerratTable) -> None:
        self.table = table
        self.layer = pygame.Surface(theme.LOGICAL_SIZE).convert()
        self.drawn: tuple | None = None
        self.version = 0

    def invalidate(self) -> None:
        """Draw the quiet layer again on the next frame (a new still picture, a new language)."""
        self.version += 1

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table: the quiet layer (from its cache when nothing on it changed), then everything lively."""
        table = self.table
        if table.picture is None or table.shown is None:
            surface.fill(theme.WOOD_DARK)
            return
        key = self._quiet_key()
        if key is None:
            self._draw_quiet(surface)
        else:
            if key != self.drawn:
                self._draw_quiet(self.layer)
                self.drawn = key
            surface.blit(self.layer, (0, 0))
        self._draw_lively(surface)

    def _quiet_key(self) -> tuple | None:
        """What the quiet layer shows, as a value; None while it changes every frame (a waiting assassin's victims
        glow), when it is drawn straight to the screen instead."""
        table = self.table
        if table.hand.choice is not None:
            return None
        panel = table.log_panel
        return (
            self.version,
            table.shown.stamp(),
            table.board.resting_stamp(),
            id(table.view),
            table.private,
            id(panel.content) if panel is not None else None,
            panel.offset if panel is not None else None,
            table.sheet.stamp() if table.sheet is not None else None,
        )

    def _draw_quiet(self, surface: pygame.Surface) -> None:
        """Everything that only changes when the table does: the still picture, counts, resting cards, plates, the
        pile, the missions and the log."""
        table = self.table
        geometry, shown, sheet = table.geometry, table.shown, table.sheet
        surface.blit(table.picture, (0, 0))
        if sheet is not None and sheet.lit is not None:
            hud.draw_column_glow(surface, geometry, sheet.lit, sheet.standings[sheet.lit][0])
        for seat in range(table.players):
            hud.draw_group_badges(surface, geometry.groups(shown, seat), geometry.district_size(seat))
        table.board.draw_resting(surface)
        if sheet is None or not sheet.standings:
            hud.draw_column_counts(surface, geometry, column_counts(shown.table))
        if sheet is not None:
            for family, standing in sheet.standings.items():
                hud.draw_standing_ribbon(surface, geometry, family, standing)
        if sheet is None:
            hud.draw_hand_sizes(surface, geometry, shown.hand_sizes)
        hud.draw_pile(surface, geometry.zone("pile"), shown.pile)
        self._draw_missions(surface)
        if table.log_panel is not None:
            table.log_panel.paint(surface)

    def _draw_lively(self, surface: pygame.Surface) -> None:
        """What moves or answers the pointer: glows, the hand and the cards in flight, the status line, buttons,
        the prompt, the scoring's numbers and the tooltip."""
        table = self.table
        geometry, shown = table.geometry, table.shown
        self._draw_targets(surface)
        if table.sheet is None and shown.to_move is not None:
            hud.draw_turn_glow(surface, geometry.banner(shown.to_move), table.pulse)
        table.board.draw_moving(surface, table.hand.dragdrop.dragged)
        if table.hand.choice is not None:
            pass  # the Spare and Take back buttons stand in the status line
        elif table.runner.accepts_input and table.sheet is None:
            hud.draw_turn_areas(surface, geometry.zone("status"), shown.turn_areas)
        else:
            hud.draw_status(surface, geometry.zone("status"), self._status())
        table.controls.draw(surface)
        prompt = self._prompt()
        if prompt is not None:
            mat = geometry.zone("royal_table")
            hud.draw_prompt(surface, (mat.centerx, mat.bottom - 6), *prompt)
        if table.sheet is not None:
            if table.sheet.totals is not None:
                hud.draw_totals(surface, geometry, table.sheet.totals)
            self._draw_revealed_missions(surface)
            hud.draw_popups(surface, table.sheet.popups)
            if table.sheet.result is not None:
                hud.draw_ranking(surface, geometry.zone("royal_table"), table.sheet.result, table.names)
        elif table.resting >= theme.TOOLTIP_DELAY and not table.hand.dragdrop.busy:
            self._draw_tip(surface)

    def _draw_targets(self, surface: pygame.Surface) -> None:
        """While a card is held: its legal places glow, the one under the pointer most, a refused one in red."""
        table = self.table
        dragdrop = table.hand.dragdrop
        held = dragdrop.held
        hinted = table.hand.hint_target() if held is None and table.hand.hint is not None else None
        if held is None and hinted is None:
            return
        card = held[1] if held is not None else table.hand.hint.card
        for target in dragdrop.targets:
            state = dragdrop.target_state(target.id) if held is not None else (LEGAL if target.id == hinted else None)
            if state is None:
                continue
            kind, where = target.id
            rect = table.geometry.side(COLUMN_OF[card], where) if kind == TABLE_TARGET else target.rect
            colour, width = TARGET_LOOKS[state]
            hud.draw_target(surface, rect, colour, width, state in (HOVER, REFUSED))

    def _draw_missions(self, surface: pygame.Surface) -> None:
        """The shown seat's two missions: face up with their verdict now, stamped at the end, or face down when
        private cards must stay hidden."""
        table = self.table
        geometry, view = table.geometry, table.view
        language = current_language()
        reveals = (
            {reveal.slot: reveal for reveal in table.sheet.missions if reveal.seat == view.seat} if table.sheet else {}
        )
        verdicts = missions_now(view, view.seat) if table.private and table.sheet is None else []
        own = view.missions[view.seat] if table.private else None
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

    def _draw_revealed_missions(self, surface: pygame.Surface) -> None:
        """At the end, everyone else's missions turning over their districts."""
        table = self.table
        language = current_language()
        for reveal in table.sheet.missions:
            if reveal.seat != table.view.seat:
                rect = table.geometry.mission_spot(reveal.seat, reveal.slot)
                draw_mission(surface, rect, reveal.mission, language, flip=reveal.flip, verdict=reveal.verdict)

    def _status(self) -> str:
        """The status line's words when it is not the person's turn."""
        table = self.table
        runner = table.runner
        if table.sheet is not None:
            return tr("hofverrat.status.over" if table.show_over else "hofverrat.status.scoring")
        if runner.thinking_seat is not None:
            return tr("hofverrat.status.thinking", name=table.names[runner.thinking_seat])
        seat = runner.to_move
        return tr("hofverrat.status.turn_of", name=table.names[seat]) if seat is not None else ""

    def _prompt(self) -> tuple[str, bool] | None:
        """Something to read now, and whether it is a refusal: why a drop was refused, the assassin's choice, a
        hint, or (until the person's first card) how to play."""
        table = self.table
        if table.message is not None:
            return table.message[0], True
        if table.sheet is not None:
            return None
        if table.hand.choice is not None:
            return tr("hofverrat.status.choose_victim"), False
        if table.hint_words is not None:
            return table.hint_words, False
        if table.runner.accepts_input and not table.instructed:
            return tr("hofverrat.status.your_turn"), False
        return None

    def _draw_tip(self, surface: pygame.Surface) -> None:
        tip = self.tip_at(self.table.pointer)
        if tip is not None:
            draw_tooltip(surface, *tip)

    def tip_at(self, point: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        """The tooltip for what lies under ``point``: a card, a column, a mission, a name plate or the pile."""
        table = self.table
        geometry, shown, view = table.geometry, table.shown, table.view
        key = table.board.at(point)
        if key is not None and key[0] in (HAND, PLAYED):
            return card_tip(table.board.cards[key]), table.board.sprites[key].rect
        counts = column_counts(shown.table)
        for column in range(COLUMNS):
            rect = geometry.column_rect(column)
            if rect.collidepoint(point):
                return column_tip(column, counts[column]), rect
        if table.private:
            for slot, (mission, met, facts) in enumerate(missions_now(view, view.seat)):
                rect = geometry.mission_spot(view.seat, slot)
                if rect.collidepoint(point):
                    return mission_tip(mission, met, facts, table.names), rect
        for seat in range(table.players):
            plate = geometry.banner(seat)
            if plate.collidepoint(point):
                cards = len(shown.districts[seat])
                hidden = sum(card.card is None for card in shown.districts[seat])
                return plate_tip(table.names[seat], shown.hand_sizes[seat], cards, hidden), plate
        pile = geometry.zone("pile")
        if pile.collidepoint(point):
            return tr_count("hofverrat.tip.pile", shown.pile, count=shown.pile), pile
        return None
