/// bash completion for `gtk-dialogs` (or `gtk4-dialogs`: the running program), written from the same option tables `--help` prints
/// (`--generate-completion bash`): the options of each native command (under each of its
/// spellings) and of each zenity dialog of ``DialogKinds``,
/// the fixed values an option takes, file names after an option whose argument is a file.
@MainActor
enum BashCompletion {
    /// The program completed, and the prefix of the script's functions (`_gtk_dialogs`).
    private static var name: String { Output.toolName }
    private static var function: String { "_" + name.replacing("-", with: "_") }

    /// Where a command line is: a native command, or zenity mode with the dialog given so far.
    private struct Context {
        var pattern: String
        var options: [Option]
    }

    static func script() -> String {
        let toolkitOptions = OptionContext.toolkitEntries()
        let zenity = ZenityMode.optionTable()
        func group(_ name: String?) -> [Option] { zenity.groups.filter { $0.name == name }.flatMap(\.options) }
        let commands = DialogKinds.nativeCommands.map { kind, command in
            (
                spellings: [command.name] + command.aliases,
                options: NativeMode.optionTable(kind, command).groups
                    .flatMap(\.options)
            )
        }
        var contexts = commands.map { command in
            Context(pattern: command.spellings.map { "\"\($0) \"" }.joined(separator: "|"), options: command.options)
        }
        let general = group(CommonOptions.zenityGroups[0].name)
        for dialog in DialogKinds.zenityDialogs {
            contexts.append(Context(pattern: "\"zenity \(dialog.name)\"", options: general + group(dialog.optionGroup)))
        }
        // Offered as the first word: each command once; recognised there: every spelling.
        let offered = commands.map { $0.spellings[0] }.joined(separator: " ")
        let recognised = commands.flatMap(\.spellings).joined(separator: "|")
        let kinds = DialogKinds.zenityDialogs.map { "--\($0.name)" }.joined(separator: "|")
        let toolkitNames = toolkitOptions.map { "--\($0.name)" }.joined(separator: " ")

        var values: [String: [String]] = [:]  // a case's action → its patterns
        let valued =
            commands.flatMap { command in command.spellings.map { ($0, command.options) } }
            + [("zenity", zenity.groups.flatMap(\.options))]
        for (context, options) in valued {
            for option in options where option.entry.argument != nil {
                values[action(option.completion), default: []].append("\"\(context) --\(option.entry.name)\"")
            }
        }
        for entry in toolkitOptions where entry.argument != nil {
            values[action(.none), default: []].append("*\" --\(entry.name)\"")
        }
        let valueCases = values.keys.sorted().map { action in
            "        \(Set(values[action]!).sorted().joined(separator: "|"))) \(action) ;;"
        }
        let optionCases = contexts.map { context in
            "        \(context.pattern)) options=\"\(names(context.options)) \(toolkitNames)\" ;;"
        }
        return """
            # bash completion for \(name) \(Version.number), written by `\(name) --generate-completion bash`
            # from the option tables its --help prints.

            # Replies with those of the words in $1 that start with $2, each put in the current token
            # in place of $2, less what bash does not replace (COMP_WORDBREAKS splits at = and :).
            \(function)_reply() {
                local candidate head=${token%"$2"}
                COMPREPLY=()
                for candidate in $1; do
                    [[ $candidate == "$2"* ]] && COMPREPLY+=("${head#"$before"}$candidate")
                done
            }

            # File names for the value typed so far.
            \(function)_files() {
                local file head=${token%"$value"}
                COMPREPLY=()
                compopt -o filenames 2>/dev/null
                while IFS= read -r file; do COMPREPLY+=("${head#"$before"}$file"); done < <(compgen -f -- "$value")
            }

            # The words in $2 for the value's part number $1 (parts separated by :, from 0).
            \(function)_part() {
                local colons=${value//[^:]/}
                COMPREPLY=()
                if (( ${#colons} == $1 )); then \(function)_reply "$2" "${value##*:}"; fi
            }

            \(function)() {
                local word=${COMP_WORDS[COMP_CWORD]} line=${COMP_LINE-} token prev rest option value
                local context=zenity kind= options= before= i
                if [[ -n $line ]]; then
                    line=${line:0:${COMP_POINT:-${#line}}}
                    token=${line##*[[:space:]]}
                    rest=${line%"$token"}
                    rest=${rest%"${rest##*[![:space:]]}"}
                    prev=${rest##*[[:space:]]}
                else
                    token=$word
                    prev=${COMP_WORDS[COMP_CWORD-1]}
                fi
                [[ $token == *"$word" ]] && before=${token%"$word"}
                option=$prev value=$token
                if [[ $token == --*=* ]]; then option=${token%%=*} value=${token#*=}; fi
                case ${COMP_WORDS[1]-} in \(recognised)) (( COMP_CWORD > 1 )) && context=${COMP_WORDS[1]} ;; esac
                if [[ $context == zenity ]]; then
                    for (( i = 1; i < COMP_CWORD; i++ )); do
                        case ${COMP_WORDS[i]} in \(kinds)) kind=${COMP_WORDS[i]#--} ;; esac
                    done
                fi
                case "$context $option" in
            \(valueCases.joined(separator: "\n"))
                esac
                case "$context $kind" in
            \(optionCases.joined(separator: "\n"))
                    "zenity ") options="\(names(group(nil) + group(ZenityMode.miscellaneous))) \(toolkitNames)"
                        (( COMP_CWORD == 1 )) && options+=" \(offered)" ;;
                esac
                if [[ $token == -* || ( $context == zenity && -z $kind && COMP_CWORD -eq 1 ) ]]; then
                    \(function)_reply "$options" "$token"
                fi
            }

            complete -F \(function) \(name)

            """
    }

    /// The shell code that completes a value: it returns, so option names are not offered there.
    private static func action(_ completion: ValueCompletion) -> String {
        switch completion {
        case .none: "return 0"
        case .files: "\(function)_files; return 0"
        case .words(let words): "\(function)_reply \"\(words.joined(separator: " "))\" \"$value\"; return 0"
        case .wordsInPart(let part, let words):
            "\(function)_part \(part) \"\(words.joined(separator: " "))\"; return 0"
        }
    }

    private static func names(_ options: [Option]) -> String {
        options.filter { !$0.entry.isHidden }.map { "--\($0.entry.name)" }.joined(separator: " ")
    }
}
