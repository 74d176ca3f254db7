internal import CDrawKitAccessibilityBridge
import DrawKit

/// How DrawKit's accessibility model maps onto ATK's roles, states and action names.
extension AccessibilityBridge {
  /// The ATK role of `element`.
  static func role(of element: AccessibilityElement) -> DKRole {
    switch element.role {
    case .group: DKRolePanel
    case .staticText: DKRoleLabel
    case .button: DKRoleButton
    case .checkBox: DKRoleCheckBox
    case .toggle: DKRoleToggleButton
    case .slider: DKRoleSlider
    case .progressBar: DKRoleProgressBar
    case .textField: DKRoleEntry
    case .passwordField: DKRolePasswordText
    case .textArea: DKRoleText
    case .image: DKRoleImage
    case .radioButton: DKRoleRadioButton
    case .window: DKRoleFrame
    case .scrollBar: DKRoleScrollBar
    case .scrollPane: DKRoleScrollPane
    case .list: DKRoleList
    case .listItem: DKRoleListItem
    case .table: DKRoleTable
    case .tableRow: DKRoleTableRow
    case .tableCell: DKRoleTableCell
    case .columnHeader: DKRoleColumnHeader
    case .tab: DKRolePageTab
    case .tabList: DKRolePageTabList
    // ATK has no tab panel role; GTK 4 shows its tab panels as panels too.
    case .tabPanel: DKRolePanel
    default: DKRoleUnknown
    }
  }

  /// The ATK state bits of `element` (its states, plus those its role implies).
  static func states(of element: AccessibilityElement) -> UInt32 {
    let pairs: [(AccessibilityStates, Int)] = [
      (.focused, DKStateFocused), (.focusable, DKStateFocusable), (.disabled, DKStateDisabled),
      (.checked, DKStateChecked), (.selected, DKStateSelected), (.editable, DKStateEditable),
      (.multiLine, DKStateMultiLine), (.readOnly, DKStateReadOnly), (.pressed, DKStatePressed),
      (.mixed, DKStateIndeterminate), (.selectable, DKStateSelectable),
      (.multiSelectable, DKStateMultiSelectable),
    ]
    var bits: UInt32 = 0
    for (state, bit) in pairs where element.states.contains(state) { bits |= UInt32(bit) }
    switch element.role {
    case .checkBox, .toggle, .radioButton:
      bits |= UInt32(DKStateCheckable)
    case .textField, .passwordField:
      if !element.states.contains(.multiLine) { bits |= UInt32(DKStateSingleLine) }
    default:
      break
    }
    return bits
  }

  /// The AT-SPI name of `action` (GTK's names: "click" presses a button or toggles a check
  /// box).
  static func actionName(_ action: AccessibilityAction) -> String {
    switch action {
    case .press: "click"
    case .increment: "increment"
    case .decrement: "decrement"
    default: action.description
    }
  }
}
