"""Mit List und Tücke: how a sensible player moves, for the Easy level and the search's playouts.

A sensible player counts what each card is worth to play now against what it is worth kept for later, and picks the
card that gains most by being played now. What a card is worth now: the crest tiles it will bring if its stack
survives (LT-18), the stack it puts at risk when it lies on top as a victim of an eliminator still at large (LT-12,
LT-14), the stack it loses when a lingering card strikes it as it is played (LT-13), and what its instruction does.
Every other decision follows from the same few judgements: which cards are worth keeping, which colour of tile is
worth most, which stack is worth destroying.

The policy reads only what the seat to move may know: its own hand, the stacks, the tiles, the stock and the chapel,
the hand sizes, and the cards it has seen (``seen_hands`` and ``seen_middle`` of its own seat). Other hands, the
middle cards and the others' hidden choices stay unread, even though the sampled world holds them. It builds no view
and no copy of the state, so a playout pays microseconds per decision.

``HEURISTICS`` and ``BUDGETS``, at the end, are what the title's record (``game.title``) gives the AI.
"""

from __future__ import annotations

import functools
import math
from itertools import chain, compress

from game.ai.budgets import Budget
from game.ai.policy import Heuristics
from game.ai.reward import MARGIN_WEIGHT
from game.ai.worlds import FOLLOWS_HEURISTIC
from game.core import Action, Rng, State, View
from game.listtuecke import cards, decisions
from game.listtuecke.actions import (
    CHAPEL,
    CHOOSE_RANK,
    DECLINE,
    GIVE,
    HEAL,
    PASS,
    PLAY,
    SWAP,
    TAKE,
)
from game.listtuecke.cards import (
    ABILITY_OF,
    CHANGE_PLACES,
    CHAPTERS,
    COLOURS,
    CONSECRATE,
    CREST_OF,
    CREST_TILES,
    DARK_SLOTS,
    EXECUTIONER,
    IS_LIGHT,
    LIGHT,
    LIGHT_SLOTS,
    LINGERING,
    ROUNDS,
    SAINT,
    TAKE_TILE,
    VICTIMS_OF,
    of_back,
)
from game.listtuecke.state import ListTueckeState
from game.listtuecke.table import STRIKES, higher_open_top, open_victims
from game.listtuecke.view import ListTueckeView

CREST_COLOUR: tuple[tuple[int, int], ...] = tuple(tiles[0] if tiles else (0, 0) for tiles in CREST_TILES)
"""Per rank its crest's colour index and tile count, (0, 0) for none. Every crest shows one colour only, so a crest's
worth is a single product: the playouts weigh crests at every decision."""

KILLERS_OF: tuple[tuple[int, ...], ...] = tuple(
    tuple(killer for killer in range(1, 21) if ABILITY_OF[killer] == cards.ELIMINATE and card in VICTIMS_OF[killer])
    for card in range(21)
)
"""The eliminators that can strike ``card`` while it lies on top of a stack (lingering cards strike only new plays)."""

ABILITY_WORTH: tuple[float, ...] = tuple(
    {
        cards.QUACK: 1.0,  # heals a face-down card, if the stack was eliminated
        cards.COURTESAN: 0.3,
        cards.SEER: 0.5,
        cards.DRUID: 0.5,
        cards.MONK: 0.5,
        cards.WHITE_KNIGHT: 0.5,
        cards.POISONER: 1.5,
        cards.ASSASSIN: 1.5,
        cards.BERSERKER: 1.5,
        cards.ABBOT: 1.0,
        cards.EXECUTIONER: 4.0,
        cards.INTRIGUER: 1.5,
        cards.WITCH: 0.5,
        cards.KING: 0.5,
        cards.QUEEN: 0.5,
        cards.SAINT: 3.0,
        cards.INQUISITOR: 2.0,
    }.get(rank, 0.0)
    for rank in range(21)
)
"""What a character's instruction is worth, in points, to a player who keeps it for a good moment later. The
Schwarzer Ritter's tile is judged by ``tile_worth``; Bischof and Zauberer have no instruction."""

