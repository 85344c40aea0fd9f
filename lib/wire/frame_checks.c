/*
 * Range checks for the data bytes (a..f) of each frame kind, so a loaded
 * decision stack never makes a rule index outside its arrays or undo its
 * bookkeeping (a Move frame may not carry more ships than are there).
 *
 * A kind without an entry here must have all-zero data: a loaded state
 * with data in such a frame is rejected. When a rule starts keeping data in
 * its frames, add its check here (the save/load property tests over random
 * games fail until then, naming the frame). The meaning of each byte is the
 * owning rule file's (cited per check).
 */
#include <stdio.h>

#include "cards/hooks.h"
#include "rules/rules.h"
#include "data/card_ids.h"
#include "campaign/summit.h"
#include "campaign/flagship.h"
#include "wire/wire.h"

typedef bool (*frame_check_fn)(const game_state *g, const frame *f);

static bool only(const frame *f, unsigned used) {
    /* The bytes not in `used` (bit 0 = a ... bit 5 = f) are zero. */
    const uint8_t v[6] = {f->a, f->b, f->c, f->d, f->e, f->f};
    for (int i = 0; i < 6; i++)
        if (!(used & (1u << i)) && v[i]) return false;
    return true;
}

/* A system of the map in play, or the map centre while a law makes it one
 * (the campaign's Twisted Passage: map_centre_in_play). */
static bool system_in_play(const game_state *g, int s) {
    return (s < NUM_SYSTEMS && sys_in_play(g, s)) || (s == NUM_SYSTEMS && map_centre_in_play(g));
}

static bool player_in_game(const game_state *g, int p) { return p < g->num_players; }

/* lib/rules/round.c: FR_ROUND a = phase (RP_START, RP_NEXT, RP_END,
 * RP_DISCARD). */
static bool round_check(const game_state *g, const frame *f) {
    (void)g;
    return only(f, 1u) && f->a <= 3;
}

/* lib/rules/chapter.c: FR_CHAPTER_END a = step (CE_SCORE .. CE_GAME_END),
 * b = ambitions scored (bit per arcs_ambition). */
static bool chapter_end_check(const game_state *g, const frame *f) {
    (void)g;
    /* b: the ambitions scored (bit per box; the campaign's Edenguard and
     * Blightkin boxes too). */
    return only(f, 3u) && f->a <= 4 && f->b < (1u << AMBITION_BOXES_MAX);
}

/* lib/rules/actions.c: FR_MOVE_TO a = the system the ships leave, b = 1
 * for Slipstream Drive (campaign: from the Flagship, which has it). */
static bool move_to_check(const game_state *g, const frame *f) {
    if (!only(f, 3u) || !system_in_play(g, f->a) || !player_in_game(g, f->player) || f->b > 1) return false;
    if (f->b) return flagship_system(g, f->player) == f->a && flagship_has_upgrade(g, f->player, UPGRADE_SLIPSTREAM);
    /* A bonus move (move_bonus_begin) leaves a system holding fresh ships
     * that moved there (g->ll.moved_fresh). */
    if (g->ll.move_flags & MOVE_BONUS)
        return ((g->ll.moved_fresh[f->a] & MOVED_COUNT) && g->sys[f->a].fresh[f->player]) ||
               ((g->ll.moved_fresh[f->a] & MOVED_FLAGSHIP) && flagship_system(g, f->player) == f->a);
    /* Imperial Officers: Imperial ships may move without Loyal ones, for a
     * Regent on their turn (actions.c, imperial_alone). */
    /* Campaign, Flagships: the Flagship may move alone. */
    return g->sys[f->a].fresh[f->player] + g->sys[f->a].damaged[f->player] > 0 ||
           flagship_system(g, f->player) == f->a || (imperial_in(g, f->a) && is_campaign(g) && is_regent_player(g, f->player) &&
            g->turn_player == f->player && cards_ignore_movement(g, f->player));
}

/* lib/rules/actions.c: FR_MOVE_SHIPS a = from, b = to (adjacent), c / d =
 * fresh / damaged ships that may go (at most those there), e = Catapult. */
/* Campaign: Imperial ships packed fresh | damaged << 4 that may move from
 * sys (0 outside the campaign). */
static bool imperial_ok(const game_state *g, int sys, uint8_t packed) {
    if (!packed) return true;
    return is_campaign(g) && (packed & 15) <= g->camp.imperial[sys][0] &&
           (packed >> 4) <= g->camp.imperial[sys][1];
}

/* Can p's ships move from a to b: adjacent on the map, or made adjacent for
 * p by a card (hook point MOVE_ADJACENCY: Song of the Banner), as
 * move_to_enumerate offers them. */
static bool move_reaches(const game_state *g, int p, int a, int b) {
    return systems_adjacent(g, a, b) || (other_sources(g) && (cards_extra_adjacent(g, p, a) >> b & 1u));
}

static bool move_ships_check(const game_state *g, const frame *f) {
    if (!player_in_game(g, f->player)) return false;
    if (!system_in_play(g, f->a) || !system_in_play(g, f->b) || !move_reaches(g, f->player, f->a, f->b)) return false;
    const system_state *s = &g->sys[f->a];
    /* e bit 1: the mover's Flagship, in a, may come along (campaign); bit
     * 2: Slipstream Drive, a Catapult (bit 0) with no Imperial ships. */
    bool flag = f->e & 2;
    if (flag && flagship_system(g, f->player) != f->a) return false;
    if ((f->e & 4) && (f->e != 7 || f->f)) return false;
    /* e bit 3 (MOVE_SHIPS_NO_BLIGHT): no Blight may come along. */
    return f->c <= s->fresh[f->player] && f->d <= s->damaged[f->player] &&
           (f->c + f->d > 0 || flag || (f->f && cards_ignore_movement(g, f->player))) &&
           (f->e & ~MOVE_SHIPS_NO_BLIGHT) <= 7 &&
           imperial_ok(g, f->a, f->f);
}

