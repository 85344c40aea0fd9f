// The page: play one seat against random bots, with undo; or open a replay
// file (`arcs-play --save-replay`, or one saved here) and step through it.
// Everything shown comes from one seat's observation (the public view in the
// replay viewer unless a seat is chosen); move texts of Rivals that name a
// face-down card are shown without it. Under each move the log lists the
// engine's log lines (dice, hits, gains, scoring, losses) that the seat may
// read (moves.mjs, logLineFor). A replay of a game not yet over
// (saved mid-game) opens for the seat that saved it only (Replay.saved_for,
// whatever the file is called), so the viewer never
// shows a live game's hidden information; "Continue a saved game" plays such
// a replay on, as that seat only. Whatever the page cannot draw is
// shown as an error above the board, never a silent freeze.
import { loadArcs, BOT_LEVELS } from "./arcs.mjs";
import { viewModel } from "./view_model.mjs";
import { mapSvg, courtSvg, playerBoardHtml, legendHtml, campaignHtml, draftHtml, cardTextHtml, esc } from "./board.mjs";
import { moveTargets, moveTextFor, logLineFor } from "./moves.mjs";
import { playerName } from "./palette.mjs";
import { findServer, onlineTarget, keepToken, inviteLinks, createGame, OnlineGame, remoteGame } from "./online.mjs";

const $ = (id) => document.getElementById(id);

/** Show an error above the board (the page stops drawing the part that failed). */
function showError(e) {
  const el = $("error");
  el.textContent = `The page cannot show this: ${e && e.message ? e.message : String(e)}`;
  el.hidden = false;
}

const clearError = () => { $("error").hidden = true; $("error").textContent = ""; };

/** An event handler whose failure is shown on the page. */
const guarded = (fn) => (...args) => {
  try {
    const r = fn(...args);
    if (r && typeof r.catch === "function") r.catch(showError);
  } catch (e) {
    showError(e);
  }
};

/** Seeded generator for the bots (mulberry32), so a seed replays the same game. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ui = {
  arcs: null,
  mode: "play",
  // play
  game: null, seat: 0, nextRandom: null, humanPoints: [], log: [], filter: null, seed: 0,
  // Bot moves in a row after which the page stops and says so rather than
  // freeze (URL "botmoves" sets it).
  botMovesMax: 20000,
  // The bots' level (index.html #bot-level; URL "bots"): "random" moves are
  // picked here at once; "easy", "normal" and "hard" bots think in a Web
  // Worker (bot_worker.mjs), one move at a time, so the page stays live.
  botLevel: "random", worker: null, botGen: 0, botRequest: 0, botThinking: -1,
  // replay
  // (replayOutcomes[i]: the engine's log lines of move i, once it was stepped over)
  replay: null, replayMoves: [], replayLabels: [], replaySeen: [], replayOutcomes: [], replayIndex: 0, replaySeat: -1,
  // online (online.mjs): the arcs-server that serves this page (its
  // online.json answer, null when the page is served by anything else), the
  // connection to one game as one seat (-1 a spectator), its latest view and log
  server: null, online: null, onlineView: null, onlineLog: [],
};

// The seat that saved each replay of an unfinished game, by the game's state
// hash when saved (this browser's record; the file name carries it too).
const SAVED_KEY = "arcs-replay-savers";
function savedSeats() {
  try {
    return JSON.parse(localStorage.getItem(SAVED_KEY) ?? "{}");
  } catch {
    return {};
  }
}
function recordSaver(hash, seat) {
  try {
    localStorage.setItem(SAVED_KEY, JSON.stringify({ ...savedSeats(), [hash]: seat }));
  } catch {
    // no storage (private mode): the file name still names the seat
  }
}

function targetsOf(moves) {
  const t = new Set();
  for (const m of moves) for (const k of moveTargets(m.text)) t.add(k);
  return t;
}

function drawBoard(vm, moves) {
  const targets = targetsOf(moves);
  $("map").innerHTML = mapSvg(vm, targets);
  $("court").innerHTML = courtSvg(vm, targets);
  $("draft").innerHTML = draftHtml(vm, targets);
  $("draft").hidden = !vm.draft;
  $("players").innerHTML = vm.players.map((p) => playerBoardHtml(vm, p, targets)).join("");
  $("legend").innerHTML = legendHtml(vm);
  $("campaign").innerHTML = campaignHtml(vm);
  $("campaign").hidden = !vm.campaign;
  hideTip();
}

// ---------------------------------------------------------------- card text

// The card-text box: a card's printed text (data-tip) shown while the
// pointer is over it, or after a tap until the next tap elsewhere.
let tipPinned = false;
function showTip(el) {
  const tip = $("cardtip");
  tip.innerHTML = `<strong>${esc(el.dataset.tipName ?? "")}</strong><div>${cardTextHtml(el.dataset.tip)}</div>`;
  tip.hidden = false;
  const r = el.getBoundingClientRect();
  const left = Math.min(window.scrollX + r.left, window.scrollX + document.documentElement.clientWidth - tip.offsetWidth - 8);
  tip.style.left = `${Math.max(window.scrollX + 4, left)}px`;
  tip.style.top = `${window.scrollY + r.bottom + 6}px`;
}
function hideTip() {
  tipPinned = false;
  $("cardtip").hidden = true;
}
function onTipOver(ev) {
  const el = ev.target.closest?.("[data-tip]");
  if (el && !tipPinned) showTip(el);
}
function onTipOut(ev) {
  const el = ev.target.closest?.("[data-tip]");
  if (el && !tipPinned && !el.contains(ev.relatedTarget)) $("cardtip").hidden = true;
}
function onTipTap(ev) {
  const el = ev.target.closest?.("[data-tip]");
  if (!el) return hideTip();
  showTip(el);
  tipPinned = true;
}

function statusLine(vm, you) {
  if (vm.gameOver) {
    // The campaign names its Act (a game may end after Act I, II or III).
    const when = vm.campaign ? `Act ${["I", "II", "III"][vm.campaign.act - 1] ?? vm.campaign.act}, chapter ${vm.chapter}` : `chapter ${vm.chapter}`;
    return `Game over after ${when}: ${playerName(vm.winner)}${vm.winner === you ? " (you)" : ""} wins. Power: ` +
      vm.players.map((p) => `${playerName(p.seat)} ${p.power}`).join(", ");
  }
  const lead = vm.leadCard && !vm.leadCard.faceDown ? ` Lead card: ${vm.leadCard.name}.` : "";
  return `${vm.setupName}, chapter ${vm.chapter}. ${vm.prompt}${lead}`;
}

/** The view model of `viewer` (a seat, or -1 for the public view). */
const viewOf = (game, viewer) => {
  const view = game.view(viewer);
  // The campaign's state beyond arcs_view, from the same seat's observation.
  const campaign = game.act >= 0 ? game.observation(viewer).campaign : null;
  return viewModel(view, ui.arcs.staticData, campaign);
};

