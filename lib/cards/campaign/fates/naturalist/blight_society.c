/*
 * Blight Society (ARCS-F2102; lore; the Naturalist's Act III: its Setup,
 * ARCS-F2101A, puts it in the Naturalist's play area; cards.csv).
 *
 * "You can repair and move Blight you control. (They can't Catapult.
 *  They're not Loyal.)"            -> REPAIR, MOVED (../blight_control.c)
 *   The text Blight Fury (ARCS-F1304) shares: "card blight-society
 *   repair-blight <system>", "card blight-society blight-along <fresh>
 *   <damaged>".
 *
 * "Once per action, if you damage or destroy Blight, scrap 1 Loyal agent
 *  from your supply."                           -> EVENT (EVT_BLIGHT_HARMED)
 *   "You": the holder's battle hits (as the attacker, Fire Rifles too) or
 *   the holder's card effect (blight_harmed_event). The first time in an
 *   action, 1 agent of the holder's supply is scrapped (out of the game:
 *   this card's data counts it, card_data_def agents_out); a must, no
 *   choice; with none in the supply, nothing. "Once per action": a mark
 *   set then, cleared by the next move of a turn (card data turn_move:
 *   an action, a Prelude ability, the end of the turn), so each action
 *   scraps at most 1 agent however many Blight it damages or destroys
 *   (our reading: damage outside any action, e.g. a card secured in the
 *   Event's resolution, counts until the next move of a turn).
 *
 * "In Blight Crises, you may spend 1 Psionic to prevent them in all
 *  systems with Loyal ships."         -> EVENT (EVT_BLIGHT_CRISES_BEGIN),
 *                                         blight_crises_spared
 *   Before the Crises' Blight Crises (lib/campaign/events.c), when the
 *   holder has a Psionic in a resource slot and a Loyal ship (the Flagship
 *   is a fresh Loyal ship: Campaign rulebook, "Flagships") in a system
 *   where a Blight Crisis would hit (blight_crisis_would_hit), the holder
 *   decides: "card blight-society prevent-blight-crises <slot>" (the
 *   Psionic in that slot returns to the supply) or "decline". Spent, no
 *   Blight Crisis happens in the systems holding the holder's Loyal ships
 *   then (ships and Blight as they are when the Crises resolve, right
 *   after the decision). A Blight Crisis a card makes (Blight Fury's
 *   Anger) is not offered (our reading: "Blight Crises" names the Crises'
 *   step).
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/flagship.h"
#include "cards/campaign/fates/blight_control.h"
#include "cards/card_data.h"

enum { S_PREVENT = BLIGHT_STEPS };

/* The agents scrapped per owner; bit p of `marked`: p damaged or destroyed
 * Blight in this action; of `prevent`: p spent a Psionic for the Blight
 * Crises about to resolve. */
typedef struct society_data {
    uint8_t scrapped[MAX_PLAYERS];
    uint8_t marked;
    uint8_t prevent;
} society_data;
#define SOCIETY(g) CARD_DATA(g, society_data, card_data_place(CARD_F2102))

/* ---- the Psionic in the Blight Crises ---- */

/* The systems in play holding p's Loyal ships (bit per system). */
static uint32_t loyal_ship_systems(const game_state *g, int p) {
    uint32_t m = 0;
    int flag = flagship_system(g, p);
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && (g->sys[s].fresh[p] || g->sys[s].damaged[p] || flag == s)) m |= 1u << s;
    return m;
}

/* Would spending a Psionic spare p a Blight Crisis now? */
static bool prevent_worth_asking(const game_state *g, int p) {
    if (!resource_slots_of_type(g, p, ARCS_PSIONIC)) return false;
    for (uint32_t m = loyal_ship_systems(g, p); m; m &= m - 1)
        if (blight_crisis_would_hit(g, __builtin_ctz(m))) return true;
    return false;
}

static uint32_t crises_spared(game_state *g, int holder, int card) {
    society_data *d = SOCIETY(g);
    if (!((d->prevent >> holder) & 1u)) return 0;
    d->prevent = (uint8_t)(d->prevent & ~(1u << holder));
    uint32_t m = loyal_ship_systems(g, holder);
    if (log_enabled(g))
        for (uint32_t k = m; k; k &= k - 1) {
            int s = __builtin_ctz(k);
            char name[16];
            if (blight_crisis_would_hit(g, s))
                card_log(g, card, "Player %d prevents the Blight Crisis at %s.", holder + 1, system_name(s, name));
        }
    return m;
}

/* ---- the agent scrapped ---- */

