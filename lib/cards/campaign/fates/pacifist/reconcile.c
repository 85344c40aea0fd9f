/*
 * Reconcile with the Outraged (ARCS-F1411, Summit law; the Pacifist's Act
 * III): in the rules booklet from the Pacifist Act III Setup (F1408A,
 * act3.c).
 *
 *   "In Summits, you can take a new Negotiation action, Forgive: Take a
 *    Rival's Outrage as a Favor."                   -> SUMMIT (summit_moves)
 *     On their Negotiations turn, while no deal is being composed, a player
 *     offers "forgive <Rival> <type>"; the Rival consents or declines
 *     (the Negotiations: "To take a Negotiation action, you need the
 *     consent of the affected Rival"). Consented: the Rival's agent on the
 *     Outrage slot of that type (Campaign rulebook, "Destroying Cities",
 *     Step 1: "Place an agent to cover the Outrage icon ... that resource is
 *     now Outraged") goes onto the taker's Fate card as a Favor of that
 *     Rival ("Promise Favor": "Rival agents on a Fate card are called
 *     Favors"): the type is no longer Outraged, and the agent is counted
 *     once, as a Favor. An Outrage marked by a placeholder ("Pieces & Piece
 *     Limits": agent owed) has no agent to become a Favor: it cannot be
 *     forgiven (our reading). The offer is not a deal of the Summit's deal
 *     limit and, as the Magnate's Export, leaves the turn with the taker
 *     (our reading: the law adds an action outside the deals' items, so it
 *     is not part of a multipart deal).
 *   "In the Call to Order, the player who called the Summit may Forgive a
 *    Rival without their consent by giving a Psionic to that Rival."
 *                                           -> SUMMIT (summit_order_moves)
 *     "forgive-forced <Rival> <type> <slot>": a Psionic from that slot of
 *     the caller's goes to the Rival, placed as any resource received.
 *   "The Rival must be able to hold the Psionic."
 *     The Rival has an empty resource slot (pacifist_empty_slots).
 *   "The player who called the Summit may return this Favor now."
 *     Then the caller keeps the Favor (decline) or returns it to the Rival's
 *     supply ("return-favor"). Kept, it counts at once for Return Favors in
 *     this Call to Order as any Favor.
 *   "If the Psionic Monopoly is in play, the Monopoly holder must give
 *    their consent to give the Psionic."
 *     faq.csv, Reconcile with the Outraged: "The consent of the Monopoly
 *     holder is still required to give Psionic. As noted on Monopoly
 *     Consent, consent can be forced by returning their Favor in the Call
 *     to Order." The holder (hook point SUMMIT_CONSENT, cards_give_consent,
 *     when neither the caller nor the Rival) is asked ("forgive-ask": the
 *     holder consents or declines), or the caller forces the consent by
 *     returning 1 Favor of the holder's ("forgive-forced").
 */
#include "campaign/summit.h"
#include "campaign/trust.h"
#include "cards/hooks.h"
#include "pacifist.h"

enum { S_FORGIVE, S_FORCED, S_ASK, S_CONSENT, S_RETURN };

/* The types (bit per type) of q's Outrage marked by an agent. */
static unsigned forgivable(const game_state *g, int q) {
    return (unsigned)(g->pl[q].outrage & (uint8_t)~g->pl[q].outrage_placeholder);
}

/* Take q's Outrage agent of type r as taker's Favor. */
static void forgive(game_state *g, int card, int taker, int q, int r) {
    g->pl[q].outrage &= (uint8_t) ~(1u << r);
    g->pl[q].agents_supply++;
    favor_give(g, taker, q);
    card_log(g, card, "Forgive: Player %d takes Player %d's %s Outrage as a Favor.", taker + 1, q + 1,
             resource_name(r));
}

/* The Psionic Monopoly's holder whose consent giving c's Psionic to q
 * needs (bit per player). */
static unsigned psionic_consent(const game_state *g, int c, int q) {
    return cards_give_consent(g, c, ARCS_PSIONIC) & ~(1u << c | 1u << q);
}

static bool psionic_slot(const game_state *g, int c, int s) {
    return s >= 0 && s < RES_SLOTS_MAX && (s < open_res_slots(&g->pl[c]) || (s == CARD_RES_SLOT && cards_res_slot(g, c))) &&
           g->pl[c].res[s] == ARCS_PSIONIC + 1;
}

/* Can caller c force Forgive of q's type r giving the Psionic of slot s
 * (consent: the holder's asked, else forced with their Favors)? */
static bool forced_ok(const game_state *g, int c, int q, int r, int s, bool ask) {
    if (q == c || q >= g->num_players || !((forgivable(g, q) >> r) & 1u) || !psionic_slot(g, c, s) ||
        pacifist_empty_slots(g, q) <= 0)
        return false;
    unsigned consent = psionic_consent(g, c, q);
    if (ask) return consent != 0;
    for (int h = 0; consent && h < g->num_players; h++)
        if ((consent >> h & 1u) && favor_count(g, c, h) < 1) return false;
    return true;
}

