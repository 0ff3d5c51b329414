"""The paths into and out of a table: start a new match, continue the autosave, finish with the results.

Tables call ``finish_match`` when their game is over; everything else here is called by the menu, the setup
screen and the results screen. A match is autosaved as soon as it exists, and tables save it after every action.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from game.core import GameError, Match, Result, Ruleset, Seat
from game.core.replay import played_on_from
from scenes.profile import Outcome, opposition
from scenes.replays import keep_finished
from scenes.results import ResultsScene

if TYPE_CHECKING:
    from scenes.app import App


def new_match(app: App, ruleset: Ruleset, seats: Sequence[Seat], options: Mapping[str, Any]) -> Match:
    """Set up a new game with a fresh seed and make it its title's game in progress (replacing an earlier game of
    that title; a game of another title in progress stays)."""
    match = Match.start(ruleset, seats, seed=random.getrandbits(63), options=options)
    app.storage.save_autosave(match.record)
    return match


def open_table(app: App, match: Match, *, replace: bool) -> None:
    """Show the match's table, in place of the top scene or above it."""
    table = app.tables[match.record.title](app, match)
    if replace:
        app.replace(table)
    else:
        app.push(table)


def continue_match(app: App, title: str | None = None) -> bool:
    """Open ``title``'s game in progress (without a title, the one saved last) above the menu; False (with a notice
    queued) when it cannot be replayed."""
    record = app.storage.load_autosave(app.titles, title)
    if record is None or record.title not in app.tables:
        return False
    try:
        match = Match(app.titles.get(record.title), record)
    except GameError:  # a record read whole whose moves the rules refuse
        app.storage.set_aside_autosave(record.title)
        return False
    open_table(app, match, replace=False)
    return True


def finish_match(app: App, match: Match) -> None:
    """Count the finished game, forget its autosave and replace the table with the results."""
    result = match.state.result()
    seats = match.seats
    record = match.record
    outcome = outcome_of(seats, result, take_backs=record.take_backs > 0, played_on=played_on_from(record) is not None)
    app.record_finished_game(record.title, outcome)
    keep_finished(app.storage, record, result)

    def play_again() -> None:
        again = new_match(app, match.ruleset, seats, record.options)
        open_table(app, again, replace=True)

    def watch_again() -> None:
        from scenes.replay_view import open_replay  # the replay's table imports this module: imported when asked

        open_replay(app, record)

    def review() -> None:
        open_review(app, record)

    from scenes.review import can_review, open_review  # the review's tables import this module too: imported here

    names = [seat.name for seat in seats]
    coach = review if can_review(record, result) else None
    app.replace(ResultsScene(app, match.ruleset.name, result, names, play_again, watch_again=watch_again, review=coach))


def outcome_of(seats: Sequence[Seat], result: Result, *, take_backs: bool = False, played_on: bool = False) -> Outcome:
    """A finished game as the statistics count it: against whom, whether a person won, a person's best score, and
    whether moves the computers had answered were taken back, or the game was played on from a replay. A game in
    which every person sat at a seat that does not compete (Hofnar's King, HN-18) is neither won nor lost: it is
    counted apart, without a score."""
    competing = {seat for group in result.ranking for seat in group}
    humans = [seat for seat, each in enumerate(seats) if each.is_human]
    people = [seat for seat in humans if seat in competing]
    return Outcome(
        opponents=opposition(seats),
        won=any(seat in result.winners for seat in people),
        score=max((result.scores[seat] for seat in people), default=None),
        day=time.strftime("%Y-%m-%d"),
        take_backs=take_backs,
        played_on=played_on,
        ranked=bool(people) or not humans,
    )
