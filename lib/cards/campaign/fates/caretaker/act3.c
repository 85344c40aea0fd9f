/*
 * The Caretaker's Act III objective card (ARCS-F520A / F520B; cards.csv).
 *
 *   F520A Caretaker Act III Setup: "Add the Golems Sate Their Appetite
 *     edict (21) to the rules booklet. Explain it to everyone. Flip all
 *     Sleeping Golems to Awake."                         -> FATE_SETUP
 *     (The Golems law flipped them already at Setup F, caretaker.c: the
 *     step then finds none Sleeping and says so.)
 *   F520B "Consume Dangerous Lore with the Golems, but Silence Them Before
 *     They Eat Everything", two grand ambitions (The Campaign, "Grand
 *     Ambitions"):
 *     1. "At the end of a chapter, you have a Golem and choose to scrap 1
 *        lore card you have except the Golem Hearth."
 *     2. "At the end of a chapter, you choose to scrap 1 Golem you have."
 *     "You can take each of these actions once per chapter. You may scrap
 *     the Golem after scrapping the lore card."
 *        -> EVENT (EVT_CHAPTER_ENDING: before the chapter's scoring) the
 *           holder's decision "scrap-lore <n>" (the lore card at place n
 *           of their play area, not Golem Hearth, while they have a Golem),
 *           "scrap-golem <place>" (a Golem they have, named by its place as
 *           Transfer Golem names it: golems.h), "done"; each once;
 *           GRAND_AMBITIONS answers what was scrapped (the card's data),
 *           cleared at EVT_CHAPTER_END (after the scoring).
 *     Either order is allowed: the lore needs a Golem when it is scrapped
 *     (so scrapping the only Golem first forgoes the lore).
 *     faq.csv Caretaker Act III Objective: the resources on the scrapped
 *     lore return to the general supply (card_res, and a resource in
 *     Ancient Holdings' slot; a Golem there is discarded, ARCS-F505).
 *     faq.csv Gate Stations / Gate Ports / Green Vault: the card's effects
 *     end with it (each asks who holds it: nobody now).
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "cards/card_data.h"
#include "cards/hooks.h"
#include "golems.h"

static void setup(game_state *g, int p, int card) {
    booklet_add(g, CARD_F521);
    card_log(g, card, "Player %d adds Golems Sate Their Appetite to the rules booklet.", p + 1);
    golems_awaken_all(g, card);
}

const card_def card_caretaker_setup3 = {
    .card = CARD_F520A,
    .short_name = "caretaker-setup-3",
    .fate_setup = setup,
};

/* Bit 0: a lore card was scrapped this chapter (the first grand ambition),
 * bit 1: a Golem (the second). */
typedef struct consumed_data {
    uint8_t done;
} consumed_data;
enum { DONE_LORE = 1, DONE_GOLEM = 2 };
#define CONSUMED(g) CARD_DATA(g, consumed_data, card_data_place(CARD_F520B))

static bool consumed_invariants(const game_state *g, char *why, size_t cap) {
    if (CONSUMED(g)->done > (DONE_LORE | DONE_GOLEM))
        CARD_DATA_FAIL("Caretaker Act III Objective: flags %#x", CONSUMED(g)->done);
    return true;
}

static const card_data_def CONSUMED_DATA = {
    .size = sizeof(consumed_data),
    .invariants = consumed_invariants,
};

enum { S_SCRAP_LORE, S_SCRAP_GOLEM, S_DONE };

/* Lore cards p may scrap now (bit per play-area index). */
static unsigned lore_offered(const game_state *g, int p) {
    unsigned m = 0;
    if ((CONSUMED(g)->done & DONE_LORE) || !golems_had(g, p)) return 0;
    for (int i = 0; i < g->ll.play_area_len[p] && i < PLAY_AREA_MAX; i++) {
        int c = g->ll.play_area[p][i];
        if (card_table[c].kind == CK_LORE && c != CARD_F503) m |= 1u << i;
    }
    return m;
}

/* The places (golems.h) of the Golems p may scrap now. */
static uint32_t golems_offered(const game_state *g, int p) {
    uint32_t m = 0;
    if (CONSUMED(g)->done & DONE_GOLEM) return 0;
    for (int y = 0; y <= GOLEM_PLACE_HEARTH_SLEEPING; y++)
        if (golem_of_giver(g, p, y) >= 0) m |= 1u << y;
    return m;
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    for (unsigned m = lore_offered(g, p); m; m &= m - 1) add_card_move(out, p, f->card, S_SCRAP_LORE, __builtin_ctz(m), 0, 0);
    for (uint32_t m = golems_offered(g, p); m; m &= m - 1) add_card_move(out, p, f->card, S_SCRAP_GOLEM, __builtin_ctz(m), 0, 0);
    add_card_move(out, p, f->card, S_DONE, 0, 0, 0);
}

