/* The stable text form of moves (names of game things: lib/core/names.c).
 *
 * A move reads "p<player> <verb> <args...>", e.g. "p1 lead Aggression-4",
 * "p0 tax 3-hex 0", "p2 dice assault 2", "chance chance roll raid 4".
 * Argument kinds: c action card, s system, A ambition, x action,
 * D die type, p player (or a campaign side: free, empire, blight), n number (0..255), r resource, U action pip or
 * resource slot ("pip", "slot-2"), K Court card by its short name, L cluster
 * ("cluster-3"); Summits: h a player or "none", N a Negotiation action
 * ("cede", "delegate", "promise", "transfer", "invite", "lore", "guild", "golem", "share-rumor"), T an asset
 * ("resource", "captive", "trophy-ship", ... "favor"), P a piece
 * ("ship", "damaged-ship", "building-0" ...).
 *
 * Card moves (ARCS_MOVE_CARD) read "card <card> <step> <args>", the card's
 * short name, the step's name and the step's arguments for c and d, as the
 * card's table entry gives them (lib/cards/hooks.h), e.g.
 * "p0 card <card> swap Aggression-3 Construction-5". A card move the table
 * does not know is written "card <a> <b> <c> <d>" in numbers. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

#include "cards/campaign/fates/caretaker/golems.h"
#include "rules/rules.h"
#include "data/card_ids.h"
#include "data/tables.h"

typedef struct move_form {
    const char *verb;
    const char *args; /* one letter per argument a, b, c, d */
} move_form;

