import CGtk
import CGtkBridge
import DialogsGLib
import Foundation
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// Text viewers driven with real X keys and clicks under Xvfb.
final class TextViewerTests: GUITestCase, @unchecked Sendable {
    @MainActor
    private func textView(of window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        Self.descendants(of: window).first { Self.isA($0, gtk_text_view_get_type()) }!
    }

    @MainActor
    private func shownText(of window: UnsafeMutablePointer<GtkWidget>) -> String {
        let buffer = gtk_text_view_get_buffer(gd_text_view(textView(of: window)))
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        return CStrings.takeOwnership(gtk_text_buffer_get_text(buffer, &start, &end, 1))
    }

    func testTheCheckBoxGatesOK() {
        onMain {
            let answers = Answers<TextViewerResponse>()
            let viewer = TextViewer(title: "Licence", source: .text("Terms & <conditions>"))
            viewer.checkboxLabel = "I have read and agree"
            viewer.show { answers.record($0) }
            guard let window = window(titled: "Licence") else { return }
            XCTAssertEqual(shownText(of: window), "Terms & <conditions>", "plain text, never markup")
            let ok = gtk_dialog_get_widget_for_response(gd_dialog(window), ResponseID.accept)!
            XCTAssertEqual(gtk_widget_get_sensitive(ok), 0, "OK waits for the tick")
            press("Return", in: window)
            drainEvents()
            XCTAssertEqual(answers.all, [], "Return does nothing before the tick")
            let box = Self.descendants(of: window).first { Self.isA($0, gtk_check_button_get_type()) }!
            XCTAssertEqual(Self.accessibleName(box), "I have read and agree")
            click(box)
            spin(until: { gtk_widget_get_sensitive(ok) != 0 }, "OK after the tick")
            click(ok)
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all, [.accepted(editedText: nil)])
        }
    }

    func testEditedTextComesBack() {
        onMain {
            let answers = Answers<TextViewerResponse>()
            let viewer = TextViewer(title: "Commit message", source: .text("Fix"))
            viewer.isEditable = true
            viewer.isMonospace = true
            viewer.show { answers.record($0) }
            guard let window = window(titled: "Commit message") else { return }
            XCTAssertEqual(gtk_text_view_get_monospace(gd_text_view(textView(of: window))), 1)
            press("ctrl+End", in: window)
            type(" the build ✓", in: window)
            click(gtk_dialog_get_widget_for_response(gd_dialog(window), ResponseID.accept))
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all, [.accepted(editedText: "Fix the build ✓")])
        }
    }

    /// A timeout keeps what was typed: zenity 3.44 prints it, and the app may save it.
    func testATimeoutKeepsTheEdits() {
        onMain {
            let answers = Answers<TextViewerResponse>()
            let viewer = TextViewer(title: "Draft", source: .text("Dear"))
            viewer.isEditable = true
            viewer.show(timeout: .seconds(2)) { answers.record($0) }
            guard let window = window(titled: "Draft") else { return }
            press("ctrl+End", in: window)
            type(" Sam", in: window)
            spin(until: { !answers.all.isEmpty }, "the timeout")
            XCTAssertEqual(answers.all, [.timedOut(editedText: "Dear Sam")])
        }
    }

    func testAFileIsShownWithReplacementCharactersAndAStreamKeepsAppending() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("viewer-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data([0x61, 0xC3, 0xA9, 0xFF, 0x62])))
        try onMain {
            let answers = Answers<TextViewerResponse>()
            TextViewer(title: "A file", source: try .file(path)).show { answers.record($0) }
            guard let window = window(titled: "A file") else { return }
            spin(until: { self.shownText(of: window) == "aé\u{FFFD}b" }, "the file's text, bad byte replaced")
            press("Escape", in: window)

            let (stream, continuation) = AsyncStream<String>.makeStream()
            TextViewer(title: "A stream", source: .stream(stream)).show(timeout: .seconds(30)) { answers.record($0) }
            guard let streamWindow = self.window(titled: "A stream") else { return }
            continuation.yield("one\n")
            spin(until: { self.shownText(of: streamWindow) == "one\n" }, "the first chunk")
            continuation.yield("two\n")
            spin(until: { self.shownText(of: streamWindow) == "one\ntwo\n" }, "the second chunk")
            press("Escape", in: streamWindow)
            spin(until: { answers.all.count == 2 }, "both answers")
            continuation.finish()
            XCTAssertEqual(answers.all, [.closed, .closed])
        }
        XCTAssertThrowsError(try TextSource.file("/nonexistent/licence")) { error in
            XCTAssertEqual("\(error)", "cannot read \"/nonexistent/licence\": No such file or directory")
        }
    }

    /// Addresses are marked where they are, after characters of every width, and an address cut
    /// between two appends is marked whole once its end arrives.
    func testAnAddressCutBetweenAppendsIsMarkedWhole() {
        onMain {
            let (stream, continuation) = AsyncStream<String>.makeStream()
            TextViewer(title: "Links", source: .stream(stream)).show(timeout: .seconds(30)) { _ in }
            guard let window = window(titled: "Links") else { return }
            continuation.yield("café ✓ 𝄞 see https://exa")
            spin(until: { self.shownText(of: window).hasSuffix("exa") }, "the first append")
            XCTAssertEqual(linkedTexts(of: window), ["https://exa"])
            continuation.yield("mple.org/straße ok, www.x.org.\n")
            spin(until: { self.shownText(of: window).hasSuffix("\n") }, "the second append")
            XCTAssertEqual(linkedTexts(of: window), ["https://example.org/straße", "www.x.org"])
            continuation.finish()
            press("Escape", in: window)
        }
    }

    /// The runs of text the window shows with a tag (the links' underline), in order.
    @MainActor
    private func linkedTexts(of window: UnsafeMutablePointer<GtkWidget>) -> [String] {
        let buffer = gtk_text_view_get_buffer(gd_text_view(textView(of: window)))
        var iter = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &iter)
        var runs: [String] = []
        var inRun = false
        while gtk_text_iter_is_end(&iter) == 0 {
            let tags = gtk_text_iter_get_tags(&iter)
            if tags != nil {
                if !inRun { runs.append("") }
                runs[runs.count - 1].unicodeScalars.append(Unicode.Scalar(gtk_text_iter_get_char(&iter))!)
            }
            inRun = tags != nil
            g_slist_free(tags)
            gtk_text_iter_forward_char(&iter)
        }
        return runs
    }

    func testAUTF8SequenceCutBetweenReadsIsKeptForTheNext() {
        XCTAssertEqual(FileChunks.incompleteTail(of: [0x61, 0xE2, 0x9C]), [0xE2, 0x9C])
        XCTAssertEqual(FileChunks.incompleteTail(of: [0x61, 0xE2, 0x9C, 0x93]), [])
        XCTAssertEqual(FileChunks.incompleteTail(of: [0x61, 0xC3]), [0xC3])
        XCTAssertEqual(FileChunks.incompleteTail(of: [0x61]), [])
    }

    /// The links' character count agrees with GLib's for text of one- to four-byte characters,
    /// at every length around the eight bytes it counts at a time.
    @MainActor
    func testTheLinksCountCharactersAsGLibDoes() {
        let alphabet = ["a", "é", "✓", "𝄞", " ", "\n"]
        for length in 0..<40 {
            // Each length its own mix, the same in every run.
            let text = (0..<length).map { alphabet[($0 * 7 + length) % alphabet.count] }.joined()
            text.withCString { bytes in
                let count = WebAddresses.characterCount(UnsafeBufferPointer(start: bytes, count: strlen(bytes)))
                XCTAssertEqual(count, g_utf8_strlen(bytes, -1), "\(text.debugDescription)")
            }
        }
        XCTAssertEqual(WebAddresses.characterCount(UnsafeBufferPointer(start: nil, count: 0)), 0)
    }
}
