/*
 * Rumors Spread (ARCS-F1209, reprinted as F1210: one def; Vox; the
 * Pirate's Act III Setup shuffles both into the Court deck, F1208A step 1).
 *
 *   "Crisis: In the rolled cluster, flip all Rumor tokens face up and
 *    return all agents on them. If this flipped any Rumors, discard this
 *    card."                                                  -> CRISIS
 *   The rolled cluster: the number die's (Crises, "Event & Number Dice";
 *   rolled_cluster). A token face up already has its agents returned too
 *   and flips nothing; the flipped tokens' kinds are named in the log
 *   (public from now on: rumors.c).
 *   "When Secured: You may place an agent on a Rumor token in a system
 *    with Loyal pieces. Discard this card."            -> WHEN_SECURED
 *   The securer's move "place <planet>" (a token in a system where they
 *   have a Loyal piece, an agent in their supply, none of theirs on it
 *   yet: a second agent there would tell them nothing more) or "decline";
 *   a Rival of the Pirate peeks at it (Rumors of the Haven). The card is
 *   in the Court discard pile already (lib/rules/court.c).
 */
#include "campaign/campaign.h"
#include "rumors.h"

enum { S_PLACE };

static void crisis(game_state *g, int card, int pos) {
    const rumor_data *d = RUMOR_DATA(g);
    int k = rolled_cluster(g), flipped = 0;
    for (int i = 0; i < RUMORS; i++)
        if (rumor_placed(d, i) && rumor_sys(d, i) / 4 == k) flipped += rumor_flip(g, i, card);
    card_log(g, card, "in the rolled cluster %d, %d Rumor%s flipped face up.", k + 1, flipped, flipped == 1 ? "" : "s");
    if (!flipped) return;
    if (g->court_row[pos] == card) court_discard_from_row(g, pos);
    else if (attach_remove(g, card)) court_discard(g, card); /* attached to the card at pos */
}

static uint64_t target_systems(const game_state *g, int p) {
    uint64_t m = 0;
    for (unsigned t = rumor_agent_targets(g, p, true); t; t &= t - 1)
        m |= 1ull << rumor_sys(RUMOR_DATA(g), __builtin_ctz(t));
    return m;
}

static void when_secured(game_state *g, int p, int card) {
    if (target_systems(g, p)) push_card_frame(g, FR_CARD, p, card, S_PLACE);
    else card_log(g, card, "Player %d has no Rumor to place an agent on.", p + 1);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    card_moves_for_bits(out, f->player, f->card, S_PLACE, target_systems(g, f->player));
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = card_choice_taken(g, m);
    if (card < 0) return;
    rumor_place_agent(g, m.player, rumor_at(g, m.d), card);
}

static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_PLACE && card_frame_only(f, 0) && rumor_pirate(g) >= 0;
}

static const card_step STEPS[] = {[S_PLACE] = {"place", "s", "place an agent on the Rumor at %1"}};

const card_def card_rumors_spread = {
    .card = CARD_F1209,
    .short_name = "rumors-spread",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured,
    .crisis = crisis,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
