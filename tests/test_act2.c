/* Act II of the Fates: the property run (the A Fates: Steward, Founder,
 * Magnate, Advocate, Caretaker, Partisan, Admiral, Believer; the B Fates:
 * Pathfinder, Hegemon, Planet Breaker, Pirate, Blight Speaker, Pacifist,
 * Peacekeeper, Warden).
 *
 * Random Act II games started from campaign records (tests/act2_fixture.h:
 * Act I cut short, the Intermission played, objectives completed or failed
 * at random: an A Fate is kept when completed, else a B Fate taken, each B
 * Fate in turn), played on through the Act II
 * Intermission (the Act II Resolutions) and a blank Act III
 * (tests/cards/blank_fates.h) to the campaign's winner; then whole
 * three-Act campaigns whose players keep their A Fates. The invariants
 * hold after every move; undo and save/load round trips at random moves.
 *
 * Coverage: one row per Act II objective trigger and Fate card (a log text
 * only it writes); every row of a Fate whose Act II the library plays must
 * fire in the run, and the table is printed. A Fate still blank here
 * (its BLANK_<FATE>_ACT2 macro not emptied) plays a blank Act II and has
 * no rows checked.
 *
 * ARCS_ACT2_GAMES (environment): games from records per player count
 * (default 8, the coverage printed only; when set, as in the slow suite,
 * every row must fire); a third as many three-Act campaigns. ARCS_ACT2_ONE="players gi": that record game alone, its log
 * on stderr. */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>

#include "act2_fixture.h"
#include "arc_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/planet_breaker/planet_breaker.h"

/* One row per objective trigger and per Fate card: the Fate, what it is,
 * and a log text only that trigger or card writes. Add your Fate's rows in
 * its section. */
typedef struct act2_trigger {
    int fate;
    const char *what;
    const char *log;
} act2_trigger;

