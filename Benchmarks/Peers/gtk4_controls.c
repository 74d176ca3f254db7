/* gtk4_controls.c - GTK 4's side of issue 26's G1 row of `make bench`: the window of the
 * WidgetGallery playground page (Playgrounds/Pages/WidgetGallery.swift) built from GTK's own
 * controls, timed to its first frame. Run under Xvfb with the cairo renderer
 * (GSK_RENDERER=cairo), as Benchmarks/run.sh does.
 *
 * Usage: gtk4_controls
 *
 * The window is the gallery's: 1000 x 430, three forms side by side (plain, dark, orange
 * accent: a CSS class each), each a column of a heading label and a switch, an entry, a check
 * button, a switch with its title, a scale with its caption, a segmented control (three linked
 * toggle buttons, one active), a progress bar between two labels, a text view, and three
 * buttons (one insensitive, one suggested). The gallery shows no image, so neither does this
 * window. Prints one-sample lines as peer=gtk4 scene=G1, n the number of widgets made:
 *   build_first_frame       from just after gtk_init (the display open, settings read) to
 *                           the end of the window's first frame (its frame clock's
 *                           after-paint)
 *   window_first_frame      the same from the first line of main, gtk_init included
 *   build_first_frame_cpu,  the CPU time the process (every thread) spent over the same
 *   window_first_frame_cpu  spans: on this shared machine a process waits for a core, and
 *                           the wall-clock spans count the wait
 * and exits. */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <string.h>
#include <time.h>

static double t_main, cpu_main, t_built, cpu_built;
static int widgets;

static double now_ms(clockid_t clock) {
    struct timespec ts;
    clock_gettime(clock, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void report(const char *variant, double ms) {
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    printf("peer=gtk4 scene=G1 variant=%s n=%d median_ms=%.3f p90_ms=%.3f peak_rss_kb=%ld\n",
           variant, widgets, ms, ms, usage.ru_maxrss);
}

/* Counts each widget the window holds. */
static GtkWidget *made(GtkWidget *widget) {
    widgets++;
    return widget;
}

static GtkWidget *box(GtkOrientation orientation, int spacing) {
    return made(gtk_box_new(orientation, spacing));
}

static GtkWidget *row(int spacing) { return box(GTK_ORIENTATION_HORIZONTAL, spacing); }

static GtkWidget *label(const char *text, const char *css_class) {
    GtkWidget *widget = made(gtk_label_new(text));
    gtk_label_set_xalign(GTK_LABEL(widget), 0);
    if (css_class) gtk_widget_add_css_class(widget, css_class);
    return widget;
}

static GtkWidget *space(void) {
    GtkWidget *widget = box(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_widget_set_hexpand(widget, TRUE);
    return widget;
}

static GtkWidget *switch_(gboolean on) {
    GtkWidget *widget = made(gtk_switch_new());
    gtk_switch_set_active(GTK_SWITCH(widget), on);
    gtk_widget_set_valign(widget, GTK_ALIGN_CENTER);
    return widget;
}

static GtkWidget *caption(const char *text) {
    GtkWidget *widget = label(text, "dim-label");
    gtk_widget_set_size_request(widget, 56, -1);
    return widget;
}

static GtkWidget *form(const char *heading, const char *theme) {
    GtkWidget *column = box(GTK_ORIENTATION_VERTICAL, 10);
    gtk_widget_add_css_class(column, "form");
    gtk_widget_add_css_class(column, theme);
    gtk_widget_set_hexpand(column, TRUE);

    GtkWidget *top = row(12);
    gtk_box_append(GTK_BOX(top), label(heading, "heading"));
    gtk_box_append(GTK_BOX(top), space());
    GtkWidget *dark = row(10);
    gtk_box_append(GTK_BOX(dark), switch_(!strcmp(theme, "dark")));
    gtk_box_append(GTK_BOX(dark), label("Dark", NULL));
    gtk_box_append(GTK_BOX(top), dark);
    gtk_box_append(GTK_BOX(column), top);

    GtkWidget *name = made(gtk_entry_new());
    gtk_editable_set_text(GTK_EDITABLE(name), "Ada Lovelace");
    gtk_box_append(GTK_BOX(column), name);

    GtkWidget *email = made(gtk_check_button_new_with_label("Email me updates"));
    gtk_check_button_set_active(GTK_CHECK_BUTTON(email), TRUE);
    gtk_box_append(GTK_BOX(column), email);

    GtkWidget *wifi = row(10);
    gtk_box_append(GTK_BOX(wifi), switch_(TRUE));
    gtk_box_append(GTK_BOX(wifi), label("Wi-Fi", NULL));
    gtk_box_append(GTK_BOX(column), wifi);

    GtkWidget *volume = row(12);
    gtk_box_append(GTK_BOX(volume), caption("Volume"));
    GtkWidget *scale = made(gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.01));
    gtk_scale_set_draw_value(GTK_SCALE(scale), FALSE);
    gtk_range_set_value(GTK_RANGE(scale), 0.6);
    gtk_widget_set_hexpand(scale, TRUE);
    gtk_box_append(GTK_BOX(volume), scale);
    gtk_box_append(GTK_BOX(column), volume);

    GtkWidget *segments = row(0);
    gtk_widget_add_css_class(segments, "linked");
    gtk_widget_set_halign(segments, GTK_ALIGN_START);
    const char *titles[] = {"Day", "Week", "Month"};
    GtkWidget *first = NULL;
    for (int i = 0; i < 3; i++) {
        GtkWidget *segment = made(gtk_toggle_button_new_with_label(titles[i]));
        if (first) gtk_toggle_button_set_group(GTK_TOGGLE_BUTTON(segment), GTK_TOGGLE_BUTTON(first));
        else first = segment;
        gtk_toggle_button_set_active(GTK_TOGGLE_BUTTON(segment), i == 1);
        gtk_box_append(GTK_BOX(segments), segment);
    }
    gtk_box_append(GTK_BOX(column), segments);

    GtkWidget *upload = row(12);
    gtk_box_append(GTK_BOX(upload), caption("Upload"));
    GtkWidget *progress = made(gtk_progress_bar_new());
    gtk_progress_bar_set_fraction(GTK_PROGRESS_BAR(progress), 0.72);
    gtk_widget_set_hexpand(progress, TRUE);
    gtk_widget_set_valign(progress, GTK_ALIGN_CENTER);
    gtk_box_append(GTK_BOX(upload), progress);
    gtk_box_append(GTK_BOX(upload), label("72 %", "dim-label"));
    gtk_box_append(GTK_BOX(column), upload);

    GtkWidget *notes = made(gtk_text_view_new());
    char text[128];
    snprintf(text, sizeof text, "Notes in the %s theme:\nthe same controls, restyled.", theme);
    gtk_text_buffer_set_text(gtk_text_view_get_buffer(GTK_TEXT_VIEW(notes)), text, -1);
    gtk_widget_set_vexpand(notes, TRUE);
    gtk_widget_add_css_class(notes, "notes");
    gtk_box_append(GTK_BOX(column), notes);

    GtkWidget *buttons = row(8);
    GtkWidget *reset = made(gtk_button_new_with_label("Reset"));
    gtk_widget_set_sensitive(reset, FALSE);
    gtk_box_append(GTK_BOX(buttons), reset);
    gtk_box_append(GTK_BOX(buttons), space());
    gtk_box_append(GTK_BOX(buttons), made(gtk_button_new_with_label("Cancel")));
    GtkWidget *save = made(gtk_button_new_with_label("Save"));
    gtk_widget_add_css_class(save, "suggested-action");
    gtk_box_append(GTK_BOX(buttons), save);
    gtk_box_append(GTK_BOX(column), buttons);
    return column;
}

/* The three forms' looks: the gallery's plain, dark and orange-accent themes. */
static const char CSS[] =
    "window { background: #d3d6da; }\n"
    ".form { border-radius: 10px; padding: 16px; background: #ffffff; color: #1d1d1f; }\n"
    ".form.dark { background: #1e1f22; color: #e8e8ea; }\n"
    ".form.orange switch:checked, .form.orange progressbar progress,"
    " .form.orange scale highlight { background: #e8710a; }\n"
    ".heading { font-weight: 600; font-size: 15px; }\n"
    ".notes { border: 1px solid #c8c8cc; border-radius: 6px; }\n";

static void after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    (void)data;
    double t = now_ms(CLOCK_MONOTONIC), cpu = now_ms(CLOCK_PROCESS_CPUTIME_ID);
    report("build_first_frame", t - t_built);
    report("build_first_frame_cpu", cpu - cpu_built);
    report("window_first_frame", t - t_main);
    report("window_first_frame_cpu", cpu - cpu_main);
    fflush(stdout);
    exit(0);
}

static void realized(GtkWidget *window, gpointer data) {
    (void)data;
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(after_paint), NULL);
}

