/*
 * Pilgrims (ARCS-F908, Ability; the Pathfinder's play area from the Act III
 * Setup, ARCS-F907A).
 *
 *   "Pilgrim tokens are your Loyal pieces."          -> TOKEN (token_is_loyal)
 *   g->camp.tokens entries of this card, owner the Pathfinder, `where` the
 *   system; TOKEN_OFF_MAP: on the Pathfinder's objective card (F907B). As
 *   the Witnesses (Campaign rulebook, "Tokens"): Loyal, never harmed (the
 *   card does not say they can be).
 *
 *   "Prelude: Once per turn, you may move each Pilgrim token once into a
 *    system that you control or has your Flagship. This is the only way
 *    Pilgrims can move. You cannot interrupt this Prelude action with other
 *    ones, like spending Fuel."                        -> PRELUDE
 *   Our reading of "move ... into": to an adjacent system (a move, Base
 *   rulebook "Move"), one Pilgrim at a time: "card pilgrims move <from>
 *   <to>" (the first one starts the Prelude action and marks the card used
 *   this turn), then the same for the Pilgrims not moved yet, or "decline"
 *   (the action is over). The decision keeps the moved Pilgrims (frame d,
 *   bit per Pilgrim token in list order) and no other Prelude action can
 *   come between. Control: player_controls (a card effect, not an
 *   objective: no First Regent's Privilege).
 *   A Pilgrim on a gate that gets a Passage goes to the Twisted Passage
 *   with the ships (the Gate Wraith's law, ARCS-F2205: "Place all ships and
 *   tokens from the gate onto the Twisted Passage"). Our reading: it stays
 *   there. The law's ways in and out are Moves ("You may move from ..."),
 *   each out followed by an event-die reroll; the Pilgrims' Prelude is not
 *   a Move and goes by the map's adjacency (adjacent_systems), which never
 *   names the centre.
 *
 *   "Use the Portal (Move): If you control the Portal token, take all
 *    Pilgrims from its system onto your objective card. Untuck a Seek the
 *    Portal card from here and place it on top of the Court deck."
 *                                                    -> NEW_ACTION (Move)
 *   "card pilgrims use-the-portal <pip or resource>" in place of a Move,
 *   offered while the Pathfinder controls the Portal token's system and it
 *   does something (a Pilgrim there or a card tucked). The lowest-numbered
 *   tucked card (F910, then F911: the same text) goes face up on top of
 *   the Court deck.
 *
 * The data (pilgrims_data, pathfinder.h): the tucked cards, the Seek the
 * Portal cards known on top of the Court deck (drawn without chance:
 * COURT_TOP; kept there by determinize) and the ships Seek the Portal
 * scrapped (conservation: ships_out, imperial_out). Public.
 */
#include <string.h>

#include "campaign/campaign.h"
#include "campaign/flagship.h"
#include "pathfinder.h"

enum { S_MOVE, S_USE };

int pilgrims_holder(const game_state *g) {
    for (int p = 0; p < g->num_players; p++)
        for (int i = 0; i < g->ll.play_area_len[p] && i < PLAY_AREA_MAX; i++)
            if (g->ll.play_area[p][i] == CARD_F908) return p;
    return -1;
}

int pilgrims_at(const game_state *g, int where) {
    int n = 0;
    for (int i = 0; i < g->camp.n_tokens; i++)
        n += g->camp.tokens[i].card == CARD_F908 && g->camp.tokens[i].where == where;
    return n;
}

/* ---- the Seek the Portal cards on top of the Court deck ---- */

static bool in_court_deck(const game_state *g, int card) {
    const uint16_t *deck = court_deck_pile(g);
    for (int i = 0; i < g->court_deck_len; i++)
        if (deck[i] == card) return true;
    return false;
}

void seek_place_on_top(game_state *g, int card) {
    pilgrims_data *d = PILGRIMS_OF(g);
    if (g->court_deck_len >= court_pile_max(g)) return;
    fate_card_added(g);
    court_deck_pile(g)[g->court_deck_len++] = (uint16_t)card;
    d->top = (uint8_t)((d->top << 2 | (unsigned)(card - CARD_F909 + 1)) & 0x3Fu);
}

void seek_top_forgotten(game_state *g) { PILGRIMS_OF(g)->top = 0; }

void pathfinder_shuffle_back(game_state *g, int card) {
    court_discard_remove(g, card);
    court_shuffle_into_deck(g, card); /* forgets the top: court_shuffled */
    card_log(g, card, "shuffled into the Court deck.");
}

void pathfinder_vox_step(game_state *g, int shuffle, int decide, bool (*owes)(const game_state *g, int q)) {
    frame *f = top_frame(g);
    int card = f->card;
    if (f->step == shuffle) {
        pop_frame(g);
        pathfinder_shuffle_back(g, card);
        return;
    }
    while (f->c < g->num_players) {
        int q = (g->initiative + f->c++) % g->num_players;
        if (owes(g, q)) {
            push_card_frame(g, FR_CARD, q, card, decide);
            return;
        }
    }
    pop_frame(g);
}

