/*
 * The rules' internal interface: what each rule file offers the others and
 * the card effects (lib/cards), and the card hook points the rules ask.
 * Built on the core (core/engine.h); nothing in lib/core includes this.
 */
#ifndef ARCS_RULES_RULES_H
#define ARCS_RULES_RULES_H

#include "core/engine.h"

/* ---- resources (lib/rules/resources.c) ---- */
/* Gain 1 resource of type r from the supply (nothing if empty). Pushes the
 * placement decision when it matters (Base rulebook, "Resources"). */
void gain_resource(game_state *g, int p, int r);
/* Player p takes or is given a token of type r that the caller already
 * removed from where it was (a Rival's slot when raiding or stealing): it is
 * placed like a gained one (may push the placement decision). */
void receive_resource(game_state *g, int p, int r);
/* After slots were covered, make the player's resources fit (pushes decisions). */
void fit_resources(game_state *g, int p);
/* Several things done at once (a Summit deal): receive_resource_later
 * pushes the placement of a token received without settling it; then
 * fit_resources_at_once settles the slots covered on the boards `players`
 * (bit per player, seat order from `first`), above those placements, and
 * settles every placement with a single choice. */
void receive_resource_later(game_state *g, int p, int r);
void fit_resources_at_once(game_state *g, unsigned players, int first);
/* p may rearrange their resources (Campaign rulebook, Act II & III Setup F):
 * the resource in p's lowest slot holding one becomes a pending placement,
 * which p places with swaps like a gained one (any arrangement is
 * reachable; placing it back in its slot keeps them as they were).
 * Card-owned tokens keep their slots. False when p holds no resource. */
bool rearrange_resources(game_state *g, int p);
/* Return every resource of type r held by p to the supply. */
void discard_resources_of_type(game_state *g, int p, int r);
/* The slots of p holding a resource of type r that p may spend (bit per
 * slot: the board's open slots, a card's slot: cards_res_slot). */
unsigned resource_slots_of_type(const game_state *g, int p, int r);

/* ---- Court (lib/rules/court.c) ---- */
/* Draw the top Court card into row place pos (empty place if the deck is out). */
void court_refill(game_state *g, int pos);
/* Player p takes the card at row place pos: agents handled by the caller;
 * Guild cards go to p, Vox cards resolve their When Secured (card hooks)
 * or go to the Court discard pile; then the place refills. */
void court_take_card(game_state *g, int p, int pos);
/* court_take_card for a card whose When Secured moves the securer's Loyal
 * agents that were on it (cards_secured_agents_move): `agents` of them
 * wait in p's supply for the effect (Secure step 1 did not return them). */
void court_take_card_agents(game_state *g, int p, int pos, int agents);
/* Place a Court card in the face-up Court discard pile (its top is the last
 * element). */
void court_discard(game_state *g, int card);
/* Take a card out of the Court discard pile; false if it is not there. */
bool court_discard_remove(game_state *g, int card);
/* Bury: "Place on the bottom of the Court deck" (Glossary); the bottom is
 * element 0 of the Court deck (court_deck_pile). */
void court_bury(game_state *g, int card);
/* Put a card into the Court deck and shuffle the deck. */
void court_shuffle_into_deck(game_state *g, int card);
/* Bury `card` if it lies in the Court discard pile (a Vox card secured
 * that says "Bury this card."). */
void court_bury_discarded(game_state *g, int card);
/* A card leaves Court row place pos and is buried; the agents on it return
 * to their owners, then the place refills ("Removing Cards": campaign
 * Crises). The caller moves agents elsewhere first if a card says so. */
void court_bury_from_row(game_state *g, int pos);
/* The same, the card going to the Court discard pile (a Crisis's
 * "discard this card"). */
void court_discard_from_row(game_state *g, int pos);

/* ---- a Tax inside a new action (lib/rules/actions.c) ---- */
/* "Tax a Loyal city" (Living Structures): a standard Tax restricted to
 * Loyal cities, so tax modifiers apply (Base rulebook, "Modifiers"). */
bool loyal_tax_possible(const game_state *g, int p);
void loyal_tax_begin(game_state *g, int p);

/* ---- buildings outside the printed slots (lib/rules/actions.c) ----
 * Leaders & Lore (Gate Ports, Gate Stations, Cloud Cities): places
 * SLOTS_PER_SYSTEM.. of a system. outside_place: a free one, or -1.
 * building_outside_slots: is a starport (or a city) there already (the
 * cards' "max 1 per gate / planet", whoever built it: faq.csv).
 * may_build_outside: could p build one there with the Build action (a
 * piece in the supply or on the board, a free place, a Loyal piece in the
 * system). build_outside_slots: build it (damaged where another player has
 * control, as any build). */
int outside_place(const game_state *g, int sys);
bool building_outside_slots(const game_state *g, int sys, bool starport);
bool may_build_outside(const game_state *g, int p, int sys, bool starport);
void build_outside_slots(game_state *g, int p, int sys, bool starport);

/* ---- a Move that must leave a Battle possible (lib/rules/actions.c) ----
 * Tactical's move before battling (faq.csv, Warrior: "You must perform a
 * legal Battle action after moving"): each step offers only choices that
 * some completion leaves with a Battle possible. Possible: some such Move
 * exists. */
bool move_keep_battle_possible(const game_state *g, int p);
/* Can a Move from `from` leave a Battle possible? */
bool move_keep_battle_from(const game_state *g, int p, int from);
void move_keep_battle_begin(game_state *g, int p);
/* Charismatic's influence before securing (faq.csv, Feastbringer Q2): is
 * there an Influence after which a Secure is legal? The Influence frame
 * offers only those when the frame below waits to secure
 * (cards_action_next). */
bool influence_keep_secure_possible(const game_state *g, int p);
/* The Move in progress (g->ll.move_flags, Leaders & Lore): MOVE_KEEP_BATTLE
 * as above; MOVE_BONUS a bonus move of the fresh ships that moved
 * (Sprinter Drives: at most g->ll.moved_fresh[from] fresh ships, no damaged
 * ones); MOVE_ONWARD a bonus move's later Catapult steps. move_bonus_begin:
 * p moves some of the ships that moved to `from` one more time (the
 * destination is the next decision). */
enum { MOVE_KEEP_BATTLE = 1, MOVE_BONUS = 2, MOVE_ONWARD = 4, MOVE_CATAPULT = 8 };
/* Campaign, Flagships: hook point MOVED's flags also carry MOVE_FLAGSHIP
 * when the mover's Flagship moved from `from` to `to` (never stored in
 * move_flags); g->ll.moved_fresh[s] counts fresh ships (MOVED_COUNT) and
 * has MOVED_FLAGSHIP when the Flagship moved and ended in s (a fresh Loyal
 * ship: yaml Cards & Flagships, "Ship Improvements."). */
enum { MOVE_FLAGSHIP = 16 };
/* ... and MOVE_ALONG when the Flagship moved along with ships (one move:
 * the Gate Wraith's Twisted Passage rerolls the event die once). */
enum { MOVE_ALONG = 32 };
#define MOVED_COUNT 0x7Fu
#define MOVED_FLAGSHIP 0x80u
/* A Catapult move from `from` whether or not p has a starport there (the
 * Seeker Golem, ARCS-F506): the destination is the next decision. */
void move_catapult_begin(game_state *g, int p, int from);
/* Slipstream Drive (campaign, Flagships): a Catapult from the Flagship's
 * system of the Flagship alone or of other ships. */
void move_slipstream_begin(game_state *g, int p, int from);
/* p's turn ends now (Stone-Speakers, ARCS-F504): the turn frame on top
 * goes, the Prelude closes, no pips are left. */
void turn_end_now(game_state *g, int p);
/* lib/campaign/events.c: roll the event die; on a Crisis face resolve the
 * Crises (Edicts are not resolved: Stone-Speakers, ARCS-F504). */
void events_roll_for_crises(game_state *g, int p);
/* Card-owned pieces (lib/cards/hooks.c; card_def "rule moments of cards
 * that bring their own pieces"). Hook point SLOT_TOKEN: the attacker's raid
 * moves for the defender's card-owned tokens (RES_CARD_TOKEN in a resource
 * slot, or elsewhere: b >= RES_SLOTS_MAX) whose raid cost the keys pay (out
 * NULL: count them); cards_raid_token takes one for the attacker and
 * returns the keys spent; a returning city covers p's slot `slot`, which
 * holds a card-owned token: true when the covered tokens after it must
 * wait (fit_resources resumes after its card placed it). Hook point
 * ACTION_KIND (action cards of a card's own kind, card_kind_action_card):
 * p secured action card `card` from the Court (true: its card took it). */
