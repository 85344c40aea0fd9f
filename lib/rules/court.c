/*
 * The Court row (Base rulebook, "Agents & the Court", "Secure" steps 2-3,
 * "Guild Cards").
 *
 * Securing (and Ransacking) a card: the caller handles the agents on it (no
 * agents may stay on an empty place), then calls court_take_card, which
 *   - gives a Guild card to the player (Guild Cards, "Acquisition"), and
 *     puts a lore card (campaign) into the player's play area;
 *   - resolves a Vox card's When Secured effect through the hook point
 *     WHEN_SECURED (cards_when_secured, lib/cards), the card lying in the
 *     face-up Court discard pile meanwhile ("If it says to discard it, place
 *     it in a face-up Court discard pile"); an effect that says otherwise
 *     takes it from there (court_bury, court_shuffle_into_deck);
 *   - finally refills the same place from the top of the Court deck
 *     (Secure, step 3; faq.csv "Conspiracies": "Refill is the last step of
 *     secure, after you've taken the card"). An empty deck leaves the place
 *     empty.
 * A When Secured effect that needs decisions pushes frames above an
 * automatic FR_COURT_REFILL frame, so the refill runs once the effect is
 * over (e.g. a Vox card that shuffles the discarded Guild cards into the
 * deck does so before the refill draws). When the effect needs no decision the refill
 * happens at once.
 *
 * The Court deck running out: "draw a card from the Court deck" when it is
 * empty draws nothing and the place stays empty. No rule reshuffles the
 * discard pile into a new deck, and no rule refills an empty place later
 * (only the securing of a card refills its place); cards that return to the
 * deck (burying, reshuffles by card effects) are drawn by later refills.
 *
 * court_take_card may push frames: call it after popping your own frame.
 */
#include "rules/rules.h"
#include "cards/hooks.h"
#include "data/tables.h"

void court_refill(game_state *g, int pos) {
    if (pos < 0 || pos >= g->court_row_len) return;
    if (g->court_deck_len) {
        /* In explicit-chance mode the card arrives when chance decides it. */
        if (court_draw(g, pos)) glog(g, "Court place %d: %s is drawn", pos + 1, card_table[g->court_row[pos]].name);
    } else {
        g->court_row[pos] = NO_COURT_CARD;
        glog(g, "Court place %d stays empty: the Court deck is empty", pos + 1);
    }
}

/* The refill of place pos after p secured its card (Secure, step 3).
 * Campaign, hook point SECURE: a card of p may refill it otherwise
 * (Conspiracies, ARCS-F2303: with a Guild card p has; p's decision). */
static void secured_place_refill(game_state *g, int p, int pos) {
    if (is_campaign(g) && other_sources(g) && cards_secure_refill(g, p, pos)) return;
    court_refill(g, pos);
}

static void court_refill_step(game_state *g, arcs_move m) {
    (void)m;
    int pos = top_frame(g)->a, p = top_frame(g)->player;
    pop_frame(g);
    /* A When Secured that leaves its card where it was ("this card and
     * agents on it remain"): nothing to refill. */
    if (g->court_row[pos] == NO_COURT_CARD) secured_place_refill(g, p, pos);
}

const frame_ops court_refill_frame_ops = {"court_refill", NULL, court_refill_step};

void court_take_card(game_state *g, int p, int pos) { court_take_card_agents(g, p, pos, 0); }

/* The secured card's When Secured, then the refill of its place (after any
 * decision the effect pushes: FR_COURT_REFILL waits below it). */
static void when_secured_then_refill(game_state *g, int p, int card, int pos, int agents) {
    frame *f = push_frame(g, FR_COURT_REFILL, p);
    f->a = (uint8_t)pos;
    int depth = g->depth;
    /* Hook point WHEN_SECURED (lib/cards): the card's effect, which may
     * send the card elsewhere (bury it, shuffle it into the deck). */
    if (agents) cards_when_secured_agents(g, p, card, agents);
    else cards_when_secured(g, p, card);
    if (g->depth == depth && top_frame(g)->kind == FR_COURT_REFILL) {
        /* No decision pending: refill now (unless the card stayed). */
        pop_frame(g);
        if (g->court_row[pos] == NO_COURT_CARD) secured_place_refill(g, p, pos);
    }
}

