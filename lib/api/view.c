/* The structured view (arcs_view): the game as one viewer sees it, as a
 * plain C struct. It shows exactly what the Observation message shows
 * (lib/wire/observation.c) and hides what it hides: Rivals' hands (counts
 * only, unless a card effect shows one to the viewer now, hands_shown_to),
 * Rivals' face-down Copy and seize cards, the order of the decks. The
 * decision's prompt is written here from the pending decision frame.
 *
 * Names use the rulebook's terms (Base rulebook, "Components", "Core
 * Concepts", "Playing a Chapter", "Battle"). */
#include <stdio.h>
#include <string.h>

#include "cards/campaign/fates/believer/faithful.h"
#include "cards/campaign/fates/caretaker/golems.h"
#include "cards/hooks.h"
#include "rules/rules.h"
#include "campaign/campaign.h"
#include "campaign/flagship.h"
#include "core/game.h"
#include "data/tables.h"
#include "wire/wire.h"

_Static_assert((int)PLAY_NONE == (int)ARCS_PLAY_NONE && (int)PLAY_LEAD == (int)ARCS_PLAY_LEAD && (int)PLAY_SURPASS == (int)ARCS_PLAY_SURPASS &&
                   (int)PLAY_COPY == (int)ARCS_PLAY_COPY && (int)PLAY_PIVOT == (int)ARCS_PLAY_PIVOT && (int)PLAY_SKIPPED == (int)ARCS_PLAY_SKIPPED,
               "play modes");
_Static_assert(MAX_PLAYERS <= ARCS_MAX_PLAYERS && BUILDING_SLOTS_MAX <= ARCS_VIEW_BUILDINGS_MAX &&
                   RES_SLOTS_MAX <= ARCS_VIEW_RES_SLOTS_MAX && NUM_ACTION_CARDS <= ARCS_VIEW_HAND_MAX &&
                   GUILD_HELD_MAX <= ARCS_VIEW_GUILD_MAX && COURT_ROW_MAX <= ARCS_VIEW_COURT_ROW_MAX &&
                   COURT_CARDS_MAX <= ARCS_VIEW_COURT_PILE_MAX && BATTLE_DICE_MAX <= ARCS_VIEW_DICE_MAX &&
                   PLACED_MAX <= ARCS_VIEW_PLACED_MAX && AMBITION_BOXES_MAX <= ARCS_VIEW_AMBITIONS_MAX &&
                   PLAY_AREA_MAX <= ARCS_VIEW_PLAY_AREA_MAX && DRAFT_ROW_MAX <= ARCS_VIEW_DRAFT_MAX &&
                   USED_MAX <= ARCS_VIEW_USED_MAX && FATES_DEALT == ARCS_VIEW_FATES_DEALT &&
                   FLAGSHIP_COLUMNS == ARCS_VIEW_FLAGSHIP_COLUMNS,
               "view arrays hold the state");

/* The public decision kind of each decision frame (automatic frames never
 * wait for a move: ARCS_DECISION_NONE). */
