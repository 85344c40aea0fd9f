/*
 * The Caretaker's Act I (ARCS-FATE05; campaign-plan.md WP6) and the Golems.
 *
 *   F501A Caretaker Act I Setup: "Gain Golem Beacon (02), Golem Hearth
 *     (03), and Stone-Speakers (04). Shuffle the 4 Sleeping Golem tokens.
 *     Place one on its Sleeping side at each gate in the clusters without
 *     Imperial ships. Add Golems (05) and Golem Actions (06) to the rules
 *     booklet."            -> FATE_SETUP; the Golems one gate at a time,
 *                             each a draw (chance CH_CARD: 1/4, 1/3...)
 *   F501B "Find the Golems": "Each time you win an ambition, advance 2 for
 *     each Golem you have." "Use the Golems": "Advance 2 each time any
 *     player spends a Golem in their Prelude (even if the player chooses
 *     not to use the Golem's Prelude action)."
 *                                  -> EVENT (EVT_AMBITION_WON, EVT_SLOT_TOKEN_SPENT)
 *   F502 Golem Beacon (lore): "Awaken (Influence): Take any Golems you
 *     control from the map and place them on your Golem Hearth card. Flip
 *     these Golems to Awake if you are winning a declared ambition."
 *     -> NEW_ACTION: "awaken", then "awaken-take <system>" for each Golem
 *        taken (any of them: a choice each), "awaken-done".
 *   F503 Golem Hearth (lore): "Crisis: Flip all Sleeping Golems that are
 *     not on the map to Awake. This card holds any number of Golems."
 *     -> CRISIS (a Fate Crisis: lib/campaign/events.c); the Golems on it
 *        are GOLEM_HEARTH, its holder's.
 *   F504 Stone-Speakers (Guild, protected): "When you declare an ambition,
 *     you may end your turn immediately. If you do, take any Golems from
 *     Rivals, then roll the event die and resolve Crises if you roll it."
 *     -> EVENT (EVT_AMBITION_DECLARED): "end-turn" | "go-on"; then
 *        "take <player> <slot>" per Golem, "done"; the Golems taken go on
 *        Golem Hearth (or the taker's empty slot without it).
 *   F505 Golems (law): "Only the Caretaker can take Golems from the map.
 *     Golems fill resource slots [...]. Its Awake side is public if a player
 *     holds it. When a Golem is spent or discarded, flip it to Sleeping and
 *     place it in a Rival's empty resource slot. If there are none, you
 *     keep it." -> golem_released: "card golems place <player> <slot>" or
 *        "card golems place-hearth" (Golem Hearth's holder, a Rival, has
 *        slots for any number: faq.csv Golem Hearth).
 *   F506 Golem Actions (law): "Prelude: You may spend your Awake Golems to
 *     optionally take their actions. Warrior: Destroy all damaged ships in
 *     one system. Protector: Repair any ships of your choice. Seeker: Take
 *     a Catapult move from one system. Harvester: Gain any resource."
 *     -> PRELUDE "spend <golem>", then the Golem's action or "skip".
 *
 * Hidden information: a Sleeping Golem's identity is known to nobody
 * unless it has been Awake (golem_known): moves name Sleeping Golems by
 * where they lie, the log calls them "a Sleeping Golem", observations
 * hide which one is where, and arcs_determinize permutes them.
 *
 * Choices where the seeds are silent (docs/rules-coverage.md, "Golems"):
 * faq.csv Golems: Golems are not resources (no New Actions, no Loyal
 * cards' inputs, no ambitions; Summits cannot trade them in Act I); the
 * Warrior destroys only the damaged ships its user may harm (faq.csv: no
 * override of the Truce Law), returning them to their supplies (no
 * Trophies: the card says destroy, not battle); the Protector repairs
 * one ship at a time, as long as its user wants.
 */
#include <stdio.h>

#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "cards/campaign/fates/ambition.h"
#include "cards/campaign/fates/caretaker/golems.h"
#include "cards/hooks.h"

#include "arcs.pb-c.h"

const char *const golem_names[GOLEMS] = {"Warrior", "Protector", "Seeker", "Harvester"};
#define GOLEM_NAMES golem_names

static bool golem_public(const game_state *g, int k) {
    return ((GOLEM_DATA(g)->awake | GOLEM_DATA(g)->known) >> k) & 1u;
}

/* "the Warrior Golem" or "a Sleeping Golem" (hidden identity). */
static const char *golem_label(const game_state *g, int k) { return golem_public(g, k) ? GOLEM_NAMES[k] : "Sleeping"; }

static bool in_play_area(const game_state *g, int p, int card) {
    for (int i = 0; i < g->ll.play_area_len[p]; i++)
        if (g->ll.play_area[p][i] == card) return true;
    return false;
}

int golem_hearth_holder(const game_state *g) {
    for (int p = 0; p < g->num_players; p++)
        if (in_play_area(g, p, CARD_F503) || held_index(g, p, CARD_F503) >= 0) return p;
    return -1;
}

bool golem_had_by(const game_state *g, int k, int p) {
    uint8_t w = GOLEM_DATA(g)->where[k];
    if (w == GOLEM_HEARTH) return golem_hearth_holder(g) == p;
    if (GOLEM_IS_GIVEN(w)) return GOLEM_GIVEN_PLAYER(w) == p;
    return GOLEM_IN_SLOT(w) && GOLEM_SLOT_PLAYER(w) == p;
}

int golems_had(const game_state *g, int p) {
    int n = 0;
    for (int k = 0; k < GOLEMS; k++) n += golem_had_by(g, k, p);
    return n;
}

static void set_awake(game_state *g, int k, bool awake) {
    if (awake) {
        GOLEM_DATA(g)->awake |= (uint8_t)(1u << k);
        GOLEM_DATA(g)->known |= (uint8_t)(1u << k); /* seen Awake: known from now on */
    } else {
        GOLEM_DATA(g)->awake &= (uint8_t)~(1u << k);
    }
}

/* Take Golem k off wherever it is (a slot empties). */
static void golem_lift(game_state *g, int k) {
    uint8_t w = GOLEM_DATA(g)->where[k];
    if (GOLEM_IN_SLOT(w)) g->pl[GOLEM_SLOT_PLAYER(w)].res[GOLEM_SLOT_INDEX(w)] = RES_EMPTY;
    GOLEM_DATA(g)->where[k] = GOLEM_BOX;
}

void golem_scrap(game_state *g, int k) {
    golem_lift(g, k);
    set_awake(g, k, false);
    GOLEM_DATA(g)->where[k] = GOLEM_SCRAPPED;
}

static void golem_to_slot(game_state *g, int k, int p, int slot) {
    GOLEM_DATA(g)->where[k] = (uint8_t)GOLEM_SLOT(p, slot);
    g->pl[p].res[slot] = RES_GOLEM;
}

