/*
 * The card hook table and the hook points.
 *
 * CARD_LIST registers every card effect (a card_def defined in the card's own
 * file under lib/cards/base/) for the card it was written for, REPRINT_LIST
 * for the campaign cards that reprint it; a card-table lookup gives the def. The
 * hook points below are what rules code calls (declared in core/engine.h);
 * each walks only the cards that can matter (held by the player concerned,
 * placed beside a played card, or just secured) and calls their card_def.
 * A player holds a handful of Guild cards at most, and a card-table lookup
 * gives the definition, so a hook point with no relevant card costs a short
 * loop over the player's cards (nothing at all while they hold none).
 */
#include <assert.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

#include "cards/card_data.h"
#include "cards/hooks.h"
#include "core/game.h"

#define CARD_LIST(X)                                  \
    X(CARD_BC01, card_loyal_engineers)                \
    X(CARD_BC02, card_mining_interest)                \
    X(CARD_BC03, card_material_cartel)                \
    X(CARD_BC04, card_admin_union)                    \
    X(CARD_BC05, card_construction_union)             \
    X(CARD_BC06, card_fuel_cartel)                    \
    X(CARD_BC07, card_loyal_pilots)                   \
    X(CARD_BC08, card_gatekeepers)                    \
    X(CARD_BC09, card_shipping_interest)              \
    X(CARD_BC10, card_spacing_union)                  \
    X(CARD_BC11, card_arms_union)                     \
    X(CARD_BC12, card_prison_wardens)                 \
    X(CARD_BC13, card_skirmishers)                    \
    X(CARD_BC14, card_court_enforcers)                \
    X(CARD_BC15, card_loyal_marines)                  \
    X(CARD_BC16, card_lattice_spies)                  \
    X(CARD_BC17, card_farseers)                       \
    X(CARD_BC18, card_secret_order)                   \
    X(CARD_BC19, card_loyal_empaths)                  \
    X(CARD_BC20, card_silver_tongues)                 \
    X(CARD_BC21, card_loyal_keepers)                  \
    X(CARD_BC22, card_sworn_guardians)                \
    X(CARD_BC23, card_elder_broker)                   \
    X(CARD_BC24, card_relic_fence)                    \
    X(CARD_BC25, card_galactic_bards)                 \
    X(CARD_BC26, card_mass_uprising)                  \
    X(CARD_BC27, card_populist_demands)               \
    X(CARD_BC28, card_outrage_spreads)                \
    X(CARD_BC29, card_song_of_freedom)                \
    X(CARD_BC30, card_guild_struggle)                 \
    X(CARD_BC31, card_call_to_action)

/* Campaign cards that reprint a base card's text word for word share its
 * def (cards.csv); each acts as its own instance. */
#define REPRINT_LIST(X)                               \
    X(CARD_CC01, card_mining_interest)                \
    X(CARD_CC02, card_construction_union)             \
    X(CARD_CC03, card_gatekeepers)                    \
    X(CARD_CC04, card_shipping_interest)              \
    X(CARD_CC05, card_skirmishers)                    \
    X(CARD_CC06, card_arms_union)                     \
    X(CARD_CC07, card_lattice_spies)                  \
    X(CARD_CC08, card_silver_tongues)                 \
    X(CARD_CC09, card_sworn_guardians)                \
    X(CARD_CC10, card_elder_broker)                   \
    X(CARD_F105, card_council_intrigue)               \
    X(CARD_F304, card_elder_broker)                   \
    X(CARD_F117, card_galactic_bards)                 \
    X(CARD_F208, card_construction_union)             \
    X(CARD_F209, card_construction_union)             \
    X(CARD_F210, card_admin_union)                    \
    X(CARD_F211, card_admin_union)                    \
    X(CARD_F305, card_relic_fence)                    \
    X(CARD_F306, card_prison_wardens)                 \
    X(CARD_F605, card_loyal_engineers)                \
    X(CARD_F606, card_loyal_pilots)                   \
    X(CARD_F607, card_loyal_marines)                  \
    X(CARD_F608, card_loyal_empaths)                  \
    X(CARD_F609, card_loyal_keepers)                  \
    X(CARD_F610, card_galactic_bards)                 \
    X(CARD_F307, card_material_cartel)                \
    X(CARD_F308, card_fuel_cartel)                    \
    X(CARD_F611, card_spacing_union)                  \
    X(CARD_F612, card_arms_union)                     \
    X(CARD_F622, card_spacing_union)                  \
    X(CARD_F623, card_arms_union)                     \
    X(CARD_F708, card_court_enforcers)                \
    X(CARD_F709, card_court_enforcers)                \
    X(CARD_F819, card_secret_order)                   \
    X(CARD_F826, card_secret_order)                   \
    X(CARD_F1007, card_prison_wardens)                \
    X(CARD_F1008, card_prison_wardens)                \
    X(CARD_F1615, card_skirmishers)                   \
    X(CARD_F1616, card_sworn_guardians)               \
    X(CARD_F1904, card_relic_fence)

/* Campaign cards that keep a base card's effect with changes, written in
 * the base card's file (their own Crisis, a burial instead of a discard, a
 * Free city instead of a returned one). */
#define VARIANT_LIST(X)                               \
    X(CARD_CC11, card_populist_demands)               \
    X(CARD_CC14, card_song_of_freedom)

/* Leaders & Lore: the base box's leaders and lore cards (lib/cards/leaders,
 * lib/cards/lore); effect sources while in a play area, in any mode. */
#define LL_LIST(X)                                    \
    X(CARD_LEAD01, card_elder)                        \
    X(CARD_LEAD02, card_mystic)                       \
    X(CARD_LEAD03, card_fuel_drinker)                 \
    X(CARD_LEAD04, card_upstart)                      \
    X(CARD_LEAD05, card_rebel)                        \
    X(CARD_LEAD06, card_warrior)                      \
    X(CARD_LEAD07, card_feastbringer)                 \
    X(CARD_LEAD08, card_demagogue)                    \
    X(CARD_L01, card_tool_priests)                    \
    X(CARD_L02, card_galactic_rifles)                 \
    X(CARD_L03, card_sprinter_drives)                 \
    X(CARD_L04, card_mirror_plating)                  \
    X(CARD_L05, card_hidden_harbors)                  \
    X(CARD_L06, card_signal_breaker)                  \
    X(CARD_L07, card_repair_drones)                   \
    X(CARD_L08, card_gate_ports)                      \
    X(CARD_L09, card_cloud_cities)                    \
    X(CARD_L10, card_living_structures)               \
    X(CARD_L11, card_gate_stations)                   \
    X(CARD_L12, card_railgun_arrays)                  \
    X(CARD_L13, card_ancient_holdings)                \
    X(CARD_L14, card_seeker_torpedoes)

/* Effects registered by a test only: a test that needs an effect no card
 * has yet (a "while in the Court" part, a token's rules) compiles this file
 * into its own program with its list (tests/test_sources.c); the library
 * registers none. */
#ifndef TEST_EFFECT_LIST
#define TEST_EFFECT_LIST(X)
#endif

/* Campaign cards with effects of their own (lib/cards/campaign/), by box and
 * Fate: the Court's list, then one list per Fate. A new card's row goes in
 * the list of the folder its file is in. */
#define CAMPAIGN_LIST(X)                              \
    CAMPAIGN_COURT_LIST(X)                            \
    FATE_STEWARD_LIST(X)                              \
    FATE_FOUNDER_LIST(X)                              \
    FATE_MAGNATE_LIST(X)                              \
    FATE_ADVOCATE_LIST(X)                             \
    FATE_CARETAKER_LIST(X)                            \
    FATE_PARTISAN_LIST(X)                             \
    FATE_ADMIRAL_LIST(X)                              \
    FATE_BELIEVER_LIST(X)                             \
    FATE_PATHFINDER_LIST(X)                           \
    FATE_HEGEMON_LIST(X)                              \
    FATE_BLIGHT_SPEAKER_LIST(X)                       \
    FATE_PEACEKEEPER_LIST(X)                          \
    FATE_PACIFIST_LIST(X)                             \
    FATE_PLANET_BREAKER_LIST(X)                       \
    FATE_PIRATE_LIST(X)                               \
    FATE_WARDEN_LIST(X)                               \
    FATE_NATURALIST_LIST(X)                           \
    FATE_GATE_WRAITH_LIST(X)                          \
    FATE_OVERLORD_LIST(X)                             \
    FATE_REDEEMER_LIST(X)                             \
    FATE_JUDGE_LIST(X)                                \
    FATE_GUARDIAN_LIST(X)                             \
    FATE_SURVIVALIST_LIST(X)                          \
    FATE_CONSPIRATOR_LIST(X)

/* The campaign's Court cards (CC, AID; Vox, laws, edicts): campaign/court/. */
#define CAMPAIGN_COURT_LIST(X)                        \
    X(CARD_CC12, card_council_intrigue)               \
    X(CARD_CC13, card_diplomatic_fiasco)              \
    X(CARD_CC15, card_blight_looms)

/* Each Fate's cards: its Setup side (fate_setup), Objective side (on_event)
 * and the cards its Acts bring. */
/* The Steward (F1xx): campaign/fates/steward/. */
#define FATE_STEWARD_LIST(X)                          \
    X(CARD_F101A, card_steward_setup)                 \
    X(CARD_F101B, card_steward_objective)             \
    X(CARD_F102, card_imperial_authority)             \
    X(CARD_F103, card_dealmakers)                     \
    X(CARD_F104, card_steward_resolution1)            \
    X(CARD_F106, card_tax_collectors)                 \
    X(CARD_F107, card_hunter_squads)                  \
    X(CARD_F108, card_imperial_protectors)            \
    X(CARD_F109, card_empire_falls)                   \
    X(CARD_F110, card_lesser_regent)                  \
    X(CARD_F111, card_lesser_regent)                  \
    X(CARD_F112A, card_steward_setup2)                \
    X(CARD_F112B, card_steward_objective2)            \
    X(CARD_F113, card_imperial_quorum)                \
    X(CARD_F114, card_steward_resolution2)            \
    X(CARD_F115, card_navy_reprisal)                  \
    X(CARD_F116, card_council_insiders)               \
    X(CARD_F118, card_imperial_defectors_bury)        \
    X(CARD_F119, card_imperial_defectors_bury)        \
    X(CARD_F120, card_lesser_regent)                  \
    X(CARD_F121, card_lesser_regent)                  \
    X(CARD_F122A, card_steward_setup3)                \
    X(CARD_F122B, card_steward_objective3)            \
    X(CARD_F123, card_imperial_sponsor)               \
    X(CARD_F124, card_govern_war)                     \
    X(CARD_F125, card_govern_escalation)              \
    X(CARD_F126, card_govern_peace)

/* The Founder (F2xx): campaign/fates/founder/. */
#define FATE_FOUNDER_LIST(X)                          \
    X(CARD_F201A, card_founder_setup)                 \
    X(CARD_F201B, card_founder_objective)             \
    X(CARD_F202, card_parade_fleets)                  \
    X(CARD_F203, card_founder_resolution1)            \
    X(CARD_F204, card_book_of_liberation)             \
    X(CARD_F205, card_political_intrigue)             \
    X(CARD_F206, card_political_intrigue)             \
    X(CARD_F207, card_political_intrigue)             \
    X(CARD_F212A, card_founder_setup2)                \
    X(CARD_F212B, card_founder_objective2)            \
    X(CARD_F213, card_founder_of_the_commonwealth)    \
    X(CARD_F214, card_commonwealth_ambition)          \
    X(CARD_F215, card_call_for_armistice)             \
    X(CARD_F216, card_armistice)                      \
    X(CARD_F217, card_armistice)                      \
    X(CARD_F218, card_member_of_the_commonwealth)     \
    X(CARD_F219, card_member_of_the_commonwealth)     \
    X(CARD_F220, card_member_of_the_commonwealth)     \
    X(CARD_F221, card_member_of_the_commonwealth)     \
    X(CARD_F223, card_founder_resolution2)            \
    X(CARD_F224, card_spirit_of_freedom)              \
    X(CARD_F225A, card_founder_setup3)                \
    X(CARD_F225B, card_founder_objective3)            \
    X(CARD_F226, card_mass_call_for_armistice)        \
    X(CARD_F227, card_freedom_fighters)

/* The Magnate (F3xx): campaign/fates/magnate/. */
#define FATE_MAGNATE_LIST(X)                          \
    X(CARD_F301A, card_magnate_setup)                 \
    X(CARD_F301B, card_magnate_objective)             \
    X(CARD_F302, card_merchant_league)                \
    X(CARD_F303, card_magnate_resolution1)            \
    X(CARD_F309, card_weapon_cartel)  /* base/cartels.c */ \
    X(CARD_F310, card_psionic_cartel) /* base/cartels.c */ \
    X(CARD_F311, card_relic_cartel)   /* base/cartels.c */ \
    X(CARD_F312A, card_magnate_setup2)                \
    X(CARD_F312B, card_magnate_objective2)            \
    X(CARD_F313, card_material_monopoly)              \
    X(CARD_F314, card_fuel_monopoly)                  \
    X(CARD_F315, card_relic_monopoly)                 \
    X(CARD_F316, card_psionic_monopoly)               \
    X(CARD_F317, card_weapon_monopoly)                \
    X(CARD_F318, card_gain_monopolies)                \
    X(CARD_F319, card_monopoly_consent)               \
    X(CARD_F320, card_war_profiteering)               \
    X(CARD_F321, card_magnate_resolution2)            \
    X(CARD_F322, card_prospectors)                    \
    X(CARD_F323, card_extortion)                      \
    X(CARD_F324, card_extortion)                      \
    X(CARD_F325A, card_magnate_setup3)                \
    X(CARD_F325B, card_magnate_objective3)            \
    X(CARD_F327, card_economy)

/* The Advocate (F4xx): campaign/fates/advocate/. */
#define FATE_ADVOCATE_LIST(X)                         \
    X(CARD_F401A, card_advocate_setup)                \
    X(CARD_F401B, card_advocate_objective)            \
    X(CARD_F402, card_guild_investigators)            \
    X(CARD_F403, card_guild_overseers)                \
    X(CARD_F404, card_advocate_resolution1)           \
    X(CARD_F405, card_liaisons)                       \
    X(CARD_F406, card_liaisons)                       \
    X(CARD_F407, card_liaisons)                       \
    X(CARD_F408, card_liaisons)                       \
    X(CARD_F409, card_liaisons)                       \
    X(CARD_F410, card_diplomatic_fiasco)              \
    X(CARD_F411, card_guild_struggle_crisis)          \
    X(CARD_F412A, card_advocate_setup2)               \
    X(CARD_F412B, card_advocate_objective2)           \
    X(CARD_F413, card_advocates_demand)               \
    X(CARD_F414, card_guild_negotiations)             \
    X(CARD_F415, card_advocate_resolution2)           \
    X(CARD_F416, card_guild_fair)                     \
    X(CARD_F417, card_guildmasters)                   \
    X(CARD_F418, card_guildmasters)                   \
    X(CARD_F419, card_guildmasters)                   \
    X(CARD_F420, card_guildmasters)                   \
    X(CARD_F421, card_guildmasters)                   \
    X(CARD_F422, card_guilds_withdraw)                \
    X(CARD_F423A, card_advocate_setup3)               \
    X(CARD_F423B, card_advocate_objective3)           \
    X(CARD_F424, card_guild_loyalty)                  \
    X(CARD_F425, card_guild_supremacy)                \
    X(CARD_F426, card_guild_supremacy)

