import DialogsTesting
import GtkDialogs
import XCTest

// The names the DocC articles' snippets take as given, so that scripts/check-doc-snippets can
// compile every snippet: the app's own values and functions, declared as simply as they can be.

@MainActor let alert = Alert(title: "Uh Oh", buttons: ["Run away", "Onward"])
@MainActor var window = UnsafeMutablePointer<Int>.allocate(capacity: 1)
@MainActor var form = FormDialog(title: "Edit Contact") { FormField(key: "name", label: "Name") }
@MainActor let dialog = ScaleDialog(title: "Brightness")
@MainActor let editor = TextViewer(title: "Commit message", source: .text(""))
@MainActor let user = ScriptedUser()
@MainActor let lines = AsyncStream<String> { $0.finish() }
let files = [File(path: "a.tmp", name: "a.tmp", isTemporary: true)]
@MainActor let programs = [Program(name: "Firefox", command: "firefox")]
@MainActor let controller = Controller()
@MainActor let contact = Contact()
@MainActor let settings = Settings()
@MainActor let player = Player()
@MainActor let report = Report()
@MainActor let status = Status()
@MainActor let preview = Preview()
@MainActor let billing = Billing()
@MainActor let download = Download()
@MainActor let build = Build()
let picturesFolder = "/home/ada/Pictures"
let oldName = "notes.txt"
let draft = "Fix the build"
let year = 2024
let month = 2
let dayOfMonth = 31
let arrival = CalendarDate.today()
let opening: CalendarDate? = nil
let closing: CalendarDate? = nil

struct File: Sendable { var path: String; var name: String; var isTemporary: Bool }
struct Program { var name: String; var command: String }
enum Plan: String, CaseIterable { case free = "Free", pro = "Pro" }

@MainActor final class Controller {
    var wentOnward = false
    var deleted: [String] = []
    func somethingBadHappened() {}
    func discardDraft() {}
    func cleanUp(_ files: [String]) {}
    func copyAll() async throws {}
}

@MainActor final class Contact { func update(from values: [String: String]) {} }
@MainActor final class Settings {
    var accent = RGBAColor.white
    var volume = 50
    var editorFont = "Monospace 11"
}
@MainActor final class Player { var volume = 50 }
@MainActor final class Report { var due = CalendarDate.today() }
@MainActor final class Status { var text = "" }
@MainActor final class Preview { var title = "" }
@MainActor final class Billing { func update<Member>(_ member: Member) {} }
@MainActor final class Download {
    var onBytes: (Int, Int) -> Void = { _, _ in }
    var onFinish: () -> Void = {}
    func cancel() {}
}
@MainActor final class Build { var outputLines: AsyncStream<String> { AsyncStream { $0.finish() } } }

@MainActor func performLengthyOperation() {}
@MainActor func scheduleLengthyOperationForLater() {}
@MainActor func keep() {}
@MainActor func delete() {}
@MainActor func delete(_ files: [File]) {}
@MainActor func keepAll() {}
@MainActor func handle<Choice>(_ choice: Choice) {}
@MainActor func runAway() {}
@MainActor func proceedOnward() {}
@MainActor func schedule(_ day: CalendarDate, notes: String) {}
@MainActor func importPhotos(_ paths: [String]) {}
@MainActor func backUp(_ source: String, to folder: String) {}
@MainActor func export(to path: String) throws {}
@MainActor func save(_ values: [String: String]) {}
@MainActor func format(_ disk: String, label: String) {}
@MainActor func launch(_ command: String) {}
@MainActor func open(_ report: Report) {}
@MainActor func revealInFolder(_ report: Report) {}
@MainActor func showWindow() {}
@MainActor func log(_ text: String) {}
func copy(_ file: File) async throws {}
@MainActor func preview(brightness: Int) {}
@MainActor func unlock(with pin: String) {}
@MainActor func checkout(_ branch: String) {}
@MainActor func rename(to name: String) {}
@MainActor func install() {}
@MainActor func commit(_ message: String) {}
@MainActor func saveDraft(_ text: String) {}
@MainActor func deploy(to host: String) {}
func readLog() -> [String] { [] }

// LiveDialogs.md
struct Update { var name: String }
struct Device { var name: String }
func checkForUpdates() async -> [Update] { [] }
func installUpdates() {}
func pair(_ device: String) {}
@MainActor let bluetooth = Bluetooth()
@MainActor final class Bluetooth { var discoveries: AsyncStream<Device> { AsyncStream { $0.finish() } } }
