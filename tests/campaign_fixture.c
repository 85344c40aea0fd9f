/* Campaign games for the scenario tests (tests/campaign_fixture.h). */
#include <stdio.h>

#include "campaign_fixture.h"
#include "campaign/fates.h"
#include "campaign/flagship.h"
#include "campaign/summit.h"
#include "core/game.h"
#include "cards/hooks.h"
#include "data/tables.h"

/* A campaign game; explicit chance: player 0 has the initiative; first
 * (internal chance) >= 0 gives it to that player. */
arcs_game *new_campaign(int players, uint64_t seed, int chance, int first) {
    /* Random play: 2 deals per Summit, so that every Summit ends. */
    return t_new_campaign(players, seed, chance, first, 2);
}

uint64_t next(uint64_t *x) {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

/* Play random moves until the first lead of the game (setup over); records
 * who made each starting placement. */
int finish_setup(arcs_game *game, uint64_t seed, int *placers) {
    uint64_t rng = seed * 0x9E3779B97F4A7C15ull | 1;
    int n = 0;
    while (top_frame_c(&game->s)->kind != FR_LEAD) {
        arcs_move moves[ARCS_MAX_LEGAL_MOVES];
        size_t k = 0;
        assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &k), ARCS_OK);
        assert_true(k > 0);
        arcs_move m = moves[next(&rng) % k];
        if (m.kind == ARCS_MOVE_START_PLACE && placers) placers[n++] = m.player;
        assert_int_equal(arcs_apply(game, m), ARCS_OK);
        t_assert_invariants(game);
    }
    return n;
}

/* A campaign game after setup with an empty map: no ships, buildings,
 * Imperial ships or Blight; titles as given (bit p: Regent), p0 the First
 * Regent when a Regent. */
arcs_game *scenario(int players, unsigned regents) {
    arcs_game *game = new_campaign(players, 3, ARCS_CHANCE_INTERNAL, 0);
    finish_setup(game, 3, NULL);
    t_clear_board(game);
    game_state *g = t_state(game);
    memset(g->camp.imperial, 0, sizeof g->camp.imperial);
    memset(g->camp.blight, 0, sizeof g->camp.blight);
    g->camp.imperial_supply = IMPERIAL_SHIPS;
    g->camp.blight_supply = BLIGHT_PIECES;
    g->camp.regents = (uint8_t)regents;
    g->camp.first_regent = (regents & 1u) ? 0 : NO_PLAYER;
    /* The Fates' Guild cards the setup gave (Stone-Speakers, Faithful
     * Disciples...) leave the game: they would count for ambitions and
     * Guild-card rules (set_fate gives a Fate's cards again). */
    for (int p = 0; p < players; p++)
        for (int i = g->pl[p].guild_count - 1; i >= 0; i--) {
            int c = g->pl[p].guild[i];
            if (card_table[c].kind == CK_GUILD && !(card_table[c].tags & TAG_CAMPAIGN_COURT)) {
                remove_held(g, p, i);
                g->camp.fate_cards_added--;
            }
        }
    return game;
}

void clear_holdings(arcs_game *game, bool fate_cards) {
    game_state *g = t_state(game);
    for (int p = 0; p < g->num_players; p++) {
        for (int s = 0; s < RES_SLOTS_MAX; s++)
            if (g->pl[p].res[s]) {
                g->res_supply[g->pl[p].res[s] - 1]++;
                g->pl[p].res[s] = 0;
            }
        for (int i = g->pl[p].guild_count - 1; i >= 0; i--) {
            int c = g->pl[p].guild[i];
            if (card_table[c].tags & TAG_CAMPAIGN_COURT) {
                court_bury(g, remove_held(g, p, i));
            } else if (fate_cards && card_table[c].kind == CK_GUILD) {
                remove_held(g, p, i);
                g->camp.fate_cards_added--;
            }
        }
    }
}

void put_imperial(arcs_game *game, int sys, int fresh, int damaged) {
    game_state *g = t_state(game);
    g->camp.imperial_supply = (uint8_t)(g->camp.imperial_supply - fresh - damaged);
    g->camp.imperial[sys][0] = (uint8_t)(g->camp.imperial[sys][0] + fresh);
    g->camp.imperial[sys][1] = (uint8_t)(g->camp.imperial[sys][1] + damaged);
}

void put_blight(arcs_game *game, int sys, int fresh, int damaged) {
    game_state *g = t_state(game);
    g->camp.blight_supply = (uint8_t)(g->camp.blight_supply - fresh - damaged);
    g->camp.blight[sys][0] = (uint8_t)(g->camp.blight[sys][0] + fresh);
    g->camp.blight[sys][1] = (uint8_t)(g->camp.blight[sys][1] + damaged);
}

void ok(arcs_game *game, const char *text) {
    arcs_status st = t_apply_str(game, text);
    if (st != ARCS_OK) fail_msg("'%s': %s", text, arcs_status_str(st));
    t_assert_invariants(game);
}

