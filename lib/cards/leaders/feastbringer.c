/*
 * Feastbringer (ARCS-LEAD07). Starting pieces: two cities, 3 ships in each
 * C system (lib/data/leaders.c).
 *
 *   "Generous. To declare an ambition, you must give 1 Guild card to your
 *    Rival with the least Power."          -> DECLARE, DECLARE_AMBITION
 *
 * Without a Guild card the Feastbringer cannot declare (no declare move is
 * offered, Galactic Bards included). Having declared, they choose the card
 * and, when Rivals tie for the least Power, which of them receives it (the
 * rules do not break that tie, so it is the giver's choice):
 * "card feastbringer give <card> <player>", one move per Guild card and
 * Rival with the least Power.
 *
 *   "Charismatic. When you Copy or Pivot in order to secure a card, you may
 *    influence before or after you secure."        -> COPY_PIVOT_ACTION
 *
 * Taking Secure with a pip of a Copied or Pivoted card, the Feastbringer
 * chooses "card feastbringer influence-before", "card feastbringer
 * influence-after" or "decline" (while an Influence is possible). faq.csv,
 * Feastbringer: the influence and the secure may be on different cards;
 * Q2: "You must perform a legal secure after you influence ... Otherwise
 * the influence must be undone": "influence-before" offers only the
 * Influences after which a Secure is legal (influence_keep_secure_possible,
 * lib/rules/actions.c). So Secure is offered to a Copied or Pivoted pip
 * when an Influence would make it legal (breaking a tie), with only
 * "influence-before" then.
 */
#include "cards/hooks.h"

enum { S_GIVE, S_BEFORE, S_AFTER, S_AFTER_SECURE, S_THEN_SECURE };

/* The Secure's frame (just pushed by the action) gives way to the choice;
 * the actions come back in the order chosen, each a decision on top. */
static const before_after CHARISMATIC = {
    .action = ARCS_ACT_SECURE,
    .other = ARCS_ACT_INFLUENCE,
    .s_before = S_BEFORE,
    .s_after = S_AFTER,
    .s_then_action = S_THEN_SECURE,
    .s_then_other = S_AFTER_SECURE,
    .log = "Player %d influences %s securing.",
    .other_first_possible = influence_keep_secure_possible,
};

static void charismatic(game_state *g, int p, int card, int action) {
    before_after_offer(g, p, card, action, &CHARISMATIC);
}

/* FR_CARD_AUTO: the second action of the pair. */
static void next_action(game_state *g) { before_after_next(g, &CHARISMATIC); }

/* Is q one of p's Rivals with the least Power? */
static bool least_power_rival(const game_state *g, int p, int q) {
    if (q == p || q < 0 || q >= g->num_players) return false;
    for (int r = 0; r < g->num_players; r++)
        if (r != p && g->pl[r].power < g->pl[q].power) return false;
    return true;
}

static void generous(game_state *g, int p, int card) {
    if (g->pl[p].guild_count) push_card_frame(g, FR_CARD, p, card, S_GIVE);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->step == S_BEFORE) {
        before_after_moves(g, f, &CHARISMATIC, out);
        return;
    }
    const player_state *pl = &g->pl[f->player];
    for (int i = 0; i < pl->guild_count; i++)
        for (int q = 0; q < g->num_players; q++)
            /* Campaign: a protected Guild card cannot be given away. */
            if (least_power_rival(g, f->player, q) && !card_protected(pl->guild[i]))
                add_card_move(out, f->player, f->card, S_GIVE, pl->guild[i] & 0xFF, pl->guild[i] >> 8, q);
}

static void apply(game_state *g, arcs_move m) {
    if (top_frame(g)->step == S_BEFORE) {
        before_after_apply(g, m, &CHARISMATIC);
        return;
    }
    int p = m.player, card = top_frame(g)->card, gift = m.d | m.e << 8;
    pop_frame(g);
    int q = m.f, i = held_index(g, p, gift);
    if (!least_power_rival(g, p, q) || i < 0) return;
    remove_held(g, p, i);
    give_held(g, q, gift);
    card_log(g, card, "Player %d gives %s to Player %d.", p + 1, card_table[gift].name, q + 1);
}

static const card_step STEPS[] = {
    [S_GIVE] = {"give", "Kp", "give %1 to %2, a Rival with the least Power (Generous)"},
    [S_BEFORE] = {"influence-before", "", "influence before securing (Charismatic)"},
    [S_AFTER] = {"influence-after", "", "influence after securing (Charismatic)"}};

const card_def card_feastbringer = {
    .card = CARD_LEAD07,
    .short_name = "feastbringer",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .gives_card_to_declare = true,
    .after_declare = generous,
    .copy_pivot_action = charismatic,
    .pair = &CHARISMATIC,
    .enumerate = enumerate,
    .apply = apply,
    .step = next_action,
};
