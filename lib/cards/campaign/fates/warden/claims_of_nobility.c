/*
 * Claims of Nobility (ARCS-F1602, lore; gained by the Warden's Act II
 * Setup, step 2; cards.csv):
 *   "Claim Fief (Tax): Attach this to a Court card. You may place a Seat
 *    token above a Loyal city you control in a cluster with no Seat."
 *                                              -> NEW_ACTION (Tax)
 *       "card claims-of-nobility attach <place>": any Court card without an
 *       attached card ("One Each"); with none, any Court card ("Forced
 *       Attach"); never the Imperial Council (as Librarians, ARCS-F513).
 *       Whoever secures that card takes Claims of Nobility with it
 *       (Attaching Cards, "Securing"). Then "card claims-of-nobility seat
 *       <system> <place>" for each Loyal city of a system the player
 *       controls in a cluster whose Seat (Seat k for Cluster k + 1) is in
 *       the supply, or "decline" (a "may"). With no Court card to attach to
 *       the action cannot be taken.
 *   "Crisis: The player holding this card must take the Claim Fief
 *    action."                                  -> FATE_CRISIS
 *       The same frames, no action spent (the Seat still a "may").
 */
#include "campaign/fates.h"
#include "seats.h"

enum { S_CLAIM, S_ATTACH, S_SEAT };

/* The Seat moves of p (or only whether there is one: out NULL). */
static bool seat_moves(const game_state *g, int p, int card, move_list *out) {
    const seats_data *d = SEATS_OF(g);
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (!sys_in_play(g, s) || d->seat[sys_cluster(s)] != SEAT_SUPPLY || !player_controls(g, p, s)) continue;
        for (int i = 0; i < building_places(g); i++) {
            uint8_t b = g->sys[s].bld[i];
            if (!BLD_IS_CITY(b) || (int)BLD_OWNER(b) != p) continue;
            if (!out) return true;
            add_card_move(out, p, card, S_SEAT, s, i, 0);
        }
    }
    return false;
}

static bool possible(const game_state *g, int p, int spent_slot) {
    (void)p, (void)spent_slot;
    return is_campaign(g) && attach_places_for_player(g);
}

static void begin(game_state *g, int p, int card) {
    card_log(g, card, "Player %d takes the Claim Fief action.", p + 1);
    push_card_frame(g, FR_CARD, p, card, S_ATTACH);
}

static void crisis(game_state *g, int p, int card) {
    if (!attach_places_for_player(g)) {
        card_log(g, card, "Crisis: no card in the Court to attach it to; no Claim Fief.");
        return;
    }
    card_log(g, card, "Crisis: Player %d must take the Claim Fief action.", p + 1);
    push_card_frame(g, FR_CARD, p, card, S_ATTACH);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->step == S_ATTACH) {
        card_moves_for_bits(out, f->player, f->card, S_ATTACH, attach_places_for_player(g));
        return;
    }
    seat_moves(g, f->player, f->card, out);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int p = m.player, card = f->card, step = f->step;
    pop_frame(g);
    if (step == S_ATTACH) {
        if (play_area_remove(g, p, card) || attach_remove(g, card))
            attach_card(g, card, m.d, attached_card(g, m.d) != NO_COURT_CARD);
        card_log(g, card, "Player %d attaches Claims of Nobility to %s in Court place %d.", p + 1,
                 card_table[g->court_row[m.d]].name, m.d + 1);
        if (seat_moves(g, p, card, NULL)) push_card_frame(g, FR_CARD, p, card, S_SEAT);
        else card_log(g, card, "Player %d has no Loyal city they control in a cluster with no Seat.", p + 1);
        return;
    }
    if (m.kind == ARCS_MOVE_DECLINE) {
        card_log(g, card, "Player %d places no Seat.", p + 1);
        return;
    }
    seat_place_at(g, p, m.d, m.e, card);
}

/* FRAME_CHECK: the two choices keep no data; the Seat frame has a Seat to
 * place. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind != FR_CARD || !card_frame_only(f, 0)) return false;
    return f->step == S_ATTACH || (f->step == S_SEAT && seat_moves(g, f->player, f->card, NULL));
}

static const card_step STEPS[] = {
    [S_CLAIM] = {"claim-fief", "U", NULL},
    [S_ATTACH] = {"attach", "n", "attach Claims of Nobility to the Court card in place %#1"},
    [S_SEAT] = {"seat", "sn", "place a Seat above your city in %1 (building place %2)"},
};

static const card_new_action NEW_ACTIONS[] = {{ARCS_ACT_TAX, S_CLAIM, possible, begin}};

const card_def card_claims_of_nobility = {
    .card = CARD_F1602,
    .short_name = "claims-of-nobility",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .new_actions = NEW_ACTIONS,
    .n_new_actions = ARRAY_LEN(NEW_ACTIONS),
    .fate_crisis = crisis,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
