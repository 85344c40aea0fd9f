/*
 * The Intermission (Campaign rulebook, "Intermission"; rules-structured.yaml
 * wording, which orders the steps A-F: plan §4 item 1). It happens at the end
 * of Act I and Act II: chapter.c's game end calls intermission_begin instead
 * of ending the game; the automatic frame FR_INTERMISSION walks
 * campaign_state.intermission_step:
 *   RESOLVE       A: each player's Resolution card for the Act, in turn order
 *                 from the initiative (card_def.resolution, in the Fate's
 *                 folder: completed or failed from the objective marker);
 *                 then every player who failed loses Power equal to their
 *                 marker's space (Power may go negative: p. 28's example,
 *                 2 -> -3);
 *   CLEAR_COURT   B: the Court row's cards (and cards attached to them) go
 *                 to the Court deck, except the Imperial Council; every agent
 *                 in the Court returns; the Court discard pile is scrapped
 *                 (after A: the Magnate's Resolution reads the pile);
 *   CLEAR_PIECES  C: Trophies and Captives return (a Trophy city one at a
 *                 time: it may push its owner's resource decisions); the
 *                 frozen resources of the Imperial Trust go to the supply;
 *                 2 players: the ambition boxes' resources too;
 *   REPAIR        D: damaged Blight is repaired; damaged ships and buildings
 *                 are destroyed, then the buildings of systems with Blight
 *                 and no ships: removed, no Outrage and no Ransack (no one
 *                 destroys them: plan §4 item 20); a city returns to its
 *                 owner's board (return_city: it may push decisions);
 *   POWER         E: the initiative to the most Power (a tie: the holder
 *                 keeps it if tied, else the tied player earliest in turn
 *                 order: our reading, docs/rules-coverage.md); Power above 1
 *                 halved, rounding to lose less (7 -> 4; -3 stays);
 *   DRAW          F step 1: the next letter's deck (B after Act I, C after
 *                 Act II); a player who completed the objective keeps their
 *                 Fate card as the first of their two and draws 1, one who
 *                 failed returns it to the box and draws 2 (a chance draw
 *                 each: CH_FATE_DRAW, as Act I Setup's);
 *   CHOOSE        F step 2: each player keeps one, secretly (FR_FATE, as in
 *                 Act I Setup: one decision per player in turn order, hidden
 *                 until all have chosen), then all are revealed; a player who
 *                 switched scraps the rest of the old Fate set not in play
 *                 and returns the Favors on their Fate card;
 *   DONE          then campaign_next_act (the next Act's setup, or the game
 *                 ends at the boundary: "Next Act?").
 */
#include <assert.h>

#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/flagship.h"
#include "cards/hooks.h"
#include "data/card_ids.h"
#include "data/tables.h"

/* The player (turn order from the initiative) whose part of the step is not
 * done, marking it done; -1 when all are. */
static int next_undone(game_state *g) {
    campaign_state *c = &g->camp;
    for (int i = 0; i < g->num_players; i++) {
        int p = (g->initiative + i) % g->num_players;
        if (c->intermission_done & (1u << p)) continue;
        c->intermission_done |= (uint8_t)(1u << p);
        return p;
    }
    return -1;
}

static bool completed(const game_state *g, int p) { return (g->camp.fate_completed[p] >> (g->camp.act - 1)) & 1u; }

void intermission_begin(game_state *g) {
    campaign_state *c = &g->camp;
    /* The Act's objective results (the log; arcs_objective_progress). */
    campaign_act_end(g);
    for (int p = 0; p < g->num_players; p++) {
        c->fate_history[p][c->act - 1] = c->fate[p];
        if (objective_complete(g, p)) c->fate_completed[p] |= (uint8_t)(1u << (c->act - 1));
    }
    c->intermission_step = INTERMISSION_RESOLVE;
    c->intermission_done = 0;
    glog(g, "Act %d ends: the Intermission begins.", c->act);
    push_frame(g, FR_INTERMISSION, g->initiative);
}

/* The Resolution card of a Fate for an Act (the Fate's row, fate_info;
 * its def names the Act), or -1 when it has no effect registered. */
static int resolution_card(int fate, int act) {
    const fate_info *fi = fate_info_of(fate);
    int card = fi && act >= 1 && act <= 2 ? fi->act[act - 1].resolution : 0;
    const card_def *d = card ? card_def_of(card) : NULL;
    return d && d->resolution && d->card == card && d->resolution_act == act ? card : -1;
}

