"""Where a card handed to another seat goes is plain to see at the Mit List und Tücke table (LT-8, LT-28, LT-31): a
card picked to pass, offer or give lights the receiver's hand with a pale card where it will lie, and a hint to pass
lights it too, and the hinted card stays lit however the pointer moves; the whole seat is no longer the only thing
rimmed."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.listtuecke import decisions
from game.listtuecke.actions import OfferCard, PassCard
from scenes.drive import click, frames, move, press
from scenes.tables.kit import runner
from scenes.tables.kit.board import HAND
from scenes.tables.listtuecke.interaction import TO_SEAT, receiver
from tests.scenes.helpers import screenshot
from tests.scenes.test_listtuecke_table import PERSON, find_position, table_at
from tests.scenes.test_tables_kit import computers, visible_point


def changed(before: pygame.Surface, after: pygame.Surface, rect: pygame.Rect) -> bool:
    """Whether the picture inside ``rect`` differs between two frames."""
    area = rect.clip(after.get_rect())
    return pygame.image.tobytes(before.subsurface(area), "RGB") != pygame.image.tobytes(after.subsurface(area), "RGB")


@pytest.mark.parametrize("players", [3, 4])
def test_lt8_a_card_picked_to_pass_lights_the_neighbours_hand_where_it_lands(data_folder: Path, players: int):
    seed, actions = find_position(decisions.PASS, players=players)
    app, table, match = table_at(data_folder, seed, actions, [PERSON, *computers(players - 1)])
    action = next(action for action in match.view(0).legal_actions if isinstance(action, PassCard))
    seat = receiver(table.view, action)
    place = table.geometry.hand_rect(seat)
    frames(app)
    before = app.screen.copy()
    click(app, visible_point(table, (HAND, action.card)))
    frames(app)
    assert table.decisions.dragdrop.held == (HAND, action.card)
    assert table.hint_glow((TO_SEAT, seat), (HAND, action.card)) == place, "the receiver's hand is the lit place"
    assert changed(before, app.screen, place), "the receiver's hand is lit once the card is picked"
    others = [other for other in range(1, players) if other != seat]
    assert not any(changed(before, app.screen, table.geometry.hand_rect(other)) for other in others)
    screenshot(app, f"listtuecke-pass-picked-{players}")


def test_lt8_a_hint_to_pass_lights_the_card_and_where_it_goes(data_folder: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(runner, "SLICE_SECONDS", 10.0)
    monkeypatch.setattr(runner, "HINT_LEVEL", "easy")
    seed, actions = find_position(decisions.PASS, players=4)
    app, table, _ = table_at(data_folder, seed, actions, [PERSON, *computers(3)])
    frames(app)
    before = app.screen.copy()
    press(app, pygame.K_h)
    for _ in range(100):
        frames(app)
        if table.decisions.hint is not None:
            break
    frames(app)
    hint = table.decisions.hint
    assert isinstance(hint, PassCard)
    place = table.geometry.hand_rect(receiver(table.view, hint))
    assert table.handing() == table.decisions.routes[hint]
    assert changed(before, app.screen, place), "the hint lights where the card goes"
    card = table.board.sprites[table.decisions.routes[hint].item].rect.inflate(12, 12)
    assert changed(before, app.screen, card), "the hinted card is lit"
    move(app, (960, 540))
    frames(app, 3)
    assert changed(before, app.screen, card), "the hinted card stays lit as the pointer moves"
    assert changed(before, app.screen, place), "and so does where it goes"
    screenshot(app, "listtuecke-pass-hinted")


def test_lt28_a_courtesans_offer_lights_the_place_before_the_partner(data_folder: Path):
    seed, actions = find_position(decisions.OFFER)
    app, table, match = table_at(data_folder, seed, actions, [PERSON, *computers(3)])
    action = next(action for action in match.view(0).legal_actions if isinstance(action, OfferCard))
    frames(app)
    before = app.screen.copy()
    click(app, visible_point(table, (HAND, action.card)))
    frames(app)
    place, card = table.landing(action.partner, action.card)
    assert place == card and place.center == tuple(round(value) for value in table.geometry.offer_spot(action.partner))
    assert changed(before, app.screen, place), "the place before the partner is lit once the card is picked"
    screenshot(app, "listtuecke-offer-picked")
