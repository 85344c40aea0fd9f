/*
 * arcs-play: play a full game of Arcs from the command line.
 *
 * Uses the public API only (arcs/arcs.h). By default every seat is played
 * by a uniformly random choice among the legal moves, using a generator of
 * its own seeded from --seed (the game's own seed is --seed too), so one
 * command line always plays the same game. With --interactive a person
 * chooses the moves of some or all seats from a numbered list on stdin.
 *
 * What is printed follows the table: a seat given to a person (--human) or
 * named by --view sees the moves as that seat would (a Rival's face-down
 * Copy and seize cards are never shown); moves come with a plain-language
 * label (arcs_move_label) next to their text. A campaign Summit at a
 * person's seat reads as words: the Summit and the deal on the table
 * (arcs_summit, all public), the choices labelled and grouped.
 *
 *   arcs-play --players 3 --seed 7
 *   arcs-play --players 2 --human 1
 *   arcs-play --players 4 --seed 3 --view 2 --board
 */
#define _POSIX_C_SOURCE 200809L /* isatty */
#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "arcs/arcs.h"
#include "arcs/bot.h"
#include "board.h"
#include "common.h"

enum {
    EXIT_FINISHED = 0, /* the game ended (or the person quit) */
    EXIT_ENGINE = 1,   /* the engine refused something it offered: a bug */
    EXIT_USAGE = 2,    /* bad arguments */
    EXIT_MAX_MOVES = 3 /* --max-moves reached before the game ended */
};

#define CHANCE_BIT (1u << 8)

typedef struct options {
    int players;
    uint64_t seed;
    const char *setup;
    bool quiet;
    bool interactive;
    unsigned human_mask; /* bit p: seat p is chosen by the person; CHANCE_BIT: chance too */
    bool explicit_chance;
    int first_player;    /* 0-based, or -1 for the game's random choice */
    int summit_deals;    /* arcs_config.summit_deal_limit (campaign) */
    int last_act;        /* arcs_config.last_act (campaign; 0: the whole campaign) */
    unsigned long max_moves;
    const char *save_replay; /* file for arcs_replay_save at the end, or NULL */
    const char *record;      /* --record: a campaign record to continue from, or NULL */
    const char *save_record; /* --save-record: where the record goes at an Act boundary */
    bool players_given;      /* --players was given (else a record's count) */
    unsigned char *record_buf; /* the record read from --record (binary) */
    size_t record_len;
    int mode;                /* arcs_mode: --mode */
    int lore_each;           /* --lore-each: 0 (default, 1) or 2 */
    int view;            /* --view: 0-based seat, or -1 */
    bool board;          /* --board: draw the map at each chapter and decision */
    int viewer;          /* whose eyes the output uses: a seat, -1 the table
                            (no face-down card shown), SEE_ALL everything */
    int bot[4];          /* --bot: a seat's arcs_bot_policy, -1 random moves */
    uint32_t bot_playouts[4]; /* --bot N=level:P: a playout budget (0: the level's time) */
    int bots_level;      /* --bots: the other seats' arcs_bot_policy, -1 random moves */
    uint32_t bots_playouts;
} options;

#define SEE_ALL (-3)

/* ---- output ---- */

typedef struct play_ctx {
    const options *opt;
    arcs_game *game;
} play_ctx;

static void on_log(void *ud, const char *line) {
    (void)ud;
    printf("    %s\n", line);
}

static void who_name(int player, char *buf, size_t cap) {
    if (player == ARCS_PLAYER_CHANCE) snprintf(buf, cap, "chance");
    else snprintf(buf, cap, "Player %d", player + 1);
}

/* The move text without its leading "p1 " / "chance ". */
static const char *move_words(arcs_move m, char *buf, size_t cap) {
    char text[ARCS_MOVE_STR_MAX];
    if (arcs_move_to_str(m, text, sizeof text, NULL) != ARCS_OK) {
        snprintf(buf, cap, "(move kind %d)", m.kind);
        return buf;
    }
    const char *p = strchr(text, ' ');
    snprintf(buf, cap, "%s", p ? p + 1 : text);
    return buf;
}

/* "Label  [move text]" as `viewer` may see it (SEE_ALL: everything); a move
 * hiding a card is shown without its text. */
static const char *move_line(const arcs_game *game, arcs_move m, int viewer, char *buf, size_t cap) {
    char label[ARCS_MOVE_LABEL_MAX], words[ARCS_MOVE_STR_MAX], full[ARCS_MOVE_LABEL_MAX];
    board_move_seen(game, m, viewer == SEE_ALL ? m.player : viewer, label, sizeof label);
    if (arcs_move_label(game, m, full, sizeof full, NULL) != ARCS_OK) full[0] = 0;
    if (viewer != SEE_ALL && strcmp(label, full) != 0) snprintf(buf, cap, "%s", label);
    else if (snprintf(buf, cap, "%-46s [%s]", label, move_words(m, words, sizeof words)) >= (int)cap)
        buf[cap - 1] = 0; /* truncated: still a string */
    return buf;
}

static void print_move(const arcs_game *game, int player, arcs_move m, int viewer) {
    char who[32], text[ARCS_MOVE_LABEL_MAX + 96];
    who_name(player, who, sizeof who);
    printf("[chapter %d] %s: %s\n", arcs_chapter(game), who, move_line(game, m, viewer, text, sizeof text));
}

/* Campaign: each player's Fate (the whole truth: arcs-play shows a
 * finished or running game to its operator only after the reveal), title
 * and objective marker. */
static void print_campaign(const arcs_game *game) {
    if (arcs_act(game) < 0) return;
    printf("Campaign Act %d:", arcs_act(game));
    for (int p = 0; p < arcs_num_players(game); p++) {
        int fate = arcs_fate(game, ARCS_NONE, p), obj = arcs_objective_progress(game, p);
        arcs_card_data d;
        const char *name = fate >= 0 && arcs_card_info(fate, &d) == ARCS_OK ? d.name : "no Fate yet";
        printf(" Player %d %s, %s%s", p + 1, name, arcs_is_regent(game, p) ? "Regent" : "Outlaw",
               arcs_first_regent(game) == p ? " (First Regent)" : "");
        if (obj == 0) printf(", objective complete");
        else if (obj > 0) printf(", objective marker %d", obj);
        printf("%s", p + 1 < arcs_num_players(game) ? ";" : "\n");
    }
}