static const uint8_t DECISION_OF_FRAME[FR_KIND_COUNT] = {
    [FR_LEAD] = ARCS_DECISION_LEAD,
    [FR_FOLLOW] = ARCS_DECISION_FOLLOW,
    [FR_DECLARE] = ARCS_DECISION_DECLARE,
    [FR_SEIZE] = ARCS_DECISION_SEIZE,
    [FR_TURN] = ARCS_DECISION_TURN,
    [FR_MULLIGAN] = ARCS_DECISION_MULLIGAN,
    [FR_TAX] = ARCS_DECISION_TAX,
    [FR_BUILD] = ARCS_DECISION_BUILD,
    [FR_REPAIR] = ARCS_DECISION_REPAIR,
    [FR_INFLUENCE] = ARCS_DECISION_INFLUENCE,
    [FR_SECURE] = ARCS_DECISION_SECURE,
    [FR_MOVE_FROM] = ARCS_DECISION_MOVE_FROM,
    [FR_MOVE_TO] = ARCS_DECISION_MOVE_TO,
    [FR_MOVE_SHIPS] = ARCS_DECISION_MOVE_SHIPS,
    [FR_CATAPULT] = ARCS_DECISION_CATAPULT,
    [FR_ELIMINATION] = ARCS_DECISION_ELIMINATION,
    [FR_PLACE_RESOURCE] = ARCS_DECISION_PLACE_RESOURCE,
    [FR_DISCARD_RESOURCE] = ARCS_DECISION_DISCARD_RESOURCE,
    [FR_BATTLE_SYSTEM] = ARCS_DECISION_BATTLE_SYSTEM,
    [FR_BATTLE_DEFENDER] = ARCS_DECISION_BATTLE_DEFENDER,
    [FR_BATTLE_DICE] = ARCS_DECISION_BATTLE_DICE,
    [FR_BATTLE_HIT] = ARCS_DECISION_BATTLE_HIT,
    [FR_BATTLE_RAID] = ARCS_DECISION_BATTLE_RAID,
    [FR_RANSACK] = ARCS_DECISION_RANSACK,
    [FR_OUTRAGE] = ARCS_DECISION_OUTRAGE,
    [FR_CARD] = ARCS_DECISION_CARD,
    [FR_CHANCE] = ARCS_DECISION_CHANCE,
    [FR_DRAFT] = ARCS_DECISION_DRAFT,
    [FR_FATE] = ARCS_DECISION_FATE,
    [FR_START_PLACE] = ARCS_DECISION_START_PLACE,
    [FR_BATTLE_IMPERIAL] = ARCS_DECISION_ADD_IMPERIAL,
    [FR_MOVE_IMPERIAL] = ARCS_DECISION_MOVE_IMPERIAL,
    [FR_EVENT_CHOICE] = ARCS_DECISION_EVENT,
    [FR_SUMMIT_ORDER] = ARCS_DECISION_SUMMIT,
    [FR_SUMMIT_NEGOTIATE] = ARCS_DECISION_SUMMIT,
    [FR_SUMMIT_ITEM] = ARCS_DECISION_SUMMIT,
    [FR_SUMMIT_CONSENT] = ARCS_DECISION_SUMMIT,
    [FR_FLAGSHIP_ALONG] = ARCS_DECISION_FLAGSHIP,
    [FR_RESETTLE] = ARCS_DECISION_FLAGSHIP,
};

/* What the decider is asked, after "Player N: " (no final period). */
static const char *const ASK[ARCS_DECISION_KIND_COUNT] = {
    [ARCS_DECISION_LEAD] = "lead an action card or pass the initiative",
    [ARCS_DECISION_FOLLOW] = "Surpass, Copy or Pivot with an action card",
    [ARCS_DECISION_DECLARE] = "declare an ambition with the lead card, or not",
    [ARCS_DECISION_SEIZE] = "seize the initiative with an extra face-down card, or not",
    [ARCS_DECISION_TURN] = "take an action, use the Prelude, or end the turn",
    [ARCS_DECISION_MULLIGAN] = "keep this hand or discard it and draw 6 new cards",
    [ARCS_DECISION_TAX] = "choose a city to tax",
    [ARCS_DECISION_BUILD] = "choose what to build and where",
    [ARCS_DECISION_REPAIR] = "choose a ship or building to repair",
    [ARCS_DECISION_INFLUENCE] = "choose a Court card to place an agent on",
    [ARCS_DECISION_SECURE] = "choose a Court card to secure",
    [ARCS_DECISION_MOVE_FROM] = "choose the system the ships leave",
    [ARCS_DECISION_MOVE_TO] = "choose the adjacent system the ships enter",
    [ARCS_DECISION_MOVE_SHIPS] = "choose how many fresh and damaged ships move",
    [ARCS_DECISION_CATAPULT] = "continue the Catapult move or stop here",
    [ARCS_DECISION_ELIMINATION] = "choose a gate for 3 fresh ships",
    [ARCS_DECISION_BATTLE_SYSTEM] = "choose the system to battle in",
    [ARCS_DECISION_BATTLE_DEFENDER] = "choose the Rival to battle",
    [ARCS_DECISION_BATTLE_DICE] = "choose the battle dice to roll",
    [ARCS_DECISION_BATTLE_HIT] = "assign a hit",
    [ARCS_DECISION_BATTLE_RAID] = "take a resource or Guild card with the raid keys, or stop",
    [ARCS_DECISION_RANSACK] = "choose a Court card to secure (Ransack)",
    [ARCS_DECISION_OUTRAGE] = "decide the Outrage",
    [ARCS_DECISION_FATE] = "keep one of your two Fate cards (secretly)",
    [ARCS_DECISION_START_PLACE] = "place 3 ships and a city or starport at a planet with an Imperial ship",
    [ARCS_DECISION_ADD_IMPERIAL] = "choose the Imperial ships that join your attack",
    [ARCS_DECISION_MOVE_IMPERIAL] = "choose the Imperial ships that move with yours",
    [ARCS_DECISION_EVENT] = "decide for the round's event",
};

