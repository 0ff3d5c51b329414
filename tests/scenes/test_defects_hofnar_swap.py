"""Defects of issue 34 §4 at Hofnar: Armstrong's swap is asked in one place (the offer bar; the status line only names
the moment, no prompt repeats it) and told once (a banner and a log line, not the answered question left in the status
line as well), and the bar, the prompt and the log tell it in the rules' order, the card given first (HN-33)."""

from __future__ import annotations

from pathlib import Path

from game.core import Match, Rng, Seat
from game.hofnar import RULESET
from game.hofnar.actions import GiveCard, UseEffect
from game.hofnar.events import CardDrawn, CardGiven
from scenes.drive import app_on, frames
from scenes.i18n import tr
from scenes.play import open_table
from scenes.tables.hofnar import words
from scenes.tables.hofnar.story import log_line
from tests.scenes.helpers import settle
from tests.scenes.test_tables_kit import computers

OPTIONS = {"king": 3}


def armstrong_may_swap() -> tuple[int, list, UseEffect]:
    """A seed, the actions before it, and Armstrong's swap, the person (seat 0) being Armstrong."""
    for seed in range(300):
        state = RULESET.new_state(4, seed, OPTIONS)
        rng = Rng(seed)
        actions = []
        while not state.over:
            swaps = [a for a in state.legal_actions() if isinstance(a, UseEffect) and a.effect == "armstrong"]
            if swaps and state.to_move == 0:
                return seed, actions, swaps[0]
            action = state.random_action(rng)
            state.apply(action)
            actions.append(action)
    raise AssertionError("no game lets the person swap as Armstrong")


def test_hn33_the_swap_is_asked_in_the_bar_alone_told_by_a_banner_and_the_log_and_the_question_leaves_the_status(
    data_folder: Path,
):
    seed, actions, swap = armstrong_may_swap()
    app = app_on(data_folder, animation_speed="normal")
    match = Match.start(RULESET, [Seat("Ada"), *computers(3)], seed, OPTIONS)
    for action in actions:
        match.apply(action)
    open_table(app, match, replace=False)
    table = app.top
    settle(app, table)
    question = table.status()
    assert question == tr("prompt.hofnar.effect.armstrong") and "?" not in question, "the status names the moment"
    assert "?" in words.offer(table.view, table.names), "the offer bar asks"
    assert table.prompt() is None, "no prompt repeats the bar's question"
    assert table.decisions.routes.get(swap) is not None
    table.decisions.play(swap, table.decisions.routes[swap].item)
    frames(app, 10)
    assert table.effects.banner is not None, "the banner names Armstrong and who uses him"
    told = [tr("kit.status.moving", name="Ada"), *(entry.text for entry in table.log.entries())]
    assert table.status() != question and table.status() in told, "the status tells the move, not the question"
    give = next(action for action in match.state.legal_actions() if isinstance(action, GiveCard))
    events = match.state.clone().apply(give)
    assert [type(event) for event in events] == [CardGiven, CardDrawn], "given first, as the prompt says"


def test_hn33_the_log_tells_the_card_given_before_the_card_drawn_in_return():
    names = ["Ada", "Bert", "Cleo", "Dora"]
    given = log_line(CardGiven(0, 1, None), names)
    drawn = log_line(CardDrawn(0, 1, None), names)
    assert given == tr("hofnar.log.card_given", name="Ada", target="Bert")
    assert drawn == tr("hofnar.log.card_drawn", name="Ada", source="Bert")
    assert "in return" in drawn and "in return" not in given
    offer, status = tr("hofnar.offer.armstrong"), tr("prompt.hofnar.give_back")
    assert offer.index("give") < offer.index("draw") and status.index("give") < status.index("draw")
