/* Build a UI in C (docs/guides/build-a-ui.md): the guide's snippets, whole.
 * One seat's view, its legal moves with labels, card texts; the hidden
 * information rules checked on the way. examples/ui-board.c draws a whole board.
 * Build: cc -std=c11 ui.c -o ui $(pkg-config --cflags --libs libarcs) */
#include <stdio.h>
#include <arcs/arcs.h>

int main(void) {
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = 3;
    cfg.seed = 1;
    arcs_game *game;
    if (arcs_game_new(&cfg, &game) != ARCS_OK) return 1;
    for (int i = 0; i < 40; i++) {           /* some way into chapter 1 */
        const arcs_move *moves;
        size_t n;
        arcs_legal_moves_view(game, &moves, &n);
        arcs_apply(game, moves[(size_t)(i * 7) % n]);
    }

    /* --- view --- */
    static arcs_game_view view;              /* about 10 KB: static or on the heap */
    int seat = arcs_current_player(game);    /* the person at the screen */
    if (arcs_view(game, seat, &view) != ARCS_OK) return 1;
    printf("%s\n", view.decision.prompt);
    for (int s = 0; s < ARCS_SYSTEM_COUNT; s++) {
        const arcs_view_system *sys = &view.systems[s];
        if (!sys->in_play || sys->controller == ARCS_NONE) continue;
        arcs_system_data info;
        arcs_system_info(s, &info);
        printf("  %-11s controlled by Player %d\n", info.name, sys->controller + 1);
    }
    for (int p = 0; p < view.players; p++) {
        const arcs_view_player *pl = &view.player[p];
        printf("  Player %d: Power %d, %d cards%s\n", p + 1, pl->power, pl->hand_count,
               pl->hand_visible ? "" : " (hidden)");
    }
    /* --- end view --- */

    /* --- hand --- */
    for (int i = 0; i < view.player[seat].hand_count; i++) {
        arcs_action_card_data card;
        arcs_action_card_info(view.player[seat].hand[i], &card);
        printf("  in hand: %s (%d pips)\n", card.name, card.pips);
    }
    for (int i = 0; i < view.court_row_count; i++) {
        arcs_card_data card;
        if (view.court[i].card == ARCS_NONE) continue;
        arcs_card_info(view.court[i].card, &card);
        printf("  Court %d: %s (%s)\n", i + 1, card.name, card.id);  /* card.text: its printed text */
    }
    /* --- end hand --- */

    /* --- labels --- */
    if (view.decision.player == seat) {
        const arcs_move *moves;
        size_t n;
        arcs_legal_moves_view(game, &moves, &n);
        for (size_t i = 0; i < n; i++) {
            char text[ARCS_MOVE_STR_MAX], label[ARCS_MOVE_LABEL_MAX];
            arcs_move_to_str(moves[i], text, sizeof text, NULL);     /* what to send */
            arcs_move_label(game, moves[i], label, sizeof label, NULL); /* what to show */
            printf("  [%s] %s\n", text, label);
        }
    }
    /* --- end labels --- */

    /* --- hidden --- */
    int rival = (seat + 1) % view.players;
    if (view.player[rival].hand_visible) return 1;        /* a Rival's hand: a count only */
    if (view.player[rival].played == ARCS_CARD_HIDDEN)
        printf("  Player %d's card is face down\n", rival + 1);
    static arcs_game_view spectator;
    arcs_view(game, -1, &spectator);                      /* the public view */
    for (int p = 0; p < spectator.players; p++)
        if (spectator.player[p].hand_visible) return 1;
    /* --- end hidden --- */

    arcs_game_free(game);
    return 0;
}
