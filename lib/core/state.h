/*
 * The game state: one flat struct of fixed-size arrays and small integers,
 * with no pointers inside. Clone is a memcpy, hashing and equality are over
 * bytes, and serialization is a field-by-field mapping.
 *
 * Every state is created zeroed (memset) so that padding bytes are always 0
 * and byte-equality means state equality.
 */
#ifndef ARCS_CORE_STATE_H
#define ARCS_CORE_STATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "arcs/arcs.h"

#define MAX_PLAYERS 4
#define NUM_CLUSTERS 6
#define NUM_SYSTEMS 24       /* the map's systems (cluster * 4 + kind) */
#define SYSTEMS_MAX 25       /* + system 24: the map centre (the Twisted Passage), campaign only */
#define SLOTS_PER_SYSTEM 2   /* printed building slots */
#define BUILDING_SLOTS_MAX 4 /* + room for buildings outside the printed slots
                                (Gate Ports, Gate Stations, Cloud Cities) */
#define NUM_RES 5
#define AMBITION_BOXES_MAX 7 /* the 5 base boxes + Edenguard, Blightkin (campaign) */
#define RES_SLOTS 6          /* resource slots on a player board */
#define CARD_RES_SLOT 6      /* a card's resource slot (Leaders & Lore: Ancient
                                Holdings), held in res[6] while the player holds
                                the card; empty otherwise */
#define RES_SLOTS_MAX 7      /* the board's slots and a card's */
#define CITY_SLOTS 5
#define SHIPS_PER_PLAYER 15
#define STARPORTS_PER_PLAYER 5
#define CITIES_PER_PLAYER 5
#define AGENTS_PER_PLAYER 10
#define RES_PER_TYPE 5
#define PSIONIC_EXTRA_MAX 16 /* campaign_state.psionic_extra: a bound for loaders (the box holds 4 Witnesses) */
#define NUM_ACTION_CARDS 41  /* the action-card table (action_cards[]): the base deck,
                                ids 0..27, then the 3 Event cards, ids 28..30, then 9
                                two-sided cards, ids 31..39, then the extra Event card,
                                id 40 (the public numbering: lib/api/static_data.c) */
#define BASE_ACTION_CARDS 28
#define EVENT_CARD_FIRST 28  /* the Event cards of the campaign box (Act I Setup E) */
#define EVENT_CARDS_MAX 3
#define TWO_SIDED_CARD_FIRST 31 /* the two-sided action cards (a Fate's, lib/cards: "1".."9") */
#define TWO_SIDED_CARDS 9
#define EVENT_CARD_EXTRA 40 /* the extra Event card a Fate's Act II Setup shuffles in (campaign) */
#define ACTION_CARDS_MAX 48  /* room for Event and two-sided cards; a hand is 64 bits */
#define COURT_ROW_MAX 8
#define COURT_PILE_BASE 32   /* Court pile room of a base or Leaders & Lore game (its 31 Court cards) */
#define COURT_CARDS_MAX 128  /* a campaign game's: deck + discard + row + held never exceed it */
#define GUILD_HELD_MAX 32
#define RAID_PLACES 64 /* a raid move's b: a held Guild card (< GUILD_HELD_MAX) or a card's place */
#define STACK_MAX 64        /* decision-stack depth; a deeper push is an engine error */
#define NO_PLAYER 0xFF
/* Power never reaches this: a chapter starts with every Power below the
 * 27/30/33 that ends the game, and one chapter's scoring adds at most
 * 4 + 6 + 9 (every marker, flipped) + 3 x 5 (Bonus City Power) = 34
 * (Base rulebook, "Ending a Chapter"). Loaded states are held to it and
 * scoring stops there, so Power arithmetic cannot overflow. */
#define POWER_MAX 99
#define NO_CARD 0xFF
#define NO_COURT_CARD 0xFFFF

/* System kinds inside a cluster. */
enum { SYS_GATE = 0, SYS_ARROW = 1, SYS_CRESCENT = 2, SYS_HEX = 3 };

/* Resource-slot content: 0 is empty, otherwise resource type + 1, or
 * RES_CARD_TOKEN. A card's token is not a resource: code reading a slot's
 * type skips it. */
#define RES_EMPTY 0
/* RES_CARD_TOKEN: a card-owned token fills the slot (its card's rules: hook
 * point SLOT_TOKEN; which token: the card's data). */
#define RES_CARD_TOKEN (NUM_RES + 1)

/* Building-slot content: 0 is empty, otherwise
 *   bit 7 set, bits 4..6 owner (0..3 players; 4..7 reserved for campaign
 *   Free/Imperial owners), bit 1 kind (0 city, 1 starport), bit 0 damaged. */
#define BLD_OCCUPIED 0x80u
#define BLD_STARPORT 0x02u
#define BLD_DAMAGED 0x01u
#define BLD_MAKE(owner, is_starport, damaged) \
    (uint8_t)(BLD_OCCUPIED | ((unsigned)(owner) << 4) | ((is_starport) ? BLD_STARPORT : 0u) | ((damaged) ? BLD_DAMAGED : 0u))
#define BLD_OWNER(b) (((b) >> 4) & 0x7u)
#define BLD_IS_STARPORT(b) (((b) & BLD_STARPORT) != 0)
#define BLD_IS_CITY(b) (((b) & BLD_OCCUPIED) && !((b) & BLD_STARPORT))
#define BLD_IS_DAMAGED(b) (((b) & BLD_DAMAGED) != 0)

/* How a card was played this round. */
enum {
    PLAY_NONE = 0,   /* not yet played this round */
    PLAY_LEAD,
    PLAY_SURPASS,
    PLAY_COPY,
    PLAY_PIVOT,
    PLAY_SKIPPED,    /* no cards: turn skipped */
    PLAY_EVENT       /* campaign: an Event card, face up, mirroring the lead card */
};

typedef struct system_state {
    uint8_t fresh[MAX_PLAYERS];    /* fresh ships per player */
    uint8_t damaged[MAX_PLAYERS];  /* damaged ships per player */
    uint8_t bld[BUILDING_SLOTS_MAX]; /* building slots, see BLD_*: the printed
                                        ones first (planet_slots), then others */
} system_state;

