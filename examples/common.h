/* Shared by the example programs: argument parsing and a small seeded
 * generator for the random players (splitmix64 seeding xoshiro256**), which
 * is the players' own, separate from the game's generator inside the handle. */
#ifndef ARCS_EXAMPLES_COMMON_H
#define ARCS_EXAMPLES_COMMON_H

#include <errno.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A non-negative integer argument (decimal, or 0x hex); false if malformed. */
static inline bool parse_u64(const char *s, uint64_t *out) {
    if (!s || !*s || *s == '-') return false;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 0);
    if (*end || errno) return false;
    *out = (uint64_t)v;
    return true;
}

/* A --mode value: "base" or "leaders-lore" (arcs_mode), -1 if unknown. */
static inline int parse_mode(const char *s) {
    if (!s) return -1;
    if (strcmp(s, "base") == 0) return 0;         /* ARCS_MODE_BASE */
    if (strcmp(s, "leaders-lore") == 0) return 1; /* ARCS_MODE_LEADERS_LORE */
    if (strcmp(s, "campaign") == 0) return 2;     /* ARCS_MODE_CAMPAIGN */
    return -1;
}

typedef struct picker {
    uint64_t s[4];
} picker;

static inline uint64_t picker_splitmix64(uint64_t *x) {
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Seed from a user seed and a stream number (thread, purpose), decorrelated
 * from the game's own generator, which is seeded with the plain seed. */
static inline void picker_seed(picker *r, uint64_t seed, uint64_t stream) {
    uint64_t x = seed ^ 0x6A09E667F3BCC909ull ^ (stream * 0xBB67AE8584CAA73Bull);
    for (int i = 0; i < 4; i++) r->s[i] = picker_splitmix64(&x);
}

static inline uint64_t picker_rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static inline uint64_t picker_next(picker *r) {
    uint64_t *s = r->s;
    uint64_t out = picker_rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = picker_rotl(s[3], 45);
    return out;
}

/* Uniform in [0, n), n >= 1: Lemire's multiply with rejection. */
static inline size_t picker_below(picker *r, size_t n) {
    uint64_t range = (uint64_t)n;
    uint32_t x = (uint32_t)(picker_next(r) >> 32);
    uint64_t m = (uint64_t)x * range;
    uint32_t l = (uint32_t)m;
    if (l < range) {
        uint32_t t = (uint32_t)(-(uint32_t)range) % (uint32_t)range;
        while (l < t) {
            x = (uint32_t)(picker_next(r) >> 32);
            m = (uint64_t)x * range;
            l = (uint32_t)m;
        }
    }
    return (size_t)(m >> 32);
}

#endif
