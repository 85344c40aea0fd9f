/*
 * Vow of Survival (ARCS-F1802, Lore; the Survivalist's play area from the
 * Act III Setup, ARCS-F1801A step 2).
 *
 *   "You cannot declare the Tyrant ambition."          -> DECLARE (declare_barred)
 *   By any means (cards_undeclarable: the Declare action, Galactic Bards...).
 *   "In scoring, when you win any ambition, you only gain Power for second
 *    place."                           -> SCORE_PLACE (SECOND_FOR_WIN_ANY)
 *   An untied first place (a win: "Winning Ambitions") gains the ambition's
 *   second-place Power, no bonus city Power; tied for first or second,
 *   the usual second-place Power (lib/rules/chapter.c). It still wins the
 *   ambition (EVT_AMBITION_WON: Keep the People Safe, ARCS-F1801B).
 *   faq.csv Vow of Survival: "If I win the Commonwealth Ambition, how much
 *   Power do I gain? You gain Power for second place alone."
 *   (founder/commonwealth.c asks cards_second_for_first.)
 *   "When returning Captives, you keep 1 Captive for each Bunker on the
 *    map."                                              -> CAPTIVES_KEPT
 *   Captives return in a chapter's Clean Up when Tyrant was scored (Base
 *   rulebook, "Step 2: Clean Up"; Bunkers, ARCS-F1804: "lets them keep
 *   Captives when Tyrant is scored"). With N Bunkers on the map the
 *   Survivalist keeps N agent Captives (all if they have N or fewer) and
 *   returns the rest; which owners' go back is their choice while the
 *   Captives are of two or more players ("card vow-of-survival return
 *   p<q>", one at a time), returned at once otherwise.
 */
#include "survivalist.h"

enum { S_RETURN };

static int agent_captives(const game_state *g, int p) {
    int n = 0;
    for (int q = 0; q < MAX_PLAYERS; q++) n += g->pl[p].captives[q];
    return n;
}

static unsigned owners_of(const game_state *g, int p) {
    unsigned m = 0;
    for (int q = 0; q < g->num_players; q++)
        if (g->pl[p].captives[q]) m |= 1u << q;
    return m;
}

static unsigned declare_barred(const game_state *g, int p, int card) {
    (void)g, (void)p, (void)card;
    return 1u << ARCS_TYRANT;
}

/* Return Captives while no choice is left; true when a choice is left. */
static bool return_unchosen(game_state *g, int p, int card) {
    int keep = bunkers_on_map(g);
    while (agent_captives(g, p) > keep) {
        unsigned owners = owners_of(g, p);
        if (owners & (owners - 1)) return true;
        int q = __builtin_ctz(owners);
        g->pl[p].captives[q]--;
        return_agent(g, q);
    }
    card_log(g, card, "Player %d keeps %d Captive%s, 1 per Bunker on the map (%d).", p + 1, agent_captives(g, p),
             agent_captives(g, p) == 1 ? "" : "s", keep);
    return false;
}

static bool keeps_captives(game_state *g, int p, int card) {
    if (!bunkers_on_map(g)) return false;
    if (return_unchosen(g, p, card)) push_card_frame(g, FR_CARD, p, card, S_RETURN);
    return true;
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    for (unsigned m = owners_of(g, f->player); m; m &= m - 1)
        add_card_move(out, f->player, f->card, S_RETURN, __builtin_ctz(m), 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, card = top_frame(g)->card;
    g->pl[p].captives[m.d]--;
    return_agent(g, m.d);
    if (!return_unchosen(g, p, card)) pop_frame(g);
}

/* FRAME_CHECK: more Captives than Bunkers on the map (at least one), of
 * two or more players. */
static bool frame_ok(const game_state *g, const frame *f) {
    unsigned owners = owners_of(g, f->player);
    int keep = bunkers_on_map(g);
    return f->kind == FR_CARD && f->step == S_RETURN && card_frame_only(f, 0) && f->player == survivalist_of(g) &&
           keep > 0 && agent_captives(g, f->player) > keep && (owners & (owners - 1));
}

static const card_step STEPS[] = {[S_RETURN] = {"return", "p", "return 1 Captive of %1's"}};

const card_def card_vow_of_survival = {
    .card = CARD_F1802,
    .short_name = "vow-of-survival",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .second_for_first = SECOND_FOR_WIN_ANY,
    .declare_barred = declare_barred,
    .keeps_captives = keeps_captives,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