/* p scraps lore card c: the resources on it return to the supply (faq.csv
 * Caretaker Act III Objective), and so does one in the slot it gave
 * (Ancient Holdings), where a Golem is discarded instead (ARCS-F505). */
static void scrap_lore(game_state *g, int p, int card, int c) {
    bool slot_before = cards_res_slot(g, p);
    int back = 0;
    for (int r = 0; r < NUM_RES; r++) back += card_res_remove(g, c, r, card_res_count(g, c, r));
    card_log(g, card, "Player %d consumes %s with the Golems.", p + 1, card_table[c].name);
    fate_scrap(g, c);
    uint8_t *slot = &g->pl[p].res[CARD_RES_SLOT];
    if (slot_before && !cards_res_slot(g, p) && *slot != RES_EMPTY) {
        if (*slot == RES_GOLEM) {
            /* Off the slot that is gone, held by p until placed (as a
             * Golem given: golems.h), then discarded. */
            *slot = RES_EMPTY;
            for (int k = 0; k < GOLEMS; k++)
                if (GOLEM_DATA(g)->where[k] == GOLEM_SLOT(p, CARD_RES_SLOT)) {
                    GOLEM_DATA(g)->where[k] = (uint8_t)GOLEM_GIVEN(p);
                    golem_released(g, p, k);
                }
        } else {
            g->res_supply[*slot - 1]++;
            *slot = RES_EMPTY;
            back++;
        }
    }
    if (back) card_log(g, card, "%d resource(s) on it return to the supply.", back);
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, card = top_frame(g)->card;
    pop_frame(g);
    if (m.c == S_DONE) return;
    /* The decision goes on below what the scrap may push (a Golem
     * discarded from Ancient Holdings' slot is placed first) while the
     * other action is still open. */
    if (m.c == S_SCRAP_LORE) {
        CONSUMED(g)->done |= DONE_LORE;
        if (golems_offered(g, p)) push_card_frame(g, FR_CARD, p, card, S_SCRAP_LORE);
        scrap_lore(g, p, card, g->ll.play_area[p][m.d]);
        return;
    }
    int k = golem_of_giver(g, p, m.d);
    CONSUMED(g)->done |= DONE_GOLEM;
    card_log(g, card, "Player %d silences the %s Golem: it is scrapped.", p + 1,
             (GOLEM_DATA(g)->known >> k) & 1u ? golem_names[k] : "Sleeping");
    golem_scrap(g, k);
    if (lore_offered(g, p)) push_card_frame(g, FR_CARD, p, card, S_SCRAP_LORE);
}

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind == EVT_CHAPTER_END) {
        CONSUMED(g)->done = 0;
    } else if (ev->kind == EVT_CHAPTER_ENDING && (lore_offered(g, holder) || golems_offered(g, holder))) {
        card_log(g, card, "Player %d may consume lore and silence a Golem before the scoring.", holder + 1);
        push_card_frame(g, FR_CARD, holder, card, S_SCRAP_LORE);
    }
}

static int grand_ambitions(const game_state *g, int p, int card) {
    (void)p, (void)card;
    return CONSUMED(g)->done;
}

static const card_step STEPS[] = {
    [S_SCRAP_LORE] = {"scrap-lore", "n", "scrap the lore card at place %#1 of your play area (the first grand ambition)"},
    [S_SCRAP_GOLEM] = {"scrap-golem", "n", "scrap the Golem at place %1 (the second grand ambition)"},
    [S_DONE] = {"done", "", "scrap nothing more this chapter"}};

/* FRAME_CHECK: the decision (FR_CARD S_SCRAP_LORE) keeps no data. */
static bool frame_ok(const game_state *g, const frame *f) {
    (void)g;
    return f->kind == FR_CARD && f->step == S_SCRAP_LORE && card_frame_only(f, 0);
}

const card_def card_caretaker_objective3 = {
    .card = CARD_F520B,
    .short_name = "consume-lore",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .on_event = objective_event,
    .events = EVENTS(EVT_CHAPTER_END, EVT_CHAPTER_ENDING),
    .grand_ambitions = grand_ambitions,
    .enumerate = enumerate,
    .apply = apply,
    .data = &CONSUMED_DATA,
    .frame_ok = frame_ok,
};
