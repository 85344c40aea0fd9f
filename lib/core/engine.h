/*
 * The core's internal interface: randomness, chance, the log, names, board
 * queries and piece primitives. The core names no rule and no card: rules
 * (lib/rules/rules.h) and cards (lib/cards) build on it, the API layer
 * (lib/api, lib/wire) on all of them.
 * Nothing here is public; the public API is include/arcs/arcs.h.
 */
#ifndef ARCS_CORE_ENGINE_H
#define ARCS_CORE_ENGINE_H

#include "core/frames.h"
#include "core/state.h"

/* ---- randomness (lib/core/rng.c): every random choice goes through here ---- */
void rng_seed(game_state *g, uint64_t seed);
uint64_t rng_next(game_state *g);
/* SplitMix64: the next value of a generator whose whole state is *x
 * (seeding, and the playout generator of lib/core/playout.c). */
uint64_t splitmix64(uint64_t *x);
/* Uniform integer in [0, n), n >= 1. */
unsigned rng_below(game_state *g, unsigned n);
void shuffle_u8(game_state *g, uint8_t *a, int n);
void shuffle_u16(game_state *g, uint16_t *a, int n);

/* ---- chance (lib/core/chance.c) ----
 * Every draw from a shuffled pile and every die goes through these. With the
 * internal generator they act at once and return true; in explicit-chance
 * mode they push an FR_CHANCE decision and return false: the outcome arrives
 * when chance's move is applied, so the caller must continue from a frame. */
enum {
    CH_DIE = 1, CH_ACTION_DRAW = 2, CH_COURT_DRAW = 3, CH_DISCARD_BOTTOM = 4, CH_DRAFT_DRAW = 5,
    /* campaign: the outcome is stored in the state (campaign_state) for the
     * frame below to read: the number die (a = value - 1), the event die
     * (a = face - 1), a Fate card drawn for player b (a, b = card-table index) */
    CH_NUMBER_DIE = 6, CH_EVENT_DIE = 7, CH_FATE_DRAW = 8,
    /* a lore card drawn from the lore deck into the Court deck (a, b = its
     * card-table index) */
    CH_LORE_DRAW = 9,
    /* the Govern the Imperial Reach edict on top (a, b = its card-table
     * index), the current policy (campaign, Act I Setup M) */
    CH_GOVERN_TOP = 10,
    /* 11: retired (a draw of a card's own, now CH_CARD; a state saved
     * with it loads as CH_CARD: card_def.chance_was_kind) */
    /* a random element of a card's own (lib/cards/hooks.h, "CHANCE"):
     * card = the card that raised it, b = its parameter; the card lists
     * the outcomes (with their weights) and applies the one drawn */
    CH_CARD = 12
};
/* The cards' own data (g->camp.card_data; lib/cards/card_data.c): what
 * every reachable state keeps; copies of action card c held there (out of
 * the action-card places); re-deal what `viewer` cannot know. */
bool cards_data_invariants(const game_state *g, char *why, size_t cap);
int cards_data_holds_action_card(const game_state *g, int c);
/* Every card's data `conserved` check (card_data_def.conserved), after the
 * action cards and the Court cards were each found in one place. */
bool cards_data_conserved(const game_state *g, char *why, size_t cap);
/* Ships of player p that a card's data holds out of the game (scrapped
 * Loyal ships: card_data_def.ships_out), counted with p's 15 ships. */
int cards_data_ships_out(const game_state *g, int p);
/* Imperial ships a card's data holds out of the game or off the map
 * (card_data_def.imperial_out: scrapped, on Blight Hunger), counted with
 * the 15. */
int cards_data_imperial_out(const game_state *g);
/* Ships as Captives in a card's data (card_data_def.imperial_out,
 * .captives, .captives_return): Imperial ships held off the map (with the
 * 15 Imperial ships); p's Captives held there (Tyrant); return them all
 * but those of the holders in `kept` (bit per player). */
int cards_data_captives(const game_state *g, int p);
/* The ship Captives of owner (a player, OWNER_EMPIRE) p holds in cards'
 * data (the view; card_data_def.captive_ships). */
