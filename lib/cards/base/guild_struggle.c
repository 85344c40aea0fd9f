/*
 * Guild Struggle (BC30, Vox).
 *
 *   "When Secured: You may steal 1 Guild card from a Rival. Shuffle all Guild
 *    cards from the Court discard pile into the Court deck. Discard Guild
 *    Struggle."                                     -> WHEN_SECURED
 *
 * The steal respects STEAL_CHECK (Sworn Guardians protects its holder's other
 * cards; Sworn Guardians itself, stolen, is buried). Then every Guild card
 * in the Court discard pile goes into the Court deck and the deck is
 * shuffled (Vox cards stay in the pile, Guild Struggle with them), before
 * the Court row refills.
 *
 * Moves: "card guild-struggle steal p<q> <card>", "decline".
 *
 * Guild Struggle (ARCS-F411, Vox; Advocate, Act II): a def of its own
 * here (its steps differ), sharing this text's When Secured:
 *
 *   "When Secured: ... Bury Guild Struggle."  -> the same, then buried.
 *   "Crisis: In turn order, each player gives 1 Guild card to their left,
 *    except the card they were given. Bury Guild Struggle." -> CRISIS
 *
 * The Crisis: from the initiative holder, each player in turn chooses one
 * of their Guild cards and gives it to the player on their left (the next
 * in turn order), but not the card the player on their right has just
 * given them. Protected Guild cards are never given (Campaign Rules &
 * Terms, "Protected Guild Cards"); a player with nothing to give gives
 * nothing (and the next player may give any card). Then the card leaves
 * the Court and is buried (its agents return; its place refills).
 *
 * Moves: "card guild-struggle-crisis steal p<q> <card>", "decline";
 * "card guild-struggle-crisis give <card>".
 */
#include "cards/hooks.h"
#include "campaign/fates.h"

enum { S_STEAL, S_SHUFFLE, S_GIVE, S_NEXT, S_BURY };

static void when_secured(game_state *g, int p, int card) {
    if (card == CARD_F411) push_card_frame(g, FR_CARD_AUTO, p, card, S_BURY);
    push_card_frame(g, FR_CARD_AUTO, p, card, S_SHUFFLE);
    move_list opts;
    opts.n = 0;
    steal_card_moves(g, p, card, S_STEAL, &opts);
    if (opts.n) push_card_frame(g, FR_CARD, p, card, S_STEAL);
    else card_log(g, card, "Player %d has no Guild card to steal.", p + 1);
}

/* F411's Crisis: may `c` (held) be given to the left by a player who was
 * given `given` (NO_COURT_CARD: nothing)? */
static bool giveable(int c, int given) { return card_table[c].kind == CK_GUILD && !card_protected(c) && c != given; }

static bool can_give(const game_state *g, int p, int given) {
    for (int i = 0; i < g->pl[p].guild_count; i++)
        if (giveable(g->pl[p].guild[i], given)) return true;
    return false;
}

static void set_given(frame *f, int given) {
    f->e = (uint8_t)(given & 0xFF);
    f->f = (uint8_t)(given >> 8);
}

static void crisis(game_state *g, int card, int pos) {
    frame *f = push_card_frame(g, FR_CARD_AUTO, g->initiative, card, S_NEXT);
    f->d = (uint8_t)pos;
    set_given(f, NO_COURT_CARD);
}

/* FR_CARD_AUTO S_NEXT: c = players asked so far, d = the card's Court
 * place, e|f = the card the next player was just given (NO_COURT_CARD:
 * none); the decision S_GIVE keeps the same e|f. */
