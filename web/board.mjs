// Drawing: the map, the Court row, the campaign panel and the player boards
// as SVG/HTML markup, from the view model (view_model.mjs) alone. Clickable
// things carry a data-target key ("sys:3-hex", "court:1", "card:Aggression-4",
// "amb:Tycoon"); `targets` (a Set of those keys) says which ones some legal
// move names. Cards drawn face up carry their text (data-tip) for hover/tap.
import { MAP_VIEWBOX, SYSTEM_XY, GATE_RADIUS, PLANET_RADIUS, AMBITION_BOX } from "./map_layout.mjs";
import {
  PLAYER_COLORS, PLAYER_COLOR_NAMES, RESOURCE_COLORS, SUIT_COLORS, playerName, ownerName, ownerColor,
} from "./palette.mjs";
import { draftKey } from "./moves.mjs";

const EMPIRE = 5; // ARCS_OWNER_EMPIRE
const BLIGHT = 6; // ARCS_OWNER_BLIGHT

/** Text made safe for HTML and SVG markup. */
export const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function targetAttrs(key, targets, base) {
  const on = targets.has(key);
  return `class="${base}${on ? " target" : ""}" data-target="${esc(key)}"`;
}

// Lines between adjacent systems in this game (out-of-play clusters skipped,
// their path markers joining the gates on either side).
function mapEdges(systems) {
  const e = [];
  for (const s of systems) for (const a of s.adjacent) if (a > s.id) e.push([s.id, a]);
  return e;
}

// A ship icon: a player's or the Empire's a triangle, the Blight's a
// four-pointed star; a damaged one dark inside with a dashed outline of its
// owner's colour (readable on every planet).
function shipIcon(owner, x, y, damaged) {
  const col = ownerColor(owner);
  const paint = damaged ? `style="fill:#0b0f18;stroke:${col}" class="ship dmg"` : `style="fill:${col}" class="ship"`;
  if (owner === BLIGHT) {
    return `<path d="M${x + 6},${y - 7} l2.5,4.5 l4.5,2.5 l-4.5,2.5 l-2.5,4.5 l-2.5,-4.5 l-4.5,-2.5 l4.5,-2.5 z" ${paint}/>`;
  }
  const ring = owner === EMPIRE && !damaged ? " imperial-ring" : "";
  return `<path d="M${x},${y + 5} l6,-11 l6,11 z" ${paint.replace('class="ship', `class="ship${ring}`)}/>`;
}

// Ships in a grid of two columns (each entry: an icon and its count, fresh
// and damaged apart) from (x, y) down; one <g class="ships"> per owner.
function shipsMarkup(s, x, y) {
  let out = "";
  let slot = 0;
  for (const p of s.pieces) {
    const what = p.owner === EMPIRE ? "Imperial ships" : p.owner === BLIGHT ? "Blight" : "ships";
    out += `<g class="ships" data-owner="${p.owner}" data-fresh="${p.fresh}" data-damaged="${p.damaged}">`;
    out += `<title>${ownerName(p.owner)}: ${p.fresh} fresh, ${p.damaged} damaged ${what}</title>`;
    for (const [n, dmg] of [[p.fresh, false], [p.damaged, true]]) {
      if (!n) continue;
      const sx = x + (slot % 2) * 38;
      const sy = y + Math.floor(slot / 2) * 14;
      out += shipIcon(p.owner, sx, sy, dmg);
      out += `<text x="${sx + 14}" y="${sy + 5}" class="count${dmg ? " dmg" : ""}">${n}</text>`;
      slot++;
    }
    out += `</g>`;
  }
  return out;
}

// A Golem on a gate (campaign): a token left of it, named once it has been Awake.
function golemMarkup(s, x, y) {
  if (!s.golem) return "";
  const g = s.golem;
  const what = `${g.name ? `the ${g.name} Golem` : "a Golem"} (${g.awake ? "Awake" : "Sleeping"})`;
  return `<g class="golem" data-awake="${g.awake ? 1 : 0}"><title>${what}</title>` +
    `<circle cx="${x}" cy="${y}" r="10" class="golemtoken${g.awake ? " awake" : ""}"/>` +
    `<text x="${x}" y="${y + 4}" class="golemtext">${g.name ? g.name[0] : "G"}</text></g>`;
}

