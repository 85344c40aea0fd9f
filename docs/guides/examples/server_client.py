"""Host games (docs/guides/host-games.md): a client of arcs-server, whole.

Creates a 2-player game, plays both seats with random legal moves over HTTP
(each seat with its own token, seeing only its own view), checks what a
spectator and a wrong seat get, and downloads the replay at the end.
Standard library only:
    python3 docs/guides/examples/server_client.py http://127.0.0.1:8080
"""

import json
import random
import sys
import urllib.error
import urllib.request

BASE = sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8080"


# --- http ---------------------------------------------------------------------
def call(method, path, body=None):
    """One request; returns (HTTP status, decoded JSON or raw bytes)."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(BASE + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request) as answer:
            status, raw, kind = answer.status, answer.read(), answer.headers.get("Content-Type", "")
    except urllib.error.HTTPError as err:
        status, raw, kind = err.code, err.read(), err.headers.get("Content-Type", "")
    return status, json.loads(raw) if "json" in kind else raw
# --- end http -----------------------------------------------------------------


# --- create -------------------------------------------------------------------
status, game = call("POST", "/games", {"players": 2, "seed": 7})
assert status == 201, game
gid, tokens = game["id"], game["tokens"]            # hand tokens[s] to seat s only
# --- end create ---------------------------------------------------------------

# --- play ---------------------------------------------------------------------
rng = random.Random(1)
seat_path = lambda s: f"/games/{gid}/seats/{s}"      # noqa: E731
status, view = call("GET", f"{seat_path(0)}?token={tokens[0]}")
while not view["over"]:
    seat = view["to_move"]
    status, view = call("GET", f"{seat_path(seat)}?token={tokens[seat]}")
    assert view["legal_moves"], "the seat deciding gets its legal moves"
    choice = rng.randrange(len(view["legal_moves"]))
    move = view["legal_moves"][choice]               # text to send: "p0 lead Aggression-4"
    label = view["labels"][choice]                   # words to show: "Lead Aggression-4"
    if view["moves_played"] == 0:
        print(f"{view['prompt']} -> {label}")
    status, view = call("POST", f"{seat_path(seat)}/moves?token={tokens[seat]}", {"move": move})
    assert status == 200, view
print("over after", view["moves_played"], "moves; winner: Player", view["winner"] + 1)
# --- end play -----------------------------------------------------------------

# --- refusals -----------------------------------------------------------------
status, answer = call("POST", f"{seat_path(0)}/moves?token={tokens[1]}", {"move": "p0 pass"})
print(status, answer["error"])                       # 403: seat 1's token is not seat 0's
status, answer = call("POST", f"{seat_path(0)}/moves?token={tokens[0]}", {"move": "p0 dance"})
print(status, answer["error"])                       # 400: not a move
status, public = call("GET", f"/games/{gid}")
assert public["seat"] is None and public["legal_moves"] == []
# --- end refusals -------------------------------------------------------------

# --- replay -------------------------------------------------------------------
status, replay = call("GET", f"/games/{gid}/replay")
assert status == 200 and isinstance(replay, bytes)
print("replay:", len(replay), "bytes (arcs-replay FILE re-runs it; arcs.Game.from_replay loads it)")
# --- end replay ---------------------------------------------------------------
