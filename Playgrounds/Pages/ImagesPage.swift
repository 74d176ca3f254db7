import DrawKit
import Foundation

extension PlaygroundPage {
  /// Images of the three formats in image views: a PNG made from pixels, a progressive JPEG
  /// photograph, and SVG icons drawn as vectors at three sizes, in their own colours and
  /// tinted by theme colours.
  static let images = PlaygroundPage(
    name: "Images",
    summary: "PNG, JPEG and SVG images in image views; SVG icons sharp at every size, tinted."
  ) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 480, height: 200))
    root.backgroundColor = .white
    let caption = Font(family: "DejaVu Sans", size: 12)
    func place(_ view: DrawView, _ frame: CGRect, _ title: String) {
      view.frame = frame
      root.addSubview(view)
      root.addSubview(
        DrawView(
          frame: CGRect(x: frame.minX - 10, y: 160, width: frame.width + 20, height: 18),
          drawings: [.text(title, font: caption, color: .darkGray, alignment: .center)]))
    }
    place(
      ImageView(image: ImagesPageAssets.checkerboard()),
      CGRect(x: 20, y: 30, width: 96, height: 96), "PNG")
    place(
      ImageView(image: try? Image(jpegData: ImagesPageAssets.dusk), contentMode: .scaleAspectFill),
      CGRect(x: 136, y: 30, width: 96, height: 96), "JPEG")
    let star = try? Image(svgData: ImagesPageAssets.star)
    for (x, side) in [(256, 16), (284, 32), (328, 64)] {
      let icon = ImageView(image: star, accessibilityLabel: "Star")
      icon.frame = CGRect(x: x, y: 78 - side / 2, width: side, height: side)
      root.addSubview(icon)
    }
    let tinted = ImageView(image: star, accessibilityLabel: "Favourite")
    tinted.tintColor = .accent
    place(tinted, CGRect(x: 404, y: 46, width: 64, height: 64), "SVG, tinted")
    root.addSubview(
      DrawView(
        frame: CGRect(x: 242, y: 160, width: 150, height: 18),
        drawings: [.text("SVG at 16, 32, 64", font: caption, color: .darkGray, alignment: .center)])
    )
    return root
  }
}

/// The pictures of the Images page, made in code or kept as bytes.
enum ImagesPageAssets {
  /// An 8 × 8 PNG checkerboard made from pixels, shown 12 times larger.
  static func checkerboard() -> Image? {
    let pixels = (0..<64).map { index in
      (index / 8 + index % 8).isMultiple(of: 2)
        ? Pixel(red: 47, green: 102, blue: 144) : Pixel(red: 238, green: 234, blue: 222)
    }
    guard let made = try? Image(pixelWidth: 8, pixelHeight: 8, pixels: pixels),
      let png = try? made.pngData()
    else { return nil }
    return try? Image(data: png)
  }

  /// A five-pointed star icon, 24 points square.
  static let star = Data(
    """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
      <path d="M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 16.9 5.9 20.4l1.5-6.8L2.2 9l6.9-.7z"
            fill="#e0a000" stroke="#7a5200" stroke-width="1" stroke-linejoin="round"/>
    </svg>
    """.utf8)

  /// A 96 × 64 progressive JPEG: hills at dusk.
  static let dusk =
    Data(
      base64Encoded: """
        /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0
        KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7
        Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wgARCABAAGADASIAAhEBAxEB/8QAGgABAQEBAQEBAAAAAAAAAAAA
        AAMEBQECBv/EABkBAAIDAQAAAAAAAAAAAAAAAAADAQIEBf/aAAwDAQACEAMQAAAB6qTn9GqQKpAql6FH1GIokmZp
        tdKJgomCnW4v6FVPZVJXwvE9b5ptdKRjy6q731wemTr38z4L/p8P5TWlW5NodPPLGzOCM4Bpz+JsEV3a+Nqc/wD/
        xAAgEAACAgICAwEBAAAAAAAAAAABAwACERIQIAQTMDFA/9oACAEBAAEFAv5PVefnOZmZmZmZmYqmtYym9Zn4A5HF
        zm/RjguVuLDhHkaD2rjvJBHRjtISSa3NCtwvxZgoLuteKdt0Y3XqH21JyeFNzwxuPnRs/8QAHREAAQUAAwEAAAAA
        AAAAAAAAAQACAxARICFBYf/aAAgBAwEBPwG9W8Xmtp8udBMl1H6mvaTT5PBZJNMk8K//xAAcEQACAgMBAQAAAAAA
        AAAAAAAAAQISAxARIUH/2gAIAQIBAT8BoUKFCpQoUKGRc1QoNCRLGmvSOCKZQnLni316hL4z/8QAJRAAAQIEBgID
        AAAAAAAAAAAAAQARAhAgIRIwMTJRkUBBYaGx/9oACAEBAAY/AvE2q+U/sy/MpxMkc03TgzwxaLfD2sMHdLC5TlOC
        vmV1wE0WtDDWlvtOZ4YpNDltF2v/xAAiEAADAAEEAgIDAAAAAAAAAAAAAREhEDFBUTBhcbGBwfH/2gAIAQEAAT8h
        pSlKUpSlKUpSlKUonXEJqv2HWiR+yl8ABa2XdoiXPIbaceHopSlKUohWw1Vqlkw2aKUpSFub4RkyRSiPwdrgTFd4
        NOW4bIpSlF4n6R6ZWzFF67ECTx1KWj/C7H2H6kJWk+5SlJf4xuuvVOOoR5HwGOZW9cJmeH2U3Fnlm7r8T8A//9oA
        DAMBAAIAAwAAABA000kc3332gBX+ZKvX/sEEAHf/xAAaEQADAQEBAQAAAAAAAAAAAAAAAREQITFh/9oACAEDAQE/
        EKUuEr8ZSlKMkE2nUIU+0EcvjGUECUhokjeh/8QAGxEBAAIDAQEAAAAAAAAAAAAAAQARECAhMVH/2gAIAQIBAT8Q
        0CrqDEg03CxgByA8la8S63eB/RlTi4Nj/8QAKBABAAECBQIGAwEAAAAAAAAAAREAIRAxUWFxQdEgMJGxwfBAoeHx
        /9oACAEBAAE/EPw//wD+gAqsAZtBAoSbg+anWFmCEx+Vcq5VyrlXKuVW0VKcw0233wWsIi6D2pECDCJCNcvI/pdJ
        k1HGXw4ai+HyzJxrR1fudQvTxJrjjgUNtebedTrrz0HiASSB9HKpvgbMITIH0v8A3w+lEQym2ie1I3dKtF1XXlbk
        U+RHfpdzthtazkXeFQBARGvJ1nn4oCQ7S2OO+30x5owo/wB80iIqsq5uKAiIyJmUrYQwmZzr9zp4CpVxfYF/0d/f
        3qryHcjalURVZV6+VKXaIO7vX//Z
        """, options: .ignoreUnknownCharacters) ?? Data()
}
