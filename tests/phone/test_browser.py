"""The phone page in a real browser (issue 38): headless Chromium opens a seat's join link, shows the seat's hand
with the pictures loaded, and plays one decision by tapping a card and then an option, as a person would."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core import Seat
from game.titles import TITLES
from tests.phone.browser import Browser, missing
from tests.phone.phones import open_with_phones

pytestmark = pytest.mark.skipif(missing() is not None, reason=missing() or "")

CARDS_SHOWN = "[...document.querySelectorAll('#cards img')].filter(i => i.complete && i.naturalWidth > 0).length"


def test_a_browser_joins_shows_the_hand_and_plays_a_decision(data_folder: Path, tmp_path: Path) -> None:
    ruleset = TITLES.get("hofverrat")
    app, match, phones = open_with_phones(data_folder, ruleset, [Seat("Anna", "phone"), Seat("Bert", "phone")], 6)
    seat = match.state.to_move

    def step() -> None:
        app.step(1 / 60)

    with Browser() as browser:
        browser.open(phones.link(seat), "de")
        hand = len(match.view(seat).hand)
        table = app.top
        for _ in range(600):
            step()
            if table.runner.accepts_input and not phones.sending:
                break
        # The table has dealt and sent its last page. Its pictures load one by one: wait until the whole hand shows
        # (or the wait runs out and says so), on the page that offers the decision (one without it comes first while
        # the table still deals, and each new page draws its cards afresh, their pictures loading again).
        browser.wait_for(f"table && table.decision && ({CARDS_SHOWN}) === {hand}", step)
        assert browser.evaluate(CARDS_SHOWN) == hand, "every card of the hand shows with its picture"
        assert browser.evaluate("document.getElementById('name').textContent") == match.seats[seat].name
        assert browser.evaluate("document.documentElement.lang") == "de", "the page follows the browser's language"
        assert browser.evaluate("document.querySelectorAll('#facts .fact img').length") == 2, "both missions show"
        browser.screenshot(tmp_path / "phone.png")
        browser.evaluate("document.querySelector('#cards button.playable').click()")
        label = browser.evaluate("document.querySelector('#options button:not(.back)').textContent")
        assert label, "a card tapped offers what it may do, in words"
        browser.evaluate("document.querySelector('#options button:not(.back)').click()")
        for _ in range(600):
            step()
            if match.record.actions:
                break
        assert len(match.record.actions) == 1, "the tapped option was played at the table"
        browser.wait_for("table.turn === 1", step)
