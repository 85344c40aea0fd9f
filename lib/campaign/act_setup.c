/*
 * The campaign arc after Act I: the "Next Act?" point (campaign_next_act),
 * Act II & III Setup A-H (FR_ACT_SETUP), Act III's chapter track and grand
 * ambitions, the final objective and Determining a Winner (Campaign
 * rulebook, "Act II & III Setup", "The Campaign": Acts, Determining a
 * Winner, Grand Ambitions, Final Objective, "Intermission": Next Act?;
 * rules-structured.yaml wording).
 *
 * FR_ACT_SETUP is an automatic frame walking campaign_state.act_setup_step:
 *   MARKERS     A: the lowest-Power ambition marker (Act II) or the two
 *               lowest (Act III) on their higher sides, the others low;
 *   COURT       B: shuffle the Court deck, deal 3 (2 players) or 4 cards
 *               into the Court; the Imperial Council In Session;
 *   GATES       C: 1 damaged Blight on each gate with no Blight, no ships;
 *   EVENT_DIE   D: the event die; per cluster 1 damaged Blight at the
 *               planet of the rolled symbol if it has none, else at each
 *               planet of the cluster without Blight;
 *   NUMBER_DIE  E (2 players): the number die twice (a roll repeating the
 *               first is rolled again: our reading, docs/rules-coverage.md;
 *               so the second roll shows one of the 5 other faces);
 *               the resources of the planets of the 2 rolled clusters onto
 *               the ambition boxes as in Act I Setup Q;
 *   FATES       F-G: the previous Act's objective cards leave the play
 *               areas; each player's Setup side for the Act and objective
 *               marker (fate_setup_next: turn order; in Act III only the C
 *               Fates have a marker);
 *   REARRANGE   F: each player in turn order may rearrange their resources
 *               (a placement decision: rearrange_resources, resources.c);
 *   HANDS       H: chapter marker on 1 (the chapter track's side is the
 *               Act's), hands dealt and discarded as Act I Player Setup J-K.
 * The dice and the Court deal come from the game's generator, or in
 * explicit-chance mode from chance decisions (CH_EVENT_DIE, CH_NUMBER_DIE,
 * CH_COURT_DRAW) whose outcomes the frame reads back from the state.
 */
#include <stdio.h>

#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "cards/hooks.h"
#include "data/tables.h"

/* ---- Determining a Winner ---- */

/* The winner among the players of `who` (bit per player): the most Power;
 * a tie goes to the A Fate over the B over the C (the letter of the Fate
 * held now), then to the tied player earliest in turn order from the
 * initiative holder ("Determining a Winner", Tiebreakers; campaign-plan §4
 * item 27 for final objectives). */
int campaign_best_of(const game_state *g, unsigned who) {
    int best = -1, best_letter = FATE_LETTERS;
    for (int i = 0; i < g->num_players; i++) {
        int p = (g->initiative + i) % g->num_players;
        if (!((who >> p) & 1u)) continue;
        int letter = g->camp.fate[p] == NO_COURT_CARD ? FATE_LETTERS : fate_letter(g->camp.fate[p]);
        if (letter < 0) letter = FATE_LETTERS;
        if (best < 0 || g->pl[p].power > g->pl[best].power ||
            (g->pl[p].power == g->pl[best].power && letter < best_letter)) {
            best = p;
            best_letter = letter;
        }
    }
    return best;
}

unsigned campaign_final_objective_winners(const game_state *g) {
    /* Final Objective, Outright Victory: in Act III, a marker on "0" (only
     * the C Fates have one) and at least 1 Power. */
    unsigned who = 0;
    if (g->camp.act != ACTS) return 0;
    for (int p = 0; p < g->num_players; p++)
        if (objective_complete(g, p) && g->pl[p].power >= 1) who |= 1u << p;
    return who;
}

void campaign_winner(game_state *g) {
    unsigned outright = campaign_final_objective_winners(g);
    int best = campaign_best_of(g, outright ? outright : (1u << g->num_players) - 1);
    g->winner = (uint8_t)best;
    g->game_over = 1;
    if (outright)
        /* "Winning by completing a final objective supersedes winning by
         * having the most Power"; several: the most Power among them. */
        glog(g, "Player %d wins the campaign by completing their final objective, with %d Power.", best + 1,
             g->pl[best].power);
    else
        glog(g, "The game ends after Act %d, chapter %d: Player %d wins with %d Power.", g->camp.act, g->chapter,
             best + 1, g->pl[best].power);
}

/* ---- Act III's chapter track and grand ambitions ---- */

