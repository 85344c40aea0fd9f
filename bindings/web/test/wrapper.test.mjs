// The JavaScript wrapper (arcs.mjs) against the WebAssembly build, under Node.
// Run by scripts/test-web.sh, which builds the site (ARCS_WEB_SITE) and the
// native arcs-play / arcs-replay programs (ARCS_PLAY, ARCS_REPLAY).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import protobuf from "protobufjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const site = process.env.ARCS_WEB_SITE ?? path.resolve(here, "../../../build-web/site");
const { loadArcs, ArcsError, PLAYER_NONE, STATUS_NAMES } = await import(path.join(site, "arcs.mjs"));
const arcs = await loadArcs({ protobuf }); // the wasm and arcs-data.json load from next to arcs.mjs

/** Deterministic generator for choosing moves in the tests. */
function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296);
}

function playRandom(game, steps, seed) {
  const r = rng(seed);
  for (let i = 0; i < steps && !game.gameOver; i++) {
    const moves = game.legalMoves();
    game.apply(moves[Math.floor(r() * moves.length)]);
  }
}

function expectError(fn, statusName) {
  assert.throws(fn, (e) => e instanceof ArcsError && e.statusName === statusName,
    `expected ArcsError ${statusName}`);
}

test("every arcs_status of arcs.h has its name and the library's message", () => {
  const header = readFileSync(path.resolve(here, "../../../include/arcs/arcs.h"), "utf8");
  const statuses = [...header.matchAll(/^\s*ARCS_(OK|E_[A-Z_]+) = (\d+)/gm)]
    .map((m) => [m[1].replace(/^E_/, ""), Number(m[2])]);
  assert.ok(statuses.length >= 14);
  assert.equal(STATUS_NAMES.length, statuses.length);
  const unknown = arcs.statusText(9999);
  for (const [name, value] of statuses) {
    assert.equal(STATUS_NAMES[value], name);
    assert.notEqual(arcs.statusText(value), unknown, name);
    const e = new ArcsError(value, "context");
    assert.equal(e.statusName, name);
    assert.equal(e.status, value);
  }
  assert.equal(new ArcsError(99, "x").statusName, "STATUS_99");
});

test("the wire schema is the versioned package arcs.v1", () => {
  const g = arcs.newGame({ players: 2, seed: 3 });
  const obs = g.observation(0);
  assert.equal(obs.num_players, 2);
  const root = protobuf.parse(readFileSync(path.resolve(here, "../../../proto/arcs.proto"), "utf8")).root;
  assert.equal(root.lookupType("arcs.v1.Observation").fullName, ".arcs.v1.Observation");
  assert.deepEqual(Object.keys(root.nested.arcs.nested), ["v1"]);
  g.free();
});

test("a new game: version, setup, legal moves of the player who decides", () => {
  assert.match(arcs.version, /^\d+\.\d+\.\d+$/);
  const g = arcs.newGame({ players: 3, seed: 5 });
  assert.equal(g.numPlayers, 3);
  assert.match(g.setupName, /^3p /);
  assert.equal(g.chapter, 1);
  assert.equal(g.historyLength, 0);
  const p = g.currentPlayer;
  assert.ok(p >= 0 && p < 3);
  const moves = g.legalMoves();
  assert.ok(moves.length > 0);
  assert.equal(new Set(moves.map((m) => m.text)).size, moves.length, "move texts are distinct");
  for (const m of moves) {
    assert.equal(m.player, p);
    assert.ok(m.text.startsWith(`p${p} `), m.text);
    assert.equal(typeof m.label, "string");
  }
  // The same seed gives the same game.
  const h = arcs.newGame({ players: 3, seed: 5 });
  assert.equal(h.stateHash(), g.stateHash());
  assert.deepEqual(h.legalMoves(), moves);
  g.free();
  h.free();
});