/* lib/rules/actions.c (campaign): FR_MOVE_IMPERIAL a = from, b = to, c / d
 * = Loyal ships that moved (now in b), e = Catapult bit and the controller
 * before, f = Imperial ships that may follow (still in a). */
static bool move_group_ok(const game_state *g, const frame *f, int at, bool none_ok);
static bool move_imperial_check(const game_state *g, const frame *f) {
    if (!player_in_game(g, f->player) || !system_in_play(g, f->a) || !system_in_play(g, f->b)) return false;
    /* e bit 4: the mover's Flagship came along (campaign), now in b. */
    bool flag = f->e & 0x10;
    if ((flag && flagship_system(g, f->player) != f->b) || (f->e & 0x20)) return false;
    return f->f && move_group_ok(g, f, f->b, flag || cards_ignore_movement(g, f->player));
}

/* The moved group of FR_MOVE_IMPERIAL and FR_FLAGSHIP_ALONG: c / d Loyal
 * ships now in `at` (none only when `none_ok`), e the Catapult bit and the
 * controller before (bit 4 aside), f Imperial ships still in a. */
static bool move_group_ok(const game_state *g, const frame *f, int at, bool none_ok) {
    const system_state *s = &g->sys[at];
    int ctrl = (f->e >> 1) & 7;
    return f->c <= s->fresh[f->player] && f->d <= s->damaged[f->player] && (f->c + f->d > 0 || none_ok) &&
           imperial_ok(g, f->a, f->f) &&
           ((f->e & 0x80) ? (f->e & 0x4E) == 0
                          : (f->e & 0x40) == 0 && (ctrl < g->num_players || ctrl == OWNER_EMPIRE));
}

/* lib/rules/actions.c (campaign, Flagships): FR_FLAGSHIP_ALONG a = from
 * (the Flagship is still there), b = to, c / d / e / f as FR_MOVE_IMPERIAL
 * (e bit 4 clear: the Flagship has not moved yet; bit 5 Slipstream Drive, a
 * Catapult with no Imperial ships). */
static bool flagship_along_check(const game_state *g, const frame *f) {
    /* From the map centre (the Twisted Passage), the event die that let the
     * ships out is rerolled once they moved: any planet. */
    bool from_centre = f->a == NUM_SYSTEMS && f->b < NUM_SYSTEMS && !sys_is_gate(f->b);
    if (!player_in_game(g, f->player) || !system_in_play(g, f->a) || !system_in_play(g, f->b) ||
        !(from_centre || move_reaches(g, f->player, f->a, f->b)))
        return false;
    if ((f->e & 0x20) && (!(f->e & 1) || f->f)) return false;
    return flagship_system(g, f->player) == f->a && !(f->e & 0x10) && move_group_ok(g, f, f->b, true);
}

/* lib/rules/actions.c: FR_CATAPULT a = the gate the group is in, b = 1 if
 * the mover's Flagship is in the group (campaign), c / d = its fresh /
 * damaged ships, e / f its Imperial ships (campaign). */
static bool catapult_check(const game_state *g, const frame *f) {
    if (!player_in_game(g, f->player) || !system_in_play(g, f->a) || f->b > 1) return false;
    if (f->b && flagship_system(g, f->player) != f->a) return false;
    const system_state *s = &g->sys[f->a];
    /* The Movement Law: no more Imperial ships than Loyal ones (the
     * Flagship in the group is one: actions.c move_imperial_enumerate),
     * unless the mover ignores it (Imperial Officers). */
    if ((f->e || f->f) && (!is_campaign(g) || f->e > g->camp.imperial[f->a][0] ||
                           f->f > g->camp.imperial[f->a][1] ||
                           (f->e + f->f > f->c + f->d + f->b && !cards_ignore_movement(g, f->player))))
        return false;
    return f->c <= s->fresh[f->player] && f->d <= s->damaged[f->player] &&
           (f->c + f->d > 0 || f->b || (f->e + f->f > 0 && cards_ignore_movement(g, f->player)));
}

/* lib/rules/resources.c: FR_PLACE_RESOURCE / FR_DISCARD_RESOURCE a = type
 * of the token being placed (counted by state_invariants_ok), b = slot + 1
 * it was swapped out of (0 if none). */
static bool place_check(const game_state *g, const frame *f) {
    return only(f, 3u) && f->a < NUM_RES && f->b <= RES_SLOTS_MAX && player_in_game(g, f->player);
}

/* lib/rules/court.c: FR_COURT_REFILL a = the Court row place to refill
 * (the card drawn goes there if it is still empty then: a card secured
 * with the one on the place may have stayed there, e.g. Passage Storms,
 * ARCS-F2206, while its host's When Secured decides). */
static bool court_refill_check(const game_state *g, const frame *f) {
    return only(f, 1u) && f->a < g->court_row_len;
}

/* lib/rules/battle.c: FR_BATTLE_DICE a = die type. */
static bool battle_dice_check(const game_state *g, const frame *f) {
    return only(f, 1u) && f->a < 3 && g->battle.active;
}

/* lib/rules/battle.c: FR_BATTLE_HIT a = hit pool (attacker, defending
 * ships, defending buildings). */
static bool battle_hit_check(const game_state *g, const frame *f) {
    return only(f, 1u) && f->a < 3 && g->battle.active;
}

/* lib/rules/battle.c: decisions of a battle in progress, without data. */
static bool battle_frame_check(const game_state *g, const frame *f) { return only(f, 0u) && g->battle.active; }

/* lib/rules/battle.c: FR_RANSACK a = the player whose city was destroyed,
 * b = its system (campaign; 0 in the base game). */
static bool ransack_check(const game_state *g, const frame *f) {
    return only(f, 3u) && player_in_game(g, f->a) && f->a != f->player && f->b < NUM_SYSTEMS;
}

/* lib/rules/chapter.c: FR_DEAL a = DEAL_HANDS (0) or DEAL_MULLIGAN (1),
 * b = the player who redraws (mulligan). */
static bool deal_check(const game_state *g, const frame *f) {
    if (!only(f, 3u) || f->a > 1) return false;
    return f->a == 1 ? player_in_game(g, f->b) && g->num_players == 2 : f->b == 0;
}