/* What an explicit chance decision draws or rolls (CH_*, core/engine.h). */
static const char *const CHANCE_WHAT[] = {
    [CH_DIE] = "roll a battle die",
    [CH_ACTION_DRAW] = "draw an action card",
    [CH_COURT_DRAW] = "draw a Court card",
    [CH_DISCARD_BOTTOM] = "draw an action card from the bottom of the discard",
    [CH_DRAFT_DRAW] = "draw a card for a draft row",
    [CH_NUMBER_DIE] = "roll the number die",
    [CH_EVENT_DIE] = "roll the event die",
    [CH_FATE_DRAW] = "deal a Fate card",
    [CH_LORE_DRAW] = "draw a lore card for the Court deck",
    [CH_GOVERN_TOP] = "choose the Govern the Imperial Reach edict on top",
};

static int clampi(int v, int max) { return v < max ? v : max; }

/* The Summit's decisions (lib/campaign/summit.c). */
static void summit_prompt(const game_state *g, const frame *f, arcs_view_decision *d) {
    static const char *const ACTIONS[ARCS_NEGOTIATION_COUNT] = {"Cede Control", "Delegate Authority", "Promise Favor",
                                                                 "Transfer Asset", "Invite to Empire", "Transfer Lore",
                                                                 "Transfer Guild Support", "Transfer Golem", "Share Rumor"};
    const summit_state *s = &g->camp.summit;
    int who = f->player + 1;
    switch (f->kind) {
    case FR_SUMMIT_ORDER:
        snprintf(d->prompt, sizeof d->prompt,
                 "Player %d: Call to Order (return Favors, Petition the Council, Leave or Revive the Empire), or end it.", who);
        return;
    case FR_SUMMIT_NEGOTIATE:
        if (s->n_items)
            snprintf(d->prompt, sizeof d->prompt, "Player %d: add to the deal (%d item%s), submit it or withdraw it.", who,
                     s->n_items, s->n_items == 1 ? "" : "s");
        else
            snprintf(d->prompt, sizeof d->prompt, "Player %d: propose a deal or pass (%d pass%s in a row).", who,
                     s->passes, s->passes == 1 ? "" : "es");
        return;
    case FR_SUMMIT_ITEM:
        snprintf(d->prompt, sizeof d->prompt, "Player %d: choose what Player %d gives Player %d by %s.", who, f->a + 1,
                 f->b + 1, ACTIONS[f->c % ARCS_NEGOTIATION_COUNT]);
        return;
    default:
        snprintf(d->prompt, sizeof d->prompt, "Player %d: accept or reject Player %d's deal (%d item%s).", who,
                 s->proposer + 1, s->n_items, s->n_items == 1 ? "" : "s");
        return;
    }
}

