/*
 * Partisan Act II Resolution (ARCS-F618; cards.csv), resolved at the Act
 * II Intermission A by the Partisan (lib/campaign/intermission.c):
 *   Completed: "1. Add Guilds Decry Terror (19) to the rules booklet.
 *   2. Add 2 Terror Strikes (20-21) to the Court deck. 3. Scrap the Spacing
 *   Union (22) and Arms Union (23)."
 *   Failed: "1. Scrap Guilds Decry Terror (19) and the 2 Terror Strikes
 *   (20-21). 2 Add Spacing Union (22) and Arms Union (23) to the Court
 *   deck."
 * The Act III cards added keep no effect of their own until Act III is
 * written (Spacing Union and Arms Union reprint the base Unions: theirs).
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

static void resolve(game_state *g, int p, int card, bool completed) {
    (void)p;
    if (completed) {
        booklet_add(g, CARD_F619);
        card_log(g, card, "Guilds Decry Terror is added to the rules booklet.");
        fate_add_cards(g, CARD_F620, CARD_F621);
        fate_scrap_cards(g, CARD_F622, CARD_F623);
        return;
    }
    fate_scrap_cards(g, CARD_F619, CARD_F621);
    fate_add_cards(g, CARD_F622, CARD_F623);
}

const card_def card_partisan_resolution2 = {
    .card = CARD_F618,
    .short_name = "partisan-resolution-2",
    .resolution = resolve,
    .resolution_act = 2,
};