// A player's Flagship (campaign): a large arrowhead in the player's colour
// with a white keel and a dark outline, apart from the ships (x, y its
// centre). Clickable (data-target "flagship:<seat>") when a legal move
// moves it (Slipstream Drive, the Flagship coming along).
function flagshipMarkup(seat, x, y, targets) {
  const col = ownerColor(seat);
  return `<g ${targetAttrs(`flagship:${seat}`, targets, "flagship")} data-owner="${seat}">` +
    `<title>${playerName(seat)}'s Flagship</title>` +
    `<circle cx="${x}" cy="${y}" r="14" stroke="${col}" class="flagship-badge"/>` +
    `<path d="M${x},${y - 11} L${x + 9},${y + 9} L${x},${y + 5} L${x - 9},${y + 9} Z" fill="${col}" class="flagship-hull"/>` +
    `<path d="M${x},${y - 5} L${x},${y + 4}" class="flagship-keel"/></g>`;
}

// The Flagships in a system, side by side from (x, y).
const flagshipsMarkup = (s, x, y, targets) =>
  s.flagships.map((seat, i) => flagshipMarkup(seat, x + i * 30, y, targets)).join("");

// An Imperial cluster (campaign): a shaded region under its four systems.
function imperialMarkup(vm) {
  let out = "";
  for (let c = 1; c <= 6; c++) {
    const ids = vm.systems.filter((s) => s.cluster === c && s.imperial).map((s) => s.id);
    if (ids.length === 0) continue;
    const pts = ids.map((id) => SYSTEM_XY[id].join(",")).join(" ");
    out += `<polygon points="${pts}" class="imperial" data-cluster="${c}"><title>Cluster ${c}: Imperial</title></polygon>`;
  }
  return out;
}

function buildingsMarkup(s, x, y) {
  const n = s.buildings.length;
  let out = "";
  s.buildings.forEach((b, i) => {
    const bx = x - (n * 20) / 2 + i * 20 + 2;
    if (b.empty) {
      out += `<rect x="${bx}" y="${y}" width="16" height="16" class="slot"/>`;
      return;
    }
    const col = ownerColor(b.owner);
    const cls = b.damaged ? "building damaged" : "building";
    const whose = `${ownerName(b.owner)}'s`;
    out += b.starport
      ? `<path d="M${bx + 8},${y} l8,8 l-8,8 l-8,-8 z" fill="${col}" class="${cls}" data-owner="${b.owner}"><title>${whose} starport${b.damaged ? " (damaged)" : ""}</title></path>`
      : `<rect x="${bx}" y="${y}" width="16" height="16" fill="${col}" class="${cls}" data-owner="${b.owner}"><title>${whose} city${b.damaged ? " (damaged)" : ""}</title></rect>`;
  });
  return out;
}

