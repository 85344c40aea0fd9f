/*
 * Rounds and turns (Base rulebook, "Playing a Chapter"): the lead, Surpass,
 * Copy and Pivot; declaring ambitions; seizing and passing the initiative;
 * the initiative check and the discards; the Prelude and action pips of a
 * turn (Base rulebook, "Prelude Actions" and "Resources").
 *
 * Frames owned here:
 *   FR_ROUND    automatic; lives for a chapter; a = phase
 *   FR_LEAD     the initiative holder leads a card or passes
 *   FR_FOLLOW   another player Surpasses, Copies or Pivots
 *   FR_DECLARE  the leader may declare the ambition on the lead card
 *   FR_SEIZE    a follower may seize the initiative with an extra card
 *   FR_TURN     Prelude spends, action pips, end of turn
 *   FR_END_TURN automatic; end-of-turn duties (elimination)
 */
#include "rules/rules.h"
#include "campaign/flagship.h"

#include <assert.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

enum { RP_START = 0, RP_NEXT = 1, RP_END = 2, RP_DISCARD = 3 };

/* Ambition markers: first / second place values, start side then flipped
 * (docs/components.md §6). */
static const uint8_t MARKER_VALUE[3][2][2] = {
    {{2, 0}, {4, 2}},
    {{3, 2}, {6, 3}},
    {{5, 3}, {9, 4}},
};

int marker_value(int m, int flipped, int place) {
    if (m < 0 || m >= 3 || flipped < 0 || flipped > 1 || place < 0 || place > 1) return 0;
    return MARKER_VALUE[m][flipped][place];
}

int marker_first(const game_state *g, int m) {
    return MARKER_VALUE[m][(g->marker_flipped >> m) & 1][0];
}

int marker_second(const game_state *g, int m) {
    return MARKER_VALUE[m][(g->marker_flipped >> m) & 1][1];
}

static int hand_count(const game_state *g, int p) { return __builtin_popcountll(g->pl[p].hand); }

static int players_with_cards(const game_state *g) {
    int n = 0;
    for (int p = 0; p < g->num_players; p++) n += hand_count(g, p) > 0;
    return n;
}

static frame *round_frame(game_state *g) {
    for (int i = g->depth - 1; i >= 0; i--)
        if (g->stack[i].kind == FR_ROUND) return &g->stack[i];
    return NULL;
}

/* The lead card's number as Surpass compares it: 0 under the zero marker. */
static int lead_number(const game_state *g) {
    return g->zero_marker ? 0 : action_number(g->lead_card);
}

/* The highest available ambition marker, or -1 (Base rulebook, "Declaring an Ambition"). */
static int best_available_marker(const game_state *g) {
    int best = -1;
    for (int m = 0; m < 3; m++)
        if (g->marker_box[m] == 0xFF && (best < 0 || marker_first(g, m) > marker_first(g, best))) best = m;
    return best;
}

bool ambition_marker_available(const game_state *g) { return best_available_marker(g) >= 0; }

/* Ambitions the card lets its player declare: bit a set for ambition a. */
unsigned declarable_ambitions(const game_state *g, int card) {
    if (best_available_marker(g) < 0 || card == NO_CARD) return 0;
    int n = action_number(card);
    /* An action card of a card's own kind declares any ambition when a
     * source says so (hook point ACTION_KIND: Pluralistic Faith, ARCS-F814,
     * in the rules booklet), none otherwise (the Faithful cards' ambition
     * icons are not in the seeds). */
    if (card_kind_action_card(card)) return cards_action_card_declarable(g, card);
    if (n <= 1) return 0;                   /* "1" cards (and Event cards) have no ambition */
    if (n == 7) return (1u << ARCS_AMBITION_COUNT) - 1; /* "7": any ambition */
    return 1u << (n - 2);                   /* 2..6: the matching ambition */
}

/* ---- starting and ending a turn ---- */

static inline __attribute__((always_inline)) void begin_turn(game_state *g, int p, int pips, int suit) {
    g->turn_player = (uint8_t)p;
    g->turns_done++;
    g->pips = (uint8_t)pips;
    g->pip_suit = (uint8_t)suit;
    g->prelude_open = 1;
    g->weapon_battle = 0;
    memset(g->prelude_spent, 0, sizeof g->prelude_spent);
    g->turn_flags = 0;
    clear_turn_marks(g);
    cards_turn_begin(g);
    frame *r = round_frame(g);
    if (r) r->a = RP_NEXT;
    push_frame(g, FR_END_TURN, p);
    push_frame(g, FR_TURN, p);
}

/* Resources spent in the Prelude return to the supply when it ends
 * (Base rulebook, "Prelude Actions"). */
