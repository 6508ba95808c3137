"""The one way bench/run's Python helpers take turns: round after round, each command once,
the order reversed every other round, so neither side always runs first; and the one way they
hand each run back to bench/run (`print_runs`)."""


def alternately(commands, rounds, measure):
    """Runs `measure(command)` for every (name, command) of `commands`, `rounds` times, taking
    turns; returns each name's samples in the order they were taken."""
    samples = {name: [] for name, _ in commands}
    for round_index in range(rounds):
        order = commands if round_index % 2 == 0 else list(reversed(commands))
        for name, command in order:
            samples[name].append(measure(command))
    return samples


def print_runs(samples):
    """Prints a line a run, `sample`, NAME and its milliseconds, after a helper's summary lines:
    bench/run hands them to bench/ratio-interval.py."""
    for name, values in samples.items():
        for value in values:
            print("sample\t%s\t%.2f" % (name, value))
