/*
 * The card hook table: every Court-card effect is written once, in its own
 * file under lib/cards/, as a card_def (an effect), and registered in the one
 * table of lib/cards/hooks.c for every printed card that carries it (a
 * campaign card reprinting a base card's text shares its def). Rules code reaches the effects only through the hook
 * points declared in core/engine.h ("card hook points"), which walk the
 * cards a player holds (g->pl[p].guild[]), the cards placed beside played
 * action cards (g->cards.placed[]) or the card being secured, and call the
 * fields of their card_def. See docs/architecture.md, "Hook points".
 *
 * Card instances. A card is named in moves, frames and card functions by its
 * card-table index (CARD_*, 16 bits), never by its def's position in the
 * table: ARCS_MOVE_CARD a|b = the card, c = the card's step, d, e, f = the
 * step's argument bytes; an FR_CARD / FR_CARD_AUTO frame has card = the card,
 * step = the step, c..f = the step's data. A def's functions receive the
 * instance they act for, so two cards sharing a def (held by one player or
 * two) act each for itself.
 *
 * Adding a field to card_def: declare it (in a commented block of its own)
 * and give it its line in CARD_DEF_FIELDS below, at the same place:
 * HOOK(field, POINT) when a walk over the effect sources reads it (a new
 * hook point is one more X(POINT) at the end of HOOK_POINTS), OWN(field)
 * when only the card itself is asked. The hook mask (card_def_hooks, 64
 * bits) is derived from that list; a field without its line fails the
 * build, and tests/test_sources.c checks each HOOK field's bit.
 */
#ifndef ARCS_CARDS_HOOKS_H
#define ARCS_CARDS_HOOKS_H

#include "rules/rules.h"
#include "data/card_ids.h"
#include "data/tables.h"

/* A step of a card's moves: its name in the move text and the argument
 * letters of c and d (lib/api/move_text.c: c action card but the extra
 * Event card, E any action card, s system,
 * A ambition, p player, o a battle defender (a player, free, empire or
 * blight), n number, r resource, U action pip or resource slot,
 * K Court card by short name, L cluster, M a set of
 * assault dice as a number: bit per die, R a Rival's resource slot as a
 * number or "trust-<Resource>" for the Imperial Trust: STEAL_FROM_TRUST, S a
 * set of resource slots as a number: bit per slot). "card <short-name>
 * <name> <args>".
 * label: the move in words for people (arcs_move_label, after "<card name>:
 * "), or NULL for the move text's words. %1..%3 is argument 1..3 in words by
 * its letter ("3-hex", "Player 2", "Material", "an action pip" or
 * "Fuel (slot 2)", a card's name); %#1 a number shown from 1; %k1 the Court
 * card in row place %1 with its place; %b1 the building at system %1 in slot
 * %2; %d1 a set of rolled dice (bit i: die i+1). */
/* The number of elements of an array (a card's step table: card_def
 * nsteps = ARRAY_LEN(STEPS), never counted by hand). */
#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

typedef struct card_step {
    const char *name;
    const char *args;
    const char *label;
} card_step;

/* Steps every card may use (lib/cards/cards.c handles them). */
enum {
    STEP_COMMON = 0xF0,
    STEP_DISCARD = STEP_COMMON, /* Prelude: "simply discard" the card (faq.csv) */
    STEP_PLACE_SHIPS,           /* Prelude: discard it to place 3 ships (system next) */
    STEP_PLACE_SHIP,            /* place 1 of the ships owed in system c (short supply) */
    STEP_THREE_SHIPS_IN,        /* the system (c) for the 3 ships */
    STEP_DRAFT,                 /* Leaders & Lore setup: take this card from the draft rows */
    STEP_COMMON_END
};

/* NEW_ACTION: "<Name> (<Standard action>): ..." (Base rulebook, "New Actions"). */
typedef struct card_new_action {
    uint8_t replaces; /* arcs_action */
    uint8_t step;     /* the card step of the move taking it (c = source) */
    /* Could p take it now? spent_slot: the resource slot spent to take it
     * (its token is gone by then), or -1 for an action pip. */
    bool (*possible)(const game_state *g, int p, int spent_slot);
    /* Start the action (push its frames); the source is already spent. */
    void (*begin)(game_state *g, int p, int card);
} card_new_action;

enum { SECOND_FOR_WIN_ANY = 0xFF }; /* card_def.second_for_first */

/* EVENT: a set of camp_event kinds (card_def.events), a bit per kind. */
typedef uint64_t event_mask;
_Static_assert(EVT_KIND_COUNT <= 64, "the event kinds fit an event_mask");
#define EVENT_BIT(kind) ((event_mask)1 << (kind))
/* EVENTS(EVT_A, EVT_B, ...): the set of those kinds (1 to 8 of them), a
 * constant for a def's initializer. */
#define EVENTS(...) EVENTS_PICK_(__VA_ARGS__, EVENTS_8_, EVENTS_7_, EVENTS_6_, EVENTS_5_, EVENTS_4_, EVENTS_3_, \
                                 EVENTS_2_, EVENTS_1_, )(__VA_ARGS__)
#define EVENTS_PICK_(a, b, c, d, e, f, g, h, name, ...) name
#define EVENTS_1_(a) EVENT_BIT(a)
#define EVENTS_2_(a, ...) (EVENT_BIT(a) | EVENTS_1_(__VA_ARGS__))
#define EVENTS_3_(a, ...) (EVENT_BIT(a) | EVENTS_2_(__VA_ARGS__))
#define EVENTS_4_(a, ...) (EVENT_BIT(a) | EVENTS_3_(__VA_ARGS__))
#define EVENTS_5_(a, ...) (EVENT_BIT(a) | EVENTS_4_(__VA_ARGS__))
#define EVENTS_6_(a, ...) (EVENT_BIT(a) | EVENTS_5_(__VA_ARGS__))
#define EVENTS_7_(a, ...) (EVENT_BIT(a) | EVENTS_6_(__VA_ARGS__))
#define EVENTS_8_(a, ...) (EVENT_BIT(a) | EVENTS_7_(__VA_ARGS__))

