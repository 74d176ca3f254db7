/* floor_host.c - the key-to-screen latency bench's floor (issue 25): the least any cairo +
 * Pango toolkit must do to show a typed letter, with no toolkit in the way.
 *
 * Usage: floor_host FILE [end]
 * Opens an 800 x 1200 window as the other hosts do (white, black DejaVu Sans 16, a 780 px wrap
 * width at a 10 px inset, word-char wrapping) and shows the paragraph of FILE that they put the
 * caret in, the caret's line in the middle of the window: offset 10 of the middle paragraph, or
 * with `end` the end of the text. Prints `WINDOW <xid>` once that is on screen. Each key press
 * whose key types a printable ASCII character (the keymap's first column)
 *   - inserts the character at the caret;
 *   - lays out again, in the one PangoLayout it keeps, only the text from the start of the
 *     caret's line to the end of the paragraph (the lines before it cannot change): at the
 *     end of a paragraph, one line of the S2 document's length;
 *   - draws with cairo the caret's line and a 1 px caret in it, and the lines after it only
 *     when the line break after it moved (a word wrapped onward), into the top rows of an
 *     image in shared memory;
 *   - has the server copy just those rows to the window (one ShmPutImage; a PutImage where the
 *     server cannot share memory), and waits for the copy's completion event only before it
 *     draws into that memory again, so no round trip follows a key.
 * Its caret does not blink, and it ignores every other key: what is left is one
 * line's layout and drawing, one copy and the wake-ups of the server, this process and the
 * latency client, the least that every toolkit's letter costs on this chain. Latency.c times
 * it as any other host (`--peer floor`). */
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <xcb/shm.h>
#include <xcb/xcb.h>

#define VIEW_W 800
#define VIEW_H 1200
#define INSET 10
#define FONT "DejaVu Sans 16"
#define DEFERRED_LIMIT 256

static xcb_connection_t *c;
static xcb_window_t window;
static xcb_gcontext_t gc;
static uint8_t depth;

static PangoLayout *layout; /* the text from line_start to the paragraph's end */
static char *paragraph;     /* the caret's paragraph, NUL-terminated */
static size_t length, capacity;
static size_t caret;        /* byte offset of the caret in the paragraph */
static size_t line_start;   /* byte offset of the caret's line in the paragraph */
static int line_index;      /* the caret's line among the paragraph's lines */
static int first_line_y;    /* window y of the paragraph's first line (may be above the window) */
static int pitch;           /* the height of one line, px */

/* The image lines are drawn into (window-sized; a frame uses its top rows), in shared memory
 * when the server can read it (segment != 0). */
static cairo_surface_t *image;
static xcb_shm_seg_t segment;
static int shm_pending;     /* a ShmPutImage from `image` the server has not finished */
static uint8_t shm_completion_event;
/* Events that arrived while waiting for a completion, oldest first, for the main loop. */
static xcb_generic_event_t *deferred[DEFERRED_LIMIT];
static int deferred_count;

static void die(const char *message) {
    fprintf(stderr, "floor_host: %s\n", message);
    exit(1);
}

/* The paragraph holding the caret: with `end`, the last one, caret at its end; otherwise the
 * middle one (index count / 2, as gtk_host and playgrounds --load pick it), caret at 10. */
static void load(const char *path, int at_end) {
    FILE *f = fopen(path, "rb");
    if (!f) die("cannot open the document");
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = malloc((size_t)size + 1);
    if (size < 0 || (long)fread(text, 1, (size_t)size, f) != size) die("cannot read the document");
    fclose(f);
    text[size] = 0;
    int count = 1;
    for (long i = 0; i < size; i++) count += text[i] == '\n';
    int wanted = at_end ? count - 1 : count / 2;
    char *start = text;
    for (int k = 0; k < wanted; k++) start = strchr(start, '\n') + 1;
    char *end = strchr(start, '\n');
    length = end ? (size_t)(end - start) : strlen(start);
    capacity = length + 4096;
    paragraph = malloc(capacity);
    memcpy(paragraph, start, length);
    paragraph[length] = 0;
    free(text);
    caret = at_end ? length : (length > 10 ? 10 : length);
}

/* The oldest deferred event, else the next from the server (waiting for it). */
static xcb_generic_event_t *next_event(void) {
    if (!deferred_count) return xcb_wait_for_event(c);
    xcb_generic_event_t *event = deferred[0];
    memmove(deferred, deferred + 1, sizeof deferred[0] * (size_t)--deferred_count);
    return event;
}

