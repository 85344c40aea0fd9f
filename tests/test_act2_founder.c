/* The Founder's Act II (ARCS-F204..F223): scenario tests on Act II games
 * started from campaign records (tests/act2_fixture.h), the Founder
 * player 0. Commonwealth Ambition scoring against hand-computed results;
 * faq.csv rulings (Commonwealth Ambition Q1-Q3, ARCS-CC11, Vow of
 * Survival); the Armistice; Disgrace; the Resolution's branches. */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include "act2_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/founder/commonwealth.h"
#include "core/invariants.h"

#define SYS_HEX_OF(cluster) ((cluster) * 4 + SYS_HEX)

/* An Act II game of `players` (3 or 4), player 0 the Founder, every Act I
 * objective completed, at the first lead of Act II. */
static arcs_game *founder_game(int players, uint64_t seed) {
    static const int fates[4] = {CARD_FATE02, CARD_FATE01, CARD_FATE03, CARD_FATE04};
    return t_act2_started(players, seed, fates, (1u << players) - 1, ARCS_CHANCE_INTERNAL);
}

/* The same with no decision pending, nothing counting for ambitions, an
 * empty map: for driving the chapter end and the edicts by hand. */
static arcs_game *quiet_founder_game(int players, bool no_decision) {
    arcs_game *game = founder_game(players, 11);
    game_state *g = t_state(game);
    if (no_decision) {
        g->depth = 0;
        memset(g->stack, 0, sizeof g->stack);
    }
    clear_holdings(game, true);
    t_clear_board(game);
    memset(g->camp.imperial, 0, sizeof g->camp.imperial);
    memset(g->camp.blight, 0, sizeof g->camp.blight);
    g->camp.imperial_supply = IMPERIAL_SHIPS;
    g->camp.blight_supply = BLIGHT_PIECES;
    memset(g->marker_box, 0xFF, sizeof g->marker_box);
    return game;
}

static void end_chapter(arcs_game *game, t_log *log) {
    game->log = log ? t_keep_line : NULL;
    game->log_ud = log;
    chapter_end_begin(t_state(game));
    run_forward(t_state(game));
    game->log = NULL;
    t_assert_invariants(game);
}

static void refused_unchanged(arcs_game *game, const char *text) {
    static game_state before;
    before = game->s;
    arcs_move m;
    arcs_status st = arcs_move_from_str(text, &m);
    if (st == ARCS_OK) st = arcs_apply(game, m);
    if (st == ARCS_OK) fail_msg("'%s' was accepted", text);
    assert_memory_equal(&before, &game->s, sizeof before);
}

static bool booklet_has(const game_state *g, int card) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] == card) return true;
    return false;
}

/* ---- F212A, F212B ---- */

static void setup_gives_the_commonwealth(void **state) {
    (void)state;
    for (int players = 3; players <= 4; players++) {
        arcs_game *game = founder_game(players, 5);
        const game_state *g = t_state(game);
        assert_true(in_play_area(g, 0, CARD_F213));
        assert_true(in_play_area(g, 0, CARD_F212B));
        assert_int_equal(commonwealth_marker_ro(g), CW_ON_FATE);
        assert_true(booklet_has(g, CARD_F214) && booklet_has(g, CARD_F215) && booklet_has(g, CARD_F222));
        assert_int_equal(CARD_DATA(g, armistice_data, card_data_place(CARD_F215))->tucked, 3);
        /* Everyone a Member, one title each; the Founder has F218. */
        assert_int_equal(commonwealth_members(g), (1u << players) - 1);
        assert_true(in_play_area(g, 0, CARD_F218));
        assert_int_equal(commonwealth_founder(g), 0);
        /* The marker's start: 14 with 3 players, 16 with 4 (§9.5). */
        assert_int_equal(arcs_objective_progress(game, 0), players == 3 ? 14 : 16);
        arcs_game_free(game);
    }
}

/* "At the end of a chapter, advance 1 for each Free city on the map not
 * controlled by the Empire": 3 Free cities, one of them where 1 fresh
 * Imperial ship gives the Empire control: 2. */
static void objective_counts_free_cities(void **state) {
    (void)state;
    arcs_game *game = quiet_founder_game(3, true);
    game_state *g = t_state(game);
    g->sys[SYS_HEX_OF(0)].bld[0] = BLD_MAKE(OWNER_FREE, false, false);
    g->sys[SYS_HEX_OF(1)].bld[0] = BLD_MAKE(OWNER_FREE, false, false);
    g->sys[SYS_HEX_OF(2)].bld[0] = BLD_MAKE(OWNER_FREE, false, false);
    g->sys[SYS_HEX_OF(3)].bld[0] = BLD_MAKE(OWNER_FREE, true, false); /* a starport: no */
    put_imperial(game, SYS_HEX_OF(2), 1, 0);
    assert_int_equal(controller(g, SYS_HEX_OF(2)), OWNER_EMPIRE);
    int before = arcs_objective_progress(game, 0);
    static t_log log;
    memset(&log, 0, sizeof log);
    end_chapter(game, &log);
    assert_int_equal(arcs_objective_progress(game, 0), before - 2);
    assert_true(t_logged(&log, "2 Free cities are not controlled by the Empire"));
    arcs_game_free(game);
}

/* ---- F214: the Commonwealth Ambition, against hand-computed results ---- */

/* Tycoon declared with marker m (its values asserted), the Commonwealth
 * Ambition marker on it; resources (player, type) given; Members as the
 * mask (the others' titles scrapped); expected Power gains per player and
 * the objective's advance. */
