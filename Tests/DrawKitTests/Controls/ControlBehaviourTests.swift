import DrawKit
import DrawKitTesting
import Foundation
import Testing

/// A root 300 × 60 holding `control` at (10, 10) at its natural size, at least `width` wide.
private func host(_ control: DrawView, width: CGFloat = 0) -> DrawView {
  let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
  root.backgroundColor = .white
  control.sizeToFit()
  control.frame = CGRect(
    x: 10, y: 10, width: max(control.frame.width, width), height: control.frame.height)
  root.addSubview(control)
  return root
}

/// The element of the first node of `root`'s accessibility tree whose view is `view`.
private func element(of view: DrawView, in root: DrawView) -> AccessibilityElement? {
  root.accessibilityTree().allNodes.first { $0.view === view }?.element
}

@Suite("Controls: accessibility, callbacks, keys and bad input")
struct ControlBehaviourTests {
  @Test func everyControlHasItsRoleValueStatesAndActionsInTheTree() throws {
    let checkbox = Checkbox(title: "Bold", isChecked: true)
    let toggle = ToggleSwitch(title: "Wi-Fi")
    let slider = Slider(value: 30, minimumValue: 0, maximumValue: 200, step: 5)
    slider.accessibilityElement = AccessibilityElement(role: .slider, label: "Zoom")
    let segments = SegmentedControl(segments: ["Day", "Week"], selectedIndex: 1)
    let bar = ProgressBar(progress: 0.25)
    let waiting = ProgressBar(isIndeterminate: true)
    let button = Button(title: "Save")
    let label = Label("Caption")
    let root = Column(frame: CGRect(x: 0, y: 0, width: 300, height: 400)) {
      checkbox
      toggle
      slider
      segments
      bar
      waiting
      button
      label
    }
    let box = try #require(element(of: checkbox, in: root))
    #expect(box.role == .checkBox && box.label == "Bold" && box.states.contains(.checked))
    #expect(box.actions == [.press])
    let wifi = try #require(element(of: toggle, in: root))
    #expect(wifi.role == .toggle && wifi.label == "Wi-Fi" && !wifi.states.contains(.checked))
    _ = toggle.performAccessibilityAction(.press)
    #expect(element(of: toggle, in: root)?.states.contains(.checked) == true)
    let zoom = try #require(element(of: slider, in: root))
    #expect(zoom.role == .slider && zoom.label == "Zoom" && zoom.value == "30")
    #expect(
      zoom.numericValue == AccessibilityRange(current: 30, minimum: 0, maximum: 200, step: 5))
    #expect(zoom.actions == [.increment, .decrement])
    #expect(slider.performAccessibilityAction(.increment) && slider.value == 35)
    let pick = try #require(element(of: segments, in: root))
    #expect(pick.role == .group && pick.value == "Week" && pick.label == "Day, Week")
    #expect(pick.numericValue?.current == 1 && pick.numericValue?.maximum == 1)
    #expect(segments.performAccessibilityAction(.decrement) && segments.selectedIndex == 0)
    root.layoutIfNeeded()
    let choices = try #require(root.accessibilityTree().allNodes.first { $0.view === segments })
    #expect(choices.children.map(\.element.role) == [.radioButton, .radioButton])
    #expect(choices.children.map(\.element.label) == ["Day", "Week"])
    #expect(choices.children.map { $0.element.states.contains(.checked) } == [true, false])
    #expect(
      choices.children.map(\.frame.width) == [segments.bounds.width / 2, segments.bounds.width / 2])
    #expect(choices.children[1].view.performAccessibilityAction(.press))
    #expect(segments.selectedIndex == 1, "pressing a segment's element selects it")
    #expect(root.hitTest(CGPoint(x: segments.frame.midX, y: segments.frame.midY)) === segments)
    #expect(element(of: bar, in: root)?.value == "25 %")
    let busy = try #require(element(of: waiting, in: root))
    #expect(busy.role == .progressBar && busy.value == nil && busy.numericValue == nil)
    #expect(element(of: button, in: root)?.role == .button)
    #expect(element(of: label, in: root)?.role == .staticText)
  }

  @Test func valueCallbacksHearTheUserNotTheCodeAndChain() {
    var heard: [String] = []
    let checkbox = Checkbox(title: "A").onValueChange { heard.append("box \($0.isChecked)") }
    let toggle = ToggleSwitch().onValueChange { heard.append("switch \($0.isOn)") }
    let slider = Slider().onValueChange { heard.append("slider \($0.value)") }
    let segments = SegmentedControl(segments: ["x", "y"]).onValueChange {
      heard.append("segment \($0.selectedIndex)")
    }
    checkbox.isChecked = true
    toggle.isOn = true
    slider.value = 1
    segments.selectedIndex = 1
    #expect(heard.isEmpty, "code's changes are not reported")
    _ = checkbox.activate()
    _ = toggle.activate()
    _ = slider.performAccessibilityAction(.decrement)
    _ = segments.performAccessibilityAction(.decrement)
    #expect(heard == ["box false", "switch false", "slider 0.9", "segment 0"])
    checkbox.onValueChange(nil)
    _ = checkbox.activate()
    #expect(heard.count == 4)
  }

  @Test func aSlidersKeysWorkInItsOwnRange() {
    let slider = Slider(value: 50, minimumValue: 0, maximumValue: 200)
    let root = host(slider, width: 200)
    root.dispatch(KeyEvent(.tab))
    root.dispatch(KeyEvent(.right))
    #expect(slider.value == 70, "a tenth of the range")
    root.dispatch(KeyEvent(.pageUp))
    #expect(slider.value == 120, "a quarter")
    root.dispatch(KeyEvent(.end))
    #expect(slider.value == 200)
    let middle = slider.thumbCentre(forValue: 100)
    #expect(abs(slider.value(at: middle) - 100) < 1e-9)
  }

  @Test func slidersClampNaNInvertedEmptyAndInfiniteRanges() throws {
    let slider = Slider(value: .nan, minimumValue: .nan, maximumValue: .nan)
    #expect(slider.minimumValue == 0 && slider.maximumValue == 1 && slider.value == 0)
    slider.minimumValue = 5
    #expect(slider.maximumValue == 5 && slider.value == 5, "a minimum above the maximum moves it")
    let root = host(slider, width: 200)
    root.dispatch(KeyEvent(.tab))
    var changes = 0
    slider.onValueChange { _ in changes += 1 }
    root.dispatch(KeyEvent(.right))
    root.dispatch(PointerEvent(.down, at: CGPoint(x: 150, y: 20)))
    #expect(changes == 0 && slider.value == 5, "an empty range has one value")
    slider.maximumValue = -.infinity
    #expect(
      slider.minimumValue == -Slider.largestBound && slider.maximumValue == -Slider.largestBound)
    slider.maximumValue = .infinity
    slider.value = 0
    #expect(slider.value == 0 && slider.thumbCentre.x.isFinite)
    slider.maximumValue = .nan
    #expect(slider.maximumValue == Slider.largestBound, "NaN leaves a bound as it was")
    let inverted = Slider(value: 3, minimumValue: 10, maximumValue: 2)
    #expect(inverted.minimumValue == 10 && inverted.maximumValue == 10 && inverted.value == 10)
    #expect(throws: Never.self) { _ = try render(root) }
  }

  @Test func segmentedControlsWithNoneOrTenThousandSegments() throws {
    try pinTestFonts()
    let empty = SegmentedControl(segments: [], selectedIndex: 3)
    let root = host(empty, width: 100)
    #expect(empty.selectedIndex == 0 && !empty.isFocusable && empty.segmentRects.isEmpty)
    #expect(!root.dispatch(KeyEvent(.tab)), "nothing to focus")
    #expect(!empty.performAccessibilityAction(.increment))
    #expect(empty.segmentIndex(at: CGPoint(x: 5, y: 5)) == nil)
    #expect(throws: Never.self) { _ = try render(root) }

    let many = SegmentedControl(segments: (0..<10_000).map { "S\($0)" }, selectedIndex: 9_999)
    #expect(many.segments.count == SegmentedControl.maximumSegmentCount)
    #expect(many.selectedIndex == SegmentedControl.maximumSegmentCount - 1)
    let wide = host(many)
    many.frame.size.width = 280
    let before = PangoLayoutCount.onThisThread
    _ = try render(wide)
    _ = try render(wide)
    #expect(PangoLayoutCount.onThisThread - before <= SegmentedControl.maximumSegmentCount + 4)
    #expect(many.segmentIndex(at: CGPoint(x: 279.9, y: 5)) == 99)
  }

  @Test(arguments: [Double.nan, -1, 1e300, .infinity, -.infinity])
  func progressBarsClampTheirProgress(_ value: Double) {
    let bar = ProgressBar(progress: 0.5)
    bar.progress = value
    #expect((0...1).contains(bar.progress))
    #expect(bar.progress == (value.isNaN ? 0 : min(max(value, 0), 1)))
  }

  @Test func aControlsThemeEntryRestylesItAndItsTitleFollowsTheThemeFont() throws {
    try pinTestFonts()
    let button = Button(title: "WWWW mmmm")
    let normal = button.frame.size
    let root = host(button)
    root.theme = Theme.plain.with {
      $0.font = Font(family: "IPAGothic", size: 30)
      $0[.button][.face] = .fill(.red)
    }
    root.layoutIfNeeded()
    let restyled = button.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity))
    #expect(restyled.width != normal.width, "the theme's family, at the controls' 14 points")
    #expect(restyled.height == normal.height)
    #expect(try render(root).pixel(x: 12, y: 12) == Pixel(.red))
  }

  @Test func themeDrawingsMadeForAViewDrawOnlyViewsOfTheirType() throws {
    try pinTestFonts()
    let drawings = Theme.plain[.toggleSwitch].drawings(for: ToggleSwitch())
    let other = ToggleSwitch(isOn: true)
    other.frame = CGRect(x: 0, y: 0, width: 40, height: 26)
    other.drawings = drawings
    other.backgroundColor = .white
    #expect(try render(other).inkCount() > 100, "another switch draws them")
    let plain = DrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 26), drawings: drawings)
    plain.backgroundColor = .white
    #expect(try render(plain).inkCount() == 0, "a plain view is not a switch")
  }
}
