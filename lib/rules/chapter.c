/*
 * Ending a chapter: scoring ambitions, clean-up, the end of the game, and
 * dealing new hands with the 2-player mulligan (Base rulebook, "Ending a
 * Chapter", Steps 1-4, and "Setup" steps P-Q).
 *
 * FR_CHAPTER_END is an automatic frame that walks the steps below; its
 * a field holds the step and b the ambitions scored (bit per ambition).
 * Returning a city can push resource decisions (return_city), so each city
 * is returned in its own step and the frame resumes once they resolve.
 */
#include <stdarg.h>
#include <stdio.h>

#include "rules/rules.h"
#include "data/tables.h"

#define MARKER_AVAILABLE 0xFF /* marker_box: in the Available Markers */
#define NUM_MARKERS 3
#define HAND_SIZE 6

/* ---- what each ambition counts ---- */

/* Base rulebook, "Ending a Chapter", Step 1: what each ambition counts, as
 * data. res: resource types counted from resource slots and from Guild-card
 * suits ("icons from resources and Guild cards"); phantom: the 2-player
 * ambition-box resources counted for the phantom third player ("Weapons on
 * the Warlord box count as Trophies"). */
typedef struct ambition_rule {
    uint8_t res;       /* bit r: resource type r */
    uint8_t captives;  /* counts Captives */
    uint8_t trophies;  /* counts Trophies */
    uint8_t phantom;   /* bit r: phantom resources of type r */
} ambition_rule;

#define RB(r) (uint8_t)(1u << (r))

static const ambition_rule AMBITION_RULES[ARCS_AMBITION_COUNT] = {
    [ARCS_TYCOON] = {RB(ARCS_MATERIAL) | RB(ARCS_FUEL), 0, 0, RB(ARCS_MATERIAL) | RB(ARCS_FUEL)},
    [ARCS_TYRANT] = {0, 1, 0, 0},
    [ARCS_WARLORD] = {0, 0, 1, RB(ARCS_WEAPON)},
    [ARCS_KEEPER] = {RB(ARCS_RELIC), 0, 0, RB(ARCS_RELIC)},
    [ARCS_EMPATH] = {RB(ARCS_PSIONIC), 0, 0, RB(ARCS_PSIONIC)},
};

static int trophies_of(const player_state *pl) {
    int n = 0;
    for (int q = 0; q < MAX_PLAYERS; q++)
        n += pl->trophy_ships[q] + pl->trophy_cities[q] + pl->trophy_starports[q] + pl->trophy_agents[q];
    return n;
}

static int captives_of(const player_state *pl) {
    int n = 0;
    for (int q = 0; q < MAX_PLAYERS; q++) n += pl->captives[q];
    return n;
}

