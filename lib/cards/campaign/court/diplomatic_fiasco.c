/*
 * Diplomatic Fiasco (ARCS-CC13, Vox; campaign Court).
 *
 *   "Crisis: In turn order, each player with more Guild cards than agents
 *    in their supply must discard Guild cards until their Guild cards equal
 *    their agents. Bury this card. (Count protected Guild cards but don't
 *    discard them.)"                                        -> CRISIS
 *
 * faq.csv, Diplomatic Fiasco: the agents on this card return first, then
 * the supplies are counted. Turn order starts with the initiative holder.
 * Each discard is the player's choice, one card at a time, to the Court
 * discard pile. Lore cards are not Guild cards. Protected Guild cards
 * (Fate cards: card_protected) count but are never discarded: a player
 * whose only Guild cards left are protected stops. Then the card is
 * buried and its place refills.
 *
 *   "When Secured: Rivals resolve the Crisis."      -> WHEN_SECURED
 *
 * Secured, the Rivals of the securer discard as the Crisis says, in turn
 * order, and the card, in the Court discard pile meanwhile, is then buried
 * (the Crisis's "Bury this card"; the Court row refills as for any secured
 * card).
 *
 * Moves: "card diplomatic-fiasco discard <index of the Guild card held>".
 */
#include "cards/hooks.h"

enum { S_DISCARD, S_NEXT };
enum { NOT_IN_COURT = 0xFF };

static int guild_cards(const game_state *g, int p) {
    int n = 0;
    for (int i = 0; i < g->pl[p].guild_count; i++) n += card_table[g->pl[p].guild[i]].kind == CK_GUILD;
    return n;
}

static bool discardable(const game_state *g, int p) {
    for (int i = 0; i < g->pl[p].guild_count; i++)
        if (card_table[g->pl[p].guild[i]].kind == CK_GUILD && !card_protected(g->pl[p].guild[i])) return true;
    return false;
}

static bool over(const game_state *g, int p) {
    return guild_cards(g, p) > g->pl[p].agents_supply && discardable(g, p);
}

static void crisis(game_state *g, int card, int pos) {
    for (int p = 0; p < g->num_players; p++)
        for (; g->court_agents[pos][p]; g->court_agents[pos][p]--) return_agent(g, p);
    frame *f = push_card_frame(g, FR_CARD_AUTO, g->initiative, card, S_NEXT);
    f->d = (uint8_t)pos;
}

static void when_secured(game_state *g, int p, int card) {
    frame *f = push_card_frame(g, FR_CARD_AUTO, p, card, S_NEXT);
    f->d = NOT_IN_COURT;
    f->e = (uint8_t)(1 + p);
}

/* FR_CARD_AUTO S_NEXT: c = players asked so far, d = this card's place
 * (NOT_IN_COURT when secured), e = 1 + the securer (0 for the Crisis). */
static void next_step(game_state *g) {
    frame *f = top_frame(g);
    int card = f->card;
    while (f->c < g->num_players) {
        int p = (g->initiative + f->c++) % g->num_players;
        if (p + 1 == f->e) continue; /* "Rivals resolve the Crisis" */
        if (over(g, p)) {
            card_log(g, card, "Player %d holds %d Guild cards and %d agents.", p + 1, guild_cards(g, p), g->pl[p].agents_supply);
            push_card_frame(g, FR_CARD, p, card, S_DISCARD);
            return;
        }
    }
    int pos = f->d;
    pop_frame(g);
    card_log(g, card, "it is buried (%s).", card_table[card].id);
    if (pos != NOT_IN_COURT) court_bury_from_row(g, pos);
    else court_bury_discarded(g, card);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    const player_state *pl = &g->pl[f->player];
    for (int i = 0; i < pl->guild_count; i++)
        if (card_table[pl->guild[i]].kind == CK_GUILD && !card_protected(pl->guild[i]))
            add_card_move(out, f->player, f->card, S_DISCARD, i, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card, p = m.player;
    pop_frame(g);
    int discarded = g->pl[p].guild[m.d];
    card_log(g, card, "Player %d discards %s.", p + 1, card_table[discarded].name);
    discard_held(g, p, discarded);
    if (over(g, p)) push_card_frame(g, FR_CARD, p, card, S_DISCARD);
}

static const card_step STEPS[] = {[S_DISCARD] = {"discard", "n"}};

/* FRAME_CHECK: S_NEXT (step): c players asked, d its place (0xFF:
 * secured), e 1 + the securer (0: the Crisis). */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind == FR_CARD_AUTO && f->step == S_NEXT)
        return card_frame_only(f, FB_C | FB_D | FB_E) && f->c <= g->num_players &&
               (f->d < g->court_row_len || f->d == 0xFF) && f->e <= g->num_players && (f->e != 0) == (f->d == 0xFF);
    return card_frame_only(f, 0);
}

const card_def card_diplomatic_fiasco = {
    .card = CARD_CC13,
    .short_name = "diplomatic-fiasco",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured,
    .crisis = crisis,
    .enumerate = enumerate,
    .apply = apply,
    .step = next_step,
    .frame_ok = frame_ok,
};
