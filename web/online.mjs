// Online play: the page as a client of arcs-server (bindings/rust/arcs-server).
// The server keeps the game and its hidden information; a seat's page only
// ever receives that seat's view (SeatView: the structured view, the
// observation, the seat's legal moves when it decides, and the log as the
// seat may read it). Nothing here runs the rules: the page draws what the
// server sends and sends the move the person picks.
//
// Links: a seat's invite link is `/?game=ID&seat=N#token=T` — the token
// travels in the fragment, which browsers never send to a server (no
// request, log or Referer holds it); the page keeps it in localStorage
// (`arcs-online:ID:N`) and takes it out of the address bar, so a reload or a
// later visit to `/?game=ID&seat=N` finds it again. A spectator's link is
// `/?game=ID&spectate`.

const STORE = "arcs-online";
/** Reconnection delays after a lost connection, in ms (the last repeats). */
const RETRY_MS = [250, 500, 1000, 2000, 4000];

/**
 * Whether this page is served by an arcs-server: the site's `online.json`
 * says `{"server": false}` as built (scripts/build-web.sh copies web/), and
 * arcs-server answers that path itself with `{"server": true, "version":
 * ...}` (a file, not a probe that 404s on a static host and shows an error
 * in the console). Resolves to the server's answer, or null.
 */
export async function findServer(fetchFn = globalThis.fetch) {
  try {
    const r = await fetchFn("online.json", { cache: "no-store" });
    if (!r.ok) return null;
    const h = await r.json();
    return h && h.server === true ? h : null;
  } catch {
    return null;
  }
}

/**
 * What the address asks for: `{game, seat, token}` for a seat (token from
 * the fragment, else this browser's store, else null), `{game, seat: -1}`
 * for a spectator, or null when the address names no online game.
 */
export function onlineTarget(location, storage = globalThis.localStorage) {
  const params = new URLSearchParams(location.search);
  if (!params.has("game")) return null;
  const game = Number(params.get("game"));
  if (!Number.isSafeInteger(game) || game < 1) return null;
  if (params.has("spectate") || !params.has("seat")) return { game, seat: -1, token: null };
  const seat = Number(params.get("seat"));
  if (!Number.isInteger(seat) || seat < 0 || seat > 3) return null;
  const hash = new URLSearchParams(location.hash.slice(1));
  const token = hash.get("token") ?? readToken(storage, game, seat);
  return { game, seat, token };
}

function readToken(storage, game, seat) {
  try {
    return storage?.getItem(`${STORE}:${game}:${seat}`) ?? null;
  } catch {
    return null;
  }
}

/** Keep a seat's token in this browser (for reloads and later visits). */
export function keepToken(storage, game, seat, token) {
  try {
    storage?.setItem(`${STORE}:${game}:${seat}`, token);
  } catch {
    // private mode: the invite link (fragment) still carries it
  }
}

/**
 * The links to share after creating a game: one per seat played by a
 * person (bots' seats have none) and one for spectators.
 * @param {string} base the page's address without query or fragment
 * @param {{id:number, tokens:string[]}} created the answer of POST /games
 * @param {number[]} botSeats seats played by bots
 */
export function inviteLinks(base, created, botSeats = []) {
  const seats = created.tokens.map((token, seat) => ({
    seat, bot: botSeats.includes(seat),
    url: `${base}?game=${created.id}&seat=${seat}#token=${token}`,
  })).filter((s) => !s.bot);
  return { seats, spectate: `${base}?game=${created.id}&spectate` };
}

/** Create a game: POST /games; resolves to `{id, tokens}` or throws the server's error. */
export async function createGame(request, fetchFn = globalThis.fetch) {
  const r = await fetchFn("games", {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(request),
  });
  const body = await r.json().catch(() => ({}));
  if (!r.ok) throw new Error(body.error ?? `the server answered ${r.status}`);
  return body;
}

/**
 * A seat's (or a spectator's) live connection to one game: the server's
 * views arrive over a WebSocket; moves go out over it. After a lost
 * connection it reconnects by itself (RETRY_MS), and the server sends the
 * whole view and log again.
 *
 * Callbacks: onView(seatView, logEntries) with the log rebuilt in full;
 * onStatus(text) while connecting/reconnecting ("" when live); onError(text)
 * for a refused move or a refused connection (bad token: no retry).
 */
