// swift-tools-version: 6.1
import PackageDescription

// Every decision here is written in the manifest: it reads no file and no environment
// variable, so SwiftPM's cached evaluation is the same on every machine (a test checks).
// What is optional is a trait (`swift build --traits ...`), and the examples that need SDL
// or GTK headers of their own are a package of their own, in Examples/.
//
// Every target that a product reaches has a name starting with the package's, so a package
// that depends on DrawKit can name its own C modules `CCairo` or `CGTK`.
let package = Package(
  name: "DrawKit",
  products: [
    .library(name: "DrawKit", targets: ["DrawKit"]),
    .library(name: "DrawKitTesting", targets: ["DrawKitTesting"]),
    .library(name: "DrawKitX11", targets: ["DrawKitX11"]),
    .library(name: "DrawKitGTK", targets: ["DrawKitGTK"]),
  ],
  traits: [
    .trait(
      name: "Hosts",
      description: """
        Builds the X11 and GTK 4 hosts into the playgrounds command and the host tests. \
        `make check` turns it off to build and test the core with cairo and Pango alone.
        """),
    .trait(
      name: "LibFuzzer",
      description: """
        Makes drawkit-libfuzzer libFuzzer's entry point, for `make libfuzz` \
        (`swift build --sanitize=fuzzer`, which supplies `main`).
        """),
    .default(enabledTraits: ["Hosts"]),
  ],
  targets: [
    .systemLibrary(
      name: "CDrawKitCairo",
      pkgConfig: "pangocairo",
      providers: [
        .apt(["libcairo2-dev", "libpango1.0-dev"]),
        .brew(["cairo", "pango"]),
      ]
    ),
    // SVG is drawn as vectors by librsvg into DrawKit's own cairo context; librsvg links
    // cairo, Pango and gdk-pixbuf (for rasters an SVG embeds), never GTK.
    .systemLibrary(
      name: "CDrawKitRSVG",
      pkgConfig: "librsvg-2.0",
      providers: [
        .apt(["librsvg2-dev"]),
        .brew(["librsvg"]),
      ]
    ),
    // JPEG is decoded by libjpeg-turbo directly (not gdk-pixbuf, which would decode every
    // format it has a loader for), through CDrawKitJPEG's C wrapper: libjpeg reports errors by
    // `longjmp`, which Swift cannot catch.
    .systemLibrary(
      name: "CDrawKitLibJPEG",
      pkgConfig: "libjpeg",
      providers: [
        .apt(["libjpeg-dev"]),
        .brew(["jpeg-turbo"]),
      ]
    ),
    .target(name: "CDrawKitJPEG", dependencies: ["CDrawKitLibJPEG"]),
    .systemLibrary(
      name: "CDrawKitXCB",
      pkgConfig: "cairo-xcb",
      providers: [
        .apt(["libxcb1-dev", "libxcb-shm0-dev", "libxcb-cursor-dev", "libxkbcommon-x11-dev"]),
        .brew(["libxcb", "xcb-util-cursor", "libxkbcommon"]),
      ]
    ),
    .systemLibrary(
      name: "CDrawKitGTK",
      pkgConfig: "gtk4",
      providers: [
        .apt(["libgtk-4-dev"]),
        .brew(["gtk4"]),
      ]
    ),
    .systemLibrary(
      name: "CDrawKitXCBIMDKit",
      pkgConfig: "xcb-imdkit",
      providers: [.apt(["libxcb-imdkit-dev"])]
    ),
    .systemLibrary(
      name: "CDrawKitATKBridge",
      pkgConfig: "atk-bridge-2.0",
      providers: [
        .apt(["libatk1.0-dev", "libatk-bridge2.0-dev", "libdbus-1-dev"]),
        .brew(["at-spi2-core", "dbus"]),
      ]
    ),
    .target(
      name: "CDrawKitAccessibilityBridge", dependencies: ["CDrawKitATKBridge"],
      linkerSettings: [
        .linkedLibrary("atk-bridge-2.0"), .linkedLibrary("atk-1.0"), .linkedLibrary("dbus-1"),
        .linkedLibrary("gobject-2.0"), .linkedLibrary("glib-2.0"),
      ]
    ),
    // libdispatch's main-queue hooks (in the toolchain's libdispatch, which Foundation
    // links), for hosts that run the main actor and DispatchQueue.main in their own loops.
    .systemLibrary(name: "CDrawKitDispatch"),
    .target(
      name: "DrawKit",
      dependencies: ["CDrawKitCairo", "CDrawKitDispatch", "CDrawKitRSVG", "CDrawKitJPEG"]),
    .target(name: "DrawKitKeysyms", dependencies: ["DrawKit"]),
    // Both hosts' AT-SPI bridge: the view tree as ATK objects that libatk-bridge2.0 serves.
    .target(
      name: "DrawKitAccessibilityBus", dependencies: ["DrawKit", "CDrawKitAccessibilityBridge"]),
    .target(
      name: "DrawKitX11",
      dependencies: [
        "DrawKit", "DrawKitKeysyms", "DrawKitAccessibilityBus", "CDrawKitAccessibilityBridge",
        "CDrawKitCairo", "CDrawKitXCB", "CDrawKitXCBIMDKit",
      ]),
    .target(
      name: "DrawKitGTK",
      dependencies: [
        "DrawKit", "DrawKitKeysyms", "DrawKitAccessibilityBus", "CDrawKitCairo", "CDrawKitGTK",
      ]),
    .target(name: "DrawKitTesting", dependencies: ["DrawKit", "CDrawKitCairo"]),
    .target(name: "PlaygroundPages", dependencies: ["DrawKit"], path: "Playgrounds/Pages"),
    .executableTarget(
      name: "playgrounds",
      dependencies: [
        "DrawKit", "PlaygroundPages",
        .target(name: "DrawKitX11", condition: .when(traits: ["Hosts"])),
        .target(name: "DrawKitGTK", condition: .when(traits: ["Hosts"])),
      ],
      path: "Playgrounds/CLI"
    ),
    .target(name: "SceneText", path: "Benchmarks/SceneText"),
    .executableTarget(
      name: "drawkit-bench",
      dependencies: [
        "DrawKit", "SceneText", "PlaygroundPages",
        .target(name: "DrawKitX11", condition: .when(traits: ["Hosts"])),
        .target(name: "DrawKitGTK", condition: .when(traits: ["Hosts"])),
      ],
      path: "Benchmarks/Sources"
    ),
    .target(name: "EditingFuzzer", dependencies: ["DrawKit"], path: "Tests/EditingFuzzer"),
    .executableTarget(
      name: "drawkit-fuzz",
      dependencies: ["EditingFuzzer"],
      path: "Tests/FuzzCommand"
    ),
    .executableTarget(
      name: "drawkit-libfuzzer", dependencies: ["EditingFuzzer"], path: "Tests/LibFuzzerEntry"),
    .testTarget(
      name: "DrawKitTests",
      dependencies: [
        "DrawKit", "DrawKitTesting", "PlaygroundPages", "CDrawKitCairo", "SceneText",
        "EditingFuzzer",
      ],
      exclude: ["__Snapshots__", "Controls/__Snapshots__", "Fonts", "Images/Fixtures"]
    ),
    .testTarget(
      name: "DrawKitX11Tests",
      dependencies: [
        "DrawKit", "DrawKitTesting", "PlaygroundPages",
        .target(name: "DrawKitX11", condition: .when(traits: ["Hosts"])),
        .target(name: "DrawKitAccessibilityBus", condition: .when(traits: ["Hosts"])),
        .target(name: "CDrawKitXCB", condition: .when(traits: ["Hosts"])),
        .target(name: "CDrawKitCairo", condition: .when(traits: ["Hosts"])),
      ],
      exclude: ["AccessibilityClient"]),
    .testTarget(
      name: "DrawKitGTKTests",
      dependencies: [
        "DrawKit",
        .target(name: "DrawKitGTK", condition: .when(traits: ["Hosts"])),
        .target(name: "CDrawKitGTK", condition: .when(traits: ["Hosts"])),
      ]),
    .testTarget(name: "WidgetContractTests", dependencies: ["DrawKit"]),
    .testTarget(
      name: "WidgetGalleryTests", dependencies: ["DrawKit", "DrawKitTesting", "PlaygroundPages"]),
  ],
  swiftLanguageModes: [.v6]
)
