import DrawKit
import DrawKitTesting
import Foundation
import PlaygroundPages
import Testing

/// The test fonts are pinned once per process, before any test lays out text.
private let pinnedFonts: Result<Void, DrawKitError> = Result {
  () throws(DrawKitError) -> Void in
  let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../DrawKitTests/Fonts/fonts.conf").standardized
  try FontPinning.pin(configurationFile: file)
}

/// Renders `root` at scale 1 with the pinned test fonts, after moving its animations on by
/// `time`.
private func render(_ root: DrawView, afterAnimating time: Duration = .zero) throws -> Image {
  try pinnedFonts.get()
  return try Renderer(scale: 1).image(of: root, afterAnimating: time)
}

/// A 240×80 white root holding `control` at (20, 20) with its natural size (at least
/// `width` wide), under `theme`.
private func host(_ control: DrawView, width: CGFloat = 0, theme: Theme = .plain) -> DrawView {
  let root = DrawView(frame: CGRect(x: 0, y: 0, width: 240, height: 80))
  root.theme = theme
  root.backgroundColor = .background
  control.sizeToFit()
  control.frame = CGRect(
    x: 20, y: 20, width: max(control.frame.width, width), height: control.frame.height)
  root.addSubview(control)
  return root
}

/// The pixel `color` resolves to under `tokens`.
private func pixel(_ color: Color, in tokens: ThemeTokens) -> Pixel {
  Pixel(color.resolved(in: tokens))
}

/// A point in `view`, given in its own coordinates, as the root sees it.
private func point(_ x: CGFloat, _ y: CGFloat, in view: DrawView) -> CGPoint {
  CGPoint(x: view.frame.minX + x, y: view.frame.minY + y)
}

/// The gallery controls from outside their module: keyboard and pointer operation, value
/// clamping, and their themed pixels.
@Suite("Widget gallery controls")
struct WidgetGalleryTests {
  @Test func spaceTogglesAFocusedSwitchAndReturnTogglesItBack() {
    let toggle = ToggleSwitch(title: "Wi-Fi")
    let root = host(toggle)
    var changes = 0
    toggle.onValueChange { _ in changes += 1 }
    #expect(root.dispatch(KeyEvent(.tab)))
    #expect(toggle.isFocused && toggle.isFocusVisible)
    #expect(root.dispatch(KeyEvent(.space)))
    #expect(toggle.isOn && toggle.isSelected)
    #expect(root.dispatch(KeyEvent(.return)))
    #expect(!toggle.isOn)
    #expect(changes == 2)
    #expect(root.dispatch(KeyEvent(.right)))
    #expect(toggle.isOn)
    #expect(root.dispatch(KeyEvent(.right)))
    #expect(changes == 3, "Right on a switch that is on changes nothing")
  }

  @Test func spaceTogglesAFocusedCheckboxButNotAnUnfocusedOne() {
    let checkbox = Checkbox(title: "Email me")
    let root = host(checkbox)
    var reported: [Bool] = []
    checkbox.onValueChange { reported.append($0.isChecked) }
    #expect(!root.dispatch(KeyEvent(.space)), "nothing is focused yet")
    #expect(!checkbox.isChecked)
    #expect(checkbox.becomeFirstResponder())
    root.dispatch(KeyEvent(.space))
    root.dispatch(KeyEvent(.space))
    root.dispatch(KeyEvent(.space))
    #expect(reported == [true, false, true])
  }

  @Test func clickingACheckboxAndASwitchTogglesThem() {
    let checkbox = Checkbox(title: "Email me")
    let root = host(checkbox)
    let toggle = ToggleSwitch(isOn: true)
    toggle.frame.origin = CGPoint(x: 20, y: 50)
    root.addSubview(toggle)
    for view in [checkbox, toggle] as [DrawView] {
      root.dispatch(PointerEvent(.down, at: point(8, 8, in: view)))
      root.dispatch(PointerEvent(.up, at: point(8, 8, in: view)))
    }
    #expect(checkbox.isChecked)
    #expect(!toggle.isOn)
    #expect(!toggle.isFocusVisible, "a click does not show the focus ring")
  }

