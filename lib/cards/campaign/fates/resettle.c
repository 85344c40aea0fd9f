/* Step 1 of the C Fates' Act III Setup sides: "you may Resettle"
 * (resettle.h). */
#include "cards/campaign/fates/resettle.h"

#include "campaign/flagship.h"

bool fate_offer_resettle(game_state *g, int p, int card, int yes) {
    if (!has_flagship(g, p)) return false;
    push_card_frame(g, FR_CARD, p, card, yes);
    return true;
}

void fate_resettle_enumerate(const frame *f, move_list *out, int no) {
    add_card_move(out, f->player, f->card, f->step, 0, 0, 0);
    add_card_move(out, f->player, f->card, no, 0, 0, 0);
}

void fate_resettle_apply(game_state *g, arcs_move m, int yes) {
    int card = top_frame(g)->card;
    pop_frame(g);
    if (m.c != yes) {
        card_log(g, card, "Player %d keeps their Flagship (no Resettling).", m.player + 1);
        return;
    }
    card_log(g, card, "Player %d Resettles their Flagship.", m.player + 1);
    flagship_resettle(g, m.player);
}

bool fate_resettle_frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && card_frame_only(f, 0) && has_flagship(g, f->player);
}