static void view_decision(const game_state *g, arcs_view_decision *d) {
    d->player = arcs_current_player(game_of(g));
    d->kind = ARCS_DECISION_NONE;
    d->placing_resource = ARCS_NONE;
    d->card = ARCS_NONE;
    const frame *f = top_frame_c(g);
    if (g->game_over || !f || f->kind >= FR_KIND_COUNT) {
        if (g->winner != NO_PLAYER) snprintf(d->prompt, sizeof d->prompt, "Game over: Player %d wins.", g->winner + 1);
        else snprintf(d->prompt, sizeof d->prompt, "Game over.");
        return;
    }
    d->kind = (arcs_decision_kind)DECISION_OF_FRAME[f->kind];
    int who = f->player + 1;
    char sys[16];
    switch (d->kind) {
    case ARCS_DECISION_PLACE_RESOURCE:
    case ARCS_DECISION_DISCARD_RESOURCE:
        d->placing_resource = f->a < NUM_RES ? f->a : ARCS_NONE;
        snprintf(d->prompt, sizeof d->prompt, "Player %d: choose a slot for the %s being placed%s.", who,
                 resource_name(f->a), d->kind == ARCS_DECISION_DISCARD_RESOURCE ? ", or discard it" : "");
        return;
    case ARCS_DECISION_CARD: {
        const card_def *def = card_def_of(f->card);
        d->card = def ? f->card : ARCS_NONE;
        snprintf(d->prompt, sizeof d->prompt, "Player %d: decide for %s.", who, def ? card_table[f->card].name : "a card");
        return;
    }
    case ARCS_DECISION_EVENT:
        snprintf(d->prompt, sizeof d->prompt, "Player %d: %s.", who, event_choice_prompt(f));
        return;
    case ARCS_DECISION_SUMMIT: summit_prompt(g, f, d); return;
    case ARCS_DECISION_FLAGSHIP:
        snprintf(d->prompt, sizeof d->prompt, "Player %d: %s.", who,
                 f->kind == FR_FLAGSHIP_ALONG ? "your Flagship comes along on the Move, or stays"
                                              : "Resettle: place a city, a starport or a ship");
        return;
    case ARCS_DECISION_CHANCE:
        snprintf(d->prompt, sizeof d->prompt, "Chance: %s.",
                 f->a == CH_CARD && cards_chance_what(f) ? cards_chance_what(f)
                 : f->a < sizeof CHANCE_WHAT / sizeof CHANCE_WHAT[0] && CHANCE_WHAT[f->a] ? CHANCE_WHAT[f->a]
                                                                                          : "decide");
        return;
    case ARCS_DECISION_DRAFT: {
        uint16_t lore[PLAY_AREA_MAX];
        bool leader = ll_leader(g, f->player) < 0, more_lore = ll_lore(g, f->player, lore) < g->ll.lore_each;
        snprintf(d->prompt, sizeof d->prompt, "Player %d: take %s from the draft rows.", who,
                 leader && more_lore ? "a leader or a lore card" : leader ? "a leader" : "a lore card");
        return;
    }
    case ARCS_DECISION_BATTLE_HIT:
    case ARCS_DECISION_BATTLE_RAID:
    case ARCS_DECISION_BATTLE_DICE:
    case ARCS_DECISION_BATTLE_DEFENDER:
        if (g->battle.active) {
            snprintf(d->prompt, sizeof d->prompt, "Player %d: %s (battle in %s, Player %d attacking Player %d).", who,
                     ASK[d->kind], system_name(g->battle.system, sys), g->battle.attacker + 1,
                     g->battle.defender + 1);
            return;
        }
        break;
    default: break;
    }
    const char *ask = ASK[d->kind] ? ASK[d->kind] : "decide";
    snprintf(d->prompt, sizeof d->prompt, "Player %d: %s.", who, ask);
}

/* The campaign's titles (public) and Fates (Set Up Players B: each player
 * keeps one of two secretly; all are revealed at once; at Intermission F a
 * player's own Fate among the two is public): what the Observation shows
 * (lib/wire/campaign_codec.c, dealt_shown, kept_shown). */
static void view_campaign_player(const game_state *g, int p, int viewer, arcs_view_player *x) {
    x->title = ARCS_TITLE_NONE;
    x->fate = ARCS_NONE;
    for (int i = 0; i < ARCS_VIEW_FATES_DEALT; i++) x->fate_dealt[i] = ARCS_NONE;
    for (int a = 0; a < 3; a++) x->fate_history[a] = ARCS_NONE;
    x->fate_completed = 0;
    /* Flagships (public). */
    x->flagship = has_flagship(g, p) ? flagship_system(g, p) : ARCS_NONE;
    x->flagship_ships = is_campaign(g) ? FLAGSHIP_SHIPS_BUILT(g->camp.flagship_ships[p]) : 0;
    for (int k = 0; k < FLAGSHIP_COLUMNS; k++)
        for (int r = 0; r < 2; r++) {
            uint8_t b = is_campaign(g) ? g->camp.flagship_board[p][k][r] : 0;
            arcs_view_building *xb = &x->flagship_board[k][r];
            xb->owner = b ? p : ARCS_NONE;
            xb->kind = !b ? ARCS_BUILDING_NONE : BLD_IS_STARPORT(b) ? ARCS_BUILDING_STARPORT : ARCS_BUILDING_CITY;
            xb->damaged = b && BLD_IS_DAMAGED(b);
        }
    if (!is_campaign(g)) return;
    const campaign_state *c = &g->camp;
    /* The Fates of the Acts played and the one revealed for the next: public
     * (Intermission F reveals them all at once). */
    for (int a = 0; a < 3; a++)
        if (c->fate_history[p][a] != NO_COURT_CARD) x->fate_history[a] = c->fate_history[p][a];
    x->fate_completed = c->fate_completed[p];
    if (c->setup_step > CSETUP_CHOOSE_FATES)
        x->title = (c->regents >> p) & 1u ? ARCS_TITLE_REGENT : ARCS_TITLE_OUTLAW;
    x->first_regent = c->first_regent == p;
    unsigned all = (1u << g->num_players) - 1;
    bool own = viewer == p, revealed = (c->fates_chosen & all) == all;
    for (int i = 0; i < FATES_DEALT && i < ARCS_VIEW_FATES_DEALT; i++)
        if (c->fate_dealt[p][i] != NO_COURT_CARD)
            x->fate_dealt[i] = own || fate_dealt_public(g, p, i) ? c->fate_dealt[p][i] : ARCS_CARD_HIDDEN;
    if (c->fate[p] != NO_COURT_CARD) x->fate = own || revealed ? c->fate[p] : ARCS_CARD_HIDDEN;
}