// ---------------------------------------------------------------- play

function newGame() {
  const players = Number($("players-count").value);
  const seedText = $("seed").value.trim();
  ui.seed = seedText === "" ? Math.floor(Math.random() * 1e9) : Number(seedText);
  $("seed").value = String(ui.seed);
  ui.seat = Math.min(Number($("seat").value), players - 1);
  if (ui.game) ui.game.free();
  // The campaign's Summit deal limit (arcs_config.summit_deal_limit; 0 no
  // limit, as the rules): random bots rarely all pass at a Summit without one.
  // "campaign": Act I only (lastAct 1); "campaign-acts": on into Act II and
  // III when every player's Fate plays the next Act (lastAct 0).
  const choice = $("game-mode").value;
  ui.game = ui.arcs.newGame({
    players, seed: ui.seed, mode: choice.startsWith("campaign") ? "campaign" : choice,
    summitDealLimit: Number($("deal-limit").value), lastAct: choice === "campaign" ? 1 : 0,
  });
  ui.nextRandom = rng(ui.seed ^ 0x5eed);
  ui.humanPoints = [];
  ui.log = [{ text: "Setup", outcomes: outcomesFor(ui.game.logLines()) }];
  ui.filter = null;
  runBots();
  renderPlay();
}

// The engine's log lines that the person's seat is shown (moves.mjs, logLineFor).
const outcomesFor = (lines) => lines.map((l) => logLineFor(l, ui.seat)).filter((l) => l !== null);

// A move applied just now in the log, with its outcomes (the engine's log lines) under it.
function logMove(move) {
  ui.log.push({ text: moveTextFor(move, ui.seat), outcomes: outcomesFor(ui.game.logLines()) });
}

// A move with its label as the person's seat may see it (Game.moveLabelFor), read before it is applied.
const seenMove = (move) => ({ ...move, seen: { [ui.seat]: ui.game.moveLabelFor(move.text, ui.seat) } });

// The bots play every seat but the person's until the person decides.
// Random bots move here at once; after ui.botMovesMax moves without the
// person's turn they stop with an error on the page (a Summit without a deal
// limit can run that long). Other levels think in the worker (thinkBots).
function runBots() {
  ui.botGen++; // a search still running for an earlier position is dropped
  ui.botThinking = -1;
  if (ui.botLevel !== "random") {
    thinkBots(ui.botGen).catch(showError);
    return;
  }
  const g = ui.game;
  for (let n = 0; !g.gameOver && g.currentPlayer !== ui.seat; n++) {
    if (n === ui.botMovesMax) {
      renderPlay();
      throw new Error(`the bots made ${n} moves without reaching ${playerName(ui.seat)}'s decision ` +
        `(${g.view(ui.seat).decision.prompt}); start a new game with a Summit deal limit`);
    }
    const moves = g.legalMoves();
    const m = moves[Math.floor(ui.nextRandom() * moves.length)];
    const shown = seenMove(m);
    g.apply(m);
    logMove(shown);
  }
}

