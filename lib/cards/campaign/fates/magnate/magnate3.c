/*
 * The Magnate's Act III (ARCS-FATE03): the Setup side and the Act III
 * objective card.
 *
 * ARCS-F325A, Magnate Act III Setup:                -> FATE_SETUP
 *   "If you're a Regent, tuck the Economy law card (26) on its Closed
 *    Economy side under the card play area near the map. If you're an
 *    Outlaw, tuck it on its Open Economy side."
 *   "Add Closed & Open Economy (27) to the rules booklet."
 *   "Remember to place the War Profiteer marker on the Warlord ambition
 *    box." (War Profiteering's rule, war_profiteering.c: a log)
 * The Economy card's side always follows the Magnate's title (F326A/B:
 * "If the Magnate becomes an Outlaw, flip this", "...a Regent, flip
 * this"), so it is no state of its own: the law (economy.c) reads the
 * Magnate's title; the setup and each flip log the side. Nothing is
 * chosen.
 *
 * ARCS-F325B, Magnate Act III Objective, "Escape the Reach, Content with
 * Your Riches" (grand ambitions; The Campaign, "Grand Ambitions"):
 *   first: "Have any Monopolies"; second: "Have at least 2 Monopolies"
 *                                                    -> GRAND_AMBITIONS
 *   "After scoring, you must scrap 1 Monopoly you have and all of your
 *    resources of that Monopoly type. Scrap all resources in your play
 *    area, whether they're on your player board, on the Monopoly, Imperial
 *    Trust, on Merchant League, and so on! If you have no Monopolies, do
 *    not scrap resources."               -> EVENT (EVT_CHAPTER_END)
 * At the end of each Act III chapter, after the scoring (the grand
 * ambitions are scored with the declared ones, before EVT_CHAPTER_END):
 * with one Monopoly it is scrapped; with more, the holder chooses which
 * ("card magnate-objective-3 scrap <Resource>"). Scrapped with it: the
 * holder's tokens of its type in resource slots, on the cards they hold
 * (Merchant League: frozen, scrapped all the same), in the Imperial Trust
 * when First Regent, and the resource supply lying on the Monopoly. The
 * tokens go out of the game onto the scrapped Monopoly card (card_res_add:
 * a scrapped card is nobody's, so they count for no one and are no longer
 * "in play" for Gain Monopolies).
 */
#include "cards/campaign/fates/magnate/monopolies.h"

#include "campaign/fates.h"
#include "campaign/trust.h"

enum { S_SCRAP };

static void setup(game_state *g, int p, int card) {
    if (!magnate_booklet_has(g, CARD_F327) && !card_scrapped(g, CARD_F327)) booklet_add(g, CARD_F327);
    bool regent = is_regent_player(g, p);
    card_log(g, card, "The Economy card is tucked on its %s side (Player %d is %s).",
             regent ? "Closed Economy" : "Open Economy", p + 1, regent ? "a Regent" : "an Outlaw");
    card_log(g, card, "Remember: the War Profiteer marker is placed on the Warlord ambition box.");
}

const card_def card_magnate_setup3 = {
    .card = CARD_F325A,
    .short_name = "magnate-setup-3",
    .fate_setup = setup,
};

static int grand_ambitions(const game_state *g, int p, int card) {
    (void)card;
    int n = monopolies_of(g, p);
    return (n >= 1 ? 1 : 0) | (n >= 2 ? 2 : 0);
}

/* Does p hold card (a Guild card or in their play area)? */
static bool holds(const game_state *g, int p, int card) {
    if (held_index(g, p, card) >= 0) return true;
    for (int k = 0; k < g->ll.play_area_len[p]; k++)
        if (g->ll.play_area[p][k] == card) return true;
    return false;
}

static void scrap_monopoly(game_state *g, int p, int r, int card) {
    int mono = monopoly_card(r), own = 0;
    for (int s = 0; s < RES_SLOTS_MAX; s++)
        if (g->pl[p].res[s] == r + 1) {
            g->pl[p].res[s] = RES_EMPTY;
            g->res_supply[r]++;
            own++;
        }
    uint16_t on_cards[CARD_RES_MAX];
    int n = 0;
    for (int i = 0; i < g->camp.n_card_res; i++)
        if (holds(g, p, g->camp.card_res[i].card)) on_cards[n++] = g->camp.card_res[i].card;
    for (int i = 0; i < n; i++) own += card_res_remove(g, on_cards[i], r, RES_PER_TYPE);
    if (p == g->camp.first_regent)
        while (trust_take(g, r)) {
            g->res_supply[r]++;
            own++;
        }
    int supply = g->res_supply[r] - own;
    fate_scrap(g, mono);
    card_res_add(g, mono, r, g->res_supply[r]);
    card_log(g, card, "Player %d scraps %s, %d %s of theirs and the supply on it (%d).", p + 1,
             card_table[mono].name, own, resource_name(r), supply);
}

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_CHAPTER_END || g->camp.act != ACTS) return;
    int n = monopolies_of(g, holder);
    if (n == 1) {
        for (int r = 0; r < NUM_RES; r++)
            if (monopoly_holder(g, r) == holder) scrap_monopoly(g, holder, r, card);
        return;
    }
    if (n > 1) push_card_frame(g, FR_CARD, holder, card, S_SCRAP);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    for (int r = 0; r < NUM_RES; r++)
        if (monopoly_holder(g, r) == f->player) add_card_move(out, f->player, f->card, S_SCRAP, r, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card;
    pop_frame(g);
    scrap_monopoly(g, m.player, m.d, card);
}

static const card_step STEPS[] = {[S_SCRAP] = {"scrap", "r", "scrap the %1 Monopoly and all your %1"}};

const card_def card_magnate_objective3 = {
    .card = CARD_F325B,
    .short_name = "magnate-objective-3",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .on_event = on_event,
    .events = EVENTS(EVT_CHAPTER_END),
    .grand_ambitions = grand_ambitions,
    .enumerate = enumerate,
    .apply = apply,
};
