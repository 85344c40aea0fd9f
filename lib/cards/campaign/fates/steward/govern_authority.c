/*
 * Govern with Authority (ARCS-F124 War, F125 Escalation, F126 Peace;
 * Edicts 03; the Steward's Act III Setup scraps the 3 Govern the Imperial
 * Reach cards and adds these to the rules booklet, the First Regent
 * choosing the top one).                                -> GOVERN
 *
 * They are Edict 03 as Govern the Imperial Reach was: the First Regent
 * enforces the top card's Policy or changes it (another of these on top);
 * Imperial Quorum resolves them in parts (its text names "Govern with
 * Authority in Act III"). lib/campaign/events.c runs them; each card
 * gives its terms (card_def govern_*):
 *   - all three, Collect Demand: "... and from each Outlaw with a Loyal
 *     city or Flagship controlled by the Empire" (govern_demands: a city
 *     of theirs on the map in a system the Empire controls, or their
 *     Flagship in one). "If they have none, take 1 agent from their
 *     supply as a Favor. If a Regent has no agents, you may make them an
 *     Outlaw": an Outlaw without agents gives nothing.
 *   - War (F124), Imperial Action: "Give 1 Weapon and any 1 resource to
 *     each Regent from the supply. If the supply is empty, give it from
 *     the Imperial Trust." The Weapons as printed Govern gives them; the
 *     other resource is govern_action: for each Regent (turn order from
 *     the giver) the giver chooses its type among those the supply has,
 *     or, for a type whose supply is empty, the Trust has. faq.csv,
 *     Govern with Authority: "You have to try to give the maximum amount
 *     prompted. So if it has a Weapon but no other resource, give a
 *     Weapon. If it has no Weapon but it does have another resource, give
 *     the resource." - the resource is given whenever any type can be.
 *   - Escalation (F125): "Place 4 fresh Imperial ships" (govern_scale 4).
 *   - Peace (F126): "Each Regent gains double their bonus city Power"
 *     (govern_scale 2).
 *
 * Moves (War): "card govern-war give <Resource> <player>".
 */
#include "campaign/flagship.h"
#include "campaign/trust.h"
#include "steward.h"

enum { S_GIVE, S_NEXT };

/* An Outlaw q with a Loyal city or Flagship in a system the Empire
 * controls. */
static bool outlaw_demanded(const game_state *g, int q) {
    int fs = flagship_system(g, q);
    if (fs >= 0 && controller(g, fs) == OWNER_EMPIRE) return true;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (!sys_in_play(g, s) || controller(g, s) != OWNER_EMPIRE) continue;
        for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
            uint8_t b = g->sys[s].bld[i];
            if (BLD_IS_CITY(b) && (int)BLD_OWNER(b) == q) return true;
        }
    }
    return false;
}

/* Types that can be given now: from the supply, or from the Trust for a
 * type the supply has none of. */
static unsigned givable(const game_state *g) {
    unsigned t = 0;
    for (int r = 0; r < NUM_RES; r++)
        if (g->res_supply[r] || g->camp.trust[r]) t |= 1u << r;
    return t;
}

/* The next Regent of `left` (bit per player) in turn order from p, or -1. */
static int next_regent(const game_state *g, int p, unsigned left) {
    for (int i = 0; i < g->num_players; i++) {
        int q = (p + i) % g->num_players;
        if ((left >> q) & 1u) return q;
    }
    return -1;
}

static void push_give(game_state *g, int p, int card, unsigned left) {
    if (!left || !givable(g)) return;
    frame *f = push_card_frame(g, FR_CARD, p, card, S_GIVE);
    f->c = (uint8_t)left;
}

/* The gifts wait below the printed part's decisions (the Weapons may
 * empty the supply): an automatic step asks when they come. */
static void war_action(game_state *g, int p, int card) {
    card_log(g, card, "Player %d gives any 1 resource to each Regent.", p + 1);
    push_card_frame(g, FR_CARD_AUTO, p, card, S_NEXT)->c = g->camp.regents;
}

static void war_step(game_state *g) {
    frame f = *top_frame(g);
    pop_frame(g);
    push_give(g, f.player, f.card, f.c);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int q = next_regent(g, f->player, f->c);
    unsigned t = givable(g);
    for (int r = 0; r < NUM_RES; r++)
        if ((t >> r) & 1u) add_card_move(out, f->player, f->card, S_GIVE, r, q, 0);
}

static void apply(game_state *g, arcs_move m) {
    frame f = *top_frame(g);
    pop_frame(g);
    int p = m.player, r = m.d, q = m.e;
    push_give(g, p, f.card, f.c & ~(1u << q));
    if (g->res_supply[r]) {
        card_log(g, f.card, "Player %d gives a %s to Player %d.", p + 1, resource_name(r), q + 1);
        gain_resource(g, q, r);
    } else if (trust_take(g, r)) {
        card_log(g, f.card, "Player %d gives a %s from the Imperial Trust to Player %d.", p + 1, resource_name(r),
                 q + 1);
        receive_resource(g, q, r);
    }
}

static const card_step STEPS[] = {
    [S_GIVE] = {"give", "rp", "give a %1 to %2"},
    [S_NEXT] = {"next", "", NULL},
};

/* FRAME_CHECK: c the players still to be given a resource (bit per
 * player); the decision (S_GIVE) has something to give, the automatic
 * step (S_NEXT) waits for it. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (!card_frame_only(f, FB_C) || (f->c >> g->num_players)) return false;
    if (f->kind == FR_CARD_AUTO) return f->step == S_NEXT;
    return f->kind == FR_CARD && f->step == S_GIVE && f->c && givable(g);
}

const card_def card_govern_war = {
    .card = CARD_F124,
    .short_name = "govern-war",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .govern_policy = 1, /* War */
    .govern_demands = outlaw_demanded,
    .govern_action = war_action,
    .enumerate = enumerate,
    .apply = apply,
    .step = war_step,
    .frame_ok = frame_ok,
};

/* Escalation and Peace: the printed part, scaled (the log names it). */
static void escalation_action(game_state *g, int p, int card) {
    card_log(g, card, "Player %d places 4 fresh Imperial ships.", p + 1);
}

static void peace_action(game_state *g, int p, int card) {
    (void)p;
    card_log(g, card, "each Regent gains double their bonus city Power.");
}

const card_def card_govern_escalation = {
    .card = CARD_F125,
    .short_name = "govern-escalation",
    .govern_policy = 3, /* Escalation */
    .govern_scale = 4,
    .govern_demands = outlaw_demanded,
    .govern_action = escalation_action,
};

const card_def card_govern_peace = {
    .card = CARD_F126,
    .short_name = "govern-peace",
    .govern_policy = 2, /* Peace */
    .govern_scale = 2,
    .govern_demands = outlaw_demanded,
    .govern_action = peace_action,
};
