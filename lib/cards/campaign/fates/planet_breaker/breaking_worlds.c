/*
 * Breaking Worlds (ARCS-F1103B, Ability; the Planet Breaker's Act II): the
 * Hammer Fragments card flipped (hammer_repaired), resolved by the Planet
 * Hammer's Break World (planet_hammer.c) at the planet of the Hammer token
 * on the map (an Arcs system has one planet: the planet is the system).
 *
 *   "This action harms all buildings on the planet."   -> harm_all
 *   Each building once: a fresh one is damaged, a damaged one destroyed
 *   (Base rulebook, Battle: "If you hit a damaged piece, it is destroyed"),
 *   a Rival's or a Free one taken as the Planet Breaker's Trophy, the
 *   Planet Breaker's own back to their supply. A destroyed city Provokes
 *   Outrage of the planet type but Ransacks nothing (faq.csv Breaking
 *   Worlds Q1: "There is nothing left to Ransack"). Rivals' card pieces
 *   harmed like buildings (Banners: BUILDING_PIECE) are harmed too.
 *
 *   "In turn order, each Rival may choose to battle you at the planet with
 *    the Hammer token."                               -> S_RIVALS, S_CHOOSE
 *   From the Planet Breaker's left, each Rival who may battle the Planet
 *   Breaker there (a ship of theirs there; the Planet Breaker a defender
 *   they may harm: battle_defenders) chooses: "card breaking-worlds
 *   battle" (a battle by the engine at that system against the Planet
 *   Breaker: battle_begin_at; its decisions are moves) or "decline".
 *
 *   "After these battles, if you control the planet, flip the Hammer token
 *    to its Broken World side and resolve this."       -> broken
 *   1. "All players Provoke Outrage of this planet type." (in turn order)
 *   2. "Untuck the Refugee card (05-09) of this planet type from here.
 *      Place it on top of the Court deck." Face up: known to all (the
 *      data's `top`; hook point COURT_TOP: drawn without chance;
 *      determinize keeps it on top).
 *   3. "Place all buildings from the planet on here." (the data's
 *      on_card, free_on_card: counted with their owners' pieces:
 *      card_data_def.buildings_out). faq.csv Breaking Worlds Q2: Banners
 *      too (BUILDING_PIECE building_pieces_removed: their card's data).
 *   4. "Scrap all Guild cards in the Court of the planet type. Return all
 *      agents from them." (fate_scrap; each place refills from the deck.)
 *   F1101B "Crush a Planet into Dust: Advance 6 when you use the Break
 *   World action of the Planet Hammer and flip a Hammer token to its
 *   Broken World side."
 *
 *   "Planets that are Broken Worlds have no building slots." -> BUILDING_SLOTS
 *   The Build action builds no city or starport there (faq.csv Breaking
 *   Worlds Q3: pieces built outside the slots, Banners, Cloud Cities, still
 *   may be).
 */
#include "campaign/fates.h"
#include "cards/hooks.h"
#include "planet_breaker.h"

enum { S_RIVALS, S_CHOOSE };
enum { CRUSH_ADVANCE = 6, REFUGEES = 5 };

int refugee_card(int r) {
    for (int c = CARD_F1105; c <= CARD_F1109; c++)
        if (card_table[c].suit == r) return c;
    return -1;
}

int refugee_type(int card) { return card >= CARD_F1105 && card <= CARD_F1109 ? card_table[card].suit : -1; }

static unsigned top_stack(const hammer_data *d) { return d->top[0] | (unsigned)d->top[1] << 8; }
static void set_top_stack(hammer_data *d, unsigned t) {
    d->top[0] = (uint8_t)t;
    d->top[1] = (uint8_t)(t >> 8);
}

/* A Refugee tucked under the card again (Resettle, refugees.c: "Tuck this
 * card under the Breaking Worlds card") is no longer one placed on top of
 * the Court deck by step 2: its entry leaves the top stack (else a tucked
 * Refugee is listed on top, and listed twice once broken out again). */
void breaking_worlds_refugee_tucked(game_state *g, int card) {
    hammer_data *d = HAMMER_OF(g);
    unsigned kept = 0, shift = 0, k = (unsigned)(card - CARD_F1105 + 1);
    for (unsigned t = top_stack(d); t; t >>= TOP_BITS)
        if ((t & TOP_MASK) != k) kept |= (t & TOP_MASK) << shift, shift += TOP_BITS;
    set_top_stack(d, kept);
}

