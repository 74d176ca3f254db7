import Foundation

do {
  let arguments = Array(CommandLine.arguments.dropFirst())
  if arguments.contains("--help") || arguments.contains("-h") {
    print(PlaygroundsCommand.usage)
    exit(0)
  }
  try PlaygroundsCommand(arguments: arguments).run()
} catch {
  FileHandle.standardError.write(Data("playgrounds: \(error.message)\n".utf8))
  exit(1)
}