int cards_raid_token_moves(const game_state *g, int attacker, int defender, int keys, move_list *out);
int cards_raid_token(game_state *g, int attacker, int defender, int b);
/* The move text of the defender's card-owned raid place b (false: no card
 * names it; SLOT_TOKEN raid_token_label). */
bool cards_raid_token_label(const game_state *g, int defender, int b, char *buf, size_t cap);
bool cards_slot_token_covered(game_state *g, int p, int slot);
bool cards_action_card_secured(game_state *g, int p, int card);
/* An action card (a valid id) of a kind other than base and Event: a card
 * brought it into play and its rules are that card's (hook point
 * ACTION_KIND). */
static inline bool card_kind_action_card(int card) { return action_cards[card].kind > ACTION_KIND_EVENT; }
void move_bonus_begin(game_state *g, int p, int from, bool keep_battle);

/* ---- pieces (lib/rules/resources.c) ---- */
/* A city returns to the rightmost empty city slot of its owner; resources on
 * slots it covers are rearranged or discarded (pushes decisions). */
void return_city(game_state *g, int owner);

/* ---- campaign rulebook systems the rules call (lib/campaign/events.c) ---- */
/* End of a round, after the initiative check: push the resolution of the
 * Imperial Council secured this round, or else of the Event cards played
 * (Campaign rulebook, "Resolving the Event", "Securing the Council");
 * false if there is nothing to resolve. */
bool events_round_end(game_state *g);
/* p secured the Imperial Council (In Session) from Court row place pos,
 * agents already handled: it flips to Decided and is tucked until the
 * round ends; its place is not refilled. */
void council_secured(game_state *g, int p, int pos);
/* Court place pos holds the Imperial Council on its Decided side, which
 * nobody may influence or secure ("Decided"). */
bool court_place_closed(const game_state *g, int pos);

/* ---- the campaign event bus (lib/campaign/fates.c; Fates' objectives)
 * Rules code reports what happened; the sources with an on_event part
 * (lib/cards/hooks.h) hear it. Only campaign games emit: every emitting
 * site sits behind one mode test (campaign_event), so a base or Leaders &
 * Lore game pays that test and nothing else. New kinds: append here, emit
 * where the rule happens, document the fields. ---- */
typedef enum camp_event_kind {
    EVT_NONE = 0,
    /* p won ambition a: untied first place at a chapter's scoring, each
     * box once however many markers it holds ("Winning Ambitions"); n = the
     * Power p gained from it, bonus city Power included (0 with Just /
     * Violent-style SCORE_PLACE cards: still a win). */
    EVT_AMBITION_WON,
    /* The chapter's ambitions were scored (after AFTER_SCORING, before
     * Trophies and Captives return); player NO_PLAYER, a = the chapter. */
    EVT_CHAPTER_END,
    /* p became an Outlaw (Leave the Empire, a Demand shortfall, Parade
     * Fleets...). */
    EVT_BECAME_OUTLAW,
    /* p declared ambition a (after the marker is placed). */
    EVT_AMBITION_DECLARED,
    /* ---- Magnate, Advocate, Partisan, Admiral (Act I objectives) ---- */
    /* p got the initiative marker from someone else (seized it, Surpassed
     * highest: a = INITIATIVE_BY_SURPASS, at the round's end, where a
     * source may push a decision; had it passed on). */
    EVT_INITIATIVE_GAINED,
    /* p used the Prelude action of Guild card n, which discarded itself
     * (lib/cards/hooks.c cards_prelude_apply). */
    EVT_GUILD_SELF_DISCARD,
    /* p took the new action (card step a) of card n. */
    EVT_NEW_ACTION,
    /* n Imperial ships were placed on the map in system a (p: who placed
     * them: Requisition Ships, Use Imperial Foundries). */
    EVT_IMPERIAL_PLACED,
    /* A battle's attacking ships are known: p attacks, n Imperial ships
     * among the attacking ships. */
    EVT_BATTLE_STARTED,
    /* p took n Trophies (a: TROPHY_EV_*) by destroying pieces in a battle
     * (g->battle) or Ransacking the Court after destroying a city; also
     * outside battles (g->battle not active): a card's effect, the Imperial
     * Demand, a Summit deal (after the deal's items). */
    EVT_TROPHY_TAKEN,
    /* p called a Summit (lib/campaign/summit.c summit_begin). */
    EVT_SUMMIT_CALLED,
    /* In the Negotiations, an accepted deal's item by which player a gives
     * player p a resource (b: its type) or a Favor (b: SUMMIT_GIFT_FAVOR +
     * the agent's owner); emitted before the item is taken, in deal
     * order. */
    EVT_SUMMIT_GIFT,
    /* p spent card-owned token a in their Prelude, whether or not they take
     * its action (campaign: a Golem, GOLEM_*, ARCS-F506; Caretaker Act I
     * Objective, ARCS-F501B). */
    EVT_SLOT_TOKEN_SPENT,
    /* p chose a new Fate at Intermission F ("Switching Fates"), after the
     * rest of the old set was scrapped (Partisan Seizing, ARCS-F603). */
    EVT_FATE_SWITCHED,
    /* p secures (or Ransacks) the card n from Court row place a
     * (court_take_card; not the Imperial Council), emitted before it and
     * its attached cards leave the row (Caretaker Act II Objective,
     * ARCS-F512B; Librarians, ARCS-F513). */
    EVT_CARD_SECURED,
    /* p captured n agents of player a (Tax, Secure, Abduct, Gate Ports;
     * not a Captive changing hands: Summit deals, Imperial Demand). */
    EVT_AGENTS_CAPTURED,
    /* The Act II or III Setup reaches F (a = the Act), before the Fates'
     * Setup sides (lib/campaign/act_setup.c): the laws' own setup steps;
     * player NO_PLAYER. */
    EVT_ACT_SETUP,
    /* In the Negotiations, an accepted deal's item by which player a gives
     * player p the card n by the Negotiation action b (a law's, hook point
     * NEGOTIATION: Transfer Lore, Transfer Guild Support); emitted before
     * the item is taken, in deal order (Caretaker Act II Objective,
     * ARCS-F512B). */
    EVT_SUMMIT_CARD_GIVEN,
    /* Intermission D (Repair & Destroy Pieces), after the map's damaged
     * pieces and the buildings of systems with Blight and no ships were
     * destroyed: a card's own building-like pieces on the map go the same
     * way (Banners, ARCS-F1003); player NO_PLAYER. */
    EVT_INTERMISSION_DESTROY,
    /* p spent a Psionic token from a slot in their Prelude (for its action
     * or a new action; the Pacifist's Act II Objective, ARCS-F1401B; only
     * Psionic: no dispatch for the other types' spends). */
    EVT_PSIONIC_SPENT,
    /* ---- the Planet Breaker's Act II ---- */
    /* p Provoked Outrage of type a (provoke_outrage, after its steps; also
     * when p already had that Outrage) (Sycophants, ARCS-F1102). */
    EVT_OUTRAGE_PROVOKED,
    /* ---- the Warden's Act II ---- */
    /* A city of a (a player, OWNER_FREE) in system n left the map, emitted
     * as its place is emptied or refilled: destroyed (battle, Fire Rifles,
     * Intermission D, a card's harm; p the destroyer, NO_PLAYER for none),
     * replaced or returned by a card (p NO_PLAYER) (Seats & Fiefs,
     * ARCS-F1609: "If a city with a Seat is destroyed, return its Seat"). */
    EVT_CITY_REMOVED,
    /* Outside a battle, p's own effect harms pieces of a (a player,
     * OWNER_FREE, OWNER_EMPIRE) in system n: Fire Rifles' defender, a
     * card's hits, damage or destruction (harm_event; "Harm", Campaign
     * rulebook Extended Glossary; a Crisis is no player's harm; Feudal Law,
     * ARCS-F1610). A battle's harm is EVT_BATTLE_STARTED. */
    EVT_HARM,
    /* ---- the Caretaker's Act III ---- */
    /* The chapter ends: FR_CHAPTER_END is pushed and has not scored yet
     * (rules/chapter.c chapter_end_begin); frames pushed now resolve
     * before Step 1's scoring: "At the end of a chapter, you choose to ..."
     * grand ambitions (Caretaker Act III Objective, ARCS-F520B); player
     * NO_PLAYER, a = the chapter. */
    EVT_CHAPTER_ENDING,
    /* ---- the Blight Speaker's Act III ---- */
    /* A Blight Crisis destroyed n pieces of a (a player's Loyal ships,
     * OWNER_EMPIRE: Imperial ships), now in their supply (lib/campaign/
     * events.c blight_crisis_in; Blight Hunger, ARCS-F1313), b
     * CRISIS_DEAD_SHIPS; or (b CRISIS_DEAD_CITY, CRISIS_DEAD_STARPORT) a
     * piece of player a's Flagship board, reported before it returns to
     * the supply: a card may take it (its data's buildings_out counts it
     * then; lib/campaign/flagship_events.c). Player NO_PLAYER. */
    EVT_BLIGHT_CRISIS_DESTROYED,
    /* ---- the Pacifist's Act III ---- */
    /* A battle's hits are dealt (its defending buildings' hits assigned),
     * before raiding: p the attacker, a the defender, n the system
     * (lib/rules/battle.c; not Fire Rifles, whose harm is EVT_HARM).
     * Empathy for All, ARCS-F1409: "resolve this at the end of dealing
     * hits and before raiding". */
    EVT_HITS_DEALT,
    /* ---- the Warden's Act III (Feudal Courts, ARCS-F1618) ---- */
    /* p influenced Court place a by the Influence action (the agent placed;
     * n = the agents that were on the card before it). */
    EVT_INFLUENCED,
    /* p secures (or Ransacks) Court place a, before its agents are taken
     * (secure_apply, ransack_card; not the Imperial Council: n = 1 there). */
    EVT_SECURING,
    /* ---- the Survivalist's Act III (Protect Against the Blight, ARCS-F1801B) ---- */
    /* A Blight Crisis happens at system n, where a token lies (a Fate's
     * piece: the Bunkers): its Blight deals hits there (lib/campaign/
     * events.c blight_crisis_in, not one a law spares); player NO_PLAYER. */
    EVT_BLIGHT_CRISIS,
    /* ---- the Gate Wraith's Act III (The Dead Live, ARCS-F2204) ---- */
    /* n ships of owner a (a player, or OWNER_EMPIRE: Imperial ships) were
     * destroyed and returned to their supply, by no player taking them as
     * Trophies (a battle's hits from the Free States, the Blight or the
     * Empire: lib/rules/battle.c; a Court card's Crisis: crisis_hit_loyal_
     * ships; a card's "destroy": ships_destroyed_event); reported once
     * they are there (a card may take them from there); player NO_PLAYER.
     * A Blight Crisis's are EVT_BLIGHT_CRISIS_DESTROYED. */
    EVT_SHIPS_DESTROYED,
    /* ---- the Naturalist's Act III (Blight Society, ARCS-F2102) ---- */
    /* p damaged (a = 0) or destroyed (a = 1) n Blight: by the hits of p's
     * battle (p the attacker; Fire Rifles too: lib/rules/battle.c) or by
     * p's card effect (blight_harmed_event). */
    EVT_BLIGHT_HARMED,
    /* The Crises' Blight Crises are about to resolve (lib/campaign/
     * events.c, EV_BLIGHT): a source may push a decision, resolved before
     * them (then cards_blight_crises_spared); player NO_PLAYER. */
    EVT_BLIGHT_CRISES_BEGIN,
    EVT_KIND_COUNT
} camp_event_kind;
/* EVT_BLIGHT_CRISIS_DESTROYED b: what was destroyed. */
enum { CRISIS_DEAD_SHIPS = 0, CRISIS_DEAD_CITY, CRISIS_DEAD_STARPORT };
/* EVT_TROPHY_TAKEN a: what was taken. */
enum { TROPHY_EV_SHIP = 0, TROPHY_EV_CITY, TROPHY_EV_STARPORT, TROPHY_EV_AGENT, TROPHY_EV_IMPERIAL, TROPHY_EV_BLIGHT,
       TROPHY_EV_CARD_PIECE, /* a card's own piece harmed like a building (BUILDING_PIECE) */
       TROPHY_EV_GIVEN /* Trophies of any kinds given in a Summit deal */ };
