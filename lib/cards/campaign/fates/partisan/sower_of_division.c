/*
 * Sower of Division (ARCS-F625, Lore; gained by the Partisan's Act III
 * Setup, ARCS-F624A): in the holder's play area.
 *
 *   "At the end of a round, when you get the initiative marker from
 *    Surpassing, you may place a Loyal agent on a Rival's empty Outrage
 *    slot. (This does not Provoke Outrage.)"
 *                                   -> EVENT (EVT_INITIATIVE_GAINED, Surpass)
 * When the round's initiative check gives the holder the marker for
 * Surpassing highest (lib/rules/round.c, a = INITIATIVE_BY_SURPASS; the
 * round's end waits for the decision), with an agent in their supply: one
 * decision, a Rival and a resource type whose Outrage slot is empty (the
 * Rival not Outraged of it), or decline. The agent leaves the holder's
 * supply and covers that slot: the Rival is Outraged of that type from now
 * on (everything Outrage does applies), but nothing is discarded ("does
 * not Provoke Outrage": no EVT_OUTRAGE_PROVOKED).
 *
 * The agent stays the holder's (card data: which slots hold whose agent).
 * The Rival's slot counts as covered like their own (not a placeholder:
 * their returning agents do not go there), the data accounting for the
 * difference (card_data_def.agents_out: +1 for the owner, -1 for the
 * Rival). Clearing that Outrage returns the agent to the Rival's supply
 * wherever it happens (the rules and other Fates' cards return a covering
 * agent to the slot's owner): it is then the owner's agent waiting in the
 * Rival's supply, handed back to its owner at the end of the round (our
 * reading; card_data_def.round_end), or later if the Rival's supply is
 * empty then. Public.
 *
 * Moves: "card sower-of-division place <player> <Resource>", "decline".
 */
#include "campaign/fates.h"
#include "cards/card_data.h"
#include "cards/hooks.h"

enum { S_PLACE };

/* covered[q] bit r: the owner's agent lies on q's Outrage slot r; owner:
 * 1 + the player whose agents they are (0: none placed). */
typedef struct sower_data {
    uint8_t covered[MAX_PLAYERS];
    uint8_t owner;
} sower_data;

#define SOWER(g) CARD_DATA(g, sower_data, card_data_place(CARD_F625))

static int covered_total(const sower_data *d) {
    int n = 0;
    for (int q = 0; q < MAX_PLAYERS; q++) n += __builtin_popcount(d->covered[q]);
    return n;
}

/* The empty Outrage slots of p's Rivals (bit 8 * q + r). */
static uint32_t empty_slots(const game_state *g, int p) {
    const sower_data *d = SOWER(g);
    if (!g->pl[p].agents_supply || (d->owner && d->owner != p + 1)) return 0;
    uint32_t m = 0;
    for (int q = 0; q < g->num_players; q++)
        if (q != p) m |= (uint32_t)(~g->pl[q].outrage & ((1u << NUM_RES) - 1)) << (8 * q);
    return m;
}

static void sower_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_INITIATIVE_GAINED || ev->player != holder || ev->a != INITIATIVE_BY_SURPASS) return;
    if (empty_slots(g, holder)) push_card_frame(g, FR_CARD, holder, card, S_PLACE);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    uint32_t m = empty_slots(g, f->player);
    for (int q = 0; q < g->num_players; q++)
        for (int r = 0; r < NUM_RES; r++)
            if ((m >> (8 * q + r)) & 1u) add_card_move(out, f->player, f->card, S_PLACE, q, r, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, card = top_frame(g)->card;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) return;
    int q = m.d, r = m.e;
    sower_data *d = SOWER(g);
    g->pl[p].agents_supply--;
    g->pl[q].outrage |= (uint8_t)(1u << r);
    d->covered[q] |= (uint8_t)(1u << r);
    d->owner = (uint8_t)(p + 1);
    card_log(g, card, "Player %d places a Loyal agent on Player %d's %s Outrage slot.", p + 1, q + 1, resource_name(r));
}

/* The end of the round: agents whose slot was cleared (now in the Rival's
 * supply) go back to their owner. */
static void sower_round_end(game_state *g) {
    sower_data *d = SOWER(g);
    if (!d->owner) return;
    int owner = d->owner - 1;
    for (int q = 0; q < g->num_players && q < MAX_PLAYERS; q++)
        for (int r = 0; r < NUM_RES; r++) {
            unsigned bit = 1u << r;
            if (!(d->covered[q] & bit) || (g->pl[q].outrage & bit) || !g->pl[q].agents_supply) continue;
            g->pl[q].agents_supply--;
            d->covered[q] &= (uint8_t)~bit;
            return_agent(g, owner);
            card_log(g, CARD_F625, "Player %d's agent returns from Player %d's cleared %s Outrage slot.", owner + 1, q + 1,
                     resource_name(r));
        }
    if (!covered_total(d)) d->owner = 0;
}

static int agents_out(const game_state *g, int p) {
    const sower_data *d = SOWER(g);
    if (!d->owner) return 0;
    int n = -__builtin_popcount(d->covered[p]);
    if (d->owner == p + 1) n += covered_total(d);
    return n;
}

static bool sower_invariants(const game_state *g, char *why, size_t cap) {
    const sower_data *d = SOWER(g);
    if (d->owner > g->num_players) CARD_DATA_FAIL("Sower of Division owner %d", d->owner);
    if (!d->owner != !covered_total(d)) CARD_DATA_FAIL("Sower of Division owner %d with %d agents", d->owner, covered_total(d));
    for (int q = 0; q < MAX_PLAYERS; q++) {
        if (d->covered[q] >> NUM_RES || (d->covered[q] && q >= g->num_players))
            CARD_DATA_FAIL("Sower of Division slots %#x of player %d", d->covered[q], q + 1);
        if (d->covered[q] && d->owner == q + 1) CARD_DATA_FAIL("Sower of Division agent on its owner's slot");
    }
    return true;
}

static const card_data_def SOWER_DATA = {
    .size = sizeof(sower_data),
    .invariants = sower_invariants,
    .round_end = sower_round_end,
    .agents_out = agents_out,
};

/* FRAME_CHECK: S_PLACE keeps no data; a slot to place on. */
static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_PLACE && card_frame_only(f, 0) && empty_slots(g, f->player);
}

static const card_step STEPS[] = {[S_PLACE] = {"place", "pr", "place a Loyal agent on %1's %2 Outrage slot"}};

const card_def card_sower_of_division = {
    .card = CARD_F625,
    .short_name = "sower-of-division",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .on_event = sower_event,
    .events = EVENTS(EVT_INITIATIVE_GAINED),
    .enumerate = enumerate,
    .apply = apply,
    .data = &SOWER_DATA,
    .frame_ok = frame_ok,
};