static void close_prelude(game_state *g) {
    if (!g->prelude_open) return;
    g->prelude_open = 0;
    for (int r = 0; r < NUM_RES; r++) {
        g->res_supply[r] = (uint8_t)(g->res_supply[r] + g->prelude_spent[r]);
        g->prelude_spent[r] = 0;
    }
}

void turn_end_now(game_state *g, int p) {
    frame *t = top_frame(g);
    close_prelude(g);
    g->pips = 0;
    /* Other effects' frames still pending (a Court card being secured,
     * another "when you declare" card) finish first; the turn then has
     * nothing left but its end. */
    if (t && t->kind == FR_TURN && t->player == p) pop_frame(g);
}

/* ---- FR_ROUND ---- */

static void reset_round(game_state *g) {
    g->lead_card = NO_CARD;
    g->seized_by = NO_PLAYER;
    g->zero_marker = 0;
    g->turn_player = NO_PLAYER;
    g->turns_done = 0;
    for (int p = 0; p < MAX_PLAYERS; p++) {
        g->played[p] = NO_CARD;
        g->play_mode[p] = PLAY_NONE;
        g->seize_card[p] = NO_CARD;
    }
    g->camp.events_played = 0;
    cards_round_begin(g);
}

static void end_chapter(game_state *g) {
    pop_frame(g); /* FR_ROUND */
    chapter_end_begin(g);
}

/* Passing the initiative: to the next clockwise player with cards; the round
 * ends at once. If everyone with cards passes consecutively, every action
 * card is discarded and the chapter ends (Base rulebook, "Passing Initiative"). */
static void pass_initiative(game_state *g, int p, bool had_cards) {
    int n = g->num_players;
    int with_cards = players_with_cards(g);
    if (had_cards) g->passes_in_row++;
    for (int i = 1; i <= n; i++) {
        int q = (p + i) % n;
        if (hand_count(g, q) > 0) {
            /* Campaign event: q gets the initiative marker. */
            if (q != g->initiative) campaign_event(g, EVT_INITIATIVE_GAINED, q, 0, 0);
            g->initiative = (uint8_t)q;
            break;
        }
    }
    frame *r = round_frame(g);
    if (r) r->a = RP_START;
    if (with_cards == 0 || g->passes_in_row >= with_cards) {
        glog(g, "Everyone with cards passed: all action cards are discarded and the chapter ends.");
        for (int q = 0; q < n; q++) discard_hand(g, q);
        g->passes_in_row = 0;
        end_chapter(g);
    }
}

static void round_start(game_state *g) {
    reset_round(g);
    frame *r = round_frame(g);
    if (players_with_cards(g) == 0) {
        end_chapter(g);
        return;
    }
    int lead = g->initiative;
    if (r) r->player = (uint8_t)lead;
    if (hand_count(g, lead) == 0) {
        glog(g, "Player %d has no cards and passes the initiative.", lead + 1);
        pass_initiative(g, lead, false);
        return;
    }
    push_frame(g, FR_LEAD, lead);
}

static void round_next(game_state *g) {
    int n = g->num_players;
    while (g->turns_done < n) {
        int p = (g->turn_player + 1) % n;
        if (hand_count(g, p) == 0) {
            /* Players with no cards in hand skip their turn (Step 2). */
            g->turn_player = (uint8_t)p;
            g->play_mode[p] = PLAY_SKIPPED;
            g->turns_done++;
            continue;
        }
        push_frame(g, FR_FOLLOW, p);
        return;
    }
    frame *r = round_frame(g);
    if (r) r->a = RP_END;
}

static void round_discard(game_state *g);

static void round_end(game_state *g) {
    int depth = g->depth;
    /* Step 3: check initiative. */
    if (g->seized_by != NO_PLAYER) {
        g->initiative = g->seized_by;
    } else {
        int best = -1, who = -1;
        for (int p = 0; p < g->num_players; p++)
            if (g->play_mode[p] == PLAY_SURPASS && action_number(g->played[p]) > best) {
                best = action_number(g->played[p]);
                who = p;
            }
        if (who >= 0 && who != g->initiative) {
            glog(g, "Player %d Surpassed highest and takes the initiative.", who + 1);
            g->initiative = (uint8_t)who;
            campaign_event(g, EVT_INITIATIVE_GAINED, who, INITIATIVE_BY_SURPASS, 0);
        }
    }
    /* Campaign: a decision on the initiative gained (Sower of Division)
     * comes first; this step then runs again and finds it taken. */
    if (g->depth != depth) return;
    /* Campaign: "just after checking whether initiative changes", the
     * event of the Event cards played or of the Imperial Council secured
     * this round (lib/campaign/events.c); the round ends when it is over. */
    frame *r = round_frame(g);
    if (r) r->a = RP_DISCARD;
    if (is_campaign(g) && events_round_end(g)) return;
    round_discard(g);
}

