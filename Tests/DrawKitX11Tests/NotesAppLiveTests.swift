#if Hosts

import Foundation
import Testing

/// The notes app page driven as a user would, live on the X11 window and on the GTK 4 host:
/// searching filters the list and shows the note it selects; Ctrl+N adds a note and puts the
/// caret in its text.
@Suite(.serialized)
struct NotesAppLiveTests {
  /// The text of the page's text widgets when it stopped: the search field's, the editor's.
  private func texts(of live: LivePlayground) throws -> [String] {
    let dump = try #require(live.dump, "the page wrote no dump")
    return dump.components(separatedBy: "\n---\n")
  }

  /// The page live on `host` on a server of its own, its window focused.
  private func focusedPage(host: String) throws -> (XvfbServer, LivePlayground) {
    let server = try XvfbServer()
    let live = try LivePlayground(page: "NotesApp", on: server, host: host)
    try server.xdotool("windowfocus", "--sync", String(live.windowID))
    return (server, live)
  }

  @Test(arguments: ["--live", "--gtk"])
  func searchingShowsTheNoteItFinds(host: String) throws {
    let (server, live) = try focusedPage(host: host)
    // The search field has the focus when the page starts.
    try server.xdotool("type", "kyoto")
    live.settle()
    #expect(try live.stop() == 0)
    #expect(
      try texts(of: live) == ["kyoto", "Trip to Kyoto\n京都: 金閣寺 at opening, then 錦市場.\nTrain 9:12."])
  }

  @Test(arguments: ["--live", "--gtk"])
  func controlNAddsANoteWhoseTextIsTyped(host: String) throws {
    let (server, live) = try focusedPage(host: host)
    try server.xdotool("type", "bread")
    try server.xdotool("key", "ctrl+n")
    try server.xdotool("type", "Shopping")
    live.settle()
    #expect(try live.stop() == 0)
    #expect(try texts(of: live) == ["", "Shopping"], "the search is cleared for the new note")
  }
}

#endif