/* lib/core/chance.c: FR_CHANCE a = what chance decides (CH_*), b = die
 * type, the drawing player or the Court place; CH_CARD: card = the card
 * whose draw it is (which vouches for it), b its parameter. Explicit-chance
 * mode only. */
static bool chance_check(const game_state *g, const frame *f) {
    if (!only(f, 3u) || g->chance_mode != ARCS_CHANCE_EXPLICIT || f->player != ARCS_PLAYER_CHANCE_ID) return false;
    if (f->card && f->a != CH_CARD) return false;
    switch (f->a) {
    case CH_DIE: return f->b < 3 && g->battle.active;
    case CH_ACTION_DRAW: return player_in_game(g, f->b) && g->action_deck_len > 0;
    case CH_DISCARD_BOTTOM: return player_in_game(g, f->b) && g->action_discard_unknown > 1;
    /* The dice of Act I Setup N-O, or of an event (lib/campaign/events.c). */
    case CH_NUMBER_DIE:
        /* b: the face excluded from Act II & III Setup E's second roll. */
        if (f->b && !(g->camp.act_setup_step == ASETUP_NUMBER_DIE && f->b == g->camp.act_rolls[0] && !g->camp.act_rolls[1]))
            return false;
        return (g->camp.setup_step == CSETUP_NUMBER_DIE && !g->camp.number_die) || g->camp.setup_step == CSETUP_DONE;
    case CH_EVENT_DIE:
        return f->b == 0 && ((g->camp.setup_step == CSETUP_EVENT_DIE && !g->camp.event_die) || g->camp.setup_step == CSETUP_DONE);
    case CH_GOVERN_TOP: return f->b == 0 && g->camp.setup_step == CSETUP_BOOKLET && !g->camp.govern_top;
    case CH_CARD: return cards_chance_frame_ok(g, f);
    case CH_LORE_DRAW:
        /* Act I Setup J, or a Resolution's lore at Intermission A (the
         * Caretaker's). */
        return f->b == 0 && ((g->camp.setup_step == CSETUP_LORE && g->camp.lore_added < g->num_players) ||
                             (g->camp.intermission_step == INTERMISSION_RESOLVE && lore_deck(g)));
    case CH_FATE_DRAW:
        return player_in_game(g, f->b) && fate_drawing(g) && g->camp.fate_deck_len > 0 &&
               g->camp.fate_dealt[f->b][FATES_DEALT - 1] == NO_COURT_CARD;
    case CH_COURT_DRAW:
        return f->b < g->court_row_len && g->court_row[f->b] == NO_COURT_CARD && g->court_deck_len > g->court_deck_known;
    case CH_DRAFT_DRAW:
        return is_leaders_lore(g) && f->b < g->ll.draft_leaders + g->ll.draft_lore &&
               g->ll.draft_row[f->b] == NO_COURT_CARD;
    default: return false;
    }
}

/* lib/cards/cards.c: FR_CARD / FR_CARD_AUTO card = the card instance, step =
 * the card's step; the data bytes are the step's own, checked by the card
 * (card_def.frame_ok, its own step enum); a card without one keeps none. */
static uint32_t mask24(const frame *f) { return (uint32_t)f->c | (uint32_t)f->d << 8 | (uint32_t)f->e << 16; }

/* lib/rules/actions.c: FR_TAX a = 1 for a Tax of Loyal cities only (Leaders
 * & Lore: Nurture). */
static bool tax_check(const game_state *g, const frame *f) {
    return only(f, 1u) && (f->a == 0 || !is_base_game(g)) && f->a <= 1;
}

static bool card_frame_check(const game_state *g, const frame *f) {
    const card_def *def = card_def_of(f->card);
    int p = f->player;
    bool decision = f->kind == FR_CARD;
    if (!def || !player_in_game(g, p)) return false;
    if (f->step >= STEP_COMMON) {
        /* Common steps (cards.c) are decisions. */
        if (!decision || f->step >= STEP_COMMON_END || f->a) return false;
        if (f->step == STEP_PLACE_SHIP) {
            /* b: bit 24 of the mask, the map centre (cards.c frame_mask). */
            uint32_t m = mask24(f) | (uint32_t)f->b << 24;
            if (f->b > 1) return false;
            for (int s = 0; s < SYSTEMS_MAX; s++)
                if ((m >> s) & 1u && !system_in_play(g, s)) return false;
            return m && f->f >= 1 && f->f <= g->pl[p].ships_supply;
        }
        if (f->b) return false;
        return only(f, 3u);
    }
    /* A card's steps are small numbers (its own enum; decision steps past
     * def->nsteps have no move text of their own). */
    if (f->step >= 16 || (decision ? !def->enumerate || !def->apply : !def->step)) return false;
    return def->frame_ok ? def->frame_ok(g, f) : only(f, 0u);
}

unsigned hands_shown_to(const game_state *g, int viewer) {
    /* A card's decision that shows its decider a Rival's hand
     * (card_def.hand_shown). */
    unsigned shown = 0;
    for (int i = 0; i < g->depth && i < STACK_MAX; i++) {
        const frame *f = &g->stack[i];
        if (f->kind != FR_CARD || f->player != viewer) continue;
        const card_def *def = card_def_of(f->card);
        int q = def && def->hand_shown ? def->hand_shown(f) : -1;
        if (q >= 0 && q < MAX_PLAYERS) shown |= 1u << q;
    }
    return shown;
}

/* lib/campaign/summit.c: FR_SUMMIT_ITEM a = the player taking the action,
 * b = the Rival it affects, c = a Negotiation action with a target,
 * d = 1 forced by Return Favors (the caller decides), 0 in a deal. */
