/*
 * Chance: dice rolls and cards drawn from shuffled piles.
 *
 * With the internal generator (the default) piles are shuffled by the game's
 * seeded generator and draws take the top card; dice are rolled by
 * rng_below. In explicit-chance mode nothing is shuffled: a draw from a pile
 * whose order is hidden, and every die, is an FR_CHANCE decision whose legal
 * moves are the possible outcomes, all equally likely, except those of a
 * card's own random element (CH_CARD), which the card lists and weighs.
 *
 * Frame FR_CHANCE: a = what is decided (CH_*), b = for whom or where;
 * CH_CARD: card = the card that raised it, b = the card's parameter.
 */
#include "core/engine.h"
#include "core/game.h"
#include "data/tables.h"

bool chance_explicit(const game_state *g) { return g->chance_mode == ARCS_CHANCE_EXPLICIT; }

static frame *push_chance(game_state *g, int what, int param) {
    frame *f = push_frame(g, FR_CHANCE, ARCS_PLAYER_CHANCE_ID);
    f->a = (uint8_t)what;
    f->b = (uint8_t)param;
    return f;
}

void push_chance_decision(game_state *g, int what, int param) { push_chance(g, what, param); }

void push_card_chance(game_state *g, int card, int param) { push_chance(g, CH_CARD, param)->card = (uint16_t)card; }

/* CH_CARD's outcomes, with weights (NULL: not wanted) and their sum. */
static uint32_t card_outcomes(const game_state *g, const frame *f, move_list *out, uint32_t *weights) {
    out->n = 0;
    if (weights)
        for (int i = 0; i < ARCS_MAX_LEGAL_MOVES; i++) weights[i] = 1;
    chance_card_outcomes(g, f, out, weights);
    uint32_t total = 0;
    for (int i = 0; i < out->n; i++) total += weights ? weights[i] : 1;
    return total;
}

bool card_chance(game_state *g, int card, int param) {
    if (chance_explicit(g)) {
        push_card_chance(g, card, param);
        return false;
    }
    frame f = {.kind = FR_CHANCE, .player = ARCS_PLAYER_CHANCE_ID, .a = CH_CARD, .b = (uint8_t)param, .card = (uint16_t)card};
    move_list outcomes;
    uint32_t weights[ARCS_MAX_LEGAL_MOVES];
    uint32_t total = card_outcomes(g, &f, &outcomes, weights);
    if (!outcomes.n) return true;
    int i = 0;
    if (total == (uint32_t)outcomes.n) { /* all alike */
        i = (int)rng_below(g, (unsigned)outcomes.n);
    } else {
        uint32_t r = rng_below(g, total);
        while (r >= weights[i]) r -= weights[i++];
    }
    chance_card_drawn(g, &f, outcomes.m[i]);
    return true;
}

void fate_to_player(game_state *g, int p, int card) {
    campaign_state *c = &g->camp;
    for (int i = 0; i < c->fate_deck_len; i++)
        if (c->fate_deck[i] == card) {
            c->fate_deck[i] = c->fate_deck[--c->fate_deck_len];
            c->fate_deck[c->fate_deck_len] = 0;
            break;
        }
    for (int i = 0; i < FATES_DEALT; i++)
        if (c->fate_dealt[p][i] == NO_COURT_CARD) {
            c->fate_dealt[p][i] = (uint16_t)card;
            return;
        }
}

/* The Leaders & Lore box's cards of a kind (CK_LEADER, CK_LORE): the
 * base-game cards of that kind in the card table, one run of it. */
static bool box_card(int card, int kind) {
    return card_table[card].kind == kind && (card_table[card].tags & TAG_BASE);
}

static int box_first(int kind) {
    int c = 0;
    while (c < card_table_len && !box_card(c, kind)) c++;
    return c;
}

/* The lore deck's cards (lore_deck): bit i = card lore_first() + i. */
int lore_first(void) { return box_first(CK_LORE); }

