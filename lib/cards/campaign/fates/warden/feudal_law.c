/*
 * Feudal Law (ARCS-F1610, a law added to the rules booklet by the Warden's
 * Act II Setup, step 4; cards.csv):
 *   "A Lord may tax any cities in their Fief, ignoring control. (They
 *    still take Captives from Rival Vassals' cities!)"
 *       -> the Lord title cards' FIEF_TAX (lord_titles.c): one rule, the
 *          Lord's card answers it.
 *   "If a Lord harms their Vassal in their Fief, or a Vassal harms their
 *    Lord in their Fief, they Provoke Outrage with all the Fief's cities.
 *    (In battle, resolve this before raiding.)"
 *       -> EVENT (EVT_BATTLE_STARTED): the attacker battling (harm:
 *          Extended Glossary) the Lord or their Vassal in a system of the
 *          Fief Provokes Outrage with the type of every city in the
 *          cluster (each city's planet; cities on gates have none), once a
 *          type, before any die is rolled.
 *       -> EVENT (EVT_HARM, harm_event): harm outside a battle by a
 *          player's effect (Fire Rifles' defender, Break World's harm of
 *          the planet's buildings) the same way, as it is done. A Crisis
 *          is no player's harm ("Harm", Campaign rulebook Extended
 *          Glossary: not "anything prompted by a Crisis").
 *   "Vassals do not Provoke Outrage if they destroy a Rival Vassal's city
 *    in the Fief."                             -> CITY_OUTRAGE
 *       The destroyer a Vassal there (a Loyal city or Flagship in the
 *       cluster), the city's owner another Rival of the Lord (their city
 *       in the Fief made them a Vassal).
 *   "Feudal Law only triggers from actions that the Lord and their
 *    Vassals take within the Fief where they share that relationship."
 *       -> the system of the battle or the city decides the Fief.
 */
#include "campaign/fates.h"
#include "seats.h"

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    (void)holder;
    bool battle = ev->kind == EVT_BATTLE_STARTED;
    if (!battle && ev->kind != EVT_HARM) return;
    const battle_state *b = &g->battle;
    int s = battle ? b->system : ev->n, a = battle ? b->attacker : ev->player, q = battle ? b->defender : ev->a;
    int k = sys_cluster(s), lord = seat_lord(g, k);
    if (lord < 0 || a >= g->num_players || q >= g->num_players ||
        !((a == lord && fief_vassal(g, q, k)) || (q == lord && fief_vassal(g, a, k))))
        return;
    unsigned types = 0;
    for (int t = k * 4; t < k * 4 + 4; t++)
        for (int i = 0; i < building_places(g); i++)
            if (BLD_IS_CITY(g->sys[t].bld[i]) && planet_type(t) >= 0) types |= 1u << planet_type(t);
    card_log(g, card, "Player %d %s %s in the Fief of Cluster %d: they Provoke Outrage with all its cities.", a + 1,
             battle ? "battles" : "harms", a == lord ? "their Vassal" : "their Lord", k + 1);
    for (; types; types &= types - 1) provoke_outrage(g, a, __builtin_ctz(types));
}

static bool spares_city_outrage(const game_state *g, int destroyer, int owner, int sys) {
    int k = sys_cluster(sys), lord = seat_lord(g, k);
    return lord >= 0 && owner < g->num_players && owner != lord && owner != destroyer && fief_vassal(g, destroyer, k);
}

const card_def card_feudal_law = {
    .card = CARD_F1610,
    .short_name = "feudal-law",
    .on_event = on_event,
    .events = EVENTS(EVT_BATTLE_STARTED, EVT_HARM),
    .spares_city_outrage = spares_city_outrage,
};
