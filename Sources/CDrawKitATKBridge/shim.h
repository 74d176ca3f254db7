// The libraries DrawKitX11's AT-SPI bridge is written on: ATK (the accessible object model
// GTK 3 uses), libatk-bridge2.0 (which serves ATK objects on the AT-SPI 2 bus), and libdbus
// (to ask the session bus whether an accessibility bus runs before loading the bridge).
#ifndef DRAWKIT_CATKBRIDGE_SHIM_H
#define DRAWKIT_CATKBRIDGE_SHIM_H

#include <atk/atk.h>
#include <atk-bridge.h>
#include <dbus/dbus.h>

#endif
