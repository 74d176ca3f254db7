// A host that owns its cairo surface and context, as a game engine or another toolkit's
// draw callback does: DrawKit draws a tree into the `cairo_t` it is handed, then the host
// goes on drawing with cairo and writes the surface out. The Embedding article's cairo
// example: `cairo-host OUT.png`.
import CCairo
import DrawKit
import Foundation

func drawTree(_ root: DrawView, into cairoContext: OpaquePointer, size: CGSize) throws {
  let context = GraphicsContext(borrowing: cairoContext, rect: CGRect(origin: .zero, size: size))
  try Renderer().draw(root, in: context)
}

guard CommandLine.arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: cairo-host OUT.png\n".utf8))
  exit(2)
}
let size = CGSize(width: 200, height: 100)
let root = DrawView(frame: CGRect(origin: .zero, size: size))
root.backgroundColor = .white
root.addSubview(
  DrawView(frame: CGRect(x: 20, y: 20, width: 160, height: 60)) { view, context in
    context.setFillColor(.blue)
    context.fill(view.bounds)
  })

let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 100)
let cairoContext = cairo_create(surface)!
defer {
  cairo_destroy(cairoContext)
  cairo_surface_destroy(surface)
}
do {
  try drawTree(root, into: cairoContext, size: size)
} catch {
  FileHandle.standardError.write(Data("cairo-host: \(error)\n".utf8))
  exit(1)
}
// The host's own drawing after DrawKit's: the context's state is as it was before.
cairo_set_source_rgb(cairoContext, 1, 0, 0)
cairo_rectangle(cairoContext, 0, 0, 10, 10)
cairo_fill(cairoContext)
let status = cairo_surface_write_to_png(surface, CommandLine.arguments[1])
exit(status == CAIRO_STATUS_SUCCESS ? 0 : 1)
