// Drawing: the map, the Court row and the player boards as SVG/HTML markup,
// from the view model (view_model.mjs) alone. Clickable things carry a
// data-target key ("sys:3-hex", "court:1", "card:Aggression-4", "amb:Tycoon");
// `targets` (a Set of those keys) says which ones some legal move names.
import { MAP_VIEWBOX, SYSTEM_XY, GATE_RADIUS, PLANET_RADIUS, AMBITION_BOX } from "./map_layout.mjs";
import {
  PLAYER_COLORS, PLAYER_COLOR_NAMES, RESOURCE_COLORS, SUIT_COLORS, playerName, ownerName, ownerColor,
} from "./palette.mjs";

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

function shipsMarkup(s, x, y) {
  let out = "";
  let row = 0;
  s.fresh.forEach((fresh, p) => {
    const dmg = s.damaged[p];
    if (!fresh && !dmg) return;
    const yy = y + row * 15;
    const col = PLAYER_COLORS[p];
    out += `<path d="M${x - 20},${yy + 5} l8,-10 l8,10 z" fill="${col}" stroke="#111" stroke-width="1"/>`;
    out += `<text x="${x - 8}" y="${yy + 5}" class="count">${fresh}${dmg ? `+${dmg}d` : ""}</text>`;
    row++;
  });
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
    if (!s.gate) out += buildingsMarkup(s, x, y - 34);
    out += shipsMarkup(s, x + 4, s.gate ? y - 8 : y - 6);
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
      const mx = a.x + a.w - 24 - j * 44;
      out += `<rect x="${mx - 20}" y="${y + 9}" width="40" height="28" rx="6" class="marker"><title>first ${m.first}, second ${m.second} Power</title></rect>`;
      out += `<text x="${mx}" y="${y + 28}" class="markertext">${m.first}/${m.second}</text>`;
    });
    out += `</g>`;
  });
  return out + "</svg>";
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
    out += `<g ${targetAttrs(`court:${c.position}`, targets, "courtcard")}>`;
    out += `<rect x="${x}" y="10" width="${cw}" height="${ch}" rx="8" class="card"/>`;
    if (c.card) out += `<title>${esc(c.card.name)}: ${esc(c.card.text)}</title>`;
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
  return `<span ${targetAttrs(key, targets, "acard")} style="border-color:${SUIT_COLORS[c.suit]}">${esc(c.name)}</span>`;
}

function cardHtml(c, cls) {
  if (c.faceDown) return `<span class="pcard ${cls} facedown">face down</span>`;
  return `<span class="pcard ${cls}" title="${esc(c.text)}" data-card="${esc(c.id)}">${esc(c.name)}</span>`;
}

/**
 * A player's play area (HTML): the leader and lore cards (Leaders & Lore),
 * the title and the Fate (the campaign), other cards of the play area;
 * a Fate the seat may not see is drawn face down. "" when empty.
 */
export function playAreaHtml(p) {
  const parts = [];
  if (p.title) parts.push(`<span class="title">${esc(p.title)}${p.firstRegent ? " (First Regent)" : ""}</span>`);
  if (p.leader) parts.push(`Leader: ${cardHtml(p.leader, "leader")}`);
  if (p.lore.length) parts.push(`Lore: ${p.lore.map((c) => cardHtml(c, "lore")).join(" ")}`);
  const shown = new Set([p.leader?.index, ...p.lore.map((c) => c.index)]);
  const others = p.playArea.filter((c) => !shown.has(c.index));
  if (others.length) parts.push(`Cards: ${others.map((c) => cardHtml(c, "other")).join(" ")}`);
  if (p.fate) parts.push(`Fate: ${cardHtml(p.fate, "fate")}`);
  else if (p.fateDealt.length) parts.push(`Fates dealt: ${p.fateDealt.map((c) => cardHtml(c, "fate")).join(" ")}`);
  return parts.length ? `<div class="playarea">${parts.join("; ")}</div>` : "";
}

/** One player board (HTML): Power, resources, supplies, Trophies, Captives, Guild cards, play area, hand. */
export function playerBoardHtml(vm, p, targets) {
  const RESOURCES = vm.names.resources;
  const isViewer = p.seat === vm.viewer;
  const col = PLAYER_COLORS[p.seat];
  const res = p.resources.map((r) => (r === -2
    ? `<span class="res covered" title="under a city">c</span>`
    : `<span class="res" style="background:${r >= 0 ? RESOURCE_COLORS[r] : "transparent"}" title="${r >= 0 ? RESOURCES[r] : "empty"}">${r >= 0 ? RESOURCES[r][0] : ""}</span>`)).join("");
  const count = (n, one, many) => (n ? `${n} ${n === 1 ? one : many}` : "");
  const trophies = p.trophies.map((t, q) => {
    const parts = [count(t.ships, "ship", "ships"), count(t.cities, "city", "cities"),
      count(t.starports, "starport", "starports"), count(t.agents, "agent", "agents")].filter(Boolean);
    return parts.length ? `${playerName(q)}'s ${parts.join(", ")}` : "";
  }).filter(Boolean);
  const captives = p.captives.map((n, q) => (n ? `${n} of ${playerName(q)}'s agents` : "")).filter(Boolean);
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
  html += playAreaHtml(p);
  if (p.guild.length) html += `<div>Guild cards: ${p.guild.map((g) => `<span title="${esc(g.text)}">${esc(g.name)}</span>`).join(", ")}</div>`;
  if (p.played) html += `<div>Played: ${actionCardHtml(p.played, targets)} ${esc(p.playMode)}</div>`;
  if (p.seizeCard) html += `<div>Seize card: ${actionCardHtml(p.seizeCard, targets)}</div>`;
  html += p.hand
    ? `<div class="hand">Hand: ${p.hand.map((c) => actionCardHtml(c, targets)).join(" ") || "(empty)"}</div>`
    : `<div>Hand: ${p.handCount} card${p.handCount === 1 ? "" : "s"}</div>`;
  return html + "</div>";
}

const FREE_STATES = 4; // ARCS_OWNER_FREE

/** What the map's colours and shapes mean (HTML). */
export function legendHtml(vm) {
  const planets = vm.names.resources.map((r, i) =>
    `<span class="res" style="background:${RESOURCE_COLORS[i]}"></span>${esc(r)}`).join(" ");
  const free = vm.systems.some((s) => s.buildings.some((b) => b.owner === FREE_STATES))
    ? `<span class="res" style="background:${ownerColor(FREE_STATES)}"></span>${ownerName(FREE_STATES)}' buildings, ` : "";
  return `Planets: ${planets}. Square: city, diamond: starport (faded: damaged), ${free}` +
    `dashed square: empty building slot, triangle: ships (fresh+damaged), ` +
    `yellow outline: a legal move is there (click it).`;
}
