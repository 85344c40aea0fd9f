/*
 * Building Bunkers (ARCS-F1803, Ability; the Survivalist's play area from
 * the Act III Setup, ARCS-F1801A step 3) and Bunkers (ARCS-F1804, a law:
 * the rules booklet from step 4). The Bunkers' places: survivalist.h.
 *
 * F1803 "Bunker tokens are your Loyal pieces."      -> TOKEN (token_is_loyal)
 *   A Bunker on the map is a Loyal piece of the Survivalist's in its system
 *   (has_loyal_piece: Build and Repair there, the Presence Law; Campaign
 *   rulebook, Tokens, "Not Loyal").
 * F1803 "You can build Bunkers on planets, max 1 per planet. To build a
 *   Bunker, you must also scrap 1 agent from your supply."        -> BUILD
 *   A Build target "card building-bunkers build-bunker <planet>": a planet
 *   (not a gate) in play where the Survivalist has a Loyal piece (Base
 *   rulebook, Build), no Bunker there, a Bunker on Building Bunkers and an
 *   agent in the Survivalist's supply (scrapped: out of the game, the data
 *   counts it: agents_out). Not a city or starport: no building slot (so
 *   a Flagship's owner may build one, and on a Broken World: faq.csv
 *   Breaking Worlds Q3, "enough scraps to build a small bunker"). Built in
 *   a system controlled by anyone else, it is placed damaged (Base
 *   rulebook, Build: "anything built ... is placed damaged").
 * F1803 "When you build a Bunker, capture 1 agent from any Rival's supply."
 *   The Rival is the Survivalist's choice among those with an agent in
 *   supply: "card building-bunkers capture p<q>" when two or more have
 *   one (one: captured at once; none: nothing).
 * F1803/F1804 "When a Rival destroys a Bunker, they scrap 1 Captive that
 *   you have."
 *   The Rival who destroys it scraps one of the Survivalist's agent
 *   Captives (out of the game: agents_out of its owner); which owner's is
 *   the Rival's choice when the Captives are of two or more players
 *   ("card bunkers scrap-captive p<q>"). The Survivalist destroying their
 *   own (no Rival) scraps none.
 * F1803/F1804 "Building. Bunkers can be harmed like buildings. (They don't
 *   fill building slots and can't be raided.)"     -> BUILDING_PIECE (law)
 *   Battle steps 3-4 as the Banners (hooks.h building_pieces): a Bunker
 *   makes the Survivalist a defender in its system and takes hits once no
 *   defending ship remains, and building hits. Not a building for the Raid
 *   Dice Limit: faq.csv Bunkers Q2 ("Do bunkers protect my other buildings
 *   ... from being raided? Nope. Bunkers by themselves do not enable
 *   raiding."): a battle against Bunkers alone collects no raid dice, and
 *   the Survivalist's buildings there are raided as usual. A destroyed
 *   Bunker goes back onto Building Bunkers (our reading: the card names
 *   what its destruction does, a Captive scrapped, and gives no Trophy).
 *   Repair (faq.csv Bunkers Q1, "Can I repair my bunkers once they are
 *   damaged? Yes!"): REPAIR, "card bunkers repair-bunker <system>".
 *   No Intermission follows Act III: no Intermission D for them.
 * F1803/F1804 "Tough. Bunkers take 2 hits each to damage and to destroy."
 *   building_pieces answers with BUILDING_PIECES_TOUGH: a battle hit on a
 *   Bunker takes 2 of the pool's hits; an odd last hit is lost
 *   (lib/rules/battle.c hit_targets, as on the Blight). A card's harm that
 *   is no hit (Breaking Worlds' "harms all buildings") harms it once.
 * faq.csv Breaking Worlds Q2, "How does this interact with Bunkers ...?
 *   They are removed and added to this card": building_pieces_removed puts
 *   the broken planet's Bunker on Breaking Worlds (TOKEN_OFF_MAP), out of
 *   play as the buildings there are.
 */
#include "survivalist.h"

int survivalist_of(const game_state *g) {
    for (int p = 0; p < g->num_players; p++)
        if (g->camp.fate[p] == CARD_FATE18) return p;
    return -1;
}

static int bunker_index(const game_state *g, int sys) {
    for (int i = 0; i < g->camp.n_tokens; i++)
        if (g->camp.tokens[i].card == CARD_F1803 && g->camp.tokens[i].where == sys) return i;
    return -1;
}