/* "Winning" an ambition (Campaign rulebook, "Winning Ambitions": "in first
 * place and not tied") is the scoring's untied first place
 * (rules/chapter.c ambition_place): with 2 players the ambition-box
 * resources take places as in scoring (Base rulebook, "Two-Player
 * Scoring"), so a player the box outranks or ties is not winning. */
bool ambition_winning(const game_state *g, int p, int a) { return ambition_place(g, p, a) == 1; }

bool winning_declared_ambition(const game_state *g, int p) { return declared_ambition_place(g, p) == 1; }

/* The empty resource slots of q a Golem may fill: the open board slots and
 * a card's slot (Ancient Holdings: faq.csv, it "holds one Golem"). */
static unsigned empty_slots_of(const game_state *g, int q) {
    unsigned m = 0;
    int open = open_res_slots(&g->pl[q]);
    for (int i = 0; i < open; i++)
        if (g->pl[q].res[i] == RES_EMPTY) m |= 1u << i;
    if (g->pl[q].res[CARD_RES_SLOT] == RES_EMPTY && cards_res_slot(g, q)) m |= 1u << CARD_RES_SLOT;
    return m;
}

/* ---- F505 Golems: a spent or discarded Golem goes to a Rival ---- */

enum { S_PLACE, S_PLACE_HEARTH, S_KEEP, S_COVERED, S_GIVEN };

/* Where a held Golem lies, as golem_at names it: in slot `src` of `from`
 * (src < RES_SLOTS_MAX), or on Golem Hearth: the known Golem k (src =
 * RAID_HEARTH_KNOWN + k) or an unknown Sleeping one (RAID_HEARTH_SLEEPING:
 * the first, as all are alike to everyone; arcs_determinize permutes them),
 * or given to `from` and not yet placed (Transfer Golem): RAID_GIVEN_KNOWN
 * + k, RAID_GIVEN_SLEEPING.
 * A pending placement names the Golem by this place, never by identity,
 * and the Golem stays there until placed, so a hidden one keeps its place
 * among the hidden (arcs_determinize) and no frame holds its name. */
enum {
    RAID_HEARTH_KNOWN = GOLEM_PLACE_HEARTH_KNOWN,
    RAID_HEARTH_SLEEPING = GOLEM_PLACE_HEARTH_SLEEPING,
    RAID_GIVEN_KNOWN = 16,
    RAID_GIVEN_SLEEPING = RAID_GIVEN_KNOWN + GOLEMS,
    HEARTH_RAID_KEYS = 2
};
_Static_assert(RES_SLOTS_MAX <= RAID_HEARTH_KNOWN && RAID_HEARTH_KNOWN + GOLEMS <= RAID_HEARTH_SLEEPING &&
                   RAID_HEARTH_SLEEPING < RAID_GIVEN_KNOWN,
               "Golem places overlap (lib/wire/frame_checks.c checks them)");

static bool golem_lies_at(const game_state *g, int j, int from, int src) {
    uint8_t w = GOLEM_DATA(g)->where[j];
    if (src < RES_SLOTS_MAX) return w == GOLEM_SLOT(from, src);
    bool given = src >= RAID_GIVEN_KNOWN;
    if (given ? w != GOLEM_GIVEN(from) : w != GOLEM_HEARTH) return false;
    if (src == (given ? RAID_GIVEN_SLEEPING : RAID_HEARTH_SLEEPING)) return !((GOLEM_DATA(g)->known >> j) & 1u);
    return j == src - (given ? RAID_GIVEN_KNOWN : RAID_HEARTH_KNOWN);
}

static int golem_at(const game_state *g, int from, int src) {
    for (int j = 0; j < GOLEMS; j++)
        if (golem_lies_at(g, j, from, src)) return j;
    return -1;
}

/* The place (golem_at) of Golem k, held in a slot or on Golem Hearth. */
static void golem_where(const game_state *g, int k, int *from, int *src) {
    uint8_t w = GOLEM_DATA(g)->where[k];
    bool known = (GOLEM_DATA(g)->known >> k) & 1u;
    if (GOLEM_IN_SLOT(w)) {
        *from = GOLEM_SLOT_PLAYER(w);
        *src = GOLEM_SLOT_INDEX(w);
    } else if (GOLEM_IS_GIVEN(w)) {
        *from = GOLEM_GIVEN_PLAYER(w);
        *src = known ? RAID_GIVEN_KNOWN + k : RAID_GIVEN_SLEEPING;
    } else {
        int h = golem_hearth_holder(g);
        *from = h < 0 ? 0 : h;
        *src = known ? RAID_HEARTH_KNOWN + k : RAID_HEARTH_SLEEPING;
    }
}

/* The slots of q the Golem at (from, src) may go to: q's empty ones, and
 * the one it leaves when that is q's and not covered (it empties when the
 * Golem goes). */
static unsigned slots_for(const game_state *g, int q, int from, int src) {
    unsigned m = empty_slots_of(g, q);
    if (from == q && src < RES_SLOTS_MAX &&
        (src < open_res_slots(&g->pl[q]) || (src == CARD_RES_SLOT && cards_res_slot(g, q))))
        m |= 1u << src;
    return m;
}

static bool rival_room(const game_state *g, int p, int from, int src) {
    int h = golem_hearth_holder(g);
    if (h >= 0 && h != p) return true;
    for (int q = 0; q < g->num_players; q++)
        if (q != p && slots_for(g, q, from, src)) return true;
    return false;
}

static void golem_take_to_slot(game_state *g, int p, int from, int src, int slot) {
    int k = golem_at(g, from, src);
    if (k < 0) return;
    golem_lift(g, k);
    golem_to_slot(g, k, p, slot);
    card_log(g, CARD_F505, "Player %d places the %s Golem in resource slot %d.", p + 1, golem_label(g, k), slot + 1);
}

static void golem_to_hearth(game_state *g, int k) {
    golem_lift(g, k);
    GOLEM_DATA(g)->where[k] = GOLEM_HEARTH;
}

/* p chooses one of the slots `mine` for the Golem at (from, src): the
 * frame "card golems keep <slot>"; the only one is taken without asking,
 * as the resource placement does (Base rulebook "Placing Resources"). */
static void golem_choose_slot(game_state *g, int p, int from, int src, unsigned mine) {
    if (!(mine & (mine - 1))) {
        golem_take_to_slot(g, p, from, src, __builtin_ctz(mine));
        return;
    }
    frame *f = push_card_frame(g, FR_CARD, p, CARD_F505, S_KEEP);
    f->d = (uint8_t)from;
    f->e = (uint8_t)src;
}

/* p gains the Golem at (from, src) (a raid, Stone-Speakers, or p keeps
 * one p released): onto Golem Hearth if p holds it, else into an empty
 * resource slot of p's choosing (golem_choose_slot). The Golem stays where
 * it is until then. With no empty slot it is discarded (F505: to a Rival)
 * when `discard`, else it goes to Golem Hearth. */
