"""The Python enumerations agree with the C header."""

from __future__ import annotations

import enum
from typing import Optional, Type

import pytest

import arcs
from arcs._libarcs import lib


@pytest.mark.parametrize(
    "enum_cls, prefix, count",
    [
        (arcs.MoveKind, "ARCS_MOVE_", "ARCS_MOVE_KIND_COUNT"),
        (arcs.Resource, "ARCS_", "ARCS_RESOURCE_COUNT"),
        (arcs.Suit, "ARCS_", "ARCS_SUIT_COUNT"),
        (arcs.Ambition, "ARCS_", None),
        (arcs.Action, "ARCS_ACT_", "ARCS_ACTION_COUNT"),
        (arcs.Negotiation, "ARCS_NEGOTIATION_", "ARCS_NEGOTIATION_COUNT"),
        (arcs.Asset, "ARCS_ASSET_", "ARCS_ASSET_COUNT"),
        (arcs.Mode, "ARCS_MODE_", None),
        (arcs.History, "ARCS_HISTORY_", None),
    ],
)
def test_enum_values_match_c(enum_cls: Type[enum.IntEnum], prefix: str, count: Optional[str]) -> None:
    for member in enum_cls:
        assert getattr(lib, prefix + member.name) == member.value, member
    if count is not None:
        assert len(enum_cls) == getattr(lib, count)


def test_ambition_boxes_match_c() -> None:
    """The five ambitions of the base game, then the campaign's two extra
    boxes (Edenguard, Blightkin) past ARCS_AMBITION_COUNT."""
    base = [a for a in arcs.Ambition if a < lib.ARCS_AMBITION_COUNT]
    assert len(base) == lib.ARCS_AMBITION_COUNT == 5
    assert [a.name for a in arcs.Ambition if a >= lib.ARCS_AMBITION_COUNT] == ["EDENGUARD", "BLIGHTKIN"]


def test_status_values_match_c() -> None:
    for status in arcs.Status:
        c_name = "ARCS_OK" if status.name == "OK" else f"ARCS_E_{status.name}"
        assert getattr(lib, c_name) == status.value, status


def test_library_version() -> None:
    assert arcs.library_version() == arcs.__version__
