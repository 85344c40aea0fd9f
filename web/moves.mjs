// Move texts on the page: which things on the board a legal move names (so
// that they can be clicked), and how a move reads to one seat.
const SYSTEM_RE = /^[1-6]-(gate|arrow|crescent|hex)$/;

/**
 * The board things a move text names, as the drawing's data-target keys:
 * "sys:3-hex" (a system, also "3-hex/1" = a building slot of it),
 * "card:Aggression-4" (an action card played, also "card:Event-1"), "court:2" (a Court row
 * position), "amb:Tycoon" (an ambition declared), "draft:gate-ports" (a
 * leader or lore card of the Leaders & Lore draft, by its move name: draftKey),
 * "flagship:0" (a seat's Flagship on the map: Slipstream Drive, coming along,
 * a ship built at it), "flag:0:4/1" (a slot of a seat's Flagship board,
 * column 4, row 0 Upgrade / 1 Armor: built on or repaired).
 */
export function moveTargets(text) {
  const [who, verb, ...args] = text.split(" ");
  const keys = args.filter((a) => SYSTEM_RE.test(a.split("/")[0])).map((a) => `sys:${a.split("/")[0]}`);
  if (["lead", "surpass", "copy", "pivot", "seize", "event"].includes(verb) && args[0]) keys.push(`card:${args[0]}`);
  if (["influence", "secure", "ransack"].includes(verb) && args[0]) keys.push(`court:${args[0]}`);
  if (verb === "declare" && args[0]) keys.push(`amb:${args[0]}`);
  if (verb === "card" && args[1] === "draft" && args[0]) keys.push(`draft:${args[0]}`);
  const seat = who.slice(1);
  if ((verb === "flagship-build" || verb === "flagship-repair") && args.length >= 2) keys.push(`flag:${seat}:${args[0]}/${args[1]}`);
  if (["slipstream", "flagship-along", "flagship-ship"].includes(verb)) keys.push(`flagship:${seat}`);
  return keys;
}

/** The data-target key of a leader or lore card in the draft: its move name, the card's name in lower case, words joined by "-". */
export const draftKey = (name) => `draft:${name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}`;

/**
 * How a move reads to `viewer` (a seat, or -1 for the public): its label
 * (or its text, when the label is missing or the text itself) after the
 * player's name. A Rival's Copy or
 * seize plays a face-down card, a Fate is kept in secret, and a card
 * effect's own choice may name a card the viewer cannot see, so those do
 * not say which. A move with `seen` (viewer -> Game.moveLabelFor, read
 * before the move was applied) reads as the library says for that viewer.
 * @param {{text: string, label?: string, seen?: Object<number, string>}} move
 */
export function moveTextFor(move, viewer) {
  const [who, verb] = move.text.split(" ");
  const seat = Number(who.slice(1));
  const name = who.startsWith("p") ? `Player ${seat + 1}` : who;
  // The library's rule, when the label was read for this viewer before the move (Game.moveLabelFor).
  if (move.seen && typeof move.seen[viewer] === "string") return `${name}: ${move.seen[viewer]}`;
  const said = move.label && move.label !== move.text ? move.label : move.text.slice(who.length + 1);
  if (seat === viewer) return `${name}: ${said}`;
  if (verb === "copy") return `${name}: Copy with a face-down card`;
  if (verb === "seize") return `${name}: Seize the initiative with a face-down card`;
  // A Leaders & Lore draft pick takes a face-up card: public.
  if (verb === "card" && move.text.split(" ")[3] !== "draft") return `${name}: a card effect's choice`;
  if (verb === "fate") return `${name}: Keep a Fate card in secret`;
  return `${name}: ${said}`;
}

/** An action card's name in a log line: "Aggression-5", "Event-2", "Faithful-9". */
const ACTION_CARD_RE = /\b[A-Z][a-z]+-\d+\b/;

/**
 * How one of the engine's log lines (Game.logLines) reads to `viewer` (a
 * seat, or -1 for the public), or null when the viewer is not shown it.
 * The library writes its log for everyone and names no card a Rival holds in
 * secret (draws and face-down plays are logged without the card); as a
 * guard on top, a line that names an action card is shown only to the seat
 * the line names first ("Player N ..."), since an action card is the one
 * kind of card a hand hides. Every other line (dice faces, hits, gains,
 * scoring, losses) is shown to every seat.
 */
export function logLineFor(line, viewer) {
  if (!ACTION_CARD_RE.test(line)) return line;
  const who = /Player (\d)/.exec(line);
  return who && Number(who[1]) - 1 === viewer ? line : null;
}
