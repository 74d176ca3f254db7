import Foundation
import PlaygroundPages

/// The `index.html` written beside the rendered pages: each PNG with its page's name and
/// summary.
struct GalleryIndex {
  let pages: [PlaygroundPage]
  let pngNames: [String]

  var html: String {
    let figures = pages.compactMap { page -> String? in
      let names = pngNames.filter { $0 == "\(page.name).png" }
      guard let file = names.first else { return nil }
      return """
          <figure>
            <img src="\(escaped(file))" alt="\(escaped(page.name))">
            <figcaption><b>\(escaped(page.name))</b>: \(escaped(page.summary))</figcaption>
          </figure>
        """
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head><meta charset="utf-8"><title>DrawKit gallery</title>
      <style>body{font-family:sans-serif;background:#eee}figure{display:inline-block;margin:1em;\
      vertical-align:top}img{background:#fff;border:1px solid #ccc}</style></head>
      <body>
      <h1>DrawKit gallery</h1>
      \(figures.joined(separator: "\n"))
      </body>
      </html>

      """
  }

  private func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: "\"", with: "&quot;")
  }
}
