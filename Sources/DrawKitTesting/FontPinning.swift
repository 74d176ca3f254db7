internal import CDrawKitCairo
import DrawKit
import Foundation

/// Makes text render the same on every machine by limiting fontconfig to the fonts a
/// configuration file names.
///
/// Call ``pin(configurationFile:)`` before anything in the process lays out text or makes a
/// text widget on the main thread (which starts DrawKit's layout helper threads): Pango keeps
/// one font map per thread and reads the fontconfig configuration when each is created.
public enum FontPinning {
  /// Replaces fontconfig's current configuration with the one in `configurationFile`.
  ///
  /// - Throws: `DrawKitError` with code `DrawKitError/Code/readFailed` when the file is
  ///   missing or fontconfig cannot parse it, `DrawKitError/Code/notRegularFile` when it is a
  ///   directory, device, FIFO or socket (checked before fontconfig opens it, which would
  ///   block on a FIFO), `DrawKitError/Code/permissionDenied` when it may not be read.
  public static func pin(configurationFile: URL) throws(DrawKitError) {
    try InputFile.check(configurationFile, what: "font configuration")
    setenv("FONTCONFIG_FILE", configurationFile.path, 1)
    guard let config = FcConfigCreate() else {
      throw DrawKitError.unreadableFontConfiguration(configurationFile, reason: "out of memory")
    }
    guard FcConfigParseAndLoad(config, configurationFile.path, 1) != 0,
      FcConfigBuildFonts(config) != 0
    else {
      FcConfigDestroy(config)
      throw DrawKitError.unreadableFontConfiguration(configurationFile, reason: "not valid")
    }
    FcConfigSetCurrent(config)
    FcConfigDestroy(config)
  }
}

extension DrawKitError {
  fileprivate static func unreadableFontConfiguration(_ url: URL, reason: String) -> DrawKitError {
    DrawKitError(.readFailed, "Font configuration \(url.path): \(reason)")
  }
}