/* The Caretaker (F5xx): campaign/fates/caretaker/. */
#define FATE_CARETAKER_LIST(X)                        \
    X(CARD_F501A, card_caretaker_setup)               \
    X(CARD_F501B, card_caretaker_objective)           \
    X(CARD_F502, card_golem_beacon)                   \
    X(CARD_F503, card_golem_hearth)                   \
    X(CARD_F504, card_stone_speakers)                 \
    X(CARD_F505, card_golems)                         \
    X(CARD_F506, card_golem_actions)                  \
    X(CARD_F507, card_caretaker_resolution1)          \
    X(CARD_F508, card_unstable_harvester)             \
    X(CARD_F509, card_unstable_seeker)                \
    X(CARD_F510, card_unstable_protector)             \
    X(CARD_F511, card_unstable_warrior)               \
    X(CARD_F512A, card_caretaker_setup2)              \
    X(CARD_F512B, card_caretaker_objective2)          \
    X(CARD_F513, card_librarians)                     \
    X(CARD_F514, card_knowledge_set_free)             \
    X(CARD_F516, card_caretaker_resolution2)          \
    X(CARD_F517, card_golem_worship)                  \
    X(CARD_F518, card_golem_worship)                  \
    X(CARD_F519, card_golem_worship)                  \
    X(CARD_F520A, card_caretaker_setup3)              \
    X(CARD_F520B, card_caretaker_objective3)          \
    X(CARD_F521, card_golems_sate)

/* The Partisan (F6xx): campaign/fates/partisan/. */
#define FATE_PARTISAN_LIST(X)                         \
    X(CARD_F601A, card_partisan_setup)                \
    X(CARD_F601B, card_partisan_objective)            \
    X(CARD_F602, card_informants)                     \
    X(CARD_F603, card_partisan_seizing)               \
    X(CARD_F604, card_partisan_resolution1)           \
    X(CARD_F613, card_partisan_outrage_spreads)       \
    X(CARD_F614, card_partisan_outrage_spreads)       \
    X(CARD_F615A, card_partisan_setup2)               \
    X(CARD_F615B, card_partisan_objective2)           \
    X(CARD_F616, card_partisan_seizing_law)           \
    X(CARD_F617, card_peoples_hero)                   \
    X(CARD_F618, card_partisan_resolution2)           \
    X(CARD_F619, card_guilds_decry_terror)            \
    X(CARD_F620, card_terror_strike)                  \
    X(CARD_F621, card_terror_strike)                  \
    X(CARD_F624A, card_partisan_setup3)               \
    X(CARD_F624B, card_partisan_objective3)           \
    X(CARD_F625, card_sower_of_division)

/* The Admiral (F7xx): campaign/fates/admiral/. */
#define FATE_ADMIRAL_LIST(X)                          \
    X(CARD_F701A, card_admiral_setup)                 \
    X(CARD_F701B, card_admiral_objective)             \
    X(CARD_F702, card_imperial_officers)              \
    X(CARD_F703, card_use_imperial_foundries)         \
    X(CARD_F704, card_admiral_resolution1)            \
    X(CARD_F705, card_honor_guard)                    \
    X(CARD_F706, card_rogue_admirals)                 \
    X(CARD_F707, card_rogue_admirals)                 \
    X(CARD_F710, card_imperial_defectors)             \
    X(CARD_F711, card_imperial_defectors)             \
    X(CARD_F712A, card_admiral_setup2)                \
    X(CARD_F712B, card_admiral_objective2)            \
    X(CARD_F713, card_command_chaos)                  \
    X(CARD_F714, card_admiral_resolution2)            \
    X(CARD_F715, card_imperial_defectors)             \
    X(CARD_F716, card_imperial_defectors)             \
    X(CARD_F717, card_admiral_mass_uprising)          \
    X(CARD_F718, card_admiral_mass_uprising)          \
    X(CARD_F719A, card_admiral_setup3)                \
    X(CARD_F719B, card_admiral_objective3)            \
    X(CARD_F720, card_martial_law)                    \
    X(CARD_F721, card_martial_law)

/* The Believer (F8xx): campaign/fates/believer/. */
#define FATE_BELIEVER_LIST(X)                         \
    X(CARD_F801A, card_believer_setup)                \
    X(CARD_F801B, card_believer_objective)            \
    X(CARD_F802, card_faithful_disciples)             \
    X(CARD_F803, card_spreading_the_faith)            \
    X(CARD_F813, card_faithful_cards)                 \
    X(CARD_F814, card_pluralistic_faith)              \
    X(CARD_F815, card_believer_resolution1)           \
    X(CARD_F816, card_the_young_light)                \
    X(CARD_F817, card_plot_to_kidnap)                 \
    X(CARD_F818, card_the_young_light)                \
    X(CARD_F820A, card_believer_setup2)               \
    X(CARD_F820B, card_believer_objective2)           \
    X(CARD_F821, card_set_doctrine)                   \
    X(CARD_F822A, card_doctrine)                      \
    X(CARD_F823, card_doctrinal_faith)                \
    X(CARD_F824, card_believer_resolution2)           \
    X(CARD_F825, card_the_young_light)                \
    X(CARD_F827, card_set_lay_doctrine)               \
    X(CARD_F828, card_repressed_faith)                \
    X(CARD_F829A, card_believer_setup3)               \
    X(CARD_F829B, card_believer_objective3)           \
    X(CARD_F830, card_dominant_faith)                 \
    X(CARD_F831, card_breaking_the_faith)

/* The Pathfinder (F9xx, a B Fate): campaign/fates/pathfinder/. */
#define FATE_PATHFINDER_LIST(X)                       \
    X(CARD_F901A, card_pathfinder_setup2)             \
    X(CARD_F901B, card_pathfinder_objective2)         \
    X(CARD_F902, card_uncovering_clues)               \
    X(CARD_F903, card_clues_to_the_portal)            \
    X(CARD_F904, card_pathfinder_resolution2)         \
    X(CARD_F905, card_call_to_pilgrimage)             \
    X(CARD_F906, card_portal_seekers)                 \
    X(CARD_F907A, card_pathfinder_setup3)             \
    X(CARD_F907B, card_pathfinder_objective3)         \
    X(CARD_F908, card_pilgrims)                       \
    X(CARD_F909, card_seek_the_portal)                \
    X(CARD_F910, card_seek_the_portal)                \
    X(CARD_F911, card_seek_the_portal)

/* The Hegemon (F10xx, a B Fate): campaign/fates/hegemon/. */
#define FATE_HEGEMON_LIST(X)                          \
    X(CARD_F1001A, card_hegemon_setup2)               \
    X(CARD_F1001B, card_hegemon_objective2)           \
    X(CARD_F1002, card_planting_banners)              \
    X(CARD_F1003, card_banners_of_hegemony)           \
    X(CARD_F1004, card_song_of_the_banner)            \
    X(CARD_F1005, card_hegemon_resolution2)           \
    X(CARD_F1006, card_mind_managers)                 \
    X(CARD_F1009, card_against_hegemony)              \
    X(CARD_F1010, card_against_hegemony)              \
    X(CARD_F1011A, card_hegemon_setup3)               \
    X(CARD_F1011B, card_hegemon_objective3)           \
    X(CARD_F1012, card_happy_hosts)

/* The Blight Speaker (F13xx, a B Fate): campaign/fates/blight_speaker/. */
#define FATE_BLIGHT_SPEAKER_LIST(X)                   \
    X(CARD_F1301A, card_blight_speaker_setup2)        \
    X(CARD_F1301B, card_blight_speaker_objective2)    \
    X(CARD_F1302, card_spore_ships)                   \
    X(CARD_F1303, card_blight_speaker_resolution2)    \
    X(CARD_F1305, card_blight_hunters)                \
    X(CARD_F1306, card_blight_reapers)                \
    X(CARD_F1307, card_blight_purge)                  \
    X(CARD_F1308, card_blight_purge) /* reprint */    \
    X(CARD_F1309, card_blight_purge) /* reprint */    \
    X(CARD_F1310, card_blight_panic)                  \
    X(CARD_F1311, card_blight_looms) /* reprints CC15 */ \
    X(CARD_F1312A, card_blight_speaker_setup3)        \
    X(CARD_F1312B, card_blight_speaker_objective3)    \
    X(CARD_F1313, card_blight_hunger)                 \
    X(CARD_F1304, card_blight_fury)

/* The Peacekeeper (F15xx, a B Fate): campaign/fates/peacekeeper/. */
#define FATE_PEACEKEEPER_LIST(X)                      \
    X(CARD_F1501A, card_peacekeeper_setup2)           \
    X(CARD_F1501B, card_peacekeeper_objective2)       \
    X(CARD_F1502, card_oath_of_peace)                 \
    X(CARD_F1503, card_arsenal_keepers)               \
    X(CARD_F1504, card_peacekeeper_resolution2)       \
    X(CARD_F1505, card_arms_interest)                 \
    X(CARD_F1506, card_arms_interest)                 \
    X(CARD_F1507A, card_peacekeeper_setup3)           \
    X(CARD_F1507B, card_peacekeeper_objective3)       \
    X(CARD_F1508, card_ceasefires)                    \
    X(CARD_F1509, card_empire_balks_at_peace)         \
    X(CARD_F1510, card_peace_dividends)               \
    X(CARD_F1511, card_peace_accords)

/* The Pacifist (F14xx, a B Fate: Act II): campaign/fates/pacifist/. */
#define FATE_PACIFIST_LIST(X)                         \
    X(CARD_F1401A, card_pacifist_setup2)              \
    X(CARD_F1401B, card_pacifist_objective2)          \
    X(CARD_F1402, card_witnesses)                     \
    X(CARD_F1403, card_well_of_empathy)               \
    X(CARD_F1404, card_pacifist_resolution2)          \
    X(CARD_F1405, card_liaisons) /* reprints F409 */  \
    X(CARD_F1406, card_itinerant_empaths)             \
    X(CARD_F1407, card_itinerant_empaths) /* reprints F1406 */ \
    X(CARD_F1408A, card_pacifist_setup3)              \
    X(CARD_F1408B, card_pacifist_objective3)          \
    X(CARD_F1409, card_empathy_for_all)               \
    X(CARD_F1410, card_empathy_for_all) /* reprints F1409 */ \
    X(CARD_F1411, card_reconcile_with_the_outraged)   \
    X(CARD_F1412, card_rebuke_of_the_empaths)

/* The Planet Breaker (F11xx, a B Fate: Act II): campaign/fates/planet_breaker/. */
#define FATE_PLANET_BREAKER_LIST(X)                   \
    X(CARD_F1101A, card_planet_breaker_setup2)        \
    X(CARD_F1101B, card_planet_breaker_objective2)    \
    X(CARD_F1102, card_sycophants)                    \
    X(CARD_F1103A, card_hammer_fragments)             \
    X(CARD_F1103B, card_breaking_worlds)              \
    X(CARD_F1104, card_planet_hammer)                 \
    X(CARD_F1105, card_forgeworld_refugees)           \
    X(CARD_F1106, card_blazeworld_refugees)           \
    X(CARD_F1107, card_deadworld_refugees)            \
    X(CARD_F1108, card_lostworld_refugees)            \
    X(CARD_F1109, card_heartworld_refugees)           \
    X(CARD_F1110, card_planet_breaker_resolution2)    \
    X(CARD_F1111, card_planet_eater_loose)            \
    X(CARD_F1112A, card_planet_breaker_setup3)        \
    X(CARD_F1112B, card_planet_breaker_objective3)

/* The Pirate (F12xx, a B Fate: Act II): campaign/fates/pirate/. */
#define FATE_PIRATE_LIST(X)                           \
    X(CARD_F1201A, card_pirate_setup2)                \
    X(CARD_F1201B, card_pirate_objective2)            \
    X(CARD_F1202, card_pirate_hoard)                  \
    X(CARD_F1203, card_pirate_fleet)                  \
    X(CARD_F1204, card_pirate_resolution2)           \
    X(CARD_F1205, card_pirate_smugglers)              \
    X(CARD_F1206, card_pirate_call_to_action)         \
    X(CARD_F1207, card_silver_tongues) /* reprints BC20 */ \
    X(CARD_F1208A, card_pirate_setup3)                \
    X(CARD_F1208B, card_pirate_objective3)            \
    X(CARD_F1209, card_rumors_spread)                 \
    X(CARD_F1210, card_rumors_spread) /* reprints F1209 */ \
    X(CARD_F1211, card_rumors_of_the_haven)           \
    X(CARD_F1212, card_sharing_rumors)

/* The Warden (F16xx, a B Fate: Act II): campaign/fates/warden/. */
#define FATE_WARDEN_LIST(X)                           \
    X(CARD_F1601A, card_warden_setup2)                \
    X(CARD_F1601B, card_warden_objective2)            \
    X(CARD_F1602, card_claims_of_nobility)            \
    X(CARD_F1603, card_lord_title)                    \
    X(CARD_F1604, card_lord_title) /* reprints F1603 */ \
    X(CARD_F1605, card_lord_title) /* reprints F1603 */ \
    X(CARD_F1606, card_lord_title) /* reprints F1603 */ \
    X(CARD_F1607, card_lord_title) /* reprints F1603 */ \
    X(CARD_F1608, card_lord_title) /* reprints F1603 */ \
    X(CARD_F1609, card_seats_and_fiefs)               \
    X(CARD_F1610, card_feudal_law)                    \
    X(CARD_F1611, card_warden_resolution2)            \
    X(CARD_F1612, card_wardens_levy)                  \
    X(CARD_F1613, card_feast_day)                     \
    X(CARD_F1614, card_feast_day) /* reprints F1613 */ \
    X(CARD_F1617A, card_warden_setup3)                \
    X(CARD_F1617B, card_warden_objective3)            \
    X(CARD_F1618, card_feudal_courts)                 \
    X(CARD_F1619, card_lords_gain_power)

/* The Gate Wraith (F22xx, a C Fate: Act III): campaign/fates/gate_wraith/. */
#define FATE_GATE_WRAITH_LIST(X)                      \
    X(CARD_F2201B, card_gate_wraith_objective3)       \
    X(CARD_F2205, card_passages_twisted_passage)      \
    X(CARD_F2202, card_catapult_overdrive)            \
    X(CARD_F2203, card_breaking_gates)                \
    X(CARD_F2204, card_the_dead_live)                 \
    X(CARD_F2201A, card_gate_wraith_setup3)           \
    X(CARD_F2206, card_passage_storms)

/* The Overlord (F17xx, a C Fate: Act III): campaign/fates/overlord/. */
#define FATE_OVERLORD_LIST(X)                         \
    X(CARD_F1701A, card_overlord_setup3)              \
    X(CARD_F1701B, card_overlord_objective3)          \
    X(CARD_F1702, card_sycophants) /* reprints F1102 */ \
    X(CARD_F1703, card_reach_rejects_overlord)

/* The Redeemer (F19xx, a C Fate: Act III): campaign/fates/redeemer/ (Relic
 * Fence F1904 reprints BC24: REPRINT_LIST). */