/* Steps 3-4 after the initiative check and the event. */
static void round_discard(game_state *g) {
    /* Hook point ROUND_END: "When the round ends" effects (the Unions draw
     * the card they lie beside), after all turns and the initiative check
     * and before the discards (faq.csv, the Unions: "At the end of the
     * round, after all players have finished their turns."). */
    /* Step 4 lays the face-down plays on the discard pile: whatever Rivals
     * knew to be among a player's hidden cards may now be there (engine.h). */
    for (int p = 0; p < g->num_players; p++)
        if (g->play_mode[p] == PLAY_COPY || g->seize_card[p] != NO_CARD) hand_hidden_from_rivals(g, p);
    cards_round_end(g);
    /* Step 4: discard played cards and cards used to seize, face down. */
    for (int p = 0; p < g->num_players; p++) {
        discard_action_card(g, g->played[p]);
        discard_action_card(g, g->seize_card[p]);
        g->played[p] = NO_CARD;
        g->seize_card[p] = NO_CARD;
    }
    g->lead_card = NO_CARD;
    frame *r = round_frame(g);
    if (players_with_cards(g) == 0) {
        end_chapter(g);
        return;
    }
    if (r) r->a = RP_START;
}

static void round_step(game_state *g, arcs_move m) {
    (void)m;
    frame *r = top_frame(g);
    switch (r->a) {
    case RP_START: round_start(g); break;
    case RP_NEXT: round_next(g); break;
    case RP_END: round_end(g); break;
    default: round_discard(g); break;
    }
}

void round_begin(game_state *g) {
    frame *r = push_frame(g, FR_ROUND, g->initiative);
    r->a = RP_START;
    g->passes_in_row = 0;
}

/* ---- FR_LEAD ---- */

static void lead_enum(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    /* Campaign: "You cannot Lead" an Event card; holding only Events, the
     * initiative holder must pass (Campaign rulebook, "Event Cards"). */
    for (uint64_t h = g->pl[p].hand & ~EVENT_CARDS_MASK; h; h &= h - 1)
        add_move(out, ARCS_MOVE_LEAD, p, __builtin_ctzll(h), 0, 0, 0);
    add_move(out, ARCS_MOVE_PASS, p, 0, 0, 0, 0);
}

static void lead_apply(game_state *g, arcs_move m) {
    int p = m.player;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_PASS) {
        glog(g, "Player %d passes the initiative.", p + 1);
        pass_initiative(g, p, true);
        return;
    }
    int c = m.a;
    g->pl[p].hand &= ~(1ull << c);
    cards_seen_by_all(g, card_bit(c));
    g->lead_card = (uint8_t)c;
    g->played[p] = (uint8_t)c;
    g->play_mode[p] = PLAY_LEAD;
    g->passes_in_row = 0;
    g->turn_player = (uint8_t)p;
    g->turns_done = 0;
    /* Campaign: hook point PLAYED_CARD (one mode test otherwise). */
    if (is_campaign(g)) cards_played_card(g, p, c, ARCS_MOVE_LEAD);
    begin_turn(g, p, action_pips(c), action_suit(c));
    /* An action card of a card's own kind: its card's rules first (hook
     * point ACTION_KIND; a Faithful card's side, the leader's choice,
     * ARCS-F813), which push the declaration. */
    if (card_kind_action_card(c)) {
        cards_action_card_played(g, p, c, ARCS_MOVE_LEAD);
        return;
    }
    /* Declaring comes before any Prelude action (Base rulebook, "Declaring an Ambition"). */
    if (declarable_ambitions(g, c)) push_frame(g, FR_DECLARE, p);
}

const frame_ops round_frame_ops = {"round", NULL, round_step};
const frame_ops lead_frame_ops = {"lead", lead_enum, lead_apply};

/* ---- FR_DECLARE ---- */

static void declare_enum(const game_state *g, const frame *f, move_list *out) {
    unsigned mask = cards_may_declare(g, f->player) ? declarable_ambitions(g, g->played[f->player]) : 0;
    if (other_sources(g)) {
        /* Hook point DECLARE (campaign laws): the boxes 5 and 6, declared
         * instead of Tycoon / Empath (Edenguard Ambition, ARCS-F2004;
         * Blightkin Ambition, ARCS-F2104), asked before the barred ones
         * are taken out (faq.csv Edenguard Ambition: the Guardian, who
         * cannot declare Tycoon, may declare Edenguard). */
        mask |= cards_ambitions_instead(g, f->player, mask);
        /* Ambitions the player cannot declare (Oath of Peace: Warlord;
         * Dominant Faith, ARCS-F830). */
        mask &= ~cards_undeclarable(g, f->player);
    }
    for (int a = 0; a < AMBITION_BOXES_MAX; a++)
        if (mask & (1u << a)) add_move(out, ARCS_MOVE_DECLARE, f->player, a, 0, 0, 0);
    add_move(out, ARCS_MOVE_NO_DECLARE, f->player, 0, 0, 0, 0);
}