/* EVT_INITIATIVE_GAINED a (the Partisan's Act III, Sower of Division). */
enum { INITIATIVE_BY_SURPASS = 1 };
/* EVT_SUMMIT_GIFT b: a Favor of owner o is SUMMIT_GIFT_FAVOR + o. */
enum { SUMMIT_GIFT_FAVOR = NUM_RES };
typedef struct camp_event {
    uint8_t kind;   /* camp_event_kind */
    uint8_t player; /* who it happened to, NO_PLAYER for everyone */
    uint8_t a, b;   /* per kind */
    int n;          /* per kind */
} camp_event;
/* Dispatch (lib/cards/hooks.c): every player's on_event sources, in turn
 * order from the initiative holder. */
void cards_event(game_state *g, const camp_event *ev);
static inline void campaign_event(game_state *g, int kind, int p, int a, int n) {
    if (!is_campaign(g)) return;
    camp_event ev = {(uint8_t)kind, (uint8_t)p, (uint8_t)a, 0, n};
    cards_event(g, &ev);
}
/* EVT_HARM: p's effect, outside a battle, harms owner's pieces in sys
 * (beside may_harm, which says whether p may). */
/* n ships of owner (a player, OWNER_EMPIRE) destroyed by no player taking
 * them as Trophies, now in their supply: EVT_SHIPS_DESTROYED. */
static inline void ships_destroyed_event(game_state *g, int owner, int n) {
    if (n > 0) campaign_event(g, EVT_SHIPS_DESTROYED, NO_PLAYER, owner, n);
}
static inline void harm_event(game_state *g, int p, int owner, int sys) { campaign_event(g, EVT_HARM, p, owner, sys); }
/* EVT_BLIGHT_HARMED: p's effect damaged (destroyed false) or destroyed n
 * Blight (n > 0). */
static inline void blight_harmed_event(game_state *g, int p, bool destroyed, int n) {
    if (n > 0) campaign_event(g, EVT_BLIGHT_HARMED, p, destroyed, n);
}
/* lib/campaign/fates.c: the Act ends (its last chapter scored): report
 * every objective's result (log; arcs_objective_progress). */
void campaign_act_end(game_state *g);
/* The end of Act I or II (lib/campaign/intermission.c): push the
 * Intermission (Campaign rulebook, "Intermission" A-F), which ends with
 * campaign_next_act (the next Act's setup, or the game's end at the Act
 * boundary). */
void intermission_begin(game_state *g);
void campaign_next_act(game_state *g);

/* lib/campaign/act_setup.c (documented in campaign/campaign.h): the
 * campaign's end of a game (Determining a Winner), Act III's grand
 * ambitions scored at a chapter's end, and the players winning outright by
 * their final objective now (bit per player). */
void campaign_winner(game_state *g);
void campaign_score_grand_ambitions(game_state *g);
unsigned campaign_final_objective_winners(const game_state *g);
/* lib/campaign/fates.c: p becomes an Outlaw (Regent title flipped) and the
 * event bus hears it; the First Regent tile is the caller's business. */
void campaign_make_outlaw(game_state *g, int p);
/* lib/campaign/fates.c: resources of the types in `types` (bit per type)
 * held on cards p holds (Guild cards, play area): they add to p's
 * ambitions ("Counting"). */
int card_res_held(const game_state *g, int p, unsigned types);
/* lib/campaign/attach.c: the card in Court row place pos left the Court
 * (not secured): its attached card slides down onto the place, keeping
 * the agents there. False (nothing changed) when none is attached. */
bool court_slide_attached(game_state *g, int pos);
/* lib/campaign/attach.c: p secured the card in row place pos: the cards
 * attached to it are secured too (court_take_card). */
void court_secure_attached(game_state *g, int p, int pos);

/* ---- entry points of the rule files ---- */
/* lib/rules/setup.c: run setup from a validated config; returns false on a bad config. */
bool setup_game(game_state *g, const arcs_config *cfg);
/* arcs_config.setup, one rule for every mode: NULL or "random" (ASCII case
 * ignored) asks for no named setup card (base, Leaders & Lore: a seeded
 * random card; campaign: none is used); any other text, "" included, must
 * name a setup card (setup_card_by_name: table index, or -1). */
bool setup_name_random(const char *name);
int setup_card_by_name(const char *name);
/* Setup steps shared with the campaign's Act I Setup (g->num_players set):
 * chapter 1, the ambition markers, an empty round, the 25 resources, each
 * player's pieces (Base rulebook, Setup A, E-F, L). */
