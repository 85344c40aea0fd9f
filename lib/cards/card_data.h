/*
 * The cards' own data (g->camp.card_data, card_data_more): a card that
 * keeps state of its own (where the Caretaker's Golems are, the Believer's
 * Faithful stack...) declares it in a card_data_def (card_def.data): its
 * size, how the bytes go to the wire, what a loaded state must hold, what
 * every reachable state keeps and what arcs_determinize re-deals. Nothing outside the card reads the bytes: the
 * wire carries them as Campaign.card_data (card id, bytes; wire schema 3),
 * the loader and the invariants ask the card, and the API asks the card's
 * own functions. A later card adds a def, no layout row, no wire schema step.
 *
 * The area lies inside game_state (no pointers: the state is copied with
 * memcpy and hashed) and is all zero for a card not in the game.
 */
#ifndef ARCS_CARDS_CARD_DATA_H
#define ARCS_CARDS_CARD_DATA_H

#include <stdio.h>

#include "cards/hooks.h"

/* The layout: a card's data_def declares its size; its place follows
 * from the registry (card_data_place): after the data of the cards keeping
 * data that come before it in card-table order, in card_data_more
 * (places from CARD_DATA_BYTES on). A card added adds no row here. The
 * first cards' data (Faithful sides, Golems, Faithful stack) keep the
 * places they had in campaign_state.card_data (`fixed`), so the bytes
 * and wire of every state are what they were. A card placed before
 * another keeping data moves the later ones' bytes: the hashes of
 * campaign states with that data change (bump WIRE_STATE_LAYOUT), never
 * the wire (it names the card). */
#define CARD_DATA_PLACES (CARD_DATA_BYTES + CARD_DATA_MORE)
int card_data_place(int card);

static inline uint8_t *card_data_at(game_state *g, int place) {
    return place < CARD_DATA_BYTES ? g->camp.card_data + place : g->camp.card_data_more + (place - CARD_DATA_BYTES);
}
static inline const uint8_t *card_data_at_ro(const game_state *g, int place) {
    return place < CARD_DATA_BYTES ? g->camp.card_data + place : g->camp.card_data_more + (place - CARD_DATA_BYTES);
}

/* A card's data as a pointer to its struct (of uint8_t fields only), const
 * for a const state; place: card_data_place(card) (or the fixed offset). */
#define CARD_DATA(g, type, place)                                                                 \
    _Generic((g), const game_state *: (const type *)(const void *)card_data_at_ro((const game_state *)(g), (place)), \
             default: (type *)(void *)card_data_at((game_state *)(g), (place)))

/* In a card_data_def function with `why`, `cap`: fail with the reason. */
#define CARD_DATA_FAIL(...)                                \
    do {                                                   \
        if (why && cap) snprintf(why, cap, __VA_ARGS__);   \
        return false;                                      \
    } while (0)

/* The most bytes a card's data takes on the wire (an observation may add
 * to the state's bytes, e.g. where hidden pieces lie). */
#define CARD_DATA_WIRE_MAX 64

