/*
 * Attaching cards (Campaign rulebook, "Campaign Rules & Terms: Attaching
 * Cards": One Each, Securing, Forced Attach, Removal from Court;
 * rules-structured.yaml wording; faq.csv Guilds Decry Terror). fates.h.
 */
#include "campaign/fates.h"
#include "cards/hooks.h"
#include "data/tables.h"

unsigned attach_free_places(const game_state *g) {
    unsigned m = 0;
    for (int i = 0; i < g->court_row_len && i < COURT_ROW_MAX; i++)
        if (g->court_row[i] != NO_COURT_CARD && g->camp.attached[i][0] == NO_COURT_CARD) m |= 1u << i;
    return m;
}

bool attach_card(game_state *g, int card, int pos, bool forced) {
    if (pos < 0 || pos >= g->court_row_len || pos >= COURT_ROW_MAX || g->court_row[pos] == NO_COURT_CARD) return false;
    uint16_t *a = g->camp.attached[pos];
    int k = 0;
    while (k < ATTACHED_MAX && a[k] != NO_COURT_CARD) k++;
    if (k == ATTACHED_MAX || (k > 0 && !forced)) return false;
    a[k] = (uint16_t)card;
    glog(g, "%s is attached to %s (Court place %d).", card_table[card].name, card_table[g->court_row[pos]].name,
         pos + 1);
    return true;
}

static void drop_at(game_state *g, int pos, int k) {
    uint16_t *a = g->camp.attached[pos];
    for (; k + 1 < ATTACHED_MAX; k++) a[k] = a[k + 1];
    a[ATTACHED_MAX - 1] = NO_COURT_CARD;
}

bool attach_remove(game_state *g, int card) {
    for (int i = 0; i < COURT_ROW_MAX; i++)
        for (int k = 0; k < ATTACHED_MAX; k++)
            if (g->camp.attached[i][k] == card) {
                drop_at(g, i, k);
                return true;
            }
    return false;
}

int attached_count(const game_state *g) {
    int n = 0;
    for (int i = 0; i < COURT_ROW_MAX; i++)
        for (int k = 0; k < ATTACHED_MAX; k++) n += g->camp.attached[i][k] != NO_COURT_CARD;
    return n;
}

bool court_slide_attached(game_state *g, int pos) {
    if (!is_campaign(g) || pos < 0 || pos >= COURT_ROW_MAX) return false;
    int card = g->camp.attached[pos][0];
    if (card == NO_COURT_CARD) return false;
    drop_at(g, pos, 0);
    /* "Refill the Court by sliding down the attached card. Place all
     * agents from the removed card onto the previously attached card":
     * the agents stay on the place. A second attached card (a forced
     * attach) stays attached to the card that slid down. */
    g->court_row[pos] = (uint16_t)card;
    cards_court_row_changed(g, card);
    glog(g, "%s slides down into Court place %d.", card_table[card].name, pos + 1);
    return true;
}

void court_secure_attached(game_state *g, int p, int pos) {
    if (!is_campaign(g) || pos < 0 || pos >= COURT_ROW_MAX) return;
    /* "When you secure a card, also secure its attached card": each goes
     * where a secured card of its kind goes (Guild cards to the holder,
     * lore to the play area, Vox: its When Secured; "resolve them in
     * either order" is left to the order they were attached). */
    while (g->camp.attached[pos][0] != NO_COURT_CARD) {
        int card = g->camp.attached[pos][0];
        drop_at(g, pos, 0);
        const card_info *ci = &card_table[card];
        const card_def *def = card_def_of(card);
        glog(g, "Player %d also secures the attached %s.", p + 1, ci->name);
        if (def && def->attached_secured) {
            def->attached_secured(g, p, card);
        } else if (ci->kind == CK_VOX) {
            if (g->court_discard_len < court_pile_max(g)) court_discard_pile(g)[g->court_discard_len++] = (uint16_t)card;
            cards_when_secured(g, p, card);
        } else if (ci->kind == CK_LORE) {
            play_area_add(g, p, card);
        } else if (cards_action_card_secured(g, p, card)) {
            /* An action card: its card's rules (hook point ACTION_KIND;
             * into the hand, ARCS-F813). */
        } else {
            give_held(g, p, card);
            cards_note_secured(g, p, card);
            /* A Guild card's When Secured (Guild Overseers, F403). */
            if (ci->kind == CK_GUILD) cards_when_secured(g, p, card);
        }
    }
}

unsigned attach_places_for_player(const game_state *g) {
    unsigned free = attach_free_places(g), any = 0;
    for (int i = 0; i < g->court_row_len && i < COURT_ROW_MAX; i++) {
        int c = g->court_row[i];
        if (c == NO_COURT_CARD || (i == COUNCIL_PLACE && (c == CARD_AID01A || c == CARD_AID01B)) ||
            g->camp.attached[i][ATTACHED_MAX - 1] != NO_COURT_CARD)
            continue;
        any |= 1u << i;
    }
    return (free & any) ? free & any : any;
}
