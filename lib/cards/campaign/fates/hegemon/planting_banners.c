/*
 * Planting Banners (ARCS-F1002, an ability card in the Hegemon's play area;
 * gained by the Act II Setup, step 5).
 *
 *   "Scrap this if you don't have a Flagship."
 *       -> the Setup side scraps it on gaining it without a Flagship (a
 *          Flagship never leaves the map: flagship.h).
 *   "Banner tokens are your Loyal pieces."     -> banners.h
 *   "Prelude: You may place a Banner at your Flagship's planet if it has no
 *    Banners and no ships or buildings that are not Loyal. (You can do
 *    this multiple times.)"                    -> PRELUDE_MOVES
 * The Flagship's system must be a planet (not a gate); not Loyal: Rivals'
 * ships and Flagships, Imperial ships, Free and Rival buildings (Blight is
 * no ship: Campaign rulebook, "Blight"). A Banner of the Hegemon's supply
 * (Banners destroyed return there). Each Prelude placement is one move,
 * "card planting-banners plant", offered again while the planet allows it
 * (never: it has a Banner then; "multiple times" over the turns and after
 * the Flagship moved).
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/flagship.h"
#include "banners.h"

enum { S_PLANT };

/* May p plant a Banner now? */
static bool may_plant(const game_state *g, int p) {
    int s = flagship_system(g, p);
    if (s < 0 || sys_is_gate(s) || hegemon_of(g) != p || banner_in_supply(g) < 0 || banners_on_map(g, s)) return false;
    if (g->camp.imperial[s][0] || g->camp.imperial[s][1]) return false;
    for (int q = 0; q < g->num_players; q++)
        if (q != p && (g->sys[s].fresh[q] || g->sys[s].damaged[q] || flagship_system(g, q) == s)) return false;
    for (int i = 0; i < building_places(g); i++) {
        uint8_t b = g->sys[s].bld[i];
        if ((b & BLD_OCCUPIED) && (int)BLD_OWNER(b) != p) return false;
    }
    return true;
}

static void prelude_moves(const game_state *g, int p, int card, move_list *out) {
    if (may_plant(g, p)) add_card_move(out, p, card, S_PLANT, 0, 0, 0);
}

static void prelude_apply(game_state *g, arcs_move m) {
    int p = m.player, s = flagship_system(g, p), i = banner_in_supply(g);
    BANNERS_OF(g)->banner[i] = (uint8_t)(BANNER_MAP | s);
    if (log_enabled(g)) {
        char name[16];
        card_log(g, card_move_card(m), "Player %d plants a Banner at %s.", p + 1, system_name(s, name));
    }
}

static const card_step STEPS[] = {
    [S_PLANT] = {"plant", "", "place a Banner at your Flagship's planet (Prelude)"},
};

const card_def card_planting_banners = {
    .card = CARD_F1002,
    .short_name = "planting-banners",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .prelude_moves = prelude_moves,
    .prelude_apply = prelude_apply,
};
