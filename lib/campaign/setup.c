/*
 * Act I Setup (Campaign rulebook, "Act I Setup": Step 1 "Set Up Table" A-Q
 * and Step 2 "Set Up Players" A-K; rules-structured.yaml wording).
 *
 * arcs_game_new calls campaign_setup instead of the base setup. It does the
 * table steps that need no chance at once and pushes the automatic frame
 * FR_CAMPAIGN_SETUP, which walks campaign_state.setup_step:
 *   LORE        Step 1 J: 1 lore card per player, drawn at random from the
 *               lore deck, shuffled into the Court deck (after the row was
 *               dealt: Step 1 I); secured, it goes to the securer's play
 *               area and works as in Leaders & Lore (lib/rules/court.c);
 *   BOOKLET     Step 1 L-M: the rules booklet: Guild Envoys Depart first
 *               (2 players), then the 3 Govern the Imperial Reach edicts,
 *               a random one on top (chance CH_GOVERN_TOP: the current
 *               policy), the others after it in card order; no edict is
 *               resolved yet (Edicts come later);
 *   NUMBER_DIE  Step 1 N: the number die picks the first Imperial cluster,
 *               the next clockwise one is the second; 1 Imperial ship in
 *               each of their 8 systems (gates included);
 *   EVENT_DIE   Step 1 O-Q: the event die's planet symbol gets a Free city
 *               on each such planet outside the Imperial clusters; 1 damaged
 *               Blight in each of the 16 other systems; 2 players: the 6
 *               resources of the Imperial planets go onto the ambition boxes;
 *   FATES       Step 2 B: 2 "A" Fate cards drawn by each player, in turn
 *               order (a chance draw each);
 *   CHOOSE      Step 2 B: each player keeps one, secretly (FR_FATE, one
 *               decision per player in turn order; the choice stays hidden
 *               until all have chosen, then all are revealed at once);
 *               Step 2 F: everyone a Regent, the initiative holder the
 *               First Regent (no Fate setup gives the tile yet);
 *   PLACE       Step 2 G-H: 3 ships + 1 building at a planet with an
 *               Imperial ship, gaining its resource: in turn order, then in
 *               reverse turn order (FR_START_PLACE);
 *   FREE_CITIES Step 2 I: Free cities in the empty slots of Imperial planets;
 *   then Step 2 J-K: hands (chapter_deal) and the Court row.
 * Dice and Fate draws come from the game's generator, or in explicit-chance
 * mode from chance decisions (CH_LORE_DRAW, CH_NUMBER_DIE, CH_EVENT_DIE, CH_FATE_DRAW in
 * lib/core/chance.c) whose outcomes the frame reads back from the state.
 *
 * After the reveal, Step 2 C-D: each player's Setup side and objective
 * marker (fate_setup_next, lib/campaign/fates.c), in turn order, before F
 * (a Setup side may give the First Regent tile: Steward).
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "data/card_ids.h"
#include "data/tables.h"

/* The Imperial cluster pair of a number-die roll (1..6): the rolled cluster
 * and the next clockwise (clusters are numbered clockwise). */
static unsigned imperial_pair(int roll) {
    int c = roll - 1;
    return (1u << c) | (1u << ((c + 1) % NUM_CLUSTERS));
}

static bool in_imperial_cluster(const game_state *g, int s) {
    return (g->camp.imperial_clusters >> sys_cluster(s)) & 1u;
}

static int empty_slot(const game_state *g, int s) {
    for (int i = 0; i < planet_slots(s); i++)
        if (!(g->sys[s].bld[i] & BLD_OCCUPIED)) return i;
    return -1;
}

static void place_free_city(game_state *g, int s) {
    int i = empty_slot(g, s);
    if (i < 0) return;
    /* Free buildings are unlimited ("use a proxy piece": The Free States,
     * "Empty Supply"). */
    g->sys[s].bld[i] = BLD_MAKE(OWNER_FREE, false, false);
}

/* Step 1 N. */
static void place_imperial_clusters(game_state *g) {
    char name[16];
    campaign_state *c = &g->camp;
    c->imperial_clusters = (uint8_t)imperial_pair(c->number_die);
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (in_imperial_cluster(g, s) && c->imperial_supply) {
            c->imperial_supply--;
            c->imperial[s][0]++;
        }
    int first = c->number_die - 1;
    glog(g, "Number die: %d. Clusters %d and %d are Imperial: 1 Imperial ship in each of their systems.",
         c->number_die, first + 1, (first + 1) % NUM_CLUSTERS + 1);
    (void)name;
}

