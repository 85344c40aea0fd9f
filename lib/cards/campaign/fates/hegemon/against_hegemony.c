/*
 * Against Hegemony (ARCS-F1009 / F1010, Vox, two copies of one text; the
 * Hegemon's failed Act II Resolution, ARCS-F1005, adds both to the Court
 * deck for Act III).
 *
 *   "Scrap this if no Banners are on the map."
 *       Read as Advocate's Demand's "Scrap this if ..." is
 *       (advocates_demand.c): checked when the card would resolve, its
 *       Crisis or its When Secured; with no Banner on the map (fresh or
 *       damaged) it is scrapped instead (out of the game for good; the
 *       agents on it in the row return to their owners as at a discard).
 *   "Crisis: Bury this card."                              -> CRISIS
 *       The card leaves its Court place for the bottom of the Court deck,
 *       the agents on it back to their owners, the place refilled
 *       (court_bury_from_row; "Removing Cards").
 *   "When Secured: You may take any Banners you control as Trophies.
 *    Discard this card."                                  -> WHEN_SECURED
 *       Banners in systems the securer controls (controller: more fresh
 *       ships than each Rival), one at a time ("card against-hegemony take
 *       <system>") until the securer stops ("decline") or none is left;
 *       each goes to the securer's Trophies (banners.h BANNER_TROPHY: it
 *       counts for Banners of Hegemony's "Valuable" and returns to the
 *       Hegemon with the Trophies). A player's Trophies are Rivals' pieces
 *       (Base rulebook, "Trophies & Captives": "If you destroy a Rival's
 *       pieces"): the Hegemon securing it takes none. The card lies in the
 *       Court discard pile meanwhile (lib/rules/court.c) and stays there:
 *       "Discard this card".
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "banners.h"

enum { S_TAKE };

/* Systems with a Banner p may take (bit per system). */
static uint32_t takeable(const game_state *g, int p) {
    if (p == hegemon_of(g)) return 0;
    uint32_t m = 0;
    for (uint32_t b = banner_systems(g); b; b &= b - 1) {
        int s = __builtin_ctz(b);
        if (controller(g, s) == p) m |= 1u << s;
    }
    return m;
}

/* "Scrap this if no Banners are on the map." */
static bool scrapped_now(game_state *g, int card) {
    if (banners_on_map(g, -1)) return false;
    card_log(g, card, "no Banners are on the map: it is scrapped.");
    fate_scrap(g, card);
    return true;
}

static void crisis(game_state *g, int card, int pos) {
    bool in_row = g->court_row[pos] == card;
    if (!banners_on_map(g, -1)) {
        if (in_row) court_discard_from_row(g, pos);
        scrapped_now(g, card);
        return;
    }
    card_log(g, card, "Crisis: Against Hegemony is buried.");
    if (in_row) court_bury_from_row(g, pos);
    else if (attach_remove(g, card)) court_bury(g, card);
}

static void when_secured(game_state *g, int p, int card) {
    if (scrapped_now(g, card)) return;
    if (!takeable(g, p)) {
        card_log(g, card, "Player %d controls no Banner to take.", p + 1);
        return;
    }
    push_card_frame(g, FR_CARD, p, card, S_TAKE);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    card_moves_for_bits(out, f->player, f->card, S_TAKE, takeable(g, f->player));
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, card = top_frame(g)->card;
    if (m.kind == ARCS_MOVE_DECLINE) {
        pop_frame(g);
        return;
    }
    banners_data *d = BANNERS_OF(g);
    for (int i = 0; i < BANNERS; i++)
        if (banner_system(d->banner[i]) == m.d) {
            d->banner[i] = (uint8_t)(BANNER_TROPHY | p);
            break;
        }
    if (log_enabled(g)) {
        char name[16];
        card_log(g, card, "Player %d takes the Banner at %s as a Trophy.", p + 1, system_name(m.d, name));
    }
    campaign_event(g, EVT_TROPHY_TAKEN, p, TROPHY_EV_CARD_PIECE, 1);
    if (!takeable(g, p)) pop_frame(g);
}

/* FRAME_CHECK: S_TAKE keeps no data; a Banner is left to take. */
static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_TAKE && card_frame_only(f, 0) && takeable(g, f->player);
}

static const card_step STEPS[] = {
    [S_TAKE] = {"take", "s", "take the Banner at %1 as a Trophy"},
};

const card_def card_against_hegemony = {
    .card = CARD_F1009,
    .short_name = "against-hegemony",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .crisis = crisis,
    .when_secured = when_secured,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
