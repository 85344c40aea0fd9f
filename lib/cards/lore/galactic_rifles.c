/*
 * Galactic Rifles (ARCS-L02).
 *
 *   "Fire Rifles (Battle): Like in a battle, choose a system and collect
 *    skirmish dice for fresh Loyal ships there, choose a defender in an
 *    adjacent system, roll the collected dice, and deal 1 hit to the
 *    defender per hit rolled. (Hit ships before buildings.)"
 *                                          -> NEW_ACTION replacing Battle
 *
 * Offered while some in-play system has a fresh Loyal ship and an adjacent
 * system holds a defender the holder may choose in a battle there
 * (battle_defenders: a Rival with pieces; in the campaign also the Free
 * States, the Empire and the Blight, and only those the holder may harm:
 * the Truce Law keeps a Regent from firing at Imperial ships or at a Rival
 * Regent in a system with Imperial ships; Campaign rulebook, "Harm": "choosing
 * as defender ..., hitting"). The decisions follow the text's order:
 * "card galactic-rifles fire pip|slot-N" (the new action), then
 * "card galactic-rifles fire-from <system>", "card galactic-rifles
 * fire-dice <n>" (0 up to one die per fresh Loyal ship there, at most 6:
 * as in a battle, fewer may be collected), "card galactic-rifles fire-at
 * <system> <player>" (an adjacent system and a defender there: p<N>, free,
 * empire or blight). Imperial ships defend with a Regent as in a battle
 * ("Empire Must Defend"); none attack with the holder (only "fresh Loyal
 * ships" give dice).
 * The roll and the hits are the battle's (skirmish_fire, lib/rules/
 * battle.c): the holder assigns the hits, ships before buildings.
 * faq.csv, Galactic Rifles: abilities that modify Battle do not apply
 * (no Skirmishers reroll, no Gatekeepers dice; nor the Leaders & Lore
 * battle modifiers). A new action: battle modifiers of the rulebook's
 * "Modifiers" do not apply either.
 *
 * Campaign, "Dice Collection." (yaml "Cards & Flagships"): "Cards that
 * collect dice for Loyal ships like in battle—like Galactic Rifles—let your
 * Flagship collect 1 die per fresh starport on your Flagship board": the
 * Flagship, a fresh Loyal ship, lets its system be chosen and adds those
 * dice (at most 6 in all, as in a battle).
 *
 * Frame data: S_DICE c = the system; S_AT c = the system, d = the dice.
 */
#include <stdio.h>

#include "campaign/flagship.h"
#include "cards/hooks.h"

enum { S_FIRE, S_FROM, S_DICE, S_AT };

/* The skirmish dice p may collect in s: one per fresh Loyal ship, the
 * Flagship's, at most 6. */
static int fire_dice(const game_state *g, int p, int s) {
    int n = g->sys[s].fresh[p] + flagship_battle_dice(g, p, s);
    return n < 6 ? n : 6;
}

/* Can p fire from s: fresh Loyal ships there (the Flagship is one), a
 * defender p may choose next door? */
static bool can_fire_from(const game_state *g, int p, int s) {
    if (!sys_in_play(g, s) || !(g->sys[s].fresh[p] || flagship_system(g, p) == s)) return false;
    uint8_t adj[8], q[BATTLE_DEFENDERS_MAX];
    int n = adjacent_systems(g, s, adj);
    for (int i = 0; i < n; i++)
        if (battle_defenders(g, p, adj[i], q)) return true;
    return false;
}

static bool possible(const game_state *g, int p, int spent_slot) {
    (void)spent_slot;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (can_fire_from(g, p, s)) return true;
    return false;
}

static void begin(game_state *g, int p, int card) { push_card_frame(g, FR_CARD, p, card, S_FROM); }

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    if (f->step == S_FROM) {
        for (int s = 0; s < NUM_SYSTEMS; s++)
            if (can_fire_from(g, p, s)) add_card_move(out, p, f->card, S_FROM, s, 0, 0);
    } else if (f->step == S_DICE) {
        int most = fire_dice(g, p, f->c);
        for (int n = 0; n <= most; n++) add_card_move(out, p, f->card, S_DICE, n, 0, 0);
    } else {
        uint8_t adj[8], q[BATTLE_DEFENDERS_MAX];
        int n = adjacent_systems(g, f->c, adj);
        for (int i = 0; i < n; i++) {
            int k = battle_defenders(g, p, adj[i], q);
            for (int j = 0; j < k; j++) add_card_move(out, p, f->card, S_AT, adj[i], q[j], 0);
        }
    }
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int p = m.player, card = f->card, step = f->step, from = f->c, dice = f->d;
    pop_frame(g);
    if (step == S_FROM) {
        push_card_frame(g, FR_CARD, p, card, S_DICE)->c = m.d;
    } else if (step == S_DICE) {
        frame *n = push_card_frame(g, FR_CARD, p, card, S_AT);
        n->c = (uint8_t)from;
        n->d = m.d;
    } else {
        char a[16], b[16], who[16];
        if (log_enabled(g)) {
            if (m.e == OWNER_FREE) snprintf(who, sizeof who, "the Free States");
            else if (m.e == OWNER_EMPIRE) snprintf(who, sizeof who, "the Empire");
            else if (m.e == OWNER_BLIGHT) snprintf(who, sizeof who, "the Blight");
            else snprintf(who, sizeof who, "Player %d", m.e + 1);
            card_log(g, card, "Player %d fires %d skirmish dice from %s at %s in %s.", p + 1, dice, system_name(from, a), who,
                     system_name(m.d, b));
        }
        skirmish_fire(g, p, m.e, m.d, dice);
    }
}

static const card_new_action NEW_ACTIONS[] = {{ARCS_ACT_BATTLE, S_FIRE, possible, begin}};
static const card_step STEPS[] = {
    [S_FIRE] = {"fire", "U", "Fire Rifles (Battle), spending %1"},
    [S_FROM] = {"fire-from", "s", "Fire Rifles from %1"},
    [S_DICE] = {"fire-dice", "n", "Fire Rifles with %1 skirmish dice"},
    [S_AT] = {"fire-at", "so", "Fire Rifles at %2 in %1"}};

/* FRAME_CHECK: S_DICE: c the system; S_AT: c the system, d the dice. */
static bool frame_ok(const game_state *g, const frame *f) {
    int p = f->player;
    if (f->kind == FR_CARD && f->step == S_DICE)
        return card_frame_only(f, FB_C) && card_frame_system_ok(g, f->c) &&
               (g->sys[f->c].fresh[p] || flagship_system(g, p) == f->c);
    if (f->kind == FR_CARD && f->step == S_AT)
        return card_frame_only(f, FB_C | FB_D) && card_frame_system_ok(g, f->c) && f->d <= fire_dice(g, p, f->c);
    return card_frame_only(f, 0);
}

const card_def card_galactic_rifles = {
    .card = CARD_L02,
    .short_name = "galactic-rifles",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .new_actions = NEW_ACTIONS,
    .n_new_actions = 1,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
