/*
 * Act II of the Magnate (lib/cards/campaign/fates/magnate/): its Setup and
 * Objective sides (F312A/B), the Monopolies (F313-F317), Gain Monopolies
 * (F318), Monopoly Consent (F319), War Profiteering (F320), the Act II
 * Resolution (F321), the cards the Act I Resolution adds (F304-F311), and
 * the faq.csv rulings on them: Magnate Act II Objective [50], Monopoly
 * Consent [66], Psionic / Weapon / Relic Cartel. Games are real Act II
 * games from campaign records (tests/act2_fixture.h), shaped by hand.
 */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdio.h>
#include <stdlib.h>

#include "act2_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/summit.h"
#include "campaign/trust.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/magnate/monopolies.h"

#define CON ARCS_CONSTRUCTION
#define BIT(suit, n) (1u << t_card(suit, n))

static const int FATES[MAX_PLAYERS] = {CARD_FATE03, CARD_FATE02, CARD_FATE07, CARD_FATE04};

/* ARCS_TEST_LOG set: the games' logs on stderr. */
static void print_line(void *ud, const char *line) {
    (void)ud;
    fprintf(stderr, "  | %s\n", line);
}

/* Log lines kept for the tests that read them. */
static char LOG[64][160];
static int LOG_N;
static void keep_line(void *ud, const char *line) {
    (void)ud;
    if (getenv("ARCS_TEST_LOG")) fprintf(stderr, "  | %s\n", line);
    if (LOG_N < 64) snprintf(LOG[LOG_N++], sizeof LOG[0], "%s", line);
}
static bool logged(const char *text) {
    for (int i = 0; i < LOG_N; i++)
        if (strstr(LOG[i], text)) return true;
    return false;
}

/* An Act II game, the Magnate (p0) kept after completing Act I when
 * `magnate` (else p0 failed and took a B Fate), at its first lead; nothing
 * counts for an ambition (resources back to the supply, the Imperial Trust
 * and the Merchant League emptied, Guild cards out). */
static arcs_game *act2(int players, bool magnate) {
    unsigned completed = (1u << players) - 1u;
    if (!magnate) completed &= ~1u;
    arcs_game *game = t_act2_started(players, 29, FATES, completed, ARCS_CHANCE_INTERNAL);
    game->log = getenv("ARCS_TEST_LOG") ? print_line : NULL;
    clear_holdings(game, true);
    game_state *g = t_state(game);
    for (int r = 0; r < NUM_RES; r++) {
        while (trust_take(g, r)) g->res_supply[r]++;
        card_res_remove(g, CARD_F302, r, RES_PER_TYPE);
    }
    for (int p = 0; p < players; p++) g->camp.trophy_imperial[p] = 0;
    return game;
}

/* n resources of type r into p's first empty slots. */
static void give(arcs_game *game, int p, int r, int n) {
    for (int s = 0; s < open_res_slots(&game->s.pl[p]) && n; s++)
        if (game->s.pl[p].res[s] == RES_EMPTY) {
            t_give_resource(game, p, s, r);
            n--;
        }
    assert_int_equal(n, 0);
}

static int slot_of(const game_state *g, int p, int r) {
    for (int s = 0; s < RES_SLOTS_MAX; s++)
        if (g->pl[p].res[s] == 1 + r) return s;
    return -1;
}

static bool booklet_has(const game_state *g, int card) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] == card) return true;
    return false;
}

static bool area_has(const game_state *g, int p, int card) {
    for (int k = 0; k < g->ll.play_area_len[p]; k++)
        if (g->ll.play_area[p][k] == card) return true;
    return false;
}

static void edict(arcs_game *game) {
    LOG_N = 0;
    game->log = keep_line;
    cards_edict(t_state(game), CARD_F318);
    t_assert_invariants(game);
}

/* ---- Setup ---- */

/* F312A: Gain Monopolies, Monopoly Consent and War Profiteering in the
 * booklet; the Monopolies in the supply; the objective at 12 (components.md
 * §9.5). Without the Magnate in Act II none of it. */
