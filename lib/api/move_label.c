/* Plain-language labels for moves in their context (arcs_move_label), for
 * people: "Spend Material (slot 1) to Build", "Assign the hit to Player 2's
 * fresh ship at 3-hex". The label reads the state the move is legal in
 * (whose city is taxed, which resource is being placed, which Court card
 * sits in a row place). Players and resource slots are numbered from 1, as
 * in arcs_describe and the log; systems and action cards keep their move
 * text names ("3-hex", "Aggression-4"). Terms: Base rulebook, "Playing a
 * Chapter", "Standard Actions", "Resources", "Battle". */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cards/hooks.h"
#include "rules/rules.h"
#include "core/game.h"
#include "data/tables.h"

typedef struct label {
    char text[ARCS_MOVE_LABEL_MAX * 2];
    size_t len;
} label;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void say(label *l, const char *fmt, ...) {
    if (l->len >= sizeof l->text - 1) return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(l->text + l->len, sizeof l->text - l->len, fmt, ap);
    va_end(ap);
    if (n > 0) l->len += (size_t)n < sizeof l->text - l->len ? (size_t)n : sizeof l->text - 1 - l->len;
}

static const char *cap_action(int a) {
    static const char *const NAMES[ARCS_ACTION_COUNT] = {"Tax", "Build", "Move", "Repair", "Influence", "Secure", "Battle"};
    return a >= 0 && a < ARCS_ACTION_COUNT ? NAMES[a] : "?";
}

static const char *court_name(const game_state *g, int pos) {
    if (pos < 0 || pos >= COURT_ROW_MAX || pos >= g->court_row_len || g->court_row[pos] == NO_COURT_CARD ||
        g->court_row[pos] >= card_table_len)
        return "an empty place";
    return card_table[g->court_row[pos]].name;
}

/* The move text in words: no player prefix, "pN" as "Player N+1",
 * "slot-N" as "slot N+1" (one numbering for people). */
static void generic_words(arcs_move m, label *l) {
    char text[96];
    if (arcs_move_to_str(m, text, sizeof text, NULL) != ARCS_OK) {
        say(l, "move kind %d", m.kind);
        return;
    }
    const char *p = strchr(text, ' ');
    p = p ? p + 1 : text;
    if (strncmp(p, "chance ", 7) == 0) p += 7;
    bool first = true;
    while (*p) {
        const char *end = strchr(p, ' ');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        int v;
        char tok[48];
        snprintf(tok, sizeof tok, "%.*s", (int)(n < 47 ? n : 47), p);
        if (!first) say(l, " ");
        if (tok[0] == 'p' && sscanf(tok + 1, "%d", &v) == 1 && tok[1] >= '0' && tok[1] <= '9' && n <= 2)
            say(l, "Player %d", v + 1);
        else if (strncmp(tok, "slot-", 5) == 0 && sscanf(tok + 5, "%d", &v) == 1)
            say(l, "slot %d", v + 1);
        else say(l, "%s", tok);
        first = false;
        p += n;
        while (*p == ' ') p++;
    }
}

static void building_words(const game_state *g, int sys, int slot, label *l) {
    char name[16];
    uint8_t b = sys >= 0 && sys < NUM_SYSTEMS && slot >= 0 && slot < SLOTS_PER_SYSTEM ? g->sys[sys].bld[slot] : 0;
    if (!(b & BLD_OCCUPIED)) {
        say(l, "building slot %d at %s", slot + 1, system_name(sys, name));
        return;
    }
    say(l, "Player %u's %s%s at %s", (unsigned)BLD_OWNER(b) + 1, BLD_IS_DAMAGED(b) ? "damaged " : "",
        BLD_IS_STARPORT(b) ? "starport" : "city", system_name(sys, name));
}

