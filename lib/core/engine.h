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
/* SplitMix64: the next value of a generator whose whole state is *x
 * (seeding, and the playout generator of lib/core/playout.c). */
uint64_t splitmix64(uint64_t *x);

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
/* An action card onto the top of the face-down action discard pile
 * (NO_CARD is ignored). */
void discard_action_card(game_state *g, int card);
/* Every card of p's hand onto the action discard pile. */
void discard_hand(game_state *g, int p);
/* The whole action discard pile was shuffled (its order is now hidden). */
void discard_pile_shuffled(game_state *g);
/* Who knows where each action card is (g->card_known): the cards (bit per
 * action card) were shown to everyone (played face up); were seen by p
 * alone (drawn, played face down, discarded face down: Rivals who knew
 * where they were no longer do); were shown to p (a Rival's hand looked at).
 * A hand changed face down: Rivals of p no longer know any card of it. */
static inline uint64_t card_bit(int c) { return 1ull << c; }
static inline void cards_seen_by_all(game_state *g, uint64_t cards) {
    for (int q = 0; q < g->num_players; q++) g->card_known[q] |= cards;
}
static inline void cards_shown_to(game_state *g, uint64_t cards, int p) { g->card_known[p] |= cards; }
static inline void cards_seen_only_by(game_state *g, uint64_t cards, int p) {
    for (int q = 0; q < MAX_PLAYERS; q++) g->card_known[q] &= ~cards; /* absent seats stay 0 */
    g->card_known[p] |= cards;
}
static inline void hand_hidden_from_rivals(game_state *g, int p) {
    uint64_t hand = g->pl[p].hand;
    for (int q = 0; q < MAX_PLAYERS; q++)
        if (q != p) g->card_known[q] &= ~hand;
}
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
extern const uint8_t suit_actions[4];
static inline bool suit_allows(int suit, int action) {
    return suit >= 0 && suit < 4 && action >= 0 && action < 8 && (suit_actions[suit] >> action) & 1u;
}

/* ---- map (lib/data/map.c) ---- */
/* Adjacent in-play systems of sys (at most 8) into out; returns the count.
 * Out-of-play clusters are skipped and their path markers join the gates
 * on either side (Base rulebook, "The Map" and "Move"). */
int adjacent_systems(const game_state *g, int sys, uint8_t *out);
bool systems_adjacent(const game_state *g, int a, int b);
/* Building slots printed on a planet (0 for gates). */
extern const uint8_t planet_slots_table[NUM_SYSTEMS];
extern const int8_t planet_type_table[NUM_SYSTEMS];
static inline int planet_slots(int sys) {
    return sys >= 0 && sys < NUM_SYSTEMS ? planet_slots_table[sys] : 0;
}
/* Planet type (arcs_resource) of a planet; -1 for gates. */
static inline int planet_type(int sys) {
    return sys >= 0 && sys < NUM_SYSTEMS ? planet_type_table[sys] : -1;
}

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
/* Place a Court card in the face-up Court discard pile (its top is the last
 * element). */
void court_discard(game_state *g, int card);
/* Take a card out of the Court discard pile; false if it is not there. */
bool court_discard_remove(game_state *g, int card);
/* Bury: "Place on the bottom of the Court deck" (Glossary); the bottom is
 * element 0 of g->court_deck. */
void court_bury(game_state *g, int card);
/* Put a card into the Court deck and shuffle the deck. */
void court_shuffle_into_deck(game_state *g, int card);

/* ---- entry points of the rule files ---- */
/* lib/rules/setup.c: run setup from a validated config; returns false on a bad config. */
bool setup_game(game_state *g, const arcs_config *cfg);
/* lib/rules/round.c: push the frames that start a new round (led by the initiative holder). */
void round_begin(game_state *g);
/* lib/rules/round.c: "Seize the Initiative" (Glossary): false if p holds the
 * initiative or someone already seized it this round. */
bool can_seize_initiative(const game_state *g, int p);
/* Take the initiative marker and mark it seized (no card is played). */
void seize_initiative(game_state *g, int p);
/* Ambitions (bit per arcs_ambition) a played action card lets its player
 * declare, given the markers left (Base rulebook, "Declaring an Ambition"):
 * none for a "1", any for a "7", else the card's own; 0 with no marker. */