/* ---- the Golems (campaign, ARCS-F505) and the Faithful cards' sides (F813) ---- */

/* Golem k as everyone sees it: named once it has been Awake (golem_known),
 * else hidden (F501A, F505 "Its Awake side is public"). */
static arcs_view_golem view_golem(const game_state *g, int k) {
    arcs_view_golem x;
    x.golem = ((GOLEM_DATA(g)->known >> k) & 1u) ? k : ARCS_CARD_HIDDEN;
    x.awake = (int)((GOLEM_DATA(g)->awake >> k) & 1u);
    return x;
}

static void view_golems(const game_state *g, arcs_game_view *out) {
    static const arcs_view_golem none = {ARCS_NONE, 0};
    out->hearth_holder = ARCS_NONE;
    for (int s = 0; s < ARCS_SYSTEM_COUNT; s++) out->systems[s].golem = none;
    out->map_centre.golem = none;
    for (int p = 0; p < ARCS_MAX_PLAYERS; p++)
        for (int i = 0; i < ARCS_VIEW_RES_SLOTS_MAX; i++) out->player[p].slot_golem[i] = none;
    if (!is_campaign(g)) return;
    int h = golem_hearth_holder(g);
    out->hearth_holder = h < 0 ? ARCS_NONE : h;
    int hidden_on_hearth = 0;
    for (int k = 0; k < GOLEMS; k++) {
        uint8_t w = GOLEM_DATA(g)->where[k];
        if (GOLEM_IS_ON_MAP(w) && GOLEM_SYSTEM(w) < ARCS_SYSTEM_COUNT) out->systems[GOLEM_SYSTEM(w)].golem = view_golem(g, k);
        else if (GOLEM_IS_ON_MAP(w) && GOLEM_SYSTEM(w) == NUM_SYSTEMS) out->map_centre.golem = view_golem(g, k);
        else if (GOLEM_IN_SLOT(w) && GOLEM_SLOT_PLAYER(w) < ARCS_MAX_PLAYERS && GOLEM_SLOT_INDEX(w) < ARCS_VIEW_RES_SLOTS_MAX)
            out->player[GOLEM_SLOT_PLAYER(w)].slot_golem[GOLEM_SLOT_INDEX(w)] = view_golem(g, k);
        else if (w == GOLEM_HEARTH && h >= 0) {
            /* Named ones in arcs_golem order; hidden ones after (below). */
            if ((GOLEM_DATA(g)->known >> k) & 1u) out->hearth_golems[out->hearth_golem_count++] = view_golem(g, k);
            else hidden_on_hearth++;
        }
    }
    for (int i = 0; i < hidden_on_hearth && out->hearth_golem_count < ARCS_VIEW_GOLEMS_MAX; i++)
        out->hearth_golems[out->hearth_golem_count++] = (arcs_view_golem){ARCS_CARD_HIDDEN, 0};
}

/* The side of a played Faithful card, when shown; else ARCS_NONE. */
static int view_played_side(const game_state *g, int shown_card) {
    if (!is_campaign(g) || shown_card < 0 || !is_two_sided_card(shown_card)) return ARCS_NONE;
    /* Its side still to be chosen (believer.c, faithful_played). */
    for (int i = 0; i < g->depth && i < STACK_MAX; i++) {
        const frame *f = &g->stack[i];
        if (f->kind == FR_CARD && f->card == CARD_F813 && f->c == shown_card) return ARCS_NONE;
    }
    return faithful_on_wisdom(g, shown_card) ? ARCS_FAITHFUL_WISDOM : ARCS_FAITHFUL_ZEAL;
}

