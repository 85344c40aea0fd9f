"""Build script for the compiled part of the ``arcs`` package (cffi, API mode).

setuptools runs this through ``cffi_modules`` in setup.py. It compiles the
libarcs C sources of the repository (the list in the root ``meson.build``,
variable ``lib_sources``) together with a small C shim into one extension
module, ``arcs._libarcs``. Nothing is downloaded and no system libarcs is
needed: the package carries the engine inside it.

The C sources come from the environment variable ``ARCS_SOURCE_DIR``, else
the repository this file sits in (``bindings/python`` two levels below the
root), else ``libarcs-src/`` beside this file: the copy an sdist carries
(setup.py puts it there, with the protobuf-c code already generated from
proto/arcs.proto, so building from an sdist needs no protoc-c).
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import List, Optional, Tuple

from cffi import FFI

HERE = Path(__file__).resolve().parent
#: Where an sdist carries the C sources (beside this file).
VENDORED = "libarcs-src"
#: Where the protobuf-c code generated from proto/arcs.proto is kept in a
#: vendored copy: arcs.pb-c.c, arcs.pb-c.h and the descriptor set arcs.desc.
PROTO_GEN = "proto-gen"


def find_root() -> Path:
    """Return the libarcs repository root (the directory holding include/arcs/arcs.h)."""
    candidates = []
    env = os.environ.get("ARCS_SOURCE_DIR")
    if env:
        candidates.append(Path(env).resolve())
    candidates.append(HERE.parent.parent)
    candidates.append(HERE / VENDORED)
    for root in candidates:
        if (root / "include" / "arcs" / "arcs.h").is_file() and (root / "meson.build").is_file():
            return root
    raise RuntimeError(
        "cannot find the libarcs sources (include/arcs/arcs.h and meson.build); "
        "build the Python package from a repository checkout "
        "(pip install ./bindings/python) or set ARCS_SOURCE_DIR to the repository root"
    )


def library_sources(root: Path) -> list[str]:
    """The C files of the library, read from ``lib_sources`` in the root meson.build.

    Reading meson.build keeps the Python build and the meson build on the same
    list; both ``lib_sources = files(...)`` and ``lib_sources += files(...)``
    are understood.
    """
    text = (root / "meson.build").read_text(encoding="utf-8")
    text = re.sub(r"#[^\n]*", "", text)  # meson comments
    blocks = re.findall(r"\blib_sources\s*\+?=\s*files\s*\((.*?)\)", text, flags=re.S)
    files = [name for block in blocks for name in re.findall(r"'([^']+)'", block)]
    if not files:
        raise RuntimeError(f"no lib_sources = files(...) found in {root / 'meson.build'}")
    paths = []
    for name in files:
        path = root / name
        if not path.is_file():
            raise RuntimeError(f"meson.build lists {name}, which does not exist")
        paths.append(str(path))
    return paths


def bot_sources(root: Path) -> List[str]:
    """The C files of the bots (include/arcs/bot.h), read from
    lib/bot/meson.build, which builds them apart from ``lib_sources`` (they
    see the public headers alone) and links them into the library."""
    build = root / "lib" / "bot" / "meson.build"
    if not build.is_file():
        return []
    text = re.sub(r"#[^\n]*", "", build.read_text(encoding="utf-8"))
    paths = [root / "lib" / "bot" / name for name in re.findall(r"'([^']+\.c)'", text)]
    missing = [str(p) for p in paths if not p.is_file()]
    if missing:
        raise RuntimeError(f"lib/bot/meson.build lists {', '.join(missing)}, which do not exist")
    return [str(p) for p in paths]


def wire_format(root: Path, gen: Path) -> Tuple[List[str], List[str], List[str], List[str], bytes]:
    """Compile proto/arcs.proto as the meson build does (protoc-c), and find
    libprotobuf-c. Returns (sources, include dirs, compile flags, link flags,
    the serialized FileDescriptorSet of arcs.proto).

    The descriptor set is embedded in the extension: the Python side builds
    its protobuf message classes from it, so they always match the C library.
    """
    proto = root / "proto" / "arcs.proto"
    pregen = root / PROTO_GEN
    protoc = os.environ.get("PROTOC_C") or shutil.which("protoc-c")
    if protoc is None and (pregen / "arcs.pb-c.c").is_file():
        gen = pregen
    elif protoc is None:
        raise RuntimeError(
            "protoc-c not found: libarcs compiles proto/arcs.proto with protobuf-c "
            "(Debian/Ubuntu: apt-get install protobuf-c-compiler libprotobuf-c-dev)"
        )
    else:
        generate_proto(protoc, proto, gen)
    desc = gen / "arcs.desc"
    cflags, libs = pkg_config("libprotobuf-c") or ([], ["-lprotobuf-c"])
    return [str(gen / "arcs.pb-c.c")], [str(gen)], cflags, libs, desc.read_bytes()


def pkg_config(package: str) -> Optional[Tuple[List[str], List[str]]]:
    """(compile flags, link flags) of a package from pkg-config, or None
    without pkg-config or the package."""
    pkg = shutil.which("pkg-config")
    if not pkg:
        return None
    try:
        cflags, libs = (
            shlex.split(subprocess.run([pkg, flag, package], check=True, capture_output=True, text=True).stdout)
            for flag in ("--cflags", "--libs"))
        return cflags, libs
    except subprocess.CalledProcessError:
        return None


def json_c() -> Tuple[List[str], List[str], List[str]]:
    """json-c (the campaign record's JSON form, lib/wire/pb_json.c), as
    meson.build's optional dependency: (compile flags, link flags, macros).
    Without it (no pkg-config or no json-c) the library builds with
    ARCS_HAVE_JSON=0 and the JSON conversions raise UnsupportedError."""
    found = pkg_config("json-c")
    if found is None:
        return [], [], ["-DARCS_HAVE_JSON=0"]
    return found[0], found[1], ["-DARCS_HAVE_JSON=1"]


def protobuf_c_include(protoc: str) -> Path:
    """The directory holding protobuf-c/protobuf-c.proto (the c_package
    option's definition; Debian: libprotobuf-c-dev), as meson.build finds it."""
    dirs: List[Path] = []
    pkg = shutil.which("pkg-config")
    if pkg:
        out = subprocess.run([pkg, "--variable=includedir", "libprotobuf-c"], capture_output=True, text=True)
        if out.returncode == 0 and out.stdout.strip():
            dirs.append(Path(out.stdout.strip()))
    dirs += [Path(protoc).resolve().parent.parent / "include", Path("/usr/include")]
    for d in dirs:
        if (d / "protobuf-c" / "protobuf-c.proto").is_file():
            return d
    raise RuntimeError("protobuf-c/protobuf-c.proto not found (apt-get install libprotobuf-c-dev)")


def generate_proto(protoc: str, proto: Path, gen: Path) -> None:
    """Compile proto into gen: arcs.pb-c.c and arcs.pb-c.h from the copy
    proto/c_package.py writes (package arcs.v1 with the C names Arcs__*, as
    the meson build does), and arcs.desc, the FileDescriptorSet of proto
    itself (no import: the Python side loads it into a plain pool)."""
    gen.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        c_proto = Path(tmp) / proto.name
        subprocess.run([sys.executable, str(proto.parent / "c_package.py"), str(proto), str(c_proto)], check=True)
        subprocess.run(
            [protoc, f"--proto_path={tmp}", f"--proto_path={protobuf_c_include(protoc)}", f"--c_out={gen}",
             str(c_proto)],
            check=True,
        )
    subprocess.run(
        [protoc, f"--proto_path={proto.parent}", f"--descriptor_set_out={gen / 'arcs.desc'}", str(proto)],
        check=True,
    )


def vendor_sources(dest: Path) -> None:
    """Copy what building the extension needs into dest (an sdist's
    libarcs-src/): include/, lib/, proto/arcs.proto, meson.build (for its
    source list) and the generated protobuf-c code in proto-gen/."""
    root = find_root()
    for sub in ("include", "lib"):
        shutil.copytree(root / sub, dest / sub, dirs_exist_ok=True)
    (dest / "proto").mkdir(parents=True, exist_ok=True)
    for name in ("arcs.proto", "c_package.py"):
        shutil.copy2(root / "proto" / name, dest / "proto" / name)
    shutil.copy2(root / "meson.build", dest / "meson.build")
    protoc = os.environ.get("PROTOC_C") or shutil.which("protoc-c")
    if protoc is None:
        raise RuntimeError("protoc-c is needed to make an sdist (apt-get install protobuf-c-compiler)")
    generate_proto(protoc, root / "proto" / "arcs.proto", dest / PROTO_GEN)


def c_bytes(name: str, data: bytes) -> str:
    """A C definition of a static byte array holding data."""
    rows = [", ".join(str(b) for b in data[i:i + 24]) for i in range(0, len(data), 24)]
    body = ",\n    ".join(rows) if rows else "0"
    return f"static const unsigned char {name}[] = {{\n    {body}\n}};\n"


# The public API as cffi sees it. In API mode the C compiler checks these
# declarations against include/arcs/arcs.h ("..." lets it fill in values and
# layouts), so a mismatch fails the build instead of misbehaving at run time.
CDEF = r"""
typedef enum arcs_status {
    ARCS_OK, ARCS_E_INVALID_ARG, ARCS_E_BAD_CONFIG, ARCS_E_ILLEGAL_MOVE,
    ARCS_E_WRONG_PLAYER, ARCS_E_GAME_OVER, ARCS_E_NO_HISTORY,
    ARCS_E_BUFFER_TOO_SMALL, ARCS_E_PARSE, ARCS_E_NOMEM, ARCS_E_CORRUPT,
    ARCS_E_VERSION, ARCS_E_UNSUPPORTED, ARCS_E_INTERNAL, ...
} arcs_status;

typedef enum arcs_resource {
    ARCS_MATERIAL, ARCS_FUEL, ARCS_WEAPON, ARCS_RELIC, ARCS_PSIONIC,
    ARCS_RESOURCE_COUNT, ...
} arcs_resource;

typedef enum arcs_suit {
    ARCS_ADMINISTRATION, ARCS_AGGRESSION, ARCS_CONSTRUCTION, ARCS_MOBILIZATION,
    ARCS_SUIT_COUNT, ...
} arcs_suit;

typedef enum arcs_ambition {
    ARCS_TYCOON, ARCS_TYRANT, ARCS_WARLORD, ARCS_KEEPER, ARCS_EMPATH,
    ARCS_AMBITION_COUNT, ARCS_EDENGUARD, ARCS_BLIGHTKIN, ...
} arcs_ambition;

typedef enum arcs_action {
    ARCS_ACT_TAX, ARCS_ACT_BUILD, ARCS_ACT_MOVE, ARCS_ACT_REPAIR,
    ARCS_ACT_INFLUENCE, ARCS_ACT_SECURE, ARCS_ACT_BATTLE, ARCS_ACTION_COUNT, ...
} arcs_action;

typedef enum arcs_mode {
    ARCS_MODE_BASE, ARCS_MODE_LEADERS_LORE, ARCS_MODE_CAMPAIGN, ...
} arcs_mode;

typedef enum arcs_move_kind {
    ARCS_MOVE_NONE, ARCS_MOVE_LEAD, ARCS_MOVE_PASS, ARCS_MOVE_SURPASS,
    ARCS_MOVE_COPY, ARCS_MOVE_PIVOT, ARCS_MOVE_DECLARE, ARCS_MOVE_NO_DECLARE,
    ARCS_MOVE_SEIZE, ARCS_MOVE_NO_SEIZE, ARCS_MOVE_MULLIGAN, ARCS_MOVE_KEEP_HAND,
    ARCS_MOVE_SPEND, ARCS_MOVE_ACTION, ARCS_MOVE_END_TURN, ARCS_MOVE_TAX,
    ARCS_MOVE_BUILD_CITY, ARCS_MOVE_BUILD_STARPORT, ARCS_MOVE_BUILD_SHIP,
    ARCS_MOVE_REPAIR_SHIP, ARCS_MOVE_REPAIR_BUILDING, ARCS_MOVE_INFLUENCE,
    ARCS_MOVE_SECURE, ARCS_MOVE_MOVE_FROM, ARCS_MOVE_MOVE_TO, ARCS_MOVE_SHIPS,
    ARCS_MOVE_CATAPULT_STOP, ARCS_MOVE_PLACE_RESOURCE, ARCS_MOVE_DISCARD_RESOURCE,
    ARCS_MOVE_PLACE_SHIPS_GATE, ARCS_MOVE_BATTLE_SYSTEM, ARCS_MOVE_BATTLE_DEFENDER,
    ARCS_MOVE_DICE, ARCS_MOVE_HIT, ARCS_MOVE_RAID, ARCS_MOVE_RAID_STOP,
    ARCS_MOVE_RANSACK, ARCS_MOVE_CARD, ARCS_MOVE_DECLINE, ARCS_MOVE_CHANCE,
    ARCS_MOVE_FATE, ARCS_MOVE_START_PLACE, ARCS_MOVE_ADD_IMPERIAL, ARCS_MOVE_REPAIR_IMPERIAL,
    ARCS_MOVE_EVENT, ARCS_MOVE_SUMMIT, ARCS_MOVE_NO_SUMMIT, ARCS_MOVE_RESOLVE_CRISES, ARCS_MOVE_RESOLVE_EDICTS, ARCS_MOVE_STEAL_TRUST,
    ARCS_MOVE_ENFORCE, ARCS_MOVE_CHANGE_POLICY, ARCS_MOVE_DEMAND, ARCS_MOVE_MAKE_OUTLAW, ARCS_MOVE_REQUISITION, ARCS_MOVE_ARM,
    ARCS_MOVE_RETURN_FAVORS, ARCS_MOVE_PETITION, ARCS_MOVE_LEAVE_EMPIRE, ARCS_MOVE_REVIVE_EMPIRE, ARCS_MOVE_ORDER_DONE,
    ARCS_MOVE_DEAL_ADD, ARCS_MOVE_CEDE, ARCS_MOVE_DELEGATE, ARCS_MOVE_TRANSFER, ARCS_MOVE_DEAL_SUBMIT,
    ARCS_MOVE_DEAL_WITHDRAW, ARCS_MOVE_DEAL_ACCEPT, ARCS_MOVE_DEAL_REJECT, ARCS_MOVE_NEGOTIATE_PASS,
    ARCS_MOVE_DEAL_REMOVE, ARCS_MOVE_FLAGSHIP_BUILD, ARCS_MOVE_FLAGSHIP_SHIP, ARCS_MOVE_FLAGSHIP_REPAIR, ARCS_MOVE_FLAGSHIP_ALONG, ARCS_MOVE_SLIPSTREAM, ARCS_MOVE_RESETTLE_PLACE,
    ARCS_MOVE_KIND_COUNT, ...
} arcs_move_kind;

typedef struct arcs_move {
    uint8_t kind;
    uint8_t player;
    uint8_t a, b, c, d;
    uint8_t reserved[2];
} arcs_move;

typedef void (*arcs_log_fn)(void *ud, const char *line);

typedef enum arcs_negotiation {
    ARCS_NEGOTIATION_CEDE_CONTROL, ARCS_NEGOTIATION_DELEGATE_AUTHORITY, ARCS_NEGOTIATION_PROMISE_FAVOR,
    ARCS_NEGOTIATION_TRANSFER_ASSET, ARCS_NEGOTIATION_INVITE_TO_EMPIRE, ARCS_NEGOTIATION_TRANSFER_LORE,
    ARCS_NEGOTIATION_TRANSFER_GUILD_SUPPORT, ARCS_NEGOTIATION_TRANSFER_GOLEM, ARCS_NEGOTIATION_SHARE_RUMOR,
    ARCS_NEGOTIATION_COUNT, ...
} arcs_negotiation;

typedef enum arcs_asset {
    ARCS_ASSET_RESOURCE, ARCS_ASSET_CAPTIVE, ARCS_ASSET_TROPHY_SHIP, ARCS_ASSET_TROPHY_CITY,
    ARCS_ASSET_TROPHY_STARPORT, ARCS_ASSET_TROPHY_AGENT, ARCS_ASSET_TROPHY_IMPERIAL, ARCS_ASSET_TROPHY_BLIGHT,
    ARCS_ASSET_TROPHY_FREE_CITY, ARCS_ASSET_TROPHY_FREE_STARPORT, ARCS_ASSET_FAVOR, ARCS_ASSET_LORE,
    ARCS_ASSET_GUILD_CARD, ARCS_ASSET_GOLEM, ARCS_ASSET_RUMOR, ARCS_ASSET_COUNT, ...
} arcs_asset;

typedef enum arcs_chance_mode {
    ARCS_CHANCE_INTERNAL, ARCS_CHANCE_EXPLICIT, ...
} arcs_chance_mode;

typedef enum arcs_history_mode {
    ARCS_HISTORY_FULL, ARCS_HISTORY_MOVES, ...
} arcs_history_mode;

typedef struct arcs_allocator { ...; } arcs_allocator;

#define ARCS_CONFIG_VERSION ...
typedef struct arcs_config {
    unsigned int version;
    int players;
    const char *setup;
    uint64_t seed;
    arcs_mode mode;
    arcs_chance_mode chance;
    int first_player;
    arcs_history_mode history;
    arcs_log_fn log;
    void *log_ud;
    int lore_each;
    int summit_deal_limit;
    int last_act;
    const void *record;
    size_t record_len;
    ...;
} arcs_config;

typedef struct arcs_game arcs_game;

#define ARCS_PLAYER_CHANCE_ID ...
#define ARCS_PLAYER_CHANCE ...
#define ARCS_PLAYER_NONE ...
#define ARCS_MAX_LEGAL_MOVES ...
#define ARCS_SYSTEM_COUNT ...
#define ARCS_ACTION_CARD_COUNT ...
#define ARCS_EVENT_CARD_FIRST ...
#define ARCS_EVENT_CARD_COUNT ...
#define ARCS_FAITHFUL_CARD_FIRST ...
#define ARCS_FAITHFUL_CARD_COUNT ...

const char *arcs_status_str(arcs_status status);
const char *arcs_version(void);
void arcs_config_init(arcs_config *config);
arcs_status arcs_game_new(const arcs_config *config, arcs_game **out);
void arcs_game_free(arcs_game *game);
arcs_status arcs_game_clone(const arcs_game *game, arcs_game **out);
arcs_status arcs_game_copy_state(arcs_game *dst, const arcs_game *src);
int arcs_current_player(const arcs_game *game);
arcs_status arcs_chance_probability(const arcs_game *game, arcs_move move, double *probability);
arcs_status arcs_legal_moves(const arcs_game *game, arcs_move *moves, size_t cap, size_t *count);
arcs_status arcs_legal_moves_view(const arcs_game *game, const arcs_move **moves, size_t *count);
arcs_status arcs_apply(arcs_game *game, arcs_move move);
arcs_status arcs_undo(arcs_game *game, unsigned steps);
size_t arcs_history_length(const arcs_game *game);
arcs_status arcs_history_move(const arcs_game *game, size_t i, arcs_move *out);
uint64_t arcs_state_hash(const arcs_game *game);
arcs_status arcs_move_to_str(arcs_move move, char *buf, size_t cap, size_t *written);
arcs_status arcs_move_from_str(const char *text, arcs_move *out);
int arcs_num_players(const arcs_game *game);
int arcs_chapter(const arcs_game *game);
int arcs_initiative(const arcs_game *game);
int arcs_game_over(const arcs_game *game);
int arcs_winner(const arcs_game *game);
int arcs_power(const arcs_game *game, int player);
int arcs_hand_size(const arcs_game *game, int player);
const char *arcs_setup_name(const arcs_game *game);
int arcs_act(const arcs_game *game);
int arcs_fate(const arcs_game *game, int viewer, int player);
int arcs_is_regent(const arcs_game *game, int player);
int arcs_first_regent(const arcs_game *game);
int arcs_objective_progress(const arcs_game *game, int player);
int arcs_act_boundary(const arcs_game *game);
arcs_status arcs_describe(const arcs_game *game, char *buf, size_t cap, size_t *written);

#define ARCS_CAMPAIGN_RECORD_VERSION ...
arcs_status arcs_campaign_record_save(arcs_game *game, void *buf, size_t cap, size_t *written);
typedef struct arcs_record_info {
    int completed_act; int next_act; int players; int fate[4]; ...;
} arcs_record_info;

#define ARCS_WIRE_SCHEMA_VERSION ...
#define ARCS_STATE_BYTES_MAX ...
arcs_status arcs_game_save_state(const arcs_game *game, void *buf, size_t cap, size_t *written);
arcs_status arcs_game_load_state(const void *buf, size_t len, const arcs_config *base,
                                 arcs_game **out);
arcs_status arcs_game_restore_state(arcs_game *game, const void *buf, size_t len);
arcs_status arcs_replay_save(const arcs_game *game, void *buf, size_t cap, size_t *written);
arcs_status arcs_replay_load(const void *buf, size_t len, const arcs_config *base,
                             arcs_game **out);
typedef struct arcs_replay_info {
    uint32_t schema_version;
    int players;
    arcs_mode mode;
    uint64_t seed;
    arcs_chance_mode chance;
    int first_player;
    char setup[64];
    char setup_name[64];
    char engine_version[32];
    size_t moves;
    int from_state;
    uint64_t final_hash;
    int hash_comparable;
    ...;
} arcs_replay_info;
arcs_status arcs_replay_info_get(const void *buf, size_t len, arcs_replay_info *out);
#define ARCS_ERROR_MESSAGE_MAX ...
typedef struct arcs_error {
    arcs_status status;
    char message[...];
    ...;
} arcs_error;
arcs_status arcs_game_new_ex(const arcs_config *config, arcs_game **out, arcs_error *error);
arcs_status arcs_game_load_state_ex(const void *buf, size_t len, const arcs_config *base,
                                    arcs_game **out, arcs_error *error);
arcs_status arcs_replay_load_ex(const void *buf, size_t len, const arcs_config *base,
                                arcs_game **out, arcs_error *error);
arcs_status arcs_replay_info_get_ex(const void *buf, size_t len, arcs_replay_info *out,
                                    arcs_error *error);
arcs_status arcs_replay_save_for(const arcs_game *game, int viewer, void *buf, size_t cap,
                                 size_t *written);
int arcs_saved_for(const arcs_game *game);
const char *arcs_last_error(const arcs_game *game);
arcs_status arcs_campaign_record_info(const void *buf, size_t len, arcs_record_info *info,
                                      arcs_error *error);
arcs_status arcs_campaign_record_to_json(const void *buf, size_t len, char *out, size_t cap,
                                         size_t *written, arcs_error *error);
arcs_status arcs_campaign_record_from_json(const char *json, size_t len, void *buf, size_t cap,
                                           size_t *written, arcs_error *error);
arcs_status arcs_move_to_bytes(arcs_move move, void *buf, size_t cap, size_t *written);
arcs_status arcs_move_from_bytes(const void *buf, size_t len, arcs_move *out);
arcs_status arcs_observation(const arcs_game *game, int player, void *buf, size_t cap,
                             size_t *written);
arcs_status arcs_determinize(arcs_game *game, int player, uint64_t seed);

int32_t arcs_action_count(void);
int32_t arcs_chance_outcome_count(void);
arcs_status arcs_move_to_action(arcs_move move, int32_t *action);
arcs_status arcs_action_to_move(const arcs_game *game, int32_t action, arcs_move *move);
arcs_status arcs_legal_actions(const arcs_game *game, int32_t *actions, size_t cap, size_t *count);
arcs_status arcs_apply_action(arcs_game *game, int32_t action);
arcs_status arcs_random_playout(arcs_game *game, uint64_t seed, size_t max_moves, size_t *applied);
arcs_status arcs_apply_actions(arcs_game *const *games, size_t n, const int32_t *actions,
                               arcs_status *statuses);
arcs_status arcs_legal_actions_batch(const arcs_game *const *games, size_t n, int32_t *actions,
                                     size_t cap, size_t *offsets);
arcs_status arcs_step_batch(arcs_game *const *games, size_t n, const int32_t *actions,
                            arcs_status *statuses, int8_t *ended, const arcs_config *reset,
                            uint64_t *next_seed, int32_t *legal, size_t cap, size_t *offsets);

/* Static data, the structured view and move labels (arcs.h). */
typedef enum arcs_card_kind {
    ARCS_CARD_SETUP, ARCS_CARD_GUILD, ARCS_CARD_VOX, ARCS_CARD_LORE, ARCS_CARD_LEADER,
    ARCS_CARD_FATE, ARCS_CARD_AID, ARCS_CARD_ACTION, ARCS_CARD_EVENT, ARCS_CARD_OTHER, ...
} arcs_card_kind;
typedef struct arcs_card_data {
    int index; const char *id; const char *name; const char *text;
    arcs_card_kind kind; int suit; int keys; uint32_t sets; ...;
} arcs_card_data;
int arcs_card_count(void);
arcs_status arcs_card_info(int card, arcs_card_data *out);
int arcs_card_find(const char *text);
typedef enum arcs_system_kind {
    ARCS_SYSTEM_GATE, ARCS_SYSTEM_ARROW, ARCS_SYSTEM_CRESCENT, ARCS_SYSTEM_HEX, ...
} arcs_system_kind;
#define ARCS_ADJACENT_MAX ...
typedef struct arcs_system_data {
    int system; const char *name; int cluster; arcs_system_kind kind; int planet_type;
    int building_slots; int adjacent_count; int adjacent[...]; ...;
} arcs_system_data;
arcs_status arcs_system_info(int system, arcs_system_data *out);
arcs_status arcs_system_adjacent(const arcs_game *game, int system, int *out, int *count);
typedef struct arcs_action_card_data {
    int card; char name[24]; arcs_suit suit; int number; int pips; uint32_t actions; ...;
} arcs_action_card_data;
arcs_status arcs_action_card_info(int card, arcs_action_card_data *out);
typedef enum arcs_die { ARCS_DIE_ASSAULT, ARCS_DIE_SKIRMISH, ARCS_DIE_RAID, ARCS_DIE_COUNT, ... } arcs_die;
typedef struct arcs_die_face_data {
    int die; int face; int self_hits; int intercepts; int hits; int building_hits; int keys; ...;
} arcs_die_face_data;
arcs_status arcs_die_face_info(int die, int face, arcs_die_face_data *out);
typedef struct arcs_setup_seat { int a; int b; int c[2]; ...; } arcs_setup_seat;
typedef struct arcs_setup_card_data {
    int index; const char *id; const char *name; int players; uint32_t out_of_play;
    arcs_setup_seat seat[4]; ...;
} arcs_setup_card_data;
int arcs_setup_card_count(void);
arcs_status arcs_setup_card_info(int index, arcs_setup_card_data *out);
#define ARCS_AMBITION_MARKER_COUNT ...
typedef struct arcs_ambition_marker_data {
    int marker; int first[2]; int second[2]; ...;
} arcs_ambition_marker_data;
arcs_status arcs_ambition_marker_info(int marker, arcs_ambition_marker_data *out);

#define ARCS_CARD_HIDDEN ...
#define ARCS_NONE ...
#define ARCS_SLOT_EMPTY ...
#define ARCS_SLOT_COVERED ...
#define ARCS_SLOT_GOLEM ...
#define ARCS_MAX_PLAYERS ...
#define ARCS_MOVE_LABEL_MAX ...
#define ARCS_VIEW_VERSION ...
typedef enum arcs_building_kind {
    ARCS_BUILDING_NONE, ARCS_BUILDING_CITY, ARCS_BUILDING_STARPORT, ...
} arcs_building_kind;
typedef enum arcs_play_mode {
    ARCS_PLAY_NONE, ARCS_PLAY_LEAD, ARCS_PLAY_SURPASS, ARCS_PLAY_COPY, ARCS_PLAY_PIVOT,
    ARCS_PLAY_SKIPPED, ARCS_PLAY_EVENT, ...
} arcs_play_mode;
typedef enum arcs_decision_kind {
    ARCS_DECISION_NONE, ARCS_DECISION_LEAD, ARCS_DECISION_FOLLOW, ARCS_DECISION_DECLARE,
    ARCS_DECISION_SEIZE, ARCS_DECISION_TURN, ARCS_DECISION_MULLIGAN, ARCS_DECISION_TAX,
    ARCS_DECISION_BUILD, ARCS_DECISION_REPAIR, ARCS_DECISION_INFLUENCE, ARCS_DECISION_SECURE,
    ARCS_DECISION_MOVE_FROM, ARCS_DECISION_MOVE_TO, ARCS_DECISION_MOVE_SHIPS,
    ARCS_DECISION_CATAPULT, ARCS_DECISION_ELIMINATION, ARCS_DECISION_PLACE_RESOURCE,
    ARCS_DECISION_DISCARD_RESOURCE, ARCS_DECISION_BATTLE_SYSTEM, ARCS_DECISION_BATTLE_DEFENDER,
    ARCS_DECISION_BATTLE_DICE, ARCS_DECISION_BATTLE_HIT, ARCS_DECISION_BATTLE_RAID,
    ARCS_DECISION_RANSACK, ARCS_DECISION_OUTRAGE, ARCS_DECISION_CARD, ARCS_DECISION_CHANCE,
    ARCS_DECISION_DRAFT, ARCS_DECISION_FATE, ARCS_DECISION_START_PLACE, ARCS_DECISION_ADD_IMPERIAL,
    ARCS_DECISION_MOVE_IMPERIAL, ARCS_DECISION_EVENT, ARCS_DECISION_SUMMIT, ARCS_DECISION_FLAGSHIP,
    ARCS_DECISION_KIND_COUNT, ...
} arcs_decision_kind;
typedef enum arcs_title { ARCS_TITLE_NONE, ARCS_TITLE_REGENT, ARCS_TITLE_OUTLAW, ... } arcs_title;
#define ARCS_VIEW_FATES_DEALT ...
#define ARCS_VIEW_GOLEMS_MAX ...
#define ARCS_FAITHFUL_ZEAL ...
#define ARCS_FAITHFUL_WISDOM ...
#define ARCS_OWNER_FREE ...
#define ARCS_OWNER_EMPIRE ...
#define ARCS_OWNER_BLIGHT ...
typedef enum arcs_golem {
    ARCS_GOLEM_WARRIOR, ARCS_GOLEM_PROTECTOR, ARCS_GOLEM_SEEKER, ARCS_GOLEM_HARVESTER, ARCS_GOLEM_COUNT, ...
} arcs_golem;
typedef struct arcs_view_golem { int golem; int awake; ...; } arcs_view_golem;
typedef struct arcs_view_building { int owner; arcs_building_kind kind; int damaged; ...; } arcs_view_building;
typedef struct arcs_view_system {
    int in_play; int fresh[...]; int damaged[...]; int building_slots;
    arcs_view_building buildings[...]; int controller; arcs_view_golem golem; ...;
} arcs_view_system;
typedef struct arcs_view_player {
    int power; int resource_slots; int open_slots; int resources[...]; int slot_keys[...];
    int outrage[...]; int outrage_agent_owed[...]; int captives[...]; int trophy_ships[...];
    int trophy_cities[...]; int trophy_starports[...]; int trophy_agents[...];
    int guild_count; int guild[...]; int cities_on_board; int ships_supply;
    int starports_supply; int agents_supply; int hand_count; int hand_visible; int hand[...];
    int played; arcs_play_mode play_mode; int seize_card; int holds_initiative; int bonus_city_power;
    int ambition[...]; int leader; int lore_count; int lore[...]; int play_area_count;
    int play_area[...]; arcs_title title; int first_regent; int fate_dealt[...]; int fate;
    arcs_view_golem slot_golem[...]; int played_side; int captive_ships[...]; ...;
} arcs_view_player;
typedef struct arcs_view_court_place { int card; int agents[...]; ...; } arcs_view_court_place;
typedef struct arcs_view_marker { int box; int flipped; int first; int second; ...; } arcs_view_marker;
typedef struct arcs_view_placed { int card; int player; int beside; ...; } arcs_view_placed;
typedef struct arcs_view_battle {
    int active; int system; int attacker; int defender; int dice[...]; int rolled_count;
    int rolled_die[...]; int rolled_face[...]; ...;
} arcs_view_battle;
typedef struct arcs_view_decision {
    int player; arcs_decision_kind kind; char prompt[...]; int placing_resource; int card; ...;
} arcs_view_decision;
typedef struct arcs_view_draft {
    int active; int lore_each; int leader_places; int lore_places; int row[...]; int picks;
    int picks_total; ...;
} arcs_view_draft;
typedef struct arcs_game_view {
    int version; int viewer; int players; arcs_mode mode; const char *setup_name; int chapter;
    int initiative; int seized_by; int game_over; int winner;
    arcs_view_system systems[...]; arcs_view_player player[...];
    int supply[...]; int box_resources[...]; int marker_count; arcs_view_marker markers[...];
    int zero_marker; int court_deck_count; int court_pile_max; int court_row_count;
    arcs_view_court_place court[...]; int court_discard_count; int court_discard[...];
    int placed_count; arcs_view_placed placed[...]; int action_deck_count;
    int action_discard_count; int lead_card; int turn_player; int pips; int pip_suit;
    int prelude_open; int weapon_spent; arcs_view_battle battle; arcs_view_decision decision;
    arcs_view_draft draft; int used_this_turn_count; int used_this_turn[...];
    int used_this_round_count; int used_this_round[...];
    int hearth_holder; int hearth_golem_count; arcs_view_golem hearth_golems[...]; int extra_ambition_boxes;
    int act; int last_act; int act_boundary; int map_centre_in_play; arcs_view_system map_centre; ...;
} arcs_game_view;
arcs_status arcs_view(const arcs_game *game, int viewer, arcs_game_view *out);
int arcs_controller(const arcs_game *game, int system);
int arcs_ambition_count(const arcs_game *game, int player, int ambition);
arcs_status arcs_py_move_label(const arcs_game *game, uint64_t code, char *buf, size_t cap);
arcs_status arcs_py_move_label_for(const arcs_game *game, uint64_t code, int viewer, char *buf, size_t cap);
arcs_status arcs_view_json(const arcs_game *game, int viewer, char *buf, size_t cap, size_t *written);

/* The binding's shim (below): moves as packed 64-bit integers, so Python
   handles a move as one int and a whole move list in one call. */
uint64_t arcs_py_pack(arcs_move m);
arcs_move arcs_py_unpack(uint64_t code);
arcs_status arcs_py_legal(const arcs_game *game, uint64_t *out, size_t cap, size_t *count);
arcs_status arcs_py_apply(arcs_game *game, uint64_t code);
arcs_status arcs_py_chance_probability(const arcs_game *game, uint64_t code, double *out);
arcs_status arcs_py_move_str(uint64_t code, char *buf, size_t cap);
arcs_status arcs_py_parse(const char *text, uint64_t *out);
arcs_status arcs_py_history(const arcs_game *game, uint64_t *out, size_t cap);
void arcs_py_config_init(arcs_config *config);
long arcs_py_live_blocks(void);
arcs_status arcs_py_move_to_bytes(uint64_t code, void *buf, size_t cap, size_t *written);
arcs_status arcs_py_move_from_bytes(const void *buf, size_t len, uint64_t *out, arcs_error *error);
arcs_status arcs_py_move_to_action(uint64_t code, int32_t *action);
arcs_status arcs_py_action_to_move(const arcs_game *game, int32_t action, uint64_t *out);
const unsigned char *arcs_py_descriptor(size_t *len);

/* The log sink, implemented in Python (arcs._game). */
extern "Python" void arcs_py_log(void *ud, const char *line);

/* Bots (include/arcs/bot.h; arcs.bots). */
typedef enum arcs_bot_policy {
    ARCS_BOT_RANDOM, ARCS_BOT_EASY, ARCS_BOT_NORMAL, ARCS_BOT_HARD, ...
} arcs_bot_policy;
#define ARCS_BOT_POLICY_COUNT ...
#define ARCS_BOT_CONFIG_VERSION ...
typedef struct arcs_bot_config {
    unsigned int version;
    arcs_bot_policy policy;
    int player;
    uint64_t seed;
    uint32_t budget_playouts;
    uint32_t budget_ms;
    uint32_t max_depth;
    ...;
} arcs_bot_config;
typedef struct arcs_bot arcs_bot;
void arcs_bot_config_init(arcs_bot_config *config, arcs_bot_policy policy);
arcs_status arcs_bot_new(const arcs_bot_config *config, arcs_bot **out);
void arcs_bot_free(arcs_bot *bot);
arcs_status arcs_bot_choose(arcs_bot *bot, const arcs_game *game, arcs_move *out);
const char *arcs_bot_policy_name(arcs_bot_policy policy);
int arcs_bot_policy_from_name(const char *name);
typedef struct arcs_bot_stats {
    uint64_t decisions;
    uint64_t playouts;
    uint64_t total_ns;
    uint64_t last_playouts;
    uint64_t last_ns;
    uint32_t tree_nodes;
    ...;
} arcs_bot_stats;
arcs_status arcs_bot_get_stats(const arcs_bot *bot, arcs_bot_stats *out);
const char *arcs_bot_last_error(const arcs_bot *bot);
void arcs_py_bot_config_init(arcs_bot_config *config, arcs_bot_policy policy);
arcs_status arcs_py_bot_choose(arcs_bot *bot, const arcs_game *game, uint64_t *out);
"""

# A move packs into an integer byte by byte: kind | player << 8 | a << 16 |
# b << 24 | c << 32 | d << 40 | reserved << 48, on every platform.
SHIM = r"""
#include <stdlib.h>

#include "arcs/arcs.h"

/* Games made by the binding allocate through these hooks, which count the
   live blocks so that the tests can check that Python frees C memory. */
#if !defined(__STDC_NO_ATOMICS__)
#include <stdatomic.h>
static atomic_long arcs_py_blocks;
#define ARCS_PY_COUNT(n) atomic_fetch_add(&arcs_py_blocks, (n))
#define ARCS_PY_LIVE() atomic_load(&arcs_py_blocks)
#else
static long arcs_py_blocks; /* without C11 atomics the count may race */
#define ARCS_PY_COUNT(n) (arcs_py_blocks += (n))
#define ARCS_PY_LIVE() (arcs_py_blocks)
#endif

static void *arcs_py_alloc(void *ud, size_t size) {
    (void)ud;
    void *p = malloc(size);
    if (p) ARCS_PY_COUNT(1);
    return p;
}

static void arcs_py_free(void *ud, void *ptr, size_t size);

static void *arcs_py_realloc(void *ud, void *ptr, size_t old_size, size_t new_size) {
    (void)ud;
    (void)old_size;
    if (new_size == 0) {
        arcs_py_free(ud, ptr, old_size);
        return NULL;
    }
    void *p = realloc(ptr, new_size);
    if (p && !ptr) ARCS_PY_COUNT(1);
    return p;
}

static void arcs_py_free(void *ud, void *ptr, size_t size) {
    (void)ud;
    (void)size;
    if (ptr) ARCS_PY_COUNT(-1);
    free(ptr);
}

static void arcs_py_config_init(arcs_config *config) {
    arcs_config_init(config);
    config->allocator.alloc = arcs_py_alloc;
    config->allocator.realloc = arcs_py_realloc;
    config->allocator.free = arcs_py_free;
    config->allocator.ud = NULL;
}

static long arcs_py_live_blocks(void) { return (long)ARCS_PY_LIVE(); }

static uint64_t arcs_py_pack(arcs_move m) {
    return (uint64_t)m.kind | (uint64_t)m.player << 8 | (uint64_t)m.a << 16 |
           (uint64_t)m.b << 24 | (uint64_t)m.c << 32 | (uint64_t)m.d << 40 |
           (uint64_t)m.reserved[0] << 48 | (uint64_t)m.reserved[1] << 56;
}

static arcs_move arcs_py_unpack(uint64_t code) {
    arcs_move m;
    m.kind = (uint8_t)code;
    m.player = (uint8_t)(code >> 8);
    m.a = (uint8_t)(code >> 16);
    m.b = (uint8_t)(code >> 24);
    m.c = (uint8_t)(code >> 32);
    m.d = (uint8_t)(code >> 40);
    m.reserved[0] = (uint8_t)(code >> 48);
    m.reserved[1] = (uint8_t)(code >> 56);
    return m;
}

static arcs_status arcs_py_legal(const arcs_game *game, uint64_t *out, size_t cap,
                                 size_t *count) {
    const arcs_move *moves;
    arcs_status st = arcs_legal_moves_view(game, &moves, count);
    if (st != ARCS_OK) return st;
    if (*count > cap) return ARCS_E_BUFFER_TOO_SMALL;
    for (size_t i = 0; i < *count; i++) out[i] = arcs_py_pack(moves[i]);
    return ARCS_OK;
}

static arcs_status arcs_py_apply(arcs_game *game, uint64_t code) {
    return arcs_apply(game, arcs_py_unpack(code));
}

static arcs_status arcs_py_chance_probability(const arcs_game *game, uint64_t code,
                                              double *out) {
    return arcs_chance_probability(game, arcs_py_unpack(code), out);
}

static arcs_status arcs_py_move_str(uint64_t code, char *buf, size_t cap) {
    return arcs_move_to_str(arcs_py_unpack(code), buf, cap, NULL);
}

static arcs_status arcs_py_parse(const char *text, uint64_t *out) {
    arcs_move m;
    arcs_status st = arcs_move_from_str(text, &m);
    if (st == ARCS_OK) *out = arcs_py_pack(m);
    return st;
}

static arcs_status arcs_py_move_to_bytes(uint64_t code, void *buf, size_t cap,
                                         size_t *written) {
    return arcs_move_to_bytes(arcs_py_unpack(code), buf, cap, written);
}

static arcs_status arcs_py_move_from_bytes(const void *buf, size_t len, uint64_t *out,
                                           arcs_error *error) {
    arcs_move m;
    arcs_status st = arcs_move_from_bytes_ex(buf, len, &m, error);
    if (st == ARCS_OK) *out = arcs_py_pack(m);
    return st;
}

static arcs_status arcs_py_move_to_action(uint64_t code, int32_t *action) {
    return arcs_move_to_action(arcs_py_unpack(code), action);
}

static arcs_status arcs_py_action_to_move(const arcs_game *game, int32_t action, uint64_t *out) {
    arcs_move m;
    arcs_status st = arcs_action_to_move(game, action, &m);
    if (st == ARCS_OK) *out = arcs_py_pack(m);
    return st;
}

static const unsigned char *arcs_py_descriptor(size_t *len) {
    *len = sizeof arcs_py_descriptor_bytes;
    return arcs_py_descriptor_bytes;
}

static arcs_status arcs_py_move_label(const arcs_game *game, uint64_t code, char *buf,
                                      size_t cap) {
    return arcs_move_label(game, arcs_py_unpack(code), buf, cap, NULL);
}

static arcs_status arcs_py_move_label_for(const arcs_game *game, uint64_t code, int viewer, char *buf,
                                          size_t cap) {
    return arcs_move_label_for(game, arcs_py_unpack(code), viewer, buf, cap, NULL);
}

static arcs_status arcs_py_history(const arcs_game *game, uint64_t *out, size_t cap) {
    size_t n = arcs_history_length(game);
    if (n > cap) return ARCS_E_BUFFER_TOO_SMALL;
    for (size_t i = 0; i < n; i++) {
        arcs_move m;
        arcs_status st = arcs_history_move(game, i, &m);
        if (st != ARCS_OK) return st;
        out[i] = arcs_py_pack(m);
    }
    return ARCS_OK;
}

/* Bots (include/arcs/bot.h): allocations counted like the games', moves
   packed like the rest of the shim. */
#include "arcs/bot.h"

static void arcs_py_bot_config_init(arcs_bot_config *config, arcs_bot_policy policy) {
    arcs_bot_config_init(config, policy);
    config->allocator.alloc = arcs_py_alloc;
    config->allocator.realloc = arcs_py_realloc;
    config->allocator.free = arcs_py_free;
    config->allocator.ud = NULL;
}

static arcs_status arcs_py_bot_choose(arcs_bot *bot, const arcs_game *game, uint64_t *out) {
    arcs_move m;
    arcs_status st = arcs_bot_choose(bot, game, &m);
    if (st == ARCS_OK) *out = arcs_py_pack(m);
    return st;
}
"""


def make_builder() -> FFI:
    root = find_root()
    sources = library_sources(root) + bot_sources(root)
    # Generated protobuf-c code goes to the build directory beside this file
    # (pip builds in-tree; build/ is ignored by git).
    gen = HERE / "build" / "arcs-proto"
    pb_sources, pb_includes, pb_cflags, pb_libs, descriptor = wire_format(root, gen)
    json_cflags, json_libs, json_macro = json_c()
    headers = sorted(str(p) for p in (root / "include").rglob("*.h"))
    headers += sorted(str(p) for p in (root / "lib").rglob("*.h"))
    headers += [str(root / "meson.build"), str(root / "proto" / "arcs.proto")]
    if sys.platform == "win32":
        cflags = ["/std:c11"]
    else:
        # The engine is C11 (meson c_std=c11); keep its internals private to
        # the extension module.
        cflags = ["-std=c11", "-fvisibility=hidden"]
    builder = FFI()
    builder.cdef(CDEF)
    builder.set_source(
        "arcs._libarcs",
        c_bytes("arcs_py_descriptor_bytes", descriptor) + SHIM,
        sources=sources + pb_sources,
        include_dirs=[str(root / "include"), str(root / "lib")] + pb_includes,
        define_macros=[("NDEBUG", "1")],
        extra_compile_args=cflags + pb_cflags + json_cflags + json_macro,
        extra_link_args=pb_libs + json_libs,
        depends=headers,
    )
    return builder


ffibuilder = make_builder()

if __name__ == "__main__":
    ffibuilder.compile(verbose=True)