static const move_form FORMS[ARCS_MOVE_KIND_COUNT] = {
    [ARCS_MOVE_NONE] = {NULL, ""},
    [ARCS_MOVE_LEAD] = {"lead", "c"},
    [ARCS_MOVE_PASS] = {"pass", ""},
    [ARCS_MOVE_SURPASS] = {"surpass", "c"},
    [ARCS_MOVE_COPY] = {"copy", "c"},
    [ARCS_MOVE_PIVOT] = {"pivot", "c"},
    [ARCS_MOVE_DECLARE] = {"declare", "A"},
    [ARCS_MOVE_NO_DECLARE] = {"no-declare", ""},
    [ARCS_MOVE_SEIZE] = {"seize", "c"},
    [ARCS_MOVE_NO_SEIZE] = {"no-seize", ""},
    [ARCS_MOVE_MULLIGAN] = {"mulligan", ""},
    [ARCS_MOVE_KEEP_HAND] = {"keep-hand", ""},
    [ARCS_MOVE_SPEND] = {"spend", "nx"},
    [ARCS_MOVE_ACTION] = {"action", "x"},
    [ARCS_MOVE_END_TURN] = {"end-turn", ""},
    [ARCS_MOVE_TAX] = {"tax", "sn"},
    [ARCS_MOVE_BUILD_CITY] = {"build-city", "s"},
    [ARCS_MOVE_BUILD_STARPORT] = {"build-starport", "s"},
    [ARCS_MOVE_BUILD_SHIP] = {"build-ship", "sn"},
    [ARCS_MOVE_REPAIR_SHIP] = {"repair-ship", "s"},
    [ARCS_MOVE_REPAIR_BUILDING] = {"repair-building", "sn"},
    [ARCS_MOVE_INFLUENCE] = {"influence", "n"},
    [ARCS_MOVE_SECURE] = {"secure", "n"},
    [ARCS_MOVE_MOVE_FROM] = {"move-from", "s"},
    [ARCS_MOVE_MOVE_TO] = {"move-to", "s"},
    [ARCS_MOVE_SHIPS] = {"ships", "nn"},
    [ARCS_MOVE_CATAPULT_STOP] = {"catapult-stop", ""},
    [ARCS_MOVE_PLACE_RESOURCE] = {"place-resource", "n"},
    [ARCS_MOVE_DISCARD_RESOURCE] = {"discard-resource", "n"},
    [ARCS_MOVE_PLACE_SHIPS_GATE] = {"place-ships", "s"},
    [ARCS_MOVE_BATTLE_SYSTEM] = {"battle-in", "s"},
    [ARCS_MOVE_BATTLE_DEFENDER] = {"battle-defender", "p"},
    [ARCS_MOVE_DICE] = {"dice", "Dn"},
    [ARCS_MOVE_HIT] = {"hit", "n"},
    [ARCS_MOVE_RAID] = {"raid", "nn"},
    [ARCS_MOVE_RAID_STOP] = {"raid-stop", ""},
    [ARCS_MOVE_RANSACK] = {"ransack", "n"},
    [ARCS_MOVE_CARD] = {"card", "nnnn"},
    [ARCS_MOVE_DECLINE] = {"decline", ""},
    [ARCS_MOVE_CHANCE] = {"chance", "nnnn"},
    [ARCS_MOVE_FATE] = {"fate", "n"},
    [ARCS_MOVE_START_PLACE] = {"start-place", "sn"},
    [ARCS_MOVE_ADD_IMPERIAL] = {"add-imperial", "nn"},
    [ARCS_MOVE_REPAIR_IMPERIAL] = {"repair-imperial", "s"},
    [ARCS_MOVE_EVENT] = {"event", "c"},
    [ARCS_MOVE_SUMMIT] = {"summit", ""},
    [ARCS_MOVE_NO_SUMMIT] = {"no-summit", ""},
    [ARCS_MOVE_RESOLVE_CRISES] = {"resolve-crises", ""},
    [ARCS_MOVE_RESOLVE_EDICTS] = {"resolve-edicts", ""},
    [ARCS_MOVE_STEAL_TRUST] = {"steal-trust", "r"},
    [ARCS_MOVE_ENFORCE] = {"enforce", ""},
    [ARCS_MOVE_CHANGE_POLICY] = {"change-policy", "P"},
    [ARCS_MOVE_DEMAND] = {"demand", "pnn"},
    [ARCS_MOVE_MAKE_OUTLAW] = {"make-outlaw", "p"},
    [ARCS_MOVE_REQUISITION] = {"requisition", "s"},
    [ARCS_MOVE_ARM] = {"arm", "p"},
    [ARCS_MOVE_RETURN_FAVORS] = {"return-favors", "pN"},
    [ARCS_MOVE_PETITION] = {"petition", ""},
    [ARCS_MOVE_LEAVE_EMPIRE] = {"leave-empire", "h"},
    [ARCS_MOVE_REVIVE_EMPIRE] = {"revive-empire", ""},
    [ARCS_MOVE_ORDER_DONE] = {"order-done", ""},
    [ARCS_MOVE_DEAL_ADD] = {"deal-add", "ppN"},
    [ARCS_MOVE_CEDE] = {"cede", "sY"},
    [ARCS_MOVE_DELEGATE] = {"delegate", "n"},
    [ARCS_MOVE_TRANSFER] = {"transfer", "Tn"},
    [ARCS_MOVE_DEAL_SUBMIT] = {"deal-submit", ""},
    [ARCS_MOVE_DEAL_WITHDRAW] = {"deal-withdraw", ""},
    [ARCS_MOVE_DEAL_ACCEPT] = {"deal-accept", ""},
    [ARCS_MOVE_DEAL_REJECT] = {"deal-reject", ""},
    [ARCS_MOVE_NEGOTIATE_PASS] = {"negotiate-pass", ""},
    [ARCS_MOVE_DEAL_REMOVE] = {"deal-remove", "n"},
    [ARCS_MOVE_FLAGSHIP_BUILD] = {"flagship-build", "nnn"},
    [ARCS_MOVE_FLAGSHIP_SHIP] = {"flagship-ship", "s"},
    [ARCS_MOVE_FLAGSHIP_REPAIR] = {"flagship-repair", "nn"},
    [ARCS_MOVE_FLAGSHIP_ALONG] = {"flagship-along", "n"},
    [ARCS_MOVE_SLIPSTREAM] = {"slipstream", ""},
    [ARCS_MOVE_RESETTLE_PLACE] = {"resettle-place", "snn"},
};