typedef struct cw_case {
    const char *what;
    int players;
    unsigned members;
    int gives[6][2];
    int cities_off; /* player 0's cities off the board: bonus city Power ignored */
    int gain[4];
    int advance;
} cw_case;

/* With marker 2 (5 / 3 on its starting side in Act II: the lowest is
 * flipped; asserted below): first + second = 8. */
static const cw_case CW_CASES[] = {
    /* Commonwealth {1, 2} 1 + 2 = 3 against Player 3's 2: 8 / 2 = 4 each,
     * bonus city Power ignored; the objective advances 2 x 2 Members. */
    {"the Commonwealth wins", 3, 0x3, {{0, ARCS_MATERIAL}, {1, ARCS_FUEL}, {1, ARCS_FUEL}, {2, ARCS_MATERIAL}, {2, ARCS_FUEL}, {-1, 0}},
     4, {4, 4, 0, 0}, 4},
    /* Three Members share 8: 2 each, the remainder ignored. */
    {"remainders ignored", 4, 0x7, {{0, ARCS_MATERIAL}, {1, ARCS_FUEL}, {3, ARCS_FUEL}, {-1, 0}}, 0, {2, 2, 2, 0}, 6},
    /* Player 3, not a Member, 2 against the Commonwealth's 1: double the
     * total, 16. */
    {"a non-Member wins", 3, 0x3, {{0, ARCS_MATERIAL}, {2, ARCS_FUEL}, {2, ARCS_FUEL}, {-1, 0}}, 0, {0, 0, 16, 0}, 0},
    /* A tie for first (2 and 2): only winning gives Power; nobody gains. */
    {"a tie", 3, 0x3, {{0, ARCS_MATERIAL}, {1, ARCS_FUEL}, {2, ARCS_FUEL}, {2, ARCS_FUEL}, {-1, 0}}, 0, {0, 0, 0, 0}, 0},
    /* No Members: the players alone; second place gains nothing. */
    {"no Member", 3, 0x0, {{0, ARCS_MATERIAL}, {0, ARCS_MATERIAL}, {1, ARCS_FUEL}, {-1, 0}}, 0, {16, 0, 0, 0}, 0},
};

static void scrap_titles_but(arcs_game *game, unsigned members) {
    game_state *g = t_state(game);
    for (int p = 0; p < g->num_players; p++)
        if (!((members >> p) & 1u))
            for (int c = CARD_F218; c <= CARD_F221; c++)
                if (in_play_area(g, p, c)) fate_scrap(g, c);
}

static void commonwealth_ambition_scores_as_printed(void **state) {
    (void)state;
    for (size_t k = 0; k < sizeof CW_CASES / sizeof CW_CASES[0]; k++) {
        const cw_case *c = &CW_CASES[k];
        arcs_game *game = quiet_founder_game(c->players, true);
        game_state *g = t_state(game);
        scrap_titles_but(game, c->members);
        assert_int_equal(commonwealth_members(g), c->members);
        assert_int_equal(marker_first(g, 2), 5);
        assert_int_equal(marker_second(g, 2), 3);
        g->marker_box[2] = ARCS_TYCOON;
        *commonwealth_marker(g) = (uint8_t)(CW_IN_BOX + ARCS_TYCOON);
        for (int i = 0; i < 6 && c->gives[i][0] >= 0; i++) t_give_to_empty_slot(game, c->gives[i][0], c->gives[i][1]);
        for (int i = 0; i < c->cities_off; i++) t_place_building(game, 0, SYS_HEX_OF(i), 0, false, false);
        int power[4], before = arcs_objective_progress(game, 0);
        for (int p = 0; p < c->players; p++) power[p] = g->pl[p].power;
        static t_log log;
    memset(&log, 0, sizeof log);
        end_chapter(game, &log);
        for (int p = 0; p < c->players; p++)
            if (g->pl[p].power - power[p] != c->gain[p])
                fail_msg("%s: Player %d gained %d, not %d", c->what, p + 1, g->pl[p].power - power[p], c->gain[p]);
        /* The objective: 2 per Member when the Commonwealth wins (the
         * chapter's Free cities: none on this map). */
        if (before - arcs_objective_progress(game, 0) != c->advance)
            fail_msg("%s: the objective advanced %d, not %d", c->what, before - arcs_objective_progress(game, 0), c->advance);
        assert_true(t_logged(&log, "scores as the Commonwealth Ambition"));
        /* faq.csv Commonwealth Ambition Q1: back on the Founder's Fate card. */
        assert_int_equal(commonwealth_marker_ro(g), CW_ON_FATE);
        arcs_game_free(game);
    }
}

/* faq.csv Commonwealth Ambition Q3 and ARCS-CC11: Populist Demands' Crisis
 * returns the box's ambition marker; the Commonwealth Ambition marker
 * stays in the box, the box does not score, and the marker returns to the
 * Fate card during scoring. */
static void into_row(game_state *g, int card, int pos);

