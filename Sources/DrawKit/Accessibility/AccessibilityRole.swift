/// What kind of thing an accessible element is, as a screen reader announces it: "button",
/// "check box", "text field".
public struct AccessibilityRole: Hashable, Sendable, CustomStringConvertible {
  private enum Kind: String, Hashable, Sendable {
    case group, staticText, button, checkBox, toggle, slider, progressBar, textField
    case passwordField, textArea, image, window, radioButton, scrollBar, scrollPane
    case list, listItem, table, tableRow, tableCell, columnHeader, tab, tabList, tabPanel
  }
  private let kind: Kind

  private init(_ kind: Kind) {
    self.kind = kind
  }

  /// A container that groups its children: a panel, a row of controls.
  public static let group = AccessibilityRole(.group)
  /// Text that is read, not edited: a label, a heading.
  public static let staticText = AccessibilityRole(.staticText)
  /// Something that acts when pressed.
  public static let button = AccessibilityRole(.button)
  /// A box that is checked or not (``AccessibilityStates/checked``, or ``AccessibilityStates/mixed``).
  public static let checkBox = AccessibilityRole(.checkBox)
  /// A switch that is on or off (``AccessibilityStates/checked`` when on).
  public static let toggle = AccessibilityRole(.toggle)
  /// One of a set of choices of which one is chosen (``AccessibilityStates/checked``): a
  /// segment of a ``SegmentedControl``.
  public static let radioButton = AccessibilityRole(.radioButton)
  /// A value chosen in a range (``AccessibilityElement/numericValue``).
  public static let slider = AccessibilityRole(.slider)
  /// Progress shown in a range (``AccessibilityElement/numericValue``).
  public static let progressBar = AccessibilityRole(.progressBar)
  /// One line of editable text.
  public static let textField = AccessibilityRole(.textField)
  /// One line of secret text: its value is never exposed, only its length in bullets.
  public static let passwordField = AccessibilityRole(.passwordField)
  /// Several lines of text, editable or not.
  public static let textArea = AccessibilityRole(.textArea)
  /// A picture; its label describes it.
  public static let image = AccessibilityRole(.image)
  /// A top-level window.
  public static let window = AccessibilityRole(.window)
  /// A bar that scrolls a pane; its ``AccessibilityElement/numericValue`` is the scroll
  /// offset along its axis.
  public static let scrollBar = AccessibilityRole(.scrollBar)
  /// A pane whose content scrolls: a ``ScrollView``.
  public static let scrollPane = AccessibilityRole(.scrollPane)

  /// A column of items of which some may be selected: a sidebar, a list of messages.
  ///
  /// The view adopts ``AccessibilitySelectionProviding`` so that its item count and
  /// selection are read without an element per item (a virtual list of 1,000,000 rows has
  /// elements for the rows in sight only); it is ``AccessibilityStates/multiSelectable``
  /// when it lets several items be selected.
  public static let list = AccessibilityRole(.list)
  /// One item of a ``list``: ``AccessibilityStates/selectable`` and, while chosen,
  /// ``AccessibilityStates/selected``, both derived from the list's selection.
  public static let listItem = AccessibilityRole(.listItem)
  /// Rows of items in columns: the view adopts ``AccessibilityTableProviding`` (rows, columns,
  /// cells, column titles), and ``AccessibilitySelectionProviding`` when rows can be selected.
  public static let table = AccessibilityRole(.table)
  /// One row of a ``table``: ``AccessibilityStates/selectable`` and
  /// ``AccessibilityStates/selected`` as a ``listItem`` is, when the table's rows are its
  /// selectable items.
  public static let tableRow = AccessibilityRole(.tableRow)
  /// One cell of a ``table``, in a ``tableRow``; its label or value is what it shows.
  public static let tableCell = AccessibilityRole(.tableCell)
  /// The title of one column of a ``table``; its label is the title.
  public static let columnHeader = AccessibilityRole(.columnHeader)
  /// One tab of a ``tabList``: always ``AccessibilityStates/selectable``, and
  /// ``AccessibilityStates/selected`` (from ``DrawView/isSelected``) while its panel shows.
  public static let tab = AccessibilityRole(.tab)
  /// A row of ``tab``s of which one is selected; it may adopt
  /// ``AccessibilitySelectionProviding`` with one item per tab.
  public static let tabList = AccessibilityRole(.tabList)
  /// The content that the selected ``tab`` shows; its label is usually the tab's title.
  public static let tabPanel = AccessibilityRole(.tabPanel)

  /// The role's name: `button`, `checkBox`, `textField`, ...
  public var description: String { kind.rawValue }
}
