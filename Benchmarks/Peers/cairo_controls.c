/* cairo_controls.c - the raw cairo side of issue 26's speed rows: what plain C cairo + Pango
 * (and librsvg, once, to record the icon) spends on a frame of the same work DrawKit's
 * `drawkit-bench <outdir> C1|I1` does, with nothing else in the way.
 *
 * Usage: cairo_controls <outdir> C1 200    200 one-line labels ("Label number i", DejaVu
 *                                          Sans 16, black) in 25 rows of 8 cells of
 *                                          190 x 32 px on a white 1520 x 800 surface: their
 *                                          PangoLayouts made once, each frame fills the
 *                                          surface and shows the 200 layouts (frame)
 *        cairo_controls <outdir> I1 1000   the 24 x 24 star icon of Benchmarks/Sources/
 *                                          ImageScenes.swift drawn by librsvg once into a
 *                                          cairo recording surface; each frame fills the
 *                                          white 1000 x 625 surface and paints the recording
 *                                          1,000 times, in 25 rows of 40 cells of 25 px
 *                                          (recording_surface)
 *        cairo_controls <outdir> LV2 N     issue 27's list scroll frame: the rows in sight of
 *                                          a list of N rows 24 px tall on a white 400 x 600
 *                                          surface ("Row number 0000042" for row 42, DejaVu
 *                                          Sans 16, black, centred vertically in the row as a
 *                                          Label is, a light grey 1 px separator under each
 *                                          row but the last); each frame scrolls 3 rows as
 *                                          ListScenes.firstRow does (down 50 frames, up 50),
 *                                          fills the surface and shows the 25 rows, a
 *                                          PangoLayout kept per row slot and given its new
 *                                          row's text when a row comes into sight
 *                                          (scroll_frame); the image is scroll frame 0's
 * Prints result lines as peer=cairo_raw, as the peers do, and writes
 * <outdir>/cairo_raw_<scene>.png of the last frame.
 */
#include "common.h"
#include <librsvg/rsvg.h>
#include <math.h>
#include <pango/pangocairo.h>

static const char *PEER = "cairo_raw";

#define LABELS 200
#define LABEL_COLUMNS 8
#define LABEL_CELL_W 190
#define LABEL_CELL_H 32

#define ICONS 1000
#define ICON_COLUMNS 40
#define ICON_CELL 25
#define ICON_SIZE 24

/* The same document as ImageScenes.star. */
static const char STAR[] =
    "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n"
    "  <path d=\"M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 16.9 5.9 20.4l1.5-6.8L2.2 9l6.9-.7z\"\n"
    "        fill=\"#e0a000\" stroke=\"#7a5200\" stroke-width=\"1\" stroke-linejoin=\"round\"/>\n"
    "</svg>";

static void save_png(cairo_surface_t *s, const char *outdir, const char *scene) {
    char path[4096];
    snprintf(path, sizeof path, "%s/cairo_raw_%s.png", outdir, scene);
    cairo_surface_write_to_png(s, path);
}

/* Runs `frame` as the peers' frame loops do and reports its samples. */
static void frame_loop(const char *scene, const char *variant, int n, cairo_surface_t *s,
                       void (*frame)(cairo_t *, void *), void *data) {
    cairo_t *cr = cairo_create(s);
    double t[MAX_FRAMES];
    int count = 0;
    double start = now_ms();
    for (int f = 0; f < MAX_FRAMES + WARMUP_FRAMES; f++) {
        double a = now_ms();
        frame(cr, data);
        cairo_surface_flush(s);
        if (f >= WARMUP_FRAMES) t[count++] = now_ms() - a;
        if (count >= MIN_FRAMES && now_ms() - start > BUDGET_MS) break;
    }
    report(PEER, scene, variant, n, t, count);
    cairo_destroy(cr);
}

/* C1: the labels' layouts, made once, shown every frame. */
static PangoLayout *g_labels[LABELS];

static void labels_frame(cairo_t *cr, void *data) {
    (void)data;
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    for (int i = 0; i < LABELS; i++) {
        cairo_move_to(cr, LABEL_CELL_W * (i % LABEL_COLUMNS) + 5, LABEL_CELL_H * (i / LABEL_COLUMNS) + 3);
        pango_cairo_show_layout(cr, g_labels[i]);
    }
}

static void scene_c1(const char *outdir) {
    cairo_surface_t *s = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, LABEL_CELL_W * LABEL_COLUMNS, LABEL_CELL_H * (LABELS / LABEL_COLUMNS));
    cairo_t *cr = cairo_create(s);
    PangoContext *context = pango_font_map_create_context(pango_cairo_font_map_get_default());
    pango_cairo_update_context(cr, context);
    PangoFontDescription *font = pango_font_description_from_string(FONT_DESC);
    for (int i = 0; i < LABELS; i++) {
        char text[32];
        snprintf(text, sizeof text, "Label number %d", i);
        g_labels[i] = pango_layout_new(context);
        pango_layout_set_font_description(g_labels[i], font);
        pango_layout_set_text(g_labels[i], text, -1);
        pango_layout_get_extents(g_labels[i], NULL, NULL);
    }
    cairo_destroy(cr);
    frame_loop("C1", "frame", LABELS, s, labels_frame, NULL);
    save_png(s, outdir, "C1");
    for (int i = 0; i < LABELS; i++) g_object_unref(g_labels[i]);
    pango_font_description_free(font);
    g_object_unref(context);
    cairo_surface_destroy(s);
}

