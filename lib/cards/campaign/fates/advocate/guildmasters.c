/*
 * The Guildmasters (ARCS-F417..F421, Guild, raid cost 3; Advocate, Act
 * III, added to the Court deck by the Act II Resolution, completed):
 * Material, Fuel, Weapons, Relic and Psionic Guildmasters, one def for the
 * five (the card's suit says which ambition and which Guild cards):
 *
 *   "When you declare the Tycoon (Tycoon, Warlord, Keeper, Empath)
 *    ambition, you may steal a Material (Fuel, Weapon, Relic, Psionic)
 *    Guild card."                       -> EVENT (EVT_AMBITION_DECLARED)
 *
 * Any declaring of that ambition by the holder (a lead card, Liaisons,
 * "declare any ambition" cards). The holder chooses a Rival's Guild card
 * of the suit that may be stolen (STEAL_CHECK: Protected cards and Sworn
 * Guardians' holder are safe; a stolen Sworn Guardians is buried) or
 * declines; nothing to steal: no decision. It is no Prelude or new action:
 * Guild Overseers does not bar it. Two Guildmasters of the ambition (the
 * Material and Fuel ones for Tycoon) each offer their steal, in the order
 * they are held.
 *
 * Moves: "card guildmasters@F41x steal p<q> <i>" (i: the card's place among
 * the Rival's Guild cards, which are public: a block of 4 x 32 actions a
 * card, where naming the card would take 4 x every card), "decline".
 */
#include "advocate.h"

enum { S_STEAL };

/* By suit (arcs_resource): the ambition whose declaring triggers it. */
static const uint8_t AMBITION[NUM_RES] = {ARCS_TYCOON, ARCS_TYCOON, ARCS_WARLORD, ARCS_KEEPER, ARCS_EMPATH};

static int steal_moves(const game_state *g, int p, int card, move_list *out) {
    int suit = card_table[card].suit, n = 0;
    for (int q = 0; q < g->num_players; q++) {
        if (q == p) continue;
        for (int i = 0; i < g->pl[q].guild_count; i++) {
            int target = g->pl[q].guild[i];
            if (card_table[target].kind != CK_GUILD || card_table[target].suit != suit || !cards_may_steal(g, p, q, target))
                continue;
            n++;
            if (out) add_card_move(out, p, card, S_STEAL, q, i, 0);
        }
    }
    return n;
}

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_AMBITION_DECLARED || ev->player != holder || ev->a != AMBITION[card_table[card].suit]) return;
    if (steal_moves(g, holder, card, NULL)) {
        card_log(g, card, "Player %d declared %s: they may steal a %s Guild card.", holder + 1, ambition_name(ev->a),
                 resource_name(card_table[card].suit));
        push_card_frame(g, FR_CARD, holder, card, S_STEAL);
    }
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    steal_moves(g, f->player, f->card, out);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = card_choice_taken(g, m);
    if (card < 0) return;
    int stolen = g->pl[m.d].guild[m.e];
    card_log(g, card, "Player %d steals %s from Player %d.", m.player + 1, card_table[stolen].name, m.d + 1);
    steal_card(g, m.player, m.d, stolen);
}

static const card_step STEPS[] = {[S_STEAL] = {"steal", "pn", "steal Guild card %#2 of %1"}};

/* FRAME_CHECK: no data; the card held by the decider. */
static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_STEAL && card_frame_only(f, 0) && held_index(g, f->player, f->card) >= 0;
}

const card_def card_guildmasters = {
    .card = CARD_F417,
    .short_name = "guildmasters",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .on_event = on_event,
    .events = EVENTS(EVT_AMBITION_DECLARED),
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
