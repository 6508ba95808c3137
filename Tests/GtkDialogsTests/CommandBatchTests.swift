import GtkDialogs
import XCTest

@testable import DialogsCLI

/// A batch of `--commands` lines leaves out what a later line of it replaces: applying what it
/// keeps must leave a dialog exactly as applying every line in order does, with the same warnings.
/// Checked on a model of a dialog (no display) for 5,000 random batches, the same in every run.
final class CommandBatchTests: XCTestCase {
    /// What the commands change, as a dialog would hold it.
    private struct Model: Equatable {
        var title = "", text = ""
        var labels: [DialogButton: String] = [:]
        var enabled: [DialogButton: Bool] = [:]
        var steps: [String] = []  // "title status detail", in order
        var progress = 0.0, progressText = ""
        var rows: [String] = []
        var ended = false
        /// The lines that warned, in order.
        var warnings: [Int] = []

        /// Applies one command as the follower and the kinds do (`progress: 100` ends it: auto-close).
        mutating func apply(_ command: DialogCommand, number: Int, target: DialogButton?) {
            guard !ended else { return }
            switch command {
            case .title(let value): title = value
            case .text(let value): text = value
            case .okLabel(let value), .cancelLabel(let value):
                if let target { labels[target] = value } else { warnings.append(number) }
            case .enable, .disable:
                if let target { enabled[target] = command.isEnable } else { warnings.append(number) }
            case .progress(let percent):
                progress = percent
                ended = percent >= 100
            case .progressText(let value): progressText = value
            case .addRow(let cells): rows.append(cells.joined(separator: "|"))
            case .removeRow(let first):
                if let index = rows.firstIndex(of: first) { rows.remove(at: index) } else { warnings.append(number) }
            case .step(let title, let status, let detail):
                let line = "\(title) \(status) \(detail ?? "")"
                if let index = steps.firstIndex(where: { $0.hasPrefix("\(title) ") }) {
                    steps[index] = line
                } else {
                    steps.append(line)
                }
            case .quit: ended = true
            }
        }
    }

    /// `ok` and the label "Install" are one button (a confirm's), `cancel` another; "Nope" none.
    private static func target(of command: DialogCommand) -> DialogButton? {
        let buttons: [String: DialogButton] = ["ok": .index(1), "Install": .index(1), "cancel": .index(0)]
        switch command {
        case .okLabel: return buttons["ok"]
        case .cancelLabel: return buttons["cancel"]
        case .enable(let name), .disable(let name): return buttons[name.description]
        default: return nil
        }
    }

    private static let kindCommands: Set<String> = ["step", "progress", "progress-text"]

    private static func randomCommand(_ generator: inout some RandomNumberGenerator) -> DialogCommand {
        let word = ["A", "B", "C"].randomElement(using: &generator)!
        let button: DialogCommand.ButtonName = [.ok, .cancel, .labelled("Install"), .labelled("Nope")]
            .randomElement(using: &generator)!
        switch Int.random(in: 0..<12, using: &generator) {
        case 0: return .title(word)
        case 1: return .text(word)
        case 2: return .okLabel(word)
        case 3: return .cancelLabel(word)
        case 4: return .enable(button)
        case 5: return .disable(button)
        case 6: return .progress([10, 50, 99, 100].randomElement(using: &generator)!)
        case 7: return .progressText(word)
        case 8: return .addRow([word])
        case 9: return .removeRow(firstCell: word)
        case 10:
            return .step(
                title: ["X", "Y", "Z"].randomElement(using: &generator)!,
                status: StepStatus.allCases.randomElement(using: &generator)!,
                detail: Bool.random(using: &generator) ? word : nil)
        default: return Int.random(in: 0..<4, using: &generator) == 0 ? .quit : .title(word)
        }
    }

    func testWhatABatchKeepsLeavesTheDialogAsEveryLineInOrderDoes() {
        var generator = SeededGenerator(seed: 27)
        for _ in 0..<5_000 {
            let commands = (0..<Int.random(in: 1...30, using: &generator)).map { _ in
                Self.randomCommand(&generator)
            }
            var everyLine = Model()
            var batch = CommandBatch()
            for (index, command) in commands.enumerated() {
                everyLine.apply(command, number: index + 1, target: Self.target(of: command))
                guard batch.append(.command(command, number: index + 1)) else { break }
            }
            var kept = Model()
            let applied = batch.applied { $0.key(button: Self.target(of: $0), kindCommands: Self.kindCommands) }
            for case .command(let command, let number) in applied {
                kept.apply(command, number: number, target: Self.target(of: command))
            }
            XCTAssertEqual(kept, everyLine, "\(commands)")
            if kept != everyLine { return }
        }
    }

    func testAThousandLinesOfTextAndOneStepAreTwoChanges() {
        var batch = CommandBatch()
        for line in 1...500 {
            _ = batch.append(.command(.text("Line \(line)"), number: 2 * line - 1))
            _ = batch.append(.command(.step(title: "Work", status: .working, detail: "\(line)"), number: 2 * line))
        }
        _ = batch.append(.command(.title("Burst done"), number: 1_001))
        _ = batch.append(.problem("unknown command", number: 1_002))
        let applied = batch.applied { $0.key(button: nil, kindCommands: ["step"]) }
        XCTAssertEqual(
            applied.map { entry -> String in
                switch entry {
                case .command(let command, let number): "\(number) \(command.name)"
                case .problem(let problem, let number): "\(number) \(problem)"
                }
            }, ["1000 step", "999 text", "1001 title", "1002 unknown command"],
            "the step where it first stood, with its last status; the last text; the rest as it came")
        if case .command(let step, _) = applied.first {
            XCTAssertEqual(step, .step(title: "Work", status: .working, detail: "500"))
        }

        var quitting = CommandBatch()
        XCTAssertTrue(quitting.append(.command(.title("Before"), number: 1)))
        XCTAssertTrue(quitting.append(.command(.quit, number: 2)))
        XCTAssertFalse(quitting.append(.problem("after quit", number: 3)), "nothing after quit is taken")
        XCTAssertEqual(quitting.entries.count, 2)
    }
}
