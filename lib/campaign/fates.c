/*
 * The Fates' framework: the registry, Fate setup (Act I Setup, Set Up
 * Players C-D), objectives, the Act-end report, Outlaws, resources held on
 * cards, protected Guild cards and tokens' defaults (fates.h).
 */
#include <stdatomic.h>
#include <stdio.h>

#include "campaign/fates.h"
#include "cards/hooks.h"
#include "data/card_ids.h"
#include "data/tables.h"

const fate_info *fate_info_of(int fate) {
    for (int i = 0; i < fate_table_len; i++)
        if (fate_table[i].fate == fate) return &fate_table[i];
    return NULL;
}

bool fate_plays_act(int fate, int act) {
    const fate_info *fi = act >= 1 && act <= ACTS ? fate_info_of(fate) : NULL;
    const card_def *def = fi && fi->act[act - 1].setup_side ? card_def_of(fi->act[act - 1].setup_side) : NULL;
    return def && def->fate_setup;
}

int fate_letter(int fate) {
    const fate_info *fi = fate_info_of(fate);
    return fi ? fi->letter : -1;
}

/* ---- Fate cards entering the game ---- */

void fate_gain_card(game_state *g, int p, int card) {
    g->camp.fate_cards_added++;
    if (card_table[card].kind == CK_GUILD) {
        give_held(g, p, card);
        glog(g, "Player %d gains %s.", p + 1, card_table[card].name);
    } else {
        play_area_add(g, p, card);
        glog(g, "Player %d gains %s into their play area.", p + 1, card_table[card].name);
    }
}

/* ---- Set Up Players C-D; Act II & III Setup F-G ---- */

bool fate_setup_next(game_state *g) {
    campaign_state *c = &g->camp;
    for (int i = 0; i < g->num_players; i++) {
        int p = (g->initiative + i) % g->num_players;
        if (c->fate_setup_done & (1u << p)) continue;
        c->fate_setup_done |= (uint8_t)(1u << p);
        const fate_info *fi = fate_info_of(c->fate[p]);
        if (!fi || c->act < 1 || c->act > ACTS) continue;
        const fate_act_info *fa = &fi->act[c->act - 1];
        if (!fa->setup_side) continue; /* not this Act's Fate (campaign_next_act stops before) */
        /* D (Act I) / G (Acts II-III): the objective marker on the starting
         * space of the clock; in Act III only the C Fates have one (their
         * final objective); the A and B Fates' card shows grand ambitions. */
        c->objective[p] = fa->start[g->num_players - 2] ? fa->start[g->num_players - 2] : OBJECTIVE_NONE;
        /* C (Act I) / F (Acts II-III): the Setup side, then flip it to the
         * Objective side, which lies in the play area (an effect source). */
        const card_def *def = fa->setup_side ? card_def_of(fa->setup_side) : NULL;
        if (c->objective[p] != OBJECTIVE_NONE)
            glog(g, "Player %d sets up as the %s (%s); objective marker on %d.", p + 1, card_table[c->fate[p]].name,
                 card_table[fa->setup_side].name, c->objective[p]);
        else
            glog(g, "Player %d sets up as the %s (%s).", p + 1, card_table[c->fate[p]].name,
                 card_table[fa->setup_side].name);
        if (fa->objective) fate_gain_card(g, p, fa->objective);
        if (def && def->fate_setup) def->fate_setup(g, p, fa->setup_side);
        return true;
    }
    return false;
}

/* ---- objectives ---- */

void objective_advance(game_state *g, int p, int n, int card) {
    campaign_state *c = &g->camp;
    if (n <= 0 || p < 0 || p >= g->num_players || c->objective[p] == OBJECTIVE_NONE || !c->objective[p]) return;
    int before = c->objective[p], after = before > n ? before - n : 0;
    c->objective[p] = (uint8_t)after;
    card_log(g, card, "Player %d advances their objective %d (marker %d -> %d).", p + 1, n, before, after);
    if (!after) glog(g, "Player %d completes their objective.", p + 1);
}

/* The farthest space a marker may stand on (the invariants' bound). */
enum { OBJECTIVE_SPACE_MAX = 40 };

