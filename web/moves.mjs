// Move texts on the page: which things on the board a legal move names (so
// that they can be clicked), and how a move reads to one seat.
const SYSTEM_RE = /^[1-6]-(gate|arrow|crescent|hex)$/;

/**
 * The board things a move text names, as the drawing's data-target keys:
 * "sys:3-hex" (a system, also "3-hex/1" = a building slot of it),
 * "card:Aggression-4" (an action card played), "court:2" (a Court row
 * position), "amb:Tycoon" (an ambition declared).
 */
export function moveTargets(text) {
  const [, verb, ...args] = text.split(" ");
  const keys = args.filter((a) => SYSTEM_RE.test(a.split("/")[0])).map((a) => `sys:${a.split("/")[0]}`);
  if (["lead", "surpass", "copy", "pivot", "seize"].includes(verb) && args[0]) keys.push(`card:${args[0]}`);
  if (["influence", "secure", "ransack"].includes(verb) && args[0]) keys.push(`court:${args[0]}`);
  if (verb === "declare" && args[0]) keys.push(`amb:${args[0]}`);
  return keys;
}

/**
 * A move text as `viewer` (a seat, or -1 for the public) may read it: a
 * Rival's Copy or seize plays a face-down card, and a card effect's own
 * choice may name a card the viewer cannot see, so those hide their
 * arguments.
 */
export function moveTextFor(text, viewer) {
  const [who, verb] = text.split(" ");
  if (who === `p${viewer}`) return text;
  if (verb === "copy" || verb === "seize") return `${who} ${verb} (a face-down card)`;
  if (verb === "card") return `${who} uses a card effect`;
  return text;
}
