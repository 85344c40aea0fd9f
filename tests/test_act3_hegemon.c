/* The Hegemon's Act III (lib/cards/campaign/fates/hegemon/): its Setup side
 * (ARCS-F1011A), its two grand ambitions (F1011B), Mind Managers (F1006),
 * Prison Wardens (F1007/F1008, BC12's def) and Against Hegemony
 * (F1009/F1010) and Happy Hosts (F1012), in Act III games started from campaign records (p0 fails
 * Act I and takes the Hegemon; completes Act II and keeps it, or fails and
 * takes a C Fate). faq.csv holds no ruling on these cards. */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>
#include <string.h>

#include "act2_fixture.h"
#include "arc_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/hegemon/banners.h"

/* p0 fails Act I (takes the Hegemon) and completes Act II (keeps it); p1
 * and p2 keep their A Fates. */
static const t_fates FATES = {.a = {CARD_FATE07, CARD_FATE02, CARD_FATE03}, .completed1 = 6u,
                              .b = {CARD_FATE10}, .completed2 = 7u};
/* p0 fails the Hegemon's Act II objective (takes a C Fate). */
static const t_fates FAILED = {.a = {CARD_FATE07, CARD_FATE02, CARD_FATE03}, .completed1 = 6u,
                               .b = {CARD_FATE10}, .completed2 = 6u};

static void print_line(void *ud, const char *line) {
    (void)ud;
    fprintf(stderr, "  | %s\n", line);
}

static arcs_game *act3(const t_fates *f, uint64_t seed) {
    arcs_game *game = t_act3_new(3, seed, f, ARCS_CHANCE_INTERNAL, 0);
    if (getenv("ARCS_TEST_LOG")) game->log = print_line;
    uint64_t rng = seed;
    t_arc_finish_setup(game, &rng);
    t_assert_invariants(game);
    return game;
}

/* Every Banner off the map, then n fresh ones at the first n planets in
 * play (the Banners' systems written to sys[]). */
static void banners_at(game_state *g, int n, int *sys) {
    banners_data *d = BANNERS_OF(g);
    for (int i = 0; i < BANNERS; i++) d->banner[i] = BANNER_SUPPLY;
    for (int s = 0, i = 0; s < NUM_SYSTEMS && i < n; s++)
        if (sys_in_play(g, s) && !sys_is_gate(s)) {
            if (sys) sys[i] = s;
            d->banner[i++] = (uint8_t)(BANNER_MAP | s);
        }
}

/* ---- Setup and grand ambitions ---- */

/* F1011A "Gain the Happy Hosts card (12)": held by the Hegemon at Act III's
 * start, with Mind Managers (F1005 completed); Prison Wardens in the Court,
 * Against Hegemony scrapped; the objective card in the play area (no
 * marker). */
static void setup_side(void **state) {
    (void)state;
    arcs_game *game = act3(&FATES, 0x1011);
    const game_state *g = &game->s;
    assert_int_equal(g->camp.fate[0], CARD_FATE10);
    assert_int_equal(hegemon_of(g), 0);
    assert_true(held_index(g, 0, CARD_F1012) >= 0);
    assert_true(held_index(g, 0, CARD_F1006) >= 0);
    assert_true(t_in_play_area(g, 0, CARD_F1011B));
    assert_int_equal(g->camp.objective[0], OBJECTIVE_NONE);
    assert_false(card_scrapped(g, CARD_F1007));
    assert_true(card_scrapped(g, CARD_F1009) && card_scrapped(g, CARD_F1010));
    arcs_game_free(game);
}

/* The table: chapter 2, nothing declared, 2 Banners on the map. */
static arcs_game *table(void) {
    arcs_game *game = act3(&FATES, 0x1012);
    game_state *g = t_state(game);
    for (int m = 0; m < 3; m++) g->marker_box[m] = 0xFF;
    g->chapter = 2;
    for (int p = 0; p < 3; p++)
        for (int q = 0; q < 3; q++)
            for (; g->pl[p].captives[q]; g->pl[p].captives[q]--) return_agent(g, q);
    banners_at(g, 2, NULL);
    game_bump(game);
    t_assert_invariants(game);
    return game;
}

static int grand(const game_state *g) { return card_def_of(CARD_F1011B)->grand_ambitions(g, 0, CARD_F1011B); }

/* p holds n more Captives of q. */
static void capture(game_state *g, int p, int q, int n) {
    g->pl[q].agents_supply = (uint8_t)(g->pl[q].agents_supply - n);
    g->pl[p].captives[q] = (uint8_t)(g->pl[p].captives[q] + n);
}

