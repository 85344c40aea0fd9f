/* Plain-language labels for moves in their context (arcs_move_label), for
 * people: "Spend Material (slot 1) to Build", "Assign the hit to Player 2's
 * fresh ship at 3-hex". The label reads the state the move is legal in
 * (whose city is taxed, which resource is being placed, which Court card
 * sits in a row place). Players and resource slots are numbered from 1, as
 * in arcs_describe and the log; systems and action cards keep their move
 * text names ("3-hex", "Aggression-4"). Terms: Base rulebook, "Playing a
 * Chapter", "Standard Actions", "Resources", "Battle". */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "cards/campaign/fates/caretaker/golems.h"
#include "campaign/campaign.h"
#include "campaign/flagship.h"
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
    uint8_t b = sys >= 0 && sys < SYSTEMS_MAX && slot >= 0 && slot < BUILDING_SLOTS_MAX ? g->sys[sys].bld[slot] : 0;
    if (!(b & BLD_OCCUPIED)) {
        say(l, "building slot %d at %s", slot + 1, system_name(sys, name));
        return;
    }
    /* A Free city or starport belongs to the Free States, no player
     * (Campaign rulebook, "Free States"). */
    if (BLD_OWNER(b) == OWNER_FREE) say(l, "the Free States' ");
    else say(l, "Player %u's ", (unsigned)BLD_OWNER(b) + 1);
    say(l, "%s%s at %s", BLD_IS_DAMAGED(b) ? "damaged " : "", BLD_IS_STARPORT(b) ? "starport" : "city",
        system_name(sys, name));
}

/* A card step's label template in words (card_step.label, lib/cards/hooks.h):
 * the step's arguments are d, e, f (a Court card "K" takes two bytes). */
static void step_words(const game_state *g, arcs_move m, const char *tmpl, const char *letters, label *l) {
    int vals[3] = {0, 0, 0};
    char kinds[3] = {'n', 'n', 'n'};
    const uint8_t bytes[3] = {m.d, m.e, m.f};
    for (int i = 0, at = 0; letters[i] && i < 3 && at < 3; i++) {
        kinds[i] = letters[i];
        vals[i] = bytes[at++];
        if (letters[i] == 'K' && at < 3) vals[i] |= bytes[at++] << 8;
    }
    const player_state *pl = m.player < MAX_PLAYERS ? &g->pl[m.player] : NULL;
    char buf[24];
    for (const char *t = tmpl; *t; t++) {
        if (*t != '%' || !t[1]) {
            say(l, "%c", *t);
            continue;
        }
        char how = t[1];
        if (how >= '1' && how <= '3') how = 0;
        else t++;
        int i = t[1] - '1';
        if (i < 0 || i > 2) {
            say(l, "%c", *t);
            continue;
        }
        t++;
        int v = vals[i];
        if (how == '#') {
            say(l, "%d", v + 1);
        } else if (how == 'k') {
            say(l, "%s (Court place %d)", court_name(g, v), v + 1);
        } else if (how == 'b') {
            building_words(g, v, i < 2 ? vals[i + 1] : 0, l);
        } else if (how == 'd') {
            int n = 0;
            for (int d = 0; d < 8; d++)
                if (v >> d & 1) say(l, "%s%d", n++ ? ", " : (__builtin_popcount((unsigned)v) == 1 ? "die " : "dice "), d + 1);
            if (!n) say(l, "no dice");
        } else {
            switch (kinds[i]) {
            case 'c':
            case 'E': say(l, "%s", action_card_name(v, buf)); break;
            case 's': say(l, "%s", system_name(v, buf)); break;
            case 'A': say(l, "%s", ambition_name(v)); break;
            case 'x': say(l, "%s", cap_action(v)); break;
            case 'o':
            case 'p':
                if (v == OWNER_FREE) say(l, "the Free States");
                else if (v == OWNER_EMPIRE) say(l, "the Empire");
                else if (v == OWNER_BLIGHT) say(l, "the Blight");
                else say(l, "Player %d", v + 1);
                break;
            case 'r': say(l, "%s", v < NUM_RES ? resource_name(v) : "a resource"); break;
            case 'U':
                if (v == 0) say(l, "an action pip");
                else if (pl && v - 1 < RES_SLOTS && pl->res[v - 1] != RES_EMPTY)
                    say(l, "%s (slot %d)", resource_name(pl->res[v - 1] - 1), v);
                else say(l, "a resource (slot %d)", v);
                break;
            case 'K': say(l, "%s", v < card_table_len ? card_table[v].name : "a card"); break;
            case 'R':
                if (v >= STEAL_FROM_TRUST) say(l, "a %s of the Imperial Trust", v - STEAL_FROM_TRUST < NUM_RES ? resource_name(v - STEAL_FROM_TRUST) : "resource");
                else say(l, "slot %d", v + 1);
                break;
            case 'L': say(l, "cluster %d", v + 1); break;
            case 'S': { /* a set of resource slots */
                int n = 0, total = __builtin_popcount((unsigned)v);
                for (int k = 0; k < RES_SLOTS_MAX; k++) {
                    if (!(v >> k & 1)) continue;
                    say(l, "%s", n == 0 ? "" : n + 1 == total ? " and " : ", ");
                    if (pl && pl->res[k] != RES_EMPTY) say(l, "%s (slot %d)", resource_name(pl->res[k] - 1), k + 1);
                    else say(l, "slot %d", k + 1);
                    n++;
                }
                break;
            }
            default: say(l, "%d", v); break;
            }
        }
    }
}