typedef struct player_state {
    uint64_t hand;                 /* bit c: action card c (action_cards[]) is in hand */
    int16_t power;
    uint8_t res[RES_SLOTS_MAX];    /* RES_EMPTY or type + 1; [CARD_RES_SLOT]: a card's slot */
    uint8_t cities_on_board;       /* cities still in city slots (a suffix of the 5 slots) */
    uint8_t ships_supply;
    uint8_t starports_supply;
    uint8_t agents_supply;
    uint8_t outrage;               /* bit r: resource r is Outraged */
    uint8_t outrage_placeholder;   /* bit r: Outrage marked by a placeholder, agent owed */
    uint8_t captives[MAX_PLAYERS]; /* agents of player q held as Captives */
    uint8_t trophy_ships[MAX_PLAYERS];
    uint8_t trophy_cities[MAX_PLAYERS];
    uint8_t trophy_starports[MAX_PLAYERS];
    uint8_t trophy_agents[MAX_PLAYERS];
    uint8_t guild_count;
    uint8_t pad[4];
    uint16_t guild[GUILD_HELD_MAX]; /* card-table indexes of held Court cards */
} player_state;

/* A frame of the decision stack. The kind selects the rule that owns it
 * (see frames.h); player is who decides; a..f are the frame's own data.
 * Card frames (FR_CARD, FR_CARD_AUTO) name the card instance acting (its
 * card-table index) and its step; their data is c..f (a, b spare). */
typedef struct frame {
    uint8_t kind;
    uint8_t player;
    uint8_t a, b, c, d, e, f;
    uint16_t card;
    uint8_t step;
    uint8_t pad;
} frame;

/* Battle in progress (Base rulebook, "Battle"). Owned by lib/rules/battle.c;
 * all zero outside a battle except the forced-face queue. */
#define BATTLE_DICE_MAX 18   /* 6 of each of the 3 die types */
typedef struct battle_state {
    uint8_t active;
    uint8_t step;           /* where FR_BATTLE_RESOLVE is in the battle (battle.c) */
    uint8_t system;
    uint8_t attacker;
    uint8_t defender;
    uint8_t dice[3];        /* collected assault, skirmish, raid */
    uint8_t intercepts;     /* intercept faces rolled */
    uint8_t intercepted;    /* intercept already resolved this battle */
    uint8_t self_hits;      /* hits still to assign to attacking ships */
    uint8_t ship_hits;      /* hits still to assign to defending ships (then buildings) */
    uint8_t bldg_hits;      /* hits still to assign to defending buildings */
    uint8_t keys;           /* raid keys left */
    uint8_t nfaces;
    uint8_t nforced;
    uint8_t faces[BATTLE_DICE_MAX];  /* rolled dice in roll order: type * 6 + face (0..5) */
    uint8_t forced[BATTLE_DICE_MAX]; /* faces the next rolled dice take (battle_force_faces) */
    uint8_t reinforcements; /* attacker's ships placed in the battle system by a
                               card during the battle: not attacking ships */
    uint8_t reroll[3];      /* bit i: die i is being rerolled (a card's reroll) */
    uint8_t all_fresh;      /* Signal Breaker: every attacking ship was fresh at
                               the start of the battle (set only for its holder) */
    uint8_t trophies_at_start; /* Beloved: the attacker's Trophies of the
                               defender's pieces at the start (set only then) */
    uint8_t imperial[2];    /* campaign: Imperial ships a Regent added to the attacking
                               ships (fresh, damaged); defender may be OWNER_FREE,
                               OWNER_EMPIRE or OWNER_BLIGHT (the last two bytes: no
                               padding, game_state stays free of implicit padding) */
} battle_state;

/* What the Court-card effects must remember between moves (lib/cards/cards.c).
 * All zero at setup; unused entries of the lists are zero. */
#define PRELUDE_SECURED_MAX 8
#define PLACED_MAX 4
#define USED_MAX 8
typedef struct card_state {
    /* Court cards the turn player secured in the current Prelude: "You cannot
     * use Prelude actions on cards that you secured from the Court in the
     * same Prelude" (Base rulebook, "Prelude Actions"). */
    uint16_t secured_prelude[PRELUDE_SECURED_MAX];
    /* Cards placed beside a face-up played action card until the round ends
     * (the Unions): the card, who placed it, the action card. */
    uint16_t placed[PLACED_MAX];
    uint8_t placed_by[PLACED_MAX];
    uint8_t placed_beside[PLACED_MAX];
    uint8_t n_secured_prelude;
    uint8_t n_placed;
    uint8_t turn_acted;          /* the turn player took an action this turn */
    uint8_t declared_this_round; /* an ambition was declared this round */
    /* "Once per turn" / "once per round": the card instances used (card-table
     * indexes); a full list is an engine error. */
    uint16_t used_this_turn[USED_MAX];
    uint16_t used_this_round[USED_MAX];
    uint8_t n_used_this_turn;
    uint8_t n_used_this_round;
    uint8_t pad[2];
    /* Hook points (a hook_mask, lib/cards/hooks.h: cards_source_hooks) used
     * by an effect source other than the held Guild cards (play areas, the
     * rules booklet, the Court row, tokens): a hook point none of them uses
     * costs one bit test. 0 in the base game. Bits 32..63, then bits 0..31
     * (the low word keeps the bytes of the earlier 32-bit mask). */
    uint32_t source_hooks_hi;
    uint32_t source_hooks_lo;
} card_state;
_Static_assert(offsetof(card_state, source_hooks_lo) == offsetof(card_state, source_hooks_hi) + 4,
               "the two words of the source hook mask are adjacent (other_sources reads both at once)");

/* The Leaders & Lore block of the state (mode >= ARCS_MODE_LEADERS_LORE;
 * all zero in the base game, and not copied or hashed there). */