static void blight_harmed(game_state *g, int p, int card, bool destroyed) {
    society_data *d = SOCIETY(g);
    if ((d->marked >> p) & 1u) return;
    d->marked = (uint8_t)(d->marked | 1u << p);
    if (!g->pl[p].agents_supply) {
        card_log(g, card, "Player %d %s Blight: no agent in their supply to scrap.", p + 1,
                 destroyed ? "destroyed" : "damaged");
        return;
    }
    g->pl[p].agents_supply--;
    d->scrapped[p]++;
    card_log(g, card, "Player %d %s Blight and scraps 1 Loyal agent from their supply.", p + 1,
             destroyed ? "destroyed" : "damaged");
}

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    switch (ev->kind) {
    case EVT_BLIGHT_HARMED:
        if (ev->player == holder) blight_harmed(g, holder, card, ev->a);
        return;
    case EVT_BLIGHT_CRISES_BEGIN:
        if (prevent_worth_asking(g, holder)) push_card_frame(g, FR_CARD, holder, card, S_PREVENT);
        return;
    default: return;
    }
}

/* ---- moves ---- */

static const card_step STEPS[] = {
    BLIGHT_CONTROL_STEPS,
    [S_PREVENT] = {"prevent-blight-crises", "n",
                   "spend the Psionic in slot %#1 to prevent the Blight Crises in the systems with your Loyal ships"},
};

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->step == BLIGHT_STEP_ALONG) {
        blight_along_enumerate(g, f, out);
        return;
    }
    for (unsigned m = resource_slots_of_type(g, f->player, ARCS_PSIONIC); m; m &= m - 1)
        add_card_move(out, f->player, f->card, S_PREVENT, __builtin_ctz(m), 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    if (m.kind == ARCS_MOVE_CARD && m.c == BLIGHT_STEP_ALONG) {
        blight_along_apply(g, m);
        return;
    }
    int p = m.player, card = top_frame(g)->card;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) {
        card_log(g, card, "Player %d lets the Blight Crises happen.", p + 1);
        return;
    }
    g->pl[p].res[m.d] = RES_EMPTY;
    g->res_supply[ARCS_PSIONIC]++;
    SOCIETY(g)->prevent = (uint8_t)(SOCIETY(g)->prevent | 1u << p);
    card_log(g, card, "Player %d spends a Psionic to prevent the Blight Crises in the systems with their Loyal ships.",
             p + 1);
}

/* The frame below f is the FR_EVENT at its Blight Crises. */
static bool on_blight_crises(const game_state *g, const frame *f) {
    return f > g->stack && event_at_blight_crises(f - 1);
}

/* FRAME_CHECK: the Blight coming along (blight_control.c); S_PREVENT: no
 * data, on the event at its Blight Crises, the holder's Psionic not spent
 * yet and worth spending. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->step == BLIGHT_STEP_ALONG) return blight_along_frame_ok(g, f);
    return f->kind == FR_CARD && f->step == S_PREVENT && card_frame_only(f, 0) && on_blight_crises(g, f) &&
           !((SOCIETY(g)->prevent >> f->player) & 1u) && prevent_worth_asking(g, f->player);
}

/* ---- the data ---- */

static bool data_invariants(const game_state *g, char *why, size_t cap) {
    const society_data *d = SOCIETY(g);
    for (int p = 0; p < MAX_PLAYERS; p++)
        if (d->scrapped[p] > AGENTS_PER_PLAYER || (p >= g->num_players && d->scrapped[p]))
            CARD_DATA_FAIL("Blight Society: %d agents of player %d scrapped", d->scrapped[p], p);
    if ((d->marked | d->prevent) >> g->num_players)
        CARD_DATA_FAIL("Blight Society: marks %#x, %#x of no player", d->marked, d->prevent);
    /* A Psionic spent waits for the Blight Crises of an event at them. */
    bool at_crises = false;
    for (int i = 0; i < g->depth; i++) at_crises |= event_at_blight_crises(&g->stack[i]);
    if (d->prevent && !at_crises) CARD_DATA_FAIL("Blight Society: a Psionic spent outside the Blight Crises");
    return true;
}

/* A move of a turn: the actions' marks are over (only a holder's is ever
 * set). */
static void turn_move(game_state *g, int p) {
    (void)p;
    if (SOCIETY(g)->marked) SOCIETY(g)->marked = 0;
}

static int agents_out(const game_state *g, int p) { return p >= 0 && p < MAX_PLAYERS ? SOCIETY(g)->scrapped[p] : 0; }

static const card_data_def SOCIETY_DATA = {
    .size = sizeof(society_data),
    .invariants = data_invariants,
    .agents_out = agents_out,
    .turn_move = turn_move,
};

const card_def card_blight_society = {
    .card = CARD_F2102,
    .short_name = "blight-society",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .on_event = on_event,
    .events = EVENTS(EVT_BLIGHT_HARMED, EVT_BLIGHT_CRISES_BEGIN),
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
    .data = &SOCIETY_DATA,
    .repair_moves = blight_repair_moves,
    .repair_apply = blight_repair_apply,
    .blight_along = blight_along_begin,
    .blight_crises_spared = crises_spared,
};
