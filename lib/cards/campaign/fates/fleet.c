/* Replenish your fleet (the B Fates' Act II Setup sides): fleet.h. */
#include "fleet.h"

#include "campaign/flagship.h"

int fleet_on_map(const game_state *g, int p) { return ships_on_map(g, p) + has_flagship(g, p); }

bool fleet_short(const game_state *g, int p, int target) {
    return g->pl[p].ships_supply > 0 && fleet_on_map(g, p) < target;
}

void fleet_place_moves(const game_state *g, int p, int card, int step, move_list *out) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s)) add_card_move(out, p, card, step, s, 0, 0);
}

void fleet_place(game_state *g, arcs_move m, int card) {
    char buf[16];
    place_ships(g, m.player, m.d, 1);
    card_log(g, card, "Replenish your fleet: Player %d places a ship in %s (%d Loyal ships on the map).",
             m.player + 1, system_name(m.d, buf), fleet_on_map(g, m.player));
}

void fleet_frame_enumerate(const game_state *g, const frame *f, move_list *out) {
    fleet_place_moves(g, f->player, f->card, FLEET_STEP, out);
}

void fleet_frame_apply(game_state *g, arcs_move m) {
    fleet_place(g, m, top_frame(g)->card);
    if (!fleet_short(g, m.player, FLEET_ACT2)) pop_frame(g);
}

bool fleet_frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == FLEET_STEP && card_frame_only(f, 0) && fleet_short(g, f->player, FLEET_ACT2);
}
