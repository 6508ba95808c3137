/// Every scenario the demo offers, in the order of its buttons.
package enum Scenario: Int, CaseIterable {
    case confirm, threeChoices, nameAndGreeting, password, contactForm, projectSettings, destructive, countdown
    case progress, steps, openWith, volume, dueDate, about, color, font, notify, openFile, openFileThroughPortal
    case licence, remembered

    /// The button's label (the underscore marks its Alt shortcut) and what the scenario does, shown
    /// beside the button.
    package var texts: (buttonLabel: String, summary: String) {
        switch self {
        // Translators: a button of the demo's main window, then what it does, shown beside it. The
        // button's underscore marks its Alt shortcut, which must differ from every other button's
        // there (Alt+C, Alt+T, Alt+N… in English).
        case .confirm: (tr("_Confirm"), tr("Two buttons, a closure each"))
        case .threeChoices: (tr("_Three choices"), tr("Three buttons, one handler"))
        case .nameAndGreeting: (tr("_Name and greeting"), tr("A prompt, then an alert shown from its handler"))
        case .password: (tr("_Password"), tr("A secret prompt with a rule"))
        case .contactForm: (tr("Contact _form"), tr("A form that edits a record"))
        case .projectSettings:
            (tr("Project settin_gs…"), tr("Folder, file, colour, font, slider, notes and a drop-down, in groups"))
        case .destructive: (tr("_Delete files"), tr("A destructive confirm; Return cancels"))
        case .countdown: (tr("Time_out with countdown"), tr("Picks its default when time runs out"))
        case .progress: (tr("Copy with p_rogress"), tr("Work in a task; Cancel cancels the task"))
        case .steps: (tr("Install with _steps"), tr("Each step's status changes as the work runs"))
        case .openWith: (tr("Open _with…"), tr("A list of the app's own values; search as you type"))
        case .volume: (tr("_Volume slider"), tr("A slider that reports each change as you drag"))
        case .dueDate: (tr("Pick _a date…"), tr("A calendar from today on; the day in your locale's words"))
        case .about: (tr("A_bout"), tr("GTK's about window: version, website, licence"))
        case .color: (tr("Pick a co_lour…"), tr("GTK's colour chooser, starting at the last colour"))
        case .font: (tr("Pic_k a font…"), tr("GTK's font chooser: family, face, size and a preview"))
        case .notify: (tr("Notif_y me"), tr("A desktop notification whose buttons answer here"))
        case .openFile: (tr("Open a f_ile…"), tr("The desktop's file chooser, with filters"))
        case .openFileThroughPortal:
            (tr("Open t_hrough the portal…"), tr("The desktop portal's own picker, even on GNOME; GTK's without one"))
        case .licence: (tr("Lic_ence…"), tr("A text with links; OK waits for the agree box"))
        case .remembered: (tr("Re_membered answer"), tr("Starts from the last answer; \"Don't ask again\" once ticked"))
        }
    }
}
