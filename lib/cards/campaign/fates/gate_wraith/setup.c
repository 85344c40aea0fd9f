/*
 * The Gate Wraith's Act III Setup (Fate ARCS-FATE22, a C Fate; cards.csv
 * ARCS-F2201A "Gate Wraith Act III Setup")                    -> FATE_SETUP
 *
 *   "1. If you have a Flagship, you may Resettle." resettle.h: "card
 *    gate-wraith-setup-3 resettle" / "keep-flagship", offered last (frames
 *    are a stack: decided first).
 *   "2. Gain Catapult Overdrive (02) and Breaking Gates & Placing Passages
 *    (03)."                              fate_gain_card: the play area.
 *   "3. Collect the 6 Passage tokens. Place one on any gate. Resolve step 3
 *    of Breaking Gates & Placing Passages (03)."
 *     The Gate Wraith's choice: "card gate-wraith-setup-3 place-passage
 *     <gate>", one move per gate in play (the Twisted Passage is the
 *     centre, not a gate of the map: never offered); then passage_collapse
 *     (collapse.c: the gate's ships and tokens to the Twisted Passage, its
 *     buildings destroyed, no Trophy). The other 5 tokens stay in the
 *     supply (PASSAGE_TOKENS less those on the map).
 *   "4. Roll the event die and place it in the central map area."
 *     The chance of ARCS-F2205 (passage_reroll), after the Passage is
 *     placed (explicit chance mode: a chance node of that card).
 *   "5. Place The Dead Live (04) near the map by the chapter track."
 *     dead_live_place (dead_live.c): in the Gate Wraith's play area, a
 *     source walked once (its effect is ARCS-F2204's own file).
 *   "6. Add Passages & The Twisted Passage (05) to the rules booklet."
 *     booklet_add: the map centre is in play from now on.
 *   "7. Place Passage Storms (06) on top of the Court deck."
 *     Face up, known to all (passage_storms.c passage_storms_on_top: hook
 *     point COURT_TOP, drawn without chance; determinize keeps it there).
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "cards/campaign/fates/resettle.h"
#include "gate_wraith.h"

enum { S_RESETTLE, S_KEEP_FLAGSHIP, S_PASSAGE };

/* The gates a Passage token may be placed on: in play, none there yet. */
static uint32_t open_gates(const game_state *g) {
    uint32_t m = 0, passages = passage_gates(g);
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_is_gate(s) && sys_in_play(g, s) && !(passages >> s & 1)) m |= 1u << s;
    return m;
}

static void setup(game_state *g, int p, int card) {
    fate_gain_card(g, p, CARD_F2202);
    fate_gain_card(g, p, CARD_F2203);
    dead_live_place(g, p);
    booklet_add(g, CARD_F2205);
    passage_storms_place_on_top(g);
    card_log(g, card, "Player %d, the Gate Wraith, gains Catapult Overdrive and Breaking Gates & Placing Passages, "
             "places The Dead Live near the map, adds Passages & The Twisted Passage to the rules booklet and places "
             "Passage Storms face up on top of the Court deck.", p + 1);
    /* Step 3 (then 4) after step 1: pushed first. */
    if (open_gates(g)) push_card_frame(g, FR_CARD, p, card, S_PASSAGE);
    else passage_reroll(g);
    fate_offer_resettle(g, p, card, S_RESETTLE);
}

static void setup_enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->step == S_PASSAGE) card_moves_for_bits(out, f->player, f->card, S_PASSAGE, open_gates(g));
    else fate_resettle_enumerate(f, out, S_KEEP_FLAGSHIP);
}

static void setup_apply(game_state *g, arcs_move m) {
    if (top_frame(g)->step != S_PASSAGE) {
        fate_resettle_apply(g, m, S_RESETTLE);
        return;
    }
    int gate = m.d;
    if (gate >= NUM_SYSTEMS || !(open_gates(g) >> gate & 1)) return; /* not a legal move: nothing changes */
    pop_frame(g);
    char sn[16];
    card_log(g, CARD_F2201A, "Player %d places the first Passage token on %s.", m.player + 1, system_name(gate, sn));
    passage_collapse(g, gate);
    passage_reroll(g);
}

static bool setup_frame_ok(const game_state *g, const frame *f) {
    if (f->kind != FR_CARD) return false;
    if (f->step == S_PASSAGE)
        return card_frame_only(f, 0) && g->camp.fate[f->player] == CARD_FATE22 && map_centre_in_play(g) &&
               !passage_tokens_on_map(g) && open_gates(g);
    return f->step == S_RESETTLE && fate_resettle_frame_ok(g, f);
}

static const card_step SETUP_STEPS[] = {
    FATE_RESETTLE_STEPS(S_RESETTLE, S_KEEP_FLAGSHIP),
    [S_PASSAGE] = {"place-passage", "s", "place the first Passage token on %1"},
};

const card_def card_gate_wraith_setup3 = {
    .card = CARD_F2201A,
    .short_name = "gate-wraith-setup-3",
    .steps = SETUP_STEPS,
    .nsteps = ARRAY_LEN(SETUP_STEPS),
    .fate_setup = setup,
    .enumerate = setup_enumerate,
    .apply = setup_apply,
    .frame_ok = setup_frame_ok,
};
