import Foundation

/// A container whose natural size the ``MeasurementSession`` works out on its own stack
/// (``Stack`` and ``Grid``), so that containers nested any number of levels deep measure
/// without calling each other.
protocol MeasuredContainer: DrawView {
  /// The natural size for `offer`, with the subviews measured through `session`, and
  /// whether it is the same for every offer.
  func naturalSize(
    for offer: CGSize, in session: MeasurementSession
  ) -> MeasurementSession.Measurement

  /// The visible subviews and what ``naturalSize(for:in:)`` offers each first (before their
  /// ``DrawView/sizeConstraints``): the session measures the containers among them
  /// beforehand, so that the measurement runs once.
  func subviewOffers(for offer: CGSize) -> [(DrawView, CGSize)]
}
