"""The Hofnar table: the kit's table with Hofnar's zones, cards, moves, words and scoring plugged in.

The kit (``scenes.tables.kit``) runs the match, the status line, the prompt, the log, the buttons, tooltips, the
drag-and-drop and the scoring show; this scene supplies what is truly Hofnar's: the layout's zones (``geometry``),
the card art (``art``), every event's animation and log line (``story``), the decisions' inputs (``interaction``), the
plates, piles, offer bar and lit stars it draws (``hud``), its tooltips and offers (``words``) and its scoring steps
(``scoring``). The table as shown between two events is the shown seat's view, moved on by the model's fold
(``game.hofnar.fold``).

Keys: Tab / arrows choose a card, a plate or an offer button, Enter takes it (a card, then its place), U (or Ctrl+Z)
undoes, H asks for a hint, Escape puts a held card back or opens the pause menu.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from game.core import Action, Event, Match, State
from game.hofnar.actions import BreakTie, ChooseMood, DeclineEffect, GiveCard, NameStarter, PlayCard, UseEffect
from game.hofnar.fold import FOLD
from game.hofnar.view import HofnarView
from scenes.i18n import tr
from scenes.tables.hofnar import art, hud, motion, still, story, words
from scenes.tables.hofnar.geometry import Geometry
from scenes.tables.hofnar.interaction import DECLINE, USE, HofnarAffordances, mood_hand_key
from scenes.tables.hofnar.scoring import STEPS
from scenes.tables.hofnar.still import table_picture
from scenes.tables.kit.board import HAND, PLAYED, Key
from scenes.tables.kit.folded import Folded
from scenes.tables.kit.holders import Home
from scenes.tables.kit.log import Entry
from scenes.tables.kit.table import NO_SEAT, KitTable

if TYPE_CHECKING:
    from scenes.app import App

WINDOW = "effect."
"""How the names of the decisions of an effect's window begin ("effect.hudson"): offered in the offer bar."""
FIRST_PROMPTS = {
    "mood": "hofnar.first_prompt.mood",
    "replace_mood": "hofnar.first_prompt.mood",
    "play": "hofnar.first_prompt.play",
    "choose": "hofnar.first_prompt.play",
    "first_jester": "hofnar.first_prompt.jester",
    "tie": "hofnar.first_prompt.jester",
    "give_back": "hofnar.first_prompt.give",
}
"""The first prompt's key for each decision outside an effect's window, by the decision's name."""