static bool in_court_deck(const game_state *g, int card) {
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile(g)[i] == card) return true;
    return false;
}

/* ---- the harm ---- */

/* p the Planet Breaker, or -1 (Planet-Eater Loose's Crisis: nobody harms,
 * nobody takes Trophies; destroyed pieces go back to their owners). */
static void harm_all(game_state *g, int p, int sys) {
    char sn[16];
    system_name(sys, sn);
    /* The Planet Breaker's harm, outside a battle: once per Rival harmed,
     * before it (EVT_HARM: Feudal Law). */
    unsigned harmed = 0;
    for (int i = 0; i < BUILDING_SLOTS_MAX; i++)
        if ((g->sys[sys].bld[i] & BLD_OCCUPIED) && (int)BLD_OWNER(g->sys[sys].bld[i]) != p)
            harmed |= 1u << BLD_OWNER(g->sys[sys].bld[i]);
    for (int q = 0; q < g->num_players; q++)
        if (q != p && cards_building_pieces(g, q, sys)) harmed |= 1u << q;
    for (; harmed && p >= 0; harmed &= harmed - 1) harm_event(g, p, __builtin_ctz(harmed), sys);
    for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
        uint8_t b = g->sys[sys].bld[i];
        if (!(b & BLD_OCCUPIED)) continue;
        int owner = (int)BLD_OWNER(b);
        bool port = BLD_IS_STARPORT(b);
        const char *what = port ? "starport" : "city";
        if (!BLD_IS_DAMAGED(b)) {
            g->sys[sys].bld[i] = (uint8_t)(b | BLD_DAMAGED);
            card_log(g, CARD_F1103B, "A %s at %s is damaged.", what, sn);
            continue;
        }
        g->sys[sys].bld[i] = 0;
        clear_building_marks(g, sys, i);
        if (!port) campaign_event(g, EVT_CITY_REMOVED, p, owner, sys);
        if (p < 0) {
            /* No Planet Breaker: back to the owner (Free pieces: the box). */
            if (owner != OWNER_FREE) {
                if (port) g->pl[owner].starports_supply++;
                else return_city(g, owner);
            }
        } else if (owner == p) {
            if (port) g->pl[p].starports_supply++;
            else return_city(g, p);
        } else {
            if (owner == OWNER_FREE) {
                if (port) g->camp.trophy_free_starports[p]++;
                else g->camp.trophy_free_cities[p]++;
            } else if (port) {
                g->pl[p].trophy_starports[owner]++;
            } else {
                g->pl[p].trophy_cities[owner]++;
            }
            campaign_event(g, EVT_TROPHY_TAKEN, p, port ? TROPHY_EV_STARPORT : TROPHY_EV_CITY, 1);
        }
        card_log(g, CARD_F1103B, "A damaged %s at %s is destroyed%s.", what, sn,
                 owner == p || p < 0 ? " and returns to its owner's supply" : ": a Trophy for the Planet Breaker");
        /* faq.csv Breaking Worlds Q1: no Ransack. The destroyer's Outrage
         * (none without a Planet Breaker: step 1 Provokes everyone's). */
        if (!port && p >= 0) provoke_outrage(g, p, planet_type(sys));
    }
    /* Card pieces harmed like buildings (Banners of Hegemony): damaged ones
     * destroyed first, then the fresh ones damaged (each harmed once). */
    for (int q = 0; q < g->num_players; q++) {
        if (q == p) continue;
        unsigned k = cards_building_pieces(g, q, sys);
        for (unsigned n = (k >> 8) & 0xFFu; n; n--) cards_building_piece_hit(g, q, sys, true, p);
        for (unsigned n = k & 0xFFu; n; n--) cards_building_piece_hit(g, q, sys, false, p);
    }
}

