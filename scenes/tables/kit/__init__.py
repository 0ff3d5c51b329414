"""The table kit: the one shared table every title's table is built on (Hof-Verrat's is the worked example).

The kit owns the furniture: the scene shell (``table.KitTable``: status line from ``view.awaiting``, one prompt,
refusals, tooltips kept off the prompt, Undo / Hint / Menu and the title's own buttons, holds; its input routed by
``routing``) over the stage (``stage.TableStage``: the shown table, the sprites, the script's animations, the log's
events, the scoring show, hot-seat hiding of private cards), the runner (``runner.MatchRunner``: views, computer seats,
the curtain, autosave, undo, hints), the log panel (``log``: hovering a line lights the cards it names), seat plates
(``plates``: colour and symbol, hand count, score, markers), card holders (``holders``: row/fan, cascade, grouped
cascade, stack, slots, ring, heap), the sprites (``board``), the event-to-animation script with sound cues (``script``,
``effects``), the decision affordances (``affordances``: drag-and-drop, click-then-click, Tab/arrows/Enter, option
buttons, the overlay picker, multi-select with Confirm; the follow-up picker laid out by ``picker``), the scoring show
(``scoring``), labels that fit the card they name (``labels``) and the cached painter (``paint``).

A title plugs in by subclassing ``KitTable`` and registering it in ``scenes.tables.TABLES``. It supplies:

- ``art``: a ``CardArt`` (``face(card, size)``, ``back(size)``) — ``hofverrat/art.py``.
- ``make_geometry(viewer)``: its zones from its Tiled layout, with ``zone(name)``, ``plate(seat)``, ``viewer``;
  the layout needs the zones ``status``, ``log``, ``button_undo``, ``button_hint``, ``button_menu`` — ``geometry``.
- ``make_shown(view)``: its table as shown, a class with ``advance(event)`` (folds one event in), ``stamp()`` and
  ``to_move``; ``folded.Folded(view, advance)`` keeps the view the title's own fold moves on — ``hofverrat/scene.py``.
- ``homes()``: a ``Home`` (centre, size, card or None for a back) per sprite key ``(kind, id)``; ``("hand", card)``
  is the shown seat's hand, any other kind rests on the table; use ``holders`` to lay them out. At a hot seat the
  kit turns every private card face down the moment others may look: the hand by default, more by
  ``private_card(key)`` (Verräter's offered and own action cards). A title whose face-down hand has a makeup everyone
  knows (Hofnar's sorted moods) gives ``hidden_hand_spot()``: the hand is then gathered there as one stack, and
  ``homes()`` keeps it there.
- ``script``: a ``Script({EventType: handler})``; a handler ``(table, event) -> Animation`` folds the event into
  ``table.shown`` and animates with ``script.fly``, ``arrive``, ``deal``, ``deal_away``, ``flip``, ``eliminate``,
  ``rise``, ``count_up``, ``banner``, ``mark_move``, ``shake`` (each plays its sound) — ``hofverrat/story.py``.
- ``make_affordances()``: an ``Affordances`` — ``route(action) -> Route(item, target, option, picks)`` for every
  legal action, ``drop_targets()``, ``target_rect(target)`` (also for ``("kit", "picker")``, where the picker
  stands), ``explain(item, target)``, ``option_card(option)`` / ``option_label(option)`` for the follow-up
  picker, ``park(item, target)`` — ``hofverrat/interaction.py``.
- ``describe(event) -> Entry | None`` (its log wording, with the sprite keys the line names); ``opening(view)``
  (the events the log starts with; by default the match's opening events) and ``make_shown_before(view)`` (the
  table before the deal, so the opening is played at the table) — ``hofverrat/story.py``, ``scene.py``.
- ``still_picture()``, and its drawing hooks ``draw_quiet`` (under resting cards), ``draw_quiet_over``,
  ``draw_lively`` (every frame) with ``quiet_stamp()`` saying when the quiet parts change — ``hofverrat/hud.py``.
- ``open_faces(truth)``: the faces of the cards it lays face down on the table (spies, a set-aside card) by sprite
  key, read from the true state of a game that has ended, which a replay with every card open turns up (``opened``).
- ``extra_buttons()``: its own buttons beside Undo / Hint / Menu as ``Extra(name, label, tip, key, press)``, each in
  its layout's zone ``button_<name>``; one without ``press`` opens the overlay ``name``, drawn by
  ``draw_overlay(surface, name)`` (Verräter's overview, Mit List und Tücke's chart and "what you know").
- ``tip_at(point)``, ``keep_clear()`` (its places no tooltip may cover), ``markers(seat)`` (``Marker`` chips on
  its plate), ``hint_words(action)``, ``followup_prompt()``, ``first_prompt()``, ``prompt_area()`` (where the one
  prompt and the option buttons stand).
- ``scoring_steps``: ``ScoringStep(keys, build, counts)`` per group of ``ScoreLine`` keys; ``build(table, sheet,
  lines)`` animates them and counts points with ``sheet.score(table, line, at, group)`` — ``hofverrat/scoring.py``.

Its catalogue keys for prompts live in its own file; the kit's own words are in ``kit.json``. New tables join the
generic tests (every action reachable, privacy, no drift) and the self-test by being in ``TABLES``.

A lesson (``lesson``, ``lesson_run``, ``lesson_panel``) needs no code from its title: it is the file
``assets/lessons/<title>.json`` and its texts in ``assets/i18n/<language>/lessons.json``. The file is
``{"format": "hofintrigen-lesson", "version": 1, "title", "minutes", "seed", "options", "seats", "steps"}``: the
seats are ``{"person": true}`` once and ``{"name", "level"}`` for each computer; each step is ``{"text": key}`` with
optionally ``"light"`` (a list of ``{"zone": name}``, ``{"plate": seat}``, ``{"card": id}``, ``{"sprite": [kind,
id]}``, ``{"button": "undo" | "hint" | "menu"}``), ``"box"`` (the zone its text box fills; the log's by default), and
either ``"move"`` (the person's one action, in the record's JSON, with ``"remind"``: the key of the line that says
what to do, and optionally ``"watch"``: the key of the text shown once the move is made, while a long stretch it
sets off plays out) or ``"moves"`` (computer actions played in turn; then "Next"); a step with neither is read and
clicked on. A multi-step choice is a step per action; a simultaneous draft is the person's ``move`` and then the
computers' ``moves`` in the order the state asks them. The last step asks no move: it offers to play on or to start
a real game. Texts may name seats as ``{seat0}``, ``{seat1}`` …. ``scripts/hofverrat_lesson_seed.py`` shows how to
search for a deal; ``tests/scenes/test_lessons.py`` takes every lesson in the folder through the real app.
"""

from scenes.tables.kit.affordances import FACE_DOWN, NO_OPTION, Affordances, Route
from scenes.tables.kit.board import FLYING, HAND, PLAYED, Board, CardArt, Key
from scenes.tables.kit.holders import Group, Home
from scenes.tables.kit.log import Entry
from scenes.tables.kit.plates import Marker
from scenes.tables.kit.scoring import ScoreSheet, ScoringStep
from scenes.tables.kit.script import Script
from scenes.tables.kit.table import Extra, KitTable

__all__ = [
    "FACE_DOWN",
    "FLYING",
    "HAND",
    "NO_OPTION",
    "PLAYED",
    "Affordances",
    "Board",
    "CardArt",
    "Entry",
    "Extra",
    "Group",
    "Home",
    "Key",
    "KitTable",
    "Marker",
    "Route",
    "ScoreSheet",
    "ScoringStep",
    "Script",
]
