/*
 * The Believer's Act II Setup and Objective (campaign-plan.md WP9).
 *
 *   F820A Believer Act II Setup: "1. Collect the 5 Ideal markers. 2. Add
 *     the Set Doctrine edict (21) to rules booklet. 3. Tuck the Doctrine
 *     card (22) into the card play area on the left edge of the map. If you
 *     have the initiative, place it to show its Zeal side. If not, place it
 *     to show its Wisdom side. 4. Scrap Pluralistic Faith (14) from the
 *     rules booklet and add Doctrinal Faith (23) to it."       -> FATE_SETUP
 *   F820B Believer Act II Objective, "Develop the Ideals of your Faith":
 *     "Each time you win an ambition that has an Ideal marker, advance 1
 *     for each Power you gain from it. [...] Count bonus Power from city
 *     slots uncovered on your player board."   -> EVENT (EVT_AMBITION_WON:
 *     n is the Power gained, bonus city Power included)
 *
 * The Ideal markers and the Doctrine card's side are the Doctrine card's
 * data (doctrine.c, faithful.h doctrine_data).
 */
#include "campaign/fates.h"
#include "cards/campaign/fates/believer/faithful.h"
#include "cards/hooks.h"

static void believer_setup2(game_state *g, int p, int card) {
    (void)card;
    doctrine_data *d = DOCTRINE(g);
    d->supply = IDEAL_MARKERS;
    booklet_add(g, CARD_F821);
    d->doctrine = g->initiative == p ? IDEAL_ZEAL : IDEAL_WISDOM;
    fate_scrap(g, CARD_F814);
    booklet_add(g, CARD_F823);
    glog(g, "Player %d collects the 5 Ideal markers and tucks the Doctrine card showing %s.", p + 1,
         d->doctrine == IDEAL_ZEAL ? "Zeal" : "Wisdom");
}

const card_def card_believer_setup2 = {
    .card = CARD_F820A,
    .short_name = "believer-setup-2",
    .fate_setup = believer_setup2,
};

static void objective2_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_AMBITION_WON || ev->player != holder || ideal_of(g, ev->a) == IDEAL_NONE) return;
    card_log(g, card, "Player %d won %s, which has an Ideal marker, gaining %d Power.", holder + 1, ambition_name(ev->a),
             ev->n);
    objective_advance(g, holder, ev->n, card);
}

const card_def card_believer_objective2 = {
    .card = CARD_F820B,
    .short_name = "develop-the-ideals",
    .on_event = objective2_event,
    .events = EVENTS(EVT_AMBITION_WON),
};
