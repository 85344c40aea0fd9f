#!/usr/bin/env bash
# The CLI's per-seat output never shows a Rival's face-down card: with
# --view N (and for the seat a person plays with --human N), Rivals' Copy and
# seize moves and action cards they draw or swap appear without the card,
# Rivals' Fate choices (campaign) without the Fate,
# and no hand but Player N's is printed. The same games printed for
# everyone (no --view) do show those cards, so the check can fail. Every
# game mode is checked (GAME_MODES, default "base leaders-lore campaign"); in
# Leaders & Lore each seat's --board output shows every player's play area.
# Usage: cli_view.sh ARCS_PLAY
set -euo pipefail
play="$1"
cards='(Administration|Aggression|Construction|Mobilization)-[1-7]'
fail=0
seen_hidden=0
seen_fate=0
for gmode in ${GAME_MODES:-base leaders-lore campaign}; do
for players in 2 3 4; do
  for seed in 1 2 3; do
    all=$("$play" --mode "$gmode" --players "$players" --seed "$seed" --max-moves 3000 || true)
    if grep -Eq "Player [0-9]: (Copy|Seize) .*$cards" <<<"$all"; then seen_hidden=1; fi
    if grep -Eq "Player [0-9]: Keep the Fate " <<<"$all"; then seen_fate=1; fi
    for seat in $(seq 1 "$players"); do
      for mode in view human; do
        if [ "$mode" = view ]; then
          out=$("$play" --mode "$gmode" --players "$players" --seed "$seed" --max-moves 3000 --view "$seat" --board || true)
          if [ "$gmode" = leaders-lore ] && [ "$(grep -c "^    play area: .*(leader)" <<<"$out")" -lt "$players" ]; then
            echo "FAIL: $gmode, $players players, seed $seed, --view $seat --board shows no play areas"
            fail=1
          fi
        else
          out=$(yes 1 | head -n 3000 | "$play" --mode "$gmode" --players "$players" --seed "$seed" --max-moves 600 --human "$seat" 2>/dev/null || true)
        fi
        # Moves of other players: "[chapter c] Player M: ..." with M != seat.
        leaks=$(grep -E "^\[chapter [0-9]\] Player [0-9]: " <<<"$out" | grep -v "^\[chapter [0-9]\] Player $seat: " |
          grep -E "(Copy|Seize|Farseers|draw).*$cards|Keep the Fate " || true)
        hands=$(grep -E "^Player [0-9]'s hand" <<<"$out" | grep -v "^Player $seat's hand" || true)
        if [ -n "$leaks$hands" ]; then
          echo "FAIL: $gmode, $players players, seed $seed, --$mode $seat shows a Rival's hidden card:"
          echo "$leaks$hands" | head -5
          fail=1
        fi
      done
    done
  done
done
done
if [ "$seen_hidden" = 0 ]; then
  echo "FAIL: the unrestricted output never showed a face-down card: the check tests nothing"
  fail=1
fi
if [ "$seen_fate" = 0 ] && [[ " ${GAME_MODES:-campaign} " == *" campaign "* ]]; then
  echo "FAIL: the unrestricted output never named a Fate kept: the Fate check tests nothing"
  fail=1
fi
[ "$fail" = 0 ] && echo "no Rival's face-down card in any seat's output"
exit "$fail"
