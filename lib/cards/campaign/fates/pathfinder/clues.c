/*
 * The Pathfinder's Clues (cards.csv; Campaign rulebook, Fate cards).
 *
 * F902 Uncovering Clues (ability, the Pathfinder's play area)  -> PRELUDE
 *   "Prelude: If your Flagship is at a planet with no Clue token, you may
 *    spend 1 resource that is different from all planets in its cluster to
 *    make the player to your right place 1 Clue token at the planet. Gain 1
 *    resource of the planet type for each city there, and place 2 ships
 *    there for each starport there."
 *   A move per resource slot holding such a resource (the Prelude spend of
 *   the Base rulebook, "Resources": back to the supply when the Prelude
 *   ends); an Outraged one too ("You cannot spend Outraged resources for
 *   their normal Prelude action": Base rulebook, Outrage). The Clue's side is not a choice (F903: "You can only place these
 *   tokens as described"): the engine places it truthfully from the planet
 *   written down. "Each city there", "each starport there": every city and
 *   starport on the planet, whoever's (Free ones too); faq.csv Uncovering
 *   Clues: "Do cities and starports on Flagships count toward this effect?
 *   No, they must be on the planet in question." The gains follow the Clue
 *   or the Portal alike (the Portal replaces the Clue only).
 *
 * F903 Clues to the Portal (ability, the play area of the player to the
 * Pathfinder's right)                                         -> FR_CARD
 *   "If you have none in your supply, take it from the map." The writer
 *   chooses which Clue on the map (a move listing them by system); its side
 *   at the new planet is again the truthful one.
 *   "If their Flagship is at the correct planet, instead place the Portal
 *    token. Scrap all Clues, this card, and the Uncovering Clues card."
 *
 * F901B Find the Portal (objective): "Advance 1 each time a 'Check' Clue
 *   token is placed. This cannot complete your objective. Advance 8 when the
 *   Portal token is placed." Advanced here, where the tokens are placed by
 *   Uncovering Clues (the Resolution's placing comes after the objectives).
 *
 * The written planet is hidden from everyone but its writer: the data's
 * encode writes it for the writer and a save only, until the Portal is on
 * the map; determinize re-deals it among the planets consistent with every
 * Clue ever placed (a planet where a Clue was placed is not the Portal's:
 * the Portal would have been placed instead). The log never names it.
 *
 * Moves: "card uncovering-clues uncover <slot>"; the writer's "card
 * clues-to-the-portal take <system>" (the Clue on that system moves to
 * the Flagship's planet).
 */
#include <string.h>

#include "campaign/flagship.h"
#include "pathfinder.h"

enum { S_UNCOVER };
enum { S_TAKE };

static int seen_at(const pathfinder_data *d, int s) { return (d->seen[s / 4] >> (2 * (s % 4))) & 3; }
static void set_seen(pathfinder_data *d, int s, int v) {
    d->seen[s / 4] = (uint8_t)((d->seen[s / 4] & ~(3u << (2 * (s % 4)))) | (unsigned)v << (2 * (s % 4)));
}
/* The Clue token at planet s (-1: none), or with s == -1 one in the supply. */
static int clue_at(const pathfinder_data *d, int s) {
    for (int i = 0; i < CLUE_TOKENS; i++)
        if (d->clue[i] == (s < 0 ? CLUE_SUPPLY : s + 1)) return i;
    return -1;
}

void pathfinder_place_portal(game_state *g, int sys) {
    pathfinder_data *d = pathfinder_of(g);
    d->portal = (uint8_t)(sys + 1);
    memset(d->clue, CLUE_SCRAPPED, sizeof d->clue);
}

/* ---- F902 Uncovering Clues ---- */

/* The resource types of the planets of sys's cluster (bit per type). */
static unsigned cluster_types(int sys) {
    unsigned t = 0;
    for (int k = SYS_ARROW; k <= SYS_HEX; k++) t |= 1u << planet_type(sys / 4 * 4 + k);
    return t;
}

static void uncover_moves(const game_state *g, int p, int card, move_list *out) {
    const pathfinder_data *d = pathfinder_of_ro(g);
    int sys = flagship_system(g, p);
    if (d->pathfinder != p + 1 || !d->secret || d->portal || sys < 0 || sys_is_gate(sys) || clue_at(d, sys) >= 0)
        return;
    unsigned banned = cluster_types(sys);
    const player_state *pl = &g->pl[p];
    int slots = pl->res[CARD_RES_SLOT] != RES_EMPTY ? RES_SLOTS_MAX : RES_SLOTS;
    for (int i = 0; i < slots; i++) {
        unsigned r = pl->res[i] - 1u; /* empty or a card's token (a Golem): no resource */
        if (r < NUM_RES && !((banned >> r) & 1u)) add_card_move(out, p, card, S_UNCOVER, 1 + i, 0, 0);
    }
}