#define FATE_REDEEMER_LIST(X)                         \
    X(CARD_F1901A, card_redeemer_setup3)              \
    X(CARD_F1901B, card_redeemer_objective3)          \
    X(CARD_F1902, card_ire_of_the_keepers)            \
    X(CARD_F1903, card_rebuke_of_the_keepers)

/* The Judge (F24xx, a C Fate: Act III): campaign/fates/judge/. */
#define FATE_JUDGE_LIST(X)                            \
    X(CARD_F2401A, card_judge_setup3)                 \
    X(CARD_F2401B, card_judge_objective3)             \
    X(CARD_F2402, card_vow_of_fairness)               \
    X(CARD_F2403, card_the_arbiter)                   \
    X(CARD_F2405, card_judge_sets_agenda)             \
    X(CARD_F2404, card_judges_chosen)
/* The Guardian (F20xx, a C Fate: Act III): campaign/fates/guardian/. */
#define FATE_GUARDIAN_LIST(X)                         \
    X(CARD_F2001A, card_guardian_setup3)              \
    X(CARD_F2001B, card_guardian_objective3)          \
    X(CARD_F2002, card_green_vault)                   \
    X(CARD_F2003, card_ire_of_the_tycoons)            \
    X(CARD_F2004, card_edenguard_ambition)

/* The Naturalist (F21xx, a C Fate: Act III): campaign/fates/naturalist/. */
#define FATE_NATURALIST_LIST(X)                       \
    X(CARD_F2101A, card_naturalist_setup3)            \
    X(CARD_F2101B, card_naturalist_objective3)        \
    X(CARD_F2104, card_blightkin_ambition)            \
    X(CARD_F2103, card_spore_guides)                  \
    X(CARD_F2102, card_blight_society)

/* The Survivalist (F18xx, a C Fate: Act III): campaign/fates/survivalist/. */
#define FATE_SURVIVALIST_LIST(X)                      \
    X(CARD_F1801A, card_survivalist_setup3)           \
    X(CARD_F1801B, card_survivalist_objective3)       \
    X(CARD_F1802, card_vow_of_survival)               \
    X(CARD_F1803, card_building_bunkers)              \
    X(CARD_F1804, card_bunkers)                       \
    X(CARD_F1805, card_captive_release)

/* The Conspirator (F23xx, a C Fate: Act III): campaign/fates/conspirator/. */
#define FATE_CONSPIRATOR_LIST(X)                      \
    X(CARD_F2301A, card_conspirator_setup3)           \
    X(CARD_F2301B, card_conspirator_objective3)       \
    X(CARD_F2302, card_farseers) /* reprints BC17 */  \
    X(CARD_F2303, card_conspiracies)                  \
    X(CARD_F2304, card_scoring_conspiracies)          \
    X(CARD_F2305, card_foiling_conspiracies)

#define DECLARE_DEF(id, def) extern const card_def def;
CARD_LIST(DECLARE_DEF)
LL_LIST(DECLARE_DEF)
TEST_EFFECT_LIST(DECLARE_DEF)
CAMPAIGN_LIST(DECLARE_DEF)

/* card-table index -> def (NULL: the card has no effect registered). */
#define AS_ENTRY(id, def) [id] = &def,
static const card_def *const DEF_OF_CARD[CARD_TABLE_LEN] = {
    CARD_LIST(AS_ENTRY) REPRINT_LIST(AS_ENTRY) LL_LIST(AS_ENTRY) CAMPAIGN_LIST(AS_ENTRY) VARIANT_LIST(AS_ENTRY)
        TEST_EFFECT_LIST(AS_ENTRY)};

const card_def *card_def_of(int card) { return card >= 0 && card < CARD_TABLE_LEN ? DEF_OF_CARD[card] : NULL; }

bool card_is_primary(int card) {
    const card_def *def = card_def_of(card);
    return def && def->card == card;
}

/* Wire schema 1: hook id = position in CARD_LIST (the base cards in order). */
#define AS_CARD(id, def) id,
static const uint16_t V1_HOOK_CARDS[] = {CARD_LIST(AS_CARD)};
#define V1_HOOKS ((int)(sizeof V1_HOOK_CARDS / sizeof V1_HOOK_CARDS[0]))
static const uint16_t LL_CARDS[] = {LL_LIST(AS_CARD)};
static const uint16_t CAMPAIGN_CARDS[] = {CAMPAIGN_LIST(AS_CARD)};

int card_of_v1_hook(int hook) { return hook >= 0 && hook < V1_HOOKS ? V1_HOOK_CARDS[hook] : -1; }

int card_v1_hook(int card) {
    for (int h = 0; h < V1_HOOKS; h++)
        if (V1_HOOK_CARDS[h] == card) return h;
    return -1;
}

/* ---- CHANCE (CH_CARD): the card that raised it answers ---- */

void cards_chance_outcomes(const game_state *g, const frame *f, move_list *out, uint32_t *weights) {
    const card_def *def = card_def_of(f->card);
    if (def && def->chance_outcomes) def->chance_outcomes(g, f, out, weights);
}

void cards_chance_drawn(game_state *g, const frame *f, arcs_move m) {
    const card_def *def = card_def_of(f->card);
    if (def && def->chance_drawn) def->chance_drawn(g, f, m);
}

bool cards_chance_frame_ok(const game_state *g, const frame *f) {
    const card_def *def = card_def_of(f->card);
    return def && def->chance_outcomes && def->chance_drawn &&
           (!def->chance_frame_ok || def->chance_frame_ok(g, f));
}

const char *cards_chance_what(const frame *f) {
    const card_def *def = card_def_of(f->card);
    return def ? def->chance_what : NULL;
}

bool cards_tokens_pending(const game_state *g, int p) {
    for (int i = 0; i < g->depth; i++) {
        const frame *f = &g->stack[i];
        if (f->kind != FR_CARD && f->kind != FR_CARD_AUTO) continue;
        const card_def *def = card_def_of(f->card);
        if (def && def->tokens_pending && def->card == f->card && def->tokens_pending(f, p)) return true;
    }
    return false;
}

int cards_waiting_tokens(const game_state *g, int r) {
    int n = 0;
    for (int i = 0; i < g->depth; i++) {
        const frame *f = &g->stack[i];
        if (f->kind != FR_CARD && f->kind != FR_CARD_AUTO) continue;
        const card_def *def = card_def_of(f->card);
        n += def && def->waiting_token && def->waiting_token(f) == r;
    }
    return n;
}

int card_of_old_chance(int kind, int param) {
    for (int c = 0; c < CARD_TABLE_LEN; c++) {
        const card_def *def = DEF_OF_CARD[c];
        if (def && def->card == c && def->chance_was_kind && def->chance_was_kind == kind &&
            (def->chance_was_param == CHANCE_ANY_PARAM || def->chance_was_param == param))
            return c;
    }
    return -1;
}

/* The cards whose def answers in_play_elsewhere, found once by a walk of
 * the card table (every thread finds and writes the same values; Switching
 * Fates asks it for every card of the old set, so it must not cost a table
 * walk each: card_data.c keeps its list the same way). */
enum { ELSEWHERE_MAX = 16 };
static _Atomic int16_t ELSEWHERE_CARDS[ELSEWHERE_MAX];
static _Atomic int ELSEWHERE_LEN = -1; /* -1: not yet found */

static bool answers_elsewhere(int c) {
    const card_def *def = DEF_OF_CARD[c];
    return def && def->card == c && def->in_play_elsewhere;
}

static int elsewhere_len(void) {
    int n = atomic_load_explicit(&ELSEWHERE_LEN, memory_order_acquire);
    if (n >= 0) return n;
    n = 0;
    for (int c = 0; c < CARD_TABLE_LEN; c++)
        if (answers_elsewhere(c)) {
            if (n == ELSEWHERE_MAX) return -1; /* more than the list holds: walk the table each time */
            atomic_store_explicit(&ELSEWHERE_CARDS[n++], (int16_t)c, memory_order_relaxed);
        }
    atomic_store_explicit(&ELSEWHERE_LEN, n, memory_order_release);
    return n;
}

bool cards_in_play_elsewhere(const game_state *g, int card) {
    int n = elsewhere_len();
    for (int i = 0; i < n; i++) {
        int c = atomic_load_explicit(&ELSEWHERE_CARDS[i], memory_order_relaxed);
        if (DEF_OF_CARD[c]->in_play_elsewhere(g, card)) return true;
    }
    for (int c = 0; n < 0 && c < CARD_TABLE_LEN; c++)
        if (answers_elsewhere(c) && DEF_OF_CARD[c]->in_play_elsewhere(g, card)) return true;
    return false;
}

/* ---- effect sources ---- */

/* Every field of card_def is in CARD_DEF_FIELDS: one 0 per entry must
 * initialize the whole struct (a field without its line is a missing
 * initializer: an error here). */
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic error "-Wmissing-field-initializers"
#endif
#define FIELD_ZERO(field, ...) 0,
_Static_assert(sizeof((card_def){CARD_DEF_FIELDS(FIELD_ZERO, FIELD_ZERO)}) == sizeof(card_def),
               "every field of card_def has its line in CARD_DEF_FIELDS (hooks.h)");
#undef FIELD_ZERO
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

hook_mask card_def_hooks(const card_def *def) {
    if (!def) return 0;
    hook_mask h = 0;
#define FIELD_HOOK(field, point) \
    if (def->field) h |= HOOK_BIT(point);
#define FIELD_OWN(field)
    CARD_DEF_FIELDS(FIELD_HOOK, FIELD_OWN)
#undef FIELD_HOOK
#undef FIELD_OWN
    return h;
}

/* The hook points of card's def, found once per card (every thread finds
 * and writes the same value; bit 63, never a hook point, marks it found;
 * bit 62 says the def has a part answering from the Court row, `in_court`):
 * cards_sources_changed asks it of every play-area and booklet card, the
 * source walk of every Court-row card. */
_Static_assert(HOOK_POINT_COUNT < 62, "bits 62 and 63 mark a card_hooks entry");
#define CARD_HOOKS_FOUND ((hook_mask)1 << 63)
#define CARD_HOOKS_IN_COURT ((hook_mask)1 << 62)
/* Every hook point's bit (no mark bit). */
#define HOOK_POINTS_ALL (((hook_mask)1 << HOOK_POINT_COUNT) - 1)
static _Atomic hook_mask CARD_HOOKS[CARD_TABLE_LEN];

/* Find card's CARD_HOOKS entry (once per card: out of line, so that the
 * walks reading the table keep few registers). */
#if defined(__GNUC__)
__attribute__((noinline, cold))
#endif
static hook_mask card_hooks_find(int card) {
    const card_def *def = DEF_OF_CARD[card];
    hook_mask h = card_def_hooks(def) | CARD_HOOKS_FOUND | (def && def->in_court ? CARD_HOOKS_IN_COURT : 0);
    atomic_store_explicit(&CARD_HOOKS[card], h, memory_order_relaxed);
    return h;
}

/* card's CARD_HOOKS entry, with its marks (card within the table). */
static inline hook_mask card_hooks_entry(int card) {
    hook_mask h = atomic_load_explicit(&CARD_HOOKS[card], memory_order_relaxed);
    return h ? h : card_hooks_find(card);
}

/* The union of the hook points of every card's "while in the Court" part
 * (in_court), over the whole registry, found once (every thread finds and
 * writes the same value; CARD_HOOKS_FOUND marks it found): a source walk
 * whose hook points miss it skips the Court row without reading its cards. */
static _Atomic hook_mask COURT_PART_HOOKS;

#if defined(__GNUC__)
__attribute__((noinline, cold))
#endif
static hook_mask court_part_hooks_find(void) {
    hook_mask h = CARD_HOOKS_FOUND;
    for (int c = 0; c < CARD_TABLE_LEN; c++)
        if (DEF_OF_CARD[c]) h |= card_def_hooks(DEF_OF_CARD[c]->in_court);
    atomic_store_explicit(&COURT_PART_HOOKS, h, memory_order_relaxed);
    return h;
}

static hook_mask card_hooks(int card) {
    if (card < 0 || card >= CARD_TABLE_LEN) return 0;
    return card_hooks_entry(card) & ~(CARD_HOOKS_FOUND | CARD_HOOKS_IN_COURT);
}

hook_mask card_in_court_hooks(int card) {
    const card_def *def = card_def_of(card);
    return def ? card_def_hooks(def->in_court) : 0;
}

static hook_mask token_hooks(int card) {
    const card_def *def = card_def_of(card);
    return def ? card_def_hooks(def->token) : 0;
}

/* The hook points of p's play area. */
static hook_mask play_area_hooks(const game_state *g, int p) {
    hook_mask h = 0;
    for (int i = 0; i < g->ll.play_area_len[p]; i++) h |= card_hooks(g->ll.play_area[p][i]);
    return h;
}

/* The hook points of the sources that answer for every player: the rules
 * booklet and the Court row's "while in the Court" parts. */
static hook_mask shared_source_hooks(const game_state *g) {
    hook_mask h = 0;
    for (int i = 0; i < g->camp.booklet_len; i++) h |= card_hooks(g->camp.booklet[i]);
    /* The Court row: only a card whose entry has the in_court mark. */
    for (int i = 0; i < g->court_row_len && i < COURT_ROW_MAX; i++) {
        int c = g->court_row[i];
        if (c < CARD_TABLE_LEN && (card_hooks_entry(c) & CARD_HOOKS_IN_COURT)) h |= card_in_court_hooks(c);
    }
    return h;
}

/* The hook points of the tokens acting for `owner` (NO_PLAYER: those acting
 * for every player; -1: every token). */
static hook_mask tokens_hooks(const game_state *g, int owner) {
    hook_mask h = 0;
    for (int i = 0; i < g->camp.n_tokens && i < TOKENS_MAX; i++)
        if (owner < 0 || g->camp.tokens[i].owner == owner) h |= token_hooks(g->camp.tokens[i].card);
    return h;
}

hook_mask cards_sources_hooks_now(const game_state *g) {
    hook_mask h = shared_source_hooks(g) | tokens_hooks(g, -1);
    for (int p = 0; p < MAX_PLAYERS; p++) h |= play_area_hooks(g, p);
    return h & ~HOOK_UNSTORED;
}

/* What other_source can visit for p: p's play area, the booklet, the Court
 * row, the tokens acting for p or for every player. */
hook_mask cards_player_hooks_now(const game_state *g, int p) {
    hook_mask h = play_area_hooks(g, p) | shared_source_hooks(g) | tokens_hooks(g, NO_PLAYER) | tokens_hooks(g, p);
    return h & ~HOOK_UNSTORED;
}

bool cards_source_hooks_fresh(const game_state *g) {
    if (cards_source_hooks(g) != cards_sources_hooks_now(g)) return false;
    for (int p = 0; !is_base_game(g) && p < MAX_PLAYERS; p++)
        if (cards_player_hooks(g, p) != cards_player_hooks_now(g, p)) return false;
    return true;
}

