/* The campaign's Govern the Imperial Reach edicts (Act I Setup M). */
#include "data/card_ids.h"
#include "data/tables.h"

/* By policy: campaign_state.govern_top - 1 (War, Peace, Escalation). */
const uint16_t govern_edicts[GOVERN_POLICIES] = {CARD_AID03, CARD_AID04, CARD_AID05};

/* Guild Envoys Depart: the printed edict of a 2-player game (Act I Setup M). */
const uint16_t two_player_edict = CARD_AID02;

/* The Imperial Council's card (Act I Setup K): In Session, Decided. */
const uint16_t council_cards[2] = {CARD_AID01A, CARD_AID01B};
