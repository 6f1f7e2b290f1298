import HabitCore
import HabitScreens

/// Add or edit an activity: name, emoji, colour, goal, required amount and unit, section, description.
public struct ActivityFormPage: Sendable {
  /// The activity edited, or nil for a new one.
  public let activity: Activity?
  /// Why the last submission was refused, with the values typed kept in the fields.
  public let refusal: String?
  public let values: [String: String]

  public init(activity: Activity?, refusal: String? = nil, values: [String: String] = [:]) {
    self.activity = activity
    self.refusal = refusal
    self.values = values
  }

  public func render(_ context: PageContext, to stream: inout some TextOutputStream) {
    let title = activity.map { "Edit \($0.name)" } ?? "New activity"
    PageLayout.write(title: title, context: context, to: &stream) { out in
      out.raw("<h1>")
      out.text(title)
      out.raw("</h1>")
      if let refusal {
        out.raw("<p class=\"error\" role=\"alert\">")
        out.text(refusal)
        out.raw("</p>")
      }
      let action = activity.map { "/activities/\($0.uuid)/edit" } ?? "/activities"
      out.raw("<div class=\"card\"><form method=\"post\" action=\"\(action)\">")
      out.hidden("csrf", context.csrf)
      field(&out, "name", "Name", values["name"] ?? activity?.name ?? "", extra: "maxlength=\"100\" required")
      field(&out, "icon", "Emoji", values["icon"] ?? activity?.icon ?? "", extra: "maxlength=\"16\"")
      out.raw("<label for=\"f-color\">Colour</label><select id=\"f-color\" name=\"color\">")
      let chosen = values["color"] ?? activity?.color.hex ?? ""
      out.raw("<option value=\"\">automatic</option>")
      for (name, hex) in Color.palette {
        let selected = chosen.lowercased() == hex.lowercased() || chosen == name ? " selected" : ""
        out.raw("<option value=\"\(hex)\"\(selected)>\(name)</option>")
      }
      out.raw("</select>")
      field(
        &out, "goal", "Goal (1/day, 3/week, <=2/day, 150 minutes/week, mon,wed,fri)",
        values["goal"] ?? activity?.goals.last?.goal.spec ?? "1/day", extra: "maxlength=\"60\"")
      let required = activity?.requiredAmount.map(formatAmount) ?? ""
      field(
        &out, "amount", "Required amount per completion (empty: any completion counts)", values["amount"] ?? required,
        extra: "inputmode=\"decimal\" maxlength=\"20\"")
      field(
        &out, "unit", "Unit (pages, minutes, km)", values["unit"] ?? activity?.unit ?? "", extra: "maxlength=\"32\"")
      let whose =
        values["whose"] ?? (activity?.shared == true ? "household" : activity?.isPrivate == true ? "private" : "mine")
      out.raw("<label for=\"f-whose\">Whose</label><select id=\"f-whose\" name=\"whose\">")
      for (value, label) in [
        ("mine", "Mine"), ("household", "The household's: any member does it"),
        ("private", "Mine, private: out of the household's views"),
      ] {
        out.raw("<option value=\"\(value)\"\(whose == value ? " selected" : "")>\(label)</option>")
      }
      out.raw("</select>")
      field(
        &out, "section", "Section (Morning, Evening; empty: none)", values["section"] ?? activity?.section ?? "",
        extra: "maxlength=\"60\"")
      field(
        &out, "description", "Description", values["description"] ?? activity?.description ?? "",
        extra: "maxlength=\"500\"")
      out.raw("<p><button type=\"submit\" class=\"primary\">Save</button></p></form></div>")
    }
  }

  private func field<S>(_ out: inout HTMLOutput<S>, _ name: String, _ label: String, _ value: String, extra: String) {
    out.raw("<label for=\"f-\(name)\">")
    out.text(label)
    out.raw("</label><input id=\"f-\(name)\" name=\"\(name)\" value=\"")
    out.text(value)
    out.raw("\" \(extra) style=\"width:100%\">")
  }
}
