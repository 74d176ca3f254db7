// libjpeg-turbo's decompressor with an error manager that jumps back here instead of ending
// the process, a progress monitor that limits the scans, and truncation treated as an error.
#include "CDrawKitJPEG.h"

#include <setjmp.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include <jerror.h>
#include <jpeglib.h>

/// The libjpeg colour space that writes cairo's ARGB32 words: bytes B, G, R, A on a
/// little-endian machine, A, R, G, B on a big-endian one; libjpeg-turbo sets alpha to 255.
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define DK_NATIVE_ARGB JCS_EXT_BGRA
#else
#define DK_NATIVE_ARGB JCS_EXT_ARGB
#endif

/// libjpeg's error manager, with where to jump and where to write the message.
typedef struct DKErrorManager {
  struct jpeg_error_mgr base;
  jmp_buf jump;
  DKJPEGResult *result;
} DKErrorManager;

/// Stops the work: writes `message` (or libjpeg's message when NULL) and jumps back.
static void dk_fail(j_common_ptr info, const char *message) {
  DKErrorManager *errors = (DKErrorManager *)info->err;
  if (message) {
    snprintf(errors->result->message, sizeof errors->result->message, "%s", message);
  } else {
    // libjpeg writes at most JMSG_LENGTH_MAX (200) bytes.
    (*info->err->format_message)(info, errors->result->message);
  }
  longjmp(errors->jump, 1);
}

static void dk_error_exit(j_common_ptr info) { dk_fail(info, NULL); }

/// Warnings and traces are dropped, except the end of the data before the last row of
/// pixels: libjpeg would fill the rest of the image with grey and go on.
static void dk_emit_message(j_common_ptr info, int level) {
  if (level >= 0) return;
  info->err->num_warnings++;
  j_decompress_ptr decompress = (j_decompress_ptr)info;
  bool rowsMissing =
      decompress->output_height == 0 || decompress->output_scanline < decompress->output_height;
  if (info->err->msg_code == JWRN_JPEG_EOF && rowsMissing) {
    dk_fail(info, "the data ends before the image does");
  }
}

/// Called as libjpeg works through the file: stops a progressive file with too many scans.
static void dk_progress(j_common_ptr info) {
  j_decompress_ptr decompress = (j_decompress_ptr)info;
  if (decompress->progressive_mode && decompress->input_scan_number > DK_JPEG_MAXIMUM_SCANS) {
    char message[128];
    snprintf(
        message, sizeof message, "it has more than %d progressive scans", DK_JPEG_MAXIMUM_SCANS);
    dk_fail(info, message);
  }
}

/// Sets up `info` to read `data` with the progress monitor above and reads the header; call
/// after `dk_install_errors` and `setjmp`.
static void dk_begin(
    struct jpeg_decompress_struct *info, struct jpeg_progress_mgr *progress, const uint8_t *data,
    size_t length) {
  jpeg_create_decompress(info);
  progress->progress_monitor = dk_progress;
  info->progress = progress;
  jpeg_mem_src(info, data, (unsigned long)length);
  jpeg_read_header(info, TRUE);
}

/// Points `info` at the error manager, writing into `result`.
static void dk_install_errors(
    struct jpeg_decompress_struct *info, DKErrorManager *errors, DKJPEGResult *result) {
  memset(result, 0, sizeof *result);
  info->err = jpeg_std_error(&errors->base);
  errors->base.error_exit = dk_error_exit;
  errors->base.emit_message = dk_emit_message;
  errors->result = result;
}

int dk_jpeg_read_size(const uint8_t *data, size_t length, DKJPEGResult *result) {
  struct jpeg_decompress_struct info;
  DKErrorManager errors;
  struct jpeg_progress_mgr progress;
  dk_install_errors(&info, &errors, result);
  if (setjmp(errors.jump)) {
    jpeg_destroy_decompress(&info);
    return -1;
  }
  dk_begin(&info, &progress, data, length);
  result->width = info.image_width;
  result->height = info.image_height;
  jpeg_destroy_decompress(&info);
  return 0;
}

/// One row of CMYK samples as opaque ARGB32 words. Adobe's files (those with its APP14
/// marker) store the inks inverted, as most CMYK JPEGs do.
static void dk_convert_cmyk(const JSAMPLE *cmyk, uint8_t *target, uint32_t width, bool inverted) {
  for (uint32_t x = 0; x < width; x++) {
    unsigned c = cmyk[4 * x], m = cmyk[4 * x + 1], y = cmyk[4 * x + 2], k = cmyk[4 * x + 3];
    if (!inverted) {
      c = 255 - c;
      m = 255 - m;
      y = 255 - y;
      k = 255 - k;
    }
    uint32_t red = (c * k + 127) / 255, green = (m * k + 127) / 255, blue = (y * k + 127) / 255;
    uint32_t word = 0xFF000000u | red << 16 | green << 8 | blue;
    memcpy(target + 4 * x, &word, sizeof word);
  }
}

int dk_jpeg_decode(
    const uint8_t *data, size_t length, uint8_t *pixels, size_t stride, uint32_t width,
    uint32_t height, DKJPEGResult *result) {
  struct jpeg_decompress_struct info;
  DKErrorManager errors;
  struct jpeg_progress_mgr progress;
  dk_install_errors(&info, &errors, result);
  if (setjmp(errors.jump)) {
    jpeg_destroy_decompress(&info);
    return -1;
  }
  dk_begin(&info, &progress, data, length);
  bool cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
  info.out_color_space = cmyk ? JCS_CMYK : DK_NATIVE_ARGB;
  if (info.image_width != width || info.image_height != height || stride < 4 * (size_t)width) {
    dk_fail((j_common_ptr)&info, "its size is not the size it was read with");
  }
  jpeg_start_decompress(&info);
  JSAMPARRAY row = cmyk ? (*info.mem->alloc_sarray)((j_common_ptr)&info, JPOOL_IMAGE, 4 * width, 1)
                        : NULL;
  while (info.output_scanline < info.output_height) {
    uint8_t *target = pixels + (size_t)info.output_scanline * stride;
    JSAMPROW rows[1] = {cmyk ? row[0] : target};
    jpeg_read_scanlines(&info, rows, 1);
    if (cmyk) dk_convert_cmyk(row[0], target, width, info.saw_Adobe_marker);
  }
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  return 0;
}
