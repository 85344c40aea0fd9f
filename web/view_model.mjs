// The page's view model: everything the drawing needs, for one seat. Built
// from that seat's observation (Game.observation, proto message
// Observation), so it never holds what the seat may not know: Rivals' hands
// are counts, their face-down cards are "face down".
//
// This is the one place that reads the engine's state; the drawing
// (board.mjs) reads only the view model. The printed data it needs besides
// the observation (planets, slots, adjacency, marker Power, names) is in
// static_fallback.mjs until the engine's structured view (arcs_view) and
// static data are in this build; then viewModel(view, staticData) replaces
// this function and static_fallback.mjs goes.
import { STATIC } from "./static_fallback.mjs";

const PLAY_MODES = ["", "lead", "surpass", "copy", "pivot", "skipped"];
const NONE = 255;
const FACE_DOWN = 254;

function actionCard(card) {
  if (card === NONE) return null;
  if (card === FACE_DOWN) return { faceDown: true };
  const suit = Math.floor(card / 7);
  return { card, name: `${STATIC.suits[suit]}-${(card % 7) + 1}`, suit, number: (card % 7) + 1 };
}

// Court cards by their card-list id (names and texts come with arcs_card_info).
const courtCard = (id) => ({ id, name: id, text: "" });

/** Adjacent systems in this game: out-of-play clusters skipped, their gates joined. */
function adjacency(outOfPlay) {
  const inPlay = (sys) => !((outOfPlay >> Math.floor(sys / 4)) & 1);
  const gates = [0, 4, 8, 12, 16, 20].filter(inPlay);
  return STATIC.systems.map((info, id) => {
    if (!inPlay(id)) return [];
    const adj = info.adjacent.filter((a) => inPlay(a) && !(info.kind === 0 && a % 4 === 0));
    if (info.kind === 0 && gates.length > 1) {
      const i = gates.indexOf(id);
      for (const g of [gates[(i + 1) % gates.length], gates[(i + gates.length - 1) % gates.length]]) {
        if (!adj.includes(g)) adj.push(g);
      }
    }
    return adj;
  });
}

/**
 * @param {object} obs a decoded Observation (field names as in proto/arcs.proto)
 * @returns {object} the view model
 */
export function viewFromObservation(obs) {
  const n = obs.num_players;
  const adjacent = adjacency(obs.out_of_play);
  const systems = obs.systems.map((s, id) => {
    const info = STATIC.systems[id];
    return {
      id,
      name: info.name,
      cluster: info.cluster,
      gate: info.kind === 0,
      planet: info.planet_type,
      inPlay: !((obs.out_of_play >> Math.floor(id / 4)) & 1),
      fresh: s.fresh.slice(0, n),
      damaged: s.damaged.slice(0, n),
      controller: -1,
      adjacent: adjacent[id],
      buildings: Array.from({ length: info.building_slots }, (_, slot) => {
        const code = s.buildings[slot] ?? 0;
        return code & 0x80
          ? { owner: (code >> 4) & 7, starport: !!(code & 2), damaged: !!(code & 1), empty: false }
          : { empty: true };
      }),
    };
  });
  const players = obs.players.slice(0, n).map((p, seat) => ({
    seat,
    power: p.power,
    resources: p.resources.map((r) => r - 1),
    outrage: [0, 1, 2, 3, 4].filter((r) => (p.outrage >> r) & 1),
    citiesOnBoard: p.cities_on_board,
    shipsSupply: p.ships_supply,
    starportsSupply: p.starports_supply,
    agentsSupply: p.agents_supply,
    captives: p.captives.slice(0, n),
    trophies: Array.from({ length: n }, (_, q) => ({
      ships: p.trophy_ships[q] ?? 0, cities: p.trophy_cities[q] ?? 0,
      starports: p.trophy_starports[q] ?? 0, agents: p.trophy_agents[q] ?? 0,
    })),
    handCount: p.hand_count,
    hand: seat === obs.viewer || p.hand.length ? p.hand.map(actionCard) : null,
    guild: p.guild.map(courtCard),
    played: actionCard(p.played),
    playMode: PLAY_MODES[p.play_mode] ?? "",
    seizeCard: actionCard(p.seize_card),
  }));
  const top = obs.stack.length ? obs.stack[obs.stack.length - 1] : null;
  const decider = obs.current_player;
  return {
    names: { resources: STATIC.resources, suits: STATIC.suits, ambitions: STATIC.ambitions },
    viewer: obs.viewer,
    numPlayers: n,
    setupName: obs.setup_card,
    chapter: obs.chapter,
    initiative: obs.initiative,
    gameOver: !!obs.game_over,
    winner: obs.game_over ? obs.winner : -1,
    currentPlayer: decider,
    prompt: decider >= 0 && top ? `Player ${decider + 1} decides (${top.kind}).` : "",
    systems,
    players,
    court: obs.court_row.map((c, position) => ({
      position, card: c.card ? courtCard(c.card) : null, agents: c.agents.slice(0, n),
    })),
    courtDeckCount: obs.court_deck_count,
    courtDiscard: obs.court_discard.map(courtCard),
    ambitions: obs.marker_box.map((box, marker) => {
      const flipped = (obs.marker_flipped >> marker) & 1;
      const m = STATIC.markers[marker];
      return { marker, box: box === NONE ? -1 : box, flipped: !!flipped, first: m.first[flipped], second: m.second[flipped] };
    }),
    leadCard: actionCard(obs.lead_card),
    seizedBy: obs.seized_by === NONE ? -1 : obs.seized_by,
    actionDeckCount: obs.action_deck_count,
    actionDiscardCount: obs.action_discard_count,
    pips: obs.pips,
    battle: obs.battle && obs.battle.active
      ? { system: obs.battle.system, attacker: obs.battle.attacker, defender: obs.battle.defender }
      : null,
  };
}
