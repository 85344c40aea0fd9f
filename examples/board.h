/* Shared by arcs-play and arcs-replay: the game drawn for a person from
 * arcs_view (an ASCII map, the Court, the ambitions, the player boards), a
 * player's hand, and a move as a given seat may see it. Public API only.
 *
 * Players and resource slots are numbered from 1 here, as in the engine's
 * describe text, labels and log. */
#ifndef ARCS_EXAMPLES_BOARD_H
#define ARCS_EXAMPLES_BOARD_H

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arcs/arcs.h"

/* A heap view (the struct is large); NULL on error. Free with free(). */
static inline arcs_game_view *board_view(const arcs_game *game, int viewer) {
    arcs_game_view *v = malloc(sizeof *v);
    if (v && arcs_view(game, viewer, v) != ARCS_OK) {
        free(v);
        v = NULL;
    }
    return v;
}

static inline const char *board_card_name(int card) {
    arcs_card_data c;
    if (card == ARCS_CARD_HIDDEN) return "(face down)";
    return arcs_card_info(card, &c) == ARCS_OK ? c.name : "-";
}

static inline const char *board_action_card(int card, char buf[24]) {
    arcs_action_card_data a;
    if (card == ARCS_CARD_HIDDEN) return "(face down)";
    if (arcs_action_card_info(card, &a) != ARCS_OK) return "-";
    memcpy(buf, a.name, sizeof a.name);
    return buf;
}

/* The Flagship board's columns, left to right, and the planet type (an
 * arcs_resource; -1 any planet) its Upgrade [0] and Armor [1] slots need the
 * Flagship at (Campaign rulebook, "Flagships"; components.md 9.4). */
static const char *const BOARD_FLAGSHIP_COLUMNS[ARCS_VIEW_FLAGSHIP_COLUMNS] = {
    "Slipstream Drive", "Tractor Beam", "Control Array", "Defense Array", "Ship Crane", "Hull",
};
static const int BOARD_FLAGSHIP_PLANET[ARCS_VIEW_FLAGSHIP_COLUMNS][2] = {
    {ARCS_FUEL, ARCS_RELIC}, {ARCS_RELIC, ARCS_WEAPON},  {ARCS_PSIONIC, ARCS_MATERIAL},
    {ARCS_WEAPON, ARCS_PSIONIC}, {ARCS_MATERIAL, ARCS_FUEL}, {-1, -1},
};
static const char *const BOARD_RES[5] = {"Mat", "Fue", "Wea", "Rel", "Psi"};

/* A building as a map cell shows it: "[  ]" empty, "[C1 ]" Player 1's city,
 * "[S2*]" Player 2's damaged starport. */
static inline int board_building(const arcs_view_building *b, char *out, size_t cap) {
    if (b->owner == ARCS_NONE) return snprintf(out, cap, "[  ]");
    return snprintf(out, cap, "[%c%d%s", b->kind == ARCS_BUILDING_CITY ? 'C' : 'S', b->owner + 1,
                    b->damaged ? "*]" : "]");
}

/* One system as a fixed-width cell: "hex Wea [C1 ][S2*] 1:3 2:1+1d F1"
 * (F1: Player 1's Flagship). */
static inline void board_system_cell(const arcs_game_view *v, int s, char *out, size_t cap) {
    static const char *const KIND[4] = {"gate", "arrw", "cres", "hex "};
    arcs_system_data info;
    const arcs_view_system *x = &v->systems[s];
    size_t n = 0;
    out[0] = 0;
    if (arcs_system_info(s, &info) != ARCS_OK) return;
    n += (size_t)snprintf(out + n, cap - n, "%s %s", KIND[info.kind],
                          info.planet_type >= 0 ? BOARD_RES[info.planet_type] : "   ");
    for (int i = 0; i < x->building_slots && n < cap; i++) {
        n += (size_t)snprintf(out + n, cap - n, " ");
        if (n < cap) n += (size_t)board_building(&x->buildings[i], out + n, cap - n);
    }
    for (int p = 0; p < v->players && n < cap; p++) {
        if (!x->fresh[p] && !x->damaged[p]) continue;
        if (x->damaged[p]) n += (size_t)snprintf(out + n, cap - n, " %d:%d+%dd", p + 1, x->fresh[p], x->damaged[p]);
        else n += (size_t)snprintf(out + n, cap - n, " %d:%d", p + 1, x->fresh[p]);
    }
    for (int p = 0; p < v->players && n < cap; p++)
        if (v->player[p].flagship == s) n += (size_t)snprintf(out + n, cap - n, " F%d", p + 1);
    if (x->controller != ARCS_NONE && n < cap) snprintf(out + n, cap - n, " <%d", x->controller + 1);
}

