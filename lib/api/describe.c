/* A readable description of the whole state, for people: the CLI, debugging
 * sessions and bug reports. The layout follows the table: the header (chapter,
 * initiative, who decides), each player's board, the map, the Court, the
 * ambitions and the round in progress. Hidden cards (hands, face-down cards)
 * are shown only as counts, so the text can be shown to any player.
 *
 * Names use the rulebook's terms (Base rulebook, "Components" and "Core
 * Concepts"): Power, Outrage, Trophies, Captives, Guild cards, Court,
 * ambition markers, lead card, Surpass, Copy, Pivot, seize. */
#include <stdarg.h>
#include <stdio.h>

#include "rules/rules.h"
#include "campaign/flagship.h"
#include "core/game.h"
#include "data/tables.h"
#include "data/card_ids.h"

/* ---- an appender that truncates and keeps counting ---- */

typedef struct text_out {
    char *buf;
    size_t cap;
    size_t len; /* full length so far, even past cap */
} text_out;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void outf(text_out *o, const char *fmt, ...) {
    size_t room = o->len < o->cap ? o->cap - o->len : 0;
    char scratch[1];
    va_list ap;
    va_start(ap, fmt);
    /* With no room left, format into a 1-byte scratch only to learn the length. */
    int n = room ? vsnprintf(o->buf + o->len, room, fmt, ap) : vsnprintf(scratch, sizeof scratch, fmt, ap);
    va_end(ap);
    if (n > 0) o->len += (size_t)n;
}

/* ---- names ---- */

const char *arcs_setup_name(const arcs_game *game) {
    if (!game || game->s.setup_card >= NUM_SETUP_CARDS) return "?";
    /* The campaign uses no setup card: its Act's setup (Act I Setup; Act
     * II & III Setup in a game that reached the Act or continued a record). */
    if (is_campaign(&game->s))
        return game->s.camp.act == 3 ? "campaign Act III" : game->s.camp.act == 2 ? "campaign Act II" : "campaign Act I";
    return setup_cards[game->s.setup_card].name;
}

static const char *court_card_name(int idx) {
    if (idx < 0 || idx >= card_table_len) return "?";
    return card_table[idx].name;
}

static void marker_text(const game_state *g, int m, char *buf, size_t cap) {
    snprintf(buf, cap, "%d/%d%s", marker_first(g, m), marker_second(g, m),
             (g->marker_flipped >> m) & 1 ? " (flipped)" : "");
}

static const char *play_mode_name(int mode) {
    switch (mode) {
    case PLAY_LEAD: return "lead";
    case PLAY_SURPASS: return "Surpass";
    case PLAY_COPY: return "Copy";
    case PLAY_PIVOT: return "Pivot";
    case PLAY_SKIPPED: return "no cards, turn skipped";
    default: return "not yet played";
    }
}

/* ---- sections ---- */

static void describe_header(const game_state *g, text_out *o) {
    const arcs_game *game = game_of(g);
    outf(o, "Arcs: %d players, setup %s, chapter %d, Player %d holds the initiative\n", g->num_players,
         arcs_setup_name(game), g->chapter, g->initiative + 1);
    outf(o, "(Players 1-%d, short P1-P%d, are p0-p%d in the move text.)\n", g->num_players, g->num_players,
         g->num_players - 1);
    if (g->game_over) {
        if (g->winner == NO_PLAYER) outf(o, "Game over.\n");
        else outf(o, "Game over: Player %d wins.\n", g->winner + 1);
    } else {
        const frame *f = top_frame_c(g);
        const char *what = f && f->kind < FR_KIND_COUNT && frame_table[f->kind] ? frame_table[f->kind]->name : "?";
        if (!f) outf(o, "No decision pending.\n");
        else if (f->kind == FR_CHANCE) outf(o, "Deciding: chance (%s)\n", what);
        else outf(o, "Deciding: Player %d (%s)\n", f->player + 1, what);
    }
    outf(o, "Power:");
    for (int p = 0; p < g->num_players; p++) outf(o, " P%d %d%s", p + 1, g->pl[p].power, p + 1 < g->num_players ? "," : "");
    outf(o, "\n");
}