void cards_sources_changed(game_state *g) {
    /* cards_sources_hooks_now and cards_player_hooks_now in one pass: each
     * source read once, its hook points going to the union and to the
     * players whose walks visit it. */
    hook_mask shared = shared_source_hooks(g), every = 0, own[MAX_PLAYERS] = {0}, h = shared;
    for (int i = 0; i < g->camp.n_tokens && i < TOKENS_MAX; i++) {
        const token_state *t = &g->camp.tokens[i];
        hook_mask th = token_hooks(t->card);
        h |= th;
        if (t->owner == NO_PLAYER) every |= th;
        else if (t->owner < MAX_PLAYERS) own[t->owner] |= th;
    }
    for (int p = 0; p < MAX_PLAYERS; p++) {
        own[p] |= play_area_hooks(g, p);
        h |= own[p];
    }
    h &= ~HOOK_UNSTORED;
    g->cards.source_hooks_lo = (uint32_t)h;
    g->cards.source_hooks_hi = (uint32_t)(h >> 32);
    /* Each player's part: the base game keeps no layer (and its union is 0,
     * so no walk reads them). */
    if (is_base_game(g)) return;
    for (int p = 0; p < MAX_PLAYERS; p++) {
        hook_mask hp = (own[p] | shared | every) & ~HOOK_UNSTORED;
        g->ll.player_hooks_lo[p] = (uint32_t)hp;
        g->ll.player_hooks_hi[p] = (uint32_t)(hp >> 32);
    }
}

void cards_court_row_changed(game_state *g, int card) {
    /* Only a card with a "while in the Court" part changes the sources. */
    const card_def *def = card_def_of(card);
    if (def && def->in_court) cards_sources_changed(g);
}

void cards_court_card_drawn(game_state *g, int card) {
    cards_court_row_changed(g, card);
    const card_def *def = card_def_of(card);
    if (!def || !def->when_drawn || !is_campaign(g)) return;
    for (int pos = 0; pos < g->court_row_len && pos < COURT_ROW_MAX; pos++)
        if (g->court_row[pos] == card) {
            def->when_drawn(g, card, pos);
            return;
        }
}

/* A walk over p's effect sources: where it is, and the source found. */
typedef struct source_walk {
    int stage, i;        /* 0: p's held Guild cards, i the next one; 1: the other sources, i the next (other_source) */
    int card;            /* the instance */
    const card_def *def; /* its effect (or the part of it answering from there) */
} source_walk;

/* A source beyond the held cards: its effect (NULL: none left), its
 * instance, and where the walk goes on. Returned in registers. */
typedef struct other_source_found {
    const card_def *def;
    int card;
    int next;
} other_source_found;

/* The first source of p at or after position k of the sources beyond the
 * held Guild cards, numbered in walk order: p's play area, the rules
 * booklet, the Court row (the "while in the Court" part of its cards), the
 * tokens in play acting for p (or for every player). Play-area and booklet
 * cards whose hook points (card_hooks, found once per card) miss every bit
 * of `bits` are skipped; every caller still tests the field it reads (as for
 * the held cards), so a Court-row or token source without the field simply
 * does nothing. Out of line (and
 * taking and returning values, so that the walker of the held-card loop
 * stays in registers): it runs only when some other source answers the
 * hook point. */
static other_source_found other_source_find(const game_state *g, int p, int k, hook_mask bits, int card);
static other_source_found other_source_court_find(const game_state *g, int p, int k, hook_mask bits);
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static other_source_found other_source(const game_state *g, int p, int k, hook_mask bits) {
    /* One loop per part, entered at k's part: a walk resumes after the
     * source it returned. A card whose CARD_HOOKS entry is not found yet
     * goes through other_source_find (a tail call: no registers kept
     * across a call here). `bits` has no mark bit (HOOK_POINTS_ALL at most). */
    /* The play area's and the booklet's cards: a card answers when its
     * entry has a bit of `bits` (an entry not found yet is 0, and `bits`
     * no mark bit: the match is tested first, the rare miss after). */
    int n_area = g->ll.play_area_len[p];
    if (k < n_area) {
        const uint16_t *area = g->ll.play_area[p];
        for (int i = k; i < n_area; i++) {
            unsigned c = area[i];
            if (c >= CARD_TABLE_LEN) continue;
            hook_mask h = atomic_load_explicit(&CARD_HOOKS[c], memory_order_relaxed);
            if (h & bits) return (other_source_found){DEF_OF_CARD[c], (int)c, i + 1};
            if (!h) return other_source_find(g, p, i, bits, (int)c);
        }
        k = n_area;
    }
    int base = n_area, n_booklet = g->camp.booklet_len;
    /* Outside the campaign no Court-row part answers and (in play) no
     * booklet card nor token: one test ends the walk there. */
    if (!is_campaign(g) && !(n_booklet | g->camp.n_tokens)) return (other_source_found){NULL, -1, k};
    if (k - base < n_booklet) {
        const uint16_t *booklet = g->camp.booklet;
        for (int i = k - base; i < n_booklet; i++) {
            unsigned c = booklet[i];
            if (c >= CARD_TABLE_LEN) continue;
            hook_mask h = atomic_load_explicit(&CARD_HOOKS[c], memory_order_relaxed);
            if (h & bits) return (other_source_found){DEF_OF_CARD[c], (int)c, base + i + 1};
            if (!h) return other_source_find(g, p, base + i, bits, (int)c);
        }
        k = base + n_booklet;
    }
    base += n_booklet;
    /* Only campaign cards have a Court-row part (test_cards: "only campaign
     * cards answer from the Court row or as tokens"): the other modes'
     * walks skip the row. */
    /* Nor is the row read when no card's Court-row part answers a hook
     * point of `bits` (the same for every step of a walk; until the union
     * is found, through other_source_court_find: a tail call). */
    int n_row = 0;
    if (is_campaign(g)) {
        hook_mask row = atomic_load_explicit(&COURT_PART_HOOKS, memory_order_relaxed);
        if (!row) return other_source_court_find(g, p, k, bits);
        if (row & bits) n_row = g->court_row_len < COURT_ROW_MAX ? g->court_row_len : COURT_ROW_MAX;
    }
    for (; k - base < n_row; k++) {
        int c = g->court_row[k - base];
        if (c >= CARD_TABLE_LEN) continue; /* NO_COURT_CARD too */
        hook_mask h = atomic_load_explicit(&CARD_HOOKS[c], memory_order_relaxed);
        if (!h) return other_source_find(g, p, k, bits, c);
        if (h & CARD_HOOKS_IN_COURT) return (other_source_found){DEF_OF_CARD[c]->in_court, c, k + 1};
    }
    base += n_row;
    int n_tokens = g->camp.n_tokens < TOKENS_MAX ? g->camp.n_tokens : TOKENS_MAX;
    for (; k - base < n_tokens; k++) {
        const token_state *t = &g->camp.tokens[k - base];
        const card_def *d = t->owner == p || t->owner == NO_PLAYER ? card_def_of(t->card) : NULL;
        if (d && d->token) return (other_source_found){d->token, t->card, k + 1};
    }
    return (other_source_found){NULL, -1, k};
}

/* other_source at k once card's CARD_HOOKS entry is found. */
#if defined(__GNUC__)
__attribute__((noinline, cold))
#endif
static other_source_found other_source_find(const game_state *g, int p, int k, hook_mask bits, int card) {
    card_hooks_find(card);
    return other_source(g, p, k, bits);
}

/* other_source at k once the union of the Court-row parts' hook points is
 * found. */
#if defined(__GNUC__)
__attribute__((noinline, cold))
#endif
static other_source_found other_source_court_find(const game_state *g, int p, int k, hook_mask bits) {
    court_part_hooks_find();
    return other_source(g, p, k, bits);
}

static inline bool next_other_source(const game_state *g, int p, hook_mask bits, source_walk *w) {
    other_source_found f = other_source(g, p, w->i, bits);
    w->i = f.next;
    w->card = f.card;
    w->def = f.def;
    return f.def != NULL;
}

/* p's held Guild card i as a source (def NULL: the card has no effect). */
static inline source_walk held_source(const game_state *g, int p, int i) {
    int c = g->pl[p].guild[i];
    return (source_walk){0, i, c, card_def_of(c)};
}

/* Does a source other than the held Guild cards answer one of the hook
 * points of `bits`? For one constant bit (every walk below), one 32-bit
 * test: the other word's test folds away. */
static inline bool source_hooks_has(const game_state *g, hook_mask bits) {
    return ((uint32_t)bits & g->cards.source_hooks_lo) | ((uint32_t)(bits >> 32) & g->cards.source_hooks_hi);
}

/* Does a source that a walk for p visits beyond p's held Guild cards answer
 * one of the hook points of `bits`? The union first (0 in the base game,
 * whose states keep no layer), then p's part of it (g->ll.player_hooks):
 * in Leaders & Lore every player's play area answers some hook points, so
 * the union alone would walk p's sources for a hook point only a Rival's
 * leader or lore answers. */
static inline bool player_hooks_has(const game_state *g, int p, hook_mask bits) {
    assert(p >= 0 && p < MAX_PLAYERS); /* a player (the walk reads p's play area) */
    bool has = source_hooks_has(g, bits) &&
               (((uint32_t)bits & g->ll.player_hooks_lo[p]) | ((uint32_t)(bits >> 32) & g->ll.player_hooks_hi[p]));
#ifndef NDEBUG
    /* The walk skipped finds no source answering `bits` (p's part is not
     * stale). */
    if (!has && source_hooks_has(g, bits)) assert(!(cards_player_hooks_now(g, p) & bits));
#endif
    return has;
}

/* Run the statement(s) after `src` for each effect source of p that may
 * answer hook point `bit` (src.card, src.def): p's held Guild cards, then —
 * only when some other source of p uses the hook point (player_hooks_has:
 * one bit test when none uses it, two when only a Rival's does) — the
 * other sources (FOR_OTHER_SOURCES). The held-card loop is the plain
 * loop of the base game; the statements are expanded once per loop, so
 * `return` leaves the hook and `continue` goes to the next source (no
 * `break`). Sources without a def are skipped. */
