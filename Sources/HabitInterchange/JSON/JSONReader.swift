/// Reads a JSON document token by token from a ``ByteSource``, strictly by RFC 8259.
///
/// One top-level value of any type, whitespace around tokens, and a leading UTF-8 byte order mark are accepted.
/// Everything else is an error with its line and column: a trailing comma, a single-quoted or unquoted string,
/// a raw control character in a string, an invalid escape or lone surrogate, `01` or `.5` or `NaN`, invalid
/// UTF-8, text after the document, and an input that ends early. Duplicate member names are passed on as they
/// come; whoever reads the object decides what they mean.
///
/// The reader holds one 64 KiB chunk and the token being read, so memory is bounded by `maxStringBytes` and
/// `maxDepth`, never by the file. After an error the reader is spent: `next()` throws the same error again.
///
/// ```swift
/// var reader = JSONReader(source: MemoryByteSource(#"{"a": [1, true]}"#))
/// while let token = try reader.next() {
///   print(reader.line, reader.column, token)  // 1 1 objectStart, 1 2 key("a"), 1 7 arrayStart, ...
/// }
/// ```
public struct JSONReader<Source: ByteSource> {
  /// The longest string accepted unless the caller says otherwise: 1 MiB.
  public static var defaultMaxStringBytes: Int { 1 << 20 }
  /// The deepest nesting of arrays and objects accepted unless the caller says otherwise.
  public static var defaultMaxDepth: Int { 64 }

  private var source: Source
  private var tokenizer: JSONTokenizer
  private var failure: JSONError?

  public init(
    source: Source, maxStringBytes: Int = defaultMaxStringBytes, maxDepth: Int = defaultMaxDepth,
    chunkSize: Int = 1 << 16
  ) {
    self.source = source
    tokenizer = JSONTokenizer(maxStringBytes: maxStringBytes, maxDepth: maxDepth, chunkSize: chunkSize)
  }

  /// Returns the next token, or nil after the document's top-level value has ended.
  public mutating func next() throws(JSONError) -> JSONToken? {
    if let failure { throw failure }
    do throws(JSONError) {
      return try tokenizer.next(reading: &source)
    } catch {
      failure = error
      throw error
    }
  }

  /// The line on which the last token returned starts (1-based).
  public var line: Int { tokenizer.tokenLine }
  /// The column at which the last token returned starts (1-based, in Unicode scalars).
  public var column: Int { tokenizer.tokenColumn }
  /// How many arrays and objects are open after the last token.
  public var depth: Int { tokenizer.depth }
}
