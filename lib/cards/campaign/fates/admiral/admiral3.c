/*
 * The Admiral's Act III: the Setup side and the Act III objective card.
 *
 * ARCS-F719A, Admiral Act III Setup:
 *   "1. Add Martial Law (20) to the rules booklet. Explain it to everyone.
 *    2. As a reminder, tuck the second copy of Martial Law (21) partially
 *    under the card play area of the map."               -> FATE_SETUP
 * Martial Law (ARCS-F720) joins the booklet: a law for everyone
 * (martial_law.c). The second copy (ARCS-F721, a Reminder) stays out of
 * play, tucked under the map: it has no effect of its own (as Partisan
 * Seizing's tucked copy, partisan/act2.c); the log says so.
 *
 * ARCS-F719B, Admiral Act III Objective, "Keep the Monopoly on Force":
 *   "You're a Regent and... You control at least 9 planets. / You have more
 *    Loyal ships on the map than each Rival. You control planets that are
 *    controlled by the Empire if you're the First Regent."
 *                                                   -> GRAND_AMBITIONS
 * Both grand ambitions need the holder to be a Regent. First: planets
 * (systems that are not gates) the holder controls, Empire-controlled
 * ones counted for the First Regent (the First Regent's Privilege; the
 * Admiral is never under Martial Law: privilege_controls). Second: the
 * holder's Loyal ships on the map (fresh and damaged; the Flagship is a
 * Loyal ship: Campaign rulebook, "Flagship Piece") outnumber each other
 * player's (a Rival: every other player, Regent or Outlaw).
 */
#include "campaign/fates.h"
#include "campaign/flagship.h"
#include "cards/hooks.h"

static void setup(game_state *g, int p, int card) {
    (void)p;
    booklet_add(g, CARD_F720);
    card_log(g, card, "Martial Law is added to the rules booklet: it applies to every Regent but the Admiral.");
    card_log(g, card, "The second copy of Martial Law is tucked under the map as a reminder.");
}

const card_def card_admiral_setup3 = {
    .card = CARD_F719A,
    .short_name = "admiral-setup-3",
    .fate_setup = setup,
};

/* Loyal ships of p on the map, the Flagship included. */
static int loyal_ships(const game_state *g, int p) { return ships_on_map(g, p) + has_flagship(g, p); }

static int grand_ambitions(const game_state *g, int p, int card) {
    (void)card;
    if (!is_regent(g, p)) return 0;
    int planets = 0, mine = loyal_ships(g, p), mask = 2;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && !sys_is_gate(s) && privilege_controls(g, p, s)) planets++;
    if (planets >= 9) mask |= 1;
    for (int q = 0; q < g->num_players; q++)
        if (q != p && loyal_ships(g, q) >= mine) mask &= ~2;
    return mask;
}

const card_def card_admiral_objective3 = {
    .card = CARD_F719B,
    .short_name = "admiral-objective-3",
    .grand_ambitions = grand_ambitions,
};
