/*
 * Conspiracies (ARCS-F2303, an ability the Conspirator gains at the Act III
 * Setup, F2301A step 4) and the Conspiracy tokens' data (conspirator.h).
 *
 *   "When you declare an ambition, you do not place an ambition marker.
 *    (You cannot declare an ambition if there are no Available markers.)
 *    Instead, you place a Conspiracy from your supply facedown in the
 *    declared ambition box."                  -> DECLARE (declare_instead)
 *   The declaration stays one (faq.csv Conspiracies Q2: "You are still
 *   declaring an ambition": Farseers, Parade Fleets, Doctrinal Faith... and
 *   the zero marker); faq.csv Commonwealth Ambition Q2: the Commonwealth
 *   marker may go on it (the declaration's event is emitted as for any).
 *   Which token: the Conspirator's move "conspire p<colour>" (a seat's
 *   colour), one per colour
 *   left in their supply, colour order. With no token left in the supply
 *   the Conspirator cannot declare (our reading: nothing to place;
 *   DECLARE declare_barred).
 *   "When you secure a card, you may refill the Court with a Guild card you
 *    have to place a Conspiracy facedown in an ambition box with no
 *    ambition marker."                        -> SECURE (secure_refill)
 *   Refill is the last step of a secure (faq.csv Conspiracies Q1: the Guild
 *   card just secured may refill): "refill <i>" (the i-th of the
 *   Conspirator's Guild cards, not a protected one: Campaign rules,
 *   Protected Guild Cards; an index keeps the move block small) or
 *   "decline" (the deck refills); then "place <box> p<colour>" for each box with no
 *   ambition marker and each colour in the supply. Offered only while a
 *   token is in the supply and a box has no marker.
 *
 * Hidden information: the moves naming a colour are the Conspirator's own
 * (only the decider sees legal moves); the log names the box, never the
 * colour; the data's colours go on the wire for the Conspirator (and a
 * save) only. determinize (a Rival, the public) re-deals the colours of
 * all 8 tokens, 2 per colour, keeping what everyone knows (consp_excluded).
 */
#include <string.h>

#include "conspirator.h"

int conspirator(const game_state *g) {
    if (!is_campaign(g)) return -1;
    const conspiracy_data *d = CONSPIRACY_DATA(g);
    if (!d->colour[0] && !d->colour[1]) return -1; /* not collected: token colours are 2 of each */
    for (int p = 0; p < g->num_players; p++)
        if (g->camp.fate[p] == CARD_FATE23) return p;
    return -1;
}

unsigned consp_excluded(const game_state *g, int i) {
    int p = conspirator(g);
    if (p < 0) return 0;
    return (g->camp.fate_data[p][CONSP_FD_EXCL + i / 2] >> (4 * (i % 2))) & 0xFu;
}

/* p: the Conspirator (conspirator(g) >= 0). */
static void set_excluded(game_state *g, int p, int i, unsigned m) {
    uint8_t *b = &g->camp.fate_data[p][CONSP_FD_EXCL + i / 2];
    *b = (uint8_t)((*b & ~(0xFu << (4 * (i % 2)))) | (m & 0xFu) << (4 * (i % 2)));
}

int consp_supply(const game_state *g, int c) {
    const conspiracy_data *d = CONSPIRACY_DATA(g);
    int n = 0;
    for (int i = 0; i < CONSPIRACIES; i++) n += !consp_where(d, i) && (c < 0 || consp_colour(d, i) == c);
    return n;
}

unsigned consp_boxes_unmarked(const game_state *g) {
    /* The five boxes and those a law adds (Edenguard, Blightkin). */
    unsigned m = ((1u << ARCS_AMBITION_COUNT) - 1) | cards_ambition_boxes(g);
    for (int k = 0; k < 3; k++)
        if (g->marker_box[k] < AMBITION_BOXES_MAX) m &= ~(1u << g->marker_box[k]);
    return m;
}

unsigned consp_face_down(const game_state *g) {
    unsigned m = 0;
    if (conspirator(g) < 0) return 0;
    for (int i = 0; i < CONSPIRACIES; i++) m |= (unsigned)(consp_where(CONSPIRACY_DATA(g), i) != 0) << i;
    return m;
}

void consp_collect(game_state *g) {
    conspiracy_data *d = CONSPIRACY_DATA(g);
    memset(d, 0, sizeof *d);
    for (int i = 0; i < CONSPIRACIES; i++) consp_set_colour(d, i, i / 2);
}

/* Everyone knows both tokens of a colour once each is known to show it
 * (revealed and returned): the others cannot show it. */
static void exclusions_closed(game_state *g, int p) {
    for (int c = 0; c < CONSP_COLOURS; c++) {
        unsigned only = 0xFu & ~(1u << c);
        int known = 0;
        for (int i = 0; i < CONSPIRACIES; i++) known += consp_excluded(g, i) == only;
        if (known < 2) continue;
        for (int i = 0; i < CONSPIRACIES; i++)
            if (consp_excluded(g, i) != only) set_excluded(g, p, i, consp_excluded(g, i) | 1u << c);
    }
}

