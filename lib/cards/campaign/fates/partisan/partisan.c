/*
 * The Partisan's Act I (ARCS-FATE06): the Setup and Objective sides of the
 * objective card.
 *
 * ARCS-F601A, Partisan Act I Setup: "1. Gain Informants (02) and Partisan
 * Seizing (03). Flip this card over."               -> FATE_SETUP
 * (Informants is a Guild card; Partisan Seizing an ability, in the play
 * area.)
 *
 * ARCS-F601B, Partisan Act I Objective (starting space 12 / 11 / 10):
 *   "Sow Division in the Reach: Advance 1 each time you get the initiative
 *    marker in any way."               -> EVENT (EVT_INITIATIVE_GAINED)
 *   "Appeal to Your Supporters: Advance 2 each time you win an ambition
 *    where you don't have Outrage for the resource it counts. Weapon
 *    Outrage stops you from advancing by winning Warlord."
 *                                      -> EVENT (EVT_AMBITION_WON)
 *
 * Sow Division: the marker must come from someone else (faq.csv, Partisan
 * Act I Objective [56]: holding it through the round's end does not
 * advance): seizing (any way), Surpassing highest, the initiative passed
 * on to the Partisan.
 * Appeal: the resource an ambition "counts" (our reading where the card is
 * silent): Tycoon Material and Fuel (Outrage of either stops it), Keeper
 * Relic, Empath Psionic, Warlord Weapon (the card says so; Warlord counts
 * Trophies), Tyrant none (no Outrage stops it).
 */
#include "cards/hooks.h"
#include "campaign/fates.h"

static void setup(game_state *g, int p, int card) {
    (void)card;
    fate_gain_card(g, p, CARD_F602);
    fate_gain_card(g, p, CARD_F603);
}

const card_def card_partisan_setup = {
    .card = CARD_F601A,
    .short_name = "partisan-setup",
    .fate_setup = setup,
};

/* The resource types (bit per type) whose Outrage stops the advance. */
static unsigned supporters(int ambition) {
    switch (ambition) {
    case ARCS_TYCOON: return 1u << ARCS_MATERIAL | 1u << ARCS_FUEL;
    case ARCS_WARLORD: return 1u << ARCS_WEAPON;
    case ARCS_KEEPER: return 1u << ARCS_RELIC;
    case ARCS_EMPATH: return 1u << ARCS_PSIONIC;
    default: return 0;
    }
}

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->player != holder) return;
    if (ev->kind == EVT_INITIATIVE_GAINED) {
        card_log(g, card, "Sow Division in the Reach: Player %d gets the initiative.", holder + 1);
        objective_advance(g, holder, 1, card);
    } else if (ev->kind == EVT_AMBITION_WON) {
        if (g->pl[holder].outrage & supporters(ev->a)) return;
        card_log(g, card, "Appeal to Your Supporters: Player %d wins %s without its Outrage.", holder + 1,
                 ambition_name(ev->a));
        objective_advance(g, holder, 2, card);
    }
}

const card_def card_partisan_objective = {
    .card = CARD_F601B,
    .short_name = "partisan-objective",
    .on_event = on_event,
    .events = EVENTS(EVT_INITIATIVE_GAINED, EVT_AMBITION_WON),
};