#define PLAY_AREA_MAX 16
#define DRAFT_ROW_MAX 16 /* 5 leaders + 9 lore (4 players, two-lore variant) */
typedef struct ll_state {
    /* Each player's play area: leader, lore, titles, abilities, objective
     * (card-table indexes; the card table gives the kind). An effect source
     * walked by the hook points. */
    uint16_t play_area[MAX_PLAYERS][PLAY_AREA_MAX];
    /* The draft rows (Base rulebook, "Leaders & Lore", Setup): leaders in
     * places 0..draft_leaders-1, lore after them; NO_COURT_CARD for a card
     * taken (or a place not yet drawn). */
    uint16_t draft_row[DRAFT_ROW_MAX];
    uint8_t play_area_len[MAX_PLAYERS];
    uint8_t draft_leaders;  /* leader places laid out: players + 1 */
    uint8_t draft_lore;     /* lore places: players + 1, or 2 * players + 1 (variant) */
    uint8_t lore_each;      /* lore cards each player takes: 1, or 2 (variant) */
    uint8_t draft_picks;    /* picks made so far */
    /* Sprinter Drives (lib/cards/lore/sprinter_drives.c): fresh Loyal ships
     * of the mover that ended a Move in each system and may move one more
     * time; zero outside a Move of its holder and its bonus moves. */
    uint8_t moved_fresh[NUM_SYSTEMS];
    /* The battle in progress (g->battle) is Galactic Rifles' Fire Rifles,
     * not a battle: skirmish dice only, battle.system = the defender's
     * system, no battle modifiers (faq.csv, Galactic Rifles). */
    uint8_t rifles;
    /* The Move in progress: MOVE_* flags (lib/rules/rules.h): one that must
     * leave a Battle possible (Tactical), a bonus move (Sprinter Drives). */
    uint8_t move_flags;
    uint8_t pad[6];
    /* Hook points (a hook_mask, as card_state's source_hooks) of the sources
     * beyond the held Guild cards that a walk for player p visits: p's play
     * area, the rules booklet, the Court row's "while in the Court" parts,
     * the tokens acting for p or for every player (lib/cards/hooks.c:
     * cards_sources_changed keeps them beside the union). A hook point p's
     * sources lack costs one more bit test, though another player's play
     * area answers it. Bits 32..63, then bits 0..31. */
    uint32_t player_hooks_hi[MAX_PLAYERS];
    uint32_t player_hooks_lo[MAX_PLAYERS];
} ll_state;

/* The campaign block (mode == ARCS_MODE_CAMPAIGN; all zero otherwise). */
#define BOOKLET_MAX 32
#define TOKENS_MAX 32
#define TOKEN_OFF_MAP 0xFF
/* A token with rules in play (Ceasefires, Bunkers, Golems...): an effect
 * source. card: the card whose text gives the token its rules (the `token`
 * part of its effect answers the hook points); owner: the player it acts
 * for, NO_PLAYER for every player; where: the system it lies in, or
 * TOKEN_OFF_MAP (on a card or a player's board). */
typedef struct token_state {
    uint16_t card;
    uint8_t owner;
    uint8_t where;
} token_state;
#define IMPERIAL_SHIPS 15     /* Imperial ships in the box (rules-structured.yaml, Components) */
#define BLIGHT_PIECES 24      /* Blight tokens in the box */
#define OWNER_FREE 4          /* BLD_OWNER of a Free city or starport (the Free States);
                                 OWNER_* equal the public ARCS_OWNER_* */
#define OWNER_EMPIRE 5        /* controller() of an Empire-controlled system; the Empire as
                                 battle defender */
#define OWNER_BLIGHT 6        /* the Blight as battle defender */
enum { FATES_DEALT = 2 };     /* "A" Fate cards drawn by each player (Set Up Players B) */
/* campaign_state.setup_step: where Act I Setup is (lib/campaign/setup.c). */
enum {
    CSETUP_LORE = 0, CSETUP_BOOKLET, CSETUP_NUMBER_DIE, CSETUP_EVENT_DIE, CSETUP_FATES, CSETUP_CHOOSE_FATES, CSETUP_PLACE,
    CSETUP_FREE_CITIES, CSETUP_DONE
};
/* campaign_state.act_setup_step: where Act II & III Setup is
 * (lib/campaign/act_setup.c; Campaign rulebook, "Act II & III Setup" A-H).
 * 0: no Act setup under way. */
enum {
    ASETUP_NONE = 0, ASETUP_MARKERS, ASETUP_COURT, ASETUP_GATES, ASETUP_EVENT_DIE, ASETUP_NUMBER_DIE, ASETUP_FATES,
    ASETUP_REARRANGE, ASETUP_HANDS, ASETUP_DONE
};
/* Summits (lib/campaign/summit.c): the Summit under way and the deal being
 * composed. All zero outside a Summit; proposer, n_items and items are zero
 * while no deal is pending. */
enum { SUMMIT_NONE = 0, SUMMIT_ORDER = 1, SUMMIT_NEGOTIATE = 2 };
enum { SUMMIT_LEFT = 1, SUMMIT_REVIVED = 2, SUMMIT_PETITIONED = 4 }; /* summit_state.order_used */
#define DEAL_ITEMS_MAX 8      /* Negotiation actions in one deal */
#define TRANSFER_CARD_RES RES_SLOTS /* Transfer Asset of a resource, y = TRANSFER_CARD_RES + r:
                                 a resource of type r on a card whose resources may be
                                 given (Merchant League); y < RES_SLOTS: a resource slot */
#define DEALS_UNLIMITED 0xFF  /* summit_state.deals_left without a limit */
#define NO_HEIR MAX_PLAYERS   /* ARCS_MOVE_LEAVE_EMPIRE a: the First Regent tile does not pass */
typedef struct deal_item {
    uint8_t action;   /* arcs_negotiation */
    uint8_t giver;    /* the player who takes the Negotiation action */
    uint8_t receiver; /* the Rival it affects */
    uint8_t x, y;     /* its target: ARCS_MOVE_CEDE / ARCS_MOVE_DELEGATE /
                         ARCS_MOVE_TRANSFER a, b (0, 0 for Promise Favor and
                         Invite to Empire) */
    uint8_t pad;
} deal_item;
typedef struct summit_state {
    uint8_t phase;       /* SUMMIT_* */
    uint8_t caller;      /* who called the Summit */
    uint8_t order_used;  /* SUMMIT_LEFT | SUMMIT_REVIVED | SUMMIT_PETITIONED taken */
    uint8_t turn;        /* whose negotiation turn is next (Negotiations) */
    uint8_t passes;      /* consecutive passes in the Negotiations */
    uint8_t deals_left;  /* deals that may still be submitted, DEALS_UNLIMITED */
    uint8_t proposer;    /* who composes the pending deal (0 when none) */
    uint8_t n_items;     /* items of the pending deal */
    deal_item items[DEAL_ITEMS_MAX];
} summit_state;

/* Fates and objectives (lib/campaign/fates.h). */
#define OBJECTIVE_NONE 0xFF   /* campaign_state.objective[p]: no objective marker */
#define CARD_RES_MAX 8        /* cards holding resources at once */
#define ATTACHED_MAX 2        /* cards attached to one Court card (2: faq.csv, Guilds Decry Terror) */
#define FATE_DATA_BYTES 8     /* campaign_state.fate_data per player */
#define CARD_DATA_BYTES 9     /* campaign_state.card_data: the first cards' data (lib/cards/card_data.h) */
#define CARD_DATA_MORE 256    /* campaign_state.card_data_more: the later cards' data (card_data.h) */
#define FLAGSHIP_COLUMNS 6    /* Upgrades on a Flagship board (components.md 9.4) */
#define SCRAPPED_BYTES 64     /* campaign_state.scrapped: a bit per card-table index */
/* campaign_state.intermission_step (lib/campaign/intermission.c): the
 * Intermission's steps A-F (Campaign rulebook, "Intermission"); DONE once
 * it ended (until the next Act's Intermission begins). */