  @Test func arrowsMoveTheSliderByAStepAndClampAtTheEnds() {
    let slider = Slider(value: 0.5, step: 0.1)
    let root = host(slider)
    var changes = 0
    slider.onValueChange { _ in changes += 1 }
    root.dispatch(KeyEvent(.tab))
    #expect(slider.isFocused)
    root.dispatch(KeyEvent(.right))
    #expect(abs(slider.value - 0.6) < 1e-9)
    root.dispatch(KeyEvent(.down))
    root.dispatch(KeyEvent(.left))
    #expect(abs(slider.value - 0.4) < 1e-9)
    root.dispatch(KeyEvent(.up))
    #expect(abs(slider.value - 0.5) < 1e-9)
    root.dispatch(KeyEvent(.home))
    #expect(slider.value == 0)
    root.dispatch(KeyEvent(.left))
    #expect(slider.value == 0, "Left at the start stays at 0")
    root.dispatch(KeyEvent(.end))
    for _ in 0..<3 { root.dispatch(KeyEvent(.right)) }
    #expect(slider.value == 1)
    #expect(changes == 6, "only presses that changed the value report")
  }

  @Test func sliderValueIsClampedAndNaNBecomesZero() {
    let slider = Slider(value: .nan)
    #expect(slider.value == 0)
    slider.value = 7
    #expect(slider.value == 1)
    slider.value = -.infinity
    #expect(slider.value == 0)
    slider.value = .nan
    #expect(slider.value == 0)
    slider.step = -1
    #expect(slider.step == nil && slider.effectiveStep == 0.1)
    #expect(Slider(value: 2).value == 1)
  }

  @Test func pressingAndDraggingTheSliderSetsItsValue() throws {
    let slider = Slider(value: 0)
    let root = host(slider, width: 200)
    let travel = (start: slider.thumbCentre(forValue: 0), end: slider.thumbCentre(forValue: 1))
    let quarter = travel.start.x + (travel.end.x - travel.start.x) / 4
    var reported: [Double] = []
    slider.onValueChange { reported.append($0.value) }
    root.dispatch(PointerEvent(.down, at: point(quarter, travel.start.y, in: slider)))
    #expect(abs(slider.value - 0.25) < 1e-9)
    #expect(slider.isPressed && slider.isFocused)
    root.dispatch(PointerEvent(.move, at: point(travel.end.x + 500, 200, in: slider)))
    #expect(slider.value == 1, "a drag far outside the slider still reaches it and clamps")
    root.dispatch(PointerEvent(.move, at: point(travel.start.x - 50, 0, in: slider)))
    #expect(slider.value == 0)
    root.dispatch(PointerEvent(.up, at: point(travel.start.x - 50, 0, in: slider)))
    #expect(!slider.isPressed && !slider.isDragging)
    root.dispatch(PointerEvent(.move, at: point(quarter, travel.start.y, in: slider)))
    #expect(slider.value == 0, "after the release, moving does not drag")
    #expect(reported.count == 3 && reported.last == 0)
  }

  @Test func aClickPressesTheButtonAndRunsItsActionOnce() {
    let button = Button(title: "Save")
    let root = host(button)
    var runs = 0
    button.onActivate { _ in runs += 1 }
    let inside = point(10, 10, in: button)
    root.dispatch(PointerEvent(.down, at: inside))
    #expect(button.isPressed)
    #expect(runs == 0, "the action runs on release, not on press")
    root.dispatch(PointerEvent(.up, at: inside))
    #expect(runs == 1)
    #expect(!button.isPressed)
  }