test("apply and undo restore the exact state", () => {
  const g = arcs.newGame({ players: 4, seed: 9 });
  const hashes = [g.stateHash()];
  const texts = [];
  const r = rng(3);
  for (let i = 0; i < 60; i++) {
    const moves = g.legalMoves();
    const m = moves[Math.floor(r() * moves.length)];
    g.apply(m);
    texts.push(m.text);
    hashes.push(g.stateHash());
  }
  assert.equal(g.historyLength, 60);
  assert.deepEqual(g.history(), texts);
  g.undo(1);
  assert.equal(g.stateHash(), hashes[59]);
  g.undo(19);
  assert.equal(g.stateHash(), hashes[40]);
  assert.deepEqual(g.history(), texts.slice(0, 40));
  g.undo(40);
  assert.equal(g.stateHash(), hashes[0]);
  g.apply(texts[0]); // a move applied by its text
  assert.equal(g.stateHash(), hashes[1]);
  g.free();
});

test("bad input throws a clear ArcsError and changes nothing", () => {
  expectError(() => arcs.newGame({ players: 5 }), "BAD_CONFIG");
  expectError(() => arcs.newGame({ players: 3, setup: "no such card" }), "BAD_CONFIG");
  expectError(() => arcs.newGame({ players: 3, seed: -1 }), "INVALID_ARG");
  expectError(() => arcs.newGame({ players: 3, seed: 1.5 }), "INVALID_ARG");
  const g = arcs.newGame({ players: 3, seed: 2 });
  playRandom(g, 25, 8);
  const before = g.saveState();
  const hash = g.stateHash();
  const len = g.historyLength;
  expectError(() => g.apply("not a move at all"), "PARSE");
  const p = g.currentPlayer;
  const rival = (p + 1) % 3;
  const mine = g.legalMoves()[0].text;
  // The same move for a player who is not deciding.
  expectError(() => g.apply(mine.replace(/^p\d/, `p${rival}`)), "WRONG_PLAYER");
  // Well formed, but keeping a dealt hand is a 2-player choice (Base rulebook, "Setup").
  expectError(() => g.apply(`p${p} keep-hand`), "ILLEGAL_MOVE");
  expectError(() => g.undo(len + 1), "NO_HISTORY");
  expectError(() => g.undo(-1), "INVALID_ARG");
  expectError(() => g.restoreState(new Uint8Array([1, 2, 3])), "CORRUPT");
  assert.throws(() => g.apply(42), ArcsError);
  assert.equal(g.stateHash(), hash);
  assert.equal(g.historyLength, len);
  assert.deepEqual(g.saveState(), before);
  assert.throws(() => g.power(7), ArcsError);
  expectError(() => arcs.loadState(before.slice(0, before.length - 3)), "CORRUPT");
  expectError(() => arcs.loadReplay(new Uint8Array(10)), "CORRUPT");
  g.free();
  assert.throws(() => g.legalMoves(), (e) => e instanceof ArcsError && /freed/.test(e.message));
  g.free(); // twice is fine
});

test("save/load round trip: same state, same legal moves, same future", () => {
  const g = arcs.newGame({ players: 3, seed: 21 });
  playRandom(g, 150, 4);
  const bytes = g.saveState();
  assert.ok(bytes instanceof Uint8Array && bytes.length > 100);
  const h = arcs.loadState(bytes);
  assert.equal(h.stateHash(), g.stateHash());
  assert.deepEqual(h.saveState(), bytes);
  assert.deepEqual(h.legalMoves(), g.legalMoves());
  assert.equal(h.historyLength, 0);
  playRandom(g, 40, 99);
  playRandom(h, 40, 99);
  assert.equal(h.stateHash(), g.stateHash());
  // restoreState into another handle, even of another player count.
  const k = arcs.newGame({ players: 2, seed: 1 });
  k.restoreState(bytes);
  assert.equal(k.numPlayers, 3);
  assert.deepEqual(k.saveState(), bytes);
  for (const x of [g, h, k]) x.free();
});