static void print_powers(const arcs_game *game, const char *when) {
    printf("Power %s:", when);
    for (int p = 0; p < arcs_num_players(game); p++)
        printf(" Player %d %d%s", p + 1, arcs_power(game, p), p + 1 < arcs_num_players(game) ? "," : "\n");
    print_campaign(game);
}

static void print_summary(const arcs_game *game, const options *opt, size_t moves) {
    printf("%d players, setup %s, seed %" PRIu64 "\n", arcs_num_players(game), arcs_setup_name(game), opt->seed);
    bool any_bot = false;
    for (int p = 0; p < arcs_num_players(game); p++) any_bot |= opt->bot[p] >= 0;
    if (any_bot) { /* who played each seat (--bot, --bots, --human) */
        printf("Seats:");
        for (int p = 0; p < arcs_num_players(game); p++) {
            printf(" Player %d ", p + 1);
            if (opt->bot[p] >= 0 && opt->bot_playouts[p])
                printf("%s bot (%" PRIu32 " playouts)", arcs_bot_policy_name((arcs_bot_policy)opt->bot[p]),
                       opt->bot_playouts[p]);
            else if (opt->bot[p] >= 0) printf("%s bot", arcs_bot_policy_name((arcs_bot_policy)opt->bot[p]));
            else if (opt->interactive && (opt->human_mask & (1u << p))) printf("person");
            else printf("random moves");
            printf(p + 1 < arcs_num_players(game) ? "," : "\n");
        }
    }
    if (arcs_game_over(game)) printf("Game over after %zu moves, in chapter %d.\n", moves, arcs_chapter(game));
    else printf("Game not finished after %zu moves (chapter %d).\n", moves, arcs_chapter(game));
    printf("Final Power:");
    for (int p = 0; p < arcs_num_players(game); p++)
        printf(" Player %d %d%s", p + 1, arcs_power(game, p), p + 1 < arcs_num_players(game) ? "," : "\n");
    print_campaign(game);
    int w = arcs_winner(game);
    if (w >= 0) printf("Winner: Player %d\n", w + 1);
    else printf("Winner: none\n");
    printf("State hash: %016" PRIx64 "\n", arcs_state_hash(game));
}

/* An outcome of a chance decision, drawn with the engine's probabilities. */
static size_t chance_pick(const arcs_game *game, const arcs_move *moves, size_t n, picker *rng) {
    double u = (double)(picker_next(rng) >> 11) * (1.0 / 9007199254740992.0), acc = 0;
    for (size_t i = 0; i < n; i++) {
        double p = 0;
        if (arcs_chance_probability(game, moves[i], &p) != ARCS_OK) return picker_below(rng, n);
        acc += p;
        if (u < acc) return i;
    }
    return n - 1;
}

/* ---- the person at the keyboard ---- */

typedef enum human_choice { HUMAN_MOVE, HUMAN_UNDO, HUMAN_QUIT } human_choice;

static bool read_line(char *line, size_t cap) {
    if (!fgets(line, (int)cap, stdin)) return false;
    if (!isatty(STDIN_FILENO)) fputs(line, stdout); /* echo scripted input */
    size_t n = strlen(line);
    if (n && line[n - 1] != '\n' && !feof(stdin)) {
        /* Too long: drop the rest of the line. */
        int c;
        while ((c = getchar()) != EOF && c != '\n') {
        }
    }
    while (n && (line[n - 1] == '\n' || line[n - 1] == '\r' || line[n - 1] == ' ')) line[--n] = 0;
    return true;
}

static void human_help(void) {
    printf("  Type the number of a move (or its text), or:\n"
           "    hand  show your hand\n"
           "    b     draw the board as you see it\n"
           "    d     describe the whole state (public information)\n"
           "    l     list the legal moves again\n"
           "    s     the Summit under way: the deal on the table (campaign)\n"
           "    u     undo back to your previous decision\n"
           "    q     quit\n");
}

/* ---- Summits at a person's seat (Campaign rulebook, "Summits") ----
 * Everything a Summit shows is public (arcs_summit): who called it, whose
 * turn, the deal on the table item by item. The person's choices read as
 * words, grouped: what they may offer, what they may ask for, what Rivals
 * may give each other, then the rest (pass, submit, accept, reject...). */

static const char *const NEGOTIATION_NAMES[] = {"Cede Control", "Delegate Authority", "Promise Favor",
                                                "Transfer Asset", "Invite to Empire", "Transfer Lore",
                                                "Transfer Guild Support", "Transfer Golem", "Share Rumor"};
#define NEGOTIATIONS (int)(sizeof NEGOTIATION_NAMES / sizeof NEGOTIATION_NAMES[0])

/* "you" for the seat, else "Player N". */
static const char *seat_word(int p, int seat, char *buf, size_t cap) {
    if (p == seat) snprintf(buf, cap, "you");
    else snprintf(buf, cap, "Player %d", p + 1);
    return buf;
}

/* What giver hands receiver by a Negotiation action, as a sentence ("You
 * give Player 2 one of your agents as a Favor (Promise Favor)"); target:
 * the item's, or NULL while it is not chosen yet. */
static void negotiation_words(int action, int giver, int receiver, const char *target, int seat, char *buf,
                              size_t cap) {
    char r[24], g[24];
    seat_word(receiver, seat, r, sizeof r);
    seat_word(giver, seat, g, sizeof g);
    bool you = giver == seat, chosen = target && target[0];
    g[0] = (char)(you ? 'Y' : g[0]);
    const char *own = you ? "your" : "their", *give = you ? "give" : "gives";
    switch (action) {
    case ARCS_NEGOTIATION_CEDE_CONTROL:
        if (chosen) snprintf(buf, cap, "%s %s %s control of %s", g, give, r, target);
        else snprintf(buf, cap, "%s %s %s one of %s pieces on the map", g, give, r, own);
        break;
    case ARCS_NEGOTIATION_DELEGATE_AUTHORITY:
        if (chosen) snprintf(buf, cap, "%s %s %s %s agent's place at %s", g, give, r, own, target);
        else snprintf(buf, cap, "%s %s %s one of %s agents' places in the Court", g, give, r, own);
        break;
    case ARCS_NEGOTIATION_PROMISE_FAVOR:
        snprintf(buf, cap, "%s %s %s one of %s agents as a Favor", g, give, r, own);
        break;
    case ARCS_NEGOTIATION_TRANSFER_ASSET:
        if (chosen) snprintf(buf, cap, "%s %s %s: %s", g, give, r, target);
        else snprintf(buf, cap, "%s %s %s one of %s resources, Captives, Trophies or Favors", g, give, r, own);
        break;
    case ARCS_NEGOTIATION_INVITE_TO_EMPIRE: snprintf(buf, cap, "%s %s %s a Regent", g, you ? "make" : "makes", r); break;
    default:
        snprintf(buf, cap, "%s %s %s %s", g, give, r,
                 chosen                                         ? target
                 : action == ARCS_NEGOTIATION_TRANSFER_LORE     ? "a lore card"
                 : action == ARCS_NEGOTIATION_TRANSFER_GOLEM    ? "a Golem"
                 : action == ARCS_NEGOTIATION_SHARE_RUMOR       ? "a place on a Rumor token"
                                                                : "a Guild card");
        break;
    }
    if (action >= 0 && action < NEGOTIATIONS) {
        size_t n = strlen(buf);
        if (n < cap) snprintf(buf + n, cap - n, " (%s)", NEGOTIATION_NAMES[action]);
    }
}

