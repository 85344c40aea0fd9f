/* The Pathfinder's Act III (ARCS-F905-F911): the Setup side, the two grand
 * ambitions, Pilgrims, Seek the Portal, Call to Pilgrimage and Portal
 * Seekers, in Act III games started from campaign records (a Pathfinder
 * who completed the Act II objective keeps the Fate; one who failed takes
 * a C Fate and Portal Seekers enters the Court deck). */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>
#include <string.h>

#include "act2_fixture.h"
#include "arc_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/flagship.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/gate_wraith/gate_wraith.h"
#include "cards/campaign/fates/pathfinder/pathfinder.h"

/* p0 fails Act I (takes the Pathfinder) and completes Act II (keeps it);
 * p1 and p2 keep their A Fates. */
static const t_fates FATES = {.a = {CARD_FATE07, CARD_FATE02, CARD_FATE03}, .completed1 = 6u,
                              .b = {CARD_FATE09}, .completed2 = 7u};
/* The same, p0 failing Act II: a C Fate, Portal Seekers in the Court deck. */
static const t_fates FAILED = {.a = {CARD_FATE07, CARD_FATE02, CARD_FATE03}, .completed1 = 6u,
                               .b = {CARD_FATE09}, .completed2 = 6u};

static char logbuf[1 << 16];
static void keep_line(void *ud, const char *line) {
    (void)ud;
    size_t n = strlen(logbuf);
    if (n + strlen(line) + 2 < sizeof logbuf) {
        strcat(logbuf, line);
        strcat(logbuf, "\n");
    }
    if (getenv("ARCS_TEST_LOG")) fprintf(stderr, "  | %s\n", line);
}

static int pilgrims_on_map(const game_state *g) {
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) n += pilgrims_at(g, s);
    return n;
}

static void okf(arcs_game *game, const char *fmt, const char *a, const char *b) {
    char text[160];
    snprintf(text, sizeof text, fmt, a, b);
    ok(game, text);
}

/* ---- F907A Setup ---- */

/* Steps 1-4: Pilgrims in the play area with the Act III objective card (no
 * marker), Seek the Portal (09) on top of the Court deck and known there
 * (drawn without chance; a determinized world keeps it on top), 10-11
 * tucked, Pilgrims at planets of one symbol, one per cluster in play. */
static void setup_side(void **state) {
    (void)state;
    arcs_game *game = t_act3_new(3, 0x907, &FATES, ARCS_CHANCE_INTERNAL, 0);
    uint64_t rng = 0x907;
    t_arc_finish_setup(game, &rng);
    const game_state *g = &game->s;
    assert_int_equal(g->camp.fate[0], CARD_FATE09);
    assert_true(t_in_play_area(g, 0, CARD_F907B));
    assert_true(t_in_play_area(g, 0, CARD_F908));
    assert_int_equal(g->camp.objective[0], OBJECTIVE_NONE);
    assert_int_equal(court_deck_pile(g)[g->court_deck_len - 1], CARD_F909);
    assert_true(cards_court_top_known(g));
    assert_int_equal(PILGRIMS_OF(g)->tucked, 6);
    int n = pilgrims_on_map(g), symbol = -1;
    assert_true(n >= 1 && n <= PILGRIM_TOKENS);
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (pilgrims_at(g, s)) {
            assert_false(sys_is_gate(s));
            assert_int_equal(pilgrims_at(g, s), 1);
            if (symbol < 0) symbol = sys_kind(s);
            assert_int_equal(sys_kind(s), symbol);
        }
    for (int i = 0; i < g->camp.n_tokens; i++)
        if (g->camp.tokens[i].card == CARD_F908) assert_true(token_loyal(g, i, 0));
    /* Determinized for p1: F909 still on top. */
    static unsigned char obs[ARCS_STATE_BYTES_MAX];
    size_t len = 0;
    assert_int_equal(arcs_observation(game, 1, obs, sizeof obs, &len), ARCS_OK);
    for (uint64_t seed = 1; seed <= 4; seed++) {
        arcs_game *copy = determinized(game, 1, seed, obs, len);
        assert_int_equal(court_deck_pile(&copy->s)[copy->s.court_deck_len - 1], CARD_F909);
        arcs_game_free(copy);
    }
    t_assert_invariants(game);
    t_assert_reloads(game, "Act III set up");
    arcs_game_free(game);
}

