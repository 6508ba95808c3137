#!/usr/bin/python3
"""Times a big file shown by --text-info: MEGABYTES of 80-character lines (a link every 100th
line, the last line "LAST LINE") given as --filename, alternately for each command, ROUNDS rounds.
Reported per command (medians): start → window mapped; start → last byte shown (the window is
mapped and the file has been read to its end and closed: the text is in the view's buffer);
start → settled (the process's CPU quiet for 0.3 s: every line laid out); peak RSS (VmHWM); and
whether Escape then ended the process with zenity's status 1. QUICK rounds more time the first two
only (the process is ended once the file is read, without the minute of layout): the last byte's
median is over every round, and a line a round follows the summary, `sample`, NAME and its
milliseconds (for bench/ratio-interval.py).

    text-read.py MEGABYTES ROUNDS QUICK NAME=COMMAND... (COMMAND split on spaces; the file is appended)
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

from rounds import alternately, print_runs

megabytes, rounds, quick_rounds = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
commands = [(spec.split("=", 1)[0], spec.split("=", 1)[1].split(" ")) for spec in sys.argv[4:]]
path = os.path.join(tempfile.mkdtemp(prefix="text-read."), "big.txt")
with open(path, "w") as out:
    for index in range(megabytes * 1024 * 1024 // 80):
        tail = "see https://example.org/%d" % index if index % 100 == 0 else "and runs away into the forest"
        out.write(("%07d the quick brown fox jumps over the lazy dog %s" % (index, tail))[:79].ljust(79) + "\n")
    out.write("LAST LINE\n")
real_path = os.path.realpath(path)
size = os.path.getsize(path)


def window_of(pid):
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
                           capture_output=True, text=True).stdout.split()
    return found[0] if found else None


def unread(pid):
    """True while the process holds the file open and has not read it to its end (zenity keeps it open)."""
    try:
        descriptors = os.listdir("/proc/%d/fd" % pid)
    except FileNotFoundError:
        return False
    for descriptor in descriptors:
        try:
            if os.readlink("/proc/%d/fd/%s" % (pid, descriptor)) == real_path:
                with open("/proc/%d/fdinfo/%s" % (pid, descriptor)) as info:
                    position = int(next(line for line in info if line.startswith("pos:")).split()[1])
                return position < size
        except (OSError, StopIteration):
            pass
    return False


def cpu(pid):
    with open("/proc/%d/stat" % pid) as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def one(command, settles=True):
    start = time.monotonic()
    process = subprocess.Popen(command + [path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    window = mapped_at = read_at = None
    opened = False
    while window is None or read_at is None:
        if window is None:
            window = window_of(process.pid)
            if window is not None:
                mapped_at = time.monotonic()
        reading = unread(process.pid)
        opened = opened or reading
        # Read to the end, or closed after being opened (or not open once the window shows).
        if read_at is None and not reading and (opened or window is not None):
            read_at = time.monotonic()
        time.sleep(0.01)
    timings = ((mapped_at - start) * 1000, (max(read_at, mapped_at) - start) * 1000)
    if not settles:
        process.terminate()
        process.wait(timeout=120)
        return timings
    last_value, last_change = cpu(process.pid), time.monotonic()
    while time.monotonic() - last_change < 0.3:
        time.sleep(0.01)
        value = cpu(process.pid)
        if value != last_value:
            last_value, last_change = value, time.monotonic()
    with open("/proc/%d/status" % process.pid) as status:
        rss = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:")) / 1024
    subprocess.run(["xdotool", "windowfocus", "--sync", window])
    subprocess.run(["xdotool", "key", "--clearmodifiers", "Escape"])
    status = process.wait(timeout=120)
    return timings + ((last_change - start) * 1000, rss, status == 1)


results = alternately(commands, rounds, one)
quick = alternately(commands, quick_rounds, lambda command: one(command, settles=False))
every = {name: samples + quick[name] for name, samples in results.items()}
for name, samples in results.items():
    # Map and last byte from every round; settle and RSS only where the layout ran.
    medians = [statistics.median(sample[field] for sample in (every[name] if field < 2 else samples))
               for field in range(4)]
    print("%s\t%.1f\t%.1f\t%.1f\t%.1f\t%s" % (
        name, *medians, "yes" if all(sample[4] for sample in samples) else "no"))
print_runs({name: [sample[1] for sample in runs] for name, runs in every.items()})
os.remove(path)
os.rmdir(os.path.dirname(path))
