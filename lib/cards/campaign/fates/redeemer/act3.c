/*
 * The Redeemer's Act III (Fate ARCS-FATE19, a C Fate taken after a failed
 * Act II objective; cards.csv ARCS-F1901A / F1901B): a final objective
 * with a marker on the Power track (start 16 / 14 / 12: fate_table.c).
 *
 * F1901A Redeemer Act III Setup                              -> FATE_SETUP
 *   "1. If you have a Flagship, you may Resettle."  -> resettle.h: "card
 *    redeemer-setup-3 resettle" / "keep-flagship", decided first (after
 *    steps 2-6, which need no decision)
 *   "2. Provoke Relic Outrage."                          -> provoke_outrage
 *   "3. Gain Ire of the Keepers (02)."           -> fate_gain_card (lore)
 *   "4. Add Rebuke of the Keepers (03) to the rules booklet. Explain it to
 *    everyone."                                          -> booklet_add
 *   "5. Place Relic Fence (04) on top of the Court deck." Face up: known
 *   to all (the data's `fence_on_top`; hook point COURT_TOP: drawn without
 *   chance; determinize keeps it on top while it is in the deck), as the
 *   Pathfinder's Seek the Portal (pilgrims.c).
 *   "6. With 2 players, return all Relics from the Keeper ambition box to
 *    the supply."  The 2-player game's resources on the ambition boxes
 *   (g->phantom): the Relics go to the supply.
 *
 * F1901B Redeemer Act III Objective                          -> EVENT
 *   "Subdue the Keepers: After scoring, if you won Keeper or it was not
 *    declared, advance 3."
 *   "Shatter the Relics: After scoring, if you won any ambitions, you may
 *    scrap any number of Relics you have. For each you scrap, advance 2."
 *   Both at EVT_CHAPTER_END (after scoring and the AFTER_SCORING effects).
 *   The ambitions the Redeemer won in the scoring: EVT_AMBITION_WON (fate
 *   bytes FD_WON, cleared at EVT_CHAPTER_END). Declared: a marker in the
 *   Keeper box. Shatter: the Redeemer's decision, one Relic a move, "card
 *   redeemer-objective-3 scrap <where>" (0 a Relic in a resource slot, 1 a
 *   Relic token on a card they hold, 2 the Relic supply their card holds:
 *   the Relic Monopoly or Cartel; faq.csv, Redeemer Act III Objective: "Can
 *   I scrap Relics that I have on Relic Monopoly? Yes"), or "decline" (stop).
 *   A scrapped Relic is out of the game: it lies on the Setup side (card
 *   resources of ARCS-F1901A, which no player holds), so the tokens are
 *   still counted. faq.csv, Redeemer Act III Objective, with Relic Cartel
 *   ("a simultaneous resolution, so the player with initiative chooses
 *   which effect happens first"): the Cartel's discard is an AFTER_SCORING
 *   effect, resolved before the objective (not the initiative's choice).
 */
#include "campaign/fates.h"
#include "cards/card_data.h"
#include "cards/campaign/fates/resettle.h"
#include "redeemer.h"

enum { FD_WON = 0 };
enum { S_SCRAP };
enum { S_RESETTLE, S_KEEP_FLAGSHIP }; /* the Setup side's steps */
enum { FROM_SLOT, FROM_CARD, FROM_SUPPLY };
enum { SUBDUE_ADVANCE = 3, SHATTER_ADVANCE = 2 };

typedef struct redeemer_data {
    uint8_t fence_on_top; /* Relic Fence placed face up on top of the Court deck */
} redeemer_data;
#define REDEEMER_OF(g) CARD_DATA(g, redeemer_data, card_data_place(CARD_F1901B))

int the_redeemer(const game_state *g) {
    for (int p = 0; p < g->num_players; p++)
        if (g->camp.fate[p] == CARD_FATE19) return p;
    return -1;
}

bool keeper_declared(const game_state *g) {
    for (int m = 0; m < (int)sizeof g->marker_box; m++)
        if (g->marker_box[m] == ARCS_KEEPER) return true;
    return false;
}

