/*
 * Determinize: re-deal what a player cannot see, keeping every count they
 * can see and every card whose place they know, so that the game is one of
 * those consistent with what they have seen. For search bots
 * (information-set sampling): the result is an ordinary legal game.
 *
 * What the viewer knows (g->card_known, kept by the rules as cards move,
 * lib/core/chance.c): their own hand and plays, cards played face up, their
 * own face-down discards and mulligans, a Rival's hand looked at with the
 * Farseers, a card taken into a hand in view of all (a Union's). Those
 * stay where they are; a known card among a Rival's hidden cards (hand and
 * face-down plays) stays among them (redeal_hidden_cards); in the shuffled bottom of the
 * action discard pile (action_discard_unknown) and in a run laid on it in
 * shuffled order (discard_run: the Farseers Prelude's discards, known to
 * their discarder as a set) a known card stays among those cards, in an
 * unknown place. Every other card is unknown: the unknown
 * cards are shuffled and dealt back into the places that held unknown
 * cards. The re-deal is a renaming of cards (card c becomes map[c]), and
 * whatever else names a re-dealt card follows it: card frames on the stack
 * (a Farseers discard being chosen, cards_redealt) and what the other
 * players know.
 */
#include "rules/rules.h"
#include "wire/wire.h"

/* Cards whose order the viewer does not know, in a new order: shuffled
 * from card order, so that the result does not depend on where they really
 * were (the caller knows the seed). */
#define REDRAW_ORDER(name, type, shuffle)                          \
    static void name(game_state *g, type *cards, int n) {          \
        for (int i = 1; i < n; i++)                                \
            for (int j = i; j > 0 && cards[j - 1] > cards[j]; j--) { \
                type t = cards[j];                                 \
                cards[j] = cards[j - 1];                           \
                cards[j - 1] = t;                                  \
            }                                                      \
        shuffle(g, cards, n);                                      \
    }
REDRAW_ORDER(redraw_order, uint8_t, shuffle_u8)      /* action cards */
REDRAW_ORDER(redraw_order_u16, uint16_t, shuffle_u16) /* Court and Fate cards */
#undef REDRAW_ORDER

/* The places of the discard pile from i up in the same run laid in
 * shuffled order (g->discard_run); 1 for a place in none. */
static int run_length(const game_state *g, int i, int len) {
    if (!((g->discard_run >> i) & 1u)) return 1;
    unsigned alt = (g->discard_run_alt >> i) & 1u;
    int k = 1;
    while (i + k < len && ((g->discard_run >> (i + k)) & 1u) && ((g->discard_run_alt >> (i + k)) & 1u) == alt) k++;
    return k;
}

/* Campaign: the Fates dealt to Rivals (Set Up Players B) and the A deck.
 * A Rival's kept Fate is known once all have chosen (the reveal); before,
 * both dealt cards are unknown, and a choice already made keeps its place
 * (first or second card) with whatever card is dealt there now. */
static void redeal_fates(game_state *g, int player) {
    campaign_state *c = &g->camp;
    int np = g->num_players;
    unsigned all = (1u << np) - 1;
    bool revealed = (c->fates_chosen & all) == all;
    uint16_t pool[8 + MAX_PLAYERS * FATES_DEALT];
    int n = 0, deck = c->fate_deck_len < 8 ? c->fate_deck_len : 8;
    for (int i = 0; i < deck; i++) pool[n++] = c->fate_deck[i];
    int kept[MAX_PLAYERS];
    /* Intermission F: a player who completed the objective chooses between
     * their own Fate card (public: the Act's, in fate_history) and the one
     * drawn; only the drawn one is unknown. */
#define FATE_KNOWN(p, i) ((revealed && (i) == kept[p]) || fate_dealt_public(g, p, i))
    for (int p = 0; p < np; p++) {
        kept[p] = c->fate[p] == NO_COURT_CARD ? -1 : c->fate[p] == c->fate_dealt[p][0] ? 0 : 1;
        if (p == player) continue;
        for (int i = 0; i < FATES_DEALT; i++)
            if (c->fate_dealt[p][i] != NO_COURT_CARD && !FATE_KNOWN(p, i)) pool[n++] = c->fate_dealt[p][i];
    }
    redraw_order_u16(g, pool, n);
    int k = 0;
    for (int i = 0; i < deck; i++) c->fate_deck[i] = pool[k++];
    for (int p = 0; p < np; p++) {
        if (p == player) continue;
        for (int i = 0; i < FATES_DEALT; i++)
            if (c->fate_dealt[p][i] != NO_COURT_CARD && !FATE_KNOWN(p, i)) c->fate_dealt[p][i] = pool[k++];
        if (kept[p] >= 0) c->fate[p] = c->fate_dealt[p][kept[p]];
    }
#undef FATE_KNOWN
}

