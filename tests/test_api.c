/* The UI-facing API: static data (arcs_card_info, arcs_system_info, ...),
 * the structured view (arcs_view) against the Observation message for every
 * viewer over thousands of random states, and move labels (arcs_move_label)
 * for every legal move met. */
#include "support.h"

#include "arcs.pb-c.h"
#include "data/tables.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- static data ---- */

static void cards_static_data(void **state) {
    (void)state;
    int n = arcs_card_count();
    assert_true(n > 100);
    arcs_card_data c;
    int bc17 = arcs_card_find("ARCS-BC17");
    assert_true(bc17 >= 0);
    assert_int_equal(arcs_card_find("Farseers"), bc17);
    assert_int_equal(arcs_card_info(bc17, &c), ARCS_OK);
    assert_int_equal(c.index, bc17);
    assert_string_equal(c.id, "ARCS-BC17");
    assert_string_equal(c.name, "Farseers");
    assert_int_equal(c.kind, ARCS_CARD_GUILD);
    assert_int_equal(c.suit, ARCS_PSIONIC);
    assert_int_equal(c.keys, 2);
    assert_true(c.sets & ARCS_CARDSET_BASE_COURT);
    assert_non_null(strstr(c.text, "Rival"));
    int vox = arcs_card_find("ARCS-BC26");
    assert_int_equal(arcs_card_info(vox, &c), ARCS_OK);
    assert_int_equal(c.kind, ARCS_CARD_VOX);
    assert_int_equal(c.suit, -1);
    /* Every card has an id, a name and a text that round-trips through find. */
    int court = 0;
    for (int i = 0; i < n; i++) {
        assert_int_equal(arcs_card_info(i, &c), ARCS_OK);
        assert_true(c.id && c.id[0] && c.name && c.text);
        assert_int_equal(arcs_card_find(c.id), i);
        if (c.sets & ARCS_CARDSET_BASE_COURT) court++;
    }
    assert_int_equal(court, 31);
    assert_int_equal(arcs_card_info(n, &c), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_card_info(-1, &c), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_card_info(0, NULL), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_card_find("ARCS-NOPE"), -1);
    assert_int_equal(arcs_card_find(NULL), -1);
}

static void map_static_data(void **state) {
    (void)state;
    arcs_system_data s, t;
    assert_int_equal(arcs_system_info(11, &s), ARCS_OK); /* 3-hex */
    assert_string_equal(s.name, "3-hex");
    assert_int_equal(s.cluster, 3);
    assert_int_equal(s.kind, ARCS_SYSTEM_HEX);
    assert_int_equal(s.planet_type, ARCS_WEAPON);
    assert_int_equal(s.building_slots, 2);
    assert_int_equal(arcs_system_info(8, &s), ARCS_OK); /* 3-gate */
    assert_int_equal(s.planet_type, -1);
    assert_int_equal(s.building_slots, 0);
    assert_int_equal(s.adjacent_count, 5); /* two gates, three planets */
    /* Adjacency is symmetric. */
    for (int a = 0; a < ARCS_SYSTEM_COUNT; a++) {
        assert_int_equal(arcs_system_info(a, &s), ARCS_OK);
        assert_true(s.adjacent_count >= 2);
        for (int i = 0; i < s.adjacent_count; i++) {
            assert_int_equal(arcs_system_info(s.adjacent[i], &t), ARCS_OK);
            bool back = false;
            for (int j = 0; j < t.adjacent_count; j++) back |= t.adjacent[j] == a;
            assert_true(back);
        }
    }
    assert_int_equal(arcs_system_info(ARCS_SYSTEM_COUNT, &s), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_system_info(0, NULL), ARCS_E_INVALID_ARG);

    /* In a game with a cluster out of play, its systems have no neighbours
     * and the gates on either side are joined. */
    arcs_game *game = t_new_game(2, 1, "2p Frontiers");
    uint32_t out = t_state(game)->out_of_play;
    assert_true(out != 0);
    int adj[ARCS_ADJACENT_MAX], count = -1;
    for (int sys = 0; sys < ARCS_SYSTEM_COUNT; sys++) {
        assert_int_equal(arcs_system_adjacent(game, sys, adj, &count), ARCS_OK);
        if (out & (1u << (sys / 4))) assert_int_equal(count, 0);
        for (int i = 0; i < count; i++) assert_false(out & (1u << (adj[i] / 4)));
    }
    assert_int_equal(arcs_system_adjacent(game, 24, adj, &count), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_system_adjacent(NULL, 0, adj, &count), ARCS_E_INVALID_ARG);
    arcs_game_free(game);
}

