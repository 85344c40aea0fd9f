/*
 * Passage Storms (cards.csv ARCS-F2206, Vox; the Gate Wraith's Act III,
 * placed face up on top of the Court deck by its Setup, ARCS-F2201A step 7:
 * passage_storms_place_on_top; known there, hook point COURT_TOP through
 * the law ARCS-F2205, drawn without chance; determinize keeps it on top).
 *
 *   "When Drawn: The player with initiative attaches this to a card in the
 *    Court."                                            -> WHEN_DRAWN
 *     The initiative holder's choice: "card passage-storms attach <place>",
 *     a move per row place they may attach to (Attaching Cards, "One
 *     Each", else "Forced Attach": attach_places_for_player), never its own
 *     place; its place is then refilled from the Court deck. With no other
 *     card in the Court it stays where it was drawn (nothing to attach to).
 *   "Crisis: Hit each piece in the Twisted Passage. Place this under the top
 *    card of the Court deck."                           -> CRISIS
 *     One hit per piece: each player's ships there (crisis_hit_loyal_ships:
 *     fresh ships damaged, damaged ones destroyed, a Flagship there one hit
 *     to its board), each Imperial ship (a damaged one destroyed, back to
 *     the Imperial supply), each building (a gate's, outside the printed
 *     slots: damaged, a damaged one destroyed by no player: no Trophy, no
 *     Outrage). Blight never reaches the Twisted Passage (a collapse leaves
 *     it on the gate, collapse.c) and tokens are not hit (token defaults). Then the card leaves the Court: attached, it is
 *     taken off (the card below stays: "Removing Attached Cards"); in a row
 *     place, the place is emptied as a buried card's (agents returned, an
 *     attached card slides down or the place refills). It goes under the
 *     top card of the deck (on top of an empty deck), known there to all
 *     (its data: under the top card): the top card's draw is chance among
 *     the others (card_data_def.court_under_top, lib/core/chance.c), then
 *     it is the known top card (court_drawn) and drawn without chance;
 *     determinize keeps it there. A shuffle of the deck forgets it.
 *   "When Secured: Move any number of times from the Twisted Passage to any
 *    planets. (Don't remove this card!)"               -> WHEN_SECURED
 *     The securer's decision, one piece a move: "card passage-storms move
 *     <planet> <n>" (n 0 a fresh ship, 1 a damaged ship, 2 their Flagship)
 *     to any planet in play, or "decline" (done). These are the card's
 *     moves, not the law's die moves: the event die is not rerolled. The
 *     card stays in the Court: secured in its row place, it stays there;
 *     secured along with the card it is attached to, it takes that card's
 *     place (the place is not refilled; our reading of "Only the card
 *     remains in the Court"). faq.csv Passage Storms: "When I secure this
 *     card, what happens to the agents on it? They are returned and taken
 *     as Captives, as normal." (the Secure steps: lib/rules/actions.c).
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/flagship.h"
#include "cards/card_data.h"
#include "gate_wraith.h"

enum { S_ATTACH, S_MOVE };
enum { STORM_FRESH, STORM_DAMAGED, STORM_FLAGSHIP };

/* Where the Court deck holds it, known to all (storms_data.on_top). */
enum { STORMS_UNKNOWN, STORMS_ON_TOP, STORMS_UNDER_TOP };
typedef struct storms_data {
    uint8_t on_top; /* STORMS_ON_TOP: placed face up on top of the Court deck (or
                     * under a top card since drawn), not drawn since;
                     * STORMS_UNDER_TOP: placed under the top card, which is
                     * not drawn yet */
} storms_data;
#define STORMS_OF(g) CARD_DATA(g, storms_data, card_data_place(CARD_F2206))

static bool in_court_deck(const game_state *g) {
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile(g)[i] == CARD_F2206) return true;
    return false;
}

void passage_storms_place_on_top(game_state *g) {
    if (g->court_deck_len >= court_pile_max(g) || in_court_deck(g)) return;
    fate_card_added(g);
    court_deck_pile(g)[g->court_deck_len++] = CARD_F2206;
    STORMS_OF(g)->on_top = STORMS_ON_TOP;
}

bool passage_storms_on_top(const game_state *g) {
    return STORMS_OF(g)->on_top == STORMS_ON_TOP && g->court_deck_len &&
           court_deck_pile(g)[g->court_deck_len - 1] == CARD_F2206;
}

/* ---- When Drawn ---- */

static unsigned attach_targets(const game_state *g, int pos) {
    return attach_places_for_player(g) & ~(pos >= 0 ? 1u << pos : 0u);
}

