/* The registry: the one place that names every rule file's and the card
 * layer's entry points for the core, so that the core (lib/core) never
 * includes or names a rule. */
#include "rules/rules.h"
#include "campaign/campaign.h"
#include "campaign/summit.h"
#include "campaign/fates.h"
#include "cards/hooks.h"

const frame_ops *const frame_table[FR_KIND_COUNT] = {
    [FR_NONE] = NULL,
    [FR_ROUND] = &round_frame_ops,
    [FR_LEAD] = &lead_frame_ops,
    [FR_FOLLOW] = &follow_frame_ops,
    [FR_DECLARE] = &declare_frame_ops,
    [FR_SEIZE] = &seize_frame_ops,
    [FR_TURN] = &turn_frame_ops,
    [FR_END_TURN] = &end_turn_frame_ops,
    [FR_CHAPTER_END] = &chapter_end_frame_ops,
    [FR_MULLIGAN] = &mulligan_frame_ops,
    [FR_TAX] = &tax_frame_ops,
    [FR_BUILD] = &build_frame_ops,
    [FR_REPAIR] = &repair_frame_ops,
    [FR_INFLUENCE] = &influence_frame_ops,
    [FR_SECURE] = &secure_frame_ops,
    [FR_MOVE_FROM] = &move_from_frame_ops,
    [FR_MOVE_TO] = &move_to_frame_ops,
    [FR_MOVE_SHIPS] = &move_ships_frame_ops,
    [FR_CATAPULT] = &catapult_frame_ops,
    [FR_ELIMINATION] = &elimination_frame_ops,
    [FR_PLACE_RESOURCE] = &place_resource_frame_ops,
    [FR_DISCARD_RESOURCE] = &discard_resource_frame_ops,
    [FR_COURT_REFILL] = &court_refill_frame_ops,
    [FR_BATTLE_SYSTEM] = &battle_system_frame_ops,
    [FR_BATTLE_DEFENDER] = &battle_defender_frame_ops,
    [FR_BATTLE_DICE] = &battle_dice_frame_ops,
    [FR_BATTLE_RESOLVE] = &battle_resolve_frame_ops,
    [FR_BATTLE_HIT] = &battle_hit_frame_ops,
    [FR_BATTLE_RAID] = &battle_raid_frame_ops,
    [FR_RANSACK] = &ransack_frame_ops,
    [FR_OUTRAGE] = &outrage_frame_ops,
    [FR_CARD] = &card_frame_ops,
    [FR_CARD_AUTO] = &card_auto_frame_ops,
    [FR_CHANCE] = &chance_frame_ops,
    [FR_DEAL] = &deal_frame_ops,
    [FR_DRAFT] = &draft_frame_ops,
    [FR_LL_SETUP] = &ll_setup_frame_ops,
    [FR_CAMPAIGN_SETUP] = &campaign_setup_frame_ops,
    [FR_FATE] = &fate_frame_ops,
    [FR_START_PLACE] = &start_place_frame_ops,
    [FR_ACT_SETUP] = &act_setup_frame_ops,
    [FR_BATTLE_IMPERIAL] = &battle_imperial_frame_ops,
    [FR_EVENT] = &event_frame_ops,
    [FR_GOVERN] = &govern_frame_ops,
    [FR_EVENT_CHOICE] = &event_choice_frame_ops,
    [FR_MOVE_IMPERIAL] = &move_imperial_frame_ops,
    [FR_FLAGSHIP_ALONG] = &flagship_along_frame_ops,
    [FR_RESETTLE] = &resettle_frame_ops,
    [FR_SUMMIT] = &summit_frame_ops,
    [FR_SUMMIT_ORDER] = &summit_order_frame_ops,
    [FR_SUMMIT_NEGOTIATE] = &summit_negotiate_frame_ops,
    [FR_SUMMIT_ITEM] = &summit_item_frame_ops,
    [FR_SUMMIT_CONSENT] = &summit_consent_frame_ops,
    [FR_INTERMISSION] = &intermission_frame_ops,
};

void (*const chance_die_rolled)(game_state *g, int type, int face) = battle_die_rolled;
void (*const chance_card_outcomes)(const game_state *g, const frame *f, move_list *out, uint32_t *weights) =
    cards_chance_outcomes;
void (*const chance_card_drawn)(game_state *g, const frame *f, arcs_move m) = cards_chance_drawn;
void (*const court_row_entered)(game_state *g, int card) = cards_court_card_drawn;
bool (*const presence_ignored)(const game_state *g, int p) = cards_ignore_presence;
bool (*const truce_ignored)(const game_state *g, int p) = cards_ignore_truce;
bool (*const map_centre_in_play)(const game_state *g) = cards_map_centre_in_play;
bool (*const fleet_command_denied)(const game_state *g, int p) = cards_fleet_command_denied;
bool (*const card_loyal_piece)(const game_state *g, int p, int sys) = cards_loyal_piece;
bool (*const loyal_token_at)(const game_state *g, int p, int sys) = loyal_token_in;
arcs_status (*const move_text)(arcs_move move, char *buf, size_t cap, size_t *written) = arcs_move_to_str;
