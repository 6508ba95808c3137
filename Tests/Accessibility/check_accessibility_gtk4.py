#!/usr/bin/python3
"""The GTK 4 programs (gtk4-dialogs, gtk4-dialogs-demo) as a screen reader sees them, through
AT-SPI, on GTK 4.8's own AT-SPI backend (the harness is atspi_checks.py, as for GTK 3):
    check_accessibility_gtk4.py PATH/TO/gtk4-dialogs PATH/TO/gtk4-dialogs-demo
GTK 4.8 names a push button by its raw label and then its label child ("_Cancel Cancel"), and
libadwaita 1.2 lays an AdwMessageDialog's buttons out twice (side by side, and stacked): buttons
are found by the label a person reads (their label child), once each, and operated by actions.
Fields, lists and windows are named once, by what a person reads.
"""
import os
import sys
import tempfile

import atspi_checks
from atspi_checks import application, check, click, descendants, finish, keys, launch, run, top_level

atspi_checks.GTK4 = True

TOOL, DEMO = sys.argv[1], sys.argv[2]


def buttons(dialog):
    """The dialog's push buttons by the label a person reads, in the order first met, once each."""
    found = {}
    for button in descendants(dialog, "push button"):
        labels = [label.name for label in descendants(button, "label")]
        if labels and labels[0] not in found:
            found[labels[0]] = button
    return found


def test_alert():
    for operate in ("at-spi", "keyboard"):
        process = launch(TOOL, "alert", "--title", "Warning!", "--text", "Perform a lengthy operation?",
                         "--button", "Nope", "--button", "Yeah, sure", "--default", "1")
        dialog = top_level(application(process), "Warning!")
        check(dialog.getRoleName() == "dialog", "an alert is a dialog named by its title, not %s" % dialog.getRoleName())
        shown = buttons(dialog)
        check(list(shown) == ["Nope", "Yeah, sure"], "its buttons, by their labels: %r" % list(shown))
        texts = [label.name for label in descendants(dialog, "label")]
        check("Perform a lengthy operation?" in texts, "the message is readable: %r" % texts)
        if operate == "at-spi":
            click(shown["Nope"])
            check(finish(process) == (10, "Nope\n"), "clicking Nope through AT-SPI answers button 0")
        else:
            keys(dialog, "key", "Return")
            check(finish(process) == (11, "Yeah, sure\n"), "Return answers the default button")


def test_prompt():
    process = launch(TOOL, "input", "--title", "Rename", "--text", "New name")
    dialog = top_level(application(process), "Rename")
    entries = [entry.name for entry in descendants(dialog, "text")]
    check(entries == ["New name"], "the entry is named once, by the message: %r" % entries)
    keys(dialog, "type", "--delay", "20", "Ada")
    keys(dialog, "key", "Return")
    check(finish(process) == (0, "Ada\n"), "typing and Return submit the prompt")


def test_form():
    process = launch(TOOL, "form", "--title", "Edit Contact", "--field", "name:Name::Ada",
                     "--field", "born:Born:number:1815", "--field", "colour:Colour:choice=red|green",
                     "--field", "notes:Notes:multiline")
    dialog = top_level(application(process), "Edit Contact")
    fields = [(f.getRoleName(), f.name) for f in descendants(dialog) if f.getRoleName() in ("text", "combo box")]
    check(fields == [("text", "Name"), ("text", "Born"), ("combo box", "Colour"), ("text", "Notes")],
          "fields named once, by their labels, in the order shown: %r" % fields)
    click(buttons(dialog)["Save"])
    check(finish(process) == (0, "name=Ada\nborn=1815\ncolour=\nnotes=\n"), "Save through AT-SPI saves the form")


def test_form_choosers():
    with tempfile.TemporaryDirectory(prefix="form-choosers-") as folder:
        open(os.path.join(folder, "a.txt"), "w").close()
        process = launch(TOOL, "form", "--title", "Attach", "--field", "doc:Document:file:%s/a.txt" % folder,
                         "--field", "dir:Back up to:folder:%s" % folder)
        dialog = top_level(application(process), "Attach")
        named = [b.name for b in descendants(dialog, "push button") if b.name in ("Document", "Back up to")]
        check(named == ["Document", "Back up to"], "each chooser button is named once, by its label: %r" % named)
        shown = [label.name for label in descendants(dialog, "label")]
        check("a.txt" in shown, "the file's name is readable: %r" % shown)
        keys(dialog, "key", "Return", "Return")
        check(finish(process) == (0, "doc=%s/a.txt\ndir=%s\n" % (folder, folder)), "Return saves from the last chooser")