static void setup_places_the_rules(void **state) {
    (void)state;
    arcs_game *game = act2(3, true);
    const game_state *g = &game->s;
    assert_int_equal(g->camp.fate_history[0][1], CARD_FATE03);
    assert_true(booklet_has(g, CARD_F318) && booklet_has(g, CARD_F319) && booklet_has(g, CARD_F320));
    assert_true(area_has(g, 0, CARD_F312B));
    assert_int_equal(objective_space(g, 0), 12);
    for (int r = 0; r < NUM_RES; r++) {
        assert_true(monopoly_in_supply(g, r));
        assert_int_equal(monopoly_holder(g, r), -1);
    }
    arcs_game_free(game);
    game = act2(3, false);
    g = &game->s;
    assert_int_not_equal(g->camp.fate_history[0][1], CARD_FATE03);
    assert_false(booklet_has(g, CARD_F318) || booklet_has(g, CARD_F319) || booklet_has(g, CARD_F320));
    for (int r = 0; r < NUM_RES; r++) assert_false(monopoly_in_supply(g, r));
    /* The Act I Resolution's failed branch: the 5 Cartels are in the game
     * (Court deck or further), Elder Broker, Relic Fence and Prison
     * Wardens scrapped. */
    for (int c = CARD_F307; c <= CARD_F311; c++) assert_true(fate_card_in_play(g, c) || card_scrapped(g, c));
    for (int c = CARD_F304; c <= CARD_F306; c++) assert_true(card_scrapped(g, c));
    arcs_game_free(game);
}

/* ---- Gain Monopolies, Corner the Market ---- */

/* More than half of a type in play takes its Monopoly from the supply;
 * the Magnate's own advance Corner the Market by 1 each; exactly half
 * does not take it. The supply on a Monopoly adds to the holder's
 * ambitions. */
static void gain_monopolies_from_the_supply(void **state) {
    (void)state;
    arcs_game *game = act2(3, true);
    game_state *g = t_state(game);
    int added = g->camp.fate_cards_added;
    give(game, 1, ARCS_MATERIAL, 3); /* 3 of 5 */
    give(game, 0, ARCS_FUEL, 3);
    give(game, 2, ARCS_RELIC, 2); /* 2 of 5: not more than half */
    edict(game);
    assert_int_equal(monopoly_holder(g, ARCS_MATERIAL), 1);
    assert_int_equal(monopoly_holder(g, ARCS_FUEL), 0);
    assert_int_equal(monopoly_holder(g, ARCS_RELIC), -1);
    assert_true(monopoly_in_supply(g, ARCS_RELIC));
    assert_int_equal(g->camp.fate_cards_added, added + 2);
    assert_int_equal(objective_space(g, 0), 11); /* the Fuel Monopoly only: p1 is not the Magnate */
    assert_true(logged("Corner the Market: Player 1 gains a Monopoly card from the supply."));
    assert_true(logged("Player 2 has more than half of the 5 Material in play and takes Material Monopoly from the supply."));
    /* Tycoon: 3 Fuel in slots and the 2 of the Fuel supply. */
    assert_int_equal(ambition_count(g, 0, ARCS_TYCOON), 5);
    assert_int_equal(ambition_count(g, 1, ARCS_TYCOON), 5);
    /* Resolved again: nothing changes hands, no second advance. */
    edict(game);
    assert_int_equal(objective_space(g, 0), 11);
    assert_int_equal(g->camp.fate_cards_added, added + 2);
    arcs_game_free(game);
}

/* faq.csv, Magnate Act II Objective [50]: "Do I advance with Corner the
 * Market if I take a Monopoly from another player? No. You have to take it
 * from the supply." The holder counts the supply on its Monopoly: a Rival
 * needs more than half with it counted. */