void declare_ambition(game_state *g, int p, int ambition, bool zero_marker) {
    int marker = best_available_marker(g);
    if (marker < 0) return;
    /* Hook point DECLARE (campaign): a card puts its own piece in the box,
     * no marker (the Conspirator's Conspiracies, ARCS-F2303; "You cannot
     * declare an ambition if there are no Available markers": above). */
    if (other_sources(g) && cards_declare_instead(g, p, ambition)) {
        glog(g, "Player %d declares %s (no marker).", p + 1, ambition_name(ambition));
    } else {
        g->marker_box[marker] = (uint8_t)ambition;
        glog(g, "Player %d declares %s (marker %d/%d).", p + 1, ambition_name(ambition), marker_first(g, marker),
             marker_second(g, marker));
    }
    /* The zero marker covers the lead card's number: it is now 0. Hook
     * point DECLARE: a card may say not to place it. */
    if (zero_marker && cards_place_zero_marker(g, p, ambition)) g->zero_marker = 1;
    /* Hook point DECLARE_AMBITION: "When you declare an ambition" effects. */
    cards_after_declare(g, p, ambition);
    /* Campaign: the event bus (one mode test otherwise). */
    campaign_event(g, EVT_AMBITION_DECLARED, p, ambition, 0);
}

static void declare_apply(game_state *g, arcs_move m) {
    pop_frame(g);
    if (m.kind != ARCS_MOVE_DECLARE) return;
    declare_ambition(g, m.player, m.a, true);
}

const frame_ops declare_frame_ops = {"declare", declare_enum, declare_apply};

/* ---- FR_FOLLOW ---- */

static void follow_enum(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    int lead_suit = played_suit(g, g->lead_card), lead_num = lead_number(g);
    for (uint64_t h = g->pl[p].hand; h; h &= h - 1) {
        int c = __builtin_ctzll(h);
        if (action_cards[c].kind != ACTION_KIND_BASE) {
            if (action_cards[c].kind == ACTION_KIND_EVENT) {
                /* Campaign: an Event card is only played as a follower, never
                 * to Copy (Campaign rulebook, "Playing an Event Card"). */
                add_move(out, ARCS_MOVE_EVENT, p, c, 0, 0, 0);
                continue;
            }
            /* A Faithful card Surpasses only a Faithful lead on the side it
             * must then take, higher; it Pivots on any lead (on the other
             * side of a Faithful lead) (ARCS-F813). */
            /* A source may say which side it must take (hook point
             * ACTION_KIND: the Doctrine, ARCS-F823): no Surpass of a lead
             * on the other side, no Pivot on a lead on that side. */
            int must = cards_action_card_suit(g, p, c);
            bool two_sided_lead = lead_suit == SUIT_ZEAL || lead_suit == SUIT_WISDOM;
            if (two_sided_lead && action_number(c) > lead_num && (must < 0 || must == lead_suit))
                add_move(out, ARCS_MOVE_SURPASS, p, c, 0, 0, 0);
            if (must < 0 || must != lead_suit) add_move(out, ARCS_MOVE_PIVOT, p, c, 0, 0, 0);
            add_move(out, ARCS_MOVE_COPY, p, c, 0, 0, 0);
            continue;
        }
        if (action_suit(c) == lead_suit) {
            if (action_number(c) > lead_num) add_move(out, ARCS_MOVE_SURPASS, p, c, 0, 0, 0);
        } else {
            add_move(out, ARCS_MOVE_PIVOT, p, c, 0, 0, 0);
        }
        add_move(out, ARCS_MOVE_COPY, p, c, 0, 0, 0);
    }
}

bool can_seize_initiative(const game_state *g, int p) {
    /* You cannot seize if you hold the initiative or someone already seized
     * this round (Glossary, "Seize the Initiative"). */
    return g->seized_by == NO_PLAYER && g->initiative != p;
}

void seize_initiative(game_state *g, int p) {
    bool gained = g->initiative != p;
    g->seized_by = (uint8_t)p;
    g->initiative = (uint8_t)p;
    if (gained) campaign_event(g, EVT_INITIATIVE_GAINED, p, 0, 0);
}

