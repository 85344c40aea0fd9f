/*
 * Pirate Hoard (ARCS-F1202, Lore; the Pirate's Act II): in the Pirate's
 * play area (Pirate Act II Setup, ARCS-F1201A step 3).
 *
 *   "You may place resources you steal here."     -> RAID_STEAL
 *   Each resource the holder steals (a raid's steal, a card's steal from a
 *   Rival or from the Imperial Trust: steal_resource, card_steal_resource;
 *   the resource of a Free States raid, as the card's reminder "Remember,
 *   you can raid Free buildings!" reads: lib/rules/battle.c raid_apply)
 *   is a choice: "card pirate-hoard place" puts it on the card, "decline"
 *   lets it go to the holder's slots as any resource taken
 *   (receive_resource). While the choice waits the token lies in the
 *   supply (frame c: 1 + its type). Resources the holder gains, taxes or
 *   receives otherwise are not stolen: never here.
 *   They lie on the card (fates.h card_res_*): the holder's for counting,
 *   so they add to ambitions (card_res_held; "You can ... add them to
 *   ambitions").
 *
 *   "Outrage doesn't discard resources here."
 *   Provoking Outrage discards the resources in slots only
 *   (discard_resources_of_type): those here stay.
 *
 *   "(You can spend them ...)"                        -> PRELUDE
 *   In the Prelude the holder may spend one for its Prelude action, as
 *   from a slot (Base rulebook, "Resources"; round.c slot_uses): Material
 *   to build or repair, Fuel to move, Weapon to battle, Relic to secure,
 *   Psionic for an action of the lead card's suit; not an Outraged type
 *   ("Outraged resources cannot be spent for their Prelude action").
 *   "card pirate-hoard spend <resource> <action>": the token waits aside
 *   until the Prelude ends (prelude_spent).
 *
 *   "Their raid cost is key key each."                -> SLOT_TOKEN
 *   A raiding attacker with 2 keys left may take one of each type here:
 *   "raid 0 <RAID_HOARD + type>"; the raider receives it.
 */
#include <stdio.h>

#include "campaign/fates.h"
#include "cards/hooks.h"
#include "pirate.h"

enum { S_PLACE, S_SPEND };
/* After the Golems' raid places (caretaker.c: up to 20 + GOLEMS). */
enum { RAID_HOARD = 24, HOARD_RAID_KEYS = 2 };
_Static_assert(RAID_HOARD >= RES_SLOTS_MAX && RAID_HOARD + NUM_RES <= 255, "the Hoard's raid places");

int hoard_count(const game_state *g, int r) { return card_res_count(g, CARD_F1202, r); }

int hoard_return_all(game_state *g) {
    int n = 0;
    for (int r = 0; r < NUM_RES; r++) n += card_res_remove(g, CARD_F1202, r, hoard_count(g, r));
    return n;
}

static bool has_hoard(const game_state *g, int p) {
    for (int i = 0; i < g->ll.play_area_len[p] && i < PLAY_AREA_MAX; i++)
        if (g->ll.play_area[p][i] == CARD_F1202) return true;
    return false;
}