enum {
    INTERMISSION_NONE = 0, INTERMISSION_RESOLVE, INTERMISSION_CLEAR_COURT, INTERMISSION_CLEAR_PIECES,
    INTERMISSION_REPAIR, INTERMISSION_POWER, INTERMISSION_DRAW, INTERMISSION_CHOOSE, INTERMISSION_DONE
};
typedef struct card_res_state {
    uint16_t card;            /* card-table index holding them (NO_COURT_CARD: free entry) */
    uint8_t res[NUM_RES];     /* tokens by type */
    uint8_t pad;
} card_res_state;

typedef struct campaign_state {
    /* The rules booklet: laws and edicts in force, in order; each applies
     * to every player (an effect source walked by the hook points). */
    uint16_t booklet[BOOKLET_MAX];
    uint8_t booklet_len;
    uint8_t act;                 /* 1..3: the Act being played */
    uint8_t first_regent;        /* the First Regent (holds the tile), NO_PLAYER if none */
    uint8_t regents;             /* bit p: player p is a Regent (else an Outlaw) */
    uint8_t imperial_clusters;   /* bit c: cluster c is an Imperial cluster (Act I N) */
    uint8_t number_die;          /* last number-die roll 1..6, 0 before any */
    uint8_t event_die;           /* last event-die roll: face 1..6 (arcs_resource-like
                                    symbol = (face - 1) % 3: arrow, crescent, hex), 0 before any */
    uint8_t setup_step;          /* CSETUP_* */
    uint8_t setup_turn;          /* starting placements made (Set Up Players G-H) */
    uint8_t fates_chosen;        /* bit p: player p has chosen a Fate (hidden until all have) */
    uint8_t imperial_supply;     /* Imperial ships not on the map */
    uint8_t blight_supply;       /* Blight not on the map */
    uint8_t n_tokens;            /* tokens with rules in play (tokens[]) */
    uint8_t pad[3];
    /* Imperial ships and Blight per system: [0] fresh, [1] damaged. */
    uint8_t imperial[SYSTEMS_MAX][2];
    uint8_t blight[SYSTEMS_MAX][2];
    uint8_t pad1[2];
    /* Trophies of the campaign's non-player pieces, per player. */
    uint8_t trophy_imperial[MAX_PLAYERS];
    uint8_t trophy_blight[MAX_PLAYERS];
    uint8_t trophy_free_cities[MAX_PLAYERS];
    uint8_t trophy_free_starports[MAX_PLAYERS];
    /* Fates: the two dealt to each player (card-table indexes, NO_COURT_CARD
     * before the draw), the one kept (NO_COURT_CARD until chosen), the A
     * Fate deck (cards not dealt). fate[] and fate_dealt[] of a player are
     * that player's secret until every player has chosen (observations). */
    uint16_t fate_dealt[MAX_PLAYERS][FATES_DEALT];
    uint16_t fate[MAX_PLAYERS];
    uint16_t fate_deck[8];
    uint8_t fate_deck_len;
    uint8_t lore_added;          /* lore cards shuffled into the Court deck (Act I Setup J) */
    uint8_t govern_top;          /* Act I Setup M: the Govern edict drawn on top, as
                                    1 + (card - CARD_AID03); 0 before the draw; the
                                    current Imperial Policy (Edicts: changing it puts
                                    another one on top) */
    uint8_t summit_deal_limit;   /* deals per Summit (arcs_config.summit_deal_limit):
                                    DEALS_UNLIMITED, or 0..254 */
    uint8_t pad2[6];
    /* The tokens with rules in play, in the order they were placed. */
    token_state tokens[TOKENS_MAX];
    /* The Court piles (top of the deck and of the discard pile last): the
     * campaign Court grows past the base game's 31 cards (lore, fate-set
     * cards added by Resolutions), so its piles live here, where only
     * campaign games copy them; the lengths stay in the base part. */
    uint16_t court_deck[COURT_CARDS_MAX];
    uint16_t court_discard[COURT_CARDS_MAX];
    /* ---- Events, the Imperial Council, the Imperial Trust, Favors
     * (lib/campaign/trust.h, lib/campaign/events.c) ---- */
    /* The Imperial Trust: resources on the First Regent tile, by type
     * (Edicts, "Imperial Trust"). Frozen: never spent, discarded or given,
     * but they add to the First Regent's ambitions. */
    uint8_t trust[NUM_RES];
    /* The Imperial Council (ARCS-AID01A/B) lies in Court row place
     * COUNCIL_PLACE as the card of its side (In Session AID01A, Decided
     * AID01B), except after it was secured this round: then the place is
     * empty and council_securer holds it, tucked under their played card,
     * Decided, until the round ends. NO_PLAYER otherwise. */
    uint8_t council_securer;
    uint8_t events_played;       /* bit p: p played an Event card this round */
    uint8_t event_cards;         /* Event cards in the action deck (Act I Setup E: 2 or 3;
                                    one more with EVENT_CARD_EXTRA: event_cards_in_game) */
    /* Favors: favors[p][q] = agents of player q on player p's Fate card
     * (Edicts, "Shortfall"; Summits, "Promise Favor"). */
    uint8_t favors[MAX_PLAYERS][MAX_PLAYERS];
    summit_state summit;         /* the Summit under way (lib/campaign/summit.c) */
    /* ---- Fates and objectives (lib/campaign/fates.h; Campaign rulebook,
     * "The Campaign: Objective", "Campaign Rules & Terms") ---- */
    /* The objective marker of each player: its Power-track space (it
     * counts down; 0: the objective is complete), OBJECTIVE_NONE without
     * a marker (no Fate yet). */
    uint8_t objective[MAX_PLAYERS];
    uint8_t fate_setup_done;     /* bit p: p's Fate set up (Act I Setup, Set Up Players C-D) */
    uint8_t fate_cards_added;    /* cards of the Fate sets brought into the game (held, play
                                    areas, Court, attached...): Court-card conservation */
    uint8_t n_card_res;          /* entries of card_res[] */
    uint8_t act_reported;        /* the Act's objective results were reported */
    /* Resources held on cards (Merchant League, Golem Hearth...): per card,
     * the tokens by type, taken from the supply (fates.h card_res_*). */
    card_res_state card_res[CARD_RES_MAX];
    /* Cards attached to the Court card in row place i ("Attaching Cards"):
     * NO_COURT_CARD when none; [i][0] is the first one attached (it slides
     * down when the card below leaves the Court). */
    uint16_t attached[COURT_ROW_MAX][ATTACHED_MAX];
    /* Per-player scratch bytes for the player's Fate cards (named by each
     * Fate's own enum: docs in /lib/campaign/fates.h). Public. */
    uint8_t fate_data[MAX_PLAYERS][FATE_DATA_BYTES];
    /* The cards' own data: each card that keeps state has its bytes here,
     * at the place its row of lib/cards/card_data.h gives; the card alone
     * reads them, writes them to the wire, checks and determinizes them
     * (card_def.data). Zero: a card not in the game. */
    uint8_t card_data[CARD_DATA_BYTES];
    uint8_t action_scrapped[6];  /* bit c % 8 of byte c / 8: action card c was scrapped
                                    (Teach, ARCS-F803) */
    uint8_t pad3[1];
    /* ---- the Intermission (lib/campaign/intermission.c; Campaign
     * rulebook, "Intermission" A-F) ---- */
    /* The Fate card (card-table index) p held in Act a+1, NO_COURT_CARD
     * none: Act a+1's is written at its Intermission A, the next Act's at
     * the Intermission F reveal. Public. */
    uint16_t fate_history[MAX_PLAYERS][3];
    uint8_t fate_completed[MAX_PLAYERS]; /* bit a: p completed Act a+1's objective */
    uint8_t intermission_step;   /* INTERMISSION_* (0: none under way since the Act began) */
    uint8_t intermission_done;   /* bit p: p's part of the current step is done (A: resolved) */
    uint8_t pad5[2];
    /* Cards scrapped ("removed from the game": Resolutions, Switching
     * Fates, Clear Court's discard pile): bit c % 8 of byte c / 8 for card-
     * table index c (card_scrapped, card_scrap: campaign/fates.h). Public. */
    uint8_t scrapped[SCRAPPED_BYTES];
    /* ---- the campaign arc (lib/campaign/act_setup.c) ---- */
    uint8_t last_act;            /* the game ends at this Act's end, 1..3 (arcs_config.last_act) */
    uint8_t act_boundary;        /* 1: the game stopped at an Act boundary ("Next Act?") */
    uint8_t act_setup_step;      /* ASETUP_*: Act II & III Setup under way (FR_ACT_SETUP) */
    uint8_t act_rolls[2];        /* Act II & III Setup E (2 players): the two number-die
                                    rolls, 0 before each */
    uint8_t act_turn;            /* Act II & III Setup F: players (turn order) offered to
                                    rearrange their resources */
    /* Psionic tokens in the game beyond the box's RES_PER_TYPE: a token
     * flipped to its Psionic resource side becomes one (the only such
     * token in the seeds: ARCS-F1402, F1404), for the rest of the campaign
     * (res_tokens). Public. */
    uint8_t psionic_extra;
    uint8_t pad6[1];
    /* ---- Flagships (lib/campaign/flagship.h; Campaign rulebook,
     * "Flagships"). Public. ---- */
    /* 1 + the system of p's Flagship piece (a fresh Loyal ship that never
     * leaves the map); 0: p has no Flagship. */
    uint8_t flagship[MAX_PLAYERS];
    /* p's Flagship board: [column][FLAGSHIP_UPGRADE / FLAGSHIP_ARMOR], 0
     * empty, else BLD_MAKE(p, starport, damaged). */
    uint8_t flagship_board[MAX_PLAYERS][FLAGSHIP_COLUMNS][2];
    /* Ships p built at the Flagship this turn (1 allowed, 2 with Ship Crane:
     * FLAGSHIP_SHIPS_BUILT), and FLAGSHIP_SLIPSTREAM_USED once p used
     * Slipstream Drive this turn (both cleared when a turn begins). */
    uint8_t flagship_ships[MAX_PLAYERS];
#define FLAGSHIP_SLIPSTREAM_USED 0x80u
#define FLAGSHIP_SHIPS_BUILT(x) ((x) & 0x7F)
#define FLAGSHIP_BYTES (MAX_PLAYERS * (2 + 2 * FLAGSHIP_COLUMNS)) /* the three fields above, one run */
#define FLAGSHIP_RUN(c) ((const uint8_t *)(c) + offsetof(campaign_state, flagship)) /* that run's bytes */
    /* The data of the cards placed after the first ones (card_data.h). */
    uint8_t card_data_more[CARD_DATA_MORE];
} campaign_state;
_Static_assert(sizeof(campaign_state) == offsetof(campaign_state, card_data_more) + CARD_DATA_MORE,
               "padding at the end of the campaign");
