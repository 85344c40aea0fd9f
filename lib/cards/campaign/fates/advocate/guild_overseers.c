/*
 * Guild Overseers (ARCS-F403, Guild, Relic, Protected; Advocate, Act I).
 *
 *   "To use actions on Guild cards, you must be in first or second place
 *    for a declared ambition. (That is, you'd gain Power if it scored
 *    now.)"                                          -> GUILD_ACTIONS
 *
 * faq.csv, Guild Overseers [55]: second place for an ambition whose second
 * place gives 0 Power still counts; it limits "just Prelude actions and New
 * actions", not other card abilities (Galactic Bards). So while its holder
 * is neither first nor second (a tie for first is second place) for any
 * ambition with a marker in its box, the Prelude and new-action moves of
 * their Guild cards (this one's own hooks and every held Guild card's,
 * Guild Investigators included) are not offered; lore, leaders and other
 * play-area sources are not Guild cards and stay usable; "discarding" a
 * Guild card with its Prelude is a Prelude action and is barred too.
 * The check is made when the moves are listed: a place lost during the
 * Prelude bars the next Guild action, not one already begun.
 *
 *   "When Secured: Search the Court deck and discard pile to take any 1
 *    Guild card. If you searched the deck, shuffle it."  -> WHEN_SECURED
 *
 * The Advocate's Setup says "It is only relevant once Guild Overseers
 * enters the Court deck in Act II", but in Act I it can reach the Court
 * too: Provoking Relic Outrage discards it to the Court discard pile (it is
 * Protected, but not against its holder's Outrage), Guild Investigators'
 * Recover may attach it to a Court card, and whoever secures that card
 * secures it with it (or, the card below leaving the Court, it slides
 * down and is secured itself). So the When Secured is resolved whenever
 * it is secured (court.c and attach.c ask cards_has_when_secured for Guild
 * cards, in the campaign only).
 *
 * The securer chooses one Guild card: "take <card>" (from the discard
 * pile, the deck not searched), "take-from-deck <card>" (from the deck,
 * then it is shuffled), or "take-searched <card>" (from the discard pile
 * after searching the deck too: the deck is shuffled). The deck's Guild
 * cards are no secret (its content follows from what is seen; only its
 * order and the lore cards in it are hidden, lib/wire/observation.c).
 * Nothing to take: the card is just held. The card is taken at once; the
 * Court place is refilled after the choice (court.c).
 *
 * Moves: "card guild-overseers take|take-from-deck|take-searched <card>"
 * (one step each: three card-sized blocks of the integer action space).
 */
#include "cards/hooks.h"
#include "campaign/fates.h"

enum { S_TAKE, S_TAKE_FROM_DECK, S_TAKE_SEARCHED };

static bool guild_actions_allowed(const game_state *g, int p, int card) {
    (void)card;
    return declared_ambition_place(g, p) != 0;
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    const uint16_t *pile = court_discard_pile(g);
    for (int i = g->court_discard_len - 1; i >= 0; i--)
        if (card_table[pile[i]].kind == CK_GUILD) {
            add_card_move(out, f->player, f->card, S_TAKE, pile[i] & 0xFF, pile[i] >> 8, 0);
            if (g->court_deck_len) add_card_move(out, f->player, f->card, S_TAKE_SEARCHED, pile[i] & 0xFF, pile[i] >> 8, 0);
        }
    /* The deck's order is hidden: its Guild cards are offered in card
     * order, never in the order they lie in (DESIGN.md, canonical order). */
    const uint16_t *deck = court_deck_pile(g);
    uint16_t guild[COURT_CARDS_MAX];
    int n = 0;
    for (int i = 0; i < g->court_deck_len && n < COURT_CARDS_MAX; i++)
        if (card_table[deck[i]].kind == CK_GUILD) {
            int j = n++;
            for (; j > 0 && guild[j - 1] > deck[i]; j--) guild[j] = guild[j - 1];
            guild[j] = deck[i];
        }
    for (int i = 0; i < n; i++) add_card_move(out, f->player, f->card, S_TAKE_FROM_DECK, guild[i] & 0xFF, guild[i] >> 8, 0);
}

static void when_secured(game_state *g, int p, int card) {
    move_list opts;
    opts.n = 0;
    frame probe = {.player = (uint8_t)p, .card = (uint16_t)card};
    enumerate(g, &probe, &opts);
    if (opts.n) push_card_frame(g, FR_CARD, p, card, S_TAKE);
    else card_log(g, card, "Player %d finds no Guild card in the Court deck or discard pile.", p + 1);
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card, step = m.c, taken = m.d | m.e << 8;
    pop_frame(g);
    if (step == S_TAKE_FROM_DECK) court_deck_remove(g, taken);
    else court_discard_remove(g, taken);
    give_held(g, m.player, taken);
    card_log(g, card, "Player %d takes %s from the Court %s.", m.player + 1, card_table[taken].name,
             step == S_TAKE_FROM_DECK ? "deck" : "discard pile");
    if (step != S_TAKE) {
        court_deck_shuffled(g);
        card_log(g, card, "Player %d searched the Court deck: it is shuffled.", m.player + 1);
    }
}

static const card_step STEPS[] = {
    [S_TAKE] = {"take", "K", "take %1 from the Court discard pile (the deck not searched)"},
    [S_TAKE_FROM_DECK] = {"take-from-deck", "K", "take %1 from the Court deck (then shuffle it)"},
    [S_TAKE_SEARCHED] = {"take-searched", "K", "search the Court deck, take %1 from the discard pile (then shuffle the deck)"},
};

const card_def card_guild_overseers = {
    .card = CARD_F403,
    .short_name = "guild-overseers",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .guild_actions_allowed = guild_actions_allowed,
    .when_secured = when_secured,
    .enumerate = enumerate,
    .apply = apply,
};
