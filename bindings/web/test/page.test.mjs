// The page's own modules under Node (no browser): the view model built from
// one seat's view (arcs_view), and how moves are read and clicked. Hidden
// information: a seat's view model and log never hold a Rival's hand or
// face-down card.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import protobuf from "protobufjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const site = process.env.ARCS_WEB_SITE ?? path.resolve(here, "../../../build-web/site");
const { loadArcs } = await import(path.join(site, "arcs.mjs"));
const { viewModel, UndrawableError } = await import(path.join(site, "view_model.mjs"));
const { moveTargets, moveTextFor, logLineFor, draftKey } = await import(path.join(site, "moves.mjs"));
const { esc, playerBoardHtml, playAreaHtml, mapSvg, courtSvg, legendHtml, campaignHtml, draftHtml, cardTextHtml, flagshipHtml } =
  await import(path.join(site, "board.mjs"));
const arcs = await loadArcs({ protobuf });
// As the page builds it: the view, and in the campaign the same seat's observation.
const viewFor = (game, viewer) =>
  viewModel(game.view(viewer), arcs.staticData, game.act >= 0 ? game.observation(viewer).campaign : null);
const systemNames = arcs.staticData.systems.map((s) => s.name);

function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296);
}

test("the view model: 24 systems, boards, Court row, ambitions", () => {
  const g = arcs.newGame({ players: 3, seed: 4 });
  const vm = viewFor(g, 1);
  assert.equal(vm.viewer, 1);
  assert.equal(vm.systems.length, 24);
  assert.deepEqual(vm.systems.map((s) => s.name).slice(0, 5), ["1-gate", "1-arrow", "1-crescent", "1-hex", "2-gate"]);
  assert.equal(vm.systems[11].name, "3-hex");
  assert.deepEqual(vm.names.ambitions, ["Tycoon", "Tyrant", "Warlord", "Keeper", "Empath"]);
  for (const c of vm.court) assert.ok(c.card.name.length > 0 && !c.card.name.startsWith("ARCS-"), c.card.name);
  assert.equal(vm.currentPlayer, g.currentPlayer);
  assert.match(vm.prompt, /^Player \d/);
  assert.equal(vm.players.length, 3);
  assert.equal(vm.ambitions.length, 3);
  assert.ok(vm.court.length > 0);
  const ships = vm.systems.reduce((n, s) => n + s.fresh.reduce((a, b) => a + b, 0), 0);
  const supply = vm.players.reduce((n, p) => n + p.shipsSupply, 0);
  assert.equal(ships + supply, 3 * 15, "every ship is on the map or in a supply (15 each)");
  for (const p of vm.players) assert.equal(p.power, g.power(p.seat));
  assert.equal(vm.players[1].hand.length, g.handSize(1));
  g.free();
});

test("a seat's view and log hide Rivals' hands and face-down cards", () => {
  const g = arcs.newGame({ players: 4, seed: 31 });
  const r = rng(5);
  let copies = 0;
  for (let i = 0; i < 3000 && !g.gameOver; i++) {
    const moves = g.legalMoves();
    const m = moves[Math.floor(r() * moves.length)];
    g.apply(m);
    const [who, verb, card] = m.text.split(" ");
    if (verb !== "copy" || who === "p0") continue;
    copies++;
    const seat = Number(who.slice(1));
    const vm = viewFor(g, 0);
    if (vm.players[seat].playMode === "copy") assert.deepEqual(vm.players[seat].played, { faceDown: true });
    assert.ok(!JSON.stringify(vm).includes(card), "the Copy card is nowhere in a Rival's view");
    const shown = moveTextFor(m, 0);
    assert.ok(!shown.includes(card), shown);
    assert.ok(moveTextFor(m, seat).includes(m.label), "the player reads their own move");
  }
  assert.ok(copies > 0, "some Rival played a Copy");
  for (let viewer = -1; viewer < 4; viewer++) {
    const vm = viewFor(g, viewer);
    vm.players.forEach((p) => {
      if (p.seat === viewer) assert.equal(p.hand.length, p.handCount);
      else assert.equal(p.hand, null);
    });
  }
  g.free();
});

