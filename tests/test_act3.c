/* Act III of the Fates: the property run.
 *
 * Random Act III games started from campaign records (tests/act2_fixture.h
 * t_act3_new: Act I and Act II cut short, both Intermissions played; most
 * players keep their A Fate through both Acts, the others take a B Fate
 * after Act I and keep it or take a C Fate after Act II), played to the
 * campaign's winner. The invariants hold after every move; undo and
 * save/load round trips at random moves.
 *
 * Coverage: one row per Act III card, objective trigger and grand ambition
 * (a log text only it writes); every row of a Fate whose Act III the
 * library plays must fire in the run, and the table is printed. A Fate
 * still blank here (its BLANK_<FATE>_ACT3 macro in tests/cards/blank_fates.h
 * not emptied) plays a blank Act III and has no rows checked. The grand
 * ambition rows need no log of the card's own: the chapter's scoring names
 * which grand ambition of which card was fulfilled.
 *
 * ARCS_ACT3_GAMES (environment): games per player count (default 4, the
 * coverage printed only; when set, as in the slow suite, every row must
 * fire). ARCS_ACT3_ONE="players gi": that game alone, its log on stderr. */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>

#include "act2_fixture.h"
#include "arc_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/peacekeeper/peacekeeper.h"
#include "campaign/flagship.h"
#include "cards/campaign/fates/pathfinder/pathfinder.h"
#include "cards/campaign/fates/hegemon/banners.h"
#include "cards/campaign/fates/planet_breaker/planet_breaker.h"
#include "cards/campaign/fates/pirate/rumors.h"
#include "cards/campaign/fates/warden/seats.h"
#include "cards/campaign/fates/survivalist/survivalist.h"

/* One row per trigger: the Fate, what it is, a log text only it writes.
 * grand: 1 or 2 for a grand ambition row (log: the Act III objective
 * card's name; "both grand ambitions of" counts for both rows). Add your
 * Fate's rows in its section. */
typedef struct act3_trigger {
    int fate;
    const char *what;
    const char *log;
    int grand;
} act3_trigger;

#define GRAND_ROWS(fate, objective)                                                                        \
    {fate, "Grand ambition 1", objective, 1}, {fate, "Grand ambition 2", objective, 2}
/* A C Fate's final objective (grand 3): a game won by a player of that Fate
 * through it (act_setup.c campaign_winner's line, checked at the game's
 * end against the winner's Fate). */
#define FINAL_OBJECTIVE_WIN "wins the campaign by completing their final objective"
#define FINAL_ROW(fate) {fate, "Final objective: wins the campaign", FINAL_OBJECTIVE_WIN, 3}

