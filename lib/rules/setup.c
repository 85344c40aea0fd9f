/*
 * Base game setup (Base rulebook, "Setup", steps A-Q).
 *
 * Random choices are drawn from the game's generator in a fixed order so
 * that a config and seed always give the same game: the setup card (when
 * random), then the initiative holder, then the Court deck shuffle, then the
 * action-card deal (chapter_deal).
 */
#include "rules/rules.h"
#include "data/tables.h"

/* ASCII case-insensitive equality (strcasecmp is not C11). */
static bool same_name(const char *a, const char *b) {
    for (;; a++, b++) {
        int x = (unsigned char)*a, y = (unsigned char)*b;
        if (x >= 'A' && x <= 'Z') x += 'a' - 'A';
        if (y >= 'A' && y <= 'Z') y += 'a' - 'A';
        if (x != y) return false;
        if (!x) return true;
    }
}

bool setup_name_random(const char *name) { return !name || same_name(name, "random"); }

/* The setup card a config names: its table name ("4p Mix Up 1"), its
 * cards.csv id ("ARCS-4SETUP01") or its cards.csv name ("4 Player Mix Up 1").
 * Returns the table index, or -1. */
int setup_card_by_name(const char *name) {
    for (int i = 0; i < NUM_SETUP_CARDS; i++) {
        const setup_card *c = &setup_cards[i];
        if (same_name(name, c->name) || same_name(name, c->id)) return i;
        int ci = card_index(c->id);
        if (ci >= 0 && same_name(name, card_table[ci].name)) return i;
    }
    return -1;
}

/* Base rulebook, "Setup" step I: shuffle the setup cards that list your
 * number of players and draw 1. */
static int random_setup_card(game_state *g, int players) {
    int ids[NUM_SETUP_CARDS], n = 0;
    for (int i = 0; i < NUM_SETUP_CARDS; i++)
        if (setup_cards[i].players == players) ids[n++] = i;
    return n ? ids[rng_below(g, (unsigned)n)] : -1;
}

static void place_ships(game_state *g, int p, int sys, int n) {
    player_state *pl = &g->pl[p];
    if (n > pl->ships_supply) n = pl->ships_supply;
    pl->ships_supply = (uint8_t)(pl->ships_supply - n);
    g->sys[sys].fresh[p] = (uint8_t)(g->sys[sys].fresh[p] + n);
}

/* Place a fresh Loyal building in the first empty building slot of sys. */
static void place_building(game_state *g, int p, int sys, bool starport) {
    player_state *pl = &g->pl[p];
    int slot = -1;
    for (int i = 0; i < planet_slots(sys); i++)
        if (!g->sys[sys].bld[i]) {
            slot = i;
            break;
        }
    if (slot < 0) return;
    if (starport) {
        if (!pl->starports_supply) return;
        pl->starports_supply--;
    } else {
        /* "Place the leftmost city from your player board": the cities
         * left on the board are a suffix of the 5 slots. */
        if (!pl->cities_on_board) return;
        pl->cities_on_board--;
    }
    g->sys[sys].bld[slot] = BLD_MAKE(p, starport, false);
}

/* Take one resource of type r from the supply into resource slot `slot`
 * (nothing if the supply is out: Glossary, "Gain"). */
static void take_starting_resource(game_state *g, int p, int slot, int r) {
    if (r < 0 || !g->res_supply[r]) return;
    g->res_supply[r]--;
    g->pl[p].res[slot] = (uint8_t)(r + 1);
}

void setup_table(game_state *g) {
    g->chapter = 1; /* Step F: chapter marker on "1". */
    g->game_over = 0;
    g->winner = NO_PLAYER;

    /* Step E: ambition markers on their lower sides, all Available; the
     * zero marker waits in the Ambition Declared slot. */
    for (int m = 0; m < 3; m++) g->marker_box[m] = 0xFF;
    g->marker_flipped = 0;
    g->zero_marker = 0;

    /* Round bookkeeping: nothing played yet. */
    g->lead_card = NO_CARD;
    g->seized_by = NO_PLAYER;
    g->turn_player = NO_PLAYER;
    for (int p = 0; p < MAX_PLAYERS; p++) {
        g->played[p] = NO_CARD;
        g->seize_card[p] = NO_CARD;
        g->play_mode[p] = PLAY_NONE;
    }

    /* Step A: the 25 resource tokens form the general supply. */
    for (int r = 0; r < NUM_RES; r++) g->res_supply[r] = RES_PER_TYPE;

    /* Step L: each player's pieces; cities start in their 5 board slots. */
    for (int p = 0; p < g->num_players; p++) {
        player_state *pl = &g->pl[p];
        pl->ships_supply = SHIPS_PER_PLAYER;
        pl->starports_supply = STARPORTS_PER_PLAYER;
        pl->cities_on_board = CITIES_PER_PLAYER;
        pl->agents_supply = AGENTS_PER_PLAYER;
    }
}

void setup_ambition_resources(game_state *g, unsigned clusters) {
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        int r = planet_type(s);
        if (r < 0 || !((clusters >> sys_cluster(s)) & 1u) || !g->res_supply[r]) continue;
        g->res_supply[r]--;
        g->phantom[r]++;
    }
}