typedef struct card_def {
    uint16_t card;            /* CARD_* the effect was written for (lib/data/card_ids.h) */
    const char *short_name;   /* move text: "card <short_name> ..." */
    const card_step *steps;   /* indexed by step id */
    uint8_t nsteps;

    /* ---- data-valued hook points ---- */
    /* SPEND_AS: types any resource may be spent as; their Outrage is ignored
     * when spending them for their Prelude action (the Loyal guilds). */
    uint8_t spend_as;
    /* PROVOKE_OUTRAGE: kept when the holder Provokes Outrage of its suit. */
    bool kept_on_outrage;
    /* RESOURCE_SUPPLY: 1 + the resource type whose supply lies on the card
     * (0: none). It adds to the holder's ambitions but cannot be spent. */
    uint8_t holds_supply;
    /* STEAL_CHECK: Rivals cannot steal the holder's resources and other
     * Guild cards. STOLEN: buried instead of going to the thief. */
    bool guards_holder;
    bool buried_when_stolen;
    /* NEW_ACTION */
    const card_new_action *new_actions;
    uint8_t n_new_actions;

    /* ---- Leaders & Lore (cards in a play area; lib/cards/leaders, lore) ---- */
    /* TAX: 1 + a resource type gained "along with the taxed resource" when
     * the holder Copied or Pivoted in order to tax (Attuned, Insatiable). */
    uint8_t tax_bonus;
    /* TAX: the holder can only tax Loyal cities they control (Callow). */
    bool tax_needs_control;
    /* TAX (campaign): the holder may tax any city in an Empire-controlled
     * system like a Loyal one, ignoring Presence and Truce, taking no
     * Captive (Imperial Authority, F102). */
    bool taxes_empire_cities;
    /* SCORE_PLACE: 1 + the ambition whose scoring gives the holder no Power
     * for second place and second-place Power for first (Just, Violent);
     * SECOND_FOR_WIN_ANY: second-place Power for any ambition the holder
     * wins, other places as usual (Vow of Survival, ARCS-F1802). */
    uint8_t second_for_first;
    /* MOVE_LIMIT: most ships the holder moves at a time (Disorganized). */
    uint8_t move_limit;
    /* DECLARE: the holder must give 1 Guild card to declare (Generous). */
    bool gives_card_to_declare;
    /* SECURE: the holder cannot secure Guild cards with only 1 Loyal agent
     * on them (Paranoid; Ransack is not a secure). */
    bool secure_needs_two;
    /* BUILD: the holder always builds ships fresh (Hidden Harbors). */
    bool ships_built_fresh;
    /* BATTLE_GUARD: attackers cannot collect raid dice while the holder has
     * a fresh defending starport (Hidden Harbors). */
    bool fresh_starport_stops_raid;
    /* BATTLE_GUARD: Rivals battling the holder cannot Ransack (Beloved). */
    bool stops_ransack;
    /* BATTLE_GUARD: defending, the attacker takes 1 hit before collecting
     * dice if any Loyal defending ship is fresh (Railgun Arrays). */
    bool fresh_ships_hit_first;
    /* INTERCEPT: defending, +1 intercept to a roll with assault dice
     * (Mirror Plating); attacking with only fresh ships at the start, 1
     * rolled intercept ignored (Signal Breaker). */
    bool adds_intercept;
    bool ignores_intercept;
    /* COLLECT_DICE: dice the holder must collect (Committed, faq.csv). */
    uint8_t min_dice;
    /* AFTER_BATTLE: the holder battled in sys as the attacker (Repair
     * Drones); as the defender, and the attacker took Trophies (Beloved). */
    void (*after_battle)(game_state *g, int p, int card, int sys);
    void (*after_defending)(game_state *g, int p, int card);
    /* COPY_PIVOT_ACTION: the holder Copied or Pivoted and took `action`
     * with a pip; its frames are on top (Charismatic). */
    void (*copy_pivot_action)(game_state *g, int p, int card, int action);
    /* COPY_PIVOT_ACTION: the card's "before or after" pair, whose other
     * action first may make the action legal (cards_copy_pivot_possible,
     * cards_action_next). */
    const struct before_after *pair;
    /* CARD_SLOT: the card has one resource slot, held by its holder as
     * slot CARD_RES_SLOT (raid cost: res_slot_keys) (Ancient Holdings). */
    bool has_res_slot;
    /* LL_SETUP: the leader's extra setup step (Cryptic). */
    void (*ll_setup)(game_state *g, int p, int card);
    /* BUILD: the holder's Build targets outside the printed slots (Gate
     * Ports, Gate Stations, Cloud Cities): append card moves (out NULL:
     * return nonzero if one exists; else the count appended); apply one. */
    int (*build_moves)(const game_state *g, int p, int card, move_list *out);
    void (*build_apply)(game_state *g, arcs_move m);
    /* MOVE_INTO: ships of the Rival `mover` moved into gate sys, which the
     * holder controlled before they moved in (Gate Ports). */
    void (*rival_moved_in)(game_state *g, int holder, int card, int mover, int sys);
    /* MOVED: the holder begins a Move; the holder moved `fresh` fresh ships
     * from one system to another (flags: MOVE_* of the Move frame). */
    void (*move_begin)(game_state *g, int p, int card, bool keep_battle);
    void (*ships_moved)(game_state *g, int p, int card, int from, int to, int fresh, int flags);
    /* CITY_TYPE: the types (bit per resource) of a city on gate sys, for
     * everyone while the card is in any play area (Gate Stations); p taxed
     * such a city: gain its resource (or push the choice of type). */
    unsigned (*gate_city_types)(const game_state *g, int sys);
    void (*gate_city_taxed)(game_state *g, int p, int card, int sys);

    /* ---- function hook points (NULL: not used by the card) ---- */
    /* PRELUDE_MOVES: append p's Prelude moves with this card. */
    void (*prelude_moves)(const game_state *g, int p, int card, move_list *out);
    /* PRELUDE_APPLY: apply one of them (FR_TURN stays below). */
    void (*prelude_apply)(game_state *g, arcs_move m);
    /* BEFORE_ACTIONS: p Surpassed or Pivoted, before any actions. */
    void (*before_actions)(game_state *g, int p, int card);
    /* DECLARE: true if the zero marker is not placed for this ambition. */
    bool (*no_zero_marker)(int ambition);
    /* DECLARE_AMBITION: the holder p declared an ambition. */
    void (*after_declare)(game_state *g, int p, int card);
    /* AFTER_SCORING: after scoring; holder holds the card. */
    void (*after_scoring)(game_state *g, int holder, int card);
    /* ROUND_END: for a card placed beside a played card (g->cards.placed[i]). */
    void (*round_end)(game_state *g, int i);
    /* WHEN_SECURED: p secured this (Vox) card. */
    void (*when_secured)(game_state *g, int p, int card);
    /* WHEN_SECURED, for an effect that moves the securer's Loyal agents on
     * the card (Council Intrigue): called instead of when_secured; Secure
     * step 1 left `agents` of them waiting in p's supply (no Outrage slot
     * filled), and the effect returns (return_agent) those it does not
     * move (rules.h, cards_secured_agents_move). */
    void (*when_secured_agents)(game_state *g, int p, int card, int agents);
    /* CRISIS: the card, in Court row place pos, resolves its Crisis
     * (campaign Court Crises; the event and number dice are in g->camp). */
    void (*crisis)(game_state *g, int card, int pos);
    /* WHEN_DRAWN: this (Vox) card was just drawn from the Court deck into
     * Court row place pos ("When Drawn:", Passage Storms ARCS-F2206;
     * campaign only; cards_court_card_drawn). May push decisions: as a
     * chance draw would, they wait above whatever refilled the place. */
    void (*when_drawn)(game_state *g, int card, int pos);
    /* COLLECT_DICE: extra dice the holder may collect battling in sys. */
    int (*extra_dice)(const game_state *g, int p, int sys);
    /* AFTER_ROLL: the holder rolled the battle dice. */
    void (*after_roll)(game_state *g, int p, int card);

    /* ---- parts of the text that work from elsewhere (effect sources) ---- */
    /* IN_COURT: "While this is in the Court, ..." (Armistice, Feast Day): a
     * def of its own whose fields answer the hook points, for every player,
     * while the card lies in the Court row; not while it is held, so the
     * held-card walk pays nothing for it. */
    const struct card_def *in_court;
    /* TOKEN: the rules of the tokens this card brings into play (Ceasefires,
     * Bunkers, Golems...): a def whose fields answer for each such token in
     * play (g->camp.tokens), for the token's owner or for every player. */
    const struct card_def *token;

    /* ---- the campaign's Fates (lib/campaign/fates.h) ---- */
    /* FATE_SETUP: the Setup side of an objective card (ARCS-F101A...) sets
     * player p up (Act I Setup, Set Up Players C): gain the Fate's cards
     * (fate_gain_card), tokens, tiles... It may push decisions (FR_CARD
     * frames of this card: every choice is a move); Act I Setup resumes
     * when they are resolved. */
    void (*fate_setup)(game_state *g, int p, int card);
    /* EVENT: the campaign event bus (rules/rules.h camp_event): something
     * happened (an ambition won, a chapter's end, a Regent became an
     * Outlaw...); holder: whose source this is. Objective cards advance
     * their marker here (objective_advance). May push decisions. Asked of
     * every player's sources (held Guild cards, play area, booklet, Court
     * row `in_court` parts, tokens), in turn order, only in the campaign. */
    void (*on_event)(game_state *g, int holder, int card, const camp_event *ev);
    /* EVENT: the kinds of event (camp_event_kind, EVT_*) on_event acts on,
     * a bit per kind: EVENTS(EVT_CHAPTER_END, EVT_AMBITION_WON), read off
     * the handler's own kind tests. cards_event calls on_event only for
     * these kinds (and skips its walk for a kind no def in the registry
     * declares). A def with an on_event declares at least one kind: the
     * registry check (card_events_undeclared) fails loudly otherwise, and
     * debug builds prove each declaration by calling the handler, for every
     * kind it leaves out, on a scratch copy of the state that must stay
     * unchanged. */
    event_mask events;
    /* The Resolution card of a Fate set for Act resolution_act (ARCS-F104:
     * "Steward Act I Resolution"): Intermission A (lib/campaign/
     * intermission.c) calls it for p, who holds the card's Fate, with
     * whether p completed the Act's objective. It adds, scraps and gains
     * the cards it lists (fates.h fate_add_to_court_deck, fate_scrap,
     * fate_gain_card). May push decisions and chance (every choice a
     * move); the Intermission resumes when they are resolved. */
    void (*resolution)(game_state *g, int p, int card, bool completed);
    uint8_t resolution_act;
    /* Is `card`, a Fate-set card this def answers for, in play outside the
     * Court-card places (the Faithful action cards in hands and piles,
     * ARCS-F813)? Switching Fates scraps only what is not in play. */
    bool (*in_play_elsewhere)(const game_state *g, int card);

    /* GRAND_AMBITIONS: the A and B Fates' Act III objective card in p's
     * play area: which of its two grand ambitions p fulfils now (a mask:
     * bit 0 the first printed, bit 1 the second), asked at the end of each
     * Act III chapter (The Campaign, "Grand Ambitions"; lib/campaign/
     * act_setup.c scores them from the chapter track and logs which). */
    int (*grand_ambitions)(const game_state *g, int p, int card);
    /* ATTACH: a card attached to a Court card was secured with the card
     * below by p (Attaching Cards, "Securing"; the card is off the Court
     * already): where it goes. NULL: by its kind, as any secured card (a
     * Guild card to p, lore to p's play area, a Vox card's When Secured).
     * For cards of other kinds (the Believer's Faithful action cards). */
    void (*attached_secured)(game_state *g, int p, int card);
    /* TOKEN defaults ("Campaign Rules & Terms", Tokens): a token is not
     * harmed and not Loyal unless its text says so (read on the `token`
     * part of a def: token_harmable, token_loyal in fates.h). */
    bool token_can_be_harmed;
    bool token_is_loyal;
    /* ---- campaign Fate cards (Act I: Magnate, Advocate, Partisan,
     * Admiral; lib/cards/campaign) ---- */
    /* SEIZE: the holder cannot seize the initiative by discarding a second
     * action card (Partisan Seizing); seize_moves appends the holder's other
     * ways to seize when playing a card (card moves of the seize decision),
     * seize_apply takes one (FR_SEIZE popped). */
    bool no_discard_seize;
    void (*seize_moves)(const game_state *g, int p, int card, move_list *out);
    void (*seize_apply)(game_state *g, arcs_move m);
    /* GUILD_ACTIONS (held card, campaign): may the holder use the Prelude
     * and new actions of their Guild cards now (Guild Overseers)? */
    bool (*guild_actions_allowed)(const game_state *g, int p, int card);
    /* EMPIRE_LAWS: the holder ignores the Empire's Presence Law (controls
     * every Empire-controlled system on their turn, Loyal pieces or not)
     * and Movement Law (any number of Imperial ships move along with
     * their Loyal ships) (Imperial Officers). */
    bool ignores_presence;
    bool ignores_movement;
    /* EDICT (rules booklet): resolved with the Edicts, in edict order
     * (edict_order, docs/components.md §9.5), after the printed edicts of
     * a lower number. */
    uint8_t edict_order;
    void (*edict)(game_state *g, int card);
    /* FATE_CRISIS (held card): "Crisis: ..." on a Fate card the holder p
     * holds, resolved with the Fate Crises (turn order). */
    void (*fate_crisis)(game_state *g, int p, int card);
    /* CARD_RES_TRANSFER: the resources on this card (card_res_*) may be
     * given with Transfer Asset in Summits (Merchant League). */
    bool res_transferable;
    /* SUMMIT_ACTIONS (play-area sources): the holder's own moves on their
     * Negotiations turn while no deal is being composed (the Magnate's
     * Export to the Galactic Core); apply one (the turn stays theirs). */
    void (*summit_moves)(const game_state *g, int p, int card, move_list *out);
    void (*summit_apply)(game_state *g, arcs_move m);

    /* ---- rule moments of cards that bring their own pieces into the rules
     * (tokens in resource slots, action cards of their own kind): the
     * rules reach them only here (rules.h, "card-owned pieces") ---- */
    /* SLOT_TOKEN (raid): append the attacker's "raid 0 <b>" moves for the
     * card-owned tokens of the defender (in resource slots, RES_CARD_TOKEN,
     * or elsewhere: b >= RES_SLOTS_MAX) whose raid cost `keys` pays (out
     * NULL: count them); raid_token takes one (b of the move) for the
     * attacker and returns the keys spent (0: not this card's token). */
    int (*raid_token_moves)(const game_state *g, int attacker, int defender, int keys, move_list *out);
    int (*raid_token)(game_state *g, int attacker, int defender, int b);
    /* SLOT_TOKEN (Returning Cities): a returning city covers p's resource
     * slot `slot`, which holds a card-owned token: true when the card took
     * care of it (the covered tokens after it wait: fit_resources resumes). */
    bool (*slot_token_covered)(game_state *g, int p, int slot);
    /* SLOT_TOKEN (labels): the text of "raid 0 <b>" when b is a raid place
     * of this card's tokens held by the defender (buf, cap bytes, e.g.
     * "Take 1 Fuel from Player 2's Pirate Hoard (2 keys)"); false: not
     * this card's (arcs_move_label, lib/api/move_label.c). */
    bool (*raid_token_label)(const game_state *g, int defender, int b, char *buf, size_t cap);
    /* ACTION_KIND: action cards of a kind other than base and Event
     * (card_kind_action_card). p led (how = ARCS_MOVE_LEAD: the card
     * pushes the declaration itself), Surpassed or Pivoted with `card`;
     * p secured action card `card` from the Court (true: the card took
     * it); may a lead one declare
     * any ambition (none otherwise)? */
    void (*action_card_played)(game_state *g, int p, int card, int how);
    bool (*action_card_secured)(game_state *g, int p, int card);
    bool action_card_declares_any;

    /* ---- the card's own frames (FR_CARD decision, FR_CARD_AUTO step) ---- */
    void (*enumerate)(const game_state *g, const frame *f, move_list *out);
    void (*apply)(game_state *g, arcs_move m);
    void (*step)(game_state *g);
    /* REDEALT: arcs_determinize re-dealt hidden action cards, card c
     * becoming map[c]: rename the action cards the card's frame f names. */
    void (*redealt)(frame *f, const uint8_t *map);

    /* ---- CHANCE: the card's own random elements (chance kind CH_CARD,
     * lib/core/chance.c). The card raises one with card_chance (or, for a
     * draw the internal generator has already decided, push_card_chance in
     * explicit mode); f is the chance frame: f->card = the card instance,
     * f->b = the card's parameter. ---- */
    /* Append every outcome as an ARCS_MOVE_CHANCE move (player
     * ARCS_PLAYER_CHANCE_ID; a..d the card's own, in a canonical order);
     * weights, when not NULL, holds 1 for each appended outcome on entry:
     * set those of outcomes more likely than others (probability = weight /
     * the sum of the weights). */
    void (*chance_outcomes)(const game_state *g, const frame *f, move_list *out, uint32_t *weights);
    /* Apply outcome m of chance frame f (already off the stack). */
    void (*chance_drawn)(game_state *g, const frame *f, arcs_move m);
    /* Could the frame be on the stack now (a loaded state, lib/wire)? */
    bool (*chance_frame_ok)(const game_state *g, const frame *f);
    /* What the chance decides, for people ("draw ..."; arcs_view prompt). */
    const char *chance_what;
    /* A state saved before CH_CARD held this card's draw as chance kind
     * chance_was_kind (0: none) with parameter chance_was_param
     * (CHANCE_ANY_PARAM: any): it loads as this card's (lib/wire). */
    uint8_t chance_was_kind;
    uint16_t chance_was_param;

    /* ---- the card's own data (lib/cards/card_data.h) ---- */
    /* CARD_DATA: the bytes of g->camp.card_data the card keeps, their wire
     * codec, checks and determinization (NULL: it keeps none). */
    const struct card_data_def *data;

    /* ---- FRAME_CHECK: the card's own frames in a loaded state
     * (lib/wire/frame_checks.c; step numbers: the card's own enum) ---- */
    /* May frame f of this card (FR_CARD decision or FR_CARD_AUTO step;
     * f->player in the game, f->step a step of the card's own below 16)
     * hold its data bytes a..f (card_frame_only)? NULL: the card's frames
     * keep no data (a..f zero). */
    bool (*frame_ok)(const game_state *g, const frame *f);
    /* HAND_SHOWN: during its decision frame f the decider looks at the
     * hand of this player (-1: none; Farseers). */
    int (*hand_shown)(const frame *f);
    /* TOKENS_PENDING: while frame f of this card is on the stack, player
     * p's tokens may wait in covered resource slots (the card's token
     * being placed: Golems). */
    bool (*tokens_pending)(const frame *f, int p);
    /* MOVED_SHIPS: while a frame of this card is on the stack, ships its
     * holder moved may be counted in ll.moved_fresh (Sprinter Drives). */
    bool counts_moved_ships;

    /* STEAL_CHECK: the holder's Weapon Guild cards cannot be stolen while
     * the holder has any Weapons (Honor Guard). */
    bool guards_weapon_cards;
    /* EMPIRE_LAWS: the holder ignores the Empire's Truce Law (may harm
     * Imperial ships and Rival Regents where Imperial ships are: Rogue
     * Admirals; truce_ignored, lib/core/engine.h). */
    bool ignores_truce;
    /* ---- campaign laws and Court cards (Act II) ---- */
    /* SCORE_AMBITION (a law in the rules booklet): the card scores ambition
     * box a in place of the rulebook's places (the Commonwealth Ambition,
     * ARCS-F214); first_val, second_val: the Power of the box's markers.
     * True when it scored the box (rules/chapter.c then does not). */
    bool (*scores_ambition)(game_state *g, int card, int a, int first_val, int second_val);
    /* HARM: p cannot choose `owner` (a player, OWNER_FREE: the Free
     * buildings, OWNER_EMPIRE) as the defender in battle in sys ("harm":
     * Campaign rules, "Harm"; Armistice, Book of Liberation, Ceasefires). */
    bool (*forbids_harm)(const game_state *g, int p, int owner, int sys);
    /* FREE_BUILDINGS: the holder takes actions with Free buildings in
     * systems not controlled by the Empire like Loyal ones (tax, build
     * ships and Catapult at Free starports, build at them, repair), the
     * pieces so built fresh (Member of the Commonwealth, ARCS-F218). */
    bool acts_with_free;
    /* ---- the Act II Fates' laws and cards (campaign) ---- */
    /* BLIGHT_CRISIS (rules booklet law, for everyone): Blight Crises do
     * not happen in systems the Empire controls (Imperial Protectors). */
    bool spares_empire_from_blight;
    /* TAX (held card): p taxed a city of the Outlaw `owner` whose type is
     * r; true when the card takes care of p's gain (it may push a
     * decision), false for the gain from the supply (Tax Collectors). */
    bool (*taxed_outlaw_city)(game_state *g, int p, int card, int owner, int r);
    /* ---- ACTION_KIND, continued (campaign: the Believer's Act II) ---- */
    /* The suit p must play `card` (an action card of a card's own kind)
     * as, or -1 for p's choice: a Pivot on a lead of that suit is then
     * refused, a Surpass of a lead of another suit too (round.c
     * follow_enum). */
    int (*action_card_suit)(const game_state *g, int p, int card);
    /* The ambitions (bit per ambition) a played card of its own kind lets
     * its player p declare (or'ed with action_card_declares_any). */
    unsigned (*action_card_declarable)(const game_state *g, int p, int card);
    /* ---- campaign rules cards (laws in the rules booklet) ---- */
    /* AMBITION_COUNT: resource types (bit per type) `ambition` counts
     * besides its own, as "icons from resources and Guild cards" (War
     * Profiteering: Warlord counts Weapons too; rules/chapter.c). */
    unsigned (*ambition_types)(const game_state *g, int ambition);
    /* SUMMIT_CONSENT: players (bit per player) whose consent `giver` needs
     * to give a resource of type r with Transfer Asset in a Summit
     * (Monopoly Consent: the Monopoly's holder; lib/campaign/summit.c). */
    unsigned (*give_consent)(const game_state *g, int card, int giver, int r);
    /* PLAYED_CARD: p, one of whose sources this is, played action card c
     * (any kind: Lead ARCS_MOVE_LEAD, or the follow's move kind in `how`),
     * before any seize it brings and before p's turn begins (rules/round.c;
     * the Partisan's Act II objective, ARCS-F615B). Only p's own sources
     * are asked: the hook costs one bit test where no play area, booklet or
     * Court card answers it. */
    void (*played_card)(game_state *g, int p, int card, int c, int how);
    /* WHEN_SECURED with agents, every player's (Armistice: "You must place
     * all agents from here onto other Court cards"): Secure step 1 and a
     * Ransack leave all the agents on the card waiting in their owners'
     * supplies, none returned, captured or taken as a Trophy, and
     * when_secured_agents gets them packed, 8 bits a player (rules.h
     * cards_secured_agents_all). */
    bool secured_agents_all;
    /* HELD_GAINED: p has just got this card among their Guild cards by
     * any means but securing it from the row (give_held: stolen, given,
     * gained, secured attached), or into their play area (play_area_add:
     * a lore card drafted, gained or given by Transfer Lore). */
    void (*held_gained)(game_state *g, int p, int card);
    /* NEGOTIATION (rules booklet): the Negotiation actions the law adds,
     * ended by an action 0 (summit_negotiation, lib/rules/rules.h;
     * Knowledge Set Free, Guild Negotiations). */
    const summit_negotiation *negotiations;
    /* ---- Act II B Fates: the Hegemon's Banners (ARCS-F1003, F1004) ---- */
    /* MOVE_ADJACENCY: systems (bit per system) p's Move may reach from sys
     * as if adjacent, besides the map's (Song of the Banner). */
    uint32_t (*extra_adjacent)(const game_state *g, int p, int card, int sys);
    /* REPAIR: p's Repair targets among the card's own pieces on the map
     * (card moves; out NULL: nonzero if one exists); apply one (Banners of
     * Hegemony: "Banners can be harmed and repaired like buildings"). */
    int (*repair_moves)(const game_state *g, int p, int card, move_list *out);
    void (*repair_apply)(game_state *g, arcs_move m);
    /* LOYAL_PIECE: does p have a Loyal piece of the card's own in sys
     * (Banners: "your Loyal pieces"; has_loyal_piece: the Presence Law,
     * a Flagship's system...)? */
    bool (*loyal_piece_in)(const game_state *g, int p, int card, int sys);
    /* ---- the B Fates' Act II: Blight Speaker, Peacekeeper ---- */
    /* MOVED (held card): Blight in a gate does not end the holder's
     * Catapult moves (Spore Ships, ARCS-F1302; cards_catapult_past_blight). */
    bool catapults_past_blight;
    /* DECLARE (a play-area card): ambitions (bit per ambition) the holder
     * cannot declare and gains no Power from scoring (Oath of Peace,
     * ARCS-F1502: Warlord; cards_forsworn_ambitions). */
    uint8_t forsworn_ambitions;
    /* EMPIRE_LAWS: the holder cannot change the Imperial Policy to War nor
     * enforce the War Policy (Oath of Peace; cards_keep_peace). */
    bool keeps_peace;
    /* RESOURCE_TAKEN (held or play-area card): a resource of type r comes
     * to p, in nobody's hands now: `how` (enum resource_coming) says
     * whether p takes it (gained from the supply, stolen), takes it for
     * the Imperial Trust, or is given it (a Summit deal; Base rulebook,
     * Resources: "When you take or are given a resource"); true when the
     * card takes care of it (it may push a decision, whose refusal places
     * the token as it would have gone: resource_taken_placed, trust_add)
     * (Arsenal Keepers, ARCS-F1503; Well of Empathy, ARCS-F1403). */
    bool (*resource_taken)(game_state *g, int p, int card, int r, int how);
    /* BUILDING_PIECE: the card's own pieces of p in sys that are harmed
     * like buildings (Banners of Hegemony: "Banners can be harmed ... like
     * buildings"): how many, fresh | damaged << 8 (0: none); one hit on one
     * of them, a damaged one or a fresh one (a fresh one is damaged, a
     * damaged one destroyed and taken as a Trophy by destroyer, a player),
     * false if p has none such in sys; their noun for people ("Banner").
     * lib/rules/battle.c: such pieces make p a defender and take hits as
     * defending buildings (cards_building_pieces). */
    unsigned (*building_pieces)(const game_state *g, int p, int card, int sys);
    bool (*building_piece_hit)(game_state *g, int p, int card, int sys, bool damaged, int destroyer);
    const char *building_piece_noun;
    /* ---- the B Fates' Act II: the Pirate (ARCS-F1202, F1203) ---- */
    /* RAID_STEAL (lib/rules/battle.c): the holder, attacking a player,
     * may collect raid dice where the Raid Dice Limit allows none for want
     * of defending buildings or a defending Flagship (Pirate Fleet); a
     * Tractor Beam or Hidden Harbors still stops them. */
    bool raids_without_buildings;
    /* RAID_STEAL: the attacker p collected n >= 1 raid dice that only
     * raids_without_buildings allowed; n < 0: a campaign battle p attacked
     * in ends. */
    void (*raid_dice_by_card)(game_state *g, int p, int card, int n);
    /* RAID_STEAL: the steals the attacker p may still make in this raid,
     * resources in slots only (no Guild card, no card-owned token); -1: no
     * such limit. damaged: the damaged defending ships now. */
    int (*raid_steal_limit)(const game_state *g, int p, int card, int damaged);
    /* RAID_STEAL: p steals a resource of type r (a raid or a card's steal;
     * the token is in nobody's hands): true when the card takes care of it
     * (it may push a decision whose refusal calls receive_resource). */
    bool (*resource_stolen)(game_state *g, int p, int card, int r);
    /* ---- the B Fates' Act II: the Warden ---- */
    /* FIEF_TAX (a play-area card): systems (bit per system) where p may
     * tax any city, ignoring control, taking Captives from Rivals' cities
     * as usual (the Lord title cards, ARCS-F1603-F1608: "You may tax any
     * cities in Cluster N, ignoring control"; cards_fief_tax_systems). */
    uint32_t (*tax_ignoring_control)(const game_state *g, int p, int card);
    /* CITY_OUTRAGE (rules booklet, for everyone): destroyer provokes no
     * Outrage destroying owner's city in sys (Feudal Law, ARCS-F1610:
     * "Vassals do not Provoke Outrage if they destroy a Rival Vassal's
     * city in the Fief"; cards_spare_city_outrage). */
    bool (*spares_city_outrage)(const game_state *g, int destroyer, int owner, int sys);
    /* ---- the Planet Breaker's Act II (Breaking Worlds, ARCS-F1103B) ---- */
    /* BUILDING_SLOTS: systems (bit per system) whose planet has no building
     * slots ("Planets that are Broken Worlds have no building slots";
     * cards_slotless_systems: the Build action's targets). */
    uint32_t (*slotless_systems)(const game_state *g);
    /* COURT_TOP: the Court deck's top card is known to all (placed there
     * face up: a Refugee card), so drawing it is no chance
     * (cards_court_top_known, lib/core/chance.c). */
    bool (*court_top_known)(const game_state *g);
    /* WAITING_TOKEN (its own frames): the resource type of the token that
     * waits in frame f of this card while its holder chooses where it goes
     * (taken, so neither in the supply nor anyone's: a gain after it finds
     * the supply as it is), -1 for none; counted by the invariants
     * (cards_waiting_tokens). */
    int (*waiting_token)(const frame *f);
    /* BUILDING_PIECE: the card's own pieces of p in sys harmed like
     * buildings leave the map with the planet's buildings (faq.csv
     * Breaking Worlds Q2: Banners "are removed and added to this card");
     * how many (cards_building_pieces_removed). */
    int (*building_pieces_removed)(game_state *g, int p, int card, int sys);
    /* BUILDING_PIECE: the card's own pieces in p's Trophies return to
     * their owner at once (Oath of Peace, ARCS-F1502: "Return all Trophies
     * you gain"; cards_building_piece_trophies_return). */
    void (*building_piece_trophies_return)(game_state *g, int p, int card);
    /* ---- the Magnate's Act III: the Economy (Closed & Open Economy,
     * ARCS-F327, a law in the rules booklet, for everyone) ---- */
    /* TAX: p may not tax the city in place i of sys (Closed Economy;
     * cards_tax_forbidden filters the Tax targets). */
    bool (*forbids_tax)(const game_state *g, int p, int sys, int i);
    /* TAX: p, who has just taxed the city in place i of sys, may tax it
     * again this turn (Open Economy; cards_tax_again, from tax_apply). */
    bool (*tax_again)(game_state *g, int p, int card, int sys, int i);
    /* ---- the Advocate's Act III (ARCS-F424, F425) ---- */
    /* PROVOKE_OUTRAGE (play-area card): the holder keeps all their Guild
     * cards when they Provoke Outrage (Guild Loyalty, ARCS-F424;
     * cards_kept_on_outrage). */
    bool keeps_guild_cards_on_outrage;
    /* AMBITION_COUNT (rules booklet law, for everyone): each Guild card
     * counts twice toward the ambitions (Guild Supremacy, ARCS-F425;
     * cards_guild_card_weight, rules/chapter.c). */
    bool guild_cards_count_twice;
    /* ---- the Admiral's Act III (Martial Law, ARCS-F720) ---- */
    /* EMPIRE_LAWS (rules booklet, for everyone): p, a Regent, cannot
     * Command the Imperial Fleet (no Presence Law control, no action with
     * Imperial ships), has no First Regent's Privilege, and Empire control
     * of gates ends p's Catapult moves (cards_fleet_command_denied). */
    bool (*fleet_command_denied)(const game_state *g, int p);
    /* ---- the Believer's Act III (Dominant Faith, Repressed Faith) ---- */
    /* DECLARE (rules booklet, for everyone): ambitions (bit per ambition) p
     * cannot declare now, by any means (ARCS-F830: "When you play a
     * non-Faithful card, you cannot declare an ambition with an Ideal this
     * turn"; faq.csv Dominant Faith Q1: Galactic Bards too); read with the
     * forsworn ones (cards_undeclarable). */
    unsigned (*declare_barred)(const game_state *g, int p, int card);
    /* ---- the Steward's Act III (Govern with Authority, ARCS-F124-F126) ----
     * GOVERN (rules booklet): the card is Edict 03 for Policy
     * govern_policy - 1 (0 War, 1 Peace, 2 Escalation) in place of a
     * Govern the Imperial Reach card (lib/campaign/events.c):
     * govern_demands: an Outlaw q is subject to the Imperial Demand too;
     * govern_scale: Escalation's Imperial ships placed / Peace's bonus
     * city Power multiplier (0: the printed 2 / 1); govern_action: an
     * Imperial Action part of its own, taken by p (pushed before the
     * printed part: resolved after its decisions). */
    uint8_t govern_policy;
    uint8_t govern_scale;
    bool (*govern_demands)(const game_state *g, int q);
    void (*govern_action)(game_state *g, int p, int card);
    /* ---- the Founder's Act III (Spirit of Freedom, ARCS-F224) ---- */
    /* SECURE (a play-area card): the Rivals (bit per player) with whom p,
     * tied for most agents on a Court card (not zero), may still secure it
     * (one of them tied is enough: faq.csv, Spirit of Freedom;
     * cards_secure_ties). */
    unsigned (*secure_ties)(const game_state *g, int p, int card);
    /* ---- a Fate's scratch bytes (campaign_state.fate_data) ---- */
    /* FATE_DATA (the Setup side of the Act p plays): are p's Fate bytes
     * sound (a loaded state: lib/cards/card_data.c asks it with the cards'
     * data; why: the problem)? NULL: any bytes. */
    bool (*fate_data_ok)(const game_state *g, int p, char *why, size_t cap);
    /* ---- the Blight Speaker's Act III (Blight Hunters, ARCS-F1305) ---- */
    /* BATTLE_GUARD (held card): attacking in a battle, the holder damages
     * and destroys Blight with 1 hit instead of 2 (cards_blight_one_hit). */
    bool blight_one_hit;
    /* ---- the Hegemon's Act III (Happy Hosts, ARCS-F1012) ---- */
    /* CAPTIVES_KEPT (held card): the Captives of the holder are about to
     * return in a chapter's scoring (Tyrant scored; Base rulebook, "Step 2:
     * Clean Up"): true when the card takes care of them (it pushes the
     * holder's decision; cards_captives_kept, rules/chapter.c). */
    bool (*keeps_captives)(game_state *g, int holder, int card);
    /* ---- the Pirate's Act III (Pirate Smugglers, ARCS-F1205) ---- */
    /* TAX (held card): systems (bit per system) where the holder may tax
     * Rival cities, ignoring control, capturing no agent where they do not
     * control the system (cards_smuggle_tax_systems). */
    uint32_t (*smuggle_tax_systems)(const game_state *g, int p, int card);
    /* ---- the Pacifist's Act III (Reconcile with the Outraged, ARCS-F1411) ---- */
    /* SUMMIT (rules booklet law): the caller p's own moves in the Call to
     * Order (Forgive forced by giving a Psionic); applied by summit_apply. */
    void (*summit_order_moves)(const game_state *g, int p, int card, move_list *out);
    /* ---- the Warden's Act III (Warden's Levy, ARCS-F1612) ---- */
    /* BUILDING_PIECE (lib/rules/battle.c hit_targets): the attacker p's
     * ships on this card that take its self-hits and intercept hits first
     * (fresh | damaged << 8; 0: none); one hit on a damaged or a fresh one. */
    unsigned (*attack_card_ships)(const game_state *g, int p, int card);
    void (*attack_card_ship_hit)(game_state *g, int p, int card, bool damaged);
    /* ---- the Warden's Act III (Feudal Courts, ARCS-F1618) ---- */
    /* COURT_ACCESS (lib/rules/actions.c Influence and Secure, battle.c the
     * Ransack of the Court): the Court places (bit per place) p may not
     * influence or secure (sys < 0), or may not Ransack after destroying a
     * city in system sys (sys >= 0). */
    unsigned (*court_places_barred)(const game_state *g, int p, int sys, int card);
    /* ---- Blight you control (Blight Fury, ARCS-F1304; Blight Society, ARCS-F2102) ---- */
    /* MOVED (play-area card): p's Move takes `fresh` / `damaged` ships from
     * the top FR_MOVE_SHIPS frame's origin: true when the card pushed its
     * decision (the Blight coming along; cards_blight_along, rules.h). */
    bool (*blight_along)(game_state *g, int p, int card, int fresh, int damaged);
    /* ---- the Gate Wraith's Act III (Passages & The Twisted Passage,
     * ARCS-F2205, a law in the rules booklet, for everyone) ---- */
    /* MOVE_ADJACENCY: systems (bit per system) out of play for a Move's
     * destinations ("Gates with Passage tokens are out of play";
     * cards_out_of_play_systems, lib/rules/actions.c add_adjacent). */
    uint32_t (*out_of_play_systems)(const game_state *g);
    /* MOVE_ADJACENCY (placing): where ships "placed" in sys go instead
     * ("pieces that would be placed on them are placed in the Twisted
     * Passage instead"; cards_placed_in, lib/cards/cards.c place_ships);
     * sys itself when the card leaves it. */
    int (*placed_in)(const game_state *g, int sys);
    /* The law makes system 24, the map centre, a system in play ("The map
     * center is now a gate called the Twisted Passage";
     * cards_map_centre_in_play, core/engine.h map_centre_in_play). */
    bool opens_map_centre;
    /* ---- the Redeemer's Act III (Ire of the Keepers, ARCS-F1902) ---- */
    /* ---- the Guardian's and the Naturalist's Act III (the campaign's
     * ambition boxes 5 Edenguard and 6 Blightkin; Ire of the Tycoons) ---- */
    /* DECLARE (rules booklet law, for everyone): the ambition box the law
     * brings (AMBITION_BOXES_MAX > box >= ARCS_AMBITION_COUNT; 0: none) and
     * the base boxes (bit per box) instead of which a player may declare
     * it ("When a player would declare Tycoon, they may declare Edenguard
     * instead"; cards_ambitions_instead, rules/round.c). */
    uint8_t ambition_box;
    uint8_t ambition_instead;
    /* AMBITION_COUNT (the same law): what p counts for the law's box
     * (cards_ambition_box_count, rules/chapter.c ambition_count). */
    int (*ambition_box_count)(const game_state *g, int p, int card);
    /* TAX (play-area card): the holder can only tax Loyal cities on planets
     * of these types (bit per resource type) if they control them (Ire of
     * the Tycoons: Material and Fuel; Ire of the Keepers: Relic; Callow's
     * tax_needs_control: all). */
    uint8_t tax_control_types;
    /* ---- the Conspirator's Act III (Conspiracies, ARCS-F2303) ---- */
    /* DECLARE (a play-area card): p declares ambition `ambition` placing
     * no ambition marker: the card puts its own piece in the box (it may
     * push p's decision); true when it does (rules/round.c
     * declare_ambition, cards_declare_instead). */
    bool (*declare_instead)(game_state *g, int p, int card, int ambition);
    /* SECURE (a play-area card): p secured the card of Court place pos,
     * which is about to refill from the Court deck: true when the card
     * takes the refill over (it pushes p's decision, whose moves refill the
     * place; rules/court.c, cards_secure_refill). */
    bool (*secure_refill)(game_state *g, int p, int card, int pos);
    /* ---- the Gate Wraith's Act III (Catapult Overdrive, ARCS-F2202;
     * Breaking Gates & Placing Passages, ARCS-F2203: play-area cards) ---- */
    /* MOVED: the holder may Catapult move from a system with a Rival
     * starport when they control the system (cards_catapult_rival_starports,
     * lib/rules/actions.c catapult_starport). */
    bool catapults_with_rival_starports;
    /* MOVED: the holder's Catapult move that moved into gate sys may go on
     * from there, ignoring control and Blight (cards_catapult_goes_on). */
    bool (*catapult_goes_on)(const game_state *g, int p, int card, int sys);
    /* MOVED: the holder's Catapult group (rules.h catapult_group, now in
     * `to`) went from planet `from` into gate `to`: true when the card
     * takes the move over (it may push the holder's decision), the
     * Catapult then going no further (cards_catapulted_into_gate). */
    bool (*catapulted_into_gate)(game_state *g, int p, int card, int from, int to, const catapult_group *group);
    /* ---- the Naturalist's Act III (Blight Society, ARCS-F2102) ---- */
    /* EVENT (play-area card): the Crises' Blight Crises resolve now: the
     * systems (bit per system) the holder's decision at
     * EVT_BLIGHT_CRISES_BEGIN keeps them out of, the decision forgotten
     * (cards_blight_crises_spared, lib/campaign/events.c blight_crises). */
    uint32_t (*blight_crises_spared)(game_state *g, int holder, int card);
    /* ---- the Judge's Act III (Judge's Chosen, ARCS-F2404) ---- */
    /* MOVED (play-area card): p's Move targets besides their Loyal ships'
     * (ships of another player p may take actions with), card moves
     * offered in a plain Move's first decision (rules/actions.c
     * FR_MOVE_FROM, cards_move_moves; out NULL: how many), applied by
     * move_apply once that frame is popped (it pushes the card's own
     * decisions). */
    int (*move_moves)(const game_state *g, int p, int card, move_list *out);
    void (*move_apply)(game_state *g, arcs_move m);
    /* BATTLE_GUARD (play-area card; rules/battle.c): p attacks, the system
     * and the defender chosen: the card may push p's decision to add
     * another player's ships to the attacking ships, true when it pushed
     * one (asked again once it is resolved: false then). attack_ally_ships:
     * those ships in p's attack (fresh | damaged << 8); they count for
     * dice and take hits as attacking ships (attack_ally_hit: one hit on a
     * fresh or damaged one; destroyer takes a destroyed one as a Trophy,
     * NO_PLAYER: none). */
    bool (*attack_allies)(game_state *g, int p, int card);
    unsigned (*attack_ally_ships)(const game_state *g, int p, int card);
    void (*attack_ally_hit)(game_state *g, int p, int card, bool damaged, int destroyer);
} card_def;

