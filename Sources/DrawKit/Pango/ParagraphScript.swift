internal import CDrawKitCairo

/// What a paragraph's text says about its scripts, for laying it out in segments: whether a
/// segment cut out of it at a line start shapes as the same text in the whole paragraph does.
///
/// Pango gives a character of no script of its own (Common: spaces, digits, punctuation,
/// emoji, regional indicators; Inherited: combining marks) the script of the text before it,
/// or of the text after it when no text of a script comes before it in its layout, and picks
/// fonts by that script. So a segment starting with such characters would give them the
/// script of its own first letters where the whole paragraph gave them the script of the
/// letters before them (a flag and a mark after a Latin word shaped with a Japanese font, in
/// a taller line, when Japanese followed them in the segment); and in text of several
/// scripts a line cut from what follows it can come out with another height (a line of Thai
/// and Devanagari ending inside a word, 23 points tall alone and 26 in the whole paragraph).
/// Text of one script (or of none) may be cut at any line start where each segment holds a
/// character of the script; text of more is not cut.
struct ParagraphScript: Equatable {
  /// The scripts of a text.
  enum Kind: Equatable {
    /// No character has a script of its own.
    case shared
    /// The characters that have a script of their own all have this one (a
    /// `GUnicodeScript` value).
    case single(Int32)
    /// Characters of two scripts or more.
    case mixed
  }

  /// The scripts of the text.
  let kind: Kind

  /// The scripts of the UTF-8 text `bytes`, found by reading all of it.
  init(of bytes: UnsafeBufferPointer<UInt8>) {
    self.init(kind: Self.kind(of: bytes, startingFrom: .shared))
  }

  private init(kind: Kind) {
    self.kind = kind
  }

  /// The scripts of `text`.
  static func of(_ text: String) -> ParagraphScript {
    var text = text
    return text.withUTF8 { ParagraphScript(of: $0) }
  }

  /// The scripts of a text made from this one's by inserting `inserted` (and deleting some).
  ///
  /// Reads only the inserted bytes. A deletion never narrows what it says, so an edited text
  /// may say `mixed` where a fresh reading would say `single`.
  func edited(inserting inserted: UnsafeBufferPointer<UInt8>) -> ParagraphScript {
    ParagraphScript(kind: Self.kind(of: inserted, startingFrom: kind))
  }

  /// Whether the text may be cut at line starts into segments at all: it has one script or
  /// none.
  var allowsLineCuts: Bool { kind != .mixed }

  /// Whether the UTF-8 text `bytes`, a part of this text, holds a character of its script:
  /// always for text of no script, never for text of more.
  func holdsItsScript(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    switch kind {
    case .shared: return true
    case .mixed: return false
    case .single: return lastOffsetOfItsScript(in: bytes, stoppingAtFirst: true) != nil
    }
  }

  /// Where the last character of the text's script starts in `bytes`, read in one pass.
  ///
  /// The first instead when `stoppingAtFirst`; `nil` when `bytes` holds none, or for text of
  /// more than one script; `bytes.count` for text of no script, every part of which holds
  /// its script.
  func lastOffsetOfItsScript(
    in bytes: UnsafeBufferPointer<UInt8>, stoppingAtFirst: Bool = false
  ) -> Int? {
    guard case .single = kind else { return kind == .shared ? bytes.count : nil }
    var found: Int?
    var offset = 0
    while offset < bytes.count {
      let (script, next) = Self.ownScript(startingAt: offset, in: bytes)
      if script != nil {
        found = offset
        if stoppingAtFirst { break }
      }
      offset = next
    }
    return found
  }

  /// `kind` widened by the scripts of the characters of `bytes`.
  private static func kind(
    of bytes: UnsafeBufferPointer<UInt8>, startingFrom kind: Kind
  ) -> Kind {
    var kind = kind
    var offset = 0
    while offset < bytes.count, kind != .mixed {
      let (script, next) = ownScript(startingAt: offset, in: bytes)
      offset = next
      guard let script else { continue }
      switch kind {
      case .shared: kind = .single(script)
      case .single(let known) where known != script: kind = .mixed
      default: break
      }
    }
    return kind
  }

  /// The script of the character whose UTF-8 bytes start at `offset`, `nil` when it has none of
  /// its own (Common, Inherited or Unknown, as Pango resolves them by context), and the offset
  /// after it.
  private static func ownScript(startingAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> (script: Int32?, next: Int)
  {
    let lead = bytes[offset]
    if lead < 0x80 {
      let isLetter = (lead | 0x20) >= 0x61 && (lead | 0x20) <= 0x7A
      return (isLetter ? G_UNICODE_SCRIPT_LATIN.rawValue : nil, offset + 1)
    }
    let (value, next) = bytes.scalar(startingAt: offset)
    let script = g_unichar_get_script(value)
    switch script {
    case G_UNICODE_SCRIPT_COMMON, G_UNICODE_SCRIPT_INHERITED, G_UNICODE_SCRIPT_UNKNOWN:
      return (nil, next)
    default:
      return (script.rawValue, next)
    }
  }
}
