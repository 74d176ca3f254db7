// SDL 2, for the Embedding article's SDL example; included by path rather than through
// pkg-config, whose -D_REENTRANT SwiftPM would warn about.
#ifndef DRAWKIT_CSDL2_SHIM_H
#define DRAWKIT_CSDL2_SHIM_H

#include <SDL2/SDL.h>

#endif