test("a whole game to the end, saved as a replay and replayed", () => {
  const g = arcs.newGame({ players: 3, seed: 77 });
  playRandom(g, 100000, 77);
  assert.ok(g.gameOver);
  assert.equal(g.currentPlayer, PLAYER_NONE);
  assert.ok(g.winner >= 0 && g.winner < 3);
  assert.deepEqual(g.legalMoves(), []);
  expectError(() => g.apply("p0 pass"), "GAME_OVER");
  const replay = g.saveReplay();
  const header = arcs.replayHeader(replay);
  assert.equal(header.moves, g.historyLength);
  assert.equal(header.players, 3);
  const r = arcs.loadReplay(replay);
  assert.equal(r.stateHash(), g.stateHash());
  assert.deepEqual(r.history(), g.history());
  // Step back to the start and forward again, as the replay viewer does.
  const moves = r.history();
  r.undo(moves.length);
  const start = arcs.newGame({ players: 3, seed: 77 });
  assert.equal(r.stateHash(), start.stateHash());
  for (const m of moves) r.apply(m);
  assert.equal(r.stateHash(), g.stateHash());
  for (const x of [g, r, start]) x.free();
});

test("moves applied to a loaded replay log their outcomes as a new game's do", () => {
  const g = arcs.newGame({ players: 3, seed: 78, mode: "campaign", summitDealLimit: 2 });
  const want = [];
  const r0 = rng(78);
  for (let i = 0; i < 200 && !g.gameOver; i++) {
    const moves = g.legalMoves();
    g.apply(moves[Math.floor(r0() * moves.length)]);
    want.push(g.logLines());
  }
  assert.ok(want.flat().length > 50, "the game logs outcomes");
  const r = arcs.loadReplay(g.saveReplay());
  const moves = r.history();
  r.undo(moves.length);
  const got = moves.map((m) => {
    r.apply(m);
    return r.logLines();
  });
  assert.deepEqual(got, want);
  g.free();
  r.free();
});