/* "Players 1 and 3" (bit per player; "you" for the seat). */
static void players_list(unsigned bits, int seat, char *buf, size_t cap) {
    size_t len = 0;
    int n = __builtin_popcount(bits), k = 0;
    buf[0] = 0;
    for (int p = 0; p < 4 && len < cap; p++)
        if (bits >> p & 1u) {
            char w[24];
            k++;
            len += (size_t)snprintf(buf + len, cap - len, "%s%s", k == 1 ? "" : k == n ? " and " : ", ",
                                    seat_word(p, seat, w, sizeof w));
        }
}

/* The Summit under way, as the seat reads it. */
static void print_summit(const arcs_game *game, int seat) {
    arcs_summit_view s;
    if (arcs_summit(game, &s) != ARCS_OK || !s.active) return;
    char w[24], who[80];
    printf("  == Summit called by %s: %s", s.caller == seat ? "you" : (snprintf(w, sizeof w, "Player %d", s.caller + 1), w),
           s.phase == 1 ? "the Call to Order" : "Negotiations");
    if (s.phase == 2) {
        if (!s.submitted) printf(", %s turn", s.turn == seat ? "your" : (snprintf(w, sizeof w, "Player %d's", s.turn + 1), w));
        if (s.deals_left >= 0) printf(", %d deal%s left", s.deals_left, s.deals_left == 1 ? "" : "s");
        printf(", %d pass%s in a row", s.passes, s.passes == 1 ? "" : "es");
    }
    printf(" ==\n");
    if (!s.item_count) {
        if (s.phase == 2) printf("  No deal on the table.\n");
        return;
    }
    printf("  The deal %s:\n", s.proposer == seat ? "you propose" : (snprintf(who, sizeof who, "Player %d proposes", s.proposer + 1), who));
    int gives = 0, gets = 0;
    for (int i = 0; i < s.item_count; i++) {
        const arcs_summit_item *it = &s.items[i];
        char text[ARCS_SUMMIT_WORDS_MAX + 96];
        negotiation_words(it->action, it->giver, it->receiver, it->target, seat, text, sizeof text);
        printf("    %d. %s", i + 1, text);
        if (it->consent) {
            players_list(it->consent, seat, who, sizeof who);
            printf(", with the consent of %s", who);
        }
        printf("\n");
        gives += it->giver == seat;
        gets += it->receiver == seat;
    }
    if (seat >= 0 && (s.parties >> seat & 1u))
        printf("  For you: %d item%s you give, %d you receive.\n", gives, gives == 1 ? "" : "s", gets);
    if (s.submitted) {
        players_list(s.parties & ~s.accepted, seat, who, sizeof who);
        printf("  Submitted: waiting for %s to accept or reject", who);
        players_list(s.accepted & ~(1u << s.proposer), seat, who, sizeof who);
        if (who[0]) printf(" (already accepted: %s)", who);
        printf(".\n");
    } else {
        printf("  Not submitted yet (%s may still add, take out, submit or withdraw).\n",
               s.proposer == seat ? "you" : (snprintf(w, sizeof w, "Player %d", s.proposer + 1), w));
    }
}

/* The group of a move at a Summit decision, in the listing's order: 0 the
 * decision itself (pass, submit, withdraw, take out, accept, reject, a
 * target...), then what may be added: 1 offers (the seat gives), 2 asks
 * (the seat receives), 3 between Rivals. */
static int summit_group(arcs_move m, int seat) {
    if (m.kind != ARCS_MOVE_DEAL_ADD) return 0;
    return m.a == seat ? 1 : m.b == seat ? 2 : 3;
}

/* A move at a Summit decision in words (no move text). */
static void summit_move_words(const arcs_game *game, arcs_move m, int seat, char *buf, size_t cap) {
    if (m.kind == ARCS_MOVE_DEAL_ADD) {
        char text[160];
        negotiation_words(m.c, m.a, m.b, NULL, seat, text, sizeof text);
        snprintf(buf, cap, "Add: %s", text);
        return;
    }
    if (arcs_move_label(game, m, buf, cap, NULL) != ARCS_OK) move_words(m, buf, cap);
}

static const char *const SUMMIT_GROUPS[4] = {"Decide", "Propose an item you give", "Propose an item you receive",
                                              "Propose an item between Rivals"};

/* The listing's order of the moves (order[k]: the move numbered k + 1):
 * at a Summit decision grouped (summit_group), else as enumerated. */
static void listing_order(const arcs_game *game, const arcs_move *moves, size_t n, size_t *order) {
    arcs_game_view *v = board_view(game, -1);
    bool summit = v && v->decision.kind == ARCS_DECISION_SUMMIT;
    free(v);
    size_t k = 0;
    int seat = arcs_current_player(game);
    for (int grp = 0; grp < (summit ? 4 : 1); grp++)
        for (size_t i = 0; i < n; i++)
            if (!summit || summit_group(moves[i], seat) == grp) order[k++] = i;
}

