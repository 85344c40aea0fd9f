/*
 * Breaking the Faith (ARCS-F831, law), added to the rules booklet by the
 * Believer's Act III Setup (ARCS-F829A step 2):
 *
 *   "When a Rival of the Believer destroys a Loyal city of the Believer,
 *    the destroying player may remove 1 Ideal token from an undeclared
 *    ambition."
 *      -> EVENT (EVT_CITY_REMOVED: the destroyer is a player other than
 *         the city's owner, the owner plays the Believer), then the
 *         destroyer's decision: "card breaking-the-faith remove <Ambition>"
 *         (a box with an Ideal and no ambition marker) or "decline".
 *
 * Readings (docs/rules-coverage.md): the Ideal removed goes back to the
 * Ideal supply (the card says "remove", not "scrap"); a city destroyed by
 * no player (Intermission D, a Crisis) or by its owner does not count. The
 * decision sits above what the destruction brings after it (Outrage,
 * Ransack: pushed later, so resolved first).
 */
#include "campaign/fates.h"
#include "cards/campaign/fates/believer/faithful.h"
#include "cards/hooks.h"

enum { S_REMOVE };

/* Boxes with an Ideal and no ambition marker. */
static unsigned undeclared_ideals(const game_state *g) {
    unsigned boxes = ideal_boxes(g);
    for (int m = 0; m < 3; m++)
        if (g->marker_box[m] < ARCS_AMBITION_COUNT) boxes &= ~(1u << g->marker_box[m]);
    return boxes;
}

static void breaking_event(game_state *g, int holder, int card, const camp_event *ev) {
    int destroyer = ev->player, owner = ev->a;
    if (ev->kind != EVT_CITY_REMOVED || holder != destroyer || destroyer >= g->num_players || owner >= g->num_players ||
        owner == destroyer || g->camp.fate[owner] != CARD_FATE08 || !undeclared_ideals(g))
        return;
    card_log(g, card, "Player %d destroyed a city of the Believer and may remove an Ideal from an undeclared ambition.",
             destroyer + 1);
    push_card_frame(g, FR_CARD, destroyer, card, S_REMOVE);
}

static void breaking_enumerate(const game_state *g, const frame *f, move_list *out) {
    for (unsigned b = undeclared_ideals(g); b; b &= b - 1)
        add_card_move(out, f->player, f->card, S_REMOVE, __builtin_ctz(b), 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void breaking_apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) {
        card_log(g, card, "Player %d removes no Ideal.", m.player + 1);
        return;
    }
    ideal_put(g, m.d, IDEAL_NONE);
    DOCTRINE(g)->supply++;
    card_log(g, card, "Player %d removes the Ideal from %s; it returns to the supply.", m.player + 1, ambition_name(m.d));
}

static const card_step STEPS[] = {[S_REMOVE] = {"remove", "A", "remove the Ideal from %1"}};

/* FRAME_CHECK: S_REMOVE, no data; an Ideal to remove. */
static bool breaking_frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_REMOVE && card_frame_only(f, 0) && undeclared_ideals(g);
}

const card_def card_breaking_the_faith = {
    .card = CARD_F831,
    .short_name = "breaking-the-faith",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .on_event = breaking_event,
    .events = EVENTS(EVT_CITY_REMOVED),
    .enumerate = breaking_enumerate,
    .apply = breaking_apply,
    .frame_ok = breaking_frame_ok,
};
