/*
 * Rumors of the Haven (ARCS-F1211, a law in the rules booklet from the
 * Pirate's Act III Setup, F1208A step 3) and the Rumor tokens' data
 * (rumors.h).
 *
 *   "There are 4 Rumors on the map, 2 True and 2 False. The True Rumors
 *    saying "Cluster Correct" and "Symbol Correct" indicate the cluster and
 *    planet ID of the Haven planet." (rumor_haven)
 *   "At the end of the Act, you gain 10 Power and make the Pirate lose 10
 *    Power if you control the Haven's planet and guess it." The guesses are
 *    the Pirate Act III Objective's (act3.c).
 *   "The Pirate may peek at Rumors. The Pirate's Rivals may peek at Rumors
 *    with their Loyal agents." Peeking costs nothing and hides nothing from
 *    the peeker's Rivals that they knew: a Rival placing a Loyal agent on a
 *    Rumor knows it from then on (known), the Pirate knows them all. The
 *    knowledge stays when the agent leaves (one has seen it).
 *   "In battle, if a player steals anything from the Pirate, they may also
 *    place 1 agent on a Rumor without a Loyal agent."  -> EVENT, RAID_STEAL
 *    At EVT_BATTLE_STARTED with the Pirate defending, what the attacker
 *    could steal from the Pirate (resources in slots, on the Pirate Hoard,
 *    Guild cards) is counted (the Pirate's fate_data[FD_LOOT]: 1 + the
 *    count); when the battle ends (RAID_STEAL raid_dice_by_card, n < 0)
 *    fewer means the attacker stole (a defender loses nothing else in a
 *    battle): their move "place <planet>", a Rumor without their Loyal
 *    agent (one in their supply), or "decline". "Without a Loyal agent":
 *    without one of theirs (our reading; a Rival's agent there does not
 *    stop them).
 *   faq.csv Rumors of the Haven: "Do my agents on Rumor tokens count as
 *   Loyal pieces for things like building in the system? Yes!"
 *                                                 -> LOYAL_PIECE
 *
 * Hidden information: a token's kind goes on the wire only for a viewer
 * who knows it (the Pirate, a Rival who peeked, everyone once face up; a
 * save: all); determinize re-deals, for a viewer, the kinds of the tokens
 * that viewer does not know among those tokens (every peek of the viewer's
 * kept). The log never names the kind of a face-down token.
 */
#include <string.h>

#include "pirate.h"
#include "rumors.h"

int rumor_pirate(const game_state *g) {
    for (int p = 0; p < g->num_players; p++)
        if (g->camp.fate[p] == CARD_FATE12) return p;
    return -1;
}

bool rumor_face_up(const game_state *g, int i) {
    int pirate = rumor_pirate(g);
    return pirate >= 0 && ((rumor_nibble(RUMOR_DATA(g)->known, i) >> pirate) & 1u);
}

bool rumor_known_by(const game_state *g, int i, int viewer) {
    if (viewer == -2) return true;
    if (rumor_face_up(g, i)) return true;
    if (viewer < 0) return false;
    return viewer == rumor_pirate(g) || ((rumor_nibble(RUMOR_DATA(g)->known, i) >> viewer) & 1u);
}

int rumor_at(const game_state *g, int sys) {
    const rumor_data *d = RUMOR_DATA(g);
    for (int i = 0; i < RUMORS; i++)
        if (rumor_placed(d, i) && rumor_sys(d, i) == sys) return i;
    return -1;
}

int rumor_haven(const game_state *g) {
    const rumor_data *d = RUMOR_DATA(g);
    int cluster = -1, symbol = -1;
    for (int i = 0; i < RUMORS; i++) {
        if (!rumor_placed(d, i)) continue;
        if (rumor_kind(d, i) == RUMOR_CLUSTER) cluster = rumor_sys(d, i) / 4;
        if (rumor_kind(d, i) == RUMOR_SYMBOL) symbol = rumor_sys(d, i) % 4;
    }
    return cluster < 0 || symbol < 0 ? -1 : cluster * 4 + symbol;
}

bool rumor_true_agent(const game_state *g, int p) {
    const rumor_data *d = RUMOR_DATA(g);
    for (int i = 0; i < RUMORS; i++)
        if (rumor_placed(d, i) && rumor_kind(d, i) != RUMOR_FALSE && ((rumor_nibble(d->agents, i) >> p) & 1u))
            return true;
    return false;
}

void rumor_place_agent(game_state *g, int p, int i, int card) {
    rumor_data *d = RUMOR_DATA(g);
    char name[16];
    g->pl[p].agents_supply--;
    rumor_nibble_set(d->agents, i, 1u << p);
    if (p != rumor_pirate(g)) rumor_nibble_set(d->known, i, 1u << p);
    card_log(g, card, "Player %d places a Loyal agent on the Rumor at %s and peeks at it.", p + 1,
             system_name(rumor_sys(d, i), name));
}