/** The map: clusters, systems, pieces, buildings and the ambition boxes. */
export function mapSvg(vm, targets) {
  const [x0, y0, w, h] = MAP_VIEWBOX;
  let out = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x0} ${y0} ${w} ${h}" id="map-svg" role="img" aria-label="map">`;
  out += `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="#101828"/>`;
  out += imperialMarkup(vm);
  for (const [a, b] of mapEdges(vm.systems)) {
    const [ax, ay] = SYSTEM_XY[a];
    const [bx, by] = SYSTEM_XY[b];
    out += `<line x1="${ax}" y1="${ay}" x2="${bx}" y2="${by}" class="edge"/>`;
  }
  for (const s of vm.systems) {
    const [x, y] = SYSTEM_XY[s.id];
    const key = `sys:${s.name}`;
    out += `<g ${targetAttrs(key, targets, "system")} opacity="${s.inPlay ? 1 : 0.25}">`;
    const ruler = s.controller >= 0 ? `, controlled by ${ownerName(s.controller)}` : "";
    out += `<title>${esc(s.name)}${s.gate ? " (gate)" : ` (${vm.names.resources[s.planet]})`}${s.inPlay ? ruler : ", out of play"}</title>`;
    if (s.gate) {
      const r = GATE_RADIUS;
      out += `<path d="M${x - r},${y} L${x - r / 2},${y - r * 0.87} L${x + r / 2},${y - r * 0.87} L${x + r},${y} L${x + r / 2},${y + r * 0.87} L${x - r / 2},${y + r * 0.87} Z" class="shape gate"/>`;
    } else {
      out += `<circle cx="${x}" cy="${y}" r="${PLANET_RADIUS}" fill="${RESOURCE_COLORS[s.planet]}" class="shape planet"/>`;
    }
    if (vm.battle && vm.battle.system === s.id) {
      out += `<circle cx="${x}" cy="${y}" r="${(s.gate ? GATE_RADIUS : PLANET_RADIUS) + 6}" class="battle"/>`;
    }
    out += `<text x="${x}" y="${y + (s.gate ? GATE_RADIUS + 14 : PLANET_RADIUS + 14)}" class="sysname">${esc(s.name)}</text>`;
    // A gate's buildings (Gate Ports, Gate Stations; the Twisted Passage's)
    // stand above its hexagon.
    if (!s.gate) out += buildingsMarkup(s, x, y - 34);
    else if (s.buildings.length) out += buildingsMarkup(s, x, y - GATE_RADIUS - 18);
    out += shipsMarkup(s, x - 34, s.gate ? y - 20 : y - 8);
    if (s.flagships.length) {
      out += s.gate ? flagshipsMarkup(s, x + GATE_RADIUS + 12, y, targets)
        : flagshipsMarkup(s, x + 30 - (s.flagships.length - 1) * 30, y + 26, targets);
    }
    if (s.gate) out += golemMarkup(s, x - GATE_RADIUS - 12, y);
    out += `</g>`;
  }
  // Ambition boxes with the markers declared into them.
  const a = AMBITION_BOX;
  vm.names.ambitions.forEach((name, i) => {
    const y = a.y + i * (a.h + a.gap);
    out += `<g ${targetAttrs(`amb:${name}`, targets, "ambition")}>`;
    out += `<rect x="${a.x}" y="${y}" width="${a.w}" height="${a.h}" rx="6" class="ambox"/>`;
    out += `<text x="${a.x + 10}" y="${y + 28}" class="amname">${name}</text>`;
    vm.ambitions.filter((m) => m.box === i).forEach((m, j) => {
      out += markerMarkup(m, a.x + a.w - 24 - j * 44, y + 9);
    });
    out += `</g>`;
  });
  // The markers not yet declared, below the boxes, with their values.
  const free = vm.ambitions.filter((m) => m.box < 0);
  if (free.length) {
    const y = a.y + vm.names.ambitions.length * (a.h + a.gap);
    out += `<text x="${a.x}" y="${y + 19}" class="info small">Available:</text>`;
    free.forEach((m, j) => { out += markerMarkup(m, a.x + 98 + j * 44, y); });
  }
  return out + "</svg>";
}

// An ambition marker centred at x, its top at y: first / second place Power.
function markerMarkup(m, x, y) {
  return `<g class="marker" data-box="${m.box}" data-first="${m.first}" data-second="${m.second}">` +
    `<title>Ambition marker: first place ${m.first}, second place ${m.second} Power${m.flipped ? " (flipped)" : ""}</title>` +
    `<rect x="${x - 20}" y="${y}" width="40" height="28" rx="6" class="markerbox"/>` +
    `<text x="${x}" y="${y + 19}" class="markertext">${m.first}/${m.second}</text></g>`;
}

/**
 * The attributes that give a card its text on hover or tap (app.mjs shows
 * them in the card-text box): data-tip-name and data-tip (the printed text).
 */
export function tipAttrs(name, text) {
  return text ? ` data-tip-name="${esc(name)}" data-tip="${esc(text)}"` : "";
}

