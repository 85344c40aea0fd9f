/*
 * Guild Negotiations (ARCS-F414, Summit law; Advocate, Act II): in the
 * rules booklet from the Advocate's Act II Setup (F412A step 2).
 *
 *   "In Summits, you can take a new Negotiation action, Transfer Guild
 *    Support: Give a Guild card. This requires the Advocate's consent if
 *    they are in play."      -> NEGOTIATION (Transfer Guild Support)
 *     ARCS_NEGOTIATION_TRANSFER_GUILD_SUPPORT; its target "transfer
 *     guild-card <place>", the Guild card's place among the giver's cards
 *     (as the deal's earlier items leave it). The card goes to the Rival
 *     with the resources on it. The Advocate (the player whose Fate is the
 *     Advocate) is one more party of the deal, who accepts or rejects it
 *     with the others (as Monopoly Consent, lib/campaign/summit.c); an
 *     Advocate who gives or receives consents by taking part.
 *   "Forcing this with Return Favors costs Favors equal to the Guild
 *    card's raid cost. You may force the Advocate's consent by returning 1
 *    Favor of theirs to them."
 *     Forcing the Advocate themself costs only the raid cost (faq.csv,
 *     Guild Negotiations).
 *   "Players cannot be forced to give protected Guild cards."
 *     A protected card (no raid cost) is given only by consent.
 */
#include "cards/campaign/fates/advocate/advocate.h"

static int guild_card(const game_state *g, int giver, int y) {
    return y < g->pl[giver].guild_count && y < GUILD_HELD_MAX ? g->pl[giver].guild[y] : -1;
}

static bool guild_ok(const game_state *g, int giver, int receiver, int y) {
    int card = guild_card(g, giver, y);
    return card >= 0 && card_table[card].kind == CK_GUILD && g->pl[receiver].guild_count < GUILD_HELD_MAX;
}

static void guild_take(game_state *g, int giver, int receiver, int y) {
    int card = remove_held(g, giver, y);
    give_held(g, receiver, card);
}

static int guild_force_cost(const game_state *g, int giver, int y) {
    int card = guild_card(g, giver, y);
    return card < 0 || card_protected(card) ? 0 : card_table[card].keys;
}

static unsigned guild_consent(const game_state *g, int giver, int receiver, int y) {
    (void)giver, (void)receiver, (void)y;
    int advocate = advocate_player(g);
    return advocate < 0 ? 0 : 1u << advocate;
}

static const summit_negotiation NEGOTIATIONS[] = {
    {ARCS_NEGOTIATION_TRANSFER_GUILD_SUPPORT, ARCS_ASSET_GUILD_CARD, guild_ok, guild_take, guild_force_cost,
     guild_consent, guild_card},
    {0, 0, NULL, NULL, NULL, NULL, NULL},
};

const card_def card_guild_negotiations = {
    .card = CARD_F414,
    .short_name = "guild-negotiations",
    .negotiations = NEGOTIATIONS,
};
