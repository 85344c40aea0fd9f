/*
 * The Fates' registry (campaign/fates.h fate_info): per Fate, its objective
 * card's two sides and the objective marker's starting spaces. A Fate's
 * cards (lib/cards/campaign/fates/<fate>/) and this row are all a new Fate adds.
 */
#include "campaign/fates.h"
#include "data/card_ids.h"

/* Objective marker starting spaces: the large clock on each Act I
 * objective card, 2 / 3 / 4 players (components.md §9.5, CONFIRMED). */
const fate_info fate_table[] = {
    {CARD_FATE01, CARD_F101A, CARD_F101B, {20, 17, 14}}, /* Steward */
    {CARD_FATE02, CARD_F201A, CARD_F201B, {18, 16, 14}}, /* Founder */
    {CARD_FATE03, CARD_F301A, CARD_F301B, {10, 10, 10}}, /* Magnate */
    {CARD_FATE04, CARD_F401A, CARD_F401B, {18, 18, 18}}, /* Advocate */
    {CARD_FATE05, CARD_F501A, CARD_F501B, {18, 18, 18}}, /* Caretaker */
    {CARD_FATE06, CARD_F601A, CARD_F601B, {12, 11, 10}}, /* Partisan */
    {CARD_FATE07, CARD_F701A, CARD_F701B, {13, 13, 13}}, /* Admiral */
    {CARD_FATE08, CARD_F801A, CARD_F801B, {10, 9, 8}},   /* Believer */
};
const int fate_table_len = (int)(sizeof fate_table / sizeof fate_table[0]);
