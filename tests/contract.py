"""Checks that every title must pass through the core contract, whatever its rules.

``tests/test_contract.py`` runs them for every registered title and player count; a title's own tests may call them
too. Each check raises AssertionError with a sentence naming the broken promise.
"""

from __future__ import annotations

import ast
import dataclasses
import importlib
import json
import pkgutil
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, ClassVar

from game.core import (
    Action,
    Decision,
    Event,
    IllegalAction,
    Match,
    MatchRecord,
    Refusals,
    Rng,
    Ruleset,
    Seat,
    State,
    TitleRegistry,
    to_json,
)
from game.core.events import GameEnded, HandCardsEvent
from game.core.values import redact
from game.title import Title
from scenes.i18n import LANGUAGES, load_catalogue, placeholders

Catalogues = Mapping[str, Mapping[str, str]]
"""Every language's catalogue, by language code: what a table translates decisions and refusals with."""


def load_catalogues() -> dict[str, dict[str, str]]:
    """Every shipped language's catalogue."""
    return {language: load_catalogue(language) for language in LANGUAGES}


@dataclasses.dataclass(frozen=True, slots=True)
class ForeignAction(Action):
    """An action no title knows: every state must refuse it."""

    kind: ClassVar[str] = "foreign"
    payload: int = 0


def json_round_trip(value: object) -> object:
    """Return ``value`` as JSON text read back, proving it is JSON-serialisable."""
    return json.loads(json.dumps(to_json(value)))


def check_invariants(state: State, where: str) -> None:
    violations = state.invariant_violations()
    assert not violations, f"{where}: {violations}"


def check_translated(
    key: str,
    params: Mapping[str, Any],
    catalogues: Catalogues | None,
    where: str,
    filled_by_table: frozenset[str] = frozenset(),
) -> None:
    """``key`` has a text in every language, each with the same placeholders, all filled by ``params`` (and by the
    names in ``filled_by_table``, which the table supplies itself)."""
    if catalogues is None:
        return
    english = catalogues["en"].get(key)
    assert english is not None, f"{where}: no English text for {key!r}"
    for language, catalogue in catalogues.items():
        text = catalogue.get(key)
        assert text is not None, f"{where}: no {language} text for {key!r}"
        assert placeholders(text) == placeholders(english), f"{where}: {language} {key!r} has other placeholders"
    unfilled = placeholders(english) - set(params) - filled_by_table
    assert not unfilled, f"{where}: {key!r} needs {sorted(unfilled)}, given {sorted(params)}"


def declared_refusals(package: str = "game") -> list[Refusals]:
    """Every table of refusals that a module of ``package`` declares at its top level."""
    found: dict[int, Refusals] = {}
    root = importlib.import_module(package)
    for module_info in pkgutil.walk_packages(root.__path__, f"{package}."):
        module = importlib.import_module(module_info.name)
        for value in vars(module).values():
            if isinstance(value, Refusals):
                found[id(value)] = value
    return list(found.values())


def check_refusal_table(refusals: Refusals, catalogues: Catalogues) -> None:
    """Each refusal of the table has its sentence in every language, using only placeholders its params fill."""
    for what, message in refusals.messages.items():
        given = dict.fromkeys(placeholders(message), "")
        check_translated(refusals.key(what), given, catalogues, f"{refusals.title} refusal {what!r}")


def direct_refusals(package_folder: Path, allowed: Path) -> list[str]:
    """Every place under ``package_folder`` (but outside ``allowed``) that builds an IllegalAction itself, rather than
    through a Refusals table or the core's own refusals (``IllegalAction.game_over()``): such a refusal may lack a key.
    """
    places = []
    for path in sorted(package_folder.rglob("*.py")):
        if allowed in path.parents:
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "IllegalAction":
                places.append(f"{path}:{node.lineno}")
    return places


