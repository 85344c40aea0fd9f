/*
 * Shared campaign state: the Imperial Trust, Favors and the Imperial
 * Council (campaign_state in core/state.h). Every rule that changes them
 * goes through these accessors, so that the conservation checks
 * (lib/core/invariants.c) and the logs stay in one place.
 *
 * Sources: Campaign rulebook, "Edicts" ("Imperial Trust", "Shortfall"),
 * "Imperial Council", "Summits" ("Promise Favor", "Transfer Asset",
 * "Petition the Council"), "New Rules: Frozen Resources"
 * (rules-structured.yaml wording; docs/rules-coverage.md, "Events").
 */
#ifndef ARCS_CAMPAIGN_TRUST_H
#define ARCS_CAMPAIGN_TRUST_H

#include "rules/rules.h"

/* ---- the Imperial Trust: resources on the First Regent tile ----
 * They are frozen: never spent, discarded or given away (not even by
 * Outrage), but they add to the First Regent's ambitions; only Imperial
 * Actions (War: Weapons given from the Trust), the Council's Outlaw theft,
 * cards that say so and the Intermission take them out. */

/* Resources of type r (0..4) in the Trust; r < 0: all of them. */
int trust_count(const game_state *g, int r);
/* A token of type r the caller already removed from where it was (a
 * Regent's slot, the supply) goes into the Trust. */
void trust_add(game_state *g, int r);
/* Take a token of type r out of the Trust (the caller puts it somewhere:
 * a player's slots, the supply); false if the Trust holds none. */
bool trust_take(game_state *g, int r);

/* ---- Favors: Rival agents on a player's Fate card ---- */

/* Agents of `owner` on `holder`'s Fate card; owner < 0: all Favors holder
 * holds. */
int favor_count(const game_state *g, int holder, int owner);
/* 1 agent from owner's supply becomes a Favor on holder's Fate card
 * (Demand shortfall: "take 1 agent from their supply as a Favor"; Promise
 * Favor). False (nothing changes) if owner's supply has no agent or
 * holder == owner. */
bool favor_give(game_state *g, int holder, int owner);
/* A Favor of owner held by holder returns to owner's supply (Return
 * Favors), or onto an Outrage slot owed a placeholder (return_agent).
 * False if holder holds none of owner's. */
bool favor_return(game_state *g, int holder, int owner);
/* Transfer Asset with a Favor: holder gives one of owner's Favors to
 * `to`; if `to` is owner, it returns to owner's supply. False if holder
 * holds none. */
bool favor_transfer(game_state *g, int holder, int to, int owner);

/* ---- the Imperial Council (ARCS-AID01A In Session / AID01B Decided) ---- */

/* Is the Council on its Decided side (in the Court, or tucked after being
 * secured this round)? Decided: nobody may influence or secure it. */
bool council_decided(const game_state *g);
/* Who secured the Council this round (it is tucked under their played
 * card until the round ends), or -1. */
int council_securer(const game_state *g);
/* Flip the Council to In Session (Petition the Council, Council Intrigue).
 * If it is tucked, it returns to the Court and is not resolved this round
 * ("Intrigue"; faq.csv, Council Intrigue / Council Insiders). */
void council_flip_in_session(game_state *g);

#endif
