/* STUB: to be written. */
#include "core/engine.h"
#include "data/tables.h"

/* Minimal versions from the battle branch (Ransack needs them); the Court
 * owner's versions, with When Secured effects, supersede them. */
void court_refill(game_state *g, int pos) {
    g->court_row[pos] = g->court_deck_len ? g->court_deck[--g->court_deck_len] : NO_COURT_CARD;
    if (g->court_deck_len < COURT_CARDS_MAX) g->court_deck[g->court_deck_len] = 0;
}

void court_take_card(game_state *g, int p, int pos) {
    int card = g->court_row[pos];
    if (card_table[card].kind == CK_GUILD && g->pl[p].guild_count < GUILD_HELD_MAX)
        g->pl[p].guild[g->pl[p].guild_count++] = (uint16_t)card;
    else if (g->court_discard_len < COURT_CARDS_MAX)
        g->court_discard[g->court_discard_len++] = (uint16_t)card;
    court_refill(g, pos);
}
