/*
 * Banners of Hegemony (ARCS-F1003, a law: added to the rules booklet by the
 * Hegemon's Act II Setup, step 6) and the Banners themselves (8 tokens,
 * "your Loyal pieces": ARCS-F1002). The Banners' places are this card's
 * data (banners.h), public.
 *
 *   "The Hegemon can place a Banner at their Flagship's planet if it has no
 *    non-Loyal ships or buildings."   -> Planting Banners (planting_banners.c)
 *   "Banner tokens are your Loyal pieces" (F1002)  -> LOYAL_PIECE
 *       (has_loyal_piece: the Presence Law's "systems with their Loyal
 *       pieces", Blight Looms...).
 *   "Building. Banners can be harmed and repaired like buildings. (They
 *    can't be raided. Blight destroys them in the Intermission if no ships
 *    are in their system.)"
 *       -> EVENT (EVT_INTERMISSION_DESTROY): Intermission D, "Repair &
 *          Destroy Pieces" (Campaign rulebook, "Intermission"; yaml): a
 *          damaged Banner is destroyed as damaged buildings are; a Banner
 *          in a system with Blight and no ships (of any player, Imperial, a
 *          Flagship) too. A destroyed Banner goes back to the Hegemon
 *          (a destroyed building returns to its owner's supply).
 *       -> REPAIR: the Hegemon's Repair action may repair a damaged Banner
 *          ("card banners-of-hegemony repair-banner <system>").
 *       -> BUILDING_PIECE: harmed in battle like a building (Base
 *          rulebook, Battle steps 3-4: hits once no defending ship
 *          remains, building hits): a Rival may battle the Hegemon in a
 *          system with a Banner only; a fresh Banner is damaged, a damaged
 *          one destroyed and taken as a Trophy by the attacker ("Valuable").
 *          Not a building for the Raid Dice Limit (the rule counts
 *          "defending buildings" and "Loyal buildings"; the card says
 *          "harmed ... like buildings", not that they are buildings), and
 *          no raid takes one ("They can't be raided"). No Crisis harms
 *          them: Crises harm no building (Campaign rulebook, Blight
 *          Crises: "Blight hits buildings only during the Intermission";
 *          no Court or Fate Crisis of Acts I-II harms a building).
 *   "Valuable. When scoring Warlord, gain 2 extra Power for each Banner you
 *    have in your Trophies. (Gain this Power even if you didn't gain Power
 *    from placing in Warlord.)"        -> AFTER_SCORING (each player, when
 *          Warlord was scored this chapter: chapter_scored)
 *   Banners in Trophies return to the Hegemon when Trophies return (a
 *   chapter whose Warlord was scored, "Clean Up"; the Intermission's C,
 *   read at its D event).      -> EVENT (EVT_CHAPTER_END, INTERMISSION_DESTROY)
 * faq.csv, Breaking Worlds: "How does this interact with Bunkers and
 * Banners of Hegemony? They are removed and added to this card"
 *       -> BUILDING_PIECE (building_pieces_removed): the Banners left at a
 *          broken planet (those the harm did not destroy) go onto Breaking
 *          Worlds with its buildings (step 3), out of the game as they are.
 * "Can I rebuild Banners ... on a broken world? Yes!": nothing here stops
 * a Banner on a broken world (BUILDING_SLOTS limits the Build action only).
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/flagship.h"
#include "banners.h"

int banners_on_map(const game_state *g, int s) {
    const banners_data *d = BANNERS_OF(g);
    int n = 0;
    for (int i = 0; i < BANNERS; i++) n += banner_on_map(d->banner[i]) && (s < 0 || banner_system(d->banner[i]) == s);
    return n;
}

uint32_t banner_systems(const game_state *g) {
    const banners_data *d = BANNERS_OF(g);
    uint32_t m = 0;
    for (int i = 0; i < BANNERS; i++)
        if (banner_on_map(d->banner[i])) m |= 1u << banner_system(d->banner[i]);
    return m;
}

int banner_in_supply(const game_state *g) {
    const banners_data *d = BANNERS_OF(g);
    for (int i = 0; i < BANNERS; i++)
        if (d->banner[i] == BANNER_SUPPLY) return i;
    return -1;
}

int banner_trophies(const game_state *g, int q) {
    const banners_data *d = BANNERS_OF(g);
    int n = 0;
    for (int i = 0; i < BANNERS; i++) n += d->banner[i] == (BANNER_TROPHY | q);
    return n;
}

bool hegemon_any_ships(const game_state *g, int s) {
    for (int p = 0; p < g->num_players; p++)
        if (g->sys[s].fresh[p] || g->sys[s].damaged[p] || flagship_system(g, p) == s) return true;
    return g->camp.imperial[s][0] || g->camp.imperial[s][1];
}

/* AFTER_SCORING: "When scoring Warlord, gain 2 extra Power for each Banner
 * you have in your Trophies." */