static void describe_player(const game_state *g, int p, text_out *o) {
    const player_state *pl = &g->pl[p];
    outf(o, "Player %d: Power %d, %d cards in hand%s\n", p + 1, pl->power, __builtin_popcountll(pl->hand),
         p == g->initiative ? ", holds the initiative" : "");

    /* Resource slots left to right with their raid cost; covered slots are
     * still under a city (docs/components.md §3). */
    int open = open_res_slots(pl);
    outf(o, "  resources:");
    int slots = other_sources(g) && cards_res_slot(g, p) ? RES_SLOTS_MAX : RES_SLOTS; /* a card's slot (Ancient Holdings) */
    for (int i = 0; i < slots; i++) {
        if (!pl->res[i] && i >= open && i < RES_SLOTS) outf(o, " [%d:covered]", i + 1);
        else outf(o, " [%d:%s %dk]", i + 1,
                  pl->res[i] == RES_CARD_TOKEN ? "Golem" : pl->res[i] ? resource_name(pl->res[i] - 1) : "empty", res_slot_keys(i));
    }
    outf(o, "\n");

    int bonus = bonus_city_power(pl);
    outf(o, "  supply: %d cities on the board, %d ships, %d starports, %d agents", pl->cities_on_board,
         pl->ships_supply, pl->starports_supply, pl->agents_supply);
    if (bonus) outf(o, "; +%d to won ambitions", bonus);
    outf(o, "\n");

    if (pl->outrage) {
        outf(o, "  Outrage:");
        bool first = true;
        for (int r = 0; r < NUM_RES; r++)
            if (pl->outrage & (1u << r)) {
                outf(o, "%s %s%s", first ? "" : ",", resource_name(r),
                     pl->outrage_placeholder & (1u << r) ? " (agent owed)" : "");
                first = false;
            }
        outf(o, "\n");
    }

    bool any_trophy = false;
    for (int q = 0; q < MAX_PLAYERS; q++)
        if (pl->trophy_ships[q] || pl->trophy_cities[q] || pl->trophy_starports[q] || pl->trophy_agents[q])
            any_trophy = true;
    if (any_trophy) {
        outf(o, "  Trophies:");
        for (int q = 0; q < MAX_PLAYERS; q++) {
            if (!(pl->trophy_ships[q] || pl->trophy_cities[q] || pl->trophy_starports[q] || pl->trophy_agents[q]))
                continue;
            outf(o, " P%d", q + 1);
            if (pl->trophy_ships[q]) outf(o, " %d ship%s", pl->trophy_ships[q], pl->trophy_ships[q] == 1 ? "" : "s");
            if (pl->trophy_cities[q])
                outf(o, " %d cit%s", pl->trophy_cities[q], pl->trophy_cities[q] == 1 ? "y" : "ies");
            if (pl->trophy_starports[q])
                outf(o, " %d starport%s", pl->trophy_starports[q], pl->trophy_starports[q] == 1 ? "" : "s");
            if (pl->trophy_agents[q])
                outf(o, " %d agent%s", pl->trophy_agents[q], pl->trophy_agents[q] == 1 ? "" : "s");
            outf(o, ";");
        }
        outf(o, "\n");
    }

    bool any_captive = false;
    for (int q = 0; q < MAX_PLAYERS; q++) any_captive |= pl->captives[q] != 0;
    if (any_captive) {
        outf(o, "  Captives:");
        for (int q = 0; q < MAX_PLAYERS; q++)
            if (pl->captives[q]) outf(o, " P%d x%d", q + 1, pl->captives[q]);
        outf(o, "\n");
    }
    /* Campaign: ships held as Captives in a card's data (card_data_def.captives). */
    int captive_ships = is_campaign(g) ? cards_data_captives(g, p) : 0;
    if (captive_ships) outf(o, "  Captive ships: %d\n", captive_ships);

    if (pl->guild_count) {
        outf(o, "  Guild cards:");
        int n = pl->guild_count < GUILD_HELD_MAX ? pl->guild_count : GUILD_HELD_MAX;
        for (int i = 0; i < n; i++) outf(o, "%s %s", i ? "," : "", court_card_name(pl->guild[i]));
        outf(o, "\n");
    }
    /* Leaders & Lore: the play area (leader, lore), face up. */
    int na = g->ll.play_area_len[p] < PLAY_AREA_MAX ? g->ll.play_area_len[p] : PLAY_AREA_MAX;
    if (na) {
        outf(o, "  Play area:");
        for (int i = 0; i < na; i++) {
            int c = g->ll.play_area[p][i];
            outf(o, "%s %s%s", i ? "," : "", court_card_name(c), card_table[c].kind == CK_LEADER ? " (leader)" : "");
        }
        outf(o, "\n");
    }
}

