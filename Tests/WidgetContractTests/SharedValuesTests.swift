import DrawKit
import Foundation
import Testing

// Drawings, themes, tokens and theme entries kept as global constants and static members, as
// the articles show them: this module builds in Swift 6 language mode, where a global must be
// `Sendable`.

/// A theme derived once and shared, as the Theming article writes it.
let orange = Theme.plain.with {
  $0.name = "orange"
  $0.tokens.accent = Color(hex: 0xE8710A)
}

/// Tokens kept apart from any theme.
let warmTokens = ThemeTokens.light

/// The app's own drawings, as static members.
enum AppDrawings {
  /// A plus sign in the accent colour, across the middle of the rectangle.
  static let plus = Drawing<DrawView>("plus") { _, context in
    let rect = context.rect
    context.setFillColor(.accent)
    context.fill(CGRect(x: rect.minX, y: rect.midY - 1, width: rect.width, height: 2))
    context.fill(CGRect(x: rect.midX - 1, y: rect.minY, width: 2, height: rect.height))
  }

  /// A frame around it, built from the library's drawings.
  static let framedPlus = Drawing<DrawView>.group("framedPlus") {
    Drawing.border(.label, width: 1)
    plus
  }
}

/// A theme entry whose default is a static constant, declared once.
extension ThemeEntry where Value == [Drawing<DrawView>] {
  static let badge = ThemeEntry(default: [AppDrawings.framedPlus])
}

@Suite("Shared values in Swift 6")
struct SharedValuesTests {
  @Test func globalDrawingsAndThemesRenderOnSeveralThreadsAtOnce() async throws {
    let pixels = try await withThrowingTaskGroup(of: Pixel.self) { group in
      for _ in 0..<4 {
        group.addTask {
          let view = DrawView(frame: CGRect(x: 0, y: 0, width: 21, height: 21))
          view.theme = orange
          view.backgroundColor = .white
          view.drawings = view.effectiveTheme[.badge]
          return try Renderer().image(of: view).pixel(x: 10, y: 5)
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(pixels == Array(repeating: Pixel(Color(hex: 0xE8710A)), count: 4))
  }

  @Test func sharedTokensKeepTheirValues() {
    #expect(warmTokens == ThemeTokens.light)
    #expect(orange.tokens.accent == Color(hex: 0xE8710A))
    #expect(orange.tokens.background == warmTokens.background)
  }
}
