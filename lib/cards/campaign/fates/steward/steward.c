/*
 * The Steward's Act I (Fate ARCS-FATE01; cards.csv, Campaign rulebook).
 *
 * F101A Steward Act I Setup: "1. Gain Imperial Authority (02) and
 *   Dealmakers (03). 2. Gain the First Regent tile. Flip this card over."
 *                                                            -> FATE_SETUP
 *   The objective marker starts on 20 / 17 / 14 (components.md §9.5).
 *   Taking the tile here means Set Up Players F gives it to nobody else
 *   ("If no one has the First Regent tile from their setup...").
 *
 * F101B Imperial Authority (the Objective side)             -> EVENT
 *   "Consolidate Your Imperial Power: Each time you win an ambition while
 *    you're the First Regent, advance 1 for each Power you gain from it.
 *    Count bonus Power from city slots uncovered on your player board."
 *   EVT_AMBITION_WON (untied first, once per box) while the holder holds
 *   the First Regent tile at scoring; n = the Power gained, bonus city
 *   Power included.
 *
 * F102 Imperial Authority (Lore-tagged: the play area)       -> EVENT, TAX
 *   "Bury this if you're an Outlaw." When the holder becomes an Outlaw
 *   (EVT_BECAME_OUTLAW) it leaves the play area to the bottom of the Court
 *   deck. "You may tax any cities controlled by the Empire like they are
 *   Loyal, ignoring the Empire's Presence and Truce Laws. (Don't take
 *   Captives.)": hook point TAX (taxes_empire_cities; lib/rules/actions.c
 *   empire_tax_targets): every city in a system the Empire controls (fresh
 *   Imperial ships: Imperial Sovereignty) that the holder could not tax
 *   anyway becomes a Tax target, whoever owns it (Free or a Rival), with
 *   no Presence and no Truce check, once per turn as any city (Tax Limit);
 *   such a tax takes no Captive. A city the holder could tax without the
 *   card is taxed as usual (a Rival's city captures). faq.csv, Martial
 *   Law: "Does this ever override the power of Imperial Authority? No."
 *
 * F103 Dealmakers (Guild, Psionic, protected)                -> NEW_ACTION
 *   "Bargain (Secure): Choose a Court card that a Rival could secure. They
 *    secure it but return agents they would capture. You influence once
 *    for each agent they had on the card, then you secure once."
 *   faq.csv, Dealmakers: "Refill it before you influence and secure."
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

/* ---- F101A ---- */

static void setup(game_state *g, int p, int card) {
    (void)card;
    fate_gain_card(g, p, CARD_F102);
    fate_gain_card(g, p, CARD_F103);
    /* 2. The First Regent tile (a Regent holds it; Set Up Players F makes
     * everyone a Regent just after). */
    campaign_take_first_regent(g, p);
    glog(g, "Player %d takes the First Regent tile.", p + 1);
}

const card_def card_steward_setup = {
    .card = CARD_F101A,
    .short_name = "steward-setup",
    .fate_setup = setup,
};

/* ---- F101B ---- */

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_AMBITION_WON || ev->player != holder || g->camp.first_regent != holder) return;
    card_log(g, card, "Player %d, the First Regent, won %s and gained %d Power.", holder + 1, ambition_name(ev->a),
             ev->n);
    objective_advance(g, holder, ev->n, card);
}

const card_def card_steward_objective = {
    .card = CARD_F101B,
    .short_name = "steward-objective",
    .on_event = objective_event,
    .events = EVENTS(EVT_AMBITION_WON),
};

/* ---- F102 Imperial Authority ---- */

static void authority_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_BECAME_OUTLAW || ev->player != holder) return;
    if (!play_area_remove(g, holder, card)) return;
    card_log(g, card, "Player %d is an Outlaw: it is buried.", holder + 1);
    court_bury(g, card);
}

const card_def card_imperial_authority = {
    .card = CARD_F102,
    .short_name = "imperial-authority",
    .on_event = authority_event,
    .events = EVENTS(EVT_BECAME_OUTLAW),
    .taxes_empire_cities = true,
};