static void list_moves(const arcs_game *game, const arcs_move *moves, size_t n, const size_t *order) {
    char text[ARCS_MOVE_LABEL_MAX + 96];
    arcs_game_view *v = board_view(game, -1);
    bool summit = v && v->decision.kind == ARCS_DECISION_SUMMIT;
    free(v);
    int seat = arcs_current_player(game), last = -1;
    for (size_t k = 0; k < n; k++) {
        arcs_move m = moves[order[k]];
        if (!summit) {
            printf("  %3zu) %s\n", k + 1, move_line(game, m, SEE_ALL, text, sizeof text));
            continue;
        }
        int grp = summit_group(m, seat);
        /* Headers when items may be added (a lone accept / reject needs none). */
        if (grp != last && summit_group(moves[order[n - 1]], seat)) printf("  %s:\n", SUMMIT_GROUPS[grp]);
        last = grp;
        summit_move_words(game, m, seat, text, sizeof text);
        printf("  %3zu) %s\n", k + 1, text);
    }
}

/* Ask the person for one of the n legal moves. Returns HUMAN_QUIT on 'q' or
 * at the end of the input. */
static human_choice human_pick(const arcs_game *game, int player, const arcs_move *moves, size_t n,
                               size_t *pick) {
    char who[32];
    who_name(player, who, sizeof who);
    arcs_game_view *v = board_view(game, player >= 0 ? player : -1);
    printf("[chapter %d] %s (%zu legal move%s)\n", arcs_chapter(game), v ? v->decision.prompt : who, n,
           n == 1 ? "" : "s");
    if (v && v->decision.kind == ARCS_DECISION_SUMMIT) print_summit(game, player);
    free(v);
    size_t order[ARCS_MAX_LEGAL_MOVES];
    listing_order(game, moves, n, order);
    list_moves(game, moves, n, order);
    for (;;) {
        char line[256];
        printf("%s> ", who);
        fflush(stdout);
        if (!read_line(line, sizeof line)) {
            printf("\nEnd of input: leaving the game.\n");
            return HUMAN_QUIT;
        }
        if (line[0] == 0) continue;
        if (strcmp(line, "q") == 0 || strcmp(line, "quit") == 0) return HUMAN_QUIT;
        if (strcmp(line, "u") == 0 || strcmp(line, "undo") == 0) return HUMAN_UNDO;
        if (strcmp(line, "d") == 0 || strcmp(line, "describe") == 0) {
            board_print_describe(game);
            continue;
        }
        if (strcmp(line, "l") == 0) {
            list_moves(game, moves, n, order);
            continue;
        }
        if (strcmp(line, "s") == 0 || strcmp(line, "summit") == 0) {
            arcs_summit_view sv;
            if (arcs_summit(game, &sv) == ARCS_OK && sv.active) print_summit(game, player);
            else printf("  No Summit is under way.\n");
            continue;
        }
        if (strcmp(line, "hand") == 0) {
            arcs_game_view *hv = board_view(game, player >= 0 ? player : -1);
            if (hv && player >= 0) board_print_hand(hv, player);
            else printf("  Chance holds no hand.\n");
            free(hv);
            continue;
        }
        if (strcmp(line, "b") == 0 || strcmp(line, "board") == 0) {
            board_print(game, player >= 0 ? player : -1);
            continue;
        }
        if (strcmp(line, "h") == 0 || strcmp(line, "?") == 0 || strcmp(line, "help") == 0) {
            human_help();
            continue;
        }
        char *end;
        errno = 0;
        unsigned long k = strtoul(line, &end, 10);
        if (*end == 0 && errno == 0 && end != line) {
            if (k >= 1 && k <= n) {
                *pick = order[k - 1];
                return HUMAN_MOVE;
            }
            printf("  Choose a number from 1 to %zu (h for help).\n", n);
            continue;
        }
        /* A move in text form, with or without the player prefix. */
        char full[300];
        arcs_move m;
        if (player == ARCS_PLAYER_CHANCE) snprintf(full, sizeof full, "chance %s", line);
        else snprintf(full, sizeof full, "p%d %s", player, line);
        if (arcs_move_from_str(line, &m) == ARCS_OK || arcs_move_from_str(full, &m) == ARCS_OK) {
            for (size_t i = 0; i < n; i++)
                if (memcmp(&moves[i], &m, sizeof m) == 0) {
                    *pick = i;
                    return HUMAN_MOVE;
                }
            printf("  That move is not legal now.\n");
            continue;
        }
        printf("  Not understood (h for help).\n");
    }
}

/* Undo back to before the person's last decision (random seats' moves in
 * between are undone too). Returns the number of moves undone. */
static size_t undo_to_human(arcs_game *game, unsigned human_mask) {
    size_t len = arcs_history_length(game), k = len;
    while (k > 0) {
        arcs_move m;
        if (arcs_history_move(game, k - 1, &m) != ARCS_OK) break;
        k--;
        if (m.player == ARCS_PLAYER_CHANCE_ID ? (human_mask & CHANCE_BIT) != 0
                                              : m.player < 8 && (human_mask & (1u << m.player)) != 0)
            break;
    }
    if (k == len) return 0;
    if (arcs_undo(game, (unsigned)(len - k)) != ARCS_OK) return 0;
    return len - k;
}

/* ---- arguments ---- */

