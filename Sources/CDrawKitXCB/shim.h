// The C surface of DrawKitX11's window host: the XCB connection with its XKB extension,
// xkbcommon keymaps and compose tables read from the server, cairo's XCB back end, and the
// MIT-SHM extension with System V shared memory for copying frames to the server, and
// xcb-cursor for the pointer shapes of the server's cursor theme.
#ifndef DRAWKIT_CXCB_SHIM_H
#define DRAWKIT_CXCB_SHIM_H

#include <xcb/xcb.h>
#include <xcb/xkb.h>
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-compose.h>
#include <xkbcommon/xkbcommon-x11.h>
#include <cairo/cairo-xcb.h>
#include <xcb/shm.h>
#include <xcb/xcb_cursor.h>
#include <sys/ipc.h>
#include <sys/shm.h>

#endif
