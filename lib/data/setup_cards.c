/* The 12 base setup cards (docs/components.md §2). Two sources conflict on
 * 2p Mix Up 2 seat 1 and on 3p Mix Up seat 2; we follow the card art (see
 * docs/components.md, "Choices"). */
#include "data/tables.h"

#define G(c) ((c - 1) * 4 + 0)
#define AR(c) ((c - 1) * 4 + 1)
#define CR(c) ((c - 1) * 4 + 2)
#define HX(c) ((c - 1) * 4 + 3)
#define OUT(c) (1u << (c - 1))
#define NONE 0xFF

const setup_card setup_cards[NUM_SETUP_CARDS] = {
    {"ARCS-2SETUP01", "2p Frontiers", 2, OUT(1) | OUT(6),
     {{HX(5), HX(4), {G(3), HX(3)}}, {AR(3), AR(5), {G(5), AR(4)}}}},
    {"ARCS-2SETUP02", "2p Mix Up 1", 2, OUT(2) | OUT(5),
     {{CR(4), CR(3), {G(1), AR(6)}}, {HX(6), HX(3), {G(4), CR(1)}}}},
    {"ARCS-2SETUP03", "2p Homelands", 2, OUT(1) | OUT(4),
     {{AR(5), AR(6), {G(5), HX(5)}}, {HX(3), AR(3), {G(3), AR(2)}}}},
    {"ARCS-2SETUP04", "2p Mix Up 2", 2, OUT(1) | OUT(4),
     {{CR(5), AR(2), {G(3), CR(6)}}, {CR(2), AR(6), {G(5), HX(3)}}}},
    {"ARCS-3SETUP01", "3p Mix Up", 3, OUT(1) | OUT(4),
     {{HX(3), CR(5), {G(2), NONE}}, {HX(5), AR(2), {G(3), NONE}}, {HX(2), AR(3), {G(5), NONE}}}},
    {"ARCS-3SETUP02", "3p Frontiers", 3, OUT(2) | OUT(3),
     {{HX(1), HX(4), {G(6), NONE}}, {HX(5), CR(1), {G(5), NONE}}, {CR(4), AR(6), {G(1), NONE}}}},
    {"ARCS-3SETUP03", "3p Homelands", 3, OUT(5) | OUT(6),
     {{HX(2), CR(3), {G(3), NONE}}, {HX(1), AR(2), {G(2), NONE}}, {AR(1), HX(4), {G(4), NONE}}}},
    {"ARCS-3SETUP04", "3p Core Conflict", 3, OUT(3) | OUT(6),
     {{HX(1), CR(2), {G(1), NONE}}, {HX(2), CR(1), {G(2), NONE}}, {AR(1), AR(2), {G(4), NONE}}}},
    {"ARCS-4SETUP01", "4p Mix Up 1", 4, OUT(3),
     {{AR(4), HX(6), {G(1), NONE}}, {HX(4), HX(5), {G(6), NONE}}, {AR(5), HX(1), {G(4), NONE}},
      {AR(6), AR(1), {G(5), NONE}}}},
    {"ARCS-4SETUP02", "4p Mix Up 2", 4, OUT(4),
     {{HX(5), AR(3), {G(2), NONE}}, {HX(3), CR(5), {G(1), NONE}}, {HX(2), HX(1), {G(3), NONE}},
      {AR(1), AR(2), {G(5), NONE}}}},
    {"ARCS-4SETUP03", "4p Frontiers", 4, OUT(5),
     {{HX(1), CR(3), {G(2), NONE}}, {HX(2), HX(6), {G(3), NONE}}, {CR(4), AR(2), {G(6), NONE}},
      {AR(1), AR(6), {G(4), NONE}}}},
    {"ARCS-4SETUP04", "4p Mix Up 3", 4, OUT(6),
     {{HX(3), CR(5), {G(1), NONE}}, {AR(1), AR(3), {G(2), NONE}}, {HX(1), HX(4), {G(3), NONE}},
      {AR(4), CR(2), {G(5), NONE}}}},
};
