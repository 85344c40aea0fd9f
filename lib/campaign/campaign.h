/*
 * The Blighted Reach campaign's rulebook systems (not cards): Act I Setup,
 * the Empire, the Free States and the Blight (Campaign rulebook; which of
 * its three editions rules where: docs/rules-coverage.md, "Campaign").
 * Built on the rules (rules/rules.h) and the core; only the API layer and
 * the rule files' campaign registrations name it.
 */
#ifndef ARCS_CAMPAIGN_CAMPAIGN_H
#define ARCS_CAMPAIGN_CAMPAIGN_H

#include "rules/rules.h"

/* ---- Act I Setup (lib/campaign/setup.c) ---- */
/* Set the table up for Act I ("Act I Setup", Step 1 A-Q and Step 2 A-K)
 * from a validated config: pushes FR_CAMPAIGN_SETUP, which rolls the number
 * and event dice, deals the Fates, asks for the Fate choices and the
 * starting placements, fills the Imperial slots with Free cities and deals
 * the hands. Returns false on a config campaign setup cannot take. */
bool campaign_setup(game_state *g, const arcs_config *cfg);
/* The campaign block's "none" values and the box counts (no First Regent,
 * no Fates, no markers, nothing attached; Imperial ships and Blight in the
 * supply; the Event cards of the player count), on a zeroed block of a
 * state whose num_players is set: Act I Setup, and a campaign record's
 * state (lib/wire/record.c). */
void campaign_block_init(game_state *g);
extern const frame_ops campaign_setup_frame_ops, fate_frame_ops, start_place_frame_ops;
/* The planet symbol (SYS_ARROW, SYS_CRESCENT, SYS_HEX) of an event-die face 1..6. */
static inline int event_die_symbol(int face) { return SYS_ARROW + (face - 1) % 3; }
/* Does an event-die face 1..6 show the Edict symbol (4..6) rather than the
 * Crisis symbol (1..3)? Our numbering of the physical die. */
static inline bool event_die_edict(int face) { return face >= 4; }
/* The dice keywords of Crises (Campaign rulebook, "Crises", "Event & Number
 * Dice"), from the last roll (g->camp.number_die, event_die; 0 before any):
 * "the rolled cluster" (0..5), "the planets of the rolled symbol" (does
 * system s show it?), "the rolled planet" (a system), "if <symbol> was
 * rolled" (SYS_ARROW, SYS_CRESCENT, SYS_HEX; Crisis or Edict alike). */
static inline int rolled_cluster(const game_state *g) { return g->camp.number_die - 1; }
static inline bool symbol_rolled(const game_state *g, int symbol) {
    return g->camp.event_die && event_die_symbol(g->camp.event_die) == symbol;
}
static inline bool of_rolled_symbol(const game_state *g, int s) { return !sys_is_gate(s) && symbol_rolled(g, sys_kind(s)); }
static inline int rolled_planet(const game_state *g) {
    return rolled_cluster(g) * 4 + event_die_symbol(g->camp.event_die);
}

/* ---- the Intermission (lib/campaign/intermission.c) ----
 * intermission_begin and campaign_next_act: rules/rules.h (chapter.c calls
 * them). The Intermission's automatic frame, FR_INTERMISSION. */
extern const frame_ops intermission_frame_ops;

/* ---- the campaign arc (lib/campaign/act_setup.c) ---- */
extern const frame_ops act_setup_frame_ops;
/* The "Next Act?" point, after an Intermission: if the next Act is past
 * camp.last_act or a player's Fate does not play it yet (fate_plays_act;
 * the log names those Fates), the game ends there (camp.act_boundary = 1,
 * the winner by campaign_winner); else camp.act advances and Act II & III
 * Setup (FR_ACT_SETUP) is pushed. */
void campaign_next_act(game_state *g);
/* Determining a Winner: the game ends (game_over, winner): in Act III a
 * completed final objective with at least 1 Power wins outright (several:
 * the best of them); else the most Power; ties: A Fate over B over C, then
 * turn order from the initiative holder. (chapter.c calls it: declared in
 * rules/rules.h too, as the two below.) */
