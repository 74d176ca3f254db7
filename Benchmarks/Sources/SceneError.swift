/// A scene that could not run, and why.
struct SceneError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
