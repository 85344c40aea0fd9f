/*
 * The Hegemon's Act II objective card (ARCS-F1001A / F1001B; cards.csv),
 * a B Fate (starting space 14).
 *
 *   F1001A Hegemon Act II Setup                           -> FATE_SETUP
 *   "1. You gain a Flagship": the board back's steps (flagship_gain: the
 *     Flagship in "a system with Loyal pieces", Loyal cities and starports
 *     become Free). The system is the Hegemon's choice: a move per system
 *     with a Loyal piece ("card hegemon-setup flagship <system>"). With no
 *     Loyal piece on the map there is no system: no Flagship (steps 2-3 need
 *     one; step 5's card is then scrapped at once, "Scrap this if you don't
 *     have a Flagship").
 *   "2. Place 1 fresh starport each on your Defense Array and Slipstream
 *     Drive Upgrades": from the supply (the starports just made Free came
 *     back to it), as many as it holds.
 *   "3. Replenish your fleet - if you have fewer than 6 Loyal ships on the
 *     map other than your Flagship, place ships at your Flagship until you
 *     have 6": fresh ships from the supply, as many as it holds.
 *   "4. Scrap any 4 Loyal ships": any ship of the Hegemon's color
 *     (yaml Glossary "Loyal: Of your color"), on the map (fresh or damaged)
 *     or in the supply, never the Flagship; one move per ship: "card
 *     hegemon-setup scrap <system> <0 fresh|1 damaged>" or "scrap-supply".
 *     Scrapped ships are out of the game (banners.h ships_scrapped).
 *   "5. Gain the Planting Banners card (02). Collect the 8 Banner tokens.
 *    6. Add the Banners of Hegemony card (03) to the rules booklet.
 *    7. Gain Song of the Banner (04)."
 *
 *   F1001B "Plant Banners of the New Order": "At the end of a chapter,
 *     advance 1 for each Banner on the map. If you won any number of
 *     ambitions, advance 1 for each Banner on the map again."
 *                      -> EVENT (EVT_AMBITION_WON marks a win of this
 *                         chapter's scoring; EVT_CHAPTER_END advances)
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/flagship.h"
#include "banners.h"

enum { S_FLAGSHIP, S_SCRAP, S_SCRAP_SUPPLY, S_AFTER_FLAGSHIP };
#define SCRAP_SHIPS 4
#define REPLENISH_TO 6

/* Steps 5-7. */
static void gain_banners(game_state *g, int p, int card) {
    banners_data *d = BANNERS_OF(g);
    fate_gain_card(g, p, CARD_F1002);
    for (int i = 0; i < BANNERS; i++)
        if (d->banner[i] == BANNER_BOX) d->banner[i] = BANNER_SUPPLY;
    card_log(g, card, "Player %d collects the Banner tokens.", p + 1);
    if (!has_flagship(g, p)) fate_scrap(g, CARD_F1002);
    booklet_add(g, CARD_F1003);
    fate_gain_card(g, p, CARD_F1004);
}

/* Steps 2-4, after the Flagship (or none). */
static void after_flagship(game_state *g, int p, int card) {
    int s = flagship_system(g, p);
    player_state *pl = &g->pl[p];
    if (s >= 0) {
        const int cols[2] = {UPGRADE_DEFENSE_ARRAY, UPGRADE_SLIPSTREAM};
        for (int k = 0; k < 2; k++)
            if (flagship_setup_piece(g, p, cols[k], true))
                card_log(g, card, "Player %d places a fresh starport on their %s Upgrade.", p + 1,
                         flagship_upgrade_names[cols[k]]);
        int n = ships_on_map(g, p);
        if (n < REPLENISH_TO && pl->ships_supply) {
            int before = pl->ships_supply;
            place_ships(g, p, s, REPLENISH_TO - n);
            card_log(g, card, "Player %d replenishes their fleet: %d ship%s at their Flagship.", p + 1,
                     before - pl->ships_supply, before - pl->ships_supply == 1 ? "" : "s");
        }
    }
    int left = ships_on_map(g, p) + pl->ships_supply;
    if (left) {
        push_card_frame(g, FR_CARD, p, card, S_SCRAP)->c = (uint8_t)(left < SCRAP_SHIPS ? left : SCRAP_SHIPS);
        return;
    }
    gain_banners(g, p, card);
}

