/// The drawing slots of the controls, so a theme can replace one layer of a control
/// alone: `theme[.toggleSwitch][.thumb] = ...`.
extension DrawingSlot {
  /// A checkbox's box.
  public static let box = DrawingSlot("box", placement: .back)
  /// The tick in a checked checkbox.
  public static let tick = DrawingSlot("tick")
  /// A control's title text.
  public static let title = DrawingSlot("title")
  /// The track of a switch, slider or progress bar, and the well of a segmented control.
  public static let track = DrawingSlot("track", placement: .back)
  /// The filled part of a slider's or progress bar's track.
  public static let trackFill = DrawingSlot("trackFill", placement: .back)
  /// The knob of a switch or slider.
  public static let thumb = DrawingSlot("thumb")
  /// A button's face.
  public static let face = DrawingSlot("face", placement: .back)
  /// The hover and press highlight drawn over a control's face.
  public static let highlight = DrawingSlot("highlight")
  /// A segmented control's segments: the selected one's fill, dividers and titles.
  public static let segments = DrawingSlot("segments")
}
