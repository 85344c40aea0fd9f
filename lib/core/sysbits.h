/*
 * The map's 24 systems as bit masks (bit s: system s), computed from the
 * state in one pass of a few vector instructions instead of a loop over the
 * systems' strided bytes: for the possibility checks of the turn's actions
 * (docs/performance.md, "What changed: system masks"). Nothing is stored:
 * the masks are computed from the plain state when asked, so saving,
 * loading, undo and the hash do not know them.
 *
 * The 24 system records (system_state: 12 bytes, fresh[4] damaged[4]
 * bld[4]) are 6 groups of 4 systems, 48 bytes each: a cluster's. For a
 * cluster, sys_group_match gives a 48-bit word with bit 12 * j + o set when
 * byte o of the cluster's system j matches (three 16-byte compares); the
 * callers shift the offsets they ask to offset 0 and combine them, and stop
 * at the first cluster that answers, as the loops over the systems did.
 */
#ifndef ARCS_CORE_SYSBITS_H
#define ARCS_CORE_SYSBITS_H

#include "core/state.h"

#include <assert.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

_Static_assert(sizeof(system_state) == 12, "sys_group_match reads the records as 12-byte strides");
_Static_assert(NUM_SYSTEMS == 24, "sys_group_match reads 6 clusters of 4 systems");

/* Record offsets: fresh[p], damaged[p], bld[i]. */
#define SYS_OFF_FRESH(p) (p)
#define SYS_OFF_DAMAGED(p) (4 + (p))
#define SYS_OFF_BLD(i) (8 + (i))
/* The gates (system kind 0) and the planets of the map. */
#define SYS_GATES_MASK 0x111111u
#define SYS_PLANETS_MASK 0xEEEEEEu
/* The planets with two printed building slots (planet_slots 2; every other
 * planet has one, a gate none: lib/data/map.c, checked by test_sysbits). */
#define SYS_TWO_SLOTS_MASK 0x48688Au

/* The bits of record offset o of the group's 4 systems, and the group's
 * planets (systems 1..3 of a cluster: 0 is its gate) at offset 0. */
#define SYS_GROUP_BYTE(o) (0x001001001001ull << (o))
#define SYS_GROUP_PLANETS 0x001001001000ull

/* Cluster c's records (systems 4c..4c+3), a byte b matching when
 * (b & mask) == value: bit 12 * j + o for byte o of system 4c + j. */
static inline uint64_t sys_group_match(const game_state *g, int c, unsigned mask, unsigned value) {
    const uint8_t *base = (const uint8_t *)g->sys + 48 * c;
    uint64_t w = 0;
#if defined(__SSE2__)
    const __m128i m = _mm_set1_epi8((char)mask), v = _mm_set1_epi8((char)value);
    for (int t = 0; t < 3; t++) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(base + 16 * t));
        w |= (uint64_t)(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_and_si128(x, m), v)) << (16 * t);
    }
#else
    for (int i = 0; i < 48; i++) w |= (uint64_t)((base[i] & mask) == value) << i;
#endif
    return w;
}

/* Cluster c's nonzero record bytes, laid out as sys_group_match's. */
static inline uint64_t sys_group_nonzero(const game_state *g, int c) {
    const uint8_t *base = (const uint8_t *)g->sys + 48 * c;
    uint64_t w = 0;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    for (int t = 0; t < 3; t++) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(base + 16 * t));
        w |= (uint64_t)(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, zero)) << (16 * t);
    }
#else
    for (int i = 0; i < 48; i++) w |= (uint64_t)(base[i] == 0) << i;
#endif
    return ~w & 0xFFFFFFFFFFFFull;
}

/* sys_group_match and sys_group_nonzero over the whole map: the bits of
 * the 6 clusters' words or-ed (bit 12 * j + o: byte o of system j of some
 * cluster), for questions with no system to name ("is there any"). */
static inline uint64_t sys_all_match(const game_state *g, unsigned mask, unsigned value) {
#if defined(__SSE2__)
    const uint8_t *base = (const uint8_t *)g->sys;
    const __m128i m = _mm_set1_epi8((char)mask), v = _mm_set1_epi8((char)value);
    __m128i acc[3] = {_mm_setzero_si128(), _mm_setzero_si128(), _mm_setzero_si128()};
    for (int c = 0; c < NUM_CLUSTERS; c++)
        for (int t = 0; t < 3; t++) {
            __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(base + 48 * c + 16 * t));
            acc[t] = _mm_or_si128(acc[t], _mm_cmpeq_epi8(_mm_and_si128(x, m), v));
        }
    uint64_t w = 0;
    for (int t = 0; t < 3; t++) w |= (uint64_t)(unsigned)_mm_movemask_epi8(acc[t]) << (16 * t);
    return w;
#else
    uint64_t w = 0;
    for (int c = 0; c < NUM_CLUSTERS; c++) w |= sys_group_match(g, c, mask, value);
    return w;
#endif
}