/* Step 4's roll as chance: face 3 (the hex) places a Pilgrim on each hex
 * planet in play and nowhere else. */
static void setup_roll_explicit(void **state) {
    (void)state;
    arcs_game *game = t_act3_new(3, 0x908, &FATES, ARCS_CHANCE_EXPLICIT, 0);
    uint64_t rng = 0x908;
    for (int k = 0; k < 200; k++) {
        const frame *f = top_frame_c(&game->s);
        if (f->kind == FR_CHANCE && f->card == CARD_F907A) break;
        t_random_move(game, &rng);
    }
    assert_int_equal(top_frame_c(&game->s)->card, CARD_F907A);
    t_assert_reloads(game, "the Pilgrims' roll pending");
    t_chance_outcome(game, 2);
    const game_state *g = &game->s;
    int want = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        bool hex = sys_in_play(g, s) && !sys_is_gate(s) && sys_kind(s) == event_die_symbol(3);
        want += hex;
        assert_int_equal(pilgrims_at(g, s), hex);
    }
    assert_int_equal(pilgrims_on_map(g), want);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---- the table: p0 the Pathfinder, chapter 1, an empty map, the Portal
 * at `portal` (a planet of cluster 2 with 2 slots), every Pilgrim on the
 * objective card but for none; p0 leading with Aggression 4. ---- */

static int portal;

static arcs_game *table(void) {
    arcs_game *game = t_act3_new(3, 0x909, &FATES, ARCS_CHANCE_INTERNAL, 0);
    uint64_t rng = 0x909;
    t_arc_finish_setup(game, &rng);
    game_state *g = t_state(game);
    if (getenv("ARCS_TEST_LOG")) game->log = keep_line;
    assert_int_equal(g->camp.fate[0], CARD_FATE09);
    t_clear_board(game);
    g = t_state(game);
    portal = -1;
    for (int s = 4; s < NUM_SYSTEMS && portal < 0; s++)
        if (sys_in_play(g, s) && !sys_is_gate(s)) portal = s;
    pathfinder_data *d = pathfinder_of(g);
    if (d->portal) {
        portal = d->portal - 1;
    } else {
        d->secret = (uint8_t)(portal + 1);
        pathfinder_place_portal(g, portal);
    }
    for (int i = 0; i < g->camp.n_tokens; i++)
        if (g->camp.tokens[i].card == CARD_F908) g->camp.tokens[i].where = TOKEN_OFF_MAP;
    g->chapter = 1;
    game_bump(game);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    t_assert_invariants(game);
    return game;
}

/* Put the first n Pilgrims (token list order) in s. */
static void pilgrims_to(game_state *g, int n, int s) {
    for (int i = 0; i < g->camp.n_tokens && n; i++)
        if (g->camp.tokens[i].card == CARD_F908 && g->camp.tokens[i].where == TOKEN_OFF_MAP) {
            g->camp.tokens[i].where = (uint8_t)s;
            n--;
        }
    assert_int_equal(n, 0);
}

static int grand(const game_state *g) { return card_def_of(CARD_F907B)->grand_ambitions(g, 0, CARD_F907B); }

/* F907B 1 "Control the Portal token": p0's 2 fresh ships there fulfil it;
 * p1's 3 there take it away; no Portal on the map, nothing. */
static void grand_control_the_portal(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    pilgrims_to(g, pilgrims_at(g, TOKEN_OFF_MAP), portal); /* none on the card */
    assert_int_equal(grand(g), 0);
    t_place_ships(game, 0, portal, 2, 0);
    g = t_state(game);
    assert_int_equal(grand(g), 1);
    t_place_ships(game, 1, portal, 3, 0);
    g = t_state(game);
    assert_int_equal(grand(g), 0);
    arcs_game_free(game);
}

/* F907B 2 "Have more Pilgrims on this card than the current Chapter":
 * chapter 1, 1 Pilgrim is not enough, 2 are; chapter 2 needs 3. */
