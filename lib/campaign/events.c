/*
 * Events: the end-of-round resolution of Event cards and of the Imperial
 * Council, the Crises and the Edicts (Campaign rulebook, "Events & the
 * Imperial Council", "Crises", "Edicts"; rules-structured.yaml wording;
 * docs/rules-coverage.md, "Events").
 *
 * Frames owned here:
 *   FR_EVENT         automatic; the event of one round: player = who
 *                    resolves it (the initiative holder for Event cards,
 *                    the securer for the Council), a = step (EV_*),
 *                    b = 1 for the Council, c = the next Court place
 *                    (Court Crises) or edict, d = EVF_* flags (dice
 *                    asked, Edicts, dice rolled), e = the attached cards
 *                    of place c resolved (Court Crises)
 *   FR_GOVERN        automatic; Govern the Imperial Reach: player = the
 *                    First Regent, a = step (GV_*), b = Regents asked for
 *                    the Demand so far (turn order from the First Regent),
 *                    c = the Policy (0 War, 1 Peace, 2 Escalation);
 *                    resolved in parts (govern_in_parts): f = 1, d = the
 *                    Regent who may take the Imperial Action + 1, e = the
 *                    Regent who may change the Policy + 1 (0: nobody)
 *   FR_EVENT_CHOICE  decide; a = what is decided (EC_*), b = the Regent
 *                    concerned (Demand, Outlaw), c = Weapons left to give
 *                    (War), d = Regents already armed (bit per player)
 *
 * The event (round.c calls events_round_end after the initiative check):
 *   Council secured this round (it overrides the Event cards):
 *     it returns to the Court on its Decided side; the securer may call a
 *     Summit; a Regent becomes the First Regent (the Trust stays on the
 *     tile), an Outlaw steals from the Trust up to their empty resource
 *     slots, one resource at a time (the First Regent loses 1 Power each);
 *     then the securer chooses the Crises or the Edicts.
 *   else Event cards were played:
 *     the initiative holder may call a Summit, then rolls the number and
 *     event dice (chance CH_NUMBER_DIE, CH_EVENT_DIE): faces 1-3 of the
 *     event die show the Crisis symbol, faces 4-6 the Edict symbol (our
 *     numbering of the physical die; face f shows planet symbol
 *     (f - 1) mod 3: arrow, crescent, hex).
 *   Crises: Blight Crises in every system with Blight (automatic), Fate
 *     Crises (held and play-area cards with Crisis text, turn order), Court Crises: the dice are
 *     rolled unless this event just rolled them, then each Vox card in the
 *     Court from left to right resolves its Crisis (hook point CRISIS,
 *     lib/cards); a card that a Crisis puts in a place already passed is
 *     not resolved.
 *   Edicts: the booklet's edicts from the lowest number: Guild Envoys
 *     Depart (00, 2 players), Govern the Imperial Reach (03, its top card,
 *     the current Policy), then the edict cards of the Fates by their
 *     order (hook point EDICT: Use Imperial Foundries, 55). An edict
 *     card of order 3 resolves the effects of Edict 03 its own way and
 *     Govern itself is skipped ("Resolve the effects of Edict 03 ... as
 *     follows, then skip Edict 03 itself": govern_in_parts).
 */
#include "campaign/campaign.h"
#include "campaign/flagship.h"
#include "campaign/summit.h"
#include "campaign/trust.h"
#include "data/card_ids.h"
#include "data/tables.h"

enum {
    EV_START = 0, EV_AFTER_SUMMIT, EV_CHOOSE, EV_ROLL, EV_DISPATCH, EV_BLIGHT, EV_COURT_ROLL, EV_COURT,
    EV_EDICTS, EV_DONE
};
enum { EVF_NUMBER = 1, EVF_EVENT = 2, EVF_EDICTS = 4, EVF_ROLLED = 8, EVF_NO_EDICTS = 16 };
enum {
    EC_SUMMIT = 0, EC_COUNCIL, EC_STEAL, EC_POLICY, EC_DEMAND, EC_OUTLAW, EC_REQUISITION, EC_ARM,
    EC_ACTION, /* take the Imperial Action or not (Govern in parts) */
    EC_COUNT
};
enum { GV_DECIDE = 0, GV_DEMAND, GV_ACTION, GV_DONE, GV_CHANGE /* Govern in parts: the Policy may change */ };
enum { POLICY_WAR = 0, POLICY_PEACE, POLICY_ESCALATION };
/* ARCS_MOVE_DEMAND b: what is taken (c: the slot; the Trophy's kind * 4 +
 * owner; the Captive's owner). */
enum { DEMAND_RESOURCE = 0, DEMAND_TROPHY, DEMAND_CAPTIVE, DEMAND_FREE_CITY, DEMAND_FREE_STARPORT, DEMAND_BLIGHT };
enum { TROPHY_SHIP = 0, TROPHY_CITY, TROPHY_STARPORT, TROPHY_AGENT };

static frame *push_choice(game_state *g, int what, int p) {
    frame *f = push_frame(g, FR_EVENT_CHOICE, p);
    f->a = (uint8_t)what;
    return f;
}

/* Power changes by n, kept within -POWER_MAX..POWER_MAX (campaign Power
 * may be negative: Intermission, "to show his Power is negative"). */
static void add_power(game_state *g, int p, int n) {
    int v = g->pl[p].power + n;
    g->pl[p].power = (int16_t)(v < -POWER_MAX ? -POWER_MAX : v > POWER_MAX ? POWER_MAX : v);
}

