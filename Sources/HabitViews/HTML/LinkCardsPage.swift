import HabitCore
import HabitScreens
import QRCode

/// The member's check-in links as cards to print and put on the fridge: each with the activity's icon and name,
/// whose it is, and the link's QR code (inline SVG). On paper the navigation goes and the cards keep whole.
public struct LinkCardsPage: Sendable {
  /// One card: the link, its full URL, and the URL's QR code.
  public struct Card: Sendable {
    public let link: LinkSummary
    public let url: String
    public let code: QRCode

    public init(link: LinkSummary, url: String, code: QRCode) {
      self.link = link
      self.url = url
      self.code = code
    }
  }

  public let cards: [Card]

  public init(cards: [Card]) { self.cards = cards }

  static let printStyle = """
    .cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:12px}\
    .qr-card{text-align:center;margin:0}.qr-card svg{width:100%;max-width:240px;height:auto}\
    .qr-card .icon{display:block;width:auto;font-size:2.4em}.qr-card .url{font-size:.7em;word-break:break-all}\
    @media print{nav,.no-print{display:none}body,.card{background:#fff;color:#000;box-shadow:none}\
    .qr-card{border:1px dashed #999;break-inside:avoid;page-break-inside:avoid}main{max-width:none}}
    """

  public func render(_ context: PageContext, to stream: inout some TextOutputStream) {
    PageLayout.write(title: "Check-in cards", context: context, to: &stream) { out in
      out.raw("<style>\(Self.printStyle)</style><h1>Check-in cards</h1>")
      guard !cards.isEmpty else {
        out.raw("<p>No check-in links yet. Make one on the command line: <code>habit link add NAME --user ")
        out.text((context.member ?? "NAME").shellWord)
        out.raw("</code>, then come back here to print its card.</p>")
        return
      }
      out.raw(
        "<p class=\"dim no-print\">Print this page and put each card where the activity happens: scanning a card "
          + "opens a page whose button records a completion. Whoever has a card can use it; "
          + "<code>habit link remove</code> revokes one.</p><div class=\"cards\">")
      for card in cards {
        let name = card.link.activity ?? ""
        out.raw("<figure class=\"card qr-card\" data-secret=\"\(HTML.escape(card.link.secret))\">")
        out.raw("<span class=\"icon\" aria-hidden=\"true\">")
        out.text(card.link.icon)
        out.raw("</span><figcaption><span class=\"name\">")
        out.text(name)
        out.raw("</span><br><span class=\"dim\">")
        out.text(card.link.member)
        out.raw("</span></figcaption>")
        out.raw(QRCodeDrawing.svg(card.code, title: "QR code of the check-in link for \(name)"))
        out.raw("<div class=\"url dim\">")
        out.text(card.url)
        out.raw("</div></figure>")
      }
      out.raw("</div>")
    }
  }
}