/* F1011B "No Rival won the Tyrant ambition": Tyrant declared and won by a
 * Rival (first place) loses it; tied for first nobody wins it; the
 * Hegemon winning it keeps it; not declared, nobody won it. */
static void grand_no_rival_tyrant(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    assert_int_equal(grand(g), 1);
    g->marker_box[0] = ARCS_TYRANT;
    capture(g, 1, 2, 2); /* p1 first */
    assert_int_equal(ambition_place(g, 1, ARCS_TYRANT), 1);
    assert_int_equal(grand(g), 0);
    capture(g, 0, 2, 2); /* level: tied for first */
    assert_int_equal(grand(g), 1);
    capture(g, 0, 1, 1); /* the Hegemon first */
    assert_int_equal(ambition_place(g, 0, ARCS_TYRANT), 1);
    assert_int_equal(grand(g), 1);
    capture(g, 1, 2, 2); /* p1 first again, then not declared */
    assert_int_equal(grand(g), 0);
    g->marker_box[0] = 0xFF;
    assert_int_equal(grand(g), 1);
    arcs_game_free(game);
}

/* F1011B "More Banners are on the map than the current Chapter": chapter 2,
 * 2 Banners are not enough, 3 are (a damaged one counts); Banners in
 * Trophies or the supply do not. */
static void grand_banners_beyond_chapter(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    g->marker_box[0] = ARCS_TYRANT;
    capture(g, 1, 2, 1); /* the first grand ambition out of the way */
    assert_int_equal(grand(g), 0);
    banners_at(g, 3, NULL);
    assert_int_equal(grand(g), 2);
    banners_data *d = BANNERS_OF(g);
    d->banner[2] |= BANNER_DAMAGED;
    assert_int_equal(grand(g), 2);
    d->banner[2] = (uint8_t)(BANNER_TROPHY | 1);
    assert_int_equal(grand(g), 0);
    g->chapter = 1;
    assert_int_equal(grand(g), 2);
    arcs_game_free(game);
}

/* Scored at the chapter's end from the chapter track: chapter 2, both
 * fulfilled, 8 Power; the first only, 3; the log names them. */
static void grand_scored_at_chapter_end(void **state) {
    (void)state;
    for (int both = 0; both < 2; both++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        t_only_grand_ambitions_of(game, 0);
        if (both) banners_at(g, 3, NULL);
        t_log log = {0};
        game->log = t_keep_line;
        game->log_ud = &log;
        int before = g->pl[0].power;
        campaign_score_grand_ambitions(g);
        assert_int_equal(g->pl[0].power, before + (both ? 8 : 3));
        assert_true(t_logged(&log, both ? "Chapter 2: Player 1 fulfilled both grand ambitions of Hegemon Act III "
                                          "Objective: +8 Power."
                                        : "Chapter 2: Player 1 fulfilled the first grand ambition of Hegemon Act III "
                                          "Objective: +3 Power."));
        arcs_game_free(game);
    }
}

/* ---- Mind Managers (F1006) ---- */

#define C2 t_card(ARCS_CONSTRUCTION, 2)
#define M3 t_card(ARCS_MOBILIZATION, 3)
#define G5 t_card(ARCS_AGGRESSION, 5)
#define A6 t_card(ARCS_ADMINISTRATION, 6)

/* p0 leads Administration 4 (Influence pips); hands p0 {C2}, p1 {M3, G5},
 * p2 {A6}; p0 holds a Captive of p1. */
static arcs_game *manipulate_table(void) {
    arcs_game *game = table();
    game_state *g = t_state(game);
    assert_true(held_index(g, 0, CARD_F1006) >= 0);
    uint32_t hands[3] = {1u << C2, 1u << M3 | 1u << G5, 1u << A6};
    t_set_hands(game, hands);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
    capture(g, 0, 1, 1);
    game_bump(game);
    t_assert_invariants(game);
    return game;
}

/* "Choose a Rival that you have a Captive of. Peek at their hand, take 1
 * card from it, then give any card from your hand": p1 (held Captive) only,
 * p2 refused; p1's hand shown to p0 (the determinized world for p0 keeps
 * it); a card not in p1's hand refused byte-identical; p0 gives a card
 * (here the one they led with in hand, C2). No Captive: not offered. */
