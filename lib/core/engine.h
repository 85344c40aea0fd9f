/*
 * Internal interface shared by the rule files: randomness, the log, board
 * queries, piece primitives and the entry points each rule file offers.
 * Nothing here is public; the public API is include/arcs/arcs.h.
 */
#ifndef ARCS_CORE_ENGINE_H
#define ARCS_CORE_ENGINE_H

#include "core/frames.h"
#include "core/state.h"

/* ---- randomness (lib/core/rng.c): every random choice goes through here ---- */
void rng_seed(game_state *g, uint64_t seed);
uint64_t rng_next(game_state *g);
/* Uniform integer in [0, n), n >= 1. */
unsigned rng_below(game_state *g, unsigned n);
void shuffle_u8(game_state *g, uint8_t *a, int n);
void shuffle_u16(game_state *g, uint16_t *a, int n);

/* ---- chance (lib/core/chance.c) ----
 * Every draw from a shuffled pile and every die goes through these. With the
 * internal generator they act at once and return true; in explicit-chance
 * mode they push an FR_CHANCE decision and return false: the outcome arrives
 * when chance's move is applied, so the caller must continue from a frame. */
enum { CH_DIE = 1, CH_ACTION_DRAW = 2, CH_COURT_DRAW = 3, CH_DISCARD_BOTTOM = 4 };
bool chance_explicit(const game_state *g);
/* The top card of the action deck into p's hand. */
bool draw_action_card(game_state *g, int p);
/* The bottom card of the action discard pile into p's hand. */
bool draw_action_discard_bottom(game_state *g, int p);
/* The whole action discard pile was shuffled (its order is now hidden). */
void discard_pile_shuffled(game_state *g);
/* The top Court-deck card into Court row place pos. */
bool court_draw(game_state *g, int pos);
/* The whole Court deck was shuffled (its order is now hidden). */
void court_deck_shuffled(game_state *g);
/* Roll one battle die of a type: *face = 0..5. */
bool roll_battle_die(game_state *g, int type, int *face);
/* lib/rules/battle.c: a die rolled by chance in explicit mode. */
void battle_die_rolled(game_state *g, int type, int face);
/* Card name for logs (card-table index). */
const char *card_name(int card);

