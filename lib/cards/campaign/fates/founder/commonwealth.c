/*
 * The Commonwealth (the Founder's Act II; cards.csv, faq.csv).
 *
 * F213 Founder of the Commonwealth (title, the Founder's play area)
 *   "Keep the Commonwealth Ambition marker on your Fate card. When you
 *    declare an ambition, you may also place the Commonwealth Ambition
 *    marker from your Fate card onto the declared ambition box."
 *                                    -> EVENT (EVT_AMBITION_DECLARED)
 *   A decision after the declaration (the declared box, or decline).
 *   faq.csv, Commonwealth Ambition Q1: "after scoring ... It returns to the
 *   Fate card of the Founder"; Q3: in a box without another marker (a
 *   Crisis undeclared it) "It returns during scoring even if the ambition
 *   did not score"; ARCS-CC11: it stays in the box when the other marker
 *   is removed and is removed after scoring. So at every chapter's end
 *   (EVT_CHAPTER_END, after the scoring) it returns to the Fate card.
 *
 * F214 Commonwealth Ambition (law)                  -> SCORE_AMBITION
 *   "This ambition only gives Power for winning it - getting first place
 *    with no tie. All Members of the Commonwealth combine ambition values
 *    into the Commonwealth to determine place for gaining Power. (Use
 *    individual ambition values for everything else, like objectives.)
 *    If the Commonwealth wins, evenly divide the total Power of first and
 *    second place among Members. Ignore bonus city Power and Power
 *    remainders. If a non-Member wins, they gain double the total Power of
 *    first and second place."
 *   The box holding the marker scores this way in place of the rulebook's
 *   places ("This ambition scores as described on the Commonwealth
 *   Ambition law card", F213). Participants: the Commonwealth (the sum of
 *   the Members' counts), each non-Member, and with 2 players the ambition
 *   box (Two-Player Scoring), which may win and gains nothing. Nobody with
 *   0 places. "Total Power of first and second place": the first- and
 *   second-place Power of the box's markers. faq.csv, Vow of Survival: a
 *   winner who "only gain[s] Power for second place" (hook point
 *   SCORE_PLACE) gains the second-place Power alone. The individual
 *   values decide who "wins the ambition" for everything else: the
 *   untied first player by their own count hears EVT_AMBITION_WON (n: the
 *   Power they gained here). The Founder's Act II Objective (F212B)
 *   advances 2 per Member when the Commonwealth wins.
 *
 * F218-F221 Member of the Commonwealth (titles, one per player)
 *   "Disgrace. If you harm a Free city, scrap this title. (You cannot
 *    become a Member again!)"              -> EVENT (EVT_BATTLE_STARTED)
 *   Harm is "choosing as defender in battle, damaging, destroying, or
 *   hitting" (Campaign rules, "Harm"): choosing the Free States as the
 *   defender where a Free city stands makes every Free building there a
 *   defending piece, so the Member harms a Free city and scraps the title
 *   at the start of that battle. (Other harm of Free cities by card
 *   effects: none of the cards in play in Act II harms them.)
 *
 *   "Free Buildings. You may take actions with Free buildings that are not
 *    controlled by the Empire like they are Loyal. Pieces built in this
 *    way are always placed fresh." (with F222 Commonwealth Membership's
 *   Privileges: "tax Free cities, build ships and take Catapult moves with
 *   Free starports, build buildings at them, and repair them")
 *                                                    -> FREE_BUILDINGS
 *   Answered by the title, so a disgraced player loses it with the title;
 *   the rules code (lib/rules/actions.c free_like_loyal) treats a Free
 *   city as taxable, a Free starport as a shipyard and a Catapult origin,
 *   a Free building as a Loyal piece to build at, a damaged Free building
 *   as repairable, where the Empire does not control the system; the ship
 *   or building so built is fresh even where a Rival controls.
 *
 * Moves: "card founder-of-the-commonwealth place <ambition>", "decline".
 */
#include "cards/campaign/fates/founder/commonwealth.h"

#include <stdio.h>

enum { S_PLACE };

/* ---- F213 ---- */

