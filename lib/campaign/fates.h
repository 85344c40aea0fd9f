/*
 * The Fates: objectives, Fate cards in play, resources held on cards,
 * protected Guild cards, tokens' defaults and attached cards (Campaign
 * rulebook, "The Campaign: Objective"; "Campaign Rules & Terms": Protected
 * Guild Cards, Attaching Cards, Tokens; rules-structured.yaml wording).
 * How a Fate is written: docs/architecture.md ("Where does a card go?",
 * "Adding a card").
 *
 * A Fate (ARCS-FATE01..08 "A") has a Fate set: its objective card (Setup
 * side F101A, Objective side F101B) and its cards. The registry
 * (fate_info) gives, per Fate, the two sides and the marker's starting
 * space (components.md §9.5); each side's effect is a card_def in
 * lib/cards/campaign/fates/<fate>/ registered in lib/cards/hooks.c:
 *   - the Setup side's `fate_setup` sets the player up (Set Up Players C);
 *   - the Objective side lies in the player's play area and hears the
 *     event bus (`on_event`, rules/rules.h camp_event), calling
 *     objective_advance.
 */
#ifndef ARCS_CAMPAIGN_FATES_H
#define ARCS_CAMPAIGN_FATES_H

#include "campaign/campaign.h"
#include "data/card_ids.h"

/* ---- the registry ---- */
/* A Fate's letter (The Campaign, "Fates": "A" Fates are chosen at Act I
 * Setup, "B" after Act I, "C" after Act II; the winner's tiebreak prefers A
 * over B over C: "Determining a Winner", Tiebreakers). */
enum { FATE_A = 0, FATE_B = 1, FATE_C = 2, FATE_LETTERS = 3 };
#define ACTS 3 /* The Campaign, "Acts": Acts I, II and III */
/* One Act of a Fate: its objective card (Setup side, Objective side), its
 * Resolution card and the objective marker's starting space, 2 / 3 / 4
 * players (§9.5). 0 for a card: the Fate is not played in that Act (a B
 * Fate in Act I); start {0}: no objective marker (Act III's A and B Fates:
 * grand ambitions). */
typedef struct fate_act_info {
    uint16_t setup_side;    /* the objective card's Setup side (CARD_F101A) */
    uint16_t objective;     /* its Objective side (CARD_F101B) */
    uint16_t resolution;    /* the Act's Resolution card (CARD_F104), read by the
                               Intermission's step A; 0 in Act III */
    uint8_t start[3];       /* the marker's starting space, 2 / 3 / 4 players */
} fate_act_info;
typedef struct fate_info {
    uint16_t fate;          /* CARD_FATE01.. */
    uint8_t letter;         /* FATE_A, FATE_B, FATE_C */
    fate_act_info act[ACTS]; /* Act I, II, III */
} fate_info;
/* The rows, one per Fate (lib/cards/campaign/fates/fate_table.c). */
extern const fate_info fate_table[];
extern const int fate_table_len;
/* The Fate of a Fate card (CARD_FATE01..), or NULL. */
const fate_info *fate_info_of(int fate);
/* Does a Fate play Act `act` (1..3): its Setup side for the Act has a
 * registered effect (lib/cards/hooks.c)? Acts whose content is not written
 * yet are not played: the campaign stops at the Act boundary before them
 * (campaign_next_act). */
bool fate_plays_act(int fate, int act);
/* Is a Fate's Act I playable? */
static inline bool fate_implemented(int fate) { return fate_plays_act(fate, 1); }
/* A Fate card's letter: FATE_A, FATE_B or FATE_C; -1 for another card. */
int fate_letter(int fate);

/* ---- Act I Setup, Set Up Players C-D (setup.c calls it); Act II & III
 * Setup F-G (act_setup.c) ----
 * The next player (turn order) whose Fate is not set up for the current
 * Act (camp.act): place the Act's Objective side in their play area, the
 * marker on its starting space (none in Act III without one: G, "only
 * players with a C Fate"), and run the Setup side's fate_setup (which may
 * push decisions). False when every player is set up. */
bool fate_setup_next(game_state *g);

/* ---- objectives ---- */
/* Advance p's objective marker n spaces toward 0 ("advance": counting
 * down; it stops at 0, the objective complete). card: the card that says
 * so (log). Nothing without a marker or for n <= 0. */