def check_awaiting(ruleset: Ruleset, state: State, catalogues: Catalogues | None, where: str) -> None:
    """Every seat's view says the same decision, None exactly when the game is over, of the title's own kind, with a
    prompt for the person deciding and one for the others in every language, whose placeholders the params fill."""
    decisions = [state.view(seat).awaiting for seat in range(state.players)]
    decision = decisions[0]
    assert all(other == decision for other in decisions), f"{where}: the seats see different decisions {decisions}"
    assert (decision is None) == state.over, f"{where}: awaiting is {decision} while over is {state.over}"
    if decision is None:
        return
    assert isinstance(decision, Decision), where
    assert decision.kind.startswith(f"{ruleset.id}."), f"{where}: {decision.kind!r} is not a kind of {ruleset.id}"
    json_round_trip(decision.params)
    check_translated(decision.prompt, decision.params, catalogues, where)
    check_translated(decision.others, decision.params, catalogues, where, filled_by_table=frozenset({"name"}))


def check_refuses(state: State, action: Action, where: str, catalogues: Catalogues | None = None) -> None:
    """An illegal action raises IllegalAction with a message and a translated sentence, and the state stays exactly
    as it was (snapshots share nothing with their state: ``play_checked_game`` checks it)."""
    before = state.snapshot()
    try:
        state.apply(action)
    except IllegalAction as refusal:
        assert str(refusal).strip(), f"{where}: IllegalAction without a message for {action}"
        json_round_trip(refusal.params)
        check_translated(refusal.key, refusal.params, catalogues, f"{where}, refusing {action}")
    else:
        raise AssertionError(f"{where}: the illegal action {action} was accepted")
    assert state.snapshot() == before, f"{where}: refusing {action} changed the state"


def check_views(ruleset: Ruleset, state: State, rng: Rng, where: str) -> None:
    """Every seat's view is JSON; a world sampled from it shows that seat the same view (equal, field by field) and
    the same choices.

    A view that leaked a hidden fact would differ from the view of a world where that fact was drawn anew.
    """
    for seat in range(state.players):
        view = state.view(seat)
        json_round_trip(view)
        assert view.seat == seat and view.to_move == state.to_move and view.over == state.over, where
        if seat == state.to_move:
            assert view.legal_actions == state.legal_actions(), f"{where}: seat {seat} is shown other choices"
        else:
            assert view.legal_actions == (), f"{where}: seat {seat} is shown choices out of turn"
        world = ruleset.determinize(view, rng)
        check_invariants(world, f"{where}, world sampled for seat {seat}")
        assert world.view(seat) == view, f"{where}: a world sampled for seat {seat} looks different"
        if seat == state.to_move:
            assert world.legal_actions() == state.legal_actions(), f"{where}: sampled world offers other choices"


def check_shared_events(state: State, events: list[Event], where: str) -> None:
    """The core's shared events keep their promises: a hand event's cards, where shown, number its count, and its
    owner always sees them; the end of the game announces exactly the result's scores and winners."""
    for event in events:
        if isinstance(event, HandCardsEvent):
            assert event.cards is not None and len(event.cards) == event.count, f"{where}: {event}"
            assert event.for_seat(event.seat) == event, f"{where}: {event} is hidden from its own seat"
        if isinstance(event, GameEnded):
            result = state.result()
            expected = (result.scores, tuple(sorted(result.winners)))
            assert (event.scores, event.winners) == expected, f"{where}: {event} vs {result}"


def check_clone(state: State, rng: Rng, where: str) -> None:
    """A clone plays on alone: the original does not move, and the clone started equal."""
    before = state.snapshot()
    copy = state.clone()
    assert copy.snapshot() == before, f"{where}: the clone differs from the original"
    while not copy.over:
        copy.apply(copy.random_action(rng))
    assert state.snapshot() == before, f"{where}: playing the clone changed the original"


