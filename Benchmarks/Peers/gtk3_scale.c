/* gtk3_scale.c - GTK 3 beside DrawKit where the shared gtk3_peer has no variant (issue 18).
 *
 * Usage (needs an X display, e.g. under `xvfb-run -a`):
 *   gtk3_scale <outdir> S2 <N>     load_first_frame, load_until_idle (N <= 100,000), keystroke,
 *                                  return, scroll_to_end
 *   gtk3_scale <outdir> L1 <n>     keystrokes at the end of one n-character paragraph in a
 *                                  GtkTextView (the notes view of S1 and S2)
 *   gtk3_scale <outdir> L2 <n>     keystrokes at the end of n bytes in an 800 px GtkEntry
 * Prints the peers' fixed-format result lines as peer=gtk3.
 *
 * It is built on the shared peer: gtk3_peer.c is compiled into this file (its main renamed),
 * so the notes text view, the CSS, the frame (pump, then gtk_widget_draw into an image
 * surface) and the S2 steps it shares with scene_s2 are the shared peer's own code. */
#define main gtk3_shared_peer_main
#include "gtk3_peer.c"
#undef main
#include "long_paragraph.h"

/* S2's return variant: paragraph breaks typed at the caret after the keystrokes. */
#define RETURN_COUNT 30
/* The largest document laid out completely (load_until_idle) before the keystrokes. */
#define IDLE_LAYOUT_LIMIT 100000
#define KEYSTROKES 200
#define WARMUP_KEYSTROKES 3

/* S2 as scene_s2 of the shared peer, then a Return typed RETURN_COUNT times at the caret and a
 * jump of the caret (and view) to the end of the text, each followed by a frame. A document
 * over IDLE_LAYOUT_LIMIT lines is typed into without waiting for GTK's background validation,
 * which then runs in the first keystroke's main-loop pass. */
static void scene_s2_scale(int N) {
    TextScene s = make_text_scene();
    size_t len;
    char *doc = gen_document(N, &len);
    cairo_surface_t *surf = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, VIEW_W, VIEW_H);
    cairo_t *cr = cairo_create(surf);
    int top_line = N / 2;
    int cp = N / 2 + S2_CARET_PARA_OFFSET;
    if (cp >= N) cp = N - 1;

    double t0 = now_ms();
    gtk_text_buffer_set_text(s.buf, doc, (int)len);
    GtkTextIter it;
    gtk_text_buffer_get_iter_at_line(s.buf, &it, top_line);
    GtkTextMark *top_mark = gtk_text_buffer_create_mark(s.buf, "top", &it, TRUE);
    gtk_text_view_scroll_to_mark(GTK_TEXT_VIEW(s.tv), top_mark, 0.0, TRUE, 0.0, 0.0);
    gtk_text_buffer_get_iter_at_line_offset(s.buf, &it, cp, S2_CARET_CHAR);
    gtk_text_buffer_place_cursor(s.buf, &it);
    int ready = 0;
    g_idle_add_full(GDK_PRIORITY_REDRAW + 1, first_frame_marker, &ready, NULL);
    while (!ready) gtk_main_iteration_do(TRUE);
    gtk_container_check_resize(GTK_CONTAINER(s.win));
    draw_frame(s.win, cr);
    double t_first = now_ms() - t0;
    report(PEER, "S2", "load_first_frame", N, &t_first, 1);
    if (N <= IDLE_LAYOUT_LIMIT) {
        pump();
        double t_idle = now_ms() - t0;
        gtk_text_view_scroll_to_mark(GTK_TEXT_VIEW(s.tv), top_mark, 0.0, TRUE, 0.0, 0.0);
        pump_and_layout(s.win);
        report(PEER, "S2", "load_until_idle", N, &t_idle, 1);
    }

    double t[S2_KEYSTROKES];
    const char *typing = S2_TYPING;
    int tlen = (int)strlen(typing);
    for (int k = 0; k < S2_KEYSTROKES; k++) {
        double a = now_ms();
        gtk_text_buffer_insert_at_cursor(s.buf, typing + (k % tlen), 1);
        pump_and_layout(s.win);
        draw_frame(s.win, cr);
        t[k] = now_ms() - a;
    }
    report(PEER, "S2", "keystroke", N, t, S2_KEYSTROKES);
    char name[64];
    snprintf(name, sizeof name, "S2_n%d", N);
    save_png(surf, name);

    double r[RETURN_COUNT];
    for (int k = 0; k < RETURN_COUNT; k++) {
        double a = now_ms();
        gtk_text_buffer_insert_at_cursor(s.buf, "\n", 1);
        pump_and_layout(s.win);
        draw_frame(s.win, cr);
        r[k] = now_ms() - a;
    }
    report(PEER, "S2", "return", N, r, RETURN_COUNT);

    double a = now_ms();
    GtkTextIter end;
    gtk_text_buffer_get_end_iter(s.buf, &end);
    gtk_text_buffer_place_cursor(s.buf, &end);
    gtk_text_view_scroll_mark_onscreen(GTK_TEXT_VIEW(s.tv), gtk_text_buffer_get_insert(s.buf));
    pump_and_layout(s.win);
    draw_frame(s.win, cr);
    double t_end = now_ms() - a;
    report(PEER, "S2", "scroll_to_end", N, &t_end, 1);
    free(doc);
    cairo_destroy(cr); cairo_surface_destroy(surf);
}

