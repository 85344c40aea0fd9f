/*
 * Foiling Conspiracies (ARCS-F2305, a law added to the rules booklet by the
 * Conspirator's Act III Setup, F2301A step 5).
 *
 *   "When you secure any Vox card or a card with Conspirator agents, you
 *    may guess a facedown Conspiracy token on an ambition box."
 *                                   -> EVENT (EVT_SECURING: before the
 *   agents on the card are taken; a Secure or a Ransack, the Imperial
 *   Council too when the Conspirator has agents on it). "You": a Rival of
 *   the Conspirator. Their move "guess <token> <colour>" for each face-down
 *   token and each of the 4 colours, or "decline".
 *   "If you are correct, return it to the Conspirator. If you are
 *    incorrect, the Conspirator advances 1."
 *   faq.csv Foiling Conspiracies: "If I guess a Conspiracy token
 *   incorrectly, is it revealed? No, it stays face down." Everyone learns
 *   only that it does not show that colour (consp_exclude).
 */
#include "conspirator.h"

enum { S_GUESS };

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    int p = conspirator(g);
    if (ev->kind != EVT_SECURING || ev->player != holder || p < 0 || holder == p || !consp_face_down(g)) return;
    int pos = ev->a;
    if (pos >= g->court_row_len) return;
    bool vox = g->court_row[pos] != NO_COURT_CARD && card_table[g->court_row[pos]].kind == CK_VOX;
    if (!vox && !g->court_agents[pos][p]) return;
    push_card_frame(g, FR_CARD, holder, card, S_GUESS);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    for (unsigned t = consp_face_down(g); t; t &= t - 1)
        for (int c = 0; c < CONSP_COLOURS; c++) add_card_move(out, f->player, f->card, S_GUESS, __builtin_ctz(t), c, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = card_choice_taken(g, m);
    if (card < 0) return;
    int p = conspirator(g), i = m.d, c = m.e, box = consp_where(CONSPIRACY_DATA(g), i) - 1;
    if (consp_colour(CONSPIRACY_DATA(g), i) == c) {
        card_log(g, card, "Player %d guesses colour %d for the Conspiracy in the %s box: correct, it returns to "
                 "Player %d.", m.player + 1, c + 1, ambition_name(box), p + 1);
        consp_return(g, i);
    } else {
        card_log(g, card, "Player %d guesses colour %d for the Conspiracy in the %s box: wrong, it stays face "
                 "down.", m.player + 1, c + 1, ambition_name(box));
        consp_exclude(g, i, c);
        objective_advance(g, p, 1, card);
    }
}

static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_GUESS && card_frame_only(f, 0) && conspirator(g) >= 0 &&
           f->player != conspirator(g) && consp_face_down(g);
}

static const card_step STEPS[] = {[S_GUESS] = {"guess", "np", "guess %2's colour for Conspiracy token %1"}};

const card_def card_foiling_conspiracies = {
    .card = CARD_F2305,
    .short_name = "foiling-conspiracies",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .on_event = on_event,
    .events = EVENTS(EVT_SECURING),
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