static void label_move(const game_state *g, arcs_move m, label *l) {
    char card[24], sys[16];
    int p = m.player;
    const player_state *pl = p < MAX_PLAYERS ? &g->pl[p] : NULL;
    const frame *f = top_frame_c(g);
    switch (m.kind) {
    case ARCS_MOVE_LEAD: say(l, "Lead %s", action_card_name(m.a, card)); return;
    case ARCS_MOVE_PASS: say(l, "Pass the initiative"); return;
    case ARCS_MOVE_SURPASS: say(l, "Surpass with %s", action_card_name(m.a, card)); return;
    case ARCS_MOVE_COPY: say(l, "Copy with %s (face down)", action_card_name(m.a, card)); return;
    case ARCS_MOVE_PIVOT: say(l, "Pivot with %s", action_card_name(m.a, card)); return;
    case ARCS_MOVE_DECLARE: say(l, "Declare %s", ambition_name(m.a)); return;
    case ARCS_MOVE_NO_DECLARE: say(l, "Do not declare an ambition"); return;
    case ARCS_MOVE_SEIZE: say(l, "Seize the initiative with %s (face down)", action_card_name(m.a, card)); return;
    case ARCS_MOVE_NO_SEIZE: say(l, "Do not seize the initiative"); return;
    case ARCS_MOVE_MULLIGAN: say(l, "Mulligan: discard the hand and draw 6 new cards"); return;
    case ARCS_MOVE_KEEP_HAND: say(l, "Keep this hand"); return;
    case ARCS_MOVE_SPEND: {
        int r = pl && m.a < RES_SLOTS && pl->res[m.a] != RES_EMPTY ? pl->res[m.a] - 1 : -1;
        say(l, "Spend %s (slot %d)", r >= 0 ? resource_name(r) : "a resource", m.a + 1);
        if (m.b == ARCS_ACT_BATTLE && m.c == ARCS_SPEND_BATTLE_NOW) say(l, " to Battle now");
        else if (m.b == ARCS_ACT_BATTLE) say(l, " so the pips may Battle this turn");
        else say(l, " to %s", cap_action(m.b));
        return;
    }
    case ARCS_MOVE_ACTION: say(l, "%s (spend 1 action pip)", cap_action(m.a)); return;
    case ARCS_MOVE_END_TURN: say(l, "End the turn"); return;
    case ARCS_MOVE_TAX:
        say(l, "Tax ");
        building_words(g, m.a, m.b, l);
        if (planet_type(m.a) >= 0) say(l, " (%s)", resource_name(planet_type(m.a)));
        return;
    case ARCS_MOVE_BUILD_CITY: say(l, "Build a city at %s", system_name(m.a, sys)); return;
    case ARCS_MOVE_BUILD_STARPORT: say(l, "Build a starport at %s", system_name(m.a, sys)); return;
    case ARCS_MOVE_BUILD_SHIP: say(l, "Build a ship at %s (starport in slot %d)", system_name(m.a, sys), m.b + 1); return;
    case ARCS_MOVE_REPAIR_SHIP: say(l, "Repair a damaged ship at %s", system_name(m.a, sys)); return;
    case ARCS_MOVE_REPAIR_BUILDING:
        say(l, "Repair ");
        building_words(g, m.a, m.b, l);
        return;
    case ARCS_MOVE_INFLUENCE: say(l, "Influence %s (Court place %d)", court_name(g, m.a), m.a + 1); return;
    case ARCS_MOVE_SECURE: say(l, "Secure %s (Court place %d)", court_name(g, m.a), m.a + 1); return;
    case ARCS_MOVE_MOVE_FROM: say(l, "Move ships from %s", system_name(m.a, sys)); return;
    case ARCS_MOVE_MOVE_TO: say(l, "Move the ships to %s", system_name(m.a, sys)); return;
    case ARCS_MOVE_SHIPS:
        if (m.a && m.b) say(l, "Move %d fresh and %d damaged ship%s", m.a, m.b, m.a + m.b == 1 ? "" : "s");
        else if (m.b) say(l, "Move %d damaged ship%s", m.b, m.b == 1 ? "" : "s");
        else say(l, "Move %d fresh ship%s", m.a, m.a == 1 ? "" : "s");
        return;
    case ARCS_MOVE_CATAPULT_STOP: say(l, "Stop the Catapult move here"); return;
    case ARCS_MOVE_PLACE_RESOURCE: {
        int placing = f && (f->kind == FR_PLACE_RESOURCE || f->kind == FR_DISCARD_RESOURCE) ? f->a : -1;
        int held = pl && m.a < RES_SLOTS && pl->res[m.a] != RES_EMPTY ? pl->res[m.a] - 1 : -1;
        say(l, "Place the %s in slot %d", placing >= 0 ? resource_name(placing) : "resource", m.a + 1);
        if (held >= 0) say(l, " and take out its %s to place next", resource_name(held));
        return;
    }
    case ARCS_MOVE_DISCARD_RESOURCE: {
        int placing = f && (f->kind == FR_PLACE_RESOURCE || f->kind == FR_DISCARD_RESOURCE) ? f->a : -1;
        say(l, "Discard the %s", placing >= 0 ? resource_name(placing) : "resource being placed");
        return;
    }
    case ARCS_MOVE_PLACE_SHIPS_GATE: say(l, "Place 3 fresh ships at %s", system_name(m.a, sys)); return;
    case ARCS_MOVE_BATTLE_SYSTEM: say(l, "Battle in %s", system_name(m.a, sys)); return;
    case ARCS_MOVE_BATTLE_DEFENDER:
        if (m.a == OWNER_FREE) say(l, "Battle the Free States");
        else if (m.a == OWNER_EMPIRE) say(l, "Battle the Empire");
        else if (m.a == OWNER_BLIGHT) say(l, "Battle the Blight");
        else say(l, "Battle Player %d", m.a + 1);
        return;
    /* Campaign */
    case ARCS_MOVE_FATE:
        /* The choice is secret: the label does not name the card (a label
         * may be shown to every seat with the move). */
        say(l, "Keep the %s Fate card dealt", m.a == 0 ? "first" : "second");
        return;
    case ARCS_MOVE_START_PLACE:
        say(l, "Place 3 ships and a %s at %s", m.b ? "starport" : "city", system_name(m.a, sys));
        return;
    case ARCS_MOVE_ADD_IMPERIAL:
        if (m.a + m.b == 0) say(l, "No Imperial ships");
        else say(l, "Take %d fresh and %d damaged Imperial ships along", m.a, m.b);
        return;
    case ARCS_MOVE_REPAIR_IMPERIAL: say(l, "Repair an Imperial ship at %s", system_name(m.a, sys)); return;
    case ARCS_MOVE_EVENT: say(l, "Play %s, mirroring the lead card", action_card_name(m.a, card)); return;
    case ARCS_MOVE_SUMMIT: say(l, "Call a Summit"); return;
    case ARCS_MOVE_NO_SUMMIT: say(l, "Do not call a Summit"); return;
    case ARCS_MOVE_RESOLVE_CRISES: say(l, "Resolve the Crises"); return;
    case ARCS_MOVE_RESOLVE_EDICTS: say(l, "Resolve the Edicts"); return;
    case ARCS_MOVE_STEAL_TRUST: say(l, "Steal a %s from the Imperial Trust", resource_name(m.a)); return;
    case ARCS_MOVE_ENFORCE: say(l, "Enforce the Imperial Policy"); return;
    case ARCS_MOVE_CHANGE_POLICY: {
        static const char *const POLICY[3] = {"War", "Peace", "Escalation"};
        say(l, "Change the Imperial Policy to %s", m.a < 3 ? POLICY[m.a] : "?");
        return;
    }
    case ARCS_MOVE_DEMAND: {
        static const char *const TROPHY[7] = {"ship", "city", "starport", "agent", "Free city", "Free starport", "Blight"};
        const player_state *v = m.a < MAX_PLAYERS ? &g->pl[m.a] : NULL;
        if (m.b == 0) {
            int r = v && m.c < RES_SLOTS && v->res[m.c] != RES_EMPTY ? v->res[m.c] - 1 : -1;
            say(l, "Take Player %d's %s (slot %d) for the Imperial Demand", m.a + 1, r >= 0 ? resource_name(r) : "resource", m.c + 1);
        } else if (m.b == 1) {
            say(l, "Take Player %d's Trophy (Player %d's %s) for the Imperial Demand", m.a + 1, m.c % 4 + 1, TROPHY[(m.c / 4) % 4]);
        } else if (m.b == 2) {
            say(l, "Take Player %d's Captive (Player %d's agent) for the Imperial Demand", m.a + 1, m.c + 1);
        } else {
            say(l, "Take Player %d's Trophy (%s) for the Imperial Demand", m.a + 1, m.b <= 5 ? TROPHY[m.b + 1] : "?");
        }
        return;
    }
    case ARCS_MOVE_MAKE_OUTLAW: say(l, "Make Player %d an Outlaw", m.a + 1); return;
    case ARCS_MOVE_REQUISITION: say(l, "Place the Imperial ships at %s", system_name(m.a, sys)); return;
    case ARCS_MOVE_ARM: say(l, "Give a Weapon to Player %d", m.a + 1); return;
    case ARCS_MOVE_DICE: {
        static const char *const DIE[3] = {"assault", "skirmish", "raid"};
        if (m.b == 0) say(l, "No %s dice", m.a < 3 ? DIE[m.a] : "?");
        else say(l, "Roll %d %s %s", m.b, m.a < 3 ? DIE[m.a] : "?", m.b == 1 ? "die" : "dice");
        return;
    }
    case ARCS_MOVE_HIT: {
        const battle_state *b = &g->battle;
        int victim = f && f->kind == FR_BATTLE_HIT && f->a == 0 ? b->attacker : b->defender;
        say(l, "Assign the hit to ");
        if (m.a == 0 || m.a == 1)
            say(l, "Player %d's %s ship at %s", victim + 1, m.a == 0 ? "fresh" : "damaged", system_name(b->system, sys));
        else if (m.a >= 8) /* campaign: Imperial ships, Blight (2 hits: Tough) */
            say(l, "a %s %s at %s", (m.a & 1) ? "damaged" : "fresh", m.a < 10 ? "Imperial ship" : "Blight (2 hits)",
                system_name(b->system, sys));
        else building_words(g, b->system, m.a - 2, l);
        return;
    }
    case ARCS_MOVE_RAID: {
        const battle_state *b = &g->battle;
        const player_state *d = b->defender < MAX_PLAYERS ? &g->pl[b->defender] : NULL;
        if (m.a == 2) {
            say(l, "Take 1 %s from the Free States (1 key)", resource_name(planet_type(b->system)));
        } else if (m.a == 0) {
            int r = d && m.b < RES_SLOTS && d->res[m.b] != RES_EMPTY ? d->res[m.b] - 1 : -1;
            say(l, "Take Player %d's %s from slot %d (%d key%s)", b->defender + 1, r >= 0 ? resource_name(r) : "resource",
                m.b + 1, res_slot_keys(m.b), res_slot_keys(m.b) == 1 ? "" : "s");
        } else {
            int c = d && m.b < d->guild_count && m.b < GUILD_HELD_MAX ? d->guild[m.b] : -1;
            int keys = c >= 0 && c < card_table_len ? card_table[c].keys : 0;
            say(l, "Take Player %d's Guild card %s (%d key%s)", b->defender + 1,
                c >= 0 && c < card_table_len ? card_table[c].name : "?", keys, keys == 1 ? "" : "s");
        }
        return;
    }
    case ARCS_MOVE_RAID_STOP: say(l, "Stop raiding"); return;
    case ARCS_MOVE_RANSACK: say(l, "Ransack: secure %s (Court place %d)", court_name(g, m.a), m.a + 1); return;
    case ARCS_MOVE_CARD: {
        int instance = card_move_card(m);
        say(l, "%s: ", card_def_of(instance) ? card_table[instance].name : "Card");
        label words = {{0}, 0};
        generic_words(m, &words);
        /* "card <short name> <step> <args>": keep "<step> <args>". */
        const char *rest = words.text;
        for (int skip = 0; skip < 2 && rest; skip++) {
            rest = strchr(rest, ' ');
            if (rest) rest++;
        }
        say(l, "%s", rest ? rest : words.text);
        return;
    }
    case ARCS_MOVE_DECLINE: {
        const card_def *def = f && f->kind == FR_CARD ? card_def_of(f->card) : NULL;
        if (def) say(l, "Decline %s's effect", card_table[f->card].name);
        else say(l, "Decline the card's effect");
        return;
    }
    case ARCS_MOVE_CHANCE: {
        label words = {{0}, 0};
        generic_words(m, &words);
        say(l, "Chance: %s", words.text);
        return;
    }
    default: generic_words(m, l); return;
    }
}

arcs_status arcs_move_label(const arcs_game *game, arcs_move move, char *buf, size_t cap, size_t *written) {
    if (!game || (!buf && cap)) return ARCS_E_INVALID_ARG;
    if (move.kind == ARCS_MOVE_NONE || move.kind >= ARCS_MOVE_KIND_COUNT) return ARCS_E_INVALID_ARG;
    label l = {{0}, 0};
    label_move(&game->s, move, &l);
    if (l.len >= ARCS_MOVE_LABEL_MAX) {
        l.len = ARCS_MOVE_LABEL_MAX - 1;
        l.text[l.len] = 0;
    }
    if (written) *written = l.len;
    if (cap) {
        size_t n = l.len < cap - 1 ? l.len : cap - 1;
        memcpy(buf, l.text, n);
        buf[n] = 0;
    }
    return l.len + 1 > cap ? ARCS_E_BUFFER_TOO_SMALL : ARCS_OK;
}