static void faq_monopoly_from_a_rival(void **state) {
    (void)state;
    arcs_game *game = act2(3, true);
    game_state *g = t_state(game);
    give(game, 1, ARCS_WEAPON, 3);
    edict(game);
    assert_int_equal(monopoly_holder(g, ARCS_WEAPON), 1);
    /* p1 discards 2 Weapons: p1 has 1 + the 4 of the supply. */
    for (int s = 0, k = 0; s < RES_SLOTS_MAX && k < 2; s++)
        if (g->pl[1].res[s] == 1 + ARCS_WEAPON) {
            g->pl[1].res[s] = RES_EMPTY;
            g->res_supply[ARCS_WEAPON]++;
            k++;
        }
    assert_int_equal(monopoly_has(g, 1, ARCS_WEAPON), 5);
    give(game, 0, ARCS_WEAPON, 2); /* p1 keeps 3 (the supply's 2 and 1) of 5 */
    edict(game);
    assert_int_equal(monopoly_holder(g, ARCS_WEAPON), 1);
    give(game, 0, ARCS_WEAPON, 1); /* p0 3 of 5 */
    int added = g->camp.fate_cards_added;
    edict(game);
    assert_int_equal(monopoly_holder(g, ARCS_WEAPON), 0);
    assert_false(area_has(g, 1, CARD_F317));
    assert_true(logged("takes Weapon Monopoly from Player 2."));
    assert_int_equal(objective_space(g, 0), 12); /* [50] */
    assert_int_equal(g->camp.fate_cards_added, added);
    arcs_game_free(game);
}

/* Gain Monopolies: "Two-player games remove resources from play onto
 * ambition boxes": with 2 Psionic on the boxes, 2 of the other 3 is more
 * than half. */
static void two_players_count_what_is_in_play(void **state) {
    (void)state;
    arcs_game *game = act2(2, true);
    game_state *g = t_state(game);
    /* Psionic: 2 on the ambition boxes (out of play), the rest in the
     * supply. */
    g->res_supply[ARCS_PSIONIC] = (uint8_t)(g->res_supply[ARCS_PSIONIC] + g->phantom[ARCS_PSIONIC] - 2);
    g->phantom[ARCS_PSIONIC] = 2;
    give(game, 1, ARCS_PSIONIC, 2);
    assert_int_equal(monopoly_in_play(g, ARCS_PSIONIC), 3);
    edict(game);
    assert_int_equal(monopoly_holder(g, ARCS_PSIONIC), 1);
    arcs_game_free(game);
}

/* ...And Hold It: at the end of a chapter, 1 per Monopoly the Magnate has. */
static void hold_it_at_the_chapter_end(void **state) {
    (void)state;
    arcs_game *game = act2(3, true);
    game_state *g = t_state(game);
    give(game, 0, ARCS_MATERIAL, 3);
    edict(game);
    /* The Material back to the supply: p0 keeps its Monopoly (5 of 5 with
     * the supply on it). */
    for (int s = 0; s < RES_SLOTS_MAX; s++)
        if (g->pl[0].res[s] == 1 + ARCS_MATERIAL) {
            g->pl[0].res[s] = RES_EMPTY;
            g->res_supply[ARCS_MATERIAL]++;
        }
    give(game, 0, ARCS_PSIONIC, 3);
    edict(game);
    assert_int_equal(monopolies_of(g, 0), 2);
    assert_int_equal(objective_space(g, 0), 10);
    campaign_event(g, EVT_CHAPTER_END, NO_PLAYER, g->chapter, 0);
    assert_int_equal(objective_space(g, 0), 8);
    assert_true(logged("...And Hold It: Player 1 has 2 Monopoly cards at the end of the chapter."));
    arcs_game_free(game);
}

/* ---- War Profiteering ---- */

/* "The Warlord ambition now counts the total of Trophies and Weapons icons
 * from resources and cards": slots, a Weapon-suit Guild card, the Weapon
 * Monopoly's supply; not without the law. */
static void war_profiteering_counts_weapons(void **state) {
    (void)state;
    arcs_game *game = act2(3, true);
    game_state *g = t_state(game);
    give(game, 1, ARCS_WEAPON, 3);
    edict(game); /* p1: the Weapon Monopoly, the 2 of the supply */
    g->camp.trophy_imperial[1] = 1;
    t_take_out_court_card(g, CARD_F306);
    give_held(g, 1, CARD_F306); /* Prison Wardens: Weapon suit */
    assert_int_equal(ambition_count(g, 1, ARCS_WARLORD), 1 + 3 + 1 + 2);
    assert_int_equal(ambition_count(g, 1, ARCS_KEEPER), 0);
    booklet_remove(g, CARD_F320);
    assert_int_equal(ambition_count(g, 1, ARCS_WARLORD), 1);
    arcs_game_free(game);
}