static void describe_system(const game_state *g, int s, text_out *o) {
    char name[16];
    const system_state *st = &g->sys[s];
    int type = planet_type(s);
    outf(o, "  %-11s", system_name(s, name));
    if (type >= 0) outf(o, "%-9s", resource_name(type));
    else outf(o, "%-9s", "");
    bool any = false;
    for (int p = 0; p < g->num_players; p++) {
        if (!st->fresh[p] && !st->damaged[p]) continue;
        outf(o, "%s P%d", any ? "," : "", p + 1);
        if (st->fresh[p]) outf(o, " %d fresh", st->fresh[p]);
        if (st->damaged[p]) outf(o, " %d damaged", st->damaged[p]);
        any = true;
    }
    if (is_campaign(g)) {
        const campaign_state *cs = &g->camp;
        if (cs->imperial[s][0] + cs->imperial[s][1]) {
            outf(o, "%s Imperial", any ? "," : "");
            if (cs->imperial[s][0]) outf(o, " %d fresh", cs->imperial[s][0]);
            if (cs->imperial[s][1]) outf(o, " %d damaged", cs->imperial[s][1]);
            any = true;
        }
        if (cs->blight[s][0] + cs->blight[s][1]) {
            outf(o, "%s Blight", any ? "," : "");
            if (cs->blight[s][0]) outf(o, " %d fresh", cs->blight[s][0]);
            if (cs->blight[s][1]) outf(o, " %d damaged", cs->blight[s][1]);
            any = true;
        }
    }
    int slots = planet_slots(s);
    for (int i = 0; i < building_places(g); i++) {
        uint8_t b = st->bld[i];
        /* Places outside the printed slots (Leaders & Lore) only when used. */
        if (i >= slots && (i < SLOTS_PER_SYSTEM || !(b & BLD_OCCUPIED))) continue;
        /* Building slots are numbered from 1, as in move labels (the move
         * text "tax 3-hex 0" counts from 0). */
        if (!(b & BLD_OCCUPIED)) outf(o, "%s [%d:empty]", any ? "," : "", i + 1);
        else if (BLD_OWNER(b) == OWNER_FREE)
            outf(o, "%s [%d:Free %s%s]", any ? "," : "", i + 1, BLD_IS_STARPORT(b) ? "starport" : "city",
                 BLD_IS_DAMAGED(b) ? ", damaged" : "");
        else
            outf(o, "%s [%d:P%u %s%s]", any ? "," : "", i + 1, (unsigned)BLD_OWNER(b) + 1,
                 BLD_IS_STARPORT(b) ? "starport" : "city", BLD_IS_DAMAGED(b) ? ", damaged" : "");
        any = true;
    }
    if (!any) outf(o, " -");
    int c = controller(g, s);
    if (c == OWNER_EMPIRE) outf(o, " (the Empire controls)");
    else if (c != NO_PLAYER) outf(o, " (P%d controls)", c + 1);
    outf(o, "\n");
}

static void describe_map(const game_state *g, text_out *o) {
    outf(o, "Map:\n");
    for (int c = 0; c < NUM_CLUSTERS; c++) {
        if (g->out_of_play & (1u << c)) {
            outf(o, "  cluster %d out of play\n", c + 1);
            continue;
        }
        for (int k = 0; k < 4; k++) describe_system(g, c * 4 + k, o);
    }
}

static void describe_court(const game_state *g, text_out *o) {
    outf(o, "Court (deck %d, discard %d):\n", g->court_deck_len, g->court_discard_len);
    int n = g->court_row_len < COURT_ROW_MAX ? g->court_row_len : COURT_ROW_MAX;
    for (int i = 0; i < n; i++) {
        uint16_t card = g->court_row[i];
        if (card == NO_COURT_CARD) {
            outf(o, "  %d. (empty)\n", i + 1);
            continue;
        }
        outf(o, "  %d. %s", i + 1, court_card_name(card));
        if (card < card_table_len) {
            const card_info *ci = &card_table[card];
            if (ci->kind == CK_GUILD) outf(o, " (%s Guild, %d keys)", resource_name(ci->suit), ci->keys);
            else if (ci->kind == CK_VOX) outf(o, " (Vox)");
        }
        bool any = false;
        for (int p = 0; p < g->num_players; p++)
            if (g->court_agents[i][p]) {
                outf(o, "%s P%d x%d", any ? "," : "; agents:", p + 1, g->court_agents[i][p]);
                any = true;
            }
        outf(o, "\n");
    }
    /* Cards placed beside a played action card until the round ends. */
    for (int i = 0; i < g->cards.n_placed && i < PLACED_MAX; i++) {
        char name[24];
        outf(o, "  placed: %s beside %s (P%d)\n", court_card_name(g->cards.placed[i]),
             action_card_name(g->cards.placed_beside[i], name), g->cards.placed_by[i] + 1);
    }
}