static const act2_trigger TRIGGERS[] = {
    /* Steward (F105-F114) */
    {CARD_FATE01, "Objective: Expand the Empire", "Expand the Empire: Player"},
    {CARD_FATE01, "Objective: Ensure the Emperor's Tribute", "Ensure the Emperor's Tribute: Player"},
    {CARD_FATE01, "Imperial Quorum (F113) resolves Edict 03 in parts", "Edict 03 is resolved in parts"},
    {CARD_FATE01, "Imperial Quorum: a Regent takes the Imperial Action", "takes the Imperial Action of"},
    /* Tax Collectors: rare in random play (an Outlaw's city taxed, its
     * holder an Outlaw): 3 times in ARCS_ACT2_GAMES=60. */
    {CARD_FATE01, "Tax Collectors (F106): an Outlaw taxed or the card buried", "Tax Collectors: Player"},
    {CARD_FATE01, "Hunter Squads (F107): Prelude or reroll against an Outlaw", "Hunter Squads: Player"},
    {CARD_FATE01, "Imperial Protectors (F108): a Blight Crisis spared", "a system the Empire controls (a law"},
    {CARD_FATE01, "Empire Falls (F109): Crisis or When Secured", "Empire Falls: "},
    {CARD_FATE01, "Lesser Regent (F110/F111): discarded to declare", "Lesser Regent: Player"},
    {CARD_FATE01, "Act II Resolution resolved", "resolves Steward Act II Resolution: objective"},

    /* Founder (F204-F223) */
    {CARD_FATE02, "F204 Book of Liberation: Free building built", "Book of Liberation: Player"},
    {CARD_FATE02, "F205-F207 Political Intrigue Crisis", "gives a Favor to Player"},
    {CARD_FATE02, "F205-F207 Political Intrigue secured", "takes a Favor from Player"},
    {CARD_FATE02, "F212A Setup: the Armistices tucked", "The 2 Armistices are tucked under"},
    {CARD_FATE02, "F212B the Commonwealth wins", "Distribute Power Fairly: the Commonwealth of"},
    {CARD_FATE02, "F212B Free cities at a chapter's end", "Protect Freedom in the Reach:"},
    {CARD_FATE02, "F213 marker placed", "places the Commonwealth Ambition marker on"},
    {CARD_FATE02, "F214 Commonwealth Ambition scored", "scores as the Commonwealth Ambition"},
    {CARD_FATE02, "F215 Call for Armistice", "calls for an Armistice."},
    {CARD_FATE02, "F216/F217 Armistice secured", "The Armistice ends: it is tucked behind"},
    {CARD_FATE02, "F218-F221 Disgrace", "Disgrace: Player"},
    {CARD_FATE02, "Act II Resolution resolved", "resolves Founder Act II Resolution: objective"},

    /* Magnate (F304-F321) */
    {CARD_FATE03, "Act II Setup", "The 5 Monopoly cards are placed in the general supply"},
    {CARD_FATE03, "Gain Monopolies, from the supply", " Monopoly from the supply."},
    {CARD_FATE03, "Gain Monopolies, from a Rival", " Monopoly from Player "},
    {CARD_FATE03, "Corner the Market", "Corner the Market: Player"},
    {CARD_FATE03, "...And Hold It", "...And Hold It: Player"},
    {CARD_FATE03, "Monopoly Consent", ", with the consent of Player"},
    {CARD_FATE03, "War Profiteering", "War Profiteering: Warlord counted"},
    {CARD_FATE03, "Elder Broker (F304, CC10)", "Elder Broker: Player"},
    {CARD_FATE03, "Relic Fence (F305)", "Relic Fence: Player"},
    {CARD_FATE03, "Prison Wardens (F306)", "Prison Wardens: Player"},
    {CARD_FATE03, "Material Cartel (F307)", "Material Cartel: "},
    {CARD_FATE03, "Fuel Cartel (F308)", "Fuel Cartel: "},
    {CARD_FATE03, "Weapon Cartel (F309)", "Weapon Cartel: "},
    {CARD_FATE03, "Psionic Cartel (F310)", "Psionic Cartel: "},
    {CARD_FATE03, "Relic Cartel (F311)", "Relic Cartel: "},
    {CARD_FATE03, "Act II Resolution resolved", "resolves Magnate Act II Resolution: objective"},

    /* Advocate (F405-F415) */
    {CARD_FATE04, "F412B Connect with the Guilds", "Connect with the Guilds: Player"},
    {CARD_FATE04, "F412B Improve Your Standing", "Improve Your Standing: Player"},
    {CARD_FATE04, "F405-F409 Liaisons: a Copy to the suit's action", ": they may gain "},
    {CARD_FATE04, "F405-F409 Liaisons: attach to declare", " attaches it to "},
    {CARD_FATE04, "F410 Diplomatic Fiasco (CC13's text)", "buried (ARCS-F410)"},
    {CARD_FATE04, "F411 Guild Struggle: Crisis or When Secured", "Guild Struggle: "},
    {CARD_FATE04, "F413 Advocate's Demand resolved", "the Advocate, may demand"},
    {CARD_FATE04, "Act II Resolution resolved", "resolves Advocate Act II Resolution: objective"},

    /* Caretaker (F508-F516) */
    {CARD_FATE05, "Act II Setup (F512A)", "gains Librarians; Knowledge Set Free"},
    {CARD_FATE05, "Objective: secure a lore card (F512B)", "lore card(s)."},
    {CARD_FATE05, "Objective: the largest collection (F512B)", "lore cards than"},
    {CARD_FATE05, "Unstable Harvester (F508)", "Unstable Harvester: "},
    {CARD_FATE05, "Unstable Seeker (F509)", "Unstable Seeker: "},
    {CARD_FATE05, "Unstable Protector (F510)", "Unstable Protector: "},
    {CARD_FATE05, "Unstable Warrior (F511)", "Unstable Warrior: "},
    {CARD_FATE05, "Librarians Crisis (F513)", "attaches Librarians to"},
    {CARD_FATE05, "Librarians after a secure (F513)", "draws a lore card for Court place"},
    {CARD_FATE05, "Transfer Golem (F514)", "Golem to Player"},
    {CARD_FATE05, "Act II Resolution resolved", "resolves Caretaker Act II Resolution: objective"},

    /* Partisan (F605-F618) */
    {CARD_FATE06, "Act II Setup: Partisan Seizing law", "Partisan Act II Setup: Partisan Seizing is added"},
    {CARD_FATE06, "Act II Setup: Act I Partisan Seizing tucked", "tucks their Partisan Seizing under the map"},
    {CARD_FATE06, "Show Your Leadership", "Show Your Leadership: Player"},
    {CARD_FATE06, "Burnish Your Image", "Burnish Your Image: Player"},
    {CARD_FATE06, "Partisan Seizing law (F616) seize", "to seize the initiative (rules booklet)"},
    {CARD_FATE06, "People's Hero (F617) clear", "People's Hero: Player"},
    {CARD_FATE06, "Loyal Engineers (F605) kept", "Loyal Engineers: Player"},
    {CARD_FATE06, "Loyal Pilots (F606) kept", "Loyal Pilots: Player"},
    {CARD_FATE06, "Loyal Marines (F607) kept", "Loyal Marines: Player"},
    {CARD_FATE06, "Loyal Empaths (F608) kept", "Loyal Empaths: Player"},
    {CARD_FATE06, "Loyal Keepers (F609) kept", "Loyal Keepers: Player"},
    {CARD_FATE06, "Galactic Bards (F610/F117) declare", "Galactic Bards: Player"},
    {CARD_FATE06, "Spacing Union (F611) placed", "Spacing Union: Player"},
    {CARD_FATE06, "Arms Union (F612/CC06) placed", "Arms Union: Player"},
    {CARD_FATE06, "Outrage Spreads (F613-14) secured", "Outrage Spreads: Player"},
    {CARD_FATE06, "Outrage Spreads (F613-14) Crisis", "Outrage Spreads: the rolled planet is"},
    {CARD_FATE06, "Act II Resolution resolved", "resolves Partisan Act II Resolution: objective"},

    /* Admiral (F705-F714) */
    {CARD_FATE07, "Setup: Command Chaos shuffled in", "Command Chaos is shuffled into the Court deck."},
    {CARD_FATE07, "Objective: Empire-controlled planets", "Expand the Navy's Holdings: the Empire controls"},
    {CARD_FATE07, "Objective: Outlaw pieces as Trophies", "Crush the Empire's Foes: Player"},
    {CARD_FATE07, "Objective: Regent agents captured", "Dominate Rival Regents: Player"},
    {CARD_FATE07, "F710 Imperial Defectors: Imperial ships replaced", "Imperial ships of cluster"},
    {CARD_FATE07, "F710 Imperial Defectors: When Secured", "secured it and"},
    {CARD_FATE07, "F713 Command Chaos: Crisis", "Rogue Admirals from the Court discard pile shuffled"},
    {CARD_FATE07, "F713 Command Chaos: When Secured", "Command Chaos: it is shuffled into the Court deck."},
    {CARD_FATE07, "F706 Rogue Admirals: Prelude, 3 Imperial ships", "discards it to place 3 Imperial ships"},
    {CARD_FATE07, "Act II Resolution resolved", "resolves Admiral Act II Resolution: objective"},

    /* Believer (F816-F824) */
    {CARD_FATE08, "F820A Setup: Ideals, Doctrine tucked", "collects the 5 Ideal markers and tucks the Doctrine card"},
    {CARD_FATE08, "F820B won an ambition with an Ideal", "which has an Ideal marker, gaining"},
    {CARD_FATE08, "F823 Ideal placed on a declaration", "places an Ideal marker showing"},
    {CARD_FATE08, "F821 Set Doctrine resolved", "Set Doctrine: Player"},
    {CARD_FATE08, "F816/F818 placed beside a Faithful card", "discards an action card and places it beside"},
    {CARD_FATE08, "F816/F818 placed beside a face-down Faithful card", "face-down card: "},
    {CARD_FATE08, "F816/F818 round end: card taken back", "takes the card back"},
    {CARD_FATE08, "F817 Plot to Kidnap: Crisis", "Plot to Kidnap: the Crisis resolves."},
    {CARD_FATE08, "F817 Plot to Kidnap: When Secured", "searches the action discard pile"},
    {CARD_FATE08, "Act II Resolution resolved", "resolves Believer Act II Resolution: objective"},

    /* Pathfinder (F901-F904). Random play seldom walks the Flagship onto
     * the Portal (2 in 400 games) and never places a 7th Clue: the Portal
     * found, its objective advance, the Resolution's build and a Clue taken
     * from the map are the scenarios' (tests/test_act2_pathfinder.c). */
    {CARD_FATE09, "F901A Setup: starport and city on the Flagship", "places a starport on Slipstream Drive and a city on Hull"},
    {CARD_FATE09, "F901A Setup: the Portal's planet written", "writes down a planet's cluster and ID symbol in secret"},
    {CARD_FATE09, "F902 Uncovering Clues: a Clue uncovered", "Uncovering Clues: Player"},
    {CARD_FATE09, "F902 Uncovering Clues: cities' resources", "for the cities there"},
    {CARD_FATE09, "F902 Uncovering Clues: starports' ships", "for the starports there"},
    {CARD_FATE09, "F903 a Check Clue placed", "places a Check Clue at"},
    {CARD_FATE09, "F903 an X Clue placed", "places an X Clue at"},
    {CARD_FATE09, "F901B Objective: a Check Clue", "Find the Portal: a Check Clue is placed"},
    {CARD_FATE09, "F904 failed: the Portal placed as recorded", "the system recorded during setup"},
    {CARD_FATE09, "Act II Resolution resolved", "resolves Pathfinder Act II Resolution: objective"},

    /* Hegemon (F1001-F1005) */
    {CARD_FATE10, "Setup (F1001A): the fleet replenished at the Flagship", "replenishes their fleet:"},
    {CARD_FATE10, "Setup (F1001A): a Loyal ship scrapped", "Hegemon Act II Setup: Player"},
    {CARD_FATE10, "Setup (F1001A): the Banners collected", "collects the Banner tokens"},
    {CARD_FATE10, "Objective: Banners on the map at a chapter's end", "Plant Banners of the New Order:"},
    {CARD_FATE10, "Objective: counted twice (an ambition won)", "counted twice (an ambition won)"},
    {CARD_FATE10, "Planting Banners (F1002): a Banner planted", "plants a Banner at"},
    {CARD_FATE10, "Song of the Banner (F1004): Call Spirits", "Call Spirits: Player"},
    {CARD_FATE10, "Song of the Banner (F1004): Call Bodies", "Call Bodies: Player"},
    {CARD_FATE10, "Banners of Hegemony (F1003): destroyed in the Intermission", "Banners of Hegemony: The Banner at"},
    {CARD_FATE10, "Resolution (F1005) failed: Banners off the map scrapped", "not on the map are scrapped"},
    {CARD_FATE10, "Act II Resolution resolved", "resolves Hegemon Act II Resolution: objective"},

    /* Planet Breaker (F1101-F1110) */
    {CARD_FATE11, "F1101A Setup: cards tucked, Fragments collected", "tucks the Planet Hammer and the 5 Refugees"},
    {CARD_FATE11, "F1101A Setup: the event die's Fragments placed", "The event die shows the"},
    {CARD_FATE11, "F1101B Repair the Planet Hammer", "Repair the Planet Hammer: a Hammer Fragment"},
    {CARD_FATE11, "F1102 Sycophants: 2 ships on an Outrage", "Provoked Outrage: places"},
    {CARD_FATE11, "F1103A Repair Hammer (Repair)", "repairs the Hammer: takes the Hammer Fragment"},
    {CARD_FATE11, "F1103A all 6: the Planet Hammer taken", "untucks the Planet Hammer and takes it"},
    /* The repaired Planet Hammer's cards: random play takes all 6
     * Fragments too rarely, so every other game with a Planet Breaker plays
     * its Act II with the Hammer repaired at the Setup's end
     * (shape_act2). */
    {CARD_FATE11, "F1104 Planet Hammer: Prepare", "prepares: "},
    {CARD_FATE11, "F1104 Planet Hammer: Break World", "breaks the world at"},
    {CARD_FATE11, "F1103B Breaking Worlds: a Rival battles", "battles the Planet Breaker at the planet"},
    {CARD_FATE11, "F1103B Breaking Worlds: the flip", "to its Broken World side."},
    {CARD_FATE11, "F1101B Crush a Planet into Dust", "Crush a Planet into Dust: a Hammer token"},
    {CARD_FATE11, "F1103B a Refugee onto the Court deck", "is untucked and placed on top of the Court deck."},
    {CARD_FATE11, "F1105-F1109 Refugees: resettle", "resettles: a Free city at"},
    {CARD_FATE11, "F1110 failed: Breaking Worlds to the supply", "Breaking Worlds and 6 Hammer tokens go to"},
    {CARD_FATE11, "Act II Resolution resolved", "resolves Planet Breaker Act III Resolution: objective"},

    /* Pirate (F1201-F1204). A Rival raiding the Hoard (2 keys, the Pirate
     * defending with resources there) did not happen in 60 games: the
     * scenario's (tests/test_act2_pirate.c hoard_raided). */
    {CARD_FATE12, "F1201A Setup: the fleet replenished on the gates", "replenishes their fleet: 1 ship on"},
    {CARD_FATE12, "F1201A Setup: Hoard and Fleet gained", "gains the Pirate Hoard and the Pirate Fleet"},
    {CARD_FATE12, "F1201B Objective: resources in the Hoard", "Grow Your Hoard: "},
    {CARD_FATE12, "F1201B Objective: more of a type than each Rival", "has more than each Rival of"},
    {CARD_FATE12, "F1202 Pirate Hoard: a stolen resource placed", "places the stolen"},
    {CARD_FATE12, "F1202 Pirate Hoard: spent in the Prelude", "spends from the Hoard a"},
    {CARD_FATE12, "F1203 Pirate Fleet: raid dice without buildings", "with no defending building or Flagship"},
    {CARD_FATE12, "F1204: the Hoard returned to the supply", "on the Pirate Hoard return"},
    {CARD_FATE12, "Act II Resolution resolved", "resolves Pirate Act II Resolution: objective"},

    /* Blight Speaker (F1301-F1303) */
    {CARD_FATE13, "F1301A Setup: a Loyal ship scrapped", "Scrap 2 Loyal ships: Player"},
    {CARD_FATE13, "F1301A Setup: Replenish your fleet", "Blight Speaker Act II Setup: Replenish your fleet"},
    {CARD_FATE13, "F1301B Contact an Ancient Intelligence", "Contact an Ancient Intelligence: Player"},
    {CARD_FATE13, "F1301B Spread the Spores of New Life", "Spread the Spores of New Life: Player"},
    {CARD_FATE13, "F1302 Spore Ships: Spawn (Build)", "Spawn: Player"},
    {CARD_FATE13, "Act II Resolution resolved", "resolves Blight Speaker Act II Resolution: objective"},

    /* Pacifist (F1401-F1404) */
    {CARD_FATE14, "F1401A Setup: Outrage, cards, Witnesses", "gains Witnesses and Well of Empathy, and places"},
    {CARD_FATE14, "F1401A Setup: replenish the fleet", "Replenish your fleet: Player"},
    {CARD_FATE14, "F1401B Commit to Pacifism: no Trophies", "has no Trophies."},
    {CARD_FATE14, "F1401B Commit to Pacifism: no Captives", "has no Captives."},
    {CARD_FATE14, "F1401B Spread Empathy", "Spread Empathy: Player"},
    {CARD_FATE14, "F1402 Witnesses: Prelude flip", "to its Psionic side and takes it."},
    {CARD_FATE14, "F1402 Witnesses: declare Empath", "declares Empath, having flipped a Witness."},
    {CARD_FATE14, "F1402 Witnesses: along with the ships", "along with the ships."},
    {CARD_FATE14, "F1402 Witnesses: moved by a Move action", "takes move-witnesses instead of move"},
    {CARD_FATE14, "F1403 Well of Empathy: Trophy returned", "returns the Trophy and gains 1 Psionic."},
    {CARD_FATE14, "F1403 Well of Empathy: Psionic held", "keeps the Psionic here"},
    {CARD_FATE14, "F1403 Well of Empathy: Psionic spent", "spends a Psionic from it to"},
    {CARD_FATE14, "Act II Resolution resolved", "resolves Pacifist Act II Resolution: objective"},

    /* Peacekeeper (F1501-F1504) */
    {CARD_FATE15, "F1501A Setup: Outrage cleared, Weapons Provoked", "clears all their Outrage, then Provokes Outrage with Weapons"},
    {CARD_FATE15, "F1501A Setup: Replenish your fleet", "Peacekeeper Act II Setup: Replenish your fleet"},
    {CARD_FATE15, "F1501B Restrict the Weapons Supply", "Restrict the Weapons Supply: Player"},
    {CARD_FATE15, "F1501B Control the Arms Manufacturers", "Control the Arms Manufacturers: Player"},
    {CARD_FATE15, "F1502 Oath of Peace: Trophies returned", "Trophies they gained."},
    {CARD_FATE15, "F1503 Arsenal Keepers: a Weapon kept", "places the Weapon taken"},
    {CARD_FATE15, "Act II Resolution resolved", "resolves Peacekeeper Act II Resolution: objective"},

    /* Warden (F1601-F1611) */
    {CARD_FATE16, "F1601A Setup: Seats, cards, laws", "collects the 6 Seat tokens; the Lord title cards"},
    {CARD_FATE16, "F1601A Setup: Replenish your fleet", "Warden Act II Setup: Replenish your fleet"},
    {CARD_FATE16, "F1601B Control the Fiefs' Seats", "Control the Fiefs' Seats: Player"},
    {CARD_FATE16, "F1601B Lord Over the Fiefs", "Lord Over the Fiefs: "},
    {CARD_FATE16, "F1602 Claim Fief: the action", "takes the Claim Fief action."},
    {CARD_FATE16, "F1602 Claim Fief: attached to a Court card", "attaches Claims of Nobility to"},
    {CARD_FATE16, "F1602 Claim Fief: a Seat placed, its Lord", "places the Seat of Cluster"},
    {CARD_FATE16, "F1602 Claims of Nobility: Crisis", "must take the Claim Fief action."},
    {CARD_FATE16, "F1603-F1608 Lord: tax in the Fief", "taxes the city in their Fief, ignoring control."},
    {CARD_FATE16, "F1609 Seats & Fiefs: Seat returned", "is gone: the Seat and"},
    {CARD_FATE16, "F1610 Feudal Law: Lord and Vassal, Outrage", "in the Fief of Cluster"},
    {CARD_FATE16, "Act II Resolution resolved", "resolves Warden Act II Resolution: objective"},
};
#define N_TRIGGERS (int)(sizeof TRIGGERS / sizeof TRIGGERS[0])

