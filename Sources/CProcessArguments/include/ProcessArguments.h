#ifndef PROCESS_ARGUMENTS_H
#define PROCESS_ARGUMENTS_H

// The Swift runtime's two entry points that ProcessArguments.c provides in place of the standard
// library's own: nothing of ours calls them, the standard library does (CommandLine).
__attribute__((swiftcall)) void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc);
__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen);

#endif
