/// Every scenario the demo offers, in the order of its buttons.
enum Scenario: Int, CaseIterable {
    case confirm, threeChoices, nameAndGreeting, password, contactForm, destructive, countdown, progress, steps,
        openWith, volume, dueDate, about, colour, font, notify, openFile, licence, remembered

    /// The button's label; the underscore marks its Alt shortcut.
    var buttonLabel: String {
        switch self {
        case .confirm: "_Confirm"
        case .threeChoices: "_Three choices"
        case .nameAndGreeting: "_Name and greeting"
        case .password: "_Password"
        case .contactForm: "Contact _form"
        case .destructive: "_Delete files"
        case .countdown: "Time_out with countdown"
        case .progress: "Copy with p_rogress"
        case .steps: "Install with _steps"
        case .openWith: "Open _with…"
        case .volume: "_Volume slider"
        case .dueDate: "Pick _a date…"
        case .about: "A_bout"
        case .colour: "Pick a co_lour…"
        case .font: "Pic_k a font…"
        case .notify: "Notif_y me"
        case .openFile: "Open a f_ile…"
        case .licence: "Lic_ence…"
        case .remembered: "Re_membered answer"
        }
    }

    var summary: String {
        switch self {
        case .confirm: "Two buttons, a closure each"
        case .threeChoices: "Three buttons, one handler"
        case .nameAndGreeting: "A prompt, then an alert shown from its handler"
        case .password: "A secret prompt with a rule"
        case .contactForm: "A form that edits a record"
        case .destructive: "A destructive confirm; Return cancels"
        case .countdown: "Picks its default when time runs out"
        case .progress: "Work in a task; Cancel cancels the task"
        case .steps: "Each step's status changes as the work runs"
        case .openWith: "A list of the app's own values; search as you type"
        case .volume: "A slider that reports each change as you drag"
        case .dueDate: "A calendar from today on; the day in your locale's words"
        case .about: "GTK's about window: version, website, licence"
        case .colour: "GTK's colour chooser, starting at the last colour"
        case .font: "GTK's font chooser: family, face, size and a preview"
        case .notify: "A desktop notification whose buttons answer here"
        case .openFile: "The desktop's file chooser, with filters"
        case .licence: "A text with links; OK waits for the agree box"
        case .remembered: "Starts from the last answer; \"Don't ask again\" once ticked"
        }
    }
}