def test_form_slider():
    process = launch(TOOL, "form", "--title", "Sound", "--field", "volume:Volume:slider=0..100/5:40")
    dialog = top_level(application(process), "Sound")
    sliders = [s.name for s in descendants(dialog, "slider")]
    check(sliders == ["Volume"], "a slider field is a slider named once, by its label: %r" % sliders)
    keys(dialog, "key", "Right", "Return")
    check(finish(process) == (0, "volume=45\n"), "Right moves it by its step, Return saves")


def test_form_editable_choice():
    process = launch(TOOL, "form", "--title", "Checkout", "--field", "branch:Branch:editable=main|develop:wip")
    dialog = top_level(application(process), "Checkout")
    texts = [t.name for t in descendants(dialog, "text")]
    check(texts == ["Branch"], "an editable drop-down's entry is named once, by its label: %r" % texts)
    keys(dialog, "key", "Down", "Return")
    check(finish(process) == (0, "branch=main\n"), "Down picks the first option, Return saves")


def test_form_label_and_separator():
    process = launch(TOOL, "form", "--title", "Invoice", "--field", "name:Name::Ada",
                     "--field", "note:Read this first.:label", "--field", "line::separator")
    dialog = top_level(application(process), "Invoice")
    texts = [label.name for label in descendants(dialog, "label")]
    check("Read this first." in texts, "a form's label is readable: %r" % texts)
    # GTK 4.8's AT-SPI backend lists no GtkSeparator (a line says nothing to a screen reader).
    keys(dialog, "key", "Return")
    check(finish(process) == (0, "name=Ada\n"), "Return saves past them, without their values")


def test_form_colour_and_font():
    process = launch(TOOL, "form", "--title", "Theme", "--field", "accent:Accent:color:teal",
                     "--field", "font:Editor font:font:Monospace 11")
    dialog = top_level(application(process), "Theme")
    named = [(f.getRoleName(), f.name) for f in descendants(dialog) if f.name in ("Accent", "Editor font")]
    check([n for n in named if n[0] == "push button"] == [("push button", "Accent"), ("push button", "Editor font")],
          "the colour and font buttons are push buttons named by their labels: %r" % named)
    keys(dialog, "key", "Return", "Return")
    check(finish(process) == (0, "accent=rgb(0,128,128)\nfont=Monospace 11\n"), "Return saves from the font button")


def test_forms_list():
    process = launch(TOOL, "--forms", "--title", "Pick", "--add-entry", "Name", "--add-list", "Fruit",
                     "--list-values", "apple|pear", "--column-values", "Kind", "--show-header")
    dialog = top_level(application(process), "Pick")
    tables = [table.name for table in descendants(dialog, "tree table")]
    check(tables == ["Fruit"], "the list field is a table named by its label: %r" % tables)
    cells = [label.name for label in descendants(dialog, "label") if label.name in ("apple", "pear")]
    check(cells == ["apple", "pear"], "its rows are readable: %r" % cells)
    keys(dialog, "key", "Tab", "Down", "Return")
    check(finish(process) == (0, "|pear\n"), "a row is chosen by keyboard alone")


def test_demo():
    process = launch(DEMO)
    window = top_level(application(process), "GtkDialogs Demo")
    check(window.getRoleName() == "frame", "the demo's window is a frame named by the app")
    rows = [item.name for item in descendants(window, "list item")]
    check(len(rows) == 21 and rows[0] == "Two buttons, a closure each",
          "each scenario is a list item named by what it does: %r" % rows[:2])
    logs = [text.name for text in descendants(window, "text") if text.name == "Event log"]
    check(logs == ["Event log"], "the event log is named")
    confirm = [button for button in descendants(window, "push button")
               if [label.name for label in descendants(button, "label")] == ["Confirm"]]
    check(len(confirm) == 1, "the Confirm button is found by its label")
    click(confirm[0])
    dialog = top_level(application(process), "Uh Oh")
    click(buttons(dialog)["Onward"])
    line = process.stdout.readline()
    check(line == "Uh Oh → Onward\n", "a dialog opened and answered through AT-SPI logs its answer: %r" % line)
    process.kill()
    process.wait()


os.environ.setdefault("GDK_DEBUG", "gl-disable")
sys.exit(run([test_alert, test_prompt, test_form, test_form_choosers, test_form_slider, test_form_editable_choice, test_form_label_and_separator, test_form_colour_and_font, test_forms_list, test_demo]))
