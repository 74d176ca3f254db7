/* long_paragraph.h - the long-paragraph text of the L1 and L2 scenes, shared by the GTK 3 peer
 * (gtk3_scale.c) and the latency bench's document writer (Latency/document.c). Needs the
 * peers' common.h (its generator) included first. */
#ifndef LONG_PARAGRAPH_H
#define LONG_PARAGRAPH_H

/* One paragraph of exactly n ASCII characters: the generator's lines joined by spaces, cut;
 * NUL-terminated, for the caller to free. */
static char *long_paragraph(int n) {
    char *text = malloc((size_t)n + 512);
    char line[256];
    Gen g;
    gen_init(&g);
    int len = 0;
    while (len < n) {
        int l = gen_line(&g, line);
        memcpy(text + len, line, (size_t)l);
        len += l;
        text[len++] = ' ';
    }
    text[n] = 0;
    return text;
}

#endif
