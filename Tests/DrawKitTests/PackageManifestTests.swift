import Foundation
import Testing

/// The package as others see it: manifests that decide nothing from the machine they are
/// evaluated on, and a Getting Started table of system packages that matches what each
/// product's targets declare.
@Suite("Package manifests")
struct PackageManifestTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized

  /// DrawKit's manifest and the examples package's.
  private static let manifests = ["Package.swift", "Examples/Package.swift"]

  /// SwiftPM caches a manifest's evaluation by its text, outside the checkout, so a manifest
  /// that looked at the machine's files or environment would keep the answer it got first
  /// (SDL headers missing when `make demo` ran) on every later build.
  @Test(arguments: manifests)
  func manifestReadsNeitherFilesNorTheEnvironment(manifest: String) throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent(manifest), encoding: .utf8)
    let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }
    #expect(imports == ["import PackageDescription"], "\(manifest) imports \(imports)")
    for reading in [
      "Context.environment", "Context.packageDirectory", "FileManager", "ProcessInfo", "getenv",
      "fopen", "contentsOf",
    ] {
      #expect(!text.contains(reading), "\(manifest) reads the machine through \(reading)")
    }
  }

  /// The system packages a product needs on Debian or Homebrew, from the manifest's
  /// `providers` of every system library its targets reach.
  private func requiredPackages(manager: String) throws -> [String: Set<String>] {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // A scratch path of its own: the `swift test` running this holds the package's.
    process.arguments = [
      "swift", "package", "--package-path", Self.root.path, "--scratch-path", scratch.path,
      "dump-package",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "swift package dump-package failed")
    let package = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let targets = try #require(package["targets"] as? [[String: Any]])
    var dependencies: [String: [String]] = [:]
    var provided: [String: Set<String>] = [:]
    for target in targets {
      let name = try #require(target["name"] as? String)
      let listed = target["dependencies"] as? [[String: Any]] ?? []
      dependencies[name] = listed.compactMap { dependency in
        (dependency["byName"] ?? dependency["target"]).flatMap { ($0 as? [Any])?.first as? String }
      }
      for provider in target["providers"] as? [[String: Any]] ?? [] {
        for lists in provider[manager] as? [[String]] ?? [] {
          provided[name, default: []].formUnion(lists)
        }
      }
    }
    var required: [String: Set<String>] = [:]
    for product in try #require(package["products"] as? [[String: Any]]) {
      guard (product["type"] as? [String: Any])?["library"] != nil,
        let name = product["name"] as? String, let roots = product["targets"] as? [String]
      else { continue }
      var reached = Set<String>()
      var pending = roots
      while let target = pending.popLast() {
        guard reached.insert(target).inserted else { continue }
        pending += dependencies[target] ?? []
      }
      required[name] = reached.reduce(into: Set()) { $0.formUnion(provided[$1] ?? []) }
    }
    return required
  }

  /// The packages each row of Getting Started's table names for `column` (1: Debian, 2:
  /// Homebrew), by product.
  private func tabledPackages(column: Int) throws -> [String: Set<String>] {
    let article = try String(
      contentsOf: Self.root.appendingPathComponent(
        "Sources/DrawKit/DrawKit.docc/GettingStarted.md"),
      encoding: .utf8)
    var table: [String: Set<String>] = [:]
    for line in article.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
        .map(String.init)
      guard cells.count > column else { continue }
      func names(_ cell: String) -> [String] {
        cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map {
          String($0.element)
        }
      }
      let packages = Set(names(cells[column]))
      for product in names(cells[0]) { table[product] = packages }
    }
    return table
  }

  @Test func gettingStartedNamesEveryPackageEachProductNeeds() throws {
    let debian = try tabledPackages(column: 1)
    let homebrew = try tabledPackages(column: 2)
    let needsDebian = try requiredPackages(manager: "apt")
    let needsHomebrew = try requiredPackages(manager: "brew")
    #expect(Set(needsDebian.keys) == ["DrawKit", "DrawKitTesting", "DrawKitX11", "DrawKitGTK"])
    for (product, packages) in needsDebian {
      #expect(debian[product] == packages, "\(product)'s Debian packages")
      #expect(homebrew[product] == needsHomebrew[product], "\(product)'s Homebrew packages")
    }
  }
}
