import CGtk
import Glibc
import GtkDialogs

// gtk-dialogs: zenity-compatible dialogs for shell scripts, plus a native mode
// with JSON output and an exit code per ending. No dialog code of its own.

/// Arguments must be UTF-8: checked before anything else reads them.
func invalidUTF8Argument() -> Int? {
    for index in 1..<Int(CommandLine.argc) {
        guard let argument = CommandLine.unsafeArgv[index] else { continue }
        if g_utf8_validate(argument, -1, nil) == 0 { return index }
    }
    return nil
}

let programPath = CommandLine.unsafeArgv[0].map { String(cString: $0) } ?? "gtk-dialogs"
let calledAsZenity = programPath.split(separator: "/").last == "zenity"
Output.programName = calledAsZenity ? "zenity" : "gtk-dialogs"
let nativeCommand =
    CommandLine.argc > 1
    ? CommandLine.unsafeArgv[1].flatMap { NativeMode.Command(rawValue: String(cString: $0)) } : nil
let usageExitCode = nativeCommand != nil ? NativeMode.ExitCode.usage : ZenityMode.ExitCode.usage

if let index = invalidUTF8Argument() {
    Output.error("argument \(index) is not valid UTF-8; pass text in UTF-8")
    exit(usageExitCode)
}

// GOption converts arguments from the locale's charset: make that UTF-8, as checked above.
setlocale(LC_ALL, "")
if g_get_charset(nil) == 0 {
    setlocale(LC_CTYPE, "C.UTF-8")
}

let arguments = CommandLine.arguments
@MainActor
func runDialog(show: (@escaping @MainActor (Int32) -> Void) -> Void, noDisplayCode: Int32) -> Int32 {
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

let status: Int32 = MainActor.assumeIsolated {
    do throws(UsageError) {
        if let command = nativeCommand {
            let mode = try NativeMode.parse(command, [programPath] + arguments.dropFirst(2))
            return runDialog(show: mode.show, noDisplayCode: NativeMode.ExitCode.noDisplay)
        }
        let mode = try ZenityMode.parse(arguments, calledAsZenity: calledAsZenity)
        return runDialog(show: mode.show, noDisplayCode: ZenityMode.ExitCode.error)
    } catch {
        let hint =
            error.message.contains("--help")
            ? ""
            : nativeCommand.map { " (see gtk-dialogs \($0.rawValue) --help)" }
                ?? ". Please see --help for all possible usages."
        Output.error("\(error.message)\(hint)")
        return usageExitCode
    }
}
exit(status)
