import Foundation

/// Runs one of poppler's command-line tools (`pdftotext`, `pdfinfo`) on a PDF and returns
/// what it printed on standard output: how the PDF tests read documents as a viewer would.
///
/// - Parameters:
///   - tool: The tool's name, found on the `PATH`.
///   - arguments: The arguments before the file's path.
///   - trailing: The arguments after it (`-` for `pdftotext`'s standard output).
func popplerOutput(
  _ tool: String, _ arguments: [String] = [], of data: Data, trailing: [String] = []
) throws -> String {
  let file = FileManager.default.temporaryDirectory
    .appendingPathComponent("poppler-\(UUID().uuidString).pdf")
  try data.write(to: file)
  defer { try? FileManager.default.removeItem(at: file) }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [tool] + arguments + [file.path] + trailing
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  try process.run()
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: output, as: UTF8.self)
}

/// The text `pdftotext` extracts from a PDF, pages in order.
func extractedText(of data: Data) throws -> String {
  try popplerOutput("pdftotext", of: data, trailing: ["-"])
}

/// The document's structure tree as `pdfinfo -struct-text` prints it: one element a line,
/// indented by depth, each followed by the text it holds in quotes.
func structureText(of data: Data) throws -> String {
  try popplerOutput("pdfinfo", ["-struct-text"], of: data)
}