static void view_player(const game_state *g, int p, int viewer, unsigned shown, arcs_view_player *x) {
    const player_state *s = &g->pl[p];
    x->power = s->power;
    /* The board's slots, then a card's slot (Ancient Holdings) for its holder. */
    x->resource_slots = other_sources(g) && cards_res_slot(g, p) ? RES_SLOTS_MAX : RES_SLOTS;
    x->open_slots = open_res_slots(s);
    for (int i = 0; i < ARCS_VIEW_RES_SLOTS_MAX; i++) {
        if (i >= x->resource_slots || i >= RES_SLOTS_MAX) {
            x->resources[i] = ARCS_SLOT_COVERED;
            continue;
        }
        x->slot_keys[i] = res_slot_keys(i);
        if (s->res[i] == RES_GOLEM) x->resources[i] = ARCS_SLOT_GOLEM;
        else if (s->res[i] != RES_EMPTY) x->resources[i] = s->res[i] - 1;
        else x->resources[i] = i < x->open_slots || i == CARD_RES_SLOT ? ARCS_SLOT_EMPTY : ARCS_SLOT_COVERED;
    }
    for (int r = 0; r < NUM_RES; r++) {
        x->outrage[r] = (s->outrage >> r) & 1;
        x->outrage_agent_owed[r] = (s->outrage_placeholder >> r) & 1;
    }
    if (is_campaign(g)) {
        for (int q = 0; q < MAX_PLAYERS; q++) x->captive_ships[q] = cards_data_captive_ships(g, p, q);
        x->captive_ships[OWNER_EMPIRE] = cards_data_captive_ships(g, p, OWNER_EMPIRE);
    }
    for (int q = 0; q < MAX_PLAYERS; q++) {
        x->captives[q] = s->captives[q];
        x->trophy_ships[q] = s->trophy_ships[q];
        x->trophy_cities[q] = s->trophy_cities[q];
        x->trophy_starports[q] = s->trophy_starports[q];
        x->trophy_agents[q] = s->trophy_agents[q];
    }
    x->guild_count = clampi(s->guild_count, GUILD_HELD_MAX);
    for (int i = 0; i < x->guild_count; i++) x->guild[i] = s->guild[i];
    x->cities_on_board = s->cities_on_board;
    x->ships_supply = s->ships_supply;
    x->starports_supply = s->starports_supply;
    x->agents_supply = s->agents_supply;
    uint64_t hand = s->hand & ((1ull << NUM_ACTION_CARDS) - 1);
    x->hand_count = __builtin_popcountll(hand);
    x->hand_visible = p == viewer || ((shown >> p) & 1u);
    if (x->hand_visible) {
        int n = 0;
        for (int c = 0; c < NUM_ACTION_CARDS; c++)
            if (hand & (1ull << c)) x->hand[n++] = c;
    }
    x->play_mode = (arcs_play_mode)g->play_mode[p];
    if (g->played[p] == NO_CARD) x->played = ARCS_NONE;
    else x->played = p != viewer && played_face_down_hidden(g, p) ? ARCS_CARD_HIDDEN : g->played[p];
    /* A face-down play shown (play_shown) lies on no side. */
    x->played_side = g->play_mode[p] == PLAY_COPY ? ARCS_NONE : view_played_side(g, x->played);
    if (g->seize_card[p] == NO_CARD) x->seize_card = ARCS_NONE;
    else x->seize_card = p != viewer ? ARCS_CARD_HIDDEN : g->seize_card[p];
    x->holds_initiative = g->initiative == p;
    x->bonus_city_power = bonus_city_power(s);
    for (int a = 0; a < (is_campaign(g) ? AMBITION_BOXES_MAX : ARCS_AMBITION_COUNT); a++)
        x->ambition[a] = ambition_count(g, p, a);
    /* The play area lies face up (Leaders & Lore). */
    x->leader = ARCS_NONE;
    x->play_area_count = clampi(g->ll.play_area_len[p], PLAY_AREA_MAX);
    for (int i = 0; i < x->play_area_count; i++) {
        int c = g->ll.play_area[p][i];
        x->play_area[i] = c;
        if (card_table[c].kind == CK_LEADER && x->leader == ARCS_NONE) x->leader = c;
        else if (card_table[c].kind == CK_LORE) x->lore[x->lore_count++] = c;
    }
    view_campaign_player(g, p, viewer, x);
}

static void view_draft(const game_state *g, arcs_view_draft *x) {
    const ll_state *l = &g->ll;
    int total = g->num_players * (1 + l->lore_each);
    x->active = !is_base_game(g) && l->lore_each > 0 && l->draft_picks < total;
    x->lore_each = l->lore_each;
    x->leader_places = l->draft_leaders;
    x->lore_places = l->draft_lore;
    for (int i = 0; i < ARCS_VIEW_DRAFT_MAX; i++)
        x->row[i] = i < DRAFT_ROW_MAX && l->draft_row[i] != NO_COURT_CARD && i < l->draft_leaders + l->draft_lore
                        ? l->draft_row[i]
                        : ARCS_NONE;
    x->picks = l->draft_picks;
    x->picks_total = l->lore_each > 0 ? total : 0;
}