static int empty_slots(const game_state *g, int p) {
    int n = 0, open = open_res_slots(&g->pl[p]);
    for (int i = 0; i < open; i++) n += g->pl[p].res[i] == RES_EMPTY;
    return n;
}

/* ---- the round's event ---- */

bool events_round_end(game_state *g) {
    bool council = g->camp.council_securer != NO_PLAYER;
    if (!council && !g->camp.events_played) return false;
    frame *f = push_frame(g, FR_EVENT, council ? g->camp.council_securer : g->initiative);
    f->b = council;
    return true;
}

void council_secured(game_state *g, int p, int pos) {
    g->court_row[pos] = NO_COURT_CARD;
    g->camp.council_securer = (uint8_t)p;
    glog(g, "Player %d secures the Imperial Council: it flips to Decided and is tucked under their card until the round ends.",
         p + 1);
    /* "When you secure a card, also secure its attached card" (Attaching
     * Cards, Securing): a card attached to the Council (Guild
     * Investigators' Recover, Guilds Decry Terror) goes with it now, so
     * nothing stays attached to the empty place while the Council is
     * tucked. */
    court_secure_attached(g, p, pos);
}

bool court_place_closed(const game_state *g, int pos) {
    return is_campaign(g) && pos == COUNCIL_PLACE && g->court_row[pos] == CARD_AID01B;
}

/* Roll the dice this event has not rolled (EVF_NUMBER, EVF_EVENT in
 * f->d); false while explicit chance decides one. decides: the roll of an
 * Event card, whose event die chooses the Crises or the Edicts (else the
 * Court Crises' roll). The log names the dice keywords. */
static bool roll_dice(game_state *g, frame *f, bool decides) {
    campaign_state *c = &g->camp;
    if (f->d & EVF_ROLLED) return true; /* this event rolled them already */
    static const uint8_t FLAG[2] = {EVF_NUMBER, EVF_EVENT}, WHAT[2] = {CH_NUMBER_DIE, CH_EVENT_DIE};
    uint8_t *die[2] = {&c->number_die, &c->event_die};
    for (int i = 0; i < 2; i++) {
        if (f->d & FLAG[i]) continue;
        f->d |= FLAG[i];
        if (chance_explicit(g)) {
            push_chance_decision(g, WHAT[i], 0);
            return false;
        }
        *die[i] = (uint8_t)(1 + rng_below(g, 6));
    }
    static const char *const SYMBOL[] = {"arrow", "crescent", "hex"};
    f->d |= EVF_ROLLED;
    if (log_enabled(g)) {
        char planet[16];
        const char *sym = SYMBOL[event_die_symbol(c->event_die) - SYS_ARROW];
        system_name(rolled_planet(g), planet);
        if (decides)
            glog(g, "Event die: %d (%s symbol, %s) -> %s. Number die: %d. Rolled: cluster %d, the %s planets, planet %s.",
                 c->event_die, event_die_edict(c->event_die) ? "Edict" : "Crisis", sym,
                 event_die_edict(c->event_die) ? "Edicts" : "Crises", c->number_die, c->number_die, sym, planet);
        else
            glog(g, "Crisis dice: event die %d (%s), number die %d. Rolled: cluster %d, the %s planets, planet %s.",
                 c->event_die, sym, c->number_die, c->number_die, sym, planet);
    }
    return true;
}

/* Blight Crises: each fresh Blight deals 3 hits, each damaged Blight 1, to
 * the Imperial ships first, then to the Loyal ships of every player there
 * (each takes all the hits left); fresh ships before damaged ones (a hit
 * damages a fresh ship, destroys a damaged one). No Trophies: the Blight
 * takes none. */
static int hit_ships(int hits, uint8_t *fresh, uint8_t *damaged, int *destroyed) {
    while (hits > 0 && (*fresh || *damaged)) {
        if (*fresh) {
            (*fresh)--;
            (*damaged)++;
        } else {
            (*damaged)--;
            (*destroyed)++;
        }
        hits--;
    }
    return hits;
}

/* The Blight Crisis of system s (spare_empire: hook point BLIGHT_CRISIS's
 * law). The pieces it destroys are reported (EVT_BLIGHT_CRISIS_DESTROYED)
 * once they are in their supply: a card may take them from there (Blight
 * Hunger, ARCS-F1313). */
static void blight_crisis_in(game_state *g, int s, bool spare_empire) {
    campaign_state *c = &g->camp;
    char name[16];
    int hits = 3 * c->blight[s][0] + c->blight[s][1];
    if (!hits) return;
    if (spare_empire && controller(g, s) == OWNER_EMPIRE) {
        glog(g, "Crisis: no Blight Crisis at %s, a system the Empire controls (a law of the booklet).",
             system_name(s, name));
        return;
    }
    /* A Blight Crisis happens here: reported where a token lies (the
     * Survivalist Act III Objective, ARCS-F1801B, hears one at a Bunker;
     * one loop over the tokens otherwise). */
    for (int i = 0; i < c->n_tokens; i++)
        if (c->tokens[i].where == s) {
            campaign_event(g, EVT_BLIGHT_CRISIS, NO_PLAYER, 0, s);
            break;
        }
    int lost = 0;
    hits = hit_ships(hits, &c->imperial[s][0], &c->imperial[s][1], &lost);
    c->imperial_supply = (uint8_t)(c->imperial_supply + lost);
    if (lost) {
        glog(g, "Crisis: the Blight at %s destroys %d Imperial ship(s).", system_name(s, name), lost);
        campaign_event(g, EVT_BLIGHT_CRISIS_DESTROYED, NO_PLAYER, OWNER_EMPIRE, lost);
    }
    if (!hits) return;
    for (int p = 0; p < g->num_players; p++) {
        int dead = 0;
        uint8_t f0 = g->sys[s].fresh[p], d0 = g->sys[s].damaged[p];
        if (!f0 && !d0 && flagship_system(g, p) != s) continue;
        /* Every player's ships take the hits: fresh ones first, then the
         * Flagship, then damaged ones (lib/campaign/flagship_events.c;
         * yaml "Flagships in Events"). */
        blight_crisis_hit_loyal_ships(g, p, s, hits, &dead);
        glog(g, "Crisis: the Blight at %s deals %d hit(s) to Player %d (%d ship(s) damaged, %d destroyed).",
             system_name(s, name), hits, p + 1, f0 - g->sys[s].fresh[p], dead);
        if (dead) campaign_event(g, EVT_BLIGHT_CRISIS_DESTROYED, NO_PLAYER, p, dead);
    }
}

