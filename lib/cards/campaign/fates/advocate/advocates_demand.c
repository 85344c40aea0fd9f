/*
 * Advocate's Demand (ARCS-F413, Edict 45; Advocate, Act II): in the rules
 * booklet from the Advocate's Act II Setup.
 *
 *   "Scrap this if the Advocate is not in play."
 *   "The Advocate may choose 1 Guild card held by a Rival, but its suit
 *    cannot match any Guild card held by the Advocate."
 *   "That Rival must either give that Guild card to the Advocate and take
 *    1 Favor from the Advocate, or give 1 Favor to the Advocate."
 *   "This is not stealing, so cards like Sworn Guardians don't prevent it.
 *    The Advocate can even demand protected Guild cards!"
 *                                                   -> EDICT (order 45)
 *
 * Resolved with the Edicts in edict order (docs/components.md §9.5: 45).
 * "The Advocate" is the player whose Fate is the Advocate; with none, the
 * edict is scrapped when it would resolve (out of the booklet for good).
 *
 * The Advocate chooses a Rival's Guild card (lore is not a Guild card)
 * whose suit no Guild card of the Advocate's has, or declines. The Rival
 * then chooses: "give-card" (the card goes to the Advocate, and the Rival
 * takes 1 agent from the Advocate's supply as a Favor, none if it is
 * empty) or "give-favor" (1 agent from the Rival's supply onto the
 * Advocate's Fate card as a Favor: Promise Favor's "give", Campaign
 * rulebook, Negotiations). A Protected card cannot be given (faq.csv,
 * Advocate's Demand: "The holder simply gives you a Favor, since they
 * cannot actually give you the card"); a Rival without agents in supply
 * cannot give a Favor. One way left: it is taken (no choice); none:
 * nothing happens.
 *
 * Moves: "card advocates-demand demand <card>" (its holder is the Rival),
 * "decline";
 * "card advocates-demand give-card", "card advocates-demand give-favor".
 */
#include "advocate.h"
#include "campaign/fates.h"
#include "campaign/trust.h"

enum { S_DEMAND, S_GIVE_CARD, S_GIVE_FAVOR };

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    if (f->step == S_DEMAND) {
        unsigned mine = advocate_guild_suits(g, p);
        for (int q = 0; q < g->num_players; q++) {
            if (q == p) continue;
            for (int i = 0; i < g->pl[q].guild_count; i++) {
                int c = g->pl[q].guild[i];
                if (card_table[c].kind == CK_GUILD && card_table[c].suit >= 0 && !((mine >> card_table[c].suit) & 1u))
                    add_card_move(out, p, f->card, S_DEMAND, c & 0xFF, c >> 8, 0);
            }
        }
        add_move(out, ARCS_MOVE_DECLINE, p, 0, 0, 0, 0);
        return;
    }
    /* The Rival's answer: e|f the card demanded, d the Advocate. */
    if (!card_protected(f->e | f->f << 8)) add_card_move(out, p, f->card, S_GIVE_CARD, 0, 0, 0);
    if (g->pl[p].agents_supply) add_card_move(out, p, f->card, S_GIVE_FAVOR, 0, 0, 0);
}

static void give_card(game_state *g, int card, int rival, int advocate, int demanded) {
    remove_held(g, rival, held_index(g, rival, demanded));
    give_held(g, advocate, demanded);
    bool favor = favor_give(g, rival, advocate);
    card_log(g, card, "Player %d gives %s to Player %d%s.", rival + 1, card_table[demanded].name, advocate + 1,
             favor ? " and takes 1 Favor from them" : " (who has no agent in supply to give as a Favor)");
}

static void give_favor(game_state *g, int card, int rival, int advocate) {
    favor_give(g, advocate, rival);
    card_log(g, card, "Player %d gives 1 Favor to Player %d.", rival + 1, advocate + 1);
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int card = f->card;
    if (f->step != S_DEMAND) {
        int advocate = f->d, demanded = f->e | f->f << 8;
        pop_frame(g);
        if (m.c == S_GIVE_CARD) give_card(g, card, m.player, advocate, demanded);
        else give_favor(g, card, m.player, advocate);
        return;
    }
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) {
        card_log(g, card, "Player %d demands nothing.", m.player + 1);
        return;
    }
    int demanded = m.d | m.e << 8, rival = card_holder(g, demanded);
    card_log(g, card, "Player %d demands %s from Player %d.", m.player + 1, card_table[demanded].name, rival + 1);
    bool can_card = !card_protected(demanded), can_favor = g->pl[rival].agents_supply > 0;
    if (can_card && can_favor) {
        frame *answer = push_card_frame(g, FR_CARD, rival, card, S_GIVE_CARD);
        answer->d = (uint8_t)m.player;
        answer->e = (uint8_t)(demanded & 0xFF);
        answer->f = (uint8_t)(demanded >> 8);
    } else if (can_card) {
        give_card(g, card, rival, m.player, demanded);
    } else if (can_favor) {
        give_favor(g, card, rival, m.player);
    } else {
        card_log(g, card, "Player %d can give neither the card (Protected) nor a Favor.", rival + 1);
    }
}

static void resolve(game_state *g, int card) {
    int p = advocate_player(g);
    if (p < 0) {
        card_log(g, card, "the Advocate is not in play: it is scrapped.");
        fate_scrap(g, card);
        return;
    }
    card_log(g, card, "Player %d, the Advocate, may demand a Guild card.", p + 1);
    push_card_frame(g, FR_CARD, p, card, S_DEMAND);
}

static const card_step STEPS[] = {
    [S_DEMAND] = {"demand", "K", "demand %1 from the Rival who holds it"},
    [S_GIVE_CARD] = {"give-card", "", "give the demanded card and take 1 Favor from the Advocate"},
    [S_GIVE_FAVOR] = {"give-favor", "", "give 1 Favor to the Advocate"},
};

/* FRAME_CHECK: S_DEMAND keeps no data; the answer (S_GIVE_CARD): d the
 * Advocate, e|f the card demanded, held by the answering Rival, a Guild
 * card that can be given, and a Favor possible too (else no choice). */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind != FR_CARD) return false;
    if (f->step == S_DEMAND) return card_frame_only(f, 0);
    int demanded = f->e | f->f << 8;
    return f->step == S_GIVE_CARD && card_frame_only(f, FB_D | FB_E | FB_F) && card_frame_rival_ok(g, f, f->d) &&
           demanded < card_table_len && held_index(g, f->player, demanded) >= 0 &&
           card_table[demanded].kind == CK_GUILD && !card_protected(demanded) && g->pl[f->player].agents_supply > 0;
}

const card_def card_advocates_demand = {
    .card = CARD_F413,
    .short_name = "advocates-demand",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .edict_order = 45,
    .edict = resolve,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
