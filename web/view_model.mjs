// The page's view model: everything the drawing needs, for one seat. Built
// from the engine's structured view for that seat (Game.view, arcs_view) and
// the static component data (Arcs.staticData), so it never holds what the
// seat may not know: Rivals' hands are counts, their face-down cards are
// "face down".
//
// This is the one place that reads the engine's view; the drawing
// (board.mjs) reads only the view model.

const HIDDEN = -2; // ARCS_CARD_HIDDEN
const NONE = -1; // ARCS_NONE
const PLAY_MODES = ["", "lead", "surpass", "copy", "pivot", "skipped", "event"];
const TITLES = ["", "Regent", "Outlaw"]; // arcs_title
const BUILDING_STARPORT = 2;

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

// Action cards by number, as many as the static data lists: the base deck,
// then the campaign's Event and Faithful cards (tools/export_data.c).
function actionCard(stat, card) {
  if (card === NONE) return null;
  if (card === HIDDEN) return { faceDown: true };
  const c = entry(stat, "action_cards", card, "action card");
  return { card, name: c.name, suit: c.suit, number: c.number };
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
export function viewModel(view, stat) {
  const n = view.players;
  const systems = view.systems.map((s, id) => {
    const info = entry(stat, "systems", id, "system");
    return {
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
      buildings: s.buildings.map((b) => (b.owner === NONE
        ? { empty: true }
        : { owner: b.owner, starport: b.kind === BUILDING_STARPORT, damaged: !!b.damaged, empty: false })),
    };
  });
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
    trophies: Array.from({ length: n }, (_, q) => ({
      ships: p.trophy_ships[q], cities: p.trophy_cities[q],
      starports: p.trophy_starports[q], agents: p.trophy_agents[q],
    })),
    handCount: p.hand_count,
    hand: p.hand_visible ? p.hand.map((c) => actionCard(stat, c)) : null,
    guild: p.guild.map((c) => courtCard(stat, c)),
    played: actionCard(stat, p.played),
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
  }));
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
    leadCard: actionCard(stat, view.lead_card),
    seizedBy: view.seized_by,
    actionDeckCount: view.action_deck_count,
    actionDiscardCount: view.action_discard_count,
    pips: view.pips,
    battle: view.battle.active
      ? { system: view.battle.system, attacker: view.battle.attacker, defender: view.battle.defender }
      : null,
  };
}
