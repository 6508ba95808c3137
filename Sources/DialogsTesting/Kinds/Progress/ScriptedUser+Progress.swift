import DialogsCore

extension ScriptedUser.ShownDialog.Kind {
    /// A ``ProgressDialog``.
    public static let progress = Self(ProgressRequest.self)
}

extension ScriptedUser {
    /// Presses Cancel in the progress dialog titled `title` once its bar reaches
    /// `percent` (at once when it is there already).
    ///
    /// ```swift
    /// user.cancel("Copying files", atPercent: 50)
    /// ```
    public func cancel(
        _ title: String, atPercent percent: Double, file: StaticString = #filePath, line: UInt = #line
    ) {
        addStep(title, "cancel at \(percent)%", file: file, line: line, ProgressRequest.cancel(atPercent:), percent)
    }

    /// One state a progress dialog showed.
    public struct ProgressStep: Equatable, Sendable {
        /// How much was done, from 0 to 1.
        public let fraction: Double
        /// The text line, when the work replaced it.
        public let text: String?
        /// Whether the bar pulsed.
        public let isPulsating: Bool
        /// Whether OK was available (the work was done).
        public let isDone: Bool
    }

    /// Every state the progress dialogs titled `title` showed, in order, as a window would have
    /// shown them (updates sent faster than the main loop turns arrive as one).
    ///
    /// ```swift
    /// XCTAssertEqual(user.progressSteps(of: "Copying files").last?.fraction, 1)
    /// ```
    public func progressSteps(of title: String) -> [ProgressStep] {
        requests.compactMap { $0 as? ProgressRequest }.filter { $0.title == title }.flatMap(\.updates).map {
            ProgressStep(fraction: $0.fraction, text: $0.text, isPulsating: $0.isPulsating, isDone: $0.isDone)
        }
    }
}