export class OnlineGame {
  constructor({ game, seat, token }, callbacks, WebSocketImpl = globalThis.WebSocket, loc = globalThis.location) {
    this.game = game;
    this.seat = seat;
    this.token = token;
    this.cb = callbacks;
    this.WS = WebSocketImpl;
    this.loc = loc;
    this.log = [];
    this.view = null;
    this.sent = null; // the move sent and not yet answered
    this.retries = 0;
    this.closed = false;
    this.connect();
  }

  /**
   * The path of this seat's (or the spectators') resource under the page's
   * directory: `ws` the WebSocket, else the HTTP view; `query` extra
   * parameters. The seat's token goes in the query, as the server asks.
   */
  gamePath(ws, query = "") {
    const dir = this.loc.pathname.replace(/[^/]*$/, "");
    const params = [this.seat >= 0 ? `token=${encodeURIComponent(this.token ?? "")}` : "", query].filter((x) => x);
    const seat = this.seat >= 0 ? `/seats/${this.seat}` : "";
    return `${dir}games/${this.game}${seat}${ws ? "/ws" : ""}${params.length ? `?${params.join("&")}` : ""}`;
  }

  url() {
    const scheme = this.loc.protocol === "https:" ? "wss:" : "ws:";
    return `${scheme}//${this.loc.host}${this.gamePath(true)}`;
  }

  connect() {
    const ws = new this.WS(this.url());
    this.ws = ws;
    let opened = false;
    this.cb.onStatus?.(this.retries ? "Reconnecting to the server…" : "Connecting to the server…");
    ws.onopen = () => { opened = true; };
    ws.onmessage = (ev) => this.receive(ev.data);
    ws.onclose = () => {
      if (this.ws !== ws || this.closed) return;
      this.sent = null;
      const delay = RETRY_MS[Math.min(this.retries, RETRY_MS.length - 1)];
      this.retries++;
      this.cb.onStatus?.("The connection to the server was lost; reconnecting…");
      // Refused before opening: ask over HTTP why. A wrong token or a game the
      // server does not have is said once, with no retry; a server that is
      // down (restarting) is tried again.
      const check = opened ? Promise.resolve(null) : this.refusal();
      check.then((why) => {
        if (why) {
          this.closed = true;
          this.cb.onError?.(why);
          return;
        }
        this.timer = setTimeout(() => { if (!this.closed) this.connect(); }, delay);
      });
    };
  }

  /** Why the server refuses this seat (its HTTP answer), or null when it does not answer. */
  async refusal() {
    try {
      const r = await fetch(this.gamePath(false, "log_from=1000000000"), { cache: "no-store" });
      if (r.status !== 403 && r.status !== 404 && r.status !== 400) return null;
      const body = await r.json().catch(() => ({}));
      return `cannot join game ${this.game}${this.seat >= 0 ? ` as ${`Player ${this.seat + 1}`}` : ""}: ` +
        `${body.error ?? `the server answered ${r.status}`}`;
    } catch {
      return null;
    }
  }

  receive(data) {
    let msg;
    try {
      msg = JSON.parse(data);
    } catch {
      return;
    }
    if (msg.type === "error") {
      this.sent = null;
      this.cb.onError?.(msg.error);
      return;
    }
    if (msg.type !== "view") return;
    const v = msg.view;
    this.retries = 0;
    // The log: entries from log_start on replace what we had from there.
    this.log.length = Math.min(this.log.length, v.log_start ?? 0);
    for (const e of v.log ?? []) this.log.push(e);
    if (this.sent !== null && v.moves_played !== this.view?.moves_played) this.sent = null;
    this.view = v;
    this.cb.onStatus?.("");
    this.cb.onView?.(v, this.log);
  }

  /** Send the seat's move (text form); false when one is still on its way or the line is down. */
  play(text) {
    if (this.seat < 0 || this.sent !== null || !this.ws || this.ws.readyState !== 1) return false;
    this.sent = text;
    this.ws.send(JSON.stringify({ move: text }));
    return true;
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    this.ws?.close();
  }
}

/**
 * A server view as the page's drawing reads a local game (the subset of
 * the wasm Game that app.mjs uses to draw): view(), observation(),
 * currentPlayer, gameOver, act, legalMoves() with labels.
 */
export function remoteGame(v) {
  return {
    view: () => v.view,
    observation: () => v.observation,
    currentPlayer: v.to_move ?? -1,
    gameOver: v.over,
    act: v.act ?? -1,
    historyLength: v.moves_played,
    legalMoves: () => v.legal_moves.map((text, i) => ({ text, label: v.labels[i] ?? text })),
  };
}