int a_fate_index(int card) {
    /* The A Fates (Act I Setup): the first 8 Fate cards of the card table. */
    int first = 0;
    while (first < card_table_len && card_table[first].kind != CK_FATE) first++;
    int i = card - first;
    return i >= 0 && i < A_FATES && card < card_table_len && card_table[card].kind == CK_FATE ? i : -1;
}

int fate_index(int card) {
    int first = 0;
    while (first < card_table_len && card_table[first].kind != CK_FATE) first++;
    int i = card - first;
    return i >= 0 && i < FATE_CARDS && card < card_table_len && card_table[card].kind == CK_FATE ? i : -1;
}

int lore_count(void) {
    int first = lore_first(), n = 0;
    while (first + n < card_table_len && box_card(first + n, CK_LORE)) n++;
    return n;
}

/* Bit i: lore card `first` + i is among the n cards of list. */
static unsigned lore_bits(const uint16_t *list, int n, int first) {
    unsigned bits = 0;
    for (int i = 0; i < n; i++)
        if (list[i] < card_table_len && list[i] >= first && list[i] - first < 32 && box_card(list[i], CK_LORE))
            bits |= 1u << (list[i] - first);
    return bits;
}

unsigned lore_seen(const game_state *g, int deck_known) {
    int first = lore_first();
    unsigned seen = lore_bits(g->court_row, g->court_row_len, first) |
                    lore_bits(court_discard_pile(g), g->court_discard_len, first) |
                    lore_bits(court_deck_pile(g), deck_known, first);
    for (int p = 0; p < g->num_players && p < MAX_PLAYERS; p++)
        seen |= lore_bits(g->pl[p].guild, g->pl[p].guild_count, first) |
                lore_bits(g->ll.play_area[p], g->ll.play_area_len[p], first);
    /* Campaign: lore attached face up to a Court card ("Attaching Cards"). */
    if (is_campaign(g))
        for (int i = 0; i < COURT_ROW_MAX; i++) seen |= lore_bits(g->camp.attached[i], ATTACHED_MAX, first);
    return seen;
}

unsigned lore_deck(const game_state *g) {
    int n = lore_count();
    return (n >= 32 ? ~0u : (1u << n) - 1) & ~lore_seen(g, g->court_deck_len);
}

void lore_to_court(game_state *g, int card) {
    if (g->court_deck_len >= court_pile_max(g)) return;
    court_deck_pile(g)[g->court_deck_len++] = (uint16_t)card;
    g->camp.lore_added++;
}
/* ---- who knows where each action card is ---- */


/* ---- action cards ---- */

static void take_from_deck(game_state *g, int index, int p) {
    uint8_t c = g->action_deck[index];
    g->action_deck[index] = g->action_deck[g->action_deck_len - 1];
    g->action_deck[--g->action_deck_len] = 0;
    g->pl[p].hand |= 1ull << c;
    g->card_known[p] |= card_bit(c); /* nobody knows the deck's cards (validate.c) */
    if (is_campaign(g)) cards_data_hand_hidden(g, p);
}

bool draw_action_card(game_state *g, int p) {
    if (!g->action_deck_len) return true;
    if (chance_explicit(g)) {
        push_chance(g, CH_ACTION_DRAW, p);
        return false;
    }
    take_from_deck(g, g->action_deck_len - 1, p);
    return true;
}

void discard_action_card(game_state *g, int card) {
    if (card == NO_CARD || g->action_discard_len >= NUM_ACTION_CARDS) return;
    g->action_discard[g->action_discard_len++] = (uint8_t)card;
}

void discard_hand(game_state *g, int p) {
    /* Face down: only p knows which cards went. */
    cards_seen_only_by(g, g->pl[p].hand, p);
    for (uint64_t h = g->pl[p].hand; h; h &= h - 1) discard_action_card(g, __builtin_ctzll(h));
    g->pl[p].hand = 0;
}

void discard_pile_shuffled(game_state *g) {
    if (!chance_explicit(g)) shuffle_u8(g, g->action_discard, g->action_discard_len);
    g->action_discard_unknown = g->action_discard_len;
    g->discard_run = g->discard_run_alt = 0;
}

