/*
 * Blight Hunters (ARCS-F1305; Guild, Fuel, protected: raid cost 2; the
 * Blight Speaker's Act II Resolution, ARCS-F1303, adds it to the Court deck
 * when completed; cards.csv).
 *
 *   "When attacking in battle, you can damage and destroy Blight by
 *    dealing only 1 hit (instead of 2)."        -> BATTLE_GUARD (held)
 *   The Blight is Tough (The Blight, "Harming & Trophies": 2 hits to
 *   damage or destroy one); the holder attacking the Blight deals it with
 *   1 hit each (lib/rules/battle.c, cards_blight_one_hit). Only when
 *   attacking: a Blight Crisis or anyone else's battle is untouched.
 */
#include "cards/hooks.h"

const card_def card_blight_hunters = {
    .card = CARD_F1305,
    .short_name = "blight-hunters",
    .blight_one_hit = true,
};