/* The topmost known card still in the deck (those above it were drawn). */
static int top_seek(const game_state *g) {
    for (unsigned t = PILGRIMS_OF(g)->top; t; t >>= 2) {
        int c = CARD_F909 + (int)(t & 3u) - 1;
        if (in_court_deck(g, c)) return c;
    }
    return -1;
}

static bool court_top_known(const game_state *g) {
    int c = top_seek(g);
    return c >= 0 && court_deck_pile(g)[g->court_deck_len - 1] == c;
}

/* ---- Prelude: move the Pilgrims ---- */

/* Where a Pilgrim of p may go: systems p controls or with p's Flagship. */
static bool pilgrim_may_enter(const game_state *g, int p, int s) {
    return player_controls(g, p, s) || flagship_system(g, p) == s;
}

/* "card pilgrims move <from> <to>" for each Pilgrim not in `moved` (bit
 * per F908 token, list order), one per system it lies in; out NULL: only
 * counted. */
static int move_moves(const game_state *g, int p, int card, unsigned moved, move_list *out) {
    uint32_t from_done = 0;
    int n = 0;
    for (int i = 0, k = 0; i < g->camp.n_tokens; i++) {
        const token_state *t = &g->camp.tokens[i];
        if (t->card != CARD_F908) continue;
        int from = t->where, bit = k++;
        if ((moved >> bit) & 1u || from >= NUM_SYSTEMS || (from_done >> from) & 1u) continue;
        from_done |= 1u << from;
        uint8_t adj[8];
        int na = adjacent_systems(g, from, adj);
        for (int a = 0; a < na; a++)
            if (pilgrim_may_enter(g, p, adj[a])) {
                n++;
                if (out) add_card_move(out, p, card, S_MOVE, from, adj[a], 0);
            }
    }
    return n;
}

static void prelude_moves(const game_state *g, int p, int card, move_list *out) {
    if (card_used_this_turn(g, card)) return;
    move_moves(g, p, card, 0, out);
}

/* Move the first Pilgrim not in *moved from `from` to `to`. */
static void move_one(game_state *g, int p, int card, unsigned *moved, int from, int to) {
    for (int i = 0, k = 0; i < g->camp.n_tokens; i++) {
        token_state *t = &g->camp.tokens[i];
        if (t->card != CARD_F908) continue;
        int bit = k++;
        if ((*moved >> bit) & 1u || t->where != from) continue;
        t->where = (uint8_t)to;
        *moved |= 1u << bit;
        break;
    }
    char a[16], b[16];
    card_log(g, card, "Player %d moves a Pilgrim from %s to %s.", p + 1, system_name(from, a), system_name(to, b));
}

static void next_or_done(game_state *g, int p, int card, unsigned moved) {
    if (move_moves(g, p, card, moved, NULL)) push_card_frame(g, FR_CARD, p, card, S_MOVE)->d = (uint8_t)moved;
}

static void prelude_apply(game_state *g, arcs_move m) {
    int p = m.player, card = card_move_card(m);
    unsigned moved = 0;
    card_mark_used(g, card);
    move_one(g, p, card, &moved, m.d, m.e);
    next_or_done(g, p, card, moved);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    move_moves(g, f->player, f->card, f->d, out);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    frame f = *top_frame(g);
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) return;
    unsigned moved = f.d;
    move_one(g, m.player, f.card, &moved, m.d, m.e);
    next_or_done(g, m.player, f.card, moved);
}

/* FRAME_CHECK: S_MOVE: d the Pilgrims moved (bits of the holder's tokens),
 * the card used this turn. */
static bool frame_ok(const game_state *g, const frame *f) {
    int n = 0;
    for (int i = 0; i < g->camp.n_tokens; i++) n += g->camp.tokens[i].card == CARD_F908;
    return f->kind == FR_CARD && f->step == S_MOVE && card_frame_only(f, FB_D) && f->player == pilgrims_holder(g) &&
           f->d && f->d < (1u << n) && card_used_this_turn(g, f->card);
}

/* ---- Use the Portal (Move) ---- */

static int lowest_tucked(const game_state *g) {
    unsigned t = PILGRIMS_OF(g)->tucked;
    return t ? CARD_F909 + __builtin_ctz(t) : -1;
}

static bool use_possible(const game_state *g, int p, int spent_slot) {
    (void)spent_slot;
    int portal = pathfinder_portal(g);
    return portal >= 0 && player_controls(g, p, portal) && (pilgrims_at(g, portal) || lowest_tucked(g) >= 0);
}

