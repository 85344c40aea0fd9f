/*
 * Happy Hosts (ARCS-F1012, Guild, Weapon; gained by the Hegemon at the Act
 * III Setup, ARCS-F1011A). faq.csv holds no ruling on it.
 *
 *   "Pacify (Secure): Capture all damaged ships you control except Loyal
 *    ones."                                           -> NEW_ACTION (Secure)
 *   "Ships you control": the ships in the systems the holder controls on
 *   their turn (player_controls: more fresh ships, or the Presence Law in
 *   an Empire-controlled system), as "Witnesses you control" (ARCS-F1402)
 *   and "Banners you control" (ARCS-F1009) read. Every damaged Rival ship
 *   and damaged Imperial ship there becomes the holder's Captive; the
 *   holder's own (Loyal) ships stay. Capturing is no harm (Campaign rules,
 *   "Harm": choosing as defender, damaging, destroying, hitting), so the
 *   Truce Law does not stop it. Offered when it captures something.
 *   Captured ships are kept in this card's data (a count per holder and
 *   owner: each Rival, the Empire), public; they count as Captives for
 *   Tyrant (ambition_count, cards_data_captives), for the grand ambition
 *   "No Rival won the Tyrant ambition" (F1011B) and for Mind Managers'
 *   "a Rival that you have a Captive of" (F1006).
 *   Returning (Tyrant scored; an Intermission): ships go to their owner's
 *   supply, Imperial ships to the Empire's supply, as Trophy ships do (Base
 *   rulebook, "Step 2: Clean Up & Flip Ambition": "starports and ships
 *   return to their players' supplies"; chapter.c returns Imperial Trophies
 *   to the Imperial supply). faq.csv and the campaign rulebook say nothing
 *   more of ship Captives.
 *
 *   "When Captives are returned in scoring, you may keep 1 Captive per
 *    Banner that you control or is uncontrolled."       -> CAPTIVES_KEPT
 *   When Tyrant was scored (Base rulebook, "Step 2": Captives return only
 *   then), the holder with N > 0 such Banners and any Captive (agents and
 *   ships) decides: "card happy-hosts return-agent p<q>" / "return-ship
 *   p<q>|empire" one Captive at a time (which ones go back is the holder's
 *   choice), and "decline" (keep the rest) once at most N are left. Control
 *   in the scoring is control for ambitions (privilege_controls: the First
 *   Regent's Privilege); "uncontrolled": nobody (no player, not the
 *   Empire) controls the Banner's system.
 */
#include "banners.h"
#include "campaign/fates.h"

enum { S_PACIFY, S_KEEP, S_RETURN_AGENT, S_RETURN_SHIP };

/* Captive ships: holder h, owner o (a player, or HOST_EMPIRE), 4 bits. */
enum { HOST_EMPIRE = MAX_PLAYERS, HOST_OWNERS = MAX_PLAYERS + 1 };
typedef struct hosts_data {
    uint8_t nib[MAX_PLAYERS][(HOST_OWNERS + 1) / 2];
    uint8_t pad[4];
} hosts_data;
_Static_assert(sizeof(hosts_data) == 16, "Happy Hosts keeps 16 bytes");
_Static_assert(SHIPS_PER_PLAYER <= 15 && IMPERIAL_SHIPS <= 15, "an owner's ships fit 4 bits");

#define HOSTS_OF(g) CARD_DATA(g, hosts_data, card_data_place(CARD_F1012))

static int held(const game_state *g, int h, int o) { return HOSTS_OF(g)->nib[h][o >> 1] >> ((o & 1) * 4) & 0xF; }

static void set_held(game_state *g, int h, int o, int n) {
    uint8_t *b = &HOSTS_OF(g)->nib[h][o >> 1];
    int shift = (o & 1) * 4;
    *b = (uint8_t)((*b & ~(0xF << shift)) | n << shift);
}

int happy_hosts_captives_of(const game_state *g, int h, int o) { return held(g, h, o); }

