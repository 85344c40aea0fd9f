/*
 * Empathy for All (ARCS-F1409, Law; the Pacifist's Act III): in the rules
 * booklet from the Pacifist Act III Setup (F1408A, act3.c). F1410, its
 * reminder copy tucked into the map's card play area, reprints the text
 * (the same def; it is never placed in the state).
 *
 *   "When a player harms anything at a planet that matches a resource they
 *    have, they Provoke Outrage of that planet type."    -> EVENT
 *   "For battles, resolve this at the end of dealing hits and before
 *    raiding."
 *
 * "Harm": "choosing as defender in battle, damaging, destroying, or
 * hitting" (Campaign rulebook, Extended Glossary). "At a planet": the
 * system's planet (a gate has none). "A resource they have": any token of
 * the planet's type the player has ("Counting": slots, resources on cards,
 * the First Regent's Imperial Trust: monopoly_has), judged when the rule
 * resolves. The Outrage is provoke_outrage (Base rulebook, "Destroying
 * Cities": the resources and Guild cards of the type discarded, the
 * agent placed unless already Outraged).
 *   - A battle (EVT_HITS_DEALT, lib/rules/battle.c): the attacker (who
 *     chose the defender) at the battle's system, once the hits are dealt,
 *     before raiding. The defender harms nothing (our reading: its
 *     intercepts are the attacker's own dice). A city of the type the
 *     attacker destroyed has provoked that Outrage already: nothing of the
 *     type is left to have, nothing more happens.
 *   - Harm outside a battle by a player's effect (EVT_HARM: Fire Rifles'
 *     defender, a card's hits, damage or destruction), as it is done. A
 *     Crisis is no player's harm.
 *   - The Planet Hammer's Break World (the Planet Breaker's Breaking
 *     Worlds, ARCS-F1103B: "This action harms all buildings on the
 *     planet"): the action taken is the harm, once, at the Hammer token's
 *     planet, whatever lies there and whoever controls the planet after
 *     (faq.csv Breaking Worlds Q4: "Does taking this action at all trigger
 *     Empathy for All? Yes! Even if you do not end up controlling the
 *     planet and thus breaking it."): EVT_NEW_ACTION of the Planet Hammer's
 *     new action replacing Battle; its per-Rival EVT_HARM is not counted
 *     again. The Rivals' battles there that follow are battles.
 * A law of the booklet is a source for every player: each event is
 * answered by the harming player's walk only.
 */
#include "campaign/fates.h"
#include "cards/campaign/fates/magnate/monopolies.h"
#include "cards/campaign/fates/planet_breaker/planet_breaker.h"
#include "cards/hooks.h"
#include "pacifist.h"

/* Is ev the Planet Hammer's Break World (its new action replacing Battle)? */
static bool break_world_taken(const camp_event *ev) {
    const card_def *d = ev->n == CARD_F1104 ? card_def_of(CARD_F1104) : NULL;
    for (int i = 0; d && i < d->n_new_actions; i++)
        if (d->new_actions[i].step == ev->a) return d->new_actions[i].replaces == ARCS_ACT_BATTLE;
    return false;
}

/* Is a Break World of p at sys resolving (Breaking Worlds' frame for the
 * Rivals' battles, pushed before its harm)? */
static bool break_world_at(const game_state *g, int p, int sys) {
    for (int i = 0; i < g->depth; i++) {
        const frame *f = &g->stack[i];
        if (f->kind == FR_CARD_AUTO && f->card == CARD_F1103B && f->player == p && f->d == sys) return true;
    }
    return false;
}

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    int p = ev->player, sys;
    const char *how;
    if (p != holder) return;
    if (ev->kind == EVT_HITS_DEALT) {
        sys = ev->n;
        how = "battles";
    } else if (ev->kind == EVT_HARM) {
        sys = ev->n;
        if (break_world_at(g, p, sys)) return;
        how = "harms";
    } else if (ev->kind == EVT_NEW_ACTION && break_world_taken(ev) && hammer_on_map(g) >= 0) {
        sys = frag_system(HAMMER_OF(g)->frag[hammer_on_map(g)]);
        how = "breaks the world";
    } else {
        return;
    }
    if (sys < 0 || sys_is_gate(sys)) return;
    int r = planet_type(sys);
    if (r < 0 || monopoly_has(g, p, r) <= 0) return;
    char sn[16];
    card_log(g, card, "Player %d %s at %s, a %s planet, having %s: they Provoke Outrage.", p + 1, how,
             system_name(sys, sn), resource_name(r), resource_name(r));
    provoke_outrage(g, p, r);
}

const card_def card_empathy_for_all = {
    .card = CARD_F1409,
    .short_name = "empathy-for-all",
    .on_event = on_event,
    .events = EVENTS(EVT_HITS_DEALT, EVT_HARM, EVT_NEW_ACTION),
};