/* Summits: the Negotiation actions (N), Transfer Asset's assets (T) and
 * the pieces Cede Control replaces (Y: 0 fresh ship, 1 damaged ship,
 * 2 + i the building in slot i). */
static const char *const NEGOTIATION_WORDS[ARCS_NEGOTIATION_COUNT] = {"cede",   "delegate", "promise", "transfer",
                                                                       "invite", "lore",     "guild",   "golem",
                                                                       "share-rumor"};
static const char *const ASSET_WORDS[ARCS_ASSET_COUNT] = {
    "resource", "captive", "trophy-ship", "trophy-city", "trophy-starport", "trophy-agent",
    "trophy-imperial", "trophy-blight", "trophy-free-city", "trophy-free-starport", "favor", "lore", "guild-card", "golem",
    "rumor"};
static const char *const PIECE_WORDS[2 + BUILDING_SLOTS_MAX] = {"ship", "damaged-ship", "building-0",
                                                                 "building-1", "building-2", "building-3"};

/* The Imperial Policies, by the Govern the Imperial Reach card
 * (ARCS-AID03 War, AID04 Peace, AID05 Escalation). */
static const char *const POLICY_NAMES[3] = {"war", "peace", "escalation"};

/* Append s; on overflow keep a NUL-terminated prefix in buf and go on
 * counting the full length in *len. */
static int put(char *buf, size_t cap, size_t *len, const char *s) {
    size_t n = strlen(s);
    if (*len + n + 1 > cap) {
        if (cap && *len < cap - 1) {
            size_t room = cap - 1 - *len;
            memmove(buf + *len, s, room);
            buf[cap - 1] = 0;
        }
        *len += n;
        return -1;
    }
    memmove(buf + *len, s, n + 1);
    *len += n;
    return 0;
}

/* One argument in words into tmp (32 bytes). */
static void arg_text(char type, int v, char *tmp) {
    switch (type) {
    case 'c':
    case 'E': action_card_name(v, tmp); break;
    case 's': system_name(v, tmp); break;
    case 'A': snprintf(tmp, 32, "%s", ambition_name(v)); break;
    case 'x': snprintf(tmp, 32, "%s", action_name(v)); break;
    case 'D': snprintf(tmp, 32, "%s", v < 3 ? die_names[v] : "?"); break;
    case 'o': /* a defender: a player or a campaign side */
    case 'p': /* a player, or a campaign side (battle defender) */
        if (v == OWNER_FREE) snprintf(tmp, 32, "free");
        else if (v == OWNER_EMPIRE) snprintf(tmp, 32, "empire");
        else if (v == OWNER_BLIGHT) snprintf(tmp, 32, "blight");
        else snprintf(tmp, 32, "p%d", v);
        break;
    case 'r': snprintf(tmp, 32, "%s", resource_name(v)); break;
    case 'U':
        if (v == 0) snprintf(tmp, 32, "pip");
        else snprintf(tmp, 32, "slot-%d", v - 1);
        break;
    case 'K': card_text_name(v, tmp, 32); break;
    case 'R': /* a Rival's resource slot, or a type in the Imperial Trust */
        if (v >= STEAL_FROM_TRUST) snprintf(tmp, 32, "trust-%s", v - STEAL_FROM_TRUST < NUM_RES ? resource_name(v - STEAL_FROM_TRUST) : "?");
        else snprintf(tmp, 32, "%d", v);
        break;
    case 'L': snprintf(tmp, 32, "cluster-%d", v + 1); break;
    case 'P': snprintf(tmp, 32, "%s", v < 3 ? POLICY_NAMES[v] : "?"); break;
    case 'h':
        if (v == NO_HEIR) snprintf(tmp, 32, "none");
        else snprintf(tmp, 32, "p%d", v);
        break;
    case 'N': snprintf(tmp, 32, "%s", v < ARCS_NEGOTIATION_COUNT ? NEGOTIATION_WORDS[v] : "?"); break;
    case 'T': snprintf(tmp, 32, "%s", v < ARCS_ASSET_COUNT ? ASSET_WORDS[v] : "?"); break;
    case 'Y': snprintf(tmp, 32, "%s", v < 2 + BUILDING_SLOTS_MAX ? PIECE_WORDS[v] : "?"); break;
    default: snprintf(tmp, 32, "%d", v); break;
    }
}