static void grand_pilgrims_delivered(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    int total = pilgrims_at(g, TOKEN_OFF_MAP);
    if (total < 3) fail_msg("only %d Pilgrims placed at setup", total);
    pilgrims_to(g, total - 1, portal);
    assert_int_equal(grand(g), 0);
    for (int i = 0; i < g->camp.n_tokens; i++) /* a second one on the card */
        if (g->camp.tokens[i].card == CARD_F908 && g->camp.tokens[i].where == portal) {
            g->camp.tokens[i].where = TOKEN_OFF_MAP;
            break;
        }
    assert_int_equal(pilgrims_at(g, TOKEN_OFF_MAP), 2);
    assert_int_equal(grand(g), 2);
    g->chapter = 2;
    assert_int_equal(grand(g), 0);
    arcs_game_free(game);
}

/* Scored at the chapter's end from the chapter track: chapter 2, both
 * fulfilled (the Portal controlled, 3 Pilgrims on the card), 8 Power. */
static void grand_scored_at_chapter_end(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    int total = pilgrims_at(g, TOKEN_OFF_MAP);
    pilgrims_to(g, total - 3, portal);
    t_place_ships(game, 0, portal, 2, 0);
    g = t_state(game);
    g->chapter = 2;
    int before = g->pl[0].power;
    assert_int_equal(grand(g), 3);
    logbuf[0] = 0;
    game->log = keep_line;
    campaign_score_grand_ambitions(g);
    assert_int_equal(g->pl[0].power, before + 8);
    assert_non_null(strstr(logbuf, "Chapter 2: Player 1 fulfilled both grand ambitions of Pathfinder Act III "
                                   "Objective: +8 Power."));
    arcs_game_free(game);
}

/* ---- F908 Pilgrims ---- */

/* Two systems adjacent to s, in play (the first two found). */
static void two_neighbours(const game_state *g, int s, int *a, int *b) {
    uint8_t adj[8];
    int na = adjacent_systems(g, s, adj);
    assert_true(na >= 2);
    *a = adj[0];
    *b = adj[1];
}

/* Prelude: each Pilgrim once into a system p0 controls or with p0's
 * Flagship (adjacent: our reading), one at a time, then done; not into a
 * system p0 neither controls nor has the Flagship in (refused, the game
 * unchanged); once per turn. */
static void pilgrims_prelude(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    int from = portal, to, other;
    two_neighbours(g, from, &to, &other);
    pilgrims_to(g, 2, from);
    t_place_ships(game, 0, to, 1, 0);
    g = t_state(game);
    assert_false(player_controls(g, 0, other));
    char a[16], b[16], c[16], text[160];
    system_name(from, a), system_name(to, b), system_name(other, c);
    snprintf(text, sizeof text, "p0 card pilgrims move %s %s", a, c);
    t_refused_unchanged(game, text);
    okf(game, "p0 card pilgrims move %s %s", a, b);
    g = t_state(game);
    assert_int_equal(pilgrims_at(g, to), 1);
    assert_int_equal(pilgrims_at(g, from), 1);
    t_assert_reloads(game, "Pilgrims moving");
    t_assert_texts_round_trip(game);
    /* The moved one cannot move again: only the one left in `from`. */
    assert_int_equal(t_count_legal(game, "p0 card pilgrims move"), 1);
    ok(game, "p0 decline");
    assert_int_equal(t_count_legal(game, "p0 card pilgrims move"), 0); /* once per turn */
    g = t_state(game);
    assert_int_equal(pilgrims_at(g, from), 1);
    arcs_game_free(game);
}

/* A Pilgrim on a gate that gets a Passage (the Gate Wraith's law,
 * ARCS-F2205: "Place all ships and tokens from the gate onto the Twisted
 * Passage") goes to system 24 with the ships; the state stays valid and
 * reloads, and the Prelude does not move it out (our reading: the law's
 * ways out are Moves; pilgrims.c). Found by the Fates' property run (4p
 * seed 420156: the invariants refused a Pilgrim in system 24). */
