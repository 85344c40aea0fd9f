/*
 * Council Insiders (ARCS-F116; Guild, Psionic; the Steward's Act II
 * Resolution adds it to the Court deck when the Steward completed).
 *
 *   "When you secure a Guild card, you may flip the Imperial Council to In
 *    Session or you may influence the Imperial Council if it is already
 *    In Session."                            -> EVENT (EVT_CARD_SECURED)
 *
 * The holder secures a Guild card from the Court (not this card itself,
 * which is not held yet): a decision, "flip" (the Council on its Decided
 * side in the Court, or secured this round and tucked: faq.csv, Council
 * Insiders: "Can I flip the Council while it is not in the Court? Yes! In
 * this case, return it to the Court. It won't resolve this round." - it
 * returns In Session to its place and nobody resolves it this round), or
 * "influence" (the Council In Session: 1 agent of the holder's supply onto
 * it, when they have one), or "decline".
 *
 * Moves: "card council-insiders flip", "card council-insiders influence",
 * "decline".
 */
#include "campaign/trust.h"
#include "steward.h"

enum { S_FLIP, S_INFLUENCE };

static bool in_session(const game_state *g) { return !council_decided(g); }

static bool may_influence(const game_state *g, int p) { return in_session(g) && g->pl[p].agents_supply > 0; }

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_CARD_SECURED || ev->player != holder || card_table[ev->n].kind != CK_GUILD) return;
    if (held_index(g, holder, card) < 0) return;
    if (in_session(g) && !may_influence(g, holder)) return;
    push_card_frame(g, FR_CARD, holder, card, S_FLIP);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    if (may_influence(g, f->player)) add_card_move(out, f->player, f->card, S_INFLUENCE, 0, 0, 0);
    else if (!in_session(g)) add_card_move(out, f->player, f->card, S_FLIP, 0, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, card = top_frame(g)->card;
    if (card_choice_taken(g, m) < 0) {
        card_log(g, card, "Player %d leaves the Imperial Council as it is.", p + 1);
        return;
    }
    if (m.c == S_INFLUENCE) {
        g->pl[p].agents_supply--;
        g->court_agents[COUNCIL_PLACE][p]++;
        card_log(g, card, "Player %d influences the Imperial Council.", p + 1);
        return;
    }
    card_log(g, card, "Player %d flips the Imperial Council to In Session.", p + 1);
    council_flip_in_session(g);
}

static const card_step STEPS[] = {
    [S_FLIP] = {"flip", "", "flip the Imperial Council to In Session"},
    [S_INFLUENCE] = {"influence", "", "influence the Imperial Council"},
};

/* FRAME_CHECK: no data; the holder's decision, with a move besides
 * "decline". */
static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_FLIP && card_frame_only(f, 0) && card_frame_player_ok(g, f->player) &&
           (!in_session(g) || may_influence(g, f->player));
}

const card_def card_council_insiders = {
    .card = CARD_F116,
    .short_name = "council-insiders",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .on_event = on_event,
    .events = EVENTS(EVT_CARD_SECURED),
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