static void setup(game_state *g, int p, int card) {
    banners_data *d = BANNERS_OF(g);
    d->hegemon = (uint8_t)(p + 1);
    d->won = 0;
    if (!has_flagship(g, p) && flagship_gain_systems(g, p)) {
        push_card_frame(g, FR_CARD, p, card, S_FLAGSHIP);
        return;
    }
    if (!has_flagship(g, p)) card_log(g, card, "Player %d has no Loyal piece on the map: no Flagship.", p + 1);
    after_flagship(g, p, card);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    if (f->step == S_FLAGSHIP) {
        card_moves_for_bits(out, p, f->card, S_FLAGSHIP, flagship_gain_systems(g, p));
        return;
    }
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (g->sys[s].fresh[p]) add_card_move(out, p, f->card, S_SCRAP, s, 0, 0);
        if (g->sys[s].damaged[p]) add_card_move(out, p, f->card, S_SCRAP, s, 1, 0);
    }
    if (g->pl[p].ships_supply) add_card_move(out, p, f->card, S_SCRAP_SUPPLY, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int p = m.player, card = f->card;
    char name[16];
    if (m.c == S_FLAGSHIP) {
        /* Steps 2-4 wait below the decisions the Flagship may push (the
         * abandoned cities back on the board cover resource slots). */
        pop_frame(g);
        push_card_frame(g, FR_CARD_AUTO, p, card, S_AFTER_FLAGSHIP);
        flagship_gain(g, p, m.d);
        return;
    }
    if (m.c == S_SCRAP_SUPPLY) {
        g->pl[p].ships_supply--;
        card_log(g, card, "Player %d scraps a ship from their supply.", p + 1);
    } else if (m.e) {
        g->sys[m.d].damaged[p]--;
        card_log(g, card, "Player %d scraps a damaged ship at %s.", p + 1, system_name(m.d, name));
    } else {
        g->sys[m.d].fresh[p]--;
        card_log(g, card, "Player %d scraps a fresh ship at %s.", p + 1, system_name(m.d, name));
    }
    BANNERS_OF(g)->ships_scrapped++;
    if (--f->c) return;
    pop_frame(g);
    gain_banners(g, p, card);
}

static void step(game_state *g) {
    const frame *f = top_frame(g);
    int p = f->player, card = f->card;
    pop_frame(g);
    after_flagship(g, p, card);
}

/* FRAME_CHECK: S_FLAGSHIP and the FR_CARD_AUTO S_AFTER_FLAGSHIP keep no
 * data; S_SCRAP: c the ships still to scrap (1..4). */
static bool frame_ok(const game_state *g, const frame *f) {
    (void)g;
    if (f->kind == FR_CARD_AUTO) return f->step == S_AFTER_FLAGSHIP && card_frame_only(f, 0);
    if (f->kind != FR_CARD) return false;
    if (f->step == S_FLAGSHIP) return card_frame_only(f, 0);
    return f->step == S_SCRAP && f->c >= 1 && f->c <= SCRAP_SHIPS && card_frame_only(f, FB_C);
}

static const card_step STEPS[] = {
    [S_FLAGSHIP] = {"flagship", "s", "gain your Flagship at %1"},
    [S_SCRAP] = {"scrap", "sn", "scrap a Loyal ship at %1 (0 fresh, 1 damaged: %2)"},
    [S_SCRAP_SUPPLY] = {"scrap-supply", "", "scrap a Loyal ship from your supply"},
    [S_AFTER_FLAGSHIP] = {"after-flagship", "", NULL},
};

const card_def card_hegemon_setup2 = {
    .card = CARD_F1001A,
    .short_name = "hegemon-setup",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .fate_setup = setup,
    .enumerate = enumerate,
    .apply = apply,
    .step = step,
    .frame_ok = frame_ok,
};

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    banners_data *d = BANNERS_OF(g);
    if (ev->kind == EVT_AMBITION_WON && ev->player == holder) {
        d->won = 1;
    } else if (ev->kind == EVT_CHAPTER_END) {
        int n = banners_on_map(g, -1), times = d->won ? 2 : 1;
        d->won = 0;
        if (!n) return;
        card_log(g, card, "Plant Banners of the New Order: %d Banner%s on the map%s.", n, n == 1 ? "" : "s",
                 times == 2 ? ", counted twice (an ambition won)" : "");
        objective_advance(g, holder, n * times, card);
    }
}

const card_def card_hegemon_objective2 = {
    .card = CARD_F1001B,
    .short_name = "plant-banners",
    .on_event = objective_event,
    .events = EVENTS(EVT_AMBITION_WON, EVT_CHAPTER_END),
};
