/*
 * Rebuke of the Empaths (ARCS-F1412, Edict; the Pacifist's Act III): in the
 * rules booklet from the Pacifist Act III Setup (F1408A, act3.c).
 *
 *   "If Empath is declared, each player discards all resources matching
 *    their Outrage types, and each player with no Psionic Outrage gains 1
 *    Psionic."                                                  -> EDICT
 *   "Don't discard Guild cards or frozen resources, such as Material and
 *    Fuel held in Captives for the Guardian, or resources on Merchant
 *    League for the Magnate."
 *
 * Edict order 60 (components.md §9.5). Empath declared: an ambition marker
 * in its box (empath_declared). First every player, in turn order from
 * the initiative, discards the resources in their slots of each Outraged
 * type to the supply; the Psionic on the Pacifist's Well of Empathy
 * (ARCS-F1403) go too when Psionic is Outraged: the card does not freeze
 * them (our reading, as in the Act II: well_of_empathy.c). Resources on
 * other cards (Merchant League, a Monopoly's or Cartel's supply, Captives)
 * stay. Then each player without Psionic Outrage gains 1 Psionic from the
 * supply (gain_resource: placed as any gained resource; onto Well of
 * Empathy if its holder chooses; none left: nothing), their decisions in
 * turn order from the initiative. No other choice.
 */
#include "campaign/fates.h"
#include "cards/hooks.h"
#include "pacifist.h"

enum { REBUKE_ORDER = 60 };

static void resolve(game_state *g, int card) {
    if (!empath_declared(g)) {
        card_log(g, card, "Empath is not declared.");
        return;
    }
    int n = g->num_players;
    for (int k = 0; k < n; k++) {
        int p = (g->initiative + k) % n;
        unsigned outrage = g->pl[p].outrage;
        int gone = 0;
        for (unsigned t = outrage; t; t &= t - 1) {
            int r = __builtin_ctz(t);
            gone += resources_held(&g->pl[p], r);
            discard_resources_of_type(g, p, r);
        }
        if ((outrage >> ARCS_PSIONIC) & 1u && pacifist_has_well(g, p))
            gone += card_res_remove(g, CARD_F1403, ARCS_PSIONIC, card_res_count(g, CARD_F1403, ARCS_PSIONIC));
        if (gone) card_log(g, card, "Player %d discards %d resource%s matching their Outrage.",
                           p + 1, gone, gone == 1 ? "" : "s");
    }
    /* The gains' decisions stack: pushed last to first, decided first to
     * last. */
    for (int k = n - 1; k >= 0; k--) {
        int p = (g->initiative + k) % n;
        if ((g->pl[p].outrage >> ARCS_PSIONIC) & 1u) continue;
        card_log(g, card, "Player %d, with no Psionic Outrage, gains 1 Psionic.", p + 1);
        gain_resource(g, p, ARCS_PSIONIC);
    }
}

const card_def card_rebuke_of_the_empaths = {
    .card = CARD_F1412,
    .short_name = "rebuke-of-the-empaths",
    .edict_order = REBUKE_ORDER,
    .edict = resolve,
};