void blight_crisis_at(game_state *g, int s) { blight_crisis_in(g, s, cards_blight_spares_empire(g)); }

void blight_crises(game_state *g) {
    /* Hook point BLIGHT_CRISIS: a law of the booklet spares the systems
     * the Empire controls (fresh Imperial ships). */
    bool spare_empire = cards_blight_spares_empire(g);
    /* EVENT: systems a source's decision keeps them out of (Blight
     * Society's Psionic, ARCS-F2102; it logs them). */
    uint32_t spared = cards_blight_crises_spared(g);
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (!((spared >> s) & 1u)) blight_crisis_in(g, s, spare_empire);
}

bool event_at_blight_crises(const frame *f) { return f->kind == FR_EVENT && f->a == EV_BLIGHT && f->c == 2; }

bool blight_crisis_would_hit(const game_state *g, int s) {
    if (!blight_in(g, s)) return false;
    return !(cards_blight_spares_empire(g) && controller(g, s) == OWNER_EMPIRE);
}

/* The Court Crises from place f->c on; false while a Crisis decides.
 * "Attached Cards: If a Vox card has another Vox card attached to it,
 * resolve the attached card first" (yaml, Court Crises): f->e counts the
 * attached cards of place f->c already resolved. An attached card's
 * Crisis gets the place it is attached to (it finds itself with
 * attached_card, lib/campaign/fates.h). */
static bool court_crises(game_state *g, frame *f) {
    while (f->c < g->court_row_len) {
        int pos = f->c;
        int card = g->court_row[pos];
        bool vox = card != NO_COURT_CARD && card_table[card].kind == CK_VOX;
        if (vox && f->e < ATTACHED_MAX) {
            int att = g->camp.attached[pos][f->e++];
            if (att == NO_COURT_CARD || card_table[att].kind != CK_VOX) continue;
            int depth = g->depth;
            cards_crisis(g, att, pos);
            if (g->depth != depth) return false;
            continue;
        }
        f->c++;
        f->e = 0;
        if (!vox) continue;
        int depth = g->depth;
        glog(g, "Crisis: %s (Court place %d).", card_table[card].name, pos + 1);
        cards_crisis(g, card, pos);
        if (g->depth != depth) return false;
    }
    return true;
}

/* Guild Envoys Depart (ARCS-AID02, Edict 00; 2 players): "Bury all Guild
 * cards in the Court with no agents on them, then refill the Court." */
static void guild_envoys_depart(game_state *g) {
    uint8_t emptied[COURT_ROW_MAX];
    int n = 0;
    for (int pos = 0; pos < g->court_row_len; pos++) {
        int card = g->court_row[pos];
        if (card == NO_COURT_CARD || card_table[card].kind != CK_GUILD) continue;
        bool agents = false;
        for (int p = 0; p < g->num_players; p++) agents |= g->court_agents[pos][p] != 0;
        if (agents) continue;
        g->court_row[pos] = NO_COURT_CARD;
        cards_court_row_changed(g, card);
        court_bury(g, card);
        /* An attached card slides down instead of a refill. */
        if (!court_slide_attached(g, pos)) emptied[n++] = (uint8_t)pos;
    }
    glog(g, "Edict: Guild Envoys Depart - %d Guild card(s) without agents are buried.", n);
    for (int i = n - 1; i >= 0; i--) court_refill(g, emptied[i]);
}

static const char *const POLICY_NAME[3] = {"War", "Peace", "Escalation"};

static bool in_booklet(const game_state *g, int card) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] == card) return true;
    return false;
}