int ambition_count(const game_state *g, int p, int ambition) {
    /* Campaign: the boxes 5 and 6 count what their law says (hook point
     * AMBITION_COUNT: Edenguard Ambition, ARCS-F2004, Blightkin Ambition,
     * ARCS-F2104: "control the most ..."). */
    if (ambition >= ARCS_AMBITION_COUNT && ambition < AMBITION_BOXES_MAX)
        return is_campaign(g) ? cards_ambition_box_count(g, p, ambition) : 0;
    if (ambition < 0 || ambition >= ARCS_AMBITION_COUNT) return 0;
    const ambition_rule *rule = &AMBITION_RULES[ambition];
    const player_state *pl = &g->pl[p];
    /* Hook point AMBITION_COUNT (campaign laws): types the ambition counts
     * besides its own (War Profiteering). */
    unsigned res = rule->res;
    int guild_weight = 1;
    if (is_campaign(g) && other_sources(g)) {
        res |= cards_ambition_types(g, p, ambition);
        /* Campaign law (the Advocate's Act III): Guild cards may count twice. */
        guild_weight = cards_guild_card_weight(g, p);
    }
    int n = 0;
    for (int r = 0; r < NUM_RES; r++)
        if (res & RB(r)) n += resources_held(pl, r);
    /* Base rulebook, "Guild Cards": a Guild card's suit icon adds to
     * ambitions like a resource (Weapon cards add to none). */
    for (int i = 0; i < pl->guild_count; i++) {
        const card_info *c = &card_table[pl->guild[i]];
        if (c->kind == CK_GUILD && c->suit >= 0 && (res & RB(c->suit))) n += guild_weight;
    }
    if (rule->captives) {
        n += captives_of(pl);
        /* Campaign: ships held as Captives in a card's data (Happy Hosts,
         * ARCS-F1012: "Capture all damaged ships ..."). */
        if (is_campaign(g)) n += cards_data_captives(g, p);
    }
    if (rule->trophies) n += trophies_of(pl);
    /* Campaign: Imperial ships, Blight and Free buildings taken as Trophies
     * are Trophies too. */
    if (rule->trophies && is_campaign(g))
        n += g->camp.trophy_imperial[p] + g->camp.trophy_blight[p] + g->camp.trophy_free_cities[p] +
             g->camp.trophy_free_starports[p];
    /* Hook point SCORING: resources a player has on cards add to the
     * ambitions like resources in slots (Base rulebook, "Resources": "Some
     * cards say that they hold resources ... they add to ambitions"). */
    n += cards_resources_held(g, p, res);
    /* Campaign: the Imperial Trust's frozen resources "still add to your
     * ambitions" (the First Regent's; "Counting": everything in your play
     * area, tiles included). */
    if (is_campaign(g) && p == g->camp.first_regent)
        for (int r = 0; r < NUM_RES; r++)
            if (res & RB(r)) n += g->camp.trust[r];
    /* Campaign: resources held on p's cards (lib/campaign/fates.h). */
    if (is_campaign(g) && g->camp.n_card_res) n += card_res_held(g, p, res);
    return n;
}

/* Base rulebook, "Two-Player Scoring": the ambition-box resources count as
 * a third player's. */
static int phantom_count(const game_state *g, int ambition) {
    /* (The campaign's boxes 5 and 6 hold no resources.) */
    if (g->num_players != 2 || ambition >= ARCS_AMBITION_COUNT) return 0;
    int n = 0;
    for (int r = 0; r < NUM_RES; r++)
        if (AMBITION_RULES[ambition].phantom & RB(r)) n += g->phantom[r];
    return n;
}

int ambition_box_count(const game_state *g, int ambition) { return phantom_count(g, ambition); }

/* ---- Step 1: score ambitions ---- */

enum { PLACE_NONE, PLACE_FIRST, PLACE_TIED_FIRST, PLACE_SECOND };

/* Places for the counts of the participants (Base rulebook, "Step 1: Score
 * Ambitions": Ties and Qualifying). Nobody with 0 of the counted thing
 * places; on a tie for first all tied get second place and nobody else
 * places; on a tie for second nobody places second. */
static void rank_places(const int *count, int parts, uint8_t *place) {
    int top = 0, ntop = 0;
    for (int i = 0; i < parts; i++) {
        if (count[i] > top) {
            top = count[i];
            ntop = 1;
        } else if (count[i] == top && top > 0) {
            ntop++;
        }
    }
    int second = 0, nsecond = 0;
    if (ntop == 1)
        for (int i = 0; i < parts; i++) {
            if (count[i] == top) continue;
            if (count[i] > second) {
                second = count[i];
                nsecond = 1;
            } else if (count[i] == second && second > 0) {
                nsecond++;
            }
        }
    for (int i = 0; i < parts; i++) {
        place[i] = PLACE_NONE;
        if (count[i] == 0) continue;
        if (count[i] == top) place[i] = ntop == 1 ? PLACE_FIRST : PLACE_TIED_FIRST;
        else if (ntop == 1 && count[i] == second && nsecond == 1) place[i] = PLACE_SECOND;
    }
}

int ambition_place(const game_state *g, int p, int ambition) {
    int n = g->num_players, parts = n == 2 ? n + 1 : n;
    int count[MAX_PLAYERS + 1] = {0};
    uint8_t place[MAX_PLAYERS + 1];
    for (int i = 0; i < parts; i++) count[i] = i < n ? ambition_count(g, i, ambition) : phantom_count(g, ambition);
    rank_places(count, parts, place);
    return place[p] == PLACE_FIRST ? 1 : place[p] == PLACE_NONE ? 0 : 2;
}