/* For a card's frame_ok: the data bytes not in `used` (bit 0 = a ... bit 5
 * = f) are zero. */
static inline bool card_frame_only(const frame *f, unsigned used) {
    const uint8_t v[6] = {f->a, f->b, f->c, f->d, f->e, f->f};
    for (int i = 0; i < 6; i++)
        if (!(used & (1u << i)) && v[i]) return false;
    return true;
}
enum { FB_C = 1u << 2, FB_D = 1u << 3, FB_E = 1u << 4, FB_F = 1u << 5 }; /* card_frame_only bits */
static inline bool card_frame_player_ok(const game_state *g, int p) { return p >= 0 && p < g->num_players; }
static inline bool card_frame_rival_ok(const game_state *g, const frame *f, int p) {
    return card_frame_player_ok(g, p) && p != f->player;
}
static inline bool card_frame_system_ok(const game_state *g, int s) { return s >= 0 && s < NUM_SYSTEMS && sys_in_play(g, s); }
/* A system a piece may stand in: an in-play system of the map, or system 24,
 * the map centre, while a law makes it one (the Twisted Passage: pieces on a
 * gate that gets a Passage go there). */
static inline bool card_piece_system_ok(const game_state *g, int s) {
    return card_frame_system_ok(g, s) || (s == NUM_SYSTEMS && cards_map_centre_in_play(g));
}
enum { CHANCE_ANY_PARAM = 0x100 };