static void usage(FILE *f) {
    fprintf(f,
            "Usage: arcs-play [options]\n"
            "Play a full game of Arcs (base game). Every seat plays uniformly random\n"
            "legal moves unless --interactive gives seats to a person.\n"
            "\n"
            "  --players N      2, 3 or 4 players (default 4)\n"
            "  --seed S         seed of the game and of the random players (default 0)\n"
            "  --mode M         base (default), leaders-lore (Leaders & Lore: leaders and\n"
            "                   lore cards are drafted in setup) or campaign (the Blighted\n"
            "                   Reach campaign: Act I, its Intermission, then Acts II and\n"
            "                   III; it stops at an Act boundary while a player's Fate\n"
            "                   does not play the next Act yet, naming it)\n"
            "  --last-act N     campaign: the last Act to play, 1, 2 or 3 (default 3); the\n"
            "                   game stops at that Act's boundary (after its Intermission)\n"
            "  --lore-each N    Leaders & Lore: lore cards each player drafts, 1 (default)\n"
            "                   or 2 (the rulebook's variant)\n"
            "  --setup NAME     setup card, e.g. \"4p Mix Up 1\", \"3p Frontiers\",\n"
            "                   \"2p Homelands\", or random (the default: a random card for\n"
            "                   the player count; the campaign uses none: only random)\n"
            "  --quiet          print only the final summary\n"
            "  --interactive    a person chooses moves from numbered lists on stdin\n"
            "                   (all seats, unless --human says which)\n"
            "  --human LIST     players chosen by the person, e.g. 1 or 1,3 (implies --interactive)\n"
            "  --bot N=LEVEL    seat N is played by a bot (include/arcs/bot.h): random, easy,\n"
            "                   normal or hard; LEVEL:P gives it P playouts per decision\n"
            "                   (else normal thinks 0.2 s, hard 2 s); repeat for more seats.\n"
            "                   Other seats without a person play random moves\n"
            "  --bots LEVEL     every seat that is neither --human nor --bot is played by a\n"
            "                   bot of LEVEL (LEVEL:P as for --bot), e.g. --human 1 --bots normal\n"
            "  --first-player N the player who starts with the initiative (default: random)\n"
            "  --summit-deals N campaign: deals each Summit allows (default 2, so that random\n"
            "                   seats end their Summits; 0: no limit, as the rules)\n"
            "  --explicit-chance  dice rolls and card draws are decisions too: drawn by the\n"
            "                   random player with their probabilities, or entered by the\n"
            "                   person with --interactive (real dice at a table); needs\n"
            "                   --setup and --first-player\n"
            "  --max-moves N    stop after N moves (default 1000000)\n"
            "  --save-replay FILE  write the game as a replay file at the end (re-run it\n"
            "                   with arcs-replay); a game the person leaves unfinished\n"
            "                   at one seat is saved for that seat only\n"
            "  --record FILE    campaign: continue from a campaign record (the next Act),\n"
            "                   binary or JSON (docs/campaign-record.md); the player count\n"
            "                   is the record's\n"
            "  --save-record FILE  campaign: write the campaign record when the game stops\n"
            "                   at an Act boundary; JSON if FILE ends in .json, else binary\n"
            "  --view N         print the game as Player N sees it: no other player's hand\n"
            "                   or face-down card (a --human seat sees the game this way too)\n"
            "  --board          draw the map, Court and boards at each chapter (and before\n"
            "                   each of a person's decisions)\n"
            "  --setup list     list the setup cards and exit\n"
            "  --version        print the library version and exit\n"
            "  --help           this text\n"
            "\n"
            "Players and resource slots are numbered from 1, as in the engine's log and\n"
            "move labels (the move text in brackets calls Player 1 p0). At a prompt:\n"
            "a move number or move text, hand (your hand), b (the board), d (describe\n"
            "the state), l (list moves), u (undo to your previous decision), q (quit).\n"
            "Exit status: 0 game finished or quit, 1 engine error (or the replay file\n"
            "could not be written), 2 bad arguments,\n"
            "3 --max-moves reached.\n");
}

static void print_setup_cards(void) {
    printf("Setup cards (--setup NAME):\n");
    for (int i = 0; i < arcs_setup_card_count(); i++) {
        arcs_setup_card_data sc;
        if (arcs_setup_card_info(i, &sc) != ARCS_OK) continue;
        printf("  %-22s %d players, %s", sc.name, sc.players, sc.out_of_play ? "clusters out of play:" : "all clusters");
        for (int c = 0; c < 6; c++)
            if (sc.out_of_play >> c & 1u) printf(" %d", c + 1);
        printf("\n");
    }
}

/* Seats as players see them, 1..4, e.g. "1" or "1,3"; bit p-1 of the mask. */
static bool parse_seats(const char *s, unsigned *mask) {
    *mask = 0;
    if (!s || !*s) return false;
    for (const char *p = s; *p;) {
        if (*p < '1' || *p > '4') return false;
        *mask |= 1u << (*p - '1');
        p++;
        if (*p == ',') p++;
        else if (*p) return false;
    }
    return true;
}

/* LEVEL[:PLAYOUTS] into *policy, *playouts. */
static bool parse_level(const char *s, int *policy_out, uint32_t *playouts_out) {
    char level[16];
    const char *colon = strchr(s, ':');
    size_t len = colon ? (size_t)(colon - s) : strlen(s);
    if (len == 0 || len >= sizeof level) return false;
    memcpy(level, s, len);
    level[len] = 0;
    int policy = arcs_bot_policy_from_name(level);
    if (policy < 0) return false;
    uint32_t playouts = 0;
    if (colon) {
        char *end;
        errno = 0;
        unsigned long v = strtoul(colon + 1, &end, 10);
        if (*end || colon[1] < '0' || colon[1] > '9' || v == 0 || v > 100000000ul || errno) return false;
        playouts = (uint32_t)v;
    }
    *policy_out = policy;
    *playouts_out = playouts;
    return true;
}

/* --bot N=LEVEL[:PLAYOUTS] */
static bool parse_bot(const char *s, options *opt) {
    if (!s || s[0] < '1' || s[0] > '4' || s[1] != '=') return false;
    int seat = s[0] - '1';
    return parse_level(s + 2, &opt->bot[seat], &opt->bot_playouts[seat]);
}

/* ---- campaign records (docs/campaign-record.md) ---- */

/* A whole file (malloc'ed), or NULL. */
static unsigned char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    unsigned char *buf = NULL;
    size_t n = 0, cap = 0;
    for (;;) {
        if (n == cap) {
            unsigned char *more = realloc(buf, cap = cap ? 2 * cap : 65536);
            if (!more) break;
            buf = more;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (!got) break;
    }
    fclose(f);
    *len = n;
    return buf;
}

/* --record: the file as a binary record (JSON converted), its player
 * count for --players. Returns -1 to go on, otherwise an exit status. */
static int read_record(options *opt) {
    if (opt->mode != ARCS_MODE_CAMPAIGN) {
        fprintf(stderr, "arcs-play: --record needs --mode campaign\n");
        return EXIT_USAGE;
    }
    size_t len = 0;
    unsigned char *text = read_file(opt->record, &len);
    if (!text) {
        fprintf(stderr, "arcs-play: cannot read %s\n", opt->record);
        return EXIT_USAGE;
    }
    size_t i = 0;
    while (i < len && (text[i] == ' ' || text[i] == '\n' || text[i] == '\r' || text[i] == '\t')) i++;
    arcs_error err;
    arcs_status st = ARCS_OK;
    if (i < len && text[i] == '{') {
        size_t need = 0;
        st = arcs_campaign_record_from_json((const char *)text, len, NULL, 0, &need, &err);
        unsigned char *bin = st == ARCS_OK ? malloc(need) : NULL;
        if (bin) st = arcs_campaign_record_from_json((const char *)text, len, bin, need, &need, &err);
        free(text);
        text = bin;
        len = need;
    }
    arcs_record_info info;
    if (st == ARCS_OK && text) st = arcs_campaign_record_info(text, len, &info, &err);
    if (st != ARCS_OK || !text) {
        fprintf(stderr, "arcs-play: %s is not a campaign record: %s\n", opt->record,
                st != ARCS_OK ? err.message : "out of memory");
        free(text);
        return EXIT_USAGE;
    }
    if (!opt->players_given) opt->players = info.players;
    opt->record_buf = text;
    opt->record_len = len;
    return -1;
}

