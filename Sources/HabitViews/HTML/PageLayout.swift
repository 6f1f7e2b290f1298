/// The frame every page shares: the document head with its inline style sheet, the navigation, the footer.
///
/// Pages work without JavaScript; at 390 px wide everything is one column and every button is at least 44 px high.
enum PageLayout {
  static func write<Stream: TextOutputStream>(
    title: String, context: PageContext?, app: Bool? = nil, to stream: inout Stream,
    body: (inout HTMLOutput<Stream>) -> Void
  ) {
    var out = HTMLOutput(stream: stream)
    out.raw("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">")
    out.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
    out.raw("<title>")
    out.text(title)
    out.raw(" · habit</title>")
    // A page of the web app (not a report file, which stands alone) names the manifest, the icons and the script
    // that registers the service worker.
    if app ?? (context != nil) {
      out.raw(
        "<link rel=\"manifest\" href=\"/manifest.webmanifest\"><meta name=\"theme-color\" content=\"\(AppShell.themeColor)\">"
          + "<link rel=\"icon\" href=\"/icons/icon.svg\" type=\"image/svg+xml\">"
          + "<link rel=\"apple-touch-icon\" href=\"/icons/180.png\"><script src=\"/app.js\" defer></script>")
    }
    out.raw("<style>\(styleSheet)</style></head><body>")
    if let context, let member = context.member {
      out.raw("<nav><a href=\"/today\">Today</a><a href=\"/board\">Household</a>")
      out.raw("<a href=\"/challenges\">Challenges</a><a href=\"/plan\">Plan</a>")
      out.raw("<a href=\"/activities/new\">Add</a>")
      out.raw("<span class=\"who\">")
      out.text(member)
      out.raw("</span>")
      out.form(action: "/members/leave", csrf: context.csrf, button: "Switch", buttonClass: "link")
      out.raw("</nav>")
    }
    out.raw("<main>")
    body(&out)
    out.raw("</main></body></html>")
    stream = out.stream
  }

  static let styleSheet = baseStyleSheet + ActivityPage.dayStyleRules + darkStyleRules

  /// Dark mode, as the phone's setting says (`prefers-color-scheme`): the same page on dark surfaces. The day
  /// colours of the calendar keep their meaning; only what carries no judgement changes.
  static let darkStyleRules = """
    :root{color-scheme:light dark}@media (prefers-color-scheme:dark){body{color:#f2f2f7;background:#000}\
    nav{background:#1c1c1e;border-bottom-color:#38383a}nav a,button.link,.contents a{color:#64a8ff}\
    .who,.dim,dl.stats dt,table.cal th,ul.legend{color:#aeaeb2}.card{background:#1c1c1e;box-shadow:none}\
    button,.button,input,select,textarea{background:#2c2c2e;color:#f2f2f7;border-color:#48484a}\
    button.primary{background:#0a84ff;border-color:#0a84ff;color:#fff}.state{background:#3a3a3c;color:#f2f2f7}\
    .due{background:#4d3f00;color:#ffe27a}.at_risk,.over_limit,.failed,.error{background:#4a1512;color:#ffb4ab}\
    .done,.within_limit,.notice{background:#103b1d;color:#a6e3b4}.day-empty{background:#1c1c1e;border-color:#48484a;\
    color:#f2f2f7}.today-cell{outline-color:#64a8ff}}
    """

  static let baseStyleSheet = """
    *{box-sizing:border-box}body{margin:0;font:16px/1.4 system-ui,sans-serif;color:#1d1d1f;background:#f5f5f7}\
    main{max-width:720px;margin:0 auto;padding:12px}h1{font-size:1.4em;margin:.4em 0}h2{font-size:1.1em;margin:1em 0 .4em}\
    nav{display:flex;flex-wrap:wrap;gap:4px 14px;align-items:center;padding:8px 12px;background:#fff;\
    border-bottom:1px solid #ddd}nav a{color:#0a58ca;text-decoration:none;padding:8px 0}.who{margin-left:auto;color:#555}\
    .card{background:#fff;border-radius:12px;padding:10px 12px;margin:8px 0;box-shadow:0 1px 2px #0002}\
    .row{display:flex;align-items:center;gap:8px;flex-wrap:wrap}.grow{flex:1;min-width:150px}\
    .icon{font-size:1.6em;width:1.6em;text-align:center}.name{font-weight:600;color:inherit}.dim{color:#666;font-size:.9em}\
    form.inline{display:inline}button,.button{min-height:44px;min-width:44px;padding:6px 12px;border-radius:10px;\
    border:1px solid #bbb;background:#fff;font:inherit;cursor:pointer}a.button{display:inline-flex;align-items:center;\
    justify-content:center;text-decoration:none;color:inherit;font-size:1.3em}.spacer{visibility:hidden}\
    .streaks{display:flex;flex-direction:column;align-items:flex-end;text-align:right}button.check{font-size:1.3em;border-width:2px}\
    button.link{border:0;background:none;color:#0a58ca;min-height:0;padding:8px 0}button.primary{background:#0a58ca;color:#fff}\
    input,select,textarea{font:inherit;padding:8px;border:1px solid #bbb;border-radius:8px;min-height:44px;max-width:100%}\
    input.amount{width:6em}.state{font-size:.8em;padding:2px 8px;border-radius:8px;background:#eee}\
    .at_risk{background:#fde2e1;color:#a1130a}.due{background:#fff4ce}.done,.within_limit{background:#dff3e3;color:#1b6b2f}\
    .over_limit,.failed{background:#fde2e1}.skipped,.rest{background:#eee;color:#666}.paused{background:#e8effa;color:#3a5a8c}\
    .streak{font-weight:600;white-space:nowrap}.streaks .dim{white-space:nowrap}\
    button.danger{color:#a1130a;border-color:#e8a7a3}.apart{margin-left:auto}\
    ul.legend{list-style:none;padding:0;margin:10px 0 0;display:flex;flex-wrap:wrap;gap:6px 14px;font-size:.85em;\
    color:#444}ul.legend li{display:flex;align-items:center;gap:6px}\
    .swatch{display:inline-block;width:18px;height:18px;border-radius:5px;border:1px solid #bbb}\
    table.cal{border-collapse:separate;border-spacing:4px;width:100%;table-layout:fixed}\
    table.cal th{font-size:.8em;color:#666}table.cal td{padding:0;text-align:center}\
    table.cal button,table.cal span{width:100%;min-width:0;padding:8px 0;display:block;border-radius:10px}\
    .today-cell{outline:2px solid #0a58ca}.error{background:#fde2e1;color:#a1130a;padding:10px;border-radius:10px}\
    .notice{background:#dff3e3;padding:10px;border-radius:10px}dl.stats{display:grid;grid-template-columns:auto 1fr;\
    gap:4px 12px}dl.stats dt{color:#666}dl.stats dd{margin:0}svg{max-width:100%;height:auto}\
    .contents ol{margin:.2em 0;padding-left:1.4em}.contents a{color:#0a58ca}.contents li{margin:.2em 0}\
    .year-whole{overflow-x:auto}.year-halves svg{display:block;width:100%;margin:4px 0}\
    .circles{display:flex;flex-wrap:wrap;gap:4px}.circle{width:28px;height:28px;border-radius:50%;border:2px solid #999;\
    display:inline-flex;align-items:center;justify-content:center;font-size:.75em}.c-done{background:#34c759;color:#fff;\
    border-color:#34c759}.c-missed{border-color:#ff3b30;color:#ff3b30}label{display:block;margin:8px 0 4px}\
    @media (max-width:600px){.year-whole{display:none}}@media not all and (max-width:600px){.year-halves{display:none}}\
    @media print{.year-whole{display:block}.year-halves{display:none}}@media print{nav,form{display:none}body{background:#fff}.card{box-shadow:none;border:1px solid #ddd}}
    """
}