static void next_giver(game_state *g) {
    frame *f = top_frame(g);
    int card = f->card, given = f->e | f->f << 8;
    while (f->c < g->num_players) {
        int p = (g->initiative + f->c++) % g->num_players;
        if (can_give(g, p, given)) {
            set_given(push_card_frame(g, FR_CARD, p, card, S_GIVE), given);
            return;
        }
        card_log(g, card, "Player %d has no Guild card to give.", p + 1);
        given = NO_COURT_CARD;
        set_given(f, given);
    }
    int pos = f->d;
    pop_frame(g);
    card_log(g, card, "it is buried.");
    if (g->court_row[pos] == card) court_bury_from_row(g, pos);
    else if (attach_remove(g, card)) court_bury(g, card);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->step == S_GIVE) {
        const player_state *pl = &g->pl[f->player];
        for (int i = 0; i < pl->guild_count; i++)
            if (giveable(pl->guild[i], f->e | f->f << 8))
                add_card_move(out, f->player, f->card, S_GIVE, pl->guild[i] & 0xFF, pl->guild[i] >> 8, 0);
        return;
    }
    steal_card_moves(g, f->player, f->card, S_STEAL, out);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    if (m.kind == ARCS_MOVE_CARD && m.c == S_GIVE) {
        int card = top_frame(g)->card, p = m.player, left = (p + 1) % g->num_players, given = m.d | m.e << 8;
        pop_frame(g);
        remove_held(g, p, held_index(g, p, given));
        give_held(g, left, given);
        card_log(g, card, "Player %d gives %s to Player %d.", p + 1, card_table[given].name, left + 1);
        set_given(top_frame(g), given);
        return;
    }
    int card = card_choice_taken(g, m);
    if (card < 0) return;
    char stolen[48];
    card_text_name(card_move_card_arg(m), stolen, sizeof stolen);
    card_log(g, card, "Player %d steals %s from Player %d.", m.player + 1, stolen, m.d + 1);
    steal_card(g, m.player, m.d, card_move_card_arg(m));
}

static void shuffle_step(game_state *g) {
    int card = top_frame(g)->card;
    pop_frame(g);
    int moved = 0;
    for (int i = 0; i < g->court_discard_len;) {
        int guild = court_discard_pile(g)[i];
        if (card_table[guild].kind != CK_GUILD || g->court_deck_len >= court_pile_max(g)) {
            i++;
            continue;
        }
        court_discard_remove(g, guild);
        court_deck_pile(g)[g->court_deck_len++] = (uint16_t)guild;
        moved++;
    }
    court_deck_shuffled(g);
    card_log(g, card, "%d Guild card(s) from the Court discard pile are shuffled into the Court deck.", moved);
}

static const card_step STEPS[] = {[S_STEAL] = {"steal", "pK"}};

const card_def card_guild_struggle = {
    .card = CARD_BC30,
    .short_name = "guild-struggle",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured,
    .enumerate = enumerate,
    .apply = apply,
    .step = shuffle_step,
};

/* ---- F411 ---- */

static void f411_step(game_state *g) {
    switch (top_frame(g)->step) {
    case S_SHUFFLE: shuffle_step(g); return;
    case S_NEXT: next_giver(g); return;
    default: card_bury_step(g); return; /* S_BURY: "Bury Guild Struggle." */
    }
}

/* FRAME_CHECK: S_NEXT: c players asked, d its Court place, e|f the card
 * just given (NO_COURT_CARD: none); S_GIVE: e|f the same. */
static bool f411_frame_ok(const game_state *g, const frame *f) {
    int given = f->e | f->f << 8;
    bool given_ok = given == NO_COURT_CARD || (given < card_table_len && card_table[given].kind == CK_GUILD);
    if (f->kind == FR_CARD_AUTO && f->step == S_NEXT)
        return card_frame_only(f, FB_C | FB_D | FB_E | FB_F) && f->c <= g->num_players && f->d < g->court_row_len &&
               given_ok;
    if (f->kind == FR_CARD && f->step == S_GIVE)
        return card_frame_only(f, FB_E | FB_F) && given_ok && can_give(g, f->player, given);
    return card_frame_only(f, 0);
}

static const card_step F411_STEPS[] = {[S_STEAL] = {"steal", "pK"}, [S_GIVE] = {"give", "K", "give %1 to the player on your left"}};

const card_def card_guild_struggle_crisis = {
    .card = CARD_F411,
    .short_name = "guild-struggle-crisis",
    .steps = F411_STEPS,
    .nsteps = ARRAY_LEN(F411_STEPS),
    .when_secured = when_secured,
    .crisis = crisis,
    .enumerate = enumerate,
    .apply = apply,
    .step = f411_step,
    .frame_ok = f411_frame_ok,
};
