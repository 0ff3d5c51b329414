"""The King's face-down mood stays his secret through every effect (the rules' "Information each player may see").

The check is a twin game: a copy that differs only in the hidden moods (the face-down one, and those Hudson sent to
the discard unseen), each swapped for an unused mood card of another kind. Until a mood is revealed, every jester
must see the two games, and every event in them, exactly alike.
"""

import json

from game.core import Rng, redact, to_json
from game.hofnar import RULESET
from game.hofnar.actions import ChooseMood, UseEffect
from game.hofnar.cards import MOODS
from game.hofnar.flow import take_back_moods
from game.hofnar.jesters import CHICOT, JESTER_IDS, SOMMERS
from game.hofnar.state import HofnarState
from tests.rules.hofnar.table import kinds, play_round, table

REVEALING = ("mood_revealed", "triboulet_guessed")
"""Events from which on the twins may rightly differ: the reveal, and Triboulet's guess (right only if Drunk)."""


def as_json(value) -> str:
    return json.dumps(to_json(value), sort_keys=True)


def twin_with_other_moods(state: HofnarState) -> HofnarState | None:
    """A copy whose hidden moods are each swapped for an unused card of another kind; None if none can be."""
    twin = state.clone()
    swapped = False

    def other_than(mood: str) -> str | None:
        nonlocal swapped
        other = next((unused for unused in twin.moods if unused != mood), None)
        if other is not None:
            twin.moods.remove(other)
            twin.moods.append(mood)
            swapped = True
        return other

    if twin.mood is not None and not twin.mood_shown:
        twin.mood = other_than(twin.mood) or twin.mood
    twin.mood_discard_face_down = [other_than(mood) or mood for mood in twin.mood_discard_face_down]
    twin.moods.sort(key=MOODS.index)
    return twin if swapped else None


def until_revealed(events: list) -> list:
    """The events before the first one that may rightly tell the twins apart."""
    for index, event in enumerate(events):
        if event.kind in REVEALING:
            return events[:index]
    return events


def compare_twins(state: HofnarState, rng: Rng) -> tuple[set[str], int]:
    """Play ``state`` to the end at random; at every jester's decision while a mood is hidden, check that its twin
    looks the same to every jester, before and after. Returns the effects announced meanwhile and how often a mood
    discarded face down was part of the check."""
    announced: set[str] = set()
    face_down_checks = 0
    jesters = [seat for seat in range(state.players) if seat != state.king]
    while not state.over:
        action = state.random_action(rng)
        twin = twin_with_other_moods(state) if state.to_move != state.king else None
        if twin is None:
            state.apply(action)
            continue
        face_down_checks += bool(state.mood_discard_face_down)
        for seat in jesters:
            assert as_json(state.view(seat)) == as_json(twin.view(seat)), ("view", seat, state.agenda[-1])
        twin.rng = state.rng.clone()
        events, twin_events = state.apply(action), twin.apply(action)
        announced.update(
            CHICOT if event.copied else event.effect for event in events if event.kind == "effect_announced"
        )
        shown, twin_shown = until_revealed(events), until_revealed(twin_events)
        for seat in jesters:
            assert as_json(redact(shown, seat)) == as_json(redact(twin_shown, seat)), ("events", seat, kinds(shown))
        if len(shown) == len(events) and not state.over:
            for seat in jesters:
                assert as_json(state.view(seat)) == as_json(twin.view(seat)), ("view after", seat, kinds(events))
    return announced, face_down_checks


def test_no_jester_learns_the_face_down_mood_through_any_effect_at_any_player_count():
    announced: set[str] = set()
    face_down_checks = 0
    for players in range(3, 10):
        for seed in range(40 if players == 3 else 6):
            state = RULESET.new_state(players, seed)
            used, checks = compare_twins(state, Rng(seed))
            announced |= used
            face_down_checks += checks
    assert announced == set(JESTER_IDS) - {SOMMERS}, "every effect was announced while a mood was hidden"
    assert face_down_checks > 20, "moods discarded face down were part of the check"


def test_hn34_a_mood_hudson_discards_before_the_reveal_is_known_to_the_king_alone():
    state = table([None, "hudson", "sommers"], {1: ["F01", "F02", "F03"], 2: ["S01", "S02", "S03"]})
    play_round(state, "drunk", {1: "F01", 2: "S01"}, stop_at="hudson")
    events = state.apply(UseEffect("hudson"))
    discarded = events[-1]
    assert discarded.kind == "mood_discarded" and discarded.for_seat(0).mood == "drunk"
    assert discarded.for_seat(1).mood is None and discarded.for_seat(2).mood is None
    assert state.view(0).mood_discard_face_down == ("drunk",)
    assert state.view(1).mood_discard_face_down == (None,) and state.view(1).mood_discard == ()
    state.apply(ChooseMood("funny"))
    assert state.round == 2 and state.view(2).mood_discard == ("funny",)
    assert state.view(2).mood_discard_face_down == (None,), "still unseen after the round"
    worlds = {RULESET.determinize(state.view(2), Rng(seed)).mood_discard_face_down[0] for seed in range(40)}
    assert worlds == {"funny", "interesting", "spectacle", "drunk"}, "a jester cannot tell which card it was"


def test_hn34_moods_taken_back_keep_the_face_down_one_hidden():
    state = table([None, "hudson", "sommers"])
    state.moods = []
    state.mood_discard = ["funny", "funny", "interesting", "interesting", "drunk"]
    state.mood_discard_face_down = ["spectacle"]
    events: list = []
    take_back_moods(state, events)
    taken = events[0]
    assert taken.for_seat(0).face_down == ("spectacle",) and taken.for_seat(1).face_down == (None,)
    assert taken.for_seat(2).moods == ("funny", "funny", "interesting", "interesting", "drunk")
    assert state.moods == ["funny", "funny", "interesting", "interesting", "spectacle", "drunk"]
    assert state.mood_discard == [] and state.mood_discard_face_down == []
