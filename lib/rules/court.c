/*
 * The Court row (Base rulebook, "Agents & the Court", "Secure" steps 2-3,
 * "Guild Cards").
 *
 * Securing (and Ransacking) a card: the caller handles the agents on it (no
 * agents may stay on an empty place), then calls court_take_card, which
 *   - gives a Guild card to the player (Guild Cards, "Acquisition");
 *   - resolves a Vox card's When Secured effect through the hook point
 *     resolve_when_secured below, the card lying in the face-up Court
 *     discard pile meanwhile ("If it says to discard it, place it in a
 *     face-up Court discard pile");
 *   - finally refills the same place from the top of the Court deck
 *     (Secure, step 3; faq.csv "Conspiracies": "Refill is the last step of
 *     secure, after you've taken the card"). An empty deck leaves the place
 *     empty.
 * A When Secured effect that needs decisions pushes frames above an
 * automatic FR_COURT_REFILL frame, so the refill runs once the effect is
 * over (e.g. Guild Struggle shuffles the discarded Guild cards into the deck
 * before the refill draws). When the effect needs no decision the refill
 * happens at once.
 *
 * court_take_card may push frames: call it after popping your own frame.
 */
#include "core/engine.h"
#include "data/tables.h"

void court_refill(game_state *g, int pos) {
    if (pos < 0 || pos >= g->court_row_len) return;
    if (g->court_deck_len) {
        /* In explicit-chance mode the card arrives when chance decides it. */
        if (court_draw(g, pos)) glog(g, "Court place %d: %s is drawn", pos, card_table[g->court_row[pos]].name);
    } else {
        g->court_row[pos] = NO_COURT_CARD;
        glog(g, "Court place %d stays empty: the Court deck is empty", pos);
    }
}

/*
 * HOOK POINT: the When Secured effect of a Vox card secured by p.
 * The card is already in the Court discard pile; an effect that sends it
 * elsewhere (bury, shuffle into the deck) takes it from there. Effects that
 * need choices push their frames (they run before the refill).
 * Base-game Vox effects are implemented in lib/cards through the card hooks;
 * until then the card is simply discarded.
 */
static void resolve_when_secured(game_state *g, int p, int card) {
    (void)g;
    (void)p;
    (void)card;
}

static void court_refill_step(game_state *g, arcs_move m) {
    (void)m;
    int pos = top_frame(g)->a;
    pop_frame(g);
    court_refill(g, pos);
}

const frame_ops court_refill_frame_ops = {"court_refill", NULL, court_refill_step};

void court_take_card(game_state *g, int p, int pos) {
    if (pos < 0 || pos >= g->court_row_len) return;
    uint16_t card = g->court_row[pos];
    if (card == NO_COURT_CARD) return;
    g->court_row[pos] = NO_COURT_CARD;
    const card_info *ci = &card_table[card];
    glog(g, "Player %d secures %s", p + 1, ci->name);
    if (ci->kind == CK_VOX) {
        if (g->court_discard_len < COURT_CARDS_MAX) g->court_discard[g->court_discard_len++] = card;
        frame *f = push_frame(g, FR_COURT_REFILL, p);
        f->a = (uint8_t)pos;
        int depth = g->depth;
        resolve_when_secured(g, p, card);
        if (g->depth == depth && top_frame(g)->kind == FR_COURT_REFILL) {
            /* No decision pending: refill now. */
            pop_frame(g);
            court_refill(g, pos);
        }
        return;
    }
    /* Guild cards (and any other Court card) go to the player. */
    player_state *pl = &g->pl[p];
    if (pl->guild_count < GUILD_HELD_MAX) pl->guild[pl->guild_count++] = card;
    court_refill(g, pos);
}
