/*
 * The Blight Speaker's Act III (Fate ARCS-FATE13, a B Fate kept after a
 * completed Act II objective; cards.csv ARCS-F1312A / F1312B). A completed
 * Act II Resolution (ARCS-F1303) left Blight Fury in the Blight Speaker's
 * play area and Blight Hunters, Blight Reapers and the 3 Blight Purge cards
 * in the Court deck.
 *
 * F1312A Blight Speaker Act III Setup                          -> FATE_SETUP
 *   "1. Gain Blight Hunger (13). Flip this card over."
 *
 * F1312B Blight Speaker Act III Objective                 -> GRAND_AMBITIONS
 *   "Gorge the Blight with Bodies"; its two grand ambitions:
 *   1. "No Rival wins the Warlord ambition." At the chapter's end no Rival
 *      takes first place in a declared Warlord ambition (Base rulebook,
 *      "Step 1: Score Ambitions": tied for first, nobody wins first place;
 *      ambition_place). Warlord not declared: no Rival wins it (the reading
 *      of the Planet Breaker's ARCS-F1112B).
 *   2. "Blight Hunger has more pieces than the current Chapter." The pieces
 *      on Blight Hunger (blight_hunger.c) now, before its "After scoring"
 *      returns them: the grand ambitions are scored with the declared
 *      ambitions (lib/rules/chapter.c), AFTER_SCORING comes next.
 */
#include "campaign/fates.h"
#include "cards/hooks.h"
#include "blight_speaker.h"
#include "cards/campaign/fates/ambition.h"

static void setup(game_state *g, int p, int card) {
    fate_gain_card(g, p, CARD_F1313);
    card_log(g, card, "Player %d gains Blight Hunger.", p + 1);
}

const card_def card_blight_speaker_setup3 = {
    .card = CARD_F1312A,
    .short_name = "blight-speaker-setup-3",
    .fate_setup = setup,
};

static int grand_ambitions(const game_state *g, int p, int card) {
    (void)card;
    int mask = rival_wins_declared(g, p, ARCS_WARLORD) ? 0 : 1;
    if (blight_hunger_pieces(g) > g->chapter) mask |= 2;
    return mask;
}

const card_def card_blight_speaker_objective3 = {
    .card = CARD_F1312B,
    .short_name = "blight-speaker-objective-3",
    .grand_ambitions = grand_ambitions,
};