static bool summit_item_check(const game_state *g, const frame *f) {
    const summit_state *s = &g->camp.summit;
    if (!only(f, 15u) || !player_in_game(g, f->a) || !player_in_game(g, f->b) || f->a == f->b || f->d > 1) return false;
    /* A law's action (past Invite to Empire) while the law is in play. */
    bool law = f->c > ARCS_NEGOTIATION_INVITE_TO_EMPIRE && f->c < ARCS_NEGOTIATION_COUNT && cards_negotiation(g, f->c);
    if (f->c != ARCS_NEGOTIATION_CEDE_CONTROL && f->c != ARCS_NEGOTIATION_DELEGATE_AUTHORITY &&
        f->c != ARCS_NEGOTIATION_TRANSFER_ASSET && !law)
        return false;
    if (f->d) return s->phase == SUMMIT_ORDER && f->b == s->caller && f->player == s->caller;
    return s->phase == SUMMIT_NEGOTIATE && f->player == s->turn && s->n_items < DEAL_ITEMS_MAX;
}

/* lib/campaign/summit.c: FR_SUMMIT_CONSENT a = the parties who accepted
 * (the proposer among them); the decider is a party (summit_deal_parties:
 * consenters such as a Monopoly holder included) who has not. */
static bool summit_consent_check(const game_state *g, const frame *f) {
    const summit_state *s = &g->camp.summit;
    if (!only(f, 1u) || s->phase != SUMMIT_NEGOTIATE || !s->n_items || s->proposer != s->turn) return false;
    unsigned parties = summit_deal_parties(g);
    return (f->a & ~parties) == 0 && (f->a & (1u << s->proposer)) && player_in_game(g, f->player) &&
           (parties & (1u << f->player)) && !(f->a & (1u << f->player));
}

/* lib/campaign/events.c: FR_EVENT a = step (EV_START..EV_DONE = 9), b =
 * Council (0/1), c = Court place or edict, d = flags (3 bits), e = attached
 * cards of place c resolved (0..ATTACHED_MAX); FR_GOVERN
 * a = step (0..3; 4 in parts), b = Regents asked, c = Policy (0..2), in
 * parts f = 1, d, e = Regents + 1; FR_EVENT_CHOICE a = what (0..8), b = a player, c = Weapons left, d = players armed. */
static bool event_check(const game_state *g, const frame *f) {
    /* c: the next Court place (Court Crises), or in the Edicts step
     * (EV_EDICTS = 8, events.c) the lowest edict order not resolved yet. */
    return only(f, 0x1Fu) && is_campaign(g) && player_in_game(g, f->player) && f->a <= 9 && f->b <= 1 &&
           (f->a == 8 || f->c <= COURT_ROW_MAX) && f->d < 32 && f->e <= ATTACHED_MAX;
}
static bool govern_check(const game_state *g, const frame *f) {
    /* Govern in parts (f = 1): d, e = a Regent + 1 or 0; step GV_CHANGE (4). */
    bool parts = f->f == 1 && f->d <= g->num_players && f->e <= g->num_players;
    return only(f, parts ? 0x3Fu : 7u) && player_in_game(g, f->player) && f->player == g->camp.first_regent &&
           f->a <= (parts ? 4 : 3) && f->b <= g->num_players && f->c <= 2;
}
static bool event_choice_check(const game_state *g, const frame *f) {
    if (!only(f, 0xFu) || !player_in_game(g, f->player) || f->a > 8 || f->d >> g->num_players) return false;
    /* A Demand or an Outlaw names a Rival Regent (or the First Regent's own
     * Demand); a Demand may name an Outlaw the booklet's Govern card makes
     * subject to it (card_def govern_demands: the Policy of the FR_GOVERN
     * frame below). */
    if (f->a == 4 && player_in_game(g, f->b) && !is_regent_player(g, f->b)) {
        int policy = -1;
        for (int i = (int)(f - g->stack) - 1; i >= 0 && policy < 0; i--)
            if (g->stack[i].kind == FR_GOVERN) policy = g->stack[i].c;
        int terms = policy >= 0 ? cards_govern_card(g, policy) : -1;
        return terms >= 0 && cards_govern_demands(g, terms, f->b) && !f->c && !f->d;
    }
    if ((f->a == 4 || f->a == 5) && (!player_in_game(g, f->b) || !is_regent_player(g, f->b))) return false;
    if (f->a == 5 && f->b == f->player) return false;
    if (f->a != 4 && f->a != 5 && f->b) return false;
    if (f->a == 7 && !f->c) return false;
    return f->a == 7 || (!f->c && !f->d);
}

/* lib/campaign/intermission.c: FR_INTERMISSION has no data; only while
 * the Intermission is under way, in the campaign. */
static bool intermission_check(const game_state *g, const frame *f) {
    return only(f, 0u) && is_campaign(g) && in_intermission(g) && player_in_game(g, f->player);
}

/* lib/campaign/act_setup.c: FR_ACT_SETUP keeps its step in the state. */
static bool act_setup_check(const game_state *g, const frame *f) { return only(f, 0) && player_in_game(g, f->player); }

static const frame_check_fn FRAME_CHECKS[FR_KIND_COUNT] = {
    [FR_INTERMISSION] = intermission_check,
    [FR_ACT_SETUP] = act_setup_check,
    [FR_EVENT] = event_check,
    [FR_GOVERN] = govern_check,
    [FR_EVENT_CHOICE] = event_choice_check,
    [FR_SUMMIT_ITEM] = summit_item_check,
    [FR_SUMMIT_CONSENT] = summit_consent_check,
    [FR_CARD] = card_frame_check,
    [FR_CARD_AUTO] = card_frame_check,
    [FR_DEAL] = deal_check,
    [FR_TAX] = tax_check,
    [FR_CHANCE] = chance_check,
    [FR_ROUND] = round_check,
    [FR_CHAPTER_END] = chapter_end_check,
    [FR_MOVE_TO] = move_to_check,
    [FR_MOVE_SHIPS] = move_ships_check,
    [FR_MOVE_IMPERIAL] = move_imperial_check,
    [FR_CATAPULT] = catapult_check,
    [FR_FLAGSHIP_ALONG] = flagship_along_check,
    [FR_RESETTLE] = resettle_frame_ok,
    [FR_PLACE_RESOURCE] = place_check,
    [FR_DISCARD_RESOURCE] = place_check,
    [FR_COURT_REFILL] = court_refill_check,
    [FR_BATTLE_SYSTEM] = battle_frame_check,
    [FR_BATTLE_DEFENDER] = battle_frame_check,
    [FR_BATTLE_IMPERIAL] = battle_frame_check,
    [FR_BATTLE_DICE] = battle_dice_check,
    [FR_BATTLE_RESOLVE] = battle_frame_check,
    [FR_BATTLE_HIT] = battle_hit_check,
    [FR_BATTLE_RAID] = battle_frame_check,
    [FR_RANSACK] = ransack_check,
};