CREST_KEPT = 0.6
"""The share of its crest a card kept for later is expected to bring (its stack may fall before the chapter ends)."""
EARLIER_PLAYS_AGAIN = 0.25
"""How likely a seat that played before the seat to move this round plays again before its next turn."""
KILL_CHANCE = 0.7
"""How likely an opponent holding an eliminator plays it when a victim lies open on top of a stack."""
OPPONENT_WEIGHT = 0.5
"""What an opponent's loss is worth to me, against my own gain of the same points (there are several opponents)."""
CHAPEL_WORTH = 0.5
"""What the Heilige's tile on the chapel is worth to the seat that chooses its colour."""
SWAP_MARGIN = 0.5
"""How much better a middle card must be expected to be before a hand card is swapped for it blind."""
DRAIN_PER_CHAPTER = 2.5
"""Tiles of each colour the table takes per chapter still to end: the stock a colour's final value is counted from.
Tuned for the strength of play: it sets what a crest is worth against an elimination tile."""


def _settled_instruction(rank: int) -> float | None:
    ability = ABILITY_OF[rank]
    if ability in (cards.ELIMINATE, TAKE_TILE, cards.HEAL) or rank == EXECUTIONER:
        return None
    if ability == CONSECRATE:
        return CHAPEL_WORTH
    if ability == CHANGE_PLACES:
        return 0.0  # the card it gains is judged as the seat's new top card
    return ABILITY_WORTH[rank]


SETTLED_INSTRUCTION: tuple[float | None, ...] = tuple(_settled_instruction(rank) for rank in range(21))
"""What each character's instruction does when played now, where that does not depend on the table; None for the
eliminators, the Scharfrichter, the Schwarzer Ritter and the Quacksalber, which ``Table.instruction_now`` weighs."""

PENDING_SURVIVAL = 0.5
EVALUATION_DRAIN_PER_CHAPTER = 1.5
TEMPERATURE_AT_END = 4.0
TEMPERATURE_PER_ROUND = 1.0
"""The evaluation of unfinished games: the share of the crests lying face up mid-chapter counted as collected, the
tiles per colour the chapters to come take, and how many points of lead make a win e times likelier at the end and
per round still to play. Fitted together to predict the winners of 1500 heuristic games."""


def listtuecke_policy(state: State, rng: Rng) -> Action:
    """Decide for ``state.to_move`` as a sensible player would; ties go to the first in the legal order."""
    assert isinstance(state, ListTueckeState)
    return DECIDE[state.decision](state)


# --- What tiles, crests and stacks are worth ---


def colour_values(state: ListTueckeState) -> tuple[float, float, float]:
    """Each colour's expected worth per tile at the end: stock and chapel, less what the chapters to come will take."""
    drain = DRAIN_PER_CHAPTER * (CHAPTERS - state.chapter + 1)
    chapel = state.chapel
    stock = state.stock
    if not chapel:
        # The first chapter's chapel is empty: its counts are known without counting.
        blue, green, yellow = stock[0] - drain, stock[1] - drain, stock[2] - drain
    else:
        blue = stock[0] + chapel.count(COLOURS[0]) - drain
        green = stock[1] + chapel.count(COLOURS[1]) - drain
        yellow = stock[2] + chapel.count(COLOURS[2]) - drain
    return (blue if blue > 1.0 else 1.0, green if green > 1.0 else 1.0, yellow if yellow > 1.0 else 1.0)


def tile_worth(state: ListTueckeState, seat: int, values: tuple[float, float, float]) -> list[float]:
    """What one more tile of each colour gains ``seat`` over the others: its value, less what it takes off the
    tiles of that colour already held (each tile gained lowers the colour's value by one, LT-21)."""
    others = state.players - 1
    worth = []
    for colour in range(3):
        held = [tiles[colour] for tiles in state.tiles]
        mine = held[seat]
        worth.append(values[colour] - 1 - mine + (sum(held) - mine) / others)
    return worth