static void golem_gained(game_state *g, int p, int from, int src, bool discard) {
    int k = golem_at(g, from, src);
    if (k < 0) return;
    unsigned mine = slots_for(g, p, from, src);
    if (golem_hearth_holder(g) == p || (!mine && !discard)) golem_to_hearth(g, k);
    else if (!mine) golem_released(g, p, k);
    else golem_choose_slot(g, p, from, src, mine);
}

void golem_released(game_state *g, int p, int k) {
    set_awake(g, k, false);
    int from, src;
    golem_where(g, k, &from, &src);
    if (!rival_room(g, p, from, src)) {
        /* "If there are none, you keep it": on Golem Hearth (its holder
         * always has slots: faq.csv Golems), else in an empty slot of p's
         * choosing, else on Golem Hearth (faq.csv Golem Hearth). */
        card_log(g, CARD_F505, "Player %d keeps the %s Golem, now Sleeping.", p + 1, golem_label(g, k));
        golem_gained(g, p, from, src, false);
        return;
    }
    frame *f = push_card_frame(g, FR_CARD, p, CARD_F505, S_PLACE);
    f->d = (uint8_t)from;
    f->e = (uint8_t)src;
}

static void golems_enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player, h = golem_hearth_holder(g);
    if (f->step == S_KEEP) {
        for (unsigned m = slots_for(g, p, f->d, f->e); m; m &= m - 1) add_card_move(out, p, f->card, S_KEEP, __builtin_ctz(m), 0, 0);
        return;
    }
    if (h >= 0 && h != p) add_card_move(out, p, f->card, S_PLACE_HEARTH, 0, 0, 0);
    for (int q = 0; q < g->num_players; q++) {
        if (q == p) continue;
        for (unsigned m = slots_for(g, q, f->d, f->e); m; m &= m - 1) add_card_move(out, p, f->card, S_PLACE, q, __builtin_ctz(m), 0);
    }
}

static void golems_apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int from = f->d, src = f->e, k = golem_at(g, from, src);
    /* From a slot under a returning city: the covered tokens after it
     * follow (fit_resources). */
    bool covered = src < RES_SLOTS && src >= open_res_slots(&g->pl[from]);
    pop_frame(g);
    if (k < 0) return;
    if (m.c == S_KEEP) {
        golem_take_to_slot(g, m.player, from, src, m.d);
    } else if (m.c == S_PLACE_HEARTH) {
        golem_to_hearth(g, k);
        card_log(g, CARD_F505, "Player %d places the %s Golem, Sleeping, on Golem Hearth.", m.player + 1, golem_label(g, k));
    } else {
        golem_lift(g, k);
        golem_to_slot(g, k, m.d, m.e);
        card_log(g, CARD_F505, "Player %d places the %s Golem, Sleeping, in Player %d's resource slot %d.", m.player + 1,
                 golem_label(g, k), m.d + 1, m.e + 1);
    }
    if (covered) fit_resources(g, from);
}

static const card_step GOLEMS_STEPS[] = {
    [S_PLACE] = {"place", "pn", "place the Golem, Sleeping, in %1's resource slot %#2"},
    [S_PLACE_HEARTH] = {"place-hearth", "", "place the Golem, Sleeping, on Golem Hearth"},
    [S_KEEP] = {"keep", "n", "place the Golem in your resource slot %#1"}};

/* ---- F514 Knowledge Set Free: Transfer Golem ---- */

static void given_step(game_state *g, int p);

int golem_of_giver(const game_state *g, int giver, int y) {
    if (y >= RES_SLOTS_MAX && (y < RAID_HEARTH_KNOWN || y > RAID_HEARTH_SLEEPING || golem_hearth_holder(g) != giver))
        return -1;
    return golem_at(g, giver, y);
}

int golem_place_keys(int y) { return y < RES_SLOTS_MAX ? res_slot_keys(y) : HEARTH_RAID_KEYS; }

void golem_give(game_state *g, int giver, int receiver, int y) {
    int k = golem_of_giver(g, giver, y);
    if (k < 0) return;
    card_log(g, CARD_F514, "Player %d gives the %s Golem to Player %d.", giver + 1, golem_label(g, k), receiver + 1);
    golem_lift(g, k);
    if (golem_hearth_holder(g) == receiver) {
        GOLEM_DATA(g)->where[k] = GOLEM_HEARTH;
        card_log(g, CARD_F514, "Player %d places it on Golem Hearth.", receiver + 1);
        return;
    }
    /* Placed once the deal is done (its resources received come first). */
    GOLEM_DATA(g)->where[k] = (uint8_t)GOLEM_GIVEN(receiver);
    push_card_frame(g, FR_CARD_AUTO, receiver, CARD_F505, S_GIVEN)->d = (uint8_t)receiver;
}

/* A Golem given to p comes up for placing (FR_CARD_AUTO S_GIVEN, d = p):
 * as a Golem gained (golem_gained), into an empty slot of p's choosing,
 * discarded (ARCS-F505: to a Rival) when p has none. The known ones
 * first, by identity, then the unknown ones (alike to everyone), so that
 * the order names no hidden Golem. */
static void given_step(game_state *g, int p) {
    int src = -1;
    for (int k = 0; k < GOLEMS && src < 0; k++)
        if (golem_lies_at(g, k, p, RAID_GIVEN_KNOWN + k)) src = RAID_GIVEN_KNOWN + k;
    if (src < 0 && golem_at(g, p, RAID_GIVEN_SLEEPING) >= 0) src = RAID_GIVEN_SLEEPING;
    if (src >= 0) golem_gained(g, p, p, src, true);
}

/* A returning city covered slot `src` of `from`, which holds a Golem
 * (resources.c fit_resources, Returning Cities): its owner moves it into
 * an empty slot of their choosing (like a covered resource), or it is
 * discarded (golem_released) when there is none. It stays in the covered
 * slot until placed. Settled when its FR_CARD_AUTO frame comes up (what
 * else the returning city set off comes first), so the choice is made on
 * the slots as they are then; the covered tokens after it wait
 * (fit_resources resumes). */
static void golems_step(game_state *g) {
    frame *f = top_frame(g);
    int p = f->d, slot = f->e, k = golem_at(g, p, slot), depth;
    if (f->step == S_GIVEN) {
        pop_frame(g);
        given_step(g, p);
        return;
    }
    pop_frame(g);
    if (k < 0 || slot < open_res_slots(&g->pl[p])) { /* moved or uncovered meanwhile */
        fit_resources(g, p);
        return;
    }
    card_log(g, CARD_F505, "Player %d: slot %d is covered; the %s Golem must move.", p + 1, slot + 1, golem_label(g, k));
    depth = g->depth;
    unsigned open = empty_slots_of(g, p);
    if (open) golem_choose_slot(g, p, p, slot, open);
    else golem_released(g, p, k);
    if (g->depth == depth) fit_resources(g, p); /* placed without a choice */
}

