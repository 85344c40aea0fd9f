/* Helpers shared by the test programs: games from seeds, direct access to
 * the state for scenario set-ups, move text, invariant checks and random
 * play. */
#ifndef ARCS_TEST_SUPPORT_H
#define ARCS_TEST_SUPPORT_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "arcs/arcs.h"
#include "rules/rules.h"
#include "core/game.h"
#include "core/invariants.h"

arcs_game *t_new_game(int players, uint64_t seed, const char *setup);
/* The same with a chance mode and a first player (-1: seeded random). */
arcs_game *t_new_game_chance(int players, uint64_t seed, arcs_chance_mode chance, const char *setup, int first);
/* A campaign game; chance an arcs_chance_mode, first the
 * first player (-1 random), deal_limit arcs_config.summit_deal_limit. */
arcs_game *t_new_campaign(int players, uint64_t seed, int chance, int first, int deal_limit);
/* The same, the game ending at Act last_act's boundary (arcs_config.last_act: 0 all three Acts). */
arcs_game *t_new_campaign_acts(int players, uint64_t seed, int chance, int first, int deal_limit, int last_act);
/* The plain state, for scenario set-ups. Marks it changed, so do not keep
 * the pointer across arcs_legal_moves and arcs_apply if you write through it
 * afterwards: call t_state again. */
static inline game_state *t_state(arcs_game *game) {
    game_bump(game);
    return &game->s;
}

/* Make a (base) game a campaign one for tests of the campaign block: its
 * Court piles move to the campaign block. */
void t_make_campaign(arcs_game *game);

/* Empty the map, boards, Court row agents, trophies and captives: every
 * piece back to its supply, every resource to the general supply. Leaves
 * hands, decks and the decision stack alone. */
void t_clear_board(arcs_game *game);
void t_place_ships(arcs_game *game, int p, int sys, int fresh, int damaged);
/* Place a building in slot `slot` of sys; cities come from the board. */
void t_place_building(arcs_game *game, int p, int sys, int slot, bool starport, bool damaged);
/* Put a resource from the supply into player p's slot. */
void t_give_resource(arcs_game *game, int p, int slot, int r);
/* Take Court card c out of wherever it is (deck, discard, a row place,
 * which refills from the deck, or a player's Guild cards). */
void t_take_out_court_card(game_state *g, int c);

/* Replace the decision stack with a single turn for p playing `card` as the
 * lead card with its pips (the round frame beneath). For action tests. */
void t_start_lead_turn(arcs_game *game, int p, int card);

/* Parse and apply a move given as text; returns the status. */
arcs_status t_apply_str(arcs_game *game, const char *text);
/* The move `text` is refused (unparsable, or refused by arcs_apply with a
 * reason in arcs_last_error) and the game is byte-identical. */
void t_refused_unchanged(arcs_game *game, const char *text);
/* Court card `card` into Court row place pos, swapped with the card there
 * (wherever `card` was: deck, discard, row, a player's Guild cards). */
void t_court_card_at(arcs_game *game, int card, int pos);
/* A log that keeps its lines: game->log = t_keep_line, log_ud = a t_log. */
typedef struct t_log {
    char text[128][240];
    int n;
} t_log;
void t_keep_line(void *ud, const char *line);
/* Did a kept line contain `part`? */
bool t_logged(const t_log *log, const char *part);
/* Does the current legal-move list contain this move text? */
bool t_is_legal(arcs_game *game, const char *text);
/* Load a state saved with arcs_game_save_state (len bytes of buf); a
 * failure fails the test with the loader's reason ("what" names the
 * game). The caller frees the game. */
arcs_game *t_load_state(const void *buf, size_t len, const char *what);
/* Save the game and load it back: the same hash and legal moves (a failed
 * load fails the test with the loader's reason). */
void t_assert_reloads(arcs_game *game, const char *what);
/* Leak tests: copies of a and b determinized for viewer with one seed
 * (*x from a, *y from b; the caller frees them). */
void t_determinize_both(const arcs_game *a, const arcs_game *b, int viewer, uint64_t seed, arcs_game **x,
                        arcs_game **y);
/* Fail the test unless every legal move's text parses back to the same move. */
void t_assert_texts_round_trip(arcs_game *game);
/* Fail the test (with the reason) if the invariants do not hold. */
void t_assert_invariants(arcs_game *game);
/* Apply the pending chance decision's outcome whose move has a == a (fail
 * the test if the top frame is no chance decision or has no such outcome). */
void t_chance_outcome(arcs_game *game, int a);
/* Fail unless viewer's observations of games a and b are byte-identical
 * (leak tests: what a viewer may not know does not change what they see). */
void t_assert_same_observation(arcs_game *a, arcs_game *b, int viewer);
/* How many legal moves' texts start with prefix. */
int t_count_legal(arcs_game *game, const char *prefix);
/* The battle hit targets offered now, as a bit set of ARCS_MOVE_HIT a. */
unsigned t_hit_targets_offered(arcs_game *game);
/* Apply the first legal move whose text starts with prefix; false if none. */
bool t_apply_prefix(arcs_game *game, const char *prefix);
/* Play one uniformly random legal move (xorshift state in *rng). */
void t_random_move(arcs_game *game, uint64_t *rng);


/* Action card id from suit and number. */
static inline int t_card(int suit, int number) { return suit * 7 + number - 1; }
/* Give each player exactly the cards in hands[p] (bit masks); every other
 * action card of the game goes to the discard pile. */
void t_set_hands(arcs_game *game, const uint32_t *hands);
/* Start a fresh round led by `initiative` with exactly these hands (the
 * decision stack is replaced; the history is cleared). */
void t_begin_round(arcs_game *game, int initiative, const uint32_t *hands);

#endif
