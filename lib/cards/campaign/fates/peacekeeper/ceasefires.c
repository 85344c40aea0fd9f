/*
 * Ceasefires (ARCS-F1508, a law added to the rules booklet by the
 * Peacekeeper's Act III Setup, ARCS-F1507A step 3; cards.csv). Its data are
 * the 6 Ceasefire tokens (peacekeeper.h).
 *
 * "To harm anything in a cluster at Peace except Loyal pieces and Blight,
 *  you must spend 1 Weapon. If you do, flip the Ceasefire token in the
 *  cluster to War."
 *   Harm: "choosing as defender in battle, damaging, destroying, or
 *   hitting" (rules-structured.yaml, "Harm"); "It doesn't count Crises."
 *   -> HARM (forbids_harm): p may not choose a Rival, the Free States or
 *      the Empire as the defender in a system of a cluster at Peace (nor
 *      harm them with a card asking cards_forbid_harm: Freedom Fighters)
 *      unless p has a Weapon in their resource slots to spend (frozen
 *      Weapons on Arsenal Keepers or the Imperial Trust are never spent).
 *      The Blight and p's own (Loyal) pieces are never so protected.
 *   -> EVENT (EVT_BATTLE_STARTED; EVT_HARM outside a battle: Fire Rifles'
 *      defender, a card's hits or destruction): the token flips to War and
 *      the harmer spends 1 Weapon; which one, when their slots hold two or
 *      more, is their decision "card ceasefires pay slot-<n>" (the slots'
 *      raid costs differ). An effect not asking cards_forbid_harm first
 *      flips the token even when its player has no Weapon to spend.
 *   faq.csv, Ceasefires: a non-Aggression card played to battle in a
 *   cluster at Peace costs 2 Weapons: the Weapon's Prelude (spent before,
 *   out of the slots) and 1 for the flip; one Weapon per flip (each battle
 *   in a cluster still at Peace pays again; once at War nothing is due).
 * "Ceasefires cannot be removed. They track the states of clusters and
 *  are only placed in gates for convenience."
 *   The tokens are no pieces on the map (data only): nothing moves or
 *   harms them.
 */
#include "peacekeeper.h"

enum { S_PAY };

int the_peacekeeper(const game_state *g) {
    for (int p = 0; p < g->num_players; p++)
        if (g->camp.fate[p] == CARD_FATE15) return p;
    return -1;
}

int cluster_systems(const game_state *g, int p, int k, bool empire) {
    int n = 0;
    for (int s = k * 4; s < k * 4 + 4; s++) {
        if (!sys_in_play(g, s)) continue;
        int c = controller(g, s);
        n += c == p || (empire && c == OWNER_EMPIRE);
    }
    return n;
}

void ceasefire_flip(game_state *g, int card, int k, bool peace) {
    ceasefire_data *d = CEASEFIRES(g);
    if (peace) d->peace |= (uint8_t)(1u << k);
    else d->peace &= (uint8_t)~(1u << k);
    card_log(g, card, "the Ceasefire token of Cluster %d flips to %s.", k + 1, peace ? "Peace" : "War");
}

/* p's resource slots holding a Weapon (bit per slot). */
static unsigned weapon_slots(const game_state *g, int p) {
    unsigned m = 0;
    for (int i = 0; i < RES_SLOTS_MAX; i++)
        if (g->pl[p].res[i] == ARCS_WEAPON + 1) m |= 1u << i;
    return m;
}

/* Is `owner`'s in sys protected from p by a Ceasefire at Peace? */
static bool protected_from(const game_state *g, int p, int owner, int sys) {
    return owner != p && owner != OWNER_BLIGHT && cluster_at_peace(g, sys_cluster(sys));
}

static bool forbids_harm(const game_state *g, int p, int owner, int sys) {
    return p < g->num_players && protected_from(g, p, owner, sys) && !weapon_slots(g, p);
}

static void spend_weapon(game_state *g, int p, int slot) {
    g->pl[p].res[slot] = RES_EMPTY;
    g->res_supply[ARCS_WEAPON]++;
    card_log(g, CARD_F1508, "Player %d spends the Weapon in slot %d.", p + 1, slot);
}

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    bool battle = ev->kind == EVT_BATTLE_STARTED;
    if ((!battle && ev->kind != EVT_HARM) || ev->player != holder || holder >= g->num_players) return;
    int p = holder, sys = battle ? g->battle.system : ev->n, owner = battle ? g->battle.defender : ev->a;
    if (!protected_from(g, p, owner, sys)) return;
    char name[16];
    card_log(g, card, "Player %d harms in Cluster %d, at Peace (%s).", p + 1, sys_cluster(sys) + 1,
             system_name(sys, name));
    ceasefire_flip(g, card, sys_cluster(sys), false);
    unsigned slots = weapon_slots(g, p);
    if (slots & (slots - 1)) push_card_frame(g, FR_CARD, p, card, S_PAY);
    else if (slots) spend_weapon(g, p, __builtin_ctz(slots));
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    for (unsigned m = weapon_slots(g, f->player); m; m &= m - 1)
        add_card_move(out, f->player, f->card, S_PAY, 1 + __builtin_ctz(m), 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    pop_frame(g);
    spend_weapon(g, m.player, m.d - 1);
}

static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_PAY && card_frame_only(f, 0) &&
           __builtin_popcount(weapon_slots(g, f->player)) >= 2;
}

static bool data_invariants(const game_state *g, char *why, size_t cap) {
    const ceasefire_data *d = CEASEFIRES(g);
    if (d->tokens & ~CLUSTERS_ALL) CARD_DATA_FAIL("Ceasefires: tokens %#x", d->tokens);
    if (d->peace & ~d->tokens) CARD_DATA_FAIL("Ceasefires: Peace %#x without a token", d->peace);
    if (d->brokered & ~d->tokens) CARD_DATA_FAIL("Ceasefires: brokered %#x without a token", d->brokered);
    return true;
}

static const card_data_def DATA = {
    .size = sizeof(ceasefire_data),
    .invariants = data_invariants,
};

static const card_step STEPS[] = {[S_PAY] = {"pay", "U", "Ceasefires: spend the Weapon in %1"}};

const card_def card_ceasefires = {
    .card = CARD_F1508,
    .short_name = "ceasefires",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .forbids_harm = forbids_harm,
    .on_event = on_event,
    .events = EVENTS(EVT_BATTLE_STARTED, EVT_HARM),
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
    .data = &DATA,
};
