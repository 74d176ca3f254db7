/* gtk4_live.c - GTK 4's side of the live rows of `make bench` (issue 25), run under Xvfb with
 * the cairo renderer (GSK_RENDERER=cairo), as Benchmarks/live.sh does.
 *
 * Usage: gtk4_live invoke COUNT     a block posted from another thread with
 *                                   g_main_context_invoke into an idle window: COUNT samples
 *                                   of the time from the call to the block's start
 *        gtk4_live switches FLIPS   200 GtkSwitch in a 10 x 20 grid flip at once, FLIPS times:
 *                                   the process's CPU time per frame the frame clock painted
 *                                   while they moved
 *        gtk4_live idle SECONDS     a focused GtkTextView, its caret still (gtk-cursor-blink
 *                                   off), left alone: the main loop's polls (wakeups) and the
 *                                   frames painted in SECONDS, after the first second
 *
 * Prints its lines in the benchmarks' format, peer=gtk4 scene=live (the idle counts as
 * count=N), and exits. */
#define _GNU_SOURCE
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#define SWITCHES 200
#define COLUMNS 10
#define FLIP_MS 500    /* a flip's animation is over well within this */
#define SETTLE_MS 1000 /* the window's first frames and focus settle before the count */

static GtkWidget *window;
static GtkWidget *switches[SWITCHES];
static double *samples;
static int count, taken;
static guint painted;

static double now_ms(clockid_t clock) {
    struct timespec ts;
    clock_gettime(clock, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static long peak_rss_kb(void) {
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void report(const char *variant, int n) {
    qsort(samples, (size_t)taken, sizeof(double), cmp_double);
    double median = (taken % 2) ? samples[taken / 2]
                                : 0.5 * (samples[taken / 2 - 1] + samples[taken / 2]);
    int rank = (9 * taken + 9) / 10 - 1;
    printf("peer=gtk4 scene=live variant=%s n=%d median_ms=%.4f p90_ms=%.4f peak_rss_kb=%ld\n",
           variant, n, median, samples[rank < 0 ? 0 : rank], peak_rss_kb());
    fflush(stdout);
}

/* invoke: the poster thread and the block it posts. */
static GMutex lock;
static GCond ran;
static gboolean done;

static gboolean invoked(gpointer data) {
    double latency = now_ms(CLOCK_MONOTONIC) - *(double *)data;
    g_mutex_lock(&lock);
    samples[taken++] = latency;
    done = TRUE;
    g_cond_signal(&ran);
    g_mutex_unlock(&lock);
    return G_SOURCE_REMOVE;
}

static gboolean finish(gpointer data) {
    (void)data;
    report("main_queue_latency", count);
    exit(0);
}

static gpointer poster(gpointer data) {
    (void)data;
    static double start;
    g_usleep(SETTLE_MS * 1000);
    for (int i = 0; i < count; i++) {
        g_mutex_lock(&lock);
        done = FALSE;
        start = now_ms(CLOCK_MONOTONIC);
        g_main_context_invoke(NULL, invoked, &start);
        while (!done) g_cond_wait(&ran, &lock);
        g_mutex_unlock(&lock);
        /* The window goes back to sleep before the next block. */
        g_usleep(5000);
    }
    g_idle_add(finish, NULL);
    return NULL;
}

/* switches: a flip every FLIP_MS, CPU and painted frames counted between flips. */
static double flip_cpu;
static guint flip_frames;
static int flips;

static void after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    (void)data;
    painted++;
}

static gboolean flip(gpointer data) {
    (void)data;
    if (flips > 0) {
        guint frames = painted - flip_frames;
        if (frames > 0) samples[taken++] = (now_ms(CLOCK_PROCESS_CPUTIME_ID) - flip_cpu) / frames;
    }
    if (flips == count) {
        report("switches_cpu_per_frame", SWITCHES);
        exit(0);
    }
    flips++;
    flip_cpu = now_ms(CLOCK_PROCESS_CPUTIME_ID);
    flip_frames = painted;
    for (int i = 0; i < SWITCHES; i++)
        gtk_switch_set_active(GTK_SWITCH(switches[i]), !gtk_switch_get_active(GTK_SWITCH(switches[i])));
    return G_SOURCE_CONTINUE;
}

static gboolean start_flipping(gpointer data) {
    (void)data;
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(after_paint), NULL);
    g_timeout_add(FLIP_MS, flip, NULL);
    return G_SOURCE_REMOVE;
}

/* idle: every poll of the main context counted, as DrawKit's Window counts its wakeups. */
static GPollFunc system_poll;
static guint polls, idle_polls, idle_painted;

static gint counting_poll(GPollFD *fds, guint nfds, gint timeout) {
    polls++;
    return system_poll(fds, nfds, timeout);
}

static gboolean idle_report(gpointer data) {
    (void)data;
    printf("peer=gtk4 scene=live variant=idle_wakeups n=%d count=%u\n", count, polls - idle_polls);
    printf("peer=gtk4 scene=live variant=idle_frames n=%d count=%u\n", count, painted - idle_painted);
    fflush(stdout);
    exit(0);
}

static gboolean idle_start(gpointer data) {
    (void)data;
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(after_paint), NULL);
    idle_polls = polls;
    idle_painted = painted;
    g_timeout_add((guint)count * 1000, idle_report, NULL);
    return G_SOURCE_REMOVE;
}

int main(int argc, char **argv) {
    if (argc != 3 ||
        (strcmp(argv[1], "invoke") && strcmp(argv[1], "switches") && strcmp(argv[1], "idle")) ||
        (count = atoi(argv[2])) < 1) {
        fprintf(stderr, "usage: gtk4_live invoke COUNT | switches FLIPS | idle SECONDS\n");
        return 2;
    }
    gtk_init();
    samples = calloc((size_t)count, sizeof(double));
    window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "gtk4_live");
    if (!strcmp(argv[1], "invoke")) {
        gtk_window_set_default_size(GTK_WINDOW(window), 400, 300);
        gtk_window_set_child(GTK_WINDOW(window), gtk_label_new("idle"));
        gtk_window_present(GTK_WINDOW(window));
        g_thread_new("poster", poster, NULL);
    } else if (!strcmp(argv[1], "idle")) {
        g_object_set(gtk_settings_get_default(), "gtk-cursor-blink", FALSE, NULL);
        GtkWidget *view = gtk_text_view_new();
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(GTK_TEXT_VIEW(view)),
                                 "An idle window, its caret still.", -1);
        gtk_window_set_default_size(GTK_WINDOW(window), 400, 300);
        gtk_window_set_child(GTK_WINDOW(window), view);
        gtk_widget_grab_focus(view);
        gtk_window_present(GTK_WINDOW(window));
        system_poll = g_main_context_get_poll_func(NULL);
        g_main_context_set_poll_func(NULL, counting_poll);
        g_timeout_add(SETTLE_MS, idle_start, NULL);
    } else {
        GtkWidget *grid = gtk_grid_new();
        gtk_grid_set_row_spacing(GTK_GRID(grid), 8);
        gtk_grid_set_column_spacing(GTK_GRID(grid), 8);
        for (int i = 0; i < SWITCHES; i++) {
            switches[i] = gtk_switch_new();
            gtk_grid_attach(GTK_GRID(grid), switches[i], i % COLUMNS, i / COLUMNS, 1, 1);
        }
        gtk_window_set_child(GTK_WINDOW(window), grid);
        gtk_window_present(GTK_WINDOW(window));
        g_timeout_add(SETTLE_MS, start_flipping, NULL);
    }
    for (;;) g_main_context_iteration(NULL, TRUE);
    return 0;
}