/* The data's owner index of a ship owner (a player, OWNER_EMPIRE). */
static int owner_index(int o) { return o == OWNER_EMPIRE ? HOST_EMPIRE : o; }

static int ship_captives(const game_state *g, int h) {
    const uint8_t *b = HOSTS_OF(g)->nib[h];
    int n = 0;
    for (int i = 0; i < (HOST_OWNERS + 1) / 2; i++) n += (b[i] & 0xF) + (b[i] >> 4);
    return n;
}

static int captive_ships_of(const game_state *g, int h, int o) {
    if (h < 0 || h >= MAX_PLAYERS || !(o == OWNER_EMPIRE || (o >= 0 && o < MAX_PLAYERS))) return 0;
    return held(g, h, owner_index(o));
}

static int all_captives(const game_state *g, int p) {
    int n = ship_captives(g, p);
    for (int q = 0; q < MAX_PLAYERS; q++) n += g->pl[p].captives[q];
    return n;
}

/* ---- Pacify ---- */

/* Damaged non-Loyal ships in sys (Rivals' and Imperial). */
static int damaged_rival_ships(const game_state *g, int p, int sys) {
    int n = g->camp.imperial[sys][1];
    for (int q = 0; q < g->num_players; q++)
        if (q != p) n += g->sys[sys].damaged[q];
    return n;
}

static bool pacify_possible(const game_state *g, int p, int spent_slot) {
    (void)spent_slot;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && damaged_rival_ships(g, p, s) && player_controls(g, p, s)) return true;
    return false;
}

static void take(game_state *g, int p, int o, int n) { set_held(g, p, owner_index(o), held(g, p, owner_index(o)) + n); }

static void pacify_begin(game_state *g, int p, int card) {
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (!sys_in_play(g, s) || !damaged_rival_ships(g, p, s) || !player_controls(g, p, s)) continue;
        for (int q = 0; q < g->num_players; q++) {
            if (q == p || !g->sys[s].damaged[q]) continue;
            n += g->sys[s].damaged[q];
            take(g, p, q, g->sys[s].damaged[q]);
            g->sys[s].damaged[q] = 0;
        }
        n += g->camp.imperial[s][1];
        take(g, p, OWNER_EMPIRE, g->camp.imperial[s][1]);
        g->camp.imperial[s][1] = 0;
    }
    card_log(g, card, "Pacify: Player %d captures %d damaged ship%s.", p + 1, n, n == 1 ? "" : "s");
}

/* ---- keeping Captives in the scoring ---- */

/* Banners p controls (for ambitions) or in uncontrolled systems. */
static int banners_kept(const game_state *g, int p) {
    int n = 0;
    const banners_data *d = BANNERS_OF(g);
    for (int i = 0; i < BANNERS; i++) {
        int s = banner_system(d->banner[i]);
        if (s < 0) continue;
        int c = controller(g, s);
        n += c == NO_PLAYER || privilege_controls(g, p, s);
    }
    return n;
}

static bool keeps_captives(game_state *g, int p, int card) {
    if (!banners_kept(g, p) || !all_captives(g, p)) return false;
    push_card_frame(g, FR_CARD, p, card, S_KEEP);
    return true;
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    for (int q = 0; q < g->num_players; q++)
        if (g->pl[p].captives[q]) add_card_move(out, p, f->card, S_RETURN_AGENT, q, 0, 0);
    for (int o = 0; o < HOST_OWNERS; o++)
        if (held(g, p, o)) add_card_move(out, p, f->card, S_RETURN_SHIP, o == HOST_EMPIRE ? OWNER_EMPIRE : o, 0, 0);
    if (all_captives(g, p) <= banners_kept(g, p)) add_move(out, ARCS_MOVE_DECLINE, p, 0, 0, 0, 0);
}

/* One ship Captive of owner index o held by h goes back to its supply. */
static void return_ship(game_state *g, int h, int o) {
    set_held(g, h, o, held(g, h, o) - 1);
    if (o == HOST_EMPIRE) g->camp.imperial_supply++;
    else g->pl[o].ships_supply++;
}