_Static_assert(NUM_ACTION_CARDS <= 64, "a discard place per bit of discard_run");

void discard_shuffled_run(game_state *g, uint8_t *cards, int k) {
    if (!chance_explicit(g)) shuffle_u8(g, cards, k);
    int start = g->action_discard_len;
    for (int i = 0; i < k; i++) discard_action_card(g, cards[i]);
    int end = g->action_discard_len;
    if (end - start < 2) return; /* one card has no order to hide */
    uint64_t run = ((1ull << end) - 1) & ~((1ull << start) - 1);
    /* Laid on another run: the other mark. */
    bool on_run = start > 0 && ((g->discard_run >> (start - 1)) & 1u);
    bool alt = on_run && !((g->discard_run_alt >> (start - 1)) & 1u);
    g->discard_run |= run;
    if (alt) g->discard_run_alt |= run;
}

/* Place i leaves the pile: the places above move down one. */
static uint64_t without_place(uint64_t bits, int i) {
    uint64_t below = (1ull << i) - 1;
    return (bits & below) | ((bits >> 1) & ~below);
}

void discard_place_removed(game_state *g, int index) {
    memmove(&g->action_discard[index], &g->action_discard[index + 1], (size_t)(g->action_discard_len - index - 1));
    g->action_discard[--g->action_discard_len] = 0;
    if (g->discard_run) {
        g->discard_run = without_place(g->discard_run, index);
        g->discard_run_alt = without_place(g->discard_run_alt, index);
    }
    if (index < g->action_discard_unknown) g->action_discard_unknown--;
}

static void take_from_discard(game_state *g, int index, int p) {
    uint8_t c = g->action_discard[index];
    if (index < g->action_discard_unknown) {
        /* From the shuffled bottom: Rivals do not see which card it was,
         * so what they knew to be down there may now be in p's hand. */
        uint64_t region = card_bit(c);
        for (int i = 0; i < g->action_discard_unknown; i++) region |= card_bit(g->action_discard[i]);
        for (int q = 0; q < g->num_players; q++)
            if (q != p) g->card_known[q] &= ~region;
        cards_shown_to(g, card_bit(c), p);
    } else {
        /* From a place Rivals know: they know where it went. */
        cards_shown_to(g, card_bit(c), p);
    }
    discard_place_removed(g, index);
    g->pl[p].hand |= 1ull << c;
    if (is_campaign(g)) cards_data_hand_hidden(g, p); /* a Rival may not name it */
}

bool draw_action_discard_bottom(game_state *g, int p) {
    if (!g->action_discard_len) return true;
    if (!g->action_discard_unknown && (g->discard_run & 1u)) {
        /* A run laid in shuffled order reached the bottom: it is now the
         * shuffled bottom (its cards are known to be there, not where). */
        uint64_t alt = g->discard_run_alt & 1u ? g->discard_run_alt : ~g->discard_run_alt;
        int n = __builtin_ctzll(~(g->discard_run & alt)); /* the run's length */
        g->action_discard_unknown = (uint8_t)n;
        uint64_t run = (1ull << n) - 1;
        g->discard_run &= ~run;
        g->discard_run_alt &= ~run;
    }
    if (chance_explicit(g) && g->action_discard_unknown > 1) {
        push_chance(g, CH_DISCARD_BOTTOM, p);
        return false;
    }
    take_from_discard(g, 0, p);
    return true;
}

/* ---- the Court deck ---- */

static uint16_t deck_take_at(game_state *g, int index) {
    uint16_t card = court_deck_pile(g)[index];
    memmove(&court_deck_pile(g)[index], &court_deck_pile(g)[index + 1],
            (size_t)(g->court_deck_len - index - 1) * sizeof court_deck_pile(g)[0]);
    court_deck_pile(g)[--g->court_deck_len] = 0;
    if (index < g->court_deck_known) g->court_deck_known--;
    return card;
}

bool court_deck_remove(game_state *g, int card) {
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile(g)[i] == card) {
            deck_take_at(g, i);
            return true;
        }
    return false;
}