test("move lines: no move shown to a seat (log, replay viewer) names an action card a Rival holds hidden, in every mode", () => {
  let rivalMoves = 0;
  for (const [mode, players, seed] of [["base", 4, 1], ["leaders-lore", 3, 2], ["campaign", 3, 3], ["campaign", 4, 5]]) {
    const g = arcs.newGame({ players, seed, mode, summitDealLimit: 2 });
    const r = rng(seed);
    for (let i = 0; i < 1500 && !g.gameOver; i++) {
      const moves = g.legalMoves();
      const m = moves[Math.floor(r() * moves.length)];
      const q = m.player;
      const held = g.view(q).player[q].hand.map((c) => arcs.staticData.action_cards[c].name);
      g.apply(m);
      for (let viewer = -1; viewer < players; viewer++) {
        if (viewer === q) continue;
        rivalMoves++;
        const v = g.view(viewer);
        const seen = new Set([v.lead_card, ...v.player.flatMap((p) => [...p.hand, p.played, p.seize_card])]
          .filter((c) => c >= 0).map((c) => arcs.staticData.action_cards[c].name));
        const line = moveTextFor(m, viewer);
        for (const name of held) {
          if (!seen.has(name)) assert.ok(!new RegExp(`\\b${name}\\b`).test(line), `${mode}: "${m.text}" reads "${line}" to ${viewer}`);
        }
      }
    }
    g.free();
  }
  assert.ok(rivalMoves > 2000, `${rivalMoves} moves read by a Rival`);
});

test("every legal move's board targets exist on the page", () => {
  const g = arcs.newGame({ players: 3, seed: 8 });
  const r = rng(2);
  const names = new Set(systemNames);
  let kinds = new Set();
  for (let i = 0; i < 400 && !g.gameOver; i++) {
    const moves = g.legalMoves();
    const vm = viewFor(g, g.currentPlayer);
    const hand = new Set(vm.players[g.currentPlayer].hand.map((c) => c.name));
    for (const m of moves) {
      for (const key of moveTargets(m.text)) {
        const [kind, what] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
        kinds.add(kind);
        if (kind === "sys") assert.ok(names.has(what), key);
        if (kind === "card") assert.ok(hand.has(what), `${m.text}: ${what} in hand`);
        if (kind === "court") assert.ok(Number(what) < vm.court.length, key);
      }
    }
    g.apply(moves[Math.floor(r() * moves.length)]);
  }
  for (const k of ["sys", "card", "court"]) assert.ok(kinds.has(k), `some move names a ${k}`);
  g.free();
});

test("play areas: leaders and lore drawn on every board (Leaders & Lore)", () => {
  const g = arcs.newGame({ players: 3, seed: 6, mode: "leaders-lore", loreEach: 2 });
  const r = rng(9);
  const picks = [];
  for (let i = 0; i < 200 && g.view(-1).draft.active; i++) {
    const moves = g.legalMoves();
    const m = moves[Math.floor(r() * moves.length)];
    if (m.text.split(" ")[3] === "draft") picks.push(m);
    g.apply(m);
  }
  assert.equal(g.view(-1).draft.active, 0, "the draft is over");
  // Draft picks take face-up cards: every seat reads them.
  assert.equal(picks.length, 9);
  for (const m of picks) assert.match(moveTextFor(m, -1), /^Player \d: Take the /);
  for (let viewer = -1; viewer < 3; viewer++) {
    const vm = viewFor(g, viewer);
    for (const p of vm.players) {
      assert.ok(p.leader, "each player has a leader");
      assert.equal(p.lore.length, 2, "and 2 lore cards (the variant)");
      const html = playerBoardHtml(vm, p, new Set());
      assert.ok(html.includes('class="playarea"'), html);
      for (const c of [p.leader, ...p.lore]) assert.ok(html.includes(esc(c.name)), c.name);
      assert.ok(html.includes("pcard leader") && html.includes("pcard lore"));
    }
  }
  g.free();
});

