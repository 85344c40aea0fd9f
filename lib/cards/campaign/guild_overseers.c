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
 *    Guild card. If you searched the deck, shuffle it."
 *
 * Advocate Act I Setup: "Do not resolve this now. It is only relevant once
 * Guild Overseers enters the Court deck in Act II." Not implemented before
 * Act II (docs/rules-coverage.md).
 */
#include "cards/hooks.h"
#include "campaign/fates.h"

static bool guild_actions_allowed(const game_state *g, int p, int card) {
    (void)card;
    return declared_ambition_place(g, p) != 0;
}

const card_def card_guild_overseers = {
    .card = CARD_F403,
    .short_name = "guild-overseers",
    .guild_actions_allowed = guild_actions_allowed,
};