/* ---------------------------------------------------------------- shape */

/*
 * The shape of the decision stack: which frame kinds may sit directly on
 * which, as the rule files push them. A loaded stack that does not follow
 * it cannot have come from play, and running the rules on it could break
 * their bookkeeping, so it is rejected.
 *
 *   bottom:        ROUND | CHAPTER_END | MULLIGAN | DEAL | CAMPAIGN_SETUP
 *                  | ACT_SETUP               (round.c, chapter.c, campaign)
 *   DEAL, CHANCE:  LL_SETUP (setup.c); LL_SETUP: DRAFT (leaders_lore.c)
 *   ROUND:         LEAD | FOLLOW | END_TURN | ELIMINATION  (round.c)
 *   END_TURN:      TURN                                    (round.c begin_turn)
 *   TURN:          DECLARE | SEIZE | an action frame | BATTLE_RESOLVE
 *                  | PLACE/DISCARD_RESOURCE | COURT_REFILL  (actions.c)
 *   BATTLE_RESOLVE: its decisions | RANSACK | PLACE/DISCARD | COURT_REFILL (battle.c)
 *   CHAPTER_END:   PLACE/DISCARD_RESOURCE (cities returning, chapter.c)
 *   PLACE/DISCARD: PLACE/DISCARD (tokens pending at once, resources.c)
 *   SEIZE:         also on a CARD (Galactic Bards)
 *   CHANCE:        on any frame (a draw or a die wherever it happens)
 *   CARD, CARD_AUTO, OUTRAGE: on any frame (card hooks run from the round,
 *   the turn, a battle, the chapter end, a secure ...); the standard frames
 *   that may sit on them are listed (FREE_PARENTS).
 *
 * Decisions that nothing is ever pushed on (LEAF_DECISIONS) are only ever
 * on top: their legal moves are checked when the state is loaded, and a
 * leaf buried under another frame could come up later with none. Chance
 * draws do stack (setup draws the whole Court row); there must be a card
 * for each of them.
 *
 * A rule that pushes a frame somewhere new must add it here; the save/load
 * property tests over random games fail until it does.
 */
#define K(x) (1ull << (x))
#define BOTTOM K(FR_NONE) /* "directly below" the first frame */
#define ACTION_FRAMES                                                                                     \
    (K(FR_TAX) | K(FR_BUILD) | K(FR_REPAIR) | K(FR_INFLUENCE) | K(FR_SECURE) | K(FR_MOVE_FROM) |          \
     K(FR_MOVE_TO) | K(FR_MOVE_SHIPS) | K(FR_CATAPULT) | K(FR_MOVE_IMPERIAL) | K(FR_FLAGSHIP_ALONG))
#define FREE_PARENTS (K(FR_CARD) | K(FR_CARD_AUTO) | K(FR_OUTRAGE) | K(FR_CHANCE))
#define EVENT_FRAMES (K(FR_EVENT) | K(FR_GOVERN) | K(FR_EVENT_CHOICE))
/* FR_SEIZE: a resource gained when declaring before seizing (Galactic
 * Bards declaring for the Upstart, whose Ambitious gains one).
 * FR_RESETTLE: a city placed back on the board covers a slot. */
#define RESOURCE_PARENTS                                                                                   \
    (K(FR_TURN) | K(FR_BATTLE_RESOLVE) | K(FR_CHAPTER_END) | K(FR_PLACE_RESOURCE) | K(FR_DISCARD_RESOURCE) | \
     K(FR_COURT_REFILL) | K(FR_SEIZE) | K(FR_CAMPAIGN_SETUP) | EVENT_FRAMES | K(FR_SUMMIT) | K(FR_SUMMIT_ORDER) | \
     K(FR_INTERMISSION) | K(FR_ACT_SETUP) | K(FR_RESETTLE))

#define LEAF_DECISIONS                                                                                    \
    (K(FR_LEAD) | K(FR_FOLLOW) | K(FR_DECLARE) | K(FR_MULLIGAN) | ACTION_FRAMES | K(FR_ELIMINATION) |               \
     K(FR_BATTLE_SYSTEM) | K(FR_BATTLE_DEFENDER) | K(FR_BATTLE_DICE) | K(FR_BATTLE_HIT) | K(FR_BATTLE_RAID) |      \
     K(FR_RANSACK) | K(FR_FATE) | K(FR_START_PLACE) | K(FR_BATTLE_IMPERIAL) | K(FR_SUMMIT_ITEM) | K(FR_SUMMIT_CONSENT))

_Static_assert(FR_KIND_COUNT <= 64, "frame kinds fit a 64-bit set");