static void mind_managers_manipulate(void **state) {
    (void)state;
    arcs_game *game = manipulate_table();
    game_state *g = t_state(game);
    ok(game, "p0 card mind-managers manipulate pip");
    t_refused_unchanged(game, "p0 card mind-managers peek p2");
    ok(game, "p0 card mind-managers peek p1");
    g = t_state(game);
    assert_int_equal(g->card_known[0] & (card_bit(M3) | card_bit(G5)), card_bit(M3) | card_bit(G5));
    t_refused_unchanged(game, "p0 card mind-managers take Administration-6");
    assert_int_equal(t_count_legal(game, "p0 card mind-managers take"), 2);
    /* p0's world keeps p1's hand. */
    static unsigned char obs[ARCS_STATE_BYTES_MAX];
    size_t lo = 0;
    assert_int_equal(arcs_observation(game, 0, obs, sizeof obs, &lo), ARCS_OK);
    for (uint64_t seed = 1; seed <= 4; seed++) {
        arcs_game *c = determinized(game, 0, seed, obs, lo);
        assert_int_equal(c->s.pl[1].hand, card_bit(M3) | card_bit(G5));
        arcs_game_free(c);
    }
    t_assert_reloads(game, "Mind Managers: take");
    ok(game, "p0 card mind-managers take Aggression-5");
    g = t_state(game);
    assert_int_equal(g->pl[0].hand, card_bit(C2) | card_bit(G5));
    t_refused_unchanged(game, "p0 card mind-managers give Mobilization-3");
    t_assert_reloads(game, "Mind Managers: give");
    ok(game, "p0 card mind-managers give Construction-2");
    g = t_state(game);
    assert_int_equal(g->pl[0].hand, card_bit(G5));
    assert_int_equal(g->pl[1].hand, card_bit(M3) | card_bit(C2));
    assert_int_equal(top_frame_c(g)->kind, FR_TURN);
    assert_int_equal(g->pl[0].captives[1], 1); /* the Captive stays */
    t_assert_invariants(game);
    arcs_game_free(game);
    /* No Captive of a Rival: no Manipulate. */
    game = manipulate_table();
    g = t_state(game);
    g->pl[0].captives[1] = 0;
    g->pl[1].agents_supply++;
    game_bump(game);
    assert_int_equal(t_count_legal(game, "p0 card mind-managers"), 0);
    arcs_game_free(game);
}

/* p0 manipulates p1 and takes `take`, gives C2. */
static arcs_game *manipulated(int take) {
    arcs_game *game = manipulate_table();
    ok(game, "p0 card mind-managers manipulate pip");
    ok(game, "p0 card mind-managers peek p1");
    char text[80];
    snprintf(text, sizeof text, "p0 card mind-managers take %s", take == M3 ? "Mobilization-3" : "Aggression-5");
    ok(game, text);
    ok(game, "p0 card mind-managers give Construction-2");
    return game;
}

/* Hidden cards: which card changed hands is p0's and p1's to know; p2's
 * observation and log lines are the same whichever card p0 took, and p2's
 * determinized worlds keep the hands' sizes. */
static void mind_managers_hidden_from_others(void **state) {
    (void)state;
    arcs_game *a = manipulated(M3), *b = manipulated(G5);
    t_assert_same_observation(a, b, 2);
    static unsigned char oa[ARCS_STATE_BYTES_MAX], ob[ARCS_STATE_BYTES_MAX];
    size_t na = 0, nb = 0;
    assert_int_equal(arcs_observation(a, 1, oa, sizeof oa, &na), ARCS_OK);
    assert_int_equal(arcs_observation(b, 1, ob, sizeof ob, &nb), ARCS_OK);
    assert_true(na != nb || memcmp(oa, ob, na) != 0); /* p1 knows what they lost */
    assert_int_equal(arcs_observation(a, 2, oa, sizeof oa, &na), ARCS_OK);
    for (uint64_t seed = 1; seed <= 4; seed++) {
        arcs_game *c = determinized(a, 2, seed, oa, na);
        assert_int_equal(__builtin_popcountll(c->s.pl[0].hand), 1);
        assert_int_equal(__builtin_popcountll(c->s.pl[1].hand), 2);
        assert_int_equal(c->s.pl[2].hand, card_bit(A6));
        arcs_game_free(c);
    }
    arcs_game_free(a);
    arcs_game_free(b);
    /* The log lines name no card. */
    t_log la = {0};
    a = manipulate_table();
    a->log = t_keep_line;
    a->log_ud = &la;
    ok(a, "p0 card mind-managers manipulate pip");
    ok(a, "p0 card mind-managers peek p1");
    ok(a, "p0 card mind-managers take Mobilization-3");
    ok(a, "p0 card mind-managers give Construction-2");
    assert_true(t_logged(&la, "Manipulate: Player 1 takes a card from the hand of Player 2."));
    assert_true(t_logged(&la, "Manipulate: Player 1 gives a card to Player 2."));
    for (int i = 0; i < la.n; i++)
        assert_true(!strstr(la.text[i], "Mobilization") && !strstr(la.text[i], "Construction"));
    arcs_game_free(a);
}

