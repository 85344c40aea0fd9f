/*
 * The Founder's Act I (Fate ARCS-FATE02; cards.csv, Campaign rulebook).
 *
 * F201A Founder Act I Setup: "1. Gain Parade Fleets (02). Flip this card
 *   over."                                                   -> FATE_SETUP
 *   The objective marker starts on 18 / 16 / 14 (components.md §9.5).
 *
 * F201B Founder Act I Objective                              -> EVENT
 *   "Inspire Confidence in the Cause: While you're an Outlaw, advance 3
 *    for each ambition you win."  Each ambition won (untied first, once
 *    per box: EVT_AMBITION_WON) while an Outlaw at the time of scoring.
 *   "Defy the Empire's Grip: At the end of a chapter, if you're an
 *    Outlaw, advance 1 for each system you control." After the chapter's
 *    scoring (EVT_CHAPTER_END); control as the rulebook defines it (more
 *    fresh ships than each Rival; an Outlaw has no First Regent's
 *    Privilege, and fresh Imperial ships give the Empire control).
 *   Campaign rulebook (pdftext p. 8) example: an Outlaw who wins 2
 *   ambitions and controls 3 systems at a chapter's end advances 9
 *   (tests/test_fates.c).
 *
 * F202 Parade Fleets (Guild, Fuel, protected)              -> DECLARE_AMBITION
 *   "When you declare an ambition, you may place 2 fresh ships at a Free
 *    city. Then, if you are a Regent, you may become an Outlaw."
 *   Two decisions after the declaration: the system of a Free city (or
 *   decline), then, for a Regent, "become an Outlaw" (or decline). A
 *   First Regent who becomes an Outlaw gives the tile as in Leave the
 *   Empire (to the Regent with the most Power, the holder choosing among
 *   tied ones; with no Regent left the Trust returns to the supply and the
 *   holder loses 1 Power per resource): one move per heir. "Place 2 fresh
 *   ships" places what the supply has (Fine Print, "Place").
 *
 * Moves: "card parade-fleets place <system>", "card parade-fleets
 * outlaw-heir <player>" (the First Regent; the heir), "card parade-fleets
 * outlaw" (no heir to name), "decline".
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

enum { S_PLACE, S_OUTLAW, S_OUTLAW_NO_HEIR };

/* ---- F201A ---- */

static void setup(game_state *g, int p, int card) {
    (void)card;
    fate_gain_card(g, p, CARD_F202);
}

const card_def card_founder_setup = {
    .card = CARD_F201A,
    .short_name = "founder-setup",
    .fate_setup = setup,
};

/* ---- F201B ---- */

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (is_regent(g, holder)) return;
    if (ev->kind == EVT_AMBITION_WON && ev->player == holder) {
        card_log(g, card, "Player %d, an Outlaw, won %s.", holder + 1, ambition_name(ev->a));
        objective_advance(g, holder, 3, card);
    } else if (ev->kind == EVT_CHAPTER_END) {
        int n = 0;
        for (int s = 0; s < NUM_SYSTEMS; s++)
            if (sys_in_play(g, s) && controller(g, s) == holder) n++;
        if (!n) return;
        card_log(g, card, "Player %d, an Outlaw, controls %d systems at the end of the chapter.", holder + 1, n);
        objective_advance(g, holder, n, card);
    }
}

const card_def card_founder_objective = {
    .card = CARD_F201B,
    .short_name = "founder-objective",
    .on_event = objective_event,
    .events = EVENTS(EVT_AMBITION_WON, EVT_CHAPTER_END),
};

/* ---- F202 Parade Fleets ---- */

static bool free_city_at(const game_state *g, int s) {
    return bld_any(&g->sys[s], BLD_KIND_MASK, BLD_OF(OWNER_FREE));
}

static bool any_free_city(const game_state *g) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (free_city_at(g, s)) return true;
    return false;
}

static void after_declare(game_state *g, int p, int card) {
    if (g->pl[p].ships_supply && any_free_city(g)) push_card_frame(g, FR_CARD, p, card, S_PLACE);
    else if (is_regent(g, p)) push_card_frame(g, FR_CARD, p, card, S_OUTLAW);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    if (f->step == S_PLACE) {
        for (int s = 0; s < NUM_SYSTEMS; s++)
            if (free_city_at(g, s)) add_card_move(out, p, f->card, S_PLACE, s, 0, 0);
    } else if (g->camp.first_regent == p) {
        unsigned h = first_regent_heirs(g, p);
        if (!h) add_card_move(out, p, f->card, S_OUTLAW_NO_HEIR, 0, 0, 0);
        for (int q = 0; q < g->num_players; q++)
            if (h & (1u << q)) add_card_move(out, p, f->card, S_OUTLAW, q, 0, 0);
    } else {
        add_card_move(out, p, f->card, S_OUTLAW_NO_HEIR, 0, 0, 0);
    }
    add_move(out, ARCS_MOVE_DECLINE, p, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, card = top_frame(g)->card, step = top_frame(g)->step;
    pop_frame(g);
    if (step == S_PLACE) {
        if (m.kind != ARCS_MOVE_DECLINE) {
            char name[16];
            int before = g->pl[p].ships_supply;
            place_ships(g, p, m.d, 2);
            card_log(g, card, "Player %d places %d fresh ships at the Free city of %s.", p + 1,
                     before - g->pl[p].ships_supply, system_name(m.d, name));
        }
        /* "Then, if you are a Regent, you may become an Outlaw." */
        if (is_regent(g, p)) push_card_frame(g, FR_CARD, p, card, S_OUTLAW);
        return;
    }
    if (m.kind == ARCS_MOVE_DECLINE) return;
    card_log(g, card, "Player %d parades and becomes an Outlaw.", p + 1);
    campaign_leave_empire(g, p, m.c == S_OUTLAW ? m.d : NO_HEIR);
}

static const card_step STEPS[] = {
    [S_PLACE] = {"place", "s", "place 2 fresh ships at the Free city of %1"},
    [S_OUTLAW] = {"outlaw-heir", "p", "become an Outlaw; %1 takes the First Regent tile"},
    [S_OUTLAW_NO_HEIR] = {"outlaw", "", "become an Outlaw"},
};

const card_def card_parade_fleets = {
    .card = CARD_F202,
    .short_name = "parade-fleets",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .after_declare = after_declare,
    .enumerate = enumerate,
    .apply = apply,
};
