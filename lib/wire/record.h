/*
 * The campaign record (proto/arcs.proto, CampaignRecord;
 * docs/campaign-record.md): a campaign between two Acts, as the Campaign
 * rulebook's "Packing Up" keeps it. Written from a state at an Act
 * boundary, read back into the state at that boundary, from which the next
 * Act's setup runs (arcs_game_new with arcs_config.record).
 */
#ifndef ARCS_WIRE_RECORD_H
#define ARCS_WIRE_RECORD_H

#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "wire/wire.h"

/* Longest binary record a loader reads, and longest JSON text. */
#define RECORD_LEN_MAX (256u << 10)
#define RECORD_JSON_LEN_MAX (1u << 20)

/* Write the record of g (at an Act boundary: the caller checks
 * record_at_boundary) into buf as arcs.h's size-query convention says. */
arcs_status record_save(const game_state *g, const arcs_allocator *al, void *buf, size_t cap, size_t *written);

/* Check a binary record and build the state at the boundary it describes
 * into *g (zeroed first; g is left zeroed on failure): the campaign after
 * the Intermission of Act `completed_act`, with no decision on the stack
 * (the next Act's setup pushes one). The generator is the record's rng when
 * it has one, else seeded from seed. The reason of a refusal names the
 * record field. */
arcs_status record_build(const uint8_t *buf, size_t len, uint64_t seed, game_state *g, char *why, size_t cap);

/* Act, players and Fates of a binary record (arcs_campaign_record_info). */
arcs_status record_read_info(const uint8_t *buf, size_t len, arcs_record_info *out, char *why, size_t cap);

/* The proto3 JSON of a binary record, and back (with a checksum trailer). */
arcs_status record_to_json(const uint8_t *buf, size_t len, char *out, size_t cap, size_t *written, char *why,
                           size_t wcap);
arcs_status record_from_json(const char *text, size_t len, void *buf, size_t cap, size_t *written, char *why,
                             size_t wcap);

/* A new game from arcs_config.record (arcs_game_new): game->s becomes the
 * next Act of the record's campaign, at its first decision. The status
 * and the reason of a refusal. */
arcs_status record_game_new(struct arcs_game *game, const arcs_config *cfg, char *why, size_t cap);

/* ---- the other parts of the campaign arc (issue #27) ----
 * The record reads and writes state that the Intermission (ARC1) and the
 * Act II & III Setup (ARC2) add. Until those land in this tree, these
 * stand-ins keep this code building; each names the field or function it
 * stands for, to put in its place when the parts are joined. */

/* ARC2: g->camp.act_boundary (the state is at the "Next Act?" point).
 * Stand-in: a campaign game over at the end of an Act (the game ends after
 * Act I and its report until the Intermission exists). */
static inline bool record_at_boundary(const game_state *g) {
    return is_campaign(g) && g->game_over && g->camp.act_reported;
}

/* ARC1: g->camp.fate_history[p][act - 1] (NO_COURT_CARD: none) and bit
 * act - 1 of g->camp.fate_completed[p]. Stand-in: the Fate held in the
 * current Act, completed when its objective marker reached 0. */
static inline uint16_t record_fate_history(const game_state *g, int p, int act) {
    return act == g->camp.act ? g->camp.fate[p] : NO_COURT_CARD;
}
static inline bool record_fate_completed(const game_state *g, int p, int act) {
    return act == g->camp.act && g->camp.objective[p] == 0;
}
/* ARC1: g->camp.fate_history[p][act - 1] = fate, fate_completed bit.
 * Stand-in: the state has no history yet (the record keeps it). */
static inline void record_set_fate_history(game_state *g, int p, int act, uint16_t fate, bool completed) {
    (void)g, (void)p, (void)act, (void)fate, (void)completed;
}

/* ARC1: card_scrapped(g, c) / card_scrap(g, c) (lib/campaign/fates.h).
 * Stand-in: a scrapped card lies in the Court discard pile (which the
 * record writes as scrapped: Intermission B scraps it). */
static inline bool record_card_scrapped(const game_state *g, int c) { return (void)g, (void)c, false; }
static inline void record_scrap_card(game_state *g, int c) {
    if (g->court_discard_len < COURT_CARDS_MAX) g->camp.court_discard[g->court_discard_len++] = (uint16_t)c;
}

/* ARC1: the B and C Fate decks (Intermission F draws from them).
 * Stand-in: every B and C Fate no player holds or held is in its deck; a
 * record's fate_deck is checked, not kept. */
bool record_fate_in_deck(const game_state *g, int fate);
static inline void record_put_fate_deck(game_state *g, int fate) { (void)g, (void)fate; }

/* ARC2: g->camp.last_act = last_act (1..3) and campaign_next_act(g): the
 * next Act's setup (Act II & III Setup). Stand-in: not in this build;
 * returns false (arcs_game_new then refuses the record, ARCS_E_UNSUPPORTED). */
static inline bool record_next_act(game_state *g, int last_act) { return (void)g, (void)last_act, false; }

/* ARC2: does this Fate play Act `act` (its setup side for the Act has a
 * registered effect: fate_info)? Stand-in: Act I only (fate_implemented). */
static inline bool record_fate_plays(int fate, int act) { return act == 1 && fate_implemented(fate); }

#endif