bool bunker_at(const game_state *g, int sys) { return sys >= 0 && sys < NUM_SYSTEMS && bunker_index(g, sys) >= 0; }

bool bunker_damaged(const game_state *g, int sys) { return (BUNKERS_OF(g)->damaged[sys >> 3] >> (sys & 7)) & 1u; }

static void set_damaged(game_state *g, int sys, bool on) {
    uint8_t *b = &BUNKERS_OF(g)->damaged[sys >> 3];
    if (on) *b |= (uint8_t)(1u << (sys & 7));
    else *b &= (uint8_t)~(1u << (sys & 7));
}

uint32_t bunker_systems(const game_state *g) {
    uint32_t m = 0;
    for (int i = 0; i < g->camp.n_tokens; i++)
        if (g->camp.tokens[i].card == CARD_F1803 && g->camp.tokens[i].where < NUM_SYSTEMS)
            m |= 1u << g->camp.tokens[i].where;
    return m;
}

int bunkers_on_map(const game_state *g) { return __builtin_popcount(bunker_systems(g)); }

/* Bunker tokens out of the supply (on the map or on Breaking Worlds). */
static int bunkers_out(const game_state *g) {
    int n = 0;
    for (int i = 0; i < g->camp.n_tokens; i++) n += g->camp.tokens[i].card == CARD_F1803;
    return n;
}

int survivalist_captives(const game_state *g, int p) {
    int n = cards_data_captives(g, p);
    for (int q = 0; q < MAX_PLAYERS; q++) n += g->pl[p].captives[q];
    return n;
}

void bunkers_scrap_captive(game_state *g, int s, int q, int card) {
    g->pl[s].captives[q]--;
    BUNKERS_OF(g)->scrapped[q]++;
    card_log(g, card, "Player %d's agent, a Captive of Player %d, is scrapped.", q + 1, s + 1);
}

/* Owners (bit per player) of the agent Captives p has. */
static unsigned captive_owners(const game_state *g, int p) {
    unsigned m = 0;
    for (int q = 0; q < g->num_players; q++)
        if (g->pl[p].captives[q]) m |= 1u << q;
    return m;
}

/* Rivals of p with an agent in their supply (bit per player). */
static unsigned rivals_with_agents(const game_state *g, int p) {
    unsigned m = 0;
    for (int q = 0; q < g->num_players; q++)
        if (q != p && g->pl[q].agents_supply) m |= 1u << q;
    return m;
}

/* ---- F1803 Building Bunkers: build, capture ---- */

enum { S_BUILD, S_CAPTURE };

static bool can_build_at(const game_state *g, int p, int s) {
    return !sys_is_gate(s) && sys_in_play(g, s) && !bunker_at(g, s) && has_loyal_piece(g, p, s);
}

static int build_moves(const game_state *g, int p, int card, move_list *out) {
    if (p != survivalist_of(g) || !g->pl[p].agents_supply || bunkers_out(g) >= BUNKERS) return 0;
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (!can_build_at(g, p, s)) continue;
        if (!out) return 1;
        add_card_move(out, p, card, S_BUILD, s, 0, 0);
        n++;
    }
    return n;
}

static void capture(game_state *g, int p, int q, int card) {
    capture_agent(g, p, q);
    campaign_event(g, EVT_AGENTS_CAPTURED, p, q, 1);
    card_log(g, card, "Player %d captures 1 agent from Player %d's supply (a Bunker built).", p + 1, q + 1);
}

static void build_apply(game_state *g, arcs_move m) {
    int p = m.player, s = m.d, card = card_move_card(m);
    int c = controller(g, s);
    bool damaged = c != NO_PLAYER && !player_controls(g, p, s);
    g->pl[p].agents_supply--;
    BUNKERS_OF(g)->scrapped[p]++;
    token_add(g, CARD_F1803, p, s);
    set_damaged(g, s, damaged);
    if (log_enabled(g)) {
        char name[16];
        card_log(g, card, "Player %d scraps 1 agent and builds a %sBunker at %s.", p + 1, damaged ? "damaged " : "",
                 system_name(s, name));
    }
    unsigned rivals = rivals_with_agents(g, p);
    if (rivals & (rivals - 1)) push_card_frame(g, FR_CARD, p, card, S_CAPTURE);
    else if (rivals) capture(g, p, __builtin_ctz(rivals), card);
}

