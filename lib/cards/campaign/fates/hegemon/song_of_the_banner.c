/*
 * Song of the Banner (ARCS-F1004, lore in the Hegemon's play area; gained
 * by the Act II Setup, step 7).
 *
 *   "You may move between planets with Banners as if they were adjacent."
 *       -> MOVE_ADJACENCY: from a planet with a Banner, the holder's Move
 *          (Catapult and Slipstream Drive moves too: they are moves) may
 *          reach every other planet with a Banner.
 *   "Call Spirits (Tax): Once per turn, gain 2 resources of a planet with a
 *    Banner."                                  -> NEW_ACTION (Tax)
 *       The planet's type is the holder's choice among the Banner planets'
 *       types ("card song-of-the-banner spirits-of <Resource>"; planets of
 *       one type give the same): 2 resources of it (gain_resource: as the
 *       supply allows, the holder placing them).
 *   "Call Bodies (Build): Once per turn, place 2 fresh ships at a Banner."
 *                                              -> NEW_ACTION (Build)
 *       The Banner's system is the holder's choice ("card song-of-the-banner
 *       bodies-at <system>"); 2 fresh ships from the supply (place_ships:
 *       as many as it holds).
 * "Once per turn" each: the turn's used-card list names Song of the Banner
 * for Call Spirits and Banners of Hegemony (the law naming the Banners) for
 * Call Bodies (card_mark_used: a card instance per mark).
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "banners.h"

enum { S_SPIRITS, S_BODIES, S_SPIRITS_OF, S_BODIES_AT };
#define SPIRITS_MARK CARD_F1004
#define BODIES_MARK CARD_F1003

static unsigned banner_types(const game_state *g) {
    unsigned t = 0;
    for (uint32_t m = banner_systems(g); m; m &= m - 1) {
        int r = planet_type(__builtin_ctz(m));
        if (r >= 0) t |= 1u << r;
    }
    return t;
}

static bool spirits_possible(const game_state *g, int p, int spent_slot) {
    (void)p, (void)spent_slot;
    return is_campaign(g) && !card_used_this_turn(g, SPIRITS_MARK) && banner_types(g);
}

static bool bodies_possible(const game_state *g, int p, int spent_slot) {
    (void)spent_slot;
    return is_campaign(g) && !card_used_this_turn(g, BODIES_MARK) && g->pl[p].ships_supply && banner_systems(g);
}

static void spirits_begin(game_state *g, int p, int card) {
    card_mark_used(g, SPIRITS_MARK);
    push_card_frame(g, FR_CARD, p, card, S_SPIRITS_OF);
}

static void bodies_begin(game_state *g, int p, int card) {
    card_mark_used(g, BODIES_MARK);
    push_card_frame(g, FR_CARD, p, card, S_BODIES_AT);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->step == S_SPIRITS_OF) card_moves_for_bits(out, f->player, f->card, S_SPIRITS_OF, banner_types(g));
    else card_moves_for_bits(out, f->player, f->card, S_BODIES_AT, banner_systems(g));
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, card = top_frame(g)->card;
    pop_frame(g);
    if (m.c == S_SPIRITS_OF) {
        card_log(g, card, "Call Spirits: Player %d gains 2 %s.", p + 1, resource_name(m.d));
        gain_resource(g, p, m.d);
        gain_resource(g, p, m.d);
        return;
    }
    if (log_enabled(g)) {
        char name[16];
        card_log(g, card, "Call Bodies: Player %d places 2 fresh ships at the Banner in %s.", p + 1,
                 system_name(m.d, name));
    }
    place_ships(g, p, m.d, 2);
}

/* FRAME_CHECK: the two choices keep no data. */
static bool frame_ok(const game_state *g, const frame *f) {
    (void)g;
    return f->kind == FR_CARD && (f->step == S_SPIRITS_OF || f->step == S_BODIES_AT) && card_frame_only(f, 0);
}

/* MOVE_ADJACENCY */
static uint32_t extra_adjacent(const game_state *g, int p, int card, int sys) {
    (void)p, (void)card;
    uint32_t m = banner_systems(g);
    return ((m >> sys) & 1u) ? m & ~(1u << sys) : 0;
}

static const card_step STEPS[] = {
    [S_SPIRITS] = {"call-spirits", "U", NULL},
    [S_BODIES] = {"call-bodies", "U", NULL},
    [S_SPIRITS_OF] = {"spirits-of", "r", "gain 2 %1 (a planet with a Banner)"},
    [S_BODIES_AT] = {"bodies-at", "s", "place 2 fresh ships at the Banner in %1"},
};

static const card_new_action NEW_ACTIONS[] = {
    {ARCS_ACT_TAX, S_SPIRITS, spirits_possible, spirits_begin},
    {ARCS_ACT_BUILD, S_BODIES, bodies_possible, bodies_begin},
};

const card_def card_song_of_the_banner = {
    .card = CARD_F1004,
    .short_name = "song-of-the-banner",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .new_actions = NEW_ACTIONS,
    .n_new_actions = ARRAY_LEN(NEW_ACTIONS),
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
    .extra_adjacent = extra_adjacent,
};