/* L1: the notes view holding one n-character paragraph, scrolled to put its end in the middle
 * of the view as far as the content lets it scroll (10,000 characters fill the view down to
 * their last line), KEYSTROKES typed at its end, each followed by a frame. */
static void scene_l1(int n) {
    TextScene s = make_text_scene();
    char *text = long_paragraph(n);
    gtk_text_buffer_set_text(s.buf, text, n);
    GtkTextIter end;
    gtk_text_buffer_get_end_iter(s.buf, &end);
    gtk_text_buffer_place_cursor(s.buf, &end);
    gtk_text_view_scroll_to_mark(GTK_TEXT_VIEW(s.tv), gtk_text_buffer_get_insert(s.buf), 0.0,
                                 TRUE, 0.0, 0.5);
    pump_and_layout(s.win);
    cairo_surface_t *surf = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, VIEW_W, VIEW_H);
    cairo_t *cr = cairo_create(surf);
    draw_frame(s.win, cr);
    double t[KEYSTROKES];
    int tlen = (int)strlen(S2_TYPING);
    for (int k = 0; k < KEYSTROKES + WARMUP_KEYSTROKES; k++) {
        double a = now_ms();
        gtk_text_buffer_insert_at_cursor(s.buf, S2_TYPING + (k % tlen), 1);
        pump_and_layout(s.win);
        draw_frame(s.win, cr);
        if (k >= WARMUP_KEYSTROKES) t[k - WARMUP_KEYSTROKES] = now_ms() - a;
    }
    report(PEER, "L1", "textview_keystroke", n, t, KEYSTROKES);
    char name[64];
    snprintf(name, sizeof name, "L1_n%d", n);
    save_png(surf, name);
    free(text);
    cairo_destroy(cr); cairo_surface_destroy(surf);
}

/* L2: an 800 px GtkEntry styled as S3's underlined fields, holding n bytes, the cursor at the
 * end; KEYSTROKES typed at the cursor, each followed by a frame. */
static void scene_l2(int n) {
    GtkWidget *win = gtk_offscreen_window_new();
    GtkWidget *entry = gtk_entry_new();
    gtk_style_context_add_class(gtk_widget_get_style_context(entry), "uf");
    gtk_widget_set_size_request(entry, VIEW_W, -1);
    gtk_container_add(GTK_CONTAINER(win), entry);
    char *text = long_paragraph(n);
    gtk_entry_set_text(GTK_ENTRY(entry), text);
    gtk_widget_show_all(win);
    gtk_window_set_focus(GTK_WINDOW(win), NULL);
    gtk_editable_set_position(GTK_EDITABLE(entry), -1);
    pump_and_layout(win);
    freeze_own_painting(win);
    GtkAllocation al;
    gtk_widget_get_allocation(win, &al);
    cairo_surface_t *surf = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, al.width, al.height);
    cairo_t *cr = cairo_create(surf);
    draw_frame(win, cr);
    double t[KEYSTROKES];
    int tlen = (int)strlen(S2_TYPING);
    for (int k = 0; k < KEYSTROKES + WARMUP_KEYSTROKES; k++) {
        double a = now_ms();
        int position = gtk_editable_get_position(GTK_EDITABLE(entry));
        gtk_editable_insert_text(GTK_EDITABLE(entry), S2_TYPING + (k % tlen), 1, &position);
        gtk_editable_set_position(GTK_EDITABLE(entry), position);
        pump_and_layout(win);
        draw_frame(win, cr);
        if (k >= WARMUP_KEYSTROKES) t[k - WARMUP_KEYSTROKES] = now_ms() - a;
    }
    if (g_debug)
        fprintf(stderr, "# dbg L2 n=%d: %d characters after typing\n", n,
                gtk_entry_get_text_length(GTK_ENTRY(entry)));
    report(PEER, "L2", "textfield_keystroke", n, t, KEYSTROKES);
    char name[64];
    snprintf(name, sizeof name, "L2_n%d", n);
    save_png(surf, name);
    free(text);
    cairo_destroy(cr); cairo_surface_destroy(surf);
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: %s <outdir> <S2|L1|L2> <N>\n", argv[0]);
        return 2;
    }
    setenv("NO_AT_BRIDGE", "1", 0);
    g_debug = getenv("PEER_DEBUG") != NULL;
    gtk_init(&argc, &argv);
    g_object_set(gtk_settings_get_default(), "gtk-enable-animations", FALSE,
                 "gtk-cursor-blink", FALSE, "gtk-xft-hintstyle", "hintslight",
                 "gtk-xft-antialias", 1, "gtk-xft-hinting", 1, NULL);
    install_css();
    g_outdir = argv[1];
    const char *scene = argv[2];
    int n = atoi(argv[3]);
    if (n <= 0) { fprintf(stderr, "N must be positive\n"); return 2; }
    if (!strcmp(scene, "S2")) scene_s2_scale(n);
    else if (!strcmp(scene, "L1")) scene_l1(n);
    else if (!strcmp(scene, "L2")) scene_l2(n);
    else { fprintf(stderr, "unknown scene %s\n", scene); return 2; }
    return 0;
}