/** A card's printed text as HTML: **bold**, *italic*, line breaks. */
export function cardTextHtml(text) {
  return esc(text).replace(/`symbol:([a-z]+)`/g, "[$1]")
    .replace(/\*\*(.+?)\*\*/g, "<b>$1</b>").replace(/\*(.+?)\*/g, "<i>$1</i>").replace(/\n/g, "<br>");
}

// Split a card name over at most two lines of about `width` characters.
function nameLines(name, width) {
  if (name.length <= width) return [name];
  const cut = name.lastIndexOf(" ", width);
  return cut > 0 ? [name.slice(0, cut), name.slice(cut + 1)] : [name];
}

/** The Court row: each card with the agents on it, deck and discard sizes. */
export function courtSvg(vm, targets) {
  const cw = 150, ch = 96, gap = 12;
  const w = Math.max(vm.court.length, 1) * (cw + gap) + 170;
  let out = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${ch + 20}" id="court-svg" role="img" aria-label="Court">`;
  vm.court.forEach((c, i) => {
    const x = 10 + i * (cw + gap);
    out += `<g ${targetAttrs(`court:${c.position}`, targets, "courtcard")}${c.card ? tipAttrs(c.card.name, c.card.text) : ""}>`;
    out += `<rect x="${x}" y="10" width="${cw}" height="${ch}" rx="8" class="card"/>`;
    nameLines(c.card ? c.card.name : "(empty)", 18).forEach((line, k) => {
      out += `<text x="${x + 8}" y="${30 + k * 16}" class="cardname">${esc(line)}</text>`;
    });
    c.agents.forEach((n, p) => {
      if (!n) return;
      const ax = x + 18 + p * 34;
      out += `<circle cx="${ax}" cy="78" r="11" fill="${PLAYER_COLORS[p]}" stroke="#111"/>`;
      out += `<text x="${ax}" y="83" class="agenttext">${n}</text>`;
    });
    out += `</g>`;
  });
  const x = 10 + vm.court.length * (cw + gap);
  out += `<text x="${x}" y="40" class="info">Court deck: ${vm.courtDeckCount}</text>`;
  out += `<text x="${x}" y="62" class="info">Court discard: ${vm.courtDiscard.length}</text>`;
  out += `<text x="${x}" y="84" class="info">Action deck: ${vm.actionDeckCount}</text>`;
  return out + "</svg>";
}

function actionCardHtml(c, targets) {
  if (!c) return "";
  if (c.faceDown) return `<span class="acard facedown">face down</span>`;
  const key = `card:${c.name}`;
  return `<span ${targetAttrs(key, targets, "acard")} style="border-color:${SUIT_COLORS[c.suit]}"${tipAttrs(c.name, c.text)}>${esc(c.name)}</span>`;
}

function cardHtml(c, cls) {
  if (c.faceDown) return `<span class="pcard ${cls} facedown">face down</span>`;
  return `<span class="pcard ${cls}" data-card="${esc(c.id)}"${tipAttrs(c.name, c.text)}>${esc(c.name)}</span>`;
}

const ROMAN = ["", "I", "II", "III"];

/**
 * A player's play area (HTML): the leader and lore cards (Leaders & Lore),
 * the title and the Fate (the campaign), other cards of the play area;
 * a Fate the seat may not see is drawn face down. "" when empty.
 */
