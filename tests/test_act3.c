/* Act III of the Fates: the property run.
 *
 * Random Act III games started from campaign records (tests/act2_fixture.h
 * t_act3_new: Act I and Act II cut short, both Intermissions played; most
 * players keep their A Fate through both Acts, the others take a B Fate
 * after Act I and keep it or take a C Fate after Act II), played to the
 * campaign's winner. The invariants hold after every move; undo and
 * save/load round trips at random moves.
 *
 * Coverage: one row per Act III card, objective trigger and grand ambition
 * (a log text only it writes); every row of a Fate whose Act III the
 * library plays must fire in the run, and the table is printed. A Fate
 * still blank here (its BLANK_<FATE>_ACT3 macro in tests/cards/blank_fates.h
 * not emptied) plays a blank Act III and has no rows checked. The grand
 * ambition rows need no log of the card's own: the chapter's scoring names
 * which grand ambition of which card was fulfilled.
 *
 * ARCS_ACT3_GAMES (environment): games per player count (default 4, the
 * coverage printed only; when set, as in the slow suite, every row must
 * fire). ARCS_ACT3_ONE="players gi": that game alone, its log on stderr. */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>

#include "act2_fixture.h"
#include "arc_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/planet_breaker/planet_breaker.h"
#include "cards/campaign/fates/warden/seats.h"

/* One row per trigger: the Fate, what it is, a log text only it writes.
 * grand: 1 or 2 for a grand ambition row (log: the Act III objective
 * card's name; "both grand ambitions of" counts for both rows). Add your
 * Fate's rows in its section. */
typedef struct act3_trigger {
    int fate;
    const char *what;
    const char *log;
    int grand;
} act3_trigger;

#define GRAND_ROWS(fate, objective)                                                                        \
    {fate, "Grand ambition 1", objective, 1}, {fate, "Grand ambition 2", objective, 2}