static void building_enumerate(const game_state *g, const frame *f, move_list *out) {
    for (unsigned m = rivals_with_agents(g, f->player); m; m &= m - 1)
        add_card_move(out, f->player, f->card, S_CAPTURE, __builtin_ctz(m), 0, 0);
}

static void building_apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card;
    pop_frame(g);
    capture(g, m.player, m.d, card);
}

static bool building_frame_ok(const game_state *g, const frame *f) {
    unsigned rivals = rivals_with_agents(g, f->player);
    return f->kind == FR_CARD && f->step == S_CAPTURE && card_frame_only(f, 0) && f->player == survivalist_of(g) &&
           (rivals & (rivals - 1));
}

/* ---- the data ---- */

static bool data_invariants(const game_state *g, char *why, size_t cap) {
    const bunkers_data *d = BUNKERS_OF(g);
    int s = survivalist_of(g);
    uint32_t damaged = d->damaged[0] | (uint32_t)d->damaged[1] << 8 | (uint32_t)d->damaged[2] << 16;
    if (damaged & ~bunker_systems(g)) CARD_DATA_FAIL("Bunkers: damaged %#x without a Bunker", damaged);
    if (d->pad) CARD_DATA_FAIL("Bunkers: pad byte");
    for (int p = 0; p < MAX_PLAYERS; p++)
        if (d->scrapped[p] > AGENTS_PER_PLAYER || (p >= g->num_players && d->scrapped[p]))
            CARD_DATA_FAIL("Bunkers: %d agents of %d scrapped", d->scrapped[p], p);
    int n = 0;
    uint32_t seen = 0;
    for (int i = 0; i < g->camp.n_tokens; i++) {
        const token_state *t = &g->camp.tokens[i];
        if (t->card != CARD_F1803) continue;
        n++;
        bool map = t->where != TOKEN_OFF_MAP;
        if (t->owner != s || (map && (!card_frame_system_ok(g, t->where) || sys_is_gate(t->where) ||
                                      ((seen >> t->where) & 1u))))
            CARD_DATA_FAIL("Bunker token of %d at %d", t->owner, t->where);
        if (map) seen |= 1u << t->where;
    }
    if (n > BUNKERS) CARD_DATA_FAIL("%d Bunker tokens", n);
    return true;
}

static int agents_out(const game_state *g, int p) { return p >= 0 && p < MAX_PLAYERS ? BUNKERS_OF(g)->scrapped[p] : 0; }

static const card_data_def BUNKERS_DATA = {
    .size = sizeof(bunkers_data),
    .invariants = data_invariants,
    .agents_out = agents_out,
};

static const card_step BUILDING_STEPS[] = {
    [S_BUILD] = {"build-bunker", "s", "scrap 1 agent to build a Bunker on %1"},
    [S_CAPTURE] = {"capture", "p", "capture 1 agent from %1's supply"},
};

/* "Bunker tokens are your Loyal pieces." */
static const card_def BUNKER_TOKEN = {
    .card = CARD_F1803,
    .short_name = "bunker",
    .token_is_loyal = true,
    .token_can_be_harmed = true,
};

const card_def card_building_bunkers = {
    .card = CARD_F1803,
    .short_name = "building-bunkers",
    .steps = BUILDING_STEPS,
    .nsteps = ARRAY_LEN(BUILDING_STEPS),
    .build_moves = build_moves,
    .build_apply = build_apply,
    .token = &BUNKER_TOKEN,
    .enumerate = building_enumerate,
    .apply = building_apply,
    .frame_ok = building_frame_ok,
    .data = &BUNKERS_DATA,
};

/* ---- F1804 Bunkers (the law): harm, Tough, repair, a destroyed Bunker ---- */

enum { S_SCRAP, S_REPAIR };

/* BUILDING_PIECE: the Survivalist's Bunker in sys, fresh | damaged << 8,
 * Tough. */
static unsigned building_pieces(const game_state *g, int p, int card, int sys) {
    (void)card;
    if (p != survivalist_of(g) || !bunker_at(g, sys)) return 0;
    return (bunker_damaged(g, sys) ? 1u << 8 : 1u) | BUILDING_PIECES_TOUGH;
}

