/*
 * Tax Collectors (ARCS-F106; Guild, Relic; the Steward's Act I Resolution
 * adds it to the Court deck when the Steward completed the objective).
 *
 *   "Bury this if you're an Outlaw."                  -> EVENT
 *   When the holder becomes an Outlaw (EVT_BECAME_OUTLAW), or an Outlaw
 *   gains it: secures it (a Guild card's When Secured: court.c resolves
 *   it before the refill) or gets it any other way, stolen in a Raid,
 *   given, secured attached (its own HELD_GAINED, from give_held), it leaves
 *   their Guild cards for the bottom of the Court deck (as Imperial
 *   Authority, F102). The text is a standing condition: it holds whenever
 *   an Outlaw has the card.
 *
 *   "When you tax an Outlaw's city, you may take the resource from their
 *    player board."                                   -> TAX
 *   Hook point TAX (taxed_outlaw_city, lib/rules/actions.c tax_apply):
 *   taxing a city of an Outlaw (a player who is not a Regent) whose
 *   resource slots hold a resource of the city's type, the holder chooses:
 *   "take" it from the Outlaw's board, or "decline" and gain it from the
 *   supply as usual (nothing if the supply has none). An Outlaw without
 *   that resource: the usual gain, no decision. The tax's Captive (step
 *   3) is taken as usual, before this decision is made (the two do not
 *   touch each other).
 *
 * Moves: "card tax-collectors take", "decline".
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "cards/hooks.h"

enum { S_TAKE };

/* The first of owner's board slots holding resource r, or -1. */
static int board_slot(const game_state *g, int owner, int r) {
    for (int i = 0; i < RES_SLOTS; i++)
        if (g->pl[owner].res[i] == r + 1) return i;
    return -1;
}

static bool taxed_outlaw_city(game_state *g, int p, int card, int owner, int r) {
    if (board_slot(g, owner, r) < 0) return false;
    frame *f = push_card_frame(g, FR_CARD, p, card, S_TAKE);
    f->c = (uint8_t)owner;
    f->d = (uint8_t)r;
    return true;
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    add_card_move(out, f->player, f->card, S_TAKE, 0, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    frame f = *top_frame(g);
    int p = m.player, owner = f.c, r = f.d;
    pop_frame(g);
    int slot = board_slot(g, owner, r);
    if (m.kind == ARCS_MOVE_DECLINE || slot < 0) {
        gain_resource(g, p, r);
        return;
    }
    g->pl[owner].res[slot] = RES_EMPTY;
    card_log(g, f.card, "Player %d takes the %s from Player %d's board.", p + 1, resource_name(r), owner + 1);
    receive_resource(g, p, r);
}

/* "Bury this if you're an Outlaw." */
static void bury_for_outlaw(game_state *g, int holder, int card) {
    int i = held_index(g, holder, card);
    if (i < 0 || is_regent(g, holder)) return;
    remove_held(g, holder, i);
    card_log(g, card, "Player %d is an Outlaw: it is buried.", holder + 1);
    court_bury(g, card);
}

static void outlaw_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind == EVT_BECAME_OUTLAW && ev->player == holder) bury_for_outlaw(g, holder, card);
}

static const card_step STEPS[] = {[S_TAKE] = {"take", "", "Take the resource from the Outlaw's board"}};

/* FRAME_CHECK: S_TAKE c = the Outlaw, d = the resource type. */
static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_TAKE && card_frame_only(f, FB_C | FB_D) &&
           card_frame_rival_ok(g, f, f->c) && f->d < NUM_RES;
}

const card_def card_tax_collectors = {
    .card = CARD_F106,
    .short_name = "tax-collectors",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .on_event = outlaw_event,
    .events = EVENTS(EVT_BECAME_OUTLAW),
    .when_secured = bury_for_outlaw,
    .held_gained = bury_for_outlaw,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
    .taxed_outlaw_city = taxed_outlaw_city,
};