static void components_static_data(void **state) {
    (void)state;
    arcs_action_card_data a;
    assert_int_equal(arcs_action_card_info(1 * 7 + 3, &a), ARCS_OK);
    assert_string_equal(a.name, "Aggression-4");
    assert_int_equal(a.suit, ARCS_AGGRESSION);
    assert_int_equal(a.number, 4);
    assert_int_equal(a.pips, 2);
    assert_true(a.actions & (1u << ARCS_ACT_BATTLE));
    assert_false(a.actions & (1u << ARCS_ACT_TAX));
    assert_int_equal(arcs_action_card_info(ARCS_EVENT_CARD_FIRST, &a), ARCS_OK);
    assert_string_equal(a.name, "Event-1");
    assert_int_equal(a.suit, ARCS_SUIT_COUNT);
    assert_int_equal(a.pips, 0);
    /* The Believer's Faithful cards: their own suit, numbers 1-9, both sides' actions. */
    assert_int_equal(ARCS_FAITHFUL_CARD_FIRST, ARCS_EVENT_CARD_FIRST + ARCS_EVENT_CARD_COUNT);
    assert_int_equal(arcs_action_card_info(ARCS_FAITHFUL_CARD_FIRST + 8, &a), ARCS_OK);
    assert_string_equal(a.name, "Faithful-9");
    assert_int_equal(a.suit, ARCS_SUIT_COUNT + 1);
    assert_int_equal(a.number, 9);
    assert_int_equal(a.pips, 1);
    assert_true(a.actions & (1u << ARCS_ACT_TAX) && a.actions & (1u << ARCS_ACT_BUILD));
    /* The extra Event card (ARCS-F515) follows them: an Event card, Event-4. */
    assert_int_equal(ARCS_EVENT_CARD_EXTRA, ARCS_FAITHFUL_CARD_FIRST + ARCS_FAITHFUL_CARD_COUNT);
    assert_int_equal(arcs_action_card_info(ARCS_EVENT_CARD_EXTRA, &a), ARCS_OK);
    assert_string_equal(a.name, "Event-4");
    assert_int_equal(a.suit, ARCS_SUIT_COUNT);
    assert_int_equal(a.number, 0);
    assert_int_equal(a.pips, 0);
    assert_int_equal(a.actions, 0);
    assert_int_equal(arcs_action_card_info(ARCS_EVENT_CARD_EXTRA + 1, &a), ARCS_E_INVALID_ARG);

    /* Die faces: the skirmish die hits on half its faces; the raid die
     * carries the keys (docs/components.md §4). */
    int skirmish_hits = 0, raid_keys = 0;
    arcs_die_face_data f;
    for (int face = 0; face < 6; face++) {
        assert_int_equal(arcs_die_face_info(ARCS_DIE_SKIRMISH, face, &f), ARCS_OK);
        skirmish_hits += f.hits;
        assert_int_equal(f.self_hits, 0);
        assert_int_equal(arcs_die_face_info(ARCS_DIE_RAID, face, &f), ARCS_OK);
        raid_keys += f.keys;
    }
    assert_int_equal(skirmish_hits, 3);
    assert_int_equal(raid_keys, 4);
    assert_int_equal(arcs_die_face_info(3, 0, &f), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_die_face_info(0, 6, &f), ARCS_E_INVALID_ARG);

    assert_int_equal(arcs_setup_card_count(), 12);
    int per_count[5] = {0};
    for (int i = 0; i < arcs_setup_card_count(); i++) {
        arcs_setup_card_data sc;
        assert_int_equal(arcs_setup_card_info(i, &sc), ARCS_OK);
        per_count[sc.players]++;
        for (int s = 0; s < 4; s++) {
            if (s < sc.players) assert_true(sc.seat[s].a >= 0 && sc.seat[s].a < ARCS_SYSTEM_COUNT);
            else assert_int_equal(sc.seat[s].a, -1);
            assert_int_equal(sc.seat[s].c[1] >= 0, s < sc.players && sc.players == 2);
        }
    }
    assert_int_equal(per_count[2], 4);
    assert_int_equal(per_count[3], 4);
    assert_int_equal(per_count[4], 4);
    arcs_setup_card_data sc;
    assert_int_equal(arcs_setup_card_info(12, &sc), ARCS_E_INVALID_ARG);

    arcs_ambition_marker_data m;
    assert_int_equal(arcs_ambition_marker_info(2, &m), ARCS_OK);
    assert_int_equal(m.first[0], 5);
    assert_int_equal(m.second[0], 3);
    assert_int_equal(m.first[1], 9);
    assert_int_equal(m.second[1], 4);
    assert_int_equal(arcs_ambition_marker_info(3, &m), ARCS_E_INVALID_ARG);
    assert_string_equal(arcs_resource_name(ARCS_RELIC), "Relic");
    assert_string_equal(arcs_ambition_name(ARCS_EMPATH), "Empath");
    assert_string_equal(arcs_resource_name(9), "?");
}

/* The enums of the wire schema name the public values. */
static void proto_enums_match_the_api(void **state) {
    (void)state;
    assert_int_equal(ARCS__MOVE_KIND__MOVE_KIND_LEAD, ARCS_MOVE_LEAD);
    assert_int_equal(ARCS__MOVE_KIND__MOVE_KIND_RAID, ARCS_MOVE_RAID);
    assert_int_equal(ARCS__MOVE_KIND__MOVE_KIND_CHANCE, ARCS_MOVE_CHANCE);
    assert_int_equal(arcs__move_kind__descriptor.n_values, ARCS_MOVE_KIND_COUNT);
    assert_int_equal(arcs__resource__descriptor.n_values, ARCS_RESOURCE_COUNT);
    assert_int_equal(ARCS__RESOURCE__RESOURCE_PSIONIC, ARCS_PSIONIC);
    assert_int_equal(arcs__ambition__descriptor.n_values, ARCS_AMBITION_COUNT);
    assert_int_equal(ARCS__AMBITION__AMBITION_EMPATH, ARCS_EMPATH);
    assert_int_equal(ARCS__PLAY_MODE__PLAY_MODE_SKIPPED, ARCS_PLAY_SKIPPED);
    assert_int_equal(ARCS__MODE__MODE_CAMPAIGN, ARCS_MODE_CAMPAIGN);
    assert_int_equal(ARCS__CHANCE_MODE__CHANCE_MODE_EXPLICIT, ARCS_CHANCE_EXPLICIT);
    /* The versioned package: full names arcs.v1.*, C names Arcs__* (the
     * c_package option of the C build's copy, proto/c_package.py). */
    assert_string_equal(arcs__observation__descriptor.package_name, "arcs.v1");
    assert_string_equal(arcs__observation__descriptor.name, "arcs.v1.Observation");
    assert_string_equal(arcs__game_state__descriptor.c_name, "Arcs__GameState");
    assert_string_equal(arcs__move_kind__descriptor.name, "arcs.v1.MoveKind");
    /* Every move kind's proto name is MOVE_KIND_ + the kind, in order. */
    for (unsigned i = 0; i < arcs__move_kind__descriptor.n_values; i++)
        assert_int_equal(arcs__move_kind__descriptor.values[i].value, (int)i);
}