static void founder_event(game_state *g, int holder, int card, const camp_event *ev) {
    uint8_t *marker = commonwealth_marker(g);
    if (ev->kind == EVT_AMBITION_DECLARED && ev->player == holder && *marker == CW_ON_FATE &&
        ev->a < ARCS_AMBITION_COUNT) {
        push_card_frame(g, FR_CARD, holder, card, S_PLACE)->c = ev->a;
    } else if (ev->kind == EVT_CHAPTER_END && *marker >= CW_IN_BOX) {
        *marker = CW_ON_FATE;
        card_log(g, card, "The Commonwealth Ambition marker returns to Player %d's Fate card.", holder + 1);
    }
}

static void founder_enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    add_card_move(out, f->player, f->card, S_PLACE, f->c, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void founder_apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) return;
    *commonwealth_marker(g) = (uint8_t)(CW_IN_BOX + m.d);
    card_log(g, card, "Player %d places the Commonwealth Ambition marker on %s.", m.player + 1, ambition_name(m.d));
}

/* FRAME_CHECK: S_PLACE: c the declared ambition, the marker on the Fate card. */
static bool founder_frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_PLACE && card_frame_only(f, FB_C) && f->c < ARCS_AMBITION_COUNT &&
           commonwealth_marker_ro(g) == CW_ON_FATE;
}

static bool marker_invariants(const game_state *g, char *why, size_t cap) {
    int m = commonwealth_marker_ro(g);
    if (m > CW_IN_BOX + ARCS_AMBITION_COUNT - 1) CARD_DATA_FAIL("Commonwealth Ambition marker %d", m);
    if (m && commonwealth_founder(g) < 0 && !card_scrapped(g, CARD_F213))
        CARD_DATA_FAIL("Commonwealth Ambition marker %d with no Founder of the Commonwealth", m);
    return true;
}

static const card_data_def MARKER_DATA = {
    .size = sizeof(commonwealth_marker_data),
    .invariants = marker_invariants,
};

static const card_step FOUNDER_STEPS[] = {
    [S_PLACE] = {"place", "A", "place the Commonwealth Ambition marker on %1"},
};

const card_def card_founder_of_the_commonwealth = {
    .card = CARD_F213,
    .short_name = "founder-of-the-commonwealth",
    .steps = FOUNDER_STEPS,
    .nsteps = ARRAY_LEN(FOUNDER_STEPS),
    .on_event = founder_event,
    .events = EVENTS(EVT_AMBITION_DECLARED, EVT_CHAPTER_END),
    .enumerate = founder_enumerate,
    .apply = founder_apply,
    .data = &MARKER_DATA,
    .frame_ok = founder_frame_ok,
};

/* ---- F214 ---- */

static void gain_power(game_state *g, int p, int n) {
    int power = g->pl[p].power + n;
    g->pl[p].power = (int16_t)(power < POWER_MAX ? power : POWER_MAX);
}

/* Who places first in box a scored as the Commonwealth Ambition: the
 * Commonwealth (the Members' counts summed), a non-Member, with 2 players
 * the ambition box (Two-Player Scoring); CW_WIN_NONE on a tie or when
 * nobody has any. counts (may be NULL): each player's count; *sum: the
 * Commonwealth's. (F214; the Founder's Act III objective, act3.c.) */
int commonwealth_winner(const game_state *g, int a, int *counts, int *sum) {
    int n = g->num_players, count[MAX_PLAYERS], commonwealth = 0;
    unsigned members = commonwealth_members(g);
    for (int p = 0; p < n; p++) {
        count[p] = ambition_count(g, p, a);
        if (counts) counts[p] = count[p];
        if (members & (1u << p)) commonwealth += count[p];
    }
    if (sum) *sum = commonwealth;
    int top = 0, winner = CW_WIN_NONE, ntop = 0;
#define CONSIDER(v, who)                                                                          \
    do {                                                                                          \
        if ((v) > top) top = (v), winner = (who), ntop = 1;                                       \
        else if ((v) == top && (v) > 0) ntop++;                                                   \
    } while (0)
    if (members) CONSIDER(commonwealth, CW_WIN_COMMONWEALTH);
    for (int p = 0; p < n; p++)
        if (!(members & (1u << p))) CONSIDER(count[p], p);
    if (n == 2) CONSIDER(ambition_box_count(g, a), CW_WIN_BOX);
#undef CONSIDER
    return ntop == 1 ? winner : CW_WIN_NONE;
}

