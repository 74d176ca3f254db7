// swift-tools-version: 6.0
import Foundation
import PackageDescription

let package = Package(
  name: "DrawKit",
  products: [
    .library(name: "DrawKit", targets: ["DrawKit"]),
    .library(name: "DrawKitTesting", targets: ["DrawKitTesting"]),
    .library(name: "DrawKitX11", targets: ["DrawKitX11"]),
    .library(name: "DrawKitGTK", targets: ["DrawKitGTK"]),
    .executable(name: "playgrounds", targets: ["playgrounds"]),
  ],
  targets: [
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "pangocairo",
      providers: [
        .apt(["libcairo2-dev", "libpango1.0-dev"]),
        .brew(["cairo", "pango"]),
      ]
    ),
    .systemLibrary(
      name: "CXCB",
      pkgConfig: "cairo-xcb",
      providers: [
        .apt(["libxcb1-dev", "libxcb-shm0-dev", "libxkbcommon-x11-dev"]),
        .brew(["libxcb", "libxkbcommon"]),
      ]
    ),
    .systemLibrary(
      name: "CGTK",
      pkgConfig: "gtk4",
      providers: [
        .apt(["libgtk-4-dev"]),
        .brew(["gtk4"]),
      ]
    ),
    .systemLibrary(
      name: "CXCBIMDKit",
      pkgConfig: "xcb-imdkit",
      providers: [.apt(["libxcb-imdkit-dev"])]
    ),
    .systemLibrary(
      name: "CATKBridge",
      pkgConfig: "atk-bridge-2.0",
      providers: [
        .apt(["libatk1.0-dev", "libatk-bridge2.0-dev", "libdbus-1-dev"]),
        .brew(["at-spi2-core", "dbus"]),
      ]
    ),
    .target(
      name: "CAccessibilityBridge", dependencies: ["CATKBridge"],
      linkerSettings: [
        .linkedLibrary("atk-bridge-2.0"), .linkedLibrary("atk-1.0"), .linkedLibrary("dbus-1"),
        .linkedLibrary("gobject-2.0"), .linkedLibrary("glib-2.0"),
      ]
    ),
    .target(name: "DrawKit", dependencies: ["CCairo"]),
    .target(name: "Keysyms", dependencies: ["DrawKit"]),
    .target(
      name: "DrawKitX11",
      dependencies: [
        "DrawKit", "Keysyms", "CCairo", "CXCB", "CXCBIMDKit", "CAccessibilityBridge",
      ]),
    .target(name: "DrawKitGTK", dependencies: ["DrawKit", "Keysyms", "CCairo", "CGTK"]),
    .target(name: "DrawKitTesting", dependencies: ["DrawKit", "CCairo"]),
    .target(name: "PlaygroundPages", dependencies: ["DrawKit"], path: "Playgrounds/Pages"),
    .executableTarget(
      name: "playgrounds",
      dependencies: ["DrawKit", "DrawKitX11", "DrawKitGTK", "PlaygroundPages"],
      path: "Playgrounds/CLI"
    ),
    .executableTarget(
      name: "gtk-notes",
      dependencies: ["DrawKit", "DrawKitGTK", "CGTK"],
      path: "Examples/GTKNotes"
    ),
    .target(name: "SceneText", path: "Benchmarks/SceneText"),
    .executableTarget(
      name: "drawkit-bench",
      dependencies: ["DrawKit", "SceneText"],
      path: "Benchmarks/Sources"
    ),
    .target(name: "EditingFuzzer", dependencies: ["DrawKit"], path: "Tests/EditingFuzzer"),
    .executableTarget(
      name: "drawkit-fuzz",
      dependencies: ["EditingFuzzer"],
      path: "Tests/FuzzCommand"
    ),
    .testTarget(
      name: "DrawKitTests",
      dependencies: [
        "DrawKit", "DrawKitTesting", "PlaygroundPages", "CCairo", "SceneText", "EditingFuzzer",
      ],
      exclude: ["__Snapshots__", "Fonts"]
    ),
    .testTarget(
      name: "DrawKitX11Tests",
      dependencies: ["DrawKit", "DrawKitX11", "CXCB", "DrawKitTesting", "PlaygroundPages"],
      exclude: ["AccessibilityClient"]),
    .testTarget(name: "DrawKitGTKTests", dependencies: ["DrawKit", "DrawKitGTK", "CGTK"]),
    .testTarget(name: "WidgetContractTests", dependencies: ["DrawKit"]),
    .testTarget(
      name: "WidgetGalleryTests", dependencies: ["DrawKit", "DrawKitTesting", "PlaygroundPages"]),
  ],
  swiftLanguageModes: [.v6]
)

// libFuzzer supplies `main`, so its entry point links only in a `--sanitize=fuzzer` build;
// `make libfuzz` sets DRAWKIT_LIBFUZZER to add it.
if Context.environment["DRAWKIT_LIBFUZZER"] != nil {
  package.targets.append(
    .executableTarget(
      name: "drawkit-libfuzzer", dependencies: ["EditingFuzzer"], path: "Tests/LibFuzzerEntry"))
}

// The Embedding article's SDL 2 example builds only where SDL 2's headers are installed
// (Debian's libsdl2-dev, which `make test` installs).
let sdlHeaders = [
  "/usr/include/SDL2/SDL.h", "/opt/homebrew/include/SDL2/SDL.h", "/usr/local/include/SDL2/SDL.h",
]
if sdlHeaders.contains(where: FileManager.default.fileExists(atPath:)) {
  package.targets += [
    .systemLibrary(name: "CSDL2", path: "Examples/CSDL2"),
    .executableTarget(
      name: "sdl-frames", dependencies: ["DrawKit", "CSDL2"], path: "Examples/SDLFrames"),
  ]
}
