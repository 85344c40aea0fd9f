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
#define ACT(setup, objective, s2, s3, s4) {setup, objective, {s2, s3, s4}}
#define GRAND(setup, objective) {setup, objective, {0, 0, 0}}
#define NONE {0, 0, {0, 0, 0}}
const fate_info fate_table[] = {
    /* "A" Fates (FATE01-08). */
    {CARD_FATE01, FATE_A, {ACT(CARD_F101A, CARD_F101B, 20, 17, 14), ACT(CARD_F112A, CARD_F112B, 22, 22, 22),
                           GRAND(CARD_F122A, CARD_F122B)}}, /* Steward */
    {CARD_FATE02, FATE_A, {ACT(CARD_F201A, CARD_F201B, 18, 16, 14), ACT(CARD_F212A, CARD_F212B, 12, 14, 16),
                           GRAND(CARD_F225A, CARD_F225B)}}, /* Founder */
    {CARD_FATE03, FATE_A, {ACT(CARD_F301A, CARD_F301B, 10, 10, 10), ACT(CARD_F312A, CARD_F312B, 12, 12, 12),
                           GRAND(CARD_F325A, CARD_F325B)}}, /* Magnate */
    {CARD_FATE04, FATE_A, {ACT(CARD_F401A, CARD_F401B, 18, 18, 18), ACT(CARD_F412A, CARD_F412B, 12, 12, 12),
                           GRAND(CARD_F423A, CARD_F423B)}}, /* Advocate */
    {CARD_FATE05, FATE_A, {ACT(CARD_F501A, CARD_F501B, 18, 18, 18), ACT(CARD_F512A, CARD_F512B, 7, 8, 9),
                           GRAND(CARD_F520A, CARD_F520B)}}, /* Caretaker */
    {CARD_FATE06, FATE_A, {ACT(CARD_F601A, CARD_F601B, 12, 11, 10), ACT(CARD_F615A, CARD_F615B, 18, 14, 12),
                           GRAND(CARD_F624A, CARD_F624B)}}, /* Partisan */
    {CARD_FATE07, FATE_A, {ACT(CARD_F701A, CARD_F701B, 13, 13, 13), ACT(CARD_F712A, CARD_F712B, 30, 30, 30),
                           GRAND(CARD_F719A, CARD_F719B)}}, /* Admiral */
    {CARD_FATE08, FATE_A, {ACT(CARD_F801A, CARD_F801B, 10, 9, 8), ACT(CARD_F820A, CARD_F820B, 20, 18, 16),
                           GRAND(CARD_F829A, CARD_F829B)}}, /* Believer */
    /* "B" Fates (FATE09-16): chosen after Act I. */
    {CARD_FATE09, FATE_B, {NONE, ACT(CARD_F901A, CARD_F901B, 8, 8, 8), GRAND(CARD_F907A, CARD_F907B)}}, /* Pathfinder */
    {CARD_FATE10, FATE_B, {NONE, ACT(CARD_F1001A, CARD_F1001B, 14, 14, 14), GRAND(CARD_F1011A, CARD_F1011B)}}, /* Hegemon */
    {CARD_FATE11, FATE_B, {NONE, ACT(CARD_F1101A, CARD_F1101B, 12, 12, 12), GRAND(CARD_F1112A, CARD_F1112B)}}, /* Planet Breaker */
    {CARD_FATE12, FATE_B, {NONE, ACT(CARD_F1201A, CARD_F1201B, 24, 21, 18), GRAND(CARD_F1208A, CARD_F1208B)}}, /* Pirate */
    {CARD_FATE13, FATE_B, {NONE, ACT(CARD_F1301A, CARD_F1301B, 18, 16, 14), GRAND(CARD_F1312A, CARD_F1312B)}}, /* Blight Speaker */
    {CARD_FATE14, FATE_B, {NONE, ACT(CARD_F1401A, CARD_F1401B, 16, 14, 12), GRAND(CARD_F1408A, CARD_F1408B)}}, /* Pacifist */
    {CARD_FATE15, FATE_B, {NONE, ACT(CARD_F1501A, CARD_F1501B, 18, 16, 14), GRAND(CARD_F1507A, CARD_F1507B)}}, /* Peacekeeper */
    {CARD_FATE16, FATE_B, {NONE, ACT(CARD_F1601A, CARD_F1601B, 22, 22, 22), GRAND(CARD_F1617A, CARD_F1617B)}}, /* Warden */
    /* "C" Fates (FATE17-24): chosen after Act II; a final objective. */
    {CARD_FATE17, FATE_C, {NONE, NONE, ACT(CARD_F1701A, CARD_F1701B, 20, 20, 20)}}, /* Overlord */
    {CARD_FATE18, FATE_C, {NONE, NONE, ACT(CARD_F1801A, CARD_F1801B, 22, 18, 14)}}, /* Survivalist */
    {CARD_FATE19, FATE_C, {NONE, NONE, ACT(CARD_F1901A, CARD_F1901B, 16, 14, 12)}}, /* Redeemer */
    {CARD_FATE20, FATE_C, {NONE, NONE, ACT(CARD_F2001A, CARD_F2001B, 20, 18, 16)}}, /* Guardian */
    {CARD_FATE21, FATE_C, {NONE, NONE, ACT(CARD_F2101A, CARD_F2101B, 18, 16, 14)}}, /* Naturalist */
    {CARD_FATE22, FATE_C, {NONE, NONE, ACT(CARD_F2201A, CARD_F2201B, 24, 21, 18)}}, /* Gate Wraith */
    {CARD_FATE23, FATE_C, {NONE, NONE, ACT(CARD_F2301A, CARD_F2301B, 12, 9, 6)}},   /* Conspirator */
    {CARD_FATE24, FATE_C, {NONE, NONE, ACT(CARD_F2401A, CARD_F2401B, 6, 6, 6)}},    /* Judge */
};
#undef ACT
#undef GRAND
#undef NONE
const int fate_table_len = (int)(sizeof fate_table / sizeof fate_table[0]);
