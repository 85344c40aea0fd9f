/*
 * Knowledge Set Free (ARCS-F514, Summit law; Caretaker, Act II): in the
 * rules booklet from the Caretaker's Act II Setup (F512A step 2).
 *
 *   "In Summits, you can take these new Negotiation actions:
 *    Transfer Lore: Give a lore card to a Rival. This cannot be forced
 *    with Return Favors."                  -> NEGOTIATION (Transfer Lore)
 *     ARCS_NEGOTIATION_TRANSFER_LORE; its target "transfer lore <place>",
 *     the lore card's place in the giver's play area (as the deal's
 *     earlier items leave it). The card goes to the Rival's play area with
 *     whatever lies on it: resources stay on it (faq.csv, Knowledge Set
 *     Free), Golems on Golem Hearth go with it (they are on the card). Its
 *     effect is then the new holder's: Gate Stations' cities in gates keep
 *     working as before (faq.csv, Gate Stations), Gate Ports' starports in
 *     gates keep building and Catapulting but take no Captives for their
 *     old holder (faq.csv, Gate Ports), Green Vault's Material and Fuel in
 *     the old holder's Captives are no longer frozen (faq.csv, Green Vault):
 *     each card asks whoever holds it now.
 *   "Transfer Golem: Give a Golem to a Rival. To force this with Return
 *    Favors, you must return Favors equal in number to the Golem's raid
 *    cost."                                 -> NEGOTIATION (Transfer Golem)
 *     ARCS_NEGOTIATION_TRANSFER_GOLEM; its target "transfer golem <place>",
 *     the Golem's place among the giver's (golems.h: a resource slot, a
 *     known Golem on the Golem Hearth the giver holds, or a Sleeping one
 *     never seen Awake there): a Sleeping Golem's identity stays hidden
 *     from everyone, the giver and the receiver included (ARCS-F505,
 *     caretaker.c). It goes as it lies (Sleeping or Awake): onto Golem
 *     Hearth if the receiver holds it, else the receiver places it in an
 *     empty resource slot of their choosing once the deal is done (after
 *     the resources the deal gives them), or, with none, it is discarded
 *     (ARCS-F505: flipped Sleeping into a Rival's empty slot), as a raided
 *     Golem. Forced: Favors equal to its raid cost (its slot's keys, 2 on
 *     Golem Hearth, ARCS-F503). faq.csv Golems: not in Act I (this law
 *     comes with the Caretaker's Act II); Golems are not resources
 *     (Transfer Asset never gives one); Ancient Holdings' slot holds one
 *     (faq.csv Ancient Holdings).
 */
#include "campaign/campaign.h"
#include "cards/campaign/fates/caretaker/golems.h"
#include "cards/hooks.h"

static bool lore_ok(const game_state *g, int giver, int receiver, int y) {
    return y < g->ll.play_area_len[giver] && y < PLAY_AREA_MAX &&
           card_table[g->ll.play_area[giver][y]].kind == CK_LORE && g->ll.play_area_len[receiver] < PLAY_AREA_MAX;
}

static int lore_card(const game_state *g, int giver, int y) {
    return y < g->ll.play_area_len[giver] && y < PLAY_AREA_MAX ? g->ll.play_area[giver][y] : -1;
}

static void lore_take(game_state *g, int giver, int receiver, int y) {
    int card = g->ll.play_area[giver][y];
    bool slot_before = cards_res_slot(g, giver);
    play_area_remove(g, giver, card);
    play_area_add(g, receiver, card);
    /* A card's own resource slot (Ancient Holdings, CARD_RES_SLOT): what
     * lies on it goes with the card ("resources stay on it"), a Golem too
     * (its place follows: faq.csv Ancient Holdings, a Golem may lie there). */
    uint8_t *from = &g->pl[giver].res[CARD_RES_SLOT], *to = &g->pl[receiver].res[CARD_RES_SLOT];
    if (!slot_before || cards_res_slot(g, giver) || *from == RES_EMPTY || !cards_res_slot(g, receiver) ||
        *to != RES_EMPTY)
        return;
    *to = *from;
    *from = RES_EMPTY;
    if (*to == RES_GOLEM) {
        golem_data *d = GOLEM_DATA(g);
        for (int k = 0; k < GOLEMS; k++)
            if (d->where[k] == GOLEM_SLOT(giver, CARD_RES_SLOT)) d->where[k] = (uint8_t)GOLEM_SLOT(receiver, CARD_RES_SLOT);
    }
}

/* "This cannot be forced with Return Favors." */
static int lore_force_cost(const game_state *g, int giver, int y) {
    (void)g, (void)giver, (void)y;
    return 0;
}

/* Transfer Golem: the Golem at place y of the giver's (golems.h). */
static bool golem_ok(const game_state *g, int giver, int receiver, int y) {
    (void)receiver;
    return golem_of_giver(g, giver, y) >= 0;
}

static void golem_take(game_state *g, int giver, int receiver, int y) { golem_give(g, giver, receiver, y); }

/* "Return Favors equal in number to the Golem's raid cost." */
static int golem_force_cost(const game_state *g, int giver, int y) {
    (void)g, (void)giver;
    return golem_place_keys(y);
}

/* No card is given (the log names the Golem as golem_give does). */
static int golem_card(const game_state *g, int giver, int y) {
    (void)g, (void)giver, (void)y;
    return -1;
}

static const summit_negotiation NEGOTIATIONS[] = {
    {ARCS_NEGOTIATION_TRANSFER_LORE, ARCS_ASSET_LORE, lore_ok, lore_take, lore_force_cost, NULL, lore_card},
    {ARCS_NEGOTIATION_TRANSFER_GOLEM, ARCS_ASSET_GOLEM, golem_ok, golem_take, golem_force_cost, NULL, golem_card},
    {0, 0, NULL, NULL, NULL, NULL, NULL},
};

const card_def card_knowledge_set_free = {
    .card = CARD_F514,
    .short_name = "knowledge-set-free",
    .negotiations = NEGOTIATIONS,
};
