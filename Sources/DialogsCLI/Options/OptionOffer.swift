/// How zenity mode offers an option, and when it refuses it: zenity refuses an option the chosen
/// dialog does not take ("--X is not supported for this dialog"). A dialog takes the general
/// options, those its option group lists, and those that name it in ``alsoTakenBy``.
struct ZenityOffer {
    /// zenity's `--help` words, where they differ from native mode's.
    var help: String?
    /// zenity's name for the argument, where it differs from native mode's.
    var argument: String?
    /// The option group (`--help-NAME`) listing the option: nil for its kind's first group.
    var group: String?
    /// zenity dialogs (`list`, `text-info`) that take the option though their group does not list it.
    var alsoTakenBy: [String] = []
    /// zenity accepts the option with every dialog and ignores it where it means nothing.
    var isIgnoredElsewhere = false
    /// zenity's own default value: given as that, the option counts as not given.
    var defaultValue: String?
    /// Another option this one needs (a name without dashes), and the refusal when it is missing.
    var needs: (option: String, refusal: String)?
    /// Left out of zenity's `--help` (and the man page's zenity mode), though still taken: zenity 4's
    /// deprecated spellings.
    var isHidden = false
}

/// Where an option is offered, and zenity's rules for it. Each returns a changed copy, so a
/// declaration reads as one expression: `.flag(…).zenity("…").alsoTaken(byZenity: "text-info")`.
extension Option {
    /// zenity's `--help` words (and argument name) for the option, where they differ from native mode's.
    func zenity(_ help: String, argument: String? = nil) -> Option {
        var option = self
        option.zenity?.help = help
        if let argument { option.zenity?.argument = argument }
        return option
    }

    /// Offered in zenity mode only.
    var zenityOnly: Option {
        var option = self
        option.nativeCommands = []
        return option
    }

    /// Offered in native mode only.
    var nativeOnly: Option {
        var option = self
        option.zenity = nil
        return option
    }

    /// Offered in native mode by these of its kind's commands only (zenity mode as declared).
    func native(only commands: String...) -> Option {
        var option = self
        option.nativeCommands = commands
        return option
    }

    /// Offered by these of its kind's native commands only, and not in zenity mode.
    func onlyIn(native commands: String...) -> Option {
        var option = self
        option.nativeCommands = commands
        option.zenity = nil
        return option
    }

    /// Listed in zenity's option group `name` rather than its kind's first one.
    func inZenityGroup(_ name: String) -> Option {
        var option = self
        option.zenity?.group = name
        return option
    }

    /// Taken by these zenity dialogs too (by their option name, `text-info`), though their group does not list it.
    func alsoTaken(byZenity dialogs: String...) -> Option {
        var option = self
        option.zenity?.alsoTakenBy = dialogs
        return option
    }

    /// Hidden from zenity mode's help where zenity 4's spellings apply, and still taken: the
    /// spellings zenity 4.0 deprecated (`--icon-name`, `--window-icon`: use `--icon`).
    var deprecatedByZenity4: Option {
        var option = self
        option.zenity?.isHidden = ZenityCompatibility.current.isZenity4
        return option
    }

    /// zenity accepts the option with every dialog and ignores it where it means nothing.
    var ignoredElsewhereByZenity: Option {
        var option = self
        option.zenity?.isIgnoredElsewhere = true
        return option
    }

    /// zenity's default value for the option: given as that, it counts as not given.
    func zenityDefault(_ value: String) -> Option {
        var option = self
        option.zenity?.defaultValue = value
        return option
    }

    /// zenity mode refuses the option with `refusal` unless `other` (a name without dashes) is given too.
    func needs(_ other: String, refusal: String) -> Option {
        var option = self
        option.zenity?.needs = (other, refusal)
        return option
    }
}