/* FR_CARD S_PLACE, S_KEEP: d = the player the Golem lies with, e = where
 * (golem_at); the Golem stays there until placed. FR_CARD_AUTO S_COVERED:
 * d = its owner, e = the covered slot (golems_step). */
extern const card_data_def golems_data;
static bool golem_slot_covered(game_state *g, int p, int slot);
static int golem_raids(const game_state *g, int attacker, int defender, int keys, move_list *out);
static int golem_raid(game_state *g, int attacker, int defender, int b);

/* FRAME_CHECK: S_PLACE, S_KEEP: d the player the Golem lies with, e where
 * (a resource slot, RAID_HEARTH_KNOWN + the known Golem on Golem Hearth,
 * or RAID_HEARTH_SLEEPING a Sleeping one there); S_COVERED (step): d the
 * owner, e the covered slot. */
static bool golems_frame_ok(const game_state *g, const frame *f) {
    if (f->kind == FR_CARD_AUTO)
        return f->step == S_GIVEN ? card_frame_only(f, FB_D) && card_frame_player_ok(g, f->d)
                                  : f->step == S_COVERED && card_frame_only(f, FB_D | FB_E) &&
                                        card_frame_player_ok(g, f->d) && f->e < RES_SLOTS;
    return (f->step == S_PLACE || f->step == S_KEEP) && card_frame_only(f, FB_D | FB_E) &&
           card_frame_player_ok(g, f->d) &&
           (f->e < RES_SLOTS_MAX || (f->e >= RAID_HEARTH_KNOWN && f->e < RAID_HEARTH_KNOWN + GOLEMS) ||
            f->e == RAID_HEARTH_SLEEPING || (f->e >= RAID_GIVEN_KNOWN && f->e <= RAID_GIVEN_SLEEPING));
}

/* TOKENS_PENDING: the Golem of d's (and the tokens it covers) waits for
 * its placement while a Golems frame about d's slots is on the stack. */
static bool golems_tokens_pending(const frame *f, int p) { return f->d == p; }

/* "In Act II/III setup, Golems flip to Awake." (ARCS-F505): the law's
 * own step at Act II & III Setup F, whoever plays the Caretaker then (the
 * Caretaker's Act II Setup, ARCS-F512A step 4, then finds none Sleeping).
 * The booklet answers for every player: the first asked, the initiative
 * holder (cards_event's turn order), flips them once. The Golems off the
 * map (golems_awaken_all; none lies on the map after ARCS-F507). */
static void golems_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_ACT_SETUP || holder != g->initiative) return;
    golems_awaken_all(g, card);
}

const card_def card_golems = {
    .card = CARD_F505,
    .on_event = golems_event,
    .events = EVENTS(EVT_ACT_SETUP),
    .short_name = "golems",
    .steps = GOLEMS_STEPS,
    .nsteps = ARRAY_LEN(GOLEMS_STEPS),
    .enumerate = golems_enumerate,
    .apply = golems_apply,
    .step = golems_step,
    .data = &golems_data,
    .frame_ok = golems_frame_ok,
    .tokens_pending = golems_tokens_pending,
    /* SLOT_TOKEN: the Golems are the card-owned tokens in resource slots
     * (RES_CARD_TOKEN) and on Golem Hearth. */
    .raid_token_moves = golem_raids,
    .raid_token = golem_raid,
    .slot_token_covered = golem_slot_covered,
};

/* True when Golem placement of the Golem at (p, slot) is pending on the stack. */
static bool golem_pending(const game_state *g, int p, int slot) {
    for (int i = 0; i < g->depth; i++) {
        const frame *f = &g->stack[i];
        if ((f->kind == FR_CARD || f->kind == FR_CARD_AUTO) && f->card == CARD_F505 && f->d == p && f->e == slot) return true;
    }
    return false;
}

/* A returning city covers resource slot `slot` of p, which holds a Golem:
 * its placement waits (golems_step). Always true: the covered tokens after
 * it wait too. */
static bool golem_slot_covered(game_state *g, int p, int slot) {
    if (!golem_pending(g, p, slot)) {
        frame *f = push_card_frame(g, FR_CARD_AUTO, p, CARD_F505, S_COVERED);
        f->d = (uint8_t)p;
        f->e = (uint8_t)slot;
    }
    return true;
}

/* ---- raiding Golems (F503 "Their raid cost is 2 keys each"; F505 "Golems
 * fill resource slots") ---- */

static int golem_raids(const game_state *g, int attacker, int defender, int keys, move_list *out) {
    int n = 0;
    for (int i = 0; i < RES_SLOTS_MAX; i++)
        if (g->pl[defender].res[i] == RES_GOLEM && res_slot_keys(i) <= keys) {
            if (out) add_move(out, ARCS_MOVE_RAID, attacker, 0, i, 0, 0);
            n++;
        }
    if (golem_hearth_holder(g) != defender || keys < HEARTH_RAID_KEYS) return n;
    /* Known Golems by name; the unknown Sleeping ones are alike: one move
     * takes one of them (which one, nobody can tell). */
    bool unknown = false;
    for (int k = 0; k < GOLEMS; k++) {
        if (GOLEM_DATA(g)->where[k] != GOLEM_HEARTH) continue;
        if ((GOLEM_DATA(g)->known >> k) & 1u) {
            if (out) add_move(out, ARCS_MOVE_RAID, attacker, 0, RAID_HEARTH_KNOWN + k, 0, 0);
            n++;
        } else {
            unknown = true;
        }
    }
    if (unknown) {
        if (out) add_move(out, ARCS_MOVE_RAID, attacker, 0, RAID_HEARTH_SLEEPING, 0, 0);
        n++;
    }
    return n;
}

static int golem_raid(game_state *g, int attacker, int defender, int b) {
    int k = golem_at(g, defender, b);
    if (k < 0) return 0;
    card_log(g, CARD_F505, "Player %d raids the %s Golem from Player %d.", attacker + 1, golem_label(g, k), defender + 1);
    golem_gained(g, attacker, defender, b, true); /* no room: discarded (F505) */
    return b < RES_SLOTS_MAX ? res_slot_keys(b) : HEARTH_RAID_KEYS;
}

/* ---- F501A setup: the Golems on the gates ---- */

enum { S_SETUP_PLACE };

/* The next gate of a cluster without Imperial ships that has no Golem, or -1. */
static int next_golem_gate(const game_state *g) {
    for (int cl = 0; cl < NUM_CLUSTERS; cl++) {
        int gate = cl * 4 + SYS_GATE;
        bool imperial = false;
        for (int s = cl * 4; s < cl * 4 + 4; s++) imperial |= imperial_in(g, s) > 0;
        if (imperial || !sys_in_play(g, gate)) continue;
        bool has = false;
        for (int k = 0; k < GOLEMS; k++) has |= GOLEM_DATA(g)->where[k] == GOLEM_ON_MAP(gate);
        if (!has) return gate;
    }
    return -1;
}