/* The Act III side of the chapter track tile: Power for one / both grand
 * ambitions fulfilled, chapters 1-4 (components.md §9.3; the rulebook's
 * example: chapter 3, one fulfilled, 4 Power). */
static const uint8_t GRAND_AMBITION_POWER[2][4] = {{2, 3, 4, 5}, {4, 8, 14, 20}};

int grand_ambition_power(int chapter, int fulfilled) {
    if (chapter < 1 || chapter > 4 || fulfilled <= 0) return 0;
    return GRAND_AMBITION_POWER[fulfilled >= 2][chapter - 1];
}

/* The grand ambitions p fulfils now: a mask per Act III objective card in
 * p's play area (bit 0 its first grand ambition, bit 1 its second); the
 * first card found is *card (NO_COURT_CARD: none). */
static unsigned grand_ambition_mask(const game_state *g, int p, int *card) {
    /* The grand ambitions are printed on the A and B Fates' Act III
     * objective card in the play area; each card answers for itself. */
    unsigned mask = 0;
    *card = NO_COURT_CARD;
    for (int k = 0; k < g->ll.play_area_len[p]; k++) {
        const card_def *def = card_def_of(g->ll.play_area[p][k]);
        if (!def || !def->grand_ambitions) continue;
        if (*card == NO_COURT_CARD) *card = g->ll.play_area[p][k];
        mask |= (unsigned)def->grand_ambitions(g, p, g->ll.play_area[p][k]) & 3u;
    }
    return mask;
}

/* Held Guild cards giving a grand ambition of their own ("In scoring, you
 * fulfill a grand ambition if ...": the Act II Resolutions' Relics, any
 * Fate, C Fates too): how many p fulfils now (bit 0 of each card's
 * answer); the first such card is *card (NO_COURT_CARD: none). */
static int held_grand_ambitions(const game_state *g, int p, int *card) {
    int n = 0;
    *card = NO_COURT_CARD;
    for (int i = 0; i < g->pl[p].guild_count; i++) {
        int c = g->pl[p].guild[i];
        const card_def *def = card_def_of(c);
        if (!def || !def->grand_ambitions || !(def->grand_ambitions(g, p, c) & 1)) continue;
        if (*card == NO_COURT_CARD) *card = c;
        n++;
    }
    return n;
}

int grand_ambitions_fulfilled(const game_state *g, int p) {
    int card, held;
    unsigned mask = grand_ambition_mask(g, p, &card);
    return __builtin_popcount(mask) + held_grand_ambitions(g, p, &held);
}

void campaign_score_grand_ambitions(game_state *g) {
    /* Grand Ambitions: scored at the end of each Act III chapter with the
     * declared ambitions; personal (never declared; Rivals gain nothing). */
    if (g->camp.act != ACTS) return;
    static const char *const WHICH[4] = {"", "the first grand ambition", "the second grand ambition",
                                         "both grand ambitions"};
    for (int i = 0; i < g->num_players; i++) {
        int p = (g->initiative + i) % g->num_players, card, held_card;
        unsigned mask = grand_ambition_mask(g, p, &card);
        /* A held card's grand ambition adds one; "Fulfilling three grand
         * ambitions does not gain you more Power" (ARCS-F906): two or more
         * gain the higher amount. */
        int held = held_grand_ambitions(g, p, &held_card);
        int n = __builtin_popcount(mask) + held, gain = grand_ambition_power(g->chapter, n);
        if (!gain) continue;
        int power = g->pl[p].power + gain;
        g->pl[p].power = (int16_t)(power < POWER_MAX ? power : POWER_MAX);
        if (!held)
            glog(g, "Chapter %d: Player %d fulfilled %s of %s: +%d Power.", g->chapter, p + 1, WHICH[mask],
                 card_table[card].name, gain);
        else if (!mask)
            glog(g, "Chapter %d: Player %d fulfilled the grand ambition of %s: +%d Power.", g->chapter, p + 1,
                 card_table[held_card].name, gain);
        else
            glog(g, "Chapter %d: Player %d fulfilled %s of %s and the grand ambition of %s: +%d Power.", g->chapter,
                 p + 1, WHICH[mask], card_table[card].name, card_table[held_card].name, gain);
    }
}

/* ---- the "Next Act?" point ---- */

