/*
 * Well of Empathy (ARCS-F1403, Lore; Pacifist, Act II): in the Pacifist's
 * play area (Pacifist Act II Setup, ARCS-F1401A).
 *
 *   "When defending in battle, if you take Trophies, return them and gain 1
 *    Psionic for each Trophy returned."               -> EVENT
 *   EVT_TROPHY_TAKEN by the holder while the holder is the battle's
 *   defender (g->battle): the defender's Trophies are attacking pieces
 *   (Base rulebook, Battle): a Rival's ship returns to its owner's supply,
 *   an Imperial ship to the Imperial supply. Each returned Trophy gains 1
 *   Psionic (pacifist_gain_psionic). The battle code is not changed: the
 *   event it emits for every Trophy is the hook.
 *
 *   "You may hold any number of Psionic here."  -> card resources,
 *                                                     RESOURCE_TAKEN
 *   Every Psionic the holder takes goes onto the card or into the slots,
 *   the holder's choice: "card well-of-empathy hold" / "decline". By the
 *   Pacifist's cards (a Witness flipped, a Trophy returned here:
 *   pacifist_gain_psionic) and by any other means (tax, a raid, a Summit,
 *   a card: gain_resource / receive_resource ask RESOURCE_TAKEN), not when
 *   demanded for the Imperial Trust (it is not the holder's). A token
 *   taken waits in its frame (d = 1; WAITING_TOKEN: neither in the supply
 *   nor anyone's) while the holder chooses; a Psionic the Pacifist's cards
 *   give (frame c: how many) comes from the supply when chosen, none when
 *   it is empty. They lie on
 *   the card (card_res_*, campaign/fates.h) and add to Empath
 *   (card_res_held). faq.csv The Arbiter Q2: "Cards that hold resources
 *   are considered to have unlimited resource slots for that resource."
 *
 *   They are not frozen (the card does not say so): in the Prelude the
 *   holder may spend one for a Psionic's action, as from a slot ("card
 *   well-of-empathy spend <action>": an action of the lead card, Base
 *   rulebook "Resources"; not while Psionic is Outraged); it waits aside
 *   until the Prelude ends (prelude_spent) and counts for Spread Empathy
 *   (EVT_PSIONIC_SPENT).
 *
 *   "Their raid cost is key key each."                 -> SLOT_TOKEN
 *   A raiding attacker with 2 keys left may take one: "raid 0 <RAID_WELL>";
 *   it goes to the attacker like any raided resource.
 */
#include <stdio.h>

#include "campaign/fates.h"
#include "cards/hooks.h"
#include "pacifist.h"

enum { S_HOLD, S_SPEND };
enum { RAID_WELL = 13, WELL_RAID_KEYS = 2 }; /* after the Golems' raid places (caretaker.c) */
_Static_assert(RAID_WELL >= RES_SLOTS_MAX, "the Well's raid place is not a resource slot");

bool pacifist_has_well(const game_state *g, int p) {
    for (int i = 0; i < g->ll.play_area_len[p] && i < PLAY_AREA_MAX; i++)
        if (g->ll.play_area[p][i] == CARD_F1403) return true;
    return false;
}

void pacifist_gain_psionic(game_state *g, int p, int n) {
    if (n <= 0) return;
    if (!pacifist_has_well(g, p)) {
        for (int k = 0; k < n; k++) gain_resource(g, p, ARCS_PSIONIC);
        return;
    }
    frame *f = push_card_frame(g, FR_CARD, p, CARD_F1403, S_HOLD);
    f->c = (uint8_t)n;
}

/* RESOURCE_TAKEN: a Psionic p takes by any other means (the token in
 * nobody's hands) waits in the frame for the choice (d = 1). */
static bool psionic_taken(game_state *g, int p, int card, int r, int how) {
    if (r != ARCS_PSIONIC || how == RESOURCE_TAKEN_FOR_TRUST) return false;
    frame *f = push_card_frame(g, FR_CARD, p, card, S_HOLD);
    f->c = 1;
    f->d = 1;
    return true;
}

static int waiting_token(const frame *f) { return f->kind == FR_CARD && f->step == S_HOLD && f->d ? ARCS_PSIONIC : -1; }

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->d || g->res_supply[ARCS_PSIONIC]) add_card_move(out, f->player, f->card, S_HOLD, 0, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int p = m.player, card = f->card;
    bool held = f->d; /* the token waits in the frame (else: from the supply) */
    bool last = --f->c == 0;
    if (last) pop_frame(g);
    if (held) g->res_supply[ARCS_PSIONIC]++; /* (taken again below) */
    if (m.kind == ARCS_MOVE_DECLINE) {
        /* To the slots, not asking RESOURCE_TAKEN again. */
        if (!g->res_supply[ARCS_PSIONIC]) {
            card_log(g, card, "Player %d gains no Psionic: the supply is empty.", p + 1);
            return;
        }
        g->res_supply[ARCS_PSIONIC]--;
        resource_taken_placed(g, p, ARCS_PSIONIC);
        return;
    }
    card_res_add(g, card, ARCS_PSIONIC, 1);
    card_log(g, card, "Player %d keeps the Psionic here (%d here).", p + 1, card_res_count(g, card, ARCS_PSIONIC));
}