static const act3_trigger TRIGGERS[] = {
    /* Steward (F115-F126) */
    GRAND_ROWS(CARD_FATE01, "Steward Act III Objective"),
    /* (F122A's own steps log before the run's log sink is set; its
     * decision, the First Regent's top card, is the row.) */
    {CARD_FATE01, "F122A Setup: top Govern with Authority", "on top: the Policy of", 0},
    {CARD_FATE01, "F123 Imperial Sponsor: token placed", "places the Sponsored token on", 0},
    {CARD_FATE01, "F123 Imperial Sponsor: Sponsored ambition", "declares the Sponsored ambition", 0},
    {CARD_FATE01, "F124 Govern with Authority: War", "gives any 1 resource to each Regent", 0},
    {CARD_FATE01, "F125 Govern with Authority: Escalation", "places 4 fresh Imperial ships", 0},
    {CARD_FATE01, "F126 Govern with Authority: Peace", "gains double their bonus city Power", 0},
    {CARD_FATE01, "F115 Navy Reprisal", "Navy Reprisal: ", 0},
    /* Rare (1 in 40 games per player count: held, then a Guild card
     * secured); test_act3_steward council_insiders proves it. */
    {CARD_FATE01, "F116 Council Insiders", "Council Insiders: Player", 0},
    /* Founder (F224-F227) */
    /* Grand ambition 2 (7 Free cities outside the Empire's and
     * non-Members' control, the Commonwealth winning its ambition) did not
     * fire in 180 games: too rare in random play; proved by
     * tests/test_act3_founder.c grand_ambitions_scored_at_the_chapter_end;
     * shape_act3 gives some games the Free cities. Spirit of Freedom (a
     * secure tied with a non-Member) is rare: 18 in 3000 games. */
    GRAND_ROWS(CARD_FATE02, "Founder Act III Objective"),
    {CARD_FATE02, "F225A Setup: Mass Call for Armistice", "Mass Call for Armistice is added to the rules booklet", 0},
    {CARD_FATE02, "F226 Mass Call for Armistice: the Founder calls", "the Founder, may call for an Armistice", 0},
    {CARD_FATE02, "F227 Freedom Fighters: Incite Revolt", "incites a revolt at", 0},
    {CARD_FATE02, "F224 Spirit of Freedom: a secure tied", "tied for most agents", 0},
    /* Magnate (F322-F327) */
    GRAND_ROWS(CARD_FATE03, "Magnate Act III Objective"),
    /* One row for both sides: the Setup's log shows only in explicit-chance
     * games (the others start past it) and a Magnate an Outlaw at Act III's
     * start is rare; each side: test_act3_magnate setup_side_by_title. */
    {CARD_FATE03, "F325A Setup: the Economy card tucked (Closed / Open side)", "The Economy card is tucked on its", 0},
    {CARD_FATE03, "F326A->B the Magnate an Outlaw: flips to Open Economy", "the Economy card flips to Open", 0},
    {CARD_FATE03, "F327 Open Economy: a city taxed again in a turn", "Open Economy: Player", 0},
    {CARD_FATE03, "F325B after scoring: a Monopoly and its resources scrapped", "and the supply on it", 0},
    {CARD_FATE03, "F322 Prospectors: a city without Loyal pieces", "without Loyal pieces there", 0},
    /* Extortion is in the Court only when the Magnate failed Act II (then
     * no Magnate in Act III), drawn in ~1 game in 90 here (its When Secured: 11
     * times in 3000 games). */
    {CARD_FATE03, "F323/F324 Extortion (Crisis)", "Extortion: Crisis: Player", 0},
    {CARD_FATE03, "F323/F324 Extortion (When Secured)", "Extortion: When Secured: Player", 0},
    /* Advocate (F416-F426). Guild Fair's When Secured and the Guildmasters
     * are rare (0 in 180 games; 21 and 14 in 3000). The Setup rows fire
     * only when another Setup's decision comes first (a Setup without one
     * runs while the record loads, before the log is set). */
    GRAND_ROWS(CARD_FATE04, "Advocate Act III Objective"),
    {CARD_FATE04, "F423A Setup (Guild Loyalty, Guild Supremacy)", "Advocate Act III Setup: Guild Supremacy is added", 0},
    {CARD_FATE04, "F426 Guild Supremacy (reminder copy placed)", "The second copy of Guild Supremacy is placed", 0},
    {CARD_FATE04, "F425 Guild Supremacy (Guild cards counted twice)", "Guild Supremacy: Player", 0},
    {CARD_FATE04, "F424 Guild Loyalty (Guild cards kept on Outrage)", "Guild Loyalty: Player", 0},
    {CARD_FATE04, "F416 Guild Fair (Crisis)", "Guild Fair: every player secures", 0},
    {CARD_FATE04, "F416 Guild Fair (When Secured)", "Rival agents on Guild cards in the Court return", 0},
    {CARD_FATE04, "F417-F421 Guildmasters", "they may steal a", 0},
    {CARD_FATE04, "F422 Guilds Withdraw (Crisis)", "Guilds Withdraw: a hex or an arrow was rolled", 0},
    {CARD_FATE04, "F422 Guilds Withdraw (When Secured)", "Guilds Withdraw: each Rival of Player", 0},
    /* Caretaker (F517-F521) */
    /* Caretaker (F517-F521). Grand ambition 1 (scrap a lore card other
     * than Golem Hearth) is rare in random play, the Caretaker seldom
     * holding other lore: about once per 40 games a player count;
     * test_act3_caretaker proves it. */
    GRAND_ROWS(CARD_FATE05, "Caretaker Act III Objective"),
    {CARD_FATE05, "F520A Setup: Sate in the booklet", "adds Golems Sate Their Appetite to the rules booklet", 0},
    {CARD_FATE05, "F520B scrap a lore card", "with the Golems.", 0},
    {CARD_FATE05, "F520B scrap a Golem", "Golem: it is scrapped.", 0},
    {CARD_FATE05, "F517-F519 Golem Worship Crisis", "who has a Golem, returns their city", 0},
    {CARD_FATE05, "F517-F519 Golem Worship When Secured", "Golem Worship: the ", 0},
    {CARD_FATE05, "F521 Sate: Consume Sentience", "Consume Sentience: Player", 0},
    {CARD_FATE05, "F521 Sate: Golems Awaken", "Then, Golems Awaken.", 0},
    /* Partisan (F619-F625) */
    /* Terror Strike's When Secured and Sower of Division are rare (0 in
     * 180 games, about 30 in 3000). */
    GRAND_ROWS(CARD_FATE06, "Partisan Act III Objective"),
    {CARD_FATE06, "F620-F621 Terror Strike: When Secured", "but not the securer's Loyal pieces", 0},
    {CARD_FATE06, "F625 Sower of Division", "places a Loyal agent on Player", 0},
    {CARD_FATE06, "F624A Setup: Sower of Division gained", "gains Sower of Division", 0},
    {CARD_FATE06, "F619 Guilds Decry Terror: Fiasco to the Council", "the Court deck is searched for Diplomatic Fiasco", 0},
    {CARD_FATE06, "F620-F621 Terror Strike: Crisis", "Terror Strike: damaged pieces at planets matching Outrage", 0},
    /* Admiral (F715-F721) */
    /* Grand ambition 1 (at least 9 planets): random play seldom gets there;
     * shape_act3 starts some games with the Admiral First Regent and the
     * Empire on 9 planets (tests/test_act3_admiral.c admiral3_planets and
     * admiral3_first_regent prove it fulfilled and scored). */
    GRAND_ROWS(CARD_FATE07, "Admiral Act III Objective"),
    {CARD_FATE07, "Setup 1: Martial Law (F720) into the booklet", "Martial Law is added to the rules booklet", 0},
    {CARD_FATE07, "Setup 2: Martial Law's Reminder (F721) tucked", "Martial Law is tucked under the map", 0},
    {CARD_FATE07, "Mass Uprising (F717-F718) Crisis", "every damaged ship is destroyed", 0},
    {CARD_FATE07, "Mass Uprising (F717-F718) When Secured", "places a ship in each system of cluster", 0},
    {CARD_FATE07, "Imperial Defectors (F715-F716), Admiral failed Act II", "Imperial Defectors: ", 0},
    /* Believer (F825-F831) */
    /* Grand ambition 2 (all three markers on Ideal boxes: three Faithful
     * declarations in one chapter) is rare in random play: proved by
     * test_act3_believer grand_ambitions. */
    GRAND_ROWS(CARD_FATE08, "Believer Act III Objective"),
    /* Pathfinder (F905-F911) */
    {CARD_FATE09, "F907A Setup 2-4: Seek the Portal on top, 2 tucked", "tucks the other 2 under Pilgrims", 0},
    {CARD_FATE09, "F907A Setup 4: Pilgrims on the planets of the rolled symbol", "Pilgrim tokens placed on its planets", 0},
    GRAND_ROWS(CARD_FATE09, "Pathfinder Act III Objective"),
    {CARD_FATE09, "F908 Pilgrims: Prelude move", "moves a Pilgrim from", 0},
    {CARD_FATE09, "F908 Pilgrims: Use the Portal", "Use the Portal: Player", 0},
    {CARD_FATE09, "F908 Pilgrims: Seek the Portal untucked", "Seek the Portal is untucked", 0},
    {CARD_FATE09, "F909-F911 Seek the Portal: Crisis", "Seek the Portal: in turn order", 0},
    {CARD_FATE09, "F905 Call to Pilgrimage: Crisis", "Call to Pilgrimage: ", 0},
    {CARD_FATE09, "F905 Call to Pilgrimage: When Secured", "discards their Guild cards of that suit", 0},
    /* F909-F911 Seek the Portal's When Secured needs its securer to control
     * the Portal's system (rare in random play): proved by
     * test_act3_pathfinder seek_secured_scraps_at_portal.
     * F906 Portal Seekers (the Pathfinder failed Act II: held by a player
     * controlling the Portal's system at a chapter's end) is rare in random
     * play: proved by test_act3_pathfinder portal_seekers_c_fate. */
    /* Hegemon (F1006-F1012) */
    GRAND_ROWS(CARD_FATE10, "Hegemon Act III Objective"),
    {CARD_FATE10, "F1011A Setup: Happy Hosts gained", "gains Happy Hosts.", 0},
    {CARD_FATE10, "F1006 Mind Managers: Manipulate", "Manipulate: Player", 0},
    {CARD_FATE10, "F1012 Happy Hosts: Pacify", "Pacify: Player", 0},
    {CARD_FATE10, "F1012 Happy Hosts: Captives kept in the scoring", "per Banner they control or uncontrolled", 0},
    /* Against Hegemony: in the Court deck when the Hegemon failed Act II
     * (then no Hegemon plays Act III): about 1 game in 40 per player count
     * (0 Crises and Banners taken in 40 games, 2-3 each in 200; shape_act3
     * puts it in the Court row); test_act3_hegemon against_hegemony_crisis
     * and _secured prove them. */
    {CARD_FATE10, "F1009/F1010 Against Hegemony: Crisis", "Crisis: Against Hegemony is buried.", 0},
    {CARD_FATE10, "F1009/F1010 Against Hegemony: scrapped (no Banners)", "no Banners are on the map: it is", 0},
    {CARD_FATE10, "F1009/F1010 Against Hegemony: a Banner taken", "takes the Banner at", 0},
    /* F1007/F1008 Prison Wardens reprint BC12 (one def, its log names
     * "Prison Wardens" as BC12's does): test_act3_hegemon prison_wardens. */
    /* Pirate (F1205-F1212) */
    GRAND_ROWS(CARD_FATE12, "Pirate Act III Objective"),
    {CARD_FATE12, "F1208A Setup 2: a Rumor token placed face down", "places a Rumor token face down at", 0},
    {CARD_FATE12, "F1208A Setup 2: the True Rumors chosen in secret", "2 True and 2 False lie face down", 0},
    {CARD_FATE12, "F1208B a grand ambition declared", "declares truthfully that", 0},
    {CARD_FATE12, "F1208B end of Act III: guesses, the Haven revealed", "The Pirate Haven is at", 0},
    /* F1211's battle clause (a steal from the Pirate in battle, then an
     * agent on a Rumor) did not fire in 450 games (random play seldom
     * raids the Pirate): test_act3_pirate battle_steal_places_an_agent. */
    {CARD_FATE12, "F1205 Pirate Smugglers: a Rival city taxed without control", "with Loyal ships, ignoring control: no Captive", 0},
    {CARD_FATE12, "F1209/F1210 Rumors Spread: Crisis", "in the rolled cluster", 0},
    /* Rare (1 in 450 games with shape_act3's Rumors Spread in the Court):
     * test_act3_pirate rumors_spread proves it. */
    {CARD_FATE12, "F1209/F1210 Rumors Spread: When Secured", "places a Loyal agent on the Rumor at", 0},
    /* shape_act3 puts Rivals' agents on False Rumors in 3-4 player games
     * (then 17 shares in 3000 games, 1 in 900): test_act3_pirate
     * share_rumor_in_a_deal proves it too. */
    {CARD_FATE12, "F1212 Sharing Rumors: Share Rumor (an agent placed, a peek)", "Sharing Rumors: Player", 0},
    /* Call to Action (F1206) is in the Court only when the Pirate failed
     * Act II (then no Pirate plays Act III) and its Crisis is rare here:
     * test_act3_pirate call_to_action_crisis. Silver-Tongues (F1207)
     * reprints BC20 (its log names "Silver-Tongues" as BC20's does):
     * test_act3_pirate silver_tongues_discarded_with_nothing_to_steal. */
    /* Planet Breaker (F1111-F1112) */
    {CARD_FATE11, "F1112A Setup: pieces kept on Breaking Worlds, the reminder", "reminds everyone: a Broken World token"},
    GRAND_ROWS(CARD_FATE11, "Planet Breaker Act III Objective"),
    /* Peacekeeper (F1505-F1511) */
    GRAND_ROWS(CARD_FATE15, "Peacekeeper Act III Objective"),
    {CARD_FATE15, "F1507A Setup: Ceasefire tokens placed", "places the Ceasefire tokens:", 0},
    {CARD_FATE15, "F1505 Arms Interest: Prelude", "Arms Interest: Player", 0},
    {CARD_FATE15, "F1508 Ceasefires: harm in a cluster at Peace", "at Peace (", 0},
    {CARD_FATE15, "F1509 Empire Balks at Peace: the First Regent decides", "the First Regent, may flip a Ceasefire", 0},
    {CARD_FATE15, "F1510 Peace Dividends: Power gained", "systems at Peace and gains", 0},
    {CARD_FATE15, "F1511 Peace Accords: Broker Peace begun", "begins to Broker Peace in", 0},
    {CARD_FATE15, "F1511 Peace Accords: a cluster brokered to Peace", "Broker Peace: Player", 0},
    /* Planet-Eater Loose: in the Court deck when the Planet Breaker failed
     * Act II (then no Planet Breaker plays Act III: rows of the Fate all
     * the same). */
    {CARD_FATE11, "F1111 Planet-Eater Loose: Crisis", "the event die is rolled again."},
    {CARD_FATE11, "F1111 Planet-Eater Loose: When Secured", "skirmish dice for the agents on Planet-Eater Loose"},
    /* Warden (F1612-F1619) */
    {CARD_FATE16, "F1617A Setup: Court tokens collected, Feudal Courts and Lords Gain Power added", "collects the 6 Court tokens into the supply"},
    GRAND_ROWS(CARD_FATE16, "Warden Act III Objective"),
    {CARD_FATE16, "F1619 Lords Gain Power: a Lord gains 3 Power", ", Lord of the Fief of Cluster "},
    {CARD_FATE16, "F1612 Warden's Levy: Levy (Tax), a Vassal's ship placed", "levies a ship of their Vassal"},
    {CARD_FATE16, "F1612 Warden's Levy: a ship on it takes a hit first", "on Warden's Levy takes the hit"},
    {CARD_FATE16, "F1613-F1614 Feast Day: Crisis", "Feast Day is scrapped with its"},
    {CARD_FATE16, "F1613-F1614 Feast Day: When Secured, a Seat's city replaced", "with their own: they are its Lord."},
    {CARD_FATE16, "F1618 Feudal Courts: a Court token placed on an influenced empty card", "places the Court token of Cluster "},
    {CARD_FATE16, "F1618 Feudal Courts: a Lord's secure returns the token", "secures the card with its Court token: the token"},
    {CARD_FATE16, "F1619 Lords Gain Power: the Lord influences or secures the token's card", ", which has its Court token."},
    /* Naturalist (F2102-F2103): fires once its Setup side (F2101A) is
     * registered. */
    {CARD_FATE21, "F2103 Spore Guides: Seed, the roll changed by an agent", "Seed: the roll changes to", 0},
    {CARD_FATE21, "F2103 Spore Guides: Seed, a damaged Blight placed", " places a damaged Blight in ", 0},
    {CARD_FATE21, "F2102 Blight Society: an agent scrapped for Blight harmed", "Blight and scraps 1 Loyal agent", 0},
    {CARD_FATE21, "F2102 Blight Society: a Psionic spent, Blight Crises prevented", "prevents the Blight Crisis at", 0},
    /* Gate Wraith (F2201-F2206). shape_act3 starts some games with the Gate
     * Wraith's marker 2 spaces from its final objective. */
    {CARD_FATE22, "F2201B Collapse the Gates of the Reach: an ambition won", "Collapse the Gates of the Reach: Player", 0},
    {CARD_FATE22, "F2201B Control the Twisted Passage at a chapter's end", "Control the Twisted Passage: Player", 0},
    {CARD_FATE22, "F2205 a move out of the Twisted Passage, the die rerolled", "moved out of the Twisted Passage", 0},
    {CARD_FATE22, "F2201A Setup 3: the first Passage token placed on a gate", "places the first Passage token on", 0},
    {CARD_FATE22, "F2206 Passage Storms: When Drawn, attached by the initiative", "attaches Passage Storms to", 0},
    {CARD_FATE22, "F2206 Passage Storms: Crisis, the Twisted Passage hit", "Crisis: Passage Storms hits each piece", 0},
    {CARD_FATE22, "F2206 Passage Storms: When Secured, it stays in the Court", "Passage Storms stays in the Court", 0},
    {CARD_FATE22, "F2202 Catapult Overdrive: a Catapult goes on from the Twisted Passage", "Catapult may go on from the Twisted Passage", 0},
    {CARD_FATE22, "F2203 Breaking Gates & Placing Passages: a Catapult breaks a gate", "Breaking Gates & Placing Passages: Player", 0},
    {CARD_FATE22, "F2204 The Dead Live: destroyed ships placed on the card", "placed on this card", 0},
    {CARD_FATE22, "F2204 The Dead Live: the chapter's destroyed ships on the Twisted Passage", "are placed fresh on the Twisted Passage", 0},
    FINAL_ROW(CARD_FATE22),
    /* Overlord (F1701-F1703) */
    /* (F1701A's steps 2-3 log before the run's log sink is set; step 4's
     * decisions are the rows. F1702 Sycophants reprints F1102: one def,
     * its log that of the Planet Breaker's card: test_act3_overlord
     * sycophants_place_on_outrage.) */
    {CARD_FATE17, "F1701A Setup 4: Outrage provoked", "Outrage to place 2 ships.", 0},
    {CARD_FATE17, "F1701A Setup 4: 2 ships placed at a planet of the Outrage", "a planet of their Outrage.", 0},
    {CARD_FATE17, "F1701B Rule by Fear Alone", "Rule by Fear Alone: Player", 0},
    {CARD_FATE17, "F1701B Control by Fear Alone", "Control by Fear Alone: Player", 0},
    {CARD_FATE17, "F1703 Reach Rejects Overlord: Power lost", "the Reach rejects the Overlord", 0},
    FINAL_ROW(CARD_FATE17),
    /* Redeemer (F1901-F1904) */
    /* (F1901A's steps log before the run's log sink is set. F1902 Ire of
     * the Keepers writes no log (Keeper barred, the Tax restriction):
     * test_act3_redeemer ire_of_the_keepers. F1904 Relic Fence reprints
     * BC24: one def, its log BC24's.) */
    {CARD_FATE19, "F1901B Subdue the Keepers", "Subdue the Keepers: Player", 0},
    {CARD_FATE19, "F1901B Shatter the Relics: a Relic scrapped", "scraps a Relic from", 0},
    {CARD_FATE19, "F1903 Rebuke of the Keepers: Power lost", "is not winning Keeper:", 0},
    {CARD_FATE19, "F1903 Rebuke of the Keepers: the most Relics may declare", "with the most Relics, may declare it.", 0},
    FINAL_ROW(CARD_FATE19),
    /* Judge (F2401-F2405) */
    FINAL_ROW(CARD_FATE24),
    /* F2401A step 1 (Resettle, resettle.h) logs the shared step's lines,
     * which name no Fate: test_act3_judge judge_setup_resettle. */
    {CARD_FATE24, "F2401A Setup: Judge Sets Agenda added", "the Judge, adds Judge Sets Agenda to the rules booklet.", 0},
    {CARD_FATE24, "F2401B Balance the Reach: a tie for first place", "Balance the Reach: players are tied for first place in", 0},
    /* Rare in random play (a Rival raiding the Judge while they hold
     * Trophies or Captives: 0 in 40 games per player count, 1 in 200):
     * proved by test_act3_judge vow_raid. */
    {CARD_FATE24, "F2402 Vow of Fairness: a Trophy or Captive stolen", "Vow of Fairness: Player", 0},
    {CARD_FATE24, "F2403 The Arbiter: a piece or resource given", "The Arbiter: Player", 0},
    {CARD_FATE24, "F2405 Judge Sets Agenda: the Judge declares", ", the Judge, declares ", 0},
    {CARD_FATE24, "F2405 Judge Sets Agenda: Judge's Chosen given", ", the Judge, gives Judge's Chosen to Player", 0},
    {CARD_FATE24, "F2404 Judge's Chosen: the Judge's ships moved", "(the Judge's) ships from", 0},
    {CARD_FATE24, "F2404 Judge's Chosen: the Judge's ships added to an attack", "(the Judge's) ships to the attack.", 0},
    {CARD_FATE24, "F2404 Judge's Chosen: a ship of the Judge's repaired", "(the Judge's) ship at", 0},
    /* Guardian (F2001-F2004; its Setup's Resettle logs the shared
     * resettle.c line, not its own: test_act3_guardian). */
    {CARD_FATE20, "F2001A Setup 2: Outrage for Fuel and Material", "Provokes Outrage for Fuel and Material", 0},
    {CARD_FATE20, "F2001A Setup 3: 2 players, the boxes' Material and Fuel returned", "Material and Fuel on the ambition boxes return to the supply", 0},
    {CARD_FATE20, "F2001A Setup 4-6: the Edenguard tile and law", "places the Edenguard Ambition tile", 0},
    {CARD_FATE20, "F2001B Give Back to the Land", "Give Back to the Land: Player", 0},
    {CARD_FATE20, "F2001B Guard the Reach's Splendor", "Guard the Reach's Splendor: Player", 0},
    {CARD_FATE20, "F2002 Green Vault: a Material or Fuel captured", "in their Captives (frozen", 0},
    {CARD_FATE20, "F2002 Green Vault: returned when Tyrant is scored", "Material and Fuel in the Captives return", 0},
    {CARD_FATE20, "F2003 Ire of the Tycoons: no Power from Tycoon", "gains no Power from scoring Tycoon", 0},
    {CARD_FATE20, "F2004 Edenguard Ambition: declared instead of Tycoon", "declares Edenguard", 0},
    {CARD_FATE20, "F2004 Edenguard Ambition: scored", "Edenguard scores", 0},
    FINAL_ROW(CARD_FATE20),
    /* Naturalist (F2101, F2104; Blight Society and Spore Guides: their own rows). */
    {CARD_FATE21, "F2101A Setup 3-4: the Blightkin tile and law", "places the Blightkin Ambition tile", 0},
    {CARD_FATE21, "F2101B Live in the Garden", "Live in the Garden: Player", 0},
    {CARD_FATE21, "F2104 Blightkin Ambition: declared instead of Empath", "declares Blightkin", 0},
    {CARD_FATE21, "F2104 Blightkin Ambition: scored", "Blightkin scores", 0},
    FINAL_ROW(CARD_FATE21),
    /* Survivalist (F1801-F1805) */
    {CARD_FATE18, "F1801A Setup: Vow and Building Bunkers gained, the laws added", "adds Bunkers and Captive Release to the"},
    {CARD_FATE18, "F1801B Keep the People Safe: an ambition won", "Keep the People Safe: Player"},
    /* shape_act3 puts a Blight at a Bunker (Blight Crises come with the
     * event die): test_act3_survivalist protect_against_blight too. */
    {CARD_FATE18, "F1801B Protect Against the Blight: a Crisis at a Bunker", "Protect Against the Blight: a Blight"},
    {CARD_FATE18, "F1802 Vow of Survival: second-place Power for a win", "Power for second place only."},
    /* Tyrant scored with the Survivalist holding Captives and a Bunker on
     * the map: test_act3_survivalist vow_keeps_captives too. */
    {CARD_FATE18, "F1802 Vow of Survival: Captives kept, 1 per Bunker", ", 1 per Bunker on the map ("},
    {CARD_FATE18, "F1803 Building Bunkers: a Bunker built", "scraps 1 agent and builds a"},
    {CARD_FATE18, "F1803 Building Bunkers: an agent captured", "(a Bunker built)."},
    /* A battle's hits reach a Bunker (2 at a time) only once no defending
     * ship remains: 0 in 40 games per player count even with shape_act3's
     * Rival fleet at two Bunkers; test_act3_survivalist bunker_tough,
     * bunker_hits_chosen and destroyer_scraps_captive prove both rows. */
    {CARD_FATE18, "F1804 Bunkers: 2 hits damage a Bunker", "Bunker damaged at"},
    {CARD_FATE18, "F1804 Bunkers: a Bunker destroyed", "Bunker destroyed at"},
    {CARD_FATE18, "F1804 Bunkers: repaired", "repairs the Bunker at"},
    {CARD_FATE18, "F1805 Captive Release: resolved", "than the Survivalist may choose a Bunker."},
    /* A player with more Power controlling a Bunker's system while the
     * Survivalist holds their agent: test_act3_survivalist captive_release. */
    {CARD_FATE18, "F1805 Captive Release: a Bunker chosen", "chooses the Bunker at"},
    FINAL_ROW(CARD_FATE18),
    /* Conspirator (F2301A-F2305). F2302 Farseers is BC17's def (its log is
     * BC17's): test_act3_conspirator farseers_reprint and
     * declare_places_conspiracy (faq.csv Conspiracies Q2). */
    {CARD_FATE23, "F2301A Setup: Farseers, the 8 Conspiracy tokens, the laws", "collects the 8 Conspiracy tokens", 0},
    {CARD_FATE23, "F2303 Conspiracies: a declaration places no marker", " (no marker).", 0},
    {CARD_FATE23, "F2303 Conspiracies: a Conspiracy placed face down", "places a Conspiracy face down in the", 0},
    {CARD_FATE23, "F2303 Conspiracies: the Court refilled with a Guild card", "to place a Conspiracy.", 0},
    {CARD_FATE23, "F2304 Scoring Conspiracies: one revealed on a scored ambition", "is revealed: colour", 0},
    {CARD_FATE23, "F2301B/F2304 objective: the marker's one movement", " for the marker, ", 0},
    {CARD_FATE23, "F2305 Foiling Conspiracies: a wrong guess", "wrong, it stays face down.", 0},
    {CARD_FATE23, "F2305 Foiling Conspiracies: a correct guess", "correct, it returns to Player", 0},
    FINAL_ROW(CARD_FATE23),
    {CARD_FATE08, "F829A Setup 1-2: Dominant Faith tucked, Breaking the Faith added", "tucks Dominant Faith in front of", 0},
    {CARD_FATE08, "F829A Setup 3: the Doctrine flipped to the Ideals' side", "flips the Doctrine card to match the Ideals", 0},
    {CARD_FATE08, "F830 Dominant Faith: an Ideal placed (or none left)", "Dominant Faith: ", 0},
    /* Rare in random play (a Rival destroying the Believer's city while an
     * undeclared box has an Ideal): proved by test_act3_believer
     * breaking_the_faith. */
    {CARD_FATE08, "F831 Breaking the Faith: a Believer's city destroyed by a Rival", "Breaking the Faith: ", 0},
    {CARD_FATE08, "F825 The Prophet: placed beside a Faithful card", "The Prophet: Player", 0},
    {CARD_FATE08, "F827 Set Lay Doctrine: Faithful cards revealed", "Set Lay Doctrine: ", 0},
    {CARD_FATE08, "F828 Repressed Faith: the Doctrine's Act III side (failed Act II)", "Repressed Faith: ", 0},
    /* Pacifist (F1405-F1412) */
    /* Itinerant Empaths and Psionic Liaisons are in the Court deck only
     * when the Pacifist failed Act II (then no Pacifist in Act III: rows
     * of the Fate all the same); the Liaisons' log names the card as the
     * Advocate's Psionic Liaisons (F409, the same text) does; the
     * Empaths' When Secured is rare (0 in 40 games per player count).
     * Empathy for
     * All outside a battle (a card's harm, Break World) is rare: proved by
     * test_act3_pacifist. */
    GRAND_ROWS(CARD_FATE14, "Pacifist Act III Objective"),
    {CARD_FATE14, "F1408A Setup: Empathy for All tucked, the laws added", "tucks the second copy of Empathy for All", 0},
    {CARD_FATE14, "F1409 Empathy for All: a battle's attacker", "Empathy for All: Player", 0},
    {CARD_FATE14, "F1412 Rebuke of the Empaths: Psionic gained", "with no Psionic Outrage, gains 1 Psionic", 0},
    {CARD_FATE14, "F1406/F1407 Itinerant Empaths (Crisis)", "Itinerant Empaths: Crisis: ", 0},
    {CARD_FATE14, "F1406/F1407 Itinerant Empaths (When Secured)", "Itinerant Empaths: When Secured: ", 0},
    {CARD_FATE14, "F1405 Psionic Liaisons: attached to declare Empath", "Psionic Liaisons: Player", 0},
    {CARD_FATE14, "F1411 Reconcile with the Outraged: Forgive", "Outrage as a Favor.", 0},
    /* F826 Secret Order reprints BC18 (its log names "Secret Order" as F819's
     * does): tested by test_act3_believer secret_order_in_act3. */
    /* Blight Speaker (F1304-F1313) */
    GRAND_ROWS(CARD_FATE13, "Blight Speaker Act III Objective"),
    {CARD_FATE13, "F1312A Setup: Blight Hunger gained", "gains Blight Hunger.", 0},
    {CARD_FATE13, "F1313 Blight Hunger: a Crisis's dead on the card", "destroyed by the Blight Crisis go on Player", 0},
    {CARD_FATE13, "F1313 Blight Hunger: after scoring, returned", "card return to their supplies", 0},
    /* Blight Hunters and Blight Panic's When Secured are rare (0 to 2 in
     * 120 games; shape_act3 hands the Blight Speaker Blight Hunters and
     * draws Blight Panic into the Court): test_act3_blight_speaker
     * blight_hunters_one_hit and blight_panic_secured prove them. */
    {CARD_FATE13, "F1305 Blight Hunters: 1 hit on a Blight", "1 hit d", 0},
    {CARD_FATE13, "F1306 Blight Reapers: Harvest", "Harvest: Player", 0},
    {CARD_FATE13, "F1307-F1309 Blight Purge: Crisis", "Blight Trophies they have.", 0},
    {CARD_FATE13, "F1307-F1309 Blight Purge: When Secured", "Blight Trophies of Rivals return to the supply", 0},
    {CARD_FATE13, "F1310 Blight Panic: Crisis", "for the Blight at their Loyal buildings or Flagship", 0},
    {CARD_FATE13, "F1310 Blight Panic: When Secured", "damaged Blight of cluster", 0},
    {CARD_FATE13, "F1304 Blight Fury: Blight moved along with the ships", " damaged Blight from ", 0},
    {CARD_FATE13, "F1304 Blight Fury: a Blight repaired", "repairs a Blight at", 0},
    {CARD_FATE13, "F1304 Blight Fury: Anger, the roll changed by a Psionic", "Anger: the roll changes to", 0},
    {CARD_FATE13, "F1304 Blight Fury: Anger, Blight Crises in the rolled cluster", "makes a Blight Crisis happen in", 0},
};
#define N_TRIGGERS (int)(sizeof TRIGGERS / sizeof TRIGGERS[0])