static void after_scoring(game_state *g, int p, int card) {
    int n = banner_trophies(g, p);
    if (!n || !(chapter_scored(g) & (1u << ARCS_WARLORD))) return;
    int power = g->pl[p].power + 2 * n;
    g->pl[p].power = (int16_t)(power < POWER_MAX ? power : POWER_MAX);
    card_log(g, card, "Player %d gains %d Power for %d Banner%s in their Trophies.", p + 1, 2 * n, n, n == 1 ? "" : "s");
}

/* Banners in Trophies (player q's; q < 0: everyone's) back to the Hegemon. */
static void trophies_return(game_state *g, int q) {
    banners_data *d = BANNERS_OF(g);
    for (int i = 0; i < BANNERS; i++)
        if ((d->banner[i] & ~3u) == BANNER_TROPHY && (q < 0 || (d->banner[i] & 3) == q)) d->banner[i] = BANNER_SUPPLY;
}

/* BUILDING_PIECE: p returns the Banners in their Trophies at once (Oath of
 * Peace, ARCS-F1502: "Return all Trophies you gain except Blight"). */
static void building_piece_trophies_return(game_state *g, int p, int card) {
    int n = banner_trophies(g, p);
    if (!n) return;
    trophies_return(g, p);
    card_log(g, card, "Player %d returns %d Banner%s from their Trophies to the Hegemon.", p + 1, n, n == 1 ? "" : "s");
}

static void intermission_destroy(game_state *g, int card) {
    banners_data *d = BANNERS_OF(g);
    for (int i = 0; i < BANNERS; i++) {
        int s = banner_system(d->banner[i]);
        if (s < 0) continue;
        bool damaged = d->banner[i] & BANNER_DAMAGED, blight = g->camp.blight[s][0] && !hegemon_any_ships(g, s);
        if (!damaged && !blight) continue;
        d->banner[i] = BANNER_SUPPLY;
        if (log_enabled(g)) {
            char name[16];
            card_log(g, card, "The Banner at %s is destroyed (%s).", system_name(s, name),
                     damaged ? "damaged" : "Blight and no ships");
        }
    }
    trophies_return(g, -1);
}

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    /* A law is every player's source: act once, for the Hegemon. */
    if (holder != hegemon_of(g)) return;
    if (ev->kind == EVT_CHAPTER_END && (chapter_scored(g) & (1u << ARCS_WARLORD))) trophies_return(g, -1);
    else if (ev->kind == EVT_INTERMISSION_DESTROY) intermission_destroy(g, card);
}

/* LOYAL_PIECE: "Banner tokens are your Loyal pieces" (ARCS-F1002). */
static bool loyal_piece_in(const game_state *g, int p, int card, int sys) {
    (void)card;
    return p == hegemon_of(g) && banners_on_map(g, sys) > 0;
}

/* REPAIR: one move per system with a damaged Banner (Banners at one
 * planet are alike). */
enum { S_REPAIR };

static int repair_moves(const game_state *g, int p, int card, move_list *out) {
    if (p != hegemon_of(g)) return 0;
    const banners_data *d = BANNERS_OF(g);
    uint32_t seen = 0;
    int n = 0;
    for (int i = 0; i < BANNERS; i++) {
        int s = banner_system(d->banner[i]);
        if (s < 0 || !(d->banner[i] & BANNER_DAMAGED) || ((seen >> s) & 1u)) continue;
        seen |= 1u << s;
        n++;
        if (!out) return n;
        add_card_move(out, p, card, S_REPAIR, s, 0, 0);
    }
    return n;
}

static void repair_apply(game_state *g, arcs_move m) {
    banners_data *d = BANNERS_OF(g);
    for (int i = 0; i < BANNERS; i++)
        if (banner_system(d->banner[i]) == m.d && (d->banner[i] & BANNER_DAMAGED)) {
            d->banner[i] &= (uint8_t)~BANNER_DAMAGED;
            break;
        }
    if (log_enabled(g)) {
        char name[16];
        card_log(g, card_move_card(m), "Player %d repairs the Banner at %s.", m.player + 1, system_name(m.d, name));
    }
}

/* BUILDING_PIECE: "Banners can be harmed ... like buildings": the
 * Hegemon's Banners in sys, fresh | damaged << 8, and one battle hit on
 * one (Base rulebook, Battle: a fresh piece is damaged, a damaged one
 * destroyed; the attacker takes destroyed defending pieces as Trophies). */
static unsigned building_pieces(const game_state *g, int p, int card, int sys) {
    (void)card;
    if (p != hegemon_of(g)) return 0;
    const banners_data *d = BANNERS_OF(g);
    unsigned fresh = 0, damaged = 0;
    for (int i = 0; i < BANNERS; i++)
        if (banner_system(d->banner[i]) == sys) {
            if (d->banner[i] & BANNER_DAMAGED) damaged++;
            else fresh++;
        }
    return fresh | damaged << 8;
}

