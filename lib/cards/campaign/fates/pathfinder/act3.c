/*
 * The Pathfinder's Act III (Fate ARCS-FATE09, a B Fate kept after a
 * completed Act II objective; cards.csv ARCS-F907A / F907B). The Portal
 * token found in Act II stays on the map (the Clues' data, clues.c,
 * carried by the campaign record).
 *
 * F907A Pathfinder Act III Setup                              -> FATE_SETUP
 *   "1. Gain the Pilgrims card (08)." (fate_gain_card: the play area.)
 *   "2. Place 1 Seek the Portal card (09) on top of the Court deck." Face
 *     up, known there (pilgrims.c keeps it on top in a determinized world).
 *   "3. Tuck the other 2 Seek the Portal cards (10-11) under the Pilgrims
 *     and the Portal card (08)." Tucked, they are not in play
 *     (pilgrims_data.tucked) until Use the Portal untucks one.
 *   "4. Collect the 6 Pilgrim tokens. Roll the event die and place 1
 *     Pilgrim token at each planet of the rolled symbol." The roll is
 *     chance (CH_CARD, a = the event die's face - 1, as the campaign's
 *     event die names them: campaign.h event_die_symbol); a token at each
 *     planet of the symbol in play (one per cluster in play: 6 at most);
 *     the others stay in the Pathfinder's supply (not in play).
 *
 * F907B Pathfinder Act III Objective                     -> GRAND_AMBITIONS
 *   "See the Pilgrims Delivered"
 *   1. "Control the Portal token." The Pathfinder controls the system the
 *      Portal token lies in, the First Regent's Privilege counted (The
 *      Empire, "Control & Command": Empire-controlled systems count for
 *      objectives; fates.h privilege_controls). No Portal on the map: not
 *      fulfilled.
 *   2. "Have more Pilgrims on this card than the current Chapter." The
 *      Pilgrim tokens Use the Portal took onto the card (pilgrims.c).
 */
#include "campaign/campaign.h"
#include "pathfinder.h"

enum { FACES = 6 };

static void setup(game_state *g, int p, int card) {
    fate_gain_card(g, p, CARD_F908);
    seek_place_on_top(g, CARD_F909);
    PILGRIMS_OF(g)->tucked = (uint8_t)(1u << (CARD_F910 - CARD_F909) | 1u << (CARD_F911 - CARD_F909));
    card_log(g, card, "Player %d places Seek the Portal on top of the Court deck, tucks the other 2 under Pilgrims "
             "and collects the 6 Pilgrim tokens.", p + 1);
    card_chance(g, card, 0);
}

/* Step 4's roll (CH_CARD): a = the event die's face - 1. */
static void roll_outcomes(const game_state *g, const frame *f, move_list *out, uint32_t *weights) {
    (void)g, (void)f, (void)weights;
    for (int a = 0; a < FACES; a++) add_move(out, ARCS_MOVE_CHANCE, ARCS_PLAYER_CHANCE_ID, a, 0, CH_EVENT_DIE, 0);
}

static void roll_drawn(game_state *g, const frame *f, arcs_move m) {
    (void)f;
    int p = pilgrims_holder(g);
    if (m.a >= FACES || p < 0) return;
    int symbol = event_die_symbol(m.a + 1), placed = 0;
    for (int s = 0; s < NUM_SYSTEMS && placed < PILGRIM_TOKENS; s++)
        if (sys_in_play(g, s) && !sys_is_gate(s) && sys_kind(s) == symbol) {
            token_add(g, CARD_F908, p, s);
            placed++;
        }
    static const char *const names[3] = {"arrow", "crescent", "hex"};
    card_log(g, CARD_F907A, "The event die shows the %s: %d Pilgrim token%s placed on its planets.",
             names[symbol - SYS_ARROW], placed, placed == 1 ? "" : "s");
}

/* The roll waits with the Pilgrims card gained and no Pilgrim placed. */
static bool roll_ok(const game_state *g, const frame *f) {
    (void)f;
    if (pilgrims_holder(g) < 0) return false;
    for (int i = 0; i < g->camp.n_tokens; i++)
        if (g->camp.tokens[i].card == CARD_F908) return false;
    return true;
}

const card_def card_pathfinder_setup3 = {
    .card = CARD_F907A,
    .short_name = "pathfinder-setup-3",
    .fate_setup = setup,
    .chance_outcomes = roll_outcomes,
    .chance_drawn = roll_drawn,
    .chance_frame_ok = roll_ok,
    .chance_what = "roll the event die: Pilgrim tokens on the planets of the rolled symbol (Pathfinder)",
};

static int grand_ambitions(const game_state *g, int p, int card) {
    (void)card;
    int portal = pathfinder_portal(g), mask = 0;
    if (portal >= 0 && privilege_controls(g, p, portal)) mask |= 1;
    if (pilgrims_holder(g) == p && pilgrims_at(g, TOKEN_OFF_MAP) > g->chapter) mask |= 2;
    return mask;
}

const card_def card_pathfinder_objective3 = {
    .card = CARD_F907B,
    .short_name = "pathfinder-objective-3",
    .grand_ambitions = grand_ambitions,
};
