import Foundation
import Testing

@testable import DrawKit

/// What a paragraph's text says about its scripts, which decides where it may be cut into
/// segments: characters of no script of their own never count, text of more scripts is
/// never cut, and an edit only ever widens what the text says.
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

  @Test func onlyTextOfOneScriptOrNoneMayBeCut() {
    #expect(ParagraphScript.of("it's \"quoted\" (here) 42 🇯🇵").allowsLineCuts)
    #expect(ParagraphScript.of("🇯🇵 42").allowsLineCuts)
    #expect(ParagraphScript.of("שלום (42)").allowsLineCuts)
    #expect(!ParagraphScript.of("hello שלום").allowsLineCuts)
    #expect(!ParagraphScript.of("ไทยहिन्दी").allowsLineCuts)
  }

  @Test func aSegmentOfTextOfOneScriptNeedsALetterOfIt() {
    let script = ParagraphScript.of("the word 🇵 and more")
    Self.withBytes("🇵 42 and") { #expect(script.holdsItsScript($0)) }
    Self.withBytes("🇵 42 !") { #expect(!script.holdsItsScript($0)) }
    Self.withBytes("🇵 42 !") { #expect(ParagraphScript.of("🇵 1").holdsItsScript($0)) }
    Self.withBytes("world") { #expect(!ParagraphScript.of("hello שלום").holdsItsScript($0)) }
  }

  @Test func theLastCharacterOfItsScriptIsFoundInOnePass() {
    let latin = ParagraphScript.of("ab 🇵 c 42")
    Self.withBytes("ab 🇵 c 42") { #expect(latin.lastOffsetOfItsScript(in: $0) == 8) }
    Self.withBytes("ab 🇵 c 42") {
      #expect(latin.lastOffsetOfItsScript(in: $0, stoppingAtFirst: true) == 0)
    }
    Self.withBytes("🇵 42") { #expect(latin.lastOffsetOfItsScript(in: $0) == nil) }
    Self.withBytes("🇵 42") { #expect(ParagraphScript.of("7").lastOffsetOfItsScript(in: $0) == 7) }
    Self.withBytes("a") { #expect(ParagraphScript.of("a か").lastOffsetOfItsScript(in: $0) == nil) }
  }

  @Test func anEditWidensWhatTheTextSaysAndNeverNarrowsIt() {
    let latin = ParagraphScript.of("word 42")
    Self.withBytes("🇯🇵 7") { #expect(latin.edited(inserting: $0) == latin) }
    Self.withBytes("か") { #expect(latin.edited(inserting: $0).kind == .mixed) }
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
      #expect(script.holdsItsScript(buffer) == (script.kind != .mixed))
    }
  }
}
