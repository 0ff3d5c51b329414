"""A game of Hof-Verrat in progress: hands, pile, the cards in play, and whose turn it is.

Every played card gets a public serial number, the order of play: ``cards[serial]`` is its id, ``place[serial]``
where it lies (see ``board``) and ``played_by[serial]`` the seat that laid it, as everyone saw. ``targets[area]``
lists, in order, the serials an assassin may eliminate in each area: every card lying there but the guards (HV-14,
HV-15); ``counts`` tallies what lies in play by family, role and side (``game.hofverrat.counts``). ``apply`` keeps
them up to date, so that checking a placement, drawing a random one and the AI's reading of the court never scan the
table.
"""

from __future__ import annotations

from typing import Any

from game.core import Action, Event, IllegalAction, Result, Rng, State
from game.hofverrat.actions import PlayToDistrict, PlayToTable
from game.hofverrat.awaiting import awaiting
from game.hofverrat.board import (
    COLUMN_OF,
    COLUMNS,
    ELIMINATED,
    OPPONENT,
    OWN,
    SIDE_INDEX,
    SIDES,
    SPOTS,
    TABLE,
    TABLE_AREA,
    area_of,
    district_place,
)
from game.hofverrat.cards import ASSASSINS, HAND_SIZE, IS_ASSASSIN, IS_GUARD, IS_SPY, REMOVED_FOR_PLAYERS
from game.hofverrat.events import (
    CardEliminated,
    CardsDrawn,
    GameEnded,
    MissionsRevealed,
    PlayedToDistrict,
    PlayedToTable,
    SpyRevealed,
    TurnStarted,
)
from game.hofverrat.fields import HofVerratFields
from game.hofverrat.invariants import violations
from game.hofverrat.refusals import refused
from game.hofverrat.scoring import score_game
from game.hofverrat.view import HofVerratView, PlayedCard, Strike

OPPONENT_AREAS: dict[int, tuple[tuple[int, ...], ...]] = {
    players: tuple(tuple(1 + other for other in range(players) if other != seat) for seat in range(players))
    for players in REMOVED_FOR_PLAYERS
}
"""For each player count and seat, the areas of the opponents' districts."""


