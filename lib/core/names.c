/* Names of game things, for logs and move text. */
#include <stdio.h>

#include "core/engine.h"
#include "data/tables.h"

const char *const resource_names[NUM_RES] = {"Material", "Fuel", "Weapon", "Relic", "Psionic"};
const char *const suit_names[4] = {"Administration", "Aggression", "Construction", "Mobilization"};
/* The 5 base ambitions (arcs_ambition), then the campaign's Edenguard and
 * Blightkin boxes (boxes 5 and 6, campaign only). */
const char *const ambition_names[AMBITION_BOXES_MAX] = {"Tycoon", "Tyrant", "Warlord", "Keeper",
                                                        "Empath", "Edenguard", "Blightkin"};
const char *const action_names[ARCS_ACTION_COUNT] = {"tax", "build", "move", "repair",
                                                         "influence", "secure", "battle"};
static const char *const KIND_NAMES[4] = {"gate", "arrow", "crescent", "hex"};
const char *const die_names[3] = {"assault", "skirmish", "raid"};

const char *resource_name(int r) { return r >= 0 && r < NUM_RES ? resource_names[r] : "?"; }
const char *suit_name(int s) {
    if (s >= 0 && s < 4) return suit_names[s];
    return s >= SUIT_TWO_SIDED && s < SUITS_MAX ? two_sided_suit_names[s - SUIT_TWO_SIDED] : "?";
}
const char *ambition_name(int a) { return a >= 0 && a < AMBITION_BOXES_MAX ? ambition_names[a] : "?"; }
const char *action_name(int a) { return a >= 0 && a < ARCS_ACTION_COUNT ? action_names[a] : "?"; }

#define CLUSTER_NAMES(c) #c "-gate", #c "-arrow", #c "-crescent", #c "-hex"
static const char *const SYSTEM_NAMES[NUM_SYSTEMS] = {CLUSTER_NAMES(1), CLUSTER_NAMES(2), CLUSTER_NAMES(3),
                                                      CLUSTER_NAMES(4), CLUSTER_NAMES(5), CLUSTER_NAMES(6)};

char *system_name(int sys, char *buf) {
    /* A table copy, not snprintf: rule code formats system names for log
     * lines even when no log sink is set (docs/performance.md). */
    /* System 24: the map centre, a gate of the campaign's Gate Wraith Fate
     * (Act III law "The map center is now a gate called the Twisted
     * Passage"). */
    const char *name = sys >= 0 && sys < NUM_SYSTEMS ? SYSTEM_NAMES[sys] : sys == NUM_SYSTEMS ? MAP_CENTRE_NAME : "?";
    size_t n = strlen(name);
    memcpy(buf, name, n + 1);
    return buf;
}

int system_from_name(const char *s, int *len) {
    if (strncmp(s, MAP_CENTRE_NAME, sizeof MAP_CENTRE_NAME - 1) == 0) {
        if (len) *len = (int)(sizeof MAP_CENTRE_NAME - 1);
        return NUM_SYSTEMS;
    }
    if (s[0] < '1' || s[0] > '6' || s[1] != '-') return -1;
    for (int k = 0; k < 4; k++) {
        size_t n = strlen(KIND_NAMES[k]);
        if (strncmp(s + 2, KIND_NAMES[k], n) == 0) {
            if (len) *len = (int)(2 + n);
            return (s[0] - '1') * 4 + k;
        }
    }
    return -1;
}

char *action_card_name(int card, char *buf) {
    if (card < 0 || card >= NUM_ACTION_CARDS) snprintf(buf, 24, "?");
    else if (card == EVENT_CARD_EXTRA) snprintf(buf, 24, "Event-%d", EVENT_CARDS_MAX + 1);
    else if (is_event_card(card)) snprintf(buf, 24, "Event-%d", card - EVENT_CARD_FIRST + 1);
    else if (is_two_sided_card(card)) snprintf(buf, 24, "%s-%d", two_sided_kind_name, action_number(card));
    else snprintf(buf, 24, "%s-%d", suit_names[action_suit(card)], action_number(card));
    return buf;
}

int name_index(const char *tok, const char *const *names, int n) {
    for (int i = 0; i < n; i++)
        if (strcmp(tok, names[i]) == 0) return i;
    return -1;
}

const char *card_name(int card) {
    return card >= 0 && card < card_table_len ? card_table[card].name : "?";
}