void setup_table(game_state *g);
/* 2 players: the resources of the planets in `clusters` (bit per cluster)
 * go onto the ambition boxes (Base rulebook, Setup J; campaign, Act I
 * Setup Q with the Imperial clusters). */
void setup_ambition_resources(game_state *g, unsigned clusters);
/* The Court deck: the `cards` cards of the card table tagged `tag`,
 * shuffled; an empty row of 3 (2 players) or 4 places. False if the table
 * does not hold that many. */
bool setup_court(game_state *g, uint32_t tag, int cards);
/* Steps N-O for player p: the seat's boxes, the base game's (ls NULL) or a
 * leader's (lib/data/tables.h). */
struct leader_setup;
void setup_seat_pieces(game_state *g, int p, const struct leader_setup *ls);
/* lib/rules/leaders_lore.c: Leaders & Lore setup (replaces steps N-O): lay
 * out the draft rows and push the draft; lore_each is 1 or 2 (variant). */
void ll_setup_begin(game_state *g, int lore_each);
/* p's leader (card-table index), or -1; p's lore cards into out (count). */
int ll_leader(const game_state *g, int p);
int ll_lore(const game_state *g, int p, uint16_t *out);
/* The player making draft pick k (0-based), and the picks of the draft. */
int ll_draft_picker(const game_state *g, int k);
int ll_draft_total(const game_state *g);
/* lib/rules/round.c: push the frames that start a new round (led by the initiative holder). */
void round_begin(game_state *g);
/* lib/rules/round.c: "Seize the Initiative" (Glossary): false if p holds the
 * initiative or someone already seized it this round. */
bool can_seize_initiative(const game_state *g, int p);
/* Take the initiative marker and mark it seized (no card is played). */
void seize_initiative(game_state *g, int p);
/* Ambitions (bit per arcs_ambition) a played action card lets its player
 * declare, given the markers left (Base rulebook, "Declaring an Ambition"):
 * none for a "1", any for a "7", else the card's own; 0 with no marker. */
unsigned declarable_ambitions(const game_state *g, int card);
/* True while an ambition marker is Available. */
bool ambition_marker_available(const game_state *g);
/* Declare an ambition: the highest Available marker goes to its box; with
 * zero_marker the zero marker covers the lead card (a declaration with the
 * lead card), unless a card hook says otherwise. Runs the DECLARE_AMBITION
 * hooks, which may push decisions. */
void declare_ambition(game_state *g, int p, int ambition, bool zero_marker);
/* True if player q's card this round was played face up (lead, Surpass,
 * Pivot; a Copy and a card used to seize are face down). */
bool played_face_up(const game_state *g, int q);
/* lib/rules/round.c: first- and second-place Power of ambition marker m (0..2)
 * on its current side (docs/components.md §6). */
int marker_first(const game_state *g, int m);
int marker_second(const game_state *g, int m);
/* Power of marker m (0..2) for place 0 (first) or 1 (second) on side
 * `flipped` (0 start, 1 flipped); 0 when out of range. */
int marker_value(int m, int flipped, int place);
/* lib/rules/actions.c: could p secure the card in Court row place c (Secure
 * step 1: more Loyal agents than each Rival; an open place; Paranoid)? */
bool may_secure_place(const game_state *g, int p, int c);
/* p secures the card in Court row place c as the Secure action does (a
 * card's "may secure that card": Lords Gain Power, ARCS-F1619). */
void secure_court_place(game_state *g, int p, int c);
/* lib/rules/actions.c: push the frames for one standard action by p. */
void action_begin(game_state *g, int p, int action);
/* True if p could take `action` now (has any legal target). */
bool action_possible(const game_state *g, int p, int action);
/* Could p still Build after spending the resource in `slot` for it (a
 * Prelude spend)? The standard targets need no resource; a card's
 * target may (Cloud Cities: "This costs 1 resource of the planet type"). */
bool build_possible_spending(const game_state *g, int p, int slot);
/* lib/rules/battle.c */
/* A die rolled by chance in explicit mode (chance_die_rolled). */
void battle_die_rolled(game_state *g, int type, int face);
/* Push the frames of one Battle action by p (Base rulebook, "Battle"); the
 * caller runs the engine forward. Only call when battle_possible(). */
void battle_begin(game_state *g, int p);
/* True if some in-play system has a Loyal ship of p and a Rival piece
 * (ship or building), so that a battle system and a defender exist. */
bool battle_possible(const game_state *g, int p);
/* A battle by p in sys against defender that a card names (the system and
 * the defender are not chosen: Breaking Worlds, "each Rival may choose to
 * battle you at the planet"); then as battle_begin, from the Imperial ships
 * a Regent may add (step 3 on). The caller checks p may battle there. */
void battle_begin_at(game_state *g, int p, int defender, int sys);
/* Take back a battle_begin whose frame is still on top and untouched (a
 * card puts a choice before the battle: Tactical); battle_begin starts it
 * again later. */
void battle_withdraw(game_state *g);
/* Galactic Rifles' "Fire Rifles" (lib/cards/lore/galactic_rifles.c): roll
 * `dice` skirmish dice for p and deal 1 hit per hit rolled to defender's
 * pieces in sys, ships before buildings, as battle hits (the attacker
 * assigns them, destroyed pieces are p's Trophies, a destroyed city
 * Provokes Outrage and Ransacks). No battle modifier applies (faq.csv,
 * Galactic Rifles): no COLLECT_DICE, AFTER_ROLL, BATTLE_GUARD, INTERCEPT
 * or AFTER_BATTLE hook is asked. Pushes the battle frame. */
void skirmish_fire(game_state *g, int p, int defender, int sys, int dice);
/* Battle step 2's defenders p may choose in sys (at most
 * BATTLE_DEFENDERS_MAX into out; returns their number): Rivals with pieces
 * there, and in the campaign the Free States, the Empire and the Blight;
 * only those p may harm (may_harm: the Truce Law). */
#define BATTLE_DEFENDERS_MAX 8
int battle_defenders(const game_state *g, int p, int sys, uint8_t *out);
/* Destroying a city anywhere: Outrage and Ransack (Base rulebook,
 * "Destroying Cities"). The caller has already removed the city from the map
 * (to Trophies or elsewhere). Outrage happens at once; the Ransack may push
 * FR_RANSACK (and whatever securing the card pushes), so push any
 * continuation before calling. */
void city_destroyed(game_state *g, int destroyer, int owner, int sys);
/* Provoke Outrage of resource type r (Base rulebook, "Destroying Cities",
 * step 1): p discards those resources and Guild cards and covers the Outrage
 * icon with an agent (a placeholder when the supply is empty), unless
 * already Outraged of that type. Also for card effects. */
void provoke_outrage(game_state *g, int p, int r);
/* Battle dice (docs/components.md §4). Faces are numbered 0..5 for the
 * table's Face 1..Face 6. */
enum { DIE_ASSAULT = 0, DIE_SKIRMISH = 1, DIE_RAID = 2, DIE_TYPES = 3 };
/* The symbols of face `face` (0..5) of a die type into out: self hits,
 * intercepts, hits, building hits, keys. False when out of range. */
bool die_face_symbols(int type, int face, uint8_t out[5]);
/* Make the next n battle dice rolled take these faces (0..5), in roll order:
 * all assault dice, then skirmish, then raid. For tests and for replaying
 * games rolled at a table; stored in the state (g->battle.forced) and used up
 * as dice are rolled. At most BATTLE_DICE_MAX; faces > 5 are ignored. */
void battle_force_faces(game_state *g, const uint8_t *faces, int n);
/* Reroll the battle dice whose indexes (in g->battle.faces) are set in mask,
 * and recount the results (card rerolls). */
void battle_reroll(game_state *g, uint32_t mask);
/* n of p's ships were placed in sys by a card effect: during a battle in sys
 * they are not attacking ships (a faq.csv ruling, lib/cards). */
void battle_ships_placed(game_state *g, int p, int sys, int n);
/* Steal the resource in slot `slot` of victim: it is placed by the thief
 * like any resource taken (Base rulebook, "Resources"). The caller checks
 * that the steal is allowed (cards_may_steal). */
void steal_resource(game_state *g, int thief, int victim, int slot);
/* The "slot" of a card's steal move (steal_resource_moves, lib/cards) that
 * names a resource of the Imperial Trust: STEAL_FROM_TRUST + its type. */
