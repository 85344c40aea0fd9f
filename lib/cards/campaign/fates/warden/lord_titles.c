/*
 * The Lord title cards (ARCS-F1603 Lord of the 1st Cluster ... F1608 Lord
 * of the 6th Cluster; cards.csv), one def for the six (the cluster from
 * the card). A Lord card is in its Lord's play area while the cluster's
 * Seat is on the map (Seats & Fiefs, ARCS-F1609: seat_place_at).
 *   "You are the Lord of Cluster N. Rivals with a Loyal city or Flagship
 *    in Cluster N are your Vassals in Cluster N."
 *   "You may tax any cities in Cluster N, ignoring control. (Take Captives
 *    if you tax cities of your Vassals!)"     -> FIEF_TAX
 *       Every city of the cluster's systems (Rival, Free) while the Seat's
 *       city stands (seat_lord); Captives from a Rival's city as in any
 *       tax (lib/rules/actions.c fief_tax_targets, tax_apply); the Truce
 *       Law still holds (faq.csv Lord of the 1st-6th Cluster: "A Regent
 *       Lord is bound by the Truce law when taxing a Regent Vassal city
 *       under Imperial control ... An Outlaw Lord can always tax Vassal
 *       cities regardless of Empire control"; the ruling's Closed Economy
 *       part waits for the Magnate's Act III).
 *   "If you harm a Vassal in Cluster N, or a Vassal harms you in Cluster N,
 *    the harming player Provokes Outrage with all cities in Cluster N."
 *       (Also Feudal Law's, ARCS-F1610: not implemented yet.)
 */
#include "campaign/fates.h"
#include "seats.h"

static uint32_t tax_ignoring_control(const game_state *g, int p, int card) {
    int k = card - CARD_F1603;
    return k >= 0 && k < SEATS && seat_lord(g, k) == p ? 0xFu << (k * 4) : 0;
}

const card_def card_lord_title = {
    .card = CARD_F1603,
    .short_name = "lord-title",
    .tax_ignoring_control = tax_ignoring_control,
};
