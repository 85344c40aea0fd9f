/*
 * Oath of Peace (ARCS-F1502; Lore: the holder's play area; the
 * Peacekeeper's Act II; cards.csv).
 *
 * "Return all Trophies you gain except Blight."          -> EVENT
 *   EVT_TROPHY_TAKEN of the holder: every Trophy the holder has but Blight
 *   returns at once as the chapter's clean-up returns them (Base rulebook,
 *   "Step 2: Clean Up"): ships and starports to their owners' supplies,
 *   agents to their owners, cities to their owners' rightmost empty city
 *   slot, Imperial ships to the Empire's supply, Free buildings to the Free
 *   supply, cards' own pieces (Banners) to their owners (BUILDING_PIECE).
 *   The holder never keeps any, so "gained" and "has" agree. Trophies
 *   gained outside battles emit the event too: a card's effect (Prison
 *   Wardens' Execute), the Imperial Demand, a Summit deal (Transfer Asset).
 * "You cannot declare Warlord or gain Power from scoring it. (You can still
 *  prevent Rivals from scoring.)"                          -> DECLARE
 *   forsworn_ambitions: the declaration is not offered (rules/round.c);
 *   scoring, the holder keeps their place (a Rival tied or beaten still
 *   scores as the places say) but gains no Power (rules/chapter.c). faq.csv,
 *   Oath of Peace: a Member of the Commonwealth whose Commonwealth scores
 *   Warlord with the Commonwealth Ambition on it scores no Power for it, and
 *   their unscored Power is not scored by other Members
 *   (founder/commonwealth.c asks the same hook point).
 * "You cannot change Imperial Policy to War or enforce Imperial War
 *  Policy."                                              -> EMPIRE_LAWS
 *   keeps_peace (campaign/events.c): as the First Regent deciding Edict 03
 *   the holder may not keep War (enforce) nor change to it; taking the
 *   War Policy's Imperial Action when another card lets a Regent take it
 *   (Imperial Quorum) is enforcing it, refused too.
 * "Scrap this if you're not the Peacekeeper."            -> HELD_GAINED
 *   Whoever gets it into their play area (it changes hands only by a
 *   Transfer Lore deal, Knowledge Set Free) without the Peacekeeper's Fate
 *   (ARCS-FATE15) scraps it at once; the Peacekeeper gaining it keeps it.
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

static void return_trophies(game_state *g, int p, int card) {
    player_state *pl = &g->pl[p];
    campaign_state *c = &g->camp;
    int n = 0;
    for (int q = 0; q < g->num_players; q++) {
        n += pl->trophy_ships[q] + pl->trophy_starports[q] + pl->trophy_agents[q] + pl->trophy_cities[q];
        g->pl[q].ships_supply = (uint8_t)(g->pl[q].ships_supply + pl->trophy_ships[q]);
        g->pl[q].starports_supply = (uint8_t)(g->pl[q].starports_supply + pl->trophy_starports[q]);
        pl->trophy_ships[q] = pl->trophy_starports[q] = 0;
        for (; pl->trophy_agents[q]; pl->trophy_agents[q]--) return_agent(g, q);
        for (; pl->trophy_cities[q]; pl->trophy_cities[q]--) return_city(g, q);
    }
    n += c->trophy_imperial[p] + c->trophy_free_cities[p] + c->trophy_free_starports[p];
    c->imperial_supply = (uint8_t)(c->imperial_supply + c->trophy_imperial[p]);
    c->trophy_imperial[p] = c->trophy_free_cities[p] = c->trophy_free_starports[p] = 0;
    if (n) card_log(g, card, "Player %d returns the %d Trophies they gained.", p + 1, n);
    /* Cards' own pieces taken as Trophies (Banners of Hegemony). */
    cards_building_piece_trophies_return(g, p);
}

static void oath_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind == EVT_TROPHY_TAKEN && ev->player == holder) return_trophies(g, holder, card);
}

static void scrap_unless_peacekeeper(game_state *g, int p, int card) {
    if (g->camp.fate[p] == CARD_FATE15) return;
    card_log(g, card, "Player %d is not the Peacekeeper: it is scrapped.", p + 1);
    fate_scrap(g, card);
}

const card_def card_oath_of_peace = {
    .card = CARD_F1502,
    .short_name = "oath-of-peace",
    .on_event = oath_event,
    .events = EVENTS(EVT_TROPHY_TAKEN),
    .forsworn_ambitions = 1u << ARCS_WARLORD,
    .keeps_peace = true,
    .held_gained = scrap_unless_peacekeeper,
};