#define STEAL_FROM_TRUST 0x10
/* lib/rules/chapter.c: push the chapter-end frame. */
void chapter_end_begin(game_state *g);
/* Chapter clean-up (Base rulebook, "Step 2: Clean Up"), also Intermission C:
 * return every Trophy (warlord) and Captive (tyrant) but Trophy cities;
 * return one Trophy city (false when none is left; it may push its owner's
 * resource decisions). */
void chapter_return_trophies(game_state *g, bool warlord, bool tyrant);
bool chapter_return_trophy_city(game_state *g);
/* lib/rules/chapter.c: deal hands and start the chapter (also used by setup). */
void chapter_deal(game_state *g);
/* During the chapter's scoring (AFTER_SCORING): bit a = ambition a scored. */
unsigned chapter_scored(const game_state *g);
/* lib/rules/chapter.c: the Power that ends the game at a chapter's end
 * (Base rulebook, "Ending a Chapter", Step 3): 33, 30 or 27 for 2, 3, 4. */
int power_to_win(int players);
/* lib/rules/chapter.c: what player p counts for an ambition (resources,
 * Guild suits, Captives, Trophies) at scoring (Base rulebook, "Ending a
 * Chapter", Step 1): the one place card effects hook into scoring counts. */
int ambition_count(const game_state *g, int p, int ambition);
/* Two-Player Scoring: the count of the ambition box's resources, which
 * place as a third player's (0 with 3 or 4 players). */
int ambition_box_count(const game_state *g, int ambition);
/* p's place for `ambition` if it scored now (Base rulebook, "Step 1: Score
 * Ambitions", Ties and Qualifying; 2 players: the ambition-box resources
 * take places): 1 untied first, 2 second (a tie for first is second
 * place), 0 none. Whether markers lie in its box is not asked. */
int ambition_place(const game_state *g, int p, int ambition);
/* p's best place over the ambitions with a marker in their box (declared):
 * 1 if p is winning one (untied first: Campaign rulebook, "Winning
 * Ambitions"), 2 if p is at best second, 0 if p places for none. */
int declared_ambition_place(const game_state *g, int p);

/* Effect sources (lib/cards/cards.c): a law or edict card slides into the
 * rules booklet (campaign), after the cards there. */
void booklet_add(game_state *g, int card);

/* ---- card hook points (lib/cards/hooks.c) ----
 * Rules code asks these; they dispatch to the effects of the Court cards that
 * are held (or placed, or being secured). No rules file names a card. The
 * hook points are described in docs/architecture.md, "Hook points". */
/* IN_COURT: card entered or left the Court row; keeps the hook points of
 * the cards that work while in the Court (one table lookup for others). */
void cards_court_row_changed(game_state *g, int card);
/* lib/cards: card was drawn from the Court deck into the Court row (the
 * sources change as cards_court_row_changed; campaign: its When Drawn,
 * hook point WHEN_DRAWN). The engine's court_row_entered. */
void cards_court_card_drawn(game_state *g, int card);
/* TURN_START / ROUND_START: reset the per-turn / per-round card bookkeeping. */
void cards_turn_begin(game_state *g);
void cards_round_begin(game_state *g);
/* SPEND_AS: resource types (bit per type) p may spend any resource as, in
 * the Prelude; the Outrage of these types is ignored when spending them for
 * their Prelude action. */
unsigned cards_spend_as(const game_state *g, int p);
/* SPEND_AS (log): p spent a token of type r for `action` in the Prelude. */
void cards_note_spend(const game_state *g, int p, int r, int action);
/* PRELUDE_MOVES: append the Prelude abilities p may use now (ARCS_MOVE_CARD). */
void cards_prelude_moves(const game_state *g, int p, move_list *out);
/* PRELUDE_APPLY: apply a Prelude-ability move listed by cards_prelude_moves. */
void cards_prelude_apply(game_state *g, arcs_move m);
/* NEW_ACTION: append, for every new action that replaces one of `actions`
 * (bit per arcs_action) and could be taken now, an ARCS_MOVE_CARD with
 * d = source (0: an action pip, 1 + s: the resource in slot s). */
void cards_new_action_moves(const game_state *g, int p, unsigned actions, int source, move_list *out);
/* NEW_ACTION: may p have a new action at all (a source whose card has
 * one)? False: cards_new_action_moves would add nothing for any `actions`
 * or source now, so that an enumeration asks it once, not per source. */
bool cards_new_action_sources(const game_state *g, int p);
/* True if m (ARCS_MOVE_CARD) takes a new action; the caller spends its
 * source (m.d), then calls cards_new_action_begin. */
bool cards_is_new_action(arcs_move m);
void cards_new_action_begin(game_state *g, arcs_move m);
/* BEFORE_ACTIONS: p Surpassed or Pivoted and has not acted yet (pushed above
 * the seize decision, if any). */
void cards_before_actions(game_state *g, int p);
/* DECLARE: false if a card of p says not to place the zero marker. */
bool cards_place_zero_marker(const game_state *g, int p, int ambition);
/* DECLARE: may p declare an ambition at all (Generous: only with a Guild
 * card to give)? */
bool cards_may_declare(const game_state *g, int p);
/* DECLARE_AMBITION: p declared an ambition (may push decisions). */
void cards_after_declare(game_state *g, int p, int ambition);
/* DECLARE (campaign): does a card of p place its own piece for ambition
 * in place of the marker (Conspiracies, ARCS-F2303; card_def
 * declare_instead)? SECURE: does a card of p take over the refill of Court
 * place pos after p secured its card (card_def secure_refill)? */
bool cards_declare_instead(game_state *g, int p, int ambition);
bool cards_secure_refill(game_state *g, int p, int pos);
/* MOVED (campaign): p's card moves in a plain Move's first decision,
 * ships of another player p may take actions with (Judge's Chosen,
 * ARCS-F2404; card_def move_moves; out NULL: how many), and their apply
 * (the FR_MOVE_FROM frame popped). */
int cards_move_moves(const game_state *g, int p, move_list *out);
void cards_move_apply(game_state *g, arcs_move m);
/* BATTLE_GUARD (campaign): p's card pushed p's decision to add another
 * player's ships to p's attack (card_def attack_allies); those ships in
 * the attack (fresh | damaged << 8); one hit on one of them (destroyer:
 * who takes a destroyed one as a Trophy, NO_PLAYER nobody). */
bool cards_attack_allies(game_state *g, int p);
unsigned cards_attack_ally_ships(const game_state *g, int p);
void cards_attack_ally_hit(game_state *g, int p, bool damaged, int destroyer);
/* SCORING: resources of the types in `types` (bit per type) that p has on
 * cards (a supply held on a card: the Cartels), added to p's ambitions. */
int cards_resources_held(const game_state *g, int p, unsigned types);
/* REDEALT: hidden action cards were re-dealt (arcs_determinize), card c
 * becoming map[c] (NUM_ACTION_CARDS entries): card frames on the stack that
 * name action cards follow them. */
void cards_redealt(game_state *g, const uint8_t *map);
/* AFTER_SCORING: after Step 1 of the chapter end. */
void cards_after_scoring(game_state *g);
/* Hook point CAPTIVES_KEPT: the players (bit per player) whose Captives
 * a held card takes care of as they return in a chapter's scoring (it
 * pushed their decisions; Happy Hosts). */
unsigned cards_captives_kept(game_state *g);
/* ROUND_END: after the initiative check, before the discards. */
/* ACTION_KIND: p led (how = ARCS_MOVE_LEAD; the card's rules push the
 * declaration), Surpassed or Pivoted with an action card of a card's own
 * kind; the round's played cards are discarded (one bit test without such
 * a card); may a lead one declare any ambition (none otherwise)? */
void cards_action_card_played(game_state *g, int p, int card, int how);
/* Hook point PLAYED_CARD (campaign): p played action card c (how: the
 * Lead or the follow's move kind), before any seize it brings. */
void cards_played_card(game_state *g, int p, int c, int how);
bool cards_action_card_declares_any(const game_state *g, int card);
/* ACTION_KIND: the ambitions (bit per ambition) such a played card lets
 * its player declare (all with declares_any); the suit p must play it as
 * (-1: p's choice). */
unsigned cards_action_card_declarable(const game_state *g, int card);
int cards_action_card_suit(const game_state *g, int p, int card);
void cards_round_end(game_state *g);
/* WHEN_SECURED: p secured `card` (a Vox card, already in the Court
 * discard pile). Frames pushed run before the Court row refills. */