#define FOR_SOURCES(g, p, bit, src, ...)                                                          \
    do {                                                                                          \
        for (int src##_i = 0; src##_i < (g)->pl[p].guild_count; src##_i++)                        \
            for (source_walk src = held_source(g, p, src##_i); src.def; src.def = NULL) {         \
                __VA_ARGS__;                                                                      \
            }                                                                                     \
        FOR_OTHER_SOURCES(g, p, bit, src) {                                                       \
            __VA_ARGS__;                                                                          \
        }                                                                                         \
    } while (0)
/* Walk only the sources beyond the held Guild cards (play area, booklet,
 * Court row, tokens): for hook points no held card answers; one or two bit
 * tests while none of p's does (player_hooks_has). */
#define FOR_OTHER_SOURCES(g, p, bit, src)                                                         \
    for (source_walk src = {1, 0, -1, NULL}; player_hooks_has(g, p, bit) && next_other_source(g, p, bit, &src);)

/* The hook points asked of every source, with no bit kept in
 * g->cards.source_hooks (HOOK_UNSTORED): the rule moments of card-owned
 * pieces (SLOT_TOKEN, ACTION_KIND), rare and only where such pieces are in
 * play; source_hooks, part of the state and its hash, keeps the bits of the
 * hook points that need the one-test skip. FOR_EVERY_SOURCE walks p's held
 * Guild cards, then every other source (none in the base game). */
#define FOR_EVERY_SOURCE(g, p, src, ...)                                                          \
    do {                                                                                          \
        for (int src##_i = 0; src##_i < (g)->pl[p].guild_count; src##_i++)                        \
            for (source_walk src = held_source(g, p, src##_i); src.def; src.def = NULL) {         \
                __VA_ARGS__;                                                                      \
            }                                                                                     \
        for (source_walk src = {1, 0, -1, NULL}; !is_base_game(g) && next_other_source(g, p, HOOK_POINTS_ALL, &src);) { \
            __VA_ARGS__;                                                                          \
        }                                                                                         \
    } while (0)

/* Does p have any effect source for hook point `bit`: a held Guild card, or
 * another source using the hook point? The hooks called on every turn test
 * it first and walk out of line, so that without sources they cost a call
 * and two tests, no more. */
static inline bool any_source(const game_state *g, int p, hook_mask bit) {
    return g->pl[p].guild_count || player_hooks_has(g, p, bit);
}

#if defined(__GNUC__)
#define HOOK_WALK __attribute__((noinline)) static
#else
#define HOOK_WALK static
#endif

/* ---- turn and round bookkeeping ---- */

void cards_turn_begin(game_state *g) {
    card_state *c = &g->cards;
    memset(c->secured_prelude, 0, sizeof c->secured_prelude);
    c->n_secured_prelude = 0;
    c->turn_acted = 0;
    memset(c->used_this_turn, 0, sizeof c->used_this_turn);
    c->n_used_this_turn = 0;
}

void cards_round_begin(game_state *g) {
    card_state *c = &g->cards;
    c->declared_this_round = 0;
    memset(c->used_this_round, 0, sizeof c->used_this_round);
    c->n_used_this_round = 0;
}

/* ---- SPEND_AS ---- */

HOOK_WALK unsigned spend_as(const game_state *g, int p) {
    unsigned types = 0;
    FOR_SOURCES(g, p, HOOK_BIT(SPEND_AS), src, types |= src.def->spend_as);
    return types;
}

unsigned cards_spend_as(const game_state *g, int p) {
    return any_source(g, p, HOOK_BIT(SPEND_AS)) ? spend_as(g, p) : 0;
}

/* Can a token spent as type t take `action` in the Prelude (Base rulebook,
 * "Resources")? Weapons add Battle to the played card; Psionics take an
 * action listed on the lead card. */
static bool type_takes(const game_state *g, int t, int action) {
    switch (t) {
    case ARCS_MATERIAL: return action == ARCS_ACT_BUILD || action == ARCS_ACT_REPAIR;
    case ARCS_FUEL: return action == ARCS_ACT_MOVE;
    case ARCS_WEAPON: return action == ARCS_ACT_BATTLE;
    case ARCS_RELIC: return action == ARCS_ACT_SECURE;
    default: return g->lead_card != NO_CARD && suit_allows(played_suit(g, g->lead_card), action);
    }
}

void cards_note_spend(const game_state *g, int p, int r, int action) {
    if (!log_enabled(g)) return;
    /* Name the Loyal guild that made the spend possible: the token could not
     * take the action as itself, or is Outraged. */
    bool outraged = (g->pl[p].outrage >> r) & 1u;
    if (type_takes(g, r, action) && !outraged) return;
    FOR_SOURCES(g, p, HOOK_BIT(SPEND_AS), src, {
        for (int t = 0; t < NUM_RES; t++)
            if ((src.def->spend_as >> t) & 1u && type_takes(g, t, action) && (t != r || outraged)) {
                card_log(g, src.card, "Player %d spends %s as %s for %s%s.", p + 1, resource_name(r),
                         resource_name(t), action_name(action), outraged ? " (Outrage ignored)" : "");
                return;
            }
    });
}

/* ---- PRELUDE_MOVES / PRELUDE_APPLY ---- */

bool secured_this_prelude(const game_state *g, int card) {
    for (int i = 0; i < g->cards.n_secured_prelude; i++)
        if (g->cards.secured_prelude[i] == card) return true;
    return false;
}

/* GUILD_ACTIONS (campaign): may p use the Prelude and new actions of the
 * Guild cards p holds (Guild Overseers, faq.csv [55])? One mode test in
 * the other modes. */
static bool guild_actions_allowed(const game_state *g, int p) {
    if (!is_campaign(g)) return true;
    const player_state *pl = &g->pl[p];
    for (int i = 0; i < pl->guild_count; i++) {
        const card_def *d = card_def_of(pl->guild[i]);
        if (d && d->guild_actions_allowed && !d->guild_actions_allowed(g, p, pl->guild[i])) return false;
    }
    return true;
}

/* Is this source one of p's held Guild cards (not a play-area source)? */
static inline bool held_guild_source(const source_walk *w) {
    return w->stage == 0 && card_table[w->card].kind == CK_GUILD;
}

HOOK_WALK void prelude_moves(const game_state *g, int p, move_list *out) {
    bool guild_ok = guild_actions_allowed(g, p);
    FOR_SOURCES(g, p, HOOK_BIT(PRELUDE), src, {
        /* "You cannot use Prelude actions on cards that you secured from the
         * Court in the same Prelude" (Base rulebook, "Prelude Actions"). */
        if (!guild_ok && held_guild_source(&src)) continue;
        if (src.def->prelude_moves && !secured_this_prelude(g, src.card)) src.def->prelude_moves(g, p, src.card, out);
    });
}

void cards_prelude_moves(const game_state *g, int p, move_list *out) {
    if (any_source(g, p, HOOK_BIT(PRELUDE))) prelude_moves(g, p, out);
}

/* Common Prelude steps (hooks.h): "simply discard" and "place 3 ships". */
static void common_prelude_apply(game_state *g, arcs_move m) {
    int p = m.player, card = card_move_card(m);
    discard_held(g, p, card);
    if (m.c == STEP_DISCARD) {
        card_log(g, card, "Player %d discards it without using it.", p + 1);
        return;
    }
    /* STEP_PLACE_SHIPS: "Prelude: You may discard this to place 3 ships in
     * a system you control." The system is the next decision. */
    card_log(g, card, "Player %d discards it to place 3 ships.", p + 1);
    push_card_frame(g, FR_CARD, p, card, STEP_THREE_SHIPS_IN);
}

void cards_prelude_apply(game_state *g, arcs_move m) {
    int card = card_move_card(m);
    const card_def *def = card_def_of(card);
    if (!def) return;
    bool held = is_campaign(g) && card_table[card].kind == CK_GUILD && held_index(g, m.player, card) >= 0;
    if (m.c >= STEP_COMMON) common_prelude_apply(g, m);
    else if (def->prelude_apply) def->prelude_apply(g, m);
    /* Campaign event: p used the Prelude action of a Guild card that
     * discarded itself (the Advocate's objective). */
    if (held && held_index(g, m.player, card) < 0) campaign_event(g, EVT_GUILD_SELF_DISCARD, m.player, 0, card);
}

/* ---- NEW_ACTION ---- */

HOOK_WALK void new_action_moves(const game_state *g, int p, unsigned actions, int source, move_list *out) {
    bool guild_ok = guild_actions_allowed(g, p);
    FOR_SOURCES(g, p, HOOK_BIT(NEW_ACTION), src, {
        if (!guild_ok && held_guild_source(&src)) continue;
        for (int k = 0; k < src.def->n_new_actions; k++) {
            const card_new_action *na = &src.def->new_actions[k];
            if ((actions >> na->replaces) & 1u && na->possible(g, p, source - 1))
                add_card_move(out, p, src.card, na->step, source, 0, 0);
        }
    });
}

void cards_new_action_moves(const game_state *g, int p, unsigned actions, int source, move_list *out) {
    if (actions && any_source(g, p, HOOK_BIT(NEW_ACTION))) new_action_moves(g, p, actions, source, out);
}

bool cards_new_action_sources(const game_state *g, int p) {
    /* A held card whose def has new actions (its CARD_HOOKS entry), or
     * another source using the hook point (the walk's first answer: a
     * Court-row part or a token answers whatever its fields). */
    const player_state *pl = &g->pl[p];
    for (int i = 0; i < pl->guild_count; i++)
        if (card_hooks(pl->guild[i]) & HOOK_BIT(NEW_ACTION)) return true;
    return player_hooks_has(g, p, HOOK_BIT(NEW_ACTION)) && other_source(g, p, 0, HOOK_BIT(NEW_ACTION)).def;
}

static const card_new_action *new_action_of(arcs_move m) {
    if (m.kind != ARCS_MOVE_CARD) return NULL;
    const card_def *def = card_def_of(card_move_card(m));
    if (!def) return NULL;
    for (int k = 0; k < def->n_new_actions; k++)
        if (def->new_actions[k].step == m.c) return &def->new_actions[k];
    return NULL;
}

bool cards_is_new_action(arcs_move m) { return new_action_of(m) != NULL; }

void cards_new_action_begin(game_state *g, arcs_move m) {
    const card_new_action *na = new_action_of(m);
    if (!na) return;
    int card = card_move_card(m);
    const card_def *def = card_def_of(card);
    card_log(g, card, "Player %d takes %s instead of %s (with %s).", m.player + 1, def->steps[na->step].name,
             action_name(na->replaces), m.d ? "a resource" : "an action pip");
    na->begin(g, m.player, card);
    /* Campaign event: p took a card's new action (the Advocate's Recover). */
    campaign_event(g, EVT_NEW_ACTION, m.player, na->step, card);
}

/* ---- SEIZE (Partisan Seizing) ---- */

/* `inline` (an external definition: rules.h declares it without): with
 * link-time optimization its two callers in round.c take the walk inline,
 * as they did before each player's hook mask made it longer. */
inline bool cards_seize_by_discard(const game_state *g, int p) {
    FOR_SOURCES(g, p, HOOK_BIT(SEIZE), src, if (src.def->no_discard_seize) return false);
    return true;
}

int cards_seize_moves(const game_state *g, int p, move_list *out) {
    move_list tmp;
    move_list *o = out ? out : &tmp;
    int before = out ? out->n : 0;
    if (!out) tmp.n = 0;
    FOR_SOURCES(g, p, HOOK_BIT(SEIZE), src, if (src.def->seize_moves) src.def->seize_moves(g, p, src.card, o));
    return o->n - before;
}

bool cards_seize_apply(game_state *g, arcs_move m) {
    const card_def *def = m.kind == ARCS_MOVE_CARD ? card_def_of(card_move_card(m)) : NULL;
    if (!def || !def->seize_apply) return false;
    def->seize_apply(g, m);
    return true;
}

/* ---- EMPIRE_LAWS (Imperial Officers) ---- */

bool cards_loyal_piece(const game_state *g, int p, int sys) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(LOYAL_PIECE), src)
    if (src.def->loyal_piece_in && src.def->loyal_piece_in(g, p, src.card, sys)) return true;
    return false;
}

bool cards_ignore_presence(const game_state *g, int p) {
    FOR_SOURCES(g, p, HOOK_BIT(EMPIRE_LAWS), src, if (src.def->ignores_presence) return true);
    return false;
}

bool cards_ignore_movement(const game_state *g, int p) {
    FOR_SOURCES(g, p, HOOK_BIT(EMPIRE_LAWS), src, if (src.def->ignores_movement) return true);
    return false;
}

bool cards_ignore_truce(const game_state *g, int p) {
    FOR_SOURCES(g, p, HOOK_BIT(EMPIRE_LAWS), src, if (src.def->ignores_truce) return true);
    return false;
}

/* The Admiral's Act III (Martial Law, a law of the booklet): one bit
 * test while no other source answers EMPIRE_LAWS. */
bool cards_fleet_command_denied(const game_state *g, int p) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(EMPIRE_LAWS), src)
    if (src.def->fleet_command_denied && src.def->fleet_command_denied(g, p)) return true;
    return false;
}

bool cards_catapult_past_blight(const game_state *g, int p) {
    FOR_SOURCES(g, p, HOOK_BIT(MOVED), src, if (src.def->catapults_past_blight) return true);
    return false;
}

bool cards_catapult_rival_starports(const game_state *g, int p) {
    FOR_SOURCES(g, p, HOOK_BIT(MOVED), src, if (src.def->catapults_with_rival_starports) return true);
    return false;
}

bool cards_catapult_goes_on(const game_state *g, int p, int sys) {
    FOR_SOURCES(g, p, HOOK_BIT(MOVED), src,
                if (src.def->catapult_goes_on && src.def->catapult_goes_on(g, p, src.card, sys)) return true);
    return false;
}

bool cards_catapulted_into_gate(game_state *g, int p, int from, int to, const catapult_group *group) {
    FOR_SOURCES(g, p, HOOK_BIT(MOVED), src,
                if (src.def->catapulted_into_gate && src.def->catapulted_into_gate(g, p, src.card, from, to, group))
                    return true);
    return false;
}

bool cards_blight_one_hit(const game_state *g, int p) {
    FOR_SOURCES(g, p, HOOK_BIT(BATTLE_GUARD), src, if (src.def->blight_one_hit) return true);
    return false;
}

unsigned cards_forsworn_ambitions(const game_state *g, int p) {
    unsigned a = 0;
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(DECLARE), src) a |= src.def->forsworn_ambitions;
    return a;
}

/* The Believer's Act III: the forsworn ambitions and those a law bars p
 * from declaring now (declare_barred). */
unsigned cards_undeclarable(const game_state *g, int p) {
    unsigned a = 0;
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(DECLARE), src) {
        a |= src.def->forsworn_ambitions;
        if (src.def->declare_barred) a |= src.def->declare_barred(g, p, src.card);
    }
    return a;
}

bool cards_keep_peace(const game_state *g, int p) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(EMPIRE_LAWS), src)
    if (src.def->keeps_peace) return true;
    return false;
}

bool cards_resource_taken(game_state *g, int p, int r, int how) {
    /* Held Guild cards (Arsenal Keepers), then play-area cards (Well of
     * Empathy): one bit test while none of those answers. */
    FOR_SOURCES(g, p, HOOK_BIT(RESOURCE_TAKEN), src,
                if (src.def->resource_taken && src.def->resource_taken(g, p, src.card, r, how)) return true);
    return false;
}

/* ---- BUILDING_PIECE (campaign: Banners of Hegemony) ---- */

unsigned cards_building_pieces(const game_state *g, int p, int sys) {
    unsigned n = 0;
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(BUILDING_PIECE), src)
        if (src.def->building_pieces) {
            unsigned k = src.def->building_pieces(g, p, src.card, sys);
            n = (n + (k & ~BUILDING_PIECES_TOUGH)) | (k & BUILDING_PIECES_TOUGH);
        }
    return n;
}

void cards_building_piece_hit(game_state *g, int p, int sys, bool damaged, int destroyer) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(BUILDING_PIECE), src)
        if (src.def->building_piece_hit && src.def->building_piece_hit(g, p, src.card, sys, damaged, destroyer)) return;
}

int cards_building_pieces_removed(game_state *g, int p, int sys) {
    int n = 0;
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(BUILDING_PIECE), src)
        if (src.def->building_pieces_removed) n += src.def->building_pieces_removed(g, p, src.card, sys);
    return n;
}

void cards_building_piece_trophies_return(game_state *g, int p) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(BUILDING_PIECE), src)
        if (src.def->building_piece_trophies_return) src.def->building_piece_trophies_return(g, p, src.card);
}

const char *cards_building_piece_noun(const game_state *g, int p, int sys) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(BUILDING_PIECE), src)
        if (src.def->building_pieces && src.def->building_pieces(g, p, src.card, sys)) return src.def->building_piece_noun;
    return NULL;
}

unsigned cards_attack_card_ships(const game_state *g, int p) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(BUILDING_PIECE), src)
    if (src.def->attack_card_ships) {
        unsigned k = src.def->attack_card_ships(g, p, src.card);
        if (k) return k;
    }
    return 0;
}

void cards_attack_card_ship_hit(game_state *g, int p, bool damaged) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(BUILDING_PIECE), src)
    if (src.def->attack_card_ships && src.def->attack_card_ships(g, p, src.card)) {
        src.def->attack_card_ship_hit(g, p, src.card, damaged);
        return;
    }
}

/* ---- RAID_STEAL (campaign: the Pirate's Hoard and Fleet) ---- */

bool cards_raids_without_buildings(const game_state *g, int p) {
    FOR_SOURCES(g, p, HOOK_BIT(RAID_STEAL), src, if (src.def->raids_without_buildings) return true);
    return false;
}

void cards_raid_dice_by_card(game_state *g, int p, int n) {
    FOR_SOURCES(g, p, HOOK_BIT(RAID_STEAL), src, if (src.def->raid_dice_by_card) {
        src.def->raid_dice_by_card(g, p, src.card, n);
        if (n >= 0) return;
    });
}

int cards_raid_steal_limit(const game_state *g, int p, int damaged) {
    FOR_SOURCES(g, p, HOOK_BIT(RAID_STEAL), src, if (src.def->raid_steal_limit) {
        int n = src.def->raid_steal_limit(g, p, src.card, damaged);
        if (n >= 0) return n;
    });
    return -1;
}

bool cards_resource_stolen(game_state *g, int p, int r) {
    FOR_SOURCES(g, p, HOOK_BIT(RAID_STEAL), src,
                if (src.def->resource_stolen && src.def->resource_stolen(g, p, src.card, r)) return true);
    return false;
}

/* ---- EDICT, FATE_CRISIS, CARD_RES_TRANSFER (campaign) ---- */

int cards_next_edict(const game_state *g, int from, int *card) {
    int best = -1;
    for (int i = 0; i < g->camp.booklet_len; i++) {
        const card_def *d = card_def_of(g->camp.booklet[i]);
        if (!d || !d->edict || d->edict_order < from || (best >= 0 && d->edict_order >= best)) continue;
        best = d->edict_order;
        *card = g->camp.booklet[i];
    }
    return best;
}

bool cards_blight_spares_empire(const game_state *g) {
    for (int i = 0; i < g->camp.booklet_len; i++) {
        const card_def *d = card_def_of(g->camp.booklet[i]);
        if (d && d->spares_empire_from_blight) return true;
    }
    return false;
}

/* The Magnate's Act III: the Economy law (forbids_tax, tax_again). */
bool cards_tax_limited(const game_state *g) {
    for (int i = 0; i < g->camp.booklet_len; i++) {
        const card_def *d = card_def_of(g->camp.booklet[i]);
        if (d && d->forbids_tax) return true;
    }
    return false;
}

bool cards_tax_forbidden(const game_state *g, int p, int sys, int i) {
    for (int k = 0; k < g->camp.booklet_len; k++) {
        const card_def *d = card_def_of(g->camp.booklet[k]);
        if (d && d->forbids_tax && d->forbids_tax(g, p, sys, i)) return true;
    }
    return false;
}

bool cards_tax_again(game_state *g, int p, int sys, int i) {
    for (int k = 0; k < g->camp.booklet_len; k++) {
        const card_def *d = card_def_of(g->camp.booklet[k]);
        if (d && d->tax_again && d->tax_again(g, p, g->camp.booklet[k], sys, i)) return true;
    }
    return false;
}

void cards_edict(game_state *g, int card) {
    const card_def *d = card_def_of(card);
    if (d && d->edict) d->edict(g, card);
}

/* GOVERN: the Steward's Act III (lib/cards/hooks.h, card_def govern_*). */
int cards_govern_policy(int card) {
    const card_def *d = card_def_of(card);
    return d ? d->govern_policy : 0;
}