unsigned declarable_ambitions(const game_state *g, int card);
/* True while an ambition marker is Available. */
bool ambition_marker_available(const game_state *g);
/* Declare an ambition: the highest Available marker goes to its box; with
 * zero_marker the zero marker covers the lead card (a declaration with the
 * lead card), unless a card hook says otherwise. Runs the DECLARE_AMBITION
 * hooks, which may push decisions. */
void declare_ambition(game_state *g, int p, int ambition, bool zero_marker);
/* True if player q's card this round was played face up (lead, Surpass,
 * Pivot; a Copy and a card used to seize are face down). */
bool played_face_up(const game_state *g, int q);
/* lib/rules/round.c: first- and second-place Power of ambition marker m (0..2)
 * on its current side (docs/components.md §6). */
int marker_first(const game_state *g, int m);
int marker_second(const game_state *g, int m);
/* Power of marker m (0..2) for place 0 (first) or 1 (second) on side
 * `flipped` (0 start, 1 flipped); 0 when out of range. */
int marker_value(int m, int flipped, int place);
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
 * already Outraged of that type. Also for card effects. */
void provoke_outrage(game_state *g, int p, int r);
/* Battle dice (docs/components.md §4). Faces are numbered 0..5 for the
 * table's Face 1..Face 6. */
enum { DIE_ASSAULT = 0, DIE_SKIRMISH = 1, DIE_RAID = 2, DIE_TYPES = 3 };
/* The symbols of face `face` (0..5) of a die type into out: self hits,
 * intercepts, hits, building hits, keys. False when out of range. */
bool die_face_symbols(int type, int face, uint8_t out[5]);
/* Make the next n battle dice rolled take these faces (0..5), in roll order:
 * all assault dice, then skirmish, then raid. For tests and for replaying
 * games rolled at a table; stored in the state (g->battle.forced) and used up
 * as dice are rolled. At most BATTLE_DICE_MAX; faces > 5 are ignored. */
void battle_force_faces(game_state *g, const uint8_t *faces, int n);
/* Reroll the battle dice whose indexes (in g->battle.faces) are set in mask,
 * and recount the results (card rerolls). */
void battle_reroll(game_state *g, uint32_t mask);
/* n of p's ships were placed in sys by a card effect: during a battle in sys
 * they are not attacking ships (a faq.csv ruling, lib/cards). */
void battle_ships_placed(game_state *g, int p, int sys, int n);
/* Steal the resource in slot `slot` of victim: it is placed by the thief
 * like any resource taken (Base rulebook, "Resources"). The caller checks
 * that the steal is allowed (cards_may_steal). */
void steal_resource(game_state *g, int thief, int victim, int slot);
/* lib/rules/chapter.c: push the chapter-end frame. */
void chapter_end_begin(game_state *g);
/* lib/rules/chapter.c: deal hands and start the chapter (also used by setup). */
void chapter_deal(game_state *g);
/* lib/rules/chapter.c: the Power that ends the game at a chapter's end
 * (Base rulebook, "Ending a Chapter", Step 3): 33, 30 or 27 for 2, 3, 4. */
int power_to_win(int players);
/* lib/rules/chapter.c: what player p counts for an ambition (resources,
 * Guild suits, Captives, Trophies) at scoring (Base rulebook, "Ending a
 * Chapter", Step 1): the one place card effects hook into scoring counts. */
int ambition_count(const game_state *g, int p, int ambition);

/* ---- card hook points (lib/cards/hooks.c) ----
 * Rules code asks these; they dispatch to the effects of the Court cards that
 * are held (or placed, or being secured). No rules file names a card. The
 * hook points are described in docs/architecture.md, "Hook points". */
/* TURN_START / ROUND_START: reset the per-turn / per-round card bookkeeping. */
void cards_turn_begin(game_state *g);
void cards_round_begin(game_state *g);
/* SPEND_AS: resource types (bit per type) p may spend any resource as, in
 * the Prelude; the Outrage of these types is ignored when spending them for
 * their Prelude action. */