static void portal_found(game_state *g, int p, int sys) {
    char name[16];
    pathfinder_place_portal(g, sys);
    card_log(g, CARD_F903, "Player %d places the Portal token at %s: the Pathfinder found the Portal.",
             pathfinder_right_of(g, p) + 1, system_name(sys, name));
    fate_scrap(g, CARD_F903);
    fate_scrap(g, CARD_F902);
    card_log(g, CARD_F901B, "Find the Portal: the Portal token is placed.");
    objective_advance(g, p, 8, CARD_F901B);
}

static void uncover_apply(game_state *g, arcs_move m) {
    int p = m.player, card = card_move_card(m), slot = m.d - 1, sys = flagship_system(g, p);
    pathfinder_data *d = pathfinder_of(g);
    int r = g->pl[p].res[slot] - 1, writer = pathfinder_writer(g, d);
    g->pl[p].res[slot] = RES_EMPTY;
    g->prelude_spent[r]++;
    char name[16];
    system_name(sys, name);
    card_log(g, card, "Player %d spends %s: Player %d places a Clue at %s.", p + 1, resource_name(r), writer + 1, name);
    int portal = d->secret - 1;
    if (sys == portal) {
        portal_found(g, p, sys);
    } else {
        bool check = clue_is_check(sys, portal);
        /* What the Clue tells is public at once, wherever the token comes from. */
        set_seen(d, sys, check ? SEEN_CHECK : SEEN_X);
        int i = clue_at(d, -1);
        if (i >= 0) {
            d->clue[i] = (uint8_t)(sys + 1);
            card_log(g, CARD_F903, "Player %d places %s Clue at %s.", writer + 1, check ? "a Check" : "an X", name);
        } else {
            frame *f = push_card_frame(g, FR_CARD, writer, CARD_F903, S_TAKE);
            f->d = (uint8_t)sys;
        }
        if (check && objective_space(g, p) > 1) {
            card_log(g, CARD_F901B, "Find the Portal: a Check Clue is placed.");
            objective_advance(g, p, 1, CARD_F901B);
        }
    }
    /* The gains: every city and starport on the planet. */
    int cities = 0, ports = 0;
    for (int i = 0; i < SLOTS_PER_SYSTEM; i++) {
        uint8_t b = g->sys[sys].bld[i];
        if (!(b & BLD_OCCUPIED)) continue;
        if (BLD_IS_STARPORT(b)) ports++;
        else cities++;
    }
    if (cities) card_log(g, card, "Player %d gains %d %s for the cities there.", p + 1, cities, resource_name(planet_type(sys)));
    for (int i = 0; i < cities; i++) gain_resource(g, p, planet_type(sys));
    if (ports) {
        card_log(g, card, "Player %d places %d ships at %s for the starports there.", p + 1, 2 * ports, name);
        place_ships(g, p, sys, 2 * ports);
    }
}

static const card_step UNCOVER_STEPS[] = {[S_UNCOVER] = {"uncover", "U", "spend %1 to uncover a Clue"}};

const card_def card_uncovering_clues = {
    .card = CARD_F902,
    .short_name = "uncovering-clues",
    .steps = UNCOVER_STEPS,
    .nsteps = ARRAY_LEN(UNCOVER_STEPS),
    .prelude_moves = uncover_moves,
    .prelude_apply = uncover_apply,
};

/* ---- F903 Clues to the Portal: the writer takes a Clue from the map ---- */

static void take_enumerate(const game_state *g, const frame *f, move_list *out) {
    const pathfinder_data *d = pathfinder_of_ro(g);
    uint64_t on_map = 0;
    for (int i = 0; i < CLUE_TOKENS; i++)
        if (d->clue[i] != CLUE_SUPPLY && d->clue[i] != CLUE_SCRAPPED) on_map |= 1ull << (d->clue[i] - 1);
    card_moves_for_bits(out, f->player, f->card, S_TAKE, on_map); /* by system: a canonical order */
}

static void take_apply(game_state *g, arcs_move m) {
    int to = top_frame(g)->d, card = card_choice_taken(g, m);
    pathfinder_data *d = pathfinder_of(g);
    int i = clue_at(d, m.d);
    d->clue[i] = (uint8_t)(to + 1);
    char from[16], name[16];
    card_log(g, card, "Player %d takes a Clue from %s and places it at %s on its %s side.", m.player + 1,
             system_name(m.d, from), system_name(to, name), seen_at(d, to) == SEEN_CHECK ? "Check" : "X");
}

/* S_TAKE: d = the Flagship's planet (the Clue's destination); the writer
 * decides, every Clue on the map, none in the supply. */
static bool take_frame_ok(const game_state *g, const frame *f) {
    const pathfinder_data *d = pathfinder_of_ro(g);
    if (f->kind != FR_CARD || f->step != S_TAKE || !card_frame_only(f, FB_D) || f->player != pathfinder_writer(g, d) ||
        f->d >= NUM_SYSTEMS || sys_is_gate(f->d) || seen_at(d, f->d) == SEEN_NONE || clue_at(d, f->d) >= 0)
        return false;
    for (int i = 0; i < CLUE_TOKENS; i++)
        if (d->clue[i] == CLUE_SUPPLY || d->clue[i] == CLUE_SCRAPPED) return false;
    return true;
}

