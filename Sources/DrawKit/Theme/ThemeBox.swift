/// A theme kept by reference, so that a view holds a pointer instead of the whole value.
final class ThemeBox {
  let theme: Theme

  init(_ theme: Theme) {
    self.theme = theme
  }
}