_Static_assert(CARD_DATA_MORE % 8 == 0, "card_data_more: whole words");
_Static_assert(offsetof(campaign_state, card_data_more) == offsetof(campaign_state, flagship) + FLAGSHIP_BYTES &&
                   offsetof(campaign_state, flagship_ships) + MAX_PLAYERS == offsetof(campaign_state, card_data_more),
               "the Flagship fields are one run just before card_data_more (the loader reads them as one)");
#define COUNCIL_PLACE 0           /* the Imperial Council: the leftmost Court card (Act I Setup K) */

typedef struct game_state {
    /* -- configuration (fixed after setup) -- */
    uint8_t num_players;
    uint8_t mode;
    uint8_t setup_card;          /* index into the setup-card table */
    uint8_t out_of_play;         /* bit c: cluster c (0..5) out of play */

    /* -- progress -- */
    uint8_t chapter;             /* 1..5 */
    uint8_t initiative;          /* player holding the initiative marker */
    uint8_t game_over;
    uint8_t winner;              /* NO_PLAYER while playing */

    /* -- map -- */
    system_state sys[SYSTEMS_MAX];

    /* -- players -- */
    player_state pl[MAX_PLAYERS];

    /* -- general supply -- */
    uint8_t res_supply[NUM_RES];
    uint8_t phantom[NUM_RES];    /* 2 players: resources on ambition boxes */
    uint8_t pad0[2];

    /* -- ambitions -- */
    uint8_t marker_box[3];       /* 0xFF available, else the arcs_ambition box */
    uint8_t marker_flipped;      /* bit m: marker m shows its higher side */
    uint8_t zero_marker;         /* on the lead card this round */

    /* -- action cards -- */
    uint8_t action_deck[ACTION_CARDS_MAX];
    uint8_t action_deck_len;     /* top is the last element */
    uint8_t action_discard[ACTION_CARDS_MAX];
    uint8_t action_discard_len;  /* bottom is element 0 */

    /* -- round -- */
    uint8_t lead_card;           /* NO_CARD before the lead */
    uint8_t seized_by;           /* NO_PLAYER when nobody has seized this round */
    uint8_t played[MAX_PLAYERS]; /* card played this round, NO_CARD if none */
    uint8_t play_mode[MAX_PLAYERS];
    uint8_t seize_card[MAX_PLAYERS]; /* extra face-down card, NO_CARD if none */
    uint8_t turn_player;         /* whose turn it is (NO_PLAYER between turns) */
    uint8_t turns_done;          /* turns taken (or skipped) this round */
    uint8_t passes_in_row;       /* consecutive passes of the initiative */

    /* -- turn -- */
    uint8_t pips;                /* action pips left on the played card */
    uint8_t pip_suit;            /* suit whose actions the pips take */
    uint8_t prelude_open;        /* no pip spent yet this turn */
    uint8_t weapon_battle;       /* a Weapon was spent: pips may battle */
    uint8_t prelude_spent[NUM_RES]; /* spent in Prelude, returned when it ends */
    uint8_t turn_flags;          /* TURN_* */
    uint8_t taxed[SYSTEMS_MAX];  /* bit i: the city in slot i of the system was taxed this turn */
    uint8_t shipyard_used[SYSTEMS_MAX]; /* bit i: the starport in slot i built a ship this turn */
    uint8_t pad3[8];

    /* -- Court -- the piles of a base or Leaders & Lore game; a campaign
     * game's are in its block (camp.court_deck, camp.court_discard). Read
     * and write them through court_deck_pile / court_discard_pile. */
    uint16_t base_court_deck[COURT_PILE_BASE]; /* top is the last element */
    uint16_t base_court_discard[COURT_PILE_BASE]; /* bottom is element 0 */
    uint16_t court_row[COURT_ROW_MAX];    /* NO_COURT_CARD for an empty place */
    uint8_t court_agents[COURT_ROW_MAX][MAX_PLAYERS];
    uint8_t court_deck_len;
    uint8_t court_discard_len;
    uint8_t court_row_len;       /* places in the row (3 or 4 in the base game) */
    uint8_t pad1;

    /* -- Court-card effects in progress (owned by lib/cards) -- */
    card_state cards;

    /* -- battle -- */
    battle_state battle;

    /* -- randomness -- */
    uint64_t rng[2];             /* xoroshiro128++ */

    /* -- what each player has seen of the action cards (lib/core/chance.c) --
     * Bit c of card_known[p]: player p knows where action card c is: in
     * their own hand or play, played face up, in a Rival's hand they looked
     * at (Farseers) or saw it taken into (a Union's), for a Rival's card
     * only that it is among that Rival's hidden cards (hand and face-down
     * plays: engine.h), or in the discard pile where they saw it go (its exact
     * place above the shuffled bottom action_discard_unknown cards; within
     * those, only that it is among them). arcs_determinize keeps these
     * cards where they are. Cleared when the cards are shuffled together
     * for a new chapter. uint64_t: one bit per action card. */
    uint64_t card_known[MAX_PLAYERS];
    /* Runs of the action discard pile laid face down in shuffled order
     * (the Farseers Prelude: faq.csv, Farseers, "Shuffle all of the cards
     * you are discarding before placing them on the discard pile"): bit i
     * of discard_run: place i (0 = bottom) is in such a run; bit i of
     * discard_run_alt tells two runs laid one on the other apart (a run is
     * the consecutive places with both bits alike). Whoever discarded them
     * knows which cards they are, not in which order: arcs_determinize
     * draws their order again. Only above the shuffled bottom
     * (action_discard_unknown); when a run reaches the bottom it becomes the
     * shuffled bottom (draw_action_discard_bottom). */
    uint64_t discard_run;      /* (64 bits: the campaign's 40 action cards) */
    uint64_t discard_run_alt;

    /* -- chance (lib/core/chance.c) -- */
    uint8_t chance_mode;         /* arcs_chance_mode */
    uint8_t court_deck_known;    /* bottom Court-deck cards whose order is known (buried) */
    uint8_t action_discard_unknown; /* bottom action-discard cards in shuffled order */

    /* -- decision stack: last, so that copies and the hash stop at the top
     * frame (state_live_bytes); frames above the top are always zero -- */
    uint8_t depth;
    uint8_t engine_error;        /* ENGINE_ERROR_*: an engine limit was passed */
    uint8_t pad2[3];
    frame stack[STACK_MAX + 1];  /* stack[STACK_MAX] catches a push past the
                                    maximum (then engine_error is set) */
    uint8_t pad4[4];             /* always zero */

    /* -- the layers of the other modes: a game copies, undoes, hashes and
     * compares only its mode's part (state_mode_bytes) -- */
    ll_state ll;                 /* Leaders & Lore and the campaign */
    campaign_state camp;         /* the campaign */
} game_state;

