/*
 * Call for Armistice and the Armistices (the Founder's Act II; cards.csv).
 *
 * F215 Call for Armistice (edict 25, rules booklet)          -> EDICT
 *   "Scrap this if there are no Members of the Commonwealth. The Member of
 *    the Commonwealth with the least Power may untuck 1 Armistice card
 *    from here and attach it to a card in the Court. On a tie, skip this."
 *   Edict order 25 (components.md §9.5). With no Members the edict and the
 *   Armistices tucked under it are scrapped. The least-Power Member (alone
 *   with the least: a tie skips) chooses a Court card with nothing
 *   attached ("One Each", Attaching Cards) or declines ("may"); the
 *   Imperial Council is not offered (securing it secures no attached card,
 *   so an Armistice there could never leave). The Armistices untuck in
 *   order (F216 first): they are alike.
 *
 * F216, F217 Armistice (Vox)                        -> HARM, WHEN_SECURED
 *   "While this is in the Court, Members of the Commonwealth cannot harm
 *    each other or Free buildings. (This card has no Crisis.)"  An
 *   Armistice lies attached to a Court card, which the Court row's
 *   sources do not walk: the edict in the rules booklet answers the hook
 *   point HARM for it while an Armistice is attached anywhere in the
 *   Court, or lies in the row (slid down when its card left), so a Member
 *   cannot choose another Member or the Free States as the defender in
 *   battle.
 *   "When Secured: You must place all agents from here onto other Court
 *    cards of your choice."                  -> WHEN_SECURED (all agents)
 *   "Here" is the Armistice itself: attached, it holds no agents (they
 *   are on the card it is attached to, secured with it as usual); it holds
 *   some once that card left the Court and it slid down in its place
 *   (Attaching Cards, "Removal from Court": "Place all agents from the
 *   removed card onto the previously attached card"). Secured there (or
 *   Ransacked: its text wins), every agent on it, Loyal or Rival, waits in
 *   its owner's supply, none returned, captured or taken as a Trophy
 *   (card_def secured_agents_all); the securer places them one at a time,
 *   their own first, then each Rival's in turn order, each onto a Court
 *   card of their choice ("must": no stopping; "other": the Armistice's
 *   place is empty until the refill), the Council too. With no card left
 *   to take one, the rest are handled as Secure step 1 would (Loyal
 *   return, Rival captured).
 *   "Tuck this card behind Edict 25."  Then (or at once when secured
 *   attached) it is tucked under Call for Armistice again (scrapped if
 *   that edict was scrapped).
 *
 * F226 Mass Call for Armistice (edict 25, rules booklet; the Founder's
 * Act III Setup puts it in place of F215)                     -> EDICT
 *   F215's text, then "Then, the Founder may do the same." After the
 *   least-Power Member's call (or its skip on a tie), the Founder (the
 *   player whose Fate is the Founder, Member or not) may untuck an
 *   Armistice still tucked and attach it the same way: an automatic step
 *   (S_FOUNDER) offers the decision only when an Armistice is tucked and a
 *   Court card can take it. Every rule of F215 holds for it (HARM, the
 *   Armistices tucked behind it: "the same as before").
 *
 * Moves: "card call-for-armistice attach <Court place>", "decline"
 * ("card mass-call-for-armistice attach <Court place>" for F226);
 * "card armistice place <Court place>".
 *
 * Frame data (armistice S_PLACE): a..d = agents of players 0..3 still
 * waiting in their supplies.
 */
#include "cards/campaign/fates/founder/commonwealth.h"

enum { S_ATTACH, S_FOUNDER };

static bool is_armistice(int c) { return c == CARD_F216 || c == CARD_F217; }

bool armistice_in_court(const game_state *g) {
    for (int pos = 0; pos < g->court_row_len && pos < COURT_ROW_MAX; pos++) {
        /* In the row itself (a card it was attached to left the Court and
         * it slid down: Attaching Cards) or attached to a card there. */
        if (is_armistice(g->court_row[pos])) return true;
        for (int k = 0; k < ATTACHED_MAX; k++)
            if (is_armistice(g->camp.attached[pos][k])) return true;
    }
    return false;
}

/* Court places an Armistice may be attached to. */
static unsigned attach_places(const game_state *g) { return attach_free_places(g) & ~(1u << COUNCIL_PLACE); }

/* The player whose Fate is the Founder, or -1. */
static int the_founder(const game_state *g) {
    for (int p = 0; p < g->num_players; p++)
        if (g->camp.fate[p] == CARD_FATE02) return p;
    return -1;
}

/* Offer p the call, when an Armistice is tucked and a card can take it. */
static void offer(game_state *g, int p, int card, const char *who) {
    if (!*armistices_tucked(g) || !attach_places(g)) {
        card_log(g, card, "no Armistice can be attached.");
        return;
    }
    card_log(g, card, "Player %d, %s, may call for an Armistice.", p + 1, who);
    push_card_frame(g, FR_CARD, p, card, S_ATTACH);
}

