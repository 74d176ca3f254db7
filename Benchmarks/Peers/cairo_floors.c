/* cairo_floors.c - what three of `make bench`'s measurements cost in plain C cairo + Pango,
 * with nothing else in the way: the least any cairo renderer can spend on them.
 *
 * Usage: cairo_floors <outdir> L1 <n>    the L1 notes view holding one n-character paragraph,
 *                                        scrolled as L1 scrolls it, drawn again and again with
 *                                        its layout kept and nothing edited (draw_only)
 *        cairo_floors <outdir> S2 <N>    the end of S2's N-line document: a fresh layout of
 *                                        each last paragraph that fills the view, then one
 *                                        frame, all on one thread (scroll_to_end_one_thread)
 *        cairo_floors <outdir> G1 1      a fresh process's first frame of the WidgetGallery's
 *                                        texts alone: the N = 15 texts of each of its three
 *                                        forms (gtk4_controls.c's), one Pango layout each,
 *                                        drawn once into a 1000 x 430 image, timed from the
 *                                        first line of main, wall and CPU (first_texts,
 *                                        first_texts_cpu): fontconfig's first load and Pango's
 *                                        and HarfBuzz's first layouts, which every toolkit's
 *                                        first frame pays, and nothing else
 * Prints result lines as peer=cairo_raw, as the peers do, and writes
 * <outdir>/cairo_floor_<scene>_n<n>.png of the last frame.
 */
#include "common.h"
#include "long_paragraph.h"
#include <math.h>
#include <pango/pangocairo.h>

static const char *PEER = "cairo_raw";
static PangoContext *g_ctx;
static PangoFontDescription *g_fd;
static double g_pitch;   /* the logical height of one line, px: the rules' pitch */

static void setup_text(cairo_t *cr) {
    g_ctx = pango_font_map_create_context(pango_cairo_font_map_get_default());
    pango_cairo_update_context(cr, g_ctx);
    g_fd = pango_font_description_from_string(FONT_DESC);
    PangoLayout *l = pango_layout_new(g_ctx);
    pango_layout_set_font_description(l, g_fd);
    pango_layout_set_text(l, "X", -1);
    PangoRectangle log;
    pango_layout_get_extents(l, NULL, &log);
    g_pitch = (double)log.height / PANGO_SCALE;
    g_object_unref(l);
}

static PangoLayout *wrapped_layout(const char *text, int len) {
    PangoLayout *l = pango_layout_new(g_ctx);
    pango_layout_set_font_description(l, g_fd);
    pango_layout_set_width(l, (VIEW_W - 2 * INSET) * PANGO_SCALE);
    pango_layout_set_wrap(l, PANGO_WRAP_WORD_CHAR);
    pango_layout_set_text(l, text, len);
    return l;
}

static double height_of(PangoLayout *l) {
    PangoRectangle log;
    pango_layout_get_extents(l, NULL, &log);
    return (double)log.height / PANGO_SCALE;
}

/* The white page and the scenes' ruled lines (y = pitch * k + 0.5 + 6 in content space) that
 * fall in the view, stroked as one path. */
static void draw_page(cairo_t *cr, double scroll_y, double content_h) {
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    int count = (int)((content_h + VIEW_H) / g_pitch);
    int first = (int)ceil((scroll_y - 7) / g_pitch);
    int last = (int)((scroll_y + VIEW_H) / g_pitch);
    if (first < 1) first = 1;
    if (last > count - 1) last = count - 1;
    cairo_set_source_rgb(cr, RULE_GRAY, RULE_GRAY, RULE_GRAY);
    cairo_set_line_width(cr, 1);
    for (int k = first; k <= last; k++) {
        double y = g_pitch * k + 0.5 + RULE_YOFF - scroll_y;
        cairo_move_to(cr, RULE_X0, y);
        cairo_line_to(cr, VIEW_W - RULE_X0, y);
    }
    cairo_stroke(cr);
}

