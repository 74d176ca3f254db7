// DrawKit's JPEG decoder: libjpeg-turbo behind two calls that never exit the process and
// never jump over Swift frames. libjpeg reports a fatal error by calling its error manager's
// `error_exit`, which by default ends the process; here it `longjmp`s back into the C
// function that started the work, which returns an error instead.
//
// No libjpeg type appears here, so Swift sees plain C.
#ifndef DRAWKIT_CJPEG_H
#define DRAWKIT_CJPEG_H

#include <stddef.h>
#include <stdint.h>

/// The most scans a progressive JPEG may have, as TurboJPEG's `TJPARAM_SCANLIMIT` advises: a
/// few kilobytes of crafted scans can otherwise keep the decoder busy for minutes.
#define DK_JPEG_MAXIMUM_SCANS 500

/// What a call found, or why it failed.
typedef struct DKJPEGResult {
  /// The image's width and height in pixels, once its header was read.
  uint32_t width;
  uint32_t height;
  /// Why the call failed, in libjpeg's words; empty after success.
  char message[256];
} DKJPEGResult;

/// Reads the header of the JPEG in `data` and fills `result`'s width and height, allocating
/// nothing for the pixels. Returns 0, or -1 with `result->message` set.
int dk_jpeg_read_size(const uint8_t *data, size_t length, DKJPEGResult *result);

/// Decodes the JPEG in `data` into `pixels`: `height` rows of `stride` bytes, each holding
/// `width` pixels of cairo's ARGB32 (native-endian 32-bit words, opaque), the size that
/// `dk_jpeg_read_size` reported. Grey, YCbCr, RGB, CMYK and YCCK images are converted.
///
/// Returns 0, or -1 with `result->message` set: for a file that ends early (libjpeg would
/// fill the rest with grey), more than `DK_JPEG_MAXIMUM_SCANS` scans, or a size other than
/// `width` × `height`. What `pixels` holds after a failure is unspecified.
int dk_jpeg_decode(
    const uint8_t *data, size_t length, uint8_t *pixels, size_t stride, uint32_t width,
    uint32_t height, DKJPEGResult *result);

#endif