/* --save-record: the game's record at its Act boundary into path (JSON
 * for a .json name). False, with the reason printed, when there is none. */
static bool save_record_file(arcs_game *game, const char *path) {
    size_t need = 0;
    arcs_status st = arcs_campaign_record_save(game, NULL, 0, &need);
    if (st != ARCS_OK) {
        fprintf(stderr, "arcs-play: no campaign record written: %s\n", arcs_last_error(game));
        return false;
    }
    unsigned char *buf = malloc(need);
    char *json = NULL;
    size_t n = strlen(path);
    bool as_json = n >= 5 && strcmp(path + n - 5, ".json") == 0;
    bool ok = buf && arcs_campaign_record_save(game, buf, need, &need) == ARCS_OK;
    size_t len = need;
    if (ok && as_json) {
        ok = arcs_campaign_record_to_json(buf, need, NULL, 0, &len, NULL) == ARCS_OK && (json = malloc(len)) &&
             arcs_campaign_record_to_json(buf, need, json, len, &len, NULL) == ARCS_OK;
        len--; /* no NUL in the file */
    }
    FILE *f = ok ? fopen(path, "wb") : NULL;
    ok = f && fwrite(as_json ? (void *)json : (void *)buf, 1, len, f) == len;
    if (f && fclose(f) != 0) ok = false;
    if (!ok) fprintf(stderr, "arcs-play: cannot write the campaign record to %s\n", path);
    free(buf);
    free(json);
    return ok;
}