/* 2 players: the box each out-of-play resource sits on (Base rulebook,
 * "Two-Player Rules"; docs/components.md §2). */
static const uint8_t PHANTOM_BOX[NUM_RES] = {ARCS_TYCOON, ARCS_TYCOON, ARCS_WARLORD, ARCS_KEEPER, ARCS_EMPATH};

static void describe_ambitions(const game_state *g, text_out *o) {
    char buf[24];
    outf(o, "Ambitions:");
    bool any = false;
    for (int m = 0; m < 3; m++)
        if (g->marker_box[m] == 0xFF) {
            marker_text(g, m, buf, sizeof buf);
            outf(o, "%s %s", any ? "," : " available markers", buf);
            any = true;
        }
    if (!any) outf(o, " no markers available");
    outf(o, "\n");
    for (int a = 0; a < ARCS_AMBITION_COUNT; a++) {
        outf(o, "  %-8s", ambition_name(a));
        bool first = true;
        for (int m = 0; m < 3; m++)
            if (g->marker_box[m] == a) {
                marker_text(g, m, buf, sizeof buf);
                outf(o, "%s%s", first ? " marker " : " + ", buf);
                first = false;
            }
        if (first) outf(o, " -");
        bool res = false;
        for (int r = 0; r < NUM_RES; r++)
            if (PHANTOM_BOX[r] == a && g->phantom[r]) {
                outf(o, "%s %s x%d", res ? "," : "; resources on the box:", resource_name(r), g->phantom[r]);
                res = true;
            }
        outf(o, "\n");
    }
    outf(o, "  general supply:");
    for (int r = 0; r < NUM_RES; r++) outf(o, " %s %d%s", resource_name(r), g->res_supply[r], r + 1 < NUM_RES ? "," : "");
    outf(o, "\n");
}

static void describe_round(const game_state *g, text_out *o) {
    char card[24];
    outf(o, "Round: action deck %d, discard %d\n", g->action_deck_len, g->action_discard_len);
    if (g->lead_card == NO_CARD) {
        outf(o, "  no card led yet\n");
    } else {
        outf(o, "  lead card %s%s\n", action_card_name(g->lead_card, card),
             g->zero_marker ? " (zero marker on it: an ambition was declared)" : "");
    }
    for (int p = 0; p < g->num_players; p++) {
        int mode = g->play_mode[p];
        outf(o, "  Player %d: %s", p + 1, play_mode_name(mode));
        if (g->played[p] != NO_CARD) {
            if (played_face_down_hidden(g, p)) outf(o, " (face down)");
            else if (mode == PLAY_COPY) outf(o, " %s (face down, shown)", action_card_name(g->played[p], card));
            else outf(o, " %s", action_card_name(g->played[p], card));
        }
        if (g->seize_card[p] != NO_CARD) outf(o, "; seized the initiative with a face-down card");
        outf(o, "\n");
    }
    bool in_turn = false;
    for (int i = 0; i < g->depth && i < STACK_MAX; i++) in_turn |= g->stack[i].kind == FR_TURN;
    if (in_turn && g->turn_player != NO_PLAYER && !g->game_over) {
        outf(o, "  turn: Player %d, %d pip%s left (%s)%s%s\n", g->turn_player + 1, g->pips, g->pips == 1 ? "" : "s",
             suit_name(g->pip_suit), g->prelude_open ? ", Prelude open" : "",
             g->weapon_battle ? ", a Weapon was spent" : "");
    }
    if (g->battle.active) {
        char sys[16];
        const battle_state *b = &g->battle;
        char def[16];
        if (b->defender == OWNER_FREE) snprintf(def, sizeof def, "the Free States");
        else if (b->defender == OWNER_EMPIRE) snprintf(def, sizeof def, "the Empire");
        else if (b->defender == OWNER_BLIGHT) snprintf(def, sizeof def, "the Blight");
        else snprintf(def, sizeof def, "Player %d", b->defender + 1);
        outf(o, "  battle in %s: Player %d attacks %s; dice %d assault, %d skirmish, %d raid\n",
             system_name(b->system, sys), b->attacker + 1, def, b->dice[0], b->dice[1], b->dice[2]);
        if (b->imperial[0] + b->imperial[1])
            outf(o, "  attacking Imperial ships: %d fresh, %d damaged\n", b->imperial[0], b->imperial[1]);
    }
}