static void marker_alone_returns_without_scoring(void **state) {
    (void)state;
    arcs_game *game = quiet_founder_game(3, true);
    game_state *g = t_state(game);
    g->marker_box[2] = ARCS_TYCOON;
    *commonwealth_marker(g) = (uint8_t)(CW_IN_BOX + ARCS_TYCOON);
    into_row(g, CARD_CC11, 3);
    card_def_of(CARD_CC11)->crisis(g, CARD_CC11, 3);
    run_forward(g);
    assert_int_equal(g->marker_box[2], 0xFF);
    assert_int_equal(commonwealth_marker_ro(g), CW_IN_BOX + ARCS_TYCOON);
    t_give_to_empty_slot(game, 0, ARCS_MATERIAL);
    int power = g->pl[0].power;
    static t_log log;
    memset(&log, 0, sizeof log);
    end_chapter(game, &log);
    assert_int_equal(g->pl[0].power, power);
    assert_false(t_logged(&log, "scores as the Commonwealth Ambition"));
    assert_true(t_logged(&log, "Commonwealth Ambition marker returns"));
    assert_int_equal(commonwealth_marker_ro(g), CW_ON_FATE);
    /* A box without the Commonwealth marker scores as the rulebook says. */
    g->marker_box[2] = ARCS_TYCOON;
    g->marker_box[1] = ARCS_TYRANT; /* nobody counts for it */
    end_chapter(game, NULL);
    assert_int_equal(g->pl[0].power, power + 5);
    arcs_game_free(game);
}

/* faq.csv Vow of Survival: "If I win the Commonwealth Ambition, how much
 * Power do I gain? You gain Power for second place alone." A winner whose
 * card gives second-place Power for first (hook point SCORE_PLACE: here
 * a Leaders & Lore leader's, for Empath) gains the second-place Power, not
 * double the total. */
static void second_place_card_wins_second_place_power(void **state) {
    (void)state;
    int card = -1;
    for (int c = 0; c < card_table_len && card < 0; c++) {
        const card_def *d = card_def_of(c);
        if (d && d->second_for_first == 1 + ARCS_EMPATH) card = c;
    }
    if (card < 0) skip();
    arcs_game *game = quiet_founder_game(3, true);
    game_state *g = t_state(game);
    scrap_titles_but(game, 0x3);
    play_area_add(g, 2, card);
    g->camp.fate_cards_added++; /* counted among the Court's cards while there */
    g->marker_box[2] = ARCS_EMPATH;
    *commonwealth_marker(g) = (uint8_t)(CW_IN_BOX + ARCS_EMPATH);
    t_give_to_empty_slot(game, 2, ARCS_PSIONIC);
    t_give_to_empty_slot(game, 2, ARCS_PSIONIC);
    t_give_to_empty_slot(game, 0, ARCS_PSIONIC);
    int power = g->pl[2].power;
    end_chapter(game, NULL);
    play_area_remove(g, 2, card);
    g->camp.fate_cards_added--;
    assert_int_equal(g->pl[2].power - power, 3);
    arcs_game_free(game);
}

/* ---- F213: placing the marker when declaring ---- */

static void founder_places_the_marker_when_declaring(void **state) {
    (void)state;
    arcs_game *game = quiet_founder_game(3, false);
    game_state *g = t_state(game);
    int card = t_card(ARCS_ADMINISTRATION, 2);
    uint32_t hands[4] = {1u << card, 0, 0, 0};
    t_begin_round(game, 0, hands);
    ok(game, "p0 lead Administration-2");
    ok(game, "p0 declare Tycoon");
    assert_int_equal(t_count_legal(game, "p0 card founder-of-the-commonwealth place"), 1);
    assert_true(t_is_legal(game, "p0 decline"));
    /* Only the declared box. */
    refused_unchanged(game, "p0 card founder-of-the-commonwealth place Tyrant");
    refused_unchanged(game, "p1 card founder-of-the-commonwealth place Tycoon");
    ok(game, "p0 card founder-of-the-commonwealth place Tycoon");
    assert_int_equal(commonwealth_marker_ro(g), CW_IN_BOX + ARCS_TYCOON);
    /* Not on the Fate card any more: the next declaration offers nothing. */
    arcs_game_free(game);
}

/* ---- F218-F221: Disgrace ---- */

static void member_battling_a_free_city_is_disgraced(void **state) {
    (void)state;
    arcs_game *game = quiet_founder_game(3, false);
    game_state *g = t_state(game);
    int sys = SYS_HEX_OF(1);
    g->sys[sys].bld[0] = BLD_MAKE(OWNER_FREE, false, false);
    t_place_ships(game, 1, sys, 3, 0);
    t_place_ships(game, 2, sys, 1, 0);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p1 action battle");
    if (t_is_legal(game, "p1 battle-in 2-hex")) ok(game, "p1 battle-in 2-hex");
    assert_true(t_is_legal(game, "p1 battle-defender p2"));
    assert_true(commonwealth_member(g, 1));
    ok(game, "p1 battle-defender free");
    assert_false(commonwealth_member(g, 1));
    assert_true(card_scrapped(g, CARD_F219));
    assert_true(commonwealth_member(g, 0) && commonwealth_member(g, 2));
    arcs_game_free(game);
}

/* ---- F218-F221 with F222: the Privileges ---- */

/* A planet with 2 building slots in play, not in cluster `not_cluster`. */
static int two_slot_planet(const game_state *g, int not_cluster) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (!sys_is_gate(s) && sys_in_play(g, s) && planet_slots(s) >= 2 && s / 4 != not_cluster) return s;
    fail_msg("no planet with 2 slots");
    return -1;
}

enum { V_MEMBER, V_EMPIRE, V_DISGRACED };

/* The scene of the Privileges: in a planet of 2 slots, a Free starport
 * (and a damaged Free city), Player 2's and Player 3's fresh ships as
 * given; the Empire controlling it (V_EMPIRE) or Player 2 not a Member
 * (V_DISGRACED); Player 2 leads `card`. Player 2 (the Steward) is without
 * Imperial Authority (F102: taxes in Empire-controlled systems), and has no
 * other piece: each action is possible only with the Free buildings. */