/* A: Resolve Fate. */
static void resolve_fate(game_state *g) {
    campaign_state *c = &g->camp;
    int p = next_undone(g);
    if (p >= 0) {
        /* Step 1: the player's Resolution card for the current Act. */
        int card = c->fate[p] == NO_COURT_CARD ? -1 : resolution_card(c->fate[p], c->act);
        if (card < 0) return;
        bool done = completed(g, p);
        glog(g, "Player %d resolves %s: objective %s.", p + 1, card_table[card].name, done ? "completed" : "failed");
        card_def_of(card)->resolution(g, p, card, done);
        return;
    }
    /* Step 2: "Each player who failed their objective loses Power equal to
     * the space of their objective marker on the Power track." */
    for (int i = 0; i < g->num_players; i++) {
        int q = (g->initiative + i) % g->num_players, space = objective_space(g, q);
        if (space <= 0) continue;
        g->pl[q].power = (int16_t)(g->pl[q].power - space);
        glog(g, "Player %d failed their objective on %d: loses %d Power (%d).", q + 1, space, space, g->pl[q].power);
    }
    c->intermission_step = INTERMISSION_CLEAR_COURT;
}

/* B: Clear Court. */
static void clear_court(game_state *g) {
    campaign_state *c = &g->camp;
    int returned = 0;
    for (int i = 0; i < g->court_row_len; i++) {
        /* Step 2: every agent in the Court returns (the Council's too). */
        for (int q = 0; q < g->num_players; q++)
            for (; g->court_agents[i][q]; g->court_agents[i][q]--) return_agent(g, q);
        /* Step 1: every card but the Imperial Council to the Court deck,
         * the cards attached to a card with it; a card attached to the
         * Council is a Court card too and returns, the Council stays. */
        for (int k = ATTACHED_MAX - 1; k >= 0; k--) {
            int a = c->attached[i][k];
            if (a == NO_COURT_CARD || !attach_remove(g, a)) continue;
            court_deck_put_known(g, a);
            returned++;
        }
        if (i == COUNCIL_PLACE || g->court_row[i] == NO_COURT_CARD) continue;
        court_deck_put_known(g, g->court_row[i]);
        g->court_row[i] = NO_COURT_CARD;
        returned++;
    }
    /* Step 3: scrap the Court discard pile. */
    uint16_t *discard = court_discard_pile(g);
    int scrapped = g->court_discard_len;
    for (int i = 0; i < g->court_discard_len; i++) {
        card_scrap(g, discard[i]);
        if (fate_set_of(discard[i]) >= 0) c->fate_cards_added--;
        discard[i] = 0;
    }
    g->court_discard_len = 0;
    cards_sources_changed(g);
    glog(g, "Clear Court: %d cards return to the Court deck; the %d cards of the Court discard pile are scrapped.",
         returned, scrapped);
    c->intermission_step = INTERMISSION_CLEAR_PIECES;
}

/* C: Clear Pieces. */
static void clear_pieces(game_state *g) {
    campaign_state *c = &g->camp;
    /* Step 1: Trophies and Captives to their players (chapter.c's
     * clean-up), a Trophy city at a time. */
    chapter_return_trophies(g, true, true);
    if (chapter_return_trophy_city(g)) return;
    /* Step 2: the frozen resources of the Imperial Trust to the supply. */
    int trust = 0, boxes = 0;
    for (int r = 0; r < NUM_RES; r++) {
        trust += c->trust[r];
        g->res_supply[r] = (uint8_t)(g->res_supply[r] + c->trust[r]);
        c->trust[r] = 0;
        /* Step 3 (2 players): the ambition boxes' resources too. */
        boxes += g->phantom[r];
        g->res_supply[r] = (uint8_t)(g->res_supply[r] + g->phantom[r]);
        g->phantom[r] = 0;
    }
    if (g->num_players == 2)
        glog(g, "Clear Pieces: Trophies and Captives return; %d resources of the Imperial Trust and %d of the ambition boxes go to the supply.",
             trust, boxes);
    else glog(g, "Clear Pieces: Trophies and Captives return; %d resources of the Imperial Trust go to the supply.", trust);
    c->intermission_step = INTERMISSION_REPAIR;
}

static bool any_ships(const game_state *g, int s) {
    for (int p = 0; p < g->num_players; p++)
        if (g->sys[s].fresh[p] || g->sys[s].damaged[p]) return true;
    return g->camp.imperial[s][0] || g->camp.imperial[s][1];
}

