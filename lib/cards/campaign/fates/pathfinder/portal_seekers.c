/*
 * Portal Seekers (ARCS-F906, Guild, Relic; added to the Court deck by the
 * Pathfinder's Act II Resolution, ARCS-F904, failed: the Portal token then
 * lies on the system recorded during the Act II Setup).
 *
 *   "In scoring, you fulfill a grand ambition if you control the Portal
 *    token. (Fulfilling three grand ambitions does not gain you more
 *    Power.)"                                           -> GRAND_AMBITIONS
 *   Its holder, whatever their Fate, fulfils one grand ambition at the end
 *   of each Act III chapter while controlling the Portal token's system
 *   (the First Regent's Privilege counted: fates.h privilege_controls).
 *   faq.csv, Portal Seekers: "Can I score from fulfilling this grand
 *   ambition even if I have a C Fate? Yes." lib/campaign/act_setup.c adds
 *   a held Guild card's grand ambition to those of the Act III objective
 *   card (if any); two or more gain the higher amount.
 */
#include "campaign/campaign.h"
#include "pathfinder.h"

static int grand_ambitions(const game_state *g, int p, int card) {
    (void)card;
    int portal = pathfinder_portal(g);
    return portal >= 0 && privilege_controls(g, p, portal);
}

const card_def card_portal_seekers = {
    .card = CARD_F906,
    .short_name = "portal-seekers",
    .grand_ambitions = grand_ambitions,
};
