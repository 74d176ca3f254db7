/* latency.c - key-to-screen latency of a window on an X server (issue 18).
 *
 * Presses keys in a window with the XTest extension and times, with the DAMAGE extension,
 * until the window's pixels stop changing: the latency of one keystroke is the time from
 * sending the key press to the last damage notification before the window is quiet for
 * QUIET_MS. The pixels are then read back (GetImage) and compared with those before the key:
 * a keystroke whose change is no larger than a caret (or no change at all) fails the run
 * loudly, so a host that drops keys or draws nothing cannot produce a figure.
 *
 * Usage: latency --window ID --peer NAME --n N [--variant char|paragraph_end|return_backspace]
 *                [--warmup 30] [--count 300] [--pid PID] [--print-damage]
 *
 *   char              types letters at the caret (one timed key each), in a document of N lines;
 *   paragraph_end     the same, at the end of one paragraph of N characters (the host puts the
 *                     caret there), reported under its own name;
 *   return_backspace  presses Return, then BackSpace, which joins the two paragraphs again:
 *                     both are timed, so one run gives the `return` and `backspace_join`
 *                     rows, and the document ends as it started.
 *
 * Prints one result line per timed key in the benchmarks' format, with p99_ms and the
 * median damaged area (damage_px, the union of a keystroke's damage rectangles) added, and
 * how many keys' change came only after other damage had gone quiet (late_keys, counted over
 * the warm-up keys too; the wait then went on until the change showed):
 *   peer=NAME scene=latency variant=char n=LINES median_ms=... p90_ms=... p99_ms=...
 *     peak_rss_kb=... damage_px=... samples=... late_keys=...
 * peak_rss_kb is the host's (VmHWM of --pid), or 0 without --pid. --print-damage also prints
 * each keystroke's damage bounding box (`damage k x y w h`) and changed-pixel box
 * (`changed k x y w h`). Exit status 1, with a message on standard error, when a key changes
 * nothing on screen or only a caret-sized area. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <poll.h>
#include <xcb/xcb.h>
#include <xcb/xtest.h>
#include <xcb/damage.h>

#define QUIET_MS 40.0          /* the window counts as done when no damage follows for this long */
#define FIRST_DAMAGE_MS 5000.0 /* a key that damages nothing within this long fails the run */
#define MIN_CHANGED_PIXELS 40  /* a typed letter changes more pixels than this ... */
#define MIN_CHANGED_WIDTH 5    /* ... over more columns than a caret (1-2 px) */

static xcb_connection_t *c;
static xcb_window_t window;
static uint8_t damage_event;
static int width, height;
static int late; /* keys whose change came after other damage had gone quiet */

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void die(const char *message) {
    fprintf(stderr, "latency: %s\n", message);
    exit(1);
}

typedef struct { int x0, y0, x1, y1; } Box;   /* x1, y1 exclusive; empty when x1 <= x0 */

static void box_add(Box *b, int x, int y, int w, int h) {
    if (w <= 0 || h <= 0) return;
    if (b->x1 <= b->x0) { *b = (Box){x, y, x + w, y + h}; return; }
    if (x < b->x0) b->x0 = x;
    if (y < b->y0) b->y0 = y;
    if (x + w > b->x1) b->x1 = x + w;
    if (y + h > b->y1) b->y1 = y + h;
}

/* The window's pixels, 32 bits each, row after row. */
static uint32_t *capture(void) {
    xcb_generic_error_t *error = NULL;
    xcb_get_image_reply_t *reply = xcb_get_image_reply(
        c, xcb_get_image(c, XCB_IMAGE_FORMAT_Z_PIXMAP, window, 0, 0, (uint16_t)width,
                         (uint16_t)height, ~0u), &error);
    if (!reply) die("GetImage of the window failed (is it mapped and on screen?)");
    int length = xcb_get_image_data_length(reply);
    if (length != width * height * 4) die("GetImage returned a pixel format other than 32 bits");
    uint32_t *pixels = malloc((size_t)length);
    memcpy(pixels, xcb_get_image_data(reply), (size_t)length);
    free(reply);
    return pixels;
}