export function playAreaHtml(p) {
  const parts = [];
  if (p.title) parts.push(`<span class="title" data-title="${esc(p.title)}">${esc(p.title)}</span>${p.firstRegent ? ` <span class="title first-regent">First Regent</span>` : ""}`);
  if (p.leader) parts.push(`Leader: ${cardHtml(p.leader, "leader")}`);
  if (p.lore.length) parts.push(`Lore: ${p.lore.map((c) => cardHtml(c, "lore")).join(" ")}`);
  const shown = new Set([p.leader?.index, ...p.lore.map((c) => c.index)]);
  const others = p.playArea.filter((c) => !shown.has(c.index));
  if (others.length) parts.push(`Cards: ${others.map((c) => cardHtml(c, "other")).join(" ")}`);
  if (p.fate) parts.push(`Fate: ${cardHtml(p.fate, "fate")}`);
  else if (p.fateDealt.length) parts.push(`Fates dealt: ${p.fateDealt.map((c) => cardHtml(c, "fate")).join(" ")}`);
  if (p.objective !== null) {
    parts.push(`<span class="objective" data-objective="${p.objective}" title="The objective marker on the Power track moves down as the objective advances; at 0 it is complete">` +
      `Objective: ${p.objective === 0 ? "complete" : `marker on ${p.objective}`}</span>`);
  }
  if (p.fateHistory.length > 1 || p.fateHistory.some((h) => h.completed)) {
    parts.push(`Fate history: ${p.fateHistory.map((h) => `<span class="fatehist" data-act="${h.act}" data-completed="${h.completed ? 1 : 0}">Act ${ROMAN[h.act]} ${cardHtml(h.card, "fate")} ${h.completed ? "completed" : "not completed"}</span>`).join(", ")}`);
  }
  return parts.length ? `<div class="playarea">${parts.join("; ")}</div>` : "";
}

// The Flagship's arrowhead as a small inline icon (HTML).
const flagIcon = (col) => `<svg viewBox="-12 -14 24 26" class="flagicon"><path d="M0,-13 L11,10 L0,5 L-11,10 Z" ` +
  `fill="${col}" stroke="#111" stroke-width="2"/><path d="M0,-6 L0,4" stroke="#fff" stroke-width="2.5"/></svg>`;

// A piece in a Flagship slot: a small city square or starport diamond in
// its owner's colour (faded and dashed when damaged), or an empty slot.
function slotPieceHtml(b) {
  if (!b) return `<span class="fpiece empty"></span>`;
  return `<span class="fpiece ${b.starport ? "starport" : "city"}${b.damaged ? " dmg" : ""}" style="--c:${ownerColor(b.owner)}"></span>`;
}

/**
 * A player's Flagship board (HTML, campaign; public): where the Flagship is,
 * the ships built at it this turn, and the six columns, Armor above Upgrade
 * as on the board, each slot with its piece (owner, fresh or damaged) and
 * the planet type it needs. A slot a legal move builds on or repairs is
 * clickable (data-target "flag:<seat>:<column>/<row>", row 0 Upgrade, 1
 * Armor). "" without a Flagship.
 */
export function flagshipHtml(vm, p, targets) {
  const f = p.flagship;
  if (!f) return "";
  const RESOURCES = vm.names.resources;
  const at = `${esc(f.systemName)}${f.planet >= 0 ? ` (${esc(RESOURCES[f.planet])})` : " (gate)"}`;
  const slot = (c, row) => {
    const b = row ? c.armor : c.upgrade;
    const needs = c.needs[row];
    const what = b ? `${b.owner !== p.seat ? `${ownerName(b.owner)}'s ` : ""}${b.starport ? "starport" : "city"}${b.damaged ? ", damaged" : ""}` : "empty";
    const whose = b ? `${ownerName(b.owner)}'s ${b.damaged ? "damaged " : "fresh "}${b.starport ? "starport" : "city"}` : "empty";
    const need = needs >= 0
      ? `<span class="res" style="background:${RESOURCE_COLORS[needs]}"></span>${esc(RESOURCES[needs])}` : "any planet";
    const fits = f.planet >= 0 && (needs < 0 || needs === f.planet);
    return `<td ${targetAttrs(`flag:${p.seat}:${c.column}/${row}`, targets, `fslot${fits ? " fits" : ""}`)} ` +
      `data-column="${c.column}" data-row="${row ? "armor" : "upgrade"}" data-piece="${b ? (b.starport ? "starport" : "city") : "empty"}" ` +
      `data-owner="${b ? b.owner : -1}" data-damaged="${b && b.damaged ? 1 : 0}" title="${esc(c.name)} ${row ? "Armor" : "Upgrade"}: ${whose}; needs ${needs >= 0 ? esc(RESOURCES[needs]) : "any planet"}">` +
      `${slotPieceHtml(b)}<span class="fwhat${b ? "" : " none"}">${what}</span><span class="fneeds">needs ${need}</span></td>`;
  };
  let html = `<div class="flagboard" data-seat="${p.seat}" data-system="${f.system}">`;
  html += `<div class="flaghead">${flagIcon(PLAYER_COLORS[p.seat])} Flagship in ${at}${f.shipsBuilt ? `; ${f.shipsBuilt} ship${f.shipsBuilt === 1 ? "" : "s"} built at it this turn` : ""}</div>`;
  html += `<table class="flagtable"><tr><th></th>${f.columns.map((c) => `<th>${esc(c.name)}</th>`).join("")}</tr>`;
  html += `<tr class="armor"><th>Armor</th>${f.columns.map((c) => slot(c, 1)).join("")}</tr>`;
  html += `<tr class="upgrade"><th>Upgrade</th>${f.columns.map((c) => slot(c, 0)).join("")}</tr></table>`;
  html += `<div class="flagnote">Build the Upgrade first, its Armor over a fresh Upgrade; <b>bold</b>: the planet the Flagship is at now.</div>`;
  return html + "</div>";
}