/* The map: the six clusters as boxes in their clockwise ring, 1 2 3 on top
 * and 6 5 4 below, so that neighbours on the ring are neighbours here. */
static inline void board_print_map(const arcs_game_view *v) {
    enum { W = 38 };
    static const int ROWS[2][3] = {{0, 1, 2}, {5, 4, 3}};
    bool flagships = false;
    for (int p = 0; p < v->players; p++) flagships |= v->player[p].flagship != ARCS_NONE;
    printf("Map (C city, S starport, * damaged; P:fresh+damaged ships; <P controls%s)\n",
           flagships ? "; F<n>: Player n's Flagship" : "");
    for (int r = 0; r < 2; r++) {
        for (int i = 0; i < 3; i++) {
            char title[W + 1];
            int c = ROWS[r][i];
            snprintf(title, sizeof title, "-- cluster %d %s", c + 1, v->systems[c * 4].in_play ? "" : "(out of play) ");
            size_t k = strlen(title);
            while (k < W - 1) title[k++] = '-';
            title[k] = 0;
            printf("+%s+%s", title, i < 2 ? " " : "\n");
        }
        for (int k = 0; k < 4; k++) {
            for (int i = 0; i < 3; i++) {
                char cell[96];
                int c = ROWS[r][i];
                if (v->systems[c * 4].in_play) board_system_cell(v, c * 4 + k, cell, sizeof cell);
                else cell[0] = 0;
                printf("|%-*.*s|%s", W - 1, W - 1, cell, i < 2 ? " " : "\n");
            }
        }
        for (int i = 0; i < 3; i++) {
            printf("+");
            for (int k = 0; k < W - 1; k++) putchar('-');
            printf("+%s", i < 2 ? " " : "\n");
        }
    }
}

/* A player's Flagship (campaign, public): its system and its board, one
 * line per column: the Upgrade and the Armor above it, each with its piece
 * and the planet type it needs ("any": any planet). Nothing without one. */
static inline void board_print_flagship(const arcs_game_view *v, int p) {
    const arcs_view_player *x = &v->player[p];
    arcs_system_data sd;
    if (x->flagship == ARCS_NONE || arcs_system_info(x->flagship, &sd) != ARCS_OK) return;
    printf("    P%d's Flagship in %s", p + 1, sd.name);
    if (x->flagship_ships) printf(", %d ship%s built at it this turn", x->flagship_ships, x->flagship_ships == 1 ? "" : "s");
    printf("; its board (piece, planet needed):\n");
    for (int k = 0; k < ARCS_VIEW_FLAGSHIP_COLUMNS; k++) {
        printf("      %-16s", BOARD_FLAGSHIP_COLUMNS[k]);
        for (int r = 0; r < 2; r++) {
            char piece[16];
            int planet = BOARD_FLAGSHIP_PLANET[k][r];
            board_building(&x->flagship_board[k][r], piece, sizeof piece);
            printf(" %s %-5s %-3s", r ? "Armor" : "Upgrade", piece, planet >= 0 ? BOARD_RES[planet] : "any");
        }
        printf("\n");
    }
}

/* arcs_describe's text (public information only). */
static inline void board_print_describe(const arcs_game *game) {
    size_t need = 0;
    arcs_status st = arcs_describe(game, NULL, 0, &need);
    char *text = st == ARCS_OK || st == ARCS_E_BUFFER_TOO_SMALL ? malloc(need + 1) : NULL;
    if (text && arcs_describe(game, text, need + 1, NULL) == ARCS_OK) fputs(text, stdout);
    else printf("(cannot describe the state: %s)\n", text ? "error" : arcs_status_str(st));
    free(text);
}

/* A seat's hand, or nothing when the viewer may not see it. */
static inline void board_print_hand(const arcs_game_view *v, int player) {
    char buf[24];
    if (player < 0 || player >= v->players) return;
    const arcs_view_player *x = &v->player[player];
    if (!x->hand_visible) {
        printf("Player %d holds %d card%s (hidden).\n", player + 1, x->hand_count, x->hand_count == 1 ? "" : "s");
        return;
    }
    printf("Player %d's hand:", player + 1);
    if (!x->hand_count) printf(" (empty)");
    for (int i = 0; i < x->hand_count; i++) printf(" %s", board_action_card(x->hand[i], buf));
    printf("\n");
}

