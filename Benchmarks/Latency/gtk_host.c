/* gtk_host.c - a GtkTextView alone in an 800 x 1200 window, for the key-to-screen latency
 * bench (issue 18); built twice by Benchmarks/latency.sh, against GTK 3 and against GTK 4.
 *
 * Usage: gtk_host FILE [end]
 * Shows FILE's text in the scenes' text view look (DejaVu Sans 16, hintslight as the peers set
 * it, black on white, 10 px insets, word-char wrapping, no scroll bar), the caret at offset 10
 * of the middle paragraph (with `end`, at the end of the text) scrolled to the middle of the
 * view, and prints `WINDOW <xid>` once GTK has laid the text out and the view has settled
 * there. It does nothing else: the caret blinks as GTK's defaults say. */
#include <gtk/gtk.h>
#if GTK_MAJOR_VERSION >= 4
#include <gdk/x11/gdkx.h>
#else
#include <gdk/gdkx.h>
#endif
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define VIEW_W 800
#define VIEW_H 1200
#define INSET 10
#define SETTLE_LIMIT_S 240 /* the longest the host waits for GTK to lay the text out */
#define SETTLE_CHECKS 10   /* checks in a row without a change that count as settled ... */
#define SETTLE_CHECK_MS 100 /* ... this far apart */

static const char *CSS =
    "* { font-family: \"DejaVu Sans\"; font-size: 16pt; }\n"
    "window { background-color: #ffffff; }\n"
    "textview, textview text { background-color: #ffffff; color: #000000; }\n";

static GtkWidget *window, *view;
static gboolean printed;

static void print_window_id(void) {
    if (printed) return;
    printed = TRUE;
#if GTK_MAJOR_VERSION >= 4
    unsigned long xid = gdk_x11_surface_get_xid(gtk_native_get_surface(GTK_NATIVE(window)));
#else
    unsigned long xid = gdk_x11_window_get_xid(gtk_widget_get_window(window));
#endif
    printf("WINDOW %lu\n", xid);
    fflush(stdout);
}

/* Reports the window once GTK has laid the whole text out and the caret's line is in the
 * middle of the view. GTK estimates the heights of lines it has not laid out yet and lays
 * them out when idle: the layout is done when the upper bound of the scroll range has not
 * changed for SETTLE_CHECKS checks, SETTLE_CHECK_MS apart. Then the caret's line is centred,
 * and the window reported once that, too, has held for SETTLE_CHECKS checks.
 *
 * The checks run on a timeout, not on the frame clock: a tick callback kept GTK drawing a
 * frame 60 times a second, and re-centring the caret in each as the heights above it were
 * corrected redrew the whole view each time, which left GTK 3's idle layout of 100,000 lines
 * so little time that it never finished within SETTLE_LIMIT_S (240 s in every run); its
 * caret's line then drifted out of the window while keys were timed ("the window did not
 * show the key's change", 1 run in 3 at 100,000 lines). GTK 3 now lays those lines out in
 * well under a minute. Past SETTLE_LIMIT_S the caret is centred and the window reported while
 * GTK goes on. */
static gboolean check_settled(gpointer data) {
    (void)data;
    static double upper = -1;
    static gint64 start;
    static int stable;
    if (!gtk_widget_get_mapped(window)) return G_SOURCE_CONTINUE;
    if (!start) start = g_get_monotonic_time();
    gboolean late = g_get_monotonic_time() - start > SETTLE_LIMIT_S * G_USEC_PER_SEC;
    GtkTextView *tv = GTK_TEXT_VIEW(view);
    GtkAdjustment *v = gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(tv));
    if (gtk_adjustment_get_upper(v) != upper && !late) {
        upper = gtk_adjustment_get_upper(v);
        stable = 0;
        return G_SOURCE_CONTINUE;
    }
    if (++stable < SETTLE_CHECKS && !late) return G_SOURCE_CONTINUE;
    GtkTextBuffer *buffer = gtk_text_view_get_buffer(tv);
    GtkTextIter caret;
    GdkRectangle line;
    gtk_text_buffer_get_iter_at_mark(buffer, &caret, gtk_text_buffer_get_insert(buffer));
    gtk_text_view_get_iter_location(tv, &caret, &line);
    /* The middle, as far as the text reaches: a caret at the end of the text shows on the
     * last line of a full view. */
    double wanted = line.y + line.height / 2.0 - VIEW_H / 2.0;
    wanted = fmax(fmin(wanted, gtk_adjustment_get_upper(v) - gtk_adjustment_get_page_size(v)), 0);
    if (fabs(gtk_adjustment_get_value(v) - wanted) > 1) {
        gtk_adjustment_set_value(v, wanted);
        stable = 0;
        if (!late) return G_SOURCE_CONTINUE;
    }
    fprintf(stderr, "gtk_host: %s after %.1f s\n", late ? "still laying out, centred" : "laid out and settled",
            (g_get_monotonic_time() - start) / 1e6);
    print_window_id();
    return G_SOURCE_REMOVE;
}

