// arcs.mjs — the JavaScript API of libarcs compiled to WebAssembly
// (scripts/build-web.sh). The same model as the C API (include/arcs/arcs.h)
// and the Python binding: a Game has legal moves, apply, undo, a readable
// description, the player's observation, save/load and replays.
//
// Moves cross into the engine in their stable text form (e.g.
// "p1 lead Aggression-4"), never as C structs. Wire buffers (saved states,
// replays, observations) are protobuf bytes as in proto/arcs.proto; the
// observation is decoded here with protobufjs.
//
// Errors: every failing call throws an ArcsError whose `status` is the
// library's arcs_status number and `statusName` its name ("ILLEGAL_MOVE",
// ...); the game is left exactly as it was.
//
// Memory: a Game owns a C handle; call game.free() when done (games that
// are only dropped are released by a FinalizationRegistry when the runtime
// collects them).

import createArcsWasm from "./arcs_wasm.mjs";
import { ARCS_PROTO } from "./arcs_proto.mjs";

/** arcs_status names by number (include/arcs/arcs.h). */
export const STATUS_NAMES = [
  "OK", "INVALID_ARG", "BAD_CONFIG", "ILLEGAL_MOVE", "WRONG_PLAYER", "GAME_OVER",
  "NO_HISTORY", "BUFFER_TOO_SMALL", "PARSE", "NOMEM", "CORRUPT", "VERSION", "UNSUPPORTED", "INTERNAL",
];

/** arcs_current_player's values that are not a seat. */
export const PLAYER_CHANCE = -2;
export const PLAYER_NONE = -1;

/** Thrown by every call that the library rejects. */
export class ArcsError extends Error {
  /**
   * @param {number} status arcs_status
   * @param {string} message what was being done, then the library's message
   */
  constructor(status, message) {
    super(message);
    this.name = "ArcsError";
    this.status = status;
    this.statusName = STATUS_NAMES[status] ?? `STATUS_${status}`;
  }
}

/** Game modes by arcs_mode number (newGame's config.mode). */
export const MODES = ["base", "leaders-lore", "campaign"];

/** Bot levels (include/arcs/bot.h, arcs_bot_policy; docs/bots.md), weakest first. */
export const BOT_LEVELS = ["random", "easy", "normal", "hard"];

const MOVE_TEXT_CAP = 128; // arcs_web.c MOVE_TEXT_MAX
const REASON_CAP = 256; // ARCS_ERROR_MESSAGE_MAX
const LABEL_CAP = 160; // ARCS_MOVE_LABEL_MAX
/** The campaign record schema version this library writes and reads (ARCS_CAMPAIGN_RECORD_VERSION). */
export const RECORD_VERSION = 1;
const DESCRIBE_CAP = 1 << 16;

