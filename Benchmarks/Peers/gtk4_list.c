/* gtk4_list.c - GTK 4's side of issue 27's LV1 row of `make bench`: a GtkListView of N rows
 * of GtkLabels ("Row number 0000042" for row 42, DejaVu Sans 16, rows 24 px tall) made by
 * a GtkSignalListItemFactory, in a 400 x 600 window, timed to its first frame as
 * Peers/gtk4_controls.c times G1. Run under Xvfb with the cairo renderer (GSK_RENDERER=cairo),
 * as Benchmarks/run.sh does.
 *
 * Usage: gtk4_list <lazy_model|string_list> N
 *   lazy_model   the rows come from a GListModel of N items that makes each item (a
 *                GtkStringObject of the row's text) when the list asks for it, as DrawKit's
 *                ListDataSource makes each row's text from its index: no array of rows
 *   string_list  the rows are a GtkStringList of the N texts, made before the window (what the
 *                GTK documentation's examples use)
 *
 * Prints one-sample lines as peer=gtk4 scene=LV1, n the row count, the variant named after the
 * model (`lazy_model` has the plain names, `string_list` prefixes them with `string_list_`):
 *   build_first_frame       from just after gtk_init (the display open, settings read) to
 *                           the end of the window's first frame (its frame clock's
 *                           after-paint), the model made within it
 *   window_first_frame      the same from the first line of main, gtk_init included
 *   build_first_frame_cpu,  the CPU time the process (every thread) spent over the same
 *   window_first_frame_cpu  spans
 * each line with the process's peak RSS (peak_rss_kb, getrusage's ru_maxrss); then the row
 * widgets the factory had made (setup) and the rows it had bound (bind), as count= lines; to
 * stderr, the height row 0 came out (25 px: the label's natural height is above 24); and exits. */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

static double t_main, cpu_main, t_built, cpu_built;
static int rows, setups, binds;
static const char *prefix = "";
static GtkWidget *first_label;

static double now_ms(clockid_t clock) {
    struct timespec ts;
    clock_gettime(clock, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void report(const char *variant, double ms) {
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    printf("peer=gtk4 scene=LV1 variant=%s%s n=%d median_ms=%.3f p90_ms=%.3f peak_rss_kb=%ld\n",
           prefix, variant, rows, ms, ms, usage.ru_maxrss);
}

/* A GListModel of `rows` GtkStringObjects, each made when asked for. */
#define ROW_TYPE_MODEL (row_model_get_type())
G_DECLARE_FINAL_TYPE(RowModel, row_model, ROW, MODEL, GObject)
struct _RowModel {
    GObject parent;
    guint count;
};

static GType row_model_item_type(GListModel *model) {
    (void)model;
    return GTK_TYPE_STRING_OBJECT;
}

static guint row_model_n_items(GListModel *model) { return ROW_MODEL(model)->count; }

static gpointer row_model_item(GListModel *model, guint position) {
    if (position >= ROW_MODEL(model)->count) return NULL;
    char text[32];
    snprintf(text, sizeof text, "Row number %07u", position);
    return gtk_string_object_new(text);
}

static void row_model_list_model_init(GListModelInterface *iface) {
    iface->get_item_type = row_model_item_type;
    iface->get_n_items = row_model_n_items;
    iface->get_item = row_model_item;
}

G_DEFINE_TYPE_WITH_CODE(RowModel, row_model, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, row_model_list_model_init))

static void row_model_class_init(RowModelClass *klass) { (void)klass; }
static void row_model_init(RowModel *self) { (void)self; }

/* The factory's row widget: a left-aligned label. */
static void setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    (void)data;
    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_list_item_set_child(item, label);
    setups++;
}

static void bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    (void)data;
    GtkStringObject *string = gtk_list_item_get_item(item);
    GtkWidget *label = gtk_list_item_get_child(item);
    gtk_label_set_text(GTK_LABEL(label), gtk_string_object_get_string(string));
    if (gtk_list_item_get_position(item) == 0) first_label = label;
    binds++;
}

/* The rows' look: DrawKit's list page (white, black DejaVu Sans 16 text, rows 24 px). */
static const char CSS[] =
    "listview { background: #ffffff; color: #000000; }\n"
    "listview row { padding: 0; min-height: 24px; }\n"
    "listview row label { font-family: \"DejaVu Sans\"; font-size: 16pt; }\n";

static void after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    (void)data;
    double t = now_ms(CLOCK_MONOTONIC), cpu = now_ms(CLOCK_PROCESS_CPUTIME_ID);
    report("build_first_frame", t - t_built);
    report("build_first_frame_cpu", cpu - cpu_built);
    report("window_first_frame", t - t_main);
    report("window_first_frame_cpu", cpu - cpu_main);
    printf("peer=gtk4 scene=LV1 variant=%sfirst_frame_row_widgets n=%d count=%d\n", prefix, rows, setups);
    printf("peer=gtk4 scene=LV1 variant=%sfirst_frame_rows_bound n=%d count=%d\n", prefix, rows, binds);
    /* To the log, to check the rows against DrawKit's: their height and text. */
    if (first_label)
        fprintf(stderr, "# gtk4_list: row 0 is %d px tall, its label %d px, \"%s\"\n",
                gtk_widget_get_height(gtk_widget_get_parent(first_label)),
                gtk_widget_get_height(first_label), gtk_label_get_text(GTK_LABEL(first_label)));
    fflush(stdout);
    exit(0);
}

static void realized(GtkWidget *window, gpointer data) {
    (void)data;
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(after_paint), NULL);
}

static GListModel *string_list(void) {
    char **texts = g_new(char *, rows + 1);
    for (int i = 0; i < rows; i++) texts[i] = g_strdup_printf("Row number %07d", i);
    texts[rows] = NULL;
    GtkStringList *list = gtk_string_list_new((const char *const *)texts);
    g_strfreev(texts);
    return G_LIST_MODEL(list);
}

int main(int argc, char **argv) {
    t_main = now_ms(CLOCK_MONOTONIC);
    cpu_main = now_ms(CLOCK_PROCESS_CPUTIME_ID);
    if (argc != 3 || (strcmp(argv[1], "lazy_model") && strcmp(argv[1], "string_list")) ||
        (rows = atoi(argv[2])) < 0) {
        fprintf(stderr, "usage: %s <lazy_model|string_list> N\n", argv[0]);
        return 2;
    }
    gboolean lazy = !strcmp(argv[1], "lazy_model");
    if (!lazy) prefix = "string_list_";
    gtk_init();
    t_built = now_ms(CLOCK_MONOTONIC);
    cpu_built = now_ms(CLOCK_PROCESS_CPUTIME_ID);
    GtkCssProvider *css = gtk_css_provider_new();
    gtk_css_provider_load_from_data(css, CSS, -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    GListModel *model;
    if (lazy) {
        RowModel *lazy_model = g_object_new(ROW_TYPE_MODEL, NULL);
        lazy_model->count = rows;
        model = G_LIST_MODEL(lazy_model);
    } else {
        model = string_list();
    }
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind), NULL);
    GtkWidget *list = gtk_list_view_new(GTK_SELECTION_MODEL(gtk_single_selection_new(model)), factory);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "gtk4_list");
    gtk_window_set_default_size(GTK_WINDOW(window), 400, 600);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    g_signal_connect(window, "realize", G_CALLBACK(realized), NULL);
    gtk_window_present(GTK_WINDOW(window));
    for (;;) g_main_context_iteration(NULL, TRUE);
    return 0;
}