bool setup_court(game_state *g, uint32_t tag, int cards) {
    /* The first `cards` cards of the table with the tag, in table order (the
     * scan stops there: a set's Court cards lie together in the table). */
    if (cards > court_pile_max(g)) return false;
    uint16_t *deck = court_deck_pile(g);
    int len = 0;
    for (int ci = 0; ci < card_table_len && len < cards; ci++)
        if (card_table[ci].tags & tag) deck[len++] = (uint16_t)ci;
    if (len != cards) return false;
    g->court_deck_len = (uint8_t)len;
    court_deck_shuffled(g);
    for (int i = 0; i < COURT_ROW_MAX; i++) g->court_row[i] = NO_COURT_CARD;
    g->court_row_len = (uint8_t)(g->num_players == 2 ? 3 : 4);
    g->court_discard_len = 0;
    return true;
}

/* Steps N-O for the player p: the boxes of p's seat on the setup card. The
 * base game: A 3 ships + the leftmost city, B 3 ships + a starport, C 2 ships
 * in each C system, and the planet types of A then B in the leftmost two
 * resource slots. With a leader (Leaders & Lore, Setup): the leader's A, B
 * and C boxes in the same systems and its 2 printed resources. */
void setup_seat_pieces(game_state *g, int p, const leader_setup *ls) {
    static const leader_setup base = {0, {0, 0}, {{LEADER_CITY, 3}, {LEADER_STARPORT, 3}, {LEADER_NO_BUILDING, 2}}};
    int n = g->num_players, seat = (p - g->initiative + n) % n;
    const setup_seat *st = &setup_cards[g->setup_card].seat[seat];
    const leader_setup *box = ls ? ls : &base;
    uint8_t systems[4] = {st->a, st->b, st->c[0], st->c[1]};
    for (int i = 0; i < 4; i++) {
        if (systems[i] == 0xFF) continue;
        const leader_box *b = &box->box[i < 2 ? i : 2];
        place_ships(g, p, systems[i], b->ships);
        if (b->building != LEADER_NO_BUILDING) place_building(g, p, systems[i], b->building == LEADER_STARPORT);
    }
    take_starting_resource(g, p, 0, ls ? ls->res[0] : planet_type(st->a));
    take_starting_resource(g, p, 1, ls ? ls->res[1] : planet_type(st->b));
}

bool setup_game(game_state *g, const arcs_config *cfg) {
    int n = cfg->players;
    if (n < 2 || n > MAX_PLAYERS) return false;
    rng_seed(g, cfg->seed);
    g->chance_mode = (uint8_t)cfg->chance;
    bool random_card = setup_name_random(cfg->setup);
    /* Explicit chance: the table draws the setup card and gives out the
     * initiative marker itself, so both must come with the config. */
    if (cfg->chance == ARCS_CHANCE_EXPLICIT && (random_card || cfg->first_player < 0)) return false;
    if (cfg->first_player >= n) return false;

    int card;
    if (random_card) card = random_setup_card(g, n);
    else card = setup_card_by_name(cfg->setup);
    if (card < 0 || setup_cards[card].players != n) return false;
    const setup_card *sc = &setup_cards[card];

    g->num_players = (uint8_t)n;
    g->mode = (uint8_t)cfg->mode;
    g->setup_card = (uint8_t)card;
    g->out_of_play = sc->out_of_play;

    /* Step A: the initiative marker goes to a random player. */
    g->initiative = (uint8_t)(cfg->first_player >= 0 ? cfg->first_player : (int)rng_below(g, (unsigned)n));
    /* Steps A (supply), E-F (markers, chapter), L (pieces). */
    setup_table(g);

    /* Step J (2 players only): the resources matching the 6 out-of-play
     * planets go onto the ambition boxes (Material and Fuel on Tycoon,
     * Weapons on Warlord, Relics on Keeper, Psionics on Empath); they count
     * as a third player's at scoring (lib/rules/chapter.c). */
    if (n == 2) setup_ambition_resources(g, g->out_of_play);

    /* Steps N-O: seat 1 is the initiative holder, later seats go clockwise
     * (player indexes increase clockwise). Leaders & Lore replaces them with
     * the draft (lib/rules/leaders_lore.c), which places the leaders' boxes. */
    if (is_base_game(g))
        for (int seat = 0; seat < n; seat++) setup_seat_pieces(g, (g->initiative + seat) % n, NULL);

    /* Step H: shuffle the 6 Vox and 25 Guild cards (the card table's Base
     * Court cards, in table order) into the Court deck; draw 3 (2 players)
     * or 4 (3-4 players) face up. */
    if (!setup_court(g, TAG_BASE_COURT, 31)) return false;

    glog(g, "Setup: %s, %d players; Player %d has the initiative.", sc->name, n, g->initiative + 1);

    /* Steps C-D, P-Q: the action deck, hands of 6, the 2-player mulligan,
     * the face-down discard; then the first round. chapter_deal shuffles and
     * pushes the deal; the Court row is drawn above it, so that in
     * explicit-chance mode its draws are decided first. */
    chapter_deal(g);
    for (int i = 0; i < g->court_row_len && g->court_deck_len; i++) court_draw(g, i);
    /* Leaders & Lore: the draft comes first (its row draws on top). */
    if (is_leaders_lore(g)) ll_setup_begin(g, cfg->lore_each == 2 ? 2 : 1);
    return true;
}