/** One player board (HTML): Power, resources, supplies, Trophies, Captives, Guild cards, play area, hand. */
export function playerBoardHtml(vm, p, targets) {
  const RESOURCES = vm.names.resources;
  const isViewer = p.seat === vm.viewer;
  const col = PLAYER_COLORS[p.seat];
  const res = p.resources.map((r, i) => (r === -3
    ? `<span class="res golem" title="${p.slotGolems[i]?.name ? `the ${p.slotGolems[i].name} Golem` : "a Golem"}">G</span>`
    : r === -2
    ? `<span class="res covered" title="under a city">c</span>`
    : `<span class="res" style="background:${r >= 0 ? RESOURCE_COLORS[r] : "transparent"}" title="${r >= 0 ? RESOURCES[r] : "empty"}">${r >= 0 ? RESOURCES[r][0] : ""}</span>`)).join("");
  const count = (n, one, many) => (n ? `${n} ${n === 1 ? one : many}` : "");
  const trophies = p.trophies.map((t) => {
    const ships = t.owner === BLIGHT ? count(t.ships, "Blight", "Blight") : count(t.ships, "ship", "ships");
    const parts = [ships, count(t.cities, "city", "cities"),
      count(t.starports, "starport", "starports"), count(t.agents, "agent", "agents")].filter(Boolean);
    return parts.length ? `${ownerName(t.owner)}'s ${parts.join(", ")}` : "";
  }).filter(Boolean);
  const captives = p.captives.map((n, q) => (n && q < vm.numPlayers ? `${n} of ${playerName(q)}'s agents` : "")).filter(Boolean)
    .concat(p.captiveShips.map((n, q) => (n ? `${n} of ${ownerName(q)}'s ships` : "")).filter(Boolean));
  const favors = p.favors.map((n, q) => (n ? `${n} of ${playerName(q)}'s agents` : "")).filter(Boolean);
  const marks = [
    p.seat === vm.initiative ? "initiative" : "",
    p.seat === vm.currentPlayer ? "deciding" : "",
    vm.winner === p.seat ? "winner" : "",
  ].filter(Boolean);
  let html = `<div class="board${isViewer ? " you" : ""}" data-seat="${p.seat}" style="border-color:${col}">`;
  html += `<h3><span class="swatch" style="background:${col}"></span>${playerName(p.seat)} (${PLAYER_COLOR_NAMES[p.seat]})${isViewer ? " — you" : ""} — Power ${p.power}${marks.length ? ` <em>${marks.join(", ")}</em>` : ""}</h3>`;
  html += `<div>Resources: ${res}${p.outrage.length ? ` Outrage: ${p.outrage.map((r) => RESOURCES[r]).join(", ")}` : ""}</div>`;
  html += `<div>Supply: ${p.shipsSupply} ships, ${p.agentsSupply} agents, ${p.starportsSupply} starports; ${p.citiesOnBoard} cities on the board</div>`;
  if (trophies.length) html += `<div>Trophies: ${trophies.join("; ")}</div>`;
  if (captives.length) html += `<div>Captives: ${captives.join("; ")}</div>`;
  if (favors.length) html += `<div class="favors">Favors: ${favors.join("; ")}</div>`;
  html += playAreaHtml(p);
  html += flagshipHtml(vm, p, targets);
  if (p.guild.length) html += `<div>Guild cards: ${p.guild.map((g) => cardHtml(g, "guild")).join(" ")}</div>`;
  if (p.played) html += `<div>Played: ${actionCardHtml(p.played, targets)} ${esc(p.playMode)}${p.playedSide ? ` (${p.playedSide} side)` : ""}</div>`;
  if (p.seizeCard) html += `<div>Seize card: ${actionCardHtml(p.seizeCard, targets)}</div>`;
  html += p.hand
    ? `<div class="hand">Hand: ${p.hand.map((c) => actionCardHtml(c, targets)).join(" ") || "(empty)"}</div>`
    : `<div>Hand: ${p.handCount} card${p.handCount === 1 ? "" : "s"}</div>`;
  return html + "</div>";
}