static void pilgrims_into_twisted_passage(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    booklet_add(g, CARD_F2205);
    for (uint32_t m = passage_gates(g); m; m &= m - 1) token_remove(g, CARD_F2205, __builtin_ctz(m));
    int gate = -1;
    for (int s = 0; s < NUM_SYSTEMS && gate < 0; s += 4)
        if (sys_in_play(g, s)) gate = s;
    int to, other;
    two_neighbours(g, gate, &to, &other);
    pilgrims_to(g, 1, gate);
    t_place_ships(game, 0, gate, 1, 0);
    t_place_ships(game, 0, to, 2, 0);
    g = t_state(game);
    game_bump(game);
    t_assert_invariants(game);
    assert_true(t_count_legal(game, "p0 card pilgrims move") > 0);
    assert_true(passage_collapse(g, gate));
    assert_int_equal(pilgrims_at(g, gate), 0);
    assert_int_equal(pilgrims_at(g, TWISTED_PASSAGE), 1);
    assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[0], 1);
    game_bump(game);
    t_assert_invariants(game);
    t_assert_reloads(game, "a Pilgrim in the Twisted Passage");
    assert_int_equal(t_count_legal(game, "p0 card pilgrims move"), 0);
    arcs_game_free(game);
}

/* The Flagship's system is open to Pilgrims though a Rival controls it. */
static void pilgrims_to_flagship(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    int from = portal, to, other;
    two_neighbours(g, from, &to, &other);
    pilgrims_to(g, 1, from);
    g->camp.flagship[0] = (uint8_t)(other + 1);
    game_bump(game);
    t_place_ships(game, 1, other, 3, 0);
    g = t_state(game);
    assert_false(player_controls(g, 0, other));
    char a[16], c[16];
    okf(game, "p0 card pilgrims move %s %s", system_name(from, a), system_name(other, c));
    assert_int_equal(pilgrims_at(&game->s, other), 1);
    arcs_game_free(game);
}

/* Use the Portal (Move): p0 controlling the Portal takes its 2 Pilgrims
 * onto the objective card and untucks F910 onto the Court deck's top
 * (known there); again, F911 (both kept on top by determinize); with nothing left to do, or without control,
 * it is not offered. */
