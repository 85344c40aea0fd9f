// The page's view model: everything the drawing needs, for one seat. Built
// from the engine's structured view for that seat (Game.view, arcs_view) and
// the static component data (Arcs.staticData), so it never holds what the
// seat may not know: Rivals' hands are counts, their face-down cards are
// "face down".
//
// In the campaign, what arcs_view does not carry (the Imperial clusters, the
// Imperial Trust, Favors, who secured the Imperial Council, the objective
// markers, the rules booklet) comes from the same seat's observation
// (Game.observation(seat).campaign), which the engine filters the same way.
//
// This is the one place that reads the engine's view; the drawing
// (board.mjs) reads only the view model.

const HIDDEN = -2; // ARCS_CARD_HIDDEN
const NONE = -1; // ARCS_NONE
const PLAY_MODES = ["", "lead", "surpass", "copy", "pivot", "skipped", "event"];
const TITLES = ["", "Regent", "Outlaw"]; // arcs_title
const BUILDING_STARPORT = 2;
const MODE_CAMPAIGN = 2; // ARCS_MODE_CAMPAIGN
const OWNER_EMPIRE = 5; // ARCS_OWNER_EMPIRE
const OWNER_BLIGHT = 6; // ARCS_OWNER_BLIGHT
const NO_PLAYER = 255; // the observation's "none"
/** arcs_golem (include/arcs/arcs.h), the Caretaker's Golem tokens. */
const GOLEMS = ["Warrior", "Protector", "Seeker", "Harvester"];
/** arcs_game_view.intermission_step (Campaign rulebook, "Intermission"). */
const INTERMISSION_STEPS = ["", "A: Resolve Fate", "B: Clear Court", "C: Clear Pieces", "D: Repair & Destroy",
  "E: Shift Initiative & Power", "F: Fate draws", "F: the secret Fate choice", "done"];
/** The Imperial Council's two sides (Campaign rulebook, "Events & the Imperial Council"). */
const COUNCIL_RE = /^ARCS-AID01[AB]$/;

/** arcs_negotiation: a deal's items (Campaign rulebook, "Negotiations"). */
const NEGOTIATIONS = ["Cede Control", "Delegate Authority", "Promise Favor", "Transfer Asset", "Invite to Empire",
  "Transfer Lore", "Transfer Guild Support", "Transfer Golem", "Share Rumor"];
/** arcs_asset: what Transfer Asset gives. */
const ASSETS = ["a resource", "a Captive", "a ship Trophy", "a city Trophy", "a starport Trophy", "an agent Trophy",
  "an Imperial ship Trophy", "a Blight Trophy", "a Free city Trophy", "a Free starport Trophy", "a Favor",
  "a lore card", "a Guild card", "a Golem", "a Rumor"];
const SUMMIT_NO_LIMIT = 255; // Summit.deals_left

/** What a deal item targets (arcs.h ARCS_MOVE_CEDE, _DELEGATE, _TRANSFER), "" for none. */
function dealTarget(it, stat, view) {
  if (it.action === 0) {
    const piece = it.y === 0 ? "a fresh ship" : it.y === 1 ? "a damaged ship" : `the building in slot ${it.y - 1}`;
    return `${piece} in ${systemInfo(stat, it.x).name}`;
  }
  if (it.action === 1) return `the agent at Court place ${it.x + 1}`;
  if (it.action === 3) {
    if (it.x === 0) {
      if (it.y >= 6) return `a ${stat.names.resources[it.y - 6] ?? "resource"} off a card`;
      const r = view.player[it.giver]?.resources[it.y]; // public: a resource slot's content
      return `the ${stat.names.resources[r] ?? "resource"} in slot ${it.y + 1}`;
    }
    return ASSETS[it.x] ?? "";
  }
  return "";
}

/**
 * A Summit under way (public: Game.observation().campaign.summit), null
 * when none: its phase, whose negotiation turn, the deals still allowed and
 * the deal being composed or submitted, item by item.
 */
function summitModel(s, stat, view) {
  if (!s) return null;
  return {
    phase: s.phase === 1 ? "Call to Order" : "Negotiations",
    caller: s.caller,
    turn: s.turn,
    dealsLeft: s.deals_left === SUMMIT_NO_LIMIT ? null : s.deals_left,
    proposer: s.deal.length ? s.proposer : -1,
    deal: s.deal.map((it) => ({
      giver: it.giver, receiver: it.receiver, action: NEGOTIATIONS[it.action] ?? `Negotiation ${it.action}`,
      target: dealTarget(it, stat, view),
    })),
  };
}

