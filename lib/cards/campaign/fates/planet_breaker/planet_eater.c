/*
 * Planet-Eater Loose (ARCS-F1111, Vox; Planet Breaker): added to the Court
 * deck by the Planet Breaker's failed Resolution (ARCS-F1110), which also
 * put Breaking Worlds (its Refugees still tucked under it) and the 6 Hammer
 * tokens in the supply "used by Planet-Eater Loose in Act III".
 *
 *   "Crisis: Roll the event die again. If you roll the same symbol, place a
 *    Broken World token on the rolled planet. Resolve the Breaking Worlds
 *    card."                                          -> CRISIS, CHANCE
 *   A card step S_CRISIS (FR_CARD_AUTO) raises the roll: chance (CH_CARD,
 *   the event die's 6 faces, a = face - 1, as the campaign's event die
 *   names them). The same symbol as the Crisis's roll: a Hammer token from
 *   the supply, Broken World side up, on the rolled planet (the rolled
 *   cluster's planet of the rolled symbol: rolled_planet), then Breaking
 *   Worlds resolved with nobody as "you" (breaking_worlds_crisis): its
 *   buildings harmed (no Trophies: destroyed ones back to their owners),
 *   no Rival battles (there is no Planet Breaker to battle), then steps
 *   1-4: every player Provokes Outrage of the type (in turn order from the
 *   initiative), the Refugee of the type untucked onto the Court deck, the
 *   buildings onto Breaking Worlds, the Court's Guild cards of the type
 *   scrapped. Our readings: a planet that is a Broken World already, or no
 *   Hammer token left in the supply: nothing happens. The card says nothing
 *   of leaving the Court: it stays.
 *
 *   "When Secured: Roll 1 skirmish die per agent here. If you roll at least
 *    3 hits, gain 3 Power, draw the bottom card from the action discard
 *    pile, and bury this card. If not, this card and agents on it remain."
 *                                      -> WHEN_SECURED (every agent), CHANCE
 *   Every agent on the card (anyone's) waits in its owner's supply while
 *   the dice are rolled (card_def secured_agents_all): the count per player
 *   is kept in the step S_ROLL (FR_CARD_AUTO, above the place's refill).
 *   The roll is chance with two outcomes, fewer than 3 hits (a = 0) or at
 *   least 3 (a = 1), weighted as n skirmish dice fall (3 hit faces of 6:
 *   P(fewer) = (1 + n + n(n-1)/2) / 2^n). At least 3: the secure stands as
 *   the Secure action has it (Base rulebook, "Secure": the securer's agents
 *   return, Rivals' are captured), the securer gains 3 Power and draws the
 *   bottom card of the action discard pile (draw_action_discard_bottom:
 *   hidden to Rivals as that draw is), and the card is buried. Fewer: the
 *   card goes back to its Court place with every agent back on it (the
 *   place is not refilled: lib/rules/court.c leaves an occupied place).
 *
 * Breaking Worlds and its tucked Refugees stay in the game with it: a
 * Planet Breaker switching Fates keeps them (IN_PLAY_ELSEWHERE).
 *
 * Moves: chance only (no player decides anything here).
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "planet_breaker.h"

enum { S_CRISIS, S_ROLL };
enum { FACES = 6, HITS_NEEDED = 3, EATER_POWER = 3, DICE_MAX = 31 };
enum { P_CRISIS = 0, P_SECURED = 1 }; /* the chance frame's parameter */

/* ---- Crisis ---- */

static void crisis(game_state *g, int card, int pos) {
    (void)pos;
    card_log(g, card, "Planet-Eater Loose: the event die is rolled again.");
    push_card_frame(g, FR_CARD_AUTO, g->initiative, card, S_CRISIS);
}

/* ---- When Secured ---- */

/* Agents of player q packed in the step (4 bits each in c, d). */
static int agents_of(const frame *f, int q) { return ((q < 2 ? f->c : f->d) >> (4 * (q & 1))) & 0xF; }