void objective_advance(game_state *g, int p, int n, int card);
/* Move p's objective marker n spaces away from 0 ("increases their
 * objective marker": the Conspirator's Scoring Conspiracies, ARCS-F2304),
 * from 0 too (a completed objective is then no longer complete), at most
 * to space 40 (the invariants' bound). card: the card that says so (log).
 * Nothing without a marker or for n <= 0. */
void objective_set_back(game_state *g, int p, int n, int card);
/* p's marker space (0 complete), or -1 without a marker. */
static inline int objective_space(const game_state *g, int p) {
    return g->camp.objective[p] == OBJECTIVE_NONE ? -1 : g->camp.objective[p];
}
static inline bool objective_complete(const game_state *g, int p) { return g->camp.objective[p] == 0; }

/* ---- Fate cards entering the game ----
 * p gains a card of their Fate set ("Gain X"): a Guild card to p's Guild
 * cards, any other (lore, ability, title, objective) to p's play area;
 * counted in camp.fate_cards_added (Court-card conservation). */
void fate_gain_card(game_state *g, int p, int card);
/* A Fate card enters the Court deck / the Court row some other way
 * (added by a Fate): count it. */
static inline void fate_card_added(game_state *g) { g->camp.fate_cards_added++; }

/* ---- Fate sets, the Court deck and scrapping (Intermission A, Resolution
 * cards; Campaign rulebook, "Intermission", "Campaign Rules & Terms") ---- */
/* The Fate card (CARD_FATE01..24) whose set a card belongs to (ARCS-F104:
 * the Steward's, FATE01), or -1 for a card of no Fate set. */
int fate_set_of(int card);
/* The span of card-table indexes holding every card of a Fate's set
 * (first..end-1; a card inside is of the set only if fate_set_of says so);
 * 0 0 for a card that is not a Fate. */
void fate_set_span(int fate, int *first, int *end);
/* Has card been scrapped ("removed from the game")? */
static inline bool card_scrapped(const game_state *g, int card) {
    return card >= 0 && card < SCRAPPED_BYTES * 8 && ((g->camp.scrapped[card >> 3] >> (card & 7)) & 1u);
}
/* Mark card scrapped (nothing else: fate_scrap takes it out of play). */
static inline void card_scrap(game_state *g, int card) {
    if (card >= 0 && card < SCRAPPED_BYTES * 8) g->camp.scrapped[card >> 3] |= (uint8_t)(1u << (card & 7));
}
/* Scrap a card of a Fate set: out of wherever it is in the game (Guild
 * cards, play areas, the Court deck, discard pile or row, the rules
 * booklet; no longer counted in camp.fate_cards_added) or, not in play,
 * only marked (it never enters). Logs it. */
void fate_scrap(game_state *g, int card);
/* Put a card whose identity everyone knows into the Court deck, at the
 * bottom among the known cards (court_deck_known: determinize leaves it;
 * the next Act's setup shuffles the deck: "Act II & III Setup" B). */
void court_deck_put_known(game_state *g, int card);
/* "Add X to the Court deck": a card of a Fate set from the box comes into
 * the game (counted in camp.fate_cards_added); a card in play (held, a
 * play area, the Court discard pile or row: Dealmakers, Guild Overseers,
 * Mining Interest) moves there. A scrapped card stays out. */
void fate_add_to_court_deck(game_state *g, int card);
/* The same for the cards first..last (a Resolution card's "05-07"). */
static inline void fate_add_cards(game_state *g, int first, int last) {
    for (int c = first; c <= last; c++) fate_add_to_court_deck(g, c);
}
static inline void fate_scrap_cards(game_state *g, int first, int last) {
    for (int c = first; c <= last; c++) fate_scrap(g, c);
}
/* Is a card of the game anywhere in play (held, a play area, the Court,
 * the rules booklet, or where its cards' defs say: in_play_elsewhere)? */
bool fate_card_in_play(const game_state *g, int card);
/* The cards fate_card_in_play finds in the places it reads but
 * in_play_elsewhere (bit c % 64 of w[c / 64]), each place read once: for
 * asking it of many cards (a Fate's set). */