/* I1: the icon recorded once, the recording painted 1,000 times a frame. */
static void icons_frame(cairo_t *cr, void *data) {
    cairo_surface_t *recording = data;
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    for (int i = 0; i < ICONS; i++) {
        cairo_set_source_surface(cr, recording, ICON_CELL * (i % ICON_COLUMNS), ICON_CELL * (i / ICON_COLUMNS));
        cairo_paint(cr);
    }
}

static void scene_i1(const char *outdir) {
    GError *error = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_data((const guint8 *)STAR, sizeof STAR - 1, &error);
    if (!handle) {
        fprintf(stderr, "librsvg: %s\n", error->message);
        exit(1);
    }
    cairo_rectangle_t extents = {0, 0, ICON_SIZE, ICON_SIZE};
    cairo_surface_t *recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents);
    cairo_t *cr = cairo_create(recording);
    RsvgRectangle viewport = {0, 0, ICON_SIZE, ICON_SIZE};
    if (!rsvg_handle_render_document(handle, cr, &viewport, &error)) {
        fprintf(stderr, "librsvg: %s\n", error->message);
        exit(1);
    }
    cairo_destroy(cr);
    g_object_unref(handle);
    cairo_surface_t *s = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, ICON_CELL * ICON_COLUMNS, ICON_CELL * (ICONS / ICON_COLUMNS));
    frame_loop("I1", "recording_surface", ICONS, s, icons_frame, recording);
    save_png(s, outdir, "I1");
    cairo_surface_destroy(recording);
    cairo_surface_destroy(s);
}

/* LV2: the list's rows in sight, scrolled 3 rows a frame, each row slot's layout reused. */
#define LIST_W 400
#define LIST_H 600
#define LIST_ROW_H 24
#define LIST_SLOTS 32
#define LIST_ROWS_PER_FRAME 3
#define LIST_FRAMES_EACH_WAY 50

static struct {
    int rows, frame;
    PangoLayout *slot[LIST_SLOTS];
    int slot_row[LIST_SLOTS];
} g_list;

/* The same first row as ListScenes.firstRow(atScrollFrame:rows:). */
static int list_first_row(int frame, int rows) {
    int phase = frame % (2 * LIST_FRAMES_EACH_WAY);
    int step = phase < LIST_FRAMES_EACH_WAY ? phase : 2 * LIST_FRAMES_EACH_WAY - phase;
    int base = rows / 2 - 300;
    return (base > 0 ? base : 0) + step * LIST_ROWS_PER_FRAME;
}

static void list_frame(cairo_t *cr, void *data) {
    (void)data;
    int first = list_first_row(g_list.frame++, g_list.rows);
    int end = first + LIST_H / LIST_ROW_H;
    if (end > g_list.rows) end = g_list.rows;
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_set_source_rgb(cr, 2.0 / 3.0, 2.0 / 3.0, 2.0 / 3.0);
    for (int row = first; row < end && row < g_list.rows - 1; row++)
        cairo_rectangle(cr, 0, (row - first + 1) * LIST_ROW_H - 1, LIST_W, 1);
    cairo_fill(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    for (int row = first; row < end; row++) {
        int slot = row % LIST_SLOTS;
        PangoLayout *layout = g_list.slot[slot];
        if (g_list.slot_row[slot] != row) {
            char text[32];
            snprintf(text, sizeof text, "Row number %07d", row);
            pango_layout_set_text(layout, text, -1);
            g_list.slot_row[slot] = row;
        }
        PangoRectangle logical;
        pango_layout_get_extents(layout, NULL, &logical);
        double height = (double)logical.height / PANGO_SCALE;
        cairo_move_to(cr, 0, (row - first) * LIST_ROW_H + round(LIST_ROW_H / 2.0 - height / 2));
        pango_cairo_show_layout(cr, layout);
    }
}

static void scene_lv2(const char *outdir, int rows) {
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, LIST_W, LIST_H);
    cairo_t *cr = cairo_create(s);
    PangoContext *context = pango_font_map_create_context(pango_cairo_font_map_get_default());
    pango_cairo_update_context(cr, context);
    PangoFontDescription *font = pango_font_description_from_string(FONT_DESC);
    g_list.rows = rows;
    for (int i = 0; i < LIST_SLOTS; i++) {
        g_list.slot[i] = pango_layout_new(context);
        pango_layout_set_font_description(g_list.slot[i], font);
        g_list.slot_row[i] = -1;
    }
    list_frame(cr, NULL);
    frame_loop("LV2", "scroll_frame", rows, s, list_frame, NULL);
    g_list.frame = 0;
    list_frame(cr, NULL);
    cairo_surface_flush(s);
    char scene[32];
    snprintf(scene, sizeof scene, "LV2_n%d", rows);
    save_png(s, outdir, scene);
    cairo_destroy(cr);
    for (int i = 0; i < LIST_SLOTS; i++) g_object_unref(g_list.slot[i]);
    pango_font_description_free(font);
    g_object_unref(context);
    cairo_surface_destroy(s);
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: %s <outdir> <C1 200|I1 1000|LV2 N>\n", argv[0]);
        return 2;
    }
    if (!strcmp(argv[2], "C1")) scene_c1(argv[1]);
    else if (!strcmp(argv[2], "I1")) scene_i1(argv[1]);
    else if (!strcmp(argv[2], "LV2")) scene_lv2(argv[1], atoi(argv[3]));
    else {
        fprintf(stderr, "unknown scene %s\n", argv[2]);
        return 2;
    }
    return 0;
}
