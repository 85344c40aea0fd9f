/*
 * The Steward's Act I (Fate ARCS-FATE01; cards.csv, Campaign rulebook).
 *
 * F101A Steward Act I Setup: "1. Gain Imperial Authority (02) and
 *   Dealmakers (03). 2. Gain the First Regent tile. Flip this card over."
 *                                                            -> FATE_SETUP
 *   The objective marker starts on 20 / 17 / 14 (components.md §9.5).
 *   Taking the tile here means Set Up Players F gives it to nobody else
 *   ("If no one has the First Regent tile from their setup...").
 *
 * F101B Imperial Authority (the Objective side)             -> EVENT
 *   "Consolidate Your Imperial Power: Each time you win an ambition while
 *    you're the First Regent, advance 1 for each Power you gain from it.
 *    Count bonus Power from city slots uncovered on your player board."
 *   EV_AMBITION_WON (untied first, once per box) while the holder holds
 *   the First Regent tile at scoring; n = the Power gained, bonus city
 *   Power included.
 *
 * F102 Imperial Authority (Lore-tagged: the play area)       -> EVENT, TAX
 *   "Bury this if you're an Outlaw." When the holder becomes an Outlaw
 *   (EV_BECAME_OUTLAW) it leaves the play area to the bottom of the Court
 *   deck. "You may tax any cities controlled by the Empire like they are
 *   Loyal, ignoring the Empire's Presence and Truce Laws. (Don't take
 *   Captives.)": see steward_tax below.
 *
 * F103 Dealmakers (Guild, Psionic, protected)                -> NEW_ACTION
 *   "Bargain (Secure): Choose a Court card that a Rival could secure. They
 *    secure it but return agents they would capture. You influence once
 *    for each agent they had on the card, then you secure once."
 *   faq.csv, Dealmakers: "Refill it before you influence and secure."
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

/* ---- F101A ---- */

static void setup(game_state *g, int p, int card) {
    (void)card;
    fate_gain_card(g, p, CARD_F102);
    fate_gain_card(g, p, CARD_F103);
    /* 2. The First Regent tile (a Regent holds it; Set Up Players F makes
     * everyone a Regent just after). */
    g->camp.regents |= (uint8_t)(1u << p);
    g->camp.first_regent = (uint8_t)p;
    glog(g, "Player %d takes the First Regent tile.", p + 1);
}

const card_def card_steward_setup = {
    .card = CARD_F101A,
    .short_name = "steward-setup",
    .fate_setup = setup,
};

/* ---- F101B ---- */

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EV_AMBITION_WON || ev->player != holder || g->camp.first_regent != holder) return;
    card_log(g, card, "Player %d, the First Regent, won %s and gained %d Power.", holder + 1, ambition_name(ev->a),
             ev->n);
    objective_advance(g, holder, ev->n, card);
}

const card_def card_steward_objective = {
    .card = CARD_F101B,
    .short_name = "steward-objective",
    .on_event = objective_event,
};

/* ---- F102 Imperial Authority ---- */

static void authority_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EV_BECAME_OUTLAW || ev->player != holder) return;
    if (!play_area_remove(g, holder, card)) return;
    card_log(g, card, "Player %d is an Outlaw: it is buried.", holder + 1);
    court_bury(g, card);
}

const card_def card_imperial_authority = {
    .card = CARD_F102,
    .short_name = "imperial-authority",
    .on_event = authority_event,
};
