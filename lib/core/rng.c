/* The game's seeded generator: xoroshiro128++ seeded through splitmix64.
 * Every random choice of the rules goes through rng_below, so the same
 * config, seed and moves give the same state on any machine. */
#include "core/engine.h"

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

uint64_t rng_next(game_state *g) {
    uint64_t s0 = g->rng[0], s1 = g->rng[1];
    uint64_t r = rotl(s0 + s1, 17) + s0;
    s1 ^= s0;
    g->rng[0] = rotl(s0, 49) ^ s1 ^ (s1 << 21);
    g->rng[1] = rotl(s1, 28);
    return r;
}

unsigned rng_below(game_state *g, unsigned n) {
    if (n <= 1) return 0;
    /* Lemire's multiply-and-reject: unbiased. */
    uint64_t x = rng_next(g) >> 32;
    uint64_t m = x * n;
    uint32_t l = (uint32_t)m;
    if (l < n) {
        uint32_t t = (uint32_t)(-n) % n;
        while (l < t) {
            x = rng_next(g) >> 32;
            m = x * n;
            l = (uint32_t)m;
        }
    }
    return (unsigned)(m >> 32);
}

void shuffle_u8(game_state *g, uint8_t *a, int n) {
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(g, (unsigned)i + 1);
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

void shuffle_u16(game_state *g, uint16_t *a, int n) {
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(g, (unsigned)i + 1);
        uint16_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
