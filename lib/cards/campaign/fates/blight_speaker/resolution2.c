/*
 * Blight Speaker Act II Resolution (ARCS-F1303; cards.csv), resolved at the
 * Act II Intermission's step A by the Blight Speaker (lib/campaign/
 * intermission.c):
 *   Completed: "1. Gain Blight Fury (04). 2. Add Blight Hunters (05),
 *   Blight Reapers (06), and the 3 Blight Purge cards (07-09) to the Court
 *   deck. 3. Scrap Blight Panic (10) and Blight Looms (11)."
 *   Failed: "1. Scrap Blight Fury (04), Blight Hunters (05), Blight Reapers
 *   (06), and 2 Blight Purge cards (07-08). 2. Add 1 Blight Purge card
 *   (09), Blight Panic (10), and Blight Looms (11) to the Court deck."
 * The Act III cards keep their effects for Act III, but Blight Looms (F1311),
 * which reprints the Court's Blight Looms (ARCS-CC15) and shares its def.
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

static void resolve(game_state *g, int p, int card, bool completed) {
    (void)card;
    if (completed) {
        fate_gain_card(g, p, CARD_F1304);
        fate_add_cards(g, CARD_F1305, CARD_F1309);
        fate_scrap_cards(g, CARD_F1310, CARD_F1311);
        return;
    }
    fate_scrap_cards(g, CARD_F1304, CARD_F1308);
    fate_add_cards(g, CARD_F1309, CARD_F1311);
}

const card_def card_blight_speaker_resolution2 = {
    .card = CARD_F1303,
    .short_name = "blight-speaker-resolution-2",
    .resolution = resolve,
    .resolution_act = 2,
};