/* Hook points, as bits of a hook_mask: which hook points a def answers
 * (card_def_hooks) and which ones the sources other than held Guild cards
 * use (g->cards.source_hooks_lo/_hi, cards_source_hooks). The list order is
 * the bit number: append new hook points at the end (the mask of a state is
 * part of its bytes, hence of arcs_state_hash). */
#define HOOK_POINTS(X)                                                                                   \
    X(SPEND_AS) X(PRELUDE) X(NEW_ACTION) X(BEFORE_ACTIONS) X(DECLARE) X(DECLARE_AMBITION) X(SCORING)   \
    X(AFTER_SCORING) X(COLLECT_DICE) X(AFTER_ROLL) X(STEAL_CHECK) X(LL_SETUP) X(TAX) X(SCORE_PLACE)     \
    X(MOVE_LIMIT) X(SECURE) X(BUILD) X(BATTLE_GUARD) X(AFTER_BATTLE) X(INTERCEPT) X(COPY_PIVOT_ACTION) \
    X(MOVE_INTO) X(CITY_TYPE) X(MOVED) X(CARD_SLOT)                                                    \
    X(EVENT)       /* the event bus (on_event), blight_crises_spared */                                \
    X(SEIZE)       /* no_discard_seize, seize_moves */                                                \
    X(EMPIRE_LAWS) /* ignores_presence, ignores_movement */                                           \
    X(SUMMIT)      /* summit_moves */                                                                 \
    X(SLOT_TOKEN)  /* raid_token_moves, raid_token, slot_token_covered */                             \
    X(ACTION_KIND) /* action_card_played, _secured, _declares_any */                                \
    X(SCORE_AMBITION) /* scores_ambition */                                                           \
    X(HARM)        /* forbids_harm */                                                                 \
    X(FREE_BUILDINGS) /* acts_with_free */                                                             \
    X(AMBITION_COUNT) /* ambition_types */                                                            \
    X(SUMMIT_CONSENT) /* give_consent */                                                             \
    X(PLAYED_CARD) /* played_card */                                                                 \
    X(NEGOTIATION) /* negotiations */                                                                 \
    X(MOVE_ADJACENCY) /* extra_adjacent */                                                           \
    X(REPAIR)      /* repair_moves */                                                                 \
    X(LOYAL_PIECE) /* loyal_piece_in */                                                               \
    X(RESOURCE_TAKEN) /* resource_taken */                                                           \
    X(BUILDING_PIECE) /* building_pieces, building_piece_hit */                                       \
    X(RAID_STEAL) /* the Pirate: raids_without_buildings, raid_dice_by_card, raid_steal_limit, resource_stolen */ \
    X(FIEF_TAX)    /* tax_ignoring_control (the Warden) */                                        \
    X(CITY_OUTRAGE) /* spares_city_outrage (the Warden) */ \
    /* the Planet Breaker's Act II (Breaking Worlds, ARCS-F1103B) */                                    \
    X(BUILDING_SLOTS) /* slotless_systems */                                                           \
    X(COURT_TOP)      /* court_top_known */                                                            \
    X(PROVOKE_OUTRAGE) /* keeps_guild_cards_on_outrage (the Advocate's Act III) */                  \
    X(CAPTIVES_KEPT)   /* keeps_captives (the Hegemon's Act III, Happy Hosts) */                   \
    X(COURT_ACCESS)   /* court_places_barred (the Warden's Act III, Feudal Courts) */                \
    X(TAX_CONTROL)    /* tax_needs_control, tax_control_types (Callow, the Ires): apart from TAX, so \
                         that a Tax asks them only of the players whose sources answer them */