/* A Summit under way and the deal being composed (all public): each item
 * as "P<giver> <action> -> P<receiver>" with its target in move text. */
static void describe_summit(const game_state *g, text_out *o) {
    static const char *const ACTIONS[ARCS_NEGOTIATION_COUNT] = {"Cede Control", "Delegate Authority", "Promise Favor",
                                                                 "Transfer Asset", "Invite to Empire", "Transfer Lore",
                                                                 "Transfer Guild Support", "Transfer Golem", "Share Rumor"};
    static const uint8_t TARGET_KIND[ARCS_NEGOTIATION_COUNT] = {ARCS_MOVE_CEDE, ARCS_MOVE_DELEGATE, 0, ARCS_MOVE_TRANSFER, 0,
                                                                ARCS_MOVE_TRANSFER, ARCS_MOVE_TRANSFER, ARCS_MOVE_TRANSFER,
                                                                ARCS_MOVE_TRANSFER};
    const summit_state *s = &g->camp.summit;
    if (s->phase == SUMMIT_NONE) return;
    outf(o, "  Summit called by P%d: %s", s->caller + 1, s->phase == SUMMIT_ORDER ? "Call to Order" : "Negotiations");
    if (s->phase == SUMMIT_NEGOTIATE) {
        outf(o, ", %d pass%s in a row", s->passes, s->passes == 1 ? "" : "es");
        if (s->deals_left != DEALS_UNLIMITED) outf(o, ", %d deal%s left", s->deals_left, s->deals_left == 1 ? "" : "s");
    }
    outf(o, "\n");
    if (!s->n_items) return;
    outf(o, "  deal proposed by P%d:", s->proposer + 1);
    for (int i = 0; i < s->n_items; i++) {
        const deal_item *it = &s->items[i];
        outf(o, "%s P%d %s -> P%d", i ? ";" : "", it->giver + 1, ACTIONS[it->action % ARCS_NEGOTIATION_COUNT],
             it->receiver + 1);
        arcs_move target = {TARGET_KIND[it->action % ARCS_NEGOTIATION_COUNT], it->giver, it->x, it->y, 0, 0, {{0, 0}}};
        char text[ARCS_MOVE_STR_MAX];
        const char *args = target.kind && arcs_move_to_str(target, text, sizeof text, NULL) == ARCS_OK ? strchr(text, ' ') : NULL;
        if (args && (args = strchr(args + 1, ' '))) outf(o, " (%s)", args + 1);
    }
    outf(o, "\n");
}

/* A player's Flagship: where, its board (Upgrade / Armor per column), the
 * ships built at it this turn. */
static void describe_flagship(const game_state *g, int p, text_out *o) {
    int sys = flagship_system(g, p);
    if (sys < 0) return;
    char name[16];
    outf(o, "    Flagship at %s", system_name(sys, name));
    for (int k = 0; k < FLAGSHIP_COLUMNS; k++)
        for (int r = 0; r < 2; r++) {
            uint8_t b = g->camp.flagship_board[p][k][r];
            if (b)
                outf(o, "; %s %s: %s%s", flagship_upgrade_names[k], r ? "Armor" : "Upgrade",
                     BLD_IS_DAMAGED(b) ? "damaged " : "", BLD_IS_STARPORT(b) ? "starport" : "city");
        }
    if (FLAGSHIP_SHIPS_BUILT(g->camp.flagship_ships[p]))
        outf(o, "; %d ship(s) built at it this turn", FLAGSHIP_SHIPS_BUILT(g->camp.flagship_ships[p]));
    if (g->camp.flagship_ships[p] & FLAGSHIP_SLIPSTREAM_USED) outf(o, "; Slipstream Drive used this turn");
    outf(o, "\n");
}