void objective_set_back(game_state *g, int p, int n, int card) {
    campaign_state *c = &g->camp;
    if (n <= 0 || p < 0 || p >= g->num_players || c->objective[p] == OBJECTIVE_NONE) return;
    int before = c->objective[p], after = before + n < OBJECTIVE_SPACE_MAX ? before + n : OBJECTIVE_SPACE_MAX;
    c->objective[p] = (uint8_t)after;
    card_log(g, card, "Player %d's objective marker moves %d away from completion (marker %d -> %d).", p + 1, n,
             before, after);
}

void campaign_act_end(game_state *g) {
    campaign_state *c = &g->camp;
    if (c->act_reported) return;
    c->act_reported = 1;
    for (int i = 0; i < g->num_players; i++) {
        int p = (g->initiative + i) % g->num_players;
        const char *fate = c->fate[p] == NO_COURT_CARD ? "no Fate" : card_table[c->fate[p]].name;
        if (c->objective[p] == OBJECTIVE_NONE) glog(g, "Act %d: Player %d (%s) has no objective.", c->act, p + 1, fate);
        else if (!c->objective[p]) glog(g, "Act %d: Player %d (%s) completed their objective.", c->act, p + 1, fate);
        else
            glog(g, "Act %d: Player %d (%s) failed their objective: marker on %d.", c->act, p + 1, fate,
                 c->objective[p]);
    }
}

void campaign_make_outlaw(game_state *g, int p) {
    if (!is_regent(g, p)) return;
    g->camp.regents &= (uint8_t)~(1u << p);
    campaign_event(g, EVT_BECAME_OUTLAW, p, 0, 0);
}

/* ---- resources held on cards ---- */

static card_res_state *card_res_entry(game_state *g, int card, bool make) {
    campaign_state *c = &g->camp;
    for (int i = 0; i < c->n_card_res; i++)
        if (c->card_res[i].card == card) return &c->card_res[i];
    if (!make) return NULL;
    if (c->n_card_res >= CARD_RES_MAX) {
        g->engine_error = ENGINE_ERROR_LIST_FULL;
        return NULL;
    }
    card_res_state *e = &c->card_res[c->n_card_res++];
    memset(e, 0, sizeof *e);
    e->card = (uint16_t)card;
    return e;
}

int card_res_add(game_state *g, int card, int r, int n) {
    if (r < 0 || r >= NUM_RES || n <= 0) return 0;
    if (n > g->res_supply[r]) n = g->res_supply[r];
    if (!n) return 0;
    card_res_state *e = card_res_entry(g, card, true);
    if (!e) return 0;
    g->res_supply[r] = (uint8_t)(g->res_supply[r] - n);
    e->res[r] = (uint8_t)(e->res[r] + n);
    return n;
}

int card_res_remove(game_state *g, int card, int r, int n) {
    card_res_state *e = r >= 0 && r < NUM_RES ? card_res_entry(g, card, false) : NULL;
    if (!e || n <= 0) return 0;
    if (n > e->res[r]) n = e->res[r];
    e->res[r] = (uint8_t)(e->res[r] - n);
    g->res_supply[r] = (uint8_t)(g->res_supply[r] + n);
    /* An empty entry leaves the table (kept compact: byte-equal states). */
    int left = 0;
    for (int t = 0; t < NUM_RES; t++) left += e->res[t];
    if (!left) {
        campaign_state *c = &g->camp;
        int i = (int)(e - c->card_res);
        memmove(&c->card_res[i], &c->card_res[i + 1], (size_t)(c->n_card_res - i - 1) * sizeof c->card_res[0]);
        memset(&c->card_res[--c->n_card_res], 0, sizeof c->card_res[0]);
    }
    return n;
}

int card_res_count(const game_state *g, int card, int r) {
    const campaign_state *c = &g->camp;
    for (int i = 0; i < c->n_card_res; i++)
        if (c->card_res[i].card == card) {
            if (r >= 0) return r < NUM_RES ? c->card_res[i].res[r] : 0;
            int n = 0;
            for (int t = 0; t < NUM_RES; t++) n += c->card_res[i].res[t];
            return n;
        }
    return 0;
}

int card_res_held(const game_state *g, int p, unsigned types) {
    const campaign_state *c = &g->camp;
    int n = 0;
    for (int i = 0; i < c->n_card_res; i++) {
        int card = c->card_res[i].card;
        bool mine = held_index(g, p, card) >= 0;
        for (int k = 0; !mine && k < g->ll.play_area_len[p]; k++) mine = g->ll.play_area[p][k] == card;
        if (!mine) continue;
        for (int t = 0; t < NUM_RES; t++)
            if ((types >> t) & 1u) n += c->card_res[i].res[t];
    }
    return n;
}

