/*
 * Arsenal Keepers (ARCS-F1503; Guild, Fuel, protected: raid cost X; the
 * Peacekeeper's Act II; cards.csv).
 *
 * "When you take a Weapon, you may place it here instead. (Even if you're
 *  taking for the Imperial Trust!)"                  -> RESOURCE_TAKEN
 *   Each Weapon the holder gains (supply) or receives (from a Rival), or
 *   demands for the Imperial Trust as the First Regent (Govern the
 *   Imperial Reach, the Demand), is a choice: "card arsenal-keepers keep"
 *   puts it on this card, "decline" lets it go where it was going (the
 *   resource slots, the Trust). While the choice waits the token lies in
 *   its frame (c: 1 for the Trust; WAITING_TOKEN), not in the supply.
 *   A Weapon given in a Summit
 *   deal (Transfer Asset: "Give 1 ... resource you have to a Rival") is
 *   not asked: the holder is given it, not taking it (Base rulebook,
 *   Resources, "Slots": "When you take or are given a resource" tells the two
 *   apart; the card says "take").
 * "Weapons on this card are frozen. Their raid cost is key key each."
 *   Tokens on a card (fates.h card_res_*) are the holder's for counting
 *   (they add to Warlord and to "Weapons you have") but are never spent,
 *   given, stolen or lost to Outrage. A raid takes one for 2 keys
 *   (SLOT_TOKEN: "raid 0 16"), the raider receiving it.
 */
#include <stdio.h>

#include "campaign/fates.h"
#include "campaign/trust.h"
#include "cards/hooks.h"

enum { S_KEEP };
static const card_step STEPS[] = {
    [S_KEEP] = {"keep", "", "place the Weapon on Arsenal Keepers"},
};
enum { RAID_ARSENAL = 16, ARSENAL_KEYS = 2 };

static bool weapon_taken(game_state *g, int p, int card, int r, int how) {
    if (r != ARCS_WEAPON || how == RESOURCE_GIVEN) return false;
    bool trust = how == RESOURCE_TAKEN_FOR_TRUST;
    frame *f = push_card_frame(g, FR_CARD, p, card, S_KEEP);
    f->c = trust;
    return true;
}

static void keepers_enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    add_card_move(out, f->player, f->card, S_KEEP, 0, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void keepers_apply(game_state *g, arcs_move m) {
    bool trust = top_frame(g)->c;
    int p = m.player, card = card_choice_taken(g, m);
    if (card >= 0) {
        g->res_supply[ARCS_WEAPON]++; /* (card_res_add takes it from the supply) */
        card_res_add(g, card, ARCS_WEAPON, 1);
        card_log(g, card, "Player %d places the Weapon taken%s here (%d frozen).", p + 1,
                 trust ? " for the Imperial Trust" : "", card_res_count(g, card, ARCS_WEAPON));
        return;
    }
    if (trust) trust_add(g, ARCS_WEAPON);
    else resource_taken_placed(g, p, ARCS_WEAPON);
}

static int keepers_waiting_token(const frame *f) {
    return f->kind == FR_CARD && f->step == S_KEEP ? ARCS_WEAPON : -1;
}

static bool keepers_frame_ok(const game_state *g, const frame *f) {
    (void)g;
    return f->step == S_KEEP && f->c <= 1 && card_frame_only(f, FB_C);
}

static int arsenal_raids(const game_state *g, int attacker, int defender, int keys, move_list *out) {
    if (keys < ARSENAL_KEYS || held_index(g, defender, CARD_F1503) < 0 || !card_res_count(g, CARD_F1503, ARCS_WEAPON))
        return 0;
    if (out) add_move(out, ARCS_MOVE_RAID, attacker, 0, RAID_ARSENAL, 0, 0);
    return 1;
}

static int arsenal_raid(game_state *g, int attacker, int defender, int b) {
    if (b != RAID_ARSENAL || held_index(g, defender, CARD_F1503) < 0 ||
        !card_res_remove(g, CARD_F1503, ARCS_WEAPON, 1))
        return 0;
    card_log(g, CARD_F1503, "Player %d raids a frozen Weapon from Player %d.", attacker + 1, defender + 1);
    g->res_supply[ARCS_WEAPON]--;
    receive_resource(g, attacker, ARCS_WEAPON);
    return ARSENAL_KEYS;
}

static bool arsenal_label(const game_state *g, int defender, int b, char *buf, size_t cap) {
    if (b != RAID_ARSENAL || held_index(g, defender, CARD_F1503) < 0) return false;
    snprintf(buf, cap, "Take 1 Weapon from Player %d's Arsenal Keepers (%d keys)", defender + 1, ARSENAL_KEYS);
    return true;
}

const card_def card_arsenal_keepers = {
    .card = CARD_F1503,
    .short_name = "arsenal-keepers",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .enumerate = keepers_enumerate,
    .apply = keepers_apply,
    .frame_ok = keepers_frame_ok,
    .raid_token_moves = arsenal_raids,
    .raid_token = arsenal_raid,
    .raid_token_label = arsenal_label,
    .resource_taken = weapon_taken,
    .waiting_token = keepers_waiting_token,
};
