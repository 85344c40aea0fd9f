/*
 * Feastbringer (ARCS-LEAD07). Starting pieces: two cities, 3 ships in each
 * C system (lib/data/leaders.c).
 *
 *   "Generous. To declare an ambition, you must give 1 Guild card to your
 *    Rival with the least Power."          -> DECLARE, DECLARE_AMBITION
 *
 * Without a Guild card the Feastbringer cannot declare (no declare move is
 * offered, Galactic Bards included). Having declared, they choose the card:
 * "card feastbringer give <card>". A tie for the least Power goes to the
 * first tied Rival in turn order (Fine Print, "Tiebreakers & Choice Order").
 *
 * Charismatic ("When you Copy or Pivot in order to secure a card, you may
 * influence before or after you secure.") is not written yet.
 */
#include "cards/hooks.h"

enum { S_GIVE };

static int least_power_rival(const game_state *g, int p) {
    int n = g->num_players, best = -1;
    for (int k = 0; k < n; k++) {
        int q = (g->initiative + k) % n;
        if (q != p && (best < 0 || g->pl[q].power < g->pl[best].power)) best = q;
    }
    return best;
}

static void generous(game_state *g, int p, int card) {
    if (g->pl[p].guild_count) push_card_frame(g, FR_CARD, p, card, S_GIVE);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    const player_state *pl = &g->pl[f->player];
    for (int i = 0; i < pl->guild_count; i++)
        add_card_move(out, f->player, f->card, S_GIVE, pl->guild[i] & 0xFF, pl->guild[i] >> 8, 0);
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, card = top_frame(g)->card, gift = m.d | m.e << 8;
    pop_frame(g);
    int q = least_power_rival(g, p), i = held_index(g, p, gift);
    if (q < 0 || i < 0) return;
    remove_held(g, p, i);
    give_held(g, q, gift);
    card_log(g, card, "Player %d gives %s to Player %d.", p + 1, card_table[gift].name, q + 1);
}

static const card_step STEPS[] = {[S_GIVE] = {"give", "K"}};

const card_def card_feastbringer = {
    .card = CARD_LEAD07,
    .short_name = "feastbringer",
    .steps = STEPS,
    .nsteps = 1,
    .gives_card_to_declare = true,
    .after_declare = generous,
    .enumerate = enumerate,
    .apply = apply,
};