/** The bytes of a file next to this module (fetched, or read from disk under Node). */
async function besideThisModule(name) {
  const url = new URL(name, import.meta.url);
  if (url.protocol === "file:") {
    const fs = await import("node:fs/promises");
    return new Uint8Array(await fs.readFile(url));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cannot load ${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Load the WebAssembly module, the static data and the wire schema.
 * @param {object} [options]
 * @param {object} [options.protobuf] the protobufjs library (default: globalThis.protobuf,
 *   which the page gets from vendor/protobuf.min.js)
 * @param {ArrayBuffer|Uint8Array} [options.wasmBinary] the bytes of arcs_wasm.wasm
 *   (default: loaded from next to this module)
 * @param {object} [options.staticData] the parsed arcs-data.json (default: loaded from
 *   next to this module)
 * @returns {Promise<Arcs>}
 */
export async function loadArcs(options = {}) {
  const protobuf = options.protobuf ?? globalThis.protobuf;
  if (!protobuf || typeof protobuf.parse !== "function") {
    throw new Error("loadArcs needs protobufjs (options.protobuf or globalThis.protobuf)");
  }
  const [wasmBinary, staticData] = await Promise.all([
    options.wasmBinary ?? besideThisModule("arcs_wasm.wasm"),
    options.staticData ?? besideThisModule("arcs-data.json")
      .then((bytes) => JSON.parse(new TextDecoder().decode(bytes))),
  ]);
  const wasm = await createArcsWasm({ wasmBinary });
  return new Arcs(wasm, protobuf.parse(ARCS_PROTO, { keepCase: true }).root, staticData);
}

/** The loaded library: makes games, loads saved states and replays. */
export class Arcs {
  constructor(wasm, root, staticData) {
    this._w = wasm;
    this._types = {
      Observation: root.lookupType("arcs.v1.Observation"),
      Replay: root.lookupType("arcs.v1.Replay"),
      GameState: root.lookupType("arcs.v1.GameState"),
    };
    /**
     * Everything printed on the components (arcs-data.json, written by the
     * library's tools/export_data from arcs_card_info, arcs_system_info,
     * arcs_action_card_info, arcs_die_face_info, arcs_setup_card_info,
     * arcs_ambition_marker_info and the name functions).
     */
    this.staticData = staticData;
    this._registry = typeof FinalizationRegistry === "function"
      ? new FinalizationRegistry((ptr) => this._w._arcs_game_free(ptr)) : null;
    this._botRegistry = typeof FinalizationRegistry === "function"
      ? new FinalizationRegistry((ptr) => this._w._arcs_bot_free(ptr)) : null;
  }

  /** The library version, e.g. "0.1.0". */
  get version() { return this._w.UTF8ToString(this._w._arcs_version()); }

  /** The library's English message for a status number. */
  statusText(status) { return this._w.UTF8ToString(this._w._arcs_status_str(status)); }

  /**
   * A new game, set up (Base rulebook, "Setup"), internal chance, full undo history.
   * @param {object} [config]
   * @param {number} [config.players=3] 2, 3 or 4
   * @param {number} [config.seed=0] integer 0..2^53, seeds every random choice
   * @param {string|null} [config.setup=null] setup-card name (e.g. "3p Frontiers") or null for random
   * @param {number} [config.firstPlayer=-1] who holds the initiative first, -1 for seeded random
   * @param {string} [config.mode="base"] "base", "leaders-lore" (Base rulebook, "Leaders &
   *   Lore") or "campaign" (the Blighted Reach campaign, Act I played as one game)
   * @param {number} [config.loreEach=1] Leaders & Lore: lore cards each player drafts, 1 or
   *   2 (the rulebook's variant)
   * @param {number} [config.summitDealLimit=0] campaign: deals per Summit, 0 no limit (the
   *   rules), 1..254, -1 no Negotiations (random players want a limit)
   * @param {number} [config.lastAct=0] campaign: the last Act played, 0 (all three) or 1..3;
   *   the game stops at that Act's boundary (Game.actBoundary)
   * @param {Uint8Array|string|null} [config.record=null] campaign: start the next Act from a
   *   campaign record (Game.saveRecord; docs/campaign-record.md): its bytes, binary or
   *   JSON, or JSON text. players must equal the record's (recordInfo)
   * @throws {ArcsError} BAD_CONFIG (player count, setup name, mode, loreEach, lastAct, a
   *   record outside the campaign or of another player count), INVALID_ARG (seed), CORRUPT /
   *   VERSION (the record), UNSUPPORTED (a record whose Fates do not play the next Act, or
   *   JSON in this build); the message ends with the library's reason
   */
  newGame({ players = 3, seed = 0, setup = null, firstPlayer = -1, mode = "base", loreEach = 1,
    summitDealLimit = 0, lastAct = 0, record = null } = {}) {
    const m = MODES.indexOf(mode);
    if (m < 0) throw new ArcsError(2 /* BAD_CONFIG */, `new game: mode ${JSON.stringify(mode)} (base, leaders-lore, campaign)`);
    const none = record === null || record === undefined;
    const bytes = none ? new Uint8Array(0) : typeof record === "string" ? new TextEncoder().encode(record) : record;
    return this._withOut((out) => this._withString(setup ?? "", (s) => this._withBytes(bytes, (r, n) =>
      this._withReason((why, cap) => this._w._arcs_web_game_new(players, seed, s, firstPlayer, m, loreEach,
        summitDealLimit, lastAct, none ? 0 : r, n, why, cap, out), "new game"))), "new game");
  }

  /**
   * The JSON form of a binary campaign record (Game.saveRecord): the proto3 JSON
   * mapping of CampaignRecord (docs/campaign-record.md).
   * @param {Uint8Array} bytes a binary record
   * @returns {string}
   * @throws {ArcsError} UNSUPPORTED in this build (the WebAssembly library is built without
   *   json-c: convert with protobufjs and the CampaignRecord type, or natively); CORRUPT,
   *   VERSION
   */
  recordToJson(bytes) {
    const out = this._withBytes(bytes, (p, n) => this._readBytes((buf, cap, written) =>
      this._withReason((why, wcap) => this._w._arcs_web_record_to_json(p, n, buf, cap, written, why, wcap),
        "record to JSON"), "record to JSON", true));
    return new TextDecoder().decode(out.subarray(0, out.length - 1));
  }

  /**
   * The binary campaign record of a JSON text.
   * @param {string} text CampaignRecord's fields as JSON
   * @returns {Uint8Array}
   * @throws {ArcsError} UNSUPPORTED in this build (no json-c: see recordToJson); CORRUPT
   */
  recordFromJson(text) {
    if (typeof text !== "string") throw new ArcsError(1, "recordFromJson: expected JSON text (a string)");
    return this._withBytes(new TextEncoder().encode(text), (p, n) => this._readBytes((buf, cap, written) =>
      this._withReason((why, wcap) => this._w._arcs_web_record_from_json(p, n, buf, cap, written, why, wcap),
        "record from JSON"), "record from JSON", true));
  }

  /**
   * Check a binary campaign record as newGame does (every field; not whether the
   * Fates play the next Act) and say what it holds.
   * @param {Uint8Array} bytes a binary record
   * @returns {{completedAct: number, nextAct: number, players: number, fates: number[]}}
   *   fates: each seat's Fate card for the next Act (card indexes, staticData.cards)
   * @throws {ArcsError} CORRUPT (the reason names the field), VERSION
   */
  recordInfo(bytes) {
    const w = this._w;
    const info = w._malloc(7 * 4);
    try {
      this._withBytes(bytes, (p, n) => this._withReason((why, cap) =>
        w._arcs_web_record_info(p, n, info, why, cap), "record info"));
      const v = Array.from(w.HEAP32.subarray(info >> 2, (info >> 2) + 7));
      return { completedAct: v[0], nextAct: v[1], players: v[2], fates: v.slice(3, 3 + v[2]) };
    } finally {
      w._free(info);
    }
  }

  /**
   * A game from a saved state (Game.saveState). Empty undo history.
   * @param {Uint8Array} bytes a GameState message
   * @throws {ArcsError} CORRUPT, VERSION, UNSUPPORTED
   */
  loadState(bytes) {
    return this._withOut((out) => this._withBytes(bytes, (p, n) =>
      this._w._arcs_game_load_state(p, n, 0, out)), "load state");
  }

  /**
   * A game rebuilt from a replay (Game.saveReplay, `arcs-play --save-replay`): every
   * recorded move re-applied, so its history holds them all and undo works;
   * moves applied to it then have their log lines (logLines) as a new game's do.
   * @param {Uint8Array} bytes a Replay message
   * @throws {ArcsError} CORRUPT (malformed, a move the rules reject, hash mismatch), VERSION, ...
   */
  loadReplay(bytes) {
    return this._withOut((out) => this._withBytes(bytes, (p, n) =>
      this._w._arcs_web_replay_load(p, n, out)), "load replay");
  }

  /**
   * A bot playing one seat (include/arcs/bot.h; docs/bots.md). It reads only
   * what its seat may know (its legal moves and worlds made with
   * arcs_determinize), so it may be handed any game of that seat.
   * @param {object} config
   * @param {number} config.player the seat it plays, 0..3
   * @param {string} [config.level="normal"] "random", "easy" (one-ply greedy),
   *   "normal" or "hard" (information-set Monte Carlo tree search)
   * @param {number} [config.seed=0] integer 0..2^53, seeds its random choices
   * @param {number} [config.ms=0] thinking time per decision in milliseconds
   *   (normal, hard; 0: about 200 and 2000)
   * @param {number} [config.playouts=0] work per decision instead of time
   *   (same seed, same games: same moves)
   * @returns {Bot} free it with Bot.free (or leave it to the garbage collector)
   * @throws {ArcsError} BAD_CONFIG (level, player, budget), INVALID_ARG (seed)
   */
  newBot({ player, level = "normal", seed = 0, ms = 0, playouts = 0 } = {}) {
    const policy = BOT_LEVELS.indexOf(level);
    if (policy < 0) throw new ArcsError(2 /* BAD_CONFIG */, `new bot: level ${JSON.stringify(level)} (${BOT_LEVELS.join(", ")})`);
    const w = this._w;
    const out = w._malloc(4);
    try {
      w.HEAPU32[out >> 2] = 0;
      this._check(w._arcs_web_bot_new(policy, player, seed, ms, playouts, out), "new bot");
      return new Bot(this, w.HEAPU32[out >> 2], player, level);
    } finally {
      w._free(out);
    }
  }

  /** Decode a Replay message's header fields without re-running it (protobufjs). */
  replayHeader(bytes) {
    const r = this._types.Replay.decode(bytes);
    return {
      engineVersion: r.engine_version,
      setupName: r.setup_name,
      players: r.config ? r.config.players : 0,
      moves: r.moves.length,
      fromState: !!r.start,
      // The seat it was saved for during a live game (Replay.saved_for - 1), -1: a full replay.
      savedFor: (r.saved_for ?? 0) - 1,
    };
  }

  // ---- helpers over the wasm heap ----

  _check(status, what, reason = "") {
    if (status !== 0) {
      throw new ArcsError(status, `${what}: ${this.statusText(status)}${reason ? `: ${reason}` : ""}`);
    }
  }

  // A call taking (why, why_cap) for the library's reason: returns its status
  // when OK, throws an ArcsError carrying the reason otherwise.
  _withReason(call, what) {
    const w = this._w;
    const why = w._malloc(REASON_CAP);
    try {
      w.HEAPU8[why] = 0;
      const st = call(why, REASON_CAP);
      this._check(st, what, w.UTF8ToString(why));
      return st;
    } finally {
      w._free(why);
    }
  }

  _withOut(call, what) {
    const w = this._w;
    const out = w._malloc(4);
    try {
      w.HEAPU32[out >> 2] = 0;
      this._check(call(out), what);
      return new Game(this, w.HEAPU32[out >> 2]);
    } finally {
      w._free(out);
    }
  }

  _withString(text, call) {
    const w = this._w;
    const n = w.lengthBytesUTF8(text) + 1;
    const p = w._malloc(n);
    try {
      w.stringToUTF8(text, p, n);
      return call(p);
    } finally {
      w._free(p);
    }
  }

  _withBytes(bytes, call) {
    if (!(bytes instanceof Uint8Array)) {
      throw new ArcsError(1, `expected a Uint8Array, got ${Object.prototype.toString.call(bytes)}`);
    }
    const w = this._w;
    const p = w._malloc(Math.max(bytes.length, 1));
    try {
      w.HEAPU8.set(bytes, p);
      return call(p, bytes.length);
    } finally {
      w._free(p);
    }
  }

  // A writer following the library's convention: (buf, cap, written*) with
  // buf = NULL, cap = 0 only measuring. Returns a copy of the bytes.
  // measureThrows: write throws itself (through _withReason) rather than
  // returning a status; a BUFFER_TOO_SMALL when only measuring is fine.
  _readBytes(write, what, measureThrows = false) {
    const w = this._w;
    const written = w._malloc(4);
    try {
      if (measureThrows) {
        try {
          write(0, 0, written);
        } catch (e) {
          if (!(e instanceof ArcsError && e.statusName === "BUFFER_TOO_SMALL")) throw e;
        }
      } else {
        this._check(write(0, 0, written), what);
      }
      const n = w.HEAPU32[written >> 2];
      const buf = w._malloc(Math.max(n, 1));
      try {
        this._check(write(buf, n, written), what);
        return w.HEAPU8.slice(buf, buf + w.HEAPU32[written >> 2]);
      } finally {
        w._free(buf);
      }
    } finally {
      w._free(written);
    }
  }

  // A JSON writer (arcs_view_json; the bytes end in a NUL).
  _readJson(write, what) {
    const bytes = this._readBytes(write, what);
    return JSON.parse(new TextDecoder().decode(bytes.subarray(0, bytes.length - 1)));
  }

  // A text writer: (buf, cap, written*) into a buffer of `cap` bytes.
  _readText(write, cap, what) {
    const w = this._w;
    const mem = w._malloc(cap + 4);
    try {
      this._check(write(mem + 4, cap, mem), what);
      return w.UTF8ToString(mem + 4, w.HEAPU32[mem >> 2]);
    } finally {
      w._free(mem);
    }
  }
}

/** A bot (Arcs.newBot): one seat's computer player. */
export class Bot {
  constructor(arcs, ptr, player, level) {
    this._a = arcs;
    this._w = arcs._w;
    this._p = ptr;
    /** The seat it plays. */
    this.player = player;
    /** Its level ("random", "easy", "normal", "hard"). */
    this.level = level;
    if (arcs._botRegistry) arcs._botRegistry.register(this, ptr, this);
  }

  /** Release the bot now (later calls throw). */
  free() {
    if (!this._p) return;
    if (this._a._botRegistry) this._a._botRegistry.unregister(this);
    this._w._arcs_bot_free(this._p);
    this._p = 0;
  }

  /**
   * The bot's move at the game's current decision, as a move text (Game.apply
   * takes it). The game is not changed.
   * @param {Game} game
   * @returns {string}
   * @throws {ArcsError} WRONG_PLAYER (another seat decides now), GAME_OVER, ...; the
   *   message ends with the bot's reason
   */
  choose(game) {
    if (!this._p) throw new ArcsError(1 /* INVALID_ARG */, "the bot was freed");
    const w = this._w;
    const mem = w._malloc(MOVE_TEXT_CAP + 4);
    try {
      const st = w._arcs_web_bot_choose(this._p, game._ptr(), mem + 4, MOVE_TEXT_CAP, mem);
      if (st !== 0) this._a._check(st, "bot", w.UTF8ToString(w._arcs_bot_last_error(this._p)));
      return w.UTF8ToString(mem + 4, w.HEAPU32[mem >> 2]);
    } finally {
      w._free(mem);
    }
  }
}

/**
 * One game. Players are numbered 0..players-1; move texts name them "p0".."p3".
 * A legal move is {text, player, label}: text is the stable form that apply
 * takes, label what a UI shows.
 */
export class Game {
  constructor(arcs, ptr) {
    this._a = arcs;
    this._w = arcs._w;
    this._p = ptr;
    if (arcs._registry) arcs._registry.register(this, ptr, this);
  }

  _ptr() {
    if (!this._p) throw new ArcsError(1, "the game has been freed");
    return this._p;
  }

  /** Release the C handle; the Game cannot be used afterwards. Safe to call twice. */
  free() {
    if (!this._p) return;
    if (this._a._registry) this._a._registry.unregister(this);
    this._w._arcs_game_free(this._p);
    this._p = 0;
  }

  /** Who decides now: a seat 0..players-1, PLAYER_CHANCE (-2) or PLAYER_NONE (-1, over). */
  get currentPlayer() { return this._w._arcs_current_player(this._ptr()); }
  get numPlayers() { return this._w._arcs_num_players(this._ptr()); }
  /** 1..5 */
  get chapter() { return this._w._arcs_chapter(this._ptr()); }
  get initiative() { return this._w._arcs_initiative(this._ptr()); }
  get gameOver() { return this._w._arcs_game_over(this._ptr()) !== 0; }
  /** The winner (Base rulebook, "Ending a Chapter"), or -1 while playing. */
  get winner() { return this._w._arcs_winner(this._ptr()); }
  /** The setup card in use, e.g. "3p Frontiers". */
  get setupName() { return this._w.UTF8ToString(this._w._arcs_setup_name(this._ptr())); }
  /** Number of moves applied since the start (or since a load). */
  get historyLength() { return this._w._arcs_history_length(this._ptr()); }
  /** A player's Power; throws INVALID_ARG for a seat not in the game. */
  power(player) {
    const v = this._w._arcs_power(this._ptr(), player);
    if (v < 0) throw new ArcsError(1, `power: no player ${player}`);
    return v;
  }
  /** Number of action cards in a player's hand (public knowledge). */
  handSize(player) {
    const v = this._w._arcs_hand_size(this._ptr(), player);
    if (v < 0) throw new ArcsError(1, `handSize: no player ${player}`);
    return v;
  }

  // ---- the campaign (Campaign rulebook, "The Campaign", "The Empire") ----

  /** Campaign: the Act being played, 1..3 (Act I is played as one game), or -1 outside the campaign. */
  get act() { return this._w._arcs_act(this._ptr()); }
  /**
   * Campaign: true when the game stopped at an Act boundary, the rulebook's "Next Act?"
   * point after an Intermission (arcs_act_boundary): lastAct reached, or a player's Fate
   * does not play the next Act yet. The game is over; saveRecord writes the record.
   * False while playing and outside the campaign.
   */
  get actBoundary() { return this._w._arcs_act_boundary(this._ptr()) === 1; }

  /**
   * Campaign: the campaign record (binary) of a game stopped at an Act boundary
   * (arcs_campaign_record_save; docs/campaign-record.md), for Arcs.newGame({record}).
   * The whole truth (the Court deck, the Fate decks): not for a player's eyes.
   * @returns {Uint8Array}
   * @throws {ArcsError} UNSUPPORTED (not a campaign, or not at an Act boundary: the
   *   message gives the library's reason)
   */
  saveRecord() {
    const w = this._w;
    const g = this._ptr();
    return this._a._readBytes((buf, cap, written) => {
      const st = w._arcs_campaign_record_save(g, buf, cap, written);
      this._a._check(st, "save record", w.UTF8ToString(w._arcs_last_error(g)));
      return st;
    }, "save record");
  }

  /** Campaign: the player holding the First Regent tile, or -1 (nobody, or not a campaign game). */
  get firstRegent() { return this._w._arcs_first_regent(this._ptr()); }

  // A seat of a campaign game for the campaign queries, else INVALID_ARG.
  _campaignSeat(player, what) {
    if (this.act < 0) throw new ArcsError(1, `${what}: not a campaign game (mode "campaign")`);
    if (!Number.isInteger(player) || player < 0 || player >= this.numPlayers) {
      throw new ArcsError(1, `${what}: no player ${player}`);
    }
    return player;
  }

  /**
   * Campaign: the Fate card `player` kept, as `viewer` may know it (arcs_fate;
   * Act I Setup, Set Up Players B: chosen secretly, revealed once everyone chose).
   * @param {number} player a seat
   * @param {number|null} viewer a seat; -1 a spectator (sees what any Rival sees);
   *   null the whole truth (a referee: never show it to a player)
   * @returns {number|"hidden"|null} the card index (staticData.cards), "hidden" while
   *   the choice is secret to the viewer, null before the player chose
   * @throws {ArcsError} INVALID_ARG: not a campaign game, a player or viewer not in the game
   */
  fate(player, viewer) {
    const p = this._campaignSeat(player, "fate");
    let v;
    if (viewer === null) v = -1; // ARCS_NONE: the whole truth
    else if (viewer === -1) v = (p + 1) % this.numPlayers; // a spectator: as a Rival
    else v = this._campaignSeat(viewer, "fate (viewer)");
    const f = this._w._arcs_fate(this._ptr(), v, p);
    if (f === -2) return "hidden"; // ARCS_CARD_HIDDEN
    return f < 0 ? null : f;
  }
  /** Campaign: true for a Regent, false for an Outlaw (public). Throws INVALID_ARG as fate. */
  isRegent(player) {
    return this._w._arcs_is_regent(this._ptr(), this._campaignSeat(player, "isRegent")) === 1;
  }
  /**
   * Campaign: the player's objective marker, its space on the Power track counting
   * down as the objective advances (0: complete; at the game's end, the objective's
   * result), or null before the player's Fate is set up (public). Throws INVALID_ARG as fate.
   */
  objectiveProgress(player) {
    const v = this._w._arcs_objective_progress(this._ptr(), this._campaignSeat(player, "objectiveProgress"));
    return v < 0 ? null : v;
  }

  /**
   * Every legal move of the current decision, in the engine's order.
   * text is the stable form apply takes, label a plain-language description in
   * context (arcs_move_label, e.g. "Spend Material (slot 1) to Build").
   * @returns {{text: string, player: number, label: string}[]} empty when the game is over
   */
  legalMoves() {
    const text = this._a._readText((buf, cap, written) =>
      this._w._arcs_web_legal_moves(this._ptr(), buf, cap, written),
      this._w._arcs_web_legal_text_max(), "legal moves");
    const player = this.currentPlayer;
    return text.split("\n").filter((t) => t.length > 0).map((line) => {
      const tab = line.indexOf("\t");
      return { text: line.slice(0, tab), player, label: line.slice(tab + 1) };
    });
  }

  /**
   * The label of a move (a legal move object or its text; call it before
   * applying the move) as `viewer` (a seat, or -1 for the public) may see
   * it (arcs_move_label_for): the move's player reads its full label; every
   * other viewer reads it without a card they may not know (a face-down
   * Copy or seize, the Fate kept, a card effect's choice naming a card the
   * viewer's view does not show). No "Player N:" prefix.
   * @returns {string}
   * @throws {ArcsError} PARSE (not a move), INVALID_ARG (viewer out of range,
   *   or another seat of a game saved for a seat)
   */
  moveLabelFor(move, viewer) {
    const text = typeof move === "string" ? move : move && move.text;
    if (typeof text !== "string") throw new ArcsError(1, "moveLabelFor: expected a move or its text");
    return this._seatCall(() => this._a._withString(text, (p) => this._a._readText((buf, cap, written) =>
      this._w._arcs_web_move_label_for(this._ptr(), p, viewer, buf, cap, written), LABEL_CAP,
      `moveLabelFor "${text}" ${viewer}`)));
  }

  /**
   * Apply one move (a legal move object or its text) and run the rules forward.
   * @throws {ArcsError} PARSE (not a move), ILLEGAL_MOVE, WRONG_PLAYER, GAME_OVER;
   *   the game is unchanged
   */
  apply(move) {
    const text = typeof move === "string" ? move : move && move.text;
    if (typeof text !== "string") throw new ArcsError(1, "apply: expected a move or its text");
    const st = this._a._withString(text, (p) => this._w._arcs_web_apply(this._ptr(), p));
    this._a._check(st, `apply "${text}"`);
  }

  /**
   * The engine's log lines (arcs_config.log) of the last move applied by
   * apply(), or of setting the game up right after Arcs.newGame: dice,
   * hits, gains, scoring, losses, as the CLI prints them. Read them before
   * the next apply or newGame (any game's) replaces them. The library's
   * lines are public: they name no hidden card; a page may still filter
   * them for a seat (web/moves.mjs, logLineFor).
   * @returns {string[]}
   */
  logLines() {
    const text = this._w.UTF8ToString(this._w._arcs_web_log_lines());
    return text ? text.split("\n").filter((l) => l !== "") : [];
  }

  /**
   * Undo the last `steps` moves, restoring the exact earlier state.
   * @throws {ArcsError} NO_HISTORY (fewer moves applied; nothing undone), INVALID_ARG
   */
  undo(steps = 1) {
    if (!Number.isInteger(steps) || steps < 0 || steps > 0xffffffff) {
      throw new ArcsError(1, `undo: steps must be a whole number, got ${steps}`);
    }
    this._a._check(this._w._arcs_undo(this._ptr(), steps), `undo ${steps}`);
  }

  /** The applied moves' texts, first first. */
  history() {
    const out = [];
    const n = this.historyLength;
    for (let i = 0; i < n; i++) {
      out.push(this._a._readText((buf, cap, written) =>
        this._w._arcs_web_history_move(this._ptr(), i, buf, cap, written), MOVE_TEXT_CAP, "history"));
    }
    return out;
  }

  /** The 64-bit state hash as 16 hex digits (equal states, equal hashes). */
  stateHash() {
    const w = this._w;
    const p = w._malloc(17);
    try {
      w._arcs_web_state_hash(this._ptr(), p);
      return w.UTF8ToString(p);
    } finally {
      w._free(p);
    }
  }

  /**
   * A readable multi-line description of the whole state. It shows everything,
   * hidden cards included: for a debugging panel, not for one seat's screen.
   */
  describe() {
    return this._a._readText((buf, cap, written) =>
      this._w._arcs_describe(this._ptr(), buf, cap, written), DESCRIBE_CAP, "describe");
  }

  /** The full state as GameState bytes (arcs_game_save_state). */
  saveState() {
    return this._a._readBytes((buf, cap, written) =>
      this._w._arcs_game_save_state(this._ptr(), buf, cap, written), "save state");
  }

  /** Replace this game's state with saved bytes; history cleared. Unchanged on error. */
  restoreState(bytes) {
    const st = this._a._withBytes(bytes, (p, n) => this._w._arcs_game_restore_state(this._ptr(), p, n));
    this._a._check(st, "restore state");
  }

  /**
   * The game as Replay bytes: config, every move, final hash (arcs_replay_save).
   * With a seat (0..players-1), saved for that seat (arcs_replay_save_for: a live
   * game's "save replay" at a seat), so that it opens for that seat only, whatever
   * the file is called; a game loaded from such a replay keeps saving for its seat.
   */
  saveReplay(seat = -1) {
    return this._a._readBytes((buf, cap, written) => seat >= 0
      ? this._w._arcs_replay_save_for(this._ptr(), seat, buf, cap, written)
      : this._w._arcs_replay_save(this._ptr(), buf, cap, written), "save replay");
  }

  /**
   * The seat this game shows only (loaded from a replay saved for it: views and
   * observations of other seats throw), or -1 (arcs_saved_for).
   */
  get savedFor() {
    return this._w._arcs_saved_for(this._ptr());
  }

  /**
   * What one player may see, as Observation bytes: player 0..players-1, or -1
   * for the public view. Never shows Rivals' hands or face-down cards.
   */
  observationBytes(player) {
    return this._seatCall(() => this._a._readBytes((buf, cap, written) =>
      this._w._arcs_observation(this._ptr(), player, buf, cap, written), `observation ${player}`));
  }

  // A view or observation call; a refusal carries the library's reason (a
  // game loaded from a replay saved for another seat: arcs_saved_for).
  _seatCall(call) {
    try {
      return call();
    } catch (e) {
      if (e instanceof ArcsError && e.statusName === "INVALID_ARG" && this.savedFor >= 0) {
        e.message += `: ${this._w.UTF8ToString(this._w._arcs_last_error(this._ptr()))}`;
      }
      throw e;
    }
  }

  /**
   * The game as `viewer` sees it (arcs_view; -1 for a spectator): a plain
   * object with the field names of arcs_game_view (include/arcs/arcs.h),
   * lists holding only their used entries (lists by piece owner — ships,
   * Captives, Trophies — one entry per player, and in the campaign all 8
   * owners: 4 the Free States, 5 the Empire, 6 the Blight), and each system's
   * `adjacent` systems in this game. Card fields are card indexes (staticData.cards);
   * hidden cards are ARCS_CARD_HIDDEN (-2), "none" is -1. Shows what the
   * observation shows and nothing more.
   * @throws {ArcsError} INVALID_ARG (viewer out of range)
   */
  view(viewer) {
    return this._seatCall(() => this._a._readJson((buf, cap, written) =>
      this._w._arcs_view_json(this._ptr(), viewer, buf, cap, written), `view ${viewer}`));
  }

  /**
   * The observation decoded into a plain object with the field names of
   * proto/arcs.proto (message Observation), every field present.
   */
  observation(player) {
    const t = this._a._types.Observation;
    return t.toObject(t.decode(this.observationBytes(player)),
      { defaults: true, arrays: true, longs: Number });
  }
}
