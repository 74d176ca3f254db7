// libjpeg-turbo's libjpeg API, for CDrawKitJPEG's decoder only: no Swift code imports it.
#ifndef DRAWKIT_CLIBJPEG_SHIM_H
#define DRAWKIT_CLIBJPEG_SHIM_H

#include <stdio.h>
#include <jpeglib.h>

#endif
