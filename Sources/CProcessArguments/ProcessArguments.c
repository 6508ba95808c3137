// Swift's CommandLine without the standard library's start-up read of /proc/self/maps.
//
// On Linux the runtime's answer to "what is argv?" (stdlib/public/CommandLineSupport/CommandLine.cpp)
// is a global constructor, its ArgvGrabber: it reads /proc/self/maps to find the stack and walks
// back from `environ` to argv, at every start, whether or not anything asks. With GTK's 70
// libraries mapped the kernel writes some 400 lines and sscanf parses them: 0.4 ms of the 35 ms
// `gtk-dialogs --question` takes to show its window (bench/RESULTS.md). A Swift main stores its
// own argc and argv into CommandLine; the runtime's function is asked only once, when CommandLine
// is first read, and answers alone for code that reads it before main or without a Swift main.
//
// That file defines exactly the two functions below, so with the runtime linked in statically
// (the release builds) the linker takes these and leaves the file, and its constructor, out.
// Should a runtime's file ever define more that something uses, the link fails with a duplicate
// symbol: never a silent mix. With the shared runtime (debug builds) it keeps its own.
// scripts/check-install fails when a release program links the ArgvGrabber.

#include "ProcessArguments.h"

#include <stddef.h>

static char **process_argv;
static int process_argc;
static char **override_argv;
static int override_argc;

// glibc calls the main program's constructors with main's own arguments (csu/libc-start.c).
__attribute__((constructor)) static void capture_process_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    process_argc = argc;
    process_argv = argv;
}

// The runtime's hook for hosts that run Swift code with arguments of their own (its JIT).
__attribute__((swiftcall)) void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc) {
    override_argv = argv;
    override_argc = argc;
}

// What CommandLine.unsafeArgv and CommandLine.arguments read.
__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
    static char *no_arguments[] = {NULL};
    if (override_argv != NULL) {
        *outArgLen = override_argc;
        return override_argv;
    }
    if (process_argv == NULL) {
        *outArgLen = 0;
        return no_arguments;
    }
    *outArgLen = process_argc;
    return process_argv;
}
