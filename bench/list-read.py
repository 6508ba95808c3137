#!/usr/bin/python3
"""Times a list read from a pipe: ROWS rows of COLUMNS cells (one cell a line, as zenity reads
them) written into the program's stdin, alternately for each command, ROUNDS rounds. Reported per command: the median time from start until the
last row has been read (the writer's last write returned and the pipe drained), the peak RSS,
whether End then Return printed the last row, and the time until every row was in (CPU quiet);
then each run's time until every row was in (rounds.print_runs).

    list-read.py ROWS COLUMNS ROUNDS NAME=COMMAND... (COMMAND split on spaces)
    list-read.py --streaming ROWS COLUMNS NAME=COMMAND

With --streaming, half the rows are written and the pipe is kept open until the window is
mapped (10 s at most), then the rest follow: prints NAME, whether the window was mapped before
the input ended, and whether End then Return printed the last row.
"""
import os
import statistics
import subprocess
import sys
import time

from rounds import alternately, print_runs

streaming = sys.argv[1] == "--streaming"
arguments = sys.argv[2:] if streaming else sys.argv[1:]
rows, columns = int(arguments[0]), int(arguments[1])
rounds = 1 if streaming else int(arguments[2])
commands = [(spec.split("=", 1)[0], spec.split("=", 1)[1].split(" ")) for spec in arguments[2 if streaming else 3:]]
rest = "".join("cell %d\n" % column for column in range(2, columns + 1))
data = "".join("row %d\n%s" % (index, rest) for index in range(1, rows + 1)).encode()
last = "row %d\n" % rows


def window_of(pid, timeout=None):
    deadline = None if timeout is None else time.monotonic() + timeout
    while deadline is None or time.monotonic() < deadline:
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
                               capture_output=True, text=True).stdout.split()
        if found:
            return found[0]
        time.sleep(0.005)
    return None


def cpu(pid):
    """The CPU time the process has used, in nanoseconds: the sum of its threads' run times in
    /proc/PID/task/*/schedstat (exact, where /proc/PID/stat counts 10 ms ticks and misses a
    short burst: a list's last rows drawn after the last tick)."""
    total = 0
    try:
        tasks = os.listdir("/proc/%d/task" % pid)
    except FileNotFoundError:
        return 0
    for task in tasks:
        try:
            with open("/proc/%d/task/%s/schedstat" % (pid, task)) as stat:
                total += int(stat.read().split()[0])
        except (FileNotFoundError, ProcessLookupError):
            pass  # a thread that ended meanwhile
    return total


def settled(pid, quiet=0.1, busy=0.25):
    """When the process last worked before `quiet` s without: its rows are in and drawn. A sample
    (every 5 ms) is work when the process used at least `busy` of a CPU since the one before; the
    frames of an animation are not (after the map a list's scrolled window and header buttons run
    CSS transitions for 200-300 ms, under a millisecond a frame of 17 ms), laying out rows is."""
    last_time, last_value = time.monotonic(), cpu(pid)
    last_work = last_time
    while last_time - last_work < quiet:
        time.sleep(0.005)
        now, value = time.monotonic(), cpu(pid)
        if value - last_value >= busy * (now - last_time) * 1e9:
            last_work = now
        last_time, last_value = now, value
    return last_work


def one(command):
    start = time.monotonic()
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=False)
    process.stdin.write(data)
    process.stdin.close()
    # The pipe is drained when the reader has taken the last bytes: poll its fill level.
    read_at = time.monotonic()
    window = window_of(process.pid)
    settled_at = settled(process.pid)
    subprocess.run(["xdotool", "windowfocus", "--sync", window])
    with open("/proc/%d/status" % process.pid) as status:
        rss = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:")) / 1024
    subprocess.run(["xdotool", "key", "--clearmodifiers", "End", "Return"])
    output = process.stdout.read()
    process.wait(timeout=60)
    return (read_at - start) * 1000, rss, output.decode(errors="replace") == last, (settled_at - start) * 1000


def streamed(command):
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=False)
    half = data.index(b"row %d\n" % (rows // 2 + 1))
    process.stdin.write(data[:half])
    process.stdin.flush()
    window = window_of(process.pid, timeout=10)
    mapped_early = window is not None
    process.stdin.write(data[half:])
    process.stdin.close()
    window = window or window_of(process.pid)
    settled(process.pid)
    subprocess.run(["xdotool", "windowfocus", "--sync", window])
    subprocess.run(["xdotool", "key", "--clearmodifiers", "End", "Return"])
    output = process.stdout.read()
    process.wait(timeout=60)
    return mapped_early, output.decode(errors="replace") == last


if streaming:
    for name, command in commands:
        early, correct = streamed(command)
        print("%s\t%s\t%s" % (name, "yes" if early else "no", "yes" if correct else "no"))
    sys.exit(0)

results = alternately(commands, rounds, one)
for name, samples in results.items():
    times = sorted(sample[0] for sample in samples)
    rss = statistics.median(sample[1] for sample in samples)
    correct = all(sample[2] for sample in samples)
    settle = sorted(sample[3] for sample in samples)
    print("%s\t%.1f\t%.1f\t%.1f\t%.1f\t%s\t%.1f\t%.1f\t%.1f" % (
        name, statistics.median(times), times[len(times) // 4], times[(3 * len(times)) // 4], rss,
        "yes" if correct else "no", statistics.median(settle), settle[len(settle) // 4], settle[(3 * len(settle)) // 4]))
print_runs({name: [sample[3] for sample in samples] for name, samples in results.items()})
