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

/* ---- the campaign arc's state (lib/campaign: intermission.c,
 * act_setup.c, fates.h), read and written by the record ---- */

/* The state is at the "Next Act?" point (a record may be saved). */
static inline bool record_at_boundary(const game_state *g) { return is_campaign(g) && g->camp.act_boundary; }

/* The Fate p held in Act `act` (NO_COURT_CARD: none) and whether p
 * completed that Act's objective. */
static inline uint16_t record_fate_history(const game_state *g, int p, int act) {
    return g->camp.fate_history[p][act - 1];
}
static inline bool record_fate_completed(const game_state *g, int p, int act) {
    return (g->camp.fate_completed[p] >> (act - 1)) & 1u;
}
static inline void record_set_fate_history(game_state *g, int p, int act, uint16_t fate, bool completed) {
    g->camp.fate_history[p][act - 1] = fate;
    if (completed) g->camp.fate_completed[p] |= (uint8_t)(1u << (act - 1));
}

/* Scrapped cards (campaign/fates.h). */
static inline bool record_card_scrapped(const game_state *g, int c) { return card_scrapped(g, c); }
static inline void record_scrap_card(game_state *g, int c) { card_scrap(g, c); }

/* The Fate cards still in a deck at the boundary: the next letter's deck
 * left by Intermission F's draws (camp.fate_deck: B after Act I, C after
 * Act II; the unchosen draws went back to the box), and after Act I the
 * whole C deck, not drawn from yet (the Intermission of Act II builds it
 * from its 8 cards, lib/campaign/intermission.c). */
bool record_fate_in_deck(const game_state *g, int fate);
/* A deck card of a record into the state: the next letter's ones into
 * camp.fate_deck (in the record's canonical order: card order). */
static inline void record_put_fate_deck(game_state *g, int fate) {
    if (fate_letter(fate) == g->camp.act && g->camp.fate_deck_len < 8)
        g->camp.fate_deck[g->camp.fate_deck_len++] = (uint16_t)fate;
}

/* The next Act's setup from the boundary: camp.last_act (1..3; 0 = 3) and
 * campaign_next_act (Act II & III Setup, lib/campaign/act_setup.c). False
 * when the game stopped again at the boundary (a Fate not playing the
 * next Act, or last_act reached). */
static inline bool record_next_act(game_state *g, int last_act) {
    g->camp.last_act = (uint8_t)(last_act ? last_act : 3);
    g->camp.act_boundary = 0;
    g->game_over = 0;
    g->winner = NO_PLAYER;
    int act = g->camp.act;
    campaign_next_act(g);
    /* (As the Intermission's end: a new Act has none under way.) */
    if (g->camp.act != act) g->camp.intermission_step = INTERMISSION_NONE;
    return g->camp.act == act + 1 && !g->game_over;
}

/* Does this Fate play Act `act` (fate_info, campaign/fates.h)? */
static inline bool record_fate_plays(int fate, int act) { return fate_plays_act(fate, act); }

#endif