/* ---- the view against the observation ---- */

static int wire_card(uint32_t v) { return v == 255 ? ARCS_NONE : v == 254 ? ARCS_CARD_HIDDEN : (int)v; }

static void check_golems_view(const arcs_game_view *v, const Arcs__Campaign *cp);

static void check_view(arcs_game *game, int viewer) {
    const game_state *g = t_state(game);
    arcs_game_view v;
    assert_int_equal(arcs_view(game, viewer, &v), ARCS_OK);
    size_t len = 0;
    static uint8_t buf[65536];
    assert_int_equal(arcs_observation(game, viewer, buf, sizeof buf, &len), ARCS_OK);
    Arcs__Observation *o = arcs__observation__unpack(NULL, len, buf);
    assert_non_null(o);

    assert_int_equal(v.version, ARCS_VIEW_VERSION);
    assert_int_equal(v.viewer, viewer);
    assert_int_equal(v.players, (int)o->num_players);
    assert_int_equal(v.chapter, (int)o->chapter);
    assert_int_equal(v.initiative, (int)o->initiative);
    assert_int_equal(v.game_over, (int)o->game_over);
    assert_int_equal(v.action_deck_count, (int)o->action_deck_count);
    assert_int_equal(v.action_discard_count, (int)o->action_discard_count);
    assert_int_equal(v.court_deck_count, (int)o->court_deck_count);
    assert_int_equal(v.court_pile_max, v.mode == ARCS_MODE_CAMPAIGN ? 128 : 32);
    assert_int_equal(v.lead_card, wire_card(o->lead_card));
    assert_int_equal(v.decision.player, o->current_player);
    assert_true(v.decision.prompt[0] != 0);
    assert_true(v.game_over || v.decision.kind != ARCS_DECISION_NONE);
    for (int m = 0; m < 3; m++) assert_int_equal(v.markers[m].box, o->marker_box[m] == 255 ? ARCS_NONE : (int)o->marker_box[m]);
    for (int r = 0; r < ARCS_RESOURCE_COUNT; r++) assert_int_equal(v.supply[r], (int)o->res_supply[r]);

    for (int s = 0; s < ARCS_SYSTEM_COUNT; s++) {
        const Arcs__System *x = o->systems[s];
        for (int p = 0; p < v.players; p++) {
            assert_int_equal(v.systems[s].fresh[p], (int)x->fresh[p]);
            assert_int_equal(v.systems[s].damaged[p], (int)x->damaged[p]);
        }
        /* The view lists the printed slots, then the buildings standing
         * outside them (Leaders & Lore: places 2..3 of the observation). */
        int place[ARCS_VIEW_BUILDINGS_MAX], n = 0, printed = planet_slots(s);
        for (size_t i = 0; i < x->n_buildings && n < ARCS_VIEW_BUILDINGS_MAX; i++)
            if ((int)i < printed || (i >= SLOTS_PER_SYSTEM && (x->buildings[i] & BLD_OCCUPIED))) place[n++] = (int)i;
        assert_int_equal(v.systems[s].building_slots, n);
        for (int i = 0; i < v.systems[s].building_slots; i++) {
            uint32_t b = x->buildings[place[i]];
            const arcs_view_building *vb = &v.systems[s].buildings[i];
            if (!(b & BLD_OCCUPIED)) {
                assert_int_equal(vb->owner, ARCS_NONE);
                continue;
            }
            assert_int_equal(vb->owner, (int)BLD_OWNER(b));
            assert_int_equal(vb->kind, BLD_IS_STARPORT(b) ? ARCS_BUILDING_STARPORT : ARCS_BUILDING_CITY);
            assert_int_equal(vb->damaged, BLD_IS_DAMAGED(b));
        }
        assert_int_equal(v.systems[s].controller, arcs_controller(game, s));
    }

    assert_int_equal(v.court_row_count, (int)o->n_court_row);
    for (int i = 0; i < v.court_row_count; i++) {
        const char *id = o->court_row[i]->card;
        if (!id || !id[0]) assert_int_equal(v.court[i].card, ARCS_NONE);
        else assert_int_equal(v.court[i].card, arcs_card_find(id));
        for (int p = 0; p < v.players; p++) assert_int_equal(v.court[i].agents[p], (int)o->court_row[i]->agents[p]);
    }
    assert_int_equal(v.court_discard_count, (int)o->n_court_discard);
    for (int i = 0; i < v.court_discard_count; i++) assert_int_equal(v.court_discard[i], arcs_card_find(o->court_discard[i]));

    for (int p = 0; p < v.players; p++) {
        const Arcs__PlayerView *x = o->players[p];
        const arcs_view_player *vp = &v.player[p];
        assert_int_equal(vp->power, x->power);
        for (int i = 0; i < 6; i++) {
            if (x->resources[i]) assert_int_equal(vp->resources[i], (int)x->resources[i] - 1);
            else assert_true(vp->resources[i] == ARCS_SLOT_EMPTY || vp->resources[i] == ARCS_SLOT_COVERED);
        }
        for (int r = 0; r < ARCS_RESOURCE_COUNT; r++) assert_int_equal(vp->outrage[r], (int)(x->outrage >> r) & 1);
        for (int q = 0; q < v.players; q++) {
            assert_int_equal(vp->captives[q], (int)x->captives[q]);
            assert_int_equal(vp->trophy_ships[q], (int)x->trophy_ships[q]);
            assert_int_equal(vp->trophy_cities[q], (int)x->trophy_cities[q]);
        }
        assert_int_equal(vp->guild_count, (int)x->n_guild);
        for (int i = 0; i < vp->guild_count; i++) assert_int_equal(vp->guild[i], arcs_card_find(x->guild[i]));
        assert_int_equal(vp->agents_supply, (int)x->agents_supply);
        assert_int_equal(vp->hand_count, (int)x->hand_count);
        /* Hands: listed exactly when the observation lists them. */
        assert_int_equal(vp->hand_visible ? vp->hand_count : 0, (int)x->n_hand);
        for (size_t i = 0; i < x->n_hand; i++) assert_int_equal(vp->hand[i], (int)x->hand[i]);
        if (!vp->hand_visible)
            for (int i = 0; i < ARCS_VIEW_HAND_MAX; i++) assert_int_equal(vp->hand[i], 0);
        assert_int_equal(vp->played, wire_card(x->played));
        assert_int_equal(vp->seize_card, wire_card(x->seize_card));
        assert_int_equal((int)vp->play_mode, (int)x->play_mode);
        /* What it hides. */
        if (p != viewer) {
            assert_true(vp->seize_card == ARCS_NONE || vp->seize_card == ARCS_CARD_HIDDEN);
            if (vp->play_mode == ARCS_PLAY_COPY) assert_true(vp->played == ARCS_NONE || vp->played == ARCS_CARD_HIDDEN);
        } else {
            assert_true(vp->hand_visible);
            assert_int_equal(vp->played, g->played[p] == NO_CARD ? ARCS_NONE : g->played[p]);
        }
        for (int a = 0; a < ARCS_AMBITION_COUNT; a++) assert_int_equal(vp->ambition[a], arcs_ambition_count(game, p, a));
        /* The play area (Leaders & Lore), face up for every viewer. */
        const Arcs__PlayArea *pa = o->leaders_lore ? o->leaders_lore->play_areas[p] : NULL;
        assert_int_equal(vp->play_area_count, pa ? (int)pa->n_cards : 0);
        int leaders = 0, lore = 0;
        for (int i = 0; i < vp->play_area_count; i++) {
            assert_int_equal(vp->play_area[i], arcs_card_find(pa->cards[i]));
            arcs_card_data c;
            assert_int_equal(arcs_card_info(vp->play_area[i], &c), ARCS_OK);
            if (c.kind == ARCS_CARD_LEADER) {
                assert_int_equal(vp->leader, vp->play_area[i]);
                leaders++;
            } else if (c.kind == ARCS_CARD_LORE) {
                assert_int_equal(vp->lore[lore++], vp->play_area[i]);
            }
        }
        assert_true(leaders <= 1);
        if (!leaders) assert_int_equal(vp->leader, ARCS_NONE);
        assert_int_equal(vp->lore_count, lore);
        if (v.mode == ARCS_MODE_BASE) assert_int_equal(vp->play_area_count, 0);
        /* The campaign's Fates: shown exactly as the observation shows them
         * (a card id, or "" for a card not dealt or hidden from the viewer). */
        const Arcs__Campaign *cp = o->campaign;
        if (!cp) {
            assert_int_equal(vp->title, ARCS_TITLE_NONE);
            assert_int_equal(vp->fate, ARCS_NONE);
            for (int i = 0; i < ARCS_VIEW_FATES_DEALT; i++) assert_int_equal(vp->fate_dealt[i], ARCS_NONE);
        } else {
            for (int i = 0; i < ARCS_VIEW_FATES_DEALT; i++) {
                const char *id = cp->fate_dealt[p * ARCS_VIEW_FATES_DEALT + i];
                if (id[0]) assert_int_equal(vp->fate_dealt[i], arcs_card_find(id));
                else assert_true(vp->fate_dealt[i] == ARCS_NONE || (p != viewer && vp->fate_dealt[i] == ARCS_CARD_HIDDEN));
            }
            if (cp->fate[p][0]) assert_int_equal(vp->fate, arcs_card_find(cp->fate[p]));
            else assert_true(vp->fate == ARCS_NONE || (p != viewer && vp->fate == ARCS_CARD_HIDDEN));
            assert_int_equal(vp->fate == ARCS_NONE, !((cp->fates_chosen >> p) & 1u));
            if (vp->title != ARCS_TITLE_NONE)
                assert_int_equal(vp->title, (cp->regents >> p) & 1u ? ARCS_TITLE_REGENT : ARCS_TITLE_OUTLAW);
            assert_int_equal(vp->first_regent, (int)cp->first_regent == p);
        }
    }
    if (o->campaign) {
        check_golems_view(&v, o->campaign);
    } else {
        assert_int_equal(v.hearth_holder, ARCS_NONE);
        assert_int_equal(v.hearth_golem_count, 0);
        for (int s = 0; s < ARCS_SYSTEM_COUNT; s++) assert_int_equal(v.systems[s].golem.golem, ARCS_NONE);
        for (int p = 0; p < v.players; p++) assert_int_equal(v.player[p].played_side, ARCS_NONE);
    }
    for (int p = v.players; p < ARCS_MAX_PLAYERS; p++) assert_int_equal(v.player[p].leader, ARCS_NONE);
    /* The draft rows (Leaders & Lore setup). */
    const Arcs__LeadersLore *ll = o->leaders_lore;
    if (!ll) {
        assert_int_equal(v.draft.active, 0);
        assert_int_equal(v.draft.leader_places + v.draft.lore_places + v.draft.picks_total, 0);
    } else {
        assert_int_equal(v.draft.leader_places, (int)ll->draft_leaders);
        assert_int_equal(v.draft.lore_places, (int)ll->draft_lore);
        assert_int_equal(v.draft.lore_each, (int)ll->lore_each);
        assert_int_equal(v.draft.picks, (int)ll->draft_picks);
        /* No draft (lore_each 0) outside Leaders & Lore, e.g. in the campaign. */
        assert_int_equal(v.draft.picks_total, v.draft.lore_each ? v.players * (1 + v.draft.lore_each) : 0);
        assert_int_equal(v.draft.active, v.draft.picks < v.draft.picks_total);
        for (int i = 0; i < ARCS_VIEW_DRAFT_MAX; i++) {
            const char *id = (size_t)i < ll->n_draft_row ? ll->draft_row[i] : "";
            assert_int_equal(v.draft.row[i], id[0] ? arcs_card_find(id) : ARCS_NONE);
        }
    }
    const Arcs__CardState *cs = o->cards;
    assert_int_equal(v.used_this_turn_count, cs ? (int)cs->n_used_turn : 0);
    for (int i = 0; i < v.used_this_turn_count; i++) assert_int_equal(v.used_this_turn[i], arcs_card_find(cs->used_turn[i]));
    assert_int_equal(v.used_this_round_count, cs ? (int)cs->n_used_round : 0);
    for (int i = 0; i < v.used_this_round_count; i++)
        assert_int_equal(v.used_this_round[i], arcs_card_find(cs->used_round[i]));
    if (v.decision.kind == ARCS_DECISION_CHANCE) assert_null(strstr(v.decision.prompt, "decide"));
    if (v.decision.kind == ARCS_DECISION_DRAFT) {
        assert_true(v.draft.active);
        assert_non_null(strstr(v.decision.prompt, "from the draft rows"));
    }
    if (v.decision.kind == ARCS_DECISION_PLACE_RESOURCE || v.decision.kind == ARCS_DECISION_DISCARD_RESOURCE)
        assert_true(v.decision.placing_resource >= 0 && v.decision.placing_resource < ARCS_RESOURCE_COUNT);
    else assert_int_equal(v.decision.placing_resource, ARCS_NONE);
    arcs__observation__free_unpacked(o, NULL);
}

