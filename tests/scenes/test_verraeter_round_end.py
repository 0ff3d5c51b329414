"""What people playing Verräter whole found (issue 34): the end of a round at a pace a newcomer follows (VR-19..VR-22),
the log's parts headed by what happened (the Builder's only when someone took it), the hand keeping its gaps while
supply cards are played one after another (VR-14), and a seat's last-move mark under the offered action cards.

Driven through the real app with real events (``scenes.drive``), at the default speed.
"""

from __future__ import annotations

from pathlib import Path

from game.verraeter.actions import EndSupply, PlaySupplyCard
from game.verraeter.events import (
    CardsDrawn,
    PlayedSupplyDiscarded,
    StartPlayerPassed,
    StrategyCardPassed,
)
from scenes.drive import click, drag, frames
from scenes.tables.kit.board import HAND
from scenes.tables.verraeter.geometry import hand_keys
from scenes.tables.verraeter.interaction import DONE
from tests.scenes.test_verraeter_table import at_decision, phase_is, settle

END_OF_ROUND = (StrategyCardPassed, PlayedSupplyDiscarded, CardsDrawn, StartPlayerPassed)
"""The steps of a round's end a newcomer must see: who takes the strategy card, the played cards going to the
discard pile, each seat drawing, the start-player card passing."""
READABLE = 0.9
"""Seconds (at normal speed) each of those steps stays on screen at least before the next begins."""


def supply_with(cards: int):
    return phase_is("supply", lambda state: len(state.hands[0]) >= cards and not state.played[0])


def hand_centres(table) -> dict[int, tuple[int, int]]:
    """Each hand card's sprite (by identity) → where it lies."""
    return {id(sprite): sprite.rect.center for key, sprite in table.board.sprites.items() if key[0] == HAND}


def test_vr14_the_hand_keeps_its_gaps_while_supply_cards_are_played_and_re_centres_after(data_folder: Path):
    app, match = at_decision(data_folder, supply_with(3))
    table = app.top
    drop = table.geometry.part("played", table.geometry.viewer).center
    laid = hand_centres(table)
    for _ in range(2):
        hand = sorted((key for key in table.board.sprites if key[0] == HAND), key=lambda k: table.board.sprites[k].pos)
        key = hand[0] if len(laid) == len(hand) else hand[len(hand) // 2]
        sprite, spot = table.board.sprites[key], table.board.sprites[key].rect.center
        before = len(match.record.actions)
        drag(app, spot, drop)
        frames(app, 3)
        assert match.record.actions[before] == PlaySupplyCard(key[1][0])
        settle(app, table)
        left = hand_centres(table)
        assert id(sprite) not in left
        assert left == {ident: laid[ident] for ident in left}, "the cards left lie where they lay: nothing slid"
    assert table.shown.to_move == table.geometry.viewer, "still the person's turn"
    before = len(match.record.actions)
    click(app, dict(table.decisions.button_row())[DONE].center)
    frames(app, 3)
    assert match.record.actions[before] == EndSupply()
    frames(app, 40)
    keys = hand_keys(table.shown.view.hand)
    centres = [table.board.sprites[key].rect.center for key in keys]
    homes = table.geometry.hand_homes(len(keys))
    assert all(abs(x - hx) <= 1 and abs(y - hy) <= 1 for (x, y), (hx, hy) in zip(centres, homes, strict=True)), (
        "once the turn is over the hand closes up, centred again"
    )