/* Campaign: which lore cards were shuffled into the Court deck is hidden
 * until they are drawn (Act I Setup J): the lore in the deck above its
 * known bottom is re-drawn from every lore card nobody can see. */
static void redeal_lore(game_state *g, int known) {
    const int first = lore_first(), nlore = lore_count();
    unsigned seen = lore_seen(g, known);
    uint16_t pool[32];
    int n = 0;
    for (int i = 0; i < nlore && i < 32; i++)
        if (!(seen & (1u << i))) pool[n++] = (uint16_t)(first + i);
    shuffle_u16(g, pool, n);
    int k = 0;
    uint16_t *deck = court_deck_pile(g);
    for (int i = known; i < g->court_deck_len && k < n; i++)
        if (deck[i] >= first && deck[i] < first + nlore) deck[i] = pool[k++];
}
/* What all see of card c face down on the table (campaign: a card's data
 * may give its kind a mark that shows through, card_data_def.face_down_mark);
 * a face-down play is only ever dealt a card bearing its real card's mark. */
static int face_down_mark(const game_state *g, int c) {
    return is_campaign(g) ? cards_data_face_down_mark(c) : 0;
}

/* A Rival's face-down plays (a Copy, a seize card) lie among their hidden
 * cards: a card the viewer knows to be among them may be in the hand or face
 * down (engine.h, hidden_cards_of). Which of them lie face down is drawn
 * again from card order; a face-down play is never an Event card (Campaign
 * rulebook, "Playing an Event Card") and keeps the mark all see on it
 * (face_down_mark: the card now there bears it). Each change swaps a face-down card
 * with another of the hidden cards; frames that name a card in a place
 * follow it to the card now there (rename: a permutation of card names). */
static void redeal_hidden_cards(game_state *g, int q, uint8_t *rename) {
    uint8_t *down[2];
    int nd = 0;
    if (played_face_down_hidden(g, q)) down[nd++] = &g->played[q]; /* a shown one stays (play_shown) */
    if (g->seize_card[q] != NO_CARD) down[nd++] = &g->seize_card[q];
    if (!nd) return;
    int mark[2];
    for (int k = 0; k < nd; k++) mark[k] = face_down_mark(g, *down[k]);
    uint8_t cards[NUM_ACTION_CARDS];
    int n = 0;
    for (uint64_t h = hidden_cards_of(g, q); h && n < NUM_ACTION_CARDS; h &= h - 1) cards[n++] = (uint8_t)__builtin_ctzll(h);
    shuffle_u8(g, cards, n);
    for (int i = 0, k = 0; i < n && k < nd; i++) {
        uint8_t want = cards[i], was = *down[k];
        bool other_down = k + 1 < nd && *down[k + 1] == want;
        if (is_event_card(want) || face_down_mark(g, want) != mark[k] ||
            (other_down && face_down_mark(g, was) != mark[k + 1]))
            continue;
        if (want != was) {
            if (other_down) *down[k + 1] = was;
            else g->pl[q].hand = (g->pl[q].hand & ~card_bit(want)) | card_bit(was);
            *down[k] = want;
            for (int c = 0; c < NUM_ACTION_CARDS; c++)
                if (rename[c] == was) rename[c] = want;
                else if (rename[c] == want) rename[c] = was;
        }
        k++;
    }
}

/* A place holding an unknown card. */
typedef struct slot {
    uint8_t *card; /* the card's place, or NULL for a hand */
    uint8_t hand;  /* the player, for a hand slot */
} slot;

/* May card c be dealt to place s? Never an Event card face down (Campaign
 * rulebook, "Playing an Event Card"); into a face-down play only a card
 * bearing the mark all see on it (mark; -1: none kept); never a card into a
 * hand all know lacks it (the campaign's reveals: card_data_def.hand_lacks). */
