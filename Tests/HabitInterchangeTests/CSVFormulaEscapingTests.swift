import HabitCore
import HabitInterchange
import Testing

@Suite struct CSVFormulaEscapingTests {
  @Test(arguments: [
    ("=1+1", "'=1+1"),
    ("+x", "'+x"),
    ("-x", "'-x"),
    ("@SUM(A1)", "'@SUM(A1)"),
    ("\tx", "'\tx"),
    ("\rx", "'\rx"),
    ("-", "'-"),
    ("-3+cmd", "'-3+cmd"),
    ("--3", "'--3"),
    ("-3.5.1", "'-3.5.1"),
    ("'=x", "''=x"),
    ("''-x", "'''-x"),
  ])
  func prefixesCellsASpreadsheetCouldRun(cell: String, escaped: String) {
    #expect(CSVFormulaEscaping.escape(cell) == escaped)
    #expect(CSVFormulaEscaping.unescape(escaped) == cell)
  }

  @Test(arguments: ["", "plain", "-3", "+2.5", "-.5", "7", "3-1", "'", "'x", "'-3", "a=b", " =x", "é=", "＝1"])
  func leavesOtherCellsAlone(cell: String) {
    #expect(CSVFormulaEscaping.escape(cell) == cell)
    #expect(CSVFormulaEscaping.unescape(cell) == cell)
  }
}
