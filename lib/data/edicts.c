/* The campaign's Govern the Imperial Reach edicts (Act I Setup M). */
#include "data/card_ids.h"
#include "data/tables.h"

/* By policy: campaign_state.govern_top - 1 (War, Peace, Escalation). */
const uint16_t govern_edicts[GOVERN_POLICIES] = {CARD_AID03, CARD_AID04, CARD_AID05};