static int parse_arg(char type, const char *tok);

/* A number in canonical decimal form ("0", "7", "255"; no sign, no leading
 * zero, nothing after it) that is at most max; -1 otherwise. Text and
 * moves are one-to-one: "p00 pass" is not another spelling of "p0 pass". */
static int parse_uint(const char *s, int max) {
    if (!isdigit((unsigned char)s[0]) || (s[0] == '0' && s[1])) return -1;
    int v = 0;
    for (; *s; s++) {
        if (!isdigit((unsigned char)*s)) return -1;
        v = v * 10 + (*s - '0');
        if (v > max) return -1;
    }
    return v;
}

/* Chance outcomes by name (c = the chance kind, CH_* in engine.h):
 *   "roll <die> <face 1-6>"      a = face 0..5, b = die type
 *   "draw <action card>"         a = card (from the action deck)
 *   "draw-bottom <action card>"  a = card (bottom of the action discard)
 *   "court <cards.csv id>"       a, b = card-table index, low and high byte
 *   "roll number <1-6>"          the campaign's number die (a = value - 1)
 *   "roll event <face 1-6>"      the campaign's event die (a = face - 1)
 *   "fate <cards.csv id>"        a Fate card drawn (a, b = card-table index)
 *   "lore <cards.csv id>"        a lore card drawn into the Court deck
 *   "govern <cards.csv id>"      the Govern the Imperial Reach edict on top
 *   "draft <cards.csv id>"       a, b = the leader or lore card laid out in a draft row
 * Any other values keep the generic "a b c d" form. */
static bool chance_text(arcs_move m, char *out) {
    char card[24];
    int court = m.a | (m.b << 8);
    switch (m.c) {
    case CH_DIE:
        if (m.a >= 6 || m.b >= 3 || m.d) return false;
        snprintf(out, 40, "roll %s %d", die_names[m.b], m.a + 1);
        return true;
    case CH_ACTION_DRAW:
    case CH_DISCARD_BOTTOM:
        if (m.a >= NUM_ACTION_CARDS || m.b || m.d) return false;
        snprintf(out, 40, "%s %s", m.c == CH_ACTION_DRAW ? "draw" : "draw-bottom", action_card_name(m.a, card));
        return true;
    case CH_COURT_DRAW:
    case CH_FATE_DRAW:
    case CH_LORE_DRAW:
    case CH_GOVERN_TOP:
    case CH_DRAFT_DRAW:
        if (court >= card_table_len || m.d) return false;
        /* Named only for the cards such a draw can give. */
        if ((m.c == CH_GOVERN_TOP && (court < CARD_AID03 || court > CARD_AID05)) ||
            (m.c == CH_LORE_DRAW && card_table[court].kind != CK_LORE) ||
            (m.c == CH_FATE_DRAW && card_table[court].kind != CK_FATE))
            return false;
        snprintf(out, 40, "%s %s",
                 m.c == CH_FATE_DRAW    ? "fate"
                 : m.c == CH_LORE_DRAW  ? "lore"
                 : m.c == CH_GOVERN_TOP ? "govern"
                 : m.c == CH_DRAFT_DRAW ? "draft"
                                        : "court",
                 card_table[court].id);
        return true;
    case CH_NUMBER_DIE:
    case CH_EVENT_DIE:
        if (m.a >= 6 || m.b || m.d) return false;
        snprintf(out, 40, "roll %s %d", m.c == CH_NUMBER_DIE ? "number" : "event", m.a + 1);
        return true;
    case CHANCE_GOLEM_DRAW:
        if (m.a >= GOLEMS || m.b || m.d) return false;
        snprintf(out, 40, "golem %s", golem_names[m.a]);
        return true;
    default: return false;
    }
}