static int golems_in_box(const game_state *g) {
    int n = 0;
    for (int k = 0; k < GOLEMS; k++) n += GOLEM_DATA(g)->where[k] == GOLEM_BOX;
    return n;
}

static void setup_step(game_state *g) {
    int gate = next_golem_gate(g);
    if (gate < 0 || !golems_in_box(g)) {
        pop_frame(g);
        return;
    }
    card_chance(g, top_frame(g)->card, gate);
}

/* The Golem draw (chance, CH_CARD with b = the gate): any Golem still in
 * the box, by identity, each as likely ("Shuffle the 4 Sleeping Golem
 * tokens"). */
static void golem_outcomes(const game_state *g, const frame *f, move_list *out, uint32_t *weights) {
    (void)f, (void)weights;
    for (int k = 0; k < GOLEMS; k++)
        if (GOLEM_DATA(g)->where[k] == GOLEM_BOX) add_move(out, ARCS_MOVE_CHANCE, ARCS_PLAYER_CHANCE_ID, k, 0, CHANCE_GOLEM_DRAW, 0);
}

/* Golem m.a, drawn from the box, lies Sleeping on gate f->b. */
static void golem_drawn(game_state *g, const frame *f, arcs_move m) {
    if (m.a >= GOLEMS) return;
    GOLEM_DATA(g)->where[m.a] = (uint8_t)GOLEM_ON_MAP(f->b);
    char name[16];
    glog(g, "A Sleeping Golem is placed at %s.", system_name(f->b, name)); /* which one: nobody knows */
}

static bool golem_draw_ok(const game_state *g, const frame *f) {
    return f->b < NUM_SYSTEMS && sys_is_gate(f->b) && is_campaign(g);
}

static void caretaker_setup(game_state *g, int p, int card) {
    fate_gain_card(g, p, CARD_F502);
    fate_gain_card(g, p, CARD_F503);
    fate_gain_card(g, p, CARD_F504);
    booklet_add(g, CARD_F505);
    booklet_add(g, CARD_F506);
    memset(GOLEM_DATA(g)->where, GOLEM_BOX, sizeof GOLEM_DATA(g)->where);
    GOLEM_DATA(g)->awake = GOLEM_DATA(g)->known = 0;
    push_card_frame(g, FR_CARD_AUTO, p, card, S_SETUP_PLACE);
}

const card_def card_caretaker_setup = {
    .card = CARD_F501A,
    .short_name = "caretaker-setup",
    .fate_setup = caretaker_setup,
    .step = setup_step,
    .chance_outcomes = golem_outcomes,
    .chance_drawn = golem_drawn,
    .chance_frame_ok = golem_draw_ok,
    .chance_what = "draw a Sleeping Golem for a gate",
    .chance_was_kind = CHANCE_GOLEM_DRAW,
    .chance_was_param = CHANCE_ANY_PARAM,
};

/* ---- F501B the objective ---- */

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind == EVT_AMBITION_WON && ev->player == holder) {
        int n = golems_had(g, holder);
        card_log(g, card, "Player %d won an ambition with %d Golem(s).", holder + 1, n);
        objective_advance(g, holder, 2 * n, card);
    } else if (ev->kind == EVT_SLOT_TOKEN_SPENT) {
        card_log(g, card, "a Golem was spent in a Prelude.");
        objective_advance(g, holder, 2, card);
    }
}

const card_def card_caretaker_objective = {
    .card = CARD_F501B,
    .short_name = "find-the-golems",
    .on_event = objective_event,
    .events = EVENTS(EVT_AMBITION_WON, EVT_SLOT_TOKEN_SPENT),
};

/* ---- F502 Golem Beacon: Awaken ---- */

enum { S_AWAKEN, S_TAKE, S_TAKE_DONE };

/* Systems p controls with a Golem (bit per system). */
static uint32_t awaken_systems(const game_state *g, int p) {
    uint32_t m = 0;
    for (int k = 0; k < GOLEMS; k++) {
        uint8_t w = GOLEM_DATA(g)->where[k];
        if (GOLEM_IS_ON_MAP(w) && player_controls(g, p, GOLEM_SYSTEM(w))) m |= 1u << GOLEM_SYSTEM(w);
    }
    return m;
}

static bool awaken_possible(const game_state *g, int p, int spent_slot) {
    (void)spent_slot;
    return golem_hearth_holder(g) == p && awaken_systems(g, p) != 0;
}

static void awaken_begin(game_state *g, int p, int card) { push_card_frame(g, FR_CARD, p, card, S_TAKE); }

static void beacon_enumerate(const game_state *g, const frame *f, move_list *out) {
    for (uint32_t m = awaken_systems(g, f->player); m; m &= m - 1) add_card_move(out, f->player, f->card, S_TAKE, __builtin_ctz(m), 0, 0);
    add_card_move(out, f->player, f->card, S_TAKE_DONE, 0, 0, 0);
}

static void beacon_apply(game_state *g, arcs_move m) {
    int p = m.player, card = top_frame(g)->card;
    if (m.c == S_TAKE_DONE) {
        pop_frame(g);
        return;
    }
    for (int k = 0; k < GOLEMS; k++)
        if (GOLEM_DATA(g)->where[k] == GOLEM_ON_MAP(m.d)) {
            GOLEM_DATA(g)->where[k] = GOLEM_HEARTH;
            bool awake = winning_declared_ambition(g, p);
            if (awake) set_awake(g, k, true);
            char name[16];
            card_log(g, card, "Player %d takes a Golem from %s onto Golem Hearth%s%s.", p + 1, system_name(m.d, name),
                     awake ? ": it Awakens, the " : "", awake ? GOLEM_NAMES[k] : "");
            break;
        }
    if (!awaken_systems(g, p)) pop_frame(g);
}

static const card_new_action AWAKEN[] = {{ARCS_ACT_INFLUENCE, S_AWAKEN, awaken_possible, awaken_begin}};
static const card_step BEACON_STEPS[] = {
    [S_AWAKEN] = {"awaken", "U", "Awaken (Influence), taking Golems you control onto Golem Hearth, spending %1"},
    [S_TAKE] = {"awaken-take", "s", "Awaken: take the Golem at %1"},
    [S_TAKE_DONE] = {"awaken-done", "", "Awaken: take no more Golems"}};

const card_def card_golem_beacon = {
    .card = CARD_F502,
    .short_name = "golem-beacon",
    .steps = BEACON_STEPS,
    .nsteps = ARRAY_LEN(BEACON_STEPS),
    .new_actions = AWAKEN,
    .n_new_actions = 1,
    .enumerate = beacon_enumerate,
    .apply = beacon_apply,
};

