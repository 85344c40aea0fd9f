/* Blank Fates for the tests only: see blank_fates.h. */
#include "blank_fates.h"

int blank_grand[MAX_PLAYERS];

static void blank_setup(game_state *g, int p, int card) {
    (void)g, (void)p, (void)card;
}

static int blank_grand_ambitions(const game_state *g, int p, int card) {
    (void)g, (void)card;
    return blank_grand[p];
}

const card_def test_blank_setup = {.card = CARD_F112A, .short_name = "blank-setup", .fate_setup = blank_setup};
/* A Setup side without a setup: its Fate does not play that Act. */
const card_def test_unplayed_setup = {.card = CARD_F112A, .short_name = "unplayed-setup"};
const card_def test_blank_grand = {.card = CARD_F122B, .short_name = "blank-grand", .grand_ambitions = blank_grand_ambitions};

bool blank_act2(int setup) { return card_def_of(setup) == &test_blank_setup; }
