/*
 * The Commonwealth (the Founder's Act II; ARCS-F212A..F222): who is a
 * Member, who is the Founder of the Commonwealth, where the Commonwealth
 * Ambition marker lies. Shared by the Founder's Act II files.
 */
#ifndef ARCS_FATES_FOUNDER_COMMONWEALTH_H
#define ARCS_FATES_FOUNDER_COMMONWEALTH_H

#include "cards/card_data.h"
#include "campaign/fates.h"

/* F213's data: the Commonwealth Ambition marker. 0: not in the game;
 * CW_ON_FATE: on the Founder's Fate card; CW_IN_BOX + a: in ambition box a. */
typedef struct commonwealth_marker_data {
    uint8_t marker;
} commonwealth_marker_data;
enum { CW_ON_FATE = 1, CW_IN_BOX = 2 };

/* F215's data: the Armistices (F216, F217) tucked under Call for Armistice
 * (bit 0: F216, bit 1: F217). */
typedef struct armistice_data {
    uint8_t tucked;
} armistice_data;

static inline uint8_t *commonwealth_marker(game_state *g) {
    return &CARD_DATA(g, commonwealth_marker_data, card_data_place(CARD_F213))->marker;
}
static inline int commonwealth_marker_ro(const game_state *g) {
    return CARD_DATA(g, commonwealth_marker_data, card_data_place(CARD_F213))->marker;
}
static inline uint8_t *armistices_tucked(game_state *g) {
    return &CARD_DATA(g, armistice_data, card_data_place(CARD_F215))->tucked;
}

/* Is `card` in p's play area? */
static inline bool in_play_area(const game_state *g, int p, int card) {
    for (int i = 0; i < g->ll.play_area_len[p]; i++)
        if (g->ll.play_area[p][i] == card) return true;
    return false;
}
/* Is p a Member of the Commonwealth (a Member title, F218-F221, in p's
 * play area)? The Members as a bit per player. */
static inline bool commonwealth_member(const game_state *g, int p) {
    if (p < 0 || p >= g->num_players) return false;
    for (int c = CARD_F218; c <= CARD_F221; c++)
        if (in_play_area(g, p, c)) return true;
    return false;
}
static inline unsigned commonwealth_members(const game_state *g) {
    unsigned m = 0;
    for (int p = 0; p < g->num_players; p++)
        if (commonwealth_member(g, p)) m |= 1u << p;
    return m;
}
/* The Founder of the Commonwealth (F213 in their play area), or -1. */
static inline int commonwealth_founder(const game_state *g) {
    for (int p = 0; p < g->num_players; p++)
        if (in_play_area(g, p, CARD_F213)) return p;
    return -1;
}
/* Is a Free city in sys? */
static inline bool free_city_in(const game_state *g, int sys) {
    for (int i = 0; i < building_places(g); i++) {
        uint8_t b = g->sys[sys].bld[i];
        if ((b & BLD_OCCUPIED) && BLD_IS_CITY(b) && BLD_OWNER(b) == OWNER_FREE) return true;
    }
    return false;
}
/* Who places first in ambition box a scored as the Commonwealth Ambition
 * (commonwealth.c): a player (a non-Member), the Commonwealth, the
 * 2-player box, or nobody (a tie, no counts). */
enum { CW_WIN_NONE = -1, CW_WIN_COMMONWEALTH = MAX_PLAYERS, CW_WIN_BOX = MAX_PLAYERS + 1 };
int commonwealth_winner(const game_state *g, int a, int *counts, int *sum);
/* Is an Armistice (F216, F217) attached to a card in the Court? */
bool armistice_in_court(const game_state *g);

#endif