/* ---- tokens ---- */

static const card_def *token_def(const game_state *g, int i) {
    if (i < 0 || i >= g->camp.n_tokens) return NULL;
    const card_def *d = card_def_of(g->camp.tokens[i].card);
    return d ? d->token : NULL;
}

bool token_harmable(const game_state *g, int i) {
    const card_def *d = token_def(g, i);
    return d && d->token_can_be_harmed;
}

bool token_loyal(const game_state *g, int i, int p) {
    const card_def *d = token_def(g, i);
    return d && d->token_is_loyal && g->camp.tokens[i].owner == p;
}

bool loyal_token_in(const game_state *g, int p, int sys) {
    for (int i = 0; i < g->camp.n_tokens; i++) {
        const token_state *t = &g->camp.tokens[i];
        if (t->where == sys && t->owner == p && token_loyal(g, i, p)) return true;
    }
    return false;
}

/* ---- Fate sets, the Court deck and scrapping ---- */

static int fate_set_parsed(int card) {
    /* cards.csv ids: ARCS-F<fate><2 digits>[side] (ARCS-F104: Fate 1's
     * card 04; ARCS-F1208A: Fate 12's card 08, side A). */
    const char *id = card_table[card].id;
    if (strncmp(id, "ARCS-F", 6) != 0) return -1;
    int n = 0, digits = 0;
    for (const char *d = id + 6; *d >= '0' && *d <= '9'; d++, digits++) n = n * 10 + (*d - '0');
    int fate = n / 100;
    return digits >= 3 && fate >= 1 && fate <= FATE_CARDS ? CARD_FATE01 + fate - 1 : -1;
}

/* Each card's answer, parsed once (every thread writes the same value):
 * 0 not yet, FATE_SET_NONE none, else 1 + the Fate card's index. Switching
 * Fates asks it of every card of the table. */
enum { FATE_SET_NONE = 0xFFFF };
static _Atomic uint16_t FATE_SET_OF[CARD_TABLE_LEN];

int fate_set_of(int card) {
    if (card < 0 || card >= card_table_len || card >= CARD_TABLE_LEN) return -1;
    unsigned v = atomic_load_explicit(&FATE_SET_OF[card], memory_order_relaxed);
    if (!v) {
        int fate = fate_set_parsed(card);
        v = fate < 0 ? FATE_SET_NONE : (unsigned)fate + 1;
        atomic_store_explicit(&FATE_SET_OF[card], (uint16_t)v, memory_order_relaxed);
    }
    return v == FATE_SET_NONE ? -1 : (int)v - 1;
}

/* The first and one past the last card-table index of each Fate set
 * (cards.csv lists a set's cards together), found once (every thread
 * writes the same values; 0 0: not yet). */
static _Atomic uint16_t SET_FIRST[FATE_CARDS], SET_END[FATE_CARDS];

void fate_set_span(int fate, int *first, int *end) {
    int f = fate - CARD_FATE01;
    *first = *end = 0;
    if (f < 0 || f >= FATE_CARDS) return;
    int lo = atomic_load_explicit(&SET_FIRST[f], memory_order_relaxed);
    int hi = atomic_load_explicit(&SET_END[f], memory_order_relaxed);
    if (!hi) {
        lo = card_table_len;
        for (int c = 0; c < card_table_len; c++)
            if (fate_set_of(c) == fate) {
                if (c < lo) lo = c;
                hi = c + 1;
            }
        if (!hi) lo = 0;
        atomic_store_explicit(&SET_FIRST[f], (uint16_t)lo, memory_order_relaxed);
        atomic_store_explicit(&SET_END[f], (uint16_t)hi, memory_order_relaxed);
    }
    *first = lo;
    *end = hi;
}

static bool in_pile(const uint16_t *pile, int len, int card) {
    for (int i = 0; i < len; i++)
        if (pile[i] == card) return true;
    return false;
}

bool fate_card_in_play(const game_state *g, int card) {
    for (int p = 0; p < g->num_players; p++) {
        if (held_index(g, p, card) >= 0) return true;
        for (int k = 0; k < g->ll.play_area_len[p]; k++)
            if (g->ll.play_area[p][k] == card) return true;
    }
    for (int i = 0; i < g->court_row_len; i++) {
        if (g->court_row[i] == card) return true;
        for (int k = 0; k < ATTACHED_MAX; k++)
            if (g->camp.attached[i][k] == card) return true;
    }
    return in_pile(court_deck_pile(g), g->court_deck_len, card) ||
           in_pile(court_discard_pile(g), g->court_discard_len, card) ||
           in_pile(g->camp.booklet, g->camp.booklet_len, card) || cards_in_play_elsewhere(g, card);
}