/* ---- F103 Dealmakers: Bargain (Secure) ----
 * The new action replaces a Secure (an action pip, or a Relic in the
 * Prelude, as any Secure). Its decisions:
 *   1. "card dealmakers bargain <place>": a Court card some Rival could
 *      secure now (more agents on it than each other player: may_secure_place);
 *   2. that Rival secures it: every agent on it returns to its owner (the
 *      Rival's own, and those it "would capture"); the card goes to the
 *      Rival as any secured card (a Vox card's When Secured is the Rival's;
 *      a lore card to their play area); the place refills (faq.csv,
 *      Dealmakers: "Refill it before you influence and secure.");
 *   3. the holder influences once for each agent the Rival had on the card
 *      (standard Influence decisions, each while possible), then secures
 *      once (a standard Secure, if any card can be secured). */
enum { S_BARGAIN, S_BARGAIN_AT, S_INFLUENCES };

/* The Rival who could secure place pos (the only one with the most agents), or -1. */
static int bargainer(const game_state *g, int p, int pos) {
    for (int q = 0; q < g->num_players; q++)
        if (q != p && may_secure_place(g, q, pos)) return q;
    return -1;
}

static bool bargain_possible(const game_state *g, int p, int spent_slot) {
    (void)spent_slot;
    for (int pos = 0; pos < g->court_row_len; pos++)
        if (bargainer(g, p, pos) >= 0) return true;
    return false;
}

static void bargain_begin(game_state *g, int p, int card) { push_card_frame(g, FR_CARD, p, card, S_BARGAIN_AT); }

static void dealmakers_enumerate(const game_state *g, const frame *f, move_list *out) {
    for (int pos = 0; pos < g->court_row_len; pos++)
        if (bargainer(g, f->player, pos) >= 0) add_card_move(out, f->player, f->card, S_BARGAIN_AT, pos, 0, 0);
}

static void dealmakers_apply(game_state *g, arcs_move m) {
    int p = m.player, card = top_frame(g)->card, pos = m.d;
    pop_frame(g);
    int q = bargainer(g, p, pos);
    if (q < 0) return;
    int had = g->court_agents[pos][q];
    card_log(g, card, "Player %d bargains: Player %d secures %s, returning the agents it would capture.", p + 1,
             q + 1, card_table[g->court_row[pos]].name);
    for (int r = 0; r < g->num_players; r++)
        for (; g->court_agents[pos][r]; g->court_agents[pos][r]--) return_agent(g, r);
    /* The holder's influences and secure come after the Rival's card (and
     * its When Secured, and the refill). */
    frame *f = push_card_frame(g, FR_CARD_AUTO, p, card, S_INFLUENCES);
    f->c = (uint8_t)had;
    court_take_card(g, q, pos);
}

static void dealmakers_step(game_state *g) {
    frame *f = top_frame(g);
    int p = f->player;
    if (f->c && action_possible(g, p, ARCS_ACT_INFLUENCE)) {
        f->c--;
        action_begin(g, p, ARCS_ACT_INFLUENCE);
        return;
    }
    int card = f->card;
    pop_frame(g);
    if (action_possible(g, p, ARCS_ACT_SECURE)) {
        card_log(g, card, "Player %d influenced and now secures once.", p + 1);
        action_begin(g, p, ARCS_ACT_SECURE);
    }
}

static const card_new_action DEALMAKERS_ACTIONS[] = {{ARCS_ACT_SECURE, S_BARGAIN, bargain_possible, bargain_begin}};

static const card_step DEALMAKERS_STEPS[] = {
    [S_BARGAIN] = {"bargain", "U", "Bargain (Secure) with %1"},
    [S_BARGAIN_AT] = {"bargain-at", "n", "Bargain for the card in Court place %#1"},
};

/* FRAME_CHECK: S_INFLUENCES (step): c influences left. */
static bool dealmakers_frame_ok(const game_state *g, const frame *f) {
    (void)g;
    if (f->kind == FR_CARD_AUTO && f->step == S_INFLUENCES) return card_frame_only(f, FB_C) && f->c <= AGENTS_PER_PLAYER;
    return card_frame_only(f, 0);
}

const card_def card_dealmakers = {
    .card = CARD_F103,
    .short_name = "dealmakers",
    .steps = DEALMAKERS_STEPS,
    .nsteps = ARRAY_LEN(DEALMAKERS_STEPS),
    .new_actions = DEALMAKERS_ACTIONS,
    .n_new_actions = 1,
    .enumerate = dealmakers_enumerate,
    .apply = dealmakers_apply,
    .step = dealmakers_step,
    .frame_ok = dealmakers_frame_ok,
};
