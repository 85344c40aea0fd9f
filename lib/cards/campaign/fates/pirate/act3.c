/*
 * The Pirate's Act III (Fate ARCS-FATE12, a B Fate kept after a completed
 * Act II objective; cards.csv ARCS-F1208A / F1208B).
 *
 * F1208A Pirate Act III Setup                                -> FATE_SETUP
 *   "1. Shuffle the 2 Rumors Spread cards (09-10) into the Court deck."
 *   (fate_add_to_court_deck, then the deck shuffled.)
 *   "3. Add Rumors of the Haven (11) and Sharing Rumors (12) to the rules
 *    booklet." (done with step 1: nothing in step 2 depends on it.)
 *   "2. Place the 2 True Rumor and 2 False Rumor tokens each face down on
 *    a different planet. You may peek at them." The Pirate's moves: four
 *   "place <planet>" (a face-down token on a planet in play without one;
 *   public: the tokens look alike), then one secret "true <planet>
 *   <planet>": which of the four says "Cluster Correct" and which "Symbol
 *   Correct" (one move, so that no list of moves tells a Rival where the
 *   first went). The log never names them (rumors.h: hidden data).
 *
 * F1208B Pirate Act III Objective, "Laugh at Your Rivals' Folly": "Your
 *   Pirate Hoard card has at least 2 resources and..."
 *   1. "You choose to declare truthfully that no Rival pieces are in the
 *      Pirate Haven's system."
 *   2. "You choose to declare truthfully that a Loyal piece is in the
 *      Pirate Haven's system."                     -> EVENT, GRAND_AMBITIONS
 *   At EVT_CHAPTER_ENDING (before the scoring) the Pirate, with 2
 *   resources on the Hoard (public), decides: "declare-first", "declare-
 *   second", "declare-both" (only the truthful ones) or "keep-quiet"
 *   (declaring tells the Rivals about the Haven: a choice; the decision
 *   comes truthful declarations or not, so that its coming tells nothing
 *   hidden); the declared
 *   mask waits in fate_data[p][FD_DECLARED] for the scoring, cleared at
 *   EVT_CHAPTER_END. Pieces "in the Pirate Haven's system": has_loyal_piece
 *   (ships, buildings, the Flagship, agents on a Rumor there: faq.csv
 *   Rumors of the Haven), and, faq.csv Pirate Act III Objective ("If
 *   someone has an agent on my True Rumor, can I fulfill my second grand
 *   ambition? No. They have a Loyal piece in the Pirate Haven's system."),
 *   an agent on a True Rumor. The ruling's "second" is the grand ambition
 *   that a Rival's Loyal piece there breaks: "no Rival pieces" (printed
 *   first in cards.csv, bit 0 here); the same reading makes the Pirate's
 *   own agent on a True Rumor a Loyal piece there (bit 1).
 *   "At the end of Act III, the Pirate's Rivals in turn order may each
 *    choose 1 planet that they control. Reveal the True Rumor tokens to
 *    show the Pirate Haven's planet. If any player chose the Pirate
 *    Haven's planet, they gain 10 Power and you lose 10 Power. If no one
 *    did, you gain 10 Power."                               -> EVENT
 *   At the last chapter's EVT_CHAPTER_ENDING (chapter 4 of Act III: the
 *   Act ends after it; an outright win by a final objective ends it sooner
 *   and wins whatever the Power), below the declaration: each Rival in
 *   turn order from the initiative "guess <planet>" (a planet they control
 *   now) or "pass"; the guesses are public (fate_data[p][FD_GUESS + q]).
 *   Then the True Rumors are flipped face up and the Power changes (the
 *   Pirate loses 10 once, whoever chose it; campaign Power may go
 *   negative: Campaign rulebook, the "(-)" space by the Power track).
 */
#include <string.h>

#include "campaign/campaign.h"
#include "pirate.h"
#include "rumors.h"

enum { FD_DECLARED = 0, FD_GUESS = 1 /* + the Rival: 1 + the planet guessed */ };
enum { S_PLACE, S_TRUE };
enum { HAVEN_POWER = 10, HOARD_NEEDED = 2, LAST_CHAPTER = 4 };

/* ---- F1208A ---- */

