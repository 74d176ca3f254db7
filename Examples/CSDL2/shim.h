// SDL 2, for the Embedding article's SDL example.
#ifndef DRAWKIT_CSDL2_SHIM_H
#define DRAWKIT_CSDL2_SHIM_H

#include <SDL.h>

#endif