/* Returns -1 to go on, otherwise an exit status. */
static int parse_args(int argc, char **argv, options *opt) {
    opt->players = 4;
    opt->seed = 0;
    opt->setup = NULL;
    opt->quiet = false;
    opt->interactive = false;
    opt->human_mask = 0;
    opt->explicit_chance = false;
    opt->first_player = -1;
    /* Random seats rarely all pass in a row at an unlimited Summit. */
    opt->summit_deals = 2;
    opt->last_act = 0; /* the whole campaign */
    opt->max_moves = 1000000;
    opt->save_replay = NULL;
    opt->record = NULL;
    opt->save_record = NULL;
    opt->players_given = false;
    opt->record_buf = NULL;
    opt->record_len = 0;
    opt->mode = 0;
    opt->lore_each = 0;
    opt->view = -1;
    for (int p = 0; p < 4; p++) opt->bot[p] = -1, opt->bot_playouts[p] = 0;
    opt->bots_level = -1;
    opt->bots_playouts = 0;
    opt->board = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
        uint64_t v;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return EXIT_FINISHED;
        } else if (strcmp(a, "--version") == 0) {
            printf("arcs-play (libarcs %s)\n", arcs_version());
            return EXIT_FINISHED;
        } else if (strcmp(a, "--board") == 0) {
            opt->board = true;
        } else if (strcmp(a, "--view") == 0) {
            if (!parse_u64(val, &v) || v < 1 || v > 4) {
                fprintf(stderr, "arcs-play: --view needs a player 1, 2, 3 or 4\n");
                return EXIT_USAGE;
            }
            opt->view = (int)v - 1;
            i++;
        } else if (strcmp(a, "--quiet") == 0 || strcmp(a, "-q") == 0) {
            opt->quiet = true;
        } else if (strcmp(a, "--interactive") == 0 || strcmp(a, "-i") == 0) {
            opt->interactive = true;
        } else if (strcmp(a, "--explicit-chance") == 0) {
            opt->explicit_chance = true;
        } else if (strcmp(a, "--last-act") == 0) {
            if (!parse_u64(val, &v) || v < 1 || v > 3) {
                fprintf(stderr, "arcs-play: --last-act needs 1, 2 or 3\n");
                return EXIT_USAGE;
            }
            opt->last_act = (int)v;
            i++;
        } else if (strcmp(a, "--summit-deals") == 0) {
            if (!parse_u64(val, &v) || v > 254) {
                fprintf(stderr, "arcs-play: --summit-deals needs 0 (no limit) .. 254\n");
                return EXIT_USAGE;
            }
            opt->summit_deals = (int)v;
            i++;
        } else if (strcmp(a, "--first-player") == 0) {
            if (!parse_u64(val, &v) || v < 1 || v > 4) {
                fprintf(stderr, "arcs-play: --first-player needs 1, 2, 3 or 4\n");
                return EXIT_USAGE;
            }
            opt->first_player = (int)v - 1;
            i++;
        } else if (strcmp(a, "--mode") == 0) {
            opt->mode = parse_mode(val);
            if (opt->mode < 0) {
                fprintf(stderr, "arcs-play: --mode needs base, leaders-lore or campaign\n");
                return EXIT_USAGE;
            }
            i++;
        } else if (strcmp(a, "--lore-each") == 0) {
            if (!val || (strcmp(val, "1") != 0 && strcmp(val, "2") != 0)) {
                fprintf(stderr, "arcs-play: --lore-each needs 1 or 2\n");
                return EXIT_USAGE;
            }
            opt->lore_each = val[0] - '0';
            i++;
        } else if (strcmp(a, "--players") == 0) {
            if (!parse_u64(val, &v) || v < 2 || v > 4) {
                fprintf(stderr, "arcs-play: --players needs 2, 3 or 4\n");
                return EXIT_USAGE;
            }
            opt->players = (int)v;
            opt->players_given = true;
            i++;
        } else if (strcmp(a, "--seed") == 0) {
            if (!parse_u64(val, &v)) {
                fprintf(stderr, "arcs-play: --seed needs a non-negative integer\n");
                return EXIT_USAGE;
            }
            opt->seed = v;
            i++;
        } else if (strcmp(a, "--setup") == 0) {
            if (!val) {
                fprintf(stderr, "arcs-play: --setup needs a setup-card name\n");
                return EXIT_USAGE;
            }
            if (strcmp(val, "list") == 0) {
                print_setup_cards();
                return EXIT_FINISHED;
            }
            opt->setup = val;
            i++;
        } else if (strcmp(a, "--human") == 0) {
            if (!parse_seats(val, &opt->human_mask)) {
                fprintf(stderr, "arcs-play: --human needs players like 1 or 1,3\n");
                return EXIT_USAGE;
            }
            opt->interactive = true;
            i++;
        } else if (strcmp(a, "--bot") == 0) {
            if (!parse_bot(val, opt)) {
                fprintf(stderr, "arcs-play: --bot needs a seat and a level like 2=hard or 3=normal:500 "
                                "(levels: random, easy, normal, hard)\n");
                return EXIT_USAGE;
            }
            i++;
        } else if (strcmp(a, "--bots") == 0) {
            if (!val || !parse_level(val, &opt->bots_level, &opt->bots_playouts)) {
                fprintf(stderr, "arcs-play: --bots needs a level like hard or normal:500 "
                                "(levels: random, easy, normal, hard)\n");
                return EXIT_USAGE;
            }
            i++;
        } else if (strcmp(a, "--save-replay") == 0) {
            if (!val || !*val) {
                fprintf(stderr, "arcs-play: --save-replay needs a file name\n");
                return EXIT_USAGE;
            }
            opt->save_replay = val;
            i++;
        } else if (strcmp(a, "--record") == 0 || strcmp(a, "--save-record") == 0) {
            if (!val || !*val) {
                fprintf(stderr, "arcs-play: %s needs a file name\n", a);
                return EXIT_USAGE;
            }
            *(strcmp(a, "--record") == 0 ? &opt->record : &opt->save_record) = val;
            i++;
        } else if (strcmp(a, "--max-moves") == 0) {
            if (!parse_u64(val, &v) || v == 0) {
                fprintf(stderr, "arcs-play: --max-moves needs a positive integer\n");
                return EXIT_USAGE;
            }
            opt->max_moves = (unsigned long)v;
            i++;
        } else {
            fprintf(stderr, "arcs-play: unknown option '%s' (try --help)\n", a);
            return EXIT_USAGE;
        }
    }
    int rc = opt->record ? read_record(opt) : -1;
    if (rc >= 0) return rc;
    if (opt->interactive && opt->human_mask == 0) opt->human_mask = (1u << opt->players) - 1;
    if (opt->view >= opt->players) {
        fprintf(stderr, "arcs-play: --view %d in a %d-player game\n", opt->view + 1, opt->players);
        return EXIT_USAGE;
    }
    /* Whose eyes: --view, else the one seat a person plays, else (several
     * people at one screen) the table, else (random seats only) everything. */
    unsigned seats = opt->human_mask & ((1u << opt->players) - 1);
    if (opt->view >= 0) opt->viewer = opt->view;
    else if (seats && !(seats & (seats - 1))) opt->viewer = __builtin_ctz(seats);
    else if (seats) opt->viewer = -1;
    else opt->viewer = SEE_ALL;
    for (int p = opt->players; p < 4; p++)
        if (opt->bot[p] >= 0) {
            fprintf(stderr, "arcs-play: --bot names a player beyond Player %d\n", opt->players);
            return EXIT_USAGE;
        }
    for (int p = 0; p < opt->players; p++)
        if (opt->bot[p] >= 0 && (opt->human_mask & (1u << p))) {
            fprintf(stderr, "arcs-play: Player %d cannot be both --human and --bot\n", p + 1);
            return EXIT_USAGE;
        }
    /* --bots: the seats neither the person's nor given a bot by --bot. */
    for (int p = 0; p < opt->players && opt->bots_level >= 0; p++)
        if (opt->bot[p] < 0 && !(opt->human_mask & (1u << p))) {
            opt->bot[p] = opt->bots_level;
            opt->bot_playouts[p] = opt->bots_playouts;
        }
    if (opt->human_mask >> opt->players) {
        fprintf(stderr, "arcs-play: --human names a player beyond Player %d\n", opt->players);
        return EXIT_USAGE;
    }
    if (opt->first_player >= opt->players) {
        fprintf(stderr, "arcs-play: --first-player %d in a %d-player game\n", opt->first_player + 1, opt->players);
        return EXIT_USAGE;
    }
    if (opt->explicit_chance && ((!opt->setup && opt->mode != ARCS_MODE_CAMPAIGN) || opt->first_player < 0)) {
        fprintf(stderr, "arcs-play: --explicit-chance needs --setup and --first-player (the table draws them)\n");
        return EXIT_USAGE;
    }
    if (opt->last_act && opt->mode != ARCS_MODE_CAMPAIGN) {
        fprintf(stderr, "arcs-play: --last-act is for --mode campaign\n");
        return EXIT_USAGE;
    }
    if (opt->interactive && opt->explicit_chance) opt->human_mask |= CHANCE_BIT;
    if (opt->interactive && opt->quiet) {
        fprintf(stderr, "arcs-play: --quiet and --interactive do not go together\n");
        return EXIT_USAGE;
    }
    return -1;
}

/* ---- the replay file ---- */

/* Write the game's replay to path; false on failure. seat >= 0: saved for
 * that seat (arcs_replay_save_for: a person left a live game at it, so the
 * replay opens for that seat only). */
static bool save_replay_file(const arcs_game *game, const char *path, int seat) {
    size_t need = 0;
    if (arcs_replay_save_for(game, seat, NULL, 0, &need) != ARCS_OK) return false;
    unsigned char *buf = malloc(need);
    if (!buf) return false;
    bool ok = arcs_replay_save_for(game, seat, buf, need, &need) == ARCS_OK;
    FILE *f = ok ? fopen(path, "wb") : NULL;
    ok = f && fwrite(buf, 1, need, f) == need;
    if (f && fclose(f) != 0) ok = false;
    free(buf);
    return ok;
}

/* ---- the game loop ---- */