static void card_set_add(fate_card_set *set, int card) {
    if (card >= 0 && card < CARD_TABLE_LEN) set->w[card / 64] |= (uint64_t)1 << (card % 64);
}

static void card_set_add_pile(fate_card_set *set, const uint16_t *pile, int len) {
    for (int i = 0; i < len; i++) card_set_add(set, pile[i]);
}

void fate_cards_in_places(const game_state *g, fate_card_set *set) {
    memset(set, 0, sizeof *set);
    for (int p = 0; p < g->num_players; p++) {
        for (int i = 0; i < g->pl[p].guild_count; i++) card_set_add(set, g->pl[p].guild[i]);
        for (int k = 0; k < g->ll.play_area_len[p]; k++) card_set_add(set, g->ll.play_area[p][k]);
    }
    for (int i = 0; i < g->court_row_len; i++) {
        card_set_add(set, g->court_row[i]);
        for (int k = 0; k < ATTACHED_MAX; k++) card_set_add(set, g->camp.attached[i][k]);
    }
    card_set_add_pile(set, court_deck_pile(g), g->court_deck_len);
    card_set_add_pile(set, court_discard_pile(g), g->court_discard_len);
    card_set_add_pile(set, g->camp.booklet, g->camp.booklet_len);
}

/* Take card out of the Court row (agents back to their owners; the place
 * stays empty: the Intermission clears the Court next) or off a Court card
 * it is attached to. */
static bool court_row_remove(game_state *g, int card) {
    if (attach_remove(g, card)) return true;
    for (int i = 0; i < g->court_row_len; i++)
        if (g->court_row[i] == card) {
            if (court_slide_attached(g, i)) return true;
            for (int q = 0; q < g->num_players; q++)
                for (; g->court_agents[i][q]; g->court_agents[i][q]--) return_agent(g, q);
            g->court_row[i] = NO_COURT_CARD;
            cards_court_row_changed(g, card);
            return true;
        }
    return false;
}

/* Take card out of wherever it lies among the Court-card places (Guild
 * cards, play areas, the Court deck, discard pile, row or attached); false
 * when it is in none. */
static bool take_out(game_state *g, int card) {
    for (int p = 0; p < g->num_players; p++) {
        int i = held_index(g, p, card);
        if (i >= 0) return remove_held(g, p, i) >= 0;
        if (play_area_remove(g, p, card)) return true;
    }
    return court_deck_remove(g, card) || court_discard_remove(g, card) || court_row_remove(g, card);
}

void fate_scrap(game_state *g, int card) {
    if (card_scrapped(g, card)) return;
    card_scrap(g, card);
    bool counted = take_out(g, card);
    /* The rules booklet's cards are not counted among the Court's. */
    if (counted && fate_set_of(card) >= 0) g->camp.fate_cards_added--;
    bool booklet = !counted && booklet_remove(g, card);
    glog(g, "%s is scrapped%s.", card_table[card].name, counted || booklet ? "" : " (it never comes into play)");
}

void court_deck_put_known(game_state *g, int card) {
    if (g->court_deck_len >= court_pile_max(g)) {
        g->engine_error = ENGINE_ERROR_LIST_FULL;
        return;
    }
    uint16_t *deck = court_deck_pile(g);
    int at = g->court_deck_known;
    memmove(&deck[at + 1], &deck[at], (size_t)(g->court_deck_len - at) * sizeof deck[0]);
    deck[at] = (uint16_t)card;
    g->court_deck_len++;
    g->court_deck_known++;
}

void fate_add_to_court_deck(game_state *g, int card) {
    if (card_scrapped(g, card) || court_deck_remove(g, card)) {
        if (!card_scrapped(g, card)) court_deck_put_known(g, card);
        return;
    }
    /* A card in play moves; a Fate-set card from the box comes into the
     * game (counted). */
    if (!take_out(g, card)) {
        if (fate_set_of(card) < 0) return;
        g->camp.fate_cards_added++;
    }
    court_deck_put_known(g, card);
    glog(g, "%s is added to the Court deck.", card_table[card].name);
}