static uint64_t allowed_parents(int kind) {
    switch (kind) {
    case FR_ROUND:
    case FR_CHAPTER_END:
    case FR_MULLIGAN:
    case FR_DEAL:
    case FR_CAMPAIGN_SETUP:
    case FR_INTERMISSION:
    case FR_ACT_SETUP: return BOTTOM;
    case FR_LL_SETUP: return K(FR_DEAL) | K(FR_CHANCE); /* setup.c: above the deal and the Court row's draws */
    case FR_DRAFT: return K(FR_LL_SETUP); /* leaders_lore.c: ll_setup_begin, draft_apply */
    case FR_FATE: return K(FR_CAMPAIGN_SETUP) | K(FR_INTERMISSION);
    case FR_START_PLACE: return K(FR_CAMPAIGN_SETUP);
    case FR_LEAD:
    case FR_FOLLOW:
    case FR_END_TURN:
    case FR_ELIMINATION: return K(FR_ROUND);
    case FR_TURN: return K(FR_END_TURN);
    case FR_DECLARE: return K(FR_TURN);
    case FR_SEIZE: return K(FR_TURN) | K(FR_CARD); /* Galactic Bards let it go first */
    case FR_TAX:
    case FR_BUILD:
    case FR_REPAIR:
    case FR_INFLUENCE:
    case FR_SECURE:
    case FR_MOVE_FROM:
    case FR_MOVE_TO:
    case FR_MOVE_SHIPS:
    case FR_MOVE_IMPERIAL:
    case FR_FLAGSHIP_ALONG:
    case FR_CATAPULT:
    case FR_BATTLE_RESOLVE: return K(FR_TURN) | FREE_PARENTS;
    case FR_BATTLE_SYSTEM:
    case FR_BATTLE_DEFENDER:
    case FR_BATTLE_IMPERIAL:
    case FR_BATTLE_DICE:
    case FR_BATTLE_HIT:
    case FR_BATTLE_RAID: return K(FR_BATTLE_RESOLVE);
    /* On a placement: the destroyed city came back at once to its owner's
     * board, covering a token (Oath of Peace returns the Trophy as it is
     * taken: EVT_TROPHY_TAKEN comes before the Ransack). */
    case FR_RANSACK:
        return K(FR_BATTLE_RESOLVE) | K(FR_TURN) | FREE_PARENTS | K(FR_PLACE_RESOURCE) | K(FR_DISCARD_RESOURCE);
    case FR_COURT_REFILL: return K(FR_TURN) | K(FR_BATTLE_RESOLVE) | FREE_PARENTS | EVENT_FRAMES;
    case FR_EVENT: /* Stone-Speakers: its Crises end the turn, above the frames of the
                      turn that are still pending */
        return K(FR_ROUND) | K(FR_END_TURN) | K(FR_TURN) | K(FR_CARD) | K(FR_CARD_AUTO) | K(FR_COURT_REFILL) |
               K(FR_SEIZE);
    case FR_GOVERN: return K(FR_EVENT);
    /* Or on a Govern card's own Imperial Action part, pushed before the
     * printed part's decisions (card_def govern_action: the War side's
     * gifts wait in an FR_CARD_AUTO step). */
    case FR_EVENT_CHOICE: return K(FR_EVENT) | K(FR_GOVERN) | K(FR_CARD_AUTO);
    case FR_PLACE_RESOURCE:
    case FR_DISCARD_RESOURCE: return RESOURCE_PARENTS | FREE_PARENTS;
    case FR_SUMMIT_ORDER:
    case FR_SUMMIT_NEGOTIATE: return K(FR_SUMMIT);
    case FR_SUMMIT_ITEM: return K(FR_SUMMIT_ORDER) | K(FR_SUMMIT_NEGOTIATE);
    case FR_SUMMIT_CONSENT: return K(FR_SUMMIT_NEGOTIATE);
    default: return ~0ull; /* CARD, CARD_AUTO, OUTRAGE, CHANCE */
    }
}

/* A card that is in no player's sight or hand: in the Court deck above
 * its buried bottom, in the Fate deck, or (campaign) a lore card not yet in
 * the game. Such a card cannot be acting (its effect would tell what it
 * is). */
static bool card_unseen(const game_state *g, int card) {
    const uint16_t *deck = court_deck_pile(g);
    int len = g->court_deck_len < court_pile_max(g) ? g->court_deck_len : court_pile_max(g);
    for (int i = g->court_deck_known; i < len; i++)
        if (deck[i] == card) return true;
    if (!is_campaign(g)) return false;
    for (int i = 0; i < g->camp.fate_deck_len && i < 8; i++)
        if (g->camp.fate_deck[i] == card) return true;
    int lore = card - lore_first();
    return lore >= 0 && lore < lore_count() && lore < 32 && ((lore_deck(g) >> lore) & 1u);
}

static bool played_a_card(const game_state *g, int p) {
    int m = g->play_mode[p];
    return g->played[p] != NO_CARD &&
           (m == PLAY_LEAD || m == PLAY_SURPASS || m == PLAY_COPY || m == PLAY_PIVOT || m == PLAY_EVENT);
}

static bool no_card_played(const game_state *g) {
    if (g->lead_card != NO_CARD) return false;
    for (int p = 0; p < g->num_players; p++)
        if (g->played[p] != NO_CARD || g->seize_card[p] != NO_CARD) return false;
    return true;
}

/* What the round must look like for a frame of this kind (round.c,
 * chapter.c, battle.c). */
