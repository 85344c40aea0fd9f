/*
 * The Caretaker's Golems (fates/caretaker/caretaker.c): what other code needs
 * of them.
 */
#ifndef ARCS_CARDS_CAMPAIGN_FATES_CARETAKER_GOLEMS_H
#define ARCS_CARDS_CAMPAIGN_FATES_CARETAKER_GOLEMS_H

#include "cards/card_data.h"
#include "cards/hooks.h"

/* The c of the chance moves that draw a Golem for a gate at the Caretaker's
 * setup (a = its identity, GOLEM_*; move text "golem <name>"): the number
 * the draw had as a chance kind of its own, kept so that moves, replays and
 * saved states read alike (a saved frame of that kind is the Caretaker's
 * CH_CARD draw: chance_was_kind). */
enum { CHANCE_GOLEM_DRAW = 11 };
/* A Golem fills a resource slot as the card-owned token RES_CARD_TOKEN
 * (ARCS-F505 "Golems fill resource slots"; a Golem is not a resource,
 * faq.csv Golems). */
#define RES_GOLEM RES_CARD_TOKEN
/* The Caretaker's 4 Golem tokens (ARCS-F505, F506), by identity. */
enum { GOLEM_WARRIOR = 0, GOLEM_PROTECTOR, GOLEM_SEEKER, GOLEM_HARVESTER, GOLEMS };
#define GOLEM_BOX 0            /* golem_data.where: not in the game (a zeroed state) */
#define GOLEM_ON_MAP(sys) (1 + (sys)) /* on the map, in system sys (1..SYSTEMS_MAX) */
#define GOLEM_IS_ON_MAP(w) ((w) >= 1 && (w) <= SYSTEMS_MAX)
#define GOLEM_SYSTEM(w) ((w) - 1)
#define GOLEM_SCRAPPED 0xFE
#define GOLEM_HEARTH 0x80
#define GOLEM_SLOT(p, i) (0x40 | (p) << 3 | (i))
#define GOLEM_IN_SLOT(w) (((w) & 0xC0) == 0x40)
#define GOLEM_SLOT_PLAYER(w) (((w) >> 3) & 7)
#define GOLEM_SLOT_INDEX(w) ((w) & 7)
/* Given to p in a Summit (Transfer Golem, ARCS-F514) and not yet placed:
 * p places it once the deal is done (golem_give). */
#define GOLEM_GIVEN(p) (0xA0 | (p))
#define GOLEM_IS_GIVEN(w) (((w) & 0xF8) == 0xA0)
#define GOLEM_GIVEN_PLAYER(w) ((w) & 7)
/* The Golems' card data (ARCS-F505; lib/cards/card_data.h). */
typedef struct golem_data {
    /* Where each Golem is, by identity (GOLEM_WARRIOR..GOLEM_HARVESTER):
     * GOLEM_BOX (not in the game), GOLEM_ON_MAP(system), GOLEM_HEARTH (on
     * Golem Hearth, ARCS-F503), GOLEM_SLOT(p, i) (in resource slot i of
     * player p, whose res[i] is RES_GOLEM), GOLEM_GIVEN(p) or
     * GOLEM_SCRAPPED. */
    uint8_t where[GOLEMS];
    uint8_t awake; /* bit k: Golem k lies Awake side up */
    uint8_t known; /* bit k: Golem k's identity is public (it has been Awake);
                      a Sleeping Golem not known is hidden from everyone
                      (observations, views, the log) */
} golem_data;
enum { GOLEM_DATA_PLACE = 2 }; /* its fixed place in card_data (card_data.h) */
#define GOLEM_DATA(g) CARD_DATA(g, golem_data, GOLEM_DATA_PLACE)
/* The Golems by identity: "Warrior", "Protector", "Seeker", "Harvester". */
extern const char *const golem_names[GOLEMS];
/* The player holding Golem Hearth (ARCS-F503), or -1. */
int golem_hearth_holder(const game_state *g);
/* Does p have Golem k (on Golem Hearth they hold, or in their slots)? */
bool golem_had_by(const game_state *g, int k, int p);
/* Golems p has. */
int golems_had(const game_state *g, int p);
/* Golem k leaves the slot or card it is on: flipped Sleeping, it goes to a
 * Rival's empty resource slot, p's choice (ARCS-F505), or stays with p
 * when none has one (faq.csv Golems, Golem Hearth). */
void golem_released(game_state *g, int p, int k);
/* Every Sleeping Golem off the map flips to Awake (Golem Hearth's Crisis,
 * ARCS-F503; Act II Setup step 4, ARCS-F512A); card: for the log. The count. */
int golems_awaken_all(game_state *g, int card);
/* "Flip the <Golem> to Awake and take it" (the Unstable cards, ARCS-F508-
 * F511): Golem k, wherever it is held, flips Awake and goes to p (onto
 * Golem Hearth if p holds it, else an empty slot of p's choosing, else
 * Golem Hearth: as golem_gained). Nothing if it is not in play. */
void golem_take_awake(game_state *g, int p, int k, int card);
/* Golem k leaves the game (the Caretaker Act III Objective's "scrap 1
 * Golem you have", ARCS-F520B): off its slot or card, GOLEM_SCRAPPED. */
void golem_scrap(game_state *g, int k);

/* Transfer Golem (ARCS-F514, knowledge_set_free.c). A Golem the giver
 * has is named by its place y, never by its identity: resource slot y
 * (0..RES_SLOTS_MAX-1), or on the Golem Hearth the giver holds the known
 * Golem k (GOLEM_PLACE_HEARTH_KNOWN + k) or one of the Sleeping ones never
 * seen Awake (GOLEM_PLACE_HEARTH_SLEEPING: alike to everyone). */
enum { GOLEM_PLACE_HEARTH_KNOWN = 8, GOLEM_PLACE_HEARTH_SLEEPING = 12 };
/* The Golem at place y of the giver's, or -1. */
int golem_of_giver(const game_state *g, int giver, int y);
/* The raid cost of the Golem at place y (a slot's keys; 2 on Golem Hearth,
 * ARCS-F503). */
int golem_place_keys(int y);
/* The giver gives the Golem at place y to the receiver, as it lies (no
 * flip): onto Golem Hearth if the receiver holds it, else given
 * (GOLEM_GIVEN) and placed by the receiver when its FR_CARD_AUTO frame
 * comes up (after the deal's other items). Pushes that frame only. */
void golem_give(game_state *g, int giver, int receiver, int y);

#endif