/** Ask the worker for seat `player`'s move in the game's current state. */
function askWorker(player) {
  if (!ui.worker) {
    ui.worker = new Worker(new URL("./bot_worker.mjs", import.meta.url), { type: "module" });
    ui.pending = new Map();
    ui.worker.onmessage = (ev) => {
      const done = ui.pending.get(ev.data.id);
      ui.pending.delete(ev.data.id);
      if (done) done(ev.data);
    };
    ui.worker.onerror = (ev) => showError(new Error(`the bots' worker failed: ${ev.message || "cannot start"}`));
  }
  const id = ++ui.botRequest;
  const state = ui.game.saveState();
  return new Promise((resolve) => {
    ui.pending.set(id, resolve);
    // Each seat's bot is seeded from the game's seed, so a seed replays the
    // same bots (their time budgets aside).
    ui.worker.postMessage({ id, state, player, level: ui.botLevel, seed: (ui.seed * 4 + player) % 2 ** 53 }, [state.buffer]);
  });
}

// The bots' moves one at a time from the worker, each shown as it comes,
// until the person decides. A new game, undo or another move of the person
// in the meantime (ui.botGen moved on) drops the answer.
async function thinkBots(gen) {
  for (let n = 0; ; n++) {
    const g = ui.game;
    if (gen !== ui.botGen || g.gameOver || g.currentPlayer === ui.seat) break;
    if (n === ui.botMovesMax) {
      throw new Error(`the bots made ${n} moves without reaching ${playerName(ui.seat)}'s decision; ` +
        "start a new game with a Summit deal limit");
    }
    const player = g.currentPlayer;
    ui.botThinking = player;
    renderPlay();
    const answer = await askWorker(player);
    if (gen !== ui.botGen) return;
    if (answer.error) throw new Error(`${playerName(player)}'s bot: ${answer.error}`);
    const move = g.legalMoves().find((m) => m.text === answer.move);
    if (!move) throw new Error(`${playerName(player)}'s bot chose ${answer.move}, not a legal move`);
    const shown = seenMove(move);
    g.apply(move);
    logMove(shown);
  }
  if (gen === ui.botGen) {
    ui.botThinking = -1;
    renderPlay();
  }
}

/**
 * "Continue a saved game": a replay of a game not over (Save replay, or
 * arcs-play --save-replay) played on from its end by the seat that saved it
 * (replayViewers: this browser's record, else the file name's "-pN"), the
 * bots playing the others; a finished game or one whose seat is not known
 * is refused, so no other seat's hidden cards are shown.
 */
function continueGame(bytes, fileName) {
  const game = ui.arcs.loadReplay(bytes);
  const seats = replayViewers(game, fileName);
  if (game.gameOver || seats.length !== 1 || seats[0] < 0) {
    game.free();
    throw new Error(game.gameOver ? "that game is over" : `no seat is known to have saved ${fileName} (name it "-pN.replay")`);
  }
  if (ui.game) ui.game.free();
  ui.game = game;
  ui.seat = seats[0];
  $("seat").value = String(ui.seat);
  ui.nextRandom = rng(game.historyLength ^ 0x5eed);
  ui.humanPoints = [];
  ui.log = [{ text: `Continued from ${fileName} as ${playerName(ui.seat)}`, outcomes: [] }];
  ui.filter = null;
  runBots();
  setMode("play");
}

function playMove(text) {
  const move = ui.game.legalMoves().find((m) => m.text === text);
  if (!move) return;
  ui.humanPoints.push({ history: ui.game.historyLength, log: ui.log.length });
  const shown = seenMove(move);
  ui.game.apply(move);
  logMove(shown);
  ui.filter = null;
  runBots();
  renderPlay();
}

function undoMove() {
  const point = ui.humanPoints.pop();
  if (!point) return;
  ui.botGen++; // a bot thinking about the position undone is not heard
  ui.botThinking = -1;
  ui.game.undo(ui.game.historyLength - point.history);
  ui.log.length = point.log;
  ui.filter = null;
  renderPlay();
}

/** A move's outcome lines under it in a list (the log, the replay viewer's moves). */
const outcomesHtml = (lines) => (lines.length
  ? `<ul class="outcomes">${lines.map((o) => `<li class="outcome">${esc(o)}</li>`).join("")}</ul>` : "");