/* Waits until the server has read the last shared-memory copy. */
static void finish_copy(void) {
    if (!shm_pending) return;
    xcb_flush(c);
    while (shm_pending) {
        xcb_generic_event_t *event = xcb_wait_for_event(c);
        if (!event) die("the connection to the X server broke");
        if ((event->response_type & 0x7f) == shm_completion_event) {
            shm_pending = 0;
            free(event);
        } else if (deferred_count < DEFERRED_LIMIT) {
            deferred[deferred_count++] = event;
        } else {
            die("more events came than one copy can hold back");
        }
    }
}

/* Draws lines first..last-1 of `layout`, whose line 0 is line `shown_from` of the paragraph,
 * with the caret at byte `caret_index` of the layout's text, into the image's top rows and
 * copies those rows to where the lines are in the window; lines that start above the window
 * or below it are left out. */
static void send_lines(int first, int last, int shown_from, int caret_index) {
#define TOP_OF(k) (first_line_y + (shown_from + (k)) * pitch)
    while (first < last && TOP_OF(first) < 0) first++;
    while (last > first && TOP_OF(last - 1) >= VIEW_H) last--;
    if (last <= first) return;
    int top = TOP_OF(first), rows = (last - first) * pitch;
#undef TOP_OF
    if (top + rows > VIEW_H) rows = VIEW_H - top;
    finish_copy();
    cairo_t *cr = cairo_create(image);
    cairo_rectangle(cr, 0, 0, VIEW_W, rows);
    cairo_clip(cr);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    for (int k = first; k < last; k++) {
        PangoLayoutLine *line = pango_layout_get_line_readonly(layout, k);
        PangoRectangle logical;
        pango_layout_line_get_extents(line, NULL, &logical);
        cairo_move_to(cr, INSET, (k - first) * pitch + PANGO_PIXELS(-logical.y));
        pango_cairo_show_layout_line(cr, line);
    }
    int caret_line = 0, caret_x = 0;
    pango_layout_index_to_line_x(layout, caret_index, 0, &caret_line, &caret_x);
    if (caret_line >= first && caret_line < last) {
        cairo_rectangle(cr, INSET + PANGO_PIXELS(caret_x), (caret_line - first) * pitch, 1, pitch);
        cairo_fill(cr);
    }
    cairo_destroy(cr);
    cairo_surface_flush(image);
    if (segment) {
        xcb_shm_put_image(c, window, gc, VIEW_W, VIEW_H, 0, 0, VIEW_W, (uint16_t)rows, 0,
                          (int16_t)top, depth, XCB_IMAGE_FORMAT_Z_PIXMAP, 1, segment, 0);
        shm_pending = 1;
    } else {
        xcb_put_image(c, XCB_IMAGE_FORMAT_Z_PIXMAP, window, gc, VIEW_W, (uint16_t)rows, 0,
                      (int16_t)top, 0, depth,
                      (uint32_t)(cairo_image_surface_get_stride(image) * rows),
                      cairo_image_surface_get_data(image));
    }
    xcb_flush(c);
}

/* The whole paragraph's lines that fall in the window (the first frame and exposures). */
static void draw_paragraph(void) {
    pango_layout_set_text(layout, paragraph, (int)length);
    send_lines(0, pango_layout_get_line_count(layout), 0, (int)caret);
}

/* Byte offset in the paragraph where layout line 1 starts, or the paragraph's length. */
static size_t second_line_start(void) {
    PangoLayoutLine *line = pango_layout_get_line_readonly(layout, 1);
    return line ? line_start + (size_t)line->start_index : length;
}

static void type(char character) {
    size_t old_break = second_line_start(); /* the layout holds the text as the last key left it */
    if (length + 1 >= capacity) paragraph = realloc(paragraph, capacity *= 2);
    memmove(paragraph + caret + 1, paragraph + caret, length - caret + 1);
    paragraph[caret++] = character;
    length++;
    pango_layout_set_text(layout, paragraph + line_start, (int)(length - line_start));
    /* The lines after the first are as before when the break after it moved with the text. */
    int count = pango_layout_get_line_count(layout);
    int last = second_line_start() == old_break + 1 ? 1 : count;
    send_lines(0, last, line_index, (int)(caret - line_start));
    int caret_line = 0;
    pango_layout_index_to_line_x(layout, (int)(caret - line_start), 0, &caret_line, NULL);
    if (caret_line > 0) {
        line_start += (size_t)pango_layout_get_line_readonly(layout, caret_line)->start_index;
        line_index += caret_line;
        pango_layout_set_text(layout, paragraph + line_start, (int)(length - line_start));
    }
}

