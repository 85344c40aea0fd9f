/*
 * Sharing Rumors (ARCS-F1212, a Summit law in the rules booklet from the
 * Pirate's Act III Setup, F1208A step 3).
 *
 *   "In Summits, Rivals of the Pirate can take a new Negotiation action,
 *    Share Rumor: A Rival places their Loyal agent on a Rumor token that
 *    has your Loyal agent."      -> NEGOTIATION (Share Rumor)
 *     ARCS_NEGOTIATION_SHARE_RUMOR, taken by the giver (a Rival of the
 *     Pirate with a Loyal agent on the Rumor: "your Loyal agent"),
 *     affecting the receiver (another Rival of the Pirate), who places a
 *     Loyal agent from their supply on that Rumor; its target "transfer
 *     rumor <planet>", the Rumor's planet (as the deal's earlier items
 *     leave the agents: a Rival given a place on a Rumor may share it on
 *     in the same deal). Not offered when the receiver has an agent there
 *     already (a second one would show nothing more: Rumors Spread's
 *     reading) or none in their supply. Both are parties of the deal: the
 *     receiver's consent is theirs ("To take a Negotiation action, you
 *     need the consent of the player it affects").
 *     The Pirate is neither giver nor receiver (our reading, docs/rules-
 *     coverage.md: "Rivals of the Pirate can take" it, and its reminder
 *     "to let other Rivals peek at it too" names Rivals of the Pirate; the
 *     Pirate peeks at every Rumor already, Rumors of the Haven).
 *   "Now that they have an agent on the Rumor, they can peek at it from
 *    now on, and they can take the Share Rumor action to let other Rivals
 *    peek at it too."
 *     The receiver peeks (as rumor_place_agent: the token's kind in their
 *     observations from then on, kept by determinize; rumors.c). The log
 *     names the planet, never the kind.
 *   Forced with Return Favors (Call to Order: the caller the receiver): 1
 *   Favor, the card saying nothing otherwise.
 */
#include <stdio.h>

#include "rumors.h"

/* The Rumor on planet y that giver may share with receiver, or -1. */
static int shared_rumor(const game_state *g, int giver, int receiver, int y) {
    int pirate = rumor_pirate(g);
    if (pirate < 0 || giver == pirate || receiver == pirate || giver == receiver || y >= NUM_SYSTEMS) return -1;
    int i = rumor_at(g, y);
    if (i < 0) return -1;
    unsigned agents = rumor_nibble(RUMOR_DATA(g)->agents, i);
    if (!((agents >> giver) & 1u) || ((agents >> receiver) & 1u) || !g->pl[receiver].agents_supply) return -1;
    return i;
}

static bool share_ok(const game_state *g, int giver, int receiver, int y) {
    return shared_rumor(g, giver, receiver, y) >= 0;
}

/* The receiver's agent from their supply onto the Rumor, and their peek
 * (as rumor_place_agent, with the share's own log line). */
static void share_take(game_state *g, int giver, int receiver, int y) {
    int i = shared_rumor(g, giver, receiver, y);
    if (i < 0) return;
    rumor_data *d = RUMOR_DATA(g);
    char name[16];
    g->pl[receiver].agents_supply--;
    rumor_nibble_set(d->agents, i, 1u << receiver);
    rumor_nibble_set(d->known, i, 1u << receiver);
    card_log(g, CARD_F1212, "Player %d shares the Rumor at %s with Player %d, who places a Loyal agent on it and peeks at it.",
             giver + 1, system_name(y, name), receiver + 1);
}

static int share_force_cost(const game_state *g, int giver, int y) {
    (void)g, (void)giver, (void)y;
    return 1;
}

static int share_card(const game_state *g, int giver, int y) {
    (void)g, (void)giver, (void)y;
    return -1;
}

static void share_words(const game_state *g, int giver, int y, char *buf, size_t cap) {
    (void)g, (void)giver;
    char name[16];
    snprintf(buf, cap, "the Rumor at %s", y < NUM_SYSTEMS ? system_name(y, name) : "?");
}

static const summit_negotiation NEGOTIATIONS[] = {
    {ARCS_NEGOTIATION_SHARE_RUMOR, ARCS_ASSET_RUMOR, share_ok, share_take, share_force_cost, NULL, share_card,
     share_words},
    {0, 0, NULL, NULL, NULL, NULL, NULL, NULL},
};

const card_def card_sharing_rumors = {
    .card = CARD_F1212,
    .short_name = "sharing-rumors",
    .negotiations = NEGOTIATIONS,
};