typedef struct fate_card_set {
    uint64_t w[(CARD_TABLE_LEN + 63) / 64];
} fate_card_set;
void fate_cards_in_places(const game_state *g, fate_card_set *set);
static inline bool fate_card_set_has(const fate_card_set *set, int card) {
    return card >= 0 && card < CARD_TABLE_LEN && (set->w[card / 64] >> (card % 64) & 1u);
}

/* ---- resources held on cards ----
 * Tokens from the general supply lie on a card (Merchant League, Golem
 * Hearth...). They are the holder's for counting ("Counting": everything
 * in your play area; they add to ambitions: chapter.c asks
 * card_res_held) but are not in resource slots, so they are not spent,
 * stolen or lost to Outrage unless the card says so. */
/* Move n tokens of type r from the supply onto card (as many as the
 * supply has); returns how many moved. A full table is an engine error. */
int card_res_add(game_state *g, int card, int r, int n);
/* Take n tokens of type r off card back to the supply; returns how many. */
int card_res_remove(game_state *g, int card, int r, int n);
/* Tokens of type r on card (r < 0: all types). */
int card_res_count(const game_state *g, int card, int r);
/* card_res_held (rules/rules.h): tokens of the types in `types` on cards
 * p holds (Guild cards and play area): what they add to p's ambitions. */

/* ---- protected Guild cards ----
 * An "X" in place of the raid cost (keys 0 on a campaign Guild card in
 * cards.csv): never removed from the holder's play area unless the holder
 * Provokes Outrage of its suit or a rule names the card. Raids, steals and
 * card effects that take or discard a Guild card must skip it
 * (cards_may_steal does for every steal). card_protected: cards/hooks.h. */

/* ---- tokens ("Campaign Rules & Terms", Tokens) ----
 * By default tokens added by Fates cannot be harmed and are not Loyal;
 * the `token` part of the card's def says otherwise
 * (token_can_be_harmed, token_is_loyal). i: index in g->camp.tokens. */
bool token_harmable(const game_state *g, int i);
bool token_loyal(const game_state *g, int i, int p);
/* A token that is p's Loyal piece lies in sys ("Not Loyal": they "fulfill
 * the need for Loyal pieces", the Presence Law...): core has_loyal_piece
 * asks it (registered in lib/api/registry.c as loyal_token_at). */
bool loyal_token_in(const game_state *g, int p, int sys);

/* ---- attaching cards (lib/campaign/attach.c) ----
 * "Attach" a card above a Court card: one each ("One Each"; faq.csv
 * Guilds Decry Terror: a forced attach onto a card that has one keeps
 * both). Securing the card below secures the attached ones
 * (court_secure_attached, from court_take_card); a card leaving the
 * Court otherwise lets its first attached card slide down onto its place
 * with the agents (court_slide_attached); an attached card removed
 * leaves the card below alone (attach_remove). */
/* Row places (bit per place) holding a card with nothing attached. */
unsigned attach_free_places(const game_state *g);
/* The row places a player may attach a card to (bit per place): those with
 * nothing attached ("One Each"), else any with room ("Forced Attach");
 * never the Imperial Council. */
unsigned attach_places_for_player(const game_state *g);
/* Attach `card` (which the caller took from where it was) to the card in
 * row place pos. forced: attach even where one is attached already
 * ("Forced Attach": the caller picked the place that ignores the fewest
 * requirements). False (nothing changed) when it cannot. */
bool attach_card(game_state *g, int card, int pos, bool forced);
/* The first card attached to row place pos, NO_COURT_CARD if none. */
static inline int attached_card(const game_state *g, int pos) { return g->camp.attached[pos][0]; }
/* Take an attached card off (wherever it lies); false if it is not
 * attached. The card below stays. */
bool attach_remove(game_state *g, int card);
/* Attached cards in play (invariants, conservation). */
int attached_count(const game_state *g);

/* ---- First Regent's Privilege (the Admiral's Act III) ----
 * "The First Regent controls all Empire-controlled systems for the purpose
 * of ambitions, objectives, and events" (The Empire, "Control & Command"),
 * unless a law denies them the Imperial Fleet (Martial Law: "you don't
 * control Empire-controlled systems for ambitions, objectives, and
 * events"). Does p control sys for those purposes? */
static inline bool privilege_controls(const game_state *g, int p, int sys) {
    int c = controller(g, sys);
    return c == p || (c == OWNER_EMPIRE && g->camp.first_regent == p && !fleet_command_denied(g, p));
}

#endif