bool played_face_up(const game_state *g, int q) {
    int mode = g->play_mode[q];
    return g->played[q] != NO_CARD && (mode == PLAY_LEAD || mode == PLAY_SURPASS || mode == PLAY_PIVOT || mode == PLAY_EVENT);
}

/* Cards p may discard to seize the initiative: not Event cards ("You cannot
 * ... discard it to seize the initiative"). */
static uint64_t seize_cards(const game_state *g, int p) { return g->pl[p].hand & ~EVENT_CARDS_MASK; }

/* Could p seize when playing a card: by discarding a second card, or (hook
 * point SEIZE, only play-area sources answer it: one test in the base
 * game) another way a card gives (Partisan Seizing). */
static bool seize_offered(const game_state *g, int p) {
    if (!other_sources(g)) return seize_cards(g, p) != 0;
    if (cards_seize_by_discard(g, p) && seize_cards(g, p)) return true;
    return cards_seize_moves(g, p, NULL) > 0;
}

/* Campaign, "Actions from an Event Card": the Event card takes actions
 * exactly like the lead card (its pips, in its suit), unless another Event
 * card was played or the Imperial Council secured earlier this round
 * (rules-structured.yaml, "Limitations"). */
static int event_pips(const game_state *g, int p) {
    if ((g->camp.events_played & ~(1u << p)) || g->camp.council_securer != NO_PLAYER) return 0;
    return action_pips(g->lead_card);
}

static void follow_apply(game_state *g, arcs_move m) {
    int p = m.player, c = m.a;
    pop_frame(g);
    /* Face down (a Copy): the card stays among p's hidden cards, so what
     * Rivals knew of p's hand they still know of them (engine.h). */
    if (m.kind == ARCS_MOVE_COPY) cards_shown_to(g, card_bit(c), p);
    else cards_seen_by_all(g, card_bit(c));
    g->pl[p].hand &= ~(1ull << c);
    g->played[p] = (uint8_t)c;
    int pips, suit;
    switch (m.kind) {
    case ARCS_MOVE_SURPASS:
        g->play_mode[p] = PLAY_SURPASS;
        pips = action_pips(c);
        suit = action_suit(c);
        break;
    case ARCS_MOVE_PIVOT:
        g->play_mode[p] = PLAY_PIVOT;
        pips = 1;
        suit = action_suit(c);
        break;
    case ARCS_MOVE_EVENT:
        g->play_mode[p] = PLAY_EVENT;
        pips = event_pips(g, p);
        suit = played_suit(g, g->lead_card);
        g->camp.events_played |= (uint8_t)(1u << p);
        glog(g, "Player %d plays an Event card: %d action%s like the lead card.", p + 1, pips, pips == 1 ? "" : "s");
        break;
    default:
        g->play_mode[p] = PLAY_COPY;
        pips = 1;
        suit = played_suit(g, g->lead_card);
        break;
    }
    /* Campaign: hook point PLAYED_CARD, before any seize the play brings. */
    if (is_campaign(g)) cards_played_card(g, p, c, m.kind);
    bool seized_by_seven = false;
    /* "You do not seize the initiative when you Surpass with a "7" Faithful
     * action card" (ARCS-F813). */
    if (m.kind == ARCS_MOVE_SURPASS && action_number(c) == 7 && action_cards[c].kind == ACTION_KIND_BASE &&
        can_seize_initiative(g, p)) {
        /* Surpassing with a "7" seizes the initiative (Base rulebook, "Seizing the Initiative"). */
        seize_initiative(g, p);
        seized_by_seven = true;
        glog(g, "Player %d Surpasses with a 7 and seizes the initiative.", p + 1);
    }
    begin_turn(g, p, pips, suit);
    if (!seized_by_seven && can_seize_initiative(g, p) && seize_offered(g, p)) push_frame(g, FR_SEIZE, p);
    /* Hook point BEFORE_ACTIONS: "When you Surpass or Pivot, before taking
     * any actions" effects, above the seize decision. */
    if (m.kind == ARCS_MOVE_SURPASS || m.kind == ARCS_MOVE_PIVOT) cards_before_actions(g, p);
    /* Hook point ACTION_KIND: a Surpass or Pivot with an action card of a
     * card's own kind, its card's rules before anything else (a Faithful
     * card's side, ARCS-F813). */
    if ((m.kind == ARCS_MOVE_SURPASS || m.kind == ARCS_MOVE_PIVOT) && card_kind_action_card(c))
        cards_action_card_played(g, p, c, m.kind);
}

const frame_ops follow_frame_ops = {"follow", follow_enum, follow_apply};

/* ---- FR_SEIZE ---- */

