/*
 * Guild Supremacy (ARCS-F425, law; Advocate, Act III): in the rules
 * booklet from the Advocate's Act III Setup (F423A); ARCS-F426 is its
 * reminder copy near the ambition boxes (same text, same def; never an
 * effect source, so the rule applies once).
 *
 *   "When scoring, Guild cards count twice. For example, each Psionic
 *    Guild card counts as two toward the Empath ambition."
 *                                          -> AMBITION_COUNT
 * Every player's Guild cards, for every ambition they add to (their
 * suit's; with War Profiteering, Weapon cards toward Warlord): each counts
 * 2 in ambition_count (rules/chapter.c), hence in the scoring and in
 * "you'd gain Power if it scored now" (Guild Overseers). Resources in
 * slots and on cards count once; lore is no Guild card. After a scoring
 * the log says, per player, how many of their Guild cards counted twice
 * toward the ambitions scored (the count itself is ambition_count's).
 */
#include "cards/hooks.h"

/* The suits each ambition counts in the base rules (Base rulebook, "Ending
 * a Chapter", Step 1); laws may add more (cards_ambition_types). */
static const uint8_t SUITS[ARCS_AMBITION_COUNT] = {
    [ARCS_TYCOON] = 1u << ARCS_MATERIAL | 1u << ARCS_FUEL,
    [ARCS_KEEPER] = 1u << ARCS_RELIC,
    [ARCS_EMPATH] = 1u << ARCS_PSIONIC,
};

static void after_scoring(game_state *g, int p, int card) {
    unsigned scored = chapter_scored(g);
    int n = 0;
    for (int a = 0; a < ARCS_AMBITION_COUNT; a++) {
        if (!(scored >> a & 1u)) continue;
        unsigned suits = SUITS[a] | cards_ambition_types(g, p, a);
        for (int i = 0; i < g->pl[p].guild_count; i++) {
            const card_info *c = &card_table[g->pl[p].guild[i]];
            n += c->kind == CK_GUILD && c->suit >= 0 && (suits >> c->suit & 1u);
        }
    }
    if (n) card_log(g, card, "Player %d's Guild cards counted twice toward the ambitions scored (%d card%s).", p + 1, n,
                    n == 1 ? "" : "s");
}

const card_def card_guild_supremacy = {
    .card = CARD_F425,
    .short_name = "guild-supremacy",
    .after_scoring = after_scoring,
    .guild_cards_count_twice = true,
};
