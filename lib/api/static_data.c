/* The public static-data API: cards, map, action cards, dice, setup cards
 * and ambition markers, read from the engine's own tables (lib/data, the
 * die and marker tables of lib/rules) so that there is one source for each
 * fact. Source of the data: cards.csv and docs/components.md. */
#include <string.h>

#include "rules/rules.h"
#include "core/game.h"
#include "data/tables.h"

_Static_assert((int)CK_SETUP == (int)ARCS_CARD_SETUP && (int)CK_GUILD == (int)ARCS_CARD_GUILD && (int)CK_VOX == (int)ARCS_CARD_VOX &&
                   (int)CK_LORE == (int)ARCS_CARD_LORE && (int)CK_LEADER == (int)ARCS_CARD_LEADER && (int)CK_FATE == (int)ARCS_CARD_FATE &&
                   (int)CK_AID == (int)ARCS_CARD_AID && (int)CK_ACTION == (int)ARCS_CARD_ACTION && (int)CK_EVENT == (int)ARCS_CARD_EVENT &&
                   (int)CK_OTHER == (int)ARCS_CARD_OTHER,
               "card kinds");
_Static_assert((int)TAG_BASE == (int)ARCS_CARDSET_BASE && (int)TAG_BASE_COURT == (int)ARCS_CARDSET_BASE_COURT &&
                   (int)TAG_CAMPAIGN_COURT == (int)ARCS_CARDSET_CAMPAIGN_COURT && (int)TAG_LEADERS_LORE == (int)ARCS_CARDSET_LEADERS_LORE &&
                   (int)TAG_BLIGHTED_REACH == (int)ARCS_CARDSET_BLIGHTED_REACH && (int)TAG_LOYAL_GUILD == (int)ARCS_CARDSET_LOYAL_GUILD,
               "card sets");

int arcs_card_count(void) { return card_table_len; }

arcs_status arcs_card_info(int card, arcs_card_data *out) {
    if (!out || card < 0 || card >= card_table_len) return ARCS_E_INVALID_ARG;
    const card_info *ci = &card_table[card];
    out->index = card;
    out->id = ci->id;
    out->name = ci->name;
    out->text = card_text[card];
    out->kind = (arcs_card_kind)ci->kind;
    out->suit = ci->suit;
    out->keys = ci->keys;
    out->sets = ci->tags;
    return ARCS_OK;
}

int arcs_card_find(const char *text) {
    if (!text) return -1;
    int i = card_index(text);
    if (i >= 0) return i;
    for (int c = 0; c < card_table_len; c++)
        if (strcmp(card_table[c].name, text) == 0) return c;
    return -1;
}

arcs_status arcs_system_info(int system, arcs_system_data *out) {
    if (!out || system < 0 || system >= NUM_SYSTEMS) return ARCS_E_INVALID_ARG;
    static const game_state all_in_play; /* zero: every cluster in play */
    static const char *const NAMES[NUM_SYSTEMS] = {
#define CLUSTER(c) #c "-gate", #c "-arrow", #c "-crescent", #c "-hex"
        CLUSTER(1), CLUSTER(2), CLUSTER(3), CLUSTER(4), CLUSTER(5), CLUSTER(6)
#undef CLUSTER
    };
    memset(out, 0, sizeof *out);
    out->system = system;
    out->name = NAMES[system];
    out->cluster = sys_cluster(system) + 1;
    out->kind = (arcs_system_kind)sys_kind(system);
    out->planet_type = planet_type(system);
    out->building_slots = planet_slots(system);
    uint8_t adj[ARCS_ADJACENT_MAX];
    out->adjacent_count = adjacent_systems(&all_in_play, system, adj);
    for (int i = 0; i < out->adjacent_count; i++) out->adjacent[i] = adj[i];
    return ARCS_OK;
}

