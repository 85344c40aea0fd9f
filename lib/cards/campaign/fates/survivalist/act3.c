/*
 * The Survivalist's Act III (Fate ARCS-FATE18, a C Fate taken at the
 * second Intermission; cards.csv ARCS-F1801A / F1801B).
 *
 * F1801A Survivalist Act III Setup                            -> FATE_SETUP
 *   "1. If you have a Flagship, you may Resettle." (resettle.h)
 *   "2. Gain Vow of Survival (02)."        fate_gain_card: the play area
 *   "3. Gain the Building Bunkers card (03) and collect the 9 Bunker tokens
 *    on it."                               the play area; the 9 Bunkers are
 *                                          those not in the token table
 *   "4. Add the Bunkers (04) and Captive Release cards (05) to the rules
 *    booklet."                              booklet_add
 *
 * F1801B Survivalist Act III Objective: a final objective, its marker on
 * the Power track (fate_table.c: 22 / 18 / 14), advanced by:
 *   "Keep the People Safe: Each time you win an ambition, advance 1 for
 *    each Captive you have or for each Bunker on the map, whichever is
 *    lower."                           -> EVENT (EVT_AMBITION_WON)
 *   At the win, in the scoring (before Captives return in Clean Up): the
 *   fewer of the Survivalist's Captives (agents and ships kept as
 *   Captives) and the Bunkers on the map.
 *   "Protect Against the Blight: Advance 1 each time a Blight Crisis happens
 *    at a planet with a Bunker."       -> EVENT (EVT_BLIGHT_CRISIS)
 *   "At the end of a chapter, you win the game if you completed your
 *    objective and have at least 1 Power." (lib/campaign/act_setup.c)
 */
#include "cards/campaign/fates/resettle.h"
#include "survivalist.h"

enum { S_RESETTLE, S_KEEP_FLAGSHIP };

static void setup(game_state *g, int p, int card) {
    fate_gain_card(g, p, CARD_F1802);
    card_log(g, card, "Player %d gains Vow of Survival.", p + 1);
    fate_gain_card(g, p, CARD_F1803);
    card_log(g, card, "Player %d gains Building Bunkers and its %d Bunker tokens.", p + 1, BUNKERS);
    booklet_add(g, CARD_F1804);
    booklet_add(g, CARD_F1805);
    card_log(g, card, "Player %d adds Bunkers and Captive Release to the rules booklet.", p + 1);
    /* Step 1 is decided first: pushed last. */
    fate_offer_resettle(g, p, card, S_RESETTLE);
}

static void setup_enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    fate_resettle_enumerate(f, out, S_KEEP_FLAGSHIP);
}

static void setup_apply(game_state *g, arcs_move m) { fate_resettle_apply(g, m, S_RESETTLE); }

static bool setup_frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_RESETTLE && fate_resettle_frame_ok(g, f);
}

static const card_step SETUP_STEPS[] = {FATE_RESETTLE_STEPS(S_RESETTLE, S_KEEP_FLAGSHIP)};

const card_def card_survivalist_setup3 = {
    .card = CARD_F1801A,
    .short_name = "survivalist-setup-3",
    .steps = SETUP_STEPS,
    .nsteps = ARRAY_LEN(SETUP_STEPS),
    .fate_setup = setup,
    .enumerate = setup_enumerate,
    .apply = setup_apply,
    .frame_ok = setup_frame_ok,
};

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind == EVT_AMBITION_WON && ev->player == holder) {
        int captives = survivalist_captives(g, holder), bunkers = bunkers_on_map(g);
        int n = captives < bunkers ? captives : bunkers;
        card_log(g, card, "Keep the People Safe: Player %d wins %s with %d Captive%s and %d Bunker%s on the map.",
                 holder + 1, ambition_name(ev->a), captives, captives == 1 ? "" : "s", bunkers,
                 bunkers == 1 ? "" : "s");
        objective_advance(g, holder, n, card);
    } else if (ev->kind == EVT_BLIGHT_CRISIS && bunker_at(g, ev->n)) {
        if (log_enabled(g)) {
            char name[16];
            card_log(g, card, "Protect Against the Blight: a Blight Crisis happens at %s, a planet with a Bunker.",
                     system_name(ev->n, name));
        }
        objective_advance(g, holder, 1, card);
    }
}

const card_def card_survivalist_objective3 = {
    .card = CARD_F1801B,
    .short_name = "survivalist-objective-3",
    .on_event = on_event,
    .events = EVENTS(EVT_AMBITION_WON, EVT_BLIGHT_CRISIS),
};