static void setup(game_state *g, int p, int card) {
    memset(g->camp.fate_data[p], 0, sizeof g->camp.fate_data[p]);
    memset(RUMOR_DATA(g), 0, sizeof(rumor_data));
    fate_add_to_court_deck(g, CARD_F1209);
    fate_add_to_court_deck(g, CARD_F1210);
    court_deck_shuffled(g);
    card_log(g, card, "Player %d shuffles the 2 Rumors Spread cards into the Court deck.", p + 1);
    booklet_add(g, CARD_F1211);
    booklet_add(g, CARD_F1212);
    card_log(g, card, "Rumors of the Haven and Sharing Rumors are added to the rules booklet.");
    push_card_frame(g, FR_CARD, p, card, S_PLACE);
}

static int rumors_placed(const game_state *g) {
    int n = 0;
    for (int i = 0; i < RUMORS; i++) n += rumor_placed(RUMOR_DATA(g), i);
    return n;
}

static void setup_enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->step == S_PLACE) {
        for (int s = 0; s < NUM_SYSTEMS; s++)
            if (!sys_is_gate(s) && sys_in_play(g, s) && rumor_at(g, s) < 0)
                add_card_move(out, f->player, f->card, S_PLACE, s, 0, 0);
        return;
    }
    /* S_TRUE: every ordered pair of tokens, by their planets. */
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int t = 0; t < NUM_SYSTEMS; t++)
            if (s != t && rumor_at(g, s) >= 0 && rumor_at(g, t) >= 0)
                add_card_move(out, f->player, f->card, S_TRUE, s, t, 0);
}

static void set_kind(game_state *g, int sys, int kind) {
    uint8_t *t = &RUMOR_DATA(g)->tok[rumor_at(g, sys)];
    *t = (uint8_t)((*t & ~(3u << RUMOR_KIND_SHIFT)) | (unsigned)kind << RUMOR_KIND_SHIFT);
}

static void setup_apply(game_state *g, arcs_move m) {
    int p = m.player, card = card_choice_taken(g, m);
    if (m.c == S_TRUE) {
        set_kind(g, m.d, RUMOR_CLUSTER);
        set_kind(g, m.e, RUMOR_SYMBOL);
        card_log(g, card, "Player %d peeks at the Rumors: 2 True and 2 False lie face down.", p + 1);
        return;
    }
    rumor_data *d = RUMOR_DATA(g);
    int i = rumors_placed(g);
    char name[16];
    d->tok[i] = (uint8_t)(RUMOR_PLACED | m.d);
    card_log(g, card, "Player %d places a Rumor token face down at %s.", p + 1, system_name(m.d, name));
    push_card_frame(g, FR_CARD, p, card, i + 1 < RUMORS ? S_PLACE : S_TRUE);
}

/* S_PLACE: the Pirate, fewer than 4 tokens placed, none True yet; S_TRUE:
 * all 4 placed, none True yet. */
static bool setup_frame_ok(const game_state *g, const frame *f) {
    if (f->kind != FR_CARD || !card_frame_only(f, 0) || f->player != rumor_pirate(g) || rumor_haven(g) >= 0)
        return false;
    int n = rumors_placed(g);
    for (int i = 0; i < RUMORS; i++)
        if (rumor_kind(RUMOR_DATA(g), i) != RUMOR_FALSE) return false;
    return f->step == S_PLACE ? n < RUMORS : f->step == S_TRUE && n == RUMORS;
}

/* FATE_DATA: the declared mask, each Rival's guess (a planet). */
static bool fate_data_ok(const game_state *g, int p, char *why, size_t cap) {
    const uint8_t *fd = g->camp.fate_data[p];
    if (fd[FD_DECLARED] > 3) {
        snprintf(why, cap, "the Pirate's declared grand ambitions %#x", fd[FD_DECLARED]);
        return false;
    }
    for (int q = 0; q < MAX_PLAYERS; q++) {
        int v = fd[FD_GUESS + q];
        if (v && (q == p || q >= g->num_players || v > NUM_SYSTEMS || sys_is_gate(v - 1))) {
            snprintf(why, cap, "Player %d's guess of the Pirate Haven %d", q + 1, v - 1);
            return false;
        }
    }
    /* Byte FD_GUESS + MAX_PLAYERS: Rumors of the Haven's count of what a
     * battle's attacker could steal from the Pirate (rumors.c). */
    for (int k = FD_GUESS + MAX_PLAYERS + 1; k < FATE_DATA_BYTES; k++)
        if (fd[k]) {
            snprintf(why, cap, "the Pirate's fate byte %d is %d", k, fd[k]);
            return false;
        }
    return true;
}