void campaign_next_act(game_state *g) {
    campaign_state *c = &g->camp;
    int next = c->act + 1;
    /* Fates whose next Act is not written yet stop the campaign here. */
    char missing[200] = "";
    size_t len = 0;
    for (int i = 0; i < g->num_players && next <= c->last_act; i++) {
        int p = (g->initiative + i) % g->num_players;
        if (fate_plays_act(c->fate[p], next)) continue;
        const char *name = c->fate[p] == NO_COURT_CARD ? "no Fate" : card_table[c->fate[p]].name;
        int k = snprintf(missing + len, sizeof missing - len, "%s%s (Player %d)", len ? ", " : "", name, p + 1);
        if (k > 0) len = len + (size_t)k < sizeof missing ? len + (size_t)k : sizeof missing - 1;
    }
    if (next > c->last_act || len) {
        c->act_boundary = 1;
        if (len)
            glog(g, "The campaign stops after Act %d: Act %d of %s is not implemented yet.", c->act, next, missing);
        else glog(g, "The campaign stops after Act %d, the last Act of this game.", c->act);
        campaign_winner(g);
        return;
    }
    /* Next Act: set it up as described in Act II & III Setup. */
    c->act = (uint8_t)next;
    c->act_boundary = 0;
    c->act_reported = 0;
    c->act_setup_step = ASETUP_MARKERS;
    g->game_over = 0;
    g->winner = NO_PLAYER;
    glog(g, "Act %d setup.", next);
    push_frame(g, FR_ACT_SETUP, g->initiative);
}

/* ---- Act II & III Setup ---- */

/* A: flip the `flips` lowest-Power markers (by their lower sides), the
 * others on their lower sides. */
static void set_markers(game_state *g, int flips) {
    g->marker_flipped = 0;
    for (int m = 0; m < 3; m++) g->marker_box[m] = 0xFF;
    for (int k = 0; k < flips; k++) {
        int low = -1;
        for (int m = 0; m < 3; m++)
            if (!(g->marker_flipped & (1u << m)) && (low < 0 || marker_first(g, m) < marker_first(g, low))) low = m;
        g->marker_flipped |= (uint8_t)(1u << low);
    }
    glog(g, "Ambition markers: %d/%d, %d/%d, %d/%d.", marker_first(g, 0), marker_second(g, 0), marker_first(g, 1),
         marker_second(g, 1), marker_first(g, 2), marker_second(g, 2));
}

static bool has_blight(const game_state *g, int s) { return g->camp.blight[s][0] + g->camp.blight[s][1] > 0; }

static bool has_ships(const game_state *g, int s) {
    if (g->camp.imperial[s][0] + g->camp.imperial[s][1]) return true;
    for (int p = 0; p < g->num_players; p++)
        if (g->sys[s].fresh[p] + g->sys[s].damaged[p]) return true;
    return false;
}

/* One damaged Blight from the supply into s (none left: nothing). */
static int place_damaged_blight(game_state *g, int s) {
    if (!g->camp.blight_supply) return 0;
    g->camp.blight_supply--;
    g->camp.blight[s][1]++;
    return 1;
}

/* C. */
static void blight_gates(game_state *g) {
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_is_gate(s) && sys_in_play(g, s) && !has_blight(g, s) && !has_ships(g, s)) n += place_damaged_blight(g, s);
    glog(g, "Damaged Blight on %d gates without Blight or ships.", n);
}

/* D, the event die rolled. */
static void blight_planets(game_state *g) {
    int symbol = event_die_symbol(g->camp.event_die), n = 0;
    for (int k = 0; k < NUM_CLUSTERS; k++) {
        int s = k * 4 + symbol;
        if (!sys_in_play(g, s)) continue;
        if (!has_blight(g, s)) {
            n += place_damaged_blight(g, s);
            continue;
        }
        for (int t = k * 4; t < k * 4 + 4; t++)
            if (!sys_is_gate(t) && !has_blight(g, t)) n += place_damaged_blight(g, t);
    }
    static const char *const SYMBOLS[] = {"gate", "arrow", "crescent", "hex"};
    glog(g, "Event die: %s. %d damaged Blight placed on the planets.", SYMBOLS[symbol], n);
}

/* Roll a die into *face (0 before), never showing `exclude` (a number-die
 * face, 0 none): true when rolled; false when a chance decision was pushed
 * (explicit chance: its outcomes leave `exclude` out) and the frame
 * resumes. */
static bool roll(game_state *g, uint8_t *face, int what, int exclude) {
    if (*face) return true;
    if (chance_explicit(g)) {
        push_chance_decision(g, what, exclude);
        return false;
    }
    int f = 1 + (int)rng_below(g, exclude ? 5 : 6);
    *face = (uint8_t)(exclude && f >= exclude ? f + 1 : f);
    return true;
}

