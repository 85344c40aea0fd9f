/*
 * Judge Sets Agenda (ARCS-F2405, Edict 15: components.md §9.5; the Judge's
 * Act III): in the rules booklet from the Judge's Act III Setup
 * (ARCS-F2401A step 3).
 *
 *   "The Judge may declare any ambition, placing any unplaced ambition
 *    marker. (It doesn't need to have the most Power.) If they do, they
 *    lose Power for second place on the declared ambition marker."
 *   The Judge decides: "card judge-sets-agenda declare <ambition> <n>" (the
 *   ambition, and the unplaced marker n, 0-2, its Power as it now lies:
 *   marker_first / marker_second), or "decline". Any of the five
 *   ambitions (not one a card of the Judge's forbids them to declare:
 *   cards_undeclarable), any marker still Available; no zero marker (no
 *   card is led). The Judge loses the marker's second-place Power, then the
 *   declaration's hooks run as for any declaration (DECLARE_AMBITION,
 *   EVT_AMBITION_DECLARED). No Available marker: nothing to declare, no
 *   decision.
 *
 *   "Then, return the Judge's Chosen card to the Judge. The Judge must give
 *    it to any Rival."
 *   Judge's Chosen (ARCS-F2404, a Title) leaves the play area it is in for
 *   the Judge's, and the Judge gives it: "card judge-sets-agenda give
 *   <player>", one move per Rival (no decline). With no Judge in the game
 *   (the Fate switched away) the edict does nothing.
 */
#include "campaign/fates.h"
#include "judge.h"

enum { S_DECLARE, S_RETURN, S_GIVE };

static unsigned declarable(const game_state *g, int p) {
    /* "any ambition": the five and those a law adds (Edenguard, Blightkin). */
    unsigned mask = ((1u << ARCS_AMBITION_COUNT) - 1) | cards_ambition_boxes(g);
    if (other_sources(g)) mask &= ~cards_undeclarable(g, p);
    return mask;
}

static void resolve(game_state *g, int card) {
    int j = judge_player(g);
    if (j < 0) {
        card_log(g, card, "No player is the Judge: nothing happens.");
        return;
    }
    push_card_frame(g, FR_CARD_AUTO, j, card, S_RETURN);
    if (ambition_marker_available(g) && declarable(g, j)) push_card_frame(g, FR_CARD, j, card, S_DECLARE);
    else card_log(g, card, "Player %d, the Judge, has no ambition to declare.", j + 1);
}

/* S_RETURN: Judge's Chosen returns to the Judge, who must give it. */
static void step(game_state *g) {
    frame *f = top_frame(g);
    int j = f->player, card = f->card, h = judge_play_area_holder(g, CARD_F2404);
    pop_frame(g);
    if (h < 0) {
        card_log(g, card, "Judge's Chosen is not in play: nothing to give.");
        return;
    }
    if (h >= 0 && h != j) {
        play_area_remove(g, h, CARD_F2404);
        play_area_add(g, j, CARD_F2404);
        card_log(g, card, "Judge's Chosen returns from Player %d to Player %d, the Judge.", h + 1, j + 1);
    }
    if (g->num_players > 1) push_card_frame(g, FR_CARD, j, card, S_GIVE);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    if (f->step == S_GIVE) {
        for (int q = 0; q < g->num_players; q++)
            if (q != p) add_card_move(out, p, f->card, S_GIVE, q, 0, 0);
        return;
    }
    unsigned mask = declarable(g, p);
    for (int a = 0; a < AMBITION_BOXES_MAX; a++)
        if (mask >> a & 1u)
            for (int m = 0; m < 3; m++)
                if (g->marker_box[m] == 0xFF) add_card_move(out, p, f->card, S_DECLARE, a, m, 0);
    add_move(out, ARCS_MOVE_DECLINE, p, 0, 0, 0, 0);
}

static void declare(game_state *g, int p, int card, int a, int m) {
    int second = marker_second(g, m), power = g->pl[p].power - second;
    g->marker_box[m] = (uint8_t)a;
    g->pl[p].power = (int16_t)(power < -POWER_MAX ? -POWER_MAX : power);
    card_log(g, card, "Player %d, the Judge, declares %s (marker %d/%d) and loses %d Power for its second place (%d).",
             p + 1, ambition_name(a), marker_first(g, m), second, second, g->pl[p].power);
    /* As any declaration: hook point DECLARE_AMBITION, the event bus. */
    cards_after_declare(g, p, a);
    campaign_event(g, EVT_AMBITION_DECLARED, p, a, 0);
}

static void apply(game_state *g, arcs_move m) {
    int step = top_frame(g)->step, p = m.player, self = top_frame(g)->card, card = card_choice_taken(g, m);
    if (card < 0) {
        card_log(g, self, "Player %d, the Judge, makes no declaration.", p + 1);
        return;
    }
    if (step == S_DECLARE) {
        declare(g, p, card, m.d, m.e);
        return;
    }
    int q = m.d;
    play_area_remove(g, p, CARD_F2404);
    play_area_add(g, q, CARD_F2404);
    card_log(g, card, "Player %d, the Judge, gives Judge's Chosen to Player %d.", p + 1, q + 1);
}

static const card_step STEPS[] = {
    [S_DECLARE] = {"declare", "An", "declare %1 with the ambition marker %#2 (Judge Sets Agenda)"},
    [S_RETURN] = {"return", "", NULL},
    [S_GIVE] = {"give", "p", "give Judge's Chosen to %1"},
};

/* FRAME_CHECK: no data; the decisions are the Judge's. */
static bool frame_ok(const game_state *g, const frame *f) {
    bool auto_ok = f->kind == FR_CARD_AUTO && f->step == S_RETURN;
    bool decide = f->kind == FR_CARD && (f->step == S_DECLARE || f->step == S_GIVE);
    return card_frame_only(f, 0) && (auto_ok || decide) && f->player == judge_player(g);
}

const card_def card_judge_sets_agenda = {
    .card = CARD_F2405,
    .short_name = "judge-sets-agenda",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .edict_order = 15,
    .edict = resolve,
    .enumerate = enumerate,
    .apply = apply,
    .step = step,
    .frame_ok = frame_ok,
};
