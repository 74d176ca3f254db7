import Foundation

// drawkit-bench <outdir> <S1|S2|S3|S4|E1|E2|L1|L2|A1|A2|K1|I1|C1|G1|LV1|LV2> [N]: one scene of
// shared/bench/peers/scenes.md (or E1, E2: DrawKit's own edit latencies; L1, L2: keystrokes
// at the end of a paragraph of N characters in a text view and a text field; A1, A2: 200
// switches flipping and a theme cross-fade, animated through the frame loop; K1: flings of
// the notes page on the frame loop, beside a full S1 frame; I1: an SVG icon
// drawn 1,000 times a frame; C1: a frame of 200 labels; G1: the WidgetGallery page built
// and drawn once; LV1, LV2: a list of N labels built to its first frame, and its scroll
// frames), one result line per measurement in the peers' format, the final frame as
// drawkit_<scene>.png.
// drawkit-bench <outdir> <Q1|W1> <x11|gtk> [N]: live, in a window on DISPLAY: Q1 times N
// blocks posted to the main queue from another thread, W1 flips the 200 switches N times.
// drawkit-bench <outdir> I1 <variant>: one of I1's variants alone, for a profiler.
// drawkit-bench <outdir> G1 x11: the WidgetGallery page built and shown in an X11 window on
// DISPLAY, to its first frame on screen.
let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  FileHandle.standardError.write(
    Data(
      """
      usage: drawkit-bench <outdir> <S1|S2|S3|S4|E1|E2|L1|L2|A1|A2|K1|I1|C1|G1|LV1|LV2> [N]
             drawkit-bench <outdir> <Q1|W1> <x11|gtk> [N]
             drawkit-bench <outdir> G1 x11

      """.utf8))
  exit(2)
}
let outputFolder = URL(fileURLWithPath: arguments[1])
do {
  switch arguments[2] {
  case "S1": try NotesScenes.s1(outputFolder: outputFolder)
  case "S2":
    try NotesScenes.s2(
      lines: arguments.count > 3 ? Int(arguments[3]) ?? 1000 : 1000, outputFolder: outputFolder)
  case "S3": try WidgetScenes.s3(outputFolder: outputFolder)
  case "S4": try WidgetScenes.s4(outputFolder: outputFolder)
  case "I1": try ImageScenes.i1(outputFolder: outputFolder, only: arguments.dropFirst(3).first)
  case "C1": try ControlScenes.c1(outputFolder: outputFolder)
  case "G1" where arguments.count > 3:
    #if Hosts
    guard arguments[3] == "x11" else {
      throw SceneError(message: "G1 runs in an x11 window or without one, not \(arguments[3])")
    }
    try LiveScenes.galleryFirstFrame()
    #else
    throw SceneError(message: "G1 x11 needs the Hosts trait")
    #endif
  case "G1": try ControlScenes.g1(outputFolder: outputFolder)
  case "LV1":
    try ListScenes.lv1(
      rows: arguments.count > 3 ? Int(arguments[3]) ?? 1_000_000 : 1_000_000,
      outputFolder: outputFolder)
  case "LV2":
    try ListScenes.lv2(
      rows: arguments.count > 3 ? Int(arguments[3]) ?? 1_000_000 : 1_000_000,
      outputFolder: outputFolder)
  case "E1": try EditingScenes.typingAtParagraphEnd(outputFolder: outputFolder)
  case "E2":
    try EditingScenes.returnInLongDocument(
      lines: arguments.count > 3 ? Int(arguments[3]) ?? 1_000_000 : 1_000_000,
      outputFolder: outputFolder)
  case "L1":
    try LongParagraphScenes.textView(
      length: arguments.count > 3 ? Int(arguments[3]) ?? 10_000 : 10_000,
      outputFolder: outputFolder)
  case "L2":
    try LongParagraphScenes.textField(
      length: arguments.count > 3 ? Int(arguments[3]) ?? 1_048_576 : 1_048_576,
      outputFolder: outputFolder)
  case "A1":
    if try !AnimationScenes.switches(outputFolder: outputFolder) {
      FileHandle.standardError.write(
        Data("drawkit-bench: A1 painted more than 1.2 times the switches' area in a frame\n".utf8))
      exit(1)
    }
  case "A2": try AnimationScenes.themeCrossFade(outputFolder: outputFolder)
  case "K1": try ScrollScenes.kineticScroll(outputFolder: outputFolder)
  #if Hosts
  case "Q1":
    try LiveScenes.mainQueueLatency(
      host: arguments.count > 3 ? arguments[3] : "x11",
      count: arguments.count > 4 ? Int(arguments[4]) ?? 300 : 300)
  case "W1":
    try LiveScenes.switches(
      host: arguments.count > 3 ? arguments[3] : "x11",
      flips: arguments.count > 4 ? Int(arguments[4]) ?? 16 : 16)
  #endif
  default:
    FileHandle.standardError.write(Data("unknown scene \(arguments[2])\n".utf8))
    exit(2)
  }
} catch {
  FileHandle.standardError.write(Data("drawkit-bench: \(error)\n".utf8))
  exit(1)
}
