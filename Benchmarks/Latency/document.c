/* document.c - writes the S2 document of N lines (the peers' generator, common.h) to stdout,
 * for the latency hosts to load: `document N > file`. */
#include "common.h"

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 0;
    if (n < 1) {
        fprintf(stderr, "usage: document LINES\n");
        return 2;
    }
    size_t length;
    char *text = gen_document(n, &length);
    fwrite(text, 1, length, stdout);
    free(text);
    return 0;
}
