// An SDL 2 window showing a DrawKit text view: each frame is rendered straight into a
// streaming texture's memory (no PNG, no copy), and SDL's events are translated into
// DrawKit's. The Embedding article's second example; built only where libsdl2-dev is.
import CSDL2
import DrawKit
import Foundation
import Glibc

/// DrawKit's pasteboard over SDL's clipboard.
final class SDLPasteboard: Pasteboard {
  var string: String? {
    get {
      guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else {
        return nil
      }
      defer { SDL_free(text) }
      return String(cString: text)
    }
    set { SDL_SetClipboardText(newValue ?? "") }
  }
}

/// SDL's editing keys as DrawKit's.
let namedKeys: [UInt32: Key] = [
  SDLK_BACKSPACE.rawValue: .backspace, SDLK_RETURN.rawValue: .return, SDLK_TAB.rawValue: .tab,
  SDLK_ESCAPE.rawValue: .escape, SDLK_DELETE.rawValue: .delete, SDLK_LEFT.rawValue: .left,
  SDLK_RIGHT.rawValue: .right, SDLK_UP.rawValue: .up, SDLK_DOWN.rawValue: .down,
  SDLK_HOME.rawValue: .home, SDLK_END.rawValue: .end, SDLK_PAGEUP.rawValue: .pageUp,
  SDLK_PAGEDOWN.rawValue: .pageDown,
]

/// A key press as DrawKit's: editing keys, and shortcuts (Ctrl+A).
///
/// Plain typing arrives as `SDL_TEXTINPUT`, with the text the keyboard layout or input
/// method produced.
func keyEvent(_ keysym: SDL_Keysym) -> KeyEvent? {
  var modifiers: KeyModifiers = []
  let held = UInt32(keysym.mod)
  if held & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
  if held & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
  if held & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
  if held & KMOD_GUI.rawValue != 0 { modifiers.insert(.super) }
  let code = UInt32(bitPattern: keysym.sym)
  if let key = namedKeys[code] { return KeyEvent(key, modifiers: modifiers) }
  guard !modifiers.isDisjoint(with: [.control, .alt, .super]), (0x20..<0x7F).contains(code),
    let scalar = Unicode.Scalar(code)
  else { return nil }
  return KeyEvent(.character(Character(scalar)), modifiers: modifiers)
}

/// The text of an `SDL_TEXTINPUT` event.
func typedText(_ event: SDL_TextInputEvent) -> String {
  withUnsafeBytes(of: event.text) { bytes in
    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
  }
}

/// SDL's button numbers as DrawKit's.
func button(_ number: UInt8) -> PointerEvent.Button {
  switch Int32(number) {
  case SDL_BUTTON_MIDDLE: .middle
  case SDL_BUTTON_RIGHT: .secondary
  default: .primary
  }
}

/// Wakes `SDL_WaitEventTimeout` when main-queue work is posted (a `Task { @MainActor in }`
/// resuming, a `DispatchQueue.main` block from another thread): a thread polls
/// ``MainThreadWork/wakeDescriptor`` and pushes an SDL event, then waits until the loop has
/// run the work, so it never spins.
final class MainQueueWaker: Sendable {
  private let ran = DispatchSemaphore(value: 0)
  let eventType = SDL_RegisterEvents(1)

  init?(descriptor: Int32?) {
    guard let descriptor else { return nil }
    let eventType = eventType
    let ran = ran
    Thread.detachNewThread {
      var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      while true {
        guard poll(&watched, 1, -1) > 0 else { continue }
        var event = SDL_Event()
        event.type = eventType
        SDL_PushEvent(&event)
        ran.wait()
      }
    }
  }

  /// The loop ran the waiting work: the thread may watch again.
  func workDidRun() {
    ran.signal()
  }
}

/// The window, its renderer and texture, and the DrawKit tree they show, run by DrawKit's
/// frame loop.
final class SDLHost {
  let window: OpaquePointer
  let renderer: OpaquePointer
  let root: DrawView
  let loop: FrameLoop
  let waker = MainQueueWaker(descriptor: MainThreadWork.wakeDescriptor)
  var texture: OpaquePointer?
  var pixelSize = (width: Int32(0), height: Int32(0))
  var needsFrame = true

  init(title: String, root: DrawView) {
    self.root = root
    window = SDL_CreateWindow(
      title, 100, 100, Int32(root.bounds.width), Int32(root.bounds.height),
      SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue)!
    renderer = SDL_CreateRenderer(window, -1, 0)!
    root.pasteboard = SDLPasteboard()
    // The loop says when to draw: when the tree changed or animates, never by polling.
    loop = FrameLoop(root: root)
    resize()
  }