function renderPlay() {
  const g = ui.game;
  const vm = viewOf(g, ui.seat);
  const moves = !g.gameOver && g.currentPlayer === ui.seat ? g.legalMoves() : [];
  drawBoard(vm, moves);
  $("status").textContent = statusLine(vm, ui.seat) +
    (ui.botThinking >= 0 ? ` ${playerName(ui.botThinking)} (${ui.botLevel} bot) is thinking…` : "");
  $("status").dataset.botThinking = String(ui.botThinking);
  $("status").dataset.gameOver = vm.gameOver ? "1" : "0";
  renderMoves(moves);
  $("undo").disabled = ui.humanPoints.length === 0;
  renderLog(ui.log);
  clearError();
}

/** The seat's moves (those at ui.filter's target when one is picked), Summit deal items as the composer. */
function renderMoves(moves) {
  const shown = ui.filter ? moves.filter((m) => moveTargets(m.text).includes(ui.filter)) : moves;
  $("moves-title").textContent = ui.filter
    ? `Your moves at ${ui.filter.slice(ui.filter.indexOf(":") + 1)} (${shown.length} of ${moves.length})`
    : `Your moves (${moves.length})`;
  // At a Summit the many "add to the deal" moves are one composer (dealComposerHtml).
  const adds = shown.filter((m) => DEAL_ADD_RE.test(m.text));
  const listed = adds.length > 1 ? shown.filter((m) => !DEAL_ADD_RE.test(m.text)) : shown;
  $("moves").innerHTML = (adds.length > 1 ? dealComposerHtml(adds) : "") + listed.map((m) =>
    `<button class="move" data-move="${esc(m.text)}" title="${esc(m.text)}">${esc(m.label)}</button>`).join("");
  $("show-all").hidden = !ui.filter;
}

/** The log's last 200 entries: each move ({text, outcomes}) with its outcome lines under it. */
function renderLog(entries) {
  $("log").start = Math.max(1, entries.length - 199);
  $("log").innerHTML = entries.slice(-200).map((e) => `<li>${esc(e.text)}${outcomesHtml(e.outcomes)}</li>`).join("");
  $("log").scrollTop = $("log").scrollHeight;
}

// ---------------------------------------------------------------- Summit deals

/** A Summit's "add to the deal" move: "p0 deal-add p1 p2 promise" (who decides, who takes it, whom it affects, what). */
const DEAL_ADD_RE = /^p\d deal-add (p\d) (p\d) (\S+)$/;
/** The Negotiation action a deal-add move's label names ("... takes Promise Favor affecting ..."). */
const dealActionName = (m) => /takes (.+) affecting /.exec(m.label)?.[1] ?? DEAL_ADD_RE.exec(m.text)[3];

/**
 * The deal composer (Campaign rulebook, "Negotiations"): the legal
 * "add to the deal" moves as three choices (who takes the Negotiation
 * action, which one, the Rival it affects) and an Add button that plays the
 * move chosen (data-move; disabled when that combination is not legal).
 */
function dealComposerHtml(adds) {
  const parts = adds.map((m) => {
    const [, giver, receiver] = DEAL_ADD_RE.exec(m.text);
    return { text: m.text, giver, receiver, action: dealActionName(m) };
  });
  const select = (part, values, name) => `<select data-part="${part}">` +
    [...new Set(values)].map((v) => `<option value="${esc(v)}">${esc(name(v))}</option>`).join("") + "</select>";
  const seatName = (p) => playerName(Number(p.slice(1)));
  const first = parts[0];
  return `<div id="deal-composer" class="composer" data-moves="${esc(JSON.stringify(parts))}">Add to the deal: ` +
    `${select("giver", [first.giver, ...parts.map((x) => x.giver)], seatName)} takes ` +
    `${select("action", [first.action, ...parts.map((x) => x.action)], (a) => a)} affecting ` +
    `${select("receiver", [first.receiver, ...parts.map((x) => x.receiver)], seatName)} ` +
    `<button class="move" id="deal-add" data-move="${esc(first.text)}" title="${esc(first.text)}">Add</button></div>`;
}

/** A choice of the deal composer changed: its Add button plays the move chosen, if legal. */
function onComposerChange(ev) {
  const box = ev.target.closest("#deal-composer");
  if (!box) return;
  const want = Object.fromEntries([...box.querySelectorAll("select")].map((s) => [s.dataset.part, s.value]));
  const hit = JSON.parse(box.dataset.moves).find((x) => x.giver === want.giver && x.action === want.action && x.receiver === want.receiver);
  const add = $("deal-add");
  add.disabled = !hit;
  add.dataset.move = hit ? hit.text : "";
  add.title = hit ? hit.text : "not a legal item now";
}