/* Step 1 O-Q. */
static void place_free_and_blight(game_state *g) {
    campaign_state *c = &g->camp;
    int symbol = event_die_symbol(c->event_die), cities = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (in_imperial_cluster(g, s)) continue;
        if (sys_kind(s) == symbol) {
            place_free_city(g, s);
            cities++;
        }
        /* P: 1 damaged Blight in each system outside the Imperial clusters. */
        if (c->blight_supply) {
            c->blight_supply--;
            c->blight[s][1]++;
        }
    }
    static const char *const SYMBOLS[] = {"gate", "arrow", "crescent", "hex"};
    glog(g, "Event die: %s. %d Free cities on the %s planets outside the Imperial clusters; damaged Blight in the %d other systems.",
         SYMBOLS[symbol], cities, SYMBOLS[symbol], NUM_SYSTEMS - 8);
    /* Q (2 players): the resources matching the Imperial planets go onto
     * the ambition boxes (they count as a third player's at scoring, as in
     * the base game's 2-player rule: lib/rules/chapter.c). */
    if (g->num_players == 2) setup_ambition_resources(g, c->imperial_clusters);
}

/* The next player (in turn order from the initiative holder) still to draw
 * Fates, or -1. */
static int next_to_draw(const game_state *g) {
    for (int i = 0; i < g->num_players; i++) {
        int p = (g->initiative + i) % g->num_players;
        if (g->camp.fate_dealt[p][FATES_DEALT - 1] == NO_COURT_CARD) return p;
    }
    return -1;
}

/* Draw one Fate card for p from the A deck with the generator. */
static void draw_fate_internal(game_state *g, int p) {
    campaign_state *c = &g->camp;
    int i = (int)rng_below(g, c->fate_deck_len);
    fate_to_player(g, p, c->fate_deck[i]);
}

static void start_placements(game_state *g);

/* The order of the starting placements: turn order, then reverse (G-H). */
static int placing_player(const game_state *g, int turn) {
    int n = g->num_players;
    int seat = turn < n ? turn : 2 * n - 1 - turn;
    return (g->initiative + seat) % n;
}

static bool imperial_planet(const game_state *g, int s) {
    return !sys_is_gate(s) && g->camp.imperial[s][0] + g->camp.imperial[s][1] > 0;
}