/**
 * The Flagship board's columns, left to right, and the planet type
 * (arcs_resource; -1 any planet) its Upgrade and Armor slots need the
 * Flagship at (Campaign rulebook, "Flagships"; components.md 9.4). Printed on
 * the board, not in the static data.
 */
export const FLAGSHIP_COLUMNS = [
  { name: "Slipstream Drive", needs: [1, 3] }, { name: "Tractor Beam", needs: [3, 2] },
  { name: "Control Array", needs: [4, 0] }, { name: "Defense Array", needs: [2, 4] },
  { name: "Ship Crane", needs: [0, 1] }, { name: "Hull", needs: [-1, -1] },
];

/** A building of the view (a system's slot, a Flagship slot): null when empty. */
const building = (b) => (b.owner === NONE ? null
  : { owner: b.owner, starport: b.kind === BUILDING_STARPORT, damaged: !!b.damaged });

/**
 * A player's Flagship (campaign, public): its system, the ships built at it
 * this turn, and its board, column by column (Upgrade below, Armor above);
 * null without one.
 */
function flagship(p, stat) {
  if (p.flagship === undefined || p.flagship === NONE) return null;
  const sys = systemInfo(stat, p.flagship);
  return {
    system: p.flagship,
    systemName: sys.name,
    planet: sys.planet_type ?? -1,
    shipsBuilt: p.flagship_ships,
    columns: FLAGSHIP_COLUMNS.map((c, k) => ({
      column: k,
      name: c.name,
      upgrade: building(p.flagship_board[k][0]),
      armor: building(p.flagship_board[k][1]),
      needs: c.needs,
    })),
  };
}

/**
 * The view holds something the static data does not describe (a page built
 * against other data than its engine): the page shows this error rather
 * than drawing a part of the view.
 */
export class UndrawableError extends Error {}

/** Entry `i` of a static-data list, or an UndrawableError naming it. */
function entry(stat, list, i, what) {
  const e = Number.isInteger(i) && i >= 0 ? stat[list][i] : undefined;
  if (!e) {
    throw new UndrawableError(`the view holds ${what} ${i}, which the static data (arcs-data.json ` +
      `"${list}", ${stat[list].length} entries) does not list`);
  }
  return e;
}

// System 24, the campaign's map centre (the Twisted Passage, a gate while the
// Gate Wraith's law is in the rules booklet): not among the static data's 24
// systems of the printed map.
export const MAP_CENTRE = 24;
const MAP_CENTRE_INFO = { name: "twisted-passage", kind: "gate", cluster: 0, planet_type: -1 };

// A system's static data (name, kind, cluster, planet type), the map centre's too.
function systemInfo(stat, id) {
  return id === MAP_CENTRE ? MAP_CENTRE_INFO : entry(stat, "systems", id, "system");
}

// Action cards by number, as many as the static data lists: the base deck,
// then the campaign's Event and Faithful cards (tools/export_data.c).
function actionCard(stat, card) {
  if (card === NONE) return null;
  if (card === HIDDEN) return { faceDown: true };
  const c = entry(stat, "action_cards", card, "action card");
  return { card, name: c.name, suit: c.suit, number: c.number, text: actionText(stat, c) };
}

/**
 * The hover text of an action card: its pips and actions (arcs-data.json
 * "action_cards"); an Event card adds the Event's printed text (the card of
 * kind "event"). Action cards carry no printed text of their own.
 */
function actionText(stat, c) {
  const acts = c.actions.map((a) => stat.names.actions[a]).join(", ");
  if (c.pips === 0 && !c.actions.length) {
    const ev = stat.cards.find((x) => x.kind === "event");
    return ev ? ev.text : "";
  }
  const suit = stat.names.suits[c.suit] ?? "Faithful";
  return `${suit} ${c.number}: ${c.pips} action pip${c.pips === 1 ? "" : "s"} (${acts}).`;
}

function courtCard(stat, card) {
  const c = entry(stat, "cards", card, "card");
  return { index: card, id: c.id, name: c.name, text: c.text };
}