static const card_step SETUP_STEPS[] = {
    [S_PLACE] = {"place", "s", "place a Rumor token face down at %1"},
    [S_TRUE] = {"true", "ss", "the Rumor at %1 says \"Cluster Correct\", the one at %2 \"Symbol Correct\" (secret)"},
};

const card_def card_pirate_setup3 = {
    .card = CARD_F1208A,
    .short_name = "pirate-setup-3",
    .steps = SETUP_STEPS,
    .nsteps = ARRAY_LEN(SETUP_STEPS),
    .fate_setup = setup,
    .enumerate = setup_enumerate,
    .apply = setup_apply,
    .frame_ok = setup_frame_ok,
    .fate_data_ok = fate_data_ok,
};

/* ---- F1208B ---- */

enum { S_DECLARE_FIRST, S_DECLARE_SECOND, S_DECLARE_BOTH, S_KEEP_QUIET, S_GUESS, S_PASS, S_REVEAL };

/* Has p a piece in the Pirate Haven's system (faq.csv: an agent on a True
 * Rumor is one)? */
static bool piece_in_haven(const game_state *g, int p, int haven) {
    return has_loyal_piece(g, p, haven) || rumor_true_agent(g, p);
}

/* The grand ambitions p could declare truthfully now (mask). */
static unsigned truthful(const game_state *g, int p) {
    int haven = rumor_haven(g);
    if (haven < 0 || hoard_count(g, -1) < HOARD_NEEDED) return 0;
    unsigned m = 1;
    for (int q = 0; q < g->num_players; q++)
        if (q != p && piece_in_haven(g, q, haven)) m = 0;
    if (piece_in_haven(g, p, haven)) m |= 2;
    return m;
}

static int grand_ambitions(const game_state *g, int p, int card) {
    (void)card;
    return (int)(g->camp.fate_data[p][FD_DECLARED] & truthful(g, p));
}

static void push_guesses(game_state *g, int pirate, int card) {
    push_card_frame(g, FR_CARD_AUTO, pirate, card, S_REVEAL);
    for (int i = g->num_players - 1; i >= 0; i--) {
        int q = (g->initiative + i) % g->num_players;
        if (q != pirate) push_card_frame(g, FR_CARD, q, card, S_GUESS);
    }
    card_log(g, card, "The end of Act III: the Pirate's Rivals may each choose a planet they control.");
}

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind == EVT_CHAPTER_END) {
        g->camp.fate_data[holder][FD_DECLARED] = 0;
        return;
    }
    if (ev->kind != EVT_CHAPTER_ENDING || rumor_haven(g) < 0) return;
    if (g->camp.act == ACTS && g->chapter >= LAST_CHAPTER) push_guesses(g, holder, card);
    /* The decision whenever the Hoard allows one, truthful or not: its
     * coming would tell the Rivals about the Haven. */
    if (hoard_count(g, -1) >= HOARD_NEEDED) push_card_frame(g, FR_CARD, holder, card, S_DECLARE_FIRST);
}

static unsigned planets_controlled(const game_state *g, int q) {
    unsigned m = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (!sys_is_gate(s) && sys_in_play(g, s) && controller(g, s) == q) m |= 1u << s;
    return m;
}

static void objective_enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    if (f->step == S_GUESS) {
        card_moves_for_bits(out, p, f->card, S_GUESS, planets_controlled(g, p));
        add_card_move(out, p, f->card, S_PASS, 0, 0, 0);
        return;
    }
    unsigned m = truthful(g, p);
    if (m & 1) add_card_move(out, p, f->card, S_DECLARE_FIRST, 0, 0, 0);
    if (m & 2) add_card_move(out, p, f->card, S_DECLARE_SECOND, 0, 0, 0);
    if (m == 3) add_card_move(out, p, f->card, S_DECLARE_BOTH, 0, 0, 0);
    add_card_move(out, p, f->card, S_KEEP_QUIET, 0, 0, 0);
}

static const char *const DECLARED[] = {"that no Rival pieces are in the Pirate Haven's system",
                                       "that a Loyal piece is in the Pirate Haven's system",
                                       "that no Rival pieces and a Loyal piece are in the Pirate Haven's system"};