static void use_the_portal(game_state *g, int p, int card) {
    int portal = pathfinder_portal(g), n = 0;
    for (int i = 0; i < g->camp.n_tokens; i++) {
        token_state *t = &g->camp.tokens[i];
        if (t->card == CARD_F908 && t->where == portal) {
            t->where = TOKEN_OFF_MAP;
            n++;
        }
    }
    card_log(g, card, "Use the Portal: Player %d takes %d Pilgrim%s onto their objective card.", p + 1, n,
             n == 1 ? "" : "s");
    int c = lowest_tucked(g);
    if (c < 0) return;
    PILGRIMS_OF(g)->tucked &= (uint8_t)~(1u << (c - CARD_F909));
    seek_place_on_top(g, c);
    card_log(g, card, "Seek the Portal is untucked and placed on top of the Court deck.");
}

static const card_new_action NEW_ACTIONS[] = {
    {ARCS_ACT_MOVE, S_USE, use_possible, use_the_portal},
};

/* ---- the data ---- */

static bool data_invariants(const game_state *g, char *why, size_t cap) {
    const pilgrims_data *d = PILGRIMS_OF(g);
    if (d->tucked & ~6u) CARD_DATA_FAIL("Pilgrims: tucked %#x", d->tucked);
    unsigned seen = 0;
    for (unsigned t = d->top; t; t >>= 2) {
        unsigned k = t & 3u;
        if (!k || (seen >> k) & 1u || (d->tucked >> (k - 1)) & 1u) CARD_DATA_FAIL("Pilgrims: top %#x", d->top);
        seen |= 1u << k;
    }
    if (d->top >> 6 || d->pad || d->imperial > IMPERIAL_SHIPS) CARD_DATA_FAIL("Pilgrims: bytes");
    int holder = pilgrims_holder(g);
    for (int p = 0; p < MAX_PLAYERS; p++)
        if (d->scrapped[p] > SHIPS_PER_PLAYER || (p >= g->num_players && d->scrapped[p]))
            CARD_DATA_FAIL("Pilgrims: %d ships of %d scrapped", d->scrapped[p], p);
    int tokens = 0;
    for (int i = 0; i < g->camp.n_tokens; i++) {
        const token_state *t = &g->camp.tokens[i];
        if (t->card != CARD_F908) continue;
        tokens++;
        if (t->owner != holder || (t->where != TOKEN_OFF_MAP && !card_piece_system_ok(g, t->where)))
            CARD_DATA_FAIL("Pilgrim token of %d at %d", t->owner, t->where);
    }
    if (tokens > PILGRIM_TOKENS) CARD_DATA_FAIL("%d Pilgrim tokens", tokens);
    if ((d->tucked || d->top) && holder < 0) CARD_DATA_FAIL("Pilgrims: cards tucked with no Pilgrims card");
    return true;
}

/* The Seek the Portal cards known on top go back there, deepest first. One
 * drawn and buried since lies in the known bottom part, which the re-deal
 * keeps: left there (as Relic Fence, redeemer/act3.c). */
static void data_determinize(game_state *g, int viewer) {
    (void)viewer;
    int cards[SEEK_CARDS], n = 0;
    for (unsigned t = PILGRIMS_OF(g)->top; t && n < SEEK_CARDS; t >>= 2) {
        int c = CARD_F909 + (int)(t & 3u) - 1;
        if (court_deck_unknown_holds(g, c)) cards[n++] = c;
    }
    for (int k = n - 1; k >= 0; k--)
        if (court_deck_remove(g, cards[k])) court_deck_pile(g)[g->court_deck_len++] = (uint16_t)cards[k];
}

static int ships_out(const game_state *g, int p) {
    return p >= 0 && p < MAX_PLAYERS ? PILGRIMS_OF(g)->scrapped[p] : 0;
}

static int imperial_out(const game_state *g) { return PILGRIMS_OF(g)->imperial; }

static const card_data_def PILGRIMS_DATA = {
    .size = sizeof(pilgrims_data),
    .invariants = data_invariants,
    .determinize = data_determinize,
    .court_shuffled = seek_top_forgotten,
    .ships_out = ships_out,
    .imperial_out = imperial_out,
};

static const card_step STEPS[] = {
    [S_MOVE] = {"move", "ss", "move a Pilgrim from %1 to %2"},
    [S_USE] = {"use-the-portal", "U", "Use the Portal"},
};

/* "Pilgrim tokens are your Loyal pieces." */
static const card_def PILGRIM_TOKEN = {
    .card = CARD_F908,
    .short_name = "pilgrim",
    .token_is_loyal = true,
};

const card_def card_pilgrims = {
    .card = CARD_F908,
    .short_name = "pilgrims",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .prelude_moves = prelude_moves,
    .prelude_apply = prelude_apply,
    .new_actions = NEW_ACTIONS,
    .n_new_actions = ARRAY_LEN(NEW_ACTIONS),
    .court_top_known = court_top_known,
    .token = &PILGRIM_TOKEN,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
    .data = &PILGRIMS_DATA,
};