void campaign_winner(game_state *g);
/* The best of the players in `who` (bit per player) by those tiebreaks. */
int campaign_best_of(const game_state *g, unsigned who);
/* The players who win outright by their final objective now (Act III: a
 * marker on 0 and at least 1 Power; bit per player). */
unsigned campaign_final_objective_winners(const game_state *g);
/* Act III's chapter track: the Power for `fulfilled` (0, 1, 2) grand
 * ambitions at the end of chapter `chapter` (1..4). */
int grand_ambition_power(int chapter, int fulfilled);
/* How many grand ambitions p fulfils now (0..2: the mask their Act III
 * card's card_def grand_ambitions answers). */
int grand_ambitions_fulfilled(const game_state *g, int p);
/* At an Act III chapter's end each player gains the chapter track's Power
 * for their grand ambitions fulfilled (chapter.c, with the declared
 * ambitions). */
void campaign_score_grand_ambitions(game_state *g);

/* ---- events (lib/campaign/events.c; round.c calls events_round_end) ---- */
extern const frame_ops event_frame_ops, govern_frame_ops, event_choice_frame_ops;
/* What an FR_EVENT_CHOICE frame asks, after "Player N: " (the view's prompt). */
const char *event_choice_prompt(const frame *f);
/* The words of an "enforce" move now: enforce the Policy (Govern), keep it
 * or take the Imperial Action (Govern in parts). */
const char *enforce_label(const game_state *g);
/* Edict 03's effects resolved in parts by an edict card of order 3 (hook
 * point EDICT; Govern itself is skipped): the First Regent collects the
 * Demand of the current Policy, then Regent action_by may take its
 * Imperial Action, then Regent policy_by may change the Policy (-1:
 * nobody). Nothing without a First Regent. */
void govern_in_parts(game_state *g, int action_by, int policy_by);
/* Blight Crises in every system with Blight (Campaign rulebook, "Crises"). */
void blight_crises(game_state *g);
/* A Blight Crisis in system s alone (a card's "A Blight Crisis happens in
 * ...": Blight Fury's Anger, ARCS-F1304), as in the Crises. */
void blight_crisis_at(game_state *g, int s);
/* Would the Crises' Blight Crisis hit in system s now: Blight there, and
 * not a system the Empire controls that a law spares (Imperial
 * Protectors)? (Blight Society's offer, ARCS-F2102.) */
bool blight_crisis_would_hit(const game_state *g, int s);
/* Is f the FR_EVENT frame at its Blight Crises, EVT_BLIGHT_CRISES_BEGIN
 * heard and the Blight Crises not resolved yet (a decision pushed then
 * lies on it)? */
bool event_at_blight_crises(const frame *f);

/* ---- becoming an Outlaw (lib/campaign/summit.c) ----
 * The Regents with the most Power but p (bit per player): who may take the
 * First Regent tile from p ("give the First Regent tile to the Regent with
 * the most Power"; a tie is p's choice). */
unsigned first_regent_heirs(const game_state *g, int p);
/* p (a Regent) becomes an Outlaw as in Leave the Empire: the event bus
 * hears it; if p is the First Regent the tile goes to heir (one of
 * first_regent_heirs), or with NO_HEIR (no Regent left) the Trust returns
 * to the supply, p loses 1 Power per resource and the tile goes to the
 * supply. */
void campaign_leave_empire(game_state *g, int p, int heir);

/* ---- the Empire (lib/campaign/empire.c) ---- */
static inline bool is_regent(const game_state *g, int p) { return (g->camp.regents >> p) & 1u; }
/* p takes the First Regent tile; a Regent holds it, so p is (or becomes) a
 * Regent (Campaign rulebook, "Regents & Outlaws"; Act I Setup F). The
 * caller logs the moment in its own words. */
static inline void campaign_take_first_regent(game_state *g, int p) {
    g->camp.regents |= (uint8_t)(1u << p);
    g->camp.first_regent = (uint8_t)p;
}
/* Imperial ships and Blight on the map (invariants, view). */
int imperial_on_map(const game_state *g);
int blight_on_map(const game_state *g);
/* Free cities / starports on the map. */
int free_buildings_on_map(const game_state *g, bool starports);

#endif
