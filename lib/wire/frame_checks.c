/*
 * Range checks for the data bytes (a..f) of each frame kind, so a loaded
 * decision stack never makes a rule index outside its arrays or undo its
 * bookkeeping (a Move frame may not carry more ships than are there).
 *
 * A kind without an entry here must have all-zero data: a loaded state
 * with data in such a frame is rejected. When a rule starts keeping data in
 * its frames, add its check here (the save/load property tests over random
 * games fail until then, naming the frame). The meaning of each byte is the
 * owning rule file's (cited per check).
 */
#include <stdio.h>

#include "core/engine.h"
#include "wire/wire.h"

typedef bool (*frame_check_fn)(const game_state *g, const frame *f);

static bool only(const frame *f, unsigned used) {
    /* The bytes not in `used` (bit 0 = a ... bit 5 = f) are zero. */
    const uint8_t v[6] = {f->a, f->b, f->c, f->d, f->e, f->f};
    for (int i = 0; i < 6; i++)
        if (!(used & (1u << i)) && v[i]) return false;
    return true;
}

static bool system_in_play(const game_state *g, int s) { return s < NUM_SYSTEMS && sys_in_play(g, s); }

static bool player_in_game(const game_state *g, int p) { return p < g->num_players; }

/* lib/rules/round.c: FR_ROUND a = phase (RP_START, RP_NEXT, RP_END). */
static bool round_check(const game_state *g, const frame *f) {
    (void)g;
    return only(f, 1u) && f->a <= 2;
}

/* lib/rules/chapter.c: FR_CHAPTER_END a = step (CE_SCORE .. CE_GAME_END),
 * b = ambitions scored (bit per arcs_ambition). */
static bool chapter_end_check(const game_state *g, const frame *f) {
    (void)g;
    return only(f, 3u) && f->a <= 4 && f->b < (1u << ARCS_AMBITION_COUNT);
}

/* lib/rules/actions.c: FR_MOVE_TO a = the system the ships leave. */
static bool move_to_check(const game_state *g, const frame *f) {
    return only(f, 1u) && system_in_play(g, f->a) && player_in_game(g, f->player);
}

/* lib/rules/actions.c: FR_MOVE_SHIPS a = from, b = to (adjacent), c / d =
 * fresh / damaged ships that may go (at most those there), e = Catapult. */
static bool move_ships_check(const game_state *g, const frame *f) {
    if (!only(f, 0x1Fu) || !player_in_game(g, f->player)) return false;
    if (!system_in_play(g, f->a) || !system_in_play(g, f->b) || !systems_adjacent(g, f->a, f->b)) return false;
    const system_state *s = &g->sys[f->a];
    return f->c <= s->fresh[f->player] && f->d <= s->damaged[f->player] && f->c + f->d > 0 && f->e <= 1;
}

/* lib/rules/actions.c: FR_CATAPULT a = the gate the group is in, c / d = its
 * fresh / damaged ships. */
static bool catapult_check(const game_state *g, const frame *f) {
    if (!only(f, 0x0Du) || !player_in_game(g, f->player) || !system_in_play(g, f->a)) return false;
    const system_state *s = &g->sys[f->a];
    return f->c <= s->fresh[f->player] && f->d <= s->damaged[f->player];
}

/* lib/rules/resources.c: FR_PLACE_RESOURCE / FR_DISCARD_RESOURCE a = type
 * of the token being placed (counted by state_invariants_ok), b = slot + 1
 * it was swapped out of (0 if none). */
static bool place_check(const game_state *g, const frame *f) {
    return only(f, 3u) && f->a < NUM_RES && f->b <= RES_SLOTS && player_in_game(g, f->player);
}

/* lib/rules/court.c: FR_COURT_REFILL a = the Court row place to refill. */
static bool court_refill_check(const game_state *g, const frame *f) {
    return only(f, 1u) && f->a < g->court_row_len;
}

/* lib/rules/battle.c: FR_BATTLE_DICE a = die type. */
static bool battle_dice_check(const game_state *g, const frame *f) {
    return only(f, 1u) && f->a < 3 && g->battle.active;
}

/* lib/rules/battle.c: FR_BATTLE_HIT a = hit pool (attacker, defending
 * ships, defending buildings). */
static bool battle_hit_check(const game_state *g, const frame *f) {
    return only(f, 1u) && f->a < 3 && g->battle.active;
}

/* lib/rules/battle.c: decisions of a battle in progress, without data. */
static bool battle_frame_check(const game_state *g, const frame *f) { return only(f, 0u) && g->battle.active; }

/* lib/rules/battle.c: FR_RANSACK a = the player whose city was destroyed. */
static bool ransack_check(const game_state *g, const frame *f) {
    return only(f, 1u) && player_in_game(g, f->a) && f->a != f->player;
}

static const frame_check_fn FRAME_CHECKS[FR_KIND_COUNT] = {
    [FR_ROUND] = round_check,
    [FR_CHAPTER_END] = chapter_end_check,
    [FR_MOVE_TO] = move_to_check,
    [FR_MOVE_SHIPS] = move_ships_check,
    [FR_CATAPULT] = catapult_check,
    [FR_PLACE_RESOURCE] = place_check,
    [FR_DISCARD_RESOURCE] = place_check,
    [FR_COURT_REFILL] = court_refill_check,
    [FR_BATTLE_SYSTEM] = battle_frame_check,
    [FR_BATTLE_DEFENDER] = battle_frame_check,
    [FR_BATTLE_DICE] = battle_dice_check,
    [FR_BATTLE_RESOLVE] = battle_frame_check,
    [FR_BATTLE_HIT] = battle_hit_check,
    [FR_BATTLE_RAID] = battle_frame_check,
    [FR_RANSACK] = ransack_check,
};

bool frame_data_ok(const game_state *g, const frame *f, int index, char *why, size_t cap) {
    frame_check_fn check = f->kind < FR_KIND_COUNT ? FRAME_CHECKS[f->kind] : NULL;
    bool ok = check ? check(g, f) : only(f, 0u);
    if (!ok && why && cap)
        snprintf(why, cap, "frame %d (%s): data out of range", index, frame_kind_name(f->kind));
    return ok;
}