static void setup(game_state *g, int p, int card) {
    card_log(g, card, "Player %d Provokes Relic Outrage.", p + 1);
    provoke_outrage(g, p, ARCS_RELIC);
    fate_gain_card(g, p, CARD_F1902);
    booklet_add(g, CARD_F1903);
    if (g->court_deck_len < court_pile_max(g)) {
        fate_card_added(g);
        court_deck_pile(g)[g->court_deck_len++] = CARD_F1904;
        REDEEMER_OF(g)->fence_on_top = 1;
    }
    card_log(g, card, "Player %d gains Ire of the Keepers, explains Rebuke of the Keepers and places Relic Fence "
             "face up on top of the Court deck.", p + 1);
    if (g->num_players == 2 && g->phantom[ARCS_RELIC]) {
        card_log(g, card, "%d Relics return from the Keeper ambition box to the supply.", g->phantom[ARCS_RELIC]);
        g->res_supply[ARCS_RELIC] = (uint8_t)(g->res_supply[ARCS_RELIC] + g->phantom[ARCS_RELIC]);
        g->phantom[ARCS_RELIC] = 0;
    }
    fate_offer_resettle(g, p, card, S_RESETTLE);
}

static void setup_enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    fate_resettle_enumerate(f, out, S_KEEP_FLAGSHIP);
}

static void setup_apply(game_state *g, arcs_move m) { fate_resettle_apply(g, m, S_RESETTLE); }

static bool setup_frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_RESETTLE && fate_resettle_frame_ok(g, f);
}

static const card_step SETUP_STEPS[] = {FATE_RESETTLE_STEPS(S_RESETTLE, S_KEEP_FLAGSHIP)};

/* FATE_DATA: FD_WON the ambitions won in the scoring under way. */
static bool won_ok(const game_state *g, int p, char *why, size_t cap) {
    if (g->camp.fate_data[p][FD_WON] >> AMBITION_BOXES_MAX) {
        snprintf(why, cap, "the Redeemer's ambitions won %#x", g->camp.fate_data[p][FD_WON]);
        return false;
    }
    return true;
}

const card_def card_redeemer_setup3 = {
    .card = CARD_F1901A,
    .short_name = "redeemer-setup-3",
    .steps = SETUP_STEPS,
    .nsteps = ARRAY_LEN(SETUP_STEPS),
    .fate_setup = setup,
    .enumerate = setup_enumerate,
    .apply = setup_apply,
    .frame_ok = setup_frame_ok,
    .fate_data_ok = won_ok,
};

/* ---- F1901B ---- */

/* A card p holds with a Relic token on it, or -1. */
static int card_with_relic(const game_state *g, int p) {
    for (int i = 0; i < g->pl[p].guild_count; i++)
        if (card_res_count(g, g->pl[p].guild[i], ARCS_RELIC)) return g->pl[p].guild[i];
    for (int i = 0; i < g->ll.play_area_len[p] && i < PLAY_AREA_MAX; i++)
        if (card_res_count(g, g->ll.play_area[p][i], ARCS_RELIC)) return g->ll.play_area[p][i];
    return -1;
}

static int slot_with_relic(const game_state *g, int p) {
    for (int s = RES_SLOTS_MAX - 1; s >= 0; s--)
        if (g->pl[p].res[s] == ARCS_RELIC + 1) return s;
    return -1;
}