def check_result(state: State, where: str) -> None:
    """Scores are the sums of their lines; the ranking names each seat at most once; winners come first."""
    result = state.result()
    json_round_trip(dataclasses.asdict(result))
    assert len(result.scores) == state.players, where
    for seat in range(state.players):
        total = sum(line.points for line in result.lines_of(seat))
        assert total == result.scores[seat], f"{where}: seat {seat} scores {result.scores[seat]}, its lines {total}"
    ranked = [seat for group in result.ranking for seat in group]
    assert len(ranked) == len(set(ranked)) and set(ranked) <= set(range(state.players)), where
    assert result.winners, f"{where}: nobody wins"
    assert all(line.seat is not None or line.points == 0 for line in result.lines), f"{where}: points for no seat"


ODD_VALUES: tuple[object, ...] = (-1, 0, 1, 2, 7, 19, 99, "", "nonsense", None, (), (-1,), (99, 99))
"""Field values that make an action illegal in most places: out of range, of the wrong type, empty."""


def mutated_action(legal: tuple[Action, ...], known: list[Action], rng: Rng) -> Action | None:
    """An action like a legal one with one field changed, to a value some other action used or an odd one; None
    when the change happened to give a legal action (or the action has no field).

    Such near misses reach the titles' specific refusals (a card not in the hand, a full area), which a foreign
    action never does.
    """
    action = rng.choice(legal)
    fields = [field.name for field in dataclasses.fields(action)]
    if not fields:
        return None
    name = rng.choice(fields)
    seen = [getattr(other, name) for other in (*legal, *known) if hasattr(other, name)]
    value = rng.choice((*seen, *ODD_VALUES))
    try:
        changed = dataclasses.replace(action, **{name: value})
    except (TypeError, ValueError):
        return None
    return None if changed in legal else changed


def play_checked_game(
    ruleset: Ruleset,
    players: int,
    seed: int,
    choice_seed: int,
    deep_every: int = 1,
    options: Mapping[str, Any] | None = None,
    catalogues: Catalogues | None = None,
) -> State:
    """Play one random game with ``options``, checking the contract at every step; return the final state.

    ``deep_every`` spaces out the costly checks (views, sampled worlds, clones) for titles with long games. With
    ``catalogues``, every decision and every refusal must also have its sentences in each language.
    """
    rng = Rng(choice_seed)
    seats = tuple(Seat(f"Player {number + 1}") for number in range(players))
    match = Match.start(ruleset, seats, seed, options)
    state = match.state
    opening = state.snapshot()
    opening_text = json.dumps(opening, sort_keys=True)
    assert opening_text == json.dumps(
        ruleset.new_state(players, seed, match.record.options).snapshot(), sort_keys=True
    ), "the same seed gave two different games"
    for seat in range(players):
        for event in match.opening_events(seat):
            json_round_trip(event)
    seen_actions: list[Action] = []
    step = 0
    while not state.over:
        where = f"{ruleset.id}, {players} players, seed {seed}/{choice_seed}, step {step}"
        check_invariants(state, where)
        legal = state.legal_actions()
        assert legal, f"{where}: the game is not over but nobody can act"
        assert len(set(legal)) == len(legal), f"{where}: an action is listed twice"
        for action in legal:
            assert ruleset.action_codec.decode(json_round_trip(action)) == action, f"{where}: {action} not JSON"
        check_refuses(state, ForeignAction(step), where, catalogues)
        stale = [action for action in seen_actions[-8:] if action not in legal]
        if stale:
            check_refuses(state, rng.choice(stale), where, catalogues)
        mutated = mutated_action(legal, seen_actions[-8:], rng)
        if mutated is not None:
            check_refuses(state, mutated, where, catalogues)
        if step % deep_every == 0:
            check_views(ruleset, state, rng, where)
            check_awaiting(ruleset, state, catalogues, where)
        if step % (deep_every * 7) == 3:
            check_clone(state, rng.fork(), where)
        action = state.random_action(rng)
        assert action in legal, f"{where}: random_action chose the illegal {action}"
        events = match.apply(action)
        for seat in range(players):
            for event in events:
                json_round_trip(event.for_seat(seat))
        check_shared_events(state, events, where)
        seen_actions.append(action)
        step += 1
    where = f"{ruleset.id}, {players} players, seed {seed}/{choice_seed}, the end"
    check_invariants(state, where)
    check_views(ruleset, state, rng, where)
    check_awaiting(ruleset, state, catalogues, where)
    check_result(state, where)
    check_refuses(state, seen_actions[-1], where, catalogues)
    check_replay(ruleset, match.record, state, where)
    assert json.dumps(opening, sort_keys=True) == opening_text, f"{where}: the opening's snapshot changed with the game"
    return state