void cards_when_secured(game_state *g, int p, int card);
/* WHEN_SECURED that moves agents: does card's effect move the securer's
 * Loyal agents on it elsewhere (Council Intrigue: "You may move any Loyal
 * agents from here to other Court cards")? Secure step 1 then does not
 * return them: they wait in the supply (agents_supply, no Outrage slot
 * filled) and cards_when_secured_agents gives the effect their number; it
 * returns (return_agent) those it does not move. Asked in the campaign
 * only (its one such card is a campaign Court card). */
bool cards_secured_agents_move(int card);
/* ... every player's agents on it ("You must place all agents from here
 * onto other Court cards", card_def secured_agents_all)? Secure step 1 and
 * a Ransack then call secured_agents_wait_all: each agent on Court place
 * pos waits in its owner's supply (none returned, captured or taken as a
 * Trophy); its result, player q's count in bits 8q..8q+7, is the `agents`
 * the effect gets. Campaign only. */
bool cards_secured_agents_all(int card);
int secured_agents_wait_all(game_state *g, int pos);
/* Does the card have a When Secured (card_def when_secured)? Campaign Guild
 * cards ask it (Guild Overseers, F403). */
bool cards_has_when_secured(int card);
void cards_when_secured_agents(game_state *g, int p, int card, int agents);
/* CRISIS: the Vox card `card` in Court row place pos resolves its Crisis
 * (campaign Court Crises; may push decisions). */
void cards_crisis(game_state *g, int card, int pos);
/* p secured the Guild card `card` (for the Prelude limit). */
void cards_note_secured(game_state *g, int p, int card);
/* COLLECT_DICE: extra dice p may collect when battling in sys. */
int cards_extra_dice(const game_state *g, int p, int sys);
/* AFTER_ROLL: p rolled the battle dice (may push decisions). */
void cards_after_roll(game_state *g, int p);
/* STEAL_CHECK: may thief steal from victim a resource (card < 0) or the
 * Guild card `card`? */
bool cards_may_steal(const game_state *g, int thief, int victim, int card);
/* STOLEN: thief steals the Guild card at index `index` of victim's cards
 * (the only way a Guild card is stolen). */
void cards_steal_guild_card(game_state *g, int thief, int victim, int index);
/* PROVOKE_OUTRAGE: is this Guild card kept when its holder p Provokes
 * Outrage of its suit? */
bool cards_kept_on_outrage(const game_state *g, int p, int card);
/* RESOURCE_SUPPLY: the player whose card holds the general supply of r, or
 * -1 (the tokens stay in g->res_supply: they are the supply). */
int cards_supply_holder(const game_state *g, int r);
/* Leaders & Lore hook points (sources in play areas; one bit test while
 * none answers). LL_SETUP: p's leader's extra setup steps. TAX: after p
 * taxed, what p gains for Copying or Pivoting in order to tax (Attuned,
 * Insatiable); whether p can only tax Loyal cities p controls (Callow).
 * SCORE_PLACE: p's second place counts for nothing and first place gains
 * second-place Power (Just, Violent). MOVE_LIMIT: most ships p moves at a
 * time, 0 for no limit (Disorganized). */
void cards_ll_setup(game_state *g, int p);
/* Does any source beyond the held Guild cards (a play area, the booklet,
 * the Court row, a token) answer a hook point? Rules code tests it before asking the hook points
 * only those sources answer, so a base game pays one test. */
static inline bool other_sources(const game_state *g) {
    uint64_t both; /* source_hooks_hi and _lo, adjacent: one load */
    memcpy(&both, &g->cards.source_hooks_hi, sizeof both);
    return both != 0;
}
void cards_after_tax(game_state *g, int p);
unsigned cards_tax_needs_control(const game_state *g, int p); /* resource types (bit 7: no planet), 0xFF: all */
/* TAX (campaign): may p tax any city in an Empire-controlled system like a
 * Loyal one, ignoring Presence and Truce, without Captives (Imperial
 * Authority)? */
bool cards_taxes_empire_cities(const game_state *g, int p);
/* FIEF_TAX (campaign): systems (bit per system) where p may tax any city,
 * ignoring control, Captives taken as usual (a Lord's Fief). */
uint32_t cards_fief_tax_systems(const game_state *g, int p);
/* TAX (campaign; the Pirate's Act III): systems (bit per system) where p
 * may tax Rival cities ignoring control, no Captive where p does not
 * control the system (Pirate Smugglers). */
uint32_t cards_smuggle_tax_systems(const game_state *g, int p);
/* CITY_OUTRAGE (campaign): does destroyer provoke no Outrage destroying
 * owner's city in sys (a Vassal destroying a Rival Vassal's city in their
 * Fief)? */
bool cards_spare_city_outrage(const game_state *g, int destroyer, int owner, int sys);
/* TAX (campaign): p taxed a city of the Outlaw `owner` of type r: true
 * when a card of p's takes care of the gain (Tax Collectors). */
bool cards_taxed_outlaw_city(game_state *g, int p, int owner, int r);
/* SCORE_PLACE: does p gain second-place Power for first place (first:
 * p's untied first place) and none for second in ambition's scoring (Just,
 * Violent: the ambition printed; the Survivalist's Vow of Survival: any
 * ambition p wins, other places as usual)? */
bool cards_second_for_first(const game_state *g, int p, int ambition, bool first);
/* SCORE_AMBITION (campaign): a law scores ambition box a in place of the
 * rulebook's places (true: scored). HARM (campaign): may p not choose
 * `owner` (a player, OWNER_FREE) as the defender in sys? */
bool cards_score_ambition(game_state *g, int a, int first_val, int second_val);
bool cards_forbid_harm(const game_state *g, int p, int owner, int sys);
/* Has p a source answering HARM (false: cards_forbid_harm is false for p
 * whatever the owner and system)? One test of p's hook mask. */
bool cards_harm_sources(const game_state *g, int p);
/* FREE_BUILDINGS (campaign): does p act with Free buildings like Loyal ones
 * (where the Empire has no control)? */
bool cards_acts_with_free(const game_state *g, int p);
int cards_move_limit(const game_state *g, int p);
/* SECURE: p cannot secure Guild cards with 1 Loyal agent (Paranoid). BUILD:
 * p builds ships fresh (Hidden Harbors). BATTLE_GUARD: no raid dice against
 * this defender's fresh starport (Hidden Harbors). AFTER_BATTLE: the
 * attacker's "after you battle" effects (Repair Drones). */
bool cards_secure_needs_two(const game_state *g, int p);
/* SECURE (the Founder's Act III): the Rivals (bit per player) with whom p
 * may be tied for most agents and still secure (0: none; hooks.h
 * secure_ties). */
unsigned cards_secure_ties(const game_state *g, int p);
/* COPY_PIVOT_ACTION: p took a standard action with a pip of a card played
 * to Copy or Pivot ("When you Copy or Pivot in order to ..."). */
void cards_copy_pivot_action(game_state *g, int p, int action);
/* COPY_PIVOT_ACTION: may p take `action` with a pip of a card played to
 * Copy or Pivot only because a card's "before or after" lets the other
 * action go first and make it legal (Tactical, Charismatic)? */
bool cards_copy_pivot_possible(const game_state *g, int p, int action);
/* The action that a "before or after" card frame right below the top frame
 * waits to take once the top one is done, or -1. */
int cards_action_next(const game_state *g);
bool cards_ships_built_fresh(const game_state *g, int p);
/* BUILD: append p's Build targets outside the printed slots (card moves);
 * with out NULL, nonzero if there is one. Apply one (FR_BUILD popped). */
int cards_build_moves(const game_state *g, int p, move_list *out);
void cards_build_apply(game_state *g, arcs_move m);
/* MOVE_INTO: mover's ships moved into gate sys, controlled before by the
 * Rival ctrl (Gate Ports). */
void cards_moved_into(game_state *g, int mover, int sys, int ctrl);
/* CARD_SLOT: does p hold a card with a resource slot (Ancient Holdings:
 * slot CARD_RES_SLOT of p's resources)? */
bool cards_res_slot(const game_state *g, int p);
/* MOVED: p begins a Move (keep_battle: a Move that must leave a Battle);
 * p moved `fresh` fresh ships from one system to another (flags: the Move
 * frame's MOVE_* flags). */