typedef struct run_log {
    int hits[N_TRIGGERS];
    int act3_seats[24];
    int games, moves;
    bool echo;
    bool final_win; /* this game's winner won by their final objective */
} run_log;

static void count_line(void *ud, const char *line) {
    run_log *r = ud;
    if (r->echo) fprintf(stderr, "%s\n", line);
    for (int i = 0; i < N_TRIGGERS; i++) {
        if (!strstr(line, TRIGGERS[i].log)) continue;
        if (TRIGGERS[i].grand == 3) r->final_win = true;
        else if (!TRIGGERS[i].grand) r->hits[i]++;
        else if (strstr(line, "both grand ambitions of") ||
                 strstr(line, TRIGGERS[i].grand == 1 ? "the first grand ambition of" : "the second grand ambition of"))
            r->hits[i]++;
    }
}

/* Does the library play fate's Act III (not a blank test side)? */
static bool real_act3(int fate) { return !blank_act3(fate_info_of(fate)->act[2].setup_side); }

static int env_games(const char *name, int dflt) {
    const char *env = getenv(name);
    int n = env ? atoi(env) : dflt;
    return n > 0 ? n : dflt;
}

/* A random move, a card's move (ARCS_MOVE_CARD) with a better chance;
 * invariants after the move and round trips now and then. */
