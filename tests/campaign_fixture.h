/* Campaign games for the scenario tests: a game after Act I Setup, an
 * empty-map scenario, pieces placed by hand, moves applied by text. */
#ifndef ARCS_TEST_CAMPAIGN_FIXTURE_H
#define ARCS_TEST_CAMPAIGN_FIXTURE_H

#include "support.h"
#include "campaign/campaign.h"

/* A campaign game; explicit chance: player 0 has the initiative; first
 * (internal chance) >= 0 gives it to that player. At most 2 deals per
 * Summit (arcs_config.summit_deal_limit), so that random play ends them. */
arcs_game *new_campaign(int players, uint64_t seed, int chance, int first);
/* xorshift64 step. */
uint64_t next(uint64_t *x);
/* Play random moves until the first lead of the game (setup over); records
 * who made each starting placement; returns their number. */
int finish_setup(arcs_game *game, uint64_t seed, int *placers);
/* A campaign game after setup with an empty map: no ships, buildings,
 * Imperial ships or Blight; titles as given (bit p: Regent), p0 the First
 * Regent when a Regent. */
arcs_game *scenario(int players, unsigned regents);
/* Nothing counts for an ambition but what a test gives: every player's
 * resources back to the supply, the campaign Court's Guild cards held
 * buried, and with fate_cards the Guild cards of the Fates dealt at random
 * out of the game too (their suits add to ambitions: Merchant League,
 * Guild Overseers...). */
void clear_holdings(arcs_game *game, bool fate_cards);
void put_imperial(arcs_game *game, int sys, int fresh, int damaged);
void put_blight(arcs_game *game, int sys, int fresh, int damaged);
/* Give player p the Fate `fate` (CARD_FATE01..08) after setup, as if p
 * had kept it: p's Fate-set cards (held, play area) leave the game, the
 * Fate card swaps places with p's kept one (deck or a Rival's dealt pair:
 * that Rival, if it kept it, is set up again with p's old Fate), and p is
 * set up again (fate_setup_next: Objective side, marker, Setup side).
 * Decisions a Setup side pushes stay on the stack. */
void set_fate(arcs_game *game, int p, int fate);
/* The property runs' round trips after applying `chosen` (before: the
 * state's hash before it): the sources' hook mask checked current; with one chance in undo_every (rng), undo it and
 * apply it again, the log silenced meanwhile, to the same hash; then with
 * one chance in save_every, save and load the state, the same hash. The
 * game is named in failures by players, seed and move. */
void round_trips(arcs_game *game, arcs_move chosen, uint64_t before, uint64_t *rng, unsigned undo_every,
                 unsigned save_every, int players, uint64_t seed, int move);
/* Apply a move by text; fail the test (with the status) if it is refused;
 * check the invariants. */
void ok(arcs_game *game, const char *text);
/* Apply a lead, declaring nothing if the card could declare. */
void lead(arcs_game *game, const char *text);
/* A follower's turn: the card played (no seizing), then the end of the
 * turn. */
void follow(arcs_game *game, const char *text);
/* A Summit called by `caller` at a new round's lead (hands Construction
 * 2..5, player 0 leading; the lead decision gives way to the Summit). */
void t_call_summit(arcs_game *game, int caller);
/* A lore card not in play (the lore deck or the Court) into p's play area. */
void t_give_lore(arcs_game *game, int p, int card);
/* p holds n more of owner's agents as Favors (from owner's supply). */
void t_give_favors(arcs_game *game, int p, int owner, int n);
/* Every player but p leaves their Act III objective card (their grand
 * ambitions) out of their play area: a scoring test of p's own. */
void t_only_grand_ambitions_of(arcs_game *game, int p);
/* From now on the dice (and draws) are the test's: explicit chance. */
void force_chance(arcs_game *game);
/* A copy of game determinized for viewer with seed, whose observation for
 * the viewer is byte-identical to `before` (lb bytes); fails the test
 * otherwise. The caller frees the copy. */
arcs_game *determinized(arcs_game *game, int viewer, uint64_t seed, const unsigned char *before, size_t lb);
/* Determinized for viewer (seeds 1-4, each showing the viewer the same
 * observation), every world keeps `card` at place `from_top` of the Court
 * deck (0 the top card): what all know of the deck's order. */
void t_assert_deck_place_kept(arcs_game *game, int viewer, int from_top, int card);

/* Move lore card `card` into Court place pos, from the Court deck (where
 * Act I Setup J shuffled the lore): it takes the place of a lore card there
 * if it is not one of them, so the game still has lore_added lore cards. */
void lore_into_row(arcs_game *game, int card, int pos);

/* p gains a Flagship (flagship_gain) in the first system in play holding
 * a ship of theirs, the decisions it pushes (resources settled on the cities
 * back on the board) made at random with rng. Asserts it worked. */
void t_grant_flagship(arcs_game *game, int p, uint64_t *rng);

/* Is card in p's play area? */
bool t_in_play_area(const game_state *g, int p, int card);

/* A resource of type r into p's first empty resource slot (fails the
 * test when none is empty). */
void t_give_to_empty_slot(arcs_game *game, int p, int r);

#endif
