/*
 * The Gate Wraith (Fate ARCS-FATE22, a C Fate: Act III), shared by its
 * cards (lib/cards/campaign/fates/gate_wraith/).
 */
#ifndef ARCS_CARDS_GATE_WRAITH_H
#define ARCS_CARDS_GATE_WRAITH_H

#include "cards/hooks.h"

/* The Twisted Passage: system 24, the map centre (core/state.h). */
enum { TWISTED_PASSAGE = NUM_SYSTEMS };

/* The gates (bit per system) with a Passage token (the tokens of
 * ARCS-F2205 on the map), and how many tokens are on the map. */
uint32_t passage_gates(const game_state *g);
int passage_tokens_on_map(const game_state *g);
/* Where a piece "placed" in sys goes: the Twisted Passage for a gate with
 * a Passage token ("pieces that would be placed on them are placed in the
 * Twisted Passage instead"), else sys. */
int passage_place_system(const game_state *g, int sys);
/* The Passage tokens in the box (components: 6). */
enum { PASSAGE_TOKENS = 6 };
/* A Passage token placed on gate, and Breaking Gates & Placing Passages'
 * step 3 (ARCS-F2203; collapse.c): the gate's ships, Flagships, Imperial
 * ships and tokens to the Twisted Passage, its buildings destroyed, no
 * Trophy. False (nothing done) for a gate not in play, one with a Passage
 * already, or no token left. */
bool passage_collapse(game_state *g, int gate);
/* Destroy the building at place i of sys by no player (a collapse, Passage
 * Storms' Crisis): to its owner's supply (a city to its board: return_city,
 * which may push the owner's resource decisions), a Free one to the Free
 * supply; no Trophy, no Outrage. */
void passage_destroy_building(game_state *g, int sys, int i);
/* Reroll the event die (chance of ARCS-F2205). */
void passage_reroll(game_state *g);
/* The Dead Live (ARCS-F2204; dead_live.c): the Gate Wraith's Act III
 * Setup, step 5 ("Place The Dead Live (04) near the map by the chapter
 * track"), places it for p (in p's play area: a source walked once), the
 * Trophies held now counted as the chapter's start. The ships of owner (a
 * player, OWNER_EMPIRE) on the card. */
void dead_live_place(game_state *g, int p);
int dead_live_ships(const game_state *g, int owner);
/* Passage Storms (ARCS-F2206; passage_storms.c): placed face up on top of
 * the Court deck (the Setup's step 7: known to all), and whether it is
 * known to lie there now (hook point COURT_TOP, asked by the law
 * ARCS-F2205's def: Passage Storms itself is no source in the deck). */
void passage_storms_place_on_top(game_state *g);
bool passage_storms_on_top(const game_state *g);

#endif
