/* The game's seeded generator: xoroshiro128++ seeded through splitmix64.
 * Every random choice of the rules goes through rng_below, so the same
 * config, seed and moves give the same state on any machine. */
#include "core/engine.h"

#include <assert.h>
#include <stdint.h>

uint64_t splitmix64(uint64_t *x) {
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

void rng_seed(game_state *g, uint64_t seed) {
    uint64_t x = seed;
    g->rng[0] = splitmix64(&x);
    g->rng[1] = splitmix64(&x);
    if (!g->rng[0] && !g->rng[1]) g->rng[1] = 1;
}

/* The generator's step and rng_below on a state held in s[2]: the callers
 * below keep it in locals while they draw (a shuffle's array is bytes, which
 * the compiler must otherwise assume may alias g->rng, reloading and storing
 * the state at every draw). */
static inline uint64_t next_of(uint64_t s[2]) {
    uint64_t s0 = s[0], s1 = s[1];
    uint64_t r = rotl(s0 + s1, 17) + s0;
    s1 ^= s0;
    s[0] = rotl(s0, 49) ^ s1 ^ (s1 << 21);
    s[1] = rotl(s1, 28);
    return r;
}

static inline unsigned below_of(uint64_t s[2], unsigned n) {
    if (n <= 1) return 0;
    /* Lemire's multiply-and-reject: unbiased. */
    uint64_t x = next_of(s) >> 32;
    uint64_t m = x * n;
    uint32_t l = (uint32_t)m;
    if (l < n) {
        uint32_t t = (uint32_t)(-n) % n;
        while (l < t) {
            x = next_of(s) >> 32;
            m = x * n;
            l = (uint32_t)m;
        }
    }
    return (unsigned)(m >> 32);
}

uint64_t rng_next(game_state *g) { return next_of(g->rng); }

unsigned rng_below(game_state *g, unsigned n) { return below_of(g->rng, n); }

/* The array shuffled is not the generator's state (checked in debug builds):
 * the state kept in locals meanwhile is the same. */
static inline void shuffled_apart(const game_state *g, const void *a, size_t bytes) {
#ifndef NDEBUG
    uintptr_t lo = (uintptr_t)a, hi = lo + bytes, r = (uintptr_t)g->rng;
    assert(hi <= r || lo >= r + sizeof g->rng);
#else
    (void)g, (void)a, (void)bytes;
#endif
}

void shuffle_u8(game_state *g, uint8_t *a, int n) {
    shuffled_apart(g, a, n > 0 ? (size_t)n : 0);
    uint64_t s[2] = {g->rng[0], g->rng[1]};
    for (int i = n - 1; i > 0; i--) {
        int j = (int)below_of(s, (unsigned)i + 1);
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
    g->rng[0] = s[0];
    g->rng[1] = s[1];
}

void shuffle_u16(game_state *g, uint16_t *a, int n) {
    shuffled_apart(g, a, n > 0 ? (size_t)n * sizeof *a : 0);
    uint64_t s[2] = {g->rng[0], g->rng[1]};
    for (int i = n - 1; i > 0; i--) {
        int j = (int)below_of(s, (unsigned)i + 1);
        uint16_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
    g->rng[0] = s[0];
    g->rng[1] = s[1];
}