static void setup_step(game_state *g, arcs_move m) {
    (void)m;
    campaign_state *c = &g->camp;
    switch (c->setup_step) {
    case CSETUP_LORE:
        if (c->lore_added < g->num_players) {
            if (chance_explicit(g)) {
                push_chance_decision(g, CH_LORE_DRAW, 0);
                return;
            }
            unsigned left = lore_deck(g);
            int k = (int)rng_below(g, (unsigned)__builtin_popcount(left));
            while (k--) left &= left - 1;
            lore_to_court(g, CARD_L01 + __builtin_ctz(left));
            return;
        }
        court_deck_shuffled(g);
        glog(g, "%d lore cards are shuffled into the Court deck.", c->lore_added);
        c->setup_step = CSETUP_BOOKLET;
        return;
    case CSETUP_BOOKLET:
        if (!c->govern_top) {
            if (chance_explicit(g)) {
                push_chance_decision(g, CH_GOVERN_TOP, 0);
                return;
            }
            c->govern_top = (uint8_t)(1 + rng_below(g, 3));
        }
        if (g->num_players == 2) booklet_add(g, CARD_AID02);
        booklet_add(g, CARD_AID03 + c->govern_top - 1);
        for (int k = CARD_AID03; k <= CARD_AID05; k++)
            if (k != CARD_AID03 + c->govern_top - 1) booklet_add(g, k);
        glog(g, "The rules booklet: %sGovern the Imperial Reach, %s on top.", g->num_players == 2 ? "Guild Envoys Depart, " : "",
             c->govern_top == 1 ? "War" : c->govern_top == 2 ? "Peace" : "Escalation");
        c->setup_step = CSETUP_NUMBER_DIE;
        return;
    case CSETUP_NUMBER_DIE:
        if (!c->number_die) {
            if (chance_explicit(g)) {
                push_chance_decision(g, CH_NUMBER_DIE, 0);
                return;
            }
            c->number_die = (uint8_t)(1 + rng_below(g, 6));
        }
        place_imperial_clusters(g);
        c->setup_step = CSETUP_EVENT_DIE;
        return;
    case CSETUP_EVENT_DIE:
        if (!c->event_die) {
            if (chance_explicit(g)) {
                push_chance_decision(g, CH_EVENT_DIE, 0);
                return;
            }
            c->event_die = (uint8_t)(1 + rng_below(g, 6));
        }
        place_free_and_blight(g);
        c->setup_step = CSETUP_FATES;
        return;
    case CSETUP_FATES: {
        int p = next_to_draw(g);
        if (p < 0) {
            c->setup_step = CSETUP_CHOOSE_FATES;
            return;
        }
        if (chance_explicit(g)) push_chance_decision(g, CH_FATE_DRAW, p);
        else draw_fate_internal(g, p);
        return;
    }
    case CSETUP_CHOOSE_FATES:
        if (c->fates_chosen != (1u << g->num_players) - 1) {
            for (int i = 0; i < g->num_players; i++) {
                int p = (g->initiative + i) % g->num_players;
                if (!(c->fates_chosen & (1u << p))) {
                    push_frame(g, FR_FATE, p);
                    return;
                }
            }
        }
        /* Everyone chose: reveal them at once. */
        if (!c->fate_setup_done)
            for (int i = 0; i < g->num_players; i++) {
                int p = (g->initiative + i) % g->num_players;
                glog(g, "Player %d reveals the Fate %s.", p + 1, card_table[c->fate[p]].name);
            }
        /* C-D: each player's Setup side, in turn order, and the objective
         * markers (lib/campaign/fates.c); a Setup side's decisions run
         * above this frame, which then sets up the next player. */
        if (fate_setup_next(g)) return;
        /* F: Regent titles for everyone; "if no one has the First Regent
         * tile from their setup, the player with initiative takes it". */
        c->regents = (uint8_t)((1u << g->num_players) - 1);
        if (c->first_regent == NO_PLAYER) campaign_take_first_regent(g, g->initiative);
        glog(g, "Every player is a Regent; Player %d is the First Regent.", c->first_regent + 1);
        c->setup_step = CSETUP_PLACE;
        return;
    case CSETUP_PLACE:
        if (c->setup_turn < 2 * g->num_players) {
            start_placements(g);
            return;
        }
        c->setup_step = CSETUP_FREE_CITIES;
        return;
    case CSETUP_FREE_CITIES:
    default: {
        /* I: Free cities in every empty slot of a planet with Imperial ships. */
        int n = 0;
        for (int s = 0; s < NUM_SYSTEMS; s++)
            if (imperial_planet(g, s))
                while (empty_slot(g, s) >= 0) {
                    place_free_city(g, s);
                    n++;
                }
        glog(g, "%d Free cities fill the empty slots of the Imperial planets.", n);
        c->setup_step = CSETUP_DONE;
        pop_frame(g);
        /* J-K: hands (and the 2-player mulligan). */
        chapter_deal(g);
        return;
    }
    }
}

const frame_ops campaign_setup_frame_ops = {"campaign_setup", NULL, setup_step};

/* ---- FR_FATE: keep one of the two dealt Fates (Set Up Players B) ---- */

static void fate_enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    for (int i = 0; i < FATES_DEALT; i++) add_move(out, ARCS_MOVE_FATE, f->player, i, 0, 0, 0);
}

static void fate_apply(game_state *g, arcs_move m) {
    int p = m.player;
    campaign_state *c = &g->camp;
    pop_frame(g);
    c->fate[p] = c->fate_dealt[p][m.a];
    c->fates_chosen |= (uint8_t)(1u << p);
    /* The unchosen card goes back to the box (not the deck). */
    glog(g, "Player %d chooses a Fate in secret.", p + 1);
}

const frame_ops fate_frame_ops = {"fate", fate_enumerate, fate_apply};

/* ---- FR_START_PLACE: Set Up Players G-H ---- */

static void start_placements(game_state *g) {
    int p = placing_player(g, g->camp.setup_turn);
    push_frame(g, FR_START_PLACE, p);
}

static void start_place_enumerate(const game_state *g, const frame *f, move_list *out) {
    const player_state *pl = &g->pl[f->player];
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (!imperial_planet(g, s) || empty_slot(g, s) < 0) continue;
        if (pl->cities_on_board) add_move(out, ARCS_MOVE_START_PLACE, f->player, s, 0, 0, 0);
        if (pl->starports_supply) add_move(out, ARCS_MOVE_START_PLACE, f->player, s, 1, 0, 0);
    }
}

static void start_place_apply(game_state *g, arcs_move m) {
    int p = m.player, s = m.a;
    player_state *pl = &g->pl[p];
    char name[16];
    pop_frame(g);
    g->camp.setup_turn++;
    int n = pl->ships_supply < 3 ? pl->ships_supply : 3;
    pl->ships_supply = (uint8_t)(pl->ships_supply - n);
    g->sys[s].fresh[p] = (uint8_t)(g->sys[s].fresh[p] + n);
    g->sys[s].bld[empty_slot(g, s)] = BLD_MAKE(p, m.b != 0, false);
    if (m.b) pl->starports_supply--;
    else pl->cities_on_board--; /* the leftmost city of the board */
    glog(g, "Player %d places 3 ships and a %s at %s.", p + 1, m.b ? "starport" : "city", system_name(s, name));
    gain_resource(g, p, planet_type(s));
}