static const act3_trigger TRIGGERS[] = {
    /* Steward (F115-F126) */
    GRAND_ROWS(CARD_FATE01, "Steward Act III Objective"),
    /* (F122A's own steps log before the run's log sink is set; its
     * decision, the First Regent's top card, is the row.) */
    {CARD_FATE01, "F122A Setup: top Govern with Authority", "on top: the Policy of", 0},
    {CARD_FATE01, "F123 Imperial Sponsor: token placed", "places the Sponsored token on", 0},
    {CARD_FATE01, "F123 Imperial Sponsor: Sponsored ambition", "declares the Sponsored ambition", 0},
    {CARD_FATE01, "F124 Govern with Authority: War", "gives any 1 resource to each Regent", 0},
    {CARD_FATE01, "F125 Govern with Authority: Escalation", "places 4 fresh Imperial ships", 0},
    {CARD_FATE01, "F126 Govern with Authority: Peace", "gains double their bonus city Power", 0},
    {CARD_FATE01, "F115 Navy Reprisal", "Navy Reprisal: ", 0},
    /* Rare (1 in 40 games per player count: held, then a Guild card
     * secured); test_act3_steward council_insiders proves it. */
    {CARD_FATE01, "F116 Council Insiders", "Council Insiders: Player", 0},
    /* Founder (F224-F227) */
    /* Grand ambition 2 (7 Free cities outside the Empire's and
     * non-Members' control, the Commonwealth winning its ambition) did not
     * fire in 180 games: too rare in random play; proved by
     * tests/test_act3_founder.c grand_ambitions_scored_at_the_chapter_end;
     * shape_act3 gives some games the Free cities. Spirit of Freedom (a
     * secure tied with a non-Member) is rare: 18 in 3000 games. */
    GRAND_ROWS(CARD_FATE02, "Founder Act III Objective"),
    {CARD_FATE02, "F225A Setup: Mass Call for Armistice", "Mass Call for Armistice is added to the rules booklet", 0},
    {CARD_FATE02, "F226 Mass Call for Armistice: the Founder calls", "the Founder, may call for an Armistice", 0},
    {CARD_FATE02, "F227 Freedom Fighters: Incite Revolt", "incites a revolt at", 0},
    {CARD_FATE02, "F224 Spirit of Freedom: a secure tied", "tied for most agents", 0},
    /* Magnate (F322-F327) */
    GRAND_ROWS(CARD_FATE03, "Magnate Act III Objective"),
    /* One row for both sides: the Setup's log shows only in explicit-chance
     * games (the others start past it) and a Magnate an Outlaw at Act III's
     * start is rare; each side: test_act3_magnate setup_side_by_title. */
    {CARD_FATE03, "F325A Setup: the Economy card tucked (Closed / Open side)", "The Economy card is tucked on its", 0},
    {CARD_FATE03, "F326A->B the Magnate an Outlaw: flips to Open Economy", "the Economy card flips to Open", 0},
    {CARD_FATE03, "F327 Open Economy: a city taxed again in a turn", "Open Economy: Player", 0},
    {CARD_FATE03, "F325B after scoring: a Monopoly and its resources scrapped", "and the supply on it", 0},
    {CARD_FATE03, "F322 Prospectors: a city without Loyal pieces", "without Loyal pieces there", 0},
    /* Extortion is in the Court only when the Magnate failed Act II (then
     * no Magnate in Act III), drawn in ~1 game in 90 here (its When Secured: 11
     * times in 3000 games). */
    {CARD_FATE03, "F323/F324 Extortion (Crisis)", "Extortion: Crisis: Player", 0},
    {CARD_FATE03, "F323/F324 Extortion (When Secured)", "Extortion: When Secured: Player", 0},
    /* Advocate (F416-F426). Guild Fair's When Secured and the Guildmasters
     * are rare (0 in 180 games; 21 and 14 in 3000). The Setup rows fire
     * only when another Setup's decision comes first (a Setup without one
     * runs while the record loads, before the log is set). */
    GRAND_ROWS(CARD_FATE04, "Advocate Act III Objective"),
    {CARD_FATE04, "F423A Setup (Guild Loyalty, Guild Supremacy)", "Advocate Act III Setup: Guild Supremacy is added", 0},
    {CARD_FATE04, "F426 Guild Supremacy (reminder copy placed)", "The second copy of Guild Supremacy is placed", 0},
    {CARD_FATE04, "F425 Guild Supremacy (Guild cards counted twice)", "Guild Supremacy: Player", 0},
    {CARD_FATE04, "F424 Guild Loyalty (Guild cards kept on Outrage)", "Guild Loyalty: Player", 0},
    {CARD_FATE04, "F416 Guild Fair (Crisis)", "Guild Fair: every player secures", 0},
    {CARD_FATE04, "F416 Guild Fair (When Secured)", "Rival agents on Guild cards in the Court return", 0},
    {CARD_FATE04, "F417-F421 Guildmasters", "they may steal a", 0},
    {CARD_FATE04, "F422 Guilds Withdraw (Crisis)", "Guilds Withdraw: a hex or an arrow was rolled", 0},
    {CARD_FATE04, "F422 Guilds Withdraw (When Secured)", "Guilds Withdraw: each Rival of Player", 0},
    /* Caretaker (F517-F521) */
    /* Caretaker (F517-F521). Grand ambition 1 (scrap a lore card other
     * than Golem Hearth) is rare in random play, the Caretaker seldom
     * holding other lore: about once per 40 games a player count;
     * test_act3_caretaker proves it. */
    GRAND_ROWS(CARD_FATE05, "Caretaker Act III Objective"),
    {CARD_FATE05, "F520A Setup: Sate in the booklet", "adds Golems Sate Their Appetite to the rules booklet", 0},
    {CARD_FATE05, "F520B scrap a lore card", "with the Golems.", 0},
    {CARD_FATE05, "F520B scrap a Golem", "Golem: it is scrapped.", 0},
    {CARD_FATE05, "F517-F519 Golem Worship Crisis", "who has a Golem, returns their city", 0},
    {CARD_FATE05, "F517-F519 Golem Worship When Secured", "Golem Worship: the ", 0},
    {CARD_FATE05, "F521 Sate: Consume Sentience", "Consume Sentience: Player", 0},
    {CARD_FATE05, "F521 Sate: Golems Awaken", "Then, Golems Awaken.", 0},
    /* Partisan (F619-F625) */
    /* Terror Strike's When Secured and Sower of Division are rare (0 in
     * 180 games, about 30 in 3000). */
    GRAND_ROWS(CARD_FATE06, "Partisan Act III Objective"),
    {CARD_FATE06, "F620-F621 Terror Strike: When Secured", "but not the securer's Loyal pieces", 0},
    {CARD_FATE06, "F625 Sower of Division", "places a Loyal agent on Player", 0},
    {CARD_FATE06, "F624A Setup: Sower of Division gained", "gains Sower of Division", 0},
    {CARD_FATE06, "F619 Guilds Decry Terror: Fiasco to the Council", "the Court deck is searched for Diplomatic Fiasco", 0},
    {CARD_FATE06, "F620-F621 Terror Strike: Crisis", "Terror Strike: damaged pieces at planets matching Outrage", 0},
    /* Admiral (F715-F721) */
    /* Grand ambition 1 (at least 9 planets): random play seldom gets there;
     * shape_act3 starts some games with the Admiral First Regent and the
     * Empire on 9 planets (tests/test_act3_admiral.c admiral3_planets and
     * admiral3_first_regent prove it fulfilled and scored). */
    GRAND_ROWS(CARD_FATE07, "Admiral Act III Objective"),
    {CARD_FATE07, "Setup 1: Martial Law (F720) into the booklet", "Martial Law is added to the rules booklet", 0},
    {CARD_FATE07, "Setup 2: Martial Law's Reminder (F721) tucked", "Martial Law is tucked under the map", 0},
    {CARD_FATE07, "Mass Uprising (F717-F718) Crisis", "every damaged ship is destroyed", 0},
    {CARD_FATE07, "Mass Uprising (F717-F718) When Secured", "places a ship in each system of cluster", 0},
    {CARD_FATE07, "Imperial Defectors (F715-F716), Admiral failed Act II", "Imperial Defectors: ", 0},
    /* Believer (F825-F831) */
    /* Grand ambition 2 (all three markers on Ideal boxes: three Faithful
     * declarations in one chapter) is rare in random play: proved by
     * test_act3_believer grand_ambitions. */
    GRAND_ROWS(CARD_FATE08, "Believer Act III Objective"),
    /* Planet Breaker (F1111-F1112) */
    {CARD_FATE11, "F1112A Setup: pieces kept on Breaking Worlds, the reminder", "reminds everyone: a Broken World token"},
    GRAND_ROWS(CARD_FATE11, "Planet Breaker Act III Objective"),
    /* Planet-Eater Loose: in the Court deck when the Planet Breaker failed
     * Act II (then no Planet Breaker plays Act III: rows of the Fate all
     * the same). */
    {CARD_FATE11, "F1111 Planet-Eater Loose: Crisis", "the event die is rolled again."},
    {CARD_FATE11, "F1111 Planet-Eater Loose: When Secured", "skirmish dice for the agents on Planet-Eater Loose"},
    /* Warden (F1612-F1619) */
    {CARD_FATE16, "F1617A Setup: Court tokens collected, Feudal Courts and Lords Gain Power added", "collects the 6 Court tokens into the supply"},
    GRAND_ROWS(CARD_FATE16, "Warden Act III Objective"),
    {CARD_FATE16, "F1619 Lords Gain Power: a Lord gains 3 Power", ", Lord of the Fief of Cluster "},
    {CARD_FATE16, "F1612 Warden's Levy: Levy (Tax), a Vassal's ship placed", "levies a ship of their Vassal"},
    {CARD_FATE16, "F1612 Warden's Levy: a ship on it takes a hit first", "on Warden's Levy takes the hit"},
    {CARD_FATE16, "F1613-F1614 Feast Day: Crisis", "Feast Day is scrapped with its"},
    {CARD_FATE16, "F1613-F1614 Feast Day: When Secured, a Seat's city replaced", "with their own: they are its Lord."},
    {CARD_FATE16, "F1618 Feudal Courts: a Court token placed on an influenced empty card", "places the Court token of Cluster "},
    {CARD_FATE16, "F1618 Feudal Courts: a Lord's secure returns the token", "secures the card with its Court token: the token"},
    {CARD_FATE16, "F1619 Lords Gain Power: the Lord influences or secures the token's card", ", which has its Court token."},
    {CARD_FATE08, "F829A Setup 1-2: Dominant Faith tucked, Breaking the Faith added", "tucks Dominant Faith in front of", 0},
    {CARD_FATE08, "F829A Setup 3: the Doctrine flipped to the Ideals' side", "flips the Doctrine card to match the Ideals", 0},
    {CARD_FATE08, "F830 Dominant Faith: an Ideal placed (or none left)", "Dominant Faith: ", 0},
    /* Rare in random play (a Rival destroying the Believer's city while an
     * undeclared box has an Ideal): proved by test_act3_believer
     * breaking_the_faith. */
    {CARD_FATE08, "F831 Breaking the Faith: a Believer's city destroyed by a Rival", "Breaking the Faith: ", 0},
    {CARD_FATE08, "F825 The Prophet: placed beside a Faithful card", "The Prophet: Player", 0},
    {CARD_FATE08, "F827 Set Lay Doctrine: Faithful cards revealed", "Set Lay Doctrine: ", 0},
    {CARD_FATE08, "F828 Repressed Faith: the Doctrine's Act III side (failed Act II)", "Repressed Faith: ", 0},
    /* F826 Secret Order reprints BC18 (its log names "Secret Order" as F819's
     * does): tested by test_act3_believer secret_order_in_act3. */
};
#define N_TRIGGERS (int)(sizeof TRIGGERS / sizeof TRIGGERS[0])

