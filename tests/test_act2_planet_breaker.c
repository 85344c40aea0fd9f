/*
 * The Planet Breaker's Act II (lib/cards/campaign/fates/planet_breaker/, a
 * B Fate): the Act II Setup (a Flagship where the Planet Breaker chooses,
 * a starport on Slipstream Drive, Sycophants and Hammer Fragments gained,
 * the Planet Hammer and Refugees tucked, the Hammer Fragments on the
 * planets of the rolled symbol), Repair Hammer and its objective advance,
 * the 6 Fragments repairing the Planet Hammer, Sycophants (faq.csv
 * Sycophants Q1, Q2) and the Resolution's two branches; bad moves refused
 * byte-identical. Games are real Act II games from campaign records
 * (tests/act2_fixture.h: p0 fails Act I and takes the Planet Breaker),
 * then shaped by hand.
 */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>
#include <string.h>

#include "act2_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/flagship.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/planet_breaker/planet_breaker.h"

static const int FATES[3] = {CARD_FATE07, CARD_FATE02, CARD_FATE03};
static const int BFATES[3] = {CARD_FATE11, 0, 0};

#define SYS_2ARROW (1 * 4 + SYS_ARROW)
#define SYS_2CRESCENT (1 * 4 + SYS_CRESCENT)
#define SYS_2HEX (1 * 4 + SYS_HEX)
#define SYS_3HEX (2 * 4 + SYS_HEX)

static void print_line(void *ud, const char *line) {
    (void)ud;
    fprintf(stderr, "  | %s\n", line);
}

static bool at_setup_frame(const arcs_game *game) {
    const frame *f = top_frame_c(&game->s);
    return f && f->kind == FR_CARD && f->card == CARD_F1101A;
}

static bool in_court_deck(const game_state *g, int card) {
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile_ro(g)[i] == card) return true;
    return false;
}

/* p0's Loyal ships on the map: only n fresh ones in sys. */
static void only_ships_at(game_state *g, int sys, int n) {
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        g->pl[0].ships_supply = (uint8_t)(g->pl[0].ships_supply + g->sys[s].fresh[0] + g->sys[s].damaged[0]);
        g->sys[s].fresh[0] = g->sys[s].damaged[0] = 0;
    }
    g->sys[sys].fresh[0] = (uint8_t)n;
    g->pl[0].ships_supply = (uint8_t)(g->pl[0].ships_supply - n);
}

/* Save and load here: the same state (the Hammer Fragments' data, a
 * pending decision or roll), the same legal moves. */
/* The planets in play of a symbol. */
static int planets_of_symbol(const game_state *g, int symbol) {
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) n += sys_in_play(g, s) && !sys_is_gate(s) && sys_kind(s) == symbol;
    return n;
}

/* ARCS-F1101A as printed, at the Act II Setup: the Flagship where p0
 * chooses (a system without a Loyal piece refused, byte-identical), a fresh
 * starport on Slipstream Drive, Sycophants among p0's Guild cards, Hammer
 * Fragments in the play area, the Planet Hammer and the 5 Refugees tucked
 * (not in play), then the event die (chance: its 6 faces offered, a
 * crescent drawn): a Hammer Fragment on each crescent planet in play, the
 * others in p0's supply; the marker on 12. */
