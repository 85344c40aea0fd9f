// TypeScript declarations for arcs.mjs (the JavaScript API of libarcs in WebAssembly).

/** arcs_status names, indexed by status number. */
export const STATUS_NAMES: readonly string[];
/** arcs_current_player: chance decides (explicit-chance games). */
export const PLAYER_CHANCE: -2;
/** arcs_current_player: the game is over. */
export const PLAYER_NONE: -1;
/** Game modes by arcs_mode number (GameConfig.mode). */
export const MODES: readonly ["base", "leaders-lore", "campaign"];
/** Bot levels (include/arcs/bot.h; docs/bots.md), weakest first. */
export const BOT_LEVELS: readonly ["random", "easy", "normal", "hard"];
export type BotLevel = (typeof BOT_LEVELS)[number];

export interface BotConfig {
  /** The seat the bot plays, 0..3. */
  player: number;
  /** Default "normal". */
  level?: BotLevel;
  /** Integer 0..2^53: seeds the bot's random choices. Default 0. */
  seed?: number;
  /** Thinking time per decision in milliseconds (normal, hard); 0: about 200 / 2000. */
  ms?: number;
  /** Playouts per decision instead of time (reproducible); 0: by time. */
  playouts?: number;
}

/** One seat's computer player (Arcs.newBot). It reads only what its seat may know. */
export class Bot {
  readonly player: number;
  readonly level: BotLevel;
  /** The bot's move at the game's current decision, as a move text; the game is unchanged.
   *  @throws ArcsError WRONG_PLAYER, GAME_OVER, ... */
  choose(game: Game): string;
  free(): void;
}
/** The campaign record schema version this library writes and reads. */
export const RECORD_VERSION: 1;

export class ArcsError extends Error {
  /** The arcs_status number (include/arcs/arcs.h). */
  readonly status: number;
  /** "INVALID_ARG", "BAD_CONFIG", "ILLEGAL_MOVE", "WRONG_PLAYER", "GAME_OVER", "NO_HISTORY",
   *  "BUFFER_TOO_SMALL", "PARSE", "NOMEM", "CORRUPT", "VERSION", "UNSUPPORTED". */
  readonly statusName: string;
}

/** A legal move: its stable text (what apply takes), the deciding player, a label to show. */
export interface Move {
  text: string;
  player: number;
  label: string;
}

export interface GameConfig {
  /** 2, 3 or 4 (default 3). */
  players?: number;
  /** Integer 0..2^53 (default 0). */
  seed?: number;
  /** Setup-card name, e.g. "3p Frontiers"; null for a seeded random one. */
  setup?: string | null;
  /** Who holds the initiative first; -1 (default) for seeded random. */
  firstPlayer?: number;
  /** "base" (default), "leaders-lore" or "campaign" (Act I played as one game). */
  mode?: "base" | "leaders-lore" | "campaign";
  /** Leaders & Lore: lore cards each player drafts, 1 (default) or 2. */
  loreEach?: number;
  /** Campaign: deals per Summit, 0 (default) no limit, 1..254, -1 no Negotiations. */
  summitDealLimit?: number;
  /** Campaign: the last Act played, 0 (default: all three) or 1..3 (Game.actBoundary). */
  lastAct?: number;
  /** Campaign: start the next Act from a campaign record (Game.saveRecord): its bytes,
   *  binary or JSON, or JSON text. Refused with UNSUPPORTED while a Fate does not play
   *  the next Act (the message names them). */
  record?: Uint8Array | string | null;
}

/** What a campaign record holds at a glance (Arcs.recordInfo). */
export interface RecordInfo {
  /** The Act played before the record: 1 or 2. */
  completedAct: number;
  /** The Act a game started from it plays: 2 or 3. */
  nextAct: number;
  players: number;
  /** Each seat's Fate card for the next Act (card indexes, staticData.cards). */
  fates: number[];
}

export interface ReplayHeader {
  engineVersion: string;
  setupName: string;
  players: number;
  moves: number;
  fromState: boolean;
  /** The seat it was saved for during a live game (Replay.saved_for - 1): it opens
   *  for that seat only; -1 for a full replay. */
  savedFor: number;
}

export interface LoadOptions {
  /** The protobufjs library (default globalThis.protobuf). */
  protobuf?: unknown;
  /** The bytes of arcs_wasm.wasm (default: loaded from next to arcs.mjs). */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** The parsed arcs-data.json (default: loaded from next to arcs.mjs). */
  staticData?: Record<string, any>;
}