/* The lines of `l`, whose top is at view y `top`, that reach into the view, in black. */
static void draw_visible_lines(cairo_t *cr, PangoLayout *l, double top) {
    cairo_set_source_rgb(cr, 0, 0, 0);
    PangoLayoutIter *it = pango_layout_get_iter(l);
    do {
        int y0, y1;
        pango_layout_iter_get_line_yrange(it, &y0, &y1);
        if (top + (double)y1 / PANGO_SCALE < 0 || top + (double)y0 / PANGO_SCALE > VIEW_H) continue;
        cairo_move_to(cr, INSET, top + (double)pango_layout_iter_get_baseline(it) / PANGO_SCALE);
        pango_cairo_show_layout_line(cr, pango_layout_iter_get_line_readonly(it));
    } while (pango_layout_iter_next_line(it));
    pango_layout_iter_free(it);
}

static void save_png(cairo_surface_t *s, const char *outdir, const char *scene, int n) {
    char path[4096];
    snprintf(path, sizeof path, "%s/cairo_floor_%s_n%d.png", outdir, scene, n);
    cairo_surface_write_to_png(s, path);
}

/* L1 without its keystrokes: the view scrolled as L1 scrolls it (the paragraph's end in the
 * middle of the view, as far as the content lets it scroll), one full frame per sample. */
static void scene_l1(const char *outdir, int n) {
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, VIEW_W, VIEW_H);
    cairo_t *cr = cairo_create(s);
    setup_text(cr);
    char *text = long_paragraph(n);
    PangoLayout *l = wrapped_layout(text, -1);
    double height = height_of(l);
    double content_h = height + 2 * INSET;
    double scroll_y = INSET + height - g_pitch - VIEW_H / 2.0;
    if (scroll_y > content_h - VIEW_H) scroll_y = content_h - VIEW_H;
    if (scroll_y < 0) scroll_y = 0;
    double t[MAX_FRAMES];
    int count = 0;
    double start = now_ms();
    for (int f = 0; f < MAX_FRAMES + WARMUP_FRAMES; f++) {
        double a = now_ms();
        draw_page(cr, scroll_y, content_h);
        draw_visible_lines(cr, l, INSET - scroll_y);
        cairo_surface_flush(s);
        if (f >= WARMUP_FRAMES) t[count++] = now_ms() - a;
        if (count >= MIN_FRAMES && now_ms() - start > BUDGET_MS) break;
    }
    report(PEER, "L1", "draw_only", n, t, count);
    save_png(s, outdir, "L1", n);
    g_object_unref(l);
    free(text);
    cairo_destroy(cr);
    cairo_surface_destroy(s);
}

/* The end of S2's document shown for the first time: each sample makes fresh layouts of the
 * last paragraphs, from the end up until they fill the view, and draws them with the page. */
#define FILL_MAX 256
static void scene_s2(const char *outdir, int n) {
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, VIEW_W, VIEW_H);
    cairo_t *cr = cairo_create(s);
    setup_text(cr);
    /* The document's last FILL_MAX lines, generated before timing. */
    static char tail[FILL_MAX][256];
    static int lengths[FILL_MAX];
    Gen g;
    gen_init(&g);
    for (int i = 0; i < n; i++) lengths[i % FILL_MAX] = gen_line(&g, tail[i % FILL_MAX]);
    enum { SAMPLES = 30 };
    double t[SAMPLES];
    for (int sample = 0; sample < SAMPLES + WARMUP_FRAMES; sample++) {
        double a = now_ms();
        PangoLayout *shown[FILL_MAX];
        double tops[FILL_MAX];
        int count = 0;
        double filled = 0;
        while (filled < VIEW_H - INSET && count < FILL_MAX && count < n) {
            int index = (n - 1 - count) % FILL_MAX;
            shown[count] = wrapped_layout(tail[index], lengths[index]);
            filled += height_of(shown[count]);
            tops[count] = VIEW_H - INSET - filled;
            count++;
        }
        draw_page(cr, 0, VIEW_H);
        for (int i = 0; i < count; i++) draw_visible_lines(cr, shown[i], tops[i]);
        cairo_surface_flush(s);
        if (sample >= WARMUP_FRAMES) t[sample - WARMUP_FRAMES] = now_ms() - a;
        for (int i = 0; i < count; i++) g_object_unref(shown[i]);
    }
    report(PEER, "S2", "scroll_to_end_one_thread", n, t, SAMPLES);
    save_png(s, outdir, "S2", n);
    cairo_destroy(cr);
    cairo_surface_destroy(s);
}