  @Test func aPressReleasedOutsideTheButtonDoesNotRunItsAction() {
    let button = Button(title: "Save")
    let root = host(button)
    var runs = 0
    button.onActivate { _ in runs += 1 }
    root.dispatch(PointerEvent(.down, at: point(10, 10, in: button)))
    let outside = CGPoint(x: 230, y: 75)
    root.dispatch(PointerEvent(.move, at: outside))
    #expect(!button.isPressed, "dragged out, the button no longer looks pressed")
    root.dispatch(PointerEvent(.up, at: outside))
    #expect(runs == 0)
  }

  @Test func spaceAndReturnRunAFocusedButtonsAction() {
    let button = Button(title: "Save", isProminent: true)
    let root = host(button)
    var runs = 0
    button.onActivate { _ in runs += 1 }
    root.dispatch(KeyEvent(.tab))
    root.dispatch(KeyEvent(.space))
    root.dispatch(KeyEvent(.return))
    #expect(runs == 2)
    button.isEnabled = false
    #expect(!button.isFocused, "disabling takes the focus")
    root.dispatch(PointerEvent(.down, at: point(10, 10, in: button)))
    root.dispatch(PointerEvent(.up, at: point(10, 10, in: button)))
    #expect(runs == 2, "a disabled button does nothing")
  }

  @Test func arrowsAndClicksSelectSegments() {
    let control = SegmentedControl(segments: ["Day", "Week", "Month"], selectedIndex: 1)
    let root = host(control)
    var reported: [Int] = []
    control.onValueChange { reported.append($0.selectedIndex) }
    root.dispatch(KeyEvent(.tab))
    root.dispatch(KeyEvent(.right))
    #expect(control.selectedIndex == 2)
    root.dispatch(KeyEvent(.right))
    #expect(control.selectedIndex == 2, "the selection stops at the last segment")
    root.dispatch(KeyEvent(.home))
    root.dispatch(KeyEvent(.left))
    #expect(control.selectedIndex == 0)
    root.dispatch(KeyEvent(.down))
    root.dispatch(KeyEvent(.end))
    root.dispatch(KeyEvent(.up))
    #expect(reported == [2, 0, 1, 2, 1])
    let third = control.segmentRects[2]
    let centre = point(third.midX, third.midY, in: control)
    root.dispatch(PointerEvent(.down, at: centre))
    #expect(control.selectedIndex == 1, "a press alone selects nothing")
    root.dispatch(PointerEvent(.up, at: centre))
    #expect(control.selectedIndex == 2)
    control.selectedIndex = 99
    #expect(control.selectedIndex == 2)
    control.selectedIndex = -4
    #expect(control.selectedIndex == 0)
    #expect(reported.count == 6, "code setting the index does not report")
  }

  @Test(arguments: [
    (Double.nan, 0.0), (1e300, 1.0), (-5, 0.0), (.infinity, 1.0), (0.25, 0.25),
  ])
  func progressIsClamped(input: Double, expected: Double) {
    let bar = ProgressBar(progress: input)
    #expect(bar.progress == expected)
    bar.progress = 0.5
    bar.progress = input
    #expect(bar.progress == expected)
  }

  @Test func aSwitchThatIsOnHasAnAccentTrackInEveryTheme() throws {
    let purple = Theme.plain.with { $0.tokens.accent = Color(hex: 0x7E57C2) }
    var tracks: [Pixel] = []
    for theme in [Theme.plain, purple, .dark] {
      let toggle = ToggleSwitch(isOn: true)
      let root = host(toggle, theme: theme)
      let track = toggle.trackRect
      let image = try render(root)
      let probe = image.pixel(x: Int(20 + track.minX + 8), y: Int(20 + track.midY))
      #expect(probe == pixel(.accent, in: theme.tokens), "\(theme.name)")
      tracks.append(probe)
      toggle.isOn = false
      let off = try render(root).pixel(x: Int(20 + track.minX + 30), y: Int(20 + track.midY))
      #expect(off == pixel(.controlBackground, in: theme.tokens), "\(theme.name), off")
    }
    #expect(tracks[0] == Pixel(red: 0x1A, green: 0x73, blue: 0xE8))
    #expect(tracks[1] == Pixel(red: 0x7E, green: 0x57, blue: 0xC2))
    #expect(tracks[2] == Pixel(ThemeTokens.dark.accent))
  }