class HofnarTable(KitTable):
    """A match of Hofnar on screen."""

    art = art
    script = story.SCRIPT
    scoring_steps = STEPS
    own_plates = True
    """Its plates change as play goes on (a jester's lives, a beheaded jester struck and dimmed in his place, the
    throne), so it draws them with the quiet layer (``hud``) instead of the kit's still name plates."""

    def __init__(self, app: App, match: Match) -> None:
        art.prepare()
        self.king = match.view(0).king
        self.star_light = 1.0
        self.options = match.record.options
        super().__init__(app, match)

    # The kit's questions.

    def make_geometry(self, viewer: int) -> Geometry:
        return Geometry(self.players, self.king, viewer)

    def make_shown(self, view: HofnarView) -> Folded[HofnarView]:
        return Folded(view, FOLD.advance)

    @property
    def seen(self) -> HofnarView:
        """The table as shown so far: the shown seat's view, folded up to the event the animation has reached."""
        return self.shown.view

    def make_affordances(self) -> HofnarAffordances:
        return HofnarAffordances(self)

    def open_faces(self, truth: State) -> dict[Key, Hashable]:
        """The acts played face down this round and the mood laid face down."""
        faces: dict[Key, Hashable] = {motion.played_key(seat): card for seat, card in truth.table}
        if truth.mood is not None:
            faces[motion.MOOD_KEY] = art.mood_value(truth.mood)
        return faces

    def homes(self) -> dict[Key, Home]:
        """The hand (acts, or the King's moods; none once the jester at the screen is beheaded), the acts played
        this round and the round's mood."""
        geometry, shown, private = self.geometry, self.seen, self.private
        homes: dict[Key, Home] = {}
        if shown.seat == shown.king:
            keys = mood_hand_keys(shown.moods)
            for (key, mood), centre in zip(keys, self._hand_homes(len(keys)), strict=True):
                homes[key] = Home(centre, art.KING_HAND, art.mood_value(mood) if private else None)
        elif shown.seat not in shown.fallen:
            for card, centre in zip(shown.hand, self._hand_homes(len(shown.hand)), strict=True):
                homes[(HAND, card)] = Home(centre, art.HAND, card if private else None)
        for seat, card in shown.table:
            hidden = card is None or (shown.cards_hidden and not private)
            homes[motion.played_key(seat)] = Home(geometry.play(seat).center, art.TABLE, None if hidden else card)
        if shown.mood_laid:
            known = shown.mood is not None and (shown.mood_shown or private)
            face = art.mood_value(shown.mood) if known else None
            homes[motion.MOOD_KEY] = Home(geometry.zone("mood").center, art.MOOD, face)
        return homes

    def _hand_homes(self, count: int) -> list[tuple[float, float]]:
        """The hand's places: side by side to its jester, one stack while others may look (``hidden_hand_spot``),
        clear of the open table's notice when it is up."""
        spot = self.hidden_hand_spot()
        return [spot] * count if spot is not None else self.geometry.hand_homes(count, self.runner.at_open_table)

    def hidden_hand_spot(self) -> tuple[float, float] | None:
        """A face-down hand lies as one stack in the middle of the hand's place: everyone knows the King's sorted
        moods, so a gap in a row would tell which one he laid. Not while the King picks his new mood from it at the
        open table (HN-34 after a reveal): his unused moods are then known to all, and he must reach each one."""
        view = self.view
        picking = view is not None and view.deciding == "replace_mood" and view.to_move == view.seat
        return None if self.private or picking else self.geometry.zone("hand").center

    def still_picture(self) -> pygame.Surface:
        return table_picture(self.geometry)

    def picture_key(self) -> Hashable:
        """The ring turns with the king's seat as well."""
        return self.players, self.king, self.geometry.viewer

    def describe(self, event: Event) -> Entry | None:
        line = story.log_line(event, self.names)
        if line is None:
            return None
        seat = getattr(event, "seat", None)
        heading = event.kind in ("round_started", "game_won")
        cards = (motion.played_key(event.seat),) if event.kind == "card_played" else ()
        return Entry(seat if isinstance(seat, int) else None, line, heading=heading, cards=cards)

    def make_shown_before(self, view: HofnarView) -> Folded[HofnarView]:
        """The table before the deal (the fold's): the opening events hand out the roles, deal the acts and open
        round 1."""
        return Folded(FOLD.before_deal(self.players, view.seat, self.options), FOLD.advance)

    def own_mood_sprite(self) -> Key | None:
        """The King's hand card of the mood he just laid, when he is at the screen and laid it himself."""
        own = self.own
        if not isinstance(own, ChooseMood):
            return None
        key = mood_hand_key(own.mood, 0)
        return key if key in self.board.sprites else None

    def total_spot(self, seat: int) -> tuple[int, int]:
        """A jester's total at the foot of his plate, clear of his names (the King has none: he does not compete)."""
        plate = self.geometry.plate(seat)
        return plate.right - 62, plate.bottom - 22

    def hint_words(self, action: Action) -> str:
        return action_words(action, self.names)

    def first_prompt(self) -> str:
        """How to make the decision at hand, until the person has made one: short, for it stands between the
        offer bar and his place. Nothing in an effect's window: the offer bar asks its question and says how to
        answer it (the status line only names the moment), so the question stands in one place."""
        view = self.view
        if view is None:
            return tr("kit.status.how_to_play")
        if in_window(view):
            return ""
        return tr(FIRST_PROMPTS.get(view.deciding or "", "kit.status.how_to_play"))

    def prompt(self) -> tuple[str, bool] | None:
        """The kit's prompt, but none where the first prompt has nothing to add (see ``first_prompt``)."""
        said = super().prompt()
        return said if said is None or said[0] else None

    def prompt_area(self) -> pygame.Rect:
        return self.geometry.zone("prompt")

    # Drawing Hofnar's own parts.

    def quiet_stamp(self) -> tuple:
        ring = self.geometry.ring if self.geometry is not None else ()
        return (self.star_light, self.runner.accepts_input, self.sheet is not None, ring)

    def draw_quiet(self, surface: pygame.Surface) -> None:
        """Under the cards: the ring's places and plates (a beheaded jester's struck and dimmed in his place; no hand
        counts once the scoring shows each jester's points there), the throne, the mood piles, the discard and the
        round's marker."""
        geometry, shown = self.geometry, self.seen
        if not shown.max_lives:
            return  # the roles are not dealt yet: the opening's first event hands them out
        plate = geometry.plate(shown.king)
        hud.draw_plate_base(surface, plate)
        hud.draw_throne(surface, plate, self.names[shown.king])
        for seat in geometry.ring:
            still.draw_slot(surface, geometry.play(seat))
            hud.draw_jester_seat(surface, geometry.plate(seat), shown, seat, self.names[seat], self.sheet is None)
        hud.draw_mood_piles(surface, geometry.zone("moods_unused"), geometry.zone("moods_used"), shown)
        hud.draw_discard(surface, geometry.zone("discard"), len(shown.discard))
        hud.draw_round(surface, geometry.zone("round"), shown.round, shown.final)

    def draw_quiet_over(self, surface: pygame.Surface) -> None:
        """Over the resting cards: the stars the mood counts, lit, and each act's score with the round's marks."""
        shown = self.seen
        if shown.mood is None or not shown.mood_shown:
            return
        scores = dict(shown.scores)
        for seat, card in shown.table:
            key = motion.played_key(seat)
            sprite = self.board.sprites.get(key)
            if card is None or sprite is None or key in self.board.above:
                continue
            rect = sprite.rect
            if scores:
                hud.draw_star_light(surface, rect, shown.mood, self.star_light)
                if seat in scores:
                    plate = self.geometry.plate(seat)
                    best, worst = seat == shown.winner, seat == shown.loser
                    hud.draw_score(surface, rect, plate, shown.mood, scores[seat], best, worst)

    def draw_lively(self, surface: pygame.Surface) -> None:
        """The offer bar while the person at the screen may use an effect now; a tie's challenge among people; over
        the hand, a word that the decision is asked at the open table (why his own cards lie face down)."""
        view = self.view
        if self.sheet is not None or view is None:
            return
        if self.runner.at_open_table:
            hud.draw_notice(surface, self.geometry.notice_band(), tr("hofnar.open_table"))
        if self.challenge_shown():
            text = tr(f"hofnar.challenge.{view.mood}")
            hud.draw_challenge(surface, self.geometry.zone("offer"), tr("hofnar.challenge.title"), text)
            return
        if not self.runner.accepts_input or not in_window(view):
            return
        with_use = any(isinstance(action, UseEffect) and action.target is None for action in view.legal_actions)
        focused = self.decisions.focused
        hinted = self.decisions.hint_target() if self.decisions.hint is not None else None
        if focused is not None and focused[1] in (USE, DECLINE):
            button = focused[1][1]
        else:
            button = hinted[1] if hinted in (USE, DECLINE) else None
        text = words.offer(view, self.names)
        hud.draw_offer(surface, self.geometry.zone("offer"), text, with_use, self.pointer, button)

    def challenge_shown(self) -> bool:
        """Whether a tie waits for the King while he and the tied jesters are all people in the room (HN-13): then
        the table shows a short challenge for the mood for them to perform before he decides."""
        view = self.view
        if view is None or view.deciding != "tie" or view.mood is None or not view.mood_shown:
            return False
        seats = self.runner.seats
        return all(seats[seat].is_human for seat in (view.king, *view.tied))

    def tip_at(self, point: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        """The tooltip for what lies under ``point``: a card, a plate, the mood, the piles."""
        geometry, view = self.geometry, self.view
        key = self.board.at(point)
        if key is not None and key[0] in (HAND, PLAYED):
            card = self.board.cards[key]
            if isinstance(card, str) and art.mood_of(card) is None:
                return words.act_tip(card), self.board.sprites[key].rect
            if key[0] == PLAYED:
                return words.act_tip(None), self.board.sprites[key].rect
        if view is None:
            return None
        for seat in (view.king, *geometry.ring):
            plate = geometry.plate(seat)
            if plate.collidepoint(point):
                return words.plate_tip(view, seat, self.names), plate
        for name, tip in (
            ("mood", words.mood_tip),
            ("moods_unused", words.moods_tip),
            ("moods_used", words.mood_discard_tip),
        ):
            zone = geometry.zone(name)
            if zone.collidepoint(point):
                return tip(self.masked(view)), zone
        zone = geometry.zone("discard")
        if zone.collidepoint(point):
            return tr("hofnar.tip.discard_pile", count=len(view.discard)), zone
        if geometry.zone("round").collidepoint(point) and view.final:
            return tr("hofnar.tip.final"), geometry.zone("round")
        return None

    def masked(self, view: HofnarView) -> HofnarView:
        """The view as the screen may word it now: while the King's view is not private, as an onlooker reads the
        moods (his face-down mood and unused moods unknown, counted from the discard like anyone else's)."""
        if self.private or view.seat != view.king:
            return view
        return dataclasses.replace(
            view,
            seat=NO_SEAT,
            mood=view.mood if view.mood_shown else None,
            moods=(),
            mood_discard_face_down=(None,) * len(view.mood_discard_face_down),
        )


def in_window(view: HofnarView) -> bool:
    """Whether the seat to move faces an effect's window (use the effect now, or let it pass)."""
    return view.deciding is not None and view.deciding.startswith(WINDOW)


def mood_hand_keys(moods: list[str]) -> list[tuple[Key, str]]:
    """The King's hand of moods as sprite keys, the n-th card of a kind numbered n."""
    seen: dict[str, int] = {}
    keys = []
    for mood in moods:
        index = seen.get(mood, 0)
        seen[mood] = index + 1
        keys.append((mood_hand_key(mood, index), mood))
    return keys


def action_words(action: Action, names: list[str]) -> str:
    """A hinted decision in words."""
    if isinstance(action, ChooseMood):
        return words.mood_name(action.mood)
    if isinstance(action, PlayCard | GiveCard):
        return words.act_title(action.card)
    if isinstance(action, NameStarter | BreakTie):
        return names[action.jester]
    if isinstance(action, UseEffect):
        target = f" → {names[action.target]}" if action.target is not None else ""
        return tr("hofnar.use") + f" ({words.jester_name(action.effect)}){target}"
    if isinstance(action, DeclineEffect):
        return tr("hofnar.not_now")
    return ""