static bool building_piece_hit(game_state *g, int p, int card, int sys, bool damaged, int destroyer) {
    if (p != hegemon_of(g)) return false;
    banners_data *d = BANNERS_OF(g);
    for (int i = 0; i < BANNERS; i++) {
        if (banner_system(d->banner[i]) != sys || !(d->banner[i] & BANNER_DAMAGED) != !damaged) continue;
        char name[16];
        if (!damaged) {
            d->banner[i] |= BANNER_DAMAGED;
            if (log_enabled(g)) card_log(g, card, "The Banner at %s is damaged.", system_name(sys, name));
            return true;
        }
        bool trophy = destroyer >= 0 && destroyer < g->num_players && destroyer != p;
        d->banner[i] = trophy ? (uint8_t)(BANNER_TROPHY | destroyer) : BANNER_SUPPLY;
        if (log_enabled(g)) {
            if (trophy)
                card_log(g, card, "The Banner at %s is destroyed: a Trophy for Player %d.", system_name(sys, name),
                         destroyer + 1);
            else card_log(g, card, "The Banner at %s is destroyed.", system_name(sys, name));
        }
        if (trophy) campaign_event(g, EVT_TROPHY_TAKEN, destroyer, TROPHY_EV_CARD_PIECE, 1);
        return true;
    }
    return false;
}

/* BUILDING_PIECE: faq.csv Breaking Worlds Q2, the Banners at a broken
 * planet "are removed and added to this card". */
static int building_pieces_removed(game_state *g, int p, int card, int sys) {
    if (p != hegemon_of(g)) return 0;
    banners_data *d = BANNERS_OF(g);
    int n = 0;
    for (int i = 0; i < BANNERS; i++)
        if (banner_system(d->banner[i]) == sys) {
            d->banner[i] = BANNER_BROKEN;
            n++;
        }
    if (n && log_enabled(g)) {
        char name[16];
        card_log(g, card, "%d Banner%s at %s placed on Breaking Worlds.", n, n == 1 ? "" : "s",
                 system_name(sys, name));
    }
    return n;
}

static const card_step STEPS[] = {
    [S_REPAIR] = {"repair-banner", "s", "repair the Banner at %1"},
};

/* ---- the data ---- */

static bool data_invariants(const game_state *g, char *why, size_t cap) {
    const banners_data *d = BANNERS_OF(g);
    if (d->hegemon > g->num_players) CARD_DATA_FAIL("Banners: Hegemon %d", d->hegemon);
    if (d->ships_scrapped > SHIPS_PER_PLAYER || (d->ships_scrapped && !d->hegemon))
        CARD_DATA_FAIL("Banners: %d ships scrapped", d->ships_scrapped);
    if (d->won > 1) CARD_DATA_FAIL("Banners: won mark %d", d->won);
    for (int i = 0; i < BANNERS; i++) {
        uint8_t b = d->banner[i];
        int s = banner_system(b);
        if (b && !d->hegemon) CARD_DATA_FAIL("Banner %d without a Hegemon", i);
        if (s >= 0 ? (s >= NUM_SYSTEMS || !sys_in_play(g, s) || sys_is_gate(s))
                   : !(b <= BANNER_BROKEN || ((b & ~3u) == BANNER_TROPHY && (b & 3) < g->num_players &&
                                                 (b & 3) != d->hegemon - 1)))
            CARD_DATA_FAIL("Banner %d holds %d", i, b);
    }
    for (int i = 0; i < (int)sizeof d->pad; i++)
        if (d->pad[i]) CARD_DATA_FAIL("Banners: pad byte %d", i);
    return true;
}

static int ships_out(const game_state *g, int p) {
    const banners_data *d = BANNERS_OF(g);
    return d->hegemon == p + 1 ? d->ships_scrapped : 0;
}

static const card_data_def BANNERS_DATA = {
    .size = sizeof(banners_data),
    .invariants = data_invariants,
    .ships_out = ships_out,
};

const card_def card_banners_of_hegemony = {
    .card = CARD_F1003,
    .short_name = "banners-of-hegemony",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .after_scoring = after_scoring,
    .on_event = on_event,
    .events = EVENTS(EVT_CHAPTER_END, EVT_INTERMISSION_DESTROY),
    .data = &BANNERS_DATA,
    .repair_moves = repair_moves,
    .repair_apply = repair_apply,
    .loyal_piece_in = loyal_piece_in,
    .building_pieces = building_pieces,
    .building_piece_hit = building_piece_hit,
    .building_piece_noun = "Banner",
    .building_pieces_removed = building_pieces_removed,
    .building_piece_trophies_return = building_piece_trophies_return,
};
