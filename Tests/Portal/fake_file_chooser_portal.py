#!/usr/bin/python3
"""A desktop portal of the tests' own: owns org.freedesktop.portal.Desktop on the session bus
(DBUS_SESSION_BUS_ADDRESS), offers org.freedesktop.portal.FileChooser (OpenFile, SaveFile and its
version property), and answers each request through its Request object's Response signal.

Every call is appended to RECORD as one JSON line (method, parent_window, title, options, the
request's path); a request closed with Request.Close appends {"closed": PATH}. It prints "ready"
once it owns the name.

  fake_file_chooser_portal.py RECORD answer URI... [--filter NAME]   Response 0 with these URIs
  fake_file_chooser_portal.py RECORD cancel                           Response 1 (the user cancelled)
  fake_file_chooser_portal.py RECORD silent                           no Response at all
"""
import json
import sys

from gi.repository import Gio, GLib

INTERFACES = """
<node>
  <interface name="org.freedesktop.portal.FileChooser">
    <method name="OpenFile">
      <arg type="s" name="parent_window" direction="in"/><arg type="s" name="title" direction="in"/>
      <arg type="a{sv}" name="options" direction="in"/><arg type="o" name="handle" direction="out"/>
    </method>
    <method name="SaveFile">
      <arg type="s" name="parent_window" direction="in"/><arg type="s" name="title" direction="in"/>
      <arg type="a{sv}" name="options" direction="in"/><arg type="o" name="handle" direction="out"/>
    </method>
    <property name="version" type="u" access="read"/>
  </interface>
</node>
"""
REQUEST = """
<node>
  <interface name="org.freedesktop.portal.Request"><method name="Close"/></interface>
</node>
"""

record_path, mode = sys.argv[1], sys.argv[2]
rest = sys.argv[3:]
chosen_filter = None
if "--filter" in rest:
    chosen_filter = rest[rest.index("--filter") + 1]
    rest = rest[: rest.index("--filter")]
uris = rest
requests = {}


def record(entry):
    with open(record_path, "a", encoding="utf-8") as out:
        out.write(json.dumps(entry) + "\n")


def plain(value):
    """An option's value as JSON: paths (ay) as text, the rest as PyGObject unpacks it."""
    if value.get_type_string() == "ay":
        return value.get_bytestring().decode("utf-8")
    return value.unpack()


def request_closed(connection, sender, path, interface, method, parameters, invocation):
    record({"closed": path})
    registration = requests.pop(path, None)
    if registration:
        connection.unregister_object(registration)
    invocation.return_value(None)


def file_chooser_call(connection, sender, path, interface, method, parameters, invocation):
    parent = parameters.get_child_value(0).get_string()
    title = parameters.get_child_value(1).get_string()
    given = parameters.get_child_value(2)
    options = {}
    for index in range(given.n_children()):
        entry = given.get_child_value(index)
        options[entry.get_child_value(0).get_string()] = plain(entry.get_child_value(1).get_variant())
    token = options.get("handle_token", "t%d" % len(requests))
    handle = "/org/freedesktop/portal/desktop/request/%s/%s" % (sender[1:].replace(".", "_"), token)
    record({"method": method, "parent_window": parent, "title": title, "options": options, "handle": handle})
    node = Gio.DBusNodeInfo.new_for_xml(REQUEST)
    requests[handle] = connection.register_object(handle, node.interfaces[0], request_closed, None, None)
    invocation.return_value(GLib.Variant("(o)", (handle,)))
    if mode == "silent":
        return

    def respond():
        if handle not in requests:
            return False
        if mode == "cancel":
            results = GLib.Variant("(ua{sv})", (1, {}))
        else:
            answer = {"uris": GLib.Variant("as", uris)}
            if chosen_filter is not None:
                answer["current_filter"] = GLib.Variant("(sa(us))", (chosen_filter, [(0, "*")]))
            results = GLib.Variant("(ua{sv})", (0, answer))
        connection.emit_signal(sender, handle, "org.freedesktop.portal.Request", "Response", results)
        connection.unregister_object(requests.pop(handle))
        return False

    GLib.idle_add(respond)


def get_property(connection, sender, path, interface, name):
    return GLib.Variant("u", 4)


def acquired(connection, name):
    print("ready", flush=True)


def bus_acquired(connection, name):
    node = Gio.DBusNodeInfo.new_for_xml(INTERFACES)
    connection.register_object(
        "/org/freedesktop/portal/desktop", node.interfaces[0], file_chooser_call, get_property, None)


Gio.bus_own_name(
    Gio.BusType.SESSION, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE, bus_acquired, acquired,
    lambda *_: sys.exit("lost the portal's name"))
GLib.MainLoop().run()