/* Weapon Monopoly with p1 (4 players: p3 neither gives nor holds), a Weapon
 * and a Fuel with p2. */
static arcs_game *consent_table(void) {
    arcs_game *game = act2(4, true);
    give(game, 1, ARCS_WEAPON, 3);
    edict(game);
    game_state *g = t_state(game);
    for (int s = 0; s < RES_SLOTS_MAX; s++)
        if (g->pl[1].res[s]) {
            g->res_supply[g->pl[1].res[s] - 1]++;
            g->pl[1].res[s] = RES_EMPTY;
        }
    give(game, 2, ARCS_WEAPON, 1);
    give(game, 2, ARCS_FUEL, 1);
    g->camp.summit_deal_limit = 8;
    game->log = getenv("ARCS_TEST_LOG") ? print_line : NULL;
    return game;
}

/* "players may only give a resource with Transfer Asset if they have the
 * consent of the player with the Monopoly for that resource": in the
 * Negotiations the holder accepts or rejects the deal with its parties; a
 * rejection leaves the state as before the deal; a resource of a type no
 * one has the Monopoly of needs no consent. */
static void consent_in_the_negotiations(void **state) {
    (void)state;
    arcs_game *game = consent_table();
    game_state *g = t_state(game);
    assert_int_equal(monopoly_holder(g, ARCS_WEAPON), 1);
    t_call_summit(game, 0);
    ok(game, "p0 order-done");
    static game_state before;
    before = *g;
    char text[48];
    /* The Fuel: nobody has the Fuel Monopoly, only the giver consents. */
    ok(game, "p0 deal-add p2 p0 transfer");
    snprintf(text, sizeof text, "p0 transfer resource %d", slot_of(g, 2, ARCS_FUEL));
    ok(game, text);
    ok(game, "p0 deal-submit");
    assert_int_equal(top_frame_c(g)->kind, FR_SUMMIT_CONSENT);
    assert_int_equal(top_frame_c(g)->player, 2);
    ok(game, "p2 deal-reject");
    /* The Weapon: the holder's consent too. */
    ok(game, "p0 deal-add p2 p0 transfer");
    snprintf(text, sizeof text, "p0 transfer resource %d", slot_of(g, 2, ARCS_WEAPON));
    ok(game, text);
    LOG_N = 0;
    game->log = keep_line;
    ok(game, "p0 deal-submit");
    assert_true(logged(", with the consent of Player 2."));
    assert_int_equal(top_frame_c(g)->kind, FR_SUMMIT_CONSENT);
    assert_int_equal(top_frame_c(g)->player, 1); /* the holder first, in turn order */
    {
        /* A saved state with the holder deciding loads (lib/wire frame checks). */
        static unsigned char buf[ARCS_STATE_BYTES_MAX];
        size_t ls = 0;
        assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &ls), ARCS_OK);
        arcs_game *loaded = t_load_state(buf, ls, "the holder's consent");
        assert_int_equal(arcs_state_hash(loaded), arcs_state_hash(game));
        arcs_game_free(loaded);
    }
    ok(game, "p1 deal-reject");
    assert_int_equal(g->camp.summit.n_items, 0);
    assert_memory_equal(g->pl, before.pl, sizeof before.pl);
    /* Accepted by the holder and the giver: carried out. */
    ok(game, "p0 deal-add p2 p0 transfer");
    ok(game, text);
    ok(game, "p0 deal-submit");
    ok(game, "p1 deal-accept");
    assert_int_equal(top_frame_c(g)->player, 2);
    ok(game, "p2 deal-accept");
    while (top_frame_c(g)->kind == FR_PLACE_RESOURCE) assert_true(t_apply_prefix(game, "p0 place-resource"));
    assert_true(slot_of(g, 0, ARCS_WEAPON) >= 0);
    arcs_game_free(game);
}

