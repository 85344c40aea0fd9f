/* Blank Fates for the tests only (tests/cards/blank_fates.c): Setup sides
 * for Acts II and III that set nothing up, and the A and B Fates' Act III
 * objective cards whose grand ambitions the test decides (blank_grand[p],
 * a mask, 0 by default: never fulfilled). A test program registers them by
 * compiling lib/cards/hooks.c with TEST_EFFECT_LIST built from these lists
 * (as tests/test_demo_card.c does); the library registers none, so there a
 * campaign stops after Act I's Intermission (campaign_next_act). */
#ifndef ARCS_TESTS_BLANK_FATES_H
#define ARCS_TESTS_BLANK_FATES_H

#include "cards/hooks.h"

extern const card_def test_blank_setup, test_blank_grand, test_unplayed_setup;
/* Which grand ambitions player p fulfils (test_blank_grand: a mask, bit 0
 * the first, bit 1 the second; card_def grand_ambitions). */
extern int blank_grand[MAX_PLAYERS];
/* Is the Setup side `setup` a blank one (not the library's)? */
bool blank_act2(int setup);
/* The same for an Act III Setup side. */
#define blank_act3(setup) blank_act2(setup)

/* The A Fates' Act II Setup sides, one Fate per macro: a Fate whose Act II
 * the library plays (its Setup side registered in lib/cards/hooks.c) has
 * its macro emptied here, so that the library's side is the one a test
 * program registers (blank_act2(setup) tells a blank side apart). */
#define BLANK_STEWARD_ACT2(X)

#define BLANK_FOUNDER_ACT2(X)

#define BLANK_MAGNATE_ACT2(X)

#define BLANK_ADVOCATE_ACT2(X)

#define BLANK_CARETAKER_ACT2(X)

#define BLANK_PARTISAN_ACT2(X)

#define BLANK_ADMIRAL_ACT2(X)

#define BLANK_BELIEVER_ACT2(X)

#define BLANK_A_ACT2_LIST(X)                                                                               \
    BLANK_STEWARD_ACT2(X) BLANK_FOUNDER_ACT2(X) BLANK_MAGNATE_ACT2(X) BLANK_ADVOCATE_ACT2(X)             \
    BLANK_CARETAKER_ACT2(X) BLANK_PARTISAN_ACT2(X) BLANK_ADMIRAL_ACT2(X) BLANK_BELIEVER_ACT2(X)
/* The B Fates' Act II Setup sides, one Fate per macro (emptied, as the A
 * ones, once the library plays that Fate's Act II). */
#define BLANK_PATHFINDER_ACT2(X)
#define BLANK_HEGEMON_ACT2(X)
#define BLANK_PLANET_BREAKER_ACT2(X)
#define BLANK_PIRATE_ACT2(X)
#define BLANK_BLIGHT_SPEAKER_ACT2(X)
#define BLANK_PACIFIST_ACT2(X)
#define BLANK_PEACEKEEPER_ACT2(X)
#define BLANK_WARDEN_ACT2(X)
#define BLANK_B_ACT2_LIST(X)                                                                               \
    BLANK_PATHFINDER_ACT2(X) BLANK_HEGEMON_ACT2(X) BLANK_PLANET_BREAKER_ACT2(X) BLANK_PIRATE_ACT2(X)      \
    BLANK_BLIGHT_SPEAKER_ACT2(X) BLANK_PACIFIST_ACT2(X) BLANK_PEACEKEEPER_ACT2(X) BLANK_WARDEN_ACT2(X)
/* A Fate whose Act II a test program leaves unplayed, whatever the library
 * plays (tests/test_record.c, tests/test_act_setup.c: a Fate that does not
 * play the next Act stops the campaign, a record holding it is refused by
 * name): the Warden's Act II Setup side is test_unplayed_setup, a def with
 * no fate_setup, registered after (over) the library's. A program using it
 * includes tests/cards/unplayed_fate.h before lib/cards/hooks.c. */