void breaking_worlds_resolve(game_state *g, int p) {
    int i = hammer_on_map(g);
    if (i < 0) return;
    int sys = frag_system(HAMMER_OF(g)->frag[i]);
    char sn[16];
    card_log(g, CARD_F1103B, "Player %d breaks the world at %s: all its buildings are harmed.", p + 1,
             system_name(sys, sn));
    /* The Rivals' battles and the flip wait below what the harm pushes. */
    frame *f = push_card_frame(g, FR_CARD_AUTO, p, CARD_F1103B, S_RIVALS);
    f->c = 1;
    f->d = (uint8_t)sys;
    harm_all(g, p, sys);
}

static void break_world(game_state *g, int first, int sys);

bool breaking_worlds_crisis(game_state *g, int sys) {
    hammer_data *d = HAMMER_OF(g);
    char sn[16];
    system_name(sys, sn);
    int i = 0;
    while (i < FRAGMENTS && d->frag[i] != FRAG_SUPPLY) i++;
    if (sys_is_gate(sys) || !sys_in_play(g, sys) || broken_world(g, sys) || i == FRAGMENTS || !d->repaired) {
        card_log(g, CARD_F1103B, "%s cannot be broken (a Broken World already, or no Hammer token in the supply).", sn);
        return false;
    }
    d->frag[i] = (uint8_t)(FRAG_MAP | FRAG_BROKEN | sys);
    card_log(g, CARD_F1103B, "A Broken World token is placed at %s: all its buildings are harmed.", sn);
    harm_all(g, -1, sys);
    break_world(g, g->initiative, sys);
    return true;
}

/* ---- the Rivals' battles ---- */

static bool may_battle_breaker(const game_state *g, int q, int p, int sys) {
    if (q == p || !(g->sys[sys].fresh[q] + g->sys[sys].damaged[q])) return false;
    uint8_t out[BATTLE_DEFENDERS_MAX];
    int n = battle_defenders(g, q, sys, out);
    for (int k = 0; k < n; k++)
        if (out[k] == p) return true;
    return false;
}

/* Steps 1-4 when the Planet Breaker controls the planet after the battles. */
static void broken(game_state *g, int p, int sys) {
    char sn[16];
    system_name(sys, sn);
    hammer_data *d = HAMMER_OF(g);
    int i = hammer_on_map(g);
    if (i < 0 || controller(g, sys) != p) {
        card_log(g, CARD_F1103B, "Player %d does not control %s: the world is not broken.", p + 1, sn);
        return;
    }
    d->frag[i] |= FRAG_BROKEN;
    card_log(g, CARD_F1103B, "Player %d flips the Hammer token at %s to its Broken World side.", p + 1, sn);
    if (in_play_area_of(g, p, CARD_F1101B)) /* the Act II objective (Act III: F1112B) */
        card_log(g, CARD_F1101B, "Crush a Planet into Dust: a Hammer token flipped to its Broken World side.");
    objective_advance(g, p, CRUSH_ADVANCE, CARD_F1101B);
    break_world(g, p, sys);
}

/* Steps 1-4 at the Broken World sys, the Outrage in turn order from
 * player `first`. */