def check_replay(ruleset: Ruleset, record: MatchRecord, state: State, where: str) -> None:
    """The record, written to JSON and read back, replays to exactly the live state."""
    text = record.to_json_text()
    loaded = MatchRecord.from_json_text(text, TitleRegistry([ruleset]))
    assert loaded == record, f"{where}: the record changed on its way through JSON"
    replayed = loaded.replay(ruleset)
    assert replayed.snapshot() == state.snapshot(), f"{where}: the replay differs from the live game"


def snapshot_text(state: State) -> str:
    """A state's snapshot as canonical JSON text, to compare states exactly."""
    return json.dumps(state.snapshot(), sort_keys=True)


def check_undo_window(
    ruleset: Ruleset,
    match: Match,
    movers: list[int],
    earlier: list[str],
    rng: Rng,
    where: str,
    deep: bool,
    catalogues: Catalogues | None = None,
) -> None:
    """What ``undoable_actions`` allows keeps the policy of ``game.core.undo``; with none, ``undo_refusal`` says why.

    ``movers`` and ``earlier`` list the seat that made each action so far and the snapshot before it. The actions
    that may be taken back were all made by the seat to move, with no chance between (the Rng untouched); with
    ``deep``, taking them back rebuilds exactly the earlier state, and they showed the seat nothing hidden: in a world
    sampled from its view before them, the same actions bring it the very view it has now.
    """
    state = match.state
    allowed = state.undoable_actions()
    if allowed == 0:
        refusal = state.undo_refusal()
        assert isinstance(refusal, IllegalAction) and str(refusal).strip(), f"{where}: no reason why nothing undoes"
        json_round_trip(refusal.params)
        check_translated(refusal.key, refusal.params, catalogues, f"{where}, refusing to undo")
        with_refusal = Match(ruleset, match.record) if deep else None
        if with_refusal is not None:
            try:
                with_refusal.undo()
            except IllegalAction as refused:
                assert refused.key == refusal.key, f"{where}: undo raised {refused.key}, not {refusal.key}"
            else:
                raise AssertionError(f"{where}: an undo was allowed where undoable_actions is 0")
        return
    mover = state.to_move
    assert not state.over and allowed <= len(movers), f"{where}: {allowed} actions to take back"
    assert set(movers[-allowed:]) == {mover}, f"{where}: undo would take back {movers[-allowed:]}, not {mover}'s"
    before = json.loads(earlier[-allowed])
    if "rng" in before:
        assert before["rng"] == state.snapshot()["rng"], f"{where}: chance decided within the {allowed} steps"
    if not deep:
        return
    count = 1 + rng.below(allowed)
    back = Match(ruleset, match.record)
    back.undo(count)
    assert snapshot_text(back.state) == earlier[-count], f"{where}: undoing {count} did not rebuild the earlier state"
    if count < allowed:
        back.undo(allowed - count)
    world = ruleset.determinize(back.state.view(mover), rng)
    for action in match.record.actions[-allowed:]:
        try:
            world.apply(action)
        except IllegalAction:
            raise AssertionError(f"{where}: {action} was refused in a world the seat could not tell apart") from None
    seen, now = json_round_trip(world.view(mover)), json_round_trip(state.view(mover))
    assert seen == now, f"{where}: the {allowed} steps that may be undone showed seat {mover} something hidden"


