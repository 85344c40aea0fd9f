// The page's online client (web/online.mjs) under Node, against a fake
// WebSocket and fetch: the address and invite links (the token only in the
// fragment and this browser's store), the log rebuilt from the server's
// views, one move in flight at a time, reconnection after a lost
// connection, and no retry when the server refuses the seat.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const site = process.env.ARCS_WEB_SITE ?? path.resolve(here, "../../../build-web/site");
const { onlineTarget, inviteLinks, keepToken, OnlineGame, remoteGame, findServer } =
  await import(path.join(site, "online.mjs"));

const TOKEN = "0123456789abcdef0123456789abcdef";
const memory = () => {
  const m = new Map();
  return { getItem: (k) => (m.has(k) ? m.get(k) : null), setItem: (k, v) => m.set(k, String(v)), m };
};
const loc = (search, hash = "") => ({ search, hash, protocol: "http:", host: "127.0.0.1:8080", pathname: "/" });

test("the address: a seat with its token in the fragment, a spectator, nothing", () => {
  const store = memory();
  assert.deepEqual(onlineTarget(loc("?game=7&seat=1", `#token=${TOKEN}`), store), { game: 7, seat: 1, token: TOKEN });
  assert.deepEqual(onlineTarget(loc("?game=7&seat=1"), store), { game: 7, seat: 1, token: null });
  keepToken(store, 7, 1, TOKEN);
  assert.deepEqual(onlineTarget(loc("?game=7&seat=1"), store), { game: 7, seat: 1, token: TOKEN });
  assert.deepEqual(onlineTarget(loc("?game=7&spectate"), store), { game: 7, seat: -1, token: null });
  assert.equal(onlineTarget(loc("?players=3"), store), null);
  assert.equal(onlineTarget(loc("?game=x&seat=1"), store), null);
  assert.equal(onlineTarget(loc("?game=7&seat=9"), store), null);
});

test("invite links: the token only after #, none for a bot's seat", () => {
  const links = inviteLinks("http://h:1/", { id: 3, tokens: ["a".repeat(32), "b".repeat(32), "c".repeat(32)] }, [1]);
  assert.deepEqual(links.seats.map((s) => s.seat), [0, 2]);
  for (const s of links.seats) {
    const u = new URL(s.url);
    assert.equal(u.search, `?game=3&seat=${s.seat}`);
    assert.equal(u.hash, `#token=${"abc"[s.seat].repeat(32)}`);
  }
  assert.equal(links.spectate, "http://h:1/?game=3&spectate");
  assert.ok(!links.spectate.includes("token"));
});

/** A fake WebSocket: records what is sent; the test opens, delivers and closes. */
class FakeSocket {
  static all = [];
  constructor(url) {
    this.url = url;
    this.sent = [];
    this.readyState = 0;
    FakeSocket.all.push(this);
  }
  open() { this.readyState = 1; this.onopen?.(); }
  deliver(msg) { this.onmessage?.({ data: JSON.stringify(msg) }); }
  send(text) { this.sent.push(JSON.parse(text)); }
  close() { this.readyState = 3; this.onclose?.({ code: 1006 }); }
}

const view = (movesPlayed, logStart, log, extra = {}) => ({
  type: "view",
  view: { game: 5, seat: 0, moves_played: movesPlayed, to_move: 0, over: false, winner: null, act: null,
    legal_moves: ["p0 pass"], labels: ["Pass"], view: { chapter: 1 }, observation: {}, log_start: logStart, log, ...extra },
});

test("a seat's connection: the log grows from the views, one move at a time, reconnects", async () => {
  FakeSocket.all = [];
  const seen = [];
  const statuses = [];
  const g = new OnlineGame({ game: 5, seat: 0, token: TOKEN },
    { onView: (v, log) => seen.push([v.moves_played, log.map((e) => e.text)]), onStatus: (s) => statuses.push(s) },
    FakeSocket, loc(""));
  const ws = FakeSocket.all[0];
  assert.equal(ws.url, `ws://127.0.0.1:8080/games/5/seats/0/ws?token=${TOKEN}`);
  ws.open();
  ws.deliver(view(1, 0, [{ text: "Setup", outcomes: [] }, { text: "Player 1: Pass", outcomes: [] }]));
  assert.deepEqual(seen.at(-1), [1, ["Setup", "Player 1: Pass"]]);
  assert.equal(g.play("p0 pass"), true);
  assert.equal(g.play("p0 pass"), false, "a second move while the first is unanswered");
  assert.deepEqual(ws.sent, [{ move: "p0 pass" }]);
  ws.deliver(view(2, 2, [{ text: "Player 1: Pass", outcomes: ["x"] }]));
  assert.deepEqual(seen.at(-1), [2, ["Setup", "Player 1: Pass", "Player 1: Pass"]]);
  assert.equal(g.play("p0 pass"), true, "answered: the next move may go");
  ws.deliver({ type: "error", error: "illegal move" });
  assert.equal(g.sent, null);
  // Lost: a new socket after a short delay; the server sends the whole log again.
  ws.close();
  assert.match(statuses.at(-1), /reconnecting/);
  await new Promise((r) => setTimeout(r, 400));
  assert.equal(FakeSocket.all.length, 2);
  const ws2 = FakeSocket.all[1];
  ws2.open();
  ws2.deliver(view(2, 0, [{ text: "Setup", outcomes: [] }, { text: "Player 1: Pass", outcomes: [] },
    { text: "Player 1: Pass", outcomes: ["x"] }]));
  assert.deepEqual(seen.at(-1), [2, ["Setup", "Player 1: Pass", "Player 1: Pass"]]);
  assert.equal(statuses.at(-1), "");
  g.close();
});

test("a refused seat is said once, with no retry", async () => {
  FakeSocket.all = [];
  const errors = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = async () => new Response(JSON.stringify({ error: "wrong token for seat 1" }), { status: 403 });
  try {
    new OnlineGame({ game: 5, seat: 1, token: "bad" }, { onError: (e) => errors.push(e) }, FakeSocket, loc(""));
    FakeSocket.all[0].close();
    await new Promise((r) => setTimeout(r, 700));
    assert.equal(FakeSocket.all.length, 1);
    assert.equal(errors.length, 1);
    assert.match(errors[0], /cannot join game 5 as Player 2: wrong token/);
  } finally {
    globalThis.fetch = realFetch;
  }
});

test("a spectator's socket and the remote game the drawing reads", async () => {
  FakeSocket.all = [];
  const g = new OnlineGame({ game: 9, seat: -1, token: null }, {}, FakeSocket, loc(""));
  assert.equal(FakeSocket.all[0].url, "ws://127.0.0.1:8080/games/9/ws");
  assert.equal(g.play("p0 pass"), false);
  g.close();
  const r = remoteGame(view(3, 0, []).view);
  assert.equal(r.currentPlayer, 0);
  assert.equal(r.act, -1);
  assert.deepEqual(r.legalMoves(), [{ text: "p0 pass", label: "Pass" }]);
  assert.deepEqual(r.view(), { chapter: 1 });
  assert.equal(await findServer(async () => new Response("<html>", { status: 404 })), null);
  assert.equal(await findServer(async () => new Response('{"server":false}')), null);
  assert.deepEqual(await findServer(async () => new Response('{"server":true,"version":"1"}')), { server: true, version: "1" });
});
