/*
 * The Pacifist's Act II objective card (ARCS-F1401A / F1401B; cards.csv).
 *
 * F1401A Pacifist Act II Setup                           -> FATE_SETUP
 *   "1. Clear all of your Outrage." Every Outrage slot of the Pacifist is
 *   cleared, the agent covering it back to their supply.
 *   "2. Gain the Witnesses (02) and Well of Empathy (03) cards." Both to
 *   the play area (an Ability and a lore card: fate_gain_card).
 *   "3. Collect the 4 Witness tokens. Place 1 Witness on their spyglass
 *   side at each Weapon planet." Each Weapon planet in play (4 at most: the
 *   box's 4 tokens; planets out of play get none).
 *   "4. Replenish your fleet--if you have fewer than 8 Loyal ships on the
 *   map, place 1 ship each in any systems until you have 8 Loyal ships on
 *   the map." Each ship is a decision, "card pacifist-setup-2 place
 *   <system>", any system in play, until 8 Loyal ships (the Flagship
 *   counts: "Your Flagship is a fresh Loyal ship", yaml Flagships) or the
 *   supply is empty.
 *   The objective marker's start: fate_table.c.
 *
 * F1401B Pacifist Act II Objective                       -> EVENT
 *   "Commit to Pacifism: At the end of a chapter, advance 2 if you have no
 *    Trophies, and advance 1 if you have no Captives." At EVT_CHAPTER_END
 *   (before Trophies and Captives return): every Trophy (Rival pieces,
 *   Imperial ships, Blight, Free buildings).
 *   "Spread Empathy: Advance 1 for each Psionic you spend in your Prelude
 *    while Empath is declared." EVT_PSIONIC_SPENT of a Psionic token
 *   while an ambition marker lies on Empath. faq.csv Pacifist Act II
 *   Objective: "Only Psionic resources count": a token of another type
 *   spent as Psionic (a Loyal guild card, SPEND_AS) does not.
 */
#include "campaign/fates.h"
#include "cards/campaign/fates/fleet.h"
#include "cards/hooks.h"
#include "pacifist.h"

enum { S_PLACE };
enum { FLEET = 8 };

/* ---- F1401A ---- */

static void setup(game_state *g, int p, int card) {
    player_state *pl = &g->pl[p];
    int outrage = __builtin_popcount(pl->outrage);
    for (int r = 0; r < NUM_RES; r++) {
        unsigned bit = 1u << r;
        if ((pl->outrage & bit) && !(pl->outrage_placeholder & bit)) pl->agents_supply++;
    }
    pl->outrage = pl->outrage_placeholder = 0;
    fate_gain_card(g, p, CARD_F1402);
    fate_gain_card(g, p, CARD_F1403);
    int placed = 0;
    for (int s = 0; s < NUM_SYSTEMS && placed < WITNESS_TOKENS; s++)
        if (sys_in_play(g, s) && planet_type(s) == ARCS_WEAPON) {
            token_add(g, CARD_F1402, p, s);
            placed++;
        }
    card_log(g, card, "Player %d clears their Outrage (%d), gains Witnesses and Well of Empathy, and places %d Witness%s.",
             p + 1, outrage, placed, placed == 1 ? "" : "es");
    if (fleet_short(g, p, FLEET)) push_card_frame(g, FR_CARD, p, card, S_PLACE);
}

static void setup_enumerate(const game_state *g, const frame *f, move_list *out) {
    fleet_place_moves(g, f->player, f->card, S_PLACE, out);
}

static void setup_apply(game_state *g, arcs_move m) {
    fleet_place(g, m, top_frame(g)->card);
    if (!fleet_short(g, m.player, FLEET)) pop_frame(g);
}

static bool setup_frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_PLACE && card_frame_only(f, 0) && fleet_short(g, f->player, FLEET);
}

static const card_step SETUP_STEPS[] = {[S_PLACE] = {"place", "s", "place a ship in %1"}};

const card_def card_pacifist_setup2 = {
    .card = CARD_F1401A,
    .short_name = "pacifist-setup-2",
    .steps = SETUP_STEPS,
    .nsteps = ARRAY_LEN(SETUP_STEPS),
    .fate_setup = setup,
    .enumerate = setup_enumerate,
    .apply = setup_apply,
    .frame_ok = setup_frame_ok,
};

/* ---- F1401B ---- */

int pacifist_trophies(const game_state *g, int p) {
    const player_state *pl = &g->pl[p];
    const campaign_state *c = &g->camp;
    int n = c->trophy_imperial[p] + c->trophy_blight[p] + c->trophy_free_cities[p] + c->trophy_free_starports[p];
    for (int q = 0; q < MAX_PLAYERS; q++)
        n += pl->trophy_ships[q] + pl->trophy_cities[q] + pl->trophy_starports[q] + pl->trophy_agents[q];
    return n;
}

int pacifist_captives(const game_state *g, int p) {
    int n = 0;
    for (int q = 0; q < MAX_PLAYERS; q++) n += g->pl[p].captives[q];
    return n;
}

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind == EVT_CHAPTER_END) {
        if (!pacifist_trophies(g, holder)) {
            card_log(g, card, "Commit to Pacifism: Player %d has no Trophies.", holder + 1);
            objective_advance(g, holder, 2, card);
        }
        if (!pacifist_captives(g, holder)) {
            card_log(g, card, "Commit to Pacifism: Player %d has no Captives.", holder + 1);
            objective_advance(g, holder, 1, card);
        }
    } else if (ev->kind == EVT_PSIONIC_SPENT && ev->player == holder && empath_declared(g)) {
        card_log(g, card, "Spread Empathy: Player %d spends Psionic in their Prelude while Empath is declared.", holder + 1);
        objective_advance(g, holder, 1, card);
    }
}

const card_def card_pacifist_objective2 = {
    .card = CARD_F1401B,
    .short_name = "pacifist-objective-2",
    .on_event = objective_event,
    .events = EVENTS(EVT_CHAPTER_END, EVT_PSIONIC_SPENT),
};