static const char *frame_state_problem(const game_state *g, const frame *f) {
    int p = f->player, np = g->num_players;
    int cards = p < MAX_PLAYERS ? __builtin_popcountll(g->pl[p].hand) : 0;
    switch (f->kind) {
    case FR_MULLIGAN:
        if (np != 2 || p != (g->initiative + 1) % 2) return "mulligan for the wrong player";
        if (!no_card_played(g)) return "mulligan after cards were played";
        /* Pushed right after the deal (chapter.c): a full hand, or (campaign:
         * action cards scrapped by Teach, ARCS-F803) what the deck held. */
        return cards == 6 || (is_campaign(g) && cards < 6 && !g->action_deck_len)
                   ? NULL
                   : "mulligan without a dealt hand of 6";
    case FR_DEAL:
        return no_card_played(g) ? NULL : "deal with cards in play";
    case FR_CAMPAIGN_SETUP:
        return is_campaign(g) && g->camp.setup_step < CSETUP_DONE ? NULL : "campaign setup after setup";
    case FR_ACT_SETUP:
        /* lib/campaign/act_setup.c: Act II or III, its step under way. */
        return is_campaign(g) && g->camp.act > 1 && g->camp.act_setup_step != ASETUP_NONE ? NULL
                                                                                         : "Act setup out of an Act setup";
    case FR_DRAFT:
    case FR_LL_SETUP:
        /* The draft is Leaders & Lore's setup; the campaign has none. */
        if (!is_leaders_lore(g)) return "Leaders & Lore draft in another mode";
        if (f->kind == FR_LL_SETUP) return NULL;
        /* leaders_lore.c: pick k is made by ll_draft_picker(k), in
         * reverse turn order, until every pick is made. */
        if (g->ll.draft_picks >= ll_draft_total(g)) return "a draft pick after the draft";
        return p == ll_draft_picker(g, g->ll.draft_picks) ? NULL : "draft pick out of turn";
    case FR_OUTRAGE:
        /* battle.c: Outrage is immediate (provoke_outrage); no rule pushes
         * this frame yet. */
        return "an Outrage frame, which no rule pushes";
    case FR_ELIMINATION: {
        /* round.c, end_turn_step: a player with ships in their supply and
         * no ships, starports or cities on the map (Fine Print). */
        if (!player_in_game(g, p) || !g->pl[p].ships_supply) return "elimination of a player without ships to place";
        for (int s = 0; s < map_systems(g); s++)
            if (g->sys[s].fresh[p] || g->sys[s].damaged[p]) return "elimination of a player with ships on the map";
        return buildings_on_map(g, p, true) ? "elimination of a player with buildings on the map" : NULL;
    }
    case FR_EVENT:
        /* events.c, events_round_end: pushed (step EV_START) for the
         * Imperial Council's securer (b = 1), who then gives it back, or
         * for the initiative holder when Event cards were played. */
        if (f->a != 0) return NULL;
        if (f->b) return g->camp.council_securer == p ? NULL : "the Council's event for a player who did not secure it";
        return g->camp.council_securer == NO_PLAYER && g->camp.events_played ? NULL : "an event without Event cards played";
    case FR_CARD:
    case FR_CARD_AUTO:
        return card_unseen(g, f->card) ? "a card effect of a card nobody has drawn" : NULL;
    case FR_CHANCE:
        return f->a == CH_CARD && card_unseen(g, f->card) ? "a chance draw of a card nobody has drawn" : NULL;
    case FR_FATE:
        return fate_choosing(g) && !((g->camp.fates_chosen >> p) & 1u) ? NULL : "Fate choice out of turn";
    case FR_START_PLACE: {
        int n = g->num_players, t = g->camp.setup_turn, seat = t < n ? t : 2 * n - 1 - t;
        return g->camp.setup_step == CSETUP_PLACE && t < 2 * n && p == (g->initiative + seat) % n
                   ? NULL
                   : "starting placement out of turn";
    }
    case FR_CHAPTER_END:
        return no_card_played(g) ? NULL : "chapter end with cards in play";
    case FR_ROUND:
        /* round.c: the round starts (a = RP_START) with no card in play
         * (round_discard, pass_initiative); once a card is led (RP_NEXT,
         * RP_END, RP_DISCARD) the lead card stays until the discard, and
         * the last two phases come after every turn. */
        if (f->a == 0) return no_card_played(g) ? NULL : "round phase start with cards in play";
        if (g->lead_card == NO_CARD) return "round phase past its start without a lead card";
        return f->a == 1 || g->turns_done == np ? NULL : "round phase past the turns before every turn";
    case FR_LEAD: {
        /* round.c, round_start: a player without cards passes at once, and
         * the chapter ends once everyone with cards passed in a row. */
        if (p != g->initiative) return "lead by a player without the initiative";
        if (!cards) return "lead by a player holding no cards";
        int with_cards = 0;
        for (int q = 0; q < np; q++) with_cards += g->pl[q].hand != 0;
        if (g->passes_in_row >= with_cards) return "lead after everyone with cards passed";
        return no_card_played(g) ? NULL : "lead after cards were played";
    }
    case FR_FOLLOW:
        if (g->lead_card == NO_CARD) return "follow without a lead card";
        if (!cards) return "follow by a player holding no cards (the turn is skipped)";
        return g->play_mode[p] == PLAY_NONE && g->played[p] == NO_CARD ? NULL : "follow by a player who played";
    case FR_END_TURN:
    case FR_TURN:
        if (p != g->turn_player) return "turn of a player whose turn it is not";
        return played_a_card(g, p) ? NULL : "turn without a played card";
    case FR_DECLARE:
        if (g->play_mode[p] != PLAY_LEAD) return "declare by a player who did not lead";
        /* round.c, lead_apply: only with a card that lets its player declare. */
        return declarable_ambitions(g, g->played[p]) ? NULL : "declare with a card that declares nothing";
    case FR_SEIZE:
        /* round.c: offered only to a player with a card to seize with, or
         * another way to seize a card gives (Partisan Seizing). */
        if (!cards && !(other_sources(g) && cards_seize_moves(g, p, NULL))) return "seize by a player holding no cards";
        return g->seized_by == NO_PLAYER && p != g->initiative ? NULL : "seize when it is not allowed";
    case FR_BATTLE_SYSTEM:
    case FR_BATTLE_DEFENDER:
    case FR_BATTLE_IMPERIAL:
    case FR_BATTLE_DICE:
    case FR_BATTLE_HIT:
    case FR_BATTLE_RAID:
    case FR_BATTLE_RESOLVE:
        return g->battle.active && p == g->battle.attacker ? NULL : "battle decision of another player";
    case FR_SUMMIT:
        return summit_active(g) && p == g->camp.summit.caller ? NULL : "a Summit frame without the Summit";
    case FR_SUMMIT_ORDER:
        return g->camp.summit.phase == SUMMIT_ORDER && p == g->camp.summit.caller ? NULL : "Call to Order out of turn";
    case FR_SUMMIT_NEGOTIATE: {
        const summit_state *s = &g->camp.summit;
        if (s->phase != SUMMIT_NEGOTIATE || p != s->turn) return "negotiation out of turn";
        return !s->n_items || s->proposer == p ? NULL : "a deal of another player";
    }
    default: return NULL;
    }
}

/* The round (round.c) as a decision on the ROUND frame expects it. Turns
 * go clockwise from the player who led: with k turns done, the leader and
 * the k - 1 players after them have played (or skipped), the last of them
 * is the turn player, and nobody else has played. */