void cards_move_begin(game_state *g, int p, bool keep_battle);
/* MOVE_ADJACENCY (campaign): systems (bit per system) p's Move may reach
 * from sys as if adjacent (Song of the Banner). REPAIR (campaign): p's
 * Repair targets among cards' own pieces (card moves), and applying one. */
uint32_t cards_extra_adjacent(const game_state *g, int p, int sys);
int cards_repair_moves(const game_state *g, int p, move_list *out);
void cards_repair_apply(game_state *g, arcs_move m);
void cards_ships_moved(game_state *g, int p, int from, int to, int fresh, int flags);
/* CITY_TYPE: the resource types (bit per type) of a city on gate sys
 * (Gate Stations; 0: no type). A gate city was taxed by p: gain its
 * resource (maybe a decision); false if no card gives it a type. */
unsigned cards_gate_city_types(const game_state *g, int sys);
bool cards_gate_city_taxed(game_state *g, int p, int sys);
bool cards_fresh_starport_stops_raid(const game_state *g, int defender);
void cards_after_battle(game_state *g, int attacker, int sys);
/* AFTER_BATTLE for the defender, called only when the attacker took
 * Trophies of the defender's pieces in the battle (Beloved); whether the
 * battle must count those Trophies for this defender. */
bool cards_watch_trophies(const game_state *g, int defender);
void cards_after_defending(game_state *g, int defender);
/* BATTLE_GUARD: Rivals battling this defender cannot Ransack (Beloved);
 * the attacker takes 1 hit before collecting dice when a Loyal defending
 * ship is fresh (Railgun Arrays). INTERCEPT: Signal Breaker (attacker),
 * Mirror Plating (defender). COLLECT_DICE: dice p must collect (Committed). */
bool cards_stops_ransack(const game_state *g, int defender);
bool cards_fresh_ships_hit_first(const game_state *g, int defender);
bool cards_ignores_intercept(const game_state *g, int attacker);
bool cards_adds_intercept(const game_state *g, int defender);
int cards_min_dice(const game_state *g, int p);
/* SEIZE (Partisan Seizing): may p seize the initiative by discarding a
 * second action card? p's other ways to seize when playing a card: card
 * moves appended to out (out NULL: only counted); apply one (false if m
 * is not one). */
bool cards_seize_by_discard(const game_state *g, int p);
int cards_seize_moves(const game_state *g, int p, move_list *out);
bool cards_seize_apply(game_state *g, arcs_move m);
/* EMPIRE_LAWS (campaign, Imperial Officers): does p ignore the Presence
 * Law / the Movement Law? */
bool cards_ignore_presence(const game_state *g, int p);
/* LOYAL_PIECE (campaign): a Loyal piece of p's that a card keeps in sys
 * (Banners); registered as card_loyal_piece (core/engine.h). */
bool cards_loyal_piece(const game_state *g, int p, int sys);
bool cards_ignore_movement(const game_state *g, int p);
/* EMPIRE_LAWS: does p ignore the Truce Law (Rogue Admirals)? */
bool cards_ignore_truce(const game_state *g, int p);
/* EMPIRE_LAWS (the Admiral's Act III, Martial Law): is p a Regent who
 * cannot Command the Imperial Fleet? Registered as fleet_command_denied
 * (core/engine.h). */
bool cards_fleet_command_denied(const game_state *g, int p);
/* MOVED (campaign): Blight does not end p's Catapult moves (Spore Ships). */
bool cards_catapult_past_blight(const game_state *g, int p);
/* MOVED (campaign, the Gate Wraith's Act III): may p Catapult move from a
 * system with a Rival starport where p has control (Catapult Overdrive)?
 * Does p's Catapult that moved into gate sys go on there ignoring control
 * and Blight? p's Catapult group went from planet `from` into gate `to`:
 * true when a card took the move over (Breaking Gates & Placing Passages;
 * it may push p's decision; the Catapult goes no further). */
bool cards_catapult_rival_starports(const game_state *g, int p);
bool cards_catapult_goes_on(const game_state *g, int p, int sys);
/* The group of a Catapult step that has just moved (now in its
 * destination): Loyal and Imperial ships, the mover's Flagship; by
 * Slipstream Drive. */
typedef struct catapult_group {
    uint8_t fresh, damaged, imperial_fresh, imperial_damaged;
    bool flagship, slipstream;
} catapult_group;
bool cards_catapulted_into_gate(game_state *g, int p, int from, int to, const catapult_group *group);
/* DECLARE (campaign): ambitions p cannot declare nor gain Power from
 * scoring (bit per ambition; Oath of Peace). */
unsigned cards_forsworn_ambitions(const game_state *g, int p);
/* DECLARE, for a declaration (any way: the lead, Galactic Bards, a card's
 * "declare"): the forsworn ambitions and those a law bars p from declaring
 * now (the Believer's Act III, card_def declare_barred). */
unsigned cards_undeclarable(const game_state *g, int p);
/* EMPIRE_LAWS (campaign): p can neither change the Imperial Policy to War
 * nor enforce the War Policy (Oath of Peace). */
bool cards_keep_peace(const game_state *g, int p);
/* RESOURCE_TAKEN (campaign): a resource of type r comes to p (how: taken,
 * taken for the Imperial Trust, given); true when a card took care of it
 * (Arsenal Keepers, Well of Empathy). */
enum resource_coming { RESOURCE_TAKEN_BY = 0, RESOURCE_TAKEN_FOR_TRUST = 1, RESOURCE_GIVEN = 2 };
bool cards_resource_taken(game_state *g, int p, int r, int how);
/* BUILDING_PIECE (campaign): p's card-owned pieces in sys harmed like
 * buildings (Banners): fresh | damaged << 8, 0 for none; one hit on one of
 * them, a damaged one or a fresh one (destroyer: the battle's attacker);
 * their noun for people, NULL if p has none in sys. */
unsigned cards_building_pieces(const game_state *g, int p, int sys);
/* ... with this bit: the pieces are Tough (Bunkers, ARCS-F1803: "take 2
 * hits each to damage and to destroy"): a battle hits one with 2 hits, an
 * odd last hit is lost (campaign-plan §4.12, as the Blight). */
#define BUILDING_PIECES_TOUGH (1u << 16)
/* BUILDING_SLOTS (campaign): the systems (bit per system) whose planet has
 * no building slots (a Broken World): no Build there. */
uint32_t cards_slotless_systems(const game_state *g);
void cards_building_piece_hit(game_state *g, int p, int sys, bool damaged, int destroyer);
/* BUILDING_PIECE (campaign, the Warden's Act III): the attacker p's ships
 * on a card taking self-hits and intercept hits first (fresh | damaged <<
 * 8, 0 for none); one hit on a damaged or a fresh one. */
unsigned cards_attack_card_ships(const game_state *g, int p);
void cards_attack_card_ship_hit(game_state *g, int p, bool damaged);
/* COURT_ACCESS (campaign, the Warden's Act III): the Court places (bit per
 * place) p may not influence or secure (sys < 0), or not Ransack after
 * destroying a city in sys (sys >= 0). */
unsigned cards_court_places_barred(const game_state *g, int p, int sys);
/* MOVE_ADJACENCY (campaign, the Gate Wraith's Act III): systems (bit per
 * system) out of play for p's Move (gates with a Passage token); is the map
 * centre, system 24, in play (a booklet law's opens_map_centre)? */
uint32_t cards_out_of_play_systems(const game_state *g, int p);
/* Where p's ships placed in sys go (hook point MOVE_ADJACENCY placed_in:
 * a gate with a Passage token sends them to the Twisted Passage); sys. */
int cards_placed_in(const game_state *g, int p, int sys);
bool cards_map_centre_in_play(const game_state *g);
/* BUILDING_PIECE (campaign): p's card-owned pieces in sys harmed like
 * buildings are removed from the map onto the card that takes the planet's
 * buildings (Breaking Worlds); how many. */
int cards_building_pieces_removed(game_state *g, int p, int sys);
/* BUILDING_PIECE (campaign): card-owned pieces in p's Trophies return to
 * their owners (Oath of Peace). */
void cards_building_piece_trophies_return(game_state *g, int p);
const char *cards_building_piece_noun(const game_state *g, int p, int sys);
/* RAID_STEAL (campaign, lib/rules/battle.c): may the attacker p collect
 * raid dice although no building or Flagship defends; p collected n >= 1
 * raid dice so (n < 0: a battle p attacked in ends); the steals p may
 * still make in this raid, resources in slots only (-1: no such limit;
 * damaged: damaged defending ships); p steals a resource of type r, true
 * when a card took care of it. */