/* A window-sized image in shared memory the server attaches, or NULL without MIT-SHM. */
static cairo_surface_t *shared_image(void) {
    const xcb_query_extension_reply_t *ext = xcb_get_extension_data(c, &xcb_shm_id);
    if (!ext || !ext->present) return NULL;
    int stride = cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, VIEW_W);
    int id = shmget(IPC_PRIVATE, (size_t)stride * VIEW_H, IPC_CREAT | 0600);
    if (id < 0) return NULL;
    void *memory = shmat(id, NULL, 0);
    shmctl(id, IPC_RMID, NULL);
    if (memory == (void *)-1) return NULL;
    segment = xcb_generate_id(c);
    xcb_generic_error_t *error =
        xcb_request_check(c, xcb_shm_attach_checked(c, segment, (uint32_t)id, 0));
    if (error) {
        free(error);
        segment = 0;
        return NULL;
    }
    shm_completion_event = ext->first_event + XCB_SHM_COMPLETION;
    return cairo_image_surface_create_for_data(memory, CAIRO_FORMAT_RGB24, VIEW_W, VIEW_H, stride);
}

int main(int argc, char **argv) {
    int at_end = argc == 3 && !strcmp(argv[2], "end");
    if (argc != 2 && !at_end) {
        fprintf(stderr, "usage: floor_host FILE [end]\n");
        return 2;
    }
    load(argv[1], at_end);
    c = xcb_connect(NULL, NULL);
    if (xcb_connection_has_error(c)) die("cannot connect to the X server ($DISPLAY)");
    xcb_screen_t *screen = xcb_setup_roots_iterator(xcb_get_setup(c)).data;
    if (screen->root_depth != 24) die("the screen is not of depth 24");
    depth = screen->root_depth;

    PangoContext *context = pango_font_map_create_context(pango_cairo_font_map_get_default());
    PangoFontDescription *font = pango_font_description_from_string(FONT);
    layout = pango_layout_new(context);
    pango_layout_set_font_description(layout, font);
    pango_layout_set_width(layout, (VIEW_W - 2 * INSET) * PANGO_SCALE);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    pango_layout_set_text(layout, paragraph, (int)length);
    PangoRectangle logical;
    pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, 0), NULL, &logical);
    pitch = PANGO_PIXELS(logical.height);
    pango_layout_index_to_line_x(layout, (int)caret, 0, &line_index, NULL);
    line_start = (size_t)pango_layout_get_line_readonly(layout, line_index)->start_index;
    first_line_y = VIEW_H / 2 - pitch / 2 - line_index * pitch;

    image = shared_image();
    if (!image) image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, VIEW_W, VIEW_H);

    window = xcb_generate_id(c);
    uint32_t values[] = {screen->white_pixel, XCB_EVENT_MASK_KEY_PRESS | XCB_EVENT_MASK_EXPOSURE};
    xcb_create_window(c, XCB_COPY_FROM_PARENT, window, screen->root, 0, 0, VIEW_W, VIEW_H, 0,
                      XCB_WINDOW_CLASS_INPUT_OUTPUT, screen->root_visual,
                      XCB_CW_BACK_PIXEL | XCB_CW_EVENT_MASK, values);
    xcb_change_property(c, XCB_PROP_MODE_REPLACE, window, XCB_ATOM_WM_NAME, XCB_ATOM_STRING, 8,
                        10, "floor_host");
    gc = xcb_generate_id(c);
    xcb_create_gc(c, gc, window, 0, NULL);
    xcb_map_window(c, window);
    xcb_flush(c);

    const xcb_setup_t *setup = xcb_get_setup(c);
    uint8_t first_keycode = setup->min_keycode;
    int keycodes = setup->max_keycode - first_keycode + 1;
    xcb_get_keyboard_mapping_reply_t *mapping = xcb_get_keyboard_mapping_reply(
        c, xcb_get_keyboard_mapping(c, first_keycode, (uint8_t)keycodes), NULL);
    if (!mapping) die("cannot read the keyboard mapping");
    xcb_keysym_t *keysyms = xcb_get_keyboard_mapping_keysyms(mapping);
    int per_keycode = mapping->keysyms_per_keycode;

    int shown = 0;
    xcb_generic_event_t *event;
    while ((event = next_event())) {
        uint8_t kind = event->response_type & 0x7f;
        if (kind == XCB_EXPOSE && ((xcb_expose_event_t *)event)->count == 0) {
            draw_paragraph();
            pango_layout_set_text(layout, paragraph + line_start, (int)(length - line_start));
            if (!shown) {
                finish_copy();
                printf("WINDOW %u\n", window);
                fflush(stdout);
                shown = 1;
            }
        } else if (kind == XCB_KEY_PRESS) {
            int index = ((xcb_key_press_event_t *)event)->detail - first_keycode;
            xcb_keysym_t keysym = index >= 0 && index < keycodes ? keysyms[index * per_keycode] : 0;
            if (keysym >= 0x20 && keysym < 0x7f) type((char)keysym);
        } else if (segment && kind == shm_completion_event) {
            shm_pending = 0;
        }
        free(event);
    }
    return 0;
}