static arcs_game *free_buildings_scene(int variant, int *sys, bool city, int p1_ships, int p2_ships, int card) {
    arcs_game *game = quiet_founder_game(3, false);
    game_state *g = t_state(game);
    if (play_area_remove(g, 1, CARD_F102)) g->camp.fate_cards_added--;
    *sys = two_slot_planet(g, -1);
    if (city) g->sys[*sys].bld[0] = BLD_MAKE(OWNER_FREE, false, true);
    g->sys[*sys].bld[1] = BLD_MAKE(OWNER_FREE, true, false);
    if (p1_ships) t_place_ships(game, 1, *sys, p1_ships, 0);
    if (p2_ships) t_place_ships(game, 2, *sys, p2_ships, 0);
    if (variant == V_EMPIRE) put_imperial(game, *sys, 3, 0);
    if (variant == V_DISGRACED) scrap_titles_but(game, 0x5);
    t_start_lead_turn(game, 1, card);
    return game;
}

static const char *scene_move(char *buf, size_t cap, const char *fmt, int sys, int n) {
    char name[16];
    snprintf(buf, cap, fmt, system_name(sys, name), n);
    return buf;
}

/* "Members may take actions with Free buildings that are not controlled by
 * the Empire like they are Loyal - tax Free cities, build ships and take
 * Catapult moves with Free starports, build buildings at them, and repair
 * them. Pieces built in this way are always placed fresh." Player 2, a
 * Member, at a Free city and a Free starport in a system Player 3
 * controls; then not when the Empire controls it, nor once disgraced
 * (but a Catapult from the Free starport whenever Player 2 controls the
 * system: The Free States, "Actions", for everyone). */
static void members_act_with_free_buildings(void **state) {
    (void)state;
    for (int variant = V_MEMBER; variant <= V_DISGRACED; variant++) {
        bool may = variant == V_MEMBER;
        int sys;
        char text[64];
        /* Tax the Free city. */
        arcs_game *game = free_buildings_scene(variant, &sys, true, 0, 2, t_card(ARCS_ADMINISTRATION, 3));
        assert_int_equal(t_is_legal(game, "p1 action tax"), may);
        if (may) {
            ok(game, "p1 action tax");
            const game_state *g = t_state(game);
            int before = g->res_supply[planet_type(sys)];
            ok(game, scene_move(text, sizeof text, "p1 tax %s %d", sys, 0));
            assert_int_equal(g->res_supply[planet_type(sys)], before - 1); /* gained (placed or pending) */
        }
        arcs_game_free(game);
        /* Repair the damaged Free city. */
        game = free_buildings_scene(variant, &sys, true, 0, 2, t_card(ARCS_ADMINISTRATION, 3));
        assert_int_equal(t_is_legal(game, "p1 action repair"), may);
        if (may) {
            ok(game, "p1 action repair");
            assert_true(t_is_legal(game, scene_move(text, sizeof text, "p1 repair-building %s %d", sys, 0)));
        }
        arcs_game_free(game);
        /* Build a ship at the Free starport, or a city beside it: fresh
         * though Player 3 controls the system. */
        for (int city = 0; city < 2; city++) {
            game = free_buildings_scene(variant, &sys, false, 0, 2, t_card(ARCS_CONSTRUCTION, 3));
            game_state *g = t_state(game);
            assert_int_equal(t_is_legal(game, "p1 action build"), may);
            if (may) {
                ok(game, "p1 action build");
                ok(game, city ? scene_move(text, sizeof text, "p1 build-city %s", sys, 0)
                              : scene_move(text, sizeof text, "p1 build-ship %s %d", sys, 1));
                if (city) assert_int_equal(g->sys[sys].bld[0], BLD_MAKE(1, false, false));
                else assert_true(g->sys[sys].fresh[1] == 1 && g->sys[sys].damaged[1] == 0);
            }
            arcs_game_free(game);
        }
        /* Catapult from the Free starport: on through the gate (a Member,
         * or anyone controlling the system: The Free States, "Actions"). */
        game = free_buildings_scene(variant, &sys, false, 1, 0, t_card(ARCS_AGGRESSION, 4));
        bool controls = player_controls(t_state(game), 1, sys);
        ok(game, "p1 action move");
        ok(game, scene_move(text, sizeof text, "p1 move-from %s", sys, 0));
        ok(game, scene_move(text, sizeof text, "p1 move-to %s", sys / 4 * 4, 0));
        ok(game, "p1 ships 1 0");
        if (t_is_legal(game, "p1 add-imperial 0 0")) ok(game, "p1 add-imperial 0 0"); /* a Regent: the Movement Law */
        assert_int_equal(t_is_legal(game, "p1 catapult-stop"), may || controls);
        arcs_game_free(game);
    }
}

/* ---- F215, F216, F217: the Armistice ---- */