/* The game's mode, asked one way: one inline predicate per mode (a load and
 * a compare). Rules code asks it once per call, outside its loops, and the
 * base game's hot paths take a branch of their own (docs/performance.md,
 * "mode tests out of the base game's loops"). */
/* The base game: no Leaders & Lore layer, no campaign. */
static inline bool is_base_game(const game_state *g) { return g->mode == ARCS_MODE_BASE; }
/* Leaders & Lore on the base game (not the campaign, which has the layer too:
 * !is_base_game asks for the layer). */
static inline bool is_leaders_lore(const game_state *g) { return g->mode == ARCS_MODE_LEADERS_LORE; }
/* The Blighted Reach campaign. */
static inline bool is_campaign(const game_state *g) { return g->mode == ARCS_MODE_CAMPAIGN; }
/* The systems a loop over the map's pieces visits: the map's 24, and in the
 * campaign system 24, the map centre (pieces stand there only while a law
 * makes it a system: the Twisted Passage; sys_in_play is true for it). */
static inline int map_systems(const game_state *g) { return is_campaign(g) ? SYSTEMS_MAX : NUM_SYSTEMS; }
/* Does the map centre (system 24, campaign) hold a building (outside the
 * printed slots, where a gate's stand)? One word read: the hot loops over
 * buildings keep the map's constant 24 otherwise. */
_Static_assert(BUILDING_SLOTS_MAX == 4, "centre_has_buildings reads the places as one word");
static inline bool centre_has_buildings(const game_state *g) {
    uint32_t w;
    memcpy(&w, &g->sys[NUM_SYSTEMS].bld[0], sizeof w);
    return w != 0;
}
/* The systems a loop over buildings visits: the map's 24, and the map centre
 * while a building stands there (campaign). */
static inline int building_systems(const game_state *g) {
    return is_campaign(g) && centre_has_buildings(g) ? SYSTEMS_MAX : NUM_SYSTEMS;
}