/* Every executed deal had the consent of the Monopoly holder of each
 * resource it gave: random Negotiations in which the holder (p1) proposes
 * nothing and rejects every deal it is asked about; no Weapon ever
 * reaches p0 or p3. */
static void consent_honoured_in_random_deals(void **state) {
    (void)state;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        arcs_game *game = consent_table();
        game_state *g = t_state(game);
        t_call_summit(game, 0);
        ok(game, "p0 order-done");
        uint64_t rng = seed * 0x9E3779B97F4A7C15ull | 1;
        for (int k = 0; k < 400 && summit_active(g); k++) {
            const frame *f = top_frame_c(g);
            if (f->kind == FR_SUMMIT_CONSENT && f->player == 1) {
                ok(game, "p1 deal-reject");
                continue;
            }
            if (f->kind == FR_SUMMIT_NEGOTIATE && f->player == 1) { /* p1 proposes nothing */
                ok(game, g->camp.summit.n_items ? "p1 deal-withdraw" : "p1 negotiate-pass");
                continue;
            }
            t_random_move(game, &rng);
        }
        /* p1 rejected every deal it was asked about; a Weapon of p2's went
         * nowhere but by a deal p1 was a party of (it has none to give). */
        assert_int_equal(resources_held(&g->pl[0], ARCS_WEAPON) + resources_held(&g->pl[3], ARCS_WEAPON), 0);
        arcs_game_free(game);
    }
}

/* The Call to Order: forcing p2 to give the caller a Weapon also returns 1
 * of the holder's Favors to them ("may force the Monopoly holder's
 * consent by returning 1 Favor of theirs"); without one it is not
 * offered and refused with the state unchanged. faq.csv, Monopoly Consent
 * [66]: forcing the holder itself costs only the Transfer Asset's Favors. */
static void consent_forced_in_the_call_to_order(void **state) {
    (void)state;
    arcs_game *game = consent_table();
    game_state *g = t_state(game);
    t_give_favors(game, 0, 2, 3);
    t_call_summit(game, 0);
    char weapon[48], fuel[48];
    snprintf(weapon, sizeof weapon, "p0 transfer resource %d", slot_of(g, 2, ARCS_WEAPON));
    snprintf(fuel, sizeof fuel, "p0 transfer resource %d", slot_of(g, 2, ARCS_FUEL));
    ok(game, "p0 return-favors p2 transfer");
    assert_false(t_is_legal(game, weapon)); /* no Favor of p1's */
    assert_true(t_is_legal(game, fuel));
    static game_state before;
    before = *g;
    assert_int_not_equal(t_apply_str(game, weapon), ARCS_OK);
    assert_memory_equal(&before, g, sizeof before);
    arcs_game_free(game);

    game = consent_table();
    g = t_state(game);
    t_give_favors(game, 0, 2, 3);
    t_give_favors(game, 0, 1, 1);
    t_call_summit(game, 0);
    snprintf(weapon, sizeof weapon, "p0 transfer resource %d", slot_of(g, 2, ARCS_WEAPON));
    int keys = res_slot_keys(slot_of(g, 2, ARCS_WEAPON));
    LOG_N = 0;
    game->log = keep_line;
    ok(game, "p0 return-favors p2 transfer");
    ok(game, weapon);
    while (top_frame_c(g)->kind == FR_PLACE_RESOURCE) assert_true(t_apply_prefix(game, "p0 place-resource"));
    assert_int_equal(favor_count(g, 0, 1), 0);
    assert_int_equal(favor_count(g, 0, 2), 3 - keys);
    assert_true(slot_of(g, 0, ARCS_WEAPON) >= 0);
    assert_true(logged("Player 1 returns 1 of Player 2's Favors for their consent."));
    arcs_game_free(game);

    /* [66]: the holder forced to give its own Weapon: its raid cost only. */
    game = consent_table();
    g = t_state(game);
    give(game, 1, ARCS_WEAPON, 1);
    t_give_favors(game, 0, 1, 3);
    t_call_summit(game, 0);
    int s = slot_of(g, 1, ARCS_WEAPON);
    snprintf(weapon, sizeof weapon, "p0 transfer resource %d", s);
    ok(game, "p0 return-favors p1 transfer");
    ok(game, weapon);
    assert_int_equal(favor_count(g, 0, 1), 3 - res_slot_keys(s));
    arcs_game_free(game);
}