typedef struct run_log {
    int hits[N_TRIGGERS];
    int act3_seats[24];
    int games, moves;
    bool echo;
} run_log;

static void count_line(void *ud, const char *line) {
    run_log *r = ud;
    if (r->echo) fprintf(stderr, "%s\n", line);
    for (int i = 0; i < N_TRIGGERS; i++) {
        if (!strstr(line, TRIGGERS[i].log)) continue;
        if (!TRIGGERS[i].grand) r->hits[i]++;
        else if (strstr(line, "both grand ambitions of") ||
                 strstr(line, TRIGGERS[i].grand == 1 ? "the first grand ambition of" : "the second grand ambition of"))
            r->hits[i]++;
    }
}

/* Does the library play fate's Act III (not a blank test side)? */
static bool real_act3(int fate) { return !blank_act3(fate_info_of(fate)->act[2].setup_side); }

static int env_games(const char *name, int dflt) {
    const char *env = getenv(name);
    int n = env ? atoi(env) : dflt;
    return n > 0 ? n : dflt;
}

/* A random move, a card's move (ARCS_MOVE_CARD) with a better chance;
 * invariants after the move and round trips now and then. */
static void step(arcs_game *game, uint64_t *rng, int players, uint64_t seed, int move) {
    arcs_move m[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_true(n > 0);
    arcs_move chosen = m[next(rng) % n];
    for (size_t i = 0; i < n; i++)
        if (m[i].kind == ARCS_MOVE_CARD && next(rng) % 2) chosen = m[i];
    uint64_t before = arcs_state_hash(game);
    assert_int_equal(arcs_apply(game, chosen), ARCS_OK);
    char why[256];
    if (!state_invariants_ok(&game->s, why, sizeof why)) {
        char text[ARCS_MOVE_STR_MAX] = "";
        arcs_move_to_str(chosen, text, sizeof text, NULL);
        fail_msg("%dp seed %llu move %d (\"%s\"): %s", players, (unsigned long long)seed, move, text, why);
    }
    round_trips(game, chosen, before, rng, 32, 128, players, seed, move);
}

static const int A_FATE_CARDS[A_FATES] = {CARD_FATE01, CARD_FATE02, CARD_FATE03, CARD_FATE04,
                                          CARD_FATE05, CARD_FATE06, CARD_FATE07, CARD_FATE08};

static run_log RUN;

/* Cards random play seldom reaches, given their start in some games (the
 * Act III Setup played first; states play reaches): every other game with
 * a Planet Breaker starts Act III with the Hammer repaired (if it was not)
 * and 4 Free cities on Breaking Worlds, as broken worlds leave them
 * (ARCS-F1112B's "more buildings on the Breaking Worlds card than the
 * current Chapter"); with an Admiral, the Admiral is First Regent and the
 * Empire holds the planets of 3 clusters (ARCS-F719B's 9 planets); with a
 * Founder, 8 more Free cities on empty planets (ARCS-F225B's 7). */
static void shape_act3(arcs_game *game, uint64_t *rng, int gi) {
    int pb = -1, admiral = -1, founder = -1, warden = -1;
    for (int p = 0; p < game->s.num_players; p++) {
        if (game->s.camp.fate[p] == CARD_FATE16) warden = p;
        if (game->s.camp.fate[p] == CARD_FATE11) pb = p;
        if (game->s.camp.fate[p] == CARD_FATE07) admiral = p;
        if (game->s.camp.fate[p] == CARD_FATE02) founder = p;
    }
    if (gi % 2 || (pb < 0 && admiral < 0 && founder < 0 && warden < 0)) return;
    t_arc_finish_setup(game, rng);
    game_state *g = t_state(game);
    if (pb >= 0) {
        hammer_data *d = HAMMER_OF(g);
        if (!d->repaired) {
            for (int i = 0; i < FRAGMENTS; i++) d->frag[i] = FRAG_CARD;
            hammer_repaired(g, pb, CARD_F1103A);
        }
        d->free_on_card = (uint8_t)((d->free_on_card & 0xF0u) | 4u);
    }
    if (admiral >= 0) {
        /* The Admiral as First Regent (the Privilege: the Empire's planets
         * count as theirs) with 2 fresh Imperial ships on each planet of
         * the first 3 clusters the Empire can reach: "at least 9 planets". */
        g->camp.regents |= (uint8_t)(1u << admiral);
        g->camp.first_regent = (uint8_t)admiral;
        for (int s = 0; s < NUM_SYSTEMS && g->camp.imperial_supply >= 2; s++)
            if (sys_in_play(g, s) && !sys_is_gate(s) && s < 12) {
                g->camp.imperial[s][0] = (uint8_t)(g->camp.imperial[s][0] + 2);
                g->camp.imperial_supply = (uint8_t)(g->camp.imperial_supply - 2);
            }
    }
    if (founder >= 0) {
        /* 8 more Free cities, on empty planets no ship holds (ARCS-F225B's
         * "7 Free cities are neither controlled by the Empire nor ..."). */
        for (int s = 0, k = 0; s < NUM_SYSTEMS && k < 8; s++) {
            bool empty = !g->camp.imperial[s][0] && !g->camp.imperial[s][1];
            for (int q = 0; q < g->num_players; q++) empty &= !g->sys[s].fresh[q] && !g->sys[s].damaged[q];
            if (sys_in_play(g, s) && !sys_is_gate(s) && planet_slots(s) > 0 && empty &&
                !(g->sys[s].bld[0] & BLD_OCCUPIED)) {
                g->sys[s].bld[0] = BLD_MAKE(OWNER_FREE, false, false);
                k++;
            }
        }
    }
    if (warden >= 0) {
        /* The Warden Lord of up to 3 more clusters, a Loyal city under
         * each Seat and 3 fresh ships there, as Claims of Nobility leaves
         * them (ARCS-F1617B's "more Seats than the current Chapter"), and a
         * Feast Day in Court place 1 when it is in the Court deck, a
         * Rival's 2 agents on it (its When Secured replaces a Rival Lord's
         * city: ARCS-F1613). */
        for (int k = 0, n = 0; k < NUM_CLUSTERS && n < 3; k++)
            for (int s = k * 4; s < k * 4 + 4 && SEATS_OF(g)->seat[k] == SEAT_SUPPLY; s++)
                if (sys_in_play(g, s) && !sys_is_gate(s) && planet_slots(s) > 0 && !(g->sys[s].bld[0] & BLD_OCCUPIED) &&
                    g->pl[warden].cities_on_board > 0 && g->pl[warden].ships_supply >= 3) {
                    g->sys[s].bld[0] = BLD_MAKE(warden, false, false);
                    g->pl[warden].cities_on_board--;
                    g->sys[s].fresh[warden] = (uint8_t)(g->sys[s].fresh[warden] + 3);
                    g->pl[warden].ships_supply = (uint8_t)(g->pl[warden].ships_supply - 3);
                    seat_place_at(g, warden, s, 0, CARD_F1602);
                    n++;
                }
        for (int i = 0; i < g->court_deck_len; i++)
            if (court_deck_pile(g)[i] == CARD_F1613) {
                court_deck_pile(g)[i] = g->court_row[1];
                g->court_row[1] = CARD_F1613;
                cards_sources_changed(g);
                /* 2 agents of the Warden's left neighbour on it (influenced). */
                int q = (warden + 1) % g->num_players;
                for (int a = 0; a < 2 && g->pl[q].agents_supply; a++) {
                    g->pl[q].agents_supply--;
                    g->court_agents[1][q]++;
                }
                break;
            }
    }
    game_bump(game);
    t_assert_invariants(game);
}

/* Act III games from records: players 2..4, ARCS_ACT3_GAMES each; each A
 * Fate in turn, kept through both Acts three times in four. */
static void act3_from_records(void **state) {
    (void)state;
    int games = env_games("ARCS_ACT3_GAMES", 4);
    const char *one = getenv("ARCS_ACT3_ONE");
    int one_players = 0, one_gi = -1;
    if (one && sscanf(one, "%d %d", &one_players, &one_gi) != 2) one_players = 0;
    for (int players = 2; players <= 4; players++)
        for (int gi = 0; gi < games; gi++) {
            if (one_players && (players != one_players || gi != one_gi)) continue;
            uint64_t seed = (uint64_t)players * 6007u + (uint64_t)gi, rng = seed * 0x9E3779B97F4A7C15ull | 1;
            t_fates f = {0};
            for (int p = 0; p < players; p++) {
                f.a[p] = A_FATE_CARDS[(gi * players + p) % 8];
                f.b[p] = CARD_FATE09 + (gi * players + p + 3) % 8;
                f.c[p] = CARD_FATE17 + (gi * players + p + 5) % 8;
                if (next(&rng) % 4) f.completed1 |= 1u << p;
                if (next(&rng) % 4) f.completed2 |= 1u << p;
            }
            int chance = gi % 4 == 3 ? ARCS_CHANCE_EXPLICIT : ARCS_CHANCE_INTERNAL;
            arcs_game *game = t_act3_new(players, seed, &f, chance, 0);
            shape_act3(game, &rng, gi);
            RUN.echo = one_players != 0;
            game->log = count_line;
            game->log_ud = &RUN;
            for (int p = 0; p < players; p++) {
                int fate = game->s.camp.fate[p];
                RUN.act3_seats[fate - CARD_FATE01]++;
                if (f.completed2 >> p & 1u)
                    assert_int_equal(fate, f.completed1 >> p & 1u ? f.a[p] : f.b[p]);
                else assert_int_equal(fate, f.c[p]);
            }
            int moves = 0;
            while (!arcs_game_over(game)) {
                step(game, &rng, players, seed, moves);
                if (++moves > 400000)
                    fail_msg("%dp seed %llu: the campaign does not end", players, (unsigned long long)seed);
            }
            int w = arcs_winner(game);
            assert_true(w >= 0 && w < players);
            assert_int_equal(arcs_act(game), 3);
            RUN.moves += moves;
            RUN.games++;
            arcs_game_free(game);
        }
    fprintf(stderr, "act3: %d games, %d moves; Act III seats per Fate:", RUN.games, RUN.moves);
    for (int i = 0; i < 24; i++)
        if (RUN.act3_seats[i]) fprintf(stderr, " %s %d", card_table[CARD_FATE01 + i].name, RUN.act3_seats[i]);
    fprintf(stderr, "\n");
    /* The table; every row of a Fate the library plays in Act III must
     * fire in a run of ARCS_ACT3_GAMES (the slow suite's, a developer's). */
    bool missing = false, required = getenv("ARCS_ACT3_GAMES") != NULL && !one_players;
    for (int i = 0; i < N_TRIGGERS; i++) {
        if (!real_act3(TRIGGERS[i].fate)) continue;
        fprintf(stderr, "  %-12s %-60s %d\n", card_table[TRIGGERS[i].fate].name, TRIGGERS[i].what, RUN.hits[i]);
        missing |= RUN.hits[i] == 0;
    }
    if (required) assert_false(missing);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(act3_from_records),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
