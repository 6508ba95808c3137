/// The hidden options that write the man pages and the shell completion from the option tables:
/// `--generate-man [gtk-dialogs|dialogs-demo]` (gtk4-dialogs: `[gtk4-dialogs|gtk4-dialogs-demo]`) and
/// `--generate-completion bash` (run by
/// `scripts/install-files`, hence by `make install` and `make deb`).
@MainActor
enum Generated {
    /// The text `arguments` (those after the program name) ask for; nil when they ask for none.
    static func text(for arguments: [String]) -> String? {
        switch arguments {
        case ["--generate-man"], ["--generate-man", Output.toolName]: ManPage.page()
        case ["--generate-man", DemoManPage.program]: DemoManPage.page()
        case ["--generate-completion", "bash"]: BashCompletion.script()
        default: nil
        }
    }
}
