/*
 * Pirate Fleet (ARCS-F1203; Guild, Weapon, protected: raid cost X; the
 * Pirate's Act II; cards.csv): "When attacking in battle, you may collect
 * raid dice even if there are no defending buildings or Flagships. If you
 * do this, you can only steal resources, max 1 per damaged defending
 * ship."                                               -> RAID_STEAL
 *
 * lib/rules/battle.c asks the hook point where the Raid Dice Limit (Base
 * rulebook, Battle step 3; yaml "Flagship Battles", "Raid Dice Limit.")
 * allows no raid dice for want of defending buildings or a defending
 * Flagship, the defender a player: the holder may collect them. The choice
 * is the holder's raid dice move ("dice raid 0" declines). Other stops
 * still hold (a Tractor Beam: "the attacker cannot collect raid dice";
 * Hidden Harbors needs a defending starport, there is none then).
 *
 * "If you do this": raid dice collected (1 or more) where only this card
 * allowed them. The raid of that battle lists only resources in the
 * defender's slots (no Guild card, no card-owned token: a Golem is no
 * resource; a resource on a Rival's card, Well of Empathy, Pirate Hoard,
 * is not offered either: a reading), at most 1 steal per damaged
 * defending ship (counted when the raid is chosen, after the hits: the
 * defender's damaged Loyal ships and, for a Regent or the Empire, the
 * damaged Imperial ships defending; a Flagship is never damaged). Keys
 * still pay each steal.
 *
 * The card's data (2 bytes, public): 1 + the attacker who collected raid
 * dice so in the battle now being fought, and the resources stolen since;
 * zero outside such a battle.
 */
#include "campaign/fates.h"
#include "cards/card_data.h"
#include "cards/hooks.h"
#include "pirate.h"

typedef struct fleet_data {
    uint8_t raider; /* 1 + the attacker whose raid dice this card allowed (0: none) */
    uint8_t stolen; /* resources the raider stole since */
} fleet_data;
#define FLEET_OF(g) CARD_DATA(g, fleet_data, card_data_place(CARD_F1203))

static void dice_by_card(game_state *g, int p, int card, int n) {
    fleet_data *d = FLEET_OF(g);
    if (n < 0) {
        d->raider = d->stolen = 0;
        return;
    }
    d->raider = (uint8_t)(p + 1);
    d->stolen = 0;
    card_log(g, card, "Player %d collects %d raid di%s with no defending building or Flagship: only resources, at most 1 per damaged defending ship.",
             p + 1, n, n == 1 ? "e" : "ce");
}

static int steal_limit(const game_state *g, int p, int card, int damaged) {
    (void)card;
    const fleet_data *d = FLEET_OF(g);
    if (d->raider != p + 1) return -1;
    return damaged > d->stolen ? damaged - d->stolen : 0;
}

static bool stolen(game_state *g, int p, int card, int r) {
    (void)card, (void)r;
    fleet_data *d = FLEET_OF(g);
    if (d->raider == p + 1 && d->stolen < UINT8_MAX) d->stolen++;
    return false; /* the resource goes on (the Pirate Hoard may take it) */
}

static bool fleet_invariants(const game_state *g, char *why, size_t cap) {
    const fleet_data *d = FLEET_OF(g);
    if (d->raider > g->num_players) CARD_DATA_FAIL("Pirate Fleet: raider %d of %d players", d->raider, g->num_players);
    if (d->raider && (!g->battle.active || g->battle.attacker != d->raider - 1))
        CARD_DATA_FAIL("Pirate Fleet: raid dice of Player %d outside their battle", d->raider);
    if (!d->raider && d->stolen) CARD_DATA_FAIL("Pirate Fleet: %d steals counted outside a raid", d->stolen);
    return true;
}

static const card_data_def FLEET_DATA = {
    .size = sizeof(fleet_data),
    .invariants = fleet_invariants,
};

const card_def card_pirate_fleet = {
    .card = CARD_F1203,
    .short_name = "pirate-fleet",
    .data = &FLEET_DATA,
    .raids_without_buildings = true,
    .raid_dice_by_card = dice_by_card,
    .raid_steal_limit = steal_limit,
    .resource_stolen = stolen,
};