/* Remove the building in slot i of s: to its owner's supply or board (a
 * city may push the owner's resource decisions), a Free one to the Free
 * supply. */
static void remove_building(game_state *g, int s, int i, const char *why) {
    char sn[16];
    uint8_t b = g->sys[s].bld[i];
    int owner = (int)BLD_OWNER(b);
    bool port = BLD_IS_STARPORT(b);
    g->sys[s].bld[i] = 0;
    clear_building_marks(g, s, i);
    if (!port) campaign_event(g, EVT_CITY_REMOVED, NO_PLAYER, owner, s);
    glog(g, "%s %s in %s is destroyed (%s).", owner == OWNER_FREE ? "A Free" : "A", port ? "starport" : "city",
         system_name(s, sn), why);
    if (owner == OWNER_FREE) return;
    if (port) g->pl[owner].starports_supply++;
    else return_city(g, owner);
}

/* D: Repair & Destroy Pieces. Each pass starts over (a city's return may
 * push decisions first); what was done already is not found again. */
static void repair_and_destroy(game_state *g) {
    campaign_state *c = &g->camp;
    int places = building_places(g);
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        /* Step 1: repair all damaged Blight. */
        c->blight[s][0] = (uint8_t)(c->blight[s][0] + c->blight[s][1]);
        c->blight[s][1] = 0;
        /* Step 2: destroy damaged ships (to their supplies). */
        for (int p = 0; p < g->num_players; p++) {
            g->pl[p].ships_supply = (uint8_t)(g->pl[p].ships_supply + g->sys[s].damaged[p]);
            g->sys[s].damaged[p] = 0;
        }
        c->imperial_supply = (uint8_t)(c->imperial_supply + c->imperial[s][1]);
        c->imperial[s][1] = 0;
    }
    /* Step 2: damaged buildings. */
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int i = 0; i < places; i++)
            if ((g->sys[s].bld[i] & BLD_OCCUPIED) && BLD_IS_DAMAGED(g->sys[s].bld[i])) {
                remove_building(g, s, i, "damaged");
                return;
            }
    /* Step 2: damaged Flagship Upgrades and Armor (lib/campaign/flagship_events.c). */
    if (flagship_destroy_damaged(g)) return;
    /* Step 3: buildings in systems with Blight and no ships. */
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (!c->blight[s][0] || any_ships(g, s)) continue;
        for (int i = 0; i < places; i++)
            if (g->sys[s].bld[i] & BLD_OCCUPIED) {
                remove_building(g, s, i, "Blight and no ships");
                return;
            }
    }
    glog(g, "Repair & Destroy: Blight is repaired; damaged ships and buildings are destroyed.");
    campaign_event(g, EVT_INTERMISSION_DESTROY, NO_PLAYER, 0, 0);
    c->intermission_step = INTERMISSION_POWER;
}

/* E: the player with the most Power (ties: the holder if tied, else the
 * tied player earliest in turn order). */
static int most_power(const game_state *g) {
    int best = g->initiative;
    for (int i = 1; i < g->num_players; i++) {
        int p = (g->initiative + i) % g->num_players;
        if (g->pl[p].power > g->pl[best].power) best = p;
    }
    return best;
}

/* F step 1's deck: the next letter's 8 Fate cards (B after Act I, C after
 * Act II); the drawn and kept ones start over. */
static void prepare_fate_choice(game_state *g) {
    campaign_state *c = &g->camp;
    int first = CARD_FATE01 + 8 * c->act;
    c->fate_deck_len = 0;
    for (int k = 0; k < 8; k++) c->fate_deck[c->fate_deck_len++] = (uint16_t)(first + k);
    c->fates_chosen = 0;
    for (int p = 0; p < MAX_PLAYERS; p++) {
        for (int i = 0; i < FATES_DEALT; i++) c->fate_dealt[p][i] = NO_COURT_CARD;
        /* (The objective markers stay where they are until the next Act
         * places its own: Act II & III Setup G.) */
        /* Completed: the Fate card is the first of the two to choose from;
         * failed: it returns to the box. */
        if (p < g->num_players && completed(g, p)) c->fate_dealt[p][0] = c->fate[p];
        c->fate[p] = NO_COURT_CARD;
    }
}