void lead(arcs_game *game, const char *text) {
    ok(game, text);
    if (top_frame_c(&game->s)->kind == FR_DECLARE) {
        char no[24];
        snprintf(no, sizeof no, "p%d no-declare", top_frame_c(&game->s)->player);
        ok(game, no);
    }
}

void follow(arcs_game *game, const char *text) {
    ok(game, text);
    char p[4] = {text[0], text[1], 0, 0}, t[24];
    snprintf(t, sizeof t, "%s no-seize", p);
    if (top_frame_c(&game->s)->kind == FR_SEIZE) ok(game, t);
    snprintf(t, sizeof t, "%s end-turn", p);
    ok(game, t);
}

void force_chance(arcs_game *game) { t_state(game)->chance_mode = ARCS_CHANCE_EXPLICIT; }

void t_only_grand_ambitions_of(arcs_game *game, int p) {
    game_state *g = t_state(game);
    for (int q = 0; q < g->num_players; q++) {
        if (q == p || g->camp.fate[q] == NO_COURT_CARD) continue;
        int objective = fate_info_of(g->camp.fate[q])->act[2].objective;
        if (objective && play_area_remove(g, q, objective)) g->camp.fate_cards_added--;
    }
    game_bump(game);
}


/* A card of a Fate set (ARCS-F<digit>...). */
static bool fate_set_card(int c) {
    const char *id = card_table[c].id;
    return strncmp(id, "ARCS-F", 6) == 0 && id[6] >= '0' && id[6] <= '9';
}

static void strip_fate_cards(game_state *g, int p) {
    for (int i = g->ll.play_area_len[p] - 1; i >= 0; i--) {
        int c = g->ll.play_area[p][i];
        if (fate_set_card(c) && play_area_remove(g, p, c)) g->camp.fate_cards_added--;
    }
    for (int i = g->pl[p].guild_count - 1; i >= 0; i--)
        if (fate_set_card(g->pl[p].guild[i])) {
            remove_held(g, p, i);
            g->camp.fate_cards_added--;
        }
    g->camp.fate_setup_done &= (uint8_t)~(1u << p);
    g->camp.objective[p] = OBJECTIVE_NONE;
}

void set_fate(arcs_game *game, int p, int fate) {
    game_state *g = t_state(game);
    campaign_state *c = &g->camp;
    int old = c->fate[p], other = -1;
    if (old == fate) return;
    /* Where is `fate` now? Swap it with p's kept card. */
    for (int i = 0; i < c->fate_deck_len; i++)
        if (c->fate_deck[i] == fate) c->fate_deck[i] = (uint16_t)old;
    for (int q = 0; q < MAX_PLAYERS; q++)
        for (int i = 0; i < FATES_DEALT; i++) {
            if (q == p) {
                if (c->fate_dealt[q][i] == old) c->fate_dealt[q][i] = (uint16_t)fate;
                else if (c->fate_dealt[q][i] == fate) c->fate_dealt[q][i] = (uint16_t)old;
            } else if (c->fate_dealt[q][i] == fate) {
                c->fate_dealt[q][i] = (uint16_t)old;
                if (c->fate[q] == fate) other = q;
            }
        }
    strip_fate_cards(g, p);
    c->fate[p] = (uint16_t)fate;
    if (other >= 0) {
        strip_fate_cards(g, other);
        c->fate[other] = (uint16_t)old;
    }
    /* The Steward's tile stays with whoever holds it unless a Setup side
     * gives it again. */
    while (fate_setup_next(g)) {
    }
    game_bump(game);
}

void round_trips(arcs_game *game, arcs_move chosen, uint64_t before, uint64_t *rng, unsigned undo_every,
                 unsigned save_every, int players, uint64_t seed, int move) {
    /* Every move: the sources' hook masks kept in the state (the union and
     * each player's) are what the sources give now (a stale bit would hash
     * differently after a load, which recomputes them; lib/cards/hooks.c
     * cards_source_hooks_fresh). */
    if (!cards_source_hooks_fresh(&game->s)) {
        char text[ARCS_MOVE_STR_MAX] = "";
        arcs_move_to_str(chosen, text, sizeof text, NULL);
        fail_msg("%dp seed %llu move %d (\"%s\"): the sources' hook mask is stale", players,
                 (unsigned long long)seed, move, text);
    }
    if (next(rng) % undo_every == 0) {
        uint64_t after = arcs_state_hash(game);
        arcs_log_fn log = game->log;
        game->log = NULL; /* its lines were counted */
        assert_int_equal(arcs_undo(game, 1), ARCS_OK);
        assert_true(arcs_state_hash(game) == before);
        assert_int_equal(arcs_apply(game, chosen), ARCS_OK);
        game->log = log;
        assert_true(arcs_state_hash(game) == after);
    }
    if (next(rng) % save_every == 0) {
        static unsigned char buf[ARCS_STATE_BYTES_MAX];
        size_t len = 0;
        assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
        char what[64];
        snprintf(what, sizeof what, "%dp seed %llu move %d", players, (unsigned long long)seed, move);
        arcs_game *loaded = t_load_state(buf, len, what);
        if (arcs_state_hash(loaded) != arcs_state_hash(game)) {
            /* Name the first byte that differs (offsetof(game_state, ...)). */
            const unsigned char *a = (const unsigned char *)&game->s, *b = (const unsigned char *)&loaded->s;
            size_t at = 0;
            while (at < sizeof game->s && a[at] == b[at]) at++;
            fail_msg("%s: save/load changed the state at byte %zu (camp + %td): %d -> %d", what, at,
                     (ptrdiff_t)at - (ptrdiff_t)offsetof(game_state, camp), at < sizeof game->s ? a[at] : -1,
                     at < sizeof game->s ? b[at] : -1);
        }
        arcs_game_free(loaded);
    }
}