/* ---- the Cartels (F307-F311) ---- */

/* faq.csv, Psionic Cartel / Relic Cartel: "The resources count towards
 * ambitions and Keeper's Solidarity, but they cannot be discarded for
 * Relic Fence or be stolen." Weapon Cartel: "count towards Keeper's
 * Solidarity" (Warlord counts Trophies: not the Weapons, but with War
 * Profiteering). After scoring, Rivals discard all of the type. */
static void faq_cartels(void **state) {
    (void)state;
    arcs_game *game = act2(3, false);
    game_state *g = t_state(game);
    assert_ptr_equal(card_def_of(CARD_F307), card_def_of(CARD_BC03));
    assert_ptr_equal(card_def_of(CARD_F308), card_def_of(CARD_BC06));
    assert_ptr_equal(card_def_of(CARD_F304), card_def_of(CARD_BC23));
    int supply_psi = g->res_supply[ARCS_PSIONIC], supply_relic = g->res_supply[ARCS_RELIC];
    static const int CARTELS[] = {CARD_F309, CARD_F310, CARD_F311};
    for (int i = 0; i < 3; i++) {
        t_take_out_court_card(g, CARTELS[i]);
        give_held(g, 0, CARTELS[i]);
    }
    /* Suits: F310 Psionic, F311 Relic, F309 Weapon (cards.csv). */
    assert_int_equal(ambition_count(g, 0, ARCS_EMPATH), supply_psi + 1);
    assert_int_equal(ambition_count(g, 0, ARCS_KEEPER), supply_relic + 1);
    assert_int_equal(ambition_count(g, 0, ARCS_WARLORD), 0);
    /* A Rival's steal and p0's own Relic Fence find only the Fuel in p0's
     * slot, none of the supplies on the Cartels. */
    give(game, 0, ARCS_FUEL, 1);
    move_list out;
    out.n = 0;
    steal_resource_moves(g, 1, CARD_F310, 0, 0x1Fu, &out);
    assert_int_equal(out.n, 1);
    assert_int_equal(out.m[0].e, slot_of(g, 0, ARCS_FUEL));
    out.n = 0;
    card_def_of(CARD_F305)->prelude_moves(g, 0, CARD_F305, &out);
    assert_int_equal(out.n, 1);
    /* War Profiteering (a Magnate's law in another game): the Weapon
     * supply adds to Warlord. */
    booklet_add(g, CARD_F320);
    assert_int_equal(ambition_count(g, 0, ARCS_WARLORD), g->res_supply[ARCS_WEAPON] + 1);
    /* After scoring, Rivals discard all Psionic, Relics and Weapons. */
    give(game, 2, ARCS_PSIONIC, 1);
    give(game, 2, ARCS_RELIC, 1);
    give(game, 1, ARCS_WEAPON, 1);
    cards_after_scoring(g);
    assert_int_equal(resources_held(&g->pl[2], ARCS_PSIONIC) + resources_held(&g->pl[2], ARCS_RELIC), 0);
    assert_int_equal(resources_held(&g->pl[1], ARCS_WEAPON), 0);
    arcs_game_free(game);
}

/* ---- the Act II Resolution ---- */

static void resolve2(arcs_game *game, bool completed) {
    game_state *g = t_state(game);
    card_def_of(CARD_F321)->resolution(g, 0, CARD_F321, completed);
}

static bool in_court_deck(const game_state *g, int card) {
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile(g)[i] == card) return true;
    return false;
}

/* Completed: Prospectors gained; the 5 Cartels and the 2 Extortions
 * scrapped; Mining Interest from the discard pile to the Court deck. */