/* ---- F503 Golem Hearth: its Crisis ---- */

int golems_awaken_all(game_state *g, int card) {
    int n = 0;
    for (int k = 0; k < GOLEMS; k++) {
        uint8_t w = GOLEM_DATA(g)->where[k];
        if (w == GOLEM_BOX || w == GOLEM_SCRAPPED || GOLEM_IS_ON_MAP(w) || ((GOLEM_DATA(g)->awake >> k) & 1u)) continue;
        set_awake(g, k, true);
        card_log(g, card, "the %s Golem Awakens.", GOLEM_NAMES[k]);
        n++;
    }
    if (!n) card_log(g, card, "no Sleeping Golem off the map.");
    return n;
}

static void hearth_crisis(game_state *g, int holder, int card) {
    (void)holder;
    golems_awaken_all(g, card);
}

void golem_take_awake(game_state *g, int p, int k, int card) {
    uint8_t w = GOLEM_DATA(g)->where[k];
    if (w == GOLEM_BOX || w == GOLEM_SCRAPPED) {
        card_log(g, card, "the %s Golem is not in play.", GOLEM_NAMES[k]);
        return;
    }
    set_awake(g, k, true);
    if (golem_had_by(g, k, p)) {
        card_log(g, card, "the %s Golem Awakens; Player %d has it already.", GOLEM_NAMES[k], p + 1);
        return;
    }
    card_log(g, card, "the %s Golem Awakens; Player %d takes it.", GOLEM_NAMES[k], p + 1);
    /* (None lies on the map after Act I: ARCS-F507 moved or scrapped them;
     * one would be taken off the map by way of Golem Hearth.) */
    if (GOLEM_IS_ON_MAP(w)) GOLEM_DATA(g)->where[k] = GOLEM_HEARTH;
    int from, src;
    golem_where(g, k, &from, &src);
    golem_gained(g, p, from, src, false);
}

const card_def card_golem_hearth = {
    .card = CARD_F503,
    .short_name = "golem-hearth",
    .fate_crisis = hearth_crisis,
};

/* ---- F504 Stone-Speakers ---- */

enum { S_END_TURN, S_GO_ON, S_SS_TAKE, S_SS_DONE };

static void speakers_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_AMBITION_DECLARED || ev->player != holder || g->turn_player != holder) return;
    push_card_frame(g, FR_CARD, holder, card, S_END_TURN);
}

/* Golems in Rivals' slots p may take (bit per player * 8 + slot). */
static uint32_t rival_golems(const game_state *g, int p) {
    uint32_t m = 0;
    for (int k = 0; k < GOLEMS; k++) {
        uint8_t w = GOLEM_DATA(g)->where[k];
        if (GOLEM_IN_SLOT(w) && GOLEM_SLOT_PLAYER(w) != p) m |= 1u << (GOLEM_SLOT_PLAYER(w) * 8 + GOLEM_SLOT_INDEX(w));
    }
    return m;
}

static void speakers_enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    if (f->step == S_END_TURN) {
        add_card_move(out, p, f->card, S_END_TURN, 0, 0, 0);
        add_card_move(out, p, f->card, S_GO_ON, 0, 0, 0);
        return;
    }
    for (uint32_t m = rival_golems(g, p); m; m &= m - 1) {
        int b = __builtin_ctz(m);
        add_card_move(out, p, f->card, S_SS_TAKE, b / 8, b % 8, 0);
    }
    add_card_move(out, p, f->card, S_SS_DONE, 0, 0, 0);
}

static void speakers_apply(game_state *g, arcs_move m) {
    int p = m.player, card = top_frame(g)->card;
    switch (m.c) {
    case S_GO_ON: pop_frame(g); return;
    case S_END_TURN:
        top_frame(g)->step = S_SS_TAKE;
        card_log(g, card, "Player %d ends their turn.", p + 1);
        return;
    case S_SS_TAKE:
        for (int k = 0; k < GOLEMS; k++)
            if (GOLEM_DATA(g)->where[k] == GOLEM_SLOT(m.d, m.e)) {
                card_log(g, card, "Player %d takes the %s Golem from Player %d.", p + 1, golem_label(g, k), m.d + 1);
                golem_gained(g, p, m.d, m.e, false);
                break;
            }
        return;
    default: /* S_SS_DONE: the turn ends, then the event die */
        pop_frame(g);
        turn_end_now(g, p);
        events_roll_for_crises(g, p);
        return;
    }
}

static const card_step SPEAKERS_STEPS[] = {
    [S_END_TURN] = {"end-turn", "", "end your turn now, take Golems from Rivals and roll the event die for Crises"},
    [S_GO_ON] = {"go-on", "", "go on with your turn"},
    [S_SS_TAKE] = {"take", "pn", "take the Golem in %1's resource slot %#2"},
    [S_SS_DONE] = {"done", "", "take no more Golems: roll the event die"}};

const card_def card_stone_speakers = {
    .card = CARD_F504,
    .short_name = "stone-speakers",
    .steps = SPEAKERS_STEPS,
    .nsteps = ARRAY_LEN(SPEAKERS_STEPS),
    .on_event = speakers_event,
    .events = EVENTS(EVT_AMBITION_DECLARED),
    .enumerate = speakers_enumerate,
    .apply = speakers_apply,
};

/* ---- F506 Golem Actions ---- */

enum { S_SPEND, S_WARRIOR, S_PROTECTOR, S_PROTECTOR_DONE, S_SEEKER, S_HARVESTER, S_SKIP };

/* Damaged ships in sys the Warrior may destroy for p (bit per owner: 0..3
 * players, OWNER_EMPIRE). */
static unsigned warrior_owners(const game_state *g, int p, int sys) {
    unsigned m = 0;
    for (int q = 0; q < g->num_players; q++)
        if (g->sys[sys].damaged[q] && (q == p || may_harm(g, p, q, sys))) m |= 1u << q;
    if (is_campaign(g) && g->camp.imperial[sys][1] && may_harm(g, p, OWNER_EMPIRE, sys)) m |= 1u << OWNER_EMPIRE;
    return m;
}

static bool repairable(const game_state *g, int sys, int owner) {
    return owner == OWNER_EMPIRE ? g->camp.imperial[sys][1] > 0 : g->sys[sys].damaged[owner] > 0;
}

static void actions_prelude_moves(const game_state *g, int p, int card, move_list *out) {
    for (int k = 0; k < GOLEMS; k++)
        if (((GOLEM_DATA(g)->awake >> k) & 1u) && golem_had_by(g, k, p)) add_card_move(out, p, card, S_SPEND, k, 0, 0);
}

