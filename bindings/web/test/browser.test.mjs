// The page in a headless browser: Debian's chromium driven by playwright-core,
// the site served by a plain static server on 127.0.0.1. Plays by clicking
// legal moves (in the list and on the board) until the game ends or for a
// bounded number of clicks, checks undo, the replay viewer on an arcs-play
// replay, that Rivals' hands stay hidden (also in a replay saved mid-game),
// a campaign game with Event and Faithful cards in hand, a campaign game's
// pieces, titles, Council and Act against the view (with card text on hover
// and no Rival's secret on the board), an undrawable view shown as an error,
// the Leaders & Lore draft with each card's text, the log's outcomes (the
// engine's lines) with no Rival's hidden card in them, a saved game with
// Flagships continued (the Flagships and their boards against the view, a
// repair by a click on the board),
// and that nothing was logged as an error. Leaves a screenshot in build-web/ for a person to look at.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import protobuf from "protobufjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const site = process.env.ARCS_WEB_SITE ?? path.resolve(here, "../../../build-web/site");
const shots = path.resolve(site, "..");
const MAX_CLICKS = Number(process.env.ARCS_WEB_CLICKS ?? 200);
const { loadArcs } = await import(path.join(site, "arcs.mjs"));
const arcs = await loadArcs({ protobuf });

let server;
let base;
let browser;
let tmp;

before(async () => {
  server = spawn("python3", ["-u", "-m", "http.server", "--bind", "127.0.0.1", "--directory", site, "0"],
    { stdio: ["ignore", "pipe", "pipe"] });
  base = await new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => reject(new Error(`static server did not start: ${seen}`)), 10000);
    server.stdout.on("data", (d) => {
      seen += d;
      const m = /port (\d+)/.exec(seen);
      if (m) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    });
    server.on("exit", (code) => reject(new Error(`static server exited (${code}): ${seen}`)));
  });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  tmp = mkdtempSync(path.join(tmpdir(), "arcs-web-browser-"));
});

after(async () => {
  if (browser) await browser.close();
  if (server) server.kill();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** A page whose console errors and uncaught exceptions are collected. */
async function openPage(query) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1300 } });
  const errors = [];
  page.on("console", (msg) => { if (msg.type() === "error") errors.push(msg.text()); });
  page.on("pageerror", (err) => errors.push(String(err)));
  page.on("requestfailed", (req) => errors.push(`request failed: ${req.url()}`));
  await page.goto(`${base}/${query}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 20000 });
  return { page, errors };
}

/** No console error and no error shown on the page. */
async function assertNoErrors(page, errors) {
  assert.deepEqual(errors, []);
  assert.ok(await page.locator("#error").isHidden(), await page.locator("#error").textContent());
}

/** Seeded choices of which listed move to click. */
function clicker(seed) {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

async function clickSomeMove(page, next) {
  const buttons = page.locator("#moves button.move");
  const n = await buttons.count();
  assert.ok(n > 0, "the pending decision is offered while the game goes on");
  await buttons.nth(Math.floor(next() * n)).click();
}

const moveTexts = (page) => page.$$eval("#moves button.move", (bs) => bs.map((b) => b.dataset.move));

test("plays by clicking, with undo, and shows only the player's own hand", async () => {
  const { page, errors } = await openPage("?players=3&seed=7&seat=0");
  // Opens straight onto a new game: the map with its 24 systems, 3 player boards.
  assert.equal(await page.locator("#map g.system").count(), 24);
  for (const name of ["1-gate", "2-hex", "3-arrow", "6-crescent"]) {
    assert.equal(await page.locator(`#map [data-target='sys:${name}']`).count(), 1, name);
  }
  assert.equal(await page.locator("#players .board").count(), 3);
  assert.equal(await page.locator("#map g.ambition").count(), 5);
  assert.ok((await page.locator("#court g.courtcard").count()) > 0);

  // Undo puts the same choices back.
  const first = await moveTexts(page);
  assert.ok(first.length > 0, "the person decides first or after the bots");
  await page.locator("#moves button.move").first().click();
  await page.locator("#undo").click();
  assert.deepEqual(await moveTexts(page), first);
  assert.ok(await page.locator("#undo").isDisabled());

  let clicks = 0;
  let mapClicks = 0;
  let seed = 12345;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  while (clicks < MAX_CLICKS) {
    if ((await page.locator("#status").getAttribute("data-game-over")) === "1") break;
    // Rivals' hands are counts; the person's hand is shown card by card.
    assert.equal(await page.locator(".board[data-seat='1'] .hand").count(), 0);
    assert.equal(await page.locator(".board[data-seat='0'] .hand").count(), 1);
    // Now and then a thing on the board that legal moves name (a system, a
    // card in hand, a Court card, an ambition): one move applies, several
    // filter the list.
    const targets = page.locator(clicks % 2 ? "#map g.system.target" : "#players .target, #court .target, #map g.ambition.target");
    if (clicks % 5 === 4 && (await targets.count()) > 0) {
      await targets.first().click();
      mapClicks++;
      clicks++;
      continue;
    }
    const buttons = page.locator("#moves button.move");
    const n = await buttons.count();
    assert.ok(n > 0, "legal moves are offered while the game goes on");
    await buttons.nth(Math.floor(next() * n)).click();
    clicks++;
  }
  const over = (await page.locator("#status").getAttribute("data-game-over")) === "1";
  assert.ok(over || clicks === MAX_CLICKS);
  assert.ok(mapClicks > 0, "moves were also played on the board");
  if (over) assert.match(await page.locator("#status").textContent(), /Game over/);
  await page.screenshot({ path: path.join(shots, "screenshot-play.png"), fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});

