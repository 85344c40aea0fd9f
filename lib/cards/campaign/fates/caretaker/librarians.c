/*
 * Librarians (ARCS-F513, Guild, Relic, protected; cards.csv), gained at the
 * Caretaker Act II Setup (ARCS-F512A step 1):
 *   "Crisis: The player holding this card must attach it to a card in the
 *    Court."                                             -> FATE_CRISIS
 *     "card librarians attach <place>": any Court card without an attached
 *     card (One Each); with none, any Court card (Forced Attach). Not the
 *     Imperial Council (as Teach, docs/rules-coverage.md). The attached
 *     card goes to whoever secures the card below (Attaching Cards,
 *     "Securing"; a Guild card to the securer).
 *   "After you secure a card, you may draw 1 lore card from the lore deck
 *    and attach it to the card that refilled the Court."
 *                                     -> EVENT (EVT_CARD_SECURED)
 *     The holder at the secure (faq.csv Librarians: securing Librarians
 *     does not trigger it, "it needs to be in your play area at the start
 *     of the trigger") waits for the When Secured and the refill (an
 *     FR_CARD_AUTO below them), then "card librarians draw" | "decline"
 *     when the place holds a refilled card with nothing attached and the
 *     lore deck has a card; the lore card is a chance draw (CH_CARD: any
 *     lore card not in the game, as Act I Setup J's), attached face up.
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "cards/hooks.h"

enum { S_ATTACH, S_AFTER, S_DRAW };

static bool is_council(const game_state *g, int pos) {
    int c = g->court_row[pos];
    return pos == COUNCIL_PLACE && (c == CARD_AID01A || c == CARD_AID01B);
}

/* The Court places Librarians may be attached to (bit per place). */
static unsigned attach_places(const game_state *g) {
    unsigned free = attach_free_places(g), any = 0;
    for (int i = 0; i < g->court_row_len && i < COURT_ROW_MAX; i++) {
        if (g->court_row[i] == NO_COURT_CARD || is_council(g, i) || g->camp.attached[i][ATTACHED_MAX - 1] != NO_COURT_CARD)
            continue;
        any |= 1u << i;
    }
    return (free & any) ? free & any : any;
}

static void crisis(game_state *g, int p, int card) {
    if (!attach_places(g)) {
        card_log(g, card, "no card in the Court to attach it to.");
        return;
    }
    push_card_frame(g, FR_CARD, p, card, S_ATTACH);
}

/* Can the lore card be drawn and attached to the card in place pos? */
static bool draw_possible(const game_state *g, int pos) {
    return pos < g->court_row_len && g->court_row[pos] != NO_COURT_CARD && !is_council(g, pos) &&
           g->camp.attached[pos][0] == NO_COURT_CARD && lore_deck(g) != 0;
}

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_CARD_SECURED || ev->player != holder || ev->a >= COURT_ROW_MAX) return;
    frame *f = push_card_frame(g, FR_CARD_AUTO, holder, card, S_AFTER);
    f->c = ev->a;
}

static void step(game_state *g) {
    frame *f = top_frame(g);
    int pos = f->c, p = f->player, card = f->card;
    pop_frame(g);
    if (!draw_possible(g, pos)) {
        card_log(g, card, "no lore card can be attached to Court place %d.", pos + 1);
        return;
    }
    f = push_card_frame(g, FR_CARD, p, card, S_DRAW);
    f->c = (uint8_t)pos;
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->step == S_DRAW) {
        add_card_move(out, f->player, f->card, S_DRAW, 0, 0, 0);
        add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
        return;
    }
    for (unsigned m = attach_places(g); m; m &= m - 1) add_card_move(out, f->player, f->card, S_ATTACH, __builtin_ctz(m), 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int card = f->card, p = m.player, pos = f->c;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) {
        card_log(g, card, "Player %d draws no lore card.", p + 1);
        return;
    }
    if (m.c == S_DRAW) {
        card_log(g, card, "Player %d draws a lore card for Court place %d.", p + 1, pos + 1);
        card_chance(g, card, pos);
        return;
    }
    int i = held_index(g, p, card);
    if (i < 0) return;
    remove_held(g, p, i);
    attach_card(g, card, m.d, attached_card(g, m.d) != NO_COURT_CARD);
    card_log(g, card, "Player %d attaches Librarians to %s in Court place %d.", p + 1, card_table[g->court_row[m.d]].name,
             m.d + 1);
}

/* The lore draw (CH_CARD, b = the Court place): any lore card of the lore
 * deck, each as likely. */
static void lore_outcomes(const game_state *g, const frame *f, move_list *out, uint32_t *weights) {
    (void)f, (void)weights;
    for (unsigned m = lore_deck(g); m; m &= m - 1)
        add_move(out, ARCS_MOVE_CHANCE, ARCS_PLAYER_CHANCE_ID, __builtin_ctz(m), 0, CH_LORE_DRAW, 0);
}

static void lore_drawn(game_state *g, const frame *f, arcs_move m) {
    if (!((lore_deck(g) >> m.a) & 1u) || !draw_possible(g, f->b)) return;
    int lore = lore_first() + m.a;
    g->camp.lore_added++;
    attach_card(g, lore, f->b, false);
    card_log(g, f->card, "%s is drawn from the lore deck and attached in Court place %d.", card_table[lore].name, f->b + 1);
}

static bool lore_draw_ok(const game_state *g, const frame *f) { return is_campaign(g) && draw_possible(g, f->b); }

/* FRAME_CHECK: S_AFTER, S_DRAW: c the Court place. */
static bool frame_ok(const game_state *g, const frame *f) {
    (void)g;
    if (f->step == S_ATTACH) return card_frame_only(f, 0);
    return (f->step == S_AFTER || f->step == S_DRAW) && card_frame_only(f, FB_C) && f->c < COURT_ROW_MAX;
}

static const card_step STEPS[] = {[S_ATTACH] = {"attach", "n", "attach Librarians to the Court card in place %#1"},
                                  [S_AFTER] = {"after", "", NULL},
                                  [S_DRAW] = {"draw", "", "draw a lore card and attach it to the card that refilled the Court"}};

const card_def card_librarians = {
    .card = CARD_F513,
    .short_name = "librarians",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .fate_crisis = crisis,
    .on_event = on_event,
    .events = EVENTS(EVT_CARD_SECURED),
    .enumerate = enumerate,
    .apply = apply,
    .step = step,
    .chance_outcomes = lore_outcomes,
    .chance_drawn = lore_drawn,
    .chance_frame_ok = lore_draw_ok,
    .chance_what = "draw a lore card to attach to the Court card (Librarians)",
    .frame_ok = frame_ok,
};