/* The named chance forms back into a move; false if tok is not one. */
static bool chance_parse(char **tok, int nt, arcs_move *m) {
    if (nt == 5 && strcmp(tok[2], "roll") == 0 && (strcmp(tok[3], "number") == 0 || strcmp(tok[3], "event") == 0)) {
        char *end;
        long v = strtol(tok[4], &end, 10);
        if (*end || v < 1 || v > 6) return false;
        m->a = (uint8_t)(v - 1);
        m->c = strcmp(tok[3], "number") == 0 ? CH_NUMBER_DIE : CH_EVENT_DIE;
        return true;
    }
    if (nt == 5 && strcmp(tok[2], "roll") == 0) {
        int die = name_index(tok[3], die_names, 3);
        int face = parse_uint(tok[4], 6);
        if (die < 0 || face < 1) return false;
        m->a = (uint8_t)(face - 1);
        m->b = (uint8_t)die;
        m->c = CH_DIE;
        return true;
    }
    if (nt == 4 && (strcmp(tok[2], "draw") == 0 || strcmp(tok[2], "draw-bottom") == 0)) {
        int card = parse_arg('c', tok[3]);
        if (card < 0) return false;
        m->a = (uint8_t)card;
        m->c = strcmp(tok[2], "draw") == 0 ? CH_ACTION_DRAW : CH_DISCARD_BOTTOM;
        return true;
    }
    if (nt == 4 && strcmp(tok[2], "golem") == 0) {
        int k = name_index(tok[3], golem_names, GOLEMS);
        if (k < 0) return false;
        m->a = (uint8_t)k;
        m->c = CHANCE_GOLEM_DRAW;
        return true;
    }
    static const char *const CARD_DRAWS[] = {"court", "fate", "lore", "govern", "draft"};
    static const uint8_t CARD_DRAW_KINDS[] = {CH_COURT_DRAW, CH_FATE_DRAW, CH_LORE_DRAW, CH_GOVERN_TOP, CH_DRAFT_DRAW};
    int kind = nt == 4 ? name_index(tok[2], CARD_DRAWS, 5) : -1;
    if (kind >= 0) {
        int card = card_index(tok[3]);
        if (card < 0) return false;
        m->a = (uint8_t)(card & 0xFF);
        m->b = (uint8_t)(card >> 8);
        m->c = CARD_DRAW_KINDS[kind];
        return true;
    }
    return false;
}

arcs_status arcs_move_to_str(arcs_move m, char *buf, size_t cap, size_t *written) {
    if (m.kind == 0 || m.kind >= ARCS_MOVE_KIND_COUNT || !FORMS[m.kind].verb) return ARCS_E_INVALID_ARG;
    /* The same moves as arcs_move_to_bytes: e and f are 0 but in card moves. */
    if (m.kind != ARCS_MOVE_CARD && (m.e || m.f)) return ARCS_E_INVALID_ARG;
    if (!buf && cap) return ARCS_E_INVALID_ARG;
    char tmp[32];
    size_t len = 0;
    int err = 0;
    if (cap) buf[0] = 0;
    if (m.player == ARCS_PLAYER_CHANCE_ID) snprintf(tmp, sizeof tmp, "chance");
    else snprintf(tmp, sizeof tmp, "p%u", (unsigned)m.player);
    err |= put(buf, cap, &len, tmp);
    err |= put(buf, cap, &len, " ");
    err |= put(buf, cap, &len, FORMS[m.kind].verb);
    const uint8_t bytes[6] = {m.a, m.b, m.c, m.d, m.e, m.f};
    const uint8_t *vals = bytes;
    const char *args = FORMS[m.kind].args;
    const char *card, *step, *card_args;
    if (m.kind == ARCS_MOVE_CARD && card_move_form(card_move_card(m), m.c, &card, &step, &card_args)) {
        char name[48];
        card_text_name(card_move_card(m), name, sizeof name);
        err |= put(buf, cap, &len, " ");
        err |= put(buf, cap, &len, name);
        err |= put(buf, cap, &len, " ");
        err |= put(buf, cap, &len, step);
        vals = bytes + 3; /* the step's arguments: d, e, f */
        args = card_args;
    }
    char named[40];
    if (m.kind == ARCS_MOVE_CHANCE && chance_text(m, named)) {
        err |= put(buf, cap, &len, " ");
        err |= put(buf, cap, &len, named);
        args = "";
    }
    for (int i = 0, at = 0; args[i]; i++) {
        /* A Court card ("K") takes two bytes, low first. */
        int v = vals[at++];
        if (args[i] == 'K') v |= vals[at++] << 8;
        arg_text(args[i], v, tmp);
        err |= put(buf, cap, &len, " ");
        err |= put(buf, cap, &len, tmp);
    }
    if (m.kind == ARCS_MOVE_SPEND && m.c == ARCS_SPEND_BATTLE_NOW) err |= put(buf, cap, &len, " now");
    if (written) *written = len;
    return err ? ARCS_E_BUFFER_TOO_SMALL : ARCS_OK;
}