static void event_step(game_state *g, arcs_move m) {
    (void)m;
    frame *f = top_frame(g);
    campaign_state *c = &g->camp;
    int p = f->player;
    switch (f->a) {
    case EV_START:
        if (f->b) {
            c->council_securer = NO_PLAYER;
            g->court_row[COUNCIL_PLACE] = CARD_AID01B;
            glog(g, "The round ends: the Imperial Council returns to the Court, Decided; Player %d resolves it%s.", p + 1,
                 c->events_played ? " (the Event cards played are not resolved)" : "");
        } else {
            glog(g, "The round ends: Player %d, with the initiative, resolves the Event.", p + 1);
        }
        f->a = EV_AFTER_SUMMIT;
        push_choice(g, EC_SUMMIT, p);
        return;
    case EV_AFTER_SUMMIT:
        if (!f->b) {
            f->a = EV_ROLL;
            return;
        }
        f->a = EV_CHOOSE;
        if (is_regent(g, p)) {
            /* Step 2: become the First Regent, keeping the Trust. */
            if (c->first_regent != p) glog(g, "Player %d becomes the First Regent (the Imperial Trust stays).", p + 1);
            campaign_take_first_regent(g, p);
        } else if (trust_count(g, -1) && empty_slots(g, p)) {
            /* Step 3: an Outlaw steals from the Trust. */
            push_choice(g, EC_STEAL, p);
        }
        return;
    case EV_CHOOSE:
        f->a = EV_DISPATCH;
        push_choice(g, EC_COUNCIL, p);
        return;
    case EV_ROLL:
        if (f->d & EVF_NO_EDICTS) {
            /* Stone-Speakers (ARCS-F504): the event die alone, Crises only
             * (no Edicts); the Court Crises roll the number die. */
            if (!(f->d & EVF_EVENT)) {
                f->d |= EVF_EVENT;
                if (chance_explicit(g)) {
                    push_chance_decision(g, CH_EVENT_DIE, 0);
                    return;
                }
                c->event_die = (uint8_t)(1 + rng_below(g, 6));
            }
            bool edict = event_die_edict(c->event_die);
            glog(g, "Event die: %d (%s)%s", c->event_die, edict ? "Edict" : "Crisis",
                 edict ? ": no Edicts are resolved." : " -> Crises.");
            f->a = edict ? EV_DONE : EV_DISPATCH;
            return;
        }
        if (!roll_dice(g, f, true)) return;
        if (event_die_edict(c->event_die)) f->d |= EVF_EDICTS;
        f->a = EV_DISPATCH;
        return;
    case EV_DISPATCH:
        f->a = (f->d & EVF_EDICTS) ? EV_EDICTS : EV_BLIGHT;
        f->c = 0;
        glog(g, "%s", (f->d & EVF_EDICTS) ? "The Edicts are resolved, in edict order."
                                          : "The Crises are resolved: Blight Crises, Fate Crises, then the Court's Crises.");
        return;
    case EV_BLIGHT:
        /* Blight Crises, then Fate Crises (the held and play-area cards with Crisis text,
         * turn order: hook point FATE_CRISIS), then Court Crises. */
        /* c = 2: the sources heard EVT_BLIGHT_CRISES_BEGIN (a decision they
         * pushed, e.g. Blight Society's Psionic, comes first); c = 1: the
         * Blight Crises are done; a city destroyed on a Flagship board
         * returns to its board and may push resource placements, settled
         * before the Fate Crises. */
        if (!f->c) {
            int depth = g->depth;
            f->c = 2;
            campaign_event(g, EVT_BLIGHT_CRISES_BEGIN, NO_PLAYER, 0, 0);
            if (g->depth != depth) return;
        }
        if (f->c == 2) {
            int depth = g->depth;
            f->c = 1;
            blight_crises(g);
            if (g->depth != depth) return;
        }
        f->a = EV_COURT_ROLL;
        cards_fate_crises(g);
        return;
    case EV_COURT_ROLL:
        /* "Roll the event and number dice unless you just rolled them to
         * resolve an Event card." */
        if (!roll_dice(g, f, false)) return;
        f->a = EV_COURT;
        f->c = 0;
        return;
    case EV_COURT:
        if (court_crises(g, f)) f->a = EV_DONE;
        return;
    case EV_EDICTS: {
        /* In edict order (docs/components.md §9.5): 00 Guild Envoys
         * Depart, 03 Govern the Imperial Reach, then the edict cards Fates
         * add to the booklet (hook point EDICT: Use Imperial Foundries 55);
         * c = the lowest order not resolved yet. */
        if (f->c == 0) {
            f->c = 1;
            if (in_booklet(g, CARD_AID02)) guild_envoys_depart(g);
            return;
        }
        if (f->c <= 3) {
            int card = -1, next = cards_next_edict(g, f->c, &card);
            if (next >= 0 && next < 3) {
                f->c = (uint8_t)(next + 1);
                cards_edict(g, card);
                return;
            }
            f->c = 4;
            if (next == 3) {
                /* An edict resolving Edict 03's effects in its place. */
                cards_edict(g, card);
                return;
            }
            if (c->govern_top && c->first_regent != NO_PLAYER) {
                frame *gv = push_frame(g, FR_GOVERN, c->first_regent);
                gv->c = (uint8_t)(c->govern_top - 1);
                glog(g, "Edict: Govern the Imperial Reach - Player %d (First Regent) enforces or changes the Policy of %s.",
                     c->first_regent + 1, POLICY_NAME[gv->c]);
            } else if (c->govern_top) {
                glog(g, "Edict: Govern the Imperial Reach - there is no First Regent; the Policy is not enforced.");
            }
            return;
        }
        int card = -1, next = cards_next_edict(g, f->c, &card);
        if (next < 0) {
            f->a = EV_DONE;
            return;
        }
        f->c = (uint8_t)(next + 1);
        cards_edict(g, card);
        return;
    }
    default:
        pop_frame(g);
        return;
    }
}

const frame_ops event_frame_ops = {"event", NULL, event_step};

void events_roll_for_crises(game_state *g, int p) {
    frame *f = push_frame(g, FR_EVENT, p);
    f->a = EV_ROLL;
    f->d = EVF_NO_EDICTS;
}

/* ---- Govern the Imperial Reach ---- */

/* Resource types the Policy demands (bit per type). */
static unsigned demanded_types(int policy) {
    if (policy == POLICY_PEACE) return (1u << ARCS_RELIC) | (1u << ARCS_PSIONIC);
    if (policy == POLICY_ESCALATION) return (1u << ARCS_MATERIAL) | (1u << ARCS_FUEL) | (1u << ARCS_WEAPON);
    return 0;
}

