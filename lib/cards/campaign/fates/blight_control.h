/*
 * Mechanisms shared by the Blight cards of two Fates (lib/cards/campaign/
 * fates/blight_control.c):
 *
 * "You can move and repair Blight you control. (They can't Catapult.
 *  They're not Loyal.)" — Blight Fury (ARCS-F1304, the Blight Speaker's Act
 * III) and Blight Society (ARCS-F2102, the Naturalist's Act III), each a
 * lore card in its holder's play area.
 *
 * "Roll the number die. For each <cost> ..., change the roll by 1—"6"
 *  wraps to "1" and vice versa. <act> in the rolled cluster." — Blight
 * Fury's Anger (Psionic spent) and Spore Guides' Seed (ARCS-F2103, Loyal
 * agents returned from the Court).
 */
#ifndef ARCS_CARDS_FATES_BLIGHT_CONTROL_H
#define ARCS_CARDS_FATES_BLIGHT_CONTROL_H

#include "cards/hooks.h"

/* ---- Blight you control ---- */

/* The steps of a card carrying the text, first in its step table. */
enum { BLIGHT_STEP_REPAIR, BLIGHT_STEP_ALONG, BLIGHT_STEPS };
#define BLIGHT_CONTROL_STEPS                                                                  \
    [BLIGHT_STEP_REPAIR] = {"repair-blight", "s", "repair a damaged Blight in %1"},          \
    [BLIGHT_STEP_ALONG] = {"blight-along", "nn", "move %1 fresh and %2 damaged Blight along"}

/* REPAIR: a move per system p controls holding damaged Blight; apply one. */
int blight_repair_moves(const game_state *g, int p, int card, move_list *out);
void blight_repair_apply(game_state *g, arcs_move m);
/* MOVED (blight_along): p's Move takes ships from an origin p controls
 * where Blight is: push the decision of the Blight coming along. */
bool blight_along_begin(game_state *g, int p, int card, int fresh, int damaged);
void blight_along_enumerate(const game_state *g, const frame *f, move_list *out);
void blight_along_apply(game_state *g, arcs_move m);
bool blight_along_frame_ok(const game_state *g, const frame *f);

/* ---- the number die changed by 1 per cost paid ---- */

/* A card's roll: its three steps from `base` (keep the roll; +1; -1, each
 * paying one option of pay_options: a bit per option, d of the move),
 * paid with pay; act in the rolled cluster (0-based) once kept. */
typedef struct die_adjust {
    uint8_t base;
    const char *name; /* the action, for the log ("Anger") */
    unsigned (*pay_options)(const game_state *g, int p);
    void (*pay)(game_state *g, int p, int card, int option);
    void (*act)(game_state *g, int p, int card, int cluster);
} die_adjust;
#define DIE_ADJUST_STEPS(base, opt)                                                         \
    [(base)] = {"keep-roll", "", "act in the rolled cluster"},                              \
    [(base) + 1] = {"roll-up", opt, "pay %1 to change the roll by +1"},                     \
    [(base) + 2] = {"roll-down", opt, "pay %1 to change the roll by -1"}

/* A new action that only rolls: always possible (card_new_action.possible). */
bool die_adjust_possible(const game_state *g, int p, int spent_slot);
/* Roll the number die for p (chance: the card's CH_CARD, param p). */
void die_adjust_roll(game_state *g, int p, int card);
/* The card's chance functions and its decision's. */
void die_adjust_outcomes(const game_state *g, const frame *f, move_list *out, uint32_t *weights);
void die_adjust_drawn(game_state *g, const frame *f, arcs_move m, const die_adjust *da);
bool die_adjust_chance_ok(const game_state *g, const frame *f);
void die_adjust_enumerate(const game_state *g, const frame *f, move_list *out, const die_adjust *da);
void die_adjust_apply(game_state *g, arcs_move m, const die_adjust *da);
bool die_adjust_frame_ok(const game_state *g, const frame *f, const die_adjust *da);

/* Where a Blight to place comes from (The Blight, "Empty Supply"): -1 the
 * supply, else the player (turn order from the initiative) with the most
 * Blight Trophies; -2: nowhere. blight_take_for_placing takes it. */
int blight_source(const game_state *g);
bool blight_take_for_placing(game_state *g);

#endif