enum hook_point {
#define HOOK_POINT_ENUM(name) HOOK_##name,
    HOOK_POINTS(HOOK_POINT_ENUM)
#undef HOOK_POINT_ENUM
    HOOK_POINT_COUNT
};
typedef uint64_t hook_mask;
_Static_assert(HOOK_POINT_COUNT <= 64, "the hook points fit a hook_mask");
/* The bit of hook point NAME (HOOK_BIT(COLLECT_DICE)). */
#define HOOK_BIT(name) ((hook_mask)1 << HOOK_##name)
/* Hook points asked of every source, whose bits the state's source mask
 * does not keep (hooks.c, FOR_EVERY_SOURCE): the rule moments of card-owned
 * pieces, rare and only where such pieces are in play. */
#define HOOK_UNSTORED (HOOK_BIT(SLOT_TOKEN) | HOOK_BIT(ACTION_KIND))

/* Every field of card_def, in declaration order, classed one way or the
 * other:
 *   HOOK(field, POINT): a source's answer at hook point POINT, read by a
 *     walk over p's effect sources (FOR_SOURCES, FOR_OTHER_SOURCES in
 *     hooks.c); a def whose field is nonzero answers POINT. The walks over
 *     the play areas, the booklet, the Court row and the tokens are skipped
 *     while no such source has the bit (g->cards.source_hooks_lo/_hi).
 *   OWN(field): read only on the card itself (its name and steps, its
 *     frames, its moves' apply, what happens to it when secured, stolen,
 *     Outraged...) or by a walk of its own over the places it can be
 *     (edicts: the booklet; Fate Crises: held cards and play areas).
 * Adding a field to card_def is this one line more, at its place. A field
 * left out fails the build (the positional initializer in hooks.c under
 * -Wmissing-field-initializers); tests/test_sources.c checks that the list
 * follows the declaration and that each HOOK field sets its bit. */
