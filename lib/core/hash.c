/*
 * The state hash (arcs_state_hash): a 64-bit fingerprint of a state's
 * bytes, the live part (up to the top frame: state_live_bytes) and the
 * layers of its mode (none in the base game). Equal states hash equal;
 * states that differ hash differently except by chance (about 2^-64 for
 * unrelated states). It is not a cryptographic hash and not stable across
 * state layouts (WIRE_STATE_LAYOUT, lib/wire/wire.h).
 *
 * The bytes are read as 64-byte stripes of eight 64-bit words. Word j of
 * stripe i is mixed with key word KEY[i + j]: with x = word ^ key, lane j
 * of the eight accumulators gains lo32(x) * hi32(x), and lane j ^ 1 gains
 * the word itself (the construction of XXH3's accumulation loop). Each
 * word's work is independent of the others' (sums, not a chain of
 * multiplies), so the loop runs at the machine's throughput: with SSE2
 * (every x86-64) two lanes per instruction, about 44 ns for a base state
 * against 75-80 ns for the four-lane multiply chain it replaces
 * (docs/performance.md, "What changed: the state hash"). A segment's last
 * partial stripe is read zero-padded; the two segments' lengths are mixed
 * into the result, so padding cannot collide with real zero bytes. The
 * keys depend on the stripe's place (a state has at most 64 stripes), so
 * moving bytes to another place changes the hash.
 *
 * The portable loop and the SSE2 loop give the same hash on every machine
 * (tests/test_state_hash.c checks them against each other).
 */
#include "core/hash.h"

#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#define STRIPE 64
#define STRIPES_MAX 64 /* stripes in the largest state, both segments with their padded tails */
_Static_assert(sizeof(game_state) / STRIPE + 2 <= STRIPES_MAX, "a state's stripes have keys of their own");

/* splitmix64 from 0x243F6A8885A308D3 (the digits of pi), 72 words: stripe
 * i reads KEY[i .. i + 7]. */
static const uint64_t KEY[STRIPES_MAX + 8] = {
    0x2cb0f69f4abea221ull, 0x9417034723148989ull, 0xdd555950609dfe03ull, 0xdbafb150deb12800ull,
    0x7e789b2e6c442cb6ull, 0xf41e5636c7e4f8c4ull, 0x0959d150f8fba7e4ull, 0xa97316f13cdb9eeaull,
    0x74cd8258f9520068ull, 0x55c74a62e116868bull, 0xd2f4c799a2023cbdull, 0xdf98cb79a37b51b9ull,
    0x396f5885524f3905ull, 0xaf1d56386ca3b276ull, 0xa9ffbe6b5104e85aull, 0x6bd0c51b9fd533b3ull,
    0x980ce91c50ab4b56ull, 0x28ac395780fe62c5ull, 0x768912e3a6bcedc7ull, 0x50b3e8c9332c7c88ull,
    0xce3bbfe520bd47daull, 0xcba6c8e8e0bb7c4full, 0xbf194db8434a346dull, 0x7d8f2a7b60416d7full,
    0x0849d1f6e0e10a5eull, 0x7654b590d064e22full, 0x16d1da9507df3af2ull, 0xf63aef1089ea30e4ull,
    0x9ade6673cc6c522bull, 0x4c75bc274e37087cull, 0xd35e12b49f51f27bull, 0x22ddf2ffcee481eaull,
    0x06007fb13c59a1f1ull, 0x8966a38c651ea4daull, 0x25242f018fc01ac6ull, 0xa73ec74fa31b717cull,
    0x7ee0abdd9797d3a2ull, 0x5c06ff7dc4ac1880ull, 0x8434e41042c28a7dull, 0x770a372d64327351ull,
    0xeed940dad9e9c06dull, 0x8977e93646524825ull, 0xa9897f0a62a51616ull, 0xa35d4250c53f2b3aull,
    0x4072542a94b9c33eull, 0x3154a7a62447e8abull, 0x686865712a1a245eull, 0x0fba67727d7b3b98ull,
    0x0634e2024536912full, 0xd9ff52a26cf9881aull, 0x9435dc0399f932daull, 0x18d39fc1af93e7f0ull,
    0x12f7147c1e7f46abull, 0xdedf66783eddb4a0ull, 0x6f75480614554798ull, 0xe40e95e8ef84bde2ull,
    0xbb41fe601fefb566ull, 0x5c3702e4c7bf19f1ull, 0x8c7d1d0d3d4a8ec5ull, 0xee779996ba62dccbull,
    0x80ccb15bf530844bull, 0xdf56e7dc4d57959cull, 0x9eb86a81fe90b68eull, 0x6a25741fa696fbd3ull,
    0x7009346385a45644ull, 0x8f4acc8c1520dd73ull, 0x75a59d61ae0f8464ull, 0xd9600a5f4b8b735cull,
    0x90ee70d4c2774058ull, 0x8a5f6c4b9a613341ull, 0xbae94e097390fd42ull, 0x653727708a8cae7cull
};

