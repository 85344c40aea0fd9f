// Names of the public API's enumerations (include/arcs/arcs.h), and the
// map's planet data the page needs until the engine's static-data calls
// (arcs_system_info) are in this build.
export const SUITS = ["Administration", "Aggression", "Construction", "Mobilization"];
export const RESOURCES = ["Material", "Fuel", "Weapon", "Relic", "Psionic"];
export const AMBITIONS = ["Tycoon", "Tyrant", "Warlord", "Keeper", "Empath"];
export const KINDS = ["gate", "arrow", "crescent", "hex"];
export const PLAYER_COLORS = ["#d8a800", "#2f6fd6", "#c73a3a", "#e8e8e8"];
export const PLAYER_NAMES = ["Yellow", "Blue", "Red", "White"];
export const RESOURCE_COLORS = ["#a0734a", "#4f9a4a", "#d0572b", "#3b8fb8", "#b05ab8"];
export const SUIT_COLORS = ["#6e7f8c", "#b23a3a", "#c9822b", "#3f8f5b"];

/** "3-hex" for system 11. */
export function systemName(sys) {
  return `${Math.floor(sys / 4) + 1}-${KINDS[sys % 4]}`;
}

/** "Aggression-4" for card 10, as in move texts. */
export function actionCardName(card) {
  return `${SUITS[Math.floor(card / 7)]}-${(card % 7) + 1}`;
}

// Planet type (resource index, -1 for a gate) and building slots per system
// (Base rulebook map; docs/components.md §1). Fallback data: replace with the
// engine's arcs_system_info once it is exported to the page.
export const PLANET_TYPE = [
  -1, 2, 1, 0, -1, 4, 2, 3, -1, 0, 1, 2, -1, 3, 1, 0, -1, 2, 3, 4, -1, 0, 1, 4,
];
export const PLANET_SLOTS = [
  0, 2, 1, 2, 0, 1, 1, 2, 0, 1, 1, 2, 0, 2, 2, 1, 0, 1, 1, 2, 0, 1, 2, 1,
];