static void summit_moves(const game_state *g, int p, int card, move_list *out) {
    for (int q = 0; q < g->num_players; q++)
        for (unsigned t = q == p ? 0 : forgivable(g, q); t; t &= t - 1)
            add_card_move(out, p, card, S_FORGIVE, q, __builtin_ctz(t), 0);
}

static void summit_order_moves(const game_state *g, int c, int card, move_list *out) {
    for (int q = 0; q < g->num_players; q++)
        for (unsigned t = q == c ? 0 : forgivable(g, q); t; t &= t - 1)
            for (int s = 0; s < RES_SLOTS_MAX; s++)
                for (int ask = 0; ask < 2; ask++)
                    if (forced_ok(g, c, q, __builtin_ctz(t), s, ask))
                        add_card_move(out, c, card, ask ? S_ASK : S_FORCED, q, __builtin_ctz(t), s + 1);
}

/* The forced Forgive: the Psionic given, the Favor taken; then the
 * caller's choice to return it (pushed beneath the Rival's placement). */
static void forced_forgive(game_state *g, int card, int c, int q, int r, int s) {
    g->pl[c].res[s] = RES_EMPTY;
    card_log(g, card, "Player %d gives Player %d a Psionic to Forgive them without their consent.", c + 1, q + 1);
    forgive(g, card, c, q, r);
    frame *f = push_card_frame(g, FR_CARD, c, card, S_RETURN);
    f->a = (uint8_t)q;
    receive_resource(g, q, ARCS_PSIONIC);
}

static void summit_apply(game_state *g, arcs_move m) {
    int p = m.player, card = card_move_card(m), q = m.d, r = m.e;
    if (m.c == S_FORCED) {
        unsigned consent = psionic_consent(g, p, q);
        for (int h = 0; consent && h < g->num_players; h++)
            if (consent >> h & 1u) {
                favor_return(g, p, h);
                card_log(g, card, "Player %d returns 1 of Player %d's Favors for their consent.", p + 1, h + 1);
            }
        forced_forgive(g, card, p, q, r, m.f - 1);
        return;
    }
    /* Forgive offered (Negotiations) or the Monopoly holder asked (Call to
     * Order): their consent is the next decision. */
    int asked = m.c == S_ASK ? __builtin_ctz(psionic_consent(g, p, q)) : q;
    card_log(g, card, "Player %d asks Player %d's consent to Forgive Player %d (%s Outrage).", p + 1, asked + 1,
             q + 1, resource_name(r));
    frame *f = push_card_frame(g, FR_CARD, asked, card, S_CONSENT);
    f->a = (uint8_t)q;
    f->b = (uint8_t)r;
    f->c = m.c == S_ASK ? m.f : 0;
    f->d = (uint8_t)p;
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    add_card_move(out, f->player, f->card, f->step, 0, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    const frame *f = top_frame(g);
    int step = f->step, q = f->a, r = f->b, slot = f->c, taker = f->d, who = f->player, own = f->card;
    int card = card_choice_taken(g, m);
    if (step == S_RETURN) {
        if (card < 0) return;
        favor_return(g, who, q);
        card_log(g, card, "Player %d returns the Favor to Player %d.", who + 1, q + 1);
        return;
    }
    if (card < 0) {
        card_log(g, own, "Player %d declines: no Forgive.", who + 1);
        return;
    }
    if (slot) forced_forgive(g, card, taker, q, r, slot - 1);
    else forgive(g, card, taker, q, r);
}

static const card_step STEPS[] = {
    [S_FORGIVE] = {"forgive", "pr", "Forgive %1 (%2 Outrage)"},
    [S_FORCED] = {"forgive-forced", "prU", "Forgive %1 (%2 Outrage) giving the Psionic of %3"},
    [S_ASK] = {"forgive-ask", "prU", "ask the Psionic Monopoly's consent to Forgive %1 (%2 Outrage) giving %3"},
    [S_CONSENT] = {"consent", "", "consent to the Forgive"},
    [S_RETURN] = {"return-favor", "", "return the Favor"},
};

/* FRAME_CHECK: S_CONSENT a = the Rival forgiven (an Outrage of type b
 * marked by an agent), d = the taker, c = 0 (Negotiations: the player is
 * the Rival) or the Psionic's slot + 1 (Call to Order: the player is the
 * Monopoly holder asked, the taker the caller); S_RETURN a = the Rival
 * whose Favor the caller holds. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind != FR_CARD || !summit_active(g) || f->a >= g->num_players) return false;
    if (f->step == S_RETURN) return card_frame_only(f, 1) && favor_count(g, f->player, f->a) > 0;
    if (f->step != S_CONSENT || !card_frame_only(f, 0xF) || f->b >= NUM_RES || f->d >= g->num_players) return false;
    if (!f->c) return f->player == f->a && f->d != f->a && ((forgivable(g, f->a) >> f->b) & 1u);
    return f->d == g->camp.summit.caller && ((psionic_consent(g, f->d, f->a) >> f->player) & 1u) &&
           forced_ok(g, f->d, f->a, f->b, f->c - 1, true);
}

const card_def card_reconcile_with_the_outraged = {
    .card = CARD_F1411,
    .short_name = "reconcile-with-the-outraged",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .summit_moves = summit_moves,
    .summit_apply = summit_apply,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
    .summit_order_moves = summit_order_moves,
};