function onBoardClick(ev) {
  const el = ev.target.closest("[data-target]");
  if (!el || (ui.mode !== "play" && ui.mode !== "online") || !el.classList.contains("target")) return;
  const key = el.dataset.target;
  const g = ui.mode === "online" ? remoteGame(ui.onlineView) : ui.game;
  const moves = g.legalMoves().filter((m) => moveTargets(m.text).includes(key));
  if (moves.length === 1) chooseMove(moves[0].text);
  else if (moves.length > 1) {
    ui.filter = key;
    rerender();
  }
}

// ---------------------------------------------------------------- replay

/**
 * Who may see a replay: a replay saved for a seat during a live game
 * (Replay.saved_for, written by "Save replay" and arcs-play) only that seat,
 * whatever the file is called (the loaded game refuses the others); else
 * every seat once its game is over; for a game not yet over written without
 * the field (older files), only the seat that saved it (this browser's
 * record by state hash, else the file name's "-pN"), or else only the
 * public view.
 * @returns {number[]} the viewers offered (-1 = public view)
 */
function replayViewers(game, fileName) {
  if (game.savedFor >= 0) return [game.savedFor];
  if (game.gameOver) return [-1, ...Array.from({ length: game.numPlayers }, (_, p) => p)];
  const recorded = savedSeats()[game.stateHash()];
  const named = /-p([1-4])(?:\D[^/]*)?\.replay$/i.exec(fileName ?? "");
  const seat = Number.isInteger(recorded) ? recorded : named ? Number(named[1]) - 1 : -1;
  return seat >= 0 && seat < game.numPlayers ? [seat] : [-1];
}

function openReplay(bytes, fileName) {
  const game = ui.arcs.loadReplay(bytes);
  if (ui.replay) ui.replay.free();
  ui.replay = game;
  ui.replayMoves = game.history();
  ui.replayLabels = [];
  ui.replaySeen = [];
  ui.replayOutcomes = [];
  const viewers = replayViewers(game, fileName);
  game.undo(ui.replayMoves.length);
  ui.replayIndex = 0;
  const header = ui.arcs.replayHeader(bytes);
  const live = game.savedFor >= 0
    ? ` Saved for ${playerName(game.savedFor)} during the game: shown as ${playerName(game.savedFor)} sees it, no other seat.`
    : viewers.length === 1
      ? ` A game not over: shown as ${viewers[0] < 0 ? "the public" : playerName(viewers[0])} sees it, no other seat.`
      : "";
  $("replay-info").textContent =
    `${header.setupName}, ${header.players} players, ${header.moves} moves (written by libarcs ${header.engineVersion}).${live}`;
  $("replay-seat").innerHTML = viewers.map((p) =>
    `<option value="${p}">${p < 0 ? "public view" : playerName(p)}</option>`).join("");
  $("replay-seat").disabled = viewers.length === 1;
  ui.replaySeat = viewers[0];
  renderReplay();
}

// A replay move's label for every viewer the replay may show (-1 and each seat it allows).
function seenByAll(g, text) {
  const seen = {};
  for (let v = -1; v < g.numPlayers; v++) {
    if (v >= 0 && g.savedFor >= 0 && v !== g.savedFor) continue;
    seen[v] = g.moveLabelFor(text, v);
  }
  return seen;
}

function replayGo(index) {
  const g = ui.replay;
  if (!g) return;
  const target = Math.max(0, Math.min(ui.replayMoves.length, index));
  if (target < ui.replayIndex) g.undo(ui.replayIndex - target);
  for (let i = ui.replayIndex; i < target; i++) {
    // Labels are known once a move's decision has been reached.
    const m = g.legalMoves().find((x) => x.text === ui.replayMoves[i]);
    if (m) ui.replayLabels[i] = m.label;
    ui.replaySeen[i] = seenByAll(g, ui.replayMoves[i]);
    g.apply(ui.replayMoves[i]);
    ui.replayOutcomes[i] = g.logLines();
  }
  ui.replayIndex = target;
  renderReplay();
}

function renderReplay() {
  const g = ui.replay;
  if (!g) return;
  const vm = viewOf(g, ui.replaySeat);
  drawBoard(vm, []);
  $("status").textContent = statusLine(vm, ui.replaySeat);
  $("replay-step").textContent = `move ${ui.replayIndex} of ${ui.replayMoves.length}`;
  $("replay-slider").max = String(ui.replayMoves.length);
  $("replay-slider").value = String(ui.replayIndex);
  const from = Math.max(0, ui.replayIndex - 30);
  $("replay-moves").start = from + 1;
  // Each move with the outcomes the viewing seat is shown (as in the log of a game played here).
  $("replay-moves").innerHTML = ui.replayMoves.slice(from, ui.replayIndex + 30).map((t, i) => {
    const outcomes = (ui.replayOutcomes[from + i] ?? []).map((l) => logLineFor(l, ui.replaySeat)).filter((l) => l !== null);
    return `<li class="${from + i === ui.replayIndex - 1 ? "current" : ""}">` +
      `${esc(moveTextFor({ text: t, label: ui.replayLabels[from + i], seen: ui.replaySeen[from + i] }, ui.replaySeat))}${outcomesHtml(outcomes)}</li>`;
  }).join("");
  const list = $("replay-moves");
  const cur = list.querySelector("li.current");
  if (cur) list.scrollTop = Math.max(0, cur.offsetTop - list.offsetTop - list.clientHeight / 2);
  clearError();
}