/* ---- Prison Wardens (F1007/F1008: BC12's text and def) ---- */

/* In Act III's Court (F1005 adds both copies either way), BC12's def:
 * held, Execute moves the Hegemon's Captives to Trophies one at a time
 * until they stop (Pressgang: test_cards prison_wardens_pressgang_...). */
static void prison_wardens(void **state) {
    (void)state;
    arcs_game *game = manipulate_table();
    game_state *g = t_state(game);
    assert_false(card_scrapped(g, CARD_F1008));
    t_take_out_court_card(g, CARD_F1007);
    give_held(g, 0, CARD_F1007);
    capture(g, 0, 2, 1);
    game_bump(game);
    ok(game, "p0 card prison-wardens@F1007 execute pip");
    ok(game, "p0 card prison-wardens@F1007 trophy p2");
    g = t_state(game);
    assert_int_equal(g->pl[0].trophy_agents[2], 1);
    assert_int_equal(g->pl[0].captives[2], 0);
    assert_int_equal(g->pl[0].captives[1], 1);
    ok(game, "p0 decline");
    g = t_state(game);
    assert_int_equal(g->pl[0].captives[1], 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---- Happy Hosts (F1012) ---- */

/* Every ship in s (players', Imperial) back to its supply. */
static void clear_ships(game_state *g, int s) {
    for (int q = 0; q < g->num_players; q++) {
        g->pl[q].ships_supply = (uint8_t)(g->pl[q].ships_supply + g->sys[s].fresh[q] + g->sys[s].damaged[q]);
        g->sys[s].fresh[q] = g->sys[s].damaged[q] = 0;
    }
    g->camp.imperial_supply = (uint8_t)(g->camp.imperial_supply + g->camp.imperial[s][0] + g->camp.imperial[s][1]);
    g->camp.imperial[s][0] = g->camp.imperial[s][1] = 0;
}

/* The next planet in play after `after` with no Banner and no Flagship. */
static int quiet_planet(const game_state *g, int after) {
    for (int s = after + 1; s < NUM_SYSTEMS; s++) {
        bool flagship = false;
        for (int q = 0; q < MAX_PLAYERS; q++) flagship |= (int)g->camp.flagship[q] - 1 == s;
        if (sys_in_play(g, s) && !sys_is_gate(s) && !flagship && !banners_on_map(g, s)) return s;
    }
    fail_msg("no quiet planet after %d", after);
    return -1;
}

/* p0 leads Aggression 4 (Secure pips) holding Happy Hosts; 2 Banners on
 * the map, their systems emptied (uncontrolled). sys[0]: p0 controls it
 * (2 fresh, 1 damaged), p1 1 damaged, p2 2 damaged, 1 damaged Imperial
 * ship; sys[1]: p1 controls it (2 fresh), p2 1 damaged, p0 1 fresh. */
static arcs_game *pacify_table(int *sys) {
    arcs_game *game = table();
    game_state *g = t_state(game);
    assert_true(held_index(g, 0, CARD_F1012) >= 0);
    uint32_t hands[3] = {1u << C2, 1u << M3 | 1u << G5, 1u << A6};
    t_set_hands(game, hands);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    g = t_state(game);
    for (uint32_t m = banner_systems(g); m; m &= m - 1) clear_ships(g, __builtin_ctz(m));
    sys[0] = quiet_planet(g, -1);
    sys[1] = quiet_planet(g, sys[0]);
    clear_ships(g, sys[0]);
    clear_ships(g, sys[1]);
    game_bump(game);
    assert_int_equal(t_count_legal(game, "p0 card happy-hosts pacify"), 0); /* nothing to capture */
    t_place_ships(game, 0, sys[0], 2, 1);
    t_place_ships(game, 1, sys[0], 0, 1);
    t_place_ships(game, 2, sys[0], 0, 2);
    g = t_state(game);
    g->camp.imperial_supply--;
    g->camp.imperial[sys[0]][1] = 1;
    t_place_ships(game, 1, sys[1], 2, 0);
    t_place_ships(game, 2, sys[1], 0, 1);
    t_place_ships(game, 0, sys[1], 1, 0);
    t_assert_invariants(game);
    return game;
}

/* "Pacify (Secure): Capture all damaged ships you control except Loyal
 * ones": in sys[0] (p0's) p1's, p2's and the Imperial damaged ships are
 * captured, p0's own damaged ship stays; sys[1] (p1's) untouched. The 4
 * ships count for Tyrant (p0 now first over p1's 2 agent Captives: the
 * first grand ambition kept). Nothing left to capture: refused
 * byte-identical, as a keep decision with none pending. */
static void happy_hosts_pacify(void **state) {
    (void)state;
    int sys[2];
    arcs_game *game = pacify_table(sys);
    game_state *g = t_state(game);
    capture(g, 1, 2, 2);
    g->marker_box[0] = ARCS_TYRANT;
    game_bump(game);
    int tyrant = ambition_count(g, 0, ARCS_TYRANT);
    assert_int_equal(ambition_place(g, 1, ARCS_TYRANT), 1);
    assert_int_equal(grand(g) & 1, 0);
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    ok(game, "p0 card happy-hosts pacify pip");
    g = t_state(game);
    assert_true(t_logged(&log, "Pacify: Player 1 captures 4 damaged ships."));
    assert_int_equal(g->sys[sys[0]].damaged[0], 1);
    assert_int_equal(g->sys[sys[0]].damaged[1] + g->sys[sys[0]].damaged[2] + g->camp.imperial[sys[0]][1], 0);
    assert_int_equal(g->sys[sys[1]].damaged[2], 1);
    assert_int_equal(cards_data_ships_out(g, 1), 1);
    assert_int_equal(cards_data_ships_out(g, 2), 2);
    assert_int_equal(cards_data_imperial_out(g), 1);
    assert_int_equal(ambition_count(g, 0, ARCS_TYRANT), tyrant + 4);
    assert_int_equal(ambition_place(g, 0, ARCS_TYRANT), 1);
    assert_int_equal(grand(g) & 1, 1);
    static char text[16384];
    size_t len = 0;
    assert_int_equal(arcs_describe(game, text, sizeof text, &len), ARCS_OK);
    assert_non_null(strstr(text, "Captive ships: 4"));
    /* The view shows them to every viewer, per owner (public pieces). */
    for (int viewer = -1; viewer < 3; viewer++) {
        arcs_game_view v;
        assert_int_equal(arcs_view(game, viewer, &v), ARCS_OK);
        assert_int_equal(v.player[0].captive_ships[1], 1);
        assert_int_equal(v.player[0].captive_ships[2], 2);
        assert_int_equal(v.player[0].captive_ships[ARCS_OWNER_EMPIRE], 1);
        assert_int_equal(v.player[0].captive_ships[0] + v.player[1].captive_ships[0] + v.player[2].captive_ships[2], 0);
    }
    t_assert_invariants(game);
    t_refused_unchanged(game, "p0 card happy-hosts pacify pip");
    t_refused_unchanged(game, "p0 card happy-hosts return-ship p1");
    /* A ship Captive is a Captive of its owner for Mind Managers too: p0
     * holds no agent Captive at all, yet may choose p2. */
    assert_int_equal(g->pl[0].captives[2], 0);
    assert_true(card_def_of(CARD_F1006)->new_actions[0].possible(g, 0, -1));
    push_card_frame(g, FR_CARD, 0, CARD_F1006, 1 /* S_RIVAL */);
    game_bump(game);
    assert_int_equal(t_count_legal(game, "p0 card mind-managers peek p2"), 1);
    pop_frame(t_state(game));
    game_bump(game);
    t_assert_reloads(game, "Happy Hosts: after Pacify");
    /* The data's invariants: a holder's own ships, a seat not in the game,
     * a ship not off the map (one more in p1's count) are refused. */
    static game_state bad;
    const card_data_def *data = card_def_of(CARD_F1012)->data;
    char why[120];
    int place = card_data_place(CARD_F1012);
    for (int k = 0; k < 3; k++) {
        bad = *t_state(game);
        uint8_t *b = card_data_at(&bad, place);
        if (k == 0) b[0] |= 1;     /* holder 0, owner 0: p0's own ship */
        if (k == 1) b[9] |= 0x10;  /* holder 3 (no such seat), owner 1 */
        if (k == 2) b[0] += 0x10;  /* holder 0, owner 1: 2 of p1's ships, 1 off the map */
        assert_false(k < 2 ? data->invariants(&bad, why, sizeof why) : state_invariants_ok(&bad, why, sizeof why));
    }
    arcs_game_free(game);
}

/* The chapter ends now (chapter 2 of Act III: the game goes on). */
static void end_chapter(arcs_game *game) {
    game_state *g = t_state(game);
    g->depth = 0; /* the turn pending goes: the chapter ends now */
    memset(g->stack, 0, sizeof g->stack);
    for (int p = 0; p < g->num_players; p++) { /* the round's plays discarded (round.c, Step 4) */
        discard_action_card(g, g->played[p]);
        g->played[p] = NO_CARD;
    }
    g->lead_card = NO_CARD;
    g->turn_player = NO_PLAYER;
    chapter_end_begin(g);
    run_forward(g);
    game_bump(game);
    t_assert_invariants(game);
}

/* p's next turn leads `card` (the card p led before discarded). */
static void lead_again(arcs_game *game, int p, int card) {
    game_state *g = t_state(game);
    for (int q = 0; q < g->num_players; q++)
        if (g->played[q] != NO_CARD) {
            discard_action_card(g, g->played[q]);
            g->played[q] = NO_CARD;
        }
    g->lead_card = NO_CARD;
    t_start_lead_turn(game, p, card);
}

/* Prison Wardens (BC12's def, F1007) with Happy Hosts' ship Captives:
 * "Move any number of your Captives to your Trophies" takes a Rival's
 * ship (a ship Trophy of its owner) and an Imperial one (an Imperial
 * Trophy); "Return any number of your Captives to gain any 1 resource for
 * each" sends a ship to its owner's supply. Each leaves Happy Hosts' data
 * (Tyrant counts it no longer); the game stays valid and reloads. */
static void prison_wardens_ship_captives(void **state) {
    (void)state;
    int sys[2];
    arcs_game *game = pacify_table(sys);
    ok(game, "p0 card happy-hosts pacify pip");
    game_state *g = t_state(game);
    t_take_out_court_card(g, CARD_F1007);
    give_held(g, 0, CARD_F1007);
    lead_again(game, 0, t_card(ARCS_ADMINISTRATION, 4));
    t_assert_invariants(game);
    g = t_state(game);
    int tyrant = ambition_count(g, 0, ARCS_TYRANT);
    ok(game, "p0 card prison-wardens@F1007 execute pip");
    /* p1's, p2's and the Empire's ships, and stopping. */
    assert_int_equal(t_count_legal(game, "p0 card prison-wardens@F1007 trophy-ship"), 3);
    t_refused_unchanged(game, "p0 card prison-wardens@F1007 trophy p2"); /* no agent of p2's held */
    ok(game, "p0 card prison-wardens@F1007 trophy-ship p2");
    ok(game, "p0 card prison-wardens@F1007 trophy-ship empire");
    g = t_state(game);
    assert_int_equal(g->pl[0].trophy_ships[2], 1);
    assert_int_equal(g->camp.trophy_imperial[0], 1);
    assert_int_equal(cards_data_captive_ships(g, 0, 2), 1);
    assert_int_equal(cards_data_captive_ships(g, 0, OWNER_EMPIRE), 0);
    assert_int_equal(cards_data_imperial_out(g), 0);
    assert_int_equal(ambition_count(g, 0, ARCS_TYRANT), tyrant - 2);
    ok(game, "p0 decline");
    t_assert_invariants(game);
    t_assert_reloads(game, "Prison Wardens: ship Captives executed");
    lead_again(game, 0, t_card(ARCS_CONSTRUCTION, 5));
    g = t_state(game);
    int supply = g->pl[1].ships_supply;
    ok(game, "p0 card prison-wardens@F1007 pressgang pip");
    ok(game, "p0 card prison-wardens@F1007 return-ship p1 Material");
    g = t_state(game);
    assert_int_equal(g->pl[1].ships_supply, supply + 1);
    assert_int_equal(cards_data_captive_ships(g, 0, 1), 0);
    assert_int_equal(cards_data_ships_out(g, 1), 0);
    t_assert_invariants(game);
    t_assert_reloads(game, "Prison Wardens: a ship Captive returned");
    arcs_game_free(game);
}

/* After Pacify (p0 holds ship Captives: 1 of p1, 2 of p2, 1 Imperial),
 * p0 also holds an agent of p1, p1 an agent of p2; Tyrant declared. */
static arcs_game *keep_table(void) {
    int sys[2];
    arcs_game *game = pacify_table(sys);
    ok(game, "p0 card happy-hosts pacify pip");
    game_state *g = t_state(game);
    capture(g, 0, 1, 1);
    capture(g, 1, 2, 1);
    g->marker_box[0] = ARCS_TYRANT;
    game_bump(game);
    t_assert_invariants(game);
    return game;
}

/* "When Captives are returned in scoring, you may keep 1 Captive per
 * Banner that you control or is uncontrolled": 2 uncontrolled Banners, 5
 * Captives: p0 returns which ones they choose ("decline" refused
 * byte-identical while more than 2 are left), then keeps 2 (an agent-free
 * pair: the Captive ships of p1 and of the Empire); p2's ships back in
 * p2's supply, p1's Captive (no Happy Hosts) returned. Save/load at the
 * decision; a move's label names the Captive. */
static void happy_hosts_keep(void **state) {
    (void)state;
    arcs_game *game = keep_table();
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    int p2_supply = t_state(game)->pl[2].ships_supply;
    end_chapter(game);
    game_state *g = t_state(game);
    assert_int_equal(g->pl[1].captives[2], 0);
    assert_int_equal(t_count_legal(game, "p0 card happy-hosts return-"), 4); /* agent p1; ships p1, p2, empire */
    t_refused_unchanged(game, "p0 decline");
    t_assert_reloads(game, "Happy Hosts: keep");
    arcs_move mv;
    char label[160];
    size_t n = 0;
    assert_int_equal(arcs_move_from_str("p0 card happy-hosts return-ship empire", &mv), ARCS_OK);
    assert_int_equal(arcs_move_label(game, mv, label, sizeof label, &n), ARCS_OK);
    assert_string_equal(label, "Happy Hosts: return a Captive ship of the Empire (keep the rest)");
    ok(game, "p0 card happy-hosts return-ship p2");
    ok(game, "p0 card happy-hosts return-ship p2");
    t_refused_unchanged(game, "p0 decline");
    t_refused_unchanged(game, "p0 card happy-hosts return-ship p2");
    ok(game, "p0 card happy-hosts return-agent p1");
    ok(game, "p0 decline");
    g = t_state(game);
    assert_true(t_logged(&log, "Player 1 keeps 2 Captives, 1 per Banner they control or uncontrolled (2)."));
    assert_int_equal(g->pl[0].captives[1], 0);
    assert_int_equal(cards_data_ships_out(g, 1), 1);
    assert_int_equal(cards_data_ships_out(g, 2), 0);
    assert_int_equal(cards_data_imperial_out(g), 1);
    assert_int_equal(g->pl[2].ships_supply, p2_supply + 2);
    assert_int_equal(ambition_count(g, 0, ARCS_TYRANT), 2);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* No Banner p0 controls or uncontrolled: every Captive returns, no
 * decision (the ships to their owners' and the Empire's supplies); Tyrant
 * not scored: the ship Captives stay. */
static void happy_hosts_no_keep(void **state) {
    (void)state;
    for (int tyrant = 0; tyrant < 2; tyrant++) {
        arcs_game *game = keep_table();
        game_state *g = t_state(game);
        if (!tyrant) g->marker_box[0] = 0xFF;
        banners_at(g, 0, NULL);
        int imperial = g->camp.imperial_supply, p1 = g->pl[1].ships_supply;
        game_bump(game);
        end_chapter(game);
        g = t_state(game);
        assert_int_equal(t_count_legal(game, "p0 card happy-hosts"), 0);
        assert_int_equal(cards_data_imperial_out(g), tyrant ? 0 : 1);
        assert_int_equal(cards_data_ships_out(g, 2), tyrant ? 0 : 2);
        assert_int_equal(g->camp.imperial_supply, imperial + (tyrant ? 1 : 0));
        assert_int_equal(g->pl[1].ships_supply, p1 + (tyrant ? 1 : 0));
        assert_int_equal(g->pl[0].captives[1], tyrant ? 0 : 1);
        arcs_game_free(game);
    }
}

/* ---- Against Hegemony (F1009/F1010) ---- */

enum { AGAINST_PLACE = 1 };

/* p0 failed the Hegemon's Act II (a C Fate now): both copies in the Court
 * deck, the Banners not on the map scrapped; here 2 Banners on the map and
 * F1009 in Court place 1. */
static arcs_game *against_table(int *sys) {
    arcs_game *game = act3(&FAILED, 0x1009);
    game_state *g = t_state(game);
    assert_int_not_equal(g->camp.fate[0], CARD_FATE10);
    assert_int_equal(hegemon_of(g), 0);
    assert_false(card_scrapped(g, CARD_F1009) || card_scrapped(g, CARD_F1010));
    banners_at(g, 2, sys);
    t_court_card_at(game, CARD_F1009, AGAINST_PLACE);
    /* p0's C Fate may be the Gate Wraith: its Passage Storms, on top of the
     * Court deck, buried (no When Drawn decision after a secure here). */
    if (g->court_deck_len && court_deck_pile(g)[g->court_deck_len - 1] == CARD_F2206 &&
        court_deck_remove(g, CARD_F2206))
        court_bury(g, CARD_F2206);
    game_bump(game);
    t_assert_invariants(game);
    return game;
}

/* "Crisis: Bury this card": to the bottom of the Court deck, the agents on
 * it back; with no Banner on the map, "Scrap this if no Banners are on the
 * map": scrapped instead. */
static void against_hegemony_crisis(void **state) {
    (void)state;
    for (int none = 0; none < 2; none++) {
        arcs_game *game = against_table(NULL);
        game_state *g = t_state(game);
        if (none) banners_at(g, 0, NULL);
        g->pl[1].agents_supply--;
        g->court_agents[AGAINST_PLACE][1] = 1;
        int supply = g->pl[1].agents_supply;
        game_bump(game);
        cards_crisis(g, CARD_F1009, AGAINST_PLACE);
        run_forward(g);
        game_bump(game);
        g = t_state(game);
        assert_int_not_equal(g->court_row[AGAINST_PLACE], CARD_F1009);
        assert_int_equal(g->pl[1].agents_supply, supply + 1);
        assert_int_equal(card_scrapped(g, CARD_F1009), none);
        assert_int_equal(court_deck_pile(g)[0] == CARD_F1009, !none);
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* "When Secured: You may take any Banners you control as Trophies. Discard
 * this card.": p1 controls the first Banner's system, not the second's:
 * one offered (the other refused byte-identical), taken into p1's
 * Trophies; the card in the Court discard pile. */
static void against_hegemony_secured(void **state) {
    (void)state;
    int sys[2];
    arcs_game *game = against_table(sys);
    game_state *g = t_state(game);
    t_place_ships(game, 1, sys[0], 2, 0);
    t_place_ships(game, 2, sys[1], 2, 0);
    for (int q = 0; q < 3; q++)
        if (q != 1) g->sys[sys[0]].fresh[q] = 0;
    g->pl[1].agents_supply--;
    g->court_agents[AGAINST_PLACE][1] = 1;
    game_bump(game);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p1 action secure");
    ok(game, "p1 secure 1"); /* AGAINST_PLACE */
    g = t_state(game);
    char name[16], text[80];
    snprintf(text, sizeof text, "p1 card against-hegemony take %s", system_name(sys[1], name));
    t_refused_unchanged(game, text);
    t_assert_reloads(game, "Against Hegemony: take");
    snprintf(text, sizeof text, "p1 card against-hegemony take %s", system_name(sys[0], name));
    ok(game, text);
    g = t_state(game);
    assert_int_equal(banner_trophies(g, 1), 1);
    assert_int_equal(banners_on_map(g, -1), 1);
    assert_int_equal(g->court_discard_len ? court_discard_pile(g)[g->court_discard_len - 1] : -1, CARD_F1009);
    assert_int_equal(top_frame_c(g)->kind, FR_TURN); /* no Banner left to take */
    t_assert_invariants(game);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_side),
        cmocka_unit_test(grand_no_rival_tyrant),
        cmocka_unit_test(grand_banners_beyond_chapter),
        cmocka_unit_test(grand_scored_at_chapter_end),
        cmocka_unit_test(mind_managers_manipulate),
        cmocka_unit_test(mind_managers_hidden_from_others),
        cmocka_unit_test(prison_wardens),
        cmocka_unit_test(prison_wardens_ship_captives),
        cmocka_unit_test(against_hegemony_crisis),
        cmocka_unit_test(against_hegemony_secured),
        cmocka_unit_test(happy_hosts_pacify),
        cmocka_unit_test(happy_hosts_keep),
        cmocka_unit_test(happy_hosts_no_keep),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