test("the campaign: Fates dealt shown to their player only, titles after the reveal", () => {
  const g = arcs.newGame({ players: 3, seed: 4, mode: "campaign", firstPlayer: 0 });
  assert.throws(() => arcs.newGame({ mode: "chess" }), /mode/);
  const own = [0, 1, 2].map((seat) => viewFor(g, seat).players[seat].fateDealt);
  for (const cards of own) {
    assert.equal(cards.length, 2);
    for (const c of cards) assert.match(c.id, /^ARCS-FATE/);
  }
  for (let viewer = -1; viewer < 3; viewer++) {
    const vm = viewFor(g, viewer);
    for (const p of vm.players) {
      const html = playAreaHtml(p);
      for (const c of own[p.seat]) assert.equal(html.includes(c.id), p.seat === viewer, `${viewer} sees ${p.seat}'s ${c.id}`);
      if (p.seat !== viewer) {
        assert.deepEqual(p.fateDealt, [{ faceDown: true }, { faceDown: true }]);
        assert.ok(html.includes("facedown"));
      }
      assert.equal(p.title, "", "no titles before the Fates are chosen");
    }
  }
  // The Fate choices: the label names the card for its player, not for Rivals.
  for (let seat = 0; seat < 3; seat++) {
    const m = g.legalMoves().find((x) => x.text === `p${seat} fate 1`);
    assert.ok(m, `p${seat} keeps a Fate`);
    assert.ok(m.label.includes(own[seat][1].name), m.label);
    assert.ok(!moveTextFor(m, (seat + 1) % 3).includes(own[seat][1].name));
    g.apply(m);
    if (seat < 2) {
      const rival = viewFor(g, (seat + 1) % 3).players[seat];
      assert.deepEqual(rival.fate, { faceDown: true }, "a kept Fate stays secret until all have chosen");
    }
  }
  for (let viewer = -1; viewer < 3; viewer++) {
    const vm = viewFor(g, viewer);
    for (const p of vm.players) {
      assert.equal(p.fate.id, own[p.seat][1].id, "revealed");
      assert.equal(p.title, "Regent");
      const html = playAreaHtml(p);
      assert.ok(html.includes(own[p.seat][1].id) && !html.includes(own[p.seat][0].id), html);
      assert.ok(html.includes("Regent"));
    }
  }
  g.free();
});

test("campaign action cards: Event and Faithful cards in a hand are drawn; unknown ids are a clear error", () => {
  // 2 players, seed 1: random play deals an Event card.
  const g = arcs.newGame({ players: 2, seed: 1, mode: "campaign" });
  const r = rng(3);
  const seen = new Set();
  for (let i = 0; i < 4000 && !g.gameOver && !seen.has("Event"); i++) {
    for (let seat = 0; seat < 2; seat++) {
      const vm = viewFor(g, seat);
      for (const c of vm.players[seat].hand) {
        const kind = /^(Event|Faithful)-\d$/.exec(c.name);
        if (!kind) continue;
        seen.add(kind[1]);
        const html = playerBoardHtml(vm, vm.players[seat], new Set());
        assert.ok(html.includes(`>${c.name}</span>`), `${c.name} drawn in the hand`);
      }
    }
    const moves = g.legalMoves();
    g.apply(moves[Math.floor(r() * moves.length)]);
  }
  assert.ok(seen.has("Event"), "some hand held an Event card");
  // Static data that lists fewer action cards than the view holds: an
  // UndrawableError naming the card, not a TypeError from deep in the drawing.
  const view = g.view(0);
  view.player[0].hand = [28];
  const short = { ...arcs.staticData, action_cards: arcs.staticData.action_cards.slice(0, 28) };
  assert.throws(() => viewModel(view, short), (e) => e instanceof UndrawableError && /action card 28/.test(e.message));
  assert.equal(viewModel(view, arcs.staticData).players[0].hand[0].name, "Event-1");
  // Every action card the engine has (the Believer's Faithful cards too) is drawn.
  view.player[0].hand = arcs.staticData.action_cards.map((a) => a.card);
  const vm = viewModel(view, arcs.staticData);
  const html = playerBoardHtml(vm, vm.players[0], new Set());
  for (const name of ["Aggression-4", "Event-3", "Faithful-1", "Faithful-9"]) assert.ok(html.includes(`>${name}</span>`), name);
  g.free();
});