// ---------------------------------------------------------------- online

/** The move picked on the board or in the list: played here, or sent to the server online. */
function chooseMove(text) {
  if (ui.mode !== "online") return playMove(text);
  if (!ui.online || ui.online.seat < 0) return;
  ui.filter = null;
  if (ui.online.play(text)) {
    $("moves").querySelectorAll("button").forEach((b) => { b.disabled = true; });
    $("status").dataset.sending = "1";
  }
}

const rerender = () => (ui.mode === "online" ? renderOnline() : renderPlay());

/** The seats' choices of the online form: "person" or a bot level, one per seat. */
function onlineSeatChoices() {
  return [...document.querySelectorAll("#online-seats select")].map((s) => s.value);
}

/** The online form's setup cards: those of the chosen player count (none in the campaign: its own setup). */
function drawOnlineSetups() {
  const players = Number($("online-players").value);
  const kept = $("online-setup").value;
  const cards = ui.arcs.staticData.setup_cards.filter((c) => c.players === players);
  $("online-setup").innerHTML = '<option value="">random</option>' + cards.map((c) =>
    `<option value="${esc(c.id)}"${c.id === kept ? " selected" : ""}>${esc(c.name)}</option>`).join("");
  $("online-setup-label").hidden = $("online-mode").value.startsWith("campaign");
}

/** The online form's seat choices, one select per seat of the chosen player count. */
function drawOnlineSeats() {
  drawOnlineSetups();
  const players = Number($("online-players").value);
  const kept = onlineSeatChoices();
  $("online-seats").innerHTML = Array.from({ length: players }, (_, p) => {
    const v = kept[p] ?? (p === 0 ? "person" : "person");
    const opt = (value, name) => `<option value="${value}"${v === value ? " selected" : ""}>${name}</option>`;
    return `<label>${playerName(p)} <select data-seat="${p}">${opt("person", "a person")}` +
      ["random", "easy", "normal", "hard"].map((l) => opt(l, `${l} bot`)).join("") + "</select></label>";
  }).join("");
}

/**
 * "Create game" online: POST /games with the form's mode, players, seed, Summit
 * deal limit and bot seats; then the invite links (one per person's seat, and
 * the spectators'), and this browser joins the first person's seat.
 */
async function createOnline() {
  const choice = $("online-mode").value;
  const seats = onlineSeatChoices();
  const bots = seats.map((level, seat) => ({ seat, level })).filter((b) => b.level !== "person");
  if (bots.length === seats.length) throw new Error("at least one seat must be played by a person");
  const request = {
    mode: choice.startsWith("campaign") ? "campaign" : choice === "leaders-lore" ? "leaders-and-lore" : "base",
    players: seats.length, bots,
  };
  const seedText = $("online-seed").value.trim();
  if (seedText !== "") request.seed = Number(seedText);
  if ($("online-setup").value !== "" && !choice.startsWith("campaign")) request.setup = $("online-setup").value;
  if (choice.startsWith("campaign")) {
    request.summit_deal_limit = Number($("online-deal-limit").value);
    request.last_act = choice === "campaign" ? 1 : 0;
  }
  const created = await createGame(request);
  const base = `${location.origin}${location.pathname}`;
  const links = inviteLinks(base, created, bots.map((b) => b.seat));
  for (const s of links.seats) keepToken(localStorage, created.id, s.seat, created.tokens[s.seat]);
  $("online-links").innerHTML = `<p>Game ${created.id} is ready. Send each player the link of their seat ` +
    "(it is their key to the seat: keep it among the players):</p><ul>" +
    links.seats.map((s) => `<li>${playerName(s.seat)}: <input readonly size="60" class="invite" data-seat="${s.seat}" ` +
      `value="${esc(s.url)}"> <button type="button" class="copy-link" data-url="${esc(s.url)}">Copy</button> ` +
      `<a href="${esc(s.url)}" class="join-link" data-seat="${s.seat}">Play this seat here</a></li>`).join("") +
    `<li>Spectators: <input readonly size="60" value="${esc(links.spectate)}"> ` +
    `<button type="button" class="copy-link" data-url="${esc(links.spectate)}">Copy</button></li></ul>`;
  $("online-links").hidden = false;
  joinOnline({ game: created.id, seat: links.seats[0].seat, token: created.tokens[links.seats[0].seat] }, false);
}