/* The War Demand's options from Regent q: Trophies and Captives "but not
 * Imperial or Regent pieces" (Outlaws' pieces, Free buildings, Blight). */
static void war_options(const game_state *g, int fr, int q, move_list *out) {
    const player_state *pl = &g->pl[q];
    for (int o = 0; o < g->num_players; o++) {
        if (is_regent(g, o)) continue;
        const uint8_t *kinds[4] = {pl->trophy_ships, pl->trophy_cities, pl->trophy_starports, pl->trophy_agents};
        for (int k = 0; k < 4; k++)
            if (kinds[k][o]) add_move(out, ARCS_MOVE_DEMAND, fr, q, DEMAND_TROPHY, k * 4 + o, 0);
        if (pl->captives[o]) add_move(out, ARCS_MOVE_DEMAND, fr, q, DEMAND_CAPTIVE, o, 0);
    }
    if (g->camp.trophy_free_cities[q]) add_move(out, ARCS_MOVE_DEMAND, fr, q, DEMAND_FREE_CITY, 0, 0);
    if (g->camp.trophy_free_starports[q]) add_move(out, ARCS_MOVE_DEMAND, fr, q, DEMAND_FREE_STARPORT, 0, 0);
    if (g->camp.trophy_blight[q]) add_move(out, ARCS_MOVE_DEMAND, fr, q, DEMAND_BLIGHT, 0, 0);
}

static void demand_options(const game_state *g, int fr, int q, int policy, move_list *out) {
    if (policy == POLICY_WAR) {
        war_options(g, fr, q, out);
        return;
    }
    unsigned types = demanded_types(policy);
    for (int i = 0; i < RES_SLOTS; i++) {
        int r = g->pl[q].res[i] - 1;
        if (r >= 0 && (types >> r) & 1u) add_move(out, ARCS_MOVE_DEMAND, fr, q, DEMAND_RESOURCE, i, 0);
    }
}

static int govern_policy(const game_state *g) {
    for (int i = g->depth - 1; i >= 0; i--)
        if (g->stack[i].kind == FR_GOVERN) return g->stack[i].c;
    return 0;
}

/* The Policy card `policy` goes on top (the booklet lists the top one
 * first among the Govern cards). */
static bool is_govern_card(int card) {
    return (card >= CARD_AID03 && card <= CARD_AID05) || cards_govern_policy(card);
}

/* The booklet's Govern card for `policy`: a card with its own terms (the
 * Steward's Act III: Govern with Authority), else the printed one. */
static int govern_card(const game_state *g, int policy) {
    int card = cards_govern_card(g, policy);
    return card >= 0 ? card : CARD_AID03 + policy;
}

static void change_policy(game_state *g, int policy) {
    campaign_state *c = &g->camp;
    int card = govern_card(g, policy), at = -1, first = -1;
    for (int i = 0; i < c->booklet_len; i++) {
        if (is_govern_card(c->booklet[i]) && first < 0) first = i;
        if (c->booklet[i] == card) at = i;
    }
    if (at > first && first >= 0) {
        memmove(&c->booklet[first + 1], &c->booklet[first], (size_t)(at - first) * sizeof c->booklet[0]);
        c->booklet[first] = (uint16_t)card;
    }
    c->govern_top = (uint8_t)(policy + 1);
}

/* Demand shortfall: "take 1 agent from their supply as a Favor. If they
 * have no agents, you may make them an Outlaw." */
static void shortfall(game_state *g, int fr, int q) {
    if (favor_give(g, fr, q)) return;
    frame *f = push_choice(g, EC_OUTLAW, fr);
    f->b = (uint8_t)q;
}

static void govern_demand(game_state *g, frame *f) {
    int fr = f->player, np = g->num_players, policy = f->c;
    /* Govern with Authority (the Steward's Act III, ARCS-F124-F126): also
     * "each Outlaw with a Loyal city or Flagship controlled by the
     * Empire" (its govern_demands); an Outlaw is never made an Outlaw. */
    int terms = cards_govern_card(g, policy);
    while (f->b < np) {
        int q = (fr + f->b++) % np;
        bool outlaw = !is_regent(g, q);
        if (outlaw ? terms < 0 || !cards_govern_demands(g, terms, q) : q == fr && policy == POLICY_WAR) continue;
        move_list opts;
        opts.n = 0;
        demand_options(g, fr, q, policy, &opts);
        if (opts.n) {
            frame *d = push_choice(g, EC_DEMAND, fr);
            d->b = (uint8_t)q;
            return;
        }
        /* The First Regent adds their own only "if they have it". */
        if (outlaw) {
            favor_give(g, fr, q);
        } else if (q != fr) {
            int depth = g->depth;
            shortfall(g, fr, q);
            if (g->depth != depth) return;
        }
    }
    f->a = GV_ACTION;
}

/* Systems the Escalation's Imperial ships may go to: Empire-controlled
 * ones, else the First Regent's Loyal starports (docs/rules-coverage.md). */
static uint32_t requisition_systems(const game_state *g, int fr) {
    uint32_t empire = 0, ports = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (controller(g, s) == OWNER_EMPIRE) empire |= 1u << s;
        for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
            uint8_t b = g->sys[s].bld[i];
            if ((b & BLD_OCCUPIED) && BLD_IS_STARPORT(b) && (int)BLD_OWNER(b) == fr) ports |= 1u << s;
        }
    }
    return empire ? empire : ports;
}