test("the replay viewer opens an arcs-play replay and steps forward and back", async () => {
  const play = process.env.ARCS_PLAY;
  assert.ok(play, "ARCS_PLAY names the native arcs-play program (scripts/test-web.sh)");
  const file = path.join(tmp, "game.replay");
  execFileSync(play, ["--players", "4", "--seed", "3", "--quiet", "--save-replay", file]);
  const { page, errors } = await openPage("");
  await page.locator("#tab-replay").click();
  await page.setInputFiles("#replay-file", file);
  await page.waitForFunction(() => /move 0 of \d+/.test(document.getElementById("replay-step").textContent));
  const total = Number(/of (\d+)/.exec(await page.locator("#replay-step").textContent())[1]);
  assert.ok(total > 100);
  assert.match(await page.locator("#replay-info").textContent(), /4 players/);
  for (let i = 0; i < 5; i++) await page.locator("#replay-forward").click();
  assert.equal(await page.locator("#replay-step").textContent(), `move 5 of ${total}`);
  await page.locator("#replay-back").click();
  assert.equal(await page.locator("#replay-step").textContent(), `move 4 of ${total}`);
  assert.equal(await page.locator("#replay-moves li.current").count(), 1);
  await page.locator("#replay-last").click();
  assert.equal(await page.locator("#replay-step").textContent(), `move ${total} of ${total}`);
  assert.match(await page.locator("#status").textContent(), /Game over/);
  // The moves stepped over list their outcomes (the engine's log lines): the last chapter's scoring.
  const outcomes = await page.locator("#replay-moves li.outcome").allTextContents();
  assert.ok(outcomes.some((t) => /scores|Power/.test(t)), outcomes.join("\n"));
  assert.ok(outcomes.every((t) => !/\b[A-Z][a-z]+-\d+\b/.test(t)), "the public view is shown no line naming an action card");
  // The public view shows no hand; a seat's view shows that seat's only.
  assert.equal(await page.locator("#players .hand").count(), 0);
  await page.selectOption("#replay-seat", "2");
  assert.equal(await page.locator("#players .hand").count(), 1);
  assert.equal(await page.locator(".board[data-seat='2'] .hand").count(), 1);
  await page.locator("#replay-first").click();
  assert.equal(await page.locator("#replay-step").textContent(), `move 0 of ${total}`);
  await page.screenshot({ path: path.join(shots, "screenshot-replay.png"), fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});

test("play areas: the leaders and lore drafted, and the campaign's Fates, are drawn", async () => {
  const { page, errors } = await openPage("?players=2&seed=3&seat=0&mode=leaders-lore");
  for (let i = 0; i < 20 && (await page.locator("#players .pcard.leader").count()) < 2; i++) {
    await page.locator("#moves button.move").first().click();
  }
  assert.equal(await page.locator("#players .pcard.leader").count(), 2, "both leaders on the boards");
  assert.equal(await page.locator("#players .pcard.lore").count(), 2, "one lore card each");
  await page.screenshot({ path: path.join(shots, "screenshot-leaders-lore.png"), fullPage: true });
  // The campaign opens on the Fate choice: the person's two Fates face up,
  // the Rival's face down.
  await page.selectOption("#game-mode", "campaign");
  await page.locator("#new-game").click();
  assert.equal(await page.locator(".board[data-seat='0'] .pcard.fate:not(.facedown)").count(), 2);
  assert.equal(await page.locator(".board[data-seat='1'] .pcard.fate:not(.facedown)").count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

for (const { players, seed, faithful } of [{ players: 2, seed: 1, faithful: true }, { players: 3, seed: 3, faithful: false }]) {
  test(`a campaign game by clicking (${players} players, seed ${seed}): Event${faithful ? " and Faithful" : ""} cards in hand are drawn and played on`, async () => {
    // Seeded: Player 1 is dealt an Event card (and with seed 1 a Faithful card).
    const { page, errors } = await openPage(`?players=${players}&seed=${seed}&seat=0&mode=campaign`);
    const hand = page.locator(".board[data-seat='0'] .hand .acard");
    const next = clicker(12345);
    let clicks = 0;
    const holds = async (re) => (await hand.allTextContents()).some((t) => re.test(t));
    while (clicks < 120 && !(await holds(/^Event-\d$/) && (!faithful || await holds(/^Faithful-\d$/)))) {
      await clickSomeMove(page, next);
      clicks++;
    }
    assert.ok(await holds(/^Event-\d$/), `an Event card in hand after ${clicks} clicks`);
    if (faithful) assert.ok(await holds(/^Faithful-\d$/), "and a Faithful card");
    if (faithful) await page.screenshot({ path: path.join(shots, "screenshot-campaign.png"), fullPage: true });
    // The Free States' cities are drawn and named.
    assert.ok((await page.locator("#map .building[data-owner='4']").count()) > 0, "Free cities on the map");
    assert.match(await page.locator("#legend").textContent(), /the Free States' buildings/);
    // Play on: the pending decision stays on the page; an Event card that a
    // legal move plays is played by clicking it in the hand.
    let eventClicks = 0;
    for (let i = 0; i < 40; i++) {
      if ((await page.locator("#status").getAttribute("data-game-over")) === "1") break;
      const event = hand.filter({ hasText: /^Event-\d$/ }).and(page.locator(".target"));
      if ((await event.count()) > 0) {
        await event.first().click();
        eventClicks++;
      } else {
        await clickSomeMove(page, next);
      }
    }
    assert.ok(eventClicks > 0, "an Event card was clicked in the hand");
    assert.match(await page.locator("#log").textContent(), /Player 1: Play Event-\d, mirroring the lead card/);
    assert.ok((await page.locator("#moves button.move").count()) > 0);
    await assertNoErrors(page, errors);
    await page.close();
  });
}

test("a view the page cannot draw shows an error on the page, not a freeze", async () => {
  // Static data listing only the first 10 action cards: the opening hand
  // holds cards it cannot describe.
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (err) => errors.push(String(err)));
  await page.route("**/arcs-data.json", async (route) => {
    const json = await (await route.fetch()).json();
    json.action_cards = json.action_cards.slice(0, 10);
    await route.fulfill({ json });
  });
  await page.goto(`${base}/?players=3&seed=7&seat=0`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 20000 });
  assert.ok(await page.locator("#error").isVisible());
  assert.match(await page.locator("#error").textContent(), /action card \d+, which the static data/);
  assert.deepEqual(errors, [], "caught and shown, not thrown");
  await page.screenshot({ path: path.join(shots, "screenshot-error.png") });
  await page.close();
});

test("the replay viewer on a replay saved mid-game shows the saving seat only", async () => {
  const { page, errors } = await openPage("?players=3&seed=5&seat=0&mode=campaign");
  const next = clicker(777);
  for (let i = 0; i < 12; i++) await clickSomeMove(page, next);
  const [download] = await Promise.all([page.waitForEvent("download"), page.locator("#save-replay").click()]);
  assert.equal(download.suggestedFilename(), "arcs-5-p1.replay");
  const saved = path.join(tmp, download.suggestedFilename());
  await download.saveAs(saved);
  const renamed = path.join(tmp, "arcs-5-p2.replay");
  const anonymous = path.join(tmp, "elsewhere.replay");
  copyFileSync(saved, renamed);
  copyFileSync(saved, anonymous);
  await page.locator("#tab-replay").click();

  const rivalsHidden = async () => {
    assert.equal(await page.locator("#players .board[data-seat='1'] .hand").count(), 0);
    assert.equal(await page.locator("#players .board[data-seat='2'] .hand").count(), 0);
    for (const seat of [1, 2]) {
      assert.match(await page.locator(`#players .board[data-seat='${seat}']`).textContent(), /Hand: \d+ cards?/);
    }
  };
  // The file records the seat it was saved for (Replay.saved_for): as saved,
  // renamed to name another seat, and renamed to name none, in a browser that
  // does not remember saving it, it opens as Player 1 sees it, no other seat
  // offered.
  assert.equal(arcs.replayHeader(new Uint8Array(readFileSync(saved))).savedFor, 0);
  await page.evaluate(() => localStorage.clear());
  for (const file of [saved, renamed, anonymous]) {
    await page.setInputFiles("#replay-file", file);
    await page.waitForFunction(() => /move 0 of \d+/.test(document.getElementById("replay-step").textContent));
    assert.deepEqual(await page.locator("#replay-seat option").evaluateAll((os) => os.map((o) => o.value)), ["0"]);
    assert.ok(await page.locator("#replay-seat").isDisabled());
    assert.match(await page.locator("#replay-info").textContent(), /Saved for Player 1 during the game: shown as Player 1 sees it/);
    const total = Number(/of (\d+)/.exec(await page.locator("#replay-step").textContent())[1]);
    for (let i = 0; i <= total; i += 7) {
      await page.locator("#replay-slider").fill(String(i));
      await rivalsHidden();
      assert.equal(await page.locator("#players .board[data-seat='0'] .hand").count(), 1);
    }
    await page.locator("#replay-last").click();
    await rivalsHidden();
    // The outcomes listed: a line naming an action card names the saver first.
    const outcomes = await page.locator("#replay-moves li.outcome").allTextContents();
    assert.ok(outcomes.length > 0, "the moves' outcomes listed");
    for (const t of outcomes.filter((o) => /\b[A-Z][a-z]+-\d+\b/.test(o))) assert.match(t, /^[^]*?Player 1\b/, t);
  }
  await page.screenshot({ path: path.join(shots, "screenshot-replay-mid-game.png"), fullPage: true });
  // The loaded game itself refuses a Rival's view.
  const loaded = arcs.loadReplay(new Uint8Array(readFileSync(renamed)));
  assert.equal(loaded.savedFor, 0);
  assert.throws(() => loaded.view(1), /saved for Player 1/);
  loaded.free();
  await assertNoErrors(page, errors);
  await page.close();
});

/**
 * The page's game as it stands, re-read from its "Save replay" download (the
 * whole truth, for checks: the replay, saved for the page's seat, shows that
 * seat only, so the checks read its state).
 */
async function pageGame(page) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.locator("#save-replay").click()]);
  const file = path.join(tmp, `state-${Date.now()}.replay`);
  await download.saveAs(file);
  const seatOnly = arcs.loadReplay(new Uint8Array(readFileSync(file)));
  const g = arcs.loadState(seatOnly.saveState());
  seatOnly.free();
  return g;
}

/** The board's markup (map, Court, campaign panel, player boards): what a seat reads, the log aside. */
const boardMarkup = (page) => page.evaluate(() =>
  ["map", "court", "campaign", "players"].map((id) => document.getElementById(id).outerHTML).join(""));

/** No Rival's hand card or hidden Fate of `seat`'s Rivals anywhere on the board. */
async function assertNoRivalSecrets(page, game, seat) {
  const html = await boardMarkup(page);
  const mine = game.view(seat);
  for (let r = 0; r < game.numPlayers; r++) {
    if (r === seat) continue;
    const own = game.view(r).player[r];
    for (const c of own.hand) {
      const name = arcs.staticData.action_cards[c].name;
      assert.ok(!html.includes(`>${name}<`) && !html.includes(`data-tip-name="${name}"`), `Player ${r + 1}'s ${name} shown to Player ${seat + 1}`);
    }
    own.fate_dealt.forEach((c, i) => {
      if (c < 0) return;
      const shown = mine.player[r].fate === c; // kept and revealed
      const { id, name } = arcs.staticData.cards[c];
      if (!shown) {
        assert.ok(!html.includes(id) && !html.includes(`>${name}<`), `Player ${r + 1}'s dealt Fate ${i} (${name}) shown to Player ${seat + 1}`);
      }
    });
  }
}

test("a campaign game draws Imperial ships, Blight, Free cities, titles, the Council and the Act as the view counts them; card text on hover; no Rival's secrets", async () => {
  const { page, errors } = await openPage("?players=3&seed=5&seat=0&mode=campaign");
  // The Fate choice: every Fate dealt, none revealed.
  let g = await pageGame(page);
  await assertNoRivalSecrets(page, g, 0);
  g.free();
  const next = clicker(4242);
  for (let i = 0; i < 30; i++) await clickSomeMove(page, next);
  g = await pageGame(page);
  await assertNoRivalSecrets(page, g, 0);
  const v = g.view(0);
  const sum = (f) => v.systems.reduce((n, s) => n + f(s), 0);
  const drawn = (owner, attr) => page.$$eval(`#map g.ships[data-owner='${owner}']`,
    (gs, a) => gs.reduce((n, x) => n + Number(x.dataset[a]), 0), attr);
  const EMPIRE = 5;
  const BLIGHT = 6;
  for (const [owner, what] of [[EMPIRE, "Imperial ships"], [BLIGHT, "Blight"]]) {
    assert.equal(await drawn(owner, "fresh"), sum((s) => s.fresh[owner]), `fresh ${what}`);
    assert.equal(await drawn(owner, "damaged"), sum((s) => s.damaged[owner]), `damaged ${what}`);
  }
  assert.ok(sum((s) => s.fresh[EMPIRE]) > 0 && sum((s) => s.damaged[BLIGHT]) > 0, "the game has Imperial ships and damaged Blight");
  // Damaged pieces are drawn apart from fresh ones (dark, dashed outline).
  assert.equal(await page.locator("#map g.ships[data-owner='6'] .ship.dmg").count(),
    v.systems.filter((s) => s.damaged[BLIGHT] > 0).length);
  assert.equal(await page.locator("#map .building[data-owner='4']").count(),
    sum((s) => s.buildings.filter((b) => b.owner === 4).length), "Free cities and starports");
  const clusters = g.observation(0).campaign.imperial_clusters;
  assert.equal(await page.locator("#map polygon.imperial").count(), [0, 1, 2, 3, 4, 5].filter((c) => clusters & (1 << c)).length);
  // Titles and the First Regent, the Council's side, the Act.
  for (let p = 0; p < 3; p++) {
    const title = ["", "Regent", "Outlaw"][v.player[p].title];
    assert.equal(await page.locator(`.board[data-seat='${p}'] .title[data-title]`).textContent(), title);
    assert.equal(await page.locator(`.board[data-seat='${p}'] .first-regent`).count(), v.player[p].first_regent);
  }
  const council = v.court[0].card >= 0 ? arcs.staticData.cards[v.court[0].card].id : "";
  const side = await page.locator("#campaign .council").getAttribute("data-side");
  assert.equal(side, { "ARCS-AID01A": "session", "ARCS-AID01B": "decided", "": "secured" }[council]);
  assert.equal(await page.locator("#campaign .act").getAttribute("data-act"), String(v.act));
  assert.match(await page.locator("#campaign").textContent(), /Act I\b.*Imperial Council/);
  // Card text on hover: a Court card and a card in hand.
  const court = arcs.staticData.cards[v.court.find((c) => c.card >= 0).card];
  await page.locator("#court g.courtcard").first().hover();
  assert.ok(await page.locator("#cardtip").isVisible());
  assert.equal(await page.locator("#cardtip strong").textContent(), court.name);
  assert.ok((await page.locator("#cardtip").textContent()).includes(court.text.split(/[*\n]/).find((t) => t.length > 12)));
  await page.locator(".board[data-seat='0'] .hand .acard").first().hover();
  assert.match(await page.locator("#cardtip").textContent(), /action pips?|Event/);
  await page.screenshot({ path: path.join(shots, "screenshot-campaign-pieces.png"), fullPage: true });
  await page.mouse.move(2, 2);
  assert.ok(await page.locator("#cardtip").isHidden());
  // A tap shows the text until the next tap elsewhere.
  const tapped = page.locator("#campaign .pcard").first();
  await tapped.click();
  await page.mouse.move(2, 2);
  assert.ok(await page.locator("#cardtip").isVisible());
  assert.equal(await page.locator("#cardtip strong").textContent(), await tapped.textContent());
  await page.locator("#status").click();
  assert.ok(await page.locator("#cardtip").isHidden());
  g.free();
  await assertNoErrors(page, errors);
  await page.close();
});

test("a saved campaign game with Flagships continued: each Flagship on the map and its board as the view has them; a damaged slot clicked is repaired", async () => {
  const { page, errors } = await openPage("?players=3&seed=5&seat=0&mode=campaign");
  // tests/fixtures/flagships-p1.replay (tests/test_board_flagship.c): saved by Player 1, mid-game.
  const fixture = path.resolve(here, "../../../tests/fixtures/flagships-p1.replay");
  await page.setInputFiles("#continue-file", fixture);
  await page.waitForFunction(() => /Continued from flagships-p1\.replay as Player 1/.test(document.getElementById("log").textContent));
  const g = arcs.loadReplay(new Uint8Array(readFileSync(fixture)));
  const v = g.view(0);
  assert.equal(await page.locator("#map g.flagship").count(), 3);
  const slots = (seat) => page.$$eval(`.board[data-seat='${seat}'] .flagboard td.fslot`, (tds) =>
    tds.map((td) => [Number(td.dataset.column), td.dataset.row, td.dataset.piece, Number(td.dataset.owner), Number(td.dataset.damaged)]).sort());
  for (let p = 0; p < 3; p++) {
    const name = arcs.staticData.systems[v.player[p].flagship].name;
    assert.equal(await page.locator(`#map g.system[data-target='sys:${name}'] g.flagship[data-owner='${p}']`).count(), 1, `Player ${p + 1}'s Flagship in ${name}`);
    assert.match(await page.locator(`.board[data-seat='${p}'] .flaghead`).textContent(), new RegExp(`Flagship in ${name} `));
    const want = v.player[p].flagship_board.flatMap((col, k) => col.map((b, r) =>
      [k, r ? "armor" : "upgrade", b.owner < 0 ? "empty" : b.kind === 2 ? "starport" : "city", b.owner, b.damaged])).sort();
    assert.deepEqual(await slots(p), want, `Player ${p + 1}'s Flagship board`);
  }
  assert.match(await page.locator("#legend").textContent(), /a player's Flagship/);
  await page.screenshot({ path: path.join(shots, "screenshot-flagships.png"), fullPage: true });
  // Repair: the damaged slot of Player 1's board is clickable and the move
  // list names the repair by its label.
  const [k, r] = v.player[0].flagship_board.flatMap((col, c) => col.map((b, row) => (b.damaged ? [c, row] : null))).find(Boolean);
  await page.locator("#moves button[data-move='p0 action repair']").click();
  const repair = `p0 flagship-repair ${k} ${r}`;
  g.apply("p0 action repair");
  const label = g.legalMoves().find((m) => m.text === repair).label;
  assert.equal(await page.locator(`#moves button[data-move='${repair}']`).textContent(), label);
  const slot = page.locator(`.board[data-seat='0'] td.fslot.target[data-target='flag:0:${k}/${r}']`);
  assert.equal(await slot.count(), 1);
  await page.screenshot({ path: path.join(shots, "screenshot-flagship-repair.png"), fullPage: true });
  await slot.click();
  assert.match(await page.locator("#log").textContent(), new RegExp(label));
  // A game played on from a saved one logs its moves' outcomes, as a new game does.
  assert.ok((await page.locator("#log li.outcome").count()) > 0, "outcomes in a continued game's log");
  assert.equal(await page.locator(`.board[data-seat='0'] td.fslot[data-column='${k}'][data-row='${r ? "armor" : "upgrade"}']`).getAttribute("data-damaged"), "0");
  g.free();
  await assertNoErrors(page, errors);
  await page.close();
});

/**
 * No name of a card a Rival of `seat` holds in secret (hand, dealt Fates not
 * revealed) in the outcome lines of the page's log. (A move line may name a
 * card a Rival played face up and took back since, in view of all.)
 */
async function assertLogKeepsSecrets(page, game, seat) {
  const log = (await page.locator("#log li.outcome").allTextContents()).join("\n");
  const mine = game.view(seat);
  const named = (name) => new RegExp(`(^|[^A-Za-z0-9-])${name.replace(/-/g, "\\-")}($|[^A-Za-z0-9-])`).test(log);
  for (let r = 0; r < game.numPlayers; r++) {
    if (r === seat) continue;
    const own = game.view(r).player[r];
    for (const c of own.hand) {
      if (mine.player[r].hand.includes(c)) continue; // shown to this seat (Farseers)
      const name = arcs.staticData.action_cards[c].name;
      assert.ok(!named(name), `Player ${r + 1}'s ${name} named in Player ${seat + 1}'s log`);
    }
    for (const c of own.fate_dealt) {
      if (c >= 0 && mine.player[r].fate !== c) {
        assert.ok(!named(arcs.staticData.cards[c].name), `Player ${r + 1}'s Fate ${arcs.staticData.cards[c].name} in the log`);
      }
    }
  }
}

test("the Leaders & Lore draft shows each leader's and lore card's text; a click takes one; the log shows outcomes and keeps secrets", async () => {
  const { page, errors } = await openPage("?players=3&seed=5&seat=0&mode=leaders-lore");
  const draft = page.locator("#draft");
  assert.ok(await draft.isVisible(), "the draft is drawn");
  const leaders = draft.locator(".draftrow").first().locator(".draftcard:not(.taken)");
  assert.ok((await leaders.count()) >= 2);
  // A leader's printed text is in view without hovering, as the static data has it.
  const id = await leaders.first().getAttribute("data-card");
  const card = arcs.staticData.cards.find((c) => c.id === id);
  assert.equal(card.kind, "leader");
  const text = leaders.first().locator(".cardtext");
  assert.ok(await text.isVisible(), `${card.name}'s text visible`);
  const firstWords = card.text.replace(/[*`\n]/g, " ").replace(/symbol:[a-z]+/g, "").split(/\s+/).filter(Boolean).slice(0, 3);
  for (const w of firstWords) assert.ok((await text.textContent()).includes(w), `${card.name}: "${w}" in ${await text.textContent()}`);
  // Hover shows it too, as for every card.
  await leaders.first().hover();
  assert.match(await page.locator("#cardtip").textContent(), new RegExp(card.name));
  await page.screenshot({ path: path.join(shots, "screenshot-draft.png"), fullPage: true });
  // Clicking an outlined card takes it.
  const pick = draft.locator(".draftcard.target").first();
  const pickId = await pick.getAttribute("data-card");
  const pickName = arcs.staticData.cards.find((c) => c.id === pickId).name;
  await pick.click();
  assert.match(await page.locator("#log").textContent(), new RegExp(`Player 1: Take the (leader|lore card) ${pickName}`));
  assert.ok((await page.locator("#log li.outcome").allTextContents()).some((t) =>
    new RegExp(`^Player 1 takes the (leader|lore card) ${pickName}\\.$`).test(t)), "the pick's outcome line");
  // Play on until the log tells a battle's dice or a tax's gain.
  const next = clicker(777);
  const outcomes = () => page.locator("#log li.outcome").allTextContents();
  let clicks = 0;
  while (clicks < 200 && (await page.locator("#status").getAttribute("data-game-over")) !== "1" &&
    !((await outcomes()).some((t) => /^Rolled: /.test(t)) && (await outcomes()).some((t) => / taxes /.test(t)))) {
    if (await draft.isVisible() && (await draft.locator(".draftcard.target").count()) > 0) await draft.locator(".draftcard.target").first().click();
    else await clickSomeMove(page, next);
    clicks++;
  }
  const seen = await outcomes();
  assert.ok(seen.some((t) => /^Rolled: /.test(t)), `a battle's dice in the log after ${clicks} clicks`);
  assert.ok(seen.some((t) => /^Player \d taxes /.test(t)) && seen.some((t) => /^Player \d gains /.test(t)), "a tax and its gain");
  assert.ok(seen.some((t) => / is (damaged|destroyed)|hit\(s\) on /.test(t)), "the battle's hits");
  // Outcome lines sit under their move.
  assert.ok((await page.locator("#log > li > ul.outcomes > li.outcome").count()) > 10);
  await page.locator("#log").screenshot({ path: path.join(shots, "screenshot-log.png") });
  const g = await pageGame(page);
  await assertLogKeepsSecrets(page, g, 0);
  g.free();
  await assertNoErrors(page, errors);
  await page.close();
});

test("a campaign game's log keeps every Rival's hand and Fate secret", async () => {
  const { page, errors } = await openPage("?players=3&seed=9&seat=1&mode=campaign");
  const next = clicker(99);
  for (let i = 0; i < 80 && (await page.locator("#status").getAttribute("data-game-over")) !== "1"; i++) {
    await clickSomeMove(page, next);
    if (i % 20 === 19) {
      const g = await pageGame(page);
      await assertLogKeepsSecrets(page, g, 1);
      g.free();
    }
  }
  assert.ok((await page.locator("#log li.outcome").count()) > 20, "outcomes in the log");
  await assertNoErrors(page, errors);
  await page.close();
});

/**
 * Every card drawn face up carries its printed text for hover/tap (data-tip):
 * Court cards, cards in hand and played, leaders, lore, Fates, titles'
 * cards, Guild cards, the rules booklet, the draft rows. Returns how many.
 */
async function assertCardTexts(page) {
  const cards = await page.$$eval(
    "#court g.courtcard, #players .acard:not(.facedown), #players .pcard:not(.facedown), #campaign .pcard, #draft .draftcard:not(.taken)",
    (els) => els.map((e) => ({ name: e.textContent.trim(), tip: e.dataset.tip ?? "", tipName: e.dataset.tipName ?? "" })));
  for (const c of cards) {
    if (c.name === "(empty)") continue;
    assert.ok(c.tip.length > 10 && c.tipName.length > 0, `card "${c.name}" has no text to show`);
  }
  return cards.length;
}

/**
 * The Summit's deal composer: each choice of its three selects puts the
 * matching legal "deal-add" move on its Add button (disabled for a
 * combination no move has); Add plays it. Returns whether an item was added.
 */
async function useDealComposer(page) {
  const box = page.locator("#deal-composer");
  const legal = JSON.parse(await box.getAttribute("data-moves"));
  const listed = await moveTexts(page);
  assert.ok(listed.every((t) => !/ deal-add /.test(t) || t === (legal[0] && legal[0].text)), "deal-add moves only in the composer");
  const choose = async (x) => {
    for (const part of ["giver", "action", "receiver"]) await box.locator(`select[data-part='${part}']`).selectOption(x[part]);
  };
  // A combination no move has, if the choices allow one.
  const values = (part) => [...new Set(legal.map((x) => x[part]))];
  const missing = values("giver").flatMap((giver) => values("action").flatMap((action) => values("receiver")
    .map((receiver) => ({ giver, action, receiver })))).find((c) => !legal.some((x) => x.giver === c.giver && x.action === c.action && x.receiver === c.receiver));
  if (missing) {
    await choose(missing);
    assert.ok(await page.locator("#deal-add").isDisabled(), `${JSON.stringify(missing)} is no legal item`);
  }
  const pick = legal.find((x) => x.action === "Promise Favor") ?? legal[legal.length - 1];
  await choose(pick);
  assert.equal(await page.locator("#deal-add").getAttribute("data-move"), pick.text);
  const before = await page.locator("#campaign li.deal-item").count();
  await page.locator("#deal-add").click();
  assert.match(await page.locator("#log").textContent(), new RegExp(`Add to the deal: Player \\d takes ${pick.action}`));
  if (pick.action === "Promise Favor" && (await page.locator("#campaign .summit").count()) > 0) {
    assert.ok((await page.locator("#campaign li.deal-item").count()) > before || /Submit|accept/i.test(await page.locator("#moves").textContent()),
      "the item is on the table");
  }
  return true;
}

// Whole games by clicking only, the bots playing the other seats: every mode,
// 2-4 players. At the Summit (campaign, deal limit 2: the page's default)
// the deal on the table is drawn.
let summitShot = false;
let composed = 0;
for (const [mode, players, seed, seat] of [["base", 2, 21, 1], ["leaders-lore", 4, 22, 0], ["campaign", 2, 23, 1],
  ["campaign", 3, 24, 0], ["campaign", 4, 25, 2], ["campaign-acts", 2, 6, 0]]) {
  test(`a whole ${mode} game by clicking only (${players} players, seed ${seed}, Player ${seat + 1}): to its end, every card's text, no error`, async () => {
    const { page, errors } = await openPage(`?players=${players}&seed=${seed}&seat=${seat}&mode=${mode}`);
    assert.equal(await page.locator("#deal-limit").inputValue(), "2");
    assert.equal(await page.locator("#deal-limit-label").isVisible(), mode.startsWith("campaign"), "the deal limit offered for the campaign only");
    const next = clicker(seed);
    let clicks = 0;
    let summits = 0;
    let lastAct = 1;
    while ((await page.locator("#status").getAttribute("data-game-over")) !== "1") {
      assert.ok(clicks < 700, `the game is over after ${clicks} clicks`);
      if (clicks % 15 === 0) assert.ok((await assertCardTexts(page)) > 3);
      if (mode !== "base" && mode !== "leaders-lore") lastAct = Number(await page.locator("#campaign .act").getAttribute("data-act"));
      const moves = await moveTexts(page);
      if (moves.some((t) => / deal-(add|submit|accept|reject)\b| negotiate-pass$/.test(t))) {
        assert.ok(await page.locator("#campaign .summit").isVisible(), `a Summit drawn at ${moves[0]}`);
        summits++;
      }
      if (composed < 2 && (await page.locator("#deal-composer").count()) > 0) {
        composed += await useDealComposer(page);
        if (!summitShot) {
          summitShot = true;
          await page.screenshot({ path: path.join(shots, "screenshot-summit.png"), fullPage: true });
        }
      } else await clickSomeMove(page, next);
      clicks++;
    }
    if (mode === "campaign" && players === 4) assert.ok(composed > 0, "the deal composer was used");
    const over = mode.startsWith("campaign") ? `Act ${mode === "campaign-acts" ? "(II|III)" : "I"}, chapter \\d` : "chapter \\d";
    assert.match(await page.locator("#status").textContent(), new RegExp(`^Game over after ${over}: Player \\d`));
    // "Campaign (Act I)" ends with Act I; "on into the next Acts" plays Act II when both Fates do (seed 6),
    // and Act III when their Fates after Act II play it.
    if (mode === "campaign") assert.match(await page.locator("#campaign").textContent(), /^Act I of the campaign \(the game ends after Act I\)/);
    if (mode === "campaign-acts") {
      assert.ok(lastAct >= 2, "Act II played");
      assert.match(await page.locator("#campaign").textContent(), /^Act (II|III) of the campaign/);
      await page.screenshot({ path: path.join(shots, "screenshot-act2.png"), fullPage: true });
    }
    await assertCardTexts(page);
    await assertNoErrors(page, errors);
    await page.close();
  });
}

test("bots that never reach the person's decision stop with an error on the page, not a freeze", async () => {
  // botmoves=3: the bots may make 3 moves in a row; Player 3 decides only after
  // Players 1 and 2 have played whole turns.
  const { page, errors } = await openPage("?players=3&seed=7&seat=2&botmoves=3");
  assert.ok(await page.locator("#error").isVisible());
  assert.match(await page.locator("#error").textContent(), /the bots made 3 moves without reaching Player 3's decision/);
  assert.equal(await page.locator("#map g.system").count(), 24, "the board as it stands is drawn");
  assert.deepEqual(errors.filter((e) => !/the bots made/.test(e)), []);
  await page.close();
});

test("bots of a chosen level think in a Web Worker: the page answers while a hard bot thinks, and the bots play on to the person's decision", async () => {
  // Player 3 decides only after Players 1 and 2 have played whole turns.
  const { page, errors } = await openPage("?players=3&seed=7&seat=2&bots=hard");
  assert.equal(await page.locator("#bot-level").inputValue(), "hard");
  await page.waitForSelector("#status:not([data-bot-thinking='-1'])", { timeout: 20000 });
  assert.match(await page.locator("#status").textContent(), /Player [12] \(hard bot\) is thinking/);
  // A hard bot thinks about 2 s a move; the page's own thread answers meanwhile.
  const started = Date.now();
  assert.equal(await page.evaluate(() => document.getElementById("bot-level").value), "hard");
  assert.ok(Date.now() - started < 1000, `the page took ${Date.now() - started} ms to answer while a bot thought`);
  assert.equal(await page.locator("#moves button.move").count(), 0, "no move is offered to the person meanwhile");
  // Easy bots from the next decision on: they reach Player 3's decision.
  await page.selectOption("#bot-level", "easy");
  await page.waitForSelector("#moves button.move", { timeout: 120000 });
  assert.equal(await page.locator("#status").getAttribute("data-bot-thinking"), "-1");
  assert.ok((await page.locator("#log li").count()) > 3, "the bots' moves are in the log");
  await clickSomeMove(page, clicker(3));
  await page.screenshot({ path: path.join(shots, "screenshot-bots.png"), fullPage: true });
  await assertNoErrors(page, errors);
  await page.close();
});