bool cards_raids_without_buildings(const game_state *g, int p);
void cards_raid_dice_by_card(game_state *g, int p, int n);
int cards_raid_steal_limit(const game_state *g, int p, int damaged);
bool cards_resource_stolen(game_state *g, int p, int r);
/* lib/rules/resources.c: the token of type r that p took (from the supply
 * or a Rival) is placed in p's slots, as receive_resource does, without
 * asking RESOURCE_TAKEN again (a card that let it go). */
void resource_taken_placed(game_state *g, int p, int r);
/* EDICT (campaign): the lowest edict order >= from among the rules
 * booklet's edict cards with an effect (*card: that card), or -1; resolve
 * one (may push decisions). */
int cards_next_edict(const game_state *g, int from, int *card);
/* BLIGHT_CRISIS: does a law in the rules booklet keep the Blight Crises
 * out of the systems the Empire controls (Imperial Protectors)? */
bool cards_blight_spares_empire(const game_state *g);
/* EVENT (campaign; Blight Society, ARCS-F2102): the systems (bit per
 * system) the decisions taken at EVT_BLIGHT_CRISES_BEGIN keep out of these
 * Blight Crises; the sources forget them (blight_crises). */
uint32_t cards_blight_crises_spared(game_state *g);
/* BATTLE_GUARD (campaign; Blight Hunters, ARCS-F1305): does attacker p
 * damage and destroy Blight with 1 hit instead of 2? */
bool cards_blight_one_hit(const game_state *g, int p);
/* TAX (campaign; the Magnate's Act III, Closed & Open Economy): does a law
 * in the rules booklet limit the Tax targets; may p not tax the city in
 * place i of sys (cards_tax_limited true); may p, who has just taxed it,
 * tax it again this turn (the law logs it)? */
bool cards_tax_limited(const game_state *g);
bool cards_tax_forbidden(const game_state *g, int p, int sys, int i);
bool cards_tax_again(game_state *g, int p, int sys, int i);
void cards_edict(game_state *g, int card);
/* FATE_CRISIS (campaign, "Crises": Fate Crises): the held and play-area
 * cards with Crisis text resolve it, players in turn order from the
 * initiative. */
void cards_fate_crises(game_state *g);
/* CARD_RES_TRANSFER (campaign Summits, Transfer Asset): a card p holds
 * whose resources may be given (Merchant League), or -1. */
int cards_transferable_res(const game_state *g, int p);
/* SUMMIT_ACTIONS (campaign Summits): p's own card moves on p's
 * Negotiations turn (play-area sources); apply one (false if m is not). */
void cards_summit_moves(const game_state *g, int p, move_list *out);
bool cards_summit_apply(game_state *g, arcs_move m);
/* The caller p's card moves in a Summit's Call to Order (card_def
 * summit_order_moves; the Pacifist's Act III). */
void cards_summit_order_moves(const game_state *g, int p, move_list *out);
/* AMBITION_COUNT (campaign): resource types p's `ambition` counts besides
 * its own (bit per type). SUMMIT_CONSENT (campaign Summits): the players
 * whose consent `giver` needs to give a resource of type r (bit per
 * player). */
unsigned cards_ambition_types(const game_state *g, int p, int ambition);
/* DECLARE / AMBITION_COUNT (campaign laws: the ambition boxes 5 and 6,
 * the Guardian's and the Naturalist's Act III): the boxes p may declare
 * instead of those in `declarable` (bit per box); the boxes in play; what
 * p counts for box `ambition` (>= ARCS_AMBITION_COUNT). */
unsigned cards_ambitions_instead(const game_state *g, int p, unsigned declarable);
unsigned cards_ambition_boxes(const game_state *g);
int cards_ambition_box_count(const game_state *g, int p, int ambition);
unsigned cards_give_consent(const game_state *g, int giver, int r);
/* NEGOTIATION (campaign Summits): a Negotiation action a law in the rules
 * booklet adds (arcs_negotiation past Invite to Empire): the giver gives
 * the receiver one thing of kind `asset` (arcs_asset), the one at place y
 * (0..GUILD_HELD_MAX-1) of the giver's (lib/campaign/summit.c). A card's
 * `negotiations` lists them, ended by an action 0. */
typedef struct summit_negotiation {
    uint8_t action, asset;
    /* Can giver give the thing at place y to receiver now? */
    bool (*ok)(const game_state *g, int giver, int receiver, int y);
    /* Give it (checked by ok); changes pieces and cards; pushes at most a
     * card's automatic frame for what the receiver decides once the deal
     * is done (a placement). */
    void (*take)(game_state *g, int giver, int receiver, int y);
    /* The Favors it costs to force it with Return Favors; 0: it cannot be
     * forced. */
    int (*force_cost)(const game_state *g, int giver, int y);
    /* Players besides giver and receiver whose consent it needs (bit per
     * player); NULL: none. */
    unsigned (*consent)(const game_state *g, int giver, int receiver, int y);
    /* The card given (a card-table index; for the log and EVT_SUMMIT_CARD_GIVEN),
     * or -1: no card. */
    int (*card)(const game_state *g, int giver, int y);
    /* The target in words for the log when it is no card ("the Rumor at
     * 5-hex"); NULL: none. */
    void (*words)(const game_state *g, int giver, int y, char *buf, size_t cap);
} summit_negotiation;
/* The law that adds Negotiation action `action`, or NULL (not in play). */
const summit_negotiation *cards_negotiation(const game_state *g, int action);
/* Move text of ARCS_MOVE_CARD (lib/api/move_text.c): the card's short
 * name, the step's name and its argument letters (one byte each, two for a
 * Court card "K"); false for a card or step without a def. */
bool card_move_form(int card, int step, const char **short_name, const char **name, const char **args);
/* The label template of a card's step (card_step.label, lib/cards/hooks.h)
 * and its argument letters; NULL (and *args untouched) when it has none. */
const char *card_step_label(int card, int step, const char **args);
/* The card and step for a card name (as card_text_name writes it) and step
 * name; false if none. */
bool card_move_lookup(const char *short_name, const char *name, int *card, int *step, const char **args);
/* A card's name in move text into buf: its def's short name, with "@<id>"
 * when the card reprints another card's effect ("construction-union@CC02");
 * returns the length as snprintf does. */
int card_text_name(int card, char *buf, size_t cap);
/* The card named so, or -1. */
int card_by_short_name(const char *name);
/* The step id of the i-th step card `card` may take (its def's own steps in
 * order, then the steps every card may use), or -1 past the last or for a
 * card without a def (lib/api/action_space.c numbers card moves so). */
int card_step_at(int card, int i);
/* GOVERN (campaign; the Steward's Act III, Govern with Authority): the
 * rules booklet's card for Govern Policy `policy` (0 War, 1 Peace, 2
 * Escalation) with terms of its own (card_def govern_*), or -1 (the
 * printed Govern the Imperial Reach); is `card` such a card (1 + its
 * Policy, else 0)? Its terms: is Outlaw q subject to the Demand, the
 * scale of the printed Imperial Action (0: as printed), its own Imperial
 * Action part taken by p. */
int cards_govern_card(const game_state *g, int policy);
int cards_govern_policy(int card);
bool cards_govern_demands(const game_state *g, int card, int q);
int cards_govern_scale(int card);
void cards_govern_action(game_state *g, int card, int p);

/* AMBITION_COUNT (campaign laws): how many times each of p's Guild cards
 * counts toward an ambition: 2 under Guild Supremacy (the Advocate's Act
 * III), else 1 (lib/cards/hooks.c). */
int cards_guild_card_weight(const game_state *g, int p);

/* ---- Blight you control (the Blight Speaker's Act III, the Naturalist) ---- */
/* MOVED (campaign): p's Move is about to take `fresh` and `damaged` ships
 * from the top FR_MOVE_SHIPS frame's origin; true when a card put its
 * decision on top (the Blight coming along; it applies the ships' move
 * after with move_ships_resume). FR_MOVE_SHIPS e bit MOVE_SHIPS_NO_BLIGHT:
 * no Blight may come (a Catapult's later step, a Catapult by a card, or the
 * Blight decided already). */
bool cards_blight_along(game_state *g, int p, int fresh, int damaged);
enum { MOVE_SHIPS_NO_BLIGHT = 8 };
/* Apply "ships <fresh> <damaged>" to the FR_MOVE_SHIPS frame on top. */
void move_ships_resume(game_state *g, int p, int fresh, int damaged);

#endif