typedef struct run_log {
    int hits[N_TRIGGERS];
    int act2_seats[16];
    int completed;
    bool echo;
} run_log;

static void count_line(void *ud, const char *line) {
    run_log *r = ud;
    if (r->echo) fprintf(stderr, "%s\n", line);
    for (int i = 0; i < N_TRIGGERS; i++)
        if (strstr(line, TRIGGERS[i].log)) r->hits[i]++;
    if (strstr(line, "Act 2: ") && strstr(line, "completed their objective")) r->completed++;
}

/* Does the library play fate's Act II (not a blank test side)? */
static bool real_act2(int fate) { return !blank_act2(fate_info_of(fate)->act[1].setup_side); }

static int env_games(const char *name, int dflt) {
    const char *env = getenv(name);
    int n = env ? atoi(env) : dflt;
    return n > 0 ? n : dflt;
}

/* The Pirate Hoard's spending in the Prelude (ARCS-F1202). */
static bool hoard_spend(arcs_move m) {
    return m.kind == ARCS_MOVE_CARD && card_move_card(m) == CARD_F1202 && m.c == 1;
}

/* A random move, a Fate card's move (ARCS_MOVE_CARD) with a better
 * chance; the Intermission keeps each A Fate (if it plays the next Act);
 * invariants after the move and round trips now and then. */