static void view_system(const game_state *g, int s, arcs_view_system *x) {
    const system_state *st = &g->sys[s];
    x->in_play = sys_in_play(g, s);
    for (int p = 0; p < MAX_PLAYERS; p++) {
        x->fresh[p] = st->fresh[p];
        x->damaged[p] = st->damaged[p];
    }
    if (is_campaign(g)) {
        /* Campaign owners: Imperial ships (the Empire), the Blight. */
        x->fresh[ARCS_OWNER_EMPIRE] = g->camp.imperial[s][0];
        x->damaged[ARCS_OWNER_EMPIRE] = g->camp.imperial[s][1];
        x->fresh[ARCS_OWNER_BLIGHT] = g->camp.blight[s][0];
        x->damaged[ARCS_OWNER_BLIGHT] = g->camp.blight[s][1];
    }
    /* The printed slots, then the buildings outside them (Leaders & Lore:
     * Gate Ports, Gate Stations, Cloud Cities), in place order. */
    int n = planet_slots(s);
    uint8_t shown[ARCS_VIEW_BUILDINGS_MAX] = {0};
    for (int i = 0; i < n; i++) shown[i] = st->bld[i];
    for (int i = SLOTS_PER_SYSTEM; i < building_places(g) && n < ARCS_VIEW_BUILDINGS_MAX; i++)
        if (st->bld[i] & BLD_OCCUPIED) shown[n++] = st->bld[i];
    x->building_slots = n;
    for (int i = 0; i < ARCS_VIEW_BUILDINGS_MAX; i++) {
        uint8_t b = shown[i];
        arcs_view_building *xb = &x->buildings[i];
        xb->owner = ARCS_NONE;
        if (!(b & BLD_OCCUPIED)) continue;
        xb->owner = (int)BLD_OWNER(b);
        xb->kind = BLD_IS_STARPORT(b) ? ARCS_BUILDING_STARPORT : ARCS_BUILDING_CITY;
        xb->damaged = BLD_IS_DAMAGED(b);
    }
    int c = controller(g, s);
    x->controller = c == NO_PLAYER ? ARCS_NONE : c;
}

