import CGtk
import Dispatch
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// Swift concurrency and the dispatch main queue inside GTK's main loop.
final class MainLoopTests: GUITestCase, @unchecked Sendable {
    func testTasksAndMainQueueBlocksRunInsideDialogsRun() {
        onMain {
            var events: [String] = []
            Task { @MainActor in
                events.append("task")
                try? await Task.sleep(for: .milliseconds(20))
                events.append("after sleep")
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        events.append("main queue")
                        Dialogs.quit()
                    }
                }
            }
            Dialogs.run()
            XCTAssertEqual(events, ["task", "after sleep", "main queue"])
        }
    }

    func testAsyncAlertInsidePlainGtkMain() {
        onMain {
            var response: AlertResponse?
            Task { @MainActor in
                response = await Alert(title: "Inside gtk_main", buttons: ["OK"]).response(timeout: .milliseconds(50))
                gtk_main_quit()
            }
            gtk_main()
            XCTAssertEqual(response, .timedOut)
        }
    }

    func testAHandlerCanShowTheNextDialog() {
        onMain {
            var greeting: AlertResponse?
            Alert(title: "First", buttons: ["Next"]).show { _ in
                Alert(title: "Second", buttons: ["Done"]).show { greeting = $0 }
            }
            guard let first = window(titled: "First") else { return }
            press("Return", in: first)
            guard let second = window(titled: "Second") else { return }
            XCTAssertEqual(
                Self.toplevels().filter { gtk_widget_get_mapped($0) != 0 }.count, 1, "the first window is gone")
            press("Return", in: second)
            spin(until: { greeting != nil }, "the second handler")
            XCTAssertEqual(greeting, .button(0))
        }
    }
}

extension MainLoopTests {
    func testCancellingTheAwaitingTaskDismissesTheDialog() {
        onMain {
            var response: AlertResponse?
            let task = Task { @MainActor in
                response = await Alert(title: "Cancelled", buttons: ["OK"]).response()
            }
            guard window(titled: "Cancelled") != nil else { return }
            task.cancel()
            spin(until: { response != nil }, "the cancelled caller")
            XCTAssertEqual(response, .dismissed)
        }
    }
}
