/*
 * ui-board: what a game UI needs, in a terminal. Plays a seeded random game
 * to a given move, then draws the board as one player sees it — pieces and
 * buildings per system, the Court row, the ambition markers, every player
 * board and the viewer's hand — from arcs_view alone, and names every legal
 * move with arcs_move_label. Uses only the installed header and
 * pkg-config:
 *
 *   cc -std=c11 ui-board.c $(pkg-config --cflags --libs libarcs) -o ui-board
 *   ./ui-board [players] [seed] [moves] [viewer 1..players, 0 for a spectator] [ll]
 *
 * Without a viewer, the player deciding after those moves is the viewer.
 * "ll" plays Leaders & Lore: play areas (leader, lore) and, before the
 * first chapter, the draft rows are drawn too.
 */
#include <stdio.h>
#include <stdlib.h>

#include <arcs/arcs.h>

static const char *card_name(int card) {
    arcs_card_data c;
    if (card == ARCS_CARD_HIDDEN) return "(face down)";
    if (arcs_card_info(card, &c) != ARCS_OK) return "-";
    return c.name;
}

static const char *action_card(int card, char *buf) {
    arcs_action_card_data a;
    if (card == ARCS_CARD_HIDDEN) return "(face down)";
    if (arcs_action_card_info(card, &a) != ARCS_OK) return "-";
    snprintf(buf, 24, "%s", a.name);
    return buf;
}

static void draw_map(const arcs_game_view *v) {
    printf("Map\n");
    for (int s = 0; s < ARCS_SYSTEM_COUNT; s++) {
        const arcs_view_system *x = &v->systems[s];
        arcs_system_data info;
        if (arcs_system_info(s, &info) != ARCS_OK) continue;
        if (!x->in_play) {
            if (info.kind == ARCS_SYSTEM_GATE) printf("  cluster %d is out of play\n", info.cluster);
            continue;
        }
        printf("  %-11s %-8s", info.name, info.planet_type >= 0 ? arcs_resource_name(info.planet_type) : "");
        for (int p = 0; p < v->players; p++)
            if (x->fresh[p] || x->damaged[p]) printf(" P%d:%d+%dd", p + 1, x->fresh[p], x->damaged[p]);
        for (int i = 0; i < x->building_slots; i++) {
            const arcs_view_building *b = &x->buildings[i];
            if (b->owner == ARCS_NONE) printf(" [ ]");
            else
                printf(" [P%d %s%s]", b->owner + 1, b->kind == ARCS_BUILDING_CITY ? "city" : "starport",
                       b->damaged ? " dmg" : "");
        }
        for (int p = 0; p < v->players; p++)
            if (v->player[p].flagship == s) printf(" P%d's Flagship", p + 1);
        if (x->controller != ARCS_NONE) printf("  ruled by P%d", x->controller + 1);
        printf("\n");
    }
}

static void draw_court(const arcs_game_view *v) {
    printf("Court (deck %d)\n", v->court_deck_count);
    for (int i = 0; i < v->court_row_count; i++) {
        const arcs_view_court_place *c = &v->court[i];
        printf("  %d. %s", i + 1, c->card == ARCS_NONE ? "(empty)" : card_name(c->card));
        for (int p = 0; p < v->players; p++)
            if (c->agents[p]) printf("  P%d x%d", p + 1, c->agents[p]);
        printf("\n");
    }
    printf("Ambition markers:");
    for (int m = 0; m < v->marker_count; m++) {
        const arcs_view_marker *x = &v->markers[m];
        printf(" %d/%d %s", x->first, x->second, x->box == ARCS_NONE ? "(available)" : arcs_ambition_name(x->box));
    }
    printf("\n");
}

/* A Flagship board (campaign, public): per column its Upgrade and the
 * Armor above it (Campaign rulebook, "Flagships"). */
static void draw_flagship(const arcs_view_player *x) {
    static const char *const COLUMN[ARCS_VIEW_FLAGSHIP_COLUMNS] = {
        "Slipstream Drive", "Tractor Beam", "Control Array", "Defense Array", "Ship Crane", "Hull"};
    arcs_system_data info;
    if (x->flagship == ARCS_NONE || arcs_system_info(x->flagship, &info) != ARCS_OK) return;
    printf("  Flagship in %s; ships built at it this turn: %d\n", info.name, x->flagship_ships);
    for (int k = 0; k < ARCS_VIEW_FLAGSHIP_COLUMNS; k++) {
        printf("    %-16s", COLUMN[k]);
        for (int r = 0; r < 2; r++) {
            const arcs_view_building *b = &x->flagship_board[k][r];
            printf("  %s: ", r ? "Armor" : "Upgrade");
            if (b->owner == ARCS_NONE) printf("empty");
            else
                printf("P%d %s%s", b->owner + 1, b->kind == ARCS_BUILDING_CITY ? "city" : "starport",
                       b->damaged ? " dmg" : "");
        }
        printf("\n");
    }
}