static int parse_arg(char type, const char *tok) {
    switch (type) {
    case 'c':
    case 'E': {
        const char *dash = strrchr(tok, '-');
        if (!dash) return -1;
        char suit[20];
        size_t n = (size_t)(dash - tok);
        if (n >= sizeof suit) return -1;
        memcpy(suit, tok, n);
        suit[n] = 0;
        if (strcmp(suit, "Event") == 0) {
            int k = parse_uint(dash + 1, EVENT_CARDS_MAX + 1);
            return k < 1 ? -1 : k > EVENT_CARDS_MAX ? EVENT_CARD_EXTRA : EVENT_CARD_FIRST + k - 1;
        }
        if (strcmp(suit, "Faithful") == 0) {
            int k = parse_uint(dash + 1, TWO_SIDED_CARDS);
            return k < 1 ? -1 : TWO_SIDED_CARD_FIRST + k - 1;
        }
        int s = name_index(suit, suit_names, 4);
        int num = parse_uint(dash + 1, 7);
        if (s < 0 || num < 1) return -1;
        return action_card_of(s, num);
    }
    case 's': {
        int len = 0, s = system_from_name(tok, &len);
        return s >= 0 && tok[len] == 0 ? s : -1;
    }
    /* The base boxes and the campaign's Edenguard and Blightkin (a move
     * naming a box not in play is not legal: arcs_apply refuses it). */
    case 'A': return name_index(tok, ambition_names, AMBITION_BOXES_MAX);
    case 'r': return name_index(tok, resource_names, NUM_RES);
    case 'U': {
        if (strcmp(tok, "pip") == 0) return 0;
        if (strncmp(tok, "slot-", 5) != 0) return -1;
        int v = parse_uint(tok + 5, RES_SLOTS_MAX - 1);
        return v < 0 ? -1 : v + 1;
    }
    case 'K': return card_by_short_name(tok);
    case 'R': {
        if (strncmp(tok, "trust-", 6) != 0) return parse_uint(tok, STEAL_FROM_TRUST - 1);
        int r = name_index(tok + 6, resource_names, NUM_RES);
        return r < 0 ? -1 : STEAL_FROM_TRUST + r;
    }
    case 'L': {
        if (strncmp(tok, "cluster-", 8) != 0 || tok[8] < '1' || tok[8] > '6' || tok[9]) return -1;
        return tok[8] - '1';
    }
    case 'x': return name_index(tok, action_names, ARCS_ACTION_COUNT);
    case 'P': return name_index(tok, POLICY_NAMES, 3);
    case 'h': return strcmp(tok, "none") == 0 ? NO_HEIR : tok[0] == 'p' ? parse_uint(tok + 1, MAX_PLAYERS - 1) : -1;
    case 'N': return name_index(tok, NEGOTIATION_WORDS, ARCS_NEGOTIATION_COUNT);
    case 'T': return name_index(tok, ASSET_WORDS, ARCS_ASSET_COUNT);
    case 'Y': return name_index(tok, PIECE_WORDS, 2 + BUILDING_SLOTS_MAX);
    case 'D': return name_index(tok, die_names, 3);
    case 'o':
    case 'p':
        if (strcmp(tok, "free") == 0) return OWNER_FREE;
        if (strcmp(tok, "empire") == 0) return OWNER_EMPIRE;
        if (strcmp(tok, "blight") == 0) return OWNER_BLIGHT;
        return tok[0] == 'p' ? parse_uint(tok + 1, 255) : -1;
    default: return parse_uint(tok, 255);
    }
}