static int weapons_available(const game_state *g) { return g->res_supply[ARCS_WEAPON] + g->camp.trust[ARCS_WEAPON]; }

/* One Weapon to Regent q: from the supply, or from the Trust when the
 * supply is empty. */
static void give_weapon(game_state *g, int q) {
    if (g->res_supply[ARCS_WEAPON]) {
        gain_resource(g, q, ARCS_WEAPON);
    } else if (trust_take(g, ARCS_WEAPON)) {
        glog(g, "A Weapon leaves the Imperial Trust.");
        receive_resource(g, q, ARCS_WEAPON);
    }
}

/* The booklet's Govern card's number for `policy` (Escalation's Imperial
 * ships, Peace's bonus city Power multiplier: card_def govern_scale), or
 * the printed one when the card names none. */
static int govern_scale_or(const game_state *g, int policy, int printed) {
    int terms = cards_govern_card(g, policy), scale = terms >= 0 ? cards_govern_scale(terms) : 0;
    return scale ? scale : printed;
}

/* The Imperial Action of `policy`, taken by Regent fr (the First Regent,
 * or whom Govern in parts lets take it). */
static void imperial_action(game_state *g, int fr, int policy) {
    int np = g->num_players, terms = cards_govern_card(g, policy);
    /* Govern with Authority's own part (War: "and any 1 resource"), below
     * the printed part's decisions. */
    if (terms >= 0) cards_govern_action(g, terms, fr);
    int scale = govern_scale_or(g, policy, 1);
    switch (policy) {
    case POLICY_PEACE:
        /* Celebrate Regency: each Regent gains the bonus city Power on
         * their uncovered city slots (Govern with Authority: "double"). */
        for (int q = 0; q < np; q++)
            if (is_regent(g, q)) {
                int n = bonus_city_power(&g->pl[q]) * scale;
                add_power(g, q, n);
                glog(g, "Celebrate Regency: Player %d gains %d Power.", q + 1, n);
            }
        return;
    case POLICY_ESCALATION:
        /* Requisition Ships. */
        if (!g->camp.imperial_supply || !requisition_systems(g, fr)) {
            glog(g, "Requisition Ships: no Imperial ship can be placed.");
            return;
        }
        push_choice(g, EC_REQUISITION, fr);
        return;
    default: {
        /* Distribute Arms: 1 Weapon to each Regent; if too few, the First
         * Regent chooses who gets them (pdftext sidebar). */
        int regents = 0, avail = weapons_available(g);
        for (int q = 0; q < np; q++) regents += is_regent(g, q);
        if (avail >= regents) {
            for (int i = 0; i < np; i++) {
                int q = (fr + i) % np;
                if (is_regent(g, q)) give_weapon(g, q);
            }
            return;
        }
        if (avail) {
            frame *a = push_choice(g, EC_ARM, fr);
            a->c = (uint8_t)avail;
        }
        return;
    }
    }
}

static void govern_step(game_state *g, arcs_move m) {
    (void)m;
    frame *f = top_frame(g);
    switch (f->a) {
    case GV_DECIDE:
        f->a = GV_DEMAND;
        push_choice(g, EC_POLICY, f->player);
        return;
    case GV_DEMAND: govern_demand(g, f); return;
    case GV_ACTION:
        if (!f->f) {
            f->a = GV_DONE;
            imperial_action(g, f->player, f->c);
            return;
        }
        f->a = GV_CHANGE;
        if (f->d) push_choice(g, EC_ACTION, f->d - 1);
        return;
    case GV_CHANGE:
        f->a = GV_DONE;
        if (f->e) push_choice(g, EC_POLICY, f->e - 1);
        return;
    default: pop_frame(g); return;
    }
}

void govern_in_parts(game_state *g, int action_by, int policy_by) {
    campaign_state *c = &g->camp;
    if (!c->govern_top || c->first_regent == NO_PLAYER) {
        glog(g, "There is no First Regent: Edict 03's effects are not resolved.");
        return;
    }
    frame *f = push_frame(g, FR_GOVERN, c->first_regent);
    f->a = GV_DEMAND;
    f->c = (uint8_t)(c->govern_top - 1);
    f->d = (uint8_t)(action_by + 1);
    f->e = (uint8_t)(policy_by + 1);
    f->f = 1;
    glog(g, "Player %d (First Regent) collects the Demand of %s.", c->first_regent + 1, POLICY_NAME[f->c]);
}

const frame_ops govern_frame_ops = {"govern", NULL, govern_step};

/* ---- FR_EVENT_CHOICE ---- */