static void setup_as_printed(void **state) {
    (void)state;
    arcs_game *game = t_act2_new_b(3, 11, FATES, 6u, BFATES, ARCS_CHANCE_INTERNAL, 0);
    if (getenv("ARCS_TEST_LOG")) game->log = print_line;
    assert_int_equal(game->s.camp.fate[0], CARD_FATE11);
    uint64_t rng = 11 * 7919 + 1;
    for (int i = 0; i < 400 && !at_setup_frame(game); i++) t_random_move(game, &rng);
    assert_true(at_setup_frame(game));
    game_state *g = t_state(game);
    assert_int_equal(objective_space(g, 0), 12);
    only_ships_at(g, SYS_2ARROW, 2);
    if (!has_loyal_piece(g, 0, SYS_3HEX)) t_refused_unchanged(game, "p0 card planet-breaker-setup flagship 3-hex");
    t_refused_unchanged(game, "p1 card planet-breaker-setup flagship 2-arrow");
    force_chance(game);
    ok(game, "p0 card planet-breaker-setup flagship 2-arrow");
    g = t_state(game);
    assert_int_equal(flagship_system(g, 0), SYS_2ARROW);
    assert_int_equal(g->camp.flagship_board[0][UPGRADE_SLIPSTREAM][FLAGSHIP_UPGRADE], BLD_MAKE(0, true, false));
    assert_true(held_index(g, 0, CARD_F1102) >= 0);
    assert_true(t_in_play_area(g, 0, CARD_F1103A));
    assert_false(t_in_play_area(g, 0, CARD_F1104));
    assert_int_equal(HAMMER_OF(g)->tucked, TUCKED_SETUP);
    assert_int_equal(fragments_at(g, FRAG_SUPPLY), FRAGMENTS);
    t_assert_reloads(game, "pending decision"); /* the roll pending */
    /* The roll: one outcome per face of the event die. */
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal((int)n, 6);
    int crescent = -1;
    for (size_t i = 0; i < n; i++) {
        assert_int_equal(moves[i].kind, ARCS_MOVE_CHANCE);
        if (event_die_symbol(moves[i].a + 1) == SYS_CRESCENT && crescent < 0) crescent = (int)i;
    }
    assert_true(crescent >= 0);
    assert_int_equal(arcs_apply(game, moves[crescent]), ARCS_OK);
    g = t_state(game);
    /* No cluster is out of play in the campaign (Campaign Setup: "No
     * clusters will be out of play"), so each symbol shows on 6 planets,
     * even with 3 players: all 6 Fragments reach the map. */
    int planets = planets_of_symbol(g, SYS_CRESCENT);
    assert_int_equal(planets, FRAGMENTS);
    assert_int_equal(fragments_at(g, FRAG_SUPPLY), 0);
    for (int s = 0; s < NUM_SYSTEMS; s++)
        assert_int_equal(fragments_at(g, (uint8_t)(FRAG_MAP | s)),
                         sys_in_play(g, s) && !sys_is_gate(s) && sys_kind(s) == SYS_CRESCENT);
    assert_int_equal(breaker_of(g), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* A started Act II game of 3, p0 the Planet Breaker, the board cleared, no
 * Fragment on the map. */
static arcs_game *table(void) {
    arcs_game *game = t_act2_started_b(3, 11, FATES, 6u, BFATES, ARCS_CHANCE_INTERNAL);
    if (getenv("ARCS_TEST_LOG")) game->log = print_line;
    game_state *g = t_state(game);
    assert_int_equal(g->camp.fate[0], CARD_FATE11);
    clear_holdings(game, false);
    t_clear_board(game);
    memset(g->camp.imperial, 0, sizeof g->camp.imperial);
    g->camp.imperial_supply = IMPERIAL_SHIPS;
    memset(g->camp.blight, 0, sizeof g->camp.blight);
    g->camp.blight_supply = BLIGHT_PIECES;
    memset(g->camp.flagship, 0, sizeof g->camp.flagship);
    for (int p = 0; p < 3; p++) g->pl[p].outrage = g->pl[p].outrage_placeholder = 0;
    hammer_data *d = HAMMER_OF(g);
    for (int i = 0; i < FRAGMENTS; i++) d->frag[i] = FRAG_SUPPLY;
    assert_true(t_in_play_area(g, 0, CARD_F1103A));
    return game;
}

/* F1103A Repair Hammer (Repair) and F1101B's "Repair the Planet Hammer":
 * a Fragment p0 controls taken onto the card, a fresh ship placed there,
 * the marker advanced 1; a Fragment in a system p0 does not control (a
 * Rival's ships there too) refused, byte-identical; a Rival cannot take
 * Repair Hammer. */
static void repair_hammer(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    hammer_data *d = HAMMER_OF(g);
    d->frag[0] = FRAG_MAP | SYS_2ARROW;
    d->frag[1] = FRAG_MAP | SYS_2HEX;
    t_place_ships(game, 0, SYS_2ARROW, 1, 0);
    t_place_ships(game, 0, SYS_2HEX, 1, 0);
    t_place_ships(game, 1, SYS_2HEX, 2, 0);
    int space = objective_space(g, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
    ok(game, "p0 card hammer-fragments repair-hammer pip");
    t_assert_reloads(game, "pending decision");
    arcs_move m;
    char label[160];
    assert_int_equal(arcs_move_from_str("p0 card hammer-fragments take 2-arrow", &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, NULL), ARCS_OK);
    assert_string_equal(label, "Hammer Fragments: take the Hammer Fragment at 2-arrow");
    t_refused_unchanged(game, "p0 card hammer-fragments take 2-hex");
    t_refused_unchanged(game, "p1 card hammer-fragments take 2-arrow");
    int supply = g->pl[0].ships_supply;
    ok(game, "p0 card hammer-fragments take 2-arrow");
    g = t_state(game);
    assert_int_equal(fragments_at(g, FRAG_CARD), 1);
    assert_int_equal(fragments_at(g, FRAG_MAP | SYS_2ARROW), 0);
    assert_int_equal(fragments_at(g, FRAG_MAP | SYS_2HEX), 1);
    assert_int_equal(g->sys[SYS_2ARROW].fresh[0], 2);
    assert_int_equal(g->pl[0].ships_supply, supply - 1);
    assert_int_equal(objective_space(g, 0), space - 1);
    /* Only the Fragment in 2-hex, not p0's: no Repair Hammer. */
    assert_int_equal(t_count_legal(game, "p0 card hammer-fragments repair-hammer"), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1103A "If you have all 6 Hammer Fragments on this card": the sixth
 * taken, the Planet Hammer untucked into p0's play area, the card flipped
 * to Breaking Worlds (the Refugees still tucked), the 6 Hammer tokens in
 * p0's supply. */
static void all_six_fragments(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    hammer_data *d = HAMMER_OF(g);
    for (int i = 0; i < FRAGMENTS - 1; i++) d->frag[i] = FRAG_CARD;
    d->frag[FRAGMENTS - 1] = FRAG_MAP | SYS_2CRESCENT;
    t_place_ships(game, 0, SYS_2CRESCENT, 1, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
    ok(game, "p0 card hammer-fragments repair-hammer pip");
    ok(game, "p0 card hammer-fragments take 2-crescent");
    g = t_state(game);
    d = HAMMER_OF(g);
    assert_true(d->repaired);
    assert_true(t_in_play_area(g, 0, CARD_F1104));
    assert_true(t_in_play_area(g, 0, CARD_F1103B));
    assert_false(t_in_play_area(g, 0, CARD_F1103A));
    assert_int_equal(d->tucked, TUCKED_SETUP & ~1);
    assert_int_equal(fragments_at(g, FRAG_SUPPLY), FRAGMENTS);
    /* The card is flipped: no Repair Hammer any more. */
    assert_int_equal(t_count_legal(game, "p0 card hammer-fragments"), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1102 Sycophants: a Weapon Outrage keeps it; p0 may place 2 fresh ships
 * at a Weapon planet (another planet refused, byte-identical), once per
 * turn: faq.csv Sycophants Q1, a second Outrage in the same turn places
 * none. A declined offer leaves the turn's use open. */
static void sycophants_outrage(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    assert_true(held_index(g, 0, CARD_F1102) >= 0);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
    int weapon = -1, fuel = -1;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (!sys_in_play(g, s) || sys_is_gate(s)) continue;
        if (planet_type(s) == ARCS_WEAPON && weapon < 0) weapon = s;
        if (planet_type(s) == ARCS_FUEL && fuel < 0) fuel = s;
    }
    assert_true(weapon >= 0 && fuel >= 0);
    /* Declined: still open this turn. */
    provoke_outrage(g, 0, ARCS_FUEL);
    assert_int_equal(top_frame_c(g)->card, CARD_F1102);
    ok(game, "p0 decline");
    provoke_outrage(g, 0, ARCS_WEAPON);
    assert_true(held_index(g, 0, CARD_F1102) >= 0); /* kept */
    char text[64], name[16];
    snprintf(text, sizeof text, "p0 card sycophants place %s", system_name(fuel, name));
    t_refused_unchanged(game, text);
    snprintf(text, sizeof text, "p0 card sycophants place %s", system_name(weapon, name));
    int supply = g->pl[0].ships_supply;
    ok(game, text);
    g = t_state(game);
    assert_int_equal(g->sys[weapon].fresh[0], 2);
    assert_int_equal(g->pl[0].ships_supply, supply - 2);
    /* Q1: another Outrage this turn, no more ships. */
    int depth = g->depth;
    provoke_outrage(g, 0, ARCS_FUEL);
    assert_int_equal(g->depth, depth);
    assert_int_equal(g->pl[0].ships_supply, supply - 2);
    /* A Rival's Outrage: nothing for p0. */
    provoke_outrage(g, 1, ARCS_WEAPON);
    assert_int_equal(g->depth, depth);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* faq.csv Sycophants Q2: "If this triggers during battle, do the ships I
 * place in the battle system count as attacking ships? No." p0's 2 damaged
 * ships battle p1's lone damaged city at a Weapon planet (forced: an
 * assault self-hit and hit, a raid self-hit and key): both attacking ships
 * destroyed, the city destroyed, p0 Provokes Weapon Outrage, keeps
 * Sycophants and places its 2 ships in the battle system; they are no
 * attacking ships, so the key is left unused (Base rulebook, Battle: a
 * raid needs attacking ships left) and p1's Fuel stays. */
static void faq_sycophants_battle(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    int weapon = -1;
    for (int s = 0; s < NUM_SYSTEMS && weapon < 0; s++)
        if (sys_in_play(g, s) && !sys_is_gate(s) && planet_type(s) == ARCS_WEAPON) weapon = s;
    t_place_ships(game, 0, weapon, 0, 2);
    t_place_building(game, 1, weapon, 0, false, true);
    t_give_resource(game, 1, 1, ARCS_FUEL); /* slot 2: 1 key */
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    char text[64], name[16];
    system_name(weapon, name);
    ok(game, "p0 action battle");
    snprintf(text, sizeof text, "p0 battle-system %s", name);
    if (t_is_legal(game, text)) ok(game, text);
    if (t_is_legal(game, "p0 battle-defender p1")) ok(game, "p0 battle-defender p1");
    ok(game, "p0 dice assault 1");
    ok(game, "p0 dice skirmish 0");
    const uint8_t faces[] = {1, 2}; /* assault: self-hit and hit; raid: self-hit and key */
    battle_force_faces(t_state(game), faces, 2);
    ok(game, "p0 dice raid 1");
    g = t_state(game);
    for (int i = 0; i < 8 && g->depth && !(top_frame_c(g)->kind == FR_CARD && top_frame_c(g)->card == CARD_F1102); i++) {
        arcs_move m[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_true(n > 0 && m[0].kind != ARCS_MOVE_RAID);
        assert_int_equal(arcs_apply(game, m[0]), ARCS_OK);
        g = t_state(game);
    }
    assert_true(top_frame_c(g)->kind == FR_CARD && top_frame_c(g)->card == CARD_F1102);
    assert_true(g->battle.active);
    assert_int_equal(g->sys[weapon].fresh[0] + g->sys[weapon].damaged[0], 0);
    assert_true(g->pl[0].outrage & (1u << ARCS_WEAPON));
    assert_true(held_index(g, 0, CARD_F1102) >= 0);
    assert_int_equal(g->battle.keys, 1);
    snprintf(text, sizeof text, "p0 card sycophants place %s", name);
    ok(game, text);
    g = t_state(game);
    assert_int_equal(g->sys[weapon].fresh[0], 2);
    assert_int_equal(t_count_legal(game, "p0 raid"), 0);
    assert_false(g->battle.active);
    assert_int_equal(g->pl[1].res[1], ARCS_FUEL + 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1102's Prelude: discard it to place 3 ships in a system p0 controls
 * (none controlled: refused, byte-identical; an uncontrolled system
 * refused). */
static void sycophants_prelude(void **state) {
    (void)state;
    arcs_game *game = table();
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
    t_refused_unchanged(game, "p0 card sycophants place-ships");
    t_place_ships(game, 0, SYS_2ARROW, 1, 0);
    t_place_ships(game, 1, SYS_2HEX, 1, 0);
    ok(game, "p0 card sycophants place-ships");
    game_state *g = t_state(game);
    assert_true(held_index(g, 0, CARD_F1102) < 0);
    t_refused_unchanged(game, "p0 card sycophants place-ships-in 2-hex");
    ok(game, "p0 card sycophants place-ships-in 2-arrow");
    g = t_state(game);
    assert_int_equal(g->sys[SYS_2ARROW].fresh[0], 4);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1110, both branches. Completed: Planet-Eater Loose scrapped, the
 * Breaking Worlds card kept. Failed: Planet-Eater Loose into the Court
 * deck, the Hammer Fragments' text resolved (the Planet Hammer taken, then
 * scrapped), Breaking Worlds and the 6 Hammer tokens to the supply. */
static void resolution_branches(void **state) {
    (void)state;
    for (int completed = 0; completed <= 1; completed++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        HAMMER_OF(g)->frag[0] = FRAG_MAP | SYS_2ARROW;
        HAMMER_OF(g)->frag[1] = FRAG_CARD;
        g->depth = 0;
        card_def_of(CARD_F1110)->resolution(g, 0, CARD_F1110, completed);
        if (completed) {
            assert_true(card_scrapped(g, CARD_F1111));
            assert_true(t_in_play_area(g, 0, CARD_F1103A));
        } else {
            assert_true(in_court_deck(g, CARD_F1111));
            assert_true(HAMMER_OF(g)->repaired);
            assert_true(card_scrapped(g, CARD_F1104));
            assert_false(t_in_play_area(g, 0, CARD_F1103A) || t_in_play_area(g, 0, CARD_F1103B));
            assert_int_equal(fragments_at(g, FRAG_SUPPLY), FRAGMENTS);
        }
        push_frame(g, FR_ROUND, 0);
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}


/* The Planet Hammer repaired and held by p0 (hammer_repaired): the 6
 * Hammer tokens in p0's supply, Breaking Worlds in the play area. */
static arcs_game *hammer_table(void) {
    arcs_game *game = table();
    game_state *g = t_state(game);
    hammer_repaired(g, 0, CARD_F1103A);
    assert_true(t_in_play_area(g, 0, CARD_F1104));
    return game;
}

/* F1104 Prepare (Build): a Hammer token at a planet p0 controls (an
 * uncontrolled one refused byte-identical; a Rival cannot Prepare); a
 * second Prepare returns the token on the map to the supply first (one
 * on the map at a time); a Broken World is not offered. */
static void planet_hammer_prepare(void **state) {
    (void)state;
    arcs_game *game = hammer_table();
    t_place_ships(game, 0, SYS_2ARROW, 1, 0);
    t_place_ships(game, 0, SYS_2HEX, 2, 0);
    t_place_ships(game, 1, SYS_2HEX, 1, 0);
    t_place_ships(game, 1, SYS_2CRESCENT, 1, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 4));
    t_refused_unchanged(game, "p1 card planet-hammer prepare pip");
    ok(game, "p0 card planet-hammer prepare pip");
    t_assert_reloads(game, "pending decision");
    arcs_move m;
    char label[160];
    assert_int_equal(arcs_move_from_str("p0 card planet-hammer place 2-arrow", &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, NULL), ARCS_OK);
    assert_string_equal(label, "Planet Hammer: place a Hammer token at 2-arrow");
    t_refused_unchanged(game, "p0 card planet-hammer place 2-crescent");
    assert_int_equal(t_count_legal(game, "p0 card planet-hammer place"), 2);
    ok(game, "p0 card planet-hammer place 2-arrow");
    game_state *g = t_state(game);
    assert_int_equal(fragments_at(g, FRAG_MAP | SYS_2ARROW), 1);
    assert_int_equal(fragments_at(g, FRAG_SUPPLY), FRAGMENTS - 1);
    assert_int_equal(hammer_on_map(g), 0);
    assert_true(card_used_this_turn(g, CARD_F1104));
    t_assert_invariants(game);
    ok(game, "p0 card planet-hammer prepare pip");
    ok(game, "p0 card planet-hammer place 2-hex");
    g = t_state(game);
    assert_int_equal(fragments_at(g, FRAG_MAP | SYS_2ARROW), 0);
    assert_int_equal(fragments_at(g, FRAG_MAP | SYS_2HEX), 1);
    assert_int_equal(fragments_at(g, FRAG_SUPPLY), FRAGMENTS - 1);
    /* A Broken World (its token flipped) is no planet to Prepare at. */
    HAMMER_OF(g)->frag[5] = FRAG_MAP | FRAG_BROKEN | SYS_2ARROW;
    assert_true(broken_world(g, SYS_2ARROW));
    ok(game, "p0 card planet-hammer prepare pip");
    t_refused_unchanged(game, "p0 card planet-hammer place 2-arrow");
    assert_int_equal(t_count_legal(game, "p0 card planet-hammer place"), 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* A planet in play with 2 building slots, of a type none of the Court
 * row's Guild cards has (so step 4 scraps only the card a test puts there). */
static int two_slot_planet(const game_state *g) {
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (!sys_in_play(g, s) || sys_is_gate(s) || planet_slots(s) != 2) continue;
        bool clear = true;
        for (int k = 0; k < g->court_row_len; k++) {
            int c = g->court_row[k];
            clear &= c == NO_COURT_CARD || card_table[c].kind != CK_GUILD || card_table[c].suit != planet_type(s);
        }
        if (clear) return s;
    }
    return -1;
}

/* A Guild card of type r from the Court deck into the last Court place
 * (the card there, not the Imperial Council, goes into the deck in its
 * place); its place into *pos. */
static int guild_into_row(game_state *g, int r, int *pos) {
    int k = g->court_row_len - 1;
    assert_true(g->court_row[k] != NO_COURT_CARD && g->court_row[k] != council_cards[0] &&
                g->court_row[k] != council_cards[1]);
    for (int i = 0; i < g->court_deck_len; i++) {
        int c = court_deck_pile(g)[i];
        if (card_table[c].kind == CK_GUILD && card_table[c].suit == r) {
            court_deck_pile(g)[i] = g->court_row[k];
            g->court_row[k] = (uint16_t)c;
            *pos = k;
            return c;
        }
    }
    return -1;
}

/* Break World's table: the Planet Hammer repaired, the Hammer token at a
 * 2-slot planet `sys` p0 controls (3 fresh ships; p1 1 ship and a fresh
 * city; p2 a damaged starport), p0's turn led with Aggression. */
static arcs_game *break_table(int *sys_out) {
    arcs_game *game = hammer_table();
    game_state *g = t_state(game);
    int sys = two_slot_planet(g);
    assert_true(sys >= 0);
    HAMMER_OF(g)->frag[0] = (uint8_t)(FRAG_MAP | sys);
    t_place_ships(game, 0, sys, 3, 0);
    t_place_ships(game, 1, sys, 1, 0);
    t_place_building(game, 1, sys, 0, false, false);
    t_place_building(game, 2, sys, 1, true, true);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    *sys_out = sys;
    return game;
}

/* F1104 Break World and F1103B as printed, p1 declining its battle: the
 * buildings harmed (p1's city damaged, p2's damaged starport destroyed: p0's
 * Trophy), p2 (no ship there) not asked, p0 controls: the token flipped,
 * F1101B +6, every player Outraged of the type, the Refugee of the type
 * untucked onto the Court deck and drawn into the place step 4 empties
 * (the Guild card of the type scrapped, p1's agent back), p1's city on the
 * card (counted: invariants), no Build at the Broken World. Bad moves
 * refused byte-identical: a Rival's Break World, p2's battle. */
static void break_world_declined(void **state) {
    (void)state;
    int sys;
    arcs_game *game = break_table(&sys);
    game_state *g = t_state(game);
    int pos = -1, r = planet_type(sys), guild = guild_into_row(g, r, &pos);
    assert_true(guild >= 0);
    g->court_agents[pos][1] = 1;
    g->pl[1].agents_supply--;
    int space = objective_space(g, 0), agents = g->pl[1].agents_supply;
    t_refused_unchanged(game, "p1 card planet-hammer break-world pip");
    ok(game, "p0 card planet-hammer break-world pip");
    g = t_state(game);
    assert_int_equal(g->sys[sys].bld[0], BLD_MAKE(1, false, true));
    assert_int_equal(g->sys[sys].bld[1], 0);
    assert_int_equal(g->pl[0].trophy_starports[2], 1);
    t_refused_unchanged(game, "p2 card breaking-worlds battle");
    t_assert_reloads(game, "pending decision");
    arcs_move m;
    char label[160];
    assert_int_equal(arcs_move_from_str("p1 card breaking-worlds battle", &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, NULL), ARCS_OK);
    assert_string_equal(label, "Breaking Worlds: battle the Planet Breaker at the planet with the Hammer token");
    ok(game, "p1 decline");
    g = t_state(game);
    assert_true(broken_world(g, sys));
    assert_int_equal(hammer_on_map(g), -1);
    assert_int_equal(objective_space(g, 0), space - 6);
    for (int p = 0; p < 3; p++) assert_true(g->pl[p].outrage & (1u << r));
    int ref = refugee_card(r);
    assert_int_equal(refugee_type(ref), r);
    assert_false(HAMMER_OF(g)->tucked & (1u << (ref - CARD_F1104)));
    assert_true(card_scrapped(g, guild));
    assert_int_equal(g->court_row[pos], ref); /* the place refilled from the top */
    assert_int_equal(g->court_agents[pos][1], 0);
    assert_int_equal(g->pl[1].agents_supply, agents + 1 - 1); /* back; one onto the Outrage icon */
    assert_int_equal(g->sys[sys].bld[0], 0);
    assert_int_equal(breaking_worlds_buildings_out(g, 1, false), 1);
    assert_int_equal(breaking_worlds_buildings_out(g, 1, true), 0);
    t_assert_invariants(game);
    t_assert_reloads(game, "pending decision");
    /* "Planets that are Broken Worlds have no building slots." */
    assert_true(cards_slotless_systems(g) & (1u << sys));
    arcs_game_free(game);
}

/* p1 battles the Planet Breaker (forced dice) and takes the control of the
 * planet from p0: the world is not broken (no flip, no advance, the
 * Refugee stays tucked); the harm stays. A Prepare this turn forbids Break
 * World. */
static void break_world_battled(void **state) {
    (void)state;
    int sys;
    arcs_game *game = break_table(&sys);
    game_state *g = t_state(game);
    g->sys[sys].fresh[1] = 0, g->pl[1].ships_supply++;
    t_place_ships(game, 1, sys, 6, 0);
    int space = objective_space(g, 0);
    ok(game, "p0 card planet-hammer break-world pip");
    ok(game, "p1 card breaking-worlds battle");
    g = t_state(game);
    assert_true(g->battle.active);
    assert_int_equal(g->battle.attacker, 1);
    assert_int_equal(g->battle.defender, 0);
    assert_int_equal(g->battle.system, sys);
    const uint8_t faces[] = {3, 3, 3, 3, 3, 3}; /* assault: 2 hits each, no self-hit */
    ok(game, "p1 dice assault 3");
    battle_force_faces(t_state(game), faces, 3);
    for (int i = 0; i < 40 && t_state(game)->battle.active; i++) {
        arcs_move mv[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, mv, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_true(n > 0);
        assert_int_equal(arcs_apply(game, mv[0]), ARCS_OK);
    }
    g = t_state(game);
    assert_false(g->battle.active);
    assert_true(controller(g, sys) != 0);
    assert_false(broken_world(g, sys));
    assert_int_equal(objective_space(g, 0), space);
    assert_true(HAMMER_OF(g)->tucked & (1u << (refugee_card(planet_type(sys)) - CARD_F1104)));
    t_assert_invariants(game);
    arcs_game_free(game);

    /* "If you did not Prepare this turn": Prepare (Build) then Break World
     * (Battle) in one turn, the Prepare marking the card. */
    game = hammer_table();
    g = t_state(game);
    t_place_ships(game, 0, sys, 1, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 4));
    const card_new_action *bw = &card_def_of(CARD_F1104)->new_actions[1];
    char text[64], name[16];
    snprintf(text, sizeof text, "p0 card planet-hammer place %s", system_name(sys, name));
    ok(game, "p0 card planet-hammer prepare pip");
    ok(game, text);
    g = t_state(game);
    assert_int_equal(bw->replaces, ARCS_ACT_BATTLE);
    assert_false(bw->possible(g, 0, -1));
    g->cards.n_used_this_turn = 0, g->cards.used_this_turn[0] = 0;
    assert_true(bw->possible(g, 0, -1));
    assert_false(bw->possible(g, 1, -1));
    arcs_game_free(game);
}

/* Break World's table after the break (p1 declining): the Refugee of the
 * broken planet's type on top of the Court deck. */
static arcs_game *broken_table(int *sys) {
    arcs_game *game = break_table(sys);
    ok(game, "p0 card planet-hammer break-world pip");
    ok(game, "p1 decline");
    return game;
}

/* F1103B step 2: the Refugee on top of the Court deck is known to all:
 * drawn without chance (COURT_TOP), kept on top by determinize. The Build
 * action offers no city at the Broken World (no building slots). */
static void refugee_on_top(void **state) {
    (void)state;
    int sys;
    arcs_game *game = broken_table(&sys);
    game_state *g = t_state(game);
    int ref = refugee_card(planet_type(sys));
    assert_int_equal(court_deck_pile(g)[g->court_deck_len - 1], ref);
    assert_true(cards_court_top_known(g));
    t_assert_deck_place_kept(game, 1, 0, ref);
    /* Explicit chance: the Court place refills with the Refugee, no chance. */
    force_chance(game);
    g = t_state(game);
    int left = g->court_row[1], depth = g->depth;
    court_discard(g, left);
    g->court_row[1] = NO_COURT_CARD;
    assert_true(court_draw(g, 1));
    assert_int_equal(g->depth, depth);
    assert_int_equal(g->court_row[1], ref);
    assert_false(cards_court_top_known(g));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* "Planets that are Broken Worlds have no building slots": the Build
 * action offers no city or starport there (p0's ships there), but does at
 * another planet; faq.csv Breaking Worlds Q3: a building outside the
 * printed slots (Cloud Cities, Banners) may still stand there. */
static void broken_world_no_slots(void **state) {
    (void)state;
    arcs_game *game = hammer_table();
    game_state *g = t_state(game);
    int sys = two_slot_planet(g), other = -1;
    for (int s2 = 0; s2 < NUM_SYSTEMS && other < 0; s2++)
        if (s2 != sys && sys_in_play(g, s2) && !sys_is_gate(s2) && planet_slots(s2) > 0) other = s2;
    HAMMER_OF(g)->frag[0] = (uint8_t)(FRAG_MAP | FRAG_BROKEN | sys);
    t_place_ships(game, 0, sys, 1, 0);
    t_place_ships(game, 0, other, 1, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 4));
    ok(game, "p0 action build");
    char text[64], name[16];
    snprintf(text, sizeof text, "p0 build-city %s", system_name(sys, name));
    t_refused_unchanged(game, text);
    snprintf(text, sizeof text, "p0 build-starport %s", system_name(sys, name));
    t_refused_unchanged(game, text);
    snprintf(text, sizeof text, "p0 build-city %s", system_name(other, name));
    assert_true(t_is_legal(game, text));
    g = t_state(game);
    g->sys[sys].bld[SLOTS_PER_SYSTEM] = BLD_MAKE(1, false, false);
    g->pl[1].cities_on_board--;
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* faq.csv Breaking Worlds Q1 ("Does this trigger Ransack the Court? No"):
 * the harm destroys p1's damaged city (p0's Trophy, p0 Outraged of the
 * type) and the Court card with p1's agent stays in the Court. */
static void faq_breaking_worlds_no_ransack(void **state) {
    (void)state;
    int sys;
    arcs_game *game = break_table(&sys);
    game_state *g = t_state(game);
    g->sys[sys].bld[0] = BLD_MAKE(1, false, true);
    int k = g->court_row_len - 1, card = g->court_row[k];
    g->court_agents[k][1] = 1;
    g->pl[1].agents_supply--;
    ok(game, "p0 card planet-hammer break-world pip");
    g = t_state(game);
    assert_int_equal(g->sys[sys].bld[0], 0);
    assert_int_equal(g->pl[0].trophy_cities[1], 1);
    assert_true(g->pl[0].outrage & (1u << planet_type(sys)));
    assert_int_equal(g->court_row[k], card);
    assert_int_equal(g->court_agents[k][1], 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* A tucked Refugee into Court place pos (untucked: in play again). */
static void refugee_into_court(arcs_game *game, int card, int pos) {
    game_state *g = t_state(game);
    HAMMER_OF(g)->tucked &= (uint8_t)~(1u << (card - CARD_F1104));
    fate_card_added(g);
    int old = g->court_row[pos];
    g->court_row[pos] = (uint16_t)card;
    court_bury(g, old);
    cards_court_row_changed(g, old);
    cards_court_row_changed(g, card);
    game_bump(game);
}

/* A tucked Refugee among p's Guild cards. */
static void refugee_held(arcs_game *game, int p, int card) {
    game_state *g = t_state(game);
    HAMMER_OF(g)->tucked &= (uint8_t)~(1u << (card - CARD_F1104));
    fate_gain_card(g, p, card);
    assert_true(held_index(g, p, card) >= 0);
    game_bump(game);
}

/* A planet in play of type r with an empty printed slot. */
static int planet_of_type(const game_state *g, int r, int not_this) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (s != not_this && sys_in_play(g, s) && !sys_is_gate(s) && planet_type(s) == r && planet_slots(s) > 0)
            return s;
    return -1;
}

/* F1105-F1109 Resettle (Build), Forgeworld Refugees: a Free city at a
 * Material planet p1 controls (an uncontrolled one and another type's
 * refused, byte-identical), p1's Material Outrage cleared (its agent
 * back), Material gained up to p1's empty resource slots, the card tucked
 * under Breaking Worlds (not held, not in play). */
static void refugees_resettle(void **state) {
    (void)state;
    arcs_game *game = hammer_table();
    game_state *g = t_state(game);
    refugee_held(game, 1, CARD_F1105);
    int sys = planet_of_type(g, ARCS_MATERIAL, -1), other = planet_of_type(g, ARCS_MATERIAL, sys);
    int fuel = planet_of_type(g, ARCS_FUEL, -1);
    assert_true(sys >= 0 && fuel >= 0);
    t_place_ships(game, 1, sys, 2, 0);
    t_place_ships(game, 1, fuel, 2, 0);
    if (other >= 0) t_place_ships(game, 0, other, 2, 0);
    g = t_state(game);
    g->pl[1].outrage |= 1u << ARCS_MATERIAL;
    g->pl[1].agents_supply--;
    t_give_resource(game, 1, 0, ARCS_FUEL);
    g = t_state(game);
    int empty = 0;
    for (int i = 0; i < open_res_slots(&g->pl[1]); i++) empty += g->pl[1].res[i] == RES_EMPTY;
    assert_true(empty >= 1);
    int agents = g->pl[1].agents_supply, added = g->camp.fate_cards_added;
    t_start_lead_turn(game, 1, t_card(ARCS_CONSTRUCTION, 4));
    t_refused_unchanged(game, "p0 card forgeworld-refugees resettle pip");
    ok(game, "p1 card forgeworld-refugees resettle pip");
    t_assert_reloads(game, "pending decision");
    char text[64], name[16];
    snprintf(text, sizeof text, "p1 card forgeworld-refugees city-at %s", system_name(fuel, name));
    t_refused_unchanged(game, text);
    if (other >= 0) {
        snprintf(text, sizeof text, "p1 card forgeworld-refugees city-at %s", system_name(other, name));
        t_refused_unchanged(game, text);
    }
    snprintf(text, sizeof text, "p1 card forgeworld-refugees city-at %s", system_name(sys, name));
    ok(game, text);
    g = t_state(game);
    assert_int_equal(g->sys[sys].bld[0], BLD_MAKE(OWNER_FREE, false, false));
    assert_false(g->pl[1].outrage & (1u << ARCS_MATERIAL));
    assert_int_equal(g->pl[1].agents_supply, agents + 1);
    /* The gained Material: p1 places each (the placement decision). */
    for (int i = 0; i < 8 && top_frame_c(g)->kind == FR_PLACE_RESOURCE; i++) {
        arcs_move mv[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, mv, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_int_equal(arcs_apply(game, mv[0]), ARCS_OK);
        g = t_state(game);
    }
    int material = 0;
    for (int i = 0; i < RES_SLOTS; i++) material += g->pl[1].res[i] == ARCS_MATERIAL + 1;
    assert_int_equal(material, empty);
    assert_true(held_index(g, 1, CARD_F1105) < 0);
    assert_true(HAMMER_OF(g)->tucked & (1u << (CARD_F1105 - CARD_F1104)));
    assert_int_equal(g->camp.fate_cards_added, added - 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1103B step 2 then F1105-F1109 Resettle: the Refugee placed on top of
 * the Court deck, drawn into the Court, secured by p1 and tucked under
 * Breaking Worlds again by its Resettle is no longer listed on top (the
 * invariant: a tucked Refugee is not on top). */
static void refugee_resettled_off_top(void **state) {
    (void)state;
    int sys;
    arcs_game *game = broken_table(&sys);
    game_state *g = t_state(game);
    int r = planet_type(sys), ref = refugee_card(r), other = planet_of_type(g, r, sys);
    assert_true(other >= 0);
    assert_true(cards_court_top_known(g));
    /* Drawn into Court place 1, then secured by p1. */
    int left = g->court_row[1];
    court_discard(g, left);
    g->court_row[1] = NO_COURT_CARD;
    assert_true(court_draw(g, 1));
    assert_int_equal(g->court_row[1], ref);
    g->court_row[1] = NO_COURT_CARD;
    give_held(g, 1, ref);
    assert_true(court_draw(g, 1));
    game_bump(game);
    t_assert_invariants(game);
    t_place_ships(game, 1, other, 2, 0);
    t_start_lead_turn(game, 1, t_card(ARCS_CONSTRUCTION, 4));
    char text[64], name[16];
    snprintf(text, sizeof text, "p1 card %s resettle pip", card_def_of(ref)->short_name);
    ok(game, text);
    snprintf(text, sizeof text, "p1 card %s city-at %s", card_def_of(ref)->short_name, system_name(other, name));
    ok(game, text);
    g = t_state(game);
    assert_true(HAMMER_OF(g)->tucked & (1u << (ref - CARD_F1104)));
    assert_false(cards_court_top_known(g));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* faq.csv Refugees ("Do I have to build the Free city in order to gain
 * the other benefits? Yes!"): with no Material planet to build on (the
 * only one p1 controls is a Broken World, or its slots are full), no
 * Resettle, even with the Outrage to clear. */
static void faq_refugees_city_needed(void **state) {
    (void)state;
    arcs_game *game = hammer_table();
    game_state *g = t_state(game);
    refugee_held(game, 1, CARD_F1105);
    int sys = planet_of_type(g, ARCS_MATERIAL, -1);
    t_place_ships(game, 1, sys, 2, 0);
    g = t_state(game);
    g->pl[1].outrage |= 1u << ARCS_MATERIAL;
    g->pl[1].agents_supply--;
    HAMMER_OF(g)->frag[0] = (uint8_t)(FRAG_MAP | FRAG_BROKEN | sys);
    t_start_lead_turn(game, 1, t_card(ARCS_CONSTRUCTION, 4));
    assert_int_equal(t_count_legal(game, "p1 card forgeworld-refugees resettle"), 0);
    t_refused_unchanged(game, "p1 card forgeworld-refugees resettle pip");
    arcs_game_free(game);
    game = hammer_table();
    g = t_state(game);
    refugee_held(game, 1, CARD_F1105);
    t_place_ships(game, 1, sys, 2, 0);
    for (int i = 0; i < planet_slots(sys); i++) t_place_building(game, 2, sys, i, true, false);
    t_start_lead_turn(game, 1, t_card(ARCS_CONSTRUCTION, 4));
    assert_int_equal(t_count_legal(game, "p1 card forgeworld-refugees resettle"), 0);
    arcs_game_free(game);
}

/* "Scrap this if you have the Planet Hammer": p0 (the Planet Hammer in the
 * play area) secures Heartworld Refugees: scrapped once it is theirs; p1
 * securing it keeps it. */
static void refugees_scrapped_by_hammer(void **state) {
    (void)state;
    for (int p = 0; p <= 1; p++) {
        arcs_game *game = hammer_table();
        game_state *g = t_state(game);
        int pos = g->court_row_len - 1;
        refugee_into_court(game, CARD_F1109, pos);
        g = t_state(game);
        g->court_agents[pos][p] = 1;
        g->pl[p].agents_supply--;
        t_start_lead_turn(game, p, t_card(ARCS_AGGRESSION, 4));
        char text[32];
        snprintf(text, sizeof text, "p%d action secure", p);
        ok(game, text);
        snprintf(text, sizeof text, "p%d secure %d", p, pos);
        ok(game, text);
        g = t_state(game);
        assert_int_equal(held_index(g, p, CARD_F1109) >= 0, p == 1);
        assert_int_equal(card_scrapped(g, CARD_F1109), p == 0);
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* Log lines a random playout writes, counted by what they say. */
typedef struct hammer_counts {
    int prepares, breaks, flips, battles, resettles;
} hammer_counts;

static void count_line(void *ud, const char *line) {
    hammer_counts *c = ud;
    c->prepares += strstr(line, "prepares: ") != NULL;
    c->breaks += strstr(line, "breaks the world at") != NULL;
    c->flips += strstr(line, "to its Broken World side.") != NULL && strstr(line, "flips") != NULL;
    c->battles += strstr(line, "battles the Planet Breaker") != NULL;
    c->resettles += strstr(line, "resettles: ") != NULL;
}

/* Random play from a table where p0 holds the repaired Planet Hammer with
 * ships on every planet (the property run rarely sees all 6 Fragments
 * taken): every state keeps the invariants (piece counts with buildings on
 * Breaking Worlds, the data's), and Prepare, Break World and the flip
 * happen; a save and load every 50 moves gives the same state. */
static void hammer_random_play(void **state) {
    (void)state;
    hammer_counts counts = {0};
    for (uint64_t seed = 1; seed <= 6; seed++) {
        arcs_game *game = hammer_table();
        game_state *g = t_state(game);
        for (int s = 0; s < NUM_SYSTEMS && g->pl[0].ships_supply >= 2; s++)
            if (sys_in_play(g, s) && !sys_is_gate(s)) t_place_ships(game, 0, s, 2, 0);
        for (int p = 1; p < 3; p++)
            for (int s = NUM_SYSTEMS - 1; s >= 0 && g->pl[p].ships_supply >= 3; s -= 2)
                if (sys_in_play(g, s) && !sys_is_gate(s)) t_place_ships(game, p, s, 1, 0);
        t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 4));
        game->log = count_line;
        game->log_ud = &counts;
        uint64_t rng = seed * 7919 + 3;
        for (int i = 0; i < 1500 && !arcs_game_over(game) && arcs_act(game) == 2; i++) {
            t_random_move(game, &rng);
            t_assert_invariants(game);
            if (i % 50 == 0) t_assert_reloads(game, "pending decision");
        }
        arcs_game_free(game);
    }
    fprintf(stderr, "hammer_random_play: %d prepares, %d breaks, %d flips, %d battles, %d resettles\n",
            counts.prepares, counts.breaks, counts.flips, counts.battles, counts.resettles);
    assert_true(counts.prepares > 0 && counts.breaks > 0 && counts.flips > 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_as_printed),      cmocka_unit_test(repair_hammer),
        cmocka_unit_test(all_six_fragments),     cmocka_unit_test(sycophants_outrage),
        cmocka_unit_test(faq_sycophants_battle), cmocka_unit_test(sycophants_prelude),
        cmocka_unit_test(resolution_branches),   cmocka_unit_test(planet_hammer_prepare),
        cmocka_unit_test(break_world_declined),  cmocka_unit_test(break_world_battled),
        cmocka_unit_test(refugee_on_top),        cmocka_unit_test(broken_world_no_slots),
        cmocka_unit_test(faq_breaking_worlds_no_ransack), cmocka_unit_test(refugees_resettle),
        cmocka_unit_test(refugee_resettled_off_top),
        cmocka_unit_test(faq_refugees_city_needed), cmocka_unit_test(refugees_scrapped_by_hammer),
        cmocka_unit_test(hammer_random_play),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