int main(int argc, char **argv) {
    options opt;
    int rc = parse_args(argc, argv, &opt);
    if (rc >= 0) return rc;

    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = opt.players;
    cfg.seed = opt.seed;
    cfg.setup = opt.setup;
    cfg.first_player = opt.first_player;
    cfg.mode = (arcs_mode)opt.mode;
    cfg.lore_each = opt.lore_each;
    cfg.summit_deal_limit = opt.summit_deals;
    cfg.last_act = opt.last_act;
    cfg.chance = opt.explicit_chance ? ARCS_CHANCE_EXPLICIT : ARCS_CHANCE_INTERNAL;
    cfg.record = opt.record_buf;
    cfg.record_len = opt.record_len;
    if (!opt.quiet) {
        cfg.log = on_log;
        cfg.log_ud = NULL;
    }
    if (!opt.quiet)
        printf("libarcs %s: %d players, seed %" PRIu64 "%s%s%s\n", arcs_version(), opt.players, opt.seed,
               opt.mode == ARCS_MODE_LEADERS_LORE ? ", Leaders & Lore"
               : opt.mode == ARCS_MODE_CAMPAIGN   ? (opt.record_buf ? ", campaign, the next Act of a record" : ", campaign Act I")
                                                  : "",
               opt.setup ? ", setup " : "", opt.setup ? opt.setup : "");
    arcs_game *game = NULL;
    arcs_error err;
    arcs_status st = arcs_game_new_ex(&cfg, &game, &err);
    free(opt.record_buf);
    if (st != ARCS_OK) {
        fprintf(stderr, "arcs-play: cannot start the game: %s\n", err.message);
        /* A refused record is bad input too. */
        return st == ARCS_E_BAD_CONFIG || opt.record ? EXIT_USAGE : EXIT_ENGINE;
    }
    if (opt.interactive || opt.board || opt.view >= 0)
        board_print(game, opt.viewer == SEE_ALL ? -1 : opt.viewer); /* the log already named the setup card */

    picker rng;
    picker_seed(&rng, opt.seed, 0);
    arcs_bot *bots[4] = {NULL, NULL, NULL, NULL};
    for (int p = 0; p < opt.players; p++) {
        if (opt.bot[p] < 0) continue;
        arcs_bot_config bc;
        arcs_bot_config_init(&bc, (arcs_bot_policy)opt.bot[p]);
        bc.player = p;
        bc.seed = opt.seed * 0x9E3779B97F4A7C15ull + (uint64_t)p + 1;
        bc.budget_playouts = opt.bot_playouts[p];
        if (arcs_bot_new(&bc, &bots[p]) != ARCS_OK) {
            fprintf(stderr, "arcs-play: cannot create the bot of Player %d\n", p + 1);
            for (int q = 0; q < p; q++) arcs_bot_free(bots[q]);
            arcs_game_free(game);
            return EXIT_ENGINE;
        }
    }
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    int last_chapter = arcs_chapter(game);
    rc = EXIT_FINISHED;
    while (!arcs_game_over(game)) {
        if (arcs_history_length(game) >= opt.max_moves) {
            fprintf(stderr, "arcs-play: stopped after --max-moves %lu moves\n", opt.max_moves);
            rc = EXIT_MAX_MOVES;
            break;
        }
        size_t n = 0;
        st = arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n);
        if (st != ARCS_OK || n == 0) {
            fprintf(stderr, "arcs-play: no legal move in a running game (%s)\n", arcs_status_str(st));
            rc = EXIT_ENGINE;
            break;
        }
        int player = arcs_current_player(game);
        if (!opt.quiet && arcs_chapter(game) != last_chapter) {
            char when[32];
            snprintf(when, sizeof when, "after chapter %d", last_chapter);
            print_powers(game, when);
            last_chapter = arcs_chapter(game);
            printf("=== Chapter %d ===\n", last_chapter);
            if (opt.board) board_print(game, opt.viewer == SEE_ALL ? -1 : opt.viewer);
        }
        size_t pick;
        bool human = opt.interactive && (player == ARCS_PLAYER_CHANCE ? (opt.human_mask & CHANCE_BIT) != 0
                                                                      : player >= 0 && (opt.human_mask & (1u << player)) != 0);
        if (human) {
            if (opt.board) board_print(game, player >= 0 ? player : -1);
            human_choice c = human_pick(game, player, moves, n, &pick);
            if (c == HUMAN_QUIT) {
                printf("Quit after %zu moves.\n", arcs_history_length(game));
                break;
            }
            if (c == HUMAN_UNDO) {
                size_t k = undo_to_human(game, opt.human_mask);
                if (k) printf("  Undid %zu move%s.\n", k, k == 1 ? "" : "s");
                else printf("  Nothing to undo.\n");
                continue;
            }
        } else if (player == ARCS_PLAYER_CHANCE) {
            pick = chance_pick(game, moves, n, &rng);
        } else if (player >= 0 && player < 4 && bots[player]) {
            arcs_move m;
            st = arcs_bot_choose(bots[player], game, &m);
            for (pick = 0; st == ARCS_OK && pick < n && memcmp(&moves[pick], &m, sizeof m) != 0; pick++) {
            }
            if (st != ARCS_OK || pick == n) {
                fprintf(stderr, "arcs-play: the bot of Player %d failed: %s\n", player + 1,
                        st != ARCS_OK ? arcs_bot_last_error(bots[player]) : "not a legal move");
                rc = EXIT_ENGINE;
                break;
            }
        } else {
            pick = picker_below(&rng, n);
        }
        if (!opt.quiet) print_move(game, player, moves[pick], opt.viewer);
        st = arcs_apply(game, moves[pick]);
        if (st != ARCS_OK) {
            char text[96];
            arcs_move_to_str(moves[pick], text, sizeof text, NULL);
            fprintf(stderr, "arcs-play: the engine refused its own legal move \"%s\": %s\n", text,
                    arcs_status_str(st));
            rc = EXIT_ENGINE;
            break;
        }
    }
    if (!opt.quiet) printf("\n");
    print_summary(game, &opt, arcs_history_length(game));
    if (opt.save_replay) {
        /* A live game left by the person at one seat: saved for that seat. */
        int seat = !arcs_game_over(game) && opt.interactive && opt.viewer >= 0 ? opt.viewer : -1;
        if (save_replay_file(game, opt.save_replay, seat)) {
            if (!opt.quiet)
                printf("Replay saved to %s (%zu moves%s).\n", opt.save_replay, arcs_history_length(game),
                       seat >= 0 ? ", for your seat only: the game is not over" : "");
        } else {
            fprintf(stderr, "arcs-play: cannot write the replay to %s\n", opt.save_replay);
            if (rc == EXIT_FINISHED) rc = EXIT_ENGINE;
        }
    }
    if (opt.save_record) {
        if (save_record_file(game, opt.save_record)) {
            if (!opt.quiet) printf("Campaign record saved to %s.\n", opt.save_record);
        } else if (rc == EXIT_FINISHED) {
            rc = EXIT_ENGINE;
        }
    }
    for (int p = 0; p < 4; p++) arcs_bot_free(bots[p]);
    arcs_game_free(game);
    fflush(stdout);
    return rc;
}
