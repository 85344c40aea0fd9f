/*
 * The Tax restriction "You can only tax Loyal cities on <type> planets if
 * you control them" (tax_control.h). A Loyal city: the taxing player's own
 * (Base rulebook, Tax: "you may tax a Loyal city" in any system; a Rival's
 * city needs control already). Control: player_controls, as the Tax
 * action reads it (Callow's "only tax Loyal cities if you control them"
 * reads it the same way, rules/actions.c).
 */
#include "tax_control.h"

bool loyal_tax_needs_control(const game_state *g, int p, int sys, int i, unsigned planet_types) {
    uint8_t b = g->sys[sys].bld[i];
    int r = planet_type(sys);
    return BLD_IS_CITY(b) && (int)BLD_OWNER(b) == p && r >= 0 && ((planet_types >> r) & 1u) &&
           !player_controls(g, p, sys);
}
