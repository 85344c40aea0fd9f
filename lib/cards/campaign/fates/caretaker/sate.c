/*
 * Golems Sate Their Appetite (ARCS-F521, Edict 10; Caretaker, Act III): in
 * the rules booklet from the Caretaker's Act III Setup (ARCS-F520A).
 *
 *   "First, Consume Sentience. In turn order, each player must scrap 1
 *    Guild card for each Awake Golem they have, ignoring the limits of
 *    protected Guild cards. (In other words, you can scrap protected Guild
 *    cards too!)
 *    If they have no Guild cards, scrap the leftmost Guild card in the
 *    Court that has any agents, and scrap those agents.
 *    Then, Golems Awaken. Flip all Sleeping Golems to Awake."
 *                                                    -> EDICT (order 10)
 *
 * Resolved with the Edicts in edict order (docs/components.md §9.5: 10).
 * In turn order from the initiative holder, each player with Awake Golems
 * (in their slots or on the Golem Hearth they hold) scraps one of their
 * Guild cards per Awake Golem, one at a time, protected ones included:
 * "scrap <n>" (the n-th of their Guild cards) when they hold more than one (one: no choice). Our
 * reading of "If they have no Guild cards": for each scrap owed while they
 * hold none (so also once they have scrapped their last one), the leftmost
 * Guild card of the Court row with any agents on it is scrapped with those
 * agents (out of the game: this card's data counts them, card_data_def
 * agents_out), its place refilled; with none such, nothing. The
 * resources on a scrapped card return to the supply. Then every Sleeping
 * Golem off the map flips to Awake (golems_awaken_all).
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "cards/card_data.h"
#include "cards/hooks.h"
#include "golems.h"

enum { S_SCRAP, S_NEXT, S_AWAKEN };

/* The agents scrapped with Court cards, per owner. */
typedef struct sated_data {
    uint8_t agents[MAX_PLAYERS];
} sated_data;
#define SATED(g) CARD_DATA(g, sated_data, card_data_place(CARD_F521))

static bool sated_invariants(const game_state *g, char *why, size_t cap) {
    for (int p = 0; p < MAX_PLAYERS; p++)
        if (SATED(g)->agents[p] > AGENTS_PER_PLAYER || (p >= g->num_players && SATED(g)->agents[p]))
            CARD_DATA_FAIL("Golems Sate Their Appetite: %d agents of player %d scrapped", SATED(g)->agents[p], p);
    return true;
}

static int sated_agents_out(const game_state *g, int p) { return SATED(g)->agents[p]; }

static const card_data_def SATED_DATA = {
    .size = sizeof(sated_data),
    .invariants = sated_invariants,
    .agents_out = sated_agents_out,
};

/* p's Guild cards (bit per index of g->pl[p].guild). */
static unsigned guild_cards(const game_state *g, int p) {
    unsigned m = 0;
    for (int i = 0; i < g->pl[p].guild_count; i++)
        if (card_table[g->pl[p].guild[i]].kind == CK_GUILD) m |= 1u << i;
    return m;
}

static void scrap_card(game_state *g, int c) {
    for (int r = 0; r < NUM_RES; r++) card_res_remove(g, c, r, card_res_count(g, c, r));
    fate_scrap(g, c);
}

static void scrap_guild(game_state *g, int p, int card, int c) {
    card_log(g, card, "Consume Sentience: Player %d scraps %s.", p + 1, card_table[c].name);
    scrap_card(g, c);
}

/* "scrap the leftmost Guild card in the Court that has any agents, and
 * scrap those agents" */
static void scrap_from_court(game_state *g, int p, int card) {
    for (int pos = 0; pos < g->court_row_len; pos++) {
        int c = g->court_row[pos], n = 0;
        if (c == NO_COURT_CARD || card_table[c].kind != CK_GUILD) continue;
        for (int q = 0; q < g->num_players; q++) n += g->court_agents[pos][q];
        if (!n) continue;
        for (int q = 0; q < g->num_players; q++) {
            SATED(g)->agents[q] = (uint8_t)(SATED(g)->agents[q] + g->court_agents[pos][q]);
            g->court_agents[pos][q] = 0;
        }
        card_log(g, card, "Consume Sentience: Player %d has no Guild cards; %s is scrapped from the Court with its %d agent(s).",
                 p + 1, card_table[c].name, n);
        scrap_card(g, c);
        if (g->court_row[pos] == NO_COURT_CARD) court_refill(g, pos);
        return;
    }
    card_log(g, card, "Consume Sentience: Player %d has no Guild cards, and no Guild card in the Court has agents.", p + 1);
}

static int awake_golems(const game_state *g, int p) {
    int n = 0;
    for (int k = 0; k < GOLEMS; k++) n += ((GOLEM_DATA(g)->awake >> k) & 1u) && golem_had_by(g, k, p);
    return n;
}

static void resolve(game_state *g, int card) {
    push_card_frame(g, FR_CARD_AUTO, g->initiative, card, S_AWAKEN);
    push_card_frame(g, FR_CARD_AUTO, g->initiative, card, S_NEXT);
}

/* S_NEXT: c the next turn-order index, d the scraps the player e owes. */
static void step(game_state *g) {
    frame *f = top_frame(g);
    int card = f->card;
    if (f->step == S_AWAKEN) {
        pop_frame(g);
        card_log(g, card, "Then, Golems Awaken.");
        golems_awaken_all(g, card);
        return;
    }
    if (f->d) {
        int p = f->e;
        f->d--;
        unsigned m = guild_cards(g, p);
        if (!m) scrap_from_court(g, p, card);
        else if (!(m & (m - 1))) scrap_guild(g, p, card, g->pl[p].guild[__builtin_ctz(m)]);
        else push_card_frame(g, FR_CARD, p, card, S_SCRAP);
        return;
    }
    while (f->c < g->num_players) {
        int p = (g->initiative + f->c++) % g->num_players, n = awake_golems(g, p);
        if (!n) continue;
        card_log(g, card, "Player %d has %d Awake Golem(s).", p + 1, n);
        f->d = (uint8_t)n;
        f->e = (uint8_t)p;
        return;
    }
    pop_frame(g);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    for (unsigned m = guild_cards(g, p); m; m &= m - 1) add_card_move(out, p, f->card, S_SCRAP, __builtin_ctz(m), 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card;
    pop_frame(g);
    scrap_guild(g, m.player, card, g->pl[m.player].guild[m.d]);
}

static const card_step STEPS[] = {[S_SCRAP] = {"scrap", "n", "scrap your Guild card at place %#1 (Consume Sentience)"}};

/* FRAME_CHECK: S_NEXT (step): c the next turn-order index, d the scraps
 * owed by player e; S_AWAKEN (step), S_SCRAP: no data. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind == FR_CARD_AUTO && f->step == S_NEXT)
        return card_frame_only(f, FB_C | FB_D | FB_E) && f->c <= g->num_players && f->d <= GOLEMS &&
               card_frame_player_ok(g, f->e);
    return card_frame_only(f, 0) && ((f->kind == FR_CARD_AUTO && f->step == S_AWAKEN) || (f->kind == FR_CARD && f->step == S_SCRAP));
}

const card_def card_golems_sate = {
    .card = CARD_F521,
    .short_name = "golems-sate-their-appetite",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .edict_order = 10,
    .edict = resolve,
    .enumerate = enumerate,
    .apply = apply,
    .step = step,
    .data = &SATED_DATA,
    .frame_ok = frame_ok,
};
