/*
 * Guild Investigators (ARCS-F402, Guild, Psionic, Protected; Advocate,
 * Act I).
 *
 *   "Recover (Move): Attach the topmost Guild card from the Court discard
 *    pile to a card in the Court with no agents."  -> NEW_ACTION (Move)
 *
 * Offered when the Court discard pile holds a Guild card (lore and Vox
 * cards are passed over: "the topmost Guild card") and some Court row card
 * has no agents and nothing attached yet ("One Each": Recover is a choice,
 * not a forced attach, so a card that has one is not a target). The Imperial
 * Council is a card in the Court and a target too, In Session or Decided
 * (its place has no agents); securing it secures the attached card with it
 * (events.c council_secured). The holder names the
 * Court card ("attach <place>"); the Guild card leaves the discard pile and
 * is attached (attach_card, campaign/fates.h): secured with the card below,
 * sliding down onto its place when that card leaves the Court otherwise.
 *
 * Guild Overseers bars it while its holder is not first or second for a
 * declared ambition (hook point GUILD_ACTIONS). Each Recover advances the
 * Advocate's objective while they have Guild Overseers (advocate.c hears
 * the EVT_NEW_ACTION event).
 *
 * Moves: "card guild-investigators recover pip|slot-N", "card
 * guild-investigators attach <place>".
 */
#include "cards/hooks.h"
#include "campaign/fates.h"
#include "advocate.h"

enum { S_RECOVER, S_ATTACH };

/* The topmost Guild card of the Court discard pile, or -1. */
static int topmost_guild(const game_state *g) {
    const uint16_t *pile = court_discard_pile(g);
    for (int i = g->court_discard_len - 1; i >= 0; i--)
        if (card_table[pile[i]].kind == CK_GUILD) return pile[i];
    return -1;
}

unsigned advocate_attach_places(const game_state *g) {
    unsigned free = attach_free_places(g), out = 0;
    for (int pos = 0; pos < g->court_row_len; pos++) {
        if (!((free >> pos) & 1u) || g->court_row[pos] == NO_COURT_CARD) continue;
        bool agents = false;
        for (int q = 0; q < g->num_players; q++) agents |= g->court_agents[pos][q] != 0;
        if (!agents) out |= 1u << pos;
    }
    return out;
}

static bool recover_possible(const game_state *g, int p, int spent_slot) {
    (void)p, (void)spent_slot;
    return is_campaign(g) && topmost_guild(g) >= 0 && advocate_attach_places(g) != 0;
}

static void recover_begin(game_state *g, int p, int card) { push_card_frame(g, FR_CARD, p, card, S_ATTACH); }

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    for (unsigned t = advocate_attach_places(g); t; t &= t - 1) add_card_move(out, f->player, f->card, S_ATTACH, __builtin_ctz(t), 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card, pos = m.d, guild = topmost_guild(g);
    pop_frame(g);
    court_discard_remove(g, guild);
    attach_card(g, guild, pos, false);
    card_log(g, card, "Player %d attaches %s from the Court discard pile to %s.", m.player + 1, card_table[guild].name,
             card_table[g->court_row[pos]].name);
}

static const card_step STEPS[] = {
    [S_RECOVER] = {"recover", "U", NULL},
    [S_ATTACH] = {"attach", "n", "attach the topmost Guild card of the Court discard pile to Court place %#1"},
};

static const card_new_action NEW_ACTIONS[] = {
    {ARCS_ACT_MOVE, S_RECOVER, recover_possible, recover_begin},
};

const card_def card_guild_investigators = {
    .card = CARD_F402,
    .short_name = "guild-investigators",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .new_actions = NEW_ACTIONS,
    .n_new_actions = 1,
    .enumerate = enumerate,
    .apply = apply,
};