/* The whole table as the viewer (0-based, -1 spectator) sees it. */
static inline void board_print(const arcs_game *game, int viewer) {
    arcs_game_view *v = board_view(game, viewer);
    char buf[24];
    if (!v) {
        printf("(cannot read the game)\n");
        return;
    }
    printf("%s, chapter %d; Player %d holds the initiative%s\n", v->setup_name, v->chapter, v->initiative + 1,
           viewer >= 0 ? "" : " (spectator's view)");
    board_print_map(v);
    printf("Court (deck %d):", v->court_deck_count);
    for (int i = 0; i < v->court_row_count; i++) {
        const arcs_view_court_place *c = &v->court[i];
        printf("%s %d. %s", i ? ";" : "", i + 1, c->card == ARCS_NONE ? "(empty)" : board_card_name(c->card));
        for (int p = 0; p < v->players; p++)
            if (c->agents[p]) printf(" P%dx%d", p + 1, c->agents[p]);
    }
    printf("\nAmbitions:");
    for (int m = 0; m < v->marker_count; m++)
        printf(" %d/%d %s", v->markers[m].first, v->markers[m].second,
               v->markers[m].box == ARCS_NONE ? "(available)" : arcs_ambition_name(v->markers[m].box));
    printf("\n");
    for (int p = 0; p < v->players; p++) {
        const arcs_view_player *x = &v->player[p];
        printf("P%d%s Power %d, %d cards%s; slots", p + 1, p == viewer ? " (you)" : "", x->power, x->hand_count,
               x->holds_initiative ? ", initiative" : "");
        for (int i = 0; i < x->resource_slots; i++) {
            int r = x->resources[i];
            printf(" %d:%s", i + 1, r == ARCS_SLOT_EMPTY ? "-" : r == ARCS_SLOT_COVERED ? "#" : arcs_resource_name(r));
        }
        printf("; agents %d, ships %d", x->agents_supply, x->ships_supply);
        if (x->played != ARCS_NONE) printf("; played %s", board_action_card(x->played, buf));
        if (x->guild_count) {
            printf("; Guild:");
            for (int i = 0; i < x->guild_count; i++) printf("%s %s", i ? "," : "", board_card_name(x->guild[i]));
        }
        printf("\n");
        /* Leaders & Lore: the play area, face up. */
        if (x->play_area_count) {
            printf("    play area:");
            for (int i = 0; i < x->play_area_count; i++) {
                int c = x->play_area[i];
                arcs_card_data d;
                const char *kind = arcs_card_info(c, &d) != ARCS_OK ? "" : d.kind == ARCS_CARD_LEADER ? " (leader)"
                                                                     : d.kind == ARCS_CARD_LORE ? " (lore)" : "";
                printf("%s %s%s", i ? "," : "", board_card_name(c), kind);
            }
            printf("\n");
        }
        board_print_flagship(v, p);
    }
    if (v->draft.active) {
        printf("Draft (each takes a leader and %d lore; %d of %d picks made):\n  leaders:", v->draft.lore_each,
               v->draft.picks, v->draft.picks_total);
        for (int i = 0; i < v->draft.leader_places + v->draft.lore_places; i++) {
            if (i == v->draft.leader_places) printf("\n  lore:");
            int c = v->draft.row[i];
            printf(" %s", c == ARCS_NONE ? "(taken)" : board_card_name(c));
            if (i + 1 < v->draft.leader_places + v->draft.lore_places && i + 1 != v->draft.leader_places) printf(";");
        }
        printf("\n");
    }
    if (viewer >= 0) board_print_hand(v, viewer);
    free(v);
}

/* A move as `viewer` (0-based, -1 for everyone at the table) may see it:
 * the library's rule (arcs_move_label_for: a Rival's face-down Copy or
 * seize, a kept or dealt Fate, an action card drawn, a card effect's choice
 * naming a card the viewer cannot see are shown without the card); the
 * move's own player (also the chance player, when viewer is
 * ARCS_PLAYER_CHANCE_ID) reads the full arcs_move_label. */
static inline void board_move_seen(const arcs_game *game, arcs_move m, int viewer, char *out, size_t cap) {
    char label[ARCS_MOVE_LABEL_MAX];
    int seats = arcs_num_players(game);
    arcs_status st = viewer >= 0 && m.player == viewer
                         ? arcs_move_label(game, m, label, sizeof label, NULL)
                         : arcs_move_label_for(game, m, viewer >= 0 && viewer < seats ? viewer : -1, label,
                                               sizeof label, NULL);
    if (st != ARCS_OK) snprintf(label, sizeof label, "(move)");
    snprintf(out, cap, "%s", label);
}

#endif