static void when_secured_agents(game_state *g, int p, int card, int agents) {
    /* The place's refill waits below (lib/rules/court.c): its place. */
    const frame *r = top_frame(g);
    int pos = r && r->kind == FR_COURT_REFILL ? r->a : 0;
    frame *f = push_card_frame(g, FR_CARD_AUTO, p, card, S_ROLL);
    for (int q = 0; q < g->num_players; q++) {
        int n = (agents >> (8 * q)) & 0xFF;
        if (n > 0xF) n = 0xF; /* AGENTS_PER_PLAYER fits */
        if (q < 2) f->c = (uint8_t)(f->c | n << (4 * (q & 1)));
        else f->d = (uint8_t)(f->d | n << (4 * (q & 1)));
    }
    f->e = (uint8_t)pos;
}

static int dice_of(const game_state *g, const frame *f) {
    int n = 0;
    for (int q = 0; q < g->num_players; q++) n += agents_of(f, q);
    return n;
}

/* At least 3 hits: the Secure stands; Power, the discard's bottom card,
 * the card buried. */
static void eaten(game_state *g, const frame *f) {
    int p = f->player, card = f->card;
    for (int q = 0; q < g->num_players; q++) {
        int n = agents_of(f, q);
        if (!n) continue;
        g->pl[q].agents_supply = (uint8_t)(g->pl[q].agents_supply - n);
        if (q == p) {
            for (int k = 0; k < n; k++) return_agent(g, p);
        } else {
            g->pl[p].captives[q] = (uint8_t)(g->pl[p].captives[q] + n);
            campaign_event(g, EVT_AGENTS_CAPTURED, p, q, n);
        }
    }
    int power = g->pl[p].power + EATER_POWER;
    g->pl[p].power = (int16_t)(power < POWER_MAX ? power : POWER_MAX);
    card_log(g, card, "Player %d tames the Planet-Eater: +%d Power, the bottom card of the action discard pile, "
             "and Planet-Eater Loose is buried.", p + 1, EATER_POWER);
    court_bury_discarded(g, card);
    draw_action_discard_bottom(g, p);
}

/* Fewer than 3 hits: the card and its agents back in the place. */
static void remains(game_state *g, const frame *f) {
    int card = f->card, pos = f->e;
    court_discard_remove(g, card);
    /* A card secured with this one that stayed in the Court may hold the
     * place meanwhile (Passage Storms, "Don't remove this card!"): it stays
     * in the Court, attached to this card, which remains. */
    int stayed = g->court_row[pos];
    g->court_row[pos] = (uint16_t)card;
    cards_court_row_changed(g, card);
    if (stayed != NO_COURT_CARD && stayed != card) {
        cards_court_row_changed(g, stayed);
        attach_card(g, stayed, pos, true);
    }
    for (int q = 0; q < g->num_players; q++) {
        int n = agents_of(f, q);
        g->pl[q].agents_supply = (uint8_t)(g->pl[q].agents_supply - n);
        g->court_agents[pos][q] = (uint8_t)n;
    }
    card_log(g, card, "The Planet-Eater is not tamed: Planet-Eater Loose and the agents on it remain.");
}

/* ---- the card's steps and chance ---- */

static void step(game_state *g) {
    const frame *f = top_frame(g);
    /* The roll: applied at once (internal chance), or a chance decision
     * above this step (explicit); chance_drawn pops the step. */
    card_chance(g, f->card, f->step == S_CRISIS ? P_CRISIS : P_SECURED);
}

static void outcomes(const game_state *g, const frame *f, move_list *out, uint32_t *weights) {
    if (f->b == P_CRISIS) {
        for (int a = 0; a < FACES; a++) add_move(out, ARCS_MOVE_CHANCE, ARCS_PLAYER_CHANCE_ID, a, 0, CH_EVENT_DIE, 0);
        return;
    }
    /* n skirmish dice, 3 hit faces of 6 each: P(fewer than 3 hits). Past
     * DICE_MAX dice the weights are those of DICE_MAX (never that many
     * agents on one card in practice). */
    const frame *s = &g->stack[g->depth - (top_frame_c(g) == f ? 2 : 1)];
    int n = dice_of(g, s);
    if (n > DICE_MAX) n = DICE_MAX;
    uint64_t all = 1ull << n, fewer = 1 + (uint64_t)n + (uint64_t)n * (uint64_t)(n > 0 ? n - 1 : 0) / 2;
    if (fewer > all) fewer = all;
    size_t first = out->n;
    add_move(out, ARCS_MOVE_CHANCE, ARCS_PLAYER_CHANCE_ID, 0, 0, 0, 0);
    add_move(out, ARCS_MOVE_CHANCE, ARCS_PLAYER_CHANCE_ID, 1, 0, 0, 0);
    if (weights) {
        weights[first] = (uint32_t)fewer;
        weights[first + 1] = (uint32_t)(all - fewer);
    }
}

