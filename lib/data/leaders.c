/* The leaders' starting pieces and resources (docs/components.md section 7,
 * CONFIRMED; the Mystic row is the rulebook's "Leaders & Lore" setup
 * example). */
#include "data/tables.h"
#include "data/card_ids.h"
#include "arcs/arcs.h"

#define SP LEADER_STARPORT
#define CI LEADER_CITY
const leader_setup leader_setups[NUM_LEADERS] = {
    {CARD_LEAD01, {ARCS_RELIC, ARCS_MATERIAL}, {{CI, 3}, {SP, 3}, {0, 2}}},   /* Elder */
    {CARD_LEAD02, {ARCS_PSIONIC, ARCS_RELIC}, {{CI, 3}, {SP, 3}, {0, 2}}},    /* Mystic */
    {CARD_LEAD03, {ARCS_FUEL, ARCS_FUEL}, {{CI, 3}, {SP, 3}, {0, 2}}},        /* Fuel-Drinker */
    {CARD_LEAD04, {ARCS_PSIONIC, ARCS_MATERIAL}, {{CI, 4}, {SP, 3}, {0, 2}}}, /* Upstart */
    {CARD_LEAD05, {ARCS_MATERIAL, ARCS_WEAPON}, {{SP, 4}, {0, 4}, {0, 2}}},   /* Rebel */
    {CARD_LEAD06, {ARCS_WEAPON, ARCS_MATERIAL}, {{CI, 3}, {SP, 3}, {0, 2}}},  /* Warrior */
    {CARD_LEAD07, {ARCS_RELIC, ARCS_MATERIAL}, {{CI, 3}, {CI, 3}, {0, 3}}},   /* Feastbringer */
    {CARD_LEAD08, {ARCS_PSIONIC, ARCS_WEAPON}, {{CI, 3}, {SP, 3}, {0, 2}}},   /* Demagogue */
};

const leader_setup *leader_setup_of(int card) {
    for (int i = 0; i < NUM_LEADERS; i++)
        if (leader_setups[i].card == card) return &leader_setups[i];
    return 0;
}