/* Entering F: the objective cards of the Acts before this one leave the
 * play areas (back to the box: the new Act's card replaces them); the
 * markers come off the Power track until G. */
static void clear_old_objectives(game_state *g) {
    campaign_state *c = &g->camp;
    for (int p = 0; p < g->num_players; p++) {
        for (int i = 0; i < fate_table_len; i++)
            for (int a = 0; a < c->act - 1; a++) {
                int card = fate_table[i].act[a].objective;
                if (card && play_area_remove(g, p, card)) c->fate_cards_added--;
            }
        c->objective[p] = OBJECTIVE_NONE;
    }
    c->fate_setup_done = 0;
    c->act_setup_step = ASETUP_FATES;
    /* A law's "In Act II/III setup" step, whoever plays which Fate. */
    campaign_event(g, EVT_ACT_SETUP, NO_PLAYER, c->act, 0);
}

static void act_setup_step(game_state *g, arcs_move m) {
    (void)m;
    campaign_state *c = &g->camp;
    switch (c->act_setup_step) {
    case ASETUP_MARKERS:
        set_markers(g, c->act == 2 ? 1 : 2);
        c->act_setup_step = ASETUP_COURT;
        return;
    case ASETUP_COURT:
        /* B: the Council on its In Session side in its place; the deck
         * shuffled; the empty row places dealt (above this frame in
         * explicit-chance mode). */
        g->court_row[COUNCIL_PLACE] = council_cards[COUNCIL_IN_SESSION];
        court_deck_shuffled(g);
        c->act_setup_step = ASETUP_GATES;
        for (int i = COUNCIL_PLACE + 1; i < g->court_row_len; i++)
            if (g->court_row[i] == NO_COURT_CARD) court_draw(g, i);
        glog(g, "The Court deck is shuffled and %d cards are dealt into the Court; the Imperial Council is In Session.",
             g->court_row_len - 1);
        return;
    case ASETUP_GATES:
        blight_gates(g);
        c->event_die = 0;
        c->act_setup_step = ASETUP_EVENT_DIE;
        return;
    case ASETUP_EVENT_DIE:
        if (!roll(g, &c->event_die, CH_EVENT_DIE, 0)) return;
        blight_planets(g);
        c->number_die = 0;
        c->act_rolls[0] = c->act_rolls[1] = 0;
        if (g->num_players == 2) c->act_setup_step = ASETUP_NUMBER_DIE;
        else clear_old_objectives(g);
        return;
    case ASETUP_NUMBER_DIE:
        /* E (2 players): two rolls of the number die, two clusters: a
         * repeat of the first is rolled again (campaign-plan §4 item 21),
         * so the second roll is one of the 5 other faces, 1/5 each. */
        if (!roll(g, &c->number_die, CH_NUMBER_DIE, c->act_rolls[0])) return;
        if (!c->act_rolls[0]) {
            c->act_rolls[0] = c->number_die;
            c->number_die = 0;
            return;
        }
        c->act_rolls[1] = c->number_die;
        setup_ambition_resources(g, (1u << (c->act_rolls[0] - 1)) | (1u << (c->act_rolls[1] - 1)));
        glog(g, "Number die: %d and %d. The resources of their planets go onto the ambition boxes.", c->act_rolls[0],
             c->act_rolls[1]);
        clear_old_objectives(g);
        return;
    case ASETUP_FATES:
        /* F-G: each player's Setup side in turn order; its decisions run
         * above this frame, which then sets up the next player. */
        if (fate_setup_next(g)) return;
        c->act_turn = 0;
        c->act_setup_step = ASETUP_REARRANGE;
        return;
    case ASETUP_REARRANGE:
        /* F: "Each player may also rearrange their resource tokens", in
         * turn order: a placement decision each (rearrange_resources). */
        while (c->act_turn < g->num_players) {
            int p = (g->initiative + c->act_turn++) % g->num_players;
            if (rearrange_resources(g, p)) return;
        }
        c->act_turn = 0;
        c->act_setup_step = ASETUP_HANDS;
        return;
    case ASETUP_HANDS:
    default:
        /* H: the chapter track on the Act's side, the chapter marker on
         * "1"; hands as Act I Player Setup J-K (2 players: the mulligan,
         * Event cards kept). */
        g->chapter = 1;
        c->act_setup_step = ASETUP_NONE;
        pop_frame(g);
        glog(g, "Act %d begins: chapter 1.", c->act);
        chapter_deal(g);
        return;
    }
}

const frame_ops act_setup_frame_ops = {"act_setup", NULL, act_setup_step};