static void break_world(game_state *g, int first, int sys) {
    char sn[16];
    system_name(sys, sn);
    hammer_data *d = HAMMER_OF(g);
    int p = first;
    int r = planet_type(sys), np = g->num_players;
    /* 1. All players Provoke Outrage of the planet type, in turn order. */
    for (int k = 0; k < np; k++) provoke_outrage(g, (p + k) % np, r);
    /* 2. The Refugee of the type, face up on top of the Court deck. */
    int ref = refugee_card(r);
    unsigned bit = ref >= 0 ? 1u << (ref - CARD_F1104) : 0;
    if ((d->tucked & bit) && g->court_deck_len < court_pile_max(g)) {
        d->tucked &= (uint8_t)~bit;
        fate_card_added(g);
        court_deck_pile(g)[g->court_deck_len++] = (uint16_t)ref;
        set_top_stack(d, ((top_stack(d) << TOP_BITS) | (unsigned)(ref - CARD_F1105 + 1)) & 0x7FFFu);
        card_log(g, CARD_F1103B, "%s is untucked and placed on top of the Court deck.", card_table[ref].name);
    }
    /* 3. The buildings onto the card. */
    for (int k = 0; k < BUILDING_SLOTS_MAX; k++) {
        uint8_t b = g->sys[sys].bld[k];
        if (!(b & BLD_OCCUPIED)) continue;
        int owner = (int)BLD_OWNER(b);
        uint8_t one = BLD_IS_STARPORT(b) ? 1u << ON_CARD_PORT_SHIFT : 1u;
        uint8_t *slot = owner == OWNER_FREE ? &d->free_on_card : &d->on_card[owner];
        /* Free pieces have no count to keep: the nibble stops at 15. */
        if (((*slot / one) & 0xFu) < 0xFu) *slot = (uint8_t)(*slot + one);
        g->sys[sys].bld[k] = 0;
        clear_building_marks(g, sys, k);
        if (!BLD_IS_STARPORT(b)) campaign_event(g, EVT_CITY_REMOVED, NO_PLAYER, owner, sys);
    }
    card_log(g, CARD_F1103B, "All buildings of %s are placed on Breaking Worlds.", sn);
    /* faq.csv Breaking Worlds Q2: pieces harmed like buildings (Banners of
     * Hegemony) "are removed and added to this card" (their card keeps
     * where they are: BUILDING_PIECE). */
    for (int q = 0; q < g->num_players; q++) cards_building_pieces_removed(g, q, sys);
    /* 4. The Court's Guild cards of the type scrapped, their agents back. */
    for (int k = 0; k < g->court_row_len; k++) {
        int c = g->court_row[k];
        if (c == NO_COURT_CARD || card_table[c].kind != CK_GUILD || card_table[c].suit != r) continue;
        fate_scrap(g, c);
        if (g->court_row[k] == NO_COURT_CARD) court_refill(g, k);
    }
}

static void step(game_state *g) {
    frame *f = top_frame(g);
    int p = f->player, sys = f->d, np = g->num_players;
    for (int k = f->c; k < np; k++) {
        int q = (p + k) % np;
        if (!may_battle_breaker(g, q, p, sys)) continue;
        f->c = (uint8_t)(k + 1);
        push_card_frame(g, FR_CARD, q, CARD_F1103B, S_CHOOSE)->d = (uint8_t)sys;
        return;
    }
    pop_frame(g);
    broken(g, p, sys);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    add_card_move(out, f->player, f->card, S_CHOOSE, 0, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int sys = top_frame(g)->d, q = m.player, p = breaker_of(g);
    if (card_choice_taken(g, m) < 0) {
        card_log(g, CARD_F1103B, "Player %d does not battle the Planet Breaker.", q + 1);
        return;
    }
    card_log(g, CARD_F1103B, "Player %d battles the Planet Breaker at the planet with the Hammer token.", q + 1);
    battle_begin_at(g, q, p, sys);
}

/* FRAME_CHECK: S_RIVALS (auto): c the next Rival's place in turn order
 * from the Planet Breaker, d the planet; S_CHOOSE: d the planet, a Rival
 * who may battle the Planet Breaker there. */
static bool frame_ok(const game_state *g, const frame *f) {
    int p = breaker_of(g), i = hammer_on_map(g);
    if (p < 0 || i < 0 || f->d != frag_system(HAMMER_OF(g)->frag[i]) || !card_frame_only(f, FB_C | FB_D)) return false;
    if (f->kind == FR_CARD_AUTO) return f->step == S_RIVALS && f->player == p && f->c >= 1 && f->c <= g->num_players;
    return f->kind == FR_CARD && f->step == S_CHOOSE && !f->c && may_battle_breaker(g, f->player, p, f->d);
}

/* ---- hook points ---- */

/* A Refugee secured by the holder (the Planet Breaker): "Scrap this if you
 * have the Planet Hammer" (refugees.c), once the card is theirs. */
static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    (void)card;
    if (ev->kind == EVT_CARD_SECURED && ev->player == holder) refugee_to_scrap(g, holder, ev->n);
}

static uint32_t slotless_systems(const game_state *g) {
    const hammer_data *d = HAMMER_OF(g);
    uint32_t m = 0;
    for (int i = 0; i < FRAGMENTS; i++)
        if (frag_broken(d->frag[i])) m |= 1u << frag_system(d->frag[i]);
    return m;
}

/* The topmost Refugee placed on top of the deck and still in it (those
 * above it were drawn). */
