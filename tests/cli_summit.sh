#!/usr/bin/env bash
# A Summit at a person's seat reads as words (arcs-play --human): the deal
# on the table item by item (who gives what to whom, from the seat's side:
# "You give Player 3: Weapon, slot 2"), whether it was submitted and who is
# still to answer, and the choices numbered with labels, grouped (decide;
# items the seat would give; items it would receive; between Rivals),
# without move text. Scripted input, a 3-player campaign (seed 1): Player 1
# takes choice 1 (so Player 3's Summit asks them to accept or reject a
# 6-item deal) until their own Summit's first negotiation turn (the 59th
# input), where they propose a ship for Player 2 and a resource from Player
# 3, look at the Summit (s) and submit. Nothing a Rival's hand holds is
# printed.
# Usage: cli_summit.sh ARCS_PLAY
set -euo pipefail
play="$1"
out=$({ printf "1\n%.0s" $(seq 58); printf "2\n1\n17\n1\ns\n1\n"; printf "1\n%.0s" $(seq 240); } |
  "$play" --mode campaign --players 3 --seed 1 --human 1)
fail=0
expect() {
  if ! grep -qF -- "$1" <<<"$out"; then
    echo "FAIL: missing: $1"
    fail=1
  fi
}
# Player 3's deal, to be accepted or rejected by Player 1.
expect "[chapter 1] Player 1: accept or reject Player 3's deal (6 items). (2 legal moves)"
expect "  == Summit called by Player 3: Negotiations, 1 deal left, 0 passes in a row =="
expect "  The deal Player 3 proposes:"
expect "    1. You give Player 3: Weapon, slot 2 (Transfer Asset)"
expect "    2. Player 3 gives Player 2 their agent's place at Court place 5 (Delegate Authority)"
expect "    3. Player 2 gives Player 3 control of a fresh ship at 5-crescent (Cede Control)"
expect "    4. You give Player 3 one of your agents as a Favor (Promise Favor)"
expect "  For you: 3 items you give, 0 you receive."
expect "  Submitted: waiting for you and Player 2 to accept or reject."
expect "    1) Accept the deal"
expect "    2) Reject the deal"
# Player 1's own Summit: propose item by item.
expect "  == Summit called by you: Negotiations, your turn, 2 deals left, 0 passes in a row =="
expect "  No deal on the table."
expect "  Propose an item you give:"
expect "    2) Add: You give Player 2 one of your pieces on the map (Cede Control)"
expect "  Propose an item you receive:"
expect "Add: Player 3 gives you one of their resources, Captives, Trophies or Favors (Transfer Asset)"
expect "  Propose an item between Rivals:"
expect "    1. You give Player 2 control of a fresh ship at 5-gate (Cede Control)"
expect "    2. Player 3 gives you: Material, slot 1 (Transfer Asset)"
expect "  For you: 1 item you give, 1 you receive."
expect "  Not submitted yet (you may still add, take out, submit or withdraw)."
expect "    1) Submit the deal to its parties"
expect "    4) Take item 2 out of the deal (Player 3's Transfer Asset affecting Player 1)"
expect "[chapter 1] Player 1: Submit the deal to its parties"
# The Summit's listings: labels only, no move text ("[deal-add p0 p1 cede]").
summit=$(awk '/^  == Summit called by/ {on = 1} /^Player 1> / {on = 0} on' <<<"$out")
if [ "$(grep -c '^  == Summit called by' <<<"$summit")" -lt 5 ]; then
  echo "FAIL: fewer than 5 Summit decisions at Player 1's seat"
  fail=1
fi
if grep -E '^ +[0-9]+\) .*\[' <<<"$summit" | head -3 | grep .; then
  echo "FAIL: a Summit choice shows move text"
  fail=1
fi
if grep -E '(Administration|Aggression|Construction|Mobilization|Event|Faithful)-[0-9]' <<<"$summit" | head -3 | grep .; then
  echo "FAIL: a Summit listing names an action card"
  fail=1
fi
if grep -E "^Player [23]'s hand" <<<"$out" | head -1 | grep .; then
  echo "FAIL: a Rival's hand is printed"
  fail=1
fi
[ "$fail" = 0 ] && echo "1 passed, 0 failed" || echo "0 passed, 1 failed"
exit "$fail"
