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

#endif