// A card the seat may or may not see (a Fate): null for none, { faceDown }
// for one hidden from the seat, else the card.
function secretCard(stat, card) {
  if (card === NONE || card === undefined) return null;
  if (card === HIDDEN) return { faceDown: true };
  return courtCard(stat, card);
}

/**
 * @param {object} view Game.view(seat) (arcs_game_view fields)
 * @param {object} stat Arcs.staticData (arcs-data.json)
 * @returns {object} the view model
 */
export function viewModel(view, stat, campaign = null) {
  const n = view.players;
  const isCampaign = view.mode === MODE_CAMPAIGN;
  const camp = isCampaign ? campaign : null;
  const imperialClusters = camp ? camp.imperial_clusters : 0;
  const owners = [...Array(n).keys(), ...(isCampaign ? [OWNER_EMPIRE, OWNER_BLIGHT] : [])];
  const golem = (g) => (!g || g.golem === NONE ? null
    : { name: g.golem === HIDDEN ? null : GOLEMS[g.golem], awake: !!g.awake });
  // The map's 24 systems, then the map centre while it is in play.
  const shown = view.map_centre ? [...view.systems, view.map_centre] : view.systems;
  const systems = shown.map((s, id) => {
    const info = systemInfo(stat, id);
    return {
      imperial: info.cluster > 0 && !!(imperialClusters & (1 << (info.cluster - 1))),
      // Ships by owner (the players, then the Empire and the Blight).
      pieces: owners.filter((o) => s.fresh[o] || s.damaged[o])
        .map((o) => ({ owner: o, fresh: s.fresh[o], damaged: s.damaged[o] })),
      golem: golem(s.golem),
      id,
      name: info.name,
      cluster: info.cluster,
      gate: info.kind === "gate",
      planet: info.planet_type ?? -1,
      inPlay: !!s.in_play,
      fresh: s.fresh,
      damaged: s.damaged,
      controller: s.controller,
      adjacent: s.adjacent,
      buildings: s.buildings.map((b) => building(b) ?? { empty: true }).map((b) => ({ empty: false, ...b })),
      // The Flagships in this system (campaign), by seat.
      flagships: view.player.map((p, seat) => (p.flagship === id ? seat : -1)).filter((seat) => seat >= 0),
    };
  });
  const cardById = new Map(stat.cards.map((c, i) => [c.id, i]));
  const byId = (id) => {
    if (!cardById.has(id)) {
      throw new UndrawableError(`the view holds card ${id}, which the static data (arcs-data.json "cards") does not list`);
    }
    return courtCard(stat, cardById.get(id));
  };
  // Trophies and Captives by owner: the players, then in the campaign the
  // Free States (cities, starports), the Empire and the Blight (ships).
  const pieceOwners = [...Array(n).keys(), ...(isCampaign ? [4, OWNER_EMPIRE, OWNER_BLIGHT] : [])];
  const players = view.player.map((p, seat) => ({
    seat,
    power: p.power,
    resources: p.resources,
    outrage: p.outrage.map((o, r) => (o ? r : -1)).filter((r) => r >= 0),
    citiesOnBoard: p.cities_on_board,
    shipsSupply: p.ships_supply,
    starportsSupply: p.starports_supply,
    agentsSupply: p.agents_supply,
    captives: p.captives,
    // Ship Captives kept by a card (campaign: Happy Hosts), per owner.
    captiveShips: p.captive_ships ?? [],
    trophies: pieceOwners.map((q) => ({
      owner: q, ships: p.trophy_ships[q], cities: p.trophy_cities[q],
      starports: p.trophy_starports[q], agents: p.trophy_agents[q],
    })),
    // Favors (campaign): Rivals' agents on this player's Fate card.
    favors: camp ? Array.from({ length: n }, (_, q) => camp.favors[4 * seat + q] ?? 0) : [],
    slotGolems: (p.slot_golem ?? []).map(golem),
    handCount: p.hand_count,
    hand: p.hand_visible ? p.hand.map((c) => actionCard(stat, c)) : null,
    guild: p.guild.map((c) => courtCard(stat, c)),
    played: actionCard(stat, p.played),
    playedSide: p.played_side === 0 ? "Zeal" : p.played_side === 1 ? "Wisdom" : "",
    playMode: PLAY_MODES[p.play_mode] ?? "",
    seizeCard: actionCard(stat, p.seize_card),
    // The play area (Leaders & Lore: leader, lore; the campaign: title,
    // Fate), face up but for the Fate until every player has chosen.
    leader: p.leader === NONE ? null : courtCard(stat, p.leader),
    lore: p.lore.map((c) => courtCard(stat, c)),
    playArea: p.play_area.map((c) => courtCard(stat, c)),
    title: TITLES[p.title] ?? "",
    firstRegent: !!p.first_regent,
    fate: secretCard(stat, p.fate),
    fateDealt: (p.fate_dealt ?? []).map((c) => secretCard(stat, c)).filter(Boolean),
    // The objective marker's space on the Power track (0: complete), null
    // without one; the Fates held in Acts I-III and which objectives were completed.
    objective: camp && camp.objective[seat] !== NO_PLAYER ? camp.objective[seat] : null,
    fateHistory: (p.fate_history ?? []).map((c, a) => (c === NONE ? null
      : { act: a + 1, card: courtCard(stat, c), completed: !!(p.fate_completed & (1 << a)) })).filter(Boolean),
    flagship: flagship(p, stat),
  }));
  const council = view.court.length && view.court[0].card >= 0 && COUNCIL_RE.test(stat.cards[view.court[0].card]?.id)
    ? courtCard(stat, view.court[0].card) : null;
  return {
    names: stat.names,
    viewer: view.viewer,
    numPlayers: n,
    setupName: view.setup_name,
    chapter: view.chapter,
    initiative: view.initiative,
    gameOver: !!view.game_over,
    winner: view.winner,
    currentPlayer: view.decision.player,
    prompt: view.decision.prompt,
    systems,
    players,
    court: view.court.map((c, position) => ({
      position, card: c.card === NONE ? null : courtCard(stat, c.card), agents: c.agents,
    })),
    mode: view.mode,
    courtDeckCount: view.court_deck_count,
    courtDiscard: view.court_discard.map((c) => courtCard(stat, c)),
    ambitions: view.markers.map((m, marker) => ({
      marker, box: m.box, flipped: !!m.flipped, first: m.first, second: m.second,
    })),
    // The Leaders & Lore draft (Base rulebook, "Leaders & Lore"): the two
    // face-up rows while picks remain, null otherwise; a place taken or not
    // yet laid out holds null.
    draft: view.draft && view.draft.active ? {
      leaders: view.draft.row.slice(0, view.draft.leader_places).map((c) => (c === NONE ? null : courtCard(stat, c))),
      lore: view.draft.row.slice(view.draft.leader_places).map((c) => (c === NONE ? null : courtCard(stat, c))),
      loreEach: view.draft.lore_each,
      picks: view.draft.picks,
      picksTotal: view.draft.picks_total,
    } : null,
    leadCard: actionCard(stat, view.lead_card),
    seizedBy: view.seized_by,
    actionDeckCount: view.action_deck_count,
    actionDiscardCount: view.action_discard_count,
    pips: view.pips,
    battle: view.battle.active
      ? { system: view.battle.system, attacker: view.battle.attacker, defender: view.battle.defender }
      : null,
    // The campaign (null in other modes): the arc, the Empire's state.
    campaign: !isCampaign ? null : {
      act: view.act,
      lastAct: view.last_act,
      actBoundary: !!view.act_boundary,
      intermission: INTERMISSION_STEPS[view.intermission_step] ?? "",
      firstRegent: view.player.findIndex((p) => p.first_regent),
      // The Imperial Council: the card of its side in the Court row, or
      // held by the player who secured it this round.
      council,
      councilSecurer: camp && camp.council_securer !== NO_PLAYER ? camp.council_securer : -1,
      trust: camp ? camp.trust.slice(0, stat.names.resources.length) : [],
      booklet: camp ? camp.booklet.filter(Boolean).map(byId) : [],
      imperialClusters: [1, 2, 3, 4, 5, 6].filter((c) => imperialClusters & (1 << (c - 1))),
      imperialSupply: camp ? camp.imperial_supply : 0,
      blightSupply: camp ? camp.blight_supply : 0,
      summit: camp ? summitModel(camp.summit, stat, view) : null,
      hearth: view.hearth_holder >= 0
        ? { holder: view.hearth_holder, golems: view.hearth_golems.map(golem) } : null,
    },
  };
}
