// The page: play one seat against random bots, with undo; or open a replay
// file (`arcs-play --save-replay`, or one saved here) and step through it.
// Everything shown comes from one seat's observation (the public view in the
// replay viewer unless a seat is chosen); move texts of Rivals that name a
// face-down card are shown without it.
import { loadArcs } from "./arcs.mjs";
import { viewModel } from "./view_model.mjs";
import { mapSvg, courtSvg, playerBoardHtml, legendHtml, esc } from "./board.mjs";
import { moveTargets, moveTextFor } from "./moves.mjs";
import { playerName } from "./palette.mjs";

const $ = (id) => document.getElementById(id);

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
  // replay
  replay: null, replayMoves: [], replayLabels: [], replayIndex: 0, replaySeat: -1,
};

function targetsOf(moves) {
  const t = new Set();
  for (const m of moves) for (const k of moveTargets(m.text)) t.add(k);
  return t;
}

function drawBoard(vm, moves) {
  const targets = targetsOf(moves);
  $("map").innerHTML = mapSvg(vm, targets);
  $("court").innerHTML = courtSvg(vm, targets);
  $("players").innerHTML = vm.players.map((p) => playerBoardHtml(vm, p, targets)).join("");
  $("legend").innerHTML = legendHtml(vm);
}

function statusLine(vm, you) {
  if (vm.gameOver) {
    return `Game over after chapter ${vm.chapter}: ${playerName(vm.winner)}${vm.winner === you ? " (you)" : ""} wins. Power: ` +
      vm.players.map((p) => `${playerName(p.seat)} ${p.power}`).join(", ");
  }
  const lead = vm.leadCard && !vm.leadCard.faceDown ? ` Lead card: ${vm.leadCard.name}.` : "";
  return `${vm.setupName}, chapter ${vm.chapter}. ${vm.prompt}${lead}`;
}

/** The view model of `viewer` (a seat, or -1 for the public view). */
const viewOf = (game, viewer) => viewModel(game.view(viewer), ui.arcs.staticData);

// ---------------------------------------------------------------- play

function newGame() {
  const players = Number($("players-count").value);
  const seedText = $("seed").value.trim();
  ui.seed = seedText === "" ? Math.floor(Math.random() * 1e9) : Number(seedText);
  $("seed").value = String(ui.seed);
  ui.seat = Math.min(Number($("seat").value), players - 1);
  if (ui.game) ui.game.free();
  ui.game = ui.arcs.newGame({ players, seed: ui.seed, mode: $("game-mode").value });
  ui.nextRandom = rng(ui.seed ^ 0x5eed);
  ui.humanPoints = [];
  ui.log = [];
  ui.filter = null;
  runBots();
  renderPlay();
}

// Random bots play every seat but the person's until the person decides.
function runBots() {
  const g = ui.game;
  while (!g.gameOver && g.currentPlayer !== ui.seat) {
    const moves = g.legalMoves();
    const m = moves[Math.floor(ui.nextRandom() * moves.length)];
    g.apply(m);
    ui.log.push(moveTextFor(m, ui.seat));
  }
}

function playMove(text) {
  const move = ui.game.legalMoves().find((m) => m.text === text);
  if (!move) return;
  ui.humanPoints.push({ history: ui.game.historyLength, log: ui.log.length });
  ui.game.apply(move);
  ui.log.push(moveTextFor(move, ui.seat));
  ui.filter = null;
  runBots();
  renderPlay();
}

function undoMove() {
  const point = ui.humanPoints.pop();
  if (!point) return;
  ui.game.undo(ui.game.historyLength - point.history);
  ui.log.length = point.log;
  ui.filter = null;
  renderPlay();
}

function renderPlay() {
  const g = ui.game;
  const vm = viewOf(g, ui.seat);
  const moves = !g.gameOver && g.currentPlayer === ui.seat ? g.legalMoves() : [];
  drawBoard(vm, moves);
  $("status").textContent = statusLine(vm, ui.seat);
  $("status").dataset.gameOver = vm.gameOver ? "1" : "0";
  const shown = ui.filter ? moves.filter((m) => moveTargets(m.text).includes(ui.filter)) : moves;
  $("moves-title").textContent = ui.filter
    ? `Your moves at ${ui.filter.slice(ui.filter.indexOf(":") + 1)} (${shown.length} of ${moves.length})`
    : `Your moves (${moves.length})`;
  $("moves").innerHTML = shown.map((m) =>
    `<button class="move" data-move="${esc(m.text)}" title="${esc(m.text)}">${esc(m.label)}</button>`).join("");
  $("show-all").hidden = !ui.filter;
  $("undo").disabled = ui.humanPoints.length === 0;
  $("log").start = Math.max(1, ui.log.length - 199);
  $("log").innerHTML = ui.log.slice(-200).map((t) => `<li>${esc(t)}</li>`).join("");
  $("log").scrollTop = $("log").scrollHeight;
}

