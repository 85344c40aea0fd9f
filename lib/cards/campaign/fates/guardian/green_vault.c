/*
 * Green Vault (ARCS-F2002, Lore; the Guardian's Act III): in the
 * Guardian's play area (Guardian Act III Setup, ARCS-F2001A).
 *
 * "When you take Material or Fuel, you may place it in your Captives.
 *  (Even if you're taking for the Imperial Trust!)"      -> RESOURCE_TAKEN
 *   Each Material or Fuel the holder takes (gained from the supply,
 *   stolen, demanded for the Imperial Trust as the First Regent) is a
 *   choice: "card green-vault capture" puts it in the holder's Captives,
 *   "decline" lets it go where it was going (the slots, the Trust). While
 *   the choice waits the token lies in its frame (c: 1 for the Trust, d:
 *   its type; WAITING_TOKEN). One given in a Summit deal is not asked: the
 *   holder is given it, not taking it (Base rulebook, Resources: "When you
 *   take or are given a resource").
 * "Material and Fuel in your Captives are frozen. (They add to both Tyrant
 *  and Tycoon, and they return to the supply if Tyrant is scored.)"
 *   The tokens lie on this card (card_res_*, campaign/fates.h: never
 *   spent, given, stolen or lost to Outrage), are the holder's Captives
 *   for Tyrant (the data's `captives`, rules/chapter.c) and count for
 *   Tycoon like any resource on a held card (card_res_held); when Tyrant
 *   is scored they return to the supply (`captives_return`; faq.csv Green
 *   Vault Q1).
 *   Reading: faq.csv Green Vault Q2 (the card transferred or scrapped: the
 *   tokens stay Captives but are no longer frozen) is not modelled: the
 *   tokens lie on the card and go with it.
 */
#include "campaign/fates.h"
#include "campaign/trust.h"
#include "cards/card_data.h"
#include "guardian.h"

enum { S_CAPTURE };
static const card_step STEPS[] = {
    [S_CAPTURE] = {"capture", "", "place the resource taken in your Captives (Green Vault)"},
};

static int vault_holder(const game_state *g) {
    for (int p = 0; p < g->num_players; p++)
        for (int i = 0; i < g->ll.play_area_len[p] && i < PLAY_AREA_MAX; i++)
            if (g->ll.play_area[p][i] == CARD_F2002) return p;
    return -1;
}

int green_vault_captives(const game_state *g, int p) {
    if (vault_holder(g) != p) return 0;
    return card_res_count(g, CARD_F2002, ARCS_MATERIAL) + card_res_count(g, CARD_F2002, ARCS_FUEL);
}

static bool resource_taken(game_state *g, int p, int card, int r, int how) {
    if ((r != ARCS_MATERIAL && r != ARCS_FUEL) || how == RESOURCE_GIVEN) return false;
    frame *f = push_card_frame(g, FR_CARD, p, card, S_CAPTURE);
    f->c = how == RESOURCE_TAKEN_FOR_TRUST;
    f->d = (uint8_t)r;
    return true;
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    add_card_move(out, f->player, f->card, S_CAPTURE, 0, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    const frame *f = top_frame(g);
    bool trust = f->c;
    int r = f->d, p = m.player, card = card_choice_taken(g, m);
    if (card >= 0) {
        g->res_supply[r]++; /* (card_res_add takes it from the supply) */
        card_res_add(g, card, r, 1);
        card_log(g, card, "Player %d places the %s taken%s in their Captives (frozen; %d there).", p + 1,
                 resource_name(r), trust ? " for the Imperial Trust" : "", green_vault_captives(g, p));
        return;
    }
    if (trust) trust_add(g, r);
    else resource_taken_placed(g, p, r);
}

static int waiting_token(const frame *f) {
    return f->kind == FR_CARD && f->step == S_CAPTURE ? f->d : -1;
}

static bool frame_ok(const game_state *g, const frame *f) {
    (void)g;
    return f->step == S_CAPTURE && f->c <= 1 && (f->d == ARCS_MATERIAL || f->d == ARCS_FUEL) &&
           card_frame_only(f, FB_C | FB_D);
}

/* The tokens are card resources; the data is a reserved byte, always 0
 * (the registry gives every data def a place). */
static bool invariants(const game_state *g, char *why, size_t cap) {
    if (card_data_at_ro(g, card_data_place(CARD_F2002))[0]) CARD_DATA_FAIL("Green Vault's reserved byte is set");
    return true;
}

static int captives(const game_state *g, int p) { return green_vault_captives(g, p); }

static void captives_return(game_state *g, unsigned kept) {
    (void)kept; /* "they return to the supply if Tyrant is scored" */
    int n = 0;
    for (int r = ARCS_MATERIAL; r <= ARCS_FUEL; r++) n += card_res_remove(g, CARD_F2002, r, card_res_count(g, CARD_F2002, r));
    if (n) card_log(g, CARD_F2002, "Tyrant was scored: the %d Material and Fuel in the Captives return to the supply.", n);
}

static const card_data_def DATA = {
    .size = 1,
    .invariants = invariants,
    .captives = captives,
    .captives_return = captives_return,
};

const card_def card_green_vault = {
    .card = CARD_F2002,
    .short_name = "green-vault",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
    .resource_taken = resource_taken,
    .waiting_token = waiting_token,
    .data = &DATA,
};
