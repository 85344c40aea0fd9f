"""The Python enumerations agree with the C header."""

from __future__ import annotations

import arcs
from arcs._libarcs import lib


def test_status_values_match_c() -> None:
    for status in arcs.Status:
        c_name = "ARCS_OK" if status.name == "OK" else f"ARCS_E_{status.name}"
        assert getattr(lib, c_name) == status.value, status


def test_move_kinds_match_c() -> None:
    for kind in arcs.MoveKind:
        assert getattr(lib, f"ARCS_MOVE_{kind.name}") == kind.value, kind
    assert len(arcs.MoveKind) == lib.ARCS_MOVE_KIND_COUNT


def test_vocabulary_enums_match_c() -> None:
    for r in arcs.Resource:
        assert getattr(lib, f"ARCS_{r.name}") == r.value
    assert len(arcs.Resource) == lib.ARCS_RESOURCE_COUNT
    for s in arcs.Suit:
        assert getattr(lib, f"ARCS_{s.name}") == s.value
    assert len(arcs.Suit) == lib.ARCS_SUIT_COUNT
    for a in arcs.Ambition:
        assert getattr(lib, f"ARCS_{a.name}") == a.value
    assert len(arcs.Ambition) == lib.ARCS_AMBITION_COUNT
    for x in arcs.Action:
        assert getattr(lib, f"ARCS_ACT_{x.name}") == x.value
    assert len(arcs.Action) == lib.ARCS_ACTION_COUNT
    for m in arcs.Mode:
        assert getattr(lib, f"ARCS_MODE_{m.name}") == m.value


def test_library_version() -> None:
    assert arcs.library_version() == arcs.__version__