/* ---- log (lib/core/game.c): formats only when a sink is set ---- */
bool log_enabled(const game_state *g);
void glog(const game_state *g, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* Names for logs and move text. */
const char *resource_name(int r);
const char *suit_name(int s);
const char *ambition_name(int a);
const char *action_name(int a);
/* "3-hex" etc. into buf (at least 16 bytes); returns buf. */
char *system_name(int sys, char *buf);
int system_from_name(const char *s, int *len);
/* "Aggression-4" into buf (at least 24 bytes); returns buf. */
char *action_card_name(int card, char *buf);

/* ---- action cards (lib/data/action_cards.c) ---- */
int action_pips(int card);
/* Whether pips of this suit can take this standard action. */
bool suit_allows(int suit, int action);

/* ---- map (lib/data/map.c) ---- */
/* Adjacent in-play systems of sys (at most 8) into out; returns the count.
 * Out-of-play clusters are skipped and their path markers join the gates
 * on either side (Base rulebook, "The Map" and "Move"). */
int adjacent_systems(const game_state *g, int sys, uint8_t *out);
bool systems_adjacent(const game_state *g, int a, int b);
/* Building slots printed on a planet (0 for gates). */
int planet_slots(int sys);
/* Planet type (arcs_resource) of a planet; -1 for gates. */
int planet_type(int sys);

/* ---- board queries (lib/core/pieces.c) ---- */
/* The player who controls sys (more fresh ships than each Rival), or NO_PLAYER. */
int controller(const game_state *g, int sys);
bool has_loyal_piece(const game_state *g, int p, int sys);
int ships_on_map(const game_state *g, int p);
int buildings_on_map(const game_state *g, int p, bool starports);
/* Open resource slots of a player (2, 3, 4 or 6). */
int open_res_slots(const player_state *pl);
/* Bonus city Power for an untied first place: 0, 2 or 5. */
int bonus_city_power(const player_state *pl);
/* Resource count of type r held in slots. */
int resources_held(const player_state *pl, int r);
/* Raid cost (keys) of resource slot i. */
int res_slot_keys(int slot);

/* ---- piece primitives (lib/core/pieces.c) ---- */
/* Capture 1 agent of victim from victim's supply into captor's Captives
 * (nothing if the supply is empty). */
void capture_agent(game_state *g, int captor, int victim);
/* An agent returns to its owner's supply; if the owner owes an Outrage
 * placeholder, the agent goes onto that Outrage slot instead
 * (Base rulebook, "Pieces & Piece Limits"). */
void return_agent(game_state *g, int owner);
/* A city returns to the rightmost empty city slot of its owner; resources on
 * slots it covers are rearranged or discarded (pushes decisions). */
void return_city(game_state *g, int owner);

/* ---- resources (lib/rules/resources.c) ---- */
/* Gain 1 resource of type r from the supply (nothing if empty). Pushes the
 * placement decision when it matters (Base rulebook, "Resources"). */
void gain_resource(game_state *g, int p, int r);
/* Player p takes or is given a token of type r that the caller already
 * removed from where it was (a Rival's slot when raiding or stealing): it is
 * placed like a gained one (may push the placement decision). */
void receive_resource(game_state *g, int p, int r);
/* After slots were covered, make the player's resources fit (pushes decisions). */
void fit_resources(game_state *g, int p);
/* Return every resource of type r held by p to the supply. */
void discard_resources_of_type(game_state *g, int p, int r);

/* ---- Court (lib/rules/court.c) ---- */
/* Draw the top Court card into row place pos (empty place if the deck is out). */
void court_refill(game_state *g, int pos);
/* Player p takes the card at row place pos: agents handled by the caller;
 * Guild cards go to p, Vox cards resolve their When Secured (card hooks)
 * or go to the Court discard pile; then the place refills. */
void court_take_card(game_state *g, int p, int pos);

/* ---- entry points of the rule files ---- */
/* lib/rules/setup.c: run setup from a validated config; returns false on a bad config. */
bool setup_game(game_state *g, const arcs_config *cfg);
/* lib/rules/round.c: push the frames that start a new round (led by the initiative holder). */
void round_begin(game_state *g);
/* lib/rules/round.c: first- and second-place Power of ambition marker m (0..2)
 * on its current side (docs/components.md §6). */
int marker_first(const game_state *g, int m);
int marker_second(const game_state *g, int m);
/* lib/rules/actions.c: push the frames for one standard action by p. */
void action_begin(game_state *g, int p, int action);
/* True if p could take `action` now (has any legal target). */
bool action_possible(const game_state *g, int p, int action);
/* lib/rules/battle.c */
/* Push the frames of one Battle action by p (Base rulebook, "Battle"); the
 * caller runs the engine forward. Only call when battle_possible(). */
void battle_begin(game_state *g, int p);
/* True if some in-play system has a Loyal ship of p and a Rival piece
 * (ship or building), so that a battle system and a defender exist. */
bool battle_possible(const game_state *g, int p);
/* Destroying a city anywhere: Outrage and Ransack (Base rulebook,
 * "Destroying Cities"). The caller has already removed the city from the map
 * (to Trophies or elsewhere). Outrage happens at once; the Ransack may push
 * FR_RANSACK (and whatever securing the card pushes), so push any
 * continuation before calling. */
void city_destroyed(game_state *g, int destroyer, int owner, int sys);
/* Provoke Outrage of resource type r (Base rulebook, "Destroying Cities",
 * step 1): p discards those resources and Guild cards and covers the Outrage
 * icon with an agent (a placeholder when the supply is empty), unless
 * already Outraged of that type. Also for cards (Outrage Spreads). */
void provoke_outrage(game_state *g, int p, int r);
/* Battle dice (docs/components.md §4). Faces are numbered 0..5 for the
 * table's Face 1..Face 6. */
enum { DIE_ASSAULT = 0, DIE_SKIRMISH = 1, DIE_RAID = 2, DIE_TYPES = 3 };
/* Make the next n battle dice rolled take these faces (0..5), in roll order:
 * all assault dice, then skirmish, then raid. For tests and for replaying
 * games rolled at a table; stored in the state (g->battle.forced) and used up
 * as dice are rolled. At most BATTLE_DICE_MAX; faces > 5 are ignored. */
void battle_force_faces(game_state *g, const uint8_t *faces, int n);
/* lib/rules/chapter.c: push the chapter-end frame. */
void chapter_end_begin(game_state *g);
/* lib/rules/chapter.c: deal hands and start the chapter (also used by setup). */
void chapter_deal(game_state *g);
/* lib/rules/chapter.c: what player p counts for an ambition (resources,
 * Guild suits, Captives, Trophies) at scoring (Base rulebook, "Ending a
 * Chapter", Step 1): the one place card effects hook into scoring counts. */
int ambition_count(const game_state *g, int p, int ambition);

#endif