/* The texts of one form of the gallery's window, as gtk4_controls.c shows them; the first is
 * the heading, in bold. */
static const char *G1_TEXTS[] = {
    "Plain", "Dark", "Ada Lovelace", "Email me updates", "Wi-Fi", "Volume", "Day", "Week",
    "Month", "Upload", "72 %", "Notes in the plain theme:\nthe same controls, restyled.",
    "Reset", "Cancel", "Save",
};

static void scene_g1(const char *outdir, double wall_start, double cpu_start) {
    enum { FORMS = 3, TEXTS = sizeof G1_TEXTS / sizeof G1_TEXTS[0] };
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1000, 430);
    cairo_t *cr = cairo_create(s);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    PangoContext *ctx = pango_font_map_create_context(pango_cairo_font_map_get_default());
    pango_cairo_update_context(cr, ctx);
    PangoFontDescription *regular = pango_font_description_from_string("DejaVu Sans 13");
    PangoFontDescription *bold = pango_font_description_from_string("DejaVu Sans Bold 15");
    cairo_set_source_rgb(cr, 0, 0, 0);
    for (int form = 0; form < FORMS; form++) {
        int y = 16;
        for (int i = 0; i < TEXTS; i++) {
            PangoLayout *l = pango_layout_new(ctx);
            pango_layout_set_font_description(l, i == 0 ? bold : regular);
            pango_layout_set_text(l, G1_TEXTS[i], -1);
            cairo_move_to(cr, 20 + form * 330, y);
            pango_cairo_show_layout(cr, l);
            int height;
            pango_layout_get_pixel_size(l, NULL, &height);
            y += height + 6;
            g_object_unref(l);
        }
    }
    cairo_surface_flush(s);
    double wall = now_ms() - wall_start;
    struct timespec cpu;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu);
    double cpu_ms = cpu.tv_sec * 1e3 + cpu.tv_nsec / 1e6 - cpu_start;
    report(PEER, "G1", "first_texts", FORMS * TEXTS, &wall, 1);
    report(PEER, "G1", "first_texts_cpu", FORMS * TEXTS, &cpu_ms, 1);
    save_png(s, outdir, "G1", FORMS * TEXTS);
    pango_font_description_free(regular);
    pango_font_description_free(bold);
    g_object_unref(ctx);
    cairo_destroy(cr);
    cairo_surface_destroy(s);
}

int main(int argc, char **argv) {
    double wall_start = now_ms();
    struct timespec cpu;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu);
    double cpu_start = cpu.tv_sec * 1e3 + cpu.tv_nsec / 1e6;
    if (argc != 4 || atoi(argv[3]) <= 0) {
        fprintf(stderr, "usage: %s <outdir> <L1|S2|G1> <N>\n", argv[0]);
        return 2;
    }
    if (!strcmp(argv[2], "L1")) scene_l1(argv[1], atoi(argv[3]));
    else if (!strcmp(argv[2], "S2")) scene_s2(argv[1], atoi(argv[3]));
    else if (!strcmp(argv[2], "G1")) scene_g1(argv[1], wall_start, cpu_start);
    else {
        fprintf(stderr, "unknown scene %s\n", argv[2]);
        return 2;
    }
    return 0;
}