static void resolve(game_state *g, int card) {
    unsigned members = commonwealth_members(g);
    uint8_t *tucked = armistices_tucked(g);
    if (!members) {
        card_log(g, card, "there are no Members of the Commonwealth.");
        for (int i = 0; i < 2; i++)
            if ((*tucked >> i) & 1u) fate_scrap(g, CARD_F216 + i);
        *tucked = 0;
        fate_scrap(g, card);
        return;
    }
    /* F226: "Then, the Founder may do the same" (beneath the Member's call). */
    int founder = the_founder(g);
    if (card == CARD_F226 && founder >= 0) push_card_frame(g, FR_CARD_AUTO, founder, card, S_FOUNDER);
    int least = -1;
    bool tie = false;
    for (int p = 0; p < g->num_players; p++) {
        if (!((members >> p) & 1u)) continue;
        if (least < 0 || g->pl[p].power < g->pl[least].power) least = p, tie = false;
        else if (g->pl[p].power == g->pl[least].power) tie = true;
    }
    if (tie) {
        card_log(g, card, "Members are tied for the least Power: no Armistice.");
        return;
    }
    offer(g, least, card, "the Member with the least Power");
}

/* FR_CARD_AUTO S_FOUNDER (F226): the Founder's call. */
static void founder_step(game_state *g) {
    frame *f = top_frame(g);
    int p = f->player, card = f->card;
    pop_frame(g);
    offer(g, p, card, "the Founder");
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    card_moves_for_bits(out, f->player, f->card, S_ATTACH, attach_places(g));
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = card_choice_taken(g, m);
    if (card < 0) return;
    uint8_t *tucked = armistices_tucked(g);
    int i = (*tucked & 1u) ? 0 : 1;
    *tucked &= (uint8_t)~(1u << i);
    fate_card_added(g);
    card_log(g, card, "Player %d calls for an Armistice.", m.player + 1);
    attach_card(g, CARD_F216 + i, m.d, false);
}

/* HARM: while an Armistice is in the Court, a Member harms no Member and
 * no Free building. */
static bool forbids_harm(const game_state *g, int p, int owner, int sys) {
    (void)sys;
    if (!armistice_in_court(g) || !commonwealth_member(g, p)) return false;
    return owner == OWNER_FREE || (owner < MAX_PLAYERS && commonwealth_member(g, owner));
}

static bool tucked_invariants(const game_state *g, char *why, size_t cap) {
    int t = CARD_DATA(g, armistice_data, card_data_place(CARD_F215))->tucked;
    if (t > 3) CARD_DATA_FAIL("Armistices tucked %#x", t);
    for (int i = 0; i < 2; i++)
        if (((t >> i) & 1u) && card_scrapped(g, CARD_F216 + i)) CARD_DATA_FAIL("scrapped Armistice %d tucked", i + 1);
    return true;
}

static const card_data_def TUCKED_DATA = {
    .size = sizeof(armistice_data),
    .invariants = tucked_invariants,
};

static bool frame_ok(const game_state *g, const frame *f) {
    bool founder = f->card == CARD_F226 && f->player == the_founder(g);
    if (f->kind == FR_CARD_AUTO && f->step == S_FOUNDER) return card_frame_only(f, 0) && founder;
    return f->kind == FR_CARD && f->step == S_ATTACH && card_frame_only(f, 0) &&
           (commonwealth_member(g, f->player) || founder) &&
           CARD_DATA(g, armistice_data, card_data_place(CARD_F215))->tucked;
}

static const card_step STEPS[] = {
    [S_ATTACH] = {"attach", "n", "attach an Armistice to %k1"},
};

const card_def card_call_for_armistice = {
    .card = CARD_F215,
    .short_name = "call-for-armistice",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .edict_order = 25,
    .edict = resolve,
    .enumerate = enumerate,
    .apply = apply,
    .data = &TUCKED_DATA,
    .frame_ok = frame_ok,
    .forbids_harm = forbids_harm,
};

/* F226: the same, its Armistices in F215's data (TUCKED_DATA). */
const card_def card_mass_call_for_armistice = {
    .card = CARD_F226,
    .short_name = "mass-call-for-armistice",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .edict_order = 25,
    .edict = resolve,
    .enumerate = enumerate,
    .apply = apply,
    .step = founder_step,
    .frame_ok = frame_ok,
    .forbids_harm = forbids_harm,
};

/* ---- F216, F217 ---- */

enum { S_PLACE };

static bool open_place(const game_state *g, int pos) {
    return g->court_row[pos] != NO_COURT_CARD && !court_place_closed(g, pos);
}

static unsigned open_places(const game_state *g) {
    unsigned m = 0;
    for (int pos = 0; pos < g->court_row_len && pos < COURT_ROW_MAX; pos++)
        if (open_place(g, pos)) m |= 1u << pos;
    return m;
}

static uint8_t *waiting_of(frame *f, int q) { return q == 0 ? &f->a : q == 1 ? &f->b : q == 2 ? &f->c : &f->d; }
static int waiting_ro(const frame *f, int q) { return q == 0 ? f->a : q == 1 ? f->b : q == 2 ? f->c : f->d; }

