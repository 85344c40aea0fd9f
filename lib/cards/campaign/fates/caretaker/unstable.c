/*
 * The Unstable cards (ARCS-F508-F511, Vox; cards.csv), in the Court deck
 * from the Caretaker Act I Resolution (ARCS-F507) and again from the Act II
 * Resolution's failed branch (ARCS-F516):
 *   F508 Unstable Harvester: "Crisis: The player with the Harvester
 *     discards all of their resources."
 *   F509 Unstable Seeker: "Crisis: The player with the Seeker moves their
 *     Loyal ships from planets of the rolled symbol to the gate in the
 *     rolled cluster."
 *   F510 Unstable Protector: "Crisis: Repair all ships except those of the
 *     player with the Protector."
 *   F511 Unstable Warrior: "Crisis: Destroy all damaged Loyal ships of the
 *     player with the Warrior."
 *   Each: "When Secured: Flip the <Golem> to Awake and take it. Discard
 *     this card."                                        -> WHEN_SECURED
 * The Crises stay in the Court (none says bury). "The player with" the
 * Golem: the one who has it (on Golem Hearth they hold, or in a slot:
 * golem_had_by); nobody while it is in the box, scrapped or on the map,
 * and then the Crisis does nothing (the Protector's repairs every ship).
 * Our readings (docs/rules-coverage.md, "Act II — Caretaker"): the
 * Harvester's resources are those in resource slots (Golems are not
 * resources: faq.csv Golems); "the planets of the rolled symbol" are those
 * of every cluster (Crises, "Event & Number Dice", as Blight Looms); the
 * Seeker's ships move into the gate as a move does, so Gate Ports triggers
 * (faq.csv Unstable Seeker: "Does this trigger Gate Ports? Yes!"); the
 * Protector repairs the players' and the Empire's ships (Blight are not
 * ships); destroyed ships return to their owner's supply.
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "cards/hooks.h"
#include "golems.h"

/* The Golem of an Unstable card: F508 Harvester .. F511 Warrior. */
static int unstable_golem(int card) { return CARD_F511 - card; }

/* The player who has Golem k, or -1. */
static int golem_owner(const game_state *g, int k) {
    for (int p = 0; p < g->num_players; p++)
        if (golem_had_by(g, k, p)) return p;
    return -1;
}

static void when_secured(game_state *g, int p, int card) { golem_take_awake(g, p, unstable_golem(card), card); }

/* F508 */
static void harvester_crisis(game_state *g, int card, int pos) {
    (void)pos;
    int p = golem_owner(g, GOLEM_HARVESTER);
    if (p < 0) {
        card_log(g, card, "nobody has the Harvester.");
        return;
    }
    for (int r = 0; r < NUM_RES; r++) discard_resources_of_type(g, p, r);
    card_log(g, card, "Player %d, with the Harvester, discards all of their resources.", p + 1);
}

/* F509 */
static void seeker_crisis(game_state *g, int card, int pos) {
    (void)pos;
    int p = golem_owner(g, GOLEM_SEEKER), cluster = rolled_cluster(g);
    if (p < 0 || cluster < 0) {
        card_log(g, card, "nobody has the Seeker.");
        return;
    }
    int gate = cluster * 4 + SYS_GATE, n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        int fresh = g->sys[s].fresh[p], damaged = g->sys[s].damaged[p];
        if (!of_rolled_symbol(g, s) || !sys_in_play(g, s) || fresh + damaged == 0) continue;
        int ctrl = controller(g, gate); /* control before moving in, as a move (actions.c) */
        g->sys[s].fresh[p] = g->sys[s].damaged[p] = 0;
        g->sys[gate].fresh[p] = (uint8_t)(g->sys[gate].fresh[p] + fresh);
        g->sys[gate].damaged[p] = (uint8_t)(g->sys[gate].damaged[p] + damaged);
        n += fresh + damaged;
        /* Gate Ports (hook point MOVE_INTO; faq.csv Unstable Seeker). */
        if (ctrl < g->num_players && ctrl != p) cards_moved_into(g, p, gate, ctrl);
    }
    char name[16];
    card_log(g, card, "Player %d, with the Seeker, moves %d ship(s) to %s.", p + 1, n, system_name(gate, name));
}

/* F510 */
static void protector_crisis(game_state *g, int card, int pos) {
    (void)pos;
    int p = golem_owner(g, GOLEM_PROTECTOR), n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        for (int q = 0; q < g->num_players; q++) {
            if (q == p) continue;
            n += g->sys[s].damaged[q];
            g->sys[s].fresh[q] = (uint8_t)(g->sys[s].fresh[q] + g->sys[s].damaged[q]);
            g->sys[s].damaged[q] = 0;
        }
        n += g->camp.imperial[s][1];
        g->camp.imperial[s][0] = (uint8_t)(g->camp.imperial[s][0] + g->camp.imperial[s][1]);
        g->camp.imperial[s][1] = 0;
    }
    if (p < 0) card_log(g, card, "nobody has the Protector: %d ship(s) repaired.", n);
    else card_log(g, card, "%d ship(s) repaired, none of Player %d's (the Protector's).", n, p + 1);
}

/* F511 */
static void warrior_crisis(game_state *g, int card, int pos) {
    (void)pos;
    int p = golem_owner(g, GOLEM_WARRIOR), n = 0;
    if (p < 0) {
        card_log(g, card, "nobody has the Warrior.");
        return;
    }
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        n += g->sys[s].damaged[p];
        g->pl[p].ships_supply = (uint8_t)(g->pl[p].ships_supply + g->sys[s].damaged[p]);
        g->sys[s].damaged[p] = 0;
    }
    card_log(g, card, "the Warrior destroys Player %d's %d damaged ship(s).", p + 1, n);
    ships_destroyed_event(g, p, n);
}

#define UNSTABLE(id, name, fn)                                                                     \
    const card_def card_unstable_##fn = {.card = id, .short_name = name, .when_secured = when_secured, \
                                         .crisis = fn##_crisis}
UNSTABLE(CARD_F508, "unstable-harvester", harvester);
UNSTABLE(CARD_F509, "unstable-seeker", seeker);
UNSTABLE(CARD_F510, "unstable-protector", protector);
UNSTABLE(CARD_F511, "unstable-warrior", warrior);