/* The campaign: Act, titles, Fates, supplies and campaign Trophies (the
 * whole truth, secret Fates included, like the rest of this description). */
static void describe_campaign(const game_state *g, text_out *o) {
    if (!is_campaign(g)) return;
    const campaign_state *c = &g->camp;
    outf(o, "Campaign: Act %d; Imperial clusters", c->act);
    for (int k = 0; k < NUM_CLUSTERS; k++)
        if (c->imperial_clusters & (1u << k)) outf(o, " %d", k + 1);
    outf(o, "; supply: %d Imperial ships, %d Blight\n", c->imperial_supply, c->blight_supply);
    if (c->booklet_len) {
        outf(o, "  rules booklet:");
        for (int i = 0; i < c->booklet_len; i++) outf(o, "%s %s", i ? "," : "", card_table[c->booklet[i]].id);
        outf(o, " (%s on top)\n", c->govern_top == 1 ? "War" : c->govern_top == 2 ? "Peace" : "Escalation");
    }
    /* Events and the Imperial Council. */
    outf(o, "  Imperial Council: %s", c->council_securer != NO_PLAYER ? "Decided, secured this round by" :
                                      g->court_row[COUNCIL_PLACE] == CARD_AID01B ? "Decided" : "In Session");
    if (c->council_securer != NO_PLAYER) outf(o, " P%d", c->council_securer + 1);
    outf(o, "; Imperial Trust:");
    int trust = 0;
    for (int r = 0; r < NUM_RES; r++)
        if (c->trust[r]) outf(o, "%s %d %s", trust++ ? "," : "", c->trust[r], resource_name(r));
    outf(o, "%s; Event cards: %d in the game", trust ? "" : " empty", c->event_cards);
    if (c->events_played)
        for (int p = 0; p < g->num_players; p++)
            if ((c->events_played >> p) & 1u) outf(o, ", P%d played one", p + 1);
    outf(o, "\n");
    describe_summit(g, o);
    for (int p = 0; p < g->num_players; p++) {
        if (c->setup_step <= CSETUP_CHOOSE_FATES) outf(o, "  P%d: no title yet", p + 1);
        else
            outf(o, "  P%d: %s%s", p + 1, (c->regents >> p) & 1u ? "Regent" : "Outlaw",
                 c->first_regent == p ? " (First Regent)" : "");
        if (c->fate[p] != NO_COURT_CARD) outf(o, ", Fate %s", court_card_name(c->fate[p]));
        else if (c->fate_dealt[p][0] != NO_COURT_CARD)
            outf(o, ", choosing between %s and %s", court_card_name(c->fate_dealt[p][0]),
                 court_card_name(c->fate_dealt[p][1]));
        for (int q = 0; q < g->num_players; q++)
            if (c->favors[p][q]) outf(o, ", %d Favor%s of P%d", c->favors[p][q], c->favors[p][q] == 1 ? "" : "s", q + 1);
        if (c->trophy_imperial[p] + c->trophy_blight[p] + c->trophy_free_cities[p] + c->trophy_free_starports[p])
            outf(o, ", Trophies: %d Imperial, %d Blight, %d Free cities, %d Free starports", c->trophy_imperial[p],
                 c->trophy_blight[p], c->trophy_free_cities[p], c->trophy_free_starports[p]);
        outf(o, "\n");
        describe_flagship(g, p, o);
    }
}

arcs_status arcs_describe(const arcs_game *game, char *buf, size_t cap, size_t *written) {
    if (!game || (!buf && cap)) return ARCS_E_INVALID_ARG;
    const game_state *g = &game->s;
    if (g->num_players < 2 || g->num_players > MAX_PLAYERS) return ARCS_E_INVALID_ARG;
    text_out o = {buf, cap, 0};
    if (cap) buf[0] = 0;
    describe_header(g, &o);
    for (int p = 0; p < g->num_players; p++) describe_player(g, p, &o);
    describe_campaign(g, &o);
    describe_map(g, &o);
    describe_court(g, &o);
    describe_ambitions(g, &o);
    describe_round(g, &o);
    if (written) *written = o.len;
    return o.len + 1 > cap ? ARCS_E_BUFFER_TOO_SMALL : ARCS_OK;
}