static int top_refugee(const game_state *g) {
    for (unsigned t = top_stack(HAMMER_OF(g)); t; t >>= TOP_BITS) {
        int c = CARD_F1105 + (int)(t & TOP_MASK) - 1;
        if (in_court_deck(g, c)) return c;
    }
    return -1;
}

static bool court_top_known(const game_state *g) {
    int c = top_refugee(g);
    return c >= 0 && g->court_deck_len && court_deck_pile(g)[g->court_deck_len - 1] == c;
}

/* ---- the data's Breaking Worlds part (hammer_fragments.c's def) ---- */

bool breaking_worlds_data_ok(const game_state *g, char *why, size_t cap) {
    const hammer_data *d = HAMMER_OF(g);
    for (int p = 0; p < MAX_PLAYERS; p++) {
        int cities = d->on_card[p] & 0xF, ports = d->on_card[p] >> ON_CARD_PORT_SHIFT;
        if ((p >= g->num_players && d->on_card[p]) || cities > CITIES_PER_PLAYER || ports > STARPORTS_PER_PLAYER)
            CARD_DATA_FAIL("Breaking Worlds: buildings of %d on the card %#x", p, d->on_card[p]);
    }
    unsigned seen = 0, t = top_stack(d);
    if (t >> (REFUGEES * TOP_BITS)) CARD_DATA_FAIL("Breaking Worlds: Refugees on top %#x", t);
    for (; t; t >>= TOP_BITS) {
        unsigned k = t & TOP_MASK;
        if (!k || k > REFUGEES || (seen & (1u << k)) || ((d->tucked >> k) & 1u))
            CARD_DATA_FAIL("Breaking Worlds: Refugee %u on top of the Court deck", k);
        seen |= 1u << k;
    }
    bool pieces = d->free_on_card || top_stack(d);
    for (int p = 0; p < MAX_PLAYERS; p++) pieces |= d->on_card[p] != 0;
    if (pieces && !d->repaired) CARD_DATA_FAIL("Breaking Worlds: pieces on the card before the Planet Hammer");
    return true;
}

/* The Refugees known on top go back there, deepest first; one drawn and
 * buried since lies in the known bottom, which the re-deal keeps. */
void breaking_worlds_determinize(game_state *g, int viewer) {
    (void)viewer;
    unsigned t = top_stack(HAMMER_OF(g));
    int cards[REFUGEES], n = 0;
    for (; t && n < REFUGEES; t >>= TOP_BITS) {
        int c = CARD_F1105 + (int)(t & TOP_MASK) - 1;
        if (court_deck_unknown_holds(g, c)) cards[n++] = c;
    }
    for (int k = n - 1; k >= 0; k--)
        if (court_deck_remove(g, cards[k])) court_deck_pile(g)[g->court_deck_len++] = (uint16_t)cards[k];
}

/* The whole Court deck shuffled: no Refugee is known on top. */
void breaking_worlds_court_shuffled(game_state *g) { set_top_stack(HAMMER_OF(g), 0); }

int breaking_worlds_buildings_out(const game_state *g, int p, bool starport) {
    if (p < 0 || p >= MAX_PLAYERS) return 0;
    uint8_t v = HAMMER_OF(g)->on_card[p];
    return starport ? v >> ON_CARD_PORT_SHIFT : v & 0xF;
}

int breaking_worlds_buildings(const game_state *g) {
    const hammer_data *d = HAMMER_OF(g);
    int n = (d->free_on_card & 0xF) + (d->free_on_card >> ON_CARD_PORT_SHIFT);
    for (int p = 0; p < MAX_PLAYERS; p++) n += (d->on_card[p] & 0xF) + (d->on_card[p] >> ON_CARD_PORT_SHIFT);
    return n;
}

static const card_step STEPS[] = {
    [S_RIVALS] = {"rivals", "", NULL},
    [S_CHOOSE] = {"battle", "", "battle the Planet Breaker at the planet with the Hammer token"},
};

const card_def card_breaking_worlds = {
    .card = CARD_F1103B,
    .short_name = "breaking-worlds",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .enumerate = enumerate,
    .apply = apply,
    .step = step,
    .frame_ok = frame_ok,
    .on_event = on_event,
    .events = EVENTS(EVT_CARD_SECURED),
    .slotless_systems = slotless_systems,
    .court_top_known = court_top_known,
};
