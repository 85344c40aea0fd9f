#!/usr/bin/env bash
# arcs-play --bots LEVEL plays every seat that is neither --human nor given
# its own --bot; the summary's "Seats:" line names who played each seat.
# Usage: cli_bots.sh ARCS_PLAY
set -euo pipefail
play="$1"
out=$("$play" --players 3 --seed 2 --quiet --bots easy --bot 1=normal:10)
grep -qx "Seats: Player 1 normal bot (10 playouts), Player 2 easy bot, Player 3 easy bot" <<<"$out" ||
  { echo "cli_bots: unexpected summary:"; echo "$out"; exit 1; }
grep -q "^Game over" <<<"$out" || { echo "cli_bots: the game did not end:"; echo "$out"; exit 1; }
# Without --bots, the seats left play random moves.
out=$("$play" --players 2 --seed 3 --quiet --bot 2=easy)
grep -qx "Seats: Player 1 random moves, Player 2 easy bot" <<<"$out" ||
  { echo "cli_bots: unexpected summary:"; echo "$out"; exit 1; }
echo "cli_bots: ok"