static bool score(game_state *g, int card, int a, int first_val, int second_val) {
    if (commonwealth_marker_ro(g) != CW_IN_BOX + a) return false;
    int n = g->num_players;
    unsigned members = commonwealth_members(g);
    int nmembers = __builtin_popcount(members);
    int count[MAX_PLAYERS], commonwealth = 0;
    int winner = commonwealth_winner(g, a, count, &commonwealth);
    int total = first_val + second_val, gain[MAX_PLAYERS] = {0};
    char line[200];
    int len = snprintf(line, sizeof line, "Chapter %d: %s scores as the Commonwealth Ambition (first %d, second %d): "
                       "the Commonwealth %d", g->chapter, ambition_name(a), first_val, second_val, commonwealth);
    for (int p = 0; p < n && len < (int)sizeof line; p++)
        if (!(members & (1u << p))) len += snprintf(line + len, sizeof line - (size_t)len, ", Player %d %d", p + 1, count[p]);
    card_log(g, card, "%s.", line);
    if (winner == CW_WIN_COMMONWEALTH) {
        /* "evenly divide the total Power ... Ignore bonus city Power and
         * Power remainders." */
        int share = total / nmembers;
        for (int p = 0; p < n; p++)
            if (members & (1u << p)) gain[p] = share;
        card_log(g, card, "The Commonwealth wins: each of its %d Members gains %d Power.", nmembers, share);
    } else if (winner >= 0 && winner < MAX_PLAYERS) {
        /* faq.csv, Vow of Survival: "You gain Power for second place alone." */
        gain[winner] = cards_second_for_first(g, winner, a, true) ? second_val : 2 * total;
        card_log(g, card, "Player %d, not a Member, wins and gains %d Power.", winner + 1, gain[winner]);
    } else {
        card_log(g, card, "Nobody wins it: no Power is gained.");
    }
    /* faq.csv, Oath of Peace: a Member who gains no Power from scoring it
     * (hook point DECLARE) scores none of the Commonwealth's, and the other
     * Members do not score that share. */
    for (int p = 0; p < n; p++)
        if (cards_forsworn_ambitions(g, p) >> a & 1u) gain[p] = 0;
    for (int p = 0; p < n; p++) gain_power(g, p, gain[p]);
    int founder = commonwealth_founder(g);
    if (winner == CW_WIN_COMMONWEALTH && founder >= 0 && in_play_area(g, founder, CARD_F212B)) {
        card_log(g, CARD_F212B, "Distribute Power Fairly: the Commonwealth of %d Members wins.", nmembers);
        objective_advance(g, founder, 2 * nmembers, CARD_F212B);
    }
    /* "Use individual ambition values for everything else, like
     * objectives": the individual untied first place wins the ambition. */
    for (int p = 0; p < n; p++)
        if (ambition_place(g, p, a) == 1) campaign_event(g, EVT_AMBITION_WON, p, a, gain[p]);
    return true;
}

const card_def card_commonwealth_ambition = {
    .card = CARD_F214,
    .short_name = "commonwealth-ambition",
    .scores_ambition = score,
};

/* ---- F218-F221 ---- */

static void member_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_BATTLE_STARTED || ev->player != holder) return;
    const battle_state *b = &g->battle;
    if (b->defender != OWNER_FREE || !free_city_in(g, b->system)) return;
    char name[16];
    card_log(g, card, "Disgrace: Player %d harms a Free city at %s and is no longer a Member.", holder + 1,
             system_name(b->system, name));
    fate_scrap(g, card);
}

const card_def card_member_of_the_commonwealth = {
    .card = CARD_F218,
    .short_name = "member-of-the-commonwealth",
    .on_event = member_event,
    .events = EVENTS(EVT_BATTLE_STARTED),
    .acts_with_free = true,
};