class HofVerratState(HofVerratFields, State):
    """One game of Hof-Verrat. ``apply`` plays one card; the third card of a turn also draws and passes the turn.

    Nothing hidden reaches the seat to move before its third placement (the draw comes after it), so the first two
    placements of a turn may be taken back exactly: ``undoable_actions`` counts them.
    """

    def undoable_actions(self) -> int:
        """The placements made so far this turn (0–2): taking them back reveals nothing."""
        return len(self.turn_areas)

    # Choosing a placement

    def _open_areas(self) -> list[int]:
        """The areas the mover has not played into yet this turn (HV-9): the table, its own district, any opponent's."""
        seat = self.seat
        used = self.turn_areas
        areas = [TABLE_AREA] if TABLE not in used else []
        if OWN not in used:
            areas.append(1 + seat)
        if OPPONENT not in used:
            areas += OPPONENT_AREAS[self.players][seat]
        return areas

    def legal_actions(self) -> tuple[Action, ...]:
        """Every placement the mover may make now, assassin targets included; empty once the game is over."""
        if self.seat is None:
            return ()
        if self._legal is None:
            areas = self._open_areas()
            legal: list[Action] = []
            for card in self.hands[self.seat]:
                for area in areas:
                    aims = (None, *self.targets[area]) if IS_ASSASSIN[card] else (None,)
                    if area == TABLE_AREA:
                        legal.extend(PlayToTable(card, side, aim) for side in SIDES for aim in aims)
                    else:
                        legal.extend(PlayToDistrict(card, area - 1, aim) for aim in aims)
            self._legal = tuple(legal)
        return self._legal

    def random_action(self, rng: Rng) -> Action:
        """A uniformly random legal placement, counted out without listing every action.

        Every card other than an assassin has the same number of placements (one per open district, two at the
        table); an assassin has one more per card it could eliminate (twice over at the table, one per side).
        """
        areas = self._open_areas()
        table_open = areas[0] == TABLE_AREA
        plain_ways = len(areas) + table_open
        hand = self.hands[self.seat]
        if ASSASSINS.isdisjoint(hand):
            slot, pick = divmod(rng.below(plain_ways * len(hand)), plain_ways)
            card = hand[slot]
        else:
            targets = self.targets
            aims = sum(len(targets[area]) for area in areas) + table_open * len(targets[TABLE_AREA])
            ways = [plain_ways + aims if IS_ASSASSIN[card] else plain_ways for card in hand]
            pick = rng.below(sum(ways))
            slot = 0
            while pick >= ways[slot]:
                pick -= ways[slot]
                slot += 1
            card = hand[slot]
        if not IS_ASSASSIN[card]:
            if table_open:
                if pick < 2:
                    return PlayToTable(card, SIDES[pick], None)
                pick -= 1
            return PlayToDistrict(card, areas[pick] - 1, None)
        for area in areas:
            aims = self.targets[area]
            per_side = 1 + len(aims)
            if area == TABLE_AREA:
                if pick < 2 * per_side:
                    side, index = divmod(pick, per_side)
                    return PlayToTable(card, SIDES[side], aims[index - 1] if index else None)
                pick -= 2 * per_side
            elif pick < per_side:
                return PlayToDistrict(card, area - 1, aims[pick - 1] if pick else None)
            else:
                pick -= per_side
        raise AssertionError("a pick below the count of placements always lands on one")

    # Playing

    def apply(self, action: Action) -> list[Event]:
        """Play one card as ``action`` says; after a turn's third card, draw and pass the turn (or end the game)."""
        seat = self.seat
        if seat is None:
            raise IllegalAction.game_over()
        kind = type(action)
        if kind is PlayToTable:
            card = self._check_card(seat, action.card)
            if TABLE in self.turn_areas:
                raise refused("table_used")
            side = SIDE_INDEX.get(action.side) if isinstance(action.side, str) else None
            if side is None:
                raise refused("no_side")
            area = TABLE_AREA
            self._check_target(card, area, action.target)
            column = COLUMN_OF[card]
            serial = self._put(seat, card, column * 2 + side, area, TABLE)
            events: list[Event] = [PlayedToTable(seat, serial, card, column, SIDES[side], IS_SPY[card])]
        elif kind is PlayToDistrict:
            card = self._check_card(seat, action.card)
            district = action.district
            if not isinstance(district, int) or not 0 <= district < self.players:
                raise refused("no_district")
            turn_area = OWN if district == seat else OPPONENT
            if turn_area in self.turn_areas:
                if turn_area == OWN:
                    raise refused("own_used")
                raise refused("opponent_used")
            area = 1 + district
            self._check_target(card, area, action.target)
            serial = self._put(seat, card, district_place(district), area, turn_area)
            events = [PlayedToDistrict(seat, serial, card, district, IS_SPY[card])]
        else:
            raise refused("foreign")
        if action.target is not None:
            events.append(self._eliminate(seat, serial, action.target, area))
        if not self.hands[seat]:
            self._end_turn(seat, events)
        return events

    def _check_card(self, seat: int, card: Any) -> int:
        if card not in self.hands[seat]:
            raise refused("not_in_hand")
        return card

    def _check_target(self, card: int, area: int, target: Any) -> None:
        """HV-14, HV-15: only an assassin strikes, only a card already in its own area, never a guard."""
        if target is None:
            return
        if not IS_ASSASSIN[card]:
            raise refused("not_assassin")
        if not isinstance(target, int) or not 0 <= target < len(self.cards) or self.place[target] == ELIMINATED:
            raise refused("no_target")
        if area_of(self.place[target]) != area:
            raise refused("target_elsewhere")
        if IS_GUARD[self.cards[target]]:
            raise refused("guard")

    def _put(self, seat: int, card: int, place: int, area: int, area_name: str) -> int:
        """Move ``card`` from the mover's hand to ``place``; return its new serial."""
        self.hands[seat].remove(card)
        serial = len(self.cards)
        self.cards.append(card)
        self.place.append(place)
        self.played_by.append(seat)
        self.counts.add(card, place)
        if not IS_GUARD[card]:
            self.targets[area].append(serial)
        self.turn_areas.append(area_name)
        self._legal = None
        return serial

    def _eliminate(self, seat: int, assassin: int, target: int, area: int) -> Event:
        """HV-14: the target leaves the game for good, unrevealed."""
        self.targets[area].remove(target)
        card = self.cards[target]
        self.counts.add(card, self.place[target], -1)
        self.strikes.append(Strike(assassin, target, self.place[target]))
        self.place[target] = ELIMINATED
        self.eliminated.append(target)
        return CardEliminated(seat, assassin, target, card, IS_SPY[card])

    def _end_turn(self, seat: int, events: list[Event]) -> None:
        """HV-10, HV-11: draw up to three, then pass to the next player clockwise who holds cards, or end."""
        pile = self.pile
        count = min(HAND_SIZE, len(pile))
        if count:
            drawn = pile[-count:]
            del pile[-count:]
            self.hands[seat] = drawn
            events.append(CardsDrawn(seat, count, tuple(drawn), len(pile)))
        self.turn_areas = []
        for step in range(1, self.players + 1):
            following = (seat + step) % self.players
            if self.hands[following]:
                self.seat = following
                events.append(TurnStarted(following))
                return
        self.seat = None
        events.extend(
            SpyRevealed(serial, card)
            for serial, (card, place) in enumerate(zip(self.cards, self.place, strict=True))
            if IS_SPY[card] and place != ELIMINATED
        )
        events.extend(MissionsRevealed(owner, tuple(missions)) for owner, missions in enumerate(self.missions))
        result = self.result()
        events.append(GameEnded(result.scores, tuple(sorted(result.winners))))

    # Knowing and scoring

    def _lying(self) -> tuple[list[list[list[tuple[int, int]]]], list[list[tuple[int, int]]]]:
        """Every card still in play as (serial, card): ``table[column][side]`` and ``districts[seat]``, in order."""
        table: list[list[list[tuple[int, int]]]] = [[[], []] for _ in range(COLUMNS)]
        districts: list[list[tuple[int, int]]] = [[] for _ in range(self.players)]
        for serial, place in enumerate(self.place):
            if place == ELIMINATED:
                continue
            if place < SPOTS:
                table[place >> 1][place & 1].append((serial, self.cards[serial]))
            else:
                districts[place - SPOTS].append((serial, self.cards[serial]))
        return table, districts

    def view(self, seat: int) -> HofVerratView:
        """What ``seat`` may know now (the rules file's last section); spies show their faces only after the end."""
        over = self.seat is None
        table, districts = self._lying()

        def shown(serial: int, card: int) -> PlayedCard:
            return PlayedCard(serial, None if IS_SPY[card] and not over else card)

        return HofVerratView(
            seat=seat,
            to_move=self.seat,
            over=over,
            legal_actions=self.legal_actions() if seat == self.seat else (),
            awaiting=awaiting(self),
            hand=tuple(self.hands[seat]),
            missions=tuple(
                tuple(missions) if over or owner == seat else None for owner, missions in enumerate(self.missions)
            ),
            hand_sizes=tuple(len(hand) for hand in self.hands),
            pile_size=len(self.pile),
            table=tuple(tuple(tuple(shown(*lying) for lying in side) for side in column) for column in table),
            districts=tuple(tuple(shown(*lying) for lying in district) for district in districts),
            eliminated=tuple(
                PlayedCard(serial, None if IS_SPY[self.cards[serial]] else self.cards[serial])
                for serial in self.eliminated
            ),
            starting_seat=self.starting_seat,
            turn_areas=tuple(self.turn_areas),
            played_by=tuple(self.played_by),
            remembered=tuple(
                PlayedCard(serial, card)
                for serial, (card, player) in enumerate(zip(self.cards, self.played_by, strict=True))
                if player == seat and IS_SPY[card] and not over
            ),
            strikes=tuple(self.strikes),
        )

    def result(self) -> Result:
        """Score the finished game (HV-16..HV-20), once (a Result is immutable); raises IllegalAction before the end."""
        if self.seat is not None:
            raise IllegalAction.not_over()
        if self._result is None:
            self._result = score_game(*self._lying(), self.missions)
        return self._result

    # Copies and checks

    def invariant_violations(self) -> list[str]:
        """Every card once and only once, every count in range; see ``game.hofverrat.invariants``."""
        return violations(self)
