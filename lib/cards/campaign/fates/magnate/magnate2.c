/*
 * The Magnate's Act II (ARCS-FATE03): the Setup and Objective sides of the
 * Act II objective card.
 *
 * ARCS-F312A, Magnate Act II Setup:               -> FATE_SETUP
 *   "Place the 5 Monopoly cards (13-17) in the general supply. Place the
 *    resource supplies on their respective Monopoly cards." (monopolies.c:
 *    a Monopoly is in the supply while Gain Monopolies is in the booklet,
 *    nobody has it and it is not scrapped; the supply stays g->res_supply)
 *   "Add the Gain Monopolies edict (18) to the rules booklet."
 *   "Place the War Profiteer marker on the Warlord ambition box." (a
 *    reminder of War Profiteering's rule: war_profiteering.c)
 *   "Add the Monopoly Consent card (19) and War Profiteering card (20) to
 *    the rules booklet."
 *
 * ARCS-F312B, Magnate Act II Objective (starting space 12, components.md
 * §9.5):
 *   "Corner the Market...: Advance 1 each time you gain a Monopoly card
 *    from the supply."   (gain_monopolies.c calls
 *    magnate_monopoly_from_supply; faq.csv, Magnate Act II Objective [50]:
 *    one taken from another player does not advance)
 *   "...And Hold It: At the end of a chapter, advance 1 for each Monopoly
 *    card you have."                                -> EVENT (EVT_CHAPTER_END)
 */
#include "cards/campaign/fates/magnate/monopolies.h"

#include "campaign/fates.h"

static void setup(game_state *g, int p, int card) {
    (void)p;
    card_log(g, card, "The 5 Monopoly cards are placed in the general supply, the resource supplies on them.");
    static const uint16_t LAWS[] = {CARD_F318, CARD_F319, CARD_F320};
    for (size_t i = 0; i < ARRAY_LEN(LAWS); i++)
        if (!magnate_booklet_has(g, LAWS[i]) && !card_scrapped(g, LAWS[i])) booklet_add(g, LAWS[i]);
    card_log(g, card, "The War Profiteer marker is placed on the Warlord ambition box.");
}

const card_def card_magnate_setup2 = {
    .card = CARD_F312A,
    .short_name = "magnate-setup-2",
    .fate_setup = setup,
};

static bool has_objective(const game_state *g, int p) {
    for (int k = 0; k < g->ll.play_area_len[p]; k++)
        if (g->ll.play_area[p][k] == CARD_F312B) return true;
    return false;
}

void magnate_monopoly_from_supply(game_state *g, int p) {
    if (!has_objective(g, p)) return;
    card_log(g, CARD_F312B, "Corner the Market: Player %d gains a Monopoly card from the supply.", p + 1);
    objective_advance(g, p, 1, CARD_F312B);
}

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_CHAPTER_END) return;
    int n = monopolies_of(g, holder);
    if (!n) return;
    card_log(g, card, "...And Hold It: Player %d has %d Monopoly card%s at the end of the chapter.", holder + 1, n,
             n == 1 ? "" : "s");
    objective_advance(g, holder, n, card);
}

const card_def card_magnate_objective2 = {
    .card = CARD_F312B,
    .short_name = "magnate-objective-2",
    .on_event = on_event,
    .events = EVENTS(EVT_CHAPTER_END),
};