void court_take_card_agents(game_state *g, int p, int pos, int agents) {
    if (pos < 0 || pos >= g->court_row_len) return;
    uint16_t card = g->court_row[pos];
    if (card == NO_COURT_CARD) return;
    if (is_campaign(g) && pos == COUNCIL_PLACE) {
        /* The Imperial Council: flipped to Decided and tucked; no refill. */
        council_secured(g, p, pos);
        return;
    }
    /* Campaign event bus: the card (and what is attached to it) is still
     * in the row; a source's decisions pushed here wait below the When
     * Secured and the refill (rules.h EVT_CARD_SECURED). */
    campaign_event(g, EVT_CARD_SECURED, p, pos, card);
    g->court_row[pos] = NO_COURT_CARD;
    cards_court_row_changed(g, card);
    const card_info *ci = &card_table[card];
    glog(g, "Player %d secures %s", p + 1, ci->name);
    /* Campaign, "Attaching Cards": its attached cards are secured too. */
    if (is_campaign(g)) court_secure_attached(g, p, pos);
    /* An action card secured from the Court: its card's rules (hook point
     * ACTION_KIND; campaign: to the hand, ARCS-F813). */
    if (ci->kind == CK_ACTION && cards_action_card_secured(g, p, card)) {
        if (g->court_row[pos] == NO_COURT_CARD) secured_place_refill(g, p, pos);
        return;
    }
    if (ci->kind == CK_VOX) {
        if (g->court_discard_len < court_pile_max(g)) court_discard_pile(g)[g->court_discard_len++] = card;
        when_secured_then_refill(g, p, card, pos, agents);
        return;
    }
    if (ci->kind == CK_LORE) {
        /* Campaign: lore shuffled into the Court (Act I Setup J) goes to
         * the play area, where it works as in Leaders & Lore ("persistent
         * powers"; no guild icon or raid cost: it adds to no ambition and
         * cannot be stolen). An effect source from now on. */
        play_area_add(g, p, card);
    } else {
        /* Guild cards (and any other Court card) go to the player. */
        player_state *pl = &g->pl[p];
        if (pl->guild_count < GUILD_HELD_MAX) pl->guild[pl->guild_count++] = card;
    }
    /* "You cannot use Prelude actions on cards that you secured from the
     * Court in the same Prelude" (Base rulebook, "Prelude Actions"). */
    cards_note_secured(g, p, card);
    /* Campaign: a Guild card with a When Secured (Guild Overseers, F403)
     * resolves it before the place is refilled, as a Vox card does. */
    if (is_campaign(g) && ci->kind == CK_GUILD && cards_has_when_secured(card)) {
        when_secured_then_refill(g, p, card, pos, 0);
        return;
    }
    /* An attached card secured with it may have stayed in the Court on
     * the place (hook point WHEN_SECURED): nothing to refill. */
    if (g->court_row[pos] == NO_COURT_CARD) secured_place_refill(g, p, pos);
}

/* ---- the Court deck and discard pile ---- */

void court_discard(game_state *g, int card) {
    if (g->court_discard_len < court_pile_max(g)) court_discard_pile(g)[g->court_discard_len++] = (uint16_t)card;
}

bool court_discard_remove(game_state *g, int card) {
    for (int i = g->court_discard_len - 1; i >= 0; i--)
        if (court_discard_pile(g)[i] == card) {
            memmove(&court_discard_pile(g)[i], &court_discard_pile(g)[i + 1],
                    (size_t)(g->court_discard_len - i - 1) * sizeof court_discard_pile(g)[0]);
            court_discard_pile(g)[--g->court_discard_len] = 0;
            return true;
        }
    return false;
}

void court_bury(game_state *g, int card) {
    /* Glossary, "Bury": "Place on the bottom of the Court deck." Its place
     * is known (for explicit chance: g->court_deck_known). */
    if (g->court_deck_len >= court_pile_max(g)) return;
    memmove(&court_deck_pile(g)[1], &court_deck_pile(g)[0], (size_t)g->court_deck_len * sizeof court_deck_pile(g)[0]);
    court_deck_pile(g)[0] = (uint16_t)card;
    g->court_deck_len++;
    g->court_deck_known++;
    glog(g, "%s is buried at the bottom of the Court deck.", card_table[card].name);
}

void court_bury_discarded(game_state *g, int card) {
    if (court_discard_remove(g, card)) court_bury(g, card);
}

static void leave_row(game_state *g, int pos, bool bury) {
    int card = g->court_row[pos];
    if (card == NO_COURT_CARD) return;
    g->court_row[pos] = NO_COURT_CARD;
    cards_court_row_changed(g, card); /* a "while in the Court" part ends */
    if (bury) court_bury(g, card);
    else court_discard(g, card);
    /* Campaign, "Removal from Court": an attached card slides down onto
     * the place and takes the agents; else they return and it refills. */
    if (court_slide_attached(g, pos)) return;
    for (int p = 0; p < g->num_players; p++)
        for (; g->court_agents[pos][p]; g->court_agents[pos][p]--) return_agent(g, p);
    court_refill(g, pos);
}

void court_bury_from_row(game_state *g, int pos) { leave_row(g, pos, true); }

void court_discard_from_row(game_state *g, int pos) { leave_row(g, pos, false); }

void court_shuffle_into_deck(game_state *g, int card) {
    if (g->court_deck_len >= court_pile_max(g)) return;
    court_deck_pile(g)[g->court_deck_len++] = (uint16_t)card;
    court_deck_shuffled(g);
}
