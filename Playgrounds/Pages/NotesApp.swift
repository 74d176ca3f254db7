import DrawKit
import Foundation

extension PlaygroundPage {
  /// A notes app made only of the library's parts: a virtual list of notes with icons, a
  /// toolbar with search and a dark-mode switch, a scrolled detail pane with a ruled editor,
  /// PDF export on pages; Ctrl+N adds a note, the list follows every edit.
  static let notesApp = PlaygroundPage(
    name: "NotesApp",
    summary: "A notes app from the library's parts: list, toolbar, search, ruled editor, PDF."
  ) {
    NotesApp().root
  }
}

/// One note: a title (its first line), when it was written, and its text.
private struct Note {
  var date: String
  var text: String
  var title: String { String(text.prefix { $0 != "\n" }) }
}

/// The notes and which of them the search shows: what the app's views read and change.
private final class NotesLibrary {
  var notes: [Note] = [
    Note(date: "Today", text: "Groceries\nOat milk, lemons, basil, rice, coffee beans."),
    Note(date: "Yesterday", text: "Trip to Kyoto\n京都: 金閣寺 at opening, then 錦市場.\nTrain 9:12."),
    Note(date: "Monday", text: "Reading list\nThe Left Hand of Darkness\nPiranesi\nKindred"),
    Note(date: "Sunday", text: "Bread\n500 g flour, 350 g water, 10 g salt, 100 g starter."),
  ]
  var search = ""
  /// The indices in ``notes`` of the notes the search matches, in order.
  private(set) var shown: [Int] = []

  init() {
    for day in 1...40 {
      notes.append(Note(date: "\(day) Nov", text: "Meeting \(day)\nAgenda, notes and actions."))
    }
    filter()
  }

  /// Updates ``shown`` for the notes and the search as they are now.
  func filter() {
    shown = notes.indices.filter {
      search.isEmpty || notes[$0].text.localizedCaseInsensitiveContains(search)
    }
  }
}

/// A row of the notes list: an icon, the note's title and its date.
private final class NoteRow: Row {
  let title = Label(font: .system(size: 14, weight: .semibold))
  let date = Label(font: .system(size: 12), color: .secondaryLabel)

  init(icon: Image?) {
    let (title, date) = (title, date)
    let image = ImageView(image: icon, accessibilityLabel: "Note")
    image.tintColor = .accent
    super.init(spacing: 10, padding: EdgeInsets(horizontal: 12, vertical: 6)) {
      image.frame(width: 16, height: 16)
      Column(spacing: 2) {
        title.frame(height: 18)
        date.frame(height: 16)
      }
      .layoutFlex(1)
    }
  }
}

/// The app's window: its views, and the callbacks that keep them and the notes in step.
private struct NotesApp {
  let root: DrawView

  init() {
    let library = NotesLibrary()
    let icon = try? Image(svgData: ImagesPageAssets.star)
    let list = ListView(
      dataSource: ListDataSource(
        rowCount: { library.shown.count }, makeRow: { NoteRow(icon: icon) },
        configureRow: { (row: NoteRow, index) in
          let note = library.notes[library.shown[index]]
          row.title.text = note.title
          row.date.text = note.date
        }, rowText: { library.notes[library.shown[$0]].title }),
      rowHeight: .fixed(50), selectionMode: .single)
    list.backgroundColor = .controlBackground
    let heading = Label(font: .system(size: 20, weight: .semibold))
    let editor = TextView()
    editor.theme = .notes
    let status = Label(font: .system(size: 12), color: .secondaryLabel)
    let search = TextField()
    search.placeholder = "Search"
    let selectedNote = { [weak list] in list?.selectedIndex.map { library.shown[$0] } }
    let show = { [weak editor, weak heading, weak status] (index: Int?) in
      status?.text = "\(library.notes.count) notes, \(library.shown.count) shown"
      heading?.text = index.map { library.notes[$0].date } ?? "No note"
      editor?.text = index.map { library.notes[$0].text } ?? ""
    }
    _ = list.onSelectionChange { _ in show(selectedNote()) }
    _ = editor.onChange { [weak list] editor, _ in
      guard let list, let row = list.selectedIndex else { return }
      library.notes[library.shown[row]].text = editor.text
      list.reloadRows(at: [row])
    }
    _ = search.onChange { [weak list] field, _ in
      library.search = field.text
      library.filter()
      list?.reloadData()
      list?.selectedIndices = library.shown.isEmpty ? [] : [0]
      show(selectedNote())
    }
    let addNote = { [weak list, weak editor, weak search] in
      search?.text = ""
      library.search = ""
      library.notes.insert(Note(date: "Now", text: "New note"), at: 0)
      library.filter()
      list?.reloadData()
      list?.selectedIndices = [0]
      list?.scrollToRow(0)
      show(0)
      editor?.storage.selectAll()
      _ = editor?.becomeFirstResponder()
    }
    let deleteNote = { [weak list] in
      guard let list, let row = list.selectedIndex else { return }
      library.notes.remove(at: library.shown[row])
      library.filter()
      list.deleteRows(at: [row])
      list.selectedIndices = library.shown.isEmpty ? [] : [min(row, library.shown.count - 1)]
      show(selectedNote())
    }
    let exportNote = { [weak editor, weak status] in
      guard let editor, let status else { return }
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("Note.pdf")
      let a4 = CGSize(width: 595.28, height: 841.89)
      do {
        let pages = try Renderer().pageTops(paginating: editor, pageSize: a4).count
        try Renderer().writePDF(paginating: editor, pageSize: a4, to: url)
        status.text = "Exported \(pages) page\(pages == 1 ? "" : "s") to \(url.path)"
      } catch {
        status.text = "Export failed: \(error)"
      }
    }
    let darkMode = ToggleSwitch(title: "Dark").onValueChange { [weak editor] toggle in
      toggle.rootView.theme = toggle.isOn ? Theme.plain.with { $0.tokens = .dark } : .plain
      editor?.theme = toggle.isOn ? Theme.notes.with { $0.tokens = .dark } : .notes
    }
    root = Column(frame: CGRect(x: 0, y: 0, width: 760, height: 460), spacing: 0) {
      Row(spacing: 8, padding: EdgeInsets(horizontal: 12, vertical: 8)) {
        Button(title: "New").onActivate { _ in addNote() }
        Button(title: "Delete").onActivate { _ in deleteNote() }
        Button(title: "Export PDF").onActivate { _ in exportNote() }
        Spacer()
        search.frame(width: 200)
        darkMode
      }
      Row(spacing: 0, alignment: .fill) {
        list.frame(width: 240)
        ScrollView(
          content: Column(spacing: 8, padding: EdgeInsets(all: 16)) {
            heading
            editor
          }
        )
        .layoutFlex(1)
      }
      .layoutFlex(1)
      Row(padding: EdgeInsets(horizontal: 12, vertical: 4)) { status }
    }
    root.backgroundColor = .background
    _ = root.onShortcut(KeyShortcut("n", modifiers: .control)) { _ in addNote() }
    list.selectedIndices = [1]
    show(selectedNote())
  }
}
