// The C surface DrawKit builds on: cairo with its PDF and SVG back ends,
// Pango laid out through pangocairo, and fontconfig for pinning fonts.
#ifndef DRAWKIT_CCAIRO_SHIM_H
#define DRAWKIT_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

// The base direction Pango's automatic direction gives a paragraph: pango_find_base_dir, the
// call pango_layout_check_lines itself makes for it. Deprecated since Pango 1.44 for FriBidi,
// whose strong-type tests are macros Swift does not import; laying a segment of a paragraph
// out in the direction a layout of the whole paragraph takes needs this very call.
static inline PangoDirection drawkit_pango_find_base_dir(const char *text, int length) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
  return pango_find_base_dir(text, length);
#pragma GCC diagnostic pop
}

#endif
