// The C surface of DrawKitX11's input-method client: libxcb-imdkit, which speaks the XIM
// protocol over XCB (IBus through `ibus-daemon --xim`, Fcitx 5). Its calls that take
// NULL-terminated attribute lists are variadic, which Swift cannot call, so the wrappers below
// pass the few attributes DrawKit sets.
#ifndef DRAWKIT_CXCBIMDKIT_SHIM_H
#define DRAWKIT_CXCBIMDKIT_SHIM_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <xcb/xcb.h>
#include <xcb-imdkit/encoding.h>
#include <xcb-imdkit/imclient.h>

/// Asks for an input context with on-the-spot (callback) preedit and no status, for
/// `window`, with the preedit spot at (`x`, `y`) pixels in it.
static inline bool drawkit_xim_create_ic(
    xcb_xim_t *im, xcb_xim_create_ic_callback callback, void *user_data, xcb_window_t window,
    int16_t x, int16_t y) {
  uint32_t style = XCB_IM_PreeditCallbacks | XCB_IM_StatusNothing;
  xcb_point_t spot = {x, y};
  xcb_xim_nested_list preedit = xcb_xim_create_nested_list(im, XCB_XIM_XNSpotLocation, &spot, NULL);
  bool sent = xcb_xim_create_ic(
      im, callback, user_data, XCB_XIM_XNInputStyle, &style, XCB_XIM_XNClientWindow, &window,
      XCB_XIM_XNFocusWindow, &window, XCB_XIM_XNPreeditAttributes, &preedit, NULL);
  free(preedit.data);
  return sent;
}

/// Tells the input method where the preedit spot is now: (`x`, `y`) pixels in the focus window,
/// at the bottom left of the caret, so its candidate window opens just below the caret.
/// `callback` runs when the input method answered (or the request failed).
static inline bool drawkit_xim_set_spot(
    xcb_xim_t *im, xcb_xic_t ic, int16_t x, int16_t y, xcb_xim_set_ic_values_callback callback,
    void *user_data) {
  xcb_point_t spot = {x, y};
  xcb_xim_nested_list preedit = xcb_xim_create_nested_list(im, XCB_XIM_XNSpotLocation, &spot, NULL);
  bool sent = xcb_xim_set_ic_values(
      im, ic, callback, user_data, XCB_XIM_XNPreeditAttributes, &preedit, NULL);
  free(preedit.data);
  return sent;
}

/// Writes libxcb-imdkit's protocol trace to standard error.
static inline void drawkit_xim_trace(const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  vfprintf(stderr, format, arguments);
  va_end(arguments);
}

/// Turns libxcb-imdkit's protocol trace on.
static inline void drawkit_xim_enable_trace(xcb_xim_t *im) {
  xcb_xim_set_log_handler(im, drawkit_xim_trace);
}

#endif