static void choice_enum(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    switch (f->a) {
    case EC_SUMMIT:
        add_move(out, ARCS_MOVE_SUMMIT, p, 0, 0, 0, 0);
        add_move(out, ARCS_MOVE_NO_SUMMIT, p, 0, 0, 0, 0);
        return;
    case EC_COUNCIL:
        add_move(out, ARCS_MOVE_RESOLVE_CRISES, p, 0, 0, 0, 0);
        add_move(out, ARCS_MOVE_RESOLVE_EDICTS, p, 0, 0, 0, 0);
        return;
    case EC_STEAL:
        for (int r = 0; r < NUM_RES; r++)
            if (g->camp.trust[r]) add_move(out, ARCS_MOVE_STEAL_TRUST, p, r, 0, 0, 0);
        add_move(out, ARCS_MOVE_DECLINE, p, 0, 0, 0, 0);
        return;
    case EC_ACTION: {
        /* Hook point EMPIRE_LAWS: a player who cannot enforce the War
         * Policy does not take its Imperial Action (Oath of Peace). */
        bool peace = cards_keep_peace(g, p);
        if (!peace || govern_policy(g) != POLICY_WAR) add_move(out, ARCS_MOVE_ENFORCE, p, 0, 0, 0, 0);
        add_move(out, ARCS_MOVE_DECLINE, p, 0, 0, 0, 0);
        return;
    }
    case EC_POLICY: {
        /* Hook point EMPIRE_LAWS: neither enforce War nor change to it
         * (Oath of Peace). */
        bool peace = cards_keep_peace(g, p);
        if (!peace || g->camp.govern_top - 1 != POLICY_WAR) add_move(out, ARCS_MOVE_ENFORCE, p, 0, 0, 0, 0);
        for (int k = 0; k < 3; k++)
            if (k != g->camp.govern_top - 1 && !(peace && k == POLICY_WAR))
                add_move(out, ARCS_MOVE_CHANGE_POLICY, p, k, 0, 0, 0);
        return;
    }
    case EC_DEMAND: demand_options(g, p, f->b, govern_policy(g), out); return;
    case EC_OUTLAW:
        add_move(out, ARCS_MOVE_MAKE_OUTLAW, p, f->b, 0, 0, 0);
        add_move(out, ARCS_MOVE_DECLINE, p, 0, 0, 0, 0);
        return;
    case EC_REQUISITION: {
        uint32_t sys = requisition_systems(g, p);
        for (int s = 0; s < NUM_SYSTEMS; s++)
            if ((sys >> s) & 1u) add_move(out, ARCS_MOVE_REQUISITION, p, s, 0, 0, 0);
        return;
    }
    default: /* EC_ARM */
        for (int q = 0; q < g->num_players; q++)
            if (is_regent(g, q) && !((f->d >> q) & 1u)) add_move(out, ARCS_MOVE_ARM, p, q, 0, 0, 0);
        return;
    }
}

/* The event frame below the decision (Council choice). */
static frame *event_frame(game_state *g) {
    for (int i = g->depth - 1; i >= 0; i--)
        if (g->stack[i].kind == FR_EVENT) return &g->stack[i];
    return NULL;
}

static frame *govern_frame(game_state *g) {
    for (int i = g->depth - 1; i >= 0; i--)
        if (g->stack[i].kind == FR_GOVERN) return &g->stack[i];
    return NULL;
}

static void take_demand(game_state *g, int fr, arcs_move m) {
    int q = m.a;
    player_state *v = &g->pl[q], *f = &g->pl[fr];
    if (m.b == DEMAND_RESOURCE) {
        int r = v->res[m.c] - 1;
        v->res[m.c] = RES_EMPTY;
        glog(g, "Imperial Demand: the First Regent takes Player %d's %s.", q + 1, resource_name(r));
        /* Hook point RESOURCE_TAKEN: taken for the Trust (Arsenal Keepers). */
        if (!cards_resource_taken(g, fr, r, RESOURCE_TAKEN_FOR_TRUST)) trust_add(g, r);
        return;
    }
    if (m.b == DEMAND_CAPTIVE) {
        v->captives[m.c]--;
        f->captives[m.c]++;
        glog(g, "Imperial Demand: the First Regent takes Player %d's Captive (Player %d's agent).", q + 1, m.c + 1);
        return;
    }
    uint8_t *from = NULL, *to = NULL;
    int o = m.c % 4, kind = m.b == DEMAND_TROPHY ? m.c / 4 : 4 + m.b - DEMAND_FREE_CITY;
    switch (kind) {
    case TROPHY_SHIP: from = &v->trophy_ships[o], to = &f->trophy_ships[o]; break;
    case TROPHY_CITY: from = &v->trophy_cities[o], to = &f->trophy_cities[o]; break;
    case TROPHY_STARPORT: from = &v->trophy_starports[o], to = &f->trophy_starports[o]; break;
    case TROPHY_AGENT: from = &v->trophy_agents[o], to = &f->trophy_agents[o]; break;
    case 4: from = &g->camp.trophy_free_cities[q], to = &g->camp.trophy_free_cities[fr]; break;
    case 5: from = &g->camp.trophy_free_starports[q], to = &g->camp.trophy_free_starports[fr]; break;
    default: from = &g->camp.trophy_blight[q], to = &g->camp.trophy_blight[fr]; break;
    }
    (*from)--;
    (*to)++;
    glog(g, "Imperial Demand: the First Regent takes a Trophy from Player %d.", q + 1);
    /* A Trophy gained outside a battle (ARCS-F1502 Oath of Peace: "Return
     * all Trophies you gain"): TROPHY_SHIP..TROPHY_AGENT are TROPHY_EV_*. */
    static const uint8_t EV[] = {TROPHY_EV_SHIP, TROPHY_EV_CITY, TROPHY_EV_STARPORT, TROPHY_EV_AGENT,
                                 TROPHY_EV_CITY, TROPHY_EV_STARPORT, TROPHY_EV_BLIGHT};
    campaign_event(g, EVT_TROPHY_TAKEN, fr, EV[kind], 1);
}

