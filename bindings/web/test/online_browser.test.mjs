// Online play in headless chromium: arcs-server (ARCS_SERVER, with a SQLite
// file and the built page as its --site) on 127.0.0.1, two browser contexts
// as the two seats of one game. One creates the game on the page and sends
// the other seat's invite link; both play moves; one reloads and finds its
// seat again (this browser's store); the server is stopped and started again
// on the same database mid-game and the game goes on. Neither context's page
// nor its network traffic ever holds the other seat's hand.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
const site = process.env.ARCS_WEB_SITE ?? path.resolve(here, "../../../build-web/site");
const serverBin = process.env.ARCS_SERVER ?? path.resolve(here, "../../rust/target/debug/arcs-server");
const data = JSON.parse(readFileSync(path.join(site, "arcs-data.json"), "utf8"));
const cardName = (c) => data.action_cards[c]?.name ?? `card ${c}`;

let browser;
let tmp;
let port;
let server;

/** A free port on 127.0.0.1 (the server is started on it twice). */
const freePort = () => new Promise((resolve, reject) => {
  const s = createServer();
  s.listen(0, "127.0.0.1", () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
  s.on("error", reject);
});

/** Start arcs-server on `port` with the test's database; resolves once /healthz answers. */
async function startServer() {
  const proc = spawn(serverBin, ["--db", path.join(tmp, "games.sqlite"), "--listen", `127.0.0.1:${port}`, "--site", site],
    { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  proc.stdout.on("data", (d) => { out += d; });
  proc.stderr.on("data", (d) => { out += d; });
  proc.output = () => out;
  for (let i = 0; i < 200; i++) {
    if (proc.exitCode !== null) throw new Error(`arcs-server exited (${proc.exitCode}): ${out}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (r.ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`arcs-server did not answer /healthz: ${out}`);
}

async function stopServer(proc) {
  if (proc.exitCode !== null) return;
  const gone = new Promise((r) => proc.on("exit", r));
  proc.kill("SIGTERM");
  await gone;
}

before(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), "arcs-online-"));
  port = await freePort();
  server = await startServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
});

after(async () => {
  if (browser) await browser.close();
  if (server) await stopServer(server);
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/**
 * A browser context (its own storage, as another person's browser) with a
 * page whose WebSocket frames and HTTP bodies received are all recorded.
 */
async function openSeat() {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1200 } });
  const page = await context.newPage();
  const traffic = [];
  const errors = [];
  page.on("websocket", (ws) => ws.on("framereceived", (f) => traffic.push(String(f.payload))));
  page.on("response", async (r) => {
    try {
      if (r.url().includes("/games")) traffic.push(await r.text());
    } catch {
      // a body gone with a reload
    }
  });
  page.on("pageerror", (err) => errors.push(String(err)));
  return { context, page, traffic, errors };
}

/** POST /games on the server (the answer: the id and every seat's token). */
async function createOnServer(request) {
  const r = await fetch(`http://127.0.0.1:${port}/games`, {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(request),
  });
  assert.equal(r.status, 201, await r.clone().text());
  return r.json();
}

/** Wait until the page shows the game at `n` moves or more. */
async function waitMoves(page, n) {
  await page.waitForFunction((k) => Number(document.getElementById("status").dataset.movesPlayed) >= k, n,
    { timeout: 30000 });
}

/** The seat views the page received (WebSocket "view" frames). */
const viewsIn = (traffic) => traffic.flatMap((t) => {
  try {
    const m = JSON.parse(t);
    return m.type === "view" ? [m.view] : m.seat !== undefined && m.view ? [m] : [];
  } catch {
    return [];
  }
});

/** Play one move on whichever of the pages has the decision: its first move button. */
async function playOne(seats, server) {
  const before = (await (await fetch(`http://127.0.0.1:${port}/games/${seats.id}`)).json()).moves_played;
  for (const s of seats.list) {
    const button = s.page.locator("#moves button.move:not([disabled])").first();
    if (await button.count()) {
      await button.click();
      await waitMoves(seats.list[0].page, before + 1);
      await waitMoves(seats.list[1].page, before + 1);
      return before + 1;
    }
  }
  throw new Error(`no page has a move at ${before} moves: ${server.output().slice(-2000)}`);
}

test("two seats online: create, invite, play, reload, server restart, no hand leaks", async () => {
  const a = await openSeat();
  await a.page.goto(`http://127.0.0.1:${port}/`);
  await a.page.waitForSelector("body[data-ready='1']", { timeout: 30000 });
  assert.ok(await a.page.locator("#tab-online").isVisible(), "the Online tab, served by arcs-server");
  await a.page.click("#tab-online");
  await a.page.selectOption("#online-players", "2");
  await a.page.selectOption("#online-setup", "ARCS-2SETUP03"); // 2p Homelands
  await a.page.fill("#online-seed", "11");
  await a.page.click("#online-create");
  await a.page.waitForSelector("#online-links input.invite[data-seat='1']");
  const invite = await a.page.locator("#online-links input.invite[data-seat='1']").inputValue();
  assert.match(invite, /\?game=\d+&seat=1#token=[0-9a-f]{32}$/);
  const id = Number(/game=(\d+)/.exec(invite)[1]);
  await waitMoves(a.page, 0);
  assert.match(await a.page.locator("#status").textContent(), /^2p Homelands, chapter 1\./);
  // The token left the address bar (it is in this browser's store).
  assert.ok(!a.page.url().includes("token"), a.page.url());

  const b = await openSeat();
  await b.page.goto(invite);
  await b.page.waitForSelector("body[data-ready='1']", { timeout: 30000 });
  await waitMoves(b.page, 0);
  assert.match(await b.page.locator("#online-who").textContent(), /Game \d+, you are Player 2/);
  assert.ok(!b.page.url().includes("token"), b.page.url());

  // B's hand before any card is played: no context but B's may ever hold it.
  const firstViewB = viewsIn(b.traffic).at(-1);
  const handB = firstViewB.view.player[1].hand.map(cardName);
  assert.equal(handB.length, firstViewB.view.player[1].hand_count);
  assert.ok(handB.length > 0);
  const firstViewA = viewsIn(a.traffic).at(-1);
  const handA = firstViewA.view.player[0].hand.map(cardName);

  const seats = { id, list: [a, b] };
  let n = 0;
  for (let i = 0; i < 6; i++) n = await playOne(seats, server);

  // B reloads: the seat comes back from this browser's store, the game as it was.
  await b.page.reload();
  await b.page.waitForSelector("body[data-ready='1']", { timeout: 30000 });
  await waitMoves(b.page, n);
  assert.match(await b.page.locator("#online-who").textContent(), /you are Player 2/);
  for (let i = 0; i < 4; i++) n = await playOne(seats, server);

  // The server stops and starts again on the same database: both pages reconnect, the game goes on.
  const hashBefore = (await (await fetch(`http://127.0.0.1:${port}/games/${id}`)).json()).moves_played;
  await stopServer(server);
  await a.page.waitForSelector("#online-status:not([hidden])", { timeout: 10000 });
  server = await startServer();
  const back = await (await fetch(`http://127.0.0.1:${port}/games/${id}`)).json();
  assert.equal(back.moves_played, hashBefore, "the game came back with every move");
  await a.page.waitForSelector("#online-status[hidden]", { state: "attached", timeout: 20000 });
  await b.page.waitForSelector("#online-status[hidden]", { state: "attached", timeout: 20000 });
  for (let i = 0; i < 6; i++) n = await playOne(seats, server);
  assert.ok(n >= 16);

  // Hidden information. Every view A received hides B's hand and the other way round.
  for (const [me, other, who] of [[a, 1, "A"], [b, 0, "B"]]) {
    const views = viewsIn(me.traffic);
    assert.ok(views.length > 10, `${who} received views`);
    for (const v of views) {
      const p = v.view.player[other];
      assert.ok(!p.hand_visible && p.hand.length === 0, `${who} saw a Rival's hand: ${JSON.stringify(p.hand)}`);
      const o = v.observation.players?.[other];
      if (o) assert.deepEqual(o.hand ?? [], [], `${who}'s observation holds a Rival's hand`);
    }
  }
  // The cards each seat held before any card was played, and that no public
  // log line or view has named since, never reach the other context.
  const pub = await (await fetch(`http://127.0.0.1:${port}/games/${id}`)).json();
  const publicText = JSON.stringify(pub.log) + JSON.stringify(pub.view);
  const secretB = handB.filter((c) => !publicText.includes(c));
  const secretA = handA.filter((c) => !publicText.includes(c));
  assert.ok(secretB.length > 0 && secretA.length > 0, "some cards stayed hidden");
  const domA = await a.page.content();
  const domB = await b.page.content();
  for (const c of secretB) {
    assert.ok(!domA.includes(c), `A's page shows B's ${c}`);
    assert.ok(!a.traffic.some((t) => t.includes(c)), `A's traffic holds B's ${c}`);
  }
  for (const c of secretA) {
    assert.ok(!domB.includes(c), `B's page shows A's ${c}`);
    assert.ok(!b.traffic.some((t) => t.includes(c)), `B's traffic holds A's ${c}`);
  }
  // No token in any page's address, and no console error.
  for (const s of [a, b]) {
    assert.ok(!s.page.url().includes("token"));
    assert.deepEqual(s.errors, []);
  }
  await a.context.close();
  await b.context.close();
});

test("a wrong token is refused on the page, once, with the server's reason", async () => {
  const c = await openSeat();
  const made = await createOnServer({ players: 2, seed: 3 });
  await c.page.goto(`http://127.0.0.1:${port}/?game=${made.id}&seat=0#token=${"0".repeat(32)}`);
  await c.page.waitForSelector("#error:not([hidden])", { timeout: 20000 });
  assert.match(await c.page.locator("#error").textContent(), /cannot join game \d+ as Player 1/);
  await c.context.close();
});

test("a spectator sees the public view and no move buttons", async () => {
  const c = await openSeat();
  const made = await createOnServer({ players: 3, seed: 5 });
  await c.page.goto(`http://127.0.0.1:${port}/?game=${made.id}&spectate`);
  await waitMoves(c.page, 0);
  assert.match(await c.page.locator("#online-who").textContent(), /you are a spectator/);
  assert.equal(await c.page.locator("#moves button.move").count(), 0);
  for (const v of viewsIn(c.traffic)) {
    for (const p of v.view.player) assert.equal(p.hand.length, 0);
  }
  await c.context.close();
});

test("a finished game: the page shows the result, links the replay and opens it in the replay viewer", async () => {
  const api = `http://127.0.0.1:${port}`;
  const made = await createOnServer({ players: 2, seed: 8, bots: [{ seat: 1, level: "random" }] });
  // Seat 0's moves through the HTTP API (a seeded pick), the bot's by the server, to the end.
  let s = 8;
  const pick = (n) => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s % n; };
  const seat0 = `${api}/games/${made.id}/seats/0`;
  const token = `token=${made.tokens[0]}`;
  for (let i = 0; i < 20000; i++) {
    const v = await (await fetch(`${seat0}?${token}&log_from=1000000000`)).json();
    if (v.over) break;
    if (v.to_move !== 0 || v.legal_moves.length === 0) {
      await new Promise((r) => setTimeout(r, 5));
      continue;
    }
    const r = await fetch(`${seat0}/moves?${token}`, {
      method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ move: v.legal_moves[pick(v.legal_moves.length)] }),
    });
    assert.ok(r.ok || r.status === 409, `move refused: ${r.status} ${await r.text()}`);
  }
  const end = await (await fetch(`${api}/games/${made.id}`)).json();
  assert.equal(end.over, true, "the game reached its end");

  const c = await openSeat();
  await c.page.goto(`${api}/?game=${made.id}&seat=0#token=${made.tokens[0]}`);
  await c.page.waitForSelector("#status[data-game-over='1']", { timeout: 30000 });
  assert.match(await c.page.locator("#status").textContent(), /^Game over after chapter \d: Player \d( \(you\))? wins/);
  assert.ok(await c.page.locator("#replay-links").isVisible());
  assert.equal(await c.page.locator("#download-replay").getAttribute("href"), `games/${made.id}/replay`);
  await c.page.click("#open-online-replay");
  await c.page.waitForSelector("body[data-mode='replay']");
  assert.match(await c.page.locator("#replay-info").textContent(), new RegExp(`2 players, ${end.moves_played} moves`));
  // A finished game's replay may be seen by every seat and the public.
  assert.equal(await c.page.locator("#replay-seat option").count(), 3);
  assert.deepEqual(c.errors, []);
  await c.context.close();
});