#define UNPLAYED_WARDEN_ACT2(X) X(CARD_F1601A, test_unplayed_setup)
/* Act III, one Fate per macro: the A and B Fates' Setup side and Act III
 * objective card (its grand ambitions: blank_grand), the C Fates' Setup
 * side. A Fate whose Act III the library plays has its macro emptied (as
 * the Act II ones). BLANK_ACT3_ALL keeps every Fate blank, whatever the
 * library plays: for the tests of the campaign arc itself (grand ambitions
 * and final objectives scored from blank_grand / the marker). */
#define ACT3_BLANK_STEWARD(X) X(CARD_F122A, test_blank_setup) X(CARD_F122B, test_blank_grand)
#define ACT3_BLANK_FOUNDER(X) X(CARD_F225A, test_blank_setup) X(CARD_F225B, test_blank_grand)
#define ACT3_BLANK_MAGNATE(X) X(CARD_F325A, test_blank_setup) X(CARD_F325B, test_blank_grand)
#define ACT3_BLANK_ADVOCATE(X) X(CARD_F423A, test_blank_setup) X(CARD_F423B, test_blank_grand)
#define ACT3_BLANK_CARETAKER(X) X(CARD_F520A, test_blank_setup) X(CARD_F520B, test_blank_grand)
#define ACT3_BLANK_PARTISAN(X) X(CARD_F624A, test_blank_setup) X(CARD_F624B, test_blank_grand)
#define ACT3_BLANK_ADMIRAL(X) X(CARD_F719A, test_blank_setup) X(CARD_F719B, test_blank_grand)
#define ACT3_BLANK_BELIEVER(X) X(CARD_F829A, test_blank_setup) X(CARD_F829B, test_blank_grand)
#define ACT3_BLANK_PATHFINDER(X) X(CARD_F907A, test_blank_setup) X(CARD_F907B, test_blank_grand)
#define ACT3_BLANK_HEGEMON(X) X(CARD_F1011A, test_blank_setup) X(CARD_F1011B, test_blank_grand)
#define ACT3_BLANK_PLANET_BREAKER(X) X(CARD_F1112A, test_blank_setup) X(CARD_F1112B, test_blank_grand)
#define ACT3_BLANK_PIRATE(X) X(CARD_F1208A, test_blank_setup) X(CARD_F1208B, test_blank_grand)
#define ACT3_BLANK_BLIGHT_SPEAKER(X) X(CARD_F1312A, test_blank_setup) X(CARD_F1312B, test_blank_grand)
#define ACT3_BLANK_PACIFIST(X) X(CARD_F1408A, test_blank_setup) X(CARD_F1408B, test_blank_grand)
#define ACT3_BLANK_PEACEKEEPER(X) X(CARD_F1507A, test_blank_setup) X(CARD_F1507B, test_blank_grand)
#define ACT3_BLANK_WARDEN(X) X(CARD_F1617A, test_blank_setup) X(CARD_F1617B, test_blank_grand)
#define ACT3_BLANK_OVERLORD(X) X(CARD_F1701A, test_blank_setup)
#define ACT3_BLANK_SURVIVALIST(X) X(CARD_F1801A, test_blank_setup)
#define ACT3_BLANK_REDEEMER(X) X(CARD_F1901A, test_blank_setup)
#define ACT3_BLANK_GUARDIAN(X) X(CARD_F2001A, test_blank_setup)
#define ACT3_BLANK_NATURALIST(X) X(CARD_F2101A, test_blank_setup)
#define ACT3_BLANK_GATE_WRAITH(X) X(CARD_F2201A, test_blank_setup)
#define ACT3_BLANK_CONSPIRATOR(X) X(CARD_F2301A, test_blank_setup)
#define ACT3_BLANK_JUDGE(X) X(CARD_F2401A, test_blank_setup)
#define BLANK_STEWARD_ACT3(X)
#define BLANK_MAGNATE_ACT3(X)
#define BLANK_ADVOCATE_ACT3(X)
#define BLANK_CARETAKER_ACT3(X)
#define BLANK_ADMIRAL_ACT3(X)
#define BLANK_BELIEVER_ACT3(X)
#define BLANK_FOUNDER_ACT3(X)
#define BLANK_PARTISAN_ACT3(X)
#define BLANK_PATHFINDER_ACT3(X)
#define BLANK_HEGEMON_ACT3(X)
#define BLANK_PLANET_BREAKER_ACT3(X)
#define BLANK_BLIGHT_SPEAKER_ACT3(X)
#define BLANK_PIRATE_ACT3(X)
#define BLANK_PEACEKEEPER_ACT3(X)
#define BLANK_PACIFIST_ACT3(X)
#define BLANK_WARDEN_ACT3(X)
#define BLANK_OVERLORD_ACT3(X)
#define BLANK_SURVIVALIST_ACT3(X)
#define BLANK_REDEEMER_ACT3(X)
#define BLANK_GUARDIAN_ACT3(X)
#define BLANK_NATURALIST_ACT3(X)
#define BLANK_GATE_WRAITH_ACT3(X)
#define BLANK_CONSPIRATOR_ACT3(X)
#define BLANK_JUDGE_ACT3(X)
#define BLANK_ACT3_LIST(X) \
    BLANK_STEWARD_ACT3(X) BLANK_FOUNDER_ACT3(X) BLANK_MAGNATE_ACT3(X) BLANK_ADVOCATE_ACT3(X) \
    BLANK_CARETAKER_ACT3(X) BLANK_PARTISAN_ACT3(X) BLANK_ADMIRAL_ACT3(X) BLANK_BELIEVER_ACT3(X) \
    BLANK_PATHFINDER_ACT3(X) BLANK_HEGEMON_ACT3(X) BLANK_PLANET_BREAKER_ACT3(X) BLANK_PIRATE_ACT3(X) \
    BLANK_BLIGHT_SPEAKER_ACT3(X) BLANK_PACIFIST_ACT3(X) BLANK_PEACEKEEPER_ACT3(X) \
    BLANK_WARDEN_ACT3(X) BLANK_OVERLORD_ACT3(X) BLANK_SURVIVALIST_ACT3(X) BLANK_REDEEMER_ACT3(X) \
    BLANK_GUARDIAN_ACT3(X) BLANK_NATURALIST_ACT3(X) BLANK_GATE_WRAITH_ACT3(X) \
    BLANK_CONSPIRATOR_ACT3(X) BLANK_JUDGE_ACT3(X)
