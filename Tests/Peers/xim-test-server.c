/*
 * A minimal XIM server, for testing how a window talks to its input method.
 *
 *   xim-test-server NAME
 *
 * Registers as the XIM server NAME (a client finds it with XMODIFIERS=@im=NAME), offers
 * on-the-spot (callback) preedit and composes nothing: every key press a client forwards is
 * sent straight back, unconsumed, so the client handles it as if there were no input method.
 *
 * It prints one line per event on standard output, flushed at once:
 *   READY <window>        the server is registered and answers clients
 *   IC <id>               an input context was created
 *   FOCUS IN | FOCUS OUT  an input context gained or lost the focus
 *   RESET                 a client asked to reset an input context
 *   KEY <keycode>         a client forwarded a key press
 *   SPOT <x> <y>          a client set the preedit spot (SET_IC_VALUES)
 *   ARMED                 the next spot will be held (after the command `hold`)
 *   HELD                  a spot request is held: no answer, and no X event read
 *
 * Commands, one per line on standard input:
 *   hold                  holds the next SET_IC_VALUES request: after printing its SPOT line
 *                         and HELD, the server reads nothing from the X server (so it
 *                         neither answers that request nor sees anything sent after it)
 *                         until the command `release`
 *   release               answers the held request and goes on reading X events
 * The server exits when standard input closes or the X connection breaks.
 * InputMethodQueueTests builds and runs it.
 */
#include <poll.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <xcb/xcb.h>
#include <xcb-imdkit/imdkit.h>

static bool armed;
static bool input_closed;

/* Reads one line of standard input into `line` (without the newline); false at its end. */
static bool read_command(char *line, size_t size) {
  size_t length = 0;
  for (;;) {
    char byte;
    ssize_t count = read(STDIN_FILENO, &byte, 1);
    if (count < 0)
      continue;
    if (count == 0) {
      input_closed = true;
      return false;
    }
    if (byte == '\n')
      break;
    if (length + 1 < size)
      line[length++] = byte;
  }
  line[length] = '\0';
  return true;
}

static void say(const char *format, ...) __attribute__((format(printf, 1, 2)));

static void say(const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  vprintf(format, arguments);
  va_end(arguments);
  putchar('\n');
  fflush(stdout);
}

/* Blocks, reading no X event, until the command `release` (or the end of standard input). */
static void hold_until_released(void) {
  say("HELD");
  char line[64];
  while (read_command(line, sizeof line)) {
    if (strcmp(line, "release") == 0)
      return;
  }
}

static void on_message(xcb_im_t *im, xcb_im_client_t *client, xcb_im_input_context_t *ic,
                       const xcb_im_packet_header_fr_t *header, void *frame, void *arg,
                       void *user_data) {
  (void)client;
  (void)frame;
  (void)user_data;
  switch (header->major_opcode) {
  case XCB_XIM_CREATE_IC: {
    xcb_im_create_ic_reply_fr_t *reply = arg;
    say("IC %u", reply->input_context_ID);
    break;
  }
  case XCB_XIM_SET_IC_FOCUS:
    say("FOCUS IN");
    break;
  case XCB_XIM_UNSET_IC_FOCUS:
    say("FOCUS OUT");
    break;
  case XCB_XIM_RESET_IC:
    say("RESET");
    break;
  case XCB_XIM_SET_IC_VALUES: {
    const xcb_im_preedit_attr_t *preedit = xcb_im_input_context_get_preedit_attr(ic);
    say("SPOT %d %d", preedit->spot_location.x, preedit->spot_location.y);
    if (armed) {
      armed = false;
      // The library sends the answer when this callback returns.
      hold_until_released();
    }
    break;
  }
  case XCB_XIM_FORWARD_EVENT: {
    xcb_key_press_event_t *event = arg;
    if ((event->response_type & 0x7f) == XCB_KEY_PRESS)
      say("KEY %u", event->detail);
    xcb_im_forward_event(im, ic, event);
    break;
  }
  default:
    break;
  }
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: xim-test-server NAME\n");
    return 2;
  }
  int screen_number = 0;
  xcb_connection_t *connection = xcb_connect(NULL, &screen_number);
  if (xcb_connection_has_error(connection)) {
    fprintf(stderr, "xim-test-server: cannot connect to the X server\n");
    return 1;
  }
  xcb_screen_iterator_t screens = xcb_setup_roots_iterator(xcb_get_setup(connection));
  for (int index = 0; index < screen_number; index++)
    xcb_screen_next(&screens);
  xcb_screen_t *screen = screens.data;
  xcb_window_t window = xcb_generate_id(connection);
  xcb_create_window(connection, XCB_COPY_FROM_PARENT, window, screen->root, 0, 0, 1, 1, 0,
                    XCB_WINDOW_CLASS_INPUT_OUTPUT, screen->root_visual, 0, NULL);

  uint32_t style_list[] = {
      XCB_IM_PreeditCallbacks | XCB_IM_StatusNothing,
      XCB_IM_PreeditNothing | XCB_IM_StatusNothing,
  };
  xcb_im_styles_t styles = {2, style_list};
  char *encoding_list[] = {"COMPOUND_TEXT"};
  xcb_im_encodings_t encodings = {1, encoding_list};
  xcb_im_t *im = xcb_im_create(connection, screen_number, window, argv[1], XCB_IM_ALL_LOCALES,
                               &styles, NULL, NULL, &encodings, 0, on_message, NULL);
  if (!im || !xcb_im_open_im(im)) {
    fprintf(stderr, "xim-test-server: cannot register as '%s'\n", argv[1]);
    return 1;
  }
  xcb_flush(connection);
  say("READY %u", window);

  struct pollfd sources[2] = {
      {.fd = xcb_get_file_descriptor(connection), .events = POLLIN},
      {.fd = STDIN_FILENO, .events = POLLIN},
  };
  while (!input_closed && !xcb_connection_has_error(connection)) {
    xcb_generic_event_t *event;
    while ((event = xcb_poll_for_event(connection))) {
      xcb_im_filter_event(im, event);
      free(event);
      if (input_closed)
        break;
    }
    xcb_flush(connection);
    if (input_closed || poll(sources, 2, -1) < 0)
      continue;
    if (sources[1].revents & (POLLIN | POLLHUP)) {
      char line[64];
      if (read_command(line, sizeof line) && strcmp(line, "hold") == 0) {
        armed = true;
        say("ARMED");
      }
    }
  }
  xcb_im_close_im(im);
  xcb_im_destroy(im);
  xcb_disconnect(connection);
  return 0;
}