arcs_game *determinized(arcs_game *game, int viewer, uint64_t seed, const unsigned char *before, size_t lb) {
    static unsigned char after[ARCS_STATE_BYTES_MAX];
    arcs_game *copy = NULL;
    assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
    assert_int_equal(arcs_determinize(copy, viewer, seed), ARCS_OK);
    size_t la = 0;
    assert_int_equal(arcs_observation(copy, viewer, after, sizeof after, &la), ARCS_OK);
    assert_int_equal(la, lb);
    assert_memory_equal(before, after, la);
    return copy;
}

void t_assert_deck_place_kept(arcs_game *game, int viewer, int from_top, int card) {
    static unsigned char before[ARCS_STATE_BYTES_MAX];
    size_t lb = 0;
    assert_int_equal(arcs_observation(game, viewer, before, sizeof before, &lb), ARCS_OK);
    for (uint64_t seed = 1; seed <= 4; seed++) {
        arcs_game *copy = determinized(game, viewer, seed, before, lb);
        const game_state *c = t_state(copy);
        assert_true(c->court_deck_len > from_top);
        assert_int_equal(court_deck_pile_ro(c)[c->court_deck_len - 1 - from_top], card);
        arcs_game_free(copy);
    }
}

void t_call_summit(arcs_game *game, int caller) {
    game_state *g = t_state(game);
    uint32_t hands[4];
    for (int i = 0; i < 4; i++) hands[i] = 1u << t_card(ARCS_CONSTRUCTION, 2 + i);
    t_begin_round(game, 0, hands);
    assert_int_equal(top_frame_c(g)->kind, FR_LEAD);
    pop_frame(g);
    summit_begin(g, caller);
    run_forward(g);
    t_assert_invariants(game);
}

void t_give_lore(arcs_game *game, int p, int card) {
    game_state *g = t_state(game);
    int i = card - lore_first();
    if (i >= 0 && i < lore_count() && ((lore_deck(g) >> i) & 1u)) g->camp.lore_added++;
    else t_take_out_court_card(g, card);
    play_area_add(g, p, card);
    game_bump(game);
}

void t_give_favors(arcs_game *game, int p, int owner, int n) {
    game_state *g = t_state(game);
    g->pl[owner].agents_supply = (uint8_t)(g->pl[owner].agents_supply - n);
    g->camp.favors[p][owner] = (uint8_t)(g->camp.favors[p][owner] + n);
}

/* Move lore card `card` into Court place pos, from the Court deck (where
 * Act I Setup J shuffled the lore): it takes the place of a lore card there
 * if it is not one of them, so the game still has lore_added lore cards. */
void lore_into_row(arcs_game *game, int card, int pos) {
    game_state *g = t_state(game);
    int at = -1, any = -1;
    for (int i = 0; i < g->court_deck_len; i++) {
        if (court_deck_pile(g)[i] == card) at = i;
        if (card_table[court_deck_pile(g)[i]].kind == CK_LORE) any = i;
    }
    assert_true(at >= 0 || any >= 0);
    int i = at >= 0 ? at : any;
    court_deck_pile(g)[i] = g->court_row[pos];
    g->court_row[pos] = (uint16_t)card;
}

void t_grant_flagship(arcs_game *game, int p, uint64_t *rng) {
    game_state *g = t_state(game);
    game_bump(game);
    int at = -1;
    for (int s = 0; s < NUM_SYSTEMS && at < 0; s++)
        if (sys_in_play(g, s) && (g->sys[s].fresh[p] || g->sys[s].damaged[p])) at = s;
    assert_true(at >= 0);
    int depth = g->depth;
    assert_true(flagship_gain(g, p, at));
    while (g->depth > depth) t_random_move(game, rng);
}

bool t_in_play_area(const game_state *g, int p, int card) {
    for (int i = 0; i < g->ll.play_area_len[p]; i++)
        if (g->ll.play_area[p][i] == card) return true;
    return false;
}

void t_give_to_empty_slot(arcs_game *game, int p, int r) {
    game_state *g = t_state(game);
    for (int s = 0; s < RES_SLOTS; s++)
        if (!g->pl[p].res[s]) {
            t_give_resource(game, p, s, r);
            return;
        }
    fail_msg("no empty slot");
}
