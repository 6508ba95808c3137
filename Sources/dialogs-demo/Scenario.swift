/// Every scenario the demo offers, in the order of its buttons.
enum Scenario: Int, CaseIterable {
    case confirm, threeChoices, nameAndGreeting, password, contactForm, destructive, countdown, progress, steps,
        openWith, volume, dueDate, about, colour, font, notify, openFile, licence, remembered

    /// The button's label; the underscore marks its Alt shortcut.
    var buttonLabel: String {
        switch self {
        // Translators: a button of the demo's main window; the underscore marks its Alt shortcut, which
        // must differ from every other button's there (Alt+C, Alt+T, Alt+N… in English).
        case .confirm: tr("_Confirm")
        case .threeChoices: tr("_Three choices")
        case .nameAndGreeting: tr("_Name and greeting")
        case .password: tr("_Password")
        case .contactForm: tr("Contact _form")
        case .destructive: tr("_Delete files")
        case .countdown: tr("Time_out with countdown")
        case .progress: tr("Copy with p_rogress")
        case .steps: tr("Install with _steps")
        case .openWith: tr("Open _with…")
        case .volume: tr("_Volume slider")
        case .dueDate: tr("Pick _a date…")
        case .about: tr("A_bout")
        case .colour: tr("Pick a co_lour…")
        case .font: tr("Pic_k a font…")
        case .notify: tr("Notif_y me")
        case .openFile: tr("Open a f_ile…")
        case .licence: tr("Lic_ence…")
        case .remembered: tr("Re_membered answer")
        }
    }

    var summary: String {
        switch self {
        // Translators: what a scenario of the demo's main window does, shown beside its button.
        case .confirm: tr("Two buttons, a closure each")
        case .threeChoices: tr("Three buttons, one handler")
        case .nameAndGreeting: tr("A prompt, then an alert shown from its handler")
        case .password: tr("A secret prompt with a rule")
        case .contactForm: tr("A form that edits a record")
        case .destructive: tr("A destructive confirm; Return cancels")
        case .countdown: tr("Picks its default when time runs out")
        case .progress: tr("Work in a task; Cancel cancels the task")
        case .steps: tr("Each step's status changes as the work runs")
        case .openWith: tr("A list of the app's own values; search as you type")
        case .volume: tr("A slider that reports each change as you drag")
        case .dueDate: tr("A calendar from today on; the day in your locale's words")
        case .about: tr("GTK's about window: version, website, licence")
        case .colour: tr("GTK's colour chooser, starting at the last colour")
        case .font: tr("GTK's font chooser: family, face, size and a preview")
        case .notify: tr("A desktop notification whose buttons answer here")
        case .openFile: tr("The desktop's file chooser, with filters")
        case .licence: tr("A text with links; OK waits for the agree box")
        case .remembered: tr("Starts from the last answer; \"Don't ask again\" once ticked")
        }
    }
}