int main(int argc, char **argv) {
    int caret_at_end = argc == 3 && !strcmp(argv[2], "end");
    if (argc != 2 && !caret_at_end) {
        fprintf(stderr, "usage: gtk_host FILE [end]\n");
        return 2;
    }
    gchar *text = NULL;
    gsize length = 0;
    GError *error = NULL;
    if (!g_file_get_contents(argv[1], &text, &length, &error)) {
        fprintf(stderr, "gtk_host: %s\n", error->message);
        return 1;
    }
#if GTK_MAJOR_VERSION >= 4
    gtk_init();
#else
    gtk_init(&argc, &argv);
#endif
    /* GTK's own default is hintmedium; the peers set fontconfig's (hintslight, grayscale). */
    g_object_set(gtk_settings_get_default(), "gtk-xft-hintstyle", "hintslight",
                 "gtk-xft-antialias", 1, "gtk-xft-hinting", 1, NULL);
    GtkCssProvider *css = gtk_css_provider_new();
#if GTK_MAJOR_VERSION >= 4
    gtk_css_provider_load_from_data(css, CSS, -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    window = gtk_window_new();
#else
    gtk_css_provider_load_from_data(css, CSS, -1, NULL);
    gtk_style_context_add_provider_for_screen(gdk_screen_get_default(), GTK_STYLE_PROVIDER(css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
#endif
    gtk_window_set_title(GTK_WINDOW(window), "gtk_host");
    gtk_window_set_default_size(GTK_WINDOW(window), VIEW_W, VIEW_H);
    gtk_window_set_resizable(GTK_WINDOW(window), FALSE);

    view = gtk_text_view_new();
    GtkTextView *tv = GTK_TEXT_VIEW(view);
    gtk_text_view_set_wrap_mode(tv, GTK_WRAP_WORD_CHAR);
    gtk_text_view_set_left_margin(tv, INSET);
    /* GtkTextView keeps 1 px for the caret: a right margin of 9 gives the 780 px wrap width. */
    gtk_text_view_set_right_margin(tv, INSET - 1);
    gtk_text_view_set_top_margin(tv, INSET);
    gtk_text_view_set_bottom_margin(tv, INSET);
    GtkTextBuffer *buffer = gtk_text_view_get_buffer(tv);
    gtk_text_buffer_set_text(buffer, text, (int)length);
    g_free(text);
    GtkTextIter caret;
    if (caret_at_end) {
        gtk_text_buffer_get_end_iter(buffer, &caret);
    } else {
        int paragraph = gtk_text_buffer_get_line_count(buffer) / 2;
        gtk_text_buffer_get_iter_at_line(buffer, &caret, paragraph);
        if (gtk_text_iter_get_chars_in_line(&caret) > 10) gtk_text_iter_set_line_offset(&caret, 10);
    }
    gtk_text_buffer_place_cursor(buffer, &caret);

#if GTK_MAJOR_VERSION >= 4
    GtkWidget *scroller = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), view);
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_NEVER,
                                   GTK_POLICY_EXTERNAL);
    gtk_window_set_child(GTK_WINDOW(window), scroller);
    g_signal_connect(window, "close-request", G_CALLBACK(exit), NULL);
    gtk_widget_grab_focus(view);
    gtk_window_present(GTK_WINDOW(window));
#else
    GtkWidget *scroller = gtk_scrolled_window_new(NULL, NULL);
    gtk_container_add(GTK_CONTAINER(scroller), view);
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_NEVER,
                                   GTK_POLICY_EXTERNAL);
    gtk_scrolled_window_set_shadow_type(GTK_SCROLLED_WINDOW(scroller), GTK_SHADOW_NONE);
    gtk_container_add(GTK_CONTAINER(window), scroller);
    g_signal_connect(window, "destroy", G_CALLBACK(gtk_main_quit), NULL);
    gtk_widget_grab_focus(view);
    gtk_widget_show_all(window);
#endif
    g_timeout_add(SETTLE_CHECK_MS, check_settled, NULL);
#if GTK_MAJOR_VERSION >= 4
    for (;;) g_main_context_iteration(NULL, TRUE);
#else
    gtk_main();
#endif
    return 0;
}