/* The view hides what it hides: in a world re-dealt from what `viewer`
 * cannot know (arcs_determinize), the viewer's view is the same. */
/* world: a handle of the same player count, overwritten with game's state
 * (arcs_game_copy_state: no history copied, which a clone of a long game
 * would spend most of this test's time on). */
static void check_view_hides(const arcs_game *game, arcs_game *world, int viewer, uint64_t seed) {
    assert_int_equal(arcs_game_copy_state(world, game), ARCS_OK);
    assert_int_equal(arcs_determinize(world, viewer, seed), ARCS_OK);
    static arcs_game_view real, other;
    assert_int_equal(arcs_view(game, viewer, &real), ARCS_OK);
    assert_int_equal(arcs_view(world, viewer, &other), ARCS_OK);
    if (memcmp(&real, &other, sizeof real) != 0) {
        const unsigned char *a = (const unsigned char *)&real, *b = (const unsigned char *)&other;
        size_t at = 0;
        while (a[at] == b[at]) at++;
        fail_msg("viewer %d: the view changes at byte %zu in a determinized world (it shows hidden information)",
                 viewer, at);
    }
}

/* Every legal move has a non-empty label without unknowns; returns the
 * kinds seen (seen[kind] set; ARCS_MOVE_KIND_COUNT entries). */
