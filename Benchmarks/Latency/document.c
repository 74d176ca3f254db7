/* document.c - writes a latency bench document to stdout, for the latency hosts to load:
 *   document N               the S2 document of N lines (the peers' generator, common.h)
 *   document --paragraph N   one paragraph of exactly N characters: the generator's lines
 *                            joined by spaces and cut, as the L1 scene's long paragraph */
#include "common.h"
#include "../Peers/long_paragraph.h"

static int paragraph(int n) {
    char *text = long_paragraph(n);
    fwrite(text, 1, (size_t)n, stdout);
    free(text);
    return 0;
}

int main(int argc, char **argv) {
    int one_paragraph = argc > 2 && !strcmp(argv[1], "--paragraph");
    int n = argc > 1 ? atoi(argv[one_paragraph ? 2 : 1]) : 0;
    if (n < 1) {
        fprintf(stderr, "usage: document LINES | document --paragraph CHARACTERS\n");
        return 2;
    }
    if (one_paragraph) return paragraph(n);
    size_t length;
    char *text = gen_document(n, &length);
    fwrite(text, 1, length, stdout);
    free(text);
    return 0;
}