int cards_govern_card(const game_state *g, int policy) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (cards_govern_policy(g->camp.booklet[i]) == policy + 1) return g->camp.booklet[i];
    return -1;
}

bool cards_govern_demands(const game_state *g, int card, int q) {
    const card_def *d = card_def_of(card);
    return d && d->govern_demands && d->govern_demands(g, q);
}

int cards_govern_scale(int card) {
    const card_def *d = card_def_of(card);
    return d ? d->govern_scale : 0;
}

void cards_govern_action(game_state *g, int card, int p) {
    const card_def *d = card_def_of(card);
    if (d && d->govern_action) d->govern_action(g, p, card);
}

void cards_fate_crises(game_state *g) {
    int n = g->num_players;
    for (int k = 0; k < n; k++) {
        int p = (g->initiative + k) % n;
        /* Walk a copy: a Crisis may change the cards held. */
        uint16_t held[GUILD_HELD_MAX];
        int count = g->pl[p].guild_count;
        memcpy(held, g->pl[p].guild, sizeof held);
        for (int i = 0; i < count; i++) {
            const card_def *d = card_def_of(held[i]);
            if (d && d->fate_crisis && held_index(g, p, held[i]) >= 0) d->fate_crisis(g, p, held[i]);
        }
        /* And the play area's (Golem Hearth, a lore card). */
        uint16_t area[PLAY_AREA_MAX];
        int na = g->ll.play_area_len[p] < PLAY_AREA_MAX ? g->ll.play_area_len[p] : PLAY_AREA_MAX;
        memcpy(area, g->ll.play_area[p], sizeof area);
        for (int i = 0; i < na; i++) {
            const card_def *d = card_def_of(area[i]);
            if (d && d->fate_crisis) d->fate_crisis(g, p, area[i]);
        }
    }
}

int cards_transferable_res(const game_state *g, int p) {
    const player_state *pl = &g->pl[p];
    for (int i = 0; i < pl->guild_count; i++) {
        const card_def *d = card_def_of(pl->guild[i]);
        if (d && d->res_transferable) return pl->guild[i];
    }
    return -1;
}

/* ---- SLOT_TOKEN: card-owned tokens in resource slots ---- */

int cards_raid_token_moves(const game_state *g, int attacker, int defender, int keys, move_list *out) {
    int n = 0;
    FOR_EVERY_SOURCE(g, defender, src,
                if (src.def->raid_token_moves) n += src.def->raid_token_moves(g, attacker, defender, keys, out));
    return n;
}

int cards_raid_token(game_state *g, int attacker, int defender, int b) {
    FOR_EVERY_SOURCE(g, defender, src, if (src.def->raid_token) {
        int keys = src.def->raid_token(g, attacker, defender, b);
        if (keys) return keys;
    });
    return 0;
}

bool cards_raid_token_label(const game_state *g, int defender, int b, char *buf, size_t cap) {
    FOR_EVERY_SOURCE(g, defender, src,
                     if (src.def->raid_token_label && src.def->raid_token_label(g, defender, b, buf, cap)) return true);
    return false;
}

bool cards_slot_token_covered(game_state *g, int p, int slot) {
    FOR_EVERY_SOURCE(g, p, src, if (src.def->slot_token_covered && src.def->slot_token_covered(g, p, slot)) return true);
    return false;
}

/* ---- ACTION_KIND: action cards of a card's own kind ---- */

void cards_played_card(game_state *g, int p, int c, int how) {
    FOR_SOURCES(g, p, HOOK_BIT(PLAYED_CARD), src,
                if (src.def->played_card) src.def->played_card(g, p, src.card, c, how));
}

void cards_action_card_played(game_state *g, int p, int card, int how) {
    FOR_EVERY_SOURCE(g, p, src, if (src.def->action_card_played) src.def->action_card_played(g, p, card, how));
}

bool cards_action_card_secured(game_state *g, int p, int card) {
    FOR_EVERY_SOURCE(g, p, src, if (src.def->action_card_secured && src.def->action_card_secured(g, p, card)) return true);
    return false;
}

bool cards_action_card_declares_any(const game_state *g, int card) {
    int p = 0; /* the player who played it (the booklet's laws answer for every player) */
    for (int q = 0; q < MAX_PLAYERS; q++)
        if (g->played[q] == card) p = q;
    FOR_EVERY_SOURCE(g, p, src, if (src.def->action_card_declares_any) return true);
    return false;
}

unsigned cards_action_card_declarable(const game_state *g, int card) {
    if (cards_action_card_declares_any(g, card)) return (1u << ARCS_AMBITION_COUNT) - 1;
    int p = 0; /* the player who played it */
    for (int q = 0; q < MAX_PLAYERS; q++)
        if (g->played[q] == card) p = q;
    unsigned mask = 0;
    FOR_EVERY_SOURCE(g, p, src, if (src.def->action_card_declarable) mask |= src.def->action_card_declarable(g, p, card));
    return mask;
}

int cards_action_card_suit(const game_state *g, int p, int card) {
    FOR_EVERY_SOURCE(g, p, src, if (src.def->action_card_suit) {
        int suit = src.def->action_card_suit(g, p, card);
        if (suit >= 0) return suit;
    });
    return -1;
}

/* ---- SUMMIT_ACTIONS ---- */

void cards_summit_moves(const game_state *g, int p, move_list *out) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(SUMMIT), src)
        if (src.def->summit_moves) src.def->summit_moves(g, p, src.card, out);
}

void cards_summit_order_moves(const game_state *g, int p, move_list *out) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(SUMMIT), src)
        if (src.def->summit_order_moves) src.def->summit_order_moves(g, p, src.card, out);
}

bool cards_summit_apply(game_state *g, arcs_move m) {
    const card_def *def = m.kind == ARCS_MOVE_CARD ? card_def_of(card_move_card(m)) : NULL;
    if (!def || !def->summit_apply) return false;
    def->summit_apply(g, m);
    return true;
}

/* ---- BEFORE_ACTIONS, DECLARE, DECLARE_AMBITION ---- */

void cards_before_actions(game_state *g, int p) {
    FOR_SOURCES(g, p, HOOK_BIT(BEFORE_ACTIONS), src,
                if (src.def->before_actions) src.def->before_actions(g, p, src.card));
}

bool cards_may_declare(const game_state *g, int p) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(DECLARE), src) {
        if (!src.def->gives_card_to_declare) continue;
        /* A Guild card to give (campaign: not a protected one). */
        bool any = false;
        for (int i = 0; i < g->pl[p].guild_count; i++) any |= !card_protected(g->pl[p].guild[i]);
        if (!any) return false;
    }
    return true;
}

bool cards_place_zero_marker(const game_state *g, int p, int ambition) {
    FOR_SOURCES(g, p, HOOK_BIT(DECLARE), src, {
        if (src.def->no_zero_marker && src.def->no_zero_marker(ambition)) {
            card_log(g, src.card, "Player %d declares %s without placing the zero marker.", p + 1,
                     ambition_name(ambition));
            return false;
        }
    });
    return true;
}

void cards_after_declare(game_state *g, int p, int ambition) {
    (void)ambition;
    g->cards.declared_this_round = 1;
    /* Several cards reacting at once would be ordered by p (Fine Print,
     * "Tiebreakers & Choice Order"); the base game has one (Farseers). */
    FOR_SOURCES(g, p, HOOK_BIT(DECLARE_AMBITION), src,
                if (src.def->after_declare) src.def->after_declare(g, p, src.card));
}

/* ---- SCORING, AFTER_SCORING, RESOURCE_SUPPLY ---- */

HOOK_WALK int supply_resources_held(const game_state *g, int p, unsigned types) {
    int n = 0;
    FOR_SOURCES(g, p, HOOK_BIT(SCORING), src, {
        if (src.def->holds_supply && (types >> (src.def->holds_supply - 1)) & 1u) n += g->res_supply[src.def->holds_supply - 1];
    });
    return n;
}

int cards_resources_held(const game_state *g, int p, unsigned types) {
    return any_source(g, p, HOOK_BIT(SCORING)) ? supply_resources_held(g, p, types) : 0;
}

int cards_supply_holder(const game_state *g, int r) {
    for (int p = 0; p < g->num_players; p++)
        FOR_SOURCES(g, p, HOOK_BIT(SCORING), src, if (src.def->holds_supply == r + 1) return p);
    return -1;
}

void cards_after_scoring(game_state *g) {
    int n = g->num_players;
    for (int k = 0; k < n; k++) {
        int p = (g->initiative + k) % n;
        FOR_SOURCES(g, p, HOOK_BIT(AFTER_SCORING), src,
                    if (src.def->after_scoring) src.def->after_scoring(g, p, src.card));
    }
}

unsigned cards_captives_kept(game_state *g) {
    unsigned kept = 0;
    int n = g->num_players;
    /* Pushed in reverse turn order: decided in turn order. */
    for (int k = n - 1; k >= 0; k--) {
        int p = (g->initiative + k) % n;
        FOR_SOURCES(g, p, HOOK_BIT(CAPTIVES_KEPT), src,
                    if (src.def->keeps_captives && src.def->keeps_captives(g, p, src.card)) kept |= 1u << p);
    }
    return kept;
}

/* ---- SCORE_AMBITION, HARM (campaign laws and Court cards) ---- */

bool cards_score_ambition(game_state *g, int a, int first_val, int second_val) {
    /* A law answers for every player alike: the first player's walk finds it. */
    FOR_OTHER_SOURCES(g, 0, HOOK_BIT(SCORE_AMBITION), src)
    if (src.def->scores_ambition && src.def->scores_ambition(g, src.card, a, first_val, second_val)) return true;
    return false;
}

bool cards_forbid_harm(const game_state *g, int p, int owner, int sys) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(HARM), src)
    if (src.def->forbids_harm && src.def->forbids_harm(g, p, owner, sys)) return true;
    return false;
}

bool cards_harm_sources(const game_state *g, int p) { return player_hooks_has(g, p, HOOK_BIT(HARM)); }

bool cards_acts_with_free(const game_state *g, int p) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(FREE_BUILDINGS), src)
    if (src.def->acts_with_free) return true;
    return false;
}

/* ---- AMBITION_COUNT, SUMMIT_CONSENT (campaign laws) ---- */

unsigned cards_ambition_types(const game_state *g, int p, int ambition) {
    unsigned t = 0;
    /* (Laws and play-area cards answer it: held Guild cards are not asked.) */
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(AMBITION_COUNT), src)
    if (src.def->ambition_types) t |= src.def->ambition_types(g, ambition);
    return t;
}

/* The campaign's ambition boxes (the Guardian's and the Naturalist's Act
 * III laws, Edenguard Ambition ARCS-F2004, Blightkin Ambition ARCS-F2104):
 * the boxes a player may declare instead of those in `declarable`. */
unsigned cards_ambitions_instead(const game_state *g, int p, unsigned declarable) {
    unsigned boxes = 0;
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(DECLARE), src)
    if (src.def->ambition_box && (src.def->ambition_instead & declarable)) boxes |= 1u << src.def->ambition_box;
    return boxes;
}

unsigned cards_ambition_boxes(const game_state *g) {
    unsigned boxes = 0;
    FOR_OTHER_SOURCES(g, 0, HOOK_BIT(DECLARE), src)
    if (src.def->ambition_box) boxes |= 1u << src.def->ambition_box;
    return boxes;
}

int cards_ambition_box_count(const game_state *g, int p, int ambition) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(AMBITION_COUNT), src)
    if (src.def->ambition_box_count && src.def->ambition_box == ambition)
        return src.def->ambition_box_count(g, p, src.card);
    return 0;
}

int cards_guild_card_weight(const game_state *g, int p) {
    /* (Laws answer it: held Guild cards are not asked.) */
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(AMBITION_COUNT), src)
    if (src.def->guild_cards_count_twice) return 2;
    return 1;
}

unsigned cards_give_consent(const game_state *g, int giver, int r) {
    unsigned who = 0;
    FOR_SOURCES(g, giver, HOOK_BIT(SUMMIT_CONSENT), src,
                if (src.def->give_consent) who |= src.def->give_consent(g, src.card, giver, r));
    return who;
}

/* ---- NEGOTIATION (campaign Summits; laws) ---- */

const summit_negotiation *cards_negotiation(const game_state *g, int action) {
    FOR_OTHER_SOURCES(g, 0, HOOK_BIT(NEGOTIATION), src)
    for (const summit_negotiation *n = src.def->negotiations; n && n->action; n++)
        if (n->action == action) return n;
    return NULL;
}

/* ---- EVENT: the campaign event bus ---- */

/* The kinds (events) a def listens to, with its Court-row and token parts:
 * -1 marks a def with an on_event and no kind declared. */
static event_mask def_events(const card_def *d) {
    if (!d) return 0;
    if (d->on_event && !d->events) return ~(event_mask)0;
    return d->events | def_events(d->in_court) | def_events(d->token);
}

int card_events_undeclared(void) {
    for (int c = 0; c < CARD_TABLE_LEN; c++)
        if (def_events(DEF_OF_CARD[c]) == ~(event_mask)0) return c;
    return -1;
}

/* The union of the kinds every def of the registry (and its Court-row and
 * token parts) listens to, found once like COURT_PART_HOOKS (every thread
 * finds and writes the same value; bit 63, no kind, marks it found): an
 * event of a kind outside it has no listener, whatever the sources. */
static _Atomic event_mask EVENT_LISTENERS;
_Static_assert(EVT_KIND_COUNT < 63, "bit 63 of EVENT_LISTENERS marks it found");

#if defined(__GNUC__)
__attribute__((noinline, cold))
#endif
static event_mask event_listeners_find(void) {
    event_mask m = EVENT_BIT(63);
    for (int c = 0; c < CARD_TABLE_LEN; c++) {
        event_mask e = def_events(DEF_OF_CARD[c]);
        /* A def with an on_event and no kind declared would miss events. */
        assert(e != ~(event_mask)0);
        m |= e;
    }
    atomic_store_explicit(&EVENT_LISTENERS, m, memory_order_relaxed);
    return m;
}

/* Each card's own def's event kinds (its on_event's events; every kind for
 * an on_event without a declaration; not its Court-row and token parts),
 * found once per card like CARD_HOOKS, EVENTS_FOUND marking it found: the
 * gather reads one word per held, play-area or booklet card instead of the
 * card's hooks, def and the def's fields. */
static _Atomic event_mask CARD_EVENTS[CARD_TABLE_LEN];
#define EVENTS_FOUND EVENT_BIT(63)

#if defined(__GNUC__)
__attribute__((noinline, cold))
#endif
static event_mask card_events_find(int card) {
    const card_def *d = DEF_OF_CARD[card];
    event_mask e = EVENTS_FOUND | (!d || !d->on_event ? 0 : d->events ? d->events : ~EVENTS_FOUND);
    atomic_store_explicit(&CARD_EVENTS[card], e, memory_order_relaxed);
    return e;
}

static inline event_mask card_events(int card) {
    if ((unsigned)card >= CARD_TABLE_LEN) return 0;
    event_mask e = atomic_load_explicit(&CARD_EVENTS[card], memory_order_relaxed);
    return e ? e : card_events_find(card);
}

#ifndef NDEBUG
/* The safety net of the declarations (debug builds): a listener skipped
 * because its def does not declare the event's kind, called on a scratch
 * copy of the state (no log), must leave the copy unchanged. */
