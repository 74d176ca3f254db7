// A window whose text changes while it runs, with no input: a main-actor task that sleeps
// and then writes a field, work on another thread whose progress comes back through the main
// queue, and a timer on the main run loop. Written in Swift 6 language mode, with no
// `nonisolated(unsafe)` and no `@unchecked Sendable`. The Time and Animation article's
// example: `live-updates x11` or `live-updates gtk`; a line `close` on standard input closes
// the window from another thread, a line `title TEXT` renames it through the main queue, and
// the program prints the three texts when it ends.
import DrawKit
import DrawKitGTK
import DrawKitX11
import Foundation

let root = DrawView(frame: CGRect(x: 0, y: 0, width: 320, height: 150))
root.backgroundColor = .white
let status = TextField(frame: CGRect(x: 10, y: 10, width: 300, height: 36), text: "waiting")
let result = TextField(frame: CGRect(x: 10, y: 56, width: 300, height: 36), text: "computing")
let ticks = TextField(frame: CGRect(x: 10, y: 102, width: 300, height: 36), text: "no ticks")
for field in [status, result, ticks] { root.addSubview(field) }

// A task on the main actor: it sleeps, then changes a view. The views are globals of this
// top-level code, which belong to the main actor.
Task { @MainActor in
  try await Task.sleep(for: .milliseconds(200))
  status.text = "saved by a task"
}

// Work on another thread, whose progress reaches the tree through the main queue: 10,000
// blocks, which run in the order they were posted.
var delivered = 0
var inOrder = true
DispatchQueue.global().async {
  for step in 1...10_000 {
    DispatchQueue.main.async {
      inOrder = inOrder && step == delivered + 1
      delivered = step
      result.text = "\(delivered) blocks" + (inOrder ? " in order" : " out of order")
    }
  }
}

// A timer on the main run loop, ticking three times.
var tickCount = 0
let timer = Timer(fire: .now.addingTimeInterval(0.1), interval: 0.1, repeats: true) { _ in
  MainActor.assumeIsolated {
    tickCount += 1
    ticks.text = "\(tickCount) ticks"
    if tickCount == 3 { timer.invalidate() }
  }
}
RunLoop.main.add(timer, forMode: .default)

/// Renames the window; set once the window exists.
var renameWindow: (@MainActor (String) -> Void)?

/// Follows standard input on a thread of its own: `close` closes the window from there, and
/// `title TEXT` hands the new title to the main queue, where the window may be changed.
func followRequests(closing closer: CloseHandle) {
  Thread.detachNewThread {
    while let line = readLine() {
      if line == "close" { closer.close() }
      if line.hasPrefix("title ") {
        let title = String(line.dropFirst("title ".count))
        DispatchQueue.main.async { MainActor.assumeIsolated { renameWindow?(title) } }
      }
    }
  }
}

do {
  if CommandLine.arguments.dropFirst().first == "gtk" {
    let application = HostApplication(title: "Live updates", size: root.bounds.size, root: root)
    application.minimumSize = root.bounds.size
    renameWindow = { application.title = $0 }
    followRequests(closing: application.closer)
    try application.run()
  } else {
    let window = try Window(title: "Live updates", size: root.bounds.size, root: root)
    window.minimumSize = root.bounds.size
    renameWindow = { window.title = $0 }
    followRequests(closing: window.closer)
    try window.run()
  }
} catch {
  FileHandle.standardError.write(Data("live-updates: \(error)\n".utf8))
  exit(1)
}
print(status.text)
print(result.text)
print(ticks.text)
