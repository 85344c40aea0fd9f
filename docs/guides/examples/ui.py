"""Build a UI (docs/guides/build-a-ui.md): the Python snippets, run whole.

Draws one seat's view as text, lists the seat's moves with their labels,
shows card text from the static data, and writes the SVG picture.
Runs in a second: python3 docs/guides/examples/ui.py [OUT.svg]
"""

import random
import sys

import arcs

# --- view ---------------------------------------------------------------------
game = arcs.Game(players=3, seed=1)
rng = random.Random(1)
for _ in range(40):                                   # some way into chapter 1
    game.apply(rng.choice(game.legal_moves()))

seat = game.current_player                            # the person at the screen
view = game.view(seat)                                # only what this seat may see
print(view.decision.prompt)
for system in view.systems:
    if system.in_play and (any(system.fresh) or system.buildings):
        name = arcs.systems()[system.system].name
        ships = ", ".join(f"{arcs.player_name(p)}: {n}" for p, n in enumerate(system.fresh) if n)
        print(f"  {name:11} ships {ships or '-'}; buildings {len(system.buildings)}")
for p, board in enumerate(view.player):
    hand = board.hand if board.hand is not None else f"{board.hand_count} cards, hidden"
    print(f"  {arcs.player_name(p)}: Power {board.power}, hand {hand}")
# --- end view -----------------------------------------------------------------

# --- labels -------------------------------------------------------------------
if view.decision.player == seat:
    for move in game.legal_moves():
        print(f"  [{move}] {game.move_label(move)}")   # the text to send, the words to show
# --- end labels ---------------------------------------------------------------

# --- cards --------------------------------------------------------------------
names = {card.card: card.name for card in arcs.action_cards()}
print("your hand:", [names[c] for c in view.player[seat].hand])
for place in view.court:
    card = arcs.cards()[place.card]
    print(f"  Court: {card.name} ({card.id}): {card.text.splitlines()[0] if card.text else ''}")
# --- end cards ----------------------------------------------------------------

# --- hidden -------------------------------------------------------------------
rival = (seat + 1) % game.players
assert view.player[rival].hand is None                # a Rival's hand: a count only
spectator = game.view(None)                           # the public view: no hand at all
assert all(board.hand is None for board in spectator.player)
# --- end hidden ---------------------------------------------------------------

# --- svg ----------------------------------------------------------------------
svg = game.to_svg(seat)                               # the picture as this seat sees it
if len(sys.argv) > 1:
    with open(sys.argv[1], "w", encoding="utf-8") as out:
        out.write(svg)
print(len(svg), "characters of SVG")
# --- end svg ------------------------------------------------------------------
game.close()