#define CARD_DEF_FIELDS(HOOK, OWN)                                                                   \
    OWN(card) OWN(short_name) OWN(steps) OWN(nsteps)                                                 \
    HOOK(spend_as, SPEND_AS)                                                                         \
    OWN(kept_on_outrage) /* the Outraged card itself */                                              \
    HOOK(holds_supply, SCORING)                                                                      \
    HOOK(guards_holder, STEAL_CHECK)                                                                 \
    OWN(buried_when_stolen) /* the stolen card itself */                                             \
    HOOK(new_actions, NEW_ACTION) HOOK(n_new_actions, NEW_ACTION)                                    \
    HOOK(tax_bonus, TAX) HOOK(tax_needs_control, TAX_CONTROL) HOOK(taxes_empire_cities, TAX)         \
    HOOK(second_for_first, SCORE_PLACE)                                                              \
    HOOK(move_limit, MOVE_LIMIT)                                                                     \
    HOOK(gives_card_to_declare, DECLARE)                                                             \
    HOOK(secure_needs_two, SECURE)                                                                   \
    HOOK(ships_built_fresh, BUILD)                                                                   \
    HOOK(fresh_starport_stops_raid, BATTLE_GUARD) HOOK(stops_ransack, BATTLE_GUARD)                  \
    HOOK(fresh_ships_hit_first, BATTLE_GUARD)                                                        \
    HOOK(adds_intercept, INTERCEPT) HOOK(ignores_intercept, INTERCEPT)                               \
    HOOK(min_dice, COLLECT_DICE)                                                                     \
    HOOK(after_battle, AFTER_BATTLE) HOOK(after_defending, AFTER_BATTLE)                             \
    HOOK(copy_pivot_action, COPY_PIVOT_ACTION) HOOK(pair, COPY_PIVOT_ACTION)                         \
    HOOK(has_res_slot, CARD_SLOT)                                                                    \
    HOOK(ll_setup, LL_SETUP)                                                                         \
    HOOK(build_moves, BUILD) OWN(build_apply)                                                        \
    HOOK(rival_moved_in, MOVE_INTO)                                                                  \
    HOOK(move_begin, MOVED) HOOK(ships_moved, MOVED)                                                 \
    HOOK(gate_city_types, CITY_TYPE) HOOK(gate_city_taxed, CITY_TYPE)                                \
    HOOK(prelude_moves, PRELUDE) OWN(prelude_apply)                                                  \
    HOOK(before_actions, BEFORE_ACTIONS)                                                             \
    HOOK(no_zero_marker, DECLARE)                                                                    \
    HOOK(after_declare, DECLARE_AMBITION)                                                            \
    HOOK(after_scoring, AFTER_SCORING)                                                               \
    OWN(round_end) /* g->cards.placed[] */                                                           \
    OWN(when_secured) OWN(when_secured_agents) OWN(crisis) OWN(when_drawn)                           \
    HOOK(extra_dice, COLLECT_DICE)                                                                   \
    HOOK(after_roll, AFTER_ROLL)                                                                     \
    OWN(in_court) OWN(token) /* defs of their own, whose fields answer */                            \
    OWN(fate_setup)                                                                                  \
    HOOK(on_event, EVENT) HOOK(events, EVENT) OWN(resolution) OWN(resolution_act)                    \
    OWN(in_play_elsewhere)                                                                           \
    OWN(grand_ambitions) /* the play area's Act III objective card */                                \
    OWN(attached_secured) OWN(token_can_be_harmed) OWN(token_is_loyal)                               \
    HOOK(no_discard_seize, SEIZE) HOOK(seize_moves, SEIZE) OWN(seize_apply)                          \
    OWN(guild_actions_allowed) /* held cards only */                                                 \
    HOOK(ignores_presence, EMPIRE_LAWS) HOOK(ignores_movement, EMPIRE_LAWS)                          \
    OWN(edict_order) OWN(edict) OWN(fate_crisis) OWN(res_transferable)                               \
    HOOK(summit_moves, SUMMIT) OWN(summit_apply)                                                     \
    HOOK(raid_token_moves, SLOT_TOKEN) HOOK(raid_token, SLOT_TOKEN) HOOK(slot_token_covered, SLOT_TOKEN) \
    HOOK(raid_token_label, SLOT_TOKEN)                                                               \
    HOOK(action_card_played, ACTION_KIND) HOOK(action_card_secured, ACTION_KIND)                     \
    HOOK(action_card_declares_any, ACTION_KIND)                                                      \
    OWN(enumerate) OWN(apply) OWN(step) OWN(redealt)                                                 \
    OWN(chance_outcomes) OWN(chance_drawn) OWN(chance_frame_ok) OWN(chance_what) /* the chance frame's card */ \
    OWN(chance_was_kind) OWN(chance_was_param)                                                       \
    OWN(data) /* the card's own data (card_data.h) */                                                \
    OWN(frame_ok) OWN(hand_shown) OWN(tokens_pending) OWN(counts_moved_ships) /* its own frames (lib/wire) */ \
    HOOK(guards_weapon_cards, STEAL_CHECK) HOOK(ignores_truce, EMPIRE_LAWS)                          \
    HOOK(scores_ambition, SCORE_AMBITION) HOOK(forbids_harm, HARM) HOOK(acts_with_free, FREE_BUILDINGS) \
    OWN(spares_empire_from_blight) /* the booklet's laws */                                          \
    HOOK(taxed_outlaw_city, TAX)                                                                     \
    HOOK(action_card_suit, ACTION_KIND) HOOK(action_card_declarable, ACTION_KIND)                    \
    HOOK(ambition_types, AMBITION_COUNT) HOOK(give_consent, SUMMIT_CONSENT)                          \
    HOOK(played_card, PLAYED_CARD) OWN(secured_agents_all) OWN(held_gained) /* the card itself */    \
    HOOK(negotiations, NEGOTIATION)                                                                  \
    HOOK(extra_adjacent, MOVE_ADJACENCY) HOOK(repair_moves, REPAIR) OWN(repair_apply)                \
    HOOK(loyal_piece_in, LOYAL_PIECE)                                                                \
    HOOK(catapults_past_blight, MOVED)                                                               \
    HOOK(forsworn_ambitions, DECLARE) HOOK(keeps_peace, EMPIRE_LAWS) HOOK(resource_taken, RESOURCE_TAKEN) \
    HOOK(building_pieces, BUILDING_PIECE) HOOK(building_piece_hit, BUILDING_PIECE)                   \
    HOOK(building_piece_noun, BUILDING_PIECE)                                                        \
    HOOK(raids_without_buildings, RAID_STEAL) HOOK(raid_dice_by_card, RAID_STEAL)                    \
    HOOK(raid_steal_limit, RAID_STEAL) HOOK(resource_stolen, RAID_STEAL)                             \
    HOOK(tax_ignoring_control, FIEF_TAX) /* the Warden */                                            \
    HOOK(spares_city_outrage, CITY_OUTRAGE)                                                          \
    HOOK(slotless_systems, BUILDING_SLOTS) HOOK(court_top_known, COURT_TOP) /* the Planet Breaker */ \
    OWN(waiting_token) /* its own frames */                                                          \
    HOOK(building_pieces_removed, BUILDING_PIECE) HOOK(building_piece_trophies_return, BUILDING_PIECE) \
    OWN(forbids_tax) OWN(tax_again) /* the booklet's laws (the Magnate's Economy) */                 \
    HOOK(keeps_guild_cards_on_outrage, PROVOKE_OUTRAGE) HOOK(guild_cards_count_twice, AMBITION_COUNT) /* the Advocate */ \
    HOOK(fleet_command_denied, EMPIRE_LAWS) /* the Admiral's Act III */                              \
    HOOK(declare_barred, DECLARE) /* the Believer's Act III */                                       \
    OWN(govern_policy) OWN(govern_scale) OWN(govern_demands) OWN(govern_action) /* the Steward's Act III */ \
    HOOK(secure_ties, SECURE) /* the Founder's Act III */                                            \
    OWN(fate_data_ok) /* a Fate's Setup side */                                                      \
    HOOK(blight_one_hit, BATTLE_GUARD) /* the Blight Speaker's Act III */                            \
    HOOK(keeps_captives, CAPTIVES_KEPT) /* the Hegemon's Act III */                                  \
    HOOK(smuggle_tax_systems, TAX) /* the Pirate's Act III */                                        \
    HOOK(summit_order_moves, SUMMIT) /* the Pacifist's Act III */                                    \
    HOOK(attack_card_ships, BUILDING_PIECE) HOOK(attack_card_ship_hit, BUILDING_PIECE) /* the Warden's Act III */ \
    HOOK(court_places_barred, COURT_ACCESS) /* the Warden's Act III (Feudal Courts) */              \
    HOOK(blight_along, MOVED) /* Blight you control (Blight Fury, Blight Society) */                     \
    HOOK(out_of_play_systems, MOVE_ADJACENCY) HOOK(placed_in, MOVE_ADJACENCY) OWN(opens_map_centre) /* the Gate Wraith's Act III */ \
    HOOK(ambition_box, DECLARE) HOOK(ambition_instead, DECLARE)                                      \
    HOOK(ambition_box_count, AMBITION_COUNT) HOOK(tax_control_types, TAX_CONTROL) /* the Guardian, the Naturalist */ \
    HOOK(declare_instead, DECLARE) HOOK(secure_refill, SECURE) /* the Conspirator's Act III */            \
    HOOK(catapults_with_rival_starports, MOVED) HOOK(catapult_goes_on, MOVED)                        \
    HOOK(catapulted_into_gate, MOVED) /* the Gate Wraith's Act III */                                \
    HOOK(blight_crises_spared, EVENT) /* the Naturalist's Act III (Blight Society) */               \
    HOOK(move_moves, MOVED) OWN(move_apply) HOOK(attack_allies, BATTLE_GUARD)                         \
    HOOK(attack_ally_ships, BATTLE_GUARD) HOOK(attack_ally_hit, BATTLE_GUARD) /* the Judge's Act III */