static inline uint64_t sys_all_nonzero(const game_state *g) {
#if defined(__SSE2__)
    const uint8_t *base = (const uint8_t *)g->sys;
    __m128i acc[3] = {_mm_setzero_si128(), _mm_setzero_si128(), _mm_setzero_si128()};
    for (int c = 0; c < NUM_CLUSTERS; c++)
        for (int t = 0; t < 3; t++)
            acc[t] = _mm_or_si128(acc[t], _mm_loadu_si128((const __m128i *)(const void *)(base + 48 * c + 16 * t)));
    uint64_t w = 0;
    for (int t = 0; t < 3; t++)
        w |= (uint64_t)(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(acc[t], _mm_setzero_si128())) << (16 * t);
    return ~w & 0xFFFFFFFFFFFFull;
#else
    uint64_t w = 0;
    for (int c = 0; c < NUM_CLUSTERS; c++) w |= sys_group_nonzero(g, c);
    return w;
#endif
}

/* Is there a building outside the printed slots (places SLOTS_PER_SYSTEM..:
 * Gate Ports, Gate Stations, Cloud Cities) in one of the map's 24 systems?
 * (Not the campaign's map centre, system NUM_SYSTEMS.) */
_Static_assert(SLOTS_PER_SYSTEM == 2 && BUILDING_SLOTS_MAX == 4, "places 2 and 3 lie outside the printed slots");
static inline bool sys_any_outside_building(const game_state *g) {
    return (sys_all_match(g, BLD_OCCUPIED, BLD_OCCUPIED) &
            (SYS_GROUP_BYTE(SYS_OFF_BLD(2)) | SYS_GROUP_BYTE(SYS_OFF_BLD(3)))) != 0;
}

/* Bits 0..3 of `nibble` (a cluster's 4 systems, as in a system mask) at
 * offset 0 of the group layout. */
static inline uint64_t sys_group_spread(unsigned nibble) {
    uint64_t n = nibble;
    return (n & 1u) | (n & 2u) << 11 | (n & 4u) << 22 | (n & 8u) << 33;
}

/* Cluster c's two-slot planets (SYS_TWO_SLOTS_MASK) at offset 0 of the
 * group layout: sys_group_spread of its nibble, from a table (one load
 * instead of the spread's shifts in every cluster's pass). */
#define SYS_TWO_SLOTS_GROUP_(c) \
    ((uint64_t)((SYS_TWO_SLOTS_MASK >> (4 * (c))) & 1u) | (uint64_t)((SYS_TWO_SLOTS_MASK >> (4 * (c) + 1)) & 1u) << 12 | \
     (uint64_t)((SYS_TWO_SLOTS_MASK >> (4 * (c) + 2)) & 1u) << 24 | (uint64_t)((SYS_TWO_SLOTS_MASK >> (4 * (c) + 3)) & 1u) << 36)
static inline uint64_t sys_group_two_slots(int c) {
    static const uint64_t two_slots[NUM_CLUSTERS] = {SYS_TWO_SLOTS_GROUP_(0), SYS_TWO_SLOTS_GROUP_(1),
                                                     SYS_TWO_SLOTS_GROUP_(2), SYS_TWO_SLOTS_GROUP_(3),
                                                     SYS_TWO_SLOTS_GROUP_(4), SYS_TWO_SLOTS_GROUP_(5)};
    assert(two_slots[c] == sys_group_spread(SYS_TWO_SLOTS_MASK >> (4 * c)));
    return two_slots[c];
}
#undef SYS_TWO_SLOTS_GROUP_

/* The inverse of sys_group_spread: bits 0, 12, 24, 36 of x as bits 0..3
 * (the four partial products land on distinct bits: no carry mixes them). */
static inline unsigned sys_group_nibble(uint64_t x) {
    const uint64_t gather = (1ull << 36) | (1ull << 25) | (1ull << 14) | (1ull << 3);
    return (unsigned)(((x & SYS_GROUP_BYTE(0)) * gather) >> 36) & 0xFu;
}

/* Cluster c's systems with bit `bit` set in a[s] (a per-system byte array:
 * taxed, shipyard_used), at offset 0 of the group layout. */
static inline uint64_t sys_group_flags(const uint8_t *a, int c, int bit) {
    uint32_t w;
    memcpy(&w, a + 4 * c, sizeof w);
    w = (w >> bit) & 0x01010101u;
    return (uint64_t)(w & 0x1u) | (uint64_t)(w & 0x100u) << 4 | (uint64_t)(w & 0x10000u) << 8 |
           (uint64_t)(w & 0x1000000u) << 12;
}

/* Has one of the map's 24 systems a bit set in a[s] (taxed, shipyard_used:
 * zero but for this turn's taxes and built ships)? When none has, each
 * cluster's sys_group_flags is 0 and the callers skip it (three 8-byte
 * loads instead of the spread of every cluster's flags). */
static inline bool sys_any_flag(const uint8_t *a) {
    uint64_t w0, w1, w2;
    memcpy(&w0, a, sizeof w0);
    memcpy(&w1, a + 8, sizeof w1);
    memcpy(&w2, a + 16, sizeof w2);
    return (w0 | w1 | w2) != 0;
}

#endif
