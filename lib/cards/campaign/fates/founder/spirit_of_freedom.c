/*
 * Spirit of Freedom (ARCS-F224, Lore; gained by the Founder's Act II
 * Resolution, ARCS-F223, completed): in the holder's play area.
 *
 *   "You may secure cards from the Court where you are tied for most agents
 *    (but not zero) with a Rival who is not a Commonwealth Member."
 *                                                            -> SECURE
 * The holder's Secure targets (lib/rules/actions.c can_secure) include a
 * Court card where no Rival has more of their agents than the holder's
 * (at least 1) and a Rival tied with them is not a Member of the
 * Commonwealth (no Member title, commonwealth.h). faq.csv, Spirit of
 * Freedom: "a three-way tie with a Commonwealth Member and a non-Member":
 * yes, one non-Member tied is enough. A tie with Members only is no secure.
 * "May": securing stays the holder's choice (the Secure move).
 */
#include "cards/campaign/fates/founder/commonwealth.h"

static unsigned secure_ties(const game_state *g, int p, int card) {
    (void)card;
    return ~commonwealth_members(g) & ((1u << g->num_players) - 1) & ~(1u << p);
}

const card_def card_spirit_of_freedom = {
    .card = CARD_F224,
    .short_name = "spirit-of-freedom",
    .secure_ties = secure_ties,
};
