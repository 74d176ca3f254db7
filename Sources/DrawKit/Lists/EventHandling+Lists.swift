/// The callbacks of a ``ListView``, in DrawKit's one callback shape: each replaces the list's
/// previous closure (`nil` removes it), receives the list and returns it, so calls chain.
extension EventHandling where Self: ListView {
  /// Called after the user changed the selection (a click, a movement key, type-ahead),
  /// once per change, with the list; not for changes code makes.
  ///
  /// The closure may change the rows or the selection: it is not called again for that.
  @discardableResult
  public func onSelectionChange(_ handler: ((Self) -> Void)?) -> Self {
    selectionChangeHandler = handler.map { handler in { [unowned self] in handler(self) } }
    return self
  }

  /// Called when the user activates a row (Return on the focused row, or a double click),
  /// with the list and the row's index.
  @discardableResult
  public func onRowActivate(_ handler: ((Self, Int) -> Void)?) -> Self {
    rowActivationHandler = handler.map { handler in { [unowned self] row in handler(self, row) } }
    return self
  }
}
