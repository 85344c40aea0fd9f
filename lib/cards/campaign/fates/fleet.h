/*
 * "Replenish your fleet—if you have fewer than 8 Loyal ships on the map,
 * place 1 ship each in any systems until you have 8 Loyal ships on the
 * map." (the B Fates' Act II Setup sides: Blight Speaker ARCS-F1301A,
 * Pacifist ARCS-F1401A, Peacekeeper ARCS-F1501A; cards.csv). Every placement is a move of the
 * Setup side's own frame: a system in play (any system: gates included),
 * one ship at a time, the same system as often as the player likes; it
 * ends at `target` Loyal ships on the map or when the supply is empty.
 * Loyal ships on the map count the fresh and damaged ones (a Flagship
 * piece among them).
 */
#ifndef ARCS_CARDS_FATES_FLEET_H
#define ARCS_CARDS_FATES_FLEET_H

#include "cards/hooks.h"

/* p's Loyal ships on the map (the Flagship piece counts: "a fresh Loyal
 * ship", yaml Flagships). */
int fleet_on_map(const game_state *g, int p);
/* Does p still place ships to reach target? */
bool fleet_short(const game_state *g, int p, int target);
/* The placement moves ("card <name> <step> <system>"), one per system in
 * play. */
void fleet_place_moves(const game_state *g, int p, int card, int step, move_list *out);
/* Place the ship of a placement move m (fresh, from p's supply). */
void fleet_place(game_state *g, arcs_move m, int card);

/* A Setup side's own frame whose only decision is the replenishing to 8
 * (FLEET_ACT2: "fewer than 8 Loyal ships"), its step FLEET_STEP ("place
 * <system>"): its enumerate, apply (the frame ends at 8 or an empty
 * supply) and frame_ok (the Warden's; push_card_frame(..., FLEET_STEP)
 * while fleet_short). */
enum { FLEET_ACT2 = 8, FLEET_STEP = 0 };
void fleet_frame_enumerate(const game_state *g, const frame *f, move_list *out);
void fleet_frame_apply(game_state *g, arcs_move m);
bool fleet_frame_ok(const game_state *g, const frame *f);

#endif