  @Test func aThemeEntryRestylesEverySwitch() throws {
    let toggle = ToggleSwitch(isOn: true)
    let theme = Theme.plain.with { $0[.toggleSwitch][.track] = .fill(.red) }
    let root = host(toggle, theme: theme)
    #expect(try render(root).pixel(x: 22, y: 22) == Pixel(.red))
  }

  @Test func hoveredAndPressedButtonsLookDifferentFromResting() throws {
    let button = Button(title: "Cancel")
    let root = host(button)
    let probe = (x: 20 + 4, y: 20 + Int(button.frame.height) / 2)
    func face() throws -> Pixel { try render(root).pixel(x: probe.x, y: probe.y) }
    let resting = try face()
    #expect(resting == pixel(.controlBackground, in: .light))
    root.dispatch(PointerEvent(.hover, at: point(4, 10, in: button)))
    #expect(button.isHovered)
    let hovered = try face()
    root.dispatch(PointerEvent(.down, at: point(4, 10, in: button)))
    let pressed = try face()
    root.dispatch(PointerEvent(.up, at: point(4, 10, in: button)))
    #expect(Set([resting, hovered, pressed]).count == 3, "\(resting) \(hovered) \(pressed)")
    #expect(try face() == hovered, "released, the pointer still hovers")
    root.dispatch(PointerEvent(.exit, at: .zero))
    #expect(try face() == resting)
  }

  @Test func aDisabledSliderIsGreyAndAHoveredOneHasAHalo() throws {
    let slider = Slider(value: 0.5)
    let root = host(slider, width: 200)
    let travel = (start: slider.thumbCentre(forValue: 0), end: slider.thumbCentre(forValue: 1))
    let filled = (x: 20 + Int(travel.start.x) + 10, y: 20 + Int(travel.start.y))
    #expect(try render(root).pixel(x: filled.x, y: filled.y) == pixel(.accent, in: .light))
    let besideThumb = (x: 20 + Int(slider.thumbCentre.x) + 10, y: 20 + Int(travel.start.y) - 6)
    let plain = try render(root).pixel(x: besideThumb.x, y: besideThumb.y)
    root.dispatch(PointerEvent(.hover, at: point(slider.thumbCentre.x, travel.start.y, in: slider)))
    #expect(try render(root).pixel(x: besideThumb.x, y: besideThumb.y) != plain)
    slider.isEnabled = false
    #expect(
      try render(root).pixel(x: filled.x, y: filled.y) == pixel(.secondaryLabel, in: .light))
  }

  @Test func keyboardFocusDrawsTheThemesFocusRing() throws {
    let checkbox = Checkbox(title: "Email me")
    let root = host(checkbox)
    let justOutside = (x: 20 + 30, y: 20 - 2)
    let before = try render(root).pixel(x: justOutside.x, y: justOutside.y)
    #expect(before == Pixel(.white))
    root.dispatch(KeyEvent(.tab))
    let ring = try render(root, afterAnimating: .seconds(1)).pixel(
      x: justOutside.x, y: justOutside.y)
    #expect(ring != before)
    #expect(ring.blue > ring.red, "the light focus ring is the blue accent, faded")
  }

  @Test func tabVisitsEveryControlOfTheGalleryForm() throws {
    let page = try #require(PlaygroundPage.named("WidgetGallery"))
    let root = page.build()
    root.layoutIfNeeded()
    var visited: [String] = []
    for _ in 0..<40 {
      root.dispatch(KeyEvent(.tab))
      let focused = try #require(root.focusedView)
      visited.append(String(describing: type(of: focused)))
    }
    for kind in ["TextField", "Checkbox", "ToggleSwitch", "Slider", "SegmentedControl", "Button"] {
      #expect(visited.contains(kind), "\(kind)")
    }
    #expect(!visited.contains("ProgressBar"), "a progress bar takes no focus")
  }
}
