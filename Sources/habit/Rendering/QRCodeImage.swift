import HabitViews
import PNG
import QRCode

/// A check-in link's QR code as the bytes of the file `habit link qr` writes.
enum QRCodeImage {
  /// The code of `url` as SVG (titled), PNG, or text for the terminal; a code that cannot be made says why and
  /// what to do instead.
  static func bytes(_ url: String, title: String, as format: LinkCommand.QR.Format) throws -> [UInt8] {
    let code: QRCode
    do {
      code = try QRCode(encoding: url)
    } catch QRCodeError.libraryMissing {
      throw CLIError.failure(
        "cannot draw a QR code: \(QRCodeError.libraryMissing)",
        hint: "Install it (Debian: apt-get install libqrencode4), or open \(url) on the phone.")
    } catch {
      throw CLIError.usage("cannot make a QR code of \(url): \(error)", hint: "Give a shorter --base-url.")
    }
    switch format {
    case .svg: return Array((QRCodeDrawing.svg(code, title: title) + "\n").utf8)
    case .terminal: return Array(QRCodeDrawing.terminal(code).utf8)
    case .png: return png(code)
    }
  }

  /// Black on white, 8 pixels a module: large enough to print a card from.
  static func png(_ code: QRCode) -> [UInt8] {
    let (side, pixels) = QRCodeDrawing.pixels(code, scale: 8)
    return PNGImage(width: side, height: side, kind: .gray, pixels: pixels).encoded()
  }
}