arcs_status arcs_move_from_str(const char *text, arcs_move *out) {
    if (!text || !out) return ARCS_E_INVALID_ARG;
    char copy[128];
    size_t n = strlen(text);
    if (n >= sizeof copy) return ARCS_E_PARSE;
    memcpy(copy, text, n + 1);
    /* Split at blanks in place (no strtok: its position is shared by the
     * whole process, and this call must be safe on any thread). */
    char *tok[8];
    int nt = 0;
    for (char *p = copy; *p;) {
        while (*p && strchr(" \t\r\n", *p)) *p++ = 0;
        if (!*p) break;
        if (nt == 8) return ARCS_E_PARSE;
        tok[nt++] = p;
        while (*p && !strchr(" \t\r\n", *p)) p++;
    }
    if (nt < 2) return ARCS_E_PARSE;
    arcs_move m;
    memset(&m, 0, sizeof m);
    if (strcmp(tok[0], "chance") == 0) m.player = ARCS_PLAYER_CHANCE_ID;
    else {
        int p = parse_arg('p', tok[0]);
        if (p < 0 || p >= MAX_PLAYERS) return ARCS_E_PARSE;
        m.player = (uint8_t)p;
    }
    int kind = -1;
    for (int k = 1; k < ARCS_MOVE_KIND_COUNT; k++)
        if (FORMS[k].verb && strcmp(FORMS[k].verb, tok[1]) == 0) kind = k;
    if (kind < 0) return ARCS_E_PARSE;
    const char *args = FORMS[kind].args;
    uint8_t vals[6] = {0, 0, 0, 0, 0, 0};
    int first = 2, k = 0; /* token of the first argument; value byte it fills */
    int card, step;
    const char *card_args;
    if (kind == ARCS_MOVE_CARD && nt >= 4 && card_move_lookup(tok[2], tok[3], &card, &step, &card_args)) {
        vals[0] = (uint8_t)(card & 0xFF);
        vals[1] = (uint8_t)(card >> 8);
        vals[2] = (uint8_t)step;
        args = card_args;
        first = 4;
        k = 3;
    }
    if (kind == ARCS_MOVE_CHANCE && m.player == ARCS_PLAYER_CHANCE_ID && nt >= 4 && !isdigit((unsigned char)tok[2][0])) {
        if (!chance_parse(tok, nt, &m)) return ARCS_E_PARSE;
        m.kind = ARCS_MOVE_CHANCE;
        *out = m;
        return ARCS_OK;
    }
    if (kind == ARCS_MOVE_SPEND && nt == 5 && strcmp(tok[4], "now") == 0) {
        vals[2] = ARCS_SPEND_BATTLE_NOW;
        nt--;
    }
    if ((int)strlen(args) != nt - first) return ARCS_E_PARSE;
    for (int i = 0; args[i]; i++) {
        int v = parse_arg(args[i], tok[first + i]);
        if (v < 0 || k + (args[i] == 'K') >= 6) return ARCS_E_PARSE;
        vals[k++] = (uint8_t)(v & 0xFF);
        if (args[i] == 'K') vals[k++] = (uint8_t)(v >> 8);
    }
    m.kind = (uint8_t)kind;
    m.a = vals[0];
    m.b = vals[1];
    m.c = vals[2];
    m.d = vals[3];
    m.e = vals[4];
    m.f = vals[5];
    *out = m;
    return ARCS_OK;
}