arcs_status arcs_system_adjacent(const arcs_game *game, int system, int out[ARCS_ADJACENT_MAX], int *count) {
    if (!game || !out || !count || system < 0 || system >= NUM_SYSTEMS) return ARCS_E_INVALID_ARG;
    uint8_t adj[ARCS_ADJACENT_MAX];
    int n = adjacent_systems(&game->s, system, adj);
    for (int i = 0; i < n; i++) out[i] = adj[i];
    *count = n;
    return ARCS_OK;
}

_Static_assert(BASE_ACTION_CARDS == ARCS_ACTION_CARD_COUNT &&
                   ARCS_FAITHFUL_CARD_FIRST == ARCS_EVENT_CARD_FIRST + ARCS_EVENT_CARD_COUNT &&
                   TWO_SIDED_CARD_FIRST == ARCS_FAITHFUL_CARD_FIRST && TWO_SIDED_CARDS == ARCS_FAITHFUL_CARD_COUNT &&
                   EVENT_CARD_EXTRA == ARCS_EVENT_CARD_EXTRA &&
                   NUM_ACTION_CARDS == ARCS_FAITHFUL_CARD_FIRST + ARCS_FAITHFUL_CARD_COUNT + 1,
               "the public action-card numbering");

arcs_status arcs_action_card_info(int card, arcs_action_card_data *out) {
    if (!out || card < 0 || card >= NUM_ACTION_CARDS) return ARCS_E_INVALID_ARG;
    memset(out, 0, sizeof *out);
    out->card = card;
    action_card_name(card, out->name);
    out->suit = (arcs_suit)action_suit(card);
    out->number = action_number(card);
    out->pips = action_pips(card);
    out->actions = action_suit(card) < 4 ? suit_actions[action_suit(card)]
                   : is_two_sided_card(card) ? suit_actions[SUIT_ZEAL] | suit_actions[SUIT_WISDOM]
                                            : 0;
    return ARCS_OK;
}

arcs_status arcs_die_face_info(int die, int face, arcs_die_face_data *out) {
    uint8_t sym[5];
    if (!out || !die_face_symbols(die, face, sym)) return ARCS_E_INVALID_ARG;
    out->die = die;
    out->face = face;
    out->self_hits = sym[0];
    out->intercepts = sym[1];
    out->hits = sym[2];
    out->building_hits = sym[3];
    out->keys = sym[4];
    return ARCS_OK;
}

int arcs_setup_card_count(void) { return NUM_SETUP_CARDS; }

arcs_status arcs_setup_card_info(int index, arcs_setup_card_data *out) {
    if (!out || index < 0 || index >= NUM_SETUP_CARDS) return ARCS_E_INVALID_ARG;
    const setup_card *sc = &setup_cards[index];
    memset(out, 0, sizeof *out);
    out->index = index;
    out->id = sc->id;
    out->name = sc->name;
    out->players = sc->players;
    out->out_of_play = sc->out_of_play;
    for (int s = 0; s < 4; s++) {
        bool used = s < sc->players;
        out->seat[s].a = used ? sc->seat[s].a : -1;
        out->seat[s].b = used ? sc->seat[s].b : -1;
        for (int i = 0; i < 2; i++) out->seat[s].c[i] = used && sc->seat[s].c[i] != 0xFF ? sc->seat[s].c[i] : -1;
    }
    return ARCS_OK;
}

arcs_status arcs_ambition_marker_info(int marker, arcs_ambition_marker_data *out) {
    if (!out || marker < 0 || marker >= ARCS_AMBITION_MARKER_COUNT) return ARCS_E_INVALID_ARG;
    out->marker = marker;
    for (int side = 0; side < 2; side++) {
        out->first[side] = marker_value(marker, side, 0);
        out->second[side] = marker_value(marker, side, 1);
    }
    return ARCS_OK;
}

const char *arcs_resource_name(int resource) { return resource_name(resource); }
const char *arcs_suit_name(int suit) { return suit_name(suit); }
const char *arcs_ambition_name(int ambition) { return ambition_name(ambition); }
const char *arcs_action_name(int action) { return action_name(action); }