/* The hook points def answers (0 for NULL): the HOOK fields of
 * CARD_DEF_FIELDS that are nonzero. */
hook_mask card_def_hooks(const card_def *def);

/* Effect sources besides the held Guild cards (Leaders & Lore and the
 * campaign): a player's play area (leader, lore, titles, abilities,
 * objective), the rules booklet (laws and edicts, for every player), the
 * Court row (cards with an `in_court` part, for every player) and the
 * tokens with rules in play (g->camp.tokens). Changing them goes through
 * these (the Court row through the Court primitives, which call
 * cards_court_row_changed), which keep g->cards.source_hooks. */
void play_area_add(game_state *g, int p, int card);
bool play_area_remove(game_state *g, int p, int card);
/* booklet_add: lib/rules/rules.h */
bool booklet_remove(game_state *g, int card);
/* A token whose rules are the `token` part of card's effect comes into
 * play, acting for owner (NO_PLAYER: every player), in system `where`
 * (TOKEN_OFF_MAP: not on the map). A full token list is an engine error
 * (ENGINE_ERROR_LIST_FULL). */
void token_add(game_state *g, int card, int owner, int where);
/* The first such token of card in `where` leaves play; false if none. */
bool token_remove(game_state *g, int card, int where);
/* Recompute g->cards.source_hooks from every source but the held cards,
 * and (outside the base game) each player's part of it,
 * g->ll.player_hooks. */
void cards_sources_changed(game_state *g);
/* What cards_sources_changed would store now (the tests' check that the
 * stored masks are never stale: the loader recomputes them): the union,
 * and p's (a game not in the base mode). */
hook_mask cards_sources_hooks_now(const game_state *g);
hook_mask cards_player_hooks_now(const game_state *g, int p);
/* Are the stored masks (the union, and outside the base game each
 * player's) what the sources give now? */
bool cards_source_hooks_fresh(const game_state *g);
/* The hook points card's effect answers from the Court row. */
hook_mask card_in_court_hooks(int card);
/* The hook points answered by a source other than the held Guild cards. */
static inline hook_mask cards_source_hooks(const game_state *g) {
    return (hook_mask)g->cards.source_hooks_hi << 32 | g->cards.source_hooks_lo;
}
/* The hook points answered by a source other than the held Guild cards
 * that a walk for p visits (g->ll.player_hooks; a game not in the base
 * mode). */
static inline hook_mask cards_player_hooks(const game_state *g, int p) {
    return (hook_mask)g->ll.player_hooks_hi[p] << 32 | g->ll.player_hooks_lo[p];
}

/* Campaign, "Protected Guild Cards": an "X" in place of the raid cost
 * (keys 0 on a Guild card in cards.csv; every base Guild card has a raid
 * cost). Never removed from the holder's play area unless the holder
 * Provokes Outrage of its suit or a rule names the card: raids, steals
 * (cards_may_steal) and effects that take or discard Guild cards skip it. */