static void event_skip_check(const game_state *g, const card_def *d, int holder, int card, const camp_event *ev) {
    struct arcs_game tmp;
    game_state *copy = game_scratch_copy(&tmp, g);
    d->on_event(copy, holder, card, ev);
    bool same = state_used_bytes_equal(copy, g);
    if (!same)
        fprintf(stderr, "cards_event: %s acts on event kind %d, which its def does not declare (events)\n",
                d->short_name ? d->short_name : "?", ev->kind);
    assert(same);
}
#endif

void cards_event(game_state *g, const camp_event *ev) {
    event_mask kind = EVENT_BIT(ev->kind);
    event_mask any = atomic_load_explicit(&EVENT_LISTENERS, memory_order_relaxed);
    if (!any) any = event_listeners_find();
#ifdef NDEBUG
    /* No def in the registry listens to this kind: no source to walk. */
    if (!(any & kind)) return;
    /* (Only the listeners declaring the kind are gathered.) */
    event_mask sel = kind;
#define EVENT_LISTENS(def_) ((def_)->events & kind)
#else
    /* (Debug builds gather every listener: those not declaring the kind
     * are checked, not called, in the same order.) */
    event_mask sel = ~EVENTS_FOUND;
#define EVENT_LISTENS(def_) true
#endif
    /* The listeners are gathered first: a handler may remove its own card
     * (or another) from the sources it was found in. */
    enum { FOUND_MAX = 2 * (GUILD_HELD_MAX + PLAY_AREA_MAX) };
    uint8_t who[FOUND_MAX];
    uint16_t cards[FOUND_MAX];
    const card_def *defs[FOUND_MAX];
    int nf = 0, n = g->num_players;
#define EVENT_FOUND(p_, card_, def_)                                                              \
    do {                                                                                          \
        if (nf < FOUND_MAX) {                                                                     \
            who[nf] = (uint8_t)(p_);                                                              \
            cards[nf] = (uint16_t)(card_);                                                        \
            defs[nf++] = (def_);                                                                  \
        }                                                                                         \
    } while (0)
    /* The walk order of FOR_SOURCES (other_source): p's held Guild cards,
     * play area, the booklet, the Court row, the tokens. The booklet's and
     * the Court row's listeners are the same for every player: found once. */
    bool others = source_hooks_has(g, HOOK_BIT(EVENT));
    enum { SHARED_MAX = BOOKLET_MAX + COURT_ROW_MAX };
    uint16_t shared_cards[SHARED_MAX];
    const card_def *shared_defs[SHARED_MAX];
    int ns = 0;
    if (others) {
        for (int i = 0; i < g->camp.booklet_len; i++) {
            int c = g->camp.booklet[i];
            if (card_events(c) & sel) shared_cards[ns] = (uint16_t)c, shared_defs[ns++] = DEF_OF_CARD[c];
        }
        /* (No card's Court-row part listening: the row is not read.) */
        hook_mask row = atomic_load_explicit(&COURT_PART_HOOKS, memory_order_relaxed);
        if (!row) row = court_part_hooks_find();
        int n_row = !(row & HOOK_BIT(EVENT)) ? 0 : g->court_row_len < COURT_ROW_MAX ? g->court_row_len : COURT_ROW_MAX;
        for (int i = 0; i < n_row; i++) {
            int c = g->court_row[i];
            const card_def *d = c == NO_COURT_CARD ? NULL : card_def_of(c);
            d = d ? d->in_court : NULL;
            if (d && d->on_event && EVENT_LISTENS(d)) shared_cards[ns] = (uint16_t)c, shared_defs[ns++] = d;
        }
    }
    int n_tokens = g->camp.n_tokens < TOKENS_MAX ? g->camp.n_tokens : TOKENS_MAX;
    for (int k = 0; k < n; k++) {
        int p = (g->initiative + k) % n;
        for (int i = 0; i < g->pl[p].guild_count; i++) {
            int c = g->pl[p].guild[i];
            if (card_events(c) & sel) EVENT_FOUND(p, c, DEF_OF_CARD[c]);
        }
        if (!others) continue;
        for (int i = 0; i < g->ll.play_area_len[p]; i++) {
            int c = g->ll.play_area[p][i];
            if (card_events(c) & sel) EVENT_FOUND(p, c, DEF_OF_CARD[c]);
        }
        for (int i = 0; i < ns; i++) EVENT_FOUND(p, shared_cards[i], shared_defs[i]);
        for (int i = 0; i < n_tokens; i++) {
            const token_state *t = &g->camp.tokens[i];
            const card_def *d = t->owner == p || t->owner == NO_PLAYER ? card_def_of(t->card) : NULL;
            d = d ? d->token : NULL;
            if (d && d->on_event && EVENT_LISTENS(d)) EVENT_FOUND(p, t->card, d);
        }
    }
#undef EVENT_FOUND
#undef EVENT_LISTENS
    for (int i = 0; i < nf; i++) {
#ifndef NDEBUG
        /* (The registry's union holds every kind a listener declares.) */
        assert(!(defs[i]->events & kind) || (any & kind));
        if (!(defs[i]->events & kind)) {
            event_skip_check(g, defs[i], who[i], cards[i], ev);
            continue;
        }
#endif
        defs[i]->on_event(g, who[i], cards[i], ev);
    }
}

uint32_t cards_blight_crises_spared(game_state *g) {
    uint32_t spared = 0;
    for (int p = 0; p < g->num_players; p++)
        FOR_SOURCES(g, p, HOOK_BIT(EVENT), src, {
            if (src.def->blight_crises_spared) spared |= src.def->blight_crises_spared(g, p, src.card);
        });
    return spared;
}

/* ---- REDEALT ---- */

void cards_redealt(game_state *g, const uint8_t *map) {
    for (int i = 0; i < g->depth; i++) {
        frame *f = &g->stack[i];
        if (f->kind != FR_CARD && f->kind != FR_CARD_AUTO) continue;
        const card_def *def = card_def_of(f->card);
        if (def && def->redealt) def->redealt(f, map);
    }
}

/* ---- ROUND_END ---- */

/* The cards placed beside played cards, first to last (out of line: the
 * round's end of a game without them pays two tests). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static void placed_round_end(game_state *g) {
    card_state *c = &g->cards;
    while (c->n_placed) {
        const card_def *def = card_def_of(c->placed[0]);
        if (def && def->round_end) def->round_end(g, 0);
        /* The entry is done: drop it. */
        int n = c->n_placed;
        memmove(c->placed, c->placed + 1, (size_t)(n - 1) * sizeof c->placed[0]);
        memmove(c->placed_by, c->placed_by + 1, (size_t)(n - 1));
        memmove(c->placed_beside, c->placed_beside + 1, (size_t)(n - 1));
        c->n_placed = (uint8_t)(n - 1);
        c->placed[n - 1] = 0;
        c->placed_by[n - 1] = 0;
        c->placed_beside[n - 1] = 0;
    }
}

void cards_round_end(game_state *g) {
    if (g->cards.n_placed) placed_round_end(g);
    /* The cards' own data: what lasts until the round's end (card_data.h). */
    if (is_campaign(g)) cards_data_round_end(g);
}

/* ---- WHEN_SECURED and the Prelude limit ---- */

void cards_when_secured(game_state *g, int p, int card) {
    const card_def *def = card_def_of(card);
    if (def && def->when_secured) def->when_secured(g, p, card);
}

bool cards_has_when_secured(int card) {
    const card_def *def = card_def_of(card);
    return def && def->when_secured;
}

bool cards_secured_agents_move(int card) {
    const card_def *def = card_def_of(card);
    return def && def->when_secured_agents;
}

bool cards_secured_agents_all(int card) {
    const card_def *def = card_def_of(card);
    return def && def->secured_agents_all;
}

int secured_agents_wait_all(game_state *g, int pos) {
    int packed = 0;
    for (int q = 0; q < g->num_players && q < MAX_PLAYERS; q++) {
        int n = g->court_agents[pos][q];
        g->court_agents[pos][q] = 0;
        g->pl[q].agents_supply = (uint8_t)(g->pl[q].agents_supply + n);
        packed |= n << (8 * q);
    }
    return packed;
}

void cards_when_secured_agents(game_state *g, int p, int card, int agents) {
    const card_def *def = card_def_of(card);
    if (def && def->when_secured_agents) def->when_secured_agents(g, p, card, agents);
    else cards_when_secured(g, p, card);
}

void cards_crisis(game_state *g, int card, int pos) {
    const card_def *def = card_def_of(card);
    if (def && def->crisis) def->crisis(g, card, pos);
}

void cards_note_secured(game_state *g, int p, int card) {
    card_state *c = &g->cards;
    if (!g->prelude_open || p != g->turn_player || c->n_secured_prelude >= PRELUDE_SECURED_MAX) return;
    c->secured_prelude[c->n_secured_prelude++] = (uint16_t)card;
}

/* ---- battle: COLLECT_DICE, AFTER_ROLL ---- */

int cards_extra_dice(const game_state *g, int p, int sys) {
    int n = 0;
    FOR_SOURCES(g, p, HOOK_BIT(COLLECT_DICE), src, if (src.def->extra_dice) n += src.def->extra_dice(g, p, sys));
    return n;
}

void cards_after_roll(game_state *g, int p) {
    FOR_SOURCES(g, p, HOOK_BIT(AFTER_ROLL), src, if (src.def->after_roll) src.def->after_roll(g, p, src.card));
}

/* ---- stealing: STEAL_CHECK, STOLEN ---- */

bool cards_may_steal(const game_state *g, int thief, int victim, int card) {
    if (thief == victim) return false;
    /* Campaign: protected Guild cards are never stolen. */
    if (card >= 0 && card_protected(card)) return false;
    FOR_SOURCES(g, victim, HOOK_BIT(STEAL_CHECK), src, {
        /* "Rivals cannot steal your resources and other Guild cards." */
        if (src.def->guards_holder && card != src.card) return false;
        /* Honor Guard: "Your Weapon Guild cards cannot be stolen while
         * you have any Weapons." */
        if (src.def->guards_weapon_cards && card >= 0 && card_table[card].kind == CK_GUILD &&
            card_table[card].suit == ARCS_WEAPON && has_resource(g, victim, ARCS_WEAPON))
            return false;
    });
    return true;
}

void cards_steal_guild_card(game_state *g, int thief, int victim, int index) {
    if (index < 0 || index >= g->pl[victim].guild_count) return;
    int card = remove_held(g, victim, index);
    const card_def *def = card_def_of(card);
    if (def && def->buried_when_stolen) {
        card_log(g, card, "stolen from Player %d by Player %d, it is buried.", victim + 1, thief + 1);
        court_bury(g, card);
        return;
    }
    /* A card holding resources keeps them (Base rulebook, "Resources"). */
    glog(g, "Player %d steals %s from Player %d.", thief + 1, card_table[card].name, victim + 1);
    give_held(g, thief, card);
}

/* ---- PROVOKE_OUTRAGE ---- */

bool cards_kept_on_outrage(const game_state *g, int p, int card) {
    const card_def *def = card_def_of(card);
    if (def && def->kept_on_outrage) {
        card_log(g, card, "Player %d Provokes Outrage and keeps it.", p + 1);
        return true;
    }
    /* Hook point PROVOKE_OUTRAGE (play-area cards): the holder keeps every
     * Guild card (the Advocate's Guild Loyalty). */
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(PROVOKE_OUTRAGE), src)
    if (src.def->keeps_guild_cards_on_outrage) {
        card_log(g, src.card, "Player %d Provokes Outrage and keeps %s.", p + 1, card_table[card].name);
        return true;
    }
    return false;
}

/* ---- Leaders & Lore: LL_SETUP, TAX, SCORE_PLACE, MOVE_LIMIT ---- */

void cards_ll_setup(game_state *g, int p) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(LL_SETUP), src) if (src.def->ll_setup) src.def->ll_setup(g, p, src.card);
}

void cards_after_tax(game_state *g, int p) {
    if (g->turn_player != p || g->prelude_open || (g->play_mode[p] != PLAY_COPY && g->play_mode[p] != PLAY_PIVOT))
        return;
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(TAX), src) {
        if (!src.def->tax_bonus) continue;
        card_log(g, src.card, "Player %d Copied or Pivoted to tax and gains 1 %s.", p + 1,
                 resource_name(src.def->tax_bonus - 1));
        gain_resource(g, p, src.def->tax_bonus - 1);
    }
}

bool cards_taxes_empire_cities(const game_state *g, int p) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(TAX), src) if (src.def->taxes_empire_cities) return true;
    return false;
}

uint32_t cards_fief_tax_systems(const game_state *g, int p) {
    uint32_t m = 0;
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(FIEF_TAX), src) if (src.def->tax_ignoring_control) m |= src.def->tax_ignoring_control(g, p, src.card);
    return m;
}

uint32_t cards_smuggle_tax_systems(const game_state *g, int p) {
    uint32_t m = 0;
    FOR_SOURCES(g, p, HOOK_BIT(TAX), src, if (src.def->smuggle_tax_systems) m |= src.def->smuggle_tax_systems(g, p, src.card));
    return m;
}

unsigned cards_court_places_barred(const game_state *g, int p, int sys) {
    unsigned m = 0;
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(COURT_ACCESS), src)
    if (src.def->court_places_barred) m |= src.def->court_places_barred(g, p, sys, src.card);
    return m;
}

uint32_t cards_out_of_play_systems(const game_state *g, int p) {
    uint32_t m = 0;
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(MOVE_ADJACENCY), src)
    if (src.def->out_of_play_systems) m |= src.def->out_of_play_systems(g);
    return m;
}

int cards_placed_in(const game_state *g, int p, int sys) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(MOVE_ADJACENCY), src)
    if (src.def->placed_in) {
        int to = src.def->placed_in(g, sys);
        if (to != sys) return to;
    }
    return sys;
}

bool cards_map_centre_in_play(const game_state *g) {
    if (!is_campaign(g)) return false;
    for (int i = 0; i < g->camp.booklet_len; i++) {
        const card_def *d = card_def_of(g->camp.booklet[i]);
        if (d && d->opens_map_centre) return true;
    }
    return false;
}

bool cards_spare_city_outrage(const game_state *g, int destroyer, int owner, int sys) {
    FOR_OTHER_SOURCES(g, destroyer, HOOK_BIT(CITY_OUTRAGE), src)
    if (src.def->spares_city_outrage && src.def->spares_city_outrage(g, destroyer, owner, sys)) return true;
    return false;
}

bool cards_taxed_outlaw_city(game_state *g, int p, int owner, int r) {
    FOR_SOURCES(g, p, HOOK_BIT(TAX), src,
                if (src.def->taxed_outlaw_city && src.def->taxed_outlaw_city(g, p, src.card, owner, r)) return true);
    return false;
}

unsigned cards_tax_needs_control(const game_state *g, int p) {
    unsigned types = 0;
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(TAX_CONTROL), src) types |= src.def->tax_needs_control ? 0xFFu : src.def->tax_control_types;
    return types;
}

