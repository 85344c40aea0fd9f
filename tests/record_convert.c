/* Converts a campaign record between its JSON and binary forms through the
 * public API, for tests/check_record_json.py:
 *   record_convert to-binary IN OUT   JSON text -> binary (with trailer)
 *   record_convert to-json IN OUT     binary -> JSON text */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arcs/arcs.h"

static unsigned char *slurp(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *buf = malloc((size_t)n + 1);
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) n = -1;
    fclose(f);
    if (!buf || n < 0) return free(buf), NULL;
    *len = (size_t)n;
    return buf;
}

int main(int argc, char **argv) {
    if (argc != 4) return 64;
    size_t len = 0, need = 0;
    unsigned char *in = slurp(argv[2], &len);
    if (!in) return 66;
    arcs_error err;
    bool json = strcmp(argv[1], "to-json") == 0;
    arcs_status st = json ? arcs_campaign_record_to_json(in, len, NULL, 0, &need, &err)
                          : arcs_campaign_record_from_json((const char *)in, len, NULL, 0, &need, &err);
    unsigned char *out = st == ARCS_OK ? malloc(need) : NULL;
    if (out)
        st = json ? arcs_campaign_record_to_json(in, len, (char *)out, need, &need, &err)
                  : arcs_campaign_record_from_json((const char *)in, len, out, need, &need, &err);
    if (st != ARCS_OK || !out) {
        fprintf(stderr, "record_convert: %s\n", err.message);
        return 1;
    }
    FILE *f = fopen(argv[3], "wb");
    if (!f || fwrite(out, 1, json ? need - 1 : need, f) != (json ? need - 1 : need)) return 73;
    fclose(f);
    free(in);
    free(out);
    return 0;
}
