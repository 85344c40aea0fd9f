/*
 * Guilds Withdraw (ARCS-F422, Vox; Advocate, Act III, added to the Court
 * deck by the Act II Resolution, failed).
 *
 *   "Crisis: If a hex or arrow was rolled, each player in turn order must
 *    bury 1 Guild card. Bury this card."                 -> CRISIS
 *   "When Secured: Each Rival must bury 1 Guild card. Bury this card."
 *                                                        -> WHEN_SECURED
 *
 * The symbol is the event die's (Crises, "Event & Number Dice":
 * symbol_rolled). Turn order starts with the initiative holder; the
 * securer's Rivals go in turn order too. Each chooses one of their Guild
 * cards and places it at the bottom of the Court deck (Glossary, "Bury").
 * Protected Guild cards cannot be removed (Campaign Rules & Terms,
 * "Protected Guild Cards"; this card names none) and lore is no Guild
 * card: a player with no other Guild card buries nothing. Then the card is
 * buried.
 *
 * Moves: "card guilds-withdraw bury <i>" (i: the card's place among the
 * player's Guild cards, as Diplomatic Fiasco's discard).
 */
#include "cards/hooks.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"

enum { S_BURY, S_NEXT };
enum { NOT_IN_COURT = 0xFF };

static bool buryable(int c) { return card_table[c].kind == CK_GUILD && !card_protected(c); }

static bool can_bury(const game_state *g, int p) {
    for (int i = 0; i < g->pl[p].guild_count; i++)
        if (buryable(g->pl[p].guild[i])) return true;
    return false;
}

static void crisis(game_state *g, int card, int pos) {
    frame *f = push_card_frame(g, FR_CARD_AUTO, g->initiative, card, S_NEXT);
    f->d = (uint8_t)pos;
    if (symbol_rolled(g, SYS_HEX) || symbol_rolled(g, SYS_ARROW)) {
        card_log(g, card, "a hex or an arrow was rolled: each player buries 1 Guild card.");
    } else {
        card_log(g, card, "neither a hex nor an arrow was rolled.");
        f->c = (uint8_t)g->num_players;
    }
}

static void when_secured(game_state *g, int p, int card) {
    card_log(g, card, "each Rival of Player %d buries 1 Guild card.", p + 1);
    frame *f = push_card_frame(g, FR_CARD_AUTO, p, card, S_NEXT);
    f->d = NOT_IN_COURT;
    f->e = (uint8_t)(1 + p);
}

/* FR_CARD_AUTO S_NEXT: c = players asked so far, d = this card's place
 * (NOT_IN_COURT: secured), e = 1 + the securer (0: the Crisis). */
static void next_step(game_state *g) {
    frame *f = top_frame(g);
    int card = f->card;
    while (f->c < g->num_players) {
        int p = (g->initiative + f->c++) % g->num_players;
        if (p + 1 == f->e) continue;
        if (can_bury(g, p)) {
            push_card_frame(g, FR_CARD, p, card, S_BURY);
            return;
        }
        card_log(g, card, "Player %d has no Guild card to bury.", p + 1);
    }
    int pos = f->d;
    pop_frame(g);
    card_log(g, card, "it is buried.");
    if (pos == NOT_IN_COURT) court_bury_discarded(g, card);
    else if (g->court_row[pos] == card) court_bury_from_row(g, pos);
    else if (attach_remove(g, card)) court_bury(g, card);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    const player_state *pl = &g->pl[f->player];
    for (int i = 0; i < pl->guild_count; i++)
        if (buryable(pl->guild[i])) add_card_move(out, f->player, f->card, S_BURY, i, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card, p = m.player, buried = remove_held(g, p, m.d);
    pop_frame(g);
    card_log(g, card, "Player %d buries %s.", p + 1, card_table[buried].name);
    court_bury(g, buried);
}

static const card_step STEPS[] = {[S_BURY] = {"bury", "n", "bury your Guild card %#1 (the bottom of the Court deck)"}};

/* FRAME_CHECK: S_NEXT: see next_step; S_BURY: no data, a card to bury. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind == FR_CARD_AUTO && f->step == S_NEXT)
        return card_frame_only(f, FB_C | FB_D | FB_E) && f->c <= g->num_players &&
               (f->d < g->court_row_len || f->d == NOT_IN_COURT) && f->e <= g->num_players &&
               (f->e != 0) == (f->d == NOT_IN_COURT);
    return f->kind == FR_CARD && f->step == S_BURY && card_frame_only(f, 0) && can_bury(g, f->player);
}

const card_def card_guilds_withdraw = {
    .card = CARD_F422,
    .short_name = "guilds-withdraw",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured,
    .crisis = crisis,
    .enumerate = enumerate,
    .apply = apply,
    .step = next_step,
    .frame_ok = frame_ok,
};