test("a replay written by arcs-play --save-replay reaches the same final state", () => {
  const play = process.env.ARCS_PLAY;
  const replayTool = process.env.ARCS_REPLAY;
  assert.ok(play && replayTool, "ARCS_PLAY and ARCS_REPLAY name the native programs (scripts/test-web.sh)");
  const dir = mkdtempSync(path.join(tmpdir(), "arcs-web-"));
  try {
    const file = path.join(dir, "game.replay");
    const state = path.join(dir, "final.state");
    execFileSync(play, ["--players", "3", "--seed", "11", "--quiet", "--save-replay", file]);
    const out = execFileSync(replayTool, ["--save-state", state, file], { encoding: "utf8" });
    const hash = /final state: hash ([0-9a-f]{16})/.exec(out)[1];
    const bytes = new Uint8Array(readFileSync(file));
    const g = arcs.loadReplay(bytes);
    assert.ok(g.gameOver);
    assert.equal(g.stateHash(), hash);
    assert.deepEqual(g.saveState(), new Uint8Array(readFileSync(state)));
    assert.equal(g.historyLength, arcs.replayHeader(bytes).moves);
    g.free();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a Leaders & Lore game: the view shows play areas and the draft, matching the observation", () => {
  const play = process.env.ARCS_PLAY;
  assert.ok(play, "ARCS_PLAY names the native arcs-play (scripts/test-web.sh)");
  const dir = mkdtempSync(path.join(tmpdir(), "arcs-web-"));
  try {
    const file = path.join(dir, "ll.replay");
    execFileSync(play, ["--mode", "leaders-lore", "--players", "3", "--seed", "4", "--quiet", "--save-replay", file]);
    const g = arcs.loadReplay(new Uint8Array(readFileSync(file)));
    const moves = g.history();
    g.undo(moves.length);
    let view = g.view(0);
    const header = readFileSync(path.resolve(here, "../../../include/arcs/arcs.h"), "utf8");
    assert.equal(view.version, Number(header.match(/#define ARCS_VIEW_VERSION (\d+)/)[1]));
    assert.equal(view.draft.active, 1);
    assert.equal(view.draft.row.length, view.draft.leader_places + view.draft.lore_places);
    for (const m of moves.slice(0, view.draft.picks_total)) g.apply(m);
    for (const viewer of [-1, 0, 1, 2]) {
      view = g.view(viewer);
      const obs = g.observation(viewer);
      assert.equal(view.draft.active, 0);
      view.player.forEach((p, i) => {
        const ids = obs.leaders_lore.play_areas[i].cards;
        assert.deepEqual(p.play_area.map((c) => arcs.staticData.cards[c].id), ids);
        assert.equal(arcs.staticData.cards[p.leader].kind, "leader");
        assert.equal(p.lore.length, 1);
      });
    }
    g.free();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("an observation shows the viewer's hand and only counts of Rivals' hands", () => {
  const g = arcs.newGame({ players: 4, seed: 12 });
  playRandom(g, 30, 6);
  for (let viewer = -1; viewer < 4; viewer++) {
    const o = g.observation(viewer);
    assert.equal(o.viewer, viewer);
    assert.equal(o.num_players, 4);
    assert.equal(o.systems.length, 24);
    o.players.forEach((p, seat) => {
      assert.equal(p.hand_count, g.handSize(seat));
      assert.equal(p.power, g.power(seat));
      if (seat === viewer) assert.equal(p.hand.length, p.hand_count);
      else assert.deepEqual(p.hand, []);
    });
    assert.equal(o.legal_moves.length, viewer === g.currentPlayer ? g.legalMoves().length : 0);
  }
  expectError(() => g.observation(4), "INVALID_ARG");
  g.free();
});

test("legal moves carry plain-language labels", () => {
  const g = arcs.newGame({ players: 3, seed: 14 });
  playRandom(g, 40, 2);
  for (let i = 0; i < 30 && !g.gameOver; i++) {
    const moves = g.legalMoves();
    for (const m of moves) {
      assert.ok(m.label.length > 0, m.text);
      assert.ok(!m.label.includes("\t") && !m.label.includes("\n"), m.label);
    }
    g.apply(moves[i % moves.length]);
  }
  g.free();
});

test("moveLabelFor: the mover reads the label, others no face-down card (arcs_move_label_for)", () => {
  const g = arcs.newGame({ players: 3, seed: 21 });
  let copies = 0;
  for (let i = 0; i < 200 && !g.gameOver; i++) {
    const moves = g.legalMoves();
    for (const m of moves) {
      assert.equal(g.moveLabelFor(m, m.player), m.label);
      for (const viewer of [-1, (m.player + 1) % 3]) {
        const seen = g.moveLabelFor(m.text, viewer);
        if (m.text.split(" ")[1] === "copy") {
          assert.equal(seen, "Copy with a face-down card");
          copies++;
        }
        if (m.text.split(" ")[1] === "seize") assert.equal(seen, "Seize the initiative with a face-down card");
      }
    }
    g.apply(moves[(i * 7) % moves.length]);
  }
  assert.ok(copies > 0, "a Copy was offered");
  expectError(() => g.moveLabelFor("p0 pass", 3), "INVALID_ARG");
  expectError(() => g.moveLabelFor("not a move", 0), "PARSE");
  g.free();
});

test("static data: the map, the cards, the action cards, the markers", () => {
  const s = arcs.staticData;
  assert.equal(s.library_version, arcs.version);
  assert.equal(s.systems.length, 24);
  assert.equal(s.systems[11].name, "3-hex");
  for (const sys of s.systems) {
    for (const a of sys.adjacent) assert.ok(s.systems[a].adjacent.includes(sys.system), "adjacency is symmetric");
    assert.equal(sys.kind === "gate", sys.planet_type === null);
  }
  // The base deck, then the campaign's Event (28..30) and Faithful (31..39)
  // cards, and the Caretaker's extra Event card (40).
  assert.equal(s.action_cards.length, 41);
  s.action_cards.forEach((a, i) => assert.equal(a.card, i));
  assert.equal(s.action_cards[10].name, "Aggression-4");
  assert.equal(s.action_cards[28].name, "Event-1");
  assert.equal(s.action_cards[39].name, "Faithful-9");
  assert.equal(s.action_cards[40].name, "Event-4");
  assert.equal(s.ambition_markers.length, 3);
  assert.deepEqual(s.names.ambitions, ["Tycoon", "Tyrant", "Warlord", "Keeper", "Empath"]);
  assert.ok(s.cards.length > 30);
  s.cards.forEach((c, i) => assert.equal(c.index, i));
});

test("campaign view: Imperial ships, Blight, Trophies by owner, Golems and the arc agree with the observation", () => {
  const g = arcs.newGame({ players: 3, seed: 5, mode: "campaign" });
  playRandom(g, 150, 2);
  const cards = arcs.staticData.cards;
  let imperial = 0;
  let blightDamaged = 0;
  for (let viewer = -1; viewer < 3; viewer++) {
    const v = g.view(viewer);
    const c = g.observation(viewer).campaign;
    v.systems.forEach((s, i) => {
      // Every owner's ships (ARCS_VIEW_OWNERS entries): players, Free States, Empire, Blight.
      assert.equal(s.fresh.length, 8);
      assert.deepEqual([s.fresh[5], s.damaged[5]], [c.imperial_fresh[i], c.imperial_damaged[i]], `Imperial ships at ${i}`);
      assert.deepEqual([s.fresh[6], s.damaged[6]], [c.blight_fresh[i], c.blight_damaged[i]], `Blight at ${i}`);
      assert.deepEqual(s.golem, { golem: -1, awake: 0 });
      imperial += s.fresh[5] + s.damaged[5];
      blightDamaged += s.damaged[6];
    });
    v.player.forEach((p, seat) => {
      assert.equal(p.trophy_ships.length, 8);
      assert.equal(p.trophy_ships[5], c.trophy_imperial[seat]);
      assert.equal(p.trophy_ships[6], c.trophy_blight[seat]);
      assert.equal(p.trophy_cities[4], c.trophy_free_cities[seat]);
      assert.deepEqual(p.fate_history.map((x) => (x >= 0 ? cards[x].id : "")), c.fate_history.slice(3 * seat, 3 * seat + 3));
      assert.equal(p.fate_completed, c.fate_completed[seat]);
      assert.equal(p.slot_golem.length, p.resource_slots);
      assert.ok([-1, 0, 1].includes(p.played_side));
    });
    assert.deepEqual([v.act, v.last_act, v.act_boundary, v.intermission_step], [c.act, c.last_act, c.act_boundary, c.intermission_step]);
    assert.equal(v.hearth_holder, -1);
    assert.deepEqual(v.hearth_golems, []);
  }
  assert.ok(imperial > 0 && blightDamaged > 0, "Imperial ships and damaged Blight on the map");
  // Outside the campaign: one entry per player, no campaign fields' pieces.
  const b = arcs.newGame({ players: 2, seed: 1 });
  assert.equal(b.view(0).systems[0].fresh.length, 2);
  assert.equal(b.view(0).player[0].captives.length, 2);
  assert.equal(b.view(0).systems[0].golem, undefined);
  assert.equal(b.view(0).act, 0);
  b.free();
  g.free();
});

test("the structured view agrees with the observation and hides the same things", () => {
  const g = arcs.newGame({ players: 4, seed: 19 });
  playRandom(g, 120, 5);
  for (let viewer = -1; viewer < 4; viewer++) {
    const v = g.view(viewer);
    const o = g.observation(viewer);
    assert.equal(v.viewer, viewer);
    assert.equal(v.players, 4);
    assert.equal(v.decision.player, g.currentPlayer);
    v.systems.forEach((s, i) => {
      assert.deepEqual(s.fresh, o.systems[i].fresh.slice(0, 4));
      assert.deepEqual(s.damaged, o.systems[i].damaged.slice(0, 4));
    });
    v.player.forEach((p, seat) => {
      assert.equal(p.power, o.players[seat].power);
      assert.equal(p.hand_count, o.players[seat].hand_count);
      if (seat === viewer) assert.deepEqual(p.hand, o.players[seat].hand);
      else assert.deepEqual([p.hand_visible, p.hand], [0, []]);
      if (seat !== viewer && o.players[seat].played === 254) assert.equal(p.played, -2);
    });
    assert.deepEqual(v.court.map((c) => (c.card >= 0 ? arcs.staticData.cards[c.card].id : "")), o.court_row.map((c) => c.card));
  }
  expectError(() => g.view(4), "INVALID_ARG");
  expectError(() => g.view(-2), "INVALID_ARG");
  g.free();
});

test("campaign queries: a Rival's Fate stays hidden until every player chose", () => {
  const base = arcs.newGame({ players: 2, seed: 1 });
  assert.equal(base.act, -1);
  assert.equal(base.firstRegent, -1);
  expectError(() => base.fate(0, 0), "INVALID_ARG");
  expectError(() => base.isRegent(0), "INVALID_ARG");
  base.free();
  // No allow_incomplete: the campaign's Act I is a whole game.
  const g = arcs.newGame({ players: 3, seed: 3, firstPlayer: 0, mode: "campaign" });
  assert.equal(g.act, 1);
  for (let p = 0; p < 3; p++) {
    assert.equal(g.fate(p, null), null);
    assert.equal(g.objectiveProgress(p), null);
    assert.equal(typeof g.isRegent(p), "boolean");
  }
  expectError(() => g.fate(3, 0), "INVALID_ARG");
  expectError(() => g.fate(0, 3), "INVALID_ARG");
  expectError(() => g.objectiveProgress(-1), "INVALID_ARG");
  for (let p = 0; p < 3; p++) {
    const hash = g.stateHash();
    g.apply(`p${p} fate 0`);
    const kept = g.fate(p, p);
    assert.equal(typeof kept, "number");
    assert.equal(g.fate(p, null), kept);
    if (p < 2) {
      for (const viewer of [-1, 0, 1, 2].filter((v) => v !== p)) {
        assert.equal(g.fate(p, viewer), "hidden", `p${p} seen by ${viewer}`);
      }
      // The queries change nothing.
      const after = g.stateHash();
      g.fate(p, -1);
      assert.equal(g.stateHash(), after);
      assert.notEqual(after, hash);
    }
  }
  for (let p = 0; p < 3; p++) {
    for (const viewer of [-1, 0, 1, 2]) assert.equal(g.fate(p, viewer), g.fate(p, p));
  }
  g.free();
});

test("the campaign record: Act boundary, saveRecord, recordInfo, newGame from a record", () => {
  const base = arcs.newGame({ players: 2, seed: 1 });
  assert.equal(base.actBoundary, false);
  assert.throws(() => base.saveRecord(), (e) => e.statusName === "UNSUPPORTED" && /only in a campaign/.test(e.message));
  base.free();
  assert.throws(() => arcs.newGame({ players: 3, mode: "campaign", lastAct: 4 }),
    (e) => e.statusName === "BAD_CONFIG" && /last_act/.test(e.message));
  expectError(() => arcs.newGame({ players: 3, lastAct: 1 }), "BAD_CONFIG");

  const g = arcs.newGame({ players: 3, seed: 11, mode: "campaign", lastAct: 1, summitDealLimit: 2 });
  assert.equal(g.act, 1);
  assert.equal(g.actBoundary, false);
  assert.throws(() => g.saveRecord(), (e) => e.statusName === "UNSUPPORTED" && /Act boundary/.test(e.message));
  playRandom(g, 50000, 11);
  assert.ok(g.gameOver);
  assert.equal(g.actBoundary, true);
  const hash = g.stateHash();
  const record = g.saveRecord();
  assert.deepEqual(g.saveRecord(), record);
  assert.equal(g.stateHash(), hash);

  const info = arcs.recordInfo(record);
  assert.deepEqual([info.completedAct, info.nextAct, info.players], [1, 2, 3]);
  assert.deepEqual(info.fates, [0, 1, 2].map((p) => g.fate(p, null)));
  for (const f of info.fates) assert.match(arcs.staticData.cards[f].id, /^ARCS-FATE\d\d$/);

  // Every Fate plays Act II: the next Act starts from the record.
  const next = arcs.newGame({ players: 3, seed: 5, mode: "campaign", record });
  assert.equal(next.act, 2);
  next.free();
  assert.throws(() => arcs.newGame({ players: 3, record }),
    (e) => e.statusName === "BAD_CONFIG" && /ARCS_MODE_CAMPAIGN/.test(e.message));
  assert.throws(() => arcs.newGame({ players: 2, mode: "campaign", record }),
    (e) => e.statusName === "BAD_CONFIG" && /3-player/.test(e.message));
  assert.throws(() => arcs.newGame({ players: 3, mode: "campaign", record: new Uint8Array(0) }),
    (e) => e.statusName === "BAD_CONFIG" && /record_len 0/.test(e.message));
  const damaged = record.slice();
  damaged[damaged.length >> 1] ^= 0x40;
  expectError(() => arcs.recordInfo(damaged), "CORRUPT");
  expectError(() => arcs.newGame({ players: 3, mode: "campaign", record: damaged }), "CORRUPT");
  expectError(() => arcs.recordInfo("text"), "INVALID_ARG");

  // The WebAssembly library is built without json-c: the JSON form is refused clearly.
  const noJson = (e) => e.statusName === "UNSUPPORTED" && /without JSON/.test(e.message);
  assert.throws(() => arcs.recordToJson(record), noJson);
  assert.throws(() => arcs.recordFromJson("{\"schemaVersion\": 1}"), noJson);
  assert.throws(() => arcs.newGame({ players: 3, mode: "campaign", record: "{\"schemaVersion\": 1}" }), noJson);
  g.free();
});

test("a campaign replayed from arcs-play writes the record arcs-play --save-record wrote", () => {
  const play = process.env.ARCS_PLAY;
  assert.ok(play, "ARCS_PLAY names the native arcs-play (scripts/test-web.sh)");
  const dir = mkdtempSync(path.join(tmpdir(), "arcs-web-"));
  try {
    const replay = path.join(dir, "act1.replay");
    const binary = path.join(dir, "act1.record");
    const json = path.join(dir, "act1.json");
    const args = ["--mode", "campaign", "--players", "3", "--seed", "8", "--last-act", "1", "--quiet"];
    execFileSync(play, [...args, "--save-replay", replay, "--save-record", binary]);
    execFileSync(play, [...args, "--save-record", json]);
    const g = arcs.loadReplay(new Uint8Array(readFileSync(replay)));
    assert.ok(g.actBoundary);
    const record = g.saveRecord();
    assert.deepEqual(record, new Uint8Array(readFileSync(binary)));
    const doc = JSON.parse(readFileSync(json, "utf8"));
    const info = arcs.recordInfo(record);
    assert.equal(doc.completedAct, info.completedAct);
    assert.equal(doc.numPlayers, info.players);
    assert.deepEqual(doc.players.map((p) => p.fate), info.fates.map((f) => arcs.staticData.cards[f].id));
    g.free();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a bot chooses one of its seat's legal moves and leaves the game unchanged; bad input is an ArcsError", () => {
  const game = arcs.newGame({ players: 3, seed: 11 });
  playRandom(game, 40, 5);
  const seat = game.currentPlayer;
  const hash = game.stateHash();
  const bots = ["random", "easy", "normal"].map((level) => arcs.newBot({ player: seat, level, seed: 3, playouts: 64 }));
  for (const bot of bots) {
    const text = bot.choose(game);
    assert.ok(game.legalMoves().some((m) => m.text === text), `${bot.level}: ${text} is legal`);
    assert.equal(game.stateHash(), hash, `${bot.level} left the game as it was`);
  }
  // The same level, seed and playouts: the same move.
  const again = arcs.newBot({ player: seat, level: "normal", seed: 3, playouts: 64 });
  assert.equal(again.choose(game), arcs.newBot({ player: seat, level: "normal", seed: 3, playouts: 64 }).choose(game));
  const other = arcs.newBot({ player: (seat + 1) % 3, level: "easy" });
  expectError(() => other.choose(game), "WRONG_PLAYER");
  assert.throws(() => other.choose(game), /decides now/);
  expectError(() => arcs.newBot({ player: 0, level: "grandmaster" }), "BAD_CONFIG");
  expectError(() => arcs.newBot({ player: 7, level: "easy" }), "BAD_CONFIG");
  expectError(() => arcs.newBot({ player: 0, level: "easy", seed: -1 }), "INVALID_ARG");
  for (const bot of [...bots, again, other]) bot.free();
  assert.throws(() => again.choose(game), /freed/);
  assert.equal(game.stateHash(), hash);
  game.free();
});