test("every mode, 2-4 players: every seat's view of random games is drawn without error", () => {
  let drawn = 0;
  for (const mode of ["base", "leaders-lore", "campaign"]) {
    for (const players of [2, 3, 4]) {
      const g = arcs.newGame({ players, seed: 11 + players, mode });
      const r = rng(players * 31 + mode.length);
      for (let i = 0; i < 800 && !g.gameOver; i++) {
        if (i % 20 === 0) {
          for (let viewer = -1; viewer < players; viewer++) {
            const vm = viewFor(g, viewer);
            const html = mapSvg(vm, new Set()) + courtSvg(vm, new Set()) + legendHtml(vm) + campaignHtml(vm) +
              vm.players.map((p) => playerBoardHtml(vm, p, new Set())).join("");
            const at = html.search(/undefined|NaN|Player [5-9]|>null<|"null"/);
            assert.equal(at, -1, `${mode} ${players}p move ${i} viewer ${viewer}: ${html.slice(at - 60, at + 20)}`);
            // Every card drawn face up carries its text for hover and tap.
            const tags = html.match(/<(span|g) class="(pcard|acard|courtcard)[^>]*>/g) ?? [];
            for (const t of tags.filter((x) => !x.includes("courtcard") && !x.includes("facedown"))) {
              assert.ok(t.includes("data-tip="), `${mode} ${players}p: a card without its text: ${t}`);
            }
            assert.equal(tags.filter((x) => x.includes("courtcard") && x.includes("data-tip=")).length,
              vm.court.filter((c) => c.card).length, "each Court card with its text");
            drawn++;
          }
        }
        const moves = g.legalMoves();
        g.apply(moves[Math.floor(r() * moves.length)]);
      }
      g.free();
    }
  }
  assert.ok(drawn > 500, `${drawn} views drawn`);
});

test("the campaign drawn: Imperial ships, Blight, Free cities, titles, the Council, the Act, Favors and objectives", () => {
  const g = arcs.newGame({ players: 3, seed: 5, mode: "campaign" });
  const r = rng(2);
  for (let i = 0; i < 150; i++) {
    const moves = g.legalMoves();
    g.apply(moves[Math.floor(r() * moves.length)]);
  }
  for (let viewer = -1; viewer < 3; viewer++) {
    const v = g.view(viewer);
    const c = g.observation(viewer).campaign;
    const vm = viewFor(g, viewer);
    const map = mapSvg(vm, new Set());
    const drawn = (owner, what) => [...map.matchAll(new RegExp(`<g class="ships" data-owner="${owner}" data-fresh="(\\d+)" data-damaged="(\\d+)"`, "g"))]
      .reduce((n, m) => n + Number(m[what === "fresh" ? 1 : 2]), 0);
    const total = (a) => a.reduce((x, y) => x + y, 0);
    assert.equal(drawn(5, "fresh"), total(c.imperial_fresh));
    assert.equal(drawn(5, "damaged"), total(c.imperial_damaged));
    assert.equal(drawn(6, "fresh"), total(c.blight_fresh));
    assert.equal(drawn(6, "damaged"), total(c.blight_damaged));
    assert.ok(total(c.blight_damaged) > 0 && total(c.imperial_fresh) > 0);
    // Fresh and damaged apart: one damaged (dmg) icon per owner with damaged ships in a system.
    assert.equal((map.match(/class="ship dmg"/g) ?? []).length,
      v.systems.reduce((n, s) => n + [0, 1, 2, 5, 6].filter((o) => s.damaged[o] > 0).length, 0));
    const free = v.systems.reduce((n, s) => n + s.buildings.filter((b) => b.owner === 4).length, 0);
    assert.ok(free > 0);
    assert.equal((map.match(/class="building[^"]*" data-owner="4"/g) ?? []).length, free);
    assert.equal((map.match(/class="imperial"/g) ?? []).length, vm.campaign.imperialClusters.length);
    assert.deepEqual(vm.campaign.imperialClusters, [1, 2, 3, 4, 5, 6].filter((k) => c.imperial_clusters & (1 << (k - 1))));
    const panel = campaignHtml(vm);
    assert.ok(panel.includes(`data-act="${v.act}"`), panel);
    assert.match(panel, /Imperial Council: <span class="council" data-side="(session|decided|secured)"/);
    assert.ok(panel.includes(`data-total="${total(c.trust)}"`));
    vm.players.forEach((p) => {
      const html = playerBoardHtml(vm, p, new Set());
      const title = ["", "Regent", "Outlaw"][v.player[p.seat].title];
      if (title) assert.ok(html.includes(`data-title="${title}"`), html);
      assert.equal(html.includes("First Regent</span>"), !!v.player[p.seat].first_regent);
      const obj = c.objective[p.seat];
      if (obj !== 255) assert.ok(html.includes(`data-objective="${obj}"`));
      const favors = total(c.favors.slice(4 * p.seat, 4 * p.seat + 4));
      assert.equal(html.includes("Favors:"), favors > 0);
    });
    // The markers with their values, declared or not.
    assert.equal((map.match(/<g class="marker"/g) ?? []).length, v.markers.length);
  }
  // Nothing of a Rival's hand or unrevealed Fates in a seat's model.
  const vm0 = JSON.stringify(viewFor(g, 0));
  for (let q = 1; q < 3; q++) {
    const own = g.view(q).player[q];
    for (const card of own.hand) assert.ok(!vm0.includes(`"${arcs.staticData.action_cards[card].name}"`));
    for (const f of own.fate_dealt) if (f >= 0 && f !== own.fate) assert.ok(!vm0.includes(arcs.staticData.cards[f].id));
  }
  g.free();
});

test("a Summit under way drawn for every seat: the caller, the phase, the deals left, the deal item by item as its labels name it", () => {
  // Random play (3 players, deal limit 2) until a deal of 2+ items is on the
  // table at a decision of its proposer (who is offered "deal-remove i").
  let checked = 0;
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    const g = arcs.newGame({ players: 3, seed, mode: "campaign", summitDealLimit: 2 });
    const r = rng(seed);
    let sawNone = false;
    for (let i = 0; i < 3000 && !g.gameOver && checked < 4; i++) {
      const moves = g.legalMoves();
      const s = g.observation(-1).campaign.summit;
      if (!s && !sawNone) {
        sawNone = true;
        assert.ok(!campaignHtml(viewFor(g, 0)).includes('class="summit"'), "no Summit panel without a Summit");
      }
      const removes = moves.filter((m) => / deal-remove \d+$/.test(m.text));
      if (s && s.deal.length >= 2 && removes.length) {
        for (let viewer = -1; viewer < 3; viewer++) {
          const panel = campaignHtml(viewFor(g, viewer));
          assert.ok(panel.includes(`<b>Summit</b> called by Player ${s.caller + 1}: Negotiations, Player ${s.turn + 1}'s turn; ${s.deals_left} deal`), panel);
          const items = [...panel.matchAll(/<li class="deal-item"[^>]*>(.*?)<\/li>/g)].map((m) => m[1].replace(/<\/?b>/g, ""));
          assert.equal(items.length, s.deal.length);
          for (const m of removes) {
            const k = Number(/(\d+)$/.exec(m.text)[1]);
            const [, giver, action, receiver] = /\((Player \d)'s (.+) affecting (Player \d)\)$/.exec(m.label);
            assert.ok(items[k].startsWith(`${giver} takes ${action} affecting ${receiver}`), `${items[k]} vs ${m.label}`);
          }
        }
        checked++;
      }
      g.apply(moves[Math.floor(r() * moves.length)]);
    }
    g.free();
  }
  assert.ok(checked >= 2, `deals on the table checked: ${checked}`);
});

test("a campaign on into Act II (every Fate plays it): every seat's view drawn through the Intermission and the next Act", () => {
  // 2 players, seed 5, deal limit 2: both Fates play Act II; the game goes on past Act I.
  const g = arcs.newGame({ players: 2, seed: 5, mode: "campaign", summitDealLimit: 2, lastAct: 0 });
  const r = rng(5);
  const seen = new Set();
  for (let i = 0; i < 3000 && !g.gameOver; i++) {
    for (let viewer = -1; viewer < 2; viewer++) {
      if (viewer !== 0 && i % 4) continue; // Player 1 at every move, the others at every 4th
      const vm = viewFor(g, viewer);
      const html = mapSvg(vm, new Set()) + courtSvg(vm, new Set()) + campaignHtml(vm) +
        vm.players.map((p) => playerBoardHtml(vm, p, new Set())).join("");
      const at = html.search(/undefined|NaN|>null<|"null"/);
      assert.equal(at, -1, `move ${i} viewer ${viewer}: ${html.slice(at - 60, at + 20)}`);
      if (viewer === 0) {
        seen.add(`act ${vm.campaign.act}`);
        if (vm.campaign.intermission) seen.add("intermission");
        if (vm.players.some((p) => p.fateHistory.length)) seen.add("history");
      }
    }
    const moves = g.legalMoves();
    g.apply(moves[Math.floor(r() * moves.length)]);
  }
  for (const k of ["act 1", "intermission", "act 2", "history"]) assert.ok(seen.has(k), `${k} drawn (${[...seen]})`);
  g.free();
});

test("the campaign drawn: Golems on gates, in slots and on Golem Hearth; the Intermission step; Fate history", () => {
  // A real campaign view with the Golems placed and the arc advanced by hand
  // (the drawing's input; the engine puts them there with the Caretaker).
  const g = arcs.newGame({ players: 2, seed: 1, mode: "campaign" });
  const view = g.view(0);
  const c = g.observation(0).campaign;
  view.systems[0].golem = { golem: 2, awake: 1 };  // the Seeker, Awake, on 1-gate
  view.systems[4].golem = { golem: -2, awake: 0 }; // a Sleeping Golem never seen Awake
  view.player[0].resources[0] = -3;                 // ARCS_SLOT_GOLEM
  view.player[0].slot_golem[0] = { golem: 0, awake: 1 };
  view.hearth_holder = 1;
  view.hearth_golems = [{ golem: 3, awake: 0 }, { golem: -2, awake: 0 }];
  view.intermission_step = 3;
  const fate = arcs.staticData.cards.findIndex((x) => x.kind === "fate");
  view.player[1].fate_history = [fate, -1, -1];
  view.player[1].fate_completed = 1;
  const vm = viewModel(view, arcs.staticData, c);
  const map = mapSvg(vm, new Set());
  assert.ok(map.includes("<title>the Seeker Golem (Awake)</title>"), "a named Awake Golem");
  assert.ok(map.includes("<title>a Golem (Sleeping)</title>"), "a hidden one stays unnamed");
  assert.equal((map.match(/<g class="golem"/g) ?? []).length, 2);
  assert.ok(playerBoardHtml(vm, vm.players[0], new Set()).includes('title="the Warrior Golem">G</span>'));
  const panel = campaignHtml(vm);
  assert.match(panel, /Intermission C: Clear Pieces/);
  assert.match(panel, /Golem Hearth \(Player 2\): Harvester, a Sleeping Golem/);
  assert.match(playAreaHtml(vm.players[1]), /data-act="1" data-completed="1">Act I <span class="pcard fate"/);
  g.free();
});

test("the Leaders & Lore draft: every leader and lore card has text; the rows drawn with it; every pick a clickable card", () => {
  const stat = arcs.staticData;
  const drafted = stat.cards.filter((c) => c.kind === "leader" || c.kind === "lore");
  assert.equal(drafted.filter((c) => c.kind === "leader").length, 8, "the 8 leaders");
  assert.equal(drafted.filter((c) => c.kind === "lore").length, 38, "the 38 lore cards");
  for (const c of drafted) assert.ok(c.text && c.text.trim().length > 20, `${c.id} ${c.name} has its printed text`);
  let picks = 0;
  for (const [players, seed, loreEach] of [[2, 1, 1], [3, 2, 2], [4, 3, 1], [4, 8, 2]]) {
    const g = arcs.newGame({ players, seed, mode: "leaders-lore", loreEach });
    const r = rng(seed);
    while (g.view(-1).draft.active) {
      const seat = g.currentPlayer;
      const vm = viewFor(g, seat);
      const moves = g.legalMoves();
      const targets = new Set(moves.flatMap((m) => moveTargets(m.text)));
      const html = draftHtml(vm, targets);
      const shown = [...vm.draft.leaders, ...vm.draft.lore].filter(Boolean);
      assert.equal(vm.draft.leaders.length, players + 1);
      assert.equal(vm.draft.lore.length, loreEach === 2 ? 2 * players + 1 : players + 1);
      // Each card's name and whole text in view, not only on hover.
      for (const c of shown) {
        assert.ok(html.includes(`<div class="cardtext">${cardTextHtml(c.text)}</div>`), `${c.name}'s text in the draft`);
        assert.ok(html.includes(`data-tip-name="${esc(c.name)}"`), c.name);
      }
      // Every pick names a card of the rows, drawn as a target (click to take).
      for (const m of moves) {
        assert.equal(m.text.split(" ")[3], "draft", m.text);
        const key = moveTargets(m.text)[0];
        assert.ok(shown.some((c) => draftKey(c.name) === key), `${m.text}: its card is in the draft rows`);
        assert.ok(html.includes(`class="draftcard target" data-target="${key}"`), `${key} clickable`);
      }
      g.apply(moves[Math.floor(r() * moves.length)]);
      picks++;
    }
    assert.equal(viewFor(g, 0).draft, null, "the draft is gone once over");
    assert.equal(draftHtml(viewFor(g, 0), new Set()), "");
    g.free();
  }
  assert.ok(picks >= 20);
});

test("log lines: a line naming an action card is shown only to the seat it names first", () => {
  const line = "Admin Union: the round ends: Player 2 draws Aggression-5 into their hand; the Union is discarded.";
  assert.equal(logLineFor(line, 1), line);
  for (const viewer of [-1, 0, 2, 3]) assert.equal(logLineFor(line, viewer), null);
  assert.equal(logLineFor("Player 1 plays Event-2.", 0), "Player 1 plays Event-2.");
  assert.equal(logLineFor("Player 1 plays Event-2.", 1), null);
  for (const l of ["Rolled: 2 hits, 1 self-hit.", "Player 3 gains Psionic", "Player 3 moves 1 fresh and 0 damaged ships from 2-gate to 3-gate",
    "Chapter 1: Tycoon scores (first 5, second 3). Counts: Player 1 2 (first, +5), Player 2 0."]) {
    for (const viewer of [-1, 0, 1]) assert.equal(logLineFor(l, viewer), l);
  }
});

// The leak check: in games of every mode, each seat is shown (logLineFor) the
// engine's lines of every move; none names an action card a Rival holds, or
// held before the move, that this seat cannot see, nor a Rival's Fate dealt
// and not revealed.
test("log lines: outcomes after every move, and no line shown to a seat names a Rival's hidden card", () => {
  const stat = arcs.staticData;
  const actionName = (c) => stat.action_cards[c].name;
  const nameRe = (name) => new RegExp(`(^|[^A-Za-z0-9-])${name.replace(/[-]/g, "\\-")}($|[^A-Za-z0-9-])`);
  const kinds = new Set();
  let lines = 0;
  for (const [mode, players, seed] of [["base", 3, 11], ["leaders-lore", 4, 12], ["campaign", 3, 13], ["campaign", 2, 14], ["leaders-lore", 2, 15]]) {
    const g = arcs.newGame({ players, seed, mode });
    assert.ok(g.logLines().length > 0, `${mode}: setup lines`);
    const r = rng(seed);
    // Each seat's view, once per move (before the move: `views`; after it: `after`).
    const seatViews = () => Array.from({ length: players }, (_, q) => g.view(q));
    let views = seatViews();
    for (let i = 0; i < 700 && !g.gameOver; i++) {
      const hands = views.map((v, q) => v.player[q].hand);
      const moves = g.legalMoves();
      const m = moves[Math.floor(r() * moves.length)];
      g.apply(m);
      const raw = g.logLines();
      for (const l of raw) {
        if (/^Rolled: /.test(l)) kinds.add("dice");
        if (/ hit/.test(l)) kinds.add("hits");
        if (/ gains /.test(l)) kinds.add("gains");
        if (/ scores /.test(l)) kinds.add("scoring");
        if (/ is destroyed| is damaged| loses /.test(l)) kinds.add("losses");
      }
      const after = seatViews();
      for (let seat = 0; seat < players; seat++) {
        const v = after[seat];
        const visible = new Set([v.lead_card, ...v.player.flatMap((p) => [...p.hand, p.played, p.seize_card])].filter((c) => c >= 0));
        const secret = [];
        for (let q = 0; q < players; q++) {
          if (q === seat) continue;
          for (const c of new Set([...hands[q], ...after[q].player[q].hand])) if (!visible.has(c)) secret.push(actionName(c));
          after[q].player[q].fate_dealt.forEach((c) => {
            if (c >= 0 && v.player[q].fate !== c) secret.push(stat.cards[c].name);
          });
        }
        for (const l of raw) {
          const named = secret.filter((n) => nameRe(n).test(l));
          const shown = logLineFor(l, seat);
          if (shown === null) continue;
          lines++;
          assert.deepEqual(named, [], `${mode} seed ${seed}, after "${m.text}": Player ${seat + 1} is shown "${shown}"`);
        }
      }
      views = after;
    }
    g.free();
  }
  assert.ok(lines > 2000, `${lines} lines shown`);
  for (const k of ["dice", "hits", "gains", "scoring", "losses"]) assert.ok(kinds.has(k), `some line tells ${k}`);
});

// A 3-player campaign game in which every player has a Flagship (written by
// tests/test_board_flagship.c): Player 1's board holds a damaged piece, so
// does Player 2's; Player 1 decides.
const FLAGSHIP_FIXTURE = path.resolve(here, "../../../tests/fixtures/flagships-p1.replay");
const flagshipGame = () => arcs.loadReplay(new Uint8Array(readFileSync(FLAGSHIP_FIXTURE)));

/** The Flagship board's slots as drawn: [column, row, piece, owner, damaged] per slot. */
const drawnSlots = (html) => [...html.matchAll(/<td [^>]*data-column="(\d)" data-row="(\w+)" data-piece="(\w+)" data-owner="(-?\d)" data-damaged="(\d)"/g)]
  .map((m) => [Number(m[1]), m[2], m[3], Number(m[4]), Number(m[5])]).sort();
/** The same from the engine's view of player p. */
const viewSlots = (p) => p.flagship_board.flatMap((col, k) => col.map((b, r) =>
  [k, r ? "armor" : "upgrade", b.owner < 0 ? "empty" : b.kind === 2 ? "starport" : "city", b.owner, b.damaged]))
  .sort();

test("Flagships: each board drawn as the view has it (pieces, owners, damage, the planets the slots need), the piece in its system; public", () => {
  const g = flagshipGame();
  const RES = arcs.staticData.names.resources;
  const panels = [];
  for (const viewer of [-1, 0, 1, 2]) {
    const v = g.view(viewer);
    const vm = viewFor(g, viewer);
    const svg = mapSvg(vm, new Set());
    assert.equal((svg.match(/class="flagship"/g) ?? []).length, 3, "three Flagships on the map");
    const drawn = [];
    v.player.forEach((p, seat) => {
      assert.ok(p.flagship >= 0);
      // The piece inside its system's group (between its key and the next system's).
      const name = systemNames[p.flagship];
      const from = svg.indexOf(`data-target="sys:${name}"`);
      const to = svg.indexOf('data-target="sys:', from + 1);
      const inside = svg.slice(from, to < 0 ? undefined : to);
      assert.match(inside, new RegExp(`data-target="flagship:${seat}" data-owner="${seat}"><title>Player ${seat + 1}'s Flagship</title>`));
      const html = playerBoardHtml(vm, vm.players[seat], new Set());
      assert.deepEqual(drawnSlots(html), viewSlots(p), `Player ${seat + 1}'s Flagship board, viewer ${viewer}`);
      assert.match(html, new RegExp(`Flagship in ${name} \\(${RES[arcs.staticData.systems[p.flagship].planet_type]}\\)`));
      // The slots' names and the planets they need (components.md 9.4).
      for (const [col, up, armor] of [["Slipstream Drive", "Fuel", "Relic"], ["Tractor Beam", "Relic", "Weapon"],
        ["Control Array", "Psionic", "Material"], ["Defense Array", "Weapon", "Psionic"], ["Ship Crane", "Material", "Fuel"],
        ["Hull", "any planet", "any planet"]]) {
        assert.match(html, new RegExp(`title="${col} Upgrade: [^"]*; needs ${up}"`));
        assert.match(html, new RegExp(`title="${col} Armor: [^"]*; needs ${armor}"`));
      }
      drawn.push(flagshipHtml(vm, vm.players[seat], new Set()));
    });
    panels.push(drawn.join(""));
  }
  // The Flagship board is public: every seat and the public see the same.
  for (const p of panels) assert.equal(p, panels[0]);
  // Some damaged piece, some fresh one, among the boards (the fixture's point).
  const all = g.view(0).player.flatMap((p) => viewSlots(p));
  assert.ok(all.some((x) => x[4] === 1) && all.some((x) => x[2] !== "empty" && x[4] === 0));
  // A game without Flagships draws none.
  const plain = arcs.newGame({ players: 3, seed: 5, mode: "campaign" });
  const vm = viewFor(plain, 0);
  assert.ok(!/flagship/.test(mapSvg(vm, new Set()) + vm.players.map((p) => playerBoardHtml(vm, p, new Set())).join("")));
  plain.free();
  g.free();
});

test("Flagship moves name their board targets: a slot built on or repaired, the Flagship moved or built at", () => {
  assert.deepEqual(moveTargets("p1 flagship-build 4 1 0"), ["flag:1:4/1"]);
  assert.deepEqual(moveTargets("p0 flagship-repair 0 0"), ["flag:0:0/0"]);
  assert.deepEqual(moveTargets("p2 slipstream"), ["flagship:2"]);
  assert.deepEqual(moveTargets("p0 flagship-along 1"), ["flagship:0"]);
  assert.deepEqual(moveTargets("p0 flagship-ship 4-hex"), ["sys:4-hex", "flagship:0"]);
  // In the fixture: Player 1 repairs (the damaged slot is clickable) or
  // builds (a ship at the Flagship: the piece is clickable).
  const g = flagshipGame();
  const damaged = g.view(0).player[0].flagship_board.flatMap((col, k) => col.map((b, r) => (b.damaged ? `${k}/${r}` : null)))
    .filter(Boolean);
  assert.ok(damaged.length > 0);
  for (const [action, want] of [["p0 action repair", damaged.map((d) => `flag:0:${d}`)], ["p0 action build", ["flagship:0"]]]) {
    g.apply(action);
    const moves = g.legalMoves();
    const keys = new Set(moves.flatMap((m) => moveTargets(m.text)));
    for (const k of want) assert.ok(keys.has(k), `${action}: ${k} among ${[...keys]}`);
    for (const m of moves.filter((x) => /flagship|slipstream/.test(x.text))) assert.ok(m.label && m.label !== m.text, m.text);
    const vm = viewFor(g, 0);
    const html = playerBoardHtml(vm, vm.players[0], keys) + mapSvg(vm, keys);
    for (const k of want) assert.match(html, new RegExp(`class="[a-z ]*target[a-z ]*" data-target="${k}"`), k);
    g.undo(1);
  }
  g.free();
});