arcs_status arcs_view(const arcs_game *game, int viewer, arcs_game_view *out) {
    if (!game || !out) return ARCS_E_INVALID_ARG;
    const game_state *g = &game->s;
    if (g->num_players < 2 || g->num_players > MAX_PLAYERS || viewer < -1 || viewer >= g->num_players)
        return ARCS_E_INVALID_ARG;
    if (!game_viewer_allowed(game, viewer)) return ARCS_E_INVALID_ARG;
    memset(out, 0, sizeof *out);
    out->version = ARCS_VIEW_VERSION;
    out->viewer = viewer;
    out->players = g->num_players;
    out->mode = (arcs_mode)g->mode;
    out->setup_name = arcs_setup_name(game);
    out->chapter = g->chapter;
    out->initiative = g->initiative;
    out->seized_by = g->seized_by == NO_PLAYER ? ARCS_NONE : g->seized_by;
    out->game_over = g->game_over != 0;
    out->winner = arcs_winner(game);

    for (int s = 0; s < NUM_SYSTEMS; s++) view_system(g, s, &out->systems[s]);
    /* The campaign's map centre (the Twisted Passage), system 24. */
    out->map_centre_in_play = is_campaign(g) && map_centre_in_play(g);
    view_system(g, NUM_SYSTEMS, &out->map_centre);
    out->map_centre.in_play = out->map_centre_in_play;
    unsigned shown = viewer >= 0 ? hands_shown_to(g, viewer) : 0;
    for (int p = 0; p < ARCS_MAX_PLAYERS; p++) {
        if (p < g->num_players) view_player(g, p, viewer, shown, &out->player[p]);
        else {
            arcs_view_player *x = &out->player[p];
            x->played = x->seize_card = x->leader = x->fate = x->fate_dealt[0] = x->fate_dealt[1] = ARCS_NONE;
            x->fate_history[0] = x->fate_history[1] = x->fate_history[2] = ARCS_NONE;
            x->played_side = x->flagship = ARCS_NONE;
            for (int k = 0; k < FLAGSHIP_COLUMNS; k++) x->flagship_board[k][0].owner = x->flagship_board[k][1].owner = ARCS_NONE;
        }
    }
    view_golems(g, out);
    if (is_campaign(g)) {
        out->act = g->camp.act;
        out->last_act = g->camp.last_act;
        out->act_boundary = g->camp.act_boundary != 0;
        out->intermission_step = g->camp.intermission_step;
    }
    for (int r = 0; r < NUM_RES; r++) {
        out->supply[r] = g->res_supply[r];
        out->box_resources[r] = g->phantom[r];
    }

    out->ambition_box_count = is_campaign(g) ? AMBITION_BOXES_MAX : ARCS_AMBITION_COUNT;
    out->extra_ambition_boxes = is_campaign(g) ? (int)cards_ambition_boxes(g) : 0;
    out->marker_count = 3;
    for (int m = 0; m < 3; m++) {
        arcs_view_marker *x = &out->markers[m];
        x->box = g->marker_box[m] == 0xFF ? ARCS_NONE : g->marker_box[m];
        x->flipped = (g->marker_flipped >> m) & 1;
        x->first = marker_first(g, m);
        x->second = marker_second(g, m);
    }
    out->zero_marker = g->zero_marker != 0;

    out->court_deck_count = g->court_deck_len;
    out->court_pile_max = court_pile_max(g);
    out->court_row_count = clampi(g->court_row_len, COURT_ROW_MAX);
    for (int i = 0; i < out->court_row_count; i++) {
        arcs_view_court_place *x = &out->court[i];
        x->card = g->court_row[i] == NO_COURT_CARD ? ARCS_NONE : g->court_row[i];
        for (int p = 0; p < MAX_PLAYERS; p++) x->agents[p] = g->court_agents[i][p];
    }
    out->court_discard_count = clampi(g->court_discard_len, court_pile_max(g));
    for (int i = 0; i < out->court_discard_count; i++) out->court_discard[i] = court_discard_pile(g)[i];
    out->placed_count = clampi(g->cards.n_placed, PLACED_MAX);
    for (int i = 0; i < out->placed_count; i++) {
        out->placed[i].card = g->cards.placed[i];
        out->placed[i].player = g->cards.placed_by[i];
        out->placed[i].beside = g->cards.placed_beside[i];
    }

    out->action_deck_count = g->action_deck_len;
    out->action_discard_count = g->action_discard_len;
    out->lead_card = g->lead_card == NO_CARD ? ARCS_NONE : g->lead_card;
    out->turn_player = g->turn_player == NO_PLAYER ? ARCS_NONE : g->turn_player;
    out->pips = g->pips;
    out->pip_suit = g->pip_suit;
    out->prelude_open = g->prelude_open != 0;
    out->weapon_spent = g->weapon_battle != 0;

    const battle_state *b = &g->battle;
    if (b->active) {
        arcs_view_battle *x = &out->battle;
        x->active = 1;
        x->system = b->system;
        x->attacker = b->attacker;
        x->defender = b->defender;
        for (int i = 0; i < ARCS_DIE_COUNT; i++) x->dice[i] = b->dice[i];
        x->rolled_count = clampi(b->nfaces, BATTLE_DICE_MAX);
        for (int i = 0; i < x->rolled_count; i++) {
            x->rolled_die[i] = b->faces[i] / 6;
            x->rolled_face[i] = b->faces[i] % 6;
        }
    }
    view_decision(g, &out->decision);
    view_draft(g, &out->draft);
    out->used_this_turn_count = clampi(g->cards.n_used_this_turn, USED_MAX);
    for (int i = 0; i < out->used_this_turn_count; i++) out->used_this_turn[i] = g->cards.used_this_turn[i];
    out->used_this_round_count = clampi(g->cards.n_used_this_round, USED_MAX);
    for (int i = 0; i < out->used_this_round_count; i++) out->used_this_round[i] = g->cards.used_this_round[i];
    return ARCS_OK;
}

int arcs_controller(const arcs_game *game, int system) {
    if (!game || system < 0 || system >= NUM_SYSTEMS) return ARCS_NONE;
    int c = controller(&game->s, system);
    return c == NO_PLAYER ? ARCS_NONE : c;
}

int arcs_ambition_count(const arcs_game *game, int player, int ambition) {
    if (!game || player < 0 || player >= game->s.num_players || ambition < 0 ||
        ambition >= (is_campaign(&game->s) ? AMBITION_BOXES_MAX : ARCS_AMBITION_COUNT))
        return -1;
    return ambition_count(&game->s, player, ambition);
}
