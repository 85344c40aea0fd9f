/*
 * The Partisan's Act III (ARCS-FATE06): the Setup and Objective sides of
 * the Act III objective card.
 *
 * ARCS-F624A, Partisan Act III Setup: "Gain Sower of Division (25). Flip
 *   this card over."                                   -> FATE_SETUP
 *   (Sower of Division is a lore card: the play area.)
 *
 * ARCS-F624B, Partisan Act III Objective: "Form a Dominant Power Bloc.
 *   Have more Guild cards than each Rival. Have the initiative marker."
 *                                                      -> GRAND_AMBITIONS
 *   Asked at each Act III chapter's scoring (The Campaign, "Grand
 *   Ambitions"): the first, p's Guild cards (protected ones too: they are
 *   p's Guild cards) strictly more than each Rival's; the second, p holds
 *   the initiative marker then.
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

static void setup(game_state *g, int p, int card) {
    (void)card;
    fate_gain_card(g, p, CARD_F625);
}

const card_def card_partisan_setup3 = {
    .card = CARD_F624A,
    .short_name = "partisan-setup-3",
    .fate_setup = setup,
};

static int grand_ambitions(const game_state *g, int p, int card) {
    (void)card;
    bool most = true;
    for (int q = 0; q < g->num_players; q++)
        if (q != p && g->pl[q].guild_count >= g->pl[p].guild_count) most = false;
    return (most ? 1 : 0) | (g->initiative == p ? 2 : 0);
}

const card_def card_partisan_objective3 = {
    .card = CARD_F624B,
    .short_name = "partisan-objective-3",
    .grand_ambitions = grand_ambitions,
};