static void use_the_portal(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    int on_card = pilgrims_at(g, TOKEN_OFF_MAP);
    pilgrims_to(g, 2, portal);
    assert_int_equal(t_count_legal(game, "p0 card pilgrims use-the-portal"), 0); /* no control */
    t_place_ships(game, 0, portal, 1, 0);
    ok(game, "p0 card pilgrims use-the-portal pip");
    g = t_state(game);
    assert_int_equal(pilgrims_at(g, portal), 0);
    assert_int_equal(pilgrims_at(g, TOKEN_OFF_MAP), on_card);
    assert_int_equal(PILGRIMS_OF(g)->tucked, 4);
    assert_int_equal(court_deck_pile(g)[g->court_deck_len - 1], CARD_F910);
    assert_true(cards_court_top_known(g));
    t_assert_invariants(game);
    ok(game, "p0 card pilgrims use-the-portal pip");
    g = t_state(game);
    assert_int_equal(PILGRIMS_OF(g)->tucked, 0);
    assert_int_equal(court_deck_pile(g)[g->court_deck_len - 1], CARD_F911);
    assert_int_equal(court_deck_pile(g)[g->court_deck_len - 2], CARD_F910);
    assert_int_equal(t_count_legal(game, "p0 card pilgrims use-the-portal"), 0);
    t_assert_reloads(game, "after Use the Portal");
    /* Determinized for p2: the two known cards stay on top, in order. */
    static unsigned char obs[ARCS_STATE_BYTES_MAX];
    size_t len = 0;
    assert_int_equal(arcs_observation(game, 2, obs, sizeof obs, &len), ARCS_OK);
    arcs_game *copy = determinized(game, 2, 7, obs, len);
    const game_state *c = &copy->s;
    assert_int_equal(court_deck_pile(c)[c->court_deck_len - 1], CARD_F911);
    assert_int_equal(court_deck_pile(c)[c->court_deck_len - 2], CARD_F910);
    arcs_game_free(copy);
    /* F911 drawn and buried (the known bottom): a determinized world keeps
     * it at the bottom, F910 on top. */
    assert_true(court_deck_remove(g, CARD_F911));
    court_bury(g, CARD_F911);
    game_bump(game);
    assert_int_equal(court_deck_pile(g)[0], CARD_F911);
    assert_int_equal(arcs_observation(game, 2, obs, sizeof obs, &len), ARCS_OK);
    copy = determinized(game, 2, 7, obs, len);
    c = &copy->s;
    assert_int_equal(court_deck_pile(c)[0], CARD_F911);
    assert_int_equal(court_deck_pile(c)[c->court_deck_len - 1], CARD_F910);
    arcs_game_free(copy);
    /* The whole deck shuffled (another card's shuffle): F910 is no longer
     * known on top. */
    court_deck_shuffled(g);
    game_bump(game);
    assert_int_equal(PILGRIMS_OF(g)->top, 0);
    assert_false(cards_court_top_known(g));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---- F909-F911 Seek the Portal ---- */

enum { PLACE = 1 };

/* Crisis: in turn order each player with a ship on the map scraps 1 Loyal
 * ship of their choice (out of the game: ships_out); a player without one
 * is skipped; the card stays in the Court. */
static void seek_crisis(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    int a, b;
    two_neighbours(g, portal, &a, &b);
    t_place_ships(game, 0, a, 1, 1);
    t_place_ships(game, 1, b, 2, 0);
    t_court_card_at(game, CARD_F909, PLACE);
    g = t_state(game);
    g->initiative = 0;
    int supply0 = g->pl[0].ships_supply;
    cards_crisis(g, CARD_F909, PLACE);
    run_forward(g);
    game_bump(game);
    t_assert_reloads(game, "Seek the Portal's Crisis");
    char sa[16], sb[16], text[160];
    system_name(a, sa), system_name(b, sb);
    snprintf(text, sizeof text, "p0 card seek-the-portal scrap %s 0", sb);
    t_refused_unchanged(game, text); /* not p0's ship */
    snprintf(text, sizeof text, "p0 card seek-the-portal scrap %s 1", sa);
    ok(game, text);
    snprintf(text, sizeof text, "p1 card seek-the-portal scrap %s 0", sb);
    ok(game, text);
    g = t_state(game);
    assert_int_equal(g->sys[a].damaged[0], 0);
    assert_int_equal(g->sys[a].fresh[0], 1);
    assert_int_equal(g->sys[b].fresh[1], 1);
    assert_int_equal(PILGRIMS_OF(g)->scrapped[0], 1);
    assert_int_equal(PILGRIMS_OF(g)->scrapped[1], 1);
    assert_int_equal(g->pl[0].ships_supply, supply0); /* out of the game */
    assert_int_equal(g->court_row[PLACE], CARD_F909);
    assert_int_not_equal(top_frame_c(g)->card, CARD_F909); /* p2 has no ship: skipped */
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Secure Seek the Portal: the securer controlling the Portal scraps any
 * ships there (p1's, one of their own, a damaged Imperial ship: out of the
 * game, the 15 Imperial ships still counted), 2 Power each, then declines;
 * the card is shuffled into the Court deck. Not controlling: nothing but
 * the shuffle. */
static void seek_secured_scraps_at_portal(void **state) {
    (void)state;
    for (int control = 0; control < 2; control++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        t_place_ships(game, 0, portal, control ? 3 : 1, 0);
        t_place_ships(game, 1, portal, 2, 0);
        t_court_card_at(game, CARD_F909, PLACE);
        g = t_state(game);
        g->pl[0].agents_supply = (uint8_t)(g->pl[0].agents_supply - 1);
        g->court_agents[PLACE][0] = 1;
        g->camp.imperial[portal][1]++; /* a damaged Imperial ship (no Empire control) */
        g->camp.imperial_supply--;
        game_bump(game);
        t_assert_invariants(game);
        int power = g->pl[0].power;
        ok(game, "p0 action secure");
        ok(game, "p0 secure 1");
        g = t_state(game);
        if (control) {
            t_assert_reloads(game, "Seek the Portal secured");
            t_assert_texts_round_trip(game);
            ok(game, "p0 card seek-the-portal take p1 0");
            ok(game, "p0 card seek-the-portal take p0 0");
            ok(game, "p0 card seek-the-portal take empire 1");
            ok(game, "p0 decline");
            g = t_state(game);
            assert_int_equal(g->pl[0].power, power + 6);
            assert_int_equal(g->camp.imperial[portal][1], 0);
            assert_int_equal(PILGRIMS_OF(g)->imperial, 1);
            assert_int_equal(g->sys[portal].fresh[1], 1);
            assert_int_equal(g->sys[portal].fresh[0], 2);
            assert_int_equal(PILGRIMS_OF(g)->scrapped[1], 1);
        } else {
            assert_int_equal(g->pl[0].power, power);
        }
        bool in_deck = false;
        for (int i = 0; i < g->court_deck_len; i++) in_deck |= court_deck_pile(g)[i] == CARD_F909;
        assert_true(in_deck);
        assert_false(cards_court_top_known(g)); /* shuffled: nothing known on top */
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* ---- F905 Call to Pilgrimage ---- */

/* The first n base Guild cards of suit `suit` not held by anyone, out of
 * the Court, to p. */
static void give_guild(arcs_game *game, int p, int suit, int n) {
    game_state *g = t_state(game);
    for (int c = 0; c < card_table_len && n; c++) {
        if (card_table[c].kind != CK_GUILD || card_table[c].suit != suit || card_protected(c) || card_holder(g, c) >= 0 ||
            fate_set_of(c) >= 0 || !fate_card_in_play(g, c))
            continue;
        t_take_out_court_card(g, c);
        give_held(g, p, c);
        n--;
    }
    if (n) fail_msg("%d Guild cards of suit %d missing", n, suit);
    game_bump(game);
}

static int guild_of_suit(const game_state *g, int p, int suit) {
    int n = 0;
    for (int i = 0; i < g->pl[p].guild_count; i++) n += card_table[g->pl[p].guild[i]].suit == suit;
    return n;
}

/* Crisis, an arrow rolled: each player with a Guild card discards one (p1
 * none: skipped); no arrow: nothing. */
static void call_crisis(void **state) {
    (void)state;
    for (int arrow = 0; arrow < 2; arrow++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        for (int p = 0; p < 3; p++)
            while (g->pl[p].guild_count) discard_held(g, p, g->pl[p].guild[0]);
        give_guild(game, 0, ARCS_MATERIAL, 2);
        give_guild(game, 2, ARCS_FUEL, 1);
        t_court_card_at(game, CARD_F905, PLACE);
        g = t_state(game);
        g->initiative = 0;
        g->camp.event_die = arrow ? 1 : 2; /* face 1 the arrow, 2 the crescent */
        cards_crisis(g, CARD_F905, PLACE);
        run_forward(g);
        game_bump(game);
        if (arrow) {
            t_assert_reloads(game, "Call to Pilgrimage's Crisis");
            t_refused_unchanged(game, "p0 card call-to-pilgrimage discard 2");
            ok(game, "p0 card call-to-pilgrimage discard 1");
            ok(game, "p2 card call-to-pilgrimage discard 0");
        }
        g = t_state(game);
        assert_int_equal(g->pl[0].guild_count, arrow ? 1 : 2);
        assert_int_equal(g->pl[2].guild_count, arrow ? 0 : 1);
        assert_int_equal(g->court_row[PLACE], CARD_F905);
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* When Secured: p0 chooses Material (a suit of theirs; Weapon, not theirs,
 * is refused); clockwise p1 discards their Material Guild card, keeps the
 * Fuel one; p2 (Weapon) keeps theirs; the card is shuffled into the Court deck. */
static void call_secured(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    for (int p = 0; p < 3; p++)
        while (g->pl[p].guild_count) discard_held(g, p, g->pl[p].guild[0]);
    give_guild(game, 0, ARCS_MATERIAL, 1);
    give_guild(game, 1, ARCS_MATERIAL, 1);
    give_guild(game, 1, ARCS_FUEL, 1);
    give_guild(game, 2, ARCS_WEAPON, 1);
    t_court_card_at(game, CARD_F905, PLACE);
    g = t_state(game);
    g->pl[0].agents_supply = (uint8_t)(g->pl[0].agents_supply - 1);
    g->court_agents[PLACE][0] = 1;
    game_bump(game);
    ok(game, "p0 action secure");
    ok(game, "p0 secure 1");
    t_refused_unchanged(game, "p0 card call-to-pilgrimage suit Weapon");
    ok(game, "p0 card call-to-pilgrimage suit Material");
    g = t_state(game);
    assert_int_equal(guild_of_suit(g, 0, ARCS_MATERIAL), 1);
    assert_int_equal(guild_of_suit(g, 1, ARCS_MATERIAL), 0);
    assert_int_equal(guild_of_suit(g, 1, ARCS_FUEL), 1);
    assert_int_equal(g->pl[2].guild_count, 1);
    assert_int_equal(guild_of_suit(g, 2, ARCS_WEAPON), 1);
    bool in_deck = false;
    for (int i = 0; i < g->court_deck_len; i++) in_deck |= court_deck_pile(g)[i] == CARD_F905;
    assert_true(in_deck);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---- F906 Portal Seekers ---- */

/* faq.csv, Portal Seekers: "Can I score from fulfilling this grand ambition
 * even if I have a C Fate? Yes." p0 failed Act II (a C Fate; the Portal
 * placed on the recorded system by the Resolution) and holds Portal
 * Seekers: controlling the Portal at chapter 1's end gains the lower
 * amount, 2 Power; not controlling it, nothing. */
static void portal_seekers_c_fate(void **state) {
    (void)state;
    for (int control = 0; control < 2; control++) {
        arcs_game *game = t_act3_new(3, 0x906, &FAILED, ARCS_CHANCE_INTERNAL, 0);
        uint64_t rng = 0x906;
        t_arc_finish_setup(game, &rng);
        game_state *g = t_state(game);
        assert_int_equal(fate_letter(g->camp.fate[0]), FATE_C);
        int at = pathfinder_portal(g);
        assert_true(at >= 0);
        assert_true(card_scrapped(g, CARD_F905));
        t_clear_board(game);
        g = t_state(game);
        t_take_out_court_card(g, CARD_F906);
        give_held(g, 0, CARD_F906);
        game_bump(game);
        if (control) t_place_ships(game, 0, at, 2, 0);
        g = t_state(game);
        g->chapter = 1;
        assert_int_equal(grand_ambitions_fulfilled(g, 0), control);
        int before = g->pl[0].power;
        logbuf[0] = 0;
        game->log = keep_line;
        campaign_score_grand_ambitions(g);
        assert_int_equal(g->pl[0].power, before + (control ? 2 : 0));
        if (control)
            assert_non_null(strstr(logbuf, "Chapter 1: Player 1 fulfilled the grand ambition of Portal Seekers: +2 Power."));
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* "Fulfilling three grand ambitions does not gain you more Power": the
 * Pathfinder's two and Portal Seekers' (held here for the count) gain the
 * higher amount, chapter 1: 4 Power. */
static void three_grand_ambitions(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    int total = pilgrims_at(g, TOKEN_OFF_MAP);
    pilgrims_to(g, total - 2, portal);
    t_place_ships(game, 0, portal, 2, 0);
    g = t_state(game);
    /* (Scrapped by the completed Resolution: brought back for the count.) */
    g->camp.scrapped[CARD_F906 >> 3] &= (uint8_t)~(1u << (CARD_F906 & 7));
    fate_card_added(g);
    give_held(g, 0, CARD_F906);
    game_bump(game);
    assert_int_equal(grand_ambitions_fulfilled(g, 0), 3);
    int before = g->pl[0].power;
    logbuf[0] = 0;
    game->log = keep_line;
    campaign_score_grand_ambitions(g);
    assert_int_equal(g->pl[0].power, before + 4);
    assert_non_null(strstr(logbuf, "fulfilled both grand ambitions of Pathfinder Act III Objective and the grand "
                                   "ambition of Portal Seekers: +4 Power."));
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_side),
        cmocka_unit_test(pilgrims_into_twisted_passage),
        cmocka_unit_test(setup_roll_explicit),
        cmocka_unit_test(grand_control_the_portal),
        cmocka_unit_test(grand_pilgrims_delivered),
        cmocka_unit_test(grand_scored_at_chapter_end),
        cmocka_unit_test(pilgrims_prelude),
        cmocka_unit_test(pilgrims_to_flagship),
        cmocka_unit_test(use_the_portal),
        cmocka_unit_test(seek_crisis),
        cmocka_unit_test(seek_secured_scraps_at_portal),
        cmocka_unit_test(call_crisis),
        cmocka_unit_test(call_secured),
        cmocka_unit_test(portal_seekers_c_fate),
        cmocka_unit_test(three_grand_ambitions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