/* Another card takes one away: returned, made a Trophy (card_data_def.captive_ship_take). */
static bool ship_take(game_state *g, int h, int o) {
    if (!captive_ships_of(g, h, o)) return false;
    int i = owner_index(o);
    set_held(g, h, i, held(g, h, i) - 1);
    return true;
}

/* The decision ends: p keeps what is left. */
static void kept(game_state *g, int p, int card) {
    pop_frame(g);
    int n = all_captives(g, p);
    card_log(g, card, "Player %d keeps %d Captive%s, 1 per Banner they control or uncontrolled (%d).", p + 1, n,
             n == 1 ? "" : "s", banners_kept(g, p));
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, card = top_frame(g)->card;
    if (m.kind == ARCS_MOVE_DECLINE) {
        kept(g, p, card);
        return;
    }
    if (m.c == S_RETURN_AGENT) {
        g->pl[p].captives[m.d]--;
        return_agent(g, m.d);
    } else {
        return_ship(g, p, owner_index(m.d));
    }
    if (!all_captives(g, p)) kept(g, p, card);
}

/* FRAME_CHECK: the decision keeps no data; its holder has a Captive and
 * a Banner to keep it by. */
static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_KEEP && card_frame_only(f, 0) && all_captives(g, f->player) &&
           banners_kept(g, f->player);
}

/* ---- the data ---- */

static int ships_out(const game_state *g, int p) {
    int n = 0;
    for (int h = 0; h < MAX_PLAYERS; h++) n += held(g, h, p);
    return n;
}

static int imperial_out(const game_state *g) { return ships_out(g, HOST_EMPIRE); }

static void captives_return(game_state *g, unsigned kept) {
    for (int h = 0; h < MAX_PLAYERS; h++)
        if (!(kept >> h & 1u) && ship_captives(g, h))
            for (int o = 0; o < HOST_OWNERS; o++)
                while (held(g, h, o)) return_ship(g, h, o);
}

static bool data_invariants(const game_state *g, char *why, size_t cap) {
    const hosts_data *d = HOSTS_OF(g);
    for (int h = 0; h < MAX_PLAYERS; h++)
        for (int o = 0; o < HOST_OWNERS; o++)
            if (held(g, h, o) && (h >= g->num_players || o == h || (o < HOST_EMPIRE && o >= g->num_players)))
                CARD_DATA_FAIL("Happy Hosts: seat %d holds %d ship Captives of owner %d", h, held(g, h, o), o);
    for (int h = 0; h < MAX_PLAYERS; h++)
        if (d->nib[h][HOST_OWNERS / 2] >> 4) CARD_DATA_FAIL("Happy Hosts: seat %d's unused nibble", h);
    for (int i = 0; i < (int)sizeof d->pad; i++)
        if (d->pad[i]) CARD_DATA_FAIL("Happy Hosts: pad byte %d", i);
    return true;
}

static const card_data_def HOSTS_DATA = {
    .size = sizeof(hosts_data),
    .invariants = data_invariants,
    .ships_out = ships_out,
    .imperial_out = imperial_out,
    .captives = ship_captives,
    .captives_return = captives_return,
    .captive_ships = captive_ships_of,
    .captive_ship_take = ship_take,
};

static const card_step STEPS[] = {
    [S_PACIFY] = {"pacify", "U", NULL},
    [S_KEEP] = {"keep", "", NULL},
    [S_RETURN_AGENT] = {"return-agent", "p", "return a Captive agent of %1 (keep the rest)"},
    [S_RETURN_SHIP] = {"return-ship", "o", "return a Captive ship of %1 (keep the rest)"},
};

static const card_new_action NEW_ACTIONS[] = {
    {ARCS_ACT_SECURE, S_PACIFY, pacify_possible, pacify_begin},
};

const card_def card_happy_hosts = {
    .card = CARD_F1012,
    .short_name = "happy-hosts",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .new_actions = NEW_ACTIONS,
    .n_new_actions = ARRAY_LEN(NEW_ACTIONS),
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
    .data = &HOSTS_DATA,
    .keeps_captives = keeps_captives,
};