int cards_data_captive_ships(const game_state *g, int p, int owner);
/* One ship Captive of owner held by p leaves the cards' data (the caller
 * places the ship: its supply, a Trophy); false, nothing changed, if p
 * holds none (card_data_def.captive_ship_take). */
bool cards_data_captive_ship_take(game_state *g, int p, int owner);
void cards_data_captives_return(game_state *g, unsigned kept);
/* Agents of player p a card's data accounts for (card_data_def.agents_out:
 * scrapped out of the game, on a Rival's Outrage slot), counted with p's 10
 * agents. */
int cards_data_agents_out(const game_state *g, int p);
/* Cities (starport false) or starports of p that a card's data holds off
 * the map (card_data_def.buildings_out: Breaking Worlds), counted with p's
 * cities and starports. */
int cards_data_buildings_out(const game_state *g, int p, bool starport);
/* Hook point COURT_TOP (lib/cards/hooks.c): the Court deck's top card is
 * known to all (campaign). */
bool cards_court_top_known(const game_state *g);
void cards_data_determinize(game_state *g, int viewer);
/* Campaign: p's hand may now hold a card its Rivals cannot name (a hidden
 * card joined it, or they no longer know p's hidden cards): what a card's
 * data says all know p's hand lacks is forgotten (card_data_def.hand_hidden). */
void cards_data_hand_hidden(game_state *g, int p);
/* Campaign: p takes a move of their turn (an action, a Prelude ability, the
 * end of the turn), before it applies (card_data_def.turn_move). */
void cards_data_turn_move(game_state *g, int p);
/* Does everyone know p's hand holds no unnamed action card c (card_data_def.
 * hand_lacks: arcs_determinize deals none there)? */
bool cards_data_hand_lacks(const game_state *g, int p, int card);
/* What all see of action card `card` lying face down on the table: 0
 * nothing, else a mark a card's data gives its kind (card_data_def.
 * face_down_mark: arcs_determinize keeps it). */
int cards_data_face_down_mark(int card);
/* Push a chance decision of kind `what` (CH_*) with its parameter (explicit
 * mode; the caller continues from its own frame when it is decided). */
void push_chance_decision(game_state *g, int what, int param);
/* A random element of card's own (CH_CARD, with the card's parameter):
 * explicit mode pushes the chance decision (false); the internal generator
 * draws one of the card's outcomes by their weights (one rng_below; uniform
 * outcomes: rng_below(the number of outcomes)) and applies it (true). */
bool card_chance(game_state *g, int card, int param);
/* Explicit mode: push card's chance decision (a draw the internal generator
 * decides otherwise, e.g. from a pile it shuffled). */
void push_card_chance(game_state *g, int card, int param);
/* The card layer's answers for CH_CARD (lib/cards/hooks.c): the outcomes of
 * chance frame f (weights: NULL, or 1 each on entry; see card_def) and the
 * outcome drawn (f already popped). */
extern void (*const chance_card_outcomes)(const game_state *g, const frame *f, move_list *out, uint32_t *weights);
extern void (*const chance_card_drawn)(game_state *g, const frame *f, arcs_move m);
/* Campaign: the Fate card `card` leaves the Fate deck for p's next empty
 * dealt place (Set Up Players B). */
void fate_to_player(game_state *g, int p, int card);
/* Campaign: the lore cards whose place is public knowledge, bit i for the
 * i-th lore card of the Leaders & Lore box (by card kind and box in the card
 * table: ARCS-L01 + i): in the Court row or discard pile, held, in a play
 * area, or among the bottom `deck_known` cards of the Court deck. */
unsigned lore_seen(const game_state *g, int deck_known);
/* Campaign: the lore deck is every lore card of the Leaders & Lore box
 * (ARCS-L01..L14) not in the game yet; bit i as in lore_seen. */
unsigned lore_deck(const game_state *g);
/* The lore cards of the Leaders & Lore box (by card kind and box in the
 * card table): the first one's index and their count (bit i of lore_seen
 * and lore_deck: card lore_first() + i). */