/**
 * Connect to an online game as a seat (token) or as a spectator (seat -1),
 * and show it; `fromAddress` when the address named it (the token is then
 * kept in this browser and taken out of the address bar).
 */
function joinOnline(target, fromAddress) {
  if (target.seat >= 0 && !target.token) {
    setMode("online");
    throw new Error(`this browser has no key for ${playerName(target.seat)} of game ${target.game}: ` +
      "open the invite link you were sent");
  }
  if (target.seat >= 0) keepToken(localStorage, target.game, target.seat, target.token);
  if (fromAddress || location.hash) {
    const q = target.seat >= 0 ? `?game=${target.game}&seat=${target.seat}` : `?game=${target.game}&spectate`;
    history.replaceState(null, "", `${location.pathname}${q}`);
  }
  if (ui.online) ui.online.close();
  ui.onlineView = null;
  ui.onlineLog = [];
  ui.filter = null;
  ui.online = new OnlineGame(target, {
    onView: (v, log) => {
      ui.onlineView = v;
      ui.onlineLog = log;
      if (ui.mode === "online") renderOnline();
    },
    onStatus: (text) => {
      $("online-status").textContent = text;
      $("online-status").hidden = text === "";
    },
    onError: (text) => showError(new Error(text)),
  });
  setMode("online");
}

function renderOnline() {
  const v = ui.onlineView;
  const who = ui.online ? (ui.online.seat >= 0 ? playerName(ui.online.seat) : "a spectator") : "";
  $("online-who").textContent = ui.online ? `Game ${ui.online.game}, you are ${who}.` : "";
  document.body.dataset.onlineIdle = v ? "0" : "1";
  if (!v) {
    for (const id of ["map", "court", "draft", "players", "campaign", "legend", "moves", "log"]) $(id).innerHTML = "";
    $("status").textContent = ui.online ? "Waiting for the server's view…" : "Create a game, or open an invite link.";
    $("replay-links").hidden = true;
    return;
  }
  const g = remoteGame(v);
  const seat = ui.online.seat;
  const vm = viewOf(g, seat);
  const moves = seat >= 0 && !v.over && v.to_move === seat ? g.legalMoves() : [];
  drawBoard(vm, moves);
  const bot = v.to_move !== null && v.bots?.includes(v.to_move) ? ` ${playerName(v.to_move)} (a bot) is thinking…` : "";
  $("status").textContent = statusLine(vm, seat) + bot;
  $("status").dataset.gameOver = v.over ? "1" : "0";
  $("status").dataset.sending = "0";
  $("status").dataset.movesPlayed = String(v.moves_played);
  renderMoves(moves);
  renderLog(ui.onlineLog);
  $("undo").disabled = true;
  $("replay-links").hidden = !v.over;
  if (v.over) $("download-replay").href = `games/${v.game}/replay`;
  clearError();
}

/** A finished online game's replay, fetched from the server, in the replay viewer. */
async function openOnlineReplay() {
  const v = ui.onlineView;
  const r = await fetch(`games/${v.game}/replay`);
  if (!r.ok) throw new Error(`the server has no replay of game ${v.game} (${r.status})`);
  const bytes = new Uint8Array(await r.arrayBuffer());
  setMode("replay");
  openReplay(bytes, `arcs-game-${v.game}.arcsreplay`);
}

function setMode(mode) {
  ui.mode = mode;
  document.body.dataset.mode = mode;
  if (mode === "play") renderPlay();
  else if (mode === "online") renderOnline();
  else if (ui.replay) renderReplay();
  else {
    $("map").innerHTML = "";
    $("court").innerHTML = "";
    $("draft").innerHTML = "";
    $("draft").hidden = true;
    $("players").innerHTML = "";
    $("campaign").innerHTML = "";
    $("campaign").hidden = true;
    $("status").textContent = "Open a replay file (arcs-play --save-replay FILE).";
  }
}

/**
 * "Save replay": a game not over is saved for the seat that saved it
 * (Replay.saved_for: it opens for that seat only, whatever the file is
 * called), names it and records it; a game continued from such a replay
 * stays that seat's.
 */
function saveReplay() {
  const g = ui.game;
  if (g.gameOver && g.savedFor < 0) return download(g.saveReplay(), `arcs-${ui.seed}.replay`);
  const bytes = g.saveReplay(ui.seat);
  recordSaver(g.stateHash(), ui.seat);
  return download(bytes, `arcs-${ui.seed}-p${ui.seat + 1}.replay`);
}