/* The Fates being drawn / secretly chosen: Act I Setup's (Set Up Players
 * B) or the Intermission's (F step 1 / step 2). */
static inline bool fate_drawing(const game_state *g) {
    return g->camp.setup_step == CSETUP_FATES || g->camp.intermission_step == INTERMISSION_DRAW;
}
static inline bool fate_choosing(const game_state *g) {
    return g->camp.setup_step == CSETUP_CHOOSE_FATES || g->camp.intermission_step == INTERMISSION_CHOOSE;
}
/* Is the Intermission under way (A-F, not done)? */
static inline bool in_intermission(const game_state *g) {
    return g->camp.intermission_step != INTERMISSION_NONE && g->camp.intermission_step != INTERMISSION_DONE;
}
/* Intermission F: is Fate card i of p's two the player's own Fate of the
 * Act just played (kept after a completed objective: public), not a drawn
 * one? The cards stay dealt into the next Act (until its Intermission
 * deals again, step E): there the Act just played is the one before. */
static inline bool fate_dealt_public(const game_state *g, int p, int i) {
    const campaign_state *c = &g->camp;
    int played = c->intermission_step >= INTERMISSION_DRAW ? c->act : c->act - 1;
    return played >= 1 && played <= 3 && c->fate_dealt[p][i] != NO_COURT_CARD &&
           c->fate_dealt[p][i] == c->fate_history[p][played - 1];
}

/* No implicit padding before or inside the stack (byte equality, the hash). */
_Static_assert(offsetof(game_state, stack) == offsetof(game_state, pad2) + 3, "padding before the stack");
_Static_assert(offsetof(game_state, base_court_deck) == offsetof(game_state, pad3) + 8, "padding before the Court");
_Static_assert(offsetof(game_state, ll) == offsetof(game_state, pad4) + 4 &&
                   offsetof(game_state, pad4) == offsetof(game_state, stack) + (STACK_MAX + 1) * sizeof(frame),
               "padding after the stack");
_Static_assert(offsetof(game_state, camp) == offsetof(game_state, ll) + sizeof(ll_state) &&
                   sizeof(game_state) == offsetof(game_state, camp) + sizeof(campaign_state),
               "padding between the layers");

enum {
    TURN_ELIMINATION_CHECKED = 1u << 1
};

/* game_state.engine_error: a bug in the engine, never a rule outcome. */
enum {
    ENGINE_ERROR_NONE = 0,
    ENGINE_ERROR_STACK_OVERFLOW = 1, /* a push past STACK_MAX */
    ENGINE_ERROR_LIST_FULL = 2       /* a full list (used this turn, play area, booklet, tokens) */
};

/* The action cards (lib/data/action_cards.c), by id: the base deck is ids
 * 0..27 in suit order, numbers 1..7 (the wire ids); later sets append
 * Event cards and two-sided cards (played on one of two sides). */
enum { ACTION_KIND_BASE = 0, ACTION_KIND_EVENT = 1, ACTION_KIND_TWO_SIDED = 2 };
#define SUIT_NONE 4 /* an Event card has no suit */
/* The two-sided cards' own suit, and the two sides a played one lies on
 * (the card's rules, lib/cards): the "suit" its pips take actions of and that a Surpass must
 * match (Zeal: move, influence, battle, tax; Wisdom: build, repair, secure). */
#define SUIT_TWO_SIDED 5
#define SUIT_ZEAL 6
#define SUIT_WISDOM 7
#define SUITS_MAX 8
typedef struct action_card {
    uint8_t suit;   /* arcs_suit (Event cards: SUIT_NONE) */
    uint8_t number; /* 1..7 (Event cards: 0) */
    uint8_t pips;   /* action pips */
    uint8_t kind;   /* ACTION_KIND_* */
} action_card;
extern const action_card action_cards[NUM_ACTION_CARDS];
/* The two-sided cards' names (lib/data/action_cards.c): the kind's, and
 * those of SUIT_TWO_SIDED, SUIT_ZEAL, SUIT_WISDOM in that order. */
extern const char *const two_sided_kind_name;
extern const char *const two_sided_suit_names[3];
static inline int action_suit(int card) { return action_cards[card].suit; }
static inline int action_number(int card) { return action_cards[card].number; }
static inline bool is_event_card(int card) { return card < NUM_ACTION_CARDS && action_cards[card].kind == ACTION_KIND_EVENT; }
static inline bool is_two_sided_card(int card) { return card < NUM_ACTION_CARDS && action_cards[card].kind == ACTION_KIND_TWO_SIDED; }
/* The side a played two-sided action card lies on (SUIT_ZEAL, SUIT_WISDOM):
 * kept in its card's data (lib/cards). */
int cards_two_sided_suit(const game_state *g, int card)
#if defined(__GNUC__)
    __attribute__((cold, pure))
#endif
    ;
/* The suit a played card's pips take actions of and a Surpass compares: a
 * two-sided card's side (SUIT_ZEAL, SUIT_WISDOM), else its suit. */
static inline int played_suit(const game_state *g, int card) {
    int s = action_cards[card].suit;
#if defined(__GNUC__)
    if (__builtin_expect(s != SUIT_TWO_SIDED, 1)) return s;
#else
    if (s != SUIT_TWO_SIDED) return s;
#endif
    return cards_two_sided_suit(g, card);
}
/* A hand's Event cards (bit per action card). */
#define EVENT_CARDS_MASK ((((1ull << EVENT_CARDS_MAX) - 1) << EVENT_CARD_FIRST) | 1ull << EVENT_CARD_EXTRA)
/* The Event cards of Act I Setup E: 2 with 2-3 players, 3 with 4. */
static inline int setup_event_cards(int num_players) { return num_players == 4 ? 3 : 2; }
/* The Event cards in a game (bit per action card): Act I Setup E's, from
 * EVENT_CARD_FIRST, and EVENT_CARD_EXTRA once a Fate's Act II Setup shuffled
 * it in (event_cards one above Setup E's count). */
static inline uint64_t event_cards_in_game(const game_state *g) {
    int setup = setup_event_cards(g->num_players), n = g->camp.event_cards;
    uint64_t m = ((1ull << (n < setup ? n : setup)) - 1) << EVENT_CARD_FIRST;
    return n > setup ? m | 1ull << EVENT_CARD_EXTRA : m;
}
/* The base action card of a suit and number, or -1. */
int action_card_of(int suit, int number);
/* The size of a state in a mode: the base fields, then the Leaders & Lore
 * block, then the campaign block (arcs-bench prints them). */