static void choice_apply(game_state *g, arcs_move m) {
    frame f = *top_frame(g);
    int p = m.player;
    pop_frame(g);
    switch (m.kind) {
    case ARCS_MOVE_SUMMIT: summit_begin(g, p); return;
    case ARCS_MOVE_NO_SUMMIT: return;
    case ARCS_MOVE_RESOLVE_CRISES:
    case ARCS_MOVE_RESOLVE_EDICTS: {
        frame *e = event_frame(g);
        if (e && m.kind == ARCS_MOVE_RESOLVE_EDICTS) e->d |= EVF_EDICTS;
        glog(g, "Player %d chooses the %s.", p + 1, m.kind == ARCS_MOVE_RESOLVE_EDICTS ? "Edicts" : "Crises");
        return;
    }
    case ARCS_MOVE_STEAL_TRUST: {
        int fr = g->camp.first_regent;
        trust_take(g, m.a);
        glog(g, "Player %d steals a %s from the Imperial Trust.", p + 1, resource_name(m.a));
        if (fr != NO_PLAYER) {
            add_power(g, fr, -1);
            glog(g, "The First Regent, Player %d, loses 1 Power.", fr + 1);
        }
        /* More while the Trust and an empty slot remain (the placement of
         * this one comes first). */
        if (trust_count(g, -1) && empty_slots(g, p) > 1) push_choice(g, EC_STEAL, p);
        receive_resource(g, p, m.a);
        return;
    }
    case ARCS_MOVE_ENFORCE:
        if (f.a == EC_ACTION) {
            glog(g, "Player %d takes the Imperial Action of %s.", p + 1, POLICY_NAME[govern_policy(g)]);
            imperial_action(g, p, govern_policy(g));
        } else if (govern_frame(g) && govern_frame(g)->f) {
            glog(g, "Player %d keeps the Policy of %s.", p + 1, POLICY_NAME[govern_policy(g)]);
        } else {
            glog(g, "Edict: Govern the Imperial Reach - Player %d (First Regent) enforces the Policy of %s.", p + 1,
                 POLICY_NAME[govern_policy(g)]);
        }
        return;
    case ARCS_MOVE_CHANGE_POLICY: {
        frame *gv = govern_frame(g);
        change_policy(g, m.a);
        if (gv) gv->a = GV_DONE;
        if (gv && gv->f)
            glog(g, "Player %d changes the Policy of Edict 03 to %s.", p + 1, POLICY_NAME[m.a]);
        else
            glog(g, "Edict: Govern the Imperial Reach - Player %d (First Regent) changes the Policy to %s.", p + 1,
                 POLICY_NAME[m.a]);
        return;
    }
    case ARCS_MOVE_DEMAND: take_demand(g, p, m); return;
    case ARCS_MOVE_MAKE_OUTLAW:
        glog(g, "The First Regent makes Player %d an Outlaw.", m.a + 1);
        campaign_make_outlaw(g, m.a);
        return;
    case ARCS_MOVE_REQUISITION: {
        /* 2 ships; Govern with Authority: "4 fresh Imperial ships". */
        int want = govern_scale_or(g, POLICY_ESCALATION, 2);
        int n = g->camp.imperial_supply < want ? g->camp.imperial_supply : want;
        char name[16];
        g->camp.imperial_supply = (uint8_t)(g->camp.imperial_supply - n);
        g->camp.imperial[m.a][0] = (uint8_t)(g->camp.imperial[m.a][0] + n);
        glog(g, "Requisition Ships: %d fresh Imperial ship(s) at %s.", n, system_name(m.a, name));
        /* Campaign event: Imperial ships placed (the Admiral's objective). */
        if (n) campaign_event(g, EVT_IMPERIAL_PLACED, p, m.a, n);
        return;
    }
    case ARCS_MOVE_ARM:
        if (f.c > 1 && (f.d | (1u << m.a)) != g->camp.regents) {
            frame *a = push_choice(g, EC_ARM, p);
            a->c = (uint8_t)(f.c - 1);
            a->d = (uint8_t)(f.d | (1u << m.a));
        }
        give_weapon(g, m.a);
        return;
    default: /* ARCS_MOVE_DECLINE */
        if (f.a == EC_STEAL) glog(g, "Player %d steals no more.", p + 1);
        if (f.a == EC_ACTION) glog(g, "Player %d does not take the Imperial Action.", p + 1);
        return;
    }
}

const frame_ops event_choice_frame_ops = {"event_choice", choice_enum, choice_apply};

const char *enforce_label(const game_state *g) {
    const frame *f = g->depth ? &g->stack[g->depth - 1] : NULL;
    if (f && f->kind == FR_EVENT_CHOICE && f->a == EC_ACTION) return "Take the Imperial Action";
    for (int i = g->depth - 1; i >= 0 && f && f->kind == FR_EVENT_CHOICE; i--)
        if (g->stack[i].kind == FR_GOVERN) return g->stack[i].f ? "Keep the Imperial Policy" : "Enforce the Imperial Policy";
    return "Enforce the Imperial Policy";
}

const char *event_choice_prompt(const frame *f) {
    static const char *const ASK[EC_COUNT] = {
        [EC_SUMMIT] = "call a Summit, or not",
        [EC_COUNCIL] = "resolve the Crises or the Edicts (the Imperial Council)",
        [EC_STEAL] = "steal a resource from the Imperial Trust, or stop",
        [EC_POLICY] = "enforce the Imperial Policy or change it",
        [EC_DEMAND] = "choose what to take for the Imperial Demand",
        [EC_OUTLAW] = "make the Regent without agents an Outlaw, or not",
        [EC_REQUISITION] = "choose where the Imperial ships go",
        [EC_ARM] = "choose the Regent who gets a Weapon",
        [EC_ACTION] = "take the Imperial Action, or not",
    };
    return f->a < EC_COUNT ? ASK[f->a] : "decide for the round's event";
}
