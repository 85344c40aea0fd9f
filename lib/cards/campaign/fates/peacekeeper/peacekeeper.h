/*
 * The Peacekeeper's Act III (fates/peacekeeper/, Fate ARCS-FATE15): what
 * its cards share. The 6 Ceasefire tokens (Act III Setup, ARCS-F1507A,
 * step 1: "Place 1 Ceasefire token near each cluster ... on its Peace
 * side ... or on its War side") are the data of Ceasefires (ARCS-F1508;
 * card_data.h: 3 bytes, public: every token lies face up).
 */
#ifndef ARCS_CARDS_PEACEKEEPER_H
#define ARCS_CARDS_PEACEKEEPER_H

#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "cards/card_data.h"

/* tokens: the clusters (bit per cluster) with a Ceasefire token; peace:
 * those whose token shows Peace (a subset); brokered: the clusters a Broker
 * Peace was begun for in the Summit under way (Peace Accords, ARCS-F1511:
 * once per cluster and Summit), cleared when a Summit is called. */
typedef struct ceasefire_data {
    uint8_t tokens, peace, brokered;
} ceasefire_data;
enum { CLUSTERS_ALL = (1u << NUM_CLUSTERS) - 1 };

#define CEASEFIRES(g) CARD_DATA(g, ceasefire_data, card_data_place(CARD_F1508))

/* Is cluster k at Peace (its Ceasefire token on its Peace side)? */
static inline bool cluster_at_peace(const game_state *g, int k) { return (CEASEFIRES(g)->peace >> k) & 1u; }
/* Is cluster k at War (a Ceasefire token on its War side)? */
static inline bool cluster_at_war(const game_state *g, int k) {
    const ceasefire_data *d = CEASEFIRES(g);
    return ((d->tokens & ~d->peace) >> k) & 1u;
}
/* Systems of cluster k that p controls; `empire`: the Empire-controlled
 * ones count too ("If you're the First Regent, you control
 * Empire-controlled systems": the caller asks). */
int cluster_systems(const game_state *g, int p, int k, bool empire);
/* Flip cluster k's Ceasefire token (to Peace or to War), logged by card. */
void ceasefire_flip(game_state *g, int card, int k, bool peace);
/* The Peacekeeper (the player whose Fate is ARCS-FATE15), or -1. */
int the_peacekeeper(const game_state *g);

#endif