static void actions_prelude_apply(game_state *g, arcs_move m) {
    int p = m.player, k = m.d, card = card_move_card(m);
    card_log(g, card, "Player %d spends the %s Golem.", p + 1, GOLEM_NAMES[k]);
    campaign_event(g, EVT_SLOT_TOKEN_SPENT, p, k, 0);
    /* The Golem's action (optional) waits below its placement. */
    static const uint8_t ACTION_STEP[GOLEMS] = {S_WARRIOR, S_PROTECTOR, S_SEEKER, S_HARVESTER};
    frame *f = push_card_frame(g, FR_CARD, p, card, ACTION_STEP[k]);
    f->c = (uint8_t)k;
    golem_released(g, p, k);
}

static void actions_enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    switch (f->step) {
    case S_WARRIOR:
        for (int s = 0; s < NUM_SYSTEMS; s++)
            if (sys_in_play(g, s) && warrior_owners(g, p, s)) add_card_move(out, p, f->card, S_WARRIOR, s, 0, 0);
        break;
    case S_PROTECTOR:
        for (int s = 0; s < NUM_SYSTEMS; s++) {
            for (int q = 0; q < g->num_players; q++)
                if (repairable(g, s, q)) add_card_move(out, p, f->card, S_PROTECTOR, s, q, 0);
            if (is_campaign(g) && repairable(g, s, OWNER_EMPIRE))
                add_card_move(out, p, f->card, S_PROTECTOR, s, OWNER_EMPIRE, 0);
        }
        if (f->d) add_card_move(out, p, f->card, S_PROTECTOR_DONE, 0, 0, 0);
        break;
    case S_SEEKER:
        for (int s = 0; s < NUM_SYSTEMS; s++)
            if (sys_in_play(g, s) && g->sys[s].fresh[p] + g->sys[s].damaged[p] > 0)
                add_card_move(out, p, f->card, S_SEEKER, s, 0, 0);
        break;
    case S_HARVESTER:
        for (int r = 0; r < NUM_RES; r++)
            if (g->res_supply[r]) add_card_move(out, p, f->card, S_HARVESTER, r, 0, 0);
        break;
    }
    if (!f->d) add_card_move(out, p, f->card, S_SKIP, 0, 0, 0);
}

static void actions_apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int p = m.player, card = f->card;
    char name[16];
    switch (m.c) {
    case S_WARRIOR: {
        pop_frame(g);
        unsigned owners = warrior_owners(g, p, m.d);
        int n = 0, imperial = 0, dead[MAX_PLAYERS] = {0};
        for (int q = 0; q < g->num_players && q < MAX_PLAYERS; q++)
            if ((owners >> q) & 1u) {
                n += g->sys[m.d].damaged[q];
                dead[q] = g->sys[m.d].damaged[q];
                g->pl[q].ships_supply = (uint8_t)(g->pl[q].ships_supply + g->sys[m.d].damaged[q]);
                g->sys[m.d].damaged[q] = 0;
            }
        if ((owners >> OWNER_EMPIRE) & 1u) {
            imperial = g->camp.imperial[m.d][1];
            n += g->camp.imperial[m.d][1];
            g->camp.imperial_supply = (uint8_t)(g->camp.imperial_supply + g->camp.imperial[m.d][1]);
            g->camp.imperial[m.d][1] = 0;
        }
        card_log(g, card, "the Warrior destroys %d damaged ship(s) at %s.", n, system_name(m.d, name));
        for (int q = 0; q < g->num_players && q < MAX_PLAYERS; q++) ships_destroyed_event(g, q, dead[q]);
        ships_destroyed_event(g, OWNER_EMPIRE, imperial);
        return;
    }
    case S_PROTECTOR:
        if (m.e == OWNER_EMPIRE) {
            g->camp.imperial[m.d][1]--;
            g->camp.imperial[m.d][0]++;
        } else {
            g->sys[m.d].damaged[m.e]--;
            g->sys[m.d].fresh[m.e]++;
        }
        f->d = 1;
        card_log(g, card, "the Protector repairs a ship at %s.", system_name(m.d, name));
        return;
    case S_SEEKER:
        pop_frame(g);
        card_log(g, card, "Player %d takes a Catapult move from %s.", p + 1, system_name(m.d, name));
        move_catapult_begin(g, p, m.d);
        return;
    case S_HARVESTER:
        pop_frame(g);
        card_log(g, card, "the Harvester gives Player %d %s.", p + 1, resource_name(m.d));
        gain_resource(g, p, m.d);
        return;
    default: /* S_SKIP, S_PROTECTOR_DONE */
        pop_frame(g);
        return;
    }
}

static const card_step ACTIONS_STEPS[] = {
    [S_SPEND] = {"spend", "n", "spend a Golem (0 Warrior, 1 Protector, 2 Seeker, 3 Harvester: %1)"},
    [S_WARRIOR] = {"warrior", "s", "Warrior: destroy all damaged ships at %1"},
    [S_PROTECTOR] = {"protector", "sn", "Protector: repair a ship at %1 (of player %#2; 6: the Empire)"},
    [S_PROTECTOR_DONE] = {"protector-done", "", "Protector: repair no more ships"},
    [S_SEEKER] = {"seeker", "s", "Seeker: take a Catapult move from %1"},
    [S_HARVESTER] = {"harvester", "r", "Harvester: gain %1"},
    [S_SKIP] = {"skip", "", "take no action with the Golem"}};

/* FRAME_CHECK: the Golem's action (S_WARRIOR, S_PROTECTOR, S_SEEKER,
 * S_HARVESTER): c the Golem, d 1 once the Protector repaired. */
static bool actions_frame_ok(const game_state *g, const frame *f) {
    (void)g;
    return f->kind == FR_CARD && (f->step == S_WARRIOR || f->step == S_PROTECTOR || f->step == S_SEEKER || f->step == S_HARVESTER) &&
           card_frame_only(f, FB_C | FB_D) && f->c < GOLEMS && f->d <= 1;
}

/* FR_CARD S_WARRIOR..S_HARVESTER: c = the Golem, d = 1 once the Protector repaired. */
const card_def card_golem_actions = {
    .card = CARD_F506,
    .short_name = "golem-actions",
    .steps = ACTIONS_STEPS,
    .nsteps = ARRAY_LEN(ACTIONS_STEPS),
    .prelude_moves = actions_prelude_moves,
    .prelude_apply = actions_prelude_apply,
    .enumerate = actions_enumerate,
    .apply = actions_apply,
    .frame_ok = actions_frame_ok,
};

/* ---- the Golems' card data (lib/cards/card_data.h) ---- */

#define FAIL CARD_DATA_FAIL

/* (test_card_data layout_places_are_the_defs: no two cards' data overlap.) */
_Static_assert(GOLEM_DATA_PLACE + sizeof(golem_data) <= CARD_DATA_BYTES, "the Golems' place in card_data");

/* The setup's Golem draw (CH_GOLEM_DRAW): Golem k from the box lies
 * Sleeping on gate `gate` (ARCS-F501A). */
