/*
 * The Judge's Trophies and Captives changing hands (judge.h): Vow of
 * Fairness (ARCS-F2402) and The Arbiter (ARCS-F2403). "If a player steals
 * Trophies or Captives that are Loyal to them, those pieces return to their
 * supply" (F2402); "Pieces Loyal to that Rival return to their supply"
 * (F2403). Ships and starports go to their owner's supply, agents to
 * their owner's (return_agent: an owed Outrage placeholder first), cities
 * to their owner's board (return_city, as Trophy cities return in the
 * chapter's clean up). The campaign's non-player Trophies are Loyal to
 * nobody: they become the receiver's Trophies.
 */
#include <stdio.h>

#include "campaign/fates.h"
#include "judge.h"

int judge_player(const game_state *g) {
    for (int p = 0; p < g->num_players; p++)
        if (g->camp.fate[p] == CARD_FATE24) return p;
    return -1;
}

int judge_play_area_holder(const game_state *g, int card) {
    for (int p = 0; p < g->num_players; p++)
        for (int i = 0; i < g->ll.play_area_len[p] && i < PLAY_AREA_MAX; i++)
            if (g->ll.play_area[p][i] == card) return p;
    return -1;
}

/* The counter of kind k, owner o, of p's. */
static uint8_t *counter(game_state *g, int p, int k, int o) {
    player_state *pl = &g->pl[p];
    switch (k) {
    case JP_CAPTIVE: return &pl->captives[o];
    case JP_SHIP: return &pl->trophy_ships[o];
    case JP_CITY: return &pl->trophy_cities[o];
    case JP_STARPORT: return &pl->trophy_starports[o];
    case JP_AGENT: return &pl->trophy_agents[o];
    case JP_IMPERIAL: return &g->camp.trophy_imperial[p];
    case JP_BLIGHT: return &g->camp.trophy_blight[p];
    case JP_FREE_CITY: return &g->camp.trophy_free_cities[p];
    default: return &g->camp.trophy_free_starports[p];
    }
}

int judge_pieces(const game_state *g, int p, int k, int o) {
    if (p < 0 || p >= g->num_players || !judge_piece_ok(k, o, g->num_players)) return 0;
    return *counter((game_state *)g, p, k, o);
}

bool judge_has_pieces(const game_state *g, int p) {
    for (int k = 0; k < JP_KINDS; k++)
        for (int o = 0; o < (k < JP_IMPERIAL ? g->num_players : 1); o++)
            if (judge_pieces(g, p, k, o)) return true;
    return false;
}

void judge_piece_name(int k, int o, char *buf, size_t cap) {
    static const char *const NAMES[JP_KINDS] = {"Captive", "Trophy ship", "Trophy city", "Trophy starport",
                                                "Trophy agent", "Imperial ship Trophy", "Blight Trophy",
                                                "Free city Trophy", "Free starport Trophy"};
    if (k < 0 || k >= JP_KINDS) k = 0;
    const char *an = k == JP_IMPERIAL ? "an" : "a";
    if (k < JP_IMPERIAL) snprintf(buf, cap, "a %s of Player %d", NAMES[k], o + 1);
    else snprintf(buf, cap, "%s %s", an, NAMES[k]);
}

void judge_piece_to(game_state *g, int p, int q, int k, int o, int card, const char *how) {
    uint8_t *from = counter(g, p, k, o);
    if (!*from) return;
    (*from)--;
    char name[64];
    judge_piece_name(k, o, name, sizeof name);
    if (k < JP_IMPERIAL && o == q) {
        card_log(g, card, "Player %d %s %s (from Player %d): Loyal to them, it returns to their supply.", q + 1, how,
                 name, p + 1);
        if (k == JP_SHIP) g->pl[q].ships_supply++;
        else if (k == JP_STARPORT) g->pl[q].starports_supply++;
        else if (k == JP_CITY) return_city(g, q);
        else return_agent(g, q);
        return;
    }
    uint8_t *to = counter(g, q, k, o);
    (*to)++;
    card_log(g, card, "Player %d %s %s (from Player %d).", q + 1, how, name, p + 1);
}
