/*
 * Closed & Open Economy (ARCS-F327, law; Magnate, Act III): in the rules
 * booklet from the Magnate's Act III Setup (F325A), with the Economy card
 * (26: ARCS-F326A Closed Economy / ARCS-F326B Open Economy) tucked near the
 * map, its side the Magnate's title.
 *
 *   "While the Magnate is a Regent, the Empire has a Closed Economy:
 *    Regents cannot tax Empire-controlled cities (even Loyal ones) unless
 *    they have the matching Monopoly."              -> TAX (forbids_tax)
 *   F326A: "While the Magnate is a Regent, Regents other than the Magnate
 *    cannot tax Empire-controlled cities (even Loyal ones) unless they
 *    have the matching Monopoly."
 * The two texts differ on the Magnate; the Economy card the law points to
 * ("shown by the Economy card") is read as the precise one: the Magnate
 * is not bound (our reading). Empire-controlled: the Empire controls the
 * city's system (fresh Imperial ships, Imperial Sovereignty); the matching
 * Monopoly: that of the planet's type (a city on a gate has none). Every
 * Tax target is filtered, a Lord's Fief ones too (faq.csv, Closed Economy
 * / Lord of the 1st-6th Cluster [85-91]: "A Regent Lord is ... bound by
 * Closed Economy when taxing an Outlaw Vassal city under Imperial
 * control"); an Outlaw is never bound.
 *
 *   "While the Magnate is an Outlaw, the Reach has an Open Economy:
 *    Players may tax Loyal cities more than once per turn. The Magnate may
 *    also tax Rival and Free cities more than once per turn."
 *                                                   -> TAX (tax_again)
 * The Tax Limit ("You cannot tax a city more than once per turn", Base
 * rulebook, Tax) is lifted for those cities: taxed, the city may be taxed
 * again (each Tax is still an action).
 *
 *   F326A/B: "If the Magnate becomes an Outlaw, flip this to Open
 *    Economy." / "If the Magnate becomes a Regent, flip this to Closed
 *    Economy."                         -> EVENT (EVT_BECAME_OUTLAW: a log)
 * The side is the Magnate's title, read at each Tax: no state. Becoming a
 * Regent again has no campaign event; the flip shows in the next Tax.
 */
#include "cards/campaign/fates/magnate/monopolies.h"

#include "campaign/fates.h"

static bool forbids_tax(const game_state *g, int p, int sys, int i) {
    (void)i;
    int m = magnate_player(g);
    if (m < 0 || m == p || !is_regent_player(g, m) || !is_regent_player(g, p)) return false;
    if (controller(g, sys) != OWNER_EMPIRE) return false;
    int r = planet_type(sys);
    return r < 0 || monopoly_holder(g, r) != p;
}

static bool tax_again(game_state *g, int p, int card, int sys, int i) {
    int m = magnate_player(g);
    if (m < 0 || is_regent_player(g, m)) return false;
    int owner = (int)BLD_OWNER(g->sys[sys].bld[i]);
    if (owner != p && p != m) return false;
    char name[16];
    card_log(g, card, "Open Economy: Player %d may tax the city at %s again this turn.", p + 1,
             system_name(sys, name));
    return true;
}

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_BECAME_OUTLAW || ev->player != holder || g->camp.fate[holder] != CARD_FATE03) return;
    card_log(g, card, "The Magnate (Player %d) is an Outlaw: the Economy card flips to Open Economy.", holder + 1);
}

const card_def card_economy = {
    .card = CARD_F327,
    .short_name = "economy",
    .on_event = on_event,
    .events = EVENTS(EVT_BECAME_OUTLAW),
    .forbids_tax = forbids_tax,
    .tax_again = tax_again,
};
