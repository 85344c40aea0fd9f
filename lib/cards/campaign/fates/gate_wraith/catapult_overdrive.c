/*
 * Catapult Overdrive (ARCS-F2202, Lore; the Gate Wraith's Act III Setup,
 * ARCS-F2201A, gains it; cards.csv), in its holder's play area:
 *
 *   "You may Catapult move with Rival starports you control."
 *     -> MOVED (catapults_with_rival_starports; lib/rules/actions.c
 *        catapult_starport): a Move from a system with a starport of a
 *        Rival (a player; Free starports are no Rival's) where the holder
 *        has control may Catapult, as from a Loyal one (base rulebook,
 *        "You can't Catapult from Rival starports you control": this card
 *        lifts it). "You may": a Catapult is never forced (catapult-stop).
 *   "When you Catapult move into the Twisted Passage, you may continue
 *    your Catapult move, ignoring control and Blight."
 *     -> MOVED (catapult_goes_on): a Catapult that moved into system 24
 *        (reached from a system next to a gate with a Passage token:
 *        passages.c) goes on whoever controls it and whatever Blight lies
 *        there; on from it to the planets of the event die's symbol
 *        (passages.c), the die rerolled after. Stopping there is
 *        catapult-stop, as ever.
 */
#include "campaign/campaign.h"
#include "gate_wraith.h"

/* Asked once per Catapult step, as the group arrives (catapult_continue). */
static bool goes_on(const game_state *g, int p, int card, int sys) {
    if (sys != TWISTED_PASSAGE) return false;
    card_log(g, card, "Player %d's Catapult may go on from the Twisted Passage, ignoring control and Blight.", p + 1);
    return true;
}

const card_def card_catapult_overdrive = {
    .card = CARD_F2202,
    .short_name = "catapult-overdrive",
    .catapults_with_rival_starports = true,
    .catapult_goes_on = goes_on,
};