static const char *round_problem(const game_state *g, const frame *round, const frame *f) {
    int np = g->num_players, k = g->turns_done;
    if (f->kind == FR_LEAD) {
        if (round->a != 0 || k != 0) return "lead in the middle of a round";
        for (int p = 0; p < np; p++)
            if (g->play_mode[p] != PLAY_NONE) return "lead after turns were taken";
        return NULL;
    }
    /* FOLLOW, END_TURN, ELIMINATION: a round under way. */
    if (round->a != 1) return "round phase";
    int leader = -1;
    for (int p = 0; p < np; p++)
        if (g->play_mode[p] == PLAY_LEAD && g->played[p] != NO_CARD && g->played[p] == g->lead_card) leader = p;
    if (leader < 0) return "a round without a lead";
    if (k < 1 || k > np) return "turns done";
    for (int i = 0; i < np; i++) {
        int p = (leader + i) % np, m = g->play_mode[p];
        if (i < k) {
            if (m == PLAY_NONE || (i > 0 && m == PLAY_LEAD)) return "a turn out of order";
            if ((m == PLAY_SKIPPED) != (g->played[p] == NO_CARD)) return "a played card without its play";
        } else if (m != PLAY_NONE || g->played[p] != NO_CARD || g->seize_card[p] != NO_CARD) {
            return "a player played out of turn";
        }
    }
    if (g->turn_player != (leader + k - 1) % np) return "turn player out of order";
    if (g->seized_by != NO_PLAYER) {
        int m = g->play_mode[g->seized_by];
        /* A player yet to play may have seized too: a card they secured on
         * another player's turn (campaign: a Rival's Bargain, Dealmakers,
         * makes them secure Song of Freedom). */
        if (m != PLAY_SURPASS && m != PLAY_COPY && m != PLAY_PIVOT && m != PLAY_EVENT &&
            !(m == PLAY_NONE && is_campaign(g)))
            return "seized by a player who did not follow";
    }
    if (f->kind == FR_FOLLOW) {
        if (k >= np || f->player != (g->turn_player + 1) % np) return "follow out of turn";
    } else if (f->player != g->turn_player) {
        return "end of the turn of another player";
    }
    return NULL;
}

bool stack_shape_ok(const game_state *g, char *why, size_t cap) {
    int below = FR_NONE;
    int draws[CH_DISCARD_BOTTOM + 1] = {0};
    unsigned places = 0; /* Court places waiting for a card: each at most once */
    for (int i = 0; i < g->depth; i++) {
        const frame *f = &g->stack[i];
        int place = -1;
        if (f->kind == FR_CHANCE && f->a <= CH_DISCARD_BOTTOM) {
            draws[f->a]++;
            if (f->a == CH_COURT_DRAW) place = f->b;
        }
        if (f->kind == FR_COURT_REFILL) place = f->a;
        if (place >= 0 && place < COURT_ROW_MAX) {
            if (places & (1u << place)) {
                if (why && cap) snprintf(why, cap, "two cards for Court place %d", place);
                return false;
            }
            places |= 1u << place;
        }
    }
    if (draws[CH_ACTION_DRAW] > g->action_deck_len || draws[CH_DISCARD_BOTTOM] > g->action_discard_unknown ||
        draws[CH_COURT_DRAW] > g->court_deck_len - g->court_deck_known) {
        if (why && cap) snprintf(why, cap, "more chance draws than hidden cards");
        return false;
    }
    for (int i = 0; i < g->depth; i++) {
        const frame *f = &g->stack[i];
        if (f->kind >= FR_KIND_COUNT) return false;
        if (!(allowed_parents(f->kind) & K(below))) {
            if (why && cap)
                snprintf(why, cap, "frame %d (%s) on %s", i, frame_kind_name(f->kind),
                         below == FR_NONE ? "the bottom" : frame_kind_name(below));
            return false;
        }
        /* A Move's ships wait below the decision of the Blight coming
         * along (hook point MOVED, blight_along: Blight Fury), which the
         * card's frame_ok checks. */
        bool blight_along_above = f->kind == FR_MOVE_SHIPS && i == g->depth - 2 && g->stack[i + 1].kind == FR_CARD &&
                                  card_def_of(g->stack[i + 1].card) && card_def_of(g->stack[i + 1].card)->blight_along;
        if ((LEAF_DECISIONS & K(f->kind)) && i != g->depth - 1 && !blight_along_above) {
            if (why && cap) snprintf(why, cap, "frame %d (%s) is not on top", i, frame_kind_name(f->kind));
            return false;
        }
        const char *problem = frame_state_problem(g, f);
        if (!problem && below == FR_ROUND && f->kind != FR_CARD && f->kind != FR_CARD_AUTO && f->kind != FR_EVENT &&
            f->kind != FR_SUMMIT)
            problem = round_problem(g, &g->stack[i - 1], f);
        /* (An action on the TURN frame may be another player's: a card
         * effect pops its frame and starts the action, e.g. the Elder's
         * influence after defending. Only an Influence: every other action
         * on the turn is its player's, round.c, actions.c.) */
        if (!problem && below == FR_TURN && (ACTION_FRAMES & K(f->kind)) && f->kind != FR_INFLUENCE &&
            f->player != g->stack[i - 1].player)
            problem = "an action of another player on the turn";
        if (problem) {
            if (why && cap) snprintf(why, cap, "frame %d (%s): %s", i, frame_kind_name(f->kind), problem);
            return false;
        }
        below = f->kind;
    }
    return true;
}

bool frame_data_ok(const game_state *g, const frame *f, int index, char *why, size_t cap) {
    frame_check_fn check = f->kind < FR_KIND_COUNT ? FRAME_CHECKS[f->kind] : NULL;
    bool ok = check ? check(g, f) : only(f, 0u);
    if (!ok && why && cap)
        snprintf(why, cap, "frame %d (%s): data out of range", index, frame_kind_name(f->kind));
    return ok;
}
