/// The callbacks of a ``TableView``, in DrawKit's one callback shape: the closure replaces the
/// table's previous one (`nil` removes it), receives the table and returns it, so calls chain.
extension EventHandling where Self: TableView {
  /// Called after the user clicked a sortable column's header, with the table, whose
  /// ``TableView/sortDescriptor`` says the new order: sort the data here.
  ///
  /// The rows are reloaded after the closure returns. Rows have no identity the table
  /// follows: to keep the selection on the same items, read ``ListView/selectedIndices``
  /// before sorting and set it to the items' new rows after.
  @discardableResult
  public func onSortChange(_ handler: ((Self) -> Void)?) -> Self {
    sortChangeHandler = handler.map { handler in { [unowned self] in handler(self) } }
    return self
  }
}