static void objective_apply(game_state *g, arcs_move m) {
    int p = m.player, card = card_choice_taken(g, m);
    char name[16];
    switch (m.c) {
    case S_GUESS:
        g->camp.fate_data[rumor_pirate(g)][FD_GUESS + p] = (uint8_t)(m.d + 1);
        card_log(g, card, "Player %d chooses %s as the Pirate Haven's planet.", p + 1, system_name(m.d, name));
        return;
    case S_PASS: card_log(g, card, "Player %d chooses no planet.", p + 1); return;
    case S_KEEP_QUIET: return;
    default:
        g->camp.fate_data[p][FD_DECLARED] = (uint8_t)(m.c + 1);
        card_log(g, card, "Player %d declares truthfully %s.", p + 1, DECLARED[m.c]);
        return;
    }
}

static void add_power(game_state *g, int p, int n) {
    int v = g->pl[p].power + n;
    g->pl[p].power = (int16_t)(v < -POWER_MAX ? -POWER_MAX : v > POWER_MAX ? POWER_MAX : v);
}

/* S_REVEAL: the True Rumors face up, the Power for the guesses. */
static void reveal_step(game_state *g) {
    frame *f = top_frame(g);
    int pirate = f->player, card = f->card, haven = rumor_haven(g);
    pop_frame(g);
    const rumor_data *d = RUMOR_DATA(g);
    for (int i = 0; i < RUMORS; i++)
        if (rumor_placed(d, i) && rumor_kind(d, i) != RUMOR_FALSE) rumor_flip(g, i, card);
    char name[16];
    card_log(g, card, "The Pirate Haven is at %s.", system_name(haven, name));
    uint8_t *fd = g->camp.fate_data[pirate];
    bool found = false;
    for (int q = 0; q < g->num_players; q++) {
        if (fd[FD_GUESS + q] != haven + 1) continue;
        found = true;
        add_power(g, q, HAVEN_POWER);
        card_log(g, card, "Player %d found the Pirate Haven: +%d Power.", q + 1, HAVEN_POWER);
    }
    memset(fd + FD_GUESS, 0, MAX_PLAYERS);
    add_power(g, pirate, found ? -HAVEN_POWER : HAVEN_POWER);
    card_log(g, card, "Player %d, the Pirate, %s %d Power.", pirate + 1, found ? "loses" : "gains", HAVEN_POWER);
}

/* S_DECLARE_FIRST: the Pirate's declaration; S_GUESS: a Rival of the
 * Pirate; S_REVEAL (automatic): the Pirate's. No data. */
static bool objective_frame_ok(const game_state *g, const frame *f) {
    int pirate = rumor_pirate(g);
    if (!card_frame_only(f, 0) || pirate < 0 || rumor_haven(g) < 0) return false;
    switch (f->step) {
    case S_DECLARE_FIRST: return f->kind == FR_CARD && f->player == pirate;
    case S_GUESS: return f->kind == FR_CARD && f->player != pirate;
    case S_REVEAL: return f->kind == FR_CARD_AUTO && f->player == pirate;
    default: return false;
    }
}

static const card_step OBJECTIVE_STEPS[] = {
    [S_DECLARE_FIRST] = {"declare-first", "", "declare truthfully that no Rival pieces are in the Haven's system"},
    [S_DECLARE_SECOND] = {"declare-second", "", "declare truthfully that a Loyal piece is in the Haven's system"},
    [S_DECLARE_BOTH] = {"declare-both", "", "declare both grand ambitions truthfully"},
    [S_KEEP_QUIET] = {"keep-quiet", "", "declare nothing this chapter"},
    [S_GUESS] = {"guess", "s", "choose %1 as the Pirate Haven's planet"},
    [S_PASS] = {"pass", "", "choose no planet"},
    [S_REVEAL] = {"reveal", "", NULL},
};

const card_def card_pirate_objective3 = {
    .card = CARD_F1208B,
    .short_name = "pirate-objective-3",
    .steps = OBJECTIVE_STEPS,
    .nsteps = ARRAY_LEN(OBJECTIVE_STEPS),
    .on_event = objective_event,
    .events = EVENTS(EVT_CHAPTER_END, EVT_CHAPTER_ENDING),
    .grand_ambitions = grand_ambitions,
    .enumerate = objective_enumerate,
    .apply = objective_apply,
    .step = reveal_step,
    .frame_ok = objective_frame_ok,
};