static void check_labels(arcs_game *game, bool *seen) {
    const arcs_move *moves;
    size_t n = 0;
    assert_int_equal(arcs_legal_moves_view(game, &moves, &n), ARCS_OK);
    for (size_t i = 0; i < n; i++) {
        char label[ARCS_MOVE_LABEL_MAX];
        size_t w = 0;
        assert_int_equal(arcs_move_label(game, moves[i], label, sizeof label, &w), ARCS_OK);
        assert_true(w > 3 && w == strlen(label));
        if (strchr(label, '?')) fail_msg("label with an unknown: %s", label);
        /* One numbering for people: no 0-based "p0"/"slot-0" forms. */
        assert_null(strstr(label, "slot-"));
        assert_true(moves[i].kind < ARCS_MOVE_KIND_COUNT);
        seen[moves[i].kind] = true;
    }
}

/* The Golems and the Faithful sides (campaign, ARCS_VIEW_VERSION 4) as the
 * observation shows them: each Golem the observation places by name is in
 * the view at that place, named, Awake as the observation says; each place
 * the observation lists for a hidden one shows a hidden Golem; nothing else
 * shows a Golem. Golem places (the F505 card data): 0 box, 1 + system, 128
 * Golem Hearth, 64 | p << 3 | slot, 254 scrapped, 255 hidden. */
static const arcs_view_golem *view_golem_at(const arcs_game_view *v, unsigned w, int *hearth_i) {
    if (w >= 1 && w < 64) return &v->systems[w - 1].golem;
    if ((w & ~63u) == 64) return &v->player[(w >> 3) & 7u].slot_golem[w & 7u];
    if (w == 128 && v->hearth_holder != ARCS_NONE && *hearth_i < v->hearth_golem_count) return &v->hearth_golems[(*hearth_i)++];
    return NULL;
}

