"""Statuses become exceptions carrying the C library's message."""

from __future__ import annotations

import pytest

import arcs
from arcs._libarcs import ffi, lib


def c_message(status: int) -> str:
    return str(ffi.string(lib.arcs_status_str(status)).decode())


@pytest.mark.parametrize("status", [s for s in arcs.Status if s != arcs.Status.OK])
def test_every_status_has_a_class_and_the_c_message(status: arcs.Status) -> None:
    from arcs._errors import error_for

    err = error_for(status, "context")
    assert isinstance(err, arcs.ArcsError)
    assert type(err).default_status == status
    assert err.status == status
    assert err.c_message == c_message(status)
    assert str(err) == f"{c_message(status)}: context"


def test_status_covers_every_status_of_the_header() -> None:
    """arcs.Status names every arcs_status of include/arcs/arcs.h, and each
    non-OK one has its own exception class (none falls back to ArcsError)."""
    import re
    from pathlib import Path

    from arcs._errors import error_for

    header = Path(__file__).resolve().parents[3] / "include" / "arcs" / "arcs.h"
    if not header.is_file():
        pytest.skip("not run from a source checkout")
    found = {m.group(1): int(m.group(2))
             for m in re.finditer(r"^\s*ARCS_(OK|E_[A-Z_]+) = (\d+)", header.read_text(), re.M)}
    assert len(found) >= 14
    names = {(s.name if s.name == "OK" else "E_" + s.name): int(s) for s in arcs.Status}
    assert names == found
    for name, value in found.items():
        assert getattr(lib, "ARCS_" + name) == value
        if value:
            assert type(error_for(value)) is not arcs.ArcsError


def test_hierarchy() -> None:
    assert issubclass(arcs.WrongPlayerError, arcs.IllegalMoveError)
    assert issubclass(arcs.ParseError, ValueError)
    assert issubclass(arcs.BadConfigError, ValueError)
    assert issubclass(arcs.OutOfMemoryError, MemoryError)
    for cls in (arcs.IllegalMoveError, arcs.GameOverError, arcs.NoHistoryError,
                arcs.UnsupportedError, arcs.CorruptDataError, arcs.SchemaVersionError):
        assert issubclass(cls, arcs.ArcsError)


@pytest.mark.parametrize("players", [0, 1, 5, 100])
def test_bad_player_count(players: int) -> None:
    with pytest.raises(arcs.BadConfigError) as info:
        arcs.Game(players=players)
    assert info.value.c_message == c_message(lib.ARCS_E_BAD_CONFIG)
    assert f"players={players}" in str(info.value)


def test_bad_setup_card() -> None:
    with pytest.raises(arcs.BadConfigError):
        arcs.Game(players=3, setup="no such card")
    with pytest.raises(arcs.BadConfigError):
        arcs.Game(players=3, setup="4p Mix Up 1")


@pytest.mark.parametrize("mode", [arcs.Mode.BASE, arcs.Mode.LEADERS_LORE, arcs.Mode.CAMPAIGN])
def test_setup_names_one_rule_in_every_mode(mode: arcs.Mode) -> None:
    # NULL or "random" in any case: no named card; "" refused with its reason.
    for name in (None, "random", "Random"):
        arcs.Game(players=3, seed=1, setup=name, mode=mode).close()
    with pytest.raises(arcs.BadConfigError) as info:
        arcs.Game(players=3, setup="", mode=mode)
    assert "empty setup name" in str(info.value)
    with pytest.raises(arcs.BadConfigError) as info:
        arcs.Game(players=3, setup="3p Frontiers" if mode == arcs.Mode.CAMPAIGN else "3p Nowhere", mode=mode)
    why = "the campaign uses no setup card" if mode == arcs.Mode.CAMPAIGN else "unknown setup name"
    assert why in str(info.value)


def test_setup_name_with_nul_is_rejected() -> None:
    # C would read "3p Frontiers" and build a game from another name.
    name = arcs.Game(players=3, seed=1, setup="3p Frontiers", first_player=0).setup_name
    with pytest.raises(arcs.BadConfigError) as info:
        arcs.Game(players=3, setup=name + "\0junk")
    assert "NUL" in str(info.value)


def test_campaign_mode_is_available() -> None:
    # Act I of the campaign is a supported single-Act game (no allow_incomplete).
    with arcs.Game(players=3, mode=arcs.Mode.CAMPAIGN) as game:
        assert game.act == 1


def test_argument_types() -> None:
    with pytest.raises(TypeError):
        arcs.Game(players="4")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        arcs.Game(players=4, seed=-1)
    with pytest.raises(ValueError):
        arcs.Game(players=4, seed=1 << 64)
    with pytest.raises(TypeError):
        arcs.Game(players=4, setup=3)  # type: ignore[arg-type]


def test_config_errors_carry_the_library_reason() -> None:
    # arcs_game_new_ex's reason names the field.
    with pytest.raises(arcs.BadConfigError) as info:
        arcs.Game(players=3, mode=arcs.Mode.CAMPAIGN, summit_deal_limit=300)
    assert "summit_deal_limit 300" in str(info.value)


def test_config_version_is_set_and_checked() -> None:
    # arcs_config is versioned: the binding's configs come from
    # arcs_config_init; another version is refused by the library.
    from arcs._libarcs import ffi, lib

    config = ffi.new("arcs_config *")
    lib.arcs_config_init(config)
    assert config.version == lib.ARCS_CONFIG_VERSION
    out = ffi.new("arcs_game **")
    error = ffi.new("arcs_error *")
    config.version = 0
    assert lib.arcs_game_new_ex(config, out, error) == int(arcs.Status.UNSUPPORTED)
    assert out[0] == ffi.NULL
    assert b"version 0" in ffi.string(error.message)
