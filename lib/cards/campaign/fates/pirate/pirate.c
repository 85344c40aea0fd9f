/*
 * The Pirate's Act II objective card (ARCS-F1201A / F1201B; cards.csv), a
 * B Fate (starting space 24 / 21 / 18, fate_table.c).
 *
 * F1201A Pirate Act II Setup                              -> FATE_SETUP
 *   "1. You gain a Flagship—take a Flagship board and set it up as
 *    described on the board back." The board back (rules-structured.yaml
 *   "Flagships", Setup): "Place a Loyal Flagship piece in a system with
 *   Loyal pieces": the Pirate's move, "card pirate-setup-2 flagship
 *   <system>", one per system with a Loyal piece of theirs (flagship_gain:
 *   their Loyal cities and starports become Free). With no Loyal piece on
 *   the map there is no system: no Flagship (as the Hegemon's, Pathfinder's).
 *   "2. Place 1 fresh starport each on your Tractor Beam and Defense Array
 *   Upgrades." (flagship_setup_piece; without a Flagship, nothing.)
 *   "3. Gain the Pirate Hoard (02) and Pirate Fleet (03)." The Hoard (lore)
 *   to the play area, the Fleet (Guild) to the Pirate's Guild cards.
 *   "4. Replenish your fleet—in each cluster where you have no Loyal ships,
 *   place 1 ship on the gate." Clusters in play; the Flagship piece is a
 *   Loyal ship (yaml Flagships: "a fresh Loyal ship"); fresh ships from the
 *   supply. When the supply holds fewer ships than such clusters, which
 *   gates get them is the Pirate's choice: "card pirate-setup-2 replenish
 *   <gate>", one ship at a time until the supply is empty; else no choice
 *   is left and every gate gets its ship.
 *
 * F1201B Pirate Act II Objective "Grow Your Hoard of Resources" -> EVENT
 *   At EVT_CHAPTER_END: "advance 1 for each resource in your Pirate Hoard"
 *   and "advance 1 for each type of resource that your Pirate Hoard has
 *   more of than each Rival" (a Rival's resources: in their slots and on
 *   the cards they hold, fates.h card_res_held). "With 2 players, count
 *   resources on ambition boxes as a Rival" (g->phantom).
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/flagship.h"
#include "pirate.h"

enum { S_FLAGSHIP, S_AFTER_FLAGSHIP, S_REPLENISH };

/* Step 4: the gates (a bit per system) of the clusters in play where p has
 * no Loyal ship (the Flagship piece is one). */
static uint64_t unguarded_gates(const game_state *g, int p) {
    uint64_t gates = 0;
    int flagship = flagship_system(g, p);
    for (int k = 0; k < NUM_SYSTEMS / 4; k++) {
        int gate = k * 4 + SYS_GATE;
        if (!sys_in_play(g, gate) || (flagship >= 0 && sys_cluster(flagship) == k)) continue;
        bool ships = false;
        for (int s = k * 4; s < k * 4 + 4 && !ships; s++) ships = g->sys[s].fresh[p] || g->sys[s].damaged[p];
        if (!ships) gates |= 1ull << gate;
    }
    return gates;
}

static void replenish_one(game_state *g, int p, int card, int gate) {
    char name[16];
    place_ships(g, p, gate, 1);
    card_log(g, card, "Player %d replenishes their fleet: 1 ship on %s.", p + 1, system_name(gate, name));
}

/* Step 4: every gate at once, or the choice when ships are short. */
static void replenish(game_state *g, int p, int card) {
    uint64_t gates = unguarded_gates(g, p);
    if (!gates || !g->pl[p].ships_supply) return;
    if (__builtin_popcountll(gates) > g->pl[p].ships_supply) {
        push_card_frame(g, FR_CARD, p, card, S_REPLENISH);
        return;
    }
    for (; gates; gates &= gates - 1) replenish_one(g, p, card, __builtin_ctzll(gates));
}

/* Steps 2-4, after the Flagship (or none). */
static void after_flagship(game_state *g, int p, int card) {
    if (flagship_setup_piece(g, p, UPGRADE_TRACTOR_BEAM, true) +
        flagship_setup_piece(g, p, UPGRADE_DEFENSE_ARRAY, true))
        card_log(g, card, "Player %d places starports on their Tractor Beam and Defense Array.", p + 1);
    fate_gain_card(g, p, CARD_F1202);
    fate_gain_card(g, p, CARD_F1203);
    card_log(g, card, "Player %d gains the Pirate Hoard and the Pirate Fleet.", p + 1);
    replenish(g, p, card);
}

