/*
 * The Hegemon's Banners (ARCS-F1002 Planting Banners: "Banner tokens are
 * your Loyal pieces"; ARCS-F1003 Banners of Hegemony; components.md: 8
 * Banner tokens). Where each of the 8 Banners is, the Hegemon, the Loyal
 * ships scrapped by the Setup side and the Objective side's "won an
 * ambition" mark are the data of Banners of Hegemony (card_data.h: 16
 * bytes, public). Only the Hegemon's cards read them.
 */
#ifndef ARCS_CARDS_HEGEMON_BANNERS_H
#define ARCS_CARDS_HEGEMON_BANNERS_H

#include "cards/card_data.h"

#define BANNERS 8 /* Setup step 5: "Collect the 8 Banner tokens." */
/* A Banner's byte: BANNER_BOX (not in the game), BANNER_SUPPLY (the
 * Hegemon's, off the map), BANNER_SCRAPPED (ARCS-F1005), BANNER_BROKEN (on
 * Breaking Worlds, ARCS-F1103B: faq.csv Breaking Worlds Q2), BANNER_MAP | s
 * (at the planet of system s, | BANNER_DAMAGED), BANNER_TROPHY | q (in
 * player q's Trophies). */
enum {
    BANNER_BOX = 0, BANNER_SUPPLY = 1, BANNER_SCRAPPED = 2, BANNER_BROKEN = 3, BANNER_TROPHY = 0x10, BANNER_MAP = 0x80,
    BANNER_DAMAGED = 0x40, BANNER_SYS = 0x3F
};
typedef struct banners_data {
    uint8_t banner[BANNERS];
    uint8_t hegemon;        /* 1 + the Hegemon (0: no Hegemon yet) */
    uint8_t ships_scrapped; /* the Hegemon's Loyal ships scrapped (Setup step 4): out of the game */
    uint8_t won;            /* the Hegemon won an ambition in this chapter's scoring (ARCS-F1001B) */
    uint8_t pad[5];
} banners_data;

#define BANNERS_OF(g) CARD_DATA(g, banners_data, card_data_place(CARD_F1003))

static inline bool banner_on_map(uint8_t b) { return (b & BANNER_MAP) != 0; }
static inline int banner_system(uint8_t b) { return banner_on_map(b) ? b & BANNER_SYS : -1; }
/* The Hegemon, or -1. */
static inline int hegemon_of(const game_state *g) { return is_campaign(g) ? (int)BANNERS_OF(g)->hegemon - 1 : -1; }
/* Banners on the map; in system s (s < 0: anywhere). */
int banners_on_map(const game_state *g, int s);
/* Systems with a Banner (bit per system). */
uint32_t banner_systems(const game_state *g);
/* A Banner of the Hegemon's supply, or -1. */
int banner_in_supply(const game_state *g);
/* Banners in player q's Trophies. */
int banner_trophies(const game_state *g, int q);
/* Is there a ship of anyone in s (players, Flagships, Imperial)? */
bool hegemon_any_ships(const game_state *g, int s);
/* Ships of player o that player h holds as Captives (Happy Hosts,
 * ARCS-F1012; happy_hosts.c). */
int happy_hosts_captives_of(const game_state *g, int h, int o);

#endif
