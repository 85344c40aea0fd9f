/*
 * Vow of Fairness (ARCS-F2402, Lore; gained by the Judge at the Act III
 * Setup, ARCS-F2401A step 2, into their play area).
 *
 *   "Your Trophies and Captives can be stolen. Their raid cost is key
 *    each."                                               -> SLOT_TOKEN
 *   Raiding the holder (Base rulebook, "Raiding": keys spent on the
 *   defender's resources and Guild cards), the attacker may also take one
 *   of the holder's Trophies or Captives for 1 key: "raid 0 <b>", b =
 *   RAID_VOW + 4 * kind + owner for a player's Captive or Trophy, then one
 *   place per kind for an Imperial ship, Blight or Free building Trophy
 *   (judge.h kinds; within the action space's raid places). The raid
 *   code offers them with the card-owned tokens (lib/rules/battle.c
 *   raid_options: hook point SLOT_TOKEN, after STEAL_CHECK), so nothing in
 *   the rules code changed.
 *   "If a player steals Trophies or Captives that are Loyal to them, those
 *    pieces return to their supply."    -> judge_piece_to (pieces.c)
 *   Any other piece becomes the attacker's Trophy or Captive.
 */
#include <stdio.h>

#include "campaign/fates.h"
#include "judge.h"

/* After the other cards' raid places (Well 13, Arsenal 16-20, Golems,
 * Hoard 24-28): 4 places (one per owner) for each kind of a player's piece,
 * then one for each of the others. */
enum { RAID_VOW = 32, VOW_KEYS = 1, VOW_PLAYER_PLACES = JP_IMPERIAL * MAX_PLAYERS };
enum { VOW_PLACES = VOW_PLAYER_PLACES + JP_KINDS - JP_IMPERIAL };
_Static_assert(RAID_VOW >= RES_SLOTS_MAX && RAID_VOW + VOW_PLACES <= RAID_PLACES, "the Vow's raid places");

static int vow_place(int k, int o) { return RAID_VOW + (k < JP_IMPERIAL ? k * MAX_PLAYERS + o : VOW_PLAYER_PLACES + k - JP_IMPERIAL); }

static bool has_vow(const game_state *g, int p) { return judge_play_area_holder(g, CARD_F2402) == p; }

static int raid_moves(const game_state *g, int attacker, int defender, int keys, move_list *out) {
    if (keys < VOW_KEYS || !has_vow(g, defender)) return 0;
    int n = 0;
    for (int k = 0; k < JP_KINDS; k++)
        for (int o = 0; o < (k < JP_IMPERIAL ? g->num_players : 1); o++)
            if (judge_pieces(g, defender, k, o)) {
                if (out) add_move(out, ARCS_MOVE_RAID, attacker, 0, vow_place(k, o), 0, 0);
                n++;
            }
    return n;
}

/* The kind and owner of raid place b, false if not the Vow's. */
static bool place_of(const game_state *g, int defender, int b, int *k, int *o) {
    if (b < RAID_VOW || b >= RAID_VOW + VOW_PLACES || !has_vow(g, defender)) return false;
    int i = b - RAID_VOW;
    *k = i < VOW_PLAYER_PLACES ? i / MAX_PLAYERS : JP_IMPERIAL + i - VOW_PLAYER_PLACES;
    *o = i < VOW_PLAYER_PLACES ? i % MAX_PLAYERS : 0;
    return judge_piece_ok(*k, *o, g->num_players) && judge_pieces(g, defender, *k, *o) > 0;
}

static int raid(game_state *g, int attacker, int defender, int b) {
    int k, o;
    if (!place_of(g, defender, b, &k, &o)) return 0;
    judge_piece_to(g, defender, attacker, k, o, CARD_F2402, "steals");
    return VOW_KEYS;
}

static bool raid_label(const game_state *g, int defender, int b, char *buf, size_t cap) {
    int k, o;
    if (!place_of(g, defender, b, &k, &o)) return false;
    char name[64];
    judge_piece_name(k, o, name, sizeof name);
    snprintf(buf, cap, "Steal %s from Player %d (Vow of Fairness, 1 key)", name, defender + 1);
    return true;
}

const card_def card_vow_of_fairness = {
    .card = CARD_F2402,
    .short_name = "vow-of-fairness",
    .raid_token_moves = raid_moves,
    .raid_token = raid,
    .raid_token_label = raid_label,
};
