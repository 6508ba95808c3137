"""The harness of the AT-SPI checks: counting checks, launching programs, finding their
windows and widgets through AT-SPI only, and operating them by AT-SPI actions or real keys."""
import os
import subprocess
import time

import pyatspi

failures = []
passed = 0


def check(condition, message):
    global passed
    if condition:
        passed += 1
    else:
        failures.append(message)
        print("FAIL:", message, flush=True)


launched = []


def launch(*arguments, stdin=None, language=None):
    """Starts a program with its accessibility bridge on; `language` sets its LANGUAGE."""
    environment = dict(os.environ, NO_AT_BRIDGE="0")
    if language:
        environment["LANGUAGE"] = language
    process = subprocess.Popen(arguments, stdin=stdin, stdout=subprocess.PIPE, text=True, env=environment)
    launched.append(process)
    return process


def stop_launched():
    """Ends what a failed check left running, by its process id (it would keep the
    session, and the caller reading its output, waiting)."""
    while launched:
        process = launched.pop()
        if process.poll() is None:
            process.kill()
            process.wait()


def wait_for(predicate, what, timeout=15):
    deadline = time.time() + timeout
    while time.time() < deadline:
        found = predicate()
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError("timed out waiting for " + what)


def application(process):
    def find():
        for app in pyatspi.Registry.getDesktop(0):
            try:
                if app is not None and app.get_process_id() == process.pid and app.childCount > 0:
                    return app
            except Exception:
                pass
        return None
    return wait_for(find, "the application of pid %d on the AT-SPI bus" % process.pid)


def descendants(node, role=None):
    found = []
    for child in node:
        if child is None:
            continue
        if role is None or child.getRoleName() == role:
            found.append(child)
        found.extend(descendants(child, role))
    return found


WINDOW_ROLES = ("alert", "dialog", "file chooser", "frame")


def top_level(app, name):
    def find():
        for window in app:
            if window is not None and window.name == name and window.getRoleName() in WINDOW_ROLES:
                return window
        return None
    return wait_for(find, "a window named %r" % name)


def click(node):
    action = node.queryAction()
    for index in range(action.nActions):
        if action.getName(index) == "click":
            action.doAction(index)
            return
    raise AssertionError("%r has no click action" % node.name)


WAYLAND = "DISPLAY" not in os.environ and "WAYLAND_DISPLAY" in os.environ
# GTK 4.8 reports positions relative to the window and never reports a window ACTIVE: set by the
# GTK 4 checks, `focus` then finds the window by its title (X) and trusts sway's focus (Wayland).
GTK4 = False


def focus(dialog):
    """Gives `dialog` the keyboard focus, and waits until AT-SPI reports it active. On
    Wayland the compositor gives it (sway's command, by the dialog's process id); on X the
    pointer goes to the middle of the dialog's AT-SPI extents (AT-SPI's grabFocus cannot
    focus a window, only a widget in it, which would move the dialog's own focus)."""
    def active():
        return dialog.getState().contains(pyatspi.STATE_ACTIVE)
    if not GTK4 and active():
        return
    if WAYLAND:
        # AT-SPI may list the dialog before sway does ("No matching node"): until sway has it.
        command = ["swaymsg", "-q", "[pid=%d] focus" % dialog.get_process_id()]
        wait_for(lambda: subprocess.run(command, stderr=subprocess.DEVNULL).returncode == 0,
                 "sway to show %r" % dialog.name)
        if GTK4:
            return  # sway routes the keys to the window it focuses
    elif GTK4:
        # --sync waits for the X focus.
        title = "^%s$" % "".join("\\" + c if c in "[](){}.*+?^$|\\" else c for c in dialog.name)
        window = subprocess.check_output(["xdotool", "search", "--sync", "--onlyvisible", "--name", title], text=True)
        subprocess.check_call(["xdotool", "windowfocus", "--sync", window.split()[0]])
        return
    else:
        # With no window manager the X focus is the root window's, so it follows the pointer.
        x, y, width, height = dialog.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        subprocess.check_call(["xdotool", "mousemove", "--sync", str(x + width // 2), str(y + height // 2)])
    wait_for(active, "the keyboard focus in %r" % dialog.name)


def keys(dialog, *arguments):
    """Presses keys in `dialog` (xdotool's arguments: `key Return`, `type --delay 20 Ada`)."""
    focus(dialog)
    if WAYLAND:
        subprocess.check_call([os.environ["WL_KEYS"]] + list(arguments))
    else:
        subprocess.check_call(["xdotool"] + list(arguments))


def finish(process):
    output, _ = process.communicate(timeout=15)
    return process.returncode, output


def wait_for_registry():
    """Starts the accessibility bus and its registry before any app: an app whose
    bridge starts while the registry is still coming up may never register."""
    def answers():
        try:
            return pyatspi.Registry.getDesktop(0).childCount >= 0
        except Exception:
            return False
    wait_for(answers, "the AT-SPI registry")



def run(tests):
    """Runs `tests` (ACCESSIBILITY_TESTS="test_x test_y" picks some), each ending what it left
    running; prints the count and returns the exit status."""
    wait_for_registry()
    selected = os.environ.get("ACCESSIBILITY_TESTS", "").split()
    for test in tests:
        if selected and test.__name__ not in selected:
            continue
        try:
            test()
        except Exception as error:  # a hang or a missing window fails this check, not the whole run
            failures.append("%s: %s" % (test.__name__, error))
            print("FAIL:", test.__name__, error, flush=True)
        stop_launched()
    print("accessibility: %d passed, %d failed" % (passed, len(failures)))
    return 1 if failures else 0