static void court_place(game_state *g, int index, int pos) {
    uint16_t card = deck_take_at(g, index);
    g->court_row[pos] = card;
    /* The top card drawn: a card known under it is the known top card now
     * (only a draw: a search of the deck, or determinize moving cards,
     * tells nothing of the order). */
    if (is_campaign(g)) cards_data_court_drawn(g);
    court_row_entered(g, card);
}

/* Campaign, hook point COURT_TOP: the unknown cards the top card's draw may
 * be (above the known bottom): none when the top card is known (placed face
 * up there: Breaking Worlds' Refugees), one fewer while a card is known
 * under it (Passage Storms' Crisis). */
static int court_draw_unknown(const game_state *g) {
    int n = g->court_deck_len - g->court_deck_known;
    if (!is_campaign(g) || n <= 1) return n;
    if (cards_court_top_known(g)) return 0;
    return cards_data_court_under_top(g) >= 0 ? n - 1 : n;
}

bool court_draw(game_state *g, int pos) {
    if (!g->court_deck_len) return true;
    if (chance_explicit(g) && court_draw_unknown(g) > 1) {
        push_chance(g, CH_COURT_DRAW, pos);
        return false;
    }
    court_place(g, g->court_deck_len - 1, pos);
    return true;
}

void court_deck_shuffled(game_state *g) {
    if (!chance_explicit(g)) shuffle_u16(g, court_deck_pile(g), g->court_deck_len);
    g->court_deck_known = 0;
    if (is_campaign(g)) cards_data_court_shuffled(g);
}

bool court_deck_unknown_holds(const game_state *g, int card) {
    for (int i = g->court_deck_known; i < g->court_deck_len; i++)
        if (court_deck_pile(g)[i] == card) return true;
    return false;
}

/* ---- the Leaders & Lore draft rows ---- */

/* The box's first card of draft-row place pos's kind. */
static int draft_row_first(const game_state *g, int pos) {
    return box_first(pos < g->ll.draft_leaders ? CK_LEADER : CK_LORE);
}

/* draft_row_candidates with the first card of the place's kind given. */
static int draft_candidates_from(const game_state *g, int pos, int first, uint16_t *out) {
    int kind = pos < g->ll.draft_leaders ? CK_LEADER : CK_LORE, n = 0, places = g->ll.draft_leaders + g->ll.draft_lore;
    /* The laid cards of the run as bits (card first + i: bit i), read once. */
    uint64_t laid_bits = 0;
    for (int i = 0; i < places; i++) {
        unsigned d = (unsigned)g->ll.draft_row[i] - (unsigned)first;
        if (d < 64) laid_bits |= 1ull << d;
    }
    for (int c = first; c < card_table_len && box_card(c, kind); c++) {
        bool laid = false;
        if (c - first < 64) {
            laid = (laid_bits >> (c - first)) & 1u;
        } else {
            for (int i = 0; i < places; i++) laid |= g->ll.draft_row[i] == c;
        }
        if (!laid) out[n++] = (uint16_t)c;
    }
    return n;
}

int draft_row_candidates(const game_state *g, int pos, uint16_t *out) {
    return draft_candidates_from(g, pos, draft_row_first(g, pos), out);
}

/* Lay out draft-row place pos, the first card of its kind given. */
static bool draft_row_draw_from(game_state *g, int pos, int first) {
    uint16_t cards[64];
    int n = draft_candidates_from(g, pos, first, cards);
    if (!n) return true;
    if (chance_explicit(g) && n > 1) {
        push_chance(g, CH_DRAFT_DRAW, pos);
        return false;
    }
    g->ll.draft_row[pos] = cards[chance_explicit(g) ? 0 : rng_below(g, (unsigned)n)];
    return true;
}

void draft_rows_draw(game_state *g) {
    int leaders = box_first(CK_LEADER), lore = box_first(CK_LORE);
    for (int i = 0; i < g->ll.draft_leaders + g->ll.draft_lore; i++)
        draft_row_draw_from(g, i, i < g->ll.draft_leaders ? leaders : lore);
}

/* ---- dice ---- */

