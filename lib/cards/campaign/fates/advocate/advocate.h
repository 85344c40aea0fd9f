/* The Advocate's cards: what several of them share (Acts I and II). */
#ifndef ARCS_CARDS_ADVOCATE_H
#define ARCS_CARDS_ADVOCATE_H

#include "cards/hooks.h"

/* Court row places whose card has no agents and nothing attached yet: the
 * targets of "attach ... to a Court card with no agents" (Guild
 * Investigators' Recover, the Liaisons' Prelude; guild_investigators.c). */
unsigned advocate_attach_places(const game_state *g);

/* p's Guild cards (lore and other play-area cards are not Guild cards;
 * Protected ones count). */
static inline int advocate_guild_cards(const game_state *g, int p) {
    int n = 0;
    for (int i = 0; i < g->pl[p].guild_count; i++) n += card_table[g->pl[p].guild[i]].kind == CK_GUILD;
    return n;
}

/* The suits of p's Guild cards, bit per arcs_resource. */
static inline unsigned advocate_guild_suits(const game_state *g, int p) {
    unsigned suits = 0;
    for (int i = 0; i < g->pl[p].guild_count; i++) {
        int c = g->pl[p].guild[i];
        if (card_table[c].kind == CK_GUILD && card_table[c].suit >= 0) suits |= 1u << card_table[c].suit;
    }
    return suits;
}

/* The player whose Fate is now the Advocate (ARCS-FATE04), or -1: "the
 * Advocate" of Advocate's Demand and Guild Negotiations. */
static inline int advocate_player(const game_state *g) {
    for (int p = 0; p < g->num_players; p++)
        if (g->camp.fate[p] == CARD_FATE04) return p;
    return -1;
}

/* Guild Fair and Guilds Withdraw: Vox cards that go round the players in
 * turn order (their Crisis) or round the securer (their When Secured),
 * then are buried (guild_fair.c). Their automatic frame (step `step`):
 * c = players done, d = the card's Court row place (ADVOCATE_SECURED: it
 * was secured, in the Court discard pile), e = 1 + the securer (0: the
 * Crisis). */
enum { ADVOCATE_SECURED = 0xFF };
frame *advocate_round_begin(game_state *g, int card, int step, int pos, int securer);
/* Pop the frame and bury the card from where it lies. */
void advocate_round_end(game_state *g);
/* FRAME_CHECK of that frame. */
bool advocate_round_ok(const game_state *g, const frame *f);

#endif
