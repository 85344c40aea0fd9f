/*
 * The Judge's cards (fates/judge/, Fate ARCS-FATE24, a C Fate: Act III):
 * what they share. The Judge's Trophies and Captives change hands one piece
 * at a time by Vow of Fairness (ARCS-F2402: stolen in a raid) and The
 * Arbiter (ARCS-F2403: given at the start of scoring); a piece Loyal to the
 * player receiving it returns to that player's supply.
 */
#ifndef ARCS_CARDS_JUDGE_H
#define ARCS_CARDS_JUDGE_H

#include "cards/hooks.h"

/* A Trophy or Captive kind: with an owner (a player) for the players'
 * pieces, or the campaign's non-player Trophies (owner 0). */
enum {
    JP_CAPTIVE = 0,     /* an agent of owner held as a Captive */
    JP_SHIP,            /* Trophies of owner's pieces */
    JP_CITY,
    JP_STARPORT,
    JP_AGENT,
    JP_IMPERIAL,        /* Trophies of the campaign's non-player pieces */
    JP_BLIGHT,
    JP_FREE_CITY,
    JP_FREE_STARPORT,
    JP_KINDS
};

/* The player whose Fate is the Judge, or -1. */
int judge_player(const game_state *g);
/* The player whose play area holds card (Vow of Fairness, Judge's
 * Chosen), or -1. */
int judge_play_area_holder(const game_state *g, int card);
/* How many pieces of kind k (owner o: a player for JP_CAPTIVE..JP_AGENT)
 * p holds as Trophies or Captives. */
int judge_pieces(const game_state *g, int p, int k, int o);
/* Any Trophy or Captive at all. */
bool judge_has_pieces(const game_state *g, int p);
/* One piece of kind k (owner o) of p's goes to q: a piece Loyal to q
 * returns to q's supply (a city to its board, which may push q's resource
 * decisions), any other becomes q's Trophy or Captive. Logs it for card. */
void judge_piece_to(game_state *g, int p, int q, int k, int o, int card, const char *how);
/* The piece in words ("a Captive of Player 2", "an Imperial Trophy"). */
void judge_piece_name(int k, int o, char *buf, size_t cap);
/* Is (k, o) a valid piece kind for a game of n players? */
static inline bool judge_piece_ok(int k, int o, int n) { return k >= 0 && k < JP_KINDS && o >= 0 && o < (k < JP_IMPERIAL ? n : 1); }

#endif
