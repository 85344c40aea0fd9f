// The page's view model: everything the board drawing needs, for one seat.
// Built from the seat's observation (Game.observation, proto message
// Observation), so it never holds what that seat may not know: Rivals' hands
// are counts, their face-down cards are "face down".
//
// This is the one place that knows the observation's encoding; the drawing
// (board.mjs) reads only the view model. A structured view from the engine
// would replace viewFromObservation and nothing else.
import { PLANET_TYPE, PLANET_SLOTS, actionCardName, systemName } from "./game_info.mjs";

const PLAY_MODES = ["", "lead", "surpass", "copy", "pivot", "skipped"];
const NONE = 255;
const FACE_DOWN = 254;

function cardView(card) {
  if (card === NONE) return null;
  if (card === FACE_DOWN) return { faceDown: true };
  return { card, name: actionCardName(card), suit: Math.floor(card / 7), number: (card % 7) + 1 };
}

/**
 * @param {object} obs a decoded Observation (field names as in proto/arcs.proto)
 * @returns {object} the view model (see the fields below)
 */
export function viewFromObservation(obs) {
  const n = obs.num_players;
  const systems = obs.systems.map((s, id) => {
    const cluster = Math.floor(id / 4);
    const buildings = [];
    for (let slot = 0; slot < PLANET_SLOTS[id]; slot++) {
      const code = s.buildings[slot] ?? 0;
      buildings.push(code & 0x80
        ? { owner: (code >> 4) & 7, starport: !!(code & 2), damaged: !!(code & 1), empty: false }
        : { empty: true });
    }
    return {
      id,
      name: systemName(id),
      cluster: cluster + 1,
      gate: id % 4 === 0,
      planet: PLANET_TYPE[id],
      inPlay: !((obs.out_of_play >> cluster) & 1),
      fresh: s.fresh.slice(0, n),
      damaged: s.damaged.slice(0, n),
      buildings,
    };
  });
  const players = obs.players.slice(0, n).map((p, seat) => ({
    seat,
    power: p.power,
    resources: p.resources.map((r) => (r ? r - 1 : -1)),
    outrage: [0, 1, 2, 3, 4].filter((r) => (p.outrage >> r) & 1),
    citiesOnBoard: p.cities_on_board,
    shipsSupply: p.ships_supply,
    starportsSupply: p.starports_supply,
    agentsSupply: p.agents_supply,
    captives: p.captives.slice(0, n),
    trophies: [0, 1, 2, 3].slice(0, n).map((q) => ({
      ships: p.trophy_ships[q] ?? 0, cities: p.trophy_cities[q] ?? 0,
      starports: p.trophy_starports[q] ?? 0, agents: p.trophy_agents[q] ?? 0,
    })),
    handCount: p.hand_count,
    hand: seat === obs.viewer || p.hand.length ? p.hand.map(cardView) : null,
    guild: p.guild.slice(),
    played: cardView(p.played),
    playMode: PLAY_MODES[p.play_mode] ?? "",
    seizeCard: cardView(p.seize_card),
  }));
  const top = obs.stack.length ? obs.stack[obs.stack.length - 1] : null;
  return {
    viewer: obs.viewer,
    numPlayers: n,
    chapter: obs.chapter,
    initiative: obs.initiative,
    gameOver: !!obs.game_over,
    winner: obs.game_over ? obs.winner : -1,
    currentPlayer: obs.current_player,
    decision: top ? top.kind : "",
    systems,
    players,
    court: obs.court_row.map((c, position) => ({
      position, card: c.card, agents: c.agents.slice(0, n),
    })),
    courtDeckCount: obs.court_deck_count,
    courtDiscard: obs.court_discard.slice(),
    ambitions: obs.marker_box.map((box, marker) => ({
      marker, box: box === NONE ? -1 : box, flipped: !!((obs.marker_flipped >> marker) & 1),
    })),
    leadCard: cardView(obs.lead_card),
    seizedBy: obs.seized_by === NONE ? -1 : obs.seized_by,
    actionDeckCount: obs.action_deck_count,
    actionDiscardCount: obs.action_discard_count,
    pips: obs.pips,
    battle: obs.battle && obs.battle.active
      ? { system: obs.battle.system, attacker: obs.battle.attacker, defender: obs.battle.defender }
      : null,
  };
}
