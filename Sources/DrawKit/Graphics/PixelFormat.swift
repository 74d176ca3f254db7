/// How the bytes of one pixel lie in memory, for handing an ``Image``'s pixels or a rendering
/// to an SDL texture, a GPU upload or a video encoder without converting them.
///
/// A struct over a private enumeration, so that more formats can be added without breaking
/// code that compares against the existing ones.
public struct PixelFormat: Hashable, Sendable, CustomStringConvertible {
  private enum Kind: Hashable, Sendable {
    case premultipliedARGB32
  }
  private let kind: Kind

  /// Cairo's `CAIRO_FORMAT_ARGB32`: one 32-bit word per pixel in the machine's byte order,
  /// alpha in the high byte, then red, green and blue, each colour already multiplied by
  /// alpha.
  ///
  /// On little-endian machines (x86-64, ARM64) the bytes are B, G, R, A. It is SDL's
  /// `SDL_PIXELFORMAT_ARGB8888`, OpenGL's `GL_BGRA` with `GL_UNSIGNED_INT_8_8_8_8_REV`, and
  /// Vulkan's `VK_FORMAT_B8G8R8A8_UNORM` on little-endian machines; blend it as premultiplied
  /// alpha (`SDL_BLENDMODE_BLEND` expects straight alpha, so draw opaque trees or use a
  /// premultiplied blend mode).
  public static let premultipliedARGB32 = PixelFormat(kind: .premultipliedARGB32)

  /// The bytes one pixel takes: 4.
  public var bytesPerPixel: Int {
    switch kind {
    case .premultipliedARGB32: 4
    }
  }

  /// Whether colour components are stored multiplied by alpha.
  public var isPremultiplied: Bool {
    switch kind {
    case .premultipliedARGB32: true
    }
  }

  /// The format's name, such as `premultipliedARGB32`.
  public var description: String {
    switch kind {
    case .premultipliedARGB32: "premultipliedARGB32"
    }
  }
}
