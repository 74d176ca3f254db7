import Foundation
import Testing

@testable import DrawKit

/// What a paragraph's text says about its scripts, which decides where it may be cut into
/// segments: characters of no script of their own never count, brackets and quotes stop
/// cuts in text of more scripts, and an edit only ever widens what the text says.
@Suite("Paragraph scripts")
struct ParagraphScriptTests {
  /// `text`'s bytes, for the checks that read part of a text.
  static func withBytes<Result>(
    _ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    var text = text
    return text.withUTF8(body)
  }

  @Test(arguments: [
    ("", "shared"), ("🇯🇵🇺🇸 123 👋🏽\u{0308}!", "shared"), ("word 🇵 123", "single"),
    ("שלום 42", "single"), ("日本", "single"), ("日本語かな", "mixed"), ("hello שלום", "mixed"),
    ("Zé\u{0301}", "single"), ("\u{FFFF}\u{E000}", "shared"),
  ])
  func theKindCountsOnlyCharactersOfAScriptOfTheirOwn(text: String, kind: String) {
    let script = ParagraphScript.of(text)
    switch script.kind {
    case .shared: #expect(kind == "shared", "\(text)")
    case .single: #expect(kind == "single", "\(text)")
    case .mixed: #expect(kind == "mixed", "\(text)")
    }
  }

  @Test func bracketsAndQuotesStopCutsInTextOfMoreScriptsOnly() {
    for text in ["hello (שלום)", "hello «שלום»", "日本「語」か", "a < שלום", "hello “שלום”"] {
      let script = ParagraphScript.of(text)
      #expect(script.mayHavePairedPunctuation, "\(text)")
      #expect(!script.allowsLineCuts, "\(text)")
    }
    #expect(ParagraphScript.of("it's \"quoted\" (here)").allowsLineCuts, "one script")
    #expect(ParagraphScript.of("hello שלום, it's 42").allowsLineCuts)
  }

  @Test func aCutInTextOfMoreScriptsNeedsALetterAtTheLineStart() {
    let script = ParagraphScript.of("hello שלום world")
    Self.withBytes("world") { #expect(script.allowsCut(before: $0)) }
    Self.withBytes("שלום world") { #expect(script.allowsCut(before: $0)) }
    Self.withBytes("42 world") { #expect(!script.allowsCut(before: $0)) }
    Self.withBytes("🇯\u{0308}日本") { #expect(!script.allowsCut(before: $0)) }
    Self.withBytes("") { #expect(!script.allowsCut(before: $0)) }
  }

  @Test func aCutInTextOfOneScriptNeedsALetterOfItAnywhere() {
    let script = ParagraphScript.of("the word 🇵 and more")
    Self.withBytes("🇵 42 and") { #expect(script.allowsCut(before: $0)) }
    Self.withBytes("🇵 42 !") { #expect(!script.allowsCut(before: $0)) }
    Self.withBytes("🇵 42 !") { #expect(ParagraphScript.of("🇵 1").allowsCut(before: $0)) }
  }

  @Test func anEditWidensWhatTheTextSaysAndNeverNarrowsIt() {
    let latin = ParagraphScript.of("word 42")
    Self.withBytes("🇯🇵 7") { #expect(latin.edited(inserting: $0) == latin) }
    Self.withBytes("か") { #expect(latin.edited(inserting: $0).kind == .mixed) }
    Self.withBytes("(") { #expect(latin.edited(inserting: $0).mayHavePairedPunctuation) }
    let mixed = ParagraphScript.of("word か")
    Self.withBytes("") { #expect(mixed.edited(inserting: $0) == mixed) }
    let shared = ParagraphScript.of("42")
    Self.withBytes("a") { #expect(shared.edited(inserting: $0) == ParagraphScript.of("42a")) }
  }

  /// Truncated and stray UTF-8 bytes read as characters of no script: nothing traps.
  @Test func brokenUTF8ReadsAsCharactersOfNoScript() {
    let bytes: [UInt8] = [0x80, 0xBF, 0xE6, 0x97, 0x61, 0xF0, 0x9F]
    bytes.withUnsafeBufferPointer { buffer in
      let script = ParagraphScript(of: buffer)
      #expect(script.kind != .shared, "the ASCII letter counts")
      #expect(script.allowsCut(before: buffer) == (script.kind != .mixed))
    }
  }
}
