/// The one error type DrawKit throws: a surface that cannot be made, a file that cannot be
/// written or read, an image that cannot be decoded, or a cairo status left behind by drawing.
///
/// Switch on ``code`` to react to a kind of failure; show ``description`` to a person, since it
/// names what was asked for and why it failed.
public struct DrawKitError: Error, CustomStringConvertible, Sendable {
  /// What kind of failure this is.
  ///
  /// A struct over a private enumeration, so that new kinds can be added without breaking
  /// code that switches over the existing ones: compare against the static members.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    fileprivate enum Kind: Hashable, Sendable {
      case invalidSize
      case surfaceTooLarge
      case invalidScale
      case invalidMatrix
      case writeFailed
      case notRegularFile
      case permissionDenied
      case fileTooLarge
      case readFailed
      case invalidImage
      case imageTooLarge
      case invalidPixelBuffer
      case cairo(UInt32)
    }
    fileprivate let kind: Kind

    /// A width or height that is zero, negative, NaN or infinite, or an image of another pixel
    /// size than the drawing into it needs.
    public static let invalidSize = Code(kind: .invalidSize)
    /// A surface wider or taller than cairo's limit of 32,767 pixels.
    public static let surfaceTooLarge = Code(kind: .surfaceTooLarge)
    /// A scale factor that is zero, negative, NaN or infinite.
    public static let invalidScale = Code(kind: .invalidScale)
    /// A transform that cannot be inverted (a zero scale, or NaN entries) reached cairo.
    public static let invalidMatrix = Code(kind: .invalidMatrix)
    /// Output could not be written: the folder is missing or not writable, or the disk is full.
    public static let writeFailed = Code(kind: .writeFailed)
    /// Output would replace, or input would be read from, something that is not a regular
    /// file: a directory, a device node, a FIFO or a socket (also at the end of a symbolic
    /// link).
    public static let notRegularFile = Code(kind: .notRegularFile)
    /// Output would replace a read-only file, or its directory does not let a file be created;
    /// or input may not be read by this process.
    public static let permissionDenied = Code(kind: .permissionDenied)
    /// Input is larger than DrawKit reads: an image file over 1 GiB.
    public static let fileTooLarge = Code(kind: .fileTooLarge)
    /// Input could not be read: the file is missing, or reading it failed.
    public static let readFailed = Code(kind: .readFailed)
    /// Bytes that are not a complete PNG, JPEG or SVG image, or an SVG document that librsvg
    /// refuses: malformed XML, an entity bomb, more elements than its limits allow.
    public static let invalidImage = Code(kind: .invalidImage)
    /// An image with more pixels than ``Image/maximumPixelCount`` or a side longer than
    /// ``Renderer/maximumPixelDimension``, refused from its header before its pixels are
    /// allocated.
    public static let imageTooLarge = Code(kind: .imageTooLarge)
    /// Caller-owned pixel memory whose stride, length or alignment does not fit the picture
    /// asked for.
    public static let invalidPixelBuffer = Code(kind: .invalidPixelBuffer)

    /// Any other cairo status, carrying cairo's own number for it (a `cairo_status_t` value).
    static func cairo(status: UInt32) -> Code {
      Code(kind: .cairo(status))
    }

    /// A short name for the kind of failure, such as `invalidSize`.
    public var description: String {
      switch kind {
      case .invalidSize: "invalidSize"
      case .surfaceTooLarge: "surfaceTooLarge"
      case .invalidScale: "invalidScale"
      case .invalidMatrix: "invalidMatrix"
      case .writeFailed: "writeFailed"
      case .notRegularFile: "notRegularFile"
      case .permissionDenied: "permissionDenied"
      case .fileTooLarge: "fileTooLarge"
      case .readFailed: "readFailed"
      case .invalidImage: "invalidImage"
      case .imageTooLarge: "imageTooLarge"
      case .invalidPixelBuffer: "invalidPixelBuffer"
      case .cairo(let raw): "cairo(\(raw))"
      }
    }
  }

  /// What kind of failure this is.
  public let code: Code
  /// A one-line explanation that names what was asked for and why it failed.
  public let message: String

  package init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  /// The message, prefixed with the code, for logs and test failures.
  public var description: String { "DrawKitError.\(code): \(message)" }
}
