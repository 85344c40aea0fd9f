/* STUB: to be written. */
#include "core/engine.h"

static void stub_apply(game_state *g, arcs_move m) {
    (void)m;
    pop_frame(g);
}

const frame_ops battle_system_frame_ops = {"battle_system", NULL, stub_apply};
const frame_ops battle_defender_frame_ops = {"battle_defender", NULL, stub_apply};
const frame_ops battle_dice_frame_ops = {"battle_dice", NULL, stub_apply};
const frame_ops battle_resolve_frame_ops = {"battle_resolve", NULL, stub_apply};
const frame_ops battle_hit_frame_ops = {"battle_hit", NULL, stub_apply};
const frame_ops battle_raid_frame_ops = {"battle_raid", NULL, stub_apply};
const frame_ops ransack_frame_ops = {"ransack", NULL, stub_apply};
const frame_ops outrage_frame_ops = {"outrage", NULL, stub_apply};
void battle_begin(game_state *g, int p) { (void)g; (void)p; }
bool battle_possible(const game_state *g, int p) {
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (!sys_in_play(g, s) || !(g->sys[s].fresh[p] + g->sys[s].damaged[p])) continue;
        for (int q = 0; q < g->num_players; q++)
            if (q != p && has_loyal_piece(g, q, s)) return true;
    }
    return false;
}
void city_destroyed(game_state *g, int destroyer, int owner, int sys) { (void)g; (void)destroyer; (void)owner; (void)sys; }
