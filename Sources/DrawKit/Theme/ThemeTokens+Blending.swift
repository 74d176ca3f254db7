extension ThemeTokens {
  /// These tokens `fraction` of the way to `other`: every colour blended in linear light
  /// (each resolved against its own tokens first, so a focus ring made from the accent blends
  /// as the accent does), the colour scheme switching halfway, as Flutter's
  /// `ThemeData.lerp` does.
  func blended(with other: ThemeTokens, by fraction: Double) -> ThemeTokens {
    var result = fraction < 0.5 ? self : other
    for role in ThemeColorRole.allCases {
      let from = self[role].resolved(in: self)
      let to = other[role].resolved(in: other)
      var blend = from.animatableData
      blend = blend + (to.animatableData - blend).scaled(by: fraction)
      var color = to
      color.animatableData = blend
      result[role] = color
    }
    return result
  }
}