/* On the wire: where[4], awake, known. A Sleeping Golem not known is
 * hidden from everyone (ARCS-F505; campaign-plan.md §4.22): a viewer's
 * bytes give GOLEM_WIRE_HIDDEN for its place, then the places of the
 * hidden Golems in ascending order (where they lie, not which they are). */
#define GOLEM_WIRE_HIDDEN 0xFF
static size_t golems_encode(const game_state *g, int viewer, uint8_t *out) {
    const golem_data *d = GOLEM_DATA(g);
    size_t n = sizeof *d;
    memcpy(out, d, sizeof *d);
    for (int k = 0; k < GOLEMS; k++) {
        if (viewer == -2 || ((d->known >> k) & 1u)) continue;
        out[k] = GOLEM_WIRE_HIDDEN;
        size_t j = n++;
        while (j > sizeof *d && out[j - 1] > d->where[k]) {
            out[j] = out[j - 1];
            j--;
        }
        out[j] = d->where[k];
    }
    return n;
}

static bool golems_decode(game_state *g, const uint8_t *in, size_t len, char *why, size_t cap) {
    if (len != sizeof(golem_data)) FAIL("Golem data of %zu bytes (a state has every Golem)", len);
    golem_data *d = GOLEM_DATA(g);
    memcpy(d, in, sizeof *d);
    for (int k = 0; k < GOLEMS; k++)
        if (d->where[k] == GOLEM_WIRE_HIDDEN) FAIL("a hidden Golem in a state");
    if ((d->awake | d->known) >> GOLEMS) FAIL("Golem flags %#x", d->awake | d->known);
    return true;
}

/* Schemas 1 and 2: Campaign.golem, golem_awake, golem_known. */
static bool golems_upgrade(game_state *g, const void *msg, unsigned schema, char *why, size_t cap) {
    const Arcs__Campaign *m = msg;
    if (schema >= 3) {
        if (m->n_golem || m->n_golem_hidden || m->golem_awake || m->golem_known)
            FAIL("schema 2 Golem fields in a schema %u state", schema);
        return true;
    }
    golem_data *d = GOLEM_DATA(g);
    if ((m->n_golem != GOLEMS && m->n_golem) || m->n_golem_hidden) FAIL("Golem lists: a state has every Golem");
    for (size_t k = 0; k < m->n_golem; k++) {
        if (m->golem[k] > 0xFFu) FAIL("campaign.golem out of range");
        d->where[k] = (uint8_t)m->golem[k];
    }
    if (m->golem_awake > 0xFFu || m->golem_known > 0xFFu) FAIL("campaign.golem_awake/known out of range");
    d->awake = (uint8_t)m->golem_awake;
    d->known = (uint8_t)m->golem_known;
    if ((d->awake | d->known) >> GOLEMS) FAIL("Golem flags %#x", d->awake | d->known);
    return true;
}

/* Each Golem in one place (the box, a gate, Golem Hearth while someone
 * holds it, a resource slot holding RES_GOLEM, scrapped); every RES_GOLEM
 * slot holds one of them; Awake ones are known (ARCS-F505). */
static bool golems_invariants(const game_state *g, char *why, size_t cap) {
    const golem_data *d = GOLEM_DATA(g);
    int in_slots = 0;
    for (int k = 0; k < GOLEMS; k++) {
        uint8_t w = d->where[k];
        if (((d->awake >> k) & 1u) && !((d->known >> k) & 1u)) FAIL("Golem %d Awake but not known", k);
        if (w == GOLEM_BOX || w == GOLEM_SCRAPPED || w == GOLEM_HEARTH) {
            if (w == GOLEM_BOX && ((d->awake >> k) & 1u)) FAIL("Golem %d Awake in the box", k);
            continue;
        }
        if (GOLEM_IS_GIVEN(w)) {
            /* Only while its placement waits on the stack (golem_give). */
            bool waits = false;
            for (int i = 0; i < g->depth && i < STACK_MAX; i++)
                waits |= (g->stack[i].kind == FR_CARD || g->stack[i].kind == FR_CARD_AUTO) &&
                         g->stack[i].card == CARD_F505 && g->stack[i].d == GOLEM_GIVEN_PLAYER(w);
            if (GOLEM_GIVEN_PLAYER(w) >= g->num_players || !waits) FAIL("Golem %d given and not placed (%d)", k, w);
            continue;
        }
        if (GOLEM_IS_ON_MAP(w)) {
            if (!sys_is_gate(GOLEM_SYSTEM(w)) || GOLEM_SYSTEM(w) >= NUM_SYSTEMS) FAIL("Golem %d off a gate (%d)", k, w);
            if ((d->awake >> k) & 1u) FAIL("Golem %d Awake on the map", k);
            continue;
        }
        if (!GOLEM_IN_SLOT(w) || GOLEM_SLOT_PLAYER(w) >= g->num_players || GOLEM_SLOT_INDEX(w) >= RES_SLOTS_MAX)
            FAIL("Golem %d nowhere (%d)", k, w);
        if (g->pl[GOLEM_SLOT_PLAYER(w)].res[GOLEM_SLOT_INDEX(w)] != RES_GOLEM) FAIL("Golem %d in a slot without it", k);
        for (int j = 0; j < k; j++)
            if (d->where[j] == w) FAIL("Golems %d and %d in one slot", j, k);
        in_slots++;
    }
    int golem_slots = 0;
    for (int p = 0; p < MAX_PLAYERS; p++)
        for (int i = 0; i < RES_SLOTS_MAX; i++) golem_slots += g->pl[p].res[i] == RES_GOLEM;
    if (golem_slots != in_slots) FAIL("%d slots hold a Golem, %d Golems are in slots", golem_slots, in_slots);
    return true;
}

/* A Sleeping Golem that has never been Awake is hidden from everyone, the
 * Caretaker included (ARCS-F505, F501A "Shuffle the 4 Sleeping Golem
 * tokens"): the hidden Golems swap places at random. */
static void golems_determinize(game_state *g, int viewer) {
    (void)viewer;
    golem_data *d = GOLEM_DATA(g);
    uint8_t where[GOLEMS];
    int who[GOLEMS], n = 0;
    for (int k = 0; k < GOLEMS; k++)
        if (!((d->known >> k) & 1u)) { /* in the box too: which were drawn is unknown */
            who[n] = k;
            where[n++] = d->where[k];
        }
    shuffle_u8(g, where, n);
    for (int i = 0; i < n; i++) d->where[who[i]] = where[i];
}

const card_data_def golems_data = {
    .size = sizeof(golem_data),
    .fixed = true,
    .offset = GOLEM_DATA_PLACE,
    .encode = golems_encode,
    .decode = golems_decode,
    .upgrade = golems_upgrade,
    .invariants = golems_invariants,
    .determinize = golems_determinize,
};
