/*
 * Merchant League (ARCS-F302, Guild, Fuel, Protected; Magnate, Act I).
 *
 *   "Crisis: Discard all resources from here."      -> FATE_CRISIS
 *
 * A Fate Crisis (Campaign rulebook, "Crises": held cards with Crisis text,
 * in turn order): the resources on the card return to the supply.
 *
 *   "When you declare an ambition, you may gain any 2 resources onto
 *    here."                                          -> DECLARE_AMBITION
 *
 * After any declaration by the holder, two decisions of the holder: a
 * resource type from the general supply onto the card ("gain <Resource>"),
 * or "decline" (we read "may gain any 2" as up to 2: declining after the
 * first keeps that one). The resources lie on the card (card_res_*,
 * campaign/fates.h); it holds any number.
 *
 *   "These resources are frozen except for the Transfer Asset action in
 *    Summits."                                       -> CARD_RESOURCES
 *
 * Frozen (Campaign rulebook, "New Rules: Frozen Resources"): never spent,
 * discarded (not even by Outrage: they are not in the Fuel slots) or
 * stolen, but they add to the holder's ambitions (card_res_held).
 * Transfer Asset may give one to a Rival in a Summit, also when a Rival
 * forces it by returning the holder's Favor in the Call to Order (faq.csv,
 * Merchant League [54]); its raid cost there is 1 Favor (the card prints
 * no keys: our reading). Resources from here are named in Transfer Asset
 * moves as slot CARD_RES_ASSET_SLOT + type (lib/campaign/summit.c, hook
 * point CARD_RES_TRANSFER).
 *
 * Moves: "card merchant-league gain <Resource>", "decline".
 */
#include "cards/hooks.h"
#include "campaign/fates.h"

enum { S_GAIN };

static int supply_total(const game_state *g) {
    int n = 0;
    for (int r = 0; r < NUM_RES; r++) n += g->res_supply[r];
    return n;
}

static void after_declare(game_state *g, int p, int card) {
    if (!supply_total(g)) return;
    frame *f = push_card_frame(g, FR_CARD, p, card, S_GAIN);
    f->c = 2; /* resources still to gain */
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    for (int r = 0; r < NUM_RES; r++)
        if (g->res_supply[r]) add_card_move(out, f->player, f->card, S_GAIN, r, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int card = f->card;
    if (m.kind == ARCS_MOVE_DECLINE) {
        pop_frame(g);
        return;
    }
    card_res_add(g, card, m.d, 1);
    card_log(g, card, "Player %d gains %s onto it.", m.player + 1, resource_name(m.d));
    if (--f->c == 0 || !supply_total(g)) pop_frame(g);
}

static void fate_crisis(game_state *g, int p, int card) {
    int n = 0;
    for (int r = 0; r < NUM_RES; r++) n += card_res_remove(g, card, r, RES_PER_TYPE);
    card_log(g, card, "Crisis: Player %d discards the %d resource%s on it.", p + 1, n, n == 1 ? "" : "s");
}

static const card_step STEPS[] = {[S_GAIN] = {"gain", "r", "gain %1 onto Merchant League"}};

/* FRAME_CHECK: S_GAIN: c resources still to gain. */
static bool frame_ok(const game_state *g, const frame *f) {
    (void)g;
    if (f->kind == FR_CARD && f->step == S_GAIN) return card_frame_only(f, FB_C) && f->c >= 1 && f->c <= 2;
    return card_frame_only(f, 0);
}

const card_def card_merchant_league = {
    .card = CARD_F302,
    .short_name = "merchant-league",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .after_declare = after_declare,
    .fate_crisis = fate_crisis,
    .res_transferable = true,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
