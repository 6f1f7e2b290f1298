import CQRencode

#if canImport(Glibc)
  import Glibc
#endif

/// A QR code as its square of modules (dark or light), drawn by libqrencode: the renderers draw it as SVG, PNG or
/// terminal half-blocks, and every encoding decision (version, mask, error correction) is the library's.
///
/// ```swift
/// let code = try QRCode(encoding: "http://kitchen.local:8080/c/0f1e...")
/// code.size            // 29 modules a side, for example
/// code.isDark(x: 0, y: 0)  // true: a finder pattern's corner
/// ```
public struct QRCode: Sendable, Equatable {
  /// Modules a side, without the quiet zone around them.
  public let size: Int
  let modules: [Bool]

  /// The light margin a reader needs around the code, in modules (ISO/IEC 18004).
  public static let quietZone = 4

  /// Encodes `text` as bytes (UTF-8) at error correction level M (15% of the code may be lost), the smallest
  /// version that holds it.
  public init(encoding text: String) throws(QRCodeError) {
    guard let library = QRencode.library else { throw QRCodeError.libraryMissing }
    let bytes = Array(text.utf8)
    guard
      let code = bytes.withUnsafeBufferPointer({
        library.encodeData(Int32($0.count), $0.baseAddress, 0, QR_ECLEVEL_M)
      })
    else { throw QRCodeError.tooLong(bytes: bytes.count) }
    defer { library.free(code) }
    let width = Int(code.pointee.width)
    // Bit 0 of each byte the library returns is the module's colour; the other bits say what the module is for.
    size = width
    modules = (0..<(width * width)).map { code.pointee.data[$0] & 1 == 1 }
  }

  /// Whether the module in column `x`, row `y` (from the top left, 0-based) is dark; outside the code (the quiet
  /// zone): light.
  public func isDark(x: Int, y: Int) -> Bool {
    guard (0..<size).contains(x), (0..<size).contains(y) else { return false }
    return modules[y * size + x]
  }
}

/// Why a text has no QR code.
public enum QRCodeError: Error, Equatable, CustomStringConvertible {
  /// More bytes than the largest QR code (version 40 at level M) holds.
  case tooLong(bytes: Int)
  /// libqrencode's shared library could not be opened.
  case libraryMissing

  public var description: String {
    switch self {
    case .tooLong(let bytes): "\(bytes) bytes are more than a QR code holds"
    case .libraryMissing: "libqrencode (\(QRencode.soname)) is not installed"
    }
  }
}

/// libqrencode's two functions habit calls, from the shared library opened the first time a code is drawn.
///
/// Linked into `habit`, the library (and the libpthread it names) would be loaded at every command's start for
/// the one command that draws: 0.55 M instructions a start (docs/performance.md, "Start-up"). The declarations
/// still come from its header, through the `CQRencode` module.
enum QRencode {
  static let soname = "libqrencode.so.4"

  struct Library: @unchecked Sendable {
    let encodeData: @convention(c) (Int32, UnsafePointer<UInt8>?, Int32, QRecLevel) -> UnsafeMutablePointer<QRcode>?
    let free: @convention(c) (UnsafeMutablePointer<QRcode>?) -> Void
  }

  /// Opened once; nil when the library is not there.
  static let library: Library? = {
    guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL), let encode = dlsym(handle, "QRcode_encodeData"),
      let free = dlsym(handle, "QRcode_free")
    else { return nil }
    return Library(
      encodeData: unsafeBitCast(
        encode,
        to: (@convention(c) (Int32, UnsafePointer<UInt8>?, Int32, QRecLevel) -> UnsafeMutablePointer<QRcode>?).self),
      free: unsafeBitCast(free, to: (@convention(c) (UnsafeMutablePointer<QRcode>?) -> Void).self))
  }()
}