/* Whose agent is placed next: the securer's first, then in turn order. */
static int next_owner(const game_state *g, const frame *f) {
    for (int k = 0; k < g->num_players; k++) {
        int q = (f->player + k) % g->num_players;
        if (waiting_ro(f, q)) return q;
    }
    return -1;
}

static void tuck_back(game_state *g, int card) {
    court_discard_remove(g, card);
    g->camp.fate_cards_added--;
    int edict = NO_COURT_CARD;
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] == CARD_F215 || g->camp.booklet[i] == CARD_F226) edict = g->camp.booklet[i];
    if (edict == NO_COURT_CARD) {
        card_scrap(g, card);
        card_log(g, card, "its edict is gone: the Armistice is scrapped.");
        return;
    }
    *armistices_tucked(g) |= (uint8_t)(1u << (card - CARD_F216));
    card_log(g, card, "The Armistice ends: it is tucked behind %s.", card_table[edict].name);
}

static void when_secured(game_state *g, int p, int card) {
    (void)p;
    tuck_back(g, card);
}

/* The agents no Court card can take: as Secure step 1 (Loyal return,
 * Rival captured). */
static void unplaced(game_state *g, int p, const frame *f) {
    for (int q = 0; q < g->num_players; q++) {
        int n = waiting_ro(f, q);
        if (!n) continue;
        card_log(g, f->card, "no Court card can take Player %d's %d agent(s).", q + 1, n);
        for (int k = 0; k < n; k++) {
            g->pl[q].agents_supply--;
            if (q == p) return_agent(g, p);
        }
        if (q == p) continue;
        g->pl[p].captives[q] = (uint8_t)(g->pl[p].captives[q] + n);
        campaign_event(g, EVT_AGENTS_CAPTURED, p, q, n);
    }
}

/* Place the waiting agents (frame f, not on the stack), then tuck. */
static void place_next(game_state *g, frame f) {
    if (next_owner(g, &f) < 0 || !open_places(g)) {
        unplaced(g, f.player, &f);
        tuck_back(g, f.card);
        return;
    }
    *push_card_frame(g, FR_CARD, f.player, f.card, S_PLACE) = f;
}

static void when_secured_agents(game_state *g, int p, int card, int agents) {
    frame f = {.kind = FR_CARD, .player = (uint8_t)p, .card = (uint16_t)card, .step = S_PLACE};
    for (int q = 0; q < g->num_players; q++) *waiting_of(&f, q) = (uint8_t)((agents >> (8 * q)) & 0xFF);
    card_log(g, card, "Player %d must place all agents from it onto other Court cards.", p + 1);
    place_next(g, f);
}

static void place_enumerate(const game_state *g, const frame *f, move_list *out) {
    card_moves_for_bits(out, f->player, f->card, S_PLACE, open_places(g));
}

static void place_apply(game_state *g, arcs_move m) {
    frame f = *top_frame(g);
    pop_frame(g);
    int q = next_owner(g, &f);
    (*waiting_of(&f, q))--;
    g->pl[q].agents_supply--;
    g->court_agents[m.d][q]++;
    if (log_enabled(g))
        card_log(g, f.card, "Player %d places Player %d's agent onto %s (Court place %d).", m.player + 1, q + 1,
                 card_table[g->court_row[m.d]].name, m.d + 1);
    place_next(g, f);
}

static const card_step PLACE_STEPS[] = {[S_PLACE] = {"place", "n", "place an agent onto %k1"}};

/* FRAME_CHECK: S_PLACE a..d: agents waiting, each within its owner's
 * supply, at least one. */
static bool place_frame_ok(const game_state *g, const frame *f) {
    if (f->kind != FR_CARD || f->step != S_PLACE || !card_frame_only(f, 0xF)) return false;
    int total = 0;
    for (int q = 0; q < MAX_PLAYERS; q++) {
        int n = waiting_ro(f, q);
        if (n && (q >= g->num_players || n > g->pl[q].agents_supply)) return false;
        total += n;
    }
    return total > 0;
}

/* Tucked under Call for Armistice, an Armistice is in play (Switching
 * Fates scraps only what is not); asked of any card. */
static bool tucked_in_play(const game_state *g, int card) {
    if (card != CARD_F216 && card != CARD_F217) return false;
    return (CARD_DATA(g, armistice_data, card_data_place(CARD_F215))->tucked >> (card - CARD_F216)) & 1u;
}

const card_def card_armistice = {
    .card = CARD_F216,
    .short_name = "armistice",
    .steps = PLACE_STEPS,
    .nsteps = ARRAY_LEN(PLACE_STEPS),
    .when_secured = when_secured,
    .when_secured_agents = when_secured_agents,
    .secured_agents_all = true,
    .enumerate = place_enumerate,
    .apply = place_apply,
    .frame_ok = place_frame_ok,
    .in_play_elsewhere = tucked_in_play,
};