#define BLANK_ACT3_ALL(X) \
    ACT3_BLANK_STEWARD(X) ACT3_BLANK_FOUNDER(X) ACT3_BLANK_MAGNATE(X) ACT3_BLANK_ADVOCATE(X) \
    ACT3_BLANK_CARETAKER(X) ACT3_BLANK_PARTISAN(X) ACT3_BLANK_ADMIRAL(X) ACT3_BLANK_BELIEVER(X) \
    ACT3_BLANK_PATHFINDER(X) ACT3_BLANK_HEGEMON(X) ACT3_BLANK_PLANET_BREAKER(X) ACT3_BLANK_PIRATE(X) \
    ACT3_BLANK_BLIGHT_SPEAKER(X) ACT3_BLANK_PACIFIST(X) ACT3_BLANK_PEACEKEEPER(X) \
    ACT3_BLANK_WARDEN(X) ACT3_BLANK_OVERLORD(X) ACT3_BLANK_SURVIVALIST(X) ACT3_BLANK_REDEEMER(X) \
    ACT3_BLANK_GUARDIAN(X) ACT3_BLANK_NATURALIST(X) ACT3_BLANK_GATE_WRAITH(X) \
    ACT3_BLANK_CONSPIRATOR(X) ACT3_BLANK_JUDGE(X)

#endif
