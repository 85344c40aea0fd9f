/*
 * The Pacifist's Act III (Fate ARCS-FATE14, a B Fate kept after a completed
 * Act II objective; cards.csv ARCS-F1408A / F1408B).
 *
 * F1408A Pacifist Act III Setup                                -> FATE_SETUP
 *   "1. Add Empathy for All to the rules booklet (13). Explain it to
 *    everyone." booklet_add (empathy_for_all.c).
 *   "2. As a reminder, tuck the second copy of Empathy for All (14) into
 *    the card play area of the map." The reminder copy (F1410) is no
 *    effect source of its own (as Martial Law's, admiral3.c): logged.
 *   "3. Add Reconcile with the Outraged (14) and Rebuke of the Empaths
 *    (15) to the rules booklet. Explain them to everyone." booklet_add
 *   (rebuke.c, reconcile.c). No choice in the Setup.
 *
 * F1408B Pacifist Act III Objective, "Demonstrate Nonviolence"
 *                                                       -> GRAND_AMBITIONS
 *   1. "You have no Trophies or Captives." Every kind of Trophy (Rival
 *      pieces, Imperial ships, Blight, Free buildings) and Captive, counted
 *      at the chapter's scoring, before they return (rules/chapter.c: the
 *      grand ambitions are scored with the declared ones, step 1).
 *   2. "In total, your Rivals have more Psionic resources than you." The
 *      Psionic each player has ("Counting": slots, resources on cards such
 *      as Well of Empathy or a Cartel's supply, the First Regent's Imperial
 *      Trust: monopoly_has), the Rivals' summed, strictly more than the
 *      Pacifist's. Only Psionic resources (faq.csv Pacifist Act II
 *      Objective: "Only Psionic resources count"): a Guild card that may be
 *      spent as Psionic does not count.
 */
#include "campaign/fates.h"
#include "cards/campaign/fates/magnate/monopolies.h"
#include "cards/hooks.h"
#include "pacifist.h"

static void setup(game_state *g, int p, int card) {
    booklet_add(g, CARD_F1409);
    card_log(g, card, "Empathy for All is added to the rules booklet: a player who harms anything at a planet matching "
             "a resource they have Provokes Outrage of that planet type.");
    card_log(g, card, "Player %d tucks the second copy of Empathy for All into the card play area of the map as a "
             "reminder.", p + 1);
    booklet_add(g, CARD_F1411);
    booklet_add(g, CARD_F1412);
    card_log(g, card, "Reconcile with the Outraged and Rebuke of the Empaths are added to the rules booklet.");
}

const card_def card_pacifist_setup3 = {
    .card = CARD_F1408A,
    .short_name = "pacifist-setup-3",
    .fate_setup = setup,
};

static int grand_ambitions(const game_state *g, int p, int card) {
    (void)card;
    int mask = 0;
    if (!pacifist_trophies(g, p) && !pacifist_captives(g, p)) mask |= 1;
    int rivals = 0;
    for (int q = 0; q < g->num_players; q++)
        if (q != p) rivals += monopoly_has(g, q, ARCS_PSIONIC);
    if (rivals > monopoly_has(g, p, ARCS_PSIONIC)) mask |= 2;
    return mask;
}

const card_def card_pacifist_objective3 = {
    .card = CARD_F1408B,
    .short_name = "pacifist-objective-3",
    .grand_ambitions = grand_ambitions,
};
