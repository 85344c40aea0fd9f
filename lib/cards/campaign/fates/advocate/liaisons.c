/*
 * The Liaisons (ARCS-F405..F409, Guild; Advocate, Act II): Material, Fuel,
 * Weapon, Relic and Psionic Liaisons, one def for the five (the card's
 * suit says which action, resource and ambition):
 *
 *   "When you Copy to build (move, battle, secure, influence), you may
 *    gain 1 Material (Fuel, Weapon, Relic, Psionic)."
 *                                              -> COPY_PIVOT_ACTION
 *   "Prelude: You may attach this to a Court card with no agents to
 *    declare the Tycoon (Tycoon, Warlord, Keeper, Empath) ambition."
 *                                              -> PRELUDE
 *
 * Copy: the holder Copied (not Pivoted: the text says Copy) and spends an
 * action pip of it on the Liaison's action (Base rulebook, "Copy": each
 * pip of a Copied card is an action of the led suit; a resource spent for
 * that action is no Copy). When the Copied action is done, the holder
 * chooses: "gain" (1 of the resource from the supply, placed as any gained
 * resource; none left: nothing) or "decline" (our reading of "When you
 * Copy to ...": the gain comes with the action, after it, so that the
 * action's own decisions stay on top of the stack and a gained resource's
 * placement never comes in the middle of the action). A new action replacing the
 * standard one (Recover, Move) is not "Copy to move". The hook point is
 * asked of held Guild cards too (lib/cards/hooks.c).
 *
 * Prelude: while an ambition marker is Available and the holder may
 * declare (Generous: cards_may_declare) and has not forsworn the ambition
 * (hook point DECLARE: Oath of Peace), the holder attaches the card to a
 * Court row card with no agents and nothing attached yet (the places of
 * Guild Investigators' Recover, advocate_attach_places; the Imperial
 * Council is one) and declares the ambition, without the zero marker (the
 * lead card is not declaring). Declaring this way triggers "When you
 * declare" effects. It is a Prelude action of a Guild card: Guild
 * Overseers may bar it. Attached, the card is secured with the card below
 * (Attaching Cards).
 *
 * Moves: "card liaisons@F40x gain", "decline"; "card liaisons@F40x
 * attach" (Prelude), then "card liaisons@F40x attach-to <place>".
 */
#include "advocate.h"
#include "campaign/fates.h"

enum { S_GAIN, S_ATTACH, S_ATTACH_TO, S_AFTER_ACTION };

/* By suit (arcs_resource): the action Copied, the ambition declared. */
static const uint8_t ACTION[NUM_RES] = {ARCS_ACT_BUILD, ARCS_ACT_MOVE, ARCS_ACT_BATTLE, ARCS_ACT_SECURE,
                                        ARCS_ACT_INFLUENCE};
static const uint8_t AMBITION[NUM_RES] = {ARCS_TYCOON, ARCS_TYCOON, ARCS_WARLORD, ARCS_KEEPER, ARCS_EMPATH};

/* The frame an action begins with (action_begin). */
static const uint8_t ACTION_FRAME[NUM_RES] = {FR_BUILD, FR_MOVE_FROM, FR_BATTLE_RESOLVE, FR_SECURE, FR_INFLUENCE};

/* The action's frame (the topmost of its kind) gets an automatic frame of
 * this card beneath it: the gain decision comes when the action is done. */
static void copy_action(game_state *g, int p, int card, int action) {
    int r = card_table[card].suit;
    if (g->play_mode[p] != PLAY_COPY || action != ACTION[r]) return;
    int i = g->depth - 1;
    while (i >= 0 && !(g->stack[i].kind == ACTION_FRAME[r] && g->stack[i].player == p)) i--;
    if (i < 0) return;
    push_card_frame(g, FR_CARD_AUTO, p, card, S_AFTER_ACTION);
    sink_top_frame(g, i);
    card_log(g, card, "Player %d Copies to %s: they may gain %s when it is done.", p + 1, action_name(action),
             resource_name(r));
}

/* The Copied action is done: the decision. */
static void after_action(game_state *g) {
    frame *f = top_frame(g);
    int p = f->player, card = f->card;
    pop_frame(g);
    if (held_index(g, p, card) >= 0) push_card_frame(g, FR_CARD, p, card, S_GAIN);
}

static void prelude_moves(const game_state *g, int p, int card, move_list *out) {
    if (is_campaign(g) && held_index(g, p, card) >= 0 && ambition_marker_available(g) && cards_may_declare(g, p) &&
        !(cards_undeclarable(g, p) >> AMBITION[card_table[card].suit] & 1u) && advocate_attach_places(g))
        add_card_move(out, p, card, S_ATTACH, 0, 0, 0);
}

/* The place is the next decision (a short move list in the Prelude). */
static void prelude_apply(game_state *g, arcs_move m) {
    push_card_frame(g, FR_CARD, m.player, card_move_card(m), S_ATTACH_TO);
}

static void attach_to(game_state *g, arcs_move m) {
    int p = m.player, card = card_choice_taken(g, m), pos = m.d, ambition = AMBITION[card_table[card].suit];
    remove_held(g, p, held_index(g, p, card));
    attach_card(g, card, pos, false);
    card_log(g, card, "Player %d attaches it to %s to declare %s.", p + 1, card_table[g->court_row[pos]].name,
             ambition_name(ambition));
    declare_ambition(g, p, ambition, false);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->step == S_ATTACH_TO) {
        for (unsigned t = advocate_attach_places(g); t; t &= t - 1)
            add_card_move(out, f->player, f->card, S_ATTACH_TO, __builtin_ctz(t), 0, 0);
        return;
    }
    add_card_move(out, f->player, f->card, S_GAIN, 0, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    if (m.kind == ARCS_MOVE_CARD && m.c == S_ATTACH_TO) {
        attach_to(g, m);
        return;
    }
    int card = card_choice_taken(g, m);
    if (card < 0) return;
    int r = card_table[card].suit;
    card_log(g, card, "Player %d gains %s.", m.player + 1, resource_name(r));
    gain_resource(g, m.player, r);
}

static const card_step STEPS[] = {
    [S_GAIN] = {"gain", "", "gain 1 resource of the card's suit"},
    [S_ATTACH] = {"attach", "", "attach this to a Court card with no agents to declare its ambition"},
    [S_ATTACH_TO] = {"attach-to", "n", "attach this to Court place %#1"},
    [S_AFTER_ACTION] = {"after-action", "", NULL},
};

/* FRAME_CHECK: no data; the card held by the decider, and for the place
 * decision a place to attach to. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind == FR_CARD_AUTO) return f->step == S_AFTER_ACTION && card_frame_only(f, 0);
    if (f->kind != FR_CARD || !card_frame_only(f, 0) || held_index(g, f->player, f->card) < 0) return false;
    return f->step == S_GAIN || (f->step == S_ATTACH_TO && advocate_attach_places(g));
}

const card_def card_liaisons = {
    .card = CARD_F405,
    .short_name = "liaisons",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .copy_pivot_action = copy_action,
    .prelude_moves = prelude_moves,
    .prelude_apply = prelude_apply,
    .enumerate = enumerate,
    .apply = apply,
    .step = after_action,
    .frame_ok = frame_ok,
};
