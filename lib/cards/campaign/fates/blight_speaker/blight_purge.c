/*
 * Blight Purge (ARCS-F1307, F1308, F1309: one text; Vox; the Blight
 * Speaker's Act II Resolution, ARCS-F1303, adds the three to the Court deck
 * when completed, F1309 alone when failed; cards.csv).
 *
 *   "Crisis: Each player gains 2 Power per Blight Trophy they have. Bury
 *    this card."                                              -> CRISIS
 *   Every player (turn order from the initiative: nobody decides) gains
 *   2 Power per Blight they hold as Trophies; the card leaves its Court
 *   place to the bottom of the Court deck (its agents return, the place
 *   refilled: court_bury_from_row).
 *
 *   "When Secured: Gain 2 Power per Blight Trophy you have. Return all
 *    Blight Trophies of Rivals to the supply. Discard this card."
 *                                                      -> WHEN_SECURED
 *   The securer's Blight Trophies are counted and kept; every Rival's go
 *   back to the Blight supply. A secured Vox card lies in the Court
 *   discard pile already (lib/rules/court.c): "Discard this card" holds.
 *
 * Moves: none (no choice on the card).
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

enum { POWER_PER_TROPHY = 2 };

static void gain_for_trophies(game_state *g, int p) {
    int power = g->pl[p].power + POWER_PER_TROPHY * g->camp.trophy_blight[p];
    g->pl[p].power = (int16_t)(power < POWER_MAX ? power : POWER_MAX);
}

static void crisis(game_state *g, int card, int pos) {
    for (int i = 0; i < g->num_players; i++) {
        int p = (g->initiative + i) % g->num_players;
        if (!g->camp.trophy_blight[p]) continue;
        card_log(g, card, "Player %d gains %d Power for the %d Blight Trophies they have.", p + 1,
                 POWER_PER_TROPHY * g->camp.trophy_blight[p], g->camp.trophy_blight[p]);
        gain_for_trophies(g, p);
    }
    court_bury_from_row(g, pos);
}

static void when_secured(game_state *g, int p, int card) {
    int returned = 0;
    for (int q = 0; q < g->num_players && q < MAX_PLAYERS; q++) {
        if (q == p) continue;
        returned += g->camp.trophy_blight[q];
        g->camp.blight_supply = (uint8_t)(g->camp.blight_supply + g->camp.trophy_blight[q]);
        g->camp.trophy_blight[q] = 0;
    }
    card_log(g, card, "Player %d gains %d Power for %d Blight Trophies; %d Blight Trophies of Rivals "
             "return to the supply.", p + 1, POWER_PER_TROPHY * g->camp.trophy_blight[p], g->camp.trophy_blight[p],
             returned);
    gain_for_trophies(g, p);
}

const card_def card_blight_purge = {
    .card = CARD_F1307, /* F1308, F1309 reprint it (lib/cards/hooks.c) */
    .short_name = "blight-purge",
    .crisis = crisis,
    .when_secured = when_secured,
};