typedef struct card_data_def {
    uint8_t size;   /* the bytes it keeps (sizeof its struct) */
    bool fixed;     /* at `offset` of card_data (the first cards'); else placed by the registry */
    uint8_t offset;
    /* WIRE: the bytes of the data as `viewer` may know them (-2: all of
     * them, a saved state; -1: public; a player) into out
     * (CARD_DATA_WIRE_MAX); returns their count. Not called while the data
     * is all zero (then nothing is written). NULL: the data is public, its
     * bytes as they are. */
    size_t (*encode)(const game_state *g, int viewer, uint8_t *out);
    /* WIRE: read the bytes encode wrote for viewer -2 into g; false (and
     * why) for bytes it would not write, e.g. an observation's. NULL: the
     * bytes as they are (`size` of them); the invariants check them. */
    bool (*decode)(game_state *g, const uint8_t *in, size_t len, char *why, size_t cap);
    /* WIRE, schemas 1 and 2: the data from the Campaign fields those
     * schemas had for it (campaign_msg: const Arcs__Campaign *); in a later
     * schema, refuse those fields (schema: the buffer's). */
    bool (*upgrade)(game_state *g, const void *campaign_msg, unsigned schema, char *why, size_t cap);
    /* INVARIANTS (core/invariants.c; a loaded state too): what every
     * reachable state keeps about the data. */
    bool (*invariants)(const game_state *g, char *why, size_t cap);
    /* DETERMINIZE: re-deal what `viewer` cannot know (engine rng). */
    void (*determinize)(game_state *g, int viewer);
    /* CONSERVATION: copies of action card c the data holds out of the
     * action-card places (a stack of the card's own), 0 or 1. */
    int (*holds_action_card)(const game_state *g, int c);
    /* CONSERVATION, after the action and Court cards were each found in
     * one place (core/invariants.c; action_card_copies, court_card_copies):
     * the card's own pieces are each in one place. */
    bool (*conserved)(const game_state *g, char *why, size_t cap);
    /* ROUND_END: the round ends, after the ROUND_END effects of the cards
     * placed beside played cards, before the discards (rules/round.c). */
    void (*round_end)(game_state *g);
    /* COURT_TOP: the whole Court deck was shuffled (court_deck_shuffled):
     * the cards the data knew were on top (placed face up) are no longer
     * known there. */
    void (*court_shuffled)(game_state *g);
    /* COURT_TOP: the card the data knows lies directly under the top card of
     * the Court deck (its own text put it there: Passage Storms' Crisis),
     * or -1: the top card's draw is chance among the other unknown cards
     * (cards_data_court_under_top, lib/core/chance.c). */
    int (*court_under_top)(const game_state *g);
    /* COURT_TOP: the top card of the Court deck was just drawn into the
     * Court (cards_data_court_drawn; not a search of the deck, nor
     * determinize): a card known under it is now on top. */
    void (*court_drawn)(game_state *g);
    /* CONSERVATION (B Fates' Setup: "Scrap N Loyal ships"): ships of player
     * p the data holds out of the game (cards_data_ships_out). */
    int (*ships_out)(const game_state *g, int p);
    /* CONSERVATION (Breaking Worlds: "Place all buildings from the planet
     * on here"): cities (starport false) or starports of player p the data
     * holds off the map (cards_data_buildings_out). */
    int (*buildings_out)(const game_state *g, int p, bool starport);
    /* CONSERVATION: agents of player p the data accounts for besides p's
     * supply, the Court, Favors, Captives, Trophies and p's own covered
     * Outrage slots (cards_data_agents_out): scrapped out of the game
     * (Golems Sate Their Appetite, ARCS-F521: "scrap those agents"); + p's
     * agents on Rivals' Outrage slots, - another's agents on a slot of p's
     * counted there as p's (Sower of Division, ARCS-F625). */
    int (*agents_out)(const game_state *g, int p);
    /* KNOWLEDGE (campaign): p's hand may now hold a card its Rivals cannot
     * name (a hidden card joined it: drawn from the deck or the shuffled
     * bottom of the discard pile, passed face down; or what they knew of
     * p's hidden cards they no longer do: engine.h hidden_cards_changed):
     * what all knew p's hand lacks they know no longer
     * (cards_data_hand_hidden). */
    void (*hand_hidden)(game_state *g, int p);
    /* DETERMINIZE: does everyone know that p's hand holds no unnamed copy of
     * action card c (a reveal of all the cards of a kind: Set Lay Doctrine)?
     * arcs_determinize never deals such a card into p's hand
     * (cards_data_hand_lacks). */
    bool (*hand_lacks)(const game_state *g, int p, int c);
    /* DETERMINIZE: what all see of action card c lying face down on the
     * table (a Copy, a seize card): 0 nothing (its back); else a mark of
     * the card's kind (a Faithful card is two-sided, ARCS-F813: face down it
     * still shows a Faithful side, so The Young Light may be placed beside
     * it, ARCS-F816). arcs_determinize deals a face-down card only where the
     * real one bears the same mark (cards_data_face_down_mark). */
    int (*face_down_mark)(int c);
    /* CONSERVATION: Imperial ships the data holds out of the game or off
     * the map (cards_data_imperial_out), counted with the 15: scrapped by
     * Seek the Portal (ARCS-F909: "scrap any number of any ships"), on
     * Blight Hunger (ARCS-F1313: pieces destroyed by a Blight Crisis). */
    int (*imperial_out)(const game_state *g);
    /* Ships as Captives (Happy Hosts, ARCS-F1012: "Capture all damaged
     * ships ..."): CONSERVATION: Imperial ships the data holds off the map
     * (imperial_out, above); AMBITION_COUNT: Captives of player p the
     * data holds, counted with p's agent Captives (cards_data_captives,
     * rules/chapter.c); the data's Captives return (Tyrant scored, or an
     * Intermission) but those of the holders in `kept` (bit per player:
     * their card decides; cards_data_captives_return). A card with
     * `captives_return` has `captives`. */
    int (*captives)(const game_state *g, int p);
    void (*captives_return)(game_state *g, unsigned kept);
    /* VIEW: of those, the ships of owner (a player, OWNER_EMPIRE) held by
     * p (cards_data_captive_ships, the view's captive_ships); NULL for a
     * card whose Captives are no ships. */
    int (*captive_ships)(const game_state *g, int p, int owner);
    /* Captives taken out by another card ("Return any number of your
     * Captives", "Move ... your Captives to your Trophies"): one ship
     * Captive of owner (a player, OWNER_EMPIRE) held by p leaves the data;
     * false (nothing changed) if p holds none. The caller places the ship
     * (a supply, a Trophy: cards_data_captive_ship_take). A card with
     * `captive_ships` has it. */
    bool (*captive_ship_take)(game_state *g, int p, int owner);
    /* TURN_MOVE (campaign): p takes a move of their turn (an action, a
     * Prelude ability, the end of the turn), before it applies: what the
     * data kept "for this action" is over (rules/round.c turn_apply,
     * cards_data_turn_move: asked of the one card answering it without a
     * walk of the sources, on every move of a turn). */
    void (*turn_move)(game_state *g, int p);
} card_data_def;

/* The cards keeping data, in card-table order: start with *card = -1;
 * NULL after the last. */
const card_data_def *card_data_next(int *card);
void cards_data_round_end(game_state *g);
/* A card's data to and from the wire (encode, decode, or the bytes as they
 * are for a card without them). */
size_t card_data_encode(int card, const card_data_def *d, const game_state *g, int viewer, uint8_t *out);
bool card_data_decode(int card, const card_data_def *d, game_state *g, const uint8_t *in, size_t len, char *why,
                      size_t cap);
/* Are all of card's data bytes zero (the card not in the game)? */
bool card_data_zero(int card, const card_data_def *d, const game_state *g);

#endif
