#if Hosts

import Foundation
import Testing

/// Key presses typed while the window's spot request awaits the input method's answer, with
/// a test input method (``XIMTestServer``) that holds its answer until the test releases it.
///
/// libxcb-imdkit queues what a client sends while a request awaits its answer and sends that
/// queue only when something else is sent after the answer, so a key forwarded then waited
/// for the next key. The window holds its own key presses while a request of its own is
/// unanswered and sends them, in order, at the answer.
@Suite(
  .enabled(
    if: XIMTestServer.missingDependency == nil,
    "the test input method cannot be built (\(XIMTestServer.missingDependency ?? "")); make test installs libxcb-imdkit-dev"
  ))
struct InputMethodQueueTests {
  /// The page's window with the test input method, after `a` (sent, sent back, inserted,
  /// its spot answered) and `b`, whose spot the input method holds unanswered.
  private struct HeldSpot {
    let server: XvfbServer
    let inputMethod: XIMTestServer
    let live: LivePlayground
    /// The index of the input method's `HELD` line.
    let heldAt: Int

    init() throws {
      server = try XvfbServer()
      inputMethod = try XIMTestServer(name: "drawkittest", on: server)
      live = try LivePlayground(
        page: "PlaceholderTextView", on: server,
        environment: ["XMODIFIERS": "@im=drawkittest", "DRAWKIT_XIM_LOG": "1"])
      try live.waitForErrorOutput(containing: "XIM: focus in")
      try Self.typeAndWaitForTheSpotsAnswer("a", on: server, in: live, inputMethod: inputMethod)
      try inputMethod.send("hold")
      try inputMethod.waitForOutput(until: "ARMED") { $0.contains("ARMED") }
      try server.xdotool("type", "b")
      try inputMethod.waitForOutput(until: "HELD") { $0.contains("HELD") }
      heldAt = try #require(inputMethod.lines.firstIndex(of: "HELD"))
    }

    /// Types `text`, which the input method sends back and the window inserts, and waits
    /// until the input method has the caret's new place: then no request is in flight.
    private static func typeAndWaitForTheSpotsAnswer(
      _ text: String, on server: XvfbServer, in live: LivePlayground, inputMethod: XIMTestServer
    ) throws {
      try server.xdotool("type", text)
      var spot = ""
      try live.waitForErrorOutput(until: "a spot after the key came back") { log in
        guard let afterReturn = log.components(separatedBy: " returned\n").dropFirst().last,
          let line = afterReturn.split(separator: "\n").last(where: { $0.contains("XIM: spot ") })
        else { return false }
        spot = "SPOT " + line.split(separator: " ").suffix(2).joined(separator: " ")
        return true
      }
      try inputMethod.waitForOutput(until: "'\(spot)'") { $0.contains(spot) }
    }

    /// Types `text` and waits until the window logged as many more key presses (sent or held);
    /// returns those.
    func type(_ text: String) throws -> [(code: Int, fate: String)] {
      let before = Self.presses(in: live.errorTextSoFar).count
      try server.xdotool("type", text)
      try live.waitForErrorOutput(until: "\(text.count) more key presses") {
        Self.presses(in: $0).count >= before + text.count
      }
      return Array(Self.presses(in: live.errorTextSoFar).dropFirst(before))
    }

    /// Answers the held spot and waits until the input method printed `count` more lines
    /// other than spots (which the window sends as the keys it gets back move the caret);
    /// returns those lines.
    func release(waitingFor count: Int, _ expected: String) throws -> [String] {
      try inputMethod.send("release")
      try inputMethod.waitForOutput(until: expected) { receivedSinceHeld(in: $0).count >= count }
      return Array(receivedSinceHeld(in: inputMethod.lines).prefix(count))
    }

    /// The lines after `HELD` in `lines` that are not spots.
    private func receivedSinceHeld(in lines: [String]) -> [String] {
      lines.dropFirst(heldAt + 1).filter { !$0.hasPrefix("SPOT ") }
    }

    /// Waits until the window has inserted the `count` keys the input method sent back, stops
    /// it, and returns its text.
    func textAfterKeysCameBack(_ count: Int) throws -> String? {
      try live.waitForErrorOutput(until: "\(count) keys sent back") { log in
        Self.keys(in: log).filter { $0.fate == "returned" }.count >= count
      }
      #expect(try live.stop() == 0)
      return live.dump
    }

    /// The key presses the window sent or held, from its log, in order.
    private static func presses(in log: String) -> [(code: Int, fate: String)] {
      Self.keys(in: log).filter { $0.fate != "returned" }
    }

    /// The key presses in the window's `DRAWKIT_XIM_LOG` output, `key CODE FATE` lines (`sent`,
    /// `held`, `returned`, `not sent`), in order.
    private static func keys(in log: String) -> [(code: Int, fate: String)] {
      log.split(separator: "\n").compactMap { line in
        let words = line.split(separator: " ", maxSplits: 4)
        guard words.count == 5, words[2] == "key", let code = Int(words[3]) else { return nil }
        return (code, String(words[4]))
      }
    }
  }

  /// `typed` is pressed while the input method holds its answer to the window's spot: the
  /// window holds those presses, and sends them, in order, when the answer comes, with no
  /// further key pressed.
  @Test(arguments: ["x", "xyz"])
  func keysPressedWhileTheSpotAwaitsItsAnswerReachTheInputMethodAtTheAnswer(typed: String)
    throws
  {
    let session = try HeldSpot()
    let pressed = try session.type(typed)
    #expect(
      pressed.allSatisfy { $0.fate == "held" },
      "the window holds the keys pressed while the spot awaits its answer: \(pressed)")
    let received = try session.release(
      waitingFor: typed.count, "KEY line for each key pressed while it held")
    #expect(
      received == pressed.map { "KEY \($0.code)" },
      "the input method got the held keys, in the order pressed: \(session.inputMethod.lines)")
    #expect(try session.textAfterKeysCameBack(2 + typed.count) == "ab" + typed)
  }

  /// The window loses the keyboard focus and gets it back, and `x` is pressed, while the input
  /// method holds its answer to the spot: the focus changes and the key reach it in that
  /// order when the answer comes.
  @Test func focusChangesWhileTheSpotAwaitsItsAnswerReachTheInputMethodInOrderWithKeys() throws {
    let session = try HeldSpot()
    let client = try XClient(display: session.server.display)
    client.focus(nil)
    client.focus(session.live.windowID)
    let pressed = try session.type("x")
    #expect(pressed.map(\.fate) == ["held"], "the window holds the key: \(pressed)")
    let received = try session.release(waitingFor: 3, "FOCUS OUT, FOCUS IN and KEY lines")
    #expect(
      received == ["FOCUS OUT", "FOCUS IN", "KEY \(pressed.first?.code ?? 0)"],
      "the input method got what the window held, in order: \(session.inputMethod.lines)")
    #expect(try session.textAfterKeysCameBack(3) == "abx")
  }

  /// The input method goes away while it holds its answer and the window holds `xyz`: the
  /// window gets those keys back, in order, as if the input method had sent them back.
  @Test func keysHeldWhenTheInputMethodGoesAwayComeBackToTheWindow() throws {
    let session = try HeldSpot()
    let pressed = try session.type("xyz")
    #expect(
      pressed.map(\.fate) == ["held", "held", "held"], "the window holds the keys: \(pressed)")
    session.inputMethod.crash()
    try session.live.waitForErrorOutput(containing: "XIM: disconnected")
    #expect(try session.textAfterKeysCameBack(5) == "abxyz")
  }
}

#endif