  /// Follows the window's size; the renderer's output is in pixels, the window's size in
  /// points, and their ratio is the scale DrawKit renders at.
  func resize() {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(window, &width, &height)
    root.frame.size = CGSize(width: CGFloat(width), height: CGFloat(height))
    SDL_GetRendererOutputSize(renderer, &width, &height)
    pixelSize = (width, height)
    loop.renderer = Renderer(scale: CGFloat(pixelSize.width) / max(root.bounds.width, 1))
    if let texture { SDL_DestroyTexture(texture) }
    texture = SDL_CreateTexture(
      renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
      pixelSize.width, pixelSize.height)
    needsFrame = true
  }

  /// Renders the tree straight into the texture's memory and shows it.
  func drawFrame() throws {
    needsFrame = false
    var pixels: UnsafeMutableRawPointer?
    var pitch: Int32 = 0
    guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else { return }
    try loop.renderer.render(
      root,
      into: UnsafeMutableRawBufferPointer(start: pixels, count: Int(pitch * pixelSize.height)),
      pixelWidth: Int(pixelSize.width), pixelHeight: Int(pixelSize.height),
      bytesPerRow: Int(pitch))
    SDL_UnlockTexture(texture)
    SDL_RenderCopy(renderer, texture, nil, nil)
    SDL_RenderPresent(renderer)
  }

  /// Runs the frame loop until the window closes: a tick (main-queue work, the caret,
  /// animations, layout), a frame when something changed, then a sleep until the next event
  /// or the loop's next deadline.
  func run() throws {
    SDL_StartTextInput()
    var event = SDL_Event()
    while true {
      if !loop.tick().isEmpty { needsFrame = true }
      waker?.workDidRun()
      if needsFrame { try drawFrame() }
      let wait = loop.nextDeadline.map { deadline in
        let (seconds, attoseconds) = max(deadline - .now, .zero).components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
      }
      guard SDL_WaitEventTimeout(&event, wait ?? -1) == 1 else { continue }
      repeat {
        if SDL_EventType(event.type) == SDL_QUIT { return }
        handle(event)
      } while SDL_PollEvent(&event) == 1
    }
  }

  /// Translates one SDL event into DrawKit's and dispatches it to the tree.
  func handle(_ event: SDL_Event) {
    switch SDL_EventType(event.type) {
    case SDL_KEYDOWN:
      if let key = keyEvent(event.key.keysym) { _ = root.dispatch(key) }
      loop.inputDidArrive()
    case SDL_TEXTINPUT:
      _ = root.dispatch(KeyEvent.typing(typedText(event.text)))
      loop.inputDidArrive()
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
      let press = event.button
      _ = root.dispatch(
        PointerEvent(
          press.state == UInt8(SDL_PRESSED) ? .down : .up,
          at: CGPoint(x: CGFloat(press.x), y: CGFloat(press.y)), button: button(press.button),
          clickCount: Int(press.clicks)))
      loop.inputDidArrive()
    case SDL_MOUSEMOTION:
      let motion = event.motion
      _ = root.dispatch(
        PointerEvent(
          motion.state & 1 != 0 ? .move : .hover,
          at: CGPoint(x: CGFloat(motion.x), y: CGFloat(motion.y))))
    case SDL_MOUSEWHEEL:
      var x: Int32 = 0
      var y: Int32 = 0
      SDL_GetMouseState(&x, &y)
      let notch: CGFloat = 48  // three 16-point lines
      _ = root.dispatch(
        PointerEvent(
          .scroll, at: CGPoint(x: CGFloat(x), y: CGFloat(y)),
          scrollDelta: CGSize(
            width: CGFloat(event.wheel.x) * notch, height: CGFloat(-event.wheel.y) * notch)))
    case SDL_WINDOWEVENT:
      windowEvent(SDL_WindowEventID(UInt32(event.window.event)))
    default:
      break
    }
  }

  /// Focus shows or hides the caret; hiding ends animations; a new size or an exposure
  /// needs a frame.
  func windowEvent(_ id: SDL_WindowEventID) {
    switch id {
    case SDL_WINDOWEVENT_FOCUS_GAINED:
      loop.hasKeyboardFocus = true
    case SDL_WINDOWEVENT_FOCUS_LOST:
      loop.hasKeyboardFocus = false
    case SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
      loop.isVisible = true
    case SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED:
      loop.isVisible = false
    case SDL_WINDOWEVENT_SIZE_CHANGED:
      resize()
    case SDL_WINDOWEVENT_EXPOSED:
      needsFrame = true
    default:
      break
    }
  }
}

guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
  fatalError("SDL cannot start: \(String(cString: SDL_GetError()))")
}
let root = DrawView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
root.backgroundColor = .white
let notes = PlaceholderTextView(frame: CGRect(x: 12, y: 12, width: 376, height: 276))
notes.placeholder = "Type here"
root.addSubview(notes)
_ = notes.becomeFirstResponder()
try SDLHost(title: "DrawKit in SDL", root: root).run()
print(notes.text)
SDL_Quit()
