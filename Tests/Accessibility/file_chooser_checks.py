"""AT-SPI checks of the file chooser (GtkFileChooserNative, which shows GTK's own chooser
dialog outside a sandbox): zenity's --file-selection and native `file`, as a screen reader
sees them, operated through AT-SPI actions and text alone."""
import os
import sys
import tempfile

import pyatspi

from atspi_checks import application, check, click, descendants, finish, launch, top_level, wait_for

TOOL = sys.argv[1]


FILES = ("a.txt", "b.txt", "photo.png")


def chooser_folder():
    """A folder of two text files and an image."""
    folder = tempfile.mkdtemp(prefix="chooser-")
    for name in FILES:
        open(os.path.join(folder, name), "w").close()
    return folder


def chooser(process, title):
    dialog = top_level(application(process), title)
    check(dialog.getRoleName() == "file chooser", "the chooser's role is file chooser, not %s" % dialog.getRoleName())
    return dialog


def button_names(dialog):
    return [b.name for b in descendants(dialog, "push button") if b.getState().contains(pyatspi.STATE_SHOWING)]


def button(dialog, name):
    return [b for b in descendants(dialog, "push button") if b.name == name][0]


def listed_files(dialog, expected):
    """The file list's name cells, as (name, selected) pairs, once it lists the `expected`
    names (GTK reads the folder asynchronously)."""
    def cells():
        found = [(c.name, c.getState().contains(pyatspi.STATE_SELECTED))
                 for table in descendants(dialog, "table") for c in descendants(table, "table cell") if c.name in FILES]
        return found if set(expected) <= {name for name, _ in found} else None
    return wait_for(cells, "the file list to show %r" % (expected,))


def filters(dialog):
    """The filter combo's name (the filter shown) and its items."""
    combos = descendants(dialog, "combo box")
    if len(combos) != 1:
        return None, []
    return combos[0].name, [item.name for item in descendants(combos[0], "menu item")]


def test_file_selection():
    folder = chooser_folder()
    process = launch(TOOL, "--file-selection", "--title", "Open Notes", "--filename", os.path.join(folder, "a.txt"),
                     "--file-filter", "Text files | *.txt", "--file-filter", "All files | *")
    dialog = chooser(process, "Open Notes")
    names = button_names(dialog)
    check("Cancel" in names and "OK" in names, "zenity's Cancel and OK, named without mnemonics: %r" % names)
    shown, items = filters(dialog)
    check((shown, items) == ("Text files", ["Text files", "All files"]),
          "the filter combo names the filter shown and lists every filter: %r, %r" % (shown, items))
    cells = listed_files(dialog, ["a.txt", "b.txt"])
    check(("a.txt", True) in cells and ("b.txt", False) in cells,
          "the file rows are readable, the given file reported selected: %r" % cells)
    check("photo.png" not in [name for name, _ in cells], "the filter leaves the image out: %r" % cells)
    table = descendants(dialog, "table")[0]
    # The name cell is inside the row's first cell, with the icon: that cell's row is selected.
    first_cell = [index for index, cell in enumerate(table) if "b.txt" in [c.name for c in descendants(cell)]][0]
    table.queryTable().addRowSelection(table.queryTable().getRowAtIndex(first_cell))
    wait_for(lambda: ("b.txt", True) in listed_files(dialog, ["b.txt"]), "b.txt to be reported selected")
    click(button(dialog, "OK"))
    result = finish(process)
    check(result == (0, os.path.join(folder, "b.txt") + "\n"), "a row selected through AT-SPI opens: %r" % (result,))


def test_folder_selection():
    folder = chooser_folder()
    process = launch(TOOL, "--file-selection", "--directory", "--title", "Backup To", "--filename", folder + "/",
                     "--cancel-label", "Not now")
    dialog = chooser(process, "Backup To")
    names = button_names(dialog)
    check("Not now" in names and "OK" in names and "Cancel" not in names,
          "the custom cancel label and zenity's OK name the buttons: %r" % names)
    click(button(dialog, "Not now"))
    check(finish(process) == (1, ""), "the cancel button clicked through AT-SPI exits 1")


def test_file_save():
    folder = chooser_folder()
    process = launch(TOOL, "file", "--save", "--title", "Export", "--filename", os.path.join(folder, "report.txt"),
                     "--file-filter", "Text | *.txt", "--ok-label", "Export now", "--cancel-label", "Keep editing")
    dialog = chooser(process, "Export")
    names = button_names(dialog)
    check("Keep editing" in names and "Export now" in names and "Save" not in names,
          "the custom labels name the buttons: %r" % names)
    fields = [f for f in descendants(dialog, "text") if f.getState().contains(pyatspi.STATE_SHOWING)]
    check([f.name for f in fields] == ["Name"], "the save name field is named by GTK's label: %r"
          % [f.name for f in fields])
    if fields:
        text = fields[0].queryText().getText(0, -1)
        check(text == "report.txt", "the name field holds the suggested name: %r" % text)
        fields[0].queryEditableText().setTextContents("summary")
        wait_for(lambda: fields[0].queryText().getText(0, -1) == "summary", "the name set through AT-SPI")
    click(button(dialog, "Export now"))
    check(finish(process) == (0, os.path.join(folder, "summary.txt") + "\n"),
          "a name set through AT-SPI, saved with the filter's extension")