/* The row place Passage Storms lies on (its own, not attached), or -1:
 * other decisions may resolve between its draw and the attaching. */
static int storms_place(const game_state *g) {
    for (int i = 0; i < g->court_row_len && i < COURT_ROW_MAX; i++)
        if (g->court_row[i] == CARD_F2206) return i;
    return -1;
}

static void when_drawn(game_state *g, int card, int pos) {
    STORMS_OF(g)->on_top = STORMS_UNKNOWN;
    if (!attach_targets(g, pos)) {
        card_log(g, card, "Passage Storms is drawn: there is no other card in the Court to attach it to.");
        return;
    }
    card_log(g, card, "Passage Storms is drawn: Player %d, with the initiative, attaches it to a card in the Court.",
             g->initiative + 1);
    push_card_frame(g, FR_CARD, g->initiative, card, S_ATTACH);
}

/* ---- Crisis ---- */

static void crisis(game_state *g, int card, int pos) {
    system_state *tp = &g->sys[TWISTED_PASSAGE];
    int destroyed = 0, hit = 0;
    for (int p = 0; p < g->num_players; p++) {
        int pieces = tp->fresh[p] + tp->damaged[p] + (flagship_system(g, p) == TWISTED_PASSAGE);
        if (!pieces) continue;
        int dead = 0;
        crisis_hit_loyal_ships(g, p, TWISTED_PASSAGE, pieces, &dead);
        hit += pieces;
        destroyed += dead;
    }
    uint8_t *imp = g->camp.imperial[TWISTED_PASSAGE];
    hit += imp[0] + imp[1];
    destroyed += imp[1];
    int imperial_dead = imp[1];
    g->camp.imperial_supply = (uint8_t)(g->camp.imperial_supply + imp[1]);
    imp[1] = imp[0];
    imp[0] = 0;
    /* Destroyed by no player, now in the Empire's supply (as the players'
     * ships: crisis_hit_loyal_ships reports those). */
    if (imperial_dead) campaign_event(g, EVT_SHIPS_DESTROYED, NO_PLAYER, OWNER_EMPIRE, imperial_dead);
    /* Buildings there (a gate's: Gate Ports, Gate Stations): a fresh one is
     * damaged, a damaged one destroyed (no Trophy, no Outrage: no player
     * destroys it). */
    for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
        uint8_t b = tp->bld[i];
        if (!(b & BLD_OCCUPIED)) continue;
        hit++;
        if (BLD_IS_DAMAGED(b)) {
            passage_destroy_building(g, TWISTED_PASSAGE, i);
            destroyed++;
        } else {
            tp->bld[i] = (uint8_t)(b | BLD_DAMAGED);
        }
    }
    card_log(g, card, "Crisis: Passage Storms hits each piece in the Twisted Passage (%d hit%s, %d piece%s destroyed).",
             hit, hit == 1 ? "" : "s", destroyed, destroyed == 1 ? "" : "s");
    /* Off the Court, then under the top card of the deck. */
    if (g->court_row[pos] == card) {
        court_bury_from_row(g, pos);
        court_deck_remove(g, card);
    } else {
        attach_remove(g, card);
    }
    if (g->court_deck_len >= court_pile_max(g)) return;
    uint16_t *deck = court_deck_pile(g);
    int at = g->court_deck_len ? g->court_deck_len - 1 : 0;
    for (int i = g->court_deck_len; i > at; i--) deck[i] = deck[i - 1];
    deck[at] = (uint16_t)card;
    g->court_deck_len++;
    if (g->court_deck_known > at) g->court_deck_known = (uint8_t)at;
    STORMS_OF(g)->on_top = at == g->court_deck_len - 1 ? STORMS_ON_TOP : STORMS_UNDER_TOP;
    card_log(g, card, "Passage Storms is placed under the top card of the Court deck.");
}

/* ---- When Secured ---- */

/* The pieces p may move out of the Twisted Passage (bit STORM_*). */
static unsigned movable(const game_state *g, int p) {
    unsigned m = 0;
    if (g->sys[TWISTED_PASSAGE].fresh[p]) m |= 1u << STORM_FRESH;
    if (g->sys[TWISTED_PASSAGE].damaged[p]) m |= 1u << STORM_DAMAGED;
    if (flagship_system(g, p) == TWISTED_PASSAGE) m |= 1u << STORM_FLAGSHIP;
    return m;
}

/* "Don't remove this card!": from the discard pile (where a secured Vox
 * card lies meanwhile) back into the Court on row place pos. */