bool roll_battle_die(game_state *g, int type, int *face) {
    if (chance_explicit(g)) {
        push_chance(g, CH_DIE, type);
        return false;
    }
    *face = (int)rng_below(g, 6);
    return true;
}

/* ---- FR_CHANCE ---- */

/* The n cards of list (at most cap), in card order, into out. */
static int sorted_cards(const uint16_t *list, int n, uint16_t *out, int cap) {
    if (n > cap) n = cap;
    for (int k = 0; k < n; k++) {
        uint16_t c = list[k];
        int j = k;
        while (j > 0 && out[j - 1] > c) {
            out[j] = out[j - 1];
            j--;
        }
        out[j] = c;
    }
    return n;
}

static void chance_enum(const game_state *g, const frame *f, move_list *out) {
    int id = ARCS_PLAYER_CHANCE_ID;
    switch (f->a) {
    case CH_DIE:
        for (int face = 0; face < 6; face++) add_move(out, ARCS_MOVE_CHANCE, id, face, f->b, CH_DIE, 0);
        break;
    case CH_ACTION_DRAW: {
        uint64_t in_deck = 0;
        for (int i = 0; i < g->action_deck_len; i++) in_deck |= 1ull << g->action_deck[i];
        for (int c = 0; c < NUM_ACTION_CARDS; c++)
            if (in_deck & (1ull << c)) add_move(out, ARCS_MOVE_CHANCE, id, c, 0, CH_ACTION_DRAW, 0);
        break;
    }
    case CH_NUMBER_DIE:
    case CH_EVENT_DIE:
        /* b: a number-die face that cannot come up (Act II & III Setup E:
         * the second roll is another cluster; 0 none). */
        for (int face = 0; face < 6; face++)
            if (f->a != CH_NUMBER_DIE || f->b != face + 1) add_move(out, ARCS_MOVE_CHANCE, id, face, 0, f->a, 0);
        break;
    case CH_FATE_DRAW: { /* any Fate card left in the deck, in card order */
        uint16_t cards[8];
        int n = sorted_cards(g->camp.fate_deck, g->camp.fate_deck_len, cards, 8);
        for (int i = 0; i < n; i++) add_move(out, ARCS_MOVE_CHANCE, id, cards[i] & 0xFF, cards[i] >> 8, CH_FATE_DRAW, 0);
        break;
    }
    case CH_LORE_DRAW: { /* any lore card not yet in the game, in card order */
        unsigned left = lore_deck(g);
        for (int c = lore_first(); left; left >>= 1, c++)
            if (left & 1u) add_move(out, ARCS_MOVE_CHANCE, id, c & 0xFF, c >> 8, CH_LORE_DRAW, 0);
        break;
    }
    case CH_GOVERN_TOP:
        for (int i = 0; i < GOVERN_POLICIES; i++)
            add_move(out, ARCS_MOVE_CHANCE, id, govern_edicts[i] & 0xFF, govern_edicts[i] >> 8, CH_GOVERN_TOP, 0);
        break;
    case CH_CARD: chance_card_outcomes(g, f, out, NULL); break;
    case CH_DISCARD_BOTTOM: {
        uint64_t hidden = 0;
        for (int i = 0; i < g->action_discard_unknown; i++) hidden |= 1ull << g->action_discard[i];
        for (int c = 0; c < NUM_ACTION_CARDS; c++)
            if (hidden & (1ull << c)) add_move(out, ARCS_MOVE_CHANCE, id, c, 0, CH_DISCARD_BOTTOM, 0);
        break;
    }
    case CH_DRAFT_DRAW: {
        uint16_t cards[64];
        int n = draft_row_candidates(g, f->b, cards);
        for (int i = 0; i < n; i++) add_move(out, ARCS_MOVE_CHANCE, id, cards[i] & 0xFF, cards[i] >> 8, CH_DRAFT_DRAW, 0);
        break;
    }
    default: { /* CH_COURT_DRAW: any card above the known bottom, in card order (not one known under the top) */
        uint16_t cards[COURT_CARDS_MAX];
        int n = sorted_cards(court_deck_pile(g) + g->court_deck_known, g->court_deck_len - g->court_deck_known, cards,
                             COURT_CARDS_MAX);
        int under = is_campaign(g) ? cards_data_court_under_top(g) : -1;
        for (int i = 0; i < n; i++)
            if (cards[i] != under) add_move(out, ARCS_MOVE_CHANCE, id, cards[i] & 0xFF, cards[i] >> 8, CH_COURT_DRAW, 0);
        break;
    }
    }
}