/* Summits (Campaign rulebook, "Negotiations"). */
static const char *const NEGOTIATION_LABELS[ARCS_NEGOTIATION_COUNT] = {
    "Cede Control", "Delegate Authority", "Promise Favor", "Transfer Asset", "Invite to Empire", "Transfer Lore",
    "Transfer Guild Support", "Transfer Golem", "Share Rumor"};

static const char *negotiation_label(int a) { return a >= 0 && a < ARCS_NEGOTIATION_COUNT ? NEGOTIATION_LABELS[a] : "?"; }

/* The target of a Negotiation action (ARCS_MOVE_CEDE / DELEGATE / TRANSFER)
 * taken by `giver`, in words. */
static void target_words(const game_state *g, arcs_move m, int giver, label *l) {
    char sys[16], name[24];
    snprintf(name, sizeof name, "Player %d's", giver + 1);
    const char *who = giver >= 0 && giver < MAX_PLAYERS ? name : "a";
    switch (m.kind) {
    case ARCS_MOVE_CEDE:
        if (m.b <= 1) say(l, "%s %s ship at %s", who, m.b ? "damaged" : "fresh", system_name(m.a, sys));
        else building_words(g, m.a, m.b - 2, l);
        return;
    case ARCS_MOVE_DELEGATE: say(l, "%s agent on %s (Court place %d)", who, court_name(g, m.a), m.a + 1); return;
    default: break;
    }
    static const char *const TROPHY[] = {"ship", "city", "starport", "agent"};
    const player_state *pl = giver >= 0 && giver < MAX_PLAYERS ? &g->pl[giver] : NULL;
    switch (m.a) {
    case ARCS_ASSET_RESOURCE: {
        if (m.b >= TRANSFER_CARD_RES) {
            say(l, "%s %s from a card (Merchant League)", who, resource_name((m.b - TRANSFER_CARD_RES) % NUM_RES));
            return;
        }
        int r = pl && m.b < RES_SLOTS && pl->res[m.b] != RES_EMPTY ? pl->res[m.b] - 1 : -1;
        say(l, "%s %s (slot %d)", who, r >= 0 ? resource_name(r) : "resource", m.b + 1);
        return;
    }
    case ARCS_ASSET_CAPTIVE: say(l, "a Captive of Player %d", m.b + 1); return;
    case ARCS_ASSET_TROPHY_SHIP:
    case ARCS_ASSET_TROPHY_CITY:
    case ARCS_ASSET_TROPHY_STARPORT:
    case ARCS_ASSET_TROPHY_AGENT:
        say(l, "a Trophy: Player %d's %s", m.b + 1, TROPHY[m.a - ARCS_ASSET_TROPHY_SHIP]);
        return;
    case ARCS_ASSET_TROPHY_IMPERIAL: say(l, "a Trophy: an Imperial ship"); return;
    case ARCS_ASSET_TROPHY_BLIGHT: say(l, "a Trophy: a Blight"); return;
    case ARCS_ASSET_TROPHY_FREE_CITY: say(l, "a Trophy: a Free city"); return;
    case ARCS_ASSET_TROPHY_FREE_STARPORT: say(l, "a Trophy: a Free starport"); return;
    case ARCS_ASSET_FAVOR: say(l, "a Favor (Player %d's agent)", m.b + 1); return;
    case ARCS_ASSET_LORE: {
        int c = pl && m.b < g->ll.play_area_len[giver] && m.b < PLAY_AREA_MAX ? g->ll.play_area[giver][m.b] : -1;
        say(l, "%s lore card %s", who, c >= 0 ? card_table[c].name : "?");
        return;
    }
    case ARCS_ASSET_GUILD_CARD: {
        int c = pl && m.b < pl->guild_count && m.b < GUILD_HELD_MAX ? pl->guild[m.b] : -1;
        say(l, "%s Guild card %s", who, c >= 0 ? card_table[c].name : "?");
        return;
    }
    case ARCS_ASSET_GOLEM:
        /* By its place: a Sleeping Golem never seen Awake is named by nobody. */
        if (m.b < RES_SLOTS_MAX) say(l, "%s Golem in resource slot %d", who, m.b + 1);
        else if (m.b == GOLEM_PLACE_HEARTH_SLEEPING) say(l, "%s Sleeping Golem on Golem Hearth", who);
        else if (m.b >= GOLEM_PLACE_HEARTH_KNOWN && m.b < GOLEM_PLACE_HEARTH_KNOWN + GOLEMS)
            say(l, "%s %s Golem on Golem Hearth", who, golem_names[m.b - GOLEM_PLACE_HEARTH_KNOWN]);
        else say(l, "a Golem");
        return;
    case ARCS_ASSET_RUMOR:
        if (m.b < NUM_SYSTEMS) say(l, "the Rumor at %s with %s agent", system_name(m.b, sys), who);
        else say(l, "a Rumor");
        return;
    default: say(l, "an asset"); return;
    }
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
        int r = pl && m.a < RES_SLOTS_MAX && pl->res[m.a] != RES_EMPTY ? pl->res[m.a] - 1 : -1;
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
        int held = pl && m.a < RES_SLOTS_MAX && pl->res[m.a] != RES_EMPTY ? pl->res[m.a] - 1 : -1;
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
    case ARCS_MOVE_FATE: {
        /* A label is for the player deciding (arcs.h): it names the Fate
         * dealt to them. Shown to other seats, the move must not carry it
         * (the choice is secret until the reveal; examples/board.h). */
        int fate = m.player < MAX_PLAYERS && m.a < FATES_DEALT ? g->camp.fate_dealt[m.player][m.a] : NO_COURT_CARD;
        if (is_campaign(g) && fate != NO_COURT_CARD && fate < card_table_len)
            say(l, "Keep the Fate %s (%s)", card_table[fate].name, card_table[fate].id);
        else say(l, "Keep the %s Fate card dealt", m.a == 0 ? "first" : "second");
        return;
    }
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
    case ARCS_MOVE_ENFORCE: say(l, "%s", enforce_label(g)); return;
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
    /* Summits */
    case ARCS_MOVE_RETURN_FAVORS:
        say(l, "Return Player %d's Favors to force %s on them", m.a + 1, negotiation_label(m.b));
        return;
    case ARCS_MOVE_PETITION: say(l, "Petition the Council: flip it to In Session"); return;
    case ARCS_MOVE_LEAVE_EMPIRE:
        if (m.a >= NO_HEIR) say(l, "Leave the Empire: become an Outlaw");
        else say(l, "Leave the Empire: become an Outlaw; Player %d becomes the First Regent", m.a + 1);
        return;
    case ARCS_MOVE_REVIVE_EMPIRE: say(l, "Revive the Empire: become a Regent and the First Regent"); return;
    case ARCS_MOVE_ORDER_DONE: say(l, "End the Call to Order"); return;
    case ARCS_MOVE_DEAL_ADD:
        say(l, "Add to the deal: Player %d takes %s affecting Player %d", m.a + 1, negotiation_label(m.c), m.b + 1);
        return;
    case ARCS_MOVE_CEDE:
    case ARCS_MOVE_DELEGATE:
    case ARCS_MOVE_TRANSFER: {
        /* The action's giver and receiver are the decision frame's. */
        int giver = f && f->kind == FR_SUMMIT_ITEM ? f->a : -1, receiver = f && f->kind == FR_SUMMIT_ITEM ? f->b : -1;
        say(l, m.kind == ARCS_MOVE_CEDE ? "Replace " : m.kind == ARCS_MOVE_DELEGATE ? "Replace " : "Give ");
        target_words(g, m, giver, l);
        if (receiver >= 0) say(l, m.kind == ARCS_MOVE_TRANSFER ? " to Player %d" : " with Player %d's", receiver + 1);
        return;
    }
    case ARCS_MOVE_DEAL_SUBMIT: say(l, "Submit the deal to its parties"); return;
    case ARCS_MOVE_DEAL_WITHDRAW: say(l, "Withdraw the deal"); return;
    case ARCS_MOVE_DEAL_ACCEPT: say(l, "Accept the deal"); return;
    case ARCS_MOVE_DEAL_REJECT: say(l, "Reject the deal"); return;
    case ARCS_MOVE_NEGOTIATE_PASS: say(l, "Pass (no deal)"); return;
    case ARCS_MOVE_DEAL_REMOVE: {
        const summit_state *s = &g->camp.summit;
        const deal_item *it = m.a < s->n_items && m.a < DEAL_ITEMS_MAX ? &s->items[m.a] : NULL;
        if (it)
            say(l, "Take item %d out of the deal (Player %d's %s affecting Player %d)", m.a + 1, it->giver + 1,
                negotiation_label(it->action), it->receiver + 1);
        else say(l, "Take item %d out of the deal", m.a + 1);
        return;
    }
    case ARCS_MOVE_FLAGSHIP_BUILD:
    case ARCS_MOVE_FLAGSHIP_REPAIR: {
        const char *upgrade = m.a < FLAGSHIP_COLUMNS ? flagship_upgrade_names[m.a] : "?";
        const char *row = m.b == FLAGSHIP_ARMOR ? "Armor" : "Upgrade";
        if (m.kind == ARCS_MOVE_FLAGSHIP_REPAIR) say(l, "Repair the %s %s of the Flagship", upgrade, row);
        else say(l, "Build a %s as the Flagship's %s %s", m.c ? "starport" : "city", upgrade, row);
        return;
    }
    case ARCS_MOVE_SLIPSTREAM: say(l, "Slipstream Drive: Catapult move the Flagship alone or other ships from it"); return;
    case ARCS_MOVE_FLAGSHIP_ALONG: say(l, m.a ? "The Flagship comes along" : "The Flagship stays"); return;
    case ARCS_MOVE_FLAGSHIP_SHIP: say(l, "Build a ship at the Flagship (%s)", system_name(m.a, sys)); return;
    case ARCS_MOVE_RESETTLE_PLACE:
        if (m.c == 2) say(l, "Resettle: place a ship at %s", system_name(m.a, sys));
        else say(l, "Resettle: place a %s at %s%s", m.c ? "starport" : "city", system_name(m.a, sys),
                 g && m.a < NUM_SYSTEMS && m.b < BUILDING_SLOTS_MAX && (g->sys[m.a].bld[m.b] & BLD_OCCUPIED)
                     ? ", replacing the Free building" : "");
        return;
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
        else if ((m.a == 18 || m.a == 19) && victim < MAX_PLAYERS && victim == b->attacker &&
                 !cards_attack_card_ships(g, victim) && cards_attack_ally_ships(g, victim))
            /* campaign: another player's ships a card added to the attack (Judge's Chosen) */
            say(l, "an added attacking %s ship (not Player %d's) at %s", m.a == 18 ? "fresh" : "damaged", victim + 1,
                system_name(b->system, sys));
        else if ((m.a == 18 || m.a == 19) && victim < MAX_PLAYERS && victim == b->attacker)
            /* campaign: the attacker's ships on a card, hit first (the Warden's Act III) */
            say(l, "Player %d's %s ship on a card", victim + 1, m.a == 18 ? "fresh" : "damaged");
        else if ((m.a == 18 || m.a == 19) && victim < MAX_PLAYERS) {
            /* campaign: a piece of a card's own harmed like a building (a Banner) */
            const char *noun = cards_building_piece_noun(g, victim, b->system);
            say(l, "Player %d's %s %s at %s", victim + 1, m.a == 18 ? "fresh" : "damaged", noun ? noun : "piece",
                system_name(b->system, sys));
        } else if (m.a >= 12 && m.a < 12 + FLAGSHIP_COLUMNS && victim < MAX_PLAYERS) {
            /* campaign: a column of the Flagship board, its Armor before its Upgrade */
            const uint8_t *col = g->camp.flagship_board[victim][m.a - 12];
            int row = (col[FLAGSHIP_ARMOR] & BLD_OCCUPIED) ? FLAGSHIP_ARMOR : FLAGSHIP_UPGRADE;
            say(l, "Player %d's Flagship: the %s %s (%s%s)", victim + 1, flagship_upgrade_names[m.a - 12],
                row == FLAGSHIP_ARMOR ? "Armor" : "Upgrade", BLD_IS_DAMAGED(col[row]) ? "damaged " : "",
                BLD_IS_STARPORT(col[row]) ? "starport" : "city");
        } else if (m.a >= 8) /* campaign: Imperial ships, Blight (2 hits: Tough) */
            say(l, "a %s %s at %s", (m.a & 1) ? "damaged" : "fresh", m.a < 10 ? "Imperial ship" : "Blight (2 hits)",
                system_name(b->system, sys));
        else building_words(g, b->system, m.a - 2, l);
        return;
    }
    case ARCS_MOVE_RAID: {
        const battle_state *b = &g->battle;
        const player_state *d = b->defender < MAX_PLAYERS ? &g->pl[b->defender] : NULL;
        char token[96];
        if (m.a == 2) {
            say(l, "Take 1 %s from the Free States (1 key)", resource_name(planet_type(b->system)));
        } else if (m.a == 0 && d && m.b >= RES_SLOTS_MAX && is_campaign(g) &&
                   cards_raid_token_label(g, b->defender, m.b, token, sizeof token)) {
            /* Campaign: a card's own tokens (the Pirate Hoard, Well of
             * Empathy, Arsenal Keepers). */
            say(l, "%s", token);
        } else if (m.a == 0 && (m.b >= RES_SLOTS_MAX || (d && d->res[m.b] == RES_GOLEM))) {
            /* Campaign: a Golem in a slot, or on Golem Hearth (8 + a known one, 12 a Sleeping one). */
            if (m.b < RES_SLOTS_MAX) say(l, "Take Player %d's Golem from slot %d (%d keys)", b->defender + 1, m.b + 1, res_slot_keys(m.b));
            else if (m.b >= 8 && m.b < 8 + GOLEMS) say(l, "Take the %s Golem from Golem Hearth (2 keys)", golem_names[m.b - 8]);
            else say(l, "Take a Sleeping Golem from Golem Hearth (2 keys)");
        } else if (m.a == 0) {
            int r = d && m.b < RES_SLOTS_MAX && d->res[m.b] != RES_EMPTY ? d->res[m.b] - 1 : -1;
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
        bool known = card_def_of(instance) != NULL;
        if (known && m.c == STEP_DRAFT) {
            say(l, "Take the %s %s", card_table[instance].kind == CK_LEADER ? "leader" : "lore card",
                card_table[instance].name);
            return;
        }
        say(l, "%s: ", known ? card_table[instance].name : "Card");
        const char *args = "";
        const char *tmpl = known ? card_step_label(instance, m.c, &args) : NULL;
        if (tmpl) {
            step_words(g, m, tmpl, args, l);
            return;
        }
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

/* A finished label into the caller's buffer (the library's text convention:
 * cut at ARCS_MOVE_LABEL_MAX - 1 characters; *written the length). */
static arcs_status label_out(label *l, char *buf, size_t cap, size_t *written) {
    if (l->len >= ARCS_MOVE_LABEL_MAX) {
        l->len = ARCS_MOVE_LABEL_MAX - 1;
        l->text[l->len] = 0;
    }
    if (written) *written = l->len;
    if (cap) {
        size_t n = l->len < cap - 1 ? l->len : cap - 1;
        memcpy(buf, l->text, n);
        buf[n] = 0;
    }
    return l->len + 1 > cap ? ARCS_E_BUFFER_TOO_SMALL : ARCS_OK;
}

arcs_status arcs_move_label(const arcs_game *game, arcs_move move, char *buf, size_t cap, size_t *written) {
    if (!game || (!buf && cap)) return ARCS_E_INVALID_ARG;
    if (move.kind == ARCS_MOVE_NONE || move.kind >= ARCS_MOVE_KIND_COUNT) return ARCS_E_INVALID_ARG;
    label l = {{0}, 0};
    label_move(&game->s, move, &l);
    return label_out(&l, buf, cap, written);
}

/* ---- arcs_move_label_for: a move as another viewer may see it ---------- */

/* The cards arcs_view(viewer) shows: bit per card-table index (cards) and
 * per action card (actions). */
#define SEEN_CARDS_MAX 2048 /* above card_table_len: a card past it counts as unseen */
typedef struct seen_cards {
    uint8_t cards[SEEN_CARDS_MAX / 8];
    uint8_t actions[(NUM_ACTION_CARDS + 7) / 8];
} seen_cards;

static void see(uint8_t *bits, int n, int card) {
    if (n > SEEN_CARDS_MAX) n = SEEN_CARDS_MAX;
    if (card >= 0 && card < n) bits[card >> 3] |= (uint8_t)(1u << (card & 7));
}

static bool seen(const uint8_t *bits, int n, int card) {
    if (n > SEEN_CARDS_MAX) n = SEEN_CARDS_MAX;
    return card >= 0 && card < n && (bits[card >> 3] >> (card & 7)) & 1u;
}

static void see_list(seen_cards *s, const int *v, int n) {
    for (int i = 0; i < n; i++) see(s->cards, card_table_len, v[i]);
}

static void seen_in_view(const arcs_game_view *v, seen_cards *s) {
    memset(s, 0, sizeof *s);
    for (int p = 0; p < v->players; p++) {
        const arcs_view_player *x = &v->player[p];
        if (x->hand_visible)
            for (int i = 0; i < x->hand_count; i++) see(s->actions, NUM_ACTION_CARDS, x->hand[i]);
        see(s->actions, NUM_ACTION_CARDS, x->played);
        see(s->actions, NUM_ACTION_CARDS, x->seize_card);
        see_list(s, x->guild, x->guild_count);
        see_list(s, x->lore, x->lore_count);
        see_list(s, x->play_area, x->play_area_count);
        see_list(s, x->fate_dealt, ARCS_VIEW_FATES_DEALT);
        see_list(s, x->fate_history, 3);
        see_list(s, &x->leader, 1);
        see_list(s, &x->fate, 1);
    }
    see(s->actions, NUM_ACTION_CARDS, v->lead_card);
    for (int i = 0; i < v->court_row_count; i++) see(s->cards, card_table_len, v->court[i].card);
    see_list(s, v->court_discard, v->court_discard_count);
    for (int i = 0; i < v->placed_count; i++) see(s->cards, card_table_len, v->placed[i].card);
    see_list(s, v->draft.row, v->draft.leader_places + v->draft.lore_places);
    see(s->cards, card_table_len, v->decision.card);
}

/* Whether `name` stands in `text` as a whole name (not inside a longer word
 * or number: "Event-1" is not in "Event-10"). */
static bool names(const char *text, const char *name) {
    size_t n = strlen(name);
    if (!n) return false;
    for (const char *p = strstr(text, name); p; p = strstr(p + 1, name)) {
        unsigned char before = p > text ? (unsigned char)p[-1] : ' ', after = (unsigned char)p[n];
        if (!isalnum(before) && !isalnum(after) && after != '-') return true;
    }
    return false;
}

/* Blank every whole occurrence of name in text (so a shown card's name
 * hides no shorter name inside it: "Elder" in "Elder Broker"). */
static void blank(char *text, const char *name) {
    size_t n = strlen(name);
    if (!n) return;
    for (char *p = strstr(text, name); p; p = strstr(p + n, name)) {
        unsigned char before = p > text ? (unsigned char)p[-1] : ' ', after = (unsigned char)p[n];
        if (!isalnum(before) && !isalnum(after) && after != '-') memset(p, ' ', n);
        else if (!p[1]) break;
    }
}

/* Whether the label names a card that arcs_view(viewer) does not show: the
 * names of shown cards (and of the card whose effect it is) are blanked
 * first, so a name shared with a shown card, or inside a shown card's
 * name, is no hidden card. */
static bool names_unseen_card(const char *label_text, int source, const seen_cards *s) {
    char text[ARCS_MOVE_LABEL_MAX * 2], buf[24];
    snprintf(text, sizeof text, "%s", label_text);
    if (source >= 0 && source < card_table_len) blank(text, card_table[source].name);
    for (int c = 0; c < NUM_ACTION_CARDS; c++)
        if (seen(s->actions, NUM_ACTION_CARDS, c)) blank(text, action_card_name(c, buf));
    for (int c = 0; c < card_table_len; c++)
        if (seen(s->cards, card_table_len, c) && card_table[c].name) blank(text, card_table[c].name);
    for (int c = 0; c < NUM_ACTION_CARDS; c++)
        if (!seen(s->actions, NUM_ACTION_CARDS, c) && names(text, action_card_name(c, buf))) return true;
    for (int c = 0; c < card_table_len; c++)
        if (!seen(s->cards, card_table_len, c) && card_table[c].name && names(text, card_table[c].name)) return true;
    return false;
}

arcs_status arcs_move_label_for(const arcs_game *game, arcs_move move, int viewer, char *buf, size_t cap,
                                size_t *written) {
    if (!game || (!buf && cap)) return ARCS_E_INVALID_ARG;
    if (move.kind == ARCS_MOVE_NONE || move.kind >= ARCS_MOVE_KIND_COUNT) return ARCS_E_INVALID_ARG;
    const game_state *g = &game->s;
    if (viewer < -1 || viewer >= g->num_players || !game_viewer_allowed(game, viewer)) return ARCS_E_INVALID_ARG;
    if (viewer >= 0 && move.player == viewer) return arcs_move_label(game, move, buf, cap, written);
    label l = {{0}, 0};
    bool chance = move.kind == ARCS_MOVE_CHANCE;
    if (move.kind == ARCS_MOVE_COPY) say(&l, "Copy with a face-down card");
    else if (move.kind == ARCS_MOVE_SEIZE) say(&l, "Seize the initiative with a face-down card");
    else if (move.kind == ARCS_MOVE_FATE) say(&l, "Keep a Fate card in secret");
    else if (chance && move.c == CH_FATE_DRAW) say(&l, "Chance: a Fate card dealt");
    else if (chance && move.c == CH_LORE_DRAW) say(&l, "Chance: a lore card shuffled into the Court deck");
    else if (chance && (move.c == CH_ACTION_DRAW || move.c == CH_DISCARD_BOTTOM))
        say(&l, "Chance: an action card drawn");
    else {
        label_move(g, move, &l);
        if (move.kind == ARCS_MOVE_CARD || (chance && move.c == CH_CARD)) {
            arcs_game_view *v = malloc(sizeof *v); /* too large for a small stack */
            if (!v) return ARCS_E_NOMEM;
            seen_cards s;
            arcs_status st = arcs_view(game, viewer, v);
            if (st == ARCS_OK) seen_in_view(v, &s);
            free(v);
            if (st != ARCS_OK) return st;
            l.text[l.len < ARCS_MOVE_LABEL_MAX ? l.len : ARCS_MOVE_LABEL_MAX - 1] = 0;
            int source = chance ? -1 : card_move_card(move);
            if (names_unseen_card(l.text, source, &s)) {
                const char *name = source >= 0 && source < card_table_len && seen(s.cards, card_table_len, source)
                                       ? card_table[source].name
                                       : NULL;
                l.len = 0;
                l.text[0] = 0;
                if (chance) say(&l, "Chance: a card drawn in secret");
                else if (name) say(&l, "%s: a choice of a card hidden from this viewer", name);
                else say(&l, "A card effect's choice of a card hidden from this viewer");
            }
        }
    }
    return label_out(&l, buf, cap, written);
}
