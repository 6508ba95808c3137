#!/usr/bin/python3
"""Counts the leaks that come from our code in a LeakSanitizer log or a valgrind XML file.

A leak is ours when the first frame of its allocation stack that is not an
allocator (malloc, strdup, g_malloc, swift_allocObject…) is in our code: the Swift
modules DialogsCore, DialogsGLib, GtkDialogs, AdwDialogs, DialogsTesting, DialogStories, gtk_dialogs,
leak_check and gtk4_stories, or the C bridges (gd_*, ad_*). Leaks GTK, GLib or
fontconfig make on their own are listed as theirs and do not fail the check.
Usage: leak-report.py lsan LOG | valgrind XML     Exit status 1 when ours leak.
"""
import re
import sys
import xml.etree.ElementTree as ElementTree

# The Swift runtime's entry points count as allocators: an object, a box, a weak reference's side
# table (swift_weakInit) are each allocated for the caller.
ALLOCATORS = re.compile(
    r"^(malloc|calloc|realloc|posix_memalign|aligned_alloc|strdup|strndup|operator new.*|_Znwm|swift_\w+|"
    r"swift::.*|g_malloc0?(_n)?|g_realloc(_n)?|g_try_malloc0?|g_strdup|g_strndup|g_memdup2?|"
    r"g_slice_alloc0?|\?\?\?)$")
# Mangled Swift names hold the module name (`$s11DialogsCore…`); valgrind's demangled ones too.
OURS = re.compile(r"GtkDialogs|AdwDialogs|DialogsCore|DialogsGLib|DialogsTesting|DialogStories|gtk_dialogs|leak_check|"
                  r"gtk4_stories|^gd_|^ad_")


def ours(functions):
    for function in functions:
        if not ALLOCATORS.match(function):
            return bool(OURS.search(function))
    return False


def lsan(path):
    leaks = []
    text = open(path, errors="replace").read()
    for block in re.split(r"\n(?=(?:Direct|Indirect) leak of )", text):
        match = re.match(r"(Direct|Indirect) leak of (\d+) byte", block)
        if not match or match.group(1) != "Direct":
            continue
        functions = re.findall(r"^\s+#\d+ 0x[0-9a-f]+ in (\S+)", block, re.MULTILINE)
        leaks.append((int(match.group(2)), functions, block))
    return leaks


def valgrind(path):
    leaks = []
    for error in ElementTree.parse(path).getroot().iter("error"):
        if error.findtext("kind") != "Leak_DefinitelyLost":
            continue
        size = int(error.find("xwhat/leakedbytes").text)
        functions = [frame.findtext("fn") or "???" for frame in error.find("stack").iter("frame")]
        leaks.append((size, functions, "\n".join("    " + f for f in functions)))
    return leaks


kind, path = sys.argv[1], sys.argv[2]
leaks = lsan(path) if kind == "lsan" else valgrind(path)
mine = [leak for leak in leaks if ours(leak[1])]
theirs = [leak for leak in leaks if not ours(leak[1])]
print("%s: %d bytes definitely lost from our code in %d blocks; %d bytes lost by GTK and its libraries (not ours)"
      % (kind, sum(l[0] for l in mine), len(mine), sum(l[0] for l in theirs)))
for size, _, block in mine:
    print("--- %d bytes lost from our code:\n%s" % (size, block))
sys.exit(1 if mine else 0)
