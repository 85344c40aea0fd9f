/*
 * Command Chaos (ARCS-F713, Vox; Admiral, shuffled into the Court deck by
 * the Act II Setup).
 *
 *   "Crisis: Attach Imperial Officers here. Shuffle all Rogue Admirals from
 *    the Court discard pile into the Court deck."               -> CRISIS
 *
 * faq.csv, Command Chaos: "The Crisis does *not* work while the card
 * [Imperial Officers] is discarded or in the Court deck": then (or with
 * Imperial Officers out of the game) the whole Crisis does nothing (our
 * reading of "the Crisis"). Imperial Officers is taken from where it is
 * (a player's Guild cards: Protected, but the rule names the card; another
 * Court card it is attached to; a Court row place, which is then left as
 * on any removal: an attached card slides down, else the agents return and
 * the place refills) and attached to Command Chaos, a forced attach where
 * a card is attached already ("here": the place is the card's own).
 * Secured with Command Chaos it goes to the securer (Attaching Cards,
 * "Securing"). Then the Rogue Admirals (F706, F707) in the Court discard
 * pile are shuffled into the Court deck (after the refill's draw).
 *
 *   "When Secured: Influence once. You may become a Regent. Shuffle this
 *    card into the Court deck."                          -> WHEN_SECURED
 *
 * The influence is the standard Influence (skipped when impossible); then
 * an Outlaw securer chooses to become a Regent or not ("become-regent" /
 * "decline"; one who stays an Outlaw buries the Imperial Officers secured
 * with this card: its "Bury this if you're an Outlaw"); then the card
 * leaves the Court discard pile for the Court deck, which is shuffled.
 *
 * Moves: "card command-chaos become-regent", "decline".
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "cards/hooks.h"

enum { S_REGENT, S_ASK, S_SHUFFLE_ROGUES, S_SHUFFLE_SELF };

/* Where Imperial Officers is: held by a player (*holder), attached (to
 * place *pos), in the Court row (*pos), or none of these (false). */
static bool officers_where(const game_state *g, int *holder, int *pos, bool *attached) {
    *holder = card_holder(g, CARD_F702);
    *pos = -1;
    *attached = false;
    if (*holder >= 0) return true;
    for (int i = 0; i < g->court_row_len && i < COURT_ROW_MAX; i++) {
        for (int k = 0; k < ATTACHED_MAX; k++)
            if (g->camp.attached[i][k] == CARD_F702) {
                *pos = i;
                *attached = true;
                return true;
            }
        if (g->court_row[i] == CARD_F702) {
            *pos = i;
            return true;
        }
    }
    return false;
}

static void crisis(game_state *g, int card, int pos) {
    int holder, at;
    bool attached;
    if (!officers_where(g, &holder, &at, &attached)) {
        card_log(g, card, "Imperial Officers is not in a player's hands or the Court: the Crisis does nothing.");
        return;
    }
    push_card_frame(g, FR_CARD_AUTO, g->initiative, card, S_SHUFFLE_ROGUES);
    if (attached && at == pos) {
        card_log(g, card, "Imperial Officers is attached here already.");
        return;
    }
    if (holder >= 0) {
        remove_held(g, holder, held_index(g, holder, CARD_F702));
        card_log(g, card, "Player %d's Imperial Officers is attached here.", holder + 1);
        attach_card(g, CARD_F702, pos, true);
        return;
    }
    if (attached) {
        attach_remove(g, CARD_F702);
        card_log(g, card, "Imperial Officers, attached in Court place %d, is attached here.", at + 1);
        attach_card(g, CARD_F702, pos, true);
        return;
    }
    /* In Court row place at: it leaves the row ("Removal from Court"). */
    g->court_row[at] = NO_COURT_CARD;
    cards_court_row_changed(g, CARD_F702);
    card_log(g, card, "Imperial Officers leaves Court place %d and is attached here.", at + 1);
    attach_card(g, CARD_F702, pos, true);
    if (court_slide_attached(g, at)) return;
    for (int p = 0; p < g->num_players; p++)
        for (; g->court_agents[at][p]; g->court_agents[at][p]--) return_agent(g, p);
    court_refill(g, at);
}

static void when_secured(game_state *g, int p, int card) {
    push_card_frame(g, FR_CARD_AUTO, p, card, S_SHUFFLE_SELF);
    push_card_frame(g, FR_CARD_AUTO, p, card, S_ASK);
    if (action_possible(g, p, ARCS_ACT_INFLUENCE)) {
        card_log(g, card, "Player %d influences once.", p + 1);
        action_begin(g, p, ARCS_ACT_INFLUENCE);
    }
}

static void step(game_state *g) {
    frame *f = top_frame(g);
    int card = f->card, p = f->player, s = f->step;
    pop_frame(g);
    if (s == S_ASK) {
        if (!is_regent(g, p)) push_card_frame(g, FR_CARD, p, card, S_REGENT);
        return;
    }
    if (s == S_SHUFFLE_SELF) {
        if (court_discard_remove(g, card)) {
            court_shuffle_into_deck(g, card);
            card_log(g, card, "it is shuffled into the Court deck.");
        }
        return;
    }
    int n = 0;
    for (int c = CARD_F706; c <= CARD_F707; c++)
        if (court_discard_remove(g, c)) {
            court_shuffle_into_deck(g, c);
            n++;
        }
    card_log(g, card, "%d Rogue Admirals from the Court discard pile shuffled into the Court deck.", n);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    add_card_move(out, f->player, f->card, S_REGENT, 0, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, card = card_choice_taken(g, m);
    if (card >= 0) {
        g->camp.regents |= (uint8_t)(1u << p);
        card_log(g, card, "Player %d becomes a Regent.", p + 1);
        return;
    }
    /* Imperial Officers: "Bury this if you're an Outlaw." */
    int i = held_index(g, p, CARD_F702);
    if (i < 0) return;
    remove_held(g, p, i);
    court_bury(g, CARD_F702);
    card_log(g, CARD_F702, "Player %d stays an Outlaw; the card is buried.", p + 1);
}

static const card_step STEPS[] = {[S_REGENT] = {"become-regent", "", "become a Regent"}};

const card_def card_command_chaos = {
    .card = CARD_F713,
    .short_name = "command-chaos",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured,
    .crisis = crisis,
    .enumerate = enumerate,
    .apply = apply,
    .step = step,
};
