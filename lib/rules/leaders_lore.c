/*
 * Leaders & Lore setup (Base rulebook, "Leaders & Lore", Setup), replacing
 * base setup steps N-O:
 *
 * "Lay out lore cards and leader cards in face-up rows, each with cards
 * equal to the players plus one. In reverse turn order [...] each player may
 * take 1 leader or lore card. Continue this until each player has 1 leader
 * card and 1 lore card." Then each player places the A, B and C boxes of
 * their leader in the setup card's systems and gains the leader's 2
 * resources; then the leaders' extra setup steps, in turn order. With the
 * optional variant each player takes 2 lore cards from a row with one more
 * lore card per player.
 *
 * Frames: FR_DRAFT (decide; player = the picker; moves are card moves
 * "card <name> draft" of the cards the picker may take) and FR_LL_SETUP
 * (automatic: the pieces and the setup steps once the draft is done).
 * The rows are drawn through chance (draft_rows_draw): a chance decision per
 * place in explicit-chance mode.
 */
#include "rules/rules.h"
#include "cards/hooks.h"

int ll_leader(const game_state *g, int p) {
    for (int i = 0; i < g->ll.play_area_len[p]; i++)
        if (card_table[g->ll.play_area[p][i]].kind == CK_LEADER) return g->ll.play_area[p][i];
    return -1;
}

int ll_lore(const game_state *g, int p, uint16_t *out) {
    int n = 0;
    for (int i = 0; i < g->ll.play_area_len[p]; i++)
        if (card_table[g->ll.play_area[p][i]].kind == CK_LORE) out[n++] = g->ll.play_area[p][i];
    return n;
}

/* The player making pick k: reverse turn order, starting with the player to
 * the right of the initiative holder (player indexes increase clockwise). */
int ll_draft_picker(const game_state *g, int k) {
    int n = g->num_players;
    return ((g->initiative - 1 - k) % n + n) % n;
}

int ll_draft_total(const game_state *g) { return g->num_players * (1 + g->ll.lore_each); }

void ll_setup_begin(game_state *g, int lore_each) {
    int n = g->num_players;
    g->ll.lore_each = (uint8_t)lore_each;
    g->ll.draft_leaders = (uint8_t)(n + 1);
    g->ll.draft_lore = (uint8_t)(lore_each == 2 ? 2 * n + 1 : n + 1);
    g->ll.draft_picks = 0;
    for (int i = 0; i < DRAFT_ROW_MAX; i++) g->ll.draft_row[i] = NO_COURT_CARD;
    push_frame(g, FR_LL_SETUP, NO_PLAYER);
    push_frame(g, FR_DRAFT, ll_draft_picker(g, 0));
    /* The rows, leaders first: each place a draw (a chance decision in
     * explicit-chance mode, decided from the top: the last place first). */
    draft_rows_draw(g);
}

static void draft_enum(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    uint16_t lore[PLAY_AREA_MAX];
    bool may_leader = ll_leader(g, p) < 0, may_lore = ll_lore(g, p, lore) < g->ll.lore_each;
    for (int i = 0; i < g->ll.draft_leaders + g->ll.draft_lore; i++) {
        int c = g->ll.draft_row[i];
        if (c == NO_COURT_CARD) continue;
        if (i < g->ll.draft_leaders ? may_leader : may_lore) add_card_move(out, p, c, STEP_DRAFT, 0, 0, 0);
    }
}

static void draft_apply(game_state *g, arcs_move m) {
    int p = m.player, card = card_move_card(m);
    pop_frame(g);
    for (int i = 0; i < g->ll.draft_leaders + g->ll.draft_lore; i++)
        if (g->ll.draft_row[i] == card) g->ll.draft_row[i] = NO_COURT_CARD;
    play_area_add(g, p, card);
    glog(g, "Player %d takes %s %s.", p + 1, card_table[card].kind == CK_LEADER ? "the leader" : "the lore card",
         card_table[card].name);
    if (++g->ll.draft_picks < ll_draft_total(g)) push_frame(g, FR_DRAFT, ll_draft_picker(g, g->ll.draft_picks));
}

const frame_ops draft_frame_ops = {"draft", draft_enum, draft_apply};

/* After the draft: the cards left go back to the box; each player's leader
 * boxes and resources in turn order, then the leaders' setup steps in turn
 * order (SETUP hook point). */
static void ll_setup_step(game_state *g, arcs_move m) {
    (void)m;
    pop_frame(g);
    int n = g->num_players;
    for (int i = 0; i < DRAFT_ROW_MAX; i++) g->ll.draft_row[i] = NO_COURT_CARD;
    for (int k = 0; k < n; k++) {
        int p = (g->initiative + k) % n;
        setup_seat_pieces(g, p, leader_setup_of(ll_leader(g, p)));
    }
    for (int k = 0; k < n; k++) cards_ll_setup(g, (g->initiative + k) % n);
}

const frame_ops ll_setup_frame_ops = {"ll-setup", NULL, ll_setup_step};