def crest_worth(card: int, values: tuple[float, float, float]) -> float:
    """The points the crest of ``card`` brings if it lies face up at the chapter's end (LT-18)."""
    colour, count = CREST_COLOUR[card]
    return count * values[colour]


def stack_worth(state: ListTueckeState, seat: int, crests: tuple[float, ...]) -> float:
    """The crest points lying face up in ``seat``'s stack, at the ``crests`` of ``crest_worths``: what an elimination
    of it would take (LT-14)."""
    return sum(map(crests.__getitem__, compress(state.stacks[seat], state.faces[seat])))


def kept_worth(card: int, values: tuple[float, float, float]) -> float:
    """What a card is worth to its holder who keeps it for a good moment later."""
    return CREST_KEPT * crest_worth(card, values) + ABILITY_WORTH[card]


@functools.lru_cache(maxsize=1024)
def crest_worths(values: tuple[float, float, float]) -> tuple[float, ...]:
    """``crest_worth`` of every rank at the colour ``values``, to look up by rank.

    The values change only when tiles leave the stock or a chapter ends, so a playout meets the same few again and
    again, while it weighs crests hundreds of times; so does ``kept_worths``.
    """
    return tuple(crest_worth(card, values) for card in range(21))


@functools.lru_cache(maxsize=1024)
def kept_worths(values: tuple[float, float, float]) -> tuple[float, ...]:
    """``kept_worth`` of every rank at the colour ``values``, to look up by rank."""
    return tuple(kept_worth(card, values) for card in range(21))


# --- What the seat knows about where the cards are ---


