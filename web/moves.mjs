// Move texts on the page: which things on the board a legal move names (so
// that they can be clicked), and how a move reads to one seat.
const SYSTEM_RE = /^[1-6]-(gate|arrow|crescent|hex)$/;

/**
 * The board things a move text names, as the drawing's data-target keys:
 * "sys:3-hex" (a system, also "3-hex/1" = a building slot of it),
 * "card:Aggression-4" (an action card played, also "card:Event-1"), "court:2" (a Court row
 * position), "amb:Tycoon" (an ambition declared).
 */
export function moveTargets(text) {
  const [, verb, ...args] = text.split(" ");
  const keys = args.filter((a) => SYSTEM_RE.test(a.split("/")[0])).map((a) => `sys:${a.split("/")[0]}`);
  if (["lead", "surpass", "copy", "pivot", "seize", "event"].includes(verb) && args[0]) keys.push(`card:${args[0]}`);
  if (["influence", "secure", "ransack"].includes(verb) && args[0]) keys.push(`court:${args[0]}`);
  if (verb === "declare" && args[0]) keys.push(`amb:${args[0]}`);
  return keys;
}

/**
 * How a move reads to `viewer` (a seat, or -1 for the public): its label
 * (or its text, when the label is missing or the text itself) after the
 * player's name. A Rival's Copy or
 * seize plays a face-down card, a Fate is kept in secret, and a card
 * effect's own choice may name a card the viewer cannot see, so those do
 * not say which.
 * @param {{text: string, label?: string}} move
 */
export function moveTextFor(move, viewer) {
  const [who, verb] = move.text.split(" ");
  const seat = Number(who.slice(1));
  const name = who.startsWith("p") ? `Player ${seat + 1}` : who;
  const said = move.label && move.label !== move.text ? move.label : move.text.slice(who.length + 1);
  if (seat === viewer) return `${name}: ${said}`;
  if (verb === "copy") return `${name}: Copy with a face-down card`;
  if (verb === "seize") return `${name}: Seize the initiative with a face-down card`;
  // A Leaders & Lore draft pick takes a face-up card: public.
  if (verb === "card" && move.text.split(" ")[3] !== "draft") return `${name}: a card effect's choice`;
  if (verb === "fate") return `${name}: Keep a Fate card in secret`;
  return `${name}: ${said}`;
}
