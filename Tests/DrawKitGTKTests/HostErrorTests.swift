#if Hosts

import DrawKit
import DrawKitGTK
import Foundation
import Testing

/// The GTK host's errors carry a code, checked before GTK is even started.
struct HostErrorTests {
  @Test(arguments: [
    CGSize(width: 0, height: 10), CGSize(width: 10, height: CGFloat.nan),
    CGSize(width: 40_000, height: 10),
  ])
  func sizesOutOfRangeAreInvalidGeometry(size: CGSize) throws {
    let application = HostApplication(
      title: "bad", size: size, root: DrawView(), applicationID: "org.drawkit.Tests")
    let error = #expect(throws: HostError.self) { try application.run() }
    #expect(error?.code == .invalidGeometry)
    #expect(error?.cause == nil)
    #expect(error?.description.contains("is not between 1 and 32,767 points") == true)
  }
}

#endif