/* Where p has a Relic to scrap (bit FROM_*). */
static unsigned relic_sources(const game_state *g, int p) {
    unsigned m = 0;
    if (slot_with_relic(g, p) >= 0) m |= 1u << FROM_SLOT;
    if (card_with_relic(g, p) >= 0) m |= 1u << FROM_CARD;
    if (g->res_supply[ARCS_RELIC] && cards_supply_holder(g, ARCS_RELIC) == p) m |= 1u << FROM_SUPPLY;
    return m;
}

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    uint8_t *won = &g->camp.fate_data[holder][FD_WON];
    if (ev->kind == EVT_AMBITION_WON && ev->player == holder && ev->a < AMBITION_BOXES_MAX) {
        *won = (uint8_t)(*won | 1u << ev->a);
        return;
    }
    if (ev->kind != EVT_CHAPTER_END) return;
    unsigned w = *won;
    *won = 0;
    bool declared = keeper_declared(g);
    if ((w >> ARCS_KEEPER) & 1u || !declared) {
        card_log(g, card, "Subdue the Keepers: Player %d %s.", holder + 1,
                 declared ? "won Keeper" : "sees Keeper undeclared");
        objective_advance(g, holder, SUBDUE_ADVANCE, card);
    }
    if (w && relic_sources(g, holder) && !objective_complete(g, holder)) {
        card_log(g, card, "Shatter the Relics: Player %d won an ambition and may scrap Relics.", holder + 1);
        push_card_frame(g, FR_CARD, holder, card, S_SCRAP);
    }
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    card_moves_for_bits(out, f->player, f->card, S_SCRAP, relic_sources(g, f->player));
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card, p = m.player;
    if (m.kind == ARCS_MOVE_DECLINE) {
        pop_frame(g);
        return;
    }
    if (m.d == FROM_SLOT) {
        g->pl[p].res[slot_with_relic(g, p)] = RES_EMPTY;
        g->res_supply[ARCS_RELIC]++;
    } else if (m.d == FROM_CARD) {
        card_res_remove(g, card_with_relic(g, p), ARCS_RELIC, 1);
    }
    /* Out of the game: onto the Setup side, which nobody holds. */
    card_res_add(g, CARD_F1901A, ARCS_RELIC, 1);
    static const char *const FROM[] = {"from their resources", "from a card", "from the Relic supply they hold"};
    card_log(g, card, "Shatter the Relics: Player %d scraps a Relic %s.", p + 1, FROM[m.d]);
    objective_advance(g, p, SHATTER_ADVANCE, card);
    if (!relic_sources(g, p) || objective_complete(g, p)) pop_frame(g);
}

/* FRAME_CHECK: S_SCRAP keeps nothing; its player is the card's holder. */
static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_SCRAP && card_frame_only(f, 0) && the_redeemer(g) == f->player;
}

static const card_step STEPS[] = {[S_SCRAP] = {"scrap", "n", "scrap a Relic (%1: 0 a slot, 1 a card, 2 the supply)"}};

/* ---- the data: Relic Fence known on top of the Court deck ---- */

static bool fence_on_top(const game_state *g) {
    return REDEEMER_OF(g)->fence_on_top && g->court_deck_len && court_deck_pile(g)[g->court_deck_len - 1] == CARD_F1904;
}

static bool data_invariants(const game_state *g, char *why, size_t cap) {
    if (REDEEMER_OF(g)->fence_on_top > 1) CARD_DATA_FAIL("Redeemer: Relic Fence on top %u", REDEEMER_OF(g)->fence_on_top);
    return true;
}

/* Relic Fence, placed face up on top and still in the deck's unknown part,
 * goes back on top (nothing was drawn above it: it was drawn first). Drawn
 * and buried since, it lies in the known bottom part (court_deck_known),
 * which the re-deal keeps: left there. */
static void data_determinize(game_state *g, int viewer) {
    (void)viewer;
    if (!REDEEMER_OF(g)->fence_on_top || !court_deck_unknown_holds(g, CARD_F1904)) return;
    if (court_deck_remove(g, CARD_F1904)) court_deck_pile(g)[g->court_deck_len++] = CARD_F1904;
}

/* The whole Court deck shuffled: Relic Fence is no longer known on top. */
static void data_court_shuffled(game_state *g) { REDEEMER_OF(g)->fence_on_top = 0; }

static const card_data_def REDEEMER_DATA = {
    .size = sizeof(redeemer_data),
    .invariants = data_invariants,
    .determinize = data_determinize,
    .court_shuffled = data_court_shuffled,
};

const card_def card_redeemer_objective3 = {
    .card = CARD_F1901B,
    .short_name = "redeemer-objective-3",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .data = &REDEEMER_DATA,
    .on_event = objective_event,
    .events = EVENTS(EVT_AMBITION_WON, EVT_CHAPTER_END),
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
    .court_top_known = fence_on_top,
};