static void stay_in_court(game_state *g, int card, int pos) {
    if (pos < 0 || pos >= g->court_row_len || g->court_row[pos] != NO_COURT_CARD || !court_discard_remove(g, card))
        return;
    g->court_row[pos] = (uint16_t)card;
    cards_court_row_changed(g, card);
    card_log(g, card, "Passage Storms stays in the Court (place %d).", pos + 1);
}

static bool in_discard(const game_state *g) {
    for (int i = 0; i < g->court_discard_len; i++)
        if (court_discard_pile(g)[i] == CARD_F2206) return true;
    return false;
}

static void when_secured(game_state *g, int p, int card) {
    /* Its place: the one the secure refills (its own, or that of the card
     * it was attached to), else the first empty one but the Imperial
     * Council's (tucked under its securer's card until the round ends). While the securer
     * moves, the refill waits below (FR_COURT_REFILL, its place empty):
     * the card returns there when the moves end (frame a, b = 1). */
    bool refill_waits = g->depth && top_frame(g)->kind == FR_COURT_REFILL;
    int pos = refill_waits ? top_frame(g)->a : -1;
    for (int i = 0; pos < 0 && i < g->court_row_len; i++)
        if (g->court_row[i] == NO_COURT_CARD && i != COUNCIL_PLACE) pos = i; /* (the Council's place waits for it) */
    if (!movable(g, p) || !refill_waits) stay_in_court(g, card, pos);
    if (!movable(g, p)) return;
    card_log(g, card, "Player %d may move any number of times from the Twisted Passage to any planets.", p + 1);
    frame *f = push_card_frame(g, FR_CARD, p, card, S_MOVE);
    if (refill_waits && pos >= 0) f->a = (uint8_t)pos, f->b = 1;
}

/* The moves end: the frame popped, the card back in its place if it waits. */
static void moves_end(game_state *g) {
    frame f = *top_frame(g);
    pop_frame(g);
    if (f.b) stay_in_court(g, f.card, f.a);
}

static uint32_t planets_in_play(const game_state *g) {
    uint32_t m = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (!sys_is_gate(s) && sys_in_play(g, s)) m |= 1u << s;
    return m;
}

/* ---- the card's decisions ---- */

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->step == S_ATTACH) {
        /* Other decisions may resolve between the draw and the attaching:
         * with Passage Storms no longer in the row, or no card left to
         * attach it to, nothing is attached (the one move: decline). */
        unsigned targets = storms_place(g) >= 0 ? attach_targets(g, storms_place(g)) : 0;
        if (targets) card_moves_for_bits(out, f->player, f->card, S_ATTACH, targets);
        else add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
        return;
    }
    unsigned kinds = movable(g, f->player);
    for (uint32_t planets = planets_in_play(g); planets; planets &= planets - 1)
        for (int n = 0; n < 3; n++)
            if (kinds >> n & 1) add_card_move(out, f->player, f->card, S_MOVE, __builtin_ctz(planets), n, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    const frame *f = top_frame(g);
    int card = f->card, p = m.player;
    char sn[16];
    if (f->step == S_ATTACH && m.kind == ARCS_MOVE_DECLINE) {
        pop_frame(g);
        card_log(g, card, "Passage Storms is attached to nothing: it is no longer in the row, or no other card is.");
        return;
    }
    if (f->step == S_ATTACH) {
        int pos = storms_place(g), to = m.d;
        if (to >= COURT_ROW_MAX || !(attach_targets(g, pos) >> to & 1)) return;
        pop_frame(g);
        if (pos < 0) return; /* no longer in the row (secured, buried...): nothing to attach */
        bool forced = !(attach_free_places(g) >> to & 1);
        g->court_row[pos] = NO_COURT_CARD;
        cards_court_row_changed(g, card);
        attach_card(g, card, to, forced);
        card_log(g, card, "Player %d attaches Passage Storms to %s.", p + 1, card_table[g->court_row[to]].name);
        court_refill(g, pos);
        return;
    }
    if (m.kind == ARCS_MOVE_DECLINE) {
        moves_end(g);
        return;
    }
    int s = m.d, n = m.e;
    if (s >= NUM_SYSTEMS || !(planets_in_play(g) >> s & 1) || n > STORM_FLAGSHIP || !(movable(g, p) >> n & 1)) return;
    system_state *tp = &g->sys[TWISTED_PASSAGE];
    if (n == STORM_FRESH) tp->fresh[p]--, g->sys[s].fresh[p]++;
    else if (n == STORM_DAMAGED) tp->damaged[p]--, g->sys[s].damaged[p]++;
    else g->camp.flagship[p] = (uint8_t)(s + 1);
    static const char *const WHAT[] = {"a fresh ship", "a damaged ship", "their Flagship"};
    card_log(g, card, "Passage Storms: Player %d moves %s from the Twisted Passage to %s.", p + 1, WHAT[n],
             system_name(s, sn));
    if (!movable(g, p)) moves_end(g);
}

