internal import CDrawKitCairo

/// Turns cairo's sticky status into a thrown ``DrawKitError``.
///
/// Cairo keeps drawing after an error and remembers the first one, so draw calls never throw;
/// the edges (surface creation, render, write, finish) read the status here instead.
enum CairoStatus {
  /// Throws when `status` is not `CAIRO_STATUS_SUCCESS`, naming `operation` in the message.
  static func check(_ status: cairo_status_t, during operation: String) throws(DrawKitError) {
    guard status != CAIRO_STATUS_SUCCESS else { return }
    let reason = String(cString: cairo_status_to_string(status))
    let code: DrawKitError.Code
    switch status {
    case CAIRO_STATUS_INVALID_MATRIX: code = .invalidMatrix
    case CAIRO_STATUS_INVALID_SIZE: code = .invalidSize
    case CAIRO_STATUS_WRITE_ERROR: code = .writeFailed
    case CAIRO_STATUS_READ_ERROR, CAIRO_STATUS_FILE_NOT_FOUND: code = .readFailed
    case CAIRO_STATUS_PNG_ERROR: code = .invalidImage
    default: code = .cairo(status: status.rawValue)
    }
    throw DrawKitError(code, "\(operation) failed: cairo reports \"\(reason)\"")
  }
}
