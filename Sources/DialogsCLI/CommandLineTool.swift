import DialogsCore

/// The CLI: zenity-compatible dialogs for shell scripts, plus a native mode with JSON output and
/// an exit code per ending, on the toolkit the executable hands it. No dialog code of its own.
@MainActor
package enum CommandLineTool {
    /// Runs this process's command line with `commandLine`'s toolkit, and exits with its status.
    ///
    /// ```swift
    /// CommandLineTool.run(with: Gtk3CommandLine())
    /// ```
    package static func run(with commandLine: some CommandLineToolkit) -> Never {
        CurrentToolkit.commandLine = commandLine
        Dialogs.use(commandLine.toolkit)
        ThisProcess.reopenMissingStandardDescriptors()
        let programPath = ThisProcess.programPath
        let calledAsZenity = programPath.split(separator: "/").last == "zenity"
        Output.toolName = commandLine.programName
        ZenityCompatibility.current = commandLine.zenity
        Output.programName = calledAsZenity ? "zenity" : commandLine.programName
        let nativeCommand = ThisProcess.argument(1).flatMap(DialogKinds.nativeCommand(named:))
        let forgets = ForgetMode.isAsked(by: ThisProcess.argument(1))
        let arguments = CommandLine.arguments
        let usageExitCode = nativeCommand != nil || forgets ? NativeExitCode.usage : ZenityExitCode.usage

        // Hidden: the man pages and the shell completion, written from the option tables (`make deb`,
        // `make install`), in English: before the user's locale is taken.
        if let generated = Generated.text(for: Array(arguments.dropFirst())) {
            ThisProcess.write(generated)
            ThisProcess.exit(0)
        }
        ThisProcess.useLocaleWithUTF8()
        // Arguments must be UTF-8: checked before anything else reads them.
        if let index = ThisProcess.firstInvalidUTF8Argument() {
            Output.error(TextDomain.tool.format("argument %s is not valid UTF-8; pass text in UTF-8", "\(index)"))
            ThisProcess.exit(usageExitCode)
        }
        ThisProcess.ignoreBrokenPipe()

        let status = status(
            programPath: programPath, arguments: arguments, nativeCommand: nativeCommand, forgets: forgets,
            calledAsZenity: calledAsZenity, usageExitCode: usageExitCode)
        // An answer nobody received is not a success: exit as for an error (native: EX_IOERR).
        ThisProcess.exit(
            Output.lostAnswer ? (nativeCommand != nil ? NativeExitCode.outputLost : ZenityExitCode.usage) : status)
    }

    /// Parses the arguments in the mode they ask for and shows the dialog; the exit status.
    private static func status(
        programPath: String, arguments: [String], nativeCommand: (kind: any DialogKind.Type, command: NativeCommand)?,
        forgets: Bool, calledAsZenity: Bool, usageExitCode: Int32
    ) -> Int32 {
        do throws(UsageError) {
            if let (kind, command) = nativeCommand {
                let mode = try NativeMode.parse(kind, command, [programPath] + arguments.dropFirst(2))
                if let status = mode.answeredFromMemory() { return status }
                return runDialog(show: mode.show, noDisplayCode: NativeExitCode.noDisplay)
            }
            if forgets { return try ForgetMode.run([programPath] + arguments.dropFirst()) }
            let mode = try ZenityMode.parse(arguments, calledAsZenity: calledAsZenity)
            return runDialog(show: mode.show, noDisplayCode: ZenityExitCode.error)
        } catch {
            if error.message.contains("--help") || !error.pointsToHelp {
                Output.error(error.message)
            } else if let (_, command) = nativeCommand {
                Output.error(
                    // Translators: %1$s is what is wrong with the arguments, %2$s a native command (alert).
                    TextDomain.tool.format("%1$s (see gtk-dialogs %2$s --help)", error.message, command.name)
                        .replacing("gtk-dialogs", with: Output.toolName))
            } else if forgets {
                Output.error(
                    TextDomain.tool.format("%s (see gtk-dialogs --help)", error.message)
                        .replacing("gtk-dialogs", with: Output.toolName))
            } else {
                Output.error(TextDomain.tool.format("%s. Please see --help for all possible usages.", error.message))
            }
            return usageExitCode
        }
    }

    /// Opens the display, shows the dialog and runs the loop until it has ended; its exit status.
    private static func runDialog(show: (@escaping @MainActor (Int32) -> Void) -> Void, noDisplayCode: Int32) -> Int32 {
        StandardInput.readAhead()
        do {
            try Dialogs.initialize()
        } catch {
            Output.error("\(error)")
            return noDisplayCode
        }
        var status: Int32?
        show { code in
            status = code
            Dialogs.quit()
        }
        if status == nil { Dialogs.run() }
        return status ?? noDisplayCode
    }
}