static void call_for_armistice(void **state) {
    (void)state;
    arcs_game *game = quiet_founder_game(3, false);
    game_state *g = t_state(game);
    const card_def *edict = card_def_of(CARD_F215);
    /* A tie for the least Power among Members: skipped. */
    g->pl[0].power = 5, g->pl[1].power = 3, g->pl[2].power = 3;
    int depth = g->depth;
    edict->edict(g, CARD_F215);
    assert_int_equal(g->depth, depth);
    /* Player 3 alone has the least: may attach an Armistice. */
    g->pl[1].power = 4;
    edict->edict(g, CARD_F215);
    game_bump(game);
    assert_true(t_is_legal(game, "p2 card call-for-armistice attach 1"));
    assert_false(t_is_legal(game, "p2 card call-for-armistice attach 0")); /* the Imperial Council */
    refused_unchanged(game, "p1 card call-for-armistice attach 1");
    ok(game, "p2 card call-for-armistice attach 1");
    assert_int_equal(attached_card(g, 1), CARD_F216);
    assert_true(armistice_in_court(g));
    assert_int_equal(CARD_DATA(g, armistice_data, card_data_place(CARD_F215))->tucked, 2);
    /* Members cannot harm each other or Free buildings; a non-Member can. */
    int sys = SYS_HEX_OF(1);
    g->sys[sys].bld[0] = BLD_MAKE(OWNER_FREE, false, false);
    t_place_ships(game, 1, sys, 3, 0);
    t_place_ships(game, 0, sys, 1, 0);
    t_place_ships(game, 2, sys, 1, 0);
    uint8_t out[BATTLE_DEFENDERS_MAX];
    assert_int_equal(battle_defenders(g, 1, sys, out), 0);
    scrap_titles_but(game, 0x3);
    int n = battle_defenders(g, 1, sys, out);
    assert_int_equal(n, 1);
    assert_int_equal(out[0], 2); /* Player 3, no longer a Member */
    n = battle_defenders(g, 2, sys, out);
    assert_int_equal(n, 3); /* the non-Member: Players 1, 2 and the Free States */
    /* Secured with the card below, the Armistice ends: tucked again. */
    court_take_card(g, 0, 1);
    run_forward(g);
    assert_false(armistice_in_court(g));
    assert_int_equal(CARD_DATA(g, armistice_data, card_data_place(CARD_F215))->tucked, 3);
    t_assert_invariants(game);
    assert_int_equal(battle_defenders(g, 1, sys, out), 3);
    arcs_game_free(game);
}

/* F216 attached to Court place 2 (F217 still tucked), a0 of Player 1's
 * and a1 of Player 2's agents put on the card there, which is then buried:
 * the Armistice slides down into place 2 and takes the agents. */
static void slide_armistice(game_state *g, int a0, int a1) {
    *armistices_tucked(g) = 2;
    assert_true(attach_card(g, CARD_F216, 2, false));
    fate_card_added(g);
    g->pl[0].agents_supply = (uint8_t)(g->pl[0].agents_supply - a0), g->court_agents[2][0] += (uint8_t)a0;
    g->pl[1].agents_supply = (uint8_t)(g->pl[1].agents_supply - a1), g->court_agents[2][1] += (uint8_t)a1;
    court_bury_from_row(g, 2);
    assert_int_equal(g->court_row[2], CARD_F216);
    assert_int_equal(g->court_agents[2][0], a0);
    assert_int_equal(g->court_agents[2][1], a1);
}

/* The card below an Armistice leaves the Court otherwise (buried): the
 * Armistice slides down into its place (Attaching Cards) and is still in
 * the Court; secured from there, it is tucked again. */
