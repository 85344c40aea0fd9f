/* Act II games for the scenario tests and property runs of the Fates'
 * Act II (tests/test_act2*.c): a campaign whose Act I is cut short (setup,
 * the Fates given, each objective completed or failed as the test says),
 * whose Intermission is played (the Act I Resolutions, Clear Court, ...,
 * each player keeping the Fate given), saved as a campaign record at the
 * Act I boundary, and continued from that record (arcs_config.record):
 * the Act II game that record starts, at the first decision of its Act II
 * & III Setup. */
#ifndef ARCS_TESTS_ACT2_FIXTURE_H
#define ARCS_TESTS_ACT2_FIXTURE_H

#include "support.h"

/* players 2..4; fates[p]: the A Fate (CARD_FATE01..08) player p holds in
 * Act I (all different); completed: bit p when p completed their Act I
 * objective (their Resolution's "completed" branch) and keeps fates[p]
 * for Act II (else p takes a B Fate drawn: a random one); chance: the Act II
 * game's arcs_chance_mode; last_act: its arcs_config.last_act (0: the
 * campaign's end). The Intermission's other decisions are random moves
 * (seed). The caller frees the game. */
arcs_game *t_act2_new(int players, uint64_t seed, const int *fates, unsigned completed, int chance, int last_act);
/* The record that game was started from (t_act2_record: the same
 * arguments; *len its bytes; the caller frees it). */
unsigned char *t_act2_record(int players, uint64_t seed, const int *fates, unsigned completed, size_t *len);
/* t_act2_new, then random moves until its Act II Setup is done (the first
 * lead of Act II). */
arcs_game *t_act2_started(int players, uint64_t seed, const int *fates, unsigned completed, int chance);

/* The same, a B Fate steered: bfates[p] (CARD_FATE09..16, or 0: a random
 * one of the two drawn) is the B Fate a player p who failed their Act I
 * objective draws first and takes at the Intermission; bfates may be NULL. */
arcs_game *t_act2_new_b(int players, uint64_t seed, const int *fates, unsigned completed, const int *bfates,
                        int chance, int last_act);
unsigned char *t_act2_record_b(int players, uint64_t seed, const int *fates, unsigned completed, const int *bfates,
                               size_t *len);
arcs_game *t_act2_started_b(int players, uint64_t seed, const int *fates, unsigned completed, const int *bfates,
                            int chance);

/* Act III games the same way: Act II from its record (t_act2_new_b), its
 * Setup played, the Act cut short after it (each Act II objective
 * completed or failed as f->completed2 says), its Intermission played
 * (random moves; a player who completed keeps their Fate, one who failed
 * takes f->c[p], or a random C Fate of the two drawn when 0), saved as a
 * record at the Act II boundary and continued: the Act III game at the
 * first decision of its Setup. */
typedef struct t_fates {
    int a[MAX_PLAYERS];  /* the Act I A Fates (CARD_FATE01..08, all different) */
    unsigned completed1; /* bit p: p completed their Act I objective (keeps a[p]) */
    int b[MAX_PLAYERS];  /* the B Fate (CARD_FATE09..16) p takes having failed (0: random) */
    unsigned completed2; /* bit p: p completed their Act II objective (keeps their Fate) */
    int c[MAX_PLAYERS];  /* the C Fate (CARD_FATE17..24) p takes having failed (0: random) */
} t_fates;
unsigned char *t_act3_record(int players, uint64_t seed, const t_fates *f, size_t *len);
arcs_game *t_act3_new(int players, uint64_t seed, const t_fates *f, int chance, int last_act);
/* The same from an Act II game a test has shaped (made by t_act2_new_b
 * with last_act 2, its Setup done; f->a, completed1 and b as it was made):
 * the Act cut short, the Intermission played, the record saved (the game
 * freed) and the Act III game it starts. */
unsigned char *t_act3_record_from(arcs_game *act2, uint64_t seed, const t_fates *f, size_t *len);
arcs_game *t_act3_from(arcs_game *act2, uint64_t seed, const t_fates *f, int chance, int last_act);
/* t_act3_new (last_act 0), then random moves until its Act III Setup is
 * done (the first lead of Act III). */
arcs_game *t_act3_started(int players, uint64_t seed, const t_fates *f, int chance);

#endif
