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
#include "advocate.h"
#include "campaign/campaign.h"

enum { S_BURY, S_NEXT };

static bool buryable(int c) { return card_table[c].kind == CK_GUILD && !card_protected(c); }

static bool can_bury(const game_state *g, int p) {
    for (int i = 0; i < g->pl[p].guild_count; i++)
        if (buryable(g->pl[p].guild[i])) return true;
    return false;
}

static void crisis(game_state *g, int card, int pos) {
    frame *f = advocate_round_begin(g, card, S_NEXT, pos, -1);
    if (symbol_rolled(g, SYS_HEX) || symbol_rolled(g, SYS_ARROW)) {
        card_log(g, card, "a hex or an arrow was rolled: each player buries 1 Guild card.");
    } else {
        card_log(g, card, "neither a hex nor an arrow was rolled.");
        f->c = (uint8_t)g->num_players;
    }
}

static void when_secured(game_state *g, int p, int card) {
    card_log(g, card, "each Rival of Player %d buries 1 Guild card.", p + 1);
    advocate_round_begin(g, card, S_NEXT, 0, p);
}

/* FR_CARD_AUTO S_NEXT (advocate.h): each player (each Rival of the
 * securer) in turn order. */
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
    advocate_round_end(g);
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

/* FRAME_CHECK: S_NEXT: see advocate.h; S_BURY: no data, a card to bury. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind == FR_CARD_AUTO && f->step == S_NEXT) return advocate_round_ok(g, f);
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
