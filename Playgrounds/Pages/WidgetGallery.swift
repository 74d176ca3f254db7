import DrawKit
import Foundation

/// The widget gallery page and the form it shows three times.
extension PlaygroundPage {
  /// DrawKit's controls in one settings form, in three themes.
  ///
  /// The plain theme, the dark theme and the plain theme with an orange accent: the controls
  /// are the same, only the theme in effect differs. Each form's Dark switch cross-fades it to the other scheme.
  static let widgetGallery = PlaygroundPage(
    name: "WidgetGallery",
    summary: "Checkbox, switch, slider, button, segmented control and progress bar, themed."
  ) {
    let orange = Theme.plain.with {
      $0.name = "orange"
      $0.tokens.accent = Color(hex: 0xE8710A)
    }
    let darkOrange = Theme.dark.with {
      $0.name = "dark orange"
      $0.tokens.accent = Color(hex: 0xF29A4A)
    }
    let root = Row(
      frame: CGRect(x: 0, y: 0, width: 1000, height: 430), spacing: 14, alignment: .fill,
      padding: EdgeInsets(all: 14)
    ) {
      galleryForm(theme: .plain, otherScheme: .dark, heading: "Plain")
      galleryForm(theme: .dark, otherScheme: .plain, heading: "Dark")
      galleryForm(theme: orange, otherScheme: darkOrange, heading: "Orange accent")
    }
    root.backgroundColor = Color(hex: 0xD3D6DA)
    // Tab through the first form to its slider, as a keyboard user would: the focus ring
    // shows because the focus came from the keyboard (at once here, for the still picture;
    // a keyboard user sees it fade in).
    withAnimation(nil) {
      for _ in 0..<5 {
        root.dispatch(KeyEvent(.tab))
      }
    }
    return root
  }

  /// One settings form holding every control beside a text field and a text view, drawn
  /// under `theme` on the theme's background.
  ///
  /// - Parameters:
  ///   - theme: The theme of the form and everything in it.
  ///   - otherScheme: The theme the form's Dark switch cross-fades to and back from.
  ///   - heading: The title at the top of the form.
  /// - Returns: A column that takes an equal share of its row.
  static func galleryForm(theme: Theme, otherScheme: Theme, heading: String) -> DrawView {
    // Controls without a visible title of their own are named for screen readers.
    let name = TextField(text: "Ada Lovelace")
    name.accessibilityElement = AccessibilityElement(role: .textField, label: "Name")
    let volume = Slider(value: 0.6)
    volume.accessibilityElement = AccessibilityElement(role: .slider, label: "Volume")
    volume.layoutFlex = 1
    let upload = ProgressBar(progress: 0.72)
    upload.accessibilityElement = AccessibilityElement(role: .progressBar, label: "Upload")
    upload.layoutFlex = 1
    let notes = TextView(text: "Notes in the \(theme.name) theme:\nthe same controls, restyled.")
    notes.accessibilityElement = AccessibilityElement(role: .textArea, label: "Notes")
    notes.drawings = [
      Drawing.border(.separator, width: 1, cornerRadius: 6),
      Drawing.border(.accent, width: 2, cornerRadius: 6).when(\.isFocused),
    ]
    notes.layoutFlex = 1
    let reset = Button(title: "Reset")
    reset.isEnabled = false
    let dark = ToggleSwitch(title: "Dark", isOn: theme.tokens.colorScheme == .dark)
    let form = Column(spacing: 10, alignment: .fill, padding: EdgeInsets(all: 16)) {
      Row(spacing: 12, alignment: .center) {
        Label(heading, font: .system(size: 15, weight: .semibold))
        Spacer()
        dark
      }
      name
      Checkbox(title: "Email me updates", isChecked: true)
      ToggleSwitch(title: "Wi-Fi", isOn: true)
      Row(spacing: 12, alignment: .center) {
        caption("Volume")
        volume
      }
      SegmentedControl(segments: ["Day", "Week", "Month"], selectedIndex: 1)
      Row(spacing: 12, alignment: .center) {
        caption("Upload")
        upload
        Label("72 %", color: .secondaryLabel)
      }
      notes
      Row(spacing: 8, alignment: .center) {
        reset
        Spacer()
        Button(title: "Cancel")
        Button(title: "Save", isProminent: true)
      }
    }
    form.theme = theme
    form.backgroundColor = .background
    form.cornerRadius = 10
    form.clipsToBounds = true
    form.layoutFlex = 1
    let initial = dark.isOn
    dark.onValueChange { [unowned form] toggle in
      withAnimation(.easeInOut(duration: 0.4)) {
        form.theme = toggle.isOn == initial ? theme : otherScheme
      }
    }
    return form
  }

  /// A caption for a row of the gallery form, in the secondary label colour, wide enough
  /// that the controls after every caption start at the same place.
  private static func caption(_ text: String) -> DrawView {
    Label(text, color: .secondaryLabel).frame(width: 56)
  }
}