static void prelude_moves(const game_state *g, int p, int card, move_list *out) {
    if (!card_res_count(g, card, ARCS_PSIONIC) || ((g->pl[p].outrage >> ARCS_PSIONIC) & 1u)) return;
    int lead_suit = g->lead_card != NO_CARD ? played_suit(g, g->lead_card) : g->pip_suit;
    for (int a = 0; a < ARCS_ACTION_COUNT; a++)
        if (suit_allows(lead_suit, a) && (a == ARCS_ACT_BATTLE ? battle_possible(g, p) : action_possible(g, p, a)))
            add_card_move(out, p, card, S_SPEND, a, 0, 0);
}

static void prelude_apply(game_state *g, arcs_move m) {
    int p = m.player, card = card_move_card(m);
    card_res_remove(g, card, ARCS_PSIONIC, 1);
    g->res_supply[ARCS_PSIONIC]--;
    g->prelude_spent[ARCS_PSIONIC]++;
    card_log(g, card, "Player %d spends a Psionic from it to %s.", p + 1, action_name(m.d));
    campaign_event(g, EVT_PSIONIC_SPENT, p, ARCS_PSIONIC, 1);
    if (m.d == ARCS_ACT_BATTLE) battle_begin(g, p);
    else action_begin(g, p, m.d);
}

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_TROPHY_TAKEN || ev->player != holder || g->battle.defender != holder ||
        g->battle.attacker == holder)
        return;
    if (ev->a == TROPHY_EV_SHIP) {
        int q = g->battle.attacker;
        if (q >= g->num_players || !g->pl[holder].trophy_ships[q]) return;
        g->pl[holder].trophy_ships[q]--;
        g->pl[q].ships_supply++;
    } else if (ev->a == TROPHY_EV_IMPERIAL) {
        if (!g->camp.trophy_imperial[holder]) return;
        g->camp.trophy_imperial[holder]--;
        g->camp.imperial_supply++;
    } else {
        return;
    }
    card_log(g, card, "Player %d returns the Trophy and gains 1 Psionic.", holder + 1);
    pacifist_gain_psionic(g, holder, 1);
}

static int raid_moves(const game_state *g, int attacker, int defender, int keys, move_list *out) {
    if (keys < WELL_RAID_KEYS || !pacifist_has_well(g, defender) || !card_res_count(g, CARD_F1403, ARCS_PSIONIC)) return 0;
    if (out) add_move(out, ARCS_MOVE_RAID, attacker, 0, RAID_WELL, 0, 0);
    return 1;
}

static int raid(game_state *g, int attacker, int defender, int b) {
    if (b != RAID_WELL || !pacifist_has_well(g, defender)) return 0;
    card_res_remove(g, CARD_F1403, ARCS_PSIONIC, 1);
    card_log(g, CARD_F1403, "Player %d raids a Psionic from it.", attacker + 1);
    gain_resource(g, attacker, ARCS_PSIONIC);
    return WELL_RAID_KEYS;
}

static bool raid_label(const game_state *g, int defender, int b, char *buf, size_t cap) {
    if (b != RAID_WELL || !pacifist_has_well(g, defender)) return false;
    snprintf(buf, cap, "Take 1 Psionic from Player %d's Well of Empathy (%d keys)", defender + 1, WELL_RAID_KEYS);
    return true;
}

/* FRAME_CHECK: S_HOLD: c Psionic still to gain. */
static bool frame_ok(const game_state *g, const frame *f) {
    (void)g;
    return f->kind == FR_CARD && f->step == S_HOLD && card_frame_only(f, FB_C | FB_D) && f->c >= 1 && f->d <= 1 &&
           (!f->d || f->c == 1);
}

static const card_step STEPS[] = {
    [S_HOLD] = {"hold", "", "hold the Psionic on Well of Empathy"},
    [S_SPEND] = {"spend", "x", "spend a Psionic from Well of Empathy to %1"},
};

const card_def card_well_of_empathy = {
    .card = CARD_F1403,
    .short_name = "well-of-empathy",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .prelude_moves = prelude_moves,
    .prelude_apply = prelude_apply,
    .on_event = on_event,
    .events = EVENTS(EVT_TROPHY_TAKEN),
    .raid_token_moves = raid_moves,
    .raid_token = raid,
    .raid_token_label = raid_label,
    .resource_taken = psionic_taken,
    .waiting_token = waiting_token,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
