/*
 * The Admiral's Act II: the Setup and Objective sides of the objective
 * card (Admiral Act II, starting space 30).
 *
 * ARCS-F712A, Admiral Act II Setup:
 *   "1. Shuffle Command Chaos (13) into the Court deck."   -> FATE_SETUP
 *
 * Act II & III Setup F comes after B (the Court deck shuffled and dealt):
 * Command Chaos enters the deck (a Fate card from the box) and the deck is
 * shuffled again.
 *
 * ARCS-F712B, Admiral Act II Objective:
 *   "Expand the Navy's Holdings: At the end of a chapter, if you're a
 *    Regent, advance 1 for each planet controlled by the Empire."
 *                                                 -> EVENT (EVT_CHAPTER_END)
 * A planet: a system that is not a gate; the Empire controls it with any
 * fresh Imperial ship there (Imperial Sovereignty; controller()).
 *   "Crush the Empire's Foes: While you're a Regent, advance 2 for each
 *    Outlaw piece you take as a Trophy in battle."
 *                            -> EVENT (EVT_BATTLE_STARTED, EVT_TROPHY_TAKEN)
 * Outlaw pieces: ships, cities, starports and (Ransacking the Court after
 * destroying a city in the battle, as faq.csv, Admiral Act I Objective
 * [81], reads for Act I) agents of players who are not Regents, taken by
 * the Admiral as attacker or defender. The Admiral's Trophies of Outlaws
 * are counted at each battle's start (fate_data[p][FD_OUTLAW_TROPHIES]);
 * each Trophy taken in the battle advances by the new ones. Blight, Free
 * and Imperial pieces are nobody's: not Outlaw pieces. Galactic Rifles'
 * Fire Rifles is not a battle.
 *   "Dominate Rival Regents: While you're a Regent, advance 2 for each
 *    Regent agent you capture. This doesn't count pieces transferred during
 *    Summits."                               -> EVENT (EVT_AGENTS_CAPTURED)
 * Captures: Tax, Secure, Abduct (Court Enforcers), Gate Ports; a Captive
 * changing hands (Summit deals, Imperial Demand) is not a capture.
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

static void setup(game_state *g, int p, int card) {
    (void)p;
    fate_add_to_court_deck(g, CARD_F713);
    court_deck_shuffled(g);
    card_log(g, card, "Command Chaos is shuffled into the Court deck.");
}

const card_def card_admiral_setup2 = {
    .card = CARD_F712A,
    .short_name = "admiral-setup-2",
    .fate_setup = setup,
};

enum { FD_OUTLAW_TROPHIES = 1 };

/* p's Trophies of Outlaw pieces (ships, buildings, agents). */
static int outlaw_trophies(const game_state *g, int p) {
    const player_state *pl = &g->pl[p];
    int n = 0;
    for (int q = 0; q < g->num_players; q++)
        if (q != p && !is_regent(g, q))
            n += pl->trophy_ships[q] + pl->trophy_cities[q] + pl->trophy_starports[q] + pl->trophy_agents[q];
    return n;
}

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    uint8_t *seen = &g->camp.fate_data[holder][FD_OUTLAW_TROPHIES];
    switch (ev->kind) {
    case EVT_CHAPTER_END: {
        if (!is_regent(g, holder)) return;
        int n = 0;
        for (int s = 0; s < NUM_SYSTEMS; s++)
            if (sys_in_play(g, s) && !sys_is_gate(s) && controller(g, s) == OWNER_EMPIRE) n++;
        if (!n) return;
        card_log(g, card, "Expand the Navy's Holdings: the Empire controls %d planet%s.", n, n == 1 ? "" : "s");
        objective_advance(g, holder, n, card);
        return;
    }
    case EVT_BATTLE_STARTED: *seen = (uint8_t)outlaw_trophies(g, holder); return;
    case EVT_TROPHY_TAKEN: {
        if (ev->player != holder || !g->battle.active || g->ll.rifles) return;
        int now = outlaw_trophies(g, holder), n = now - *seen;
        *seen = (uint8_t)now;
        if (n <= 0 || !is_regent(g, holder)) return;
        card_log(g, card, "Crush the Empire's Foes: Player %d takes %d Outlaw piece%s as Trophies.", holder + 1, n,
                 n == 1 ? "" : "s");
        objective_advance(g, holder, 2 * n, card);
        return;
    }
    case EVT_AGENTS_CAPTURED:
        if (ev->player != holder || !is_regent(g, holder) || !is_regent(g, ev->a)) return;
        card_log(g, card, "Dominate Rival Regents: Player %d captures %d of Player %d's agents.", holder + 1, ev->n,
                 ev->a + 1);
        objective_advance(g, holder, 2 * ev->n, card);
        return;
    default: return;
    }
}

const card_def card_admiral_objective2 = {
    .card = CARD_F712B,
    .short_name = "admiral-objective-2",
    .on_event = on_event,
    .events = EVENTS(EVT_CHAPTER_END, EVT_BATTLE_STARTED, EVT_TROPHY_TAKEN, EVT_AGENTS_CAPTURED),
};
