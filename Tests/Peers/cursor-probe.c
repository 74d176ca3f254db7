/*
 * The pointer's shape as the X server shows it, for the tests of DrawKit's cursors.
 *
 *   cursor-probe
 *
 * Connects to DISPLAY, asks the XFIXES extension for the cursor image shown now and prints
 * one line: "CURSOR <width>x<height> hot <x>,<y> opaque <pixels with alpha> hash <FNV-1a
 * of the ARGB pixels>". Two shapes from a theme differ in their line; a blank cursor has
 * no opaque pixel.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <xcb/xcb.h>
#include <xcb/xfixes.h>

int main(void) {
  xcb_connection_t *connection = xcb_connect(NULL, NULL);
  if (xcb_connection_has_error(connection)) {
    fprintf(stderr, "cursor-probe: cannot connect to the X server\n");
    return 1;
  }
  xcb_xfixes_query_version_reply_t *version = xcb_xfixes_query_version_reply(
      connection, xcb_xfixes_query_version(connection, 4, 0), NULL);
  if (!version) {
    fprintf(stderr, "cursor-probe: the X server has no XFIXES\n");
    return 1;
  }
  free(version);
  xcb_xfixes_get_cursor_image_reply_t *image = xcb_xfixes_get_cursor_image_reply(
      connection, xcb_xfixes_get_cursor_image(connection), NULL);
  if (!image) {
    fprintf(stderr, "cursor-probe: no cursor image\n");
    return 1;
  }
  const uint32_t *pixels = xcb_xfixes_get_cursor_image_cursor_image(image);
  int count = xcb_xfixes_get_cursor_image_cursor_image_length(image);
  uint32_t hash = 2166136261u;
  int opaque = 0;
  for (int i = 0; i < count; i++) {
    if (pixels[i] >> 24) opaque++;
    for (int byte = 0; byte < 4; byte++) {
      hash ^= (pixels[i] >> (8 * byte)) & 0xff;
      hash *= 16777619u;
    }
  }
  printf("CURSOR %ux%u hot %u,%u opaque %d hash %08x\n", image->width, image->height,
         image->xhot, image->yhot, opaque, hash);
  free(image);
  xcb_disconnect(connection);
  return 0;
}