export function loadArcs(options?: LoadOptions): Promise<Arcs>;

export class Arcs {
  readonly version: string;
  /** Everything printed on the components: the parsed arcs-data.json written by the
   *  library's tools/export_data (cards, systems, action_cards, dice, setup_cards,
   *  ambition_markers, names). */
  readonly staticData: Record<string, any>;
  statusText(status: number): string;
  newGame(config?: GameConfig): Game;
  loadState(bytes: Uint8Array): Game;
  /** A bot playing one seat. @throws ArcsError BAD_CONFIG (level, player, budget), INVALID_ARG (seed) */
  newBot(config: BotConfig): Bot;
  loadReplay(bytes: Uint8Array): Game;
  replayHeader(bytes: Uint8Array): ReplayHeader;
  /** A binary campaign record as JSON text. Throws UNSUPPORTED in the WebAssembly build
   *  (built without json-c). */
  recordToJson(bytes: Uint8Array): string;
  /** JSON text as a binary campaign record. Throws UNSUPPORTED in the WebAssembly build. */
  recordFromJson(text: string): Uint8Array;
  /** Check a binary campaign record (CORRUPT / VERSION with the reason) and summarize it. */
  recordInfo(bytes: Uint8Array): RecordInfo;
}

export class Game {
  /** A seat 0..players-1, PLAYER_CHANCE or PLAYER_NONE. */
  readonly currentPlayer: number;
  readonly numPlayers: number;
  readonly chapter: number;
  readonly initiative: number;
  readonly gameOver: boolean;
  /** The winner, or -1 while playing. */
  readonly winner: number;
  readonly setupName: string;
  readonly historyLength: number;
  power(player: number): number;
  handSize(player: number): number;
  /** Campaign: the Act, 1..3, or -1 outside the campaign. */
  readonly act: number;
  /** Campaign: stopped at an Act boundary ("Next Act?"); false outside the campaign. */
  readonly actBoundary: boolean;
  /** Campaign: the campaign record of a game stopped at an Act boundary. Throws
   *  UNSUPPORTED (with the reason) elsewhere. */
  saveRecord(): Uint8Array;
  /** Campaign: the First Regent, or -1. */
  readonly firstRegent: number;
  /** Campaign: the Fate `player` kept as `viewer` (a seat; -1 a spectator; null the
   *  whole truth) may know it: a card index, "hidden" while secret to the viewer (until
   *  every player chose), null before the player chose. Throws INVALID_ARG outside the
   *  campaign or for a player/viewer not in the game. */
  fate(player: number, viewer: number | null): number | "hidden" | null;
  /** Campaign: true for a Regent, false for an Outlaw. */
  isRegent(player: number): boolean;
  /** Campaign: the objective marker on the Power track (0 complete), or null before
   *  the Fates are set up. */
  objectiveProgress(player: number): number | null;
  legalMoves(): Move[];
  /** A move's label (before applying it) as `viewer` (a seat, or -1) may see it
   *  (arcs_move_label_for): no card the viewer may not know; no "Player N:" prefix. */
  moveLabelFor(move: Move | string, viewer: number): string;
  apply(move: Move | string): void;
  /** The engine's log lines of the last apply() (or of the setup, right after newGame). */
  logLines(): string[];
  undo(steps?: number): void;
  history(): string[];
  /** 16 hex digits. */
  stateHash(): string;
  describe(): string;
  saveState(): Uint8Array;
  restoreState(bytes: Uint8Array): void;
  /** With a seat: saved for that seat only (arcs_replay_save_for). */
  saveReplay(seat?: number): Uint8Array;
  /** The seat a game loaded from a replay saved for it shows only (views and
   *  observations of other seats throw), or -1 (arcs_saved_for). */
  readonly savedFor: number;
  /** The game as `viewer` sees it (arcs_view; -1 for a spectator): the fields of
   *  arcs_game_view with lists cut to their used entries (lists by piece owner: one
   *  entry per player, all 8 owners in the campaign: 4 Free States, 5 Empire, 6 Blight);
   *  systems also list their `adjacent` systems in this game. */
  view(viewer: number): Record<string, any>;
  observationBytes(player: number): Uint8Array;
  /** The decoded Observation message (field names as in proto/arcs.proto). */
  observation(player: number): Record<string, any>;
  free(): void;
}
