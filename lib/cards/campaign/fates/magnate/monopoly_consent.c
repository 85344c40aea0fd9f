/*
 * Monopoly Consent (ARCS-F319, Summit law; Magnate, Act II): in the rules
 * booklet from the Magnate's Act II Setup (F312A).
 *
 *   "In Summits, players may only give a resource with Transfer Asset if
 *    they have the consent of the player with the Monopoly for that
 *    resource. Consent is not needed if no one has the Monopoly."
 *                                                    -> SUMMIT_CONSENT
 *   "In the Call to Order, the player who called the Summit may force the
 *    Monopoly holder's consent by returning 1 Favor of theirs to them."
 *
 * The Negotiations (lib/campaign/summit.c): the holder of the Monopoly of
 * a resource given in a deal is one more party of the deal, who accepts
 * or rejects it with the others (campaign-plan §2: consents are part of
 * the same acceptance); a holder who is the giver or the receiver consents
 * by taking part. The Call to Order: forcing a Rival to give such a
 * resource also returns 1 Favor of the holder's to the holder (when the
 * holder is neither the caller nor the forced Rival); forcing the holder
 * itself costs only the Transfer Asset's Favors (faq.csv, Monopoly
 * Consent [66]).
 */
#include "cards/campaign/fates/magnate/monopolies.h"

static unsigned give_consent(const game_state *g, int card, int giver, int r) {
    (void)card, (void)giver;
    int holder = monopoly_holder(g, r);
    return holder < 0 ? 0 : 1u << holder;
}

const card_def card_monopoly_consent = {
    .card = CARD_F319,
    .short_name = "monopoly-consent",
    .give_consent = give_consent,
};