/* How many pixels differ between a and b, and their bounding box. */
static int changed_pixels(const uint32_t *a, const uint32_t *b, Box *box) {
    int count = 0;
    *box = (Box){0, 0, 0, 0};
    for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++)
            if ((a[y * width + x] ^ b[y * width + x]) & 0xffffff) {
                count++;
                box_add(box, x, y, 1, 1);
            }
    return count;
}

static xcb_keycode_t keycode_for(xcb_keysym_t keysym) {
    const xcb_setup_t *setup = xcb_get_setup(c);
    uint8_t first = setup->min_keycode, count = (uint8_t)(setup->max_keycode - first + 1);
    xcb_get_keyboard_mapping_reply_t *reply =
        xcb_get_keyboard_mapping_reply(c, xcb_get_keyboard_mapping(c, first, count), NULL);
    if (!reply) die("cannot read the keyboard mapping");
    xcb_keysym_t *syms = xcb_get_keyboard_mapping_keysyms(reply);
    int per = reply->keysyms_per_keycode;
    xcb_keycode_t found = 0;
    for (int i = 0; i < count && !found; i++)
        if (syms[i * per] == keysym) found = (xcb_keycode_t)(first + i);
    free(reply);
    if (!found) {
        fprintf(stderr, "latency: no key types keysym 0x%x\n", keysym);
        exit(1);
    }
    return found;
}

/* Reads every event already received; returns the time of the last damage notification
 * among them (0 when none) and grows `damage` by its rectangles. */
static double drain(Box *damage) {
    double last = 0;
    xcb_generic_event_t *event;
    while ((event = xcb_poll_for_event(c))) {
        if ((event->response_type & 0x7f) == damage_event) {
            xcb_damage_notify_event_t *notify = (xcb_damage_notify_event_t *)event;
            if (notify->drawable == window) {
                last = now_ms();
                if (damage)
                    box_add(damage, notify->area.x, notify->area.y, notify->area.width,
                            notify->area.height);
            }
        } else if (event->response_type == 0) {
            die("the X server reported an error");
        }
        free(event);
    }
    if (xcb_connection_has_error(c)) die("the connection to the X server broke");
    return last;
}

/* Waits for damage (for up to FIRST_DAMAGE_MS from `from`) and then until the window is quiet
 * for QUIET_MS; returns the time of the last damage (0 when none came) and grows `damage`. */
static double settle(double from, Box *damage) {
    double last = 0;
    struct pollfd fd = {xcb_get_file_descriptor(c), POLLIN, 0};
    for (;;) {
        double t = drain(damage);
        if (t > 0) last = t;
        double wait = last > 0 ? last + QUIET_MS - now_ms() : from + FIRST_DAMAGE_MS - now_ms();
        if (wait <= 0) break;
        poll(&fd, 1, (int)wait + 1);
    }
    return last;
}

/* Presses and releases `key` at `start`; returns the milliseconds until the window was last
 * damaged before going quiet, and the union of the damage. */
