/*
 * Partisan Seizing (ARCS-F603, Ability; Partisan, Act I): in the holder's
 * play area.
 *
 *   "Scrap this and clear all your Outrage if you're not the Partisan."
 *
 * In Act I only the Partisan gains it (Partisan Act I Setup); the part
 * acts when its holder switches Fates at an Intermission (below).
 *
 *   "You cannot seize the initiative by discarding a second action card.
 *    (This doesn't limit other ways to seize.)"     -> SEIZE (no discard)
 *   "Instead, you may seize the initiative when you play a card if you
 *    choose to Provoke Outrage with a non-Outraged resource. (Discard
 *    resources and Guild cards of the Outrage type. Place an agent on the
 *    matching Outrage slot.)"                       -> SEIZE (moves)
 *   "Remember, you can't seize the initiative if you have it or it has been
 *    seized!"
 *
 * When the holder plays a card as a follower and may seize (the seize
 * decision of lib/rules/round.c), the discard moves are not offered and
 * "card partisan-seizing seize <Resource>" is, for each resource type whose
 * Outrage the holder does not have; the holder Provokes that Outrage
 * (provoke_outrage: the resources and Guild cards of the type are
 * discarded, an agent, or a placeholder when none is left, covers the
 * slot) and seizes the initiative. A "7" Surpass still seizes as usual.
 *
 * Moves: "card partisan-seizing seize <Resource>", "no-seize"; the law
 * (below): "card partisan-seizing-law seize <Resource>".
 */
#include "campaign/fates.h"
#include "partisan.h"

enum { S_SEIZE };

/* ---- "Scrap this and clear all your Outrage if you're not the Partisan."
 * Heard when its holder switches Fates at an Intermission
 * (EVT_FATE_SWITCHED): the holder is no longer the Partisan. Only while it
 * lies in the play area (faq.csv, Partisan Seizing: in Act III "the
 * relevant card is tucked outside your play area" and a new Fate clears no
 * Outrage). ---- */

void partisan_clear_one_outrage(game_state *g, int p, int r) {
    player_state *pl = &g->pl[p];
    unsigned bit = 1u << r;
    if (!(pl->outrage & bit)) return;
    /* The agent covering the slot returns (a placeholder owes none). */
    if (!(pl->outrage_placeholder & bit)) pl->agents_supply++;
    pl->outrage = (uint8_t)(pl->outrage & ~bit);
    pl->outrage_placeholder = (uint8_t)(pl->outrage_placeholder & ~bit);
}

void partisan_clear_outrage(game_state *g, int p) {
    int n = __builtin_popcount(g->pl[p].outrage);
    for (int r = 0; r < NUM_RES; r++) partisan_clear_one_outrage(g, p, r);
    glog(g, "Player %d clears all their Outrage (%d).", p + 1, n);
}

static void seizing_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_FATE_SWITCHED || ev->player != holder) return;
    card_log(g, card, "Player %d is no longer the Partisan.", holder + 1);
    fate_scrap(g, card);
    partisan_clear_outrage(g, holder);
}

static void seize_moves(const game_state *g, int p, int card, move_list *out) {
    for (int r = 0; r < NUM_RES; r++)
        if (!((g->pl[p].outrage >> r) & 1u)) add_card_move(out, p, card, S_SEIZE, r, 0, 0);
}

static void seize_apply(game_state *g, arcs_move m) {
    int p = m.player, card = card_move_card(m);
    card_log(g, card, "Player %d Provokes %s Outrage to seize the initiative%s.", p + 1, resource_name(m.d),
             card == CARD_F616 ? " (rules booklet)" : "");
    provoke_outrage(g, p, m.d);
    seize_initiative(g, p);
}

static const card_step STEPS[] = {[S_SEIZE] = {"seize", "r", "Provoke %1 Outrage to seize the initiative"}};

const card_def card_partisan_seizing = {
    .card = CARD_F603,
    .short_name = "partisan-seizing",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .no_discard_seize = true,
    .seize_moves = seize_moves,
    .seize_apply = seize_apply,
    .on_event = seizing_event,
    .events = EVENTS(EVT_FATE_SWITCHED),
};

/* ---- ARCS-F616, Partisan Seizing (Law; Partisan, Act II): added to the
 * rules booklet by Partisan Act II Setup, for every player.
 *   "You cannot seize the initiative by discarding a second action card.
 *    (This doesn't limit other ways to seize.) Instead, you may seize the
 *    initiative when playing a card if you choose to Provoke Outrage with a
 *    non-Outraged resource. ..."               -> SEIZE (as ARCS-F603)
 * The Act I card's text without its "Scrap this ... if you're not the
 * Partisan": the same seize, for everyone; no Fate switch touches it. ---- */
const card_def card_partisan_seizing_law = {
    .card = CARD_F616,
    .short_name = "partisan-seizing-law",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .no_discard_seize = true,
    .seize_moves = seize_moves,
    .seize_apply = seize_apply,
};