static inline size_t state_mode_bytes(int mode) {
    return mode == ARCS_MODE_BASE           ? offsetof(game_state, ll)
           : mode == ARCS_MODE_LEADERS_LORE ? offsetof(game_state, camp)
                                            : sizeof(game_state);
}

/* The Court piles of a state (deck: top last; discard: bottom first) and
 * their room: the base block's for base and Leaders & Lore games, the
 * campaign block's for a campaign. Lengths: court_deck_len,
 * court_discard_len. */
static inline int court_pile_max(const game_state *g) {
    return is_campaign(g) ? COURT_CARDS_MAX : COURT_PILE_BASE;
}
static inline uint16_t *court_deck_pile_rw(game_state *g) {
    return is_campaign(g) ? g->camp.court_deck : g->base_court_deck;
}
static inline const uint16_t *court_deck_pile_ro(const game_state *g) {
    return is_campaign(g) ? g->camp.court_deck : g->base_court_deck;
}
static inline uint16_t *court_discard_pile_rw(game_state *g) {
    return is_campaign(g) ? g->camp.court_discard : g->base_court_discard;
}
static inline const uint16_t *court_discard_pile_ro(const game_state *g) {
    return is_campaign(g) ? g->camp.court_discard : g->base_court_discard;
}
#define court_deck_pile(g) \
    _Generic((g), const game_state *: court_deck_pile_ro, default: court_deck_pile_rw)(g)
#define court_discard_pile(g) \
    _Generic((g), const game_state *: court_discard_pile_ro, default: court_discard_pile_rw)(g)

/* The base bytes of a state that can be nonzero: up to its top frame. */
static inline size_t state_live_bytes(const game_state *g) {
    return offsetof(game_state, stack) + (size_t)g->depth * sizeof g->stack[0];
}

/* The layer bytes (past the base part) a state of this mode uses. */
static inline size_t state_layer_bytes(int mode) { return state_mode_bytes(mode) - offsetof(game_state, ll); }

/* Copy n bytes of a state (lib/core/game.c): the C library's memcpy, which
 * picks the widest vector copy of the machine at run time. Inlined, the
 * compiler turns a state copy of variable length into a `rep movsq`,
 * markedly slower for the 1.3-1.5 KB of a base state. */
void state_copy_bytes(void *dst, const void *src, size_t n);

/* *dst (a state whose frames above the top are zero) becomes *src, copying
 * only the live bytes of src and the layers of the two states' modes
 * (clone, undo, copy_state, history). A base game copies no layer. */
static inline void state_assign(game_state *dst, const game_state *src) {
    unsigned old = dst->depth, old_mode = dst->mode;
    state_copy_bytes(dst, src, state_live_bytes(src));
    /* src may be a history entry, whose bytes above its top are not kept. */
    if (old > src->depth) memset(&dst->stack[src->depth], 0, (old - src->depth) * sizeof dst->stack[0]);
    if (src->mode != ARCS_MODE_BASE || old_mode != ARCS_MODE_BASE) {
        size_t n = state_layer_bytes(src->mode > old_mode ? src->mode : old_mode);
        state_copy_bytes(&dst->ll, &src->ll, n);
    }
}

/* The turn's marks on buildings (Tax Limit, a starport's ship this turn),
 * cleared when a turn begins. */
static inline void clear_turn_marks(game_state *g) {
    memset(g->taxed, 0, sizeof g->taxed);
    memset(g->shipyard_used, 0, sizeof g->shipyard_used);
    /* Flagships: ships built at the Flagship "per turn". */
    if (g->mode == ARCS_MODE_CAMPAIGN) memset(g->camp.flagship_ships, 0, sizeof g->camp.flagship_ships);
}

/* A building left its slot: its marks do not carry to a new one. */
static inline void clear_building_marks(game_state *g, int sys, int slot) {
    g->taxed[sys] &= (uint8_t)~(1u << slot);
    g->shipyard_used[sys] &= (uint8_t)~(1u << slot);
}

/* The building places of a system the rules look at, as a loop bound: the
 * printed slots' room (SLOTS_PER_SYSTEM) in the base game; with Leaders &
 * Lore also the places outside the printed slots (indexes SLOTS_PER_SYSTEM
 * .. BUILDING_SLOTS_MAX - 1: Gate Ports, Gate Stations, Cloud Cities). */
static inline int building_places(const game_state *g) {
    return is_base_game(g) ? SLOTS_PER_SYSTEM : BUILDING_SLOTS_MAX;
}

/* A system's building places as one word, place i in byte i (places 2
 * and 3, outside the printed slots, are 0 in the base game): "is there a
 * building of this owner / kind here" in a few instructions, for both
 * modes, without a loop or a mode test. A place matches when its code
 * masked with `mask` equals `value` (which includes BLD_OCCUPIED, so empty
 * places never match). */
static inline bool bld_any(const system_state *s, unsigned mask, unsigned value) {
    uint32_t w;
    memcpy(&w, s->bld, sizeof w);
    uint32_t x = (w & (mask * 0x01010101u)) ^ (value * 0x01010101u); /* matching places are zero bytes */
    return ((x - 0x01010101u) & ~x & 0x80808080u) != 0;
}
/* The buildings outside the printed slots (places SLOTS_PER_SYSTEM..; none
 * in the base game) whose code masked with `mask` equals `value`. */
static inline int outside_count(const system_state *s, unsigned mask, unsigned value) {
    int n = 0;
    for (int i = SLOTS_PER_SYSTEM; i < BUILDING_SLOTS_MAX; i++) n += (s->bld[i] & mask) == value;
    return n;
}
/* Codes (BLD_*) and masks for the owner, the kind and the damage. */
#define BLD_OWNER_MASK 0xF0u
#define BLD_KIND_MASK 0xF2u
#define BLD_DAMAGE_MASK 0xF1u
#define BLD_OF(p) (BLD_OCCUPIED | (unsigned)(p) << 4)

static inline int sys_cluster(int s) { return s / 4; }          /* 0..5 */
static inline int sys_kind(int s) { return s % 4; }
static inline bool sys_is_gate(int s) { return s % 4 == SYS_GATE; }
/* The resource tokens of type r in the game: the box's RES_PER_TYPE and,
 * in the campaign, the Psionic ones added by cards (psionic_extra). */
static inline int res_tokens(const game_state *g, int r) {
    return RES_PER_TYPE + (r == ARCS_PSIONIC ? g->camp.psionic_extra : 0);
}

static inline bool sys_in_play(const game_state *g, int s) {
    return !(g->out_of_play & (1u << sys_cluster(s)));
}

#endif
