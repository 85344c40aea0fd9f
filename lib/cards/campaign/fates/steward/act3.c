/*
 * The Steward's Act III (ARCS-F122A/B; cards.csv, Campaign rulebook).
 *
 * F122A Steward Act III Setup                                -> FATE_SETUP
 *   "1. Add Imperial Sponsor (23) to the rules booklet.
 *    2. Place the Sponsored token on the First Regent tile.
 *    3. Scrap the 3 Govern the Imperial Reach cards (01-03) from the rules
 *       booklet and add the 3 Govern with Authority cards (24-26) to it.
 *    4. The First Regent chooses which Govern with Authority card to place
 *       on top of the stack. Explain that Outlaws are now subject to the
 *       Imperial Demand if the Empire controls a city or Flagship of
 *       theirs."
 *   Imperial Sponsor: imperial_sponsor.c (the token: steward.h). The three
 *   Govern with Authority cards (govern_authority.c) are Edict 03 from
 *   then on (card_def govern_*; lib/campaign/events.c). Step 4 is the
 *   First Regent's decision (a move per Policy); with no First Regent (the
 *   tile in the supply) the Steward, who sets up, chooses (our reading).
 *
 * F122B Steward Act III Objective "Entrench the Empire in the Reach"
 *                                                     -> GRAND_AMBITIONS
 *   1. "You're a Regent and the Empire controls all Outlaw cities or there
 *      are no Outlaws." Every city of every Outlaw lies in a system the
 *      Empire controls (controller() == OWNER_EMPIRE): those on the map,
 *      and those on an Outlaw's Flagship board, which lie in the
 *      Flagship's system.
 *   2. "You're the First Regent and the Imperial Trust has more resources
 *      than the current Chapter." trust_count > the chapter (1..4).
 */
#include <stdio.h>

#include "campaign/flagship.h"
#include "campaign/trust.h"
#include "steward.h"

/* ---- F122A ---- */

enum { S_TOP_WAR, S_TOP_PEACE, S_TOP_ESCALATION };

static void setup(game_state *g, int p, int card) {
    booklet_add(g, CARD_F123);
    glog(g, "%s joins the Edicts in the rules booklet.", card_table[CARD_F123].name);
    sponsored_set(g, SPONSORED_ON_TILE);
    card_log(g, card, "The Sponsored token is placed on the First Regent tile.");
    for (int k = CARD_AID03; k <= CARD_AID05; k++) fate_scrap(g, k);
    for (int k = CARD_F124; k <= CARD_F126; k++) booklet_add(g, k);
    int fr = g->camp.first_regent == NO_PLAYER ? p : g->camp.first_regent;
    card_log(g, card,
             "Govern with Authority replaces Govern the Imperial Reach: Outlaws are now subject to the Imperial "
             "Demand if the Empire controls a city or Flagship of theirs. Player %d chooses the card on top.",
             fr + 1);
    push_card_frame(g, FR_CARD, fr, card, S_TOP_WAR);
}

static void setup_enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    for (int s = S_TOP_WAR; s <= S_TOP_ESCALATION; s++) add_card_move(out, f->player, f->card, s, 0, 0, 0);
}

static void setup_apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card;
    pop_frame(g);
    static const int POLICY[] = {[S_TOP_WAR] = 0, [S_TOP_PEACE] = 1, [S_TOP_ESCALATION] = 2};
    int top = govern_authority_card(POLICY[m.c]);
    /* The chosen card first among the three (the booklet lists the top
     * Govern card first), the Policy it shows the current one. */
    campaign_state *c = &g->camp;
    int first = -1, at = -1;
    for (int i = 0; i < c->booklet_len; i++) {
        if (cards_govern_policy(c->booklet[i]) && first < 0) first = i;
        if (c->booklet[i] == top) at = i;
    }
    if (first >= 0 && at > first) {
        memmove(&c->booklet[first + 1], &c->booklet[first], (size_t)(at - first) * sizeof c->booklet[0]);
        c->booklet[first] = (uint16_t)top;
    }
    c->govern_top = (uint8_t)(POLICY[m.c] + 1);
    card_log(g, card, "Player %d places %s on top: the Policy of %s.", m.player + 1, card_table[top].name,
             POLICY[m.c] == 0 ? "War" : POLICY[m.c] == 1 ? "Peace" : "Escalation");
}

static const card_step SETUP_STEPS[] = {
    [S_TOP_WAR] = {"war-on-top", "", "place Govern with Authority (A Policy of War) on top"},
    [S_TOP_PEACE] = {"peace-on-top", "", "place Govern with Authority (A Policy of Peace) on top"},
    [S_TOP_ESCALATION] = {"escalation-on-top", "", "place Govern with Authority (A Policy of Escalation) on top"},
};

/* FRAME_CHECK: the choice keeps no data; its player chooses (the First
 * Regent, or anyone with no First Regent). */
static bool setup_frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_TOP_WAR && card_frame_only(f, 0) &&
           (g->camp.first_regent == NO_PLAYER || f->player == g->camp.first_regent);
}

/* FATE_DATA: the Sponsored token on the First Regent tile (0) or an
 * ambition box (1 + the box). */
static bool sponsored_ok(const game_state *g, int p, char *why, size_t cap) {
    unsigned at = g->camp.fate_data[p][FD_SPONSORED];
    if (at > ARCS_AMBITION_COUNT) {
        snprintf(why, cap, "the Sponsored token's place %u (0 the First Regent tile, 1..%d a box)", at,
                 ARCS_AMBITION_COUNT);
        return false;
    }
    return true;
}

const card_def card_steward_setup3 = {
    .card = CARD_F122A,
    .short_name = "steward-setup-3",
    .steps = SETUP_STEPS,
    .nsteps = ARRAY_LEN(SETUP_STEPS),
    .fate_setup = setup,
    .enumerate = setup_enumerate,
    .apply = setup_apply,
    .frame_ok = setup_frame_ok,
    .fate_data_ok = sponsored_ok,
};

/* ---- F122B ---- */

/* Does the Empire control every city of every Outlaw (none: true)? */
static bool empire_holds_outlaw_cities(const game_state *g) {
    for (int q = 0; q < g->num_players; q++) {
        if (is_regent(g, q)) continue;
        if (flagship_pieces(g, q, false) && controller(g, flagship_system(g, q)) != OWNER_EMPIRE) return false;
        for (int s = 0; s < NUM_SYSTEMS; s++) {
            if (!sys_in_play(g, s) || controller(g, s) == OWNER_EMPIRE) continue;
            for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
                uint8_t b = g->sys[s].bld[i];
                if (BLD_IS_CITY(b) && (int)BLD_OWNER(b) == q) return false;
            }
        }
    }
    return true;
}

static int grand_ambitions(const game_state *g, int p, int card) {
    (void)card;
    int mask = 0;
    if (is_regent(g, p) && empire_holds_outlaw_cities(g)) mask |= 1;
    if (g->camp.first_regent == p && trust_count(g, -1) > g->chapter) mask |= 2;
    return mask;
}

const card_def card_steward_objective3 = {
    .card = CARD_F122B,
    .short_name = "steward-objective-3",
    .grand_ambitions = grand_ambitions,
};
