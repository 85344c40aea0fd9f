/*
 * The Pathfinder's Act II objective card (ARCS-F901A / F901B; cards.csv).
 *
 * F901A Pathfinder Act II Setup                              -> FATE_SETUP
 *   "1. You gain a Flagship—take a Flagship board and set it up as
 *    described on the board back." The board back (rules-structured.yaml
 *    "Flagships", Setup, Step 1): "Place a Loyal Flagship piece in a system
 *    with Loyal pieces": the system is the Pathfinder's move, one per system
 *    in play holding a Loyal piece of theirs (flagship_gain does steps 1-2:
 *    the Loyal buildings become Free). A Pathfinder with no Loyal piece on
 *    the map has nowhere to place it: no Flagship, and nothing on a board
 *    (a reading: the card gives no other place).
 *   "2. Place 1 starport on your Slipstream Drive Upgrade. Place 1 city on
 *    your Hull Upgrade." Placed, not built: fresh, from the supply and the
 *    player board (the city opens a resource slot).
 *   "3. Gain the Uncovering Clues card (02)."
 *   "4. The player to your right secretly writes down the cluster number
 *    and planet ID symbol of any one planet on the map." That player's move,
 *    one per planet in play (a system names both); hidden from everyone
 *    else (clues.c keeps it).
 *   "5. Give the Clues to the Portal card (03), 6 Clue tokens, and the
 *    Portal token to the player to your right."
 *
 * F901B Find the Portal: advanced where the tokens are placed (clues.c).
 *
 * Moves: "card pathfinder-setup-2 flagship <system>" (the Pathfinder),
 * "card pathfinder-setup-2 write <planet>" (the player to the right).
 */
#include "campaign/flagship.h"
#include "pathfinder.h"

enum { S_FLAGSHIP, S_BOARD, S_WRITE };

static void setup(game_state *g, int p, int card) {
    push_card_frame(g, FR_CARD_AUTO, p, card, S_BOARD);
    if (!has_flagship(g, p) && flagship_gain_systems(g, p)) push_card_frame(g, FR_CARD, p, card, S_FLAGSHIP);
    else if (!has_flagship(g, p)) card_log(g, card, "Player %d has no Loyal piece on the map: no Flagship.", p + 1);
}

/* Steps 2, 3 and 5; step 4 is the next decision. */
static void board_step(game_state *g) {
    frame *f = top_frame(g);
    int p = f->player, card = f->card, writer = pathfinder_right_of(g, p);
    pop_frame(g);
    if (has_flagship(g, p)) {
        flagship_setup_piece(g, p, UPGRADE_SLIPSTREAM, true);
        flagship_setup_piece(g, p, UPGRADE_HULL, false);
        card_log(g, card, "Player %d places a starport on Slipstream Drive and a city on Hull.", p + 1);
    }
    fate_gain_card(g, p, CARD_F902);
    pathfinder_data *d = pathfinder_of(g);
    d->pathfinder = (uint8_t)(p + 1);
    fate_gain_card(g, writer, CARD_F903);
    card_log(g, card, "Player %d takes Clues to the Portal, 6 Clue tokens and the Portal token.", writer + 1);
    push_card_frame(g, FR_CARD, writer, card, S_WRITE);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->step == S_FLAGSHIP) {
        card_moves_for_bits(out, f->player, f->card, S_FLAGSHIP, flagship_gain_systems(g, f->player));
        return;
    }
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (!sys_is_gate(s) && sys_in_play(g, s)) add_card_move(out, f->player, f->card, S_WRITE, s, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = card_choice_taken(g, m);
    if (m.c == S_FLAGSHIP) {
        flagship_gain(g, m.player, m.d);
        return;
    }
    pathfinder_of(g)->secret = (uint8_t)(m.d + 1);
    card_log(g, card, "Player %d writes down a planet's cluster and ID symbol in secret.", m.player + 1);
}

/* S_FLAGSHIP: the Pathfinder without a Flagship yet; S_BOARD: no data;
 * S_WRITE: the player to the Pathfinder's right, nothing written yet. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (!card_frame_only(f, 0)) return false;
    const pathfinder_data *d = pathfinder_of_ro(g);
    switch (f->step) {
    case S_FLAGSHIP: return f->kind == FR_CARD && !has_flagship(g, f->player);
    case S_BOARD: return f->kind == FR_CARD_AUTO;
    case S_WRITE: return f->kind == FR_CARD && f->player == pathfinder_writer(g, d) && !d->secret;
    default: return false;
    }
}

static const card_step STEPS[] = {
    [S_FLAGSHIP] = {"flagship", "s", "place your Flagship at %1"},
    [S_WRITE] = {"write", "s", "write down %1 as the Portal's planet (secret)"},
};

const card_def card_pathfinder_setup2 = {
    .card = CARD_F901A,
    .short_name = "pathfinder-setup-2",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .fate_setup = setup,
    .enumerate = enumerate,
    .apply = apply,
    .step = board_step,
    .frame_ok = frame_ok,
};

const card_def card_pathfinder_objective2 = {
    .card = CARD_F901B,
    .short_name = "find-the-portal",
};
