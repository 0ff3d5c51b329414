"""The Mit List und Tücke table's hover texts and panels: worded in every language from the shown seat's view, and
telling what the rules model would do."""

from __future__ import annotations

import pytest

from game.core import Rng
from game.listtuecke import RULESET, VARIANT
from game.listtuecke.cards import ABBOT, ASSASSIN, BERSERKER, EXECUTIONER, KING, POISONER, QUEEN
from scenes.i18n import LANGUAGES, set_language
from scenes.tables.listtuecke import tips
from tests.rules.listtuecke.table import arranged

NAMES = ("Ada", "Bert", "Cleo", "Dora")


def _all_tips(view) -> list[str]:
    names = NAMES[: view.players]
    texts = [tips.chapel_tip(view), tips.supply_tip(), tips.start_tip(view, names), tips.progress_text(view)]
    texts += [tips.hand_card_tip(view, card, names) for card in view.hand]
    texts += [tips.middle_tip(view, slot) for slot in range(4)]
    texts += [tips.stock_tip(view, colour) for colour in range(3)]
    for seat in range(view.players):
        texts += [tips.stack_tip(view, seat, names), tips.plate_tip(view, seat, names)]
        texts += [tips.stack_card_tip(view, seat, position, names) for position in range(len(view.stacks[seat]))]
        if seat != view.seat:
            texts.append(tips.hand_backs_tip(view, seat, names))
    texts += [f"{heading}\n{text}" for heading, text in tips.knowledge_lines(view, names)]
    texts += [tips.chart_line(*row) for row in tips.chart_rows()]
    return texts


@pytest.mark.parametrize("language", list(LANGUAGES))
@pytest.mark.parametrize(("players", "variant"), [(4, False), (3, True)])
def test_every_tip_is_worded_for_every_seat_through_a_whole_game(language, players, variant):
    set_language(language)
    state = RULESET.new_state(players, seed=11, options={VARIANT: variant})
    rng = Rng(11)
    while True:
        for viewer in range(players):
            for text in _all_tips(state.view(viewer)):
                assert text and "{" not in text and "listtuecke." not in text, text
        if state.over:
            break
        for _ in range(3):
            if not state.over:
                state.apply(state.random_action(rng))


def test_lt13_a_hand_card_warns_that_a_lingering_card_would_strike_it():
    state = arranged(stacks={0: [KING]}, hands={1: [QUEEN, ASSASSIN]}, turn=1)
    view = state.view(1)
    assert "Ada's King" in tips.hand_card_tip(view, QUEEN, NAMES)
    assert "eliminate: Ada's King" in tips.hand_card_tip(view, ASSASSIN, NAMES)


def test_the_elimination_chart_lists_every_eliminator_and_lingering_card():
    rows = {rank: (victims, lingering) for rank, victims, lingering in tips.chart_rows()}
    assert set(rows) == {POISONER, ASSASSIN, BERSERKER, ABBOT, EXECUTIONER, KING, QUEEN}
    assert rows[KING] == ((QUEEN,), True) and rows[POISONER][1] is False
    assert "everyone but the Saint" in tips.chart_line(EXECUTIONER, *rows[EXECUTIONER])