/* A card's own data in an observation (Campaign.card_data, schema 3):
 * its bytes, none (len 0) when the card wrote nothing (all zero). */
static ProtobufCBinaryData obs_card_data(const Arcs__Campaign *cp, const char *card) {
    for (size_t i = 0; i < cp->n_card_data; i++)
        if (strcmp(cp->card_data[i]->card, card) == 0) return cp->card_data[i]->data;
    return (ProtobufCBinaryData){0, NULL};
}

/* Golems (ARCS-F505 card data): where[4] (255 hidden), awake, known, then
 * the places of the hidden ones, ascending. Faithful sides (ARCS-F813):
 * 2 bytes of Wisdom bits. */
static void check_golems_view(const arcs_game_view *v, const Arcs__Campaign *cp) {
    int shown = 0, hearth_i = 0;
    for (int s = 0; s < ARCS_SYSTEM_COUNT; s++) shown += v->systems[s].golem.golem != ARCS_NONE;
    for (int p = 0; p < ARCS_MAX_PLAYERS; p++)
        for (int i = 0; i < ARCS_VIEW_RES_SLOTS_MAX; i++) {
            bool golem = v->player[p].slot_golem[i].golem != ARCS_NONE;
            shown += golem;
            if (p < v->players && i < v->player[p].resource_slots)
                assert_int_equal(golem, v->player[p].resources[i] == ARCS_SLOT_GOLEM);
        }
    shown += v->hearth_golem_count;
    int placed = 0;
    ProtobufCBinaryData gd = obs_card_data(cp, "ARCS-F505");
    if (gd.len) assert_true(gd.len >= 6);
    for (size_t k = 0; k < 4 && gd.len; k++) {
        unsigned w = gd.data[k];
        if (w == 255) continue;
        const arcs_view_golem *x = view_golem_at(v, w, &hearth_i);
        if (!x) continue;
        placed++;
        assert_int_equal(x->golem, (int)k);
        assert_int_equal(x->awake, (int)((gd.data[4] >> k) & 1u));
    }
    for (size_t i = 6; i < gd.len; i++) {
        const arcs_view_golem *x = view_golem_at(v, gd.data[i], &hearth_i);
        if (!x) continue;
        placed++;
        assert_int_equal(x->golem, ARCS_CARD_HIDDEN);
        assert_int_equal(x->awake, 0);
    }
    assert_int_equal(shown, placed);
    ProtobufCBinaryData sd = obs_card_data(cp, "ARCS-F813");
    unsigned wisdom = sd.len == 2 ? sd.data[0] | sd.data[1] << 8 : 0;
    for (int p = 0; p < v->players; p++) {
        const arcs_view_player *vp = &v->player[p];
        if (vp->played_side == ARCS_NONE) continue;
        assert_true(vp->played >= ARCS_FAITHFUL_CARD_FIRST && vp->played < ARCS_FAITHFUL_CARD_FIRST + ARCS_FAITHFUL_CARD_COUNT);
        assert_int_equal(vp->played_side, (int)((wisdom >> (vp->played - ARCS_FAITHFUL_CARD_FIRST)) & 1u));
    }
}

static void view_agrees_with_observation(void **state) {
    (void)state;
    bool kinds[ARCS_MOVE_KIND_COUNT] = {false};
    long states = 0, per_mode[3] = {0, 0, 0};
    static const arcs_mode MODES[] = {ARCS_MODE_BASE, ARCS_MODE_LEADERS_LORE, ARCS_MODE_CAMPAIGN};
    for (size_t mi = 0; mi < sizeof MODES / sizeof MODES[0]; mi++)
    for (int explicit_chance = 0; explicit_chance < 2; explicit_chance++)
        for (int players = 2; players <= 4; players++)
            for (uint64_t seed = 1; seed <= 8; seed++) {
                arcs_config cfg;
                arcs_config_init(&cfg);
                cfg.players = players;
                cfg.seed = seed * 31 + (uint64_t)explicit_chance + 1000 * mi;
                cfg.mode = MODES[mi];
                if (cfg.mode == ARCS_MODE_LEADERS_LORE) cfg.lore_each = 1 + (int)(seed % 2);
                if (explicit_chance) {
                    cfg.chance = ARCS_CHANCE_EXPLICIT;
                    cfg.setup = players == 2 ? "2p Frontiers" : players == 3 ? "3p Frontiers" : "4p Frontiers";
                    cfg.first_player = (int)(seed % (uint64_t)players);
                }
                if (cfg.mode == ARCS_MODE_CAMPAIGN) {
                    cfg.setup = NULL; /* the campaign sets up its own map */
                }
                arcs_game *game = NULL, *world = NULL;
                assert_int_equal(arcs_game_new(&cfg, &game), ARCS_OK);
                assert_int_equal(arcs_game_clone(game, &world), ARCS_OK);
                uint64_t rng = seed * 7919 + 1;
                for (int step = 0; step < 4000 && !arcs_game_over(game); step++) {
                    check_labels(game, kinds);
                    if (step % 5 == 0) {
                        for (int viewer = -1; viewer < players; viewer++) check_view(game, viewer);
                        states++;
                        per_mode[cfg.mode]++;
                    }
                    if (step % 25 == 0)
                        for (int viewer = -1; viewer < players; viewer++) check_view_hides(game, world, viewer, rng + (uint64_t)viewer);
                    t_random_move(game, &rng);
                }
                for (int viewer = -1; viewer < players; viewer++) check_view(game, viewer);
                arcs_game_free(world);
                arcs_game_free(game);
            }
    for (size_t mi = 0; mi < sizeof MODES / sizeof MODES[0]; mi++) assert_true(per_mode[MODES[mi]] > 1000);
    assert_true(states > 2000);
    /* The random games meet (nearly) every kind of move; each got a label. */
    static const int expected[] = {ARCS_MOVE_LEAD, ARCS_MOVE_PASS, ARCS_MOVE_SURPASS, ARCS_MOVE_COPY, ARCS_MOVE_PIVOT,
                                   ARCS_MOVE_DECLARE, ARCS_MOVE_NO_DECLARE, ARCS_MOVE_SEIZE, ARCS_MOVE_NO_SEIZE,
                                   ARCS_MOVE_MULLIGAN, ARCS_MOVE_KEEP_HAND, ARCS_MOVE_SPEND, ARCS_MOVE_ACTION,
                                   ARCS_MOVE_END_TURN, ARCS_MOVE_TAX, ARCS_MOVE_BUILD_CITY, ARCS_MOVE_BUILD_STARPORT,
                                   ARCS_MOVE_BUILD_SHIP, ARCS_MOVE_REPAIR_SHIP, ARCS_MOVE_REPAIR_BUILDING,
                                   ARCS_MOVE_INFLUENCE, ARCS_MOVE_SECURE, ARCS_MOVE_MOVE_FROM, ARCS_MOVE_MOVE_TO,
                                   ARCS_MOVE_SHIPS, ARCS_MOVE_PLACE_RESOURCE, ARCS_MOVE_DISCARD_RESOURCE,
                                   ARCS_MOVE_BATTLE_SYSTEM, ARCS_MOVE_BATTLE_DEFENDER, ARCS_MOVE_DICE, ARCS_MOVE_HIT,
                                   ARCS_MOVE_RAID, ARCS_MOVE_RAID_STOP, ARCS_MOVE_CARD, ARCS_MOVE_DECLINE,
                                   ARCS_MOVE_CHANCE};
    /* Leaders & Lore: every draft pick and every card step met has a label
     * (check_labels), and the draft was met. */
    for (size_t i = 0; i < sizeof expected / sizeof expected[0]; i++)
        if (!kinds[expected[i]]) fail_msg("move kind %d never met", expected[i]);
}