int lore_first(void);
int lore_count(void);
/* The Act I Fates (the A Fates, by card kind in the card table): card's
 * place among them (0..A_FATES-1), -1 for another card. */
#define A_FATES 8
/* Campaign: the Court's own cards (CC) and lore cards scrapped
 * (camp.scrapped; Intermission B): out of the Court-card count. */
int scrapped_court_cards(const game_state *g);
#define FATE_CARDS 24 /* the Fate cards: A (0..7), B (8..15), C (16..23) in card order */
/* A Fate card's place among all 24 (0..FATE_CARDS-1), -1 for another card. */
int fate_index(int card);
int a_fate_index(int card);
/* A card's frame on the stack lets p's tokens wait in covered resource
 * slots (card_def.tokens_pending, lib/cards). */
bool cards_tokens_pending(const game_state *g, int p);
/* Tokens of resource type r that wait in cards' frames (taken, not yet
 * placed: neither in the supply nor anyone's; card_def.waiting_token). */
int cards_waiting_tokens(const game_state *g, int r);
/* Campaign: lore card `card` joins the Court deck (Act I Setup J). */
void lore_to_court(game_state *g, int card);
bool chance_explicit(const game_state *g);
/* The top card of the action deck into p's hand. */
bool draw_action_card(game_state *g, int p);
/* The bottom card of the action discard pile into p's hand. */
bool draw_action_discard_bottom(game_state *g, int p);
/* Place index leaves the action discard pile: the places above, their run
 * marks and the shuffled bottom move down one. */
void discard_place_removed(game_state *g, int index);
/* An action card onto the top of the face-down action discard pile
 * (NO_CARD is ignored). */
void discard_action_card(game_state *g, int card);
/* k cards onto the top of the action discard pile in shuffled order, face
 * down (a run: g->discard_run). The cards array is shuffled in place
 * (explicit-chance mode: left in order, the draws from the run are
 * chance's). */
void discard_shuffled_run(game_state *g, uint8_t *cards, int k);
/* Every card of p's hand onto the action discard pile. */
void discard_hand(game_state *g, int p);
/* The whole action discard pile was shuffled (its order is now hidden). */
void discard_pile_shuffled(game_state *g);
/* Who knows where each action card is (g->card_known): the cards (bit per
 * action card) were shown to everyone (played face up, taken into a hand in
 * view of all); were seen by p alone (drawn, discarded face down: Rivals
 * who knew where they were no longer do); were shown to p (a Rival's hand
 * looked at). A Rival's known card in p's hand stays known when p plays a
 * card face down (a Copy, a seize card): it is among p's hidden cards
 * (hidden_cards_of: the hand and the face-down plays), and
 * arcs_determinize keeps it there. When p's hidden cards change face down
 * otherwise (a face-down play discarded, a hand discarded or swapped, a
 * card given away), Rivals of p no longer know any of them. */
static inline uint64_t card_bit(int c) { return 1ull << c; }
static inline void cards_seen_by_all(game_state *g, uint64_t cards) {
    for (int q = 0; q < g->num_players; q++) g->card_known[q] |= cards;
}
static inline void cards_shown_to(game_state *g, uint64_t cards, int p) { g->card_known[p] |= cards; }
static inline void cards_seen_only_by(game_state *g, uint64_t cards, int p) {
    for (int q = 0; q < MAX_PLAYERS; q++) g->card_known[q] &= ~cards; /* absent seats stay 0 */
    g->card_known[p] |= cards;
}
/* "A face-down play with a placed card is shown": a card placed beside a
 * played action card until the round ends (g->cards.placed_beside: a
 * card's Prelude may place one beside a face-down play) shows that card
 * to everyone, in observations, views, descriptions, the log and
 * determinized worlds (the placing card makes it known to all). */