static void setup(game_state *g, int p, int card) {
    if (!has_flagship(g, p) && flagship_gain_systems(g, p)) {
        push_card_frame(g, FR_CARD, p, card, S_FLAGSHIP);
        return;
    }
    if (!has_flagship(g, p)) card_log(g, card, "Player %d has no Loyal piece on the map: no Flagship.", p + 1);
    after_flagship(g, p, card);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->step == S_REPLENISH) card_moves_for_bits(out, f->player, f->card, S_REPLENISH, unguarded_gates(g, f->player));
    else card_moves_for_bits(out, f->player, f->card, S_FLAGSHIP, flagship_gain_systems(g, f->player));
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card, p = m.player;
    if (m.c == S_REPLENISH) {
        /* One gate chosen; the frame stays while ships and gates remain. */
        replenish_one(g, p, card, m.d);
        if (!g->pl[p].ships_supply || !unguarded_gates(g, p)) pop_frame(g);
        return;
    }
    /* Steps 2-3 wait below the decisions the Flagship may push (cities
     * back on the board cover resource slots). */
    pop_frame(g);
    push_card_frame(g, FR_CARD_AUTO, p, card, S_AFTER_FLAGSHIP);
    flagship_gain(g, p, m.d);
}

static void step(game_state *g) {
    const frame *f = top_frame(g);
    int p = f->player, card = f->card;
    pop_frame(g);
    after_flagship(g, p, card);
}

/* FRAME_CHECK: S_FLAGSHIP (no Flagship yet), S_REPLENISH (fewer ships in
 * the supply than gates to fill, one at least) and the FR_CARD_AUTO
 * S_AFTER_FLAGSHIP keep no data. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (!card_frame_only(f, 0)) return false;
    if (f->kind == FR_CARD_AUTO) return f->step == S_AFTER_FLAGSHIP;
    if (f->kind == FR_CARD && f->step == S_REPLENISH)
        return g->pl[f->player].ships_supply && __builtin_popcountll(unguarded_gates(g, f->player)) > g->pl[f->player].ships_supply;
    return f->kind == FR_CARD && f->step == S_FLAGSHIP && !has_flagship(g, f->player);
}

static const card_step STEPS[] = {
    [S_FLAGSHIP] = {"flagship", "s", "gain your Flagship at %1"},
    [S_AFTER_FLAGSHIP] = {"after-flagship", "", NULL},
    [S_REPLENISH] = {"replenish", "s", "place 1 ship on %1"},
};

const card_def card_pirate_setup2 = {
    .card = CARD_F1201A,
    .short_name = "pirate-setup-2",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .fate_setup = setup,
    .enumerate = enumerate,
    .apply = apply,
    .step = step,
    .frame_ok = frame_ok,
};

/* ---- F1201B ---- */

/* Resource types (bit per type) the Hoard has more of than each Rival
 * (and, with 2 players, than the ambition boxes). */
static unsigned hoard_leads(const game_state *g, int p) {
    unsigned lead = 0;
    for (int r = 0; r < NUM_RES; r++) {
        int mine = hoard_count(g, r);
        bool more = mine > 0 && (g->num_players != 2 || mine > g->phantom[r]);
        for (int q = 0; q < g->num_players && more; q++)
            if (q != p && mine <= resources_held(&g->pl[q], r) + card_res_held(g, q, 1u << r)) more = false;
        if (more) lead |= 1u << r;
    }
    return lead;
}

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_CHAPTER_END) return;
    int n = hoard_count(g, -1), types = __builtin_popcount(hoard_leads(g, holder));
    if (n) {
        card_log(g, card, "Grow Your Hoard: %d resource%s in the Pirate Hoard.", n, n == 1 ? "" : "s");
        objective_advance(g, holder, n, card);
    }
    if (types) {
        card_log(g, card, "Grow Your Hoard: the Pirate Hoard has more than each Rival of %d resource type%s.", types,
                 types == 1 ? "" : "s");
        objective_advance(g, holder, types, card);
    }
}

const card_def card_pirate_objective2 = {
    .card = CARD_F1201B,
    .short_name = "pirate-objective-2",
    .on_event = objective_event,
    .events = EVENTS(EVT_CHAPTER_END),
};