/**
 * The campaign's state (HTML): the Act and the Intermission, the Imperial
 * Council's side, the First Regent and the Imperial Trust, the Imperial
 * clusters and supplies, the rules booklet, Golem Hearth. "" outside the campaign.
 */
export function campaignHtml(vm) {
  const c = vm.campaign;
  if (!c) return "";
  const RESOURCES = vm.names.resources;
  const rows = [];
  const act = `<span class="act" data-act="${c.act}">Act ${ROMAN[c.act] ?? c.act}</span>` +
    (c.lastAct ? ` of the campaign (the game ends after Act ${ROMAN[c.lastAct] ?? c.lastAct})` : "");
  const inter = c.intermission ? ` — <span class="intermission">Intermission ${esc(c.intermission)}</span>` : "";
  rows.push(`${act}${inter}${c.actBoundary ? " — stopped before the next Act" : ""}`);
  const council = c.councilSecurer >= 0
    ? `<span class="council" data-side="secured" data-securer="${c.councilSecurer}">secured by ${playerName(c.councilSecurer)} (Decided, tucked under their played card)</span>`
    : c.council
      ? `<span class="council" data-side="${/Session/.test(c.council.name) ? "session" : "decided"}">${cardHtml(c.council, "aid")}</span>`
      : `<span class="council" data-side="none">not in the Court</span>`;
  rows.push(`Imperial Council: ${council}`);
  const trust = c.trust.map((n, r) => (n ? `${n} ${RESOURCES[r]}` : "")).filter(Boolean).join(", ") || "empty";
  rows.push(`First Regent: <span class="first-regent-holder" data-seat="${c.firstRegent}">${c.firstRegent >= 0 ? playerName(c.firstRegent) : "nobody"}</span>; ` +
    `Imperial Trust: <span class="trust" data-total="${c.trust.reduce((a, b) => a + b, 0)}">${trust}</span>`);
  rows.push(`Imperial clusters: <span class="imperial-clusters">${c.imperialClusters.join(", ") || "none"}</span>; ` +
    `in supply: ${c.imperialSupply} Imperial ships, ${c.blightSupply} Blight`);
  if (c.booklet.length) rows.push(`Rules booklet: ${c.booklet.map((b) => cardHtml(b, "aid")).join(" ")}`);
  if (c.summit) rows.push(summitHtml(c.summit));
  if (c.hearth) {
    const gs = c.hearth.golems.map((g) => (g.name ? `${g.name}${g.awake ? " (Awake)" : ""}` : "a Sleeping Golem")).join(", ");
    rows.push(`Golem Hearth (${playerName(c.hearth.holder)}): ${gs || "no Golems"}`);
  }
  return `<div class="campaign">${rows.map((r) => `<div>${r}</div>`).join("")}</div>`;
}