int main(void) {
    t_main = now_ms(CLOCK_MONOTONIC);
    cpu_main = now_ms(CLOCK_PROCESS_CPUTIME_ID);
    gtk_init();
    t_built = now_ms(CLOCK_MONOTONIC);
    cpu_built = now_ms(CLOCK_PROCESS_CPUTIME_ID);
    GtkCssProvider *css = gtk_css_provider_new();
    gtk_css_provider_load_from_data(css, CSS, -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    GtkWidget *window = made(gtk_window_new());
    gtk_window_set_title(GTK_WINDOW(window), "gtk4_controls");
    gtk_window_set_default_size(GTK_WINDOW(window), 1000, 430);
    GtkWidget *forms = row(14);
    gtk_widget_set_margin_start(forms, 14);
    gtk_widget_set_margin_end(forms, 14);
    gtk_widget_set_margin_top(forms, 14);
    gtk_widget_set_margin_bottom(forms, 14);
    gtk_box_set_homogeneous(GTK_BOX(forms), TRUE);
    gtk_box_append(GTK_BOX(forms), form("Plain", "plain"));
    gtk_box_append(GTK_BOX(forms), form("Dark", "dark"));
    gtk_box_append(GTK_BOX(forms), form("Orange accent", "orange"));
    gtk_window_set_child(GTK_WINDOW(window), forms);
    g_signal_connect(window, "realize", G_CALLBACK(realized), NULL);
    gtk_window_present(GTK_WINDOW(window));
    for (;;) g_main_context_iteration(NULL, TRUE);
    return 0;
}