static void seize_enum(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    if (!other_sources(g) || cards_seize_by_discard(g, p))
        for (uint64_t h = seize_cards(g, p); h; h &= h - 1) add_move(out, ARCS_MOVE_SEIZE, p, __builtin_ctzll(h), 0, 0, 0);
    if (other_sources(g)) cards_seize_moves(g, p, out);
    add_move(out, ARCS_MOVE_NO_SEIZE, p, 0, 0, 0, 0);
}

static void seize_apply(game_state *g, arcs_move m) {
    pop_frame(g);
    if (cards_seize_apply(g, m)) return;
    if (m.kind != ARCS_MOVE_SEIZE) return;
    int p = m.player;
    /* The extra card is played face down and gives no actions; it stays
     * among p's hidden cards (engine.h). */
    cards_shown_to(g, card_bit(m.a), p);
    g->pl[p].hand &= ~(1ull << m.a);
    g->seize_card[p] = m.a;
    seize_initiative(g, p);
    glog(g, "Player %d seizes the initiative.", p + 1);
}

const frame_ops seize_frame_ops = {"seize", seize_enum, seize_apply};

/* ---- FR_TURN ---- */

/* The standard actions (bit per action) the pips of `suit` can take:
 * suit_allows for each action at once. */
static unsigned suit_action_mask(int suit) {
    return suit >= 0 && suit < SUITS_MAX ? suit_actions[suit] & ((1u << ARCS_ACTION_COUNT) - 1) : 0;
}

/* The actions the pips may take now (bit per action). */
static unsigned pip_actions_allowed(const game_state *g) {
    unsigned allowed = suit_action_mask(g->pip_suit);
    /* A Weapon spent in the Prelude adds "or Battle" to the played card. */
    if (g->weapon_battle) allowed |= 1u << ARCS_ACT_BATTLE;
    return allowed;
}

static bool can_take(const game_state *g, int p, int action) {
    return action == ARCS_ACT_BATTLE ? battle_possible(g, p) : action_possible(g, p, action);
}

/* What the resource in slot i can do when p spends it in the Prelude (Base
 * rulebook, "Resources"): the standard actions it can take (bit per action;
 * a Psionic takes an action listed on the lead card, Battle included) and
 * whether it can be spent as a Weapon (pips may battle this turn).
 * "You cannot spend Outraged resources for their normal Prelude action"
 * (Destroying Cities, Outrage). Hook point SPEND_AS: a card may let p spend
 * any resource as type t, ignoring t's Outrage for t's Prelude action (Rules
 * Hierarchy: only "ignore" overrides "cannot"); a token spent as another
 * type is not spent for its own normal action, so its own Outrage does not
 * matter then. */
typedef struct slot_use {
    unsigned actions;
    bool weapon;
} slot_use;

/* The slots of pl holding a resource, bit i for res[i] (i < RES_SLOTS_MAX):
 * neither empty nor a Golem (campaign: not a resource; faq.csv Golems), a
 * byte from 1 to NUM_RES. The board's 6 slots and the card's slot
 * (CARD_RES_SLOT: Ancient Holdings), which is empty when p holds no such
 * card. With SSE2 the 7 bytes are tested at once (turn_enum asks it on
 * every call in the Prelude); the loop otherwise, and in debug builds to
 * check the answer. */
static inline unsigned resource_slots_loop(const player_state *pl) {
    unsigned full = 0;
    for (int i = 0; i < RES_SLOTS_MAX; i++)
        if ((unsigned)(pl->res[i] - 1) < NUM_RES) full |= 1u << i;
    return full;
}

static inline unsigned resource_slots(const player_state *pl) {
#if defined(__SSE2__)
    /* One 8-byte load from res (the byte after the slots, another field of
     * player_state, is masked off below). */
    _Static_assert(RES_SLOTS_MAX <= 8 && RES_EMPTY == 0, "the slots fit one 8-byte load, empty is 0");
    _Static_assert(offsetof(player_state, res) + 8 <= sizeof(player_state), "8 bytes from res lie in player_state");
    __m128i bytes = _mm_loadl_epi64((const __m128i *)(const void *)((const uint8_t *)pl + offsetof(player_state, res)));
    /* byte - 1 (0 wraps to 0xFF) is below NUM_RES: min(v, NUM_RES - 1) == v */
    __m128i v = _mm_sub_epi8(bytes, _mm_set1_epi8(1));
    __m128i in = _mm_cmpeq_epi8(_mm_min_epu8(v, _mm_set1_epi8(NUM_RES - 1)), v);
    unsigned full = (unsigned)_mm_movemask_epi8(in) & ((1u << RES_SLOTS_MAX) - 1);
#ifndef NDEBUG
    assert(full == resource_slots_loop(pl));
#endif
    return full;
#else
    return resource_slots_loop(pl);
#endif
}

