"""Move: fields, text form, value semantics."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

import arcs

TEXTS = [
    "p1 lead Aggression-4",
    "p0 tax 3-hex 0",
    "p2 dice assault 2",
    "p3 declare Warlord",
    "chance chance roll assault 4",
    "chance chance draw Aggression-4",
    "chance chance court ARCS-BC08",
    "chance chance 3 0 9 0",
    "p0 move-to 5-gate",
    "p1 spend 2 build",
    "p0 pass",
    "p2 battle-defender p1",
]


@pytest.mark.parametrize("text", TEXTS)
def test_text_round_trip(text: str) -> None:
    move = arcs.Move.parse(text)
    assert str(move) == text
    assert arcs.Move.parse(str(move)) == move


def test_fields() -> None:
    move = arcs.Move.parse("p1 lead Aggression-4")
    assert move.kind is arcs.MoveKind.LEAD
    assert move.player == 1
    assert move.a == arcs.Suit.AGGRESSION * 7 + 4 - 1
    assert (move.b, move.c, move.d) == (0, 0, 0)
    tax = arcs.Move.parse("p0 tax 3-hex 1")
    assert (tax.kind, tax.player, tax.a, tax.b) == (arcs.MoveKind.TAX, 0, 2 * 4 + 3, 1)


def test_chance_player() -> None:
    move = arcs.Move.parse("chance chance roll assault 4")
    assert move.player is arcs.CHANCE
    assert move.kind is arcs.MoveKind.CHANCE
    # a = face 0..5, b = die type, c = 1: a die roll
    assert arcs.Move(arcs.MoveKind.CHANCE, arcs.CHANCE, 3, 0, 1, 0) == move


def test_constructor_matches_parse() -> None:
    built = arcs.Move(arcs.MoveKind.DICE, 2, 0, 2)
    assert built == arcs.Move.parse("p2 dice assault 2")
    assert str(built) == "p2 dice assault 2"
    assert arcs.Move.from_code(built.code) == built


def test_repr_is_readable_and_evaluable() -> None:
    move = arcs.Move.parse("p3 declare Warlord")
    assert repr(move) == "Move(kind=MoveKind.DECLARE, player=3, a=2, b=0, c=0, d=0)"
    env = {"Move": arcs.Move, "MoveKind": arcs.MoveKind, "CHANCE": arcs.CHANCE}
    assert eval(repr(move), env) == move
    chance = arcs.Move.parse("chance chance 1 2 3 4")
    assert eval(repr(chance), env) == chance


def test_value_semantics() -> None:
    a = arcs.Move.parse("p0 pass")
    b = arcs.Move(arcs.MoveKind.PASS, 0)
    c = arcs.Move(arcs.MoveKind.PASS, 1)
    assert a == b and hash(a) == hash(b)
    assert a != c
    assert len({a, b, c}) == 2
    assert a != "p0 pass"
    assert pickle.loads(pickle.dumps(a)) == a
    assert copy.copy(a) is a and copy.deepcopy(a) is a


def test_immutable() -> None:
    move = arcs.Move.parse("p0 pass")
    with pytest.raises(dataclasses.FrozenInstanceError):
        move.kind = arcs.MoveKind.LEAD  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        move.extra = 1  # type: ignore[attr-defined]
    with pytest.raises(AttributeError):
        del move.a


@pytest.mark.parametrize(
    "text",
    ["", "p0", "p9 pass", "p0 lead Aggression-8", "p0 tax 7-hex 0", "p0 fly", "p0 pass extra",
     "p00 pass", "p0 tax 3-hex 01", "p0 pass\0 extra"],
)
def test_parse_rejects_garbage(text: str) -> None:
    with pytest.raises(arcs.ParseError) as info:
        arcs.Move.parse(text)
    assert info.value.status == arcs.Status.PARSE
    assert isinstance(info.value, ValueError)
    assert repr(text) in str(info.value)


def test_parse_type_checked() -> None:
    with pytest.raises(TypeError):
        arcs.Move.parse(b"p0 pass")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "args",
    [(arcs.MoveKind.PASS, -1), (arcs.MoveKind.PASS, 256), (arcs.MoveKind.LEAD, 0, 300),
     (arcs.MoveKind.LEAD, 0, True), (99, 0), (arcs.MoveKind.PASS, "p0")],
)
def test_constructor_validates(args: tuple) -> None:  # type: ignore[type-arg]
    with pytest.raises(ValueError):
        arcs.Move(*args)


def test_from_code_validates() -> None:
    with pytest.raises(ValueError):
        arcs.Move.from_code(-1)
    with pytest.raises(ValueError):
        arcs.Move.from_code(1 << 64)


def test_unknown_kind_still_prints() -> None:
    odd = arcs.Move.from_code(arcs.MoveKind.NONE)
    assert "MoveKind.NONE" in str(odd)
