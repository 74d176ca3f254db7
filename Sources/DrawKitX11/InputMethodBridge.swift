internal import CDrawKitXCB
import DrawKit
import Foundation

/// Connects the window's ``InputMethod`` to its view tree: key presses go to the input method
/// while the focused view is a text view (``TextComposing``) that takes marked text, its composition
/// becomes that view's marked text, what it commits is inserted, and the caret's place is
/// sent as the preedit spot whenever it moves (typing, clicks, scrolling, resizing).
///
/// Secure and read-only fields (``TextComposing/acceptsMarkedText`` false) and every other
/// view get their keys straight from the window, as they would without an input method.
final class InputMethodBridge {
  /// Handles a key press the input method sent back, as if it had come from the server.
  var onReturnedKey: ((xcb_key_press_event_t) -> Void)? {
    get { inputMethod.onReturnedKey }
    set { inputMethod.onReturnedKey = newValue }
  }

  private let inputMethod: InputMethod
  private let root: DrawView
  private let scale: CGFloat
  private var isWindowFocused = true
  /// The view the input method's composition shows in; it tells the bridge when it ends the
  /// composition itself.
  private weak var composingView: TextComposing? {
    didSet {
      guard composingView !== oldValue else { return }
      oldValue?.onCompositionEnd(nil)
      composingView?.onCompositionEnd { [weak self] view in self?.viewEndedComposition(view) }
    }
  }
  private weak var focusedInput: TextComposing?

  /// Bridges `inputMethod` to the tree under `root`, drawn at `scale` pixels per point.
  init(inputMethod: InputMethod, root: DrawView, scale: CGFloat) {
    self.inputMethod = inputMethod
    self.root = root
    self.scale = scale
    inputMethod.onPreeditChange = { [weak self] preedit in self?.preeditChanged(preedit) }
    inputMethod.onPreeditDone = { [weak self] in self?.preeditEnded() }
    inputMethod.onCommit = { [weak self] text in self?.commit(text) }
  }

  /// Lets the input method take `event` if it is part of the XIM protocol.
  func filter(_ event: XEvent) -> Bool {
    inputMethod.filter(event)
  }

  /// Sends `press` to the input method when the focused view composes text; returns whether
  /// it did (the window then leaves the key to come back through ``onReturnedKey``).
  func handleKeyPress(_ press: xcb_key_press_event_t) -> Bool {
    update()
    guard inputMethod.isReady, isWindowFocused, target != nil else { return false }
    return inputMethod.forward(press)
  }

  /// Follows the window gaining or losing the keyboard focus.
  func windowFocusChanged(to hasFocus: Bool) {
    isWindowFocused = hasFocus
    update()
  }

  /// Brings the input method up to date with the tree; called after each round of events.
  ///
  /// It follows the focus (a composition in a view that lost the focus is committed as it
  /// stands, and the input method told to forget it) and the caret's place.
  func update() {
    let target = self.target
    if target !== focusedInput {
      if let composingView, composingView !== target {
        if composingView.isComposing { composingView.unmarkText() }
        self.composingView = nil
        inputMethod.reset()
      }
      focusedInput = target
    }
    inputMethod.setFocused(isWindowFocused && target != nil)
    if let target, let spot = Self.spot(of: target, scale: scale) {
      inputMethod.moveSpot(x: spot.x, y: spot.y)
    }
  }

  /// The bottom left of `view`'s caret in window pixels, or `nil` when it is not a finite
  /// point (a view with no layout yet).
  static func spot(of view: TextComposing, scale: CGFloat) -> (x: Int16, y: Int16)? {
    let caret = view.inputMethodCaretRect
    let x = (caret.minX * scale).rounded()
    let y = (caret.maxY * scale).rounded()
    guard x.isFinite, y.isFinite else { return nil }
    let limits = CGFloat(Int16.min)...CGFloat(Int16.max)
    return (
      Int16(min(max(x, limits.lowerBound), limits.upperBound)),
      Int16(min(max(y, limits.lowerBound), limits.upperBound))
    )
  }

  /// The focused view, when it takes marked text.
  private var target: TextComposing? {
    guard let view = root.focusedView as? TextComposing, view.acceptsMarkedText else {
      return nil
    }
    return view
  }

  private func preeditChanged(_ preedit: PreeditBuffer) {
    guard let view = composingView ?? target else { return }
    guard !preedit.isEmpty || view.isComposing else { return }
    composingView = view
    view.setMarkedText(preedit.markedText)
    update()
  }

  /// The view ended the composition itself (a click, a key the input method returned, an
  /// edit from code), so the input method must forget it too, or its next preedit would bring
  /// the composed text back a second time.
  private func viewEndedComposition(_ view: TextComposing) {
    guard view === composingView else { return }
    composingView = nil
    inputMethod.reset()
  }

  private func preeditEnded() {
    guard let view = composingView else { return }
    composingView = nil
    if view.isComposing { view.cancelComposition() }
  }

  private func commit(_ text: String) {
    guard let view = composingView ?? target else { return }
    composingView = nil
    view.insertText(text)
    update()
  }
}
