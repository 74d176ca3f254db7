import Foundation

extension ThemeEntry where Value == DrawingLayers<ScrollBar> {
  /// How scroll bars look, in a ``ScrollView`` and a ``TextView`` alike.
  ///
  /// By default: a rounded thumb in the label colour, 4 points wide along the far edge while
  /// scrolling, 8 points wide over a faint track while the pointer is over the bar, both
  /// as opaque as the bar's ``ScrollBar/visibility``. The layers are ``DrawingSlot/track``
  /// and ``DrawingSlot/thumb``.
  public static let scrollBar = ThemeEntry(default: [
    .track:
      Drawing<ScrollBar>("track") { bar, context in
        let shown = bar.visibility.value * bar.expansion.value
        guard shown > 0 else { return }
        context.setFillColor(.label.withAlphaComponent(0.08 * shown))
        context.fill(bar.bounds)
      },
    .thumb:
      Drawing<ScrollBar>("thumb") { bar, context in
        let shown = bar.visibility.value
        guard shown > 0 else { return }
        let width = 4 + 4 * CGFloat(min(max(bar.expansion.value, 0), 1))
        let thumb = bar.thumbRect
        let rect =
          bar.axis == .vertical
          ? CGRect(
            x: thumb.maxX - 2 - width, y: thumb.minY + 2, width: width, height: thumb.height - 4)
          : CGRect(
            x: thumb.minX + 2, y: thumb.maxY - 2 - width, width: thumb.width - 4, height: width)
        context.setFillColor(.label.withAlphaComponent((0.45 + 0.15 * bar.expansion.value) * shown))
        context.beginPath()
        context.addRoundedRect(rect, cornerRadius: width / 2)
        context.fillPath()
      },
  ])
}