static const char *const KIND_NAMES[3] = {"a False Rumor", "the True Rumor \"Cluster Correct\"",
                                          "the True Rumor \"Symbol Correct\""};

bool rumor_flip(game_state *g, int i, int card) {
    rumor_data *d = RUMOR_DATA(g);
    int pirate = rumor_pirate(g);
    if (pirate < 0 || !rumor_placed(d, i)) return false;
    unsigned agents = rumor_nibble(d->agents, i);
    for (int q = 0; q < g->num_players; q++)
        if ((agents >> q) & 1u) return_agent(g, q);
    rumor_nibble_clear(d->agents, i, 0xF);
    if (rumor_face_up(g, i)) return false;
    rumor_nibble_set(d->known, i, 1u << pirate);
    char name[16];
    card_log(g, card, "The Rumor at %s is flipped face up: %s.", system_name(rumor_sys(d, i), name),
             KIND_NAMES[rumor_kind(d, i)]);
    return true;
}

unsigned rumor_agent_targets(const game_state *g, int p, bool loyal_needed) {
    const rumor_data *d = RUMOR_DATA(g);
    unsigned m = 0;
    if (!g->pl[p].agents_supply) return 0;
    for (int i = 0; i < RUMORS; i++) {
        if (!rumor_placed(d, i) || ((rumor_nibble(d->agents, i) >> p) & 1u)) continue;
        if (loyal_needed && !has_loyal_piece(g, p, rumor_sys(d, i))) continue;
        m |= 1u << i;
    }
    return m;
}

/* ---- LOYAL_PIECE: agents on Rumors (faq.csv Rumors of the Haven) ---- */

static bool loyal_piece_in(const game_state *g, int p, int card, int sys) {
    (void)card;
    int i = rumor_at(g, sys);
    return i >= 0 && ((rumor_nibble(RUMOR_DATA(g)->agents, i) >> p) & 1u);
}

/* ---- the battle clause ---- */

enum { FD_LOOT = 5 }; /* the Pirate's fate_data byte (act3.c keeps 0..4) */
enum { S_BATTLE_PLACE };

static int loot(const game_state *g, int pirate) {
    int n = hoard_count(g, -1) + g->pl[pirate].guild_count;
    for (int r = 0; r < NUM_RES; r++) n += resources_held(&g->pl[pirate], r);
    return n < 254 ? n : 254;
}

static void rumor_event(game_state *g, int holder, int card, const camp_event *ev) {
    (void)card;
    int pirate = rumor_pirate(g);
    if (ev->kind != EVT_BATTLE_STARTED || holder != ev->player || pirate < 0 || holder == pirate ||
        g->battle.defender != pirate)
        return;
    g->camp.fate_data[pirate][FD_LOOT] = (uint8_t)(1 + loot(g, pirate));
}

static uint64_t battle_targets(const game_state *g, int p) {
    uint64_t m = 0;
    for (unsigned t = rumor_agent_targets(g, p, false); t; t &= t - 1)
        m |= 1ull << rumor_sys(RUMOR_DATA(g), __builtin_ctz(t));
    return m;
}

static void battle_ended(game_state *g, int p, int card, int n) {
    int pirate = rumor_pirate(g);
    if (n >= 0 || pirate < 0 || !g->camp.fate_data[pirate][FD_LOOT]) return;
    bool stole = loot(g, pirate) + 1 < g->camp.fate_data[pirate][FD_LOOT];
    g->camp.fate_data[pirate][FD_LOOT] = 0;
    if (stole && battle_targets(g, p)) push_card_frame(g, FR_CARD, p, card, S_BATTLE_PLACE);
}

static void battle_enumerate(const game_state *g, const frame *f, move_list *out) {
    card_moves_for_bits(out, f->player, f->card, S_BATTLE_PLACE, battle_targets(g, f->player));
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void battle_apply(game_state *g, arcs_move m) {
    int card = card_choice_taken(g, m);
    if (card >= 0) rumor_place_agent(g, m.player, rumor_at(g, m.d), card);
}

static bool battle_frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_BATTLE_PLACE && card_frame_only(f, 0) && rumor_pirate(g) >= 0 &&
           f->player != rumor_pirate(g);
}

static const card_step STEPS[] = {[S_BATTLE_PLACE] = {"place", "s", "place an agent on the Rumor at %1"}};

/* ---- the data ---- */

static size_t data_encode(const game_state *g, int viewer, uint8_t *out) {
    rumor_data x = *RUMOR_DATA(g);
    for (int i = 0; i < RUMORS; i++)
        if (rumor_placed(&x, i) && !rumor_known_by(g, i, viewer))
            x.tok[i] = (uint8_t)(x.tok[i] | RUMOR_UNKNOWN << RUMOR_KIND_SHIFT);
    memcpy(out, &x, sizeof x);
    return sizeof x;
}