static void resolution_completed(void **state) {
    (void)state;
    arcs_game *game = act2(3, true);
    game_state *g = t_state(game);
    bool mining_discarded = false;
    for (int i = 0; i < g->court_discard_len; i++) mining_discarded |= court_discard_pile(g)[i] == CARD_CC01;
    resolve2(game, true);
    assert_true(held_index(g, 0, CARD_F322) >= 0);
    for (int c = CARD_F307; c <= CARD_F311; c++) assert_true(card_scrapped(g, c));
    assert_true(card_scrapped(g, CARD_F323) && card_scrapped(g, CARD_F324));
    if (mining_discarded) assert_true(in_court_deck(g, CARD_CC01));
    for (int r = 0; r < NUM_RES; r++) assert_false(card_scrapped(g, monopoly_card(r)));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Failed: Prospectors and the Monopolies nobody has scrapped; the Cartels
 * of those types to the Court deck, the others scrapped; the Extortions to
 * the Court deck. */
static void resolution_failed(void **state) {
    (void)state;
    arcs_game *game = act2(3, true);
    game_state *g = t_state(game);
    give(game, 1, ARCS_FUEL, 3);
    edict(game);
    resolve2(game, false);
    assert_true(card_scrapped(g, CARD_F322));
    assert_false(card_scrapped(g, CARD_F314));
    assert_true(area_has(g, 1, CARD_F314));
    assert_true(card_scrapped(g, CARD_F308));
    for (int r = 0; r < NUM_RES; r++) {
        if (r == ARCS_FUEL) continue;
        assert_true(card_scrapped(g, monopoly_card(r)));
    }
    static const int OTHER_CARTELS[] = {CARD_F307, CARD_F309, CARD_F310, CARD_F311};
    for (int i = 0; i < 4; i++) assert_true(in_court_deck(g, OTHER_CARTELS[i]));
    assert_true(in_court_deck(g, CARD_F323) && in_court_deck(g, CARD_F324));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Nothing of the Monopolies is hidden: a determinized world (any viewer)
 * keeps who has which Monopoly, the booklet's laws and the Cartels the
 * failed Resolution put in the Court deck (known cards); save and load
 * give the same state. */
static void determinize_keeps_the_monopolies(void **state) {
    (void)state;
    arcs_game *game = act2(3, true);
    give(game, 1, ARCS_MATERIAL, 3);
    give(game, 0, ARCS_FUEL, 3);
    edict(game);
    resolve2(game, false);
    unsigned char before[ARCS_STATE_BYTES_MAX], buf[ARCS_STATE_BYTES_MAX];
    for (int viewer = 0; viewer < 3; viewer++) {
        size_t lb = 0, ls = 0;
        assert_int_equal(arcs_observation(game, viewer, before, sizeof before, &lb), ARCS_OK);
        for (uint64_t seed = 1; seed <= 4; seed++) {
            arcs_game *copy = determinized(game, viewer, seed, before, lb);
            const game_state *c = &copy->s;
            assert_int_equal(monopoly_holder(c, ARCS_MATERIAL), 1);
            assert_int_equal(monopoly_holder(c, ARCS_FUEL), 0);
            assert_true(booklet_has(c, CARD_F318) && booklet_has(c, CARD_F319) && booklet_has(c, CARD_F320));
            assert_true(in_court_deck(c, CARD_F309) && in_court_deck(c, CARD_F323));
            arcs_game_free(copy);
        }
        assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &ls), ARCS_OK);
        arcs_game *loaded = t_load_state(buf, ls, "monopolies");
        assert_int_equal(arcs_state_hash(loaded), arcs_state_hash(game));
        arcs_game_free(loaded);
    }
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_places_the_rules),
        cmocka_unit_test(gain_monopolies_from_the_supply),
        cmocka_unit_test(faq_monopoly_from_a_rival),
        cmocka_unit_test(two_players_count_what_is_in_play),
        cmocka_unit_test(hold_it_at_the_chapter_end),
        cmocka_unit_test(war_profiteering_counts_weapons),
        cmocka_unit_test(consent_in_the_negotiations),
        cmocka_unit_test(consent_honoured_in_random_deals),
        cmocka_unit_test(consent_forced_in_the_call_to_order),
        cmocka_unit_test(faq_cartels),
        cmocka_unit_test(resolution_completed),
        cmocka_unit_test(resolution_failed),
        cmocka_unit_test(determinize_keeps_the_monopolies),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
