#!/usr/bin/env python3
"""The PyGObject peer: the question and entry dialogs of bench/bare-dialog.c, in Python.

    peer.py question | entry
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
from gi.repository import Gtk  # noqa: E402

status = 1


def finish(dialog, code):
    global status
    status = code
    dialog.destroy()
    Gtk.main_quit()


def question():
    dialog = Gtk.MessageDialog(message_type=Gtk.MessageType.QUESTION, text="Question", title="Question")
    dialog.format_secondary_markup("Are you sure you want to proceed?")
    dialog.add_button("_No", Gtk.ResponseType.NO)
    yes = dialog.add_button("_Yes", Gtk.ResponseType.YES)
    yes.get_style_context().add_class("suggested-action")
    dialog.set_default_response(Gtk.ResponseType.YES)
    yes.grab_focus()
    dialog.connect("response", lambda d, response: finish(d, 0 if response == Gtk.ResponseType.YES else 1))
    dialog.present()


def entry():
    dialog = Gtk.MessageDialog(message_type=Gtk.MessageType.OTHER, text="Add a new entry", title="Add a new entry")
    dialog.format_secondary_text("Enter new text:")
    field = Gtk.Entry()
    dialog.get_message_area().pack_start(field, False, False, 6)
    field.show()
    dialog.add_button("_Cancel", Gtk.ResponseType.CANCEL)
    dialog.add_button("_OK", Gtk.ResponseType.OK).get_style_context().add_class("suggested-action")

    def activated(entry):
        print(entry.get_text())
        finish(dialog, 0)

    field.connect("activate", activated)
    dialog.connect("response", lambda d, response: finish(d, 0 if response == Gtk.ResponseType.OK else 1))
    field.grab_focus()
    dialog.present()


(entry if sys.argv[1:] == ["entry"] else question)()
Gtk.main()
sys.exit(status)