static inline bool card_protected(int card) {
    return card >= 0 && card < card_table_len && card_table[card].kind == CK_GUILD && card_table[card].keys == 0;
}

/* The definition of a card-table index, or NULL. */
const card_def *card_def_of(int card);
/* The registry check of the event kinds (card_def.events): the first card
 * whose def, Court-row part or token part has an on_event without a kind
 * declared, or -1 when every listener declares its kinds. */
int card_events_undeclared(void);
/* Is this card the one its def was written for (not a reprint)? */
bool card_is_primary(int card);
/* Wire schema 1 named a card by its hook id, the position of its def in
 * the base table (ARCS-BC01..BC31 = 0..30): the card of a hook id, or -1;
 * the hook id of a card, or -1 (lib/wire). */
int card_of_v1_hook(int hook);
int card_v1_hook(int card);

/* CHANCE (CH_CARD, core/engine.h): the chance frame f's card lists its
 * outcomes (with weights), applies the one drawn, vouches for the frame in
 * a loaded state, says what it decides (NULL: nothing to say). */
void cards_chance_outcomes(const game_state *g, const frame *f, move_list *out, uint32_t *weights);
void cards_chance_drawn(game_state *g, const frame *f, arcs_move m);
bool cards_chance_frame_ok(const game_state *g, const frame *f);
const char *cards_chance_what(const frame *f);
/* The card whose draw a state saved before CH_CARD held as chance kind
 * `kind` with parameter `param` (card_def.chance_was_kind), or -1. */
int card_of_old_chance(int kind, int param);
/* Does a card's def say `card` is in play outside the Court-card places
 * (card_def.in_play_elsewhere)? */
bool cards_in_play_elsewhere(const game_state *g, int card);

/* ---- helpers for card effects (lib/cards/cards.c) ---- */

/* Log "<Card name>: <text>" (formats only when a log sink is set). */
void card_log_line(const game_state *g, int card, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* card_log(g, card, fmt, ...): as glog, without a sink neither its
 * arguments are evaluated nor a variadic call made. */
#define card_log(g, card, ...) (log_enabled(g) ? card_log_line((g), (card), __VA_ARGS__) : (void)0)
/* Index of `card` in p's Guild cards, or -1. */
int held_index(const game_state *g, int p, int card);
/* The player holding `card`, or -1. */
int card_holder(const game_state *g, int card);
/* Remove the card at index i of p's Guild cards (returns the card). */
int remove_held(game_state *g, int p, int i);
/* Add a card to p's Guild cards. */
void give_held(game_state *g, int p, int card);
/* p discards a held card to the Court discard pile (Prelude discards:
 * Base rulebook, "Prelude Actions"). */
void discard_held(game_state *g, int p, int card);
/* Cards placed beside a played action card until the round ends (the
 * Unions, The Young Light): p's held `card` goes beside action card
 * `action` (g->cards.placed); at the round's end, take `action` off the
 * table (false: it is gone already). */
void place_beside_played(game_state *g, int p, int card, int action);
bool take_played_off_table(game_state *g, int action);
/* An FR_CARD_AUTO step that only buries its card from the Court discard
 * pile ("Bury this card." after a When Secured): a def's `step`. */
void card_bury_step(game_state *g);
/* Push a card frame (FR_CARD or FR_CARD_AUTO) for card/step. */
frame *push_card_frame(game_state *g, int kind, int p, int card, int step);
/* Place n fresh ships of p in sys ("Place": Fine Print; as many as the
 * supply allows). */
void place_ships(game_state *g, int p, int sys, int n);
/* Place 1 ship of p in each system of `systems` (bit per system): all at
 * once if the supply allows, else p chooses where, one ship at a time. */
void place_ship_in_each(game_state *g, int p, int card, uint32_t systems);
/* PRELUDE_MOVES of "Prelude: You may discard this to place 3 ships in a
 * system you control.": "place-ships" (when p controls a system; the system
 * is the next decision, which keeps the turn's move list short) and
 * "discard". */
void three_ships_moves(const game_state *g, int p, int card, move_list *out);
/* A When Secured that lets the securer move the `agents` Loyal agents
 * that were on the card (WHEN_SECURED with agents) onto other Court cards,
 * then buries it (Council Intrigue, Empire Falls;
 * lib/cards/campaign/court/council_intrigue.c): the card's step 0 is
 * {"move", "n"} and its enumerate, apply and frame_ok are these. */
void agents_move_begin(game_state *g, int p, int card, int agents);
void agents_move_enumerate(const game_state *g, const frame *f, move_list *out);
void agents_move_apply(game_state *g, arcs_move m);
bool agents_move_frame_ok(const game_state *g, const frame *f);
/* "You may declare any ambition" (Populist Demands, Lesser Regent): the
 * card's decision (step) offers a move per ambition box the player has not
 * forsworn (hook point DECLARE) and "decline";
 * apply one (the frame popped): declare it (no zero marker) or nothing. */
void declare_any_moves(const game_state *g, const frame *f, int step, move_list *out);
void declare_any_apply(game_state *g, arcs_move m);
/* The "discard" move of a discard-for-effect Prelude card. */
void discard_move(int p, int card, move_list *out);
/* AFTER_ROLL rerolls of "up to N assault dice": a card move (step) per set
 * of at most `most` rolled assault dice (bit i: die i), only the first
 * dice of each face (dice showing one face are alike), then "decline". */
void assault_reroll_moves(const game_state *g, int p, int card, int step, int most, move_list *out);
/* BUILD targets on gates outside the printed slots (Gate Ports: starports,
 * Gate Stations: cities): "card <short-name> <step> <gate>" for each gate
 * with no such building yet (at most one per gate, whoever built it) where
 * p may build one (may_build_outside); out NULL: nonzero if one exists. */
int gate_build_moves(const game_state *g, int p, int card, int step, bool starport, move_list *out);
/* "Your total Weapon icons from resources and cards". */
int weapon_icons(const game_state *g, int p);
/* Does p "have" a resource of type r (slots, or a supply on p's card)? */
bool has_resource(const game_state *g, int p, int r);
/* Append "steal-resource" moves: each resource of a type in `types` that
 * p may steal from a Rival (d = Rival, e = slot). Campaign: also each type
 * of the Imperial Trust, whose resources cards "such as Silver-Tongues can
 * steal" (Campaign rulebook, Edicts, "Stealing"): d = the First Regent (a
 * Rival of p; their STEAL_CHECK cards guard it), e = STEAL_FROM_TRUST + the
 * type. Apply them with card_steal_resource. */
void steal_resource_moves(const game_state *g, int p, int card, int step, unsigned types, move_list *out);
/* Apply a steal of steal_resource_moves: from victim's slot e, or (e >=
 * STEAL_FROM_TRUST) a resource of that type from the Imperial Trust,
 * which thaws in the thief's slots (no Power lost: only the Council's
 * theft costs the First Regent Power). */
void card_steal_resource(game_state *g, int thief, int victim, int slot);
/* Append "steal-card" moves: each Guild card p may steal from a Rival
 * (d = Rival, e|f = the stolen card's card-table index). */
void steal_card_moves(const game_state *g, int p, int card, int step, move_list *out);
/* Steal the Guild card `card` from victim. */
void steal_card(game_state *g, int thief, int victim, int card);
/* One card move "card <name> <step> <x>" for each bit x of `bits`, lowest
 * first: a choice among systems, resource types, players or action cards. */
void card_moves_for_bits(move_list *out, int p, int card, int step, uint64_t bits);
/* Pops the card frame that a choice move m answers: the card, or -1 when m
 * is "decline". */
int card_choice_taken(game_state *g, arcs_move m);
/* "You may <other> before or after you <action>" (Warrior's Tactical,
 * Feastbringer's Charismatic). The card's action, just begun, gives way to
 * an FR_CARD frame of step s_before whose moves are "<s_before>" (the other
 * action first, when other_first_possible: some complete other action
 * leaves the action legal), and, when the action is legal already,
 * "<s_after>" and "decline" (the action alone); the second action of the
 * pair waits in an FR_CARD_AUTO frame (s_then_action: the card's action
 * comes next; s_then_other: the other one), taken if still possible. The
 * action is offered to a Copied or Pivoted pip when other_first_possible,
 * even if not legal before (faq.csv, Warrior Q3 and Feastbringer Q2: the
 * first action must leave the second legal). */
typedef struct before_after {
    int action, other;                         /* ARCS_ACT_* */
    uint8_t s_before, s_after, s_then_action, s_then_other;
    const char *log;                           /* "Player %d moves %s battling." (before / after) */
    void (*withdraw)(game_state *g);           /* takes the begun action back (NULL: pops its frame) */
    bool (*other_first_possible)(const game_state *g, int p);
    void (*other_first_begin)(game_state *g, int p); /* NULL: action_begin(other) */
} before_after;
/* COPY_PIVOT_ACTION: offer the choice when `action` is the card's action and
 * the other action is possible. */
void before_after_offer(game_state *g, int p, int card, int action, const before_after *ba);
/* The choice frame's moves, its apply, and the FR_CARD_AUTO step. */
void before_after_moves(const game_state *g, const frame *f, const before_after *ba, move_list *out);
void before_after_apply(game_state *g, arcs_move m, const before_after *ba);
void before_after_next(game_state *g, const before_after *ba);
/* The Court card argument of a card move ("K": e low, f high). */
static inline int card_move_card_arg(arcs_move m) { return m.e | m.f << 8; }
/* "Once per turn" / "once per round" bookkeeping of a card instance: any
 * card of the table (a list of the instances used, g->cards). */
bool card_used_this_turn(const game_state *g, int card);
void card_mark_used(game_state *g, int card);
bool card_used_this_round(const game_state *g, int card);
void card_mark_used_this_round(game_state *g, int card);
/* Is this card one that p secured in the current Prelude? */
bool secured_this_prelude(const game_state *g, int card);

#endif