/* Stripes [0, n) of p (n * 64 bytes), the first being stripe number `at`
 * of the state, into acc. */
static void stripes_portable(uint64_t acc[8], const unsigned char *p, size_t n, size_t at) {
    for (size_t i = 0; i < n; i++) {
        const uint64_t *k = KEY + at + i;
        for (int j = 0; j < 8; j++) {
            uint64_t d;
            memcpy(&d, p + STRIPE * i + 8 * (size_t)j, 8);
            uint64_t x = d ^ k[j];
            acc[j] += (x & 0xFFFFFFFFu) * (x >> 32);
            acc[j ^ 1] += d;
        }
    }
}

#if defined(__SSE2__)
/* The same sums, two lanes per instruction: lane pair (2m, 2m + 1) in
 * register m. */
static void stripes_sse2(uint64_t acc64[8], const unsigned char *p, size_t n, size_t at) {
    __m128i acc[4];
    for (int m = 0; m < 4; m++) acc[m] = _mm_loadu_si128((const __m128i *)(const void *)(acc64 + 2 * m));
    for (size_t i = 0; i < n; i++) {
        const uint64_t *k = KEY + at + i;
        for (int m = 0; m < 4; m++) {
            __m128i d = _mm_loadu_si128((const __m128i *)(const void *)(p + STRIPE * i + 16 * (size_t)m));
            __m128i x = _mm_xor_si128(d, _mm_loadu_si128((const __m128i *)(const void *)(k + 2 * m)));
            __m128i hi = _mm_shuffle_epi32(x, _MM_SHUFFLE(0, 3, 0, 1)); /* hi32 of each word, in the low half */
            __m128i swapped = _mm_shuffle_epi32(d, _MM_SHUFFLE(1, 0, 3, 2)); /* word j ^ 1 into lane j */
            acc[m] = _mm_add_epi64(acc[m], _mm_add_epi64(_mm_mul_epu32(x, hi), swapped));
        }
    }
    for (int m = 0; m < 4; m++) _mm_storeu_si128((__m128i *)(void *)(acc64 + 2 * m), acc[m]);
}
#endif

typedef void (*stripes_fn)(uint64_t acc[8], const unsigned char *p, size_t n, size_t at);

/* One segment of n bytes: its whole stripes, then its tail zero-padded;
 * returns the stripe number after it. */
static size_t segment(stripes_fn run, uint64_t acc[8], const unsigned char *p, size_t n, size_t at) {
    size_t whole = n / STRIPE, rest = n % STRIPE;
    run(acc, p, whole, at);
    at += whole;
    if (rest) {
        unsigned char tail[STRIPE] = {0};
        memcpy(tail, p + whole * STRIPE, rest);
        run(acc, tail, 1, at++);
    }
    return at;
}

/* The high and low words of a * b, folded (xor). */
static uint64_t mul_fold(uint64_t a, uint64_t b) {
#if defined(__SIZEOF_INT128__)
    unsigned __int128 m = (unsigned __int128)a * b;
    return (uint64_t)m ^ (uint64_t)(m >> 64);
#else
    uint64_t al = a & 0xFFFFFFFFu, ah = a >> 32, bl = b & 0xFFFFFFFFu, bh = b >> 32;
    uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
    uint64_t mid = (ll >> 32) + (lh & 0xFFFFFFFFu) + (hl & 0xFFFFFFFFu);
    uint64_t lo = (ll & 0xFFFFFFFFu) | mid << 32;
    uint64_t hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
    return lo ^ hi;
#endif
}

static uint64_t hash_with(stripes_fn run, const game_state *g) {
    uint64_t acc[8] = {0x243F6A8885A308D3ull, 0x13198A2E03707344ull, 0xA4093822299F31D0ull, 0x082EFA98EC4E6C89ull,
                       0x452821E638D01377ull, 0xBE5466CF34E90C6Cull, 0xC0AC29B7C97C50DDull, 0x3F84D5B5B5470917ull};
    size_t live = state_live_bytes(g), layers = is_base_game(g) ? 0 : state_layer_bytes(g->mode);
    size_t at = segment(run, acc, (const unsigned char *)g, live, 0);
    if (layers) segment(run, acc, (const unsigned char *)&g->ll, layers, at);
    uint64_t x = live * 0x9E3779B185EBCA87ull ^ layers * 0xC2B2AE3D27D4EB4Full;
    for (int m = 0; m < 4; m++) x += mul_fold(acc[2 * m] ^ KEY[2 * m], acc[2 * m + 1] ^ KEY[2 * m + 1]);
    x ^= x >> 37;
    x *= 0x165667919E3779F9ull;
    x ^= x >> 32;
    return x;
}

uint64_t state_hash(const game_state *g) {
#if defined(__SSE2__)
    return hash_with(stripes_sse2, g);
#else
    return hash_with(stripes_portable, g);
#endif
}

uint64_t state_hash_portable(const game_state *g) { return hash_with(stripes_portable, g); }
