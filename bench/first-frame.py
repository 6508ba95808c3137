#!/usr/bin/python3
"""Start → first frame on Wayland, for `make bench` (bench/run runs it under scripts/with-wayland).

    first-frame.py ROUNDS NAME=COMMAND...

Each round starts every command once (the order reversed every other round, after one
untimed warm-up round) with GDK_BACKEND=wayland, and times from just before the start to
sway's `window new` event for the process (sway's IPC, SWAYSOCK): sway sends it when the
window maps, at the client's first committed frame. The process is then ended by its id.
Prints one line a command: NAME, then median, p25, p75 (ms) and the number of runs, tab-separated;
then a line a run, `sample`, NAME and its milliseconds (for bench/ratio-interval.py).
"""
import json
import os
import socket
import struct
import subprocess
import sys
import time

from rounds import alternately, print_runs

MAGIC = b"i3-ipc"
SUBSCRIBE = 2


def connect():
    ipc = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    ipc.connect(os.environ["SWAYSOCK"])
    payload = json.dumps(["window"]).encode()
    ipc.sendall(MAGIC + struct.pack("=II", len(payload), SUBSCRIBE) + payload)
    _, reply = read_message(ipc)
    if not json.loads(reply).get("success"):
        raise SystemExit("first-frame.py: sway refused the subscription")
    return ipc


def read_exactly(ipc, size):
    data = b""
    while len(data) < size:
        chunk = ipc.recv(size - len(data))
        if not chunk:
            raise SystemExit("first-frame.py: sway closed its IPC socket")
        data += chunk
    return data


def read_message(ipc):
    header = read_exactly(ipc, len(MAGIC) + 8)
    size, kind = struct.unpack("=II", header[len(MAGIC):])
    return kind, read_exactly(ipc, size)


def first_frame_ms(ipc, command):
    environment = dict(os.environ, GDK_BACKEND="wayland", LANG="C.UTF-8", LC_ALL="", LANGUAGE="", NO_AT_BRIDGE="1")
    environment.pop("DISPLAY", None)
    ipc.settimeout(20)
    start = time.perf_counter_ns()
    process = subprocess.Popen(command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while True:
            _, event = read_message(ipc)
            event = json.loads(event)
            if event.get("change") == "new" and event.get("container", {}).get("pid") == process.pid:
                return (time.perf_counter_ns() - start) / 1e6
    finally:
        process.terminate()
        process.wait()


def stats(values):
    values = sorted(values)
    count = len(values)
    middle = values[count // 2] if count % 2 else (values[count // 2 - 1] + values[count // 2]) / 2
    return middle, values[int((count - 1) * 0.25)], values[int((count - 1) * 0.75)], count


def main():
    rounds = int(sys.argv[1])
    programs = [argument.split("=", 1) for argument in sys.argv[2:]]
    ipc = connect()
    for name, command in programs:
        first_frame_ms(ipc, command.split())
    samples = alternately(programs, rounds, lambda command: first_frame_ms(ipc, command.split()))
    for name, _ in programs:
        print("%s\t%.2f\t%.2f\t%.2f\t%d" % ((name,) + stats(samples[name])))
    print_runs(samples)


main()