/* The label of the move with text `text` now. */
static const char *label_of(const arcs_game *game, const char *text) {
    static char label[ARCS_MOVE_LABEL_MAX];
    arcs_move m;
    assert_int_equal(arcs_move_from_str(text, &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, NULL), ARCS_OK);
    return label;
}

static void labels_read_the_context(void **state) {
    (void)state;
    arcs_game *game = t_new_game(4, 3, "4p Mix Up 1");
    t_clear_board(game);
    t_give_resource(game, 0, 0, ARCS_MATERIAL);
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 3));
    t_place_ships(game, 0, 11, 1, 0);
    t_place_building(game, 0, 11, 0, true, false);
    char label[ARCS_MOVE_LABEL_MAX];
    arcs_move m;
    assert_string_equal(label_of(game, "p0 spend 0 build"), "Spend Material (slot 1) to Build");
    assert_string_equal(label_of(game, "p0 build-ship 3-hex 0"), "Build a ship at 3-hex (starport in slot 1)");

    /* Every kind gets a label, even out of its context. */
    for (int kind = 1; kind < ARCS_MOVE_KIND_COUNT; kind++) {
        arcs_move any = {(uint8_t)kind, 0, 0, 0, 0, 0, {{0, 0}}};
        size_t n = 0;
        assert_int_equal(arcs_move_label(game, any, label, sizeof label, &n), ARCS_OK);
        assert_true(n > 3);
    }
    assert_int_equal(arcs_move_from_str("p0 ransack 1", &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, NULL), ARCS_OK);
    assert_non_null(strstr(label, "Ransack: secure "));
    assert_non_null(strstr(label, "(Court place 2)"));
    assert_string_equal(label_of(game, "p0 place-ships 3-gate"), "Place 3 fresh ships at 3-gate");
    assert_int_equal(arcs_move_from_str("p0 build-ship 3-hex 0", &m), ARCS_OK);

    /* Buffer conventions and errors leave the game as it was. */
    uint64_t hash = arcs_state_hash(game);
    size_t w = 0;
    assert_int_equal(arcs_move_label(game, m, label, 5, &w), ARCS_E_BUFFER_TOO_SMALL);
    assert_int_equal(strlen(label), 4);
    assert_true(w > 4);
    assert_int_equal(arcs_move_label(game, m, NULL, 0, &w), ARCS_E_BUFFER_TOO_SMALL);
    assert_int_equal(arcs_move_label(NULL, m, label, sizeof label, NULL), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_move_label(game, m, NULL, 8, NULL), ARCS_E_INVALID_ARG);
    m.kind = ARCS_MOVE_KIND_COUNT;
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, NULL), ARCS_E_INVALID_ARG);
    arcs_game_view v;
    assert_int_equal(arcs_view(game, 4, &v), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_view(game, -2, &v), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_view(NULL, 0, &v), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_view(game, 0, NULL), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_controller(game, 99), ARCS_NONE);
    assert_int_equal(arcs_controller(game, 11), 0);
    assert_int_equal(arcs_ambition_count(game, 0, 9), -1);
    assert_int_equal(arcs_ambition_count(game, 7, 0), -1);
    assert_int_equal(arcs_ambition_count(game, 0, ARCS_TYCOON), 1);
    assert_int_equal(arcs_state_hash(game), hash);
    arcs_game_free(game);
}

