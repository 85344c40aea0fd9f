// The page's bots think here, in a Web Worker, so that the page never
// freezes while a bot searches (normal: about 0.2 s a decision, hard: 2 s).
// It loads its own copy of the library and keeps one bot per seat and level.
//
// A request: {id, state, player, level, seed}: `state` is the game's saved
// state (Game.saveState bytes) at the decision of seat `player`. The reply:
// {id, move} (a move text for Game.apply) or {id, error}. The bot reads only
// what that seat may know (include/arcs/bot.h): it works on worlds
// determinized for the seat, whatever else the saved state holds.
import { loadArcs } from "./arcs.mjs";

let arcs = null;
const bots = new Map(); // `${player} ${level} ${seed}` -> Bot

async function library() {
  if (!arcs) {
    // protobufjs (the wrapper parses the wire schema) sets self.protobuf.
    await import("./vendor/protobuf.min.js");
    arcs = await loadArcs({ protobuf: self.protobuf });
  }
  return arcs;
}

self.onmessage = async (event) => {
  const { id, state, player, level, seed } = event.data;
  let game = null;
  try {
    const a = await library();
    const key = `${player} ${level} ${seed}`;
    let bot = bots.get(key);
    if (!bot) {
      bot = a.newBot({ player, level, seed });
      bots.set(key, bot);
    }
    game = a.loadState(state);
    self.postMessage({ id, move: bot.choose(game) });
  } catch (e) {
    self.postMessage({ id, error: e && e.message ? e.message : String(e) });
  } finally {
    if (game) game.free();
  }
};