const frame_ops start_place_frame_ops = {"start_place", start_place_enumerate, start_place_apply};

/* ---- the table ---- */

void campaign_block_init(game_state *g) {
    campaign_state *c = &g->camp;
    c->first_regent = NO_PLAYER;
    c->council_securer = NO_PLAYER;
    /* Step 1 E: 2 Event cards (2-3 players) or 3 (4 players) join the
     * action deck (shuffled with it when the hands are dealt). */
    c->event_cards = (uint8_t)(g->num_players == 4 ? 3 : 2);
    c->imperial_supply = IMPERIAL_SHIPS;
    c->blight_supply = BLIGHT_PIECES;
    for (int i = 0; i < COURT_ROW_MAX; i++)
        for (int k = 0; k < ATTACHED_MAX; k++) c->attached[i][k] = NO_COURT_CARD;
    for (int p = 0; p < MAX_PLAYERS; p++) {
        c->objective[p] = OBJECTIVE_NONE;
        c->fate[p] = NO_COURT_CARD;
        for (int i = 0; i < FATES_DEALT; i++) c->fate_dealt[p][i] = NO_COURT_CARD;
        for (int a = 0; a < 3; a++) c->fate_history[p][a] = NO_COURT_CARD;
    }
}

bool campaign_setup(game_state *g, const arcs_config *cfg) {
    int n = cfg->players;
    if (n < 2 || n > MAX_PLAYERS || cfg->first_player >= n) return false;
    /* No setup card ("Do not use setup cards"): a named one is a bad config. */
    if (!setup_name_random(cfg->setup)) return false;
    if (cfg->chance == ARCS_CHANCE_EXPLICIT && cfg->first_player < 0) return false;
    rng_seed(g, cfg->seed);
    g->chance_mode = (uint8_t)cfg->chance;
    g->num_players = (uint8_t)n;
    g->mode = ARCS_MODE_CAMPAIGN;
    g->setup_card = 0;
    g->out_of_play = 0; /* "No clusters will be out of play" */

    /* Step 1 B: the initiative marker to a random player. */
    g->initiative = (uint8_t)(cfg->first_player >= 0 ? cfg->first_player : (int)rng_below(g, (unsigned)n));
    /* Step 1 A, F-H (supply, markers, chapter 1); Step 2 A, E (pieces,
     * Power 0). */
    setup_table(g);

    campaign_state *c = &g->camp;
    c->act = 1;
    c->last_act = (uint8_t)(cfg->last_act ? cfg->last_act : 3);
    campaign_block_init(g);
    /* Summits: deals per Summit (arcs_config.summit_deal_limit). */
    c->summit_deal_limit = (uint8_t)(cfg->summit_deal_limit == 0 ? DEALS_UNLIMITED
                                     : cfg->summit_deal_limit < 0 ? 0
                                                                  : cfg->summit_deal_limit);
    /* The "A" Fate deck: FATE01-FATE08 (What's in the Box, "Fates"). */
    c->fate_deck_len = 0;
    for (int ci = CARD_FATE01; ci <= CARD_FATE08; ci++) c->fate_deck[c->fate_deck_len++] = (uint16_t)ci;

    /* Step 1 I: the 15 campaign Court cards (CC) shuffled into the Court
     * deck; 3 (2 players) or 4 places in the row, drawn after the deal. */
    if (!setup_court(g, TAG_CAMPAIGN_COURT, 15)) return false;
    /* Step 1 K: the Imperial Council, In Session, as the leftmost Court
     * card (row place COUNCIL_PLACE); the dealt cards follow it. */
    g->court_row[g->court_row_len++] = NO_COURT_CARD;
    g->court_row[COUNCIL_PLACE] = CARD_AID01A;

    glog(g, "Campaign Act I setup, %d players; Player %d has the initiative.", n, g->initiative + 1);
    push_frame(g, FR_CAMPAIGN_SETUP, g->initiative);
    /* Step 1 I: the row is dealt from the 15 CC cards, before the lore
     * joins the deck (in explicit-chance mode these draws are decided
     * first, above the setup frame). */
    for (int i = COUNCIL_PLACE + 1; i < g->court_row_len; i++) court_draw(g, i);
    return true;
}
