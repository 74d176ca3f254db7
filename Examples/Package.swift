// swift-tools-version: 6.1
import PackageDescription

// DrawKit's examples, as a package of their own that depends on DrawKit by path, the way a
// program of yours does: each declares the C modules it calls itself (CCairo, CGTK, CSDL2).
let package = Package(
  name: "DrawKitExamples",
  dependencies: [.package(name: "DrawKit", path: "..")],
  targets: [
    .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(name: "CGTK", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    // SDL's header by path, not through pkg-config (whose -D_REENTRANT SwiftPM warns about).
    .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
    .executableTarget(
      name: "cairo-host",
      dependencies: [.product(name: "DrawKit", package: "DrawKit"), "CCairo"],
      path: "Sources/CairoHost"),
    .executableTarget(
      name: "gtk-notes",
      dependencies: [
        .product(name: "DrawKit", package: "DrawKit"),
        .product(name: "DrawKitGTK", package: "DrawKit"), "CGTK",
      ],
      path: "Sources/GTKNotes"),
    .executableTarget(
      name: "live-updates",
      dependencies: [
        .product(name: "DrawKit", package: "DrawKit"),
        .product(name: "DrawKitX11", package: "DrawKit"),
        .product(name: "DrawKitGTK", package: "DrawKit"),
      ],
      path: "Sources/LiveUpdates"),
    .executableTarget(
      name: "sdl-frames",
      dependencies: [.product(name: "DrawKit", package: "DrawKit"), "CSDL2"],
      path: "Sources/SDLFrames"),
  ],
  swiftLanguageModes: [.v6]
)