static void armistice_slid_into_the_row(void **state) {
    (void)state;
    arcs_game *game = quiet_founder_game(3, false);
    game_state *g = t_state(game);
    slide_armistice(g, 0, 0);
    assert_true(armistice_in_court(g));
    int sys = SYS_HEX_OF(1);
    g->sys[sys].bld[0] = BLD_MAKE(OWNER_FREE, false, false);
    t_place_ships(game, 1, sys, 3, 0);
    uint8_t out[BATTLE_DEFENDERS_MAX];
    assert_int_equal(battle_defenders(g, 1, sys, out), 0);
    court_take_card(g, 0, 2);
    run_forward(g);
    assert_false(armistice_in_court(g));
    assert_int_equal(CARD_DATA(g, armistice_data, card_data_place(CARD_F215))->tucked, 3);
    assert_int_equal(battle_defenders(g, 1, sys, out), 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F216 When Secured: "You must place all agents from here onto other
 * Court cards of your choice." Slid into the row, the Armistice took the
 * agents of the card it was attached to; secured, every agent on it (the
 * securer's and a Rival's) waits, none returned or captured, and the
 * securer places each (their own first) onto a Court card; no stopping,
 * not onto its own empty place. Then it is tucked and the place refills. */
static void armistice_places_all_agents(void **state) {
    (void)state;
    arcs_game *game = quiet_founder_game(3, false);
    game_state *g = t_state(game);
    slide_armistice(g, 2, 1);
    int s0 = g->pl[0].agents_supply, s1 = g->pl[1].agents_supply, captives = g->pl[0].captives[1];
    int on1_0 = g->court_agents[1][0], on3_0 = g->court_agents[3][0], on1_1 = g->court_agents[1][1];
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    g = t_state(game);
    ok(game, "p0 action secure");
    ok(game, "p0 secure 2");
    assert_int_equal(top_frame(g)->kind, FR_CARD);
    assert_true(t_is_legal(game, "p0 card armistice place 1"));
    assert_false(t_is_legal(game, "p0 card armistice place 2"));
    assert_false(t_is_legal(game, "p0 decline"));
    refused_unchanged(game, "p1 card armistice place 1");
    refused_unchanged(game, "p0 decline");
    static unsigned char buf[ARCS_STATE_BYTES_MAX];
    size_t n = 0;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &n), ARCS_OK);
    arcs_game *back = t_load_state(buf, n, "the Armistice placing agents"); /* its frame checked */
    assert_int_equal(arcs_state_hash(back), arcs_state_hash(game));
    arcs_game_free(back);
    static t_log l;
    memset(&l, 0, sizeof l);
    game->log = t_keep_line;
    game->log_ud = &l;
    ok(game, "p0 card armistice place 1");
    ok(game, "p0 card armistice place 3");
    ok(game, "p0 card armistice place 1"); /* Player 2's agent */
    game->log = NULL;
    assert_true(t_logged(&l, "Player 1 places Player 2's agent onto"));
    assert_int_equal(g->court_agents[1][0], on1_0 + 1);
    assert_int_equal(g->court_agents[3][0], on3_0 + 1);
    assert_int_equal(g->court_agents[1][1], on1_1 + 1);
    assert_int_equal(g->pl[0].agents_supply, s0);
    assert_int_equal(g->pl[1].agents_supply, s1);
    assert_int_equal(g->pl[0].captives[1], captives);
    assert_int_equal(CARD_DATA(g, armistice_data, card_data_place(CARD_F215))->tucked, 3);
    assert_int_not_equal(g->court_row[2], CARD_F216);
    assert_false(armistice_in_court(g));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Ransacked (Destroying Cities, step 2), the Armistice's text wins too:
 * the defender's agent on it is no Trophy; the destroyer places every
 * agent on it, their own first, then in turn order. */
static void armistice_ransacked(void **state) {
    (void)state;
    arcs_game *game = quiet_founder_game(3, false);
    game_state *g = t_state(game);
    for (int pos = 0; pos < COURT_ROW_MAX; pos++) {
        g->pl[1].agents_supply = (uint8_t)(g->pl[1].agents_supply + g->court_agents[pos][1]);
        g->court_agents[pos][1] = 0;
    }
    slide_armistice(g, 1, 1);
    int trophies = g->pl[2].trophy_agents[1], on1_0 = g->court_agents[1][0], on3_1 = g->court_agents[3][1];
    int sys = -1;
    for (int s = 0; s < NUM_SYSTEMS && sys < 0; s++)
        if (sys_in_play(g, s) && planet_type(s) >= 0) sys = s;
    city_destroyed(g, 2, 1, sys);
    game_bump(game);
    assert_int_equal(g->pl[2].trophy_agents[1], trophies);
    assert_int_equal(top_frame(g)->kind, FR_CARD);
    refused_unchanged(game, "p0 card armistice place 1");
    ok(game, "p2 card armistice place 1"); /* Player 1's agent */
    ok(game, "p2 card armistice place 3"); /* Player 2's */
    assert_int_equal(g->court_agents[1][0], on1_0 + 1);
    assert_int_equal(g->court_agents[3][1], on3_1 + 1);
    assert_int_equal(CARD_DATA(g, armistice_data, card_data_place(CARD_F215))->tucked, 3);
    t_assert_invariants(game);
    arcs_game_free(game);
}

static void call_for_armistice_scrapped_without_members(void **state) {
    (void)state;
    arcs_game *game = quiet_founder_game(3, false);
    game_state *g = t_state(game);
    scrap_titles_but(game, 0);
    card_def_of(CARD_F215)->edict(g, CARD_F215);
    assert_false(booklet_has(g, CARD_F215));
    assert_true(card_scrapped(g, CARD_F215) && card_scrapped(g, CARD_F216) && card_scrapped(g, CARD_F217));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---- F223 ---- */

static void resolution_branches(void **state) {
    (void)state;
    for (int completed = 0; completed < 2; completed++) {
        arcs_game *game = quiet_founder_game(3, false);
        game_state *g = t_state(game);
        card_def_of(CARD_F223)->resolution(g, 0, CARD_F223, completed);
        if (completed) {
            assert_true(in_play_area(g, 0, CARD_F224));
            for (int c = CARD_F208; c <= CARD_F211; c++) assert_true(card_scrapped(g, c));
            assert_int_equal(commonwealth_marker_ro(g), CW_ON_FATE);
        } else {
            assert_true(card_scrapped(g, CARD_F224) && card_scrapped(g, CARD_F213));
            assert_int_equal(commonwealth_marker_ro(g), 0);
            for (int c = CARD_F208; c <= CARD_F211; c++) assert_true(fate_card_in_play(g, c));
        }
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* ---- F205-F207 Political Intrigue ---- */

/* Put `card` (the Act I Resolution added it to the Court deck; random
 * play may have moved it) in Court place pos, the card there taking its
 * place. */
static void into_row(game_state *g, int card, int pos) {
    uint16_t *deck = court_deck_pile(g), *discard = court_discard_pile(g);
    uint16_t *at = NULL;
    for (int i = 0; i < g->court_deck_len; i++) at = deck[i] == card ? &deck[i] : at;
    for (int i = 0; i < g->court_discard_len; i++) at = discard[i] == card ? &discard[i] : at;
    for (int i = 0; i < g->court_row_len; i++) at = g->court_row[i] == card ? &g->court_row[i] : at;
    if (!at) fail_msg("%s is not in the Court", card_table[card].name);
    *at = g->court_row[pos];
    g->court_row[pos] = (uint16_t)card;
    cards_court_row_changed(g, card);
}

static void political_intrigue_crisis(void **state) {
    (void)state;
    /* Event die faces 1, 2, 3: arrow, moon, hex. */
    for (int face = 1; face <= 3; face++) {
        arcs_game *game = quiet_founder_game(3, false);
        game_state *g = t_state(game);
        int card = CARD_F205 + face - 1;
        into_row(g, card, 2);
        g->camp.event_die = (uint8_t)face;
        memset(g->camp.favors, 0, sizeof g->camp.favors);
        int agents[3];
        for (int p = 0; p < 3; p++) agents[p] = g->pl[p].agents_supply;
        if (face == 2) { /* owes two, has one: chooses (the rest on a Court card) */
            g->court_agents[3][1] = (uint8_t)(g->court_agents[3][1] + agents[1] - 1);
            g->pl[1].agents_supply = 1;
        }
        g->initiative = 0;
        card_def_of(card)->crisis(g, card, 2);
        run_forward(g);
        game_bump(game);
        if (face == 2) {
            assert_int_equal(t_count_legal(game, "p1 card political-intrigue@F206 give"), 2);
            refused_unchanged(game, "p1 card political-intrigue@F206 give p1");
            ok(game, "p1 card political-intrigue@F206 give p0");
            assert_int_equal(g->camp.favors[0][1], 1);
            assert_int_equal(g->camp.favors[2][1], 0);
        }
        for (int p = 0; p < 3; p++) {
            int l = (p + 1) % 3, r = (p + 2) % 3;
            if (face == 2 && p == 1) continue;
            assert_int_equal(g->camp.favors[l][p], face != 3);
            assert_int_equal(g->camp.favors[r][p], face != 1);
        }
        /* Buried: out of the row. */
        assert_int_not_equal(g->court_row[2], card);
        arcs_game_free(game);
    }
}

/* Two players: left and right are both the Rival; the moon gives them two
 * Favors. */
static void political_intrigue_two_players(void **state) {
    (void)state;
    arcs_game *game = quiet_founder_game(2, false);
    game_state *g = t_state(game);
    into_row(g, CARD_F207, 2);
    g->camp.event_die = 2; /* moon */
    memset(g->camp.favors, 0, sizeof g->camp.favors);
    card_def_of(CARD_F207)->crisis(g, CARD_F207, 2);
    run_forward(g);
    assert_int_equal(g->camp.favors[1][0], 2);
    assert_int_equal(g->camp.favors[0][1], 2);
    t_assert_invariants(game);
    arcs_game_free(game);
}

static void political_intrigue_secured(void **state) {
    (void)state;
    arcs_game *game = quiet_founder_game(3, false);
    game_state *g = t_state(game);
    into_row(g, CARD_F206, 2);
    memset(g->camp.favors, 0, sizeof g->camp.favors);
    /* Nothing to take from Player 3: their agents on a Court card. */
    g->court_agents[3][2] = (uint8_t)(g->court_agents[3][2] + g->pl[2].agents_supply);
    g->pl[2].agents_supply = 0;
    court_take_card(g, 0, 2);
    run_forward(g);
    assert_int_equal(g->camp.favors[0][1], 1);
    assert_int_equal(g->camp.favors[0][2], 0);
    assert_int_equal(court_discard_pile(g)[g->court_discard_len - 1], CARD_F206);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---- F204 Book of Liberation ---- */

static void book_of_liberation(void **state) {
    (void)state;
    arcs_game *game = quiet_founder_game(3, false);
    game_state *g = t_state(game);
    assert_true(in_play_area(g, 0, CARD_F204)); /* gained by the Act I Resolution */
    int sys = SYS_HEX_OF(1), imperial = SYS_HEX_OF(2);
    t_place_ships(game, 0, sys, 2, 0);
    t_place_ships(game, 0, imperial, 1, 0);
    put_imperial(game, imperial, 2, 0);
    int r = planet_type(sys);
    g->pl[0].outrage = (uint8_t)(1u << r);
    g->pl[0].agents_supply--;
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 3));
    ok(game, "p0 action build");
    assert_true(t_is_legal(game, "p0 card book-of-liberation city 2-hex"));
    assert_true(t_is_legal(game, "p0 card book-of-liberation starport 2-hex"));
    /* Not in an Empire-controlled system. */
    refused_unchanged(game, "p0 card book-of-liberation city 3-hex");
    int agents = g->pl[0].agents_supply, cities = g->pl[0].cities_on_board;
    ok(game, "p0 card book-of-liberation city 2-hex");
    assert_int_equal(g->sys[sys].bld[0], BLD_MAKE(OWNER_FREE, false, false));
    assert_int_equal(g->pl[0].cities_on_board, cities); /* not a Loyal city */
    assert_int_equal(g->pl[0].outrage, 0);              /* cleared: the agent back */
    assert_int_equal(g->pl[0].agents_supply, agents + 1);
    /* "You cannot harm Free buildings": no Free States defender. */
    uint8_t out[BATTLE_DEFENDERS_MAX];
    assert_int_equal(battle_defenders(g, 0, sys, out), 0);
    arcs_game_free(game);
}

/* The Commonwealth's state (the marker's place, the Armistices tucked)
 * survives save and load with the same hash; a loaded marker past the
 * ambition boxes is refused. */
static void commonwealth_state_saves_and_loads(void **state) {
    (void)state;
    arcs_game *game = founder_game(3, 5);
    game_state *g = t_state(game);
    *commonwealth_marker(g) = (uint8_t)(CW_IN_BOX + ARCS_KEEPER);
    *armistices_tucked(g) = 2;
    assert_true(attach_card(g, CARD_F216, 1, false));
    fate_card_added(g);
    game_bump(game);
    t_assert_invariants(game);
    static unsigned char buf[ARCS_STATE_BYTES_MAX];
    size_t len = 0;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_game *back = t_load_state(buf, len, "the Commonwealth");
    assert_int_equal(arcs_state_hash(back), arcs_state_hash(game));
    assert_int_equal(commonwealth_marker_ro(t_state(back)), CW_IN_BOX + ARCS_KEEPER);
    assert_true(armistice_in_court(t_state(back)));
    arcs_game_free(back);
    *commonwealth_marker(g) = (uint8_t)(CW_IN_BOX + ARCS_AMBITION_COUNT);
    game_bump(game);
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_game *bad = NULL;
    assert_int_not_equal(arcs_game_load_state(buf, len, NULL, &bad), ARCS_OK);
    assert_null(bad);
    arcs_game_free(game);
}

/* Nothing of the Commonwealth is hidden: each player's observation shows
 * the marker's place and the Armistices, and a determinized world keeps
 * them (its observation byte-identical). */
static void commonwealth_is_public(void **state) {
    (void)state;
    arcs_game *game = founder_game(3, 5);
    game_state *g = t_state(game);
    *commonwealth_marker(g) = (uint8_t)(CW_IN_BOX + ARCS_EMPATH);
    *armistices_tucked(g) = 2;
    assert_true(attach_card(g, CARD_F216, 1, false));
    fate_card_added(g);
    game_bump(game);
    static unsigned char obs[ARCS_STATE_BYTES_MAX];
    for (int viewer = 0; viewer < 3; viewer++) {
        size_t lo = 0;
        assert_int_equal(arcs_observation(game, viewer, obs, sizeof obs, &lo), ARCS_OK);
        arcs_game *copy = determinized(game, viewer, 77 + (uint64_t)viewer, obs, lo);
        const game_state *c = t_state(copy);
        assert_int_equal(commonwealth_marker_ro(c), CW_IN_BOX + ARCS_EMPATH);
        assert_int_equal(CARD_DATA(c, armistice_data, card_data_place(CARD_F215))->tucked, 2);
        assert_int_equal(c->camp.attached[1][0], CARD_F216);
        assert_int_equal(commonwealth_members(c), commonwealth_members(g));
        arcs_game_free(copy);
    }
    arcs_game_free(game);
}

/* F208-F211: the Unions reprint the base Unions' text: the same effects. */
static void unions_reprint_the_base_unions(void **state) {
    (void)state;
    assert_ptr_equal(card_def_of(CARD_F208), card_def_of(CARD_CC02));
    assert_ptr_equal(card_def_of(CARD_F209), card_def_of(CARD_CC02));
    assert_ptr_equal(card_def_of(CARD_F210), card_def_of(CARD_F211));
    assert_string_equal(card_def_of(CARD_F210)->short_name, "admin-union");
}

/* faq.csv Admin Union: "When do you collect the action card? At the end of
 * the round, after all players have finished their turns." An Admin Union
 * of the Founder's set (F210, the base card's effect) in an Act II game. */
static void admin_union_collects_at_round_end(void **state) {
    (void)state;
    arcs_game *game = quiet_founder_game(3, false);
    game_state *g = t_state(game);
    give_held(g, 1, CARD_F210);
    fate_card_added(g); /* from behind the Act II Resolution card, for the test */
    int adm3 = t_card(ARCS_ADMINISTRATION, 3), adm5 = t_card(ARCS_ADMINISTRATION, 5);
    uint32_t hands[4] = {1u << adm3 | 1u << t_card(ARCS_MOBILIZATION, 2), 1u << adm5 | 1u << t_card(ARCS_MOBILIZATION, 3),
                         1u << t_card(ARCS_CONSTRUCTION, 2) | 1u << t_card(ARCS_MOBILIZATION, 4), 0};
    for (int p = 0; p < 3; p++) t_place_ships(game, p, SYS_HEX_OF(p), 1, 0); /* no one eliminated */
    t_begin_round(game, 0, hands);
    ok(game, "p0 lead Administration-3");
    if (g->stack[g->depth - 1].kind == FR_DECLARE) ok(game, "p0 no-declare");
    ok(game, "p0 end-turn");
    ok(game, "p1 surpass Administration-5");
    if (g->stack[g->depth - 1].kind == FR_SEIZE) ok(game, "p1 no-seize");
    ok(game, "p1 card admin-union@F210 place Administration-3");
    ok(game, "p1 end-turn");
    assert_false(g->pl[1].hand & (1ull << adm3)); /* not yet */
    ok(game, "p2 pivot Construction-2");
    if (g->stack[g->depth - 1].kind == FR_SEIZE) ok(game, "p2 no-seize");
    assert_false(g->pl[1].hand & (1ull << adm3));
    ok(game, "p2 end-turn");
    /* The round is over: Player 2 has the card, the Union is discarded. */
    assert_true(g->pl[1].hand & (1ull << adm3));
    assert_int_equal(held_index(g, 1, CARD_F210), -1);
    assert_int_equal(g->cards.n_placed, 0);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_gives_the_commonwealth),
        cmocka_unit_test(objective_counts_free_cities),
        cmocka_unit_test(commonwealth_ambition_scores_as_printed),
        cmocka_unit_test(marker_alone_returns_without_scoring),
        cmocka_unit_test(second_place_card_wins_second_place_power),
        cmocka_unit_test(founder_places_the_marker_when_declaring),
        cmocka_unit_test(member_battling_a_free_city_is_disgraced),
        cmocka_unit_test(members_act_with_free_buildings),
        cmocka_unit_test(call_for_armistice),
        cmocka_unit_test(armistice_slid_into_the_row),
        cmocka_unit_test(armistice_places_all_agents),
        cmocka_unit_test(armistice_ransacked),
        cmocka_unit_test(call_for_armistice_scrapped_without_members),
        cmocka_unit_test(resolution_branches),
        cmocka_unit_test(political_intrigue_crisis),
        cmocka_unit_test(political_intrigue_two_players),
        cmocka_unit_test(political_intrigue_secured),
        cmocka_unit_test(book_of_liberation),
        cmocka_unit_test(commonwealth_state_saves_and_loads),
        cmocka_unit_test(commonwealth_is_public),
        cmocka_unit_test(unions_reprint_the_base_unions),
        cmocka_unit_test(admin_union_collects_at_round_end),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
