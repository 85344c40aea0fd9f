// Colours of the page: presentation only (names, numbers and everything
// printed on the components come from the engine's static data).
export const PLAYER_COLORS = ["#d8a800", "#2f6fd6", "#c73a3a", "#e8e8e8"];
export const PLAYER_COLOR_NAMES = ["yellow", "blue", "red", "white"];
/** By arcs_resource: Material, Fuel, Weapon, Relic, Psionic. */
export const RESOURCE_COLORS = ["#a0734a", "#4f9a4a", "#d0572b", "#3b8fb8", "#b05ab8"];
/** By arcs_suit: Administration, Aggression, Construction, Mobilization, then
 *  the campaign's Event cards (no suit) and Faithful cards (their own suit). */
export const SUIT_COLORS = ["#6e7f8c", "#b23a3a", "#c9822b", "#3f8f5b", "#6a4fa0", "#d9b93a"];

/** How the page names a seat: "Player 1" for seat 0, as the engine's labels do. */
export const playerName = (seat) => `Player ${seat + 1}`;

/** The campaign's non-player owners (arcs.h ARCS_OWNER_FREE, _EMPIRE, _BLIGHT). */
const OTHER_OWNERS = { 4: ["the Free States", "#9a9a9a"], 5: ["the Empire", "#7a3fb0"], 6: ["the Blight", "#a6e22e"] };

/** How the page names an owner of pieces: a seat ("Player 1") or a campaign owner. */
export const ownerName = (owner) => (OTHER_OWNERS[owner] ? OTHER_OWNERS[owner][0] : playerName(owner));

/** The colour of an owner's pieces: a seat's, or a campaign owner's. */
export const ownerColor = (owner) => (OTHER_OWNERS[owner] ? OTHER_OWNERS[owner][1] : PLAYER_COLORS[owner]);