static inline bool play_shown(const game_state *g, int card) {
    for (int i = 0; i < g->cards.n_placed && i < PLACED_MAX; i++)
        if (g->cards.placed_beside[i] == card) return true;
    return false;
}
/* p's Copy, face down and not shown. */
static inline bool played_face_down_hidden(const game_state *g, int p) {
    return g->play_mode[p] == PLAY_COPY && g->played[p] != NO_CARD && !play_shown(g, g->played[p]);
}
static inline uint64_t hidden_cards_of(const game_state *g, int p) {
    uint64_t cards = g->pl[p].hand;
    if (played_face_down_hidden(g, p)) cards |= card_bit(g->played[p]);
    if (g->seize_card[p] != NO_CARD) cards |= card_bit(g->seize_card[p]);
    return cards;
}
/* p's hidden cards changed face down: players other than p and `also` (a
 * player who saw the change, or NO_PLAYER) no longer know any of them. */
static inline void hidden_cards_changed(game_state *g, int p, int also) {
    uint64_t cards = hidden_cards_of(g, p);
    for (int q = 0; q < MAX_PLAYERS; q++)
        if (q != p && q != also) g->card_known[q] &= ~cards;
    if (is_campaign(g)) cards_data_hand_hidden(g, p);
}
static inline void hand_hidden_from_rivals(game_state *g, int p) { hidden_cards_changed(g, p, NO_PLAYER); }
/* The top Court-deck card into Court row place pos. */
bool court_draw(game_state *g, int pos);
/* A card entered the Court row: lib/cards keeps the hook points of the
 * cards that work while in the Court (registered in lib/api/registry.c). */
extern void (*const court_row_entered)(game_state *g, int card);
/* The whole Court deck was shuffled (its order is now hidden; in a
 * campaign, what cards' data knew of its top is forgotten:
 * card_data_def.court_shuffled). */
void court_deck_shuffled(game_state *g);
/* Is card in the Court deck's unknown part (above the known bottom, whose
 * order a re-deal keeps)? A card placed face up on top and drawn, then
 * buried, lies in the known part. */
bool court_deck_unknown_holds(const game_state *g, int card);
/* COURT_TOP: the Court deck was shuffled (card_data_def.court_shuffled). */
void cards_data_court_shuffled(game_state *g);
/* COURT_TOP: the card known to lie directly under the top card of the Court
 * deck (card_data_def.court_under_top), -1 none: never the top card's draw. */
int cards_data_court_under_top(const game_state *g);
/* COURT_TOP: the Court deck's top card was drawn into the Court
 * (card_data_def.court_drawn). */
void cards_data_court_drawn(game_state *g);
/* Take `card` out of the Court deck (a search: Guild Overseers); false if
 * it is not there. The known bottom keeps its order. */
bool court_deck_remove(game_state *g, int card);
/* Leaders & Lore: lay out each draft-row place (g->ll.draft_row) in order,
 * leaders first, with a card drawn from the shuffled base-box leaders
 * (pos < draft_leaders) or lore cards not yet laid out (the box's runs
 * found once). */
void draft_rows_draw(game_state *g);
/* The cards draft-row place pos may receive, in card order (n returned). */
int draft_row_candidates(const game_state *g, int pos, uint16_t *out);
/* Roll one battle die of a type: *face = 0..5. */
bool roll_battle_die(game_state *g, int type, int *face);
/* A die rolled by chance in explicit mode goes to the rule that rolled it
 * (the battle; registered in lib/api/registry.c). */
extern void (*const chance_die_rolled)(game_state *g, int type, int face);
/* Card name for logs (card-table index). */
const char *card_name(int card);
/* A move's text for error messages (arcs_move_to_str: the move-text layer,
 * registered in lib/api/registry.c, so that the core calls no API). */
extern arcs_status (*const move_text)(arcs_move move, char *buf, size_t cap, size_t *written);