static void drawn(game_state *g, const frame *c, arcs_move m) {
    frame f = *top_frame(g); /* this card's step, below the roll */
    pop_frame(g);
    if (c->b == P_CRISIS) {
        int face = m.a + 1, symbol = event_die_symbol(face);
        bool same = g->camp.event_die && symbol == event_die_symbol(g->camp.event_die);
        static const char *const names[3] = {"arrow", "crescent", "hex"};
        card_log(g, f.card, "The event die shows the %s%s.", names[symbol - SYS_ARROW],
                 same ? ", the same symbol: the Planet-Eater strikes the rolled planet" : ": nothing happens");
        if (same) breaking_worlds_crisis(g, rolled_planet(g));
        return;
    }
    card_log(g, f.card, "Player %d rolls %d skirmish dice for the agents on Planet-Eater Loose: %s 3 hits.",
             f.player + 1, dice_of(g, &f), m.a ? "at least" : "fewer than");
    if (m.a) eaten(g, &f);
    else remains(g, &f);
}

/* FRAME_CHECK: S_CRISIS (auto): no data; S_ROLL (auto): c, d the agents
 * per player (4 bits each, at most AGENTS_PER_PLAYER, in their owners'
 * supplies), e the Court place, empty, whose refill waits just below. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind != FR_CARD_AUTO) return false;
    if (f->step == S_CRISIS) return card_frame_only(f, 0);
    if (f->step != S_ROLL || !card_frame_only(f, FB_C | FB_D | FB_E) || f->e >= g->court_row_len) return false;
    /* (The place may hold a card secured with this one that stayed in the
     * Court: the refill below then draws nothing.) */
    int i = (int)(f - g->stack);
    if (i < 1 || i >= g->depth || g->stack[i - 1].kind != FR_COURT_REFILL || g->stack[i - 1].a != f->e) return false;
    for (int q = 0; q < MAX_PLAYERS; q++) {
        int n = agents_of(f, q);
        if (n && (q >= g->num_players || n > AGENTS_PER_PLAYER || n > g->pl[q].agents_supply)) return false;
    }
    return dice_of(g, f) > 0;
}

/* The roll's chance frame lies on this card's step of the same kind. */
static bool chance_ok(const game_state *g, const frame *c) {
    int i = (int)(c - g->stack);
    if (i < 1 || i >= g->depth || c->b > P_SECURED) return false;
    const frame *s = &g->stack[i - 1];
    return s->kind == FR_CARD_AUTO && s->card == CARD_F1111 && s->step == (c->b == P_CRISIS ? S_CRISIS : S_ROLL);
}

/* Breaking Worlds and the Refugees tucked under it lie in the supply for
 * Planet-Eater Loose (ARCS-F1110 failed: "They're used by Planet-Eater
 * Loose in Act III"): in play while it is in the game, so a Planet Breaker
 * switching Fates does not scrap them (Switching Fates scraps only what is
 * not in play). */
static bool for_the_eater(const game_state *g, int card) {
    if (card != CARD_F1103B && refugee_type(card) < 0) return false;
    const hammer_data *d = HAMMER_OF(g);
    if (!d->repaired || card_scrapped(g, CARD_F1111) || !fate_card_in_play(g, CARD_F1111)) return false;
    return card == CARD_F1103B || ((d->tucked >> (card - CARD_F1104)) & 1u);
}

static const card_step STEPS[] = {
    [S_CRISIS] = {"crisis", "", NULL},
    [S_ROLL] = {"roll", "", NULL},
};

const card_def card_planet_eater_loose = {
    .card = CARD_F1111,
    .short_name = "planet-eater-loose",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .crisis = crisis,
    .secured_agents_all = true,
    .when_secured_agents = when_secured_agents,
    .step = step,
    .frame_ok = frame_ok,
    .chance_outcomes = outcomes,
    .chance_drawn = drawn,
    .chance_frame_ok = chance_ok,
    .in_play_elsewhere = for_the_eater,
    .chance_what = "roll the dice of Planet-Eater Loose (the event die again, or 1 skirmish die per agent)",
};
