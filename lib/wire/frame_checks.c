/*
 * Range checks for the data bytes (a..f) of each frame kind, so a loaded
 * decision stack never makes a rule index outside its arrays.
 *
 * A kind without an entry here must have all-zero data: a loaded state
 * with data in such a frame is rejected. When a rule starts keeping data in
 * its frames, add its check here (the save/load property tests over random
 * games fail until then, naming the frame).
 */
#include <stdio.h>

#include "core/engine.h"
#include "wire/wire.h"

typedef bool (*frame_check_fn)(const game_state *g, const frame *f);

/* No kind keeps data in its frames yet: every entry is NULL. */
static const frame_check_fn FRAME_CHECKS[FR_KIND_COUNT] = {
    [FR_NONE] = NULL,
};

bool frame_data_ok(const game_state *g, const frame *f, int index, char *why, size_t cap) {
    frame_check_fn check = f->kind < FR_KIND_COUNT ? FRAME_CHECKS[f->kind] : NULL;
    bool ok = check ? check(g, f)
                    : (f->a | f->b | f->c | f->d | f->e | f->f) == 0;
    if (!ok && why && cap)
        snprintf(why, cap, "frame %d (%s): data out of range", index, frame_kind_name(f->kind));
    return ok;
}
