internal import CDrawKitCairo
import DrawKit
import Foundation

/// Makes text render the same on every machine by limiting fontconfig to the fonts a
/// configuration file names.
///
/// Text laid out after ``pin(configurationFile:)`` returns uses the pinned fonts on every
/// thread, also on threads that laid text out before (a test runner's worker threads, which
/// other tests used first): each thread's Pango font map reads the new configuration when it
/// next uses a font. A view laid out before draws with the new fonts but keeps the line
/// breaks and heights it measured until its text, font or size changes, so pin before making
/// the views a test renders.
public enum FontPinning {
  /// The configurations pins replaced, kept alive for threads still reading from them.
  ///
  /// Pango reads the current configuration's fonts without a reference, and fontconfig
  /// frees a configuration when it stops being current. In a process that has not loaded
  /// fontconfig yet, the first pin loads the machine's configuration to keep it.
  private static let replaced = LockedValue<[OpaquePointer?]>([])

  /// Replaces fontconfig's current configuration with the one in `configurationFile`.
  ///
  /// The environment's `FONTCONFIG_FILE` is set to the file too, so that processes the
  /// program starts use the same fonts.
  ///
  /// - Throws: `DrawKitError` with code `DrawKitError/Code/readFailed` when the file is
  ///   missing or fontconfig cannot parse it, `DrawKitError/Code/notRegularFile` when it is a
  ///   directory, device, FIFO or socket (checked before fontconfig opens it, which would
  ///   block on a FIFO), `DrawKitError/Code/permissionDenied` when it may not be read.
  public static func pin(configurationFile: URL) throws(DrawKitError) {
    try InputFile.check(configurationFile, what: "font configuration")
    guard let config = FcConfigCreate() else {
      throw DrawKitError.unreadableFontConfiguration(configurationFile, reason: "out of memory")
    }
    guard FcConfigParseAndLoad(config, configurationFile.path, 1) != 0,
      FcConfigBuildFonts(config) != 0
    else {
      FcConfigDestroy(config)
      throw DrawKitError.unreadableFontConfiguration(configurationFile, reason: "not valid")
    }
    replaced.withLock {
      $0.append(FcConfigReference(nil))
      FcConfigSetCurrent(config)
    }
    FcConfigDestroy(config)
    FontConfiguration.didChange()
    setenv("FONTCONFIG_FILE", configurationFile.path, 1)
  }
}

extension DrawKitError {
  fileprivate static func unreadableFontConfiguration(_ url: URL, reason: String) -> DrawKitError {
    DrawKitError(.readFailed, "Font configuration \(url.path): \(reason)")
  }
}