void consp_place(game_state *g, int c, int box, int card) {
    conspiracy_data *d = CONSPIRACY_DATA(g);
    int p = conspirator(g), s = -1, t = -1;
    if (p < 0) return;
    /* The supply is a bag: what is known of its tokens is known of each. */
    unsigned common = 0xF;
    for (int i = 0; i < CONSPIRACIES; i++)
        if (!consp_where(d, i)) common &= consp_excluded(g, i);
    for (int i = 0; i < CONSPIRACIES; i++) {
        if (consp_where(d, i)) continue;
        set_excluded(g, p, i, common);
        if (s < 0) s = i;
        if (t < 0 && consp_colour(d, i) == c) t = i;
    }
    if (s < 0 || t < 0) return;
    consp_set_colour(d, t, consp_colour(d, s));
    consp_set_colour(d, s, c);
    consp_set_where(d, s, box + 1);
    card_log(g, card, "Player %d places a Conspiracy face down in the %s box.", p + 1, ambition_name(box));
}

void consp_return(game_state *g, int i) {
    conspiracy_data *d = CONSPIRACY_DATA(g);
    int p = conspirator(g);
    if (p < 0) return;
    consp_set_where(d, i, 0);
    set_excluded(g, p, i, 0xFu & ~(1u << consp_colour(d, i)));
    exclusions_closed(g, p);
}

void consp_exclude(game_state *g, int i, int c) {
    int p = conspirator(g);
    if (p < 0) return;
    set_excluded(g, p, i, consp_excluded(g, i) | 1u << c);
    exclusions_closed(g, p);
}

/* ---- the card: declaring, refilling ---- */

enum { S_CONSPIRE, S_REFILL, S_PLACE };

static bool declare_instead(game_state *g, int p, int card, int ambition) {
    if (p != conspirator(g)) return false;
    if (!consp_supply(g, -1)) {
        card_log(g, card, "Player %d has no Conspiracy left to place.", p + 1);
        return true;
    }
    push_card_frame(g, FR_CARD, p, card, S_CONSPIRE)->c = (uint8_t)ambition;
    return true;
}

static unsigned declare_barred(const game_state *g, int p, int card) {
    (void)card;
    return p == conspirator(g) && !consp_supply(g, -1) ? (1u << AMBITION_BOXES_MAX) - 1 : 0;
}

static bool refill_card(const game_state *g, int p, int c) {
    return card_table[c].kind == CK_GUILD && !card_protected(c) && held_index(g, p, c) >= 0;
}

static bool secure_refill(game_state *g, int p, int card, int pos) {
    if (p != conspirator(g) || !consp_supply(g, -1) || !consp_boxes_unmarked(g)) return false;
    bool any = false;
    for (int i = 0; i < g->pl[p].guild_count; i++) any |= refill_card(g, p, g->pl[p].guild[i]);
    if (!any) return false;
    push_card_frame(g, FR_CARD, p, card, S_REFILL)->c = (uint8_t)pos;
    return true;
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    switch (f->step) {
    case S_CONSPIRE:
        for (int c = 0; c < CONSP_COLOURS; c++)
            if (consp_supply(g, c)) add_card_move(out, p, f->card, S_CONSPIRE, c, 0, 0);
        break;
    case S_REFILL:
        for (int i = 0; i < g->pl[p].guild_count; i++) {
            int c = g->pl[p].guild[i];
            if (refill_card(g, p, c)) add_card_move(out, p, f->card, S_REFILL, i, 0, 0);
        }
        add_move(out, ARCS_MOVE_DECLINE, p, 0, 0, 0, 0);
        break;
    case S_PLACE:
        for (unsigned b = consp_boxes_unmarked(g); b; b &= b - 1)
            for (int c = 0; c < CONSP_COLOURS; c++)
                if (consp_supply(g, c)) add_card_move(out, p, f->card, S_PLACE, __builtin_ctz(b), c, 0);
        break;
    }
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int p = m.player, card = f->card, step = f->step, pos = f->c, box = f->c;
    pop_frame(g);
    if (step == S_REFILL && m.kind == ARCS_MOVE_DECLINE) {
        court_refill(g, pos);
        return;
    }
    if (step == S_CONSPIRE) {
        consp_place(g, m.d, box, card);
    } else if (step == S_REFILL) {
        int c = remove_held(g, p, m.d);
        g->court_row[pos] = (uint16_t)c;
        cards_court_row_changed(g, c);
        card_log(g, card, "Player %d refills Court place %d with %s to place a Conspiracy.", p + 1, pos + 1,
                 card_table[c].name);
        push_card_frame(g, FR_CARD, p, card, S_PLACE);
    } else {
        consp_place(g, m.e, m.d, card);
    }
}

