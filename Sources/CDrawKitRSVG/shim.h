// librsvg, which parses SVG documents and draws them with cairo: DrawKit's vector images.
#ifndef DRAWKIT_CRSVG_SHIM_H
#define DRAWKIT_CRSVG_SHIM_H

#include <librsvg/rsvg.h>

#endif