static void chance_apply(game_state *g, arcs_move m) {
    frame f = *top_frame(g);
    pop_frame(g);
    switch (f.a) {
    case CH_DIE: chance_die_rolled(g, f.b, m.a); break;
    case CH_ACTION_DRAW:
        for (int i = 0; i < g->action_deck_len; i++)
            if (g->action_deck[i] == m.a) {
                take_from_deck(g, i, f.b);
                break;
            }
        break;
    case CH_NUMBER_DIE: g->camp.number_die = (uint8_t)(m.a + 1); break;
    case CH_EVENT_DIE: g->camp.event_die = (uint8_t)(m.a + 1); break;
    case CH_FATE_DRAW: fate_to_player(g, f.b, m.a | m.b << 8); break;
    case CH_LORE_DRAW: lore_to_court(g, m.a | m.b << 8); break;
    case CH_GOVERN_TOP:
        for (int i = 0; i < GOVERN_POLICIES; i++)
            if (govern_edicts[i] == (m.a | m.b << 8)) g->camp.govern_top = (uint8_t)(1 + i);
        break;
    case CH_CARD: chance_card_drawn(g, &f, m); break;
    case CH_DISCARD_BOTTOM:
        for (int i = 0; i < g->action_discard_unknown; i++)
            if (g->action_discard[i] == m.a) {
                take_from_discard(g, i, f.b);
                break;
            }
        break;
    case CH_DRAFT_DRAW:
        g->ll.draft_row[f.b] = (uint16_t)(m.a | (m.b << 8));
        glog(g, "Draft place %d: %s is laid out", f.b, card_name(g->ll.draft_row[f.b]));
        break;
    default: {
        uint16_t card = (uint16_t)(m.a | (m.b << 8));
        uint16_t *deck = court_deck_pile(g);
        for (int i = g->court_deck_known; i < g->court_deck_len; i++)
            if (deck[i] == card) {
                /* The drawn card leaves the top: a card known under the top
                 * (court_under_top) stays right under it until then. The
                 * unknown part's order means nothing in this mode. */
                if (is_campaign(g) && cards_data_court_under_top(g) >= 0) {
                    deck[i] = deck[g->court_deck_len - 1];
                    deck[g->court_deck_len - 1] = card;
                    i = g->court_deck_len - 1;
                }
                court_place(g, i, f.b);
                glog(g, "Court place %d: %s is drawn", f.b + 1, card_name(card));
                break;
            }
        break;
    }
    }
}

const frame_ops chance_frame_ops = {"chance", chance_enum, chance_apply};

arcs_status arcs_chance_probability(const arcs_game *game, arcs_move move, double *probability) {
    if (!game || !probability) return ARCS_E_INVALID_ARG;
    const frame *f = top_frame_c(&game->s);
    if (game->s.game_over || !f || f->kind != FR_CHANCE) return ARCS_E_ILLEGAL_MOVE;
    move_list list;
    uint32_t weights[ARCS_MAX_LEGAL_MOVES], total;
    if (f->a == CH_CARD) { /* the card weighs its outcomes */
        total = card_outcomes(&game->s, f, &list, weights);
    } else {
        enumerate_moves(&game->s, &list);
        total = (uint32_t)list.n;
    }
    for (int i = 0; i < list.n; i++)
        if (memcmp(&list.m[i], &move, sizeof move) == 0) {
            *probability = f->a == CH_CARD ? (double)weights[i] / total : 1.0 / list.n;
            return ARCS_OK;
        }
    return ARCS_E_ILLEGAL_MOVE;
}