static void step(arcs_game *game, uint64_t *rng, int players, uint64_t seed, int move) {
    arcs_move m[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_true(n > 0);
    arcs_move chosen = m[next(rng) % n];
    const game_state *s = &game->s;
    if (chosen.kind == ARCS_MOVE_FATE && s->camp.intermission_step == INTERMISSION_CHOOSE) {
        for (size_t i = 0; i < n; i++) {
            int f = s->camp.fate_dealt[m[i].player][m[i].a];
            if (f == s->camp.fate[m[i].player] && fate_plays_act(f, s->camp.act + 1)) chosen = m[i];
        }
    }
    /* Card moves are favoured, to exercise the cards; not the Pirate
     * Hoard's spending (a Prelude action offered on every turn while it
     * holds a resource: favoured, the Hoard never holds one at a chapter's
     * end, where the Pirate's objective counts them). */
    for (size_t i = 0; i < n; i++)
        if (m[i].kind == ARCS_MOVE_CARD && !hoard_spend(m[i]) && next(rng) % 2) chosen = m[i];
    /* A Pirate keeping their Hoard: the spending drawn at random is taken
     * one time in four (else "more of a type than each Rival", counted at
     * a chapter's end, hardly ever happens). */
    if (hoard_spend(chosen) && next(rng) % 4)
        for (size_t i = 0; i < n; i++)
            if (!hoard_spend(m[i])) chosen = m[i];
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

/* Play to the campaign's end; the winner has the most Power. */
static int play_out(arcs_game *game, uint64_t *rng, int players, uint64_t seed) {
    int moves = 0;
    while (!arcs_game_over(game)) {
        step(game, rng, players, seed, moves);
        if (++moves > 400000) fail_msg("%dp seed %llu: the campaign does not end", players, (unsigned long long)seed);
    }
    int w = arcs_winner(game);
    assert_true(w >= 0 && w < players);
    assert_int_equal(arcs_act(game), 3);
    return moves;
}

static const int A_FATE_CARDS[A_FATES] = {CARD_FATE01, CARD_FATE02, CARD_FATE03, CARD_FATE04,
                               CARD_FATE05, CARD_FATE06, CARD_FATE07, CARD_FATE08};

static void report(const run_log *r, int games, int moves) {
    fprintf(stderr, "act2: %d games, %d moves; Act II seats per Fate:", games, moves);
    for (int i = 0; i < 16; i++) fprintf(stderr, " %s %d", card_table[CARD_FATE01 + i].name, r->act2_seats[i]);
    fprintf(stderr, "; Act II objectives completed %d\n", r->completed);
}

/* The table; every row must fire in a run of ARCS_ACT2_GAMES (the slow
 * suite's, or a developer's): the unit suite's few default games print
 * it only. */
static void check_coverage(const run_log *r) {
    bool missing = false, required = getenv("ARCS_ACT2_GAMES") != NULL;
    for (int i = 0; i < N_TRIGGERS; i++) {
        if (!real_act2(TRIGGERS[i].fate)) continue;
        fprintf(stderr, "  %-12s %-60s %d\n", card_table[TRIGGERS[i].fate].name, TRIGGERS[i].what, r->hits[i]);
        missing |= r->hits[i] == 0;
    }
    if (required) assert_false(missing);
}

static void count_seats(run_log *r, const game_state *g) {
    for (int p = 0; p < g->num_players; p++) {
        int f = g->camp.fate_history[p][1];
        if (f >= CARD_FATE01 && f <= CARD_FATE16) r->act2_seats[f - CARD_FATE01]++;
    }
}

static run_log RUN;

/* Cards random play seldom reaches, given their start in some games (the
 * Act II Setup played first, no log; the states are ones play reaches):
 * every other game with a Planet Breaker plays its Act II with the Hammer
 * repaired as by the sixth Repair Hammer (every Fragment onto the card,
 * hammer_repaired: ARCS-F1103A), a ship of theirs on each planet and a
 * Refugee card with each Rival; the others with a Pirate start with 2
 * resources of a type in the Pirate Hoard, as if stolen (ARCS-F1202), for
 * "more of a type than each Rival" (ARCS-F1201B). */
static void shape_act2(arcs_game *game, uint64_t *rng, int gi) {
    int pb = -1, pirate = -1;
    for (int p = 0; p < game->s.num_players; p++) {
        if (game->s.camp.fate[p] == CARD_FATE11) pb = p;
        if (game->s.camp.fate[p] == CARD_FATE12) pirate = p;
    }
    if ((pb < 0 || gi % 2) && (pirate < 0 || gi % 2 == 0)) return;
    t_arc_finish_setup(game, rng);
    game_state *g = t_state(game);
    if (pb >= 0 && gi % 2 == 0) {
        hammer_data *d = HAMMER_OF(g);
        assert_int_equal(breaker_of(g), pb);
        for (int i = 0; i < FRAGMENTS; i++) d->frag[i] = FRAG_CARD;
        hammer_repaired(g, pb, CARD_F1103A);
        /* Ships of the Planet Breaker's on the planets (as far as the supply
         * goes), so that a broken world is often theirs to flip. */
        for (int s = 0; s < NUM_SYSTEMS && g->pl[pb].ships_supply; s++)
            if (sys_in_play(g, s) && !sys_is_gate(s)) {
                g->sys[s].fresh[pb]++;
                g->pl[pb].ships_supply--;
            }
        /* A Refugee card secured by each Rival (as from the Court, where
         * Breaking Worlds puts them): their Resettle. */
        for (int k = 1, c = CARD_F1105; k < g->num_players && c <= CARD_F1109; k++, c++) {
            d->tucked &= (uint8_t)~(1u << (c - CARD_F1104));
            fate_gain_card(g, (pb + k) % g->num_players, c);
        }
    }
    if (pirate >= 0 && gi % 2) {
        int r = (int)(next(rng) % NUM_RES);
        card_res_add(g, CARD_F1202, r, g->res_supply[r] < 2 ? g->res_supply[r] : 2);
    }
    game_bump(game);
    t_assert_invariants(game);
}

/* Act II games from records, each A Fate kept, each failed player taking
 * a B Fate (each in turn). */
static void act2_from_records(void **state) {
    (void)state;
    int games = env_games("ARCS_ACT2_GAMES", 8), total = 0, moves = 0;
    const char *one = getenv("ARCS_ACT2_ONE");
    int one_players = 0, one_gi = -1;
    if (one && sscanf(one, "%d %d", &one_players, &one_gi) != 2) one_players = 0;
    for (int players = 2; players <= 4; players++)
        for (int gi = 0; gi < games; gi++) {
            if (one_players && (players != one_players || gi != one_gi)) continue;
            uint64_t seed = (uint64_t)players * 7919u + (uint64_t)gi, rng = seed * 0x9E3779B97F4A7C15ull | 1;
            int fates[MAX_PLAYERS], bfates[MAX_PLAYERS];
            for (int p = 0; p < players; p++) {
                fates[p] = A_FATE_CARDS[(gi * players + p) % 8];
                bfates[p] = CARD_FATE09 + (gi * players + p + 3) % 8;
            }
            /* Mostly completed (the A Fates play Act II), failed now and
             * then (the Resolutions' other branch). */
            unsigned completed = 0;
            for (int p = 0; p < players; p++)
                if (next(&rng) % 4) completed |= 1u << p;
            int chance = gi % 4 == 3 ? ARCS_CHANCE_EXPLICIT : ARCS_CHANCE_INTERNAL;
            arcs_game *game = t_act2_new_b(players, seed, fates, completed, bfates, chance, 0);
            shape_act2(game, &rng, gi);
            RUN.echo = one_players != 0;
            game->log = count_line;
            game->log_ud = &RUN;
            moves += play_out(game, &rng, players, seed);
            count_seats(&RUN, &game->s);
            for (int p = 0; p < players; p++)
                assert_int_equal(game->s.camp.fate_history[p][1], (completed >> p) & 1u ? fates[p] : bfates[p]);
            arcs_game_free(game);
            total++;
        }
    report(&RUN, total, moves);
}

/* Whole campaigns from Act I setup: the Act I Fate choices keep A Fates
 * whose Act II is played where dealt, the Intermission keeps them. */
static void three_act_campaigns(void **state) {
    (void)state;
    if (getenv("ARCS_ACT2_ONE")) return;
    int games = (env_games("ARCS_ACT2_GAMES", 8) + 2) / 3, total = 0, moves = 0;
    for (int players = 2; players <= 4; players++)
        for (int gi = 0; gi < games; gi++) {
            uint64_t seed = (uint64_t)players * 104723u + (uint64_t)gi, rng = seed * 0x9E3779B97F4A7C15ull | 1;
            arcs_game *game = t_arc_new(players, seed, gi % 4 == 3 ? ARCS_CHANCE_EXPLICIT : ARCS_CHANCE_INTERNAL, 0);
            game->log = count_line;
            game->log_ud = &RUN;
            moves += play_out(game, &rng, players, seed);
            count_seats(&RUN, &game->s);
            arcs_game_free(game);
            total++;
        }
    report(&RUN, total, moves);
    check_coverage(&RUN);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(act2_from_records),
        cmocka_unit_test(three_act_campaigns),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