static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind != FR_CARD || f->player != conspirator(g) || !consp_supply(g, -1)) return false;
    switch (f->step) {
    case S_CONSPIRE: return card_frame_only(f, FB_C) && f->c < AMBITION_BOXES_MAX;
    case S_REFILL:
        return card_frame_only(f, FB_C) && f->c < g->court_row_len && g->court_row[f->c] == NO_COURT_CARD &&
               consp_boxes_unmarked(g);
    case S_PLACE: return card_frame_only(f, 0) && consp_boxes_unmarked(g);
    }
    return false;
}

static const card_step STEPS[] = {
    [S_CONSPIRE] = {"conspire", "p", "place the Conspiracy of %1's colour face down in the declared box"},
    [S_REFILL] = {"refill", "n", "refill the Court with your Guild card %#1 to place a Conspiracy"},
    [S_PLACE] = {"place", "Ap", "place the Conspiracy of %2's colour face down in the %1 box"},
};

/* ---- the data ---- */

enum { COLOURS_WITHHELD = 0xFF }; /* all 4 tokens of a byte colour 3: never a real deal */

static size_t data_encode(const game_state *g, int viewer, uint8_t *out) {
    conspiracy_data x = *CONSPIRACY_DATA(g);
    if (viewer != -2 && viewer != conspirator(g)) x.colour[0] = x.colour[1] = COLOURS_WITHHELD;
    memcpy(out, &x, sizeof x);
    return sizeof x;
}

static bool data_decode(game_state *g, const uint8_t *in, size_t len, char *why, size_t cap) {
    if (len != sizeof(conspiracy_data)) CARD_DATA_FAIL("Conspiracies data of %zu bytes", len);
    if (in[0] == COLOURS_WITHHELD && in[1] == COLOURS_WITHHELD) CARD_DATA_FAIL("Conspiracy colours withheld");
    memcpy(CONSPIRACY_DATA(g), in, len);
    return true;
}

static bool data_invariants(const game_state *g, char *why, size_t cap) {
    const conspiracy_data *d = CONSPIRACY_DATA(g);
    bool zero = true;
    for (size_t k = 0; k < sizeof *d; k++) zero &= !((const uint8_t *)d)[k];
    if (zero) return true;
    int p = conspirator(g), count[CONSP_COLOURS] = {0};
    if (p < 0) CARD_DATA_FAIL("Conspiracy tokens with no Conspirator");
    for (int i = 0; i < CONSPIRACIES; i++) {
        count[consp_colour(d, i)]++;
        if (consp_where(d, i) > AMBITION_BOXES_MAX) CARD_DATA_FAIL("Conspiracy %d in box %d", i, consp_where(d, i) - 1);
        if (consp_excluded(g, i) >> consp_colour(d, i) & 1u)
            CARD_DATA_FAIL("Conspiracy %d shows colour %d, known not to", i, consp_colour(d, i));
    }
    for (int c = 0; c < CONSP_COLOURS; c++)
        if (count[c] != 2) CARD_DATA_FAIL("%d Conspiracies of colour %d", count[c], c);
    for (int k = 0; k < CONSP_FD_EXCL; k++)
        if (g->camp.fate_data[p][k]) CARD_DATA_FAIL("the Conspirator's fate byte %d is %d", k, g->camp.fate_data[p][k]);
    return true;
}

/* Deal colours to tokens i.. (2 per colour in left[]), none excluded:
 * colours tried in a random order; true when every token got one. */
static bool deal(game_state *g, conspiracy_data *d, int i, int *left) {
    if (i == CONSPIRACIES) return true;
    uint8_t order[CONSP_COLOURS] = {0, 1, 2, 3};
    shuffle_u8(g, order, CONSP_COLOURS);
    for (int k = 0; k < CONSP_COLOURS; k++) {
        int c = order[k];
        if (!left[c] || consp_excluded(g, i) >> c & 1u) continue;
        left[c]--;
        consp_set_colour(d, i, c);
        if (deal(g, d, i + 1, left)) return true;
        left[c]++;
    }
    return false;
}

/* A Rival (or the public) knows no colour but the exclusions: re-deal. */
static void data_determinize(game_state *g, int viewer) {
    if (viewer == conspirator(g) || conspirator(g) < 0) return;
    conspiracy_data x = *CONSPIRACY_DATA(g);
    int left[CONSP_COLOURS] = {2, 2, 2, 2};
    if (deal(g, &x, 0, left)) *CONSPIRACY_DATA(g) = x;
}

static const card_data_def CONSPIRACY_DATA_DEF = {
    .size = sizeof(conspiracy_data),
    .encode = data_encode,
    .decode = data_decode,
    .invariants = data_invariants,
    .determinize = data_determinize,
};

const card_def card_conspiracies = {
    .card = CARD_F2303,
    .short_name = "conspiracies",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .declare_barred = declare_barred,
    .declare_instead = declare_instead,
    .secure_refill = secure_refill,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
    .data = &CONSPIRACY_DATA_DEF,
};