def play_undo_checked_game(
    ruleset: Ruleset,
    players: int,
    seed: int,
    choice_seed: int,
    deep_every: int = 1,
    catalogues: Catalogues | None = None,
) -> int:
    """Play one random game, checking the undo policy at every step and now and then taking steps back and playing
    on from there; return how many actions were taken back in all."""
    rng = Rng(choice_seed)
    seats = tuple(Seat(f"Player {number + 1}") for number in range(players))
    match = Match.start(ruleset, seats, seed)
    movers: list[int] = []
    earlier: list[str] = []
    taken_back = step = 0
    while not match.state.over:
        where = f"{ruleset.id}, {players} players, seed {seed}/{choice_seed}, step {step}"
        check_undo_window(ruleset, match, movers, earlier, rng, where, step % deep_every == 0, catalogues)
        allowed = match.state.undoable_actions()
        if allowed and rng.below(3) == 0:
            count = 1 + rng.below(allowed)
            match.undo(count)
            assert snapshot_text(match.state) == earlier[-count], f"{where}: undo did not rebuild the earlier state"
            del movers[-count:], earlier[-count:]
            taken_back += count
        else:
            earlier.append(snapshot_text(match.state))
            movers.append(match.state.to_move)
            match.apply(match.state.random_action(rng))
        step += 1
    check_undo_window(ruleset, match, movers, earlier, rng, f"{ruleset.id}, seed {seed}, the end", True, catalogues)
    return taken_back


def view_differences(folded: object, fresh: object) -> list[str]:
    """The fields in which two views differ, each with both values: what a broken fold got wrong."""
    return [
        f"{field.name}: folded {getattr(folded, field.name)!r}, fresh {getattr(fresh, field.name)!r}"
        for field in dataclasses.fields(fresh)
        if getattr(folded, field.name) != getattr(fresh, field.name)
    ]


def check_folded(folded: object, fresh: object, where: str) -> None:
    assert folded == fresh, f"{where}: the folded view differs from the fresh one in " + "; ".join(
        view_differences(folded, fresh)
    )


def check_fold(
    title: Title, players: int, seed: int, choice_seed: int, options: Mapping[str, Any] | None = None
) -> None:
    """Play one random game and keep every seat's view by the title's fold alone: the opening events folded into the
    view before the deal (or, for a title without one, into the first view) give the first view, and every action's
    events, as each seat saw them, fold its view before the action into exactly its view after it."""
    ruleset = title.ruleset
    fold = title.fold
    seats = tuple(Seat(f"Player {number + 1}") for number in range(players))
    match = Match.start(ruleset, seats, seed, options)
    kept = []
    for seat in range(players):
        start = match.view(seat) if fold.before_deal is None else fold.before_deal(players, seat, match.record.options)
        kept.append(fold.fold(start, match.opening_events(seat)))
        check_folded(
            kept[seat], match.view(seat), f"{ruleset.id}, {players} players, seed {seed}, seat {seat}'s opening"
        )
    rng = Rng(choice_seed)
    step = 0
    while not match.state.over:
        action = match.state.random_action(rng)
        events = match.apply(action)
        for seat in range(players):
            where = f"{ruleset.id}, {players} players, seed {seed}/{choice_seed}, step {step} ({action}), seat {seat}"
            kept[seat] = fold.fold(kept[seat], redact(events, seat))
            check_folded(kept[seat], match.view(seat), where)
        step += 1


def play_until(match: Match, reached: Callable[[State], bool], rng: Rng, limit: int = 2000) -> None:
    """Play random actions through ``match`` until ``reached`` holds for its state (at most ``limit`` actions)."""
    for _ in range(limit):
        if reached(match.state):
            return
        assert not match.state.over, "the game ended before the position the test looks for"
        match.apply(match.state.random_action(rng))
    raise AssertionError(f"no such position within {limit} actions")