int declared_ambition_place(const game_state *g, int p) {
    int best = 0;
    for (int a = 0; a < AMBITION_BOXES_MAX && best != 1; a++) {
        bool declared = false;
        for (int m = 0; m < NUM_MARKERS; m++) declared |= g->marker_box[m] == a;
        int place = declared ? ambition_place(g, p, a) : 0;
        if (place && (!best || place < best)) best = place;
    }
    return best;
}

/* Append to a log line, truncating safely. */
static void appendf(char *buf, size_t cap, size_t *len, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
static void appendf(char *buf, size_t cap, size_t *len, const char *fmt, ...) {
    if (*len >= cap - 1) return;
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(buf + *len, cap - *len, fmt, ap);
    va_end(ap);
    if (k > 0) *len = *len + (size_t)k < cap - 1 ? *len + (size_t)k : cap - 1;
}

static void log_scoring(const game_state *g, int a, int first_val, int second_val, const int *count,
                        const uint8_t *place, const int *gain, int parts) {
    static const char *const PLACE_NAMES[] = {"", "first", "tied for first (second place)", "second"};
    int n = g->num_players;
    char line[400];
    size_t len = 0;
    appendf(line, sizeof line, &len, "Chapter %d: %s scores (first %d, second %d). Counts:", g->chapter,
            ambition_name(a), first_val, second_val);
    for (int i = 0; i < parts; i++) {
        if (i < n) appendf(line, sizeof line, &len, " Player %d %d", i + 1, count[i]);
        else appendf(line, sizeof line, &len, " ambition box %d", count[i]);
        if (i < n && place[i]) appendf(line, sizeof line, &len, " (%s, +%d)", PLACE_NAMES[place[i]], gain[i]);
        else if (place[i]) appendf(line, sizeof line, &len, " (%s)", PLACE_NAMES[place[i]]);
        appendf(line, sizeof line, &len, "%s", i + 1 < parts ? "," : ".");
    }
    glog(g, "%s", line);
}

/* Score one ambition that has markers in its box: first place gains the
 * first-place Power of all its markers, second place their second-place
 * Power. Participants are the players plus, with 2 players, the ambition
 * box resources as a third player (index n), who can take places but gains
 * nothing (Base rulebook, "Two-Player Scoring"). */
static void score_ambition(game_state *g, int a) {
    int n = g->num_players, parts = n == 2 ? n + 1 : n;
    int first_val = 0, second_val = 0;
    for (int m = 0; m < NUM_MARKERS; m++)
        if (g->marker_box[m] == a) {
            first_val += marker_first(g, m);
            second_val += marker_second(g, m);
        }
    /* Hook point SCORE_AMBITION (campaign laws: the Commonwealth Ambition
     * marker in the box makes it score by the law's card). */
    if (other_sources(g) && cards_score_ambition(g, a, first_val, second_val)) return;
    int count[MAX_PLAYERS + 1] = {0}, gain[MAX_PLAYERS + 1];
    uint8_t place[MAX_PLAYERS + 1];
    for (int i = 0; i < parts; i++) count[i] = i < n ? ambition_count(g, i, a) : phantom_count(g, a);
    rank_places(count, parts, place);
    for (int i = 0; i < parts; i++) {
        gain[i] = 0;
        if (i >= n) continue;
        if (other_sources(g) && cards_second_for_first(g, i, a, place[i] == PLACE_FIRST))
            /* Hook point SCORE_PLACE (Just, Violent): "gain no Power for
             * second place, and gain Power for second place if you get
             * first place" (no bonus city Power). */
            gain[i] = place[i] == PLACE_FIRST ? second_val : 0;
        else if (place[i] == PLACE_FIRST)
            /* Bonus City Power: only for an untied first place, once per
             * ambition however many markers it has. */
            gain[i] = first_val + bonus_city_power(&g->pl[i]);
        else if (place[i] == PLACE_TIED_FIRST || place[i] == PLACE_SECOND)
            gain[i] = second_val;
        /* Hook point DECLARE (campaign): no Power from scoring it (Oath of
         * Peace: Warlord; the places stand, so Rivals are still kept from
         * scoring). */
        if (gain[i] && other_sources(g) && (cards_forsworn_ambitions(g, i) >> a & 1u)) gain[i] = 0;
        int power = g->pl[i].power + gain[i];
        g->pl[i].power = (int16_t)(power < POWER_MAX ? power : POWER_MAX);
    }
    if (log_enabled(g)) log_scoring(g, a, first_val, second_val, count, place, gain, parts);
    /* Campaign, "Winning Ambitions": an untied first place wins the
     * ambition, once per box (the event bus; one mode test otherwise). */
    if (is_campaign(g))
        for (int i = 0; i < n; i++)
            if (place[i] == PLACE_FIRST) campaign_event(g, EVT_AMBITION_WON, i, a, gain[i]);
}

/* ---- Step 2: clean up ---- */

/* Return every Trophy (if Warlord was scored) and Captive (if Tyrant was
 * scored) except Trophy cities, which go one at a time (they can push
 * resource decisions). Base rulebook, "Step 2: Clean Up & Flip Ambition":
 * starports and ships return to their players' supplies. */
static void return_pieces(game_state *g, bool warlord, bool tyrant, unsigned kept) {
    int n = g->num_players;
    for (int p = 0; p < n; p++) {
        player_state *pl = &g->pl[p];
        for (int q = 0; q < n; q++) {
            if (warlord) {
                g->pl[q].ships_supply = (uint8_t)(g->pl[q].ships_supply + pl->trophy_ships[q]);
                g->pl[q].starports_supply = (uint8_t)(g->pl[q].starports_supply + pl->trophy_starports[q]);
                pl->trophy_ships[q] = pl->trophy_starports[q] = 0;
                for (; pl->trophy_agents[q]; pl->trophy_agents[q]--) return_agent(g, q);
            }
            if (tyrant && !(kept >> p & 1u))
                for (; pl->captives[q]; pl->captives[q]--) return_agent(g, q);
        }
        if (warlord && is_campaign(g)) {
            /* Imperial ships and Blight go back to their supplies; Free
             * buildings to the (unlimited) Free supply. */
            campaign_state *c = &g->camp;
            c->imperial_supply = (uint8_t)(c->imperial_supply + c->trophy_imperial[p]);
            c->blight_supply = (uint8_t)(c->blight_supply + c->trophy_blight[p]);
            c->trophy_imperial[p] = c->trophy_blight[p] = c->trophy_free_cities[p] = c->trophy_free_starports[p] = 0;
        }
    }
    /* Campaign: ships held as Captives in a card's data return too. */
    if (tyrant && is_campaign(g)) cards_data_captives_return(g, kept);
}

void chapter_return_trophies(game_state *g, bool warlord, bool tyrant) { return_pieces(g, warlord, tyrant, 0); }

/* Return one Trophy city (turn order of holders, then of owners) to the
 * rightmost empty city slot of its owner. False when none is left. */
bool chapter_return_trophy_city(game_state *g) {
    int n = g->num_players;
    for (int i = 0; i < n; i++) {
        int p = (g->initiative + i) % n;
        for (int j = 0; j < n; j++) {
            int q = (g->initiative + j) % n;
            if (!g->pl[p].trophy_cities[q]) continue;
            g->pl[p].trophy_cities[q]--;
            return_city(g, q);
            return true;
        }
    }
    return false;
}

static void return_markers_and_flip(game_state *g) {
    for (int m = 0; m < NUM_MARKERS; m++) g->marker_box[m] = MARKER_AVAILABLE;
    /* Flip the lowest-Power marker not yet flipped. */
    int low = -1;
    for (int m = 0; m < NUM_MARKERS; m++)
        if (!(g->marker_flipped & (1u << m)) &&
            (low < 0 || marker_first(g, m) < marker_first(g, low)))
            low = m;
    if (low >= 0) {
        int first = marker_first(g, low), second = marker_second(g, low);
        g->marker_flipped |= (uint8_t)(1u << low);
        glog(g, "Ambition marker %d/%d flips to %d/%d.", first, second, marker_first(g, low), marker_second(g, low));
    }
}

/* ---- Step 3: end game or advance chapter ---- */

int power_to_win(int players) { return players == 2 ? 33 : players == 3 ? 30 : 27; }

/* True (and the winner set) if the game ends now. */
static bool game_ends(game_state *g) {
    int n = g->num_players;
    int need = power_to_win(n);
    bool over = g->chapter >= 5;
    if (is_campaign(g)) {
        /* The Campaign, "Acts": Acts I and II end after chapter 3, Act III
         * after chapter 4; Power thresholds are ignored. In Act III a
         * completed final objective wins outright at any chapter's end
         * ("Final Objective"). The winner: Determining a Winner
         * (lib/campaign/act_setup.c). */
        if (g->chapter < (g->camp.act == 3 ? 4 : 3) && !campaign_final_objective_winners(g)) return false;
        /* "Intermission": "The Intermission happens at the end of Act I
         * and Act II" (it reports the Act's objective results and ends with
         * "Next Act?": lib/campaign/intermission.c). */
        if (g->camp.act < 3) {
            intermission_begin(g);
            return true;
        }
        campaign_act_end(g);
        campaign_winner(g);
        return true;
    }
    for (int p = 0; p < n; p++)
        if (g->pl[p].power >= need) over = true;
    if (!over) return false;
    /* Most Power wins; on a tie, the tied player earliest in turn order
     * (the initiative holder, then clockwise). */
    int best = g->initiative;
    for (int i = 1; i < n; i++) {
        int p = (g->initiative + i) % n;
        if (g->pl[p].power > g->pl[best].power) best = p;
    }
    g->winner = (uint8_t)best;
    g->game_over = 1;
    glog(g, "The game ends after chapter %d: Player %d wins with %d Power.", g->chapter, best + 1,
         g->pl[best].power);
    return true;
}

/* ---- the chapter-end frame ---- */

unsigned chapter_scored(const game_state *g) {
    const frame *f = top_frame_c(g);
    return f && f->kind == FR_CHAPTER_END ? f->b : 0;
}

enum { CE_SCORE, CE_RETURN_PIECES, CE_RETURN_CITIES, CE_MARKERS, CE_GAME_END };

static void chapter_end_step(game_state *g, arcs_move m) {
    (void)m;
    frame *f = top_frame(g);
    switch (f->a) {
    case CE_SCORE:
        /* Step 1: score each ambition with any markers in its box. */
        glog(g, "Chapter %d ends.", g->chapter);
        /* (Campaign: the boxes 5 and 6 after the base ones, Edenguard and
         * Blightkin, "scored with the others".) */
        for (int a = 0; a < AMBITION_BOXES_MAX; a++)
            for (int k = 0; k < NUM_MARKERS; k++)
                if (g->marker_box[k] == a) {
                    score_ambition(g, a);
                    f->b |= (uint8_t)(1u << a);
                    break;
                }
        /* Campaign, Act III: the grand ambitions are scored at the same
         * time as the declared ones (The Campaign, "Grand Ambitions"). */
        if (is_campaign(g) && g->camp.act == 3) campaign_score_grand_ambitions(g);
        /* Hook point AFTER_SCORING: "After scoring, ..." effects. */
        cards_after_scoring(g);
        /* Campaign: "at the end of a chapter" objectives (event bus). */
        campaign_event(g, EVT_CHAPTER_END, NO_PLAYER, g->chapter, 0);
        f->a = CE_RETURN_PIECES;
        return;
    case CE_RETURN_PIECES:
        /* Step 2: if Warlord was scored, return all Trophies; if Tyrant
         * was scored, return all Captives. */
        /* Hook point CAPTIVES_KEPT (campaign): a card may keep some of
         * its holder's Captives in the scoring (Happy Hosts); it pushes the
         * holder's decision, which resolves before this frame steps again. */
        {
            bool tyrant = f->b & (1u << ARCS_TYRANT);
            unsigned kept = tyrant && is_campaign(g) ? cards_captives_kept(g) : 0;
            /* f stays the chapter-end frame (the stack is an array). */
            return_pieces(g, f->b & (1u << ARCS_WARLORD), tyrant, kept);
            f->a = (f->b & (1u << ARCS_WARLORD)) ? CE_RETURN_CITIES : CE_MARKERS;
        }
        return;
    case CE_RETURN_CITIES:
        /* Cities return to the rightmost empty city slot of their original
         * boards; return_city may push the owner's resource decisions, which
         * resolve before this frame steps again. */
        if (!chapter_return_trophy_city(g)) f->a = CE_MARKERS;
        return;
    case CE_MARKERS:
        /* Return all ambition markers; flip the lowest unflipped one. */
        return_markers_and_flip(g);
        f->a = CE_GAME_END;
        return;
    case CE_GAME_END:
    default:
        pop_frame(g);
        if (game_ends(g)) return;
        /* Step 3: advance the chapter marker; Step 4: draw new hands. */
        g->chapter++;
        glog(g, "Chapter %d begins.", g->chapter);
        chapter_deal(g);
        return;
    }
}

void chapter_end_begin(game_state *g) {
    push_frame(g, FR_CHAPTER_END, g->initiative);
    /* Campaign: the choices made "at the end of a chapter" before its
     * scoring (event bus; the Caretaker's Act III, ARCS-F520B). */
    campaign_event(g, EVT_CHAPTER_ENDING, NO_PLAYER, g->chapter, 0);
}

/* ---- Step 4: draw cards, and the 2-player mulligan ---- */

/* Base rulebook, "Step 4: Draw Cards": discard all action cards not in
 * players' hands face down, then shuffle the pile (rules-structured.yaml). */
static void discard_deck(game_state *g) {
    while (g->action_deck_len) {
        discard_action_card(g, g->action_deck[--g->action_deck_len]);
        g->action_deck[g->action_deck_len] = 0;
    }
    discard_pile_shuffled(g);
}

/* FR_DEAL: a = DEAL_HANDS (every player draws 6, in turn order) or
 * DEAL_MULLIGAN (player b draws a new hand of 6). Each card is one draw, so
 * that in explicit-chance mode each is a chance decision. */
enum { DEAL_HANDS = 0, DEAL_MULLIGAN = 1 };

void chapter_deal(game_state *g) {
    int n = g->num_players;
    /* Campaign: the action cards of a card's own kind among the action
     * cards (card_kind_action_card: the Faithful cards secured from the
     * Court, ARCS-F813) come back too; scrapped cards (ARCS-F803) do not. */
    uint64_t own_kind = 0, scrapped = 0;
    if (is_campaign(g)) {
        uint64_t all = 0;
        for (int p = 0; p < MAX_PLAYERS; p++) {
            all |= g->pl[p].hand;
            if (g->played[p] != NO_CARD) all |= 1ull << g->played[p];
            if (g->seize_card[p] != NO_CARD) all |= 1ull << g->seize_card[p];
        }
        for (int i = 0; i < g->action_deck_len; i++) all |= 1ull << g->action_deck[i];
        for (int i = 0; i < g->action_discard_len; i++) all |= 1ull << g->action_discard[i];
        for (uint64_t a = all; a; a &= a - 1)
            if (card_kind_action_card(__builtin_ctzll(a))) own_kind |= a & -a;
        for (int i = 0; i < 6; i++) scrapped |= (uint64_t)g->camp.action_scrapped[i] << (8 * i);
    }
    /* "Shuffle all of the action cards": 2-6 of each suit, plus the 1s and
     * 7s with 4 players (Base rulebook, "Setup" steps C-D). Every card comes
     * back from wherever it was (hands, play, discard). */
    memset(g->action_deck, 0, sizeof g->action_deck);
    memset(g->action_discard, 0, sizeof g->action_discard);
    g->action_deck_len = g->action_discard_len = 0;
    g->action_discard_unknown = 0;
    g->discard_run = g->discard_run_alt = 0;
    /* The base deck is ids 0..27 in suit order, numbers 1..7 (state.h):
     * the number is known from the id, so the compiler lays the deck out
     * (both loops unrolled) without reading the card table. */
    for (int suit = 0; suit < BASE_ACTION_CARDS / 7; suit++)
        for (int num = 1; num <= 7; num++)
            if ((n == 4 || (num >= 2 && num <= 6)) && !((scrapped >> (suit * 7 + num - 1)) & 1u))
                g->action_deck[g->action_deck_len++] = (uint8_t)(suit * 7 + num - 1);
    for (uint64_t f = own_kind; f; f &= f - 1) g->action_deck[g->action_deck_len++] = (uint8_t)__builtin_ctzll(f);
    /* Campaign: the Event cards shuffled in at Act I Setup E (2 with 2-3
     * players, 3 with 4), and the extra one of an Act II Setup, come back
     * with the others every chapter. */
    for (uint64_t e = is_campaign(g) ? event_cards_in_game(g) : 0; e; e &= e - 1)
        g->action_deck[g->action_deck_len++] = (uint8_t)__builtin_ctzll(e);
    for (int p = 0; p < MAX_PLAYERS; p++) {
        g->pl[p].hand = 0;
        g->played[p] = NO_CARD;
        g->seize_card[p] = NO_CARD;
        g->play_mode[p] = PLAY_NONE;
    }
    g->lead_card = NO_CARD;
    /* All shuffled together; the scrapped cards (campaign) stay out, and
     * who knew one still does. */
    for (int p = 0; p < MAX_PLAYERS; p++) g->card_known[p] &= scrapped;
    if (!chance_explicit(g)) shuffle_u8(g, g->action_deck, g->action_deck_len);
    frame *f = push_frame(g, FR_DEAL, g->initiative);
    f->a = DEAL_HANDS;
}

static void deal_step(game_state *g, arcs_move m) {
    (void)m;
    frame f = *top_frame(g);
    int n = g->num_players;
    /* Each player draws a hand of 6, in turn order. */
    for (int i = 0; i < n; i++) {
        int p = f.a == DEAL_MULLIGAN ? f.b : (g->initiative + i) % n;
        /* Counted once: each draw adds one card (a deck card is in no hand). */
        for (int held = __builtin_popcountll(g->pl[p].hand); held < HAND_SIZE && g->action_deck_len; held++)
            if (!draw_action_card(g, p)) return; /* chance decides this card first */
        if (f.a == DEAL_MULLIGAN) break;
    }
    pop_frame(g);
    if (f.a == DEAL_HANDS && n == 2) {
        /* Two-Player Mulligans: after drawing, the player without
         * initiative may discard their hand to draw 6 new cards. The new
         * cards come from the undealt remainder, which is only discarded
         * afterwards: setup draws hands (step P, with the mulligan) before
         * the remainder is discarded (step Q), and "new" cards cannot be the
         * ones just discarded. The round starts once this is decided. */
        push_frame(g, FR_MULLIGAN, (g->initiative + 1) % 2);
        return;
    }
    discard_deck(g);
    round_begin(g);
}

const frame_ops deal_frame_ops = {"deal", NULL, deal_step};

static void mulligan_enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    add_move(out, ARCS_MOVE_MULLIGAN, f->player, 0, 0, 0, 0);
    add_move(out, ARCS_MOVE_KEEP_HAND, f->player, 0, 0, 0, 0);
}

static void mulligan_apply(game_state *g, arcs_move m) {
    int p = top_frame(g)->player;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_MULLIGAN) {
        /* Discard the 6 and draw 6 new ones; they must keep the new hand.
         * Campaign, "Two-Player Mulligans": Event cards stay in the hand
         * and only as many cards as were discarded are drawn (the deal
         * draws up to 6). */
        uint64_t events = g->pl[p].hand & EVENT_CARDS_MASK;
        g->pl[p].hand &= ~events;
        int n = __builtin_popcountll(g->pl[p].hand);
        discard_hand(g, p);
        g->pl[p].hand = events;
        glog(g, "Player %d takes a mulligan: discards %d cards and draws %d new ones.", p + 1, n, n);
        frame *f = push_frame(g, FR_DEAL, p);
        f->a = DEAL_MULLIGAN;
        f->b = (uint8_t)p;
        return;
    }
    glog(g, "Player %d keeps their hand.", p + 1);
    discard_deck(g);
    round_begin(g);
}

const frame_ops chapter_end_frame_ops = {"chapter_end", NULL, chapter_end_step};
const frame_ops mulligan_frame_ops = {"mulligan", mulligan_enumerate, mulligan_apply};