bool cards_second_for_first(const game_state *g, int p, int ambition, bool first) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(SCORE_PLACE), src) {
        if (src.def->second_for_first == SECOND_FOR_WIN_ANY && first) {
            card_log(g, src.card, "Player %d wins %s: Power for second place only.", p + 1, ambition_name(ambition));
            return true;
        }
        if (src.def->second_for_first != ambition + 1) continue;
        card_log(g, src.card, "Player %d scores %s: no Power for second place, second-place Power for first.", p + 1,
                 ambition_name(ambition));
        return true;
    }
    return false;
}

int cards_move_limit(const game_state *g, int p) {
    int limit = 0;
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(MOVE_LIMIT), src) {
        if (src.def->move_limit && (!limit || src.def->move_limit < limit)) limit = src.def->move_limit;
    }
    return limit;
}

void cards_copy_pivot_action(game_state *g, int p, int action) {
    if (g->play_mode[p] != PLAY_COPY && g->play_mode[p] != PLAY_PIVOT) return;
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(COPY_PIVOT_ACTION), src)
        if (src.def->copy_pivot_action) src.def->copy_pivot_action(g, p, src.card, action);
    /* Held Guild cards too (the campaign's Liaisons), last: a leader's
     * "before or after" takes back the action's frame, which must be on top
     * (before_after_offer). */
    for (int i = 0; i < g->pl[p].guild_count; i++) {
        const card_def *def = card_def_of(g->pl[p].guild[i]);
        if (def && def->copy_pivot_action) def->copy_pivot_action(g, p, g->pl[p].guild[i], action);
    }
}

bool cards_copy_pivot_possible(const game_state *g, int p, int action) {
    if (g->play_mode[p] != PLAY_COPY && g->play_mode[p] != PLAY_PIVOT) return false;
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(COPY_PIVOT_ACTION), src) {
        const before_after *ba = src.def->pair;
        if (ba && ba->action == action && ba->other_first_possible(g, p)) return true;
    }
    return false;
}

int cards_action_next(const game_state *g) {
    if (g->depth < 2) return -1;
    const frame *f = &g->stack[g->depth - 2];
    if (f->kind != FR_CARD_AUTO) return -1;
    const card_def *def = card_def_of(f->card);
    return def && def->pair && f->step == def->pair->s_then_action ? def->pair->action : -1;
}

bool cards_secure_needs_two(const game_state *g, int p) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(SECURE), src) if (src.def->secure_needs_two) return true;
    return false;
}

bool cards_declare_instead(game_state *g, int p, int ambition) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(DECLARE), src)
    if (src.def->declare_instead && src.def->declare_instead(g, p, src.card, ambition)) return true;
    return false;
}

bool cards_secure_refill(game_state *g, int p, int pos) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(SECURE), src)
    if (src.def->secure_refill && src.def->secure_refill(g, p, src.card, pos)) return true;
    return false;
}

int cards_move_moves(const game_state *g, int p, move_list *out) {
    int n = 0;
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(MOVED), src) {
        if (!src.def->move_moves) continue;
        n += src.def->move_moves(g, p, src.card, out);
        if (n && !out) return n;
    }
    return n;
}

void cards_move_apply(game_state *g, arcs_move m) {
    const card_def *def = card_def_of(card_move_card(m));
    if (def && def->move_apply) def->move_apply(g, m);
}

bool cards_attack_allies(game_state *g, int p) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(BATTLE_GUARD), src)
    if (src.def->attack_allies && src.def->attack_allies(g, p, src.card)) return true;
    return false;
}

unsigned cards_attack_ally_ships(const game_state *g, int p) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(BATTLE_GUARD), src)
    if (src.def->attack_ally_ships) {
        unsigned k = src.def->attack_ally_ships(g, p, src.card);
        if (k) return k;
    }
    return 0;
}

void cards_attack_ally_hit(game_state *g, int p, bool damaged, int destroyer) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(BATTLE_GUARD), src)
    if (src.def->attack_ally_ships && src.def->attack_ally_ships(g, p, src.card)) {
        src.def->attack_ally_hit(g, p, src.card, damaged, destroyer);
        return;
    }
}

unsigned cards_secure_ties(const game_state *g, int p) {
    unsigned m = 0;
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(SECURE), src) if (src.def->secure_ties) m |= src.def->secure_ties(g, p, src.card);
    return m;
}

bool cards_ships_built_fresh(const game_state *g, int p) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(BUILD), src) if (src.def->ships_built_fresh) return true;
    return false;
}

int cards_build_moves(const game_state *g, int p, move_list *out) {
    int n = 0;
    /* Held Guild cards too (Prospectors, ARCS-F322: the Magnate's Act III);
     * not reached in a base game (build_targets asks other_sources). */
    FOR_SOURCES(g, p, HOOK_BIT(BUILD), src, {
        if (!src.def->build_moves) continue;
        n += src.def->build_moves(g, p, src.card, out);
        if (n && !out) return n;
    });
    return n;
}

void cards_build_apply(game_state *g, arcs_move m) {
    const card_def *def = card_def_of(card_move_card(m));
    if (def && def->build_apply) def->build_apply(g, m);
}

void cards_moved_into(game_state *g, int mover, int sys, int ctrl) {
    FOR_OTHER_SOURCES(g, ctrl, HOOK_BIT(MOVE_INTO), src)
        if (src.def->rival_moved_in) src.def->rival_moved_in(g, ctrl, src.card, mover, sys);
}

bool cards_res_slot(const game_state *g, int p) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(CARD_SLOT), src) if (src.def->has_res_slot) return true;
    return false;
}

void cards_move_begin(game_state *g, int p, bool keep_battle) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(MOVED), src)
        if (src.def->move_begin) src.def->move_begin(g, p, src.card, keep_battle);
}

uint32_t cards_extra_adjacent(const game_state *g, int p, int sys) {
    uint32_t m = 0;
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(MOVE_ADJACENCY), src)
        if (src.def->extra_adjacent) m |= src.def->extra_adjacent(g, p, src.card, sys);
    return m;
}

int cards_repair_moves(const game_state *g, int p, move_list *out) {
    int n = 0;
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(REPAIR), src) {
        if (!src.def->repair_moves) continue;
        n += src.def->repair_moves(g, p, src.card, out);
        if (n && !out) return n;
    }
    return n;
}

void cards_repair_apply(game_state *g, arcs_move m) {
    const card_def *def = card_def_of(card_move_card(m));
    if (def && def->repair_apply) def->repair_apply(g, m);
}

bool cards_blight_along(game_state *g, int p, int fresh, int damaged) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(MOVED), src)
        if (src.def->blight_along && src.def->blight_along(g, p, src.card, fresh, damaged)) return true;
    return false;
}

void cards_ships_moved(game_state *g, int p, int from, int to, int fresh, int flags) {
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(MOVED), src)
        if (src.def->ships_moved) src.def->ships_moved(g, p, src.card, from, to, fresh, flags);
}

/* The first source in any play area (or the booklet) answering CITY_TYPE
 * with types for a city on gate sys (Gate Stations for the printed gates;
 * the Twisted Passage's law for the map centre): its types into *types. */
static bool city_type_source(const game_state *g, int sys, source_walk *out, unsigned *types) {
    for (int p = 0; p < g->num_players; p++)
        FOR_OTHER_SOURCES(g, p, HOOK_BIT(CITY_TYPE), src) if (src.def->gate_city_types) {
                unsigned t = src.def->gate_city_types(g, sys);
                if (!t) continue;
                *out = src;
                *types = t;
                return true;
            }
    return false;
}

unsigned cards_gate_city_types(const game_state *g, int sys) {
    source_walk src;
    unsigned t = 0;
    return city_type_source(g, sys, &src, &t) ? t : 0;
}

bool cards_gate_city_taxed(game_state *g, int p, int sys) {
    source_walk src;
    unsigned t = 0;
    if (!city_type_source(g, sys, &src, &t) || !src.def->gate_city_taxed) return false;
    src.def->gate_city_taxed(g, p, src.card, sys);
    return true;
}

bool cards_fresh_starport_stops_raid(const game_state *g, int defender) {
    FOR_OTHER_SOURCES(g, defender, HOOK_BIT(BATTLE_GUARD), src) if (src.def->fresh_starport_stops_raid) return true;
    return false;
}

bool cards_stops_ransack(const game_state *g, int defender) {
    FOR_OTHER_SOURCES(g, defender, HOOK_BIT(BATTLE_GUARD), src) {
        if (!src.def->stops_ransack) continue;
        card_log(g, src.card, "Rivals battling Player %d cannot Ransack the Court.", defender + 1);
        return true;
    }
    return false;
}

bool cards_fresh_ships_hit_first(const game_state *g, int defender) {
    FOR_OTHER_SOURCES(g, defender, HOOK_BIT(BATTLE_GUARD), src) if (src.def->fresh_ships_hit_first) return true;
    return false;
}

bool cards_ignores_intercept(const game_state *g, int attacker) {
    FOR_OTHER_SOURCES(g, attacker, HOOK_BIT(INTERCEPT), src) if (src.def->ignores_intercept) return true;
    return false;
}

bool cards_adds_intercept(const game_state *g, int defender) {
    FOR_OTHER_SOURCES(g, defender, HOOK_BIT(INTERCEPT), src) if (src.def->adds_intercept) return true;
    return false;
}

int cards_min_dice(const game_state *g, int p) {
    int n = 0;
    FOR_OTHER_SOURCES(g, p, HOOK_BIT(COLLECT_DICE), src) n += src.def->min_dice;
    return n;
}

void cards_after_battle(game_state *g, int attacker, int sys) {
    FOR_OTHER_SOURCES(g, attacker, HOOK_BIT(AFTER_BATTLE), src)
        if (src.def->after_battle) src.def->after_battle(g, attacker, src.card, sys);
}

bool cards_watch_trophies(const game_state *g, int defender) {
    FOR_OTHER_SOURCES(g, defender, HOOK_BIT(AFTER_BATTLE), src) if (src.def->after_defending) return true;
    return false;
}

void cards_after_defending(game_state *g, int defender) {
    FOR_OTHER_SOURCES(g, defender, HOOK_BIT(AFTER_BATTLE), src)
        if (src.def->after_defending) src.def->after_defending(g, defender, src.card);
}

/* ---- move text ---- */

static const card_step COMMON_STEPS[STEP_COMMON_END - STEP_COMMON] = {
    [STEP_DISCARD - STEP_COMMON] = {"discard", "", "discard it (Prelude)"},
    [STEP_PLACE_SHIPS - STEP_COMMON] = {"place-ships", "", "discard it to place 3 ships (Prelude)"},
    [STEP_PLACE_SHIP - STEP_COMMON] = {"place-ship", "s", "place a ship at %1"},
    [STEP_THREE_SHIPS_IN - STEP_COMMON] = {"place-ships-in", "s", "place the 3 ships at %1"},
    /* move_label.c names the row: "Take the leader Elder". */
    [STEP_DRAFT - STEP_COMMON] = {"draft", "", "take it from the draft rows"},
};

static const card_step *step_of(const card_def *def, int step) {
    if (step >= STEP_COMMON && step < STEP_COMMON_END) return &COMMON_STEPS[step - STEP_COMMON];
    if (step < def->nsteps && def->steps[step].name) return &def->steps[step];
    return NULL;
}

bool card_move_form(int card, int step, const char **short_name, const char **name, const char **args) {
    const card_def *def = card_def_of(card);
    if (!def) return false;
    const card_step *st = step_of(def, step);
    if (!st) return false;
    *short_name = def->short_name;
    *name = st->name;
    *args = st->args;
    return true;
}

const char *card_step_label(int card, int step, const char **args) {
    const card_def *def = card_def_of(card);
    const card_step *st = def ? step_of(def, step) : NULL;
    if (!st || !st->label) return NULL;
    *args = st->args;
    return st->label;
}

int card_step_at(int card, int i) {
    const card_def *def = card_def_of(card);
    if (!def || i < 0) return -1;
    for (int s = 0; s < def->nsteps; s++)
        if (def->steps[s].name && i-- == 0) return s;
    return i < STEP_COMMON_END - STEP_COMMON ? STEP_COMMON + i : -1;
}

int card_by_short_name(const char *name) {
    /* "<short-name>" names the card its def was written for;
     * "<short-name>@<id>" a card reprinting it (id without "ARCS-"). */
    const char *at = strchr(name, '@');
    if (at) {
        char id[24];
        if (snprintf(id, sizeof id, "ARCS-%s", at + 1) >= (int)sizeof id) return -1;
        int card = card_index(id);
        const card_def *def = card_def_of(card);
        size_t n = (size_t)(at - name);
        if (!def || card_is_primary(card) || strlen(def->short_name) != n || strncmp(def->short_name, name, n) != 0)
            return -1;
        return card;
    }
    for (int h = 0; h < V1_HOOKS; h++)
        if (strcmp(DEF_OF_CARD[V1_HOOK_CARDS[h]]->short_name, name) == 0) return V1_HOOK_CARDS[h];
    for (size_t i = 0; i < sizeof CAMPAIGN_CARDS / sizeof CAMPAIGN_CARDS[0]; i++)
        if (strcmp(DEF_OF_CARD[CAMPAIGN_CARDS[i]]->short_name, name) == 0) return CAMPAIGN_CARDS[i];
    for (size_t i = 0; i < sizeof LL_CARDS / sizeof LL_CARDS[0]; i++)
        if (strcmp(DEF_OF_CARD[LL_CARDS[i]]->short_name, name) == 0) return LL_CARDS[i];
    return -1;
}

/* The Planet Breaker's Act II (Breaking Worlds): hook points BUILDING_SLOTS
 * and COURT_TOP, asked of the play areas (and the booklet). */
uint32_t cards_slotless_systems(const game_state *g) {
    uint32_t m = 0;
    for (int p = 0; p < g->num_players; p++)
        FOR_OTHER_SOURCES(g, p, HOOK_BIT(BUILDING_SLOTS), src)
            if (src.def->slotless_systems) m |= src.def->slotless_systems(g);
    return m;
}

bool cards_court_top_known(const game_state *g) {
    for (int p = 0; p < g->num_players; p++)
        FOR_OTHER_SOURCES(g, p, HOOK_BIT(COURT_TOP), src)
            if (src.def->court_top_known && src.def->court_top_known(g)) return true;
    return false;
}

int card_text_name(int card, char *buf, size_t cap) {
    const card_def *def = card_def_of(card);
    if (!def) return snprintf(buf, cap, "?");
    if (card_is_primary(card)) return snprintf(buf, cap, "%s", def->short_name);
    const char *id = card_table[card].id;
    if (strncmp(id, "ARCS-", 5) == 0) id += 5;
    return snprintf(buf, cap, "%s@%s", def->short_name, id);
}

bool card_move_lookup(const char *short_name, const char *name, int *card, int *step, const char **args) {
    int c = card_by_short_name(short_name);
    const card_def *def = card_def_of(c);
    if (!def) return false;
    for (int st = 0; st < def->nsteps; st++)
        if (def->steps[st].name && strcmp(def->steps[st].name, name) == 0) {
            *card = c;
            *step = st;
            *args = def->steps[st].args;
            return true;
        }
    for (int st = STEP_COMMON; st < STEP_COMMON_END; st++)
        if (strcmp(COMMON_STEPS[st - STEP_COMMON].name, name) == 0) {
            *card = c;
            *step = st;
            *args = COMMON_STEPS[st - STEP_COMMON].args;
            return true;
        }
    return false;
}