class Whereabouts:
    """How likely each character lies in an opponent's hand, from what ``seat`` has seen.

    A card in the seat's hand, in a stack or seen in the middle (``placed``) is in no opponent's hand; a card seen in a
    hand is there for sure; any other card is spread evenly over the places of its back that the seat cannot see into.
    Each chance is worked out when asked for: judging a play asks about its one eliminator at most, and the playouts
    ask at every decision, so the whole table of chances would mostly go unread.
    """

    __slots__ = ("_shares", "placed", "seat", "seen", "state")

    def __init__(self, state: ListTueckeState, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.seen = state.seen_hands[seat]
        self.placed = set(state.hands[seat]).union(*state.stacks, state.seen_middle[seat].values())
        self._shares: tuple[float, ...] | None = None

    def chance_of(self, card: int) -> float:
        """How likely ``card`` lies in an opponent's hand (0 for a rank out of the game)."""
        if card in self.seen:
            return 1.0
        if card in self.placed or card not in self.state.characters:
            return 0.0
        return self.shares()[IS_LIGHT[card]]

    def shares(self) -> tuple[float, ...]:
        """For a card of each back (dark, light) not placed: how likely it lies in an opponent's hand."""
        shares = self._shares
        if shares is None:
            state = self.state
            seat = self.seat
            hands = state.hands
            own = hands[seat]
            seen = self.seen
            light_seen = sum(map(IS_LIGHT.__getitem__, seen))
            light_hidden = sum(map(IS_LIGHT.__getitem__, chain.from_iterable(hands)))
            light_hidden -= sum(map(IS_LIGHT.__getitem__, own)) + light_seen
            dark_hidden = sum(map(len, hands)) - len(own) - len(seen) - light_hidden
            light_elsewhere = len(state.set_aside) // 2
            dark_elsewhere = len(state.dark_deck) + light_elsewhere
            seen_middle = state.seen_middle[seat]
            middle = state.middle
            for slot in LIGHT_SLOTS:
                if middle[slot] and slot not in seen_middle:
                    light_elsewhere += 1
            for slot in DARK_SLOTS:
                if middle[slot] and slot not in seen_middle:
                    dark_elsewhere += 1
            dark_places = dark_hidden + dark_elsewhere
            light_places = light_hidden + light_elsewhere
            shares = self._shares = (
                dark_hidden / dark_places if dark_places else 0.0,
                light_hidden / light_places if light_places else 0.0,
            )
        return shares

    def risk_on_top(self, card: int, plays: list[float]) -> float:
        """How likely ``card`` is eliminated while it lies on top, before its owner plays again (LT-12).

        ``plays`` says per seat how likely it plays before the owner's next turn.
        """
        seen = self.seen
        typical = sum(plays) / (len(plays) - 1)
        exposure = 0.0
        for killer in KILLERS_OF[card]:
            holder = seen.get(killer)
            exposure += self.chance_of(killer) * (typical if holder is None else plays[holder])
        return min(1.0, KILL_CHANCE * exposure)


# --- Playing a card (LT-9) ---


def plays_before_next_turn(state: ListTueckeState, seat: int) -> list[float]:
    """Per seat, how likely it plays a card before ``seat`` plays again: surely if it is still to play this round;
    the others only if the start passes to one of them next round (LT-10), and never after the last round. The seat
    itself counts 0."""
    players = state.players
    later_round = state.round < ROUNDS
    plays = [EARLIER_PLAYS_AGAIN if later_round else 0.0] * players
    for step in range(state.turn + 1, players):
        plays[(state.start + step) % players] = 1.0
    plays[seat] = 0.0
    return plays


class Table:
    """What the seat to move judges its plays by, worked out once per decision."""

    __slots__ = ("crests", "kept", "mine", "plays", "seat", "state", "strikers", "values", "where")

    def __init__(self, state: ListTueckeState) -> None:
        seat = state.decider
        self.state = state
        self.seat = seat
        self.values = colour_values(state)
        self.crests = crest_worths(self.values)
        self.kept = kept_worths(self.values)
        self.mine = stack_worth(state, seat, self.crests)
        self.where = Whereabouts(state, seat)
        self.plays = plays_before_next_turn(state, seat)
        self.strikers = [
            stack[-1]
            for other, stack in enumerate(state.stacks)
            if stack and LINGERING[stack[-1]] and other != seat and state.faces[other][-1]
        ]

    def struck(self, card: int) -> bool:
        """True when a lingering card on another stack eliminates ``card`` as it is played (LT-13)."""
        return any(STRIKES[top][card] for top in self.strikers)

    def gain_of_playing(self, card: int) -> float:
        """What playing ``card`` now gains over keeping it for later."""
        # The checks before each call below skip it where it has nothing to do: most cards meet no striker, no
        # eliminator, and an instruction worth the same at any table.
        if self.strikers and self.struck(card):
            return -self.mine - OPPONENT_WEIGHT - self.kept[card]
        top = card
        gained = 0.0
        if ABILITY_OF[card] == CHANGE_PLACES:
            top, gained = self.change_places_now(card)
        risk = self.where.risk_on_top(top, self.plays) if KILLERS_OF[top] else 0.0
        crest = self.crests[top] * (1 - risk) - risk * (self.mine + OPPONENT_WEIGHT)
        instruction = SETTLED_INSTRUCTION[card]
        if instruction is None:
            instruction = self.instruction_now(card)
        return crest + gained + instruction - self.kept[card]

    def instruction_now(self, card: int) -> float:
        """What the instruction of a card that ``SETTLED_INSTRUCTION`` leaves open does when played now (the "may"
        ones only when they pay)."""
        ability = ABILITY_OF[card]
        if ability == cards.ELIMINATE:
            return self.best_elimination(card)
        if card == EXECUTIONER:
            return self.executioner_now()
        if ability == TAKE_TILE:
            return max(0.0, *tile_worth(self.state, self.seat, self.values))
        return self.best_heal()

    def elimination_worth(self, victim: int) -> float:
        """What eliminating ``victim``'s stack gains: an elimination tile and the crests it loses (LT-14, LT-15)."""
        return 1 + OPPONENT_WEIGHT * stack_worth(self.state, victim, self.crests)

    def best_elimination(self, card: int) -> float:
        """Giftmischerin, Meuchler, Berserker, Abt: the richest victim lying open, if any (LT-12)."""
        victims = open_victims(self.state, self.seat, card)
        return max((self.elimination_worth(victim) for victim in victims), default=0.0)

    def executioner_now(self) -> float:
        """Every opponent who plays before the seat plays again is struck, unless they play the Heilige (LT-13)."""
        state = self.state
        saint = self.where.chance_of(SAINT) / (state.players - 1)
        return sum(
            chance * (1 - saint) * self.elimination_worth(other) for other, chance in enumerate(self.plays) if chance
        )

    def change_places_now(self, card: int) -> tuple[int, float]:
        """Intrigant: the highest higher top card comes on top of the seat's stack, with its crest, and its owner
        loses that crest (LT-30). Returns the seat's top card afterwards and what the owner's loss is worth."""
        state = self.state
        other = higher_open_top(state, self.seat, card)
        if other is None:
            return card, 0.0
        gained = state.stacks[other][-1]
        return gained, OPPONENT_WEIGHT * crest_worth(gained, self.values)

    def best_heal(self) -> float:
        """Quacksalber: the crest of the best face-down card of the seat's own stack (LT-27)."""
        state = self.state
        faces = state.faces[self.seat]
        return max(
            (crest_worth(card, self.values) for card, up in zip(state.stacks[self.seat], faces, strict=True) if not up),
            default=0.0,
        )


def choose_play(state: ListTueckeState) -> Action:
    """Play the card that gains most by being played now rather than kept."""
    table = Table(state)
    hand = state.hands[state.decider]
    best = max(hand, key=table.gain_of_playing)
    return PLAY[best]


# --- Passing (LT-8) and giving cards away ---


def least_worth(cards: list[int], values: tuple[float, float, float]) -> int:
    """The card its holder misses least at the colour ``values``, the first of equals."""
    return min(cards, key=kept_worths(values).__getitem__)


def choose_pass(state: ListTueckeState) -> Action:
    """Keep the better card of the back being passed, pass the other (LT-8)."""
    light = state.pass_back == LIGHT
    cards = [card for card in state.hands[state.decider] if IS_LIGHT[card] == light]
    return PASS[least_worth(cards, colour_values(state))]


def infer_passes(world: State, view: View, rng: Rng) -> None:
    """LT-8: the cards the players before this seat chose to pass, out of sight: each, ``FOLLOWS_HEURISTIC`` times in a
    hundred, the card of the passed back its chooser misses least (as ``choose_pass``), else ``determinize``'s draw.
    Reads only the sampled world."""
    assert isinstance(world, ListTueckeState) and isinstance(view, ListTueckeView)
    if view.deciding != decisions.PASS:
        return
    light = view.pass_back == LIGHT
    order = [(view.start_player + index) % view.players for index in range(view.players)]
    for chooser in order[: order.index(world.decider)]:
        if chooser != view.seat and rng.below(100) < FOLLOWS_HEURISTIC:
            cards = [card for card in world.hands[chooser] if IS_LIGHT[card] == light]
            world.pass_choice[chooser] = least_worth(cards, colour_values(world))


def choose_answer(state: ListTueckeState) -> Action:
    """Kurtisane's partner: give back the card of the asked back one misses least (LT-28)."""
    return GIVE[least_worth([action.card for action in state.legal_actions()], colour_values(state))]


def choose_give(state: ListTueckeState) -> Action:
    """Inquisitor: give in return the hand card one misses least (LT-31)."""
    return GIVE[least_worth(state.hands[state.decider], colour_values(state))]


# --- The instructions' decisions ---


def choose_heal(state: ListTueckeState) -> Action:
    """Quacksalber: turn face up the face-down card with the richest crest; none if no crest lies face down."""
    seat = state.decider
    values = colour_values(state)
    best, position = max(
        (crest_worth(card, values), position)
        for position, (card, up) in enumerate(zip(state.stacks[seat], state.faces[seat], strict=True))
        if not up
    )
    return HEAL[position] if best > 0 else DECLINE


def choose_tile(state: ListTueckeState) -> Action:
    """Schwarzer Ritter: take the tile worth most to the seat, if any is worth taking."""
    worth = tile_worth(state, state.decider, colour_values(state))
    colour = max((colour for colour in range(3) if state.stock[colour]), key=worth.__getitem__)
    return TAKE[colour] if worth[colour] > 0 else DECLINE


def choose_offer(state: ListTueckeState) -> Action:
    """Kurtisane: the partner gives back what they miss least, so a blind swap gains nothing on average: decline."""
    return DECLINE


def choose_middle_swap(state: ListTueckeState) -> Action:
    """Druide, Mönch, Weißer Ritter: take a middle card seen to be better, or swap the worst card of a back for an
    unseen middle card when the unseen cards of that back are worth more on average (LT-29)."""
    seat = state.decider
    values = colour_values(state)
    hand = state.hands[seat]
    seen = state.seen_middle[seat]
    where = Whereabouts(state, seat)
    kept = kept_worths(values)
    best: tuple[float, Action] = (SWAP_MARGIN, DECLINE)
    for slots in (LIGHT_SLOTS, DARK_SLOTS):
        cards = [card for card in hand if IS_LIGHT[card] == (slots is LIGHT_SLOTS)]
        if not cards:
            continue
        worst = least_worth(cards, values)
        unseen_worth = _mean_unseen_worth(state, where, slots is LIGHT_SLOTS, values)
        for slot in slots:
            taken = kept[seen[slot]] if slot in seen else unseen_worth
            gain = taken - kept[worst]
            if gain > best[0]:
                best = (gain, SWAP[worst][slot])
    return best[1]


def _mean_unseen_worth(
    state: ListTueckeState, where: Whereabouts, light: bool, values: tuple[float, float, float]
) -> float:
    """The mean worth of the cards of one back that may lie unseen in an opponent's hand (0 when none may)."""
    if not where.shares()[light]:
        return 0.0
    seen = where.seen
    placed = where.placed
    kept = kept_worths(values)
    unseen = [kept[card] for card in of_back(state.characters, light) if card not in seen and card not in placed]
    return sum(unseen) / len(unseen) if unseen else 0.0


def choose_victim(state: ListTueckeState) -> Action:
    """Of two victims, eliminate the stack with the richer crests (LT-12)."""
    table = Table(state)
    return max(state.legal_actions(), key=lambda action: table.elimination_worth(action.seat))


def choose_look(state: ListTueckeState) -> Action:
    """Hexe: look into the hand of the opponent who plays next, whose card matters soonest."""
    seat = state.decider
    players = state.players
    return min(state.legal_actions(), key=lambda action: (action.seat - seat) % players)


def choose_chapel(state: ListTueckeState) -> Action:
    """Heilige: put on the chapel the colour the seat holds most of against the others; a chapel tile keeps that
    colour's value up, as the stock it can be taken from runs short sooner (LT-21)."""
    seat = state.decider
    others = state.players - 1
    lead = [
        state.tiles[seat][colour] - (sum(tiles[colour] for tiles in state.tiles) - state.tiles[seat][colour]) / others
        for colour in range(3)
    ]
    colour = max((colour for colour in range(3) if state.stock[colour]), key=lead.__getitem__)
    return CHAPEL[colour]


def choose_name(state: ListTueckeState) -> Action:
    """Inquisitor: name the card most worth having that an opponent likely holds (LT-31)."""
    kept = kept_worths(colour_values(state))
    where = Whereabouts(state, state.decider)
    return max(state.legal_actions(), key=lambda action: kept[action.rank] * where.chance_of(action.rank))


def choose_rank(state: ListTueckeState) -> Action:
    """Inquisitor: count as 0 and let another stack take the start, so the seat plays late next round (LT-10), except
    at the very end, where the start-player card breaks ties (LT-23)."""
    last = state.chapter == CHAPTERS and state.round == ROUNDS
    return CHOOSE_RANK[0] if last else CHOOSE_RANK[1]


DECIDE = {
    decisions.PASS: choose_pass,
    decisions.PLAY: choose_play,
    decisions.HEAL: choose_heal,
    decisions.TAKE_TILE: choose_tile,
    decisions.OFFER: choose_offer,
    decisions.ANSWER: choose_answer,
    decisions.SWAP_MIDDLE: choose_middle_swap,
    decisions.CHOOSE_VICTIM: choose_victim,
    decisions.LOOK: choose_look,
    decisions.CHAPEL: choose_chapel,
    decisions.NAME: choose_name,
    decisions.GIVE: choose_give,
    decisions.RANK: choose_rank,
}
"""The judgement that makes each decision."""


# --- Judging an unfinished game, for truncated playouts ---


def estimated_points(state: ListTueckeState) -> list[float]:
    """Each seat's points as the game stands, counted at the colour values expected at the end: its tiles, its
    elimination tiles, and part of the crests lying face up in its stack (the stack may yet fall) (LT-18, LT-21)."""
    pending = [[0, 0, 0] for _ in range(state.players)]
    for seat, (stack, faces) in enumerate(zip(state.stacks, state.faces, strict=True)):
        crests = pending[seat]
        for card, up in zip(stack, faces, strict=True):
            if up:
                blue, green, yellow = CREST_OF[card]
                crests[0] += blue
                crests[1] += green
                crests[2] += yellow
    drain = EVALUATION_DRAIN_PER_CHAPTER * (CHAPTERS - state.chapter)
    values = []
    for colour in range(3):
        claimed = min(state.stock[colour], sum(crests[colour] for crests in pending))
        left = state.stock[colour] + state.chapel.count(COLOURS[colour]) - PENDING_SURVIVAL * claimed - drain
        values.append(max(0.0, left))
    return [
        sum((held + PENDING_SURVIVAL * crest) * value for held, crest, value in zip(tiles, crests, values, strict=True))
        + eliminations
        for tiles, crests, eliminations in zip(state.tiles, pending, state.eliminations, strict=True)
    ]


def evaluate(state: State) -> tuple[float, ...]:
    """Each seat's reward on the scale of ``game.ai.reward.rewards``, from the points it is expected to end with.

    The chance to win is a softmax of the expected points, softer the more of the game is left; the rest of the reward
    pays for the margin over the best other seat, as at the true end.
    """
    assert isinstance(state, ListTueckeState)
    points = estimated_points(state)
    turns_left = CHAPTERS * ROUNDS - (state.chapter - 1) * ROUNDS - state.round
    temperature = TEMPERATURE_AT_END + TEMPERATURE_PER_ROUND * turns_left
    best = max(points)
    weights = [math.exp((point - best) / temperature) for point in points]
    total = sum(weights)
    spread = best - min(points)
    rewards = []
    for seat, point in enumerate(points):
        others = max(other for index, other in enumerate(points) if index != seat)
        margin = (point - others) / spread if spread else 0.0
        rewards.append((1 - MARGIN_WEIGHT) * weights[seat] / total + MARGIN_WEIGHT * (0.5 + 0.5 * margin))
    return tuple(rewards)


HEURISTICS = Heuristics(policy=listtuecke_policy, infer=infer_passes)
"""Mit List und Tücke's heuristics: the policy plays the playouts to the end, the passed cards are inferred."""

BUDGETS = {
    3: Budget(normal=100, hard=1000),
    4: Budget(normal=80, hard=800),
}
"""Player count → search iterations per decision (``bench.arena --calibrate``), kept when the playouts became faster
without changing a decision, so Hard decides in well under a second on a 2-core machine."""
