/*
 * The Advocate's Act I (ARCS-FATE04): the Setup and Objective sides of the
 * objective card.
 *
 * ARCS-F401A, Advocate Act I Setup: "Gain Guild Investigators (02) and
 * Guild Overseers (03). Guild Overseers has a When Secured action. Do not
 * resolve this now. ..."                             -> FATE_SETUP
 *
 * ARCS-F401B, Advocate Act I Objective (starting space 18):
 *   "Prove Yourself to the Overseers: While you have Guild Overseers,
 *    advance 3 each time you use the Prelude action of a Guild card that
 *    discards itself."                     -> EVENT (EVT_GUILD_SELF_DISCARD)
 *   "Keep the Guilds in Power: While you have Guild Overseers, advance 2
 *    each time you take the Recover action of your Guild Investigators."
 *                                          -> EVENT (EVT_NEW_ACTION)
 *   "The Guild Overseers card limits when you can use Guild cards,
 *    including Guild Investigators!" (guild_overseers.c)
 *
 * A Prelude action "discards itself" when the Guild card used is no longer
 * held once it is done (lib/cards/hooks.c emits the event then): "Prelude:
 * You may discard this to ..." cards, the plain discard of such a card
 * (faq.csv: "Can I discard this even if there is nothing to steal? Yes"),
 * Farseers. Guild Overseers must still be held when the event comes (a
 * Relic card discarded by its own Prelude... none is).
 */
#include "cards/hooks.h"
#include "campaign/fates.h"

static void setup(game_state *g, int p, int card) {
    (void)card;
    fate_gain_card(g, p, CARD_F402);
    fate_gain_card(g, p, CARD_F403);
}

const card_def card_advocate_setup = {
    .card = CARD_F401A,
    .short_name = "advocate-setup",
    .fate_setup = setup,
};

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->player != holder || held_index(g, holder, CARD_F403) < 0) return;
    if (ev->kind == EVT_GUILD_SELF_DISCARD) {
        card_log(g, card, "Prove Yourself to the Overseers: Player %d used the Prelude of %s.", holder + 1,
                 card_table[ev->n].name);
        objective_advance(g, holder, 3, card);
    } else if (ev->kind == EVT_NEW_ACTION && ev->n == CARD_F402) {
        card_log(g, card, "Keep the Guilds in Power: Player %d takes Recover.", holder + 1);
        objective_advance(g, holder, 2, card);
    }
}

const card_def card_advocate_objective = {
    .card = CARD_F401B,
    .short_name = "advocate-objective",
    .on_event = on_event,
    .events = EVENTS(EVT_GUILD_SELF_DISCARD, EVT_NEW_ACTION),
};