static double keystroke(xcb_keycode_t key, Box *damage, double *start) {
    *damage = (Box){0, 0, 0, 0};
    *start = now_ms();
    xcb_test_fake_input(c, XCB_KEY_PRESS, key, XCB_CURRENT_TIME, XCB_NONE, 0, 0, 0);
    xcb_test_fake_input(c, XCB_KEY_RELEASE, key, XCB_CURRENT_TIME, XCB_NONE, 0, 0, 0);
    xcb_flush(c);
    double last = settle(*start, damage);
    if (last == 0) die("a key press changed nothing on screen within 5 s (no damage)");
    return last - *start;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Nearest-rank percentile of sorted v. */
static double rank(const double *v, int n, int percent) {
    int r = (percent * n + 99) / 100 - 1;
    if (r < 0) r = 0;
    if (r > n - 1) r = n - 1;
    return v[r];
}

static long peak_rss_kb(long pid) {
    if (pid <= 0) return 0;
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%ld/status", pid);
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    long kb = 0;
    while (fgets(line, sizeof line, f))
        if (!strncmp(line, "VmHWM:", 6)) kb = atol(line + 6);
    fclose(f);
    return kb;
}

static void report(const char *peer, const char *variant, int n, double *samples, double *areas,
                   int count, long pid) {
    qsort(samples, (size_t)count, sizeof(double), cmp_double);
    qsort(areas, (size_t)count, sizeof(double), cmp_double);
    double median = (count % 2) ? samples[count / 2]
                                : 0.5 * (samples[count / 2 - 1] + samples[count / 2]);
    printf("peer=%s scene=latency variant=%s n=%d median_ms=%.3f p90_ms=%.3f p99_ms=%.3f "
           "peak_rss_kb=%ld damage_px=%.0f samples=%d late_keys=%d\n",
           peer, variant, n, median, rank(samples, count, 90), rank(samples, count, 99),
           peak_rss_kb(pid), areas[count / 2], count, late);
    fflush(stdout);
}

int main(int argc, char **argv) {
    const char *peer = NULL, *variant = "char";
    long pid = 0;
    int n = 0, warmup = 30, count = 300, print_damage = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--print-damage")) { print_damage = 1; continue; }
        if (!v) { fprintf(stderr, "latency: %s needs a value\n", a); return 2; }
        if (!strcmp(a, "--window")) window = (xcb_window_t)strtoul(v, NULL, 0);
        else if (!strcmp(a, "--peer")) peer = v;
        else if (!strcmp(a, "--n")) n = atoi(v);
        else if (!strcmp(a, "--variant")) variant = v;
        else if (!strcmp(a, "--warmup")) warmup = atoi(v);
        else if (!strcmp(a, "--count")) count = atoi(v);
        else if (!strcmp(a, "--pid")) pid = atol(v);
        else { fprintf(stderr, "latency: unknown option %s\n", a); return 2; }
        i++;
    }
    int pairs = !strcmp(variant, "return_backspace");
    int letters_only = !strcmp(variant, "char") || !strcmp(variant, "paragraph_end");
    if (!window || !peer || warmup < 0 || count < 1 || (!pairs && !letters_only)) {
        fprintf(stderr, "usage: latency --window ID --peer NAME --n N "
                        "[--variant char|paragraph_end|return_backspace] [--warmup 30] [--count 300] "
                        "[--pid PID] [--print-damage]\n");
        return 2;
    }
    c = xcb_connect(NULL, NULL);
    if (xcb_connection_has_error(c)) die("cannot connect to the X server ($DISPLAY)");
    const xcb_query_extension_reply_t *ext = xcb_get_extension_data(c, &xcb_damage_id);
    if (!ext || !ext->present) die("the X server lacks the DAMAGE extension");
    damage_event = ext->first_event + XCB_DAMAGE_NOTIFY;
    ext = xcb_get_extension_data(c, &xcb_test_id);
    if (!ext || !ext->present) die("the X server lacks the XTEST extension");
    free(xcb_damage_query_version_reply(c, xcb_damage_query_version(c, 1, 1), NULL));
    xcb_get_geometry_reply_t *geometry =
        xcb_get_geometry_reply(c, xcb_get_geometry(c, window), NULL);
    if (!geometry) die("no such window");
    width = geometry->width;
    height = geometry->height;
    free(geometry);

    /* Keyboard focus and pointer in the window, as when a user types into it. */
    xcb_set_input_focus(c, XCB_INPUT_FOCUS_POINTER_ROOT, window, XCB_CURRENT_TIME);
    xcb_warp_pointer(c, XCB_NONE, window, 0, 0, 0, 0, (int16_t)(width / 2), (int16_t)(height / 2));
    xcb_damage_damage_t damage = xcb_generate_id(c);
    xcb_damage_create(c, damage, window, XCB_DAMAGE_REPORT_LEVEL_RAW_RECTANGLES);
    xcb_flush(c);

    static const char letters[] = "thequickbrownfoxjumpsoverthelazydog";
    xcb_keycode_t letter_keys[sizeof letters - 1];
    for (size_t i = 0; i + 1 < sizeof letters; i++) letter_keys[i] = keycode_for((xcb_keysym_t)letters[i]);
    xcb_keycode_t return_key = keycode_for(0xff0d), backspace_key = keycode_for(0xff08);

    double *first = malloc(sizeof(double) * (size_t)count);
    double *second = malloc(sizeof(double) * (size_t)count);
    double *first_area = malloc(sizeof(double) * (size_t)count);
    double *second_area = malloc(sizeof(double) * (size_t)count);
    /* Let the host finish whatever it draws after the focus change. */
    Box ignored;
    double quiet_from = now_ms();
    while (now_ms() - quiet_from < 300) {
        if (drain(&ignored) > 0) quiet_from = now_ms();
        struct pollfd fd = {xcb_get_file_descriptor(c), POLLIN, 0};
        poll(&fd, 1, 20);
    }
    uint32_t *before = capture();
    for (int k = 0; k < warmup + count; k++) {
        int steps = pairs ? 2 : 1;
        for (int step = 0; step < steps; step++) {
            xcb_keycode_t key = pairs ? (step == 0 ? return_key : backspace_key)
                                      : letter_keys[k % (sizeof letters - 1)];
            drain(NULL);
            Box damaged;
            double start;
            double ms = keystroke(key, &damaged, &start);
            uint32_t *after = capture();
            Box changed;
            int pixels = changed_pixels(before, after, &changed);
            /* Damage that is not the key's (a host redrawing what it laid out in the background)
             * can go quiet before the key's own frame comes: then the key's change is not on
             * screen yet, and the wait goes on for the damage after it (a blinking caret's
             * damage alone ends it FIRST_DAMAGE_MS after the key). */
            while ((pixels < MIN_CHANGED_PIXELS || changed.x1 - changed.x0 < MIN_CHANGED_WIDTH) &&
                   now_ms() - start < FIRST_DAMAGE_MS) {
                double more = settle(now_ms(), &damaged);
                if (more == 0) break;
                ms = more - start;
                late++;
                free(after);
                after = capture();
                pixels = changed_pixels(before, after, &changed);
            }
            if (pixels < MIN_CHANGED_PIXELS || changed.x1 - changed.x0 < MIN_CHANGED_WIDTH) {
                fprintf(stderr,
                        "latency: %s keystroke %d (%s): the window did not show the key's "
                        "change, only %d pixels changed (box %d,%d %dx%d); a typed character "
                        "changes more than a caret\n",
                        peer, k, pairs ? (step == 0 ? "Return" : "BackSpace") : "letter", pixels,
                        changed.x0, changed.y0, changed.x1 - changed.x0, changed.y1 - changed.y0);
                return 1;
            }
            free(before);
            before = after;
            if (print_damage) {
                printf("damage %d %d %d %d %d\n", k, damaged.x0, damaged.y0,
                       damaged.x1 - damaged.x0, damaged.y1 - damaged.y0);
                printf("changed %d %d %d %d %d\n", k, changed.x0, changed.y0,
                       changed.x1 - changed.x0, changed.y1 - changed.y0);
            }
            if (k < warmup) continue;
            double area = (double)(damaged.x1 - damaged.x0) * (damaged.y1 - damaged.y0);
            if (step == 0) { first[k - warmup] = ms; first_area[k - warmup] = area; }
            else { second[k - warmup] = ms; second_area[k - warmup] = area; }
        }
    }
    if (pairs) {
        report(peer, "return", n, first, first_area, count, pid);
        report(peer, "backspace_join", n, second, second_area, count, pid);
    } else {
        report(peer, variant, n, first, first_area, count, pid);
    }
    free(before);
    xcb_disconnect(c);
    return 0;
}