static bool stolen(game_state *g, int p, int card, int r) {
    if (r < 0 || r >= NUM_RES || !has_hoard(g, p)) return false;
    /* The token waits in the frame while p chooses (WAITING_TOKEN). */
    push_card_frame(g, FR_CARD, p, card, S_PLACE)->c = (uint8_t)(r + 1);
    return true;
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    add_card_move(out, f->player, f->card, S_PLACE, 0, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int r = top_frame(g)->c - 1, p = m.player, card = card_choice_taken(g, m);
    if (card >= 0) {
        g->res_supply[r]++; /* (card_res_add takes it from the supply) */
        card_res_add(g, card, r, 1);
        card_log(g, card, "Player %d places the stolen %s here (%d here).", p + 1, resource_name(r), hoard_count(g, -1));
        return;
    }
    receive_resource(g, p, r);
}

/* FRAME_CHECK: S_PLACE: c 1 + the stolen resource's type. */
static bool frame_ok(const game_state *g, const frame *f) {
    (void)g;
    return f->kind == FR_CARD && f->step == S_PLACE && f->c >= 1 && f->c <= NUM_RES && card_frame_only(f, FB_C);
}

static int waiting_token(const frame *f) { return f->kind == FR_CARD && f->step == S_PLACE ? f->c - 1 : -1; }

/* The Prelude actions a token of type r pays for (round.c slot_uses). */
static unsigned spend_actions(const game_state *g, int p, int r) {
    if ((g->pl[p].outrage >> r) & 1u) return 0;
    switch (r) {
    case ARCS_MATERIAL: return (1u << ARCS_ACT_BUILD) | (1u << ARCS_ACT_REPAIR);
    case ARCS_FUEL: return 1u << ARCS_ACT_MOVE;
    case ARCS_WEAPON: return 1u << ARCS_ACT_BATTLE;
    case ARCS_RELIC: return 1u << ARCS_ACT_SECURE;
    default: {
        unsigned a = 0;
        int lead_suit = g->lead_card != NO_CARD ? played_suit(g, g->lead_card) : g->pip_suit;
        for (int k = 0; k < ARCS_ACTION_COUNT; k++)
            if (suit_allows(lead_suit, k)) a |= 1u << k;
        return a;
    }
    }
}

static void prelude_moves(const game_state *g, int p, int card, move_list *out) {
    if (!g->camp.n_card_res || !hoard_count(g, -1)) return;
    for (int r = 0; r < NUM_RES; r++) {
        if (!hoard_count(g, r)) continue;
        unsigned acts = spend_actions(g, p, r);
        for (int a = 0; a < ARCS_ACTION_COUNT; a++)
            if ((acts >> a) & 1u && (a == ARCS_ACT_BATTLE ? battle_possible(g, p) : action_possible(g, p, a)))
                add_card_move(out, p, card, S_SPEND, r, a, 0);
    }
}

static void prelude_apply(game_state *g, arcs_move m) {
    int p = m.player, card = card_move_card(m), r = m.d, a = m.e;
    card_res_remove(g, card, r, 1);
    g->res_supply[r]--;
    g->prelude_spent[r]++;
    card_log(g, card, "Player %d spends from the Hoard a %s to %s.", p + 1, resource_name(r), action_name(a));
    if (r == ARCS_PSIONIC) campaign_event(g, EVT_PSIONIC_SPENT, p, r, 1);
    cards_note_spend(g, p, r, a);
    if (a == ARCS_ACT_BATTLE) battle_begin(g, p);
    else action_begin(g, p, a);
}

static int raid_moves(const game_state *g, int attacker, int defender, int keys, move_list *out) {
    if (keys < HOARD_RAID_KEYS || !has_hoard(g, defender)) return 0;
    int n = 0;
    for (int r = 0; r < NUM_RES; r++)
        if (hoard_count(g, r)) {
            if (out) add_move(out, ARCS_MOVE_RAID, attacker, 0, RAID_HOARD + r, 0, 0);
            n++;
        }
    return n;
}

static int raid(game_state *g, int attacker, int defender, int b) {
    int r = b - RAID_HOARD;
    if (r < 0 || r >= NUM_RES || !has_hoard(g, defender) || !card_res_remove(g, CARD_F1202, r, 1)) return 0;
    card_log(g, CARD_F1202, "Player %d raids a %s from Player %d's Pirate Hoard.", attacker + 1, resource_name(r),
             defender + 1);
    g->res_supply[r]--;
    receive_resource(g, attacker, r);
    return HOARD_RAID_KEYS;
}

static bool raid_label(const game_state *g, int defender, int b, char *buf, size_t cap) {
    int r = b - RAID_HOARD;
    if (r < 0 || r >= NUM_RES || !has_hoard(g, defender)) return false;
    snprintf(buf, cap, "Take 1 %s from Player %d's Pirate Hoard (%d keys)", resource_name(r), defender + 1,
             HOARD_RAID_KEYS);
    return true;
}

static const card_step STEPS[] = {
    [S_PLACE] = {"place", "", "place the stolen resource on the Pirate Hoard"},
    [S_SPEND] = {"spend", "rx", "spend a %1 from the Pirate Hoard to %2"},
};

const card_def card_pirate_hoard = {
    .card = CARD_F1202,
    .short_name = "pirate-hoard",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .prelude_moves = prelude_moves,
    .prelude_apply = prelude_apply,
    .raid_token_moves = raid_moves,
    .raid_token = raid,
    .raid_token_label = raid_label,
    .resource_stolen = stolen,
    .waiting_token = waiting_token,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