static void shift_power(game_state *g) {
    campaign_state *c = &g->camp;
    /* Step 1: the initiative marker to the most Power. */
    int p = most_power(g);
    if (p != g->initiative) glog(g, "Player %d has the most Power and takes the initiative.", p + 1);
    g->initiative = (uint8_t)p;
    /* Step 2: more than 1 Power: lose half, rounding to lose less. */
    for (int q = 0; q < g->num_players; q++) {
        int power = g->pl[q].power;
        if (power <= 1) continue;
        g->pl[q].power = (int16_t)(power - power / 2);
        glog(g, "Player %d loses half their Power: %d -> %d.", q + 1, power, g->pl[q].power);
    }
    prepare_fate_choice(g);
    c->intermission_done = 0;
    c->intermission_step = INTERMISSION_DRAW;
}

/* F step 1: the next player (turn order) with a Fate card to draw, or -1. */
static int next_to_draw(const game_state *g) {
    for (int i = 0; i < g->num_players; i++) {
        int p = (g->initiative + i) % g->num_players;
        if (g->camp.fate_dealt[p][FATES_DEALT - 1] == NO_COURT_CARD) return p;
    }
    return -1;
}

static void draw_fates(game_state *g) {
    campaign_state *c = &g->camp;
    int p = next_to_draw(g);
    if (p < 0 || !c->fate_deck_len) {
        c->intermission_step = INTERMISSION_CHOOSE;
        return;
    }
    if (chance_explicit(g)) push_chance_decision(g, CH_FATE_DRAW, p);
    else fate_to_player(g, p, c->fate_deck[rng_below(g, c->fate_deck_len)]);
}

/* Switching Fates: the old card to the box, the rest of its set not in play
 * scrapped, the Favors on the Fate card back to their owners. */
static void switch_fate(game_state *g, int p, int old) {
    campaign_state *c = &g->camp;
    int scrapped = 0, favors = 0, first, end;
    fate_set_span(old, &first, &end);
    /* fate_card_in_play of each card of the set, the places read once
     * (scrapping a card not in play moves no other). */
    fate_card_set places;
    fate_cards_in_places(g, &places);
    for (int card = first; card < end; card++) {
        if (fate_set_of(card) != old || card_scrapped(g, card)) continue;
        bool in_play = fate_card_set_has(&places, card) || cards_in_play_elsewhere(g, card);
        assert(in_play == fate_card_in_play(g, card));
        if (!in_play) {
            card_scrap(g, card);
            scrapped++;
        }
    }
    for (int q = 0; q < g->num_players; q++)
        for (; c->favors[p][q]; c->favors[p][q]--, favors++) return_agent(g, q);
    glog(g, "Player %d switches Fates: %s returns to the box, %d cards of its set are scrapped, %d Favor(s) return.",
         p + 1, card_table[old].name, scrapped, favors);
    campaign_event(g, EVT_FATE_SWITCHED, p, 0, 0);
}

static void choose_fates(game_state *g) {
    campaign_state *c = &g->camp;
    for (int i = 0; i < g->num_players; i++) {
        int p = (g->initiative + i) % g->num_players;
        if (!(c->fates_chosen & (1u << p))) {
            push_frame(g, FR_FATE, p);
            return;
        }
    }
    /* Everyone chose: revealed at once; the unchosen cards go to the box. */
    for (int i = 0; i < g->num_players; i++) {
        int p = (g->initiative + i) % g->num_players, old = c->fate_history[p][c->act - 1];
        glog(g, "Player %d reveals the Fate %s.", p + 1, card_table[c->fate[p]].name);
        if (c->fate[p] != old && old != NO_COURT_CARD) switch_fate(g, p, old);
        c->fate_history[p][c->act] = c->fate[p];
    }
    c->intermission_step = INTERMISSION_DONE;
    c->act_reported = 0;
    pop_frame(g);
    /* "Next Act?": the next Act's setup, or the game ends at the boundary
     * (the Intermission stays DONE). A new Act has none under way yet. */
    int act = c->act;
    campaign_next_act(g);
    if (c->act != act) c->intermission_step = INTERMISSION_NONE;
}

static void intermission_step(game_state *g, arcs_move m) {
    (void)m;
    switch (g->camp.intermission_step) {
    case INTERMISSION_RESOLVE: resolve_fate(g); return;
    case INTERMISSION_CLEAR_COURT: clear_court(g); return;
    case INTERMISSION_CLEAR_PIECES: clear_pieces(g); return;
    case INTERMISSION_REPAIR: repair_and_destroy(g); return;
    case INTERMISSION_POWER: shift_power(g); return;
    case INTERMISSION_DRAW: draw_fates(g); return;
    case INTERMISSION_CHOOSE:
    default: choose_fates(g); return;
    }
}

const frame_ops intermission_frame_ops = {"intermission", NULL, intermission_step};
