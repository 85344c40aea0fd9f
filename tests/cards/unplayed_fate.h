/* For a test program whose TEST_EFFECT_LIST holds UNPLAYED_WARDEN_ACT2
 * (tests/cards/blank_fates.h): its entry replaces the library's entry for
 * the same card in lib/cards/hooks.c's table, on purpose. Include this
 * before lib/cards/hooks.c. */
#ifndef ARCS_TESTS_UNPLAYED_FATE_H
#define ARCS_TESTS_UNPLAYED_FATE_H

#if defined(__clang__)
#pragma clang diagnostic ignored "-Winitializer-overrides"
#elif defined(__GNUC__)
#pragma GCC diagnostic ignored "-Woverride-init"
#endif

#endif