/* Leaders & Lore in the view and the labels: the draft decision, its rows,
 * labels naming the card taken, play areas filling up; the card steps of
 * leaders and lore read as words, not move text. */
static void leaders_lore_view_and_labels(void **state) {
    (void)state;
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = 3;
    cfg.seed = 5;
    cfg.mode = ARCS_MODE_LEADERS_LORE;
    cfg.lore_each = 2;
    arcs_game *game = NULL;
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_OK);
    arcs_game_view v;
    assert_int_equal(arcs_view(game, 0, &v), ARCS_OK);
    assert_int_equal(v.version, ARCS_VIEW_VERSION);
    assert_int_equal(v.decision.kind, ARCS_DECISION_DRAFT);
    assert_non_null(strstr(v.decision.prompt, "take a leader or a lore card from the draft rows"));
    assert_true(v.draft.active);
    assert_int_equal(v.draft.lore_each, 2);
    assert_int_equal(v.draft.leader_places, 4);
    assert_int_equal(v.draft.lore_places, 7);
    assert_int_equal(v.draft.picks_total, 9);
    for (int p = 0; p < 3; p++) assert_int_equal(v.player[p].leader, ARCS_NONE);
    /* Every pick is labelled with the card it takes, from the row it lies in. */
    int picks = 0;
    while (v.decision.kind == ARCS_DECISION_DRAFT) {
        const arcs_move *moves;
        size_t n = 0;
        assert_int_equal(arcs_legal_moves_view(game, &moves, &n), ARCS_OK);
        for (size_t i = 0; i < n; i++) {
            char label[ARCS_MOVE_LABEL_MAX];
            assert_int_equal(arcs_move_label(game, moves[i], label, sizeof label, NULL), ARCS_OK);
            int card = moves[i].a | moves[i].b << 8, place = -1;
            for (int k = 0; k < v.draft.leader_places + v.draft.lore_places; k++)
                if (v.draft.row[k] == card) place = k;
            assert_true(place >= 0);
            arcs_card_data c;
            assert_int_equal(arcs_card_info(card, &c), ARCS_OK);
            char want[ARCS_MOVE_LABEL_MAX];
            snprintf(want, sizeof want, "Take the %s %s", place < v.draft.leader_places ? "leader" : "lore card", c.name);
            assert_string_equal(label, want);
        }
        assert_int_equal(arcs_apply(game, moves[n - 1]), ARCS_OK);
        picks++;
        assert_int_equal(arcs_view(game, 1, &v), ARCS_OK);
    }
    assert_int_equal(picks, 9);
    assert_false(v.draft.active);
    for (int p = 0; p < 3; p++) {
        assert_true(v.player[p].leader >= 0);
        assert_int_equal(v.player[p].lore_count, 2);
        assert_int_equal(v.player[p].play_area_count, 3);
        arcs_card_data c;
        assert_int_equal(arcs_card_info(v.player[p].leader, &c), ARCS_OK);
        assert_int_equal(c.kind, ARCS_CARD_LEADER);
        assert_int_equal(arcs_card_info(v.player[p].lore[1], &c), ARCS_OK);
        assert_int_equal(c.kind, ARCS_CARD_LORE);
    }
    arcs_game_free(game);

    /* A lore step in words: Tool-Priests' Summon spends a pip or a resource. */
    game = t_new_game(2, 3, NULL);
    assert_string_equal(label_of(game, "p0 card tool-priests summon pip"),
                        "Tool-Priests: Summon (Build), 1 ship at a city you control, spending an action pip");
    assert_string_equal(label_of(game, "p0 card tool-priests summon-at 3-hex"),
                        "Tool-Priests: Summon, building 1 ship at 3-hex");
    assert_string_equal(label_of(game, "p0 card upstart gain Relic"), "Upstart: gain Relic (Ambitious)");
    assert_string_equal(label_of(game, "p0 card seeker-torpedoes reroll 5"), "Seeker Torpedoes: reroll dice 1, 3");
    const char *label = label_of(game, "p0 card demagogue influence-at 2");
    assert_non_null(strstr(label, "(Court place 3) (Bold)"));
    assert_null(strstr(label, "influence-at"));
    arcs_game_free(game);
}

/* arcs_move_to_str: ARCS_MOVE_STR_MAX bytes hold the text of every
 * player action (the action space lists every move kind, card and step)
 * and every chance outcome. */
static void every_action_text_fits(void **state) {
    (void)state;
    arcs_config c;
    arcs_config_init(&c);
    c.players = 4;
    c.seed = 1;
    arcs_game *game = NULL;
    assert_int_equal(arcs_game_new(&c, &game), ARCS_OK);
    char text[ARCS_MOVE_STR_MAX];
    size_t len, longest = 0;
    for (int32_t a = 0; a < arcs_action_count(); a++) {
        arcs_move m;
        assert_int_equal(arcs_action_to_move(game, a, &m), ARCS_OK);
        assert_int_equal(arcs_move_to_str(m, text, sizeof text, &len), ARCS_OK);
        assert_true(len < sizeof text);
        if (len > longest) longest = len;
    }
    assert_true(longest >= 64); /* the 64-byte buffers this constant replaced were too short */
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(cards_static_data),
        cmocka_unit_test(map_static_data),
        cmocka_unit_test(components_static_data),
        cmocka_unit_test(labels_read_the_context),
        cmocka_unit_test(proto_enums_match_the_api),
        cmocka_unit_test(view_agrees_with_observation),
        cmocka_unit_test(leaders_lore_view_and_labels),
        cmocka_unit_test(every_action_text_fits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
