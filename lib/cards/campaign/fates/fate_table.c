/*
 * The Fates' registry (campaign/fates.h fate_info): per Fate, its letter and
 * per Act the objective card's two sides and the objective marker's
 * starting spaces. A Fate's cards (lib/cards/campaign/fates/<fate>/) and this
 * row are all a new Fate adds; a Fate plays an Act once its Setup side for
 * that Act has a registered effect (fate_plays_act).
 */
#include "campaign/fates.h"
#include "data/card_ids.h"

/* Objective marker starting spaces: the large clock on each objective card,
 * 2 / 3 / 4 players (components.md §9.5: Act I and the B Fates' Act II and
 * the C Fates' Act III CONFIRMED; the A Fates' Act II single-source from the
 * card art; the Guardian's conflict read as the card art, 20 / 18 / 16). In
 * Act III the A and B Fates have grand ambitions and no marker ({0}: The
 * Campaign, "Grand Ambitions"). A Fate has no Setup side for an Act it
 * cannot be played in ({0}: the B Fates in Act I, the C Fates before Act III).
 */
#define ACT(setup, objective, resolution, s2, s3, s4) {setup, objective, resolution, {s2, s3, s4}}
#define GRAND(setup, objective) {setup, objective, 0, {0, 0, 0}}
#define NONE {0, 0, 0, {0, 0, 0}}
const fate_info fate_table[] = {
    /* "A" Fates (FATE01-08). */
    /* Steward */
    {CARD_FATE01, FATE_A,
     {ACT(CARD_F101A, CARD_F101B, CARD_F104, 20, 17, 14),
      ACT(CARD_F112A, CARD_F112B, CARD_F114, 22, 22, 22),
      GRAND(CARD_F122A, CARD_F122B)}},
    /* Founder */
    {CARD_FATE02, FATE_A,
     {ACT(CARD_F201A, CARD_F201B, CARD_F203, 18, 16, 14),
      ACT(CARD_F212A, CARD_F212B, CARD_F223, 12, 14, 16),
      GRAND(CARD_F225A, CARD_F225B)}},
    /* Magnate */
    {CARD_FATE03, FATE_A,
     {ACT(CARD_F301A, CARD_F301B, CARD_F303, 10, 10, 10),
      ACT(CARD_F312A, CARD_F312B, CARD_F321, 12, 12, 12),
      GRAND(CARD_F325A, CARD_F325B)}},
    /* Advocate */
    {CARD_FATE04, FATE_A,
     {ACT(CARD_F401A, CARD_F401B, CARD_F404, 18, 18, 18),
      ACT(CARD_F412A, CARD_F412B, CARD_F415, 12, 12, 12),
      GRAND(CARD_F423A, CARD_F423B)}},
    /* Caretaker */
    {CARD_FATE05, FATE_A,
     {ACT(CARD_F501A, CARD_F501B, CARD_F507, 18, 18, 18),
      ACT(CARD_F512A, CARD_F512B, CARD_F516, 7, 8, 9),
      GRAND(CARD_F520A, CARD_F520B)}},
    /* Partisan */
    {CARD_FATE06, FATE_A,
     {ACT(CARD_F601A, CARD_F601B, CARD_F604, 12, 11, 10),
      ACT(CARD_F615A, CARD_F615B, CARD_F618, 18, 14, 12),
      GRAND(CARD_F624A, CARD_F624B)}},
    /* Admiral */
    {CARD_FATE07, FATE_A,
     {ACT(CARD_F701A, CARD_F701B, CARD_F704, 13, 13, 13),
      ACT(CARD_F712A, CARD_F712B, CARD_F714, 30, 30, 30),
      GRAND(CARD_F719A, CARD_F719B)}},
    /* Believer */
    {CARD_FATE08, FATE_A,
     {ACT(CARD_F801A, CARD_F801B, CARD_F815, 10, 9, 8),
      ACT(CARD_F820A, CARD_F820B, CARD_F824, 20, 18, 16),
      GRAND(CARD_F829A, CARD_F829B)}},
    /* "B" Fates (FATE09-16): chosen after Act I. */
    /* Pathfinder */
    {CARD_FATE09, FATE_B,
     {NONE,
      ACT(CARD_F901A, CARD_F901B, CARD_F904, 8, 8, 8),
      GRAND(CARD_F907A, CARD_F907B)}},
    /* Hegemon */
    {CARD_FATE10, FATE_B,
     {NONE,
      ACT(CARD_F1001A, CARD_F1001B, CARD_F1005, 14, 14, 14),
      GRAND(CARD_F1011A, CARD_F1011B)}},
    /* Planet Breaker (its Resolution, ARCS-F1110, is labelled "Act III" in
     * cards.csv: a B Fate resolves only after Act II) */
    {CARD_FATE11, FATE_B,
     {NONE,
      ACT(CARD_F1101A, CARD_F1101B, CARD_F1110, 12, 12, 12),
      GRAND(CARD_F1112A, CARD_F1112B)}},
    /* Pirate */
    {CARD_FATE12, FATE_B,
     {NONE,
      ACT(CARD_F1201A, CARD_F1201B, CARD_F1204, 24, 21, 18),
      GRAND(CARD_F1208A, CARD_F1208B)}},
    /* Blight Speaker */
    {CARD_FATE13, FATE_B,
     {NONE,
      ACT(CARD_F1301A, CARD_F1301B, CARD_F1303, 18, 16, 14),
      GRAND(CARD_F1312A, CARD_F1312B)}},
    /* Pacifist */
    {CARD_FATE14, FATE_B,
     {NONE,
      ACT(CARD_F1401A, CARD_F1401B, CARD_F1404, 16, 14, 12),
      GRAND(CARD_F1408A, CARD_F1408B)}},
    /* Peacekeeper */
    {CARD_FATE15, FATE_B,
     {NONE,
      ACT(CARD_F1501A, CARD_F1501B, CARD_F1504, 18, 16, 14),
      GRAND(CARD_F1507A, CARD_F1507B)}},
    /* Warden */
    {CARD_FATE16, FATE_B,
     {NONE,
      ACT(CARD_F1601A, CARD_F1601B, CARD_F1611, 22, 22, 22),
      GRAND(CARD_F1617A, CARD_F1617B)}},
    /* "C" Fates (FATE17-24): chosen after Act II; a final objective. */
    /* Overlord */
    {CARD_FATE17, FATE_C,
     {NONE,
      NONE,
      ACT(CARD_F1701A, CARD_F1701B, 0, 20, 20, 20)}},
    /* Survivalist */
    {CARD_FATE18, FATE_C,
     {NONE,
      NONE,
      ACT(CARD_F1801A, CARD_F1801B, 0, 22, 18, 14)}},
    /* Redeemer */
    {CARD_FATE19, FATE_C,
     {NONE,
      NONE,
      ACT(CARD_F1901A, CARD_F1901B, 0, 16, 14, 12)}},
    /* Guardian */
    {CARD_FATE20, FATE_C,
     {NONE,
      NONE,
      ACT(CARD_F2001A, CARD_F2001B, 0, 20, 18, 16)}},
    /* Naturalist */
    {CARD_FATE21, FATE_C,
     {NONE,
      NONE,
      ACT(CARD_F2101A, CARD_F2101B, 0, 18, 16, 14)}},
    /* Gate Wraith */
    {CARD_FATE22, FATE_C,
     {NONE,
      NONE,
      ACT(CARD_F2201A, CARD_F2201B, 0, 24, 21, 18)}},
    /* Conspirator */
    {CARD_FATE23, FATE_C,
     {NONE,
      NONE,
      ACT(CARD_F2301A, CARD_F2301B, 0, 12, 9, 6)}},
    /* Judge */
    {CARD_FATE24, FATE_C,
     {NONE,
      NONE,
      ACT(CARD_F2401A, CARD_F2401B, 0, 6, 6, 6)}},
};
#undef ACT
#undef GRAND
#undef NONE
const int fate_table_len = (int)(sizeof fate_table / sizeof fate_table[0]);