/**
 * A Summit under way (Campaign rulebook, "Summits"): who called it, the
 * phase and whose turn, the deals left, and the deal on the table item by
 * item (each a Negotiation action one player takes, affecting a Rival).
 */
function summitHtml(s) {
  const left = s.dealsLeft === null ? "no deal limit" : `${s.dealsLeft} deal${s.dealsLeft === 1 ? "" : "s"} left`;
  const items = s.deal.map((it) => `<li class="deal-item" data-giver="${it.giver}" data-receiver="${it.receiver}">` +
    `${playerName(it.giver)} takes <b>${esc(it.action)}</b> affecting ${playerName(it.receiver)}` +
    `${it.target ? `: ${esc(it.target)}` : ""}</li>`).join("");
  const deal = s.deal.length
    ? `<div>The deal ${esc(playerName(s.proposer))} proposes:</div><ol class="deal">${items}</ol>`
    : `<div>No deal on the table.</div>`;
  return `<div class="summit" data-phase="${esc(s.phase)}" data-items="${s.deal.length}">` +
    `<b>Summit</b> called by ${playerName(s.caller)}: ${esc(s.phase)}` +
    `${s.phase === "Negotiations" ? `, ${playerName(s.turn)}'s turn` : ""}; ${left}.${deal}</div>`;
}

const FREE_STATES = 4; // ARCS_OWNER_FREE

/** What the map's colours and shapes mean (HTML). */
export function legendHtml(vm) {
  const planets = vm.names.resources.map((r, i) =>
    `<span class="res" style="background:${RESOURCE_COLORS[i]}"></span>${esc(r)}`).join(" ");
  const free = vm.systems.some((s) => s.buildings.some((b) => b.owner === FREE_STATES))
    ? `<span class="res" style="background:${ownerColor(FREE_STATES)}"></span>${ownerName(FREE_STATES)}' buildings, ` : "";
  const c = vm.campaign;
  const campaign = c ? `<span class="ship-key" style="color:${ownerColor(EMPIRE)}">▲</span> Imperial ships, ` +
    `<span class="ship-key" style="color:${ownerColor(BLIGHT)}">✦</span> Blight, ` +
    `G: a Golem (left of its gate), purple shade: an Imperial cluster, ` : "";
  const flagships = vm.players.some((p) => p.flagship)
    ? `${flagIcon("#ccc")} a player's Flagship (in its colour; its board under the player's), ` : "";
  return `Planets: ${planets}. Square: city, diamond: starport (faded: damaged), ${free}` +
    `dashed square: empty building slot, triangle: a player's ships (number: how many; dark with a dashed outline: damaged), ${campaign}${flagships}` +
    `yellow outline: a legal move is there (click it). Hover or tap a card for its text.`;
}

/**
 * The Leaders & Lore draft (Base rulebook, "Leaders & Lore"): the leader row
 * and the lore row, each card with its name and its whole printed text in
 * view (choosing is reading), also on hover or tap; a card the seat may take
 * now is outlined and taken by a click.
 */
export function draftHtml(vm, targets) {
  const d = vm.draft;
  if (!d) return "";
  const row = (title, cards) => `<h3>${title}</h3><div class="draftrow">` + cards.map((c) => (c
    ? `<div ${targetAttrs(draftKey(c.name), targets, "draftcard")} data-card="${esc(c.id)}"${tipAttrs(c.name, c.text)}>` +
      `<strong class="cardname">${esc(c.name)}</strong><div class="cardtext">${cardTextHtml(c.text)}</div></div>`
    : `<div class="draftcard taken">(taken)</div>`)).join("") + "</div>";
  return `<h2>Leaders &amp; Lore draft: pick ${d.picks + 1} of ${d.picksTotal}</h2>` +
    row("Leaders (each player takes 1)", d.leaders) +
    row(`Lore (each player takes ${d.loreEach})`, d.lore);
}