/* ---- the data ---- */

/* On the wire: the bytes as they are, the written planet 0 for a viewer who
 * may not know it (neither its writer nor a save) while the Portal is off
 * the map. */
static size_t data_encode(const game_state *g, int viewer, uint8_t *out) {
    const pathfinder_data *d = pathfinder_of_ro(g);
    pathfinder_data x = *d;
    int writer = pathfinder_writer(g, d);
    if (viewer != -2 && (writer < 0 || viewer != writer) && !d->portal) x.secret = 0;
    memcpy(out, &x, sizeof x);
    return sizeof x;
}

static bool data_decode(game_state *g, const uint8_t *in, size_t len, char *why, size_t cap) {
    if (len != sizeof(pathfinder_data)) CARD_DATA_FAIL("Pathfinder data of %zu bytes", len);
    memcpy(pathfinder_of(g), in, len);
    return true;
}

static bool planet_ok(int v) { return v >= 1 && v <= NUM_SYSTEMS && !sys_is_gate(v - 1); }

static bool data_invariants(const game_state *g, char *why, size_t cap) {
    const pathfinder_data *d = pathfinder_of_ro(g);
    if (d->pathfinder > g->num_players) CARD_DATA_FAIL("Pathfinder seat %d", d->pathfinder);
    if (d->secret && !planet_ok(d->secret)) CARD_DATA_FAIL("the Portal's planet %d", d->secret - 1);
    if (d->portal && (!planet_ok(d->portal) || (d->secret && d->secret != d->portal)))
        CARD_DATA_FAIL("the Portal token at %d, written %d", d->portal - 1, d->secret - 1);
    bool placed = d->portal != 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        int v = seen_at(d, s);
        if (!v) continue;
        placed = true;
        if (v == 3 || sys_is_gate(s)) CARD_DATA_FAIL("Clue mark %d at %d", v, s);
        if (d->secret && (s == d->secret - 1 || (v == SEEN_CHECK) != clue_is_check(s, d->secret - 1)))
            CARD_DATA_FAIL("a Clue at %d untrue to the Portal's planet", s);
    }
    for (int i = 0; i < CLUE_TOKENS; i++) {
        int c = d->clue[i];
        if (d->portal && c != CLUE_SCRAPPED) CARD_DATA_FAIL("Clue %d kept with the Portal on the map", i);
        if (c == CLUE_SUPPLY || c == CLUE_SCRAPPED) continue;
        if (!planet_ok(c) || seen_at(d, c - 1) == SEEN_NONE) CARD_DATA_FAIL("Clue %d at %d", i, c - 1);
        for (int j = 0; j < i; j++)
            if (d->clue[j] == c) CARD_DATA_FAIL("Clues %d and %d on one planet", j, i);
    }
    if (placed && !d->secret) CARD_DATA_FAIL("Clues placed with no planet written down");
    if ((d->secret || placed) && !d->pathfinder) CARD_DATA_FAIL("Clues with no Pathfinder");
    return true;
}

/* A viewer other than the writer knows of the Portal's planet what the
 * Clues told: re-dealt among the planets in play they allow. */
static void data_determinize(game_state *g, int viewer) {
    pathfinder_data *d = pathfinder_of(g);
    if (!d->secret || d->portal || (viewer >= 0 && viewer == pathfinder_writer(g, d))) return;
    uint8_t fits[NUM_SYSTEMS];
    unsigned n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (sys_is_gate(s) || !sys_in_play(g, s)) continue;
        bool ok = true;
        for (int t = 0; t < NUM_SYSTEMS && ok; t++) {
            int v = seen_at(d, t);
            ok = !v || (t != s && (v == SEEN_CHECK) == clue_is_check(t, s));
        }
        if (ok) fits[n++] = (uint8_t)s;
    }
    if (n) d->secret = (uint8_t)(fits[rng_below(g, n)] + 1);
}

static const card_data_def PATHFINDER_DATA = {
    .size = sizeof(pathfinder_data),
    .encode = data_encode,
    .decode = data_decode,
    .invariants = data_invariants,
    .determinize = data_determinize,
};

static const card_step TAKE_STEPS[] = {[S_TAKE] = {"take", "s", "take the Clue at %1 from the map"}};

const card_def card_clues_to_the_portal = {
    .card = CARD_F903,
    .short_name = "clues-to-the-portal",
    .steps = TAKE_STEPS,
    .nsteps = ARRAY_LEN(TAKE_STEPS),
    .enumerate = take_enumerate,
    .apply = take_apply,
    .frame_ok = take_frame_ok,
    .data = &PATHFINDER_DATA,
};