unsigned cards_spend_as(const game_state *g, int p);
/* SPEND_AS (log): p spent a token of type r for `action` in the Prelude. */
void cards_note_spend(const game_state *g, int p, int r, int action);
/* PRELUDE_MOVES: append the Prelude abilities p may use now (ARCS_MOVE_CARD). */
void cards_prelude_moves(const game_state *g, int p, move_list *out);
/* PRELUDE_APPLY: apply a Prelude-ability move listed by cards_prelude_moves. */
void cards_prelude_apply(game_state *g, arcs_move m);
/* NEW_ACTION: append, for every new action that replaces one of `actions`
 * (bit per arcs_action) and could be taken now, an ARCS_MOVE_CARD with
 * c = source (0: an action pip, 1 + s: the resource in slot s). */
void cards_new_action_moves(const game_state *g, int p, unsigned actions, int source, move_list *out);
/* True if m (ARCS_MOVE_CARD) takes a new action; the caller spends its
 * source (m.c), then calls cards_new_action_begin. */
bool cards_is_new_action(arcs_move m);
void cards_new_action_begin(game_state *g, arcs_move m);
/* BEFORE_ACTIONS: p Surpassed or Pivoted and has not acted yet (pushed above
 * the seize decision, if any). */
void cards_before_actions(game_state *g, int p);
/* DECLARE: false if a card of p says not to place the zero marker. */
bool cards_place_zero_marker(const game_state *g, int p, int ambition);
/* DECLARE_AMBITION: p declared an ambition (may push decisions). */
void cards_after_declare(game_state *g, int p, int ambition);
/* SCORING: resources of the types in `types` (bit per type) that p has on
 * cards (a supply held on a card: the Cartels), added to p's ambitions. */
int cards_resources_held(const game_state *g, int p, unsigned types);
/* REDEALT: hidden action cards were re-dealt (arcs_determinize), card c
 * becoming map[c] (NUM_ACTION_CARDS entries): card frames on the stack that
 * name action cards follow them. */
void cards_redealt(game_state *g, const uint8_t *map);
/* AFTER_SCORING: after Step 1 of the chapter end. */
void cards_after_scoring(game_state *g);
/* ROUND_END: after the initiative check, before the discards. */
void cards_round_end(game_state *g);
/* WHEN_SECURED: p secured `card` (a Vox card, already in the Court
 * discard pile). Frames pushed run before the Court row refills. */
void cards_when_secured(game_state *g, int p, int card);
/* p secured the Guild card `card` (for the Prelude limit). */
void cards_note_secured(game_state *g, int p, int card);
/* COLLECT_DICE: extra dice p may collect when battling in sys. */
int cards_extra_dice(const game_state *g, int p, int sys);
/* AFTER_ROLL: p rolled the battle dice (may push decisions). */
void cards_after_roll(game_state *g, int p);
/* STEAL_CHECK: may thief steal from victim a resource (card < 0) or the
 * Guild card `card`? */
bool cards_may_steal(const game_state *g, int thief, int victim, int card);
/* STOLEN: thief steals the Guild card at index `index` of victim's cards
 * (the only way a Guild card is stolen). */
void cards_steal_guild_card(game_state *g, int thief, int victim, int index);
/* PROVOKE_OUTRAGE: is this Guild card kept when its holder p Provokes
 * Outrage of its suit? */
bool cards_kept_on_outrage(const game_state *g, int p, int card);
/* RESOURCE_SUPPLY: the player whose card holds the general supply of r, or
 * -1 (the tokens stay in g->res_supply: they are the supply). */
int cards_supply_holder(const game_state *g, int r);
/* Move text of ARCS_MOVE_CARD (lib/core/move_text.c): the card's short name,
 * the step's name and its argument letters for c and d. */
bool card_move_form(int hook, int step, const char **card, const char **name, const char **args);
/* The hook id and step for a card short name and step name; false if none. */
bool card_move_lookup(const char *card, const char *name, int *hook, int *step, const char **args);
/* The number of card hooks; the step id of the i-th step of a hook (its own
 * steps, then the steps every card may use), or -1 past the last. */
int card_hook_count(void);
int card_step_at(int hook, int i);
/* The short name of card hook `hook` (NULL if none) and the reverse. */
const char *card_short_name(int hook);
int card_hook_by_short_name(const char *name);

#endif