static void step(arcs_game *game, uint64_t *rng, int players, uint64_t seed, int move) {
    arcs_move m[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_true(n > 0);
    arcs_move chosen = m[next(rng) % n];
    for (size_t i = 0; i < n; i++)
        if (m[i].kind == ARCS_MOVE_CARD && next(rng) % 2) chosen = m[i];
    uint64_t before = arcs_state_hash(game);
    assert_int_equal(arcs_apply(game, chosen), ARCS_OK);
    char why[256];
    if (!state_invariants_ok(&game->s, why, sizeof why)) {
        char text[ARCS_MOVE_STR_MAX] = "";
        arcs_move_to_str(chosen, text, sizeof text, NULL);
        fail_msg("%dp seed %llu move %d (\"%s\"): %s", players, (unsigned long long)seed, move, text, why);
    }
    round_trips(game, chosen, before, rng, 32, 128, players, seed, move);
}

static const int A_FATE_CARDS[A_FATES] = {CARD_FATE01, CARD_FATE02, CARD_FATE03, CARD_FATE04,
                                          CARD_FATE05, CARD_FATE06, CARD_FATE07, CARD_FATE08};

static run_log RUN;

/* Cards random play seldom reaches, given their start in some games (the
 * Act III Setup played first; states play reaches): every other game with
 * a Pathfinder starts Act III with the Portal found (if the Act II cut short
 * did not find it) and their Flagship, 2 ships and 3 Pilgrims there; with
 * Act III Setup played first; states play reaches): with a Hegemon (in Act
 * II), 4 Banners on the map, a Captive of each Rival and Against Hegemony
 * (if in the game) in the Court row; every other game with
 * a Planet Breaker starts Act III with the Hammer repaired (if it was not)
 * and 4 Free cities on Breaking Worlds, as broken worlds leave them
 * (ARCS-F1112B's "more buildings on the Breaking Worlds card than the
 * current Chapter"); with an Admiral, the Admiral is First Regent and the
 * Empire holds the planets of 3 clusters (ARCS-F719B's 9 planets); with a
 * Founder, 8 more Free cities on empty planets (ARCS-F225B's 7); with a
 * Peacekeeper, every cluster at Peace, a Weapon for each player, an Arms
 * Interest on top of the Court deck, the Policy War and the Peacekeeper
 * an Outlaw. */
/* The Guardian and the Naturalist (states play reaches): the final
 * objective's marker near 0 (advanced in Acts of play), with 2 Power; the
 * Guardian's Green Vault holding a Material it captured and Tyrant
 * declared. */
static void shape_guardian_naturalist(game_state *g, int guardian, int naturalist) {
    for (int i = 0; i < 2; i++) {
        int p = i ? naturalist : guardian;
        if (p < 0 || g->camp.objective[p] == OBJECTIVE_NONE) continue;
        g->camp.objective[p] = 2;
        if (g->pl[p].power < 2) g->pl[p].power = 2;
        if (!i && g->res_supply[ARCS_MATERIAL] && g->marker_box[0] == 0xFF) {
            card_res_add(g, CARD_F2002, ARCS_MATERIAL, 1);
            g->marker_box[0] = ARCS_TYRANT;
        }
    }
}

static void shape_act3(arcs_game *game, uint64_t *rng, int gi) {
    int pb = -1, admiral = -1, founder = -1, pk = -1, pf = -1, pirate = -1, warden = -1, judge = -1;
    for (int p = 0; p < game->s.num_players; p++) {
        if (game->s.camp.fate[p] == CARD_FATE24) judge = p;
        if (game->s.camp.fate[p] == CARD_FATE09) pf = p;
        if (game->s.camp.fate[p] == CARD_FATE12) pirate = p;
        if (game->s.camp.fate[p] == CARD_FATE16) warden = p;
        if (game->s.camp.fate[p] == CARD_FATE11) pb = p;
        if (game->s.camp.fate[p] == CARD_FATE07) admiral = p;
        if (game->s.camp.fate[p] == CARD_FATE02) founder = p;
        if (game->s.camp.fate[p] == CARD_FATE15) pk = p;
    }
    /* The Blight Speaker's Act III cards (states play reaches): Blight
     * Hunters and Blight Reapers secured by the Blight Speaker, a fresh and
     * a damaged Blight in each system with their ships (Spore Ships'
     * Spawn, a Blight Crisis's damage); Blight Panic (in the Court deck
     * when the Blight Speaker failed Act II) drawn into Court place 1,
     * a Blight Purge (in it when they completed it) into place 2. */
    int speaker = -1;
    bool panic = false;
    for (int p = 0; p < game->s.num_players; p++)
        if (game->s.camp.fate[p] == CARD_FATE13) speaker = p;
    for (int i = 0; i < game->s.court_deck_len; i++) panic |= game->s.camp.court_deck[i] == CARD_F1310;
    int hegemon = hegemon_of(&game->s);
    /* The Conspirator's marker 2 spaces from completion in one game in
     * three (a state play reaches: Conspiracies left unrevealed at chapter
     * ends, Rivals' wrong guesses), so that final-objective wins happen. */
    for (int p = 0; p < game->s.num_players; p++)
        if (game->s.camp.fate[p] == CARD_FATE23 && gi % 3 == 1) {
            t_arc_finish_setup(game, rng); /* the marker placed */
            t_state(game)->camp.objective[p] = 2;
            game_bump(game);
        }
    /* The Pirate's games shaped one in two (the others log the Setup's
     * Rumor placements: a finished setup places them before the log). */
    if (gi % 4 != 2) pirate = -1;
    bool c_fate = false; /* an Overlord, a Redeemer or a Gate Wraith */
    int guardian = -1, naturalist = -1, survivalist = survivalist_of(&game->s);
    for (int p = 0; p < game->s.num_players; p++) {
        c_fate |= game->s.camp.fate[p] == CARD_FATE17 || game->s.camp.fate[p] == CARD_FATE19 ||
                  game->s.camp.fate[p] == CARD_FATE22;
        if (game->s.camp.fate[p] == CARD_FATE20) guardian = p;
        if (game->s.camp.fate[p] == CARD_FATE21) naturalist = p;
    }
    if (gi % 2 || (pb < 0 && admiral < 0 && founder < 0 && pk < 0 && pf < 0 && speaker < 0 && !panic && hegemon < 0 &&
                   pirate < 0 && warden < 0 && !c_fate && guardian < 0 && naturalist < 0 && survivalist < 0))
        return;
    t_arc_finish_setup(game, rng);
    game_state *g = t_state(game);
    /* The Overlord's and the Redeemer's marker 3 spaces from their final
     * objective (where their objectives advance it in a chapter or two)
     * and 12 Power (their Edicts take Power every chapter). */
    for (int p = 0; p < g->num_players; p++)
        if ((g->camp.fate[p] == CARD_FATE17 || g->camp.fate[p] == CARD_FATE19) && g->camp.objective[p] > 3) {
            g->camp.objective[p] = 3;
            if (g->pl[p].power < 12) g->pl[p].power = 12;
        }
    shape_guardian_naturalist(g, guardian, naturalist);
    /* The Gate Wraith's marker 2 spaces from its final objective (one
     * Passage token on the map advances it 1 per ambition won), 2 Power. */
    for (int p = 0; p < g->num_players; p++)
        if (g->camp.fate[p] == CARD_FATE22 && g->camp.objective[p] > 2) {
            g->camp.objective[p] = 2;
            if (g->pl[p].power < 2) g->pl[p].power = 2;
        }
    if (hegemon >= 0) {
        /* 4 Banners on the map (planted in Act II and kept: ARCS-F1011B's
         * "more Banners than the current Chapter", Against Hegemony kept),
         * the Hegemon holding a Captive of each Rival (Mind Managers). */
        banners_data *d = BANNERS_OF(g);
        for (int s = 0, i = 0; s < NUM_SYSTEMS && i < BANNERS; s++) {
            while (i < BANNERS && (banner_on_map(d->banner[i]) || d->banner[i] == BANNER_BOX)) i++;
            if (i < BANNERS && banners_on_map(g, -1) < 4 && sys_in_play(g, s) && !sys_is_gate(s) &&
                !banners_on_map(g, s))
                d->banner[i] = (uint8_t)(BANNER_MAP | s);
        }
        /* Against Hegemony (the Hegemon failed Act II) drawn into the
         * Court row with a Rival's agent, their 2 fresh ships at each
         * Banner. */
        if (!card_scrapped(g, CARD_F1009)) {
            t_court_card_at(game, CARD_F1009, 1); /* place 0: the Imperial Council */
            int q = (hegemon + 1) % g->num_players;
            if (g->pl[q].agents_supply > 1) { /* q influenced it */
                g->pl[q].agents_supply--;
                g->court_agents[1][q]++;
            }
            for (uint32_t m = banner_systems(g); m && g->pl[q].ships_supply >= 2; m &= m - 1) {
                g->sys[__builtin_ctz(m)].fresh[q] = (uint8_t)(g->sys[__builtin_ctz(m)].fresh[q] + 2);
                g->pl[q].ships_supply = (uint8_t)(g->pl[q].ships_supply - 2);
            }
        }
        for (int q = 0; q < g->num_players; q++)
            if (q != hegemon && g->pl[q].agents_supply) {
                g->pl[q].agents_supply--;
                g->pl[hegemon].captives[q]++;
            }
    }
    if (pb >= 0) {
        hammer_data *d = HAMMER_OF(g);
        if (!d->repaired) {
            for (int i = 0; i < FRAGMENTS; i++) d->frag[i] = FRAG_CARD;
            hammer_repaired(g, pb, CARD_F1103A);
        }
        d->free_on_card = (uint8_t)((d->free_on_card & 0xF0u) | 4u);
    }
    if (pf >= 0) {
        /* A Pathfinder in Act III completed Act II, which only the Portal
         * token does (ARCS-F901B), placed where their Flagship stood
         * (ARCS-F903): the Act II cut short left it unfound. */
        pathfinder_data *d = pathfinder_of(g);
        if (!d->portal && d->secret) pathfinder_place_portal(g, d->secret - 1);
        if (d->portal && has_flagship(g, pf)) g->camp.flagship[pf] = d->portal;
        /* As Pilgrims' Preludes and a Move leave them: 3 Pilgrims and 2
         * fresh ships of the Pathfinder at the Portal. */
        for (int i = 0, k = 0; d->portal && i < g->camp.n_tokens && k < 3; i++)
            if (g->camp.tokens[i].card == CARD_F908) g->camp.tokens[i].where = (uint8_t)(d->portal - 1), k++;
        for (int k = 0; d->portal && k < 2 && g->pl[pf].ships_supply; k++) {
            g->sys[d->portal - 1].fresh[pf]++;
            g->pl[pf].ships_supply--;
        }
    }
    if (admiral >= 0) {
        /* The Admiral as First Regent (the Privilege: the Empire's planets
         * count as theirs) with 2 fresh Imperial ships on each planet of
         * the first 3 clusters the Empire can reach: "at least 9 planets". */
        g->camp.regents |= (uint8_t)(1u << admiral);
        g->camp.first_regent = (uint8_t)admiral;
        for (int s = 0; s < NUM_SYSTEMS && g->camp.imperial_supply >= 2; s++)
            if (sys_in_play(g, s) && !sys_is_gate(s) && s < 12) {
                g->camp.imperial[s][0] = (uint8_t)(g->camp.imperial[s][0] + 2);
                g->camp.imperial_supply = (uint8_t)(g->camp.imperial_supply - 2);
            }
    }
    if (founder >= 0) {
        /* 8 more Free cities, on empty planets no ship holds (ARCS-F225B's
         * "7 Free cities are neither controlled by the Empire nor ..."). */
        for (int s = 0, k = 0; s < NUM_SYSTEMS && k < 8; s++) {
            bool empty = !g->camp.imperial[s][0] && !g->camp.imperial[s][1];
            for (int q = 0; q < g->num_players; q++) empty &= !g->sys[s].fresh[q] && !g->sys[s].damaged[q];
            if (sys_in_play(g, s) && !sys_is_gate(s) && planet_slots(s) > 0 && empty &&
                !(g->sys[s].bld[0] & BLD_OCCUPIED)) {
                g->sys[s].bld[0] = BLD_MAKE(OWNER_FREE, false, false);
                k++;
            }
        }
    }
    if (pk >= 0) {
        /* Every cluster at Peace (as Broker Peace leaves them: ARCS-F1507B's
         * 5 clusters) and a Weapon for each player in an empty slot, so
         * that Ceasefires' paid harm happens. */
        ceasefire_data *d = CEASEFIRES(g);
        d->peace = d->tokens;
        for (int q = 0; q < g->num_players; q++)
            for (int i = 0; i < open_res_slots(&g->pl[q]) && g->res_supply[ARCS_WEAPON]; i++)
                if (g->pl[q].res[i] == RES_EMPTY) {
                    g->pl[q].res[i] = ARCS_WEAPON + 1;
                    g->res_supply[ARCS_WEAPON]--;
                    break;
                }
        /* The Imperial Policy War and the Peacekeeper an Outlaw (Empire
         * Balks at Peace's condition), unless they are the First Regent. */
        if (g->camp.govern_top) g->camp.govern_top = 1;
        if (g->camp.first_regent != pk) g->camp.regents &= (uint8_t)~(1u << pk);
        /* An Arms Interest on top of the Court deck (a shuffle's order). */
        uint16_t *deck = g->camp.court_deck;
        int top = g->court_deck_len - 1;
        for (int i = g->court_deck_known; i < top; i++)
            if (deck[i] == CARD_F1505 || deck[i] == CARD_F1506) {
                uint16_t t = deck[i];
                deck[i] = deck[top];
                deck[top] = t;
                break;
            }
    }
    if (speaker >= 0) {
        for (int c = CARD_F1305; c <= CARD_F1306; c++)
            if (!card_scrapped(g, c) && g->pl[speaker].guild_count < GUILD_HELD_MAX) {
                t_take_out_court_card(g, c);
                g->pl[speaker].guild[g->pl[speaker].guild_count++] = (uint16_t)c;
            }
        for (int s = 0; s < NUM_SYSTEMS && g->camp.blight_supply >= 2; s++)
            if (sys_in_play(g, s) && g->sys[s].fresh[speaker]) {
                g->camp.blight[s][0]++;
                g->camp.blight[s][1]++;
                g->camp.blight_supply = (uint8_t)(g->camp.blight_supply - 2);
            }
        /* A Psionic in an empty open slot (taxed or gained in play) for
         * Blight Fury's Anger (F1304) to change its roll with. */
        for (int s = 0; s < open_res_slots(&g->pl[speaker]) && g->res_supply[ARCS_PSIONIC]; s++)
            if (g->pl[speaker].res[s] == RES_EMPTY) {
                g->pl[speaker].res[s] = ARCS_PSIONIC + 1;
                g->res_supply[ARCS_PSIONIC]--;
                break;
            }
    }
    if (panic) t_court_card_at(game, CARD_F1310, 1);
    for (int i = 0; speaker >= 0 && i < g->court_deck_len; i++)
        if (g->camp.court_deck[i] == CARD_F1307) {
            t_court_card_at(game, CARD_F1307, 2);
            break;
        }
    if (pirate >= 0 && rumor_haven(g) >= 0 && g->pl[pirate].ships_supply) {
        /* The Pirate stole resources onto the Pirate Hoard (2 of each type
         * the supply has: random play spends some) and moved a ship into
         * the Haven's system (ARCS-F1208B's grand ambitions). */
        for (int r = 0; r < NUM_RES; r++) card_res_add(g, CARD_F1202, r, 2);
        g->sys[rumor_haven(g)].fresh[pirate]++;
        g->pl[pirate].ships_supply--;
        /* Rumors Spread drawn into the Court (its When Secured is rare
         * in random play otherwise). */
        if (g->court_row_len > 1) t_court_card_at(game, CARD_F1209, 1);
        /* With 3-4 players, a Loyal agent of each Rival of the Pirate but
         * the last in turn order on a False Rumor (as Rumors Spread's When
         * Secured or a steal from the Pirate in battle leave them; not a
         * True one, which would break the first grand ambition), so that
         * Share Rumor (ARCS-F1212) is offered in Summits. */
        for (int k = 1, i = 0; k < g->num_players - 1; k++) {
            int rival = (pirate + k) % g->num_players;
            while (i < RUMORS && rumor_kind(RUMOR_DATA(g), i) != RUMOR_FALSE) i++;
            if (i < RUMORS && g->pl[rival].agents_supply) rumor_place_agent(g, rival, i++, CARD_F1209);
        }
    }
    if (warden >= 0) {
        /* The Warden Lord of up to 3 more clusters, a Loyal city under
         * each Seat and 3 fresh ships there, as Claims of Nobility leaves
         * them (ARCS-F1617B's "more Seats than the current Chapter"), and a
         * Feast Day in Court place 1 when it is in the Court deck, a
         * Rival's 2 agents on it (its When Secured replaces a Rival Lord's
         * city: ARCS-F1613). */
        for (int k = 0, n = 0; k < NUM_CLUSTERS && n < 3; k++)
            for (int s = k * 4; s < k * 4 + 4 && SEATS_OF(g)->seat[k] == SEAT_SUPPLY; s++)
                if (sys_in_play(g, s) && !sys_is_gate(s) && planet_slots(s) > 0 && !(g->sys[s].bld[0] & BLD_OCCUPIED) &&
                    g->pl[warden].cities_on_board > 0 && g->pl[warden].ships_supply >= 3) {
                    g->sys[s].bld[0] = BLD_MAKE(warden, false, false);
                    g->pl[warden].cities_on_board--;
                    g->sys[s].fresh[warden] = (uint8_t)(g->sys[s].fresh[warden] + 3);
                    g->pl[warden].ships_supply = (uint8_t)(g->pl[warden].ships_supply - 3);
                    seat_place_at(g, warden, s, 0, CARD_F1602);
                    n++;
                }
        for (int i = 0; i < g->court_deck_len; i++)
            if (court_deck_pile(g)[i] == CARD_F1613) {
                court_deck_pile(g)[i] = g->court_row[1];
                g->court_row[1] = CARD_F1613;
                cards_sources_changed(g);
                /* 2 agents of the Warden's left neighbour on it (influenced). */
                int q = (warden + 1) % g->num_players;
                for (int a = 0; a < 2 && g->pl[q].agents_supply; a++) {
                    g->pl[q].agents_supply--;
                    g->court_agents[1][q]++;
                }
                break;
            }
    }
    if (judge >= 0) {
        /* In a game shaped for another Fate (the games shaped stay the
         * same): the Judge holding 2 Captives and a Trophy ship of each Rival (a
         * state their taxes and battles reach: Vow of Fairness, ARCS-F2402,
         * and The Arbiter, F2403, have pieces to move), the objective
         * marker on 1 (one tie from the final objective: the FINAL_ROW). */
        for (int q = 0; q < g->num_players; q++) {
            if (q == judge) continue;
            for (int a = 0; a < 2 && g->pl[q].agents_supply; a++) capture_agent(g, judge, q);
            if (g->pl[q].ships_supply) {
                g->pl[q].ships_supply--;
                g->pl[judge].trophy_ships[q]++;
            }
        }
        g->camp.objective[judge] = 1;
    }
    if (survivalist >= 0) {
        /* The Survivalist built 3 Bunkers (3 agents scrapped, a Rival's
         * agent captured for each), the second one damaged, the Rival's 3
         * fresh ships at the first two, a fresh Blight spread to the first
         * one's planet, and the marker advanced to 2 (ARCS-F1801B's final
         * objective within reach). */
        int q = (survivalist + 1) % g->num_players;
        for (int s = 0, n = 0; s < NUM_SYSTEMS && n < 3; s++) {
            if (!sys_in_play(g, s) || sys_is_gate(s) || bunker_at(g, s) || !g->pl[survivalist].agents_supply) continue;
            token_add(g, CARD_F1803, survivalist, s);
            g->pl[survivalist].agents_supply--;
            BUNKERS_OF(g)->scrapped[survivalist]++;
            capture_agent(g, survivalist, q);
            if (n == 1) BUNKERS_OF(g)->damaged[s >> 3] |= (uint8_t)(1u << (s & 7)); /* a battle's damage */
            if (n < 2 && g->pl[q].ships_supply >= 3) { /* the Rival's fleet came to harm it */
                g->sys[s].fresh[q] = (uint8_t)(g->sys[s].fresh[q] + 3);
                g->pl[q].ships_supply = (uint8_t)(g->pl[q].ships_supply - 3);
            }
            if (!n++ && g->camp.blight_supply) {
                g->camp.blight[s][0]++;
                g->camp.blight_supply--;
            }
        }
        if (objective_space(g, survivalist) > 2) g->camp.objective[survivalist] = 2;
    }
    game_bump(game);
    t_assert_invariants(game);
}

/* Act III games from records: players 2..4, ARCS_ACT3_GAMES each; each A
 * Fate in turn, kept through both Acts three times in four. */
static void act3_from_records(void **state) {
    (void)state;
    int games = env_games("ARCS_ACT3_GAMES", 4);
    const char *one = getenv("ARCS_ACT3_ONE");
    int one_players = 0, one_gi = -1;
    if (one && sscanf(one, "%d %d", &one_players, &one_gi) != 2) one_players = 0;
    for (int players = 2; players <= 4; players++)
        for (int gi = 0; gi < games; gi++) {
            if (one_players && (players != one_players || gi != one_gi)) continue;
            uint64_t seed = (uint64_t)players * 6007u + (uint64_t)gi, rng = seed * 0x9E3779B97F4A7C15ull | 1;
            t_fates f = {0};
            for (int p = 0; p < players; p++) {
                f.a[p] = A_FATE_CARDS[(gi * players + p) % 8];
                f.b[p] = CARD_FATE09 + (gi * players + p + 3) % 8;
                f.c[p] = CARD_FATE17 + (gi * players + p + 5) % 8;
                if (next(&rng) % 4) f.completed1 |= 1u << p;
                if (next(&rng) % 4) f.completed2 |= 1u << p;
            }
            int chance = gi % 4 == 3 ? ARCS_CHANCE_EXPLICIT : ARCS_CHANCE_INTERNAL;
            arcs_game *game = t_act3_new(players, seed, &f, chance, 0);
            shape_act3(game, &rng, gi);
            RUN.echo = one_players != 0;
            game->log = count_line;
            game->log_ud = &RUN;
            for (int p = 0; p < players; p++) {
                int fate = game->s.camp.fate[p];
                RUN.act3_seats[fate - CARD_FATE01]++;
                if (f.completed2 >> p & 1u)
                    assert_int_equal(fate, f.completed1 >> p & 1u ? f.a[p] : f.b[p]);
                else assert_int_equal(fate, f.c[p]);
            }
            int moves = 0;
            while (!arcs_game_over(game)) {
                step(game, &rng, players, seed, moves);
                if (++moves > 400000)
                    fail_msg("%dp seed %llu: the campaign does not end", players, (unsigned long long)seed);
            }
            int w = arcs_winner(game);
            assert_true(w >= 0 && w < players);
            for (int i = 0; i < N_TRIGGERS && RUN.final_win; i++)
                if (TRIGGERS[i].grand == 3 && TRIGGERS[i].fate == game->s.camp.fate[w]) RUN.hits[i]++;
            RUN.final_win = false;
            assert_int_equal(arcs_act(game), 3);
            RUN.moves += moves;
            RUN.games++;
            arcs_game_free(game);
        }
    fprintf(stderr, "act3: %d games, %d moves; Act III seats per Fate:", RUN.games, RUN.moves);
    for (int i = 0; i < 24; i++)
        if (RUN.act3_seats[i]) fprintf(stderr, " %s %d", card_table[CARD_FATE01 + i].name, RUN.act3_seats[i]);
    fprintf(stderr, "\n");
    /* The table; every row of a Fate the library plays in Act III must
     * fire in a run of ARCS_ACT3_GAMES (the slow suite's, a developer's). */
    bool missing = false, required = getenv("ARCS_ACT3_GAMES") != NULL && !one_players;
    for (int i = 0; i < N_TRIGGERS; i++) {
        if (!real_act3(TRIGGERS[i].fate)) continue;
        fprintf(stderr, "  %-12s %-60s %d\n", card_table[TRIGGERS[i].fate].name, TRIGGERS[i].what, RUN.hits[i]);
        missing |= RUN.hits[i] == 0;
    }
    if (required) assert_false(missing);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(act3_from_records),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
