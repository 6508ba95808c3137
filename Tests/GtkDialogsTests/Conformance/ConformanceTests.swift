import DialogStories
import XCTest

/// Every kind's stories (Tests/Conformance), each acted out by the scripted user and by a person
/// at GTK 3's windows (on X, and on Wayland in the Wayland pass): the same answers from both.
final class ConformanceTests: GUITestCase, @unchecked Sendable {
    /// Where the windows' remembered answers go: a folder of the test's own (the scripted user
    /// remembers in its own memory).
    private var answers: TestAnswerFolder?

    override func setUpWithError() throws {
        try super.setUpWithError()
        onMain { answers = TestAnswerFolder(named: "stories") }
    }

    override func tearDown() {
        onMain { answers?.restore() }
        super.tearDown()
    }

    func testEveryKindsStoriesWithTheScriptedUser() {
        onMain { runAll(on: ScriptedStoryDriver { condition in self.spin(until: condition, "the answer") }) }
    }

    func testEveryKindsStoriesAtGtk3Windows() {
        onMain { runAll(on: Gtk3StoryDriver(test: self)) }
    }

    @MainActor
    private func runAll(on driver: any StoryDriver) {
        var counts: [String] = []
        for (kind, stories) in DialogStory.byKind {
            XCTAssertEqual(StoryRunner.run(stories, on: driver), [], kind)
            counts.append("\(kind) \(stories.count)")
        }
        print("conformance (\(driver.name)): \(counts.joined(separator: ", "))")
    }
}