static slot_use slot_uses(const game_state *g, int p, int i, unsigned spend_as, int lead_suit) {
    slot_use u = {0, false};
    const player_state *pl = &g->pl[p];
    int r = pl->res[i] - 1;
    if (r < 0) return u;
    unsigned types = (1u << r) | spend_as;
    if ((pl->outrage >> r) & 1u && !((spend_as >> r) & 1u)) types &= ~(1u << r);
    if (types & (1u << ARCS_MATERIAL)) u.actions |= (1u << ARCS_ACT_BUILD) | (1u << ARCS_ACT_REPAIR);
    if (types & (1u << ARCS_FUEL)) u.actions |= 1u << ARCS_ACT_MOVE;
    if (types & (1u << ARCS_WEAPON)) u.weapon = true;
    if (types & (1u << ARCS_RELIC)) u.actions |= 1u << ARCS_ACT_SECURE;
    if (types & (1u << ARCS_PSIONIC)) u.actions |= suit_action_mask(lead_suit);
    return u;
}

/* Which actions p could take now: bit a for arcs_action a, each asked at
 * most once per enumeration. */
typedef struct action_mask {
    unsigned known, possible;
} action_mask;

static bool possible(const game_state *g, int p, action_mask *m, int action) {
    unsigned bit = 1u << action;
    if (!(m->known & bit)) {
        m->known |= bit;
        if (can_take(g, p, action)) m->possible |= bit;
    }
    return (m->possible & bit) != 0;
}

/* A Build target may cost a resource (Cloud Cities): spending a token to
 * Build is offered only if a target remains without it. Drops such SPEND
 * moves from out[first..] (Leaders & Lore). */
static void drop_unbuildable_spends(const game_state *g, int p, move_list *out, int first) {
    int n = first;
    for (int i = first; i < out->n; i++) {
        arcs_move m = out->m[i];
        if (m.kind == ARCS_MOVE_SPEND && m.b == ARCS_ACT_BUILD && !build_possible_spending(g, p, m.a)) continue;
        out->m[n++] = m;
    }
    out->n = n;
}

static void turn_enum(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    action_mask acts = {0, 0};
    /* Hook point NEW_ACTION: whether p has any source of new actions, asked
     * once for the slots and the pips below. */
    bool new_actions = (g->prelude_open || g->pips > 0) && cards_new_action_sources(g, p);
    if (g->prelude_open) {
        /* Prelude: spend resources for their actions (Base rulebook, "Resources"). */
        const player_state *pl = &g->pl[p];
        int lead_suit = g->lead_card != NO_CARD ? played_suit(g, g->lead_card) : g->pip_suit;
        int first = out->n;
        /* The slots holding a resource (the board's and a card's), in
         * ascending order; the spend-as types are asked only if there is one
         * (a query: nothing changes when it is not asked). */
        unsigned full = resource_slots(pl);
        unsigned spend_as = full ? cards_spend_as(g, p) : 0;
        for (; full; full &= full - 1) {
            int i = __builtin_ctz(full);
            slot_use u = slot_uses(g, p, i, spend_as, lead_suit);
            for (unsigned rest = u.actions; rest; rest &= rest - 1) {
                int a = __builtin_ctz(rest);
                if (possible(g, p, &acts, a))
                    add_move(out, ARCS_MOVE_SPEND, p, i, a, a == ARCS_ACT_BATTLE ? ARCS_SPEND_BATTLE_NOW : 0, 0);
            }
            if (u.weapon && !g->weapon_battle) add_move(out, ARCS_MOVE_SPEND, p, i, ARCS_ACT_BATTLE, 0, 0);
            /* Hook point NEW_ACTION: "When you would take the standard action
             * by spending ... a non-Outraged resource, you may instead take
             * the new action" (Base rulebook, "New Actions"). */
            if (new_actions) cards_new_action_moves(g, p, u.actions, 1 + i, out);
        }
        if (other_sources(g)) drop_unbuildable_spends(g, p, out, first);
        /* Hook point PRELUDE_MOVES: "Prelude:" abilities of held cards. */
        cards_prelude_moves(g, p, out);
        /* Campaign, Flagships: Slipstream Drive's Prelude Catapult. */
        if (is_campaign(g)) flagship_prelude_moves(g, p, out);
    }
    if (g->pips > 0) {
        unsigned allowed = pip_actions_allowed(g);
        for (unsigned rest = allowed; rest; rest &= rest - 1) {
            int a = __builtin_ctz(rest);
            /* Hook point COPY_PIVOT_ACTION: Tactical, Charismatic (faq.csv,
             * Warrior Q3, Feastbringer Q2) may make the action legal. */
            if (possible(g, p, &acts, a) || (other_sources(g) && cards_copy_pivot_possible(g, p, a)))
                add_move(out, ARCS_MOVE_ACTION, p, a, 0, 0, 0);
        }
        /* Hook point NEW_ACTION with an action pip. */
        if (new_actions) cards_new_action_moves(g, p, allowed, 0, out);
    }
    add_move(out, ARCS_MOVE_END_TURN, p, 0, 0, 0, 0);
}

