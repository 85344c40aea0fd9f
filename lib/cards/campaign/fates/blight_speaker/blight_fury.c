/*
 * Blight Fury (ARCS-F1304; lore; the Blight Speaker's Act III: its Act II
 * Resolution, ARCS-F1303, completed, puts it in the Blight Speaker's play
 * area; cards.csv).
 *
 * "You can move and repair Blight you control. (They can't Catapult.
 *  They're not Loyal.)"            -> REPAIR, MOVED (../blight_control.c)
 * "Anger (Battle): Roll the number die. For each Psionic you spend, change
 *  the roll by 1—"6" wraps to "1" and vice versa. A Blight Crisis happens
 *  in each system of the rolled cluster."            -> NEW_ACTION (Battle)
 *   Always possible (a roll needs nothing). The roll: ../blight_control.c
 *   (each Psionic a move: roll-up / roll-down <slot>, from a resource slot
 *   of the player's; keep-roll ends it). Each system of the cluster in play
 *   has a Blight Crisis as in the Crises (campaign/events.c
 *   blight_crisis_at: fresh Blight 3 hits, damaged 1, Imperial ships first;
 *   Imperial Protectors' law applies); a cluster out of play: none.
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "cards/campaign/fates/blight_control.h"

enum { S_ANGER = BLIGHT_STEPS, S_ROLL };

static unsigned psionic_slots(const game_state *g, int p) { return resource_slots_of_type(g, p, ARCS_PSIONIC); }

static void spend_psionic(game_state *g, int p, int card, int s) {
    (void)card;
    g->pl[p].res[s] = RES_EMPTY;
    g->res_supply[ARCS_PSIONIC]++;
}

static void anger(game_state *g, int p, int card, int k) {
    int n = 0;
    for (int s = k * 4; s < k * 4 + 4; s++)
        if (sys_in_play(g, s)) {
            blight_crisis_at(g, s);
            n++;
        }
    card_log(g, card, "Anger: Player %d makes a Blight Crisis happen in %d system(s) of cluster %d.", p + 1, n, k + 1);
}

static const die_adjust ROLL = {S_ROLL, "Anger", psionic_slots, spend_psionic, anger};

static const card_step STEPS[] = {
    BLIGHT_CONTROL_STEPS,
    [S_ANGER] = {"anger", "U", "Anger (Battle) with %1"},
    DIE_ADJUST_STEPS(S_ROLL, "n"),
};

static void anger_begin(game_state *g, int p, int card) {
    die_adjust_roll(g, p, card);
}

static const card_new_action ACTIONS[] = {{ARCS_ACT_BATTLE, S_ANGER, die_adjust_possible, anger_begin}};

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->step == BLIGHT_STEP_ALONG) blight_along_enumerate(g, f, out);
    else die_adjust_enumerate(g, f, out, &ROLL);
}

static void apply(game_state *g, arcs_move m) {
    if (m.c == BLIGHT_STEP_ALONG) blight_along_apply(g, m);
    else die_adjust_apply(g, m, &ROLL);
}

static bool frame_ok(const game_state *g, const frame *f) {
    return f->step == BLIGHT_STEP_ALONG ? blight_along_frame_ok(g, f) : die_adjust_frame_ok(g, f, &ROLL);
}

static void drawn(game_state *g, const frame *f, arcs_move m) { die_adjust_drawn(g, f, m, &ROLL); }

const card_def card_blight_fury = {
    .card = CARD_F1304,
    .short_name = "blight-fury",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .new_actions = ACTIONS,
    .n_new_actions = 1,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
    .chance_outcomes = die_adjust_outcomes,
    .chance_drawn = drawn,
    .chance_frame_ok = die_adjust_chance_ok,
    .chance_what = "roll the number die: Anger's cluster (Blight Fury)",
    .repair_moves = blight_repair_moves,
    .repair_apply = blight_repair_apply,
    .blight_along = blight_along_begin,
};
