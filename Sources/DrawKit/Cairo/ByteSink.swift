internal import CDrawKitCairo
import Foundation

/// Collects the bytes cairo writes through a `cairo_write_func_t` into `Data`.
///
/// Used for PNG, PDF and SVG output, so that files are written by Foundation (with its clear
/// errors) and documents can be returned in memory.
final class ByteSink {
  /// Everything written so far.
  private(set) var data = Data()

  /// The C callback cairo calls; its closure argument is an unretained `ByteSink`.
  static let write: cairo_write_func_t = { closure, bytes, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    if let bytes, length > 0 {
      sink.data.append(bytes, count: Int(length))
    }
    return CAIRO_STATUS_SUCCESS
  }

  /// The pointer to hand cairo as the write callback's closure argument.
  ///
  /// Unretained: the caller keeps this sink alive until cairo has finished writing (for PDF
  /// and SVG, until the surface is finished).
  var closurePointer: UnsafeMutableRawPointer {
    Unmanaged.passUnretained(self).toOpaque()
  }
}