static bool deal_fits(const game_state *g, const slot *s, bool face_down, int mark, int c) {
    if (face_down && is_event_card(c)) return false;
    if (mark >= 0 && face_down_mark(g, c) != mark) return false;
    return s->card || !is_campaign(g) || !cards_data_hand_lacks(g, s->hand, c);
}

arcs_status arcs_determinize(arcs_game *game, int player, uint64_t seed) {
    if (!game || player < -1 || player >= game->s.num_players) return ARCS_E_INVALID_ARG;
    game_state *g = &game->s;
    int np = g->num_players < MAX_PLAYERS ? g->num_players : MAX_PLAYERS;

    /* The future is hidden too: the generator restarts from the seed, and
     * the re-deal below draws from it. */
    rng_seed(g, seed ^ 0xD1B54A32D192ED03ull);

    /* What the viewer knows: for the public view, what every player knows
     * (cards played face up). */
    uint64_t known = ~0ull;
    if (player >= 0) {
        known = g->card_known[player] | g->pl[player].hand;
        unsigned shown = hands_shown_to(g, player); /* a hand being looked at now */
        for (int q = 0; q < np; q++)
            if ((shown >> q) & 1u) known |= g->pl[q].hand;
    } else {
        for (int q = 0; q < np; q++) known &= g->card_known[q];
    }

    /* Every place holding an unknown card (sized and clamped so that even an
     * inconsistent state cannot overflow it). */
    slot slots[3 * NUM_ACTION_CARDS + MAX_PLAYERS * (NUM_ACTION_CARDS + 2)];
    uint8_t pool[sizeof slots / sizeof slots[0]];
    bool face_down[sizeof slots / sizeof slots[0]] = {false};
    int8_t mark[sizeof slots / sizeof slots[0]];
    memset(mark, -1, sizeof mark);
    int n = 0;
    int deck_len = g->action_deck_len < NUM_ACTION_CARDS ? g->action_deck_len : NUM_ACTION_CARDS;
    int discard_len = g->action_discard_len < NUM_ACTION_CARDS ? g->action_discard_len : NUM_ACTION_CARDS;
    int shuffled = g->action_discard_unknown < discard_len ? g->action_discard_unknown : discard_len;
#define UNKNOWN(c) ((c) < NUM_ACTION_CARDS && !(known & card_bit(c)))
#define ADD_PLACE(ptr)                      \
    do {                                    \
        slots[n].card = (ptr);              \
        slots[n].hand = NO_PLAYER;          \
        pool[n++] = *(ptr);                 \
    } while (0)
    for (int i = 0; i < deck_len; i++)
        if (UNKNOWN(g->action_deck[i])) ADD_PLACE(&g->action_deck[i]);
    for (int i = 0; i < discard_len; i++)
        if (UNKNOWN(g->action_discard[i])) ADD_PLACE(&g->action_discard[i]);
    for (int p = 0; p < np; p++) {
        if (p == player) continue;
        for (int c = 0; c < NUM_ACTION_CARDS; c++)
            if ((g->pl[p].hand >> c) & 1u && UNKNOWN(c)) {
                slots[n].card = NULL;
                slots[n].hand = (uint8_t)p;
                pool[n++] = (uint8_t)c;
                g->pl[p].hand &= ~(1ull << c);
            }
        /* Face-down plays (a Copy, a seize card) are never Event cards
         * (Campaign rulebook, "Playing an Event Card") and keep the mark all
         * see on them (face_down_mark). */
        if (played_face_down_hidden(g, p) && UNKNOWN(g->played[p])) {
            face_down[n] = true;
            mark[n] = (int8_t)face_down_mark(g, g->played[p]);
            ADD_PLACE(&g->played[p]);
        }
        if (UNKNOWN(g->seize_card[p])) {
            face_down[n] = true;
            mark[n] = (int8_t)face_down_mark(g, g->seize_card[p]);
            ADD_PLACE(&g->seize_card[p]);
        }
    }
    /* Campaign: action cards scrapped face down (Teach, ARCS-F803) that the
     * viewer did not know; never Event cards ("non-Event"). */
    uint8_t scrapped[NUM_ACTION_CARDS];
    int ns = 0;
    if (is_campaign(g))
        for (int c = 0; c < NUM_ACTION_CARDS; c++)
            if (((g->camp.action_scrapped[c / 8] >> (c % 8)) & 1u) && UNKNOWN(c)) {
                g->camp.action_scrapped[c / 8] &= (uint8_t)~(1u << (c % 8));
                scrapped[ns] = (uint8_t)c;
                face_down[n] = true;
                ADD_PLACE(&scrapped[ns]);
                ns++;
            }
#undef ADD_PLACE
#undef UNKNOWN

    /* Shuffle them and deal them back into the same places. The shuffle
     * starts from the cards in order, not from where they really are, so
     * that the sampled world depends only on what the viewer knows. */
    uint8_t dealt[sizeof pool];
    memcpy(dealt, pool, (size_t)n);
    redraw_order(g, dealt, n);
    /* A card dealt where all know it is not (an Event card to a face-down
     * play, a card without a face-down play's mark to it; a card to a hand
     * all know lacks it: cards_data_hand_lacks)
     * trades places with the first card that may go there and whose place
     * may take it (the real deal is one such world). */
    for (int i = 0; i < n; i++)
        if (!deal_fits(g, &slots[i], face_down[i], mark[i], dealt[i]))
            for (int j = 0; j < n; j++)
                if (deal_fits(g, &slots[i], face_down[i], mark[i], dealt[j]) &&
                    deal_fits(g, &slots[j], face_down[j], mark[j], dealt[i])) {
                    uint8_t t = dealt[i];
                    dealt[i] = dealt[j];
                    dealt[j] = t;
                    break;
                }
    uint8_t map[NUM_ACTION_CARDS];
    for (int c = 0; c < NUM_ACTION_CARDS; c++) map[c] = (uint8_t)c;
    for (int i = 0; i < n; i++) {
        map[pool[i]] = dealt[i];
        if (slots[i].card) *slots[i].card = dealt[i];
        else g->pl[slots[i].hand].hand |= 1ull << dealt[i];
    }
    for (int i = 0; i < ns; i++) g->camp.action_scrapped[scrapped[i] / 8] |= (uint8_t)(1u << (scrapped[i] % 8));
    /* Inside the shuffled bottom of the discard, and inside each run laid
     * in shuffled order on it (a Farseers Prelude: whoever discarded them
     * knows which cards, not their order), known cards are known to be
     * there, not where: their order is drawn again. */
    redraw_order(g, g->action_discard, shuffled);
    for (int i = shuffled; i < discard_len;) {
        int k = run_length(g, i, discard_len);
        if (k > 1) redraw_order(g, &g->action_discard[i], k);
        i += k;
    }

    /* Which of a Rival's hidden cards lie face down is unknown (the hand
     * being looked at now excepted: the viewer sees it). */
    unsigned seen_hands = player >= 0 ? hands_shown_to(g, player) : 0;
    uint8_t rename[NUM_ACTION_CARDS], follow[NUM_ACTION_CARDS];
    for (int c = 0; c < NUM_ACTION_CARDS; c++) rename[c] = (uint8_t)c;
    for (int q = 0; q < np; q++)
        if (q != player && !((seen_hands >> q) & 1u)) redeal_hidden_cards(g, q, rename);

    /* Whatever names a re-dealt card follows it; what the players know
     * follows the re-deal only (a known card stays among the hidden cards
     * it was known to be among). */
    for (int c = 0; c < NUM_ACTION_CARDS; c++) follow[c] = rename[map[c]];
    cards_redealt(g, follow);
    for (int q = 0; q < np; q++) {
        uint64_t renamed = 0;
        for (int c = 0; c < NUM_ACTION_CARDS; c++)
            if (g->card_known[q] & card_bit(c)) renamed |= card_bit(map[c]);
        g->card_known[q] = renamed;
    }

    /* The Court deck keeps its cards; only the order above the buried
     * (known) bottom cards is unknown. Every order is drawn from card order
     * (redraw_order), never from the real one: a caller who knows the seed
     * could otherwise undo the shuffle. */
    int court_len = g->court_deck_len < court_pile_max(g) ? g->court_deck_len : court_pile_max(g);
    int buried = g->court_deck_known < court_len ? g->court_deck_known : court_len;
    if (is_campaign(g)) redeal_lore(g, buried);
    redraw_order_u16(g, court_deck_pile(g) + buried, court_len - buried);
    if (is_campaign(g)) {
        redeal_fates(g, player);
        cards_data_determinize(g, player); /* what the cards' own data hides */
    }

    /* The history would tell the real deal; this game starts here. */
    game->hist_len = 0;
    game->origin.from_setup = false;
    game_bump(game);
    return ARCS_OK;
}
