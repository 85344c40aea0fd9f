/*
 * The Arbiter (ARCS-F2403, Guild, Relic, protected: raid cost X; gained by
 * the Judge at the Act III Setup, ARCS-F2401A step 2).
 *
 *   "At the start of scoring, you may give any number of your Trophies,
 *    Captives, and resources to Rivals, up to their number of empty
 *    resource slots. Pieces Loyal to that Rival return to their supply."
 *                                           -> EVENT (EVT_CHAPTER_ENDING)
 *   When a chapter ends, before its ambitions are scored, the holder with
 *   anything to give (a Trophy, a Captive, a resource some Rival may
 *   receive) decides, one piece at a time:
 *   "card the-arbiter give-<kind> <Rival> [<owner>]" (a Trophy or Captive:
 *   judge.h kinds), "card the-arbiter give-resource <Rival> <slot>" (the
 *   resource in that slot of theirs, "slot-<i>"; only to a Rival with an empty open
 *   resource slot, so at most as many as they have), and "decline" to
 *   stop. A given resource is placed by the Rival as any resource given
 *   (RESOURCE_TAKEN hook point, then their placement); a given piece Loyal
 *   to the Rival returns to that Rival's supply (judge_piece_to).
 *   faq.csv, The Arbiter Q1: "the limit of resource slots refers only to
 *   giving resources": Trophies and Captives have no limit.
 *   faq.csv, The Arbiter Q2: "Cards that hold resources are considered to
 *   have unlimited resource slots for that resource" (Well of Empathy): a
 *   Rival with Well of Empathy (ARCS-F1403: "You may hold any number of
 *   Psionic here") may be given Psionic without an empty slot; the card
 *   takes it as any resource given. (Arsenal Keepers holds only Weapons
 *   its holder takes, Pirate Hoard only stolen resources: not given ones.)
 *   Ship Captives kept by Happy Hosts (ARCS-F1012) are its holder's alone:
 *   the Hegemon's protected Guild card, which never leaves the Hegemon's
 *   hands but by Weapon Outrage; they are not counted here (see
 *   docs/rules-coverage.md, "Act III — Judge").
 */
#include "campaign/fates.h"
#include "cards/campaign/fates/pacifist/pacifist.h"
#include "judge.h"

enum { S_RESOURCE = JP_KINDS }; /* steps 0..JP_KINDS-1: the piece kinds */

static int empty_slots(const game_state *g, int q) {
    int n = 0, open = open_res_slots(&g->pl[q]);
    for (int i = 0; i < open && i < RES_SLOTS; i++) n += g->pl[q].res[i] == RES_EMPTY;
    return n;
}

/* May Rival q be given a resource of type r? */
static bool may_receive(const game_state *g, int q, int r) {
    return empty_slots(g, q) > 0 || (r == ARCS_PSIONIC && pacifist_has_well(g, q));
}

/* Has p anything to give a Rival now (a piece, or a resource a Rival may
 * receive)? */
static bool any_gift(const game_state *g, int p) {
    if (judge_has_pieces(g, p)) return true;
    for (int i = 0; i < RES_SLOTS_MAX; i++) {
        int r = g->pl[p].res[i] - 1;
        if (r < 0 || r >= NUM_RES) continue;
        for (int q = 0; q < g->num_players; q++)
            if (q != p && may_receive(g, q, r)) return true;
    }
    return false;
}

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_CHAPTER_ENDING || g->num_players < 2) return;
    if (!any_gift(g, holder)) return;
    card_log(g, card, "At the start of scoring, Player %d may give Trophies, Captives and resources to Rivals.",
             holder + 1);
    push_card_frame(g, FR_CARD, holder, card, S_RESOURCE);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player, n = g->num_players;
    for (int q = 0; q < n; q++) {
        if (q == p) continue;
        for (int k = 0; k < JP_KINDS; k++)
            for (int o = 0; o < (k < JP_IMPERIAL ? n : 1); o++)
                if (judge_pieces(g, p, k, o)) add_card_move(out, p, f->card, k, q, o, 0);
        for (int i = 0; i < RES_SLOTS_MAX; i++) {
            int r = g->pl[p].res[i] - 1;
            if (r >= 0 && r < NUM_RES && may_receive(g, q, r)) add_card_move(out, p, f->card, S_RESOURCE, q, i + 1, 0);
        }
    }
    add_move(out, ARCS_MOVE_DECLINE, p, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, step = m.c, card = card_choice_taken(g, m);
    if (card < 0) return;
    /* The next give, decided after what this one pushes (a placement). */
    push_card_frame(g, FR_CARD, p, card, S_RESOURCE);
    int q = m.d;
    if (step < JP_KINDS) {
        judge_piece_to(g, p, q, step, m.e, card, "is given");
        return;
    }
    int slot = m.e - 1, r = g->pl[p].res[slot] - 1;
    g->pl[p].res[slot] = RES_EMPTY;
    card_log(g, card, "Player %d is given a %s (from Player %d).", q + 1, resource_name(r), p + 1);
    if (!cards_resource_taken(g, q, r, RESOURCE_GIVEN)) resource_taken_placed(g, q, r);
}

static const card_step STEPS[] = {
    [JP_CAPTIVE] = {"give-captive", "pp", "give %1 your Captive of %2"},
    [JP_SHIP] = {"give-ship", "pp", "give %1 your Trophy ship of %2"},
    [JP_CITY] = {"give-city", "pp", "give %1 your Trophy city of %2"},
    [JP_STARPORT] = {"give-starport", "pp", "give %1 your Trophy starport of %2"},
    [JP_AGENT] = {"give-agent", "pp", "give %1 your Trophy agent of %2"},
    [JP_IMPERIAL] = {"give-imperial", "p", "give %1 an Imperial ship Trophy"},
    [JP_BLIGHT] = {"give-blight", "p", "give %1 a Blight Trophy"},
    [JP_FREE_CITY] = {"give-free-city", "p", "give %1 a Free city Trophy"},
    [JP_FREE_STARPORT] = {"give-free-starport", "p", "give %1 a Free starport Trophy"},
    [S_RESOURCE] = {"give-resource", "pU", "give %1 your %2"},
};

/* FRAME_CHECK: the holder's decision, no data. */
static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_RESOURCE && card_frame_only(f, 0) && held_index(g, f->player, f->card) >= 0;
}

const card_def card_the_arbiter = {
    .card = CARD_F2403,
    .short_name = "the-arbiter",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .on_event = on_event,
    .events = EVENTS(EVT_CHAPTER_ENDING),
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
