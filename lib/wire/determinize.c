/*
 * Determinize: re-deal what a player cannot see (observation.c lists it),
 * keeping every count they can see, so that the game is one of those
 * consistent with their observation. For search bots (information-set
 * sampling): the result is an ordinary legal game.
 */
#include "rules/rules.h"
#include "data/card_ids.h"
#include "wire/wire.h"

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
    for (int p = 0; p < np; p++) {
        kept[p] = c->fate[p] == NO_COURT_CARD ? -1 : c->fate[p] == c->fate_dealt[p][0] ? 0 : 1;
        if (p == player) continue;
        for (int i = 0; i < FATES_DEALT; i++)
            if (c->fate_dealt[p][i] != NO_COURT_CARD && !(revealed && i == kept[p])) pool[n++] = c->fate_dealt[p][i];
    }
    shuffle_u16(g, pool, n);
    int k = 0;
    for (int i = 0; i < deck; i++) c->fate_deck[i] = pool[k++];
    for (int p = 0; p < np; p++) {
        if (p == player) continue;
        for (int i = 0; i < FATES_DEALT; i++)
            if (c->fate_dealt[p][i] != NO_COURT_CARD && !(revealed && i == kept[p])) c->fate_dealt[p][i] = pool[k++];
        if (kept[p] >= 0) c->fate[p] = c->fate_dealt[p][kept[p]];
    }
}

/* Campaign: which lore cards were shuffled into the Court deck is hidden
 * until they are drawn (Act I Setup J): the lore in the deck above its
 * known bottom is re-drawn from every lore card nobody can see. */
static void redeal_lore(game_state *g, int known) {
    const int nlore = CARD_L14 - CARD_L01 + 1;
    unsigned seen = 0;
    for (int i = 0; i < g->court_row_len && i < COURT_ROW_MAX; i++)
        if (g->court_row[i] >= CARD_L01 && g->court_row[i] <= CARD_L14) seen |= 1u << (g->court_row[i] - CARD_L01);
    for (int i = 0; i < g->court_discard_len; i++)
        if (g->court_discard[i] >= CARD_L01 && g->court_discard[i] <= CARD_L14) seen |= 1u << (g->court_discard[i] - CARD_L01);
    for (int p = 0; p < g->num_players && p < MAX_PLAYERS; p++)
        for (int i = 0; i < g->pl[p].guild_count; i++)
            if (g->pl[p].guild[i] >= CARD_L01 && g->pl[p].guild[i] <= CARD_L14) seen |= 1u << (g->pl[p].guild[i] - CARD_L01);
    for (int i = 0; i < known; i++)
        if (g->court_deck[i] >= CARD_L01 && g->court_deck[i] <= CARD_L14) seen |= 1u << (g->court_deck[i] - CARD_L01);
    uint16_t pool[CARD_L14 - CARD_L01 + 1];
    int n = 0;
    for (int i = 0; i < nlore; i++)
        if (!(seen & (1u << i))) pool[n++] = (uint16_t)(CARD_L01 + i);
    shuffle_u16(g, pool, n);
    int k = 0;
    for (int i = known; i < g->court_deck_len && k < n; i++)
        if (g->court_deck[i] >= CARD_L01 && g->court_deck[i] <= CARD_L14) g->court_deck[i] = pool[k++];
}

arcs_status arcs_determinize(arcs_game *game, int player, uint64_t seed) {
    if (!game || player < -1 || player >= game->s.num_players) return ARCS_E_INVALID_ARG;
    game_state *g = &game->s;
    int np = g->num_players;

    /* The future is hidden too: the generator restarts from the seed, and
     * the re-deal below draws from it. */
    rng_seed(g, seed ^ 0xD1B54A32D192ED03ull);

    /* Collect every action card the player cannot see... (sized and clamped
     * so that even an inconsistent state cannot overflow it) */
    uint8_t pool[2 * NUM_ACTION_CARDS + MAX_PLAYERS * (NUM_ACTION_CARDS + 2)];
    int n = 0;
    int deck_len = g->action_deck_len < NUM_ACTION_CARDS ? g->action_deck_len : NUM_ACTION_CARDS;
    int discard_len = g->action_discard_len < NUM_ACTION_CARDS ? g->action_discard_len : NUM_ACTION_CARDS;
    int court_len = g->court_deck_len < COURT_CARDS_MAX ? g->court_deck_len : COURT_CARDS_MAX;
    if (np > MAX_PLAYERS) np = MAX_PLAYERS;
    for (int i = 0; i < deck_len; i++) pool[n++] = g->action_deck[i];
    for (int i = 0; i < discard_len; i++) pool[n++] = g->action_discard[i];
    int hand_count[MAX_PLAYERS] = {0};
    unsigned shown = player >= 0 ? hands_shown_to(g, player) : 0; /* seen now: kept */
    for (int p = 0; p < np; p++) {
        if (p == player) continue;
        if (!((shown >> p) & 1u)) {
            for (int c = 0; c < NUM_ACTION_CARDS; c++)
                if (g->pl[p].hand & (1ull << c)) {
                    pool[n++] = (uint8_t)c;
                    hand_count[p]++;
                }
            g->pl[p].hand = 0;
        }
        if (g->play_mode[p] == PLAY_COPY && g->played[p] != NO_CARD) pool[n++] = g->played[p];
        if (g->seize_card[p] != NO_CARD) pool[n++] = g->seize_card[p];
    }
    /* ...shuffle them... */
    shuffle_u8(g, pool, n);
    /* ...and deal them back into the same places, in the same numbers. */
    int k = 0;
    for (int i = 0; i < deck_len; i++) g->action_deck[i] = pool[k++];
    for (int i = 0; i < discard_len; i++) g->action_discard[i] = pool[k++];
    for (int p = 0; p < np; p++) {
        if (p == player) continue;
        for (int j = 0; j < hand_count[p]; j++) g->pl[p].hand |= 1ull << (pool[k++] % NUM_ACTION_CARDS);
        if (g->play_mode[p] == PLAY_COPY && g->played[p] != NO_CARD) g->played[p] = pool[k++];
        if (g->seize_card[p] != NO_CARD) g->seize_card[p] = pool[k++];
    }

    /* The Court deck keeps its cards; only the order above the buried
     * (known) bottom cards is unknown. */
    int known = g->court_deck_known < court_len ? g->court_deck_known : court_len;
    if (g->mode == ARCS_MODE_CAMPAIGN) redeal_lore(g, known);
    shuffle_u16(g, g->court_deck + known, court_len - known);
    if (g->mode == ARCS_MODE_CAMPAIGN) redeal_fates(g, player);

    /* The history would tell the real deal; this game starts here. */
    game->hist_len = 0;
    game->origin.from_setup = false;
    game_bump(game);
    return ARCS_OK;
}