/* ---- log (lib/core/game.c): formats only when a sink is set ---- */
bool log_enabled(const game_state *g);
void glog_line(const game_state *g, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* glog(g, fmt, ...): a log line; without a sink, its arguments are not
 * evaluated (names looked up) nor a variadic call made. */
#define glog(g, ...) (log_enabled(g) ? glog_line((g), __VA_ARGS__) : (void)0)
/* Names for logs and move text (lib/core/names.c). */
const char *resource_name(int r);
const char *suit_name(int s);
const char *ambition_name(int a);
const char *action_name(int a);
/* "3-hex" etc. into buf (at least 16 bytes); returns buf. */
char *system_name(int sys, char *buf);
/* The name of system 24, the map centre (campaign only; in play while a
 * law of the booklet says so: map_centre_in_play). */
#define MAP_CENTRE_NAME "twisted-passage"
int system_from_name(const char *s, int *len);
/* "Aggression-4" into buf (at least 24 bytes); returns buf. */
char *action_card_name(int card, char *buf);
/* The name tables behind these, and the index of tok in one (-1 if none). */
extern const char *const resource_names[NUM_RES];
extern const char *const suit_names[4];
extern const char *const ambition_names[AMBITION_BOXES_MAX];
extern const char *const action_names[ARCS_ACTION_COUNT];
extern const char *const die_names[3];
int name_index(const char *tok, const char *const *names, int n);

/* ---- action cards (lib/data/action_cards.c) ---- */
int action_pips(int card);
/* Whether pips of this suit can take this standard action. */
extern const uint8_t suit_actions[SUITS_MAX];
static inline bool suit_allows(int suit, int action) {
    return suit >= 0 && suit < SUITS_MAX && action >= 0 && action < 8 && (suit_actions[suit] >> action) & 1u;
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
/* May a building stand at index i of sys: a printed slot, or (not in the
 * base game) a place outside the printed slots? */
static inline bool building_place_valid(const game_state *g, int sys, int i) {
    return i < planet_slots(sys) || (i >= SLOTS_PER_SYSTEM && i < building_places(g));
}

/* ---- board queries (lib/core/pieces.c) ---- */
/* The player who controls sys (more fresh ships than each Rival), or NO_PLAYER. */
int controller(const game_state *g, int sys);
/* Campaign, Presence Law: would p (a Regent, on their turn, with a Loyal
 * piece in sys) control an Empire-controlled sys? */
bool presence_controls(const game_state *g, int p, int sys);
/* Campaign: does p ignore the Presence Law (a card: Imperial Officers)?
 * Registered in lib/api/registry.c (the card hook EMPIRE_LAWS). */
extern bool (*const presence_ignored)(const game_state *g, int p);
/* Campaign: does p ignore the Truce Law (a card: EMPIRE_LAWS)? Registered
 * in lib/api/registry.c. */
extern bool (*const truce_ignored)(const game_state *g, int p);
/* Campaign: is system 24, the map centre, in play (a law of the rules
 * booklet makes it a system: card_def.opens_map_centre)? Pieces may be
 * there only then. Registered in lib/api/registry.c. */
extern bool (*const map_centre_in_play)(const game_state *g);
/* Campaign: is p a Regent who cannot Command the Imperial Fleet (a law:
 * EMPIRE_LAWS, the Admiral's Act III)? Registered in lib/api/registry.c. */
extern bool (*const fleet_command_denied)(const game_state *g, int p);
/* Campaign: a Loyal piece of p's that a card keeps in sys (card hook
 * LOYAL_PIECE: Banners)? Registered in lib/api/registry.c. */
extern bool (*const card_loyal_piece)(const game_state *g, int p, int sys);
/* Campaign, "Ignoring the Presence Law": is it p's turn, p a Regent who
 * ignores the Presence Law, so that p commands the Imperial ships of every
 * system ("even those with no Loyal pieces": battle with them alone, build
 * at them)? False outside the campaign (one mode test). */
static inline bool commands_fleet_everywhere(const game_state *g, int p) {
    return is_campaign(g) && ((g->camp.regents >> p) & 1u) && g->turn_player == p && presence_ignored(g, p);
}
/* Does p control sys for a turn action? controller() is p, or, in the
 * campaign, the Empire controls it and Presence gives it to p (Campaign
 * rulebook, "Presence Law"). */
static inline bool player_controls(const game_state *g, int p, int sys) {
    int c = controller(g, sys);
    return c == p || (c == OWNER_EMPIRE && presence_controls(g, p, sys));
}
/* Does p have a Loyal piece in sys: a ship, a building, or (campaign) the
 * Flagship or a card's own Loyal piece (card_loyal_piece)? */
bool has_loyal_piece(const game_state *g, int p, int sys);
/* Campaign, Tokens ("Not Loyal"): a token that is p's Loyal piece lies in
 * sys (lib/campaign/fates.h loyal_token_in; registered in lib/api/registry.c). */
extern bool (*const loyal_token_at)(const game_state *g, int p, int sys);
/* A Loyal ship or building of p in sys, the Flagship not counted (where it
 * cannot matter: building on the map, which a Flagship's owner does not). */
static inline bool loyal_map_piece(const game_state *g, int p, int sys) {
    const system_state *s = &g->sys[sys];
    return s->fresh[p] || s->damaged[p] || bld_any(s, BLD_OWNER_MASK, BLD_OF(p));
}
/* Campaign, "Harm" (Extended Glossary: battle, hit, damage, destroy) and
 * the Truce Law: may p harm the pieces of `owner` (a player, OWNER_FREE,
 * OWNER_EMPIRE, OWNER_BLIGHT) in sys? Regents cannot harm Imperial ships
 * (OWNER_EMPIRE) nor Rival Regents in systems with Imperial ships; hits a
 * Regent's attacking Imperial ships take are not asked here. In the base
 * game: any Rival. */
bool campaign_may_harm(const game_state *g, int p, int owner, int sys);
static inline bool may_harm(const game_state *g, int p, int owner, int sys) {
    return is_campaign(g) ? campaign_may_harm(g, p, owner, sys) : owner != p;
}
/* Imperial ships (fresh + damaged) in sys (0 outside the campaign). */
static inline int imperial_in(const game_state *g, int sys) {
    return is_campaign(g) ? g->camp.imperial[sys][0] + g->camp.imperial[sys][1] : 0;
}
static inline int blight_in(const game_state *g, int sys) {
    return is_campaign(g) ? g->camp.blight[sys][0] + g->camp.blight[sys][1] : 0;
}
static inline bool is_regent_player(const game_state *g, int p) {
    return is_campaign(g) && p < MAX_PLAYERS && ((g->camp.regents >> p) & 1u);
}
int ships_on_map(const game_state *g, int p);
/* Outside the campaign: ships_on_map from p's piece count instead of the
 * map (Fine Print, "Pieces & Piece Limits": each of a player's 15 ships is
 * in their supply, on the map or a Rival's Trophy, as state_invariants_ok
 * checks; no seat beyond the players holds Trophies). The campaign has more
 * places (cards' data, the Flagship). A few loads instead of a walk over
 * the systems; debug builds check the walk agrees. */
static inline int ships_on_map_counted(const game_state *g, int p) {
    int n = SHIPS_PER_PLAYER - g->pl[p].ships_supply;
    for (int q = 0; q < MAX_PLAYERS; q++) n -= g->pl[q].trophy_ships[p];
    assert(!is_campaign(g) && n == ships_on_map(g, p));
    return n;
}
int buildings_on_map(const game_state *g, int p, bool starports);
/* Open resource slots of a player (2, 3, 4 or 6). */
int open_res_slots(const player_state *pl);
/* Bonus city Power for an untied first place: 0, 2 or 5. */
int bonus_city_power(const player_state *pl);
/* Resource count of type r held in slots (a card's slot included). */
int resources_held(const player_state *pl, int r);
/* Raid cost (keys) of resource slot i (CARD_RES_SLOT: the card's slot). */
int res_slot_keys(int slot);

/* ---- piece primitives (lib/core/pieces.c) ---- */
/* Capture 1 agent of victim from victim's supply into captor's Captives
 * (nothing if the supply is empty). */
void capture_agent(game_state *g, int captor, int victim);
/* An agent returns to its owner's supply; if the owner owes an Outrage
 * placeholder, the agent goes onto that Outrage slot instead
 * (Base rulebook, "Pieces & Piece Limits"). */
void return_agent(game_state *g, int owner);

#endif