static bool building_piece_hit(game_state *g, int p, int card, int sys, bool damaged, int destroyer) {
    if (p != survivalist_of(g) || !bunker_at(g, sys) || bunker_damaged(g, sys) != damaged) return false;
    char name[16];
    if (log_enabled(g)) system_name(sys, name);
    if (!damaged) {
        set_damaged(g, sys, true);
        card_log(g, card, "Bunker damaged at %s.", name);
        return true;
    }
    set_damaged(g, sys, false);
    token_remove(g, CARD_F1803, sys);
    card_log(g, card, "Bunker destroyed at %s: it returns to Building Bunkers.", name);
    if (destroyer < 0 || destroyer >= g->num_players || destroyer == p) return true;
    unsigned owners = captive_owners(g, p);
    if (owners & (owners - 1)) {
        frame *f = push_card_frame(g, FR_CARD, destroyer, card, S_SCRAP);
        f->d = (uint8_t)p;
    } else if (owners) {
        bunkers_scrap_captive(g, p, __builtin_ctz(owners), card);
    } else {
        card_log(g, card, "Player %d has no Captive to scrap.", p + 1);
    }
    return true;
}

/* faq.csv Breaking Worlds Q2: the Bunker "removed and added to this card". */
static int building_pieces_removed(game_state *g, int p, int card, int sys) {
    if (p != survivalist_of(g) || !bunker_at(g, sys)) return 0;
    set_damaged(g, sys, false);
    token_remove(g, CARD_F1803, sys);
    token_add(g, CARD_F1803, p, TOKEN_OFF_MAP);
    if (log_enabled(g)) {
        char name[16];
        card_log(g, card, "The Bunker at %s is placed on Breaking Worlds.", system_name(sys, name));
    }
    return 1;
}

static int repair_moves(const game_state *g, int p, int card, move_list *out) {
    if (p != survivalist_of(g)) return 0;
    int n = 0;
    for (uint32_t m = bunker_systems(g); m; m &= m - 1) {
        int s = __builtin_ctz(m);
        if (!bunker_damaged(g, s)) continue;
        if (!out) return 1;
        add_card_move(out, p, card, S_REPAIR, s, 0, 0);
        n++;
    }
    return n;
}

static void repair_apply(game_state *g, arcs_move m) {
    set_damaged(g, m.d, false);
    if (log_enabled(g)) {
        char name[16];
        card_log(g, card_move_card(m), "Player %d repairs the Bunker at %s.", m.player + 1, system_name(m.d, name));
    }
}

static void law_enumerate(const game_state *g, const frame *f, move_list *out) {
    for (unsigned m = captive_owners(g, f->d); m; m &= m - 1)
        add_card_move(out, f->player, f->card, S_SCRAP, __builtin_ctz(m), 0, 0);
}

static void law_apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int s = f->d, card = f->card;
    pop_frame(g);
    bunkers_scrap_captive(g, s, m.d, card);
}

/* FRAME_CHECK: the Rival who destroyed a Bunker scraps a Captive of the
 * Survivalist's (d), who has Captives of two or more players. */
static bool law_frame_ok(const game_state *g, const frame *f) {
    if (f->kind != FR_CARD || f->step != S_SCRAP || !card_frame_only(f, FB_D)) return false;
    unsigned owners = f->d < MAX_PLAYERS ? captive_owners(g, f->d) : 0;
    return f->d == survivalist_of(g) && card_frame_rival_ok(g, f, f->d) && (owners & (owners - 1));
}

static const card_step LAW_STEPS[] = {
    [S_SCRAP] = {"scrap-captive", "p", "scrap 1 Captive of %1's that the Survivalist has"},
    [S_REPAIR] = {"repair-bunker", "s", "repair the Bunker at %1"},
};

const card_def card_bunkers = {
    .card = CARD_F1804,
    .short_name = "bunkers",
    .steps = LAW_STEPS,
    .nsteps = ARRAY_LEN(LAW_STEPS),
    .building_pieces = building_pieces,
    .building_piece_hit = building_piece_hit,
    .building_piece_noun = "Bunker",
    .building_pieces_removed = building_pieces_removed,
    .repair_moves = repair_moves,
    .repair_apply = repair_apply,
    .enumerate = law_enumerate,
    .apply = law_apply,
    .frame_ok = law_frame_ok,
};