function onBoardClick(ev) {
  const el = ev.target.closest("[data-target]");
  if (!el || ui.mode !== "play" || !el.classList.contains("target")) return;
  const key = el.dataset.target;
  const g = ui.game;
  const moves = g.legalMoves().filter((m) => moveTargets(m.text).includes(key));
  if (moves.length === 1) playMove(moves[0].text);
  else if (moves.length > 1) {
    ui.filter = key;
    renderPlay();
  }
}

// ---------------------------------------------------------------- replay

function openReplay(bytes) {
  const game = ui.arcs.loadReplay(bytes);
  if (ui.replay) ui.replay.free();
  ui.replay = game;
  ui.replayMoves = game.history();
  ui.replayLabels = [];
  game.undo(ui.replayMoves.length);
  ui.replayIndex = 0;
  const header = ui.arcs.replayHeader(bytes);
  $("replay-info").textContent =
    `${header.setupName}, ${header.players} players, ${header.moves} moves (written by libarcs ${header.engineVersion})`;
  $("replay-seat").innerHTML = `<option value="-1">public view</option>` +
    Array.from({ length: game.numPlayers }, (_, p) => `<option value="${p}">${playerName(p)}</option>`).join("");
  ui.replaySeat = -1;
  renderReplay();
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
    g.apply(ui.replayMoves[i]);
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
  $("replay-moves").innerHTML = ui.replayMoves.slice(from, ui.replayIndex + 30).map((t, i) =>
    `<li class="${from + i === ui.replayIndex - 1 ? "current" : ""}">${esc(moveTextFor({ text: t, label: ui.replayLabels[from + i] }, ui.replaySeat))}</li>`).join("");
}

function setMode(mode) {
  ui.mode = mode;
  document.body.dataset.mode = mode;
  if (mode === "play") renderPlay();
  else if (ui.replay) renderReplay();
  else {
    $("map").innerHTML = "";
    $("court").innerHTML = "";
    $("players").innerHTML = "";
    $("status").textContent = "Open a replay file (arcs-play --save-replay FILE).";
  }
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
  const params = new URLSearchParams(location.search);
  if (params.has("players")) $("players-count").value = params.get("players");
  if (params.has("mode")) $("game-mode").value = params.get("mode");
  if (params.has("seed")) $("seed").value = params.get("seed");
  if (params.has("seat")) $("seat").value = params.get("seat");
  $("new-game").addEventListener("click", () => {
    try {
      newGame();
      setMode("play");
    } catch (e) {
      $("status").textContent = `Cannot start that game: ${e.message}`;
    }
  });
  $("undo").addEventListener("click", undoMove);
  $("show-all").addEventListener("click", () => { ui.filter = null; renderPlay(); });
  $("moves").addEventListener("click", (ev) => {
    const b = ev.target.closest("button[data-move]");
    if (b) playMove(b.dataset.move);
  });
  for (const id of ["map", "court", "players"]) $(id).addEventListener("click", onBoardClick);
  $("save-replay").addEventListener("click", () => download(ui.game.saveReplay(), `arcs-${ui.seed}.replay`));
  $("tab-play").addEventListener("click", () => setMode("play"));
  $("tab-replay").addEventListener("click", () => setMode("replay"));
  $("replay-file").addEventListener("change", async (ev) => {
    const file = ev.target.files[0];
    if (!file) return;
    try {
      openReplay(new Uint8Array(await file.arrayBuffer()));
    } catch (e) {
      $("replay-info").textContent = `Cannot open ${file.name}: ${e.message}`;
    }
  });
  $("replay-first").addEventListener("click", () => replayGo(0));
  $("replay-back").addEventListener("click", () => replayGo(ui.replayIndex - 1));
  $("replay-forward").addEventListener("click", () => replayGo(ui.replayIndex + 1));
  $("replay-last").addEventListener("click", () => replayGo(ui.replayMoves.length));
  $("replay-slider").addEventListener("input", (ev) => replayGo(Number(ev.target.value)));
  $("replay-seat").addEventListener("change", (ev) => { ui.replaySeat = Number(ev.target.value); renderReplay(); });
  newGame();
  setMode("play");
  document.body.dataset.ready = "1";
}

main().catch((e) => {
  $("status").textContent = `The engine could not start: ${e.message}`;
  throw e;
});
