/*
 * Step 1 of every C Fate's Act III Setup side (cards.csv ARCS-F1701A,
 * F1801A, F1901A, F2001A, F2101A, F2201A, F2301A, F2401A): "If you have a
 * Flagship, you may Resettle—as described on the back of the Flagship
 * board." Resettling itself is rules-structured.yaml "Resettling
 * Flagships" (lib/campaign/flagship.h flagship_resettle). Whether to is the
 * Fate's player's choice: two steps of the Setup card, `yes` and `no`.
 *
 * A Setup card using it:
 *   static const card_step STEPS[] = {..., FATE_RESETTLE_STEPS(S_RESETTLE, S_KEEP_FLAGSHIP)};
 *   fate_setup:  its other steps, then fate_offer_resettle(g, p, card, S_RESETTLE)
 *                last (frames are a stack: pushed last, decided first);
 *   enumerate:   f->step == S_RESETTLE -> fate_resettle_enumerate(f, out, S_KEEP_FLAGSHIP);
 *   apply:       frame step S_RESETTLE -> fate_resettle_apply(g, m, S_RESETTLE);
 *   frame_ok:    f->step == S_RESETTLE -> fate_resettle_frame_ok(g, f).
 */
#ifndef ARCS_CARDS_CAMPAIGN_FATES_RESETTLE_H
#define ARCS_CARDS_CAMPAIGN_FATES_RESETTLE_H

#include "cards/hooks.h"

#define FATE_RESETTLE_STEPS(yes, no)                                                                       \
    [yes] = {"resettle", "", "Resettle your Flagship"},                                                    \
    [no] = {"keep-flagship", "", "keep your Flagship (do not Resettle)"}

/* Offer p the choice (a decision frame of card at step yes) when p has a
 * Flagship; false, nothing pushed: p has none. */
bool fate_offer_resettle(game_state *g, int p, int card, int yes);
/* The two moves of the frame (its step is yes; no is the other step). */
void fate_resettle_enumerate(const frame *f, move_list *out, int no);
/* Apply one of them: the frame popped, then Resettle (m.c == yes: may push
 * the placement decisions of steps 2-3) or keep the Flagship. Logged. */
void fate_resettle_apply(game_state *g, arcs_move m, int yes);
/* The loader's check of the frame: no data; its player has a Flagship. */
bool fate_resettle_frame_ok(const game_state *g, const frame *f);

#endif