function download(bytes, name) {
  const url = URL.createObjectURL(new Blob([bytes], { type: "application/octet-stream" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function main() {
  ui.arcs = await loadArcs();
  $("version").textContent = `libarcs ${ui.arcs.version}`;
  $("status").textContent = "The engine is loaded.";
  const params = new URLSearchParams(location.search);
  if (params.has("players")) $("players-count").value = params.get("players");
  if (params.has("mode")) $("game-mode").value = params.get("mode");
  if (params.has("seed")) $("seed").value = params.get("seed");
  if (params.has("seat")) $("seat").value = params.get("seat");
  if (params.has("deals")) $("deal-limit").value = params.get("deals");
  if (params.has("botmoves")) ui.botMovesMax = Number(params.get("botmoves"));
  // An unknown level in the URL leaves the choice as it is.
  if (BOT_LEVELS.includes(params.get("bots"))) $("bot-level").value = params.get("bots");
  ui.botLevel = $("bot-level").value;
  const on = (id, type, fn) => $(id).addEventListener(type, guarded(fn));
  on("new-game", "click", () => {
    try {
      newGame();
    } catch (e) {
      $("status").textContent = `Cannot start that game: ${e.message}`;
      throw e;
    }
    setMode("play");
  });
  // The Summit deal limit is offered for the campaign only.
  const dealLimitShown = () => { $("deal-limit-label").hidden = !$("game-mode").value.startsWith("campaign"); };
  on("game-mode", "change", dealLimitShown);
  dealLimitShown();
  on("undo", "click", undoMove);
  // Another level plays from the next bot decision on (the game goes on).
  on("bot-level", "change", () => {
    ui.botLevel = $("bot-level").value;
    if (ui.game && !ui.game.gameOver && ui.game.currentPlayer !== ui.seat) runBots();
    renderPlay();
  });
  on("show-all", "click", () => { ui.filter = null; rerender(); });
  on("moves", "click", (ev) => {
    const b = ev.target.closest("button[data-move]");
    if (b && !b.disabled && b.dataset.move) chooseMove(b.dataset.move);
  });
  on("moves", "change", onComposerChange);
  for (const id of ["map", "draft", "court", "players"]) on(id, "click", onBoardClick);
  on("save-replay", "click", saveReplay);
  document.addEventListener("mouseover", guarded(onTipOver));
  document.addEventListener("mouseout", guarded(onTipOut));
  document.addEventListener("click", guarded(onTipTap), true);
  on("tab-play", "click", () => setMode("play"));
  on("tab-replay", "click", () => setMode("replay"));
  on("replay-file", "change", async (ev) => {
    const file = ev.target.files[0];
    if (!file) return;
    try {
      openReplay(new Uint8Array(await file.arrayBuffer()), file.name);
    } catch (e) {
      $("replay-info").textContent = `Cannot open ${file.name}: ${e.message}`;
    }
  });
  on("continue-file", "change", async (ev) => {
    const file = ev.target.files[0];
    if (!file) return;
    try {
      continueGame(new Uint8Array(await file.arrayBuffer()), file.name);
    } catch (e) {
      $("status").textContent = `Cannot continue ${file.name}: ${e.message}`;
    }
    ev.target.value = "";
  });
  on("replay-first", "click", () => replayGo(0));
  on("replay-back", "click", () => replayGo(ui.replayIndex - 1));
  on("replay-forward", "click", () => replayGo(ui.replayIndex + 1));
  on("replay-last", "click", () => replayGo(ui.replayMoves.length));
  on("replay-slider", "input", (ev) => replayGo(Number(ev.target.value)));
  on("replay-seat", "change", (ev) => { ui.replaySeat = Number(ev.target.value); renderReplay(); });
  // Online play when an arcs-server serves this page (its /healthz answers).
  ui.server = await findServer();
  $("tab-online").hidden = !ui.server;
  if (ui.server) {
    drawOnlineSeats();
    const onlineDealLimit = () => {
      $("online-deal-limit-label").hidden = !$("online-mode").value.startsWith("campaign");
      drawOnlineSetups();
    };
    onlineDealLimit();
    on("online-mode", "change", onlineDealLimit);
    on("online-players", "change", drawOnlineSeats);
    on("tab-online", "click", () => setMode("online"));
    on("online-create", "click", createOnline);
    on("online-links", "click", (ev) => {
      const b = ev.target.closest("button.copy-link");
      if (b) navigator.clipboard?.writeText(b.dataset.url).catch(() => {});
    });
    on("open-online-replay", "click", openOnlineReplay);
  }
  const target = onlineTarget(location);
  guarded(() => {
    newGame();
    if (target && ui.server) joinOnline(target, true);
    else setMode("play");
  })();
  document.body.dataset.ready = "1";
}

main().catch((e) => {
  $("status").textContent = `The engine could not start: ${e.message}`;
  throw e;
});
