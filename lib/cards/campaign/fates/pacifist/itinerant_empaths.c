/*
 * Itinerant Empaths (ARCS-F1406, F1407, Vox; the Pacifist's Act III): added
 * to the Court deck by the Pacifist's Act II Resolution (ARCS-F1404) when
 * the Pacifist failed (resolution2.c). One def for the two copies.
 *
 *   "Crisis: The player with the least Power gains Psionic up to their
 *    number of empty resource slots. Discard this card."     -> CRISIS
 *   "When Secured: Gain Psionic up to your number of empty resource slots.
 *    Discard this card."                                  -> WHEN_SECURED
 *
 * "The player with the least Power": players tied for the least gain
 * nothing (our reading, as Mass Call for Armistice's "the Member with the
 * least Power", founder/armistice.c). "Empty resource slots": the
 * player's uncovered resource slots holding nothing (a card's slot,
 * Ancient Holdings', included). "Up to": the player chooses how many,
 * "card itinerant-empaths gain <n>" from 1 to that number (no more than the
 * supply holds), or "decline"; each comes from the supply as any gained
 * resource (gain_resource: onto Well of Empathy if its holder so chooses).
 * The Crisis's card goes to the Court discard pile once the gain is
 * decided (its agents return, its place refilled); a secured Vox card is in
 * the discard pile already.
 */
#include "campaign/fates.h"
#include "cards/hooks.h"
#include "pacifist.h"

enum { S_GAIN, S_DISCARD };

int pacifist_empty_slots(const game_state *g, int p) {
    const player_state *pl = &g->pl[p];
    int n = 0;
    for (int s = 0; s < open_res_slots(pl); s++) n += pl->res[s] == RES_EMPTY;
    if (cards_res_slot(g, p) && pl->res[CARD_RES_SLOT] == RES_EMPTY) n++;
    return n;
}

static int most(const game_state *g, int p) {
    int n = pacifist_empty_slots(g, p), left = g->res_supply[ARCS_PSIONIC];
    return n < left ? n : left;
}

static void offer(game_state *g, int p, int card, const char *who) {
    if (!most(g, p)) {
        card_log(g, card, "%s: Player %d has no empty resource slot or no Psionic is left.", who, p + 1);
        return;
    }
    card_log(g, card, "%s: Player %d may gain Psionic up to their %d empty resource slots.", who, p + 1,
             pacifist_empty_slots(g, p));
    push_card_frame(g, FR_CARD, p, card, S_GAIN);
}

static void crisis(game_state *g, int card, int pos) {
    int least = -1;
    bool tie = false;
    for (int p = 0; p < g->num_players; p++) {
        if (least < 0 || g->pl[p].power < g->pl[least].power) least = p, tie = false;
        else if (g->pl[p].power == g->pl[least].power) tie = true;
    }
    /* The discard waits beneath the gain. */
    push_card_frame(g, FR_CARD_AUTO, g->initiative, card, S_DISCARD)->d = (uint8_t)pos;
    if (tie) card_log(g, card, "Crisis: players are tied for the least Power: nobody gains Psionic.");
    else offer(g, least, card, "Crisis");
}

static void discard_step(game_state *g) {
    int card = top_frame(g)->card, pos = top_frame(g)->d;
    pop_frame(g);
    card_log(g, card, "it is discarded (%s).", card_table[card].id);
    court_discard_from_row(g, pos);
}

static void when_secured(game_state *g, int p, int card) { offer(g, p, card, "When Secured"); }

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    for (int n = 1; n <= most(g, f->player); n++) add_card_move(out, f->player, f->card, S_GAIN, n, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = card_choice_taken(g, m);
    if (card < 0) return;
    card_log(g, card, "Player %d gains %d Psionic.", m.player + 1, m.d);
    for (int k = 0; k < m.d; k++) gain_resource(g, m.player, ARCS_PSIONIC);
}

static const card_step STEPS[] = {
    [S_GAIN] = {"gain", "n", "gain %1 Psionic"},
    [S_DISCARD] = {"discard", "", NULL},
};

/* FRAME_CHECK: S_GAIN keeps no data, with a Psionic to gain; S_DISCARD d
 * the card's Court row place. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind == FR_CARD_AUTO)
        return f->step == S_DISCARD && card_frame_only(f, FB_D) && f->d < g->court_row_len && f->d < COURT_ROW_MAX &&
               g->court_row[f->d] == f->card;
    return f->kind == FR_CARD && f->step == S_GAIN && card_frame_only(f, 0) && most(g, f->player) > 0;
}

const card_def card_itinerant_empaths = {
    .card = CARD_F1406,
    .short_name = "itinerant-empaths",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .crisis = crisis,
    .when_secured = when_secured,
    .enumerate = enumerate,
    .apply = apply,
    .step = discard_step,
    .frame_ok = frame_ok,
};
