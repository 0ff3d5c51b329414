"""Which decisions a hot seat may ask at the open table (issue 18 §6): ``Decision.open_table`` per kind, from the
rules' "Information each player may see", and the check that an open decision's choices show no hidden fact."""

from __future__ import annotations

from collections import defaultdict

import pytest

from game.core import Rng
from game.hofnar import RULESET
from game.hofnar.actions import ChooseMood, UseEffect
from game.hofnar.state import HofnarState
from tests.rules.hofnar.table import decision, play_round, table, window

GAMES_PER_COUNT = 12


def open_flag(state: HofnarState) -> bool:
    return state.view(state.to_move).awaiting.open_table


def kind_of(state: HofnarState) -> str:
    return state.view(state.to_move).awaiting.kind.removeprefix("hofnar.")


def random_decisions() -> list[tuple[HofnarState, str, bool]]:
    """(a copy of the state, the decision's kind, its open_table) at every decision of random games, 3-9 players."""
    seen = []
    for players in range(3, 10):
        for seed in range(GAMES_PER_COUNT):
            state = RULESET.new_state(players, seed)
            rng = Rng(seed)
            while not state.over:
                seen.append((state.clone(), kind_of(state), open_flag(state)))
                state.apply(state.random_action(rng))
    return seen


DECISIONS = random_decisions()


def by_kind() -> dict[str, set[bool]]:
    flags: dict[str, set[bool]] = defaultdict(set)
    for _, kind, flag in DECISIONS:
        flags[kind].add(flag)
    return flags


@pytest.mark.parametrize(
    ("kind", "flags"),
    [
        ("mood", {False}),  # HN-8: the King's secret choice among moods only he sees
        ("play", {False}),  # HN-10: from the hand
        ("choose", {False}),  # HN-16: from the hand, face down
        ("give_back", {False}),  # HN-33: from the hand
        ("effect.armstrong", {False}),  # HN-33: weighed against the hand
        ("first_jester", {True}),  # HN-9: only public facts
        ("tie", {True}),  # HN-13: after the reveal
        ("effect.perkeo", {True}),  # HN-30: after the reveal
        ("effect.stanczyk", {True}),  # HN-35: after the loser is known
        ("effect.triboulet", {True, False}),  # HN-31: curtained in a final round
        ("effect.hudson", {True, False}),  # HN-34: curtained in a final round before its reveal
        ("replace_mood", {True, False}),  # HN-34: curtained when the mood was never revealed
        ("effect.fleeman", {True, False}),  # HN-37: as the announcement it would cancel
    ],
)
def test_issue18_each_decision_kind_is_open_or_curtained_as_the_rules_say(kind, flags):
    assert by_kind()[kind] == flags


def test_issue18_a_window_before_a_final_rounds_reveal_is_curtained_after_it_open():
    """HN-16: in a final round the acts lie face down until the reveal; Triboulet and Hudson weigh their own then."""
    for state, kind, flag in DECISIONS:
        if kind in ("effect.triboulet", "effect.hudson"):
            assert flag == (not state.final or state.mood_shown), (kind, state.final, state.mood_shown)


def test_hn34_the_king_replacing_a_never_revealed_mood_is_curtained():
    """Hudson's effect in a final round: the mood went to the discard face down, only the King may know it."""
    state = table([None, "hudson", "perkeo"], {1: ["F01", "F02"], 2: ["I01", "I02"]}, lives=2)
    assert state.final
    play_round(state, "funny", {1: "F01", 2: "I01"}, stop_at="hudson")
    assert window(state) == ("hudson", 1) and not open_flag(state)
    state.apply(UseEffect("hudson"))
    assert decision(state) == "replace" and not open_flag(state)


def test_hn34_the_king_replacing_a_revealed_mood_is_asked_at_the_open_table():
    state = table([None, "hudson", "perkeo", "sommers"], {1: ["F01"], 2: ["I01"], 3: ["S01"]})
    play_round(state, "funny", {1: "F01", 2: "I01", 3: "S01"}, starter=1, stop_at="hudson")
    assert state.mood_shown and open_flag(state), "Hudson's window after the reveal"
    state.apply(UseEffect("hudson"))
    assert decision(state) == "replace" and open_flag(state)
    state.apply(ChooseMood("interesting"))
    assert state.mood == "interesting" and state.mood_shown


def test_hn37_fleeman_cancelling_armstrongs_swap_is_curtained_and_stanczyks_draw_open():
    state = table([None, "armstrong", "fleeman", "stanczyk"], {1: ["F01", "F02"], 2: ["I01", "I02"], 3: ["S01"]})
    state.apply(ChooseMood("funny"))
    assert kind_of(state) == "first_jester" and open_flag(state)
    state.apply(next(action for action in state.legal if action.jester == 1))
    assert window(state) == ("armstrong", 1) and not open_flag(state)
    state.apply(UseEffect("armstrong", 3))
    assert window(state) == ("fleeman", 2) and not open_flag(state), "Armstrong's swap is about hands"
    for state, kind, flag in DECISIONS:
        if kind == "effect.fleeman" and state.pending[0][1] == "stanczyk":
            assert flag
            break
    else:
        pytest.fail("no cancel of Stanczyk's draw in the random games")


def test_issue18_an_open_decisions_choices_are_the_same_whatever_the_hidden_facts():
    """Deciding at the open table must show nothing hidden: the same choices (and the same decision) in every world
    another seat cannot tell from the true one, sampled from that seat's view."""
    checked = 0
    rng = Rng(7)
    for state, _, flag in DECISIONS:
        if not flag:
            continue
        decider = state.to_move
        other = (decider + 1) % state.players
        for _ in range(2):
            world = RULESET.determinize(state.view(other), rng)
            assert world.legal_actions() == state.legal_actions()
            assert world.view(decider).awaiting == state.view(decider).awaiting
        checked += 1
    assert checked > 200