static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind != FR_CARD || !card_frame_player_ok(g, f->player)) return false;
    if (f->step == S_ATTACH)
        return card_frame_only(f, 0);
    if (f->step != S_MOVE || !movable(g, f->player)) return false;
    if (!f->b) return card_frame_only(f, 0);
    return card_frame_only(f, 3u) && f->b == 1 && f->a < g->court_row_len && g->court_row[f->a] == NO_COURT_CARD &&
           in_discard(g);
}

static const card_step STEPS[] = {
    [S_ATTACH] = {"attach", "n", "attach Passage Storms to %k1"},
    [S_MOVE] = {"move", "sn", "move from the Twisted Passage to %1 (%2: 0 a fresh ship, 1 a damaged ship, 2 the Flagship)"},
};

/* ---- the data: known on top of the Court deck ---- */

/* Under the top card: the deck's second card from the top (the Crisis put it
 * there; the top card drawn makes it the top card: court_drawn). A card another effect
 * lays face up on top (Refugees, Seek the Portal) pushes it down: then it is
 * drawn as an unknown card (our simplification; that card's own hook
 * answers for the top). */
static bool under_top(const game_state *g) {
    return g->court_deck_len >= 2 && court_deck_pile_ro(g)[g->court_deck_len - 2] == CARD_F2206 &&
           g->court_deck_known < g->court_deck_len - 1;
}

static bool data_invariants(const game_state *g, char *why, size_t cap) {
    int at = STORMS_OF(g)->on_top;
    if (at > STORMS_UNDER_TOP) CARD_DATA_FAIL("Passage Storms: on top %u", at);
    return true;
}

/* COURT_TOP: known under the top card. */
static int court_under_top(const game_state *g) {
    return STORMS_OF(g)->on_top == STORMS_UNDER_TOP && under_top(g) ? CARD_F2206 : -1;
}

/* COURT_TOP: the card above it was drawn into the Court: now the known top
 * card. (A search that takes the top card leaves it on top but no longer
 * under_top: then drawn as an unknown card, our simplification.) */
static void court_drawn(game_state *g) {
    if (STORMS_OF(g)->on_top != STORMS_UNDER_TOP) return;
    bool top = g->court_deck_len && court_deck_pile_ro(g)[g->court_deck_len - 1] == CARD_F2206;
    STORMS_OF(g)->on_top = top ? STORMS_ON_TOP : STORMS_UNKNOWN;
}

/* A shuffle forgets where it lies. */
static void court_shuffled(game_state *g) {
    STORMS_OF(g)->on_top = STORMS_UNKNOWN;
}

/* Placed face up on top and not drawn since: back on top of a re-dealt
 * deck; under the top card: back there (second from the top). Buried since
 * (by another effect), it lies in the known bottom part (court_deck_known),
 * which the re-deal keeps: left there. */
static void data_determinize(game_state *g, int viewer) {
    (void)viewer;
    int at = STORMS_OF(g)->on_top;
    if (!at || !in_court_deck(g)) return;
    for (int i = 0; i < g->court_deck_known && i < g->court_deck_len; i++)
        if (court_deck_pile(g)[i] == CARD_F2206) return;
    if (!court_deck_remove(g, CARD_F2206)) return;
    uint16_t *deck = court_deck_pile(g);
    if (at == STORMS_UNDER_TOP && g->court_deck_len) {
        deck[g->court_deck_len] = deck[g->court_deck_len - 1];
        deck[g->court_deck_len - 1] = CARD_F2206;
        g->court_deck_len++;
    } else {
        deck[g->court_deck_len++] = CARD_F2206;
    }
    STORMS_OF(g)->on_top = (uint8_t)at; /* public: what every world keeps */
}

static const card_data_def STORMS_DATA = {
    .size = sizeof(storms_data),
    .invariants = data_invariants,
    .determinize = data_determinize,
    .court_shuffled = court_shuffled,
    .court_under_top = court_under_top,
    .court_drawn = court_drawn,
};

const card_def card_passage_storms = {
    .card = CARD_F2206,
    .short_name = "passage-storms",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .data = &STORMS_DATA,
    .when_drawn = when_drawn,
    .crisis = crisis,
    .when_secured = when_secured,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