static bool data_decode(game_state *g, const uint8_t *in, size_t len, char *why, size_t cap) {
    if (len != sizeof(rumor_data)) CARD_DATA_FAIL("Rumors of the Haven data of %zu bytes", len);
    for (int i = 0; i < RUMORS; i++)
        if (((in[i] >> RUMOR_KIND_SHIFT) & 3) == RUMOR_UNKNOWN) CARD_DATA_FAIL("Rumor %d of unknown kind", i);
    memcpy(RUMOR_DATA(g), in, len);
    return true;
}

static bool data_invariants(const game_state *g, char *why, size_t cap) {
    const rumor_data *d = RUMOR_DATA(g);
    int kinds[4] = {0}, pirate = rumor_pirate(g);
    unsigned seats = (1u << g->num_players) - 1;
    for (int i = 0; i < RUMORS; i++) {
        if (!rumor_placed(d, i)) {
            if (d->tok[i] || rumor_nibble(d->agents, i) || rumor_nibble(d->known, i))
                CARD_DATA_FAIL("Rumor %d off the map with bits %#x", i, d->tok[i]);
            continue;
        }
        int s = rumor_sys(d, i);
        if (pirate < 0) CARD_DATA_FAIL("Rumor %d with no Pirate", i);
        if (s >= NUM_SYSTEMS || sys_is_gate(s) || !sys_in_play(g, s)) CARD_DATA_FAIL("Rumor %d at %d", i, s);
        if (rumor_kind(d, i) == RUMOR_UNKNOWN) CARD_DATA_FAIL("Rumor %d of unknown kind", i);
        kinds[rumor_kind(d, i)]++;
        if (rumor_nibble(d->agents, i) & ~seats || rumor_nibble(d->known, i) & ~seats)
            CARD_DATA_FAIL("Rumor %d: agents or peeks of seats not in the game", i);
        for (int j = 0; j < i; j++)
            if (rumor_placed(d, j) && rumor_sys(d, j) == s) CARD_DATA_FAIL("Rumors %d and %d on one planet", j, i);
    }
    /* The True pair is chosen in one move, once all 4 lie on the map. */
    if (kinds[RUMOR_CLUSTER] > 1 || kinds[RUMOR_SYMBOL] > 1) CARD_DATA_FAIL("more than 2 True Rumors");
    if (kinds[RUMOR_CLUSTER] != kinds[RUMOR_SYMBOL] || (kinds[RUMOR_CLUSTER] && kinds[RUMOR_FALSE] != 2))
        CARD_DATA_FAIL("True Rumors %d and %d with %d False", kinds[RUMOR_CLUSTER], kinds[RUMOR_SYMBOL],
                       kinds[RUMOR_FALSE]);
    return true;
}

/* Re-deal the kinds of the placed tokens viewer does not know. */
static void data_determinize(game_state *g, int viewer) {
    rumor_data *d = RUMOR_DATA(g);
    uint8_t idx[RUMORS], kind[RUMORS];
    int n = 0;
    for (int i = 0; i < RUMORS; i++)
        if (rumor_placed(d, i) && !rumor_known_by(g, i, viewer)) {
            idx[n] = (uint8_t)i;
            kind[n++] = (uint8_t)rumor_kind(d, i);
        }
    if (n < 2) return;
    shuffle_u8(g, kind, n);
    for (int k = 0; k < n; k++) {
        uint8_t *t = &d->tok[idx[k]];
        *t = (uint8_t)((*t & ~(3u << RUMOR_KIND_SHIFT)) | (unsigned)kind[k] << RUMOR_KIND_SHIFT);
    }
}

/* CONSERVATION: the agents on Rumors are out of their owners' supplies. */
static int agents_out(const game_state *g, int p) {
    int n = 0;
    for (int i = 0; i < RUMORS; i++) n += (rumor_nibble(RUMOR_DATA(g)->agents, i) >> p) & 1u;
    return n;
}

static const card_data_def RUMOR_DATA_DEF = {
    .size = sizeof(rumor_data),
    .encode = data_encode,
    .decode = data_decode,
    .invariants = data_invariants,
    .determinize = data_determinize,
    .agents_out = agents_out,
};

const card_def card_rumors_of_the_haven = {
    .card = CARD_F1211,
    .short_name = "rumors-of-the-haven",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .loyal_piece_in = loyal_piece_in,
    .on_event = rumor_event,
    .events = EVENTS(EVT_BATTLE_STARTED),
    .raid_dice_by_card = battle_ended,
    .enumerate = battle_enumerate,
    .apply = battle_apply,
    .frame_ok = battle_frame_ok,
    .data = &RUMOR_DATA_DEF,
};