static void draw_players(const arcs_game_view *v) {
    char buf[24];
    for (int p = 0; p < v->players; p++) {
        const arcs_view_player *x = &v->player[p];
        printf("Player %d%s: Power %d, %d cards%s\n", p + 1, p == v->viewer ? " (you)" : "", x->power, x->hand_count,
               x->holds_initiative ? ", initiative" : "");
        printf("  slots:");
        for (int i = 0; i < x->resource_slots; i++) {
            int r = x->resources[i];
            printf(" %d:%s", i + 1,
                   r == ARCS_SLOT_EMPTY ? "empty" : r == ARCS_SLOT_COVERED ? "covered" : arcs_resource_name(r));
        }
        printf("\n  agents %d, ships %d, starports %d, cities %d; ambitions:", x->agents_supply, x->ships_supply,
               x->starports_supply, x->cities_on_board);
        for (int a = 0; a < ARCS_AMBITION_COUNT; a++) printf(" %s %d", arcs_ambition_name(a), x->ambition[a]);
        printf("\n");
        for (int i = 0; i < x->guild_count; i++) printf("  Guild card: %s\n", card_name(x->guild[i]));
        if (x->leader != ARCS_NONE) printf("  leader: %s\n", card_name(x->leader));
        for (int i = 0; i < x->lore_count; i++) printf("  lore: %s\n", card_name(x->lore[i]));
        draw_flagship(x);
        if (x->played != ARCS_NONE) printf("  played: %s\n", action_card(x->played, buf));
        if (x->hand_visible) {
            printf("  hand:");
            for (int i = 0; i < x->hand_count; i++) printf(" %s", action_card(x->hand[i], buf));
            printf("\n");
        }
    }
}

int main(int argc, char **argv) {
    int players = argc > 1 ? atoi(argv[1]) : 3;
    unsigned long long seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    int moves = argc > 3 ? atoi(argv[3]) : 40;
    int viewer = argc > 4 ? atoi(argv[4]) - 1 : 0;

    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = players;
    cfg.seed = seed;
    if (argc > 5 && argv[5][0] == 'l') cfg.mode = ARCS_MODE_LEADERS_LORE;
    arcs_game *game = NULL;
    if (arcs_game_new(&cfg, &game) != ARCS_OK) {
        fprintf(stderr, "ui-board: cannot start a %d-player game\n", players);
        return 2;
    }
    unsigned long long rng = seed * 2654435761u + 1;
    for (int i = 0; i < moves && !arcs_game_over(game); i++) {
        const arcs_move *legal;
        size_t n;
        if (arcs_legal_moves_view(game, &legal, &n) != ARCS_OK || n == 0) break;
        rng = rng * 6364136223846793005ull + 1442695040888963407ull;
        if (arcs_apply(game, legal[(rng >> 33) % n]) != ARCS_OK) break;
    }

    if (argc <= 4) viewer = arcs_current_player(game) >= 0 ? arcs_current_player(game) : -1;
    arcs_game_view *v = malloc(sizeof *v);
    if (!v || arcs_view(game, viewer, v) != ARCS_OK) {
        fprintf(stderr, "ui-board: no view for viewer %d\n", viewer + 1);
        free(v);
        arcs_game_free(game);
        return 2;
    }
    printf("%s, chapter %d, %s\n", v->setup_name, v->chapter,
           viewer < 0 ? "as a spectator sees it" : "as your seat sees it");
    draw_map(v);
    draw_court(v);
    draw_players(v);
    if (v->draft.active) {
        printf("Draft rows (%d of %d picks made):\n", v->draft.picks, v->draft.picks_total);
        for (int i = 0; i < v->draft.leader_places + v->draft.lore_places; i++)
            printf("  %s %d: %s\n", i < v->draft.leader_places ? "leader" : "lore",
                   i < v->draft.leader_places ? i + 1 : i - v->draft.leader_places + 1,
                   v->draft.row[i] == ARCS_NONE ? "(taken)" : card_name(v->draft.row[i]));
    }
    printf("\n%s\n", v->decision.prompt);
    const arcs_move *legal;
    size_t n = 0;
    if (v->decision.player == viewer && arcs_legal_moves_view(game, &legal, &n) == ARCS_OK) {
        for (size_t i = 0; i < n; i++) {
            char label[ARCS_MOVE_LABEL_MAX], text[64];
            arcs_move_label(game, legal[i], label, sizeof label, NULL);
            arcs_move_to_str(legal[i], text, sizeof text, NULL);
            printf("  %3zu) %-48s [%s]\n", i + 1, label, text);
        }
    }
    free(v);
    arcs_game_free(game);
    return 0;
}