static void start_action(game_state *g, int p, int action) {
    if (action == ARCS_ACT_BATTLE) battle_begin(g, p);
    else action_begin(g, p, action);
}

/* Spend the resource in slot i in the Prelude: it returns to the supply when
 * the Prelude ends. */
static int spend_slot(game_state *g, int p, int i) {
    int r = g->pl[p].res[i] - 1;
    g->pl[p].res[i] = RES_EMPTY;
    g->prelude_spent[r]++;
    if (r == ARCS_PSIONIC) campaign_event(g, EVT_PSIONIC_SPENT, p, r, 1);
    return r;
}

/* Spending a pip ends the Prelude. */
static void spend_pip(game_state *g) {
    close_prelude(g);
    g->pips--;
}

/* turn_apply's moves but a pip's action and the end of the turn: out of line,
 * so that the two common moves do not pay for the others' registers. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static void turn_apply_other(game_state *g, arcs_move m) {
    int p = m.player;
    switch (m.kind) {
    case ARCS_MOVE_SPEND: {
        int r = spend_slot(g, p, m.a);
        g->cards.turn_acted = 1;
        glog(g, "Player %d spends %s to %s.", p + 1, resource_name(r), action_name(m.b));
        cards_note_spend(g, p, r, m.b);
        if (m.b == ARCS_ACT_BATTLE && m.c != ARCS_SPEND_BATTLE_NOW) g->weapon_battle = 1;
        else start_action(g, p, m.b);
        break;
    }
    case ARCS_MOVE_CARD:
        g->cards.turn_acted = 1;
        if (cards_is_new_action(m)) {
            /* The new action's source: a pip (d = 0) or a resource (d = 1 + slot). */
            if (m.d == 0) spend_pip(g);
            else spend_slot(g, p, m.d - 1);
            cards_new_action_begin(g, m);
        } else {
            cards_prelude_apply(g, m);
        }
        break;
    default: /* ARCS_MOVE_SLIPSTREAM */
        g->cards.turn_acted = 1;
        flagship_slipstream_apply(g, m);
        break;
    }
}

static void turn_apply(game_state *g, arcs_move m) {
    int p = m.player;
    if (is_campaign(g)) cards_data_turn_move(g, p);
    switch (m.kind) {
    case ARCS_MOVE_ACTION:
        spend_pip(g);
        g->cards.turn_acted = 1;
        start_action(g, p, m.a);
        /* Hook point COPY_PIVOT_ACTION; campaign: held Guild cards too. */
        if (other_sources(g) || is_campaign(g)) cards_copy_pivot_action(g, p, m.a);
        break;
    case ARCS_MOVE_SPEND:
    case ARCS_MOVE_CARD:
    case ARCS_MOVE_SLIPSTREAM: turn_apply_other(g, m); break;
    default: /* end of turn */
        close_prelude(g);
        g->pips = 0;
        pop_frame(g);
        break;
    }
}

const frame_ops turn_frame_ops = {"turn", turn_enum, turn_apply};

/* ---- FR_END_TURN ---- */

static void end_turn_step(game_state *g, arcs_move m) {
    (void)m;
    int p = top_frame(g)->player;
    pop_frame(g);
    /* Elimination: a player with no starports and no ships on the map places
     * 3 fresh ships in any gate at the end of their turn (Fine Print). */
    if (g->pl[p].ships_supply == 0) return;
    if (!is_campaign(g)) {
        /* The ships on the map from p's piece count. */
        if (ships_on_map_counted(g, p) > 0) return;
    } else {
        for (int s = 0; s < NUM_SYSTEMS; s++)
            if (g->sys[s].fresh[p] || g->sys[s].damaged[p]) return;
        /* The campaign's map centre (the Twisted Passage) is on the map too. */
        if (g->sys[NUM_SYSTEMS].fresh[p] || g->sys[NUM_SYSTEMS].damaged[p]) return;
    }
    if (buildings_on_map(g, p, true) == 0) push_frame(g, FR_ELIMINATION, p);
}

const frame_ops end_turn_frame_ops = {"end-turn", NULL, end_turn_step};
